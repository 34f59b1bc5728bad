"""Rush Hour Shift's race estimate (``agents/rushshift/race.py``), pinned where the session
31 mutation sweep of the module found changes that no test noticed. Each board is worked by
hand from the rules and the estimate's documented model (squares to go, plus the cheapest way
through the sections ahead)."""

from __future__ import annotations

from rs_helpers import EMPTY_ROW, position

from roadgames.agents.rushshift import hero_cost
from roadgames.rushshift.vehicles import GOLD, SILVER


def test_a_hero_that_has_left_the_grid_has_nothing_left_to_pay() -> None:
    rows = (EMPTY_ROW, "..... .GG. .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, [["MOVE1", "SHIFT", "SLIDE", "MOVE2"]])
    for text in ("play SLIDE", "slide G right 8"):
        (action,) = [a for a in state.legal_actions() if str(a) == text]
        state.apply(action)
    assert state.board.is_out(GOLD)
    assert hero_cost(state.board, GOLD) == 0.0


def test_shifting_a_locked_near_section_costs_the_shift_and_the_lock() -> None:
    # Gold (left section, row 1) faces B and C on the middle row 1 (5 each). Shifting the
    # left section to line gold up with a free middle row costs 3, plus 2 because H straddles
    # the left seam and locks it: 14 + 5 = 19 (17 unlocked, 24 going through B and C).
    rows = (
        EMPTY_ROW,
        "GG... BBCC .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "....H H... .....",
        "..... .... ...SS",
    )
    assert hero_cost(position(rows).board, GOLD) == 14 + 3 + 2


def test_from_the_near_section_the_far_row_in_line_is_paid_for_when_cheaper_than_a_shift() -> None:
    # Gold (left section, row 1): the middle row 1 is free, the right section's row 1 has A
    # (rows 1-2), which one step down clears. 1 is cheaper than shifting the right section
    # (3) or the left one (3): 14 + 1.
    rows = (
        EMPTY_ROW,
        "GG... .... ..A..",
        "..... .... ..A..",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
    )
    assert hero_cost(position(rows).board, GOLD) == 14 + 1


def test_silver_on_the_middle_section_pays_the_far_section_once_not_its_own_row_too() -> None:
    # Silver (middle section, columns 5-6, row 3) has nothing left in the middle; the left
    # section's row 3 holds H (5), so shifting an empty row into line (3) is cheaper:
    # 7 squares to go + 3. H is in the far section and must not also be charged as if it
    # stood in silver's own section.
    rows = (
        "GG... .... .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "...HH SS.. .....",
        EMPTY_ROW,
        EMPTY_ROW,
    )
    assert hero_cost(position(rows).board, SILVER) == 7 + 3


def test_a_horizontal_vehicle_beside_another_may_still_step_out_of_a_column() -> None:
    # A (column 2, rows 1-2) must go down one square to free gold's row 1, onto C's square
    # (row 3, columns 2-3, B beside it on the left). C steps one square right into the empty
    # column 4, then A steps down: 14 squares to go + 1 + 1. If C could not step, A would be
    # stuck (8).
    rows = (
        EMPTY_ROW,
        "GGA.. .... .....",
        "..A.. .... .....",
        "BBCC. .... .....",
        EMPTY_ROW,
        "..... .... ...SS",
    )
    assert hero_cost(position(rows).board, GOLD) == 14 + 1 + 1


def test_a_vertical_vehicle_may_move_up_into_the_gap_below_a_horizontal_one() -> None:
    # A (column 3, rows 2-3) blocks gold's row 3 and C (rows 4-5) stops it going down, but
    # row 1 is free under H (row 0): A steps up one, 14 + 1. Moving H out of the column
    # first (2 steps left) is not needed.
    rows = (
        "...HH .... .....",
        EMPTY_ROW,
        "...A. .... .....",
        "GG.A. .... .....",
        "...C. .... .....",
        "...C. .... ...SS",
    )
    assert hero_cost(position(rows).board, GOLD) == 14 + 1
