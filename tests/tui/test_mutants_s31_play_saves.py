"""``roadgames play``'s saves and how it starts a game: what a mutation sweep of
``commands/play_saves.py`` and ``commands/play_launch.py`` found untested (session 31)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from tui_helpers import opened_apps

from play_helpers import FIRST_LEGAL_PLAYER as PLAYER
from roadgames.cli import main
from roadgames.commands import play_saves
from roadgames.core.errors import RecordError
from roadgames.millebornes import make_rules
from roadgames.rushshift import make_rules as make_rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession


def _saved(path: Path, seats: tuple[str, str] = (PERSON, "random")) -> Path:
    """A new two-seat classic game saved at ``path``."""
    session = GameSession.new(make_rules("classic", 2), list(seats), seed=4)
    path.parent.mkdir(parents=True, exist_ok=True)
    return session.save(path)


def _read_only(path: Path) -> Path:
    path.chmod(0o444)  # refused even by root, who may write anything
    return path


def test_a_read_only_file_to_resume_is_refused_with_the_way_to_save_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    path = _read_only(_saved(tmp_path / "game.json"))
    assert main(["play", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"--resume {path} is read-only" in err
    assert err.rstrip().endswith("name a file to save the game in with --save FILE")
    assert opened == []


def test_a_read_only_default_save_is_refused_with_the_way_to_save_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    default = _read_only(_saved(play_saves.default_save_path()))
    assert main(["play", "--quick"]) == 2
    err = capsys.readouterr().err
    assert f"the default save file {default} is read-only" in err
    assert err.rstrip().endswith("name a file to save the game in with --save FILE")
    assert opened == []


def test_a_read_only_save_file_named_is_refused_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # --save named the file: the error says that option, with nothing to add
    opened = opened_apps(monkeypatch, RoadgamesApp)
    path = _read_only(_saved(tmp_path / "game.json"))
    assert main(["play", "--quick", "--save", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"--save {path} is read-only" in err and "--save FILE" not in err
    assert opened == []


def test_loading_a_file_from_elsewhere_that_seats_ones_own_player_needs_trust(
    tmp_path: Path,
) -> None:
    (tmp_path / "mine.py").write_text(PLAYER, encoding="utf-8")
    path = _saved(tmp_path / "sent" / "game.json", (PERSON, f"{tmp_path / 'mine.py'}:Mine"))
    with pytest.raises(RecordError, match="players of your own"):
        play_saves.load_session(path)  # trusting is asked for, never the default
    assert isinstance(play_saves.load_session(path, trust_players=True), GameSession)


def test_a_save_the_other_game_wrote_at_the_same_moment_is_not_said_to_be_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a plain --resume names a save it passed over only where that one was written later
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    rush = RushSession.new(make_rush_rules(), [PERSON, "random"], seed=4)
    rush.state.apply(rush.state.legal_actions()[0])
    rush_path = rush.save(play_saves.default_save_path("rushshift"))
    mille_path = _saved(play_saves.default_save_path("millebornes"))
    data = json.loads(mille_path.read_text(encoding="utf-8"))
    data["rules_revision"] = 99  # made by a newer roadgames: it cannot be carried on here
    mille_path.write_text(json.dumps(data), encoding="utf-8")
    when = rush_path.stat().st_mtime
    os.utime(mille_path, (when, when))
    read, other, skipped = play_saves.latest_save()
    assert (read.path, other, skipped) == (rush_path, None, None)
    os.utime(mille_path, (when + 60, when + 60))
    read, other, skipped = play_saves.latest_save()
    assert read.path == rush_path and other is None
    assert skipped is not None and skipped[0] == "millebornes"


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_resume_with_no_save_at_all_says_only_that_there_is_none(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["play", game, "--resume"]) == 2
    path = play_saves.default_save_path(game)
    assert capsys.readouterr().err == (
        f"roadgames: no saved game to resume ({path} does not exist): start one with "
        f"roadgames play {game}\n"
    )


def test_a_save_file_in_a_folder_not_made_yet_is_taken_and_the_folder_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    path = tmp_path / "new" / "games" / "game.json"
    assert main(["play", "--quick", "--save", str(path)]) == 0
    assert [app.save_path for app in opened] == [path]
    assert path.parent.is_dir()


def test_a_damaged_default_save_is_no_bar_to_a_new_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # nobody chose that file: the game's first save sets it aside, it stops nothing
    opened = opened_apps(monkeypatch, RoadgamesApp)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    default = play_saves.default_save_path()
    default.parent.mkdir(parents=True)
    default.write_text("{not json", encoding="utf-8")
    assert main(["play", "--quick"]) == 0
    assert [app.save_path for app in opened] == [default]
