"""Session 45's mutation sweep of ``core/signals.py`` (the signals taken as a request to
stop): the mutant the other tests let live, the check that the system has each signal
dropped, so that roadgames could not be imported where there is no SIGHUP (Windows).
SIGHUP or SIGTERM left out, the other mutants, were killed by the tests of stopping.
"""

from __future__ import annotations

import importlib
import signal

import pytest

import roadgames.core.signals as signals


def test_a_system_without_sighup_ends_on_sigterm_alone() -> None:
    """Where the system has no SIGHUP (Windows), the module still loads, and SIGTERM alone
    ends a run."""
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.delattr(signal, "SIGHUP")
            assert importlib.reload(signals).ENDING_SIGNALS == (signal.SIGTERM,)
    finally:
        importlib.reload(signals)
    assert signal.SIGHUP in signals.ENDING_SIGNALS  # as it was, for the other tests
