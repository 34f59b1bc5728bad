"""Hidden information at the terminal table, one person against computers (session 49's
audit): a computer's private answer (a coup fourré, a fast remedy) must not show in what
the person sees before their own turn.

Three seats: the person, then two computers. The second computer attacks the first, whose
answer, where it is asked, comes before the person's turn. Whether it was asked (whether it
held the safety) must show neither in the screens the person sees between the attack and
their turn nor in when their turn comes. The clock is a fake one, moved only by the
players' thinking and the table's pauses (as in ``test_private_pace_s47``)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from rich.segment import Segments
from test_private_pace_s47 import DELAY, FakeClock, on_the_clock
from tui_helpers import settle, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession


def session_with(*held: str, **options: object) -> GameSession:
    """The person (seat 0) holds nothing to attack with nor to roll; seat 1 rolls, and
    holds ``held``; seat 2 attacks seat 1 with OUT_OF_GAS at its first turn (the scripted
    player attacks where it can); seat 1 declines every question."""
    rules = make_rules("classic", 3, **options)
    deck = stacked_deck(
        rules,
        hands=[
            ("25", "25", "25", "25", "25", "25"),
            ("ROLL", *held, *["50"] * (5 - len(held))),
            ("ROLL", "OUT_OF_GAS", "75", "75", "75", "75"),
        ],
        draw=["100", "100", "100", "100"],
    )
    return GameSession.new(
        rules,
        [PERSON, "test-declines", "test-declines"],
        names=["You", "Robot 2", "Robot 3"],
        seed=5,
        decks=[[c.code for c in deck]],
    )


def seen_before_turn(
    session: GameSession, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[str], float, list[str]]:
    """The person discards; the computers play on until it is the person's turn again.
    What the table showed from the attack on (each sight once, as painted: the last
    drawing of a run of the event loop; the seat it shows to act, the phase, the prompt,
    the hand), the fake time from the attack to the person's turn, and the actions
    applied from the attack on."""
    with monkeypatch.context() as patch:  # each game patched afresh, then put back
        clock = FakeClock()
        applied = on_the_clock(session, clock, patch)
        drawn: list[str] = []
        latest: list[str] = []
        redraw = TableScreen.redraw

        def painted() -> None:
            """The last drawing of a run of the event loop: the one the screen shows."""
            shown = latest.pop()
            if not drawn or drawn[-1] != shown:
                drawn.append(shown)

        def noted(screen: TableScreen) -> None:
            redraw(screen)
            if any(move.startswith("play OUT_OF_GAS") for move, _ in applied):
                view = screen.shown_view()
                hand = view.hand if screen.hand_visible() else None
                if not latest:
                    asyncio.get_running_loop().call_soon(painted)
                latest[:] = [f"{view.to_move} {view.phase} | {screen.prompt_text(view)} | {hand}"]

        patch.setattr(TableScreen, "redraw", noted)

        async def scenario() -> float:
            app = RoadgamesApp(session=session, save_path=tmp_path / "save.json", delay=DELAY)
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                if table(app).current_view().phase == "draw":  # fast play: a choice
                    await pilot.press("d")
                    await settle(pilot)
                await pilot.press("1", "x")  # the person discards a 25
                for _ in range(200):  # until the person's turn comes back
                    await settle(pilot)
                    screen = table(app)
                    if screen.my_turn(screen.current_view()):
                        break
                turn = clock.monotonic()
                attack = next(at for move, at in applied if move.startswith("play OUT_OF_GAS"))
                return turn - attack

        waited = asyncio.run(scenario())
    attack = next(i for i, (move, _) in enumerate(applied) if move.startswith("play OUT_OF"))
    return drawn, waited, [move for move, _ in applied[attack:]]


@pytest.mark.parametrize(
    ("held", "options", "answers"),
    [
        (("EXTRA_TANK",), {}, ["decline"]),
        (("EXTRA_TANK",), {"fast_play": True}, ["decline"]),
        (("GASOLINE",), {"fast_play": True}, ["decline"]),
        (("EXTRA_TANK", "GASOLINE"), {"fast_play": True}, ["decline", "decline"]),
    ],
    ids=["coup_fourre", "coup_fourre_fast_play", "fast_remedy", "both"],
)
def test_a_computers_private_answer_does_not_show_before_the_persons_turn(
    held: tuple[str, ...],
    options: dict[str, object],
    answers: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked = seen_before_turn(session_with(*held, **options), tmp_path / "a", monkeypatch)
    assert asked[2][1:] == answers  # asked, and declined
    not_asked = seen_before_turn(session_with("50", **options), tmp_path / "b", monkeypatch)
    assert not_asked[2] == ["play OUT_OF_GAS > 1"]  # nobody was asked
    assert asked[0] == not_asked[0]  # the same screens
    assert len(asked[0]) == 2  # the table as the attack left it, then the person's turn
    assert asked[1] == pytest.approx(not_asked[1]) == pytest.approx(DELAY)  # as soon


def test_a_crash_of_the_table_shows_no_hand_on_the_way_out(tmp_path: Path) -> None:
    """An unhandled error ends the app with a traceback on the screen every seat sees.
    Textual's own shows each frame's local variables, which may hold the state, another
    hand or the deal's seed; the app's leaves them out (``GameApp._fatal_error``)."""
    session = session_with("EXTRA_TANK")
    shown: list[str] = []

    async def scenario() -> None:
        app = RoadgamesApp(session=session, save_path=tmp_path / "save.json", delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            other_hand = session.state.hand_cards(2)  # a local of the frame that raises
            try:
                raise RuntimeError(f"a fault, {len(other_hand)} cards in sight")
            except RuntimeError:
                app._fatal_error()
            for renderable in app._exit_renderables:
                assert isinstance(renderable, Segments)
                shown.append("".join(segment.text for segment in renderable.segments))
            app._exit_renderables.clear()  # not printed on the way out of the test

    asyncio.run(scenario())
    text = " ".join("".join(shown).split())
    assert "RuntimeError: a fault, 6 cards in sight" in text  # the traceback is shown
    assert "Card." not in text and "OUT_OF_GAS" not in text  # not the cards the frame held
