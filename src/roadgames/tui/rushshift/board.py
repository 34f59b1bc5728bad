"""The board widget: the 6×14 grid as it stands, side sections drawn shifted up or down.

It draws a copy of the board from a seat's view (the board is public): vehicles as coloured
blocks with their letters (the heroes gold and silver), the seams (``┃`` in red where a
vehicle straddles one and locks the side section), each side section's offset, and the
heroes' exits. Two sizes: 2×1 characters a square, or 4×2 where the screen has room.
A click on a vehicle asks for its actions.

The widget draws as many world rows as it is given room for, at most :data:`WINDOW`: where
its container is short (a message under the hand at 80×24), the empty rows beyond the grid
go first, then the header line, whose labels are drawn instead in an empty row beside their
side section; every square of the grid stays in sight (:meth:`BoardWidget.least_rows`).
A locked side section's label says so; where the word does not fit in it (a small board),
it is drawn in an empty row beside that section, as a label without a header is.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from rich.color import Color, blend_rgb
from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from roadgames.rushshift.board import COLS, LEFT, RIGHT, ROWS, SECTION_OF, Board
from roadgames.rushshift.vehicles import GOLD, NAMES, SILVER
from roadgames.tui.rushshift.words import shift_mark

#: World rows on display: a span of at most 11 rows always fits (offsets differ by ≤ 5).
WINDOW = 11
#: Colours by vehicle index: the heroes gold and silver, then one per blocking vehicle.
COLOURS = (
    "#e6b422",
    "#c8ccd4",
    "#c94444",
    "#3f7fd0",
    "#3e9e4c",
    "#a95cc0",
    "#d97b2b",
    "#2fa39b",
    "#c85a8f",
    "#7c8a30",
    "#6a4fc0",
    "#2c6580",
    "#9a4a28",
    "#4d6b22",
)
_EMPTY = ("#2b3040", "#353b4d")  # the empty squares' checker, by parity
_SEAM = Style(color="#7a8094")
_LOCKED = Style(color="#ff4d4d", bold=True)
_EXIT = {
    GOLD: Style(color=COLOURS[GOLD], bold=True),
    SILVER: Style(color=COLOURS[SILVER], bold=True),
}


@dataclass(frozen=True)
class BoardLabels:
    """Words drawn on the board, in the interface language."""

    left: str = "left"
    right: str = "right"
    locked: str = "locked"


def grid_span(board: Board) -> tuple[int, int]:
    """The first and last world rows that hold squares of the grid."""
    left, right = board.offsets[LEFT], board.offsets[RIGHT]
    return min(0, left, right), max(ROWS - 1, left + ROWS - 1, right + ROWS - 1)


def window_start(board: Board) -> int:
    """The first world row on display: the middle section stays put unless a shifted side
    section needs the room."""
    top, bottom = grid_span(board)
    return max(min(-2, top), bottom - (WINDOW - 1))


def window(board: Board, rows: int) -> range:
    """The ``rows`` world rows on display (at most :data:`WINDOW`): those of
    :func:`window_start`'s window, less empty ones from the bottom, then from the top, so
    that the grid stays where it was drawn as long as it can.

    >>> level = Board()
    >>> window(level, WINDOW), window(level, 7), window(level, 6)
    (range(-2, 9), range(-1, 6), range(0, 6))
    """
    top, bottom = grid_span(board)
    start = max(window_start(board), bottom - rows + 1)
    return range(min(start, top), min(start, top) + rows)


def cell_size(large: bool) -> tuple[int, int]:
    """Characters per square (width, height) of a board drawn ``large`` or not."""
    return (4, 2) if large else (2, 1)


class BoardWidget(Widget):
    """Draws a board; :meth:`show` gives it a new one."""

    class VehicleChosen(Message):
        """A vehicle was clicked."""

        def __init__(self, vehicle: int) -> None:
            super().__init__()
            self.vehicle = vehicle

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.board: Board | None = None
        self.highlight: int | None = None
        self.large = False
        self.labels = BoardLabels()
        #: As last drawn: whether the header line was, and the world rows below it.
        self._header_drawn = True
        self._rows = range(0)

    # ------------------------------------------------------------ geometry

    @property
    def cell(self) -> tuple[int, int]:
        """Characters per square: (width, height)."""
        return cell_size(self.large)

    def column_x(self, col: int, large: bool | None = None) -> int:
        """The first character of column ``col`` (−1 and 14 are beyond the ends), as drawn
        now or, given ``large``, drawn large or not."""
        width = cell_size(self.large if large is None else large)[0]
        return width * (col + 1) + (col >= 5) + (col >= 9)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """Room for the grid, both seams and a square beyond each end."""
        return self.column_x(COLS + 1)

    def width_for(self, large: bool) -> int:
        """The board's width, its border and padding included, drawn ``large`` or not (the
        width it will have once a new size is laid out)."""
        return self.column_x(COLS + 1, large) + self.styles.gutter.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The header line and the window of world rows."""
        return 1 + WINDOW * self.cell[1]

    def least_rows(self) -> int:
        """The fewest lines that show all of the grid: its rows, and the header line where
        no empty row lies beside each side section to take its label (a level board)."""
        if self.board is None:
            return self.get_content_height(Size(), Size(), 0)
        top, bottom = grid_span(self.board)
        span = bottom - top + 1
        return span * self.cell[1] + (span == ROWS)

    def layout_rows(self) -> tuple[bool, range]:
        """Whether the header line is drawn, and the world rows, in the height the widget
        was given (all of it before it is laid out)."""
        board = self.board
        if board is None:
            return True, range(0)
        height = self.cell[1]
        lines = self.content_size.height or self.get_content_height(Size(), Size(), 0)
        top, bottom = grid_span(board)
        span = bottom - top + 1
        if lines - 1 >= span * height or span == ROWS:
            rows = max(span, min(WINDOW, (lines - 1) // height))
            return True, window(board, rows)
        return False, window(board, max(span, min(WINDOW, lines // height)))

    def shown_rows(self) -> range:
        """The world rows drawn."""
        return self.layout_rows()[1]

    # ------------------------------------------------------------- drawing

    def on_mount(self) -> None:
        """No taller than the whole window needs."""
        self._set_max_height()

    def _set_max_height(self) -> None:
        full = self.get_content_height(Size(), Size(), 0)
        self.styles.max_height = full + self.styles.gutter.height

    def show(self, board: Board, highlight: int | None, labels: BoardLabels, large: bool) -> None:
        """Draw ``board`` (a view's copy), emphasising the vehicle ``highlight``: nothing
        to do where all is as drawn (the table draws itself anew at each view, and most
        views after a move leave the board as it was)."""
        drawn = (self.board, self.highlight, self.labels, self.large)
        if (board, highlight, labels, large) == drawn:
            return
        resized = large != self.large
        self.board, self.highlight, self.labels, self.large = board, highlight, labels, large
        if resized:
            self._set_max_height()
        self.refresh(layout=resized)

    def render(self) -> Text:
        """The header and the rows of the window."""
        board = self.board
        if board is None:
            return Text("")
        cells: dict[tuple[int, int], int] = {}
        for vehicle in board.movers():
            for square in board.cells(vehicle):
                cells[square] = vehicle
        header, rows = self.layout_rows()
        self._header_drawn, self._rows = header, rows
        lines = [self._header(board)] if header else []
        # without the header, each side's label goes in an empty row beside its section;
        # the word for a lock that its label has no room for, in another
        beside = {} if header else _label_rows(board, rows)
        apart = [side for side in (LEFT, RIGHT) if self._lock_apart(board, side)]
        words: dict[int, dict[int, Text]] = {}  # world row: side: what spans its columns
        for side, row in beside.items():
            words.setdefault(row, {})[side] = self._label(board, side)
        for side, row in _lock_rows(board, rows, apart, beside).items():
            words.setdefault(row, {})[side] = self._lock_word()
        height = self.cell[1]
        for world in rows:
            for sub in range(height):
                shown = words.get(world, {}) if sub == 0 else {}
                lines.append(self._line(board, cells, world, sub, shown))
        return Text("\n").join(lines)

    def _header(self, board: Board) -> Text:
        width = self.cell[0]
        line = Text(" " * width)
        for side in (LEFT, 1, RIGHT):
            span = 5 * width if side != 1 else 4 * width
            if side == 1:
                line.append(" " * span)
            else:
                line.append_text(self._label(board, side))
            if side != RIGHT:
                line.append(" ")
        return line

    def _label(self, board: Board, side: int) -> Text:
        """A side section's name and shift (and lock, where it fits), centred over its
        columns."""
        label = self._name_and_shift(board, side)
        locked = board.locked(side)
        if locked and not self._lock_apart(board, side):
            label = f"{label} {self.labels.locked}"
        return self._over_section(label, _LOCKED if locked else Style(color="#a0a8c0"))

    def _name_and_shift(self, board: Board, side: int) -> str:
        """A side section's name and shift: ``left ↑2``."""
        shift = shift_mark(board.offsets[side])
        name = self.labels.left if side == LEFT else self.labels.right
        label = f"{name} {shift}"
        if len(label) > self._section_width:  # a long word for the side: keep its shift whole
            label = f"{name}{shift}"
        return label

    def _lock_apart(self, board: Board, side: int) -> bool:
        """Whether ``side``'s section is locked and its label has no room to say so (the
        word then goes in a row of its own: :meth:`_lock_word`)."""
        room = self._section_width - len(self._name_and_shift(board, side)) - 1
        return board.locked(side) and len(self.labels.locked) > room

    def _lock_word(self) -> Text:
        """The word for a locked section, centred over its columns."""
        return self._over_section(self.labels.locked, _LOCKED)

    @property
    def _section_width(self) -> int:
        """The columns of a side section's five squares."""
        return 5 * self.cell[0]

    def _over_section(self, words: str, style: Style) -> Text:
        """``words`` centred over a side section's columns (cut to them)."""
        width = self._section_width
        return Text(words[:width].center(width), style)

    def _line(
        self,
        board: Board,
        cells: dict[tuple[int, int], int],
        world: int,
        sub: int,
        words: Mapping[int, Text] | None = None,
    ) -> Text:
        """A line of the grid's world row ``world`` (``sub``: which of its lines), with
        ``words`` (by side) over the empty columns of side sections."""
        width = self.cell[0]
        words = words or {}
        line = Text()
        for col in range(-1, COLS + 1):
            side = SECTION_OF[col] if 0 <= col < COLS else -1
            if side in words:
                if col in (0, COLS - 5):  # the words span the section's five columns
                    line.append_text(words[side])
                if col == 4:
                    line.append_text(self._seam(board, world, col))
                continue
            vehicle = cells.get((world, col))
            if vehicle is not None:
                line.append_text(self._vehicle_cell(vehicle, sub))
            elif 0 <= col < COLS and board.on_grid(world, col):
                local = world - board.offsets[SECTION_OF[col]]
                line.append(" " * width, Style(bgcolor=_EMPTY[(local + col) % 2]))
            else:
                line.append_text(self._beyond(board, world, col, sub))
            if col in (4, 8):
                line.append_text(self._seam(board, world, col))
        return line

    def _vehicle_cell(self, vehicle: int, sub: int) -> Text:
        width = self.cell[0]
        colour = Color.parse(COLOURS[vehicle])
        fg = "#101010" if vehicle in (GOLD, SILVER) else "#ffffff"
        underline = False
        if vehicle == self.highlight:
            triplet = blend_rgb(
                colour.get_truecolor(), Color.parse("#ffffff").get_truecolor(), 0.45
            )
            colour = Color.from_triplet(triplet)
            fg, underline = "#000000", True
        style = Style(bgcolor=colour, color=fg, bold=True)
        if sub:
            return Text(" " * width, style)
        letter = NAMES[vehicle]
        text = f"{letter} " if width == 2 else f" {letter}  "
        cell = Text(text, style)
        if underline:
            pad = 0 if width == 2 else 1
            cell.stylize(Style(underline=True), pad, pad + 1)
        return cell

    def _beyond(self, board: Board, world: int, col: int, sub: int) -> Text:
        """A square off the grid: blank, or a hero's exit marker beyond the end."""
        width = self.cell[0]
        if sub or col not in (-1, COLS):
            return Text(" " * width)
        hero, edge = (GOLD, COLS - 1) if col == COLS else (SILVER, 0)
        if _exit_row(board, hero) == world and board.on_grid(world, edge):
            arrow = "▶".ljust(width) if hero == GOLD else "◀".rjust(width)
            return Text(arrow, _EXIT[hero])
        return Text(" " * width)

    def _seam(self, board: Board, world: int, col: int) -> Text:
        if not (board.on_grid(world, col) and board.on_grid(world, col + 1)):
            return Text(" ")
        side = LEFT if col == 4 else RIGHT
        return Text("┃", _LOCKED) if board.locked(side) else Text("│", _SEAM)

    # -------------------------------------------------------------- clicks

    def vehicle_at(self, x: int, y: int) -> int | None:
        """The vehicle drawn at content offset (x, y), if any."""
        board = self.board
        top = 1 if self._header_drawn else 0
        if board is None or y < top:
            return None
        width, height = self.cell
        world = self._rows.start + (y - top) // height
        if world not in self._rows:
            return None
        for col in range(-1, COLS + 1):
            left = self.column_x(col)
            if left <= x < left + width:
                for vehicle in board.movers():
                    if (world, col) in board.cells(vehicle):
                        return vehicle
                return None
        return None

    def on_click(self, event: Click) -> None:
        """A click on a vehicle posts :class:`VehicleChosen`."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        vehicle = self.vehicle_at(offset.x, offset.y)
        if vehicle is not None:
            event.stop()
            self.post_message(self.VehicleChosen(vehicle))


def _label_rows(board: Board, rows: range) -> dict[int, int]:
    """For each side section, the empty world row on display just above it, else just
    below it, where its label goes (one is always there when the grid's rows are more than a
    section's)."""
    found = {}
    for side in (LEFT, RIGHT):
        offset = board.offsets[side]
        for row in (offset - 1, offset + ROWS):
            if row in rows:
                found[side] = row
                break
    return found


def _lock_rows(
    board: Board, rows: range, sides: Collection[int], taken: Mapping[int, int]
) -> dict[int, int]:
    """For each of ``sides``, the empty world row on display beside its section where the
    word for its lock goes: just above it, else just below, else the next row out, one
    that its label (``taken``) does not hold. Where none is on display (a board cut to
    its grid's rows, on a screen short of them), its red label and seam alone say it."""
    found = {}
    for side in sides:
        offset = board.offsets[side]
        for row in (offset - 1, offset + ROWS, offset - 2, offset + ROWS + 1):
            if row in rows and taken.get(side) != row:
                found[side] = row
                break
    return found


def _exit_row(board: Board, hero: int) -> int | None:
    """The world row of a hero still on the grid, whose exit it heads for."""
    if not board.present[hero]:
        return None
    return board.world_row(hero)
