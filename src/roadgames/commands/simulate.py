"""``roadgames simulate``: many Mille Bornes games by chosen players, summarised in tables
(and, with ``--out``, every hand as CSV)."""

from __future__ import annotations

import argparse
import csv
import statistics
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.table import Table

from roadgames.agents.base import agent_names
from roadgames.commands.options import add_rules_arguments, rules_from_args
from roadgames.commands.progress import with_progress
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import Rules
from roadgames.simulation import (
    MAX_GAMES,
    RANDOM,
    GameFacts,
    SimulationConfig,
    SimulationSummary,
    check_config,
    iter_games,
)
from roadgames.tournament.report import atomic_text

EXAMPLES = """\
examples:
  roadgames simulate --preset club --players 4 --games 2000 --seed 7
  roadgames simulate --seats heuristic --games 500            # sound play on both sides
  roadgames simulate --seats expert,heuristic --games 50 --out hands.csv
"""


def register(subparsers: Any) -> None:
    """Add the ``simulate`` subcommand."""
    parser = subparsers.add_parser(
        "simulate",
        help="play many games and summarise them",
        description=(
            "Play matches of Mille Bornes (one hand under modern scoring, to the match "
            "target otherwise) and summarise them: how hands end and how long they last, "
            "where the points come from, who wins from which seat. The players are random "
            "unless --seats names others."
        ),
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_rules_arguments(parser, players_from_seats=True)
    parser.add_argument(
        "--seats",
        default=RANDOM,
        metavar="PLAYER[,PLAYER…]",
        help="who plays: one player for every seat, or one per seat in order; players: "
        f"{', '.join(agent_names('millebornes'))}, with a budget such as expert@64 or "
        "expert@200ms (default: random)",
    )
    parser.add_argument(
        "--games", type=int, default=100, help=f"matches to play, 1 to {MAX_GAMES:,} (default 100)"
    )
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.add_argument(
        "--jobs", type=int, default=0, help="worker processes (default: 0, every core)"
    )
    parser.add_argument(
        "--out", type=_path, metavar="FILE.csv", help="also write every hand as a CSV row"
    )
    parser.set_defaults(func=run)


def _path(text: str) -> Path:
    return Path(text).expanduser()


def run(args: argparse.Namespace) -> int:
    """Simulate and print the summary tables."""
    seats = [name.strip().lower() for name in args.seats.split(",")]
    if args.players is None:
        args.players = len(seats) if len(seats) > 1 else 2
    if len(seats) == 1:
        seats *= args.players
    config = SimulationConfig(
        rules=rules_from_args(args),
        seats=tuple(seats),
        games=args.games,
        seed=args.seed,
        jobs=args.jobs,
    )
    check_config(config)  # every argument checked before a game is played
    if args.out is not None:
        _check_writable(args.out)
    console = Console()
    if not console.is_terminal:
        console = Console(width=120)  # a log file gets the whole tables
    played: list[GameFacts] = []
    try:
        for game in with_progress(iter_games(config), console, config.games):
            played.append(game)
    except KeyboardInterrupt:
        if not played:
            raise
        console.print(f"interrupted: the summary of the {len(played)} games played")
    summary = SimulationSummary(teams=config.rules.num_teams)
    for game in played:
        summary.add(game)
    print_summary(console, config, summary)
    if args.out is not None:
        with atomic_text(args.out) as out:
            write_hands_csv(out, config, played)
        console.print(f"wrote {summary.hands} hands to {args.out}", soft_wrap=True)
    return 0


def _check_writable(path: Path) -> None:
    """Refuse an output file that cannot be written, before any game is played."""
    if path.is_dir():
        raise RoadgamesError(f"--out {path} is a folder: name a file, such as {path}/hands.csv")
    if not path.parent.is_dir():
        raise RoadgamesError(f"--out {path}: the folder {path.parent} does not exist")


def write_hands_csv(out: TextIO, config: SimulationConfig, games: list[GameFacts]) -> None:
    """Every hand of ``games`` as CSV: a row per hand and team, with its players, points,
    share of the hand's win, and the points of each score line (a column each)."""
    labels = list(
        dict.fromkeys(
            label
            for game in games
            for hand in game.hands
            for team in hand.lines
            for label, _ in team
        )
    )
    teams = config.rules.num_teams
    players = [
        "+".join(config.seats[s] for s in range(team, len(config.seats), teams))
        for team in range(teams)
    ]
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["game", "hand", "ended", "actions", "team", "players", "points", "won", *labels]
    )
    for game in games:
        for number, hand in enumerate(game.hands, 1):
            for team, lines in enumerate(hand.lines):
                points = dict(lines)
                writer.writerow(
                    [
                        game.number,
                        number,
                        hand.how,
                        hand.actions,
                        team,
                        players[team],
                        hand.totals[team],
                        f"{hand.shares[team]:g}",
                        *(points.get(label, 0) for label in labels),
                    ]
                )


def print_summary(console: Console, config: SimulationConfig, summary: SimulationSummary) -> None:
    """Render the summary as Rich tables: the hands, the seats, the score lines."""
    rules = config.rules
    console.print(_overview(rules, config, summary))
    console.print(_by_seat(rules, config, summary))
    console.print(_score_lines(summary))


def _who(config: SimulationConfig) -> str:
    names = list(dict.fromkeys(config.seats))
    return names[0] if len(names) == 1 else " vs ".join(config.seats)


def _overview(rules: Rules, config: SimulationConfig, summary: SimulationSummary) -> Table:
    lengths = summary.actions_per_hand
    teams = " in teams" if rules.teams else ""
    table = Table(
        title=f"{summary.games} games ({_who(config)}), preset {rules.preset}, "
        f"{rules.players} players{teams}, seed {config.seed}"
    )
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_row("hands played", str(summary.hands))
    table.add_row("actions per hand (mean)", f"{statistics.fmean(lengths):.1f}")
    table.add_row("actions per hand (median)", f"{statistics.median(lengths):.0f}")
    table.add_row("actions per hand (max)", str(max(lengths)))
    for how, count in summary.endings.most_common():
        table.add_row(f"hands ended: {how}", _share(count, summary.hands))
    return table


def _by_seat(rules: Rules, config: SimulationConfig, summary: SimulationSummary) -> Table:
    table = Table(title="By seat (seat 0 starts the first hand)")
    for name in ("seat", "player", "team", "match wins", "trips completed (team)"):
        table.add_column(name, justify="left" if name == "player" else "right")
    table.add_column("mean points per hand (team)", justify="right")
    for seat in range(rules.players):
        team = rules.team_of(seat)
        table.add_row(
            str(seat),
            config.seats[seat],
            str(team),
            _share(summary.wins_by_seat[seat], summary.games),
            _share(summary.trips_by_team[team], summary.hands),
            f"{statistics.fmean(summary.points_by_team[team]):.0f}",
        )
    return table


def _score_lines(summary: SimulationSummary) -> Table:
    team_hands = summary.hands * summary.teams
    table = Table(title="Where the points come from (per team and hand)")
    table.add_column("score line")
    table.add_column("scored in", justify="right")
    table.add_column("mean points", justify="right")
    for label, count in summary.line_counts.most_common():
        table.add_row(
            label,
            _share(count, team_hands),
            f"{summary.line_points[label] / team_hands:.1f}",
        )
    return table


def _share(count: int, total: int) -> str:
    return f"{count} ({100 * count / total:.1f}%)" if total else "0"
