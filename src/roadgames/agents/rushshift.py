"""Computer players for Rush Hour Shift: ``greedy`` and ``search`` (``random`` is generic).

Both see only their seat's view and the legal actions. They share a turn planner: given a
board and the card in play, a beam search over the card's steps (single-square moves, the
slide, the shift) that scores each board the turn can end on by :func:`evaluate`: how far
the opponent's hero still has to go less how far one's own has (:func:`hero_cost`: the
squares to the exit, plus the cheapest way through the sections ahead, a side section
shifting to line up another row where that is cheaper than clearing the hero's own, each
vertical vehicle in the way priced by the steps its column needs to let it out). A plan
ending on a board one of the last turns started on (the view keeps them) loses a little
(:data:`REPEAT_COST`), so that a player does not go to and fro, or sit idle, where a move
as good leads elsewhere. Each step of a turn is planned afresh from the view: a player
keeps nothing between decisions.

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
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

from roadgames.agents.base import Decision, Reason, register_agent
from roadgames.rushshift.actions import END, MAX_SHIFT, MOVE, PLAY, SHIFT, SLIDE, Action
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
from roadgames.rushshift.vehicles import GOLD, HERO_OF_SEAT, NUM_VEHICLES
from roadgames.rushshift.view import RushShiftView
from roadgames.rushshift.worlds import sample_world

WIN = 1000.0
#: Steps a side section's shift is worth (it takes a card with a shift, most of a turn).
SHIFT_COST = 3.0
#: Extra cost of shifting a section that a vehicle straddling its seam locks.
LOCK_COST = 2.0
#: Extra cost of a horizontal vehicle in the way (it can only leave the row by a shift).
ROW_BLOCKER_COST = 5.0
#: Cost of a square that the vehicles of its column cannot leave free.
STUCK_COST = 8.0
#: Extra cost of a horizontal vehicle in the way in the far side section while the hero
#: stands on that section too: it cannot leave the row (the section carries both, and it
#: may not leave the grid) until the hero backs out, which this must outweigh.
TRAPPED_COST = 12.0
#: What a player's plan loses when its end board was seen in its recent turns: a
#: tie-break, so that a player does not go to and fro, or end its turn idle, where a
#: move as good leads somewhere new (a larger cost, measured, gave up blocking and lost).
REPEAT_COST = 0.5
#: How many turns back a player looks for boards it has been to (both seats' turns).
RECENT = 20
MIDDLE = 1
INFINITY = float("inf")


def hero_cost(board: Board, hero: int) -> float:
    """An estimate of the steps ``hero`` still needs to leave: squares to go, plus the
    cheapest way through the sections ahead. On the section the hero stands on its row is
    fixed; in each later one it may take any row, paying :data:`SHIFT_COST` for each side
    section that must shift to line that row up. A row is priced by what stands in it: a
    vertical vehicle by the fewest steps its column needs to free the square (moving the
    vehicles beside it too), a horizontal one by :data:`ROW_BLOCKER_COST`. 0 once out."""
    return _Estimate(board).hero_cost(hero)


class _Estimate:
    """:func:`hero_cost` for both heroes of one board, sharing the work: the columns of the
    occupancy grid, each section's rows priced whole (:func:`_section_costs`: a hero never
    prices a section it stands on this way) and each side section's lock."""

    def __init__(self, board: Board) -> None:
        self.board = board
        columns = list(zip(*board.grid, strict=True))
        costs = [_section_costs(tuple(columns[s.start : s.stop])) for s in SECTIONS]
        self.rows = [rows for rows, _ in costs]
        self.cells = [cells for _, cells in costs]
        self.locked = (board.locked(LEFT), False, board.locked(RIGHT))

    def hero_cost(self, hero: int) -> float:
        """See :func:`hero_cost`."""
        board = self.board
        if board.is_out(hero):
            return 0.0
        col = board.col[hero]
        if hero == GOLD:
            front, near, far = col + 1, LEFT, RIGHT
            distance = float(COLS - col)
        else:
            front, near, far = col, RIGHT, LEFT
            distance = float(col + 2)
        if not 0 <= front < COLS:
            return distance  # partly out: nothing left in the way
        home, offsets = SECTION_OF[front], board.offsets
        section = SECTIONS[home]
        ahead = (
            range(col + 2, section.stop) if hero == GOLD else range(col - 1, section.start - 1, -1)
        )
        row = board.row[hero]  # its world row
        block = TRAPPED_COST if home == far else ROW_BLOCKER_COST
        cost = distance + self._row(home, row - offsets[home], ahead, hero, block)
        if home == far:
            return cost
        far_rows = self.rows[far]
        far_offset = offsets[far]
        # any far row, the far section shifted to line it up
        shifted = min(far_rows) + SHIFT_COST + (LOCK_COST if self.locked[far] else 0.0)
        if home == MIDDLE:
            local = row - far_offset
            if 0 <= local < ROWS and far_rows[local] < shifted:
                return cost + far_rows[local]
            return cost + shifted
        # on the near side section: it may shift to line the hero up with any middle row
        near_shift = SHIFT_COST + (LOCK_COST if self.locked[near] else 0.0)
        best = WIN
        for m, through in enumerate(self.rows[MIDDLE]):
            local = m - far_offset
            if 0 <= local < ROWS and far_rows[local] < shifted:
                through += far_rows[local]
            else:
                through += shifted
            if m != row:
                through += near_shift
            if through < best:
                best = through
        return cost + best

    def _row(self, section: int, local: int, cols: Sequence[int], hero: int, block: float) -> float:
        """What it takes to clear squares ``cols`` (side by side) of local row ``local`` of
        ``section``."""
        line, horizontal = self.board.grid[local], self.board.horizontal
        cells, start = self.cells[section], SECTIONS[section].start
        cost = 0.0
        last = EMPTY
        for c in cols:
            v = line[c]
            if v in (EMPTY, hero):
                continue
            if not horizontal[v]:
                cost += cells[c - start][local]
            elif v != last:  # a horizontal vehicle's squares in a row are side by side
                cost += block
                last = v
        return cost


@lru_cache(maxsize=1 << 14)
def _section_costs(
    columns: tuple[tuple[int, ...], ...],
) -> tuple[tuple[float, ...], tuple[tuple[float, ...], ...]]:
    """For a section given by its columns of the occupancy grid: per local row, what it
    takes to clear the whole row (each vertical vehicle's square by :func:`_vacate_costs`,
    each horizontal vehicle, counted once, by :data:`ROW_BLOCKER_COST`), and per column
    :func:`_vacate_costs`. A horizontal vehicle that stands in a column may step along its
    row out of the way, within the section."""
    width = len(columns)
    lines = list(zip(*columns, strict=True))
    walls = [[INFINITY] * ROWS for _ in range(width)]
    for r, line in enumerate(lines):
        i = 0
        while i < width:
            v = line[i]
            if v == EMPTY or _vertical(columns[i], r):
                i += 1
                continue
            end = i
            while end + 1 < width and line[end + 1] == v:
                end += 1
            for c in range(i, end + 1):
                right, left = c - i + 1, end - c + 1
                if end + right < width and all(x == EMPTY for x in line[end + 1 : end + right + 1]):
                    walls[c][r] = float(right)
                if i - left >= 0 and all(x == EMPTY for x in line[i - left : i]):
                    walls[c][r] = min(walls[c][r], float(left))
            i = end + 1
    cells = tuple(
        _vacate_costs(column, tuple(wall)) for column, wall in zip(columns, walls, strict=True)
    )
    rows = []
    for r, line in enumerate(lines):
        cost = 0.0
        last = EMPTY
        for i, v in enumerate(line):
            if v == EMPTY:
                continue
            if _vertical(columns[i], r):
                cost += cells[i][r]
            elif v != last:  # a horizontal vehicle's squares in a row are side by side
                cost += ROW_BLOCKER_COST
                last = v
        rows.append(cost)
    return tuple(rows), cells


def _vertical(column: Sequence[int], row: int) -> bool:
    """Whether the vehicle on ``row`` of a grid column stands upright (it fills two or
    more squares of the column; a horizontal one fills one)."""
    v = column[row]
    return (row > 0 and column[row - 1] == v) or (row + 1 < ROWS and column[row + 1] == v)


@lru_cache(maxsize=1 << 14)
def _vacate_costs(column: tuple[int, ...], walls: tuple[float, ...]) -> tuple[float, ...]:
    """Per square of a column of the occupancy grid: the fewest steps that leave it empty,
    at most :data:`STUCK_COST` (0 for an empty square or a horizontal vehicle's). The
    column's vertical vehicles keep their order and cannot pass a horizontal one unless it
    steps out of the column, for ``walls[row]`` steps."""
    blocking = [r for r in range(ROWS) if column[r] != EMPTY and not _vertical(column, r)]
    result = [0.0] * ROWS
    for row in range(ROWS):
        if column[row] == EMPTY or row in blocking:
            continue
        best = STUCK_COST
        for mask in range(1 << len(blocking)):
            gone = [w for k, w in enumerate(blocking) if mask >> k & 1]
            cost = sum(walls[w] for w in gone)
            if cost >= best:
                continue
            cleared = tuple(EMPTY if r in gone else v for r, v in enumerate(column))
            placed = _fewest_steps(cleared, row)
            if placed is not None:
                best = min(best, cost + placed)
        result[row] = best
    return tuple(result)


@lru_cache(maxsize=1 << 14)
def _fewest_steps(column: tuple[int, ...], row: int) -> int | None:
    """The fewest steps of the vertical vehicles of a grid column that leave ``row``
    empty, its horizontal vehicles standing still; ``None`` if they cannot."""
    vehicles: list[tuple[int, int, int, int]] = []  # top, length, lowest top, highest top
    low = 0
    r = 0
    while r < ROWS:
        v = column[r]
        if v == EMPTY:
            r += 1
        elif not _vertical(column, r):
            low = r = r + 1
        else:
            length = 1
            while r + length < ROWS and column[r + length] == v:
                length += 1
            end = r + length
            while end < ROWS and (column[end] == EMPTY or _vertical(column, end)):
                end += 1
            vehicles.append((r, length, low, end - length))
            r += length
    return _place(vehicles, 0, 0, row)


def _place(
    vehicles: Sequence[tuple[int, int, int, int]], index: int, start: int, row: int
) -> int | None:
    """The fewest steps that put ``vehicles[index:]`` in order, from row ``start`` down,
    each within its bounds and none on ``row``; ``None`` if impossible."""
    if index == len(vehicles):
        return 0
    top, length, low, high = vehicles[index]
    best: int | None = None
    for place in range(max(low, start), high + 1):
        if place <= row < place + length:
            continue
        rest = _place(vehicles, index + 1, place + length, row)
        if rest is not None and (best is None or abs(place - top) + rest < best):
            best = abs(place - top) + rest
    return best


def evaluate(board: Board, seat: int) -> float:
    """The board for ``seat``: the opponent's hero cost less its own, ±:data:`WIN` when a
    hero is out."""
    mine, theirs = HERO_OF_SEAT[seat], HERO_OF_SEAT[1 - seat]
    if board.is_out(mine):
        return WIN
    if board.is_out(theirs):
        return -WIN
    estimate = _Estimate(board)
    return estimate.hero_cost(theirs) - estimate.hero_cost(mine)


#: The players' reasons (a :class:`~roadgames.agents.base.Reason`'s key) in English; an
#: interface words them in its language from the same keys.
REASON_TEXTS: dict[str, str] = {
    "rs_best_board": (
        "the best board this turn can reach: the race at {value} (the steps the other hero "
        "still needs less yours)"
    ),
    "rs_turn_wins": "this turn wins",
    "rs_expected": (
        "the best board after the other's best reply, on average: the race at {value} (the "
        "steps the other hero still needs less yours; hands sampled: {samples})"
    ),
}


def race_figure(value: object) -> str:
    """A value in a reason as the English words show it: a float signed, to one decimal
    (never ``-0.0``)."""
    return f"{round(value, 1) + 0.0:+.1f}" if isinstance(value, float) else str(value)


def reasoned(action: Action, key: str, **values: object) -> Decision:
    """The decision for ``action`` with the reason ``key`` filled in with ``values``, in
    English and as a :class:`~roadgames.agents.base.Reason`."""
    reason = Reason.of(key, **values)
    return Decision(action, reason.render(REASON_TEXTS, race_figure), reason)


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
) -> list[Plan]:
    """The ``keep`` best ways to use a card's rest (``moves`` steps, a ``shift``, a
    ``slide``) from ``board``, best first, found by a beam search of ``width`` boards per
    depth. A plan that leaves budget unused ends with ``end``; one that wins stops there.
    A plan ending on a board in ``seen`` (board keys) loses :data:`REPEAT_COST`."""
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
            if key not in done:
                rest = node.moves or node.shift or node.slide
                actions = [*node.actions, END] if rest else node.actions
                race = values.get(key)
                if race is None:
                    race = evaluate(node.board, seat)
                value = race - REPEAT_COST if key in seen else race
                done[key] = Plan(value, actions, node.board, race)
            for child in _expand(node, movers):
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


def plan_card(
    board: Board,
    seat: int,
    card: Card,
    width: int = 6,
    keep: int = 1,
    seen: Collection[tuple[object, ...]] = (),
) -> list[Plan]:
    """The best plans for playing ``card`` from ``board`` (``play`` not included)."""
    steps, shift, slide = CARD_STEPS[card], CARD_SHIFTS[card], CARD_SLIDES[card]
    return plan_turn(board, seat, steps, shift, slide, 0, width, keep, seen)


class _Planner:
    """What both players share. A player keeps nothing between its decisions: each step of
    a turn is planned afresh from the view, so where the caller seeds its generator by the
    game's point (the terminal game does), a game saved and resumed mid-turn plays on as
    the unbroken one. Boards the last turns started on (:data:`RECENT`, from the view) are
    to be avoided."""

    name = "planner"

    def __init__(self, seed: int | None = None, width: int = 6) -> None:
        self.rng = random.Random(seed)
        self.width = width

    @staticmethod
    def _seen(view: RushShiftView) -> set[tuple[object, ...]]:
        """The boards the last turns of this game started on, this one's too (a turn
        ending where it started is a repeat)."""
        return set(view.turn_boards[-RECENT:])

    def _plans(self, view: RushShiftView, keep: int) -> list[tuple[Card | None, Plan]]:
        """The best plans open to ``view``, best first: for each card in hand (``keep``
        each) when a card is to be chosen, else for the rest of the card in play."""
        seen = self._seen(view)
        if view.phase == "act":
            budget = (view.moves_left, view.shift_left, view.slide_left, view.steps_used)
            plans = plan_turn(view.board, view.seat, *budget, self.width, keep, seen)
            return [(None, plan) for plan in plans]
        cards = sorted(set(view.hand))
        self.rng.shuffle(cards)  # ties go to a seeded random card
        result: list[tuple[Card | None, Plan]] = []
        for card in cards:
            for plan in plan_card(view.board, view.seat, card, self.width, keep, seen):
                result.append((card, plan))
        result.sort(key=lambda item: -item[1].value)
        return result


def _first_action(card: Card | None, plan: Plan, legal: Sequence[Action]) -> Action:
    """What starts ``plan``: playing its ``card``, else its first step (``end`` where the
    plan has none that is legal)."""
    if card is not None:
        return PLAY[card]
    action = plan.actions[0] if plan.actions else END
    return action if action in legal else END


class GreedyAgent(_Planner):
    """One turn ahead: the card and steps whose end board scores best by :func:`evaluate`."""

    name = "greedy"

    def decide(self, view: RushShiftView, legal: Sequence[Action]) -> Decision:
        """Choose one of ``legal`` from ``view``."""
        card, plan = self._plans(view, 1)[0]
        return reasoned(_first_action(card, plan, legal), "rs_best_board", value=plan.race)


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
        """Choose one of ``legal`` from ``view``: the card by the search, its steps as
        ``greedy`` plans them (the search's reply would cost each step as much as the card
        and keep to the same plan nearly always)."""
        start = time.perf_counter()
        options = self._plans(view, 1 if view.phase == "act" else 2)
        card, plan = options[0]
        if plan.value >= WIN:
            return reasoned(_first_action(card, plan, legal), "rs_turn_wins")
        options = options[: self.candidates]
        if len(options) == 1 or view.phase == "act":
            return reasoned(_first_action(card, plan, legal), "rs_best_board", value=plan.race)
        seen = self._seen(view)
        # the reply's value leaves out a repeat: count it (per sample) here
        repeats = [REPEAT_COST if plan.board.key() in seen else 0.0 for _, plan in options]
        totals = [0.0] * len(options)
        replies: dict[tuple[int, Card], float] = {}
        done = 0
        for _ in range(self.samples):
            world = sample_world(view, self.rng)
            their_hand = set(world.hand_cards(1 - view.seat))
            for i, (_, plan) in enumerate(options):
                best = -WIN
                for their_card in their_hand:
                    value = replies.get((i, their_card))
                    if value is None:
                        reply = plan_card(plan.board, 1 - view.seat, their_card, self.width)[0]
                        value = replies[(i, their_card)] = reply.value
                    best = max(best, value)
                totals[i] -= best + repeats[i]
            done += 1
            if self.time_limit is not None and time.perf_counter() - start > self.time_limit:
                break
        best_index = max(range(len(options)), key=lambda i: totals[i])
        card, plan = options[best_index]
        expected = totals[best_index] / max(done, 1) + repeats[best_index]  # the race alone
        action = _first_action(card, plan, legal)
        return reasoned(action, "rs_expected", value=expected, samples=done)


register_agent("rushshift", "greedy", GreedyAgent)
register_agent("rushshift", "search", SearchAgent)
