"""Mutants of :mod:`roadgames.agents.millebornes.easy` that the other tests let live
(session 44): each of the obvious plays it never misses dropped from ``_OBVIOUS``
(completing the trip, a coup fourré, a safety that cures, ROLL when stopped, a remedy),
its random choices no longer seeded or no longer random, discards drawn among its
plays, the extension no longer declined, the first card discarded instead of a random one,
and its obvious plays checked in reverse order (a safety laid instead of completing the
trip)."""

from __future__ import annotations

from typing import Any

from roadgames.agents import get_agent
from roadgames.agents.millebornes.cardcount import from_view
from roadgames.agents.millebornes.heuristic import CURE_WITH_SAFETY, FINISH, action_value
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


def test_easy_declines_the_extension_whatever_its_seed() -> None:
    """Having completed a 300 km trip that may be extended, it declines, saying no thanks:
    it takes the completed trip, never a coin toss between extending and not."""
    state = _deal(
        [["ROLL", "200", "100", "75", "SPEED_LIMIT", "25"],
         ["ROLL", "25", "25", "25", "50", "50"]],
        ["25", "25", "50", "50", "25", "25"],
        target=300,
        extension=True,
    )  # fmt: skip
    for action in ("play ROLL", "play ROLL", "play 200", "play 25", "play 100"):
        state.apply(action)
    assert state.phase_name == "extension" and state.to_move == 0
    assert set(state.legal_actions()) == {Action(Kind.EXTEND), Action(Kind.DECLINE)}
    assert _choices(state) == {Action(Kind.DECLINE)}
    decision = get_agent("millebornes", "easy", 0).decide(state.view(0), state.legal_actions())
    assert decision.reason is not None and decision.reason.key == "no_thanks"


def test_easy_discards_a_card_at_random_by_its_seed_when_it_cannot_play() -> None:
    """Not yet started, with no ROLL, no safety and nothing to attack: it cannot play, so it
    discards, the card drawn by its seeded generator (the same seed, the same card; not
    always the first card in hand)."""
    state = _deal(
        [["25", "50", "75", "100", "200", "GASOLINE"],
         ["ROLL", "25", "25", "25", "50", "50"]],
        ["SPARE_TIRE", "25", "50", "50"],
    )  # fmt: skip
    view, legal = state.view(0), state.legal_actions()
    assert legal and all(action.kind == Kind.DISCARD for action in legal)
    chosen = [get_agent("millebornes", "easy", seed).decide(view, legal).action for seed in SEEDS]
    assert len(set(chosen)) > 1
    again = [get_agent("millebornes", "easy", seed).decide(view, legal).action for seed in SEEDS]
    assert again == chosen


def test_easy_completes_the_trip_before_laying_a_safety_that_would_cure() -> None:
    """Speed-limited at 250 km of a 300 km trip (the coup fourré declined), holding the 50
    that completes the trip and the RIGHT_OF_WAY that would cure the limit, both obvious
    plays: it completes the trip, whatever its seed (completing the trip comes first)."""
    state = _deal(
        [["ROLL", "200", "50", "50", "RIGHT_OF_WAY", "75"],
         ["ROLL", "25", "SPEED_LIMIT", "25", "50", "50"]],
        ["25", "25", "50", "50", "25", "25", "75", "75"],
        target=300,
        extension=False,
    )  # fmt: skip
    for action in ("play ROLL", "play ROLL", "play 200", "play 25", "play 50"):
        state.apply(action)
    state.apply("play SPEED_LIMIT > 0")
    state.apply("decline")  # no coup fourré: the limit stays
    right_of_way = Action(Kind.PLAY, Card.RIGHT_OF_WAY)
    sit = from_view(state.view(0))
    assert right_of_way in state.legal_actions()
    assert action_value(sit, right_of_way) == CURE_WITH_SAFETY
    assert action_value(sit, Action(Kind.PLAY, Card.D50)) == FINISH
    assert _choices(state) == {Action(Kind.PLAY, Card.D50)}
