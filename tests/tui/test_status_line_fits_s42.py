"""The Mille Bornes table's top line at 80 columns: where the game, the hand, the scores and
whose turn it is are wider than the screen (three teams' four-digit scores, a long name), the
game's name goes first, then the name in it is cut short, so that whose turn it is is never
cut off the end ("À Place 1 de" for "À Place 1 de jouer"; "vuorossa: Paikka" with no
seat)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from rich.cells import cell_len
from textual.widgets import Static
from tui_helpers import make_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.session import PERSON, GameSession

#: The status line's room at 80 columns (its padding is one cell each side).
ROOM = 78


def status_at(session: GameSession, lang: str, tmp_path: Path, width: int = 80) -> str:
    """The top line of the table on ``session`` in ``lang``, once the device is passed."""
    text = ""

    async def scenario() -> None:
        nonlocal text
        app = make_app(session, tmp_path / "save.json", lang=lang)
        async with app.run_test(size=(width, 24)) as pilot:
            await settle(pilot)
            if isinstance(app.screen, PassDeviceScreen):
                await pilot.press("enter")
                await settle(pilot)
            text = str(table(app).query_one("#status", Static).content)

    asyncio.run(scenario())
    return text


def three_people(names: list[str], scores: list[int]) -> GameSession:
    """Three people on one screen (three teams), the match at ``scores``."""
    rules = make_rules("classic", 3)
    session = GameSession.new(rules, [PERSON] * 3, names=names, seed=5)
    session.state.scores = list(scores)
    return session


def test_three_teams_scores_leave_whose_turn_whole(tmp_path: Path) -> None:
    session = three_people(["Place 1", "Place 2", "Place 3"], [7050, 5175, 6150])
    text = status_at(session, "fr", tmp_path)
    turn = Translator("fr")("you_to_move_named", name="Place 1")
    assert text.endswith(turn)
    assert "A 7050 · B 5175 · C 6150" in text
    assert cell_len(text) <= ROOM


def test_a_long_name_is_cut_short_and_the_words_around_it_kept(tmp_path: Path) -> None:
    name = "Maximilienne-Bérangère de la Tour d'Auvergne"
    session = three_people([name, "Bob", "Cy"], [7050, 5175, 6150])
    text = status_at(session, "fi", tmp_path)
    assert cell_len(text) <= ROOM
    assert "…" in text and name not in text
    assert text.startswith(Translator("fi")("hand", n=1))  # the game's name went first


def test_a_line_that_fits_keeps_the_games_name(tmp_path: Path) -> None:
    session = three_people(["Ann", "Bob", "Cy"], [0, 0, 0])
    text = status_at(session, "en", tmp_path)
    assert text == "Mille Bornes · Hand 1 · Scores: A 0 · B 0 · C 0 · your turn, Ann"


def test_a_wider_screen_shows_the_whole_line(tmp_path: Path) -> None:
    session = three_people(["Place 1", "Place 2", "Place 3"], [7050, 5175, 6150])
    text = status_at(session, "fr", tmp_path, width=120)
    assert text.startswith("Mille Bornes · ") and text.endswith("Place 1")


def test_the_line_is_fitted_again_when_the_terminal_narrows(tmp_path: Path) -> None:
    session = three_people(["Place 1", "Place 2", "Place 3"], [7050, 5175, 6150])
    seen: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="fr")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("enter")  # the device passed
            await settle(pilot)
            status = table(app).query_one("#status", Static)
            seen.append(str(status.content))
            await pilot.resize_terminal(80, 24)
            await settle(pilot)
            seen.append(str(status.content))

    asyncio.run(scenario())
    wide, narrow = seen
    assert wide.startswith("Mille Bornes")
    assert not narrow.startswith("Mille Bornes") and narrow.endswith("Place 1")
