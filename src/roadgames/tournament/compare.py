"""A run against a baseline run of the same deals: how each lineup's win rate moved.

Two runs with the same game, rules, seats and seed play the same cards, deal by deal. The
difference of a lineup's share of each deal between the runs leaves out the luck of the
cards, which dominates each run's own interval: a change too small for two separate
intervals to tell apart shows in the paired one (a new version of a player against the
same opponent, or two players against a common one).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from roadgames.tournament.statistics import lineup_share, t95, whole_deals

if TYPE_CHECKING:
    from roadgames.tournament.runner import GameResult


@dataclass(frozen=True)
class PairedDifference:
    """One lineup slot (its place in ``--agents``) in this run and in the baseline."""

    label: str
    baseline_label: str
    #: The whole deals both runs played.
    deals: int
    rate: float
    baseline_rate: float
    #: The mean per-deal difference of the win rates, and the half width of its 95%
    #: interval: Student's t with one degree of freedom fewer than the deals (the normal
    #: quantile would make it too narrow over a few deals); infinite with fewer than two
    #: deals, nil where every deal moved alike.
    difference: float
    half_width: float
    #: The games both runs played where this slot's share of the win differs.
    changed: int


def paired_differences(
    results: Sequence[GameResult],
    labels: Sequence[str],
    baseline: Sequence[GameResult],
    baseline_labels: Sequence[str],
) -> list[PairedDifference]:
    """Per lineup slot, this run's win rate against the baseline's on the whole deals both
    played (the lineups are matched by their place, so their labels may differ)."""
    ours = whole_deals(results, len(labels))
    theirs = whole_deals(baseline, len(baseline_labels))
    common = [deal for deal in ours if deal in theirs]
    games_there = {(g.deal, g.rotation): g for deal in common for g in theirs[deal]}
    lines = []
    for label, baseline_label in zip(labels, baseline_labels, strict=True):
        per_deal = [
            (_deal_share(ours[deal], label), _deal_share(theirs[deal], baseline_label))
            for deal in common
        ]
        diffs = [mine - other for mine, other in per_deal]
        n = len(diffs)
        spread = statistics.stdev(diffs) if n >= 2 else math.inf
        changed = sum(
            lineup_share(game, label)
            != lineup_share(games_there[game.deal, game.rotation], baseline_label)
            for deal in common
            for game in ours[deal]
        )
        lines.append(
            PairedDifference(
                label=label,
                baseline_label=baseline_label,
                deals=n,
                rate=statistics.fmean(m for m, _ in per_deal) if n else 0.0,
                baseline_rate=statistics.fmean(o for _, o in per_deal) if n else 0.0,
                difference=statistics.fmean(diffs) if n else 0.0,
                half_width=t95(n - 1) * spread / math.sqrt(n) if n >= 2 else math.inf,
                changed=changed,
            )
        )
    return lines


def _deal_share(games: Sequence[GameResult], label: str) -> float:
    """``label``'s mean win share over the games of one deal where it sits (in a round
    robin, not every game)."""
    return statistics.fmean(lineup_share(game, label) for game in games if label in game.labels)
