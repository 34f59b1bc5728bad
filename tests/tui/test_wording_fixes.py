"""Sentences that read wrong in some case: no 200s allowed, a tie of three, English words
around a Tagalog unit, a log line whose verb disagreed with "You", and the lines ``play``
prints once its screen closes (English whatever the language)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import pytest

from roadgames.agents.base import Reason
from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.millebornes import make_rules
from roadgames.millebornes.cards import Card
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import OPTION_VALUE_LABELS, UI_LANGUAGES, Translator, describe_event
from roadgames.tui.rules_text import describe_rules
from roadgames.tui.rushshift.words import describe_event as rush_event

# ------------------------------------------------------------------- how many 200s

#: The rule "no card of 200" and "at most one card of 200", written out by hand.
NO_200 = {
    "en": "No card of 200 may be played.",
    "fr": "Aucune carte 200 ne peut être jouée.",
    "de": "200er-Karten dürfen nicht gespielt werden.",
    "it": "Le carte da 200 non si possono giocare.",
    "fi": "200 km:n kortteja ei saa pelata.",
    "tl": "Bawal laruin ang card na 200.",
}
ONE_200 = {
    "en": "At most one card of 200 per team and hand.",
    "fr": "Au plus une carte 200 par équipe et par manche.",
    "de": "200er-Karten pro Team und Runde: höchstens eine.",
    "it": "Al massimo una carta da 200 per squadra e per manche.",
    "fi": "Joukkue saa pelata jaon aikana enintään yhden 200 km:n kortin.",
    "tl": "Isang card na 200 lang bawat koponan sa isang round.",
}


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_no_200s_allowed_is_said_as_none_not_at_most_0(lang: str) -> None:
    """``max_200s=0`` read "At most 0 cards of 200 per team and hand."."""
    said = describe_rules(make_rules("classic", 2, max_200s=0), Translator(lang))
    assert NO_200[lang] in said
    assert not any(" 0 " in line or ": 0." in line for line in said), said


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_one_200_allowed_is_said_in_the_singular(lang: str) -> None:
    """The leaflet's one 200 read "At most 1 cards of 200"."""
    said = describe_rules(make_rules("leaflet", 2), Translator(lang))
    assert ONE_200[lang] in said


def test_two_200s_allowed_still_counts_them() -> None:
    said = describe_rules(make_rules("classic", 2), Translator("en"))
    assert "At most 2 cards of 200 per team and hand." in said


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_rules_command_says_no_200s_in_each_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rules", "classic", "-o", "max_200s=0", "--lang", lang]) == 0
    out = " ".join(capsys.readouterr().out.split())  # unwrapped
    assert NO_200[lang] in out


# ------------------------------------------------------------------- ties


#: The words for "both" in each language's shared tie: wrong with three tied.
BOTH = {
    "en": "both",
    "fr": "les deux",
    "de": "beide",
    "it": "tutti e due",
    "fi": "molemmat",
    "tl": "pareho",
}


def _tie(rules_args: tuple[str, int], lang: str) -> str:
    said = describe_rules(make_rules(*rules_args), Translator(lang))
    return said[-2]  # the tie, then who starts the next hand of the match


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_shared_tie_of_three_or_more_is_not_said_as_both(lang: str) -> None:
    two = _tie(("classic", 2), lang)
    assert BOTH[lang] in two.lower()  # the line looked at is the tie's
    for seats in (3, 6):  # three players alone; three partnerships
        said = _tie(("classic", seats), lang)
        assert BOTH[lang] not in said.lower() and said != two


def test_a_shared_tie_of_three_names_the_tied_players_or_teams() -> None:
    assert _tie(("classic", 3), "en") == (
        "Equal distance with no completed trip: every tied player wins the hand."
    )
    assert _tie(("classic", 6), "en") == (
        "Equal distance with no completed trip: every tied team wins the hand."
    )
    assert _tie(("classic", 2), "en") == (
        "Equal distance with no completed trip: both win the hand."
    )


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_shared_tie_choice_does_not_say_both_either(lang: str) -> None:
    """The new-game screen's choice is the same for two seats or six."""
    label = OPTION_VALUE_LABELS[lang]["tie_break"]["shared"]
    assert BOTH[lang] not in label.lower()


# ------------------------------------------------------------------- Tagalog


def test_tagalog_rules_measure_in_the_cards_unit() -> None:
    """The Tagalog cards (seed 001) say "milya": the sentences do too, never "mi", so no
    sentence mixes two languages' units."""
    said = " ".join(describe_rules(make_rules("classic", 2), Translator("tl")))
    assert "700 mi " not in said and "Biyaheng 700 milya:" in said


def test_the_tagalog_rules_command_says_milya(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "classic", "--lang", "tl"]) == 0
    out = capsys.readouterr().out
    assert "700 milya" in out and "700 mi " not in out


def test_tagalog_sentences_name_distance_cards_as_the_faces_do() -> None:
    tl = Translator("tl")
    assert tl.miles(700) == "700 milya" and tl.distance_unit() == "milya"
    assert tl.card(Card.D75) == "75 milya" == tl.card_face(Card.D75)
    assert "700 milya" in tl("extension_prompt", trip=tl.miles(700))
    names = ["Ann", "Bob"]
    assert describe_event(0, "discard 75", names, names, tl) == "Ann: itinapon ang 75 milya"
    reason = tl.reason(Reason.of("distance", card=Card.D100))
    assert reason is not None and "100 milya" in reason
    assert tl.card_face(Card.ACCIDENT) == "Aksidente"


def test_other_languages_keep_their_units() -> None:
    for lang, unit in (("en", "mi"), ("fr", "km"), ("de", "km"), ("it", "km"), ("fi", "km")):
        tr = Translator(lang)
        assert tr.card(Card.D25) == tr.card_face(Card.D25) == f"25 {unit}"
        assert tr.miles(1000) == f"1000 {unit}"


# ------------------------------------------------------------------- who starts


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_who_starts_a_rush_hour_shift_game_reads_with_any_name(lang: str) -> None:
    """ "Game 1: You (gold) starts.": the verb agreed with a third person, not with "You".
    The line names the starter last, with no verb to agree."""
    tr = Translator(lang)
    for names in ([tr("you"), "Bob"], ["Ann", tr("you")]):
        for seat, colour in (("gold", 0), ("silver", 1)):
            said = rush_event(-1, f"game 1: {seat} starts", names, tr)
            shade = tr("rs_gold") if colour == 0 else tr("rs_silver")
            assert said.endswith(f"{names[colour]} ({shade})."), said
            assert said.startswith(tr("rs_game", n=1, total=1).split()[0]), said


def test_who_starts_in_english() -> None:
    said = rush_event(-1, "game 2: silver starts", ["Ann", "You"], Translator("en"))
    assert said == "Game 2, first to move: You (silver)."


# ------------------------------------------------------------------- after play


class _App:
    """What ``launch`` reads of an app once its screen has closed."""

    last_saved = None
    return_code = 0

    def __init__(
        self,
        save_path: Path,
        lang: str,
        *,
        saved: str | None,
        saved_over: bool = False,
        set_aside: Path | None = None,
    ) -> None:
        self.save_path = save_path
        self.tr = Translator(lang)
        self.saved = saved
        self.saved_over = saved_over
        self.set_aside = set_aside

    def run(self) -> str | None:
        return self.saved


def _launch(app: _App, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    assert play_launch.launch(cast("GameApp[Any]", app)) == 0
    return capsys.readouterr().out


#: The English lines, which no other language should print.
ENGLISH = (
    "Game saved to",
    "Continue it with",
    "The finished game is saved to",
    "Replay it with",
    "Nothing was saved",
    "is still there",
    "The unfinished game saved there before",
    "The file found there held no saved game",
    "is kept as",
)


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_play_says_where_the_game_is_saved_in_the_language(
    lang: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "g.json"
    saved = _launch(_App(path, lang, saved=str(path)), monkeypatch, capsys)
    finished = _launch(_App(path, lang, saved=str(path), saved_over=True), monkeypatch, capsys)
    assert f"roadgames play --resume {path}\n" in saved  # the command is never translated
    assert f"roadgames replay {path}\n" in finished
    for out in (saved, finished):
        assert len(out.splitlines()) == 2 and all(str(path) in line for line in out.splitlines())
        english = [words for words in ENGLISH if words in out]
        assert (english == []) == (lang != "en"), english


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_play_says_what_it_set_aside_or_left_in_the_language(
    lang: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from roadgames.tui.session import PERSON, GameSession

    unfinished = tmp_path / "unfinished.json"
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=1)
    session.state.apply(session.state.legal_actions()[0])
    session.save(unfinished)
    damaged = tmp_path / "damaged.json"
    damaged.write_text("no game\n")
    path = tmp_path / "g.json"
    kept = _launch(_App(path, lang, saved=str(path), set_aside=unfinished), monkeypatch, capsys)
    broken = _launch(_App(path, lang, saved=str(path), set_aside=damaged), monkeypatch, capsys)
    left = _launch(_App(unfinished, lang, saved=None), monkeypatch, capsys)
    assert f"roadgames play --resume {unfinished}\n" in kept
    assert f"roadgames play --resume {unfinished}\n" in left
    assert str(damaged) in broken and "--resume " + str(damaged) not in broken
    assert len(kept.splitlines()) == 4 and len(broken.splitlines()) == 3
    assert len(left.splitlines()) == 2
    for out in (kept, broken, left):
        english = [words for words in ENGLISH if words in out]
        assert (english == []) == (lang != "en"), english


def test_play_keeps_its_english_lines_in_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.json"
    for lang in ("en",):
        out = _launch(_App(path, lang, saved=str(path)), monkeypatch, capsys)
        assert out == f"Game saved to {path}\nContinue it with: roadgames play --resume {path}\n"
