"""Review of session 25's terminal changes.

1. A refusal on the new-game form goes once the form is no longer refused in its words (it
   stayed below the form, "Longueur du trajet : un multiple de 25" beside the 700 typed
   since); Start says what else is wrong. A change reported late (after Start) leaves it.
2. Leaving the form that ``n`` brought back after a finished game names where that game was
   saved only while the file still holds it: a new game begun there and saved over it, whose
   later saves failed, was said to be "the finished game", replayable.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from test_loose_ends_s24 import Form, drive_apps, error_shown, fill
from test_loose_ends_s25 import _one_move_from_the_end
from textual.pilot import Pilot
from textual.widgets import Input, Static
from tui_helpers import person_moves, settle

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path
from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.session import PERSON, GameSession

#: Rush Hour Shift of two computers with no turn limit (refused: it may never end).
ENDLESS: Form = {"#rs-kind-0": "random", "#rs-opt-turn_limit": "0"}


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def refusals(
    game: str, refused: Form, fixed: Form, tmp_path: Path
) -> tuple[str, tuple[str, bool], str]:
    """On a French form at 80×24: the refusal of ``refused`` once started; the refusal's
    words and whether its line shows once ``fixed`` is set; what Start says then."""
    seen: list[tuple[str, tuple[str, bool], str]] = []

    async def scenario() -> None:
        app = RoadgamesApp(lang="fr", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await fill(pilot, {}, game=game)
            await fill(pilot, refused)
            await pilot.press("ctrl+s")
            await settle(pilot)
            first = error_shown(app)
            await fill(pilot, fixed)
            await pilot.pause()
            line = app.screen.query_one("#setup-error", Static)
            after = (error_shown(app), bool(line.display))
            await pilot.press("ctrl+s")
            await settle(pilot)
            again = error_shown(app) if isinstance(app.screen, NewGameScreen) else ""
            seen.append((first, after, again))

    asyncio.run(scenario())
    return seen[0]


@pytest.mark.parametrize(
    ("game", "refused", "fixed"),
    [
        ("millebornes", {"#opt-target": "710"}, {"#opt-target": "700"}),  # the field refused
        ("millebornes", {"#players": 3, "#opt-teams": True}, {"#opt-teams": False}),
        ("millebornes", {"#players": 3, "#opt-teams": True}, {"#players": 4}),  # another
        ("millebornes", {"#preset": "classic", "#players": 5}, {"#players": 6}),
        ("millebornes", {"#seed": "-5"}, {"#seed": "5"}),
        ("rushshift", {"#rs-games": "0"}, {"#rs-games": "3"}),
        ("rushshift", ENDLESS, {"#rs-kind-0": "human"}),  # a seat taken: no limit needed
        ("rushshift", ENDLESS, {"#rs-opt-turn_limit": "200"}),
    ],
    ids=[
        "target",
        "teams-switch",
        "teams-by-players",
        "players",
        "seed",
        "rush-games",
        "endless-seat",
        "endless-limit",
    ],
)
def test_a_refusal_goes_once_the_form_is_changed(
    game: str, refused: Form, fixed: Form, tmp_path: Path
) -> None:
    first, after, again = refusals(game, refused, fixed, tmp_path)
    assert first, "the form was not refused"
    assert after == ("", False), f"{first!r} still said after {fixed}"
    assert again == "", f"Start refused the fixed form: {again!r}"


def test_a_refusal_still_due_stays(tmp_path: Path) -> None:
    """Changed but refused in the same words: the line stays, and Start says it again."""
    first, after, again = refusals(
        "millebornes", {"#opt-target": "710"}, {"#opt-target": "720"}, tmp_path
    )
    assert first == "Longueur du trajet : un multiple de 25"
    assert after == (first, True)
    assert again == first


def test_a_refusal_now_due_for_another_reason_is_said_by_start(tmp_path: Path) -> None:
    """Changed to a value refused in other words: the line goes (it says what no longer
    is), and Start says the new reason."""
    first, after, again = refusals(
        "millebornes", {"#opt-target": "710"}, {"#opt-target": "50"}, tmp_path
    )
    assert first == "Longueur du trajet : un multiple de 25"
    assert after == ("", False)
    assert again == "Longueur du trajet : un nombre entier de 100 à 5000"


def test_a_change_reported_after_start_leaves_the_refusal(tmp_path: Path) -> None:
    """A value set just before Start reports its change only after Start has refused the
    form (a paste, keys typed fast): the form is the one refused, so the refusal stays."""
    said: list[str] = []

    async def scenario() -> None:
        app = RoadgamesApp(save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            screen.query_one("#opt-target", Input).value = "333"
            screen.action_start()  # before the field's change is reported
            await pilot.pause()
            await pilot.pause()
            said.append(error_shown(app))

    asyncio.run(scenario())
    assert said == ["Trip length: a multiple of 25"]


# ------------------------------------------- 2. the finished game, once written over


def test_a_finished_game_written_over_is_not_said_to_be_saved(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``n`` after a finished game, a new game begun on the same save and saved once, then
    its saves failing (a full disk): the save holds the new game's earlier point, said so,
    not the finished game any more (it was said to be saved there too, and replayable); the
    finished game is kept beside it, and said to be (session 26)."""
    finished = GameSession.new(make_rules("modern", 2), ["random", "random"], seed=3)
    _one_move_from_the_end(finished)
    path = finished.save(default_save_path())

    async def steps(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await settle(pilot)
        if isinstance(app.screen, ScoreSheetScreen):  # the last hand's, before the summary
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        await fill(pilot, {"#kind-0": PERSON})
        await pilot.press("ctrl+s")
        await person_moves(pilot)  # saved where the finished game was (kept beside it)
        assert not GameRecord.load(path).replay().is_over

        def full(*args: object, **kwargs: object) -> Path:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(GameSession, "save", full)
        await person_moves(pilot)
        assert isinstance(app, RoadgamesApp) and app.last_saved is None
        app.exit()

    drive_apps(monkeypatch, [steps])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    out = capsys.readouterr().out
    assert f"The last moves could not be saved: {path}" in out, out
    assert "The finished game is saved" not in out, out
    assert f"roadgames replay {path}\n" not in out, out
    # since session 26 the finished game is kept beside it, and said to be
    kept = path.with_name(f"{path.stem}-1{path.suffix}")
    assert f"The finished game saved there before is kept as {kept}" in out, out
    assert f"roadgames replay {kept}\n" in out, out
