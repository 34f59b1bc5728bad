"""``tournament --out DIR --resume`` carries on the run saved in DIR with the settings it
was started with: the game, the players, the seats, the seed, the preset and the rule
options left out of the command are the run's own (read from its ``settings.json``), and
what is given must be the run's, as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.cli import main

#: A Mille Bornes run of settings other than every default.
STARTED = [
    "tournament", "--agents", "random,easy", "--preset", "modern", "--players", "3",
    "--seed", "5", "-o", "fast_play=on", "--jobs", "1",
]  # fmt: skip


def _games(folder: Path) -> bytes:
    return (folder / "games.csv").read_bytes()


def test_a_run_resumed_with_its_folder_alone_plays_as_the_whole_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Extended from one deal to two with ``--out DIR --resume --deals 2``, the run's games
    are those of the same run played to two deals at once, byte for byte."""
    whole, resumed = tmp_path / "whole", tmp_path / "resumed"
    assert main([*STARTED, "--deals", "2", "--out", str(whole)]) == 0
    assert main([*STARTED, "--deals", "1", "--out", str(resumed)]) == 0
    capsys.readouterr()
    argv = ["tournament", "--out", str(resumed), "--resume", "--deals", "2", "--jobs", "1"]
    assert main(argv) == 0
    assert "resuming: " in capsys.readouterr().err
    assert _games(resumed) == _games(whole)
    assert (resumed / "settings.json").read_text() == (whole / "settings.json").read_text()


def test_a_rush_hour_shift_run_is_resumed_without_naming_the_game(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    started = ["tournament", "rushshift", "--agents", "random,greedy", "--seed", "3"]
    assert main([*started, "--deals", "1", "--jobs", "1", "--out", str(folder)]) == 0
    argv = ["tournament", "--out", str(folder), "--resume", "--deals", "2", "--jobs", "1"]
    assert main(argv) == 0
    whole = tmp_path / "whole"
    assert main([*started, "--deals", "2", "--jobs", "1", "--out", str(whole)]) == 0
    assert _games(folder) == _games(whole)


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (["--agents", "random,heuristic"], "lineups"),
        (["--seed", "6"], "seed 5, not 6"),
        (["--preset", "classic"], "preset"),
        (["-o", "fast_play=off"], "fast_play"),
        (["rushshift"], "game"),
    ],
)
def test_what_a_resume_gives_must_be_the_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], given: list[str], said: str
) -> None:
    """A setting given with ``--resume`` is not taken over the run's: where it differs the
    run is refused, saying which, and nothing is played."""
    folder = tmp_path / "run"
    assert main([*STARTED, "--deals", "1", "--out", str(folder)]) == 0
    before = _games(folder)
    capsys.readouterr()
    argv = ["tournament", *given, "--out", str(folder), "--resume", "--deals", "2"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: error: ") and said in err
    assert _games(folder) == before


def test_a_resume_with_no_folder_says_so_not_that_agents_are_missing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["tournament", "--resume"]) == 2
    assert "--resume carries on the run saved in --out" in capsys.readouterr().err


def test_a_resume_of_a_folder_holding_no_run_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tournament", "--out", str(tmp_path), "--resume"]) == 2
    assert "holds no tournament to resume (settings.json)" in capsys.readouterr().err


def test_a_new_run_still_needs_its_players(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["tournament", "--deals", "1"])
    assert stopped.value.code == 2
    assert "the following arguments are required: --agents" in capsys.readouterr().err
