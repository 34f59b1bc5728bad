"""The set-ups: the shipped conversion of the booklet's ten, and random ones."""

from __future__ import annotations

import json
import random
from importlib import resources

import pytest

from roadgames.core.errors import RulesError
from roadgames.rushshift import Board, printed_setups, random_setup, setup_board
from roadgames.rushshift.board import names_from_placements
from roadgames.rushshift.mapformat import convert_map
from roadgames.rushshift.vehicles import CARS, GOLD, LENGTHS, LONG, SILVER

PACKAGE = resources.files("roadgames.rushshift")


@pytest.mark.parametrize("name", [str(n) for n in range(1, 11)])
def test_shipped_setup_is_the_conversion_of_its_map(name: str) -> None:
    converted = convert_map(PACKAGE.joinpath("maps", f"{name}.map").read_text("utf-8"))
    shipped = json.loads(PACKAGE.joinpath("setups.json").read_text("utf-8"))["setups"]
    entry = next(e for e in shipped if e["name"] == name)
    assert names_from_placements(converted) == entry["vehicles"]


@pytest.mark.parametrize("name", [str(n) for n in range(1, 11)])
def test_printed_setup_fits_the_box_and_is_point_symmetric(name: str) -> None:
    board = setup_board(name)
    board.check()
    assert board.is_point_symmetric()
    present = board.movers()
    assert GOLD in present and SILVER in present
    assert board.cells(GOLD)[0][1] == 0 and board.cells(SILVER)[-1][1] == 13
    assert len([v for v in present if v in CARS]) <= 8
    assert len([v for v in present if v in LONG]) <= 4


def test_conversion_refuses_more_vehicles_than_the_box_holds() -> None:
    rows = ["|" + "|".join("X" * 14) + "|"] * 2 + ["|" + "|".join(" " * 14) + "|"] * 4
    rows[2] = "|1|1" + "| " * 10 + "|2|2|"
    with pytest.raises(RulesError, match="box"):
        convert_map("\n".join(rows))


def test_symmetry_check_catches_an_asymmetric_board() -> None:
    board = setup_board("1")
    assert board.is_point_symmetric()
    placements = board.placements()
    row, col, horizontal = placements[2]
    placements[2] = (row + 1, col, horizontal)  # car A one row lower: breaks the symmetry
    assert not Board.from_placements(placements).is_point_symmetric()


def test_random_setups_are_seeded_valid_and_point_symmetric() -> None:
    first = random_setup(random.Random(7))
    assert first == random_setup(random.Random(7))
    boards = [Board.from_placements(random_setup(random.Random(seed))) for seed in range(40)]
    assert len({b.key() for b in boards}) > 30
    for board in boards:
        board.check()
        assert board.is_point_symmetric()
        assert not board.locked(0) and not board.locked(2)
        row = board.world_row(GOLD)
        assert any(board.at(row, c) not in (-1, GOLD) for c in range(2, 14))


def test_printed_setups_are_ten_and_use_every_length_correctly() -> None:
    setups = printed_setups()
    assert sorted(setups, key=int) == [str(n) for n in range(1, 11)]
    for placements in setups.values():
        board = Board.from_placements(placements)
        for vehicle in board.movers():
            assert len(board.cells(vehicle)) == LENGTHS[vehicle]
