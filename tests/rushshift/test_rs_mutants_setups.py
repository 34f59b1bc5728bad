"""Set-up rules that hand-made mutants of the engine showed no test pinned: the column
right in front of each hero in the passability check, the make-up of random set-ups,
and how a ``.map`` transcription is split into vehicles."""

from __future__ import annotations

import random
import re

import pytest

from roadgames.core.errors import RulesError
from roadgames.rushshift import Board, random_setup
from roadgames.rushshift.mapformat import convert_map
from roadgames.rushshift.setups import clearable_rows, passable
from roadgames.rushshift.vehicles import CARS, GOLD, LONG, SILVER, index_of

#: Truck P and car C fill column 2, just ahead of gold, and can never free gold's row 1.
GOLD_BARRED = """
    ..P.. .... .....
    GGP.. .... .....
    ..P.. .... .....
    ..C.. .... .....
    ..C.. .... ...SS
    ..... .... ....."""
#: The same turned 180°: column 11, just ahead of silver, never frees silver's row 4.
SILVER_BARRED = """
    ..... .... .....
    GG... .... ..C..
    ..... .... ..C..
    ..... .... ..P..
    ..... .... ..PSS
    ..... .... ..P.."""


def test_the_column_just_ahead_of_gold_can_bar_it() -> None:
    board = Board.from_picture(GOLD_BARRED)
    assert clearable_rows(board, 2) == {0, 3, 5}
    assert not passable(board)


def test_the_column_just_ahead_of_silver_can_bar_it() -> None:
    board = Board.from_picture(SILVER_BARRED)
    assert clearable_rows(board, 11) == {0, 2, 5}
    assert not passable(board)


def test_random_setups_use_two_to_four_pairs_of_cars_and_one_or_two_of_long_ones() -> None:
    cars, longs = set(), set()
    for seed in range(40):
        present = set(random_setup(random.Random(seed)))
        cars.add(len(present & set(CARS)))
        longs.add(len(present & set(LONG)))
    assert cars == {4, 6, 8} and longs == {2, 4}


def _map(rows: list[str]) -> str:
    return "\n".join("|" + "|".join(row) + "|" for row in rows)


def _open(*rows: str) -> list[str]:
    """A .map set-up: the heroes on rows 0 and 5, ``rows`` (14 cells each) in rows 1-4."""
    return ["11" + " " * 12, *rows, " " * 12 + "22"]


def test_a_run_of_five_is_a_car_and_a_truck_split_as_its_mirror_image_would_be() -> None:
    """Rows 1-5 of column 0 come after their mirror image (rows 0-4 of column 13), whose
    car would be first: here the car is last."""
    column = ["X" + " " * 13] * 4
    rows = _open(*column)
    rows[5] = "X" + " " * 11 + "22"
    placements = convert_map(_map(rows))
    assert placements[index_of("O")] == (1, 0, False)  # rows 1-3
    assert placements[index_of("A")] == (4, 0, False)  # rows 4-5


def test_a_run_of_six_is_two_trucks() -> None:
    rows = _open(" " * 14, " " * 14, " " * 14, " " * 14)
    rows[2] = "  " + "O" * 6 + " " * 6
    placements = convert_map(_map(rows))
    assert placements[index_of("O")] == (2, 2, True)
    assert placements[index_of("P")] == (2, 5, True)
    assert set(placements) == {GOLD, SILVER, index_of("O"), index_of("P")}


def test_a_hero_s_two_squares_must_touch() -> None:
    rows = _open(*[" " * 14] * 4)
    rows[0] = "1 1" + " " * 11
    with pytest.raises(RulesError, match=re.escape("hero 1 must be two squares side by side")):
        convert_map(_map(rows))


def test_a_set_up_may_use_every_vehicle_in_the_box() -> None:
    rows = _open(
        " OO OO OO OO  ",
        "  OO OO OO OO ",
        "OOO OOO OOO   ",
        "   OOO        ",
    )
    placements = convert_map(_map(rows))
    assert set(CARS) | set(LONG) <= set(placements)
