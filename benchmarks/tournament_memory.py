"""What a tournament keeps in memory per game, and what its standings cost, on one core.

    .venv/bin/python benchmarks/tournament_memory.py --games 1000 --repeat 100

Plays ``--games`` games of classic Mille Bornes, heuristic against random (one-hand deals,
each in both seatings, as ``roadgames tournament`` plays them), traced by ``tracemalloc``,
and prints the bytes each kept result holds (the memory still traced once the games are
played, over the games) and its decisions. Then it times ``standings()`` over those results
repeated ``--repeat`` times (as a run that many times longer: a tournament works them out at
every save and at the end), and prints the most memory it took beyond the results (traced
apart, as tracing slows it).
"""

from __future__ import annotations

import argparse
import gc
import time
import tracemalloc

from roadgames.tournament.runner import GameResult, TournamentConfig, run_tournament
from roadgames.tournament.seating import parse_lineups
from roadgames.tournament.statistics import standings


def _config(deals: int, jobs: int) -> TournamentConfig:
    """Heuristic against random, classic Mille Bornes, two seats, ``deals`` deals."""
    lineups = tuple(parse_lineups("heuristic,random"))
    return TournamentConfig(
        game="millebornes", lineups=lineups, players=2, deals=deals, preset="classic", jobs=jobs
    )


def kept_bytes(deals: int, jobs: int) -> tuple[list[GameResult], int]:
    """The results of ``deals`` deals, and the bytes they hold (traced while they are
    played: what is left once they are, the players and their games gone)."""
    run_tournament(_config(1, 1))  # the modules and the players' tables, before tracing
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        results = run_tournament(_config(deals, jobs))
        gc.collect()
        return results, tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()


def standings_cost(results: list[GameResult], labels: list[str]) -> tuple[float, int]:
    """Seconds ``standings()`` takes over ``results`` (the best of three), and the most memory
    it takes beyond them (traced in a run of its own)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        standings(results, labels)
        best = min(best, time.perf_counter() - start)
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        standings(results, labels)
        return best, tracemalloc.get_traced_memory()[1] - before
    finally:
        tracemalloc.stop()


def main(argv: list[str] | None = None) -> None:
    """Play the games, then print the bytes per result and the cost of the standings."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--games", type=int, default=1000, help="games to play, two per deal (default 1000)"
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=100,
        help="times the results are repeated for the standings (default 100)",
    )
    parser.add_argument(
        "--jobs", type=int, default=1, help="worker processes to play on (default 1)"
    )
    args = parser.parse_args(argv)
    if args.games < 2:
        parser.error("--games must be at least 2")
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    start = time.perf_counter()
    results, kept = kept_bytes(args.games // 2, args.jobs)
    played = time.perf_counter() - start
    labels = _config(1, 1).labels
    decisions = sum(row.decisions for row in standings(results, labels))
    print(
        f"{len(results)} games played in {played:.1f} s (traced), "
        f"{decisions / len(results):.1f} decisions a game"
    )
    print(f"kept: {kept / len(results):.0f} bytes per result ({kept / 1e6:.2f} MB in all)")
    seconds, peak = standings_cost(results * args.repeat, labels)
    print(
        f"standings() over {len(results) * args.repeat} results: {seconds:.3f} s, "
        f"{peak / 1e6:.2f} MB beyond the results at most"
    )


if __name__ == "__main__":
    main()
