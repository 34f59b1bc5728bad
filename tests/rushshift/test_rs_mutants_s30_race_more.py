"""Rush Hour Shift's race estimate (``agents/rushshift/race.py``), more of the session 30
mutation sweep: boards where a change to the estimate would go unnoticed otherwise."""

from __future__ import annotations

from rs_helpers import EMPTY_ROW, position

from roadgames.agents.rushshift import hero_cost
from roadgames.rushshift.vehicles import GOLD


def test_on_the_middle_section_the_far_row_ahead_is_read_at_the_far_sections_offset() -> None:
    """Gold on the middle section (column 5, world row 1), the right section shifted one row
    down: world row 1 is its local row 0, empty, so 9 squares to go and nothing to pay. Its
    local row 2 (H, 5) would need a shift (3) instead: 12 if the offset were added."""
    rows = (
        EMPTY_ROW,
        "..... GG.. .....",
        "..... .... HH...",
        EMPTY_ROW,
        EMPTY_ROW,
        "SS... .... .....",
    )
    assert hero_cost(position(rows, right=1).board, GOLD) == 9


def test_a_horizontal_vehicle_may_step_right_out_of_a_vertical_ones_column() -> None:
    """A (column 2, rows 1-2) must go down one square to free gold's row 1, onto H's square
    (row 3, columns 1-2). H cannot step left (B stands in column 0) but can step two squares
    right: 14 squares to go, 2 + 1 steps: 17. Without the step right A is stuck (8): 22;
    taking the blocked step left (1) as free: 16."""
    rows = (
        EMPTY_ROW,
        "GGA.. .... .....",
        "..A.. .... .....",
        "BHH.. .... .....",
        "B.... .... .....",
        "..... .... ...SS",
    )
    assert hero_cost(position(rows).board, GOLD) == 14 + 2 + 1
