"""Session 33's mutation sweep of the Rush Hour Shift table screen and its fitted words
(``roadgames.tui.rushshift.table`` and ``table_text``): the edges the older tests left open."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.geometry import Size
from textual.pilot import Pilot
from textual.widgets import Static
from tui_helpers import at_rush_table, settle

from roadgames.rushshift import GAME, Dir, RushShiftState, make_rules, new_game
from roadgames.rushshift.actions import END, PLAY, Action, Kind
from roadgames.rushshift.cards import Card
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.vehicles import HEROES
from roadgames.tui.fitting import fit_named
from roadgames.tui.rushshift.board import BoardWidget
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.rushshift.table_text import (
    MESSAGE_ROWS,
    fit_rows,
    key_numbers,
    large_board,
    prompt_lines,
    shown_turn,
)


def quick_turns(state: RushShiftState, turns: int) -> None:
    """Play ``turns`` whole turns: each plays the first card listed and ends at once."""
    for _ in range(turns):
        state.apply(next(a for a in state.legal_actions() if a.kind == Kind.PLAY))
        state.apply(END)


def test_the_board_is_drawn_large_from_110_by_36_and_not_a_cell_short() -> None:
    assert large_board(Size(110, 36))
    assert large_board(Size(200, 60))
    assert not large_board(Size(109, 36))
    assert not large_board(Size(110, 35))
    assert not large_board(Size(80, 24))


def test_only_the_first_nine_steps_have_a_number_key() -> None:
    steps = [Action(Kind.MOVE, vehicle=v, direction=Dir.UP) for v in range(10)]
    numbers = key_numbers(steps, ())
    assert numbers[:9] == tuple((n,) for n in range(1, 10))
    assert numbers[9] == ()  # no key "10": it is picked with the arrows


def test_a_card_to_play_is_picked_by_its_place_in_the_hand_not_in_the_list() -> None:
    hand = (Card.SLIDE, Card.MOVE3, Card.SHIFT)
    assert key_numbers([PLAY[Card.SHIFT], PLAY[Card.SLIDE]], hand) == ((3,), (1,))


def test_a_message_wraps_to_two_rows_by_default_above_the_whole_prompt() -> None:
    assert MESSAGE_ROWS == 2
    lines = prompt_lines("one two three four five six", "Go", 9).split("\n")
    assert lines == ["one two", "three fo…", "Go"]


def test_an_empty_message_or_prompt_leaves_the_other_alone() -> None:
    assert prompt_lines("", "Your turn", 4) == "Your turn"
    assert prompt_lines("Saved.", "", 4) == "Saved."
    assert prompt_lines("", "", 4) == ""


def test_a_message_and_prompt_exactly_filling_the_row_share_it() -> None:
    assert prompt_lines("ab", "cd", 6) == "ab  cd"  # two spaces between
    assert prompt_lines("ab", "cd", 5) == "ab\ncd"


def test_fitting_to_no_rows_still_gives_one_line() -> None:
    assert fit_rows("one two three", 7, 0) == ["one tw…"]
    assert fit_rows("one two three", 7, 1) == ["one tw…"]


def test_a_name_cut_to_a_letter_keeps_the_rest_of_the_line_whole() -> None:
    def thinking(name: str) -> str:
        return f"{name} (silver): thinking…"

    # 22 cells leave the name two: a letter and "…", the colour and the word whole
    assert fit_named("CPU greedy", thinking, 22) == "C… (silver): thinking…"
    # one cell fewer and the name would be "…" alone: the line itself is cut instead
    assert fit_named("CPU greedy", thinking, 21) == "CPU greedy (silver):…"


def test_the_top_line_counts_turns_from_one() -> None:
    state = new_game(make_rules("standard", 2, turn_limit=0), seed=1)
    assert shown_turn(state.view(0)) == 1
    quick_turns(state, 3)
    assert state.turn == 3 and shown_turn(state.view(0)) == 4


def test_a_game_drawn_at_the_turn_limit_shows_its_last_turn_not_one_past_it() -> None:
    state = new_game(make_rules("standard", 2, turn_limit=4), seed=1)
    quick_turns(state, 3)
    assert shown_turn(state.view(0)) == 4  # the fourth and last turn is being played
    quick_turns(state, 1)
    assert state.is_over and state.results[0].winner is None
    assert shown_turn(state.view(0)) == 4


def slide_session() -> RushSession:
    """You (gold, first to move) hold a SLIDE first, against greedy, on the standard board."""
    rules = GAME.rules_from_options(None, 2)
    deck = stacked_deck(rules, hands=[["SLIDE", "MOVE2", "SHIFT", "MS2"]])
    state = new_game(rules, seed=3, decks=[deck])
    return RushSession.seated(rules, [PERSON, "greedy"], None, 3, state)


def test_a_slide_in_play_is_named_and_a_click_on_a_stuck_vehicle_is_refused(
    tmp_path: Path,
) -> None:
    session = slide_session()

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        info = screen.query_one("#rs-info", Static)
        assert str(info.content).startswith("No card in play yet.")
        key = screen.numbers[screen.listed.index(PLAY[Card.SLIDE])][0]
        await pilot.press(str(key), "enter")
        await settle(pilot)
        view = screen.current_view()
        assert view.phase == "act" and view.slide_left and not view.moves_left
        lines = str(info.content).split("\n")
        assert lines[:2] == ["Card in play: SLIDE", "a slide"]
        movable = {action.vehicle for action in screen.listed} - {None}
        stuck = [v for v in view.board.movers() if v not in movable | set(HEROES)]
        assert movable and stuck
        # a vehicle with a slide: the cursor goes to its first one (not the list's
        # first entry, where it is already), nothing said
        last = [a.vehicle for a in screen.listed if a.vehicle is not None][-1]
        first = next(a for a in screen.listed if a.vehicle == last)
        assert screen.listed.index(first) > 0
        assert first.vehicle is not None
        screen.post_message(BoardWidget.VehicleChosen(first.vehicle))
        await pilot.pause()
        assert screen.highlighted_action() == first and screen.message == ""
        screen.post_message(BoardWidget.VehicleChosen(stuck[0]))
        await pilot.pause()
        assert screen.message == "That vehicle has no free square to move to now."
        assert screen.highlighted_action() == first  # the cursor stays
        assert len(session.state.history) == 1  # nothing done but the card

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))
