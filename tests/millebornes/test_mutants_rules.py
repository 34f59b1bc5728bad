"""Scenarios that close gaps found by mutation testing the rules engine by hand: each one
fails on a small change to the engine that every other test let through (named in its
docstring) and pins the behaviour RULES.md asks for.

Every scenario starts from a stacked deck (see ``helpers_basic`` and ``helpers_flow``)."""

from __future__ import annotations

import random

import pytest
from helpers_flow import autopilot, game, last_result, legal, lines, run

from roadgames.core.errors import MalformedActionError, RoadgamesError
from roadgames.millebornes import Card, make_view, parse_action
from roadgames.millebornes.determinize import Absence, sample_world

# ------------------------------------------- §9 a fast ROLL starts the team


def test_a_fast_play_roll_against_stop_counts_as_the_teams_first_roll() -> None:
    """Modern with ``fast_play`` and ``attacker_must_have_started``: seat 1 never rolled, so
    it may not play a battle hazard; once it has cured a STOP at once with its ROLL (fast
    play, RULES.md §9) it has started and may attack. (Mutant: the fast ROLL does not mark
    the team started.)"""
    state = game(
        "modern",
        2,
        [["ROLL", "STOP", "25", "25", "25", "25"], ["ROLL", "ACCIDENT", *["50"] * 4]],
        draw=["100"] * 6,
        fast_play=True,
        attacker_must_have_started=True,
    )
    run(state, "0: draw", "0: play ROLL", "1: draw")
    assert "play ACCIDENT > 0" not in legal(state)
    run(state, "1: discard 50", "0: draw", "0: play STOP > 1")
    assert state.phase_name == "fast_remedy" and state.to_move == 1
    run(state, "1: play ROLL", "1: draw")
    assert state.tableaux[1].started
    assert "play ACCIDENT > 0" in legal(state)


# ------------------------------------------- §7/§11 the next starter after a failed extension


def test_after_a_failed_extension_the_closest_team_starts_the_next_hand() -> None:
    """Classic, 2 players, ``next_starter = winner``: seat 0 completes 700 and extends, then
    seat 1 drives to 900 and nobody reaches 1000. The hand was not won by the trip: seat 1,
    closest to 1000, wins it and starts hand 2 (RULES.md §7, §11). (Mutant: the seat that
    completed the 700 starts, as if it had won the hand.)"""
    hand = ["ROLL", "200", "200", "100", "100", "100"]
    plays = ["play ROLL", "play 200", "play 200", "play 100", "play 100", "play 100"]
    state = game("classic", 2, [hand, hand], draw=["100"] * 6, next_starter="winner")
    autopilot(state, {0: plays, 1: plays[:-1]}, until=lambda s: s.phase_name == "extension")
    assert state.to_move == 0 and state.tableaux[0].miles == 700
    run(state, "0: extend")
    autopilot(state, {1: ["play 100"] * 3})
    result = last_result(state)
    assert result.how == "exhausted" and result.miles == (700, 900)
    assert result.completer_team is None and result.winners == (1,)
    assert state.hand_number == 1 and state.starter == 1 and state.to_move == 1


# ------------------------------------------- §8 safe trip


@pytest.mark.parametrize(
    ("hand", "safe"),
    [(["100"] * 5, True), (["200", "100", "100", "100", "100"], False)],
)
def test_safe_trip_only_without_any_200(hand: list[str], safe: bool) -> None:
    """Classic (no extension): seat 0 completes 700 with no 200, or with a single 200; only
    the first is a safe trip (+300, RULES.md §8). (Mutant: one 200 still counts as safe.)"""
    plays = [f"play {card}" for card in ["ROLL", *hand]] + ["play 100"] * (2 if safe else 1)
    state = game("classic", 2, [["ROLL", *hand], ["25"] * 6], draw=["100"] * 4, extension=False)
    autopilot(state, {0: plays})
    result = last_result(state)
    assert result.how == "trip" and result.miles[0] == 700
    assert [str(a) for a in state.history].count("play 200") == (0 if safe else 1)
    assert lines(result, 0).get("Safe trip") == (300 if safe else None)


# ------------------------------------------- §8 the match target is reached, not passed


@pytest.mark.parametrize(("match_target", "over"), [(300, True), (325, False)])
def test_a_match_ends_when_a_team_reaches_the_target_exactly(match_target: int, over: bool) -> None:
    """Classic, 2 players: seat 0 drives 300 and nobody completes the trip, so the hand
    scores 300 to 0. The match is over once a team *reaches* its target ("5000 or more",
    seed 004; "atteindre 5000 points", seed 000): at 300 for a 300 target, not yet for 325.
    (Mutant: the target must be passed.)"""
    state = game(
        "classic",
        2,
        [["ROLL", "100", "100", "100", "25", "25"], ["25"] * 6],
        match_target=match_target,
    )
    autopilot(state, {0: ["play ROLL", "play 100", "play 100", "play 100"]})
    assert state.results[0].totals == (300, 0) and state.scores[:1] == [300]
    assert state.is_over is over
    if over:
        assert state.winners == [0] and state.outcome() == [1.0, 0.0]
    else:
        assert state.hand_number == 1


# ------------------------------------------- §6 the onlooker view


def test_an_onlooker_view_of_the_seat_to_move_hides_its_question_and_its_actions() -> None:
    """Classic, 3 players: seat 0 attacks seat 2, which holds the safety and is asked about
    a coup fourré. Seat 2's own view shows the question; its onlooker view (what a shared
    screen shows while seat 2 looks away) is that of a seat not to act: no question, no
    actions, nobody to move, no pending attack (RULES.md §6). In an ordinary turn the
    onlooker view still lists no actions. (Mutant: ``onlooker`` ignored.)"""
    state = game(
        "classic",
        3,
        [
            ["OUT_OF_GAS", "25", "25", "25", "25", "25"],
            ["50"] * 6,
            ["ROLL", "EXTRA_TANK", "25", "25", "25", "25"],
        ],
        draw=["REPAIRS", "REPAIRS", "REPAIRS", "GASOLINE", "75", "100"],
    )
    run(state, "0: discard REPAIRS", "1: discard REPAIRS", "2: play ROLL", "0: play OUT_OF_GAS > 2")
    assert state.phase_name == "coup_fourre" and state.to_move == 2
    own = make_view(state, 2)
    assert own.phase == "coup_fourre" and set(map(str, own.legal_actions)) == {
        "coup-fourre",
        "decline",
    }
    onlooker = make_view(state, 2, onlooker=True)
    other = make_view(state, 1)
    assert onlooker.phase == other.phase == "waiting"
    assert onlooker.to_move is None and onlooker.legal_actions == ()
    assert onlooker.public.pending == onlooker.public.actor == -1
    assert onlooker.log == other.log and onlooker.hand_sizes == other.hand_sizes
    assert onlooker.hand == own.hand
    run(state, "2: decline", "1: discard 50")
    assert state.to_move == 2 and state.phase_name == "play"
    ordinary = make_view(state, 2, onlooker=True)
    assert ordinary.phase == "play" and ordinary.to_move == 2
    assert ordinary.legal_actions == ()
    assert make_view(state, 2).legal_actions == tuple(state.legal_actions()) != ()


# ------------------------------------------- the notation: target teams


def test_a_target_team_past_the_last_possible_one_is_malformed() -> None:
    """Teams are counted 0 to 5 (six seats at most): ``> 5`` reads, ``> 6`` is refused as
    malformed, not with an IndexError. (Mutant: the bound check lets 6 through.)"""
    assert str(parse_action("play STOP > 5")) == "play STOP > 5"
    with pytest.raises(MalformedActionError, match="bad target team '6'"):
        parse_action("play STOP > 6")


# ------------------------------------------- possible worlds (hidden information)


def test_no_world_is_sampled_from_the_view_of_a_seat_kept_waiting() -> None:
    """While seat 2 is asked about a coup fourré, seat 1's view hides that anyone is asked:
    sampling a world from it is refused rather than built on a phase it cannot know.
    (Mutant: the guard lets the hidden phase through.)"""
    state = game(
        "classic",
        3,
        [["OUT_OF_GAS", *["25"] * 5], ["50"] * 6, ["ROLL", "EXTRA_TANK", *["25"] * 4]],
        draw=["REPAIRS", "REPAIRS", "REPAIRS", "GASOLINE"],
    )
    run(state, "0: discard REPAIRS", "1: discard REPAIRS", "2: play ROLL", "0: play OUT_OF_GAS > 2")
    assert state.phase_name == "coup_fourre"
    with pytest.raises(RoadgamesError, match="only be sampled by the seat that must act"):
        sample_world(make_view(state, 1), random.Random(0))
    assert sample_world(make_view(state, 2), random.Random(0)).phase_name == "coup_fourre"


def test_the_cards_drawn_since_an_absence_may_be_any_card() -> None:
    """Modern, 2 players, seat 0 to act: an absence says seat 1 held no card but 25s when it
    had drawn one card since. Every world deals seat 1 at least five 25s (the cards held
    since), and the one card drawn since is free: over a few worlds it is sometimes not a 25.
    (Mutant: the absence also bans the card drawn since, so every world holds six 25s.)"""
    state = game("modern", 2, [["ROLL", *["100"] * 5], ["50"] * 6])
    view = make_view(state, 0)
    banned = frozenset(int(card) for card in Card if card != Card.D25)
    absence = Absence(seat=1, cards=banned, drawn_since=1)
    counts = [
        sample_world(view, random.Random(seed), [absence]).hand_cards(1).count(Card.D25)
        for seed in range(20)
    ]
    assert min(counts) >= 5 and min(counts) < 6
