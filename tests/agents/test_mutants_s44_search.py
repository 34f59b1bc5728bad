"""Mutants of :mod:`roadgames.agents.millebornes.search` that the other tests let live
(session 44): the obvious-move shortcut dropped; the pruning of a discarded safety, of a
trip completed into a lost game, and its gap (``PRUNE_GAP``) widened; every card play
counted as a remedy by :func:`move_family`; a tie between clear gains going to the later
candidate; a noisy gain taken without its standard errors (``choose_candidate``,
``may_beat``); the standard error without Bessel's correction, or zero for one world; the
static evaluation's speed-limit discount swapped or its lead read backwards; the points
margin read backwards or against the team's own total; the depth of a rollout off by one;
the work cap not given back by a world budget, or kept by a time budget; the race checked
every world after the first sixteen, or not stopped once nothing can beat the favourite."""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from typing import Any

import pytest

from play_helpers import play, safety_held_at_the_finish
from roadgames.agents import get_agent
from roadgames.agents.millebornes import SearchAgent
from roadgames.agents.millebornes import search as search_module
from roadgames.agents.millebornes.heuristic import FINISH_LOSES, Style
from roadgames.agents.millebornes.search import (
    MARGIN_WEIGHT,
    MAX_STEPS,
    PRUNE_GAP,
    RACE_EVERY,
    RACE_START,
    candidates,
    choose_candidate,
    evaluate_hand_end,
    evaluate_static,
    may_beat,
    move_family,
    rollout,
)
from roadgames.millebornes import Action, MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.determinize import Absence
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.tableau import BASE_ROLL
from roadgames.millebornes.view import MilleBornesView


def _advanced(seed: int, steps: int) -> MilleBornesState:
    """A classic one-hand game after ``steps`` actions of the heuristic."""
    state = new_game(make_rules("classic", 2, match_target=0), seed=seed)
    play(state, [get_agent("millebornes", "heuristic", 0)] * 2, limit=steps)
    return state


def _searched() -> tuple[MilleBornesState, int]:
    """A position with at least two candidates worth searching, and the seat to move."""
    state = _advanced(4, 8)
    while len(candidates(state.view(state.to_move or 0), state.legal_actions(), 2)) < 2:
        play(state, [get_agent("millebornes", "heuristic", 0)] * 2, limit=1)
    seat = state.to_move
    assert seat is not None
    return state, seat


def _rated(monkeypatch: pytest.MonkeyPatch, ratings: dict[Action, float]) -> list[Action]:
    """The candidates (width 10) among ``ratings``' actions, the heuristic's ratings replaced
    by ``ratings``."""

    def rating(sit: Any, action: Action, style: Style, finishing: bool = False) -> float:
        return ratings[action]

    monkeypatch.setattr(search_module, "action_value", rating)
    view = new_game(make_rules("classic", 2, match_target=0), seed=1).view(0)
    return candidates(view, list(ratings), 10)


def test_an_obvious_move_is_played_without_searching_a_world() -> None:
    """Laying a held safety just before completing the trip, then completing it, are
    played at once: no world is sampled, though other candidates were open."""
    state = safety_held_at_the_finish()
    worlds: list[int] = []

    class Counting(SearchAgent):
        def sample(self, view: MilleBornesView, shown: Sequence[Absence]) -> MilleBornesState:
            worlds.append(1)
            return super().sample(view, shown)

    agent = Counting(1, iterations=4)
    for expected in (Action(Kind.PLAY, Card.EXTRA_TANK), Action(Kind.PLAY, Card.D100)):
        view, legal = state.view(0), state.legal_actions()
        assert len(candidates(view, legal, 4)) > 1
        decision = agent.decide(view, legal)
        assert decision.action == expected and worlds == []
        state.apply(decision.action)
        if state.phase_name == "draw":
            state.apply("draw")
    assert state.results and state.results[-1].winners == (0,)


def test_a_discarded_safety_is_never_searched_even_rated_near_the_best(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Discarding a safety is pruned whatever it is rated; playing one is not."""
    attack = Action(Kind.PLAY, Card.STOP, 1)
    throw = Action(Kind.DISCARD, Card.DRIVING_ACE)
    lay = Action(Kind.PLAY, Card.DRIVING_ACE)
    assert _rated(monkeypatch, {attack: 600.0, throw: 590.0, lay: 580.0}) == [attack, lay]


def test_a_trip_completed_into_a_lost_game_is_never_searched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A finish the heuristic rates :data:`FINISH_LOSES` is pruned even where everything
    else is rated as low (within :data:`PRUNE_GAP` of it)."""
    finish = Action(Kind.PLAY, Card.D100)
    junk = Action(Kind.DISCARD, Card.D25)
    assert _rated(monkeypatch, {junk: FINISH_LOSES + 100.0, finish: FINISH_LOSES}) == [junk]


def test_candidates_within_the_gap_are_searched_and_those_past_it_are_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Anything rated more than :data:`PRUNE_GAP` (500) below the best is pruned; at the
    gap it is still searched."""
    best = Action(Kind.PLAY, Card.D100)
    near = Action(Kind.DISCARD, Card.D25)
    far = Action(Kind.PLAY, Card.STOP, 1)
    assert PRUNE_GAP == 500.0
    assert _rated(monkeypatch, {best: 600.0, near: 100.0, far: 99.0}) == [best, near]


def test_each_card_play_has_its_family() -> None:
    """Distance, attack, remedy and safety are families of their own (the candidates take
    the best of each)."""
    assert move_family(Action(Kind.PLAY, Card.D75)) == "distance"
    assert move_family(Action(Kind.PLAY, Card.STOP, 1)) == "attack"
    assert move_family(Action(Kind.PLAY, Card.GASOLINE)) == "remedy"
    assert move_family(Action(Kind.PLAY, Card.ROLL)) == "remedy"
    assert move_family(Action(Kind.PLAY, Card.RIGHT_OF_WAY)) == "safety"
    assert move_family(Action(Kind.DISCARD, Card.RIGHT_OF_WAY)) == "discard"


def test_of_two_equally_clear_gains_the_better_rated_candidate_is_played() -> None:
    """Candidates come the heuristic's ranking first: between equal gains, the earlier."""
    base = [0.0, 1.0] * 16
    gain = [v + 0.1 for v in base]
    assert choose_candidate([base, gain, list(gain)]) == 1


def test_a_noisy_gain_is_not_taken_without_its_standard_errors() -> None:
    """A mean gain above :data:`~roadgames.agents.millebornes.search.PRIOR` but well
    within two standard errors of nothing leaves the favourite."""
    base = [0.5] * 32
    noisy = [0.5 + (1.1 if i % 2 else -0.9) for i in range(32)]  # mean gain 0.1
    assert choose_candidate([base, noisy]) == 0
    assert choose_candidate([base, [0.6] * 32]) == 1  # the same gain, steady: taken


def test_a_candidate_level_on_average_but_noisy_may_still_beat_the_favourite() -> None:
    """Racing drops only what cannot plausibly win: no gain yet, but a wide spread, stays."""
    base = [0.5] * 16
    level = [0.5 + (0.5 if i % 2 else -0.5) for i in range(16)]
    assert may_beat(level, base)
    assert not may_beat(base, base)  # no gain and no spread: dropped


def test_the_standard_error_is_the_sample_ones_and_unknown_after_one_world() -> None:
    """The paired gain's standard error uses the sample standard deviation (n - 1); with a
    single world it is unknown (infinite), so one world never leaves the favourite."""
    gain, error = search_module._paired([1.0, 0.0], [0.0, 0.0])
    assert gain == 0.5 and error == pytest.approx(math.sqrt(0.5) / math.sqrt(2))
    assert search_module._paired([1.0], [0.0]) == (1.0, math.inf)
    assert choose_candidate([[0.0], [1.0]]) == 0


def test_the_static_evaluation_ranks_miles_then_moving_then_unlimited() -> None:
    """More miles, and at equal miles moving over stopped and unlimited over limited, make
    a better estimate (the odds that a lead holds: above one half when ahead)."""
    state = new_game(make_rules("classic", 2, match_target=0), seed=3)
    ahead, behind = state.tableaux
    ahead.miles, behind.miles = 300, 200
    assert evaluate_static(state, 0) > 0.5 > evaluate_static(state, 1)
    behind.miles = 300
    assert evaluate_static(state, 0) == pytest.approx(0.5)
    ahead.cover(BASE_ROLL)
    moving = evaluate_static(state, 0)
    assert moving > 0.5
    ahead.speed_pile.append(Card.SPEED_LIMIT)
    assert ahead.is_limited()
    assert 0.5 < evaluate_static(state, 0) < moving


def test_a_finished_game_adds_the_points_margin_from_the_teams_side() -> None:
    """Ending the game, the winner scores its win plus a small share of its lead over the
    best other total, the loser its share less the same (RULES: the most points win)."""
    rules = make_rules("modern", 2, target=300)
    deck = stacked_deck(
        rules,
        hands=[["ROLL", "200", "100", "STOP", "SPEED_LIMIT", "OUT_OF_GAS"],
               ["ROLL", "DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "25", "25"]],
        draw=["ACCIDENT", "25", "SPEED_LIMIT", "50", "25", "25"],
    )  # fmt: skip
    state = new_game(rules, decks=[deck])
    for action in ("play ROLL", "play ROLL", "play 200", "play DRIVING_ACE", "play EXTRA_TANK",
                   "play PUNCTURE_PROOF", "play 25", "play 100"):  # fmt: skip
        state.apply(action)
    assert state.is_over and state.winners == [1]
    mine, theirs = state.results[-1].totals
    assert theirs > mine
    assert evaluate_hand_end(state, 1) == pytest.approx(1.0 + MARGIN_WEIGHT * (theirs - mine))
    assert evaluate_hand_end(state, 0) == pytest.approx(MARGIN_WEIGHT * (mine - theirs))
    assert evaluate_hand_end(state, 1) > 1.0 and evaluate_hand_end(state, 0) < 0.0


def test_a_rollout_stops_after_exactly_depth_actions() -> None:
    """``depth`` actions are played, then the static evaluation stands in."""
    state = _advanced(2, 4)
    before = len(state.log)
    value, steps = rollout(state, 0, 3)
    assert steps == 3 and len(state.log) == before + 3
    assert value == evaluate_static(state, 0)


def test_a_world_budget_gives_the_work_cap_back_and_a_time_budget_lifts_it() -> None:
    """``set_budget``: milliseconds alone lift the cap on rollout actions (as many worlds
    as fit); a number of worlds again brings back the cap given at construction."""
    agent = SearchAgent(1, max_steps=500)
    agent.set_budget(millis=20.0)
    assert agent.iterations == agent.max_steps == sys.maxsize
    agent.set_budget(iterations=8)
    assert (agent.iterations, agent.max_steps) == (8, 500)
    default = SearchAgent(1)
    default.set_budget(millis=20.0)
    default.set_budget(iterations=8, millis=50.0)
    assert (default.max_steps, default.millis) == (MAX_STEPS, 50.0)


def test_the_race_is_checked_every_few_worlds_and_stops_once_the_favourite_is_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A challenger level with the favourite world after world is dropped at the first
    check (after :data:`RACE_START` worlds) and the search stops there, however large its
    budget. One that is still plausible at that check but would not be a world later
    survives until the next check, :data:`RACE_EVERY` worlds on."""
    state, seat = _searched()
    view, legal = state.view(seat), state.legal_actions()
    calls: list[int] = []
    worlds: list[int] = []

    class Counting(SearchAgent):
        def sample(self, view: MilleBornesView, shown: Sequence[Absence]) -> MilleBornesState:
            worlds.append(len(worlds))
            calls.clear()
            return super().sample(view, shown)

    def level(state: MilleBornesState, team: int, depth: int | None, style: Style) -> Any:
        return 0.5, 1

    monkeypatch.setattr(search_module, "rollout", level)
    Counting(1, iterations=64, width=2).decide(view, legal)
    assert len(worlds) == RACE_START

    # the challenger's paired gains: -0.1 on average, spread so that two standard errors
    # still reach PRIOR after 16 worlds (-0.1 + 0.134) but no longer after 17 (+0.126)
    def fading(state: MilleBornesState, team: int, depth: int | None, style: Style) -> Any:
        k, world = len(calls), len(worlds) - 1
        calls.append(k)
        if k == 0:
            return 0.5, 1
        spread = (0.26 if world % 2 else -0.26) if world < RACE_START else 0.0
        return 0.5 - 0.1 + spread, 1

    worlds.clear()
    monkeypatch.setattr(search_module, "rollout", fading)
    Counting(1, iterations=64, width=2).decide(view, legal)
    assert len(worlds) == RACE_START + RACE_EVERY


@pytest.mark.parametrize(("target", "measure"), [(0, "won"), (5000, "odds")])
def test_a_searched_reason_says_odds_in_a_match_and_games_won_in_one_hand(
    target: int, measure: str
) -> None:
    """In a match the percentage a search shows is its odds of winning the match; in a
    one-hand game, the share of the sampled games won: the reason's key says which."""
    state = new_game(make_rules("classic", 2, match_target=target), seed=4)
    play(state, [get_agent("millebornes", "heuristic", 0)] * 2, limit=8)
    while len(candidates(state.view(state.to_move or 0), state.legal_actions(), 3)) < 2:
        play(state, [get_agent("millebornes", "heuristic", 0)] * 2, limit=1)
    seat = state.to_move
    assert seat is not None
    decision = SearchAgent(1, iterations=2, width=3).decide(state.view(seat), state.legal_actions())
    assert decision.reason is not None
    assert decision.reason.key in (f"search_{measure}", f"search_beat_{measure}")
