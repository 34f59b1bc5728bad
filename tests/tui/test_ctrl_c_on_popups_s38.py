"""Ctrl+C on a pop-up over the table (the rules, a score sheet, a question, the end of a
game or of the match) says how to leave, as at the table: Textual checks the app's own
Ctrl+C only below a modal screen's keys, so that it showed nothing there. Selected text is
still copied first, as on any screen; the app goes on running."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.screen import Screen
from tui_helpers import hand, make_app, make_rush_app, rush_table, settle, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.rushshift import GameResult
from roadgames.rushshift import make_rules as rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import SummaryScreen
from roadgames.tui.session import PERSON, GameSession

#: A pop-up over a game's table, made for the app that shows it.
Make = Callable[[GameApp[Any]], Screen[Any]]


def _bold(key: str) -> str:
    return f"[b]{key}[/b]"


def _closing(tr: Translator, close_key: str) -> str:
    """What Ctrl+C says on a pop-up that ``close_key`` closes."""
    return tr(
        "quit_how_closing",
        close_key=_bold(close_key),
        save_key=_bold("q"),
        quit_key=_bold(tr("key_ctrl_q")),
    )


def _after(tr: Translator) -> str:
    """What Ctrl+C says on a question (answering it closes it)."""
    return tr("quit_how_after", save_key=_bold("q"), quit_key=_bold(tr("key_ctrl_q")))


def _leaving(tr: Translator) -> str:
    """What Ctrl+C says at the end of the match, where ``q`` leaves."""
    return tr("quit_how", quit_key=_bold("q"))


def _rules(app: GameApp[Any]) -> Screen[Any]:
    screen = app.table
    assert screen is not None
    rules: Screen[Any] = screen.rules_screen()
    return rules


def _sheet(app: GameApp[Any]) -> Screen[Any]:
    return ScoreSheetScreen([hand(1, [300, 200])], 0, ["You", "Bot"], make_rules(), True, app.tr)


def _question(app: GameApp[Any]) -> Screen[Any]:
    answers = [
        ("c", "Call it (c)", Action(Kind.COUP_FOURRE)),
        ("n", "No (n)", Action(Kind.DECLINE)),
    ]
    return PromptScreen("Call it?", answers)


def _summary(app: GameApp[Any]) -> Screen[Any]:
    return SummaryScreen(["You", "Bot"], [1000, 500], [0], [hand(1, [1000, 500])], app.tr)


def _pass_device(app: GameApp[Any]) -> Screen[Any]:
    return PassDeviceScreen("Ann", app.tr, lambda: None)


def _saving(tr: Translator) -> str:
    """What Ctrl+C says at the table, and on the screen that hides it (its ``q`` saves and
    quits too): as before."""
    return tr("quit_how_saving", save_key=_bold("q"), quit_key=_bold(tr("key_ctrl_q")))


def _game_end(match_over: bool) -> Make:
    def make(app: GameApp[Any]) -> Screen[Any]:
        result = GameResult(winner=0, starter=0, turns=12)
        return GameEndScreen(result, 1, 3, [1, 0], ["You", "Bot"], app.tr, match_over)

    return make


MILLE: dict[str, tuple[Make, Callable[[Translator], str]]] = {
    "rules": (_rules, lambda tr: _closing(tr, tr("key_escape"))),
    "score sheet": (_sheet, lambda tr: _closing(tr, "⏎")),
    "question": (_question, _after),
    "summary": (_summary, _leaving),
    "pass the device": (_pass_device, _saving),
}
RUSH: dict[str, tuple[Make, Callable[[Translator], str]]] = {
    "rules": (_rules, lambda tr: _closing(tr, tr("key_escape"))),
    "game end": (_game_end(False), lambda tr: _closing(tr, "⏎")),
    "match end": (_game_end(True), _leaving),
}


def _mille_app(tmp_path: Path, lang: str = "en") -> RoadgamesApp:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    return make_app(session, tmp_path / "g.json", lang=lang)


def _rush_app(tmp_path: Path, lang: str = "en") -> RushShiftApp:
    session = RushSession.new(rush_rules(), [PERSON, "random"], seed=1)
    return make_rush_app(session, tmp_path / "r.json", lang=lang)


def _notices(app: GameApp[Any]) -> list[tuple[str, str]]:
    """Each notice's title and message, the lines a French one is broken into joined
    again (as the notice wraps them anyway)."""
    return [
        (" ".join(notice.title.split()), " ".join(notice.message.split()))
        for notice in app._notifications
    ]


def _ctrl_c_on(app: GameApp[Any], make: Make) -> list[tuple[str, str]]:
    """The notices Ctrl+C gives on the pop-up ``make`` makes, opened over ``app``'s table;
    the pop-up and the app are still there after it."""
    shown: list[tuple[str, str]] = []

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            popup = make(app)
            app.push_screen(popup)
            await settle(pilot)
            assert app.screen is popup
            await pilot.press("ctrl+c")
            await pilot.pause()
            shown.extend(_notices(app))
            assert app.is_running and app.screen is popup

    asyncio.run(scenario())
    return shown


@pytest.mark.parametrize("name", list(MILLE))
def test_ctrl_c_on_a_mille_bornes_pop_up_says_how_to_leave(name: str, tmp_path: Path) -> None:
    make, said = MILLE[name]
    app = _mille_app(tmp_path)
    assert _ctrl_c_on(app, make) == [(app.tr("quit_ask"), said(app.tr))]


@pytest.mark.parametrize("name", list(RUSH))
def test_ctrl_c_on_a_rush_hour_shift_pop_up_says_how_to_leave(name: str, tmp_path: Path) -> None:
    make, said = RUSH[name]
    app = _rush_app(tmp_path)
    assert _ctrl_c_on(app, make) == [(app.tr("quit_ask"), said(app.tr))]


def test_the_rules_screen_s_notice_reads_as_meant(tmp_path: Path) -> None:
    app = _mille_app(tmp_path)
    ((title, message),) = _ctrl_c_on(app, _rules)
    assert (title, message) == (
        "Do you want to quit?",
        "Press [b]Esc[/b] to close this, then [b]q[/b] to save the game and quit; "
        "or [b]Ctrl+Q[/b] to quit at once.",
    )


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_notice_on_a_pop_up_speaks_the_player_s_language(lang: str, tmp_path: Path) -> None:
    app = _mille_app(tmp_path, lang)
    tr = Translator(lang)
    said = [(tr("quit_ask"), _closing(tr, tr("key_escape")))]
    assert _ctrl_c_on(app, _rules) == said
    assert _ctrl_c_on(_mille_app(tmp_path, lang), _question) == [(tr("quit_ask"), _after(tr))]
    assert lang == "en" or "Press" not in said[0][1]


def test_the_rules_key_then_ctrl_c_then_esc_then_q_leaves(tmp_path: Path) -> None:
    """The way the notice tells, key by key, from the rules opened with ``?``."""
    app = _mille_app(tmp_path)
    left: list[bool] = []

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await settle(pilot)
            assert app.screen is not table(app)
            await pilot.press("ctrl+c")
            await pilot.pause()
            assert len(_notices(app)) == 1 and app.is_running
            await pilot.press("escape")
            await settle(pilot)
            assert app.screen is table(app)
            await pilot.press("q")
            await pilot.pause()
            left.append(app.is_running)

    asyncio.run(scenario())
    assert left == [False]


def test_selected_text_on_a_pop_up_is_copied_not_a_notice(tmp_path: Path) -> None:
    app = _mille_app(tmp_path)
    copied: list[str | None] = []

    async def select_and_copy(pilot: Pilot[str]) -> None:
        await pilot.click("#prompt-text", offset=(2, 0), times=3)  # selects the text
        await pilot.press("ctrl+c")
        await pilot.pause()
        copied.append(app.clipboard)

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            app.push_screen(_question(app))
            await settle(pilot)
            await select_and_copy(pilot)
            assert _notices(app) == []

    asyncio.run(scenario())
    assert copied and "Call it?" in (copied[0] or "")


def test_ctrl_c_on_the_rush_table_itself_is_as_before(tmp_path: Path) -> None:
    app = _rush_app(tmp_path)
    shown: list[tuple[str, str]] = []

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert app.screen is rush_table(app)
            await pilot.press("ctrl+c")
            await pilot.pause()
            shown.extend(_notices(app))

    asyncio.run(scenario())
    tr = Translator("en")
    assert shown == [(tr("quit_ask"), _saving(tr))]
