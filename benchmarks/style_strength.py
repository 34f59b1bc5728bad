"""Mille Bornes: the heuristic in the search players' style (``RACER``) against ``medium``.

The search players roll out their own seats in ``RACER`` (see
:mod:`roadgames.agents.millebornes.heuristic`); this measures that style alone, as a policy:
two seats, the tournament's duplicate deals for the seed (each hand played twice, seats
swapped), hands won with a 95% Wilson interval.

    .venv/bin/python benchmarks/style_strength.py --preset classic --deals 3000 --seed 11
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool

from roadgames.agents.millebornes.heuristic import MEDIUM, RACER, rollout_action
from roadgames.millebornes import make_rules, new_game
from roadgames.tournament.seating import deal_seed
from roadgames.tournament.statistics import wilson


def racer_share(job: tuple[str, int, int, int]) -> float:
    """One hand, ``(preset, seed, deal, racer_seat)``: RACER's share of the win."""
    preset, seed, deal, racer = job
    state = new_game(make_rules(preset, 2, match_target=0), seed=deal_seed(seed, deal))
    while not state.is_over:
        style = RACER if state.actor == racer else MEDIUM
        state.apply_unchecked(rollout_action(state, state.legal_actions(), style))
    winners = state.results[-1].winners or (0, 1)  # no winner: a draw, shared
    return 1.0 / len(winners) if state.team_of[racer] in winners else 0.0


def main() -> None:
    """Play the deals and print RACER's share of the hands."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    jobs = [(args.preset, args.seed, d, seat) for d in range(args.deals) for seat in (0, 1)]
    start = time.perf_counter()
    with Pool(args.workers) as pool:
        shares = pool.map(racer_share, jobs, chunksize=50)
    elapsed = time.perf_counter() - start
    won = sum(shares)
    low, high = wilson(won, len(shares))
    print(
        f"{args.preset}: RACER wins {100 * won / len(shares):.1f}% of {len(shares)} hands "
        f"against medium [95% {100 * low:.1f}–{100 * high:.1f}] ({elapsed:.0f} s)"
    )


if __name__ == "__main__":
    main()
