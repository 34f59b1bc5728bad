"""Scenario tests of the turn: cards, steps, ending, drawing, reshuffling, the match."""

from __future__ import annotations

import pytest
from rs_helpers import EMPTY_ROW, legal_texts, position
from rs_helpers import TURN_HANDS as HANDS
from rs_helpers import TURN_ROWS as ROWS

from roadgames.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    NotYourTurnError,
)
from roadgames.rushshift import GAME, make_rules, new_game, parse_action
from roadgames.rushshift.cards import Card
from roadgames.rushshift.stacking import stacked_deck


def test_hands_of_four_and_only_cards_in_hand_can_be_played() -> None:
    state = position(ROWS, HANDS)
    assert state.hand_sizes == [4, 4]
    assert legal_texts(state) == {"play MOVE2", "play MS2", "play SHIFT", "play SLIDE"}
    with pytest.raises(IllegalActionError):
        state.apply("play MOVE3")


def test_move_n_allows_up_to_n_steps_split_between_vehicles_then_ends_and_draws() -> None:
    state = position(ROWS, HANDS, draw=["MOVE4"])
    state.apply("play MOVE2")
    assert state.discard_pile == [Card.MOVE2] and state.hand_sizes[0] == 3
    state.apply("move G right")
    assert state.to_move == 0 and state.moves_left == 1
    state.apply("move A up")
    assert state.to_move == 1 and state.phase_name == "card"  # the card is spent
    assert state.hand_sizes[0] == 4 and state.hand_cards(0).count(Card.MOVE4) == 1


def test_a_vehicle_may_step_back_and_a_turn_may_end_early() -> None:
    state = position(ROWS, HANDS)
    state.apply("play MOVE2")
    state.apply("move G right")
    assert "move G left" in legal_texts(state)
    state = position(ROWS, HANDS)
    state.apply("play MOVE2")
    state.apply("end")  # a card played with no effect
    assert state.to_move == 1 and state.board.col[0] == 0


def test_move_and_shift_shift_first_then_steps() -> None:
    state = position(ROWS, HANDS)
    state.apply("play MS2")
    state.apply("shift left up 1")
    assert state.to_move == 0 and "move G right" in legal_texts(state)
    assert not any(t.startswith("shift") for t in legal_texts(state))
    state.apply("move G right")
    state.apply("move G right")
    assert state.to_move == 1


def test_move_and_shift_steps_first_then_the_shift_ends_the_card() -> None:
    state = position(ROWS, HANDS)
    state.apply("play MS2")
    state.apply("move G right")
    state.apply("shift right down 1")
    assert state.to_move == 1  # no step after the shift: the steps and the shift are not mixed


def test_shift_card_allows_one_shift_and_slide_card_one_slide() -> None:
    state = position(ROWS, HANDS)
    state.apply("play SHIFT")
    assert all(t.startswith("shift") or t == "end" for t in legal_texts(state))
    state.apply("shift left down 3")
    assert state.to_move == 1 and state.board.offsets == [3, 0, 0]
    state.apply("play SLIDE")
    assert all(t.startswith("slide") or t == "end" for t in legal_texts(state))
    assert not any(t.startswith("slide G") for t in legal_texts(state))  # gold is not silver's
    state.apply("slide S left 3")
    assert state.to_move == 0


def test_empty_draw_pile_reshuffles_the_discards() -> None:
    state = position(ROWS, HANDS)
    state.discard_pile.extend(state.draw_pile)
    state.draw_pile.clear()
    state.apply("play MOVE2")
    state.apply("end")
    assert state.discard_pile == [] and len(state.draw_pile) == 32 - 8
    assert any("shuffled" in text for _, text in state.log)


def test_errors_leave_the_state_unchanged() -> None:
    state = position(ROWS, HANDS)
    before = state.view(0).to_dict()
    with pytest.raises(MalformedActionError):
        state.apply("jump G")
    with pytest.raises(NotYourTurnError):
        state.apply("play MOVE3", seat=1)
    with pytest.raises(IllegalActionError):
        state.apply("move G right")  # no card played yet
    assert state.view(0).to_dict() == before
    state.apply("play SLIDE")
    state.apply("slide G right 4")
    with pytest.raises(IllegalActionError):
        state.apply("slide G right 1", seat=1)


def test_game_over_refuses_actions() -> None:
    rows = (EMPTY_ROW, "..... .... ..GG.", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, HANDS)
    state.apply("play SLIDE")
    state.apply("slide G right 3")
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    with pytest.raises(GameOverError):
        state.apply("end")


def test_the_previous_winner_starts_the_next_game_of_a_match() -> None:
    rows = (EMPTY_ROW, "..... .... ..GG.", EMPTY_ROW, EMPTY_ROW, ".SS.. .... .....", EMPTY_ROW)
    rules = make_rules(setup="/".join(rows), games=3, first_player=0)
    deck = stacked_deck(rules, HANDS)
    state = new_game(rules, decks=[deck] * 3)
    # game 1: gold passes, silver slides out; game 2: silver passes, gold slides out
    for mover, slide in ((0, "slide S left 3"), (1, "slide G right 3")):
        assert state.to_move == mover
        state.apply("play SLIDE")
        state.apply("end")
        state.apply("play SLIDE")
        state.apply(slide)
    assert [r.winner for r in state.results] == [1, 0]
    assert [r.starter for r in state.results] == [0, 1]
    assert [r.turns for r in state.results] == [2, 2]  # the winning turn counts
    assert state.to_move == 0 and state.game_number == 2 and not state.is_over
    assert state.board.col[0] == 11  # the set-up is laid out again
    state.apply("play SLIDE")
    state.apply("slide G right 3")
    assert state.is_over and state.wins == [2, 1] and state.outcome() == [1.0, 0.0]


def test_notation_round_trips_for_every_action_seen() -> None:
    state = GAME.new_state(GAME.rules_from_options(None, 2, setup="random"), seed=3)
    seen = 0
    for _ in range(300):
        if state.is_over:
            break
        legal = state.legal_actions()
        for action in legal:
            assert parse_action(str(action)) is action
            seen += 1
        state.apply_unchecked(legal[seen % len(legal)])
    assert seen > 300
    assert parse_action("  SHIFT R D 4 ") is parse_action("shift right down 4")


def test_the_turn_limit_draws_a_game_and_the_other_seat_starts_the_next() -> None:
    rules = make_rules(setup="/".join(ROWS), games=2, turn_limit=3)
    deck = stacked_deck(rules, HANDS)
    state = new_game(rules, decks=[deck, deck])
    for mover in (0, 1, 0):  # three turns with no effect
        assert state.to_move == mover and state.game_number == 0
        state.apply(state.legal_actions()[0])
        state.apply("end")
    assert state.results[0].winner is None and state.results[0].turns == 3
    assert "game 1 drawn after 3 turns" in [text for _, text in state.log]
    assert state.game_number == 1 and state.to_move == 1 and state.starter == 1
    for _ in range(3):
        state.apply(state.legal_actions()[0])
        state.apply("end")
    assert state.is_over and state.wins == [0, 0] and state.outcome() == [0.5, 0.5]


def test_a_game_won_on_the_last_turn_before_the_limit_is_won() -> None:
    rows = (EMPTY_ROW, "..... .... ..GG.", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    rules = make_rules(setup="/".join(rows), turn_limit=1)
    state = new_game(rules, decks=[stacked_deck(rules, HANDS)])
    state.apply("play SLIDE")
    state.apply("slide G right 3")
    assert state.winners == [0] and state.results[0].turns == 1
