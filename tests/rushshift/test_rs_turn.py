"""The act phase's one source of legality (:mod:`roadgames.rushshift.turn`): its actions and
budgets on hand-built boards, and that the engine and the turn planner both follow it.

Expected lists come from the rules (RUSH_HOUR_SHIFT.md): which vehicles may move, what
each card gives, that a shift after a step ends a MOVE & SHIFT's steps, and that under
``move_exact`` a MOVE begun goes on while a step is legal.
"""

from __future__ import annotations

import random

import pytest

from roadgames.agents.rushshift.planner import _expand, _Node
from roadgames.rushshift import Board, Card, RushShiftState, make_rules, new_game
from roadgames.rushshift.actions import END, PLAY, parse_action
from roadgames.rushshift.turn import (
    Budget,
    act_actions,
    act_on,
    budget_of,
    card_budget,
    has_won,
    spend,
)

#: Gold (G) at the left, car A upright in column 3 (rows 1-2), silver (S) low on the right.
OPEN = """
    ..... .... .....
    GG.A. .... .....
    ...A. .... .....
    ..... .... .....
    ..... .... .....
    ..... .... SS...
"""
#: Nothing gold may move can step: gold against the left end and car A, column 2 full.
JAMMED = """
    GGA.. .... .....
    ..A.. .... .....
    ..B.. .... .....
    ..B.. .... ...SS
    ..C.. .... .....
    ..C.. .... .....
"""


def texts(board: Board, seat: int, budget: Budget, exact: bool = False) -> list[str]:
    """The act actions as notation, in their order."""
    return [str(a) for a in act_actions(board, seat, budget, exact)]


def all_shifts() -> list[str]:
    """Every shift of a lined-up board with no vehicle on a seam: each side 1 to 5 rows up
    or down (one row must still cross all three sections), the higher first."""
    result = []
    for side in ("left", "right"):
        result += [f"shift {side} up {n}" for n in range(5, 0, -1)]
        result += [f"shift {side} down {n}" for n in range(1, 6)]
    return result


# ------------------------------------------------------------------ budgets


@pytest.mark.parametrize(
    ("card", "moves", "shift", "slide"),
    [
        (Card.MOVE1, 1, False, False),
        (Card.MOVE3, 3, False, False),
        (Card.SLIDE, 0, False, True),
        (Card.SHIFT, 0, True, False),
        (Card.MS2, 2, True, False),
        (Card.MS4, 4, True, False),
    ],
)
def test_each_card_gives_its_printed_budget(
    card: Card, moves: int, shift: bool, slide: bool
) -> None:
    assert card_budget(card) == Budget(moves, shift, slide, 0)
    assert card_budget(card).left


def test_a_step_spends_one_move_and_counts_it() -> None:
    after = spend(card_budget(Card.MOVE2), parse_action("move A up"))
    assert after == Budget(1, False, False, 1)
    last = spend(after, parse_action("move A up"))
    assert last == Budget(0, False, False, 2)
    assert not last.left


def test_a_shift_after_a_step_ends_the_steps_but_a_shift_first_keeps_them() -> None:
    stepped = spend(card_budget(Card.MS3), parse_action("move G right"))
    assert spend(stepped, parse_action("shift left up 2")) == Budget(0, False, False, 1)
    first = spend(card_budget(Card.MS3), parse_action("shift right down 1"))
    assert first == Budget(3, False, False, 0)
    assert first.left


def test_a_slide_and_end_leave_nothing() -> None:
    assert not spend(card_budget(Card.SLIDE), parse_action("slide A down 3")).left
    assert not spend(card_budget(Card.MS2), END).left


def test_playing_a_card_is_no_act_phase_action() -> None:
    with pytest.raises(ValueError, match="act phase"):
        spend(card_budget(Card.MOVE1), PLAY[Card.MOVE1])
    with pytest.raises(ValueError, match="act phase"):
        act_on(Board.from_picture(OPEN), PLAY[Card.MOVE1])


def test_budget_of_is_the_budget_of_its_figures_shared_where_usual() -> None:
    assert budget_of(2, True, False, 1) == Budget(2, True, False, 1)
    assert budget_of(2, True, False, 1) is budget_of(2, True, False, 1)
    assert budget_of(9, False, False, 7) == Budget(9, False, False, 7)  # none the cards give


# ------------------------------------------------------------------ actions


def test_steps_move_any_vehicle_but_the_other_hero() -> None:
    board = Board.from_picture(OPEN)
    # gold cannot leave by the left end; silver is the other seat's
    assert texts(board, 0, card_budget(Card.MOVE2)) == [
        "move G right",
        "move A up",
        "move A down",
        "end",
    ]
    assert texts(board, 1, card_budget(Card.MOVE2)) == [
        "move S left",
        "move S right",
        "move A up",
        "move A down",
        "end",
    ]


def test_slides_go_any_distance_up_to_the_first_obstacle() -> None:
    board = Board.from_picture(OPEN)
    assert texts(board, 0, card_budget(Card.SLIDE)) == [
        "slide G right 1",
        "slide A up 1",
        "slide A down 1",
        "slide A down 2",
        "slide A down 3",
        "end",
    ]


def test_move_and_shift_offers_its_steps_then_its_shifts_then_end() -> None:
    board = Board.from_picture(OPEN)
    steps = ["move G right", "move A up", "move A down"]
    assert texts(board, 0, card_budget(Card.MS2)) == [*steps, *all_shifts(), "end"]
    assert texts(board, 0, card_budget(Card.SHIFT)) == [*all_shifts(), "end"]
    # after a step, without move_exact: the next step, the shift or end
    stepped = Budget(1, True, False, 1)
    assert texts(board, 0, stepped) == [*steps, *all_shifts(), "end"]


def test_under_move_exact_a_move_begun_goes_on_while_a_step_is_legal() -> None:
    board = Board.from_picture(OPEN)
    steps = ["move G right", "move A up", "move A down"]
    assert texts(board, 0, Budget(1, True, False, 1), exact=True) == steps
    assert texts(board, 0, Budget(2, False, False, 1), exact=True) == steps
    # not yet begun: it may still be left unused
    assert texts(board, 0, card_budget(Card.MS2), exact=True)[-1] == "end"


def test_under_move_exact_a_jammed_move_may_shift_or_end() -> None:
    board = Board.from_picture(JAMMED)
    assert texts(board, 0, Budget(1, True, False, 1), exact=True) == [*all_shifts(), "end"]
    assert texts(board, 0, Budget(3, False, False, 1), exact=True) == ["end"]


def test_act_on_makes_the_action_on_the_board() -> None:
    board = Board.from_picture(OPEN)
    act_on(board, parse_action("slide A down 3"))
    act_on(board, parse_action("move G right"))
    act_on(board, parse_action("shift right up 2"))
    act_on(board, END)
    expected = Board.from_picture(
        """
        ..... .... .....
        .GG.. .... .....
        ..... .... .....
        ..... .... .....
        ...A. .... .....
        ...A. .... SS...
        """,
        right=-2,
    )
    assert board == expected


def test_a_hero_wholly_out_wins_for_its_seat_only() -> None:
    board = Board.from_picture(
        """
        ..... .... .....
        ..... .... ...GG
        ..... .... .....
        ..... .... .....
        ..... .... .....
        SS... .... .....
        """
    )
    act_on(board, parse_action("slide G right 1"))
    assert not has_won(board, 0)
    act_on(board, parse_action("move G right"))
    assert has_won(board, 0) and not has_won(board, 1)


# ------------------------------------------------------------------ sharing


def _act_states(exact: bool) -> list[RushShiftState]:
    """Act-phase states met in seeded random games (each with a card in play)."""
    found = []
    for seed in range(5):
        state = new_game(make_rules(setup="random", turn_limit=30, move_exact=exact), seed=seed)
        chooser = random.Random(seed)
        while not state.is_over:
            if state.phase_name == "act":
                found.append(state.clone())
            state.apply(chooser.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("exact", [False, True])
def test_the_engine_and_the_planner_grow_a_turn_alike(exact: bool) -> None:
    # the planner's expansion of a position offers exactly the engine's legal actions (end
    # as whether its plans may stop there), and each leads to the engine's board and budget
    states = _act_states(exact)
    assert len(states) > 100
    checked = 0
    for state in states:
        seat = state.actor
        budget = Budget(state.moves_left, state.shift_left, state.slide_left, state.steps_used)
        children, may_end = _expand(_Node(state.board.copy(), [], budget), seat, exact)
        legal = state.legal_actions()
        assert [child.actions for child in children] == [[a] for a in legal if a != END]
        assert may_end == (END in legal)
        for child in children:
            trial = state.clone()
            trial.apply(child.actions[0])
            assert child.board == trial.board
            if trial.phase_name == "act" and trial.actor == seat:
                rest = (trial.moves_left, trial.shift_left, trial.slide_left, trial.steps_used)
                assert child.budget == Budget(*rest)
            else:  # the turn ended by itself, or the game with a win
                assert not child.budget.left or has_won(child.board, seat)
            checked += 1
    assert checked > 1000
