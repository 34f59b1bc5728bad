"""The study commands' loose ends of session 26: a standard output closed or full, said for
every command (and the help and the version); a stopped simulation's CSV marked partial;
Rush Hour Shift's CSV with the match's winner; no interval for a player with no game (the
plot, ``standings.csv``, the table); values echoed as typed; a progress reader gone at the
last line of a run that played every game."""

from __future__ import annotations

import csv
import json
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from test_output_edges import roadgames

from roadgames.cli import main
from roadgames.commands import simulate as simulate_command
from roadgames.core.errors import RoadgamesError
from roadgames.simulation import SimulationConfig, iter_games
from roadgames.tournament import report
from roadgames.tournament.report import results_table, write_csv
from roadgames.tournament.runner import GameResult, TournamentConfig, micros_of
from roadgames.tournament.saved import resumed_run, write_settings
from roadgames.tournament.seating import parse_lineups
from roadgames.tournament.statistics import standings

#: A round robin of three players stopped after its first game: ``c`` has played nothing.
LABELS = ["a", "b", "c"]
STOPPED_EARLY = [
    GameResult(0, 0, ("a", "b"), (1.0, 0.0), (700.0, 300.0), {"a": micros_of([0.002])})
]
CLOSED = "roadgames: cannot write the output: the standard output is closed\n"


# ------------------------------------------------- 1. the standard output closed or full


@pytest.mark.parametrize(
    "argv",
    [
        ["rules"],
        ["rules", "rushshift"],
        ["replay", "RECORD"],
        ["simulate", "--games", "2", "--jobs", "1"],
        ["tournament", "--agents", "random,easy", "--deals", "1", "--jobs", "1"],
        ["--help"],
        ["simulate", "--help"],
        ["--version"],
    ],
)
def test_a_closed_standard_output_is_said_in_one_line(
    argv: list[str],
    record: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``roadgames simulate >&-`` ended 0 saying nothing (Python has no standard output
    then, and Rich writes to nothing); the help and the version went to the standard
    error, 0."""
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdout", None)
    status = main([str(record) if word == "RECORD" else word for word in argv])
    monkeypatch.undo()
    assert status == 1
    assert capsys.readouterr().err.endswith(CLOSED)


def test_a_closed_standard_output_keeps_the_files_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    out, run = tmp_path / "hands.csv", tmp_path / "run"
    assert main(["simulate", "--games", "2", "--jobs", "1", "--out", str(out)]) == 1
    argv = ["tournament", "--agents", "random,easy", "--deals", "1", "--jobs", "1"]
    assert main([*argv, "--out", str(run)]) == 1
    monkeypatch.undo()
    with out.open(encoding="utf-8") as handle:
        assert {row["game"] for row in csv.DictReader(handle)} == {"0", "1"}
    assert (run / "standings.csv").exists() and (run / "win_rates.png").exists()
    assert capsys.readouterr().err.count(CLOSED) == 2


@pytest.mark.parametrize("argv", [["--help"], ["--version"], ["tournament", "--help"]])
def test_the_help_and_the_version_on_a_full_output_are_said(argv: list[str]) -> None:
    """argparse drops the error of writing them: ``--help > /dev/full`` ended 0, silent."""
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = roadgames(argv, full.fileno(), Path.cwd())
    assert done.returncode == 1
    assert done.stderr == "roadgames: cannot write the output: No space left on device\n"


# ------------------------------------------------- 2. a stopped simulation's CSV


def stopping_after(games: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``simulate`` play ``games`` games, then meet Ctrl-C."""

    def stopped(config: SimulationConfig) -> Iterator[object]:
        yield from iter_games(replace(config, games=games))
        raise KeyboardInterrupt

    monkeypatch.setattr(simulate_command, "iter_games", stopped)


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_stopped_simulation_s_csv_says_it_is_partial(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the console said the run stopped: a program reading the file took the games
    played for the whole run. Its rows now carry ``partial`` (1); a finished run's have no
    such column, and its other columns are as a finished run's."""
    finished, stopped = tmp_path / "finished.csv", tmp_path / "stopped.csv"
    argv = ["simulate", game, "--jobs", "1", "--out"]
    assert main([*argv, str(finished), "--games", "2"]) == 0
    stopping_after(2, monkeypatch)
    assert main([*argv, str(stopped), "--games", "5"]) == 130
    with finished.open(encoding="utf-8") as handle:
        whole = list(csv.DictReader(handle))
    with stopped.open(encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        cut = list(reader)
    assert reader.fieldnames is not None and reader.fieldnames[-1] == "partial"
    assert "partial" not in whole[0]
    assert {row.pop("partial") for row in cut} == {"1"}
    assert cut == whole


# ------------------------------------------------- 3. Rush Hour Shift's match outcome


def test_rush_hour_shift_s_csv_names_each_match_s_winner(tmp_path: Path) -> None:
    """Mille Bornes' rows carry the match's outcome (``match_won``) beside the hand's;
    Rush Hour Shift's carried only each game's winner."""
    out = tmp_path / "games.csv"
    argv = ["simulate", "rushshift", "--seats", "greedy,random", "-o", "games=3"]
    assert main([*argv, "--games", "4", "--jobs", "1", "--seed", "3", "--out", str(out)]) == 0
    with out.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    for match in {row["match"] for row in rows}:
        games = [row for row in rows if row["match"] == match]
        assert len(games) == 3
        wins = {seat: sum(row["winner"] == seat for row in games) for seat in ("gold", "silver")}
        expected = "" if wins["gold"] == wins["silver"] else max(wins, key=wins.__getitem__)
        assert {row["match_winner"] for row in games} == {expected}
    assert any(row["match_winner"] for row in rows)


# ------------------------------------------------- 4, 5. a player with no game: no interval


def test_the_plot_draws_no_interval_for_a_player_with_no_game(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A whisker of length 0 still drew its caps: a hair at 0 under "c (no games)"."""
    from matplotlib import pyplot as plt
    from matplotlib.figure import Figure

    figures: list[Figure] = []
    monkeypatch.setattr(plt, "close", figures.append)
    report.write_plot(tmp_path / "p.png", standings(STOPPED_EARLY, LABELS), "t", 0.5)
    (ax,) = figures[0].axes
    caps = [line for line in ax.lines if line.get_marker() not in (None, "None", "")]
    places = {round(float(x)) for line in caps for x in np.asarray(line.get_xdata(), float)}
    stems = [np.asarray(path.vertices, float) for c in ax.collections for path in c.get_paths()]
    places |= {round(float(x)) for stem in stems for x in stem[:, 0]}
    assert places == {0, 1}  # a's and b's intervals, none for c
    plt.close(figures[0])


def test_a_player_with_no_game_has_no_interval_in_the_table_or_the_csv(tmp_path: Path) -> None:
    """``standings.csv`` wrote 0 to 1 and the table 0.0–100.0% where ``head_to_head.csv`` and
    its table leave a pair that never met empty (session 25 pinned the old way)."""
    from io import StringIO

    from rich.console import Console

    table = standings(STOPPED_EARLY, LABELS)
    write_csv(tmp_path, STOPPED_EARLY, table)
    with (tmp_path / "standings.csv").open(encoding="utf-8") as handle:
        rows = {row["player"]: row for row in csv.DictReader(handle)}
    assert (rows["c"]["ci_low"], rows["c"]["ci_high"]) == ("", "")
    assert rows["b"]["ci_low"] == "0.0000" and rows["b"]["ci_high"] != ""
    out = StringIO()
    Console(file=out, width=160, color_system=None).print(results_table(table, "t"))
    c = next(line for line in out.getvalue().splitlines() if " c " in line)
    assert "100.0%" not in c and c.split()[3:5] == ["–", "–"]


# ------------------------------------------------- 6. values echoed as typed


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["rules", "classic", "-o", "target=Abc"], "not Abc"),
        (["rules", "classic", "-o", "finish=Never"], "not Never"),
        (["rules", "modern", "-o", "deck=Yes"], "not Yes"),
        (["rules", "classic", "-o", "fast_play=maybe"], "not maybe"),
        (["rules", "rushshift", "-o", "setup=No"], "not No"),
        (["rules", "rushshift", "-o", "hand_size=Many"], "not Many"),
        (["simulate", "--games", "1", "-o", "Target"], "--option wants NAME=VALUE, not Target"),
    ],
)
def test_a_value_typed_is_echoed_as_typed(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Values were lower-cased before they were echoed (``-o target=Abc``: "not 'abc'"),
    text in quotes; ``deck=yes`` was echoed ``on``."""
    capsys.readouterr()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.rstrip().endswith(said), err


def test_a_value_typed_still_reads_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "classic", "-o", "finish=EXACT", "-o", "fast_play=Yes"]) == 0
    printed = " ".join(capsys.readouterr().out.split())
    assert "EXACT" not in printed and "exact" in printed


def test_a_damaged_setting_of_a_saved_run_is_echoed_as_the_file_spells_it(
    tmp_path: Path,
) -> None:
    """``settings.json`` holding ``"deals": "ten"`` was echoed with Python's ``repr``."""
    lineups = tuple(parse_lineups("random,easy"))
    config = TournamentConfig(game="millebornes", lineups=lineups, players=2, deals=2)
    write_settings(tmp_path, config)
    settings = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    for value, said in (("ten", '"ten"'), (True, "true"), (None, "null")):
        settings["deals"] = value
        (tmp_path / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        with pytest.raises(RoadgamesError) as caught:
            resumed_run(tmp_path, config, None)
        assert str(caught.value).endswith(f"settings.json: deals {said}")


# ------------------------------------------------- 7. the reader gone at the last line
