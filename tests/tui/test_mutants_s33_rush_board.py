"""The Rush Hour Shift board widget drawn and clicked without an app (session 33 mutation
sweep): the window of world rows, the widths, the header's and the side labels' words, the
squares, vehicles, seams and exits, and which vehicle a click falls on. Every expectation
follows from the board's state (rows: up is negative) and the widget's stated layout: one
square beyond each end of the grid, a seam character after columns 4 and 8, the header line
over the rows, 2x1 or 4x2 characters a square."""

from __future__ import annotations

from typing import cast

from rich.color import Color
from rich.console import Console
from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.geometry import Offset, Size
from textual.message import Message
from textual.widget import Widget

from roadgames.rushshift.board import COLS, LEFT, RIGHT, ROWS, Board, Dir
from roadgames.rushshift.vehicles import GOLD, NAMES, SILVER
from roadgames.tui.rushshift.board import (
    COLOURS,
    WINDOW,
    BoardLabels,
    BoardWidget,
    cell_size,
    grid_span,
    window,
    window_start,
)

#: Gold top left, a vertical car A in the middle, silver lower right, a car B on the right.
ROWS_PICTURE = """
    GG... .... .....
    ..... .A.. .....
    ..... .A.. .....
    ..... .... .....
    ..... .... ...SS
    ..... .... BB...
"""
EMPTY_PICTURE = "\n".join(["..... .... ....."] * ROWS)
CONSOLE = Console()
RED = "#ff4d4d"  # the lock's colour


def board(left: int = 0, right: int = 0, picture: str = ROWS_PICTURE) -> Board:
    return Board.from_picture(picture, left, right)


class SizedBoard(BoardWidget):
    """A board widget given ``lines`` lines of content, as a layout would give it."""

    def __init__(self, lines: int) -> None:
        super().__init__()
        self.lines = lines

    @property
    def content_size(self) -> Size:
        return Size(self.get_content_width(Size(), Size()), self.lines)


def drawn(
    shown: Board,
    large: bool = False,
    highlight: int | None = None,
    labels: BoardLabels | None = None,
    widget: BoardWidget | None = None,
) -> tuple[BoardWidget, list[Text]]:
    """The widget showing ``shown`` and its rendered lines."""
    widget = widget or BoardWidget()
    widget.show(shown, highlight, labels or BoardLabels(), large)
    return widget, list(widget.render().split("\n"))


def line_of(widget: BoardWidget, lines: list[Text], world: int, sub: int = 0) -> Text:
    """The drawn line of world row ``world`` (its ``sub``-th line at the large size)."""
    rows = widget.shown_rows()
    top = len(lines) - len(rows) * widget.cell[1]  # the header line, if drawn
    return lines[top + (world - rows.start) * widget.cell[1] + sub]


def square(widget: BoardWidget, line: Text, col: int) -> str:
    x = widget.column_x(col)
    return line.plain[x : x + widget.cell[0]]


def hex_colour(colour: Color | None) -> str | None:
    return None if colour is None else colour.get_truecolor().hex


def style_at(line: Text, x: int) -> Style:
    return line.get_style_at_offset(CONSOLE, x)


# ---------------------------------------------------------------- the window of rows


def test_the_window_keeps_the_middle_section_in_place_until_a_side_needs_the_room() -> None:
    level = board()
    assert grid_span(level) == (0, ROWS - 1)
    assert window_start(level) == -2  # two empty rows above, three below: 11 in all
    assert grid_span(board(-3, 2)) == (-3, 7)
    assert window_start(board(-3, 2)) == -3  # the window starts at the left section's top
    assert window_start(board(-2, 0)) == -2  # still room: the middle section stays put
    assert grid_span(board(0, 4)) == (0, 9)
    assert window_start(board(0, 4)) == -1  # the right section's bottom row needs it
    assert grid_span(board(5, 1)) == (0, 10)
    assert window_start(board(5, 1)) == 0
    # both side sections raised: the middle section still reaches down to row 5
    assert grid_span(board(-4, -1)) == (-4, ROWS - 1)


def test_a_short_window_drops_empty_rows_from_the_bottom_then_from_the_top() -> None:
    shifted = board(0, 2)  # grid rows 0..7
    assert window(shifted, WINDOW) == range(-2, 9)
    assert window(shifted, 10) == range(-2, 8)
    assert window(shifted, 9) == range(-1, 8)
    assert window(shifted, 8) == range(0, 8)
    assert window(board(-3, 2), WINDOW) == range(-3, 8)
    assert window(board(-1, 0), 7) == range(-1, 6)


# ---------------------------------------------------------------- sizes


def test_the_board_is_sixteen_squares_and_two_seams_wide() -> None:
    widget = BoardWidget()
    assert cell_size(False) == widget.cell == (2, 1) and cell_size(True) == (4, 2)
    assert [widget.column_x(col) for col in (-1, 0, 4, 5, 8, 9, 13, 14)] == [
        0,
        2,
        10,
        13,  # after the left seam's character
        19,
        22,  # after the right seam's
        30,
        32,
    ]
    assert widget.get_content_width(Size(), Size()) == 16 * 2 + 2
    assert widget.column_x(5, large=True) == 6 * 4 + 1
    widget.styles.padding = (0, 1)
    assert widget.width_for(False) == 16 * 2 + 2 + 2
    assert widget.width_for(True) == 16 * 4 + 2 + 2
    widget.large = True
    assert widget.get_content_width(Size(), Size()) == 16 * 4 + 2
    assert widget.column_x(14, large=False) == 32


def test_the_board_is_no_taller_than_the_header_and_the_whole_window() -> None:
    widget = BoardWidget()
    assert widget.get_content_height(Size(), Size(), 0) == 1 + WINDOW
    widget.on_mount()  # as mounted, at the small size
    assert widget.styles.max_height is not None
    assert widget.styles.max_height.value == 1 + WINDOW
    widget.show(board(), None, BoardLabels(), True)
    assert widget.get_content_height(Size(), Size(), 0) == 1 + 2 * WINDOW
    assert widget.styles.max_height is not None
    assert widget.styles.max_height.value == 1 + 2 * WINDOW
    widget.styles.border = ("round", "white")  # a line above and below
    widget.show(board(), None, BoardLabels(), False)
    assert widget.styles.max_height.value == 1 + WINDOW + 2


def test_the_fewest_lines_show_every_square_and_the_labels() -> None:
    widget = BoardWidget()
    assert widget.least_rows() == 1 + WINDOW  # nothing shown yet: the whole window
    widget.show(board(), None, BoardLabels(), False)
    assert widget.least_rows() == ROWS + 1  # a level board needs the header for its labels
    widget.show(board(), None, BoardLabels(), True)
    assert widget.least_rows() == 2 * ROWS + 1
    widget.show(board(-1, 0), None, BoardLabels(), True)
    assert widget.least_rows() == 2 * (ROWS + 1)  # the labels go in empty rows beside
    widget.show(board(-3, 2), None, BoardLabels(), False)
    assert widget.least_rows() == 11


def test_the_rows_drawn_fit_the_lines_given() -> None:
    assert SizedBoard(1).layout_rows() == (True, range(0))  # no board yet
    level = board()
    assert drawn(level, widget=SizedBoard(40))[0].layout_rows() == (True, range(-2, 9))
    assert drawn(level, widget=SizedBoard(8))[0].layout_rows() == (True, range(-1, 6))
    assert drawn(level, widget=SizedBoard(7))[0].layout_rows() == (True, range(0, 6))
    # too short: the grid's rows and the labels' header are kept all the same
    assert drawn(level, widget=SizedBoard(4))[0].layout_rows() == (True, range(0, 6))
    assert drawn(level, True, widget=SizedBoard(13))[0].layout_rows() == (True, range(0, 6))
    raised = board(-1, 0)  # grid rows -1..5
    assert drawn(raised, widget=SizedBoard(8))[0].layout_rows() == (True, range(-1, 6))
    assert drawn(raised, widget=SizedBoard(7))[0].layout_rows() == (False, range(-1, 6))
    assert drawn(raised, True, widget=SizedBoard(15))[0].layout_rows() == (True, range(-1, 6))
    assert drawn(raised, True, widget=SizedBoard(14))[0].layout_rows() == (False, range(-1, 6))
    assert drawn(raised, True, widget=SizedBoard(17))[0].layout_rows() == (True, range(-2, 6))


# ---------------------------------------------------------------- words


def test_the_header_names_each_side_section_over_its_columns_with_its_shift() -> None:
    for large in (False, True):
        widget, lines = drawn(board(2, 0), large)
        header = lines[0].plain
        width = widget.cell[0]
        left = header[widget.column_x(0) : widget.column_x(0) + 5 * width]
        right = header[widget.column_x(9) : widget.column_x(9) + 5 * width]
        assert left.strip() == "left ↓2" and right.strip() == "right ±0"
        assert header[widget.column_x(5) : widget.column_x(9) - 1].strip() == ""
    header = drawn(board(-4, -1))[1][0].plain
    assert "left ↑4" in header and "right ↑1" in header
    header = drawn(board(1, 0))[1][0].plain
    assert "left ↓1" in header


def test_a_board_not_given_yet_draws_nothing_and_takes_no_clicks() -> None:
    widget = BoardWidget()
    assert widget.render().plain == ""
    # given a board but not drawn yet: no rows on screen to click on
    widget.show(board(), None, BoardLabels(), False)
    assert widget.vehicle_at(widget.column_x(0), 1) is None


def test_a_locked_side_section_says_so_in_red_where_the_word_fits() -> None:
    # F straddles the left seam: the left section is locked, the right one is free.
    rows = ["..... .... .....", "....F F... .....", *["..... .... ....."] * 4]
    locked = board(0, 3, "\n".join(rows))
    assert locked.locked(LEFT) and not locked.locked(RIGHT)
    header = drawn(locked, True)[1][0]
    assert "left ±0 locked" in header.plain and "right ↓3" in header.plain
    assert "locked" not in header.plain.split("left ±0 locked")[1]
    left_x = header.plain.index("left")
    right_x = header.plain.index("right")
    assert style_at(header, left_x).color == style_at(header, left_x + 5).color
    assert hex_colour(style_at(header, left_x).color) == RED
    assert style_at(header, left_x).bold and not style_at(header, right_x).bold
    assert style_at(header, left_x).color != style_at(header, right_x).color
    widget, lines = drawn(locked, False)
    left = lines[0].plain[widget.column_x(0) : widget.column_x(5) - 1]
    assert left.strip() == "left ±0"  # no room for the word at the small size


def test_the_locked_word_is_added_only_where_it_fits_whole() -> None:
    rows = ["..... .... .....", "....F F... .....", *["..... .... ....."] * 4]
    locked = board(0, 0, "\n".join(rows))
    widget = BoardWidget()
    span = 5 * cell_size(True)[0]  # the label's room over the five columns, large
    for word in ("immobilizada", "immobilizzata", "unverschiebbar"):
        label = drawn(locked, True, labels=BoardLabels(locked=word), widget=widget)[1][0].plain
        room = label[widget.column_x(0) : widget.column_x(0) + span]
        fits = len("left ±0") + 1 + len(word) <= span
        assert room.strip() == ("left ±0 " + word if fits else "left ±0"), word
    assert len("left ±0 immobilizada") == span  # the first exactly fills the room


def test_a_long_side_name_keeps_its_shift_whole() -> None:
    labels = BoardLabels("sinistra", "destra", "bloccata")  # Italian: 8 letters in 10 places
    widget, lines = drawn(board(-5, -3), labels=labels)
    header = lines[0].plain
    assert header[widget.column_x(0) : widget.column_x(5) - 1].strip() == "sinistra↑5"
    assert "destra ↑3" in header
    # a name that fits with its space keeps it (7 letters, a space and 2: the 10 places)
    widget, lines = drawn(board(0, 3), labels=BoardLabels("kaliwa", "pakanan"))
    assert lines[0].plain[widget.column_x(9) :].strip() == "pakanan ↓3"


def test_without_the_header_each_label_lies_in_an_empty_row_beside_its_section() -> None:
    raised = board(-1, 0)  # left rows -1..4, middle and right rows 0..5
    for large in (False, True):
        widget, lines = drawn(raised, large, widget=SizedBoard(7 * (1 + large)))
        width = widget.cell[0]
        assert len(lines) == 7 * widget.cell[1]  # no header line
        below_left = line_of(widget, lines, 5).plain
        assert below_left[widget.column_x(0) : widget.column_x(5) - 1].strip() == "left ↑1"
        above_right = line_of(widget, lines, -1).plain
        right = above_right[widget.column_x(9) : widget.column_x(9) + 5 * width]
        assert right.strip() == "right ±0"
        for line in lines:  # every line as wide as the board, squares where they belong
            assert len(line) == widget.get_content_width(Size(), Size())
        # the rest of the labels' rows drawn as usual: silver in row 4 of the right section
        assert square(widget, line_of(widget, lines, 4), 12).strip() == "S"
        assert widget.vehicle_at(widget.column_x(12), 5 * widget.cell[1]) == SILVER


# ---------------------------------------------------------------- squares and vehicles


def test_vehicles_are_drawn_with_their_letters_the_chosen_one_underlined() -> None:
    shown = board(-3, 2)
    for large in (False, True):
        widget, lines = drawn(shown, large, highlight=NAMES.index("A"))
        pad = 0 if widget.cell[0] == 2 else 1
        for vehicle in shown.movers():
            for world, col in shown.cells(vehicle):
                for sub in range(widget.cell[1]):
                    line = line_of(widget, lines, world, sub)
                    x = widget.column_x(col)
                    text = square(widget, line, col)
                    assert text.strip() == (NAMES[vehicle] if sub == 0 else "")
                    if sub == 0:
                        assert text[pad] == NAMES[vehicle]
                    chosen = vehicle == NAMES.index("A")
                    style = style_at(line, x + pad)
                    assert bool(style.underline) == (chosen and sub == 0)
                    assert style.bgcolor is not None
                    # the chosen vehicle lighter than its colour, the others in theirs
                    colour = style.bgcolor.get_truecolor()
                    own = Style.parse(f"on {COLOURS[vehicle]}").bgcolor
                    assert own is not None
                    assert (colour == own.get_truecolor()) != chosen
                    if chosen:  # lighter, blended toward white
                        assert sum(colour) > sum(own.get_truecolor())
                        assert all(0 <= channel <= 255 for channel in colour)
                    # only the letter is underlined, not the space beside it
                    assert not style_at(line, x + pad + 1).underline


def test_every_vehicle_is_drawn_in_a_colour_of_its_own() -> None:
    rows = [
        "GGAABBCCDDEE..",
        "FFHHJJ........",
        "OOOPPPQQQRRR..",
        *[COLS * "."] * 2,
        "SS" + 12 * ".",
    ]
    crowded = board(picture="\n".join(rows))
    assert len(crowded.movers()) == len(NAMES)
    widget, lines = drawn(crowded)
    colours = set()
    for vehicle in crowded.movers():
        world, col = crowded.cells(vehicle)[0]
        colour = style_at(line_of(widget, lines, world), widget.column_x(col)).bgcolor
        colours.add(hex_colour(colour))
    assert len(colours) == len(NAMES)


def test_hero_letters_are_dark_on_their_light_colours_and_blockers_light() -> None:
    widget, lines = drawn(board())
    for vehicle in (GOLD, SILVER, NAMES.index("A")):
        world, col = board().cells(vehicle)[0]
        style = style_at(line_of(widget, lines, world), widget.column_x(col))
        assert style.color is not None
        brightness = sum(style.color.get_truecolor())
        assert (brightness < 200) == (vehicle in (GOLD, SILVER)), NAMES[vehicle]


def test_empty_squares_are_checkered_and_a_side_section_carries_its_checker() -> None:
    def background(shown: Board, world: int, col: int) -> str:
        widget, lines = drawn(shown, widget=SizedBoard(40))
        return str(style_at(line_of(widget, lines, world), widget.column_x(col)).bgcolor)

    empty = board(picture=EMPTY_PICTURE)
    corner = background(empty, 0, 0)
    assert background(empty, 0, 1) != corner and background(empty, 1, 0) != corner
    assert background(empty, 1, 1) == corner
    # shifted up three rows, the left section's top-left square keeps its colour
    assert background(board(-3, 0, EMPTY_PICTURE), -3, 0) == corner
    assert background(board(0, 3, EMPTY_PICTURE), 3, 13) == background(empty, 0, 13)
    # beyond the grid: no square drawn
    widget, lines = drawn(board(-3, 0, EMPTY_PICTURE))
    assert style_at(line_of(widget, lines, 4), widget.column_x(0)).bgcolor is None
    assert square(widget, line_of(widget, lines, 4), 0) == "  "


def test_seams_join_rows_that_line_up_and_show_a_lock() -> None:
    widget, lines = drawn(board(-3, 2))
    left_seam, right_seam = widget.column_x(5) - 1, widget.column_x(9) - 1
    for world in widget.shown_rows():
        plain = line_of(widget, lines, world).plain
        # a seam where the squares on both sides are part of the grid
        assert (plain[left_seam] == "│") == (0 <= world <= 2), world
        assert (plain[right_seam] == "│") == (2 <= world <= 5), world
        assert plain[left_seam] in "│ " and plain[right_seam] in "│ "
    locked = board(0, 0, "\n".join(["....F F... .....", *["..... .... ....."] * 5]))
    widget, lines = drawn(locked)
    line = line_of(widget, lines, 3)
    assert line.plain[left_seam] == "┃" and line.plain[right_seam] == "│"
    assert hex_colour(style_at(line, left_seam).color) == RED


def test_each_hero_s_exit_is_marked_beyond_its_end_while_its_row_reaches_it() -> None:
    heroes = "\n".join(
        ["..... .... .....", "GG... .... .....", "..... .... .....", "..... .... .....",
         "..... .SS. .....", "..... .... ....."]
    )  # fmt: skip
    for large in (False, True):
        widget, lines = drawn(board(picture=heroes), large)
        width = widget.cell[0]
        gold = line_of(widget, lines, 1).plain
        beyond_gold = gold[widget.column_x(14) : widget.column_x(14) + width]
        assert beyond_gold == "▶".ljust(width)
        silver = line_of(widget, lines, 4).plain
        assert silver[0:width] == "◀".rjust(width)
        text = "\n".join(line.plain for line in lines)
        assert text.count("▶") == 1 and text.count("◀") == 1
        if large:  # on the square's first line only
            assert "▶" not in line_of(widget, lines, 1, 1).plain
    # the right section shifted down past gold's row: its exit is not there to mark
    _, lines = drawn(board(0, 2, heroes))
    assert "▶" not in "".join(line.plain for line in lines)
    assert "◀" in "".join(line.plain for line in lines)
    gone = board(picture=heroes.replace("GG... .... .....", "..... .... ...GG"))
    gone.step(GOLD, Dir.RIGHT)
    gone.step(GOLD, Dir.RIGHT)  # gold has left the grid
    assert GOLD not in gone.movers()
    _, lines = drawn(gone)
    assert "▶" not in "".join(line.plain for line in lines)
    assert "G" not in "".join(line.plain for line in lines)


# ---------------------------------------------------------------- clicks


def test_a_click_falls_on_the_vehicle_drawn_there_and_nowhere_else() -> None:
    shown = board(-3, 2)
    assert BoardWidget().vehicle_at(5, 5) is None  # nothing drawn yet
    for large in (False, True):
        widget = drawn(shown, large)[0]
        width, height = widget.cell
        for world in widget.shown_rows():
            for col in range(-1, COLS + 1):
                for dx in range(width):
                    for sub in range(height):
                        y = 1 + (world - widget.shown_rows().start) * height + sub
                        expected = next(
                            (v for v in shown.movers() if (world, col) in shown.cells(v)), None
                        )
                        got = widget.vehicle_at(widget.column_x(col) + dx, y)
                        assert got == expected, (world, col, dx, sub)
        assert widget.vehicle_at(widget.column_x(0), 0) is None  # the header line
        gold_x = widget.column_x(0)
        assert widget.vehicle_at(gold_x, 1) == GOLD
        assert widget.vehicle_at(widget.column_x(5) - 1, 1 + 3 * height) is None  # a seam
        assert widget.vehicle_at(gold_x, 1 + len(widget.shown_rows()) * height) is None
        assert widget.vehicle_at(widget.column_x(COLS + 1), 1) is None  # past the right


class FakeClick:
    """Stands in for a click at a content offset (``None``: on the border, off the content)."""

    def __init__(self, offset: Offset | None) -> None:
        self.offset = offset
        self.stopped = False

    def get_content_offset(self, widget: Widget) -> Offset | None:
        return self.offset

    def stop(self) -> None:
        self.stopped = True


class PostingBoard(BoardWidget):
    """A board widget that keeps the messages it posts."""

    def __init__(self) -> None:
        super().__init__()
        self.posted: list[Message] = []

    def post_message(self, message: Message) -> bool:
        self.posted.append(message)
        return True


def test_a_click_on_a_vehicle_asks_for_its_actions_and_other_clicks_go_on() -> None:
    widget = PostingBoard()
    drawn(board(), widget=widget)
    gold = FakeClick(Offset(widget.column_x(1), 1 + 2))  # gold's second square, row 0
    widget.on_click(cast(Click, gold))
    assert gold.stopped
    assert len(widget.posted) == 1
    chosen = widget.posted[0]
    assert isinstance(chosen, BoardWidget.VehicleChosen) and chosen.vehicle == GOLD
    for offset in (Offset(widget.column_x(3), 1 + 2), None):  # an empty square; the border
        click = FakeClick(offset)
        widget.on_click(cast(Click, click))
        assert not click.stopped  # left for the screen to handle
    assert len(widget.posted) == 1
