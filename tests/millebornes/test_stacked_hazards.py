"""``hazard_on_hazard``: a safety that lifts the last hazard in force leaves the team as the
top of its battle pile says (§4: "Only the top card of each pile is in force … A hazard
covered by its safety counts as gone"), whatever was played on the stacked hazards since.

The engine went by what lay beneath the lowest hazard, reading §5's "the team is in the
state that the card beneath it gave" for a hazard that is not the top one: a team with a
GASOLINE on top then moved without the ROLL that §5 asks after a remedy (though the same
cards played the other way round asked for it), and a team whose top card is its first ROLL
was asked for a ROLL again. A rules audit found both; §5's sentence is read for the hazard
on top, the one the rulebook's coup fourré lifts, which has nothing played on it."""

from __future__ import annotations

from helpers_flow import game, legal, run

from roadgames.millebornes import Card


def test_a_safety_under_a_later_remedy_still_owes_the_roll() -> None:
    # ROLL, ACCIDENT, OUT_OF_GAS on it, GASOLINE, then DRIVING_ACE lifts the ACCIDENT: the
    # top is a remedy, and classic's roll_after_remedy asks for a ROLL, as it does when the
    # same cards come the other way round
    for order in (("0: play GASOLINE", "1: discard 25", "0: play DRIVING_ACE"),
                  ("0: play DRIVING_ACE", "0: play GASOLINE", "1: discard 25")):  # fmt: skip
        state = game(
            "classic",
            2,
            [
                ["ROLL", "GASOLINE", "DRIVING_ACE", "ROLL", "100", "75"],
                ["ACCIDENT", "OUT_OF_GAS", "25", "25", "25", "25"],
            ],
            hazard_on_hazard=True,
        )
        run(state, "0: play ROLL", "1: play ACCIDENT > 0", "0: decline", "0: discard 75")
        run(state, "1: play OUT_OF_GAS > 0", *order)
        tab = state.tableaux[0]
        assert tab.battle_pile == [Card.ROLL, Card.ACCIDENT, Card.OUT_OF_GAS, Card.GASOLINE]
        assert state.to_move == 0 and not tab.is_moving(state.rules.roll_after_remedy)
        moves = legal(state)
        assert "play ROLL" in moves and "play 100" not in moves, order


def test_a_safety_under_a_later_roll_leaves_the_team_moving() -> None:
    # never started: FLAT_TIRE, STOP on it, its first ROLL on the STOP, then PUNCTURE_PROOF
    # lifts the FLAT_TIRE: the top is its ROLL, so it moves, and no second ROLL is asked
    state = game(
        "modern",
        2,
        [
            ["ROLL", "PUNCTURE_PROOF", "ROLL", "100", "100", "75"],
            ["FLAT_TIRE", "STOP", "25", "25", "25", "25"],
        ],
        hazard_on_hazard=True,
        draw_from_discard=False,  # no draw question before each turn
    )
    run(state, "0: discard 75", "1: play FLAT_TIRE > 0", "0: decline", "0: discard 25")
    run(state, "1: play STOP > 0", "0: play ROLL", "1: discard 25", "0: play PUNCTURE_PROOF")
    assert state.tableaux[0].battle_pile == [Card.FLAT_TIRE, Card.STOP, Card.ROLL]
    moves = legal(state)
    assert "play 100" in moves and "play ROLL" not in moves
