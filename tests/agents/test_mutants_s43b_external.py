"""Mutants of :mod:`roadgames.agents.external` that the other tests let live (session 43's
second sweep): the longest time limit held, a limit said as written, a player's own
``KeyboardInterrupt`` outside the main thread."""

from __future__ import annotations

import math
import threading
from pathlib import Path

import pytest

from roadgames.agents import get_agent
from roadgames.agents.external import LONGEST_LIMIT, checked_limit
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import make_rules, new_game

STALLING = """
class Stalling:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        while True:
            pass
"""

INTERRUPTING = """
class Interrupting:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        raise KeyboardInterrupt
"""


def test_a_limit_of_exactly_the_longest_held_is_kept_and_one_past_it_is_none() -> None:
    """The longest limit held (a year) is still a limit; only what is past it means none,
    as the docstring says."""
    assert checked_limit(LONGEST_LIMIT) == LONGEST_LIMIT
    assert checked_limit(int(LONGEST_LIMIT)) == LONGEST_LIMIT
    assert checked_limit(math.nextafter(LONGEST_LIMIT, math.inf)) is None


def test_a_whole_second_limit_is_said_as_given(tmp_path: Path) -> None:
    """``--decision-limit 1`` is said "1 s", as the user wrote it, not "1.0 s"."""
    path = tmp_path / "stalling.py"
    path.write_text(STALLING, encoding="utf-8")
    agent = get_agent("millebornes", f"{path}:Stalling", seed=1, limit=1)
    state = new_game(make_rules("classic", 2), seed=3)
    with pytest.raises(RoadgamesError, match=r"took more than 1 s over one decision"):
        agent.decide(state.view(0), state.legal_actions())


def test_a_players_own_interrupt_outside_the_main_thread_is_its_error(tmp_path: Path) -> None:
    """No Ctrl-C reaches a thread other than the main one (the terminal table's workers):
    a ``KeyboardInterrupt`` there is the player's own doing, said as its error, not taken
    for a stop of the program."""
    path = tmp_path / "interrupting.py"
    path.write_text(INTERRUPTING, encoding="utf-8")
    agent = get_agent("millebornes", f"{path}:Interrupting", seed=1)
    state = new_game(make_rules("classic", 2), seed=3)
    raised: list[BaseException] = []

    def decide() -> None:
        try:
            agent.decide(state.view(0), state.legal_actions())
        except BaseException as exc:  # what escapes the player is the point
            raised.append(exc)

    worker = threading.Thread(target=decide)
    worker.start()
    worker.join(timeout=30)
    assert len(raised) == 1
    assert isinstance(raised[0], RoadgamesError)
    assert "interrupting.py:Interrupting' raised KeyboardInterrupt" in str(raised[0])
