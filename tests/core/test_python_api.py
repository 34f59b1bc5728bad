"""The engines as a researcher drives them from Python: every game recorded replays, a
record that could not is refused where it is made, options spelt as the command line spells
them, views and clones without needless work, the public API documented."""

from __future__ import annotations

import inspect
import random
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from roadgames.core.errors import RecordError, RulesError
from roadgames.core.game import GameSpec, GameState, GameView
from roadgames.core.records import GameRecord, record_of
from roadgames.millebornes import make_rules as mb_rules
from roadgames.millebornes import new_game as mb_new_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.rules import rules_from_dict as mb_rules_from_dict
from roadgames.millebornes.state import MilleBornesState
from roadgames.millebornes.view import MilleBornesView
from roadgames.rushshift import make_rules as rs_rules
from roadgames.rushshift import new_game as rs_new_game
from roadgames.rushshift.cards import ALL_CARDS as ALL_RS_CARDS
from roadgames.rushshift.state import RushShiftState


def test_an_unseeded_rush_hour_shift_game_can_be_recorded_and_replayed() -> None:
    """Rush Hour Shift, like Mille Bornes, keeps the seed it drew (``state.seed``) "so that
    a record can replay the match" (it once drew from the system and kept nothing)."""
    state = rs_new_game(rs_rules(turn_limit=20))
    rng = random.Random(0)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    record = record_of("rushshift", state.rules.to_dict(), state.history, seed=state.seed)
    replayed = record.replay()
    assert isinstance(replayed, RushShiftState)  # replay() is typed as the bare protocol
    assert replayed.history == state.history


def test_a_seeded_mille_bornes_game_replays_from_its_record() -> None:
    """The same round trip for Mille Bornes, which works (the contrast to the one above)."""
    state = mb_new_game(mb_rules("modern"))
    rng = random.Random(0)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    record = record_of("millebornes", state.rules.to_dict(), state.history, seed=state.seed)
    replayed = record.replay()
    assert isinstance(replayed, MilleBornesState)
    assert replayed.history == state.history


def test_a_record_that_load_refuses_is_not_written(tmp_path: Path) -> None:
    """``GameRecord.from_dict`` refuses a record with actions but neither seed nor decks;
    ``record_of`` refuses to build one (it once did, and ``save`` wrote it, so the mistake
    showed only when the file was read back)."""
    state = mb_new_game(mb_rules("classic"), seed=3)
    state.apply(state.legal_actions()[0])
    path = tmp_path / "game.json"
    with pytest.raises(RecordError):
        record_of("millebornes", state.rules.to_dict(), state.history).save(path)
    assert not path.exists() or GameRecord.load(path).actions


def test_a_boolean_option_spelt_on_is_taken_or_refused_without_contradiction() -> None:
    """The README spells options ``-o hazard_on_hazard=on``; from Python the same word once
    got "must be on or off (true or false), not 'on'"."""
    try:
        rules = mb_rules("modern", hazard_on_hazard="on")
    except RulesError as exc:
        assert "on or off" not in str(exc), str(exc)
    else:
        assert rules.hazard_on_hazard is True


# --- brief E: the fixes, each pinned by a test of its own -------------------------------


def test_an_unseeded_rush_hour_shift_state_keeps_the_seed_it_dealt_with() -> None:
    """The seed kept is the one the deal came from: a game started from it deals the same
    board and hands, and plays on the same."""
    drawn = RushShiftState(rs_rules(setup="random"))
    assert isinstance(drawn.seed, int)
    again = RushShiftState(rs_rules(setup="random"), seed=drawn.seed)
    assert again.board.key() == drawn.board.key()
    assert again.hands == drawn.hands
    assert again.draw_pile == drawn.draw_pile
    assert again.rng.getstate() == drawn.rng.getstate()


def test_an_explicit_rush_hour_shift_seed_is_kept_as_given() -> None:
    state = rs_new_game(rs_rules(), seed=21)
    assert state.seed == 21
    assert state.clone().seed == 21


def test_rush_hour_shift_states_built_from_a_view_keep_their_seed() -> None:
    state = rs_new_game(rs_rules(), seed=4)
    view = state.view(0)
    other = list(state.hand_cards(1))
    pile = [ALL_RS_CARDS[c] for c in reversed(state.draw_pile)]
    assert RushShiftState.from_view(view, other, pile, seed=77).seed == 77


def test_record_of_refuses_actions_with_neither_seed_nor_decks() -> None:
    with pytest.raises(RecordError, match="neither the seed nor the decks"):
        record_of("rushshift", rs_rules().to_dict(), ["play SLIDE"])
    with pytest.raises(RecordError, match="neither the seed nor the decks"):
        GameRecord("millebornes", mb_rules("classic").to_dict(), actions=["draw"])


def test_a_record_without_actions_may_keep_neither_seed_nor_decks() -> None:
    """A game not begun has no deal to keep yet (the game session deals it on resuming)."""
    record = record_of("millebornes", mb_rules("classic").to_dict(), [])
    assert record.seed is None
    assert GameRecord.from_dict(record.to_dict()) == record


def test_a_record_made_unloadable_after_it_was_built_is_not_saved(tmp_path: Path) -> None:
    """``save`` never writes what ``load`` refuses, even for a record changed afterwards."""
    state = mb_new_game(mb_rules("classic"), seed=3)
    state.apply(state.legal_actions()[0])
    record = record_of("millebornes", state.rules.to_dict(), state.history, seed=3)
    record.seed = None
    path = tmp_path / "game.json"
    with pytest.raises(RecordError, match="neither the seed nor the decks"):
        record.save(path)
    assert not path.exists()
    assert not list(tmp_path.iterdir())  # no temporary file left either


def test_a_view_is_built_without_iterating_the_card_enum(monkeypatch: pytest.MonkeyPatch) -> None:
    """Iterating an enum is slow (a view took twice as long rebuilding ``tuple(Card)``): a
    view reads the cards from a module constant."""
    state = mb_new_game(mb_rules("modern", 4), seed=5)
    rng = random.Random(1)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    expected = state.view(0).to_dict()
    enum_type = type(Card)
    real_iter = enum_type.__iter__

    def no_card_iteration(cls: Any) -> Any:
        assert cls is not Card, "the view iterated the Card enum"
        return real_iter(cls)

    monkeypatch.setattr(enum_type, "__iter__", no_card_iteration)
    for seat in range(state.num_seats):
        state.view(seat)
    assert state.view(0).to_dict() == expected


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_clone_seeds_no_generator_only_to_overwrite_it(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seeding a fresh generator (from the system's randomness) and then setting its state
    was half of a clone's time; the clone's generator still goes on as the original's."""
    state: MilleBornesState | RushShiftState
    state = (
        mb_new_game(mb_rules("modern"), seed=2)
        if game == "millebornes"
        else rs_new_game(rs_rules(), seed=2)
    )
    seeded: list[object] = []
    real_seed = random.Random.seed

    def counting_seed(self: random.Random, *args: Any, **kwargs: Any) -> None:
        seeded.append(args)
        real_seed(self, *args, **kwargs)

    monkeypatch.setattr(random.Random, "seed", counting_seed)
    copy = state.clone()
    assert seeded == []
    monkeypatch.undo()
    assert copy.rng is not state.rng
    assert [copy.rng.random() for _ in range(5)] == [state.rng.random() for _ in range(5)]


def test_a_switch_option_takes_the_words_its_error_names() -> None:
    assert mb_rules("modern", hazard_on_hazard="on").hazard_on_hazard is True
    assert mb_rules("modern", hazard_on_hazard="TRUE").hazard_on_hazard is True
    assert mb_rules("modern", fast_play="off", extension=" False ").fast_play is False
    rules = mb_rules("classic", extension="off")
    assert rules.extension is False
    assert rules == mb_rules("classic", extension=False)
    with pytest.raises(RulesError, match=r"'fast_play' must be on or off .*'maybe'"):
        mb_rules("modern", fast_play="maybe")
    with pytest.raises(RulesError, match="'fast_play' must be on or off"):
        mb_rules("modern", fast_play=1)


def test_a_record_with_a_switch_spelt_as_a_word_reads_as_the_boolean() -> None:
    data = mb_rules("leaflet").to_dict()
    data["fast_play"] = "on"
    assert mb_rules_from_dict(data).to_dict()["fast_play"] is True


@pytest.mark.parametrize("name", ["Modern", "MODERN", " modern "])
def test_preset_names_are_taken_in_any_case_as_the_command_line_takes_them(name: str) -> None:
    rules = mb_rules(name, 4)
    assert rules == mb_rules("modern", 4)
    assert rules.preset == "modern"
    assert rules.differences() == {}


def test_the_classic_preset_in_capitals_still_links_the_extension_to_the_target() -> None:
    assert mb_rules("Classic", target=700).extension is True
    assert mb_rules("Classic", target=1000).extension is False


def test_the_rush_hour_shift_preset_is_taken_in_any_case_too() -> None:
    assert rs_rules("Standard") == rs_rules("standard")
    assert rs_rules("Standard").preset == "standard"
    with pytest.raises(RulesError, match="unknown preset"):
        rs_rules("classic")


def test_an_unknown_preset_is_still_refused_by_its_own_spelling() -> None:
    with pytest.raises(RulesError, match="unknown preset 'Nitro'"):
        mb_rules("Nitro")


def test_every_field_of_the_mille_bornes_view_is_documented() -> None:
    doc = inspect.getdoc(MilleBornesView) or ""
    for item in fields(MilleBornesView):
        assert f"``{item.name}``" in doc, item.name
    assert "per team" in doc and "per seat" in doc


def test_the_hand_number_difference_is_documented_on_both_sides() -> None:
    view_doc = inspect.getdoc(MilleBornesView) or ""
    state_doc = inspect.getdoc(MilleBornesState) or ""
    for doc in (view_doc, state_doc):
        assert "hand_number" in doc and "from 0" in doc and "from 1" in doc


@pytest.mark.parametrize(
    "member",
    [
        GameView.seat,
        GameState.num_seats,
        GameState.is_over,
        GameState.clone,
        GameState.view,
        GameSpec.rules_to_dict,
    ],
)
def test_the_protocol_members_are_documented(member: object) -> None:
    assert inspect.getdoc(member), member


def test_the_readme_engine_example_runs_as_printed_and_plays_a_whole_match() -> None:
    """The README's "engine from Python" example, taken from the README itself: it runs,
    and its loop plays the match to its end (every hand scored)."""
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("### The engine from Python", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    namespace: dict[str, Any] = {"print": lambda *args: None}
    exec(compile(code, "README.md", "exec"), namespace)
    state = namespace["state"]
    assert state.is_over and state.to_move is None
    assert len(state.results) >= 1 and max(state.scores) >= state.rules.target


def test_a_stacked_deck_that_is_not_the_rules_deck_is_a_rules_error_in_both_games() -> None:
    """Both games refuse a stacked deck that is not their rules' deck with the same kind of
    error (Mille Bornes raised the illegal-action kind, as if a move were at fault)."""
    with pytest.raises(RulesError, match="stacked deck 1 is not the"):
        mb_new_game(mb_rules("classic", 2), decks=[["25"] * 46])
    with pytest.raises(RulesError, match="stacked deck 1 is not the"):
        rs_new_game(rs_rules(), decks=[["MOVE1"] * 10])


def test_a_simulated_game_is_dealt_from_the_seed_the_readme_names(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The README: game ``n`` of ``simulate --seed S`` is dealt with ``game_seed(S, n)``
    (so ``new_game(rules, seed=...)`` deals it again)."""
    from roadgames.millebornes import MilleBornesGame
    from roadgames.simulation import SimulationConfig, game_seed, play_one

    dealt: list[int | None] = []
    real = MilleBornesGame.new_state

    def recording(self: MilleBornesGame, rules: Any, seed: int | None = None, **kw: Any) -> Any:
        dealt.append(seed)
        return real(self, rules, seed=seed, **kw)

    monkeypatch.setattr(MilleBornesGame, "new_state", recording)
    rules = mb_rules("modern", 2)
    play_one(SimulationConfig("millebornes", rules, ("random", "random"), games=3, seed=7), 2)
    assert dealt == [game_seed(7, 2)]
