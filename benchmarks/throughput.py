"""Random-playout speed of the Mille Bornes engine on one core, against a yardstick.

For every preset with 2 and 4 seats it plays uniformly random legal actions through the fast
path (``legal_actions`` + ``apply_unchecked``) and prints actions per second and complete
hands per second. As a yardstick it times, in the same run, RLCard's raw Uno game (uniform
random legal actions on ``env.game``, no state encoding; ``pip install -e '.[bench]'``) and
prints our actions per second as a ratio of its steps per second.

Run: ``python benchmarks/throughput.py [--seconds 3]``
"""

from __future__ import annotations

import argparse
import random
import time

from rich.console import Console
from rich.table import Table

from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.rules import PRESETS


def mille_bornes_rate(
    preset: str, players: int, seconds: float, seed: int = 0
) -> tuple[float, float]:
    """(actions per second, hands per second) of random playouts for ``seconds``."""
    rules = make_rules(preset, players)
    rng = random.Random(seed)
    actions = hands = 0
    game = 0
    start = time.perf_counter()
    deadline = start + seconds
    while game == 0 or time.perf_counter() < deadline:
        state = new_game(rules, seed=game)
        game += 1
        legal_actions = state.legal_actions
        apply = state.apply_unchecked
        randrange = rng.randrange
        while not state.is_over:
            legal = legal_actions()
            apply(legal[randrange(len(legal))])
            actions += 1
        hands += len(state.results)
    elapsed = time.perf_counter() - start
    return actions / elapsed, hands / elapsed


def uno_rate(seconds: float, seed: int = 0) -> float | None:
    """Steps per second of RLCard's raw Uno game with random legal actions, or None."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    rng = random.Random(seed)
    game = UnoGame()
    game.np_random = np.random.RandomState(seed)
    steps = games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while games == 0 or time.perf_counter() < deadline:
        games += 1
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            steps += 1
    return steps / (time.perf_counter() - start)


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--seconds",
        type=float,
        default=3.0,
        help="time per measurement, at least one game (default %(default)s)",
    )
    args = parser.parse_args()
    if not args.seconds > 0:
        parser.error("--seconds must be above 0")
    console = Console()
    uno = uno_rate(args.seconds)
    table = Table(title="Mille Bornes random playouts, one core")
    table.add_column("preset")
    table.add_column("seats", justify="right")
    table.add_column("actions/s", justify="right")
    table.add_column("hands/s", justify="right")
    table.add_column("× RLCard Uno", justify="right")
    for preset in PRESETS:
        for players in (2, 4):
            actions, hands = mille_bornes_rate(preset, players, args.seconds)
            ratio = f"{actions / uno:.2f}" if uno is not None else "n/a"
            table.add_row(preset, str(players), f"{actions:,.0f}", f"{hands:,.1f}", ratio)
    console.print(table)
    if uno is not None:
        console.print(f"RLCard Uno (raw game, random legal actions): {uno:,.0f} steps/s")
    else:
        # markup off: rich would take "[bench]" for a style tag and drop it
        console.print(
            "RLCard is not installed: pip install -e '.[bench]' for the yardstick", markup=False
        )


if __name__ == "__main__":
    main()
