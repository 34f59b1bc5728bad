"""A line cut short where a wide character (two cells: a name in Chinese or Japanese)
would straddle the cut: the character is left out whole, and the ``…`` follows what is
kept at once, with no blank put in its place."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from roadgames.tui.fitting import fit_line


@pytest.mark.parametrize(
    ("text", "width", "fitted"),
    [
        ("漢字漢字", 4, "漢…"),
        ("漢字漢字", 3, "漢…"),
        ("漢字漢字", 2, "…"),
        ("a漢字", 3, "a…"),
        ("ab漢字", 4, "ab…"),
        ("漢字", 4, "漢字"),
        ("Draw pile 24", 8, "Draw pi…"),
    ],
)
def test_a_wide_character_at_the_cut_is_left_out_whole(text: str, width: int, fitted: str) -> None:
    """What is kept is the longest start of the text that fits beside the ``…``; the line
    is never wider than asked."""
    assert fit_line(text, width) == fitted
    assert cell_len(fit_line(text, width)) <= width
