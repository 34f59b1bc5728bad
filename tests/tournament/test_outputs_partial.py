"""A tournament stopped before its end (Ctrl-C, a player's error) gives every output a
finished run gives, for the games it played: the tables, ``standings.csv``, the round robin's
``head_to_head.csv`` and the plot, said to be partial; ``--resume`` then finishes the run."""

from __future__ import annotations

import csv
import errno
import multiprocessing
import time
from collections.abc import Collection, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.commands import tournament as tournament_command
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import check_stopped
from roadgames.tournament import runner
from roadgames.tournament.runner import GameResult, TournamentConfig, iter_results

ROUND_ROBIN = ["tournament", "--agents", "random,easy,heuristic", "--jobs", "1"]
DUEL = ["tournament", "--agents", "random,easy", "--jobs", "1"]
#: The files of a finished round robin saved with --out.
ROUND_ROBIN_FILES = {"settings.json", "games.csv", "times.csv", "standings.csv",
                     "head_to_head.csv", "win_rates.png"}  # fmt: skip
#: The columns of ``standings.csv`` that hold no time (times differ from run to run).
UNTIMED = ("player", "games", "wins", "win_rate", "ci_low", "ci_high", "mean_margin", "elo")


def stopping_after(
    deals: int, then: BaseException, monkeypatch: pytest.MonkeyPatch
) -> list[GameResult]:
    """Make the command play the games of its first ``deals`` deals, then meet ``then``
    (Ctrl-C, a player's error); returns the games it played."""
    played: list[GameResult] = []

    def stopped(
        config: TournamentConfig, done: Collection[tuple[int, int]] = ()
    ) -> Iterator[GameResult]:
        for result in iter_results(replace(config, deals=deals), done=done):
            played.append(result)
            yield result
        raise then

    monkeypatch.setattr(tournament_command, "iter_results", stopped)
    return played


def rows(path: Path, columns: tuple[str, ...] | None = None) -> list[dict[str, str]]:
    """The rows of a CSV file (only ``columns``, if given)."""
    with path.open(encoding="utf-8") as handle:
        found = list(csv.DictReader(handle))
    return found if columns is None else [{c: row[c] for c in columns} for row in found]


def test_a_stopped_round_robin_writes_what_a_finished_one_does_for_its_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Stopped after the first of three deals: the head-to-head table and the plot were
    missing until ``--resume``; now the outputs are those of a run of that one deal."""
    finished = tmp_path / "finished"
    assert main([*ROUND_ROBIN, "--deals", "1", "--out", str(finished)]) == 0
    capsys.readouterr()
    played = stopping_after(1, KeyboardInterrupt(), monkeypatch)
    out = tmp_path / "stopped"
    assert main([*ROUND_ROBIN, "--deals", "3", "--out", str(out)]) == 130
    printed, err = capsys.readouterr()
    assert len(played) == 6
    assert {path.name for path in out.iterdir()} == ROUND_ROBIN_FILES
    assert rows(out / "head_to_head.csv") == rows(finished / "head_to_head.csv")
    assert rows(out / "standings.csv", UNTIMED) == rows(finished / "standings.csv", UNTIMED)
    assert (out / "win_rates.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # the table and the plot say the run is partial; the notes say where and how to go on
    assert "partial: 6 of the 18 games played" in " ".join(printed.split())
    assert "head to head" in printed and "Traceback" not in err
    assert f"stopped: {out} holds the 6 games played (--resume carries on)" in err
    assert "partial" in printed.splitlines()[-1] and "head_to_head.csv" in printed
    # resumed, the run ends whole and says so no more
    monkeypatch.setattr(tournament_command, "iter_results", iter_results)
    assert main([*ROUND_ROBIN, "--deals", "3", "--out", str(out), "--resume"]) == 0
    printed = capsys.readouterr().out
    assert "3 duplicate deals, 18 games" in printed and "partial" not in printed
    # every pair met in both seatings of each of the 3 deals
    assert all(int(row["games"]) == 6 for row in rows(out / "head_to_head.csv"))


def test_a_run_stopped_by_a_player_error_writes_its_outputs_then_says_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stopping_after(1, RoadgamesError("player 'easy' failed"), monkeypatch)
    out = tmp_path / "run"
    assert main([*DUEL, "--deals", "3", "--out", str(out)]) == 2
    printed, err = capsys.readouterr()
    assert err.splitlines()[-1] == "roadgames: error: player 'easy' failed"
    assert f"{out} holds the 2 games played before it" in " ".join(err.split())
    assert (out / "win_rates.png").exists() and len(rows(out / "standings.csv")) == 2
    assert "partial: 2 of the 6 games played" in " ".join(printed.split())


def test_a_stopped_run_without_a_folder_prints_the_standings_of_its_games(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stopping_after(1, KeyboardInterrupt(), monkeypatch)
    assert main([*ROUND_ROBIN, "--deals", "2"]) == 130
    printed, err = capsys.readouterr()
    assert "partial: 6 of the 12 games played" in " ".join(printed.split())
    assert "head to head" in printed
    assert "stopped: the standings of the 6 games played" in err


def test_a_run_stopped_before_any_game_writes_no_standings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stopping_after(0, KeyboardInterrupt(), monkeypatch)
    out = tmp_path / "run"
    assert main([*DUEL, "--deals", "3", "--out", str(out)]) == 130
    printed, err = capsys.readouterr()
    assert printed == "" and err.strip().endswith("stopped")
    assert {path.name for path in out.iterdir()} == {"settings.json"}


def test_results_that_cannot_be_written_are_said_in_words_after_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A full disk under ``--out`` ended the run with a traceback (an ``OSError`` from the
    CSV writer), the table of the games played lost with it."""

    def full(*args: object) -> list[Path]:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tournament_command, "write_csv", full)
    out = tmp_path / "run"
    assert main([*DUEL, "--deals", "2", "--out", str(out)]) == 2
    printed, err = capsys.readouterr()
    assert err.splitlines()[-1] == (
        f"roadgames: error: cannot write the results to {out}: No space left on device"
    )
    assert "Traceback" not in err and "random" in printed and "partial" in printed


def _slow_after_two_deals(config: TournamentConfig, deal: int, rotation: int) -> GameResult:
    """Deals from 2 on take 20 s (in steps that heed a stop)."""
    if deal >= 2:
        for _ in range(200):
            check_stopped()
            time.sleep(0.1)
    return _real_play_game(config, deal, rotation)


_real_play_game = runner.play_game


def test_a_run_stopped_by_a_failed_save_stops_its_workers_before_it_returns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The error returned from the playing loop held the results' generator: only the
    garbage collector closed it, so the workers played their games on, unseen, and the
    process waited for them at exit (40 s in a reviewer's case)."""
    monkeypatch.setattr(runner, "play_game", _slow_after_two_deals)

    def full_disk(*_: object) -> None:
        raise RoadgamesError("cannot write the results: No space left on device")

    monkeypatch.setattr(tournament_command, "_save_csv", full_disk)
    argv = ["tournament", "--agents", "random,random", "--deals", "40", "--jobs", "2"]
    started = time.perf_counter()
    assert main([*argv, "--out", str(tmp_path / "run")]) == 2
    assert "No space left on device" in capsys.readouterr().err
    assert multiprocessing.active_children() == []  # no worker left playing
    assert time.perf_counter() - started < 10


def test_a_resumed_run_compares_with_the_baseline_it_was_started_with(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Stopped with --baseline, the run held a baseline.csv of its first deal: resumed
    without --baseline it compared nothing and left that file as it was (stale)."""
    old, new = tmp_path / "old", tmp_path / "new"
    assert main([*DUEL, "--deals", "3", "--out", str(old)]) == 0
    stopping_after(1, KeyboardInterrupt(), monkeypatch)
    assert main([*DUEL, "--deals", "3", "--out", str(new), "--baseline", str(old)]) == 130
    assert {row["deals"] for row in rows(new / "baseline.csv")} == {"1"}
    capsys.readouterr()
    monkeypatch.setattr(tournament_command, "iter_results", iter_results)
    assert main([*DUEL, "--out", str(new), "--resume"]) == 0
    printed, err = capsys.readouterr()
    assert f"compared with {old} again, as the run began" in " ".join(err.split())
    assert "paired difference" in printed
    assert {row["deals"] for row in rows(new / "baseline.csv")} == {"3"}


def test_a_resumed_run_whose_baseline_is_gone_drops_the_stale_comparison(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    assert main([*DUEL, "--deals", "3", "--out", str(old)]) == 0
    stopping_after(1, KeyboardInterrupt(), monkeypatch)
    assert main([*DUEL, "--deals", "3", "--out", str(new), "--baseline", str(old)]) == 130
    (old / "settings.json").unlink()
    capsys.readouterr()
    monkeypatch.setattr(tournament_command, "iter_results", iter_results)
    assert main([*DUEL, "--out", str(new), "--resume"]) == 0
    printed, err = capsys.readouterr()
    said = " ".join(err.split())
    assert f"cannot compare with {old} again" in said and "holds no tournament" in said
    assert "paired difference" not in printed
    assert not (new / "baseline.csv").exists()  # no comparison of a part of the run left


def test_a_refused_resume_or_a_finished_run_keeps_its_comparison(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """baseline.csv went as soon as the baseline could not be read, before the resume was
    even checked, and on a finished run with nothing left to play."""
    old, new = tmp_path / "old", tmp_path / "new"
    assert main([*DUEL, "--deals", "2", "--out", str(old)]) == 0
    assert main([*DUEL, "--deals", "2", "--out", str(new), "--baseline", str(old)]) == 0
    (old / "settings.json").unlink()
    capsys.readouterr()
    wrong = ["tournament", "--agents", "random,heuristic", "--jobs", "1"]
    assert main([*wrong, "--out", str(new), "--resume"]) == 2  # other players: refused
    assert (new / "baseline.csv").exists()
    assert "cannot compare" not in capsys.readouterr().err  # the refusal is all it says
    assert main([*DUEL, "--out", str(new), "--resume"]) == 0  # finished: nothing played
    assert "cannot compare with" in capsys.readouterr().err
    assert (new / "baseline.csv").exists()
