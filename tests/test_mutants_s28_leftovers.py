"""Behaviour of the simulation and of the Mille Bornes engine that the session-28 mutation
sweep's last runs found no test pinning: each test asserts what a docstring, the README or
RULES.md promises, on a tiny run."""

from __future__ import annotations

import dataclasses
import random
from itertools import pairwise
from typing import Any

import pytest

import roadgames.simulation as simulation
from roadgames.core.errors import RoadgamesError
from roadgames.core.registry import get_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.determinize import sample_world, unseen_counts
from roadgames.millebornes.view import MilleBornesView
from roadgames.simulation import (
    GameRun,
    SimulationConfig,
    check_config,
    play_one,
    record_of_run,
)


def _random_mille_bornes() -> SimulationConfig:
    """One classic two-player Mille Bornes game between two ``random`` seats."""
    rules = get_game("millebornes").rules_from_options("classic", 2)
    return SimulationConfig("millebornes", rules, ("random", "random"), games=1, seed=0)


def test_a_random_seat_takes_the_fast_path_with_no_player_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The module's promise: a ``random`` seat takes the engine's fast path (a uniformly
    random legal action, applied unchecked) rather than being a player that decides from
    its view; so a game of random seats makes no player at all, and applies every action
    unchecked."""

    def no_player(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"a player was made for a random seat: {args}")

    monkeypatch.setattr(simulation, "make_agent", no_player)
    state_class = type(get_game("millebornes").new_state(_random_mille_bornes().rules, seed=0))
    checked: list[object] = []
    original_apply = state_class.apply

    def spy_apply(self: Any, *args: Any, **kwargs: Any) -> Any:
        checked.append(args)
        return original_apply(self, *args, **kwargs)

    monkeypatch.setattr(state_class, "apply", spy_apply)
    run = play_one(_random_mille_bornes(), 0)
    assert run.parts and len(run.outcome) == 2
    assert checked == []


def test_a_game_played_without_its_actions_has_no_record() -> None:
    """:func:`record_of_run` makes a record only of a game played with its actions kept
    (``config.record``); of any other it refuses with ``ValueError`` naming the game, not
    a record that ``roadgames replay`` could not replay."""
    run = GameRun(3, (), (1.0, 0.0), None)
    with pytest.raises(ValueError, match="game 3 was played without keeping its actions"):
        record_of_run(_random_mille_bornes(), run)


def test_a_game_with_no_simulation_is_refused_with_the_choices() -> None:
    """:func:`check_config` refuses a simulation that cannot run with a ``RoadgamesError``
    naming the problem: for a game with no study module, the games there are to choose
    from (not a bare ``KeyError``)."""
    config = SimulationConfig("chess", None, ("random", "random"), games=1)
    with pytest.raises(RoadgamesError, match="no simulation of 'chess'; choose from millebornes"):
        check_config(config)


def test_a_simulated_game_never_goes_long_without_looking_whether_the_run_stopped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``play_one`` looks whether the run has stopped at least every 64 actions of each
    part, so a stopped run's workers end their game early, not at its end: in a long Rush
    Hour Shift match between random seats, no stretch of play (a part's 64 actions plus
    what was left of the part before) goes without a look."""
    rules = get_game("rushshift").rules_from_options(None, 2)
    config = SimulationConfig("rushshift", rules, ("random", "random"), games=1, seed=0)
    state_class = type(get_game("rushshift").new_state(rules, seed=0))
    applied = [0]
    original_apply = state_class.apply_unchecked

    def counting_apply(self: Any, *args: Any, **kwargs: Any) -> Any:
        applied[0] += 1
        return original_apply(self, *args, **kwargs)

    looks: list[int] = [0]
    monkeypatch.setattr(state_class, "apply_unchecked", counting_apply)
    monkeypatch.setattr(simulation, "check_stopped", lambda: looks.append(applied[0]))
    play_one(config, 0)
    looks.append(applied[0])
    assert applied[0] > 500
    assert max(after - before for before, after in pairwise(looks)) <= 128


def test_a_played_game_cannot_be_changed_once_played() -> None:
    """A :class:`GameRun` is frozen, like the configuration and the facts of its parts:
    the summary, the CSV and the record all read the same played game."""
    run = GameRun(0, (), (1.0, 0.0), None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        run.number = 1  # type: ignore[misc]


def test_a_view_holding_more_of_a_card_than_the_deck_has_is_refused() -> None:
    """``unseen_counts`` counts the cards a seat has not seen from the deck's own counts:
    a view that shows more of a card than the deck holds (two Driving Aces, of one) is
    refused with a ``RoadgamesError``, not counted as minus one unseen."""
    rules = get_game("millebornes").rules_from_options("classic", 2)
    view = get_game("millebornes").new_state(rules, seed=0).view(0)
    assert isinstance(view, MilleBornesView)
    assert min(unseen_counts(view)) >= 0
    aces = (Card.DRIVING_ACE,) * 2
    with pytest.raises(RoadgamesError, match="the view holds more cards than the deck"):
        unseen_counts(dataclasses.replace(view, hand=aces))


def test_a_draw_pile_larger_than_the_reshuffled_cards_left_is_refused() -> None:
    """After a reshuffle the draw pile can hold only reshuffled cards the seat has not seen
    since: a view whose draw pile is larger than those (one reshuffled Driving Ace, the
    whole pile still to draw) gives no world but a ``RoadgamesError`` naming the count."""
    rules = get_game("millebornes").rules_from_options("classic", 2)
    view = get_game("millebornes").new_state(rules, seed=0).view(0)
    assert isinstance(view, MilleBornesView)
    public = dataclasses.replace(view.public, reshuffled=(int(Card.DRIVING_ACE),))
    size = view.draw_pile_size
    message = f"card count mismatch: {size} cards to draw, 1 reshuffled ones unseen"
    with pytest.raises(RoadgamesError, match=message):
        sample_world(dataclasses.replace(view, public=public), random.Random(1))
