"""The new-game screen names each rule option in words of the interface language, with the
option's name (the one ``-o`` takes) still shown beside its words; the choices of its selects
are in words too, their codes kept as the values."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Label, Select
from tui_helpers import screen_text, settle, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.rules import CHOICES
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import OPTION_LABELS, OPTION_VALUE_LABELS, UI_LANGUAGES, Translator
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_setup import EDITABLE

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


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_choice_of_every_option_has_words(lang: str) -> None:
    tr = Translator(lang)
    assert set(CHOICES) == {"deck", "finish", "empty_draw_pile", "scoring", "tie_break"} | {
        "next_starter"
    }
    for name, codes in CHOICES.items():
        for code in codes:
            assert code in OPTION_VALUE_LABELS[lang].get(name, {}), f"{name}={code}: no {lang}"
            assert tr.option_value(name, code).strip()
        assert len({tr.option_value(name, code) for code in codes}) == len(codes)


def test_french_choices_are_in_french() -> None:
    fr = Translator("fr")
    assert fr.option_value("deck", "full") == "complet (106 cartes)"
    assert fr.option_value("empty_draw_pile", "reshuffle") == "rebattre la défausse"
    assert fr.option_value("finish", "reach") == "l'atteindre suffit"


def test_a_choice_the_table_does_not_know_keeps_its_code() -> None:
    assert Translator("fr").option_value("deck", "huge") == "huge"
    assert Translator("fr").option_value("no_such_option", "x") == "x"


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_choice_fits_its_select_at_80_columns(lang: str, tmp_path: Path) -> None:
    tr = Translator(lang)

    async def scenario() -> None:
        app = RoadgamesApp(lang=lang, save_path=tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            for name, codes in CHOICES.items():
                select = screen.query_one(f"#opt-{name}", Select)
                room = select.query_one("SelectCurrent #label").content_region.width
                for code in codes:
                    label = tr.option_value(name, code)
                    assert len(label) <= room, f"{label!r} wraps in a select {room} wide"

    asyncio.run(scenario())


@pytest.mark.parametrize(("lang", "unit"), [("en", "mi"), ("fr", "km")])
def test_the_trip_length_shows_its_unit(lang: str, unit: str, tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(lang=lang, save_path=tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            screen.query_one("#opt-target").scroll_visible(animate=False, immediate=True)
            await pilot.pause()
            row = screen.query_one("#opt-target").parent
            assert row is not None
            assert [str(w.content) for w in row.query(".option-unit").results(Label)] == [unit]
            assert f"700▎{unit}" in screen_text(app)  # beside the field, after its edge

    asyncio.run(scenario())


def test_picking_a_choice_by_its_words_starts_the_game_with_its_code(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(lang="fr", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            select = screen.query_one("#opt-empty_draw_pile", Select)
            select.scroll_visible(animate=False, immediate=True)
            select.focus()
            await pilot.pause()
            assert "jouer jusqu'au bout" in screen_text(app)  # classic: play_out
            await pilot.press("enter")  # open the list: play_out, reshuffle, stop
            await pilot.pause()
            await pilot.press("down", "down", "enter")
            await pilot.pause()
            assert select.value == "stop"
            assert "finir la manche" in screen_text(app)
            await pilot.press("ctrl+s")
            await settle(pilot)
            rules = table(app).session.rules
            assert rules == make_rules("classic", 2, empty_draw_pile="stop")

    asyncio.run(scenario())
