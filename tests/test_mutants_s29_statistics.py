"""Mutation sweep, session 29: the figures of a tournament (:mod:`roadgames.tournament.
statistics`) and the match odds the search players score by
(:mod:`roadgames.agents.millebornes.matchodds`), each worked out by hand from the formula
its docstring gives. Each test names the mutant it kills."""

from __future__ import annotations

import math
from statistics import NormalDist

import pytest

from roadgames.agents.millebornes.matchodds import SPREAD, hand_stake, match_odds
from roadgames.millebornes import make_rules
from roadgames.tournament.statistics import (
    HeadToHead,
    Standing,
    _solve,
    elo_difference,
    elo_ratings,
    t95,
    wilson,
)

# ------------------------------------------- Wilson's interval of one game


def test_one_game_has_a_wilson_interval_of_its_own() -> None:
    """Worked by hand, z = 1.96 (z² = 3.8415): one win in one game, p = 1,
    centre = (1 + z²/2) / (1 + z²) = 0.6033, half = z · √(z²/4) / (1 + z²) = 0.3967, so
    (0.2065, 1); one loss is its mirror (0, 0.7935). Only no game at all leaves the whole
    range open. (Mutant: one game treated as none.)"""
    low, high = wilson(1, 1)
    assert (round(low, 4), round(high, 4)) == (0.2065, 1.0)
    low, high = wilson(0, 1)
    assert (round(low, 4), round(high, 4)) == (0.0, 0.7935)
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_line_with_no_game_has_a_rate_of_zero_and_a_pair_keeps_no_points_unless_told() -> None:
    """A results line of a player with no game yet (a round robin just begun) has a win
    rate of 0, not a division by zero; a head-to-head line made without saying whether
    the games kept points says they did not (Rush Hour Shift's case: ``points`` is False
    by default). (Mutants: the rate divided regardless; the default turned on.)"""
    line = Standing("idle", 0, 0.0, 0.0, 1.0, None, 1500.0, 0.0, 0)
    assert line.rate == 0.0
    assert Standing("p", 4, 3.0, 0.3, 0.95, None, 1500.0, 0.0, 0).rate == 0.75
    pair = HeadToHead("a", "b", 0, 0.0, 0.0, 1.0)
    assert pair.points is False and pair.rate == 0.0


# ------------------------------------------- t95: beyond the table, within 1e-7


@pytest.mark.parametrize(
    ("df", "quantile"),
    [
        (31, 2.0395134464),
        (32, 2.0369333435),
        (35, 2.0301079283),
        (40, 2.0210753903),
        (60, 2.0002978220),
        (120, 1.9799304051),
        (1000, 1.9623390808),
    ],
)
def test_t95_beyond_the_table_is_within_a_ten_millionth_of_the_quantile(
    df: int, quantile: float
) -> None:
    """Beyond 30 degrees of freedom ``t95`` sums the expansion of the quantile in powers
    of 1/df (Abramowitz and Stegun 26.7.5), "within 1e-7 of it there" (its docstring).
    The quantiles, Student's t at 0.975, to ten decimals (as statistics tables and
    ``scipy.stats.t.ppf`` give them). (Mutants: a coefficient or a power of a term
    moved, the powers of 1/df counted from 0.)"""
    assert t95(df) == pytest.approx(quantile, abs=1e-7)


# ------------------------------------------- Elo and the Newton finish's linear solve


def test_a_perfect_or_null_rate_without_a_game_count_is_an_infinite_gap() -> None:
    """``elo_difference`` keeps the gap finite only given ``n`` games (its docstring): a
    rate of 1 or 0 alone is an infinite gap either way, and 0.5 none. (Mutants: either
    infinite answer deleted, the logarithm of 0 raised instead.)"""
    assert elo_difference(0.0) == -math.inf
    assert elo_difference(1.0) == math.inf
    assert elo_difference(0.5) == 0.0
    # clipped to half a game: 0.5 / 4 = 1/8, 400 · log10(7)
    assert elo_difference(1.0, 4) == pytest.approx(400 * math.log10(7), abs=1e-9)


def test_the_newton_step_solves_its_system_exactly_pivoting_where_it_must() -> None:
    """``_solve``: Gaussian elimination with partial pivoting. Worked by hand: with
    x = (1, 2, 3), the rows below give 2+6 = 8, 1+2+3 = 6 and 4+2−3 = 3; the first row's
    pivot is 0, so the rows must be swapped. A singular system has no answer (None).
    (Mutant: the elimination deleted, back-substitution on the raw rows.)"""
    solution = _solve([[0.0, 1.0, 2.0], [1.0, 1.0, 1.0], [4.0, 1.0, -1.0]], [8.0, 6.0, 3.0])
    assert solution == pytest.approx([1.0, 2.0, 3.0], abs=1e-12)
    assert _solve([[1.0, 2.0], [2.0, 4.0]], [1.0, 2.0]) is None


def test_a_player_with_no_meetings_beside_a_chain_the_newton_steps_finish() -> None:
    """A strict chain over 10,000 meetings a pair needs Newton's steps to finish the fit
    (Hunter's crawl); a fourth player who met nobody stays at strength 1 there as in
    Hunter's steps (rated 1500 before the mean is taken: ``elo_ratings``), so the chain's
    gaps are those without it and the idle player sits at the mean, 1500. (Mutant: the idle
    player looked up among the fitted ones, a KeyError.)"""
    labels = ["p0", "p1", "p2"]
    pairs = [("p0", "p1", 1.0), ("p0", "p2", 1.0), ("p1", "p2", 1.0)] * 10_000
    alone = elo_ratings(pairs, labels)
    ratings = elo_ratings(pairs, [*labels, "idle"])
    gaps = [ratings[a] - ratings["p2"] for a in labels]
    assert gaps == pytest.approx([alone[a] - alone["p2"] for a in labels], abs=1e-6)
    assert ratings["p0"] > ratings["p1"] > ratings["p2"]
    # the fitted log strengths add up to 0, the idle one's is 0: the mean is the idle one's
    assert ratings["idle"] == pytest.approx(1500, abs=1e-6)


# ------------------------------------------- match odds: P(win) = Φ(d / (SPREAD · S · √h))

#: Classic for 2 and for 3: a 700 trip, so S = 700 + 400 = 1100, a match to 5000.
CLASSIC_2 = make_rules("classic", 2)
CLASSIC_3 = make_rules("classic", 3)


#: The standard normal distribution function, from the standard library.
phi = NormalDist().cdf


def test_the_odds_follow_the_docstrings_formula_worked_by_hand() -> None:
    """Scores 3900 to 2800: d = 1100 = S, h = (5000 − 3900) / 1100 + 1 = 2, so
    P = Φ(1100 / (SPREAD · 1100 · √2)) = Φ(1 / (SPREAD · √2)), about 0.727; the trailing
    team has the rest. (Mutants: the trip's bonus, the hands left, the spread's root.)"""
    odds = match_odds(CLASSIC_2, [3900, 2800], 0)
    assert odds == pytest.approx(phi(1 / (SPREAD * math.sqrt(2))), abs=1e-12)
    assert 0.72 < odds < 0.73
    assert match_odds(CLASSIC_2, [3900, 2800], 1) == pytest.approx(1 - odds, abs=1e-12)


def test_past_the_match_target_one_hand_is_left() -> None:
    """Classic for 3: two teams level on 5200 play another hand (RULES.md §8, a tie at the
    top); the third, 1200 behind, has h = 1 (the hands left never fall below none):
    P = Φ(−1200 / (SPREAD · 1100)). (Mutants: the trip's bonus; it pins the floor too.)"""
    odds = match_odds(CLASSIC_3, [5200, 5200, 4000], 2)
    assert odds == pytest.approx(phi(-1200 / (SPREAD * 1100)), abs=1e-12)
    assert match_odds(CLASSIC_3, [5200, 5200, 4000], 0) == pytest.approx(0.5, abs=1e-12)


def test_a_hands_stake_is_the_odds_half_a_hand_ahead_less_half_a_hand_behind() -> None:
    """From 3900 to 2800 (classic for 2, S = 1100): winning the next hand by 550 gives
    d = 1650 over h = (5000 − 4450) / 1100 + 1 = 1.5; losing it by 550, d = 550 over
    h = (5000 − 3900) / 1100 + 1 = 2. (Mutants: half a hand, who gains it, the sign.)"""
    ahead = phi(1650 / (SPREAD * 1100 * math.sqrt(1.5)))
    behind = phi(550 / (SPREAD * 1100 * math.sqrt(2.0)))
    assert hand_stake(CLASSIC_2, [3900, 2800], 0) == pytest.approx(ahead - behind, abs=1e-12)
    assert hand_stake(CLASSIC_2, [2800, 3900], 1) == pytest.approx(ahead - behind, abs=1e-12)
