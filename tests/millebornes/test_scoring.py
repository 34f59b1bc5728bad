"""Scoring (RULES.md §8, §11): every line of the ``modern``, ``classic`` and ``leaflet``
tables, each reached by real play from a stacked deck, and the two worked examples of the
seeds (2016: 1300 under ``modern``; club: 1800 under ``classic``)."""

from __future__ import annotations

import json

import pytest
from helpers_flow import (
    autopilot,
    empty_the_draw_pile,
    game,
    labels,
    last_result,
    lines,
    run,
    seat_draws,
)

from roadgames.tournament.runner import judge

# ------------------------------------------------------------------ the worked examples


def test_the_2016_example_scores_1300_under_modern() -> None:
    """Seeds 001/004: 1000 miles, RIGHT_OF_WAY played normally (100), EXTRA_TANK as a coup
    fourré (200): 1300; modern has no trip, shutout or other bonus."""
    state = game(
        "modern",
        2,
        [
            ["RIGHT_OF_WAY", "EXTRA_TANK", "200", "200", "100", "100"],
            ["OUT_OF_GAS", "25", "25", "25", "25", "25"],
        ],
        # seat 0 draws at its turn, its extra turn, the coup fourré and its full turn
        draw=["100", "100", "25", "100", "100"],
    )
    run(state, "0: play RIGHT_OF_WAY", "0: play 200", "1: play OUT_OF_GAS > 0")
    assert state.phase_name == "coup_fourre"
    run(state, "0: coup-fourre", "0: draw", "0: play 200")
    autopilot(state, {0: ["play 100"] * 6})
    result = last_result(state)
    assert result.how == "trip"
    assert lines(result, 0) == {
        "Distance": 1000,
        "Safeties": 100,
        "Safeties as coup fourré": 200,
    }
    assert result.totals == (1300, 0)
    assert state.is_over and state.winners == [0]  # modern: one hand is the whole game
    assert state.scores == [1300, 0]


def test_a_one_hand_game_goes_to_the_most_points_not_to_the_trip() -> None:
    """Modern is one hand, won by the most points (RULES.md §8): seat 0 completes the trip
    (1000) while seat 1 lays all four safeties and drives 700 (1100). Seat 0 wins the hand
    (§7) but seat 1 the game, and the tournament credits the game."""
    safeties = ["RIGHT_OF_WAY", "EXTRA_TANK", "PUNCTURE_PROOF", "DRIVING_ACE"]
    state = game(
        "modern",
        2,
        [["ROLL", "200", "200", "100", "100", "100"], [*safeties, "100", "100"]],
        # seat 1 draws five times in its first turn: once, then after each safety
        draw=seat_draws([0, 1, 1, 1, 1, 1, 0, 1, 0], {0: ["100"] * 3, 1: ["100"] * 4 + ["50"] * 2}),
    )
    plans = {
        0: ["play ROLL", "play 200", "play 200", *["play 100"] * 6],
        1: [f"play {card}" for card in safeties] + ["play 100"] * 6 + ["play 50"] * 2,
    }
    autopilot(state, plans)
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    assert result.totals == (1000, 1100)
    assert result.winners == (0,)  # the hand: the trip
    assert state.is_over and state.winners == [1]  # the game: the most points
    assert judge(state, 2) == ((0.0, 1.0), (1000.0, 1100.0))


def test_the_club_example_scores_1800_under_classic() -> None:
    """Seed 002: 1000 + 400 (trip) + 100 (one safety) + 300 (safe trip, no 200) = 1800."""
    state = game(
        "club",
        4,
        [
            ["ROLL", "DRIVING_ACE", "100", "100", "100", "100"],
            ["ROLL", "25", "25", "25", "25", "25"],
            ["100"] * 6,
        ],
    )
    autopilot(
        state,
        {
            0: ["play ROLL", "play DRIVING_ACE", *["play 100"] * 4],
            1: ["play ROLL", "play 25"],
            2: ["play 100"] * 6,
        },
    )
    result = last_result(state)
    assert state.draw_pile  # so no delayed action
    assert lines(result, 0) == {
        "Distance": 1000,
        "Safeties": 100,
        "Trip completed": 400,
        "Safe trip": 300,
    }
    assert result.totals == (1800, 25)
    assert result.winners == (0,)
    assert not state.is_over and state.scores == [1800, 25]  # the match goes on to 5000


def test_club_shutout_when_the_opponents_played_no_distance() -> None:
    """The same trip with team 1 playing only its ROLL: +500 shutout on top of the 1800."""
    state = game(
        "club",
        4,
        [
            ["ROLL", "DRIVING_ACE", "100", "100", "100", "100"],
            ["ROLL", "25", "25", "25", "25", "25"],
            ["100"] * 6,
        ],
    )
    autopilot(
        state,
        {
            0: ["play ROLL", "play DRIVING_ACE", *["play 100"] * 4],
            1: ["play ROLL"],
            2: ["play 100"] * 6,
        },
    )
    result = last_result(state)
    assert lines(result, 0)["Shutout"] == 500
    assert result.totals == (2300, 0)


# ------------------------------------------------------------------ classic, line by line

CLASSIC_700 = ["ROLL", "200", "200", "100", "100", "100"]
PLAYS_700 = ["play ROLL", "play 200", "play 200", "play 100", "play 100", "play 100"]


def test_classic_trip_with_200s_has_no_safe_trip_line() -> None:
    """Option off: a trip with a 200 gets 400 for the trip and no safe-trip bonus."""
    state = game("classic", 2, [CLASSIC_700, ["ROLL", "25", "25", "25", "25", "25"]])
    autopilot(state, {0: PLAYS_700, 1: ["play ROLL", "play 25"]})
    result = last_result(state)
    assert labels(result, 0) == ["Distance", "Trip completed"]
    assert result.totals == (1100, 25)


def test_classic_safe_trip_without_a_200() -> None:
    """Option on: 700 in 100s gets +300 safe trip (and +500 shutout: seat 1 never moved)."""
    state = game("classic", 2, [["ROLL", *["100"] * 5], ["25"] * 6], draw=["100", "25", "100"])
    autopilot(state, {0: ["play ROLL", *["play 100"] * 7]})
    result = last_result(state)
    assert lines(result, 0) == {
        "Distance": 700,
        "Trip completed": 400,
        "Safe trip": 300,
        "Shutout": 500,
    }
    assert result.totals == (1900, 0)


def test_classic_delayed_action_when_the_trip_ends_after_the_draw_pile_ran_out() -> None:
    """+300 for completing the trip once the draw pile is empty (play_out)."""
    state = game("classic", 2, [CLASSIC_700, ["ROLL", "25", "25", "25", "25", "25"]])
    empty_the_draw_pile(state, {0: PLAYS_700[:-1], 1: ["play ROLL", "play 25"]}, keep={0: ["100"]})
    assert state.tableaux[0].miles == 600 and not state.draw_pile
    autopilot(state, {0: ["play 100"]})
    result = last_result(state)
    assert result.how == "trip"
    assert lines(result, 0) == {"Distance": 700, "Trip completed": 400, "Delayed action": 300}


@pytest.mark.parametrize(
    ("players", "team_1_distance", "shutout"),
    [(2, False, 500), (2, True, None), (3, False, 1000), (3, True, 500)],
)
def test_classic_shutout_is_500_per_opposing_team_without_distance(
    players: int, team_1_distance: bool, shutout: int | None
) -> None:
    """§11: with three teams the completer scores 500 for each opposing team that played no
    distance card; none when every opponent played some."""
    hands = [CLASSIC_700, ["ROLL", "25", "50", "50", "50", "50"]]
    state = game("classic", players, hands)
    plans = {0: PLAYS_700}
    if team_1_distance:
        plans[1] = ["play ROLL", "play 25"]
    autopilot(state, plans)
    result = last_result(state)
    assert result.completer_team == 0
    assert lines(result, 0).get("Shutout") == shutout


def test_classic_shutout_with_three_partnerships() -> None:
    """6 players in 3×2 partnerships: two blank opposing teams are worth 1000."""
    state = game("classic", 6, [CLASSIC_700])
    autopilot(state, {0: PLAYS_700})
    result = last_result(state)
    assert state.rules.num_teams == 3
    assert lines(result, 0)["Shutout"] == 1000
    assert result.totals[1:] == (0, 0)


SAFETIES = ["DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "RIGHT_OF_WAY"]


@pytest.mark.parametrize("count", [3, 4])
def test_classic_all_four_safeties_bonus(count: int) -> None:
    """100 a safety, and +300 only when the team has all four. RIGHT_OF_WAY stands for ROLL.
    Each safety gives an extra turn, so seat 0 draws 100s at the first three."""
    hand = [*SAFETIES[4 - count :], "200", "200"] + ["100"] * (count - 3 + 1)
    hand = hand[:6]
    state = game("classic", 2, [hand, ["25"] * 6], draw=["100"] * 4)
    plans = [f"play {card}" for card in SAFETIES[4 - count :]]
    plans += ["play 200", "play 200"] + ["play 100"] * 3
    autopilot(state, {0: plans})
    result = last_result(state)
    team = lines(result, 0)
    assert team["Safeties"] == 100 * count
    assert team.get("All four safeties") == (300 if count == 4 else None)
    assert team["Distance"] == 700 and team["Trip completed"] == 400


@pytest.mark.parametrize("call", [True, False])
def test_classic_coup_fourre_adds_300_on_top_of_the_safety(call: bool) -> None:
    """A coup fourré scores 100 + 300; the same safety played later, normally, 100 only."""
    state = game(
        "classic",
        2,
        [["ROLL", "EXTRA_TANK", "25", "25", "25", "25"], ["OUT_OF_GAS", *["50"] * 5]],
    )
    run(state, "0: play ROLL", "1: play OUT_OF_GAS > 0")
    assert state.phase_name == "coup_fourre"
    if call:
        run(state, "0: coup-fourre")
    else:
        run(state, "0: decline", "0: play EXTRA_TANK")
    autopilot(state, keep={0: ["EXTRA_TANK"]})  # to the end of the hand (play_out)
    result = last_result(state)
    assert result.how == "exhausted"
    expected = {"Distance": 0, "Safeties": 100}
    if call:
        expected["Coups fourrés"] = 300
    assert lines(result, 0) == expected


# ------------------------------------------------------------------ modern, line by line


@pytest.mark.parametrize("call", [True, False])
def test_modern_safety_100_normally_200_as_coup_fourre(call: bool) -> None:
    """Modern: 200 for a coup fourré, 100 for the same safety played normally; the 1000 trip
    itself brings no bonus."""
    state = game(
        "modern",
        2,
        [["ROLL", "EXTRA_TANK", "200", "200", "100", "100"], ["OUT_OF_GAS", *["25"] * 5]],
        draw=["100", "25", "100", "100", "100", "100"],
    )
    run(state, "0: play ROLL", "1: play OUT_OF_GAS > 0")
    if call:
        run(state, "0: coup-fourre")
    else:
        run(state, "0: decline", "0: play EXTRA_TANK")
    autopilot(state, {0: ["play 200", "play 200", *["play 100"] * 6]})
    result = last_result(state)
    assert result.how == "trip"
    label = "Safeties as coup fourré" if call else "Safeties"
    assert lines(result, 0) == {"Distance": 1000, label: 200 if call else 100}


# ------------------------------------------------------------------ leaflet, in its order


def test_leaflet_order_most_points_before_the_trip_bonus_and_tied_leaders() -> None:
    """Leaflet, applied in order: team 1 (900 miles + one safety = 1000) ties team 0 (1000
    miles) *before* team 0's +200 for a trip without a 200, so both get +400 (§11)."""
    # seat 0 wastes its first two turns, then plays ROLL and ten 100s; seat 1 plays ROLL, a
    # safety (extra turn), then 900 miles with one 200.
    s0_hand = ["ROLL", "100", "100", "100", "100", "100"]
    s1_hand = ["ROLL", "DRIVING_ACE", "200", "100", "100", "75"]
    s0_draws = ["25", "25", "100", "100", "100", "100", "100", "25", "25", "25", "25", "25"]
    s1_draws = ["75", "75", "75", "50", "50", "50", "50"]
    # draw order: s0, s1, s0, s1 + s1's extra draw (the safety at its 2nd turn), then alternate
    order = [0, 1, 0, 1, 1] + [0, 1] * 10
    queues = {0: list(s0_draws), 1: list(s1_draws)}
    draw = [queues[s].pop(0) if queues[s] else "REPAIRS" for s in order]
    state = game("leaflet", 2, [s0_hand, s1_hand], draw=draw)
    s1_plan = ["play ROLL", "play DRIVING_ACE", "play 200", "play 100", "play 100"]
    s1_plan += ["play 75"] * 4 + ["play 50"] * 4
    s0_plan = ["discard 25", "discard 25", "play ROLL", *["play 100"] * 10]
    autopilot(state, {0: s0_plan, 1: s1_plan})
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    assert result.miles == (1000, 900)
    assert labels(result, 0) == ["Distance", "Most points", "Trip without a 200"]
    assert labels(result, 1) == ["Distance", "Safeties", "Most points"]
    assert result.totals == (1600, 1400)


def test_leaflet_most_points_to_the_sole_leader_and_no_trip_bonus_with_a_200() -> None:
    """One leader only gets +400; a trip with a 200 gets no +200; the blank team's opponents
    get +500 each (here: team 0 for team 1, team 1 for team 2 …), line by line."""
    state = game(
        "leaflet",
        3,
        [["ROLL", "200", "100", "100", "100", "100"], ["ROLL", "25", "25", "25", "25", "25"]],
        draw=["100", "50", "50", "100", "50", "50", "100", "50", "50", "100", "50", "50"],
    )
    autopilot(state, {0: ["play ROLL", "play 200", *["play 100"] * 8], 1: ["play ROLL", "play 25"]})
    result = last_result(state)
    assert result.completer_team == 0 and result.miles == (1000, 25, 0)
    assert labels(result, 0) == ["Distance", "Most points", "Team 2 played no distance"]
    assert labels(result, 1) == ["Distance", "Team 2 played no distance"]
    assert labels(result, 2) == ["Distance"]
    assert result.totals == (1900, 525, 0)


@pytest.mark.parametrize("two_blank", [False, True])
def test_leaflet_no_distance_pays_every_other_team(two_blank: bool) -> None:
    """If a team played no distance, every other team scores +500 (one line per blank team);
    the trip without a 200 adds 200."""
    state = game(
        "leaflet",
        3,
        [["ROLL", *["100"] * 5], ["ROLL", "25", "25", "25", "25", "25"]],
        draw=["100", "50", "50", "100", "50", "50", "100", "50", "50", "100", "50", "50"],
    )
    plans = {0: ["play ROLL", *["play 100"] * 10]}
    if not two_blank:
        plans[1] = ["play ROLL", "play 25"]
    autopilot(state, plans)
    result = last_result(state)
    team0 = lines(result, 0)
    assert team0["Trip without a 200"] == 200 and team0["Most points"] == 400
    assert team0["Team 2 played no distance"] == 500
    assert ("Team 1 played no distance" in team0) == two_blank
    assert lines(result, 1).get("Team 2 played no distance") == 500
    assert ("Team 1 played no distance" in lines(result, 2)) == two_blank
    assert result.totals[0] == 1000 + 400 + 200 + (1000 if two_blank else 500)


def test_leaflet_coup_fourre_is_100_plus_300_and_no_four_safety_bonus() -> None:
    """Leaflet: a coup fourré is 100 + 300; the classic all-four bonus is not in its table.
    (``play_out`` set on top of the preset so that the hand ends when the cards run out.)"""
    state = game(
        "leaflet",
        2,
        [
            ["ROLL", "EXTRA_TANK", "DRIVING_ACE", "PUNCTURE_PROOF", "RIGHT_OF_WAY", "25"],
            ["OUT_OF_GAS", *["50"] * 5],
        ],
        empty_draw_pile="play_out",
    )
    run(state, "0: play ROLL", "1: play OUT_OF_GAS > 0", "0: coup-fourre", "0: play DRIVING_ACE")
    run(state, "0: play PUNCTURE_PROOF", "0: play RIGHT_OF_WAY", "0: play 25")
    autopilot(state)
    result = last_result(state)
    assert result.how == "exhausted"
    assert lines(result, 0) == {
        "Distance": 25,
        "Safeties": 400,
        "Coups fourrés": 300,
        "Most points": 400,
        "Team 1 played no distance": 500,
    }
    assert lines(result, 1) == {"Distance": 0}


def test_the_views_wire_form_carries_every_score_sheet() -> None:
    """What a server sends a seat (``view.to_dict()``) holds the hand's score sheet, line
    by line, as JSON: the 2016 example's 1300 reaches both seats."""
    state = game(
        "modern",
        2,
        [
            ["RIGHT_OF_WAY", "EXTRA_TANK", "200", "200", "100", "100"],
            ["OUT_OF_GAS", "25", "25", "25", "25", "25"],
        ],
        draw=["100", "100", "25", "100", "100"],
    )
    assert state.view(1).to_dict()["results"] == []
    run(state, "0: play RIGHT_OF_WAY", "0: play 200", "1: play OUT_OF_GAS > 0")
    run(state, "0: coup-fourre", "0: draw", "0: play 200")
    autopilot(state, {0: ["play 100"] * 6})
    for seat in (0, 1):
        sheets = json.loads(json.dumps(state.view(seat).to_dict()))["results"]
        assert len(sheets) == 1
        sheet = sheets[0]
        assert sheet["how"] == "trip" and sheet["completer_team"] == 0
        assert sheet["totals"] == [1300, 0] and sheet["winners"] == [0]
        assert dict(map(tuple, sheet["lines"][0])) == {
            "Distance": 1000,
            "Safeties": 100,
            "Safeties as coup fourré": 200,
        }
