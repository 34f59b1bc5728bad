"""Mutation sweep, session 29, continued: what the tournament's figures
(:mod:`roadgames.tournament.statistics`) promise that no test pinned, each worked out by
hand from the formula its docstring gives. Each test names the mutants it kills."""

from __future__ import annotations

import math

import pytest

from roadgames.tournament.statistics import _newton_fit, _solve, elo_ratings, t95

# ------------------------------------------- t95: the table holds to 30 inclusive


def test_t95_reads_30_degrees_of_freedom_from_its_table() -> None:
    """ "From a table to 30, beyond by the expansion": the table's last entry, 2.042272
    (to six decimals, as tables print it), is t95(30) itself; the expansion would give
    2.0422724 there, 4e-7 off the printed figure. (Mutant: the table read only below 30.)"""
    assert t95(30) == 2.042272
    assert t95(29) == 2.045230
    assert t95(31) != round(t95(31), 6)  # beyond: the expansion, not a six-decimal figure


# ------------------------------------------- Hunter's steps: ratings of mean 1500


def test_a_player_with_no_meetings_sits_at_the_mean_beside_a_fit_that_settles() -> None:
    """Three players each 3–1 over the next (``a`` over ``b``, ``b`` over ``c``) and over
    the one after (``a`` over ``c``): Hunter's steps settle (no Newton finish). A fourth
    player who met nobody is rated 1500 before the mean is taken (the docstring), and the
    fitted strengths are kept at a geometric mean of 1 at every step, so the idle one sits
    exactly at the mean, 1500, and the others' gaps are those of the fit without it; ``a``
    and ``c`` lie symmetrically about ``b``. (Mutant: the strengths not brought back to a
    geometric mean of 1, so they drift off the idle player's.)"""
    three = [("a", "b", 1.0)] * 3 + [("a", "b", 0.0)]
    three += [("b", "c", 1.0)] * 3 + [("b", "c", 0.0)]
    three += [("a", "c", 1.0)] * 3 + [("a", "c", 0.0)]
    alone = elo_ratings(three, ["a", "b", "c"])
    ratings = elo_ratings(three, ["a", "b", "c", "idle"])
    assert ratings["idle"] == pytest.approx(1500.0, abs=1e-9)
    assert alone["b"] == pytest.approx(1500.0, abs=1e-9)
    for label in "abc":
        assert ratings[label] - ratings["b"] == pytest.approx(alone[label] - 1500.0, abs=1e-9)
    assert ratings["a"] - ratings["b"] == pytest.approx(ratings["b"] - ratings["c"], abs=1e-9)
    assert ratings["a"] > ratings["b"] > ratings["c"]


def test_two_players_who_never_met_are_both_rated_1500() -> None:
    """A two-player table before any game (a run just begun): a player with no meetings
    is rated 1500 (the docstring), so both are, with no gap between them, rather than a
    gap from a rate of 0 games out of 0. (Mutant: the gap taken from 0 / 0 regardless.)"""
    assert elo_ratings([], ["a", "b"]) == {"a": 1500.0, "b": 1500.0}


# ------------------------------------------- Newton's finish of the Bradley–Terry fit


@pytest.mark.parametrize("start", [4.0, -10.0, -2.5])
def test_newtons_steps_from_near_or_far_reach_the_fit(start: float) -> None:
    """Two players, ten meetings, ``a`` won nine: the Bradley–Terry fit has
    s_a / (s_a + s_b) = 9/10, so s_a = 9 s_b, and with the log strengths adding up to 0
    (the docstring), s_a = 3 and s_b = 1/3. From a start far off (``b`` e⁴ times
    stronger than ``a``, or e¹⁰ times weaker) a whole Newton step overshoots: from e⁴,
    the gradient 1 − 10·σ(4) = −8.82 over the curvature 10·σ(4)·σ(−4) = 0.177 jumps to
    log s_b ≈ −46, where the next step overflows. Halved "while a step would lower the
    likelihood", the steps reach the fit. From e^−2.5, near it, the step up to
    log s_b = log(1/9) = −2.197 raises the likelihood; it must be weighed by that
    likelihood (each pair's log(s_a + s_b) once), else it is refused and the fit stops
    short. (Mutants: the likelihood's sum deleted, so every step is taken whole; each
    pair's term weighed twice or four times.)"""
    fitted = _newton_fit(
        {"a": 1.0, "b": math.exp(start)},
        {"a": 9.0, "b": 1.0},
        {"a": [("b", 10)], "b": [("a", 10)]},
    )
    assert fitted == pytest.approx({"a": 3.0, "b": 1 / 3}, abs=1e-6)


def test_meetings_that_do_not_join_every_player_leave_the_strengths_as_they_were() -> None:
    """``a`` met only ``b`` and ``c`` only ``d``: no one fit rates the two pairs against
    each other (the system of Newton's step is singular), so the strengths come back
    unchanged, as the docstring says. (Mutant: nothing returned there.)"""
    start = {"a": 2.0, "b": 0.5, "c": 1.5, "d": 1 / 1.5}
    wins = {"a": 3.0, "b": 1.0, "c": 2.0, "d": 2.0}
    opponents = {"a": [("b", 4)], "b": [("a", 4)], "c": [("d", 4)], "d": [("c", 4)]}
    assert _newton_fit(start, wins, opponents) == start


def test_a_system_singular_but_for_rounding_has_no_answer() -> None:
    """The second row is three times the first, so the matrix is singular; in floating
    point 0.9 − (0.3 / 0.1) · 0.3 leaves 2.2e-16, not 0, as the last pivot. ``_solve``
    calls a pivot within 1e-12 of the matrix's largest entry (0.9) none: no answer, rather
    than one of its endless answers picked by rounding ((4, 2) here). (Mutant: the
    tolerance floor-divided, 0; a zero pivot let through where the matrix is all 0.)"""
    assert _solve([[0.1, 0.3], [0.3, 0.9]], [1.0, 3.0]) is None
    # nothing at all to pivot on: singular too, not a division by zero (mutant: < for <=)
    assert _solve([[0.0]], [1.0]) is None
    # a well-posed system of the same size is solved: x = (1, 2) gives 0.7 and 1.9
    assert _solve([[0.1, 0.3], [0.3, 0.8]], [0.7, 1.9]) == pytest.approx([1.0, 2.0])
