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
        (["replay", "game.json", "--lang", "fr"], "replay"),
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
    unknown = " ".join(argv[argv.index(next(a for a in argv if a in ("--bogus", "--lang"))) :])
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
