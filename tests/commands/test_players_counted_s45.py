"""``--players`` counts seats; players named there (``--players human,expert``, the
mistake of one who meant ``--seats``) were refused as "not a whole number: write digits
only", which does not say where the players go. Each command with an option for its players
now names it; a count mistyped is refused as before (session 45)."""

from __future__ import annotations

import pytest

from roadgames.cli import main


@pytest.mark.parametrize(
    ("command", "players", "own"),
    [
        ("simulate", "random,random", "--seats"),
        ("simulate", "Expert", "--seats"),
        ("simulate", "bots.py:Bot", "--seats"),
        ("play", "human,medium", "--seats"),
        ("play", "human", "--seats"),
        ("tournament", "heuristic,expert", "--agents"),
        ("tournament", "greedy", "--agents"),
        ("simulate", "human,", "--seats"),
        ("simulate", "human,2", "--seats"),
        ("simulate", "easy,,hard", "--seats"),
    ],
)
def test_players_named_in_players_are_sent_to_the_commands_own_option(
    capsys: pytest.CaptureFixture[str], command: str, players: str, own: str
) -> None:
    """Built-in players, in any case, several or one (a comma too many, a count beside
    one), or one of one's own: the refusal names the option that takes them."""
    with pytest.raises(SystemExit) as stop:
        main([command, "--players", players])
    assert stop.value.code == 2
    assert capsys.readouterr().err.endswith(
        f"error: argument --players: {players!r} is not a number of seats: "
        f"choose the players with {own}\n"
    )


@pytest.mark.parametrize("players", ["two", "3x", "1_0", "1,2", "sevenish", "2,b"])
def test_a_count_mistyped_is_refused_as_no_whole_number(
    capsys: pytest.CaptureFixture[str], players: str
) -> None:
    """Words that are no player, digits run together, a letter beside digits: a count
    mistyped, and said to be so."""
    with pytest.raises(SystemExit):
        main(["simulate", "--players", players])
    assert capsys.readouterr().err.endswith(
        f"error: argument --players: {players!r} is not a whole number: write digits only\n"
    )


def test_rules_which_names_no_players_says_only_that_a_count_is_wanted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``rules`` has no option for players: it does not send anyone to one."""
    with pytest.raises(SystemExit):
        main(["rules", "--players", "random,easy"])
    assert capsys.readouterr().err.endswith(
        "error: argument --players: 'random,easy' is not a whole number: write digits only\n"
    )


def test_a_count_is_still_read(capsys: pytest.CaptureFixture[str]) -> None:
    """``--players 3`` seats three."""
    assert main(["rules", "--players", "3"]) == 0
    assert "│ players" in capsys.readouterr().out
