"""The translator's words as a player reads them (session 33 sweep of the i18n package and
the rules text): numbers, distances, cards in their case, moves, log entries, labels."""

from __future__ import annotations

import locale
from typing import Any

import pytest

from roadgames.agents.base import Reason
from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.tui.i18n import Translator, describe_event, detect_language
from roadgames.tui.rules_text import describe_rules

TEAMS = ["North", "South"]


def test_a_translator_asked_for_no_language_speaks_english() -> None:
    assert Translator().card(Card.ROLL) == "Roll"


def test_an_unknown_language_is_refused_naming_the_choices() -> None:
    with pytest.raises(ValueError, match=r"unknown language 'xx'.*en, fr, de"):
        Translator("xx")


@pytest.mark.parametrize(
    ("lang", "value", "expected"),
    [
        ("en", 1.5, "+1.5"),
        ("en", -2.0, "-2.0"),
        ("tl", -1.5, "-1.5"),
        ("fr", -1.5, "−1,5"),
        ("de", 1.5, "+1,5"),
        ("it", -0.5, "−0,5"),
        ("fi", 2.0, "+2,0"),
    ],
)
def test_a_figure_is_signed_and_written_with_the_language_s_decimal_mark(
    lang: str, value: float, expected: str
) -> None:
    assert Translator(lang).decimal(value) == expected


def test_a_reason_s_figure_is_written_in_the_interface_language() -> None:
    reason = Reason.of("rs_best_board", value=-1.5)
    assert "−1,5" in (Translator("fr").reason(reason) or "")
    assert "-1.5" in (Translator("en").reason(reason) or "")


def test_a_reason_the_table_has_no_words_for_gives_none() -> None:
    assert Translator("de").reason(Reason.of("no_such_reason")) is None
    nested = Reason.of("rs_best_board", value=Reason.of("no_such_reason"))
    assert Translator("en").reason(nested) is None


def test_a_reason_words_the_move_it_compares_with() -> None:
    def beat(other: Action) -> Reason:
        return Reason.of("search_beat_won", worlds=50, percent=60, other_percent=40, other=other)

    words = Translator("de").reason(beat(Action(Kind.PLAY, Card.ROLL)))
    assert words is not None and words.endswith("Grüne Ampel") and "40" in words
    drawn = Translator("en").reason(beat(Action(Kind.DRAW)), lambda action: "drawing")
    assert drawn is not None and drawn.endswith("against 40% for drawing")


def test_a_reason_names_its_card_in_the_interface_language() -> None:
    words = Translator("de").reason(Reason.of("distance", card=Card.D75))
    assert words is not None and words.startswith("75 km")


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"}, "de"),
        ({"LC_MESSAGES": "it_IT", "LANG": "fr_FR"}, "it"),
        ({"LC_ALL": "C", "LANG": "fr-FR"}, "en"),  # C: untranslated, as gettext has it
        ({"LANGUAGE": "fi:en"}, "fi"),
        ({"LANG": "de@euro"}, "de"),
        ({"LANG": "FR_fr"}, "fr"),
        ({"LANG": "pt_BR.UTF-8"}, "en"),
        ({"LANG": "fil_PH.UTF-8"}, "tl"),  # not Finnish: fil is Filipino
        ({}, "en"),
    ],
)
def test_the_language_comes_from_the_first_variable_that_names_one(
    environ: dict[str, str], lang: str
) -> None:
    assert detect_language(environ) == lang


@pytest.mark.parametrize(
    ("lang", "unit"),
    [("en", "mi"), ("fr", "km"), ("de", "km"), ("it", "km"), ("fi", "km"), ("tl", "milya")],
)
def test_a_distance_card_and_a_distance_are_in_the_language_s_unit(lang: str, unit: str) -> None:
    tr = Translator(lang)
    assert tr.card(Card.D200) == f"200 {unit}"
    assert tr.card(Card.D25) == f"25 {unit}"
    assert tr.miles(700) == f"700 {unit}"


def test_a_card_is_named_in_the_dative_only_where_the_language_inflects_it() -> None:
    de, en = Translator("de"), Translator("en")
    assert de.card(Card.STOP, "dative") == "Roter Ampel"
    assert de.card(Card.STOP) == "Rote Ampel"
    assert de.card(Card.ACCIDENT, "dative") == "Unfall"  # no inflected form: its name
    assert en.card(Card.STOP, "dative") == "Stop"
    with pytest.raises(ValueError, match="unknown case 'genitive'"):
        de.card(Card.STOP, "genitive")


def test_a_card_s_face_breaks_long_words_only_where_the_language_needs_it() -> None:
    assert Translator("fi").card_face(Card.SPEED_LIMIT) == "Nopeus\u00adrajoitus"
    assert Translator("en").card_face(Card.SPEED_LIMIT) == "Speed Limit"
    assert Translator("de").card_face(Card.STOP) == "Rote Ampel"
    assert Translator("en").card_face(Card.D100) == "100 mi"


def test_a_move_is_worded_as_a_play_a_discard_an_attack_or_by_the_caller() -> None:
    tr = Translator("en")
    assert tr.move(Action(Kind.PLAY, Card.ROLL)) == "Roll"
    assert tr.move(Action(Kind.DISCARD, Card.D200)) == "discarding 200 mi"
    assert tr.move(Action(Kind.PLAY, Card.SPEED_LIMIT, 1)) == "Speed Limit on team B"
    assert tr.move(Action(Kind.PLAY, Card.STOP, 0)) == "Stop on team A"
    assert tr.move(Action(Kind.DRAW), lambda action: "a draw") == "a draw"
    # a coup fourré names a card but is no play: the caller words it
    assert tr.move(Action(Kind.COUP_FOURRE, Card.DRIVING_ACE), lambda action: "coup") == "coup"


def test_labels_names_and_levels_are_in_the_interface_language_or_kept() -> None:
    de = Translator("de")
    assert de.key_label("Discard") == "Abwerfen"
    assert de.key_label("Unheard of") == "Unheard of"
    assert de.key_name("space") == "Leertaste"
    assert de.key_name("del") == "Entf"
    assert de.key_name("q") == "q"
    assert Translator("fr").key_name("space") == "espace"
    assert de.preset("leaflet") == "Faltblatt"
    assert de.preset("homebrew") == "homebrew"
    assert de.level("hard") == "schwer"
    assert de.level("godlike") == "godlike"
    assert de.option("no_such_option") == "no_such_option"
    assert de.option_value("no_such_option", "x") == "x"
    assert de.option_value("empty_draw_pile", "no_such_choice") == "no_such_choice"


def test_a_score_line_is_in_the_interface_language_with_its_team() -> None:
    assert Translator("de").score_line("Team B played no distance") == "Team B ohne Distanz"
    assert Translator("fr").score_line("Team A played no distance") == "Capot de l'équipe A"
    assert Translator("en").score_line("Team A played no distance") == ("Team A played no distance")
    assert Translator("de").score_line("Safe trip") == "Strecke ohne 200er"
    assert Translator("de").score_line("Made up line") == "Made up line"
    # a line about a team that is not the shutout's keeps its words
    assert Translator("de").score_line("Team A bonus") == "Team A bonus"


def test_a_card_given_by_its_code_is_written_plainly_where_a_case_is_asked() -> None:
    de = Translator("de")
    assert de("event_coup", who="Ann", card=Card.ROLL) == "Ann: COUP FOURRÉ mit Grüner Ampel!"
    assert de("event_coup", who="Ann", card="ROLL") == "Ann: COUP FOURRÉ mit ROLL!"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("play ROLL", "Ann: Roll"),
        ("play STOP > 1", "Ann: Stop → South"),
        ("play 75", "Ann: 75 mi"),
        ("discard 200", "Ann: discard 200 mi"),
        ("play REPAIRS (fast)", "Ann: Repairs at once (fast play)"),
        ("draw", "Ann: draw"),
        ("draw discard (GASOLINE)", "Ann: take Gasoline from the discard pile"),
        ("coup-fourre (DRIVING_ACE)", "Ann: COUP FOURRÉ with Driving Ace!"),
        ("extend", "Ann: extension to 1000"),
        ("decline", "Ann: no extension"),
        ("redraw", "Ann: throw in cards to redraw"),
        ("refill (2)", "Ann: draw back up (2 cards)"),
        ("something new", "Ann: something new"),
    ],
)
def test_each_log_entry_of_a_seat_is_said_in_words(text: str, expected: str) -> None:
    assert describe_event(0, text, ["Ann", "Bob"], TEAMS, Translator("en")) == expected


def test_a_log_entry_of_a_seat_without_a_name_names_its_number() -> None:
    assert describe_event(2, "draw", ["Ann", "Bob"], TEAMS, Translator("en")) == "#2: draw"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hand 2 dealt", "Hand 2 dealt."),
        ("hand 3 over", "Hand 3 over."),
        ("discards reshuffled", "The discards are shuffled into a new draw pile."),
        ("hand ends oddly", "hand ends oddly"),
        ("something else", "something else"),
    ],
)
def test_each_log_entry_of_the_table_is_said_in_words(text: str, expected: str) -> None:
    assert describe_event(-1, text, ["Ann"], TEAMS, Translator("en")) == expected


def test_log_entries_are_said_in_the_interface_language() -> None:
    fr = Translator("fr")
    assert describe_event(1, "discard 50", ["Ann", "Bob"], TEAMS, fr) == "Bob : défausse 50 km"
    assert describe_event(-1, "hand 1 dealt", [], TEAMS, fr) == "Manche 1 distribuée."
    # English words a draw as the log writes it; French shows the translation is used
    assert describe_event(0, "draw", ["Ann"], TEAMS, fr) == "Ann : pioche"


def _rules_text(lang: str, preset: str = "classic", players: int = 2, **options: Any) -> list[str]:
    return describe_rules(make_rules(preset, players, **options), Translator(lang))


def test_the_rules_name_the_preset_with_the_identifier_the_command_line_takes() -> None:
    assert _rules_text("en")[0] == "Preset: classic."
    assert _rules_text("de")[0] == "Regelsatz: klassisch (classic)."
    # the German name begins with the identifier already: not said twice
    assert _rules_text("de", "modern")[0] == "Regelsatz: modern (2016)."


def test_the_rules_say_who_plays_with_whom() -> None:
    assert "4 players in 2 partnerships (partners sit apart)." in _rules_text(
        "en", players=4, teams=True
    )
    assert "3 players, each on their own." in _rules_text("en", players=3)


def test_the_rules_say_each_option_as_it_is_set() -> None:
    on = _rules_text(
        "en",
        deck="short",
        finish="reach",
        target=700,
        extension=True,
        max_200s=3,
        roll_after_remedy=True,
        draw_from_discard=True,
        empty_draw_pile="stop",
        attack_needs_target_moving=True,
        hazard_on_hazard=True,
        attacker_must_have_started=True,
        speed_limit_on_limit=True,
        discard_any_time=False,
        fast_play=True,
    )
    assert on[2:7] == [
        "Short deck of 101 cards (one of each hazard removed).",
        "Trip of 700 mi: reaching it is enough.",
        "Once the trip of 700 mi is completed, it may be extended to 1000.",
        "At most 3 cards of 200 per team and hand.",
        "After a remedy other than End of Limit, a Roll is needed before moving again (unless "
        "the team has Right of Way).",
    ]
    assert "A turn may draw the top of the discard pile instead." in on
    assert "When the draw pile is empty and nobody can play, the hand ends." in on
    assert "Battle hazards (except Speed Limit) only against a team that is moving." in on
    assert "Battle hazards (except Speed Limit) may also go on one still in force." in on
    assert (
        "No battle hazard (except Speed Limit) before your own first Roll (or Right of Way)." in on
    )
    assert "A Speed Limit may be played on a Speed Limit." in on
    assert "You may discard only when you cannot play (fast play's throw-in aside)." in on
    assert any(line.startswith("Fast play:") for line in on)
    off = _rules_text(
        "en",
        deck="full",
        finish="exact",
        target=1000,
        extension=False,
        roll_after_remedy=False,
        draw_from_discard=False,
        empty_draw_pile="reshuffle",
        attack_needs_target_moving=False,
        hazard_on_hazard=False,
        attacker_must_have_started=False,
        speed_limit_on_limit=False,
        discard_any_time=True,
        fast_play=False,
    )
    assert off[2:4] == [
        "Full deck of 106 cards.",
        "Trip of 1000 mi: it must be completed exactly, never passed.",
    ]
    assert not any("extended" in line or "discard pile instead" in line for line in off)
    assert "When the draw pile is empty, the discards become a new draw pile." in off
    assert "Battle hazards (except Speed Limit) against any team without a hazard in force." in off
    assert not any("stacked" in line or "your own first" in line for line in off)
    assert not any("played on a Speed Limit" in line or "Fast play" in line for line in off)
    assert "You may discard even when you could play." in off
    assert any(line.startswith("A remedy is enough to move again") for line in off)


@pytest.mark.parametrize(
    ("n", "line"),
    [
        (0, "No card of 200 may be played."),
        (1, "At most one card of 200 per team and hand."),
        (2, "At most 2 cards of 200 per team and hand."),
    ],
)
def test_the_rules_say_how_many_200s_a_team_may_play_in_words_that_fit_the_count(
    n: int, line: str
) -> None:
    assert line in _rules_text("en", max_200s=n)


def test_the_rules_say_how_long_the_game_lasts_and_who_starts_the_next_hand() -> None:
    match = _rules_text("en", match_target=3000, next_starter="winner")
    assert (
        "The match goes on, hand after hand, to 3000 points: then the most points win (a tie at "
        "the top plays another hand)." in match
    )
    assert match[-1] == (
        "The next hand is started by the last hand's winner (after a shared win, by the next seat)."
    )
    assert _rules_text("en", match_target=5000, next_starter="rotate")[-1] == (
        "The next hand is started by the next seat."
    )
    one = _rules_text("en", match_target=0)
    assert "One hand is the whole game: the most points win it, whoever won the hand." in one
    assert not any("next hand" in line for line in one)  # no next hand to start


@pytest.mark.parametrize(
    ("players", "teams", "tie_break", "line"),
    [
        (2, False, "shared", "Equal distance with no completed trip: both win the hand."),
        (4, True, "shared", "Equal distance with no completed trip: both win the hand."),
        (
            3,
            False,
            "shared",
            "Equal distance with no completed trip: every tied player wins the hand.",
        ),
        (
            6,
            True,
            "shared",
            "Equal distance with no completed trip: every tied team wins the hand.",
        ),
        (
            2,
            False,
            "fewer_cards_played",
            "Equal distance with no completed trip: whoever played the fewest cards wins the hand.",
        ),
    ],
)
def test_the_tie_rule_is_said_for_the_number_of_teams_in_play(
    players: int, teams: bool, tie_break: str, line: str
) -> None:
    assert line in _rules_text("en", players=players, teams=teams, tie_break=tie_break)


@pytest.mark.parametrize("scoring", ["classic", "modern", "leaflet"])
def test_the_rules_name_the_scoring_table_in_force(scoring: str) -> None:
    first = {"classic": "Classic scoring:", "modern": "Modern scoring:", "leaflet": "Leaflet"}
    lines = _rules_text("en", scoring=scoring)
    assert next(line for line in lines if "scoring" in line.lower()).startswith(first[scoring])


@pytest.mark.parametrize("lang", ["fr", "de", "it", "fi", "tl"])
def test_the_rules_are_said_in_the_interface_language_with_its_cards_and_unit(lang: str) -> None:
    tr = Translator(lang)
    lines = _rules_text(lang, target=700, roll_after_remedy=True, speed_limit_on_limit=True)
    english = _rules_text("en", target=700, roll_after_remedy=True, speed_limit_on_limit=True)
    assert len(lines) == len(english)
    assert all(line != theirs for line, theirs in zip(lines[1:], english[1:], strict=True))
    assert any(tr.card(Card.ROLL) in line and tr.card(Card.RIGHT_OF_WAY) in line for line in lines)
    assert any(line.count(tr.card(Card.SPEED_LIMIT)) == 2 for line in lines)
    assert any(tr.miles(700) in line for line in lines)


def test_the_language_is_read_from_the_environment_given_not_the_process_s(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)  # conftest's "en" would come first
    assert detect_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert detect_language() == "fr"


def test_without_variables_naming_a_language_the_locale_decides_else_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda: ("it_IT", "UTF-8"))
    assert detect_language() == "it"
    monkeypatch.setattr(locale, "getlocale", lambda: (None, None))
    assert detect_language() == "en"

    def unreadable() -> tuple[str, str]:
        raise ValueError("unknown locale")

    monkeypatch.setattr(locale, "getlocale", unreadable)
    assert detect_language() == "en"


#: Configurations that between them call on every sentence of the rules text.
EVERY_SENTENCE: list[tuple[str, int, dict[str, Any]]] = [
    (
        "classic",
        3,
        {
            "deck": "short",
            "finish": "reach",
            "extension": True,
            "max_200s": 0,
            "roll_after_remedy": True,
            "draw_from_discard": True,
            "empty_draw_pile": "stop",
            "attack_needs_target_moving": True,
            "hazard_on_hazard": True,
            "attacker_must_have_started": True,
            "speed_limit_on_limit": True,
            "discard_any_time": False,
            "fast_play": True,
            "next_starter": "winner",
        },
    ),
    ("modern", 2, {"max_200s": 1, "empty_draw_pile": "reshuffle"}),
    ("leaflet", 6, {"teams": True, "max_200s": 3, "empty_draw_pile": "play_out"}),
    ("classic", 4, {"teams": True, "tie_break": "fewer_cards_played", "fast_play": False}),
]


@pytest.mark.parametrize("lang", ["fr", "de", "it", "fi", "tl"])
def test_every_sentence_of_the_rules_has_its_words_in_each_language(lang: str) -> None:
    for preset, players, options in EVERY_SENTENCE:
        lines = _rules_text(lang, preset, players, **options)
        assert len(lines) == len(_rules_text("en", preset, players, **options))
        assert all(line and "{" not in line for line in lines), lines
