"""Three small flaws of the tournament's outputs, as a reader met them.

- A game shared three ways (a stalled Mille Bornes hand at three teams) gives each team a
  third of a win: the ``wins`` column read ``81.3333``, six figures where the win rate beside
  it shows one decimal; and ``standings.csv`` wrote ``96.49999999999999`` for 96 and a half.
- The head-to-head caption said that of two losers the one that "scored more points"
  finished ahead, in Rush Hour Shift too, whose games keep no points.
- The plot showed ``heuristic+random#2`` as ``heuristic`` over ``+random#2``: a line that
  starts with ``+``, and the ``#2`` that tells the second such partnership from the first read
  as part of its second partner's name.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

import pytest
from matplotlib.figure import Figure

from roadgames.cli import main
from roadgames.tournament.report import (
    NAME_LINE,
    head_to_head_table,
    results_table,
    write_csv,
    write_plot,
)
from roadgames.tournament.runner import GameResult
from roadgames.tournament.statistics import Standing, head_to_head, standings

THIRD = 1 / 3


def games(
    rows: Sequence[tuple[tuple[str, ...], tuple[float, ...]]], points: bool = True
) -> list[GameResult]:
    """Games in order, one per rotation of deal 0: each ``(labels, shares)``, with 100
    points a team where ``points``, none (a game without points) otherwise."""
    return [
        GameResult(0, rotation, labels, shares, (100.0,) * len(labels) if points else None, {})
        for rotation, (labels, shares) in enumerate(rows)
    ]


def wins_cells(table: Sequence[Standing]) -> list[str]:
    """The ``wins`` column of the results table, as printed."""
    shown = results_table(table, "a run")
    (column,) = [c for c in shown.columns if c.header == "wins"]
    return [str(cell) for cell in column.cells]


# 1. wins -------------------------------------------------------------------------------


def test_a_third_of_a_win_shows_one_decimal_as_the_rate_beside_it() -> None:
    """``a`` won one game and shared one three ways: 1⅓ wins of 2, shown 1.3 (one decimal,
    as the win rate and the margin are), not 1.33333. ``b`` and ``c`` each have ⅓."""
    results = games([(("a", "b", "c"), (1.0, 0.0, 0.0)), (("a", "b", "c"), (THIRD,) * 3)])
    assert wins_cells(standings(results, ["a", "b", "c"])) == ["1.3", "0.3", "0.3"]


def test_a_column_with_a_shared_win_shows_every_row_to_one_decimal() -> None:
    """``b`` won two whole games, ``a`` a third of one: the column reads 0.3 over 2.0, its
    figures aligned on the point, not 0.3 over 2; without the shared game, whole wins."""
    results = games(
        [
            (("a", "c", "d"), (THIRD,) * 3),
            (("b", "c", "d"), (1.0, 0.0, 0.0)),
            (("d", "c", "b"), (0.0, 0.0, 1.0)),
        ]
    )
    assert wins_cells(standings(results, list("abcd"))) == ["0.3", "2.0", "0.3", "0.3"]
    assert wins_cells(standings(results[1:], list("abcd"))) == ["0", "2", "0", "0"]


def test_thirds_that_add_up_to_whole_wins_show_whole() -> None:
    """Three games shared three ways: one win each, exactly (three thirds), printed ``1``
    however the floating-point thirds add up."""
    results = games([(("a", "b", "c"), (THIRD,) * 3)] * 3)
    assert wins_cells(standings(results, ["a", "b", "c"])) == ["1", "1", "1"]


def test_halves_still_show_as_halves() -> None:
    results = games([(("a", "b"), (0.5, 0.5)), (("b", "a"), (1.0, 0.0))], points=False)
    assert wins_cells(standings(results, ["a", "b"])) == ["0.5", "1.5"]


def test_the_csv_keeps_the_wins_exact_and_readable(tmp_path: Path) -> None:
    """A half and three thirds are one and a half wins, exactly: the CSV wrote
    1.4999999999999998 (the thirds added one by one, each rounded). It keeps full precision
    (a third stays 0.3333333333333333, not 0.3 as printed) and parses as a number."""
    half_then_thirds = [(("a", "b", "c"), (0.5, 0.5, 0.0))] + [(("a", "b", "c"), (THIRD,) * 3)] * 3
    results = games(half_then_thirds)
    table = standings(results, ["a", "b", "c"])
    assert [row.wins for row in table] == [1.5, 1.5, 1.0]
    write_csv(tmp_path, results, table)
    with (tmp_path / "standings.csv").open(newline="", encoding="utf-8") as handle:
        written = {row["player"]: row["wins"] for row in csv.DictReader(handle)}
    assert written == {"a": "1.5", "b": "1.5", "c": "1.0"}
    one_third = games([(("a", "b", "c"), (THIRD,) * 3)])
    write_csv(tmp_path, one_third, standings(one_third, ["a", "b", "c"]))
    with (tmp_path / "standings.csv").open(newline="", encoding="utf-8") as handle:
        assert [float(row["wins"]) for row in csv.DictReader(handle)] == [THIRD] * 3


# 2. the head-to-head caption ----------------------------------------------------------


def test_the_caption_of_a_game_without_points_speaks_of_none() -> None:
    results = games(
        [(("a", "b"), (1.0, 0.0)), (("b", "c"), (0.5, 0.5)), (("c", "a"), (0.0, 1.0))],
        points=False,
    )
    caption = str(head_to_head_table(head_to_head(results, list("abc")), list("abc")).caption)
    assert "point" not in caption
    assert "level: a half" in caption and "Wilson" in caption


def test_the_caption_of_a_game_with_points_still_says_how_losers_are_ranked() -> None:
    results = games([(("a", "b", "c"), (1.0, 0.0, 0.0))])
    caption = str(head_to_head_table(head_to_head(results, list("abc")), list("abc")).caption)
    assert "where both lost, scored more points" in caption


def test_a_rush_hour_shift_round_robin_prints_no_points(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The command itself, on the real game: a round robin of three players, one deal."""
    argv = ["tournament", "--game", "rushshift", "--agents", "random,random,random"]
    assert main([*argv, "--deals", "1", "--jobs", "1"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "head to head" in out and "how often the row finished ahead" in out
    assert "point" not in out


# 3. names under the bars --------------------------------------------------------------


def plotted_names(labels: Sequence[str], tmp_path: Path, drawn: list[Figure]) -> list[list[str]]:
    """The lines of each player's name under its bar, in the order of ``labels``."""
    table = [Standing(label, 4, 2.0, 0.1, 0.9, None, 1500.0, 0.0, 0) for label in labels]
    write_plot(tmp_path / "plot.png", table, "a run", 0.5)
    (figure,) = drawn
    return [tick.get_text().split("\n") for tick in figure.axes[0].get_xticklabels()]


def test_a_partnership_reads_partner_plus_partner(tmp_path: Path, drawn: list[Figure]) -> None:
    """Each partner on a line of its own (the earlier rule), the plus ending the first line,
    as a hyphen ends a broken word, never starting the next."""
    lines = plotted_names(["heuristic+random", "easy+medium+hard"], tmp_path, drawn)
    assert lines == [["heuristic+", "random"], ["easy+", "medium+", "hard"]]


def test_the_number_of_a_repeated_partnership_stands_apart_from_its_partners(
    tmp_path: Path, drawn: list[Figure]
) -> None:
    """``heuristic+random#2`` is the second ``heuristic+random``, not ``heuristic`` with a
    ``random#2``: its number on a line of its own, under both partners. The lines still
    make the whole name, as the standings print it."""
    labels = ["heuristic+random", "heuristic+random#2", "random#2"]
    lines = plotted_names(labels, tmp_path, drawn)
    assert lines == [["heuristic+", "random"], ["heuristic+", "random", "#2"], ["random#2"]]
    assert ["".join(name) for name in lines] == labels
    assert not any(line.startswith("+") for name in lines for line in name)


def test_a_partner_as_long_as_a_line_keeps_its_plus_within_the_line(
    tmp_path: Path, drawn: list[Figure]
) -> None:
    """A partner of 24 characters with its plus made a line of 25, one more than a line
    holds (NAME_LINE)."""
    partner = "expert@1000ms-long-name1"
    assert len(partner) == NAME_LINE
    (lines,) = plotted_names([f"{partner}+random"], tmp_path, drawn)
    assert max(map(len, lines)) <= NAME_LINE and "".join(lines) == f"{partner}+random"
    assert lines[-1] == "random" and not lines[1].startswith("+")
