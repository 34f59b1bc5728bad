"""A computer's private answer (coup fourré, fast remedy) must not show in the pace of the
game: the next public event comes when it would have come had nobody been asked.

The table pauses before each computer move. A private answer gets no pause, but the time
the computer spent on it used to come on top of the next move's pause: the person who
attacked a computer saw its move come later whenever it had been asked, that is whenever it
held the safety (or, with fast play, the remedy). The clock here is a fake one, moved only
by the players' thinking and the table's pauses, so the test measures the pace exactly."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import pytest
from tui_helpers import attacked_session, play_card, press_action, settle, table

from roadgames.agents import Decision
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.view import MilleBornesView
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.screens import game_table
from roadgames.tui.session import GameSession

#: The table's pause before a computer move, and the time a private answer takes.
DELAY = 1.0
PRIVATE_THINKING = 0.4
#: The time any other decision takes.
THINKING = 0.05


class FakeClock:
    """``time.monotonic`` and ``time.sleep`` for the table: sleeping moves the clock on at
    once, and so does a player's thinking (:meth:`spend`)."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.lock = threading.Lock()

    def monotonic(self) -> float:
        """The fake time."""
        with self.lock:
            return self.now

    def sleep(self, seconds: float) -> None:
        """Move the clock on by ``seconds``, without waiting."""
        self.spend(seconds)

    def spend(self, seconds: float) -> None:
        """Move the clock on by ``seconds``."""
        with self.lock:
            self.now += seconds


def on_the_clock(
    session: GameSession, clock: FakeClock, patch: pytest.MonkeyPatch
) -> list[tuple[str, float]]:
    """Put the table and ``session``'s players on ``clock``: each decision spends fake time
    (a private answer :data:`PRIVATE_THINKING`, any other :data:`THINKING`). Returns the
    list the computers' actions are added to as they are applied, each with its time."""
    patch.setattr(game_table, "time", clock)
    decide = session.decide

    def thinking(seat: int, view: MilleBornesView) -> Decision:
        clock.spend(PRIVATE_THINKING if view.phase in ("coup_fourre", "fast_remedy") else THINKING)
        return decide(seat, view)

    patch.setattr(session, "decide", thinking)
    applied: list[tuple[str, float]] = []
    apply_computer = session.apply_computer

    def timed(seat: int, action: Any, history_length: int) -> bool:
        done = apply_computer(seat, action, history_length)
        if done:
            applied.append((str(action), clock.monotonic()))
        return done

    patch.setattr(session, "apply_computer", timed)
    return applied


def time_to_next_move(
    session: GameSession, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[float, list[str]]:
    """Play the person's ROLL, let the computer move, attack it with OUT_OF_GAS: the fake
    time from the attack to the computer's first public move after it, and the actions
    applied after the attack (the computer's next move checked to come a full pause after
    that one)."""
    if "redraw" in map(str, session.state.legal_actions()):  # fast play: a new hand offered
        session.state.apply("draw")
    clock = FakeClock()
    applied = on_the_clock(session, clock, monkeypatch)

    async def scenario() -> float:
        app = RoadgamesApp(session=session, save_path=tmp_path / "save.json", delay=DELAY)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await play_card(pilot, Card.ROLL)
            view = table(app).current_view()
            if view.phase == "draw":  # a draw a person chooses (fast play's discard pile)
                await press_action(
                    pilot, view, next(a for a in view.legal_actions if a.kind == Kind.DRAW)
                )
                await settle(pilot)
            del applied[:]
            attacked = clock.monotonic()
            await play_card(pilot, Card.OUT_OF_GAS)
            for _ in range(200):  # until the computer's move after the attack is in
                await settle(pilot)
                if any(move != "decline" for move, _ in applied):
                    break
            await settle(pilot)
            return next(at for move, at in applied if move != "decline") - attacked

    waited = asyncio.run(scenario())
    public = [at for move, at in applied if move != "decline"]
    if len(public) > 1:  # the time paid back went to that one move: the next is paced in full
        assert public[1] - public[0] == pytest.approx(DELAY)
    return waited, [move for move, _ in applied]


@pytest.mark.parametrize("options", [{}, {"fast_play": True}], ids=["classic", "fast_play"])
def test_a_private_question_does_not_slow_the_next_move(
    options: dict[str, object], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked, asked_moves = time_to_next_move(
        attacked_session("EXTRA_TANK", **options), tmp_path, monkeypatch
    )
    assert asked_moves[0] == "decline"  # the computer was asked, and declined
    not_asked, moves = time_to_next_move(attacked_session("50", **options), tmp_path, monkeypatch)
    assert moves[0] != "decline"  # nobody was asked
    assert not_asked == pytest.approx(DELAY)
    assert asked == pytest.approx(not_asked)


def test_two_private_questions_in_a_row_are_both_hidden(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # fast play: the computer holding the safety and the remedy is asked twice (coup
    # fourré, then fast remedy), declining both
    asked, moves = time_to_next_move(
        attacked_session("EXTRA_TANK", "GASOLINE", fast_play=True), tmp_path, monkeypatch
    )
    assert moves[:3] == ["decline", "decline", "draw"]
    assert asked == pytest.approx(DELAY)


def test_a_remedy_held_is_asked_about_with_fast_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked, moves = time_to_next_move(
        attacked_session("GASOLINE", fast_play=True), tmp_path, monkeypatch
    )
    assert moves[0] == "decline"  # the fast-remedy question
    assert asked == pytest.approx(DELAY)
