"""The players' reasons: the English explanation and the :class:`Reason` an interface
translates come from one table, and the English reads as it always has."""

from __future__ import annotations

from typing import Any

import pytest

from play_helpers import play
from roadgames.agents import Agent, Decision, get_agent
from roadgames.agents.base import Reason
from roadgames.agents.millebornes import SearchAgent, search
from roadgames.agents.millebornes.heuristic import REASON_TEXTS, Style
from roadgames.core.game import GameState
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card


def english(key: str, **values: object) -> str:
    """The English explanation of a reason."""
    return Reason.of(key, **values).render(REASON_TEXTS)


def test_the_english_explanations_read_as_before() -> None:
    roll, d75 = Action(Kind.PLAY, Card.ROLL), Action(Kind.PLAY, Card.D75)
    assert english("roll_on", card=Card.ROLL) == "ROLL gets the car going"
    assert english("discard_spare", card=Card.D25) == "discard 25: the card least needed"
    assert english("attack", team="B", card=Card.SPEED_LIMIT) == (
        "attack team B with SPEED_LIMIT to slow it down"
    )
    assert english("distance", card=Card.D75) == "75 miles: the longest useful distance"
    beat = english(
        "search_beat_won", action=roll, percent=55, worlds=16, other=d75, other_percent=48
    )
    assert beat == "in 16 sampled deals this wins the game 55% of the time, against 48% for play 75"
    confirmed = Reason.of("search_odds", reason=Reason("finish"), percent=70, worlds=8)
    assert confirmed.render(REASON_TEXTS) == (
        "completes the trip (in 8 sampled deals this wins the match 70% of the time)"
    )


@pytest.mark.parametrize("preset", ["classic", "modern"])
def test_every_decision_carries_its_reason_rendered_as_its_explanation(preset: str) -> None:
    players: list[Agent] = [
        get_agent("millebornes", "heuristic", 1),
        get_agent("millebornes", "easy", 2),
        SearchAgent(3, iterations=2, width=3, depth=8, name="hard"),
    ]
    state: GameState = new_game(make_rules(preset, 3), seed=5)
    seen: set[str] = set()

    def check(position: GameState, seat: int) -> None:
        for agent in players:
            decision: Decision = agent.decide(position.view(seat), position.legal_actions())
            assert decision.reason is not None, agent.name
            assert decision.explanation == decision.reason.render(REASON_TEXTS)
            seen.add(decision.reason.key)

    play(state, players, limit=120, watch=check)
    assert {"discard_spare", "distance", "at_random"} <= seen


def test_the_hints_match_odds_stay_between_0_and_100_percent() -> None:
    """Seen at the table (classic, 2 players, seed 11, hand 5, scores 3650 to 3775): the
    hint read 'discard Gasoline: the card least needed (gives match odds of 112% over 45
    sampled deals)', later 'of -27%'. A match to 1000 shows it from the first hand on."""
    rules = make_rules("classic", players=2, match_target=1000)
    state = new_game(rules, seed=3)
    hint = SearchAgent(seed=1, iterations=32, millis=None)  # the hint's player, unhurried
    other = get_agent("millebornes", "medium", 1)
    shown: list[int] = []
    for _ in range(120):
        if state.is_over:
            break
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        if seat == 0 and len(view.legal_actions) > 1:
            decision = hint.decide(view, view.legal_actions)
            assert decision.reason is not None
            percent = dict(decision.reason.values).get("percent")
            if isinstance(percent, int):
                shown.append(percent)
            state.apply(decision.action, seat=0)
        else:
            state.apply(other.decide(view, view.legal_actions).action, seat=seat)
    assert shown, "the hint never gave odds"
    assert [p for p in shown if not 0 <= p <= 100] == []


def test_the_hint_shows_the_share_of_games_won_not_the_value_searched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The value searched adds a share of the hand's margin to the win (and in a match the
    last hand's margin, which may run against the match's winner): the hint's percentage
    is the share of the sampled games won, whatever the value. Values all lifted by 10
    would read "won 100%" everywhere if the value were shown."""
    real = search.rollout

    def lifted(state: MilleBornesState, team: int, depth: int | None, style: Style) -> Any:
        value, steps = real(state, team, depth, style)
        return value + 10.0, steps

    monkeypatch.setattr(search, "rollout", lifted)
    state = new_game(make_rules("modern", players=2), seed=5)
    hint = SearchAgent(seed=1, iterations=24)
    other = get_agent("millebornes", "medium", 1)
    shown: list[int] = []
    while not state.is_over and len(shown) < 12:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        agent = hint if seat == 0 else other
        decision = agent.decide(view, view.legal_actions)
        if seat == 0 and decision.reason is not None:
            percent = dict(decision.reason.values).get("percent")
            if isinstance(percent, int):
                shown.append(percent)
        state.apply(decision.action, seat=seat)
    assert shown and all(0 <= p <= 100 for p in shown)
    assert any(p < 100 for p in shown), shown
