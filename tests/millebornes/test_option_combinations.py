"""Mille Bornes under combinations of options that no preset plays (RULES.md §10: "every
option can also be set on its own, on top of a preset").

A Hypothesis strategy draws every option independently over its allowed values (seat
counts 2-6, with and without partnerships), so that pairs such as ``fast_play`` with
``draw_from_discard`` under ``play_out``, ``reshuffle`` with three partnerships, or the
extension with ``finish = reach`` come up. A combination :func:`make_rules` refuses must be
refused with a ``RulesError`` that names the option, exactly where an independent reading
of the refusals says so; one it accepts is played out at random, checking at every step the
invariants of ``test_properties`` and, at every hand's end, the score sheet against a
separate reading of §8 (and the hand's winners against §7 and §11).

The scenario tests below the property tests reduce what the hunt found to stacked deals.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from helpers_basic import deal, solo
from helpers_views import answer, freeze, view_forms
from hypothesis import given
from hypothesis import strategies as st
from test_properties import (
    ALL_ACTIONS,
    AttackLeft,
    Before,
    check_cards,
    check_refusals,
    check_state,
    check_transition,
    check_views,
    scaled,
)

from roadgames.core.errors import RulesError
from roadgames.core.records import GameRecord, record_of
from roadgames.millebornes import MilleBornesState, Rules, make_rules, make_view, new_game
from roadgames.millebornes import actions as act
from roadgames.millebornes.cards import MILES, Card
from roadgames.millebornes.rules import PRESETS
from roadgames.millebornes.scoring import HandResult
from roadgames.millebornes.state import TURN_CAP
from roadgames.millebornes.tableau import Tableau
from unseen_twins import permute_unseen

#: A match may not take more actions than this (the match targets drawn are short).
MAX_ACTIONS = 30_000
#: The seat counts of each preset, RULES.md §10's table.
SEATS = {"classic": (2, 3, 4, 6), "modern": (2, 3, 4, 5, 6), "leaflet": (2, 3, 4, 5, 6)}
SEATS["club"] = (2, 3, 4)

# ------------------------------------------------------------------ strategies


@st.composite
def combinations(draw: st.DrawFn) -> tuple[str, int, dict[str, Any]]:
    """A preset, any seat count from 2 to 6 and every option drawn on its own over its
    values, each given explicitly (so no option follows another): what a person may ask
    for, whether or not the rules take it."""
    preset = draw(st.sampled_from(PRESETS))
    players = draw(st.integers(2, 6))
    options: dict[str, Any] = {
        "teams": draw(st.booleans()),
        "deck": draw(st.sampled_from(("full", "short"))),
        "target": draw(st.sampled_from((100, 300, 700, 775, 900, 975, 1000, 1500))),
        "finish": draw(st.sampled_from(("exact", "reach"))),
        "max_200s": draw(st.integers(0, 4)),
        "empty_draw_pile": draw(st.sampled_from(("play_out", "reshuffle", "stop"))),
        "scoring": draw(st.sampled_from(("classic", "modern", "leaflet"))),
        "match_target": draw(st.sampled_from((0, 0, 800, 2000))),
        "tie_break": draw(st.sampled_from(("shared", "fewer_cards_played"))),
        "next_starter": draw(st.sampled_from(("rotate", "winner"))),
    }
    for name in (
        "roll_after_remedy",
        "draw_from_discard",
        "attack_needs_target_moving",
        "hazard_on_hazard",
        "attacker_must_have_started",
        "speed_limit_on_limit",
        "discard_any_time",
        "fast_play",
        "extension",
    ):
        options[name] = draw(st.booleans())
    return preset, players, options


def refused_option(preset: str, players: int, options: dict[str, Any]) -> str | None:
    """The option a combination breaks, read from RULES.md and the rules' own limits (None
    where it is a game): the preset's seat counts (§10), partnerships only with 4 or 6
    (§2), the extension only on a trip shorter than 1000 (§7), modern scoring is one hand
    (§8)."""
    if players not in SEATS[preset]:
        return "players"
    if options["teams"] and players not in (4, 6):
        return "teams"
    if options["extension"] and options["target"] >= 1000:
        return "extension"
    if options["scoring"] == "modern" and options["match_target"]:
        return "match_target"
    return None


@st.composite
def playable_rules(draw: st.DrawFn) -> Rules:
    """A combination the rules accept (partnerships where the seats allow them), built as
    :func:`combinations` draws one but mended where it would be refused."""
    preset, players, options = draw(combinations())
    players = draw(st.sampled_from(SEATS[preset]))
    options["teams"] = options["teams"] and players in (4, 6)
    if options["target"] >= 1000:
        options["extension"] = False
    if options["scoring"] == "modern":
        options["match_target"] = 0
    return make_rules(preset, players, **options)


seeds = st.integers(0, 2**32 - 1)

# ------------------------------------------------------- §7, §8, §11 read again


def expected_lines_total(rules: Rules, end: MilleBornesState, completer: int | None) -> list[int]:
    """Each team's points for the hand that ended in ``end``, read from RULES.md §8 (and
    from the tableaux' physical piles), ``completer`` being the team that completed it."""
    tabs = end.tableaux
    teams = range(len(tabs))
    miles = [sum(MILES[c] for c in tab.distance_cards) for tab in tabs]
    safeties = [len(tab.safety_cards) for tab in tabs]
    coups = [bin(tab.coups).count("1") for tab in tabs]
    blank = [not tab.distance_cards for tab in tabs]
    no_200 = [Card.D200 not in tab.distance_cards for tab in tabs]
    if rules.scoring == "modern":
        return [miles[t] + 100 * (safeties[t] - coups[t]) + 200 * coups[t] for t in teams]
    points = [miles[t] + 100 * safeties[t] + 300 * coups[t] for t in teams]
    if rules.scoring == "classic":
        for t in teams:
            points[t] += 300 if safeties[t] == 4 else 0
        if completer is not None:
            points[completer] += 400
            points[completer] += 300 if not end.draw_pile else 0
            points[completer] += 300 if no_200[completer] else 0
            points[completer] += 500 * sum(blank[t] for t in teams if t != completer)
        caller = end.extended_by
        if caller is not None:
            for t in teams:
                if (t == caller) == (completer == caller):
                    points[t] += 200
        return points
    best = max(points)
    points = [p + (400 if p == best else 0) for p in points]
    if completer is not None and no_200[completer]:
        points[completer] += 200
    for t in teams:
        points[t] += 500 * sum(blank[o] for o in teams if o != t)
    return points


def check_hand_end(rules: Rules, end: MilleBornesState, result: HandResult) -> None:
    """A hand's end as RULES.md §7, §8 and §11 read: how it ended, who completed the trip,
    the hand's winners and every team's points."""
    tabs: list[Tableau] = end.tableaux
    done = [t for t, tab in enumerate(tabs) if tab.miles >= end.trip]
    if result.how == "trip":
        assert len(done) == 1, (done, [tab.miles for tab in tabs], end.trip)
        completer: int | None = done[0]
        assert result.completer_team == completer and result.winners == (completer,)
    else:
        # §7: a trip reached ends the hand (or asks for the extension, which lengthens it)
        assert not done, (result.how, [tab.miles for tab in tabs], end.trip)
        completer = None
        assert result.completer_team is None
        if result.how == "exhausted":
            assert not any(end.hand_sizes)
        elif result.how == "blocked":
            assert rules.empty_draw_pile == "stop" and not end.draw_pile
            assert not any(end.hand_sizes[s] and end.has_play(s) for s in range(end.num_seats))
        else:  # the stall guard: the dry reshuffles, or the cap of turns in any mode
            assert result.how == "stalled"
            assert rules.empty_draw_pile == "reshuffle" or end.turns >= TURN_CAP
        if result.how == "stalled":
            assert result.winners == ()
        else:
            best = max(tab.miles for tab in tabs)
            closest = [t for t, tab in enumerate(tabs) if tab.miles == best]
            if rules.tie_break == "fewer_cards_played":
                fewest = min(tabs[t].cards_played for t in closest)
                closest = [t for t in closest if tabs[t].cards_played == fewest]
            assert result.winners == tuple(closest)
    if end.extended_by is not None:
        assert rules.extension and end.trip == 1000
    assert list(result.totals) == expected_lines_total(rules, end, completer)


def expected_starter(rules: Rules, end: MilleBornesState, result: HandResult) -> int:
    """Who starts the hand after the one that ended in ``end`` (§11 ``next_starter``)."""
    if rules.next_starter == "winner":
        if result.how == "trip":
            assert end.completer is not None
            return end.completer
        if len(result.winners) == 1:
            return min(end.seats_of_team[result.winners[0]])
    return (end.starter + 1) % rules.players


def check_match_end(state: MilleBornesState) -> None:
    """The match's winners as §8 reads: the most points (a one-hand game; a stalled hand
    is a draw), or the one leader at or past the match's target."""
    scores = state.scores
    top = max(scores)
    leaders = [t for t, s in enumerate(scores) if s == top]
    if state.rules.match_target == 0:
        everyone = list(range(len(scores)))
        assert state.winners == (everyone if state.results[-1].how == "stalled" else leaders)
    else:
        assert top >= state.rules.match_target and leaders == state.winners


# -------------------------------------------------------------------- tests


@scaled(5.0)
@given(combination=combinations())
def test_a_combination_is_played_or_refused_naming_the_option(
    combination: tuple[str, int, dict[str, Any]],
) -> None:
    """Every combination of options is either taken (and a game is dealt under it) or
    refused with a ``RulesError`` naming the option at fault, exactly as RULES.md §2, §7,
    §8 and §10 say; never another error."""
    preset, players, options = combination
    expected = refused_option(preset, players, options)
    try:
        rules = make_rules(preset, players, **options)
    except RulesError as exc:
        assert expected is not None, f"refused: {exc}"
        # the seat count is no option (--players sets it): "players: …" (session 25)
        named = f"{expected}:" if expected == "players" else f"'{expected}'"
        assert named in str(exc), (expected, str(exc))
        return
    assert expected is None, f"{expected} taken: {options}"
    assert {name: getattr(rules, name) for name in options} == options
    state = new_game(rules, seed=1)
    check_cards(state)


@scaled(3.0)
@given(rules=playable_rules(), seed=seeds, choices=seeds, keen=st.floats(0.0, 0.95))
def test_random_games_under_any_combination_keep_every_invariant(
    rules: Rules, seed: int, choices: int, keen: float
) -> None:
    """A random match under the combination: at every step the invariants of
    ``test_properties`` (cards conserved, hands, tableaux, lawful legal actions, private
    questions), refusals that change nothing and views that show each seat its own hand; at
    one step, a view unchanged when the cards the seat cannot see are shuffled; every
    hand's end scored and won as §7, §8, §11 say, each hand started by §11's seat; the match
    ends, won as §8 says; and its record replays to the same state. The players play a card
    rather than discard with chance ``keen``, so that trips are completed too."""
    rng = random.Random(seed ^ choices)
    probe = rng.randrange(400)
    state = new_game(rules, seed=seed)
    before: Before | None = None
    attack: AttackLeft | None = None
    ends = 0
    for step in range(MAX_ACTIONS):
        if before is not None:
            check_transition(before, state)
            attack = AttackLeft.after(before, state) or attack
        if len(state.results) > ends:
            end = state if state.is_over else state.hand_end
            assert end is not None
            result = state.results[-1]
            check_hand_end(rules, end, result)
            if not state.is_over:
                assert state.starter == expected_starter(rules, end, result)
            ends = len(state.results)
        before = Before.of(state)
        legal = check_state(state)
        if rng.random() < 0.05 or state.is_over:
            check_views(state, attack)
            check_refusals(state, legal, rng)
        if step == probe and not state.is_over:
            check_unseen(state, rng)
        if state.is_over:
            break
        plays = [a for a in legal if a.kind != act.Kind.DISCARD]
        state.apply(rng.choice(plays if plays and rng.random() < keen else legal))
    else:
        raise AssertionError(f"no end after {MAX_ACTIONS} actions")
    check_match_end(state)
    assert state.scores == [
        sum(r.totals[t] for r in state.results) for t in range(len(state.scores))
    ]
    record = record_of("millebornes", rules.to_dict(), state.history, seed=state.seed)
    again = GameRecord.from_dict(json.loads(record.to_json()))
    assert freeze(again.replay()) == freeze(state)


def check_unseen(state: MilleBornesState, rng: random.Random) -> None:
    """Shuffling the cards a seat cannot see (other hands, the draw pile) changes nothing
    it is shown, nor what it is told when it sends an action."""
    probes = rng.sample(ALL_ACTIONS, 6)
    for seat in range(state.num_seats):
        other = permute_unseen(state, seat, rng)
        assert view_forms(make_view(other, seat)) == view_forms(make_view(state, seat))
        for action in probes:
            assert answer(state, action, seat) == answer(other, action, seat)


# ------------------------------------------------------- what the hunt found


def test_extension_is_not_offered_to_a_team_already_past_1000() -> None:
    """RULES.md §7: the extension lengthens the hand "as a 1000 trip for everyone until a
    team reaches 1000". Under ``finish = reach`` with a trip of 975, a 100 played at 900
    both completes the trip and reaches 1000: there is no longer trip left to call, so the
    hand ends there, completed. (Found by the property test: the team was
    asked, extended, went on to 1025, and when the hand ran out it was left out of the
    "closest to the target" winners for having passed 1000.)"""
    state = solo(
        "classic",
        ["ROLL", "200", "200", "200", "200", "100"],
        ["100"] * 7,
        ["play ROLL", "play 200", "play 200", "play 200", "play 200", "play 100"],
        target=975,
        finish="reach",
        extension=True,
        max_200s=4,
    )
    assert state.tableaux[0].miles == 900
    state.apply("play 100")
    assert state.phase_name != "extension", "extension offered at 1000 miles"
    result = state.results[0]
    assert (result.how, result.completer_team, result.extended_by) == ("trip", 0, None)


@pytest.mark.parametrize("empty_draw_pile", ["play_out", "stop"])
def test_taking_back_the_discard_cannot_make_a_hand_endless(empty_draw_pile: str) -> None:
    """RULES.md §7: a hand ends, at the latest, at the engine's cap of turns (a draw). With
    ``draw_from_discard`` the draw pile need not shrink: each seat takes the discard and
    throws it back. Under ``reshuffle`` the cap ends such a hand; under ``play_out`` and
    ``stop`` (whose hands were thought to end by themselves, every turn using up a card)
    it went on for ever."""
    state = deal(
        "modern", 2, [["25"] * 6, ["50"] * 6], empty_draw_pile=empty_draw_pile
    )  # modern: draw_from_discard on
    state.apply("discard 25")  # seat 0's first draw was made for it: no discard to take
    for _ in range(TURN_CAP + 10):
        if state.results:
            break
        top = Card(state.discard_pile[-1])
        state.apply("draw discard")
        state.apply(f"discard {top.code}")
    assert state.results, f"no end after {state.turns} turns"
    assert state.results[0].how == "stalled" and state.results[0].winners == ()
