"""Where options and rules meet (session 41's audit): coup fourré, fast play, stacked
hazards, the extension, the empty draw pile and scoring in combinations that no test of a
single RULES.md bullet covers. Every scenario starts from a stacked deck, checks the actions
offered, the state after each one and, where it matters, that what is not offered is
refused with the state unchanged (``assert_illegal``)."""

from __future__ import annotations

import pytest
from helpers_basic import assert_illegal, distance_plays
from helpers_flow import act, autopilot, game, last_result, legal, lines
from test_drawing_and_end import DEAD

from roadgames.core.errors import NotYourTurnError
from roadgames.millebornes import Card, MilleBornesState


def draw_now(state: MilleBornesState) -> None:
    """Answer the draw question, if asked, with a plain draw."""
    if state.phase_name == "draw":
        state.apply("draw")


# ------------------------------------------------- §6 × §9: coup fourré, then fast play


def test_a_declined_coup_fourre_hands_the_fast_remedy_round_from_the_attacker() -> None:
    """RULES.md §6 (the safety's holder is asked at once, before anyone else acts), §9 (fast
    play: a holder of the remedy may play it; play resumes after the attacker) and §11
    (either partner). 4 players, 2×2: seat 1 hits team 0 with an ACCIDENT; seat 0 holds
    DRIVING_ACE and REPAIRS, its partner seat 2 REPAIRS. Seat 0 is asked the coup fourré
    first; once it declines, the fast remedy goes round from the attacker: seat 2, then seat
    0. The call's moment is then gone, and after seat 0's fast remedy play resumes with
    seat 2."""
    state = game(
        "modern",
        4,
        [
            ["DRIVING_ACE", "REPAIRS", "ROLL", "25", "25", "25"],
            ["ACCIDENT", *["50"] * 5],
            ["REPAIRS", *["75"] * 5],
            ["100"] * 6,
        ],
        draw=["GASOLINE", "SPARE_TIRE"] * 4,
        fast_play=True,
    )
    act(state, "0: play ROLL", "1: play ACCIDENT > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 0
    assert legal(state) == {"coup-fourre", "decline"}
    for text in ("play REPAIRS", "play DRIVING_ACE", "discard 25", "play 25"):
        assert_illegal(state, text)
    with pytest.raises(NotYourTurnError):
        state.apply("play REPAIRS", seat=2)
    act(state, "0: decline")
    assert state.phase_name == "fast_remedy" and state.to_move == 2
    assert legal(state) == {"play REPAIRS", "decline"}
    assert_illegal(state, "coup-fourre")
    act(state, "2: decline")
    assert state.phase_name == "fast_remedy" and state.to_move == 0
    assert legal(state) == {"play REPAIRS", "decline"}
    for text in ("coup-fourre", "play DRIVING_ACE", "play 25"):
        assert_illegal(state, text)
    act(state, "0: play REPAIRS")
    tab = state.tableaux[0]
    assert tab.battle_pile == [Card.ROLL, Card.ACCIDENT, Card.REPAIRS]
    assert not tab.hazards and tab.is_moving(state.rules.roll_after_remedy)
    assert not tab.coups and not tab.safeties
    assert state.hand_sizes[0] == 6  # the replacement drawn
    assert state.to_move == 2 and state.phase_name == "draw"  # after the attacker


def test_a_fast_remedy_in_three_partnerships_costs_nobody_a_turn() -> None:
    """RULES.md §9 against §6, 6 players in 3×2 (teams {0,3}, {1,4}, {2,5}): seat 0 hits the
    never-started team 1 with an ACCIDENT (modern: a target need not be moving); seat 4,
    the far partner, answers with a fast REPAIRS and draws its replacement. Unlike a coup
    fourré, play resumes with the seat after the attacker (seat 1): nobody loses a turn.
    The remedy cures only the hazard: the team still needs its first ROLL."""
    state = game(
        "modern",
        6,
        [
            ["ACCIDENT", *["25"] * 5],
            ["ROLL", *["75"] * 5],
            ["100"] * 6,
            ["50"] * 6,
            ["REPAIRS", *["50"] * 4, "25"],
            ["100"] * 6,
        ],
        draw=["GASOLINE", "SPARE_TIRE"] * 4,
        fast_play=True,
    )
    act(state, "0: play ACCIDENT > 1")
    assert state.phase_name == "fast_remedy" and state.to_move == 4
    assert legal(state) == {"play REPAIRS", "decline"}
    with pytest.raises(NotYourTurnError):
        state.apply("decline", seat=1)
    act(state, "4: play REPAIRS")
    assert state.hand_sizes[4] == 6
    assert state.to_move == 1 and state.phase_name == "draw"
    draw_now(state)
    tab = state.tableaux[1]
    assert tab.battle_pile == [Card.ACCIDENT, Card.REPAIRS] and not tab.hazards
    assert not tab.is_moving(False) and not distance_plays(state)
    assert "play ROLL" in legal(state)
    assert_illegal(state, "play 75")
    act(state, "1: play ROLL")
    assert state.to_move == 2 and tab.is_moving(False)


# ---------------------------------------- §5 × §6: roll_after_remedy and a coup fourré


def test_right_of_way_as_coup_fourre_on_a_speed_limit_frees_a_team_that_owed_its_roll() -> None:
    """RULES.md §5 (``roll_after_remedy``: after a remedy the team must play ROLL before it
    moves again, unless it has RIGHT_OF_WAY; RIGHT_OF_WAY stands for ROLL from then on and
    cancels a speed limit) with §6. Classic, 2 players: team 0 repaired an ACCIDENT and owes
    a ROLL (not moving, so only a SPEED_LIMIT may hit it); seat 0 calls coup fourré on that
    limit with RIGHT_OF_WAY. In its full turn it moves at once, any distance, and may no
    longer play the ROLL it holds."""
    state = game(
        "classic",
        2,
        [
            ["ROLL", "ROLL", "REPAIRS", "RIGHT_OF_WAY", "25", "25"],
            ["ACCIDENT", "SPEED_LIMIT", *["50"] * 4],
        ],
        draw=["75", "50", "75", "50", "100", "200"],
    )
    assert state.rules.roll_after_remedy and state.rules.attack_needs_target_moving
    act(state, "0: play ROLL", "1: play ACCIDENT > 0", "0: play REPAIRS")
    tab = state.tableaux[0]
    assert not tab.is_moving(True)
    assert "play ACCIDENT > 0" not in legal(state)  # a target must be moving
    act(state, "1: play SPEED_LIMIT > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 0
    act(state, "0: coup-fourre")
    assert state.to_move == 0 and state.phase_name == "play"
    assert tab.speed_pile == [] and tab.coups and tab.has_right_of_way
    assert tab.battle_pile == [Card.ROLL, Card.ACCIDENT, Card.REPAIRS]
    assert distance_plays(state) == {"25", "75", "100", "200"}
    assert_illegal(state, "play ROLL")
    act(state, "0: play 200")
    assert tab.miles == 200 and state.to_move == 1
    assert "play SPEED_LIMIT > 0" not in legal(state)  # immune now


# ------------------------------ §6 × §7 × §8: the call, the trip, the score, the next hand


@pytest.mark.parametrize(("next_starter", "starter"), [("winner", 2), ("rotate", 1)])
def test_a_partner_completes_the_trip_in_the_full_turn_of_its_coup_fourre(
    next_starter: str, starter: int
) -> None:
    """RULES.md §6 (the caller takes a full turn; the seats between the attacker and it lose
    theirs), §7 (the hand ends when the trip is completed exactly), §8 classic (100 a safety,
    +300 a coup fourré, +400 trip, +300 safe trip, +500 shutout) and §11 (``next_starter``).
    Club, 4 players on a 100 trip: seat 3 stops team 0 at 75; seat 2 calls coup fourré and
    in its full turn completes the trip with a 25 (a 200 would pass it). The hand ends
    there; seat 2, who completed the trip, starts the next hand under ``winner``."""
    state = game(
        "club",
        4,
        [
            ["ROLL", *["50"] * 5],
            ["100"] * 6,
            ["75", "25", "RIGHT_OF_WAY", "200", "200", "200"],
            ["STOP", *["100"] * 5],
        ],
        draw=["GASOLINE", "SPARE_TIRE"] * 3,
        target=100,
        next_starter=next_starter,
    )
    act(state, "0: play ROLL", "1: discard 100", "2: play 75", "3: play STOP > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 2
    act(state, "2: coup-fourre")
    assert state.to_move == 2 and state.phase_name == "play"
    assert distance_plays(state) == {"25"}
    assert_illegal(state, "play 200")
    assert_illegal(state, "play 75")  # none left in hand, and 75 would pass the trip anyway
    act(state, "2: play 25")
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    assert lines(result, 0) == {
        "Distance": 100,
        "Safeties": 100,
        "Coups fourrés": 300,
        "Trip completed": 400,
        "Safe trip": 300,
        "Shutout": 500,
    }
    assert lines(result, 1) == {"Distance": 0}
    assert state.scores == [1700, 0]
    assert state.hand_number == 1 and state.starter == starter and state.to_move == starter


def test_a_coup_fourre_during_an_extension_that_nobody_completes() -> None:
    """RULES.md §7 (``extension``: the hand goes on as a 1000 trip until a team reaches it or
    no cards are left), §6 (coup fourré, still possible during the extension) and §8
    classic (the caller scores nothing for 700; if it does not reach 1000, +200 to each
    opposing team; the trip, shutout and safe-trip bonuses go only with a completed trip).
    Classic, 2 players, a 100 trip with the extension: seat 0 completes 100 and extends;
    seat 1's ACCIDENT is answered by coup fourré; nobody plays distance again and the hand
    runs out of cards. While the extension is asked, nothing else is legal."""
    state = game(
        "classic",
        2,
        [["ROLL", "50", "50", "DRIVING_ACE", "25", "25"], ["ACCIDENT", *["75"] * 5]],
        target=100,
        extension=True,
    )
    act(state, "0: play ROLL", "1: discard 75", "0: play 50", "1: discard 75", "0: play 50")
    assert state.phase_name == "extension" and state.to_move == 0
    assert legal(state) == {"extend", "decline"}
    for text in ("play 25", "discard 25", "play DRIVING_ACE", "coup-fourre"):
        assert_illegal(state, text)
    act(state, "0: extend")
    assert state.trip == 1000 and state.extended_by == 0 and state.to_move == 1
    act(state, "1: play ACCIDENT > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 0
    act(state, "0: coup-fourre")
    assert state.to_move == 0 and state.tableaux[0].is_moving(True)
    autopilot(state)  # nobody plays a card: the hand runs out
    result = last_result(state)
    assert result.how == "exhausted" and result.completer_team is None
    assert result.extended_by == 0 and result.winners == (0,)
    assert lines(result, 0) == {"Distance": 100, "Safeties": 100, "Coups fourrés": 300}
    assert lines(result, 1) == {"Distance": 0, "Extension failed (opponent)": 200}


# ------------------------------------------------- §5 hazard_on_hazard × §6 / §9


def test_a_fast_remedy_on_a_stacked_hazard_leaves_the_one_beneath_in_force() -> None:
    """RULES.md §5 (``hazard_on_hazard``: stacked hazards are remedied top first; the one
    beneath is in force again) with §9 (a fast remedy cures the hazard just played). Modern,
    2 players: team 0 is stopped, then hit by an ACCIDENT on the STOP; seat 0 answers the
    ACCIDENT with a fast REPAIRS, and the STOP is in force again: no distance until a
    ROLL."""
    state = game(
        "modern",
        2,
        [["ROLL", "REPAIRS", *["25"] * 4], ["STOP", "ACCIDENT", *["50"] * 4]],
        draw=["75", "50", "75", "50", "100", "ROLL"],
        hazard_on_hazard=True,
        fast_play=True,
    )
    act(state, "0: play ROLL", "1: play STOP > 0")
    assert state.to_move == 0 and state.phase_name == "draw"  # nobody asked anything
    act(state, "0: discard 25", "1: play ACCIDENT > 0")
    assert state.phase_name == "fast_remedy" and state.to_move == 0
    assert legal(state) == {"play REPAIRS", "decline"}
    act(state, "0: play REPAIRS")
    tab = state.tableaux[0]
    assert tab.hazards == [Card.STOP]
    assert tab.battle_pile == [Card.ROLL, Card.STOP, Card.ACCIDENT, Card.REPAIRS]
    assert state.to_move == 0 and state.phase_name == "draw"  # the seat after the attacker
    draw_now(state)
    assert not distance_plays(state) and "play ROLL" in legal(state)
    for text in ("play 75", "play 25", "play REPAIRS"):
        assert_illegal(state, text)
    act(state, "0: play ROLL")
    assert not tab.hazards and tab.is_moving(False)


def test_a_safety_held_through_a_stacked_hazard_lifts_only_its_own() -> None:
    """RULES.md §5 (``hazard_on_hazard``; a safety played cancels its own hazard, the others
    stay) and §6 (coup fourré only at the moment of its hazard). Club, 2 players: seat 0
    holds DRIVING_ACE, declines the coup fourré on an ACCIDENT, and is then stopped on top
    of it (legal only by ``hazard_on_hazard``: team 0 is not moving). No coup fourré is
    asked for the STOP; DRIVING_ACE played normally lifts the ACCIDENT beneath, scores as a
    plain safety, gives the extra turn, and the STOP still needs its ROLL."""
    state = game(
        "club",
        2,
        [["ROLL", "DRIVING_ACE", *["25"] * 4], ["ACCIDENT", "STOP", *["50"] * 4]],
        draw=["75", "50", "75", "100", "100", "ROLL"],
        hazard_on_hazard=True,
    )
    act(state, "0: play ROLL", "1: play ACCIDENT > 0")
    assert state.phase_name == "coup_fourre"
    act(state, "0: decline", "0: discard 25")
    assert state.to_move == 1 and "play STOP > 0" in legal(state)
    act(state, "1: play STOP > 0")
    assert state.phase_name == "play" and state.to_move == 0
    assert_illegal(state, "coup-fourre")
    act(state, "0: play DRIVING_ACE")
    tab = state.tableaux[0]
    assert tab.hazards == [Card.STOP] and not tab.coups
    assert state.to_move == 0 and state.phase_name == "play"  # the extra turn, ROLL drawn
    assert not distance_plays(state)
    assert_illegal(state, "play 25")
    act(state, "0: play ROLL")
    assert tab.is_moving(False) and state.to_move == 1


# --------------------- §5 attacker_must_have_started × a stop on a team never started


def test_a_team_stopped_before_it_started_attacks_only_after_its_partners_roll() -> None:
    """RULES.md §5: without ``attack_needs_target_moving`` a STOP may hit a team that never
    started; with ``attacker_must_have_started`` that team plays no battle hazard before its
    own first ROLL (a SPEED_LIMIT is no battle hazard), and §11/§2: the ROLL of either
    partner starts the team. Club, 4 players (teams {0,2}, {1,3})."""
    state = game(
        "club",
        4,
        [
            ["ACCIDENT", "SPEED_LIMIT", *["25"] * 4],
            ["ROLL", *["75"] * 5],
            ["ROLL", *["50"] * 5],
            ["STOP", *["100"] * 5],
        ],
        draw=["GASOLINE", "SPARE_TIRE"] * 5,
        attack_needs_target_moving=False,
        attacker_must_have_started=True,
    )
    act(state, "0: discard 25", "1: play ROLL", "2: discard 50", "3: play STOP > 0")
    tab = state.tableaux[0]
    assert tab.hazards == [Card.STOP] and not tab.started
    assert state.to_move == 0
    assert {a for a in legal(state) if a.startswith("play")} == {"play SPEED_LIMIT > 1"}
    assert_illegal(state, "play ACCIDENT > 1")
    act(state, "0: discard 25", "1: discard 75", "2: play ROLL", "3: discard 100")
    assert tab.started and tab.is_moving(False)
    assert "play ACCIDENT > 1" in legal(state)
    act(state, "0: play ACCIDENT > 1")
    assert state.tableaux[1].hazards == [Card.ACCIDENT]


# ---------------------------------- §9 fast play's redraw × §7 play_out, discard_any_time


def test_a_redraw_with_too_few_cards_left_refills_what_there_is_under_play_out() -> None:
    """RULES.md §9 (redraw: discard any number, draw until holding six, the turn ends) with
    §7 ``play_out`` (no more drawing once the draw pile is empty; discards never come
    back). Club, 2 players, fast play: with two cards left, a seat throws four and gets two
    back; from then on nobody is asked how to draw, and no redraw is offered."""
    state = game("club", 2, fast_play=True)
    autopilot(state, until=lambda s: len(s.draw_pile) == 2 and s.phase_name == "draw")
    seat = state.to_move
    assert seat is not None and "redraw" in legal(state)
    act(state, f"{seat}: redraw")
    for _ in range(4):
        card = state.hand_cards(seat)[0].code
        act(state, f"{seat}: discard {card}")
    discards = len(state.discard_pile)
    act(state, f"{seat}: refill")
    assert state.hand_sizes[seat] == 4 and not state.draw_pile
    assert state.log[-1] == (seat, "refill (2)")
    assert len(state.discard_pile) == discards  # nothing taken back
    other = 1 - seat
    assert state.to_move == other and state.phase_name == "play"
    assert state.hand_sizes[other] == 6
    for text in ("redraw", "draw", "draw discard", "refill"):
        assert_illegal(state, text)


def test_the_full_turn_after_a_coup_fourre_obeys_discard_any_time_off() -> None:
    """RULES.md §5 (``discard_any_time`` off: a discard only when nothing is legal) and §6
    (the caller's full turn is an ordinary turn). Club, 2 players: after seat 0's coup
    fourré on a STOP, it holds playable distance and may not discard."""
    state = game(
        "club",
        2,
        [["ROLL", "75", "RIGHT_OF_WAY", *["25"] * 3], ["STOP", *["50"] * 5]],
        draw=["GASOLINE", "SPARE_TIRE"] * 3,
        discard_any_time=False,
    )
    act(state, "0: play ROLL")
    assert legal(state) == {"play STOP > 0"}  # seat 1 must attack: it may not discard
    act(state, "1: play STOP > 0", "0: coup-fourre")
    assert state.to_move == 0 and state.phase_name == "play"
    assert not any(text.startswith("discard") for text in legal(state))
    assert_illegal(state, "discard 25")
    assert_illegal(state, "discard GASOLINE")
    assert distance_plays(state) == {"25", "75"}


# ------------------------------------------- §6 × §7 empty_draw_pile: the last card


@pytest.mark.parametrize("empty_draw_pile", ["stop", "play_out"])
def test_a_coup_fourre_whose_replacement_is_the_last_card(empty_draw_pile: str) -> None:
    """RULES.md §6 (the caller draws a replacement, then takes a full turn) against §7: under
    ``stop`` the hand ends as soon as the draw pile is empty and nobody can play, so when
    the replacement is the last card and leaves every hand dead the hand ends there,
    before the full turn; under ``play_out`` the caller takes its full turn without a draw
    (and, holding nothing playable, must discard). Leaflet, 2 players: seat 1 limits seat 0
    with one card left; seat 0 calls coup fourré with RIGHT_OF_WAY, holding only remedies
    that nothing needs; seat 1 holds nothing it may play on a team with RIGHT_OF_WAY."""
    live = ["ROLL"] * 14 + ["SPEED_LIMIT"] * 3 + ["DRIVING_ACE", "EXTRA_TANK"]
    state = game(
        "leaflet",
        2,
        [["RIGHT_OF_WAY", "PUNCTURE_PROOF", *["REPAIRS"] * 4], ["SPEED_LIMIT", *["25"] * 5]],
        draw=live,
        filler=DEAD,
        empty_draw_pile=empty_draw_pile,
    )
    keep = {
        0: ["REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT", "RIGHT_OF_WAY"],
        1: ["25", "50", "75", "100", "200", "STOP", "SPEED_LIMIT"],
    }

    def one_card_left(s: MilleBornesState) -> bool:
        return s.to_move == 1 and s.phase_name == "play" and len(s.draw_pile) == 1

    # the safety played normally gives an extra turn: seat 1 then plays with an odd pile
    autopilot(state, {0: ["play PUNCTURE_PROOF"]}, keep=keep, until=one_card_left)
    assert "RIGHT_OF_WAY" in [c.code for c in state.hand_cards(0)]
    assert state.draw_pile == [Card.END_OF_LIMIT]
    act(state, "1: play SPEED_LIMIT > 0", "0: coup-fourre")
    if empty_draw_pile == "stop":
        result = last_result(state)
        assert result.how == "blocked" and state.hand_number == 1
        ended = state.hand_end
        assert ended is not None and not ended.draw_pile and ended.tableaux[0].coups
        assert ended.hand_sizes == [6, 6]  # no turn was taken after the replacement
        assert ended.log[-2] == (0, "coup-fourre (RIGHT_OF_WAY)")
        return
    assert not state.draw_pile and state.tableaux[0].coups
    assert not state.results and state.to_move == 0 and state.phase_name == "play"
    assert state.hand_sizes[0] == 6  # the replacement, and no draw for the full turn
    assert all(text.startswith("discard") for text in legal(state))
    assert_illegal(state, "play END_OF_LIMIT")
    assert_illegal(state, "draw")
