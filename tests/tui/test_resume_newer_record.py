"""A record made by a newer roadgames (a later revision of its game's rules) is refused
saying so (726400d), by ``replay`` and ``GameRecord.replay``; resuming it with ``play
--resume`` (the session's ``from_record``) reads its rules first, so that a later revision
that brought an option this roadgames does not know is called invalid rules instead."""

from __future__ import annotations

import pytest

from roadgames.core.errors import RecordError
from roadgames.core.records import GameRecord
from roadgames.millebornes import RULES_REVISION, make_rules
from roadgames.tui.session import GameSession


def _newer_record() -> GameRecord:
    """A game begun under the next revision of the rules, which added an option."""
    rules = make_rules("classic", 2).to_dict()
    rules["an_option_of_the_next_revision"] = True
    return GameRecord(
        "millebornes", rules, seed=5, actions=["draw"], rules_revision=RULES_REVISION + 1
    )


def test_the_record_itself_says_it_is_newer() -> None:
    with pytest.raises(RecordError, match="newer roadgames"):
        _newer_record().replay()


def test_resuming_it_says_it_is_newer_not_that_its_rules_are_invalid() -> None:
    with pytest.raises(RecordError, match="newer roadgames"):
        GameSession.from_record(_newer_record())
