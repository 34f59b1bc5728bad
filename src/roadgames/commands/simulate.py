"""``roadgames simulate``: random legal games, a progress bar, and a summary table."""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from roadgames.commands.options import add_rules_arguments, rules_from_args
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import Rules, new_game


@dataclass
class SimulationSummary:
    """What a batch of random games did."""

    games: int = 0
    hands: int = 0
    actions_per_hand: list[int] = field(default_factory=list)
    wins_by_seat: Counter[int] = field(default_factory=Counter)
    points_by_team: list[list[int]] = field(default_factory=list)
    endings: Counter[str] = field(default_factory=Counter)


def simulate(
    rules: Rules, games: int, seed: int, progress: Progress | None = None
) -> SimulationSummary:
    """Play ``games`` matches of uniformly random legal actions; deterministic for ``seed``."""
    summary = SimulationSummary(points_by_team=[[] for _ in range(rules.num_teams)])
    task = progress.add_task("simulating", total=games) if progress else None
    chooser = random.Random(seed)
    for game in range(games):
        state = new_game(rules, seed=seed * 1_000_003 + game)
        actions_in_hand = 0
        hands_before = 0
        while not state.is_over:
            legal = state.legal_actions()
            state.apply_unchecked(legal[chooser.randrange(len(legal))])
            actions_in_hand += 1
            if len(state.results) != hands_before:
                hands_before = len(state.results)
                summary.actions_per_hand.append(actions_in_hand)
                actions_in_hand = 0
        for result in state.results:
            summary.endings[result.how] += 1
            for team, total in enumerate(result.totals):
                summary.points_by_team[team].append(total)
        share = state.outcome()
        for seat, value in enumerate(share):
            if value:
                summary.wins_by_seat[seat] += 1
        summary.games += 1
        summary.hands += len(state.results)
        if progress is not None and task is not None:
            progress.advance(task)
    return summary


def register(subparsers: Any) -> None:
    """Add the ``simulate`` subcommand."""
    parser = subparsers.add_parser(
        "simulate",
        help="play random legal games and summarise them",
        description=(
            "Play matches of uniformly random legal actions (a match is one hand under "
            "modern scoring, to the match target otherwise) and print a summary."
        ),
    )
    add_rules_arguments(parser)
    parser.add_argument("--games", type=int, default=100, help="matches to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Simulate and print the summary table."""
    if args.games < 1:
        raise RoadgamesError("--games must be at least 1")
    rules = rules_from_args(args)
    console = Console()
    with Progress(console=console, transient=True) as progress:
        summary = simulate(rules, args.games, args.seed, progress)
    print_summary(console, rules, summary)
    return 0


def print_summary(console: Console, rules: Rules, summary: SimulationSummary) -> None:
    """Render the summary as Rich tables."""
    lengths = summary.actions_per_hand
    overview = Table(
        title=f"{summary.games} random games, preset {rules.preset}, "
        f"{rules.players} players{' in teams' if rules.teams else ''}"
    )
    overview.add_column("measure")
    overview.add_column("value", justify="right")
    overview.add_row("hands played", str(summary.hands))
    overview.add_row("actions per hand (mean)", f"{statistics.fmean(lengths):.1f}")
    overview.add_row("actions per hand (median)", f"{statistics.median(lengths):.0f}")
    overview.add_row("actions per hand (max)", str(max(lengths)))
    for how, count in summary.endings.most_common():
        overview.add_row(f"hands ended: {how}", f"{count} ({100 * count / summary.hands:.1f}%)")
    console.print(overview)
    seats = Table(title="By seat")
    seats.add_column("seat", justify="right")
    seats.add_column("team", justify="right")
    seats.add_column("match wins", justify="right")
    seats.add_column("mean points per hand (team)", justify="right")
    for seat in range(rules.players):
        team = rules.team_of(seat)
        wins = summary.wins_by_seat[seat]
        points = summary.points_by_team[team]
        seats.add_row(
            str(seat),
            str(team),
            f"{wins} ({100 * wins / summary.games:.1f}%)",
            f"{statistics.fmean(points):.0f}",
        )
    console.print(seats)
