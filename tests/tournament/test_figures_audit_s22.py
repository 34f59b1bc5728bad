"""The figures of ``roadgames tournament`` checked against what they mean, independently of
the code that computes them (audit of session 22).

The Elo fit is checked by the equations that define it, not by numbers it printed: the
ratings of a Bradley–Terry maximum-likelihood fit are those whose expected scores (the Elo
formula, 1 / (1 + 10^(gap/400)) a meeting) add up, per player, to its actual score, each
pair's score held half a game from a perfect or null record (``elo_ratings``' docstring).
"""

from __future__ import annotations

import csv
import math
from collections import defaultdict
from itertools import combinations
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.tournament.statistics import elo_ratings

#: The normal 97.5% quantile, for the textbook Wilson interval.
Z = 1.959963984540054


def _clipped_scores(pairs: list[tuple[str, str, float]]) -> dict[str, float]:
    """Each player's score over its meetings, every pair's held within [0.5, n - 0.5]."""
    met: dict[tuple[str, str], list[float]] = defaultdict(lambda: [0, 0.0])
    for a, b, s in pairs:
        key = (a, b) if a < b else (b, a)
        met[key][0] += 1
        met[key][1] += s if a < b else 1 - s
    score: dict[str, float] = defaultdict(float)
    for (a, b), (n, won) in met.items():
        held = min(max(won, 0.5), n - 0.5) if n > 1 else 0.5
        score[a] += held
        score[b] += n - held
    return score


def _expected_scores(
    pairs: list[tuple[str, str, float]], ratings: dict[str, float]
) -> dict[str, float]:
    """Each player's expected score over its meetings under ``ratings`` (the Elo formula)."""
    expected: dict[str, float] = defaultdict(float)
    for a, b, _ in pairs:
        chance = 1 / (1 + 10 ** ((ratings[b] - ratings[a]) / 400))
        expected[a] += chance
        expected[b] += 1 - chance
    return expected


@pytest.mark.parametrize(("players", "meetings"), [(3, 10_000), (4, 5_000), (6, 1_000)])
def test_elo_of_a_strict_chain_over_many_meetings_is_the_fit(players: int, meetings: int) -> None:
    """Every player beat every weaker one in all their meetings (a wins all against b, b all
    against c, ...), many times: each pair's record is held half a game from perfect, so
    the ratings lie far apart, and the fit must still reach the maximum likelihood, where
    each player's expected score is its score. Hunter's iterations alone stopped short here
    (10,000 of them; 3 players 10,000 meetings a pair: 29 Elo off, the weakest player
    expected to score 3 where it scored 1)."""
    labels = [f"p{i}" for i in range(players)]
    pairs = [(labels[i], labels[j], 1.0) for i, j in combinations(range(players), 2)]
    pairs *= meetings
    ratings = elo_ratings(pairs, labels)
    score = _clipped_scores(pairs)
    expected = _expected_scores(pairs, ratings)
    for label in labels:
        assert expected[label] == pytest.approx(score[label], abs=0.01), label
    assert sum(ratings.values()) / players == pytest.approx(1500)
    ranked = sorted(labels, key=ratings.__getitem__, reverse=True)
    assert ranked == labels


def _wilson(k: float, n: int) -> tuple[float, float]:
    """The textbook Wilson score interval (shared wins may be fractions)."""
    p = k / n
    centre = p + Z * Z / (2 * n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return (centre - half) / (1 + Z * Z / n), (centre + half) / (1 + Z * Z / n)


def _rank(row: dict[str, str]) -> tuple[float, float]:
    """How a team ranks in its game: by its share of the win, then, where it lost, by its
    points (winners that shared the win are level whatever their points)."""
    share = float(row["win_share"])
    return share, float(row["score"]) if share == 0 else 0.0


def test_a_round_robin_of_three_teams_recomputed_from_its_games(tmp_path: Path) -> None:
    """Four players at tables of three (a round robin of 12 games a deal): the standings and
    the head-to-head files say what ``games.csv`` gives, recomputed here with the textbook
    formulas: wins as the shares added, Wilson's interval, the margin over the best other
    team, and per ordered pair the meetings where the row finished ahead (more of the win,
    or where both lost more points; level a half)."""
    out = tmp_path / "run"
    agents = "random,easy,heuristic,easy"
    args = ["tournament", "--agents", agents, "--players", "3", "--deals", "2", "--jobs", "1"]
    assert main([*args, "--out", str(out)]) == 0
    games: dict[tuple[str, str], dict[int, dict[str, str]]] = defaultdict(dict)
    with (out / "games.csv").open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            games[row["deal"], row["rotation"]][int(row["team"])] = row
    assert len(games) == 2 * 12
    labels = ["random", "easy", "heuristic", "easy#2"]
    shares: dict[str, float] = defaultdict(float)
    seats: dict[str, int] = defaultdict(int)
    margins: dict[str, list[float]] = defaultdict(list)
    met: dict[tuple[str, str], int] = defaultdict(int)
    ahead: dict[tuple[str, str], float] = defaultdict(float)
    for game in games.values():
        for team, row in game.items():
            seats[row["player"]] += 1
            shares[row["player"]] += float(row["win_share"])
            best_other = max(float(r["score"]) for t, r in game.items() if t != team)
            margins[row["player"]].append(float(row["score"]) - best_other)
        for i, j in combinations(sorted(game), 2):
            a, b = game[i], game[j]
            key_a, key_b = _rank(a), _rank(b)
            won = 1.0 if key_a > key_b else 0.0 if key_a < key_b else 0.5
            met[a["player"], b["player"]] += 1
            met[b["player"], a["player"]] += 1
            ahead[a["player"], b["player"]] += won
            ahead[b["player"], a["player"]] += 1 - won
    with (out / "standings.csv").open(encoding="utf-8") as handle:
        table = {row["player"]: row for row in csv.DictReader(handle)}
    assert list(table) == labels
    for label in labels:
        row = table[label]
        assert int(row["games"]) == seats[label] == 2 * 3 * 3  # 3 groups of 3, 3 rotations
        assert float(row["wins"]) == pytest.approx(shares[label])
        low, high = _wilson(shares[label], seats[label])
        assert float(row["ci_low"]) == pytest.approx(low, abs=6e-5)
        assert float(row["ci_high"]) == pytest.approx(high, abs=6e-5)
        mean = sum(margins[label]) / len(margins[label])
        assert float(row["mean_margin"]) == pytest.approx(mean, abs=6e-4)
    with (out / "head_to_head.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["player"], r["opponent"]) for r in rows] == [
        (a, b) for a in labels for b in labels if a != b
    ]
    for row in rows:
        pair = (row["player"], row["opponent"])
        assert int(row["games"]) == met[pair] == 2 * 2 * 3  # 2 groups hold both, 3 rotations
        assert float(row["wins"]) == pytest.approx(ahead[pair])
        low, high = _wilson(ahead[pair], met[pair])
        assert float(row["ci_low"]) == pytest.approx(low, abs=6e-5)
        assert float(row["ci_high"]) == pytest.approx(high, abs=6e-5)
