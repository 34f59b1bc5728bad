"""Rare cases of RULES.md §6–§11 that the other scenario files leave out: the bonuses of a
completed extended trip (§7, §8), a leaflet match to its target (§8, §10), fast play against
a speed limit and with an empty draw pile (§9), coup fourré on a stacked speed limit or
hazard (§5, §6), the stall guard under ``reshuffle`` (§7), ``draw_from_discard`` once the draw
pile is empty under ``play_out`` (§7) and what ``tie_break = fewer_cards_played`` counts (§11).

Every scenario starts from a stacked deck (see ``helpers_flow``)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers_basic import distance_plays
from helpers_flow import (
    autopilot,
    empty_the_draw_pile,
    game,
    last_result,
    legal,
    lines,
    run,
    seat_draws,
)

from roadgames.core.errors import IllegalActionError
from roadgames.millebornes import Card, MilleBornesState
from roadgames.millebornes.state import DRY_RESHUFFLES, RESHUFFLED, TURN_CAP

# ------------------------------------------------------------ §7/§8 the extended trip

EXT_HAND = ["ROLL", "200", "200", "100", "100", "100"]
EXT_PLAYS = ["play ROLL", "play 200", "play 200", "play 100", "play 100", "play 100"]


def test_caller_completes_the_extension_with_safe_trip_and_shutout() -> None:
    """RULES.md §7, §8 (classic, extension): seat 0 reaches 700 with no 200, calls the
    extension and completes 1000, still with no 200, while seat 1 never played distance.
    The bonuses that go with the completed trip (400, safe trip, shutout) are the
    completer's, and the caller who made it gets +200; the draw pile is not empty, so there
    is no delayed action."""
    state = game(
        "classic",
        2,
        [["ROLL", *["100"] * 5], ["REPAIRS"] * 6],
        draw=seat_draws([0, 1] * 5, {0: ["100"] * 5}),
    )
    assert (state.rules.target, state.rules.extension) == (700, True)
    plan = ["play ROLL", *["play 100"] * 7]
    autopilot(state, {0: plan}, until=lambda s: s.phase_name == "extension")
    assert state.extended_by is None and state.phase_name == "extension"
    run(state, "0: extend")
    assert state.trip == 1000 and state.extended_by == 0 and state.to_move == 1
    assert len(state.draw_pile) > 6  # it cannot run out in the six turns left
    autopilot(state, {0: ["play 100"] * 3})
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0 and result.extended_by == 0
    assert lines(result, 0) == {
        "Distance": 1000,
        "Trip completed": 400,
        "Safe trip": 300,
        "Shutout": 500,
        "Extension made": 200,
    }
    assert lines(result, 1) == {"Distance": 0}
    assert result.totals == (2400, 0)


def test_a_non_caller_completing_the_extension_takes_every_trip_bonus() -> None:
    """RULES.md §7, §8 (classic, 3 players, extension): seat 0 calls at 700; seat 1 (which
    did not call) completes 1000 with no 200 after the draw pile ran out, while seat 2 never
    played distance. The trip's 400, delayed action, safe trip and shutout (for seat 2 only:
    the caller has distance) all go to seat 1; the failed extension pays +200 to each of the
    caller's opponents, seat 2 included; the caller scores its distance only."""
    seat1_plan = ["play ROLL", *["play 100"] * 8, "play 75", "play 75"]
    state = game(
        "classic",
        3,
        [EXT_HAND, ["ROLL", *["100"] * 5], ["END_OF_LIMIT"] * 6],
        draw=seat_draws(
            [0, 1, 2] * 6,
            {
                0: ["GASOLINE"] * 6,
                1: ["100", "100", "100", "75", "75", "50"],
                2: ["SPARE_TIRE"] * 6,
            },
        ),
    )
    autopilot(state, {0: EXT_PLAYS, 1: seat1_plan[:5]}, until=lambda s: s.phase_name == "extension")
    assert state.to_move == 0 and state.tableaux[0].miles == 700
    assert state.tableaux[1].miles == 400
    run(state, "0: extend")
    empty_the_draw_pile(state, {1: seat1_plan[5:]}, keep={1: ["50"]})
    assert state.tableaux[1].miles == 950 and not state.results
    autopilot(state, keep={1: ["50"]}, until=lambda s: s.to_move == 1)
    run(state, "1: play 50")
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 1 and result.extended_by == 0
    assert result.miles == (700, 1000, 0)
    assert lines(result, 1) == {
        "Distance": 1000,
        "Trip completed": 400,
        "Delayed action": 300,
        "Safe trip": 300,
        "Shutout": 500,
        "Extension failed (opponent)": 200,
    }
    assert lines(result, 0) == {"Distance": 700}
    assert lines(result, 2) == {"Distance": 0, "Extension failed (opponent)": 200}
    assert result.winners == (1,)


# ------------------------------------------------------------ §8 a leaflet match

#: The completer's 1000 with no 200 (ROLL first), and the other team's 900.
TRIP_1000 = ["ROLL", *["100"] * 6, *["75"] * 4, *["50"] * 2]
TRIP_900 = ["ROLL", *["100"] * 6, *["75"] * 4]


def leaflet_hand(starter: int, completer: int, other_miles: int) -> dict[str, Any]:
    """A stacked leaflet hand (2 players, ``starter`` draws first): ``completer`` completes
    1000 with no 200, the other seat drives 900 or (``other_miles`` 0) plays no distance."""
    other = 1 - completer
    cards = {completer: TRIP_1000, other: TRIP_900 if other_miles else ["GASOLINE"] * 6}
    hands = [cards[seat][:6] for seat in (0, 1)]
    order = [starter, 1 - starter] * 7
    return {"hands": hands, "draw": seat_draws(order, {s: cards[s][6:] for s in (0, 1)})}


def leaflet_plan(completer: int, other_miles: int) -> dict[int, list[str]]:
    """The plays of :func:`leaflet_hand`."""
    plans = {completer: [f"play {card}" for card in TRIP_1000]}
    if other_miles:
        plans[1 - completer] = [f"play {card}" for card in TRIP_900]
    return plans


@pytest.mark.parametrize(("last", "scores", "winner"), [(0, [6200, 5500], 0), (1, [5500, 6200], 1)])
def test_a_leaflet_match_goes_to_5000_and_the_highest_total_wins(
    last: int, scores: list[int], winner: int
) -> None:
    """RULES.md §8 (leaflet, match to 5000), §10, §11 (the deal rotates): hands score
    (2100, 0), (0, 2100) with the +500 for a team that drove nothing, then (900, 1600),
    (1600, 900): 4600 each, so the match goes on. The fifth hand takes both teams over 5000
    and ends the match; the higher total wins, whoever completed that hand's trip."""
    hands = [(0, 0), (1, 0), (1, 900), (0, 900), (last, 900)]
    specs = [leaflet_hand(number % 2, *hand) for number, hand in enumerate(hands)]
    state = game("leaflet", 2, **specs[0], later_hands=specs[1:])
    assert state.rules.match_target == 5000
    for number, hand in enumerate(hands):
        assert not state.is_over and state.hand_number == number
        assert state.starter == number % 2
        autopilot(state, leaflet_plan(*hand))
        assert last_result(state).how == "trip"
        assert last_result(state).completer_team == hand[0]
        if number == 3:
            assert state.scores == [4600, 4600] and not state.is_over
    assert [r.totals for r in state.results[:4]] == [
        (2100, 0),
        (0, 2100),
        (900, 1600),
        (1600, 900),
    ]
    assert lines(state.results[0], 0) == {
        "Distance": 1000,
        "Most points": 400,
        "Trip without a 200": 200,
        "Team 1 played no distance": 500,
    }
    assert state.is_over and len(state.results) == 5
    assert state.scores == scores and state.winners == [winner]
    assert state.outcome() == [1.0 if seat == winner else 0.0 for seat in (0, 1)]


# ------------------------------------------------------------ §9 fast play


def test_fast_play_end_of_limit_answers_a_speed_limit_at_once() -> None:
    """RULES.md §9: SPEED_LIMIT is a hazard, so a holder of END_OF_LIMIT on the attacked team
    is asked at once; the remedy goes on the speed pile, a replacement is drawn, it is not a
    coup fourré, and play resumes with the seat after the attacker (seat 1, not seat 2)."""
    state = game(
        "modern",
        3,
        [["SPEED_LIMIT", *["25"] * 5], ["50"] * 6, ["END_OF_LIMIT", "ROLL", *["75"] * 4]],
        draw=["25", "50", "75", "25", "100", "50", "200"],
        fast_play=True,
    )
    run(state, "0: draw", "0: discard 25", "1: draw", "1: discard 50", "2: draw", "2: play ROLL")
    run(state, "0: draw", "0: play SPEED_LIMIT > 2")
    assert state.phase_name == "fast_remedy" and state.to_move == 2
    assert legal(state) == {"play END_OF_LIMIT", "decline"}
    run(state, "2: play END_OF_LIMIT")
    tab = state.tableaux[2]
    assert tab.speed_pile == [Card.SPEED_LIMIT, Card.END_OF_LIMIT]
    assert not tab.is_limited() and not tab.coups and not tab.safeties
    assert state.hand_sizes[2] == 6 and state.hand_cards(2).count(Card.D100) == 1
    assert state.to_move == 1 and state.phase_name == "draw"
    run(state, "1: draw", "1: discard 50", "2: draw")
    assert {"100", "200"} <= distance_plays(state)  # no limit in force


def test_fast_play_remedy_with_an_empty_draw_pile_draws_no_replacement() -> None:
    """RULES.md §9 with §7 ``play_out`` (club, 3 players): the draw pile is empty, seat 0
    puts seat 2 out of gas and seat 2 answers at once with GASOLINE. There is nothing to
    draw, so its hand shrinks by one; play resumes with seat 1 (no draw), and seat 2 moves
    again on its next turn."""
    state = game(
        "club",
        3,
        [
            ["OUT_OF_GAS", "EXTRA_TANK", *["25"] * 4],
            ["50"] * 6,
            ["ROLL", "GASOLINE", *["75"] * 4],
        ],
        fast_play=True,
    )
    keep = {0: ["EXTRA_TANK", "OUT_OF_GAS"], 2: ["75", "GASOLINE"]}
    empty_the_draw_pile(state, {2: ["play ROLL"]}, keep=keep)
    autopilot(state, keep=keep, until=lambda s: s.to_move == 0 and s.phase_name == "play")
    assert not state.draw_pile and state.tableaux[2].is_moving(False)
    sizes = list(state.hand_sizes)
    run(state, "0: play OUT_OF_GAS > 2")
    assert state.phase_name == "fast_remedy" and state.to_move == 2
    assert legal(state) == {"play GASOLINE", "decline"}
    run(state, "2: play GASOLINE")
    tab = state.tableaux[2]
    assert tab.battle_pile[-2:] == [Card.OUT_OF_GAS, Card.GASOLINE] and not tab.hazards
    assert state.hand_sizes == [sizes[0] - 1, sizes[1], sizes[2] - 1]
    assert state.to_move == 1 and state.phase_name == "play"
    run(state, "1: pass")
    assert state.to_move == 2 and "play 75" in legal(state)


# ------------------------------------------------------------ §6 coup fourré, stacked


def test_coup_fourre_on_a_speed_limit_laid_on_a_speed_limit() -> None:
    """RULES.md §5, §6 (classic: ``speed_limit_on_limit``): seat 1 is limited, then draws
    RIGHT_OF_WAY; a second SPEED_LIMIT on the first asks it, and the call sends that second
    limit to the discard pile. The first stays on the speed pile but RIGHT_OF_WAY covers
    it: the team is not limited and the caller's full turn may play 200."""
    state = game(
        "classic",
        2,
        [["SPEED_LIMIT", "SPEED_LIMIT", *["25"] * 4], ["ROLL", "100", "200", *["50"] * 3]],
        draw=["REPAIRS", "RIGHT_OF_WAY", "REPAIRS", "75", "100"],
    )
    assert state.rules.speed_limit_on_limit
    run(state, "0: play SPEED_LIMIT > 1")
    assert state.phase_name == "play" and state.to_move == 1  # no safety yet: no question
    run(state, "1: play ROLL", "0: play SPEED_LIMIT > 1")
    assert state.phase_name == "coup_fourre" and state.to_move == 1
    assert state.hand_sizes[1] == 6
    run(state, "1: coup-fourre")
    tab = state.tableaux[1]
    assert tab.speed_pile == [Card.SPEED_LIMIT]
    assert state.discard_pile == [Card.SPEED_LIMIT]
    assert tab.safety_cards == [Card.RIGHT_OF_WAY] and tab.coups == tab.safeties
    assert not tab.is_limited()
    assert state.to_move == 1 and state.phase_name == "play" and state.hand_sizes[1] == 7
    assert distance_plays(state) == {"50", "75", "100", "200"}
    run(state, "1: play 200")
    assert tab.miles == 200 and state.to_move == 0
    assert "play SPEED_LIMIT > 1" not in legal(state)  # immune for the rest of the hand


@pytest.mark.parametrize(
    ("first", "second", "safety", "pile", "hazards", "allowed", "refused"),
    [
        (
            "STOP",
            "ACCIDENT",
            "DRIVING_ACE",
            ["ROLL", "STOP"],
            ["STOP"],
            {"play ROLL"},
            {"play 100", "play REPAIRS"},
        ),
        (
            "STOP",
            "STOP",
            "RIGHT_OF_WAY",
            ["ROLL", "STOP"],
            [],
            {"play 100", "play 200"},
            {"play ROLL"},
        ),
        (
            "ACCIDENT",
            "STOP",
            "RIGHT_OF_WAY",
            ["ROLL", "ACCIDENT"],
            ["ACCIDENT"],
            {"play REPAIRS"},
            {"play ROLL", "play 100"},
        ),
    ],
    ids=["accident-on-stop", "stop-on-stop", "stop-on-accident"],
)
def test_coup_fourre_on_a_stacked_hazard_discards_only_the_hazard_played(
    first: str,
    second: str,
    safety: str,
    pile: list[str],
    hazards: list[str],
    allowed: set[str],
    refused: set[str],
) -> None:
    """RULES.md §5 (``hazard_on_hazard``), §6: the call sends the hazard just played to the
    discard pile; the one beneath stays on the battle pile, in force unless the safety
    covers it too (RIGHT_OF_WAY covers a second STOP, not an ACCIDENT). Seat 0 draws the
    safety only after the first hazard, so the question comes at the second."""
    state = game(
        "modern",
        2,
        [["ROLL", "ROLL", "REPAIRS", "100", "25", "25"], [first, second, *["75"] * 4]],
        draw=["50", "GASOLINE", safety, "GASOLINE", "75", "200"],
        hazard_on_hazard=True,
        draw_from_discard=False,
    )
    run(state, "0: play ROLL", f"1: play {first} > 0", "0: discard 25")
    assert state.hand_cards(0).count(Card[safety]) == 1
    run(state, f"1: play {second} > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 0
    run(state, "0: coup-fourre")
    tab = state.tableaux[0]
    assert tab.battle_pile == [Card[code] for code in pile]
    assert tab.hazards == [Card[code] for code in hazards]
    assert state.discard_pile == [Card.D25, Card[second]]
    assert tab.coups == tab.safeties and tab.safety_cards == [Card[safety]]
    assert state.to_move == 0 and state.phase_name == "play" and state.hand_sizes[0] == 7
    actions = legal(state)
    assert allowed <= actions and not refused & actions


# ------------------------------------------------------------ §7 the stall guard


@pytest.mark.parametrize(
    ("preset", "totals", "over"),
    [("modern", (0, 0), True), ("leaflet", (900, 900), False)],
)
def test_a_hand_of_discards_only_ends_stalled_after_two_dry_reshuffles_as_a_draw(
    preset: str, totals: tuple[int, int], over: bool
) -> None:
    """RULES.md §7 (``reshuffle``): both players only ever discard, seat 0 keeping a ROLL
    it could play (the guard counts cards played, which everyone sees, not cards a seat
    could play); once the discards have come round ``DRY_RESHUFFLES`` times with no card
    played, the hand ends as ``stalled``, long before the
    engine's turn cap, with no winner. Modern: the one-hand game is a draw. Leaflet (§8):
    nobody drove, so each team is a tied leader (+400) and gets +500 for the other's blank
    distance; the match goes on."""
    state = game(preset, 2, [["ROLL", *["25"] * 5], ["50"] * 6])
    seen: list[tuple[int, int]] = []

    def hand_over(s: MilleBornesState) -> bool:
        reshuffles = sum(text == RESHUFFLED for _, text in s.log)
        seen.append((s.turns, reshuffles))
        return bool(s.results)

    autopilot(state, keep={0: ["ROLL"]}, until=hand_over)
    turns, reshuffles = seen[-2]  # just before the discard that ended the hand
    assert reshuffles == DRY_RESHUFFLES and turns < TURN_CAP
    result = state.results[0]
    assert result.how == "stalled" and result.winners == ()
    assert result.totals == totals and result.miles == (0, 0)
    assert (result.win_share(0), result.win_share(1)) == (0.5, 0.5)
    if over:
        assert state.is_over and state.outcome() == [0.5, 0.5]
        assert all(not tab.battle_pile and not tab.safety_cards for tab in state.tableaux)
    else:
        assert not state.is_over and state.hand_number == 1 and state.scores == list(totals)


def test_the_turn_cap_ends_a_reshuffle_hand_where_cards_are_still_played() -> None:
    """RULES.md §7's cap: a ``reshuffle`` hand ends as ``stalled`` at ``TURN_CAP`` turns in
    all, even just after a card was played (the dry-reshuffle guard has not fired)."""
    state = game("modern", 2, [["ROLL", *["25"] * 5], ["50"] * 6])
    state.turns = TURN_CAP - 3  # a long hand, as if played that far
    run(state, "0: play ROLL")
    assert state.dry_reshuffles == 0 and not state.results
    autopilot(state)
    result = state.results[0]
    assert result.how == "stalled" and result.winners == ()
    assert state.hand_end is None and state.turns == TURN_CAP  # the match's last state
    assert not any(text == RESHUFFLED for _, text in state.log)


# ------------------------------------------------------------ §7 draw_from_discard, play_out


def test_draw_from_discard_stops_with_the_draw_pile_under_play_out() -> None:
    """RULES.md §7: ``play_out`` means no more drawing once the draw pile is empty, so
    ``draw_from_discard`` (modern) offers the discard pile only while the draw pile lasts:
    afterwards the turn starts in the play phase, ``draw discard`` is refused, and the
    discards never come back (the hand ends with all 106 cards discarded)."""
    state = game("modern", 2, empty_draw_pile="play_out")
    autopilot(state, until=lambda s: len(s.draw_pile) == 1 and s.phase_name == "draw")
    assert legal(state) == {"draw", "draw discard"}  # still a choice with one card left
    seat = state.to_move
    assert seat is not None
    run(state, f"{seat}: draw", f"{seat}: pass")
    other = 1 - seat
    assert not state.draw_pile and state.discard_pile
    assert state.to_move == other and state.phase_name == "play"
    assert "draw discard" not in legal(state) and "draw" not in legal(state)
    discards = list(state.discard_pile)
    with pytest.raises(IllegalActionError):
        state.apply("draw discard", seat=other)
    assert state.discard_pile == discards and state.hand_sizes[other] == 6
    autopilot(state)
    result = last_result(state)
    assert result.how == "exhausted" and len(state.discard_pile) == 106


# ------------------------------------------------------------ §11 fewer_cards_played

BASE = ["25"] * 4


@pytest.mark.parametrize(
    ("hand0", "plan0", "hand1", "plan1", "winners"),
    [
        (["ROLL", "100"], ["ROLL", "100"], ["ROLL", "50", "50"], ["ROLL", "50", "50"], (0,)),
        (
            ["ROLL", "100", "SPEED_LIMIT"],
            ["ROLL", "100", "SPEED_LIMIT > 1"],
            ["ROLL", "50", "50"],
            ["ROLL", "50", "50"],
            (0, 1),
        ),
        (
            ["ROLL", "100", "DRIVING_ACE"],
            ["ROLL", "100", "DRIVING_ACE"],
            ["ROLL", "50", "50"],
            ["ROLL", "50", "50"],
            (0, 1),
        ),
        (
            ["ROLL", "100", "END_OF_LIMIT"],
            ["ROLL", "100", "END_OF_LIMIT"],
            ["ROLL", "SPEED_LIMIT", "100"],
            ["ROLL", "SPEED_LIMIT > 0", "100"],
            (0, 1),
        ),
    ],
    ids=["discards-do-not-count", "hazard-counts", "safety-counts", "remedy-and-hazard-count"],
)
def test_fewer_cards_played_counts_every_card_played_and_no_discard(
    hand0: list[str], plan0: list[str], hand1: list[str], plan1: list[str], winners: tuple[int, ...]
) -> None:
    """RULES.md §3, §5, §11 (classic, nobody completes the trip, equal distance): the cards
    *played* are distance, ROLL, remedies, safeties and hazards played on an opponent;
    discards are not plays. Seat 0 makes two plays (and discards more cards than seat 1,
    since it draws one card more), seat 1 three: seat 0 wins. Add a hazard, a safety or a
    remedy to seat 0's plays and the counts are equal again (both win)."""
    hands = [[*hand0, *BASE][:6], [*hand1, *BASE][:6]]
    state = game("classic", 2, hands, tie_break="fewer_cards_played")
    autopilot(state, {0: [f"play {p}" for p in plan0], 1: [f"play {p}" for p in plan1]})
    result = last_result(state)
    assert result.how == "exhausted" and result.completer_team is None
    assert result.miles == (100, 100)
    assert result.winners == winners


@pytest.mark.parametrize(
    ("seat1_plays", "winners"), [(["50", "50"], (0, 1)), (["50", "25", "25"], (0,))]
)
def test_fewer_cards_played_counts_a_coup_fourre_safety(
    seat1_plays: list[str], winners: tuple[int, ...]
) -> None:
    """RULES.md §6, §8 ("a safety played as coup fourré"), §11 (classic, 3 players): seat 2
    attacks seat 0, which calls coup fourré; seats 0 and 1 tie at 100. Seat 0 played ROLL,
    the safety and 100: three cards, as many as seat 1's ROLL, 50, 50 (both win) and fewer
    than ROLL, 50, 25, 25. (The attacker is seat 2, outside the tie, since RULES.md does not
    say whether a hazard sent back by a coup fourré counts as played.)"""
    state = game(
        "classic",
        3,
        [
            ["ROLL", "100", "DRIVING_ACE", *["25"] * 3],
            ["ROLL", "50", "50", *["25"] * 3],
            ["ACCIDENT", *["75"] * 5],
        ],
        draw=["REPAIRS"] * 5,
        tie_break="fewer_cards_played",
    )
    run(state, "0: play ROLL", "1: play ROLL", "2: play ACCIDENT > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 0
    run(state, "0: coup-fourre", "0: play 100")
    assert state.tableaux[0].coups and state.to_move == 1
    autopilot(state, {1: [f"play {card}" for card in seat1_plays]})
    result = last_result(state)
    assert result.how == "exhausted" and result.miles == (100, 100, 0)
    assert result.winners == winners
