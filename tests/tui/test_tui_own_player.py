"""A player of one's own at the terminal table (``--seats human,bot.py:Name``): named by
its own name, and, where it answers wrongly, replaced for that move by its first legal
action with a warning that names the player and nothing it holds."""

from __future__ import annotations

import asyncio
import textwrap
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Select
from tui_helpers import make_app, person_moves, settle, table

from roadgames.cli import main
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession

BOT = """
class Wrong:
    def __init__(self, seed):
        self.asked = 0

    def decide(self, view, legal):
        self.asked += 1
        return "play 999"  # never a legal action
"""


def test_a_wrong_answer_plays_the_first_legal_action_and_warns(tmp_path: Path) -> None:
    path = tmp_path / "bot.py"
    path.write_text(textwrap.dedent(BOT))
    session = GameSession.new(make_rules("classic", 2), [PERSON, f"{path}:Wrong"], seed=3)
    assert session.names == ["You", "Wrong 2"]
    notes: list[tuple[str, Any]] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")

        def notify(message: str, **options: Any) -> None:
            notes.append((message, options.get("severity")))

        async with app.run_test(size=(120, 40)) as pilot:
            app.notify = notify  # type: ignore[method-assign]
            await settle(pilot)
            before = len(session.state.history)
            await person_moves(pilot)
            await settle(pilot)
            # the person's move, then the computer's in its place: the game went on
            assert len(session.state.history) >= before + 2
            assert session.agents[1].player.asked >= 1  # type: ignore[attr-defined]

    asyncio.run(scenario())
    assert notes, "no warning"
    message, severity = notes[0]
    assert severity == "warning"
    assert message == "Wrong 2 gave no legal answer: its first legal action was played."


def test_the_new_game_names_a_player_of_ones_own_by_its_name_in_any_language() -> None:
    kinds = [PERSON, "bots/mine.py:Racer", "expert"]
    assert localised_names([], kinds, Translator("fr")) == ["Vous", "Racer 2", "Expert 3"]


def test_play_refuses_a_player_that_cannot_be_loaded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere.py"
    assert main(["play", "--quick", "--seats", f"human,{missing}:Bot"]) == 2
    assert "no file" in capsys.readouterr().err


def test_the_new_game_screen_seats_a_player_of_ones_own_from_the_command_line(
    tmp_path: Path,
) -> None:
    """``play --seats human,bot.py:Name`` opens the new-game screen with that player in its
    seat (the screen's list offered the built-in levels only, and crashed)."""
    path = tmp_path / "bot.py"
    path.write_text(textwrap.dedent(BOT))
    kind = f"{path}:Wrong"

    async def scenario() -> None:
        setup = Setup(kinds=[PERSON, kind])
        app = RoadgamesApp(setup=setup, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            seat = app.screen.query_one("#kind-1", Select)
            assert seat.value == kind
            await pilot.press("enter")
            await settle(pilot)
            assert table(app).session.players == [PERSON, kind]

    asyncio.run(scenario())


STALLING = """
import threading

THINKING = threading.Event()
RELEASE = threading.Event()


class Stalling:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        THINKING.set()
        RELEASE.wait(30)  # for ever, as far as the table can tell
        return legal[0]
"""


def test_a_player_that_never_answers_lets_the_table_close_and_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A player of one's own may loop for ever: the table tells the person how to leave
    once it has thought too long, and leaving does not wait for it (the worker waiting on it
    ends at once; a worker's own thread would have been joined on the way out, and the
    program hung)."""
    from roadgames.tui.screens import game_table

    monkeypatch.setattr(game_table, "SLOW_NOTICE", 0.2)
    path = tmp_path / "stalling.py"
    path.write_text(textwrap.dedent(STALLING))
    session = GameSession.new(make_rules("classic", 2), [f"{path}:Stalling", PERSON], seed=3)
    player = session.agents[0].player  # type: ignore[attr-defined]
    module = __import__(type(player).__module__)
    notes: list[str] = []
    workers_left: list[int] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        app.notify = lambda message, **_: notes.append(message)  # type: ignore[method-assign]
        async with app.run_test(size=(120, 40)) as pilot:
            for _ in range(100):
                await pilot.pause(0.05)
                if notes:
                    break
            assert module.THINKING.is_set()
            await pilot.press("q")
            await pilot.pause(0.3)
            workers_left.append(len([w for w in app.workers if w.is_running]))

    try:
        asyncio.run(asyncio.wait_for(scenario(), 20))
    finally:
        module.RELEASE.set()  # whatever happened, the player's thread ends
    assert notes == ["Stalling 1 has been thinking for 0.2 s: q leaves the table."]
    assert workers_left == [0]


EXITING = """
import sys


class Exiting:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        sys.exit(3)
"""


def test_a_player_that_calls_sys_exit_is_replaced_for_that_move(tmp_path: Path) -> None:
    """``sys.exit`` in a player's thread is no crash of the table (which printed a
    traceback holding the player's view, its hand included): its first legal action is
    played, with the usual warning."""
    path = tmp_path / "exiting.py"
    path.write_text(textwrap.dedent(EXITING))
    session = GameSession.new(make_rules("classic", 2), [f"{path}:Exiting", PERSON], seed=3)
    notes: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        app.notify = lambda message, **_: notes.append(message)  # type: ignore[method-assign]
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            assert len(session.state.history) >= 1  # the computer's move was played

    asyncio.run(scenario())
    assert notes[:1] == ["Exiting 1 gave no legal answer: its first legal action was played."]
