"""``roadgames simulate``: many games by chosen players, summarised in tables (and, with
``--out``, every hand or game as CSV)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from rich.console import Console

from roadgames.agents.base import agent_names
from roadgames.commands.options import add_rules_arguments, parse_overrides
from roadgames.commands.progress import with_progress
from roadgames.core.errors import RoadgamesError
from roadgames.core.registry import get_game
from roadgames.rushshift.rules import OPTION_NAMES as SHIFT_OPTIONS
from roadgames.simulation import (
    MAX_GAMES,
    RANDOM,
    STUDIES,
    GameRun,
    SimulationConfig,
    check_config,
    iter_games,
    study_of,
    summarise,
)
from roadgames.tournament.report import atomic_text

EXAMPLES = """\
examples:
  roadgames simulate --preset club --players 4 --games 2000 --seed 7
  roadgames simulate --seats heuristic --games 500            # sound play on both sides
  roadgames simulate --seats expert,heuristic --games 50 --out hands.csv
  roadgames simulate rushshift --seats greedy,random --games 1000
"""


def register(subparsers: Any) -> None:
    """Add the ``simulate`` subcommand."""
    parser = subparsers.add_parser(
        "simulate",
        help="play many games and summarise them",
        description=(
            "Play many matches and summarise them. Mille Bornes (a match is one hand under "
            "modern scoring, to the match target otherwise): how hands end and how long they "
            "last, where the points come from, who wins from which seat. Rush Hour Shift: "
            "how games end and last, who wins, starting or not. The players are random "
            "unless --seats names others."
        ),
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "game",
        nargs="?",
        default="millebornes",
        choices=tuple(STUDIES),
        help="the game (default millebornes)",
    )
    shift_options = ", ".join(name for name in SHIFT_OPTIONS if name != "players")
    add_rules_arguments(
        parser,
        players_from_seats=True,
        other_games=f"; Rush Hour Shift options: {shift_options}",
    )
    players = "; ".join(f"{game}: {', '.join(agent_names(game))}" for game in STUDIES)
    parser.add_argument(
        "--seats",
        default=RANDOM,
        metavar="PLAYER[,PLAYER…]",
        help="who plays: one player for every seat, or one per seat in order (default: "
        f"random); {players}; a search player takes a budget, such as expert@64 or "
        "expert@200ms",
    )
    parser.add_argument(
        "--games", type=int, default=100, help=f"matches to play, 1 to {MAX_GAMES:,} (default 100)"
    )
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.add_argument(
        "--jobs", type=int, default=0, help="worker processes (default: 0, every core)"
    )
    parser.add_argument(
        "--out",
        type=_path,
        metavar="FILE.csv",
        help="also write every Mille Bornes hand (or Rush Hour Shift game) as CSV",
    )
    parser.set_defaults(func=run)


def _path(text: str) -> Path:
    return Path(text).expanduser()


def _config(args: argparse.Namespace) -> SimulationConfig:
    """The simulation the arguments ask for, every one of them checked."""
    seats = [name.strip().lower() for name in args.seats.split(",")]
    players = args.players
    if players is None:
        players = len(seats) if len(seats) > 1 else 2
    if len(seats) == 1:
        seats *= players
    preset = args.preset if args.game == "millebornes" else None  # presets are Mille Bornes'
    rules = get_game(args.game).rules_from_options(preset, players, **parse_overrides(args.option))
    config = SimulationConfig(args.game, rules, tuple(seats), args.games, args.seed, args.jobs)
    check_config(config)
    return config


def run(args: argparse.Namespace) -> int:
    """Simulate and print the summary tables."""
    config = _config(args)  # every argument checked before a game is played
    if args.out is not None:
        _check_writable(args.out)
    console = Console()
    if not console.is_terminal:
        console = Console(width=120)  # a log file gets the whole tables
    played: list[GameRun] = []
    try:
        for run in with_progress(iter_games(config), console, config.games):
            played.append(run)
    except KeyboardInterrupt:
        if not played:
            raise
        console.print(f"interrupted: the summary of the {len(played)} games played")
    for table in summarise(config, played).tables():
        console.print(table)
    if args.out is not None:
        with atomic_text(args.out) as out:
            rows = study_of(config.game).write_csv(out, config, played)
        noun = "hands" if config.game == "millebornes" else "games"
        console.print(f"wrote {rows} {noun} to {args.out}", soft_wrap=True)
    return 0


def _check_writable(path: Path) -> None:
    """Refuse an output file that cannot be written, before any game is played."""
    if path.is_dir():
        raise RoadgamesError(f"--out {path} is a folder: name a file, such as {path}/hands.csv")
    if not path.parent.is_dir():
        raise RoadgamesError(f"--out {path}: the folder {path.parent} does not exist")
