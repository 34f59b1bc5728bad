"""``rules_revision`` takes a game's name as well as its spec: given ``"millebornes"`` it
answered 1, the revision of a game that declares none, not Mille Bornes' (an audit of the
README, which names the function)."""

from __future__ import annotations

import pytest

from roadgames.core.errors import RoadgamesError
from roadgames.core.game import rules_revision
from roadgames.core.registry import get_game


@pytest.mark.parametrize("name", ["millebornes", "rushshift"])
def test_a_games_name_gives_its_revision(name: str) -> None:
    assert rules_revision(name) == rules_revision(get_game(name))
    assert rules_revision("millebornes") > 1


def test_an_unknown_name_is_refused() -> None:
    with pytest.raises(RoadgamesError, match="bogus"):
        rules_revision("bogus")
