"""Session 46's audit of Rush Hour Shift played as a user would, in a terminal: two people
sharing one screen are told by name whose turn it is."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static
from tui_helpers import at_rush_table, make_rush_app, pass_to_first_person

from roadgames.rushshift import make_rules, new_game
from roadgames.rushshift.stacking import stacked_deck
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen


def dealt(players: list[str], names: list[str] | None = None) -> RushSession:
    """Gold (first to move) holds a SLIDE among its cards, on the standard board."""
    rules = make_rules("standard", 2)
    deck = stacked_deck(rules, hands=[["SLIDE", "MOVE2", "SHIFT", "MS2"]])
    state = new_game(rules, seed=3, decks=[deck])
    return RushSession.seated(rules, players, names, 3, state)


def top_line(screen: RushTableScreen) -> str:
    """The table's top line, as shown."""
    return str(screen.query_one("#status", Static).content)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "your turn, Ana (gold)"),
        ("fr", "à vous de jouer, Ana (or)"),
        ("de", "du bist dran, Ana (Gold)"),
        ("it", "tocca a te, Ana (oro)"),
        ("fi", "sinun vuorosi: Ana (kulta)"),
        ("tl", "turn mo, Ana (ginto)"),
    ],
)
def test_two_people_at_one_screen_are_told_by_name_whose_turn_it_is(
    tmp_path: Path, lang: str, said: str
) -> None:
    # Mille Bornes' top line says "your turn, Ana" on a shared screen; Rush Hour Shift's
    # said only "your turn (gold)", which of the two people sharing it left unsaid
    session = dealt([PERSON, PERSON], ["Ana", "Ben"])

    async def run() -> None:
        app = make_rush_app(session, tmp_path / "s.json", lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await pass_to_first_person(pilot)
            assert screen.hand_visible()
            assert top_line(screen).endswith(said)

    asyncio.run(run())


def test_one_person_against_the_computer_is_still_just_told_it_is_their_turn(
    tmp_path: Path,
) -> None:
    session = dealt([PERSON, "greedy"], ["Ana", ""])

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        assert top_line(screen).endswith(" · your turn (gold)")

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))
