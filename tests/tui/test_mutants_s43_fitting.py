"""Session 43's mutation sweep of ``tui/fitting.py``: lines are measured in screen cells
(a name in wide characters is cut to the cells it has), a top line that fits to the cell
keeps the game's name, and no room at all still shows that something was cut."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from roadgames.tui.fitting import fit_line, fit_named, fit_status


def _thinking(name: str) -> str:
    return f"{name} (silver): thinking…"


@pytest.mark.parametrize("width", range(23, 32))
def test_a_name_in_wide_characters_is_cut_to_its_cells_and_the_rest_stays_whole(
    width: int,
) -> None:
    """Each of these characters takes two cells: counted as one, the name would be cut
    too little, and the line's end cut off instead."""
    name = "東京太郎さん"  # 12 cells, 6 characters
    fitted = fit_named(name, _thinking, width)
    assert cell_len(fitted) <= width
    assert fitted.endswith(" (silver): thinking…")
    assert fitted.startswith("東")
    assert fit_named(name, _thinking, 32) == _thinking(name)  # 32 cells: it fits whole


@pytest.mark.parametrize("width", range(23, 31))
def test_the_rest_of_a_line_in_wide_characters_is_measured_in_cells(width: int) -> None:
    """The room left to the name is what the rest of the line leaves in cells: another
    player's name in wide characters takes twice its characters."""
    fitted = fit_named("Ada Lovelace", lambda name: f"{name} passes to 東京太郎", width)
    assert cell_len(fitted) <= width
    assert fitted.startswith("Ada") and fitted.endswith("… passes to 東京太郎")


def test_a_top_line_that_fits_to_the_cell_keeps_the_games_name() -> None:
    line = "Mille Bornes · Hand 1 · Ada to play"
    fitted = fit_status(["Mille Bornes", "Hand 1"], lambda name: f"{name} to play", "Ada", 35)
    assert (cell_len(line), fitted) == (35, line)
    fitted = fit_status(["Mille Bornes", "Hand 1"], lambda name: f"{name} to play", "Ada", 34)
    assert fitted == "Hand 1 · Ada to play"


@pytest.mark.parametrize("width", [0, -3])
def test_a_line_with_no_room_is_an_ellipsis_alone(width: int) -> None:
    """A terminal narrower than a panel's borders leaves no cells, or fewer than none: the
    line is the ellipsis, which says text was cut, never part of the text."""
    assert fit_line("Draw pile 24", width) == "…"


def test_a_name_cut_to_nothing_but_an_ellipsis_gives_way_to_the_line() -> None:
    """A name whose first character is two cells wide, given two cells, would be " …":
    it says nothing, so the line itself is cut instead, as where there is no room."""
    line = _thinking
    cut = fit_named("漢字名前", line, 22)
    assert cut == fit_line(line("漢字名前"), 22) and cut.startswith("漢字名前")
