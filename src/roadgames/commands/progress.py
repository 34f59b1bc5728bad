"""Progress of long work: a bar on a terminal, else (a log, a pipe) a plain line now and
then, so that a run in the background still says how far it is.

Where the reader of that progress goes away (``roadgames simulate --out hands.csv 2>&1 |
head``, a pager left early), the notes console raises :class:`ReaderGoneError`: the
commands stop the run there as after Ctrl-C, keep what was played (Rich's own answer,
ending the program at once, lost the CSV that a simulation writes whole at its end), then
raise it again, and the command line ends as for any output whose reader went away
(141)."""

from __future__ import annotations

import errno
import time
from collections.abc import Iterable, Iterator
from typing import TypeVar

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from roadgames.commands.output import OutputError

T = TypeVar("T")


class ReaderGoneError(OutputError):
    """The reader of the progress and notes (the standard error) went away. An
    :class:`~roadgames.commands.output.OutputError`: raised up to the command line, it ends
    the command quietly with 141."""

    def __init__(self) -> None:
        super().__init__(BrokenPipeError(errno.EPIPE, "Broken pipe"))


class NotesConsole(Console):
    """A console for progress and notes (the standard error) that, once its reader has gone,
    raises :class:`ReaderGoneError` and says nothing more (Rich's default ends the program,
    and points the standard output, which may still be read, at nothing)."""

    def on_broken_pipe(self) -> None:
        """Fall quiet, and say the reader went (the work decides what to keep)."""
        self.quiet = True
        raise ReaderGoneError


def with_progress(
    items: Iterable[T],
    total: int,
    console: Console | None = None,
    noun: str = "games",
    quiet_seconds: float = 5.0,
    bar: bool = True,
) -> Iterator[T]:
    """``items`` as they come, counted against ``total``, told on ``console`` (default: the
    standard error, so that the results on the standard output stay clean): a progress bar
    on a terminal (unless not ``bar``: the results are printed on that terminal too, and
    would be drawn into it), else a line ``played N/total {noun}, … elapsed, about …
    left`` every twentieth of them, if ``quiet_seconds`` have passed since the last line (a
    short run is not a wall of lines), and always at the end."""
    if console is None:
        console = progress_console()
    if console.is_terminal and bar:
        columns = (
            TextColumn("[progress.description]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
        )
        with Progress(*columns, console=console, transient=True) as progress:
            task = progress.add_task("playing", total=total)
            for item in items:
                yield item
                progress.advance(task)
        return
    start = last = time.monotonic()
    every = twentieth(total)
    for done, item in enumerate(items, 1):
        yield item
        now = time.monotonic()
        if done == total or (done % every == 0 and now - last >= quiet_seconds):
            last = now
            elapsed = now - start
            left = elapsed / done * (total - done)
            line = f"played {done}/{total} {noun}, {clock(elapsed)} elapsed"
            if done < total:
                line += f", about {clock(left)} left"
            console.print(line, highlight=False)


def progress_console() -> Console:
    """Where progress and notes on the run go: the standard error (:class:`NotesConsole`)."""
    return NotesConsole(stderr=True, highlight=False)


def twentieth(total: int) -> int:
    """A twentieth of ``total`` (at least 1): how often a log hears of progress."""
    return max(1, total // 20)


def clock(seconds: float) -> str:
    """``h:mm:ss`` for a duration."""
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"
