"""Time per decision of every Mille Bornes level (one core), playing against the heuristic.

    .venv/bin/python benchmarks/agent_latency.py --preset classic --hands 20
    .venv/bin/python benchmarks/agent_latency.py --preset classic --hands 4 --matches

Each game is one hand (as a tournament deal), or with ``--matches`` a whole match to the
preset's target (``--hands`` then counts matches), where the search players score a hand by
the match odds it leaves. Prints, per level, the median, 90th percentile and largest time
per decision, over every decision the level made (forced ones included, as a player sees
them). A level may carry a budget, as in a tournament: ``--levels expert@64,expert@500ms``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from roadgames.agents import get_agent
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.rules import PRESETS
from roadgames.tournament.runner import make_agent

LEVELS = ("random", "easy", "heuristic", "hard", "expert")


def decision_times(
    level: str, preset: str, hands: int, seed: int, matches: bool = False
) -> list[float]:
    """Seconds per decision of ``level`` over ``hands`` games (seats alternating): one-hand
    games, or whole matches."""
    rules = make_rules(preset, 2) if matches else make_rules(preset, 2, match_target=0)
    spent: list[float] = []
    for hand in range(hands):
        state = new_game(rules, seed=seed + hand)
        mine = hand % 2
        agents = [get_agent("millebornes", "heuristic", seed + hand)] * 2
        agents[mine] = make_agent("millebornes", level, seed + hand)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            view, legal = state.view(seat), state.legal_actions()
            start = time.perf_counter()
            decision = agents[seat].decide(view, legal)
            if seat == mine:
                spent.append(time.perf_counter() - start)
            state.apply(decision.action)
    return spent


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--preset", default="classic", choices=PRESETS, help="the rules (default %(default)s)"
    )
    parser.add_argument(
        "--hands",
        type=int,
        default=10,
        help="games per level: hands, or matches with --matches (default %(default)s)",
    )
    parser.add_argument(
        "--seed", type=int, default=1, help="game k is dealt with seed + k (default %(default)s)"
    )
    parser.add_argument(
        "--levels",
        default=",".join(LEVELS),
        help="the levels timed, comma-separated; one may carry a budget, as expert@64 or "
        "expert@500ms (default %(default)s)",
    )
    parser.add_argument(
        "--matches", action="store_true", help="whole matches to the preset's target, not hands"
    )
    args = parser.parse_args()
    if args.hands < 1:
        parser.error("--hands must be at least 1")
    for level in args.levels.split(","):
        try:
            make_agent("millebornes", level, args.seed)
        except RoadgamesError as exc:
            parser.error(f"--levels: {exc}")
    games = "matches" if args.matches else "hands"
    print(f"{args.preset}, 2 seats, {args.hands} {games} per level against heuristic")
    print(f"{'level':<14} {'decisions':>9} {'median ms':>10} {'p90 ms':>9} {'max ms':>9}")
    for level in args.levels.split(","):
        times = sorted(decision_times(level, args.preset, args.hands, args.seed, args.matches))
        p90 = times[int(0.9 * (len(times) - 1))]
        print(
            f"{level:<14} {len(times):>9} {1000 * statistics.median(times):>10.2f} "
            f"{1000 * p90:>9.2f} {1000 * times[-1]:>9.2f}"
        )


if __name__ == "__main__":
    main()
