"""A stopped simulation's workers end the game in hand within 64 actions of the stop,
whatever the length of its hands (session 42)."""

from __future__ import annotations

import pytest

import roadgames.simulation as simulation
from roadgames.core.registry import get_game
from roadgames.simulation import SimulationConfig, play_one


def test_a_match_of_short_hands_still_looks_every_64_actions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``play_one`` looks whether the run has stopped every 64 actions of the whole game,
    not of each hand: counted per hand, a match of hands shorter than 64 actions (classic
    between heuristic players: about 65) never looked, and Ctrl-C on ``simulate --seats
    expert`` waited for whole matches, most of a minute each, to end."""
    looks: list[int] = []
    monkeypatch.setattr(simulation, "check_stopped", lambda: looks.append(1))
    rules = get_game("millebornes").rules_from_options("classic", 2)
    config = SimulationConfig("millebornes", rules, ("heuristic", "heuristic"), games=1)
    run = play_one(config, 0)
    actions = sum(part.actions for part in run.parts)
    assert len(run.parts) > 1
    assert len(looks) >= actions // 64 > 0
