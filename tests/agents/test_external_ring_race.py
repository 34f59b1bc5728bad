"""The time limit's stop, ringing again every 50 ms once the time is up (cd4e021), landing
at any instant after a player of one's own has answered: whatever instant that is, the
timer is left disarmed and SIGALRM's handler as it was. A timer left armed rings on every
50 ms into code that is no player's, and once the handler before it is back (the default
one ends the process) it kills the run."""

from __future__ import annotations

import gc
import signal
import sys
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from play_helpers import FIRST_LEGAL_PLAYER
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import make_rules, new_game
from roadgames.tournament.runner import make_agent

Tracer = Callable[[types.FrameType, str, Any], Any]


def _quiet(signum: int, frame: object) -> None:
    """SIGALRM's handler during the test: a ring after the player's run does nothing."""


@pytest.fixture
def quiet_alarm() -> Iterator[None]:
    """A harmless SIGALRM handler before the player's, and the timer disarmed after."""
    previous = signal.signal(signal.SIGALRM, _quiet)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _ring_after_answer(source: str, k: int) -> tuple[Tracer, list[str]]:
    """A trace function that rings at the ``k``-th line run after the player's ``decide``
    (in ``source``) returned: SIGALRM's handler called as the limit's ring landing at that
    instant calls it. Returns it and a list that gains where it rang, once it has."""
    rung: list[str] = []
    seen = [0]
    answered = [False]

    def local(frame: types.FrameType, event: str, arg: Any) -> Any:
        code = frame.f_code
        if event == "return" and code.co_name == "decide" and code.co_filename == source:
            answered[0] = True
        elif event == "line" and answered[0] and not rung:
            if seen[0] == k:
                rung.append(f"{Path(code.co_filename).name}:{frame.f_lineno} {code.co_name}")
                # as a signal landing here does: its handler called with this frame, what it
                # raises raised at this line
                handler = signal.getsignal(signal.SIGALRM)
                if callable(handler):
                    handler(signal.SIGALRM, frame)
            seen[0] += 1
        return local

    def tracer(frame: types.FrameType, event: str, arg: Any) -> Any:
        return local

    return tracer, rung


@pytest.mark.usefixtures("quiet_alarm")
def test_the_timer_is_disarmed_whenever_the_limit_rings_after_the_answer(
    tmp_path: Path,
) -> None:
    path = tmp_path / "quick.py"
    path.write_text(FIRST_LEGAL_PLAYER)
    agent = make_agent("millebornes", f"{path}:Mine", seed=1, decision_limit=60)
    state = new_game(make_rules("classic", 2), seed=3)
    view, legal = state.view(0), state.legal_actions()
    left_armed = []
    escaped: list[tuple[str, str]] = []
    for k in range(400):
        tracer, rung = _ring_after_answer(str(path), k)
        previous_trace = sys.gettrace()
        sys.settrace(tracer)
        try:
            agent.decide(view, legal)
        except RoadgamesError:
            pass  # stopped: the time ran out as it answered, which may be said so
        except BaseException as exc:  # what escapes the guard is the finding
            escaped.append((rung[0] if rung else "?", type(exc).__name__))
            del exc  # the frames it holds keep the player's guard open
        finally:
            sys.settrace(previous_trace)
        armed = signal.getitimer(signal.ITIMER_REAL)
        handler = signal.getsignal(signal.SIGALRM)
        if armed != (0.0, 0.0) or handler is not _quiet:
            left_armed.append((rung[0], armed, getattr(handler, "__name__", handler)))
        gc.collect()  # a guard left open closes now, not in a later test
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, _quiet)
        if not rung:  # the decision was over before the k-th line: every instant tried
            break
    assert not escaped and not left_armed, (
        f"the stop escaped the player's guard (rung at, type): {escaped}; "
        f"timer or handler left behind (rung at, timer, handler): {left_armed}"
    )
