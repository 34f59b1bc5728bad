"""The Finnish interface (``--lang fi``): every table of interface words has a Finnish entry
for each English one, with the same placeholders; a Finnish table at 80×24 and 120×40 shows
Finnish words, whole; the rules of both games and the computer players' reasons in Finnish.

Finnish inflects names by case, and a verb agrees with its subject ("sinä saat", "hän saa"):
a player's name stands only where the nominative is grammatical whatever the name, after a
colon or at the start of a line, followed by punctuation only, never with a case ending
(the person's default name is "Sinä"). A card's name keeps its nominative too: the table
shows it so, and the sentences around it inflect a head noun instead (``kortilla {card}``)."""

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
from textual.widgets import OptionList, Static
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
from roadgames.tui.screens.new_game import Setup, localised_names
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.session import computer_levels as mille_levels

FI = Translator("fi")
EN = Translator("en")
SIZES = [(80, 24), (120, 40)]


def placeholders(template: str) -> set[str]:
    """The named values a template fills in."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def same_placeholders(english: dict[str, str], finnish: dict[str, str]) -> list[str]:
    """What is wrong with ``finnish`` against ``english``: a key missing, a placeholder
    missing or added."""
    wrong = [f"{key!r}: no Finnish entry" for key in english if key not in finnish]
    for key, text in english.items():
        if key in finnish and placeholders(finnish[key]) != placeholders(text):
            wrong.append(f"{key!r}: {placeholders(finnish[key])} != {placeholders(text)}")
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


def test_finnish_is_an_interface_language() -> None:
    assert "fi" in UI_LANGUAGES
    assert FI.ui_lang == "fi"
    assert FI("draw_pile") != EN("draw_pile")
    assert Translator("tl").ui_lang == "en"  # still English words around Tagalog cards


def test_every_interface_string_has_finnish_words_with_the_same_placeholders() -> None:
    assert same_placeholders(UI["en"], UI["fi"]) == []
    # names, placeholders and arrows only
    untranslated = {"title", "rs_title", "rs_seat", "rs_hero", "rs_event", "event_play"}
    untranslated |= {"event_attack"}
    alike = [key for key, text in UI["en"].items() if UI["fi"][key] == text]
    assert set(alike) <= untranslated, alike


#: The placeholders that a player's name fills in (``target`` is a team's name in a log
#: line, a number of points elsewhere; the log line puts it last).
_NAMES = {"name", "names", "who", "attacker"}
#: What may stand before a name: nothing, or the end of a label or a sentence, or a bracket
#: (never a word that would govern its case, as "pelaajalle {name}" would).
_BEFORE_NAME = re.compile(r"(^|[:.!?] |\()$")
#: What may follow a name: nothing, punctuation, a bracket or an arrow; never a letter or a
#: case ending after a colon ("{name}:lle"), never a verb that would agree with it.
_AFTER_NAME = re.compile(r"^($|[:.!,;)](?![\w])| \(| →)")
#: The placeholders that a card's name fills in.
_CARDS = {"card", "hazard", "safety", "remedy", "roll", "right_of_way", "limit"}


def name_slots(texts: dict[str, str], slots: set[str]) -> Iterator[tuple[str, str, str, str]]:
    """Each place where one of ``slots`` is filled in: its key, the template, and the text
    before and after it."""
    for key, text in texts.items():
        for slot in placeholders(text) & slots:
            before, after = text.split("{" + slot + "}", 1)
            yield key, text, before, after


def test_a_name_never_needs_a_case_ending_or_agrees_with_a_verb() -> None:
    wrong = [
        f"{key}: {text!r}"
        for key, text, before, after in name_slots({**UI["fi"], **REASONS["fi"]}, _NAMES)
        if not _BEFORE_NAME.search(before) or not _AFTER_NAME.match(after)
    ]
    assert wrong == []
    # the default names, in the lines that name a winner or the one to play
    assert FI("you") == "Sinä"
    names = localised_names(["", ""], [PERSON, "medium"], FI)
    assert names == ["Sinä", "Keskitaso 2"]
    assert FI("to_move", name="Keskitaso 2") == "vuorossa: Keskitaso 2"
    assert FI("winner", names="Sinä") == "Voittaja: Sinä"
    assert FI("rs_event_won", n=2, name="Sinä (kulta)") == "Erä 2, voittaja: Sinä (kulta)!"
    several = localised_names(["", ""], [PERSON, PERSON], FI)
    assert FI("pass_device", name=several[1]) == "Laite seuraavalle pelaajalle: Paikka 2"


def test_a_card_keeps_its_nominative_name() -> None:
    rules = {f"rules {key}": text for key, text in mille_rules_text._WORDS["fi"].items()}
    texts = {**UI["fi"], **REASONS["fi"], **rules}
    wrong = [
        f"{key}: {text!r}"
        for key, text, _, after in name_slots(texts, _CARDS)
        if re.match(r"^:?\w", after)  # "{card}n", "{card}:lla"
    ]
    assert wrong == []


def test_every_reason_of_both_games_has_finnish_words() -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}
    assert same_placeholders(english, REASONS["fi"]) == []
    assert set(REASONS["fi"]) == set(english)


def test_every_rule_option_and_choice_has_finnish_words() -> None:
    assert same_placeholders(OPTION_LABELS["en"], OPTION_LABELS["fi"]) == []
    for name, choices in OPTION_VALUE_LABELS["en"].items():
        assert same_placeholders(choices, OPTION_VALUE_LABELS["fi"].get(name, {})) == [], name
    assert all(len(label) <= 36 for label in OPTION_LABELS["fi"].values())  # its column
    # the cards by the names the table gives them
    assert CARD_NAMES["fi"][Card.ROLL] in FI.option("roll_after_remedy")


def test_every_score_line_has_finnish_words() -> None:
    labels: set[str] = set()
    for preset in PRESETS:  # every scoring table, with the most teams each plays
        labels.update(line_labels(make_rules(preset, preset_players(preset)[-1])))
    assert {"Shutout", "Most points", "Safeties as coup fourré"} <= labels
    same = {"Coups fourrés"}  # the French term, kept in Finnish
    for label in labels:
        finnish = FI.score_line(label)
        assert finnish and (finnish != label or label in same), label
    assert set(SCORE_LINES["fr"]) <= set(SCORE_LINES["fi"])
    assert FI.score_line("Team B played no distance") == "Joukkue B ilman kilometrejä"


def test_every_key_binding_has_a_finnish_label() -> None:
    labels = binding_labels()
    assert {"Play", "End turn", "Save & quit", "Ready", "Start"} <= labels  # found them
    missing = sorted(label for label in labels if label not in KEY_LABELS["fi"])
    assert missing == []
    assert set(KEY_LABELS["fr"]) <= set(KEY_LABELS["fi"])
    assert KEY_LABELS["fi"]["Start"] in FI("start")  # the key says what the button says


def test_every_computer_level_has_a_finnish_name() -> None:
    levels = set(mille_levels()) | set(rush_levels()) | set(LEVEL_NAMES["fr"])
    levels = {level for level in levels if not level.startswith("test-")}
    assert {level for level in levels if level not in LEVEL_NAMES["fi"]} == set()
    assert FI.level("medium") == "keskitaso"


def test_the_mille_bornes_rules_have_a_finnish_sentence_for_each_english_one() -> None:
    words = mille_rules_text._WORDS
    assert set(words) == set(UI_LANGUAGES)
    assert same_placeholders(words["en"], words["fi"]) == []


def test_the_rush_hour_shift_rules_are_written_in_finnish_too() -> None:
    assert "fi" in WRITTEN_IN
    english, finnish = _WORDING["en"], _WORDING["fi"]
    for field in dataclass_fields(english):
        en_value, fi_value = getattr(english, field.name), getattr(finnish, field.name)
        for en_text, fi_text in zip(
            en_value if isinstance(en_value, tuple) else [en_value],
            fi_value if isinstance(fi_value, tuple) else [fi_value],
            strict=True,
        ):
            assert placeholders(fi_text) == placeholders(en_text), field.name
            assert fi_text != en_text or not fi_text.strip(), field.name


def test_finnish_numbers_write_a_decimal_comma_and_a_true_minus() -> None:
    assert FI.decimal(-1.54) == "−1,5"
    assert FI.decimal(2.0) == "+2,0"
    assert EN.decimal(-1.54) == "-1.5"
    assert FI.miles(700) == "700 km" and FI.card(Card.D75) == "75 km"


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
#: Words of the players' English reasons that Finnish does not share.
_ENGLISH_WORDS = re.compile(
    r"\b(the|a|an|to|of|its|it|this|than|with|card|safety|hazard|remedy|trip|discard|no|"
    r"search|sampled|deals|won|board|race|steps|yours|turn|wins|gives|odds|needs|less)\b"
)


@pytest.mark.parametrize("key", sorted({**REASON_TEXTS, **RUSH_REASON_TEXTS}))
def test_each_reason_reads_in_finnish(key: str) -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}[key]
    reason = Reason.of(key, **{name: _SAMPLE[name] for name in placeholders(english)})
    said = FI.reason(reason, lambda action: f"<{action.card}>")
    assert said is not None
    assert not _ENGLISH_WORDS.search(said.replace("coup fourré", "")), said
    if "card" in placeholders(english):
        assert "Vihreä valo" in said  # the card by its Finnish name, in the nominative
    if "value" in placeholders(english):
        assert "−1,5" in said  # the Finnish figure
    if "percent" in placeholders(english):
        assert "55 %" in said  # Finnish writes a space before the sign


def test_the_finnish_hint_on_the_table_gives_its_reason_in_finnish(tmp_path: Path) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    decision = reasoned(Action(Kind.PLAY, Card.ROLL), Reason.of("roll_on", card=Card.ROLL))

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="fi")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            shown = Decision(view.legal_actions[0], decision.explanation, decision.reason)
            screen.hint_ready(shown, screen.hint_moment(view))
            await pilot.pause()
            text = " ".join(screen_text(app).split())
            assert "Vihje: " in text and "Vihreä valo saa auton liikkeelle" in text
            assert "gets the car going" not in text and "Hint" not in text

    asyncio.run(scenario())


# ------------------------------------------------------------------- the tables on screen


def english_ui_words() -> Iterator[str]:
    """English interface words that a Finnish screen must not show."""
    yield from ("Draw pile", "Discard", "Battle", "Speed", "your turn", "Scores", "Hint")
    yield from ("Rules", "Save", "moving", "stopped", "200s", "pick a card", "Card in play")
    yield from ("What you may do", "End turn", "gold", "silver", "Log", "exit", "locked")
    yield from ("Play", "Move", "Shift the", "holds", "cards", "steps left", "a shift")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_finnish_mille_bornes_table_shows_finnish_words_whole(width: int, height: int) -> None:
    text = svg_text(asyncio.run(mille_screenshot(width, height, lang="fi")))
    view = demo_session().view(0)
    status = " · ".join(
        ["Mille Bornes", FI("hand", n=1), FI("scores", scores="A 0 · B 0"), FI("you_to_move")]
    )
    assert status in text  # the status line, whole
    assert "Taistelu" in text and "Nopeus" in text and "liikkeellä" in text
    assert "Lisäsäiliö" in text and "Vihreä valo" in text and "Ajoässä" in text
    assert "Nostopakka" in text and str(view.draw_pile_size) in text
    assert FI("discard_pile") in text and "Bensapula" in text  # the pile's title, not cut
    assert "200:t 0/2" in text and "175/700" in text
    assert "COUP FOURRÉ kortilla Lisäsäiliö!" in text  # the log, in Finnish
    assert "You: Nopeusrajoitus → Computer (medium)" in text  # the card whole in the log
    assert FI("your_turn", what=FI("pick_card")) in text  # the prompt, whole
    for key, label in (("p", "Pelaa"), ("x", "Heitä pois"), ("h", "Vihje"), ("?", "Säännöt")):
        assert f"{key} {label}" in text
    assert "q Tallenna ja lopeta" in text  # the footer's last label whole at 80 columns
    for word in english_ui_words():
        assert word not in text, word


@pytest.mark.parametrize("players", [2, 6])
def test_a_finnish_table_keeps_both_piles_whole_above_a_long_hint_at_80x24(
    players: int, tmp_path: Path
) -> None:
    rules = make_rules("classic", players)
    session = GameSession.new(rules, [PERSON] + ["random"] * (players - 1), seed=4)
    reason = Reason.of("search_won", reason=Reason("safety_free"), percent=55, worlds=16)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="fi")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            screen.message = FI("pick_first")
            screen.hint_ready(Decision(view.legal_actions[0], "", reason), screen.hint_moment(view))
            await pilot.pause()
            assert screen.query_one("#prompt-line").region.height <= 4
            middle = screen.query_one("#middle").region
            for pile in ("#draw-pile", "#discard"):
                assert middle.contains_region(screen.query_one(pile).region), pile
            text = screen_text(app)
            assert f"Nostopakka {view.draw_pile_size}" in text  # on one line, the count whole
            assert FI("discard_pile") in text  # its title not cut
            assert "q Tallenna ja lopeta" in text

    asyncio.run(scenario())


@pytest.mark.parametrize("size", SIZES)
def test_every_control_of_the_finnish_new_game_screen_fits_its_width(
    size: tuple[int, int], tmp_path: Path
) -> None:
    app = RoadgamesApp(setup=Setup(players=6), lang="fi", save_path=tmp_path / "s.json")
    over: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            form = app.screen.query_one("#setup")
            right = form.scrollable_content_region.right
            for widget in form.query("Select, Input, Label, Button, Switch"):
                if widget.display and widget.region.right > right:
                    over.append(f"{widget!r} ends at {widget.region.right} > {right}")
            room = app.screen.query_one("#kind-1 SelectCurrent #label").content_region.width
            for level in mille_levels():  # every choice, not only the one shown
                label = FI("computer", level=FI.level(level))
                if len(label) > room:
                    over.append(f"{label!r} wraps in a select {room} wide")
            form.scroll_home(animate=False)
            await pilot.pause()
            text = screen_text(app)
            assert "Uusi peli" in text and "Säännöstö" in text and "Pelaajat" in text
            assert "Paikka 1" in text and "ihminen" in text and "kone (keskitaso)" in text
            assert "^s Aloita" in text and "esc Lopeta" in text
            app.screen.query_one("#seed").scroll_visible(animate=False, immediate=True)
            await pilot.pause()
            text += screen_text(app)
            assert "Siemenluku" in text and "tyhjä: satunnainen" in text
            assert "Preset" not in text and "Seed" not in text and "medium" not in text

    asyncio.run(scenario())
    assert not over


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_finnish_board_header_shows_each_side_and_its_shift(width: int, height: int) -> None:
    text = svg_text(asyncio.run(rush_screenshot(width, height, lang="fi")))
    assert "oikea ↑3" in text
    assert "vasen ↑2" in text  # short enough to keep its space at 80x24


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_finnish_rush_hour_shift_table_shows_finnish_words_whole(
    width: int, height: int
) -> None:
    text = svg_text(asyncio.run(rush_screenshot(width, height, lang="fi")))
    view = rush_demo_session().view(0)
    assert "Rush Hour Shift · Erä 1/1 · vuoro 25 · sinun vuorosi (kulta)" in text
    assert "▶ ulosajo" in text and "lukittu sauma" in text
    assert "Kortti pelissä: MOVE & SHIFT 3" in text and "askelia jäljellä: 3" in text
    assert f"Nostopakka {view.draw_pile_size} · poistopino {len(view.discard_pile)}" in text
    assert "CPU greedy (hopea): kortteja 4" in text
    assert "Mitä voit tehdä" in text and "1 Liikuta A ylös" in text
    assert "You (kulta): Pelaa MOVE & SHIFT 3" in text  # the log, in words
    assert FI("your_turn", what=FI("rs_pick_step")) in text  # the prompt, whole
    assert "e Lopeta vuoro" in text and "q Tallenna ja lopeta" in text  # the footer, whole
    for word in english_ui_words():
        assert word not in text, word


def test_every_finnish_action_of_the_demo_fits_its_list_at_80x24(tmp_path: Path) -> None:
    """Shifts and slides take a count ("rivejä 3"), not "3 riviä" that 1 would get wrong:
    short enough for one line each."""
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


def test_the_finnish_pass_device_screen_says_all_it_must_at_80x24(tmp_path: Path) -> None:
    names = ["Aino-Maria Virtanen", "Bob"]
    session = GameSession.new(make_rules("classic", 2), [PERSON, PERSON], names=names, seed=21)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="fi")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, PassDeviceScreen)
            text = " ".join(screen_text(app).split())
            assert FI("pass_device", name=names[0]) in text
            assert FI("pass_device_help", name=names[0]) in text  # not cut

    asyncio.run(scenario())


# ------------------------------------------------------------------- log entries


def test_finnish_log_entries_of_both_games() -> None:
    names, teams = ["Ann", "Bob"], ["Ann", "Bob"]
    assert describe_event(1, "play STOP > 0", names, teams, FI) == "Bob: Punainen valo → Ann"
    assert describe_event(0, "discard 75", names, teams, FI) == "Ann: 75 km poistopinoon"
    assert describe_event(0, "draw", names, teams, FI) == "Ann: nosto"
    assert describe_event(-1, "hand 2 dealt", names, teams, FI) == "Jako 2 alkoi."
    assert describe_event(0, "coup-fourre (EXTRA_TANK)", names, teams, FI) == (
        "Ann: COUP FOURRÉ kortilla Lisäsäiliö!"
    )
    you = ["Sinä", "Tietokone"]  # no verb that would have to agree with "Sinä"
    assert rush_event(-1, "game 1: gold starts", you, FI) == "Erä 1, aloittaja: Sinä (kulta)."
    assert rush_event(-1, "game 2 won by gold", you, FI) == "Erä 2, voittaja: Sinä (kulta)!"
    assert rush_event(1, "slide Q down 3", you, FI) == (
        "Tietokone (hopea): Liu'uta Q alas, ruutuja 3"
    )
    assert rush_event(0, "shift right up 1", you, FI) == (
        "Sinä (kulta): Siirrä oikea osa ylös, rivejä 1"  # a count, as right for 1 as for 5
    )
    assert rush_event(-1, "game 3 drawn after 300 turns", you, FI) == (
        "Erä 3 päättyi tasan 300 vuoron jälkeen."
    )


# ------------------------------------------------------------------- rules text

#: English words that the Finnish rules must not show.
_ENGLISH_RULES = re.compile(
    r"\b(the|and|may|when|with|after|before|each|team's|hand|trip|draw|pile|discard|"
    r"safety|hazard|remedy|scoring|players|your|grid|hero|vehicle|vehicles|rows|game|"
    r"games|set-up|published|choices|miles|deck|cards|turn|turns|limit|points)\b"
)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_mille_bornes_rules_of_each_preset_read_in_finnish(preset: str) -> None:
    players = preset_players(preset)[-1]
    for rules in (make_rules(preset, players), make_rules(preset, 2, fast_play=True)):
        finnish = describe_rules(rules, FI)
        english = describe_rules(rules, EN)
        assert len(finnish) == len(english)
        text = " ".join(finnish)
        assert not _ENGLISH_RULES.search(text), _ENGLISH_RULES.findall(text)
        assert re.search(r"\bkm\b", text) and not re.search(r"\bmi\b", text)


def test_the_finnish_rules_name_the_cards_as_the_table_does() -> None:
    finnish = " ".join(describe_rules(make_rules("modern", 2), FI))
    assert "(ensimmäisellä kortillaan Vihreä valo tai Etuoikeus)" in finnish


def test_the_rules_screen_in_finnish_at_80x24(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(session=demo_session(), lang="fi", save_path=tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen)
            text = screen_text(app)
            assert "Voimassa olevat säännöt" in text and "Sulje (Esc)" in text
            assert "Säännöstö: classic." in text

    asyncio.run(scenario())


def test_the_rush_hour_shift_rules_read_in_finnish() -> None:
    rules = RUSH_GAME.rules_from_options(None, 2)
    english, finnish = rules_text(rules), rules_text(rules, "fi")
    assert finnish.count("\n  - ") == english.count("\n  - ")  # every rule, translated
    assert "Julkaistut säännöt" in finnish and "Tämän projektin valinnat" in finnish
    assert "Rush Hour Shift — asetelma 1, 1 erä, 4 korttia kädessä" in finnish
    prose = finnish.replace("Rush Hour Shift", "").replace("MOVE & SHIFT", "")
    assert not _ENGLISH_RULES.search(prose), _ENGLISH_RULES.findall(prose)
    assert max(map(len, finnish.splitlines())) <= 92
    narrow = rules_text(rules, "fi", width=60)
    assert max(map(len, narrow.splitlines())) <= 60
    assert " ".join(narrow.split()) == " ".join(finnish.split())  # only the lines differ
    more = rules_text(RUSH_GAME.rules_from_options(None, 2, hand_size=6, games=3), "fi")
    assert "kummallakin on kädessä 4 korttia (tässä 6: asetus hand_size)" in " ".join(more.split())
    assert "3 erää, 6 korttia kädessä" in more


def test_the_rush_hour_shift_rules_screen_speaks_finnish(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RushShiftApp(rush_demo_session(), lang="fi", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RushRulesScreen)
            body = str(app.screen.query_one("#rs-rules-body", Static).content)
            assert "Julkaistut säännöt" in body and "Published rules" not in body
            assert "Sulje (Esc)" in svg_text(app.export_screenshot())

    asyncio.run(scenario())
