"""Mutation-sweep tests (session 34) for Rush Hour Shift's terminal parts: the hand widget in
a small host app, its words as a player reads them, and the session object alone."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import replace

import pytest
from textual.app import App, ComposeResult
from textual.events import Click
from textual.pilot import Pilot

from roadgames.agents import get_agent
from roadgames.core.endless import EndlessMatchError
from roadgames.core.errors import RoadgamesError
from roadgames.rushshift import Rules, RushShiftState, make_rules, new_game
from roadgames.rushshift.actions import Action, parse_action
from roadgames.rushshift.cards import DEFAULT_DECK, TITLES, Card
from roadgames.rushshift.rules import MAX_HAND_SIZE
from roadgames.rushshift.vehicles import GOLD, SILVER, index_of
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.hand import RushCard, RushHand, card_kind
from roadgames.tui.rushshift.session import (
    PERSON,
    RushSession,
    check_players,
    computer_levels,
    default_level,
    former_default_names,
)
from roadgames.tui.rushshift.words import (
    card_face,
    card_title,
    colour,
    describe,
    describe_event,
    seat_label,
    vehicle_label,
)

EN = Translator("en")
FR = Translator("fr")
DE = Translator("de")
NAMES = ["Ann", "Bob"]
STATE_CLASSES = {"legal", "back", "dim", "kind-move", "kind-slide", "kind-shift", "kind-ms"}


# ------------------------------------------------------------------ the hand


class HandHost(App[None]):
    """A bare app holding one Rush Hour Shift hand; it keeps the cards chosen and the clicks
    that reached it past a card."""

    CSS = "RushCard { width: 12; height: 5; border: round white; }"

    def __init__(self, tr: Translator = EN) -> None:
        super().__init__()
        self.tr = tr
        self.chosen: list[int] = []
        self.clicks = 0

    def compose(self) -> ComposeResult:
        yield RushHand(self.tr, id="hand")

    def on_rush_card_chosen(self, message: RushCard.Chosen) -> None:
        self.chosen.append(message.index)

    def on_click(self, event: Click) -> None:
        self.clicks += 1


HandCheck = Callable[[HandHost, Pilot[None]], Awaitable[None]]


def hosted(check: HandCheck, tr: Translator = EN) -> None:
    async def go() -> None:
        app = HandHost(tr)
        async with app.run_test(size=(120, 12)) as pilot:
            await pilot.pause()
            await check(app, pilot)

    asyncio.run(go())


def state_classes(slot: RushCard) -> set[str]:
    return set(slot.classes) & STATE_CLASSES


def test_each_card_is_coloured_by_what_the_rules_let_it_do() -> None:
    # MOVE n moves, SLIDE slides, SHIFT shifts a section, MOVE & SHIFT n does both
    kinds = {card: card_kind(card) for card in Card}
    assert kinds == {
        Card.MOVE1: "move",
        Card.MOVE2: "move",
        Card.MOVE3: "move",
        Card.MOVE4: "move",
        Card.SLIDE: "slide",
        Card.SHIFT: "shift",
        Card.MS1: "ms",
        Card.MS2: "ms",
        Card.MS3: "ms",
        Card.MS4: "ms",
    }


def test_a_hand_shows_its_cards_marks_the_legal_ones_and_dims_the_rest_on_its_turn() -> None:
    cards = [Card.MOVE2, Card.SLIDE, Card.MS3]

    async def check(app: HandHost, pilot: Pilot[None]) -> None:
        hand = app.query_one(RushHand)
        slots = list(hand.query(RushCard))
        assert len(slots) == MAX_HAND_SIZE  # a slot for every card a hand may hold
        hand.show(cards, 3, [Card.SLIDE], active=True)
        assert [slot.display for slot in slots] == [True] * 3 + [False] * (MAX_HAND_SIZE - 3)
        assert [slot.card for slot in slots[:3]] == cards
        assert [slot.index for slot in slots] == list(range(MAX_HAND_SIZE))
        assert [slot.border_title for slot in slots[:3]] == ["1", "2", "3"]
        assert [slot.border_subtitle for slot in slots[:3]] == ["", "✓", ""]
        assert state_classes(slots[0]) == {"kind-move", "dim"}
        assert state_classes(slots[1]) == {"kind-slide", "legal"}
        assert state_classes(slots[2]) == {"kind-ms", "dim"}
        assert [str(slot.render()) for slot in slots[:3]] == [TITLES[card] for card in cards]
        assert all("rs-card" in slot.classes for slot in slots)
        # off its turn nothing is dimmed; a card played leaves one slot fewer
        hand.show([Card.SHIFT, Card.MOVE1], 2, [Card.SHIFT], active=False)
        assert [slot.display for slot in slots[:3]] == [True, True, False]
        assert state_classes(slots[0]) == {"kind-shift", "legal"}
        assert state_classes(slots[1]) == {"kind-move"}
        # the shift card replaced by another: no colour of it left
        hand.show([Card.MS2], 1, [], active=True)
        assert state_classes(slots[0]) == {"kind-ms", "dim"}

    hosted(check)


def test_a_hidden_hand_shows_as_many_backs_as_it_holds_cards_and_no_colour() -> None:
    async def check(app: HandHost, pilot: Pilot[None]) -> None:
        hand = app.query_one(RushHand)
        slots = list(hand.query(RushCard))
        hand.show([Card.MS1, Card.MOVE4], 2, [Card.MS1], active=True)
        # the other seat's hand: the count of cards only, whatever it could play
        hand.show(None, 4, [Card.MS1], active=True)
        assert [slot.display for slot in slots] == [True] * 4 + [False] * (MAX_HAND_SIZE - 4)
        assert all(slot.card is None for slot in slots[:4])
        assert all(state_classes(slot) == {"back"} for slot in slots[:4])
        assert all(slot.border_subtitle == "" for slot in slots[:4])
        back = str(slots[0].render())
        # a back is a pattern with nothing to read on it
        assert "▚" in back and not any(char.isalnum() for char in back)
        assert [slot.border_title for slot in slots[:4]] == ["1", "2", "3", "4"]
        # turned face up again (the shared screen's next turn): no back left
        hand.show([Card.MOVE4], 1, [], active=False)
        assert state_classes(slots[0]) == {"kind-move"}
        assert str(slots[0].render()) == "MOVE 4"

    hosted(check)


def test_a_hand_shows_the_french_narrow_face_of_a_long_title() -> None:
    async def check(app: HandHost, pilot: Pilot[None]) -> None:
        hand = app.query_one(RushHand)
        hand.show([Card.SHIFT, Card.MOVE1], 2, [], active=False)
        slots = list(hand.query(RushCard))
        assert str(slots[0].render()) == "DÉCALAGE"
        assert str(slots[1].render()) == "DÉPLACEMENT 1"

    hosted(check, FR)


def test_a_click_on_a_face_chooses_that_card_and_a_click_on_a_back_nothing() -> None:
    async def check(app: HandHost, pilot: Pilot[None]) -> None:
        hand = app.query_one(RushHand)
        # a slot not yet dealt a card holds none: a click on it chooses nothing
        await pilot.click("#rs-card-0")
        await pilot.pause()
        assert app.chosen == []
        hand.show([Card.MOVE1, Card.SLIDE, Card.SHIFT], 3, [], active=False)
        await pilot.pause()
        await pilot.click("#rs-card-1")
        await pilot.pause()
        assert app.chosen == [1]
        # the card takes the click: it does not reach the table behind the hand
        assert app.clicks == 0
        hand.show(None, 3, [], active=False)
        await pilot.pause()
        await pilot.click("#rs-card-2")
        await pilot.pause()
        assert app.chosen == [1]

    hosted(check)


# ------------------------------------------------------------------ words


def test_seats_are_named_with_their_colour_gold_first() -> None:
    assert (colour(0, EN), colour(1, EN)) == ("gold", "silver")
    assert seat_label(0, NAMES, EN) == "Ann (gold)"
    assert seat_label(1, NAMES, EN) == "Bob (silver)"


def test_card_titles_are_the_booklets_in_french_and_the_printed_ones_elsewhere() -> None:
    assert card_title(Card.SHIFT) == TITLES[Card.SHIFT] == "SHIFT"
    assert card_title(Card.SHIFT, FR) == "DÉCALAGE DE LA GRILLE"
    assert card_title(Card.MS2, FR) == "DÉPLACEMENT ET DÉCALAGE 2"
    # no source names the cards in German: the printed English title
    assert card_title(Card.MS2, DE) == "MOVE & SHIFT 2"


def test_a_cards_face_is_shortened_only_where_a_narrow_title_exists() -> None:
    assert card_face(Card.SHIFT, FR) == "DÉCALAGE"
    assert card_face(Card.MOVE3, FR) == "DÉPLACEMENT 3"
    assert card_face(Card.SHIFT, EN) == "SHIFT"
    assert card_face(Card.MS4) == "MOVE & SHIFT 4"


def test_a_hero_is_named_with_its_colour_and_another_vehicle_by_its_letter() -> None:
    assert vehicle_label(GOLD, EN) == "G (gold)"
    assert vehicle_label(SILVER, EN) == "S (silver)"
    assert vehicle_label(index_of("q"), EN) == "Q"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("play ms3", "Play MOVE & SHIFT 3"),
        ("end", "End the turn"),
        ("shift left up 2", "Shift the left section up 2 rows"),
        ("shift right down 1", "Shift the right section down 1 row"),
        ("move g right", "Move G (gold) right"),
        ("move s left", "Move S (silver) left"),
        ("slide q down 3", "Slide Q down 3 squares"),
        ("slide a up 1", "Slide A up 1 square"),
    ],
)
def test_each_kind_of_action_is_told_in_words(text: str, words: str) -> None:
    assert describe(parse_action(text), EN) == words


def test_a_french_play_names_the_card_by_the_booklets_title() -> None:
    assert "DÉCALAGE DE LA GRILLE" in describe(parse_action("play shift"), FR)


@pytest.mark.parametrize(
    ("seat", "text", "words"),
    [
        (0, "play move2", "Ann (gold): Play MOVE 2"),
        (1, "end", "Bob (silver): End the turn"),
        (1, "draws a card", "Bob (silver): draws a card"),  # no action: kept as written
        (2, "end", "#2: End the turn"),  # a seat the names do not cover
        (-1, "game 1: gold starts", "Game 1, first to move: Ann (gold)."),
        (-1, "game 2: silver starts", "Game 2, first to move: Bob (silver)."),
        (-1, "game 3 won by silver", "Game 3 won by Bob (silver)!"),
        (-1, "game 1 won by gold", "Game 1 won by Ann (gold)!"),
        (-1, "game 2 drawn after 7 turns", "Game 2 drawn after 7 turns."),
        (-1, "something else", "something else"),
    ],
)
def test_each_log_entry_is_told_in_words(seat: int, text: str, words: str) -> None:
    assert describe_event(seat, text, NAMES, EN) == words


def test_a_reshuffle_in_the_log_is_told_in_the_interface_language() -> None:
    text = "discards shuffled into a new draw pile"
    assert describe_event(-1, text, NAMES, EN) == EN("event_reshuffle")
    assert describe_event(-1, text, NAMES, FR) == FR("event_reshuffle") != text


# ------------------------------------------------------------------ the session


def test_seats_saved_before_session_24_had_english_default_names() -> None:
    assert former_default_names([PERSON, "greedy"]) == ["You", "CPU greedy"]
    assert former_default_names(["random", PERSON]) == ["CPU random", "You"]
    assert former_default_names([PERSON, PERSON]) == ["Player 1", "Player 2"]
    assert RushSession.former_names_by_default(["search", "greedy"]) == [
        "CPU search",
        "CPU greedy",
    ]


def test_a_new_game_seats_greedy_by_default_among_the_rush_hour_shift_players() -> None:
    assert default_level() == "greedy"
    assert {"greedy", "search", "random"} <= set(computer_levels())


def test_rush_hour_shift_seats_exactly_two() -> None:
    assert check_players([PERSON, "greedy"]) == [PERSON, "greedy"]
    with pytest.raises(RoadgamesError):
        check_players([PERSON, "greedy", "random"])


def test_people_set_up_a_match_with_names_in_their_language() -> None:
    session = RushSession.for_people(make_rules(), [PERSON, "greedy"], ["", ""], FR, seed=3)
    assert session.names[0] == "Vous"
    assert session.players == [PERSON, "greedy"]
    assert session.record().seed == 3
    assert session.view(0) == new_game(make_rules(), seed=3).view(0)


def test_computers_alone_without_a_turn_limit_are_refused_but_not_with_a_person() -> None:
    endless = make_rules(turn_limit=0)
    with pytest.raises(EndlessMatchError):
        RushSession.for_people(endless, ["greedy", "random"], [], EN)
    assert RushSession.for_people(endless, [PERSON, "random"], [], EN).view(0).to_move is not None


def test_a_rematch_keeps_rules_seats_and_names_and_deals_afresh() -> None:
    rules = make_rules(games=3)
    session = RushSession.new(rules, [PERSON, "random"], ["Ann", "Rob"], seed=11)
    again = session.rematch()
    assert (again.rules, again.players, again.names) == (rules, [PERSON, "random"], ["Ann", "Rob"])
    seed = again.record().seed
    assert isinstance(seed, int) and seed != 11 and not again.state.history


def first_game_played(rules: Rules, decks: list[list[str]] | None) -> RushShiftState:
    """Two random players play a match until its first game has ended."""
    state = new_game(rules, seed=0, decks=decks)
    agents = [get_agent("rushshift", "random", seat + 1) for seat in range(2)]
    while not state.results:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        state.apply(agents[seat].decide(view, view.legal_actions).action, seat=seat)
    return state


def one_game(rules: Rules, history: list[Action], decks: list[list[str]] | None) -> RushShiftState:
    state = new_game(replace(rules, games=1), seed=0, decks=decks)
    for action in history:
        state.apply(action)
    assert state.is_over
    return state


def test_the_end_of_a_game_dealt_from_a_stacked_deck_is_replayed_from_that_deck() -> None:
    rules = make_rules(games=2, turn_limit=12)
    # the deck in card order rather than shuffled
    deck = [card.code for card, count in DEFAULT_DECK.items() for _ in range(count)]
    state = first_game_played(rules, [deck])
    played = list(state.history)
    # the match goes on into its second game before the first one's end is looked at
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 0, state)
    final = session.final_view(1, 0)
    expected = one_game(rules, played, [deck]).view(0)
    assert final.board.key() == expected.board.key() and final.hand == expected.hand


def test_a_game_of_the_match_not_yet_ended_has_no_final_view() -> None:
    rules = make_rules(games=2, turn_limit=12)
    state = first_game_played(rules, None)
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 0, state)
    with pytest.raises(ValueError, match="game 2"):
        session.final_view(2, 0)


def test_a_rush_record_without_seats_resumes_against_greedy_and_same_state() -> None:
    session = RushSession.new(make_rules(), ["random", "random"], seed=5)
    record = session.record()
    record.players = None
    record.meta = {}
    resumed = RushSession.from_record(record)
    assert resumed.players == [PERSON, "greedy"]
    assert resumed.view(0) == session.view(0)


def test_a_hint_on_a_persons_turn_is_one_of_the_legal_actions() -> None:
    session = RushSession.new(make_rules(), [PERSON, PERSON], seed=5)
    seat = session.state.to_move
    assert seat is not None
    view = session.view(seat)
    hint = RushSession.hint(view)
    assert hint is not None and hint.action in view.legal_actions
