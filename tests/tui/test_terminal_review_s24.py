"""The review of session 24's terminal changes: what it found wrong, held right.

1. A plain ``roadgames play --resume`` where no last save holds a game to carry on, but a
   Rush Hour Shift one is there (damaged, made by a newer roadgames), said only that no
   Mille Bornes save exists: it now opens the latest save there is, whose error says why.
2. Rush Hour Shift's part of the new-game form, changed and left for a Mille Bornes game,
   came back from ``n`` at the end of that game as the form had first been given.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, Select, Static
from tui_helpers import made_newer, make_rush_app, opened_apps, rush_table, settle, spoiled, table

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path
from roadgames.millebornes import make_rules
from roadgames.rushshift import make_rules as make_rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def _rush_save(moves: int = 2) -> Path:
    """An unfinished Rush Hour Shift match at its default save path."""
    session = RushSession.new(make_rush_rules(), [PERSON, "random"], seed=4)
    for _ in range(moves):
        session.state.apply(session.state.legal_actions()[0])
    return session.save(default_save_path("rushshift"))


def _finished_mille_save() -> Path:
    """A finished Mille Bornes game (one hand) at its default save path."""
    session = GameSession.new(make_rules("modern", 2), ["random", "random"], seed=3)
    while session.state.to_move is not None:
        session.state.apply(session.state.legal_actions()[0])
    return session.save(default_save_path("millebornes"))


def _aged(path: Path, seconds_ago: int) -> None:
    """Make ``path`` look saved ``seconds_ago`` seconds ago."""
    when = path.stat().st_mtime - seconds_ago
    os.utime(path, (when, when))


# --------------------------------------- 1. plain --resume, no game to carry on


@pytest.mark.parametrize(("spoil", "why"), [(made_newer, "newer roadgames"), (spoiled, "JSON")])
def test_plain_resume_says_why_the_only_save_there_cannot_be_carried_on(
    capsys: pytest.CaptureFixture[str], spoil: Any, why: str
) -> None:
    rush = spoil(_rush_save())
    assert main(["play", "--resume"]) == 2
    err = capsys.readouterr().err
    assert str(rush) in err and why in err, err
    assert "millebornes-save.json" not in err  # no such file: not the reason


def test_plain_resume_with_none_to_carry_on_takes_the_latest_save_there_is(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A finished Mille Bornes game, older, does not hide why the newer Rush Hour Shift
    save cannot be carried on."""
    _aged(_finished_mille_save(), 60)
    rush = made_newer(_rush_save())
    assert main(["play", "--resume"]) == 2
    err = capsys.readouterr().err
    assert str(rush) in err and "newer roadgames" in err, err


def test_plain_resume_still_opens_the_latest_save_where_it_is_a_finished_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """As before for Mille Bornes: a finished game is shown, the newer of the two."""
    spoiled(_rush_save())
    _aged(default_save_path("rushshift"), 60)
    mille = _finished_mille_save()
    opened = opened_apps(monkeypatch, RoadgamesApp)
    rush_opened = opened_apps(monkeypatch, RushShiftApp)
    assert main(["play", "--resume"]) == 0
    assert [app.save_path for app in opened] == [mille] and not rush_opened


# ------------------------------ 2. the form's Rush Hour Shift part, across a game of Mille


def test_rush_hour_shift_s_part_comes_back_as_left_after_a_mille_bornes_game(
    tmp_path: Path,
) -> None:
    seen: list[tuple[object, ...]] = []

    async def scenario() -> None:
        app = RoadgamesApp(save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            screen.query_one("#game", Select).value = "rushshift"
            await pilot.pause()
            screen.query_one("#rs-games", Input).value = "3"
            screen.query_one("#rs-setup", Select).value = "5"
            screen.query_one("#rs-name-0", Input).value = "Ada"
            await pilot.pause()
            screen.query_one("#game", Select).value = "millebornes"  # changed one's mind
            await pilot.pause()
            await pilot.press("ctrl+s")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            table(app).end_match("new")  # n on the game's summary
            await settle(pilot)
            again = app.screen
            assert isinstance(again, NewGameScreen)
            seen.append(
                (
                    again.query_one("#game", Select).value,
                    again.query_one("#rs-games", Input).value,
                    again.query_one("#rs-setup", Select).value,
                    again.query_one("#rs-name-0", Input).value,
                )
            )
            app.exit()

    asyncio.run(scenario())
    assert seen == [("millebornes", "3", "5", "Ada")]


#: Gold one step from its exit: the first turn wins.
WON_AT_ONCE = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])


@pytest.mark.parametrize(
    ("options", "how"), [({"setup": WON_AT_ONCE}, "won"), ({"turn_limit": 4}, "turn limit")]
)
def test_the_status_line_of_a_finished_game_counts_the_turns_the_dialog_counts(
    options: dict[str, Any], how: str, tmp_path: Path
) -> None:
    """Once a Rush Hour Shift game is over, won or drawn at the turn limit, the top line
    names the last turn played, as the game-end dialog's "Turns played" does (at the turn
    limit it named the turn after it: "turn 301", "Turns played: 300")."""
    session = RushSession.new(make_rush_rules(**options), ["greedy", "random"], seed=2)

    async def scenario() -> tuple[str, int]:
        app = make_rush_app(session, tmp_path / "s.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            assert session.state.is_over
            status = rush_table(app).query_one("#status", Static)
            return str(status.render()), session.state.results[-1].turns

    status, turns = asyncio.run(scenario())
    assert f"· turn {turns} ·" in status, (how, status, turns)
