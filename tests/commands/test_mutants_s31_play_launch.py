"""How ``roadgames play`` starts and what it says as it ends: what a mutation sweep of
``commands/play_launch.py`` found untested (session 31)."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pytest

from play_helpers import FIRST_LEGAL_PLAYER as PLAYER
from roadgames.cli import main
from roadgames.commands import play_launch, play_saves
from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import Translator
from roadgames.tui.session import PERSON, GameSession

if TYPE_CHECKING:
    from roadgames.tui.game_app import GameApp


class _Stream(io.StringIO):
    """A standard stream that is, or is not, a terminal."""

    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


def _streams(monkeypatch: pytest.MonkeyPatch, stdin: bool, stdout: bool) -> _Stream:
    """Standard input and output that are (or are not) terminals; the output, to read."""
    out = _Stream(stdout)
    monkeypatch.setattr(sys, "stdin", _Stream(stdin))
    monkeypatch.setattr(sys, "stdout", out)
    return out


def _apps_run(monkeypatch: pytest.MonkeyPatch) -> list[RoadgamesApp]:
    """The apps ``roadgames play`` runs, kept instead of run (left at once, nothing saved)."""
    opened: list[RoadgamesApp] = []

    def run(app: RoadgamesApp) -> None:
        opened.append(app)

    monkeypatch.setattr(RoadgamesApp, "run", run)
    return opened


def test_play_at_a_terminal_opens_the_game(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opened = _apps_run(monkeypatch)
    _streams(monkeypatch, stdin=True, stdout=True)
    path = tmp_path / "g.json"
    assert main(["play", "--quick", "--save", str(path)]) == 0
    assert [app.save_path for app in opened] == [path]


@pytest.mark.parametrize(("stdin", "stdout"), [(True, False), (False, True)])
def test_play_with_input_or_output_redirected_is_refused(
    stdin: bool,
    stdout: bool,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    # the game reads keys and draws the screen: it needs both ends at a terminal
    opened = _apps_run(monkeypatch)
    _streams(monkeypatch, stdin=stdin, stdout=stdout)
    assert main(["play", "--quick", "--save", str(tmp_path / "g.json")]) == 2
    assert "play needs a terminal" in capsys.readouterr().err
    assert opened == []


@pytest.mark.parametrize("content", ["corrupt {\n", '{"game": "millebornes"}'])
def test_a_file_named_with_save_that_holds_no_game_is_refused_before_the_game_opens(
    content: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    # the game would write over it: refused, the file left as it was, no game run
    opened = _apps_run(monkeypatch)
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    path = tmp_path / "mine.json"
    path.write_text(content, encoding="utf-8")
    assert main(["play", "--quick", "--save", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"--save {path} holds something other than a saved game" in err
    assert "it would be overwritten" in err
    assert opened == [] and path.read_text(encoding="utf-8") == content


def test_a_game_in_roadgames_own_save_folder_seats_no_players_to_trust(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # the same record seats a player of one's own: to trust only where kept elsewhere
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    (tmp_path / "mine.py").write_text(PLAYER, encoding="utf-8")
    kind = f"{tmp_path / 'mine.py'}:Mine"
    own = play_saves.default_save_path()
    own.parent.mkdir(parents=True)
    session = GameSession.new(make_rules("classic", 2), [PERSON, kind], seed=4)
    record = GameRecord.load(session.save(own))
    assert play_saves.untrusted_players(record, own) == []
    assert play_saves.untrusted_players(record, tmp_path / "sent.json") == [kind]


class _LeftForTheForm:
    """What ``launch`` sees of an app left for the new-game screen (``n``), nothing saved."""

    set_aside = None
    last_saved = None
    tr = Translator("en")

    def __init__(self, save_path: Path, return_code: int) -> None:
        self.save_path = save_path
        self.return_code = return_code
        self.next_setup = object()  # what the next app opens with; launch only sees it is set

    def run(self) -> None:
        return None


@pytest.mark.parametrize("code", [0, 1])
def test_an_app_left_for_another_gives_its_own_exit_status_and_says_nothing(
    code: int,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    app = cast("GameApp[Any]", _LeftForTheForm(tmp_path / "g.json", code))
    assert play_launch.launch(app) == code
    assert capsys.readouterr().out == ""  # the app opened next says where things are
