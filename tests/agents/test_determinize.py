"""Sampled worlds as the search players use them: consistent with the view, and a
fast-play remedy question passes on to the partner in the world as it would in the game."""

from __future__ import annotations

import random

from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.determinize import sample_world
from roadgames.millebornes.stacking import stacked_deck


def act(state: MilleBornesState, text: str) -> None:
    """Play ``text``, drawing first where drawing is a choice."""
    if state.phase_name == "draw":
        state.apply("draw")
    state.apply(text)


def fast_remedy_question() -> MilleBornesState:
    """4 seats, fast play: team 1 (seats 1 and 3, both holding REPAIRS) is hit by ACCIDENT."""
    rules = make_rules("classic", 4, match_target=0, fast_play=True)
    hands = [
        ["ROLL", "ACCIDENT", "25", "25", "25", "25"],
        ["ROLL", "REPAIRS", "50", "50", "50", "50"],
        ["75", "75", "75", "75", "75", "75"],
        ["REPAIRS", "100", "100", "100", "100", "100"],
    ]
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=["200"] * 4 + ["50"] * 2)])
    for text in ("play ROLL", "play ROLL", "play 75", "play 100", "play ACCIDENT > 1"):
        act(state, text)
    assert state.phase_name == "fast_remedy" and state.to_move == 1
    return state


def test_a_world_keeps_everything_the_seat_knows() -> None:
    state = fast_remedy_question()
    view = state.view(1)
    world = sample_world(view, random.Random(1))
    assert world.hands[1] == state.hands[1]
    assert world.hand_sizes == state.hand_sizes
    assert len(world.draw_pile) == len(state.draw_pile)
    assert world.legal_actions() == state.legal_actions()
    seen, rebuilt = view.to_dict(), world.view(1).to_dict()
    del seen["log"], rebuilt["log"]  # a world starts a fresh log
    assert rebuilt == seen


def test_declining_a_fast_remedy_passes_the_question_to_the_partner_in_the_world() -> None:
    state = fast_remedy_question()
    view = state.view(1)
    asked_partner = 0
    for seed in range(40):
        world = sample_world(view, random.Random(seed))
        holds = world.hands[3][Card.REPAIRS] > 0
        world.apply("decline")
        if holds:
            asked_partner += 1
            assert (world.phase_name, world.to_move) == ("fast_remedy", 3)
        else:
            assert world.phase_name != "fast_remedy"
    assert asked_partner  # some worlds deal the partner a REPAIRS
    state.apply("decline")
    assert (state.phase_name, state.to_move) == ("fast_remedy", 3)
