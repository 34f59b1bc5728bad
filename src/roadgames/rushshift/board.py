"""The traffic-jam grid: three sections of 6 rows, 5 | 4 | 5 columns, the side ones shifting.

Coordinates. Columns run 0–13 left to right (left section 0–4, middle 5–8, right 9–13).
Each section has its own rows 0–5 ("local" rows). The middle section is fixed; a side
section's *offset* is how many rows it has moved (up is negative), so a square in local row
``r`` of section ``s`` lies on *world* row ``r + offset[s]``. At least one world row must
cross all three sections: ``abs(L) <= 5``, ``abs(R) <= 5``, ``abs(L - R) <= 5``.

Vehicles. A vertical vehicle never leaves its column, so it is kept by column and local top
row. A horizontal vehicle is kept by its leftmost column and its world row (it may straddle
a seam, and a hero may stand partly beyond the grid's far end while leaving). A horizontal
vehicle crosses a seam only on a row that lines up at the current offsets; a misaligned seam
is a wall. One that straddles a seam locks the side section there. Only a hero goes past
the grid's ends, and only its own far end (gold right, silver left); it has left when no
square of it is on the grid.

The occupancy grid is kept in local rows, so a shift only changes an offset (and the world
rows of the horizontal vehicles it carries).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import IntEnum

from roadgames.core.errors import RulesError
from roadgames.rushshift.vehicles import (
    BLOCKERS,
    GOLD,
    HEROES,
    LENGTHS,
    NAMES,
    NUM_VEHICLES,
    SILVER,
    index_of,
)

ROWS = 6
COLS = 14
#: Columns of each section (left, middle, right), and the seams between them.
SECTIONS: tuple[range, ...] = (range(0, 5), range(5, 9), range(9, 14))
SECTION_OF: tuple[int, ...] = (0,) * 5 + (1,) * 4 + (2,) * 5
LEFT = 0
RIGHT = 2
MAX_OFFSET = ROWS - 1
EMPTY = -1


class Dir(IntEnum):
    """A direction of movement; its name (lower case) is the notation."""

    UP = 0
    DOWN = 1
    LEFT = 2
    RIGHT = 3

    @property
    def word(self) -> str:
        """The notation word."""
        return self.name.lower()

    def __repr__(self) -> str:
        # pasteable, as an action kind's and a card's repr are: the enum's own
        # (<Dir.DOWN: 1>) is no Python
        return f"Dir.{self.name}"


HORIZONTAL_DIRS = (Dir.LEFT, Dir.RIGHT)
VERTICAL_DIRS = (Dir.UP, Dir.DOWN)
# the directions as plain names for the step code, which runs on every legal-move check: a
# member read off the enum class (Dir.UP) is a slow lookup, through its metaclass
_UP, _DOWN, _LEFT, _RIGHT = Dir.UP, Dir.DOWN, Dir.LEFT, Dir.RIGHT

#: A vehicle's placement: (row, column, horizontal), rows and columns as on a lined-up grid.
Placement = tuple[int, int, bool]


def offsets_ok(left: int, right: int) -> bool:
    """Whether side offsets leave at least one row connecting all three sections."""
    return abs(left) <= MAX_OFFSET and abs(right) <= MAX_OFFSET and abs(left - right) <= MAX_OFFSET


class Board:
    """Vehicles on the grid and the side sections' offsets. Mutable; :meth:`copy` is cheap.

    Its repr is one line: the offsets, where each hero stands (world row, columns) and how
    many blockers are on the grid; ``print(board)`` draws the grid (:meth:`render`).
    """

    __slots__ = ("col", "grid", "horizontal", "offsets", "present", "row")

    def __init__(self) -> None:
        """An empty, lined-up grid (use :meth:`from_placements` or :meth:`from_picture`)."""
        self.present = [False] * NUM_VEHICLES
        self.horizontal = [True] * NUM_VEHICLES
        self.col = [0] * NUM_VEHICLES
        self.row = [0] * NUM_VEHICLES
        self.offsets = [0, 0, 0]
        self.grid = [[EMPTY] * COLS for _ in range(ROWS)]

    # ------------------------------------------------------------ building

    @classmethod
    def from_placements(
        cls, placements: Mapping[int, Placement], left: int = 0, right: int = 0
    ) -> Board:
        """A board from ``{vehicle: (row, col, horizontal)}`` given on a lined-up grid, then
        the side sections shifted to ``left`` and ``right`` (carrying what lies wholly on
        them). Raises ``RulesError`` for overlaps, squares off the grid, a hero standing
        upright or a bad shift."""
        board = cls()
        for vehicle, (row, col, horizontal) in placements.items():
            if vehicle in (GOLD, SILVER) and not horizontal:
                raise RulesError(f"hero {NAMES[vehicle]} must lie horizontally")
            length = LENGTHS[vehicle]
            cells = [(row, col + k) if horizontal else (row + k, col) for k in range(length)]
            for r, c in cells:
                if not (0 <= r < ROWS and 0 <= c < COLS):
                    raise RulesError(f"vehicle {NAMES[vehicle]} is off the grid at ({r}, {c})")
                if board.grid[r][c] != EMPTY:
                    other = NAMES[board.grid[r][c]]
                    raise RulesError(f"vehicles {other} and {NAMES[vehicle]} overlap at ({r}, {c})")
                board.grid[r][c] = vehicle
            board.present[vehicle] = True
            board.horizontal[vehicle] = horizontal
            board.row[vehicle] = row
            board.col[vehicle] = col
        if not offsets_ok(left, right):
            raise RulesError(f"offsets {left}, {right} leave no connecting row")
        if (left and board.locked(LEFT)) or (right and board.locked(RIGHT)):
            raise RulesError("a vehicle straddling a seam locks that section")
        if left:
            board.shift(LEFT, left)
        if right:
            board.shift(RIGHT, right)
        return board

    @classmethod
    def from_picture(cls, text: str, left: int = 0, right: int = 0) -> Board:
        """A board from a picture in local rows: six lines of 5 + 4 + 5 squares, each a
        vehicle letter or ``.``; spaces and ``|`` are ignored. Offsets as in
        :meth:`from_placements`, applied to the lined-up picture.

        >>> b = Board.from_picture('''
        ...     GG... .... .....
        ...     ..... .... .....
        ...     ..A.. .... .....
        ...     ..A.. .... .....
        ...     ..... .... .....
        ...     ..... .... ...SS''')
        >>> b.cells(index_of("A"))
        [(2, 2), (3, 2)]
        """
        lines = [line.replace("|", "").replace(" ", "") for line in text.strip().splitlines()]
        if len(lines) != ROWS:
            raise RulesError(f"the picture has {len(lines)} row(s), not {ROWS}")
        for number, line in enumerate(lines, start=1):
            if len(line) != COLS:
                raise RulesError(f"row {number} of the picture has {len(line)} squares, not {COLS}")
        seen: dict[int, list[tuple[int, int]]] = {}
        for r, line in enumerate(lines):
            for c, ch in enumerate(line):
                if ch != ".":
                    seen.setdefault(index_of(ch), []).append((r, c))
        placements: dict[int, Placement] = {}
        for vehicle, cells in seen.items():
            horizontal = len({r for r, _ in cells}) == 1
            r0, c0 = cells[0]
            expected = [(r0, c0 + k) if horizontal else (r0 + k, c0) for k in range(len(cells))]
            if cells != expected or len(cells) != LENGTHS[vehicle]:
                raise RulesError(
                    f"vehicle {NAMES[vehicle]} must be a straight line of {LENGTHS[vehicle]}"
                )
            placements[vehicle] = (r0, c0, horizontal)
        return cls.from_placements(placements, left, right)

    def copy(self) -> Board:
        """An independent copy."""
        other = Board.__new__(Board)
        other.present = self.present.copy()
        other.horizontal = self.horizontal.copy()
        other.col = self.col.copy()
        other.row = self.row.copy()
        other.offsets = self.offsets.copy()
        other.grid = [line.copy() for line in self.grid]
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        # one line, so that a list of boards or a state's fields stay readable; the grid
        # itself is str's (print it)
        left, right = self.offsets[LEFT], self.offsets[RIGHT]
        heroes = ", ".join(self._hero_at(hero) for hero in HEROES)
        count = sum(self.present[v] for v in BLOCKERS)
        blockers = f"{count} blocker" + ("" if count == 1 else "s")
        return f"<Board left {left:+d} right {right:+d}: {heroes}, {blockers}>"

    def __str__(self) -> str:
        return self.render()

    def _hero_at(self, hero: int) -> str:
        """Where ``hero`` stands, for the repr: its world row and columns (past the grid's
        end for one leaving), or that it is gone."""
        name = NAMES[hero]
        if not self.present[hero]:
            return f"{name} gone" if self.is_out(hero) else f"{name} not on the board"
        (row, first), *_, (_, last) = self.cells(hero)
        return f"{name} row {row} cols {first}-{last}"

    def key(self) -> tuple[object, ...]:
        """A hashable summary: offsets and every present vehicle's position."""
        return (
            tuple(self.offsets),
            tuple(
                (self.col[v], self.row[v], self.horizontal[v]) if self.present[v] else None
                for v in range(NUM_VEHICLES)
            ),
        )

    # ------------------------------------------------------------ queries

    def world_row(self, vehicle: int) -> int:
        """The world row of a horizontal vehicle, or the top world row of a vertical one."""
        if self.horizontal[vehicle]:
            return self.row[vehicle]
        return self.row[vehicle] + self.offsets[SECTION_OF[self.col[vehicle]]]

    def cells(self, vehicle: int) -> list[tuple[int, int]]:
        """The vehicle's squares as (world row, column), off-grid ones included."""
        row, col = self.world_row(vehicle), self.col[vehicle]
        if self.horizontal[vehicle]:
            return [(row, col + k) for k in range(LENGTHS[vehicle])]
        return [(row + k, col) for k in range(LENGTHS[vehicle])]

    def at(self, world_row: int, col: int) -> int:
        """The vehicle on a square (world row, column), ``EMPTY`` if none or off the grid."""
        if not 0 <= col < COLS:
            return EMPTY
        local = world_row - self.offsets[SECTION_OF[col]]
        if not 0 <= local < ROWS:
            return EMPTY
        return self.grid[local][col]

    def on_grid(self, world_row: int, col: int) -> bool:
        """Whether a world square is part of the grid at the current offsets."""
        return 0 <= col < COLS and 0 <= world_row - self.offsets[SECTION_OF[col]] < ROWS

    def is_out(self, hero: int) -> bool:
        """Whether a hero has wholly left the grid through its far end."""
        if hero == GOLD:
            return self.col[GOLD] >= COLS
        return self.col[SILVER] <= -LENGTHS[SILVER]

    def locked(self, side: int) -> bool:
        """Whether a vehicle straddling the seam of side section ``side`` locks it."""
        seam = 5 if side == LEFT else 9  # first column right of the seam
        col, present, horizontal = self.col, self.present, self.horizontal
        for v in range(NUM_VEHICLES):
            if present[v] and horizontal[v]:
                c = col[v]
                if c < seam <= c + LENGTHS[v] - 1:
                    return True
        return False

    def movers(self) -> list[int]:
        """The vehicles still on the grid."""
        return [v for v in range(NUM_VEHICLES) if self.present[v]]

    # ------------------------------------------------------------ movement

    def can_step(self, vehicle: int, direction: Dir) -> bool:
        """Whether ``vehicle`` can move one square in ``direction`` (its axis only)."""
        return self._target(vehicle, direction) is not None

    def _target(self, vehicle: int, direction: int, ahead: int = 0) -> tuple[int, int] | None:
        """The local square (row, col) a step enters, ``(-1, -1)`` beyond the hero's exit,
        ``None`` if blocked. ``ahead`` looks that many squares further (for slides)."""
        length = LENGTHS[vehicle]
        col = self.col[vehicle]
        if self.horizontal[vehicle]:
            if direction == _RIGHT:
                target = col + length + ahead
                if target >= COLS:
                    return (-1, -1) if vehicle == GOLD and col + ahead < COLS else None
            elif direction == _LEFT:
                target = col - 1 - ahead
                if target < 0:
                    return (-1, -1) if vehicle == SILVER and target + length >= 0 else None
            else:
                return None
            local = self.row[vehicle] - self.offsets[SECTION_OF[target]]
            if not 0 <= local < ROWS or self.grid[local][target] != EMPTY:
                return None
            return local, target
        top = self.row[vehicle]
        if direction == _DOWN:
            target = top + length + ahead
            if target >= ROWS:
                return None
        elif direction == _UP:
            target = top - 1 - ahead
            if target < 0:
                return None
        else:
            return None
        if self.grid[target][col] != EMPTY:
            return None
        return target, col

    def step(self, vehicle: int, direction: Dir) -> None:
        """Move one square (the step must be legal: see :meth:`can_step`)."""
        target = self._target(vehicle, direction)
        assert target is not None
        length = LENGTHS[vehicle]
        col = self.col[vehicle]
        grid = self.grid
        if self.horizontal[vehicle]:
            row = self.row[vehicle]
            tail = col if direction == _RIGHT else col + length - 1
            if 0 <= tail < COLS:
                grid[row - self.offsets[SECTION_OF[tail]]][tail] = EMPTY
            self.col[vehicle] = col + 1 if direction == _RIGHT else col - 1
        else:
            top = self.row[vehicle]
            tail = top if direction == _DOWN else top + length - 1
            grid[tail][col] = EMPTY
            self.row[vehicle] = top + 1 if direction == _DOWN else top - 1
        r, c = target
        if c >= 0:
            grid[r][c] = vehicle
        if vehicle <= SILVER and self.is_out(vehicle):
            self.present[vehicle] = False

    def slide_limit(self, vehicle: int, direction: Dir) -> int:
        """How many squares ``vehicle`` can slide in ``direction`` (0 if none)."""
        distance = 0
        while True:
            target = self._target(vehicle, direction, distance)
            if target is None:
                return distance
            distance += 1
            if target[1] < 0 and (
                (vehicle == GOLD and self.col[GOLD] + distance >= COLS)
                or (vehicle == SILVER and self.col[SILVER] - distance <= -LENGTHS[SILVER])
            ):
                return distance

    def slide(self, vehicle: int, direction: Dir, distance: int) -> None:
        """Slide ``distance`` squares (at most :meth:`slide_limit`)."""
        for _ in range(distance):
            self.step(vehicle, direction)

    # ------------------------------------------------------------ shifting

    def shift_range(self, side: int) -> list[int]:
        """The row changes (non-zero, up negative) that side section ``side`` may make now."""
        if self.locked(side):
            return []
        left, right = self.offsets[LEFT], self.offsets[RIGHT]
        if side == LEFT:
            return [d for d in range(-10, 11) if d and offsets_ok(left + d, right)]
        return [d for d in range(-10, 11) if d and offsets_ok(left, right + d)]

    def shift(self, side: int, delta: int) -> None:
        """Shift side section ``side`` by ``delta`` rows (must be in :meth:`shift_range`)."""
        self.offsets[side] += delta
        section = SECTIONS[side]
        for v in range(NUM_VEHICLES):
            if self.present[v] and self.horizontal[v]:
                # A non-straddling vehicle's on-grid squares are all in one section.
                on = min(max(self.col[v], 0), COLS - 1)
                if on in section:
                    self.row[v] += delta

    # ------------------------------------------------------------ checks

    def check(self) -> None:
        """Raise ``AssertionError`` if an invariant fails (for tests): the grid matches the
        vehicles, no overlap, blockers wholly on the grid, a connecting row exists."""
        assert offsets_ok(self.offsets[LEFT], self.offsets[RIGHT]), self.offsets
        assert self.offsets[1] == 0
        expected = [[EMPTY] * COLS for _ in range(ROWS)]
        for v in range(NUM_VEHICLES):
            if not self.present[v]:
                continue
            for r, c in self.cells(v):
                if not 0 <= c < COLS:
                    assert v in (GOLD, SILVER), f"{NAMES[v]} off the grid"
                    assert (c >= COLS) == (v == GOLD), f"{NAMES[v]} beyond the wrong end"
                    continue
                local = r - self.offsets[SECTION_OF[c]]
                assert 0 <= local < ROWS, f"{NAMES[v]} off the grid at ({r}, {c})"
                assert expected[local][c] == EMPTY, f"overlap at ({r}, {c})"
                expected[local][c] = v
        assert expected == self.grid, "occupancy grid out of date"

    def is_point_symmetric(self) -> bool:
        """Whether the lined-up board looks the same turned 180° (heroes swapping colour)."""
        if self.offsets != [0, 0, 0]:
            return False
        shape = {
            (r, c): (LENGTHS[v], self.horizontal[v], v in (GOLD, SILVER))
            for v in self.movers()
            for r, c in self.cells(v)
        }
        return all(shape.get((ROWS - 1 - r, COLS - 1 - c)) == s for (r, c), s in shape.items())

    def placements(self) -> dict[int, Placement]:
        """Each present vehicle's (row, col, horizontal), on a lined-up board only."""
        if self.offsets != [0, 0, 0]:
            raise RulesError("placements are read from a lined-up board")
        return {v: (self.world_row(v), self.col[v], self.horizontal[v]) for v in self.movers()}

    # ------------------------------------------------------------ pictures

    def picture(self) -> str:
        """The local-row picture that :meth:`from_picture` reads (heroes wholly on the grid)."""
        lines = []
        for r in range(ROWS):
            chars = ["." if v == EMPTY else NAMES[v] for v in self.grid[r]]
            lines.append(f"{''.join(chars[0:5])} {''.join(chars[5:9])} {''.join(chars[9:14])}")
        return "\n".join(lines)

    def render(self, header: str | None = None) -> str:
        """A text picture for people: a header saying how far each side section has shifted
        (``header``: the same in other words), then world rows, shifted sections drawn where
        they stand, ``|`` on seams that connect, ``>``/``<`` marking the heroes' exits, and
        any hero partly out drawn beyond the edge.

        >>> print(Board.from_picture('''
        ...     ..... .... .....
        ...     GG... .... .....
        ...     ..... .... .....
        ...     ..... .... .....
        ...     ..... .... ...SS
        ...     ..... .... .....''', left=-1).render())
        left -1  right +0  (up is -)
        -1  .....
         0  GG...|....|.....>
         1  .....|....|.....
         2  .....|....|.....
         3  .....|....|.....
         4 <.....|....|...SS
         5        ....|.....
        """
        left, right = self.offsets[LEFT], self.offsets[RIGHT]
        top, bottom = min(0, left, right), max(ROWS - 1, left + ROWS - 1, right + ROWS - 1)
        gold_row = self.world_row(GOLD) if self.present[GOLD] else None
        silver_row = self.world_row(SILVER) if self.present[SILVER] else None
        out = [f"left {left:+d}  right {right:+d}  (up is -)" if header is None else header]
        for w in range(top, bottom + 1):
            parts = []
            for section, cols in enumerate(SECTIONS):
                if 0 <= w - self.offsets[section] < ROWS:
                    parts.append("".join(self._char(w, c) for c in cols))
                else:
                    parts.append(" " * len(cols))
            seam1 = "|" if self.on_grid(w, 4) and self.on_grid(w, 5) else " "
            seam2 = "|" if self.on_grid(w, 8) and self.on_grid(w, 9) else " "
            lead = "S" if silver_row == w and self.col[SILVER] < 0 else " "
            tail = ""
            if gold_row == w and self.col[GOLD] + 1 >= COLS:
                tail = "G"
            if silver_row == w and lead == " " and self.on_grid(w, 0):
                lead = "<"
            if gold_row == w and not tail and self.on_grid(w, COLS - 1):
                tail = ">"
            line = f"{w:2d} {lead}{parts[0]}{seam1}{parts[1]}{seam2}{parts[2]}{tail}"
            out.append(line.rstrip())
        return "\n".join(out)

    def _char(self, world_row: int, col: int) -> str:
        vehicle = self.at(world_row, col)
        return "." if vehicle == EMPTY else NAMES[vehicle]


def placements_from_names(data: Mapping[str, Iterable[object]]) -> dict[int, Placement]:
    """``{"A": [row, col, "h" | "v"], …}`` (the set-up file format) as placements."""
    result: dict[int, Placement] = {}
    for name, value in data.items():
        row, col, orient = list(value)
        if not isinstance(row, int) or not isinstance(col, int) or orient not in ("h", "v"):
            raise RulesError(f"bad placement for {name}: {value!r}")
        result[index_of(name)] = (row, col, orient == "h")
    return result


def names_from_placements(placements: Mapping[int, Placement]) -> dict[str, list[object]]:
    """Placements in the set-up file format (inverse of :func:`placements_from_names`)."""
    return {
        NAMES[v]: [row, col, "h" if horizontal else "v"]
        for v, (row, col, horizontal) in sorted(placements.items())
    }
