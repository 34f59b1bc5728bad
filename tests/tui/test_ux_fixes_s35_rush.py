"""Faults found by session 35's audit of Rush Hour Shift's table, each pinned by a test that
failed before its fix."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from textual.pilot import Pilot
from tui_helpers import at_rush_table, make_rush_app, settle, shown

from roadgames.rushshift import GAME, RushShiftState, new_game
from roadgames.rushshift.actions import PLAY
from roadgames.rushshift.cards import Card
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.vehicles import GOLD, SILVER
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.board import BoardWidget
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen

EN = Translator("en")


def _session(hand: list[str]) -> RushSession:
    """You (gold, first to move) hold ``hand``, against greedy, on the standard board."""
    rules = GAME.rules_from_options(None, 2)
    state = new_game(rules, seed=3, decks=[stacked_deck(rules, hands=[hand])])
    return RushSession.seated(rules, [PERSON, "greedy"], None, 3, state)


async def _click(pilot: Pilot[str], screen: RushTableScreen, vehicle: int) -> str:
    """What the table says after a click on ``vehicle``."""
    screen.post_message(BoardWidget.VehicleChosen(vehicle))
    await pilot.pause()
    return screen.message


async def _play(pilot: Pilot[str], screen: RushTableScreen, card: Card) -> None:
    key = screen.numbers[screen.listed.index(PLAY[card])][0]
    await pilot.press(str(key), "enter")
    await settle(pilot)


def test_a_click_on_a_vehicle_that_cannot_move_says_why(tmp_path: Path) -> None:
    """Every such click said "That is not possible now."."""
    said: list[str] = []

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        said.append(await _click(pilot, screen, GOLD))  # no card played yet
        await _play(pilot, screen, Card.MOVE2)
        said.append(await _click(pilot, screen, SILVER))  # the other player's hero

    asyncio.run(at_rush_table(_session(["MOVE2", "SLIDE", "MOVE3", "MS2"]), tmp_path / "a", check))

    async def shift(pilot: Pilot[str], screen: RushTableScreen) -> None:
        await _play(pilot, screen, Card.SHIFT)
        assert all(action.vehicle is None for action in screen.listed)
        said.append(await _click(pilot, screen, GOLD))  # a SHIFT moves no vehicle

    asyncio.run(at_rush_table(_session(["SHIFT", "SLIDE", "MOVE3", "MS2"]), tmp_path / "b", shift))
    assert said == [
        EN("rs_vehicle_card_first"),
        EN("rs_vehicle_not_yours"),
        EN("rs_vehicle_none_now"),
    ]


def _finished(games: int, turn_limit: int, seed: int) -> RushShiftState:
    """A match played to its end by random moves."""
    rules = GAME.rules_from_options(None, 2, games=games, turn_limit=turn_limit)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_match_with_as_many_games_won_each_is_said_drawn_not_won_by_both() -> None:
    """Two games drawn at the turn limit: "Winners: Seat 1 (gold), Seat 2 (silver)" over
    "Games won: … 0 · … 0"."""
    state = _finished(games=2, turn_limit=1, seed=5)
    assert state.winners == [0, 1] and list(state.wins) == [0, 0]
    dialog = GameEndScreen(
        state.results[-1], 2, 2, state.wins, ["Ann", "Bob"], EN, True, match_winners=state.winners
    )
    text = shown(dialog, (80, 24))
    assert EN("rs_match_drawn") in text
    assert EN("winners", names="").split(":")[0] not in text


def test_a_finished_match_resumed_shows_its_end_again(tmp_path: Path) -> None:
    """Resumed finished (a plain --resume opens the latest save, finished or not), the table
    showed the final board with nothing to do but q: no end box, n did nothing."""
    state = _finished(games=1, turn_limit=300, seed=7)
    rules = state.rules
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 7, state)
    session.results_seen = len(state.results)  # its end was seen before it was saved
    path = tmp_path / "rushshift-save.json"
    session.save(path)
    resumed = RushSession.load(path)
    app = make_rush_app(resumed, path)

    async def scenario() -> object:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            return app.screen

    assert isinstance(asyncio.run(scenario()), GameEndScreen)
