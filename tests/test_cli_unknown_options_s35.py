"""An option a command does not know is refused by that command's parser: its usage and its
name, not the top level's ("usage: roadgames [-h] [--version] COMMAND ..." told the user
nothing of which options to look at)."""

from __future__ import annotations

import pytest

from roadgames.cli import main


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["simulate", "--games", "2", "--bogus"], "simulate"),
        (["tournament", "--agents", "random,random", "--bogus"], "tournament"),
        (["replay", "game.json", "--bogus"], "replay"),  # --lang it knows
        (["rules", "millebornes", "--bogus"], "rules"),
    ],
)
def test_an_unknown_option_is_refused_in_the_commands_own_words(
    argv: list[str], command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: roadgames {command} ")
    unknown = " ".join(argv[argv.index("--bogus") :])
    assert err.rstrip().endswith(f"roadgames {command}: error: unrecognized arguments: {unknown}")


def test_an_unknown_option_before_any_command_is_the_top_levels(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--bogus"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: roadgames [-h]")
    assert err.rstrip().endswith("roadgames: error: unrecognized arguments: --bogus")


@pytest.mark.parametrize(
    ("argv", "unknown"),
    [
        (["simulate", "--deals", "10"], "--deals 10"),
        (["tournament", "--agents", "random,random", "--games", "10"], "--games 10"),
        (["play", "--games", "3"], "--games 3"),
        (["simulate", "--lang", "fr", "--games", "2"], "--lang fr"),
        (["tournament", "--agents", "random,random", "--record=d"], "--record=d"),
        (["simulate", "rushshift", "--baseline", "d"], "--baseline d"),
    ],
)
def test_an_unknown_option_with_a_value_is_not_taken_for_the_game(
    argv: list[str], unknown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Session 38: argparse left the option unread and took its value for the game
    (``simulate --deals 10``: "argument game: invalid choice: '10'")."""
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: roadgames {argv[0]} ")
    assert err.rstrip().endswith(f"roadgames {argv[0]}: error: unrecognized arguments: {unknown}")


def test_what_follows_a_double_dash_is_not_an_option(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["rules", "--", "--bogus"])
    assert "invalid choice: '--bogus'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "unknown"),
    [
        (["simulate", "-x", "10"], "-x 10"),
        (["play", "-n", "3"], "-n 3"),
        (["simulate", "-x10"], "-x10"),
    ],
)
def test_an_unknown_short_option_is_not_taken_for_the_game(
    argv: list[str], unknown: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(argv)
    err = capsys.readouterr().err
    assert err.rstrip().endswith(f"roadgames {argv[0]}: error: unrecognized arguments: {unknown}")


def test_negative_numbers_and_attached_short_options_are_read_as_before(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--seed", "-1", "--games", "1"])
    assert "-1 is negative" in capsys.readouterr().err
    assert main(["rules", "classic", "-oteams=true", "--players", "4"]) == 0
