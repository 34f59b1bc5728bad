"""Board rules that the rest of the machine mutation sweep of Rush Hour Shift's board
(session 30) showed no test pinned: each test fails on a one-line change of ``board.py``
and passes on the board as it is."""

from __future__ import annotations

import re
from unittest import mock

import pytest
from rs_helpers import heroes_in_the_middle

from roadgames.core.errors import RulesError
from roadgames.rushshift import Board, Dir
from roadgames.rushshift.board import COLS, EMPTY
from roadgames.rushshift.vehicles import GOLD, SILVER, index_of


@pytest.mark.parametrize(("left", "right"), [(6, 0), (0, -6), (-6, 0), (3, -3), (-1, 5)])
def test_a_set_up_shifted_past_the_connecting_row_is_refused(left: int, right: int) -> None:
    """board.py, ``from_placements`` ("raises ``RulesError`` for ... a bad shift") and
    RUSH_HOUR_SHIFT.md, "Choices", shift range: ``abs(L) <= 5``, ``abs(R) <= 5`` and
    ``abs(L - R) <= 5``; offsets beyond them are refused, not drawn apart."""
    assert heroes_in_the_middle(5, 0).offsets == [5, 0, 0]
    assert heroes_in_the_middle(-2, 3).offsets == [-2, 0, 3]
    with pytest.raises(RulesError, match=f"offsets {left}, {right} leave no connecting row"):
        heroes_in_the_middle(left, right)


def test_every_world_row_a_section_reaches_is_drawn() -> None:
    """board.py, ``render``: "world rows, shifted sections drawn where they stand": with
    both sides shifted the same way, the rows only the middle section reaches (0 below
    them, 5 above) are drawn, and so is the farthest row the right section reaches."""
    assert heroes_in_the_middle(1, 2).render().splitlines() == [
        "left +1  right +2  (up is -)",
        " 0        GG..",
        " 1  .....|....",
        " 2  .....|....|.....",
        " 3  .....|....|.....",
        " 4  .....|....|.....",
        " 5 <.....|..SS|.....",
        " 6  .....      .....",
        " 7             .....",
    ]
    assert heroes_in_the_middle(-1, -2).render().splitlines() == [
        "left -1  right -2  (up is -)",
        "-2             .....",
        "-1  .....      .....",
        " 0  .....|GG..|.....>",
        " 1  .....|....|.....",
        " 2  .....|....|.....",
        " 3  .....|....|.....",
        " 4  .....|....",
        " 5        ..SS",
    ]


def test_heroes_at_their_exits_are_drawn_on_the_grid_with_the_exits_marked() -> None:
    """board.py, ``render``: ``>``/``<`` mark the heroes' exits; a hero is drawn beyond
    the edge only when partly out, so one still wholly on the grid at its exit (gold in
    columns 12-13, silver in 0-1) is drawn on it, the exit mark after it."""
    board = Board.from_placements({GOLD: (0, 12, True), SILVER: (5, 0, True)})
    lines = board.render().splitlines()
    assert lines[1] == " 0  .....|....|...GG>"
    assert lines[6] == " 5 <SS...|....|....."


def test_a_board_leaves_comparing_with_other_things_to_them() -> None:
    """board.py, ``__eq__``: a board equals only a board of the same key; with anything
    else it answers ``NotImplemented`` (Python's data model), so ``==`` is ``False`` or
    the other side's answer, never an error."""
    board = heroes_in_the_middle()
    assert board == heroes_in_the_middle()
    assert board.__eq__(board.key()) is NotImplemented
    assert board != "a board"
    assert board == mock.ANY


def test_the_board_check_refuses_a_blocker_partly_left_of_the_grid() -> None:
    """board.py, ``check``: blockers stay wholly on the grid (only a hero goes past an
    end); a car standing half left of column 0 is found, though the grid matches it."""
    car = index_of("A")
    board = Board.from_placements({GOLD: (0, 5, True), SILVER: (5, 7, True), car: (2, 0, True)})
    board.check()
    board.grid[2][1] = EMPTY
    board.col[car] = -1
    with pytest.raises(AssertionError, match="A off the grid"):
        board.check()


@pytest.mark.parametrize(("top", "square"), [(5, "(6, 6)"), (-1, "(-1, 6)")])
def test_the_board_check_refuses_a_blocker_above_or_below_the_grid(top: int, square: str) -> None:
    """board.py, ``check``: "Raise ``AssertionError`` if an invariant fails": an upright
    car reaching one row below the grid, or one above it, is named with the square off
    the grid (not an ``IndexError``, nor a square of the far row)."""
    car = index_of("A")  # upright, two squares long, in rows 0-1 or 4-5 then moved
    on_grid = 4 if top > 0 else 0
    placements = {GOLD: (0, 0, True), SILVER: (5, 12, True), car: (on_grid, 6, False)}
    board = Board.from_placements(placements)
    board.check()
    board.grid[on_grid + (top < 0)][6] = EMPTY
    board.row[car] = top
    with pytest.raises(AssertionError, match=f"A off the grid at {re.escape(square)}"):
        board.check()


def test_an_upright_vehicle_steps_and_slides_only_up_and_down() -> None:
    """board.py, ``can_step`` and ``slide_limit``: a vehicle moves along its own axis
    only (RUSH_HOUR_SHIFT.md, "Choices", SLIDE: "one vehicle, one direction"); an upright
    car with room above and on both sides cannot go left or right."""
    car = index_of("A")
    board = Board.from_placements({GOLD: (0, 0, True), SILVER: (5, 12, True), car: (3, 6, False)})
    assert board.can_step(car, Dir.UP) and board.can_step(car, Dir.DOWN)
    assert (board.slide_limit(car, Dir.UP), board.slide_limit(car, Dir.DOWN)) == (3, 1)
    for side in (Dir.LEFT, Dir.RIGHT):
        assert not board.can_step(car, side)
        assert board.slide_limit(car, side) == 0


def test_a_hero_slides_wholly_out_whatever_the_other_hero_s_place() -> None:
    """board.py, ``slide_limit``: a hero slides out through its far end up to leaving
    the grid (RUSH_HOUR_SHIFT.md, "Choices", leaving the grid: "it wins when wholly
    out"); gold three squares from leaving slides three, though silver stands at its own
    exit, and silver two squares from leaving slides two."""
    board = Board.from_placements({GOLD: (0, 11, True), SILVER: (5, 0, True)})
    assert board.slide_limit(GOLD, Dir.RIGHT) == 3
    assert board.slide_limit(SILVER, Dir.LEFT) == 2
    board.slide(GOLD, Dir.RIGHT, 3)
    assert board.is_out(GOLD)


def test_a_square_right_of_the_grid_is_empty() -> None:
    """board.py, ``at``: ``EMPTY`` for a square off the grid, also the column just past
    the right end (where gold goes when leaving), not an error."""
    board = Board.from_placements({GOLD: (0, 12, True), SILVER: (5, 0, True)})
    assert board.at(0, COLS - 1) == GOLD
    assert board.at(0, COLS) == EMPTY
    assert not board.on_grid(0, COLS)


def test_placements_are_not_read_from_a_shifted_board() -> None:
    """board.py, ``placements``: "on a lined-up board only"; a shifted board raises
    ``RulesError`` rather than give rows that a lined-up board would not have."""
    assert heroes_in_the_middle().placements() == {GOLD: (0, 5, True), SILVER: (5, 7, True)}
    for left, right in ((1, 0), (0, -2)):
        with pytest.raises(RulesError, match="lined-up board"):
            heroes_in_the_middle(left, right).placements()


def test_a_hero_gone_is_gone_wherever_it_left_from() -> None:
    """board.py, ``key`` ("every present vehicle's position") and ``==``: once gold has
    left, the row it left by is no part of the board; boards that differ only in that
    are equal, and equal to one on which gold never stood."""
    boards = []
    for row in (0, 1):
        board = Board.from_placements({GOLD: (row, 12, True), SILVER: (5, 0, True)})
        board.slide(GOLD, Dir.RIGHT, 2)
        assert board.is_out(GOLD)
        boards.append(board)
    assert boards[0] == boards[1]
    assert boards[0].key() == boards[1].key()
    assert boards[0] == Board.from_placements({SILVER: (5, 0, True)})


def test_a_vehicle_stepping_into_the_first_column_takes_its_square() -> None:
    """board.py, ``step``: the square a vehicle steps into is its own afterwards, the
    first column too: ``at`` answers it there, another vehicle cannot step onto it, and
    the occupancy grid still matches the vehicles."""
    car, upright = index_of("B"), index_of("A")
    placements = {GOLD: (0, 12, True), SILVER: (5, 12, True), car: (2, 1, True)}
    board = Board.from_placements(placements | {upright: (4, 0, False)})
    board.step(car, Dir.LEFT)
    board.step(upright, Dir.UP)
    assert (board.at(2, 0), board.at(3, 0), board.at(5, 0)) == (car, upright, EMPTY)
    assert not board.can_step(upright, Dir.UP)  # B is in the way
    assert board.slide_limit(car, Dir.LEFT) == 0
    board.check()


def test_the_board_check_refuses_a_middle_section_that_moved() -> None:
    """board.py's docstring: "The middle section is fixed"; ``check`` refuses an offset
    of the middle section, even with nothing on it to be out of place."""
    board = Board.from_placements({GOLD: (0, 0, True), SILVER: (5, 12, True)})
    board.check()
    board.offsets[1] = 1
    with pytest.raises(AssertionError):
        board.check()


def test_the_board_check_names_an_overlap() -> None:
    """board.py, ``check``: "no overlap"; a car moved onto gold's square is named as an
    overlap at that square."""
    car = index_of("A")
    board = Board.from_placements({GOLD: (0, 0, True), SILVER: (5, 12, True), car: (0, 3, True)})
    board.col[car] = 1
    with pytest.raises(AssertionError, match=r"overlap at \(0, 1\)"):
        board.check()


def test_a_placement_left_of_the_grid_is_refused() -> None:
    """board.py, ``from_placements``: ``RulesError`` for a square off the grid, here
    column -1 (a hero too: it may only *leave* past its end, not start there)."""
    with pytest.raises(RulesError, match=r"vehicle S is off the grid at \(5, -1\)"):
        Board.from_placements({GOLD: (0, 0, True), SILVER: (5, -1, True)})


def test_silver_gone_is_neither_drawn_nor_marked() -> None:
    """board.py, ``render``: silver wholly out through the left end is drawn nowhere, and
    its row has no exit mark (the exits are marked for a hero still on the grid)."""
    board = Board.from_placements({GOLD: (0, 5, True), SILVER: (4, 0, True)})
    board.slide(SILVER, Dir.LEFT, board.slide_limit(SILVER, Dir.LEFT))
    assert board.is_out(SILVER)
    lines = board.render().splitlines()
    assert lines[5] == " 4  .....|....|....."
    assert "S" not in board.render() and "<" not in board.render()


def test_a_board_prints_as_its_picture_and_a_direction_reads_as_python() -> None:
    """board.py: "``print(board)`` draws the grid (:meth:`render`)"; a direction's repr is
    pasteable Python that gives the direction back."""
    board = heroes_in_the_middle()
    assert str(board) == board.render()
    assert str(board).startswith("left +0  right +0  (up is -)\n")
    assert [repr(d) for d in Dir] == ["Dir.UP", "Dir.DOWN", "Dir.LEFT", "Dir.RIGHT"]
    assert eval(repr(Dir.DOWN)) is Dir.DOWN
