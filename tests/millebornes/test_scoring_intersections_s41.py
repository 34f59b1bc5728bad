"""Where scoring and match flow meet other options (session 41's second audit): the delayed
action under each ``empty_draw_pile``, the leaflet and modern tables with several coups
fourrés in three partnerships, ``tie_break`` and a tie at the top of a match after a failed
extension, a match of three partnerships under each ``next_starter``, the extension under
``finish = reach``, and the shutout of two blank teams with an extension made. Every
scenario starts from a stacked deck and is driven through ``apply``; each checks the score
sheet line by line (``HandResult``) and what the match does next."""

from __future__ import annotations

import pytest
from helpers_flow import act, autopilot, game, labels, last_result, lines, run, seat_draws

from roadgames.millebornes import MilleBornesState
from roadgames.millebornes.state import RESHUFFLED

# ------------------------------------------- §8 delayed action × §7 empty_draw_pile

#: Seat 0 of a classic 2-player game: ROLL and seven 100s (two of them drawn) make 700.
DELAYED_HAND = ["ROLL", *["100"] * 5]
DELAYED_PLAN = ["play ROLL", *["play 100"] * 6]


def at_600_with_the_last_card_drawn(empty_draw_pile: str) -> MilleBornesState:
    """Classic, 2 players, no extension: seat 0 drives 600 and keeps a 100 while everyone
    else discards, until it draws the draw pile's last card (89 draws, seat 0 makes the odd
    ones); seat 1 never plays distance."""
    state = game(
        "classic",
        2,
        [DELAYED_HAND, ["25"] * 6],
        draw=["100", "25", "100"],
        extension=False,
        empty_draw_pile=empty_draw_pile,
    )
    autopilot(state, {0: DELAYED_PLAN}, keep={0: ["100"]}, until=lambda s: not s.draw_pile)
    assert state.to_move == 0 and state.phase_name == "play"
    assert state.tableaux[0].miles == 600 and not state.results
    assert state.discard_pile  # under reshuffle the next draw would refill the pile
    return state


@pytest.mark.parametrize("empty_draw_pile", ["play_out", "reshuffle", "stop"])
def test_delayed_action_for_a_trip_completed_with_the_draw_pile_empty(empty_draw_pile: str) -> None:
    """RULES.md §8 classic: "+300 delayed action (completed after the draw pile ran out)"; §7
    ``empty_draw_pile``. Seat 0 draws the last card and, in that same turn, completes the trip
    with a 100: the draw pile has run out under each option (under ``reshuffle`` it is not
    refilled before the next draw; under ``stop`` the hand goes on, since a seat can play), so
    the delayed action is scored with the trip, the safe trip (no 200) and the shutout."""
    state = at_600_with_the_last_card_drawn(empty_draw_pile)
    run(state, "0: play 100")
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    assert lines(result, 0) == {
        "Distance": 700,
        "Trip completed": 400,
        "Delayed action": 300,
        "Safe trip": 300,
        "Shutout": 500,
    }
    assert lines(result, 1) == {"Distance": 0}
    ended = state.hand_end
    assert ended is not None and not ended.draw_pile and ended.discard_pile
    assert (-1, RESHUFFLED) not in ended.log


def test_no_delayed_action_once_the_discards_have_refilled_the_draw_pile() -> None:
    """RULES.md §8 classic ("completed after the draw pile ran out") × §7 ``reshuffle`` (the
    discards become a new draw pile): the engine reads the bonus as "the draw pile is empty
    when the trip is completed". Seat 0 draws the last card but discards; seat 1's draw
    reshuffles the discards into a new draw pile; seat 0 completes the trip from it and
    scores no delayed action, though the pile did run out once in the hand. (An ambiguity:
    RULES.md and the seeds, whose tables come from editions without a reshuffle, do not say
    whether a pile run out and refilled still counts; this pins the engine's reading.)"""
    state = at_600_with_the_last_card_drawn("reshuffle")
    run(state, "0: pass", "1: pass")
    assert state.log.count((-1, RESHUFFLED)) == 1 and state.draw_pile
    assert state.tableaux[0].miles == 600 and "100" in {c.code for c in state.hand_cards(0)}
    run(state, "0: play 100")
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    assert state.hand_end is not None and state.hand_end.draw_pile
    assert lines(result, 0) == {
        "Distance": 700,
        "Trip completed": 400,
        "Safe trip": 300,
        "Shutout": 500,
    }


# ----------------------- §8 leaflet / modern × §6 coups fourrés × §2 three partnerships

#: 6 players (teams {0,3}, {1,4}, {2,5}), a 400 trip: team 0 calls one coup fourré and
#: drives 400 with 100s; team 1 calls two and drives nothing; team 2 attacks and drives
#: nothing.
SIX_HANDS = [
    ["ROLL", "100", "100", "25", "25", "25"],
    ["RIGHT_OF_WAY", *["50"] * 5],
    ["FLAT_TIRE", "ACCIDENT", *["75"] * 4],
    ["PUNCTURE_PROOF", "100", "100", "25", "25", "25"],
    ["DRIVING_ACE", *["50"] * 5],
    ["SPEED_LIMIT", *["75"] * 5],
]


def three_partnerships_with_three_coups(preset: str) -> MilleBornesState:
    """Play the hand of :data:`SIX_HANDS`: seat 3 answers FLAT_TIRE on team 0 with
    PUNCTURE_PROOF, seat 1 SPEED_LIMIT on team 1 with RIGHT_OF_WAY (which sets team 1
    moving), seat 4 ACCIDENT on team 1 with DRIVING_ACE; seat 0 completes 400."""
    state = game(preset, 6, SIX_HANDS, target=400)
    act(state, "0: play ROLL", "1: discard 50", "2: play FLAT_TIRE > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 3
    act(state, "3: coup-fourre", "3: play 100", "4: discard 50", "5: play SPEED_LIMIT > 1")
    assert state.phase_name == "coup_fourre" and state.to_move == 1
    act(state, "1: coup-fourre", "1: discard 50", "2: play ACCIDENT > 1")
    assert state.phase_name == "coup_fourre" and state.to_move == 4
    act(state, "4: coup-fourre", "4: discard 50", "5: discard 75", "0: play 100")
    act(state, "1: discard 50", "2: discard 75", "3: play 100", "4: discard 50", "5: discard 75")
    assert state.tableaux[0].miles == 300 and not state.results
    act(state, "0: play 100")
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    assert result.miles == (400, 0, 0) and result.winners == (0,)
    assert len(result.lines) == 3
    return state


def test_leaflet_three_partnerships_tied_leaders_after_coups_and_two_blank_teams() -> None:
    """RULES.md §8 leaflet, in its order: 1 a mile; 100 a safety, +300 if coup fourré; then
    +400 to the team(s) with the most points so far (§11: every tied leader); +200 to the
    team that completed the trip without a 200; for each team with no distance card, +500
    to every other team. Team 0 (400 miles + one coup fourré = 800) and team 1 (two coups
    fourrés, no distance = 800) tie for the lead; teams 1 and 2 are blank, so team 0 scores
    500 twice and each blank team 500 for the other."""
    state = three_partnerships_with_three_coups("leaflet")
    result = last_result(state)
    assert lines(result, 0) == {
        "Distance": 400,
        "Safeties": 100,
        "Coups fourrés": 300,
        "Most points": 400,
        "Trip without a 200": 200,
        "Team 1 played no distance": 500,
        "Team 2 played no distance": 500,
    }
    assert labels(result, 1) == [
        "Distance",
        "Safeties",
        "Coups fourrés",
        "Most points",
        "Team 2 played no distance",
    ]
    assert lines(result, 1)["Safeties"] == 200 and lines(result, 1)["Coups fourrés"] == 600
    assert lines(result, 2) == {"Distance": 0, "Team 1 played no distance": 500}
    assert result.totals == (2400, 1700, 500)
    # §8: a match to 5000; §11 rotate: seat 1 deals the next hand, scores carried over
    assert not state.is_over and state.scores == [2400, 1700, 500]
    assert state.hand_number == 1 and state.starter == 1


def test_modern_three_partnerships_pays_200_a_coup_fourre_and_nothing_else() -> None:
    """RULES.md §8 modern: 1 a mile, 100 a safety played normally, 200 a safety as coup
    fourré; no leader, trip or blank-team bonus; one hand is the game, the most points
    wins. The same hand as the leaflet test: team 0 scores 400 + 200, team 1 (two coups
    fourrés, no distance) 400, team 2 nothing; the game is over, won by team 0."""
    state = three_partnerships_with_three_coups("modern")
    result = last_result(state)
    assert lines(result, 0) == {"Distance": 400, "Safeties as coup fourré": 200}
    assert lines(result, 1) == {"Distance": 0, "Safeties as coup fourré": 400}
    assert lines(result, 2) == {"Distance": 0}
    assert state.is_over and state.scores == [600, 400, 0] and state.winners == [0]
    assert state.outcome() == [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]


# ------------------ §7 tie_break × a failed extension × §8 a tie at the top of a match

#: Classic, 3 players (700 trip, extension): seat 1 drives 800 in ten cards, seat 2 800 in
#: seven (two 200s), after seat 0 calls the extension at 700.
SEAT1_800 = ["ROLL", *["100"] * 5, *["75"] * 4]
SEAT2_800 = ["ROLL", "200", "200", "100", "100", "100", "100"]
EXT_700 = ["ROLL", "200", "200", "100", "100", "100"]


@pytest.mark.parametrize(
    ("tie_break", "next_starter", "hand_winners", "starter"),
    [
        ("shared", "rotate", (1, 2), 1),
        ("shared", "winner", (1, 2), 1),
        ("fewer_cards_played", "rotate", (2,), 1),
        ("fewer_cards_played", "winner", (2,), 2),
    ],
)
def test_a_failed_extension_ties_the_distance_and_the_top_of_the_match(
    tie_break: str, next_starter: str, hand_winners: tuple[int, ...], starter: int
) -> None:
    """RULES.md §7 (extension: nobody reaches 1000, the cards run out; the team closest to
    the target without passing it wins the hand), §11 (``tie_break`` on equal distance;
    ``next_starter``: on a shared win the deal passes on), §8 classic (the caller scores
    nothing for 700, +200 to each opposing team; "a tie at the top plays another hand").
    Seat 0 extends at 700; seats 1 and 2 both end at 800 (ten cards against seven) and
    score 1000 each, tied at the top of a match to 1000: the match goes on whatever
    ``tie_break`` says of the hand. In the next hand seat 1 drives 100 and wins the match,
    though under ``fewer_cards_played`` seat 2 won the tied hand."""
    draw = seat_draws([0, 1, 2] * 4, {1: ["75"] * 4, 2: ["100"]})
    state = game(
        "classic",
        3,
        [EXT_700, SEAT1_800[:6], SEAT2_800[:6]],
        draw=draw,
        match_target=1000,
        tie_break=tie_break,
        next_starter=next_starter,
        later_hands=[{"hands": [["25"] * 6, ["ROLL", "100", *["25"] * 4], ["50"] * 6]}],
    )
    plans = {0: [f"play {c}" for c in EXT_700], 1: [f"play {c}" for c in SEAT1_800]}
    plans[2] = [f"play {c}" for c in SEAT2_800]
    autopilot(state, plans, extend=True)
    assert state.hand_end is not None and (0, "extend") in state.hand_end.log
    result = state.results[0]
    assert result.how == "exhausted" and result.extended_by == 0
    assert result.completer_team is None and result.miles == (700, 800, 800)
    assert lines(result, 0) == {"Distance": 700}
    for team in (1, 2):
        assert lines(result, team) == {"Distance": 800, "Extension failed (opponent)": 200}
    assert [tab.cards_played for tab in state.hand_end.tableaux] == [6, 10, 7]
    assert result.winners == hand_winners
    assert state.scores == [700, 1000, 1000] and not state.is_over and not state.winners
    assert state.hand_number == 1 and state.starter == starter and state.to_move == starter
    autopilot(state, {1: ["play ROLL", "play 100"]})
    assert last_result(state).totals == (0, 100, 0)
    assert state.is_over and state.scores == [700, 1100, 1000] and state.winners == [1]


# ------------------- §8 a match of three partnerships × §11 next_starter, two over target


@pytest.mark.parametrize(("next_starter", "starter"), [("winner", 4), ("rotate", 1)])
def test_a_three_partnership_match_where_two_teams_pass_the_target_in_one_hand(
    next_starter: str, starter: int
) -> None:
    """RULES.md §8 classic (400 trip, +300 safe trip, +500 shutout per blank opposing team;
    a match: "if several teams pass 5000 in the same hand, the highest total wins"), §11
    (``next_starter``: ``winner`` the seat that completed the trip, ``rotate`` the next
    seat), §2 (6 players: teams {0,3}, {1,4}, {2,5}). Match to 2000, no extension.
    Hand 1: seat 4 lays team 1's last 100 (700 with two 200s, team 2 blank): 1600; team 0
    drives 300. Hand 2, dealt by seat 4 or seat 1: team 0 completes 700 with no 200 (team 2
    blank again, team 1 drove 500): 1900, carried to 2200; team 1 reaches 2100. Both pass
    2000 in the same hand: the higher total, team 0, wins."""
    hand_1 = [
        ["ROLL", "100", *["GASOLINE"] * 4],
        ["ROLL", "200", "200", "GASOLINE", "GASOLINE", "SPARE_TIRE"],
        ["50"] * 6,
        ["100", "100", *["SPARE_TIRE"] * 4],
        ["100", "100", "100", *["REPAIRS"] * 3],
        ["75"] * 6,
    ]
    hand_2 = [
        ["ROLL", "100", "100", "100", "GASOLINE", "GASOLINE"],
        ["ROLL", "200", "200", "100", "GASOLINE", "GASOLINE"],
        ["50"] * 6,
        ["ROLL", "100", "100", "100", "100", "SPARE_TIRE"],
        ["25"] * 6,
        ["75"] * 6,
    ]
    state = game(
        "classic",
        6,
        hand_1,
        extension=False,
        match_target=2000,
        next_starter=next_starter,
        later_hands=[{"hands": hand_2}],
    )
    assert state.rules.target == 700 and state.rules.num_teams == 3
    plans = {
        0: ["play ROLL", "play 100"],
        1: ["play ROLL", "play 200", "play 200"],
        3: ["play 100", "play 100"],
        4: ["play 100"] * 3,
    }
    autopilot(state, plans)
    first = state.results[0]
    assert first.how == "trip" and first.completer_team == 1
    assert state.hand_end is not None and state.hand_end.completer == 4
    assert first.miles == (300, 700, 0)
    assert lines(first, 1) == {"Distance": 700, "Trip completed": 400, "Shutout": 500}
    assert first.totals == (300, 1600, 0)
    assert state.scores == [300, 1600, 0] and not state.is_over
    assert state.hand_number == 1 and state.starter == starter and state.to_move == starter
    # team 0's first seat to move in hand 2 plays its ROLL, the other only 100s
    leader, other = (0, 3) if starter == 4 else (3, 0)
    plans = {
        leader: ["play ROLL", *["play 100"] * (4 if leader == 3 else 3)],
        other: ["play 100"] * (4 if other == 3 else 3),
        1: ["play ROLL", "play 200", "play 200", "play 100"],
    }
    autopilot(state, plans)
    second = last_result(state)
    assert second.how == "trip" and second.completer_team == 0
    assert second.miles == (700, 500, 0)
    assert lines(second, 0) == {
        "Distance": 700,
        "Trip completed": 400,
        "Safe trip": 300,
        "Shutout": 500,
    }
    assert second.totals == (1900, 500, 0)
    assert state.is_over and state.scores == [2200, 2100, 0] and state.winners == [0]
    assert state.outcome() == [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]


# ------------------------------------------------ §7 extension × finish = reach


@pytest.mark.parametrize("call", [False, True])
def test_the_extension_is_offered_on_passing_700_under_reach(call: bool) -> None:
    """RULES.md §7: "the team that first completes exactly 700 may call extension"; under
    ``finish = reach`` a trip is completed by reaching at least the target, so the engine
    offers the call to a team that goes from 650 to 750 (the 700 trip completed, the hand
    not yet over). Declined, the hand ends there, scored as a completed trip of 750 miles;
    called, the hand goes on as a 1000 trip that ``reach`` lets it pass (1050), with +200
    for the caller (§8). Classic, 2 players; seat 1 drives nothing."""
    state = game(
        "classic",
        2,
        [["ROLL", "200", "200", "100", "75", "75"], ["REPAIRS"] * 6],
        draw=seat_draws([0, 1] * 5, {0: ["100", "100", "100", "100"]}),
        finish="reach",
    )
    assert state.rules.extension and state.rules.target == 700
    plan = ["play ROLL", "play 200", "play 200", "play 100", "play 75", "play 75", "play 100"]
    autopilot(state, {0: plan}, until=lambda s: s.phase_name == "extension")
    assert state.to_move == 0 and state.tableaux[0].miles == 750 and state.trip == 700
    assert not state.results
    if not call:
        run(state, "0: decline")
        result = last_result(state)
        assert result.how == "trip" and result.completer_team == 0 and result.extended_by is None
        assert lines(result, 0) == {"Distance": 750, "Trip completed": 400, "Shutout": 500}
        return
    run(state, "0: extend")
    assert state.trip == 1000 and state.extended_by == 0 and state.to_move == 1
    autopilot(state, {0: ["play 100"] * 3})
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0 and result.extended_by == 0
    assert result.miles == (1050, 0)
    assert lines(result, 0) == {
        "Distance": 1050,
        "Trip completed": 400,
        "Shutout": 500,
        "Extension made": 200,
    }


# ------------------------- §8 shutout × extension × §2 three partnerships


def test_an_extension_made_in_three_partnerships_shuts_out_two_teams() -> None:
    """RULES.md §8 classic: +500 shutout "for each opposing team that played no distance
    card" (§11: with three teams, 500 for each), and with the extension (*rulebook*) the
    400, safe trip and shutout go with the completed 1000 trip, +200 to the caller that
    reaches it; nothing for having reached 700. Classic, 6 players (3×2, 700 trip,
    extension): team 0 drives 1000 in 100s (seats 0 and 3), calls the extension at 700 and
    makes it; teams 1 and 2 never move: 500 for each."""
    state = game(
        "classic",
        6,
        [
            ["ROLL", *["100"] * 5],
            ["25"] * 6,
            ["50"] * 6,
            ["100"] * 5 + ["GASOLINE"],
            ["REPAIRS"] * 6,
            ["75"] * 6,
        ],
    )
    assert state.rules.extension and state.rules.target == 700
    plans = {0: ["play ROLL", *["play 100"] * 5], 3: ["play 100"] * 5}
    autopilot(state, plans, until=lambda s: s.phase_name == "extension")
    assert state.tableaux[0].miles == 700 and state.to_move == 3  # seat 3 lays the 700th
    run(state, "3: extend")
    autopilot(state, {0: ["play 100"] * 2, 3: ["play 100"]})
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0 and result.extended_by == 0
    assert result.miles == (1000, 0, 0)
    assert lines(result, 0) == {
        "Distance": 1000,
        "Trip completed": 400,
        "Safe trip": 300,
        "Shutout": 1000,
        "Extension made": 200,
    }
    assert lines(result, 1) == {"Distance": 0} and lines(result, 2) == {"Distance": 0}
    assert state.scores == [2900, 0, 0]


@pytest.mark.parametrize(("next_starter", "starter"), [("winner", 2), ("rotate", 1)])
def test_the_closest_partnership_starts_from_its_first_seat_under_winner(
    next_starter: str, starter: int
) -> None:
    """RULES.md §7 (nobody completes the trip: the team closest to it wins the hand) and §11
    (``next_starter = winner``: the hand's winner starts the next one). Classic, 6 players
    (3×2): only seat 5 drives (team 2, 100 miles); the cards run out. Team 2 alone wins the
    hand; the engine lets its first seat, seat 2, start the next hand (RULES.md names no
    partner: the engine's choice, pinned here), while ``rotate`` passes the deal to seat 1.
    Scores are carried over: team 2 has 100."""
    state = game(
        "classic",
        6,
        [
            ["50"] * 6,
            ["75"] * 6,
            ["25"] * 6,
            ["GASOLINE"] * 6,
            ["REPAIRS"] * 6,
            ["ROLL", "100", *["SPARE_TIRE"] * 4],
        ],
        next_starter=next_starter,
    )
    autopilot(state, {5: ["play ROLL", "play 100"]})
    result = last_result(state)
    assert result.how == "exhausted" and result.completer_team is None
    assert result.miles == (0, 0, 100) and result.winners == (2,)
    assert result.totals == (0, 0, 100) and state.scores == [0, 0, 100]
    assert state.hand_number == 1 and state.starter == starter and state.to_move == starter
