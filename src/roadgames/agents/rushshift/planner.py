"""The turn planner both Rush Hour Shift players share: a beam search over a card's steps
(single-square moves, the slide, the shift) that ranks each board the turn can end on by
:func:`~roadgames.agents.rushshift.race.evaluate`, a board lately seen a little lower.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from roadgames.agents.rushshift.race import WIN, evaluate
from roadgames.rushshift.actions import END, MAX_SHIFT, MOVE, SHIFT, SLIDE, Action
from roadgames.rushshift.board import HORIZONTAL_DIRS, LEFT, RIGHT, VERTICAL_DIRS, Board
from roadgames.rushshift.cards import CARD_SHIFTS, CARD_SLIDES, CARD_STEPS, Card
from roadgames.rushshift.vehicles import HERO_OF_SEAT, NUM_VEHICLES

#: What a player's plan loses when its end board was seen in its recent turns: a
#: tie-break, so that a player does not go to and fro, or end its turn idle, where a
#: move as good leads somewhere new (a larger cost, measured, gave up blocking and lost).
REPEAT_COST = 0.5


@dataclass
class Plan:
    """A way to use the rest of a card this turn, and the board it ends on: its ``value``
    ranks it (:func:`evaluate`, less :data:`REPEAT_COST` on a board seen lately), its
    ``race`` is :func:`evaluate`'s alone (what a reason shows)."""

    value: float
    actions: list[Action]
    board: Board
    race: float


@dataclass
class _Node:
    board: Board
    actions: list[Action]
    moves: int
    shift: bool
    slide: bool
    steps: int


def plan_turn(
    board: Board,
    seat: int,
    moves: int,
    shift: bool,
    slide: bool,
    steps_used: int = 0,
    width: int = 6,
    keep: int = 1,
    seen: Collection[tuple[object, ...]] = (),
    exact: bool = False,
) -> list[Plan]:
    """The ``keep`` best ways to use a card's rest (``moves`` steps, a ``shift``, a
    ``slide``) from ``board``, best first, found by a beam search of ``width`` boards per
    depth. A plan that leaves budget unused ends with ``end``; one that wins stops there.
    A plan ending on a board in ``seen`` (board keys) loses :data:`REPEAT_COST`. With
    ``exact`` (the rules' ``move_exact``) a MOVE begun takes all its steps before the
    turn may end or the shift come, unless no step is legal: as the rules say."""
    rival = HERO_OF_SEAT[1 - seat]
    hero = HERO_OF_SEAT[seat]
    movers = [v for v in range(NUM_VEHICLES) if board.present[v] and v != rival]
    done: dict[tuple[object, ...], Plan] = {}
    values: dict[tuple[object, ...], float] = {}
    frontier = [_Node(board, [], moves, shift, slide, steps_used)]
    while frontier:
        children: dict[tuple[object, ...], tuple[float, _Node]] = {}
        for node in frontier:
            key = node.board.key()
            grown = _expand(node, movers, exact)
            stops = not _goes_on(node, exact, any(c.steps > node.steps for c in grown))
            if stops and key not in done:
                rest = node.moves or node.shift or node.slide
                actions = [*node.actions, END] if rest else node.actions
                race = values.get(key)
                if race is None:
                    race = evaluate(node.board, seat)
                value = race - REPEAT_COST if key in seen else race
                done[key] = Plan(value, actions, node.board, race)
            for child in grown:
                if child.board.is_out(hero):
                    done[("won",)] = Plan(WIN, child.actions, child.board, WIN)
                    continue
                bkey = child.board.key()
                ckey = (bkey, child.moves, child.shift, child.slide)
                if ckey not in children:
                    score = values.get(bkey)
                    if score is None:
                        score = values[bkey] = evaluate(child.board, seat)
                    children[ckey] = (score, child)
        ranked = sorted(children.values(), key=lambda item: -item[0])
        frontier = [node for _, node in ranked[:width]]
    plans = sorted(done.values(), key=lambda p: -p.value)
    return plans[:keep]


def _goes_on(node: _Node, exact: bool, can_step: bool) -> bool:
    """Whether ``node`` is a MOVE begun that must take its next step (``move_exact``): a
    step taken, steps left, and one of them legal (``can_step``): no end, no shift yet."""
    return bool(exact and node.steps and node.moves and can_step)


def _expand(node: _Node, movers: Sequence[int], exact: bool = False) -> list[_Node]:
    """The nodes one action of the card's rest leads to from ``node`` (under ``exact``, a
    MOVE begun offers only its steps while it has any)."""
    board = node.board
    result: list[_Node] = []
    if node.moves:
        for v in movers:
            if not board.present[v]:
                continue
            for d in HORIZONTAL_DIRS if board.horizontal[v] else VERTICAL_DIRS:
                if board.can_step(v, d):
                    nb = board.copy()
                    nb.step(v, d)
                    result.append(
                        _Node(
                            nb,
                            [*node.actions, MOVE[v][d]],
                            node.moves - 1,
                            node.shift,
                            False,
                            node.steps + 1,
                        )
                    )
    moving = _goes_on(node, exact, bool(result))
    if node.slide:
        for v in movers:
            if not board.present[v]:
                continue
            for d in HORIZONTAL_DIRS if board.horizontal[v] else VERTICAL_DIRS:
                for distance in range(1, board.slide_limit(v, d) + 1):
                    nb = board.copy()
                    nb.slide(v, d, distance)
                    actions = [*node.actions, SLIDE[v][d][distance]]
                    result.append(_Node(nb, actions, node.moves, node.shift, False, node.steps))
    if node.shift and not moving:
        for side in (LEFT, RIGHT):
            for delta in board.shift_range(side):
                nb = board.copy()
                nb.shift(side, delta)
                moves = 0 if node.steps else node.moves
                actions = [*node.actions, SHIFT[side][delta + MAX_SHIFT]]
                result.append(_Node(nb, actions, moves, False, False, node.steps))
    return result


def plan_card(
    board: Board,
    seat: int,
    card: Card,
    width: int = 6,
    keep: int = 1,
    seen: Collection[tuple[object, ...]] = (),
    exact: bool = False,
) -> list[Plan]:
    """The best plans for playing ``card`` from ``board`` (``play`` not included), a MOVE
    used whole or not at all where ``exact`` (see :func:`plan_turn`)."""
    steps, shift, slide = CARD_STEPS[card], CARD_SHIFTS[card], CARD_SLIDES[card]
    return plan_turn(board, seat, steps, shift, slide, 0, width, keep, seen, exact)
