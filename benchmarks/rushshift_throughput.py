"""Rush Hour Shift: random-playout speed, in actions per second (fast path and checked path).

Usage: ``python benchmarks/rushshift_throughput.py [--seconds 5] [--setup random]``
"""

from __future__ import annotations

import argparse
import random
import time

from roadgames.core.errors import RulesError
from roadgames.rushshift import make_rules, new_game
from roadgames.rushshift.rules import SETUP_FORMS


def playouts(seconds: float, setup: str, checked: bool) -> tuple[int, int, float]:
    """Random games for about ``seconds``: (actions, games, elapsed seconds)."""
    rules = make_rules(setup=setup)
    rng = random.Random(1)
    actions = games = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        state = new_game(rules, seed=games)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            if checked:
                state.apply(action)
            else:
                state.apply_unchecked(action)
            actions += 1
        games += 1
    return actions, games, time.perf_counter() - start


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--seconds",
        type=float,
        default=5.0,
        help="time per path, at least one game (default %(default)s)",
    )
    parser.add_argument(
        "--setup", default="random", help=f"the set-up: {SETUP_FORMS} (default %(default)s)"
    )
    args = parser.parse_args()
    if not args.seconds > 0:
        parser.error("--seconds must be above 0")
    try:
        make_rules(setup=args.setup)
    except RulesError as exc:
        parser.error(f"--setup: {exc}")
    for checked in (False, True):
        actions, games, elapsed = playouts(args.seconds, args.setup, checked)
        path = "apply (checked)" if checked else "apply_unchecked"
        print(
            f"{path:16} {actions / elapsed:10,.0f} actions/s  {games / elapsed:7.1f} games/s  "
            f"({actions} actions, {games} games, {actions / games:.0f} actions/game, "
            f"setup {args.setup}, turn limit {make_rules().turn_limit})"
        )


if __name__ == "__main__":
    main()
