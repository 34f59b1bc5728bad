"""More of session 33's mutation sweep of the Rush Hour Shift table screen
(``roadgames.tui.rushshift.table``): the prompt under a hand turned face down, a click on a
hand card, the ``e`` key refused, and the log that scrolls to its last line."""

from __future__ import annotations

import asyncio
from pathlib import Path

from rich.cells import cell_len
from textual.pilot import Pilot
from textual.widgets import OptionList, RichLog, Static
from tui_helpers import at_rush_table, press_rush_action, settle

from roadgames.agents import Decision
from roadgames.rushshift import make_rules, new_game
from roadgames.rushshift.actions import END, PLAY, Action, Kind
from roadgames.rushshift.cards import Card
from roadgames.rushshift.stacking import stacked_deck
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.hand import RushCard
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen


class BareRushTable(RushTableScreen):
    """The Rush Hour Shift table with nothing drawn and no app: it counts its drawings and
    keeps the actions it would do rather than doing them."""

    def __init__(self, session: RushSession, save_path: Path) -> None:
        super().__init__(session, Translator("en"), save_path, delay=0)
        self.drawn = 0
        self.done: list[Action] = []

    def redraw(self) -> None:
        self.drawn += 1
        # what drawing the list keeps of the view: the actions offered
        self.listed = self.choices(self.current_view())

    def act(self, action: Action) -> None:
        self.done.append(action)


def dealt_session(players: list[str], hand: list[str], move_exact: bool = False) -> RushSession:
    """Gold (first to move) holds ``hand``, on the standard board."""
    rules = make_rules("standard", 2, move_exact=move_exact)
    deck = stacked_deck(rules, hands=[hand] if hand else [])
    state = new_game(rules, seed=3, decks=[deck])
    return RushSession.seated(rules, players, None, 3, state)


def bare(session: RushSession, tmp_path: Path) -> BareRushTable:
    table = BareRushTable(session, tmp_path / "s.json")
    table.redraw()
    return table


def test_a_hand_turned_face_down_is_all_the_prompt_and_the_list_say(tmp_path: Path) -> None:
    # two people at one screen: the hand stays face down until its owner is at the screen
    table = bare(dealt_session([PERSON, PERSON], ["SLIDE", "MOVE2", "SHIFT", "MS2"]), tmp_path)
    view = table.current_view()
    assert view.my_turn and not table.hand_visible()
    assert table.prompt_text(view) == "hand hidden"
    assert table.waiting_text(view, 40) == "hand hidden"
    assert table.listed == ()


def test_a_click_on_a_hand_card_plays_that_card(tmp_path: Path) -> None:
    table = bare(dealt_session([PERSON, "greedy"], ["SLIDE", "MOVE2", "SHIFT", "MS2"]), tmp_path)
    hand = table.current_view().hand
    table.on_rush_card_chosen(RushCard.Chosen(hand.index(Card.SHIFT)))
    assert table.done == [PLAY[Card.SHIFT]]


def test_a_click_past_the_last_card_of_the_hand_does_nothing(tmp_path: Path) -> None:
    table = bare(dealt_session([PERSON, "greedy"], ["SLIDE", "MOVE2", "SHIFT", "MS2"]), tmp_path)
    table.on_rush_card_chosen(RushCard.Chosen(len(table.current_view().hand)))
    assert table.done == []


def test_a_click_on_a_hand_card_once_a_card_is_in_play_does_nothing(tmp_path: Path) -> None:
    session = dealt_session([PERSON, "greedy"], ["SLIDE", "MOVE2", "SHIFT", "MS2"])
    session.apply(0, PLAY[Card.MOVE2])
    table = bare(session, tmp_path)
    assert table.listed  # steps of the MOVE 2 to pick, but no card
    table.on_rush_card_chosen(RushCard.Chosen(0))
    assert table.done == []


def test_a_computer_to_play_is_named_thinking_in_the_prompt(tmp_path: Path) -> None:
    session = dealt_session(["greedy", PERSON], [])
    table = bare(session, tmp_path)
    view = table.current_view()
    name = session.names[0]
    assert table.prompt_text(view) == f"{name} (gold): thinking…"
    assert table.waiting_text(view, 0) == f"{name} (gold): thinking…"


def test_a_computer_thinking_fits_the_width_given_down_to_one_cell(tmp_path: Path) -> None:
    table = bare(dealt_session(["greedy", PERSON], []), tmp_path)
    whole = table.thinking_line(0, 0)  # no width known: the whole line
    assert whole.endswith(" (gold): thinking…")
    for width in (1, 2, 5, cell_len(whole) - 1):
        assert cell_len(table.thinking_line(0, width)) <= width
    assert table.thinking_line(0, cell_len(whole)) == whole


def test_the_prompt_says_how_to_use_the_card_and_whether_e_ends_the_turn(
    tmp_path: Path,
) -> None:
    session = dealt_session([PERSON, "greedy"], ["MOVE2", "SLIDE", "SHIFT", "MS2"], True)
    table = bare(session, tmp_path)
    assert "play a card" in table.prompt_text(table.current_view())
    session.apply(0, PLAY[Card.MOVE2])
    table.redraw()
    view = table.current_view()
    assert END in view.legal_actions  # no step made yet: the card may go unused
    assert table.prompt_text(view).endswith("e ends the turn")
    step = next(a for a in view.legal_actions if a.kind == Kind.MOVE)
    session.apply(0, step)
    table.redraw()
    view = table.current_view()
    # a MOVE begun under move_exact must be used whole: the e key is not offered
    assert END not in view.legal_actions and view.moves_left == 1
    assert table.prompt_text(view).startswith("Your turn: use your card")
    assert "e ends" not in table.prompt_text(view)
    assert table.end_refused(view)


def test_the_e_key_refused_says_why(tmp_path: Path) -> None:
    session = dealt_session([PERSON, "greedy"], ["MOVE2", "SLIDE", "SHIFT", "MS2"], True)
    table = bare(session, tmp_path)
    table.action_end_turn()
    assert table.done == [] and "Play a card first" in table.message
    session.apply(0, PLAY[Card.MOVE2])
    table.redraw()
    table.message = ""
    table.action_end_turn()  # the card may still go unused: the turn ends
    assert table.done == [END]
    view = table.current_view()
    session.apply(0, next(a for a in view.legal_actions if a.kind == Kind.MOVE))
    table.redraw()
    table.action_end_turn()
    assert table.done == [END]
    assert "1 step" in table.message


def test_with_the_match_over_nobody_is_prompted_and_the_list_says_so(tmp_path: Path) -> None:
    rules = make_rules("standard", 2, turn_limit=1)
    state = new_game(rules, seed=3)
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 3, state)
    session.apply(0, next(a for a in state.legal_actions() if a.kind == Kind.PLAY))
    session.apply(0, END)  # the one turn played: the game, the whole match, is drawn
    assert state.is_over
    table = bare(session, tmp_path)
    view = table.current_view()
    assert view.to_move is None and table.listed == ()
    assert table.prompt_text(view) == ""
    assert table.waiting_text(view, 40) == "Game over"
    assert table.end_refused(view)


def test_the_e_key_shows_in_the_footer_only_while_the_turn_may_end(tmp_path: Path) -> None:
    table = bare(dealt_session([PERSON, "greedy"], ["MOVE2", "SLIDE", "SHIFT", "MS2"]), tmp_path)
    table.ending_refused = True  # as drawn: a card still to play
    assert table.check_action("end_turn", ()) is False
    assert table.check_action("explain_end", ()) is True
    assert table.check_action("hint", ()) is True
    table.ending_refused = False
    assert table.check_action("end_turn", ()) is True
    assert table.check_action("explain_end", ()) is False
    assert table.check_action("hint", ()) is True


def info_lines(screen: RushTableScreen) -> list[str]:
    return str(screen.query_one("#rs-info", Static).content).split("\n")


def test_the_info_panel_counts_down_what_is_left_of_a_move_and_shift_card(
    tmp_path: Path,
) -> None:
    # you play silver, after the computer's first turn
    rules = make_rules("standard", 2)
    hands = [["MOVE1", "MOVE1", "MOVE4", "MOVE4"], ["MS2", "SLIDE", "SHIFT", "MOVE2"]]
    state = new_game(rules, seed=3, decks=[stacked_deck(rules, hands=hands)])
    session = RushSession.seated(rules, ["greedy", PERSON], None, 3, state)

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        assert screen.viewer == 1 and screen.current_view().my_turn
        # gold has played a card and drawn one
        pile = rules.deck_size - 2 * rules.hand_size - 1
        opponent = f"{session.names[0]} (gold) holds 4 cards"
        assert info_lines(screen)[1:] == ["", f"Draw pile {pile} · discards 1", opponent]
        await press_rush_action(pilot, screen, PLAY[Card.MS2])
        lines = info_lines(screen)
        assert lines[0] == "Card in play: MOVE & SHIFT 2"
        assert lines[1:] == [
            "2 steps left · a shift",
            f"Draw pile {pile} · discards 2",
            opponent,
        ]
        # the shift first: a shift after a step would end the steps
        shift = next(a for a in screen.listed if a.kind == Kind.SHIFT)
        await press_rush_action(pilot, screen, shift)
        assert info_lines(screen)[1] == "2 steps left"
        step = next(a for a in screen.listed if a.kind == Kind.MOVE)
        await press_rush_action(pilot, screen, step)
        assert info_lines(screen)[1] == "1 step left"

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))


def test_a_log_overflowing_by_one_line_shows_that_line(tmp_path: Path) -> None:
    session = dealt_session([PERSON, "greedy"], ["MS2", "SLIDE", "SHIFT", "MOVE2"])

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        log = screen.query_one("#rs-log", RichLog)
        for n in range(log.size.height + 2):
            screen.log_note(f"note {n}")
            await pilot.pause()
            if log.max_scroll_y > 0:
                break
        assert log.max_scroll_y == 1  # one line more than it shows
        assert log.scroll_y == 1 and log.vertical_scrollbar.position == 1

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))


def test_enter_off_the_list_does_the_entry_under_the_cursor_even_the_first(
    tmp_path: Path,
) -> None:
    session = dealt_session([PERSON, "greedy"], ["MS2", "SLIDE", "SHIFT", "MOVE2"])

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        await press_rush_action(pilot, screen, PLAY[Card.MS2])
        options = screen.query_one("#rs-actions", OptionList)
        assert options.highlighted == 0
        first = screen.listed[0]
        screen.action_apply()
        await settle(pilot)
        assert session.state.history[-1] == first

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))


def test_a_hint_asked_before_a_step_is_dropped_once_the_step_is_made(tmp_path: Path) -> None:
    session = dealt_session([PERSON, "greedy"], ["MS2", "SLIDE", "SHIFT", "MOVE2"])
    table = bare(session, tmp_path)
    asked = table.hint_moment(table.current_view())
    session.apply(0, PLAY[Card.MS2])  # played while the hint player thought
    table.redraw()
    table.hint_ready(Decision(PLAY[Card.SLIDE]), asked)
    assert table.hint is None and table.message == ""


def test_the_hint_goes_once_the_person_has_made_a_step(tmp_path: Path) -> None:
    session = dealt_session([PERSON, "greedy"], ["MS2", "SLIDE", "SHIFT", "MOVE2"])

    async def check(pilot: Pilot[str], screen: RushTableScreen) -> None:
        hint = screen.query_one("#rs-hint", Static)
        screen.show_hint(Decision(PLAY[Card.SLIDE]))  # as the hint key would
        await pilot.pause()
        assert screen.hint is not None and hint.display
        await press_rush_action(pilot, screen, PLAY[Card.MS2])
        assert screen.hint is None and not hint.display

    asyncio.run(at_rush_table(session, tmp_path / "s.json", check))
