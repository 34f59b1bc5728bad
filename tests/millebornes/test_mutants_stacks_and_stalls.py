"""Scenarios that close gaps found by mutation testing the stacked hazards (``Tableau.cover``)
and the reshuffle stall guard: each fails on a small change to the engine that every other
test let through."""

from __future__ import annotations

import pytest
from helpers_flow import game, legal, run

from roadgames.millebornes import Card, MilleBornesState, make_rules, new_game
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import DRY_RESHUFFLES

# ------------------------------------------------------- stacked hazards (tableau.py)


@pytest.mark.parametrize("lifts", [("DRIVING_ACE", "EXTRA_TANK"), ("EXTRA_TANK", "DRIVING_ACE")])
def test_two_lifted_hazards_under_a_remedy_and_a_roll_leave_the_roll_on_top(
    lifts: tuple[str, str],
) -> None:
    # ACCIDENT, FLAT_TIRE cured by SPARE_TIRE, OUT_OF_GAS, STOP cured by ROLL: the top is
    # that ROLL. DRIVING_ACE and EXTRA_TANK lift the two hazards beneath it, in either
    # order: the team moves (§4), though classic asks a ROLL after a remedy (the SPARE_TIRE,
    # played on the FLAT_TIRE stacked on the ACCIDENT, lies beneath the ROLL)
    state = game(
        "classic",
        2,
        [
            ["ROLL", "DRIVING_ACE", "SPARE_TIRE", "EXTRA_TANK", "ROLL", "100"],
            ["ACCIDENT", "FLAT_TIRE", "OUT_OF_GAS", "STOP", "25", "25"],
        ],
        draw=["75"] * 8,
        hazard_on_hazard=True,
    )
    run(state, "0: play ROLL", "1: play ACCIDENT > 0", "0: decline", "0: discard 75")
    run(state, "1: play FLAT_TIRE > 0", "0: play SPARE_TIRE")
    run(state, "1: play OUT_OF_GAS > 0", "0: decline", "0: discard 75")
    run(state, "1: play STOP > 0", "0: play ROLL", "1: discard 25")
    run(state, *(f"0: play {safety}" for safety in lifts))
    tab = state.tableaux[0]
    assert tab.battle_pile[-1] == Card.ROLL and not tab.hazards
    assert state.to_move == 0 and tab.is_moving(state.rules.roll_after_remedy)
    assert "play 100" in legal(state), lifts


def test_a_hazard_lifted_between_two_others_passes_on_what_lay_on_it() -> None:
    # ACCIDENT, OUT_OF_GAS, FLAT_TIRE cured by SPARE_TIRE, ACCIDENT, STOP cured by ROLL:
    # EXTRA_TANK lifts the OUT_OF_GAS between the two ACCIDENTs, then DRIVING_ACE both
    # ACCIDENTs. The top is the ROLL: the team moves (the SPARE_TIRE beneath it would ask
    # classic's ROLL after a remedy)
    state = game(
        "classic",
        2,
        [
            ["ROLL", "EXTRA_TANK", "DRIVING_ACE", "SPARE_TIRE", "ROLL", "100"],
            ["ACCIDENT", "OUT_OF_GAS", "FLAT_TIRE", "ACCIDENT", "STOP", "25"],
        ],
        draw=["75"] * 10,
        hazard_on_hazard=True,
    )
    run(state, "0: play ROLL", "1: play ACCIDENT > 0", "0: decline", "0: discard 75")
    run(state, "1: play OUT_OF_GAS > 0", "0: decline", "0: discard 75")
    run(state, "1: play FLAT_TIRE > 0", "0: play SPARE_TIRE")
    run(state, "1: play ACCIDENT > 0", "0: decline", "0: discard 75")
    run(state, "1: play STOP > 0", "0: play ROLL", "1: discard 25")
    run(state, "0: play EXTRA_TANK", "0: play DRIVING_ACE")
    tab = state.tableaux[0]
    assert tab.battle_pile[-1] == Card.ROLL and not tab.hazards
    assert state.to_move == 0 and "play 100" in legal(state)


def test_a_coup_fourre_on_a_stacked_hazard_leaves_nothing_behind() -> None:
    # ROLL, ACCIDENT, STOP cured by ROLL, OUT_OF_GAS sent back by a coup fourré, REPAIRS on
    # the ACCIDENT: the top is a remedy, so classic asks a ROLL. A FLAT_TIRE lifted by its
    # safety later must leave it so (the ROLL played on the STOP lies beneath the REPAIRS)
    state = game(
        "classic",
        2,
        [
            ["ROLL", "ROLL", "EXTRA_TANK", "REPAIRS", "PUNCTURE_PROOF", "ROLL"],
            ["ACCIDENT", "STOP", "OUT_OF_GAS", "FLAT_TIRE", "25", "25"],
        ],
        draw=["100"] * 12,
        hazard_on_hazard=True,
        attack_needs_target_moving=False,  # the FLAT_TIRE comes while the team owes its ROLL
    )
    run(state, "0: play ROLL", "1: play ACCIDENT > 0", "0: discard 100")
    run(state, "1: play STOP > 0", "0: play ROLL")
    run(state, "1: play OUT_OF_GAS > 0", "0: coup-fourre", "0: play REPAIRS")
    run(state, "1: play FLAT_TIRE > 0", "0: decline", "0: play PUNCTURE_PROOF")
    tab = state.tableaux[0]
    assert not tab.hazards and not tab.is_moving(state.rules.roll_after_remedy)
    moves = legal(state)
    assert state.to_move == 0 and "play ROLL" in moves and "play 100" not in moves


def test_a_copy_keeps_its_own_stacked_hazards() -> None:
    # a search plays on a copy: a ROLL played on the copy's STOP, stacked on an ACCIDENT,
    # must leave the game's own stack as it was (the STOP still in force once the ACCIDENT
    # is lifted, and a ROLL to play on it)
    state = game(
        "classic",
        2,
        [
            ["ROLL", "ROLL", "DRIVING_ACE", "25", "25", "25"],
            ["ACCIDENT", "STOP", "25", "25", "25", "25"],
        ],
        draw=["100"] * 10,
        hazard_on_hazard=True,
    )
    run(state, "0: play ROLL", "1: play ACCIDENT > 0", "0: decline", "0: discard 25")
    run(state, "1: play STOP > 0")
    copy = state.clone()
    run(copy, "0: play ROLL", "1: discard 25", "0: play DRIVING_ACE")
    assert "play 100" in legal(copy)
    run(state, "0: play DRIVING_ACE")
    assert state.tableaux[0].hazards == [Card.STOP] and "play 100" not in legal(state)
    run(state, "0: play ROLL", "1: discard 25")
    assert "play 100" in legal(state)


# --------------------------------------------------------------- the stall guard


def three_seats_after_a_last_play() -> MilleBornesState:
    """Modern, 3 players, late in a hand (nothing to draw, one card discarded): seat 2 plays
    a STOP on seat 0, and from then on nobody holds a play."""
    rules = make_rules("modern", 3, draw_from_discard=False)
    hands = [
        ["25", "50", "75", "100", "REPAIRS", "GASOLINE"],  # never started, no ROLL
        ["25", "50", "75", "100", "SPARE_TIRE", "REPAIRS"],
        ["STOP", "25", "50", "75", "100", "GASOLINE"],
    ]
    state = new_game(rules, seed=1, decks=[stacked_deck(rules, hands=hands, draw=["200"] * 3)])
    state.apply("discard 200", seat=0)
    state.apply("discard 200", seat=1)
    state.draw_pile.clear()
    state.discard_pile[:] = [Card.SPARE_TIRE]
    state.apply("play STOP > 0", seat=2)
    return state


def test_the_hand_stalls_once_every_seat_has_had_its_turn_since_the_last_play() -> None:
    # §7's guard as state.py's DRY_RESHUFFLES note defines it: two reshuffles with no play,
    # and every seat has had a turn since the last play. Seat 2's own turn after its STOP
    # completes the round, so the hand ends then, on the game and on a copy taken just before
    state = three_seats_after_a_last_play()
    for seat in (0, 1):
        assert state.to_move == seat and not state.has_play(seat)
        state.apply("discard 25", seat=seat)
    assert not state.results and state.dry_reshuffles >= DRY_RESHUFFLES
    assert state.to_move == 2 and not state.has_play(2)
    copy = state.clone()
    for game_or_copy in (state, copy):
        game_or_copy.apply("discard 25", seat=2)
        assert game_or_copy.results and game_or_copy.results[-1].how == "stalled"


def test_redrawing_with_no_play_in_hand_still_stalls_the_hand() -> None:
    # §7, §9: a redraw by a seat that could play restarts the guard; one by a seat that
    # holds no play is a turn like any other, and the hand stalls as it would with discards
    state = game(
        "leaflet",
        2,
        [["25", "50", "75", "100", "REPAIRS", "GASOLINE"], ["25", "50", "75", "100", "200", "200"]],
        fast_play=True,
    )
    # late in a hand, nobody started: only dead cards in circulation
    state.draw_pile.clear()
    state.discard_pile[:] = [Card.SPARE_TIRE, Card.END_OF_LIMIT, Card.D200]
    for _ in range(40):
        if state.results:
            break
        seat = state.to_move
        assert seat is not None and not state.has_play(seat)
        spare = state.hand_cards(seat)[0].code
        run(state, f"{seat}: redraw", f"{seat}: discard {spare}", f"{seat}: refill")
    assert state.results and state.results[-1].how == "stalled"
