"""Mutants of the table changes that the other tests let live (session 19's audit): the
lines of the Rush Hour Shift prompt at the edges of the width, and its ``e`` key while the
computer plays; the width the prompt's lines are laid out in."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from rich.cells import cell_len
from tui_helpers import settle, svg_text

from roadgames.rushshift import GAME, new_game
from roadgames.rushshift.stacking import stacked_deck
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.rushshift.table_text import MESSAGE_ROWS, prompt_lines


def test_a_message_and_prompt_that_just_fit_share_the_line() -> None:
    """Both on one line where they fill the width to the last cell."""
    assert prompt_lines("Saved.", "Your turn", len("Saved.  Your turn")) == "Saved.  Your turn"
    assert prompt_lines("Saved.", "Your turn", len("Saved.  Your turn") - 1) == (
        "Saved.\nYour turn"
    )


def test_a_message_of_two_rows_is_kept_whole() -> None:
    """Two rows are what a message may take: none is cut short."""
    assert prompt_lines("aaaa bbbb", "go", 5) == "aaaa\nbbbb\ngo"


@pytest.mark.parametrize("message", ["Saved.", "a message far longer than the width of the line"])
def test_a_message_without_a_prompt_is_the_message_as_it_is(message: str) -> None:
    """Nothing to prompt (another's turn): the message alone, not wrapped nor cut here."""
    assert prompt_lines(message, "", 10) == message
    assert prompt_lines("", "Your turn", 5) == "Your turn"


@pytest.mark.parametrize(
    ("message", "width"),
    [
        ("aaaaa bbbbb", 10),
        ("aaaaaaaaaa bbbbbbbbbb cccccccccc", 10),
        ("Saved to /home/someone/games/rush.json", 16),
        ("finish the MOVE first: 2 steps left", 12),
        ("x" * 35, 9),
    ],
)
def test_no_line_is_wider_than_the_width(message: str, width: int) -> None:
    """Every line of the message fits ``width`` (a cut one with its ``…``), the prompt is
    the last line, whole, and the message takes at most its rows."""
    lines = prompt_lines(message, "go on", width).split("\n")
    assert lines[-1] == "go on"
    assert 1 <= len(lines) - 1 <= MESSAGE_ROWS
    assert all(cell_len(line) <= width for line in lines), lines


def test_the_end_key_says_nothing_while_the_computer_uses_its_card(tmp_path: Path) -> None:
    """While the computer plays its MOVE, the ``e`` key has no turn of the person's to end
    and nothing to explain: no word of the computer's steps left."""
    rules = GAME.rules_from_options(None, 2, move_exact="on")
    deck = stacked_deck(rules, hands=[["MOVE3"] * 3 + ["MS2"], ["MOVE2"] * 4])
    state = new_game(rules, seed=3, decks=[deck])
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 3, state)

    async def scenario() -> None:
        app = RushShiftApp(session, lang="en", save_path=tmp_path / "s.json", delay=0.4)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = app.table
            assert isinstance(screen, RushTableScreen)
            await pilot.press("1", "enter", "e")  # play a MOVE 3, then end the turn
            for _ in range(400):  # until the computer has played its card
                view = session.state.view(1)
                if view.to_move == 1 and view.phase == "act" and view.moves_left:
                    break
                await pilot.pause(0.01)
            else:
                raise AssertionError("the computer never used its card")
            await pilot.press("e")
            await pilot.pause()
            assert screen.message == ""
            await settle(pilot)

    asyncio.run(scenario())


def test_the_prompt_line_takes_the_width_inside_its_padding(tmp_path: Path) -> None:
    """A message and prompt as long together as the screen is wide do not fit the line
    inside its padding: each takes its own row, whole (taken as one line, the prompt's
    last word would be wrapped onto the next row)."""
    tr = Translator("en")
    prompt = tr("your_turn", what=tr("rs_pick_card"))
    width = 200
    room = width - 2 - cell_len(prompt) - len(tr("saved", path=""))  # the path's length
    name = "a" * (room - len(str(tmp_path)) - len("//game.json"))
    assert name, "the test's folder leaves no room"
    path = tmp_path / name / "game.json"
    path.parent.mkdir()
    rules = GAME.rules_from_options(None, 2)
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 3, new_game(rules, seed=3))

    async def scenario() -> list[str]:
        app = RushShiftApp(session, lang="en", save_path=path, delay=0)
        async with app.run_test(size=(width, 40)) as pilot:
            await settle(pilot)
            await pilot.press("s")
            await settle(pilot)
            message = tr("saved", path=path)
            screen = app.table
            assert isinstance(screen, RushTableScreen) and screen.message == message
            assert cell_len(f"{message}  {prompt}") == width
            return svg_text(app.export_screenshot()).splitlines()

    rows = asyncio.run(scenario())
    assert any(prompt in row for row in rows), rows[-6:]
