"""The state of a Rush Hour Shift match, its one legal-action generator, and ``apply``.

A turn is a short sequence of decisions by the seat to move: ``play CARD``, then the card's
steps (single-square moves, a slide, a shift), then ``end``. The turn ends by itself when
the card has nothing left to give, and the game as soon as a hero is wholly out. Under the
``move_exact`` option a MOVE whose first step is taken allows neither ``end`` nor the
shift of a MOVE & SHIFT until its steps are all taken or none is legal any more. After the
turn the player draws (the discards are shuffled into a new draw pile when it runs out).

Legality has exactly one source, :meth:`RushShiftState.legal_actions`. ``apply`` checks the
action against it and then runs :meth:`RushShiftState.apply_unchecked`, the fast path.

A match is ``rules.games`` games (default 1); the winner of a game starts the next (after a
drawn game, the other seat starts). Games are drawn after ``rules.turn_limit`` turns.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Self

from roadgames.core.errors import (
    IllegalActionError,
    RulesError,
)
from roadgames.core.game import check_seat, checked_action, equal_slots, legal_from
from roadgames.core.seeds import copy_rng, fresh_seed
from roadgames.rushshift import actions as act
from roadgames.rushshift.actions import Action, Kind, parse_action
from roadgames.rushshift.cards import ALL_CARDS, NUM_CARD_TYPES, Card, deck_list, parse_card
from roadgames.rushshift.rules import Rules
from roadgames.rushshift.setups import setup_board
from roadgames.rushshift.turn import CARD_BUDGETS, act_actions, act_on, budget_of, has_won, spend
from roadgames.rushshift.view import (
    RESHUFFLE_EVENT,
    RushShiftView,
    game_start_event,
    make_view,
)

PHASE_CARD = 0  # choose the card to play
PHASE_ACT = 1  # use the card played: steps, slide, shift, or end the turn
PHASE_OVER = 2  # the match is over
PHASE_NAMES = ("card", "act", "over")
SEAT_NAMES = ("gold", "silver")

_PLAY = act.PLAY


@dataclass(frozen=True)
class GameResult:
    """How one game of the match ended: the winning seat (``None`` if drawn), who started,
    and the number of turns played (the winning one included)."""

    winner: int | None
    starter: int
    turns: int

    def to_dict(self) -> dict[str, int | None]:
        """JSON-ready data."""
        return {"winner": self.winner, "starter": self.starter, "turns": self.turns}


#: How many of the boards the last turns started on a state keeps (:attr:`turn_boards`).
TURN_BOARDS_KEPT = 64


class RushShiftState:
    """A Rush Hour Shift match in progress (one game unless ``rules.games`` > 1)."""

    __slots__ = (
        "actor",
        "board",
        "card",
        "decks",
        "discard_pile",
        "draw_pile",
        "game_number",
        "hand_sizes",
        "hands",
        "history",
        "log",
        "moves_left",
        "phase",
        "results",
        "rng",
        "rules",
        "seed",
        "shift_left",
        "slide_left",
        "starter",
        "steps_used",
        "turn",
        "turn_boards",
        "winners",
        "wins",
    )

    def __init__(
        self, rules: Rules, seed: int | None = None, decks: Sequence[Sequence[Card]] | None = None
    ) -> None:
        """A new match. Game ``k`` is dealt from ``decks[k]`` if given (cards in dealing
        order: the first ``hand_size`` to seat 0, the next to seat 1, then the draw pile,
        first card drawn first), else from a deck shuffled by ``seed``. Without a seed one is
        drawn, and kept as :attr:`seed` so that a record can replay the match."""
        self.rules = rules
        if seed is None:
            seed = fresh_seed()
        #: The seed every chance of the match is drawn from (the set-up, deals, reshuffles).
        self.seed = seed
        self.rng = random.Random(seed)
        self.decks = [list(d) for d in decks] if decks is not None else []
        self.wins = [0, 0]
        self.results: list[GameResult] = []
        self.winners: list[int] = []
        self.history: list[Action] = []
        self.log: list[tuple[int, str]] = []
        self.game_number = 0
        self.starter = rules.first_player
        self._start_game()

    # ----------------------------------------------------------------- setup

    def _start_game(self) -> None:
        rules = self.rules
        index = self.game_number
        self.board = setup_board(rules.setup, self.rng)
        if index < len(self.decks):
            deck = list(self.decks[index])
            if sorted(deck) != deck_list(rules.deck_counts):
                raise RulesError(f"stacked deck {index + 1} is not the rules' deck")
        else:
            deck = deck_list(rules.deck_counts)
            self.rng.shuffle(deck)
        size = rules.hand_size
        self.hands = [[0] * NUM_CARD_TYPES for _ in range(2)]
        for seat in range(2):
            for card in deck[seat * size : (seat + 1) * size]:
                self.hands[seat][card] += 1
        self.hand_sizes = [size, size]
        self.draw_pile: list[int] = [int(c) for c in reversed(deck[2 * size :])]
        self.discard_pile: list[int] = []
        self.turn = 0
        self.turn_boards: list[tuple[object, ...]] = []
        self.log.append((-1, game_start_event(index + 1, SEAT_NAMES[self.starter])))
        self._start_turn(self.starter)

    def _start_turn(self, seat: int) -> None:
        self.turn_boards.append(self.board.key())
        if len(self.turn_boards) > TURN_BOARDS_KEPT:  # a game without a turn limit
            del self.turn_boards[0]
        self.actor = seat
        self.phase = PHASE_CARD
        self._put_card_away()

    def _put_card_away(self) -> None:
        """No card in play, so nothing left of one: at a turn's start and the match's end."""
        self.card: int | None = None
        self.moves_left = 0
        self.shift_left = False
        self.slide_left = False
        self.steps_used = 0

    # ------------------------------------------------------------- queries

    @property
    def num_seats(self) -> int:
        """Always 2."""
        return 2

    @property
    def to_move(self) -> int | None:
        """The seat that must act now (``None`` once the match is over)."""
        return None if self.phase == PHASE_OVER else self.actor

    @property
    def is_over(self) -> bool:
        """Whether the match has ended."""
        return self.phase == PHASE_OVER

    @property
    def phase_name(self) -> str:
        """``card`` (choose a card), ``act`` (use it) or ``over``."""
        return PHASE_NAMES[self.phase]

    def hand_cards(self, seat: int) -> list[Card]:
        """A seat's hand as a sorted list of cards (``ValueError`` for what is no seat)."""
        check_seat(seat, 2)
        return [ALL_CARDS[c] for c, k in enumerate(self.hands[seat]) for _ in range(k)]

    def outcome(self) -> list[float]:
        """Per seat: 1 for the match winner, 0 for the loser, 0.5 each when level."""
        if not self.is_over:
            raise IllegalActionError("the match is not over")
        share = 1.0 / len(self.winners)
        return [share if s in self.winners else 0.0 for s in range(2)]

    def view(self, seat: int) -> RushShiftView:
        """What ``seat`` may know (see :mod:`roadgames.rushshift.view`)."""
        return make_view(self, seat)

    # ----------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take now. The one source of legality."""
        if self.phase == PHASE_CARD:
            hand = self.hands[self.actor]
            return [_PLAY[c] for c in range(NUM_CARD_TYPES) if hand[c]]
        if self.phase != PHASE_ACT:
            return []
        budget = budget_of(self.moves_left, self.shift_left, self.slide_left, self.steps_used)
        return act_actions(self.board, self.actor, budget, self.rules.move_exact)

    def is_legal(self, action: Action | str, seat: int | None = None) -> bool:
        """Whether ``action`` (object or notation, as :meth:`apply` takes it) is among
        :meth:`legal_actions`, and with ``seat`` whether that seat may send it now (False
        for a seat not to move: its question tells nothing of another hand); notation that
        is no action raises ``MalformedActionError`` (it is not an action that is illegal
        now)."""
        return legal_from(self, action, seat)

    # -------------------------------------------------------------- apply

    def parse_action(self, text: str) -> Action:
        """Parse an action's notation."""
        return parse_action(text)

    def apply(self, action: Action | str, seat: int | None = None) -> None:
        """Apply ``action`` (object or notation) for ``seat`` (default: the seat to move).

        Raises ``MalformedActionError``, ``NoSuchSeatError``, ``GameOverError``,
        ``NotYourTurnError`` or ``IllegalActionError``; the state is then unchanged.
        """
        self.apply_unchecked(checked_action(self, action, seat, Action, "Rush Hour Shift"))

    def apply_unchecked(self, action: Action) -> None:
        """Apply an action taken from :meth:`legal_actions` with no check (the fast path)."""
        seat = self.actor
        self.history.append(action)
        self.log.append((seat, action.text))
        kind = action.kind
        if kind == Kind.PLAY:
            card = action.card
            assert card is not None
            self.hands[seat][card] -= 1
            self.hand_sizes[seat] -= 1
            self.discard_pile.append(card)
            self.card = card
            budget = CARD_BUDGETS[card]
            self.moves_left, self.shift_left = budget.moves, budget.shift
            self.slide_left = budget.slide
            self.phase = PHASE_ACT
            return
        if kind == Kind.END:
            self._end_turn(seat)
            return
        board = self.board
        act_on(board, action)
        budget = spend(
            budget_of(self.moves_left, self.shift_left, self.slide_left, self.steps_used), action
        )
        self.moves_left, self.shift_left = budget.moves, budget.shift
        self.slide_left, self.steps_used = budget.slide, budget.steps
        if has_won(board, seat):
            self._end_game(seat)
        elif not budget.left:
            self._end_turn(seat)

    # ------------------------------------------------------ turn sequence

    def _end_turn(self, seat: int) -> None:
        if not self.draw_pile:
            self.draw_pile = self.discard_pile
            self.discard_pile = []
            self.rng.shuffle(self.draw_pile)
            self.log.append((-1, RESHUFFLE_EVENT))
        self.hands[seat][self.draw_pile.pop()] += 1
        self.hand_sizes[seat] += 1
        self.turn += 1
        limit = self.rules.turn_limit
        if limit and self.turn >= limit:
            self._end_game(None)
            return
        self._start_turn(1 - seat)

    def _end_game(self, winner: int | None) -> None:
        played = self.turn + (winner is not None)  # a game is won during a turn
        self.results.append(GameResult(winner, self.starter, played))
        if winner is None:
            self.log.append((-1, f"game {self.game_number + 1} drawn after {self.turn} turns"))
        else:
            self.wins[winner] += 1
            self.log.append((-1, f"game {self.game_number + 1} won by {SEAT_NAMES[winner]}"))
        if len(self.results) < self.rules.games:
            self.starter = winner if winner is not None else 1 - self.starter
            self.game_number += 1
            self._start_game()
            return
        best = max(self.wins)
        self.winners = [s for s in range(2) if self.wins[s] == best]
        self.phase = PHASE_OVER
        self._put_card_away()

    # --------------------------------------------------------------- copies

    def __eq__(self, other: object) -> bool:
        """Whether ``other`` is the same match at the same point, hidden parts and all:
        every attribute equal (the draw pile's order, the random generator's state, the
        history), so that the same actions would go on alike on both. What a replay of a
        record reproduces; a :meth:`clone` is equal until one of the two is changed."""
        if not isinstance(other, RushShiftState):
            return NotImplemented
        return equal_slots(self, other)

    # a state changes as it is played: it cannot be a set's member or a dict's key
    __hash__ = None  # type: ignore[assignment]

    def clone(self) -> Self:
        """An independent copy (random generator included)."""
        other = self.__class__.__new__(self.__class__)
        other.rules = self.rules
        other.seed = self.seed
        other.rng = copy_rng(self.rng)
        other.decks = self.decks
        other.wins = self.wins.copy()
        other.results = self.results.copy()
        other.winners = self.winners.copy()
        other.history = self.history.copy()
        other.log = self.log.copy()
        other.game_number = self.game_number
        other.starter = self.starter
        other.board = self.board.copy()
        other.hands = [h.copy() for h in self.hands]
        other.hand_sizes = self.hand_sizes.copy()
        other.draw_pile = self.draw_pile.copy()
        other.discard_pile = self.discard_pile.copy()
        other.turn = self.turn
        other.turn_boards = self.turn_boards.copy()
        other.actor = self.actor
        other.phase = self.phase
        other.card = self.card
        other.moves_left = self.moves_left
        other.shift_left = self.shift_left
        other.slide_left = self.slide_left
        other.steps_used = self.steps_used
        return other

    @classmethod
    def from_view(
        cls, view: RushShiftView, other_hand: Sequence[Card], draw_pile: Sequence[Card], seed: int
    ) -> RushShiftState:
        """A full state consistent with ``view``, the hidden parts filled in: the other
        seat's hand and the draw pile (first card drawn first). For search players
        (determinization); later reshuffles and games use ``seed``. The world keeps the
        view's public log (not the actions' history)."""
        if len(other_hand) != view.hand_sizes[1 - view.seat]:
            raise IllegalActionError("the other hand has the wrong size")
        if len(draw_pile) != view.draw_pile_size:
            raise IllegalActionError("the draw pile has the wrong size")
        state = cls.__new__(cls)
        state.rules = view.rules
        state.seed = seed
        state.rng = random.Random(seed)
        state.decks = []
        state.wins = list(view.wins)
        state.results = list(view.results)
        state.winners = list(view.winners)
        state.history = []
        # the public log: what the world's views read the reshuffled cards from
        state.log = list(view.log)
        state.game_number = view.game_number - 1
        state.starter = view.starter
        state.board = view.board.copy()
        state.hands = [[0] * NUM_CARD_TYPES for _ in range(2)]
        for card in view.hand:
            state.hands[view.seat][card] += 1
        for card in other_hand:
            state.hands[1 - view.seat][card] += 1
        state.hand_sizes = list(view.hand_sizes)
        state.draw_pile = [int(c) for c in reversed(draw_pile)]
        state.discard_pile = [int(c) for c in view.discard_pile]
        state.turn = view.turn
        state.turn_boards = list(view.turn_boards)
        state.actor = view.turn_player
        state.phase = PHASE_NAMES.index(view.phase)
        state.card = None if view.card is None else int(view.card)
        state.moves_left = view.moves_left
        state.shift_left = view.shift_left
        state.slide_left = view.slide_left
        state.steps_used = view.steps_used
        return state


def parse_deck(codes: Sequence[str | Card]) -> list[Card]:
    """Cards from codes (or cards), for stacked decks."""
    return [c if isinstance(c, Card) else parse_card(c) for c in codes]
