"""Session 41: where the rules and the options meet. Each test builds a position in which two
or more rules (or a rule and an option) act together, and checks the engine does what
RUSH_HOUR_SHIFT.md (quoted as "the doc") and the rules text say: a MOVE & SHIFT whose steps
are blocked until its shift, a shift carrying heroes that stand partly out, a win on the
turn limit's last turn in a match, ``first_player`` over three games with a draw, a
reshuffle under the largest hand, random set-ups at each game of a match, bad board
pictures from every door, and illegal actions in these positions refused with the state
unchanged."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

import pytest
from rs_helpers import EMPTY_ROW, legal_texts, picture, position
from rs_helpers import TURN_HANDS as HANDS

from roadgames.core.errors import IllegalActionError, NotYourTurnError, RulesError
from roadgames.rushshift import Card, RushShiftState, make_rules, new_game
from roadgames.rushshift.board import LEFT, RIGHT
from roadgames.rushshift.cards import deck_list
from roadgames.rushshift.rules import Rules, rules_from_dict
from roadgames.rushshift.setups import passable
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.vehicles import GOLD, SILVER
from roadgames.rushshift.view import RESHUFFLE_EVENT


def _refused(state: RushShiftState, action: str, seat: int | None = None) -> None:
    """``apply`` refuses ``action`` and leaves every part of the state as it was."""
    before = state.clone()
    error = NotYourTurnError if seat is not None and seat != state.to_move else IllegalActionError
    with pytest.raises(error):
        state.apply(action, seat=seat)
    assert state == before


# ------------------------------------------------- a card whose steps cannot all be made

#: Gold on the left section against car A, column 2 full of cars; with the left section
#: shifted one row up, gold's row meets no row of the middle section (a wall).
WALLED = (
    "..AGG .... .....",
    "..A.. .... .....",
    "..B.. .... .....",
    "..B.. .... ...SS",
    "..C.. .... .....",
    "..C.. .... .....",
)


def test_a_move_and_shift_blocked_until_its_shift_takes_its_steps_after_it() -> None:
    # The doc: "MOVE & SHIFT n: a MOVE n and one SHIFT, in either order"; "a misaligned
    # seam stops it like a wall"; "a card whose action cannot be done ... may be played
    # with no effect". No step can be made before the shift; the shift lines gold's row
    # up, and the card's two steps are still there to take after it.
    state = position(WALLED, [["MS2", "MOVE2", "SHIFT", "SLIDE"]], left=-1)
    state.apply("play MS2")
    legal = legal_texts(state)
    assert not any(text.startswith("move") for text in legal)
    assert "end" in legal and "shift left down 1" in legal
    for action in ("move G right", "move G left", "move A down", "move S left"):
        _refused(state, action)  # a wall, a car, a full column, the other hero
    for action in ("shift left down 7", "shift right down 6", "slide G right 1", "play SHIFT"):
        _refused(state, action)  # no row in common, no slide on this card, one card a turn
    _refused(state, "end", seat=1)
    state.apply("shift left down 1")
    assert state.to_move == 0 and state.moves_left == 2  # the steps outlive the shift
    assert not any(text.startswith("shift") for text in legal_texts(state))
    _refused(state, "shift left up 1")  # one shift a card
    state.apply("move G right")
    state.apply("move G right")
    assert state.board.cells(GOLD) == [(0, 5), (0, 6)]  # through the seam, lined up now
    assert state.to_move == 1 and state.discard_pile == [Card.MS2]  # the card is spent


def test_a_move_card_with_no_step_to_make_is_still_spent() -> None:
    # The doc: "a card whose action cannot be done ... may be played with no effect (a turn
    # always plays one card)": played, it leaves the hand for the discards; a card is drawn.
    state = position(WALLED, [["MOVE2", "MS2", "SHIFT", "SLIDE"]], draw=["MOVE4"], left=-1)
    state.apply("play MOVE2")
    assert legal_texts(state) == {"end"}
    state.apply("end")
    assert state.discard_pile == [Card.MOVE2] and state.to_move == 1
    assert state.hand_cards(0) == [Card.MOVE4, Card.SLIDE, Card.SHIFT, Card.MS2]


# ------------------------------------------------- shifts and heroes standing partly out

#: Gold one step from standing partly out at the right end, silver at the left end.
AT_THE_ENDS = (
    EMPTY_ROW,
    "..... .... ...GG",
    EMPTY_ROW,
    EMPTY_ROW,
    "SS... .... .....",
    EMPTY_ROW,
)


def test_a_shift_carries_heroes_standing_partly_out_and_wins_nothing() -> None:
    # The doc: "a hero may stand partly out while leaving; it wins when wholly out"; a side
    # section slides "carrying the vehicles on it"; only "a horizontal vehicle with squares
    # on both sides of a seam" locks it. A shift moves no vehicle along its row, so neither
    # hero (the mover's nor the other's) can be carried out by one: nobody wins by it.
    hands = [["MS2", "SHIFT", "MOVE1", "SLIDE"], ["MOVE2", "SHIFT", "SLIDE", "MS3"]]
    state = position(AT_THE_ENDS, hands)
    state.apply("play MS2")
    state.apply("move G right")
    state.apply("end")
    state.apply("play MOVE2")
    state.apply("move S left")
    state.apply("end")
    assert state.board.cells(GOLD) == [(1, 13), (1, 14)]  # both partly out
    assert state.board.cells(SILVER) == [(4, -1), (4, 0)]
    assert state.board.shift_range(LEFT) and state.board.shift_range(RIGHT)  # no lock
    _refused(state, "move S right")  # the other hero, even partly out, is not gold's
    state.apply("play SHIFT")
    state.apply("shift right up 1")  # carries gold's own hero
    state.apply("play SHIFT")
    state.apply("shift left down 2")  # silver's turn: carries silver, gold's row stays
    board = state.board
    board.check()
    assert board.cells(GOLD) == [(0, 13), (0, 14)] and board.at(0, 13) == GOLD
    assert board.cells(SILVER) == [(6, -1), (6, 0)] and board.at(6, 0) == SILVER
    assert not state.is_over and board.present[GOLD] and board.present[SILVER]
    state.apply("play MOVE1")
    state.apply("move G right")  # a step takes gold wholly out, on its new row
    assert state.is_over and state.winners == [0]


# ------------------------------------------------- the turn limit and a match of games

#: Each hero one slide from wholly out: gold on the right section, silver on the left.
NEAR_OUT = (
    EMPTY_ROW,
    "..... .... ..GG.",
    EMPTY_ROW,
    EMPTY_ROW,
    ".SS.. .... .....",
    EMPTY_ROW,
)


def _match(**options: Any) -> RushShiftState:
    rules = make_rules(setup=picture(*NEAR_OUT), **options)
    deck = stacked_deck(rules, HANDS)
    return new_game(rules, decks=[deck] * rules.games)


def test_a_win_on_the_turn_limit_s_last_turn_is_a_win_and_its_winner_starts_next() -> None:
    # The rules text: "A game still going after N turns is drawn"; "A match of several
    # games: the winner starts the next; after a draw, the other player starts". A hero
    # out during the last turn has won: the game is not going on after it.
    state = _match(turn_limit=1, games=2)
    state.apply("play SLIDE")
    state.apply("slide G right 3")
    assert [(r.winner, r.starter, r.turns) for r in state.results] == [(0, 0, 1)]
    assert state.starter == 0 and state.to_move == 0  # a draw would hand it to silver
    state.apply("play MOVE2")
    state.apply("end")  # the limit: game 2 drawn
    assert state.is_over and state.results[1].winner is None and state.results[1].turns == 1
    assert state.wins == [1, 0] and state.winners == [0] and state.outcome() == [1.0, 0.0]


def test_first_player_silver_then_a_draw_then_the_winners_start_and_the_match_is_tied() -> None:
    # The rules text: "Who starts the first game: seat {first}"; "the winner starts the next;
    # after a draw, the other player starts"; "A match of several games plays them all; it
    # goes to whoever won more of them, and is drawn where both won as many (a drawn game
    # counts for nobody)".
    state = _match(first_player=1, turn_limit=2, games=3)
    assert state.to_move == 1
    for _ in range(2):  # game 1: two turns with no effect, drawn
        state.apply("play SHIFT")
        state.apply("end")
    assert state.game_number == 1 and state.to_move == 0  # the other player starts
    state.apply("play SLIDE")
    state.apply("slide G right 3")  # game 2: gold wins at once
    assert state.game_number == 2 and state.to_move == 0  # and starts game 3
    state.apply("play MOVE2")
    state.apply("end")
    state.apply("play SLIDE")
    state.apply("slide S left 3")  # silver wins on the limit's last turn
    assert [(r.winner, r.starter) for r in state.results] == [(None, 1), (0, 0), (1, 0)]
    assert state.is_over and state.wins == [1, 1] and state.winners == [0, 1]
    assert state.outcome() == [0.5, 0.5]


def test_a_match_already_decided_still_plays_its_last_game() -> None:
    # The rules text: "A match of several games plays them all".
    state = _match(turn_limit=1, games=3)
    for _ in range(2):
        state.apply("play SLIDE")
        state.apply("slide G right 3")
    assert state.wins == [2, 0] and not state.is_over and state.game_number == 2
    assert state.to_move == 0
    state.apply("play SHIFT")
    state.apply("end")
    assert state.is_over and state.results[2].winner is None and state.winners == [0]


# ------------------------------------------------- the draw pile under the largest hand

#: The smallest deck the largest hand allows: two hands of 8 and a draw pile of one.
TIGHT_DECK = {"MOVE1": 9, "SLIDE": 8}


def test_a_reshuffle_under_the_largest_hand_keeps_every_card_and_hides_the_new_order() -> None:
    # The rules text: "When the draw pile runs out, shuffle the discards into a new one";
    # the doc (via the rules' views): a seat never sees the other hand nor the deck's order.
    # A hand of 8 leaves a draw pile of one card: it runs out after the first turn.
    rules = make_rules(setup=picture(*NEAR_OUT), hand_size=8, deck=TIGHT_DECK, games=2)
    deck = stacked_deck(rules, [["SLIDE"] * 8, ["MOVE1"] * 8])
    state = new_game(rules, decks=[deck])
    state.apply("play SLIDE")
    state.apply("end")  # draws the last card
    assert state.draw_pile == [] and state.hand_sizes == [8, 8]
    state.apply("play MOVE1")  # the discards: a SLIDE and a MOVE1
    worlds = []
    for seed in range(12):  # the same game, the reshuffle drawn from other chances
        world = state.clone()
        world.rng = random.Random(seed)
        world.apply("end")
        worlds.append(world)
    assert len({tuple(world.draw_pile) for world in worlds}) == 2  # both orders happen
    for world in worlds:
        assert world.log[-1] == (-1, RESHUFFLE_EVENT) and world.discard_pile == []
        assert world.hand_sizes == [8, 8] and len(world.draw_pile) == 1
        held = world.hand_cards(0) + world.hand_cards(1)
        assert sorted(held + [Card(c) for c in world.draw_pile]) == deck_list(rules.deck_counts)
        assert world.view(0).to_dict() == worlds[0].view(0).to_dict()
    world = worlds[0]
    world.apply("play SLIDE")
    world.apply("slide G right 3")  # game 2 is dealt the whole deck again
    assert world.game_number == 1 and world.discard_pile == [] and len(world.draw_pile) == 1
    assert world.view(0).reshuffled is None


# ------------------------------------------------- set-ups


def test_every_game_of_a_random_match_starts_on_a_passable_symmetric_unlocked_board() -> None:
    # The doc: random set-ups are "solvable" and "Every set-up should be 180° point-
    # symmetric"; random_setup: "none straddling a seam". Each game of a match draws one.
    for seed in range(3):
        state = new_game(make_rules(setup="random", games=3), seed=seed)
        boards = []
        for number in range(3):
            assert state.game_number == number
            board = state.board
            assert board.is_point_symmetric() and passable(board)
            assert not board.locked(LEFT) and not board.locked(RIGHT)
            boards.append(board.key())
            state._end_game(number % 2)
        assert len(set(boards)) == 3


#: Bad pictures not among test_rs_rules' cases: an upright hero, a car split in two, a
#: bus one square short.
BAD_PICTURES = [
    (("G.... .... .....", "G.... .... .....") + (EMPTY_ROW,) * 3 + ("..... .... ...SS",),
     "hero G must lie horizontally"),
    (("GG... .... .....", "A.... .... ..A..") + (EMPTY_ROW,) * 3 + ("..... .... ...SS",),
     "vehicle A must be a straight line of 2"),
    (("GG... .... .....", "QQ... .... .....") + (EMPTY_ROW,) * 3 + ("..... .... ...SS",),
     "vehicle Q must be a straight line of 3"),
]  # fmt: skip


@pytest.mark.parametrize(("rows", "reason"), BAD_PICTURES)
def test_a_bad_picture_is_refused_alike_by_options_records_and_rules(
    rows: tuple[str, ...], reason: str
) -> None:
    # The doc's "board picture" option (rules.py: "A picture is checked here ... so every
    # command refuses a bad one the same way"): a clear error, never a crash.
    setup = picture(*rows)
    record = {**make_rules().to_dict(), "setup": setup}
    messages = set()
    for make in (
        partial(make_rules, setup=setup),
        partial(rules_from_dict, record),
        partial(Rules, setup=setup),
    ):
        with pytest.raises(RulesError) as caught:
            make()
        messages.add(str(caught.value))
    assert len(messages) == 1
    assert messages.pop().startswith(f"option 'setup': {reason}")
