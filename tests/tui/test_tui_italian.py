"""The Italian interface (``--lang it``): every table of interface words has an Italian entry
for each English one, with the same placeholders; an Italian table at 80×24 and 120×40 shows
Italian words, whole; the rules of both games and the computer players' reasons in Italian;
a player's name never carries a verb or an article that would have to agree with it (the
person's default name is "Tu")."""

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
    CARD_NAMES,
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

IT = Translator("it")
EN = Translator("en")
SIZES = [(80, 24), (120, 40)]


def placeholders(template: str) -> set[str]:
    """The named values a template fills in."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def same_placeholders(english: dict[str, str], italian: dict[str, str]) -> list[str]:
    """What is wrong with ``italian`` against ``english``: a key missing, a placeholder
    missing or added."""
    wrong = [f"{key!r}: no Italian entry" for key in english if key not in italian]
    for key, text in english.items():
        if key in italian and placeholders(italian[key]) != placeholders(text):
            wrong.append(f"{key!r}: {placeholders(italian[key])} != {placeholders(text)}")
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


def test_italian_is_an_interface_language() -> None:
    assert "it" in UI_LANGUAGES
    assert IT.ui_lang == "it"
    assert IT("draw_pile") != EN("draw_pile")
    assert Translator("tl").ui_lang == "en"  # still English words around Tagalog cards


def test_every_interface_string_has_italian_words_with_the_same_placeholders() -> None:
    assert same_placeholders(UI["en"], UI["it"]) == []
    # names, placeholders and arrows only; "computer" and "no" are Italian words too
    untranslated = {"title", "rs_title", "rs_seat", "rs_hero", "rs_event", "event_play"}
    untranslated |= {"event_attack", "computer", "no", "decline", "hint_decline"}
    alike = [key for key, text in UI["en"].items() if UI["it"][key] == text]
    assert set(alike) <= untranslated, alike


#: The placeholders that a player's name fills in (``target`` is a team's name in a log
#: line, a number of points elsewhere; the log line puts it last).
_NAMES = {"name", "names", "who", "attacker"}
#: What may follow a name in a template: nothing, punctuation, a bracket, an arrow, or the
#: one preposition that names the team attacked (never a verb that would agree with it).
_AFTER_NAME = re.compile(r"^($|[:.!,;)]| \(| →| alla tua squadra)")
#: Articles that would have to agree with the name after them.
_ARTICLE_BEFORE = re.compile(r"\b(il|lo|la|i|gli|le|un|uno|una|l')\s*$", re.IGNORECASE)


def test_a_name_never_carries_a_verb_or_an_article_that_must_agree_with_it() -> None:
    wrong = []
    for key, text in {**UI["it"], **REASONS["it"]}.items():
        for name in placeholders(text) & _NAMES:
            before, after = text.split("{" + name + "}", 1)
            if not _AFTER_NAME.match(after) or _ARTICLE_BEFORE.search(before):
                wrong.append(f"{key}: {text!r}")
    assert wrong == []
    # the person's default name, in the lines that name a winner or the one to play
    assert IT("you") == "Tu"
    assert IT("to_move", name="Tu") == "di turno: Tu"
    assert IT("rs_event_won", n=2, name="Tu (oro)") == "Manche 2 vinta: Tu (oro)!"


def test_every_reason_of_both_games_has_italian_words() -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}
    assert same_placeholders(english, REASONS["it"]) == []
    assert set(REASONS["it"]) == set(english)


def test_every_rule_option_and_choice_has_italian_words() -> None:
    assert same_placeholders(OPTION_LABELS["en"], OPTION_LABELS["it"]) == []
    for name, choices in OPTION_VALUE_LABELS["en"].items():
        assert same_placeholders(choices, OPTION_VALUE_LABELS["it"].get(name, {})) == [], name
    assert all(len(label) <= 36 for label in OPTION_LABELS["it"].values())  # its column
    # the cards by the names the table gives them
    assert CARD_NAMES["it"][Card.ROLL] in IT.option("roll_after_remedy")


def test_every_score_line_has_italian_words() -> None:
    labels: set[str] = set()
    for preset in PRESETS:  # every scoring table, with the most teams each plays
        labels.update(line_labels(make_rules(preset, preset_players(preset)[-1])))
    assert {"Shutout", "Most points", "Safeties as coup fourré"} <= labels
    same = {"Coups fourrés"}  # the French term, kept in Italian
    for label in labels:
        italian = IT.score_line(label)
        assert italian and (italian != label or label in same), label
    assert set(SCORE_LINES["fr"]) <= set(SCORE_LINES["it"])
    assert IT.score_line("Team B played no distance") == "Squadra B senza distanza"


def test_every_key_binding_has_an_italian_label() -> None:
    labels = binding_labels()
    assert {"Play", "End turn", "Save & quit", "Ready", "Start"} <= labels  # found them
    missing = sorted(label for label in labels if label not in KEY_LABELS["it"])
    assert missing == []
    assert set(KEY_LABELS["fr"]) <= set(KEY_LABELS["it"])
    assert KEY_LABELS["it"]["Start"] in IT("start")  # the key says what the button says


def test_every_computer_level_has_an_italian_name() -> None:
    levels = set(mille_levels()) | set(rush_levels()) | set(LEVEL_NAMES["fr"])
    levels = {level for level in levels if not level.startswith("test-")}
    assert {level for level in levels if level not in LEVEL_NAMES["it"]} == set()
    assert IT.level("medium") == "medio"


def test_the_mille_bornes_rules_have_an_italian_sentence_for_each_english_one() -> None:
    words = mille_rules_text._WORDS
    assert set(words) == set(UI_LANGUAGES)
    assert same_placeholders(words["en"], words["it"]) == []


def test_the_rush_hour_shift_rules_are_written_in_italian_too() -> None:
    assert "it" in WRITTEN_IN
    english, italian = _WORDING["en"], _WORDING["it"]
    for field in dataclass_fields(english):
        en_value, it_value = getattr(english, field.name), getattr(italian, field.name)
        for en_text, it_text in zip(
            en_value if isinstance(en_value, tuple) else [en_value],
            it_value if isinstance(it_value, tuple) else [it_value],
            strict=True,
        ):
            assert placeholders(it_text) == placeholders(en_text), field.name
            assert it_text != en_text or not it_text.strip(), field.name


def test_italian_numbers_write_a_decimal_comma_and_a_true_minus() -> None:
    assert IT.decimal(-1.54) == "−1,5"
    assert IT.decimal(2.0) == "+2,0"
    assert EN.decimal(-1.54) == "-1.5"
    assert IT.miles(700) == "700 km" and IT.card(Card.D75) == "75 km"


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
#: Words of the players' English reasons that Italian does not share ("a" and "no" are
#: Italian words too).
_ENGLISH_WORDS = re.compile(
    r"\b(the|an|to|of|its|it|this|than|with|card|safety|hazard|remedy|trip|discard|"
    r"search|sampled|deals|won|board|race|steps|yours|turn|wins|gives|odds|needs|less)\b"
)


@pytest.mark.parametrize("key", sorted({**REASON_TEXTS, **RUSH_REASON_TEXTS}))
def test_each_reason_reads_in_italian(key: str) -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}[key]
    reason = Reason.of(key, **{name: _SAMPLE[name] for name in placeholders(english)})
    said = IT.reason(reason, lambda action: f"<{action.card}>")
    assert said is not None
    assert not _ENGLISH_WORDS.search(said.replace("Coup fourré", "")), said
    if "card" in placeholders(english):
        assert "Semaforo Verde" in said  # the card by its Italian name
    if "value" in placeholders(english):
        assert "−1,5" in said  # the Italian figure
    if "percent" in placeholders(english):
        assert "55%" in said  # Italian writes no space before the sign


def test_the_italian_hint_on_the_table_gives_its_reason_in_italian(tmp_path: Path) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    decision = reasoned(Action(Kind.PLAY, Card.ROLL), Reason.of("roll_on", card=Card.ROLL))

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="it")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            shown = Decision(view.legal_actions[0], decision.explanation, decision.reason)
            screen.hint_ready(shown, screen.hint_moment(view))
            await pilot.pause()
            text = " ".join(screen_text(app).split())
            assert "Consiglio: " in text and "Semaforo Verde rimette in marcia l'auto" in text
            assert "gets the car going" not in text and "Hint" not in text

    asyncio.run(scenario())


# ------------------------------------------------------------------- the tables on screen


def english_ui_words() -> Iterator[str]:
    """English interface words that an Italian screen must not show."""
    yield from ("Draw pile", "Discard", "Battle", "Speed", "your turn", "Scores", "Hint")
    yield from ("Rules", "Save", "moving", "stopped", "200s", "pick a card", "Card in play")
    yield from ("What you may do", "End turn", "gold", "silver", "Log", "exit", "locked")
    yield from ("Play", "Move", "Shift the", "holds", "cards", "steps left", "a shift")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_italian_mille_bornes_table_shows_italian_words_whole(width: int, height: int) -> None:
    text = svg_text(asyncio.run(mille_screenshot(width, height, lang="it")))
    view = demo_session().view(0)
    status = " · ".join(
        ["Mille Bornes", IT("hand", n=1), IT("scores", scores="A 0 · B 0"), IT("you_to_move")]
    )
    assert status in text  # the status line, whole
    assert "Marcia" in text and "Velocità" in text and "in marcia" in text
    assert "Serbatoio" in text and "Semaforo Verde" in text and "Asso del Volante" in text
    assert "Mazzo" in text and str(view.draw_pile_size) in text
    assert "Scarti" in text and "Senza Benzina" in text
    assert "200: 0/2" in text and "175/700" in text
    assert "COUP FOURRÉ con Serbatoio!" in text  # the log, in Italian
    assert "You: Limite di Velocità → Computer (medium)" in text  # the card whole in the log
    assert IT("your_turn", what=IT("pick_card")) in text  # the prompt, whole
    for key, label in (("p", "Gioca"), ("x", "Scarta"), ("h", "Consiglio"), ("?", "Regole")):
        assert f"{key} {label}" in text
    assert "q Salva ed esci" in text  # the footer's last label whole at 80 columns
    for word in english_ui_words():
        assert word not in text, word


@pytest.mark.parametrize("players", [2, 6])
def test_an_italian_table_keeps_both_piles_whole_above_a_long_hint_at_80x24(
    players: int, tmp_path: Path
) -> None:
    rules = make_rules("classic", players)
    session = GameSession.new(rules, [PERSON] + ["random"] * (players - 1), seed=4)
    reason = Reason.of("search_won", reason=Reason("safety_free"), percent=55, worlds=16)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="it")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            screen.message = IT("pick_first")
            screen.hint_ready(Decision(view.legal_actions[0], "", reason), screen.hint_moment(view))
            await pilot.pause()
            assert screen.query_one("#prompt-line").region.height <= 4
            middle = screen.query_one("#middle").region
            for pile in ("#draw-pile", "#discard"):
                assert middle.contains_region(screen.query_one(pile).region), pile
            text = screen_text(app)
            assert f"Mazzo {view.draw_pile_size}" in text  # on one line, the count whole
            assert "q Salva ed esci" in text

    asyncio.run(scenario())


@pytest.mark.parametrize("size", SIZES)
def test_every_control_of_the_italian_new_game_screen_fits_its_width(
    size: tuple[int, int], tmp_path: Path
) -> None:
    app = RoadgamesApp(setup=Setup(players=6), lang="it", save_path=tmp_path / "s.json")
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
            assert "Nuova partita" in text and "Regolamento" in text and "Giocatori" in text
            assert "Posto 1" in text and "persona" in text and "computer (medio)" in text
            assert "^s Inizia" in text and "esc Esci" in text
            app.screen.query_one("#seed").scroll_visible(animate=False, immediate=True)
            await pilot.pause()
            text += screen_text(app)
            assert "Seme" in text and "vuoto: a caso" in text
            assert "Preset" not in text and "Seed" not in text and "medium" not in text

    asyncio.run(scenario())
    assert not over


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_italian_board_header_shows_each_side_and_its_shift(width: int, height: int) -> None:
    """At 80x24 a side gets 10 columns: "sinistra ↑2" loses its space, not its shift."""
    text = svg_text(asyncio.run(rush_screenshot(width, height, lang="it")))
    assert "destra ↑3" in text
    assert re.search(r"sinistra ?↑2", text)  # the word and the shift, however spaced


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_italian_rush_hour_shift_table_shows_italian_words_whole(
    width: int, height: int
) -> None:
    text = svg_text(asyncio.run(rush_screenshot(width, height, lang="it")))
    view = rush_demo_session().view(0)
    assert "Rush Hour Shift · Manche 1/1 · turno 25 · tocca a te (oro)" in text
    assert "destra ↑3" in text and re.search(r"sinistra ?↑", text)
    assert "▶ uscita" in text and "giunzione bloccata" in text
    assert "Carta in gioco: MOVE & SHIFT 3" in text and "passi rimasti: 3" in text
    assert f"Mazzo {view.draw_pile_size} · scarti {len(view.discard_pile)}" in text
    assert "CPU greedy (argento): 4 carte" in text
    assert "Cosa puoi fare" in text and "1 Muovi A in alto" in text
    assert "You (oro): Gioca MOVE & SHIFT 3" in text  # the log, in words
    assert IT("your_turn", what=IT("rs_pick_step")) in text  # the prompt, whole
    assert "e Fine turno" in text and "q Salva ed esci" in text  # the footer, whole
    for word in english_ui_words():
        assert word not in text, word


def test_the_italian_pass_device_screen_says_all_it_must_at_80x24(tmp_path: Path) -> None:
    names = ["Alessandra-Maria", "Bob"]
    session = GameSession.new(make_rules("classic", 2), [PERSON, PERSON], names=names, seed=21)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="it")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, PassDeviceScreen)
            text = " ".join(screen_text(app).split())
            assert IT("pass_device", name=names[0]) in text
            assert IT("pass_device_help", name=names[0]) in text  # not cut

    asyncio.run(scenario())


# ------------------------------------------------------------------- log entries


def test_italian_log_entries_of_both_games() -> None:
    names, teams = ["Ann", "Bob"], ["Ann", "Bob"]
    assert describe_event(1, "play STOP > 0", names, teams, IT) == "Bob: Semaforo Rosso → Ann"
    assert describe_event(0, "discard 75", names, teams, IT) == "Ann: scarto di 75 km"
    assert describe_event(-1, "hand 2 dealt", names, teams, IT) == "Manche 2 distribuita."
    assert describe_event(0, "coup-fourre (EXTRA_TANK)", names, teams, IT) == (
        "Ann: COUP FOURRÉ con Serbatoio!"
    )
    you = ["Tu", "Computer"]  # no verb that would have to agree with "Tu"
    assert rush_event(-1, "game 1: gold starts", you, IT) == "Manche 1, primo turno: Tu (oro)."
    assert rush_event(-1, "game 2 won by gold", you, IT) == "Manche 2 vinta: Tu (oro)!"
    assert rush_event(1, "slide Q down 3", you, IT) == (
        "Computer (argento): Fai scorrere Q in basso di 3 casella/e"
    )
    assert rush_event(0, "shift right up 2", you, IT) == (
        "Tu (oro): Sposta la sezione destra in alto di 2 riga/e"
    )
    assert rush_event(-1, "game 3 drawn after 300 turns", you, IT) == (
        "Manche 3 pari dopo 300 turni."
    )


# ------------------------------------------------------------------- rules text

#: English words that the Italian rules must not show.
_ENGLISH_RULES = re.compile(
    r"\b(the|and|may|when|with|after|before|each|team's|hand|trip|draw|pile|discard|"
    r"safety|hazard|remedy|scoring|players|your|grid|hero|vehicle|vehicles|rows|game|"
    r"games|set-up|published|choices|miles|deck|cards|turn|turns|limit|points)\b"
)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_mille_bornes_rules_of_each_preset_read_in_italian(preset: str) -> None:
    players = preset_players(preset)[-1]
    for rules in (make_rules(preset, players), make_rules(preset, 2, fast_play=True)):
        italian = describe_rules(rules, IT)
        english = describe_rules(rules, EN)
        assert len(italian) == len(english)
        text = " ".join(italian)
        assert not _ENGLISH_RULES.search(text), _ENGLISH_RULES.findall(text)
        assert re.search(r"\bkm\b", text) and not re.search(r"\bmi\b", text)


def test_the_italian_rules_name_the_cards_as_the_table_does() -> None:
    italian = " ".join(describe_rules(make_rules("modern", 2), IT))
    assert "(la sua prima carta Semaforo Verde o Veicolo Prioritario)" in italian


def test_the_rules_screen_in_italian_at_80x24(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(session=demo_session(), lang="it", save_path=tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen)
            text = screen_text(app)
            assert "Regole in vigore" in text and "Chiudi (Esc)" in text
            assert "Regolamento: classic." in text

    asyncio.run(scenario())


def test_the_rush_hour_shift_rules_read_in_italian() -> None:
    rules = RUSH_GAME.rules_from_options(None, 2)
    english, italian = rules_text(rules), rules_text(rules, "it")
    assert italian.count("\n  - ") == english.count("\n  - ")  # every rule, translated
    assert "Regole pubblicate" in italian and "Scelte di questo progetto" in italian
    assert "Rush Hour Shift — disposizione 1, 1 manche, 4 carte in mano" in italian
    prose = italian.replace("Rush Hour Shift", "").replace("MOVE & SHIFT", "")
    assert not _ENGLISH_RULES.search(prose), _ENGLISH_RULES.findall(prose)
    assert max(map(len, italian.splitlines())) <= 92
    narrow = rules_text(rules, "it", width=60)
    assert max(map(len, narrow.splitlines())) <= 60
    assert " ".join(narrow.split()) == " ".join(italian.split())  # only the lines differ
    more = rules_text(RUSH_GAME.rules_from_options(None, 2, hand_size=6, games=3), "it")
    assert "ciascuno tiene in mano 4 carte (qui 6: l'opzione hand_size)" in " ".join(more.split())
    assert "3 manche, 6 carte in mano" in more


def test_the_rush_hour_shift_rules_screen_speaks_italian(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RushShiftApp(rush_demo_session(), lang="it", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RushRulesScreen)
            body = str(app.screen.query_one("#rs-rules-body", Static).content)
            assert "Regole pubblicate" in body and "Published rules" not in body
            assert "Chiudi (Esc)" in svg_text(app.export_screenshot())

    asyncio.run(scenario())
