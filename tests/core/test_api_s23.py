"""The engines from Python as a demanding researcher uses them (twenty-third session): wrong
types refused with the project's own errors, not an ``AttributeError`` deep inside; reprs
that paste back; the core's names importable from :mod:`roadgames.core`."""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import roadgames.core
import roadgames.millebornes as mb
import roadgames.rushshift as rs
from roadgames.core.errors import (
    MalformedActionError,
    NoSuchSeatError,
    NotYourTurnError,
    RoadgamesError,
    RulesError,
)

GAMES: tuple[ModuleType, ...] = (mb, rs)
game_modules = pytest.mark.parametrize("mod", GAMES, ids=lambda m: m.__name__.rsplit(".")[-1])


def default_rules(mod: ModuleType) -> Any:
    """The game's default rules for two seats."""
    return mod.GAME.rules_from_options(None, 2)


def random_states(mod: ModuleType, rules: Any, seeds: range, steps: int) -> list[Any]:
    """Clones of states met along seeded random games, one every few actions."""
    found = []
    for seed in seeds:
        state = mod.new_game(rules, seed=seed)
        rng = random.Random(seed)
        for step in range(steps):
            if state.is_over:
                break
            if step % 7 == 0:
                found.append(state.clone())
            state.apply_unchecked(rng.choice(state.legal_actions()))
    return found


@game_modules
@pytest.mark.parametrize("value", [5, None, 1.5, b"ROLL", ["ROLL"]])
def test_parse_card_refuses_what_is_not_text_as_malformed(mod: ModuleType, value: object) -> None:
    """``parse_card(5)`` said ``'int' object has no attribute 'strip'``: an
    ``AttributeError``, which a caller catching the engine's ``ValueError`` s misses."""
    with pytest.raises(MalformedActionError, match="card must be text"):
        mod.parse_card(value)


@game_modules
def test_a_stacked_deck_of_numbers_is_refused_as_malformed(mod: ModuleType) -> None:
    """Card numbers where codes belong (``decks=[[1, 2, ...]]``) came to ``parse_card`` and
    raised ``AttributeError``."""
    with pytest.raises(MalformedActionError, match="card must be text"):
        mod.new_game(default_rules(mod), decks=[[1, 2, 3]])


@pytest.mark.parametrize(
    ("mod", "rules"),
    [
        (mb, "classic"),
        (mb, None),
        (mb, rs.make_rules()),
        (rs, "standard"),
        (rs, mb.make_rules("classic", 2)),
    ],
    ids=["mb-name", "mb-none", "mb-other-game", "rs-name", "rs-other-game"],
)
def test_new_game_refuses_what_is_not_its_rules(mod: ModuleType, rules: object) -> None:
    """``new_game("classic")`` (a preset's name where the rules belong, an easy slip) or
    the other game's rules failed deep inside with ``'str' object has no attribute
    'players'``; now a ``RulesError`` that says what to pass."""
    with pytest.raises(RulesError, match="make_rules"):
        mod.new_game(rules, seed=1)


@game_modules
@pytest.mark.parametrize("seed", ["7", 1.5, True, (1, 2)])
def test_new_game_refuses_a_seed_that_is_not_a_whole_number(mod: ModuleType, seed: object) -> None:
    """A seed of ``"7"`` or ``1.5`` dealt a game (``random.Random`` takes them), but no
    record can keep it (a record's seed is an integer): the game could not be replayed.
    ``True`` is refused too: it deals seed 1's game and is written as ``true``."""
    with pytest.raises(RoadgamesError, match="seed must be a whole number") as caught:
        mod.new_game(default_rules(mod), seed=seed)
    assert isinstance(caught.value, ValueError)


@game_modules
def test_whole_number_seeds_still_deal_as_before(mod: ModuleType) -> None:
    """The check lets every integer through, a large one too, and ``None`` (a fresh seed)."""
    rules = default_rules(mod)
    for seed in (0, 1, 2**70):
        assert mod.new_game(rules, seed=seed).seed == seed
    assert isinstance(mod.new_game(rules).seed, int)


@game_modules
@pytest.mark.parametrize("seat", ["0", 0.0, -1, True])
def test_a_seat_that_is_not_a_seat_number_is_named_as_such(mod: ModuleType, seat: object) -> None:
    """``apply(action, seat="0")`` said "seat 0 cannot act now" while seat 0 was the one to
    act: the text hid that ``"0"`` is no seat number at all."""
    state = mod.new_game(default_rules(mod), seed=3)
    assert state.to_move == 0
    before = [str(a) for a in state.history]
    with pytest.raises(NoSuchSeatError, match=r"^no seat .* in a 2-seat game$"):
        state.apply(state.legal_actions()[0], seat=seat)
    assert [str(a) for a in state.history] == before


@game_modules
def test_a_seat_out_of_range_is_named_as_such(mod: ModuleType) -> None:
    """Seat 7 of a two-seat game is no seat, not a seat waiting for its turn."""
    state = mod.new_game(default_rules(mod), seed=3)
    with pytest.raises(NoSuchSeatError, match="no seat 7"):
        state.apply(state.legal_actions()[0], seat=7)
    with pytest.raises(NotYourTurnError, match="seat 1 cannot act now"):
        state.apply(state.legal_actions()[0], seat=1)


@pytest.mark.parametrize(
    ("mod", "rules"),
    [
        (mb, mb.make_rules("classic", 2)),
        (mb, mb.make_rules("modern", 6, fast_play=True, draw_from_discard=True)),
        (rs, rs.make_rules(games=2)),
    ],
    ids=["mb-classic", "mb-modern-6", "rs"],
)
def test_every_legal_action_repr_pastes_back_to_an_equal_action(
    mod: ModuleType, rules: Any
) -> None:
    """An action's repr looked like code (``Action(kind=<Kind.PLAY: 5>, card=<Card.STOP:
    9>, target=1)``) but did not evaluate; now it is ``Action.parse('play STOP > 1')``, as
    python-chess writes ``Move.from_uci('e2e4')``, and gives the same interned action."""
    namespace = {"Action": mod.Action}
    seen = 0
    for state in random_states(mod, rules, range(6), 300):
        for action in state.legal_actions():
            back = eval(repr(action), namespace)
            assert back == action and back is mod.parse_action(str(action))
            seen += 1
    assert seen > 100


@game_modules
def test_action_parse_is_parse_action(mod: ModuleType) -> None:
    """``Action.parse`` reads notation as :func:`parse_action` does, refusing the same."""
    text = "play 75" if mod is mb else "slide Q down 3"
    assert mod.Action.parse(text) is mod.parse_action(text)
    with pytest.raises(MalformedActionError):
        mod.Action.parse("fly away")


@pytest.mark.parametrize(
    ("rules", "names"),
    [
        (mb.make_rules("leaflet", 5, fast_play=True), {"Rules": mb.Rules}),
        (rs.make_rules(), {"Rules": rs.Rules, "Card": rs.Card}),
        (
            rs.make_rules(deck={"SLIDE": 9, "MS4": 3}, setup="random"),
            {"Rules": rs.Rules, "Card": rs.Card},
        ),
    ],
    ids=["mb", "rs", "rs-deck"],
)
def test_a_rules_repr_pastes_back_to_equal_rules(rules: Any, names: dict[str, Any]) -> None:
    """Rush Hour Shift's rules wrote their deck as ``(<Card.MOVE1: 0>, 3)``, which is no
    Python; every rules repr now evaluates, with the rules class and the cards in scope."""
    assert eval(repr(rules), names) == rules


def test_the_core_names_what_a_researcher_imports() -> None:
    """:mod:`roadgames.core` said what it holds but exported nothing: its ``__all__`` now
    lists the errors, the protocol, the registry and records, each a real, documented
    object."""
    core: Any = roadgames.core
    names = core.__all__
    assert {"IllegalActionError", "GameRecord", "get_game", "GameState"} <= set(names)
    assert len(set(names)) == len(names)
    for name in names:
        obj = getattr(core, name)
        assert obj.__doc__, name


@pytest.mark.parametrize(
    "module", ["roadgames.millebornes", "roadgames.rushshift", "roadgames.agents"]
)
def test_every_name_a_public_module_exports_is_real(module: str) -> None:
    """Each ``__all__`` lists things that exist, once each."""
    mod = importlib.import_module(module)
    names = mod.__all__
    assert len(set(names)) == len(names)
    for name in names:
        assert hasattr(mod, name), name


@game_modules
def test_errors_leave_the_state_as_it_was(mod: ModuleType) -> None:
    """A wrong seat, a wrong type and a card that is not text all leave the game as it was
    (the checks come before any change)."""
    state = mod.new_game(default_rules(mod), seed=5)
    before = (state.to_move, [str(a) for a in state.legal_actions()], state.view(0).to_dict())
    attempts: list[Callable[[], object]] = [
        lambda: state.apply(state.legal_actions()[0], seat="0"),
        lambda: state.apply(7),
        lambda: state.apply(None),
        lambda: state.apply("play 5"),
    ]
    for attempt in attempts:
        with pytest.raises(ValueError):
            attempt()
    after = (state.to_move, [str(a) for a in state.legal_actions()], state.view(0).to_dict())
    assert after == before


@pytest.mark.parametrize(
    ("rules", "change", "option"),
    [
        (mb.make_rules("classic", 2), {"target": 710}, "target"),
        (mb.make_rules("classic", 2), {"players": 9}, "teams|players"),
        (mb.make_rules("modern", 4), {"deck": "tiny"}, "deck"),
        (rs.make_rules(), {"hand_size": 100}, "hand_size"),
        (rs.make_rules(), {"setup": "11"}, "setup"),
        (rs.make_rules(), {"deck": {"SLIDE": 20}}, "deck"),
        (rs.make_rules(), {"players": 3}, "players"),
        (rs.make_rules(), {"players": 2.0}, "players"),
        (mb.make_rules("classic", 2), {"players": 2.0}, "players"),
    ],
)
def test_rules_changed_with_dataclasses_replace_are_checked(
    rules: Any, change: dict[str, object], option: str
) -> None:
    """Rules are a frozen dataclass, so a study varies them with ``dataclasses.replace``;
    that skipped :func:`make_rules`' checks and dealt games under rules that make no sense
    (a 710-mile trip, a hand of 100 cards from a deck of 32, which failed deep inside)."""
    with pytest.raises(RulesError, match=option):
        replace(rules, **change)


def test_rules_changed_with_replace_to_something_valid_still_work() -> None:
    """The check refuses only what :func:`make_rules` refuses."""
    assert replace(mb.make_rules("classic", 2), target=850).target == 850
    assert replace(rs.make_rules(), games=3) == rs.make_rules(games=3)


def test_every_example_of_the_readme_engine_section_runs_in_turn() -> None:
    """Each code block of the README's "engine from Python" section runs, the later ones
    in the namespace the earlier left (as a reader types them in one session)."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("### The engine from Python", 1)[1].split("\n### ", 1)[0]
    blocks = [part.split("```", 1)[0] for part in section.split("```python\n")[1:]]
    assert len(blocks) >= 2
    printed: list[tuple[object, ...]] = []
    namespace: dict[str, Any] = {"print": lambda *args: printed.append(args)}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)
    assert printed[-1][0] == "illegal"


@game_modules
def test_is_legal_reads_notation_as_apply_does(mod: ModuleType) -> None:
    """``is_legal`` takes notation as ``apply`` does: a legal action's text is legal, and
    text that is no action is refused as malformed, not quietly called illegal."""
    state = mod.new_game(default_rules(mod), seed=3)
    legal = state.legal_actions()
    assert all(state.is_legal(str(action)) for action in legal)
    later = state.clone()
    while set(later.legal_actions()) <= set(legal):  # on to an action not legal now
        later.apply(later.legal_actions()[0])
    illegal = next(a for a in later.legal_actions() if a not in legal)
    assert not state.is_legal(str(illegal)) and not state.is_legal(illegal)
    with pytest.raises(MalformedActionError):
        state.is_legal("draw a card")


@game_modules
@pytest.mark.parametrize("seat", ["0", 0.0, True, 2, -1, None])
def test_a_view_of_what_is_no_seat_is_refused_naming_it(mod: ModuleType, seat: object) -> None:
    """``view`` of something that is no seat number is a ``ValueError`` naming it as given:
    ``"0"`` gave a ``TypeError`` from a comparison, and ``True`` or ``0.0`` (equal to seats)
    were taken for seats."""
    state = mod.new_game(default_rules(mod), seed=3)
    with pytest.raises(ValueError, match=f"no seat {re.escape(repr(seat))} in a 2-seat game"):
        state.view(seat)
