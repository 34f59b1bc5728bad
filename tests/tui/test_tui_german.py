"""The German interface (``--lang de``): every table of interface words has a German entry
for each English one, with the same placeholders; a German table at 80×24 and 120×40 shows
German words, whole; the rules of both games and the computer players' reasons in German."""

from __future__ import annotations

import asyncio
import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator
from dataclasses import fields as dataclass_fields
from pathlib import Path
from string import Formatter

import pytest
from textual.binding import Binding
from textual.widgets import Static
from tui_helpers import make_app, screen_text, settle, svg_text, table

import roadgames.tui
from roadgames.agents import Decision
from roadgames.agents.base import Reason
from roadgames.agents.millebornes.heuristic import REASON_TEXTS, reasoned
from roadgames.agents.rushshift import REASON_TEXTS as RUSH_REASON_TEXTS
from roadgames.millebornes import PRESETS, make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.rules import preset_players
from roadgames.millebornes.scoring import line_labels
from roadgames.rushshift import GAME as RUSH_GAME
from roadgames.rushshift import rules_text
from roadgames.rushshift.text import _WORDING, WRITTEN_IN
from roadgames.tui import rules_text as mille_rules_text
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.demo import demo_session
from roadgames.tui.demo import table_screenshot as mille_screenshot
from roadgames.tui.i18n import (
    KEY_LABELS,
    LEVEL_NAMES,
    OPTION_LABELS,
    OPTION_VALUE_LABELS,
    REASONS,
    SCORE_LINES,
    UI,
    UI_LANGUAGES,
    Translator,
    describe_event,
)
from roadgames.tui.rules_text import describe_rules
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.demo import demo_session as rush_demo_session
from roadgames.tui.rushshift.demo import table_screenshot as rush_screenshot
from roadgames.tui.rushshift.dialogs import RushRulesScreen
from roadgames.tui.rushshift.session import computer_levels as rush_levels
from roadgames.tui.rushshift.words import describe_event as rush_event
from roadgames.tui.screens.new_game import Setup
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.session import computer_levels as mille_levels

DE = Translator("de")
EN = Translator("en")
SIZES = [(80, 24), (120, 40)]


def placeholders(template: str) -> set[str]:
    """The named values a template fills in."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def same_placeholders(english: dict[str, str], german: dict[str, str]) -> list[str]:
    """What is wrong with ``german`` against ``english``: a key missing, a placeholder
    missing or added."""
    wrong = [f"{key!r}: no German entry" for key in english if key not in german]
    for key, text in english.items():
        if key in german and placeholders(german[key]) != placeholders(text):
            wrong.append(f"{key!r}: {placeholders(german[key])} != {placeholders(text)}")
    return wrong


def binding_labels() -> set[str]:
    """Every label a key binding of the terminal game declares (in English), found in the
    classes of every module under :mod:`roadgames.tui`."""
    labels: set[str] = set()
    for module_info in pkgutil.walk_packages(roadgames.tui.__path__, "roadgames.tui."):
        module = importlib.import_module(module_info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if not cls.__module__.startswith("roadgames.tui"):
                continue
            for binding in cls.__dict__.get("BINDINGS", []):
                if isinstance(binding, Binding):
                    labels.add(binding.description)
                elif len(binding) == 3:
                    labels.add(binding[2])
    return {label for label in labels if label}


# ------------------------------------------------------------------- the tables


def test_german_is_an_interface_language() -> None:
    assert "de" in UI_LANGUAGES
    assert DE.ui_lang == "de"
    assert DE("draw_pile") != EN("draw_pile")
    assert Translator("tl").ui_lang == "en"  # still English words around Tagalog cards


def test_every_interface_string_has_german_words_with_the_same_placeholders() -> None:
    assert same_placeholders(UI["en"], UI["de"]) == []
    # names, placeholders and arrows only; "Team {label}" is German too
    untranslated = {"title", "rs_title", "rs_seat", "rs_hero", "rs_event", "event_play"}
    untranslated |= {"event_attack", "team"}
    alike = [key for key, text in UI["en"].items() if UI["de"][key] == text]
    assert set(alike) <= untranslated, alike


def test_every_reason_of_both_games_has_german_words() -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}
    assert same_placeholders(english, REASONS["de"]) == []
    assert set(REASONS["de"]) == set(english)


def test_every_rule_option_and_choice_has_german_words() -> None:
    assert same_placeholders(OPTION_LABELS["en"], OPTION_LABELS["de"]) == []
    for name, choices in OPTION_VALUE_LABELS["en"].items():
        assert same_placeholders(choices, OPTION_VALUE_LABELS["de"].get(name, {})) == [], name


def test_every_score_line_has_german_words() -> None:
    labels: set[str] = set()
    for preset in PRESETS:  # every scoring table, with the most teams each plays
        labels.update(line_labels(make_rules(preset, preset_players(preset)[-1])))
    assert {"Shutout", "Most points", "Safeties as coup fourré"} <= labels
    same = {"Coups fourrés"}  # the French term, kept in German
    for label in labels:
        german = DE.score_line(label)
        assert german and (german != label or label in same), label
    assert set(SCORE_LINES["fr"]) <= set(SCORE_LINES["de"])
    assert DE.score_line("Team B played no distance") == "Team B ohne Distanz"


def test_every_key_binding_has_a_german_label() -> None:
    labels = binding_labels()
    assert {"Play", "End turn", "Save & quit", "Ready", "Start"} <= labels  # found them
    missing = sorted(label for label in labels if label not in KEY_LABELS["de"])
    assert missing == []
    assert set(KEY_LABELS["fr"]) <= set(KEY_LABELS["de"])


def test_every_computer_level_has_a_german_name() -> None:
    levels = set(mille_levels()) | set(rush_levels()) | set(LEVEL_NAMES["fr"])
    levels = {level for level in levels if not level.startswith("test-")}
    assert {level for level in levels if level not in LEVEL_NAMES["de"]} == set()
    assert DE.level("medium") == "mittel"


def test_the_mille_bornes_rules_have_a_german_sentence_for_each_english_one() -> None:
    words = mille_rules_text._WORDS
    assert set(words) == set(UI_LANGUAGES)
    assert same_placeholders(words["en"], words["de"]) == []


def test_the_rush_hour_shift_rules_are_written_in_german_too() -> None:
    assert "de" in WRITTEN_IN
    english, german = _WORDING["en"], _WORDING["de"]
    for field in dataclass_fields(english):
        en_value, de_value = getattr(english, field.name), getattr(german, field.name)
        for en_text, de_text in zip(
            en_value if isinstance(en_value, tuple) else [en_value],
            de_value if isinstance(de_value, tuple) else [de_value],
            strict=True,
        ):
            assert placeholders(de_text) == placeholders(en_text), field.name
            assert de_text != en_text or not de_text.strip(), field.name


def test_german_numbers_write_a_decimal_comma_and_a_true_minus() -> None:
    assert DE.decimal(-1.54) == "−1,5"
    assert DE.decimal(2.0) == "+2,0"
    assert EN.decimal(-1.54) == "-1.5"
    assert DE.miles(700) == "700 km" and DE.card(Card.D75) == "75 km"


# ------------------------------------------------------------------- reasons


#: A value for each placeholder a reason fills in.
_SAMPLE = {
    "card": Card.ROLL,
    "team": "B",
    "reason": Reason("finish"),
    "percent": 55,
    "worlds": 16,
    "action": Action(Kind.PLAY, Card.ROLL),
    "other": Action(Kind.PLAY, Card.D75),
    "other_percent": 48,
    "value": -1.54,
    "samples": 32,
}
#: Words of the players' English reasons that German does not share.
_ENGLISH_WORDS = re.compile(
    r"\b(the|a|an|to|of|its|it|this|than|with|card|safety|hazard|remedy|trip|discard|"
    r"search|sampled|deals|won|board|race|steps|yours|turn|wins)\b"
)


@pytest.mark.parametrize("key", sorted({**REASON_TEXTS, **RUSH_REASON_TEXTS}))
def test_each_reason_reads_in_german(key: str) -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}[key]
    reason = Reason.of(key, **{name: _SAMPLE[name] for name in placeholders(english)})
    said = DE.reason(reason, lambda action: f"<{action.card}>")
    assert said is not None
    assert not _ENGLISH_WORDS.search(said.replace("Coup fourré", "")), said
    if "card" in placeholders(english):
        assert "Grüne Ampel" in said  # the card by its German name
    if "value" in placeholders(english):
        assert "−1,5" in said  # the German figure


def test_the_german_hint_on_the_table_gives_its_reason_in_german(tmp_path: Path) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    decision = reasoned(Action(Kind.PLAY, Card.ROLL), Reason.of("roll_on", card=Card.ROLL))

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="de")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            shown = Decision(view.legal_actions[0], decision.explanation, decision.reason)
            screen.hint_ready(shown, screen.hint_moment(view))
            await pilot.pause()
            text = " ".join(screen_text(app).split())
            assert "Tipp: " in text and "Grüne Ampel bringt das Auto in Fahrt" in text
            assert "gets the car going" not in text and "Hint" not in text

    asyncio.run(scenario())


# ------------------------------------------------------------------- the tables on screen


def english_ui_words() -> Iterator[str]:
    """English interface words that a German screen must not show."""
    yield from ("Draw pile", "Discard", "Battle", "Speed", "your turn", "Scores", "Hint")
    yield from ("Rules", "Save", "moving", "stopped", "200s", "pick a card", "Card in play")
    yield from ("What you may do", "End turn", "gold", "silver", "Log", "exit", "locked")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_german_mille_bornes_table_shows_german_words_whole(width: int, height: int) -> None:
    text = svg_text(asyncio.run(mille_screenshot(width, height, lang="de")))
    view = demo_session().view(0)
    status = " · ".join(
        ["Mille Bornes", DE("hand", n=1), DE("scores", scores="A 0 · B 0"), DE("you_to_move")]
    )
    assert status in text  # the status line, whole
    assert "Fahrt" in text and "Tempo" in text and "fährt" in text
    assert "Tankwagen" in text and "Grüne Ampel" in text and "Tempolimit" in text
    assert "Ziehstapel" in text and str(view.draw_pile_size) in text
    assert "Ablage" in text and "Kein Benzin" in text
    assert "200er 0/2" in text and "175/700" in text
    assert "COUP FOURRÉ mit Tankwagen!" in text  # the log, in German
    assert DE("your_turn", what=DE("pick_card")) in text  # the prompt, whole
    for key, label in (("p", "Spielen"), ("x", "Abwerfen"), ("h", "Tipp"), ("?", "Regeln")):
        assert f"{key} {label}" in text
    assert "q Speichern & beenden" in text  # the footer's last label whole at 80 columns
    for word in english_ui_words():
        assert word not in text, word


@pytest.mark.parametrize("players", [2, 6])
def test_a_german_table_keeps_both_piles_whole_above_a_long_hint_at_80x24(
    players: int, tmp_path: Path
) -> None:
    rules = make_rules("classic", players)
    session = GameSession.new(rules, [PERSON] + ["random"] * (players - 1), seed=4)
    reason = Reason.of("search_won", reason=Reason("safety_free"), percent=55, worlds=16)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="de")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            screen.message = DE("pick_first")
            screen.hint_ready(Decision(view.legal_actions[0], "", reason), screen.hint_moment(view))
            await pilot.pause()
            assert screen.query_one("#prompt-line").region.height == 4
            middle = screen.query_one("#middle").region
            for pile in ("#draw-pile", "#discard"):
                assert middle.contains_region(screen.query_one(pile).region), pile
            text = screen_text(app)
            assert f"Ziehstapel {view.draw_pile_size}" in text  # on one line, the count whole
            assert "q Speichern & beenden" in text

    asyncio.run(scenario())


@pytest.mark.parametrize("size", SIZES)
def test_every_control_of_the_german_new_game_screen_fits_its_width(
    size: tuple[int, int], tmp_path: Path
) -> None:
    app = RoadgamesApp(setup=Setup(players=6), lang="de", save_path=tmp_path / "s.json")
    over: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            form = app.screen.query_one("#setup")
            right = form.scrollable_content_region.right
            for widget in form.query("Select, Input, Label, Button, Switch"):
                if widget.display and widget.region.right > right:
                    over.append(f"{widget!r} ends at {widget.region.right} > {right}")
            form.scroll_home(animate=False)
            await pilot.pause()
            text = screen_text(app)
            assert "Neue Partie" in text and "Regelsatz" in text and "Spieler" in text
            assert "Platz 1" in text and "Mensch" in text and "Computer (mittel)" in text
            assert "^s Starten" in text and "esc Beenden" in text
            app.screen.query_one("#seed").scroll_visible(animate=False, immediate=True)
            await pilot.pause()
            text += screen_text(app)
            assert "Startwert" in text and "leer: zufällig" in text
            assert "Preset" not in text and "Seed" not in text and "medium" not in text

    asyncio.run(scenario())
    assert not over


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_german_rush_hour_shift_table_shows_german_words_whole(width: int, height: int) -> None:
    text = svg_text(asyncio.run(rush_screenshot(width, height, lang="de")))
    view = rush_demo_session().view(0)
    assert "Rush Hour Shift · Runde 1/1 · Zug 25 · du bist dran (Gold)" in text
    assert "links ↑2" in text and "rechts ↑3" in text
    assert "▶ Ausfahrt" in text and "gesperrte Naht" in text
    assert "Karte im Spiel: MOVE & SHIFT 3" in text and "noch 3 Schritt(e)" in text
    assert f"Ziehstapel {view.draw_pile_size} · Ablage {len(view.discard_pile)}" in text
    assert "CPU greedy (Silber) hat 4 Karten" in text
    assert "Deine Möglichkeiten" in text and "1 A nach oben bewegen" in text
    assert "You (Gold): MOVE & SHIFT 3 spielen" in text  # the log, in words
    assert DE("your_turn", what=DE("rs_pick_step")) in text  # the prompt, whole
    assert "e Zug beenden" in text and "q Speichern & beenden" in text  # the footer, whole
    for word in english_ui_words():
        assert word not in text, word


def test_the_german_pass_device_screen_says_all_it_must_at_80x24(tmp_path: Path) -> None:
    names = ["Alexandra-Marie", "Bob"]
    session = GameSession.new(make_rules("classic", 2), [PERSON, PERSON], names=names, seed=21)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="de")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, PassDeviceScreen)
            text = " ".join(screen_text(app).split())
            assert DE("pass_device", name=names[0]) in text
            assert DE("pass_device_help", name=names[0]) in text  # not cut

    asyncio.run(scenario())


# ------------------------------------------------------------------- log entries


def test_german_log_entries_of_both_games() -> None:
    names, teams = ["Ann", "Bob"], ["Ann", "Bob"]
    assert describe_event(1, "play STOP > 0", names, teams, DE) == "Bob: Rote Ampel → Ann"
    assert describe_event(0, "discard 75", names, teams, DE) == "Ann: wirft 75 km ab"
    assert describe_event(-1, "hand 2 dealt", names, teams, DE) == "Runde 2 ausgeteilt."
    assert describe_event(0, "coup-fourre (EXTRA_TANK)", names, teams, DE) == (
        "Ann: COUP FOURRÉ mit Tankwagen!"
    )
    you = ["Du", "Computer"]  # no verb that would have to agree with "Du"
    assert rush_event(-1, "game 1: gold starts", you, DE) == "Runde 1, erster Zug: Du (Gold)."
    assert rush_event(-1, "game 2 won by gold", you, DE) == "Runde 2 gewonnen: Du (Gold)!"
    assert rush_event(1, "slide Q down 3", you, DE) == (
        "Computer (Silber): Q 3 Feld(er) nach unten schieben"
    )
    assert rush_event(0, "shift right up 2", you, DE) == (
        "Du (Gold): Sektion rechts 2 Reihe(n) nach oben verschieben"
    )
    assert rush_event(-1, "game 3 drawn after 300 turns", you, DE) == (
        "Runde 3 unentschieden nach 300 Zügen."
    )


# ------------------------------------------------------------------- rules text

#: English words that the German rules must not show (lower case: German nouns are not).
_ENGLISH_RULES = re.compile(
    r"\b(the|and|may|when|with|after|before|each|team's|hand|trip|draw|pile|discard|"
    r"safety|hazard|remedy|scoring|players|your|grid|hero|vehicle|vehicles|rows|game|"
    r"games|set-up|published|choices)\b"
)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_mille_bornes_rules_of_each_preset_read_in_german(preset: str) -> None:
    players = preset_players(preset)[-1]
    for rules in (make_rules(preset, players), make_rules(preset, 2, fast_play=True)):
        german = describe_rules(rules, DE)
        english = describe_rules(rules, EN)
        assert len(german) == len(english)
        text = " ".join(german)
        assert not _ENGLISH_RULES.search(text), _ENGLISH_RULES.findall(text)
        assert re.search(r"\bkm\b", text) and not re.search(r"\bmi\b", text)


def test_the_rules_screen_in_german_at_80x24(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(session=demo_session(), lang="de", save_path=tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen)
            text = screen_text(app)
            assert "Geltende Regeln" in text and "Schließen (Esc)" in text
            assert "Regelsatz: classic." in text

    asyncio.run(scenario())


def test_the_rush_hour_shift_rules_read_in_german() -> None:
    rules = RUSH_GAME.rules_from_options(None, 2)
    english, german = rules_text(rules), rules_text(rules, "de")
    assert german.count("\n  - ") == english.count("\n  - ")  # every rule, translated
    assert "Veröffentlichte Regeln" in german and "Entscheidungen dieses Projekts" in german
    assert "Rush Hour Shift — Aufbau 1, 1 Runde, 4 Karten auf der Hand" in german
    prose = german.replace("Rush Hour Shift", "").replace("MOVE & SHIFT", "")
    assert not _ENGLISH_RULES.search(prose), _ENGLISH_RULES.findall(prose)
    assert max(map(len, german.splitlines())) <= 92
    narrow = rules_text(rules, "de", width=60)
    assert max(map(len, narrow.splitlines())) <= 60
    assert " ".join(narrow.split()) == " ".join(german.split())  # only the lines differ
    more = rules_text(RUSH_GAME.rules_from_options(None, 2, hand_size=6, games=3), "de")
    assert "jeder hält 4 Karten (hier 6: die Option hand_size)" in " ".join(more.split())
    assert "3 Runden, 6 Karten auf der Hand" in more


def test_the_rush_hour_shift_rules_screen_speaks_german(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RushShiftApp(rush_demo_session(), lang="de", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RushRulesScreen)
            body = str(app.screen.query_one("#rs-rules-body", Static).content)
            assert "Veröffentlichte Regeln" in body and "Published rules" not in body
            assert "Schließen (Esc)" in svg_text(app.export_screenshot())

    asyncio.run(scenario())
