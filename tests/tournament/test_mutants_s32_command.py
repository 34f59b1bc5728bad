"""Mutants of ``roadgames tournament`` (the command's module) that the other tests let live
(session 32's sweep)."""

from __future__ import annotations

import errno
import shutil
import sys
from collections.abc import Collection, Iterator
from contextlib import closing
from pathlib import Path

import pytest
from matplotlib.figure import Figure

from roadgames.cli import main
from roadgames.commands import files
from roadgames.commands import tournament as tournament_command
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import MAX_JOBS
from roadgames.tournament.runner import MAX_DEALS, GameResult, TournamentConfig, iter_results

RUN = ["tournament", "--agents", "random,random", "--jobs", "1"]


def _capture_configs(monkeypatch: pytest.MonkeyPatch) -> list[TournamentConfig]:
    """Replace the games with none, keeping the tournament each run was handed."""
    seen: list[TournamentConfig] = []

    def nothing(config: TournamentConfig, **_: object) -> Iterator[GameResult]:
        seen.append(config)
        yield from ()

    monkeypatch.setattr(tournament_command, "iter_results", nothing)
    return seen


def test_a_tournament_without_agents_is_refused_as_a_usage_error(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["tournament", "--deals", "1"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "required" in err and "--agents" in err and "Traceback" not in err


def test_a_tournament_without_jobs_plays_on_every_core(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _capture_configs(monkeypatch)
    main(["tournament", "--agents", "random,random", "--deals", "1"])
    assert [config.jobs for config in seen] == [0]  # 0: every core, as the help says


def test_a_run_without_matplotlib_writes_its_files_but_the_plot_and_says_how_to_get_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib: ImportError
    out = tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    # the note names what to install, the project's extra first
    assert "no plot: matplotlib is missing (the plot extra: " in lines[-2]
    assert "pip install matplotlib" in lines[-2]
    assert lines[-1].startswith("wrote settings.json, games.csv") and "win_rates" not in lines[-1]
    assert not (out / "win_rates.png").exists()


def test_a_save_that_fails_without_an_errno_says_the_failure_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def power_cut(*_: object) -> list[Path]:
        raise OSError("power cut")  # no errno: its strerror is None

    monkeypatch.setattr(tournament_command, "write_csv", power_cut)
    out = tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"cannot write the results to {out}: power cut" in err
    assert err.count("cannot write the results") == 1  # the save that stopped it: said once


def test_a_folder_named_like_markup_is_said_as_named_in_what_was_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "[bold]run"
    assert main([*RUN, "--deals", "1", "--out", str(out)]) == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith(f" in {out}")


def test_a_resumed_run_compares_with_its_baseline_again_saying_so_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base, out = tmp_path / "the-baseline-run-of-last-week", tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(base)]) == 0
    assert main([*RUN, "--deals", "1", "--out", str(out), "--baseline", str(base)]) == 0
    capsys.readouterr()
    assert main([*RUN, "--out", str(out), "--resume"]) == 0
    # one line, however long the folder's name (the notes go to an 80-column log)
    assert f"compared with {base.resolve()} again, as the run began\n" in capsys.readouterr().err


def test_a_run_stopped_before_its_first_game_resumes_when_its_baseline_is_gone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    base, out = tmp_path / "the-baseline-run-of-last-week", tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(base)]) == 0
    with monkeypatch.context() as patch:
        _capture_configs(patch)  # no game played: no baseline.csv written yet
        assert main([*RUN, "--deals", "1", "--out", str(out), "--baseline", str(base)]) != 0
    assert not (out / "baseline.csv").exists()
    # said on one line, however long the folder's name (a log's 80 columns)
    said = f"{out} holds the run's settings and no game: --resume starts it"
    assert said in capsys.readouterr().err.splitlines()
    shutil.rmtree(base)
    capsys.readouterr()
    assert main([*RUN, "--out", str(out), "--resume"]) == 0
    err = capsys.readouterr().err
    assert f"cannot compare with {base.resolve()} again: " in err.splitlines()[0]
    assert (out / "games.csv").exists() and not (out / "baseline.csv").exists()


def test_a_plot_that_cannot_be_written_at_the_end_fails_the_run_after_its_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def disk_full(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tournament_command, "write_plot", disk_full)
    out = tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(out)]) == 2
    captured = capsys.readouterr()
    assert "1 duplicate deal, 2 games" in captured.out  # the table, printed before the error
    assert f"cannot write the results to {out}: No space left on device" in captured.err


def test_a_run_stopped_by_an_error_that_then_cannot_write_says_both_the_error_last(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def one_game_then_an_error(
        config: TournamentConfig, done: Collection[tuple[int, int]] = ()
    ) -> Iterator[GameResult]:
        with closing(iter_results(config, done)) as games:
            yield next(games)
        raise RoadgamesError("the player broke down")

    def disk_full(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tournament_command, "iter_results", one_game_then_an_error)
    monkeypatch.setattr(tournament_command, "write_plot", disk_full)
    out = tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(out)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert f"cannot write the results to {out}: No space left on device" in err
    assert err[-1] == "roadgames: error: the player broke down"


def test_the_most_deals_the_help_allows_are_accepted(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _capture_configs(monkeypatch)  # (none played: only the arguments are checked)
    main([*RUN, "--deals", str(MAX_DEALS)])
    assert [config.deals for config in seen] == [MAX_DEALS]


def test_a_run_played_to_its_end_says_nothing_of_stopping(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([*RUN, "--deals", "1"]) == 0
    assert "stopped" not in capsys.readouterr().err


def test_the_most_jobs_are_taken_and_one_more_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen = _capture_configs(monkeypatch)  # (none played: only the arguments are checked)
    argv = ["tournament", "--agents", "random,random", "--deals", "1", "--jobs"]
    main([*argv, str(MAX_JOBS)])
    assert [config.jobs for config in seen] == [MAX_JOBS]
    capsys.readouterr()
    assert main([*argv, str(MAX_JOBS + 1)]) == 2
    assert f"--jobs must be from 0 (every core) to {MAX_JOBS}" in capsys.readouterr().err
    assert len(seen) == 1


def test_the_help_says_what_each_option_of_a_tournament_is_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    listing = " ".join(capsys.readouterr().out.split())  # as one line, however it wraps
    assert "tournament computer players against each other" in listing
    with pytest.raises(SystemExit):
        main(["tournament", "--help"])
    out = capsys.readouterr().out
    assert "\nexamples:\n  roadgames tournament --agents" in out  # a heading of its own
    text = " ".join(out.split())
    for option, purpose in [
        ("--agents AGENTS", "players, comma-separated, one per team"),
        ("--players PLAYERS", "seats at the table"),
        ("--seed SEED", "seed of the deals and players"),
        ("--jobs JOBS", "worker processes"),
        ("--out DIR", "write the run here as it is played"),
        ("--resume", "carry on the run saved in --out"),
        ("--baseline DIR", "compare with the run saved in DIR"),
    ]:
        assert f"{option} {purpose}" in text


def test_a_resumed_run_counts_its_progress_against_the_games_left_to_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(out)]) == 0
    capsys.readouterr()
    assert main([*RUN, "--deals", "2", "--out", str(out), "--resume"]) == 0
    err = capsys.readouterr().err
    assert "resuming: 2 of the 4 games already played" in err
    assert "played 2/2 games" in err  # the two games of the new deal, not 2 of 6


def test_the_plot_of_a_three_team_run_draws_the_even_share_at_one_in_three(
    tmp_path: Path, drawn: list[Figure]
) -> None:
    argv = ["tournament", "--agents", "random,random,random", "--players", "3", "--jobs", "1"]
    assert main([*argv, "--deals", "1", "--out", str(tmp_path / "run")]) == 0
    (figure,) = drawn
    legend = figure.axes[0].get_legend()
    assert legend is not None
    assert [text.get_text() for text in legend.get_texts()] == ["even share: 1 in 3"]


def test_a_run_resumed_where_nothing_can_be_written_is_refused_before_any_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(out)]) == 0

    def read_only(_: Path) -> None:
        raise OSError(errno.EROFS, "Read-only file system")  # (root writes past chmod)

    monkeypatch.setattr(files, "probe_writes", read_only)
    seen = _capture_configs(monkeypatch)
    capsys.readouterr()
    assert main([*RUN, "--deals", "2", "--out", str(out), "--resume"]) == 2
    assert f"cannot write the results to {out}: Read-only file system" in capsys.readouterr().err
    assert seen == []  # refused before playing, not after hours of play
