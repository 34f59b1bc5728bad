"""``roadgames play``: what the command line sets on the game it opens (kept, not run);
what a mutation sweep of ``commands/play.py`` found untested (session 32)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import opened_apps

from play_helpers import rush_match_saved
from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.commands.play_saves import default_save_path
from roadgames.millebornes import make_rules
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import FinishedSave, GameApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.game_table import file_digest
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.session import PERSON, GameSession


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def test_the_pause_before_computer_moves_is_the_one_the_help_gives(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    assert main(["play", "--save", str(tmp_path / "g.json")]) == 0
    (app,) = opened
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert "(default 0.6)" in capsys.readouterr().out
    assert app.delay == 0.6


@pytest.mark.parametrize("delay", ["0", "60"])
def test_a_delay_at_either_end_of_the_range_is_taken(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, delay: str
) -> None:
    # the refusal says "0 to 60 seconds": both ends are in
    opened = opened_apps(monkeypatch, RoadgamesApp)
    assert main(["play", "--delay", delay, "--save", str(tmp_path / "g.json")]) == 0
    assert [app.delay for app in opened] == [float(delay)]


def test_as_many_names_as_seats_are_taken(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    argv = ["play", "--quick", "--seats", "human,random", "--names", "Ann,Bob"]
    assert main([*argv, "--save", str(tmp_path / "g.json")]) == 0
    (app,) = opened
    assert app.session is not None
    assert app.session.names == ["Ann", "Bob"]


@pytest.mark.parametrize(("argv", "form"), [(["rushshift"], False), ([], True)])
def test_a_resumed_match_goes_back_to_the_form_only_where_the_command_has_one(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, argv: list[str], form: bool
) -> None:
    # n at the end of the match: plain play shows the new-game screen, play rushshift has none
    path = rush_match_saved(tmp_path / "r.json")
    opened = opened_apps(monkeypatch, RushShiftApp)
    assert main(["play", *argv, "--resume", str(path)]) == 0
    (app,) = opened
    assert isinstance(app.form, Setup) if form else app.form is None


def _left_for(
    monkeypatch: pytest.MonkeyPatch, leaving: list[Callable[[GameApp[Any]], None]]
) -> list[GameApp[Any]]:
    """The apps ``roadgames play`` opens, in order, each left at once as the next of
    ``leaving`` leaves it (for another game, the new-game screen, or nothing)."""
    opened: list[GameApp[Any]] = []

    def run(app: GameApp[Any]) -> None:
        opened.append(app)
        leaving.pop(0)(app)

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(RoadgamesApp, "run", run)
    monkeypatch.setattr(RushShiftApp, "run", run)
    return opened


def _for_rush(app: GameApp[Any]) -> None:
    """Rush Hour Shift chosen on the new-game screen."""
    rules = RUSHSHIFT.rules_from_options(None, 2)
    app.next_session = RushSession.new(rules, [PERSON, "random"], seed=1)


def _for_the_form(app: GameApp[Any]) -> None:
    """``n`` at the end of a match: the new-game screen."""
    app.next_setup = Setup()


def _quit(app: GameApp[Any]) -> None:
    """Left with nothing more to play."""


@pytest.mark.parametrize("save", [False, True])
def test_each_game_chosen_after_the_first_is_saved_at_its_own_place(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, save: bool
) -> None:
    # the form's Rush Hour Shift match, then the form again: each game's own default save
    # (not the other's), unless --save names one for all
    given = tmp_path / "g.json"
    opened = _left_for(monkeypatch, [_for_rush, _for_the_form, _quit])
    argv = ["play", "--delay", "0.25", "--lang", "fr"] + (["--save", str(given)] * save)
    assert main(argv) == 0
    assert [type(app) for app in opened] == [RoadgamesApp, RushShiftApp, RoadgamesApp]
    expected = [default_save_path(), default_save_path("rushshift"), default_save_path()]
    assert [app.save_path for app in opened] == ([given] * 3 if save else expected)
    assert [(app.tr.lang, app.delay) for app in opened] == [("fr", 0.25)] * 3
    mille, rush = opened[0], opened[1]
    assert isinstance(mille, RoadgamesApp) and isinstance(rush, RushShiftApp)
    assert rush.form is mille.setup  # n at the match's end: the form as it was left


@pytest.mark.parametrize("save", [False, True])
def test_the_form_after_a_resumed_match_saves_mille_bornes_at_its_own_place(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, save: bool
) -> None:
    # not over the Rush Hour Shift file the match was resumed from
    path, given = rush_match_saved(tmp_path / "r.json"), tmp_path / "g.json"
    opened = _left_for(monkeypatch, [_for_the_form, _quit])
    argv = ["play", "--resume", str(path)] + (["--save", str(given)] * save)
    assert main(argv) == 0
    assert [type(app) for app in opened] == [RushShiftApp, RoadgamesApp]
    assert opened[1].save_path == (given if save else default_save_path())


def test_a_damaged_default_save_of_the_match_chosen_on_the_form_is_no_obstacle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a damaged default save is set aside on the first save, never in the way of a new game
    damaged = default_save_path("rushshift")
    damaged.parent.mkdir(parents=True)
    damaged.write_text("{not json", encoding="utf-8")
    opened = _left_for(monkeypatch, [_for_rush, _quit])
    assert main(["play"]) == 0
    assert [type(app) for app in opened] == [RoadgamesApp, RushShiftApp]


def test_a_damaged_default_save_of_the_game_set_up_after_a_match_is_no_obstacle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path, damaged = rush_match_saved(tmp_path / "r.json"), default_save_path()
    damaged.parent.mkdir(parents=True)
    damaged.write_text("{not json", encoding="utf-8")
    opened = _left_for(monkeypatch, [_for_the_form, _quit])
    assert main(["play", "--resume", str(path)]) == 0
    assert [type(app) for app in opened] == [RushShiftApp, RoadgamesApp]


def test_a_finished_game_before_the_form_is_named_as_the_match_chosen_there_closes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # n at a finished game's end, Rush Hour Shift chosen, left with nothing saved: where that
    # finished game is, as leaving from its end would have said
    finished = rush_match_saved(tmp_path / "finished.json")

    def after_a_finished_game(app: GameApp[Any]) -> None:
        app.finished_save = FinishedSave(finished, file_digest(finished))
        _for_rush(app)

    _left_for(monkeypatch, [after_a_finished_game, _quit])
    assert main(["play"]) == 0
    assert f"roadgames replay {finished}" in capsys.readouterr().out


def test_a_match_chosen_after_a_resumed_game_is_not_said_to_be_saved_where_resume_says(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the match goes to its own default save, which no option named
    mille = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    mille.state.apply(mille.state.legal_actions()[0])
    path = mille.save(tmp_path / "g.json")
    default_save_path("rushshift").mkdir(parents=True)  # where it cannot be saved
    _left_for(monkeypatch, [_for_rush, _quit])
    assert main(["play", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"the default save file {default_save_path('rushshift')} is a folder" in err
    assert "--resume" not in err


def test_a_finished_match_before_the_form_is_named_as_the_form_closes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # n at a finished match's end, the form left with nothing saved: where that match is
    path = rush_match_saved(tmp_path / "r.json")

    def finished_then_n(app: GameApp[Any]) -> None:
        app.last_saved, app.saved_over, app.last_digest = path, True, file_digest(path)
        _for_the_form(app)

    _left_for(monkeypatch, [finished_then_n, _quit])
    assert main(["play", "--resume", str(path)]) == 0
    assert f"roadgames replay {path}" in capsys.readouterr().out


def test_the_form_after_a_resumed_match_is_not_said_to_save_where_resume_says(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the form's Mille Bornes game goes to its own default save, which no option named
    path = rush_match_saved(tmp_path / "r.json")
    default_save_path().mkdir(parents=True)  # where it cannot be saved
    _left_for(monkeypatch, [_for_the_form, _quit])
    assert main(["play", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"the default save file {default_save_path()} is a folder" in err
    assert "--resume" not in err


def test_a_resumed_game_saved_over_a_file_of_something_else_is_refused_naming_save(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # --save names where the resumed game goes on: a file of notes there would be lost
    opened = opened_apps(monkeypatch, RushShiftApp)
    path = rush_match_saved(tmp_path / "r.json")
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    assert main(["play", "--resume", str(path), "--save", str(notes)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"roadgames: error: --save {notes} holds something other than a saved")
    assert opened == [] and notes.read_text(encoding="utf-8") == "my notes\n"
