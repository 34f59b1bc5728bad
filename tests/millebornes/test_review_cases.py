"""Scenarios added by a rules review: the first ROLL that every team needs before distance
(seeds 001/004, RULES.md §4, §5, §9), the extension offer with more seats and in
partnerships (§7, §8, §10), and the stall guard's exact cap (§7).

Every scenario starts from a stacked deck (see ``helpers_basic`` and ``helpers_flow``)."""

from __future__ import annotations

import pytest
from helpers_basic import assert_illegal, assert_legal, deal, distance_plays, drive
from helpers_flow import (
    autopilot,
    card_of,
    game,
    last_result,
    legal,
    lines,
    run,
    seat_draws,
)

from roadgames.millebornes import Card, MilleBornesState, make_view, parse_action
from roadgames.millebornes.state import DRY_RESHUFFLES, RESHUFFLED

# ------------------------------------------- §4/§5 the first ROLL, even after a remedy


@pytest.mark.parametrize("roll_after_remedy", [False, True])
def test_a_remedy_does_not_start_a_team_that_never_rolled(roll_after_remedy: bool) -> None:
    """Seeds 001/004 (2016): "before a player can play a distance card, he must play either
    a Drive or an Emergency Vehicle card". Modern lets a hazard hit a team that has not
    started; its remedy cures the hazard but is no ROLL, so the team still needs its first
    ROLL, with ``roll_after_remedy`` off as with it on. The remedy shows as the top card."""
    state = deal(
        "modern",
        2,
        [["REPAIRS", "ROLL", "100", "25", "25", "25"], ["ACCIDENT", *["75"] * 5]],
        draw=["50", "GASOLINE", "50", "GASOLINE", "50"],
        roll_after_remedy=roll_after_remedy,
    )
    drive(state, "discard 25", "play ACCIDENT > 0", "play REPAIRS", "discard GASOLINE")
    tab = state.tableaux[0]
    assert tab.battle_pile == [Card.ACCIDENT, Card.REPAIRS] and not tab.hazards
    assert not tab.is_moving(roll_after_remedy)
    assert make_view(state, 1).tableaux[0].battle_top == Card.REPAIRS
    assert distance_plays(state) == set()
    assert_illegal(state, "play 100")
    assert_legal(state, "play ROLL")
    drive(state, "play ROLL", "discard GASOLINE")
    assert distance_plays(state) == {"25", "50", "100"}


def test_a_remedy_after_the_first_roll_needs_no_other_roll() -> None:
    """``hazard_on_hazard`` on a team that has not started: ACCIDENT, then STOP on it. The
    team's ROLL on the STOP is its first ROLL, so once REPAIRS cures the ACCIDENT beneath,
    it moves (modern: no ROLL after a remedy)."""
    state = deal(
        "modern",
        2,
        [["ROLL", "REPAIRS", "100", "25", "25", "25"], ["ACCIDENT", "STOP", *["75"] * 4]],
        draw=["50", "GASOLINE", "50", "GASOLINE", "50", "GASOLINE", "50"],
        hazard_on_hazard=True,
    )
    drive(state, "discard 25", "play ACCIDENT > 0", "discard 25", "play STOP > 0")
    drive(state, "play ROLL", "discard GASOLINE")
    tab = state.tableaux[0]
    assert tab.hazards == [Card.ACCIDENT] and distance_plays(state) == set()
    drive(state, "play REPAIRS", "discard GASOLINE")
    assert not tab.hazards and tab.is_moving(roll_after_remedy=False)
    assert distance_plays(state) == {"25", "50", "100"}


@pytest.mark.parametrize(
    ("hazard", "remedy", "moving"), [("ACCIDENT", "REPAIRS", False), ("STOP", "ROLL", True)]
)
def test_a_fast_remedy_starts_a_team_only_if_it_is_a_roll(
    hazard: str, remedy: str, moving: bool
) -> None:
    """RULES.md §9 with the seeds' first ROLL: a fast-play remedy cures fully (no ROLL after
    it), but a team that never rolled still needs its first ROLL, unless the remedy *is* a
    ROLL (against STOP)."""
    state = game(
        "modern",
        2,
        [[hazard, *["25"] * 5], [remedy, "50", "50", "50", "50", "ROLL"]],
        draw=["100", "100", "100", "100"],
        fast_play=True,
    )
    run(state, "0: draw", f"0: play {hazard} > 1")
    assert state.phase_name == "fast_remedy" and state.to_move == 1
    run(state, f"1: play {remedy}")
    tab = state.tableaux[1]
    assert not tab.hazards and tab.is_moving(roll_after_remedy=False) is moving
    run(state, "1: draw")
    assert ("play 50" in legal(state)) is moving
    assert ("play ROLL" in legal(state)) is not moving


# ------------------------------------------- §7/§8/§10 the extension in partnerships

#: Classic, 6 players in 3×2 partnerships (seats 0+3, 1+4, 2+5): a 700 trip with extension.
SIX_HANDS = [
    ["ROLL", "200", "200", "100", "100", "100"],
    ["ROLL", "200", "100", "100", "100", "25"],
    ["50"] * 6,
    ["100", "100", "100", "25", "25", "25"],
    ["200", "100", "100", "100", "25", "25"],
    ["75"] * 6,
]
TEAM_0_TO_700 = {0: ["play ROLL", "play 200", "play 200"], 3: ["play 100"] * 3}


def test_the_partner_who_completes_700_is_asked_and_its_team_makes_the_extension() -> None:
    """Seat 3 lays the team's 700th mile, so seat 3 (not seat 0) is asked; it extends, and
    its partner seat 0 completes 1000: the team made its extension (+200) and takes the
    trip's 400 and a 500 shutout for each blank team."""
    state = game("classic", 6, SIX_HANDS)
    autopilot(state, TEAM_0_TO_700, until=lambda s: s.phase_name == "extension")
    assert state.to_move == 3 and state.tableaux[0].miles == 700
    assert legal(state) == {"extend", "decline"}
    run(state, "3: extend")
    assert state.trip == 1000 and state.extended_by == 0 and state.to_move == 4
    autopilot(state, {0: ["play 100"] * 3})
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0 and result.extended_by == 0
    assert lines(result, 0) == {
        "Distance": 1000,
        "Trip completed": 400,
        "Shutout": 1000,
        "Extension made": 200,
    }
    assert lines(result, 1) == {"Distance": 0} and lines(result, 2) == {"Distance": 0}


def test_an_opposing_partnership_completes_the_extended_trip() -> None:
    """Team 0 extends at 700; team 1 (seats 1 and 4 in turn) reaches 700 next, which asks
    nothing more, and goes on to 1000: it takes the trip's 400 and a shutout for team 2, and
    both of the caller's opponents get +200; the caller keeps its distance only."""
    plans = {
        **TEAM_0_TO_700,
        1: ["play ROLL", "play 200", "play 100", "play 100", "play 100"],
        4: ["play 200", "play 100", "play 100", "play 100"],
    }
    state = game("classic", 6, SIX_HANDS)
    autopilot(state, plans, until=lambda s: s.phase_name == "extension")
    assert state.to_move == 3 and state.tableaux[1].miles == 600
    run(state, "3: extend")
    autopilot(state, {seat: plans[seat][-2:] for seat in (1, 4)})
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 1 and result.extended_by == 0
    assert result.miles == (700, 1000, 0)
    assert lines(result, 1) == {
        "Distance": 1000,
        "Trip completed": 400,
        "Shutout": 500,
        "Extension failed (opponent)": 200,
    }
    assert lines(result, 2) == {"Distance": 0, "Extension failed (opponent)": 200}
    assert lines(result, 0) == {"Distance": 700}


# ------------------------------------------------------------ §7 the stall guard's cap

#: Seat 0's actions in order: four safeties and five 25s, then every hazard of the short
#: deck on seat 1 (one idle turn while seat 1 catches up on its cures).
PLAN_0 = [
    *["play RIGHT_OF_WAY", "play DRIVING_ACE", "play EXTRA_TANK", "play PUNCTURE_PROOF"],
    *["play 25"] * 5,
    *["play SPEED_LIMIT > 1", "play ACCIDENT > 1", "play SPEED_LIMIT > 1"],
    *["play ACCIDENT > 1", "play SPEED_LIMIT > 1", "play OUT_OF_GAS > 1", "discard 50"],
    *["play OUT_OF_GAS > 1", "play FLAT_TIRE > 1", "play FLAT_TIRE > 1"],
    *["play STOP > 1"] * 4,
]
#: Seat 1's actions in order: ROLL and five 25s, then a cure for each attack.
PLAN_1 = [
    *["play ROLL", *["play 25"] * 5],
    *["play END_OF_LIMIT", "play REPAIRS", "play END_OF_LIMIT", "play REPAIRS"],
    *["play END_OF_LIMIT", "play GASOLINE", "play GASOLINE", "play SPARE_TIRE"],
    *["play SPARE_TIRE", *["play ROLL"] * 4],
]


def test_two_reshuffles_with_nobody_able_to_play_end_the_hand_as_a_draw() -> None:
    """RULES.md §7's guard, the cap on turns with no legal play by anyone: modern with the
    short deck, ``finish = exact`` and a 150 trip. Seat 0 lays all four safeties and five
    25s and plays every hazard on seat 1, which drives its five 25s and cures each one.
    Both teams then stand at 125 with no 25 left, and every card in circulation is dead for
    both. The hand ends, as a draw, in the very turn of the second reshuffle with no play
    since (``DRY_RESHUFFLES``), not at the first."""
    cards = [[card_of(text) or "" for text in plan] for plan in (PLAN_0, PLAN_1)]
    # seat 0 draws five cards in its first turn (one, then one after each safety)
    order = [0] * 5 + [1] + [0, 1] * 18
    draws = seat_draws(order, {0: cards[0][6:] + ["100"] * 6, 1: cards[1][6:] + ["75"] * 6})
    state = game(
        "modern",
        2,
        [cards[0][:6], cards[1][:6]],
        draws,
        deck="short",
        finish="exact",
        target=150,
    )
    autopilot(
        state,
        {0: PLAN_0, 1: PLAN_1},
        until=lambda s: s.tableaux[1].battle_pile.count(Card.ROLL) == 5,
    )
    assert [tab.miles for tab in state.tableaux] == [125, 125]
    assert len(state.tableaux[1].battle_pile) + len(state.tableaux[1].speed_pile) == 1 + 2 * 13
    assert not state.has_play(0) and not state.has_play(1)
    reshuffles: list[int] = []

    def over(s: MilleBornesState) -> bool:
        reshuffles.append(sum(entry == (-1, RESHUFFLED) for entry in s.log))
        return bool(s.results)

    autopilot(state, until=over)
    result = last_result(state)
    assert result.how == "stalled" and result.winners == () and state.is_over
    assert result.totals == (125 + 400, 125)
    assert reshuffles[-1] == DRY_RESHUFFLES
    reshuffle, draw, discard, end = state.log[-4:]
    assert reshuffle == (-1, RESHUFFLED) and draw[1] == "draw"
    assert discard[0] == draw[0] and discard[1].startswith("discard ")
    assert end == (-1, "hand 1 over (stalled)")


@pytest.mark.parametrize(("card", "target"), [("ROLL", None), ("STOP", 1)])
def test_a_card_played_starts_the_stall_guards_count_again(card: str, target: int | None) -> None:
    """The guard counts reshuffles with nobody able to play *since the last card played*:
    a card laid on one's own tableau, like an attack, starts the count again (else a hand
    where cards are still played would be called stalled)."""
    state = game(
        "modern",
        2,
        [["ROLL", "STOP", "25", "50", "75", "100"], ["ROLL", "STOP", "25", "50", "75", "100"]],
        empty_draw_pile="reshuffle",
    )
    state.dry_reshuffles = DRY_RESHUFFLES - 1  # one more dry reshuffle would end the hand
    state.apply(parse_action(f"play {card}" if target is None else f"play {card} > {target}"))
    assert state.dry_reshuffles == 0
