"""Session 49: an audit of the engine against RUSH_HOUR_SHIFT.md (quoted as "the doc") and the
seed's rules as RULES.md part 2 gives them, on combinations the suite had not pinned: cards
with nothing to do on a board jammed by walls and the grid's ends, a shift that carries the
other player's hero out of the way, a MOVE split between a blocker and a hero that ends
partly out, a slide that stops a hero partly out while the other hero wins, a match in which
a draw follows a win, the heroes' starting squares in every set-up, the widest shifts, and
the deck kept whole through many reshuffles of the smallest deck."""

from __future__ import annotations

import random

import pytest
from rs_helpers import EMPTY_ROW, legal_texts, picture, position
from test_rs_intersections_s41 import NEAR_OUT  # each hero one slide from wholly out

from roadgames.core.errors import IllegalActionError
from roadgames.rushshift import Card, Dir, RushShiftState, make_rules, new_game
from roadgames.rushshift.board import Board
from roadgames.rushshift.cards import deck_list
from roadgames.rushshift.mapformat import convert_map, read_map
from roadgames.rushshift.setups import random_setup, setup_board
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.vehicles import GOLD, SILVER, index_of

#: Gold on the left section's top row between truck Q and the seam, silver on the right
#: section's bottom row between the seam and truck R. With the left section one row up and
#: the right one a row down, neither hero's row meets the middle section: every vehicle is
#: stuck (a wall, the grid's end, another vehicle), though both sections may still shift.
JAMMED = (
    "QQQGG .... .....",
    EMPTY_ROW,
    EMPTY_ROW,
    EMPTY_ROW,
    EMPTY_ROW,
    "..... .... SSRRR",
)

#: Gold two squares from the middle section's right seam, silver ahead of it on the same row
#: in the right section: gold cannot move silver.
SILVER_AHEAD = (
    EMPTY_ROW,
    "..... .GG. .SS..",
    EMPTY_ROW,
    EMPTY_ROW,
    EMPTY_ROW,
    EMPTY_ROW,
)

#: Gold on the right section with car A upright in the last column, across gold's row.
CAR_AT_THE_EXIT = (
    EMPTY_ROW,
    "..... .... ..GGA",
    "..... .... ....A",
    EMPTY_ROW,
    "..... .SS. .....",
    EMPTY_ROW,
)

#: A card of every kind on each side.
HANDS = [["SLIDE", "MOVE4", "MS2", "SHIFT"], ["SLIDE", "MOVE3", "SHIFT", "MS3"]]


def _shift_texts(state: RushShiftState) -> set[str]:
    """The legal shifts as notation."""
    return {text for text in legal_texts(state) if text.startswith("shift")}


def test_on_a_jammed_board_every_card_is_played_for_nothing_until_a_shift_opens_a_seam() -> None:
    """Choices: a card that cannot be done is played with no effect; a misaligned seam."""
    state = position(JAMMED, HANDS, left=-1, right=1)
    assert legal_texts(state) == {"play SLIDE", "play MOVE4", "play MS2", "play SHIFT"}
    with pytest.raises(IllegalActionError):
        state.apply("end")  # a turn always plays one card
    state.apply("play SLIDE")  # nothing can slide: not the trucks at the grid's ends,
    assert legal_texts(state) == {"end"}  # not gold at the misaligned seam, not silver
    state.apply("end")
    state.apply("play MOVE3")  # silver's MOVE: no step either
    assert legal_texts(state) == {"end"}
    state.apply("end")
    state.apply("play MOVE4")
    assert legal_texts(state) == {"end"}
    state.apply("end")
    assert state.discard_pile == [Card.SLIDE, Card.MOVE3, Card.MOVE4]
    assert state.hand_sizes == [4, 4] and state.turn == 3
    state.apply("play SHIFT")  # silver lines gold's row up with the middle section's row 0
    state.apply("shift left down 1")
    assert state.to_move == 0 and state.board.offsets[0] == 0
    state.apply("play MS2")
    assert {t for t in legal_texts(state) if t.startswith("move")} == {"move G right"}
    state.apply("move G right")  # gold now straddles the left seam: it locks it
    assert state.board.cells(GOLD) == [(0, 4), (0, 5)]
    assert _shift_texts(state) and all(t.startswith("shift right") for t in _shift_texts(state))


def test_a_shift_carries_the_other_hero_off_gold_s_row_and_gold_then_slides_out() -> None:
    """The side sections slide carrying the vehicles on them, the other hero included."""
    state = position(SILVER_AHEAD, [["SHIFT", "SLIDE", "MOVE2", "MS2"], HANDS[1]])
    assert state.board.slide_limit(GOLD, Dir.RIGHT) == 2  # silver stops gold's slide
    state.apply("play SHIFT")
    assert not any(t.startswith("move S") for t in legal_texts(state))
    state.apply("shift right down 1")  # carries silver to world row 2
    assert state.board.cells(SILVER) == [(2, 10), (2, 11)] and state.to_move == 1
    state.apply("play SHIFT")
    state.apply("end")
    state.apply("play SLIDE")
    assert "slide G right 8" in legal_texts(state)  # through the right section's row 0
    state.apply("slide G right 8")
    assert state.is_over and state.winners == [0] and state.outcome() == [1.0, 0.0]
    assert state.board.cells(SILVER) == [(2, 10), (2, 11)]  # silver did not move


def test_a_move_split_between_a_blocker_and_the_hero_then_one_more_step_wins() -> None:
    """MOVE n: steps split among blockers and one's hero; a hero wins when wholly out."""
    hands = [["MOVE3", "MOVE1", "SHIFT", "SLIDE"], ["SHIFT", "MOVE2", "MOVE4", "MS3"]]
    state = position(CAR_AT_THE_EXIT, hands)
    state.apply("play MOVE3")
    assert "move G right" not in legal_texts(state)  # car A stands across gold's row
    state.apply("move A down")
    state.apply("move G right")
    state.apply("move G right")  # the card's third step: gold is only partly out
    board = state.board
    assert board.cells(index_of("A")) == [(2, 13), (3, 13)]
    assert board.cells(GOLD) == [(1, 13), (1, 14)] and board.present[GOLD]
    assert not state.is_over and state.to_move == 1
    state.apply("play SHIFT")
    state.apply("shift right down 2")  # carries gold, partly out, and car A
    assert state.board.cells(GOLD) == [(3, 13), (3, 14)] and not state.is_over
    state.apply("play MOVE1")
    state.apply("move G right")
    assert state.is_over and state.winners == [0] and state.results[0].turns == 3


def test_a_slide_may_stop_a_hero_partly_out_and_the_other_hero_wholly_out_wins() -> None:
    """SLIDE: any number of squares; the first hero wholly out wins, not the first partly."""
    state = position(NEAR_OUT, HANDS)
    state.apply("play SLIDE")
    slides = {t for t in legal_texts(state) if t.startswith("slide G right")}
    assert slides == {"slide G right 1", "slide G right 2", "slide G right 3"}
    state.apply("slide G right 2")
    assert state.board.cells(GOLD) == [(1, 13), (1, 14)] and not state.is_over
    state.apply("play SLIDE")
    state.apply("slide S left 3")
    assert state.is_over and state.winners == [1] and state.outcome() == [0.0, 1.0]
    assert state.results[0].winner == 1


def test_after_a_win_and_then_a_draw_the_player_who_did_not_start_the_draw_starts() -> None:
    """Seed: later games, the previous winner starts; choice: after a draw, the other one."""
    rules = make_rules(setup=picture(*NEAR_OUT), games=3, turn_limit=2)
    deck = stacked_deck(rules, HANDS)
    state = new_game(rules, decks=[deck] * 3)
    state.apply("play SLIDE")
    state.apply("slide G right 3")  # game 1: gold wins, so gold starts game 2
    assert state.game_number == 1 and state.to_move == 0
    for _ in range(2):  # game 2: two turns with no effect, drawn at the limit
        state.apply("play SHIFT")
        state.apply("end")
    # game 3: the other player than game 2's starter, though gold won the last game won
    assert state.game_number == 2 and state.to_move == 1
    assert [(r.winner, r.starter) for r in state.results] == [(0, 0), (None, 0)]
    state.apply("play SLIDE")
    state.apply("slide S left 3")
    assert [(r.winner, r.starter) for r in state.results] == [(0, 0), (None, 0), (1, 1)]
    assert state.is_over and state.wins == [1, 1] and state.outcome() == [0.5, 0.5]


@pytest.mark.parametrize(
    "setup", [str(n) for n in range(1, 11)] + [f"random {seed}" for seed in range(25)]
)
def test_every_set_up_starts_gold_on_columns_0_1_and_silver_on_12_13_on_mirrored_rows(
    setup: str,
) -> None:
    """Components: the heroes start at opposite ends (columns 0-1 and 12-13)."""
    if setup.startswith("random"):
        board = Board.from_placements(random_setup(random.Random(int(setup.split()[1]))))
    else:
        board = setup_board(setup)
    row = board.world_row(GOLD)
    assert board.cells(GOLD) == [(row, 0), (row, 1)]
    assert board.cells(SILVER) == [(5 - row, 12), (5 - row, 13)]
    assert board.horizontal[GOLD] and board.horizontal[SILVER]
    assert board.offsets == [0, 0, 0]


def test_a_slide_stopping_short_across_a_seam_locks_it_for_the_other_player() -> None:
    """Choices: a slide may stop short; a vehicle across a seam locks that side section."""
    rows = (EMPTY_ROW, "GG... .... .....", "..BB. .... .....", EMPTY_ROW, "..... .... ...SS")
    state = position((*rows, EMPTY_ROW), HANDS)
    state.apply("play SLIDE")
    assert {t for t in legal_texts(state) if t.startswith("slide B right")} == {
        f"slide B right {n}" for n in range(1, 11)
    }
    state.apply("slide B right 2")  # B on columns 4 and 5: across the left seam
    state.apply("play SHIFT")
    shifts = _shift_texts(state)
    assert shifts and all(t.startswith("shift right") for t in shifts)
    state.apply("end")
    state.apply("play MOVE4")
    state.apply("move B right")  # wholly in the middle section now
    state.apply("end")
    state.apply("play MS3")
    assert {t.split()[1] for t in _shift_texts(state)} == {"left", "right"}


def test_a_section_five_rows_down_lets_the_other_only_follow_and_itself_rise_ten() -> None:
    """Shift range: abs(L) <= 5, abs(R) <= 5, abs(L - R) <= 5, by any number of rows."""
    rows = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, HANDS)
    state.apply("play SHIFT")
    assert "shift left down 6" not in _shift_texts(state)
    state.apply("shift left down 5")
    state.apply("play SHIFT")
    expected = {f"shift left up {n}" for n in range(1, 11)}
    expected |= {f"shift right down {n}" for n in range(1, 6)}
    assert _shift_texts(state) == expected
    state.apply("shift left up 10")
    assert state.board.offsets == [-5, 0, 0]
    state.board.check()


def test_the_smallest_deck_stays_whole_through_a_reshuffle_every_other_turn() -> None:
    """Seed: play, then draw; when the draw pile runs out, the discards make a new one."""
    deck = {"SHIFT": 2, "SLIDE": 1}
    rules = make_rules(setup=picture(*JAMMED), hand_size=1, deck=deck, turn_limit=40)
    state = new_game(rules, seed=5)
    whole = deck_list(rules.deck_counts)
    for turn in range(40):
        assert state.turn == turn and state.hand_sizes == [1, 1]
        held = state.hand_cards(0) + state.hand_cards(1)
        piles = [Card(c) for c in state.draw_pile + state.discard_pile]
        assert sorted(held + piles) == whole
        seat = state.to_move
        assert seat == turn % 2
        state.apply(state.legal_actions()[0])  # play the only card held
        state.apply("end")
    assert state.is_over and state.results[0].winner is None
    assert state.results[0].turns == 40 and state.outcome() == [0.5, 0.5]


def _map(rows: list[str]) -> str:
    """A ``.map`` text from rows of 14 cells (separators added)."""
    return "\n".join("|" + "|".join(row) + "|" for row in rows)


#: Point-symmetric transcriptions with runs of five: ``X`` in columns 4 and 11 (a car and
#: a truck touching, the truck below in one column, above in the other), and ``O`` in rows
#: 2 and 5.
RUNS_OF_FIVE = {
    "upright": [
        "   X        22",
        "   X      X   ",
        "   X      X   ",
        "   X      X   ",
        "   X      X   ",
        "11        X   ",
    ],
    "lying": [
        "            22",
        "  OOOOO       ",
        "              ",
        "              ",
        "       OOOOO  ",
        "11            ",
    ],
}


@pytest.mark.parametrize("which", sorted(RUNS_OF_FIVE))
def test_a_point_symmetric_map_with_runs_of_five_converts_to_a_point_symmetric_board(
    which: str,
) -> None:
    """The set-ups: a run splits by the inventory; every set-up should be point-symmetric
    (a run is split as its mirror image is, turned about the centre)."""
    rows = RUNS_OF_FIVE[which]
    text = _map(rows)
    assert read_map(text) == rows
    board = Board.from_placements(convert_map(text))
    assert len(board.movers()) == 6  # two heroes, two cars, two trucks
    assert board.is_point_symmetric()
