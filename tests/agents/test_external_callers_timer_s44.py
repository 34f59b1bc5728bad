"""The time limit on a player shares the process's real-time timer (``ITIMER_REAL``) with
whoever calls the player: a researcher's own alarm, or a player of one's own that runs
another under a limit of its own. The caller's timer goes on counting while the limited
player runs, and is given back once it returns."""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import pytest

from roadgames.agents import get_agent
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import make_rules, new_game

SLEEPING = """
import time


class Sleeping:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        time.sleep({seconds})
        return legal[0]
"""

#: A player that asks a quick player of its own, under a limit of its own, then runs on
#: past its own limit for up to three seconds before it answers.
RUNNING_ON = """
import time

from roadgames.agents import get_agent


class RunningOn:
    def __init__(self, seed):
        self.helper = get_agent("millebornes", {helper!r}, seed=seed, limit=5)

    def decide(self, view, legal):
        self.helper.decide(view, legal)
        ends = time.monotonic() + 3
        while time.monotonic() < ends:
            pass
        return legal[0]
"""


@pytest.fixture
def rings() -> Iterator[list[float]]:
    """A handler of the caller's own on ``SIGALRM`` noting when it rings; both it and the
    timer are put out afterwards."""
    rung: list[float] = []

    def note(signum: int, frame: FrameType | None) -> None:
        rung.append(time.monotonic())

    previous = signal.signal(signal.SIGALRM, note)
    try:
        yield rung
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _player(folder: Path, source: str, name: str, **values: object) -> str:
    path = folder / f"{name.lower()}.py"
    path.write_text(source.format(**values), encoding="utf-8")
    return f"{path}:{name}"


def test_a_callers_timer_goes_on_counting_while_a_limited_player_runs(
    tmp_path: Path, rings: list[float]
) -> None:
    """An alarm the caller set before asking the player is still set once it answers,
    less the time the player took, and rings on time."""
    agent = get_agent(
        "millebornes", _player(tmp_path, SLEEPING, "Sleeping", seconds=0.2), seed=1, limit=5
    )
    state = new_game(make_rules("classic", 2), seed=3)
    signal.setitimer(signal.ITIMER_REAL, 1.0)
    agent.decide(state.view(0), state.legal_actions())
    left, _ = signal.getitimer(signal.ITIMER_REAL)
    assert 0.5 < left < 0.81
    assert signal.getsignal(signal.SIGALRM) is not None and not rings
    time.sleep(left + 0.3)
    assert len(rings) == 1


def test_a_callers_alarm_due_while_the_player_ran_rings_once_it_returns(
    tmp_path: Path, rings: list[float]
) -> None:
    """The caller's alarm is not lost where it fell due while the player ran: it rings as
    soon as the player's answer is in, before the call returns, and never into the player's
    own code (which slept for 0.3 s)."""
    agent = get_agent(
        "millebornes", _player(tmp_path, SLEEPING, "Sleeping", seconds=0.3), seed=1, limit=5
    )
    state = new_game(make_rules("classic", 2), seed=3)
    asked = time.monotonic()
    signal.setitimer(signal.ITIMER_REAL, 0.05)
    agent.decide(state.view(0), state.legal_actions())
    returned = time.monotonic()
    time.sleep(0.1)
    assert len(rings) == 1
    assert asked + 0.3 <= rings[0] <= returned


def test_a_player_running_another_under_a_limit_is_still_held_to_its_own(
    tmp_path: Path,
) -> None:
    """A player that asks a player of its own under a limit of its own (five seconds)
    is still stopped at its own limit afterwards."""
    helper = _player(tmp_path, SLEEPING, "Sleeping", seconds=0)
    outer = _player(tmp_path, RUNNING_ON, "RunningOn", helper=helper)
    agent = get_agent("millebornes", outer, seed=1, limit=0.5)
    state = new_game(make_rules("classic", 2), seed=3)
    started = time.monotonic()
    with pytest.raises(RoadgamesError, match=r"RunningOn' took more than 0\.5 s"):
        agent.decide(state.view(0), state.legal_actions())
    assert time.monotonic() - started < 2
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
