"""The engines from Python, loose ends of the twenty-third session (twenty-fourth): a seat
that is no seat refused by every per-seat accessor as ``view`` refuses it; cards whose repr
pastes back; states that compare equal exactly when everything in them is; a damaged
record's replay error that names its file.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import roadgames.millebornes as mb
import roadgames.rushshift as rs
from roadgames.cli import main
from roadgames.core.errors import MalformedActionError, RecordError
from roadgames.core.records import GameRecord, record_of

GAMES: tuple[ModuleType, ...] = (mb, rs)
game_modules = pytest.mark.parametrize("mod", GAMES, ids=lambda m: m.__name__.rsplit(".")[-1])
NOT_SEATS: tuple[object, ...] = ("0", 0.0, True, 2, -1, None)


def played(state: Any, seed: int, steps: int) -> Any:
    """``state`` after up to ``steps`` random legal actions (seeded), or to its end."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# ------------------------------------------------------------------ seats


@pytest.mark.parametrize("seat", NOT_SEATS)
def test_a_rush_hour_shift_hand_of_what_is_no_seat_is_refused_as_view_refuses_it(
    seat: Any,
) -> None:
    """``hand_cards(2)`` raised a bare ``IndexError``, ``hand_cards(-1)`` and
    ``hand_cards(True)`` quietly gave seat 1's hand, ``hand_cards("0")`` a ``TypeError``:
    now the ``ValueError`` that ``view`` gives, naming what was given."""
    state = rs.new_game(rs.make_rules(), seed=3)
    with pytest.raises(ValueError, match=f"^no seat {re.escape(repr(seat))} in a 2-seat game$"):
        state.hand_cards(seat)


def test_a_rush_hour_shift_hand_of_a_seat_is_that_seats() -> None:
    """The check lets every seat through, with its own hand (the view's too)."""
    state = rs.new_game(rs.make_rules(), seed=3)
    for seat in (0, 1):
        hand = state.hand_cards(seat)
        assert sum(hand.count(card) for card in rs.Card) == state.hand_sizes[seat] == len(hand)
        assert [int(card) for card in hand] == [
            c for c, k in enumerate(state.hands[seat]) for _ in range(k)
        ]
        assert list(state.view(seat).hand) == hand


@pytest.mark.parametrize("seat", [*NOT_SEATS, 9])
@pytest.mark.parametrize("accessor", ["hand_cards", "has_play", "plays_with"])
def test_a_mille_bornes_accessor_of_what_is_no_seat_is_refused_as_view_refuses_it(
    seat: Any, accessor: str
) -> None:
    """``hand_cards(9)`` raised a bare ``IndexError`` (``has_play`` and ``plays_with`` too),
    and seat ``-1`` or ``True`` was quietly taken for a seat: every public per-seat
    accessor now gives the ``ValueError`` that ``view`` gives."""
    state = mb.new_game(mb.make_rules("modern", 2), seed=3)
    call: dict[str, Any] = {
        "hand_cards": lambda: state.hand_cards(seat),
        "has_play": lambda: state.has_play(seat),
        "plays_with": lambda: state.plays_with(seat, [1] * 19),
    }
    with pytest.raises(ValueError, match=f"^no seat {re.escape(repr(seat))} in a 2-seat game$"):
        call[accessor]()


def test_a_mille_bornes_view_of_what_is_no_seat_is_refused_as_before() -> None:
    """The view's check, now shared with the accessors, says the same as it did."""
    state = mb.new_game(mb.make_rules("club", 4), seed=3)
    with pytest.raises(ValueError, match=r"^no seat 4 in a 4-seat game$"):
        state.view(4)


# ------------------------------------------------------------------ cards


@game_modules
def test_every_card_repr_pastes_back_to_the_same_card(mod: ModuleType) -> None:
    """A card's repr was the enum's (``<Card.STOP: 9>``), which is no Python; it is now
    ``Card.STOP``, as an action's is ``Action.parse(...)``, and evaluates to the card."""
    for card in mod.Card:
        assert repr(card) == f"Card.{card.name}"
        assert eval(repr(card), {"Card": mod.Card}) is card
    hand = mod.new_game(mod.GAME.rules_from_options(None, 2), seed=1).view(0).hand
    assert eval(repr(list(hand)), {"Card": mod.Card}) == list(hand)


@game_modules
def test_a_card_given_for_an_action_is_named_pasteably(mod: ModuleType) -> None:
    """The one message that shows a card's repr: a card passed where an action goes."""
    state = mod.new_game(mod.GAME.rules_from_options(None, 2), seed=1)
    card = next(iter(mod.Card))
    with pytest.raises(MalformedActionError, match=rf"action: Card\.{card.name}$"):
        state.apply(card)


# --------------------------------------------------------------- equality


def _deck_twins(mod: ModuleType, rules: Any, seen: int) -> tuple[list[Any], list[Any]]:
    """Two decks alike but for two different cards of the draw pile swapped: the first
    ``seen`` cards (the hands dealt, a first card drawn) alike, the draw piles not."""
    if mod is mb:
        counts = mb.cards.deck_counts(rules.deck == "short")
        deck: list[Any] = [mb.Card(c) for c, count in enumerate(counts) for _ in range(count)]
    else:
        deck = rs.cards.deck_list(rules.deck_counts)
    random.Random(5).shuffle(deck)
    other = deck.copy()
    later = next(i for i in range(seen + 1, len(deck)) if deck[i] != deck[seen])
    other[seen], other[later] = other[later], other[seen]
    return deck, other


def _equality_cases(mod: ModuleType) -> None:
    """What equality must mean, for ``mod``'s states."""
    rules = mod.make_rules("classic", 2) if mod is mb else mod.make_rules(games=2)
    made = [played(mod.new_game(rules, seed=4), 4, 40) for _ in range(2)]
    assert made[0] == made[1]  # made the same way
    assert not made[0] != made[1]  # noqa: SIM202 (the != operator is tested)
    assert played(mod.new_game(rules, seed=4), 4, 39) != made[0]  # one action short
    assert played(mod.new_game(rules, seed=5), 4, 40) != made[0]  # another seed
    twin = made[0].clone()
    assert twin == made[0]
    action = twin.legal_actions()[-1]
    twin.apply(action)
    assert twin != made[0]
    made[0].apply(action)
    assert twin == made[0]  # the same action on both: equal again
    chance = made[0].clone()
    chance.rng.random()  # the same now, but the next reshuffle or deal would differ
    assert chance != made[0]
    assert made[0] != "a state" and made[0] != None  # noqa: E711 (the == operator is tested)
    # the hands alike, the draw piles not: unequal, though no seat can tell them apart
    seen = 2 * 6 + 1 if mod is mb else 2 * rules.hand_size  # Mille Bornes' first draw
    decks = _deck_twins(mod, rules, seen)
    one, two = (mod.new_game(rules, seed=1, decks=[deck]) for deck in decks)
    assert [one.view(s).to_dict() for s in (0, 1)] == [two.view(s).to_dict() for s in (0, 1)]
    assert one != two
    assert one == mod.new_game(rules, seed=1, decks=[decks[0]])
    # a replay of a record reproduces the state exactly
    record = record_of(mod.GAME.name, rules.to_dict(), made[0].history, seed=4)
    assert record.replay() == made[0]
    with pytest.raises(TypeError, match="unhashable"):
        hash(made[0])


def test_rush_hour_shift_states_compare_equal_exactly_when_all_they_hold_is() -> None:
    """Two identical states compared unequal (identity), which surprised a researcher
    checking that a replay reproduces a state; the draw pile's hidden order and the random
    generator's state count: states that will not go on alike are not equal."""
    _equality_cases(rs)


def test_mille_bornes_states_compare_equal_exactly_when_all_they_hold_is() -> None:
    """As for Rush Hour Shift (above)."""
    _equality_cases(mb)


def test_a_mille_bornes_match_replayed_equals_it_across_hands() -> None:
    """Through several hands: the score sheets and the last hand's end (a state itself)
    count, and a replay gives them again."""
    rules = mb.make_rules("classic", 2)
    state = played(mb.new_game(rules, seed=2), 2, 100_000)
    assert state.is_over and len(state.results) > 1
    middle = played(mb.new_game(rules, seed=2), 2, len(state.history) // 2)
    assert middle.hand_end is not None
    for original in (state, middle):
        record = record_of("millebornes", rules.to_dict(), original.history, seed=2)
        assert record.replay() == original
    other_end = middle.clone()
    other_end.hand_end = middle.hand_end.clone()
    assert other_end == middle
    other_end.hand_end.scores[0] += 1
    assert other_end != middle


class _Other:
    """A value equal to nothing a state holds."""

    def __eq__(self, other: object) -> bool:
        return False

    __hash__ = None  # type: ignore[assignment]


def _slot_cases(mod: ModuleType) -> None:
    """Every slot of the state, and of a Mille Bornes tableau, counts."""
    rules = mod.make_rules("classic", 2) if mod is mb else mod.make_rules(games=2)
    state = played(mod.new_game(rules, seed=6), 6, 30)
    slots = type(state).__slots__
    assert len(slots) > 15
    for name in slots:
        other = state.clone()
        assert other == state
        setattr(other, name, _Other())
        assert other != state, name
        assert state != other, name
    if mod is mb:
        for name in type(state.tableaux[0]).__slots__:
            other = state.clone()
            setattr(other.tableaux[1], name, _Other())
            assert other != state, f"tableau's {name}"


def test_every_slot_of_a_rush_hour_shift_state_counts_in_its_equality() -> None:
    """No part of the state is left out of equality (a slot added later included)."""
    _slot_cases(rs)


def test_every_slot_of_a_mille_bornes_state_counts_in_its_equality() -> None:
    """As for Rush Hour Shift, the tableaux's own slots included."""
    _slot_cases(mb)


# ---------------------------------------------------------- damaged records


def _damaged(tmp_path: Path, number: int, text: str) -> tuple[Path, list[str]]:
    """A finished seeded modern game's record, its action ``number`` (from 1) replaced."""
    rules = mb.make_rules("modern", 2)
    state = played(mb.new_game(rules, seed=3), 3, 100_000)
    path = tmp_path / "game.json"
    record_of("millebornes", rules.to_dict(), state.history, seed=3).save(path)
    data = json.loads(path.read_text())
    data["actions"][number - 1] = text
    path.write_text(json.dumps(data))
    return path, data["actions"]


def _log_before(actions: list[str], number: int) -> tuple[int, str]:
    """How many log lines the public replay prints before the action ``number``, and the
    last of them as the error quotes it."""
    state = mb.new_game(mb.make_rules("modern", 2), seed=3)
    for text in actions[: number - 1]:
        state.apply(text)
    seat, entry = state.log[-1]
    return len(state.log), f"seat {seat} {entry}" if seat >= 0 else entry


@pytest.mark.parametrize("hands", [False, True], ids=["public", "hands"])
def test_replay_of_a_damaged_action_names_the_file_and_where_it_comes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], hands: bool
) -> None:
    """``roadgames replay FILE`` on a record whose action was edited to an illegal one said
    where, but not which file ("after log line 5 (...), the record's action ... does not
    replay"): it now names the file first, as "FILE cannot start: ..." does. The whole
    message is fixed: nothing hidden (a hand, a card drawn) can come into it."""
    path, actions = _damaged(tmp_path, 5, "extend")
    lines, last = _log_before(actions, 5)
    argv = ["replay", *(["--hands"] if hands else []), str(path)]
    assert main(argv) == 2
    captured = capsys.readouterr()
    hint = "; replay it without --hands to see the log" if hands else ""
    assert captured.err == (
        f"roadgames: error: {path} is damaged: after log line {lines} ({last!r}), the "
        f"record's action 'extend' does not replay: 'extend' is not legal now"
        f"{hint}\n"
    )


def test_resuming_a_damaged_record_names_the_file_and_the_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play --resume`` on the same record says the file and the action's number (it did
    already: the guard of that; since the twenty-fifth session the file is named by the
    record's own error, as for every other damaged file)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path, _ = _damaged(tmp_path, 5, "extend")
    assert main(["play", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"roadgames: cannot resume: {path} is damaged: action 5 ('extend') does not replay: "
        "'extend' is not legal now\n"
    )


def test_a_record_loaded_from_python_says_which_action_does_not_replay(tmp_path: Path) -> None:
    """From Python the record's action number is given, after its file (since the
    twenty-fifth session: see test_api_s25)."""
    path, _ = _damaged(tmp_path, 7, "discard ROLL ROLL")
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).replay()
    assert str(caught.value).startswith(
        f"{path} is damaged: action 7 ('discard ROLL ROLL') does not replay"
    )


# ------------------------------------------------------------ is_legal from a seat


@game_modules
def test_is_legal_from_a_seat_not_to_move_is_false_whatever_the_mover_holds(
    mod: ModuleType,
) -> None:
    """``is_legal(action, seat)`` answers as ``apply(action, seat)`` would accept: a seat
    not to move is told False even for what the mover may play (else asking for each card
    would read the mover's hand); the mover is told what ``legal_actions`` says."""
    rules = mod.make_rules("classic", 2) if mod is mb else mod.make_rules()
    state = played(mod.new_game(rules, seed=11), 11, 7)
    mover = state.to_move
    assert mover is not None
    other = 1 - mover
    for action in state.legal_actions():
        assert state.is_legal(action) and state.is_legal(action, seat=mover)
        assert not state.is_legal(action, seat=other)
        assert not state.is_legal(str(action), seat=other)
    with pytest.raises(ValueError, match="no seat 2"):
        state.is_legal(state.legal_actions()[0], seat=2)
