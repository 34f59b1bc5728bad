"""The game named either way, by every command that plays one: ``simulate rushshift`` or
``simulate --game rushshift``, ``tournament rushshift`` or ``tournament --game
rushshift``; both, and different, refused in words."""

from __future__ import annotations

import pytest

from roadgames.cli import main

SIMULATE = ["simulate", "--seats", "greedy,random", "--games", "1", "--jobs", "1"]
TOURNAMENT = ["tournament", "--agents", "greedy,random", "--deals", "1", "--jobs", "1"]


@pytest.mark.parametrize("command", [SIMULATE, TOURNAMENT])
@pytest.mark.parametrize("named", [["rushshift"], ["--game", "rushshift"], ["--game=RushShift"]])
def test_the_game_is_named_as_an_argument_or_an_option(
    command: list[str], named: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """``greedy`` plays only Rush Hour Shift: Mille Bornes would refuse it."""
    assert main([*command, *named]) == 0, capsys.readouterr().err


@pytest.mark.parametrize("command", [SIMULATE, TOURNAMENT, ["play", "--quick"]])
def test_two_different_games_are_refused(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*command, "rushshift", "--game", "millebornes"]) == 2
    assert "two games named: rushshift and --game millebornes" in capsys.readouterr().err
