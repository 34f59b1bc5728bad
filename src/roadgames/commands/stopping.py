"""Stopping long work cleanly. ``kill`` (SIGTERM), as a service manager sends it, and a
closed terminal's SIGHUP are taken as Ctrl-C: ``simulate`` and ``tournament`` then keep
what was played (the summary, the CSV, a resumable run), where their default would end the
process at once and leave a half-written temporary file behind. The exit status still
tells them apart, as a shell reports a process a signal ended: 130 (128 + SIGINT) after
Ctrl-C, 143 (128 + SIGTERM) after SIGTERM, 129 (128 + SIGHUP) after SIGHUP."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import FrameType

from roadgames.core.signals import ENDING_SIGNALS

#: The signals taken as Ctrl-C: SIGTERM (``kill``), and SIGHUP (the terminal closed)
#: where the system has it.
TAKEN_AS_INTERRUPT = ENDING_SIGNALS
#: The signals that stop long work: Ctrl-C, and those taken as it.
STOPPING = (signal.SIGINT, *TAKEN_AS_INTERRUPT)
#: The exit status of work stopped by Ctrl-C.
INTERRUPTED = 128 + signal.SIGINT
#: The exit status of work stopped by SIGTERM.
TERMINATED = 128 + signal.SIGTERM


@dataclass
class Stop:
    """What stopped long work: whether SIGTERM or SIGHUP came (else Ctrl-C, or nothing),
    and which."""

    terminated: bool = False
    #: The signal that came, where one of :data:`TAKEN_AS_INTERRUPT` did.
    number: int = signal.SIGTERM

    def status(self, status: int) -> int:
        """A command's exit ``status``: 128 + the signal (:data:`TERMINATED` for SIGTERM)
        in place of :data:`INTERRUPTED` where it, not Ctrl-C, stopped it."""
        return 128 + self.number if self.terminated and status == INTERRUPTED else status


@contextmanager
def terminate_as_interrupt(stop: Stop | None = None) -> Iterator[Stop]:
    """Inside the block, SIGTERM and SIGHUP raise ``KeyboardInterrupt`` as Ctrl-C does,
    noted in ``stop`` (yielded; a new one if none is given) for the exit status (in the
    main thread; elsewhere signals cannot be handled and nothing changes)."""
    stop = Stop() if stop is None else stop
    if threading.current_thread() is not threading.main_thread():
        yield stop
        return

    def interrupt(number: int, frame: FrameType | None) -> None:
        stop.terminated, stop.number = True, number
        raise KeyboardInterrupt

    previous = {number: signal.signal(number, interrupt) for number in TAKEN_AS_INTERRUPT}
    try:
        yield stop
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


@contextmanager
def stops_held() -> Iterator[None]:
    """Ctrl-C or SIGTERM arriving inside the block takes effect when it ends (in the main
    thread): the handler in place before the block gets it then (where it is Python's own
    or none, as ``KeyboardInterrupt``), so what the block writes stays whole. Where the
    block raises, its error goes on up and the stop held is dropped: the error is what
    the command then says, and it ends the command anyway."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    arrived: list[int] = []

    def note(number: int, frame: FrameType | None) -> None:
        arrived.append(number)

    previous = {number: signal.signal(number, note) for number in STOPPING}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
    for came in dict.fromkeys(arrived):
        handler = previous[signal.Signals(came)]
        if callable(handler):
            handler(came, None)  # raises, as the signal would have
        elif handler != signal.SIG_IGN:
            raise KeyboardInterrupt
