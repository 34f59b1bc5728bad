"""Mille Bornes: the heuristic playing for the hand (``RACER``) against ``medium``.

``RACER`` lays its safeties early and never extends a completed trip (see
:mod:`roadgames.agents.millebornes.heuristic`); this measures that style as a policy:
two seats, the tournament's duplicate deals for the seed (each hand played twice, seats
swapped), hands won with a 95% Wilson interval (a hand played alone is a game won by the
most points, as in the tournament). With ``--matches``, whole matches to the preset's
target (classic: 5000 points) instead of single hands: ``RACER`` gives up points for the
race, and this shows what that does to the match.

    .venv/bin/python benchmarks/style_strength.py --preset classic --deals 3000 --seed 11
    .venv/bin/python benchmarks/style_strength.py --preset classic --deals 2000 --matches
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool

from roadgames.agents.millebornes.heuristic import MEDIUM, RACER, rollout_action
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.rules import PRESETS
from roadgames.tournament.seating import deal_seed
from roadgames.tournament.statistics import wilson


def racer_share(job: tuple[str, int, int, int, bool]) -> float:
    """One hand, or one match, ``(preset, seed, deal, racer_seat, matches)``: RACER's share
    of the win."""
    preset, seed, deal, racer, matches = job
    rules = make_rules(preset, 2) if matches else make_rules(preset, 2, match_target=0)
    state = new_game(rules, seed=deal_seed(seed, deal))
    while not state.is_over:
        style = RACER if state.actor == racer else MEDIUM
        state.apply_unchecked(rollout_action(state, state.legal_actions(), style))
    return state.outcome()[racer]


def main() -> None:
    """Play the deals and print RACER's share of the hands."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].replace("``", ""))
    parser.add_argument(
        "--preset", default="classic", choices=PRESETS, help="the rules (default %(default)s)"
    )
    parser.add_argument(
        "--deals",
        type=int,
        default=3000,
        help="deals, each played twice with the seats swapped (default %(default)s)",
    )
    parser.add_argument(
        "--seed", type=int, default=11, help="as the tournament's --seed (default %(default)s)"
    )
    parser.add_argument(
        "--workers", type=int, default=2, help="processes playing hands (default %(default)s)"
    )
    parser.add_argument(
        "--matches", action="store_true", help="whole matches to the preset's target, not hands"
    )
    args = parser.parse_args()
    for option in ("deals", "workers"):
        if getattr(args, option) < 1:
            parser.error(f"--{option} must be at least 1")
    jobs = [
        (args.preset, args.seed, d, seat, args.matches)
        for d in range(args.deals)
        for seat in (0, 1)
    ]
    start = time.perf_counter()
    with Pool(args.workers) as pool:
        shares = pool.map(racer_share, jobs, chunksize=50)
    elapsed = time.perf_counter() - start
    won = sum(shares)
    low, high = wilson(won, len(shares))
    games = "matches" if args.matches else "hands"
    print(
        f"{args.preset}: RACER wins {100 * won / len(shares):.1f}% of {len(shares)} {games} "
        f"against medium [95% {100 * low:.1f}–{100 * high:.1f}] ({elapsed:.0f} s)"
    )


if __name__ == "__main__":
    main()
