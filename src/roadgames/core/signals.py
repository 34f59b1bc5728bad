"""The signals that end a process from outside, which every long-running part of roadgames
takes as a request to stop cleanly: ``kill`` (SIGTERM) and a closed terminal (SIGHUP, where
the system has it)."""

from __future__ import annotations

import signal

#: SIGTERM, then SIGHUP where the system has one (not on Windows).
ENDING_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)
