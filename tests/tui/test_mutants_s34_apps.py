"""Session 34 mutation sweep of the terminal game's Mille Bornes session (``tui/session.py``,
on the session object alone) and of the apps (``tui/app.py``, ``tui/game_app.py``,
``tui/rushshift/app.py``: which screen first, the save path, a new game, notices)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.screen import Screen
from tui_helpers import make_app, make_rush_app, settle, svg_text

from play_helpers import rush_match_saved
from roadgames.millebornes import make_rules
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.rushshift import make_rules as rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import FinishedSave
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.game_table import file_digest
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.seats import relocalised_names
from roadgames.tui.session import PERSON, GameSession, computer_levels, former_default_names

# ------------------------------------------------------------------ names of older saves


def test_older_saves_default_names_are_you_alone_else_numbered_players_and_cpus() -> None:
    # what sessions before 24 named the seats nobody named (the docstring's contract)
    assert former_default_names([PERSON, "medium"]) == ["You", "CPU 2 (medium)"]
    assert former_default_names(["easy", PERSON, PERSON]) == [
        "CPU 1 (easy)",
        "Player 1",
        "Player 2",
    ]


def test_an_older_saves_numbered_players_are_defaults_a_resumed_game_relocalises() -> None:
    # "Player 1" and "Player 2", given by older sessions, become the French defaults; the
    # same names on the other seats were chosen by somebody and stay
    kinds = [PERSON, PERSON, "medium"]

    def resumed(names: list[str]) -> list[str]:
        return relocalised_names(
            names, kinds, Translator("fr"), former_default_names, computer_levels()
        )

    assert resumed(["Player 1", "Player 2", "CPU 3 (medium)"]) == ["Place 1", "Place 2", "Moyen 3"]
    assert resumed(["Player 2", "Player 1", "CPU 3 (medium)"])[:2] == ["Player 2", "Player 1"]


# ------------------------------------------------------------------ the session's text


def test_a_card_a_person_just_drew_does_not_show_in_the_sessions_text() -> None:
    # a crash report may print the session: everyone at the table would see the card
    session = GameSession.new(make_rules("classic", 2), ["random", PERSON], seed=3)
    turn = session.computer_turn()
    assert turn is not None
    seat, view = turn
    assert session.apply_computer(seat, session.decide(seat, view).action, 0)
    drawn = session.drawn(1)
    assert sum(drawn.values()) == 1  # the person's turn began with a draw
    assert all(card.name not in repr(session) for card in drawn)


def test_nobody_is_owed_a_look_at_the_device_where_one_person_plays() -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3)
    assert session.owed_looks(1, 0) == []  # an empty list of looks, not "none known"


# ------------------------------------------------------------------ finished saves


def test_a_finished_save_is_there_while_its_file_reads_as_written(tmp_path: Path) -> None:
    path = rush_match_saved(tmp_path / "r.json")
    finished = FinishedSave(path, file_digest(path))
    assert finished.still_there()
    assert not FinishedSave(path, None).still_there()  # never written: nothing to name
    path.write_text(path.read_text(encoding="utf-8") + " ", encoding="utf-8")
    assert not finished.still_there()  # another game (or anything else) saved over it


def test_a_finished_save_is_at_its_own_path_through_a_link_and_not_elsewhere(
    tmp_path: Path,
) -> None:
    path = rush_match_saved(tmp_path / "r.json")
    other = rush_match_saved(tmp_path / "other.json")
    link = tmp_path / "link.json"
    link.symlink_to(path)
    finished = FinishedSave(path, file_digest(path))
    assert finished.is_at(path) and finished.is_at(link)
    assert not finished.is_at(other)
    path.write_text("{}", encoding="utf-8")
    assert not finished.is_at(path)  # the path, but no longer that game


def test_the_finished_game_is_the_last_save_only_where_it_was_over(tmp_path: Path) -> None:
    app = make_app(None, tmp_path / "g.json")
    assert app.finished_game() is None  # nothing saved yet
    path = rush_match_saved(tmp_path / "r.json")
    app.last_saved, app.last_digest = path, file_digest(path)
    assert app.finished_game() is None  # saved, but not over: to carry on, not to replay
    app.saved_over = True
    assert app.finished_game() == FinishedSave(path, file_digest(path))


def test_a_fresh_app_has_saved_nothing_and_has_nothing_to_hand_on(tmp_path: Path) -> None:
    app = make_rush_app(RushSession.new(rush_rules(), [PERSON, "random"], seed=1), tmp_path / "r")
    assert (app.last_saved, app.last_digest, app.saved_over, app.set_aside) == (
        None,
        None,
        False,
        None,
    )
    assert (app.next_session, app.next_setup, app.finished_save) == (None, None, None)
    assert app.kept_finished == [] and app.opening_note is None
    assert app.save_path == tmp_path / "r" and app.delay == 0 and app.tr.lang == "en"


# ------------------------------------------------------------------ n: a new game


def test_n_after_a_finished_game_opens_the_form_set_as_that_game_and_keeps_its_save(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = GameSession.new(make_rules("classic", 3), [PERSON, "easy", "random"], seed=2)
    app = make_app(session, tmp_path / "g.json")
    app.setup = Setup(rush_kinds=[PERSON, "random", "random"])  # the form's Rush Hour Shift part
    shown: list[Screen[Any]] = []
    monkeypatch.setattr(app, "switch_screen", shown.append)
    path = rush_match_saved(tmp_path / "finished.json")  # stands in for the finished game
    app.last_saved, app.last_digest, app.saved_over = path, file_digest(path), True
    app.new_game()
    assert app.session is None and app.last_saved is None
    assert app.finished_save == FinishedSave(path, file_digest(path))
    assert (app.setup.players, app.setup.kinds) == (3, [PERSON, "easy", "random"])
    assert app.setup.rush_kinds == [PERSON, "random", "random"]
    (screen,) = shown
    assert isinstance(screen, NewGameScreen) and screen.setup is app.setup


def test_n_at_a_rush_match_begun_from_the_form_leaves_for_the_form_set_as_the_match(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = RushSession.new(rush_rules(), [PERSON, "random"], seed=1)
    app = RushShiftApp(session, save_path=tmp_path / "r.json", delay=0, form=Setup())
    exits: list[object] = []
    monkeypatch.setattr(app, "exit", lambda *args: exits.append(args))
    monkeypatch.setattr(app, "switch_screen", exits.append)
    app.new_game()
    assert exits == [()] and app.session is session  # no rematch: the form chooses
    assert app.next_setup == Setup().for_rush(session, app.tr)
    assert app.next_setup is not None and app.next_setup.game == RUSHSHIFT.name


def test_n_at_a_rush_match_with_no_form_plays_a_rematch_keeping_the_finished_save(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = RushSession.new(rush_rules(), [PERSON, "random"], ["Ann", "Bot"], seed=1)
    app = make_rush_app(session, tmp_path / "r.json")
    shown: list[Screen[Any]] = []
    monkeypatch.setattr(app, "switch_screen", shown.append)
    monkeypatch.setattr(app, "exit", lambda *args: pytest.fail("the app left"))
    path = rush_match_saved(tmp_path / "finished.json")
    app.last_saved, app.last_digest, app.saved_over = path, file_digest(path), True
    app.new_game()
    assert app.session is not session and app.session.names == ["Ann", "Bot"]
    assert app.session.state.history == [] and app.next_setup is None
    assert app.finished_save == FinishedSave(path, file_digest(path)) and app.last_saved is None
    (screen,) = shown
    assert isinstance(screen, RushTableScreen) and screen.session is app.session


# ------------------------------------------------------------------ what opens first


class Shown:
    """What an app that is not running was asked to show: screens pushed, notices."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, app: RoadgamesApp) -> None:
        self.screens: list[Screen[Any]] = []
        self.notices: list[tuple[str, float | None]] = []
        monkeypatch.setattr(app, "push_screen", self.screens.append)
        monkeypatch.setattr(app, "notify", self.notice)

    def notice(self, message: str, *, timeout: float | None = None) -> None:
        self.notices.append((message, timeout))


def test_mille_bornes_with_no_game_opens_the_form_and_tells_the_opening_note(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    app = make_app(None, tmp_path / "g.json")
    shown = Shown(monkeypatch, app)
    app.opening_note = "Carried on with the latest game"
    app.on_mount()
    (screen,) = shown.screens
    assert isinstance(screen, NewGameScreen) and screen.setup is app.setup
    assert app.setup == Setup()  # no set-up given: the form as it starts
    assert shown.notices == [("Carried on with the latest game", 10)]  # long enough to read


def test_mille_bornes_resumed_opens_at_its_table_saving_to_the_apps_path_and_no_note(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=2)
    app = RoadgamesApp(session=session, save_path=tmp_path / "g.json", delay=0.25)
    shown = Shown(monkeypatch, app)
    app.on_mount()
    (screen,) = shown.screens
    assert isinstance(screen, TableScreen) and screen.session is session
    assert (screen.save_path, screen.delay) == (tmp_path / "g.json", 0.25)
    assert shown.notices == []


def test_rush_hour_shift_chosen_on_the_form_ends_the_app_handing_the_match_on(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # the form's set-up is kept, set as the match, for the match's n to bring back
    match = RushSession.new(rush_rules(), [PERSON, "random"], ["Ann", "Bot"], seed=1)
    app = make_app(None, tmp_path / "g.json")
    app.setup = Setup(kinds=[PERSON, "easy"])
    exits: list[object] = []
    monkeypatch.setattr(app, "exit", lambda *args: exits.append(args))
    monkeypatch.setattr(RoadgamesApp, "screen", property(lambda self: None))  # no form on
    app.start_rush(match)
    assert exits == [()] and app.next_session is match and app.session is None
    assert (app.setup.game, app.setup.rush_names) == (RUSHSHIFT.name, ["Ann", "Bot"])
    assert app.setup.kinds == [PERSON, "easy"]


def test_a_rush_match_opens_at_its_table_with_the_opening_note_over_it(tmp_path: Path) -> None:
    match = RushSession.new(rush_rules(), [PERSON, "random"], seed=1)

    async def scenario() -> None:
        app = make_rush_app(match, tmp_path / "r.json")
        app.opening_note = "Carried on with the match"
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await settle(pilot)
            screen = app.table
            assert screen is app.screen and screen is not None and screen.session is match
            assert screen.save_path == tmp_path / "r.json"
            assert "Carried on with the match" in svg_text(app.export_screenshot())

    asyncio.run(scenario())
