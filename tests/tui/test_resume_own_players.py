"""A saved game is a file one may be sent: ``play --resume FILE`` runs the code of the
players of one's own it seats only where the file is roadgames' own (in its save folder) or
``--trust-players`` says so; the command offered on quitting says it where it is needed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tui_helpers import opened_apps

from roadgames.cli import main
from roadgames.commands import play_saves
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.session import PERSON, GameSession

#: A player of one's own whose building leaves a mark: proof that its code ran.
PLAYER = """
from pathlib import Path
import random


class Marker:
    def __init__(self, seed):
        Path(__file__).with_suffix(".ran").write_text("ran")
        self.rng = random.Random(seed)

    def decide(self, view, legal):
        return legal[0]
"""


def _saved_with_own_player(folder: Path, tmp_path: Path) -> tuple[Path, Path]:
    """A game against ``marker.py:Marker`` saved in ``folder``; the save and the mark file."""
    player = tmp_path / "marker.py"
    player.write_text(PLAYER, encoding="utf-8")
    session = GameSession.new(make_rules("classic", 2), [PERSON, f"{player}:Marker"], seed=4)
    mark = player.with_suffix(".ran")
    mark.unlink()  # made when the game was set up here
    folder.mkdir(parents=True, exist_ok=True)
    return session.save(folder / "game.json"), mark


def test_a_file_from_elsewhere_is_refused_before_any_code_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, mark = _saved_with_own_player(tmp_path / "sent", tmp_path)
    assert main(["play", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "players of your own" in err and "--trust-players" in err
    assert "marker.py:Marker" in err
    assert not mark.exists()


def test_trust_players_resumes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    path, mark = _saved_with_own_player(tmp_path / "sent", tmp_path)
    assert main(["play", "--resume", str(path), "--trust-players"]) == 0
    assert mark.exists() and opened[-1].session is not None
    # on quitting, the command offered carries on the same way
    assert f"--resume {path} --trust-players" in capsys.readouterr().out


def test_roadgames_own_save_folder_needs_no_trust(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    opened = opened_apps(monkeypatch, RoadgamesApp)
    own = play_saves.default_save_path().parent
    path, mark = _saved_with_own_player(own, tmp_path)
    assert main(["play", "--resume", str(path)]) == 0
    assert mark.exists() and opened
    out = capsys.readouterr().out
    assert f"--resume {path}" in out and "--trust-players" not in out


def test_a_game_of_computer_levels_needs_no_trust(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    path = GameSession.new(make_rules("classic", 2), [PERSON, "expert"], seed=4).save(
        tmp_path / "g.json"
    )
    assert main(["play", "--resume", str(path)]) == 0 and opened


def test_trust_players_goes_with_resume(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--trust-players"]) == 2
    err = capsys.readouterr().err
    assert err == "roadgames: error: --trust-players goes with --resume FILE\n"


def test_a_path_with_a_space_is_offered_quoted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened_apps(monkeypatch, RoadgamesApp)
    path = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4).save(
        tmp_path / "my game.json"
    )
    assert main(["play", "--resume", str(path)]) == 0
    assert f"--resume '{path}'" in capsys.readouterr().out
    assert json.loads(path.read_text(encoding="utf-8"))["players"] == [PERSON, "random"]


def test_the_refusal_prints_a_players_name_as_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The file is one from anywhere: an escape sequence in the player it names (a window
    title, a cleared screen) reaches the terminal as text."""
    path = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4).save(
        tmp_path / "g.json"
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"][1] = "\x1b]0;title\x07\x1b[2Jevil:Bot"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["play", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\x07" not in err
    assert "\\x1b]0;title\\x07\\x1b[2Jevil:Bot" in err
