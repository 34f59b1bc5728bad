"""Session 46's audit of Rush Hour Shift played as a user would, in a terminal, with the
mouse: a click on a vehicle that now moves takes back what an earlier click was refused
with."""

from __future__ import annotations

import asyncio
from pathlib import Path

from test_user_audit_s46_h2_rush import dealt
from textual.pilot import Pilot
from textual.widgets import Static
from tui_helpers import at_rush_table, settle

from roadgames.rushshift.actions import PLAY
from roadgames.rushshift.cards import Card
from roadgames.rushshift.vehicles import HEROES
from roadgames.tui.rushshift.board import BoardWidget
from roadgames.tui.rushshift.session import PERSON
from roadgames.tui.rushshift.table import RushTableScreen


def test_a_click_on_a_vehicle_that_moves_takes_back_an_earlier_refusal(
    tmp_path: Path,
) -> None:
    # clicked the other player's hero car, then one of the vehicles a slide moves: the
    # cursor went to that vehicle, but "That is the other player's hero car" stayed
    session = dealt([PERSON, "greedy"])

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        key = screen.numbers[screen.listed.index(PLAY[Card.SLIDE])][0]
        await pilot.press(str(key), "enter")
        await settle(pilot)
        view = screen.current_view()
        other_hero = next(v for v in HEROES if v != view.hero)
        screen.post_message(BoardWidget.VehicleChosen(other_hero))
        await pilot.pause()
        refusal = "That is the other player's hero car"
        assert screen.message.startswith(refusal)
        prompt = screen.query_one("#rs-prompt", Static)
        assert refusal in str(prompt.content).replace("\n", " ")
        last = [a.vehicle for a in screen.listed if a.vehicle is not None][-1]
        screen.post_message(BoardWidget.VehicleChosen(last))
        await pilot.pause()
        highlighted = screen.highlighted_action()
        assert highlighted is not None and highlighted.vehicle == last
        assert screen.message == ""
        assert refusal not in str(prompt.content).replace("\n", " ")

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))


def test_a_click_on_a_vehicle_keeps_a_message_that_was_no_refusal(tmp_path: Path) -> None:
    """A save that failed ("Not saved: …") is not taken back by a click that moves the
    cursor: only what a click was refused with is."""
    session = dealt([PERSON, "greedy"])

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        key = screen.numbers[screen.listed.index(PLAY[Card.SLIDE])][0]
        await pilot.press(str(key), "enter")
        await settle(pilot)
        screen.message = screen.tr("not_saved", reason="No space left on device")
        screen.redraw()
        said = screen.message
        last = [a.vehicle for a in screen.listed if a.vehicle is not None][-1]
        screen.post_message(BoardWidget.VehicleChosen(last))
        await pilot.pause()
        highlighted = screen.highlighted_action()
        assert highlighted is not None and highlighted.vehicle == last
        assert screen.message == said

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))
