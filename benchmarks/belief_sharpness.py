"""How much reading the table sharpens the search players' sampled worlds.

    .venv/bin/python benchmarks/belief_sharpness.py --preset classic --hands 60

In heuristic-vs-heuristic hands, at every third turn of play, worlds are sampled from the
seat's view with and without the inferences of :mod:`roadgames.agents.millebornes.belief`;
the figure is how many cards of the opponent's true hand a sampled hand holds, on average.
(The benchmark reads the true hands to score the samples; the players never do.)
"""

from __future__ import annotations

import argparse
import random

from roadgames.agents.millebornes.belief import absences
from roadgames.agents.millebornes.heuristic import HeuristicAgent
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.determinize import sample_world
from roadgames.millebornes.rules import PRESETS


def matched_cards(preset: str, hands: int, worlds: int, seed: int) -> tuple[float, float, int]:
    """Mean cards of the true opponent hand found in a sampled hand, without and with the
    inferences, and the number of positions measured."""
    player = HeuristicAgent()
    rng = random.Random(seed)
    totals = [0.0, 0.0]
    positions = 0
    for hand in range(hands):
        state = new_game(make_rules(preset, 2, match_target=0), seed=seed + hand)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            view = state.view(seat)
            other = 1 - seat
            if view.phase == "play" and state.turns % 3 == 0:
                shown = [a for a in absences(view) if a.seat == other]
                truth = state.hands[other]
                for k, used in enumerate(([], shown)):
                    for _ in range(worlds):
                        dealt = sample_world(view, rng, used).hands[other]
                        found = sum(min(n, t) for n, t in zip(dealt, truth, strict=True))
                        totals[k] += found / worlds
                positions += 1
            state.apply(player.decide(view, state.legal_actions()).action, seat=seat)
    return totals[0] / positions, totals[1] / positions, positions


def main() -> None:
    """Print the figure for the chosen presets."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--preset",
        action="append",
        choices=PRESETS,
        help="the rules; repeat for several (default classic and modern)",
    )
    parser.add_argument(
        "--hands", type=int, default=60, help="hands per preset (default %(default)s)"
    )
    parser.add_argument(
        "--worlds", type=int, default=30, help="worlds sampled per position (default %(default)s)"
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=1000,
        help="hand k is dealt with seed + k; the sampling is seeded with it (default %(default)s)",
    )
    args = parser.parse_args()
    for option in ("hands", "worlds"):
        if getattr(args, option) < 1:
            parser.error(f"--{option} must be at least 1")
    for preset in args.preset or ["classic", "modern"]:
        plain, read, positions = matched_cards(preset, args.hands, args.worlds, args.seed)
        change = f"{100 * (read / plain - 1):+.1f}%" if plain else "n/a"
        print(
            f"{preset}: {positions} positions; cards of the opponent's true hand in a sampled "
            f"hand: {plain:.3f} without reading the table, {read:.3f} with ({change})"
        )


if __name__ == "__main__":
    main()
