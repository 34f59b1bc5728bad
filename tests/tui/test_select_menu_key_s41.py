"""The new-game form's drop-down menus: while one is open, the footer shows the key that
closes it, a binding of Textual's own (``esc Dismiss menu``), which stayed English on the
French form (session 40's note). Now it is said in the interface language, as the game's
own keys are."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Select
from textual.widgets._footer import FooterKey
from tui_helpers import make_app, settle

from roadgames.tui.i18n import KEY_LABELS, UI_LANGUAGES


def _footer_with_a_menu_open(tmp_path: Path, lang: str) -> dict[str, str]:
    """The footer's labels by key while the form's first drop-down menu is open."""
    app = make_app(None, tmp_path / "save.json", lang=lang)
    shown: dict[str, str] = {}

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            menu = app.screen.query(Select).first()
            menu.focus()
            await settle(pilot)
            await pilot.press("enter")
            await settle(pilot)
            assert menu.expanded
            shown.update({key.key: key.description for key in app.screen.query(FooterKey)})

    asyncio.run(scenario())
    return shown


@pytest.mark.parametrize("lang", [lang for lang in UI_LANGUAGES if lang != "en"])
def test_the_key_that_closes_a_menu_is_said_in_the_language(tmp_path: Path, lang: str) -> None:
    shown = _footer_with_a_menu_open(tmp_path, lang)
    assert shown["escape"] == KEY_LABELS[lang]["Dismiss menu"] != "Dismiss menu"


def test_in_english_it_keeps_textuals_words(tmp_path: Path) -> None:
    assert _footer_with_a_menu_open(tmp_path, "en")["escape"] == "Dismiss menu"
