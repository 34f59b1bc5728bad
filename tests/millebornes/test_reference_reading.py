"""Random play under random presets and options, each step checked against an independent
reading of RULES.md §3-§7 (:mod:`reference_model`, :mod:`reference_play`). Kept small: the
audit that wrote the reading ran thousands of games. Games with ``hazard_on_hazard`` are
checked apart: they met the stacked-hazard bug (``test_stacked_hazards.py``)."""

from __future__ import annotations

import random

import pytest
from reference_play import check_game, random_options


@pytest.mark.parametrize("batch", range(4))
def test_random_games_agree_with_reference_without_hazard_on_hazard(batch: int) -> None:
    rng = random.Random(1000 + batch)
    problems: list[str] = []
    for _ in range(40):
        options = random_options(rng)
        options["hazard_on_hazard"] = False
        problems += check_game(options, rng.randrange(10**9))
    assert problems == []


def test_random_games_with_hazard_on_hazard_agree_with_reference() -> None:
    rng = random.Random(9)
    problems: list[str] = []
    for _ in range(400):
        options = random_options(rng)
        options["hazard_on_hazard"] = True
        problems += check_game(options, rng.randrange(10**9))
    assert problems == []
