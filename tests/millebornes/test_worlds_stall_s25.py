"""The stall guard in sampled worlds (``empty_draw_pile = reshuffle``): its count of
reshuffles since the last card played is public (RULES.md §7), so a world starts from it,
and a search near a stall sees the hand end where it will."""

from __future__ import annotations

import random

import pytest

from roadgames.agents import get_agent
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.determinize import sample_world
from roadgames.millebornes.view import make_view


def reshuffled_without_a_play(seed: int) -> MilleBornesState | None:
    """A modern game of ``heuristic`` players played until the seat to act has seen the
    discards reshuffled with no card played since (None if the hand ends first)."""
    state = new_game(make_rules("modern", 2), seed=seed)
    player = get_agent("millebornes", "heuristic", seed)
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        if state.dry_reshuffles and not state.is_secret_phase():
            return state
        state.apply(player.decide(state.view(seat), state.legal_actions()).action)
    return None


def test_a_world_keeps_the_stall_guards_count() -> None:
    """Where a reshuffle went by with no card played, every world counts it, from the turn
    of the last card played, as the true state does."""
    found = 0
    for seed in range(200):
        state = reshuffled_without_a_play(seed)
        if state is None:
            continue
        found += 1
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        assert (view.public.dry_reshuffles, view.public.dry_since) == (
            state.dry_reshuffles,
            state.dry_since,
        )
        for k in range(5):
            world = sample_world(view, random.Random(k))
            assert world.dry_reshuffles == state.dry_reshuffles >= 1
            assert world.dry_since == state.dry_since
        if found == 3:
            return
    pytest.fail(f"only {found} modern hands reshuffled with no card played since")


def test_the_quiet_window_shows_the_guard_as_the_attack_left_it() -> None:
    """An attack is a card played: to the seats not asked, the guard reads (0, the attack's
    turn) until the next public event."""
    rules = make_rules("modern", 3)
    for seed in range(40):
        state = new_game(rules, seed=seed)
        player = get_agent("millebornes", "heuristic", seed)
        while not state.is_over and not state.results:
            seat = state.to_move
            assert seat is not None
            quiet = state.quiet_window()
            if quiet is not None:
                for other in range(rules.players):
                    public = make_view(state, other, onlooker=True).public
                    assert (public.dry_reshuffles, public.dry_since) == (0, quiet.turns)
                return
            state.apply(player.decide(state.view(seat), state.legal_actions()).action)
    pytest.fail("no attack in 40 modern hands")
