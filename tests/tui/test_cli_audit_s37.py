"""Faults a first-use audit of the command line found (session 37), each pinned here: a
finished game opened to look at is not written again (a simulation's record keeps what it
says of its run), nor is a finished game at a file named with ``--save`` overwritten
unasked."""

from __future__ import annotations

import asyncio
import hashlib
import shutil
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from tui_helpers import drive_play, make_app, make_rush_app, person_moves, settle

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path, load_session
from roadgames.core.records import GameRecord, move_to_free_name
from roadgames.millebornes import make_rules
from roadgames.tui.game_app import FinishedSave, GameApp
from roadgames.tui.screens.game_table import file_digest
from roadgames.tui.session import PERSON, GameSession


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _simulated_record(tmp_path: Path, game: str = "millebornes") -> Path:
    """A finished game as ``roadgames simulate --record`` writes it."""
    folder = tmp_path / "rec"
    argv = ["simulate", game, "--games", "1", "--record", str(folder), "--seed", "3"]
    assert main(argv) == 0
    (path,) = folder.glob("*.json")
    assert GameRecord.load(path).replay().is_over
    return path


def _run(app: Any, steps: Any) -> None:
    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await steps(pilot)

    asyncio.run(scenario())


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_finished_record_opened_and_left_is_not_written_again(tmp_path: Path, game: str) -> None:
    path = _simulated_record(tmp_path, game)
    before = _digest(path)
    session = load_session(path)
    assert session.state.is_over
    app: GameApp[Any] = (
        make_app(session, path)
        if isinstance(session, GameSession)
        else make_rush_app(session, path)
    )
    left: list[str | None] = []

    async def look_then_leave(pilot: Pilot[str]) -> None:
        # the app knows the file for this game's save, as written: what it says as it
        # closes, and after n where the form is left with nothing saved (a new game is
        # saved elsewhere, the default save: test_looked_at_then_n_s38)
        assert app.finished_game() == FinishedSave(path, file_digest(path))
        await pilot.press("enter")  # past a sheet or the end's dialog, whatever shows
        await settle(pilot)
        screen = app.table
        assert screen is not None
        screen.end_match("quit")
        await settle(pilot)
        left.append(app.return_value)

    _run(app, look_then_leave)
    assert left == [str(path)]
    assert _digest(path) == before
    assert GameRecord.load(path).meta.get("app") == "roadgames simulate"


async def _quit_at_once(pilot: Pilot[str]) -> None:
    await pilot.press("q")
    await pilot.pause()


async def _move_then_quit(pilot: Pilot[str]) -> None:
    await person_moves(pilot)
    await pilot.press("q")
    await pilot.pause()


def test_a_finished_game_at_a_named_save_file_stays_when_left_before_a_move(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = _simulated_record(tmp_path)
    before = _digest(path)
    drive_play(monkeypatch, _quit_at_once)
    argv = ["play", "--quick", "--seed", "2", "--delay", "0", "--save", str(path)]
    assert main(argv) == 0
    assert _digest(path) == before and sorted(p.name for p in path.parent.iterdir()) == [path.name]
    out = capsys.readouterr().out
    assert "saved to" not in out
    assert f"Nothing was saved: the finished game at {path} is still there" in out
    assert f"roadgames replay {path}" in out


def test_a_finished_game_at_a_named_save_file_is_kept_beside_the_new_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = _simulated_record(tmp_path)
    before = _digest(path)
    drive_play(monkeypatch, _move_then_quit)
    argv = ["play", "--quick", "--seed", "2", "--delay", "0", "--save", str(path)]
    assert main(argv) == 0
    kept = path.with_name(f"{path.stem}-1{path.suffix}")
    assert _digest(kept) == before  # the finished game, as it was
    new = GameRecord.load(path)
    assert not new.replay().is_over and new.meta.get("app") == "roadgames play"
    out = capsys.readouterr().out
    assert f"The finished game saved there before is kept as {kept}" in out
    assert f"roadgames replay {kept}" in out and f"--resume {kept}" not in out
    assert f"roadgames play --resume {path}" in out  # the new game, to carry on


def test_the_default_save_still_saves_over_a_finished_game(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """roadgames' own last save is the last game's: a finished one there is saved over, as
    ever (a folder of every game ever played is not what it is for)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    default = default_save_path()
    default.parent.mkdir(parents=True)
    shutil.copy(_simulated_record(tmp_path), default)
    drive_play(monkeypatch, _move_then_quit)
    assert main(["play", "--quick", "--seed", "2", "--delay", "0"]) == 0
    assert sorted(p.name for p in default.parent.iterdir()) == [default.name]
    assert not GameRecord.load(default).replay().is_over


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_a_screen_that_cannot_take_the_table_s_characters_is_refused_before_it_opens(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], encoding: str
) -> None:
    """``PYTHONUTF8=0 LC_ALL=C``: Textual's screen (on the standard error) came out as
    ``\\u256d\\u2500…`` from top to bottom; the command says why, and what to do."""
    import io
    import sys

    from roadgames.commands import play_launch

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    screen = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="backslashreplace")
    monkeypatch.setattr(sys, "__stderr__", screen)
    assert main(["play", "--quick", "--delay", "0"]) == 2
    err = capsys.readouterr().err
    assert f"this terminal's encoding is {encoding}" in err and "LC_ALL=C.UTF-8" in err


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_a_screen_that_takes_them_is_fine(monkeypatch: pytest.MonkeyPatch, encoding: str) -> None:
    import io
    import sys

    from roadgames.commands.play_launch import screen_encoding_problem

    monkeypatch.setattr(sys, "__stderr__", io.TextIOWrapper(io.BytesIO(), encoding=encoding))
    assert screen_encoding_problem() is None


def test_a_game_set_aside_by_another_table_goes_on_in_the_file_it_was_set_aside_to(
    tmp_path: Path,
) -> None:
    """Two tables on one save path (two terminals): B sets A's game aside as ``-1.json``
    and says so as it closes; A, finding B's game at the path, went on in ``-2.json``,
    leaving the ``-1.json`` that B named an earlier point of its game. A goes on in
    ``-1.json`` now (the file that still reads as A wrote it)."""
    path = tmp_path / "save.json"
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=11)
    other = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=22)
    kept: list[Path] = []

    async def scenario() -> None:
        app = make_app(session, path)
        async with app.run_test(size=(100, 30)) as pilot:
            await person_moves(pilot)
            kept.append(move_to_free_name(path))  # B, as it first saves: A's game aside
            other.save(path)
            await person_moves(pilot)
            kept.append(app.save_path)

    asyncio.run(scenario())
    aside, now = kept
    assert aside == tmp_path / "save-1.json" and now == aside
    assert GameRecord.load(aside).actions == session.record().actions
    assert GameRecord.load(path).actions == other.record().actions
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save-1.json", "save.json"]


def test_the_game_before_n_at_a_named_save_file_is_kept_as_such(tmp_path: Path) -> None:
    """At a file named with ``--save``, the game finished before ``n`` is kept and named as
    the game played before this one (said on leaving with the command that replays it),
    not set aside as any finished game found there (which left it out of what is said)."""
    path = tmp_path / "mine.json"
    shutil.copy(_simulated_record(tmp_path), path)  # stands in for the game before n
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=11)
    app = make_app(session, path)
    app.named_save = True
    app.finished_save = FinishedSave(path, file_digest(path))

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await person_moves(pilot)

    asyncio.run(scenario())
    assert app.kept_finished == [tmp_path / "mine-1.json"] and app.set_aside is None


def test_the_replay_command_said_for_a_finished_game_pastes_back(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A path with a space is quoted, as the command that carries a game on quotes it."""
    from roadgames.commands import play_launch
    from roadgames.tui.i18n import Translator

    path = tmp_path / "my games" / "g.json"
    play_launch._say_finished(Translator("en"), path)
    assert f"Replay it with: roadgames replay '{path}'" in capsys.readouterr().out
