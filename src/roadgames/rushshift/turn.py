"""The act phase of a turn, once a card is played: what the card still allows (a
:class:`Budget`), which actions it makes legal (:func:`act_actions`), what each one spends
(:func:`spend`) and does to the board (:func:`act_on`), and when the game is won
(:func:`has_won`).

These are the act phase's rules, stated once. :class:`~roadgames.rushshift.state.RushShiftState`
builds its legal actions and applies them with them, and so does the players' turn planner
on the boards it imagines, so the two cannot drift apart.

A MOVE & SHIFT gives its steps and its shift in either order, but a shift after a step ends
the steps; under ``move_exact`` a MOVE begun goes on while a step is legal (neither ``end``
nor the shift until then):

>>> from roadgames.rushshift.actions import parse_action
>>> budget = card_budget(Card.MS2)
>>> budget
Budget(moves=2, shift=True, slide=False, steps=0)
>>> budget = spend(budget, parse_action("move A down"))
>>> budget
Budget(moves=1, shift=True, slide=False, steps=1)
>>> spend(budget, parse_action("shift left up 1"))
Budget(moves=0, shift=False, slide=False, steps=1)
>>> board = Board.from_picture('''
...     GG... .... .....
...     ..... .... .....
...     ..A.. .... .....
...     ..A.. .... .....
...     ..... .... .....
...     ..... .... ...SS''')
>>> [str(a) for a in act_actions(board, 0, budget, exact=True)]
['move G right', 'move A up', 'move A down']
>>> len(act_actions(board, 0, budget, exact=False))  # and 10 shifts of each side, and end
24
"""

from __future__ import annotations

from dataclasses import dataclass

from roadgames.rushshift.actions import END, MAX_SHIFT, MOVE, SHIFT, SLIDE, Action, Kind
from roadgames.rushshift.board import HORIZONTAL_DIRS, LEFT, RIGHT, VERTICAL_DIRS, Board
from roadgames.rushshift.cards import CARD_SHIFTS, CARD_SLIDES, CARD_STEPS, Card
from roadgames.rushshift.vehicles import HERO_OF_SEAT, NUM_VEHICLES

__all__ = [
    "CARD_BUDGETS",
    "Budget",
    "act_actions",
    "act_on",
    "budget_of",
    "card_budget",
    "has_won",
    "spend",
]

_MOVE = Kind.MOVE
_SLIDE = Kind.SLIDE
_SHIFT = Kind.SHIFT


@dataclass(frozen=True, slots=True)
class Budget:
    """What the card in play still gives this turn: ``moves`` single-square steps, one
    ``shift``, one ``slide``; ``steps`` counts the steps already taken (a shift after one
    ends the steps of a MOVE & SHIFT, and under ``move_exact`` a MOVE begun must go on)."""

    moves: int
    shift: bool
    slide: bool
    steps: int

    @property
    def left(self) -> bool:
        """Whether anything is left; the turn ends by itself once nothing is."""
        return bool(self.moves or self.shift or self.slide)


#: Every budget a card in the rules can leave, made once: the engine's fast path builds a
#: budget for each action, and looking a shared one up takes a fifth of making a new one.
_BUDGETS: dict[tuple[int, bool, bool, int], Budget] = {
    (moves, shift, slide, steps): Budget(moves, shift, slide, steps)
    for moves in range(max(CARD_STEPS) + 1)
    for shift in (False, True)
    for slide in (False, True)
    for steps in range(max(CARD_STEPS) + 1)
}


def budget_of(moves: int, shift: bool, slide: bool, steps: int) -> Budget:
    """The :class:`Budget` of these figures (the same value each time for the usual ones)."""
    budget = _BUDGETS.get((moves, shift, slide, steps))
    return Budget(moves, shift, slide, steps) if budget is None else budget


#: ``CARD_BUDGETS[card]``: what each card gives when played.
CARD_BUDGETS: tuple[Budget, ...] = tuple(
    budget_of(CARD_STEPS[card], CARD_SHIFTS[card], CARD_SLIDES[card], 0) for card in Card
)


def card_budget(card: Card) -> Budget:
    """What ``card`` gives when played (no step taken yet)."""
    return CARD_BUDGETS[card]


def act_actions(board: Board, seat: int, budget: Budget, exact: bool) -> list[Action]:
    """Every action ``seat`` may take on ``board`` with ``budget`` left (``exact``: the rules'
    ``move_exact``): the steps, then the slides, then the shifts, then ``end`` where the
    turn may end. Any vehicle on the grid moves but the other seat's hero."""
    rival = HERO_OF_SEAT[1 - seat]
    present, horizontal = board.present, board.horizontal
    result: list[Action] = []
    if budget.moves:
        for v in range(NUM_VEHICLES):
            if present[v] and v != rival:
                moves = MOVE[v]
                for d in HORIZONTAL_DIRS if horizontal[v] else VERTICAL_DIRS:
                    if board.can_step(v, d):
                        result.append(moves[d])
        if exact and budget.steps and result:
            # a MOVE begun goes on while a step is legal: no shift, no end (no card has
            # both steps and a slide)
            return result
    if budget.slide:
        for v in range(NUM_VEHICLES):
            if present[v] and v != rival:
                for d in HORIZONTAL_DIRS if horizontal[v] else VERTICAL_DIRS:
                    limit = board.slide_limit(v, d)
                    if limit:
                        result.extend(SLIDE[v][d][1 : limit + 1])
    if budget.shift:
        for side in (LEFT, RIGHT):
            shifts = SHIFT[side]
            result.extend(shifts[d + MAX_SHIFT] for d in board.shift_range(side))
    result.append(END)
    return result


def spend(budget: Budget, action: Action) -> Budget:
    """What is left of ``budget`` after ``action`` (one of :func:`act_actions`). A shift
    after a step ends the steps (MOVE & SHIFT: the steps and the shift, in either order);
    ``end`` leaves nothing."""
    kind = action.kind
    if kind is _MOVE:
        figures = (budget.moves - 1, budget.shift, budget.slide, budget.steps + 1)
    elif kind is _SLIDE:
        figures = (budget.moves, budget.shift, False, budget.steps)
    elif kind is _SHIFT:
        figures = (0 if budget.steps else budget.moves, False, budget.slide, budget.steps)
    elif kind is Kind.END:
        figures = (0, False, False, budget.steps)
    else:
        raise ValueError(f"{action} is not an action of the act phase")
    after = _BUDGETS.get(figures)  # budget_of, inline: the engine spends on every step
    return Budget(*figures) if after is None else after


def act_on(board: Board, action: Action) -> None:
    """Make ``action``'s move, slide or shift on ``board`` (it must be one of
    :func:`act_actions`; ``end`` changes nothing)."""
    kind = action.kind
    if kind is _MOVE:
        assert action.vehicle is not None and action.direction is not None
        board.step(action.vehicle, action.direction)
    elif kind is _SLIDE:
        assert action.vehicle is not None and action.direction is not None
        board.slide(action.vehicle, action.direction, action.distance)
    elif kind is _SHIFT:
        assert action.side is not None
        board.shift(action.side, action.distance)
    elif kind is not Kind.END:
        raise ValueError(f"{action} is not an action of the act phase")


def has_won(board: Board, seat: int) -> bool:
    """Whether ``seat``'s hero has wholly left the grid: ``seat`` wins the game then."""
    return board.is_out(HERO_OF_SEAT[seat])
