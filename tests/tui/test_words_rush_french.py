"""Rush Hour Shift in French speaks the French rules booklet's words (audit F; seed 003, the
booklet's pages 14–15): its cards are DÉPLACEMENT, DÉCALAGE DE LA GRILLE and GLISSEMENT, not
MOVE, SHIFT and SLIDE, and a game is a "partie" ("Lors de la première partie, le plus jeune
joue le premier"), not a "manche". The other languages have no booklet: their cards keep the
printed English titles."""

from __future__ import annotations

import asyncio

import pytest
from tui_helpers import svg_text

from roadgames.rushshift import rules_text
from roadgames.rushshift.actions import parse_action
from roadgames.rushshift.cards import ALL_CARDS, TITLES, Card
from roadgames.rushshift.rules import make_rules
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.demo import table_screenshot
from roadgames.tui.rushshift.words import card_face, card_title, describe, describe_event

FR = Translator("fr")

#: The French booklet's titles (page 15, "Règles des cartes").
BOOKLET = {
    Card.MOVE1: "DÉPLACEMENT 1",
    Card.MOVE2: "DÉPLACEMENT 2",
    Card.MOVE3: "DÉPLACEMENT 3",
    Card.MOVE4: "DÉPLACEMENT 4",
    Card.SHIFT: "DÉCALAGE DE LA GRILLE",
    Card.SLIDE: "GLISSEMENT",
}


def test_french_card_titles_are_the_booklets() -> None:
    for card, title in BOOKLET.items():
        assert card_title(card, FR) == title
    # the booklet has no MOVE & SHIFT card: its title joins the booklet's two words
    assert card_title(Card.MS2, FR) == "DÉPLACEMENT ET DÉCALAGE 2"
    assert describe(parse_action("play MOVE2"), FR) == "Jouer DÉPLACEMENT 2"
    assert describe(parse_action("play SHIFT"), FR) == "Jouer DÉCALAGE DE LA GRILLE"


@pytest.mark.parametrize("lang", ["en", "de", "it", "fi", "tl"])
def test_other_languages_keep_the_printed_titles(lang: str) -> None:
    tr = Translator(lang)
    assert [card_title(card, tr) for card in ALL_CARDS] == [TITLES[card] for card in ALL_CARDS]
    assert card_title(Card.MS3) == "MOVE & SHIFT 3"  # no language: the printed title


def test_a_card_face_fits_its_narrow_card() -> None:
    """A hand's card shows one line: 18 characters inside its border when the booklet's four
    cards share 80 columns."""
    for lang in ("en", "fr"):
        for card in ALL_CARDS:
            face = card_face(card, Translator(lang))
            assert len(face) <= 18, face
    assert card_face(Card.MS2, FR) == "DÉPL. ET DÉCAL. 2"
    assert card_face(Card.MOVE2, FR) == "DÉPLACEMENT 2"
    assert card_face(Card.SHIFT, FR) == "DÉCALAGE"


def test_a_french_game_is_a_partie() -> None:
    assert FR("rs_game", n=1, total=3) == "Partie 1/3"
    assert FR("rs_next_game", n=2, total=3) == "Le match continue : partie 2 sur 3."
    assert describe_event(-1, "game 2 won by gold", ["Ann", "Bob"], FR) == (
        "Partie 2 gagnée par Ann (or) !"
    )
    keys = ["rs_game", "rs_wins", "rs_event_start", "rs_event_won", "rs_event_drawn"]
    keys += ["rs_game_over", "rs_games_won", "rs_next_game", "rs_draw"]
    values = {"n": 1, "total": 2, "gold": 1, "silver": 0, "scores": "1–0", "turns": 2}
    said = " ".join(FR(key, name="Ann", **values) for key in keys)
    assert "manche" not in said.lower()


def test_the_french_rules_use_the_booklets_words() -> None:
    rules = make_rules(games=3)
    french = " ".join(rules_text(rules, "fr").split())
    assert "DÉPLACEMENT n :" in french and "DÉCALAGE DE LA GRILLE :" in french
    assert "GLISSEMENT :" in french and "3 parties" in french
    assert "Première partie : le plus jeune commence" in french
    for english in ("MOVE", "SHIFT", "SLIDE", "manche"):
        assert english not in french, english
    english_text = rules_text(rules)
    assert "MOVE n:" in english_text and "MOVE & SHIFT 3 ×2" in english_text


def test_the_french_table_shows_the_booklets_words() -> None:
    text = svg_text(asyncio.run(table_screenshot(120, 40, lang="fr")))
    assert "Partie 1/1" in text and "Manche" not in text
    assert "Jouer DÉPLACEMENT ET DÉCALAGE 3" in text  # the log, in the booklet's words
