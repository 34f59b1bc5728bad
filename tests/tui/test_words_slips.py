"""Slips of wording a first-time player met (audit F): a preset shown by its identifier
("Regelsatz: classic" beside "Punktewertung: klassisch"), the Italian seed field called
"Seme" (a card suit), a German attack "mit Rote Ampel" (the dative is "mit Roter Ampel"),
the tableau's "200s 0/2" that does not say what it counts, and the score sheet's "Line"."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Select
from tui_helpers import make_app, screen_text, settle

from roadgames.agents.base import Reason
from roadgames.millebornes import PRESETS
from roadgames.millebornes.cards import Card
from roadgames.tui.i18n import UI_LANGUAGES, Translator, describe_event
from roadgames.tui.screens.new_game import NewGameScreen


@pytest.mark.parametrize(
    ("lang", "classic", "modern"),
    [
        ("en", "classic", "modern (2016)"),
        ("fr", "classique", "moderne (2016)"),
        ("de", "klassisch", "modern (2016)"),
        ("it", "classico", "moderno (2016)"),
        ("fi", "klassinen", "moderni (2016)"),
    ],
)
def test_a_preset_has_a_display_name(lang: str, classic: str, modern: str) -> None:
    tr = Translator(lang)
    assert (tr.preset("classic"), tr.preset("modern")) == (classic, modern)
    # the scoring table of the same name reads the same
    assert tr.preset("classic") == tr.option_value("scoring", "classic")
    assert all(tr.preset(name) for name in PRESETS)
    assert tr.preset("a-newer-preset") == "a-newer-preset"  # an unknown one keeps its name


def test_every_language_names_every_preset() -> None:
    from roadgames.tui.i18n import PRESET_NAMES

    for lang in UI_LANGUAGES:
        assert set(PRESET_NAMES[lang]) == set(PRESETS), lang


def test_the_italian_seed_field_is_not_a_card_suit() -> None:
    assert Translator("it")("seed") == "Seme casuale"


def test_a_german_card_after_mit_takes_the_dative() -> None:
    de = Translator("de")
    attack = Reason.of("attack", team="B", card=Card.STOP)
    assert de.reason(attack) == "Team B mit Roter Ampel angreifen, um es zu bremsen"
    gas = Reason.of("attack", team="B", card=Card.OUT_OF_GAS)
    assert de.reason(gas) == "Team B mit Keinem Benzin angreifen, um es zu bremsen"
    limit = Reason.of("attack", team="C", card=Card.SPEED_LIMIT)
    assert de.reason(limit) == "Team C mit Tempolimit angreifen, um es zu bremsen"
    assert de.card(Card.STOP) == "Rote Ampel"  # the name alone, as the card shows it
    assert de.card(Card.STOP, "dative") == "Roter Ampel"
    assert Translator("fr").card(Card.STOP, "dative") == "Feu Rouge"  # no case: the name
    coup = describe_event(0, "coup-fourre (EXTRA_TANK)", ["Ann"], ["A"], de)
    assert coup == "Ann: COUP FOURRÉ mit Tankwagen!"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "200s played 0/2"),
        ("fr", "200 joués : 0/2"),
        ("de", "200er gespielt: 0/2"),
        ("it", "200 giocati: 0/2"),
        ("fi", "pelatut 200:t 0/2"),
    ],
)
def test_the_tableau_says_what_its_200s_count(lang: str, said: str) -> None:
    assert Translator(lang)("two_hundreds", n=0, max=2) == said


@pytest.mark.parametrize(
    ("lang", "header"),
    [("en", "Points for"), ("fr", "Points pour"), ("fi", "Pisteiden peruste")],
)
def test_the_score_sheets_first_column_says_what_it_lists(lang: str, header: str) -> None:
    assert Translator(lang)("line") == header


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_narrow_tableau_keeps_a_short_form_of_the_200s(lang: str) -> None:
    """Three teams at 80 columns leave a tableau 24 columns wide: after " 700/700 · " and a
    bar of 4, its caption has 9 (the clear form needs more: 15 in English)."""
    tr = Translator(lang)
    short = tr("two_hundreds_short", n=0, max=2)
    assert len(short) <= 9 < len(tr("two_hundreds", n=0, max=2))
    assert short.endswith("0/2")


def test_the_new_game_screen_lists_the_presets_by_their_names(tmp_path: Path) -> None:
    """German reads "Regelsatz: klassisch", not the identifier, beside "Punktewertung:
    klassisch"; the value chosen stays the identifier the command line takes."""

    async def scenario() -> None:
        app = make_app(None, tmp_path / "save.json", lang="de")
        async with app.run_test(size=(100, 50)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, NewGameScreen)
            presets = app.screen.query_one("#preset", Select)
            assert presets.value == "classic"
            text = screen_text(app)
            assert "klassisch" in text and "classic" not in text

    asyncio.run(scenario())
