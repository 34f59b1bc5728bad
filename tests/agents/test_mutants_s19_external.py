"""Mutants of the time limit that rings again that the other tests let live (session 19's
audit): a ring that comes as the player's run is wound up, after it answered, is not its
own; and the first ring comes at the limit, not later."""

from __future__ import annotations

import os
import signal
import time
from typing import Any

import pytest

from roadgames.agents.external import _held, _OutOfTime


@pytest.mark.usefixtures("no_collection")
def test_a_ring_as_the_run_is_wound_up_does_not_refuse_an_answer_in_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The player answered well within its limit; the timer rings just as it is being
    disarmed (a ring sent at that moment, here): the answer stands."""
    real = signal.setitimer
    rung: list[bool] = []

    def ringing_as_disarmed(which: int, seconds: float, interval: float = 0.0) -> Any:
        if seconds == 0 and not rung:
            rung.append(True)
            os.kill(os.getpid(), signal.SIGALRM)  # its handler runs before this returns
        return real(which, seconds, interval)

    monkeypatch.setattr(signal, "setitimer", ringing_as_disarmed)
    with _held(30.0):
        pass
    assert rung == [True]  # the ring came, and was not the player's


def test_the_first_ring_comes_at_the_limit() -> None:
    """A player still busy at half past its limit was stopped at the limit (a limit of
    0.3 s, a player busy for 0.45 s: a timer set twice as long would have let it answer)."""
    started = time.monotonic()
    with pytest.raises(_OutOfTime), _held(0.3):
        while time.monotonic() - started < 0.45:
            pass
