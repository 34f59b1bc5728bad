"""Meetings of lineups at a table of three or more teams, worked out by hand: where both
teams of a meeting lost, the one with more points finished ahead of the other (the game
ranks them by points: RULES.md §7-8, a one-hand game goes to the most points). Counting
every pair of losers level, as the meetings did, told a player that never won from one
that always came second: their head to head read 50%, and a ``random`` that lost every
game of five seats was rated only 120 Elo below ``heuristic``."""

from __future__ import annotations

import math

import pytest
from test_mutants_statistics import game

from roadgames.tournament.report import head_to_head_table
from roadgames.tournament.statistics import (
    elo_difference,
    head_to_head,
    meetings,
    standings,
    wilson,
)


def test_of_two_losers_the_one_with_more_points_finished_ahead() -> None:
    result = game(("a", "b", "c"), (1.0, 0.0, 0.0), (1000.0, 500.0, 100.0))
    assert list(meetings([result])) == [("a", "b", 1.0), ("a", "c", 1.0), ("b", "c", 1.0)]


def test_losers_on_equal_points_are_level() -> None:
    result = game(("a", "b", "c"), (1.0, 0.0, 0.0), (1000.0, 300.0, 300.0))
    assert list(meetings([result]))[2] == ("b", "c", 0.5)


def test_losers_of_a_game_without_points_are_level() -> None:
    result = game(("a", "b", "c"), (0.0, 1.0, 0.0), None)
    assert list(meetings([result])) == [("a", "b", 0.0), ("a", "c", 0.5), ("b", "c", 1.0)]


def test_teams_that_share_the_win_stay_level_whatever_their_points() -> None:
    """A stalled hand is a draw for the game: its points do not undo that (nor with two
    teams, where the win rate counts the same draw as a half)."""
    stalled = game(("a", "b", "c"), (1 / 3, 1 / 3, 1 / 3), (300.0, 200.0, 100.0))
    assert [score for _, _, score in meetings([stalled])] == [0.5, 0.5, 0.5]
    two = game(("a", "b"), (0.5, 0.5), (300.0, 100.0))
    assert list(meetings([two])) == [("a", "b", 0.5)]


def test_the_head_to_head_of_three_seats_ranks_the_losers() -> None:
    """``x`` wins each of four games; ``y`` comes second on points in three, ``z`` in one:
    ``y`` finished ahead of ``z`` 3 times in 4 (not 2 of 4, every meeting level)."""
    results = [
        game(("x", "y", "z"), (1.0, 0.0, 0.0), (900.0, second, 600.0 - second), rotation=r)
        for r, second in enumerate((400.0, 500.0, 350.0, 100.0))
    ]
    found = {(m.label, m.opponent): m for m in head_to_head(results, ["x", "y", "z"])}
    assert (found["y", "z"].games, found["y", "z"].score) == (4, 3.0)
    assert (found["y", "z"].low, found["y", "z"].high) == pytest.approx(wilson(3, 4))
    assert found["z", "y"].score == 1.0
    assert found["x", "y"].score == 4.0 == found["x", "z"].score


def test_a_player_that_never_wins_five_seats_is_rated_as_it_loses() -> None:
    """Two lineups at five teams (x, y, x, y, x in the first rotation): one team of ``x``
    wins every game and every team of ``x`` outscores every team of ``y``. Each game holds
    3 × 2 = 6 meetings of ``x`` and ``y``, all ``x``'s: over 5 games, 30 of 30, clipped half
    a game short as a perfect record is (29.5 of 30)."""
    pattern = ("x", "y", "x", "y", "x")
    results = []
    for r in range(5):
        labels = tuple(pattern[(t + r) % 5] for t in range(5))
        shares = tuple(1.0 if t == labels.index("x") else 0.0 for t in range(5))
        scores = tuple(700.0 if label == "x" else 200.0 for label in labels)
        results.append(game(labels, shares, scores, rotation=r))
    table = {row.label: row for row in standings(results, ["x", "y"])}
    gap = table["x"].elo - table["y"].elo
    assert gap == pytest.approx(elo_difference(29.5 / 30)) and math.isfinite(gap)
    assert gap > 600  # where every loser was level, 6 meetings a game scored 4 of 6: 120


def test_the_head_to_head_table_says_how_losers_are_ranked() -> None:
    result = game(("a", "b", "c"), (1.0, 0.0, 0.0), (1000.0, 500.0, 100.0))
    shown = head_to_head_table(head_to_head([result], ["a", "b", "c"]), ["a", "b", "c"])
    assert "where both lost, scored more points" in str(shown.caption)
