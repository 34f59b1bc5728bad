"""Stopping long work and telling its progress, as a caller meets them: the signal guards
used outside the main thread or around other handlers, and the progress a log and a
terminal get, timed by a clock the tests move (session 31's mutation sweep)."""

from __future__ import annotations

import io
import os
import re
import signal
import threading
from collections.abc import Callable, Iterator
from types import FrameType

import pytest
from rich.console import Console

from roadgames.commands import progress
from roadgames.commands.progress import NotesConsole, ReaderGoneError, clock, with_progress
from roadgames.commands.stopping import STOPPING, Stop, stops_held, terminate_as_interrupt


def _in_a_thread(work: Callable[[], None]) -> list[BaseException]:
    """Run ``work`` in another thread; what it raised, if anything."""
    raised: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as exc:  # handed back to the test
            raised.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(timeout=30)
    return raised


@pytest.fixture
def handlers_kept() -> Iterator[None]:
    """Whatever a test sets for SIGINT and SIGTERM is put back after it."""
    kept = {number: signal.getsignal(number) for number in STOPPING}
    yield
    for number, handler in kept.items():
        signal.signal(number, handler)


def test_terminate_as_interrupt_outside_the_main_thread_yields_its_stop_and_changes_nothing() -> (
    None
):
    given = Stop()
    before = signal.getsignal(signal.SIGTERM)
    ran: list[Stop] = []

    def work() -> None:
        with terminate_as_interrupt(given) as stop:
            ran.append(stop)
        with terminate_as_interrupt() as fresh:
            ran.append(fresh)

    assert _in_a_thread(work) == []  # signals cannot be handled there: no ValueError
    assert ran[0] is given and isinstance(ran[1], Stop) and not ran[1].terminated
    assert signal.getsignal(signal.SIGTERM) is before


def test_stops_held_outside_the_main_thread_runs_its_block_and_changes_nothing() -> None:
    before = {number: signal.getsignal(number) for number in STOPPING}
    ran: list[str] = []

    def work() -> None:
        with stops_held():
            ran.append("the whole row")
        ran.append("after")

    assert _in_a_thread(work) == []
    assert ran == ["the whole row", "after"]
    assert before == {number: signal.getsignal(number) for number in before}


@pytest.mark.usefixtures("handlers_kept")
def test_stops_held_puts_back_the_handlers_it_found() -> None:
    def own(number: int, frame: FrameType | None) -> None:
        """A caller's handler (never called here: no signal comes)."""

    signal.signal(signal.SIGINT, own)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    with stops_held():
        pass
    assert signal.getsignal(signal.SIGINT) is own
    assert signal.getsignal(signal.SIGTERM) == signal.SIG_IGN


@pytest.mark.usefixtures("handlers_kept", "no_collection")  # signals its own process
def test_a_sigterm_held_where_none_handles_it_ends_the_block_as_ctrl_c() -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # which would end the process at once
    written = []
    with pytest.raises(KeyboardInterrupt):
        with stops_held():
            os.kill(os.getpid(), signal.SIGTERM)
            written.append("the whole row")
        written.append("too far")
    assert written == ["the whole row"]


@pytest.mark.usefixtures("handlers_kept", "no_collection")  # signals its own process
def test_a_signal_held_where_it_is_ignored_stays_ignored() -> None:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    written = []
    with stops_held():
        os.kill(os.getpid(), signal.SIGTERM)
        written.append("the whole row")
    written.append("and on")
    assert written == ["the whole row", "and on"]


@pytest.mark.usefixtures("handlers_kept", "no_collection")  # signals its own process
def test_a_signal_held_goes_to_the_handler_in_place_before_the_block() -> None:
    came: list[int] = []

    def own(number: int, frame: FrameType | None) -> None:
        came.append(number)

    signal.signal(signal.SIGTERM, own)
    with stops_held():
        os.kill(os.getpid(), signal.SIGTERM)
        assert came == []  # held while the block runs
    assert came == [signal.SIGTERM]


class _Clock:
    """A monotonic clock that moves only when told (far from 0, as a real one is)."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def monotonic(self) -> float:
        return self.now


def _log_of(
    total: int,
    seconds_each: float,
    monkeypatch: pytest.MonkeyPatch,
    quiet_seconds: float | None = None,
) -> list[str]:
    """The lines a log gets while ``total`` items go by, each taking ``seconds_each``."""
    fake = _Clock()
    monkeypatch.setattr(progress, "time", fake)
    log = io.StringIO()
    console = Console(file=log, width=200)
    told = (
        with_progress(range(total), total, console)  # its default quiet seconds
        if quiet_seconds is None
        else with_progress(range(total), total, console, quiet_seconds=quiet_seconds)
    )
    for _ in told:
        fake.now += seconds_each
    return log.getvalue().splitlines()


def _counts(lines: list[str]) -> list[int]:
    """How many had been played at each line (``played N/...``)."""
    return [int(line.split()[1].split("/")[0]) for line in lines]


def test_a_log_line_says_the_time_elapsed_and_left_at_the_pace_so_far(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lines = _log_of(40, 1.0, monkeypatch, quiet_seconds=0)
    # 10 of 40 in 10 s: the 30 left take 30 s more at that pace
    assert "played 10/40 games, 0:00:10 elapsed, about 0:00:30 left" in lines
    assert "played 30/40 games, 0:00:30 elapsed, about 0:00:10 left" in lines
    assert lines[-1] == "played 40/40 games, 0:00:40 elapsed"  # the last: nothing left to say
    assert all("left" in line for line in lines[:-1])


def test_a_log_line_waits_for_the_quiet_seconds_since_the_last_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a twentieth is 2 items (2 s): a line once 4 s have passed since the last, and the end
    lines = _log_of(40, 1.0, monkeypatch, quiet_seconds=4)
    assert _counts(lines) == list(range(4, 41, 4))


def test_a_log_hears_at_most_a_line_every_five_seconds_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert _counts(_log_of(40, 3.0, monkeypatch)) == list(range(2, 41, 2))  # 6 s a twentieth
    assert _counts(_log_of(40, 2.0, monkeypatch)) == list(range(4, 41, 4))  # 4 s: every other


def test_a_short_run_logs_every_item_when_quiet_seconds_allow(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # a twentieth of 10 is less than one item: each is told
    assert _counts(_log_of(10, 1.0, monkeypatch, quiet_seconds=0)) == list(range(1, 11))


def test_the_clock_writes_hours_minutes_and_seconds() -> None:
    assert clock(3725) == "1:02:05"  # 1 h, 2 min, 5 s
    assert clock(59.6) == "0:01:00"  # rounded to the second
    assert clock(3599) == "0:59:59"


def _screen(written: str) -> list[str]:
    """What a terminal shows after ``written``: lines erased (ESC[2K), the cursor moved up
    (ESC[1A) and back (CR); other control codes (colours, cursor shown) change no text."""
    lines = [""]
    row = 0
    for token in re.findall(r"\x1b\[[0-9;?]*[A-Za-z]|\r|\n|[^\x1b\r\n]+", written):
        if token == "\n":
            row += 1
            if row == len(lines):
                lines.append("")
        elif token == "\x1b[2K":
            lines[row] = ""
        elif token == "\x1b[1A":
            row = max(0, row - 1)
        elif not token.startswith("\x1b") and token != "\r":
            lines[row] += token
    return [line for line in lines if line]


def test_a_terminal_bar_counts_each_item_once_and_is_gone_at_the_end() -> None:
    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=80)
    assert list(with_progress([0, 1, 2], 3, console)) == [0, 1, 2]  # a list: not twice
    drawn = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", screen.getvalue()).replace("\r", "\n")
    bars = [line for line in drawn.splitlines() if line.strip()]
    assert bars and all(line.startswith("playing ") for line in bars)
    assert "3/3" in bars[-1]  # the bar reached the end
    assert _screen(screen.getvalue()) == []  # then wiped: the results stand alone


def test_a_notes_console_whose_reader_went_falls_quiet() -> None:
    class Gone(io.StringIO):
        """A stream whose reader has gone: every write fails."""

        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    console = NotesConsole(file=Gone(), highlight=False)
    with pytest.raises(ReaderGoneError):
        console.print("played 1/2 games")
    console.print("stopped: the summary of the 1 game played")  # says nothing, raises nothing
