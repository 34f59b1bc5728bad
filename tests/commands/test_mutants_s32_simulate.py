"""``roadgames simulate``, the edges the other tests leave: the defaults its help promises,
a CSV file that cannot be written whole, and what the command says once it ends."""

from __future__ import annotations

import argparse
import re
import resource
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from play_helpers import stopped_after
from roadgames.cli import build_parser, main
from roadgames.commands import simulate as simulate_command
from roadgames.core.errors import RoadgamesError
from roadgames.simulation import GameRun, SimulationConfig, iter_games


def _simulate_parser() -> argparse.ArgumentParser:
    parser = build_parser()
    commands = next(
        action for action in parser._actions if isinstance(action, argparse._SubParsersAction)
    )
    found = commands.choices["simulate"]
    assert isinstance(found, argparse.ArgumentParser)
    return found


def test_the_defaults_are_those_the_help_names() -> None:
    parser = _simulate_parser()
    args = parser.parse_args([])
    for option in ("--games", "--seed", "--jobs"):
        action = next(action for action in parser._actions if option in action.option_strings)
        said = re.search(r"\(default:? (\d+)", action.help or "")
        assert said is not None, option
        assert getattr(args, action.dest) == int(said.group(1)), option


def test_no_seed_given_plays_the_games_of_seed_0(tmp_path: Path) -> None:
    for name, more in (("plain.csv", []), ("zero.csv", ["--seed", "0"])):
        argv = ["simulate", "--games", "2", "--jobs", "1", "--out", str(tmp_path / name)]
        assert main([*argv, *more]) == 0
    assert (tmp_path / "plain.csv").read_text() == (tmp_path / "zero.csv").read_text()


def _small_files() -> None:
    """In the child: files of at most 1 KiB, a write past it failing as on a full disk."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (1024, 1024))
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)


def test_a_csv_file_that_cannot_be_written_whole_is_said_in_one_line(tmp_path: Path) -> None:
    out = tmp_path / "hands.csv"
    argv = ["simulate", "--games", "10", "--jobs", "1", "--out", str(out)]
    done = subprocess.run(
        [sys.executable, "-m", "roadgames", *argv],
        preexec_fn=_small_files,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 2, done.stderr[-2000:]
    assert done.stderr.splitlines()[-1] == f"roadgames: error: cannot write {out}: File too large"
    assert "Traceback" not in done.stderr
    assert not out.exists()  # nothing half written in its place


def test_two_seats_named_make_a_two_player_game_even_under_the_club_preset(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The club preset's usual four seats are for when nobody says how many play."""
    argv = ["simulate", "--preset", "club", "--seats", "heuristic,random", "--games", "1"]
    assert main([*argv, "--jobs", "1"]) == 0
    assert "(heuristic vs random), preset club, 2 players" in capsys.readouterr().out


def test_where_the_csv_and_the_records_went_is_said_whole_however_long_the_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A path longer than the tables are wide stays on one line, to be copied as it is."""
    deep = tmp_path / ("a-folder-with-a-long-name-" * 5)
    out, folder = deep / "hands.csv", deep / "records"
    deep.mkdir()
    argv = ["simulate", "--games", "1", "--jobs", "1", "--out", str(out), "--record", str(folder)]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    assert f"wrote every hand to {out}" in lines
    assert f"wrote every game's record to {folder}" in lines


def test_tables_going_to_a_file_keep_their_width_rather_than_a_terminals_80_columns(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The four seats' table of the club preset is some 100 columns wide: in a log it is
    printed whole, not squeezed into the 80 columns of a terminal that is not there."""
    monkeypatch.delenv("COLUMNS", raising=False)
    assert main(["simulate", "--preset", "club", "--games", "1", "--jobs", "1"]) == 0
    widest = max(len(line) for line in capsys.readouterr().out.splitlines())
    assert 80 < widest <= 120


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The help ``argv`` prints."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 0
    return capsys.readouterr().out


def test_the_help_says_what_the_command_and_each_option_do(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert "simulate play many games and summarise them" in " ".join(
        _help(["--help"], capsys).split()
    )
    printed = _help(["simulate", "--help"], capsys)
    assert "\nexamples:\n  roadgames simulate --preset club" in printed
    said = " ".join(printed.split())  # the wrapping depends on the terminal
    for words in (
        "[{millebornes,rushshift}] Play many matches and summarise them.",
        "--seats PLAYER[,PLAYER…] who plays:",
        "--games GAMES matches to play",
        "--seed SEED random seed, a whole number from 0 (default 0)",
        "--jobs JOBS worker processes (default: 0, every core)",
        "--out FILE.csv also write every Mille Bornes hand",
        "--record DIR also write every match as a record",
        "--overwrite let --out replace a file",
    ):
        assert words in said, words


def test_refusals_name_the_option_at_the_start_of_their_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--games", "1", "--overwrite"]) == 2
    assert capsys.readouterr().err.startswith("roadgames: error: --overwrite lets --out FILE")
    assert main(["simulate", "--games", "1", "--out", str(tmp_path)]) == 2
    assert capsys.readouterr().err == (
        f"roadgames: error: --out {tmp_path} is a folder: name a file, such as "
        f"{tmp_path}/hands.csv\n"
    )


@pytest.mark.parametrize(
    ("stop", "status", "said"),
    [
        (KeyboardInterrupt(), 130, "stopped: the summary of the 2 games played"),
        (RoadgamesError("a player failed"), 2, "stopped by an error: the summary of the 2 games"),
    ],
)
def test_a_stopped_run_says_why_on_a_line_of_its_own(
    stop: BaseException,
    status: int,
    said: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(
        simulate_command, "iter_games", lambda config: stopped_after(iter_games(config), 2, stop)
    )
    assert main(["simulate", "--games", "5", "--jobs", "1"]) == status
    assert any(line.startswith(said) for line in capsys.readouterr().err.splitlines())


def test_an_earlier_record_removed_meanwhile_by_someone_else_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--overwrite`` removes the earlier records as the first game is written: one gone
    by then (another window's ``rm``) is already what was wanted."""
    folder = tmp_path / "records"
    folder.mkdir()
    for number in range(3):
        (folder / f"game-{number}.json").write_text("an earlier record\n", encoding="utf-8")

    def someone_removes_one(config: SimulationConfig) -> Iterator[GameRun]:
        (folder / "game-2.json").unlink()
        yield from iter_games(config)

    monkeypatch.setattr(simulate_command, "iter_games", someone_removes_one)
    argv = ["simulate", "--games", "2", "--jobs", "1", "--record", str(folder), "--overwrite"]
    assert main(argv) == 0
    assert sorted(path.name for path in folder.iterdir()) == ["game-0.json", "game-1.json"]
    assert "an earlier record" not in (folder / "game-1.json").read_text(encoding="utf-8")
