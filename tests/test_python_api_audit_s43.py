"""What a study from Python meets (README, "The engine from Python" and "Your own player"),
held to what those sections promise: records made from stacked decks of cards, rules handed
as they are, players' time limits given from Python, and timers of the caller's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames import rushshift
from roadgames.core import GameRecord, RoadgamesError, record_of
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.stacking import stacked_deck


def test_a_record_of_a_stacked_deck_of_cards_loads_back(tmp_path: Path) -> None:
    """``new_game`` takes a stacked deck of cards (``stacked_deck`` makes one): a record of
    that game, given the same deck, is saved as card codes and loads back to replay it."""
    rules = make_rules("modern", 2)
    deck = stacked_deck(rules, hands=[["ROLL"] * 6], draw=["200"])
    state = new_game(rules, decks=[deck])
    state.apply(state.legal_actions()[0])
    record = record_of("millebornes", rules.to_dict(), state.history, decks=[deck])
    assert record.decks is not None
    assert record.decks[0][:6] == ["ROLL"] * 6 and record.decks[0][12] == "200"
    path = tmp_path / "puzzle.json"
    record.save(path)
    assert GameRecord.load(path).replay() == state


def test_a_record_of_a_rush_hour_shift_game_keeps_its_decks_as_codes(tmp_path: Path) -> None:
    """The same for Rush Hour Shift, given the state's own decks (cards, as it keeps them)."""
    rules = rushshift.make_rules()
    cards = [card for card, count in rules.deck for _ in range(count)]
    state = rushshift.new_game(rules, seed=3, decks=[cards])
    state.apply(state.legal_actions()[0])
    record = record_of("rushshift", rules.to_dict(), state.history, state.seed, state.decks)
    path = tmp_path / "game.json"
    record.save(path)
    assert GameRecord.load(path).replay() == state


def test_record_of_given_the_rules_object_says_to_give_its_dict() -> None:
    """``record_of`` takes the rules as ``rules.to_dict()`` gives them; handed the rules
    themselves (``state.rules``), it says so, as a ``ValueError`` of its own, rather than
    ``TypeError: 'Rules' object is not iterable``."""
    state = new_game(make_rules("classic", 2), seed=1)
    with pytest.raises(RoadgamesError, match=r"rules\.to_dict\(\).*not Rules"):
        record_of("millebornes", state.rules, state.history, seed=state.seed)  # type: ignore[arg-type]
