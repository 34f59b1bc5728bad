"""The tournament's outputs as read: the paired interval of a run against a baseline (Student's
t, not the normal, over few deals), the titles, the tables' one look, and ``standings.csv``
without a column that could hold nothing."""

from __future__ import annotations

import csv
import math
import statistics
import warnings
from itertools import pairwise
from pathlib import Path

import pytest
from rich.console import Console

from roadgames.cli import main
from roadgames.tournament.compare import paired_differences
from roadgames.tournament.report import (
    head_to_head_table,
    paired_table,
    results_table,
    write_csv,
    write_plot,
)
from roadgames.tournament.runner import GameResult
from roadgames.tournament.statistics import Z95, head_to_head, standings, t95

#: Two-sided 95% quantiles of Student's t as printed in statistics tables (e.g. NIST/SEMATECH
#: e-Handbook, table 1.3.6.7.2, the 0.975 column), by degrees of freedom.
PRINTED_T = {1: 12.706, 2: 4.303, 3: 3.182, 5: 2.571, 10: 2.228, 11: 2.201, 20: 2.086,
             30: 2.042, 39: 2.023, 40: 2.021, 60: 2.000, 100: 1.984, 120: 1.980}  # fmt: skip


@pytest.mark.parametrize(("df", "printed"), sorted(PRINTED_T.items()))
def test_t95_matches_the_printed_tables(df: int, printed: float) -> None:
    assert round(t95(df), 3) == printed


def test_t95_falls_toward_the_normal_quantile_and_refuses_no_freedom() -> None:
    values = [t95(df) for df in range(1, 2001)]
    assert all(a > b for a, b in pairwise(values))  # no step at 30
    assert Z95 < t95(10**6) < Z95 + 1e-5
    with pytest.raises(ValueError, match="degrees of freedom"):
        t95(0)


def game(deal: int, rotation: int, labels: tuple[str, str], first: float) -> GameResult:
    """A game's result without scores or times: ``first`` is the share of ``labels[0]``."""
    return GameResult(deal, rotation, labels, (first, 1 - first), None, {})


def deals(shares: list[float], labels: tuple[str, str] = ("x", "y")) -> list[GameResult]:
    """Whole deals of x against y in both seatings, x's share of each deal as given (its
    share in each game of it)."""
    a, b = labels
    return [
        result
        for deal, share in enumerate(shares)
        for result in (game(deal, 0, (a, b), share), game(deal, 1, (b, a), 1 - share))
    ]


@pytest.mark.parametrize("n", [2, 4, 12, 40])
def test_the_paired_interval_takes_students_t_with_n_less_one_degrees_of_freedom(n: int) -> None:
    """Over n deals the mean of the differences has n - 1 degrees of freedom: with z = 1.96
    the interval was about a third too narrow at 4 deals (3.18 against 1.96)."""
    mine = [(deal % 3) / 2 for deal in range(n)]  # 0, .5, 1, 0, …
    baseline = deals([0.5] * n)
    x, _ = paired_differences(deals(mine, ("x2", "y")), ["x2", "y"], baseline, ["x", "y"])
    diffs = [share - 0.5 for share in mine]
    expected = PRINTED_T[n - 1]
    assert x.half_width == pytest.approx(expected * statistics.stdev(diffs) / math.sqrt(n), 1e-3)


def test_equal_differences_on_every_deal_leave_no_interval() -> None:
    """Every deal moved by the same amount: the spread is nil, so is the interval."""
    line, _ = paired_differences(deals([1.0] * 5), ["x", "y"], deals([0.5] * 5), ["x", "y"])
    assert line.difference == 0.5 and line.half_width == 0.0


def test_one_deal_gives_no_interval() -> None:
    line, _ = paired_differences(deals([1.0]), ["x", "y"], deals([0.5]), ["x", "y"])
    assert line.deals == 1 and math.isinf(line.half_width)


def rendered(table: object) -> str:
    console = Console(width=120, record=True)
    console.print(table)
    return console.export_text()


def test_the_paired_table_looks_like_the_others() -> None:
    """The baseline's table had Rich's default heavy box, the standings and head-to-head
    tables a light rule under the heading and no edge."""
    results = deals([1.0, 0.0, 0.5])
    lines = paired_differences(results, ["x", "y"], deals([0.5] * 3), ["x", "y"])
    tables = [
        results_table(standings(results, ["x", "y"]), "a run"),
        head_to_head_table(head_to_head(results, ["x", "y"]), ["x", "y"]),
        paired_table(lines, "old"),
    ]
    looks = {(t.box, t.show_edge, t.padding) for t in tables}
    assert len(looks) == 1
    text = rendered(tables[2])
    assert "┏" not in text and "│" not in text and "paired difference" in text


def test_the_title_names_the_options_set(capsys: pytest.CaptureFixture[str]) -> None:
    """It read "Mille Bornes, classic, 2 seats" whatever -o had changed."""
    argv = ["tournament", "--agents", "random,easy", "--deals", "1", "--jobs", "1"]
    assert main([*argv, "-o", "fast_play=on", "-o", "target=500"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    # every option the run changes, extension too (it follows the target, §10)
    assert "Mille Bornes, classic, target=500, fast_play=on, extension=off, 2 seats: 1 " in out


def test_a_comparison_over_one_deal_says_it_has_no_interval() -> None:
    """It read "on the 1 whole deals both played" and "+0.0 ± inf"."""
    one = paired_table(paired_differences(deals([1.0]), ["x", "y"], deals([0.5]), ["x", "y"]), "a")
    text = " ".join(rendered(one).split())
    assert "on the one whole deal both played" in text
    assert "inf" not in text and "+50.0 ± –" in text
    assert "an interval needs two deals or more" in text
    three = paired_differences(deals([1.0, 0.0, 0.5]), ["x", "y"], deals([0.5] * 3), ["x", "y"])
    text = " ".join(rendered(paired_table(three, "a")).split())
    assert "on the 3 whole deals both played" in text and "needs two deals" not in text


@pytest.mark.parametrize(
    ("argv", "title"),
    [
        (["rushshift", "--agents", "greedy,random"], "Rush Hour Shift, standard, 2 seats: 1 "),
        (["--agents", "random,easy"], "Mille Bornes, classic, 2 seats: 1 "),
    ],
)
def test_the_title_names_the_game_as_people_do(
    argv: list[str], title: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The title read "rushshift standard": the registry's name, not the game's."""
    assert main(["tournament", *argv, "--deals", "1", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert title in out and "rushshift standard" not in out


def standings_csv(directory: Path) -> tuple[list[str], list[dict[str, str]]]:
    """The heading and the rows of a run's ``standings.csv``."""
    with (directory / "standings.csv").open(encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        rows = list(reader)
        return list(reader.fieldnames or []), rows


def test_deals_swept_is_written_only_where_it_is_counted(tmp_path: Path) -> None:
    """A duel counts the deals each player swept; a round robin does not (the head-to-head
    table says who beat whom), and its ``standings.csv`` had the column all empty."""
    duel = deals([1.0, 0.5, 1.0, 0.0])
    write_csv(tmp_path / "duel", duel, standings(duel, ["x", "y"]))
    heading, rows = standings_csv(tmp_path / "duel")
    assert "deals_swept" in heading
    assert {row["player"]: row["deals_swept"] for row in rows} == {"x": "0.5000", "y": "0.2500"}
    labels = ["x", "y", "z"]
    robin = [
        game(deal, rotation, pair if rotation % 2 == 0 else (pair[1], pair[0]), 1.0)
        for deal in range(2)
        for rotation, pair in enumerate([("x", "y"), ("x", "y"), ("x", "z"), ("x", "z"),
                                         ("y", "z"), ("y", "z")])
    ]  # fmt: skip
    write_csv(tmp_path / "robin", robin, standings(robin, labels))
    heading, rows = standings_csv(tmp_path / "robin")
    assert "deals_swept" not in heading and len(rows) == 3
    assert all(None not in row for row in rows)  # no row longer than the heading


def test_a_run_stopped_before_a_whole_deal_keeps_the_deals_swept_column(tmp_path: Path) -> None:
    """Stopped after one game of a duel, the run does not know its sweeps yet: the column is
    there, empty, so the resumed run's standings.csv has the same columns."""
    stopped = deals([1.0])[:1]
    write_csv(tmp_path / "stopped", stopped, standings(stopped, ["x", "y"]))
    heading, rows = standings_csv(tmp_path / "stopped")
    whole = deals([1.0])
    write_csv(tmp_path / "whole", whole, standings(whole, ["x", "y"]))
    assert heading == standings_csv(tmp_path / "whole")[0]
    assert [row["deals_swept"] for row in rows] == ["", ""]
    shown = results_table(standings(stopped, ["x", "y"]), "x vs y")
    assert [cell for cell in shown.columns[-1].cells] == ["–", "–"]


def test_a_long_player_name_draws_the_plot_without_a_warning(tmp_path: Path) -> None:
    """A player of one's own is named by its file's path: too long for matplotlib to tighten
    the margins, it printed a ``UserWarning`` on the standard error at the end of the run."""
    name = "/a/long/folder/of/players/" * 4 + "stalling.py:Stalling"
    results = deals([1.0, 0.0], (name, "random"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        write_plot(tmp_path / "plot.png", standings(results, [name, "random"]), "a run", 0.5)
    assert (tmp_path / "plot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
