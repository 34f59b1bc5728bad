"""Rush Hour Shift: search vs greedy and greedy vs random over N games, seats swapped.

Each pair of games shares a seed and a set-up (cycling through the 10 printed ones and
random ones) with the players' seats swapped. A draw (turn limit) counts half. Prints each
player's score with a 95% Wilson interval, the time taken, and each player's time for a
turn (its card and each of its steps): median and maximum.

Usage: ``python benchmarks/rushshift_strength.py [--games 400] [--pairs search-greedy,
greedy-random] [--samples 32] [--candidates 6] [--workers 2]``
"""

from __future__ import annotations

import argparse
import statistics
import time
from multiprocessing import Pool

from roadgames.agents import Agent, agent_names, get_agent
from roadgames.agents.rushshift import SearchAgent
from roadgames.rushshift import make_rules, new_game
from roadgames.tournament.statistics import wilson

SETUPS = [str(n) for n in range(1, 11)] + ["random"]


def _agent(name: str, seed: int, samples: int, candidates: int) -> Agent:
    if name == "search":
        return SearchAgent(seed, samples=samples, candidates=candidates)
    return get_agent("rushshift", name, seed)


def play_one(job: tuple[str, str, int, int, int]) -> tuple[float, int, list[float], list[float]]:
    """One game: ``(first, second, index, samples, candidates)``; the first player sits in
    seat ``index % 2``. Returns the first player's score, the turns, and the seconds each
    of the two players took over each of its turns."""
    first, second, index, samples, candidates = job
    pair = index // 2
    seat = index % 2
    rules = make_rules(setup=SETUPS[pair % len(SETUPS)])
    state = new_game(rules, seed=pair)
    names = (first, second) if seat == 0 else (second, first)
    agents = [_agent(names[s], 1000 * index + s, samples, candidates) for s in (0, 1)]
    spent: dict[tuple[int, int, int], float] = {}  # (seat, game, turn): its decisions' time
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        view = state.view(mover)
        start = time.perf_counter()
        decision = agents[mover].decide(view, state.legal_actions())
        turn = (mover, view.game_number, view.turn)
        spent[turn] = spent.get(turn, 0.0) + time.perf_counter() - start
        state.apply_unchecked(decision.action)
    times = [[t for (s, _, _), t in spent.items() if s == one] for one in (seat, 1 - seat)]
    return state.outcome()[seat], state.results[-1].turns, times[0], times[1]


def main() -> None:
    """Run the pairs and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--games",
        type=int,
        default=400,
        help="games per pair, in twos with the seats swapped (default %(default)s)",
    )
    parser.add_argument(
        "--pairs",
        default="search-greedy,greedy-random",
        help="the pairs played, comma-separated, each FIRST-SECOND with a player from "
        f"{', '.join(agent_names('rushshift'))}; the first one's score is printed "
        "(default %(default)s)",
    )
    parser.add_argument(
        "--samples",
        type=int,
        default=32,
        help="samples of the unseen cards per search decision (default %(default)s)",
    )
    parser.add_argument(
        "--candidates",
        type=int,
        default=6,
        help="candidate turns per search decision (default %(default)s)",
    )
    parser.add_argument(
        "--workers", type=int, default=2, help="processes playing games (default %(default)s)"
    )
    args = parser.parse_args()
    for option in ("games", "samples", "candidates", "workers"):
        if getattr(args, option) < 1:
            parser.error(f"--{option} must be at least 1")
    for pair in args.pairs.split(","):
        names = pair.split("-")
        if len(names) != 2 or not set(names) <= set(agent_names("rushshift")):
            parser.error(f"--pairs: {pair!r} is not two players FIRST-SECOND")
    for pair in args.pairs.split(","):
        first, second = pair.split("-")
        jobs = [(first, second, i, args.samples, args.candidates) for i in range(args.games)]
        start = time.perf_counter()
        with Pool(args.workers) as pool:
            results = pool.map(play_one, jobs, chunksize=1)
        elapsed = time.perf_counter() - start
        score = sum(r[0] for r in results)
        wins = sum(1 for r in results if r[0] == 1.0)
        draws = sum(1 for r in results if r[0] == 0.5)
        low, high = wilson(score, len(results))
        turns = sum(r[1] for r in results) / len(results)
        print(
            f"{first} vs {second}: {first} scores {score / len(results):.3f} "
            f"[95% {low:.3f}–{high:.3f}] over {len(results)} games "
            f"({wins} wins, {draws} draws, {len(results) - wins - draws} losses; "
            f"{turns:.0f} turns/game; {elapsed:.0f} s on {args.workers} workers)"
        )
        for name, times in (
            (first, [t for _, _, mine, _ in results for t in mine]),
            (second, [t for _, _, _, theirs in results for t in theirs]),
        ):
            print(
                f"  {name}: a turn (its card and steps) takes "
                f"{1000 * statistics.median(times):.1f} ms median, "
                f"{1000 * max(times):.1f} ms at most ({len(times)} turns)"
            )


if __name__ == "__main__":
    main()
