"""Records: save, load, replay, and refusal of records that do not replay."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from roadgames.core.errors import RecordError
from roadgames.core.records import GameRecord, record_of
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.stacking import stacked_deck


def _random_game(seed: int) -> tuple[dict[str, object], list[str]]:
    rules = make_rules("classic", 4)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(300):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return rules.to_dict(), [str(a) for a in state.history]


def test_record_round_trips_through_a_file(tmp_path: Path) -> None:
    rules, actions = _random_game(5)
    record = record_of("millebornes", rules, actions, seed=5)
    path = tmp_path / "r.json"
    record.save(path)
    loaded = GameRecord.load(path)
    assert loaded == record
    replayed = loaded.replay()
    assert [str(a) for a in replayed.history] == actions


def test_stacked_deck_records_replay(tmp_path: Path) -> None:
    rules = make_rules("modern", 2)
    deck = stacked_deck(rules, hands=[["ROLL", "100", "100", "75", "STOP", "25"]])
    state = new_game(rules, decks=[deck])
    state.apply("play ROLL")
    record = record_of(
        "millebornes", rules.to_dict(), state.history, decks=[[c.code for c in deck]]
    )
    again = GameRecord.from_dict(record.to_dict()).replay()
    assert again.view(0).to_dict() == state.view(0).to_dict()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        ({"format": "other"}, "not a roadgames record"),
        ({"format": "roadgames-record/1", "game": 3, "rules": {}}, "'game'"),
        (
            {"format": "roadgames-record/1", "game": "millebornes", "rules": {}, "actions": [1]},
            "'actions'",
        ),
        ({"format": "roadgames-record/1", "game": "chess", "rules": {}}, "unknown game"),
        (
            {"format": "roadgames-record/1", "game": "millebornes", "rules": {"preset": "x"}},
            "unknown preset",
        ),
    ],
)
def test_malformed_records_are_refused(data: object, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        GameRecord.from_dict(data).replay()


def test_a_record_that_does_not_replay_names_the_action() -> None:
    rules, actions = _random_game(9)
    actions[10] = "discard ACCIDENT" if actions[10] != "discard ACCIDENT" else "discard ROLL"
    record = record_of("millebornes", rules, actions, seed=9)
    with pytest.raises(RecordError, match=r"action 11 \("):
        record.replay()


def test_a_stacked_deal_without_a_seed_reshuffles_the_same_way_every_time() -> None:
    """A record of a stacked deal keeps no seed: the discards reshuffled during the hand
    must come back in the same order when it is replayed."""
    rules = make_rules("modern", 2, match_target=0)
    deck = [c.code for c in stacked_deck(rules)]
    state = new_game(rules, decks=[deck])
    rng = random.Random(3)
    while not state.is_over and not any(text.startswith("discards") for _, text in state.log):
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(30):  # on past the reshuffle, drawing from the reshuffled pile
        if not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
    assert any(text.startswith("discards reshuffled") for _, text in state.log)
    record = record_of("millebornes", rules.to_dict(), state.history, decks=[deck])
    again = record.replay()
    for seat in range(2):
        assert again.view(seat).to_dict() == state.view(seat).to_dict()


def test_a_record_with_neither_seed_nor_decks_is_refused(tmp_path: Path) -> None:
    """Its cards would be dealt afresh at each replay."""
    rules, actions = _random_game(5)
    data = record_of("millebornes", rules, actions, seed=5).to_dict()
    data["seed"] = None
    with pytest.raises(RecordError, match="neither the seed nor the decks"):
        GameRecord.from_dict(data)
    data["actions"] = []  # a game not begun: nothing to fit
    assert GameRecord.from_dict(data).actions == []
    path = tmp_path / "empty.json"
    path.write_text("\n")
    with pytest.raises(RecordError, match=f"{path} is empty"):
        GameRecord.load(path)
    path.write_text("[]")
    with pytest.raises(RecordError, match=f"{path}: a record must be a JSON object"):
        GameRecord.load(path)


def test_an_empty_list_of_decks_stacks_nothing() -> None:
    """It is no stacked deal: without a seed it is refused, and `new_game` shuffles it
    afresh rather than dealing from the fixed seed (the same, public, cards each time)."""
    rules, actions = _random_game(5)
    data = record_of("millebornes", rules, actions, seed=5).to_dict()
    data["seed"], data["decks"] = None, []
    with pytest.raises(RecordError, match="neither the seed nor the decks"):
        GameRecord.from_dict(data)
    classic = make_rules("classic", 2)
    deals = {tuple(new_game(classic, decks=[]).hands[0]) for _ in range(4)}
    assert len(deals) > 1


def test_a_stacked_record_saved_again_with_the_fixed_seed_continues_it() -> None:
    """A resumed stacked game is saved with the seed its chance was drawn from: the file
    it came from (kept without one) is the same game, not another to set aside."""
    rules = make_rules("modern", 2)
    deck = [c.code for c in stacked_deck(rules)]
    state = new_game(rules, decks=[deck])
    state.apply(state.legal_actions()[0])
    before = record_of("millebornes", rules.to_dict(), state.history, decks=[deck])
    state.apply(state.legal_actions()[0])
    after = record_of("millebornes", rules.to_dict(), state.history, seed=0, decks=[deck])
    assert before.continues_into(after)
    other = record_of("millebornes", rules.to_dict(), state.history, seed=1, decks=[deck])
    assert not before.continues_into(other)
