"""French sets a space before ``:``, ``;``, ``!``, ``?`` and ``»``, at which the screen's
own wrapping broke lines elsewhere than the prompt (session 45): a log's "…l'allonge à
1000" then "?", a sign's "…d'une carte" then ": la carte piochée…" on the rules screen at
40 columns, Rush Hour Shift's message "Jouez d'abord une carte" then ": un tour…". Those
lines are broken where French typography allows too; English ones as before (session 46).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.content import Content
from textual.widget import Widget
from textual.widgets import RichLog
from tui_helpers import Host, WidgetAlone, make_app, make_rush_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.rushshift import GameResult
from roadgames.rushshift import make_rules as rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushLog
from roadgames.tui.rushshift.table_text import fit_rows
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.log import GameLog, TypesetLog

MARKS = (":", ";", "!", "?", "»")


def _log_lines(logs: list[RichLog], text: str) -> list[list[str]]:
    """The lines each of ``logs`` (side by side on a screen 40 columns wide) writes for
    ``text``, given as the text that just fills a line, then ``text``."""

    async def scenario() -> list[list[str]]:
        app = WidgetAlone(logs[0])
        async with app.run_test(size=(40, 12)) as pilot:
            for log in logs[1:]:
                await app.mount(log)
            await pilot.pause()
            shown = []
            for log in logs:
                room = log.scrollable_content_region.width
                log.write("y" * (room - len(f" {text.split()[0]}")) + f" {text}")
                shown.append([strip.text.rstrip() for strip in log.lines])
            return shown

    return asyncio.run(scenario())


@pytest.mark.parametrize("game", ["mille", "rush"])
def test_a_log_line_keeps_its_question_mark_with_its_word(game: str) -> None:
    """Mille Bornes' log and Rush Hour Shift's: a line whose last word is followed by
    " ?" takes the word down with its mark, which begins no line."""
    log = GameLog() if game == "mille" else RushLog(wrap=True, markup=False, min_width=20)
    [lines] = _log_lines([log], "1000 ? Non")
    assert lines[1] == "1000 ? Non", lines
    assert not any(line.startswith(MARKS) for line in lines), lines


def test_a_log_breaks_english_as_before() -> None:
    """A line with no such marks is broken as a plain log breaks it."""
    plain = RichLog(wrap=True, markup=False, highlight=False, min_width=20)
    mine, other = _log_lines([plain, GameLog()], "turn: pick a card (1–7 or click), then p")
    assert mine == other


def test_a_log_that_does_not_wrap_breaks_no_french_line() -> None:
    """A log made not to wrap keeps a French line whole, as a plain log keeps it."""
    plain = RichLog(wrap=False, markup=False, highlight=False, min_width=20)
    log = TypesetLog(wrap=False, markup=False, min_width=20)  # RichLog's 78: no break at 40
    mine, other = _log_lines([plain, log], "1000 ? Non")
    assert mine == other and len(mine) == 1, (mine, other)


def _rows(widget: Widget) -> list[str]:
    """The lines ``widget`` shows."""
    return [widget.render_line(y).text.strip() for y in range(widget.size.height)]


def test_the_rules_signs_keep_a_colon_with_its_word_at_40_columns(tmp_path: Path) -> None:
    """The French rules screen at 40 columns: "★ près du numéro d'une carte" fills a line
    of the signs' explanation, and the ":" after it went on the next line; none of the keys
    and signs lines begins with a mark now."""
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    app = make_app(session, tmp_path / "g.json", "fr")

    async def scenario() -> list[list[str]]:
        async with app.run_test(size=(40, 30)) as pilot:
            await settle(pilot)
            await app.push_screen(table(app).rules_screen())
            await pilot.pause()
            await pilot.pause()
            return [_rows(line) for line in app.screen.query(".help-line")]

    lines = asyncio.run(scenario())
    assert any(row.startswith("★") for rows in lines for row in rows), lines
    offending = [rows for rows in lines if any(row.startswith(MARKS) for row in rows[1:])]
    assert not offending, offending


def test_a_rush_message_keeps_its_colon_with_its_word() -> None:
    """Rush Hour Shift's message under the hand (and its hint), fitted to two rows: a
    word that ends the first row goes down with its colon."""
    message = Translator("fr")("rs_end_needs_card")  # "Jouez d'abord une carte : …"
    width = len("Jouez d'abord une carte")
    rows = fit_rows(message, width, 2)
    assert rows[0] == "Jouez d'abord une", rows
    assert rows[1].startswith("carte : un"), rows


def test_a_rush_message_in_english_is_fitted_as_before() -> None:
    """Without such marks, the rows are the screen's own."""
    text = "Play a card first: a turn ends once its card is played"
    assert fit_rows(text, 20, 2) == ["Play a card first: a", "turn ends once its …"]


def _shown_rows(app: App[Any], size: tuple[int, int], selector: str, *screens: Any) -> list[str]:
    """The lines of the widget ``selector`` names on ``app`` at ``size``, once the
    computers are done and ``screens`` are opened over it."""

    async def scenario() -> list[str]:
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            for screen in screens:
                await app.push_screen(screen)
            await pilot.pause()
            await pilot.pause()
            return _rows(app.screen.query_one(selector))

    return asyncio.run(scenario())


def _french_mille(tmp_path: Path) -> RoadgamesApp:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    return make_app(session, tmp_path / "g.json", "fr")


@pytest.mark.parametrize(("game", "width"), [("mille", 44), ("mille", 54), ("rush", 54)])
def test_the_too_small_notice_keeps_its_colons_with_their_words(
    game: str, width: int, tmp_path: Path
) -> None:
    """The notice of a terminal too small for the table, in French: at 44 columns "…pour
    la table" ended a line, at 54 "q" did, and the next began with their ":"."""
    if game == "mille":
        app: App[Any] = _french_mille(tmp_path)
    else:
        session = RushSession.new(rush_rules(), [PERSON, "random"], seed=1)
        app = make_rush_app(session, tmp_path / "r.json", "fr")
    rows = [row for row in _shown_rows(app, (width, 30), "TooSmall") if row]
    assert " q : " in " ".join(rows), rows
    assert not any(row.startswith(MARKS) for row in rows), rows


def _breaking_width(text: str, gutter: int, widths: range) -> int:
    """The first of ``widths`` at which the screen's own wrapping, ``gutter`` cells inside
    it, begins a line of ``text`` with a mark French sets apart."""
    return next(
        width
        for width in widths
        if any(line.plain.startswith(MARKS) for line in Content(text).wrap(width - gutter))
    )


def test_the_pass_screen_keeps_its_semicolon_with_its_word(tmp_path: Path) -> None:
    """The screen that hides the table from the next person, in French, at a width where
    "…quand c'est prêt" ends a line: its ";" does not begin the next."""
    app = _french_mille(tmp_path)
    text = app.tr("pass_device_help", name="Ann")
    width = _breaking_width(text, 4, range(40, 121))  # its padding: 2 each side
    rows = _shown_rows(app, (width, 24), "#pass-help", PassDeviceScreen("Ann", app.tr, print))
    assert " ".join(" ".join(rows).split()) == text
    assert not any(row.startswith(MARKS) for row in rows), (width, rows)


def test_the_new_game_refusal_keeps_its_semicolon_with_its_word(tmp_path: Path) -> None:
    """A refusal under the new-game form, in French, at a width where "…en une seule
    manche" ends a line: its "; pas 2" does not begin the next."""
    app = RoadgamesApp(session=None, lang="fr", save_path=tmp_path / "g.json", delay=0)
    text = app.tr("form_one_hand", option="Manches", scoring="un coup", n=2)
    width = _breaking_width(text, 2, range(40, 121))  # its padding: 1 each side

    async def scenario() -> list[str]:
        async with app.run_test(size=(width, 30)) as pilot:
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            screen._say_refusal(text)
            await pilot.pause()
            await pilot.pause()
            return _rows(screen.query_one("#setup-error"))

    rows = asyncio.run(scenario())
    assert " ".join(" ".join(rows).split()) == text
    assert not any(row.startswith(MARKS) for row in rows), (width, rows)


def test_the_rush_match_end_keeps_the_exclamation_mark_with_the_name() -> None:
    """The end of a Rush Hour Shift match, in French, at 64 columns, a long name winning:
    "Partie 1 gagnée par Jean-Baptiste de la Fontaine (or)" filled a line and "!" alone
    went on the next."""
    names = ["Jean-Baptiste de la Fontaine", "Bob"]
    result = GameResult(winner=0, starter=0, turns=12)
    dialog = GameEndScreen(result, 1, 3, [1, 0], names, Translator("fr"), True, match_winners=[0])

    async def scenario() -> list[str]:
        app = Host(dialog)
        async with app.run_test(size=(64, 30)) as pilot:
            await pilot.pause()
            await pilot.pause()
            return [row for widget in dialog.query("#summary-box > *") for row in _rows(widget)]

    rows = asyncio.run(scenario())
    assert any(row.endswith("(or) !") for row in rows), rows
    assert not any(row.startswith(MARKS) for row in rows), rows
