"""Per-seat views: exactly what one seat may know (RULES.md §3, §6).

A view holds the seat's own hand, every tableau, the discard pile (its cards were all shown
face up), the sizes of the draw pile and of every hand, the scores and the public log. It
never holds another hand or the order of the draw pile, and it does not show others that a
seat is answering a private coup-fourré or fast-remedy question.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from roadgames.core.game import check_seat
from roadgames.millebornes.actions import Action
from roadgames.millebornes.cards import ALL_CARDS, Card
from roadgames.millebornes.rules import Rules
from roadgames.millebornes.scoring import HandResult
from roadgames.millebornes.tableau import Tableau

if TYPE_CHECKING:
    from roadgames.millebornes.state import MilleBornesState


@dataclass(frozen=True)
class TableauView:
    """A team's tableau as everyone sees it."""

    team: int
    seats: tuple[int, ...]
    battle_pile: tuple[Card, ...]
    battle_top: Card | None
    speed_pile: tuple[Card, ...]
    speed_limited: bool
    moving: bool
    distance_cards: tuple[Card, ...]
    miles: int
    two_hundreds: int
    safeties: tuple[Card, ...]
    coups_fourres: tuple[Card, ...]

    @property
    def speed_top(self) -> Card | None:
        """The speed card in force, as :attr:`battle_top` is the battle card: the top card,
        unless it is a speed limit that RIGHT_OF_WAY lifted (a hazard covered by its safety
        counts as gone, RULES.md §4); then the highest card beneath that is not one."""
        pile = self.speed_pile
        if self.speed_limited or not pile:
            return pile[-1] if pile else None
        return next((card for card in reversed(pile) if card is not Card.SPEED_LIMIT), None)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {
            "team": self.team,
            "seats": list(self.seats),
            "battle_pile": [c.code for c in self.battle_pile],
            "battle_top": None if self.battle_top is None else self.battle_top.code,
            "speed_pile": [c.code for c in self.speed_pile],
            "speed_limited": self.speed_limited,
            "moving": self.moving,
            "distance_cards": [c.code for c in self.distance_cards],
            "miles": self.miles,
            "two_hundreds": self.two_hundreds,
            "safeties": [c.code for c in self.safeties],
            "coups_fourres": [c.code for c in self.coups_fourres],
        }


@dataclass(frozen=True)
class PublicDetails:
    """Public facts of the state that the display fields do not spell out.

    ``reshuffled``: the cards the draw pile was made of at its last reshuffle this hand
    (sorted; empty before one): the only cards it can hold, less those drawn since. Public,
    as everyone saw the discards go in.

    ``dry_reshuffles`` and ``dry_since``: the stall guard's count (RULES.md §7): the
    reshuffles since the last card played, and the turn of that play. Public, as everyone
    sees cards played and discards reshuffled; a search's worlds start the guard from them
    so that a hand near a stall ends there as it will.
    """

    # left out of the hash (a tableau, changing as it is played, has none), not of ==
    tableaux: tuple[Tableau, ...] = field(hash=False)
    starter: int
    completer: int | None
    attacker: int
    pending: int
    redraw_discards: int
    turns: int
    phase: int
    actor: int
    reshuffled: tuple[int, ...]
    dry_reshuffles: int
    dry_since: int


@dataclass(frozen=True)
class MilleBornesView:
    """What ``seat`` may know of the match.

    Teams and seats are both counted from 0; fields are per team or per seat as said.

    - ``seat``: the seat this view is for; ``team``: its team (``seat % rules.num_teams``).
    - ``rules``: the match's rules.
    - ``hand``: this seat's own cards, sorted (no other hand is ever shown).
    - ``tableaux``: per team, each team's cards on the table (:class:`TableauView`).
    - ``discard_pile``: every card discarded, bottom first (the last is the top, the one a
      ``draw discard`` takes).
    - ``draw_pile_size``: how many cards are left to draw (never their order).
    - ``hand_sizes``: per seat, how many cards each seat holds.
    - ``scores``: per team, the points of the match so far (the hand being played not yet
      counted).
    - ``hand_number``: the hand being played, counted from 1 as players and score sheets
      count (the state's own ``hand_number`` counts from 0: the view's is that plus one).
    - ``trip``: the length of this hand's trip (the rules' ``target``; 1000 once extended).
    - ``extended_by``: the team that called the extension this hand, or ``None``.
    - ``turn_player``: the seat whose turn it is (to the seats not asked after an attack,
      see ``to_move``: still the attacker's until the next public event).
    - ``to_move``: the seat that must decide now, or ``None``. Usually the turn player, but
      after an attack a seat of the attacked team may be asked a private question (coup
      fourré, fast remedy): the seat asked sees itself here, every other seat ``None``
      (with ``phase`` ``waiting``) from the attack until the next public event, whether a
      question was asked or not, so that nobody learns of it. ``None`` once the match is
      over. (Where nobody is asked, the next turn starts at once, so the seat whose turn
      it is sees it at once; where someone is, after the answer. Every view it is given to
      act on is the same either way: only the timing differs, which an interface must
      hide, RULES.md §6; the terminal table gives a computer's private answer no pause
      and takes the time it took off the next computer move's pause.)
    - ``phase``: the decision asked for (``draw``, ``play``, ``coup_fourre`` …, ``over``)
      as this seat may know it (``waiting``, see ``to_move``).
    - ``legal_actions``: this seat's choices now; empty unless it is ``to_move``.
    - ``log``: the public log of the hand, ``(seat, text)``, seat ``-1`` for the table's
      own notes (a deal, a reshuffle, the end of a hand).
    - ``is_over``: whether the match has ended.
    - ``winners``: per team: the winning teams of the match (several on a shared win),
      empty until it is over.
    - ``results``: the score sheet of every hand played so far (:class:`HandResult`, per
      team inside; its ``hand_number`` counts from 1 too).
    - ``public``: the public bookkeeping a search player needs (:class:`PublicDetails`).
    """

    seat: int
    team: int
    rules: Rules
    hand: tuple[Card, ...]
    tableaux: tuple[TableauView, ...]
    discard_pile: tuple[Card, ...]
    draw_pile_size: int
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    hand_number: int
    trip: int
    extended_by: int | None
    turn_player: int
    to_move: int | None
    phase: str
    legal_actions: tuple[Action, ...]
    log: tuple[tuple[int, str], ...]
    is_over: bool
    winners: tuple[int, ...]
    results: tuple[HandResult, ...]
    #: Public bookkeeping a search player needs to rebuild possible worlds (tableau internals,
    #: turn counters, the pending attack). Nothing in it is secret.
    public: PublicDetails = field(repr=False)

    @property
    def my_turn(self) -> bool:
        """Whether this seat must act now."""
        return self.to_move == self.seat

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data (what a server sends to this seat)."""
        return {
            "seat": self.seat,
            "team": self.team,
            "hand": [c.code for c in self.hand],
            "tableaux": [t.to_dict() for t in self.tableaux],
            "discard_pile": [c.code for c in self.discard_pile],
            "draw_pile_size": self.draw_pile_size,
            "hand_sizes": list(self.hand_sizes),
            "scores": list(self.scores),
            "hand_number": self.hand_number,
            "trip": self.trip,
            "extended_by": self.extended_by,
            "turn_player": self.turn_player,
            "to_move": self.to_move,
            "phase": self.phase,
            "legal_actions": [str(a) for a in self.legal_actions],
            "log": [list(entry) for entry in self.log],
            "is_over": self.is_over,
            "winners": list(self.winners),
            "results": [r.to_dict() for r in self.results],
        }


def _tableau_view(state: MilleBornesState, team: int) -> TableauView:
    tab = state.tableaux[team]
    cards = ALL_CARDS
    top = tab.battle_top()
    return TableauView(
        team=team,
        seats=tuple(state.seats_of_team[team]),
        battle_pile=tuple(cards[c] for c in tab.battle_pile),
        battle_top=None if top is None else cards[top],
        speed_pile=tuple(cards[c] for c in tab.speed_pile),
        speed_limited=tab.is_limited(),
        moving=tab.is_moving(state.rules.roll_after_remedy),
        distance_cards=tuple(cards[c] for c in tab.distance_cards),
        miles=tab.miles,
        two_hundreds=tab.n200,
        safeties=tuple(cards[c] for c in tab.safety_cards),
        coups_fourres=tuple(cards[c] for c in tab.safety_cards if tab.coups >> (c - 15) & 1),
    )


def make_view(state: MilleBornesState, seat: int, onlooker: bool = False) -> MilleBornesView:
    """The view of ``seat``. After an attack, until the next public event, a seat that is
    not to act sees the table as the attack left it (:class:`~.state.Quiet`). An
    ``onlooker`` view is that of the seat as if it were not to act (a shared screen draws
    it while the attacked team's people each get their look)."""
    check_seat(seat, state.num_seats)
    cards = ALL_CARDS
    mine = state.to_move == seat and not onlooker
    quiet = None if mine else state.quiet_window()
    secret = quiet is not None or (state.is_secret_phase() and not mine)
    log = state.log if quiet is None else state.log[: quiet.log_length]
    discard_pile = state.discard_pile
    if quiet is not None and quiet.discard_pile is not None:
        discard_pile = list(quiet.discard_pile)
    return MilleBornesView(
        seat=seat,
        team=state.team_of[seat],
        rules=state.rules,
        hand=tuple(cards[c] for c, k in enumerate(state.hands[seat]) for _ in range(k)),
        tableaux=tuple(_tableau_view(state, t) for t in range(len(state.tableaux))),
        discard_pile=tuple(cards[c] for c in discard_pile),
        draw_pile_size=len(state.draw_pile) if quiet is None else quiet.draw_pile_size,
        hand_sizes=tuple(state.hand_sizes) if quiet is None else quiet.hand_sizes,
        scores=tuple(state.scores),
        hand_number=state.hand_number + 1,
        trip=state.trip,
        extended_by=state.extended_by,
        turn_player=state.turn_player if quiet is None else quiet.turn_player,
        to_move=None if secret else state.to_move,
        phase="waiting" if secret else state.phase_name,
        legal_actions=tuple(state.legal_actions()) if mine else (),
        log=tuple(log),
        is_over=state.is_over,
        winners=tuple(state.winners),
        results=tuple(state.results),
        public=PublicDetails(
            tableaux=tuple(t.copy() for t in state.tableaux),
            starter=state.starter,
            completer=state.completer,
            attacker=state.attacker if not secret else -1,
            pending=state.pending if not secret else -1,
            redraw_discards=state.redraw_discards,
            turns=state.turns if quiet is None else quiet.turns,
            phase=-1 if secret else state.phase,
            actor=-1 if secret or state.is_over else state.actor,  # who was last asked
            reshuffled=state.reshuffled if quiet is None else quiet.reshuffled,
            # an attack is a card played: the guard as it left it is (0, its turn)
            dry_reshuffles=state.dry_reshuffles if quiet is None else 0,
            dry_since=state.dry_since if quiet is None else quiet.turns,
        ),
    )
