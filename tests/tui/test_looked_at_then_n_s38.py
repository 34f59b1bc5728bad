"""A finished game opened only to look at (``roadgames play --resume FILE``: a simulation's
record, a game one was sent), then ``n``: the game begun after it is saved where a fresh
``roadgames play`` saves it (the default save), the file looked at and its folder left
alone (the record was set aside as ``game-…-1.json``, the new game saved in its place).
At a file named with ``--save`` the new game stays there, the finished one kept beside it
(``test_loose_ends_s26``)."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pytest
from test_loose_ends_s24 import drive_apps
from test_loose_ends_s26 import _finished, _log, _start_on_the_form, _to_the_end
from test_review_s27 import the_match_then_n, to_a_rush_match
from textual.pilot import Pilot
from tui_helpers import settle

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path
from roadgames.core.records import GameRecord
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.screens.new_game import NewGameScreen


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def _record(tmp_path: Path) -> Path:
    """A finished Mille Bornes game as ``roadgames simulate --record`` writes it, alone in
    its folder."""
    folder = tmp_path / "rec"
    argv = ["simulate", "--games", "1", "--record", str(folder), "--seed", "3"]
    assert main(argv) == 0
    (path,) = folder.glob("*.json")
    assert GameRecord.load(path).replay().is_over
    return path


def _folder(path: Path) -> dict[str, str]:
    """Each file in ``path``'s folder, by name, with a digest of what it holds."""
    return {
        other.name: hashlib.sha256(other.read_bytes()).hexdigest()
        for other in sorted(path.parent.iterdir())
    }


def _new_game_at_the_default_save(game: str, out: str, logs: list[str]) -> None:
    """The default save of ``game`` holds a new game, unfinished, said on the table (the
    save key) and on leaving."""
    default = default_save_path(game)
    saved = GameRecord.load(default)
    assert saved.game == game and not saved.replay().is_over
    assert saved.meta.get("app") == "roadgames play"
    assert f"Game saved to {default}" in out, out
    assert f"roadgames play --resume {default}" in out, out
    assert any(f"Saved to {default}" in log for log in logs), logs


async def _save_then_quit(app: GameApp[Any], pilot: Pilot[str], logs: list[str]) -> None:
    await pilot.press("s")
    await settle(pilot)
    logs.append(_log(app))
    await pilot.press("q")
    await settle(pilot)


def test_a_mille_bornes_game_after_a_record_looked_at_is_saved_at_the_default_save(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _record(tmp_path)
    capsys.readouterr()  # what simulate said
    before = _folder(path)
    logs: list[str] = []

    async def steps(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await _to_the_end(app, pilot)
        await _start_on_the_form(app, pilot, "millebornes")
        await _save_then_quit(app, pilot, logs)

    drive_apps(monkeypatch, [steps])
    assert main(["play", "--resume", str(path), "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert _folder(path) == before  # the record as it was, nothing beside it
    assert "kept as" not in out and str(path.parent) not in out, out
    _new_game_at_the_default_save("millebornes", out, logs)


def test_a_rematch_after_a_record_looked_at_is_saved_at_the_default_save(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``roadgames play rushshift --resume FILE``, which has no form: ``n`` plays a
    rematch (of a match with a person in it, sent as a file: a simulation's rematch, all
    computers, would be over at once)."""
    path = tmp_path / "sent" / "match.json"
    path.parent.mkdir()
    _finished("rushshift", path)
    before = _folder(path)
    logs: list[str] = []

    async def steps(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await _to_the_end(app, pilot)
        assert isinstance(app, RushShiftApp) and not app.session.state.is_over
        await _save_then_quit(app, pilot, logs)

    drive_apps(monkeypatch, [steps])
    assert main(["play", "rushshift", "--resume", str(path), "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert _folder(path) == before
    assert "kept as" not in out and str(path.parent) not in out, out
    _new_game_at_the_default_save("rushshift", out, logs)


def test_a_game_after_a_match_in_between_is_saved_at_the_default_save_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The record looked at, ``n``; on the form a Rush Hour Shift match (computers, a short
    turn limit), played to its end, ``n``; on the form a Mille Bornes game: saved at the
    default save, as the first game after the record would have been (it went where the
    record was, setting it aside)."""
    path = _record(tmp_path)
    capsys.readouterr()  # what simulate said
    before = _folder(path)

    async def last(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RoadgamesApp) and isinstance(app.screen, NewGameScreen)
        await _start_on_the_form(app, pilot, "millebornes")
        await _save_then_quit(app, pilot, [])

    drive_apps(monkeypatch, [to_a_rush_match, the_match_then_n, last])
    assert main(["play", "--resume", str(path), "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert _folder(path) == before
    default = default_save_path()
    saved = GameRecord.load(default)
    assert saved.game == "millebornes" and not saved.replay().is_over
    assert f"Game saved to {default}" in out, out


def test_a_game_after_a_record_looked_at_stays_at_a_file_named_with_save(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``--save FILE`` names the new game's place, whatever was resumed: the record looked
    at stays as it was, the new game goes to FILE (not to the default save)."""
    path = _record(tmp_path)
    capsys.readouterr()  # what simulate said
    before = _folder(path)
    mine = tmp_path / "mine" / "game.json"

    async def steps(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await _to_the_end(app, pilot)
        await _start_on_the_form(app, pilot, "millebornes")
        await _save_then_quit(app, pilot, [])

    drive_apps(monkeypatch, [steps])
    argv = ["play", "--resume", str(path), "--save", str(mine), "--delay", "0"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert _folder(path) == before
    assert not GameRecord.load(mine).replay().is_over
    assert f"Game saved to {mine}" in out, out
    assert not default_save_path().exists()
