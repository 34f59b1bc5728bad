"""Computer players for Rush Hour Shift: ``greedy`` and ``search`` (``random`` is generic).

Both see only their seat's view and the legal actions. They share a turn planner: given a
board and the card in play, a beam search over the card's steps (single-square moves, the
slide, the shift) that scores each board the turn can end on by :func:`evaluate`: how far
the opponent's hero still has to go less how far one's own has, counting the squares to
the exit and what stands in the way (a vehicle to clear, a seam that does not line up).

- ``greedy`` plays the card and the steps whose end board scores best (its own hero's
  shortest path under its cards, and blocking the opponent's), one turn ahead.
- ``search`` is a determinized expectimax two turns deep: for its best candidate turns it
  samples the unseen cards (the opponent's hand and the draw order, consistently with the
  view) and scores each candidate by the opponent's best reply with the sampled hand,
  averaged over the samples. Its budget is ``samples`` and ``candidates`` (and an optional
  ``time_limit``, which makes results depend on the machine); for a seed and a budget
  without a time limit its choices are reproducible.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from roadgames.agents.base import Decision, Reason, register_agent
from roadgames.rushshift.actions import END, MAX_SHIFT, MOVE, PLAY, SHIFT, SLIDE, Action, Kind
from roadgames.rushshift.board import (
    COLS,
    EMPTY,
    HORIZONTAL_DIRS,
    LEFT,
    RIGHT,
    ROWS,
    SECTION_OF,
    SECTIONS,
    VERTICAL_DIRS,
    Board,
)
from roadgames.rushshift.cards import CARD_SHIFTS, CARD_SLIDES, CARD_STEPS, Card
from roadgames.rushshift.vehicles import GOLD, HERO_OF_SEAT, LENGTHS, NUM_VEHICLES
from roadgames.rushshift.view import RushShiftView
from roadgames.rushshift.worlds import sample_world

WIN = 1000.0
#: Extra cost of a square ahead that is off the grid (a seam that does not line up).
SEAM_COST = 3.0
#: Extra cost of a horizontal vehicle in the way (it can only leave the row by a shift).
ROW_BLOCKER_COST = 5.0
#: Extra cost of a vertical vehicle in the way that cannot clear the row on an empty column.
STUCK_COST = 4.0
#: Extra cost of a horizontal vehicle in the way in the far side section while the hero
#: stands on that section too: it cannot leave the row (the section carries both, and it
#: may not leave the grid) until the hero backs out, which this must outweigh.
TRAPPED_COST = 12.0


def hero_cost(board: Board, hero: int) -> float:
    """An estimate of the steps ``hero`` still needs to leave: squares to go, plus for each
    square ahead what it takes to clear it. 0 once the hero is out."""
    if board.is_out(hero):
        return 0.0
    row = board.world_row(hero)
    col = board.col[hero]
    if hero == GOLD:
        ahead = range(max(col + 2, 0), COLS)
        cost = float(COLS - col)
        far, on_far = RIGHT, col + 1 >= SECTIONS[RIGHT][0]
    else:
        ahead = range(min(col - 1, COLS - 1), -1, -1)
        cost = float(col + 2)
        far, on_far = LEFT, col <= SECTIONS[LEFT][-1]
    offsets, grid = board.offsets, board.grid
    for c in ahead:
        local = row - offsets[SECTION_OF[c]]
        if not 0 <= local < ROWS:
            cost += SEAM_COST
            continue
        v = grid[local][c]
        if v in (EMPTY, hero):
            continue
        if board.horizontal[v]:
            cost += TRAPPED_COST if on_far and SECTION_OF[c] == far else ROW_BLOCKER_COST
        else:
            cost += _clear_cost(board, v, local)
    return cost


def _clear_cost(board: Board, vehicle: int, local: int) -> float:
    """Squares a vertical ``vehicle`` must move to leave local row ``local`` (if its column
    is free that way), else :data:`STUCK_COST`."""
    top, length, col, grid = board.row[vehicle], LENGTHS[vehicle], board.col[vehicle], board.grid
    best = STUCK_COST
    up = top + length - local  # squares up until its bottom is above the row
    if top - up >= 0 and all(grid[r][col] == EMPTY for r in range(top - up, top)):
        best = min(best, float(up))
    down = local - top + 1
    bottom = top + length - 1
    if bottom + down < ROWS and all(
        grid[r][col] == EMPTY for r in range(bottom + 1, bottom + down + 1)
    ):
        best = min(best, float(down))
    return best


def evaluate(board: Board, seat: int) -> float:
    """The board for ``seat``: the opponent's hero cost less its own, ±:data:`WIN` when a
    hero is out."""
    mine, theirs = HERO_OF_SEAT[seat], HERO_OF_SEAT[1 - seat]
    if board.is_out(mine):
        return WIN
    if board.is_out(theirs):
        return -WIN
    return hero_cost(board, theirs) - hero_cost(board, mine)


#: The players' reasons (a :class:`~roadgames.agents.base.Reason`'s key) in English; an
#: interface words them in its language from the same keys.
REASON_TEXTS: dict[str, str] = {
    "rs_plan": "following the turn's plan",
    "rs_best_board": "best board after the turn scores {value}",
    "rs_turn_wins": "this turn wins",
    "rs_expected": "expected {value} after the reply ({samples} samples)",
}


def reasoned(action: Action, key: str, **values: object) -> Decision:
    """The decision for ``action`` with the reason ``key`` filled in with ``values``, in
    English and as a :class:`~roadgames.agents.base.Reason`."""
    reason = Reason.of(key, **values)
    return Decision(action, reason.render(REASON_TEXTS), reason)


@dataclass
class Plan:
    """A way to use the rest of a card this turn, and the board it ends on."""

    value: float
    actions: list[Action]
    board: Board


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
) -> list[Plan]:
    """The ``keep`` best ways to use a card's rest (``moves`` steps, a ``shift``, a
    ``slide``) from ``board``, best first, found by a beam search of ``width`` boards per
    depth. A plan that leaves budget unused ends with ``end``; one that wins stops there."""
    rival = HERO_OF_SEAT[1 - seat]
    hero = HERO_OF_SEAT[seat]
    movers = [v for v in range(NUM_VEHICLES) if board.present[v] and v != rival]
    done: dict[tuple[object, ...], Plan] = {}
    frontier = [_Node(board, [], moves, shift, slide, steps_used)]
    while frontier:
        children: dict[tuple[object, ...], tuple[float, _Node]] = {}
        for node in frontier:
            key = node.board.key()
            if key not in done:
                rest = node.moves or node.shift or node.slide
                actions = [*node.actions, END] if rest else node.actions
                done[key] = Plan(evaluate(node.board, seat), actions, node.board)
            for child in _expand(node, movers):
                if child.board.is_out(hero):
                    done[("won",)] = Plan(WIN, child.actions, child.board)
                    continue
                ckey = (child.board.key(), child.moves, child.shift, child.slide)
                if ckey not in children:
                    children[ckey] = (evaluate(child.board, seat), child)
        ranked = sorted(children.values(), key=lambda item: -item[0])
        frontier = [node for _, node in ranked[:width]]
    plans = sorted(done.values(), key=lambda p: -p.value)
    return plans[:keep]


def _expand(node: _Node, movers: Sequence[int]) -> list[_Node]:
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
    if node.shift:
        for side in (LEFT, RIGHT):
            for delta in board.shift_range(side):
                nb = board.copy()
                nb.shift(side, delta)
                moves = 0 if node.steps else node.moves
                actions = [*node.actions, SHIFT[side][delta + MAX_SHIFT]]
                result.append(_Node(nb, actions, moves, False, False, node.steps))
    return result


def plan_card(board: Board, seat: int, card: Card, width: int = 6, keep: int = 1) -> list[Plan]:
    """The best plans for playing ``card`` from ``board`` (``play`` not included)."""
    return plan_turn(
        board, seat, CARD_STEPS[card], CARD_SHIFTS[card], CARD_SLIDES[card], 0, width, keep
    )


class _Planner:
    """Common bookkeeping: follow the plan made when the card was chosen while the board
    is as expected; otherwise plan again for what is left of the card."""

    name = "planner"

    def __init__(self, seed: int | None = None, width: int = 6) -> None:
        self.rng = random.Random(seed)
        self.width = width
        self._plan: list[Action] = []
        self._boards: list[tuple[object, ...]] = []

    def _follow(self, view: RushShiftView, legal: Sequence[Action]) -> Action:
        if self._plan and self._boards and self._boards[0] == view.board.key():
            action = self._plan.pop(0)
            self._boards.pop(0)
            if action in legal:
                return action
        plans = plan_turn(
            view.board,
            view.seat,
            view.moves_left,
            view.shift_left,
            view.slide_left,
            view.steps_used,
            self.width,
        )
        self._store(view.board, plans[0].actions)
        action = self._plan.pop(0)
        self._boards.pop(0)
        return action if action in legal else END

    def _store(self, board: Board, actions: list[Action]) -> None:
        """Remember ``actions`` and the board expected before each."""
        self._plan = list(actions)
        self._boards = []
        current = board.copy()
        for action in actions:
            self._boards.append(current.key())
            current = current.copy()
            if action.kind == Kind.MOVE:
                assert action.vehicle is not None and action.direction is not None
                current.step(action.vehicle, action.direction)
            elif action.kind == Kind.SLIDE:
                assert action.vehicle is not None and action.direction is not None
                current.slide(action.vehicle, action.direction, action.distance)
            elif action.kind == Kind.SHIFT:
                assert action.side is not None
                current.shift(action.side, action.distance)

    def _card_plans(self, view: RushShiftView, keep: int) -> list[tuple[Card, Plan]]:
        cards = sorted(set(view.hand))
        self.rng.shuffle(cards)  # ties go to a seeded random card
        result = []
        for card in cards:
            for plan in plan_card(view.board, view.seat, card, self.width, keep):
                result.append((card, plan))
        result.sort(key=lambda item: -item[1].value)
        return result


class GreedyAgent(_Planner):
    """One turn ahead: the card and steps whose end board scores best by :func:`evaluate`."""

    name = "greedy"

    def decide(self, view: RushShiftView, legal: Sequence[Action]) -> Decision:
        """Choose one of ``legal`` from ``view``."""
        if view.phase == "act":
            return reasoned(self._follow(view, legal), "rs_plan")
        card, plan = self._card_plans(view, 1)[0]
        self._store(view.board, plan.actions)
        return reasoned(PLAY[card], "rs_best_board", value=f"{plan.value:+.1f}")


class SearchAgent(_Planner):
    """Determinized expectimax, two turns deep (see the module docstring)."""

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        samples: int = 32,
        candidates: int = 6,
        width: int = 6,
        time_limit: float | None = None,
    ) -> None:
        super().__init__(seed, width)
        self.samples = samples
        self.candidates = candidates
        self.time_limit = time_limit

    def decide(self, view: RushShiftView, legal: Sequence[Action]) -> Decision:
        """Choose one of ``legal`` from ``view``."""
        if view.phase == "act":
            return reasoned(self._follow(view, legal), "rs_plan")
        start = time.perf_counter()
        options = self._card_plans(view, 2)
        if options[0][1].value >= WIN:
            card, plan = options[0]
            self._store(view.board, plan.actions)
            return reasoned(PLAY[card], "rs_turn_wins")
        options = options[: self.candidates]
        totals = [0.0] * len(options)
        replies: dict[tuple[int, Card], float] = {}
        done = 0
        for _ in range(self.samples):
            world = sample_world(view, self.rng)
            their_hand = set(world.hand_cards(1 - view.seat))
            for i, (_, plan) in enumerate(options):
                best = -WIN
                for card in their_hand:
                    value = replies.get((i, card))
                    if value is None:
                        reply = plan_card(plan.board, 1 - view.seat, card, self.width)[0]
                        value = replies[(i, card)] = reply.value
                    best = max(best, value)
                totals[i] -= best
            done += 1
            if self.time_limit is not None and time.perf_counter() - start > self.time_limit:
                break
        best_index = max(range(len(options)), key=lambda i: totals[i])
        card, plan = options[best_index]
        self._store(view.board, plan.actions)
        expected = totals[best_index] / max(done, 1)
        return reasoned(PLAY[card], "rs_expected", value=f"{expected:+.1f}", samples=done)


register_agent("rushshift", "greedy", GreedyAgent)
register_agent("rushshift", "search", SearchAgent)
