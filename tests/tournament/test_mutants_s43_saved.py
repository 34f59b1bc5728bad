"""Session 43's mutation sweep of ``tournament/saved.py``: what a saved run's settings may
hold at their bounds (deals from 1 to the most, a setting echoed whole up to its length,
an older run's seatings), a run of more deals than asked, blank lines in its files, a
baseline named from elsewhere or with fewer lineups, a player's file a run saved before
files were recorded cannot tell."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.core.errors import RoadgamesError
from roadgames.tournament.runner import MAX_DEALS, TournamentConfig
from roadgames.tournament.saved import recorded_baseline, resumed_run, write_settings
from roadgames.tournament.seating import parse_lineups
from run_files import edit_settings

RUN = ["tournament", "--agents", "random,easy", "--jobs", "1", "--preset", "modern"]


@pytest.fixture(scope="module")
def saved_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished run of two deals, played once for the module (copied to be changed)."""
    directory = tmp_path_factory.mktemp("saved") / "run"
    assert main([*RUN, "--deals", "2", "--out", str(directory)]) == 0
    return directory


def _copy(saved_run: Path, where: Path) -> Path:
    shutil.copytree(saved_run, where)
    return where


def _config(agents: str = "random,easy", players: int = 2) -> TournamentConfig:
    lineups = tuple(parse_lineups(agents))
    return TournamentConfig(game="millebornes", lineups=lineups, players=players, deals=2)


def _saved(directory: Path, config: TournamentConfig, **changes: Any) -> Path:
    """``config``'s settings written in ``directory``, changed as ``changes`` say (``...``:
    the key removed); no game played."""
    write_settings(directory, config)
    edit_settings(directory, **changes)
    return directory


def _refusal(directory: Path, config: TournamentConfig) -> str:
    with pytest.raises(RoadgamesError) as refused:
        resumed_run(directory, config, None)
    return str(refused.value)


def test_a_run_of_the_most_deals_resumes_and_none_of_no_deals(tmp_path: Path) -> None:
    config = _config()
    assert resumed_run(_saved(tmp_path, config, deals=MAX_DEALS), config, None)[0].deals == (
        MAX_DEALS
    )
    for deals in (0, MAX_DEALS + 1):
        _saved(tmp_path, config, deals=deals)
        assert _refusal(tmp_path, config).endswith(f"settings.json: deals {deals}")


@pytest.mark.parametrize(
    ("seed", "said"),
    [
        (int("7" * 40), "7" * 40),  # as long as is shown whole
        (int("7" * 41), "7" * 37 + "..."),
        ("", '""'),  # an empty setting is seen, not left blank
        ({}, "none"),
    ],
)
def test_a_setting_that_differs_is_said_whole_up_to_forty_characters(
    seed: object, said: str, tmp_path: Path
) -> None:
    config = _config()
    refusal = _refusal(_saved(tmp_path, config, seed=seed), config)
    assert refusal == f"the run in {tmp_path} was played with seed {said}, not 1"


def test_an_older_run_is_refused_only_where_its_seatings_were_played_twice(
    tmp_path: Path,
) -> None:
    """Before the seatings were recorded as distinct, a deal played some twice only where
    the lineups fill the table a whole number of times over: two lineups at three places
    never did, and such a run is carried on."""
    three = _config(players=3)
    assert resumed_run(_saved(tmp_path, three, seating=...), three, None)[1] == []


def test_a_run_saved_before_files_were_recorded_carries_on_with_its_players_files(
    tmp_path: Path,
) -> None:
    """Such a run cannot tell whether its player's file changed: it is carried on (a
    changed file is refused where the run recorded it)."""
    player = tmp_path / "mine.py"
    player.write_text(
        textwrap.dedent(
            """
            class First:
                def __init__(self, seed):
                    pass

                def decide(self, view, legal):
                    return legal[0]
            """
        ),
        encoding="utf-8",
    )
    config = _config(f"{player}:First,random")
    older: tuple[object, ...] = (..., {})  # no sources recorded; none for this player
    for sources in older:
        directory = tmp_path / f"run-{sources!r}"
        directory.mkdir()
        assert resumed_run(_saved(directory, config, sources=sources), config, None)[1] == []
    _saved(tmp_path, config, sources={f"{player}:First": "0" * 64})
    assert "has changed since the run" in _refusal(tmp_path, config)


def test_a_run_of_one_deal_more_than_asked_is_refused(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = _copy(saved_run, tmp_path / "run")
    capsys.readouterr()
    assert main([*RUN, "--deals", "1", "--out", str(directory), "--resume"]) == 2
    err = capsys.readouterr().err
    assert f"the run in {directory} has 2 deals: ask for --deals 2 or more" in err


def test_blank_lines_in_the_results_are_passed_over(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = _copy(saved_run, tmp_path / "run")
    for name in ("games.csv", "times.csv"):
        lines = (directory / name).read_text(encoding="utf-8").splitlines(keepends=True)
        (directory / name).write_text("".join([lines[0], "\n", *lines[1:], "\n"]), "utf-8")
    capsys.readouterr()
    assert main([*RUN, "--deals", "2", "--out", str(directory), "--resume"]) == 0
    assert "resuming: 4 of the 4 games already played" in capsys.readouterr().err


def test_a_baseline_named_from_one_folder_is_compared_again_from_another(
    saved_run: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    """The run records where its baseline is whatever folder it was named from: resumed
    from another folder, it is compared again."""
    base = _copy(saved_run, tmp_path / "base")
    monkeypatch.chdir(tmp_path)
    assert main([*RUN, "--deals", "1", "--out", "new", "--baseline", "base"]) == 0
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    capsys.readouterr()
    assert main([*RUN, "--deals", "1", "--out", str(tmp_path / "new"), "--resume"]) == 0
    assert f"compared with {base} again, as the run began" in capsys.readouterr().err


def test_a_baseline_recorded_as_empty_text_is_none(tmp_path: Path) -> None:
    """Not the folder the command runs in, which an empty path would name."""
    (tmp_path / "settings.json").write_text('{"baseline": ""}', encoding="utf-8")
    assert recorded_baseline(tmp_path) is None


def test_a_baseline_with_fewer_lineups_is_refused(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    capsys.readouterr()
    argv = ["tournament", "--agents", "random,easy,medium", "--jobs", "1", "--preset", "modern"]
    assert main([*argv, "--deals", "1", "--baseline", str(saved_run)]) == 2
    err = capsys.readouterr().err
    assert (
        f"the run in {saved_run} has other lineups (random, easy): a baseline needs 3, "
        "one per place in --agents"
    ) in err


@pytest.mark.parametrize("name", ["games.csv", "times.csv"])
def test_a_number_in_other_digits_than_ascii_is_refused(
    name: str, saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Python reads ``٠`` (an Arabic-Indic zero) as 0, and ``²`` not at all: an edited file
    holding either is refused on its line, neither taken for deal 0 nor said without one."""
    directory = _copy(saved_run, tmp_path / "run")
    path = directory / name
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    for digit in ("٠", "²"):
        path.write_text("".join([lines[0], digit + lines[1][1:], *lines[2:]]), "utf-8")
        capsys.readouterr()
        assert main([*RUN, "--deals", "2", "--out", str(directory), "--resume"]) == 2
        err = capsys.readouterr().err
        assert f"{path} is damaged: line 2: deal '{digit}' is not a whole number" in err


def test_a_team_beyond_the_table_is_refused_on_its_line(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two teams are numbered 0 and 1: a row for team 2 is refused, not read as the game's
    second team's (nor a crash looking for team 1)."""
    directory = _copy(saved_run, tmp_path / "run")
    path = directory / "games.csv"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[2].startswith("0,0,1,")
    path.write_text("".join([*lines[:2], "0,0,2," + lines[2][6:], *lines[3:]]), "utf-8")
    capsys.readouterr()
    assert main([*RUN, "--deals", "2", "--out", str(directory), "--resume"]) == 2
    err = capsys.readouterr().err
    assert f"{path} is damaged: line 3: no game has deal 0, rotation 0, team 2" in err


def test_win_shares_a_hair_short_of_one_are_refused(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``games.csv`` writes each share as Python writes the float, in full: shares adding up
    to 0.9999 were edited, not rounded."""
    directory = _copy(saved_run, tmp_path / "run")
    path = directory / "games.csv"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    assert lines[2].startswith("0,0,1,easy,1.0,")
    edited = lines[2].replace(",1.0,", ",0.9999,", 1)
    path.write_text("".join([*lines[:2], edited, *lines[3:]]), "utf-8")
    capsys.readouterr()
    assert main([*RUN, "--deals", "2", "--out", str(directory), "--resume"]) == 2
    err = capsys.readouterr().err
    assert "deal 0 rotation 0: its teams' win shares add up to 0.9999, not 1" in err


def test_a_comparison_of_ones_own_is_kept_from_a_run_compared(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder holding a ``baseline.csv`` and no run: one compared with a baseline would
    write its own over it, so the folder is refused, and nothing in it changes."""
    (tmp_path / "baseline.csv").write_text("mine\n", encoding="utf-8")
    capsys.readouterr()
    argv = [*RUN, "--deals", "1", "--baseline", str(saved_run), "--out", str(tmp_path)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{tmp_path} holds baseline.csv but no settings.json" in err
    assert [p.name for p in tmp_path.iterdir()] == ["baseline.csv"]
    assert (tmp_path / "baseline.csv").read_text(encoding="utf-8") == "mine\n"
