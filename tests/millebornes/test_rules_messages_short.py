"""Rules also come from records, which may hold a value of any size: the error naming a bad
one shows it cut short, never whole."""

from __future__ import annotations

from typing import Any

import pytest

from roadgames.core.errors import RulesError
from roadgames.millebornes.rules import make_rules, rules_from_dict

HUGE = "z" * 100_000


@pytest.mark.parametrize(
    "data",
    [
        {"preset": HUGE},
        {"preset": "classic", "players": HUGE},
        {"preset": "classic", HUGE: 1},
        {"preset": "classic", "finish": HUGE},
    ],
    ids=["preset", "players", "option-name", "choice"],
)
def test_a_huge_bad_value_is_named_cut_short(data: dict[str, Any]) -> None:
    with pytest.raises(RulesError) as caught:
        rules_from_dict(data)
    message = str(caught.value)
    assert "zzz" in message  # the value is named...
    assert len(message) < 400  # ...but not whole


def test_a_short_bad_choice_is_named_whole() -> None:
    with pytest.raises(RulesError, match="not 'sometimes'"):
        make_rules("classic", 2, finish="sometimes")
