"""Rules errors write a long bad value cut short (726400d: "long bad values cut short in
every rules error"): rules also come from records, which may hold a value of any size.
Rush Hour Shift's preset, seat count and unknown option names are written whole."""

from __future__ import annotations

from typing import Any

import pytest

from roadgames.core.errors import RulesError
from roadgames.rushshift.rules import rules_from_dict

LONG = "x" * 10_000


@pytest.mark.parametrize(
    "rules",
    [{"preset": LONG}, {"players": LONG}, {LONG: True}],
    ids=["preset", "players", "option-name"],
)
def test_a_long_bad_value_is_cut_short(rules: dict[str, Any]) -> None:
    with pytest.raises(RulesError) as caught:
        rules_from_dict(rules)
    assert len(str(caught.value)) < 300, f"{len(str(caught.value))} characters"
