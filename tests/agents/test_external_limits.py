"""Players of one's own held to account in the commands that play many games: a time per
decision (a player that loops stops the run with an error naming it, the games played before
kept), their prints kept off the results, and a run not carried on by a changed player."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from roadgames.agents import get_agent
from roadgames.agents.external import ExternalAgent
from roadgames.cli import main
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import make_rules, new_game
from roadgames.tournament.runner import make_agent

#: A player that answers at once for its first ``FAST`` decisions in a process, then loops,
#: swallowing every ``Exception`` as a careless player would.
STALLING = """
FAST = {fast}
DONE = [0]


class Stalling:
    def __init__(self, seed):
        print("built")

    def decide(self, view, legal):
        DONE[0] += 1
        print("deciding", DONE[0])
        while DONE[0] > FAST:
            try:
                pass
            except Exception:
                pass
        return legal[0]
"""


def _stalling(folder: Path, fast: int, name: str = "stalling.py") -> str:
    path = folder / name
    path.write_text(textwrap.dedent(STALLING.format(fast=fast)))
    return f"{path}:Stalling"


def test_a_player_past_its_limit_is_stopped_where_it_was_and_named(tmp_path: Path) -> None:
    """The limit stops a loop even where the player swallows every ``Exception``; the
    error names the player, the limit and the line of its file it was at."""
    agent = make_agent("millebornes", _stalling(tmp_path, fast=0), seed=1, decision_limit=0.2)
    state = new_game(make_rules("classic", 2), seed=3)
    started = time.perf_counter()
    with pytest.raises(RoadgamesError) as caught:
        agent.decide(state.view(0), state.legal_actions())
    assert time.perf_counter() - started < 5
    message = str(caught.value)
    assert "stalling.py:Stalling' took more than 0.2 s over one decision" in message
    # somewhere in its loop (lines 13 to 17 of the file)
    assert re.search(r"stopped at stalling\.py, line 1[3-7] \(--decision-limit", message)


def test_a_player_within_its_limit_is_not_disturbed_and_the_timer_is_disarmed(
    tmp_path: Path,
) -> None:
    """A quick answer comes back as it is, and no alarm is left to go off later."""
    agent = make_agent("millebornes", _stalling(tmp_path, fast=10), seed=1, decision_limit=0.3)
    state = new_game(make_rules("classic", 2), seed=3)
    legal = state.legal_actions()
    assert agent.decide(state.view(0), legal).action == legal[0]
    time.sleep(0.5)  # a timer left armed would raise here


def test_the_table_s_worker_threads_run_a_player_without_a_limit(tmp_path: Path) -> None:
    """Off the main thread no signal can stop a player: it is asked as it is (the terminal
    table thinks in worker threads), and a slow answer still comes back."""
    path = tmp_path / "slow.py"
    path.write_text(
        textwrap.dedent(
            """
            import time

            class Slow:
                def __init__(self, seed):
                    pass

                def decide(self, view, legal):
                    time.sleep(0.3)
                    return legal[-1]
            """
        )
    )
    agent = make_agent("millebornes", f"{path}:Slow", seed=1, decision_limit=0.05)
    state = new_game(make_rules("classic", 2), seed=3)
    legal = state.legal_actions()
    answers: list[object] = []
    thread = threading.Thread(target=lambda: answers.append(agent.decide(state.view(0), legal)))
    thread.start()
    thread.join(5)
    assert [a.action for a in answers] == [legal[-1]]  # type: ignore[attr-defined]


def test_the_terminal_table_builds_a_player_without_a_limit(tmp_path: Path) -> None:
    agent = get_agent("millebornes", _stalling(tmp_path, fast=10), seed=1)
    assert isinstance(agent, ExternalAgent) and agent.limit is None


def test_what_a_player_prints_goes_to_the_standard_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Built, asked, and in a whole tournament: the results on the standard output hold
    nothing the player printed."""
    spec = _stalling(tmp_path, fast=10**9)
    assert main(["tournament", "--agents", f"{spec},random", "--deals", "1", "--jobs", "1"]) == 0
    out, err = capsys.readouterr()
    assert "built" not in out and "deciding" not in out and "Stalling" in out
    assert "built" in err and "deciding 1" in err


def test_a_tournament_stopped_by_a_slow_player_keeps_the_games_played_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The run stops with the error (exit 2) instead of hanging; the games finished before
    it are saved, so the folder says how far it got."""
    spec = _stalling(tmp_path, fast=400)
    out = tmp_path / "run"
    args = ["tournament", "--agents", f"{spec},random", "--deals", "30", "--jobs", "1"]
    assert main([*args, "--decision-limit", "0.2", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "took more than 0.2 s over one decision" in err
    rows = (out / "games.csv").read_text().splitlines()[1:]
    played = len({tuple(row.split(",")[:2]) for row in rows})
    assert 0 < played < 60
    assert f"{out} holds the {played} games played before it" in err


def test_a_run_is_not_carried_on_once_its_player_was_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The run records a digest of its player's file: unchanged, ``--resume`` carries on;
    changed, it is refused in words (two versions' games would count as one player's)."""
    spec = _stalling(tmp_path, fast=10**9)
    out = tmp_path / "run"
    args = ["tournament", "--agents", f"{spec},random", "--jobs", "1", "--out", str(out)]
    assert main([*args, "--deals", "1"]) == 0
    sources = json.loads((out / "settings.json").read_text())["sources"]
    assert list(sources) == [spec] and len(sources[spec]) == 64
    assert main([*args, "--deals", "2", "--resume"]) == 0
    capsys.readouterr()
    path = Path(spec.rpartition(":")[0])
    path.write_text(path.read_text() + "\n# tuned\n")
    assert main([*args, "--deals", "3", "--resume"]) == 2
    err = capsys.readouterr().err
    assert f"the code of player {spec!r} has changed since the run in {out} began" in err
    assert len((out / "games.csv").read_text().splitlines()) == 1 + 2 * 2 * 2  # 2 deals kept


def test_a_simulation_holds_its_players_to_the_limit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _stalling(tmp_path, fast=0, name="sim_stalling.py")
    args = ["simulate", "--seats", f"{spec},random", "--games", "1", "--jobs", "1"]
    assert main([*args, "--decision-limit", "0.2"]) == 2
    assert "took more than 0.2 s" in capsys.readouterr().err


@pytest.mark.parametrize("text", ["-1", "nan", "inf", "soon", "86401"])
def test_a_limit_that_is_not_a_number_of_seconds_is_refused(
    text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["tournament", "--agents", "random,random", "--decision-limit", text])
    assert "--decision-limit" in capsys.readouterr().err


def test_a_player_from_a_package_is_stopped_at_its_own_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``bots:Stalling`` defined in a module the package imports: the line named is the
    player's, not the time limit's own."""
    package = tmp_path / "stallbots"
    package.mkdir()
    (package / "__init__.py").write_text("from stallbots.inner import Stalling\n")
    (package / "inner.py").write_text(textwrap.dedent(STALLING.format(fast=0)))
    monkeypatch.chdir(tmp_path)
    agent = make_agent("millebornes", "stallbots:Stalling", seed=1, decision_limit=0.2)
    state = new_game(make_rules("classic", 2), seed=3)
    with pytest.raises(RoadgamesError, match=r"stopped at inner\.py, line 1[3-7] "):
        agent.decide(state.view(0), state.legal_actions())


ENDING = """
import sys

DONE = [0]


class Ending:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        DONE[0] += 1
        if DONE[0] > {fast}:
            {ending}
        return legal[0]
"""


def _roadgames(*args: str) -> subprocess.CompletedProcess[str]:
    """``roadgames ARGS`` as a command of its own, so that a hang fails the test (after two
    minutes), not the whole suite."""
    return subprocess.run(
        [sys.executable, "-m", "roadgames", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _ending(folder: Path, ending: str, fast: int = 0) -> str:
    path = folder / "ending.py"
    path.write_text(textwrap.dedent(ENDING).format(fast=fast, ending=ending))
    return f"{path}:Ending"


@pytest.mark.parametrize(
    ("ending", "raised"),
    [("sys.exit(3)", "SystemExit: 3"), ("raise KeyboardInterrupt", "KeyboardInterrupt")],
)
@pytest.mark.parametrize("command", ["tournament", "simulate"])
def test_a_player_that_exits_stops_a_run_on_several_cores_with_an_error(
    tmp_path: Path, ending: str, raised: str, command: str
) -> None:
    """A worker whose player calls ``sys.exit`` or raises ``KeyboardInterrupt`` died, and
    the run waited for its result for ever: now it stops with an error naming the player and
    its line."""
    spec = _ending(tmp_path, ending)
    seats = "--agents" if command == "tournament" else "--seats"
    count = ["--deals", "2"] if command == "tournament" else ["--games", "2"]
    done = _roadgames(command, seats, f"{spec},random", *count, "--jobs", "2")
    assert done.returncode == 2, done.stderr
    assert f"ending.py:Ending' raised {raised} (ending.py, line 1" in done.stderr
    assert "Traceback" not in done.stderr


def test_sys_exit_in_a_player_is_an_error_on_one_core_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """In the command's own process ``sys.exit`` ended the command silently, with the
    player's exit status."""
    spec = _ending(tmp_path, "sys.exit(3)")
    assert main(["tournament", "--agents", f"{spec},random", "--deals", "1", "--jobs", "1"]) == 2
    assert "raised SystemExit: 3" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("where", "doing"),
    [("import time\nwhile True:\n    time.sleep(0.01)\n", "to load"), ("", "to be built")],
)
def test_a_player_is_held_to_the_limit_while_it_loads_and_is_built(
    tmp_path: Path, where: str, doing: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "slowstart.py"
    path.write_text(
        where + "class Slow:\n    def __init__(self, seed):\n        while True:\n"
        "            pass\n\n    def decide(self, view, legal):\n        return legal[0]\n"
    )
    args = ["simulate", "--seats", f"{path}:Slow,random", "--games", "1", "--jobs", "1"]
    assert main([*args, "--decision-limit", "0.2"]) == 2
    assert f"took more than 0.2 s {doing} and was stopped at slowstart.py" in (
        capsys.readouterr().err
    )


def test_a_simulation_stopped_by_a_player_keeps_the_games_played_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As a tournament does, and as Ctrl-C does: the summary and the CSV of the games
    finished before the error, then the error (exit 2)."""
    spec = _ending(tmp_path, "raise ValueError('tired')", fast=150)
    out = tmp_path / "hands.csv"
    args = ["simulate", "--preset", "modern", "--seats", f"{spec},random", "--games", "20"]
    assert main([*args, "--jobs", "1", "--out", str(out)]) == 2
    printed, err = capsys.readouterr()
    rows = out.read_text().splitlines()[1:]
    finished = len({row.split(",")[0] for row in rows})
    assert 0 < finished < 20
    assert f"stopped by an error: the summary of the {finished} games played" in err
    assert "raised ValueError: tired (ending.py, line" in err
    assert "wrote the hands played to" in printed


def test_what_a_player_writes_past_print_stays_out_of_the_results_on_several_cores(
    tmp_path: Path,
) -> None:
    """``os.write(1, …)`` goes round ``print``: in a worker process it reaches the standard
    error, not the results (in the command's own process, as with ``--jobs 1``, it cannot
    be kept out)."""
    path = tmp_path / "raw.py"
    path.write_text(
        "import os\n\n\nclass Raw:\n    def __init__(self, seed):\n        pass\n\n"
        "    def decide(self, view, legal):\n        os.write(1, b'RAW-WRITE\\n')\n"
        "        return legal[0]\n"
    )
    done = _roadgames("tournament", "--agents", f"{path}:Raw,random", "--deals", "2", "--jobs", "2")
    assert done.returncode == 0, done.stderr
    assert "RAW-WRITE" not in done.stdout and "RAW-WRITE" in done.stderr
    assert "raw.py:Raw" in done.stdout  # the results are there


def test_a_player_raising_one_of_the_engines_errors_is_named_too(tmp_path: Path) -> None:
    """An error of the engine's own kind, raised by the player, is the player's: named with
    its line, as any other it raises."""
    path = tmp_path / "strict.py"
    path.write_text(
        "from roadgames.core.errors import IllegalActionError\n\n\nclass Strict:\n"
        "    def __init__(self, seed):\n        pass\n\n    def decide(self, view, legal):\n"
        "        raise IllegalActionError('cannot play that now')\n"
    )
    agent = make_agent("millebornes", f"{path}:Strict", seed=1)
    state = new_game(make_rules("classic", 2), seed=3)
    with pytest.raises(RoadgamesError) as caught:
        agent.decide(state.view(0), state.legal_actions())
    assert str(caught.value) == (
        f"player '{path}:Strict' raised IllegalActionError: cannot play that now "
        "(strict.py, line 9)"
    )


def test_a_budget_is_taken_under_the_same_guard(tmp_path: Path) -> None:
    path = tmp_path / "budget.py"
    path.write_text(
        "import sys\n\n\nclass Budgeted:\n    def __init__(self, seed):\n        pass\n\n"
        "    def set_budget(self, iterations=None, millis=None):\n        sys.exit(2)\n\n"
        "    def decide(self, view, legal):\n        return legal[0]\n"
    )
    with pytest.raises(RoadgamesError, match=r"Budgeted' raised SystemExit: 2 \(budget\.py"):
        make_agent("millebornes", f"{path}:Budgeted@64", seed=1)


def test_the_alarm_handler_is_given_back_after_each_decision(tmp_path: Path) -> None:
    import signal

    before = signal.getsignal(signal.SIGALRM)
    agent = make_agent("millebornes", _stalling(tmp_path, fast=5), seed=1, decision_limit=5)
    state = new_game(make_rules("classic", 2), seed=3)
    agent.decide(state.view(0), state.legal_actions())
    assert signal.getsignal(signal.SIGALRM) is before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


def test_a_change_inside_a_players_package_stops_a_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tidybots:Tidy`` lives in ``tidybots/inner.py`` (``__init__.py`` only imports it):
    a change there is a change of the player, as one to ``__init__.py`` would be."""
    package = tmp_path / "tidybots"
    package.mkdir()
    (package / "__init__.py").write_text("from tidybots.inner import Tidy\n")
    inner = package / "inner.py"
    inner.write_text(
        "class Tidy:\n    def __init__(self, seed):\n        pass\n\n"
        "    def decide(self, view, legal):\n        return legal[0]\n"
    )
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "run"
    args = ["tournament", "--agents", "tidybots:Tidy,random", "--jobs", "1", "--out", str(out)]
    assert main([*args, "--deals", "1"]) == 0
    inner.write_text(inner.read_text().replace("legal[0]", "legal[-1]"))
    capsys.readouterr()
    assert main([*args, "--deals", "2", "--resume"]) == 2
    assert "the code of player 'tidybots:Tidy' has changed" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["tournament", "simulate"])
def test_a_player_that_raises_keyboard_interrupt_is_an_error_on_one_core_too(
    tmp_path: Path, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """In the command's own process a player's ``raise KeyboardInterrupt`` (no Ctrl-C came)
    was taken for Ctrl-C: the run said it was stopped, exit status 130, where on several
    cores it is the player's error."""
    spec = _ending(tmp_path, "raise KeyboardInterrupt")
    seats = "--agents" if command == "tournament" else "--seats"
    count = ["--deals", "1"] if command == "tournament" else ["--games", "1"]
    assert main([command, seats, f"{spec},random", *count, "--jobs", "1"]) == 2
    assert "ending.py:Ending' raised KeyboardInterrupt (ending.py, line 1" in (
        capsys.readouterr().err
    )
