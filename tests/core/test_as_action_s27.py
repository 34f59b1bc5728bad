"""Session 27: what is neither an action nor its notation is refused as malformed by each
game's ``apply``, the game left as it was."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

import roadgames.millebornes as mb
import roadgames.rushshift as rs
from roadgames.core.errors import MalformedActionError

games = pytest.mark.parametrize("mod", [mb, rs], ids=("millebornes", "rushshift"))
NOT_ACTIONS = pytest.mark.parametrize("thing", [42, None, 2.5, b"end", ("play", "75")])


def _new(mod: ModuleType) -> Any:
    rules = mod.make_rules("classic", 2) if mod is mb else mod.make_rules()
    return mod.new_game(rules, seed=3)


@games
@NOT_ACTIONS
def test_apply_refuses_what_is_neither_action_nor_text_and_changes_nothing(
    mod: ModuleType, thing: object
) -> None:
    state = _new(mod)
    before = state.clone()
    with pytest.raises(MalformedActionError) as caught:
        state.apply(thing)
    assert caught.value.code == "malformed"
    assert state == before
    assert state.legal_actions() == before.legal_actions()
    state.apply(state.legal_actions()[0])  # still playable
    assert state != before
