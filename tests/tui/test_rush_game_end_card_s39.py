"""Behind a Rush Hour Shift game's end dialog the table shows the game's final position;
its info panel said "No card in play yet." there, as at the start of a turn, where the
game had just ended on a card (the last one played, on the discard pile): it names that
card now, used up."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from textual.widgets import Static
from tui_helpers import make_rush_app, settle

from roadgames.rushshift import GAME, RushShiftState, new_game
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.rushshift.words import card_title

EN = Translator("en")


def _won(seed: int) -> RushShiftState:
    """A one-game match played by random moves to a hero car's exit."""
    rules = GAME.rules_from_options(None, 2, games=1, turn_limit=0)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.results[-1].winner is not None
    return state


def test_the_info_panel_behind_a_game_s_end_names_the_card_it_ended_on(tmp_path: Path) -> None:
    state = _won(7)
    session = RushSession.seated(state.rules, [PERSON, "greedy"], None, 7, state)
    app = make_rush_app(session, tmp_path / "rushshift-save.json")

    async def scenario() -> str:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, GameEndScreen)
            table = app.screen_stack[-2]
            assert isinstance(table, RushTableScreen)
            return str(table.query_one("#rs-info", Static).render())

    info = asyncio.run(scenario())
    last = state.view(0).discard_pile[-1]
    assert EN("rs_no_card") not in info
    assert EN("rs_card", card=card_title(last, EN)) in info
    assert EN("rs_card_used") in info
