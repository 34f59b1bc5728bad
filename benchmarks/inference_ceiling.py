"""What reading the other hand could add to ``expert`` at most: the same search, once
sampling the other hand as it does and once seeing it (the draw order still sampled).

Every way of inferring the other hand from its play (``agents/millebornes/belief.py``)
sharpens the worlds the search draws from; a player that *sees* the other hand does that
perfectly, so its gain over the honest ``expert`` bounds what any inference can win. An
analysis, not a player: the peeking search reads the true state, which no player ever gets.

Both play ``heuristic`` on the tournament's deals for ``--seed``, each deal twice with the
seats swapped, with the same search seeds; printed are both win rates and their paired
difference, deal by deal, with its 95% interval.

    .venv/bin/python benchmarks/inference_ceiling.py --preset classic --deals 200
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Sequence
from multiprocessing import Pool

from rich.progress import track

from roadgames.agents.millebornes import EXPERT_ITERATIONS
from roadgames.agents.millebornes.heuristic import HeuristicAgent
from roadgames.agents.millebornes.search import SearchAgent
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.determinize import Absence
from roadgames.millebornes.view import MilleBornesView
from roadgames.tournament.seating import agent_seed, deal_seed
from roadgames.tournament.statistics import Z95


class PeekingSearch(SearchAgent):
    """``expert`` searching worlds that hold the other hands as they truly are: only the
    draw pile is shuffled (and the generator behind a reshuffle reseeded)."""

    def __init__(self, seed: int, truth: MilleBornesState) -> None:
        super().__init__(seed, iterations=EXPERT_ITERATIONS, name="peeking")
        self.truth = truth

    def sample(self, view: MilleBornesView, shown: Sequence[Absence]) -> MilleBornesState:
        """The true state, its draw pile reshuffled."""
        world = self.truth.clone()
        self.rng.shuffle(world.draw_pile)
        world.rng.seed(self.rng.getrandbits(63))
        return world


def share(job: tuple[str, int, int, int, bool]) -> tuple[int, bool, float]:
    """One hand ``(preset, seed, deal, searcher's seat, peeking)``: the searcher's share of
    the win."""
    preset, seed, deal, seat, peeking = job
    state = new_game(make_rules(preset, 2, match_target=0), seed=deal_seed(seed, deal))
    search_seed = agent_seed(seed, deal, seat, seat)
    searcher = (
        PeekingSearch(search_seed, state)
        if peeking
        else SearchAgent(search_seed, iterations=EXPERT_ITERATIONS)
    )
    opponent = HeuristicAgent()
    while not state.is_over:
        actor = state.actor
        agent = searcher if actor == seat else opponent
        state.apply(agent.decide(state.view(actor), state.legal_actions()).action, seat=actor)
    return deal, peeking, state.outcome()[seat]


def main() -> None:
    """Play both searches on the deals and print their win rates and paired difference."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1, help="as the tournament's --seed")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    jobs = [
        (args.preset, args.seed, deal, seat, peeking)
        for deal in range(args.deals)
        for seat in (0, 1)
        for peeking in (False, True)
    ]
    per_deal: dict[tuple[int, bool], list[float]] = {}
    start = time.perf_counter()
    with Pool(args.workers) as pool:
        results = pool.imap_unordered(share, jobs)
        for deal, peeking, won in track(results, total=len(jobs), description="hands"):
            per_deal.setdefault((deal, peeking), []).append(won)
    elapsed = time.perf_counter() - start
    honest = [statistics.fmean(per_deal[d, False]) for d in range(args.deals)]
    seeing = [statistics.fmean(per_deal[d, True]) for d in range(args.deals)]
    diffs = [s - h for s, h in zip(seeing, honest, strict=True)]
    half = Z95 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    setting = f"{args.preset}, {args.deals} deals, seats swapped, seed {args.seed}"
    print(f"expert vs heuristic ({setting}):")
    print(f"  sampling the other hand: {statistics.fmean(honest):.1%} of hands")
    print(f"  seeing the other hand:   {statistics.fmean(seeing):.1%} of hands")
    print(f"  paired difference: {100 * statistics.fmean(diffs):+.1f} ± {100 * half:.1f} points")
    print(f"  ({elapsed:.0f} s, {args.workers} workers)")


if __name__ == "__main__":
    main()
