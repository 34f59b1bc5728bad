"""Saves of ``roadgames play`` (session 23): a save whose "game" was edited to name the
other game is refused on resuming as damaged, not as made by a newer roadgames; after a save
that failed during the game, what ``play`` prints on leaving is true (the last moves lost,
or the whole game, never "nothing was saved" with another game offered as this one); a seat
edited from a computer player to a person (or back) gets that kind's default name, while a
name somebody chose stays."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from textual.pilot import Pilot
from tui_helpers import FDOPEN, drive_play, opened_apps, person_moves, refused_write, settle

from roadgames.cli import main
from roadgames.commands import play_launch, play_saves
from roadgames.core import records
from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession


def _mille_bornes_save(path: Path, moves: int = 3, seed: int = 4) -> Path:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=seed)
    for _ in range(moves):
        session.state.apply(session.state.legal_actions()[0])
    return session.save(path)


def _rush_save(path: Path, moves: int = 2) -> Path:
    session = RushSession.new(RUSHSHIFT.rules_from_options(None, 2), [PERSON, "random"], seed=4)
    for _ in range(moves):
        session.state.apply(session.state.legal_actions()[0])
    return session.save(path)


# ------------------------------------------- 2. a save naming the other game, resumed


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
@pytest.mark.parametrize("command", [["play"], ["play", "rushshift"]])
def test_resuming_a_save_that_names_the_other_game_says_it_is_damaged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, command: list[str]
) -> None:
    path = (_mille_bornes_save if game == "millebornes" else _rush_save)(tmp_path / "g.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"] = "rushshift" if game == "millebornes" else "millebornes"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    assert main([*command, "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert err.startswith(f"roadgames: cannot resume: {path} is damaged: it says it is a game")
    assert "newer" not in err and err.count(str(path)) == 1
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]


# ----------------------------------------------- 3. a save that failed during the game


async def _leave(pilot: Pilot[str]) -> None:
    """Ctrl+Q: what leaves a game that cannot be saved (``q`` keeps it open)."""
    await pilot.press("ctrl+q")
    await pilot.pause()


def test_when_the_last_moves_could_not_be_saved_play_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    kept: list[list[str]] = []

    async def script(pilot: Pilot[str]) -> None:
        await person_moves(pilot)
        kept.append(GameRecord.load(path).actions)
        monkeypatch.setattr(FDOPEN, refused_write)  # the save folder made read-only, say
        await person_moves(pilot)
        await _leave(pilot)
        monkeypatch.setattr(FDOPEN, os.fdopen)

    drive_play(monkeypatch, script)
    argv = ["play", "--quick", "--seats", "human,random", "--seed", "3", "--delay", "0"]
    assert main([*argv, "--save", str(path)]) == 0
    assert GameRecord.load(path).actions == kept[0]  # the game as it was before the failure
    out = capsys.readouterr().out
    assert "Nothing was saved" not in out
    assert out == (
        f"The last moves could not be saved: {path} holds this game as it was before them\n"
        f"Continue it with: roadgames play --resume {path}\n"
    )


def test_when_no_save_of_the_game_succeeded_play_says_it_is_lost(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "game.json"

    async def script(pilot: Pilot[str]) -> None:
        monkeypatch.setattr(FDOPEN, refused_write)
        await person_moves(pilot, 2)
        await _leave(pilot)
        monkeypatch.setattr(FDOPEN, os.fdopen)

    drive_play(monkeypatch, script)
    argv = ["play", "--quick", "--seats", "human,random", "--seed", "3", "--delay", "0"]
    assert main([*argv, "--save", str(path)]) == 0
    assert not path.exists()
    assert capsys.readouterr().out == "This game could not be saved: it is lost\n"


def test_an_older_game_left_at_the_save_path_is_not_offered_as_the_lost_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The unfinished game found at the default save path could not be set aside (the
    folder read-only), so this game was never saved: it is lost, and the one still there is
    another game, said to be before it is offered."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    path = play_saves.default_save_path()
    path.parent.mkdir(parents=True)
    older = _mille_bornes_save(path, moves=4, seed=1)
    before = older.read_bytes()

    async def script(pilot: Pilot[str]) -> None:
        monkeypatch.setattr(records, "move_to_free_name", refused_write)
        await person_moves(pilot)
        await _leave(pilot)

    drive_play(monkeypatch, script)
    assert main(["play", "--quick", "--seats", "human,random", "--seed", "2", "--delay", "0"]) == 0
    assert path.read_bytes() == before
    out = capsys.readouterr().out
    assert "Nothing was saved" not in out
    assert out == (
        "This game could not be saved: it is lost\n"
        f"The unfinished game at {path} is another game, not this one\n"
        f"Continue it with: roadgames play --resume {path}\n"
    )


def test_rush_hour_shift_last_moves_not_saved_are_said_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "rush.json"

    async def script(pilot: Pilot[str]) -> None:
        app = pilot.app
        assert isinstance(app, RushShiftApp)
        for failing in (False, True):
            if failing:
                monkeypatch.setattr(FDOPEN, refused_write)
            await settle(pilot)
            screen = app.table
            assert screen is not None
            screen.act(screen.current_view().legal_actions[0])
            await settle(pilot)
        await _leave(pilot)
        monkeypatch.setattr(FDOPEN, os.fdopen)

    drive_play(monkeypatch, script, RushShiftApp)
    argv = ["play", "rushshift", "--seats", "human,random", "--seed", "3", "--delay", "0"]
    assert main([*argv, "--save", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"The last moves could not be saved: {path} holds this game")


def test_quitting_before_any_person_moved_still_says_nothing_was_saved(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Not a failure: the game found there was kept from being set aside on purpose."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    path = play_saves.default_save_path()
    path.parent.mkdir(parents=True)
    _mille_bornes_save(path, moves=4, seed=1)
    drive_play(monkeypatch, _leave)
    assert main(["play", "--quick", "--seats", "random,human", "--seed", "2", "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Nothing was saved: the unfinished game at")


def test_computers_moves_after_a_failed_save_are_said_lost_too(tmp_path: Path) -> None:
    """No person moved, but the computers did after the save that held them failed (their
    moves are saved as a person's are): the file is an earlier point of this game, not
    "nothing was saved"; once it holds the game as it is, nothing is lost."""
    path = tmp_path / "g.json"
    session = GameSession.new(make_rules("classic", 2), ["random", "random"], seed=4)
    session.save(path)
    assert not play_launch._moves_lost(session, path)  # the file holds it as it is
    for _ in range(3):  # the computers play on; their saves fail
        session.state.apply(session.state.legal_actions()[0])
    assert not session.people_moved
    assert play_launch._moves_lost(session, path)
    other = GameSession.new(make_rules("classic", 2), ["random", "random"], seed=5)
    other.save(path)  # another game there: not this one's earlier point
    assert not play_launch._moves_lost(session, path)


# ------------------------------------ 4. a seat's kind edited: its default name follows


def _resumed_names(
    monkeypatch: pytest.MonkeyPatch,
    path: Path,
    kinds: list[str],
    names: list[str],
    edited: list[str],
    lang: str = "en",
) -> list[str]:
    """The seat names of the game saved with ``kinds`` and ``names``, its seats then edited
    to ``edited``, once ``play --resume`` has read it."""
    session = GameSession.new(make_rules("classic", len(kinds)), kinds, names=names, seed=5)
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["players"] = edited
    path.write_text(json.dumps(data), encoding="utf-8")
    opened = opened_apps(monkeypatch, RoadgamesApp)
    assert main(["play", "--resume", str(path), "--lang", lang]) == 0
    resumed = opened[0].session
    assert resumed is not None and resumed.players == edited
    return list(resumed.names)


def test_a_computer_seat_made_a_person_loses_the_computers_name(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    names = localised_names([], [PERSON, "expert"], Translator("en"))
    assert names == ["You", "Expert 2"]
    got = _resumed_names(monkeypatch, tmp_path / "g.json", [PERSON, "expert"], names, ["human"] * 2)
    assert got == ["Seat 1", "Seat 2"]


def test_the_session_s_own_default_names_follow_the_kind_too(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A game saved with the session's plain defaults ("CPU 2 (random)")."""
    got = _resumed_names(monkeypatch, tmp_path / "g.json", [PERSON, "random"], [], ["human"] * 2)
    assert got == ["Seat 1", "Seat 2"]


def test_a_person_made_a_computer_gets_the_computers_name_in_the_language_played(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    kinds = [PERSON, PERSON, "random"]
    names = localised_names([], kinds, Translator("en"))
    assert names == ["Seat 1", "Seat 2", "Random 3"]
    got = _resumed_names(
        monkeypatch, tmp_path / "g.json", kinds, names, [PERSON, "expert", "random"], "fr"
    )
    assert got == ["Vous", "Expert 2", "Aléatoire 3"]


def test_names_somebody_chose_are_kept_whatever_the_kind(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    got = _resumed_names(
        monkeypatch, tmp_path / "g.json", [PERSON, "expert"], ["Ann", "Deep Blue"], ["human"] * 2
    )
    assert got == ["Ann", "Deep Blue"]
