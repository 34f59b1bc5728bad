"""Deals swept not known yet (before a whole deal is played) are ``None``, not NaN: NaN went
through ``row.swept or 0`` and every comparison as a figure. The outputs stay as they were:
the column there, an empty cell and a dash."""

from __future__ import annotations

import csv
from pathlib import Path

from rich.console import Console

from roadgames.tournament.report import results_table, write_csv
from roadgames.tournament.runner import GameResult
from roadgames.tournament.statistics import standings


def game(deal: int, rotation: int, labels: tuple[str, ...], first: float) -> GameResult:
    """A game's result where ``labels[0]``'s team won ``first`` of it (the rest shared out)."""
    rest = (1 - first) / (len(labels) - 1)
    return GameResult(deal, rotation, labels, (first, *[rest] * (len(labels) - 1)), None, {})


def test_sweeps_before_a_whole_deal_are_none_but_counted() -> None:
    stopped = [game(0, 0, ("x", "y"), 1.0)]  # half of the first deal
    table = standings(stopped, ["x", "y"])
    assert [row.swept for row in table] == [None, None]
    assert [row.swept or 0 for row in table] == [0, 0]  # NaN or 0 was NaN
    assert all(row.sweeps_counted for row in table)
    whole = standings([*stopped, game(0, 1, ("y", "x"), 0.0)], ["x", "y"])
    assert [(row.swept, row.sweeps_counted) for row in whole] == [(1.0, True), (0.0, True)]


def test_sweeps_not_counted_are_none_and_not_counted() -> None:
    # a round robin of three: x, y and z never sweep, they are not counted
    pairs = [("x", "y"), ("y", "x"), ("x", "z"), ("z", "x"), ("y", "z"), ("z", "y")]
    robin = [game(0, rotation, pair, 1.0) for rotation, pair in enumerate(pairs)]
    table = standings(robin, ["x", "y", "z"])
    assert [(row.swept, row.sweeps_counted) for row in table] == [(None, False)] * 3
    # two lineups at three teams: one sits twice
    twice = [game(0, r, ("x", "y", "x"), 1.0) for r in range(3)]
    assert not any(row.sweeps_counted for row in standings(twice, ["x", "y"]))


def test_the_outputs_of_sweeps_not_known_yet_are_unchanged(tmp_path: Path) -> None:
    stopped = [game(0, 0, ("x", "y"), 1.0)]
    table = standings(stopped, ["x", "y"])
    write_csv(tmp_path, stopped, table)
    with (tmp_path / "standings.csv").open(newline="", encoding="utf-8") as handle:
        written = list(csv.DictReader(handle))
    assert [row["deals_swept"] for row in written] == ["", ""]
    console = Console(width=100, record=True)
    console.print(results_table(table, "x vs y"))
    text = console.export_text()
    assert "deals" in text and "swept" in text
    rows = [
        cells
        for cells in map(str.split, text.splitlines())
        if cells[:2] in (["x", "1"], ["y", "1"])
    ]
    assert [cells[-1] for cells in rows] == ["–", "–"]
