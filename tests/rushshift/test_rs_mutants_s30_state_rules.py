"""Rules of the options and the state that the rest of a machine mutation sweep of the Rush
Hour Shift engine's ``rules.py`` and ``state.py`` (session 30) showed no test pinned: each
test fails on a one-line change of the engine and passes on the engine as it is."""

from __future__ import annotations

import dataclasses
import random

import pytest

from roadgames.core.errors import RulesError
from roadgames.core.seeds import copy_rng
from roadgames.rushshift import Card, RushShiftState, make_rules, new_game
from roadgames.rushshift.actions import Kind
from roadgames.rushshift.rules import rules_from_dict
from roadgames.rushshift.state import TURN_BOARDS_KEPT, GameResult

# ------------------------------------------------------------------------------ rules


def test_rules_are_a_frozen_value() -> None:
    """rules.py's docstring: "one frozen :class:`Rules` value per configuration": an
    option cannot be changed once the rules are made (they were validated as they are),
    and equal rules hash alike (a frozen dataclass's hash)."""
    rules = make_rules(games=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.games = 200  # type: ignore[misc]
    assert rules.games == 3
    assert hash(rules) == hash(make_rules(games=3))
    assert len({rules, make_rules(games=3), make_rules()}) == 2


@pytest.mark.parametrize("name", ["0", "11", "01", " 1"])
def test_only_the_ten_printed_set_ups_are_named(name: str) -> None:
    """rules.py's docstring: ``setup`` is a printed set-up ``"1"`` … ``"10"`` (or
    ``random``, or a picture), checked when the rules are made, so every command refuses a
    bad one the same way: a name beyond the ten is refused by ``make_rules``, not when the
    game is dealt."""
    assert [make_rules(setup=str(n)).setup for n in range(1, 11)] == [str(n) for n in range(1, 11)]
    with pytest.raises(RulesError, match=f"option 'setup' must be '1' to '10'.*not '{name}'"):
        make_rules(setup=name)


def test_an_unknown_option_is_answered_with_the_options_one_can_set() -> None:
    """rules.py: the options an error lists as settable leave out the seat count (an
    argument of its own) and the deck (a record's or Python's, not a command-line value),
    and name all the others, in the order of :class:`Rules`."""
    with pytest.raises(RulesError) as error:
        make_rules(colour="gold")
    assert str(error.value) == (
        "unknown option 'colour'; options are: "
        "setup, hand_size, games, first_player, turn_limit, move_exact"
    )


# ----------------------------------------------------------------------------- state


def test_a_game_result_cannot_be_changed() -> None:
    """state.py: a :class:`GameResult` is a frozen value: the views of both seats and every
    clone share the state's results, so none of them can rewrite how a game ended."""
    result = GameResult(winner=1, starter=0, turns=7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.winner = 0  # type: ignore[misc]
    assert result.to_dict() == {"winner": 1, "starter": 0, "turns": 7}
    assert hash(result) == hash(GameResult(1, 0, 7))


def test_a_long_game_keeps_the_boards_of_its_latest_turns_in_order() -> None:
    """state.py, ``turn_boards``: a game without a turn limit keeps the boards the last
    64 turns started on (view.py: "the last 64"), oldest first, the current one last: each
    new turn drops the oldest. Shifts only (no hero can win), so the boards differ."""
    state = new_game(make_rules(turn_limit=0, deck={"SHIFT": 32}), seed=6)
    rng = random.Random(6)
    started: list[tuple[object, ...]] = []
    while state.turn < TURN_BOARDS_KEPT + 20:
        if state.phase_name == "card":
            started.append(state.board.key())
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase_name == "card"
    started.append(state.board.key())
    assert len(set(started)) > 5  # the boards did change
    assert TURN_BOARDS_KEPT == 64 and len(state.turn_boards) == 64
    assert state.turn_boards == started[-TURN_BOARDS_KEPT:]
    assert state.view(0).turn_boards == tuple(started[-TURN_BOARDS_KEPT:])


@pytest.mark.parametrize("seat", [0, 1])
def test_a_world_filled_in_with_the_true_hidden_cards_is_the_state(seat: int) -> None:
    """state.py, ``from_view``: a full state consistent with the view, the hidden parts
    filled in; given the true other hand and draw pile, it is the state itself in every
    part but what the view cannot give (the actions' history, the seed and the random
    generator, stacked decks)."""
    state = new_game(make_rules(), seed=4)
    rng = random.Random(1)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase_name == "act" and state.turn == 10
    pile = [Card(c) for c in reversed(state.draw_pile)]
    world = RushShiftState.from_view(state.view(seat), state.hand_cards(1 - seat), pile, 9)
    assert world.hands == state.hands
    world.history, world.seed, world.decks = list(state.history), state.seed, state.decks
    world.rng = copy_rng(state.rng)
    assert world == state


@pytest.mark.parametrize("turn_limit", [300, 2])
def test_a_finished_match_shows_no_card_in_play_and_nothing_left_of_one(turn_limit: int) -> None:
    # view.py: "the card in play and what is left of it": once the match is over there is
    # no card in play, so nothing is left of one, however the last game ended (won during
    # a turn, or drawn at the turn limit by an `end` with moves unspent)
    rules = make_rules(turn_limit=turn_limit, games=1)
    state = new_game(rules, seed=3)
    rng = random.Random(turn_limit)
    while not state.is_over:
        actions = state.legal_actions()
        ends = [a for a in actions if a.kind == Kind.END]
        moving = state.moves_left > 1 and ends and turn_limit  # end early, moves unspent
        state.apply(ends[0] if moving else rng.choice(actions))
    for seat in range(2):
        view = state.view(seat)
        assert view.card is None
        assert (view.moves_left, view.shift_left, view.slide_left, view.steps_used) == (
            0,
            False,
            False,
            0,
        )


def test_a_deck_naming_an_unknown_card_is_refused_with_the_cards_there_are() -> None:
    with pytest.raises(RulesError) as refused:
        make_rules(deck={"MOVE1": 5, "NOPE": 3})
    message = str(refused.value)
    assert message.startswith("option 'deck': unknown card 'NOPE'")
    assert all(str(card) in message for card in Card)


def test_a_record_whose_preset_is_not_text_is_refused_by_name() -> None:
    with pytest.raises(RulesError, match=r"^preset must be standard, not 3$"):
        rules_from_dict({"preset": 3, "players": 2})
