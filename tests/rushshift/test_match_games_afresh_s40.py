"""Each game of a Rush Hour Shift match starts afresh, as the rules in words now say
(``test_rs_rules_text_s36``): the set-up laid out again and the whole deck shuffled and
dealt again."""

from __future__ import annotations

from roadgames.rushshift import make_rules, new_game


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
