"""The turn planner both Rush Hour Shift players share: a beam search over a card's steps
(single-square moves, the slide, the shift) that ranks each board the turn can end on by
:func:`~roadgames.agents.rushshift.race.evaluate`, a board lately seen a little lower.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from roadgames.agents.rushshift.race import WIN, evaluate
from roadgames.rushshift.actions import END, Action
from roadgames.rushshift.board import Board
from roadgames.rushshift.cards import Card
from roadgames.rushshift.turn import Budget, act_actions, act_on, card_budget, has_won, spend

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
    budget: Budget


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
    depth. A plan that leaves budget unused ends with ``end``; one that wins stops there,
    and of those the one of fewest steps found is kept.
    A plan ending on a board in ``seen`` (board keys) loses :data:`REPEAT_COST`. With
    ``exact`` (the rules' ``move_exact``) a MOVE begun takes all its steps before the
    turn may end or the shift come, unless no step is legal: as the rules say. What is
    legal and what it spends comes from the engine (:mod:`roadgames.rushshift.turn`)."""
    return _search(board, seat, Budget(moves, shift, slide, steps_used), width, keep, seen, exact)


def _search(
    board: Board,
    seat: int,
    budget: Budget,
    width: int,
    keep: int,
    seen: Collection[tuple[object, ...]],
    exact: bool,
) -> list[Plan]:
    done: dict[tuple[object, ...], Plan] = {}
    values: dict[tuple[object, ...], float] = {}
    frontier = [_Node(board, [], budget)]
    while frontier:
        children: dict[tuple[object, ...], tuple[float, _Node]] = {}
        for node in frontier:
            key = node.board.key()
            grown, may_end = _expand(node, seat, exact)
            if may_end and key not in done:
                actions = [*node.actions, END] if node.budget.left else node.actions
                race = values.get(key)
                if race is None:
                    race = evaluate(node.board, seat)
                value = race - REPEAT_COST if key in seen else race
                done[key] = Plan(value, actions, node.board, race)
            for child in grown:
                if has_won(child.board, seat):  # the first win found takes the fewest steps
                    done.setdefault(("won",), Plan(WIN, child.actions, child.board, WIN))
                    continue
                bkey = child.board.key()
                rest = child.budget
                ckey = (bkey, rest.moves, rest.shift, rest.slide)
                if ckey not in children:
                    score = values.get(bkey)
                    if score is None:
                        score = values[bkey] = evaluate(child.board, seat)
                    children[ckey] = (score, child)
        ranked = sorted(children.values(), key=lambda item: -item[0])
        frontier = [node for _, node in ranked[:width]]
    plans = sorted(done.values(), key=lambda p: -p.value)
    return plans[:keep]


def _expand(node: _Node, seat: int, exact: bool) -> tuple[list[_Node], bool]:
    """The nodes one legal action leads to from ``node`` (:func:`act_actions`), and
    whether the turn may end there (``end`` is legal, or nothing is left to do)."""
    board, budget, actions = node.board, node.budget, node.actions
    result: list[_Node] = []
    may_end = False
    for action in act_actions(board, seat, budget, exact):
        if action is END:
            may_end = True
            continue
        child = board.copy()
        act_on(child, action)
        result.append(_Node(child, [*actions, action], spend(budget, action)))
    return result, may_end


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
    return _search(board, seat, card_budget(card), width, keep, seen, exact)
