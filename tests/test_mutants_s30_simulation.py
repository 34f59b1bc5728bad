"""Behaviour of the simulation's study modules that the session-30 mutation sweep found no
test pinning, on made-up games (no game is played)."""

from __future__ import annotations

import dataclasses

import pytest

from roadgames.core.registry import get_game
from roadgames.simulation import GameRun, SimulationConfig
from roadgames.simulation import millebornes as mille_bornes_study
from roadgames.simulation.millebornes import HandFacts
from roadgames.simulation.rushshift import RoundFacts


def _seat_columns(players: int) -> list[str]:
    """The by-seat table's column headers after one made-up classic hand of ``players``."""
    rules = get_game("millebornes").rules_from_options("classic", players)
    config = SimulationConfig("millebornes", rules, ("random",) * players, games=1, seed=0)
    summary = mille_bornes_study.summary(config)
    teams = rules.num_teams
    lines = tuple((("Distance", 100 * (team + 1)),) for team in range(teams))
    shares = tuple(1.0 if team == teams - 1 else 0.0 for team in range(teams))
    summary.add(GameRun(0, (HandFacts("exhausted", 40, None, lines, shares),), shares))
    return [str(column.header) for column in summary.tables()[1].columns]


def test_the_seat_table_says_match_wins_are_the_team_s_only_in_partnership_play() -> None:
    # RULES.md §2: partners share one tableau and one score, so a seat's match wins are its
    # team's, as the table's other team columns say; a lone player's are its own
    assert "match wins (team)" in _seat_columns(4)
    assert "match wins" not in _seat_columns(4)
    assert "match wins" in _seat_columns(2)
    assert "match wins (team)" not in _seat_columns(2)


def test_the_facts_of_a_rush_hour_shift_game_cannot_be_changed_once_made() -> None:
    # as a Mille Bornes hand's: the summary and the CSV rows both read the same facts
    game = RoundFacts(winner=1, starter=0, turns=30, actions=90)
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.turns = 31  # type: ignore[misc]
    assert game == RoundFacts(1, 0, 30, 90) and len({game, RoundFacts(1, 0, 30, 90)}) == 1
