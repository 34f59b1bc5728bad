"""Scenarios that close gaps found by mutation testing the computer players under
``move_exact``: each fails on a small change that every other test let through."""

from __future__ import annotations

from rs_helpers import EMPTY_ROW, position
from rs_helpers import TURN_HANDS as HANDS
from rs_helpers import TURN_ROWS as ROWS

from roadgames.agents import get_agent
from roadgames.agents.rushshift import plan_card
from roadgames.rushshift import Card
from roadgames.rushshift.actions import Kind


def test_greedy_forced_to_take_a_last_step_does_not_undo_its_first() -> None:
    # under move_exact gold's MOVE2 has a step left after it stands against car A: gold
    # stepping back would undo the turn (and repeat its board); car A's step costs nothing.
    # The player must plan the step it is held to, not fall back on the first one legal
    rows = (EMPTY_ROW, "..GG. AA.. .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, [["MOVE2", "MOVE1", "SHIFT", "SLIDE"]], move_exact=True)
    state.apply("play MOVE2")
    state.apply("move G right")
    assert {str(a) for a in state.legal_actions()} == {"move G left", "move A right"}
    agent = get_agent("rushshift", "greedy", 1)
    assert str(agent.decide(state.view(0), state.legal_actions()).action) == "move A right"


def test_the_planner_may_shift_first_then_take_every_step() -> None:
    # under move_exact a MOVE & SHIFT may still shift before its MOVE begins, the MOVE then
    # taking all its steps (the engine allows it): a wide search finds such plans
    state = position(ROWS, HANDS, move_exact=True)
    plans = plan_card(state.board, 0, Card.MS2, width=1000, keep=1000, exact=True)
    shift_first = [
        plan
        for plan in plans
        if plan.actions
        and plan.actions[0].kind == Kind.SHIFT
        and sum(a.kind == Kind.MOVE for a in plan.actions) == 2
    ]
    assert shift_first
    for plan in shift_first:  # each applies as the engine allows
        trial = state.clone()
        trial.apply("play MS2")
        for action in plan.actions:
            assert action in trial.legal_actions(), plan.actions
            trial.apply(action)
