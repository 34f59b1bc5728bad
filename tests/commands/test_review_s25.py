"""A demanding user's review of ``simulate``, ``tournament``, ``replay`` and ``rules`` (session
25): figures of nothing shown as figures (a player stopped before its first game "won 0.0%"
and "took 0.00 ms"; a comparison with no deal in common "moved by +0.0"), ``--record -``
making a folder named ``-``, and a tournament stopped before its first game leaving a folder
that the same command then refuses without saying why."""

from __future__ import annotations

import csv
import functools
import os
import sys
from collections.abc import Collection, Iterator
from dataclasses import replace
from io import StringIO
from pathlib import Path

import pytest
from rich.console import Console

from roadgames.cli import main
from roadgames.commands import simulate as simulate_command
from roadgames.commands import tournament as tournament_command
from roadgames.commands.progress import with_progress
from roadgames.tournament.compare import paired_differences
from roadgames.tournament.report import (
    head_to_head_table,
    paired_table,
    plot_bars,
    results_table,
    write_csv,
    write_head_to_head_csv,
    write_paired_csv,
)
from roadgames.tournament.runner import GameResult, TournamentConfig, iter_results, micros_of
from roadgames.tournament.statistics import head_to_head, standings

#: A round robin of three players stopped after its first game: ``c`` has played nothing.
LABELS = ["a", "b", "c"]
STOPPED_EARLY = [
    GameResult(0, 0, ("a", "b"), (1.0, 0.0), (700.0, 300.0), {"a": micros_of([0.002])})
]


def printed(renderable: object) -> str:
    """What Rich prints of ``renderable`` on a wide plain console."""
    out = StringIO()
    Console(file=out, width=160, color_system=None).print(renderable)
    return out.getvalue()


def csv_rows(path: Path) -> dict[str, dict[str, str]]:
    """A CSV file's rows by their first column."""
    with path.open(encoding="utf-8") as handle:
        return {row[next(iter(row))]: row for row in csv.DictReader(handle)}


def test_a_player_with_no_game_yet_shows_no_win_rate_elo_or_time() -> None:
    """Stopped before ``c`` sat down, the standings said it won 0.0% of its games, was rated
    1500 and took 0.00 ms a decision: figures of nothing. Its games (0) stay; the rest,
    its interval too (session 26: it showed 0.0–100.0%), is a dash, as its mean margin
    already was."""
    table = standings(STOPPED_EARLY, LABELS)
    row = next(line for line in printed(results_table(table, "t")).splitlines() if " c " in line)
    cells = row.split()
    assert cells[:3] == ["c", "0", "0"]
    assert cells[3:] == ["–", "–", "–", "–", "–", "–"]
    # the others keep their figures
    a = next(line for line in printed(results_table(table, "t")).splitlines() if " a " in line)
    assert "100.0%" in a and "2.00" in a


def test_standings_csv_leaves_the_figures_of_a_player_with_no_game_empty(
    tmp_path: Path,
) -> None:
    """As ``mean_margin`` already was: a reader summing win rates must not take 0 for them."""
    table = standings(STOPPED_EARLY, LABELS)
    write_csv(tmp_path, STOPPED_EARLY, table)
    c = csv_rows(tmp_path / "standings.csv")["c"]
    assert (c["games"], c["decisions"]) == ("0", "0")
    empty: tuple[str, ...] = ("win_rate", "mean_margin", "elo", "median_ms_per_decision")
    empty += ("max_ms_per_decision", "ci_low", "ci_high")  # the interval: session 26, was 0 to 1
    assert {name: c[name] for name in empty} == dict.fromkeys(empty, "")
    a = csv_rows(tmp_path / "standings.csv")["a"]
    assert a["win_rate"] == "1.0000" and a["median_ms_per_decision"] == "2.000"


def test_head_to_head_csv_leaves_the_rate_of_pairs_that_never_met_empty(
    tmp_path: Path,
) -> None:
    """The table shows a dash for a pair that has not met; the CSV wrote a rate of 0."""
    meetings = head_to_head(STOPPED_EARLY, LABELS)
    assert "–" in printed(head_to_head_table(meetings, LABELS))
    path = tmp_path / "head_to_head.csv"
    write_head_to_head_csv(path, meetings)
    with path.open(encoding="utf-8") as handle:
        found = {(row["player"], row["opponent"]): row for row in csv.DictReader(handle)}
    assert found["a", "b"]["win_rate"] == "1.0000" and found["b", "a"]["win_rate"] == "0.0000"
    assert found["a", "c"]["games"] == "0" and found["a", "c"]["win_rate"] == ""
    assert found["c", "b"]["win_rate"] == ""
    # nor an interval: the table's dash stands for the whole cell
    assert (found["a", "c"]["ci_low"], found["a", "c"]["ci_high"]) == ("", "")
    assert found["a", "b"]["ci_high"] != ""


def test_the_plot_draws_no_bar_for_a_player_with_no_game() -> None:
    """Its bar (0) and whisker (0 to 1) looked like a player that lost every game; it is
    named, said to have played none, and drawn as nothing."""
    bars = plot_bars(standings(STOPPED_EARLY, LABELS))
    assert bars.names == ["a", "b", "c\n(no games)"]
    assert bars.rates[2] == 0.0 and bars.below[2] == 0.0 and bars.above[2] == 0.0
    assert bars.above[1] > 0  # b lost its one game: its interval is drawn


def duel(deal: int, first: tuple[float, float], labels: tuple[str, str]) -> list[GameResult]:
    """Deal ``deal`` played in both seatings; ``first`` is ``labels[0]``'s share of each."""
    a, b = labels
    return [
        GameResult(deal, 0, (a, b), (first[0], 1 - first[0]), None, {}),
        GameResult(deal, 1, (b, a), (1 - first[1], first[1]), None, {}),
    ]


def test_a_comparison_with_no_deal_in_common_shows_no_figures(tmp_path: Path) -> None:
    """A run stopped before its first whole deal, compared with its baseline: the table said
    the win rate moved by +0.0 from 0.0% to 0.0% (the player had won all it played)."""
    baseline = duel(0, (1.0, 1.0), ("x", "y"))
    results = [GameResult(0, 0, ("x", "y"), (1.0, 0.0), None, {})]  # half a deal
    lines = paired_differences(results, ["x", "y"], baseline, ["x", "y"])
    assert all(line.deals == 0 for line in lines)
    text = printed(paired_table(lines, "base"))
    assert "0.0%" not in text and "+0.0" not in text
    assert "no whole deal both played yet" in text
    path = tmp_path / "baseline.csv"
    write_paired_csv(path, lines, "base")
    x = csv_rows(path)["x"]
    assert x["deals"] == "0" and x["games_changed"] == "0"
    figures = ("win_rate", "baseline_win_rate", "difference", "ci_half_width")
    assert {name: x[name] for name in figures} == dict.fromkeys(figures, "")


def test_a_comparison_over_deals_keeps_its_figures(tmp_path: Path) -> None:
    """The other side of the line: with deals in common every figure is written."""
    baseline = [*duel(0, (1.0, 1.0), ("x", "y")), *duel(1, (0.0, 1.0), ("x", "y"))]
    results = [*duel(0, (1.0, 0.0), ("x", "y")), *duel(1, (1.0, 1.0), ("x", "y"))]
    lines = paired_differences(results, ["x", "y"], baseline, ["x", "y"])
    text = printed(paired_table(lines, "base"))
    assert "on the 2 whole deals both played" in text and "75.0%" in text
    path = tmp_path / "baseline.csv"
    write_paired_csv(path, lines, "base")
    assert csv_rows(path)["x"]["win_rate"] == "0.7500"


def test_record_dash_is_refused_not_made_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--out -`` writes the CSV to the standard output; ``--record -`` made a folder named
    ``-`` in the current one (``tournament --out -`` is refused)."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        main(["simulate", "--games", "1", "--jobs", "1", "--record", "-"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "argument --record: name a folder for the records, not -" in err
    assert not os.path.lexists(tmp_path / "-")


def test_a_tournament_stopped_before_any_game_says_how_to_start_it_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ctrl-C before the first game left ``settings.json`` in ``--out`` and said only
    "stopped": the same command again was refused ("already holds a tournament"). The
    stop now says what the folder holds and that ``--resume`` starts the run."""

    def stop_at_once(
        config: TournamentConfig, done: Collection[tuple[int, int]] = ()
    ) -> Iterator[GameResult]:
        yield from iter_results(replace(config, deals=0), done=done)
        raise KeyboardInterrupt

    monkeypatch.setattr(tournament_command, "iter_results", stop_at_once)
    out = tmp_path / "run"
    argv = ["tournament", "--agents", "random,easy", "--deals", "2", "--jobs", "1"]
    assert main([*argv, "--out", str(out)]) == 130
    err = " ".join(capsys.readouterr().err.split())
    assert f"{out} holds the run's settings and no game: --resume starts it" in err
    assert err.endswith("stopped")
    monkeypatch.setattr(tournament_command, "iter_results", iter_results)
    assert main([*argv, "--out", str(out), "--resume"]) == 0
    assert len(csv_rows(out / "standings.csv")) == 2


class GoneReader:
    """A standard error whose reader has gone (``2>&1 | head -1``, ``| less`` left early):
    the first ``lines`` writes go through, every later one fails as a closed pipe does."""

    def __init__(self, lines: int = 0) -> None:
        self.lines = lines
        self.written: list[str] = []

    def write(self, text: str) -> int:
        if len(self.written) >= self.lines:
            raise BrokenPipeError(32, "Broken pipe")
        self.written.append(text)
        return len(text)

    def flush(self) -> None:
        """Nothing held back."""

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        raise OSError("not a real file")


def test_a_simulation_whose_progress_reader_goes_keeps_its_csv(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``roadgames simulate --out hands.csv 2>&1 | head -1``: the progress line that met the
    closed pipe ended the command through Rich's exit, and the CSV, written whole once the
    run ends, was never written: every game lost. The reader going now stops the run as
    Ctrl-C does, keeping the games played. Here it went at the last progress line, every
    game played: the run is complete, and (session 26) ends 0, not 141, its tables read."""
    capsys.readouterr()
    monkeypatch.setattr(sys, "stderr", GoneReader())
    out = tmp_path / "hands.csv"
    status = main(["simulate", "--games", "3", "--jobs", "1", "--out", str(out)])
    monkeypatch.undo()
    assert status == 0
    captured = capsys.readouterr()
    printed = " ".join(captured.out.split())
    assert f"wrote every hand to {out}" in printed and "the hands played" not in printed
    with out.open(encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        assert {row["game"] for row in reader} == {"0", "1", "2"}
        assert reader.fieldnames is not None and "partial" not in reader.fieldnames
    assert "Traceback" not in captured.err


def test_a_simulation_stopped_by_its_progress_reader_keeps_the_games_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Gone in the middle of the run (the progress told every game here): the CSV and the
    records hold the games played, the same ones, and the tables on the standard output,
    which still reads, are those of the games played."""
    monkeypatch.setattr(
        simulate_command, "with_progress", functools.partial(with_progress, quiet_seconds=0)
    )
    monkeypatch.setattr(sys, "stderr", GoneReader(lines=3))
    out, records = tmp_path / "hands.csv", tmp_path / "records"
    argv = ["simulate", "--games", "40", "--jobs", "1", "--out", str(out), "--record", str(records)]
    status = main(argv)
    monkeypatch.undo()
    assert status == 141
    with out.open(encoding="utf-8") as handle:
        games = {int(row["game"]) for row in csv.DictReader(handle)}
    assert 0 < len(games) < 40 and games == set(range(len(games)))
    assert len(list(records.glob("game-*.json"))) == len(games)
    assert f"{len(games)} games (random)" in capsys.readouterr().out


def test_a_tournament_whose_progress_reader_goes_writes_its_whole_results(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The last progress line ("played 6/6") met the closed pipe: the run ended through
    Rich's exit with its last game unsaved and neither the plot nor the final standings
    written. Now the files hold every game played; every game was, and the command ends
    with 0 (session 26; it ended 141, as if stopped)."""
    capsys.readouterr()
    monkeypatch.setattr(sys, "stderr", GoneReader())
    out = tmp_path / "run"
    argv = ["tournament", "--agents", "random,easy", "--deals", "3", "--jobs", "1"]
    status = main([*argv, "--out", str(out)])
    monkeypatch.undo()
    assert status == 0
    with (out / "games.csv").open(encoding="utf-8") as handle:
        assert len(list(csv.DictReader(handle))) == 12  # 6 games × 2 teams
    assert (out / "win_rates.png").exists()
    printed = " ".join(capsys.readouterr().out.split())
    assert "partial" not in printed and "3 duplicate deals, 6 games" in printed


def test_the_readme_names_every_column_of_every_file_the_commands_write(tmp_path: Path) -> None:
    """A researcher reading ``standings.csv``, ``times.csv``, ``head_to_head.csv`` or
    ``baseline.csv`` found their columns named nowhere but in the code."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    headers: dict[str, list[str]] = {}
    table = standings(STOPPED_EARLY, LABELS)
    write_csv(tmp_path, STOPPED_EARLY, table)
    write_head_to_head_csv(tmp_path / "head_to_head.csv", head_to_head(STOPPED_EARLY, LABELS))
    lines = paired_differences(STOPPED_EARLY, ["a", "b"], STOPPED_EARLY, ["a", "b"])
    write_paired_csv(tmp_path / "baseline.csv", lines, "base")
    duel_run = [*duel(0, (1.0, 1.0), ("x", "y")), *duel(1, (1.0, 0.0), ("x", "y"))]
    write_csv(tmp_path / "duel", duel_run, standings(duel_run, ["x", "y"]))  # deals_swept
    for path in [*tmp_path.glob("*.csv"), tmp_path / "duel" / "standings.csv"]:
        with path.open(encoding="utf-8") as handle:
            headers[path.name] = next(csv.reader(handle))
    for game in ("millebornes", "rushshift"):
        out = tmp_path / f"{game}.csv"
        assert main(["simulate", game, "--games", "1", "--jobs", "1", "--out", str(out)]) == 0
        with out.open(encoding="utf-8") as handle:
            header = next(csv.reader(handle))
        # Mille Bornes' score-sheet columns are named as the score sheet names its lines
        headers[out.name] = header[:10] if game == "millebornes" else header
    missing = {
        name: [column for column in columns if f"`{column}`" not in readme]
        for name, columns in headers.items()
    }
    assert missing == {name: [] for name in headers}
