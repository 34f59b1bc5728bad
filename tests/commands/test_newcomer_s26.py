"""What a newcomer met in the study commands (session 26): the plot's missing matplotlib
said as a source checkout installs it; a player of one's own given as a file shown by a
short label, not its absolute path, in the tables and files (``tournament``, its
``--resume`` and ``--baseline`` of runs saved before, and ``simulate``); and a dash, not
``0``, for a seat's wins when starting where it started no game."""

from __future__ import annotations

import csv
import re
import shutil
from pathlib import Path

import pytest
from rich.table import Table

from roadgames.cli import main
from roadgames.commands import tournament as tournament_command
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.simulation import SimulationConfig, share
from roadgames.simulation.rushshift import RoundFacts, RushShiftSummary
from roadgames.tournament.seating import parse_lineups

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "racer.py"
README = ROOT / "README.md"


@pytest.fixture(autouse=True)
def _own_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing lands in the real home folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _column(table: Table, heading: str) -> list[str]:
    column = next(c for c in table.columns if str(c.header) == heading)
    return [str(cell) for cell in column.cells]


# ------------------------------------------------------- 1. no matplotlib: the plot extra


def test_a_missing_matplotlib_is_said_as_the_readme_installs_the_plot_extra(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``pip install 'roadgames[plot]'`` asked a package index for a package that is not
    the checkout the README installs: the line names the ``plot`` extra and the README's
    own command, run in the project's folder."""

    def no_matplotlib(*args: object, **kwargs: object) -> None:
        raise ImportError("No module named 'matplotlib'")

    monkeypatch.setattr(tournament_command, "write_plot", no_matplotlib)
    out = tmp_path / "run"
    argv = ["tournament", "--agents", "random,random", "--deals", "1", "--jobs", "1"]
    assert main([*argv, "--out", str(out)]) == 0
    said = capsys.readouterr().out
    line = next(line for line in said.splitlines() if line.startswith("no plot"))
    command = ".venv/bin/pip install -e '.[plot]'"
    assert "plot extra" in line and command in line and "project's folder" in line
    assert "roadgames[plot]" not in line
    readme = README.read_text(encoding="utf-8")
    assert f"`plot` extra\n(`{command}`)" in readme  # the README says the same
    assert not (out / "win_rates.png").exists() and (out / "standings.csv").exists()


# ------------------------------------------------------ 2. a file's player: a short label


def _copy_racer(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copy(EXAMPLE, folder / "racer.py"))


def test_a_file_player_is_labelled_by_its_file_name_not_its_path() -> None:
    lineups = parse_lineups(f"{EXAMPLE}:Racer,heuristic,{EXAMPLE}:Racer@8+random")
    assert [lineup.label for lineup in lineups] == [
        "racer.py:Racer",
        "heuristic",
        "racer.py:Racer@8+random",
    ]
    assert lineups[0].players == (f"{EXAMPLE}:Racer",)  # still played from its whole path


def test_two_files_of_one_name_keep_apart_by_their_folders(tmp_path: Path) -> None:
    """Two ``racer.py`` in different folders would share the label ``racer.py:Racer``:
    each gets as many folders above it as tell them apart, and the same one twice keeps its
    number."""
    first = tmp_path / "a" / "bots" / "racer.py"
    second = tmp_path / "b" / "bots" / "racer.py"
    third = tmp_path / "c" / "racer.py"
    text = f"{first}:Racer,{second}:Racer,{third}:Racer,{first}:Racer,{first}:Other"
    labels = [lineup.label for lineup in parse_lineups(text)]
    assert labels == [
        "a/bots/racer.py:Racer",
        "b/bots/racer.py:Racer",
        "c/racer.py:Racer",
        "a/bots/racer.py:Racer#2",
        "a/bots/racer.py:Other",
    ]
    assert len(set(labels)) == len(labels)


def _play(argv: list[str], capsys: pytest.CaptureFixture[str], status: int = 0) -> tuple[str, str]:
    assert main(argv) == status, capsys.readouterr().err
    said = capsys.readouterr()
    return said.out, said.err


def _tournament(agents: str, *more: str) -> list[str]:
    return ["tournament", "--agents", agents, "--deals", "1", "--jobs", "1", *more]


def test_the_tournament_shows_and_writes_the_short_label(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Given by its absolute path, or relatively from another folder, the player is
    ``racer.py:Racer`` in the table (a narrow one, not 115 columns) and in every file but
    the settings, which keep the path to play it again."""
    monkeypatch.chdir(tmp_path)
    _copy_racer(tmp_path / "examples")
    for agents, folder in [
        (f"{EXAMPLE}:Racer,heuristic", str(EXAMPLE.parent)),
        ("examples/racer.py:Racer,heuristic", str(tmp_path)),
    ]:
        out = tmp_path / f"run{len(folder)}"
        shown, _ = _play(_tournament(agents, "--out", str(out)), capsys)
        table = shown.split("\nwrote ")[0]
        assert "racer.py:Racer" in table and folder not in table
        assert max(len(line) for line in table.splitlines()) < 90  # (115 with the path)
        for name in ("games.csv", "times.csv", "standings.csv"):
            text = (out / name).read_text(encoding="utf-8")
            assert "racer.py:Racer" in text and folder not in text, name
        assert {row["player"] for row in _rows(out / "games.csv")} == {
            "racer.py:Racer",
            "heuristic",
        }
        assert folder in (out / "settings.json").read_text(encoding="utf-8")


def _as_saved_before(out: Path, short: str, whole: str) -> None:
    """Make ``out`` a run as roadgames saved it before the labels were shortened: the
    player's whole name in ``games.csv``, ``times.csv`` and ``standings.csv``."""
    for name in ("games.csv", "times.csv", "standings.csv"):
        path = out / name
        text = re.sub(rf"(?<![/\w]){re.escape(short)}", whole, path.read_text(encoding="utf-8"))
        assert whole in text
        path.write_text(text, encoding="utf-8")


def test_a_run_saved_with_whole_paths_is_resumed_and_compared_with(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A run saved before (its files label the player by its whole path) is carried on with
    ``--resume``, its files then written with the short label, and is a ``--baseline``."""
    racer = _copy_racer(tmp_path / "bots")
    whole = f"{racer}:Racer"
    old = tmp_path / "old"
    _play(_tournament(f"{whole},random", "--out", str(old)), capsys)
    _as_saved_before(old, "racer.py:Racer", whole)
    base = tmp_path / "base"
    shutil.copytree(old, base)

    argv = ["tournament", "--agents", f"{whole},random", "--jobs", "1"]
    shown, said = _play([*argv, "--deals", "2", "--out", str(old), "--resume"], capsys)
    assert "resuming: 2 of the 4 games already played" in said
    assert str(racer.parent) not in shown.split("\nwrote ")[0]
    rows = _rows(old / "games.csv")
    assert len(rows) == 8 and {row["player"] for row in rows} == {"racer.py:Racer", "random"}
    assert str(racer.parent) not in (old / "times.csv").read_text(encoding="utf-8")

    new = tmp_path / "new"
    shown, _ = _play([*argv, "--deals", "1", "--out", str(new), "--baseline", str(base)], capsys)
    compared = _rows(new / "baseline.csv")
    assert [row["player"] for row in compared] == ["racer.py:Racer", "random"]
    assert [row["baseline_player"] for row in compared] == ["racer.py:Racer", "random"]
    assert all(row["deals"] == "1" for row in compared)


def test_simulate_shows_and_writes_the_short_label(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "hands.csv"
    argv = ["simulate", "--seats", f"{EXAMPLE}:Racer,random", "--games", "1", "--jobs", "1"]
    shown, _ = _play([*argv, "--out", str(out)], capsys)
    folder = str(EXAMPLE.parent)
    assert "racer.py:Racer" in shown and folder not in shown
    assert {row["players"] for row in _rows(out)} == {"racer.py:Racer", "random"}


# ------------------------------------------- 3. won when starting: a dash for no start


def test_a_seat_that_started_no_game_has_a_dash_for_its_wins_when_starting() -> None:
    rules = RUSHSHIFT.rules_from_options(None, 2)
    config = SimulationConfig("rushshift", rules, ("greedy", "random"), games=1, jobs=1)
    summary = RushShiftSummary(config)
    summary.add_part(RoundFacts(winner=0, starter=0, turns=9, actions=20))
    table = summary.tables()[1]
    assert _column(table, "games started") == ["1", "0"]
    assert _column(table, "won when starting") == ["1 (100.0%)", "–"]


def test_a_share_of_nothing_is_no_figure() -> None:
    """Every simulate table words a count and its share alike: of none, no figure."""
    assert share(0, 0) == "–" and share(0, 4) == "0 (0.0%)" and share(1, 4) == "1 (25.0%)"


def test_simulate_rushshift_shows_the_dash(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "rushshift", "--seats", "greedy,random", "--games", "2", "--jobs", "1"]
    shown, _ = _play(argv, capsys)
    silver = next(line for line in shown.splitlines() if "silver" in line)
    assert silver.split("│")[-2].strip() == "–", silver
