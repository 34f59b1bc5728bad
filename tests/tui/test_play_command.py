"""``roadgames play`` refuses what it cannot do before a screen opens, keeps every game it
finds, saves after every move, and exits with the app's status."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any, cast

import pytest
from tui_helpers import make_app, opened_apps, person_moves, table

from roadgames.cli import main
from roadgames.commands import play_launch, play_saves
from roadgames.core.records import GameRecord, set_aside_other_game
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.session import PERSON, GameSession


def _session(seed: int) -> GameSession:
    return GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=seed)


def _played(session: GameSession, moves: int) -> GameSession:
    """``session`` after ``moves`` legal moves (the first each time)."""
    for _ in range(moves):
        session.state.apply(session.state.legal_actions()[0])
    return session


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--delay", "nan"], "--delay must be 0 to 60"),
        (["--delay", "-1"], "--delay must be 0 to 60"),
        (["--delay", "1e9"], "--delay must be 0 to 60"),
        (["--names", "a,b,c"], "3 names for 2 seats"),
        (["rushshift", "--names", "a,b,c"], "3 names for 2 seats"),
        (["--resume", "x.json", "--seats", "human,human"], "--seats cannot change a resumed"),
        (["--resume", "x.json", "-o", "target=700"], "-o cannot change a resumed"),
        (["--resume", "x.json"], "--quick starts a new game and --resume carries on"),
        (["--seats", "expert"], "names one seat: name each seat, e.g. --seats human,expert"),
    ],
)
def test_what_play_cannot_do_is_refused_before_it_starts(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--quick", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_a_save_file_that_cannot_be_one_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    folder = tmp_path / "runs"
    folder.mkdir()
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    assert main(["play", "--quick", "--save", str(folder)]) == 2
    assert "is a folder" in capsys.readouterr().err
    assert main(["play", "--quick", "--save", str(notes)]) == 2
    assert "something other than a saved game" in capsys.readouterr().err
    assert notes.read_text() == "my notes\n" and sorted(p.name for p in tmp_path.iterdir()) == [
        "notes.txt",
        "runs",
    ]  # nothing written, nothing left behind


def test_play_needs_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(play_launch, "has_terminal", lambda: False)
    assert main(["play", "--quick", "--save", str(tmp_path / "new" / "g.json")]) == 2
    assert "needs a terminal" in capsys.readouterr().err
    assert not (tmp_path / "new").exists()  # refused before anything was made


class _CrashedApp:
    """What ``launch`` sees of an app that crashed: no saved path, a failing status."""

    set_aside = None
    last_saved = None
    return_code = 1
    tr = Translator("en")

    def __init__(self, save_path: Path) -> None:
        self.save_path = save_path

    def run(self) -> None:
        return None


def test_a_crash_is_not_a_success(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    assert play_launch.launch(cast("GameApp[Any]", _CrashedApp(tmp_path / "g.json"))) == 1


class _FinishedApp:
    """What ``launch`` sees of an app left at the end of a game: its record saved, over."""

    set_aside = None
    last_saved = None
    return_code = 0
    saved_over = True
    tr = Translator("en")

    def __init__(self, save_path: Path) -> None:
        self.save_path = save_path

    def run(self) -> str:
        return str(self.save_path)


def test_a_finished_game_is_offered_to_replay_not_to_continue(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    path = tmp_path / "g.json"
    assert play_launch.launch(cast("GameApp[Any]", _FinishedApp(path))) == 0
    out = capsys.readouterr().out
    assert f"Replay it with: roadgames replay {path}" in out and "--resume" not in out


def test_an_unfinished_game_of_another_deal_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    older = _played(_session(1), 4)
    older.save(path)
    newer = _session(2)
    aside = set_aside_other_game(path, newer.record())
    assert aside == tmp_path / "save-1.json" and not path.exists()
    assert GameRecord.load(aside).actions == older.record().actions
    older.save(path)
    assert set_aside_other_game(path, newer.record()) == tmp_path / "save-2.json"


def test_the_same_game_or_a_finished_one_is_saved_over(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    game = _played(_session(1), 4)
    game.save(path)
    assert set_aside_other_game(path, _played(game, 3).record()) is None  # played on
    finished = _session(3)
    while not finished.state.is_over:
        finished.state.apply(finished.state.legal_actions()[0])
    finished.save(path)
    assert set_aside_other_game(path, _session(4).record()) is None
    assert path.exists()


def test_a_file_that_is_no_record_is_set_aside_too(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text(json.dumps({"hello": "world"}))
    assert set_aside_other_game(path, _session(1).record()) == tmp_path / "save-1.json"


def test_every_move_is_saved_and_an_older_game_kept(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    _played(_session(1), 2).save(path)
    session = _session(5)

    async def two_moves_then_leave_without_saving() -> list[int]:
        app = make_app(session, path)
        saved: list[int] = []
        async with app.run_test(size=(80, 24)) as pilot:
            for _ in range(2):
                await person_moves(pilot)
                saved.append(len(GameRecord.load(path).actions))
            assert app.set_aside == tmp_path / "save-1.json"
        return saved  # left as a killed terminal would: no quitting key

    saved = asyncio.run(two_moves_then_leave_without_saving())
    assert saved[0] >= 1 and saved[1] > saved[0]
    assert GameRecord.load(path).actions == session.record().actions
    assert len(GameRecord.load(tmp_path / "save-1.json").actions) == 2


def test_seat_kinds_are_read_whatever_their_case(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    argv = ["play", "--quick", "--seats", "Human,EXPERT", "--save", str(tmp_path / "g.json")]
    assert main(argv) == 0
    session = opened[-1].session
    assert session is not None and session.players == [PERSON, "expert"]


def test_a_game_written_there_meanwhile_keeps_its_place_and_this_one_moves(
    tmp_path: Path,
) -> None:
    path = tmp_path / "save.json"
    session = _session(5)

    async def scenario() -> None:
        app = make_app(session, path)
        async with app.run_test(size=(80, 24)) as pilot:
            await person_moves(pilot)
            _played(_session(6), 1).save(path)  # another table saves its game there
            await person_moves(pilot)
            await person_moves(pilot)
            assert app.save_path == tmp_path / "save-1.json"

    asyncio.run(scenario())
    assert GameRecord.load(path).seed == 6  # the other game, untouched
    assert GameRecord.load(tmp_path / "save-1.json").actions == session.record().actions
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save-1.json", "save.json"]


def test_a_save_keeps_the_files_mode(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text("")
    path.chmod(0o640)
    _session(1).save(path)
    assert path.stat().st_mode & 0o777 == 0o640
    fresh = tmp_path / "fresh.json"
    _session(1).save(fresh)
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_a_save_that_fails_keeps_the_game_open_and_says_why(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "save.json"

    async def scenario() -> None:
        app = make_app(_session(5), path)
        async with app.run_test(size=(80, 24)) as pilot:
            await person_moves(pilot)
            assert path.exists()
            folder.rename(tmp_path / "gone")
            folder.write_text("now a file")  # the folder is gone: no save can succeed
            await person_moves(pilot)
            assert table(app).message.startswith("Not saved")
            await pilot.press("q")
            await pilot.pause()
            assert app.is_running and table(app).message.startswith("Not saved")

    asyncio.run(scenario())


def test_rush_hour_shift_names_its_seats_in_the_players_language(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened = opened_apps(monkeypatch, RushShiftApp)
    argv = ["play", "rushshift", "--lang", "fr", "--save", str(tmp_path / "g.json")]
    assert main(argv) == 0
    assert opened[-1].session.names[0] == "Vous"


def test_a_read_only_save_resumed_says_how_to_save_elsewhere(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    path = tmp_path / "ro.json"
    _played(_session(1), 2).save(path)
    path.chmod(0o444)
    assert main(["play", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert "--resume" in err and "read-only" in err and "--save FILE" in err
    assert main(["play", "--resume", str(path), "--save", str(tmp_path / "mine.json")]) == 0
    assert opened[-1].save_path == tmp_path / "mine.json"


def test_a_save_removed_meanwhile_is_written_again_in_its_place(tmp_path: Path) -> None:
    path = tmp_path / "save.json"

    async def scenario() -> None:
        app = make_app(_session(5), path)
        async with app.run_test(size=(80, 24)) as pilot:
            await person_moves(pilot)
            path.unlink()  # the player tidied up: nothing else is there
            await person_moves(pilot)

    asyncio.run(scenario())
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_a_filesystem_that_refuses_modes_still_gets_the_save(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def refuse(fd: int, mode: int) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "fchmod", refuse)
    path = tmp_path / "save.json"
    _played(_session(1), 2).save(path)
    assert len(GameRecord.load(path).actions) == 2


def test_a_file_gone_before_it_is_set_aside_needs_no_setting_aside(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "save.json"
    _played(_session(1), 2).save(path)
    real_link = os.link

    def vanish_first(source: Path, target: Path) -> None:
        Path(source).unlink()  # removed by someone else just now
        real_link(source, target)

    monkeypatch.setattr(os, "link", vanish_first)
    assert set_aside_other_game(path, _session(2).record()) is None
    assert list(tmp_path.iterdir()) == []


def test_a_default_save_file_that_cannot_be_written_says_to_name_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    default = play_saves.default_save_path()
    default.parent.mkdir(parents=True)
    _session(1).save(default)
    default.chmod(0o444)
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    assert main(["play", "--quick"]) == 2
    err = capsys.readouterr().err
    assert "the default save file" in err and "read-only" in err and "--save FILE" in err
