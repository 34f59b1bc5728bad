"""The German, Italian and Finnish interfaces (``--lang de``, ``it``, ``fi``): every table of
interface words has an entry for each English one, with the same placeholders; a table at
80×24 and 120×40 shows that language's words, whole; the rules of both games and the computer
players' reasons read in that language. A test with a ``lang`` argument runs once per
language, against the words that language's :class:`Language` expects; the tests named after
one language check what only that language has.

A player's name never carries a word that would have to agree with it. Italian: no verb
after a name, no article before it (the person's default name is "Tu"). Finnish inflects
names by case, and a verb agrees with its subject ("sinä saat", "hän saa"): a player's name
stands only where the nominative is grammatical whatever the name, after a colon or at the
start of a line, followed by punctuation only, never with a case ending (the person's default
name is "Sinä"). A card's name keeps its nominative too: the table shows it so, and the
sentences around it inflect a head noun instead (``kortilla {card}``)."""

from __future__ import annotations

import asyncio
import importlib
import inspect
import pkgutil
import re
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import fields as dataclass_fields
from pathlib import Path
from string import Formatter

import pytest
from textual.binding import Binding
from textual.widgets import OptionList, Static
from tui_helpers import controls_past_the_form, make_app, screen_text, settle, svg_text, table

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
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.session import computer_levels as mille_levels

EN = Translator("en")
SIZES = [(80, 24), (120, 40)]
#: A log entry and its words: the seat, the engine's text, what the log shows.
Event = tuple[int, str, str]


@dataclass(frozen=True)
class Language:
    """What the tests expect of one interface language: words written out by hand, not read
    back from its tables."""

    code: str
    #: Interface keys whose text may equal the English one, besides names and placeholders.
    untranslated: frozenset[str]
    #: The level "medium", and the score line "Team B played no distance".
    medium: str
    no_distance: str
    #: The card Roll (green light), by name; 55 percent as the language writes it.
    roll: str
    percent: str
    #: English words of the players' reasons that are words of this language too.
    shared_words: frozenset[str]
    #: The hint's label, and the reason "roll_on" for Roll, as the table shows them.
    hint: str
    roll_on: str
    #: Words the Mille Bornes demo table shows (piles, cards, the log).
    table_words: tuple[str, ...]
    #: The draw pile's title, and the footer's key labels (the last one: "Save & quit").
    draw_pile: str
    footer: tuple[tuple[str, str], ...]
    save_quit: str
    #: The new-game screen: what its top shows, and the seed field.
    new_game: tuple[str, ...]
    new_game_seed: tuple[str, ...]
    #: Computer levels whose "Computer (level)" may wrap in the new-game screen's select.
    wrapping_levels: frozenset[str]
    #: The Rush Hour Shift board's header: the right side with its shift, a pattern for the
    #: left side with its shift (where 80 columns may squeeze out the space).
    right_shift: str
    left_shift: str
    #: Words the Rush Hour Shift demo table shows; its two piles (``{draw}``, ``{discard}``);
    #: the key label "End turn".
    rush_words: tuple[str, ...]
    rush_piles: str
    end_turn: str
    #: A long name that the pass-the-device screen must show whole.
    long_name: str
    #: Log entries of Mille Bornes (names Ann, Bob), of Rush Hour Shift (names ``you``).
    mille_events: tuple[Event, ...]
    you: tuple[str, str]
    rush_events: tuple[Event, ...]
    #: The brackets of "roll_after_remedy_off" in the modern rules: the cards by name.
    rules_cards: str
    #: The Mille Bornes rules screen, and both rules screens' close button.
    rules_screen: tuple[str, ...]
    close: str
    #: Rush Hour Shift's rules: the headings and headline; with 6 cards and 3 games, the
    #: hand size's note and the headline's start.
    published: str
    rush_rules: tuple[str, ...]
    hand_note: str
    rush_headline_more: str

    @property
    def tr(self) -> Translator:
        """A translator into this language."""
        return Translator(self.code)


GERMAN = Language(
    code="de",
    untranslated=frozenset({"team"}),  # "Team {label}" is German too
    medium="mittel",
    no_distance="Team B ohne Distanz",
    roll="Grüne Ampel",
    percent="55 %",
    shared_words=frozenset(),
    hint="Tipp: ",
    roll_on="Grüne Ampel bringt das Auto in Fahrt",
    table_words=(
        *("Fahrt", "Tempo", "fährt", "Tankwagen", "Grüne Ampel", "Tempolimit"),
        *("Ziehstapel", "Ablage", "Kein Benzin", "200er gespielt: 0/2"),
        "COUP FOURRÉ mit Tankwagen!",  # the log, in German
        "You: Tempolimit → Computer (medium)",  # the card whole in the log
    ),
    draw_pile="Ziehstapel",
    footer=(("p", "Spielen"), ("x", "Abwerfen"), ("h", "Tipp"), ("?", "Regeln")),
    save_quit="Speichern & beenden",
    new_game=(
        *("Neue Partie", "Regelsatz", "Spieler", "Platz 1", "Mensch", "Computer (mittel)"),
        *("^s Starten", "esc Beenden"),
    ),
    new_game_seed=("Startwert", "leer: zufällig"),
    # the test players' names are longer than a select
    wrapping_levels=frozenset({"test-calls", "test-declines", "test-search"}),
    right_shift="rechts ↑3",
    left_shift="links ↑2",
    rush_words=(
        "Rush Hour Shift · Runde 1/1 · Zug 25 · du bist dran (Gold)",
        *("▶ Ausfahrt", "gesperrte Naht", "Karte im Spiel: MOVE & SHIFT 3", "noch 3 Schritte"),
        *("CPU greedy (Silber) hat 4 Karten", "Deine Möglichkeiten", "1 A nach oben bewegen"),
        "You (Gold): MOVE & SHIFT 3 spielen",  # the log, in words
    ),
    rush_piles="Ziehstapel {draw} · Ablage {discard}",
    end_turn="Zug beenden",
    long_name="Alexandra-Marie",
    mille_events=(
        (1, "play STOP > 0", "Bob: Rote Ampel → Ann"),
        (0, "discard 75", "Ann: 75 km abgeworfen"),  # no verb to agree with "Du"
        (-1, "hand 2 dealt", "Runde 2 ausgeteilt."),
        (0, "coup-fourre (EXTRA_TANK)", "Ann: COUP FOURRÉ mit Tankwagen!"),
    ),
    you=("Du", "Computer"),  # no verb that would have to agree with "Du"
    rush_events=(
        (-1, "game 1: gold starts", "Runde 1, erster Zug: Du (Gold)."),
        (-1, "game 2 won by gold", "Runde 2 gewonnen: Du (Gold)!"),
        (1, "slide Q down 3", "Computer (Silber): Q 3 Felder nach unten schieben"),
        (0, "shift right up 2", "Du (Gold): Sektion rechts 2 Reihen nach oben verschieben"),
        (-1, "game 3 drawn after 300 turns", "Runde 3 unentschieden nach 300 Zügen."),
    ),
    rules_cards="(seine erste Karte Grüne Ampel oder Vorfahrt)",
    rules_screen=("Geltende Regeln", "Regelsatz: klassisch (classic)."),
    close="Schließen (Esc)",
    published="Veröffentlichte Regeln",
    rush_rules=(
        *("Veröffentlichte Regeln", "Entscheidungen dieses Projekts"),
        "Rush Hour Shift — Aufbau 1, 1 Runde, 4 Karten auf der Hand",
    ),
    hand_note="jeder hält 4 Karten (hier 6: die Option hand_size)",
    rush_headline_more="3 Runden, 6 Karten auf der Hand",
)

ITALIAN = Language(
    code="it",
    # "computer" and "no" are Italian words too
    untranslated=frozenset({"computer", "no", "decline", "hint_decline"}),
    medium="medio",
    no_distance="Squadra B senza distanza",
    roll="Semaforo Verde",
    percent="55%",  # Italian writes no space before the sign
    shared_words=frozenset({"a", "no"}),
    hint="Consiglio: ",
    roll_on="Semaforo Verde rimette in marcia l'auto",
    table_words=(
        *("Marcia", "Velocità", "in marcia", "Serbatoio", "Semaforo Verde", "Asso del Volante"),
        *("Mazzo", "Scarti", "Senza Benzina", "200 giocati: 0/2"),
        "COUP FOURRÉ con Serbatoio!",  # the log, in Italian
        "You: Limite di Velocità → Computer (medium)",  # the card whole in the log
    ),
    draw_pile="Mazzo",
    footer=(("p", "Gioca"), ("x", "Scarta"), ("h", "Consiglio"), ("?", "Regole")),
    save_quit="Salva ed esci",
    new_game=(
        *("Nuova partita", "Regolamento", "Giocatori", "Posto 1", "persona", "computer (medio)"),
        *("^s Inizia", "esc Esci"),
    ),
    new_game_seed=("Seme casuale", "vuoto: a caso"),  # not "Seme" alone: a card suit
    wrapping_levels=frozenset({"test-calls", "test-declines", "test-search"}),  # test players
    right_shift="destra ↑3",
    left_shift="sinistra ?↑2",  # at 80x24 "sinistra ↑2" loses its space, not its shift
    rush_words=(
        "Rush Hour Shift · Manche 1/1 · turno 25 · tocca a te (oro)",
        *("▶ uscita", "giunzione bloccata", "Carta in gioco: MOVE & SHIFT 3", "passi rimasti: 3"),
        *("CPU greedy (argento): 4 carte", "Cosa puoi fare", "1 Muovi A in alto"),
        "You (oro): Gioca MOVE & SHIFT 3",  # the log, in words
    ),
    rush_piles="Mazzo {draw} · scarti {discard}",
    end_turn="Fine turno",
    long_name="Alessandra-Maria",
    mille_events=(
        (1, "play STOP > 0", "Bob: Semaforo Rosso → Ann"),
        (0, "discard 75", "Ann: scarto di 75 km"),
        (-1, "hand 2 dealt", "Manche 2 distribuita."),
        (0, "coup-fourre (EXTRA_TANK)", "Ann: COUP FOURRÉ con Serbatoio!"),
    ),
    you=("Tu", "Computer"),  # no verb that would have to agree with "Tu"
    rush_events=(
        (-1, "game 1: gold starts", "Manche 1, primo turno: Tu (oro)."),
        (-1, "game 2 won by gold", "Manche 2 vinta: Tu (oro)!"),
        (1, "slide Q down 3", "Computer (argento): Fai scorrere Q in basso di 3 caselle"),
        (0, "shift right up 2", "Tu (oro): Sposta la sezione destra in alto di 2 righe"),
        (-1, "game 3 drawn after 300 turns", "Manche 3 pari dopo 300 turni."),
    ),
    rules_cards="(la sua prima carta Semaforo Verde o Veicolo Prioritario)",
    rules_screen=("Regole in vigore", "Regolamento: classico."),
    close="Chiudi (Esc)",
    published="Regole pubblicate",
    rush_rules=(
        *("Regole pubblicate", "Scelte di questo progetto"),
        "Rush Hour Shift — disposizione 1, 1 manche, 4 carte in mano",
    ),
    hand_note="ciascuno tiene in mano 4 carte (qui 6: l'opzione hand_size)",
    rush_headline_more="3 manche, 6 carte in mano",
)

FINNISH = Language(
    code="fi",
    untranslated=frozenset(),
    medium="keskitaso",
    no_distance="Joukkue B ilman kilometrejä",
    roll="Vihreä valo",  # in the nominative
    percent="55 %",  # Finnish writes a space before the sign
    shared_words=frozenset(),
    hint="Vihje: ",
    roll_on="Vihreä valo saa auton liikkeelle",
    table_words=(
        *("Taistelu", "Nopeus", "liikkeellä", "Lisäsäiliö", "Vihreä valo", "Ajoässä"),
        *("Nostopakka", "Bensapula", "pelatut 200:t 0/2"),
        "COUP FOURRÉ kortilla Lisäsäiliö!",  # the log, in Finnish
        "You: Nopeusrajoitus → Computer (medium)",  # the card whole in the log
    ),
    draw_pile="Nostopakka",
    footer=(("p", "Pelaa"), ("x", "Heitä pois"), ("h", "Vihje"), ("?", "Säännöt")),
    save_quit="Tallenna ja lopeta",
    new_game=(
        *("Uusi peli", "Säännöstö", "Pelaajat", "Paikka 1", "ihminen", "kone (keskitaso)"),
        *("^s Aloita", "esc Lopeta"),
    ),
    new_game_seed=("Siemenluku", "tyhjä: satunnainen"),
    wrapping_levels=frozenset(),
    right_shift="oikea ↑3",
    left_shift="vasen ↑2",  # short enough to keep its space at 80x24
    rush_words=(
        "Rush Hour Shift · Erä 1/1 · vuoro 25 · sinun vuorosi (kulta)",
        *("▶ ulosajo", "lukittu sauma", "Kortti pelissä: MOVE & SHIFT 3", "askelia jäljellä: 3"),
        *("CPU greedy (hopea): kortteja 4", "Mitä voit tehdä", "1 Liikuta A ylös"),
        "You (kulta): Pelaa MOVE & SHIFT 3",  # the log, in words
    ),
    rush_piles="Nostopakka {draw} · poistopino {discard}",
    end_turn="Lopeta vuoro",
    long_name="Aino-Maria Virtanen",
    mille_events=(
        (1, "play STOP > 0", "Bob: Punainen valo → Ann"),
        (0, "discard 75", "Ann: 75 km poistopinoon"),
        (0, "draw", "Ann: nosto"),
        (-1, "hand 2 dealt", "Jako 2 alkoi."),
        (0, "coup-fourre (EXTRA_TANK)", "Ann: COUP FOURRÉ kortilla Lisäsäiliö!"),
    ),
    you=("Sinä", "Tietokone"),  # no verb that would have to agree with "Sinä"
    rush_events=(
        (-1, "game 1: gold starts", "Erä 1, aloittaja: Sinä (kulta)."),
        (-1, "game 2 won by gold", "Erä 2, voittaja: Sinä (kulta)!"),
        (1, "slide Q down 3", "Tietokone (hopea): Liu'uta Q alas, ruutuja 3"),
        # a count, as right for 1 as for 5
        (0, "shift right up 1", "Sinä (kulta): Siirrä oikea osa ylös, rivejä 1"),
        (-1, "game 3 drawn after 300 turns", "Erä 3 päättyi tasapeliin 300 vuoron jälkeen."),
    ),
    rules_cards="(ensimmäisellä kortillaan Vihreä valo tai kortilla Etuoikeus)",
    rules_screen=("Voimassa olevat säännöt", "Säännöstö: klassinen (classic)."),
    close="Sulje (Esc)",
    published="Julkaistut säännöt",
    rush_rules=(
        *("Julkaistut säännöt", "Tämän projektin valinnat"),
        "Rush Hour Shift — asetelma 1, 1 erä, 4 korttia kädessä",
    ),
    hand_note="kummallakin on kädessä 4 korttia (tässä 6: asetus hand_size)",
    rush_headline_more="3 erää, 6 korttia kädessä",
)


@pytest.fixture(params=[GERMAN, ITALIAN, FINNISH], ids=lambda language: language.code)
def lang(request: pytest.FixtureRequest) -> Language:
    """Each interface language in turn."""
    language: Language = request.param
    return language


def placeholders(template: str) -> set[str]:
    """The named values a template fills in."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def same_placeholders(english: dict[str, str], other: dict[str, str]) -> list[str]:
    """What is wrong with ``other`` against ``english``: a key missing, a placeholder
    missing or added."""
    wrong = [f"{key!r}: no entry" for key in english if key not in other]
    for key, text in english.items():
        if key in other and placeholders(other[key]) != placeholders(text):
            wrong.append(f"{key!r}: {placeholders(other[key])} != {placeholders(text)}")
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


def name_slots(texts: dict[str, str], slots: set[str]) -> Iterator[tuple[str, str, str, str]]:
    """Each place where one of ``slots`` is filled in: its key, the template, and the text
    before and after it."""
    for key, text in texts.items():
        for slot in placeholders(text) & slots:
            before, after = text.split("{" + slot + "}", 1)
            yield key, text, before, after


def footer_cut(text: str, keys: tuple[tuple[str, str], ...], tr: Translator) -> list[str]:
    """The footer's keys (key, English label) whose label in ``tr``'s language ``text``
    does not show whole."""
    return [shown for key, label in keys if (shown := f"{key} {tr.key_label(label)}") not in text]


# ------------------------------------------------------------------- the tables


def test_is_an_interface_language(lang: Language) -> None:
    tr = lang.tr
    assert lang.code in UI_LANGUAGES
    assert tr.ui_lang == lang.code
    assert tr("draw_pile") != EN("draw_pile")


def test_every_interface_string_has_words_with_the_same_placeholders(lang: Language) -> None:
    assert same_placeholders(UI["en"], UI[lang.code]) == []
    # names, placeholders and arrows only, and the language's own exceptions
    untranslated = {"title", "rs_title", "rs_seat", "rs_hero", "rs_event", "event_play"}
    untranslated |= {"move_play"}  # a card played, named by its name alone (as the log does)
    untranslated |= {"event_attack", "key_line"} | lang.untranslated  # key_line: "{keys}: …"
    untranslated |= {"key_escape", "key_ctrl_q"}  # as the keyboard writes them (but Strg+Q)
    untranslated |= {"pile_empty"}  # "{pile}: —", a pile named, then none (French: " : ")
    alike = [key for key, text in UI["en"].items() if UI[lang.code][key] == text]
    assert set(alike) <= untranslated, alike


def test_every_reason_of_both_games_has_words(lang: Language) -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}
    assert same_placeholders(english, REASONS[lang.code]) == []
    assert set(REASONS[lang.code]) == set(english)


def test_every_rule_option_and_choice_has_words(lang: Language) -> None:
    assert same_placeholders(OPTION_LABELS["en"], OPTION_LABELS[lang.code]) == []
    for name, choices in OPTION_VALUE_LABELS["en"].items():
        assert same_placeholders(choices, OPTION_VALUE_LABELS[lang.code].get(name, {})) == [], name
    assert all(len(label) <= 36 for label in OPTION_LABELS[lang.code].values())  # its column
    # the cards by the names the table gives them
    assert CARD_NAMES[lang.code][Card.ROLL] in lang.tr.option("roll_after_remedy")


def test_every_score_line_has_words(lang: Language) -> None:
    tr = lang.tr
    labels: set[str] = set()
    for preset in PRESETS:  # every scoring table, with the most teams each plays
        labels.update(line_labels(make_rules(preset, preset_players(preset)[-1])))
    assert {"Shutout", "Most points", "Safeties as coup fourré"} <= labels
    same = {"Coups fourrés"}  # the French term, kept
    for label in labels:
        said = tr.score_line(label)
        assert said and (said != label or label in same), label
    assert set(SCORE_LINES["fr"]) <= set(SCORE_LINES[lang.code])
    assert tr.score_line("Team B played no distance") == lang.no_distance


def test_every_key_binding_has_a_label(lang: Language) -> None:
    labels = binding_labels()
    assert {"Play", "End turn", "Save & quit", "Ready", "Start"} <= labels  # found them
    missing = sorted(label for label in labels if label not in KEY_LABELS[lang.code])
    assert missing == []
    assert set(KEY_LABELS["fr"]) <= set(KEY_LABELS[lang.code])
    assert KEY_LABELS[lang.code]["Start"] in lang.tr("start")  # the key says what the button says


def test_every_computer_level_has_a_name(lang: Language) -> None:
    levels = set(mille_levels()) | set(rush_levels()) | set(LEVEL_NAMES["fr"])
    levels = {level for level in levels if not level.startswith("test-")}
    assert {level for level in levels if level not in LEVEL_NAMES[lang.code]} == set()
    assert lang.tr.level("medium") == lang.medium


def test_the_mille_bornes_rules_have_a_sentence_for_each_english_one(lang: Language) -> None:
    words = mille_rules_text._WORDS
    assert set(words) == set(UI_LANGUAGES)
    assert same_placeholders(words["en"], words[lang.code]) == []


def test_the_rush_hour_shift_rules_are_written_in_the_language_too(lang: Language) -> None:
    assert lang.code in WRITTEN_IN
    english, other = _WORDING["en"], _WORDING[lang.code]
    for field in dataclass_fields(english):
        en_value, other_value = getattr(english, field.name), getattr(other, field.name)
        for en_text, other_text in zip(
            en_value if isinstance(en_value, tuple) else [en_value],
            other_value if isinstance(other_value, tuple) else [other_value],
            strict=True,
        ):
            assert placeholders(other_text) == placeholders(en_text), field.name
            assert other_text != en_text or not other_text.strip(), field.name


def test_numbers_write_a_decimal_comma_and_a_true_minus(lang: Language) -> None:
    tr = lang.tr
    assert tr.decimal(-1.54) == "−1,5"
    assert tr.decimal(2.0) == "+2,0"
    assert EN.decimal(-1.54) == "-1.5"
    assert tr.miles(700) == "700 km" and tr.card(Card.D75) == "75 km"


# ------------------------------------------------------------------- names and cards

#: The placeholders that a player's name fills in (``target`` is a team's name in a log
#: line, a number of points elsewhere; the log line puts it last).
_NAMES = {"name", "names", "who", "attacker"}
#: Italian: what may follow a name in a template: nothing, punctuation, a bracket, an arrow,
#: or the one preposition that names the team attacked (never a verb that would agree with it).
_IT_AFTER_NAME = re.compile(r"^($|[:.!,;)]| \(| →| alla tua squadra)")
#: Italian: articles that would have to agree with the name after them.
_IT_ARTICLE_BEFORE = re.compile(r"\b(il|lo|la|i|gli|le|un|uno|una|l')\s*$", re.IGNORECASE)
#: Finnish: what may stand before a name: nothing, or the end of a label or a sentence, or
#: a bracket (never a word that would govern its case, as "pelaajalle {name}" would).
_FI_BEFORE_NAME = re.compile(r"(^|[:.!?] |\()$")
#: Finnish: what may follow a name: nothing, punctuation, a bracket or an arrow; never a
#: letter or a case ending after a colon ("{name}:lle"), never a verb that would agree with it.
_FI_AFTER_NAME = re.compile(r"^($|[:.!,;)](?![\w])| \(| →)")
#: The placeholders that a card's name fills in.
_CARDS = {"card", "hazard", "safety", "remedy", "roll", "right_of_way", "limit"}


def test_an_italian_name_never_carries_a_verb_or_an_article_that_must_agree_with_it() -> None:
    wrong = [
        f"{key}: {text!r}"
        for key, text, before, after in name_slots({**UI["it"], **REASONS["it"]}, _NAMES)
        if not _IT_AFTER_NAME.match(after) or _IT_ARTICLE_BEFORE.search(before)
    ]
    assert wrong == []
    # the person's default name, in the lines that name a winner or the one to play
    it = ITALIAN.tr
    assert it("you") == "Tu"
    assert it("to_move", name="Tu") == "di turno: Tu"
    assert it("rs_event_won", n=2, name="Tu (oro)") == "Manche 2 vinta: Tu (oro)!"


def test_a_finnish_name_never_needs_a_case_ending_or_agrees_with_a_verb() -> None:
    wrong = [
        f"{key}: {text!r}"
        for key, text, before, after in name_slots({**UI["fi"], **REASONS["fi"]}, _NAMES)
        if not _FI_BEFORE_NAME.search(before) or not _FI_AFTER_NAME.match(after)
    ]
    assert wrong == []
    # the default names, in the lines that name a winner or the one to play
    fi = FINNISH.tr
    assert fi("you") == "Sinä"
    names = localised_names(["", ""], [PERSON, "medium"], fi)
    assert names == ["Sinä", "Keskitaso 2"]
    assert fi("to_move", name="Keskitaso 2") == "vuorossa: Keskitaso 2"
    assert fi("winner", names="Sinä") == "Voittaja: Sinä"
    assert fi("rs_event_won", n=2, name="Sinä (kulta)") == "Erä 2, voittaja: Sinä (kulta)!"
    several = localised_names(["", ""], [PERSON, PERSON], fi)
    assert fi("pass_device", name=several[1]) == "Laite seuraavalle pelaajalle: Paikka 2"


def test_a_finnish_card_keeps_its_nominative_name() -> None:
    rules = {f"rules {key}": text for key, text in mille_rules_text._WORDS["fi"].items()}
    texts = {**UI["fi"], **REASONS["fi"], **rules}
    wrong = [
        f"{key}: {text!r}"
        for key, text, _, after in name_slots(texts, _CARDS)
        if re.match(r"^:?\w", after)  # "{card}n", "{card}:lla"
    ]
    assert wrong == []


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
    "losses": 3,
}
#: Words of the players' English reasons (a language may share some: ``shared_words``).
_ENGLISH_WORDS = (
    *("the", "a", "an", "to", "of", "its", "it", "this", "than", "with", "card", "safety"),
    *("hazard", "remedy", "trip", "discard", "no", "search", "sampled", "deals", "won", "board"),
    *("race", "steps", "yours", "turn", "wins", "gives", "odds", "needs", "less"),
)
_COUP_FOURRE = re.compile("coup fourré", re.IGNORECASE)
#: The card Roll where a reason puts it after "mit": German's dative.
_ROLL_DATIVE = {"de": "Grüner Ampel"}


@pytest.mark.parametrize("key", sorted({**REASON_TEXTS, **RUSH_REASON_TEXTS}))
def test_each_reason_reads_in_the_language(key: str, lang: Language) -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}[key]
    reason = Reason.of(key, **{name: _SAMPLE[name] for name in placeholders(english)})
    said = lang.tr.reason(reason, lambda action: f"<{action.card}>")
    assert said is not None
    words = [word for word in _ENGLISH_WORDS if word not in lang.shared_words]
    assert not re.search(rf"\b({'|'.join(words)})\b", _COUP_FOURRE.sub("", said)), said
    if "card" in placeholders(english):
        # the card by its name in the language (in the case the sentence puts it in)
        assert lang.roll in said or _ROLL_DATIVE.get(lang.code, lang.roll) in said
    if "value" in placeholders(english):
        assert "−1,5" in said  # the language's figure
    if "percent" in placeholders(english):
        assert lang.percent in said


def test_the_hint_on_the_table_gives_its_reason_in_the_language(
    lang: Language, tmp_path: Path
) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    decision = reasoned(Action(Kind.PLAY, Card.ROLL), Reason.of("roll_on", card=Card.ROLL))

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang.code)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            shown = Decision(view.legal_actions[0], decision.explanation, decision.reason)
            screen.hint_ready(shown, screen.hint_moment(view))
            await pilot.pause()
            text = " ".join(screen_text(app).split())
            assert lang.hint in text and lang.roll_on in text
            assert "gets the car going" not in text and "Hint" not in text

    asyncio.run(scenario())


# ------------------------------------------------------------------- the tables on screen


def english_ui_words() -> Iterator[str]:
    """English interface words that a screen in another language must not show."""
    yield from ("Draw pile", "Discard", "Battle", "Speed", "your turn", "Scores", "Hint")
    yield from ("Rules", "Save", "moving", "stopped", "200s", "pick a card", "Card in play")
    yield from ("What you may do", "End turn", "gold", "silver", "Log", "exit", "locked")
    yield from ("Play", "Move", "Shift the", "holds", "cards", "steps left", "a shift")


#: The keys of both tables' footers, with their English labels.
_TABLE_KEYS = (("h", "Hint"), ("?", "Rules"), ("s", "Save"), ("q", "Save & quit"))
_MILLE_KEYS = (("p", "Play"), ("x", "Discard"), *_TABLE_KEYS)
_RUSH_KEYS = (("e", "End turn"), *_TABLE_KEYS)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_mille_bornes_table_shows_the_language_whole(
    lang: Language, width: int, height: int
) -> None:
    tr = lang.tr
    text = svg_text(asyncio.run(mille_screenshot(width, height, lang=lang.code)))
    view = demo_session().view(0)
    status = " · ".join(
        ["Mille Bornes", tr("hand", n=1), tr("scores", scores="A 0 · B 0"), tr("you_to_move")]
    )
    assert status in text  # the status line, whole
    for word in lang.table_words:
        assert word in text, word
    assert str(view.draw_pile_size) in text and "175/700" in text
    assert tr("discard_pile") in text  # the pile's title, not cut
    assert tr("your_turn", what=tr("pick_card_from", keys="1–7")) in text  # the prompt, whole
    for key, label in lang.footer:
        assert f"{key} {label}" in text
    assert f"q {lang.save_quit}" in text  # the footer's last label whole at 80 columns
    assert footer_cut(text, _MILLE_KEYS, tr) == []  # every key's label, whole
    for word in english_ui_words():
        assert word not in text, word


@pytest.mark.parametrize("players", [2, 6])
def test_a_table_keeps_both_piles_whole_above_a_long_hint_at_80x24(
    lang: Language, players: int, tmp_path: Path
) -> None:
    tr = lang.tr
    rules = make_rules("classic", players)
    session = GameSession.new(rules, [PERSON] + ["random"] * (players - 1), seed=4)
    reason = Reason.of("search_won", reason=Reason("safety_free"), percent=55, worlds=16)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang.code)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            screen.message = tr("pick_first")
            screen.hint_ready(Decision(view.legal_actions[0], "", reason), screen.hint_moment(view))
            await pilot.pause()
            # the hint is long enough to take the prompt's four lines
            assert screen.query_one("#prompt-line").region.height == 4
            middle = screen.query_one("#middle").region
            for pile in ("#draw-pile", "#discard"):
                assert middle.contains_region(screen.query_one(pile).region), pile
            text = screen_text(app)
            assert f"{lang.draw_pile} {view.draw_pile_size}" in text  # one line, count whole
            assert tr("discard_pile") in text  # its title not cut
            assert f"q {lang.save_quit}" in text

    asyncio.run(scenario())


@pytest.mark.parametrize("size", SIZES)
def test_every_control_of_the_new_game_screen_fits_its_width(
    lang: Language, size: tuple[int, int], tmp_path: Path
) -> None:
    tr = lang.tr
    app = RoadgamesApp(setup=Setup(players=6), lang=lang.code, save_path=tmp_path / "s.json")
    over: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            over.extend(controls_past_the_form(app))
            form = app.screen.query_one("#setup")
            room = app.screen.query_one("#kind-1 SelectCurrent #label").content_region.width
            # the levels people get: not the players other test files register
            levels = {level for level in mille_levels() if not level.startswith("test-")}
            for level in levels - lang.wrapping_levels:  # not only the one shown
                label = tr("computer", level=tr.level(level))
                if len(label) > room:
                    over.append(f"{label!r} wraps in a select {room} wide")
            form.scroll_home(animate=False)
            await pilot.pause()
            text = screen_text(app)
            for word in lang.new_game:
                assert word in text, word
            app.screen.query_one("#seed").scroll_visible(animate=False, immediate=True)
            await pilot.pause()
            text += screen_text(app)
            for word in lang.new_game_seed:
                assert word in text, word
            assert "Preset" not in text and "Seed" not in text and "medium" not in text

    asyncio.run(scenario())
    assert not over


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_board_header_shows_each_side_and_its_shift(
    lang: Language, width: int, height: int
) -> None:
    text = svg_text(asyncio.run(rush_screenshot(width, height, lang=lang.code)))
    assert lang.right_shift in text
    assert re.search(lang.left_shift, text)  # the word and the shift


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_rush_hour_shift_table_shows_the_language_whole(
    lang: Language, width: int, height: int
) -> None:
    tr = lang.tr
    text = svg_text(asyncio.run(rush_screenshot(width, height, lang=lang.code)))
    view = rush_demo_session().view(0)
    for word in lang.rush_words:
        assert word in text, word
    assert lang.rush_piles.format(draw=view.draw_pile_size, discard=len(view.discard_pile)) in text
    assert tr("your_turn", what=tr("rs_pick_step")) in text  # the prompt, whole
    assert f"e {lang.end_turn}" in text and f"q {lang.save_quit}" in text  # the footer, whole
    assert footer_cut(text, _RUSH_KEYS, tr) == []  # every key's label, whole
    for word in english_ui_words():
        assert word not in text, word


def test_every_finnish_action_of_the_demo_fits_its_list_at_80x24(tmp_path: Path) -> None:
    """Shifts and slides take a count ("rivejä 3"), not "3 riviä" that 1 would get wrong:
    short enough for one line each. (German and Italian shifts take two lines.)"""
    app = RushShiftApp(rush_demo_session(), lang="fi", save_path=tmp_path / "s.json", delay=0)
    wide: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            options = app.screen.query_one("#rs-actions", OptionList)
            room = options.scrollable_content_region.width
            prompts = [
                str(options.get_option_at_index(i).prompt) for i in range(options.option_count)
            ]
            assert any("Siirrä vasen osa ylös" in p for p in prompts)  # shifts listed
            wide.extend(prompt for prompt in prompts if len(prompt) > room)

    asyncio.run(scenario())
    assert wide == []


def test_the_pass_device_screen_says_all_it_must_at_80x24(lang: Language, tmp_path: Path) -> None:
    tr = lang.tr
    names = [lang.long_name, "Bob"]
    session = GameSession.new(make_rules("classic", 2), [PERSON, PERSON], names=names, seed=21)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang.code)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, PassDeviceScreen)
            text = " ".join(screen_text(app).split())
            assert tr("pass_device", name=names[0]) in text
            assert tr("pass_device_help", name=names[0]) in text  # not cut

    asyncio.run(scenario())


# ------------------------------------------------------------------- log entries


def test_log_entries_of_both_games(lang: Language) -> None:
    tr = lang.tr
    names, teams = ["Ann", "Bob"], ["Ann", "Bob"]
    for seat, event, said in lang.mille_events:
        assert describe_event(seat, event, names, teams, tr) == said
    for seat, event, said in lang.rush_events:
        assert rush_event(seat, event, list(lang.you), tr) == said


# ------------------------------------------------------------------- rules text

#: English words that the rules must not show (lower case: German nouns are not).
_ENGLISH_RULES = re.compile(
    r"\b(the|and|may|when|with|after|before|each|team's|hand|trip|draw|pile|discard|"
    r"safety|hazard|remedy|scoring|players|your|grid|hero|vehicle|vehicles|rows|game|"
    r"games|set-up|published|choices|miles|deck|cards|turn|turns|limit|points)\b"
)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_mille_bornes_rules_of_each_preset_read_in_the_language(
    lang: Language, preset: str
) -> None:
    players = preset_players(preset)[-1]
    for rules in (make_rules(preset, players), make_rules(preset, 2, fast_play=True)):
        said = describe_rules(rules, lang.tr)
        english = describe_rules(rules, EN)
        assert len(said) == len(english)
        text = " ".join(said)
        assert not _ENGLISH_RULES.search(text), _ENGLISH_RULES.findall(text)
        assert re.search(r"\bkm\b", text) and not re.search(r"\bmi\b", text)


def test_the_rules_name_the_cards_as_the_table_does(lang: Language) -> None:
    said = " ".join(describe_rules(make_rules("modern", 2), lang.tr))
    assert lang.rules_cards in said


def test_the_rules_screen_at_80x24(lang: Language, tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(session=demo_session(), lang=lang.code, save_path=tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen)
            text = screen_text(app)
            for word in (*lang.rules_screen, lang.close):
                assert word in text, word

    asyncio.run(scenario())


def test_the_rush_hour_shift_rules_read_in_the_language(lang: Language) -> None:
    rules = RUSH_GAME.rules_from_options(None, 2)
    english, said = rules_text(rules), rules_text(rules, lang.code)
    assert said.count("\n  - ") == english.count("\n  - ")  # every rule, translated
    for words in lang.rush_rules:
        assert words in said, words
    prose = said.replace("Rush Hour Shift", "").replace("MOVE & SHIFT", "")
    assert not _ENGLISH_RULES.search(prose), _ENGLISH_RULES.findall(prose)
    assert max(map(len, said.splitlines())) <= 92
    narrow = rules_text(rules, lang.code, width=60)
    assert max(map(len, narrow.splitlines())) <= 60
    assert " ".join(narrow.split()) == " ".join(said.split())  # only the lines differ
    more = rules_text(RUSH_GAME.rules_from_options(None, 2, hand_size=6, games=3), lang.code)
    assert lang.hand_note in " ".join(more.split())
    assert lang.rush_headline_more in more


def test_the_rush_hour_shift_rules_screen_speaks_the_language(
    lang: Language, tmp_path: Path
) -> None:
    async def scenario() -> None:
        app = RushShiftApp(
            rush_demo_session(), lang=lang.code, save_path=tmp_path / "s.json", delay=0
        )
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RushRulesScreen)
            shown = app.screen.query(".help-heading").results(Static)
            headings = [str(line.content) for line in shown]
            assert lang.published in headings[0] and "Published rules" not in " ".join(headings)
            assert lang.close in svg_text(app.export_screenshot())

    asyncio.run(scenario())
