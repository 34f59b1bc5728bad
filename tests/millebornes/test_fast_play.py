"""Fast play (RULES.md §9, ``fast_play``): the immediate remedy after a hazard, and the
start-of-turn mass discard (``redraw`` … ``refill``); each checked with the option on and off."""

from __future__ import annotations

import pytest
from helpers_flow import fast_remedy_after_stop, game, legal, run

from roadgames.core.errors import IllegalActionError
from roadgames.millebornes import Card, make_rules, make_view, new_game
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import DRY_RESHUFFLES, RESHUFFLED


def test_immediate_remedy_and_play_resumes_after_the_attacker() -> None:
    """3 players: seat 2 answers OUT_OF_GAS at once with GASOLINE, draws a replacement, and
    play resumes with seat 1 (the seat after the attacker), not with a turn for seat 2."""
    state = game(
        "modern",
        3,
        [["OUT_OF_GAS", *["25"] * 5], ["50"] * 6, ["GASOLINE", "ROLL", *["75"] * 4]],
        draw=["100", "100", "200", "200"],
        fast_play=True,
    )
    assert state.phase_name == "draw" and legal(state) == {"draw", "redraw"}
    run(state, "0: draw", "0: play OUT_OF_GAS > 2")
    assert state.phase_name == "fast_remedy" and state.to_move == 2
    assert legal(state) == {"play GASOLINE", "decline"}
    assert make_view(state, 1).phase == "waiting"  # a private question
    run(state, "2: play GASOLINE")
    tab = state.tableaux[2]
    assert tab.battle_pile == [Card.OUT_OF_GAS, Card.GASOLINE] and not tab.hazards
    assert state.hand_sizes[2] == 6 and state.hand_cards(2).count(Card.D100) == 1
    assert not tab.coups  # not a coup fourré
    assert state.to_move == 1 and state.phase_name == "draw"


@pytest.mark.parametrize("fast_play", [True, False])
def test_a_fast_remedy_cures_fully_even_with_roll_after_remedy(fast_play: bool) -> None:
    """Classic (``roll_after_remedy``): fast play's remedy needs no ROLL; without fast play the
    remedy is played in one's own turn and ROLL is then needed."""
    state = game(
        "classic",
        2,
        [["OUT_OF_GAS", *["25"] * 5], ["ROLL", "GASOLINE", *["50"] * 4]],
        draw=["REPAIRS", "REPAIRS", "REPAIRS", "75", "100"],
        fast_play=fast_play,
    )
    draw = ["0: draw"] if fast_play else []
    run(state, *draw, "0: discard REPAIRS")
    run(state, *[d.replace("0", "1") for d in draw], "1: play ROLL")
    run(state, *draw, "0: play OUT_OF_GAS > 1")
    if fast_play:
        assert state.phase_name == "fast_remedy"
        run(state, "1: play GASOLINE")
        assert state.tableaux[1].is_moving(True)
        run(state, "1: draw")
        assert "play 50" in legal(state)
    else:
        assert state.phase_name == "play" and state.to_move == 1
        assert "decline" not in legal(state)
        run(state, "1: play GASOLINE")
        assert not state.tableaux[1].is_moving(True)


def test_coup_fourre_is_asked_first_then_the_fast_remedy() -> None:
    state = game(
        "modern",
        2,
        [["OUT_OF_GAS", *["25"] * 5], ["EXTRA_TANK", "GASOLINE", *["50"] * 4]],
        fast_play=True,
    )
    run(state, "0: draw", "0: play OUT_OF_GAS > 1")
    assert state.phase_name == "coup_fourre" and legal(state) == {"coup-fourre", "decline"}
    run(state, "1: decline")
    assert state.phase_name == "fast_remedy" and legal(state) == {"play GASOLINE", "decline"}
    run(state, "1: decline")
    assert state.phase_name == "draw" and state.to_move == 1
    assert state.tableaux[1].hazards == [Card.OUT_OF_GAS]


def test_partners_are_asked_in_turn_order_after_the_attacker() -> None:
    """4 players, 2×2: seat 1 stops team 0; seat 2 (next after the attacker) is asked first,
    then seat 0."""
    state = fast_remedy_after_stop()
    assert state.phase_name == "fast_remedy" and state.to_move == 2
    run(state, "2: decline")
    assert state.phase_name == "fast_remedy" and state.to_move == 0
    run(state, "0: play ROLL")
    assert state.to_move == 2 and state.phase_name == "draw"  # after the attacker


def test_without_fast_play_a_remedy_holder_is_not_asked() -> None:
    state = game("modern", 2, [["OUT_OF_GAS", *["25"] * 5], ["GASOLINE", *["50"] * 5]])
    run(state, "0: play OUT_OF_GAS > 1")
    assert state.phase_name == "play" and state.to_move == 1
    assert "decline" not in legal(state)


# ------------------------------------------------------------------ the mass discard


def test_redraw_discards_any_number_then_refills_to_six_and_ends_the_turn() -> None:
    state = game(
        "modern",
        2,
        [["25", "25", "50", "75", "ROLL", "STOP"]],
        draw=["100", "100", "200", "REPAIRS"],
        fast_play=True,
    )
    run(state, "0: redraw")
    assert state.phase_name == "redraw"
    assert legal(state) == {f"discard {c}" for c in ("25", "50", "75", "ROLL", "STOP")}
    with pytest.raises(IllegalActionError):
        state.apply("refill")  # at least one card first
    run(state, "0: discard 25", "0: discard 25", "0: discard 50")
    assert "refill" in legal(state)
    run(state, "0: refill")
    assert state.hand_sizes[0] == 6
    assert [c.code for c in state.hand_cards(0)].count("100") == 2
    assert Card.D200 in state.hand_cards(0)
    assert state.discard_pile == [Card.D25, Card.D25, Card.D50]
    assert state.to_move == 1  # the turn ended: no play


def test_redraw_the_whole_hand() -> None:
    state = game("modern", 2, [["25"] * 6], draw=["100"] * 6, fast_play=True)
    run(state, "0: redraw", *["0: discard 25"] * 6, "0: refill")
    assert state.hand_cards(0) == [Card.D100] * 6 and state.to_move == 1


def test_without_fast_play_there_is_no_redraw() -> None:
    state = game("modern", 2, fast_play=False)
    assert state.phase_name == "play"
    for text in ("redraw", "refill"):
        with pytest.raises(IllegalActionError):
            state.apply(text)


def test_a_fast_remedy_does_not_give_a_team_the_roll_it_still_owed() -> None:
    """``roll_after_remedy`` (classic) with ``fast_play`` and ``attack_needs_target_moving``
    off: team 1 cures an ACCIDENT with REPAIRS and so needs a ROLL before distance. A
    second hazard cured at once by a fast remedy "cures fully" (RULES.md §9): it undoes
    that hazard, but must not also stand in for the ROLL the team owed before it."""
    rules = make_rules("classic", 2, fast_play=True, attack_needs_target_moving=False)
    hands = [
        ["ACCIDENT", "OUT_OF_GAS", "25", "25", "25", "25"],
        ["ROLL", "REPAIRS", "GASOLINE", "50", "50", "50"],
    ]
    deck = stacked_deck(rules, hands=hands, draw=["25", "50"] * 4)
    state = new_game(rules, seed=0, decks=[deck])
    run(state, "0: draw", "0: discard 25", "1: draw", "1: play ROLL")
    run(state, "0: draw", "0: play ACCIDENT > 1", "1: decline", "1: draw", "1: play REPAIRS")
    team = state.tableaux[1]
    assert not team.is_moving(roll_after_remedy=True)  # owes its ROLL
    run(state, "0: draw", "0: play OUT_OF_GAS > 1")
    assert state.phase_name == "fast_remedy"
    run(state, "1: play GASOLINE", "1: draw")
    assert not team.is_moving(roll_after_remedy=True)  # still owes it
    legal = {str(action) for action in state.legal_actions()}
    assert "play 50" not in legal


def test_redrawing_past_a_play_in_hand_stalls_the_hand_like_discarding() -> None:
    # §7: a hand stalls after turns with no play by anyone. A seat that redraws (§9)
    # holding a ROLL it could play makes no play: what a seat could have played is nobody
    # else's business, so the guard counts cards played, and the hand stalls once the pile
    # has come round twice without one, as it would had nobody held a ROLL
    state = game(
        "modern",
        2,
        [["ROLL", "25", "25", "25", "25", "25"], ["ROLL", "50", "50", "50", "50", "50"]],
        fast_play=True,
    )
    for _ in range(120):
        seat = state.to_move
        if seat is None:
            break
        assert state.has_play(seat)  # its ROLL, every turn
        run(state, f"{seat}: redraw")
        held = [card.code for card in state.hand_cards(seat)]
        held.remove("ROLL")
        run(state, *[f"{seat}: discard {code}" for code in held], f"{seat}: refill")
    assert state.results and state.results[0].how == "stalled"
    assert sum(entry == (-1, RESHUFFLED) for entry in state.log) == DRY_RESHUFFLES
