"""Per-seat views: exactly what one seat may know.

The board, the discard pile (every card on it was played face up), the card in play and
what is left of it, the hand sizes, the draw pile's size, the score and the public log are
open to both seats. A seat's own hand is in its view; the other hand and the draw pile's
order never are. The log holds actions and public events only (never a card drawn).

When the draw pile runs out, the discard pile is shuffled into a new one: which cards went
in is public (everyone saw that pile), their new order is not. :attr:`RushShiftView.
reshuffled` reads them from the log, which names every card played, and a played card is
the only way into the discard pile: no field of its own, so nothing new is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from roadgames.core.game import check_seat
from roadgames.rushshift.actions import PLAY, Action
from roadgames.rushshift.board import Board
from roadgames.rushshift.cards import ALL_CARDS, Card
from roadgames.rushshift.rules import Rules
from roadgames.rushshift.vehicles import HERO_OF_SEAT, LENGTHS, NAMES

if TYPE_CHECKING:
    from roadgames.rushshift.state import GameResult, RushShiftState

#: The log's event when the discards are shuffled into a new draw pile.
RESHUFFLE_EVENT = "discards shuffled into a new draw pile"
#: The card each ``play`` action's text in the log names.
_PLAYED: dict[str, Card] = {str(action): ALL_CARDS[card] for card, action in enumerate(PLAY)}


def game_start_event(number: int, starter: str) -> str:
    """The log's event when game ``number`` (1-based) is dealt, ``starter`` to play."""
    return f"game {number}: {starter} starts"


def _is_game_start(text: str) -> bool:
    return text.startswith("game ") and text.endswith(" starts")


@dataclass(frozen=True)
class RushShiftView:
    """What ``seat`` may know of the match. ``board`` is a private copy: change it freely."""

    seat: int
    rules: Rules
    board: Board
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_pile_size: int
    discard_pile: tuple[Card, ...]
    turn_player: int
    to_move: int | None
    phase: str  # "card", "act" or "over"
    card: Card | None  # the card being used this turn
    moves_left: int
    shift_left: bool
    slide_left: bool
    steps_used: int
    legal_actions: tuple[Action, ...]  # empty unless it is this seat's decision
    turn: int  # turns completed in the current game
    #: The board at the start of each turn of the current game (the last 64), this one's
    #: last (as :meth:`Board.key` gives it): public, as every move is; players use it to
    #: tell a board they have been to.
    turn_boards: tuple[tuple[object, ...], ...]
    game_number: int  # 1-based
    starter: int  # who started the current game
    wins: tuple[int, ...]
    results: tuple[GameResult, ...]
    is_over: bool
    winners: tuple[int, ...]
    log: tuple[tuple[int, str], ...]

    @property
    def my_turn(self) -> bool:
        """Whether this seat must act now."""
        return self.to_move == self.seat

    @property
    def hero(self) -> int:
        """The index of this seat's hero (gold for seat 0, silver for seat 1)."""
        return HERO_OF_SEAT[self.seat]

    @property
    def reshuffled(self) -> tuple[Card, ...] | None:
        """The cards (sorted) shuffled into the draw pile at the current game's last
        reshuffle, ``None`` before its first: the draw pile holds only cards of these.
        Read from the log: the cards played between that reshuffle and the one before it
        (or the deal). Raises ``ValueError`` where the log does not reach back that far,
        or does not name the discard pile's cards (a log cut short or made up)."""
        played: list[Card] = []  # the cards played back to the boundary reached, last first
        since: list[Card] | None = None  # those played since the last reshuffle, once passed
        for seat, text in reversed(self.log):
            if seat >= 0:
                card = _PLAYED.get(text)
                if card is not None:
                    played.append(card)
            elif text == RESHUFFLE_EVENT and since is None:
                since, played = played, []
            elif text == RESHUFFLE_EVENT or _is_game_start(text):
                break
        else:
            raise ValueError("the log does not reach back to the deal of this game")
        reshuffled = None if since is None else tuple(sorted(played))
        if since is None:  # no reshuffle in this game: the plays since the deal
            since = played
        if tuple(reversed(since)) != self.discard_pile:
            raise ValueError("the log does not name the cards of the discard pile")
        return reshuffled

    @property
    def picture(self) -> str:
        """The board as text (see :meth:`Board.render`)."""
        return self.board.render()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data (what a server sends to this seat)."""
        board = self.board
        return {
            "seat": self.seat,
            "hero": NAMES[self.hero],
            "offsets": {"left": board.offsets[0], "right": board.offsets[2]},
            "vehicles": [
                {
                    "name": NAMES[v],
                    "length": LENGTHS[v],
                    "horizontal": board.horizontal[v],
                    "cells": [list(cell) for cell in board.cells(v)],
                }
                for v in board.movers()
            ],
            "locked": {"left": board.locked(0), "right": board.locked(2)},
            "picture": board.render(),
            "hand": [c.code for c in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "draw_pile_size": self.draw_pile_size,
            "discard_pile": [c.code for c in self.discard_pile],
            "turn_player": self.turn_player,
            "to_move": self.to_move,
            "phase": self.phase,
            "card": None if self.card is None else self.card.code,
            "moves_left": self.moves_left,
            "shift_left": self.shift_left,
            "slide_left": self.slide_left,
            "steps_used": self.steps_used,
            "legal_actions": [str(a) for a in self.legal_actions],
            "turn": self.turn,
            "game_number": self.game_number,
            "starter": self.starter,
            "wins": list(self.wins),
            "results": [r.to_dict() for r in self.results],
            "is_over": self.is_over,
            "winners": list(self.winners),
            "log": [list(entry) for entry in self.log],
        }


def make_view(state: RushShiftState, seat: int) -> RushShiftView:
    """The view of ``seat``."""
    check_seat(seat, 2)  # not ``in (0, 1)``: True and 0.0 are equal to seats
    mine = state.to_move == seat
    return RushShiftView(
        seat=seat,
        rules=state.rules,
        board=state.board.copy(),
        hand=tuple(state.hand_cards(seat)),
        hand_sizes=tuple(state.hand_sizes),
        draw_pile_size=len(state.draw_pile),
        discard_pile=tuple(ALL_CARDS[c] for c in state.discard_pile),
        turn_player=state.actor,
        to_move=state.to_move,
        phase=state.phase_name,
        card=None if state.card is None else ALL_CARDS[state.card],
        moves_left=state.moves_left,
        shift_left=state.shift_left,
        slide_left=state.slide_left,
        steps_used=state.steps_used,
        legal_actions=tuple(state.legal_actions()) if mine else (),
        turn=state.turn,
        turn_boards=tuple(state.turn_boards),
        game_number=state.game_number + 1,
        starter=state.starter,
        wins=tuple(state.wins),
        results=tuple(state.results),
        is_over=state.is_over,
        winners=tuple(state.winners),
        log=tuple(state.log),
    )
