"""The results table as a person reads it: every figure whole on an 80-column terminal."""

from __future__ import annotations

import pytest
from rich.console import Console

from roadgames.tournament.report import results_table
from roadgames.tournament.statistics import Standing

ROWS = [
    Standing("expert@64+heuristic", 1000, 551.5, 0.5221, 0.5831, -1234.5, 1535.2, 193.12, 40000,
             max_ms=1160.4, swept=0.178),
    Standing("heuristic", 1000, 448.5, 0.4169, 0.4785, 1234.5, 1464.8, 0.031, 40000,
             max_ms=0.12, swept=0.084),
]  # fmt: skip
FIGURES = [
    ["1000", "551.5", "55.1%", "52.2–58.3%", "-1234.5", "1535", "193", "1160", "17.8%"],
    ["1000", "448.5", "44.9%", "41.7–47.9%", "+1234.5", "1465", "0.03", "0.12", "8.4%"],
]


@pytest.mark.parametrize("width", [80, 120])
def test_every_figure_of_the_table_shows_whole(width: int) -> None:
    console = Console(width=width, record=True)
    console.print(results_table(ROWS, "a run"))
    text = console.export_text()
    assert "…" not in text
    assert max(len(line) for line in text.splitlines()) <= width
    rows = [line.split() for line in text.splitlines() if "1000" in line]
    assert [row[0][:6] for row in rows] == ["expert", "heuris"]
    assert [row[-len(figures) :] for row, figures in zip(rows, FIGURES, strict=True)] == FIGURES
    assert "Wilson" in text and "median" in text and "swept" in text and "per decision" in text
