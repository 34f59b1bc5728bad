"""Each game of a Rush Hour Shift match starts afresh, as the rules in words now say: the
set-up laid out again and the whole deck shuffled and dealt again (the text said nothing
of it)."""

from __future__ import annotations

import pytest

from roadgames.rushshift import make_rules, new_game, rules_text
from roadgames.rushshift.text import WRITTEN_IN

#: The sentence, per language (its first words).
AFRESH = {
    "en": "Each game of a match starts afresh: its set-up laid out again",
    "fr": "Chaque partie d'un match repart de zéro : sa disposition remise en place",
    "de": "Jede Runde einer Partie beginnt von vorn: ihr Aufbau wird neu aufgestellt",
    "it": "Ogni manche di una partita ricomincia da capo: la disposizione di nuovo",
    "fi": "Ottelun jokainen erä alkaa alusta: asetelma asetetaan uudelleen",
    "tl": "Nagsisimula muli ang bawat laro ng laban: inaayos muli ang ayos ng simula",
}


@pytest.mark.parametrize("lang", WRITTEN_IN)
def test_the_rules_say_each_game_starts_afresh(lang: str) -> None:
    said = " ".join(rules_text(make_rules(games=3), lang).split())
    assert AFRESH[lang] in said


def test_the_next_game_is_laid_out_and_dealt_again() -> None:
    rules = make_rules(games=2, setup=1)
    state = new_game(rules, seed=4)
    laid_out = state.board.key()
    while state.game_number == 0:  # the first game played to its end
        state.apply(state.legal_actions()[0])
    assert state.board.key() == laid_out
    assert state.discard_pile == [] and state.hand_sizes == [rules.hand_size] * 2
    in_hands = sum(sum(hand) for hand in state.hands)
    assert in_hands + len(state.draw_pile) == sum(count for _, count in rules.deck)


def test_a_random_set_up_is_drawn_again_for_the_next_game() -> None:
    state = new_game(make_rules(games=2, setup="random"), seed=4)
    first = state.board.key()
    state._end_game(0)
    assert state.game_number == 1 and state.board.key() != first
