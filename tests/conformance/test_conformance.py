"""The conformance suite: every registered game keeps the contract of
:mod:`roadgames.core.game`, whatever its rules.

It knows nothing of any particular game: it builds rules through the game's spec
(``rules_from_options(None, players)`` for every seat count the spec accepts), plays seeded
random games, and checks what the protocol promises: games end; ``clone`` is independent;
``apply`` and ``apply_unchecked`` agree; records round-trip through JSON and replay every
state; notation round-trips; bad input is refused with the state unchanged; a seat that is
not to move is told so.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from roadgames.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    NotYourTurnError,
    RoadgamesError,
    RulesError,
)
from roadgames.core.game import GameSpec, GameState
from roadgames.core.records import GameRecord, record_of
from roadgames.core.registry import game_names, get_game

#: No game may take more actions than this from a random start (Mille Bornes matches to
#: 5000 take a few thousand).
MAX_ACTIONS = 60_000
SEED = 1
#: Further seeds, played without snapshots, for the end-of-game checks.
MORE_SEEDS = (2, 3, 4)
#: A trace keeps a full snapshot every this many steps (and at the end), a light one between.
FULL_EVERY = 4
#: At most this many actions tried from one state (some games have hundreds of moves).
PER_STEP = 25
MALFORMED: tuple[str, ...] = ("", "   ", "xyzzy", "play", "play ???", "\x00", "draw draw draw")
NOT_ACTIONS: tuple[object, ...] = (None, 12345, 1.5, object(), ("play",), b"draw")


@dataclass(frozen=True)
class Config:
    """One game under one rules configuration."""

    game: str
    players: int

    @property
    def spec(self) -> GameSpec:
        """The game's spec."""
        return get_game(self.game)

    def rules(self) -> Any:
        """The game's default rules for this seat count."""
        return self.spec.rules_from_options(None, self.players)

    def new_state(self, seed: int) -> GameState:
        """A fresh game, shuffled with ``seed``."""
        return self.spec.new_state(self.rules(), seed=seed)

    def __str__(self) -> str:
        return f"{self.game}-{self.players}p"


def _configs() -> list[Config]:
    configs = []
    for name in game_names():
        spec = get_game(name)
        for players in range(1, 9):
            try:
                spec.rules_from_options(None, players)
            except ValueError:
                continue
            configs.append(Config(name, players))
    return configs


CONFIGS = _configs()
GAMES = game_names()


def snapshot(state: GameState) -> str:
    """Everything observable about a state through the protocol, as canonical JSON text:
    every seat's view, whose turn, the legal actions, and the outcome once over."""
    data: dict[str, Any] = {
        "to_move": state.to_move,
        "is_over": state.is_over,
        "legal": [str(a) for a in state.legal_actions()],
        "views": [state.view(seat).to_dict() for seat in range(state.num_seats)],
    }
    if state.is_over:
        data["outcome"] = state.outcome()
    return json.dumps(data, sort_keys=True)


def observe(state: GameState, step: int) -> str:
    """The snapshot a trace keeps at ``step``: full every :data:`FULL_EVERY` steps and at
    the end; in between, whose turn it is and the legal actions."""
    if step % FULL_EVERY == 0 or state.is_over:
        return snapshot(state)
    return json.dumps([state.to_move, [str(a) for a in state.legal_actions()]])


@dataclass(frozen=True)
class Trace:
    """A seeded random game: the actions taken, and what :func:`observe` saw before each
    and at the end."""

    seed: int
    actions: tuple[Any, ...]
    snapshots: tuple[str, ...]


@cache
def trace(config: Config, seed: int) -> Trace:
    """Play a random game to its end, checking the per-step promises on the way."""
    state = config.new_state(seed)
    rng = random.Random(seed)
    actions: list[Any] = []
    snapshots = [observe(state, 0)]
    while not state.is_over:
        assert len(actions) < MAX_ACTIONS, f"{config} seed {seed}: no end after {MAX_ACTIONS}"
        legal = state.legal_actions()
        mover = state.to_move
        assert legal, "no legal action although the game is not over"
        assert mover is not None and 0 <= mover < state.num_seats
        texts = [str(a) for a in legal]
        assert len(set(texts)) == len(texts), f"duplicate legal actions: {texts}"
        action = rng.choice(legal)
        # Half the moves name their seat, half do not: both must work for the seat to move.
        state.apply(action, seat=mover if rng.random() < 0.5 else None)
        actions.append(action)
        snapshots.append(observe(state, len(actions)))
    assert state.to_move is None
    assert state.legal_actions() == []
    return Trace(seed, tuple(actions), tuple(snapshots))


def states_along(config: Config, seed: int) -> Iterator[tuple[int, GameState]]:
    """Replay a trace, yielding ``(step, state)`` before each action and at the end (the same
    object each time, advanced by ``apply``)."""
    game = trace(config, seed)
    state = config.new_state(seed)
    yield 0, state
    for step, action in enumerate(game.actions, start=1):
        state.apply(action)
        yield step, state


def sampled(config: Config, seed: int, every: int) -> Iterator[tuple[int, GameState]]:
    """Every ``every``-th state along a trace (and the first and last)."""
    last = len(trace(config, seed).actions)
    for step, state in states_along(config, seed):
        if step % every == 0 or step == last:
            yield step, state


configs = pytest.mark.parametrize("config", CONFIGS, ids=str)


def test_every_game_is_registered_and_has_rules() -> None:
    """The registry finds Mille Bornes, and each game offers at least one seat count."""
    assert "millebornes" in GAMES
    for name in GAMES:
        assert get_game(name).name == name
        assert any(c.game == name for c in CONFIGS)


@pytest.mark.parametrize("game", GAMES)
def test_impossible_seat_counts_are_refused(game: str) -> None:
    """Rules for no seats or a crowd are refused as a rules error."""
    for players in (0, 99):
        with pytest.raises(RulesError):
            get_game(game).rules_from_options(None, players)


@configs
def test_rules_round_trip_through_json(config: Config) -> None:
    """Rules survive ``rules_to_dict`` → JSON → ``rules_from_dict`` unchanged."""
    spec = config.spec
    rules = config.rules()
    data = spec.rules_to_dict(rules)
    again = spec.rules_from_dict(json.loads(json.dumps(data)))
    assert again == rules
    assert spec.rules_to_dict(again) == data


@configs
def test_random_games_end(config: Config) -> None:
    """Random play reaches the end within the bound; the end is well formed."""
    game = trace(config, SEED)
    final = json.loads(game.snapshots[-1])
    assert final["is_over"] and final["to_move"] is None and final["legal"] == []
    outcome = final["outcome"]
    assert len(outcome) == config.players
    assert all(0.0 <= x <= 1.0 for x in outcome)
    assert [view["seat"] for view in final["views"]] == list(range(config.players))


@configs
@pytest.mark.parametrize("seed", MORE_SEEDS)
def test_more_random_games_end(config: Config, seed: int) -> None:
    """More seeds: every game ends within the bound, with a decision always available."""
    state = config.new_state(seed)
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal and state.to_move is not None
        state.apply_unchecked(rng.choice(legal))
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    assert len(state.outcome()) == config.players


@configs
def test_outcome_refused_before_the_end(config: Config) -> None:
    """Asking for the outcome of an unfinished game is an error."""
    with pytest.raises(ValueError):
        config.new_state(SEED).outcome()


@configs
def test_apply_and_apply_unchecked_agree(config: Config) -> None:
    """At sampled points, every legal action gives the same state through ``apply`` (as an
    object and as text) and through ``apply_unchecked``; and a whole game replayed through
    ``apply_unchecked`` passes through the same states."""
    seed = SEED
    rng = random.Random(seed)
    for _, state in sampled(config, seed, every=20):
        legal = state.legal_actions()
        for action in rng.sample(legal, min(len(legal), PER_STEP)):
            checked = state.clone()
            checked.apply(action)
            by_text = state.clone()
            by_text.apply(str(action))
            fast = state.clone()
            fast.apply_unchecked(action)
            expected = snapshot(checked)
            assert snapshot(by_text) == expected, action
            assert snapshot(fast) == expected, action
    game = trace(config, seed)
    fast = config.new_state(seed)
    for step, action in enumerate(game.actions, start=1):
        fast.apply_unchecked(action)
        assert observe(fast, step) == game.snapshots[step]


@configs
def test_clones_are_independent(config: Config) -> None:
    """A clone starts equal; acting on either leaves the other as it was."""
    rng = random.Random(7)
    for _, state in sampled(config, SEED, every=11):
        if state.is_over:
            continue
        before = snapshot(state)
        copy = state.clone()
        assert snapshot(copy) == before
        copy.apply(rng.choice(copy.legal_actions()))
        assert snapshot(state) == before
        original = state.clone()
        copy = original.clone()
        original.apply(rng.choice(original.legal_actions()))
        assert snapshot(copy) == before


@configs
def test_clone_carries_the_random_generator(config: Config) -> None:
    """A clone taken at the start and fed the same actions plays the same game to its end
    (reshuffles and later deals included)."""
    game = trace(config, SEED)
    copy = config.new_state(SEED).clone()
    for step, action in enumerate(game.actions, start=1):
        copy.apply(action)
        if step % 50 == 0 or step == len(game.actions):
            assert observe(copy, step) == game.snapshots[step]
            copy = copy.clone()


@configs
def test_records_round_trip_and_replay(config: Config, tmp_path: Path) -> None:
    """A record survives JSON text and a file; replay re-creates every state in turn (so a
    seed and the actions determine the game)."""
    seed = SEED
    game = trace(config, seed)
    spec = config.spec
    record = record_of(config.game, spec.rules_to_dict(config.rules()), game.actions, seed=seed)
    text = record.to_json()
    again = GameRecord.from_dict(json.loads(text))
    assert again == record
    assert again.to_json() == text
    path = tmp_path / "game.json"
    record.save(path)
    assert GameRecord.load(path) == record
    assert observe(again.new_state(), 0) == game.snapshots[0]
    replayed = 0
    for number, action_text, state in again.states():
        assert action_text == str(game.actions[number - 1])
        assert observe(state, number) == game.snapshots[number]
        replayed = number
    assert replayed == len(game.actions)
    assert observe(again.replay(), replayed) == game.snapshots[-1]


@configs
def test_notation_round_trips(config: Config) -> None:
    """``parse_action(str(a)) == a`` for every legal action met in a game."""
    seen: dict[str, Any] = {}
    for _, state in states_along(config, SEED):
        for action in state.legal_actions():
            seen[str(action)] = action
    probe = config.new_state(SEED)
    assert seen
    for text, action in seen.items():
        parsed = probe.parse_action(text)
        assert parsed == action
        assert str(parsed) == text


@configs
def test_bad_input_is_refused_and_changes_nothing(config: Config) -> None:
    """Malformed text, non-actions, and well-formed actions that are not legal now are each
    refused with their own error; the state is exactly as it was."""
    seen: dict[str, Any] = {}
    for _, state in states_along(config, SEED):
        for action in state.legal_actions():
            seen.setdefault(str(action), action)
    rng = random.Random(3)
    for _, state in sampled(config, SEED, every=10):
        before = snapshot(state)
        legal = {str(a) for a in state.legal_actions()}
        illegal = [(t, a) for t, a in seen.items() if t not in legal]
        for text in MALFORMED:
            with pytest.raises(MalformedActionError):
                state.parse_action(text)
            with pytest.raises(RoadgamesError):
                state.apply(text)
        for thing in NOT_ACTIONS:
            with pytest.raises(RoadgamesError):
                state.apply(thing)
        for text, action in rng.sample(illegal, min(len(illegal), PER_STEP)):
            expected = GameOverError if state.is_over else IllegalActionError
            with pytest.raises(expected):
                state.apply(action)
            with pytest.raises(expected):
                state.apply(text)
        assert snapshot(state) == before


@configs
def test_wrong_seat_is_told_not_your_turn(config: Config) -> None:
    """A seat other than the one to move gets ``NotYourTurnError`` for any legal action,
    and nothing changes."""
    for _, state in sampled(config, SEED, every=5):
        if state.is_over:
            continue
        before = snapshot(state)
        legal = state.legal_actions()
        for seat in range(state.num_seats):
            if seat == state.to_move:
                continue
            for action in legal[:3]:
                with pytest.raises(NotYourTurnError):
                    state.apply(action, seat=seat)
        assert snapshot(state) == before


@configs
def test_views_are_json_and_belong_to_their_seat(config: Config) -> None:
    """Each view names its seat and its ``to_dict`` is plain JSON data."""
    for _, state in sampled(config, SEED, every=9):
        for seat in range(state.num_seats):
            view = state.view(seat)
            assert view.seat == seat
            data = view.to_dict()
            assert json.loads(json.dumps(data)) == data


@pytest.mark.parametrize("game", GAMES)
@given(text=st.text(max_size=30))
def test_any_text_parses_or_is_malformed(game: str, text: str) -> None:
    """Any text either parses to an action whose notation parses back to it, or is refused
    as malformed (never another exception)."""
    state = _probe_state(game)
    try:
        action = state.parse_action(text)
    except MalformedActionError:
        return
    assert state.parse_action(str(action)) == action


@cache
def _probe_state(game: str) -> GameState:
    config = next(c for c in CONFIGS if c.game == game)
    return config.new_state(0)


def test_a_package_without_a_game_is_not_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game package that imports but declares no ``GAME`` yet (a namespace package while
    it is being written) is "not available", not a crash of the whole registry."""
    from roadgames.core import registry

    monkeypatch.setitem(registry._MODULES, "ghost", "roadgames.core")
    assert "ghost" not in game_names()
    with pytest.raises(RoadgamesError):
        get_game("ghost")
