"""Turn, deck and match rules, and views and sampled worlds, that hand-made mutants of the
engine showed no test pinned."""

from __future__ import annotations

import random

import pytest
from rs_helpers import EMPTY_ROW, legal_texts, picture, position

from roadgames.core.errors import IllegalActionError, RulesError
from roadgames.rushshift import DEFAULT_DECK, Card, RushShiftState, make_rules, new_game
from roadgames.rushshift.worlds import sample_world

HANDS = [["MOVE2", "MS2", "SHIFT", "SLIDE"], ["MOVE3", "SLIDE", "SHIFT", "MS3"]]
#: Gold and silver each with an open row ahead.
OPEN = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)


#: The single-square steps each card gives.
STEPS = {"MOVE1": 1, "MOVE2": 2, "MOVE3": 3, "MOVE4": 4, "MS1": 1, "MS2": 2, "MS3": 3, "MS4": 4}


@pytest.mark.parametrize(("card", "steps"), STEPS.items())
def test_each_card_gives_its_number_of_steps(card: str, steps: int) -> None:
    deck = {c.code: n for c, n in DEFAULT_DECK.items()} | {"MS1": 1, "MS4": 1}
    state = position(OPEN, [[card, "SLIDE", "SLIDE", "SLIDE"]], deck=deck)
    state.apply(f"play {card}")
    taken = 0
    while state.to_move == 0 and "move G right" in legal_texts(state):
        state.apply("move G right")
        taken += 1
    assert taken == steps
    assert state.board.col[0] == steps


def test_steps_of_an_earlier_turn_do_not_spend_a_later_move_and_shift() -> None:
    state = position(OPEN, HANDS)
    state.apply("play MOVE2")
    state.apply("move G right")
    state.apply("move G right")  # gold's card is spent: silver's turn
    state.apply("play MS3")
    state.apply("shift right down 1")  # shift first, then all three steps
    assert state.to_move == 1 and state.moves_left == 3
    assert "move S left" in legal_texts(state)


def test_a_card_s_unused_part_does_not_show_in_the_next_turn() -> None:
    state = position(OPEN, HANDS)
    state.apply("play MS2")
    state.apply("move G right")
    state.apply("end")  # one step and the shift left unused
    view = state.view(1)
    assert (view.phase, view.card, view.moves_left, view.shift_left) == ("card", None, 0, False)
    assert view.steps_used == 0
    state.apply("play SLIDE")
    state.apply("end")  # the slide unused
    view = state.view(0)
    assert (view.phase, view.card, view.slide_left) == ("card", None, False)


def test_no_card_is_in_play_once_the_match_is_over() -> None:
    rows = (EMPTY_ROW, "..... .... ..GG.", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, HANDS)
    state.apply("play SLIDE")
    state.apply("slide G right 3")
    assert state.is_over and state.card is None
    assert state.view(1).card is None and state.view(1).to_dict()["card"] is None


def test_the_discards_are_shuffled_into_the_new_draw_pile() -> None:
    state = position(OPEN, HANDS)
    state.discard_pile.extend(state.draw_pile)
    state.draw_pile.clear()
    state.rng = random.Random(5)
    state.apply("play MOVE2")
    played = list(state.discard_pile)  # in the order they were played
    state.apply("end")
    assert len(state.draw_pile) == len(played) - 1  # one of them drawn
    # not in the order played: the draw order must not be read off the open discard pile
    assert state.draw_pile != played[:-1]


def test_a_turn_limit_of_zero_means_no_limit() -> None:
    state = position(OPEN, HANDS, turn_limit=0)
    for _ in range(40):
        state.apply(state.legal_actions()[0])
        state.apply("end")
    assert not state.is_over and state.turn == 40


def test_by_default_a_game_that_nobody_wins_is_drawn() -> None:
    state = new_game(make_rules(setup=picture(*OPEN)), seed=2)
    for _ in range(10_000):
        if state.is_over:
            break
        state.apply(state.legal_actions()[0])
        state.apply("end")
    assert state.is_over and state.results[0].winner is None
    assert state.outcome() == [0.5, 0.5]


def test_a_stacked_deck_must_be_the_rules_deck() -> None:
    rules = make_rules()
    with pytest.raises(RulesError, match="stacked deck 1 is not the rules' deck"):
        new_game(rules, decks=[["MOVE1"] * 32])
    with pytest.raises(RulesError, match="stacked deck 1"):
        new_game(rules, decks=[["SLIDE"] * 5 + ["SHIFT"] * 6])


def test_the_locks_in_a_view_name_the_right_seams() -> None:
    rows = (
        EMPTY_ROW,
        "GG... .... .....",
        "..... ...B B....",
        EMPTY_ROW,
        "..... .... ...SS",
        EMPTY_ROW,
    )
    state = position(rows, HANDS)
    assert state.view(0).to_dict()["locked"] == {"left": False, "right": True}
    rows = (EMPTY_ROW, "GG..A A... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, HANDS)
    assert state.view(1).to_dict()["locked"] == {"left": True, "right": False}


def test_a_world_draws_its_draw_pile_first_card_first() -> None:
    state = position(OPEN, HANDS, draw=["MOVE4", "MS3", "SLIDE"])
    view = state.view(0)
    first_drawn_first = [Card(c) for c in reversed(state.draw_pile)]
    assert first_drawn_first[:3] == [Card.MOVE4, Card.MS3, Card.SLIDE]
    world = RushShiftState.from_view(view, state.hand_cards(1), first_drawn_first, seed=1)
    assert world.draw_pile == state.draw_pile
    world.apply("play SHIFT")
    world.apply("end")
    assert Card.MOVE4 in world.hand_cards(0)


def test_a_world_taken_mid_move_and_shift_remembers_the_steps_taken() -> None:
    state = position(OPEN, HANDS)
    state.apply("play MS2")
    state.apply("move G right")
    view = state.view(0)
    unseen = [Card(c) for c in reversed(state.draw_pile)]
    world = RushShiftState.from_view(view, state.hand_cards(1), unseen, seed=1)
    world.apply("shift left down 1")  # after a step, the shift spends the card
    state.apply("shift left down 1")
    assert world.to_move == state.to_move == 1


def test_a_world_needs_the_other_hand_s_size() -> None:
    state = position(OPEN, HANDS)
    view = state.view(0)
    unseen = [Card(c) for c in reversed(state.draw_pile)]
    with pytest.raises(IllegalActionError, match="other hand"):
        RushShiftState.from_view(view, state.hand_cards(1)[:3], unseen, seed=1)
    with pytest.raises(IllegalActionError, match="draw pile"):
        RushShiftState.from_view(view, state.hand_cards(1), unseen[1:], seed=1)


def test_a_world_sampled_in_a_later_game_keeps_the_match_so_far() -> None:
    rows = (EMPTY_ROW, "..... .... ..GG.", EMPTY_ROW, EMPTY_ROW, ".SS.. .... .....", EMPTY_ROW)
    state = position(rows, HANDS, games=3)
    state.apply("play SLIDE")
    state.apply("end")
    state.apply("play SLIDE")
    state.apply("slide S left 3")  # silver wins game 1 and starts game 2
    view = state.view(1)
    assert (view.game_number, view.starter, view.wins) == (2, 1, (0, 1))
    world = sample_world(view, random.Random(3))
    assert world.view(1).to_dict() | {"log": []} == view.to_dict() | {"log": []}


def test_sampled_worlds_deal_the_unseen_cards_at_random() -> None:
    view = position(OPEN, HANDS).view(0)
    hands = {tuple(sample_world(view, random.Random(seed)).hand_cards(1)) for seed in range(5)}
    assert len(hands) > 1
