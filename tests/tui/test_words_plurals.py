"""Counts and nouns agree (audit F): not "4 step(s) left", "2 row(s)", "1 case(s)", "3 sq.",
but the noun in the form the count takes in each language. The Translator chooses between a
template's two forms, ``{n:one|other}``; French takes the singular for 0 and 1."""

from __future__ import annotations

import re

import pytest

from roadgames.rushshift.actions import parse_action
from roadgames.tui.i18n import UI, UI_LANGUAGES, Translator, describe_event
from roadgames.tui.rushshift.words import describe
from roadgames.tui.rushshift.words import describe_event as rush_event


@pytest.mark.parametrize(
    ("lang", "singular"),
    [("en", [1]), ("de", [1]), ("it", [1]), ("fi", [1]), ("fr", [0, 1]), ("tl", [1])],
)
def test_each_language_has_its_plural_rule(lang: str, singular: list[int]) -> None:
    tr = Translator(lang)
    for n in range(12):
        assert tr.plural(n, "one", "other") == ("one" if n in singular else "other"), n


def test_a_template_chooses_the_form_its_count_takes() -> None:
    en, fr, de, it = (Translator(lang) for lang in ("en", "fr", "de", "it"))
    assert en("rs_steps_left", n=1) == "1 step left"
    assert en("rs_steps_left", n=4) == "4 steps left"
    assert fr("rs_steps_left", n=1) == "1 pas restant"
    assert fr("rs_steps_left", n=3) == "3 pas restants"
    assert de("rs_steps_left", n=1) == "noch 1 Schritt"
    assert de("rs_steps_left", n=2) == "noch 2 Schritte"
    assert en("rs_their_hand", name="Bob", n=1) == "Bob holds 1 card"
    assert it("rs_their_hand", name="Bob", n=1) == "Bob: 1 carta"
    assert it("rs_their_hand", name="Bob", n=4) == "Bob: 4 carte"


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", "slide C up 3", "Slide C up 3 squares"),
        ("en", "slide C up 1", "Slide C up 1 square"),
        ("en", "shift left down 2", "Shift the left section down 2 rows"),
        ("en", "shift left down 1", "Shift the left section down 1 row"),
        ("fr", "slide A down 1", "Glisser A vers le bas de 1 case"),
        ("fr", "slide A down 2", "Glisser A vers le bas de 2 cases"),
        ("fr", "shift right up 1", "Décaler la section droite vers le haut de 1 rangée"),
        ("de", "slide Q down 1", "Q 1 Feld nach unten schieben"),
        ("de", "shift right up 2", "Sektion rechts 2 Reihen nach oben verschieben"),
        ("it", "slide Q down 1", "Fai scorrere Q in basso di 1 casella"),
        ("it", "shift right up 3", "Sposta la sezione destra in alto di 3 righe"),
    ],
)
def test_a_rush_hour_shift_step_says_its_count_and_noun(
    lang: str, text: str, expected: str
) -> None:
    assert describe(parse_action(text), Translator(lang)) == expected


def test_log_entries_with_a_count_agree() -> None:
    en, de = Translator("en"), Translator("de")
    assert describe_event(0, "refill (1)", ["Ann"], ["A"], en) == "Ann: draw back up (1 card)"
    assert describe_event(0, "refill (3)", ["Ann"], ["A"], en) == "Ann: draw back up (3 cards)"
    assert describe_event(0, "refill (1)", ["Ann"], ["A"], de) == "Ann: Hand aufgefüllt (1 Karte)"
    assert rush_event(-1, "game 2 drawn after 1 turns", ["A", "B"], en) == (
        "Game 2 drawn after 1 turn."
    )
    assert rush_event(-1, "game 2 drawn after 30 turns", ["A", "B"], de) == (
        "Runde 2 unentschieden nach 30 Zügen."
    )


#: A noun with its plural ending in brackets or after a slash, or an abbreviated unit.
LAZY = re.compile(r"\w\((s|e|n|er|i)\)|\w/[ei]\b|\bsq\.")


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_no_interface_string_leaves_the_plural_to_the_reader(lang: str) -> None:
    lazy = {key: text for key, text in UI[lang].items() if LAZY.search(text)}
    assert lazy == {}
