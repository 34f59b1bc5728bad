"""Rules of the options, the state and the board that a second machine mutation sweep of
the Rush Hour Shift engine (session 29) showed no test pinned: each test fails on a
one-line change of the engine and passes on the engine as it is."""

from __future__ import annotations

import dataclasses
from unittest import mock

import pytest
from rs_helpers import EMPTY_ROW, heroes_in_the_middle, position

from roadgames.core.errors import IllegalActionError, RulesError
from roadgames.rushshift import Board, Card, Dir, RushShiftState, make_rules, new_game
from roadgames.rushshift.board import EMPTY, LEFT, RIGHT, placements_from_names
from roadgames.rushshift.rules import Rules
from roadgames.rushshift.vehicles import GOLD, SILVER, index_of
from roadgames.rushshift.view import RESHUFFLE_EVENT

HANDS = [["MOVE2", "MS2", "SHIFT", "SLIDE"], ["MOVE3", "SLIDE", "SHIFT", "MS3"]]
#: Gold and silver each with an open row ahead.
OPEN = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)

# ------------------------------------------------------------------------------ rules


def test_the_option_bounds_are_the_documented_figures() -> None:
    """rules.py's docstring: ``hand_size`` 1 to 8, ``games`` at most 99, ``turn_limit``
    at most 100 000, each deck count from 0 to 32 (the whole placeholder deck). The
    figures themselves, not the constants, which the other tests read back."""
    top = make_rules(hand_size=8, games=99, turn_limit=100_000, deck={"MOVE1": 32, "SLIDE": 32})
    assert (top.hand_size, top.games, top.turn_limit, top.deck_size) == (8, 99, 100_000, 64)
    for name, value, high in (
        ("hand_size", 9, 8),
        ("games", 100, 99),
        ("turn_limit", 100_001, 100_000),
    ):
        with pytest.raises(
            RulesError, match=f"option '{name}' must be an integer from .* to {high}\\b"
        ):
            make_rules("standard", 2, **{name: value})
    with pytest.raises(RulesError, match="count of MOVE1 must be a whole number from 0 to 32"):
        make_rules(deck={"MOVE1": 33})


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"preset": "Standard"}, "unknown preset 'Standard'"),  # make_rules' spelling only
        ({"players": 3}, "for 2 players, not 3"),
        ({"deck": {"SLIDE": 9}}, r"a Rules holds them as \(\(Card.SLIDE, 5\)"),
    ],
)
def test_rules_made_without_make_rules_are_refused_all_the_same(
    changes: dict[str, object], message: str
) -> None:
    """rules.py, ``validate``: every :class:`Rules` is checked when it is made, so a
    preset, a seat count or a deck that ``make_rules`` would read or refuse is refused
    from a Rules built directly (a record read by other code, a ``replace``)."""
    with pytest.raises(RulesError, match=message):
        Rules(**changes)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match=message):
        dataclasses.replace(Rules(), **changes)  # type: ignore[arg-type]


def test_the_default_options_are_the_documented_ones() -> None:
    """rules.py's docstring: set-up 1, the placeholder deck of 32, hands of 4, one game,
    gold starts, drawn after 300 turns, ``move_exact`` off; ``make_rules()`` and a plain
    ``Rules()`` are the same."""
    plain = make_rules()
    assert plain == Rules()
    expected = {"setup": "1", "hand_size": 4, "games": 1, "first_player": 0}
    expected |= {"turn_limit": 300, "move_exact": False, "preset": "standard", "players": 2}
    data = plain.to_dict()
    assert {name: data[name] for name in expected} == expected
    assert plain.deck_size == 32


@pytest.mark.parametrize("preset", [3, None, b"standard"])
def test_a_preset_that_is_no_text_is_refused_as_a_rules_error(preset: object) -> None:
    """rules.py, ``make_rules``: ``RulesError`` names what is wrong, also for a preset
    that is no string (a damaged record), rather than an ``AttributeError``."""
    with pytest.raises(RulesError, match="unknown preset"):
        make_rules(preset)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "value", "low", "high"),
    [
        ("first_player", -1, 0, 1),
        ("first_player", 2, 0, 1),
        ("turn_limit", -1, 0, 100_000),
    ],
)
def test_the_first_player_is_a_seat_and_no_turn_limit_is_below_none(
    name: str, value: int, low: int, high: int
) -> None:
    """rules.py's docstring: ``first_player`` is the seat that starts, 0 (gold) or 1;
    ``turn_limit`` 0 means no limit, and none is below it."""
    assert make_rules(first_player=1, turn_limit=0).to_dict()["turn_limit"] == 0
    with pytest.raises(
        RulesError, match=f"option '{name}' must be an integer from {low} to {high}"
    ):
        make_rules("standard", 2, **{name: value})


# ----------------------------------------------------------------------------- state


def test_a_match_not_over_has_no_outcome() -> None:
    """state.py, ``outcome`` (the game protocol: "game must be over"): asked too early it
    raises ``IllegalActionError``, not a division by the empty list of winners."""
    state = new_game(make_rules(), seed=2)
    with pytest.raises(IllegalActionError, match="the match is not over"):
        state.outcome()


def test_is_legal_answers_true_or_false() -> None:
    """state.py, ``is_legal``: whether the action is legal now, a ``bool`` either way."""
    state = position(OPEN, HANDS)
    assert state.is_legal("play SHIFT") is True
    assert state.is_legal("play MOVE3") is False  # silver's card, not gold's
    assert state.is_legal("play SHIFT", seat=1) is False


def test_a_state_leaves_comparing_with_other_things_to_them() -> None:
    """state.py, ``__eq__``: a state equals only a state; with anything else it answers
    ``NotImplemented`` (Python's data model), so the other side's ``==`` is asked."""
    state = new_game(make_rules(), seed=2)
    assert state.__eq__("a state") is NotImplemented
    assert state != "a state"
    assert state == mock.ANY


def test_a_world_keeps_the_seed_it_was_given() -> None:
    """state.py, ``from_view``: later reshuffles and games use ``seed``, kept as
    :attr:`~RushShiftState.seed` as for any state (a record of the world names it), and
    a world can be cloned like any state."""
    state = position(OPEN, HANDS)
    unseen = [Card(c) for c in reversed(state.draw_pile)]
    world = RushShiftState.from_view(state.view(0), state.hand_cards(1), unseen, seed=77)
    assert world.seed == 77
    copy = world.clone()
    assert copy == world and copy.seed == 77


def test_a_reshuffle_is_logged_as_an_event_of_no_seat() -> None:
    """state.py: the engine's own events (a deal, a win, a draw, a reshuffle) are logged
    under seat -1, as the other events are, in the state's log and in the data sent."""
    state = position(OPEN, [["SHIFT"] * 4] * 2, deck={"SHIFT": 9})
    for _ in range(2):  # the one card left is drawn, then the discards are reshuffled
        state.apply("play SHIFT")
        state.apply("end")
    assert state.log[-1] == (-1, RESHUFFLE_EVENT)
    assert [seat for seat, _ in state.log] == [-1, 0, 0, 1, 1, -1]
    assert state.view(0).to_dict()["log"][-1] == [-1, RESHUFFLE_EVENT]


# ------------------------------------------------------------------------------ board


def test_the_board_check_refuses_offsets_without_a_connecting_row() -> None:
    """board.py, ``check``: an invariant is that a world row crosses all three sections
    (``abs(L - R) <= 5``); offsets 5 and -5 break it, though the grid is in order."""
    board = heroes_in_the_middle()
    board.check()
    board.offsets[LEFT], board.offsets[RIGHT] = 5, -5
    with pytest.raises(AssertionError, match=r"\[5, 0, -5\]"):
        board.check()


def test_the_board_check_refuses_a_square_no_vehicle_holds() -> None:
    """board.py, ``check``: the occupancy grid must match the vehicles; a square marked
    taken by a vehicle that is not on the board is found."""
    board = heroes_in_the_middle()
    board.grid[3][3] = index_of("A")
    with pytest.raises(AssertionError, match="occupancy grid out of date"):
        board.check()


def test_only_a_lined_up_board_is_point_symmetric() -> None:
    """board.py, ``is_point_symmetric``: whether the *lined-up* board looks the same turned
    180°; a shifted board is not, even when its world squares would turn into each other."""
    lined_up = Board.from_placements({GOLD: (1, 0, True), SILVER: (4, 12, True)})
    assert lined_up.is_point_symmetric()
    shifted = Board.from_placements({GOLD: (0, 0, True), SILVER: (5, 12, True)}, 1, -1)
    assert shifted.cells(GOLD) == lined_up.cells(GOLD)
    assert shifted.cells(SILVER) == lined_up.cells(SILVER)
    assert not shifted.is_point_symmetric()


@pytest.mark.parametrize("value", [[0, 0, "x"], ["0", 0, "h"], [0, 1.0, "v"]])
def test_a_placement_of_the_set_up_file_format_is_checked(value: list[object]) -> None:
    """board.py, ``placements_from_names``: ``[row, col, "h" | "v"]``, two whole numbers
    and a letter; anything else is refused, naming the vehicle."""
    assert placements_from_names({"A": [0, 1, "v"]}) == {index_of("A"): (0, 1, False)}
    with pytest.raises(RulesError, match="bad placement for A"):
        placements_from_names({"A": value})


def test_a_hero_gone_is_neither_drawn_nor_placed() -> None:
    """board.py: the picture draws a hero *partly* out beyond the edge, and ``<``/``>`` at
    the exit of a hero still on the grid; one wholly out is drawn nowhere, and the repr
    says it is gone (not that it was never on the board)."""
    board = Board.from_placements({GOLD: (0, 12, True), SILVER: (5, 0, True)})
    board.slide(GOLD, Dir.RIGHT, board.slide_limit(GOLD, Dir.RIGHT))
    assert board.is_out(GOLD)
    lines = board.render().splitlines()
    assert lines[1] == " 0  .....|....|....."
    assert lines[6] == " 5 <SS...|....|....."
    assert "G" not in board.render()
    assert repr(board) == "<Board left +0 right +0: G gone, S row 5 cols 0-1, 0 blockers>"
    alone = Board.from_placements({SILVER: (5, 0, True)})
    assert "G not on the board" in repr(alone)


def test_heroes_partly_out_are_drawn_beyond_the_edges() -> None:
    """board.py, ``render``: a hero partly out is drawn beyond the edge (silver's first
    square before the grid, gold's last after it), on its own row only; the repr gives
    its columns and counts one blocker as one."""
    car = index_of("A")
    board = Board.from_placements({GOLD: (0, 12, True), SILVER: (5, 0, True), car: (2, 3, True)})
    board.step(GOLD, Dir.RIGHT)
    board.step(SILVER, Dir.LEFT)
    assert board.render().splitlines() == [
        "left +0  right +0  (up is -)",
        " 0  .....|....|....GG",
        " 1  .....|....|.....",
        " 2  ...AA|....|.....",
        " 3  .....|....|.....",
        " 4  .....|....|.....",
        " 5 SS....|....|.....",
    ]
    assert (
        repr(board) == "<Board left +0 right +0: G row 0 cols 13-14, S row 5 cols -1-0, 1 blocker>"
    )


def test_a_shifted_board_is_drawn_row_by_row_where_each_section_stands() -> None:
    """board.py: ``render`` draws every world row a section reaches (here -1 to 6), the
    exits marked on rows that reach them; ``at`` and ``on_grid`` answer in world rows, and
    a row above the middle section is empty, not its bottom row."""
    car = index_of("B")
    placements = {GOLD: (0, 0, True), SILVER: (5, 12, True), car: (4, 6, False)}
    board = Board.from_placements(placements, 1, -1)
    assert board.render().splitlines() == [
        "left +1  right -1  (up is -)",
        "-1             .....",
        " 0        ....|.....",
        " 1  GG...|....|.....>",
        " 2  .....|....|.....",
        " 3  .....|....|.....",
        " 4 <.....|.B..|...SS",
        " 5  .....|.B..",
        " 6  .....",
    ]
    assert board.at(5, 6) == car
    assert board.at(-1, 6) == EMPTY
    assert board.on_grid(1, 0) and not board.on_grid(0, 0) and not board.on_grid(1, -1)


def test_a_vehicle_steps_only_along_its_axis_and_off_the_grid_is_refused() -> None:
    """board.py: ``picture`` is what ``from_picture`` reads (``.`` for an empty square);
    ``can_step`` is for the vehicle's own axis (a hero lies flat: no step up);
    a placement past the grid's right end is refused by name, as one past the left."""
    board = heroes_in_the_middle()
    assert board.picture().splitlines()[::5] == ["..... GG.. .....", "..... ..SS ....."]
    assert Board.from_picture(board.picture()) == board
    assert not board.can_step(GOLD, Dir.UP) and not board.can_step(GOLD, Dir.DOWN)
    assert board.can_step(GOLD, Dir.RIGHT)
    with pytest.raises(RulesError, match=r"vehicle G is off the grid at \(0, 14\)"):
        Board.from_placements({GOLD: (0, 13, True)})


def test_the_board_check_refuses_silver_beyond_the_right_end() -> None:
    """board.py, ``check``: only gold goes past the right end (silver leaves on the left);
    a silver standing half past it is found, though the grid matches it."""
    board = Board.from_placements({GOLD: (0, 0, True), SILVER: (5, 12, True)})
    board.grid[5][12], board.grid[5][13] = EMPTY, SILVER
    board.col[SILVER] = 13
    with pytest.raises(AssertionError, match="S beyond the wrong end"):
        board.check()
