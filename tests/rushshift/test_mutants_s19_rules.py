"""A mutant of the rules errors that the other tests let live (session 19's audit): a long
set-up that is neither a name nor a board picture is named cut short, as every long bad
value in a rules error is (rules also come from records, which may hold any size)."""

from __future__ import annotations

import pytest

from roadgames.core.errors import RulesError
from roadgames.rushshift.rules import rules_from_dict


@pytest.mark.parametrize(
    "setup", ["x" * 10_000, "/".join(["x" * 10_000] * 6)], ids=["no-picture", "long-rows"]
)
def test_a_long_bad_setup_is_named_cut_short(setup: str) -> None:
    with pytest.raises(RulesError, match="option 'setup'") as caught:
        rules_from_dict({"setup": setup})
    assert len(str(caught.value)) < 300, f"{len(str(caught.value))} characters"


def test_a_short_bad_setup_is_named_whole() -> None:
    with pytest.raises(RulesError, match=r"not 'eleven'$"):
        rules_from_dict({"setup": "eleven"})
