"""The pause before a computer's move (the table's ``delay``): what the player's thinking
took counts toward it, so a slow player adds no pause and a quick one waits out the rest;
the move reaches the table either way. No test waited for it (session 33's sweep left three
mutants of it alive); a fake clock stands in for time here."""

from __future__ import annotations

import inspect
import time
from types import SimpleNamespace
from typing import Any

import pytest

from roadgames.tui.screens.game_table import GameTableScreen

#: The worker's body, without Textual's ``@work`` (which would run it in a thread).
THINK = inspect.unwrap(GameTableScreen.think)


class Clock:
    """``time.monotonic`` and ``time.sleep`` of a clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 100.0
        self.slept: list[float] = []

    def monotonic(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def _think(
    monkeypatch: pytest.MonkeyPatch, pause: float, thinking: float, answered: bool = True
) -> tuple[list[float], list[tuple[Any, ...]]]:
    """Run the worker's body on a stand-in table whose player takes ``thinking`` seconds;
    the sleeps made, and the moves handed back to the interface thread."""
    clock = Clock()
    monkeypatch.setattr(time, "monotonic", clock.monotonic)  # the module game_table reads
    monkeypatch.setattr(time, "sleep", clock.sleep)
    done: list[tuple[Any, ...]] = []

    def wait_for_decision(seat: int, view: object) -> tuple[bool, object]:
        clock.now += thinking
        return answered, SimpleNamespace(action=f"move of {seat}")

    def call_from_thread(callback: Any, *args: Any) -> None:
        done.append((callback, *args))

    table = SimpleNamespace(
        wait_for_decision=wait_for_decision,
        app=SimpleNamespace(call_from_thread=call_from_thread),
        computer_done="computer_done",
    )
    THINK(table, 1, "view", pause, 7)
    return clock.slept, done


def test_a_quick_player_waits_out_the_rest_of_the_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    slept, done = _think(monkeypatch, pause=0.5, thinking=0.125)  # exact in binary
    assert slept == [0.375]
    assert done == [("computer_done", 1, "move of 1", "view", 7, 0.125)]  # and what it took


@pytest.mark.parametrize("thinking", [0.5, 2.0])
def test_a_player_as_slow_as_the_pause_or_slower_adds_none(
    monkeypatch: pytest.MonkeyPatch, thinking: float
) -> None:
    slept, done = _think(monkeypatch, pause=0.5, thinking=thinking)
    assert slept == []
    assert len(done) == 1


def test_no_pause_and_no_move_where_the_table_moved_on(monkeypatch: pytest.MonkeyPatch) -> None:
    slept, done = _think(monkeypatch, pause=0.6, thinking=0.1, answered=False)
    assert slept == [] and done == []
