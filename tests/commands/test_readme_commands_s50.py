"""The README's command lines as a newcomer types them (fiftieth session's audit).

The help's own examples are checked (``tests/test_cli_help.py``) and so are the README's
Python examples (``tests/core/test_api_s23.py``), but not the README's command lines: an
option renamed, a player, preset or option value gone, would have left them stale unseen.
Every ``roadgames`` line of its ``sh`` blocks and every whole command in its text must
parse; the blocks' lines also run, in order in one folder, as a reader would run them
(``--resume`` and ``--baseline`` use the runs the lines before saved), shrunk to a few
games, the search players to a budget of one world or one millisecond, Rush Hour Shift's
games to 20 turns, and the terminal game opened without a terminal.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import build_parser, main
from roadgames.commands import play_launch
from roadgames.tui.game_app import GameApp

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: A word of a command the README writes as a placeholder (``PRESET``, ``FILE``, ``A,B``).
PLACEHOLDER = re.compile(r"^(?:[A-Z]+|A,B)$")


def _block_lines() -> list[str]:
    """The ``roadgames`` lines of the README's ``sh`` blocks, in order, comments left off."""
    lines = []
    for block in re.findall(r"```sh\n(.*?)```", README, re.S):
        for line in block.splitlines():
            command = line.split("#", 1)[0].strip()
            if command.startswith("roadgames "):
                lines.append(command)
    return lines


def _inline_commands() -> list[str]:
    """The whole commands quoted in the README's text (``roadgames simulate --preset …``),
    those with a placeholder or with no file where one is needed left out."""
    text = re.sub(r"```.*?```", "", README, flags=re.S)
    commands = [" ".join(span.split()) for span in re.findall(r"`(roadgames [^`]*)`", text)]
    return [
        command
        for command in commands
        if command != "roadgames replay"
        and not any(PLACEHOLDER.match(word) for word in command.split())
    ]


def test_the_readme_has_command_lines_to_check() -> None:
    """The extraction finds what the README shows (a changed layout would check nothing)."""
    lines = _block_lines()
    assert len(lines) >= 30
    assert {line.split()[1] for line in lines} == {
        "play",
        "rules",
        "simulate",
        "replay",
        "tournament",
    }
    assert "roadgames simulate --preset modern -o fast_play=on -o hazard_on_hazard=on" in (
        _inline_commands()
    )


@pytest.mark.parametrize("line", _block_lines() + _inline_commands())
def test_every_command_line_of_the_readme_parses(line: str) -> None:
    """Each line's options exist and take the values it gives them."""
    build_parser().parse_args(shlex.split(line)[1:])  # exits with status 2 on a bad one


def _budget(player: str) -> str:
    """A search player ``player`` (``expert``, ``hard@64``, ``expert@1000ms``) held to the
    least budget of its kind, so that a test plays it quickly; any other as it is."""
    name, _, budget = player.partition("@")
    if name not in ("hard", "expert"):
        return player
    return f"{name}@1ms" if budget.endswith("ms") else f"{name}@1"


def _shrunk(words: list[str]) -> list[str]:
    """The command ``words`` made quick: a few games or deals (``--resume`` extends by one,
    a ``--record`` run keeps its count, the names of its files following it), search players
    on the least budget (not at the table, where they take none), Rush Hour Shift's games
    drawn after 20 turns, one worker, the example player by its whole path."""
    words = [re.sub(r"(^|[,+])examples/", rf"\g<1>{ROOT}/examples/", word) for word in words]
    shrunk = list(words)
    for at, word in enumerate(words[:-1]):
        value = words[at + 1]
        if word == "--deals":
            shrunk[at + 1] = "2" if "--resume" in words else "1"
        elif word == "--games" and "--record" not in words:
            shrunk[at + 1] = str(min(int(value), 4 if "rushshift" in words else 40))
        elif word in ("--agents", "--seats") and words[0] != "play":
            players = re.split(r"([,+])", value)
            shrunk[at + 1] = "".join(_budget(player) for player in players)
    if words[0] in ("simulate", "tournament"):
        shrunk += ["--jobs", "1"]
        if "rushshift" in words:
            shrunk += ["-o", "turn_limit=20"]
    return shrunk


def test_the_readme_command_lines_run_in_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each line of the README's ``sh`` blocks runs and ends well, in a folder of its own:
    the runs ``--resume`` and ``--baseline`` name are the ones the lines before saved, the
    record ``replay`` names is one ``simulate --record`` wrote; the terminal game opens
    (kept, not run: there is no terminal here) with the players and options given."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("COLUMNS", "120")
    opened: list[GameApp[Any]] = []

    def run(app: GameApp[Any]) -> None:
        opened.append(app)

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(GameApp, "run", run)
    ran: list[str] = []
    for line in _block_lines():
        words = shlex.split(line)[1:]
        if words[0] == "replay" and not Path(words[1]).exists():
            continue  # a record of the reader's own (game.json, rush.json)
        if words[0] == "play" and "--resume" in words:
            continue  # a save of the reader's own
        before = len(opened)
        status = main(_shrunk(words))
        said = capsys.readouterr()
        assert status == 0, f"{line}\n{said.out}\n{said.err}"
        if words[0] == "play":
            assert len(opened) == before + 1, line
        ran.append(line)
    assert "roadgames replay games/game-042.json" in ran
    assert any("--resume" in line for line in ran) and any("--baseline" in line for line in ran)
    assert Path("hands.csv").is_file() and Path("runs/b/baseline.csv").is_file()
