"""Tournament statistics on rigged results whose answers are worked out by hand (each case
was missed by the other tests: a changed formula went unnoticed).

Wilson's interval has closed forms at the edges, with z = 1.9599640 (the normal 97.5%
quantile) and z² = 3.8414588: for 0 wins of n it is [0, z²/(n + z²)], for n of n
[n/(n + z²), 1], and for a rate of one half ½ ± z / (2·√(n + z²)).
"""

from __future__ import annotations

import csv
import math
from pathlib import Path
from statistics import NormalDist

import pytest
from rich.console import Console

from roadgames.tournament.compare import PairedDifference
from roadgames.tournament.report import paired_table, results_table, write_csv
from roadgames.tournament.runner import GameResult, micros_of
from roadgames.tournament.statistics import (
    Z95,
    Standing,
    elo_ratings,
    lineup_share,
    standings,
    wilson,
)


def game(
    labels: tuple[str, ...],
    shares: tuple[float, ...],
    scores: tuple[float, ...] | None = None,
    deal: int = 0,
    rotation: int = 0,
) -> GameResult:
    """A game's result without times."""
    return GameResult(deal, rotation, labels, shares, scores, {})


def rows(results: list[GameResult], labels: list[str]) -> dict[str, Standing]:
    """The standings by label."""
    return {row.label: row for row in standings(results, labels)}


def test_z95_is_the_normal_quantile() -> None:
    """The 95% two-sided interval uses the 97.5% quantile of the standard normal."""
    assert pytest.approx(NormalDist().inv_cdf(0.975), abs=1e-12) == Z95


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [
        (0, 10, 0.0, 0.2775328),  # z²/(10 + z²) = 3.8414588 / 13.8414588
        (10, 10, 0.7224672, 1.0),  # 10 / 13.8414588
        (5, 10, 0.2365931, 0.7634069),  # ½ ± 1.9599640 / (2 × 3.7204111)
        (2, 4, 0.1500390, 0.8499610),  # ½ ± 1.9599640 / (2 × 2.8002605)
    ],
)
def test_wilson_matches_its_closed_forms_to_seven_places(
    wins: float, n: int, low: float, high: float
) -> None:
    assert wilson(wins, n) == pytest.approx((low, high), abs=2e-7)


def test_no_games_leave_the_whole_range_open() -> None:
    """Without a game nothing is known of the win rate: the interval is [0, 1]."""
    assert wilson(0, 0) == (0.0, 1.0)
    (row,) = standings([], ["x"])
    assert (row.games, row.low, row.high) == (0, 0.0, 1.0)


@pytest.mark.parametrize("n", [16, 21, 37, 40])
def test_the_interval_never_leaves_zero_to_one(n: int) -> None:
    """At 0 of n the interval starts at exactly 0 and at n of n it ends at exactly 1 (the
    closed forms); rounding must not push them past (16 and 40 games did, above 1; 21 and
    37, below 0)."""
    assert wilson(0, n)[0] == 0.0
    assert wilson(n, n)[1] == 1.0
    assert wilson(0, n)[1] == pytest.approx(Z95**2 / (n + Z95**2))


def test_elo_of_three_players_fits_a_consistent_chain_exactly() -> None:
    """a beats b 3–1, b beats c 3–1 and a beats c 9–1: exactly what ratings 400·log10(3)
    = 190.8 apart predict (odds 3, 3 and 3 × 3 = 9). That fit matches every player's
    expected score to its actual score, so it is the maximum likelihood: a = 1690.8,
    b = 1500, c = 1309.2."""
    pairs = [("a", "b", 1.0)] * 3 + [("a", "b", 0.0)]
    pairs += [("b", "c", 1.0)] * 3 + [("b", "c", 0.0)]
    pairs += [("a", "c", 1.0)] * 9 + [("a", "c", 0.0)]
    ratings = elo_ratings(pairs, ["a", "b", "c"])
    gap = 400 * math.log10(3)
    assert ratings["a"] == pytest.approx(1500 + gap, abs=0.5)
    assert ratings["b"] == pytest.approx(1500, abs=0.5)
    assert ratings["c"] == pytest.approx(1500 - gap, abs=0.5)


def test_elo_of_a_cycle_is_level() -> None:
    """a beats b, b beats c and c beats a, each 3–1: by symmetry nobody is stronger, and
    every rating is 1500."""
    pairs = [(x, y, s) for x, y in ("ab", "bc", "ca") for s in (1.0, 1.0, 1.0, 0.0)]
    ratings = elo_ratings(pairs, ["a", "b", "c"])
    assert ratings == pytest.approx({"a": 1500.0, "b": 1500.0, "c": 1500.0}, abs=0.5)


def test_elo_of_results_no_ratings_fit_exactly_gives_each_player_its_score() -> None:
    """a beats b 3–1, b beats c 3–1, but a and c split 2 games: no ratings predict all three.
    The maximum-likelihood fit is where each player's expected score (the Elo formula,
    1 / (1 + 10^(gap/400)) a game) adds up to its actual score: a 4, b 4, c 2 of their
    games. Pairs are listed both ways round: who comes first must not matter."""
    pairs = [("a", "b", 1.0)] * 3 + [("b", "a", 1.0)]
    pairs += [("c", "b", 0.0)] * 3 + [("b", "c", 0.0)]
    pairs += [("a", "c", 1.0), ("c", "a", 1.0)]
    ratings = elo_ratings(pairs, ["a", "b", "c"])
    expected = dict.fromkeys("abc", 0.0)
    for x, y, _ in pairs:
        chance = 1 / (1 + 10 ** ((ratings[y] - ratings[x]) / 400))
        expected[x] += chance
        expected[y] += 1 - chance
    assert expected == pytest.approx({"a": 4.0, "b": 4.0, "c": 2.0}, abs=0.01)
    assert sum(ratings.values()) / 3 == pytest.approx(1500)


def test_elo_of_a_player_with_few_games_is_fitted_too() -> None:
    """a and b split 200 games evenly; c plays a only 4 times and wins 3. The fit is exact:
    a = b, and c 400·log10(3) = 190.8 above them; about a mean of 1500, a = b = 1436.4 and
    c = 1627.2. (c's few games weigh little in each step of the fit: it must run to the
    end.)"""
    pairs = [("a", "b", 1.0), ("a", "b", 0.0)] * 100
    pairs += [("c", "a", 1.0)] * 3 + [("c", "a", 0.0)]
    ratings = elo_ratings(pairs, ["a", "b", "c"])
    gap = 400 * math.log10(3)
    assert ratings["a"] == pytest.approx(1500 - gap / 3, abs=0.5)
    assert ratings["b"] == pytest.approx(1500 - gap / 3, abs=0.5)
    assert ratings["c"] == pytest.approx(1500 + 2 * gap / 3, abs=0.5)


@pytest.mark.parametrize("labels", [["x", "y"], ["x", "y", "z"]])
def test_drawn_games_give_equal_ratings(labels: list[str]) -> None:
    """Every game shared between every pair: nobody is stronger, every rating is 1500."""
    results = [game(tuple(labels), (0.5,) * len(labels)) for _ in range(4)]
    table = rows(results, labels)
    for label in labels:
        assert table[label].elo == pytest.approx(1500, abs=1e-6)


def test_a_lineup_never_plays_itself_in_the_ratings() -> None:
    """Three teams, two lineups: x holds teams 0 and 2, y team 1; x's team 0 wins. The
    contests are x (team 0) beat y, and y tied x (team 2, both lost): x scores 1.5 of 2,
    a rate of 0.75, so x is 400·log10(3) = 190.8 above y, split about 1500."""
    table = rows([game(("x", "y", "x"), (1.0, 0.0, 0.0))], ["x", "y"])
    half = 200 * math.log10(3)
    assert table["x"].elo == pytest.approx(1500 + half)
    assert table["y"].elo == pytest.approx(1500 - half)


def test_a_lineup_seated_twice_counts_each_team_in_its_interval() -> None:
    """The same two lineups at three teams in two games: x sits at two teams of each (4
    team games) and wins 2 of them; its interval is Wilson's for 2 of 4, ½ ± 0.3499610."""
    results = [
        game(("x", "y", "x"), (1.0, 0.0, 0.0), rotation=0),
        game(("y", "x", "x"), (0.0, 1.0, 0.0), rotation=1),
    ]
    x = rows(results, ["x", "y"])["x"]
    assert (x.games, x.wins) == (4, 2.0)
    assert (x.low, x.high) == pytest.approx((0.1500390, 0.8499610), abs=2e-7)


def test_the_margin_is_taken_against_the_best_other_team() -> None:
    """Three teams score 900, 500 and 300: the winner's margin is its lead over the
    runner-up (+400), the others' their deficit to the winner (−400, −600)."""
    table = rows([game(("x", "y", "z"), (1.0, 0.0, 0.0), (900.0, 500.0, 300.0))], ["x", "y", "z"])
    margins = [table[label].margin for label in "xyz"]
    assert margins == [400.0, -400.0, -600.0]


def test_the_time_per_decision_is_the_median() -> None:
    """Decisions of 1, 2 and 30 ms: the median is 2 ms (the mean, 11 ms, would let one
    slow decision speak for all), the slowest 30 ms."""
    result = GameResult(0, 0, ("x", "y"), (1.0, 0.0), None, {"x": micros_of([0.001, 0.002, 0.030])})
    x = rows([result], ["x", "y"])["x"]
    assert x.median_ms == pytest.approx(2.0)
    assert x.max_ms == pytest.approx(30.0)


def test_a_lineups_share_of_a_game_is_its_mean_over_its_teams() -> None:
    """x holds the winning team and a losing one: its share of the game is one half."""
    held_twice = game(("x", "y", "x"), (1.0, 0.0, 0.0))
    assert lineup_share(held_twice, "x") == 0.5
    assert lineup_share(held_twice, "y") == 0.0
    assert lineup_share(held_twice, "z") == 0.0


def test_standings_csv_holds_the_interval_in_order(tmp_path: Path) -> None:
    """x wins 5 of 10 against y: ``ci_low`` 0.2366 and ``ci_high`` 0.7634 (½ ± 0.2634069)."""
    results = [
        game(("x", "y") if deal % 2 else ("y", "x"), (1.0, 0.0), deal=deal) for deal in range(10)
    ]
    write_csv(tmp_path, results, standings(results, ["x", "y"]))
    with (tmp_path / "standings.csv").open(encoding="utf-8") as handle:
        table = {row["player"]: row for row in csv.DictReader(handle)}
    assert (table["x"]["ci_low"], table["x"]["ci_high"]) == ("0.2366", "0.7634")
    assert table["x"]["win_rate"] == "0.5000"


def test_times_under_ten_ms_show_two_decimals() -> None:
    """5.5 ms reads 5.50 (under 10 ms two decimals tell fast players apart); 12.3 reads 12."""
    row = Standing("x", 10, 5.0, 0.2366, 0.7634, None, 1500.0, 5.5, 40, max_ms=12.3)
    console = Console(width=120, record=True)
    console.print(results_table([row], "a run"))
    line = next(text for text in console.export_text().splitlines() if text.split()[:1] == ["x"])
    assert line.split()[-2:] == ["5.50", "12"]


def test_a_paired_gain_shows_its_sign() -> None:
    """A difference of +12.5 points reads "+12.5", a loss "−" as usual."""
    lines = [
        PairedDifference("x", "x", 8, 0.625, 0.5, 0.125, 0.1, 3),
        PairedDifference("y", "y", 8, 0.375, 0.5, -0.125, 0.1, 3),
    ]
    console = Console(width=160, record=True)
    console.print(paired_table(lines, "old"))
    text = console.export_text()
    assert "+12.5 ± 10.0" in text and "-12.5 ± 10.0" in text
