"""The new-game screen of ``roadgames play`` chooses the game: Mille Bornes (the default, as
before) or Rush Hour Shift, whose own part of the form (its two seats, set-up board, games in
the match, options) makes the match ``roadgames play rushshift`` would make with the same
choices, played in its own app, saved where that command saves it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Select, Static
from tui_helpers import controls_past_the_form, opened_apps, screen_text, settle

from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.commands.play_saves import default_save_path
from roadgames.millebornes import make_rules
from roadgames.rushshift import make_rules as make_rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.session import computer_levels as rush_levels
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.session import computer_levels as mille_levels

Form = dict[str, str]
#: A Rush Hour Shift match as a person would set it: the form's controls and their values.
RUSH_FORM: Form = {
    "#rs-kind-1": "random",
    "#rs-name-0": "Ada",
    "#rs-setup": "3",
    "#rs-games": "3",
    "#rs-opt-turn_limit": "200",
    "#seed": "7",
}


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


async def fill(pilot: Pilot[str], game: str, form: Form) -> None:
    """Choose ``game`` on the new-game screen, then set each control of ``form``."""
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    screen.query_one("#game", Select).value = game
    await pilot.pause()
    for selector, value in form.items():
        widget = screen.query_one(selector)
        if isinstance(widget, Select):
            widget.value = value
        else:
            assert isinstance(widget, Input)
            widget.value = value
    await pilot.pause()


Check = Callable[[GameApp[Any], Pilot[str]], Awaitable[None]]


def play_through(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], game: str, form: Form, then: Check
) -> int:
    """``roadgames play ARGV``: on its new-game screen ``game`` is chosen, ``form`` filled and
    Ctrl+S pressed; the app opened next (if any) goes through ``then``, which leaves it."""

    def run(app: GameApp[Any]) -> str | None:
        async def go() -> str | None:
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                if isinstance(app.screen, NewGameScreen):
                    await fill(pilot, game, form)
                    await pilot.press("ctrl+s")
                    await settle(pilot)
                if app.is_running:
                    await then(app, pilot)
            return app.return_value

        return asyncio.run(go())

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(RoadgamesApp, "run", run)
    monkeypatch.setattr(RushShiftApp, "run", run)
    return main(["play", *argv])


def test_rush_hour_shift_chosen_opens_its_table_as_play_rushshift_would(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tables: list[RushShiftApp] = []

    async def at_the_table(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp), type(app).__name__
        assert isinstance(app.screen, RushTableScreen)
        tables.append(app)
        await pilot.press("q")

    assert play_through(monkeypatch, [], "rushshift", RUSH_FORM, at_the_table) == 0
    (chosen,) = tables
    session = chosen.session
    assert session.players == [PERSON, "random"]
    assert session.names == ["Ada", "Random 2"]
    assert session.rules == make_rush_rules(setup="3", games=3, turn_limit=200)
    assert session.seed == 7
    assert chosen.save_path == default_save_path("rushshift")

    # the command makes the same match
    opened = opened_apps(monkeypatch, RushShiftApp)
    argv = ["play", "rushshift", "--seats", "human,random", "--names", "Ada", "--seed", "7"]
    assert main([*argv, "-o", "setup=3", "-o", "games=3", "-o", "turn_limit=200"]) == 0
    (command,) = opened
    chosen_record = session.record().to_dict()
    del chosen_record["meta"]["lang"]  # its table's language: the other table never opened
    assert command.session.record().to_dict() == chosen_record
    assert command.save_path == chosen.save_path


def test_a_hot_seat_match_and_the_save_path_given(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    tables: list[RushShiftApp] = []

    async def at_the_table(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp)
        tables.append(app)
        app.exit()

    form = {"#rs-kind-1": PERSON, "#rs-name-1": "Bea", "#rs-setup": "random"}
    save = tmp_path / "mine.json"
    argv = ["--save", str(save), "--lang", "fr"]
    assert play_through(monkeypatch, argv, "rushshift", form, at_the_table) == 0
    (chosen,) = tables
    assert chosen.session.players == [PERSON, PERSON]
    assert chosen.session.names == ["Place 1", "Bea"]  # in the language played
    assert chosen.session.rules.setup == "random"
    assert chosen.save_path == save
    assert chosen.tr.lang == "fr"


def test_leaving_for_rush_hour_shift_says_only_what_its_own_app_says(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # an unfinished game of each at its default save path: the Mille Bornes one is not
    # said to be "still there" as if the person had quit; the Rush Hour Shift one is, as
    # `roadgames play rushshift` says it when nothing was played
    mille = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=1)
    mille.save(default_save_path())
    rush = RushSession.new(make_rush_rules(), [PERSON, "random"], seed=2)
    rush.save(default_save_path("rushshift"))
    capsys.readouterr()

    async def leave(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp)
        app.exit()

    assert play_through(monkeypatch, [], "rushshift", {}, leave) == 0
    out = capsys.readouterr().out
    assert str(default_save_path("rushshift")) in out
    assert str(default_save_path()) not in out


def test_mille_bornes_is_the_default_and_plays_as_before(tmp_path: Path) -> None:
    app = RoadgamesApp(save_path=tmp_path / "s.json", delay=0)

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            assert screen.query_one("#game", Select).value == "millebornes"
            assert screen.query_one("#mb-seats").display
            assert screen.query_one("#mb-options").display
            assert not screen.query_one("#rs-seats").display
            assert not screen.query_one("#rs-options").display
            await pilot.press("enter")  # Start has the focus
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            assert isinstance(app.session, GameSession)
            assert app.next_session is None

    asyncio.run(scenario())


def test_each_game_shows_its_own_part_of_the_form(tmp_path: Path) -> None:
    app = RoadgamesApp(save_path=tmp_path / "s.json", lang="fr", delay=0)

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await fill(pilot, "rushshift", {})
            text = screen_text(app)
            for word in ("Jeu", "Rush Hour Shift", "Place 1", "or", "argent", "Mise en place"):
                assert word in text, word
            assert "Parties" in text and "ordinateur (glouton)" in text
            assert "Règles" not in text and "Joueurs" not in text  # Mille Bornes' preset
            assert app.title == "Rush Hour Shift"
            await fill(pilot, "millebornes", {})
            text = screen_text(app)
            assert "Règles" in text and "Mise en place" not in text
            assert app.title == "Mille Bornes"

    asyncio.run(scenario())


@pytest.mark.parametrize(
    ("form", "message"),
    [
        # computers alone with no turn limit may play for ever: refused, as by the command
        (
            {"#rs-kind-0": "random", "#rs-opt-turn_limit": "0"},
            "Two computer players with no turn limit may play for ever: set a turn limit",
        ),
        # in the form's words (not the command line's "option 'games' must be …")
        ({"#rs-games": "0"}, "Games: a whole number from 1 to 99"),
        ({"#rs-games": ""}, "Games: a whole number is needed"),
    ],
)
def test_what_cannot_be_played_is_said_on_the_form(
    form: Form, message: str, tmp_path: Path
) -> None:
    app = RoadgamesApp(save_path=tmp_path / "s.json", delay=0)

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await fill(pilot, "rushshift", form)
            await pilot.press("ctrl+s")
            await settle(pilot)
            assert isinstance(app.screen, NewGameScreen)
            error = str(app.screen.query_one("#setup-error", Static).render())
            assert message in error
            assert app.next_session is None and app.is_running
            # a person with them may stop the match: no refusal
            if "#rs-kind-0" in form:
                await fill(pilot, "rushshift", {"#rs-kind-0": PERSON})
                await pilot.press("ctrl+s")
                await settle(pilot)
                assert isinstance(app.next_session, RushSession)
                assert app.next_session.rules.turn_limit == 0

    asyncio.run(scenario())


def test_a_setup_given_opens_on_rush_hour_shift(tmp_path: Path) -> None:
    app = RoadgamesApp(setup=Setup(game="rushshift"), save_path=tmp_path / "s.json", delay=0)

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert app.screen.query_one("#rs-seats").display
            assert not app.screen.query_one("#mb-seats").display
            await pilot.press("enter")  # Start has the focus
            await settle(pilot)
            assert isinstance(app.next_session, RushSession)
            assert app.next_session.rules == make_rush_rules()

    asyncio.run(scenario())


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_each_games_controls_fit_at_80x24(lang: str, game: str, tmp_path: Path) -> None:
    tr = Translator(lang)
    setup = Setup(game=game)
    app = RoadgamesApp(setup=setup, lang=lang, save_path=tmp_path / "s.json")
    levels, kind = (
        (rush_levels(), "#rs-kind-1") if game == "rushshift" else (mille_levels(), "#kind-1")
    )
    over: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            over.extend(controls_past_the_form(app))
            room = app.screen.query_one(f"{kind} SelectCurrent #label").content_region.width
            # every choice of a seat, not only the one shown ("ordinateur (difficile)" once
            # showed "ordinateur" alone)
            for level in levels:
                label = tr("computer", level=tr.level(level))
                if len(label) > room and not level.startswith("test-"):
                    over.append(f"{label!r} wraps in a select {room} wide")
            if game == "rushshift":
                text = screen_text(app)
                for word in (tr("rs_setup"), tr("rs_games"), tr("seat", n=2), tr("rs_silver")):
                    assert word in text, word

    asyncio.run(scenario())
    assert not over


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
@pytest.mark.parametrize(
    ("seed", "message"),
    [
        ("-5", "Seed: a whole number from 0, not -5 (5 deals the same game)"),
        ("--5", "Seed: a whole number from 0, not --5"),
    ],
)
def test_a_seed_that_is_none_is_said_on_the_form(
    game: str, seed: str, message: str, tmp_path: Path
) -> None:
    """The form's seed is read as ``--seed`` is: ``-5`` (which deals ``5``'s game) is
    refused on the form, as on the command line; ``--5`` stopped the app with a
    traceback."""
    app = RoadgamesApp(save_path=tmp_path / "s.json", delay=0)

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await fill(pilot, game, {"#seed": seed})
            await pilot.press("ctrl+s")
            await settle(pilot)
            assert isinstance(app.screen, NewGameScreen)
            assert message in str(app.screen.query_one("#setup-error", Static).render())
            assert app.session is None and app.next_session is None

    asyncio.run(scenario())
