"""A hand's score sheet opens over that hand as it ended, not over the next hand, which the
engine deals at once: the engine keeps the match as its last hand ended (``hand_end``), and
the table draws it behind the sheet."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tui_helpers import make_app, play_until, screen_text, settle, table

from roadgames.millebornes import MilleBornesState, Rules, make_rules, new_game
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import TURN_CAP
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import CardWidget
from roadgames.tui.widgets.hand import HandWidget
from roadgames.tui.widgets.log import GameLog

QUICK_HAND = ("ROLL", "200", "100", "25", "25", "25")
DRAW = ["75", "50", "75", "50", "75"]


def match_codes(hands: int = 2) -> tuple[list[list[str]], Rules]:
    """Stacked decks of a leaflet match to 2000 where seat 0 completes a 300 trip in three
    turns each hand (1200 points a hand: two hands to the target)."""
    rules = make_rules("leaflet", 2, target=300, match_target=2000, next_starter="winner")
    deck = stacked_deck(rules, hands=[QUICK_HAND], draw=DRAW)
    return [[card.code for card in deck]] * hands, rules


def race_through_hand(state: MilleBornesState) -> None:
    """Play the hand out: seat 0 plays Roll, 200, 100 as it can; seat 1 discards."""
    plays = [Action(Kind.PLAY, card) for card in (Card.ROLL, Card.D200, Card.D100)]
    while not state.results:
        legal = state.legal_actions()
        chosen = [a for a in plays if a in legal and state.to_move == 0]
        discards = [a for a in legal if a.kind == Kind.DISCARD]
        state.apply(chosen[0] if chosen else discards[0] if discards else legal[0])


def test_the_engine_keeps_the_match_as_its_hand_ended() -> None:
    codes, rules = match_codes()
    state = new_game(rules, seed=3, decks=codes)
    assert state.hand_end is None
    race_through_hand(state)
    assert len(state.results) == 1 and not state.is_over
    ended = state.hand_end
    assert ended is not None
    # the hand as it ended: the trip completed, its score counted, nothing left to play
    assert ended.tableaux[0].miles == 300
    assert ended.results == state.results and ended.scores == state.scores
    assert ended.hand_number == 0 and ended.to_move is None and ended.legal_actions() == []
    assert ended.hand_end is None
    # the live match is the next hand, dealt afresh
    assert state.hand_number == 1 and state.tableaux[0].miles == 0
    assert ended.hand_cards(0) != state.hand_cards(0)
    # a copy shares it; play on does not change it
    copy = state.clone()
    assert copy.hand_end is ended
    before = ended.hand_cards(0)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert ended.hand_cards(0) == before
    assert ended.tableaux[0].miles == 300
    while not state.is_over:  # hand 2, the same deck: the match reaches 2000
        state.apply(state.legal_actions()[0])
    assert state.hand_end is None  # the match's end is the state itself


def test_a_one_hand_game_keeps_no_hand_end() -> None:
    rules = make_rules("modern", 2, target=300)
    deck = stacked_deck(rules, hands=[QUICK_HAND], draw=DRAW)
    state = new_game(rules, seed=3, decks=[[card.code for card in deck]])
    race_through_hand(state)
    assert state.is_over and state.hand_end is None  # the game's end is the state itself


def person_against_random() -> GameSession:
    """The match of :func:`match_codes`: the person in seat 0, ``random`` in seat 1."""
    codes, rules = match_codes()
    return GameSession.new(rules, [PERSON, "random"], seed=11, decks=codes)


def _faces(screen: TableScreen) -> list[Card | None]:
    slots = screen.query_one(HandWidget).query(CardWidget)
    return [slot.card for slot in slots if slot.display]


def test_the_score_sheet_sits_over_the_hand_that_ended(tmp_path: Path) -> None:
    session = person_against_random()

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await play_until(pilot, ScoreSheetScreen)
            state = session.state
            ended = state.hand_end
            assert ended is not None and state.hand_number == 1  # hand 2 dealt already
            screen = table(app)
            shown = screen.shown_view()
            assert shown.hand_number == 1 and shown.tableaux[0].miles == 300
            assert shown.to_move is None and not shown.legal_actions and not shown.is_over
            assert _faces(screen) == ended.hand_cards(0) != state.hand_cards(0)
            text = screen_text(app)
            assert "Hand 1" in text and "hand over" in text
            assert "Hand 2" not in text
            await pilot.press("enter")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            assert screen.shown_view().hand_number == 2
            assert "Hand 2" in screen_text(app) and "hand over" not in screen_text(app)
            log = "\n".join(line.text for line in screen.query_one(GameLog).lines)
            assert log.count("Hand 1 over") == 1  # each hand's log written once
            assert log.index("Hand 1 over") < log.index("Hand 2")

    asyncio.run(scenario())


def test_the_key_that_shows_the_sheet_again_leaves_the_hand_under_way(tmp_path: Path) -> None:
    session = person_against_random()

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await play_until(pilot, ScoreSheetScreen)
            await pilot.press("enter")
            await settle(pilot)
            await pilot.press("o")
            await settle(pilot)
            assert isinstance(app.screen, ScoreSheetScreen)
            assert table(app).shown_view().hand_number == 2  # the game goes on behind it

    asyncio.run(scenario())


def _stalled_after_a_question(holds_the_safety: bool) -> GameSession:
    """A two-person match under the reshuffle rules, its stall guard due: seat 0 limits
    seat 1, which declines the coup fourré if it holds Right of Way, and the hand stalls."""
    rules = make_rules(
        "classic",
        2,
        empty_draw_pile="reshuffle",
        attacker_must_have_started=False,
        attack_needs_target_moving=False,
    )
    held = "RIGHT_OF_WAY" if holds_the_safety else "75"
    deck = stacked_deck(
        rules, hands=[("SPEED_LIMIT", "25", "25", "25", "25", "25"), (held, *["50"] * 5)]
    )
    session = GameSession.new(rules, [PERSON, PERSON], seed=1, decks=[[c.code for c in deck]] * 3)
    state = session.state
    state.turns = TURN_CAP  # the stall guard ends the hand at the end of this turn
    while state.phase_name == "draw":
        state.apply(Action(Kind.DRAW))
    state.apply(next(a for a in state.legal_actions() if a.target is not None))
    if state.phase_name == "coup_fourre":
        state.apply(Action(Kind.DECLINE))
    assert [result.how for result in state.results] == ["stalled"] and not state.is_over
    return session


def test_the_hand_end_never_tells_who_was_asked_a_coup_fourre() -> None:
    """RULES.md §6: nobody may learn that a coup fourré was possible. The hand's end was
    kept with the seat last asked to act, which its view gave out."""
    views = [_stalled_after_a_question(holds).hand_end_view(0) for holds in (True, False)]
    assert views[0] is not None and views[1] is not None
    assert views[0].public.actor == views[1].public.actor == -1
    assert views[0].to_dict() == views[1].to_dict()
