"""A record made before rules revisions were kept counts as revision 1 (726400d), and an
error replaying it opens with "made under Mille Bornes rules revision 1 and this roadgames
plays revision 2". A revision says how the same actions on the same deal play, so it can
explain an action that no longer applies; it cannot explain rules that never validated nor
an action that never read (neither changed with the revision). Those are damage, and
every record written before today, damaged by hand or on disk, now blames the rules."""

from __future__ import annotations

from typing import Any

import pytest

from roadgames.core.errors import RecordError
from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules, new_game


def _older_record(**change: Any) -> GameRecord:
    """A two-action classic game, as a file written before revisions were kept, changed."""
    state = new_game(make_rules("classic", 2), seed=11)
    actions = []
    for _ in range(2):
        action = state.legal_actions()[0]
        actions.append(str(action))
        state.apply(action)
    data: dict[str, Any] = {
        "format": "roadgames-record/1",
        "game": "millebornes",
        "rules": make_rules("classic", 2).to_dict(),
        "seed": 11,
        "actions": actions,
    }
    data.update(change)
    record = GameRecord.from_dict(data)
    assert record.older_rules() is not None  # what the tests are about
    return record


def test_the_unchanged_older_record_replays() -> None:
    assert len(_older_record().actions) == 2
    _older_record().replay()


def test_rules_that_never_validated_are_not_blamed_on_the_revision() -> None:
    rules = {**make_rules("classic", 2).to_dict(), "target": 123}
    with pytest.raises(RecordError, match="multiple of 25") as caught:
        _older_record(rules=rules).replay()
    assert "no longer" not in str(caught.value)


def test_an_action_that_never_read_is_not_blamed_on_the_revision() -> None:
    with pytest.raises(RecordError, match="unknown card") as caught:
        _older_record(actions=["play NOSUCHCARD"]).replay()
    assert "no longer" not in str(caught.value)
