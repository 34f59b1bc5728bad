"""The statistics of a tournament: win rate with a Wilson interval, mean score margin, Elo,
and time per decision."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from roadgames.tournament.rotations import rotation_count

if TYPE_CHECKING:
    from roadgames.tournament.runner import GameResult

Z95 = 1.959963984540054
ELO_BASE = 1500.0

#: Student's t quantile 0.975 (two-sided 95%) for 1 to 30 degrees of freedom, to six decimals.
_T95 = (12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004,
        2.262157, 2.228139, 2.200985, 2.178813, 2.160369, 2.144787, 2.131450, 2.119905,
        2.109816, 2.100922, 2.093024, 2.085963, 2.079614, 2.073873, 2.068658, 2.063899,
        2.059539, 2.055529, 2.051831, 2.048407, 2.045230, 2.042272)  # fmt: skip


def t95(df: int) -> float:
    """Student's t quantile 0.975 with ``df`` degrees of freedom: the half width, in standard
    errors, of a two-sided 95% interval of a mean of ``df + 1`` values. From a table to 30,
    beyond by the expansion of the quantile in powers of 1/df about the normal one
    (Abramowitz and Stegun 26.7.5), within 1e-7 of it there, so no step at 30.

    >>> round(t95(1), 3), round(t95(5), 3), round(t95(30), 3), round(t95(120), 3)
    (12.706, 2.571, 2.042, 1.98)
    """
    if df < 1:
        raise ValueError(f"a t quantile needs 1 or more degrees of freedom, not {df}")
    if df <= len(_T95):
        return _T95[df - 1]
    z = Z95
    terms = (
        (z**3 + z) / 4,
        (5 * z**5 + 16 * z**3 + 3 * z) / 96,
        (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384,
        (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160,
    )
    return z + sum(term / float(df) ** power for power, term in enumerate(terms, 1))


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (``wins`` may hold halves for shared wins).

    >>> [round(x, 4) for x in wilson(8, 10)]
    [0.4902, 0.9433]
    """
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def elo_difference(rate: float, n: int | None = None) -> float:
    """The Elo gap that predicts a score ``rate``; with ``n`` games, a perfect or null rate
    is clipped to half a game from it, so the gap stays finite.

    >>> round(elo_difference(0.75), 1)
    190.8
    """
    if n:
        rate = min(max(rate, 0.5 / n), 1 - 0.5 / n)
    if rate <= 0.0:
        return -math.inf
    if rate >= 1.0:
        return math.inf
    return 400.0 * math.log10(rate / (1 - rate))


def elo_ratings(pairs: Sequence[tuple[str, str, float]], labels: Sequence[str]) -> dict[str, float]:
    """Elo ratings (mean 1500) fitted to pairwise results ``(a, b, score of a)``.

    Two players: the gap is exactly :func:`elo_difference` of the first one's score. More:
    the Bradley–Terry maximum-likelihood fit (Hunter's MM iterations, finished by Newton's
    steps where those crawl: :func:`_newton_fit`), each pair's score clipped as
    :func:`elo_difference` clips it, half a game from a perfect or null record, so that a
    player who won (or lost) every meeting gets a finite rating, the same however long the
    fit runs. A player with no meetings is rated 1500 before the mean is taken.
    """
    n = len(pairs)
    if len(labels) == 2:
        a, b = labels
        score = sum(s if x == a else 1 - s for x, _, s in pairs)
        gap = elo_difference(score / n, n) if n else 0.0
        return {a: ELO_BASE + gap / 2, b: ELO_BASE - gap / 2}
    games, won = _tally(pairs)
    wins = dict.fromkeys(labels, 0.0)
    opponents: dict[str, list[tuple[str, int]]] = {label: [] for label in labels}
    for (a, b), count in games.items():
        wins[a] += min(max(won[a, b], 0.5), count - 0.5) if count > 1 else 0.5
        opponents[a].append((b, count))
    strength = dict.fromkeys(labels, 1.0)
    for _ in range(10_000):
        fitted = {
            label: wins[label] / sum(n / (strength[label] + strength[b]) for b, n in met)
            if (met := opponents[label])
            else 1.0
            for label in labels
        }
        centre = math.exp(statistics.fmean(math.log(x) for x in fitted.values()))
        fitted = {label: x / centre for label, x in fitted.items()}
        settled = max(abs(math.log(fitted[x] / strength[x])) for x in labels) < 1e-12
        strength = fitted
        if settled:
            break
    else:
        # Hunter's steps crawl where the records are near perfect over many meetings (a strict
        # chain: strengths thousands of times apart); Newton's finish the fit
        strength = _newton_fit(strength, wins, opponents)
    ratings = {label: 400.0 * math.log10(x) for label, x in strength.items()}
    mean = statistics.fmean(ratings.values())
    return {label: ELO_BASE + r - mean for label, r in ratings.items()}


def _tally(
    pairs: Iterable[tuple[str, str, float]],
) -> tuple[dict[tuple[str, str], int], dict[tuple[str, str], float]]:
    """Per ordered pair of players, from meetings ``(a, b, score of a)``: how many times
    they met, and the first one's score over those meetings (``b`` scoring ``1 - score``)."""
    games: dict[tuple[str, str], int] = {}
    scores: dict[tuple[str, str], float] = {}
    for a, b, score in pairs:
        for pair, points in (((a, b), score), ((b, a), 1.0 - score)):
            games[pair] = games.get(pair, 0) + 1
            scores[pair] = scores.get(pair, 0.0) + points
    return games, scores


def _newton_fit(
    strength: dict[str, float],
    wins: dict[str, float],
    opponents: dict[str, list[tuple[str, int]]],
) -> dict[str, float]:
    """The Bradley–Terry maximum-likelihood strengths from ``strength`` on, by Newton's
    steps on the log strengths (halved while a step would lower the likelihood), the first
    player with meetings held where it is; those without meetings stay 1, the others' log
    strengths adding up to 0, as :func:`elo_ratings` leaves them. Returned unchanged where
    the meetings do not join every player that has some (no one fit then)."""
    met = [label for label in strength if opponents[label]]
    theta = {label: math.log(strength[label]) for label in met}

    def likelihood(at: dict[str, float]) -> float:
        # each pair once from each side: half of every log(e^a + e^b) each time
        total = 0.0
        for a in met:
            total += wins[a] * at[a]
            for b, n in opponents[a]:
                high, low = max(at[a], at[b]), min(at[a], at[b])
                total -= n * (high + math.log1p(math.exp(low - high))) / 2
        return total

    index = {label: i for i, label in enumerate(met)}
    for _ in range(100):
        gradient = [wins[a] for a in met]
        hessian = [[0.0] * len(met) for _ in met]
        for i, a in enumerate(met):
            for b, n in opponents[a]:
                chance = 1.0 / (1.0 + math.exp(theta[b] - theta[a]))
                gradient[i] -= n * chance
                weight = n * chance * (1.0 - chance)
                hessian[i][i] += weight
                hessian[i][index[b]] -= weight
        step = _solve([row[1:] for row in hessian[1:]], gradient[1:])
        if step is None:
            return strength
        moved = dict(zip(met[1:], step, strict=True))
        before = likelihood(theta)
        for _ in range(60):
            trial = {label: theta[label] + moved.get(label, 0.0) for label in met}
            if likelihood(trial) >= before:
                break
            moved = {label: x / 2 for label, x in moved.items()}
        else:
            break
        theta = trial
        if max(map(abs, step), default=0.0) < 1e-12:
            break
    centre = statistics.fmean(theta.values())
    return {label: math.exp(theta[label] - centre) if label in theta else 1.0 for label in strength}


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float] | None:
    """``x`` with ``matrix · x = vector`` (Gaussian elimination, partial pivoting); None where
    ``matrix`` is singular."""
    size = len(vector)
    rows = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    scale = max((abs(x) for row in matrix for x in row), default=0.0)
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        if abs(rows[pivot][col]) <= 1e-12 * scale:
            return None
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, size):
            factor = rows[r][col] / rows[col][col]
            for c in range(col, size + 1):
                rows[r][c] -= factor * rows[col][c]
    solution = [0.0] * size
    for r in reversed(range(size)):
        done = sum(rows[r][c] * solution[c] for c in range(r + 1, size))
        solution[r] = (rows[r][size] - done) / rows[r][r]
    return solution


@dataclass(frozen=True)
class Standing:
    """One player's line of the results table."""

    label: str
    games: int
    wins: float
    low: float
    high: float
    margin: float | None
    elo: float
    median_ms: float
    decisions: int
    #: The slowest decision, in milliseconds (a median can hide a search's cost where most
    #: decisions are forced).
    max_ms: float = 0.0
    #: The share of the whole deals (every rotation played) this lineup won in every game,
    #: whoever held which cards; ``None`` where it is not known: where it is not counted (a
    #: lineup can sit in two teams of one game, a round robin), and before a whole deal
    #: (counted, :attr:`sweeps_pending`).
    swept: float | None = None
    #: Whether deals swept are counted, though none is known yet (``swept`` is None before a
    #: whole deal): the outputs keep their place for them, as the resumed run fills it.
    sweeps_pending: bool = False

    @property
    def rate(self) -> float:
        """The win rate (shared wins count half)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def sweeps_counted(self) -> bool:
        """Whether deals swept are counted for this lineup (known yet or not)."""
        return self.swept is not None or self.sweeps_pending


def counted_median(counts: Mapping[int, int]) -> float:
    """The median of the values that ``counts`` counts (each value: how many times it comes),
    as ``statistics.median`` gives it of them all in one list, never made: the middle one,
    or of an even number of values the mean of the two middle ones. A value counted 0 times
    (or fewer) is not there; none at all is ``statistics.StatisticsError``.

    >>> counted_median({3: 1, 1: 1, 2: 2}), counted_median({7: 3, 1: 2})
    (2.0, 7)
    """
    total = sum(count for count in counts.values() if count > 0)
    if not total:
        raise statistics.StatisticsError("no median for empty data")
    below: int | None = None  # the lower middle value, of an even number of them
    seen = 0
    for value in sorted(value for value, count in counts.items() if count > 0):
        seen += counts[value]
        if total % 2 == 0 and below is None and seen >= total // 2:
            below = value
        if seen > total // 2:
            return value if below is None else (below + value) / 2
    raise AssertionError("unreachable: the counts add up to the total")


def standings(results: Sequence[GameResult], labels: Sequence[str]) -> list[Standing]:
    """The table: per player, games (team seats), wins, Wilson 95% interval, mean margin,
    Elo and median time per decision. A player's wins are its shares of the wins, added
    exactly (``math.fsum``): three thirds make one win, not 0.9999999999999999. Its times
    are counted by value (whole microseconds: :attr:`GameResult.micros`), not put in a list
    of every decision: the standings of a long run, worked out at every save, take memory by
    the distinct times, not by the decisions."""
    shares: dict[str, list[float]] = {label: [] for label in labels}
    games = dict.fromkeys(labels, 0)
    margins: dict[str, list[float]] = {label: [] for label in labels}
    micros: dict[str, Counter[int]] = {label: Counter() for label in labels}
    for result in results:
        for team, label in enumerate(result.labels):
            games[label] += 1
            shares[label].append(result.shares[team])
            if result.scores is not None:
                others = [s for t, s in enumerate(result.scores) if t != team]
                margins[label].append(result.scores[team] - max(others))
        for label, spent in result.micros.items():
            micros[label].update(spent)
    elo = elo_ratings(list(meetings(results)), labels)
    swept = sweeps(results, labels)
    wins = {label: math.fsum(shares[label]) for label in labels}
    table = []
    for label in labels:
        low, high = wilson(wins[label], games[label])
        share = swept.get(label)
        pending = share is not None and math.isnan(share)
        timed = micros[label]
        table.append(
            Standing(
                label=label,
                games=games[label],
                wins=wins[label],
                low=low,
                high=high,
                margin=statistics.fmean(margins[label]) if margins[label] else None,
                elo=elo[label],
                median_ms=counted_median(timed) / 1000 if timed else 0.0,
                decisions=timed.total(),
                swept=None if pending else share,
                sweeps_pending=pending,
                max_ms=max(timed) / 1000 if timed else 0.0,
            )
        )
    return table


def meetings(results: Sequence[GameResult]) -> Iterator[tuple[str, str, float]]:
    """Every meeting of two lineups in a game, ``(a, b, score of a)``: 1 where ``a``'s
    team finished ahead of ``b``'s, 0 where behind, a half where level. A team that won a
    larger share of the game finished ahead; of two teams that both lost (at a table of
    three teams or more), the one with more points, where the game keeps them (it ranks
    its teams by points: a one-hand Mille Bornes game goes to the most). Teams that shared
    the win are level whatever their points: the game called it even (a stalled hand)."""
    for result in results:
        for i, j in combinations(range(len(result.labels)), 2):
            a, b = result.labels[i], result.labels[j]
            if a != b:
                diff = result.shares[i] - result.shares[j]
                if diff == 0 and result.shares[i] == 0 and result.scores is not None:
                    diff = result.scores[i] - result.scores[j]
                yield a, b, 1.0 if diff > 0 else 0.0 if diff < 0 else 0.5


@dataclass(frozen=True)
class HeadToHead:
    """How one lineup fared against another over the games where both sat: its score (1
    where it finished ahead, a half where level: :func:`meetings`) with its 95% Wilson
    interval."""

    label: str
    opponent: str
    games: int
    score: float
    low: float
    high: float
    #: Whether the games kept points (Mille Bornes does, Rush Hour Shift does not): there,
    #: of two teams that both lost, the one with more points finished ahead; without
    #: points they are level.
    points: bool = False

    @property
    def rate(self) -> float:
        """The share of the meetings won (ties counting half)."""
        return self.score / self.games if self.games else 0.0


def head_to_head(results: Sequence[GameResult], labels: Sequence[str]) -> list[HeadToHead]:
    """Every ordered pair of different lineups, in the order of ``labels``: how the first
    fared against the second (:func:`meetings`)."""
    games, scores = _tally(meetings(results))
    points = any(result.scores is not None for result in results)
    table = []
    for label in labels:
        for opponent in labels:
            if opponent == label:
                continue
            n, score = games.get((label, opponent), 0), scores.get((label, opponent), 0.0)
            table.append(HeadToHead(label, opponent, n, score, *wilson(score, n), points))
    return table


def whole_deals(results: Sequence[GameResult], lineups: int) -> dict[int, list[GameResult]]:
    """The games of every deal played in all its rotations, by deal, for a tournament of
    ``lineups`` lineups (:func:`~roadgames.tournament.rotations.rotation_count`)."""
    by_deal: dict[int, list[GameResult]] = {}
    for result in results:
        by_deal.setdefault(result.deal, []).append(result)
    return {
        deal: games
        for deal, games in sorted(by_deal.items())
        if len({game.rotation for game in games}) == rotation_count(lineups, len(games[0].labels))
    }


def lineup_share(game: GameResult, label: str) -> float:
    """``label``'s mean win share over the teams it holds in ``game`` (0 where none)."""
    shares = [share for held, share in zip(game.labels, game.shares, strict=True) if held == label]
    return sum(shares) / len(shares) if shares else 0.0


def sweeps(results: Sequence[GameResult], labels: Sequence[str]) -> dict[str, float]:
    """Per lineup, the share of the whole deals it won outright in every rotation: on
    duplicate deals, what the players decided rather than the cards (the rest of the deals
    went to the same cards, or were shared). Empty where a game seats a lineup twice, and in
    a round robin (a deal won against every other player in every seating is too rare to
    tell players apart: the head-to-head table does). Counted but not known yet (NaN) before
    a whole deal is played, so a stopped run and its resumed run have the same columns
    (:func:`standings` makes it None: :attr:`Standing.sweeps_pending`)."""
    if not results or any(len(set(g.labels)) != len(g.labels) for g in results):
        return {}
    if any(len(labels) > len(g.labels) for g in results):
        return {}
    deals = whole_deals(results, len(labels))
    if not deals:
        return dict.fromkeys(labels, math.nan)
    return {
        label: sum(
            all(lineup_share(game, label) == 1.0 for game in games) for games in deals.values()
        )
        / len(deals)
        for label in labels
    }
