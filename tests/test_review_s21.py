"""Review of session 21's changes (brief R21): what the review found, as tests.

- The Rush Hour Shift game-end dialog took the board column's edge once, as it opened: a
  terminal resized while it was open left it over the board (grown) or in the middle,
  over the board, where there was room beside it (shrunk).
- On a shared screen (two people), the final position behind the dialog shows nobody's
  hand, and the next game's hand shows only after the device has been passed.
- A locale written with a hyphen (``fr-FR``) chose French before the Filipino-locale change
  and English after it.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "tui"))  # the terminal tests' helpers

from test_rushshift_s21 import before_the_end
from tui_helpers import make_rush_app, pass_to_first_person, rush_table, settle

from roadgames.rushshift import GAME
from roadgames.rushshift.cards import Card
from roadgames.tui.i18n import detect_language
from roadgames.tui.rushshift.board import BoardWidget
from roadgames.tui.rushshift.dialogs import BESIDE_WIDTH, GameEndScreen
from roadgames.tui.rushshift.hand import RushCard
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.pass_device import PassDeviceScreen


def _faces(screen: RushTableScreen) -> list[Card]:
    """The hand cards the table shows face up."""
    return [slot.card for slot in screen.query(RushCard) if slot.display and slot.card is not None]


# ------------------------------------------------- the dialog beside the board, resized

RESIZES = [((80, 24), (120, 40)), ((120, 40), (100, 30)), ((120, 40), (80, 24))]


@pytest.mark.parametrize(("first", "then"), RESIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_game_end_dialog_stays_beside_the_board_when_the_terminal_is_resized(
    first: tuple[int, int], then: tuple[int, int], tmp_path: Path
) -> None:
    """Opened at one size and resized to another with room beside the board (80x24, 100x30
    and 120x40 all have it: a fresh table at each size puts the dialog there), the dialog
    keeps the final position in sight, as it does when it opens at that size."""
    rules = GAME.rules_from_options(None, 2, games=3)
    state, seat, last = before_the_end(rules)
    state.apply(last, seat=seat)
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 0, state, results_seen=0)

    async def scenario() -> None:
        app = make_rush_app(session, tmp_path / "s.json")
        async with app.run_test(size=first) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, GameEndScreen)
            await pilot.resize_terminal(*then)
            for _ in range(3):
                await pilot.pause(0.05)
            board = rush_table(app).query_one(BoardWidget).region
            assert then[0] - board.right >= BESIDE_WIDTH  # there is room beside it
            box = app.screen.query_one("#summary-box").region
            assert not box.overlaps(board), (board, box)

    asyncio.run(scenario())


# ------------------------------------------------ a shared screen: whose hand shows


def test_a_shared_screen_shows_no_hand_behind_the_game_end_or_before_the_device_is_passed(
    tmp_path: Path,
) -> None:
    """Two people at one screen: the one who ends game 1 sees the dialog over the final
    position with every hand face down; closing it shows the next game only to whoever the
    device is passed to, after the pass-the-device screen."""
    rules = GAME.rules_from_options(None, 2, games=3)
    state, seat, last = before_the_end(rules)
    session = RushSession.seated(rules, [PERSON, PERSON], None, 0, state)

    async def scenario() -> None:
        app = make_rush_app(session, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await pass_to_first_person(pilot)
            assert screen.viewer == seat and _faces(screen) == state.hand_cards(seat)
            screen.act(last)
            await settle(pilot)
            assert isinstance(app.screen, GameEndScreen)
            assert session.state.game_number == 1  # the next game is dealt already
            assert _faces(screen) == []  # no hand, of either game, behind the dialog
            await pilot.press("enter")
            await settle(pilot)
            starter = session.state.starter
            assert isinstance(app.screen, PassDeviceScreen)  # before any hand of game 2
            assert _faces(screen) == []
            await pilot.press("enter")
            await settle(pilot)
            assert screen.viewer == starter
            assert _faces(screen) == session.state.hand_cards(starter)

    asyncio.run(scenario())


# ------------------------------------------------------------ the locale's language


@pytest.mark.parametrize(
    ("value", "lang"),
    [("fr-FR", "fr"), ("de-AT.UTF-8", "de"), ("fil-PH", "tl"), ("fil_PH.UTF-8", "tl")],
)
def test_a_locale_written_with_a_hyphen_names_its_language(value: str, lang: str) -> None:
    """``fr-FR`` read as French before the change (its first two letters); the change
    reads the code up to ``_``, so ``fr-fr`` was no language and the game fell back to
    English."""
    assert detect_language({"LANG": value}) == lang
