"""Drawing and the end of a hand (RULES.md §7, §11): ``draw_from_discard``, each
``empty_draw_pile`` choice, each way a hand ends, ``extension`` (call and decline, scored both
ways), and the hand's winner when nobody completes the trip (``tie_break``)."""

from __future__ import annotations

import pytest
from helpers_flow import (
    autopilot,
    empty_the_draw_pile,
    game,
    last_result,
    legal,
    lines,
    run,
)

from roadgames.core.errors import IllegalActionError
from roadgames.millebornes import Card, MilleBornesState, make_rules, new_game
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import DRY_RESHUFFLES

# ------------------------------------------------------------------ draw_from_discard


@pytest.mark.parametrize("on", [True, False])
def test_draw_from_discard(on: bool) -> None:
    """On: with a discard pile, the turn starts with the choice and may take its top card.
    Off: the card is drawn from the draw pile at once and ``draw discard`` is refused."""
    state = game(
        "modern", 2, [["25"] * 6, ["50"] * 6], draw=["75", "100", "200"], draw_from_discard=on
    )
    assert state.phase_name == "play"  # empty discard pile: no choice
    run(state, "0: discard 75")
    if on:
        assert state.phase_name == "draw" and legal(state) == {"draw", "draw discard"}
        run(state, "1: draw discard")
        assert state.hand_cards(1).count(Card.D75) == 1 and not state.discard_pile
        assert state.draw_pile[-1] == Card.D100  # the draw pile was not touched
    else:
        assert state.phase_name == "play" and Card.D100 in state.hand_cards(1)
        with pytest.raises(IllegalActionError):
            state.apply("draw discard")


# ------------------------------------------------------------------ empty_draw_pile


def test_play_out_no_more_drawing_and_the_hand_ends_when_all_hands_are_empty() -> None:
    state = game("club", 2)
    empty_the_draw_pile(state)
    seat = state.to_move
    assert seat is not None and state.hand_sizes[seat] == 7  # it drew the last card
    discards = len(state.discard_pile)
    run(state, f"{seat}: pass")
    other = 1 - seat
    assert state.to_move == other and state.hand_sizes[other] == 6  # nothing drawn
    run(state, f"{other}: pass")
    assert state.hand_sizes == [6, 6] or state.hand_sizes[other] == 5
    assert len(state.discard_pile) == discards + 2  # discards never come back
    autopilot(state)
    result = last_result(state)
    assert result.how == "exhausted" and not state.is_over  # club: the match goes on


def test_play_out_an_empty_hand_passes() -> None:
    """Once a seat's hand is empty, play skips it while the others still hold cards."""
    state = game("club", 3)
    autopilot(state, until=lambda s: not s.draw_pile and 0 in s.hand_sizes)
    empty = state.hand_sizes.index(0)
    movers = []
    while not state.results:
        seat = state.to_move
        assert seat is not None
        movers.append(seat)
        run(state, f"{seat}: pass")
    assert movers and empty not in movers
    assert last_result(state).how == "exhausted"


def test_reshuffle_turns_the_discards_into_a_new_draw_pile() -> None:
    """Seat 0 keeps a ROLL, so the hand never stalls while the pile is emptied."""
    state = game("modern", 2, [["ROLL", *["25"] * 5]])
    empty_the_draw_pile(state, keep={0: ["ROLL"]})
    discards = sorted(state.discard_pile)
    seat = state.to_move
    assert seat is not None
    run(state, f"{seat}: pass")
    nxt = state.to_move
    assert nxt is not None and state.phase_name == "draw"  # draw_from_discard: a choice
    before = sorted(state.discard_pile)
    run(state, f"{nxt}: draw")
    assert not state.discard_pile
    assert len(state.draw_pile) == len(before) - 1
    assert len(before) == len(discards) + 1
    assert state.log[-1] == (nxt, "draw")
    assert (-1, "discards reshuffled into the draw pile") in state.log


DEAD = [
    *["25"] * 10,
    *["50"] * 10,
    *["75"] * 10,
    *["100"] * 12,
    *["200"] * 4,
    *["ACCIDENT", "OUT_OF_GAS", "FLAT_TIRE"] * 3,
    *["STOP"] * 5,
    *["REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT"] * 6,
]
LIVE = ["ROLL"] * 14 + ["SPEED_LIMIT"] * 4
LIVE += ["DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "RIGHT_OF_WAY"]
DEAD_CODES = set(DEAD)


def unstarted(empty_draw_pile: str) -> MilleBornesState:
    """Leaflet, 2 players who never start: every card that could be played (ROLL, SPEED_LIMIT,
    safeties) is drawn first and thrown away; the hands end up dead (no legal play: nobody
    moves, so battle hazards cannot be played either)."""
    state = game(
        "leaflet",
        2,
        [["25"] * 6, ["50"] * 6],
        draw=LIVE,
        filler=DEAD,
        empty_draw_pile=empty_draw_pile,
    )
    autopilot(
        state,
        keep={0: DEAD_CODES, 1: DEAD_CODES},
        until=lambda s: bool(s.results) or not s.draw_pile,
    )
    if not state.results:  # play_out: the seat that drew the last card discards
        run(state, f"{state.to_move}: pass")
    return state


def test_stop_ends_the_hand_when_the_pile_is_empty_and_nobody_can_play() -> None:
    state = unstarted("stop")
    result = last_result(state)
    assert result.how == "blocked" and result.miles == (0, 0)
    assert result.winners == (0, 1)  # equal distance, tie_break shared
    assert (result.win_share(0), result.win_share(1)) == (0.5, 0.5)


def test_with_play_out_instead_the_hand_goes_on_until_the_hands_are_empty() -> None:
    state = unstarted("play_out")
    assert not state.results and state.to_move is not None
    autopilot(state)
    assert last_result(state).how == "exhausted"


def keeping_one_live_card(card: str) -> MilleBornesState:
    """Leaflet under ``stop``, 2 players who never start, the draw pile just emptied: seat 0
    has kept ``card``, the one card anyone can still play. (The dead cards come in reverse
    so that the last ones drawn are low distance cards.)"""
    state = game(
        "leaflet",
        2,
        [["25"] * 6, ["50"] * 6],
        draw=LIVE,
        filler=DEAD[::-1],
        empty_draw_pile="stop",
    )
    empty_the_draw_pile(state, keep={0: [*DEAD_CODES, card], 1: DEAD_CODES})
    return state


def test_stop_waits_while_someone_can_still_play() -> None:
    """Seat 0 keeps a SPEED_LIMIT: the pile runs out, but the hand goes on until it is gone."""
    state = keeping_one_live_card("SPEED_LIMIT")
    assert not state.draw_pile and not state.results
    assert Card.SPEED_LIMIT in state.hand_cards(0)
    while state.to_move != 0:
        run(state, f"{state.to_move}: pass")
        assert not state.results
    run(state, "0: pass")  # seat 0 drew the last card: a dead card goes, SPEED_LIMIT stays
    assert not state.results
    run(state, "1: pass")
    assert not state.results  # seat 0 can still play
    run(state, "0: play SPEED_LIMIT > 1")
    assert last_result(state).how == "blocked"


def test_stop_ends_the_hand_at_once_after_a_safetys_extra_turn_if_nobody_can_play() -> None:
    """Seat 0's last play is a safety, whose extra turn (§6) finds the pile empty and nobody
    able to play: the hand ends then (§7, ``stop``: "as soon as"), without making seat 0
    discard once more first."""
    state = keeping_one_live_card("DRIVING_ACE")
    assert not state.draw_pile and Card.DRIVING_ACE in state.hand_cards(0)
    while state.to_move != 0:
        run(state, f"{state.to_move}: pass")
    run(state, "0: pass", "1: pass")
    assert not state.results  # seat 0 can still play its safety
    run(state, "0: play DRIVING_ACE")
    result = last_result(state)
    assert result.how == "blocked"
    ended = state.hand_end  # the match as the hand ended
    assert ended is not None
    assert ended.log[-2:] == [(0, "play DRIVING_ACE"), (-1, "hand 1 over (blocked)")]


# ------------------------------------------------------------------ how a hand ends


@pytest.mark.parametrize(("finish", "miles"), [("reach", 1150), ("exact", None)])
def test_trip_completed_exactly_or_by_reaching(finish: str, miles: int | None) -> None:
    """At 950: ``reach`` lets a 200 end the hand at 1150; ``exact`` refuses it."""
    hand = ["ROLL", "200", "200", "100", "100", "100"]
    draw = ["100", "25", "100", "25", "100", "25", "100", "25", "50"]
    state = game("modern", 2, [hand, ["25"] * 6], draw=draw, finish=finish)
    plays = ["play ROLL", "play 200", *["play 100"] * 7, "play 50"]
    autopilot(state, {0: plays}, until=lambda s: s.tableaux[0].miles == 950)
    if state.to_move == 1:
        autopilot(state, until=lambda s: s.to_move == 0 and s.phase_name == "play")
    if state.phase_name == "draw":
        run(state, "0: draw")
    if miles is None:
        assert "play 200" not in legal(state)
        return
    run(state, "0: play 200")
    result = last_result(state)
    assert result.how == "trip" and result.miles[0] == miles and state.is_over


def test_a_stalled_hand_is_reported_as_a_draw() -> None:
    """Modern (reshuffle): both teams stopped, and both keep discarding cards they could
    play (a ROLL on their STOP, a SPEED_LIMIT), so the hand runs to the engine's turn cap
    (``test_review_cases`` has the cap on reshuffles with nobody able to play): it ends
    with no winner; the miles still score."""
    state = game(
        "modern",
        2,
        [["ROLL", "100", "STOP", "25", "25", "25"], ["STOP", "50", "50", "50", "50", "50"]],
        draw=["25", "50"],
        filler=DEAD,
    )
    run(state, "0: play ROLL", "1: play STOP > 0", "0: play STOP > 1")
    autopilot(state)
    result = last_result(state)
    assert result.how == "stalled"
    assert result.winners == ()
    assert result.totals == (0, 0)
    assert (result.win_share(0), result.win_share(1)) == (0.5, 0.5)  # no winner: a draw


def test_a_stalled_one_hand_game_is_a_draw_even_with_unequal_miles() -> None:
    """Modern is one hand: when the guard stalls it, the game is a draw shared by both teams
    (RULES.md §7), not won by the team that had driven further (100 miles to none)."""
    state = game(
        "modern",
        2,
        [["ROLL", "100", "STOP", "25", "25", "25"], ["STOP", "50", "50", "50", "50", "50"]],
        draw=["25", "50"],
        filler=DEAD,
    )
    run(state, "0: play ROLL", "1: discard 50", "0: draw", "0: play 100")
    run(state, "1: draw", "1: play STOP > 0", "0: draw", "0: play STOP > 1")
    autopilot(state)
    result = last_result(state)
    assert result.how == "stalled" and result.totals == (100, 0)
    assert result.winners == ()
    assert state.is_over and state.outcome() == [0.5, 0.5]


# ------------------------------------------------------------------ extension (classic 700)

EXT_HAND = ["ROLL", "200", "200", "100", "100", "100"]
EXT_PLAYS = ["play ROLL", "play 200", "play 200", "play 100", "play 100", "play 100"]


def to_700() -> MilleBornesState:
    """Classic, 2 players, a 700 trip with ``extension``: seat 0 reaches 700 at its 6th turn
    (seat 1 then has 600); both hold and draw enough 100s to reach 1000."""
    state = game("classic", 2, [EXT_HAND, EXT_HAND], draw=["100"] * 6)
    autopilot(state, {0: EXT_PLAYS, 1: EXT_PLAYS[:-1]}, until=lambda s: s.phase_name == "extension")
    assert state.to_move == 0 and state.tableaux[0].miles == 700
    assert legal(state) == {"extend", "decline"}
    return state


def test_extension_off_ends_the_hand_at_700() -> None:
    state = game("classic", 2, [EXT_HAND, ["25"] * 6], draw=["100"] * 6, extension=False)
    autopilot(state, {0: EXT_PLAYS})
    result = last_result(state)
    assert result.how == "trip" and result.miles[0] == 700 and result.extended_by is None


def test_extension_declined() -> None:
    state = to_700()
    run(state, "0: decline")
    result = last_result(state)
    assert result.how == "trip" and result.extended_by is None
    assert lines(result, 0) == {"Distance": 700, "Trip completed": 400}
    assert lines(result, 1) == {"Distance": 600}


def test_extension_called_and_made() -> None:
    """The caller reaches 1000: 400 for the trip and +200; nothing for having reached 700."""
    state = to_700()
    run(state, "0: extend")
    assert state.trip == 1000 and state.extended_by == 0 and state.to_move == 1
    autopilot(state, {0: ["play 100"] * 3, 1: ["play 100"] * 4})
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0 and result.extended_by == 0
    assert lines(result, 0) == {"Distance": 1000, "Trip completed": 400, "Extension made": 200}
    assert lines(result, 1) == {"Distance": 900}


def test_extension_called_and_the_opponent_reaches_1000() -> None:
    """The 400 goes to the first team to reach 1000 even if it did not call; each opposing
    team of the caller gets +200."""
    state = to_700()
    run(state, "0: extend")
    autopilot(state, {1: ["play 100"] * 4})
    result = last_result(state)
    assert result.completer_team == 1
    assert lines(result, 1) == {
        "Distance": 1000,
        "Trip completed": 400,
        "Extension failed (opponent)": 200,
    }
    assert lines(result, 0) == {"Distance": 700}


def test_extension_called_and_nobody_reaches_1000() -> None:
    state = to_700()
    run(state, "0: extend")
    autopilot(state)  # everyone discards until the cards run out
    result = last_result(state)
    assert result.how == "exhausted" and result.completer_team is None
    assert lines(result, 0) == {"Distance": 700}
    assert lines(result, 1) == {"Distance": 600, "Extension failed (opponent)": 200}
    assert result.winners == (0,)  # closest to 1000
    assert (result.win_share(0), result.win_share(1)) == (1.0, 0.0)


# ------------------------------------------------------------------ nobody completes the trip


@pytest.mark.parametrize(
    ("tie_break", "seat1_plays", "winners"),
    [
        ("shared", ["play ROLL", "play 50", "play 50"], (0, 1)),
        ("fewer_cards_played", ["play ROLL", "play 50", "play 50"], (0,)),
        ("shared", ["play ROLL", "play 50"], (0,)),
        ("fewer_cards_played", ["play ROLL", "play 50"], (0,)),
    ],
)
def test_closest_to_the_target_wins_and_tie_break(
    tie_break: str, seat1_plays: list[str], winners: tuple[int, ...]
) -> None:
    """Club rules: nobody completes; the closest team wins. Equal distance: ``shared`` both
    win, ``fewer_cards_played`` the team that played fewer cards (ROLL + 100 vs ROLL +
    50 + 50)."""
    state = game(
        "classic",
        2,
        [["ROLL", "100", "25", "25", "25", "25"], ["ROLL", "50", "50", "25", "25", "25"]],
        tie_break=tie_break,
    )
    autopilot(state, {0: ["play ROLL", "play 100"], 1: seat1_plays})
    result = last_result(state)
    assert result.how == "exhausted" and result.completer_team is None
    assert result.winners == winners


def test_no_stall_before_every_seat_has_had_a_turn_since_the_last_play() -> None:
    # §7: a hand stalls after turns with no legal play by anyone. With one card left to
    # reshuffle, the discards come round every turn: two reshuffles took two turns, and the
    # hand ended before seat 2, holding RIGHT_OF_WAY, had one (found by a rules audit).
    rules = make_rules("modern", 3, draw_from_discard=False)
    hands = [
        ["25", "50", "75", "100", "REPAIRS", "GASOLINE"],  # never started: no play
        ["25", "50", "75", "100", "SPARE_TIRE", "REPAIRS"],  # never started: no play
        ["ROLL", "RIGHT_OF_WAY", "25", "50", "75", "100"],
    ]
    state = new_game(rules, seed=1, decks=[stacked_deck(rules, hands=hands, draw=["200"] * 3)])
    state.apply("discard 200", seat=0)
    state.apply("discard 200", seat=1)
    # late in a hand: nothing left to draw, one card discarded
    state.draw_pile.clear()
    state.discard_pile[:] = [Card.SPARE_TIRE]
    state.apply("play ROLL", seat=2)
    for seat in (0, 1):  # each reshuffles the one discard, draws it, and cannot play
        assert state.to_move == seat and not state.has_play(seat)
        state.apply("discard 25", seat=seat)
    assert state.dry_reshuffles >= DRY_RESHUFFLES  # and seat 2 drew after one more
    assert not state.results and state.to_move == 2 and state.has_play(2)
    state.apply("play RIGHT_OF_WAY", seat=2)
    assert not state.results and state.dry_reshuffles == 0
