"""Hidden information at the terminal table, as an attacker looks for it (brief L19).

- On a shared screen (hot seat) the end of a hand (Mille Bornes) or of a game of a match
  (Rush Hour Shift) is shown to everyone at the table: the dialog that says so must not sit
  over a hand dealt face up for the next one. It did where the person who ended the hand or
  game also starts the next (Rush Hour Shift's winner always does; Mille Bornes' under
  ``next_starter = winner``): the new hand showed face up around the dialog, where the
  other starter's case turns it face down.
- A computer player that thinks long over a private question (a coup fourré, a fast
  remedy) must not be named in the table's "has been thinking" notice: the screen shows
  nobody to act then, and the name tells the others who was asked, so who holds the
  safety (or the remedy), even when it declines.
"""

from __future__ import annotations

import asyncio
import textwrap
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import choose, make_app, press_action, settle, table

from roadgames.agents import get_agent
from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.stacking import stacked_deck
from roadgames.rushshift import GAME as RUSH_GAME
from roadgames.rushshift.actions import Action as RushAction
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.hand import RushCard
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import CardWidget
from roadgames.tui.widgets.hand import HandWidget

# ------------------------------------------------ a result shown over the next hand


def _mille_bornes_faces(app: RoadgamesApp) -> list[str | None]:
    """The Mille Bornes hand on display: card codes face up, ``None`` for a back."""
    slots = table(app).query_one(HandWidget).query(CardWidget)
    return [None if slot.card is None else slot.card.code for slot in slots if slot.display]


def _rush_faces(app: RushShiftApp) -> list[str | None]:
    """The Rush Hour Shift hand on display: card codes face up, ``None`` for a back."""
    screen = app.table
    assert isinstance(screen, RushTableScreen)
    slots = screen.query(RushCard)
    return [None if slot.card is None else slot.card.code for slot in slots if slot.display]


@pytest.mark.parametrize("next_starter", ["rotate", "winner"])
def test_a_hot_seat_score_sheet_never_sits_over_a_hand_face_up(
    tmp_path: Path, next_starter: str
) -> None:
    """Two people on one screen; Player 1 completes a 300 trip in three turns and the match
    goes on. While the hand's score sheet is up, the table under it shows no hand face up,
    whoever starts the next hand (``rotate``: Player 2, which already held; ``winner``:
    Player 1 again, which showed Player 1's new hand)."""
    rules = make_rules("leaflet", 2, target=300, match_target=2000, next_starter=next_starter)
    deck = stacked_deck(
        rules, hands=[("ROLL", "200", "100", "25", "25", "25")], draw=["75", "50", "75", "50"]
    )
    codes = [card.code for card in deck]
    session = GameSession.new(rules, [PERSON, PERSON], seed=11, decks=[codes, codes])
    shown: list[list[str | None]] = []
    dealt: list[list[str]] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            for _ in range(60):
                if isinstance(app.screen, ScoreSheetScreen):
                    state = session.state
                    assert state.to_move is not None and not state.is_over
                    shown.append(_mille_bornes_faces(app))
                    dealt.append([card.code for card in state.hand_cards(state.to_move)])
                    return
                if isinstance(app.screen, PassDeviceScreen):
                    await pilot.press("enter")
                else:
                    view = table(app).current_view()
                    await press_action(pilot, view, choose(view))
                await settle(pilot)

    asyncio.run(scenario())
    assert shown, "no score sheet"
    assert dealt[0]  # the next hand is dealt: there is a hand that could show
    assert set(shown[0]) == {None}, f"face up under the score sheet: {shown[0]}"


def test_a_hot_seat_game_end_never_sits_over_a_hand_face_up(tmp_path: Path) -> None:
    """Two people on one screen, a match of two games with both heroes near their exits.
    While the end of game 1 is shown, the table under it shows no hand face up: the
    winner starts game 2, and its new hand showed around the dialog."""
    picture = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])
    rules = RUSH_GAME.rules_from_options(None, 2, setup=picture, games=2)
    session = RushSession.new(rules, [PERSON, PERSON], seed=2)
    chooser = get_agent("rushshift", "greedy", seed=5)
    shown: list[list[str | None]] = []

    async def scenario() -> None:
        app = RushShiftApp(session, lang="en", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            for _ in range(100):
                if isinstance(app.screen, GameEndScreen):
                    assert not session.state.is_over  # game 2 is dealt
                    shown.append(_rush_faces(app))
                    return
                if isinstance(app.screen, PassDeviceScreen):
                    await pilot.press("enter")
                else:
                    screen = app.table
                    assert isinstance(screen, RushTableScreen)
                    view = screen.current_view()
                    action = chooser.decide(view, view.legal_actions).action
                    assert isinstance(action, RushAction)
                    screen.act(action)
                await settle(pilot)

    asyncio.run(scenario())
    assert shown, "no end of game"
    assert set(shown[0]) == {None}, f"face up under the end of the game: {shown[0]}"


# ---------------------------------------------- a slow answer to a private question

SLOW = """
import time

ASKED = []


class Slow:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        ASKED.append(view.phase)
        if view.phase in ("coup_fourre", "fast_remedy"):
            time.sleep(0.8)  # longer than the notice's wait, as a long search is
            return "decline"
        return legal[0]
"""


def test_a_slow_answer_to_a_private_question_is_not_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Four seats, two teams: the person (seat 0) limits team 2's speed; seat 3 (a slow
    player of one's own) holds RIGHT_OF_WAY, so the engine asks it about a coup fourré,
    and it thinks past the notice's wait. The person's screen shows nobody to act; no
    notice given meanwhile may name seat 3 ("Slow 4"), or it tells the person who holds the
    safety (the player declines: nothing else ever shows it)."""
    from roadgames.tui.screens import game_table

    monkeypatch.setattr(game_table, "SLOW_NOTICE", 0.2)
    path = tmp_path / "slow.py"
    path.write_text(textwrap.dedent(SLOW))
    rules = make_rules("classic", 4)
    others = ["75", "75", "25", "25", "100", "100"]
    deck = stacked_deck(
        rules,
        hands=[
            ["SPEED_LIMIT", "50", "50", "50", "50", "50"],
            others,
            others,
            [*others[:5], "RIGHT_OF_WAY"],
        ],
        draw=["50"] * 4 + ["100"] * 4,
    )
    seats = [PERSON, "random", "random", f"{path}:Slow"]
    session = GameSession.new(rules, seats, seed=7, decks=[[c.code for c in deck]])
    assert session.names[3] == "Slow 4"
    player = session.agents[3].player  # type: ignore[attr-defined]
    module = __import__(type(player).__module__)
    notes: list[tuple[str, bool]] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")

        def notify(message: str, **_: Any) -> None:
            notes.append((message, session.state.is_secret_phase()))

        async with app.run_test(size=(120, 40)) as pilot:
            app.notify = notify  # type: ignore[method-assign]
            await settle(pilot)
            view = table(app).current_view()
            attack = next(a for a in view.legal_actions if a.target is not None)
            await press_action(pilot, view, attack)
            await settle(pilot)
            history = session.state.history
            assert any(a.kind == Kind.DECLINE for a in history)  # seat 3 was asked, declined

    asyncio.run(scenario())
    assert "coup_fourre" in module.ASKED
    named = [message for message, secret in notes if secret and "Slow 4" in message]
    assert not named, named
