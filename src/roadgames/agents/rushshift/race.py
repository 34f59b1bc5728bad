"""How far each hero still has to go: the Rush Hour Shift players' estimate of a board.

:func:`hero_cost` counts the squares to the exit plus the cheapest way through the sections
ahead (a side section shifted to line up a clearer row, each vertical vehicle in the way
priced by the steps its column needs to let it out); :func:`evaluate` is the race between
the two heroes from one seat's side.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from roadgames.rushshift.board import (
    COLS,
    EMPTY,
    LEFT,
    RIGHT,
    ROWS,
    SECTION_OF,
    SECTIONS,
    Board,
)
from roadgames.rushshift.turn import has_won
from roadgames.rushshift.vehicles import GOLD, HERO_OF_SEAT

#: The value of a board where a hero is out.
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
#: The middle section's index.
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
    if has_won(board, seat):  # the rules' own test of a win
        return WIN
    if has_won(board, 1 - seat):
        return -WIN
    mine, theirs = HERO_OF_SEAT[seat], HERO_OF_SEAT[1 - seat]
    estimate = _Estimate(board)
    return estimate.hero_cost(theirs) - estimate.hero_cost(mine)
