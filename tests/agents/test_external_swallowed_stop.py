"""A player that swallows the stop its time limit raises into it (a bare ``except:``) is
still held to the limit: stopped again while it carries on, and refused when it answers
late all the same."""

from __future__ import annotations

import textwrap
import time
from pathlib import Path

import pytest

from roadgames.agents.base import Agent
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import make_rules, new_game
from roadgames.tournament.runner import make_agent

#: Loops until stopped, swallows the stop with a bare ``except:``, then does as ``AFTER``
#: says (for at most three seconds, so that a player left unstopped still answers).
SWALLOWING = """
import time


class Swallowing:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        try:
            while True:
                pass
        except:  # noqa: E722
            pass
        until = time.monotonic() + 3
        {after}
        return legal[0]
"""

CARRIES_ON = "while time.monotonic() < until:\n            pass"
ANSWERS = "pass"


def _agent(folder: Path, after: str, limit: float) -> Agent:
    path = folder / "swallowing.py"
    path.write_text(textwrap.dedent(SWALLOWING).replace("{after}", after))
    return make_agent("millebornes", f"{path}:Swallowing", seed=1, decision_limit=limit)


@pytest.mark.parametrize("after", [CARRIES_ON, ANSWERS], ids=["carries-on", "answers"])
def test_a_player_that_swallows_its_stop_is_stopped_all_the_same(
    tmp_path: Path, after: str
) -> None:
    agent = _agent(tmp_path, after, limit=0.2)
    state = new_game(make_rules("classic", 2), seed=3)
    started = time.perf_counter()
    with pytest.raises(RoadgamesError, match=r"Swallowing' took more than 0\.2 s over one"):
        agent.decide(state.view(0), state.legal_actions())
    assert time.perf_counter() - started < 2


def test_a_player_answering_in_time_is_not_refused(tmp_path: Path) -> None:
    """The limit's second alarm is not left armed: a quick player's next decisions pass."""
    path = tmp_path / "quick.py"
    path.write_text(
        "class Quick:\n    def __init__(self, seed):\n        pass\n\n"
        "    def decide(self, view, legal):\n        return legal[-1]\n"
    )
    agent = make_agent("millebornes", f"{path}:Quick", seed=1, decision_limit=0.2)
    state = new_game(make_rules("classic", 2), seed=3)
    for _ in range(3):
        legal = state.legal_actions()
        assert agent.decide(state.view(0), legal).action == legal[-1]
        time.sleep(0.3)


def test_a_late_answer_is_said_where_the_player_was_when_its_time_ran_out(
    tmp_path: Path,
) -> None:
    """Refused once it answers, the player's own lines are gone from the stop's traceback:
    the error still names the line it was at (the loop), not the guard's machinery."""
    agent = _agent(tmp_path, ANSWERS, limit=0.2)
    state = new_game(make_rules("classic", 2), seed=3)
    with pytest.raises(RoadgamesError) as caught:
        agent.decide(state.view(0), state.legal_actions())
    message = str(caught.value)
    lines = (tmp_path / "swallowing.py").read_text().splitlines()
    loop = [line.strip() for line in lines].index("while True:") + 1  # or its body, below
    assert "contextlib" not in message
    assert any(f"at swallowing.py, line {n} " in message for n in (loop, loop + 1)), message
