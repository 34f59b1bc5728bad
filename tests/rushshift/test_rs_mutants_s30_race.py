"""Rush Hour Shift's race estimate (``agents/rushshift/race.py``), pinned where the session
30 mutation sweep of the module found nothing that would notice a change."""

from __future__ import annotations

from rs_helpers import EMPTY_ROW, position

from roadgames.agents.rushshift import hero_cost
from roadgames.agents.rushshift.race import WIN, evaluate
from roadgames.rushshift.vehicles import GOLD


def test_a_horizontal_vehicle_steps_aside_to_let_a_vertical_one_free_the_row() -> None:
    """A (rows 1-2) must go down one square to free gold's row 1, onto H's square: H (row 3,
    the section's last two columns) steps two squares left out of A's column first. 14
    squares to go, 2 + 1 steps: 17 (with H never moving, A would be priced as stuck, 8)."""
    rows = (
        EMPTY_ROW,
        "GG.A. .... .....",
        "...A. .... .....",
        "...HH .... .....",
        EMPTY_ROW,
        "..... .... ...SS",
    )
    assert hero_cost(position(rows).board, GOLD) == 14 + 2 + 1


def test_a_board_where_a_hero_is_out_is_worth_win_to_its_seat_and_minus_win_to_the_other() -> None:
    rows = (EMPTY_ROW, "..... .GG. .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, [["MOVE1", "SHIFT", "SLIDE", "MOVE2"]])
    for text in ("play SLIDE", "slide G right 8"):
        (action,) = [a for a in state.legal_actions() if str(a) == text]
        state.apply(action)
    assert state.winners == [0]
    assert evaluate(state.board, 0) == WIN and evaluate(state.board, 1) == -WIN


def test_on_the_middle_section_a_free_row_ahead_needs_no_shift() -> None:
    """Gold on the middle section (column 5, row 1), the right section's row 1 empty: 9
    squares to go and nothing to pay, not the 3 of a shift."""
    rows = (EMPTY_ROW, "..... GG.. .....", EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, "SS... .... .....")
    assert hero_cost(position(rows).board, GOLD) == 9
