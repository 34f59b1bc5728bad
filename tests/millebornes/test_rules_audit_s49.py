"""Scenarios added by rules audit 49: RULES.md points that earlier tests left unpinned, mostly
options meeting seat counts and each other. ``max_200s`` counted per partnership and afresh
each hand; the classic and leaflet bonuses of a partnership whose safeties and 200 are split
between the partners; the coup fourré and the fast remedy with five individual players; a
fast remedy by the seat right after the attacker; RIGHT_OF_WAY as "moving" for an unstarted
team and a hazard cancelled on top as no uncovered hazard; ``draw_from_discard`` with an
empty draw pile under ``reshuffle``, with ``fast_play``'s redraw and on a safety's extra
turn; ``fast_play`` under ``play_out`` once the pile is empty; ``attacker_must_have_started``
after a fast ROLL and after a coup fourré with RIGHT_OF_WAY; a coup fourré whose replacement
draw reshuffles the discards; the end of a hand under ``stop`` in partnerships, after an
extension and while a seat still holds a safety; a match that ends when a team reaches its
target exactly; a fast END_OF_LIMIT on a SPEED_LIMIT laid on another
(``speed_limit_on_limit``); and the leaflet's blank-team bonus and ``next_starter`` with five
individual players.

Every scenario starts from a stacked deck (see ``helpers_basic`` and ``helpers_flow``) and is
driven through ``apply``."""

from __future__ import annotations

import pytest
from helpers_basic import assert_illegal, assert_legal, distance_plays
from helpers_flow import act, autopilot, game, last_result, legal, lines, run, seat_draws

from roadgames.millebornes import Card
from roadgames.millebornes.state import RESHUFFLED

# ------------------------------------------------ §5 max_200s × §2 partnerships × matches


def test_max_200s_counts_the_200s_of_both_partners() -> None:
    """RULES.md §5 (at most ``max_200s`` cards of 200 in one hand) with §2 (partners share one
    tableau): under the leaflet's limit of one, seat 0's 200 uses up its team's; its partner,
    seat 2, may then play no 200, while the other team may still play its own."""
    state = game(
        "leaflet",
        4,
        [
            ["ROLL", "200", "25", "25", "25", "25"],
            ["ROLL", "200", "50", "50", "50", "50"],
            ["200", "75", "75", "75", "75", "ROLL"],
            ["100"] * 6,
        ],
        draw=["REPAIRS"] * 6 + ["GASOLINE"] * 3,
    )
    assert state.rules.max_200s == 1
    run(state, "0: play ROLL", "1: play ROLL", "2: discard REPAIRS", "3: discard REPAIRS")
    run(state, "0: play 200")
    assert_legal(state, "play 200")  # seat 1: the other team has played none
    run(state, "1: play 200")
    assert state.to_move == 2
    assert Card.D200 in state.hand_cards(2)
    assert distance_plays(state) == {"75"}
    assert_illegal(state, "play 200")
    assert state.tableaux[0].n200 == 1 and state.tableaux[1].n200 == 1


def test_max_200s_counts_afresh_in_the_next_hand_of_a_match() -> None:
    """RULES.md §5 "at most ``max_200s`` cards of 200 in one hand": under the leaflet (one
    200), seat 0 completes hand 1 with a 200 among its distance; in hand 2 (seat 1 starts,
    ``next_starter = rotate``) seat 0 may play a 200 again."""
    state = game(
        "leaflet",
        2,
        [["ROLL", "200", "100", "100", "100", "100"], ["25"] * 6],
        draw=["100", "25", "100", "25", "100", "25", "100"],
        later_hands=[
            {
                "hands": [
                    ["ROLL", "200", "REPAIRS", "REPAIRS", "REPAIRS", "REPAIRS"],
                    ["GASOLINE"] * 6,
                ],
                "draw": ["SPARE_TIRE"] * 6,
            }
        ],
    )
    autopilot(state, {0: ["play ROLL", "play 200", *["play 100"] * 8]})
    first = state.results[0]
    assert first.how == "trip" and first.completer_team == 0 and first.miles == (1000, 0)
    assert not state.is_over and state.hand_number == 1
    assert state.to_move == 1  # the deal passed on
    assert state.tableaux[0].n200 == 0
    run(state, "1: discard GASOLINE", "0: play ROLL", "1: discard GASOLINE")
    assert_legal(state, "play 200")
    run(state, "0: play 200")
    assert state.tableaux[0].miles == 200 and state.tableaux[0].n200 == 1


# --------------------------------------------------- §8 bonuses of a split partnership


def test_classic_partnership_four_safeties_from_two_partners_and_no_safe_trip() -> None:
    """RULES.md §8 classic, with §2 (one tableau and one score for partners): seat 0 plays two
    safeties and seat 2 the other two, so the team has all four (+300); seat 2's two 200s
    cost the whole team its safe trip; team 1, which laid no distance, is shut out."""
    state = game(
        "classic",
        4,
        [
            ["DRIVING_ACE", "EXTRA_TANK", "ROLL", "100", "100", "100"],
            ["25"] * 6,
            ["PUNCTURE_PROOF", "RIGHT_OF_WAY", "200", "200", "100", "100"],
            ["50"] * 6,
        ],
        draw=["100"],
    )
    autopilot(
        state,
        {
            0: ["play DRIVING_ACE", "play EXTRA_TANK", "play ROLL", *["play 100"] * 4],
            2: ["play PUNCTURE_PROOF", "play RIGHT_OF_WAY", "play 200", "play 200"]
            + ["play 100"] * 2,
        },
    )
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    assert state.draw_pile  # no delayed action
    assert lines(result, 0) == {
        "Distance": 1000,
        "Safeties": 400,
        "All four safeties": 300,
        "Trip completed": 400,
        "Shutout": 500,
    }
    assert lines(result, 1) == {"Distance": 0}


def test_leaflet_partnership_loses_the_trip_bonus_to_a_partners_200() -> None:
    """RULES.md §8 leaflet, with §2: "the team that completed the trip without a 200 scores
    +200": seat 2's 200 takes it from the team although seat 0 never played one; the team
    still has the most points (+400), and team 1, with no distance, pays it +500."""
    state = game(
        "leaflet",
        4,
        [
            ["ROLL", "100", "100", "100", "100", "100"],
            ["25"] * 6,
            ["200", "100", "100", "100", "REPAIRS", "GASOLINE"],
            ["50"] * 6,
        ],
    )
    autopilot(
        state,
        {0: ["play ROLL", *["play 100"] * 5], 2: ["play 200", *["play 100"] * 3]},
    )
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    assert lines(result, 0) == {
        "Distance": 1000,
        "Most points": 400,
        "Team 1 played no distance": 500,
    }
    assert lines(result, 1) == {"Distance": 0}


# ------------------------------------------------- §6 coup fourré, §9 fast play × 5 seats

FIVE_HANDS = [
    ["STOP", "25", "25", "25", "25", "25"],
    ["50"] * 6,
    ["75"] * 6,
    ["RIGHT_OF_WAY", "ROLL", "100", "100", "100", "100"],
    ["ACCIDENT", "ACCIDENT", "ACCIDENT", "REPAIRS", "REPAIRS", "REPAIRS"],
]


def test_coup_fourre_with_five_players_skips_the_two_seats_in_between() -> None:
    """RULES.md §6, five individual players (§2): seat 0 stops seat 3, which calls coup
    fourré with RIGHT_OF_WAY, draws its replacement and takes a full turn; seats 1 and 2 lose
    their turn and play goes on with seat 4, then seat 0."""
    state = game("modern", 5, FIVE_HANDS)
    act(state, "0: play STOP > 3")
    assert state.phase_name == "coup_fourre" and state.to_move == 3
    act(state, "3: coup-fourre")
    assert state.to_move == 3 and state.hand_sizes[3] == 6
    assert state.discard_pile == [Card.STOP]
    assert state.tableaux[3].hazards == [] and state.tableaux[3].coups
    act(state, "3: play 100")  # RIGHT_OF_WAY stands for ROLL: no ROLL needed
    assert state.tableaux[3].miles == 100
    assert state.to_move == 4
    seats_that_acted = [seat for seat, _ in state.log if seat >= 0]
    assert 1 not in seats_that_acted and 2 not in seats_that_acted
    act(state, "4: discard REPAIRS")
    assert state.to_move == 0


def test_fast_remedy_with_five_players_costs_no_seat_its_turn() -> None:
    """RULES.md §9, five individual players: seat 0 stops seat 3, which at once plays its ROLL
    (fast play) and draws a replacement; play resumes with seat 1 (after the attacker), and
    seat 3 still has its own turn after seat 2, now moving."""
    state = game("modern", 5, FIVE_HANDS, fast_play=True)
    act(state, "0: play STOP > 3")
    assert state.phase_name == "coup_fourre"
    act(state, "3: decline")
    assert state.phase_name == "fast_remedy" and state.to_move == 3
    assert legal(state) == {"play ROLL", "decline"}
    act(state, "3: play ROLL")
    assert state.hand_sizes[3] == 6
    assert state.to_move == 1
    act(state, "1: discard 50", "2: discard 75")
    assert state.to_move == 3
    act(state, "3: play 100")
    assert state.tableaux[3].miles == 100


def test_a_fast_remedy_by_the_seat_after_the_attacker_is_followed_by_its_own_turn() -> None:
    """RULES.md §9 with partnerships: seat 1 limits team 0; seat 2 (seat 0's partner, next
    after the attacker) ends the limit at once and draws a replacement, and play resumes
    with the player after the attacker: seat 2 itself, for a normal turn."""
    state = game(
        "modern",
        4,
        [
            ["ROLL", "25", "25", "25", "25", "25"],
            ["SPEED_LIMIT", "50", "50", "50", "50", "50"],
            ["END_OF_LIMIT", "200", "75", "75", "75", "75"],
            ["100"] * 6,
        ],
        fast_play=True,
    )
    act(state, "0: play ROLL", "1: play SPEED_LIMIT > 0")
    assert state.phase_name == "fast_remedy" and state.to_move == 2
    act(state, "2: play END_OF_LIMIT")
    assert state.tableaux[0].speed_pile == [Card.SPEED_LIMIT, Card.END_OF_LIMIT]
    assert state.hand_sizes[2] == 6
    assert state.to_move == 2 and state.phase_name == "draw"
    act(state, "2: play 200")  # the limit is gone
    assert state.tableaux[0].miles == 200
    assert state.to_move == 3


# --------------------------------------- §4/§5 RIGHT_OF_WAY and hazards that count as gone


def test_an_unstarted_team_with_right_of_way_is_moving_and_may_be_attacked() -> None:
    """RULES.md §4 (a team with RIGHT_OF_WAY is moving when no hazard it is not immune to is
    on top) with §5 ``attack_needs_target_moving`` (classic): seat 0 plays RIGHT_OF_WAY and,
    never having rolled, drives in its extra turn; seat 1 may then attack it with a battle
    hazard it is not immune to."""
    state = game(
        "classic",
        2,
        [["RIGHT_OF_WAY", "75", "25", "25", "25", "25"], ["ACCIDENT", "STOP", *["50"] * 4]],
        draw=["REPAIRS", "REPAIRS", "GASOLINE"],
    )
    assert state.rules.attack_needs_target_moving
    run(state, "0: play RIGHT_OF_WAY", "0: play 75")
    assert state.to_move == 1
    assert {"play ACCIDENT > 0"} <= legal(state)
    assert_illegal(state, "play STOP > 0")
    run(state, "1: play ACCIDENT > 0")
    assert state.tableaux[0].hazards == [Card.ACCIDENT]


@pytest.mark.parametrize("preset", ["classic", "modern"])
def test_a_stop_cancelled_on_top_is_no_uncovered_hazard_for_the_next_attack(preset: str) -> None:
    """RULES.md §5 (a cancelled hazard counts as gone) for the hazard rule, with and without
    ``attack_needs_target_moving``: seat 0 is stopped, declines the coup fourré and later
    plays RIGHT_OF_WAY normally; with the STOP still the pile's top card, seat 1 may put an
    ACCIDENT on it."""
    state = game(
        preset,
        2,
        [["ROLL", "RIGHT_OF_WAY", "25", "25", "25", "25"], ["STOP", "ACCIDENT", *["50"] * 4]],
        draw=["REPAIRS", "REPAIRS", "GASOLINE", "GASOLINE", "SPARE_TIRE"],
    )
    act(state, "0: play ROLL", "1: play STOP > 0")
    assert state.phase_name == "coup_fourre"
    act(state, "0: decline")
    assert state.to_move == 0  # play goes on after the attacker
    act(state, "0: play RIGHT_OF_WAY", "0: discard 25")
    tab = state.tableaux[0]
    assert tab.battle_pile == [Card.ROLL, Card.STOP] and not tab.hazards
    assert state.to_move == 1
    act(state, "1: play ACCIDENT > 0")
    assert tab.battle_pile == [Card.ROLL, Card.STOP, Card.ACCIDENT]
    assert tab.hazards == [Card.ACCIDENT]


# --------------------------------------------------- §7 draw_from_discard, fast play, piles


def test_draw_from_discard_with_an_empty_draw_pile_under_reshuffle() -> None:
    """RULES.md §7 ``draw_from_discard`` with ``empty_draw_pile = reshuffle`` (modern): once
    the draw pile is empty the turn's draw may still take the discard pile's top, which
    reshuffles nothing; the next plain draw turns the rest of the discards into the new draw
    pile."""
    state = game("modern", 2, [["ROLL"] * 6, ["25"] * 6])
    autopilot(state, until=lambda s: not s.draw_pile and s.phase_name == "draw")
    seat = state.to_move
    assert seat is not None
    discards = list(state.discard_pile)
    assert len(discards) > 1
    assert legal(state) == {"draw", "draw discard"}
    state.apply("draw discard")
    assert state.hand_cards(seat).count(Card(discards[-1])) >= 1
    assert state.discard_pile == discards[:-1]
    assert not state.draw_pile and (-1, RESHUFFLED) not in state.log
    state.apply(f"discard {state.hand_cards(seat)[0].code}")
    other = state.to_move
    assert other == 1 - seat and state.phase_name == "draw"
    pile = len(state.discard_pile)
    state.apply("draw")
    assert (-1, RESHUFFLED) in state.log
    assert not state.discard_pile and len(state.draw_pile) == pile - 1


def test_fast_play_redraw_beside_draw_from_discard_refills_from_the_draw_pile() -> None:
    """RULES.md §9 (fast play: discard any number, draw until holding six, the turn ends)
    with §7 ``draw_from_discard``: the draw question offers all three ways; the refill
    draws from the draw pile only, leaving the cards just discarded on the discard pile."""
    state = game(
        "modern",
        2,
        [["25"] * 6, ["50", "50", "75", "75", "100", "100"]],
        draw=["REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT"],
        fast_play=True,
    )
    act(state, "0: draw", "0: discard REPAIRS")
    assert state.to_move == 1 and legal(state) == {"draw", "draw discard", "redraw"}
    before = len(state.draw_pile)
    run(state, "1: redraw", "1: discard 50", "1: discard 75", "1: refill")
    assert state.hand_sizes[1] == 6
    assert state.discard_pile == [Card.REPAIRS, Card.D50, Card.D75]
    assert len(state.draw_pile) == before - 2
    held = state.hand_cards(1)
    assert Card.GASOLINE in held and Card.SPARE_TIRE in held
    assert state.to_move == 0


def test_no_redraw_once_the_draw_pile_is_empty_under_play_out() -> None:
    """RULES.md §7 ``play_out`` ("no more drawing") with §9 ``fast_play``: once the draw pile
    is empty, a turn starts in the play phase with no way to redraw, and each discard
    shrinks the hand."""
    state = game("classic", 2, [["ROLL"] * 6, ["25"] * 6], fast_play=True)
    assert state.phase_name == "draw" and "redraw" in legal(state)
    autopilot(state, until=lambda s: not s.draw_pile)
    drawer = state.to_move
    assert drawer is not None and state.phase_name == "play"
    state.apply(f"discard {state.hand_cards(drawer)[0].code}")
    seat = state.to_move
    assert seat == 1 - drawer and state.phase_name == "play"
    assert state.hand_sizes[seat] == 6
    assert not {"redraw", "draw", "draw discard"} & legal(state)
    state.apply(f"discard {state.hand_cards(seat)[0].code}")
    assert state.hand_sizes[seat] == 5 and not state.draw_pile


def test_the_extra_turn_of_a_safety_may_draw_from_the_discard_pile() -> None:
    """RULES.md §5 (a safety gives an extra turn: draw again, then play or discard) with §7
    ``draw_from_discard``: the extra turn's draw may take the discard pile's top."""
    state = game(
        "modern",
        2,
        [["EXTRA_TANK", "25", "25", "25", "25", "25"], ["ROLL", *["50"] * 5]],
        draw=["GASOLINE", "REPAIRS", "SPARE_TIRE"],
    )
    act(state, "0: discard GASOLINE", "1: discard REPAIRS")
    act(state, "0: draw", "0: play EXTRA_TANK")
    assert state.to_move == 0 and legal(state) == {"draw", "draw discard"}
    act(state, "0: draw discard")
    assert Card.REPAIRS in state.hand_cards(0) and state.hand_sizes[0] == 7
    assert state.discard_pile == [Card.GASOLINE]


# ---------------------------------------------------- §5 attacker_must_have_started


def test_a_fast_roll_starts_the_team_for_attacker_must_have_started() -> None:
    """RULES.md §5 ``attacker_must_have_started`` ("no battle hazard before its own first
    ROLL") with §9 fast play: team 0, never having rolled, answers a STOP with an immediate
    ROLL; that ROLL is its first, so on its turn it may attack."""
    state = game(
        "modern",
        2,
        [["ACCIDENT", "ROLL", "25", "25", "25", "25"], ["ROLL", "STOP", *["50"] * 4]],
        draw=["REPAIRS", "GASOLINE", "SPARE_TIRE", "SPARE_TIRE", "REPAIRS"],
        fast_play=True,
        attacker_must_have_started=True,
    )
    act(state, "0: discard 25")
    act(state, "1: play ROLL", "0: discard 25")
    act(state, "1: play STOP > 0")
    assert state.phase_name == "fast_remedy"
    act(state, "0: play ROLL")
    assert state.to_move == 0
    act(state, "0: draw")
    assert "play ACCIDENT > 1" in legal(state)
    act(state, "0: play ACCIDENT > 1")
    assert state.tableaux[1].hazards == [Card.ACCIDENT]


def test_before_its_first_roll_a_team_may_not_attack_under_attacker_must_have_started() -> None:
    """RULES.md §5 ``attacker_must_have_started``, the control for the fast ROLL above: team 0
    has not rolled, so its ACCIDENT is no legal play against a moving team 1."""
    state = game(
        "modern",
        2,
        [["ACCIDENT", "ROLL", "25", "25", "25", "25"], ["ROLL", "STOP", *["50"] * 4]],
        draw=["REPAIRS", "GASOLINE", "SPARE_TIRE"],
        attacker_must_have_started=True,
    )
    act(state, "0: discard 25", "1: play ROLL", "0: draw")
    assert_illegal(state, "play ACCIDENT > 1")


def test_a_right_of_way_coup_fourre_starts_the_team_for_attacker_must_have_started() -> None:
    """RULES.md §5 ``attacker_must_have_started`` ("before its own first ROLL (or
    RIGHT_OF_WAY)") with §6: team 0, never having rolled, calls coup fourré with RIGHT_OF_WAY
    on a STOP; in the full turn that follows it may attack."""
    state = game(
        "modern",
        2,
        [["ACCIDENT", "RIGHT_OF_WAY", "25", "25", "25", "25"], ["ROLL", "STOP", *["50"] * 4]],
        draw=["REPAIRS", "GASOLINE", "SPARE_TIRE", "SPARE_TIRE", "REPAIRS"],
        attacker_must_have_started=True,
    )
    act(state, "0: discard 25", "1: play ROLL", "0: discard 25", "1: play STOP > 0")
    assert state.phase_name == "coup_fourre"
    act(state, "0: coup-fourre", "0: draw")
    assert state.to_move == 0 and "play ACCIDENT > 1" in legal(state)


# ------------------------------------------------ §6 coup fourré × §7 reshuffle


def test_the_replacement_draw_of_a_coup_fourre_reshuffles_the_discards_with_the_hazard() -> None:
    """RULES.md §6 (the hazard goes to the discard pile, the caller draws a replacement) with
    §7 ``empty_draw_pile = reshuffle``: seat 1 stops seat 0 with the draw pile empty; the
    coup fourré's replacement draw turns the discards, the STOP among them, into the new draw
    pile, and the caller's full turn then draws from the new pile."""
    state = game("modern", 2, [["RIGHT_OF_WAY", *["25"] * 5], ["STOP", *["50"] * 5]])
    autopilot(
        state,
        keep={0: ["RIGHT_OF_WAY"], 1: ["STOP"]},
        until=lambda s: not s.draw_pile and s.phase_name == "play",
    )
    assert state.to_move == 1 and state.discard_pile
    discards = len(state.discard_pile)
    act(state, "1: play STOP > 0")
    assert state.phase_name == "coup_fourre"
    act(state, "0: coup-fourre")
    assert (-1, RESHUFFLED) in state.log
    assert Card.STOP in state.reshuffled
    # the discards and the STOP, less the replacement and the full turn's own draw (with
    # the discard pile now empty, ``draw_from_discard`` offers no choice)
    assert not state.discard_pile and len(state.draw_pile) == discards + 1 - 2
    assert state.hand_sizes[0] == 7 and state.to_move == 0 and state.phase_name == "play"
    assert state.tableaux[0].coups


# --------------------------------------------------------- §7 stop × §2 partnerships


def test_stop_ends_a_partnership_hand_when_no_seat_of_any_team_can_play() -> None:
    """RULES.md §7 ``empty_draw_pile = stop`` with 4 players in 2 partnerships: nobody ever
    rolls; the last card drawn is RIGHT_OF_WAY, which its drawer throws away, and at once
    (with six cards still in every hand) no seat of either team holds a legal play, so the
    hand ends "blocked"; equal distance, so both teams share the hand (``tie_break =
    shared``)."""
    state = game(
        "leaflet",
        4,
        [["25"] * 6, ["50"] * 6, ["75"] * 6, ["100"] * 6],
        empty_draw_pile="stop",
    )
    keep = ["25", "50", "75", "100", "200", "REPAIRS", "GASOLINE", "SPARE_TIRE"]
    autopilot(state, keep={seat: keep for seat in range(4)})
    result = last_result(state)
    assert result.how == "blocked"
    ended = state.hand_end  # the hand as it ended, before the next was dealt
    assert ended is not None and not ended.draw_pile
    assert ended.hand_sizes == [6, 6, 6, 6]
    assert ended.log[-2:] == [(1, "discard RIGHT_OF_WAY"), (-1, "hand 1 over (blocked)")]
    assert result.miles == (0, 0) and result.winners == (0, 1)


# ----------------------------------------------------------- §8 the match's target


@pytest.mark.parametrize(("match_target", "over"), [(1800, True), (1825, False)])
def test_a_match_ends_when_a_team_reaches_its_target_exactly(match_target: int, over: bool) -> None:
    """RULES.md §8 classic ("Match to 5000"; the leaflet seed: until a player "reaches" it),
    with the seat-002 hand worth exactly 1800: a match to 1800 is over after it, won by that
    team; a match to 1825 deals another hand."""
    state = game(
        "club",
        4,
        [
            ["ROLL", "DRIVING_ACE", "100", "100", "100", "100"],
            ["ROLL", "25", "25", "25", "25", "25"],
            ["100"] * 6,
        ],
        match_target=match_target,
    )
    autopilot(
        state,
        {
            0: ["play ROLL", "play DRIVING_ACE", *["play 100"] * 4],
            1: ["play ROLL", "play 25"],
            2: ["play 100"] * 6,
        },
    )
    assert state.results[0].totals == (1800, 25)
    assert state.is_over is over
    if over:
        assert state.winners == [0]
    else:
        assert state.hand_number == 1 and state.scores == [1800, 25]


# ------------------------------------------------- §7 stop × extension, safeties in hand

#: Cards that a seat which never rolled (or one moving with no hazard on it) cannot play.
NEVER_PLAYABLE = ["REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT"]
DISTANCE = ["25", "50", "75", "100", "200"]


def test_an_extension_that_ends_blocked_under_stop_pays_the_opponent() -> None:
    """RULES.md §7 ``extension`` ("until a team reaches 1000 or no cards are left") with
    ``empty_draw_pile = stop``, scored by §8 classic: seat 0 completes exactly 700 and
    extends; once the draw pile is empty nobody can play, so the hand ends "blocked" with
    cards in hand; the caller scores no trip and its opponent +200; seat 0 is closest to
    1000 and wins the hand."""
    state = game(
        "classic",
        2,
        [["ROLL", "200", "200", "100", "100", "100"], ["25"] * 6],
        empty_draw_pile="stop",
    )
    assert state.rules.extension and state.trip == 700
    plan = ["play ROLL", "play 200", "play 200", "play 100", "play 100", "play 100"]
    autopilot(
        state,
        {0: plan},
        keep={0: NEVER_PLAYABLE, 1: [*DISTANCE, *NEVER_PLAYABLE]},
        extend=True,
    )
    result = last_result(state)
    assert result.how == "blocked" and result.extended_by == 0
    assert result.completer_team is None and result.miles == (700, 0)
    ended = state.hand_end
    assert ended is not None and not ended.draw_pile and all(ended.hand_sizes)
    assert ended.trip == 1000
    assert lines(result, 0) == {"Distance": 700}
    assert lines(result, 1) == {"Distance": 0, "Extension failed (opponent)": 200}
    assert result.winners == (0,)


def test_under_stop_a_safety_in_hand_keeps_the_hand_going() -> None:
    """RULES.md §7 ``empty_draw_pile = stop`` ("the hand ends as soon as the draw pile is
    empty and no player can make a legal play") with §5 (a safety may be played at any point
    in one's own turn): nobody ever rolls, but seat 1 keeps DRIVING_ACE, so the hand goes on
    after the draw pile runs out until it has played it; then, in its extra turn, nobody can
    play and the hand ends."""
    state = game(
        "leaflet",
        2,
        [["25"] * 6, ["DRIVING_ACE", *["50"] * 5]],
        empty_draw_pile="stop",
    )
    keep = {0: [*DISTANCE, *NEVER_PLAYABLE], 1: [*DISTANCE, *NEVER_PLAYABLE, "DRIVING_ACE"]}
    autopilot(state, keep=keep, until=lambda s: not s.draw_pile)
    assert state.to_move == 1 and not state.results
    assert Card.RIGHT_OF_WAY in state.hand_cards(1)  # the last card drawn
    run(state, "1: discard RIGHT_OF_WAY")
    assert not state.has_play(0) and state.phase_name == "play"
    run(state, "0: pass")
    assert not state.has_play(0)
    assert legal(state) - {f"discard {card.code}" for card in state.hand_cards(1)} == {
        "play DRIVING_ACE"
    }
    assert not state.results  # seat 1 can still play
    run(state, "1: play DRIVING_ACE")
    result = last_result(state)
    assert result.how == "blocked" and result.miles == (0, 0)
    assert lines(result, 1)["Safeties"] == 100


# ------------------------------------------------- §9 fast play × speed_limit_on_limit


def test_a_fast_end_of_limit_on_a_second_speed_limit_lifts_the_limit() -> None:
    """RULES.md §9 (a fast remedy cures fully) with §5 ``speed_limit_on_limit`` (classic) and
    §4 (only the top card of each pile is in force): seat 0 lets a first SPEED_LIMIT stand,
    then answers a second one, laid on it, with an immediate END_OF_LIMIT; the limit is
    gone and it plays a 100 on its turn."""
    state = game(
        "classic",
        2,
        [
            ["ROLL", "END_OF_LIMIT", "100", "25", "25", "25"],
            ["SPEED_LIMIT", "SPEED_LIMIT", *["50"] * 4],
        ],
        draw=["REPAIRS"] * 6,
        fast_play=True,
    )
    assert state.rules.speed_limit_on_limit
    act(state, "0: play ROLL", "1: play SPEED_LIMIT > 0")
    assert state.phase_name == "fast_remedy"
    act(state, "0: decline", "0: discard REPAIRS", "1: play SPEED_LIMIT > 0")
    assert state.phase_name == "fast_remedy" and state.to_move == 0
    act(state, "0: play END_OF_LIMIT")
    tab = state.tableaux[0]
    assert tab.speed_pile == [Card.SPEED_LIMIT, Card.SPEED_LIMIT, Card.END_OF_LIMIT]
    assert not tab.is_limited()
    act(state, "0: play 100")
    assert tab.miles == 100


# ---------------------------------------------- §8 leaflet × §11 next_starter × 5 seats


@pytest.mark.parametrize(("next_starter", "starter"), [("rotate", 1), ("winner", 3)])
def test_five_players_leaflet_blanks_pay_each_other_and_the_next_starter(
    next_starter: str, starter: int
) -> None:
    """RULES.md §8 leaflet with five individual players (§2): seat 3 completes the trip with
    no 200, seat 1 lays one 25, seats 0, 2 and 4 lay no distance; "if a team played no
    distance card at all, every other team scores +500", so each blank seat also pays the
    two other blank ones. §11 ``next_starter``: hand 2 starts with seat 1 (``rotate``) or
    with seat 3, which completed the trip (``winner``)."""
    per_seat = {
        0: ["REPAIRS"] * 5,
        1: ["GASOLINE"] * 5,
        2: ["SPARE_TIRE"] * 5,
        3: ["100"] * 5,
        4: ["END_OF_LIMIT"] * 5,
    }
    state = game(
        "leaflet",
        5,
        [
            ["50"] * 6,
            ["ROLL", "25", "75", "75", "75", "75"],
            ["50"] * 4 + ["25", "25"],
            ["ROLL", *["100"] * 5],
            ["25"] * 6,
        ],
        draw=seat_draws([0, 1, 2, 3, 4] * 5, per_seat),
        next_starter=next_starter,
    )
    autopilot(state, {3: ["play ROLL", *["play 100"] * 10], 1: ["play ROLL", "play 25"]})
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 3
    assert result.miles == (0, 25, 0, 1000, 0)
    blanks = {f"Team {team} played no distance": 500 for team in (0, 2, 4)}
    assert lines(result, 3) == {
        "Distance": 1000,
        "Most points": 400,
        "Trip without a 200": 200,
        **blanks,
    }
    assert lines(result, 1) == {"Distance": 25, **blanks}
    for blank in (0, 2, 4):
        others = {label: 500 for label in blanks if label != f"Team {blank} played no distance"}
        assert lines(result, blank) == {"Distance": 0, **others}
    assert result.totals == (1000, 1525, 1000, 3100, 1000)
    assert not state.is_over and state.hand_number == 1
    assert state.turn_player == starter
