"""A bounded run of the seeded monkey (:mod:`monkey`): random keys, clicks, pauses and a
resize on both games' tables, several people on one screen among them, none of which may
crash the app, hang it, break the game's invariants or leave a save that does not load.
A longer hunt runs the same harness over :func:`monkey.configurations` with more seeds
and steps (see the module's docstring)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from monkey import Config, Monkey

from roadgames.tui.session import PERSON

#: Each run's configuration and seed: a few, for a run of under a minute on one core.
RUNS = {
    "mille-hotseat-80x24": (
        Config("millebornes", "classic", (PERSON, PERSON, "random"), {"match_target": 100}),
        3,
    ),
    "mille-partners-form-100x30": (
        Config(
            "millebornes",
            "leaflet",
            (PERSON, "random", PERSON, "random"),
            {"match_target": 100},
            size=(100, 30),
            form=True,
        ),
        5,
    ),
    "rush-match-120x40": (
        Config("rushshift", "standard", (PERSON, "random"), {"games": 3}, size=(120, 40)),
        7,
    ),
    "rush-hotseat-80x24": (
        Config("rushshift", "standard", (PERSON, PERSON), {"games": 3, "turn_limit": 20}),
        11,
    ),
}
#: Steps of each run.
STEPS = 70


@pytest.mark.parametrize("name", list(RUNS))
def test_the_monkey_finds_nothing_wrong(name: str, tmp_path: Path) -> None:
    config, seed = RUNS[name]
    monkey = Monkey(config, seed, STEPS, tmp_path)
    findings = asyncio.run(asyncio.wait_for(monkey.run(), 120))
    assert not findings, "\n".join(map(str, findings))
    assert monkey.step == STEPS and monkey.actions > 0
