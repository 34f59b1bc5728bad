"""The commands' own output: the console their results are printed on
(:func:`results_console`), and that output failing: a reader that goes away (``roadgames
simulate | head -1``) ends the command quietly, as a shell's tools end, with 141 (128 +
SIGPIPE); a standard output that cannot be written (``> /dev/full``, a disk full) is said
in one line, status 1.

Every command lets either failure go up to the command line (:func:`roadgames.cli.main`),
which finds it with :func:`output_failure` and ends with :func:`end_output_failure`: handled
once, whatever the command was printing. The files a command writes are not its output here:
it says itself which one could not be written.
"""

from __future__ import annotations

import codecs
import errno
import io
import os
import signal
import sys
import unicodedata
from contextlib import suppress
from types import TracebackType

from rich.console import Console

#: The exit status where the reader of the standard output went away (128 + SIGPIPE).
BROKEN_PIPE = 128 + signal.SIGPIPE
#: The exit status where the standard output could not be written.
CANNOT_WRITE = 1


#: The width of the results printed to a file or a pipe (a log), not a terminal.
LOG_WIDTH = 120


def results_console(stderr: bool = False) -> Console:
    """The console a command prints its results on (the standard output, or the standard
    error where ``stderr``: the standard output is then a CSV's): a terminal's width, or
    printed to a log, :data:`LOG_WIDTH`, wide enough for whole tables."""
    console = Console(stderr=stderr)
    return console if console.is_terminal else Console(width=LOG_WIDTH, stderr=stderr)


class OutputError(Exception):
    """The standard output could not be written (a command writing there other than through
    Rich, such as ``simulate --out -``'s CSV, raises this from the ``OSError``)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.strerror or str(error))
        self.error = error


def output_failure(exc: BaseException) -> OSError | None:
    """The failed write of the command's output that ``exc`` stands for, else ``None``: an
    :class:`OutputError`; an ``OSError`` raised inside Rich's console, through which the
    commands print; Rich's ``SystemExit`` after a ``BrokenPipeError`` (Rich ends a program
    whose reader went away with status 1, raising it while it handles the error)."""
    if isinstance(exc, OutputError):
        return exc.error
    if isinstance(exc, SystemExit):
        context = exc.__context__
        return context if isinstance(context, BrokenPipeError) and _in_rich(context) else None
    if isinstance(exc, OSError) and _in_rich(exc):
        return exc
    return None


def closed_output() -> OSError:
    """The error of writing to a standard output that was closed (``>&-``: Python then has
    none, and Rich writes what it is given to nothing)."""
    return OSError(errno.EBADF, "the standard output is closed")


def flush_output() -> None:
    """Flush the standard output, a failure raised as :class:`OutputError` (else Python's
    own flush at exit would meet it, and only warn). A standard output that was closed
    (``>&-``) is such a failure: what the command printed went nowhere (the files it wrote
    stay written)."""
    if sys.stdout is None:  # closed (>&-)
        raise OutputError(closed_output())
    try:
        sys.stdout.flush()
    except OSError as exc:
        raise OutputError(exc) from exc


def end_output_failure(error: OSError) -> int:
    """End the command after ``error`` writing its output: quietly with :data:`BROKEN_PIPE`
    where the reader went away, else saying why in one line, with :data:`CANNOT_WRITE`."""
    if isinstance(error, BrokenPipeError):
        return end_broken_pipe()
    return say_output_failure(error)


def _in_rich(exc: BaseException) -> bool:
    """Whether ``exc`` was raised inside Rich's console, which writes the output."""
    frames: TracebackType | None = exc.__traceback__
    while frames is not None:
        if frames.tb_frame.f_globals.get("__name__") == "rich.console":
            return True
        frames = frames.tb_next
    return False


def end_broken_pipe() -> int:
    """End as a shell's tools do when their reader goes away: quietly, the standard output
    pointed at ``os.devnull`` (else Python's last flush at exit fails on the closed pipe and
    says so); returns :data:`BROKEN_PIPE`."""
    with suppress(AttributeError, OSError, ValueError):  # no stdout, or one with no file
        stdout = sys.stdout.fileno()
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, stdout)
        finally:
            os.close(devnull)
    return BROKEN_PIPE


def say_output_failure(error: OSError) -> int:
    """Say in one line on the standard error that the output could not be written, and why;
    returns :data:`CANNOT_WRITE`. The standard output is pointed at ``os.devnull`` first:
    what is left in its buffer would fail again at exit."""
    end_broken_pipe()
    why = error.strerror or str(error)
    with suppress(OSError):  # the standard error cannot be written either: the status says it
        print(f"roadgames: cannot write the output: {why}", file=sys.stderr, flush=True)
    return CANNOT_WRITE


#: The error handler of a narrow standard output that escaped surrogates
#: (:func:`show_what_the_encoding_can`).
ESCAPE_OR_REPLACE = "roadgames-escape-or-replace"


def _escape_or_replace(error: UnicodeError) -> tuple[str | bytes, int]:
    """The bytes a name read from the system came in, escaped as surrogates, written back
    as they were (Python's ``surrogateescape``); ``?`` for any other character the encoding
    lacks (``replace``)."""
    try:
        return codecs.lookup_error("surrogateescape")(error)
    except UnicodeError:
        return codecs.lookup_error("replace")(error)


codecs.register_error(ESCAPE_OR_REPLACE, _escape_or_replace)

#: The error handlers that stop at a character the encoding lacks, and what replaces each.
_STRICT = {"strict": "replace", "surrogateescape": ESCAPE_OR_REPLACE}


def show_what_the_encoding_can() -> None:
    """Where the standard output's encoding cannot write every character (``PYTHONIOENCODING=
    ascii``, a Latin-1 locale, the C locale with ``PYTHONUTF8=0``), write ``?`` for those it
    cannot, rather than stop with a traceback at the first dash or dot of a title; Rich
    draws its tables' frames in ASCII there by itself. The C locale's output escapes
    surrogates (Python's choice there) and still does: a file name in bytes it could not
    decode is written back as it came. A UTF-8 output is left as it is."""
    stream = sys.stdout
    if not isinstance(stream, io.TextIOWrapper) or stream.errors not in _STRICT:
        return
    if codecs.lookup(stream.encoding).name not in ("utf-8", "utf-16", "utf-32"):
        stream.reconfigure(errors=_STRICT[stream.errors])


def printable(text: str) -> str:
    """``text`` from a file (a name in a record or a save) as plain text for the terminal:
    white space as single spaces, and each character that would act rather than show (a
    control such as an escape sequence's, a lone surrogate, which cannot be written, an
    invisible format character such as a right-to-left override) written as its escape,
    ``\\x1b``. A record is a file from anywhere."""
    return "".join(char if _shows(char) else ascii(char)[1:-1] for char in " ".join(text.split()))


def _shows(char: str) -> bool:
    """Whether ``char`` is printed as it is (the joiner of an emoji's parts is)."""
    category = unicodedata.category(char)
    return category not in ("Cc", "Cs", "Cf") or char == "\u200d"
