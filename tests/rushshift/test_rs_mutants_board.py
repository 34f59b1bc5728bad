"""Board rules that hand-made mutants of the engine showed no test pinned: a hero partly
out stepping back or carried by a shift, a hero leaving the board, a set-up refusing what
cannot be, and the symmetry check telling heroes and lengths apart."""

from __future__ import annotations

import pytest
from rs_helpers import EMPTY_ROW, position

from roadgames.core.errors import RulesError
from roadgames.rushshift import Board
from roadgames.rushshift.vehicles import GOLD, SILVER, index_of

HANDS = [["MOVE4", "SLIDE", "SHIFT", "MS2"], ["MOVE3", "SLIDE", "SHIFT", "MS3"]]
#: Gold one slide from the right end, silver from the left end.
NEAR_EXITS = (EMPTY_ROW, "..... .... ..GG.", EMPTY_ROW, EMPTY_ROW, "..SS. .... .....", EMPTY_ROW)


def test_gold_steps_back_from_partly_out() -> None:
    state = position(NEAR_EXITS, HANDS)
    state.apply("play MOVE4")
    state.apply("move G right")
    state.apply("move G right")  # one square beyond the right end
    state.apply("move G left")
    assert state.board.cells(GOLD) == [(1, 12), (1, 13)]
    state.board.check()


def test_silver_stepping_back_from_partly_out_keeps_the_far_column() -> None:
    # B stands in column 13 on silver's row: silver's step back must not free its square.
    rows = (
        EMPTY_ROW,
        "GG... .... .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "SS... .... ....B",
        "..... .... ....B",
    )
    state = position(rows, HANDS, first_player=1)
    state.apply("play MOVE3")
    state.apply("move S left")  # one square beyond the left end
    state.apply("move S right")
    assert state.board.cells(SILVER) == [(4, 0), (4, 1)]
    state.board.check()


def test_a_shift_carries_silver_standing_partly_out() -> None:
    rows = (EMPTY_ROW, "..... .... ...GG", EMPTY_ROW, EMPTY_ROW, "SS... .... .....", EMPTY_ROW)
    state = position(rows, HANDS, first_player=1)
    state.apply("play MS3")
    state.apply("move S left")
    state.apply("shift left down 1")
    assert state.board.cells(SILVER) == [(5, -1), (5, 0)]
    state.board.check()


@pytest.mark.parametrize(("seat", "slide"), [(0, "slide G right 3"), (1, "slide S left 4")])
def test_a_hero_wholly_out_is_off_the_board(seat: int, slide: str) -> None:
    state = position(NEAR_EXITS, HANDS, first_player=seat)
    state.apply("play SLIDE")
    state.apply(slide)
    assert state.winners == [seat]
    assert (GOLD, SILVER)[seat] not in state.board.movers()
    names = [v["name"] for v in state.view(1 - seat).to_dict()["vehicles"]]
    assert "GS"[seat] not in names and "GS"[1 - seat] in names


LOCKING = """
    ..... .... .....
    GG..A A... .....
    ..... .... .....
    ..... .... .....
    ..... .... ...SS
    ..... .... ....."""


def test_a_set_up_cannot_shift_a_section_that_a_straddling_vehicle_locks() -> None:
    with pytest.raises(RulesError, match="locks"):
        Board.from_picture(LOCKING, left=1)
    assert Board.from_picture(LOCKING, right=1).offsets == [0, 0, 1]


@pytest.mark.parametrize("row", [-1, 5, 6])
def test_placements_off_the_grid_are_refused(row: int) -> None:
    car = index_of("A")  # upright, two squares long: row 5 reaches row 6
    placements = {GOLD: (0, 0, True), SILVER: (3, 12, True), car: (row, 6, False)}
    with pytest.raises(RulesError, match="off the grid"):
        Board.from_placements(placements)


def _symmetric(picture: str) -> bool:
    return Board.from_picture(picture).is_point_symmetric()


def test_symmetry_tells_a_hero_from_a_car() -> None:
    assert _symmetric("""
        ..... .... .....
        .GG.. .... .....
        ..... .... .....
        ..... .... .....
        ..... .... ..SS.
        ..... .... .....""")
    # the same squares taken, but gold and silver each face a car turned 180°
    assert not _symmetric("""
        ..... .... ..SS.
        .GG.. .... .....
        ..... .... .....
        ..... .... .....
        ..... .... ..AA.
        .BB.. .... .....""")


def test_symmetry_tells_a_car_from_a_truck() -> None:
    # columns 3 and 10 mirror each other: the car at the top of one faces the car at the
    # bottom of the other only if the two columns are split the same way
    assert _symmetric("""
        GG.A. .... .....
        ...A. .... .P...
        ...O. .... .P...
        ...O. .... .P...
        ...O. .... .B...
        ..... .... .B.SS""")
    assert not _symmetric("""
        GG.A. .... .....
        ...A. .... .B...
        ...O. .... .B...
        ...O. .... .P...
        ...O. .... .P...
        ..... .... .P.SS""")
