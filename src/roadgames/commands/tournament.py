"""``roadgames tournament``: computer players against each other on duplicate deals."""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Iterator
from contextlib import ExitStack, closing, contextmanager, suppress
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from rich.console import Console

from roadgames.agents.base import agent_names, get_agent
from roadgames.agents.external import is_external, player_name
from roadgames.commands.files import (
    check_name,
    check_writable_folder,
    folder_name,
    holding,
)
from roadgames.commands.games import add_game_arguments, chosen_game
from roadgames.commands.helptext import ParagraphsFormatter
from roadgames.commands.limits import add_decision_limit_argument
from roadgames.commands.options import (
    PRESET_HELP,
    SEED_RANGE,
    SHIFT_OPTIONS_HELP,
    add_option_argument,
    option_help,
    parse_overrides,
    preset_name,
    refuse_preset,
    run_seed,
    seat_count,
    usual_players,
    whole_number,
)
from roadgames.commands.output import results_console
from roadgames.commands.players_option import refuse_the_others_option
from roadgames.commands.progress import ReaderGoneError, progress_console, with_progress
from roadgames.commands.save_schedule import SaveSchedule
from roadgames.commands.stopping import INTERRUPTED, stops_held
from roadgames.core.endless import refuse_endless
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import MAX_JOBS
from roadgames.core.registry import game_names
from roadgames.simulation import counted, differing_option_words
from roadgames.tournament.compare import PairedDifference, paired_differences
from roadgames.tournament.report import (
    head_to_head_table,
    paired_table,
    results_table,
    write_csv,
    write_head_to_head_csv,
    write_paired_csv,
    write_plot,
)
from roadgames.tournament.runner import (
    MAX_DEALS,
    GameResult,
    TournamentConfig,
    check_config,
    iter_results,
    resolve_preset,
    team_count,
)
from roadgames.tournament.saved import (
    SETTINGS,
    baseline_run,
    holds_a_run,
    record_baseline,
    record_deals,
    recorded_baseline,
    recorded_deals,
    results_held,
    resumed_run,
    saved_choices,
    write_settings,
)
from roadgames.tournament.seating import MAX_MILLIS, MAX_WORLDS, Lineup, parse_lineups
from roadgames.tournament.statistics import HeadToHead, Standing, head_to_head, standings

#: How to install matplotlib for the plot: the extra as the README installs it, from the
#: project's folder (``pip install 'roadgames[plot]'`` asked a package index for a package
#: that is not the checkout installed), or matplotlib itself, which works however it was.
PLOT_EXTRA = (
    "the plot extra: .venv/bin/pip install -e '.[plot]' in the project's folder, "
    "or pip install matplotlib"
)
#: Deals of a run started without ``--deals`` (a resumed one keeps its own).
DEFAULT_DEALS = 100
#: The seed of a run started without ``--seed`` (a resumed one keeps its own).
DEFAULT_SEED = 1

HELP = f"""\
Play computer players against each other on duplicate deals: each deal is played once per
rotation of the teams' seats (with two players: again with the seats swapped), on the same
cards, so the luck of the deal cancels. Runs on every core.

For Mille Bornes a deal is ONE HAND (match_target=0), scored by the preset's table, and won
as a one-hand game is: by the most points (ties and stalled hands shared, counting half),
which is not always the team that completed the trip; -o match_target=N plays whole matches
instead (not under modern scoring, always one hand), won and scored by the match's total
points. The table shows win rate with its 95% Wilson interval, mean score margin (the team's
points minus the best other team's), an Elo estimate, the median and the slowest time per
decision, and the deals each player swept (won in every seating).

Players: --agents heuristic,expert (one per team); with more players than teams the
tournament is a round robin (random,easy,heuristic: every pair meets on every deal, in both
seatings) and a head-to-head table follows the standings; expert+random puts two partners in
a team; expert@64 and expert@500ms set a search budget (worlds per decision, 1 to
{MAX_WORLDS:,}, or milliseconds, 1 to {MAX_MILLIS:,}; a time budget makes the play depend on
the machine, not only on the seed). A player of your own: module:Name or file.py:Name, a
class or function of the seed whose decide(view, legal) returns one of the legal actions
(see examples/racer.py).

With --out DIR the games are saved as they are played, about once a minute (a run killed
outright loses little more). A run stopped early (Ctrl-C, SIGTERM, SIGHUP, a player's
error) still prints its tables and writes its files for the games played, said to
be partial; it is carried on with --out DIR --resume (the game, players, seats, seed,
preset and options are the run's own; any given must be the same), to the deals it was
started with (a larger --deals extends it, a smaller one, down to the deals played, ends it
there); --resume on a finished run plays nothing and prints its table again.

--baseline DIR compares with a run saved before on the same deals (same game, seats, seed
and rules, however spelt; the players may differ): per place in --agents, the difference of
the win rates deal by deal, with its 95% interval (Student's t over the deals), which the
luck of the cards leaves out (a new version of a player against the same opponent, or two
players against a common one). A run saved with --out remembers its baseline: --resume
compares with it again.
"""

EXAMPLES = """\
examples:
  roadgames tournament --agents heuristic,expert --deals 500 --out a
  roadgames tournament --out a --resume --deals 1000
  roadgames tournament --agents hard,expert --deals 500 --out b --baseline a
  roadgames tournament --agents random,easy,heuristic,expert --deals 50
  roadgames tournament --agents expert+random,easy --players 4 -o fast_play=on
  roadgames tournament --game rushshift --agents greedy,search --deals 20
  roadgames tournament --agents examples/racer.py:Racer,heuristic --deals 50

players:
"""

PLAYERS_HELP = (
    "seats at the table (default: 2; the club preset: 4). Each entry of --agents plays a "
    "team: a team of several seats (Mille Bornes with 4 or 6 players: partners) gets its one "
    "player in every seat, or one per seat (expert+random). With fewer entries than teams the "
    "entries repeat in order to fill them (a,b for 3 teams: a,b,a), with more every group of "
    "as many entries as teams plays (a round robin); every deal is played once per distinct "
    "rotation (of every group), so each entry sits in every place (a,b for 4 teams: a,b,a,b "
    "and b,a,b,a)"
)


def register(subparsers: Any) -> None:
    """Add the ``tournament`` subcommand."""
    parser = subparsers.add_parser(
        "tournament",
        help="computer players against each other (duplicate deals, statistics)",
        description=HELP,
        epilog=EXAMPLES + _players_by_game(),
        formatter_class=ParagraphsFormatter,
    )
    add_game_arguments(parser, game_names())
    parser.add_argument(
        "--agents",
        help="players, comma-separated, one per team (e.g. heuristic,expert; see below; "
        "with --resume, the run's own)",
    )
    parser.add_argument("--preset", type=preset_name, default=None, help=PRESET_HELP)
    parser.add_argument("--players", type=seat_count("--agents"), default=None, help=PLAYERS_HELP)
    parser.add_argument(
        "--deals",
        type=whole_number,
        default=None,  # resolved in _config: a resumed run keeps its own
        help=f"deals, each played once per rotation (default: {DEFAULT_DEALS}; with --resume, "
        f"the run's own; at most {MAX_DEALS:,})",
    )
    parser.add_argument(
        "--seed",
        type=run_seed,
        default=None,  # resolved in _config: a resumed run keeps its own
        help=f"seed of the deals and players, {SEED_RANGE} (default: {DEFAULT_SEED}; with "
        "--resume, the run's own)",
    )
    parser.add_argument(
        "--jobs", type=whole_number, default=0, help="worker processes (default: 0, every core)"
    )
    add_option_argument(parser, option_help(SHIFT_OPTIONS_HELP))
    add_decision_limit_argument(parser)
    parser.add_argument(
        "--out",
        type=folder_name,
        default=None,
        metavar="DIR",
        help="write the run here as it is played: settings.json, games.csv (a row per team "
        "per game), times.csv, standings.csv, win_rates.png (a plot, with matplotlib), and "
        "head_to_head.csv in a round robin, baseline.csv with --baseline",
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="carry on the run saved in --out: play only its missing games, to the deals it "
        "was started with (with a larger --deals, extend it); the game, players, seats, "
        "seed, preset and options not given are the run's",
    )
    parser.add_argument(
        "--baseline",
        type=folder_name,
        default=None,
        metavar="DIR",
        help="compare with the run saved in DIR on the same deals (paired difference); "
        "--resume compares with it again",
    )
    refuse_the_others_option(parser, "tournament")
    # saved_options: a resumed run's, where -o gives none (_from_the_run)
    parser.set_defaults(func=run, usage_error=parser.error, saved_options=None)


def _players_by_game() -> str:
    """The players of every game, a line each (wrapped to fit 80 columns), for the help."""
    lines = []
    for game in game_names():
        try:
            names = agent_names(game)
        except (RoadgamesError, ImportError):
            continue  # the help still works where a game's players do not load
        line = f"  {game}: {', '.join(names)}"
        lines.append(
            textwrap.fill(line, 79, subsequent_indent="    ", break_on_hyphens=False) + "\n"
        )
    return "".join(lines)


def run(args: argparse.Namespace) -> int:
    """Play the tournament, then print its tables and write its files; stopped before the
    end (Ctrl-C, a player's error), the same for the games played, said to be partial.
    Ctrl-C again while they are written takes effect once they are."""
    with ExitStack() as write_up:
        return _run(args, write_up)


def _run(args: argparse.Namespace, write_up: ExitStack) -> int:
    """:func:`run`, holding stops in ``write_up`` from the end of play (:func:`_play`)."""
    config, per_deal = _config(args)  # every argument checked before anything is written
    # read before playing: a baseline that cannot be compared fails now, not hours later
    baseline_dir = args.baseline
    baseline = None if baseline_dir is None else baseline_run(baseline_dir, config)
    config, results = _start_output(args.out, config, args.resume, args.deals, write_up)
    if args.out is not None and args.baseline is not None:
        record_baseline(args.out, args.baseline)  # a --resume compares with it again
    total = config.deals * per_deal
    if baseline_dir is None and args.resume and args.out is not None:
        baseline_dir, baseline = _baseline_again(args.out, config, len(results) < total)
    notes = progress_console()  # progress and notes apart from the results
    if results:
        notes.print(f"resuming: {len(results)} of the {total} games already played")
    stopped = _play(config, results, args.out, notes, total, write_up)
    if isinstance(stopped, ReaderGoneError) and len(results) == total:
        stopped = None  # gone at the last progress line: every game was played
    if not results:  # stopped before any game: nothing to show
        if isinstance(stopped, (RoadgamesError, ReaderGoneError)):
            raise stopped
        if args.out is not None:  # the same command again is refused: say how to go on
            notes.print(
                f"{args.out} holds the run's settings and no game: --resume starts it",
                soft_wrap=True,
            )
        notes.print("stopped")
        return INTERRUPTED
    results.sort(key=lambda r: (r.deal, r.rotation))
    outcome = _outcome(config, results, total, baseline)
    if stopped is not None and args.out is None:
        notes.print(f"stopped: the standings of the {counted(len(results), 'games')} played")
    _report(outcome, args.out, baseline_dir, stopped, notes)
    if isinstance(stopped, (RoadgamesError, ReaderGoneError)):
        raise stopped  # said last (or, the reader gone, ended quietly), after what was played
    return 0 if stopped is None else INTERRUPTED


def _baseline_again(
    directory: Path, config: TournamentConfig, more_to_play: bool
) -> tuple[Path | None, tuple[list[str], list[GameResult]] | None]:
    """The run that the resumed run in ``directory`` was compared with, read again (a
    comparison of the games played so far would otherwise stay in its ``baseline.csv``).
    One that cannot be read any more is said, and where the run has ``more_to_play``, that
    comparison, which would go stale, removed."""
    baseline_dir = recorded_baseline(directory)
    if baseline_dir is None:
        return None, None
    notes = progress_console()
    try:
        baseline = baseline_run(baseline_dir, config)
    except RoadgamesError as exc:
        notes.print(f"cannot compare with {baseline_dir} again: {exc}", soft_wrap=True)
        if more_to_play:
            (directory / "baseline.csv").unlink(missing_ok=True)
        return None, None
    notes.print(f"compared with {baseline_dir} again, as the run began", soft_wrap=True)
    return baseline_dir, baseline


@dataclass
class Outcome:
    """A run's figures, as printed and written: of every game, or of the games played
    before it stopped (``partial``)."""

    config: TournamentConfig
    results: list[GameResult]
    title: str
    table: list[Standing]
    teams: int
    partial: bool
    #: Every pair of players' results (only with more than two players).
    meetings: list[HeadToHead] | None = None
    #: The comparison with a baseline run (only with ``--baseline``).
    lines: list[PairedDifference] | None = None


def _outcome(
    config: TournamentConfig,
    results: list[GameResult],
    total: int,
    baseline: tuple[list[str], list[GameResult]] | None,
) -> Outcome:
    """The figures of the ``results`` (in deal order) of the ``total`` games of the run."""
    spec = config.game_spec()
    preset = f", {config.preset}" if config.preset else ""
    changed = differing_option_words(config.rules(), replace(config, options={}).rules())
    options = f", {changed}" if changed else ""
    title = (
        f"{spec.title}{preset}{options}, {config.players} seats: "
        f"{config.deals} duplicate deal{'s' * (config.deals != 1)}, {total} games, "
        f"seed {config.seed}"
    )
    partial = len(results) < total
    if partial:
        title += f" (partial: {len(results)} of the {total} games played)"
    outcome = Outcome(
        config,
        results,
        title,
        standings(results, config.labels),
        team_count(config),
        partial,
    )
    if len(config.lineups) > 2:
        outcome.meetings = head_to_head(results, config.labels)
    if baseline is not None:
        baseline_labels, baseline_results = baseline
        outcome.lines = paired_differences(
            results, config.labels, baseline_results, baseline_labels
        )
    return outcome


def _report(
    outcome: Outcome,
    directory: Path | None,
    baseline: Path | None,
    stopped: BaseException | None,
    notes: Console,
) -> None:
    """Write the run's files in ``directory`` (first: a reader of the tables that goes
    away, ``| head``, must not cost them), then print the tables and say what was written;
    a failure to write is raised after the tables."""
    console = results_console()
    written: list[str] = []
    failure = None
    if directory is not None:
        written, failure = _write_files(outcome, directory, baseline, stopped, notes)
    _print_tables(console, outcome, baseline)
    for line in written:
        # one line, however long; as written ('.[plot]', a folder's name is no markup)
        console.print(line, soft_wrap=True, markup=False)
    if failure is not None:
        _raise_failure(failure, stopped, notes)


def _write_files(
    outcome: Outcome,
    directory: Path,
    baseline: Path | None,
    stopped: BaseException | None,
    notes: Console,
) -> tuple[list[str], RoadgamesError | None]:
    """Write the run's files in ``directory`` (:func:`_write_results`): the lines that say
    what was written, or the failure to write, kept to raise after the tables. A run
    ``stopped`` before its end says that the folder holds the games played."""
    try:
        written = _write_results(directory, outcome, baseline)
    except RoadgamesError as exc:
        return [], exc
    _say_games_kept(directory, len(outcome.results), stopped, notes)
    return written, None


def _say_games_kept(
    directory: Path, played: int, stopped: BaseException | None, notes: Console
) -> None:
    """Where the run stopped before its end, that ``directory`` holds the ``played`` games
    for ``--resume`` to carry on: with the same players' code where an error stopped it."""
    if isinstance(stopped, (KeyboardInterrupt, ReaderGoneError)):  # (quiet: it went)
        notes.print(
            f"stopped: {directory} holds the {counted(played, 'games')} played "
            "(--resume carries on)",
            soft_wrap=True,
        )
    elif stopped is not None:
        notes.print(
            f"{directory} holds the {counted(played, 'games')} played before it (--resume "
            "carries on with the same players' code)",
            soft_wrap=True,
        )


def _print_tables(console: Console, outcome: Outcome, baseline: Path | None) -> None:
    """Print the standings, the meetings of each two players (beyond two), a note where
    players sit at more than one place, and the differences from the ``baseline`` run."""
    config = outcome.config
    console.print(results_table(outcome.table, outcome.title))
    if outcome.meetings is not None:
        console.print(head_to_head_table(outcome.meetings, config.labels))
    if len(config.lineups) < outcome.teams:
        console.print(
            f"note: {len(config.lineups)} players for {outcome.teams} teams, so a player sits "
            "at more than one place in a game; each place counts, and a game it plays "
            "against itself pulls its win rate toward an even share",
            highlight=False,
        )
    if outcome.lines is not None:
        console.print(paired_table(outcome.lines, str(baseline)))


def _raise_failure(failure: RoadgamesError, stopped: BaseException | None, notes: Console) -> None:
    """Raise the ``failure`` to write the run's files; where an error ``stopped`` the run
    (raised after the report, to come last), say the failure instead, unless it is that
    error."""
    if not isinstance(stopped, RoadgamesError):
        raise failure
    if str(failure) != str(stopped):  # (a save that failed while playing stopped it)
        notes.print(f"{failure}", soft_wrap=True)  # the error that stopped it comes last


def _config(args: argparse.Namespace) -> tuple[TournamentConfig, int]:
    """The tournament the arguments ask for, every one of them checked, its preset named;
    and the games each deal is played in. Without --deals: the default, or with --resume
    the run's own, which :func:`_start_output` reads."""
    for flag, folder in (("--out", args.out), ("--baseline", args.baseline)):
        if folder is not None and str(folder) == "-":  # simulate's standard output
            raise RoadgamesError(f"{flag} names a folder for the run's files: not -")
        if folder is not None:
            check_name(folder, flag)
        if folder is not None and folder.exists() and not folder.is_dir():
            raise RoadgamesError(f"{flag} {folder} is a file: name a folder")
    if args.resume and args.out is None:
        raise RoadgamesError("--resume carries on the run saved in --out: name that folder")
    if args.resume:
        _from_the_run(args, saved_choices(args.out))
    if args.agents is None:  # argparse's own words, had it required --agents
        args.usage_error("the following arguments are required: --agents")
    args.game = chosen_game(args)
    if args.deals is not None and not 1 <= args.deals <= MAX_DEALS:
        raise RoadgamesError(f"--deals must be from 1 to {MAX_DEALS:,}, not {args.deals}")
    if not 0 <= args.jobs <= MAX_JOBS:
        raise RoadgamesError(f"--jobs must be from 0 (every core) to {MAX_JOBS}")
    refuse_preset(args.game, args.preset)
    config = TournamentConfig(
        game=args.game,
        lineups=tuple(_lineups(args.game, args.agents)),
        players=usual_players(args.game, args.preset) if args.players is None else args.players,
        deals=DEFAULT_DEALS if args.deals is None else args.deals,
        seed=DEFAULT_SEED if args.seed is None else args.seed,
        preset=args.preset,
        options=parse_overrides(args.option) if args.saved_options is None else args.saved_options,
        jobs=args.jobs,
        decision_limit=args.decision_limit,
    )
    per_deal = check_config(config)
    refuse_endless(config.game, config.rules())  # every seat is a computer player's
    return resolve_preset(config), per_deal


def _from_the_run(args: argparse.Namespace, saved: dict[str, Any]) -> None:
    """Fill in what a ``--resume`` leaves out from the run's settings (``saved``, as
    :func:`~roadgames.tournament.saved.saved_choices` reads them): its game, players,
    seats, seed, preset (Mille Bornes') and rule options. What is given stays, for the run
    to be refused where it differs."""
    if args.game is None and args.game_option is None:
        args.game = saved.get("game")
    if args.agents is None:
        args.agents = saved.get("agents")
    if args.seed is None:
        args.seed = saved.get("seed")
    if args.players is None:
        args.players = saved.get("players")
    if args.preset is None and chosen_game(args) == "millebornes":
        args.preset = saved.get("preset")
    if not args.option:
        args.saved_options = saved.get("options")


def _lineups(game: str, text: str) -> list[Lineup]:
    """The lineups of ``--agents`` (:func:`~roadgames.tournament.seating.parse_lineups`);
    where they are refused (one player, an empty entry), a name no player of ``game`` has
    is said first, as unknown: ``--agents bogus`` names an unknown player, not one too few
    (a player of one's own is not loaded for that: its code would run)."""
    try:
        return parse_lineups(text)
    except RoadgamesError:
        known = agent_names(game)
        for entry in text.split(","):
            for part in entry.split("+"):
                base = player_name(part).partition("@")[0]  # its budget checked later
                if base and not is_external(base) and base not in known:
                    get_agent(game, base)  # refused, in the words of every unknown player
        raise


def _play(
    config: TournamentConfig,
    results: list[GameResult],
    directory: Path | None,
    notes: Console,
    total: int,
    write_up: ExitStack,
) -> KeyboardInterrupt | RoadgamesError | ReaderGoneError | None:
    """Play the games missing from ``results``, adding them there and saving them in
    ``directory`` as they come (:class:`~.save_schedule.SaveSchedule`: a run killed
    outright loses a minute or so of play), progress told on ``notes``. Returns what
    stopped it before the end: Ctrl-C, an error (a player's; the results that could not be
    saved), or the progress's reader gone.
    Once play ends and the workers have stopped, stops are held in ``write_up``."""
    schedule = SaveSchedule(total)
    done = {(r.deal, r.rotation) for r in results}
    # closed where play stops, so the workers stop too (left to the garbage collector, the
    # error returned holding it, they would play their games on unseen)
    stopped: KeyboardInterrupt | RoadgamesError | ReaderGoneError | None = None
    with closing(iter_results(config, done=done)) as playing:
        try:
            for result in with_progress(playing, total - len(done), notes):
                results.append(result)
                if schedule.played() and directory is not None and len(results) < total:
                    with schedule.saving():
                        _save_csv(directory, results, config)
        except (KeyboardInterrupt, RoadgamesError, ReaderGoneError) as exc:
            stopped = exc
    # the workers stopped (Ctrl-C again while they stop still ends them at once): from
    # here the files are written whole, a stop held until they are
    write_up.enter_context(stops_held())
    return stopped


def _write_results(directory: Path, outcome: Outcome, baseline: Path | None) -> list[str]:
    """Write the run's files, a finished one's or the games played before it stopped, its
    settings again where they are gone (the folder removed as it played); the lines that
    say what was written (raises ``RoadgamesError`` where they cannot be)."""
    lines = []
    with _writing(directory):
        written = [directory / SETTINGS, *write_csv(directory, outcome.results, outcome.table)]
        if not (directory / SETTINGS).exists():  # the folder removed (emptied) as it played,
            write_settings(directory, outcome.config)  # made again: else it cannot go on
            if baseline is not None:
                record_baseline(directory, baseline)
        try:
            even = 1 / outcome.teams
            write_plot(directory / "win_rates.png", outcome.table, outcome.title, even)
            written.append(directory / "win_rates.png")
        except ImportError:
            lines.append(f"no plot: matplotlib is missing ({PLOT_EXTRA})")
        if outcome.meetings is not None:
            write_head_to_head_csv(directory / "head_to_head.csv", outcome.meetings)
            written.append(directory / "head_to_head.csv")
        if outcome.lines is not None and baseline is not None:
            # named whole, as settings.json records it: alike however the run is carried on
            where = str(baseline.resolve())
            write_paired_csv(directory / "baseline.csv", outcome.lines, where)
            written.append(directory / "baseline.csv")
    names = ", ".join(path.name for path in written)
    partial = " (partial: --resume carries on)" if outcome.partial else ""
    return [*lines, f"wrote {names} in {directory}{partial}"]


@contextmanager
def _writing(directory: Path) -> Iterator[None]:
    """Writing the results in ``directory``: a failure (a full disk) raised in words."""
    try:
        yield
    except OSError as exc:
        why = exc.strerror or str(exc)
        raise RoadgamesError(f"cannot write the results to {directory}: {why}") from exc


def _start_output(
    directory: Path | None,
    config: TournamentConfig,
    resume: bool,
    deals: int | None,
    hold: ExitStack,
) -> tuple[TournamentConfig, list[GameResult]]:
    """Ready the output folder before any game is played: the tournament to play (a resumed
    run to ``deals`` deals, None: its own) and the games it has already played. The folder
    is held until ``hold`` closes: another run there meanwhile is refused."""
    if directory is None:
        return config, []
    if not resume:  # made to be held (where it cannot be, check_writable_folder says why)
        with suppress(OSError):
            directory.mkdir(parents=True, exist_ok=True)
    hold.enter_context(holding(directory, "--out"))
    if resume:
        started_for = recorded_deals(directory)
        config, results = resumed_run(directory, config, deals)
        check_writable_folder(directory, "the results")
        record_deals(directory, config.deals)  # a later --resume carries on to as many
        if started_for is not None and config.deals < started_for:
            progress_console().print(
                f"the run in {directory} was to play {started_for} deals: it now ends at "
                f"{config.deals} (--deals)",
                soft_wrap=True,
            )
        return config, results
    if holds_a_run(directory):
        raise RoadgamesError(
            f"{directory} already holds a tournament: --resume carries it on, or choose "
            "another folder"
        )
    if held := results_held(directory):  # a run's files without one: the user's own
        raise RoadgamesError(
            f"{directory} holds {', '.join(held)} but no {SETTINGS}, which --resume "
            "needs: choose another folder (a run there would replace "
            f"{'it' if len(held) == 1 else 'them'})"
        )
    check_writable_folder(directory, "the results")  # before hours of play, not after
    write_settings(directory, config)
    return config, []


def _save_csv(directory: Path, results: list[GameResult], config: TournamentConfig) -> None:
    """Write the games so far, in deal order, and their standings."""
    ordered = sorted(results, key=lambda r: (r.deal, r.rotation))
    with _writing(directory):
        write_csv(directory, ordered, standings(ordered, config.labels))
