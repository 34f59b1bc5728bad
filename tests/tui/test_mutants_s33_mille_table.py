"""Mutants of the Mille Bornes table screen and its keys that the other tests let live
(session 33's audit): the prompt line, the card and team keys, why a key did nothing, the
ways to draw, the targets of a hazard, the looks owed after a hazard on a shared screen,
the private questions and the hint's words. The screen stands on a stand-in app, drawing
nothing."""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from test_hand_end_table import match_codes, race_through_hand
from textual.binding import Binding
from textual.widgets import Static
from tui_helpers import OnStandInApp, StandInApp, make_app, settle, table

from roadgames.agents import Decision
from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import SummaryScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.screens.table_keys import (
    action_words,
    answer_words,
    card_keys,
    draw_keys,
    plays_of,
    why_no_card,
    why_not_played,
)
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import CardWidget, DrawPile
from roadgames.tui.widgets.hand import HandWidget
from roadgames.tui.widgets.log import GameLog
from roadgames.tui.widgets.tableau import TableauWidget

EN = Translator("en")
#: The hand every person-first table deals seat 0, as the view sorts it once 75 is drawn.
HAND = ["ROLL", "STOP", "25", "50", "ACE", "D200"]


class BareMilleTable(OnStandInApp, TableScreen):
    """The Mille Bornes table with nothing drawn: it counts its drawings and records the
    moves it makes, on a :class:`StandInApp`."""

    def __init__(self, session: GameSession) -> None:
        super().__init__(session, EN, Path("unused.json"), delay=0.5)
        self.fake_app = StandInApp()
        self.drawn = 0
        self.moves: list[Action] = []
        self.advances = 0

    def redraw(self) -> None:
        self.drawn += 1

    def act(self, action: Action) -> None:
        self.moves.append(action)

    def advance(self) -> None:
        self.advances += 1


def session_for(
    players: list[str] | None = None,
    hand: list[str] | None = None,
    num: int = 2,
    **options: Any,
) -> GameSession:
    """Seat 0 to move (in classic its 75 drawn already), with ``hand``."""
    players = players or [PERSON] + ["random"] * (num - 1)
    rules = make_rules("classic", len(players), **options)
    others = [["25"] * 6, ["50"] * 6, ["75"] * 6][: len(players) - 1]
    deck = stacked_deck(rules, hands=[hand or HAND, *others], draw=["75"] * 6)
    return GameSession.new(rules, players, seed=3, decks=[[c.code for c in deck]])


def choice_of(screen: TableScreen) -> tuple[int | None, bool, Decision | None]:
    """The card picked, whether a team is asked for, and the hint shown."""
    return screen.selected, screen.targeting, screen.hint


def index_of(screen: TableScreen, card: Card) -> int:
    return screen.current_view().hand.index(card)


# ------------------------------------------------------------------ table_keys


def test_the_card_keys_run_to_the_last_card_in_hand() -> None:
    view = session_for().view(0)
    assert card_keys(view) == "1–7"
    assert card_keys(dataclasses.replace(view, hand=(Card.ROLL, Card.STOP))) == "1–2"
    # one card: a single key, no range "1–1"
    assert card_keys(dataclasses.replace(view, hand=(Card.ROLL,))) == "1"


def test_the_plays_of_a_card_are_its_plays_not_its_discard() -> None:
    view = session_for().view(0)
    assert plays_of(view, Card.ROLL) == [Action(Kind.PLAY, Card.ROLL)]
    assert plays_of(view, Card.D25) == []  # stopped: only a discard


def test_a_hint_words_each_answer_by_the_question_asked() -> None:
    decline = Action(Kind.DECLINE)
    assert answer_words(Action(Kind.EXTEND), "extension", EN) == "Extend to 1000"
    assert answer_words(Action(Kind.COUP_FOURRE), "coup_fourre", EN) == "Call coup fourré"
    assert answer_words(decline, "extension", EN) == "No extension"
    assert answer_words(decline, "coup_fourre", EN) == "No coup fourré"
    assert answer_words(decline, "fast_remedy", EN) == "Not now"
    assert answer_words(decline, "play", EN) == "No"  # a question it has no words for


def test_a_hint_words_a_move_by_its_card_and_where_it_goes() -> None:
    teams = ["Ann", "Bob"]
    roll, stop = EN.card(Card.ROLL), EN.card(Card.STOP)
    assert action_words(Action(Kind.DISCARD, Card.ROLL), teams, EN) == f"✗ {roll}"
    assert action_words(Action(Kind.PLAY, Card.ROLL), teams, EN) == f"▶ {roll}"
    assert action_words(Action(Kind.PLAY, Card.STOP, 1), teams, EN) == f"{stop} → B Bob"
    assert action_words(Action(Kind.DRAW), teams, EN) == EN.key_label("Draw")
    assert action_words(Action(Kind.REFILL), teams, EN) == EN.key_label("Refill")
    # an action with neither card nor key: as the engine writes it
    assert action_words(Action(Kind.EXTEND), teams, EN) == str(Action(Kind.EXTEND))


def test_the_draw_keys_offered_are_those_the_rules_give_now() -> None:
    fast = session_for(fast_play=True, draw_from_discard=True).view(0)
    assert fast.phase == "draw"
    # nothing discarded yet: no discard to take
    assert draw_keys(fast, EN) == "d from the draw pile, r throw cards in to redraw"
    with_discard = dataclasses.replace(
        fast, legal_actions=(*fast.legal_actions, Action(Kind.DRAW_DISCARD))
    )
    assert draw_keys(with_discard, EN) == (
        "d from the draw pile, t take the discard, r throw cards in to redraw"
    )


def test_a_card_key_in_the_draw_phase_asks_for_the_draw_first() -> None:
    view = session_for(fast_play=True).view(0)
    assert why_no_card(view, EN) == f"First draw: {draw_keys(view, EN)}."


def test_a_card_key_with_nothing_picked_asks_for_a_card() -> None:
    view = session_for().view(0)
    assert why_no_card(view, EN) == "Pick a card first (its number or a click)."
    none_to_play = dataclasses.replace(view, legal_actions=(Action(Kind.DECLINE),))
    assert why_no_card(none_to_play, EN) == "That is not possible now."


def test_a_card_that_cannot_be_played_says_why_and_whether_it_may_be_discarded() -> None:
    view = session_for().view(0)
    said = why_not_played(view, Card.D25, EN)
    assert said.startswith(f"{EN.card(Card.D25)} cannot be played now: ")
    assert said.endswith("; x discards it.")  # a discard is legal
    no_discard = dataclasses.replace(
        view, legal_actions=tuple(a for a in view.legal_actions if a.kind != Kind.DISCARD)
    )
    assert not why_not_played(no_discard, Card.D25, EN).endswith("x discards it.")


# ------------------------------------------------------------------ the prompt


def test_the_prompt_asks_for_a_card_by_its_keys_in_the_play_phase() -> None:
    screen = BareMilleTable(session_for())
    text = screen.prompt_text(screen.current_view())
    assert text == "Your turn: pick a card (1–7 or click), then p play / x discard"


def test_the_prompt_offers_the_ways_to_draw_in_the_draw_phase() -> None:
    screen = BareMilleTable(session_for(fast_play=True))
    view = screen.current_view()
    assert screen.prompt_text(view) == f"Your turn: draw: {draw_keys(view, EN)}"


def test_the_prompt_asks_for_a_team_while_targeting_and_puts_a_message_first() -> None:
    screen = BareMilleTable(session_for())
    screen.targeting = True
    screen.message = "Note."
    text = screen.prompt_text(screen.current_view())
    assert text == "Note.  Your turn: " + EN("pick_target")


def test_the_prompt_of_a_question_points_at_its_dialog() -> None:
    screen = BareMilleTable(session_for())
    view = dataclasses.replace(screen.current_view(), phase="extension")
    assert screen.prompt_text(view) == "Your turn: answer the question"


def test_the_prompt_of_a_hidden_hand_says_so_and_no_turn() -> None:
    screen = BareMilleTable(session_for())
    screen.unlocked = False
    assert screen.prompt_text(screen.current_view()) == "hand hidden"


def test_the_prompt_names_the_computer_thinking_and_the_hint_goes_below() -> None:
    session = session_for()
    screen = BareMilleTable(session)
    view = dataclasses.replace(screen.current_view(), to_move=1)
    screen.busy = True
    assert screen.prompt_text(view) == f"{session.names[1]}: thinking…"
    screen.busy = False
    assert screen.prompt_text(view) == ""  # the person's hand, nobody thinking
    screen.hint = Decision(Action(Kind.PLAY, Card.ROLL))
    assert screen.prompt_text(view) == "\n" + screen.hint_text(screen.hint)


# ------------------------------------------------------------------ cards and targets


def test_a_number_key_picks_that_card_and_drops_a_target_question() -> None:
    screen = BareMilleTable(session_for())
    screen.message = "old"
    screen.action_number(2)
    assert screen.selected == 1 and screen.message == ""
    screen.targeting = True  # a click on a card, a team being asked for
    screen.on_card_widget_chosen(_Chosen(3))  # type: ignore[arg-type]
    assert screen.selected == 3 and not screen.targeting and screen.message == ""
    screen.action_number(8)  # past the last card: nothing happens
    assert screen.selected == 3 and screen.drawn == 2
    screen.unlocked = False
    screen.action_number(1)  # a hand face down: no card picked
    assert screen.selected == 3


def test_the_arrows_move_the_selection_and_wrap() -> None:
    screen = BareMilleTable(session_for())
    screen.action_move(1)
    assert screen.selected == 0  # right from nothing: the first card
    screen.action_move(-1)
    assert screen.selected == 6  # left of the first: the last
    screen.selected = None
    screen.action_move(-1)
    assert screen.selected == 6  # left from nothing: the last card
    screen.action_move(1)
    assert screen.selected == 0
    screen.unlocked = False
    screen.action_move(1)
    assert screen.selected == 0  # face down: the arrows do nothing


def test_the_selected_card_is_none_past_the_hand() -> None:
    screen = BareMilleTable(session_for())
    view = screen.current_view()
    assert screen.selected_card(view) is None
    screen.selected = 6
    assert screen.selected_card(view) == view.hand[6]
    screen.selected = 7
    assert screen.selected_card(view) is None


def test_a_hazard_picked_points_at_every_team_it_may_go_on() -> None:
    screen = BareMilleTable(session_for(num=3, attack_needs_target_moving=False))
    view = screen.current_view()
    assert screen.target_teams(view) == set()
    screen.selected = index_of(screen, Card.STOP)
    assert screen.target_teams(view) == {1, 2}
    screen.selected = index_of(screen, Card.ROLL)
    assert screen.target_teams(view) == set()  # one's own tableau
    screen.selected = index_of(screen, Card.STOP)
    screen.busy = True
    assert screen.target_teams(view) == set()  # not the person's turn now


def test_play_puts_a_card_on_its_own_tableau() -> None:
    screen = BareMilleTable(session_for())
    screen.selected = index_of(screen, Card.ROLL)
    screen.action_play()
    assert screen.moves == [Action(Kind.PLAY, Card.ROLL)]


def test_play_of_a_hazard_with_one_target_plays_it_there() -> None:
    screen = BareMilleTable(session_for(attack_needs_target_moving=False))
    screen.selected = index_of(screen, Card.STOP)
    screen.action_play()
    assert screen.moves == [Action(Kind.PLAY, Card.STOP, 1)] and not screen.targeting


def test_play_of_a_hazard_with_several_targets_asks_for_the_team() -> None:
    screen = BareMilleTable(session_for(num=3, attack_needs_target_moving=False))
    screen.selected = index_of(screen, Card.STOP)
    screen.action_play()
    assert screen.moves == [] and screen.targeting and screen.drawn == 1
    screen.action_number(3)  # now a number is a team
    assert screen.moves == [Action(Kind.PLAY, Card.STOP, 2)]


def test_play_with_nothing_picked_or_an_unplayable_card_says_why() -> None:
    screen = BareMilleTable(session_for())
    screen.action_play()
    assert screen.message == why_no_card(screen.current_view(), EN) and screen.moves == []
    screen.selected = index_of(screen, Card.D25)
    screen.action_play()
    assert screen.message == why_not_played(screen.current_view(), Card.D25, EN)
    assert screen.moves == []


def test_play_in_the_draw_phase_asks_for_the_draw() -> None:
    screen = BareMilleTable(session_for(fast_play=True))
    screen.selected = 0
    screen.action_play()
    assert screen.message.startswith("First draw: ") and screen.moves == []


def test_play_out_of_turn_does_nothing() -> None:
    screen = BareMilleTable(session_for())
    screen.selected = index_of(screen, Card.ROLL)
    screen.busy = True
    screen.action_play()
    screen.choose_team(screen.current_view(), 0)
    screen.action_discard()
    screen.action_simple("draw")
    assert screen.moves == [] and screen.message == "" and screen.drawn == 0


def test_a_team_chosen_takes_the_hazard_or_says_it_cannot_go_there() -> None:
    screen = BareMilleTable(session_for(num=3, attack_needs_target_moving=False))
    view = screen.current_view()
    screen.choose_team(view, 0)  # nothing picked: nothing to play, and it says so
    assert screen.message == EN("pick_first") and screen.moves == []
    screen.selected = index_of(screen, Card.STOP)
    screen.choose_team(view, 3)
    assert screen.message == "There is no team 4: the teams are numbered 1 to 3."
    screen.choose_team(view, -1)
    assert screen.message == "There is no team 0: the teams are numbered 1 to 3."
    screen.choose_team(view, 0)  # one's own team
    own = "a hazard goes on another team, never your own"
    assert screen.message == f"{EN.card(Card.STOP)} cannot go on that team: {own}."
    assert screen.moves == []
    screen.choose_team(view, 1)
    assert screen.moves == [Action(Kind.PLAY, Card.STOP, 1)]


def test_a_remedy_goes_on_ones_own_team_only() -> None:
    screen = BareMilleTable(session_for(num=3))
    view = screen.current_view()
    screen.selected = index_of(screen, Card.ROLL)
    screen.choose_team(view, 1)
    assert screen.moves == [] and "cannot go on that team" in screen.message
    screen.choose_team(view, 0)
    assert screen.moves == [Action(Kind.PLAY, Card.ROLL)]


def test_a_team_chosen_in_the_draw_phase_asks_for_the_draw() -> None:
    screen = BareMilleTable(session_for(fast_play=True))
    screen.selected = 0
    screen.choose_team(screen.current_view(), 1)
    assert screen.message.startswith("First draw: ") and screen.moves == []


def test_discard_throws_the_picked_card_or_says_why_not() -> None:
    screen = BareMilleTable(session_for())
    screen.action_discard()
    assert screen.message.startswith("Pick a card first")
    screen.selected = index_of(screen, Card.D25)
    screen.action_discard()
    assert screen.moves == [Action(Kind.DISCARD, Card.D25)]


def test_discard_where_a_card_must_be_played_says_so() -> None:
    screen = BareMilleTable(session_for(discard_any_time=False))
    view = screen.current_view()
    assert Action(Kind.DISCARD, Card.D25) not in view.legal_actions  # Roll may be played
    screen.selected = index_of(screen, Card.D25)
    screen.action_discard()
    assert screen.moves == []
    assert screen.message == (
        f"{EN.card(Card.D25)} cannot be discarded: a card must be played while one can be."
    )


def test_discard_in_the_draw_phase_asks_for_the_draw() -> None:
    screen = BareMilleTable(session_for(fast_play=True))
    screen.selected = 0
    screen.action_discard()
    assert screen.message.startswith("First draw: ") and screen.moves == []


def test_the_draw_keys_draw_where_legal_and_say_why_not_elsewhere() -> None:
    screen = BareMilleTable(session_for(fast_play=True))
    screen.action_simple("redraw")
    assert screen.moves == [Action(Kind.REDRAW)]
    screen.action_simple("take_discard")  # nothing discarded yet
    assert screen.message == "That is not possible now."
    played = BareMilleTable(session_for())  # classic: the card is drawn already
    played.action_simple("draw")
    assert played.message == "Your card is drawn: now play or discard one."
    played.action_simple("refill")
    assert played.message == "That is not possible now." and played.moves == []


def test_escape_drops_the_card_the_target_question_and_the_hint() -> None:
    screen = BareMilleTable(session_for())
    screen.selected, screen.targeting, screen.message = 2, True, "x"
    screen.hint = Decision(Action(Kind.PLAY, Card.ROLL))
    screen.action_cancel()
    assert choice_of(screen) == (None, False, None) and screen.message == ""
    assert screen.drawn == 1


def test_forgetting_the_choice_after_a_move_clears_card_target_and_hint() -> None:
    screen = BareMilleTable(session_for())
    screen.selected, screen.targeting = 2, True
    screen.hint = Decision(Action(Kind.PLAY, Card.ROLL))
    screen.forget_choice()
    assert choice_of(screen) == (None, False, None)


def test_a_second_click_on_the_picked_card_plays_it() -> None:
    screen = BareMilleTable(session_for())
    roll = index_of(screen, Card.ROLL)
    screen.on_card_widget_chosen(_Chosen(roll))  # type: ignore[arg-type]
    assert screen.selected == roll and screen.moves == []
    screen.on_card_widget_chosen(_Chosen(roll))  # type: ignore[arg-type]
    assert screen.moves == [Action(Kind.PLAY, Card.ROLL)]


class _Chosen:
    def __init__(self, index: int) -> None:
        self.index = index
        self.team = index


class _Click:
    def __init__(self, widget_id: str | None) -> None:
        self.widget = None if widget_id is None else _Widget(widget_id)


class _Widget:
    def __init__(self, widget_id: str) -> None:
        self.id = widget_id


def test_a_click_on_a_tableau_plays_the_picked_card_there() -> None:
    screen = BareMilleTable(session_for(num=3, attack_needs_target_moving=False))
    screen.selected = index_of(screen, Card.STOP)
    screen.on_tableau_widget_chosen(_Chosen(2))  # type: ignore[arg-type]
    assert screen.moves == [Action(Kind.PLAY, Card.STOP, 2)]


def test_clicks_on_the_piles_draw_take_or_discard_by_the_phase() -> None:
    screen = BareMilleTable(session_for(fast_play=True))
    screen.on_click(_Click("draw-pile"))  # type: ignore[arg-type]
    assert screen.moves == [Action(Kind.DRAW)]
    screen.on_click(_Click("discard"))  # type: ignore[arg-type]
    assert screen.message == "That is not possible now."  # no discard to take
    screen.on_click(_Click(None))  # type: ignore[arg-type]
    assert screen.moves == [Action(Kind.DRAW)]
    played = BareMilleTable(session_for())
    played.selected = index_of(played, Card.D25)
    played.on_click(_Click("discard"))  # type: ignore[arg-type]
    assert played.moves == [Action(Kind.DISCARD, Card.D25)]
    played.busy = True
    played.on_click(_Click("draw-pile"))  # type: ignore[arg-type]
    assert played.moves == [Action(Kind.DISCARD, Card.D25)]


# ------------------------------------------------------------------ looks and questions


def hazard_session(
    holder: int | None, players: list[str] | None = None, **options: Any
) -> GameSession:
    """Four people in two teams on a shared screen, seat 0 to attack team B (seats 1, 3)
    with a Stop; ``holder`` holds the Right of Way (so the engine asks them of a coup
    fourré), ``None``: nobody does."""
    rules = make_rules("classic", 4, attack_needs_target_moving=False, **options)
    hands = [HAND, ["25"] * 6, ["50"] * 6, ["75"] * 6]
    if holder is not None:
        hands[holder] = ["RIGHT_OF_WAY", *hands[holder][1:]]
    deck = stacked_deck(rules, hands=hands, draw=["100"] * 6)
    return GameSession.new(rules, players or [PERSON] * 4, seed=3, decks=[[c.code for c in deck]])


def attacked(
    holder: int | None, players: list[str] | None = None, **options: Any
) -> BareMilleTable:
    """The table just after seat 0's Stop on team B, the looks owed noted."""
    session = hazard_session(holder, players, **options)
    screen = BareMilleTable(session)
    stop = Action(Kind.PLAY, Card.STOP, 1)
    if session.view(0).phase == "draw":  # fast play: the turn starts with a draw
        session.apply(0, Action(Kind.DRAW))
    session.apply(0, stop)
    screen.note_move(0, stop)
    return screen


def test_a_hazard_on_a_shared_screen_owes_each_person_of_the_team_a_look() -> None:
    screen = attacked(None)
    assert screen.owed == [1, 3]  # clockwise from the attacker
    screen.note_move(0, Action(Kind.PLAY, Card.ROLL))  # no target: nothing owed anew
    screen.note_move(0, Action(Kind.DISCARD, Card.D25))
    assert screen.owed == [1, 3]


def test_with_nobody_asked_every_person_of_the_team_gets_a_note_in_turn() -> None:
    screen = attacked(None)
    assert screen.before_turn(1)  # seat 1 to play, but seat 3 is owed a look too
    assert screen.owed == [3] and screen.showing_note
    assert isinstance(screen.app.pushed[-1][0], PassDeviceScreen)  # passed to seat 1
    assert screen.before_turn(1)
    assert screen.owed == []
    assert not screen.before_turn(1)  # every look given: the turn itself


def test_the_person_to_play_alone_owed_a_look_needs_no_note() -> None:
    screen = attacked(None)
    screen.owed = [1]
    assert not screen.before_turn(1)
    assert screen.owed == [] and not screen.showing_note


def test_the_person_asked_first_gets_the_question_in_place_of_a_note() -> None:
    screen = attacked(1)
    assert screen.session.to_move == 1
    assert not screen.before_turn(1)
    assert screen.owed == [3] and not screen.showing_note


def test_a_person_asked_later_waits_for_the_notes_of_those_before() -> None:
    screen = attacked(3)
    assert screen.session.to_move == 3
    assert screen.before_turn(3)  # seat 1 first, as if it might have been asked
    assert screen.owed == [3] and screen.showing_note
    assert not screen.before_turn(3)  # now the question itself
    assert screen.owed == []


def test_a_computer_asked_answers_at_once_and_an_unexpected_person_is_just_asked() -> None:
    screen = attacked(1, [PERSON, "random", PERSON, PERSON])
    assert screen.owed == [3]  # only the people of the team
    assert not screen.before_turn(1)
    assert screen.owed == [3]
    person = attacked(3)
    person.owed = [1]  # not the order the engine asks in
    assert not person.before_turn(3)
    assert person.owed == [1] and not person.showing_note


def test_the_looks_hide_who_was_asked_from_the_table() -> None:
    screen = attacked(3)
    assert screen.onlooking()
    screen.viewer = 3
    assert screen.current_view().phase == "coup_fourre"
    shown = screen.shown_view()  # the question does not show behind the dialog
    assert shown.to_move is None and shown.phase == screen.session.onlooker_view(3).phase
    screen.owed = []
    assert screen.onlooking()  # the question itself is still private
    alone = BareMilleTable(session_for())
    assert not alone.onlooking()
    assert alone.shown_view().phase == "play" and alone.shown_view().to_move == 0


def test_the_looks_end_once_every_note_is_seen() -> None:
    screen = attacked(None)
    assert screen.onlooking()
    screen.owed = []
    assert not screen.onlooking()
    screen.showing_note = True
    assert screen.onlooking()


def test_a_note_stands_for_the_question_and_closing_it_goes_on() -> None:
    screen = attacked(None)
    screen.showing_note = True
    seat, screen.unlocked = screen.viewer, True  # the note's person holds the device
    assert screen.session.to_move != seat
    screen.nothing_to_answer(seat)
    prompt, closed = screen.app.pushed[-1]
    assert isinstance(prompt, PromptScreen) and screen.in_dialog
    assert prompt.question == "Nothing for you to answer: play goes on."
    assert [key for key, _, _ in prompt.answers] == ["enter"]
    closed(None)
    assert not screen.in_dialog and not screen.showing_note and screen.advances == 1
    assert not screen.unlocked  # face down, as after an answer: another is to move


def test_the_coup_fourre_question_names_attacker_hazard_and_safety() -> None:
    screen = attacked(1)
    screen.viewer = 1
    screen.ask_pending_question()
    prompt, answered = screen.app.pushed[-1]
    assert isinstance(prompt, PromptScreen) and screen.in_dialog
    names = screen.session.names
    assert names[0] in prompt.question
    assert EN.card(Card.STOP) in prompt.question
    assert EN.card(Card.RIGHT_OF_WAY) in prompt.question
    assert [(key, action) for key, _, action in prompt.answers] == [
        ("c", Action(Kind.COUP_FOURRE)),
        ("n", Action(Kind.DECLINE)),
    ]
    assert prompt.on_hint is not None and prompt.hint_label == "Hint (h)"
    answered(None)  # closed without an answer: no move
    assert not screen.in_dialog and screen.moves == []
    answered(Action(Kind.DECLINE))
    assert screen.moves == [Action(Kind.DECLINE)]


def test_the_fast_remedy_question_offers_the_remedy() -> None:
    screen = attacked(1)
    view = dataclasses.replace(screen.session.view(1), phase="fast_remedy")
    screen.ask(view)
    prompt = screen.app.pushed[-1][0]
    assert isinstance(prompt, PromptScreen)
    assert EN.card(Card.ROLL) in prompt.question and EN.card(Card.STOP) in prompt.question
    assert [(key, action) for key, _, action in prompt.answers] == [
        ("c", Action(Kind.PLAY, Card.ROLL)),
        ("n", Action(Kind.DECLINE)),
    ]


def test_the_extension_question_names_the_trip() -> None:
    screen = BareMilleTable(session_for())
    view = dataclasses.replace(screen.current_view(), phase="extension")
    screen.ask(view)
    prompt = screen.app.pushed[-1][0]
    assert isinstance(prompt, PromptScreen)
    asked = f"You completed the {EN.miles(700)} trip. Call the extension to 1000?"
    assert prompt.question == f"{asked}\n{EN('extension_stakes')}"  # classic scoring's stakes
    assert [(key, action) for key, _, action in prompt.answers] == [
        ("e", Action(Kind.EXTEND)),
        ("n", Action(Kind.DECLINE)),
    ]


def test_no_question_is_asked_in_the_play_phase() -> None:
    screen = BareMilleTable(session_for())
    screen.ask_pending_question()
    assert screen.app.pushed == [] and not screen.in_dialog


def test_a_computers_private_answer_gets_no_pause() -> None:
    screen = BareMilleTable(session_for())
    view = screen.current_view()
    assert screen.pause_for(view) == 0.5
    assert screen.pause_for(dataclasses.replace(view, phase="coup_fourre")) == 0.0
    assert screen.pause_for(dataclasses.replace(view, phase="fast_remedy")) == 0.0
    assert screen.pause_for(dataclasses.replace(view, phase="extension")) == 0.5


# ------------------------------------------------------------------ keys shown, hints


def shown_draw_keys(**options: Any) -> set[str]:
    screen = BareMilleTable(session_for(**options))
    names = ("draw", "take_discard", "redraw", "refill")
    return {n for n in names if screen.shows_key(Binding("k", f"simple('{n}')"))}


def test_the_ways_to_draw_are_shown_only_where_the_rules_give_them() -> None:
    assert shown_draw_keys() == set()  # classic: the card is drawn for the player
    assert shown_draw_keys(draw_from_discard=True) == {"draw", "take_discard"}
    assert shown_draw_keys(fast_play=True) == {"draw", "redraw", "refill"}
    screen = BareMilleTable(session_for())
    assert screen.shows_key(Binding("p", "play", "Play"))


def test_a_hint_is_for_the_log_the_hand_and_the_question_open() -> None:
    screen = BareMilleTable(session_for())
    view = screen.current_view()
    assert screen.hint_moment(view) == (len(view.log), view.hand, "play")


def test_a_hint_words_answers_by_the_question_and_moves_by_their_card() -> None:
    screen = attacked(1)
    screen.viewer = 1
    assert screen.describe(Action(Kind.DECLINE)) == "No coup fourré"
    teams = screen.session.team_names()
    move = Action(Kind.PLAY, Card.STOP, 1)
    assert screen.describe(move) == action_words(move, teams, EN)


def test_a_hint_picks_the_card_it_names() -> None:
    screen = BareMilleTable(session_for())
    screen.app.screen = screen
    screen.show_hint(Decision(Action(Kind.PLAY, Card.ROLL)))
    assert screen.selected == index_of(screen, Card.ROLL)
    assert screen.hint == Decision(Action(Kind.PLAY, Card.ROLL)) and screen.drawn == 1
    screen.show_hint(Decision(Action(Kind.DRAW)))  # no card: the pick stays
    assert screen.selected == index_of(screen, Card.ROLL)


def test_a_hint_asked_in_a_question_goes_under_it() -> None:
    screen = BareMilleTable(session_for())
    prompt = PromptScreen("?", [])
    shown: list[str] = []
    prompt.show_hint = shown.append  # type: ignore[method-assign,assignment]
    screen.app.screen = prompt
    decision = Decision(Action(Kind.DECLINE))
    screen.show_hint(decision)
    assert shown == [screen.hint_text(decision)]
    assert screen.hint is None and screen.selected is None


def test_the_score_sheet_key_before_any_hand_ended_says_there_is_none() -> None:
    screen = BareMilleTable(session_for())
    screen.action_score_sheet()
    assert screen.message == "No hand has ended yet: there is no score sheet to show."
    assert screen.app.pushed == [] and not screen.in_dialog


def test_nothing_to_show_before_a_hand_ends() -> None:
    screen = BareMilleTable(session_for())
    assert not screen.show_results() and not screen.behind_sheet()
    assert screen.app.pushed == []


def test_turning_the_hand_face_down_forgets_the_picked_card() -> None:
    screen = BareMilleTable(session_for())
    screen.selected = 2
    screen.hide_hand()
    assert screen.selected is None and not screen.unlocked


def test_a_card_picked_before_the_draw_cannot_be_played_yet_with_no_reason_given() -> None:
    view = session_for(fast_play=True).view(0)
    assert view.phase == "draw"  # nothing may be discarded before the draw either
    assert why_not_played(view, Card.ROLL, EN) == f"{EN.card(Card.ROLL)} cannot be played now."


def test_each_draw_key_the_prompt_names_is_the_key_bound_to_that_draw() -> None:
    bound = {b.action: b.key for b in TableScreen.BINDINGS if isinstance(b, Binding)}
    for name in ("draw", "take_discard", "redraw"):
        # the prompt's words start with the key: "d from the draw pile"
        key = EN(f"draw_key_{name}").split()[0]
        assert bound[f"simple('{name}')"] == key
    assert bound["simple('refill')"] == "f"


def test_the_hint_words_the_draws_as_their_keys_are_labelled() -> None:
    labels = {b.action: b.description for b in TableScreen.BINDINGS if isinstance(b, Binding)}
    words = {"take_discard": "Take discard", "redraw": "Redraw", "refill": "Refill"}
    kinds = {"take_discard": Kind.DRAW_DISCARD, "redraw": Kind.REDRAW, "refill": Kind.REFILL}
    for name, label in words.items():
        assert labels[f"simple('{name}')"] == label
        assert action_words(Action(kinds[name]), [], EN) == EN.key_label(label)


def test_the_prompt_points_at_the_dialog_of_every_private_question() -> None:
    screen = BareMilleTable(session_for())
    for phase in ("coup_fourre", "fast_remedy"):
        view = dataclasses.replace(screen.current_view(), phase=phase)
        assert screen.prompt_text(view) == "Your turn: answer the question"


# ------------------------------------------------------------------ the table drawn


def running(session: GameSession, tmp_path: Path, script: Callable[[TableScreen], None]) -> None:
    """Run the app on ``session`` at 120×40 and call ``script`` on its table, settled."""
    app = make_app(session, tmp_path / "save.json")

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            script(table(app))

    asyncio.run(scenario())


def static_text(screen: TableScreen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


def hand_slots(screen: TableScreen) -> list[CardWidget]:
    return [s for s in screen.query_one(HandWidget).query(CardWidget) if s.display]


def test_the_table_draws_the_status_the_tableaux_the_piles_and_the_hand(tmp_path: Path) -> None:
    session = session_for(attack_needs_target_moving=False, fast_play=True)
    session.apply(0, Action(Kind.DRAW))  # a 75, seen drawn (a dealt hand marks nothing)
    names = session.names

    def check(screen: TableScreen) -> None:
        view = screen.current_view()
        # hand 1, nothing scored yet, the person on display to move
        status = f"Mille Bornes · Hand 1 · Scores: A 0 · B 0 · {EN('you_to_move')}"
        assert static_text(screen, "#status") == status
        titles = [str(t.border_title) for t in screen.query(TableauWidget)]
        assert titles == [f"1·A {names[0]}", f"2·B {names[1]}"]
        assert [t.has_class("own") for t in screen.query(TableauWidget)] == [True, False]
        assert not any(t.has_class("target") for t in screen.query(TableauWidget))
        assert screen.query_one(DrawPile).count == view.draw_pile_size
        assert screen.query_one("#discard", CardWidget).card is None  # nothing discarded
        slots = hand_slots(screen)
        assert [s.card for s in slots] == list(view.hand)
        # the card drawn this turn is marked; what may be played now is marked legal
        assert [s.has_class("drawn") for s in slots] == [c == Card.D75 for c in view.hand]
        playable = {Card.ROLL, Card.STOP, Card.DRIVING_ACE}
        assert [s.has_class("legal") for s in slots] == [c in playable for c in view.hand]
        assert static_text(screen, "#prompt-line") == screen.prompt_text(view)
        screen.action_number(view.hand.index(Card.STOP) + 1)
        assert [t.has_class("target") for t in screen.query(TableauWidget)] == [False, True]
        assert [s.has_class("selected") for s in hand_slots(screen)] == [
            c == Card.STOP for c in view.hand
        ]

    running(session, tmp_path, check)


def test_a_hand_face_down_shows_only_backs_and_the_others_turn(tmp_path: Path) -> None:
    session = session_for()

    def check(screen: TableScreen) -> None:
        screen.selected = 5
        screen.hide_hand()
        screen.redraw()
        view = screen.current_view()
        assert [s.card for s in hand_slots(screen)] == [None] * len(view.hand)
        assert static_text(screen, "#prompt-line") == "hand hidden"
        name = screen.session.names[0]
        assert static_text(screen, "#status").endswith(f"· {name} to play")
        screen.log_note("Saved: somewhere")  # the interface's own line, in the log
        assert "Saved: somewhere" in screen.query_one(GameLog).lines[-1].text

    running(session, tmp_path, check)


# ------------------------------------------------------------------ a hand's end


class SavingTable(BareMilleTable):
    """A bare table that counts its saves and the match's end instead of making them."""

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.saves = 0
        self.ends: list[str | None] = []

    def autosave(self) -> None:
        self.saves += 1

    def try_save(self, asked: bool = False, leaving: bool = False) -> Path | None:
        self.saves += 1
        return None

    def end_match(self, choice: str | None) -> None:
        self.ends.append(choice)


def ended_hand(match_target: int = 2000, hands: int = 3) -> SavingTable:
    """A leaflet match whose first hand seat 0 just won (1200 points: ``match_target`` 1000
    ends the match with it)."""
    codes, _ = match_codes(hands)
    rules = make_rules("leaflet", 2, target=300, match_target=match_target)
    session = GameSession.new(rules, [PERSON, "random"], seed=3, decks=codes)
    race_through_hand(session.state)
    return SavingTable(session)


def test_the_table_shows_the_hand_as_it_ended_until_its_sheet_is_seen() -> None:
    screen = ended_hand()
    assert screen.behind_sheet()
    shown = screen.shown_view()
    assert shown.tableaux[0].miles == 300 and shown.to_move is None  # not the next hand
    assert screen.current_view().tableaux[0].miles == 0
    screen.session.results_seen = 1
    assert not screen.behind_sheet()
    screen.showing_hand_end = True
    assert screen.behind_sheet()


def test_a_hand_ended_opens_its_sheet_and_closing_it_shows_the_next_hand() -> None:
    screen = ended_hand()
    screen.owed = [1]
    assert screen.show_results()
    assert screen.owed == [] and screen.in_dialog and screen.showing_hand_end
    sheet, closed = screen.app.pushed[-1]
    assert isinstance(sheet, ScoreSheetScreen)
    assert sheet.index == 0 and sheet.match_goes_on and not sheet.again
    closed(None)
    assert not screen.in_dialog and not screen.showing_hand_end and screen.saves == 1
    assert screen.advances == 1
    assert not screen.show_results()  # nothing new since


def test_the_sheet_of_an_earlier_hand_does_not_hold_the_table_on_it() -> None:
    screen = ended_hand(match_target=5000)
    race_through_hand_again(screen.session)
    assert len(screen.session.state.results) == 2 and not screen.session.state.is_over
    screen.show_score_sheet(0)
    assert not screen.showing_hand_end
    screen.show_score_sheet(1)  # the hand that just ended: the table shows it
    assert screen.showing_hand_end


def race_through_hand_again(session: GameSession) -> None:
    before = len(session.state.results)
    while len(session.state.results) == before and not session.state.is_over:
        session.state.apply(session.state.legal_actions()[0])


def test_the_scores_key_shows_the_latest_sheet_again_once_at_a_time() -> None:
    screen = ended_hand()
    screen.session.results_seen = 1
    screen.action_score_sheet()
    sheet, closed = screen.app.pushed[-1]
    assert isinstance(sheet, ScoreSheetScreen) and sheet.again and sheet.index == 0
    assert screen.in_dialog and sheet.match_goes_on
    screen.action_score_sheet()  # open already: not twice
    assert len(screen.app.pushed) == 1
    closed(None)
    assert not screen.in_dialog and screen.advances == 1  # a computer's move waited


def test_the_end_of_the_match_saves_and_shows_the_summary() -> None:
    screen = ended_hand(match_target=1000)
    assert screen.session.state.is_over
    screen.session.results_seen = 1
    assert screen.show_results()
    summary, chosen = screen.app.pushed[-1]
    assert isinstance(summary, SummaryScreen) and screen.in_dialog and screen.saves == 1
    chosen("new")
    assert not screen.in_dialog and screen.ends == ["new"]


def test_a_game_resumed_just_after_a_hazard_owes_the_looks_again() -> None:
    screen = attacked(None)
    resumed = BareMilleTable(screen.session)  # the looks were not saved
    resumed.call_after_refresh = lambda *_: True  # type: ignore[method-assign]
    resumed.on_mount()
    assert resumed.owed == [1, 3] and resumed.drawn == 1
    fresh = BareMilleTable(session_for([PERSON, PERSON]))
    fresh.call_after_refresh = lambda *_: True  # type: ignore[method-assign]
    fresh.on_mount()
    assert fresh.owed == []


def test_a_team_number_past_the_last_while_targeting_keeps_the_hazard_picked() -> None:
    screen = BareMilleTable(session_for(num=3, attack_needs_target_moving=False))
    stop = index_of(screen, Card.STOP)
    screen.selected, screen.targeting = stop, True
    screen.action_number(4)  # not the fourth card: there is no fourth team
    assert screen.message == "There is no team 4: the teams are numbered 1 to 3."
    assert screen.selected == stop and screen.targeting and screen.moves == []


def test_a_team_chosen_plays_without_a_refusal_after_it() -> None:
    screen = BareMilleTable(session_for(num=3, attack_needs_target_moving=False))
    screen.selected = index_of(screen, Card.STOP)
    screen.choose_team(screen.current_view(), 2)
    assert screen.moves == [Action(Kind.PLAY, Card.STOP, 2)] and screen.message == ""


def test_why_a_key_did_nothing_is_drawn_at_once() -> None:
    screen = BareMilleTable(session_for())
    screen.action_play()
    assert screen.message.startswith("Pick a card first") and screen.drawn == 1


def test_the_arrows_do_nothing_with_no_card_in_hand() -> None:
    screen = BareMilleTable(session_for())
    empty = dataclasses.replace(screen.current_view(), hand=())
    screen.current_view = lambda: empty  # type: ignore[method-assign]
    screen.action_move(1)
    screen.action_move(-1)
    assert screen.selected is None and screen.drawn == 0


def test_a_discard_while_a_question_is_asked_is_refused() -> None:
    screen = attacked(1)
    screen.viewer, screen.unlocked = 1, True  # the device passed to the person asked
    screen.selected = 0
    screen.action_discard()
    assert screen.message == "That is not possible now." and screen.moves == []


def test_with_fast_play_the_person_asked_first_is_owed_a_second_look_later() -> None:
    screen = attacked(1, fast_play=True)
    assert screen.owed == [1, 3, 1, 3]  # a round for the coup fourré, one for the remedy
    assert not screen.before_turn(1)  # the question, in place of the first look
    assert screen.owed == [3, 1, 3] and not screen.showing_note


def test_the_rules_key_shows_the_rules_in_force() -> None:
    screen = BareMilleTable(session_for(fast_play=True))
    shown = screen.rules_screen()
    assert isinstance(shown, RulesScreen)
