"""``roadgames play``'s command line: its help and what it refuses before any game opens;
what a mutation sweep of ``commands/play.py`` found untested (session 32)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from play_helpers import rush_match_saved
from roadgames.cli import main
from roadgames.commands import play
from roadgames.commands.play_saves import default_save_path


def _help(capsys: pytest.CaptureFixture[str]) -> str:
    """``roadgames play --help``, its lines joined (as wide as the terminal, they wrap)."""
    with pytest.raises(SystemExit) as stop:
        main(["play", "--help"])
    assert stop.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def test_the_help_says_players_defaults_to_the_seats_named(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # play counts the seats of --seats; the other commands have a fixed default
    assert "default: as many as --seats names" in _help(capsys)


def test_a_save_that_breaks_the_reading_in_an_unforeseen_way_is_refused_in_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # no record found reaches this net (each is refused as damaged in its own words); a
    # slip in reading one must still end as a refusal, not a traceback
    def slip(*args: Any, **kwargs: Any) -> Any:
        raise KeyError("players")

    monkeypatch.setattr(play, "load_session", slip)
    path = tmp_path / "g.json"
    assert main(["play", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == f"roadgames: cannot resume {path}: the file is damaged ('players')\n"


def test_a_missing_file_named_to_resume_is_refused_without_pointing_at_the_other_game(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the other game's save is offered only where the default save asked for is missing
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    rush_match_saved(default_save_path("rushshift"))
    missing = tmp_path / "missing.json"
    assert main(["play", "--resume", str(missing)]) == 2
    named = capsys.readouterr().err
    assert main(["play", "millebornes", "--resume"]) == 2
    default = capsys.readouterr().err
    offer = "a Rush Hour Shift game is saved: roadgames play rushshift --resume"
    assert str(missing) in named and offer not in named
    assert offer in default


def test_an_unknown_player_with_an_at_sign_is_refused_as_unknown_not_as_a_budget(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # "nobody@5" is no known player given a budget: saying budgets are not taken would mislead
    assert main(["play", "--quick", "--seats", "human,nobody@5"]) == 2
    err = capsys.readouterr().err
    assert "unknown player 'nobody@5'" in err and "budget" not in err


@pytest.mark.parametrize(
    "words",
    [
        "[{millebornes,rushshift}] Play Mille Bornes or Rush Hour Shift in the terminal",
        "--seats KINDS comma-separated seat kinds",
        "--names NAMES comma-separated seat names",
        "--seed SEED shuffle seed, a whole number from 0",
        ",tl} language (default: from the locale",
        "--resume [FILE] continue a saved game of either game",
        "--trust-players resume a file from outside roadgames' own save folder",
        "--save FILE where the game is saved",
        "--quick skip the new-game screen",
        "--delay SECONDS pause before each computer move",
        "(default 0.6) examples: roadgames play #",
    ],
)
def test_the_help_says_what_each_option_does(
    words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # each option's words right after its name: the help as it is laid out, not just somewhere
    assert words in _help(capsys)


def test_the_command_list_says_what_play_is_for(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    listed = " ".join(capsys.readouterr().out.split())
    assert "play play in the terminal (Mille Bornes, Rush Hour Shift)" in listed


@pytest.mark.parametrize(
    ("given", "named"),
    [
        (["--names", "a,b"], "--names"),
        (["--seed", "3"], "--seed"),
        (["--preset", "modern"], "--preset"),
        (["--players", "3"], "--players"),
        (["-o", "target=700"], "-o"),
    ],
)
def test_an_option_a_resumed_game_takes_from_its_record_is_refused_by_its_name(
    given: list[str], named: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--resume", str(tmp_path / "g.json"), *given]) == 2
    err = capsys.readouterr().err
    assert (
        err
        == f"roadgames: error: {named} cannot change a resumed game: its record says how it goes\n"
    )


def test_quick_with_resume_is_refused_saying_what_each_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--quick", "--resume", str(tmp_path / "g.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: error: --quick starts a new game and --resume carries on")
