"""RULES.md §1–§5 scenarios: the deck, seats and teams, the turn, what "moving" means, and
playing distance, ROLL and remedies, each written in the notation on a stacked deck."""

from __future__ import annotations

import json

import pytest
from helpers_basic import (
    IDLE_HAND,
    assert_illegal,
    assert_legal,
    deal,
    distance_plays,
    drive,
    legal,
    solo,
)

from roadgames.core.errors import IllegalActionError, RulesError
from roadgames.millebornes import Card, MilleBornesState, make_rules, make_view, new_game
from roadgames.millebornes.stacking import stacked_deck

# §1, as RULES.md tables it.
FULL_DECK = {
    "25": 10,
    "50": 10,
    "75": 10,
    "100": 12,
    "200": 4,
    "ACCIDENT": 3,
    "OUT_OF_GAS": 3,
    "FLAT_TIRE": 3,
    "SPEED_LIMIT": 4,
    "STOP": 5,
    "REPAIRS": 6,
    "GASOLINE": 6,
    "SPARE_TIRE": 6,
    "END_OF_LIMIT": 6,
    "ROLL": 14,
    "DRIVING_ACE": 1,
    "EXTRA_TANK": 1,
    "PUNCTURE_PROOF": 1,
    "RIGHT_OF_WAY": 1,
}
SHORT_DECK_REMOVED = ("STOP", "ACCIDENT", "OUT_OF_GAS", "FLAT_TIRE", "SPEED_LIMIT")


def counted_cards(preset: str, players: int, seed: int) -> dict[str, int]:
    """Every card of a freshly dealt game (hands and piles), counted by code."""
    state = new_game(make_rules(preset, players), seed=seed)
    counts = {card.code: 0 for card in Card}
    for seat in range(players):
        for card in state.hand_cards(seat):
            counts[card.code] += 1
    for pile_card in [*state.draw_pile, *state.discard_pile]:
        counts[Card(pile_card).code] += 1
    return counts


# --------------------------------------------------------------------------- §1 the deck


@pytest.mark.parametrize(("preset", "players"), [("modern", 2), ("classic", 4), ("leaflet", 6)])
def test_full_deck_holds_106_cards(preset: str, players: int) -> None:
    counts = counted_cards(preset, players, seed=7)
    assert counts == FULL_DECK
    assert sum(counts.values()) == 106


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("classic", 3), ("modern", 2)])
def test_short_deck_drops_one_of_each_hazard(preset: str, players: int) -> None:
    options = {} if preset == "classic" else {"deck": "short"}
    state = new_game(make_rules(preset, players, **options), seed=3)
    counts = {card.code: 0 for card in Card}
    for seat in range(players):
        for card in state.hand_cards(seat):
            counts[card.code] += 1
    for pile_card in state.draw_pile:
        counts[Card(pile_card).code] += 1
    wanted = {code: n - (code in SHORT_DECK_REMOVED) for code, n in FULL_DECK.items()}
    assert counts == wanted
    assert sum(counts.values()) == 101


def test_stacking_a_fifth_stop_needs_the_full_deck() -> None:
    hand = ["STOP"] * 5 + ["ROLL"]
    assert len(stacked_deck(make_rules("classic", 4), hands=[hand])) == 106
    with pytest.raises(RulesError, match="STOP"):
        stacked_deck(make_rules("classic", 2), hands=[hand])


def test_a_deck_that_is_not_the_rules_deck_is_refused() -> None:
    full = stacked_deck(make_rules("classic", 4))
    with pytest.raises(ValueError, match="short deck"):
        new_game(make_rules("classic", 2), decks=[full])


# -------------------------------------------------------------- §2 seats and teams


def test_partners_share_one_tableau() -> None:
    # 4 players: seats 0+2 are team 0, seats 1+3 team 1.
    state = deal(
        "classic",
        4,
        [
            ["ROLL", "25", "25", "25", "25", "25"],
            ["75"] * 6,
            ["100", "50", "50", "50", "50", "50"],
            ["100", "75", "75", "75", "75", "50"],
        ],
    )
    assert state.team_of == [0, 1, 0, 1]
    assert len(state.tableaux) == 2
    drive(state, "play ROLL", "discard 75")
    assert state.to_move == 2
    assert_legal(state, "play 100")
    state.apply("play 100")
    team0 = state.tableaux[0]
    assert (team0.battle_pile, team0.distance_cards, team0.miles) == ([Card.ROLL], [Card.D100], 100)
    # Seat 3's team has not started: its 100 stays in hand.
    assert state.to_move == 3
    assert_illegal(state, "play 100")
    assert state.tableaux[1].miles == 0


def test_six_players_play_as_three_teams() -> None:
    state = new_game(make_rules("classic", 6), seed=1)
    assert state.team_of == [0, 1, 2, 0, 1, 2]
    assert len(state.tableaux) == 3


def test_five_players_play_alone() -> None:
    state = new_game(make_rules("modern", 5), seed=1)
    assert state.team_of == [0, 1, 2, 3, 4]
    assert len(state.tableaux) == 5


# ------------------------------------------------------------- §3 setup and the turn


def test_deal_gives_six_each_and_seat_0_draws_first() -> None:
    hands = [
        ["ROLL", "100", "100", "75", "50", "25"],
        ["STOP", "ACCIDENT", "REPAIRS", "GASOLINE", "25", "50"],
    ]
    state = deal("classic", 2, hands, draw=["200", "SPARE_TIRE"])
    assert state.to_move == 0
    assert state.phase_name == "play"
    assert state.hand_sizes == [7, 6]
    assert sorted(c.code for c in state.hand_cards(0)) == sorted([*hands[0], "200"])
    assert sorted(c.code for c in state.hand_cards(1)) == sorted(hands[1])
    assert state.discard_pile == []
    assert len(state.draw_pile) == 101 - 12 - 1
    assert state.draw_pile[-1] == Card.SPARE_TIRE
    assert all(not tab.battle_pile and not tab.distance_cards for tab in state.tableaux)


def test_turns_pass_clockwise_each_drawing_one() -> None:
    state = deal(
        "leaflet",
        3,
        [["25"] * 6, ["50"] * 6, ["75"] * 6],
        draw=["REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT"],
    )
    seen = []
    for drawn in ("REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT"):
        seat = state.to_move
        assert seat is not None
        seen.append(seat)
        assert state.hand_sizes[seat] == 7
        assert Card[drawn] in state.hand_cards(seat)
        state.apply(f"discard {drawn}")
        assert state.hand_sizes[seat] == 6
    assert seen == [0, 1, 2, 0]
    assert [Card(c).code for c in state.discard_pile] == [
        "REPAIRS",
        "GASOLINE",
        "SPARE_TIRE",
        "END_OF_LIMIT",
    ]


def test_only_the_seat_to_move_may_act() -> None:
    state = deal("modern", 2, [["ROLL"] * 6, IDLE_HAND])
    with pytest.raises(IllegalActionError):
        state.apply("play ROLL", seat=1)
    assert state.tableaux[0].battle_pile == []
    state.apply("play ROLL", seat=0)
    assert state.to_move == 1


def test_discard_any_time_on_allows_a_discard_beside_a_play() -> None:
    state = deal("modern", 2, [["ROLL", "100", "100", "50", "25", "25"], IDLE_HAND])
    assert state.rules.discard_any_time
    assert {"play ROLL", "discard ROLL", "discard 100"} <= legal(state)
    state.apply("discard ROLL")
    assert state.discard_pile == [Card.ROLL]
    assert state.tableaux[0].battle_pile == []
    assert state.hand_sizes[0] == 6
    assert state.to_move == 1


def test_discard_any_time_off_forbids_a_discard_when_a_play_exists() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "100", "100", "50", "25", "25"], IDLE_HAND],
        discard_any_time=False,
    )
    assert legal(state) == {"play ROLL"}
    assert_illegal(state, "discard ROLL")
    assert_illegal(state, "discard 100")


def test_no_legal_play_means_a_compulsory_discard() -> None:
    # Not started, no hazard, no safety: nothing can be played, so any card may go.
    hand = ["25", "50", "75", "100", "REPAIRS", "GASOLINE"]
    for discard_any_time in (False, True):
        state = deal(
            "modern", 2, [hand, IDLE_HAND], draw=["200"], discard_any_time=discard_any_time
        )
        codes = ("25", "50", "75", "100", "200", "REPAIRS", "GASOLINE")
        assert legal(state) == {f"discard {code}" for code in codes}
        assert_illegal(state, "play 100")
        assert_illegal(state, "play REPAIRS")


def test_a_view_shows_tableaux_and_sizes_but_no_other_hand() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "EXTRA_TANK", "25", "25", "25", "25"], ["STOP", "75", "75", "75", "75", "75"]],
        draw=["50", "100", "50", "75", "PUNCTURE_PROOF"],
    )
    drive(state, "play ROLL", "play STOP > 0", "discard 25")
    assert state.to_move == 1
    view = make_view(state, 1)
    assert view.hand == tuple(state.hand_cards(1))
    assert view.hand_sizes == (6, 7)
    assert view.discard_pile == (Card.D25,)
    assert view.draw_pile_size == len(state.draw_pile)
    assert view.tableaux[0].battle_pile == (Card.ROLL, Card.STOP)
    assert view.tableaux[0].battle_top == Card.STOP
    assert not view.tableaux[0].moving
    text = json.dumps(view.to_dict())
    assert "EXTRA_TANK" not in text  # seat 0's hand
    assert "PUNCTURE_PROOF" not in text  # the next card of the draw pile


# ----------------------------------------------------------- §4 moving and speed


def test_an_unstarted_team_needs_roll_before_distance() -> None:
    state = deal("modern", 2, [["ROLL", "100", "25", "25", "25", "25"], IDLE_HAND], draw=["75"])
    assert distance_plays(state) == set()
    assert_illegal(state, "play 100")
    drive(state, "play ROLL", "discard ROLL")
    assert state.tableaux[0].battle_pile == [Card.ROLL]
    assert state.tableaux[0].is_moving(roll_after_remedy=False)
    assert distance_plays(state) == {"25", "75", "100"}
    state.apply("play 75")
    assert (state.tableaux[0].miles, state.tableaux[0].distance_cards) == (75, [Card.D75])


def test_roll_is_not_played_on_roll() -> None:
    state = solo("modern", ["ROLL", "ROLL", "25", "25", "25", "25"], ["50", "50"], ["play ROLL"])
    assert_illegal(state, "play ROLL")
    assert "play 50" in legal(state)


@pytest.mark.parametrize("roll_after_remedy", [False, True])
def test_a_remedy_restarts_only_without_roll_after_remedy(roll_after_remedy: bool) -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "100", "REPAIRS", "ROLL", "25", "25"], ["ACCIDENT", *IDLE_HAND[1:]]],
        draw=["50", "GASOLINE", "50", "GASOLINE", "50"],
        roll_after_remedy=roll_after_remedy,
    )
    drive(state, "play ROLL", "play ACCIDENT > 0")
    assert distance_plays(state) == set()
    assert_illegal(state, "play ROLL")  # never on an uncovered hazard other than STOP
    drive(state, "play REPAIRS", "discard GASOLINE")
    tab = state.tableaux[0]
    assert tab.battle_pile == [Card.ROLL, Card.ACCIDENT, Card.REPAIRS]
    assert tab.is_moving(roll_after_remedy) is not roll_after_remedy
    if roll_after_remedy:
        assert distance_plays(state) == set()
        assert_illegal(state, "play 100")
        drive(state, "play ROLL", "discard GASOLINE")
        assert tab.battle_pile[-1] == Card.ROLL
    else:
        assert_illegal(state, "play ROLL")  # ROLL only when the team is not moving
    assert distance_plays(state) == {"25", "50", "100"}
    state.apply("play 100")
    assert tab.miles == 100


def test_a_speed_limit_allows_only_25_and_50_until_end_of_limit() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "200", "100", "75", "50", "25"], ["SPEED_LIMIT", *IDLE_HAND[1:]]],
        draw=["END_OF_LIMIT", "GASOLINE", "50", "GASOLINE", "75"],
    )
    drive(state, "play ROLL", "play SPEED_LIMIT > 0")
    tab = state.tableaux[0]
    assert tab.speed_pile == [Card.SPEED_LIMIT]
    assert tab.is_limited()
    assert distance_plays(state) == {"25", "50"}
    for code in ("75", "100", "200"):
        assert_illegal(state, f"play {code}")
    drive(state, "play 50", "discard GASOLINE")
    assert tab.miles == 50
    drive(state, "play END_OF_LIMIT", "discard GASOLINE")
    assert tab.speed_pile == [Card.SPEED_LIMIT, Card.END_OF_LIMIT]
    assert not tab.is_limited()
    assert distance_plays(state) == {"25", "50", "75", "100", "200"}


def test_end_of_limit_only_on_a_speed_limit() -> None:
    state = solo(
        "modern", ["ROLL", "END_OF_LIMIT", "25", "25", "25", "25"], ["50", "50"], ["play ROLL"]
    )
    assert_illegal(state, "play END_OF_LIMIT")


# ----------------------------------------------------------------- §5 distance


@pytest.mark.parametrize("max_200s", [0, 1, 2, 3])
def test_max_200s(max_200s: int) -> None:
    plays = ["play ROLL"] + ["play 200"] * max_200s
    state = solo(
        "modern",
        ["ROLL", "200", "200", "200", "200", "100"],
        ["25"] * (len(plays) + 1),
        plays,
        max_200s=max_200s,
    )
    tab = state.tableaux[0]
    assert (tab.n200, tab.miles) == (max_200s, 200 * max_200s)
    assert "200" not in distance_plays(state)
    assert_illegal(state, "play 200")
    assert distance_plays(state) == {"25", "100"}


def _race_to_950(finish: str) -> MilleBornesState:
    """Seat 0 at 950 miles holding 25, 50, 75, 100 and 200 (none of its 200s played)."""
    return solo(
        "modern",
        ["ROLL", "100", "100", "100", "100", "100"],
        ["100", "100", "100", "100", "100", "50", "25", "50", "75", "200", "25", "25"],
        ["play ROLL", *["play 100"] * 9, "play 50"],
        finish=finish,
        max_200s=1,
    )


def test_finish_exact_never_passes_the_target() -> None:
    state = _race_to_950("exact")
    assert state.tableaux[0].miles == 950
    assert distance_plays(state) == {"25", "50"}
    for code in ("75", "100", "200"):
        assert_illegal(state, f"play {code}")
    state.apply("play 50")
    assert state.is_over
    result = state.results[-1]
    assert (result.how, result.completer_team, result.miles) == ("trip", 0, (1000, 0))


def test_finish_reach_may_pass_the_target() -> None:
    state = _race_to_950("reach")
    assert distance_plays(state) == {"25", "50", "75", "100", "200"}
    state.apply("play 200")
    assert state.is_over
    result = state.results[-1]
    assert (result.how, result.completer_team, result.miles) == ("trip", 0, (1150, 0))


def test_finish_exact_on_a_700_trip() -> None:
    state = solo(
        "classic",
        ["ROLL", "200", "200", "100", "75", "25"],
        ["50", "50", "50", "50", "100"],
        ["play ROLL", "play 200", "play 200", "play 100"],
    )
    assert state.trip == 700
    assert state.tableaux[0].miles == 500
    assert distance_plays(state) == {"25", "50", "75", "100"}
    state.apply("play 100")
    state.apply("discard ROLL")
    assert state.tableaux[0].miles == 600
    assert distance_plays(state) == {"25", "50", "75"}
    assert_illegal(state, "play 100")


# ------------------------------------------------------------ §5 ROLL and remedies


@pytest.mark.parametrize(
    ("hazard", "remedy"),
    [("ACCIDENT", "REPAIRS"), ("OUT_OF_GAS", "GASOLINE"), ("FLAT_TIRE", "SPARE_TIRE")],
)
def test_each_remedy_goes_only_on_its_own_hazard(hazard: str, remedy: str) -> None:
    hand = ["ROLL", "REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT", "ROLL"]
    state = deal("modern", 2, [hand, [hazard, *IDLE_HAND[1:]]], draw=["50", "25", "25"])
    # Before any hazard, no remedy has anything to cover.
    for card in ("REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT"):
        assert_illegal(state, f"play {card}")
    drive(state, "play ROLL", f"play {hazard} > 0")
    tab = state.tableaux[0]
    assert tab.battle_pile == [Card.ROLL, Card[hazard]]
    for other in ("REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT", "ROLL"):
        if other != remedy:
            assert_illegal(state, f"play {other}")
    assert_legal(state, f"play {remedy}")
    state.apply(f"play {remedy}")
    assert tab.battle_pile == [Card.ROLL, Card[hazard], Card[remedy]]
    assert tab.hazards == []


def test_roll_goes_on_stop_and_on_an_empty_pile() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "ROLL", "100", "25", "25", "25"], ["STOP", *IDLE_HAND[1:]]],
        draw=["50", "REPAIRS", "50"],
    )
    assert_legal(state, "play ROLL")  # empty pile
    drive(state, "play ROLL", "play STOP > 0")
    tab = state.tableaux[0]
    assert not tab.is_moving(roll_after_remedy=False)
    assert_illegal(state, "play 100")
    assert_legal(state, "play ROLL")
    state.apply("play ROLL")
    assert tab.battle_pile == [Card.ROLL, Card.STOP, Card.ROLL]
    assert tab.hazards == []
    assert tab.is_moving(roll_after_remedy=True)
