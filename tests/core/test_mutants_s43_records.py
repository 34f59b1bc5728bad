"""Session 43's mutation sweep of ``core/records.py``: an action that does not read is
damage even in a record of an earlier revision, a file of blank lines is empty, a seed of
``true`` is refused, and which saves are the same game played on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roadgames.core.errors import RecordError
from roadgames.core.records import GameRecord, record_of
from roadgames.core.seeds import STACKED_SEED
from roadgames.millebornes import make_rules, new_game

GOLDEN = Path(__file__).parent / "golden_records"


def test_an_action_that_does_not_read_is_damage_whatever_the_revision(tmp_path: Path) -> None:
    """An older record's action that the engine refuses as illegal "is no longer legal";
    one whose notation does not even read was never made by roadgames: damage."""
    data = json.loads((GOLDEN / "revision1_replays.json").read_text(encoding="utf-8"))
    assert "rules_revision" not in data  # saved before revisions were recorded
    data["actions"][5] = "play NOTACARD"
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).replay()
    message = str(caught.value)
    assert message.startswith(f"{path} is damaged: action 6 ('play NOTACARD') does not replay")
    assert "no longer legal" not in message
    assert caught.value.wording is not None
    assert caught.value.wording.key == "record_action_not_replayed"


def test_a_file_of_blank_lines_is_said_to_be_empty(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("  \n\n", encoding="utf-8")
    with pytest.raises(RecordError, match=r"game\.json is empty, not a game record$"):
        GameRecord.load(path)


def test_a_seed_of_true_is_refused() -> None:
    """``true`` would deal seed 1's game, and be written back as ``true``."""
    data = record_of("millebornes", make_rules("modern", 2).to_dict(), [], seed=1).to_dict()
    with pytest.raises(RecordError, match="record field 'seed' must be an integer or null"):
        GameRecord.from_dict({**data, "seed": True})


def _record(
    actions: list[str], seed: int | None = 4, decks: list[list[str]] | None = None
) -> GameRecord:
    rules = make_rules("modern", 2).to_dict()
    return record_of("millebornes", rules, actions, seed=seed, decks=decks)


def test_a_game_continues_into_another_only_where_its_actions_come_first() -> None:
    state = new_game(make_rules("modern", 2), seed=4)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    played = [str(action) for action in state.history]
    assert _record(played[:2]).continues_into(_record(played))
    assert not _record([played[1], played[0]]).continues_into(_record(played))
    assert not _record(played[:2]).continues_into(_record(played, seed=5))


def test_stacked_decks_without_a_seed_continue_into_the_same_decks_with_the_stacked_seed() -> None:
    """A game dealt from stacked decks draws its chance from :data:`STACKED_SEED` where its
    record keeps no seed: saved again with that seed, it is the same game played on."""
    decks = [["ROLL", "STOP"]]
    assert _record([], seed=None, decks=decks).continues_into(
        _record([], seed=STACKED_SEED, decks=decks)
    )
    assert not _record([], seed=None, decks=decks).continues_into(
        _record([], seed=STACKED_SEED + 1, decks=decks)
    )
