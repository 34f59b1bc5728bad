"""The edges of the command line's output: the summary tables of ``simulate``, ``tournament``,
``rules`` and ``replay`` printed into a pipe whose reader has gone (``| head -1``) or onto a
full disk (``> /dev/full``); and runs that would never end refused before they start."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from head_pipe import SIGPIPE_STATUS, into_head

from roadgames.cli import main
from roadgames.commands import rules as rules_command
from roadgames.commands import simulate as simulate_command
from roadgames.commands import tournament as tournament_command
from roadgames.commands.output import output_failure
from roadgames.core.endless import refuse_endless
from roadgames.core.errors import RulesError
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.simulation import GameRun
from roadgames.tournament.runner import GameResult


def commands(record: Path) -> dict[str, list[str]]:
    """Each command that prints a summary, quick to run."""
    return {
        "simulate": ["simulate", "--games", "3", "--jobs", "1"],
        "tournament": ["tournament", "--agents", "random,easy", "--deals", "1", "--jobs", "1"],
        "rules": ["rules"],
        "rules rushshift": ["rules", "rushshift"],
        "replay": ["replay", str(record)],
    }


NAMES = ["simulate", "tournament", "rules", "rules rushshift", "replay"]


def roadgames(argv: list[str], stdout: int, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run ``roadgames argv`` in a process of its own, its standard output on ``stdout``."""
    return subprocess.run(
        [sys.executable, "-m", "roadgames", *argv],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
    )


@pytest.mark.parametrize("name", NAMES)
def test_a_closed_pipe_ends_the_output_quietly_as_a_shell_tool_does(
    name: str, record: Path, tmp_path: Path
) -> None:
    """``roadgames … | head -1``: the reader has gone before the tables come (here, before
    anything comes). Rich ended it with status 1 and no word; a shell's tools end with 141."""
    read, write = os.pipe()
    os.close(read)  # the reader has gone: every write to the pipe fails
    try:
        done = roadgames(commands(record)[name], write, tmp_path)
    finally:
        os.close(write)
    assert done.returncode == SIGPIPE_STATUS, done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    assert "error" not in done.stderr


def test_a_tournament_writes_its_files_whatever_becomes_of_its_tables(tmp_path: Path) -> None:
    """The tables were printed before the files were written: a reader gone (| head) cost
    the run's standings, plot and head-to-head table, after every game was played."""
    out = tmp_path / "run"
    argv = ["tournament", "--agents", "random,easy,heuristic", "--deals", "1", "--jobs", "1"]
    read, write = os.pipe()
    os.close(read)
    try:
        done = roadgames([*argv, "--out", str(out)], write, tmp_path)
    finally:
        os.close(write)
    assert done.returncode == SIGPIPE_STATUS, done.stderr
    names = {path.name for path in out.iterdir()}
    assert {"standings.csv", "head_to_head.csv", "win_rates.png"} <= names


def test_a_reader_that_leaves_after_a_line_ends_the_tables_quietly(tmp_path: Path) -> None:
    """The case as it is met: ``simulate --games 50 | head -1``. Whether the tables meet
    the closed pipe is a race with ``head``'s exit: on a busy machine they may all reach
    the pipe first, a run that failed nothing (0). Either way, no traceback and no error;
    the reader gone before anything comes is the test above, which always meets it."""
    done = into_head("simulate --games 50 --jobs 1", tmp_path)
    assert done.returncode in (0, SIGPIPE_STATUS), done.stderr
    assert len(done.stdout.splitlines()) == 1
    assert "Traceback" not in done.stderr and "roadgames:" not in done.stderr


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
@pytest.mark.parametrize("name", NAMES)
def test_a_full_disk_is_said_in_one_line(name: str, record: Path, tmp_path: Path) -> None:
    """``roadgames … > /dev/full``: a traceback ending in ``OSError: [Errno 28]``; now one
    line that says what failed and why, and status 1."""
    with open("/dev/full", "w") as full:
        done = roadgames(commands(record)[name], full.fileno(), tmp_path)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    last = done.stderr.splitlines()[-1]
    assert last == "roadgames: cannot write the output: No space left on device"
    assert done.stderr.count("roadgames:") == 1


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_the_csv_on_a_full_standard_output_is_said_in_the_same_line(tmp_path: Path) -> None:
    """``simulate --out -`` writes the CSV on the standard output: a full disk there is the
    same failure as for the tables, said the same way."""
    argv = ["simulate", "--games", "3", "--jobs", "1", "--out", "-"]
    with open("/dev/full", "w") as full:
        done = roadgames(argv, full.fileno(), tmp_path)
    assert done.returncode == 1, done.stderr
    assert done.stderr.splitlines()[-1] == (
        "roadgames: cannot write the output: No space left on device"
    )
    assert "Traceback" not in done.stderr


def test_other_failures_are_not_taken_for_the_output(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a write of the output counts: an ``OSError`` from elsewhere (a bug, a file the
    command failed to say) still shows where it came from, and an exit is an exit."""

    def broken(args: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(OSError):
        try:
            broken(None)
        except OSError as exc:
            assert output_failure(exc) is None
            raise
    with pytest.raises(SystemExit):
        try:
            raise SystemExit(3)
        except SystemExit as exc:
            assert output_failure(exc) is None
            raise
    monkeypatch.setattr(rules_command, "run", broken)
    with pytest.raises(OSError, match="No space"):
        main(["rules"])


# A game that may never end


def no_games(config: object, **_: object) -> Iterator[GameRun | GameResult]:
    """Fail the test if a game is played."""
    raise AssertionError("games were played")


ENDLESS = "with computer players only a game may never end: give a turn limit, -o turn_limit=N"


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "rushshift", "--seats", "greedy", "--games", "2", "--jobs", "1"],
        ["simulate", "--game", "rushshift", "--games", "2", "--jobs", "1"],
        ["tournament", "rushshift", "--agents", "greedy,random", "--deals", "1", "--jobs", "1"],
    ],
)
def test_no_turn_limit_with_computer_players_only_is_refused_before_playing(
    argv: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    """Two greedy players with both heroes blocked never back off: with no turn limit such a
    run went on for ever. It is refused before a game is played, saying why and what to do."""
    monkeypatch.setattr(simulate_command, "iter_games", no_games)
    monkeypatch.setattr(tournament_command, "iter_results", no_games)
    out = tmp_path / "run"
    extra = ["--out", str(out)] if argv[0] == "tournament" else []
    assert main([*argv, "-o", "turn_limit=0", *extra]) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: error: ") and err.count("\n") == 1
    assert ENDLESS in err
    assert not out.exists()  # nothing written either


def test_play_refuses_no_turn_limit_to_computers_alone_not_to_a_person(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``play rushshift --seats greedy,greedy`` watched with no limit could go on for ever;
    a person at the table can give way (the run then stops only for want of a terminal)."""
    argv = ["play", "rushshift", "-o", "turn_limit=0", "--seats"]
    assert main([*argv, "greedy,greedy"]) == 2
    assert ENDLESS in capsys.readouterr().err
    assert main([*argv, "human,greedy"]) == 2
    err = capsys.readouterr().err
    assert ENDLESS not in err and "play needs a terminal" in err


def test_a_turn_limit_still_plays(capsys: pytest.CaptureFixture[str]) -> None:
    """The refusal is for no limit only: any limit lets the run go."""
    argv = ["simulate", "rushshift", "--seats", "greedy", "--games", "2", "--jobs", "1"]
    assert main([*argv, "-o", "turn_limit=40"]) == 0
    argv = ["tournament", "rushshift", "--agents", "greedy,random", "--deals", "1", "--jobs", "1"]
    assert main([*argv, "-o", "turn_limit=40"]) == 0


def test_the_rules_say_what_no_turn_limit_asks(capsys: pytest.CaptureFixture[str]) -> None:
    """``roadgames rules rushshift`` still shows rules without a limit (a person at the table
    may play them), saying that computer players alone need one."""
    assert main(["rules", "rushshift", "-o", "turn_limit=0"]) == 0
    out = " ".join(capsys.readouterr().out.replace("│", " ").split())
    assert "computer players alone may never finish" in out


def test_a_game_of_computer_players_only_is_checked_where_humans_are_counted() -> None:
    """The check counts the people at the table: one is enough for rules with no limit."""
    rules = RUSHSHIFT.rules_from_options(None, 2, turn_limit=0)
    refuse_endless("rushshift", rules, humans=1)
    refuse_endless("rushshift", RUSHSHIFT.rules_from_options(None, 2), humans=0)
    with pytest.raises(RulesError, match=ENDLESS):
        refuse_endless("rushshift", rules, humans=0)


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_worker_processes_that_cannot_start_are_said_so(
    command: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A fork refused (the system's process limit) came out of simulate as "cannot write
    hands.csv", its except for the CSV taking it for the file's."""

    def refused() -> int:
        raise BlockingIOError(errno.EAGAIN, os.strerror(errno.EAGAIN))

    monkeypatch.setattr(os, "fork", refused)
    argv = {
        "simulate": ["simulate", "--games", "8", "--out", str(tmp_path / "hands.csv")],
        "tournament": ["tournament", "--agents", "random,easy", "--deals", "4"],
    }[command]
    assert main([*argv, "--jobs", "2"]) == 2
    err = " ".join(capsys.readouterr().err.split())
    assert "cannot start worker processes" in err and "--jobs 1" in err
    assert "cannot write" not in err and "Traceback" not in err
