"""Mutants of :mod:`roadgames.agents.millebornes.easy` that the other tests let live
(session 44): each of the obvious plays it never misses dropped from ``_OBVIOUS``
(completing the trip, a coup fourré, a safety that cures, ROLL when stopped, a remedy),
its random choices no longer seeded or no longer random, and discards drawn among its
plays."""

from __future__ import annotations

from typing import Any

from roadgames.agents import get_agent
from roadgames.millebornes import Action, MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck

SEEDS = range(12)


def _deal(hands: list[list[str]], draw: list[str], **options: Any) -> MilleBornesState:
    """A two-seat classic hand from a stacked deck."""
    rules = make_rules("classic", 2, match_target=0, **options)
    return new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=draw)])


def _choices(state: MilleBornesState) -> set[Action]:
    """What ``easy`` plays here, over several seeds."""
    seat = state.to_move
    assert seat is not None
    view, legal = state.view(seat), state.legal_actions()
    return {get_agent("millebornes", "easy", seed).decide(view, legal).action for seed in SEEDS}


def test_easy_gets_going_with_a_roll_whatever_its_seed() -> None:
    """Not yet started, holding ROLL among attacks it could play: it rolls."""
    state = _deal(
        [["ROLL", "SPEED_LIMIT", "SPEED_LIMIT", "100", "25", "50"],
         ["ROLL", "25", "25", "25", "50", "50"]],
        ["75", "75", "75", "75"],
    )  # fmt: skip
    assert len([a for a in state.legal_actions() if a.kind == Kind.PLAY]) > 1
    assert _choices(state) == {Action(Kind.PLAY, Card.ROLL)}


def test_easy_plays_its_remedy_when_stopped_by_a_hazard() -> None:
    """Out of gas, holding GASOLINE and a speed limit to throw at the other: the remedy."""
    state = _deal(
        [["ROLL", "GASOLINE", "SPEED_LIMIT", "100", "25", "50"],
         ["ROLL", "OUT_OF_GAS", "25", "25", "50", "50"]],
        ["75", "75", "75", "75"],
    )  # fmt: skip
    for action in ("play ROLL", "play ROLL", "play 75", "play OUT_OF_GAS > 0"):
        state.apply(action)
    assert len([a for a in state.legal_actions() if a.kind == Kind.PLAY]) > 1
    assert _choices(state) == {Action(Kind.PLAY, Card.GASOLINE)}


def test_easy_calls_the_coup_fourre_and_then_cures_with_a_safety() -> None:
    """Attacked with a hazard its held safety covers, it calls the coup fourré; declined
    once, it later lays the safety that cures the hazard rather than a random play."""
    hands = [["ROLL", "STOP", "ACCIDENT", "100", "25", "50"],
             ["ROLL", "DRIVING_ACE", "75", "50", "SPEED_LIMIT", "SPARE_TIRE"]]  # fmt: skip
    draw = ["75", "100", "200", "50", "25", "25"]
    state = _deal(hands, draw)
    for action in ("play ROLL", "play ROLL", "play ACCIDENT > 1"):
        state.apply(action)
    assert state.phase_name == "coup_fourre"
    assert _choices(state) == {Action(Kind.COUP_FOURRE)}
    state.apply("decline")
    while state.to_move != 1 or state.phase_name != "play":
        state.apply(next(a for a in state.legal_actions() if a.kind in (Kind.DRAW, Kind.DISCARD)))
    assert len([a for a in state.legal_actions() if a.kind == Kind.PLAY]) > 1
    assert _choices(state) == {Action(Kind.PLAY, Card.DRIVING_ACE)}


def test_easy_completes_the_trip_whatever_its_seed() -> None:
    """At 200 km of a 300 km trip, holding the 100 that completes it among other plays:
    it completes the trip."""
    state = _deal(
        [["ROLL", "200", "200", "100", "SPEED_LIMIT", "75"],
         ["ROLL", "25", "25", "25", "50", "50"]],
        ["25", "25", "50", "50", "25", "25", "50", "50", "25", "25"],
        target=300,
        extension=False,
    )  # fmt: skip
    for action in ("play ROLL", "play ROLL", "play 200", "play 25"):
        state.apply(action)
    assert len([a for a in state.legal_actions() if a.kind == Kind.PLAY]) > 1
    assert _choices(state) == {Action(Kind.PLAY, Card.D100)}


def test_easy_picks_at_random_by_its_seed() -> None:
    """With no obvious play, it plays a card at random (it discards only when it cannot
    play): the same seed plays the same, and different seeds do not all play the same."""
    state = _deal(
        [["ROLL", "200", "100", "75", "SPEED_LIMIT", "STOP"],
         ["ROLL", "25", "25", "25", "50", "50"]],
        ["25", "25", "50", "50"],
    )  # fmt: skip
    for action in ("play ROLL", "play ROLL"):
        state.apply(action)
    view, legal = state.view(0), state.legal_actions()
    chosen = [get_agent("millebornes", "easy", seed).decide(view, legal).action for seed in SEEDS]
    assert len(set(chosen)) > 1
    assert all(action.kind == Kind.PLAY for action in chosen)  # no discard while it can play
    again = [get_agent("millebornes", "easy", seed).decide(view, legal).action for seed in SEEDS]
    assert again == chosen
