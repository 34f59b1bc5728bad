"""Faults an audit of the command line found (session 37), each pinned here: a saved game
of one game resumed under the other's name, negative seeds taken by some commands only,
counts read as Python reads them (``1_0``), no command at all taken as a success, an empty
option value left out of its error, one unknown player said as one player too few, and a
plain ``--resume`` with no save naming one game's file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.millebornes import make_rules
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession

TITLES = {"millebornes": "Mille Bornes", "rushshift": "Rush Hour Shift"}


def _saved(tmp_path: Path, game: str) -> Path:
    """A game of ``game`` just started, saved at a file of its own."""
    path = tmp_path / f"{game}-game.json"
    if game == "millebornes":
        GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=1).save(path)
    else:
        rules = RUSHSHIFT.rules_from_options(None, 2)
        RushSession.new(rules, [PERSON, "random"], seed=1).save(path)
    return path


def _opened(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The apps ``roadgames play`` opens (of either game), kept instead of run."""
    opened: list[Any] = []

    def run(app: Any) -> str:
        opened.append(app)
        return str(app.save_path)

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(RoadgamesApp, "run", run)
    monkeypatch.setattr(RushShiftApp, "run", run)
    return opened


# ---------------------------------------- 1. a file resumed under the other game's name


@pytest.mark.parametrize(
    ("held", "named"),
    [
        ("millebornes", ["rushshift"]),
        ("millebornes", ["--game", "rushshift"]),
        ("rushshift", ["millebornes"]),
    ],
)
def test_a_file_of_the_other_game_than_the_one_named_is_refused(
    held: str,
    named: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = _saved(tmp_path, held)
    before = path.read_bytes()
    opened = _opened(monkeypatch)
    assert main(["play", *named, "--resume", str(path)]) == 2
    other = TITLES["rushshift" if held == "millebornes" else "millebornes"]
    assert capsys.readouterr().err == (
        f"roadgames: {path} holds a {TITLES[held]} game, not {other}: leave out the game's "
        "name to carry it on\n"
    )
    assert not opened and path.read_bytes() == before


@pytest.mark.parametrize("held", ["millebornes", "rushshift"])
def test_a_file_resumed_with_its_own_game_or_none_named_opens(
    held: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _saved(tmp_path, held)
    opened = _opened(monkeypatch)
    assert main(["play", "--resume", str(path)]) == 0
    assert main(["play", held, "--resume", str(path)]) == 0
    assert [app.session.game for app in opened] == [held, held]


# ------------------------------------------------- 2. one rule for seeds, plain counts


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--seed", "-1"],
        ["simulate", "--games", "1", "--seed", "-1"],
        ["tournament", "--agents", "random,random", "--deals", "1", "--seed", "-1"],
    ],
)
def test_every_command_refuses_a_negative_seed_in_the_same_words(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "argument --seed: -1 is negative: seeds are whole numbers from 0" in err, err
    assert err.startswith("usage: roadgames ") and "Traceback" not in err


@pytest.mark.parametrize("command", ["play", "simulate", "tournament"])
def test_every_seed_help_says_what_it_takes(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main([command, "--help"])
    assert stopped.value.code == 0
    said = " ".join(capsys.readouterr().out.split())
    help_of_seed = said[said.index("--seed SEED ") :][:120]
    assert "a whole number from 0" in help_of_seed, help_of_seed


@pytest.mark.parametrize(
    ("argv", "option", "typed"),
    [
        (["simulate", "--games", "1_0"], "--games", "1_0"),
        (["simulate", "--jobs", "+1"], "--jobs", "+1"),
        (["simulate", "--players", "2_0"], "--players", "2_0"),
        (["tournament", "--agents", "random,random", "--deals", "1_0"], "--deals", "1_0"),
        (["tournament", "--agents", "random,random", "--jobs", "1_0"], "--jobs", "1_0"),
        (["tournament", "--agents", "random,random", "--players", "\u0662"], "--players", "٢"),
        (["play", "--players", "0_2"], "--players", "0_2"),
    ],
)
def test_a_count_is_plain_digits_only(
    argv: list[str], option: str, typed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}: {typed!r} is not a whole number: write digits only" in err, err


def test_a_negative_count_is_still_refused_by_the_commands_own_range(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["tournament", "--agents", "random,random", "--jobs", "-1"]) == 2
    assert "--jobs must be from 0 (every core)" in capsys.readouterr().err


# ------------------------------------------------------------------- 3. no command


def test_no_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main([])
    assert stopped.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("usage: roadgames ")
    assert err.endswith(
        "roadgames: error: choose a command (play, simulate, tournament, replay, rules)\n"
    )


@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_and_version_still_succeed(flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main([flag])
    assert stopped.value.code in (0, None)
    assert capsys.readouterr().out


# ------------------------------------------------------ 4. an empty value, shown


def test_an_empty_option_value_is_shown_in_its_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "classic", "-o", "target="]) == 2
    assert capsys.readouterr().err == (
        "roadgames: error: option 'target' must be an integer from 100 to 5000, not ''\n"
    )


# ------------------------------------------------ 5. one unknown player, said unknown


@pytest.mark.parametrize("agents", ["bogus", "Bogus@64", "bogus+random"])
def test_one_unknown_player_is_said_to_be_unknown(
    agents: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tournament", "--agents", agents]) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: error: unknown player 'bogus' for millebornes"), err


def test_one_known_player_is_still_one_too_few(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--agents", "expert"]) == 2
    assert "a tournament needs at least two players" in capsys.readouterr().err


# ------------------------------------------------- 6. --resume with no save anywhere


def test_resume_with_no_save_of_either_game_says_none_is_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["play", "--resume"]) == 2
    assert capsys.readouterr().err == (
        f"roadgames: no saved game to resume (none at {tmp_path / 'roadgames'}): start one "
        "with roadgames play\n"
    )
    # a game named: that game's last save, named, and the command that starts one
    assert main(["play", "rushshift", "--resume"]) == 2
    err = capsys.readouterr().err
    assert (
        err.startswith("roadgames: no saved game to resume (")
        and "rushshift-save.json does not exist): start one with roadgames play rushshift\n" in err
    )
