"""``roadgames tournament``: computer players against each other on duplicate deals."""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from roadgames.commands.options import parse_overrides
from roadgames.core.errors import RoadgamesError
from roadgames.tournament.compare import paired_differences
from roadgames.tournament.report import (
    paired_table,
    results_table,
    write_csv,
    write_paired_csv,
    write_plot,
)
from roadgames.tournament.runner import GameResult, TournamentConfig, games, iter_results
from roadgames.tournament.saved import baseline_run, holds_a_run, saved_results, write_settings
from roadgames.tournament.seating import parse_lineups
from roadgames.tournament.statistics import standings

HELP = """\
Play computer players against each other on duplicate deals: each deal is played once per
rotation of the teams' seats (with two players: again with the seats swapped), on the same
cards, so the luck of the deal cancels. Runs on every core.

For Mille Bornes a deal is ONE HAND (match_target=0), scored by the preset's table, and won
as a one-hand game is: by the most points (ties and stalled hands shared, counting half),
which is not always the team that completed the trip. The table shows win rate with its 95%
Wilson interval, mean score margin (the team's points minus the best other team's), an Elo
estimate and the median time per decision.

Players: --agents heuristic,expert (one per team); expert+random puts two partners in a
team; expert@64 and expert@500ms set a search budget (worlds or milliseconds per
decision; a time budget makes the play depend on the machine, not only on the seed).

With --out DIR the games are written as they are played; an interrupted run is carried on
with the same command and --resume (which can also extend a run to more --deals).

--baseline DIR compares with a run saved before on the same deals (same game, preset,
seats, seed and options; the players may differ): per place in --agents, the difference of
the win rates deal by deal, with its 95% interval, which the luck of the cards leaves out
(a new version of a player against the same opponent, or two players against a common
one). --resume on a finished run plays nothing and prints its table again.
"""


def register(subparsers: Any) -> None:
    """Add the ``tournament`` subcommand."""
    parser = subparsers.add_parser(
        "tournament",
        help="computer players against each other (duplicate deals, statistics)",
        description=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--game", default="millebornes", help="the game (default millebornes)")
    parser.add_argument(
        "--agents", required=True, help="players, comma-separated (e.g. heuristic,expert)"
    )
    parser.add_argument("--preset", default=None, help="rules preset (Mille Bornes: classic…)")
    parser.add_argument("--players", type=int, default=2, help="seats at the table (default 2)")
    parser.add_argument(
        "--deals", type=int, default=100, help="deals, each played in every rotation"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and players")
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (0: every core)")
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a rules option"
    )
    parser.add_argument("--out", type=Path, default=None, help="write CSV files and a plot here")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="carry on the run saved in --out: play only its missing games (with a larger "
        "--deals, extend it)",
    )
    parser.add_argument(
        "--baseline",
        type=Path,
        default=None,
        metavar="DIR",
        help="compare with the run saved in DIR on the same deals (paired difference)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Play the tournament and print the table."""
    if args.deals < 1:
        raise RoadgamesError("--deals must be at least 1")
    if args.jobs < 0:
        raise RoadgamesError("--jobs cannot be negative (0: every core)")
    if args.resume and args.out is None:
        raise RoadgamesError("--resume carries on the run saved in --out: name that folder")
    config = TournamentConfig(
        game=args.game,
        lineups=tuple(parse_lineups(args.agents)),
        players=args.players,
        deals=args.deals,
        seed=args.seed,
        preset=args.preset,
        options=parse_overrides(args.option),
        jobs=args.jobs,
    )
    total = len(games(config))
    # read before playing: a baseline that cannot be compared fails now, not hours later
    baseline = None if args.baseline is None else baseline_run(args.baseline, config)
    results = _start_output(args.out, config, args.resume)
    console = Console()
    if not console.is_terminal:
        console = Console(width=120)  # a log file gets the whole table
    if results:
        console.print(f"resuming: {len(results)} of the {total} games already played")
    every = _every(total)
    done = {(r.deal, r.rotation) for r in results}
    try:
        playing = iter_results(config, done=done)
        for result in _with_progress(playing, console, total - len(done)):
            results.append(result)
            if args.out is not None and len(results) % every == 0 and len(results) < total:
                _save_csv(args.out, results, config)  # an interrupted run keeps what it played
    except KeyboardInterrupt:
        if args.out is not None and results:
            _save_csv(args.out, results, config)
            console.print(
                f"interrupted: the {len(results)} games played are in {args.out} "
                "(--resume carries on)"
            )
        else:
            console.print("interrupted")
        return 130
    results.sort(key=lambda r: (r.deal, r.rotation))
    table = standings(results, config.labels)
    title = (
        f"{args.game} {args.preset or ''} {args.players} seats: "
        f"{args.deals} duplicate deals, {total} games, seed {args.seed}"
    )
    console.print(results_table(table, title))
    lines = None
    if baseline is not None:
        baseline_labels, baseline_results = baseline
        lines = paired_differences(results, config.labels, baseline_results, baseline_labels)
        console.print(paired_table(lines, str(args.baseline)))
    if args.out is not None:
        write_csv(args.out, results, table)
        write_plot(args.out / "win_rates.png", table, title)
        wrote = "standings.csv and win_rates.png"
        if lines is not None:
            write_paired_csv(args.out / "baseline.csv", lines, str(args.baseline))
            wrote = "standings.csv, win_rates.png and baseline.csv"
        console.print(f"wrote {args.out / 'games.csv'}, {wrote}")
    return 0


def _with_progress(
    results: Iterable[GameResult], console: Console, total: int
) -> Iterator[GameResult]:
    """The games' results as they come, with a progress bar on a terminal, else (a log, a
    pipe) a plain line every twentieth of the games."""
    if console.is_terminal:
        columns = (
            TextColumn("[progress.description]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
        )
        with Progress(*columns, console=console, transient=True) as progress:
            task = progress.add_task("playing", total=total)
            for result in results:
                yield result
                progress.advance(task)
        return
    start = time.monotonic()
    every = _every(total)
    for done, result in enumerate(results, 1):
        yield result
        if done % every == 0 or done == total:
            elapsed = time.monotonic() - start
            left = elapsed / done * (total - done)
            line = f"played {done}/{total} games, {_clock(elapsed)} elapsed"
            console.print(f"{line}, about {_clock(left)} left", highlight=False)


def _start_output(
    directory: Path | None, config: TournamentConfig, resume: bool
) -> list[GameResult]:
    """Ready the output folder before any game is played; the games a resumed run has
    already played."""
    if directory is None:
        return []
    if resume:
        results = saved_results(directory, config)
        _check_writable(directory)
        return results
    if holds_a_run(directory):
        raise RoadgamesError(
            f"{directory} already holds a tournament: --resume carries it on, or choose "
            "another folder"
        )
    _check_writable(directory)  # before hours of play, not after
    write_settings(directory, config)
    return []


def _check_writable(directory: Path) -> None:
    """Make ``directory`` (and its parents) and check that files can be written in it."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        probe = directory / ".roadgames-write-check"
        probe.write_text("")
        probe.unlink()
    except OSError as exc:
        raise RoadgamesError(f"cannot write the results to {directory}: {exc.strerror}") from exc


def _every(total: int) -> int:
    """Games between two progress lines or saves: a twentieth of them."""
    return max(1, total // 20)


def _save_csv(directory: Path, results: list[GameResult], config: TournamentConfig) -> None:
    """Write the games so far, in deal order, and their standings."""
    ordered = sorted(results, key=lambda r: (r.deal, r.rotation))
    write_csv(directory, ordered, standings(ordered, config.labels))


def _clock(seconds: float) -> str:
    """``h:mm:ss`` for a duration."""
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"
