"""The Tagalog interface (``--lang tl``): a full interface like Finnish, in the Taglish of
seed 001, where Filipino players keep English game terms (card, Draw pile, Discard, Hazard,
Remedy, Safety, turn, round) inside Tagalog sentences.

The per-language tests of :mod:`test_tui_languages` run here once more, for Tagalog (its
``lang`` fixture is this module's): every table has an entry for each English one, with the
same placeholders; the tables, the new-game screen, the pass-the-device screen and both rules
screens fit at 80x24. Where one of those tests expects what Tagalog does not do (a decimal
comma, kilometres, no English word at all), this module has its own version instead, which
lets through the seed's loanwords and nothing else."""

from __future__ import annotations

import asyncio
import re
from dataclasses import fields as dataclass_fields
from pathlib import Path
from string import Formatter

import pytest
from test_tui_languages import (
    _COUP_FOURRE,
    _ENGLISH_WORDS,
    _MILLE_KEYS,
    _NAMES,
    _RUSH_KEYS,
    _SAMPLE,
    EN,
    SIZES,
    Language,
    footer_cut,
    name_slots,
    placeholders,
    test_a_table_keeps_both_piles_whole_above_a_long_hint_at_80x24,
    test_every_computer_level_has_a_name,
    test_every_control_of_the_new_game_screen_fits_its_width,
    test_every_interface_string_has_words_with_the_same_placeholders,
    test_every_key_binding_has_a_label,
    test_every_reason_of_both_games_has_words,
    test_every_rule_option_and_choice_has_words,
    test_every_score_line_has_words,
    test_log_entries_of_both_games,
    test_the_board_header_shows_each_side_and_its_shift,
    test_the_hint_on_the_table_gives_its_reason_in_the_language,
    test_the_mille_bornes_rules_have_a_sentence_for_each_english_one,
    test_the_pass_device_screen_says_all_it_must_at_80x24,
    test_the_rules_name_the_cards_as_the_table_does,
    test_the_rules_screen_at_80x24,
    test_the_rush_hour_shift_rules_screen_speaks_the_language,
)
from textual.widgets import OptionList
from tui_helpers import settle, svg_text

from roadgames.agents.base import Reason
from roadgames.agents.millebornes.heuristic import REASON_TEXTS
from roadgames.agents.rushshift import REASON_TEXTS as RUSH_REASON_TEXTS
from roadgames.cli import main
from roadgames.millebornes import PRESETS, make_rules
from roadgames.millebornes.cards import Card
from roadgames.millebornes.explain import Unplayable
from roadgames.millebornes.rules import preset_players
from roadgames.rushshift import GAME as RUSH_GAME
from roadgames.rushshift import make_rules as rush_rules
from roadgames.rushshift import rules_text
from roadgames.rushshift.text import _WORDING, WRITTEN_IN
from roadgames.tui.demo import demo_session
from roadgames.tui.demo import table_screenshot as mille_screenshot
from roadgames.tui.i18n import (
    OPTION_VALUE_LABELS,
    REASONS,
    UI,
    UI_LANGUAGES,
    detect_language,
)
from roadgames.tui.rules_text import describe_rules
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.demo import demo_session as rush_demo_session
from roadgames.tui.rushshift.demo import table_screenshot as rush_screenshot

# the per-language tests, run for Tagalog by this module's ``lang`` fixture
__all__ = [
    "test_a_table_keeps_both_piles_whole_above_a_long_hint_at_80x24",
    "test_every_computer_level_has_a_name",
    "test_every_control_of_the_new_game_screen_fits_its_width",
    "test_every_interface_string_has_words_with_the_same_placeholders",
    "test_every_key_binding_has_a_label",
    "test_every_reason_of_both_games_has_words",
    "test_every_rule_option_and_choice_has_words",
    "test_every_score_line_has_words",
    "test_log_entries_of_both_games",
    "test_the_board_header_shows_each_side_and_its_shift",
    "test_the_hint_on_the_table_gives_its_reason_in_the_language",
    "test_the_mille_bornes_rules_have_a_sentence_for_each_english_one",
    "test_the_pass_device_screen_says_all_it_must_at_80x24",
    "test_the_rules_name_the_cards_as_the_table_does",
    "test_the_rules_screen_at_80x24",
    "test_the_rush_hour_shift_rules_screen_speaks_the_language",
]

TAGALOG = Language(
    code="tl",
    # the seed's Draw Pile and Discard Pile, kept as Filipino players say them
    untranslated=frozenset({"draw_pile", "discard_pile"}),
    medium="katamtaman",
    no_distance="Koponan B: walang milya",
    roll="Roll",
    percent="55%",  # no space before the sign, as in English
    # the seed's loanwords ("Safety card", "Hazard", "Remedy" are capitalised there)
    shared_words=frozenset({"card", "turn", "discard"}),
    hint="Payo: ",
    roll_on="pinatatakbo ng Roll ang kotse",
    table_words=(
        *("Takbo", "Bilis", "tumatakbo", "Fuel Truck", "Roll", "Speed Limit"),
        *("Draw pile", "Discard", "Out of Gas", "nalarong 200: 0/2", "75 milya"),
        "COUP FOURRÉ gamit ang Fuel Truck!",  # the log, in Tagalog
        "You: Speed Limit → Computer (medium)",  # the card whole in the log
    ),
    draw_pile="Draw pile",
    footer=(("p", "Laruin"), ("x", "Itapon"), ("h", "Payo"), ("?", "Panuntunan")),
    save_quit="I-save at umalis",
    new_game=(
        *("Bagong laro", "Bersyon", "Mga manlalaro", "Upuan 1", "tao", "CPU (katamtaman)"),
        *("^s Simulan", "esc Umalis"),
    ),
    new_game_seed=("Binhi", "blangko: sapalaran"),
    wrapping_levels=frozenset({"test-calls", "test-declines", "test-search"}),  # test players
    right_shift="kanan ↑3",
    left_shift="kaliwa ↑2",
    rush_words=(
        "Rush Hour Shift · Laro 1/1 · ika-25 na turn · turn mo (ginto)",
        *("▶ labasan", "naka-lock na dugtong", "Card na nilalaro: MOVE & SHIFT 3", "3 hakbang pa"),
        *("CPU greedy (pilak): 4 card sa kamay", "Mga puwede mong gawin", "1 Igalaw ang A pataas"),
        "You (ginto): Laruin ang MOVE & SHIFT 3",  # the log, in words
    ),
    rush_piles="Draw pile {draw} · discard pile {discard}",
    end_turn="Tapusin ang turn",
    long_name="Maria Clara dela Cruz",
    mille_events=(
        (1, "play STOP > 0", "Bob: Stop → Ann"),
        (0, "discard 75", "Ann: itinapon ang 75 milya"),
        (0, "draw", "Ann: bumunot"),
        (-1, "hand 2 dealt", "Simula ng round 2."),
        (0, "coup-fourre (EXTRA_TANK)", "Ann: COUP FOURRÉ gamit ang Fuel Truck!"),
    ),
    you=("Ikaw", "CPU"),  # no article before "Ikaw", which takes none
    rush_events=(
        (-1, "game 1: gold starts", "Laro 1, unang titira: Ikaw (ginto)."),
        (-1, "game 2 won by gold", "Laro 2, panalo: Ikaw (ginto)!"),
        (1, "slide Q down 3", "CPU (pilak): Padulasin ang Q pababa, 3 kahon"),
        (0, "shift right up 1", "Ikaw (ginto): Ilipat ang kanan pataas, 1 hanay"),  # one form
        (-1, "game 3 drawn after 300 turns", "Tabla ang laro 3 matapos ang 300 turn."),
    ),
    rules_cards="(naglaro na ng una nitong Roll, o may Pang-emerhensiyang Sasakyan)",
    rules_screen=("Mga panuntunang ginagamit", "Bersyon: klasiko (classic)."),
    close="Isara (Esc)",
    published="Mga nalathalang panuntunan",
    rush_rules=(
        *("Mga nalathalang panuntunan", "Mga pinili ng proyektong ito"),
        "Rush Hour Shift — ayos 1, 1 laro, 4 card sa kamay",
    ),
    hand_note="bawat isa ay may 4 card sa kamay (dito 6: ang opsiyong hand_size)",
    rush_headline_more="3 laro, 6 card sa kamay",
)
TL = TAGALOG.tr


@pytest.fixture
def lang() -> Language:
    """Tagalog, for the per-language tests imported above."""
    return TAGALOG


# ------------------------------------------------------------------- the tables


def test_tagalog_is_an_interface_language() -> None:
    assert "tl" in UI_LANGUAGES
    assert TL.ui_lang == "tl"
    assert TL("hand", n=2) == "Round 2" != EN("hand", n=2)  # the seed's "round"
    assert TL("you_to_move") == "turn mo"
    assert TL.key_label("Discard") == "Itapon" and TL.level("hard") == "mahirap"


def test_the_rush_hour_shift_rules_are_written_in_tagalog_too() -> None:
    assert "tl" in WRITTEN_IN
    english, tagalog = _WORDING["en"], _WORDING["tl"]
    for field in dataclass_fields(english):
        en_value, tl_value = getattr(english, field.name), getattr(tagalog, field.name)
        for en_text, tl_text in zip(
            en_value if isinstance(en_value, tuple) else [en_value],
            tl_value if isinstance(tl_value, tuple) else [tl_value],
            strict=True,
        ):
            assert placeholders(tl_text) == placeholders(en_text), field.name
            # "card" and "turn" are the seed's words as well as English's (and one form after
            # any count)
            taglish = ("card", "turn")
            assert tl_text != en_text or tl_text in taglish or not tl_text.strip(), field.name


def test_figures_keep_the_decimal_point_and_distances_say_milya() -> None:
    """Filipinos write 1.5 as English does; the seed's cards and sentences say "milya"
    ("1,000 milya"), now that the sentences around them are Tagalog too."""
    assert TL.decimal(-1.54) == "-1.5" and TL.decimal(2.0) == "+2.0"
    assert TL.miles(700) == "700 milya" and TL.distance_unit() == "milya"
    assert TL.card(Card.D75) == TL.card_face(Card.D75) == "75 milya"
    assert TL("extension_prompt", trip=TL.miles(700)) == (
        "Natapos mo ang biyaheng 700 milya. Ituloy hanggang 1000?"
    )
    reason = TL.reason(Reason.of("distance", card=Card.D100))
    assert reason == "100 milya: ang pinakamahabang layong may silbi"


def test_the_rules_command_prints_the_rules_in_tagalog(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "classic", "--lang", "tl"]) == 0
    out = capsys.readouterr().out
    assert "Biyaheng 700 milya: dapat eksaktong matapos" in out
    assert not re.search(r"\b(mi|km)\b", out)
    assert main(["rules", "rushshift", "--lang", "tl"]) == 0
    assert "Mga nalathalang panuntunan" in capsys.readouterr().out


# ------------------------------------------------------------------- names and counts

#: Tagalog's personal articles (si, ni, kay and their plurals): "Ikaw", the person's default
#: name, takes none ("ni Ikaw" is wrong: "mo"), so none may stand before a name.
_ARTICLE_BEFORE = re.compile(r"\b(si|ni|kay|sina|nina|kina)\s*$", re.IGNORECASE)


def test_a_name_never_takes_a_personal_article() -> None:
    wrong = [
        f"{key}: {text!r}"
        for key, text, before, _ in name_slots({**UI["tl"], **REASONS["tl"]}, _NAMES)
        if _ARTICLE_BEFORE.search(before)
    ]
    assert wrong == []
    assert TL("you") == "Ikaw"
    assert TL("to_move", name="Ikaw") == "Ikaw ang titira"
    assert TL("winner", names="Ikaw") == "Panalo: Ikaw"


def test_a_noun_keeps_one_form_after_any_count() -> None:
    """Tagalog says "1 card" and "3 card" ("mga" marks a plural, never after a number): no
    template gives a noun two forms, and a count reads right for 1 as for 5."""
    two_forms = [
        f"{key}: {text!r}"
        for key, text in {**UI["tl"], **REASONS["tl"]}.items()
        if any("|" in (spec or "") for _, _, spec, _ in Formatter().parse(text))
    ]
    assert two_forms == []
    assert TL("rs_steps_left", n=1) == "1 hakbang pa" and TL("rs_steps_left", n=4) == "4 hakbang pa"
    assert TL("rs_their_hand", name="Bob", n=1) == "Bob: 1 card sa kamay"


# ------------------------------------------------------------------- reasons


@pytest.mark.parametrize("key", sorted({**REASON_TEXTS, **RUSH_REASON_TEXTS}))
def test_each_reason_reads_in_tagalog(key: str) -> None:
    english = {**REASON_TEXTS, **RUSH_REASON_TEXTS}[key]
    reason = Reason.of(key, **{name: _SAMPLE[name] for name in placeholders(english)})
    said = TL.reason(reason, lambda action: f"<{action.card}>")
    assert said is not None
    words = [word for word in _ENGLISH_WORDS if word not in TAGALOG.shared_words]
    assert not re.search(rf"\b({'|'.join(words)})\b", _COUP_FOURRE.sub("", said)), said
    if "card" in placeholders(english):
        assert TAGALOG.roll in said
    if "value" in placeholders(english):
        assert "-1.5" in said  # a decimal point, as English
    if "percent" in placeholders(english):
        assert TAGALOG.percent in said


# ------------------------------------------------------------------- the tables on screen

#: English words of the interface that a Tagalog screen must not show: those that Tagalog
#: says in its own words (the seed's loanwords, and the cards' names, may show; so may an
#: English verb made Tagalog by "i-", as the seed's "i-shuffle": "i-click").
_ENGLISH_UI = re.compile(
    r"(?<![\w-])(Battle|Speed(?! Limit)|your turn|Scores|Hint|Rules|Save|moving|stopped|200s|"
    r"pick|click|then|Play|Hand|Log|What you may do|End turn|gold|silver|exit|locked|Move|"
    r"Shift the|holds|cards|steps|left)\b"
)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_mille_bornes_table_shows_tagalog_whole(width: int, height: int) -> None:
    text = svg_text(asyncio.run(mille_screenshot(width, height, lang="tl")))
    view = demo_session().view(0)
    status = " · ".join(
        ["Mille Bornes", TL("hand", n=1), TL("scores", scores="A 0 · B 0"), TL("you_to_move")]
    )
    assert status in text  # the status line, whole
    for word in TAGALOG.table_words:
        assert word in text, word
    assert str(view.draw_pile_size) in text and "175/700" in text
    assert TL("discard_pile") in text and "Discard p…" not in text  # the pile's title, whole
    assert TL("your_turn", what=TL("pick_card_from", keys="1–7")) in text  # the prompt, whole
    assert footer_cut(text, _MILLE_KEYS, TL) == []  # every key's label, whole
    assert not _ENGLISH_UI.search(text), _ENGLISH_UI.findall(text)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_rush_hour_shift_table_shows_tagalog_whole(width: int, height: int) -> None:
    text = svg_text(asyncio.run(rush_screenshot(width, height, lang="tl")))
    view = rush_demo_session().view(0)
    for word in TAGALOG.rush_words:
        assert word in text, word
    piles = TAGALOG.rush_piles.format(draw=view.draw_pile_size, discard=len(view.discard_pile))
    assert piles in text
    assert TL("rs_legend") in text  # the legend under the board, not cut
    assert TL("your_turn", what=TL("rs_pick_step")) in text  # the prompt, whole
    assert footer_cut(text, _RUSH_KEYS, TL) == []  # every key's label, whole
    prose = text.replace("Rush Hour Shift", "").replace("MOVE & SHIFT", "")
    assert not _ENGLISH_UI.search(prose), _ENGLISH_UI.findall(prose)


def test_every_tagalog_action_of_the_demo_fits_its_list_at_80x24(tmp_path: Path) -> None:
    """A slide or a shift takes its count after a comma ("pababa, 3 kahon"): short enough
    for one line each, the hero's colour included."""
    app = RushShiftApp(rush_demo_session(), lang="tl", save_path=tmp_path / "s.json", delay=0)
    wide: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            options = app.screen.query_one("#rs-actions", OptionList)
            room = options.scrollable_content_region.width
            prompts = [
                str(options.get_option_at_index(i).prompt) for i in range(options.option_count)
            ]
            assert any("Ilipat ang kaliwa pataas" in p for p in prompts)  # shifts listed
            wide.extend(prompt for prompt in prompts if len(prompt) > room)

    asyncio.run(scenario())
    assert wide == []


# ------------------------------------------------------------------- rules text

#: English words that Tagalog rules must not show (the seed's loanwords may: card, turn,
#: round, Draw pile and Discard pile, Hazard, Remedy, Safety, bonus; and "grid").
_ENGLISH_RULES = re.compile(
    r"\b(the|and|when|with|after|before|each|team|team's|hand|trip|players|your|miles|mi|km|"
    r"points|scoring|deck|cards|turns|game|games|limit|vehicles?|hero|rows|set-up|published|"
    r"choices|exactly|least)\b"
)


@pytest.mark.parametrize("preset", PRESETS)
def test_the_mille_bornes_rules_of_each_preset_read_in_tagalog(preset: str) -> None:
    players = preset_players(preset)[-1]
    for rules in (make_rules(preset, players), make_rules(preset, 2, fast_play=True)):
        said = describe_rules(rules, TL)
        assert len(said) == len(describe_rules(rules, EN))
        text = " ".join(said)
        assert not _ENGLISH_RULES.search(text), _ENGLISH_RULES.findall(text)
        assert re.search(r"\bmilya\b", text)


def test_the_rush_hour_shift_rules_read_in_tagalog() -> None:
    rules = RUSH_GAME.rules_from_options(None, 2)
    english, said = rules_text(rules), rules_text(rules, "tl")
    assert said.count("\n  - ") == english.count("\n  - ")  # every rule, translated
    for words in TAGALOG.rush_rules:
        assert words in said, words
    prose = said.replace("Rush Hour Shift", "").replace("MOVE & SHIFT", "")
    assert not _ENGLISH_RULES.search(prose), _ENGLISH_RULES.findall(prose)
    assert max(map(len, said.splitlines())) <= 92
    narrow = rules_text(rules, "tl", width=60)
    assert max(map(len, narrow.splitlines())) <= 60
    assert " ".join(narrow.split()) == " ".join(said.split())  # only the lines differ
    more = RUSH_GAME.rules_from_options(None, 2, hand_size=6, games=3, move_exact=True)
    more_said = rules_text(more, "tl")
    assert TAGALOG.hand_note in " ".join(more_said.split())
    assert TAGALOG.rush_headline_more in more_said
    unlimited = rules_text(RUSH_GAME.rules_from_options(None, 2, turn_limit=0), "tl")
    for other in (more_said, unlimited):  # the other choices' sentences, in Tagalog too
        assert max(map(len, other.splitlines())) <= 92
        prose = other.replace("Rush Hour Shift", "").replace("MOVE & SHIFT", "")
        assert not _ENGLISH_RULES.search(prose), _ENGLISH_RULES.findall(prose)


# ------------------------------------------------------------------- wording slips
# what tests/tui/test_wording_fixes.py and test_play_audit.py check of every interface
# language, by tables of words that have no Tagalog entry (those files are not this one's)


def test_no_200s_allowed_is_said_as_none_and_one_in_the_singular(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """No 200 allowed is said as none, one in the singular: "At most 0 cards of 200" and
    "At most 1 cards" read wrong in Tagalog as in English."""
    said = describe_rules(make_rules("classic", 2, max_200s=0), TL)
    assert "Bawal laruin ang card na 200." in said
    assert not any(" 0 " in line or ": 0." in line for line in said), said
    leaflet = describe_rules(make_rules("leaflet", 2), TL)
    assert "Isang card na 200 lang bawat koponan sa isang round." in leaflet
    assert main(["rules", "classic", "-o", "max_200s=0", "--lang", "tl"]) == 0
    assert "Bawal laruin ang card na 200." in " ".join(capsys.readouterr().out.split())


def test_a_shared_tie_of_three_or_more_is_not_said_as_both() -> None:
    """The word for both, "pareho", holds for two tied sides only: three players alone, or
    three partnerships, are every tied one."""
    both = "pareho"
    two = describe_rules(make_rules("classic", 2), TL)[-2]  # the tie, then the next starter
    assert both in two.lower()
    for seats in (3, 6):
        said = describe_rules(make_rules("classic", seats), TL)[-2]
        assert both not in said.lower() and said != two
    assert both not in OPTION_VALUE_LABELS["tl"]["tie_break"]["shared"].lower()


def test_the_rules_on_whom_to_attack_leave_out_the_speed_limit() -> None:
    """The seed counts Speed Limit among the Hazard cards ("Mga Hazard Card: ... 4 Speed
    Limit"), but the engine lets a Speed Limit go on a team that is not moving, or that a
    hazard stops, or before one's own first Roll (RULES.md §5: only *battle* hazards wait):
    a Tagalog rule saying just "Hazard" would forbid what the game allows."""
    limit = TL.card(Card.SPEED_LIMIT)
    moving_on = describe_rules(make_rules("classic", 2), TL)  # attacks need a moving team
    moving_off = describe_rules(make_rules("modern", 2, attacker_must_have_started=True), TL)
    rules = [
        *(line for line in moving_on if "tumatakbo" in line and "Hazard" in line),
        *(line for line in moving_off if "Hazard" in line and "umiiral" in line),
        *(line for line in moving_off if "Hazard" in line and "Roll" in line),
    ]
    assert len(rules) == 3, rules
    for line in rules:
        assert f"maliban sa {limit}" in line, line


def test_a_speed_limit_in_force_is_on_a_team_not_in_its_hand() -> None:
    """A Speed Limit in force lies on the team: "sa iyo", "sa kalaban" ("may Speed Limit
    ka" reads "you hold a Speed Limit", a card in hand)."""
    under = TL.why(Unplayable("speed_limit", Card.SPEED_LIMIT, Card.END_OF_LIMIT, 50))
    already = TL.why(Unplayable("already_limited", Card.SPEED_LIMIT))
    assert "Speed Limit sa iyo" in under and "50 milya" in under
    assert "sa kalaban" in already and "ang kalaban" not in already


def test_declining_in_a_hint_is_advice_not_news() -> None:
    """The hint names the move it advises: declining a coup fourré is "don't" ("Huwag"), as
    declining the extension is; "Walang coup fourré" would read "there is none"."""
    assert TL("hint_no_extension").startswith("Huwag ")
    assert TL("hint_no_coup_fourre").startswith("Huwag ")


def test_the_attack_hint_claims_no_leader() -> None:
    """The hint gives the same reason for an attack on any team, at a tie or behind: it may
    not call the team attacked the leader ("nangunguna")."""
    said = TL.reason(Reason.of("attack", team="B", card=Card.OUT_OF_GAS))
    assert said is not None
    assert "B" in said and "Out of Gas" in said and "nangunguna" not in said.lower()


def test_the_rush_hour_shift_rules_say_whose_deck_and_which_move_reading() -> None:
    """What tests/rushshift check of every language the rules are written in: the default
    deck is the placeholder of an amateur's implementation, a deck set by the option is the
    option's; MOVE n is "up to n" steps ("hanggang n"), "exactly n" ("eksaktong n") with the
    option move_exact, among this project's choices."""
    placeholder = "gawa ng isang amateur"
    assert placeholder in " ".join(rules_text(rush_rules(), "tl").split())
    chosen = " ".join(rules_text(rush_rules(deck={"SLIDE": 10, "SHIFT": 5}), "tl").split())
    assert "×10" in chosen and "×5" in chosen and placeholder not in chosen
    assert "deck" in chosen.split("×5")[1].split(".")[0]  # the option named beside it
    loose = " ".join(rules_text(rush_rules(), "tl").split())
    exact = " ".join(rules_text(rush_rules(move_exact=True), "tl").split())
    assert "hanggang n" in loose and "eksaktong n" not in loose and "move_exact" not in loose
    assert "eksaktong n" in exact and "hanggang n" not in exact
    assert exact.index("move_exact") > exact.index("eksaktong n")  # among the choices
    for width in (0, 40):
        text = rules_text(rush_rules(move_exact=True), "tl", width)
        assert max(map(len, text.splitlines())) <= (width or 92)


def test_a_filipino_locale_chooses_tagalog_not_finnish() -> None:
    """Filipino locales are named ``fil_PH``: the first two letters are Finnish's code."""
    assert detect_language({"LANG": "fil_PH.UTF-8"}) == "tl"
    assert detect_language({"LANG": "tl_PH.UTF-8"}) == "tl"
    assert detect_language({"LANGUAGE": "fil:en", "LANG": "en_PH.UTF-8"}) == "tl"
    assert detect_language({"LANG": "fi_FI.UTF-8"}) == "fi"
    assert detect_language({"LANG": "fr"}) == "fr"
    assert detect_language({"LANG": "fur_IT.UTF-8"}) == "en"  # Friulian is not French
