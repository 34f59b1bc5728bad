"""Tournament statistics against known numbers."""

from __future__ import annotations

import math

import pytest

from roadgames.tournament.runner import GameResult, micros_of
from roadgames.tournament.statistics import elo_difference, elo_ratings, standings, wilson


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [
        (8, 10, 0.4902, 0.9433),  # the textbook example (Wilson 1927; Newcombe 1998)
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (50, 100, 0.4038, 0.5962),
        (81, 263, 0.2553, 0.3662),  # Newcombe 1998, table I
    ],
)
def test_wilson_interval_matches_published_values(
    wins: float, n: int, low: float, high: float
) -> None:
    got = wilson(wins, n)
    assert got == pytest.approx((low, high), abs=1e-4)


def test_elo_from_known_win_rates() -> None:
    assert elo_difference(0.5) == 0.0
    assert elo_difference(0.75) == pytest.approx(400 * math.log10(3))  # 190.85
    assert elo_difference(10 / 11) == pytest.approx(400.0)
    assert elo_difference(0.25) == pytest.approx(-elo_difference(0.75))
    assert elo_difference(1.0) == math.inf
    assert elo_difference(1.0, n=100) == pytest.approx(400 * math.log10(199))


def test_elo_ratings_of_two_players_split_the_gap() -> None:
    pairs = [("a", "b", 1.0)] * 3 + [("a", "b", 0.0)]
    ratings = elo_ratings(pairs, ["a", "b"])
    assert ratings["a"] - ratings["b"] == pytest.approx(400 * math.log10(3))
    assert (ratings["a"] + ratings["b"]) / 2 == pytest.approx(1500)


def test_elo_ratings_of_a_chain_are_ordered_and_consistent() -> None:
    pairs = [("a", "b", 1.0)] * 30 + [("a", "b", 0.0)] * 10
    pairs += [("b", "c", 1.0)] * 30 + [("b", "c", 0.0)] * 10
    ratings = elo_ratings(pairs, ["a", "b", "c"])
    assert ratings["a"] > ratings["b"] > ratings["c"]
    # symmetric evidence: b sits in the middle, at the mean
    assert ratings["b"] == pytest.approx(1500, abs=1)
    assert ratings["a"] - ratings["b"] == pytest.approx(ratings["b"] - ratings["c"], abs=1)


def test_standings_count_shared_wins_as_half_and_margins_per_team() -> None:
    results = [
        GameResult(
            0,
            0,
            ("x", "y"),
            (1.0, 0.0),
            (900.0, 300.0),
            {"x": micros_of([0.01]), "y": micros_of([0.03])},
        ),
        GameResult(
            0,
            1,
            ("y", "x"),
            (0.5, 0.5),
            (500.0, 500.0),
            {"x": micros_of([0.02]), "y": micros_of([0.05])},
        ),
    ]
    table = {row.label: row for row in standings(results, ["x", "y"])}
    assert table["x"].wins == 1.5 and table["x"].games == 2
    assert table["x"].rate == 0.75
    assert table["x"].margin == pytest.approx(300.0)
    assert table["y"].margin == pytest.approx(-300.0)
    assert table["x"].median_ms == pytest.approx(15.0)
    assert table["y"].median_ms == pytest.approx(40.0)
    assert table["x"].max_ms == pytest.approx(20.0) and table["y"].max_ms == pytest.approx(50.0)
    assert (table["x"].low, table["x"].high) == wilson(1.5, 2)


def test_elo_of_a_perfect_record_among_three_is_finite_and_clipped_as_with_two() -> None:
    """a beats b and c in all 20 meetings each, b and c split theirs: a's record against
    each is clipped to 19.5 of 20, as two players' are, so a stands
    ``elo_difference(19.5 / 20)`` above both (a rating that a fit left to run would push
    without end)."""
    pairs = [("a", "b", 1.0)] * 20 + [("c", "a", 0.0)] * 20
    pairs += [("b", "c", 1.0), ("b", "c", 0.0)] * 10
    ratings = elo_ratings(pairs, ["a", "b", "c"])
    gap = elo_difference(19.5 / 20)
    assert ratings["a"] - ratings["b"] == pytest.approx(gap, abs=0.01)
    assert ratings["b"] == pytest.approx(ratings["c"], abs=0.01)
    assert sum(ratings.values()) / 3 == pytest.approx(1500)


def test_elo_of_a_player_with_no_meetings_stays_at_the_base() -> None:
    pairs = [("a", "b", 1.0), ("a", "b", 0.0)]
    ratings = elo_ratings(pairs, ["a", "b", "c"])
    assert ratings == pytest.approx({"a": 1500.0, "b": 1500.0, "c": 1500.0})
