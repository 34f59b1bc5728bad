"""Behaviour of the rules engine (``state.py``) that a machine mutation sweep (session 29)
found no test pinned: each test states the rule of RULES.md or the docstring it holds, from
a stacked deck."""

from __future__ import annotations

from unittest import mock

import pytest
from helpers_flow import (
    autopilot,
    empty_the_draw_pile,
    fast_remedy_after_stop,
    game,
    last_result,
    legal,
    run,
)
from test_drawing_and_end import DEAD, DEAD_CODES, LIVE, keeping_one_live_card

from roadgames.core.errors import MalformedActionError, NoSuchSeatError
from roadgames.millebornes import MilleBornesState, make_rules, parse_action
from roadgames.millebornes.cards import Card

# ------------------------------------------------------------------ queries


def test_a_match_started_without_a_seed_keeps_the_seed_it_drew() -> None:
    """The class docstring: ``seed`` is the seed the match was shuffled with, "drawn where
    none was given, so that a record can replay it": a match made again from it is the
    same match, hidden parts and all."""
    rules = make_rules("modern", 3)
    state = MilleBornesState(rules)
    assert isinstance(state.seed, int)
    assert MilleBornesState(rules, seed=state.seed) == state


def test_only_a_coup_fourre_or_fast_remedy_question_is_a_secret_phase() -> None:
    """``is_secret_phase``: the seat to move is answering a private question (RULES.md §6
    coup fourré, §9 fast remedy) exactly while one is open, and at no other time."""
    state = game(
        "classic",
        2,
        [
            ["ROLL", "DRIVING_ACE", "25", "25", "25", "25"],
            ["ACCIDENT", "50", "50", "50", "50", "50"],
        ],
    )
    assert state.is_secret_phase() is False
    run(state, "0: play ROLL", "1: play ACCIDENT > 0")
    assert state.phase_name == "coup_fourre" and state.is_secret_phase() is True
    run(state, "0: decline")
    assert state.phase_name == "play" and state.is_secret_phase() is False


@pytest.mark.parametrize("seat", [-1, 2, True])
def test_per_seat_queries_refuse_what_is_no_seat(seat: int) -> None:
    """``hand_cards``, ``has_play`` and ``plays_with`` raise ``ValueError`` (a
    ``NoSuchSeatError``) for what is no seat, not another seat's answer nor an
    ``IndexError`` (their docstrings)."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["50"] * 6])
    for query in (state.hand_cards, state.has_play):
        with pytest.raises(NoSuchSeatError):
            query(seat)
    with pytest.raises(NoSuchSeatError):
        state.plays_with(seat, [0] * 19)


def test_is_legal_answers_from_the_legal_actions_and_the_seat_to_move() -> None:
    """``is_legal``: whether the action (object or notation) is among ``legal_actions``, and
    with a seat, False for a seat not to move; notation that is no action raises
    ``MalformedActionError`` (its docstring). Seat 0, not moving, may play ROLL, not 25."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["50"] * 6])
    assert state.is_legal("play ROLL") is True
    assert state.is_legal(parse_action("play ROLL"), seat=0) is True
    assert state.is_legal("play 25") is False
    assert state.is_legal("play ROLL", seat=1) is False
    with pytest.raises(MalformedActionError):
        state.is_legal("fly away")


def test_plays_with_answers_for_the_hand_given_and_keeps_the_seats_own() -> None:
    """``plays_with``: the card plays ``seat`` would have now if it held ``hand`` (counts by
    card), the seat's real hand untouched. Seat 1 holds only 50s, never started: no play;
    with a ROLL it would have ``play ROLL`` (RULES.md §5), and its hand is still six 50s."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["50"] * 6])
    before = state.hand_cards(1)
    assert state.plays_with(1, list(state.hands[1])) == []
    with_roll = [0] * 19
    with_roll[Card.ROLL] = 1
    assert [str(action) for action in state.plays_with(1, with_roll)] == ["play ROLL"]
    assert state.hand_cards(1) == before and not state.has_play(1)


def test_a_state_compares_only_with_states_and_leaves_other_objects_their_say() -> None:
    """``__eq__`` compares a match with a match; any other object gets Python's usual
    answer: not equal (``False``, never ``None``), and an object that equals everything
    (``mock.ANY``) still does."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["50"] * 6])
    assert (state == 5) is False and (state != "state") is True
    assert state == mock.ANY
    assert state == state.clone()


# ------------------------------------------------------------------ coup fourré


@pytest.mark.parametrize(
    ("hazard", "safety", "starts"),
    [("STOP", "RIGHT_OF_WAY", True), ("ACCIDENT", "DRIVING_ACE", False)],
)
def test_only_right_of_way_as_coup_fourre_starts_a_team_for_attacking(
    hazard: str, safety: str, starts: bool
) -> None:
    """``attacker_must_have_started`` (RULES.md §5): a team plays no battle hazard before its
    own first ROLL "(or RIGHT_OF_WAY)"; RIGHT_OF_WAY called as coup fourré (§6) starts the
    team as played normally would, another safety does not. Team 0 never played ROLL."""
    state = game(
        "modern",
        2,
        [[safety, "FLAT_TIRE", *["25"] * 4], ["ROLL", hazard, *["50"] * 4]],
        attacker_must_have_started=True,
        draw_from_discard=False,
    )
    run(state, "0: discard 25", "1: play ROLL", "0: discard 25", f"1: play {hazard} > 0")
    run(state, "0: coup-fourre")
    assert state.to_move == 0 and state.phase_name == "play"
    assert state.is_legal("play FLAT_TIRE > 1") is starts


@pytest.mark.parametrize(("safety", "starts"), [("RIGHT_OF_WAY", True), ("DRIVING_ACE", False)])
def test_only_right_of_way_played_normally_starts_a_team_for_attacking(
    safety: str, starts: bool
) -> None:
    """``attacker_must_have_started`` (RULES.md §5): no battle hazard before the team's own
    first ROLL "(or RIGHT_OF_WAY)"; another safety laid is no start. Seat 0 lays its
    safety at once and, in its extra turn, would attack."""
    state = game(
        "modern",
        2,
        [[safety, "FLAT_TIRE", *["25"] * 4], ["50"] * 6],
        attacker_must_have_started=True,
        draw_from_discard=False,
    )
    run(state, f"0: play {safety}")
    assert state.to_move == 0 and state.phase_name == "play"
    assert state.is_legal("play FLAT_TIRE > 1") is starts


def test_the_quiet_window_keeps_no_discard_pile_while_the_draw_pile_holds_cards() -> None:
    """``Quiet`` (RULES.md §6, the table as an attack left it): the attack's turn and
    target, and a discard pile kept only where the draw pile was empty (a reshuffle may
    follow), else ``None``."""
    state = game(
        "classic",
        2,
        [["ROLL", "DRIVING_ACE", "25", "25", "25", "25"], ["ACCIDENT", *["50"] * 5]],
    )
    run(state, "0: play ROLL", "1: discard 50", "0: discard 25", "1: play ACCIDENT > 0")
    quiet = state.quiet_window()
    assert quiet is not None and state.draw_pile and state.discard_pile
    assert (quiet.turn_player, quiet.target_team, quiet.discard_pile) == (1, 0, None)


# ------------------------------------------------------------------ fast play


def fast_remedy_played() -> MilleBornesState:
    """Modern, 2 players, fast play: both roll, seat 1 stops seat 0, and seat 0 plays its
    second ROLL at once as a fast remedy (RULES.md §9). Nobody plays distance."""
    state = game(
        "modern",
        2,
        [["ROLL", "ROLL", *["25"] * 4], ["ROLL", "STOP", *["50"] * 4]],
        fast_play=True,
        draw_from_discard=False,
        empty_draw_pile="play_out",
        tie_break="fewer_cards_played",
    )
    run(state, "0: draw", "0: play ROLL", "1: draw", "1: play ROLL")
    run(state, "0: draw", "0: discard 25", "1: draw", "1: play STOP > 0")
    assert state.phase_name == "fast_remedy" and state.to_move == 0
    run(state, "0: play ROLL")
    return state


def test_a_fast_remedy_is_public_at_once() -> None:
    """A fast remedy is a play on the table (RULES.md §9), so it ends the quiet window of
    the attack (§6): the other seat's view logs it and shows seat 0's new turn, not the
    table as the STOP left it."""
    state = fast_remedy_played()
    assert state.log[-1] == (0, "play ROLL (fast)")
    assert state.quiet_window() is None
    view = state.view(1)
    assert view.log[-1] == (0, "play ROLL (fast)")
    assert view.turn_player == 0 and view.phase == "draw"


def test_a_fast_remedy_counts_as_one_card_played_for_the_tie_break() -> None:
    """``tie_break = fewer_cards_played`` (RULES.md §11): at equal distance (none here) the
    team that played fewer cards wins the hand. A fast remedy is one card played (§9: played
    onto the team's own pile): each team played two (ROLL and ROLL; ROLL and STOP), a tie."""
    state = fast_remedy_played()
    autopilot(state)
    result = last_result(state)
    assert result.how == "exhausted"
    assert [tab.miles for tab in state.tableaux] == [0, 0]
    assert result.winners == (0, 1)


@pytest.mark.parametrize(
    ("hazard", "remedy", "starts"), [("STOP", "ROLL", True), ("ACCIDENT", "REPAIRS", False)]
)
def test_only_a_fast_roll_starts_a_team_for_attacking(
    hazard: str, remedy: str, starts: bool
) -> None:
    """``attacker_must_have_started`` (RULES.md §5): no battle hazard before the team's own
    first ROLL. A fast remedy (§9) that is a ROLL is that first ROLL; REPAIRS is none.
    Team 1 never rolled before seat 0's attack."""
    state = game(
        "modern",
        2,
        [["ROLL", hazard, *["25"] * 4], [remedy, "FLAT_TIRE", *["50"] * 4]],
        fast_play=True,
        draw_from_discard=False,
        attacker_must_have_started=True,
    )
    run(state, "0: draw", "0: play ROLL", "1: draw", "1: discard 50")
    run(state, "0: draw", f"0: play {hazard} > 1")
    assert state.phase_name == "fast_remedy" and state.to_move == 1
    run(state, f"1: play {remedy}", "1: draw")
    assert state.to_move == 1 and state.phase_name == "play"
    assert state.is_legal("play FLAT_TIRE > 0") is starts


def test_each_redraw_discard_is_public() -> None:
    """Fast play's redraw (RULES.md §9: discard any number, then draw up to six): each
    discard lands on the discard pile in everyone's sight (§3: the discard pile is public),
    so the other seat's view logs each one as it is made, then the refill."""
    state = game("modern", 2, [["25", "25", "50", "75", "100", "ROLL"], ["50"] * 6], fast_play=True)
    run(state, "0: redraw", "0: discard 25", "0: discard 75")
    assert state.view(1).log[-3:] == ((0, "redraw"), (0, "discard 25"), (0, "discard 75"))
    assert state.view(1).discard_pile[-2:] == (Card.D25, Card.D75)
    assert state.view(1).public.redraw_discards == 2
    run(state, "0: refill")
    assert state.view(1).log[-1] == (0, "refill (2)") and state.hand_sizes[0] == 6
    # a later redraw counts its own discards, from none: no refill before one
    run(state, "1: draw", "1: discard 50", "0: redraw")
    assert state.view(1).public.redraw_discards == 0 and "refill" not in legal(state)


def test_a_copy_taken_during_a_fast_remedy_question_goes_on_alone() -> None:
    """``clone``: an independent copy, equal until one of the two is changed (``__eq__``):
    taken while team 0's partners are asked in turn from the attacker on (RULES.md §9:
    seat 2, then seat 0), the copy's decline asks seat 0 next, and the original, untouched,
    still asks seat 2, then seat 0 in its turn."""
    state = fast_remedy_after_stop()
    assert state.phase_name == "fast_remedy" and state.to_move == 2
    copy = state.clone()
    assert copy == state
    copy.apply("decline")
    assert copy.phase_name == "fast_remedy" and copy.to_move == 0
    assert copy != state and state.to_move == 2
    state.apply("decline")
    assert state.to_move == 0 and copy == state


# ------------------------------------------------------------------ matches


def test_each_hand_end_is_a_finished_copy_and_a_clone_keeps_it() -> None:
    """``hand_end`` (class docstring, ``_ended_copy``): the match as its last hand ended,
    play over in it (nobody to move, no legal action), one hand's end each and not a chain
    of them; a ``clone`` keeps it, its seed too, and is equal to the match."""
    hand = ["ROLL", "100", "25", "25", "25", "25"]
    state = game("classic", 2, [hand, hand], later_hands=[{"hands": [hand, hand]}], seed=7)
    autopilot(state, {0: ["play ROLL", "play 100"]})
    first = state.hand_end
    assert first is not None and len(first.results) == 1
    assert first.to_move is None and first.legal_actions() == []
    assert first.phase_name == "over"
    copy = state.clone()
    assert copy == state and copy.seed == state.seed == 7 and copy.hand_end is first
    autopilot(state, {0: ["play ROLL", "play 100"]})
    second = state.hand_end
    assert second is not None and second is not first and len(second.results) == 2
    assert second.hand_end is None
    assert second.to_move is None and second.legal_actions() == []


def test_once_the_match_is_over_it_keeps_no_hand_end() -> None:
    """``hand_end`` (class docstring): ``None`` once the match is over, its end being the
    state itself, even where an earlier hand's end was kept. A classic match to 200 points
    (RULES.md §8, a match over several hands): 100 miles a hand, over after the second."""
    hand = ["ROLL", "100", "25", "25", "25", "25"]
    state = game(
        "classic", 2, [hand, hand], later_hands=[{"hands": [hand, hand]}], match_target=200
    )
    autopilot(state, {0: ["play ROLL", "play 100"]})
    assert state.hand_end is not None and not state.is_over
    autopilot(state, {0: ["play ROLL", "play 100"]})
    assert state.is_over and state.winners == [0] and state.scores == [200, 0]
    assert state.hand_end is None and state.phase_name == "over" and state.to_move is None


def test_a_partnership_closest_to_the_trip_gives_the_next_hand_to_its_first_seat() -> None:
    """``next_starter = winner`` (RULES.md §11; ``_next_starter``): with no trip completed,
    the next hand goes to the first seat of the one team closest to the target (§7), here
    seat 0 of team 0 (seats 0 and 2), though its partner seat 2 made the team's miles."""
    hands = [["75"] * 6, ["50"] * 6, ["ROLL", *["25"] * 5], ["100"] * 6]
    state = game("club", 4, hands, next_starter="winner")
    autopilot(state, {2: ["play ROLL", "play 25"]})
    result = last_result(state)
    assert result.how == "exhausted" and result.winners == (0,)
    assert state.hand_number == 1 and state.starter == 0 and state.to_move == 0


# ------------------------------------------------------------------ play_out


def test_under_play_out_an_empty_hand_passes_the_turn_to_the_next_seat_round() -> None:
    """``play_out`` (RULES.md §7): with no more drawing, a seat whose hand is empty passes;
    the turn goes on clockwise (§3) to the next seat, as every view shows it. Of three
    players, seat 1 plays two safeties once the pile is empty (extra turns with no draw),
    so it runs out first; then seat 0's turn is followed by seat 2's, not by seat 0's again."""
    safeties = ["EXTRA_TANK", "PUNCTURE_PROOF"]
    state = game("classic", 3, [["25"] * 6, [*safeties, *["50"] * 4], ["75"] * 6])
    empty_the_draw_pile(state, keep={1: safeties})
    plays = [f"play {card}" for card in safeties]
    autopilot(state, {1: plays}, until=lambda s: s.hand_sizes[1] == 0)
    autopilot(state, until=lambda s: s.to_move == 0)
    assert state.hand_sizes[0] >= 1 and state.hand_sizes[2] >= 1 and not state.results
    run(state, "0: pass")
    assert state.hand_sizes[1] == 0 and state.to_move == 2
    assert state.turn_player == 2 and state.view(0).turn_player == 2


def test_every_hand_starts_its_public_counts_afresh() -> None:
    """A hand is dealt with fresh public counts (``PublicDetails``): its first turn is turn
    1, no card played yet for the stall guard (RULES.md §7: no reshuffle, last play "turn
    0"), no redraw discards (§9), no attacker nor hazard pending (-1), even after a hand
    whose redraw left one counted."""
    hand = ["ROLL", "100", "25", "25", "25", "25"]
    state = game("classic", 2, [hand, hand], later_hands=[{"hands": [hand, hand]}], fast_play=True)
    fresh = (1, 0, 0, 0, -1, -1)

    def counts() -> tuple[int, ...]:
        public = state.view(0).public
        return (
            public.turns,
            public.dry_reshuffles,
            public.dry_since,
            public.redraw_discards,
            public.attacker,
            public.pending,
        )

    assert counts() == fresh
    run(state, "0: redraw", "0: discard 25", "0: refill")
    assert state.view(1).public.redraw_discards == 1
    autopilot(state, {0: ["play ROLL", "play 100"]})
    assert len(state.results) == 1 and not state.is_over
    assert state.hand_number == 1 and counts() == fresh


# ------------------------------------------------------------------ reshuffle


def test_the_reshuffled_draw_pile_is_shuffled_by_the_matchs_seed() -> None:
    """``empty_draw_pile = reshuffle`` (RULES.md §7: "shuffle the discard pile into a new
    draw pile"): the same stacked deal and the same discards under two seeds give the same
    cards in the new pile in two different orders, not the discards' order."""
    piles = []
    for seed in (1, 2):
        state = game("modern", 2, [["25"] * 6, ["50"] * 6], seed=seed)
        autopilot(state, until=lambda s: bool(s.reshuffled))
        piles.append(list(state.draw_pile))
    assert sorted(piles[0]) == sorted(piles[1]) and len(piles[0]) > 20
    assert piles[0] != piles[1]


# ------------------------------------------------------------------ stop


@pytest.mark.parametrize("last_play", ["play SPEED_LIMIT > 1", "play DRIVING_ACE"])
def test_after_a_blocked_hand_the_next_hand_starts_afresh(last_play: str) -> None:
    """``empty_draw_pile = stop`` (RULES.md §7): once the pile is empty and nobody can play,
    the hand ends; in a leaflet match the next hand is then dealt and started by the next
    seat round (``next_starter = rotate``, §11), as its first turn: seat 1 draws and is to
    play, on turn 1. Seat 0 plays the last live card: an attack, or a safety whose extra
    turn (§5) finds nobody able to play."""
    state = keeping_one_live_card(last_play.split()[1])
    while state.to_move != 0:
        run(state, f"{state.to_move}: pass")
    run(state, "0: pass", "1: pass", f"0: {last_play}")
    assert [result.how for result in state.results] == ["blocked"] and not state.is_over
    assert state.hand_number == 1 and state.starter == 1
    assert state.to_move == state.turn_player == 1 and state.phase_name == "play"
    assert state.turns == 1 and state.hand_sizes == [6, 7]


def test_after_a_hand_blocked_by_the_last_card_drawn_the_next_hand_starts_afresh() -> None:
    """As above, where the hand ends at the draw of the last card (RULES.md §7, ``stop``:
    "as soon as"), drawn by seat 0 (seat 1's safety, played at once, took an extra turn's
    draw, §5): the next hand's first turn is still seat 1's, turn 1, seat 1 having drawn."""
    live = [card for card in LIVE if card != "EXTRA_TANK"]
    state = game(
        "leaflet",
        2,
        [["25"] * 6, ["EXTRA_TANK", *["50"] * 5]],
        draw=live,
        filler=DEAD,
        empty_draw_pile="stop",
    )
    autopilot(state, {1: ["play EXTRA_TANK"]}, keep={0: DEAD_CODES, 1: DEAD_CODES})
    assert [result.how for result in state.results] == ["blocked"] and not state.is_over
    ended = state.hand_end
    assert ended is not None and ended.hand_sizes == [7, 6]  # seat 0 drew the last card
    assert state.to_move == state.turn_player == 1 and state.phase_name == "play"
    assert state.turns == 1 and state.hand_sizes == [6, 7]
