"""RULES.md §5 scenarios for hazards and safeties, with each attack option on and off:
``attack_needs_target_moving``, ``hazard_on_hazard``, ``attacker_must_have_started``,
``speed_limit_on_limit``, ``roll_after_remedy`` with RIGHT_OF_WAY; hazards never against
one's own team or an immune team; safeties cancelling attacks and giving an extra turn."""

from __future__ import annotations

import pytest
from helpers_basic import (
    assert_illegal,
    assert_legal,
    deal,
    distance_plays,
    drive,
    interleave,
    legal,
)

from roadgames.millebornes import Card

HAZARD_CODES = ("ACCIDENT", "OUT_OF_GAS", "FLAT_TIRE", "SPEED_LIMIT", "STOP")


def attacks_on(state_legal: set[str], team: int) -> set[str]:
    """The hazards that the legal actions aim at ``team``."""
    return {
        text.split()[1] for text in state_legal if text.startswith("play ") and f"> {team}" in text
    }


# ------------------------------------------------------------ whom a hazard may target


def test_hazards_never_go_against_ones_own_team() -> None:
    state = deal(
        "classic",
        4,
        [
            ["ROLL", "STOP", "25", "25", "25", "25"],
            ["ROLL", "75", "75", "75", "75", "75"],
            ["STOP", "SPEED_LIMIT", "ACCIDENT", "50", "50", "50"],
            ["100"] * 6,
        ],
    )
    drive(state, "play ROLL", "play ROLL")
    assert state.to_move == 2
    assert attacks_on(legal(state), 1) == {"STOP", "SPEED_LIMIT", "ACCIDENT"}
    assert attacks_on(legal(state), 0) == set()
    for text in ("play STOP > 0", "play SPEED_LIMIT > 0", "play ACCIDENT > 0", "play STOP > 2"):
        assert_illegal(state, text)
    state.apply("play STOP > 1")
    assert state.tableaux[1].battle_pile == [Card.ROLL, Card.STOP]
    assert state.tableaux[0].battle_pile == [Card.ROLL]
    # Seat 3 shares the stopped tableau.
    assert state.to_move == 3
    assert_illegal(state, "play 100")


def test_own_team_is_no_target_even_without_attack_needs_target_moving() -> None:
    state = deal("modern", 2, [["STOP", "ACCIDENT", "25", "25", "25", "25"], ["75"] * 6])
    assert not state.rules.attack_needs_target_moving
    assert attacks_on(legal(state), 1) == {"STOP", "ACCIDENT"}
    assert_illegal(state, "play STOP > 0")
    assert_illegal(state, "play ACCIDENT > 0")


@pytest.mark.parametrize(
    ("safety", "immune"),
    [
        ("DRIVING_ACE", {"ACCIDENT"}),
        ("EXTRA_TANK", {"OUT_OF_GAS"}),
        ("PUNCTURE_PROOF", {"FLAT_TIRE"}),
        ("RIGHT_OF_WAY", {"STOP", "SPEED_LIMIT"}),
    ],
)
def test_no_hazard_against_a_team_holding_its_safety(safety: str, immune: set[str]) -> None:
    state = deal(
        "modern",
        2,
        [[safety, "25", "25", "25", "25", "25"], [*HAZARD_CODES, "75"]],
        draw=["50", "100", "GASOLINE"],
    )
    state.apply(f"play {safety}")
    # The safety is the play and earns an extra turn: seat 0 draws again and acts again.
    assert state.to_move == 0
    assert state.hand_sizes[0] == 7
    assert Card.D100 in state.hand_cards(0)
    tab = state.tableaux[0]
    assert tab.safety_cards == [Card[safety]]
    assert tab.coups == 0
    drive(state, "discard 25")
    assert state.to_move == 1
    assert attacks_on(legal(state), 0) == set(HAZARD_CODES) - immune
    for hazard in immune:
        assert_illegal(state, f"play {hazard} > 0")


# --------------------------------------------------------- attack_needs_target_moving


@pytest.mark.parametrize("needs_moving", [True, False])
def test_attack_needs_target_moving_on_an_unstarted_target(needs_moving: bool) -> None:
    state = deal(
        "leaflet",
        2,
        [
            ["ROLL", "25", "25", "25", "25", "25"],
            ["STOP", "ACCIDENT", "SPEED_LIMIT", "75", "75", "75"],
        ],
        draw=["50", "50", "50", "50"],
        attack_needs_target_moving=needs_moving,
    )
    drive(state, "discard 25")
    # A speed limit goes on whether or not the target has started.
    assert_legal(state, "play SPEED_LIMIT > 0")
    if needs_moving:
        assert attacks_on(legal(state), 0) == {"SPEED_LIMIT"}
        assert_illegal(state, "play STOP > 0")
        assert_illegal(state, "play ACCIDENT > 0")
        drive(state, "play SPEED_LIMIT > 0", "play ROLL")
        assert state.tableaux[0].speed_pile == [Card.SPEED_LIMIT]
        assert_legal(state, "play STOP > 0")
        state.apply("play STOP > 0")
        assert state.tableaux[0].battle_pile == [Card.ROLL, Card.STOP]
    else:
        assert attacks_on(legal(state), 0) == {"SPEED_LIMIT", "STOP", "ACCIDENT"}
        drive(state, "play STOP > 0")
        tab = state.tableaux[0]
        assert tab.battle_pile == [Card.STOP]
        assert distance_plays(state) == set()
        assert_legal(state, "play ROLL")  # ROLL on STOP starts the team
        drive(state, "play ROLL")
        assert tab.battle_pile == [Card.STOP, Card.ROLL]
        assert tab.is_moving(roll_after_remedy=False)


def test_without_needs_moving_a_hazard_still_needs_no_hazard_on_top() -> None:
    state = deal(
        "modern",
        2,
        [["25"] * 6, ["STOP", "ACCIDENT", "75", "75", "75", "75"]],
        draw=["50", "50", "50", "50"],
    )
    drive(state, "discard 25", "play STOP > 0", "discard 25")
    assert state.tableaux[0].hazards == [Card.STOP]
    assert attacks_on(legal(state), 0) == set()
    assert_illegal(state, "play ACCIDENT > 0")


@pytest.mark.parametrize("needs_moving", [True, False])
def test_needs_moving_with_roll_after_remedy_shields_a_team_awaiting_roll(
    needs_moving: bool,
) -> None:
    state = deal(
        "classic",
        2,
        [["ROLL", "REPAIRS", "25", "25", "25", "25"], ["ACCIDENT", "STOP", "75", "75", "75", "75"]],
        draw=["50", "50", "50", "50"],
        attack_needs_target_moving=needs_moving,
    )
    drive(state, "play ROLL", "play ACCIDENT > 0", "play REPAIRS")
    tab = state.tableaux[0]
    assert not tab.is_moving(roll_after_remedy=True)
    if needs_moving:
        assert_illegal(state, "play STOP > 0")
    else:
        state.apply("play STOP > 0")
        assert tab.battle_pile == [Card.ROLL, Card.ACCIDENT, Card.REPAIRS, Card.STOP]


# ------------------------------------------------------------------ hazard_on_hazard


@pytest.mark.parametrize("preset", ["modern", "leaflet"])
@pytest.mark.parametrize("stacking", [True, False])
def test_hazard_on_hazard(preset: str, stacking: bool) -> None:
    state = deal(
        preset,
        2,
        [
            ["ROLL", "REPAIRS", "100", "25", "25", "25"],
            ["STOP", "ACCIDENT", "75", "75", "75", "75"],
        ],
        draw=interleave(["50", "50", "ROLL", "50", "50"], ["GASOLINE"] * 5),
        hazard_on_hazard=stacking,
    )
    drive(state, "play ROLL", "play STOP > 0", "discard 25")
    tab = state.tableaux[0]
    if not stacking:
        assert_illegal(state, "play ACCIDENT > 0")
        return
    assert_legal(state, "play ACCIDENT > 0")
    drive(state, "play ACCIDENT > 0")
    assert tab.battle_pile == [Card.ROLL, Card.STOP, Card.ACCIDENT]
    assert tab.hazards == [Card.STOP, Card.ACCIDENT]
    # Remedied top first: ROLL does not lift the accident.
    assert_illegal(state, "play ROLL")
    drive(state, "play REPAIRS", "discard 75")
    assert tab.hazards == [Card.STOP]
    assert distance_plays(state) == set()
    assert_illegal(state, "play 100")
    drive(state, "play ROLL", "discard 75")
    assert tab.battle_pile == [Card.ROLL, Card.STOP, Card.ACCIDENT, Card.REPAIRS, Card.ROLL]
    assert tab.hazards == []
    assert "100" in distance_plays(state)


def test_hazard_on_hazard_with_needs_moving_still_spares_an_unstarted_team() -> None:
    state = deal(
        "leaflet",
        2,
        [["25"] * 6, ["STOP", "ACCIDENT", "75", "75", "75", "75"]],
        hazard_on_hazard=True,
    )
    drive(state, "discard 25")
    assert attacks_on(legal(state), 0) == set()
    assert_illegal(state, "play STOP > 0")


# ------------------------------------------------------------ attacker_must_have_started


@pytest.mark.parametrize("must_start", [True, False])
def test_attacker_must_have_started(must_start: bool) -> None:
    state = deal(
        "modern",
        2,
        [
            ["ROLL", "25", "25", "25", "25", "25"],
            ["ROLL", "STOP", "ACCIDENT", "SPEED_LIMIT", "75", "75"],
        ],
        draw=["50", "50", "50", "50"],
        attacker_must_have_started=must_start,
    )
    drive(state, "play ROLL")
    assert state.to_move == 1
    assert_legal(state, "play SPEED_LIMIT > 0")  # not a battle hazard
    if not must_start:
        assert attacks_on(legal(state), 0) == {"STOP", "ACCIDENT", "SPEED_LIMIT"}
        state.apply("play STOP > 0")
        assert state.tableaux[0].battle_pile == [Card.ROLL, Card.STOP]
        return
    assert attacks_on(legal(state), 0) == {"SPEED_LIMIT"}
    assert_illegal(state, "play STOP > 0")
    assert_illegal(state, "play ACCIDENT > 0")
    drive(state, "play ROLL", "discard 25")
    assert_legal(state, "play STOP > 0")
    state.apply("play STOP > 0")
    assert state.tableaux[0].battle_pile == [Card.ROLL, Card.STOP]


def test_right_of_way_counts_as_having_started() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "25", "25", "25", "25", "25"], ["RIGHT_OF_WAY", "STOP", "75", "75", "75", "75"]],
        draw=["50", "50", "50"],
        attacker_must_have_started=True,
    )
    drive(state, "play ROLL")
    assert_illegal(state, "play STOP > 0")
    drive(state, "play RIGHT_OF_WAY")
    assert state.to_move == 1  # the extra turn
    assert state.tableaux[1].started
    state.apply("play STOP > 0")
    assert state.tableaux[0].hazards == [Card.STOP]


def test_a_partners_roll_starts_the_whole_team() -> None:
    state = deal(
        "modern",
        4,
        [
            ["ROLL", "25", "25", "25", "25", "25"],
            ["ROLL", "75", "75", "75", "75", "75"],
            ["STOP", "50", "50", "50", "50", "50"],
            ["100"] * 6,
        ],
        attacker_must_have_started=True,
    )
    drive(state, "play ROLL", "play ROLL")
    assert state.to_move == 2
    state.apply("play STOP > 1")
    assert state.tableaux[1].battle_pile == [Card.ROLL, Card.STOP]


def test_a_stopped_team_may_still_attack() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "STOP", "25", "25", "25", "25"], ["ROLL", "ACCIDENT", "75", "75", "75", "75"]],
        draw=["50", "50", "50", "50"],
        attacker_must_have_started=True,
    )
    drive(state, "play ROLL", "play ROLL", "play STOP > 1")
    assert state.tableaux[1].hazards == [Card.STOP]
    assert distance_plays(state) == set()
    assert_legal(state, "play ACCIDENT > 0")
    state.apply("play ACCIDENT > 0")
    assert state.tableaux[0].battle_pile == [Card.ROLL, Card.ACCIDENT]


# -------------------------------------------------------------- speed_limit_on_limit


@pytest.mark.parametrize("on_limit", [True, False])
def test_speed_limit_on_limit(on_limit: bool) -> None:
    state = deal(
        "classic",
        2,
        [["ROLL", "END_OF_LIMIT", "50", "25", "25", "25"], ["SPEED_LIMIT"] * 2 + ["75"] * 4],
        draw=["100", "100", "100", "100", "100", "100"],
        speed_limit_on_limit=on_limit,
    )
    drive(state, "discard 25")
    assert_legal(state, "play SPEED_LIMIT > 0")  # on an unstarted target, under classic
    drive(state, "play SPEED_LIMIT > 0", "play ROLL")
    tab = state.tableaux[0]
    assert tab.speed_pile == [Card.SPEED_LIMIT]
    if not on_limit:
        assert_illegal(state, "play SPEED_LIMIT > 0")
        return
    drive(state, "play SPEED_LIMIT > 0")
    assert tab.speed_pile == [Card.SPEED_LIMIT, Card.SPEED_LIMIT]
    assert distance_plays(state) == {"25", "50"}
    # Only the top card is in force: one END_OF_LIMIT lifts the limit.
    drive(state, "play END_OF_LIMIT", "discard 75")
    assert tab.speed_pile == [Card.SPEED_LIMIT, Card.SPEED_LIMIT, Card.END_OF_LIMIT]
    assert not tab.is_limited()
    assert distance_plays(state) == {"25", "50", "100"}


# ------------------------------------------------------------------------- safeties


@pytest.mark.parametrize(
    ("hazard", "safety"),
    [("ACCIDENT", "DRIVING_ACE"), ("OUT_OF_GAS", "EXTRA_TANK"), ("FLAT_TIRE", "PUNCTURE_PROOF")],
)
def test_a_safety_cancels_its_hazard_and_gives_an_extra_turn(hazard: str, safety: str) -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "100", "25", "25", "25", "25"], [hazard, hazard, "75", "75", "75", "75"]],
        draw=["50", "REPAIRS", safety, "75", "REPAIRS"],
    )
    drive(state, "play ROLL", f"play {hazard} > 0")
    tab = state.tableaux[0]
    assert distance_plays(state) == set()
    assert_legal(state, f"play {safety}")
    state.apply(f"play {safety}")
    assert state.to_move == 0
    assert state.phase_name == "play"
    assert state.hand_sizes[0] == 7
    assert tab.battle_pile == [Card.ROLL, Card[hazard]]  # the hazard stays, cancelled
    assert tab.hazards == []
    assert tab.safety_cards == [Card[safety]]
    assert tab.is_moving(roll_after_remedy=True)  # the ROLL beneath is in force again
    assert distance_plays(state) == {"25", "50", "75", "100"}
    drive(state, "play 100")
    assert tab.miles == 100
    assert state.to_move == 1
    assert_illegal(state, f"play {hazard} > 0")


def test_a_cancelled_hazard_leaves_an_unstarted_team_unstarted() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "25", "25", "25", "25", "25"], ["ACCIDENT", "75", "75", "75", "75", "75"]],
        draw=["50", "REPAIRS", "DRIVING_ACE", "100"],
    )
    drive(state, "discard 25", "play ACCIDENT > 0", "play DRIVING_ACE")
    tab = state.tableaux[0]
    assert tab.hazards == []
    assert distance_plays(state) == set()
    assert_legal(state, "play ROLL")
    drive(state, "play ROLL")
    assert tab.is_moving(roll_after_remedy=False)


def test_a_cancelled_hazard_uncovers_the_stacked_one_beneath() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", "ROLL", "25", "25", "25", "25"], ["STOP", "ACCIDENT", "75", "75", "75", "75"]],
        draw=[*interleave(["50", "50", "DRIVING_ACE"], ["REPAIRS"] * 3)[:-1], "100"],
        hazard_on_hazard=True,
    )
    drive(state, "play ROLL", "play STOP > 0", "discard 25", "play ACCIDENT > 0")
    drive(state, "play DRIVING_ACE")
    tab = state.tableaux[0]
    assert tab.hazards == [Card.STOP]
    assert distance_plays(state) == set()
    assert_illegal(state, "play 100")
    state.apply("play ROLL")
    assert tab.hazards == []


def test_right_of_way_cancels_stop_and_speed_limit_at_once() -> None:
    state = deal(
        "modern",
        2,
        [
            ["ROLL", "ROLL", "END_OF_LIMIT", "200", "25", "25"],
            ["STOP", "SPEED_LIMIT", "STOP", "SPEED_LIMIT", "ACCIDENT", "75"],
        ],
        draw=["50", "REPAIRS", "50", "REPAIRS", "RIGHT_OF_WAY", "100", "REPAIRS"],
    )
    drive(state, "play ROLL", "play STOP > 0", "discard 25", "play SPEED_LIMIT > 0")
    tab = state.tableaux[0]
    assert distance_plays(state) == set()
    drive(state, "play RIGHT_OF_WAY")
    assert state.to_move == 0
    assert tab.hazards == []
    assert tab.speed_pile == [Card.SPEED_LIMIT]
    assert not tab.is_limited()
    assert distance_plays(state) == {"25", "50", "100", "200"}
    assert_illegal(state, "play ROLL")  # RIGHT_OF_WAY stands for ROLL
    assert_illegal(state, "play END_OF_LIMIT")  # the limit it covers counts as gone
    drive(state, "play 200")
    assert tab.miles == 200
    assert attacks_on(legal(state), 0) == {"ACCIDENT"}
    assert_illegal(state, "play STOP > 0")
    assert_illegal(state, "play SPEED_LIMIT > 0")


def test_right_of_way_stands_for_roll_even_after_a_remedy() -> None:
    # Classic: roll_after_remedy and attack_needs_target_moving are on.
    state = deal(
        "classic",
        2,
        [
            ["RIGHT_OF_WAY", "100", "REPAIRS", "ROLL", "25", "25"],
            ["ACCIDENT", "ACCIDENT", "75", "75", "75", "75"],
        ],
        draw=["50", "50", "REPAIRS", "50", "REPAIRS", "50", "REPAIRS"],
    )
    state.apply("play RIGHT_OF_WAY")
    tab = state.tableaux[0]
    assert state.to_move == 0
    assert tab.battle_pile == []
    assert tab.started
    assert_illegal(state, "play ROLL")
    assert distance_plays(state) == {"25", "50", "100"}
    drive(state, "play 100")
    assert_legal(state, "play ACCIDENT > 0")  # the team is moving: it may be attacked
    drive(state, "play ACCIDENT > 0", "play REPAIRS", "discard 75")
    assert tab.battle_pile == [Card.ACCIDENT, Card.REPAIRS]
    assert tab.is_moving(roll_after_remedy=True)
    assert_illegal(state, "play ROLL")
    assert distance_plays(state) == {"25", "50"}
    state.apply("play 50")
    assert tab.miles == 150
    assert_legal(state, "play ACCIDENT > 0")


def test_right_of_way_leaves_a_stacked_hazard_of_another_kind_in_force() -> None:
    state = deal(
        "modern",
        2,
        [
            ["ROLL", "REPAIRS", "100", "25", "25", "25"],
            ["STOP", "ACCIDENT", "75", "75", "75", "75"],
        ],
        draw=["50", "GASOLINE", "50", "GASOLINE", "RIGHT_OF_WAY", "50", "GASOLINE", "50"],
        hazard_on_hazard=True,
    )
    drive(state, "play ROLL", "play STOP > 0", "discard 25", "play ACCIDENT > 0")
    drive(state, "play RIGHT_OF_WAY")
    tab = state.tableaux[0]
    assert state.to_move == 0
    assert tab.hazards == [Card.ACCIDENT]
    assert distance_plays(state) == set()
    assert_illegal(state, "play ROLL")
    drive(state, "play REPAIRS", "discard 75")
    assert tab.hazards == []
    assert "100" in distance_plays(state)
