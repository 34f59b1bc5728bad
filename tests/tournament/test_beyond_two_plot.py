"""The plot of a tournament of partnerships and of three or more players: every player's
name shows whole, none over another (a partnership's name, ``heuristic+random``, is long:
six of them ran into each other), and the dashed line says what it is (the even share is
one in three at three teams, not one half)."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from roadgames.tournament.report import write_plot
from roadgames.tournament.statistics import Standing

PARTNERSHIPS = [
    "heuristic+random",
    "random+heuristic",
    "easy+heuristic",
    "heuristic+easy",
    "medium+random",
    "expert@500ms+hard@64",
]


def standing(label: str) -> Standing:
    """A player's line: 3 wins of 10."""
    return Standing(label, 10, 3.0, 0.1, 0.6, None, 1500.0, 0.0, 0)


def name_boxes(figure: Figure) -> list[tuple[float, float, str]]:
    """The left and right ends (pixels) of each player's name under the bars, and the
    name as shown."""
    FigureCanvasAgg(figure)  # a canvas again (closed once saved), to place the texts
    figure.draw_without_rendering()
    (axes,) = figure.axes
    boxes = []
    for tick in axes.get_xticklabels():
        box = tick.get_window_extent()
        boxes.append((float(box.x0), float(box.x1), tick.get_text()))
    return sorted(boxes)


@pytest.mark.parametrize("labels", [PARTNERSHIPS, PARTNERSHIPS[:3], ["random", "easy", "hard"]])
def test_every_name_shows_whole_and_apart(
    labels: list[str], tmp_path: Path, drawn: list[Figure]
) -> None:
    write_plot(tmp_path / "plot.png", [standing(x) for x in labels], "a run", 0.5)
    (figure,) = drawn
    boxes = name_boxes(figure)
    assert [text.replace("\n", "") for _, _, text in boxes] == labels
    width = figure.get_size_inches()[0] * figure.dpi
    assert all(left >= 0 and right <= width for left, right, _ in boxes)
    for (_, right, text), (left, _, after) in pairwise(boxes):
        assert right < left, f"{text!r} runs into {after!r}"


def test_the_even_line_says_what_it_is(tmp_path: Path, drawn: list[Figure]) -> None:
    table = [standing(x) for x in ("random", "easy", "hard")]
    write_plot(tmp_path / "plot.png", table, "a run", 1 / 3)
    (figure,) = drawn
    legend = figure.axes[0].get_legend()
    assert legend is not None
    assert [text.get_text() for text in legend.get_texts()] == ["even share: 1 in 3"]
