"""Matches over several hands (RULES.md §8, §11): to 5000; several teams over 5000 in the
same hand (the highest wins); a tie at the top (another hand); who starts the next hand
(``next_starter`` rotate / winner)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers_flow import autopilot, game

from roadgames.millebornes import MilleBornesState

MILES = {
    0: [],
    100: ["ROLL", "100"],
    300: ["ROLL", "100", "100", "100"],
    400: ["ROLL", "200", "100", "100"],
    600: ["ROLL", "200", "200", "100", "100"],
}


def hand_of(miles: int) -> list[str]:
    """A six-card hand whose planned plays make ``miles`` (the rest are 25s, discarded)."""
    cards = MILES[miles]
    return [*cards, *["25"] * (6 - len(cards))]


def plan_of(miles: int) -> list[str]:
    """The plays that make ``miles`` from :func:`hand_of`."""
    return [f"play {card}" for card in MILES[miles]]


def match(hands: list[tuple[int, int]]) -> MilleBornesState:
    """Classic, 2 players (to 5000): each stacked hand gives seat 0 and seat 1 the miles
    listed; nobody completes the 700 trip, so each hand ends when the cards run out and
    scores exactly its miles."""
    specs: list[dict[str, Any]] = [{"hands": [hand_of(a), hand_of(b)]} for a, b in hands]
    state = game("classic", 2, **specs[0], later_hands=specs[1:])
    for a, b in hands:
        if state.is_over:
            break
        autopilot(state, {0: plan_of(a), 1: plan_of(b)})
    return state


def test_a_match_goes_on_below_5000_and_ends_when_one_team_passes_it() -> None:
    state = match([(600, 400)] * 9)
    assert len(state.results) == 9 and state.is_over
    assert [r.totals for r in state.results] == [(600, 400)] * 9
    assert state.scores == [5400, 3600] and state.winners == [0]
    assert state.outcome() == [1.0, 0.0]


def test_eight_hands_of_600_are_not_yet_a_match() -> None:
    state = match([(600, 600)] * 8)
    assert not state.is_over and state.scores == [4800, 4800] and state.hand_number == 8


def test_several_teams_over_5000_the_highest_wins() -> None:
    state = match([(600, 600)] * 8 + [(300, 400)])
    assert state.is_over and state.scores == [5100, 5200]
    assert state.winners == [1]


def test_a_tie_at_the_top_plays_another_hand() -> None:
    state = match([(600, 600)] * 8 + [(400, 400), (100, 0)])
    assert [r.totals for r in state.results[-2:]] == [(400, 400), (100, 0)]
    assert state.is_over and state.scores == [5300, 5200] and state.winners == [0]


@pytest.mark.parametrize(("next_starter", "starter"), [("rotate", 1), ("winner", 2)])
def test_next_starter(next_starter: str, starter: int) -> None:
    """Classic, 3 players: seat 2 completes hand 1's 700 trip. ``rotate`` passes the deal
    left (seat 1 starts hand 2); ``winner`` lets seat 2 start it."""
    hands = [["25"] * 6, ["50"] * 6, ["ROLL", "200", "200", "100", "100", "100"]]
    state = game("classic", 3, hands, next_starter=next_starter)
    plan = ["play ROLL", "play 200", "play 200", "play 100", "play 100", "play 100"]
    autopilot(state, {2: plan})
    assert state.results[0].completer_team == 2
    assert state.hand_number == 1 and state.starter == starter
    assert state.to_move == starter and state.hand_sizes[starter] == 7  # it has drawn
    assert sum(state.hand_sizes) == 3 * 6 + 1


@pytest.mark.parametrize(
    ("next_starter", "plan", "starter"),
    [
        ("rotate", ["play ROLL", "play 200"], 1),
        ("winner", ["play ROLL", "play 200"], 2),
        ("winner", [], 1),
    ],
)
def test_next_starter_without_a_completed_trip(
    next_starter: str, plan: list[str], starter: int
) -> None:
    """Classic, 3 players, nobody completes the trip: the team closest to it wins the hand
    (RULES.md §7), and under ``winner`` starts the next one (§11); where nobody moved the
    hand is shared and the deal passes on."""
    hands = [["25"] * 6, ["50"] * 6, ["ROLL", "200", "25", "25", "25", "25"]]
    state = game("classic", 3, hands, next_starter=next_starter)
    autopilot(state, {2: plan})
    result = state.results[0]
    assert result.how != "trip" and result.completer_team is None
    assert result.winners == ((2,) if plan else (0, 1, 2))
    assert state.hand_number == 1 and state.starter == starter and state.to_move == starter
