"""Scenario tests of the movement rules (seed 003), each from a set position."""

from __future__ import annotations

import pytest
from rs_helpers import EMPTY_ROW, legal_texts, position

from roadgames.core.errors import IllegalActionError

HANDS = [["MOVE4", "SLIDE", "SHIFT", "MS2"], ["MOVE3", "SLIDE", "SHIFT", "MS3"]]

BASIC = (
    "..... .... .....",
    "GG... .A.. .....",
    "..... .A.. .....",
    "..... .... .....",
    "..... .... ...SS",
    "..... .... BB...",
)


def test_opponents_hero_is_untouchable_but_own_hero_and_blockers_move() -> None:
    state = position(BASIC, HANDS)
    state.apply("play MOVE4")
    legal = legal_texts(state)
    assert "move G right" in legal
    assert "move A up" in legal and "move B right" in legal
    assert not any(text.startswith("move S") for text in legal)
    with pytest.raises(IllegalActionError):
        state.apply("move S left")


def test_vehicles_move_only_along_their_length() -> None:
    state = position(BASIC, HANDS)
    state.apply("play MOVE4")
    legal = legal_texts(state)
    assert {"move A up", "move A down"} <= legal
    assert "move A left" not in legal and "move A right" not in legal
    assert "move G up" not in legal and "move B down" not in legal


def test_blockers_stay_wholly_on_the_grid() -> None:
    rows = (
        "A.... .... ....B",
        "A.... .... ....B",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
        "GG.CC ....  .....",
    )
    state = position(rows, HANDS)
    state.apply("play SLIDE")
    legal = legal_texts(state)
    assert not any(t.startswith("slide A up") for t in legal)
    assert "slide A down 3" in legal and "slide A down 4" not in legal  # G fills row 5
    assert not any(t.startswith("slide B up") or t.startswith("slide B right") for t in legal)
    assert "slide C right 9" in legal and "slide C right 10" not in legal  # the far end


def test_gold_leaves_only_through_the_right_end_and_wins_when_wholly_out() -> None:
    rows = (
        "..... .... .....",
        "GG... .... .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
        EMPTY_ROW,
    )
    state = position(rows, HANDS)
    state.apply("play MOVE4")
    assert "move G left" not in legal_texts(state)
    rows = (
        "..... .... .....",
        "..... .... ..GG.",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
        EMPTY_ROW,
    )
    state = position(rows, HANDS)
    state.apply("play MOVE4")
    state.apply("move G right")  # squares 12-13
    state.apply("move G right")  # one square out: not a win
    assert not state.is_over and state.board.cells(0) == [(1, 13), (1, 14)]
    assert "move G left" in legal_texts(state)  # it may come back
    state.apply("move G right")
    assert state.is_over and state.outcome() == [1.0, 0.0] and state.winners == [0]


def test_silver_leaves_only_through_the_left_end() -> None:
    rows = (
        "..... .... .....",
        "GG... .... .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
        EMPTY_ROW,
    )
    state = position(rows, HANDS, first_player=1)
    state.apply("play SLIDE")
    legal = legal_texts(state)
    assert not any(t.startswith("slide S right") for t in legal)
    assert "slide S left 14" in legal and "slide S left 15" not in legal
    state.apply("slide S left 14")
    assert state.is_over and state.winners == [1]


def test_slide_stops_at_a_vehicle_and_can_win() -> None:
    state = position(BASIC, HANDS)
    state.apply("play SLIDE")
    legal = legal_texts(state)
    assert "slide G right 4" in legal and "slide G right 5" not in legal  # A blocks col 6
    state.apply("slide G right 2")
    assert state.board.col[0] == 2 and not state.is_over and state.to_move == 1


def test_a_misaligned_seam_is_a_wall_and_an_aligned_row_crosses() -> None:
    rows = (
        "..... .... .....",
        "..... .... .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
        "...GG .... .....",
    )
    state = position(rows, HANDS)
    state.apply("play MOVE4")
    assert "move G right" in legal_texts(state)  # row 5 lines up
    state = position(rows, HANDS, left=-1)  # gold now on world row 4: still lines up
    state.apply("play MOVE4")
    assert "move G right" in legal_texts(state)
    state.apply("move G right")
    assert state.board.cells(0) == [(4, 4), (4, 5)]
    state = position(rows, HANDS, left=1)  # gold on world row 6: below the middle section
    state.apply("play MOVE4")
    assert "move G right" not in legal_texts(state)


def test_a_straddling_vehicle_locks_its_seam_until_wholly_on_one_side() -> None:
    rows = (
        "..... .... .....",
        "GG..A A... .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
        EMPTY_ROW,
    )
    state = position(rows, HANDS)
    state.apply("play SHIFT")
    legal = legal_texts(state)
    assert not any(t.startswith("shift left") for t in legal)
    assert "shift right up 1" in legal
    state = position(rows, HANDS)
    state.apply("play MS2")
    assert not any(t.startswith("shift left") for t in legal_texts(state))
    state.apply("move A right")  # now wholly in the middle section: the seam is free
    assert "shift left down 2" in legal_texts(state)
    state.apply("shift left down 2")
    assert state.board.offsets == [2, 0, 0] and state.to_move == 1  # the card is spent


def test_one_row_always_connects_all_three_sections() -> None:
    state = position(BASIC, HANDS, left=5)
    state.apply("play SHIFT")
    legal = legal_texts(state)
    assert "shift right down 5" in legal and "shift right up 1" not in legal
    assert "shift left up 10" in legal and "shift left down 1" not in legal
    state.apply("shift right down 5")
    assert state.board.offsets == [5, 0, 5] and state.to_move == 1


def test_a_shift_carries_the_vehicles_on_the_section() -> None:
    rows = (
        "..... .... .....",
        "GG... .... .....",
        "...A. .... .....",
        "...A. .... .....",
        "..... .... ...SS",
        EMPTY_ROW,
    )
    state = position(rows, HANDS)
    state.apply("play SHIFT")
    state.apply("shift left up 2")
    assert state.board.cells(0) == [(-1, 0), (-1, 1)]
    assert state.board.cells(2) == [(0, 3), (1, 3)]
    state.board.check()


def test_both_side_sections_can_be_locked_at_once() -> None:
    rows = (
        "..... .... .....",
        "GG..A A... .....",
        "..... ...B B....",
        EMPTY_ROW,
        "..... .... ...SS",
        EMPTY_ROW,
    )
    state = position(rows, HANDS)
    state.apply("play SHIFT")
    assert legal_texts(state) == {"end"}
    state = position(rows, HANDS)
    state.apply("play MS2")
    assert not any(t.startswith("shift") for t in legal_texts(state))
    state.apply("move B right")  # the right seam is free, the left one still locked
    legal = legal_texts(state)
    assert "shift right up 1" in legal and not any(t.startswith("shift left") for t in legal)
