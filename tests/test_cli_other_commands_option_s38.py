"""``--agents`` is tournament's and ``--seats`` play's and simulate's: each given to the
other command is said as such. Before, ``simulate --agents heuristic,random`` read the
players as the game and answered "argument game: invalid choice: 'heuristic,random'"."""

from __future__ import annotations

import pytest

from roadgames.cli import main


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["simulate", "--agents", "heuristic,random"],
         "--agents is tournament's: simulate names its players with --seats"),
        (["simulate", "rushshift", "--agents=random"],
         "--agents is tournament's: simulate names its players with --seats"),
        (["play", "--agents", "expert"],
         "--agents is tournament's: play names its players with --seats"),
        (["tournament", "--seats", "heuristic,expert"],
         "--seats is play's and simulate's: tournament names its players with --agents"),
        (["tournament", "--agents", "random,random", "--seats"],
         "--seats is play's and simulate's: tournament names its players with --agents"),
    ],
)  # fmt: skip
def test_the_other_commands_player_option_is_named_as_such(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: roadgames {argv[0]} "), err
    assert f"roadgames {argv[0]}: error: {said}" in " ".join(err.split()), err


@pytest.mark.parametrize("command", ["play", "simulate", "tournament"])
def test_the_other_name_is_not_in_the_help(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    shown = capsys.readouterr().out
    other = "--seats" if command == "tournament" else "--agents"
    assert other not in shown.split("usage:")[1].split("\n\n")[0]  # not in the usage
    assert f"  {other}" not in shown  # nor among the options
