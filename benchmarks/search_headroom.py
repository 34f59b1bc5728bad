"""How much a one-move improvement of the heuristic can win at most, and what seeing
everything would be worth: the headroom of the search players. An analysis, not a player:
it reads the true state, which no player ever gets.

    .venv/bin/python benchmarks/search_headroom.py --preset classic --hands 36 --worlds 250 \
        --workers 2

1. Headroom. Hands of the heuristic against itself; at a share of the decisions (``--sample``)
   every alternative to the heuristic's move is played out over the same ``--worlds`` worlds
   sampled from the seat's view, and the paired gain in hands won is measured. Printed: the
   decisions where some alternative is clearly better (its gain above 0.03 and 2.5 standard
   errors), and their summed gain per hand and seat, which bounds what a perfect one-move
   search over the heuristic can add to a 50% win rate.
2. Clairvoyance. A player that searches every legal move with one heuristic rollout on the
   true state (it knows the other hand and the draw order) against the heuristic, the
   tournament's deals for the same seed played twice with seats swapped: what hidden
   information is worth.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
from collections import Counter
from collections.abc import Sequence

from roadgames.agents.millebornes.heuristic import HeuristicAgent
from roadgames.agents.millebornes.search import discards_a_safety, move_family, rollout
from roadgames.millebornes import Action, MilleBornesState, make_rules, new_game
from roadgames.millebornes.determinize import sample_world
from roadgames.millebornes.rules import PRESETS
from roadgames.tournament.seating import deal_seed

#: A gain counts as clear above this and 2.5 standard errors.
CLEAR_GAIN = 0.03


def searchable(state: MilleBornesState) -> list[Action]:
    """The moves worth comparing: every legal one except discarding a safety."""
    return [a for a in state.legal_actions() if not discards_a_safety(a)]


def headroom_hand(task: tuple[str, int, int, float]) -> tuple[int, list[tuple[str, str, float]]]:
    """One heuristic hand: the number of decisions examined, and the clear gains found."""
    preset, seed, worlds, share = task
    state = new_game(make_rules(preset, 2, match_target=0), seed=seed)
    rng = random.Random(seed)
    heuristic = HeuristicAgent()
    examined = 0
    gains: list[tuple[str, str, float]] = []
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        chosen = heuristic.decide(view, state.legal_actions()).action
        moves = searchable(state)
        others = [a for a in moves if a != chosen]
        if len(moves) > 1 and rng.random() < share and state.phase_name == "play":
            examined += 1
            diffs: list[list[float]] = [[] for _ in others]
            for _ in range(worlds):
                world = sample_world(view, rng)
                base = world.clone()
                base.apply_unchecked(chosen)
                reference = rollout(base, view.team, None)[0]
                for k, action in enumerate(others):
                    trial = world.clone()
                    trial.apply_unchecked(action)
                    diffs[k].append(rollout(trial, view.team, None)[0] - reference)
            best = max(range(len(others)), key=lambda k: sum(diffs[k]))
            gain = sum(diffs[best]) / worlds
            spread = max(sum(d * d for d in diffs[best]) / worlds - gain * gain, 0.0) ** 0.5
            if gain > CLEAR_GAIN and gain > 2.5 * spread / worlds**0.5:
                gains.append((move_family(chosen), move_family(others[best]), gain))
        state.apply(chosen, seat=seat)
    return examined, gains


def clairvoyant_move(state: MilleBornesState, legal: list[Action]) -> Action:
    """The legal move whose heuristic rollout on the true state does best for the mover."""
    team = state.team_of[state.to_move or 0]
    best, best_value = legal[0], -1.0
    for action in legal:
        trial = state.clone()
        trial.apply_unchecked(action)
        value = rollout(trial, team, None)[0]
        if value > best_value:
            best, best_value = action, value
    return best


def clairvoyant_hand(task: tuple[str, int, int]) -> float:
    """One hand of the clairvoyant player against the heuristic: its share of the win."""
    preset, seed, seat_of_seer = task
    state = new_game(make_rules(preset, 2, match_target=0), seed=seed)
    heuristic = HeuristicAgent()
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        if seat != seat_of_seer or len(legal) == 1:
            action = heuristic.decide(state.view(seat), legal).action
        else:
            action = clairvoyant_move(state, legal)
        state.apply(action, seat=seat)
    return state.outcome()[seat_of_seer]


def main(argv: Sequence[str] | None = None) -> None:
    """Run both analyses and print their figures (``argv``: the arguments, default the
    command line's)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--preset", default="classic", choices=PRESETS, help="the rules (default %(default)s)"
    )
    parser.add_argument(
        "--hands",
        type=int,
        default=36,
        help="hands for the headroom; 0 skips it (default %(default)s)",
    )
    parser.add_argument(
        "--worlds",
        type=int,
        default=250,
        help="worlds per examined decision (default %(default)s)",
    )
    parser.add_argument(
        "--sample",
        type=float,
        default=0.25,
        help="share of the decisions examined, 0 to 1 (default %(default)s)",
    )
    parser.add_argument(
        "--deals",
        type=int,
        default=200,
        help="deals for the clairvoyant, each played twice with the seats swapped; 0 skips "
        "it (default %(default)s)",
    )
    parser.add_argument(
        "--seed", type=int, default=1, help="as the tournament's --seed (default %(default)s)"
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help="processes playing hands (default: every core)",
    )
    args = parser.parse_args(argv)
    if args.hands < 0 or args.deals < 0:
        parser.error("--hands and --deals must be at least 0")
    if args.workers is not None and args.workers < 1:
        parser.error("--workers must be at least 1")
    if args.worlds < 1:
        parser.error("--worlds must be at least 1")
    if not 0 <= args.sample <= 1:
        parser.error("--sample must be 0 to 1")
    with multiprocessing.Pool(args.workers) as pool:
        first = 1000 * args.seed
        tasks = [(args.preset, first + i, args.worlds, args.sample) for i in range(args.hands)]
        results = pool.map(headroom_hand, tasks)
        if results:
            examined = sum(n for n, _ in results)
            gains = [g for _, found in results for g in found]
            total = sum(g for _, _, g in gains)
            seat_hands = max(2 * args.hands * args.sample, 1e-9)
            print(f"headroom ({args.preset}): {examined} decisions examined, {len(gains)} with a")
            per_seat = total / seat_hands
            print(f"  clear better move; summed gain {total:.2f} = {per_seat:+.3f} hands won")
            print("  per hand and seat for a perfect one-move search over the heuristic")
            for (was, better), count in Counter((a, b) for a, b, _ in gains).most_common(8):
                print(f"  {count:3d}× {was} -> {better}")
        deals = [
            (args.preset, deal_seed(args.seed, d), s) for d in range(args.deals) for s in (0, 1)
        ]
        shares = pool.map(clairvoyant_hand, deals)
    if not shares:
        return
    print(f"clairvoyant vs heuristic ({args.preset}, {args.deals} deals, seats swapped):")
    print(f"  wins {sum(shares) / len(shares):.3f} of hands")


if __name__ == "__main__":
    main()
