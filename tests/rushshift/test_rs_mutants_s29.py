"""Rules of the view, the turn and the state that a machine mutation sweep of the Rush Hour
Shift engine (session 29) showed no test pinned: each test fails on a one-line change of
the engine and passes on the engine as it is."""

from __future__ import annotations

import dataclasses

import pytest
from rs_helpers import EMPTY_ROW, position

from roadgames.core.errors import RulesError
from roadgames.rushshift import Board, Card, RushShiftState, make_rules, new_game
from roadgames.rushshift.actions import parse_action
from roadgames.rushshift.cards import CARD_STEPS
from roadgames.rushshift.turn import Budget, budget_of, card_budget, spend
from roadgames.rushshift.vehicles import GOLD, SILVER, index_of

HANDS = [["MOVE2", "MS2", "SHIFT", "SLIDE"], ["MOVE3", "SLIDE", "SHIFT", "MS3"]]
#: Gold and silver each with an open row ahead.
OPEN = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)


def _after_two_turns() -> RushShiftState:
    """Gold played SHIFT and silver SLIDE, both unused: two cards on the discard pile."""
    state = position(OPEN, HANDS)
    for card in ("SHIFT", "SLIDE"):
        state.apply(f"play {card}")
        state.apply("end")
    return state


# ------------------------------------------------------------------------------ view


def test_a_view_whose_log_does_not_name_the_discard_pile_is_refused() -> None:
    """view.py: the reshuffled cards are read from the log, which must name every card of
    the discard pile; a log made up (a play left out, though it reaches back to the deal)
    or a discard pile that is not the log's raises ``ValueError``, not a guess."""
    view = _after_two_turns().view(0)
    assert view.reshuffled is None  # the true view: no reshuffle yet, and no error
    dropped = tuple(entry for entry in view.log if entry != (1, "play SLIDE"))
    assert len(dropped) == len(view.log) - 1
    with pytest.raises(ValueError, match="discard pile"):
        _ = dataclasses.replace(view, log=dropped).reshuffled
    swapped = dataclasses.replace(view, discard_pile=(Card.SLIDE, Card.SHIFT))
    with pytest.raises(ValueError, match="discard pile"):
        _ = swapped.reshuffled


def test_a_view_s_picture_and_offsets_are_the_board_s() -> None:
    """view.py: ``picture`` is the board as text, as :meth:`Board.render` draws it, and the
    data sent to a seat gives each side section's own offset."""
    view = position(OPEN, HANDS, left=-1, right=2).view(1)
    assert view.to_dict()["offsets"] == {"left": -1, "right": 2}
    assert view.picture == view.to_dict()["picture"]
    lines = view.picture.splitlines()
    assert lines[0] == "left -1  right +2  (up is -)"
    assert lines[2] == " 0  GG...|...."
    assert lines[8] == " 6             ...SS"


def test_the_data_sent_to_a_seat_names_the_card_in_play() -> None:
    """view.py: while a card is being used, both seats' data name it (it was played face
    up); between turns there is none."""
    state = position(OPEN, HANDS)
    state.apply("play MS2")
    for seat in (0, 1):
        assert state.view(seat).to_dict()["card"] == "MS2"
    state.apply("end")
    assert state.view(0).to_dict()["card"] is None


def test_a_view_cannot_be_changed_after_it_is_made() -> None:
    """view.py: a view is a frozen value (its board is a copy, to change freely)."""
    view = _after_two_turns().view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]


# ------------------------------------------------------------------------------ turn


def test_the_usual_budgets_are_shared_values_that_cannot_change() -> None:
    """turn.py: ``budget_of`` gives the same value each time for the figures a card can
    leave, and ``spend`` gives those shared values too; so a budget is frozen (a change to
    one would change every turn that shares it)."""
    most = max(CARD_STEPS)
    for moves in range(most + 1):
        for steps in range(most + 1):
            for shift in (False, True):
                for slide in (False, True):
                    budget = budget_of(moves, shift, slide, steps)
                    assert budget == Budget(moves, shift, slide, steps)
                    assert budget is budget_of(moves, shift, slide, steps)
    after = spend(card_budget(Card.MS2), parse_action("move A down"))
    assert after is budget_of(1, True, False, 1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        card_budget(Card.MOVE2).moves = 9  # type: ignore[misc]


def test_a_budget_beyond_any_card_s_is_spent_all_the_same() -> None:
    """turn.py: ``budget_of`` makes a budget no card leaves (more steps than any card
    gives); ``spend`` takes a step from it like from any other."""
    big = budget_of(9, True, False, 0)
    assert big == Budget(9, True, False, 0)
    assert spend(big, parse_action("move A down")) == Budget(8, True, False, 1)
    assert spend(big, parse_action("shift left up 1")) == Budget(9, False, False, 0)
    assert spend(budget_of(9, True, False, 2), parse_action("end")) == Budget(0, False, False, 2)


# ----------------------------------------------------------------------------- state


def test_a_match_dealt_without_a_seed_keeps_the_one_it_drew() -> None:
    """state.py: without a seed one is drawn and kept as ``seed``, so that a record can
    replay the match: the same seed deals the same match again."""
    rules = make_rules()
    state = RushShiftState(rules)
    assert isinstance(state.seed, int)
    again = RushShiftState(rules, seed=state.seed)
    assert again == state
    assert [again.hand_cards(s) for s in (0, 1)] == [state.hand_cards(s) for s in (0, 1)]
    assert again.draw_pile == state.draw_pile


def test_states_that_differ_are_not_equal() -> None:
    """state.py: ``==`` compares every attribute, hidden parts and all: a clone is equal
    until one of the two is changed, and two deals of other seeds are not equal."""
    rules = make_rules()
    state = new_game(rules, seed=3)
    other = state.clone()
    assert other == state
    other.apply(other.legal_actions()[0])
    assert other != state
    assert new_game(rules, seed=3) != new_game(rules, seed=4)
    hidden = state.clone()
    hidden.draw_pile.reverse()  # only the draw order differs
    assert hidden != state


def test_the_data_sent_to_a_seat_gives_each_game_s_result() -> None:
    """state.py: a game's result reads as its winner, who started and the turns played
    (the winning one included)."""
    rows = (EMPTY_ROW, "..... .... ..GG.", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, HANDS)
    state.apply("play SLIDE")
    state.apply("slide G right 3")
    assert state.is_over
    result = {"winner": 0, "starter": 0, "turns": 1}
    assert state.results[0].to_dict() == result
    assert state.view(1).to_dict()["results"] == [result]
    assert state.log[-1] == (-1, "game 1 won by gold")


def test_the_log_names_the_drawn_game_by_its_number() -> None:
    """state.py: a game drawn at the turn limit is logged with its number (1-based) and
    the turns played."""
    state = position(OPEN, HANDS, turn_limit=2, games=2)
    for card in ("SHIFT", "SLIDE"):
        state.apply(f"play {card}")
        state.apply("end")
    assert (-1, "game 1 drawn after 2 turns") in state.log
    assert state.log[-1] == (-1, "game 2: silver starts")  # the other seat starts after a draw


@pytest.mark.parametrize("seat", [-1, 2, True])
def test_a_hand_of_what_is_no_seat_is_refused(seat: object) -> None:
    """state.py: ``hand_cards`` raises ``ValueError`` for what is no seat, rather than
    give a seat's hand for it (``-1`` and ``True`` index the list of hands)."""
    state = new_game(make_rules(), seed=5)
    with pytest.raises(ValueError, match="no seat"):
        state.hand_cards(seat)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------ board


def test_placements_that_overlap_are_refused_and_named() -> None:
    """board.py: a set-up whose vehicles share a square is refused with both named and the
    square given, not drawn with one vehicle over the other."""
    car = index_of("A")  # upright, two squares long: rows 0-1 of column 1, over gold
    placements = {GOLD: (1, 0, True), SILVER: (3, 12, True), car: (0, 1, False)}
    with pytest.raises(RulesError, match=r"vehicles G and A overlap at \(1, 1\)"):
        Board.from_placements(placements)


def test_a_square_left_of_the_grid_is_empty_not_the_far_end_of_the_row() -> None:
    """board.py: ``at`` answers ``EMPTY`` off the grid: column -1 is not column 13 (where
    silver stands here)."""
    board = Board.from_placements({GOLD: (0, 0, True), SILVER: (2, 12, True)})
    assert board.at(2, 13) == SILVER
    assert board.at(2, -1) == -1
