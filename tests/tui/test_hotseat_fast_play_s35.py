"""RULES.md §6 and §9: on a shared screen nobody may learn whether the attacked person was
asked a private question. With fast play that person is owed two looks at the device; after
answering a real question the hand was turned face down, so the second look began with a
second "Pass the device to Cat", while after a "nothing to answer" note it did not: the
table saw the difference (session 35's audit). Now the screens everyone sees are the same."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import make_app, press_action, settle, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.session import PERSON, GameSession


def _public_screens(cat_holds: tuple[str, str], tmp_path: Path) -> list[str]:
    """Three people (Ann, Bob, Cat) rolling under fast play; Ann stops Cat, who also holds
    ``cat_holds``: a second Roll (the fast remedy: she is asked), Right of Way as well (the
    coup fourré first, then the fast remedy), or neither. What the whole table sees until
    Bob's turn: each pass-the-device screen's person, and that a dialog was up."""
    rules = make_rules("classic", 3, fast_play=True)
    cat = ["ROLL", *cat_holds, "50", "75", "100"]
    hands = [
        ["ROLL", "STOP", "25", "25", "50", "50"],
        ["ROLL", "75", "75", "75", "100", "100"],
        cat,
    ]
    deck = stacked_deck(rules, hands=hands, draw=["75"] * 4 + ["25"] * 4)
    session = GameSession.new(
        rules, [PERSON] * 3, names=["Ann", "Bob", "Cat"], seed=1, decks=[[c.code for c in deck]]
    )
    for seat in range(3):
        if session.state.phase_name == "draw":
            session.apply(seat, "draw")
        session.apply(seat, "play ROLL")
    app = make_app(session, tmp_path / f"save-{'-'.join(cat_holds)}.json")
    seen: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("enter")  # Ann takes the device
            await settle(pilot)
            if session.state.phase_name == "draw":
                await pilot.press("d")
                await settle(pilot)
            view = table(app).current_view()
            await press_action(pilot, view, Action(Kind.PLAY, Card.STOP, 2))
            await settle(pilot)
            for _ in range(12):
                screen = app.screen
                if isinstance(screen, PassDeviceScreen):
                    seen.append(f"pass to {screen.person}")
                    if screen.person == "Bob":
                        return
                    await pilot.press("enter")
                elif isinstance(screen, PromptScreen):
                    seen.append("dialog")
                    await pilot.press("n" if screen.answers[-1][0] == "n" else "enter")
                else:
                    seen.append("table")
                    return
                await settle(pilot)

    asyncio.run(scenario())
    return seen


@pytest.mark.parametrize(
    "cat_holds", [("ROLL", "25"), ("ROLL", "RIGHT_OF_WAY")], ids=["remedy", "safety-and-remedy"]
)
def test_whether_a_question_was_asked_shows_nothing_to_the_others(
    cat_holds: tuple[str, str], tmp_path: Path
) -> None:
    asked = _public_screens(cat_holds, tmp_path)
    not_asked = _public_screens(("25", "25"), tmp_path)
    assert asked == not_asked
    assert asked[-1] == "pass to Bob" and asked.count("dialog") == 2  # two looks, both taken
