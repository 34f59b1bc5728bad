"""Meaning review of the French, German, Italian and Finnish words (session 22): each test
pins one string that said something other than the English or the rules (RULES.md), or
named a card otherwise than the language's seed does."""

from __future__ import annotations

import pytest

from roadgames.agents.base import Reason
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.i18n import Translator, describe_event
from roadgames.tui.rules_text import describe_rules


def _refill_entry(discards: int) -> str:
    """The engine's log entry for a fast-play refill after ``discards`` cards thrown in."""
    rules = make_rules("modern", 2, fast_play=True)
    hand = ["25", "25", "50", "75", "ROLL", "STOP"]
    deck = stacked_deck(rules, hands=[hand], draw=["100"] * 8)
    state = new_game(rules, seed=0, decks=[deck])
    state.apply("redraw")
    for code in hand[:discards]:
        state.apply(f"discard {code}")
    state.apply("refill")
    assert state.hand_sizes[0] == 6  # drawn back up to six: the number logged is the draw
    seat, text = state.log[-1]
    assert seat == 0
    return text


@pytest.mark.parametrize("discards", [1, 2, 4])
def test_the_finnish_refill_line_counts_the_cards_drawn_not_the_hand(discards: int) -> None:
    """The log's number is how many cards were drawn (the hand is back at six): "hand filled
    up to 2 cards" (``korttiin``) said the hand held that many."""
    text = _refill_entry(discards)
    assert text == f"refill ({discards})"
    line = describe_event(0, text, ["Ann"], ["A"], Translator("fi"))
    noun = "kortti" if discards == 1 else "korttia"
    assert f"{discards} {noun}" in line and "nostettu" in line
    assert "korttiin" not in line


#: The classic table's +300 for a trip without a 200 (RULES.md §8: it goes with the
#: completed trip, as the English "safe trip" says), in each language's word for the trip.
_SAFE_TRIP = {
    "fr": "+300 trajet sans 200",
    "de": "+300 Strecke ohne 200er",
    "it": "+300 percorso senza 200",
    "fi": "+300 matkasta ilman 200-korttia",
}

#: The leaflet's +200 (seed 000: "si vous avez gagné sans utiliser de carte 200 bornes"):
#: for the trip completed without a 200, not for any team that played none.
_LEAFLET_TRIP = {
    "fr": "+200 pour un trajet sans 200",
    "de": "+200 für eine Strecke ohne 200er",
    "it": "+200 per un percorso senza 200",
    "fi": "+200 matkasta ilman 200-korttia",
}


@pytest.mark.parametrize("lang", sorted(_SAFE_TRIP))
def test_the_no_200_bonuses_are_said_to_go_with_the_trip(lang: str) -> None:
    tr = Translator(lang)
    classic = " ".join(describe_rules(make_rules("classic", 4), tr))
    leaflet = " ".join(describe_rules(make_rules("leaflet", 2), tr))
    assert _SAFE_TRIP[lang] in classic
    assert _LEAFLET_TRIP[lang] in leaflet


@pytest.mark.parametrize(("preset", "players"), [("club", 4), ("modern", 3), ("leaflet", 6)])
def test_the_french_shared_win_is_the_hands(preset: str, players: int) -> None:
    """As the English says ("both win the hand"): in a match the tie decides the hand, not
    the match; "les deux gagnent" alone read as a shared win of the game."""
    lines = describe_rules(make_rules(preset, players), Translator("fr"))
    tie = [line for line in lines if line.startswith("Égalité de distance")]
    assert len(tie) == 1 and tie[0].endswith("gagnent la manche.")


@pytest.mark.parametrize("key", ["finish_loses", "extend_behind"])
def test_the_finnish_reasons_end_the_game_not_a_match(key: str) -> None:
    """The heuristic says so in a one-hand game too (heuristic.finish_loses: "a one-hand
    game, or a match's last hand"), where there is no ottelu (match) to end."""
    text = Translator("fi").reason(Reason(key))
    assert text is not None
    assert "pelin" in text and "ottelu" not in text


def test_the_french_flat_tire_is_the_seeds_crevé() -> None:
    """Seed 000 (the Dujardin leaflet, French): « Cartes « Crevé » », « Immunise aux
    « Crevé » », « une carte « Crevé » »."""
    assert Translator("fr").card(Card.FLAT_TIRE) == "Crevé"


def test_the_french_delayed_action_says_what_it_pays_for() -> None:
    """RULES.md §8: +300 for completing the trip after the draw pile ran out. "Action
    retardée" copied the English jargon, which says nothing in French; the other languages
    say it ("Ziel nach leerem Ziehstapel", "Arrivo a mazzo finito")."""
    fr = Translator("fr")
    line = fr.score_line("Delayed action")
    assert "pioche" in line and "retardée" not in line
    classic = " ".join(describe_rules(make_rules("classic", 4), fr))
    assert f"+300 {line.lower()}" in classic
