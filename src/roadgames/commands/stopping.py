"""Stopping long work cleanly. ``kill`` (SIGTERM), as a service manager or a closed session
sends it, is taken as Ctrl-C: ``simulate`` and ``tournament`` then keep what was played (the
summary, the CSV, a resumable run) and exit as after Ctrl-C, where SIGTERM's default would
end the process at once and leave a half-written temporary file behind."""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

#: The signals that stop long work: Ctrl-C, and SIGTERM taken as Ctrl-C.
STOPPING = (signal.SIGINT, signal.SIGTERM)


def _interrupt(number: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


@contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """Inside the block, SIGTERM raises ``KeyboardInterrupt`` as Ctrl-C does (in the main
    thread; elsewhere signals cannot be handled and nothing changes)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@contextmanager
def stops_held() -> Iterator[None]:
    """Ctrl-C or SIGTERM arriving inside the block takes effect when it ends, as
    ``KeyboardInterrupt`` (in the main thread): what the block writes stays whole."""
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
    if arrived:
        raise KeyboardInterrupt
