"""``roadgames simulate``: many games by chosen players, summarised in tables (and, with
``--out``, every hand or game as CSV; with ``--record``, every game as a record to replay)."""

from __future__ import annotations

import argparse
import csv
import os
import re
import sys
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn, TextIO, TypeAlias

from rich.console import Console

from roadgames.agents.base import agent_names
from roadgames.agents.external import player_name
from roadgames.commands.files import (
    check_name,
    check_writable_file,
    file_name,
    folder_name,
    holding,
    probe_writes,
)
from roadgames.commands.games import add_game_arguments, chosen_game
from roadgames.commands.helptext import ParagraphsFormatter
from roadgames.commands.limits import add_decision_limit_argument
from roadgames.commands.options import (
    SEED_RANGE,
    SHIFT_OPTIONS_HELP,
    add_rules_arguments,
    parse_overrides,
    refuse_preset,
    run_seed,
    usual_players,
    whole_number,
)
from roadgames.commands.output import OutputError, results_console
from roadgames.commands.players_option import refuse_the_others_option
from roadgames.commands.progress import ReaderGoneError, progress_console, with_progress
from roadgames.commands.stopping import INTERRUPTED, stops_held
from roadgames.core.endless import refuse_endless
from roadgames.core.errors import RoadgamesError
from roadgames.core.records import move_to_free_name
from roadgames.core.registry import get_game
from roadgames.simulation import (
    MAX_GAMES,
    RANDOM,
    STUDIES,
    GameRun,
    SimulationConfig,
    Study,
    Summary,
    check_config,
    counted,
    iter_games,
    record_name,
    record_of_run,
    singular,
    study_of,
)
from roadgames.tournament.report import atomic_text
from roadgames.tournament.seating import MAX_MILLIS, MAX_WORLDS

DESCRIPTION = """\
Play many matches and summarise them. Mille Bornes (a match is one hand under modern
scoring, to the match target otherwise): how hands end and how long they last, where the
points come from, who wins from which seat. Rush Hour Shift: how games end (won, or drawn
at the turn limit: -o turn_limit=N, 300 unless set; computer players need one) and last,
who wins, starting or not. The players are random unless --seats names others.

Stopped early (Ctrl-C, SIGTERM, SIGHUP, a player's error, the reader of its progress gone), it
prints the summary of the games played and keeps them in the --out CSV (a file: with a
last column, partial, 1 on every row) and the --record folder, said to be those played."""

EXAMPLES = """\
examples:
  roadgames simulate --preset club --players 4 --games 2000 --seed 7
  roadgames simulate --seats heuristic --games 500  # sound play on both sides
  roadgames simulate --seats expert,heuristic --games 50 --out hands.csv
  roadgames simulate --games 50 --out hands.csv --overwrite  # replace the CSV
  roadgames simulate --games 200 --seed 7 --record games  # a record per game
  roadgames simulate rushshift --seats greedy,random --games 1000
"""


def register(subparsers: Any) -> None:
    """Add the ``simulate`` subcommand."""
    parser = subparsers.add_parser(
        "simulate",
        help="play many games and summarise them",
        description=DESCRIPTION,
        epilog=EXAMPLES,
        formatter_class=ParagraphsFormatter,
    )
    add_game_arguments(parser, tuple(STUDIES))
    add_rules_arguments(
        parser, players_from_seats=True, other_games=SHIFT_OPTIONS_HELP, preset_default=None
    )
    players = "; ".join(f"{game}: {', '.join(agent_names(game))}" for game in STUDIES)
    parser.add_argument(
        "--seats",
        default=RANDOM,
        metavar="PLAYER[,PLAYER…]",
        help="who plays: one player for every seat, or one per seat in order (default: "
        f"random); {players}. Mille Bornes' hard and expert take a budget: expert@64 "
        f"(worlds per decision, 1 to {MAX_WORLDS:,}) or expert@200ms (a clock, 1 to "
        f"{MAX_MILLIS:,} ms: the figures then depend on the machine); a player of your "
        "own: module:Name or file.py:Name (see examples/racer.py)",
    )
    parser.add_argument(
        "--games",
        type=whole_number,
        default=100,
        help=f"matches to play, 1 to {MAX_GAMES:,} (default 100)",
    )
    parser.add_argument(
        "--seed", type=run_seed, default=0, help=f"random seed, {SEED_RANGE} (default 0)"
    )
    parser.add_argument(
        "--jobs", type=whole_number, default=0, help="worker processes (default: 0, every core)"
    )
    add_decision_limit_argument(parser)
    parser.add_argument(
        "--out",
        type=_path,
        metavar="FILE.csv",
        help="also write every Mille Bornes hand (or Rush Hour Shift game) as CSV (a file "
        "already there, not empty, is refused unless --overwrite; - for the standard output, "
        "the tables then on the standard error)",
    )
    parser.add_argument(
        "--record",
        type=_folder,
        metavar="DIR",
        help="also write every match as a record to follow move by move (roadgames replay "
        "FILE): DIR/game-<number>.json, numbered as in the CSV (its game column; Rush Hour "
        "Shift's match), padded with zeros so the names sort. A record is the whole game, "
        "for study: its seed deals every hand and the draw pile again (replay --hands "
        "shows them). DIR is made if missing; one already holding such records is refused "
        "unless --overwrite",
    )
    parser.add_argument(
        "--overwrite",
        action="store_true",
        help="let --out replace a file already there (it is replaced once the run ends), "
        "and --record the records in its folder (removed as the first game is written)",
    )
    refuse_the_others_option(parser, "simulate")
    parser.set_defaults(func=run)


#: ``--out -``: the CSV on the standard output (the tables then on the standard error).
STDOUT = Path("-")


def _path(text: str) -> Path:
    """A file named on the command line (:func:`~.files.file_name`), ``-`` as it is."""
    return file_name(text, "hands.csv")


def _folder(text: str) -> Path:
    """A folder named on the command line, ``~`` expanded (not nothing, nor ``-``, which
    ``--out`` reads as the standard output: it would make a folder named ``-``)."""
    if text.strip() == "-":
        raise argparse.ArgumentTypeError(
            "name a folder for the records, not - (--out - writes the CSV to the standard output)"
        )
    return folder_name(text)


def _config(args: argparse.Namespace) -> SimulationConfig:
    """The simulation the arguments ask for, every one of them checked."""
    args.game = chosen_game(args)
    refuse_preset(args.game, args.preset)
    if args.overwrite and args.out is None and args.record is None:
        raise RoadgamesError(
            "--overwrite lets --out FILE replace a file, or --record DIR the records in a "
            "folder: name one"
        )
    seats = [player_name(name) for name in args.seats.split(",")]
    players = args.players
    if players is None:
        players = len(seats) if len(seats) > 1 else usual_players(args.game, args.preset)
    rules = get_game(args.game).rules_from_options(
        args.preset, players, **parse_overrides(args.option)
    )
    if len(seats) == 1:  # the count checked first: a huge one is no list to make
        seats *= players
    refuse_endless(args.game, rules)  # no seat here is a person's
    config = SimulationConfig(
        args.game,
        rules,
        tuple(seats),
        args.games,
        args.seed,
        args.jobs,
        args.decision_limit,
        record=args.record is not None,
    )
    check_config(config)
    return config


def run(args: argparse.Namespace) -> int:
    """Simulate, adding up the summary (and writing the CSV and the records) as the games
    come; then print the summary tables. Ctrl-C stops with the summary (and CSV, and
    records) of the games played; Ctrl-C again while they are written up takes effect once
    they are (the CSV marked partial, the summary printed)."""
    with ExitStack() as write_up:
        return _run(args, write_up)


def _run(args: argparse.Namespace, write_up: ExitStack) -> int:
    """:func:`run`, holding stops in ``write_up`` from the end of play."""
    config = _config(args)  # every argument checked before a game is played
    outputs = _Outputs.ready(args, config, write_up)
    console = results_console(stderr=outputs.to_stdout)  # the standard output may be the CSV's
    study = study_of(config.game)
    summary = study.summary(config)
    source = iter_games(config)
    notes = progress_console()  # quiet once its reader has gone (ReaderGoneError)
    games = with_progress(source, config.games, notes, noun=study.RUNS, bar=outputs.bar_fits())
    try:
        with outputs.open_csv() as out:
            keep = _csv_rows_writer(out, study, config)
            # the record first: a CSV reader that leaves (| head) costs no record, and a
            # record that cannot be written stops the run before its game is counted
            first = None if outputs.records is None else outputs.records.write
            stopped = _add_up(games, summary, keep, first)
            _end_play(source, write_up)
        if isinstance(stopped, ReaderGoneError) and summary.games == config.games:
            stopped = None  # gone at the last progress line: every game was played
        if stopped is not None:
            outputs.mark_stopped()
    except OSError as exc:
        outputs.raise_csv_error(exc)
    finally:
        source.close()  # the workers stop now, not whenever the garbage collector runs
    _say_stopped(stopped, summary.games, study, notes)
    for table in summary.tables():
        console.print(table)
    _say_csv_written(stopped, study, outputs, console)
    _say_records_written(stopped, study, outputs.records, console)
    return _exit_status(stopped, study, outputs, notes)


#: What stops a run before its end: Ctrl-C, an error (a player's, a record's), the reader
#: of its progress gone (:func:`_add_up`).
_Stop: TypeAlias = KeyboardInterrupt | RoadgamesError | ReaderGoneError


@dataclass
class _Outputs:
    """Where a run writes besides its tables: ``--out``'s CSV (a file, or the standard
    output) and ``--record``'s records."""

    out: Path | None
    overwrite: bool
    records: _Records | None
    #: where the CSV went, if another run wrote one at --out meanwhile
    kept: list[Path] = field(default_factory=list)

    @classmethod
    def ready(cls, args: argparse.Namespace, config: SimulationConfig, hold: ExitStack) -> _Outputs:
        """The ``--out`` file and the ``--record`` folder checked (the folder made, and held
        until ``hold`` closes: :meth:`_Records.ready`) before any game is played."""
        out: Path | None = args.out
        if out == STDOUT and sys.stdout is None:  # closed (>&-): said before any folder is made
            raise RoadgamesError("--out -: there is no standard output to write the CSV to")
        if out is not None and out != STDOUT:
            _check_out(out, args.overwrite, args.record)
        records = None
        if args.record is not None:
            records = _Records.ready(args.record, config, args.overwrite, hold)
        return cls(out, args.overwrite, records)

    @property
    def to_stdout(self) -> bool:
        """Whether the CSV goes to the standard output (``--out -``)."""
        return self.out == STDOUT

    def bar_fits(self) -> bool:
        """Whether the progress is drawn as a bar: not where the CSV is printed on the
        terminal the bar is drawn on (it would run into it), where it goes as lines."""
        return not (self.to_stdout and sys.stdout is not None and sys.stdout.isatty())

    def open_csv(self) -> AbstractContextManager[TextIO | None]:
        """Where the CSV goes, opened as the context is entered (:func:`_csv_out`);
        ``None`` without ``--out``."""
        if self.out is None:
            return nullcontext(None)
        return _csv_out(self.out, self.overwrite, self.kept)

    def mark_stopped(self) -> None:
        """Mark the CSV file as a stopped run's (:func:`mark_partial`), where it went; the
        standard output's has gone out already."""
        if self.out is not None and not self.to_stdout:
            mark_partial(self.kept[0] if self.kept else self.out.resolve())

    def raise_csv_error(self, exc: OSError) -> NoReturn:
        """Raise what the CSV that could not be written (``exc``) ends the command with."""
        if self.to_stdout:  # | head, > /dev/full: the command line ends as for the tables
            raise OutputError(exc) from exc
        where = self.kept[0] if self.kept else self.out  # this run's file, not the other's
        if isinstance(exc, BrokenPipeError):
            raise RoadgamesError(f"cannot write {where}: the pipe was closed") from None
        raise RoadgamesError(f"cannot write {where}: {exc.strerror}") from exc


def _csv_rows_writer(
    out: TextIO | None, study: Study, config: SimulationConfig
) -> Callable[[GameRun], None]:
    """What writes each game's rows to the CSV ``out``, its header written now (with no
    CSV, nothing)."""
    writer = None if out is None else csv.writer(out, lineterminator="\n")
    if writer is not None:
        writer.writerow(study.csv_header(config))

    def keep(game: GameRun) -> None:
        if writer is not None:
            writer.writerows(study.csv_rows(config, game))

    return keep


def _end_play(source: Generator[GameRun, None, None], write_up: ExitStack) -> None:
    """Once play is over, stop the workers playing ``source`` and hold stops in
    ``write_up``: the workers stopped first (Ctrl-C again while they stop still ends them at
    once), then stops held to the end: the CSV, its mark, the summary."""
    source.close()
    write_up.enter_context(stops_held())


def _say_stopped(stopped: _Stop | None, played: int, study: Study, notes: Console) -> None:
    """Where the run stopped before its end, say so, and that the summary is of the
    ``played`` games."""
    if stopped is not None:
        why = "stopped by an error" if isinstance(stopped, RoadgamesError) else "stopped"
        notes.print(f"{why}: the summary of the {counted(played, study.RUNS)} played")


def _say_csv_written(
    stopped: _Stop | None, study: Study, outputs: _Outputs, console: Console
) -> None:
    """Where ``--out`` is given, say where the CSV went, and whether it holds every part or
    those played."""
    if outputs.out is not None:
        written = (
            f"every {singular(study.PARTS)}" if stopped is None else f"the {study.PARTS} played"
        )
        kept = outputs.kept
        where = "the standard output" if outputs.to_stdout else kept[0] if kept else outputs.out
        console.print(f"wrote {written} to {where}", soft_wrap=True)


def _say_records_written(
    stopped: _Stop | None, study: Study, records: _Records | None, console: Console
) -> None:
    """Where ``--record`` is given, say where the records went, and whether they are every
    game's or those played."""
    if records is not None:
        played = counted(records.written, study.RUNS)
        written = (
            f"every {singular(study.RUNS)}'s record"
            if stopped is None
            else f"the records of the {played} played"
        )
        console.print(f"wrote {written} to {records.folder}", soft_wrap=True)


def _exit_status(stopped: _Stop | None, study: Study, outputs: _Outputs, notes: Console) -> int:
    """The run's exit status, once what was played is said: 0, or :data:`INTERRUPTED`
    after Ctrl-C. Raises that the CSV is not at ``--out`` (another run wrote one there
    while this one played), and the error that stopped the run (or its reader gone: it
    ends quietly), which comes last where there are both."""
    if outputs.kept:
        moved = RoadgamesError(
            f"--out {outputs.out} was written by another run while this one played: this "
            f"run's {study.PARTS} are in {outputs.kept[0]}"
        )
        if not isinstance(stopped, (RoadgamesError, ReaderGoneError)):
            raise moved
        notes.print(str(moved), soft_wrap=True)  # the error that stopped it comes last
    if isinstance(stopped, (RoadgamesError, ReaderGoneError)):
        raise stopped  # said last (or, the reader gone, ended quietly), after what was played
    return INTERRUPTED if stopped is not None else 0


#: The column a stopped run's CSV ends its rows with (1 on every row); a finished run's
#: CSV has none. The rows go out as the games come, so it is added once the run stops.
PARTIAL = "partial"


def mark_partial(path: Path) -> None:
    """Add the :data:`PARTIAL` column to the CSV at ``path``, written whole again: a program
    reading it sees that the run stopped before its end (the rows are those played), where
    only the console said so. (The standard output's CSV has gone out already; the exit
    status says it there.)"""
    with path.open(encoding="utf-8", newline="") as source, atomic_text(path) as out:
        rows = csv.reader(source)
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow([*next(rows), PARTIAL])
        writer.writerows([*row, 1] for row in rows)


@contextmanager
def _csv_out(path: Path, overwrite: bool, kept: list[Path]) -> Iterator[TextIO]:
    """Where the CSV goes: the standard output for ``-``, else the file, written whole
    through a link to the file it names (:func:`atomic_text`); unless ``overwrite``, never
    over a CSV another run wrote there while this one played (:func:`_publish_new`: it goes
    beside it then, added to ``kept``)."""
    if path == STDOUT:  # there is one: _Outputs.ready refused its absence
        yield sys.stdout
        sys.stdout.flush()
        return

    def publish(temporary: Path, target: Path) -> None:
        if not _publish_new(temporary, target):  # NAME-1.csv, NAME-2.csv…: the first free
            kept.append(move_to_free_name(temporary, like=target))

    with atomic_text(path.resolve(), os.replace if overwrite else publish) as out:
        yield out


def _publish_new(temporary: Path, path: Path) -> bool:
    """Move the file written at ``temporary`` to ``path`` where nothing is there, or an
    empty file (as the check before play found it); whether it did. A file written there
    meanwhile (another run's CSV) is left as it is."""
    try:
        os.link(temporary, path)  # fails where the name is taken: never over another file
        return True
    except FileExistsError:
        pass
    except OSError:  # no hard links here (some shared folders): checked, then moved
        if not os.path.lexists(path):
            os.replace(temporary, path)
            return True
    if path.is_file() and not path.is_symlink() and not path.stat().st_size:
        os.replace(temporary, path)
        return True
    return False


def _check_out(path: Path, overwrite: bool, record: Path | None = None) -> None:
    """Refuse an ``--out`` file that cannot be written, or that holds something (an earlier
    run's CSV, say) not to be replaced unasked. The ``--record`` folder, made before play,
    may hold it, not under a name its records take (``game-1.json``); it cannot be it."""
    check_name(path, "--out")  # first: a loop of links cannot be resolved
    if record is not None:
        check_name(record, "--record")
    if record is not None and path.resolve() == record.resolve():
        raise RoadgamesError(
            f"--out {path} is the --record folder: name a file, such as {path}/hands.csv"
        )
    in_records = record is not None and path.resolve().parent == record.resolve()
    if in_records and _RECORD_NAME.fullmatch(path.name):  # a record would be written over
        raise RoadgamesError(
            f"--out {path} is named as one of the records --record {record} holds: name "
            f"another file, such as {record}/hands.csv"
        )
    check_writable_file(path, "--out", "hands.csv", make_folder=in_records)
    if not overwrite and path.is_file() and path.stat().st_size:
        raise RoadgamesError(
            f"--out {path} already exists: add --overwrite to replace it, or name another file"
        )


#: The names of the records a simulation writes (:func:`record_name`).
_RECORD_NAME = re.compile(r"game-[0-9]+\.json")


class _RecordWriteError(RoadgamesError):
    """A record that could not be written (a full disk, say), or an earlier one removed:
    the run stops, as on a player's error, the games before it kept (the CSV too, which
    may be on a disk with room). Not an ``OSError``, which would be taken for the CSV's."""


@dataclass
class _Records:
    """Where ``--record`` writes each game's record as it comes, and how many it wrote."""

    folder: Path
    config: SimulationConfig
    #: the records of an earlier run (``--overwrite``), removed as the first game is written
    earlier: list[Path] = field(default_factory=list)
    written: int = 0

    @classmethod
    def ready(
        cls, folder: Path, config: SimulationConfig, overwrite: bool, hold: ExitStack
    ) -> _Records:
        """The folder made (its parents too) and checked before any game is played: a file
        is refused, and so is a folder already holding records, unless ``overwrite``; and
        one another run is writing records in (held until ``hold`` closes)."""
        check_name(folder, "--record")
        if folder.exists() and not folder.is_dir():
            raise RoadgamesError(f"--record {folder} is a file: name a folder")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            probe_writes(folder)
        except OSError as exc:
            raise RoadgamesError(f"--record {folder}: cannot write there ({exc.strerror})") from exc
        hold.enter_context(holding(folder, "--record"))
        earlier = sorted(p for p in folder.iterdir() if _RECORD_NAME.fullmatch(p.name))
        if earlier and not overwrite:
            raise RoadgamesError(
                f"--record {folder} already holds game records ({earlier[0].name}…): add "
                "--overwrite to replace them, or name another folder"
            )
        return cls(folder, config, earlier)

    def write(self, run: GameRun) -> None:
        """Write ``run``'s record, whole or not at all (raises :class:`_RecordWriteError`)."""
        while self.earlier:  # two runs' records never mixed, even if this one stops
            try:
                self.earlier[-1].unlink(missing_ok=True)
            except OSError as exc:
                raise _RecordWriteError(
                    f"cannot remove {self.earlier[-1]}: {exc.strerror}"
                ) from exc
            self.earlier.pop()
        path = self.folder / record_name(self.config, run.number)
        try:
            record_of_run(self.config, run).save(path, durable=False)  # thousands: no wait
        except OSError as exc:
            raise _RecordWriteError(f"cannot write {path}: {exc.strerror}") from exc
        self.written += 1


def _add_up(
    games: Iterable[GameRun],
    summary: Summary,
    then: Callable[[GameRun], object] | None = None,
    first: Callable[[GameRun], object] | None = None,
) -> _Stop | None:
    """Add ``games`` to ``summary`` as they come (doing ``first`` with each before, and
    ``then`` after); what stopped it before the end: Ctrl-C, an error (a player's, or
    ``first``'s, its game not counted), or the progress's reader gone, the games before
    it counted. With no game played each goes on up."""
    try:
        for game in games:
            with stops_held():  # the summary, the CSV and the records count the same games
                if first is not None:
                    first(game)
                summary.add(game)
                if then is not None:
                    then(game)
    except (KeyboardInterrupt, RoadgamesError, ReaderGoneError) as exc:
        if not summary.games:
            raise
        return exc
    return None
