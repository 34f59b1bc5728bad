"""A terminal too small for the table (an audit played at 40×15 and 50×16: cards without
names, the hint and the prompt gone, Rush Hour Shift's board one row high) shows a notice
instead, in the game's language: how large to make it, and the key that saves and quits.
Made large enough again, the table comes back; the keys work throughout."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import make_app, make_rush_app, settle, svg_text

from roadgames.millebornes import make_rules
from roadgames.rushshift.rules import make_rules as make_rush_rules
from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.game_table import TooSmall
from roadgames.tui.session import PERSON, GameSession


def _app(game: str, path: Path, lang: str) -> GameApp[Any]:
    if game == "millebornes":
        session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
        return make_app(session, path, lang)
    rush = RushSession.new(make_rush_rules(), [PERSON, "random"], seed=4)
    return make_rush_app(rush, path, lang)


def _text(app: GameApp[Any]) -> str:
    """What the screen shows, its blanks run together."""
    return " ".join(svg_text(app.export_screenshot()).split())


@pytest.mark.parametrize(("game", "least"), [("millebornes", (64, 21)), ("rushshift", (70, 22))])
def test_too_small_a_terminal_shows_the_notice_and_large_enough_the_table(
    game: str, least: tuple[int, int], tmp_path: Path
) -> None:
    seen: list[tuple[str, bool, str]] = []
    width, height = least

    async def scenario() -> None:
        app = _app(game, tmp_path / "save.json", "en")
        async with app.run_test(size=(width - 1, height)) as pilot:
            await settle(pilot)
            notice = app.screen.query_one(TooSmall)
            seen.append(("narrow", notice.display, _text(app)))
            await pilot.resize_terminal(width, height - 1)
            await pilot.pause()
            seen.append(("short", notice.display, ""))
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            seen.append(("enough", notice.display, _text(app)))

    asyncio.run(scenario())
    (_, narrow, text), (_, short, _), (_, enough, table_text) = seen
    assert narrow and short and not enough
    assert f"make it at least {width}×{height} (it is {width - 1}×{height})" in text
    assert "q: Save & quit" in text
    assert "make it at least" not in table_text and "Save & quit" in table_text


def test_the_notice_is_in_the_game_s_language(tmp_path: Path) -> None:
    said: list[str] = []

    async def scenario() -> None:
        app = _app("millebornes", tmp_path / "save.json", "fr")
        async with app.run_test(size=(40, 15)) as pilot:
            await settle(pilot)
            said.append(_text(app))

    asyncio.run(scenario())
    assert "agrandissez-le à au moins 64×21 (il fait 40×15)" in said[0]
    assert "Sauver et quitter" in said[0]


def test_q_still_saves_and_quits_behind_the_notice(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    left: list[object] = []

    async def scenario() -> None:
        app = _app("millebornes", path, "en")
        async with app.run_test(size=(40, 15)) as pilot:
            await settle(pilot)
            await pilot.press("q")
            await pilot.pause()
            left.append(app.return_value)

    asyncio.run(scenario())
    assert left in ([str(path)], [None])  # saved, or (nobody moved) kept from the path
