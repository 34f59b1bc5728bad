"""The match-odds model the search players score a match's unfinished hands by."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from roadgames.agents.millebornes import search as search_module
from roadgames.agents.millebornes.matchodds import hand_stake, match_odds
from roadgames.agents.millebornes.search import evaluate_hand_end
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.stacking import stacked_deck

CLASSIC = make_rules("classic", 2)
scores = st.integers(0, 6000)


@given(scores, scores)
def test_two_teams_odds_add_up_to_one(mine: int, theirs: int) -> None:
    odds = match_odds(CLASSIC, [mine, theirs], 0)
    assert 0.0 <= odds <= 1.0
    assert odds + match_odds(CLASSIC, [mine, theirs], 1) == pytest.approx(1.0)


@given(scores, scores, st.integers(1, 2000))
def test_more_points_never_lower_the_odds(mine: int, theirs: int, more: int) -> None:
    assert match_odds(CLASSIC, [mine + more, theirs], 0) >= match_odds(CLASSIC, [mine, theirs], 0)


def test_a_lead_counts_for_more_near_the_end_of_the_match() -> None:
    early = match_odds(CLASSIC, [1000, 500], 0)
    late = match_odds(CLASSIC, [4500, 4000], 0)
    assert 0.5 < early < late < 1.0
    assert match_odds(CLASSIC, [2000, 2000], 0) == pytest.approx(0.5)


def test_a_hand_is_worth_more_late_in_a_close_match_and_everything_in_one_hand() -> None:
    assert hand_stake(make_rules("modern", 2), [0, 0], 0) == 1.0
    start = hand_stake(CLASSIC, [0, 0], 0)
    close_finish = hand_stake(CLASSIC, [4400, 4400], 0)
    assert 0.0 < start < close_finish < 1.0
    assert hand_stake(CLASSIC, [4400, 1000], 0) < close_finish  # the match is all but won


def test_a_match_hand_is_scored_by_its_points_not_by_who_completed_the_trip() -> None:
    """Classic, a match to 5000 over 300 km trips: seat 0 completes the trip with a 200
    played (300 + 400 = 700), but seat 1 has laid all four safeties and driven 25 km
    (400 + 300 + 25 = 725). The hand is seat 0's; the match odds are seat 1's."""
    rules = make_rules("classic", 2, target=300, extension=False)
    deck = stacked_deck(
        rules,
        hands=[["ROLL", "200", "100", "STOP", "SPEED_LIMIT", "OUT_OF_GAS"],
               ["ROLL", "DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "RIGHT_OF_WAY", "25"]],
        draw=["75"] * 10,
    )  # fmt: skip
    state = new_game(rules, decks=[deck])
    seat_1_lays_four_safeties = ["play DRIVING_ACE", "play EXTRA_TANK", "play PUNCTURE_PROOF",
                                 "play RIGHT_OF_WAY", "play 25"]  # fmt: skip
    for action in ["play ROLL", *seat_1_lays_four_safeties, "play 200", "discard 75", "play 100"]:
        state.apply(action)
    assert not state.is_over and state.results[-1].winners == (0,)
    assert state.scores == [700, 725]
    assert evaluate_hand_end(state, 0) < 0.5 < evaluate_hand_end(state, 1)
    assert evaluate_hand_end(state, 1) == match_odds(rules, [700, 725], 1)


def test_the_smallest_gain_worth_taking_shrinks_with_the_hands_stake() -> None:
    base = [0.40, 0.55, 0.50, 0.45, 0.60, 0.52, 0.48, 0.51]
    better = [v + 0.01 for v in base]  # a clear gain, below PRIOR (0.03) in a one-hand game
    assert search_module.choose_candidate([base, better]) == 0
    assert search_module.choose_candidate([base, better], stake=0.2) == 1
    assert search_module.may_beat(better, base, stake=0.2)
