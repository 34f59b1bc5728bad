"""Reading the third-party ``.map`` transcriptions of the booklet's set-ups.

A ``.map`` file has one line per row, top to bottom; the 14 cells sit between separators
(``|``, and ``[`` ``]`` drawn around the middle section, which mean nothing here): ``1`` and
``2`` are the heroes (1 starts left: gold), ``X`` is part of a vertical vehicle, ``O`` part
of a horizontal one, a blank is empty. A run of ``X`` in a column (``O`` in a row) is split
into vehicles of 2 and 3 using the box's inventory (8 cars of 2, 4 vehicles of 3); a run of
4 is two cars, of 6 two trucks, of 5 a car and a truck: the car first (reading down or
right) in a run that comes before its mirror image (turned 180° about the board's centre)
in reading order, last in one that comes after it, so that a point-symmetric map, as every
set-up should be, converts to a point-symmetric board.

The converted set-ups ship as ``setups.json``; ``tests/rushshift/test_rs_setups.py`` checks
that converting the shipped ``maps/*.map`` reproduces it. A bad file is refused with a
``RulesError`` naming the line and what is wrong with it.
"""

from __future__ import annotations

from roadgames.core.errors import RulesError
from roadgames.rushshift.board import COLS, ROWS, Placement
from roadgames.rushshift.vehicles import CARS, GOLD, LONG, SILVER

_SPLITS = {2: (2,), 3: (3,), 4: (2, 2), 5: (2, 3), 6: (3, 3)}
CELLS = "12XO "
SEPARATORS = "|[]"


def read_map(text: str) -> list[str]:
    """The 6 rows of 14 cell characters of a ``.map`` text (blank lines and trailing
    spaces ignored)."""
    lines = [(n, line.rstrip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if len(lines) != ROWS:
        raise RulesError(f"a .map set-up has {ROWS} lines, not {len(lines)}")
    width = 2 * COLS + 1
    for number, line in lines:
        if len(line) != width:
            raise RulesError(f"line {number} has {len(line)} characters, not {width}: {line!r}")
        for i, ch in enumerate(line):
            allowed = SEPARATORS if i % 2 == 0 else CELLS
            if ch not in allowed:
                what = "separator" if i % 2 == 0 else "cell"
                raise RulesError(
                    f"line {number}, character {i + 1}: {ch!r} is not a {what} (one of {allowed!r})"
                )
    return [line[1::2] for _, line in lines]


def _runs(cells: list[str], mark: str) -> list[tuple[int, int]]:
    runs, start = [], None
    for i, ch in enumerate([*cells, " "]):
        if ch == mark and start is None:
            start = i
        elif ch != mark and start is not None:
            runs.append((start, i - start))
            start = None
    return runs


def convert_map(text: str) -> dict[int, Placement]:
    """Placements (by vehicle index) of a ``.map`` set-up, vehicles named in reading order
    (top to bottom, left to right: cars A…, buses and trucks O…). Raises ``RulesError``
    for a bad line, a hero that is not two squares side by side at its own end, a run that
    cannot be split, or more vehicles than the box holds."""
    rows = read_map(text)
    found: list[tuple[int, int, bool, int]] = []  # row, col, horizontal, length
    for r, line in enumerate(rows):
        for start, length in _runs(list(line), "O"):
            found.extend(_split(r, start, True, length))
    for c in range(COLS):
        for start, length in _runs([rows[r][c] for r in range(ROWS)], "X"):
            found.extend(_split(start, c, False, length))
    placements: dict[int, Placement] = {}
    for hero, mark in ((GOLD, "1"), (SILVER, "2")):
        spots = [(r, c) for r in range(ROWS) for c in range(COLS) if rows[r][c] == mark]
        if len(spots) != 2 or spots[1] != (spots[0][0], spots[0][1] + 1):
            raise RulesError(f"hero {mark} must be two squares side by side")
        end, first = ("left", 0) if hero == GOLD else ("right", COLS - 2)
        if spots[0][1] != first:
            raise RulesError(
                f"hero {mark} must start at the {end} end, in columns {first + 1}-{first + 2}"
            )
        placements[hero] = (spots[0][0], spots[0][1], True)
    found.sort()
    cars = [f for f in found if f[3] == 2]
    longs = [f for f in found if f[3] == 3]
    if len(cars) > len(CARS) or len(longs) > len(LONG):
        raise RulesError(
            f"set-up uses {len(cars)} cars and {len(longs)} vehicles of 3; "
            f"the box has {len(CARS)} and {len(LONG)}"
        )
    for names, group in ((CARS, cars), (LONG, longs)):
        for vehicle, (r, c, horizontal, _) in zip(names, group, strict=False):
            placements[vehicle] = (r, c, horizontal)
    return placements


def _split(
    start_row: int, start_col: int, horizontal: bool, length: int
) -> list[tuple[int, int, bool, int]]:
    parts = _SPLITS.get(length)
    if parts is None:
        mark = "O" if horizontal else "X"
        raise RulesError(
            f"row {start_row + 1}, column {start_col + 1}: a run of {length} {mark!r} "
            "cannot be split into vehicles of 2 and 3"
        )
    if _after_its_mirror(start_row, start_col, horizontal, length):
        parts = parts[::-1]  # a car and a truck the other way round; the rest read alike
    result, offset = [], 0
    for part in parts:
        r, c = (start_row, start_col + offset) if horizontal else (start_row + offset, start_col)
        result.append((r, c, horizontal, part))
        offset += part
    return result


def _after_its_mirror(start_row: int, start_col: int, horizontal: bool, length: int) -> bool:
    """Whether a run comes after its mirror image (turned 180° about the board's centre)
    in reading order: the mirror's first square is the image of the run's last.

    >>> _after_its_mirror(0, 3, False, 5), _after_its_mirror(1, 10, False, 5)
    (False, True)
    """
    end_row = start_row + (0 if horizontal else length - 1)
    end_col = start_col + (length - 1 if horizontal else 0)
    return (start_row, start_col) > (ROWS - 1 - end_row, COLS - 1 - end_col)
