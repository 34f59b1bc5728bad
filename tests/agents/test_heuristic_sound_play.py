"""The heuristic plays as a sound human does where an audit found it did not: it never
hands an opponent its cure through the discard pile, it counts a remedy whose safety it
holds as dead, and its hints say what it does (an attack whatever the attack's rating)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_mutants_heuristic import deal, decide, drive

from roadgames.agents.millebornes.cardcount import from_view
from roadgames.agents.millebornes.heuristic import ROLL_ON, action_value, best_action
from roadgames.millebornes.actions import parse_action


@pytest.mark.parametrize("players", [2, 4])
def test_no_cure_is_discarded_for_the_next_opponent_to_take(players: int) -> None:
    """Modern (the draw may take the discard pile's top): seat 1, the next seat, is stopped
    by seat 0's ACCIDENT. Seat 0, not moving, holds three REPAIRS and must discard: a
    REPAIRS thrown away, seat 1 would take at once and drive on. A 100 or 200 goes instead."""
    filler = [["100"] * 6, ["75", "75", "75", "75", "50", "50"]] if players == 4 else []
    state = deal(
        "modern",
        [["ACCIDENT", "REPAIRS", "REPAIRS", "200", "100", "75"],
         ["ROLL", "25", "25", "25", "25", "25"], *filler],
        ["REPAIRS"] + ["25"] * (players - 1) + ["50"] * players + ["100"],
        players=players,
    )  # fmt: skip
    others = ["discard 100", "discard 75"] if players == 4 else []
    drive(state, "discard 75", "play ROLL", *others)
    drive(state, "play ACCIDENT > 1", "discard 25", *others, "draw")
    assert state.to_move == 0 and state.tableaux[1].hazards
    assert str(decide(state).action) != "discard REPAIRS"


def test_without_the_discard_draw_a_spare_cure_may_go() -> None:
    """The same position in classic (no drawing from the discard pile): nobody can take the
    REPAIRS, and the third copy is the least useful card."""
    state = deal(
        "classic",
        [["ACCIDENT", "REPAIRS", "REPAIRS", "200", "100", "75"],
         ["ROLL", "25", "25", "25", "25", "25"]],
        ["REPAIRS", "25", "50", "50", "100"],
    )  # fmt: skip
    drive(state, "discard 75", "play ROLL", "play ACCIDENT > 1", "discard 25")
    assert str(decide(state).action) == "discard REPAIRS"


def test_a_spare_cure_goes_where_the_next_seat_needs_none() -> None:
    """Modern, 4 seats: only what the next seat needs now is kept back. Seat 1, next, moves
    freely, so a spare REPAIRS (team 0 is not stopped) is discarded as before."""
    state = deal(
        "modern",
        [["REPAIRS", "REPAIRS", "REPAIRS", "200", "100", "75"],
         ["ROLL", "25", "25", "25", "25", "25"], ["100"] * 6,
         ["75", "75", "75", "75", "50", "50"]],
        ["REPAIRS", "25", "50", "50", "100"],
        players=4,
    )  # fmt: skip
    drive(state, "discard 75", "play ROLL", "discard 100", "discard 75")
    drive(state, "draw")
    assert state.to_move == 0 and not state.tableaux[1].hazards
    assert str(decide(state).action) == "discard REPAIRS"


def test_a_remedy_is_dead_while_its_safety_is_held() -> None:
    """Classic: seat 0 holds DRIVING_ACE (kept for a coup fourré) and REPAIRS, and must
    discard (no ROLL). While the ace is held an ACCIDENT is answered by a coup fourré, and
    once it is laid the team is immune: the REPAIRS can never be needed, a 25 can."""
    state = deal(
        "classic",
        [["DRIVING_ACE", "REPAIRS", "25", "50", "75", "100"], ["75"] * 6],
        ["200"],
    )
    assert str(decide(state).action) == "discard REPAIRS"


def test_every_remedy_whose_safety_is_held_goes_before_a_distance() -> None:
    """A hand of safeties with their remedies, and a 25 drawn, not moving: every remedy is
    dead, the 25 is not."""
    state = deal(
        "classic",
        [["EXTRA_TANK", "GASOLINE", "PUNCTURE_PROOF", "SPARE_TIRE", "DRIVING_ACE", "REPAIRS"],
         ["75"] * 6],
        ["25"],
    )  # fmt: skip
    assert str(decide(state).action) in (
        "discard GASOLINE",
        "discard SPARE_TIRE",
        "discard REPAIRS",
    )


def test_an_attack_is_explained_as_an_attack_whatever_its_rating() -> None:
    """Classic: team 0 has laid DRIVING_ACE and every REPAIRS is unseen; seat 1, moving, is
    at 500 of 700 km. The ACCIDENT on it rates exactly what ROLL rates (600 + 50 + 40 for
    the leader + 80 near the finish + 30): the hint must still call it an attack."""
    state = deal(
        "classic",
        [["ROLL", "DRIVING_ACE", "ACCIDENT", "100", "75", "75"],
         ["ROLL", "200", "200", "100", "75", "75"]],
        ["50", "50", "50", "25", "50", "25", "25", "25", "50"],
    )  # fmt: skip
    drive(state, "play ROLL", "play ROLL", "play DRIVING_ACE", "play 100", "play 200")
    drive(state, "play 75", "play 200", "play 75", "play 100")
    assert [tab.miles for tab in state.tableaux] == [250, 500]
    attack = next(a for a in state.legal_actions() if str(a) == "play ACCIDENT > 1")
    assert action_value(from_view(state.view(0)), attack) == ROLL_ON  # the coincidence
    decision = decide(state)
    assert str(decision.action) == "play ACCIDENT > 1"
    assert decision.reason is not None and decision.reason.key == "attack"
    assert "ROLL" not in decision.explanation


def test_right_of_way_laid_to_get_going_is_not_said_to_cure_a_hazard() -> None:
    """The first turn, holding ROLL and RIGHT_OF_WAY: the heuristic lays the safety (it
    gets the team going and gives an extra turn), and no hazard is in play: the hint says
    so rather than that the safety cures one."""
    state = deal(
        "classic",
        [["ROLL", "RIGHT_OF_WAY", "100", "75", "50", "GASOLINE"], ["75"] * 6],
        ["25"],
    )
    decision = decide(state)
    assert str(decision.action) == "play RIGHT_OF_WAY"
    assert decision.reason is not None and decision.reason.key == "safety_gets_going"
    assert "hazard" not in decision.explanation


def test_right_of_way_against_a_stop_still_cures_the_hazard() -> None:
    """Stopped by a real STOP, the same safety (drawn after it) cures it: said as before."""
    state = deal(
        "classic",
        [["ROLL", "STOP", "75", "75", "75", "75"],
         ["ROLL", "100", "75", "50", "GASOLINE", "25"]],
        ["25", "50", "25", "RIGHT_OF_WAY"],
    )  # fmt: skip
    drive(state, "play ROLL", "play ROLL", "play STOP > 1")
    decision = decide(state)
    assert str(decision.action) == "play RIGHT_OF_WAY"
    assert decision.reason is not None and decision.reason.key == "cure_with_safety"


def test_no_cure_is_discarded_for_an_opponent_after_the_next_seat() -> None:
    """Modern, three seats: seat 2, not the next seat, is stopped by seat 0's ACCIDENT;
    seat 1 moves freely. Seat 1 will most likely play rather than discard, which leaves the
    discard pile's top to seat 2: seat 0, made to discard, keeps its REPAIRS."""
    state = deal(
        "modern",
        [["ACCIDENT", "REPAIRS", "REPAIRS", "200", "100", "75"],
         ["ROLL", "75", "75", "75", "75", "50"], ["ROLL", "100", "100", "100", "100", "50"]],
        ["REPAIRS", "50", "50", "50", "50", "50", "100"],
        players=3,
    )  # fmt: skip
    drive(state, "discard 75", "play ROLL", "play ROLL", "play ACCIDENT > 2")
    drive(state, "play 75", "discard 100", "draw")
    assert state.to_move == 0 and state.tableaux[2].hazards and not state.tableaux[1].hazards
    assert str(decide(state).action) != "discard REPAIRS"


def test_once_nobody_draws_a_spare_cure_may_go() -> None:
    """With play_out, an empty draw pile ends the drawing, from the discard pile too:
    the cure the opponent needs can be thrown away then, the third copy being the least
    useful card (the situation read with the draw pile run out)."""
    state = deal(
        "modern",
        [["ACCIDENT", "REPAIRS", "REPAIRS", "200", "100", "75"],
         ["ROLL", "25", "25", "25", "25", "25"]],
        ["REPAIRS", "25", "50", "50", "100"],
        empty_draw_pile="play_out",
    )  # fmt: skip
    drive(state, "discard 75", "play ROLL", "play ACCIDENT > 1", "discard 25", "draw")
    legal = state.legal_actions()
    sit = from_view(state.view(0))
    assert best_action(sit, legal) != parse_action("discard REPAIRS")  # cards left to draw
    assert best_action(replace(sit, draw_size=0), legal) == parse_action("discard REPAIRS")


def test_a_roll_is_dead_while_right_of_way_is_held() -> None:
    """Moving, with RIGHT_OF_WAY held for a coup fourré and nothing to play, a second ROLL
    is the card to throw away: the safety answers a STOP, or gets the team going."""
    state = deal(
        "classic",
        [["ROLL", "RIGHT_OF_WAY", "ROLL", "GASOLINE", "SPARE_TIRE", "REPAIRS"], ["75"] * 6],
        ["SPARE_TIRE", "75", "ACCIDENT"],
    )
    drive(state, "play ROLL", "discard 75")
    decision = decide(state)
    assert str(decision.action) == "discard ROLL"
    assert decision.reason is not None and decision.reason.key == "discard_covered"


def test_a_remedy_covered_by_a_held_safety_is_said_to_be_so() -> None:
    """The hint for a remedy thrown away because its safety is in hand says that, not that
    it can no longer be played (it could: the safety is not laid)."""
    state = deal(
        "classic",
        [["DRIVING_ACE", "REPAIRS", "25", "50", "75", "100"], ["75"] * 6],
        ["200"],
    )
    decision = decide(state)
    assert decision.reason is not None and decision.reason.key == "discard_covered"
    assert "safety in hand" in decision.explanation
