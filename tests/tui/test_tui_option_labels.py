"""The new-game screen names each rule option in words of the interface language, with the
option's name (the one ``-o`` takes) still shown beside its words."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Label
from tui_helpers import screen_text

from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import OPTION_LABELS, UI_LANGUAGES, Translator
from roadgames.tui.screens.new_game import EDITABLE, NewGameScreen

#: What the option labels' column holds on one line (its width less its padding).
LABEL_COLUMN = 36


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_editable_option_has_a_short_label(lang: str) -> None:
    tr = Translator(lang)
    for name in EDITABLE:
        assert name in OPTION_LABELS[lang], f"{name} has no {lang} label"
        label = tr.option(name)
        assert label.strip() and label != name
        assert len(label) <= LABEL_COLUMN, f"{label!r} is cut or wrapped in its column"
    assert len({tr.option(name) for name in EDITABLE}) == len(EDITABLE)  # no two alike


def test_french_labels_are_not_english() -> None:
    en, fr = Translator("en"), Translator("fr")
    assert fr.option("roll_after_remedy") == "Feu Vert après chaque parade"
    assert all(fr.option(name) != en.option(name) for name in EDITABLE)


def test_an_option_the_table_does_not_know_keeps_its_name() -> None:
    assert Translator("fr").option("no_such_option") == "no_such_option"


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_new_game_screen_shows_each_option_in_words_and_by_name(
    lang: str, size: tuple[int, int], tmp_path: Path
) -> None:
    tr = Translator(lang)

    async def scenario() -> None:
        app = RoadgamesApp(lang=lang, save_path=tmp_path / "s.json")
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            for name, label in zip(EDITABLE, screen.query(".option-name"), strict=True):
                assert isinstance(label, Label)
                label.scroll_visible(animate=False, immediate=True)
                await pilot.pause()
                text = screen_text(app)
                assert tr.option(name) in text and name in text

    asyncio.run(scenario())
