"""Every command's help reads well on an 80-column terminal: the descriptions fill the
width, the examples fit it."""

from __future__ import annotations

import pytest

from roadgames.agents import base
from roadgames.cli import build_parser, main


@pytest.mark.parametrize(
    "command", [[], ["play"], ["simulate"], ["tournament"], ["replay"], ["rules"]]
)
def test_help_fits_80_columns(
    command: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit) as exit_info:
        main([*command, "--help"])
    assert exit_info.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(map(len, lines)) <= 80, max(lines, key=len)


@pytest.mark.parametrize("command", ["play", "simulate", "tournament", "replay", "rules"])
def test_an_options_help_is_never_broken_at_a_hyphen(
    command: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # a path broken after "GAME-", a word after "comma-", would be copied or read wrong
    monkeypatch.setenv("XDG_DATA_HOME", "/data")  # a default save path that fits the help
    for columns in range(40, 131, 3):
        monkeypatch.setenv("COLUMNS", str(columns))
        with pytest.raises(SystemExit):
            main([command, "--help"])
        lines = capsys.readouterr().out.splitlines()
        broken = [line for line in lines if line[-2:-1].isalpha() and line.endswith("-")]
        assert not broken, (columns, broken)


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_a_wide_terminal_fills_paragraphs_and_keeps_the_examples(
    command: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = capsys.readouterr().out
    description = text.split("\n\n")[1]  # after the usage
    assert 80 < max(map(len, description.splitlines())) <= 90
    examples = text[text.index("examples:\n") :].splitlines()[1:4]
    assert all(line.startswith(f"  roadgames {command} --") for line in examples), examples


def test_the_players_list_wraps_to_80_columns_however_many_players(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    names = [f"long-named-test-player-{n}" for n in range(8)]
    for name in names:  # the registry restored afterwards
        monkeypatch.setitem(base._REGISTRY, ("millebornes", name), lambda seed: None)
    with pytest.raises(SystemExit):
        main(["tournament", "--help"])
    text = capsys.readouterr().out
    assert max(map(len, text.splitlines())) <= 80
    assert all(name in text for name in names)  # whole, never broken at a hyphen


@pytest.mark.parametrize("command", ["play", "simulate", "tournament", "replay"])
def test_every_example_of_a_commands_help_is_a_valid_command_line(
    command: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``play --help`` had no examples at all; each example must parse as written."""
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = capsys.readouterr().out
    lines = text[text.index("examples:\n") :].splitlines()[1:]
    examples = [line.split("#")[0].split() for line in lines if line.startswith("  roadgames")]
    assert len(examples) >= 3
    parser = build_parser()
    for words in examples:
        assert words[1] == command
        parser.parse_args(words[1:])  # exits with status 2 on a bad one
