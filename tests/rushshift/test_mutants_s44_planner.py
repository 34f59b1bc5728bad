"""Mutants of :mod:`roadgames.agents.rushshift.planner` that the other tests let live
(session 44): a winning board expanded further instead of stopping the plan there, or a
longer way to win kept over the shortest; a win looked for on the other seat's hero;
:data:`REPEAT_COST` raised from a tie-break to a penalty."""

from __future__ import annotations

from rs_helpers import EMPTY_ROW, NEAR_EXIT, position

from roadgames.agents.rushshift import REPEAT_COST, plan_turn
from roadgames.agents.rushshift.race import WIN
from roadgames.rushshift.turn import act_on, has_won


def test_a_winning_plan_stops_at_the_step_that_wins() -> None:
    """A plan that wins is rated :data:`WIN` and stops there: replayed step by step, no
    plan goes on once the board is won (no further step, no ``end``), and the one that
    ends on a won board is the winning plan, whatever the card has left."""
    board = position(NEAR_EXIT).board
    for moves in (2, 3, 4):
        plans = plan_turn(board, 0, moves, False, False, keep=1000)
        assert plans[0].value == plans[0].race == WIN
        for plan in plans:
            replay = board.copy()
            for action in plan.actions:
                assert not has_won(replay, 0), (moves, plan.actions)
                act_on(replay, action)
            assert has_won(replay, 0) == (plan.value == WIN), (moves, plan.actions)
    slide = plan_turn(board, 0, 0, False, True)[0]
    assert slide.value == WIN and [str(a) for a in slide.actions] == ["slide G right 2"]


def test_the_win_is_the_planning_seats_own() -> None:
    """Silver's player (seat 1) sees no win in gold's way out: seat 1 cannot move gold, and
    its best plan is no :data:`WIN`; gold's is."""
    board = position(NEAR_EXIT).board
    assert plan_turn(board, 0, 3, False, False)[0].value == WIN
    assert all(plan.value < WIN for plan in plan_turn(board, 1, 3, True, False, keep=50))


def test_a_repeat_only_breaks_ties_it_does_not_outweigh_a_better_board() -> None:
    """:data:`REPEAT_COST` is a tie-break (half a point): a step that gains a point is still
    taken where its board was seen lately, rated that much lower, rather than the idle
    end of the turn."""
    rows = (EMPTY_ROW, "..... GG.. .....", EMPTY_ROW, EMPTY_ROW, "SS... .... .....", EMPTY_ROW)
    board = position(rows).board
    fresh = plan_turn(board, 0, 1, False, False, keep=10)
    best = fresh[0]
    idle = next(plan for plan in fresh if [str(a) for a in plan.actions] == ["end"])
    assert [str(a) for a in best.actions] == ["move G right"]  # the card spent: no end
    assert best.value - idle.value == 1.0
    again = plan_turn(board, 0, 1, False, False, seen={best.board.key()})[0]
    assert again.board.key() == best.board.key()
    assert again.value == best.value - REPEAT_COST and again.race == best.race


def test_a_winning_plan_takes_the_fewest_steps() -> None:
    """Gold two squares from its exit wins in two steps whatever the card has left: the
    plan is those two steps, not a longer way with a pointless step among them (a car
    moved on the way out, gold moved back and forth)."""
    board = position(NEAR_EXIT).board
    for moves in (2, 3, 4):
        best = plan_turn(board, 0, moves, False, False)[0]
        assert best.value == WIN
        assert [str(a) for a in best.actions] == ["move G right"] * 2, moves
