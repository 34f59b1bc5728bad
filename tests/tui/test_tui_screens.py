"""Screenshots of the table at 80×24 and 120×40 hold every key element; the new-game
screen starts the default game; the rules screen; languages and card names."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Input, Select, Switch
from tui_helpers import screen_text, settle, svg_text, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import SAFETIES, Card
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.demo import demo_session, table_screenshot
from roadgames.tui.i18n import (
    CARD_NAMES,
    LANGUAGES,
    UI_LANGUAGES,
    Translator,
    describe_event,
    detect_language,
)
from roadgames.tui.rules_text import describe_rules
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession, default_level
from roadgames.tui.widgets.card import CardWidget, face_text, fit_words


@pytest.mark.parametrize(("width", "height"), [(80, 24), (120, 40)])
def test_table_screenshot_shows_every_key_element(width: int, height: int) -> None:
    text = svg_text(asyncio.run(table_screenshot(width, height)))
    session = demo_session()
    view = session.view(0)
    for name in session.team_names():
        assert name in text  # every team's tableau
    assert text.count("Battle") == 2 and text.count("Speed") >= 2
    assert "175/700" in text and "150/700" in text  # distance against the target
    assert "200s played 0/2" in text  # the 200s used
    assert "▭ Extra Tank" in text  # a coup fourré, sideways
    assert "▯ Driving Ace" in text  # a safety played normally, upright
    assert "Speed Limit" in text and "Roll" in text  # pile tops
    assert "Draw pile" in text and str(view.draw_pile_size) in text
    assert "Discard" in text and "Out of Gas" in text  # the discard pile's top
    assert "Scores" in text
    for card in view.hand:  # the person's own hand, legal plays ticked
        assert Translator("en").card(card) in text
    assert "✓" in text
    assert "COUP FOURRÉ" in text  # the log, in words
    assert "Play" in text and "Hint" in text  # the keys


def test_french_table(tmp_path: Path) -> None:
    text = svg_text(asyncio.run(table_screenshot(80, 24, lang="fr")))
    assert "Pioche" in text and "Défausse" in text and "Bataille" in text
    assert "Citerne d'Essence" in text and "Feu Vert" in text
    assert "Jouer" in text and "Règles" in text and "Rules" not in text  # the keys, in French
    assert "à vous de jouer" in text and "À Vous" not in text  # the person's turn, said well
    assert "Scores : A" in text  # French spacing before the colon
    assert "q Sauver et quitter" in text  # the last key's label whole, at 80 columns
    assert "Répara-" in text  # a long name broken in two, not cut at the edge


def test_a_long_card_name_breaks_between_syllables_not_at_the_edge() -> None:
    assert fit_words("Véhicule Prioritaire", 10) == "Véhicule\nPriori-\ntaire"
    assert fit_words("Puncture-Proof", 9) == "Puncture-\nProof"  # at its own hyphen
    assert fit_words("Limite de Vitesse", 9) == "Limite de\nVitesse"
    assert fit_words("Feu Vert", 9) == "Feu Vert"


def test_a_compound_breaks_at_its_seam_and_shows_whole_where_it_fits() -> None:
    """Finnish and German names are compounds: halving "Nopeusrajoitus" gave
    "Nopeusr-/ajoitus"; the face breaks it where the language says, and a name marked for
    breaking shows no mark where it fits whole, on any face."""
    fi = Translator("fi")
    assert fit_words(fi.card_face(Card.SPEED_LIMIT), 12) == "Nopeus-\nrajoitus"
    assert fit_words(fi.card_face(Card.EXTRA_TANK), 9) == "Lisä-\nsäiliö"
    assert fit_words(fi.card_face(Card.SPARE_TIRE), 12) == "Vararengas"
    # no seam leaves a head that fits: broken where the line ends, the rest again
    assert fit_words(Translator("de").card_face(Card.FLAT_TIRE), 6) == "Reife-\nnpanne"
    # the last seam whose head fits: a syllable late in the word, not the first
    assert fit_words(Translator("it").card_face(Card.REPAIRS), 9) == "Ripara-\nzioni"
    assert face_text(fi.card_face(Card.SPEED_LIMIT), 8, 1).plain == "Nopeusr…"  # no mark
    for lang in UI_LANGUAGES:
        tr = Translator(lang)
        for card in Card:
            face = tr.card_face(card)
            assert face.replace("\u00ad", "") == tr.card(card)  # the same name, marked
            for width in range(4, 20):
                for line in fit_words(face, width).split("\n"):
                    assert "\u00ad" not in line
                    assert len(line) <= width, (lang, card, width, line)


def test_the_new_game_screen_names_computer_levels_in_french(tmp_path: Path) -> None:
    fr = Translator("fr")
    assert localised_names(["", "", ""], [PERSON, "medium", "hard"], fr) == [
        "Vous",
        "Moyen 2",
        "Difficile 3",
    ]
    assert localised_names([""], ["test-calls"], fr) == ["Test-calls 1"]  # no name: its code

    async def scenario() -> None:
        app = RoadgamesApp(
            setup=Setup(kinds=[PERSON, "medium"]), lang="fr", save_path=tmp_path / "s.json"
        )
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert "ordinateur (moyen)" in text and "medium" not in text
            assert "nom" in text and "name" not in text  # the name fields' placeholder

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_screen_shows_how_to_close_it_at_80x24(lang: str, tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(session=demo_session(), lang=lang, save_path=tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen)
            assert Translator(lang)("close") in screen_text(app)

    asyncio.run(scenario())


def test_enter_on_the_new_game_screen_starts_the_default_game(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            await pilot.press("enter")
            await settle(pilot)
            session = table(app).session
            assert session.players == [PERSON, default_level()]
            assert session.rules == make_rules("classic", 2)

    asyncio.run(scenario())


def test_options_from_the_command_line_stay_on_the_new_game_screen(tmp_path: Path) -> None:
    async def scenario() -> None:
        setup = Setup(options={"target": 300})  # play -o target=300
        app = RoadgamesApp(setup=setup, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            assert form.query_one("#opt-target", Input).value == "300"
            form.query_one("#players", Select).value = 3  # another seat count: its options
            await pilot.pause()
            assert form.query_one("#opt-target", Input).value == "700"
            form.query_one("#opt-target", Input).value = "300"
            await pilot.press("enter")
            await settle(pilot)
            assert table(app).session.rules == make_rules("classic", 3, target=300)

    asyncio.run(scenario())


def test_choosing_a_scoring_table_shows_the_match_it_plays(tmp_path: Path) -> None:
    # §8: modern scoring is one hand, classic and leaflet a match to 5000
    async def scenario() -> None:
        app = RoadgamesApp(setup=Setup(), save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            match = form.query_one("#opt-match_target", Input)
            assert match.value == "5000"
            form.query_one("#opt-scoring", Select).value = "modern"
            await pilot.pause()
            assert match.value == "0"
            form.query_one("#opt-scoring", Select).value = "leaflet"
            await pilot.pause()
            assert match.value == "5000"
            form.query_one("#opt-scoring", Select).value = "modern"
            await pilot.pause()
            await pilot.press("enter")
            await settle(pilot)
            assert table(app).session.rules == make_rules("classic", 2, scoring="modern")

    asyncio.run(scenario())


@pytest.mark.parametrize("typed", [False, True])
def test_a_one_hand_game_under_a_match_table_stays_one_hand(typed: bool, tmp_path: Path) -> None:
    # modern with the classic table and match_target=0 (from the command line, or typed on
    # the form): the form showed 5000 and started a match, as the table alone would have
    options = {} if typed else {"scoring": "classic", "match_target": 0}

    async def scenario() -> None:
        setup = Setup(preset="modern", options=options)
        app = RoadgamesApp(setup=setup, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            match = form.query_one("#opt-match_target", Input)
            if typed:
                form.query_one("#opt-scoring", Select).value = "classic"
                await pilot.pause()
                assert match.value == "5000"
                match.value = "0"
            assert match.value == "0"
            await pilot.press("enter")
            await settle(pilot)
            rules = table(app).session.rules
            assert (rules.scoring, rules.match_target) == ("classic", 0)

    asyncio.run(scenario())


def test_the_extension_follows_the_trip_on_classic_only(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = RoadgamesApp(setup=Setup(), save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            extension = form.query_one("#opt-extension", Switch)
            assert extension.value  # classic, 700: the extension is played
            form.query_one("#opt-target", Input).value = "1000"
            await pilot.pause()
            assert not extension.value  # §10: only where the target is 700
            form.query_one("#preset", Select).value = "modern"
            await pilot.pause()
            extension.value = True  # chosen on modern, where nothing follows the target
            form.query_one("#opt-target", Input).value = "700"
            await pilot.pause()
            assert extension.value
            await pilot.press("enter")
            await settle(pilot)
            rules = table(app).session.rules
            assert (rules.preset, rules.target, rules.extension) == ("modern", 700, True)

    asyncio.run(scenario())


def test_the_new_game_screen_refuses_bad_options_in_words(tmp_path: Path) -> None:
    setup = Setup(preset="modern", players=4, kinds=[PERSON, "random", PERSON, "random"])

    async def scenario() -> None:
        app = RoadgamesApp(setup=setup, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            screen.query_one("#opt-target").value = "333"  # type: ignore[attr-defined]
            screen.action_start()
            await pilot.pause()
            assert "multiple of 25" in screen_text(app)
            assert isinstance(app.screen, NewGameScreen)
            screen.query_one("#opt-target").value = "500"  # type: ignore[attr-defined]
            screen.action_start()
            await settle(pilot)
            session = table(app).session
            assert session.rules.target == 500 and session.rules.teams
            assert session.hotseat  # two people: the device is passed

    asyncio.run(scenario())


def test_rules_screen_shows_the_active_options(tmp_path: Path) -> None:
    session = demo_session()

    async def scenario() -> None:
        app = RoadgamesApp(session=session, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, RulesScreen)
            text = screen_text(app)
            assert "Trip of 700 mi: it must be completed exactly" in text
            assert "extended to 1000" in text
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, RulesScreen)

    asyncio.run(scenario())


def test_rules_in_words_follow_the_options() -> None:
    en = Translator("en")
    lines = describe_rules(make_rules("modern", 4, fast_play=True), en)
    assert any("2 partnerships" in line for line in lines)
    assert any("reaching it is enough" in line for line in lines)
    assert any(line.startswith("Fast play") for line in lines)
    assert any("One hand is the whole game" in line for line in lines)
    french = describe_rules(make_rules("classic", 2), Translator("fr"))
    assert any("Feu Vert" in line for line in french)  # roll_after_remedy, in French


def test_card_names_in_six_languages() -> None:
    assert set(CARD_NAMES) == set(LANGUAGES) == {"en", "fr", "de", "it", "fi", "tl"}
    for lang in LANGUAGES:
        tr = Translator(lang)
        names = [tr.card(card) for card in Card]
        assert len(set(names)) == len(names), lang  # no two cards share a name
    assert Translator("fr").card(Card.RIGHT_OF_WAY) == "Véhicule Prioritaire"
    assert Translator("de").card(Card.STOP) == "Rote Ampel"
    assert Translator("it").card(Card.SPARE_TIRE) == "Ruota di Scorta"
    assert Translator("fi").card(Card.ROLL) == "Vihreä valo"
    assert Translator("tl").card(Card.FLAT_TIRE) == "Flat na Gulong"
    assert all(Translator("de").card(s) for s in SAFETIES)
    assert Translator("tl")("draw_pile") == "Draw pile"  # Tagalog players keep this loanword


def test_log_entries_in_words() -> None:
    names, teams = ["Ann", "Bob"], ["Ann", "Bob"]
    fr = Translator("fr")
    assert describe_event(1, "play STOP > 0", names, teams, fr) == "Bob : Feu Rouge → Ann"
    assert describe_event(0, "coup-fourre (EXTRA_TANK)", names, teams, Translator("en")) == (
        "Ann: COUP FOURRÉ with Extra Tank!"
    )
    assert describe_event(0, "discard 75", names, teams, Translator("tl")) == (
        "Ann: itinapon ang 75 milya"  # the Tagalog cards' unit
    )
    assert describe_event(-1, "hand 2 dealt", names, teams, fr) == "Manche 2 distribuée."


def test_language_from_the_locale() -> None:
    assert detect_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert detect_language({"LC_ALL": "fi_FI.UTF-8", "LANG": "fr_FR"}) == "fi"
    assert detect_language({"LANG": "C.UTF-8"}) == "en"
    with pytest.raises(ValueError, match="unknown language"):
        Translator("xx")


def test_the_draw_key_on_an_empty_draw_pile_does_not_say_a_card_was_drawn(
    tmp_path: Path,
) -> None:
    """Classic plays the hand out once the draw pile is empty: a turn then starts in the
    play phase with nothing drawn, so "Your card is drawn" is not true."""
    rules = make_rules("classic", 2)
    session = GameSession.new(rules, [PERSON, "random"], seed=3)
    state = session.state
    while state.draw_pile or state.to_move != 0 or state.phase_name != "play":
        legal = state.legal_actions()
        discards = [a for a in legal if a.kind == Kind.DISCARD]
        state.apply((discards or legal)[0])
    assert not state.results  # still the first hand

    async def scenario() -> None:
        app = RoadgamesApp(session=session, lang="en", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            screen = app.table
            assert screen is not None and screen.current_view().draw_pile_size == 0
            await pilot.press("d")
            assert screen.message == "The draw pile is empty: play or discard a card."

    asyncio.run(scenario())


def test_a_card_name_on_a_one_line_pile_is_not_cut_to_its_first_line(tmp_path: Path) -> None:
    """Six seats at 80x24: a tableau pile has one line for the card's name. ``fit_words``
    breaks a name that is too wide into several lines and only the first shows ("Répara-"
    for Réparations, "Fin de" for Fin de Limite): the card cannot be told from it."""
    rules = make_rules("modern", 6)
    session = GameSession.new(rules, [PERSON] + ["random"] * 5, seed=5)
    tableau = session.state.tableaux[1]
    tableau.battle_pile.append(Card.REPAIRS)  # what the piles show, not how they got there
    tableau.speed_pile.append(Card.END_OF_LIMIT)

    async def scenario() -> None:
        app = RoadgamesApp(session=session, lang="fr", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            for pile in ("#battle-1", "#speed-1"):
                card = app.screen.query_one(pile, CardWidget)
                lines = str(card.render()).splitlines()
                assert len(lines) <= card.content_size.height, lines

    asyncio.run(scenario())


def test_the_rules_screen_says_a_remedy_starts_no_team() -> None:
    lines = describe_rules(make_rules("modern", 2), Translator("en"))
    assert "A remedy is enough to move again once the team has started" in " ".join(lines)
    tagalog = " ".join(describe_rules(make_rules("modern", 2), Translator("tl")))
    assert "(naglaro na ng una nitong Roll, o may Pang-emerhensiyang Sasakyan)" in tagalog
    german = " ".join(describe_rules(make_rules("modern", 2), Translator("de")))
    assert "(seine erste Karte Grüne Ampel oder Vorfahrt)" in german


def test_the_rules_screen_measures_the_trip_as_the_cards_do() -> None:
    """German cards read "km": the trip said "700 mi" (the interface's English words)."""
    for lang, unit in (("en", "mi"), ("fr", "km"), ("de", "km")):
        text = " ".join(describe_rules(make_rules("classic", 2), Translator(lang)))
        assert f"700 {unit}" in text and Translator(lang).card(Card.D75) == f"75 {unit}"


def test_a_longer_match_typed_stays_when_the_table_changes(tmp_path: Path) -> None:
    # §8: a match to 10000 typed on the form stays a match to 10000 under the leaflet table
    async def scenario() -> None:
        app = RoadgamesApp(setup=Setup(), save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            form = app.screen
            assert isinstance(form, NewGameScreen)
            match = form.query_one("#opt-match_target", Input)
            match.value = "10000"
            await pilot.pause()
            form.query_one("#opt-scoring", Select).value = "leaflet"
            await pilot.pause()
            assert match.value == "10000"
            await pilot.press("enter")
            await settle(pilot)
            rules = table(app).session.rules
            assert (rules.scoring, rules.match_target) == ("leaflet", 10000)

    asyncio.run(scenario())
