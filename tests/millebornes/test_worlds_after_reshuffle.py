"""Sampled worlds after a reshuffle (``empty_draw_pile = reshuffle``): the draw pile can then
hold only cards that went into it at its last reshuffle, which every seat saw go in; a world
that puts any other card there is one the seat can rule out."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers_flow import empty_the_draw_pile, game

from roadgames.agents import get_agent
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.determinize import sample_world
from roadgames.millebornes.state import RESHUFFLED


def after_a_reshuffle(preset: str, players: int, seed: int) -> MilleBornesState | None:
    """A match played by ``heuristic`` players until, in the seat to act's view, the draw
    pile has been rebuilt from the discards and some of it drawn (None if the first hand
    ends first)."""
    state = new_game(make_rules(preset, players), seed=seed)
    player = get_agent("millebornes", "heuristic", seed)
    while not state.is_over and not state.results:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        drawn_since = len(view.public.reshuffled) - view.draw_pile_size
        if view.public.reshuffled and drawn_since >= 3 and not state.is_secret_phase():
            return state
        state.apply(player.decide(view, state.legal_actions()).action)
    return None


def within(cards: object, room: tuple[int, ...]) -> bool:
    """Whether the multiset ``cards`` fits in the multiset ``room``."""
    assert isinstance(cards, list)
    return not Counter(cards) - Counter(room)


@pytest.mark.parametrize(("preset", "players"), [("modern", 2), ("leaflet", 3), ("modern", 4)])
def test_a_world_draws_only_from_what_was_reshuffled(preset: str, players: int) -> None:
    """Every world's draw pile fits in the reshuffled cards, as the true one does; the deck
    is whole and every other hand has its size."""
    found = 0
    for seed in range(80):
        state = after_a_reshuffle(preset, players, seed)
        if state is None:
            continue
        found += 1
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        room = view.public.reshuffled
        assert list(room) == sorted(room)  # no order kept
        assert within(state.draw_pile, room)  # the truth obeys the constraint
        for k in range(10):
            world = sample_world(view, random.Random(k))
            assert within(world.draw_pile, room)
            assert len(world.draw_pile) == view.draw_pile_size
            assert world.hand_sizes == state.hand_sizes
            assert [sum(h) for h in world.hands] == state.hand_sizes
            assert world.hands[seat] == state.hands[seat]
            held = Counter(c for h in world.hands for c, k in enumerate(h) for _ in range(k))
            truth = Counter(c for h in state.hands for c, k in enumerate(h) for _ in range(k))
            assert held + Counter(world.draw_pile) == truth + Counter(state.draw_pile)
        if found == 3:
            return
    pytest.fail(f"only {found} hands of {preset} reached a reshuffle")


def test_the_reshuffled_cards_are_the_discards_as_they_went_in_and_go_with_the_hand() -> None:
    """The view's ``reshuffled`` is empty before a reshuffle, the sorted discard pile at it,
    and empty again in the next hand."""
    state = new_game(make_rules("leaflet", 2), seed=5)
    player = get_agent("millebornes", "heuristic", 5)
    seen_empty = False
    while not state.results:
        seat = state.to_move
        assert seat is not None
        before = sorted(state.discard_pile)
        reshuffles = state.log.count((-1, RESHUFFLED))
        view = state.view(seat)
        seen_empty |= not view.public.reshuffled and not reshuffles
        state.apply(player.decide(view, state.legal_actions()).action)
        if state.log.count((-1, RESHUFFLED)) > reshuffles and not state.results:
            # the discards as they went in: those before the action, and any it added
            assert not Counter(before) - Counter(state.reshuffled)
            assert len(state.reshuffled) - len(before) <= 1
            assert not Counter(state.draw_pile) - Counter(state.reshuffled)
            break
    else:
        pytest.skip("the hand ended before a reshuffle")
    assert seen_empty
    assert state.reshuffled and state.view(0).public.reshuffled == state.reshuffled
    while not state.results:
        seat = state.to_move
        assert seat is not None
        state.apply(player.decide(state.view(seat), state.legal_actions()).action)
    assert not state.is_over and state.reshuffled == ()
    assert state.view(0).public.reshuffled == ()


def test_a_reshuffle_after_an_attack_stays_unseen_by_the_attacker_until_it_is_public() -> None:
    """Leaflet: seat 1 draws the last card and attacks with SPEED_LIMIT; seat 0's turn draws
    at once, rebuilding the pile from the discards. Seat 1, not to act, still sees the table
    as the attack left it (RULES.md §6's quiet window): nothing reshuffled yet."""
    state = game(
        "leaflet",
        2,
        [["25"] * 6, ["SPEED_LIMIT", "RIGHT_OF_WAY", "50", "50", "50", "50"]],
    )
    empty_the_draw_pile(state, keep={1: ["SPEED_LIMIT", "RIGHT_OF_WAY"]})
    assert state.to_move == 1 and not state.draw_pile and not state.reshuffled
    discards = sorted(state.discard_pile)
    state.apply("play SPEED_LIMIT > 0")
    assert state.to_move == 0 and state.log[-1] == (-1, RESHUFFLED)
    assert state.reshuffled == tuple(discards)
    assert state.view(0).public.reshuffled == tuple(discards)  # seat 0 drew: it knows
    assert state.view(1).public.reshuffled == ()  # as the attack left it
    assert state.view(1).draw_pile_size == 0
