"""Players of one's own (an audit): whatever a player's answer is made of runs under the
guard that names the player, a stop of its own class does not lose the games played, the
notation is read as the game reads it, and a player built wrongly is told how it is built."""

from __future__ import annotations

import signal
import textwrap
from pathlib import Path

import pytest

from roadgames.agents.external import external_agent
from roadgames.cli import main
from roadgames.commands.stopping import terminate_as_interrupt
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import Action, make_rules, new_game

#: A player whose answer misbehaves as the error message would show it (``EVIL``).
EVIL_ANSWER = """
import sys, time

EVIL = {evil!r}


class Weird:
    def __repr__(self):
        if EVIL == "raise":
            raise ValueError("repr bug")
        if EVIL == "exit":
            sys.exit(5)
        if EVIL == "print":
            print("REPR NOISE")
        if EVIL == "slow":
            time.sleep(30)
        return "Weird()"


class Text(str):
    def strip(self, *args):
        raise ValueError("strip bug")

    def __repr__(self):
        raise ValueError("repr bug")


class Bot:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        return Text("nonsense") if EVIL == "text" else Weird()
"""

#: A player that stops with an exception class of its own (not an ``Exception``) in its
#: third game.
OWN_STOP = """
GAMES = [0]


class Stop(BaseException):
    pass


class Bot:
    def __init__(self, seed):
        GAMES[0] += 1
        self.game = GAMES[0]

    def decide(self, view, legal):
        if self.game >= 3:
            raise Stop("mine")
        return legal[0]
"""


def _player(folder: Path, body: str, name: str = "bot.py") -> str:
    path = folder / name
    path.write_text(textwrap.dedent(body))
    return f"{path}:Bot"


def _first_view() -> tuple[object, tuple[Action, ...]]:
    state = new_game(make_rules("classic", 2), seed=3)
    seat = state.to_move
    assert seat is not None
    return state.view(seat), tuple(state.legal_actions())


@pytest.mark.parametrize(
    ("evil", "said"),
    [
        ("raise", "raised ValueError: repr bug"),
        ("exit", "raised SystemExit: 5"),
        ("slow", "took more than 0.5 s over one decision"),
        ("text", "chose 'nonsense', which is not one of its legal actions"),
    ],
)
def test_an_answer_that_misbehaves_as_it_is_shown_is_an_error_naming_the_player(
    tmp_path: Path, evil: str, said: str
) -> None:
    spec = _player(tmp_path, EVIL_ANSWER.format(evil=evil))
    agent = external_agent(spec, 1, limit=0.5)
    view, legal = _first_view()
    with pytest.raises(RoadgamesError) as error:
        agent.decide(view, legal)
    assert f"player {spec!r}" in str(error.value)
    assert said in str(error.value)


def test_what_showing_an_answer_prints_stays_off_the_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _player(tmp_path, EVIL_ANSWER.format(evil="print"))
    args = ["simulate", "--seats", f"{spec},random", "--games", "1", "--jobs", "1"]
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert "REPR NOISE" not in out and "REPR NOISE" in err
    assert "answered Weird(), not one of its legal actions" in err


def test_a_stop_of_the_players_own_class_keeps_the_games_played_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = _player(tmp_path, OWN_STOP)
    out = tmp_path / "hands.csv"
    args = ["simulate", "--seats", f"{spec},random", "--games", "6", "--jobs", "1"]
    assert main([*args, "--seed", "5", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"player {spec!r} raised Stop: mine (bot.py, line 16)" in err
    assert "Traceback" not in err
    played = int(err.split("the summary of the ")[1].split(" game")[0])
    assert played > 0
    rows = out.read_text().splitlines()[1:]  # a row per hand and team
    assert {int(row.split(",")[0]) for row in rows} == set(range(played))


@pytest.mark.parametrize(
    ("legal", "written"),
    [
        ("play STOP > 1", "play STOP>1"),
        ("play STOP > 1", "PLAY stop  >  1"),
        ("play 200", "play  200"),
        ("coup-fourre", "coup fourré"),
        ("coup-fourre", "coup fourre"),
    ],
)
def test_an_answer_in_notation_is_read_as_the_game_reads_it(
    tmp_path: Path, legal: str, written: str
) -> None:
    spec = _player(
        tmp_path,
        f"""
        class Bot:
            def __init__(self, seed):
                pass

            def decide(self, view, legal):
                return {written!r}
        """,
    )
    agent = external_agent(spec, 1)
    view, _ = _first_view()
    choices = (Action.parse("draw"), Action.parse(legal))
    assert Action.parse(written) == Action.parse(legal)  # the game's own reading
    assert agent.decide(view, choices).action is choices[1]


def test_notation_of_another_action_is_still_refused(tmp_path: Path) -> None:
    spec = _player(
        tmp_path,
        """
        class Bot:
            def __init__(self, seed):
                pass

            def decide(self, view, legal):
                return "play STOP > 0"
        """,
    )
    view, _ = _first_view()
    with pytest.raises(RoadgamesError, match="chose 'play STOP > 0', which is not one of"):
        external_agent(spec, 1).decide(view, (Action.parse("play STOP > 1"),))


def test_a_player_that_takes_no_seed_is_told_how_it_is_built(tmp_path: Path) -> None:
    spec = _player(
        tmp_path,
        """
        class Bot:
            def __init__(self):
                pass

            def decide(self, view, legal):
                return legal[0]
        """,
    )
    with pytest.raises(RoadgamesError, match=r"could not be built as Bot\(seed\): TypeError"):
        external_agent(spec, 1)


#: A player that stops itself (as Ctrl-C would, ``STOP``), catches the stop, and then
#: answers (``THEN`` "answer"), raises an error of its own ("raise"), or catches every stop
#: until past its time, then answers ("loop").
SWALLOWING = """
import os, time

STOP, THEN = {stop}, {then!r}


class Bot:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        try:
            os.kill(os.getpid(), STOP)
            time.sleep(1)
        except BaseException:
            pass
        if THEN == "raise":
            raise ValueError("after the stop")
        end = time.monotonic() + 1
        while THEN == "loop" and time.monotonic() < end:  # past its 0.5 s, then answers
            try:
                time.sleep(0.01)
            except BaseException:
                pass
        return legal[0]
"""


@pytest.mark.usefixtures("no_collection")  # the player signals this process
@pytest.mark.parametrize("then", ["answer", "raise", "loop"])
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_stop_the_player_swallows_still_stops_the_command(
    tmp_path: Path, stop: signal.Signals, then: str
) -> None:
    """Ctrl-C (and SIGTERM, which long work takes as Ctrl-C) coming while a player runs on
    the main thread (``--jobs 1``) is raised again once the player is done, whether it then
    answers, fails or runs out of time: a player that catches it does not make the command
    forget it, nor turn it into the player's error."""
    spec = _player(tmp_path, SWALLOWING.format(stop=int(stop), then=then))
    agent = external_agent(spec, 1, limit=0.5)
    view, legal = _first_view()
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with terminate_as_interrupt() as stopped:
            handler = signal.getsignal(stop)
            with pytest.raises(KeyboardInterrupt):
                agent.decide(view, legal)
            assert signal.getsignal(stop) is handler  # the guard's own handler undone
        assert stopped.terminated == (stop != signal.SIGINT)
    finally:
        signal.signal(signal.SIGINT, previous)
