"""The harness of the benchmarks that measure a variant of ``expert`` against ``expert``
itself: both play ``heuristic`` on the tournament's deals for ``--seed`` (each deal twice,
the seats swapped) with the same search seeds, so the luck of the cards is the same for
both; printed are both win rates and their paired difference, deal by deal, with its 95%
interval. Not a benchmark on its own: ``inference_ceiling.py``, ``two_step_search.py``,
``wide_candidates.py`` and ``bolder_search.py`` run it."""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable
from multiprocessing import get_context

from rich.progress import track

from roadgames.agents.base import Agent
from roadgames.agents.millebornes import EXPERT_ITERATIONS
from roadgames.agents.millebornes.heuristic import HeuristicAgent
from roadgames.agents.millebornes.search import SearchAgent
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.rules import PRESETS
from roadgames.tournament.seating import agent_seed, deal_seed
from roadgames.tournament.statistics import t95

#: A variant of ``expert``, built from its search seed and the deal's true state (which
#: only an analysis may read: an honest variant ignores it).
Variant = Callable[[int, MilleBornesState], Agent]

#: The variant measured, set before the workers fork (they inherit it).
_variant: Variant | None = None


def share(job: tuple[str, int, int, int, bool]) -> tuple[int, bool, float]:
    """One hand ``(preset, seed, deal, searcher's seat, variant or expert)``: the
    searcher's share of the win."""
    preset, seed, deal, seat, variant = job
    state = new_game(make_rules(preset, 2, match_target=0), seed=deal_seed(seed, deal))
    search_seed = agent_seed(seed, deal, seat, seat)
    if variant:
        assert _variant is not None
        searcher = _variant(search_seed, state)
    else:
        searcher = SearchAgent(search_seed, iterations=EXPERT_ITERATIONS)
    opponent = HeuristicAgent()
    while not state.is_over:
        actor = state.actor
        agent = searcher if actor == seat else opponent
        state.apply(agent.decide(state.view(actor), state.legal_actions()).action, seat=actor)
    return deal, variant, state.outcome()[seat]


def compare(variant: Variant, what: str, description: str) -> None:
    """Parse the command line, play ``expert`` and ``variant`` on the deals, and print
    their win rates (the variant's labelled ``what``) and paired difference."""
    global _variant
    _variant = variant
    parser = argparse.ArgumentParser(description=description.replace("``", ""))
    parser.add_argument(
        "--preset", default="classic", choices=PRESETS, help="the rules (default %(default)s)"
    )
    parser.add_argument(
        "--deals",
        type=int,
        default=200,
        help="deals, each played twice with the seats swapped (default %(default)s)",
    )
    parser.add_argument(
        "--seed", type=int, default=1, help="as the tournament's --seed (default %(default)s)"
    )
    parser.add_argument(
        "--workers", type=int, default=2, help="processes playing hands (default %(default)s)"
    )
    args = parser.parse_args()
    if args.deals < 2:
        parser.error("--deals must be at least 2: the interval needs two paired deals")
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    jobs = [
        (args.preset, args.seed, deal, seat, measured)
        for deal in range(args.deals)
        for seat in (0, 1)
        for measured in (False, True)
    ]
    per_deal: dict[tuple[int, bool], list[float]] = {}
    start = time.perf_counter()
    with get_context("fork").Pool(args.workers) as pool:
        results = pool.imap_unordered(share, jobs)
        for deal, measured, won in track(results, total=len(jobs), description="hands"):
            per_deal.setdefault((deal, measured), []).append(won)
    elapsed = time.perf_counter() - start
    honest = [statistics.fmean(per_deal[d, False]) for d in range(args.deals)]
    other = [statistics.fmean(per_deal[d, True]) for d in range(args.deals)]
    diffs = [o - h for o, h in zip(other, honest, strict=True)]
    half = t95(len(diffs) - 1) * statistics.stdev(diffs) / math.sqrt(len(diffs))
    setting = f"{args.preset}, {args.deals} deals, seats swapped, seed {args.seed}"
    print(f"expert vs heuristic ({setting}):")
    print(f"  expert: {statistics.fmean(honest):.1%} of hands")
    print(f"  {what}: {statistics.fmean(other):.1%} of hands")
    print(f"  paired difference: {100 * statistics.fmean(diffs):+.1f} ± {100 * half:.1f} points")
    print(f"  ({elapsed:.0f} s, {args.workers} workers)")


if __name__ == "__main__":
    raise SystemExit(
        "paired_search.py is the harness of inference_ceiling.py, two_step_search.py, "
        "wide_candidates.py and bolder_search.py: run one of those"
    )
