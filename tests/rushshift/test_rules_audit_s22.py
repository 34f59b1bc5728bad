"""The rules audit of session 22: rules of RUSH_HOUR_SHIFT.md (and of seed 003) that no
scenario test pinned directly, or pinned only in part, each from a set position. Hand-made
mutants of the engine that broke a seam, a lock, the hand size, the deal of a match's next
game, the reshuffle or the secrecy of a view or an error survived the rest of the suite, or
died only by chance in a random game or the golden file; each dies here by name."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rs_helpers import EMPTY_ROW, legal_texts, picture, position
from rs_helpers import TURN_HANDS as HANDS
from rs_helpers import TURN_ROWS as ROWS

from roadgames.rushshift import DEFAULT_DECK, Card, RushShiftState, make_rules, new_game
from roadgames.rushshift.board import LEFT, RIGHT, Board
from roadgames.rushshift.board import ROWS as GRID_ROWS
from roadgames.rushshift.cards import deck_list
from roadgames.rushshift.setups import setup_board
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.vehicles import GOLD, LENGTHS, NUM_VEHICLES, SILVER, index_of

#: The deck's make-up as RUSH_HOUR_SHIFT.md's table gives it (a placeholder, but the one
#: the document names).
DOCUMENTED_DECK = {
    "MOVE1": 3,
    "MOVE2": 5,
    "MOVE3": 5,
    "MOVE4": 3,
    "SLIDE": 5,
    "SHIFT": 6,
    "MS2": 3,
    "MS3": 2,
}


# ---------------------------------------------------------------- components and set-up


def test_the_default_deck_is_the_documented_32_cards() -> None:
    assert {card.code: n for card, n in DEFAULT_DECK.items()} == DOCUMENTED_DECK
    assert sum(DOCUMENTED_DECK.values()) == 32
    assert make_rules().deck_size == 32


def test_the_box_holds_two_heroes_eight_cars_and_four_vehicles_of_three() -> None:
    heroes = [LENGTHS[v] for v in (GOLD, SILVER)]
    blockers = Counter(LENGTHS[v] for v in range(NUM_VEHICLES) if v not in (GOLD, SILVER))
    assert heroes == [2, 2]
    assert blockers == {2: 8, 3: 4}


def test_a_new_game_deals_four_cards_each_and_keeps_the_rest_as_the_draw_pile() -> None:
    state = new_game(make_rules(), seed=12)
    assert state.hand_sizes == [4, 4] and len(state.draw_pile) == 32 - 8
    assert state.discard_pile == [] and state.board.offsets == [0, 0, 0]
    dealt = state.hand_cards(0) + state.hand_cards(1) + [Card(c) for c in state.draw_pile]
    assert sorted(dealt) == deck_list(DEFAULT_DECK)


@pytest.mark.parametrize("size", [1, 6])
def test_the_hand_size_option_deals_and_refills_that_many_cards(size: int) -> None:
    state = new_game(make_rules(hand_size=size), seed=3)
    assert state.hand_sizes == [size, size]
    assert [len(state.hand_cards(seat)) for seat in (0, 1)] == [size, size]
    assert len(state.draw_pile) == 32 - 2 * size
    state.apply(state.legal_actions()[0])
    state.apply("end")
    assert len(state.hand_cards(0)) == size  # played one, drew one


# ---------------------------------------------------------------- shifting


def _connected(left: int, right: int) -> bool:
    """Whether some world row crosses all three sections: read off the rows each covers
    (the middle 0-5, a side section its offset to its offset + 5)."""
    rows = set(range(GRID_ROWS))
    for offset in (left, right):
        rows &= set(range(offset, offset + GRID_ROWS))
    return bool(rows)


def test_a_side_section_may_shift_to_exactly_the_offsets_that_keep_a_row_connecting() -> None:
    rows = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    text = "\n".join(rows)
    for left in range(-5, 6):
        for right in range(-5, 6):
            if not _connected(left, right):
                continue
            board = Board.from_picture(text, left, right)
            wanted_left = {d for d in range(-12, 13) if d and _connected(left + d, right)}
            wanted_right = {d for d in range(-12, 13) if d and _connected(left, right + d)}
            assert set(board.shift_range(LEFT)) == wanted_left, (left, right)
            assert set(board.shift_range(RIGHT)) == wanted_right, (left, right)


# ---------------------------------------------------------------- seams and locks

#: Cars B and C in the middle section, on rows 0 and 3; the sections lined up in the picture.
SEAM_ROWS = (
    "..... .BB. .....",
    "GG... .... .....",
    EMPTY_ROW,
    "..... .CC. .....",
    "..... .... ...SS",
    EMPTY_ROW,
)


def test_a_slide_stops_at_a_misaligned_seam_and_goes_on_through_an_aligned_one() -> None:
    lined_up = position(SEAM_ROWS, HANDS)
    lined_up.apply("play SLIDE")
    assert "slide B right 6" in legal_texts(lined_up)  # to the grid's end
    # the right section one row down: it has no world row 0, so B meets a wall at the seam;
    # world row 3 is the right section's local row 2, so C crosses to the grid's end
    shifted = position(SEAM_ROWS, HANDS, right=1)
    shifted.apply("play SLIDE")
    legal = legal_texts(shifted)
    assert "slide B right 1" in legal and "slide B right 2" not in legal
    assert "slide C right 6" in legal and "slide C right 7" not in legal
    shifted.apply("slide C right 6")
    assert shifted.board.cells(index_of("C")) == [(3, 12), (3, 13)]
    shifted.board.check()


def test_a_slide_crosses_both_seams_when_both_side_sections_line_up_with_it() -> None:
    rows = (
        EMPTY_ROW,
        "GG... .... .....",
        "BB... .... .....",
        EMPTY_ROW,
        "..... .... ...SS",
        EMPTY_ROW,
    )
    state = position(rows, HANDS, left=-2, right=-2)  # B on world row 0, right row 0 too
    state.apply("play SLIDE")
    legal = legal_texts(state)
    assert "slide B right 12" in legal and "slide B right 13" not in legal
    # the right section down instead: world row 0 is not in it, B stops at the right seam
    state = position(rows, HANDS, left=-2, right=1)
    state.apply("play SLIDE")
    legal = legal_texts(state)
    assert "slide B right 7" in legal and "slide B right 8" not in legal


def _shifts(state: RushShiftState) -> set[str]:
    """The sides (``left``, ``right``) that a shift may move now."""
    return {text.split()[1] for text in legal_texts(state) if text.startswith("shift")}


@pytest.mark.parametrize(
    ("row", "locked"),
    [
        ("..... .... .....", set()),
        ("....A A... .....", {"left"}),  # a car with a square on each side of the left seam
        ("...AA .... .....", set()),  # touching the left seam, wholly on its left
        ("..... AA.. .....", set()),  # touching it, wholly on its right
        ("..... ..AA .....", set()),  # touching the right seam, wholly on its left
        ("..... ...A A....", {"right"}),  # a car across the right seam
        ("..... ...Q QQ...", {"right"}),  # a truck, one square left of the right seam
        ("..... ..QQ Q....", {"right"}),  # a truck, two squares left of it
        ("..... .... QQQ..", set()),  # a truck touching it from the right
        ("...QQ Q... .....", {"left"}),  # a truck across the left seam
        ("....A A... QQQ..", {"left"}),
        ("....A A..Q QQ...", {"left", "right"}),  # both at once
    ],
)
def test_a_horizontal_vehicle_with_squares_on_both_sides_of_a_seam_locks_it(
    row: str, locked: set[str]
) -> None:
    rows = (EMPTY_ROW, row, EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", "GG... .... .....")
    state = position(rows, HANDS)
    state.apply("play SHIFT")
    assert _shifts(state) == {"left", "right"} - locked
    assert state.view(0).to_dict()["locked"] == {s: s in locked for s in ("left", "right")}


def test_a_hero_straddling_a_seam_locks_it_until_wholly_on_one_side() -> None:
    rows = (EMPTY_ROW, "....G G... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, HANDS)
    state.apply("play MS2")
    assert _shifts(state) == {"right"}  # gold across the left seam locks it
    state.apply("move G right")  # now wholly in the middle section
    assert _shifts(state) == {"left", "right"}
    rows = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... ...S S....", EMPTY_ROW)
    state = position(rows, HANDS, first_player=1)
    state.apply("play MS3")
    assert _shifts(state) == {"left"}  # silver across the right seam locks it
    state.apply("move S left")
    assert _shifts(state) == {"left", "right"}


# ---------------------------------------------------------------- the draw pile and the match


def test_the_new_draw_pile_is_shuffled_by_chance_not_laid_in_a_fixed_order() -> None:
    orders = set()
    for seed in range(4):
        state = position(ROWS, HANDS)
        state.discard_pile.extend(state.draw_pile)
        state.draw_pile.clear()
        state.rng = random.Random(seed)
        state.apply("play MOVE2")
        state.apply("end")
        # the 24 old discards and the card just played, less the one drawn
        assert len(state.draw_pile) == 24 + 1 - 1 and state.discard_pile == []
        orders.add(tuple(state.draw_pile))
    assert len(orders) > 1  # the same discards, another seed: another order


#: Silver one slide from its exit, in the left section; gold far from its own.
SILVER_NEAR = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..SS. .... .....", EMPTY_ROW)


def _second_game(seed: int) -> RushShiftState:
    """A match of two games: in the first, gold shifts the right section two rows down
    and silver then slides out; the second is dealt from ``seed``'s shuffle."""
    rules = make_rules(setup=picture(*SILVER_NEAR), games=2)
    state = new_game(rules, seed=seed, decks=[stacked_deck(rules, HANDS)])
    state.apply("play SHIFT")
    state.apply("shift right down 2")
    assert state.board.offsets == [0, 0, 2]
    state.apply("play SLIDE")
    state.apply("slide S left 4")
    assert [r.winner for r in state.results] == [1] and state.game_number == 1
    return state


def test_each_game_of_a_match_starts_lined_up_with_a_fresh_deal() -> None:
    state = _second_game(5)
    assert state.board.offsets == [0, 0, 0]
    assert state.board == setup_board(picture(*SILVER_NEAR))
    assert state.to_move == 1 and state.turn == 0  # the winner starts
    assert state.hand_sizes == [4, 4] and state.discard_pile == []
    dealt = state.hand_cards(0) + state.hand_cards(1) + [Card(c) for c in state.draw_pile]
    assert sorted(dealt) == deck_list(DEFAULT_DECK)
    deals = {(tuple(s.hand_cards(0)), tuple(s.hand_cards(1))) for s in map(_second_game, range(4))}
    assert len(deals) > 1  # shuffled again: the deal comes from chance


# ---------------------------------------------------------------- hidden information

#: A hand for the seat whose knowledge is tested, and two the other seat may hold.
KNOWN = ["MOVE2", "MS2", "SHIFT", "SLIDE"]
OTHERS = (["MOVE3", "SLIDE", "SHIFT", "MS3"], ["MOVE1", "MOVE1", "SLIDE", "MOVE4"])
#: The first cards drawn in the two games: the first alike, the next not.
DRAWS = (["MOVE4", "MOVE3"], ["MOVE4", "SHIFT"])


def _twins(seat: int, first: int) -> list[RushShiftState]:
    """Two games alike in all that ``seat`` may know (the board, its own hand) but not in
    the other seat's hand nor in the draw pile's order; seat ``first`` to move."""
    games = []
    for other, draw in zip(OTHERS, DRAWS, strict=True):
        hands = [KNOWN, other] if seat == 0 else [other, KNOWN]
        games.append(position(ROWS, hands, draw=draw, first_player=first))
    return games


def _answer(state: RushShiftState, action: str, seat: int) -> str:
    """What ``apply`` answers ``seat``: the error's class and message, or ``ok``."""
    probe = state.clone()
    try:
        probe.apply(action, seat=seat)
    except ValueError as exc:  # every error of the rules is one
        return f"{type(exc).__name__}: {exc}"
    return "ok"


#: What the tested seat tries: every card, and a few steps, slides, shifts and the end.
PROBES = [f"play {card.code}" for card in Card] + [
    "move G right",
    "move S left",
    "move A up",
    "slide S left 2",
    "slide G right 2",
    "shift left up 1",
    "end",
]


#: What is played before the test looks: nothing, a card, a turn (its player draws the
#: card alike in both games), two turns (the second player draws the one not alike).
BEFORE: tuple[list[str], ...] = (
    [],
    ["play SLIDE"],
    ["play SLIDE", "end"],
    ["play SLIDE", "end", "play SLIDE", "end"],
)
#: Each seat tested, moving first or second, after each of :data:`BEFORE` but the last where
#: the tested seat itself draws the card not alike (its own hand then differs, as it may).
CASES = [
    (seat, first, before)
    for seat in (0, 1)
    for first in (0, 1)
    for before in BEFORE
    if len(before) < 4 or seat == first
]


@pytest.mark.parametrize(("seat", "first", "before"), CASES)
def test_views_and_error_messages_are_the_same_whatever_the_hidden_cards(
    seat: int, first: int, before: list[str]
) -> None:
    twins = _twins(seat, first)
    assert twins[0].hand_cards(1 - seat) != twins[1].hand_cards(1 - seat)
    assert twins[0].draw_pile != twins[1].draw_pile
    for action in before:  # every hand here holds a SLIDE; the first card drawn is alike
        for state in twins:
            state.apply(action)
    views = [state.view(seat).to_dict() for state in twins]
    assert views[0] == views[1]
    answers = [{action: _answer(state, action, seat) for action in PROBES} for state in twins]
    assert answers[0] == answers[1]
