"""The Mille Bornes players: the protocol, the no-peeking rule, legality under every
preset and seat count, reproducible search, and the heuristic's documented habits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from play_helpers import play
from roadgames.agents import Agent, Decision, agent_names, get_agent
from roadgames.agents.millebornes import SearchAgent
from roadgames.agents.millebornes import search as search_module
from roadgames.agents.millebornes.cardcount import from_view
from roadgames.agents.millebornes.heuristic import (
    MEDIUM,
    RACER,
    Style,
    action_value,
    best_action,
    can_finish,
)
from roadgames.agents.millebornes.search import candidates, rollout
from roadgames.millebornes import Action, MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.determinize import Absence, sample_world
from roadgames.millebornes.rules import PRESETS, preset_players
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.view import MilleBornesView

LEVELS = ("random", "easy", "heuristic", "medium", "hard", "expert")


def small(name: str, seed: int) -> Agent:
    """A player by name; the search levels with a budget small enough for tests."""
    if name in ("hard", "expert"):
        return SearchAgent(seed, iterations=2, width=3, depth=12, name=name)
    return get_agent("millebornes", name, seed)


def advance(state: MilleBornesState, steps: int) -> None:
    """Play ``steps`` actions with the heuristic (a realistic mid-hand position)."""
    play(state, [get_agent("millebornes", "heuristic", 0)] * state.num_seats, limit=steps)


def swap_hidden(state: MilleBornesState, seat: int) -> MilleBornesState:
    """A copy that differs only in cards ``seat`` cannot see: one card of another hand is
    exchanged with a different card of the draw pile."""
    other = state.clone()
    victim = next(s for s in range(other.num_seats) if s != seat and other.hand_sizes[s])
    hand = other.hands[victim]
    for index, drawn in enumerate(other.draw_pile):
        held = next((c for c in range(19) if hand[c] and c != drawn), None)
        if held is not None:
            hand[held] -= 1
            hand[drawn] += 1
            other.draw_pile[index] = held
            return other
    raise AssertionError("no hidden card to swap")


def test_every_level_is_registered() -> None:
    assert set(LEVELS) <= set(agent_names("millebornes"))
    for name in LEVELS:
        assert get_agent("millebornes", name, 1).name == name


@pytest.mark.parametrize("name", LEVELS)
@pytest.mark.parametrize("preset", ["classic", "modern"])
def test_hidden_cards_do_not_change_the_decision(name: str, preset: str) -> None:
    state = new_game(make_rules(preset, 2, match_target=0), seed=7)
    advance(state, 15)
    seat = state.to_move
    assert seat is not None
    twin = swap_hidden(state, seat)
    assert twin.hands != state.hands or twin.draw_pile != state.draw_pile
    view, twin_view = state.view(seat), twin.view(seat)
    assert view.to_dict() == twin_view.to_dict()
    first = small(name, 3).decide(view, state.legal_actions())
    second = small(name, 3).decide(twin_view, twin.legal_actions())
    assert first == second


def test_a_view_shows_no_other_hand_and_no_draw_order() -> None:
    state = new_game(make_rules("classic", 2), seed=3)
    view = state.view(0)
    assert list(view.hand) == state.hand_cards(0)
    fields = set(vars(view)) if hasattr(view, "__dict__") else set(view.__dataclass_fields__)
    assert not {"hands", "draw_pile", "rng", "decks", "history"} & fields
    assert view.draw_pile_size == len(state.draw_pile)


rules_choice = st.sampled_from(PRESETS).flatmap(
    lambda preset: st.tuples(
        st.just(preset),
        st.sampled_from(preset_players(preset)),
        st.booleans(),
        st.booleans(),
    )
)


@settings(max_examples=12, deadline=None)
@given(rules_choice, st.sampled_from(LEVELS), st.integers(0, 10_000))
def test_every_player_returns_only_legal_actions(
    config: tuple[str, int, bool, bool], name: str, seed: int
) -> None:
    preset, players, fast_play, from_discard = config
    rules = make_rules(
        preset, players, match_target=0, fast_play=fast_play, draw_from_discard=from_discard
    )
    state = new_game(rules, seed=seed)
    # a good part of a hand, every phase the options allow
    play(state, [small(name, seed + seat) for seat in range(players)], limit=150)


def play_hand(agents: list[Agent], seed: int) -> list[Action]:
    """A whole hand between ``agents``; the actions taken."""
    return play(new_game(make_rules("classic", 2, match_target=0), seed=seed), agents)


def test_search_is_reproducible_with_a_seed() -> None:
    def lineup(seed: int) -> list[Agent]:
        return [SearchAgent(seed, iterations=3, width=3, depth=20), small("heuristic", 0)]

    first = play_hand(lineup(5), seed=11)
    assert play_hand(lineup(5), seed=11) == first


def test_search_explains_its_choice() -> None:
    state = new_game(make_rules("modern", 2, match_target=0), seed=2)
    advance(state, 6)
    seat = state.to_move
    assert seat is not None
    legal = state.legal_actions()
    decision = SearchAgent(1, iterations=4).decide(state.view(seat), legal)
    assert decision.action in legal
    assert decision.explanation


def deal(preset: str, hands: list[list[str]], draw: list[str], **options: Any) -> MilleBornesState:
    """A two-seat hand from a stacked deck."""
    rules = make_rules(preset, 2, match_target=0, **options)
    return new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=draw)])


def heuristic_choice(state: MilleBornesState) -> Decision:
    """What the heuristic plays for the seat to move."""
    seat = state.to_move
    assert seat is not None
    return get_agent("millebornes", "heuristic").decide(state.view(seat), state.legal_actions())


def test_heuristic_gets_going_then_attacks_a_moving_leader() -> None:
    state = deal(
        "classic",
        [["ROLL", "STOP", "75", "100", "25", "50"], ["ROLL", "ACCIDENT", "75", "50", "25", "25"]],
        ["200", "200", "100", "100"],
    )
    assert heuristic_choice(state).action == Action(Kind.PLAY, Card.ROLL)
    state.apply("play ROLL")
    state.apply("play ROLL")
    choice = heuristic_choice(state)
    assert choice.action == Action(Kind.PLAY, Card.STOP, 1)
    # the team by its letter, as the table names it (the notation's 1 is the second team)
    assert "attack team B" in choice.explanation


def test_heuristic_keeps_its_safety_and_calls_coup_fourre() -> None:
    state = deal(
        "classic",
        [["ROLL", "STOP", "ACCIDENT", "100", "25", "50"],
         ["ROLL", "DRIVING_ACE", "75", "50", "25", "SPARE_TIRE"]],
        ["75", "100", "200", "50", "REPAIRS"],
    )  # fmt: skip
    state.apply("play ROLL")
    choice = heuristic_choice(state)
    assert choice.action.card != Card.DRIVING_ACE  # held for a coup fourré
    state.apply("play ROLL")
    state.apply("play ACCIDENT > 1")
    assert state.phase_name == "coup_fourre"
    assert heuristic_choice(state).action == Action(Kind.COUP_FOURRE)


def test_racer_lays_a_held_safety_before_a_distance_where_medium_keeps_it() -> None:
    state = deal(
        "classic",
        [["ROLL", "DRIVING_ACE", "75", "100", "25", "50"],
         ["ROLL", "STOP", "75", "50", "25", "25"]],
        ["200", "200", "100", "100"],
    )  # fmt: skip
    state.apply("play ROLL")
    state.apply("play ROLL")
    sit = from_view(state.view(0))
    legal = state.legal_actions()
    assert best_action(sit, legal, MEDIUM) == Action(Kind.PLAY, Card.D200)
    assert best_action(sit, legal, RACER) == Action(Kind.PLAY, Card.DRIVING_ACE)


def test_racer_takes_the_completed_trip_where_medium_extends() -> None:
    state = deal(
        "classic",
        [["ROLL", "200", "200", "100", "100", "100"], ["ROLL", "25", "25", "25", "25", "50"]],
        ["75"] * 6 + ["50"] * 6,
    )
    state.apply("play ROLL")
    state.apply("play ROLL")
    for distance in ("200", "200", "100", "100"):
        state.apply(f"play {distance}")
        state.apply("play 25")
    state.apply("play 100")  # 700 km: the trip is complete, the opponent far behind
    assert state.phase_name == "extension"
    sit = from_view(state.view(0))
    legal = state.legal_actions()
    assert best_action(sit, legal, MEDIUM).kind == Kind.EXTEND
    assert best_action(sit, legal, RACER).kind == Kind.DECLINE


def test_search_rolls_out_its_own_team_in_its_style_and_the_others_as_medium(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    styles: dict[int, set[Style]] = {0: set(), 1: set()}

    def recording_policy(state: MilleBornesState, legal: Any, style: Style = MEDIUM) -> Action:
        styles[state.actor].add(style)
        return best_action(from_view(state.view(state.actor)), legal, style)

    monkeypatch.setattr(search_module, "_policy", recording_policy)
    state = new_game(make_rules("classic", 2, match_target=0), seed=4)
    rollout(state, 1, None, RACER)
    assert state.results  # played to the end of the hand
    assert styles == {0: {MEDIUM}, 1: {RACER}}


def test_heuristic_completes_the_trip_exactly() -> None:
    state = deal(
        "classic",
        [["ROLL", "200", "200", "100", "100", "75"], ["ROLL", "25", "25", "25", "50", "50"]],
        ["25", "25", "50", "50", "25", "25", "50", "50", "25", "25"],
        target=300,
        extension=False,
    )
    for action in ("play ROLL", "play ROLL", "play 200", "play 25"):
        state.apply(action)
    choice = heuristic_choice(state)
    assert choice.action == Action(Kind.PLAY, Card.D100)
    assert choice.explanation == "completes the trip"


def stopped_holding_dead_200s() -> MilleBornesState:
    """Seat 0 to play, stopped, holding two 200s it may never play (``max_200s`` 0) and
    DRIVING_ACE (kept for a coup fourré: no ACCIDENT seen yet)."""
    state = deal(
        "classic",
        [["ROLL", "REPAIRS", "REPAIRS", "DRIVING_ACE", "200", "200"],
         ["STOP", "STOP", "STOP", "SPEED_LIMIT", "SPEED_LIMIT", "SPEED_LIMIT"]],
        ["END_OF_LIMIT", "ACCIDENT", "200", "ACCIDENT", "GASOLINE", "FLAT_TIRE"],
        max_200s=0,
    )  # fmt: skip
    state.apply("play ROLL")
    state.apply("play STOP > 0")
    return state


def test_heuristic_discards_what_it_can_never_play_and_never_a_safety() -> None:
    state = stopped_holding_dead_200s()
    choice = heuristic_choice(state)
    assert choice.action.kind == Kind.DISCARD
    assert choice.action.card == Card.D200
    assert "no longer" in choice.explanation


@pytest.mark.parametrize(
    ("preset", "players"), [(p, n) for p in PRESETS for n in preset_players(p)]
)
def test_every_level_plays_legally_under_every_preset_and_seat_count(
    preset: str, players: int
) -> None:
    rules = make_rules(preset, players, match_target=0, fast_play=players % 2 == 0)
    state = new_game(rules, seed=players)
    agents = {name: small(name, players) for name in LEVELS}
    play(state, lambda step, _: agents[LEVELS[step % len(LEVELS)]], limit=120)  # in turn


def test_search_candidates_include_a_held_safety_where_the_heuristic_discards() -> None:
    state = stopped_holding_dead_200s()
    legal = state.legal_actions()
    favourite = heuristic_choice(state).action
    assert favourite.kind == Kind.DISCARD
    options = candidates(state.view(0), legal, 2)
    # the heuristic holds DRIVING_ACE for a coup fourré; the search weighs playing it
    assert options == [favourite, Action(Kind.PLAY, Card.DRIVING_ACE)]
    assert all(o.card != Card.DRIVING_ACE for o in candidates(state.view(0), legal, 9)[2:])


def searched_position() -> tuple[MilleBornesState, int]:
    """A classic position with at least two candidates to search, and the seat to move."""
    state = new_game(make_rules("classic", 2, match_target=0), seed=4)
    advance(state, 8)
    while len(candidates(state.view(state.to_move or 0), state.legal_actions(), 3)) < 2:
        advance(state, 1)
    seat = state.to_move
    assert seat is not None
    return state, seat


def test_search_work_cap_bounds_the_worlds_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    state, seat = searched_position()
    sampled: list[int] = []

    def counting(view: Any, rng: Any, shown: Any = ()) -> MilleBornesState:
        sampled.append(1)
        return sample_world(view, rng, shown)

    monkeypatch.setattr(search_module, "sample_world", counting)
    view, legal = state.view(seat), state.legal_actions()
    SearchAgent(3, iterations=6, width=3).decide(view, legal)
    assert len(sampled) == 6  # under the racing threshold: every world is searched
    sampled.clear()
    SearchAgent(3, iterations=6, width=3, max_steps=1).decide(view, legal)
    assert len(sampled) == 1  # one world's rollouts already exceed the cap


def test_search_draws_every_world_from_its_sample_method() -> None:
    """The worlds a search plays out come from ``SearchAgent.sample`` (an analysis may
    override it, as ``benchmarks/inference_ceiling.py`` does to give it the true hands)."""
    state, seat = searched_position()
    worlds: list[MilleBornesState] = []

    class Seer(SearchAgent):
        def sample(self, view: MilleBornesView, shown: Sequence[Absence]) -> MilleBornesState:
            worlds.append(state.clone())
            return worlds[-1]

    Seer(3, iterations=5, width=3).decide(state.view(seat), state.legal_actions())
    assert len(worlds) == 5  # under the racing threshold: one per iteration


def test_search_racing_drops_a_hopeless_candidate_and_keeps_a_clear_gain() -> None:
    base = [0.0, 1.0] * 16
    assert not search_module.may_beat([v - 0.5 for v in base], base)
    assert search_module.may_beat([v + 0.1 for v in base], base)
    assert search_module.choose_candidate([base, [v + 0.1 for v in base], []]) == 1
    assert search_module.choose_candidate([base, [v + 0.01 for v in base]]) == 0  # below PRIOR


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(PRESETS), st.integers(0, 10_000))
def test_heuristic_plays_the_first_best_rated_action(preset: str, seed: int) -> None:
    """Its shortcut (not rating discards once a play beats any discard) changes nothing."""
    state = new_game(make_rules(preset, 2, match_target=0), seed=seed)
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        sit, legal = from_view(state.view(seat)), state.legal_actions()
        finishing = can_finish(sit, legal)
        values = [action_value(sit, a, finishing=finishing) for a in legal]
        chosen = best_action(sit, legal)
        assert chosen == legal[values.index(max(values))]
        state.apply(chosen, seat=seat)
