"""Property tests over random games: the board's invariants, card conservation, the checked
and the fast paths agreeing, illegal actions refused, games ending, replays reproducing."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from roadgames.core.errors import IllegalActionError
from roadgames.core.records import record_of
from roadgames.rushshift import GAME, RushShiftState, make_rules, new_game
from roadgames.rushshift.actions import END, MOVE, PLAY, SHIFT, SLIDE, Action

SETUPS = [str(n) for n in range(1, 11)] + ["random"]
#: A pool of actions, legal or not, to try against the state.
POOL: list[Action] = [END, *PLAY]
POOL += [a for row in MOVE for a in row]
POOL += [row[n] for v in SLIDE for row in v for n in (1, 2, 5, 12)]
POOL += [a for side in SHIFT.values() for a in side if a.distance]


def _cards(state: RushShiftState) -> Counter[int]:
    counts: Counter[int] = Counter()
    for hand in state.hands:
        for card, n in enumerate(hand):
            counts[card] += n
    counts.update(state.draw_pile)
    counts.update(state.discard_pile)
    return +counts


def _fingerprint(state: RushShiftState) -> tuple[object, ...]:
    return (
        state.board.key(),
        [h.copy() for h in state.hands],
        state.draw_pile.copy(),
        state.discard_pile.copy(),
        (state.phase, state.actor, state.card, state.moves_left, state.shift_left),
        (state.slide_left, state.turn, state.game_number, state.wins.copy(), len(state.log)),
    )


def _invariants(state: RushShiftState) -> None:
    state.board.check()  # no overlap, blockers on the grid, heroes only past their own exits
    left, _, right = state.board.offsets
    assert max(0, left, right) <= min(5, left + 5, right + 5)  # a row connects all three
    assert _cards(state) == Counter({int(c): n for c, n in state.rules.deck})
    if not state.is_over:
        assert state.legal_actions()
        assert sum(state.hand_sizes) == 2 * state.rules.hand_size - (state.phase_name == "act")


@given(seed=st.integers(0, 2**32), setup=st.sampled_from(SETUPS), games=st.integers(1, 2))
def test_random_games_keep_every_invariant_and_end(seed: int, setup: str, games: int) -> None:
    rules = make_rules(setup=setup, games=games, turn_limit=24)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    actions: list[Action] = []
    steps = 0
    while not state.is_over:
        steps += 1
        assert steps < 24 * 20 * games, "a game did not end"
        legal = state.legal_actions()
        for action in rng.sample(POOL, 3):
            if action not in legal:
                before = _fingerprint(state)
                with pytest.raises(IllegalActionError):
                    state.apply(action)
                assert _fingerprint(state) == before
        action = rng.choice(legal)
        checked = state.clone()
        checked.apply(str(action), seat=state.to_move)
        state.apply_unchecked(action)
        assert _fingerprint(checked) == _fingerprint(state)
        actions.append(action)
        _invariants(state)
    assert len(state.results) == games and sum(state.outcome()) == 1.0
    record = record_of("rushshift", GAME.rules_to_dict(rules), actions, seed=seed)
    replayed = record.replay()
    assert replayed.view(1).to_dict() == state.view(1).to_dict()


@given(seed=st.integers(0, 2**32))
@example(seed=737513619)  # won after four actions
def test_clones_are_independent(seed: int) -> None:
    state = new_game(make_rules(setup="random"), seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randint(0, 30)):
        if state.is_over:
            break  # a random setup can be won within a few actions
        state.apply_unchecked(rng.choice(state.legal_actions()))
    copy = state.clone()
    snapshot = copy.view(0).to_dict()
    for _ in range(20):
        if state.is_over:
            break
        state.apply_unchecked(rng.choice(state.legal_actions()))
    assert copy.view(0).to_dict() == snapshot
