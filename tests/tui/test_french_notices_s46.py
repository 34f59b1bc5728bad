"""French notices (Textual's toasts): their lines are broken where French typography
allows, as the table's prompt is, at the width a notice has; the notice's own wrapping
began a line with the ";" of "… quand c'est prêt ; q …" (session 46)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.widgets import Static
from textual.widgets._toast import Toast
from tui_helpers import WidgetAlone, make_app, settle

from roadgames.millebornes import make_rules
from roadgames.tui.fitting import wrap_french_markup
from roadgames.tui.game_app import GameApp, notice_width
from roadgames.tui.session import PERSON, GameSession

MARKS = (":", ";", "!", "?", "»")


def game_app(tmp_path: Path) -> GameApp[Any]:
    """A French game's app, whose notices are this project's (:meth:`GameApp.notify`)."""
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=2)
    return make_app(session, tmp_path / "save.json", "fr")


def _toast_rows(app: App[Any], width: int, message: str, **options: object) -> list[str]:
    """The lines of the one notice ``app`` shows of ``message`` on a screen ``width``
    columns wide, and its text's width."""

    async def scenario() -> list[str]:
        async with app.run_test(size=(width, 30), notifications=True) as pilot:
            if isinstance(app, GameApp):
                await settle(pilot)  # the table on: its opening would take the notice away
            app.notify(message, **options)  # type: ignore[arg-type]
            await pilot.pause()
            await pilot.pause()
            [toast] = app.screen.query(Toast)
            rows = [toast.render_line(y).text.strip() for y in range(toast.size.height)]
            return [str(toast.content_size.width), *rows]

    return asyncio.run(scenario())


@pytest.mark.parametrize("width", [40, 61, 79, 80, 100, 121, 125, 200])
def test_a_notices_width_is_the_one_textual_gives_it(width: int) -> None:
    """The width the notices are broken at is the one they have on the screen (a new
    Textual that lays them out otherwise fails here)."""
    room, *_ = _toast_rows(WidgetAlone(Static("x")), width, "a notice")
    assert int(room) == notice_width(width)


@pytest.mark.parametrize("width", [80, 120])
def test_a_plain_notice_keeps_its_semicolon_with_its_word(width: int, tmp_path: Path) -> None:
    """A notice whose word before " ;" ends a line: the word goes down with its mark."""
    room = notice_width(width)
    message = "x" * (room - len(" prêt")) + " prêt ; q enregistre et quitte."
    _, *rows = _toast_rows(game_app(tmp_path), width, message)
    text = [row for row in rows if row]
    assert text[1].startswith("prêt ;"), text
    assert not any(row.startswith(MARKS) for row in text), text


def test_a_notice_with_markup_keeps_its_mark_with_its_word_and_its_bold(tmp_path: Path) -> None:
    """Ctrl+C's notice, its keys in bold: broken where French allows, still in bold."""
    room = notice_width(80)
    message = "y" * (room - len(" partie")) + " partie ; ou sur [b]q[/b] pour quitter."
    _, *rows = _toast_rows(game_app(tmp_path), 80, message, markup=True)
    text = [row for row in rows if row]
    assert text[1].startswith("partie ;"), text
    assert "[b]q[/b]" in wrap_french_markup(message, room)


def test_markup_with_no_mark_set_apart_is_left_as_given() -> None:
    """English (no space before its colon) and a word wider than a line: as given."""
    assert wrap_french_markup("Press [b]q[/b]: quit " * 5, 12) == "Press [b]q[/b]: quit " * 5
    wide = "Enregistré dans /un/chemin/très/long/vers/la/partie.json : ok"
    assert wrap_french_markup(wide, 12) == wide
