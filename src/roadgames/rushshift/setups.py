"""Set-ups: the booklet's ten (converted, shipped as ``setups.json``) and random ones.

A random set-up must be one the heroes can get out of: :func:`passable` refuses any in
which a column of vertical vehicles bars a hero's way for good (they never leave their
column, so some rows of a crowded column can never be cleared).

The file format, one object per set-up: ``{"name": "1", "vehicles": {"G": [row, col, "h"],
…}}`` on a lined-up grid, rows and columns from the top left, ``h``/``v`` the orientation.
Gold (``G``) starts on the left, silver (``S``) on the right.

>>> board = setup_board("1")
>>> board.is_point_symmetric(), len(board.movers())
(True, 12)
"""

from __future__ import annotations

import json
import random
from functools import cache
from importlib import resources
from typing import Any

from roadgames.core.errors import RulesError
from roadgames.rushshift.board import (
    COLS,
    ROWS,
    SECTION_OF,
    Board,
    Placement,
    placements_from_names,
)
from roadgames.rushshift.vehicles import CARS, GOLD, LENGTHS, LONG, SILVER


@cache
def printed_setups() -> dict[str, dict[int, Placement]]:
    """The ten printed set-ups by name (``"1"`` … ``"10"``)."""
    text = resources.files("roadgames.rushshift").joinpath("setups.json").read_text("utf-8")
    data: list[dict[str, Any]] = json.loads(text)["setups"]
    return {entry["name"]: placements_from_names(entry["vehicles"]) for entry in data}


def setup_board(setup: str, rng: random.Random | None = None) -> Board:
    """The starting board of a rules ``setup`` option: a printed set-up's name, ``random``
    (drawn with ``rng``), or a picture with rows separated by ``/``."""
    if setup == "random":
        return Board.from_placements(random_setup(rng or random.Random()))
    if "/" in setup:
        board = Board.from_picture("\n".join(setup.split("/")))
        for hero in (GOLD, SILVER):
            if not board.present[hero]:
                raise RulesError(f"option 'setup': the picture has no {'GS'[hero]} hero")
        return board
    placements = printed_setups().get(setup)
    if placements is None:
        raise RulesError(f"option 'setup': no set-up {setup!r}")
    return Board.from_placements(placements)


def _cells(row: int, col: int, horizontal: bool, length: int) -> list[tuple[int, int]]:
    return [(row, col + k) if horizontal else (row + k, col) for k in range(length)]


def random_setup(rng: random.Random) -> dict[int, Placement]:
    """A random point-symmetric set-up: the heroes at their ends on mirrored rows, then 2–4
    pairs of cars and 1–2 pairs of long vehicles, each pair mirrored through the centre,
    none straddling a seam, at least one blocker in each hero's starting row, and
    :func:`passable`."""
    while True:
        placements = _attempt(rng)
        if placements is not None and passable(Board.from_placements(placements)):
            return placements


def clearable_rows(board: Board, col: int) -> set[int]:
    """The local rows of column ``col`` that its vertical vehicles can leave free at once.

    They keep their order in the column, so row ``r`` can be cleared when the vehicles
    above some point fit above it and the rest below it."""
    column = sorted(
        (board.row[v], LENGTHS[v])
        for v in board.movers()
        if not board.horizontal[v] and board.col[v] == col
    )
    lengths = [length for _, length in column]
    rows: set[int] = set()
    for split in range(len(lengths) + 1):
        rows.update(range(sum(lengths[:split]), ROWS - sum(lengths[split:])))
    return rows


def passable(board: Board) -> bool:
    """Whether no column of vertical vehicles bars a hero's way for good: every column
    ahead of the hero in the section it is heading through can clear the hero's row there
    (a hero keeps its row in a section until it leaves it), and each section further on
    has a row that every one of its columns can clear (the side sections shift to line
    that row up). Horizontal vehicles are not counted: they can move along their rows."""
    for hero in (GOLD, SILVER):
        if not board.present[hero]:
            continue
        col = board.col[hero]
        front = col + LENGTHS[GOLD] - 1 if hero == GOLD else col
        if hero == GOLD:
            ahead = range(max(front + 1, 0), COLS)
        else:
            ahead = range(min(front, COLS) - 1, -1, -1)
        home = SECTION_OF[min(max(front, 0), COLS - 1)]
        rows = {section: set(range(ROWS)) for section in {SECTION_OF[c] for c in ahead}}
        if home in rows:
            rows[home] = {board.world_row(hero) - board.offsets[home]}
        for c in ahead:
            rows[SECTION_OF[c]] &= clearable_rows(board, c)
        if not all(rows.values()):
            return False
    return True


def _attempt(rng: random.Random) -> dict[int, Placement] | None:
    hero_row = rng.randint(0, ROWS - 1)
    placements: dict[int, Placement] = {
        GOLD: (hero_row, 0, True),
        SILVER: (ROWS - 1 - hero_row, COLS - 2, True),
    }
    taken = {c for v, p in placements.items() for c in _cells(*p, LENGTHS[v])}
    chosen = CARS[: 2 * rng.randint(2, 4)] + LONG[: 2 * rng.randint(1, 2)]
    for first, second in zip(chosen[::2], chosen[1::2], strict=True):
        length = LENGTHS[first]
        for _ in range(100):
            horizontal = rng.random() < 0.4
            row = rng.randint(0, ROWS - (1 if horizontal else length))
            col = rng.randint(0, COLS - (length if horizontal else 1))
            cells = _cells(row, col, horizontal, length)
            if len({SECTION_OF[c] for _, c in cells}) > 1 or taken.intersection(cells):
                continue
            mirror = [(ROWS - 1 - r, COLS - 1 - c) for r, c in cells]
            if taken.intersection(mirror):
                continue
            taken.update(cells, mirror)
            placements[first] = (row, col, horizontal)
            mr, mc = min(mirror)
            placements[second] = (mr, mc, horizontal)
            break
        else:
            return None
    if not any((hero_row, c) in taken for c in range(2, COLS)):
        return None  # (the mirror then blocks silver's row too)
    return placements
