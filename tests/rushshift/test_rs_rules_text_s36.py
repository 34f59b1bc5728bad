"""Rush Hour Shift's rules in words say how a match is decided, as the engine decides it
(and that each of its games starts afresh), count a turn limit of one in the singular,
and (French, Italian) do not call the whole deck the draw pile (an audit of the rules
text against the engine)."""

from __future__ import annotations

from typing import Any

import pytest

from roadgames.rushshift import make_rules, new_game, rules_text
from roadgames.rushshift.text import WRITTEN_IN

#: The sentence on how a match is decided, per language (its first words).
MATCH = {
    "en": "A match of several games plays them all; it goes to whoever won more of them",
    "fr": "Un match en plusieurs parties les joue toutes ; il revient à qui en a gagné le plus",
    "de": "Eine Partie aus mehreren Runden spielt sie alle; sie gewinnt, wer mehr Runden",
    "it": "Una partita di più manche le gioca tutte; la vince chi ne ha vinte di più",
    "fi": "Usean erän ottelussa pelataan kaikki erät; ottelun voittaa se, joka voitti",
    "tl": "Nilalaro ang lahat ng laro sa laban na may ilang laro; panalo sa laban ang may mas",
}
#: The sentence that each game of a match starts afresh, per language (its first words).
AFRESH = {
    "en": "Each game of a match starts afresh: its set-up laid out again",
    "fr": "Chaque partie d'un match repart de zéro : sa disposition remise en place",
    "de": "Jede Runde einer Partie beginnt von vorn: ihr Aufbau wird neu aufgestellt",
    "it": "Ogni manche di una partita ricomincia da capo: la disposizione di nuovo",
    "fi": "Ottelun jokainen erä alkaa alusta: asetelma asetetaan uudelleen",
    "tl": "Nagsisimula muli ang bawat laro ng laban: inaayos muli ang ayos ng simula",
}


def _said(lang: str, **options: Any) -> str:
    return " ".join(rules_text(make_rules(**options), lang).split())


@pytest.mark.parametrize("lang", WRITTEN_IN)
def test_the_rules_say_how_a_match_is_decided(lang: str) -> None:
    assert MATCH[lang] in _said(lang, games=3)


@pytest.mark.parametrize("lang", WRITTEN_IN)
def test_the_rules_say_each_game_of_a_match_starts_afresh(lang: str) -> None:
    """As the engine does (``test_match_games_afresh_s40``)."""
    assert AFRESH[lang] in _said(lang, games=3)


def test_a_match_plays_every_game_and_goes_to_the_most_games_won() -> None:
    state = new_game(make_rules(games=3), seed=2)
    state._end_game(0)
    state._end_game(0)
    assert not state.is_over  # two games of three won: the third is played all the same
    state._end_game(1)
    assert state.is_over and state.winners == [0]
    drawn = new_game(make_rules(games=3), seed=2)
    for winner in (0, None, 1):
        drawn._end_game(winner)
    assert drawn.is_over and drawn.winners == [0, 1]  # as many each; the draw counts for none


@pytest.mark.parametrize(
    ("lang", "one", "several"),
    [
        ("en", "after 1 turn is drawn", "after 2 turns is drawn"),
        ("fr", "après 1 tour est nulle", "après 2 tours est nulle"),
        ("de", "nach 1 Zug noch läuft", "nach 2 Zügen noch läuft"),
        ("it", "dopo 1 turno finisce", "dopo 2 turni finisce"),
    ],
)
def test_a_turn_limit_of_one_is_said_in_the_singular(lang: str, one: str, several: str) -> None:
    assert one in _said(lang, turn_limit=1)
    assert several in _said(lang, turn_limit=2)


@pytest.mark.parametrize(
    ("lang", "draw_pile", "whole_deck"),
    [("fr", "pioche", "32 cartes en tout"), ("it", "mazzo", "32 carte in tutto")],
)
def test_the_whole_deck_is_not_called_the_draw_pile(
    lang: str, draw_pile: str, whole_deck: str
) -> None:
    said = _said(lang)
    assert whole_deck in said
    assert f"32 cartes dans la {draw_pile}" not in said and "32 carte nel mazzo" not in said
    assert f"composition de la {draw_pile}" not in said and "composizione del mazzo" not in said


@pytest.mark.parametrize("move_exact", [False, True])
def test_german_says_zug_for_a_turn_only(move_exact: bool) -> None:
    """The turn limit counts turns ("nach 50 Zügen"); a MOVE's step is not called a Zug
    too, so that the limit cannot be read as 50 steps."""
    said = _said("de", turn_limit=50, move_exact=move_exact)
    assert "nach 50 Zügen noch läuft" in said and "In deinem Zug" in said
    assert "erlaubter Zug" not in said and "jeder für sich erlaubt" in said
