"""Coup fourré (RULES.md §6, §11): the window right after a hazard, the call, the replacement
draw and the full turn, the players in between losing their turn, partnerships, a safety
drawn later, the question asked only when the call is possible, and what the other seats'
views show meanwhile."""

from __future__ import annotations

import pytest
from helpers_flow import empty_the_draw_pile, game, legal, run

from roadgames.core.errors import IllegalActionError, NotYourTurnError
from roadgames.millebornes import Card, MilleBornesState, make_view

PAIRS = [
    ("ACCIDENT", "DRIVING_ACE"),
    ("OUT_OF_GAS", "EXTRA_TANK"),
    ("FLAT_TIRE", "PUNCTURE_PROOF"),
    ("STOP", "RIGHT_OF_WAY"),
    ("SPEED_LIMIT", "RIGHT_OF_WAY"),
]


def three_seats(safety_holder_card: str = "EXTRA_TANK") -> MilleBornesState:
    """Classic, 3 players: seat 2 is moving (ROLL) and holds ``safety_holder_card``; seat 0
    holds OUT_OF_GAS and is to move (it has drawn GASOLINE). The next draws are 75, 100."""
    state = game(
        "classic",
        3,
        [
            ["OUT_OF_GAS", "25", "25", "25", "25", "25"],
            ["50", "50", "50", "50", "50", "50"],
            ["ROLL", safety_holder_card, "25", "25", "25", "25"],
        ],
        draw=["REPAIRS", "REPAIRS", "REPAIRS", "GASOLINE", "75", "100"],
    )
    run(state, "0: discard REPAIRS", "1: discard REPAIRS", "2: play ROLL")
    assert state.to_move == 0
    return state


def test_the_window_opens_for_the_holder_only_and_before_anyone_else_acts() -> None:
    state = three_seats()
    run(state, "0: play OUT_OF_GAS > 2")
    assert state.phase_name == "coup_fourre" and state.to_move == 2
    assert legal(state) == {"coup-fourre", "decline"}
    with pytest.raises(NotYourTurnError):
        state.apply("discard 50", seat=1)
    with pytest.raises(IllegalActionError):
        state.apply("play 25", seat=2)  # only the question may be answered now


def test_the_call_replacement_draw_and_full_turn() -> None:
    """The safety goes to the safeties marked coup fourré, the hazard to the discard pile,
    the caller draws a replacement (75) and then takes a full turn: draw (100), play."""
    state = three_seats()
    sizes = list(state.hand_sizes)
    run(state, "0: play OUT_OF_GAS > 2", "2: coup-fourre")
    tab = state.tableaux[2]
    assert tab.safety_cards == [Card.EXTRA_TANK] and tab.coups == tab.safeties != 0
    assert state.discard_pile[-1] == Card.OUT_OF_GAS
    assert Card.OUT_OF_GAS not in tab.battle_pile and not tab.hazards
    assert state.hand_cards(2).count(Card.D75) == 1 and Card.D100 in state.hand_cards(2)
    assert state.hand_sizes[2] == sizes[2] + 1  # -1 safety, +1 replacement, +1 turn draw
    assert state.to_move == 2 and state.phase_name == "play"
    # the hazard is gone and ROLL is in force again: seat 2 moves at once (classic)
    assert "play 100" in legal(state)
    view = make_view(state, 0).tableaux[2]
    assert view.coups_fourres == (Card.EXTRA_TANK,) and view.moving


def test_the_players_in_between_lose_their_turn() -> None:
    """Seat 0 attacks seat 2; seat 2 calls, plays, and then seat 0 moves: seat 1 never
    drew nor played."""
    state = three_seats()
    seat1 = state.hand_cards(1)
    run(state, "0: play OUT_OF_GAS > 2", "2: coup-fourre", "2: play 100")
    assert state.to_move == 0
    assert state.hand_cards(1) == seat1
    with pytest.raises(NotYourTurnError):
        state.apply("discard 50", seat=1)


def test_declining_lets_play_go_on_from_the_attacker() -> None:
    """Declined: the hazard stays, the next seat after the attacker plays; the safety, played
    later in the holder's own turn, is a normal safety with an extra turn."""
    state = three_seats()
    run(state, "0: play OUT_OF_GAS > 2", "2: decline")
    assert state.to_move == 1 and state.phase_name == "play"
    assert state.tableaux[2].hazards == [Card.OUT_OF_GAS]
    run(state, "1: pass")
    assert "coup-fourre" not in legal(state)  # only at that moment
    run(state, "2: play EXTRA_TANK")
    tab = state.tableaux[2]
    assert tab.safeties and not tab.coups
    assert state.to_move == 2 and state.hand_sizes[2] == 7  # the extra turn's draw


def test_a_safety_drawn_after_the_attack_is_played_normally() -> None:
    """Seat 1 is stopped, then draws RIGHT_OF_WAY: no question ever, a normal safety."""
    state = game(
        "classic",
        2,
        [["STOP", "25", "25", "25", "25", "25"], ["ROLL", "50", "50", "50", "50", "50"]],
        draw=["REPAIRS", "REPAIRS", "REPAIRS", "RIGHT_OF_WAY"],
    )
    run(state, "0: discard REPAIRS", "1: play ROLL", "0: play STOP > 1")
    assert state.to_move == 1 and state.phase_name == "play"  # no question was asked
    assert "coup-fourre" not in legal(state)
    run(state, "1: play RIGHT_OF_WAY")
    tab = state.tableaux[1]
    assert tab.safety_cards == [Card.RIGHT_OF_WAY] and tab.coups == 0
    assert not tab.hazards and state.to_move == 1  # extra turn


@pytest.mark.parametrize(("hazard", "safety"), PAIRS)
@pytest.mark.parametrize("holds", [True, False])
def test_the_question_is_asked_only_when_the_call_is_possible(
    hazard: str, safety: str, holds: bool
) -> None:
    """Each hazard asks only a holder of its own safety (RIGHT_OF_WAY answers STOP and
    SPEED_LIMIT); a holder of another safety is not asked and play goes on."""
    other = "DRIVING_ACE" if safety != "DRIVING_ACE" else "EXTRA_TANK"
    state = game(
        "classic",
        2,
        [
            [hazard, "25", "25", "25", "25", "25"],
            ["ROLL", safety if holds else other, "50", "50", "50", "50"],
        ],
        draw=["REPAIRS", "REPAIRS", "REPAIRS", "75"],
    )
    run(state, "0: discard REPAIRS", "1: play ROLL", f"0: play {hazard} > 1")
    if holds:
        assert state.phase_name == "coup_fourre" and state.to_move == 1
        run(state, "1: coup-fourre")
        tab = state.tableaux[1]
        assert tab.coups and not tab.hazards and not tab.is_limited()
        assert Card[hazard] in state.discard_pile
        assert state.to_move == 1 and state.phase_name == "play"
    else:
        assert state.phase_name == "play" and state.to_move == 1
        assert "coup-fourre" not in legal(state)
        assert not state.tableaux[1].coups


@pytest.mark.parametrize("holder", [0, 2])
def test_either_partner_may_call(holder: int) -> None:
    """4 players, 2×2: seat 1 stops team 0; whichever partner holds RIGHT_OF_WAY is asked
    (the other never is), the turn is theirs, and the seats between lose their turn."""
    hands = [["ROLL", "25", "25", "25", "25", "25"], ["STOP", *["50"] * 5], ["75"] * 6]
    hands[holder] = [*hands[holder][:-1], "RIGHT_OF_WAY"]
    state = game("classic", 4, hands, draw=["REPAIRS", "GASOLINE", "SPARE_TIRE", "ROLL"] * 2)
    run(state, "0: play ROLL", "1: play STOP > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == holder
    between = [2, 3] if holder == 0 else []  # clockwise from the attacker (1) to the holder
    untouched = {seat: state.hand_cards(seat) for seat in between}
    run(state, f"{holder}: coup-fourre", f"{holder}: pass")
    assert state.to_move == (holder + 1) % 4
    for seat, cards in untouched.items():
        assert state.hand_cards(seat) == cards  # they lost their turn
    assert state.tableaux[0].coups and state.tableaux[0].is_moving(True)


def test_either_partner_in_three_partnerships() -> None:
    """6 players, 3×2 (teams {0,3}, {1,4}, {2,5}): seat 4 attacks team 0, seat 3 calls, and
    seat 4 (the attacker) plays next: seats 5, 0, 1 and 2 lost their turn."""
    hands = [["ROLL", *["25"] * 5], ["75"] * 6, ["100"] * 6, ["DRIVING_ACE", *["50"] * 5]]
    hands.append(["ACCIDENT", *["50"] * 5])
    state = game("classic", 6, hands, draw=["REPAIRS", "GASOLINE", "SPARE_TIRE", "ROLL"] * 3)
    run(state, "0: play ROLL", "1: pass", "2: pass", "3: pass", "4: play ACCIDENT > 0")
    assert state.to_move == 3 and state.phase_name == "coup_fourre"
    run(state, "3: coup-fourre", "3: pass")
    assert state.to_move == 4


def test_call_with_an_empty_draw_pile() -> None:
    """play_out, draw pile empty: no replacement and no turn draw, but the full turn."""
    state = game(
        "club",
        2,
        [["OUT_OF_GAS", *["25"] * 5], ["ROLL", "EXTRA_TANK", *["50"] * 4]],
    )
    empty_the_draw_pile(state, {1: ["play ROLL"]}, keep={0: ["OUT_OF_GAS"], 1: ["EXTRA_TANK"]})
    if state.to_move == 1:
        run(state, "1: pass")
    size = state.hand_sizes[1]
    run(state, "0: play OUT_OF_GAS > 1", "1: coup-fourre")
    assert state.hand_sizes[1] == size - 1
    assert state.to_move == 1 and state.phase_name == "play"


def test_after_the_call_the_turn_may_draw_from_the_discard_pile() -> None:
    """Modern (draw_from_discard): the replacement comes from the draw pile; the full turn
    then starts with the draw question (the discard pile holds the cancelled hazard)."""
    state = game(
        "modern",
        2,
        [["OUT_OF_GAS", *["25"] * 5], ["EXTRA_TANK", *["50"] * 5]],
        draw=["75", "100", "200"],
    )
    run(state, "0: play OUT_OF_GAS > 1", "1: coup-fourre")
    assert state.hand_cards(1).count(Card.D100) == 1  # the replacement (seat 0 drew 75)
    assert state.phase_name == "draw" and legal(state) == {"draw", "draw discard"}
    run(state, "1: draw discard")
    assert Card.OUT_OF_GAS in state.hand_cards(1) and not state.discard_pile
    assert Card.D200 not in state.hand_cards(1)


# ------------------------------------------------------------------ what others see


def test_other_seats_see_no_question_nor_who_is_asked() -> None:
    """While seat 2 is asked, seats 0 and 1 get no legal actions, no seat to move, the same
    neutral phase, no pending attack or actor in the public details, and no log line."""
    state = three_seats()
    run(state, "0: play OUT_OF_GAS > 2")
    log = list(state.log)
    mine = make_view(state, 2)
    assert mine.my_turn and mine.phase == "coup_fourre"
    assert set(map(str, mine.legal_actions)) == {"coup-fourre", "decline"}
    for seat in (0, 1):
        view = make_view(state, seat)
        assert view.to_move is None and view.phase == "waiting" and not view.legal_actions
        assert (view.public.attacker, view.public.pending, view.public.actor) == (-1, -1, -1)
        assert view.public.phase == -1
        assert Card.EXTRA_TANK not in view.hand
    assert state.log == log  # asking is not a public event


@pytest.mark.parametrize("seat", [0, 1])
def test_a_declined_question_leaves_no_trace_for_the_others(seat: int) -> None:
    """Twin games: seat 2 holds EXTRA_TANK and declines, or holds a 50 and is never asked.
    Afterwards seats 0 and 1 see exactly the same thing."""
    asked = three_seats("EXTRA_TANK")
    run(asked, "0: play OUT_OF_GAS > 2", "2: decline")
    plain = three_seats("50")
    run(plain, "0: play OUT_OF_GAS > 2")
    assert make_view(asked, seat).to_dict() == make_view(plain, seat).to_dict()
    assert make_view(asked, seat).public.turns == make_view(plain, seat).public.turns
