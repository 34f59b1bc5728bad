"""Session 45's mutation sweep of ``rushshift/mapformat.py`` (reading the ``.map``
transcriptions of the booklet's set-ups): the mutants the other tests let live.

- a run of 4 no longer split into two cars (``4`` left out of the splits);
- a file of more than 6 lines, or a line longer than 29 characters, taken (``!=`` turned
  into ``<``): the rows past the sixth, and the cells past the fourteenth, went unread;
- a hero of three squares in a row taken for one of two (``len(spots) != 2`` turned into
  ``< 2``);
- more vehicles of 3 than the box holds taken (the check of the long ones dropped: the
  extra ones were silently left off the board);
- the counts in the refusal swapped (the set-up's, or the box's).
"""

from __future__ import annotations

import re

import pytest

from roadgames.core.errors import RulesError
from roadgames.rushshift.mapformat import convert_map
from roadgames.rushshift.vehicles import GOLD, SILVER, index_of

EMPTY = " " * 14


def _map(rows: list[str]) -> str:
    """A ``.map`` text of ``rows`` (14 cells each), with the separators."""
    return "\n".join("|" + "|".join(row) + "|" for row in rows)


def _open(*rows: str) -> list[str]:
    """A set-up's cells: gold on row 0, silver on row 5, ``rows`` (four) between them."""
    return ["11" + " " * 12, *rows, " " * 12 + "22"]


def test_a_run_of_four_is_two_cars() -> None:
    """Four ``O`` side by side are two cars of 2, the first at the run's start."""
    placements = convert_map(_map(_open(EMPTY, "   OOOO       ", EMPTY, EMPTY)))
    assert placements == {
        GOLD: (0, 0, True),
        SILVER: (5, 12, True),
        index_of("A"): (2, 3, True),
        index_of("B"): (2, 5, True),
    }


def test_a_run_of_four_down_a_column_is_two_cars() -> None:
    """Four ``X`` down a column are two upright cars of 2."""
    column = "      X       "
    placements = convert_map(_map(_open(column, column, column, column)))
    assert placements[index_of("A")] == (1, 6, False)
    assert placements[index_of("B")] == (3, 6, False)


def test_a_seventh_line_is_refused() -> None:
    """A set-up has six rows: a seventh line (not blank) is refused, not left unread."""
    text = _map([*_open(EMPTY, EMPTY, EMPTY, EMPTY), "OO" + " " * 12])
    with pytest.raises(RulesError, match=re.escape("a .map set-up has 6 lines, not 7")):
        convert_map(text)


def test_a_line_too_long_is_refused() -> None:
    """A line of more than 29 characters (past its spaces at the end) is refused, not cut
    short."""
    text = _map(_open(EMPTY, EMPTY, EMPTY, EMPTY)).replace("|\n", "|O|\n", 1)
    with pytest.raises(RulesError, match=re.escape("line 1 has 31 characters, not 29: '")):
        convert_map(text)


def test_a_hero_of_three_squares_is_refused() -> None:
    """A hero is two squares: a third beside them is refused, not taken for part of it."""
    rows = _open(EMPTY, EMPTY, EMPTY, EMPTY)
    rows[0] = "111" + " " * 11
    with pytest.raises(RulesError, match=re.escape("hero 1 must be two squares side by side")):
        convert_map(_map(rows))


def test_more_vehicles_of_three_than_the_box_holds_are_refused() -> None:
    """Five trucks and buses where the box has four: refused, saying both counts, not the
    fifth left off the board."""
    rows = _open("OOO OOO OOO   ", "OOO OOO       ", EMPTY, EMPTY)
    with pytest.raises(
        RulesError,
        match=re.escape("set-up uses 0 cars and 5 vehicles of 3; the box has 8 and 4"),
    ):
        convert_map(_map(rows))


def test_more_cars_than_the_box_holds_are_refused_saying_each_count() -> None:
    """Nine cars where the box has eight: the refusal counts the cars, then the vehicles of
    3, the set-up's then the box's."""
    rows = _open("OO OO OO OO   ", "OO OO OO OO   ", "OO OOO        ", EMPTY)
    with pytest.raises(
        RulesError,
        match=re.escape("set-up uses 9 cars and 1 vehicles of 3; the box has 8 and 4"),
    ):
        convert_map(_map(rows))
