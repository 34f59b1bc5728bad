"""Sampled worlds after a reshuffle (brief H5, session 24).

When the draw pile runs out, the discard pile (public: every card on it was played face
up) is shuffled into a new draw pile. From then on that pile can only hold cards that were
among the reshuffled ones; a world that puts another card there is one the seat can rule
out. The reshuffled cards are read from the view's public log, and the engine's own piles
(what the tests below track as the truth) must agree with it.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from roadgames.rushshift import RushShiftState, RushShiftView, make_rules, new_game
from roadgames.rushshift.cards import ALL_CARDS, Card
from roadgames.rushshift.worlds import draw_pile_candidates, sample_world, unseen_cards

#: A small deck reshuffled often, in a match of several games.
SMALL: dict[str, Any] = {
    "deck": {"MOVE1": 2, "MOVE3": 3, "SHIFT": 3, "SLIDE": 2, "MS2": 2},
    "hand_size": 3,
    "games": 3,
    "turn_limit": 40,
}


def _reshuffles(state: RushShiftState) -> int:
    return sum(text.startswith("discards shuffled") for _, text in state.log)


def _moments(
    options: dict[str, Any], seed: int, steps: int
) -> Iterator[tuple[RushShiftState, list[Card] | None]]:
    """A match played at random, and at every moment the truth the engine alone knows:
    the cards (sorted) shuffled into the draw pile at the current game's last reshuffle
    (``None`` before any), taken from the discard pile just before the action that ran
    the draw pile out."""
    state = new_game(make_rules(**options), seed=seed)
    rng = random.Random(seed)
    truth: list[Card] | None = None
    yield state, truth
    for _ in range(steps):
        if state.is_over:
            return
        discards = sorted(ALL_CARDS[c] for c in state.discard_pile)
        games, shuffled = len(state.results), _reshuffles(state)
        state.apply(rng.choice(state.legal_actions()))
        if len(state.results) != games and not state.is_over:  # a new deal
            truth = None
        elif _reshuffles(state) != shuffled:
            truth = discards
        yield state, truth


def _to_first_reshuffle(seed: int) -> RushShiftState:
    for state, truth in _moments({}, seed, 2000):
        if truth is not None:
            return state
    raise AssertionError("no reshuffle")


def _within(cards: list[int] | list[Card], pool: list[Card] | tuple[Card, ...]) -> bool:
    """Whether ``cards`` is a sub-multiset of ``pool``."""
    return Counter(Card(c) for c in cards) <= Counter(pool)


def _deck_held(world: RushShiftState) -> Counter[Card]:
    cards = [*world.hand_cards(0), *world.hand_cards(1)]
    cards += [Card(c) for c in (*world.draw_pile, *world.discard_pile)]
    return Counter(cards)


# ------------------------------------------------------------------ after a reshuffle


def test_after_a_reshuffle_every_sampled_world_draws_only_reshuffled_cards() -> None:
    """Seed 3, random play to the first reshuffle and on a little: for both seats, every
    one of 200 sampled worlds has only reshuffled cards in its draw pile (the old sampling
    put a card of a hand there in nearly all of them)."""
    checked = 0
    for state, truth in _moments({}, 3, 200):
        if truth is None or len(state.history) % 7:
            continue
        for seat in (0, 1):
            view = state.view(seat)
            rng = random.Random(seat)
            for _ in range(200):
                world = sample_world(view, rng)
                assert _within(world.draw_pile, truth), (seat, len(state.history))
            checked += 1
        if checked >= 6:
            break
    assert checked >= 6


def test_the_view_names_the_cards_of_the_last_reshuffle_of_the_current_game() -> None:
    """In matches of a small deck (several reshuffles a game, several games), at every
    moment both views name the cards of the current game's last reshuffle, sorted (the
    last one counts), and nothing before a game's first reshuffle."""
    most = 0
    for seed in range(3):
        for state, truth in _moments(SMALL, seed, 600):
            for seat in (0, 1):
                named = state.view(seat).reshuffled
                assert named == (None if truth is None else tuple(truth)), (seed, seat)
            starts = [i for i, (_, text) in enumerate(state.log) if text.endswith(" starts")]
            game_log = state.log[starts[-1] :]
            most = max(most, sum(text.startswith("discards") for _, text in game_log))
        assert len(state.results) > 1  # later games were dealt
    assert most >= 2  # a game reshuffled more than once


def test_the_true_state_is_among_the_possible_worlds() -> None:
    """At every moment of a few matches, the true draw pile is drawn from the cards a
    world's draw pile is drawn from, and the true other hand from the unseen cards: the
    constraint rules out no real deal."""
    for seed in range(2):
        for state, truth in _moments(SMALL, seed, 400):
            for seat in (0, 1):
                view = state.view(seat)
                pool = draw_pile_candidates(view)
                assert _within(state.draw_pile, pool), (seed, seat, len(state.history))
                assert _within([*state.draw_pile, *state.hand_cards(1 - seat)], unseen_cards(view))
                if truth is not None:
                    assert _within(list(pool), truth)


def test_a_world_always_holds_exactly_the_deck() -> None:
    """Before and after reshuffles, a sampled world holds the deck, its hands and piles
    of the view's sizes."""
    rng = random.Random(5)
    for state, _ in _moments(SMALL, 7, 300):
        if len(state.history) % 5:
            continue
        deck = Counter(state.rules.deck_counts)
        for seat in (0, 1):
            view = state.view(seat)
            world = sample_world(view, rng)
            assert _deck_held(world) == deck
            assert world.hand_cards(seat) == list(view.hand)
            assert world.hand_sizes == list(view.hand_sizes)
            assert len(world.draw_pile) == view.draw_pile_size


def test_right_after_a_reshuffle_the_seat_that_drew_knows_the_other_hand() -> None:
    """The seat whose draw ran the pile out holds the only card drawn since: every card
    not reshuffled and not its own is in the other hand, and every world says so."""
    state = _to_first_reshuffle(3)
    drew = 1 - state.actor
    view = state.view(drew)
    rng = random.Random(0)
    for _ in range(50):
        assert sample_world(view, rng).hands[1 - drew] == state.hands[1 - drew]


def test_after_a_reshuffle_the_worlds_still_differ() -> None:
    """The constraint narrows the worlds, it does not fix them: a few turns after the
    first reshuffle, where more cards could be in the draw pile than it holds, the sampled
    other hands vary."""
    for state, truth in _moments({}, 3, 2000):
        view = state.view(0)
        if truth is not None and len(draw_pile_candidates(view)) > view.draw_pile_size + 2:
            break
    rng = random.Random(0)
    hands = {tuple(sample_world(view, rng).hand_cards(1)) for _ in range(100)}
    assert len(hands) > 1


def test_a_world_s_own_view_names_the_same_reshuffled_cards() -> None:
    """A world carries the public log: its views say what the seat's view says."""
    view = _to_first_reshuffle(3).view(1)
    world = sample_world(view, random.Random(2))
    assert view.reshuffled is not None
    assert world.view(1).reshuffled == view.reshuffled
    assert world.view(1).to_dict() == view.to_dict()


def test_a_view_whose_log_is_cut_short_is_refused() -> None:
    """A log that does not reach back to the deal cannot tell what was reshuffled: that
    is said, not guessed."""
    view = _to_first_reshuffle(3).view(0)
    cut = dataclasses.replace(view, log=view.log[len(view.log) // 2 :])
    with pytest.raises(ValueError, match="log"):
        _ = cut.reshuffled
    with pytest.raises(ValueError, match="log"):
        sample_world(cut, random.Random(0))


# ------------------------------------------------------------------ before a reshuffle


def _old_world(view: RushShiftView, rng: random.Random) -> RushShiftState:
    """The sampling before this fix: the unseen cards dealt at random."""
    unseen = unseen_cards(view)
    rng.shuffle(unseen)
    size = view.hand_sizes[1 - view.seat]
    return RushShiftState.from_view(view, unseen[:size], unseen[size:], rng.getrandbits(64))


def test_before_a_reshuffle_the_worlds_are_those_of_before() -> None:
    """No reshuffle yet in the game (the first, or a later one of a match): for a fixed
    seed the same worlds as the sampling had before."""
    compared = 0
    for state, truth in _moments(SMALL, 1, 400):
        if truth is not None or len(state.history) % 3:
            continue
        for seat in (0, 1):
            view = state.view(seat)
            assert view.reshuffled is None
            assert sample_world(view, random.Random(9)) == _old_world(view, random.Random(9))
            compared += 1
    assert compared > 20
