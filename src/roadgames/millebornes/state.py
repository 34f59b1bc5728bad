"""The state of a Mille Bornes match, its one legal-action generator, and ``apply``.

Legality has exactly one source, :meth:`MilleBornesState.legal_actions`. ``apply`` checks the
action against it and then runs :meth:`MilleBornesState.apply_unchecked`, the fast path that
search uses with actions taken from the generator.

Turn structure (RULES.md §3–§9). Drawing is a decision only where the rules give a choice
(``draw_from_discard``, ``fast_play``); otherwise the card is drawn for the player. After a
hazard, the attacked team may be asked (privately) about a coup fourré, then, with
``fast_play``, about an immediate remedy. A completed 700 trip with ``extension`` asks the
player whether to extend. When a hand ends it is scored and, if the match goes on, the next
hand is dealt at once (:attr:`MilleBornesState.results` keeps every score sheet).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple, Self

from roadgames.core.errors import IllegalActionError, RulesError
from roadgames.core.game import check_seat, checked_action, equal_slots, legal_from
from roadgames.core.seeds import copy_rng, fresh_seed
from roadgames.millebornes import actions as act
from roadgames.millebornes.actions import Action, Kind, parse_action
from roadgames.millebornes.cards import (
    MILES,
    REMEDY_OF,
    SAFETY_OF,
    Card,
    deck_counts,
)
from roadgames.millebornes.rules import Rules
from roadgames.millebornes.scoring import HandResult, match_winners, score_hand
from roadgames.millebornes.tableau import BASE_REMEDY, BASE_ROLL, NOTHING, Tableau, safety_bit
from roadgames.millebornes.view import MilleBornesView, make_view

HAND_SIZE = 6

# Phases: who must decide what.
PHASE_DRAW = 0  # choose how to draw
PHASE_PLAY = 1  # play or discard
PHASE_COUP_FOURRE = 2  # the attacked player may call coup fourré (private question)
PHASE_FAST_REMEDY = 3  # fast play: the attacked player may remedy at once (private question)
PHASE_EXTENSION = 4  # extend the 700 trip or not
PHASE_REDRAW = 5  # fast play: discarding before refilling
PHASE_OVER = 6  # the match is over

PHASE_NAMES = ("draw", "play", "coup_fourre", "fast_remedy", "extension", "redraw", "over")

#: Under ``empty_draw_pile = reshuffle`` a hand ends as stalled (a draw) once the discards
#: have been reshuffled this many times, and every seat has had a turn, with no card played
#: in between (every card in circulation has come round and nobody played one), or after
#: ``TURN_CAP`` turns in all: the guard against endless reshuffles, RULES.md §7 ("a cap of
#: turns with no legal play by anyone"). It counts plays made, which everyone sees, not
#: plays a seat could have made: a hand that went on because a discarder held a playable
#: card would tell the others so. ``TURN_CAP`` holds under every ``empty_draw_pile``: with
#: ``draw_from_discard`` a seat may take the discard back and throw it again, so that the
#: draw pile need not shrink under ``play_out`` or ``stop`` either.
DRY_RESHUFFLES = 2
TURN_CAP = 1500
#: A match whose last ``IDLE_HANDS`` hands saw no distance card laid by anyone ends there,
#: won by the most points (shared where tied): the guard against a match going on for ever,
#: as :data:`TURN_CAP` is a hand's. Players that never move score nothing hand after hand
#: and reach no target, or (leaflet scoring) score alike and stay tied at the top for ever.
#: Play that moves at all never meets it.
IDLE_HANDS = 10
#: The public log's last line when that guard ends a match (after the hand's own line).
IDLE_END = f"match over (no distance card in {IDLE_HANDS} hands)"
#: The log's note of a reshuffle (drawing reveals nothing else, so it is logged alone).
RESHUFFLED = "discards reshuffled into the draw pile"

_D50 = int(Card.D50)
_D200 = int(Card.D200)
_SPEED_LIMIT = int(Card.SPEED_LIMIT)
_STOP = int(Card.STOP)
_ROLL = int(Card.ROLL)
_END_OF_LIMIT = int(Card.END_OF_LIMIT)
_FIRST_HAZARD = int(Card.ACCIDENT)
_FIRST_REMEDY = int(Card.REPAIRS)
_FIRST_SAFETY = int(Card.DRIVING_ACE)
_RIGHT_OF_WAY = int(Card.RIGHT_OF_WAY)
_REMEDY_OF = {int(h): int(r) for h, r in REMEDY_OF.items()}
_SAFETY_OF = {int(h): int(s) for h, s in SAFETY_OF.items()}
_PLAY = act.PLAY
_ATTACK = act.ATTACK
_DISCARD = act.DISCARD
#: The bit of the safety that makes a team immune to each hazard (in ``Tableau.safeties``).
_IMMUNE_BIT = {hazard: safety_bit(safety) for hazard, safety in _SAFETY_OF.items()}
# the kinds apply tells apart, as plain names: a member read off the enum class (Kind.PLAY)
# is a slow lookup, through its metaclass, and apply runs on every action of every rollout
_PLAY_KIND, _DISCARD_KIND, _DRAW_KIND = Kind.PLAY, Kind.DISCARD, Kind.DRAW
_CARD = tuple(Card)


class Quiet(NamedTuple):
    """The table as an attack left it, which every seat but the one to act goes on seeing
    until the next public event: whether a seat of the attacked team was then asked a
    private question (a coup fourré, a fast remedy) must not show in the others' views,
    nor the next seat's draw that goes ahead where nobody was asked (RULES.md §6)."""

    log_length: int
    turns: int
    turn_player: int
    #: The team attacked.
    target_team: int
    hand_sizes: tuple[int, ...]
    draw_pile_size: int
    #: The discard pile where the draw pile was empty (a reshuffle may follow), else None.
    discard_pile: tuple[int, ...] | None
    #: What the draw pile was made of at its last reshuffle, as the attack found it.
    reshuffled: tuple[int, ...]

    def still_shown(self, log: Sequence[tuple[int, str]]) -> bool:
        """Whether nothing public has happened since (a reshuffle note aside)."""
        return all(entry == (-1, RESHUFFLED) for entry in log[self.log_length :])


class MilleBornesState:
    """A Mille Bornes match in progress (one or several hands).

    Its attributes are the engine's own bookkeeping, which players read only through
    :meth:`view`. ``hand_number`` counts the hands from 0 here (the index of the hand in
    ``decks`` and ``results``), but from 1 in a view and on a score sheet (there it is this
    one plus one). ``seed`` is the seed the match was shuffled with, drawn where none was
    given, so that a record can replay it. ``hand_end`` is the match as its last hand ended,
    before the next was dealt (see :meth:`_ended_copy`), or ``None`` while no hand has ended
    with the match going on, and once the match is over (its end is the state itself).
    """

    __slots__ = (
        "_deck_counts",
        "actor",
        "attacker",
        "completer",
        "decks",
        "discard_pile",
        "draw_pile",
        "dry_reshuffles",
        "dry_since",
        "extended_by",
        "hand_end",
        "hand_number",
        "hand_sizes",
        "hands",
        "history",
        "log",
        "pending",
        "phase",
        "quiet",
        "redraw_discards",
        "reshuffled",
        "responders",
        "results",
        "rng",
        "rules",
        "scores",
        "seats_of_team",
        "seed",
        "starter",
        "tableaux",
        "team_of",
        "trip",
        "turn_player",
        "turns",
        "winners",
    )

    def __init__(
        self, rules: Rules, seed: int | None = None, decks: Sequence[Sequence[int]] | None = None
    ) -> None:
        """A new match; hand 1 is dealt from ``decks[0]`` if given, else shuffled by ``seed``.

        A stacked deck lists cards in dealing order: the first six go to seat 0, the next
        six to seat 1, and so on; the rest is the draw pile, first card drawn first.
        """
        self.rules = rules
        n = rules.players
        if seed is None:  # keep the seed actually used, so that a record can replay the match
            seed = fresh_seed()
        self.seed = seed
        self.rng = random.Random(seed)
        self.decks = [list(d) for d in decks] if decks is not None else []
        self._deck_counts = deck_counts(rules.deck == "short")
        teams = rules.num_teams
        self.team_of = [seat % teams for seat in range(n)]
        self.seats_of_team = [[s for s in range(n) if s % teams == t] for t in range(teams)]
        self.scores = [0] * teams
        self.results: list[HandResult] = []
        self.winners: list[int] = []
        self.history: list[Action] = []
        self.hand_end: MilleBornesState | None = None
        self.hand_number = 0
        self.starter = 0
        self.phase = PHASE_PLAY
        self.actor = 0
        self._deal()

    # ----------------------------------------------------------------- setup

    def _deal(self) -> None:
        rules = self.rules
        n = rules.players
        index = self.hand_number
        if index < len(self.decks):
            deck = list(self.decks[index])
            counts = [0] * len(self._deck_counts)
            for card in deck:
                counts[card] += 1
            if counts != self._deck_counts:
                raise RulesError(
                    f"stacked deck {index + 1} is not the {rules.deck} deck of "
                    f"{sum(self._deck_counts)} cards"
                )
        else:
            deck = [card for card, count in enumerate(self._deck_counts) for _ in range(count)]
            self.rng.shuffle(deck)
        self.hands = [[0] * 19 for _ in range(n)]
        for seat in range(n):
            for card in deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]:
                self.hands[seat][card] += 1
        self.hand_sizes = [HAND_SIZE] * n
        self.draw_pile = deck[n * HAND_SIZE :]
        self.draw_pile.reverse()  # pop() takes the next card
        self.discard_pile: list[int] = []
        self.reshuffled: tuple[int, ...] = ()
        self.tableaux = [Tableau() for _ in range(rules.num_teams)]
        self.trip = rules.target
        self.extended_by: int | None = None
        self.completer: int | None = None
        self.attacker = -1
        self.pending = -1
        self.responders: list[int] = []
        self.redraw_discards = 0
        self.turns = 0
        self.dry_reshuffles = 0
        self.dry_since = 0
        self.quiet: Quiet | None = None
        self.log: list[tuple[int, str]] = [(-1, f"hand {self.hand_number + 1} dealt")]
        self._start_turn(self.starter)

    # ------------------------------------------------------------- queries

    @property
    def num_seats(self) -> int:
        """Number of seats."""
        return self.rules.players

    @property
    def to_move(self) -> int | None:
        """The seat that must act now (``None`` once the match is over)."""
        return None if self.phase == PHASE_OVER else self.actor

    @property
    def is_over(self) -> bool:
        """Whether the match has ended."""
        return self.phase == PHASE_OVER

    @property
    def ended_idle(self) -> bool:
        """Whether the match is over because of the engine's guard alone (no distance card
        laid in its last :data:`IDLE_HANDS` hands), not by reaching its target."""
        if not self.is_over or self.rules.match_target == 0 or not self._idle_match():
            return False
        return match_winners(self.rules, self.scores, self.results[-1].how) is None

    @property
    def phase_name(self) -> str:
        """The current phase as a word (``draw``, ``play``, ``coup_fourre`` …)."""
        return PHASE_NAMES[self.phase]

    def quiet_window(self) -> Quiet | None:
        """The table as the last attack left it, while the seats not to act still see it
        (nothing public since but reshuffle notes), else ``None``."""
        quiet = self.quiet
        if quiet is None or self.phase == PHASE_OVER or not quiet.still_shown(self.log):
            return None
        return quiet

    def is_secret_phase(self) -> bool:
        """Whether the seat to move is answering a private question (coup fourré or fast
        remedy) that the other seats must not learn about."""
        return self.phase in (PHASE_COUP_FOURRE, PHASE_FAST_REMEDY)

    def hand_cards(self, seat: int) -> list[Card]:
        """A seat's hand as a sorted list of cards (``ValueError`` for what is no seat)."""
        check_seat(seat, self.num_seats)
        return [_CARD[c] for c, k in enumerate(self.hands[seat]) for _ in range(k)]

    def outcome(self) -> list[float]:
        """Per seat: 1 for the match winner's seats (split when shared), else 0."""
        if not self.is_over:
            raise IllegalActionError("the match is not over")
        share = 1.0 / len(self.winners) if self.winners else 0.0
        return [share if self.team_of[s] in self.winners else 0.0 for s in range(self.num_seats)]

    # ----------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take now. The one source of legality."""
        phase = self.phase
        if phase == PHASE_PLAY:
            return self._play_actions(self.actor)
        if phase == PHASE_DRAW:
            result = [act.DRAW]
            if self.rules.draw_from_discard and self.discard_pile:
                result.append(act.DRAW_DISCARD)
            if self.rules.fast_play and self.hand_sizes[self.actor]:
                result.append(act.REDRAW)
            return result
        if phase == PHASE_COUP_FOURRE:
            return [act.COUP_FOURRE, act.DECLINE]
        if phase == PHASE_FAST_REMEDY:
            hazard = self.pending
            return [_PLAY[_REMEDY_OF[hazard]], act.DECLINE]
        if phase == PHASE_EXTENSION:
            return [act.EXTEND, act.DECLINE]
        if phase == PHASE_REDRAW:
            hand = self.hands[self.actor]
            result = [_DISCARD[c] for c in range(19) if hand[c]]
            if self.redraw_discards:
                result.append(act.REFILL)
            return result
        return []

    def _play_actions(self, seat: int) -> list[Action]:
        plays = self._plays(seat)
        if plays and not self.rules.discard_any_time:
            return plays
        hand = self.hands[seat]
        plays.extend([_DISCARD[c] for c in range(19) if hand[c]])
        return plays

    def _plays(self, seat: int) -> list[Action]:
        """The card plays (no discards) open to ``seat`` with its current hand."""
        rules = self.rules
        hand = self.hands[seat]
        team = self.team_of[seat]
        own = self.tableaux[team]
        plays: list[Action] = []
        moving = own.is_moving(rules.roll_after_remedy)
        hazards = own.hazards
        if moving:
            limited = own.is_limited()
            room = self.trip - own.miles if rules.finish == "exact" else 10_000
            top = _D50 if limited else _D200
            for card in range(top + 1):
                if hand[card] and MILES[card] <= room:
                    if card == _D200 and own.n200 >= rules.max_200s:
                        continue
                    plays.append(_PLAY[card])
        elif hand[_ROLL] and (not hazards or hazards[-1] == _STOP):
            plays.append(_PLAY[_ROLL])
        if hazards:
            remedy = _REMEDY_OF[hazards[-1]]
            if remedy != _ROLL and hand[remedy]:
                plays.append(_PLAY[remedy])
        if hand[_END_OF_LIMIT] and own.is_limited():
            plays.append(_PLAY[_END_OF_LIMIT])
        for card in range(_FIRST_SAFETY, 19):
            if hand[card]:
                plays.append(_PLAY[card])
        for hazard in range(_FIRST_HAZARD, _FIRST_REMEDY):
            if not hand[hazard]:
                continue
            if hazard != _SPEED_LIMIT and rules.attacker_must_have_started and not own.started:
                continue
            bit = _IMMUNE_BIT[hazard]
            attacks = _ATTACK[hazard]
            for other, tab in enumerate(self.tableaux):
                if other == team or tab.safeties & bit:
                    continue
                if hazard == _SPEED_LIMIT:
                    if (
                        not tab.speed_pile
                        or tab.speed_pile[-1] != _SPEED_LIMIT
                        or rules.speed_limit_on_limit
                    ):
                        plays.append(attacks[other])
                elif rules.hazard_on_hazard and tab.hazards:
                    plays.append(attacks[other])
                elif rules.attack_needs_target_moving:
                    if tab.is_moving(rules.roll_after_remedy):
                        plays.append(attacks[other])
                elif not tab.hazards:
                    plays.append(attacks[other])
        return plays

    def plays_with(self, seat: int, hand: list[int]) -> list[Action]:
        """The card plays ``seat`` would have on its turn now if it held ``hand`` (counts by
        card): what a player infers from the public cards about another seat's options
        (``ValueError`` for what is no seat)."""
        check_seat(seat, self.num_seats)
        held = self.hands[seat]
        self.hands[seat] = hand
        try:
            return self._plays(seat)
        finally:
            self.hands[seat] = held

    def has_play(self, seat: int) -> bool:
        """Whether ``seat`` could play a card (not discard) from its hand on its turn
        (``ValueError`` for what is no seat; the engine asks ``_plays``, unchecked)."""
        check_seat(seat, self.num_seats)
        return bool(self._plays(seat))

    def view(self, seat: int) -> MilleBornesView:
        """What ``seat`` may know (see :mod:`roadgames.millebornes.view`)."""
        return make_view(self, seat)

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
        self.apply_unchecked(checked_action(self, action, seat, Action, "Mille Bornes"))

    def apply_unchecked(self, action: Action) -> None:
        """Apply an action taken from :meth:`legal_actions` with no check (the fast path)."""
        seat = self.actor
        self.history.append(action)
        kind = action.kind
        if kind == _PLAY_KIND:
            card = action.card
            assert card is not None
            if self.phase == PHASE_FAST_REMEDY:
                self._fast_remedy(seat, card)
            elif action.target is not None:
                self._attack(seat, card, action.target)
            else:
                self._play_own(seat, card)
        elif kind == _DISCARD_KIND:
            card = action.card
            assert card is not None
            if self.phase == PHASE_REDRAW:
                self._take(seat, card)
                self.discard_pile.append(card)
                self.redraw_discards += 1
                self.log.append((seat, action.text))
            else:
                self._take(seat, card)
                self.discard_pile.append(card)
                self.log.append((seat, action.text))
                self._end_turn(seat)
        elif kind == _DRAW_KIND:
            self._draw(seat)
            self.log.append((seat, "draw"))
            self.phase = PHASE_PLAY
            self._ends_if_drawn_dry()
        elif kind == Kind.DRAW_DISCARD:
            taken = self.discard_pile.pop()
            self.hands[seat][taken] += 1
            self.hand_sizes[seat] += 1
            self.log.append((seat, f"draw discard ({_CARD[taken].code})"))
            self.phase = PHASE_PLAY
        elif kind == Kind.COUP_FOURRE:
            self._coup_fourre(seat)
        elif kind == Kind.DECLINE:
            self._decline(seat)
        elif kind == Kind.EXTEND:
            self.trip = 1000
            self.extended_by = self.team_of[seat]
            self.log.append((seat, "extend"))
            self._end_turn(seat)
        elif kind == Kind.REDRAW:
            self.phase = PHASE_REDRAW
            self.redraw_discards = 0
            self.log.append((seat, "redraw"))
        elif kind == Kind.REFILL:
            drawn = 0
            while self.hand_sizes[seat] < HAND_SIZE and self._draw(seat):
                drawn += 1
            self.log.append((seat, f"refill ({drawn})"))
            self._end_turn(seat)

    # ---------------------------------------------------------- the moves

    def _card_played(self) -> None:
        """A card played: the stall guard starts again. (Only what everyone sees counts: a
        seat that discards though it could play would tell the others so if it counted.)"""
        self.dry_reshuffles = 0
        self.dry_since = self.turns

    def _take(self, seat: int, card: int) -> None:
        self.hands[seat][card] -= 1
        self.hand_sizes[seat] -= 1

    def _draw(self, seat: int) -> bool:
        """Draw one card for ``seat``, reshuffling the discards where the rules say so."""
        pile = self.draw_pile
        if not pile:
            if self.rules.empty_draw_pile != "reshuffle" or not self.discard_pile:
                return False
            pile.extend(self.discard_pile)
            # public (everyone saw the discards go in), sorted so as to keep no order: the
            # only cards the draw pile can hold from now on, which worlds must respect
            self.reshuffled = tuple(sorted(pile))
            self.discard_pile.clear()
            self.rng.shuffle(pile)
            self.dry_reshuffles += 1
            self.log.append((-1, RESHUFFLED))
        card = pile.pop()
        self.hands[seat][card] += 1
        self.hand_sizes[seat] += 1
        return True

    def _can_draw(self) -> bool:
        return bool(self.draw_pile) or (
            self.rules.empty_draw_pile == "reshuffle" and bool(self.discard_pile)
        )

    def _play_own(self, seat: int, card: int) -> None:
        team = self.team_of[seat]
        tab = self.tableaux[team]
        self._take(seat, card)
        tab.cards_played += 1
        self._card_played()
        self.log.append((seat, _PLAY[card].text))
        if card <= _D200:
            tab.distance_cards.append(card)
            tab.miles += MILES[card]
            if card == _D200:
                tab.n200 += 1
            if tab.miles >= self.trip:  # exact finish never lets it pass
                self.completer = seat
                if self.rules.offers_extension(self.trip, self.extended_by, tab.miles):
                    self.phase = PHASE_EXTENSION
                    self.actor = seat
                    return
                self._end_hand("trip")
                return
            self._end_turn(seat)
        elif card >= _FIRST_SAFETY:
            tab.safeties |= safety_bit(card)
            tab.safety_cards.append(card)
            if card == _RIGHT_OF_WAY:
                tab.started = True
            tab.cancel_hazards(card)
            self._start_turn(seat)
        elif card == _END_OF_LIMIT:
            tab.speed_pile.append(card)
            self._end_turn(seat)
        else:  # ROLL or a battle remedy
            tab.battle_pile.append(card)
            if card == _ROLL:
                tab.started = True
            # a remedy is no ROLL: a team never started still needs one
            tab.cover(BASE_ROLL if card == _ROLL else BASE_REMEDY if tab.started else NOTHING)
            self._end_turn(seat)

    def _attack(self, seat: int, hazard: int, target: int) -> None:
        tab = self.tableaux[target]
        self._take(seat, hazard)
        self.tableaux[self.team_of[seat]].cards_played += 1
        self._card_played()
        if hazard == _SPEED_LIMIT:
            tab.speed_pile.append(hazard)
        else:
            tab.battle_pile.append(hazard)
            tab.hazards.append(hazard)
        self.log.append((seat, _ATTACK[hazard][target].text))
        self.quiet = Quiet(
            len(self.log),
            self.turns,
            seat,
            target,
            tuple(self.hand_sizes),
            len(self.draw_pile),
            None if self.draw_pile else tuple(self.discard_pile),
            self.reshuffled,
        )
        self.attacker = seat
        self.pending = hazard
        safety = _SAFETY_OF[hazard]
        for responder in self.seats_of_team[target]:
            if self.hands[responder][safety]:
                self.phase = PHASE_COUP_FOURRE
                self.actor = responder
                return
        if self._open_fast_remedy(hazard, target):
            return
        self._end_turn(seat)

    def _open_fast_remedy(self, hazard: int, target: int) -> bool:
        if not self.rules.fast_play:
            return False
        remedy = _REMEDY_OF[hazard]
        order = self.rules.seats_after(self.attacker)
        self.responders = [s for s in order if self.team_of[s] == target and self.hands[s][remedy]]
        if not self.responders:
            return False
        self.phase = PHASE_FAST_REMEDY
        self.actor = self.responders.pop(0)
        return True

    def _coup_fourre(self, seat: int) -> None:
        hazard = self.pending
        team = self.team_of[seat]
        tab = self.tableaux[team]
        safety = _SAFETY_OF[hazard]
        if hazard == _SPEED_LIMIT:
            tab.speed_pile.pop()
        else:
            tab.battle_pile.pop()
            tab.hazards.pop()
        self.discard_pile.append(hazard)
        self._take(seat, safety)
        tab.safeties |= safety_bit(safety)
        tab.coups |= safety_bit(safety)
        tab.safety_cards.append(safety)
        tab.cards_played += 1
        if safety == _RIGHT_OF_WAY:
            tab.started = True
        tab.cancel_hazards(safety)
        self.log.append((seat, f"coup-fourre ({_CARD[safety].code})"))
        self._card_played()
        self._draw(seat)
        self._start_turn(seat)

    def _decline(self, seat: int) -> None:
        phase = self.phase
        if phase == PHASE_EXTENSION:
            self.log.append((seat, "decline"))
            self._end_hand("trip")
            return
        if phase == PHASE_COUP_FOURRE:
            hazard = self.pending
            if self._open_fast_remedy(hazard, self.team_of[seat]):
                return
        elif phase == PHASE_FAST_REMEDY and self.responders:
            self.actor = self.responders.pop(0)
            return
        self._end_turn(self.attacker)

    def _fast_remedy(self, seat: int, remedy: int) -> None:
        team = self.team_of[seat]
        tab = self.tableaux[team]
        self._take(seat, remedy)
        tab.cards_played += 1
        if remedy == _END_OF_LIMIT:
            tab.speed_pile.append(remedy)
        else:
            tab.battle_pile.append(remedy)
            # it cures fully: the team is as it was before the hazard (no ROLL needed, but
            # one it owed before, its first or one after an earlier remedy, it still owes)
            if remedy == _ROLL:
                tab.started = True
            tab.cover(BASE_ROLL if remedy == _ROLL else NOTHING)
        self.log.append((seat, f"play {_CARD[remedy].code} (fast)"))
        self.responders = []
        self._card_played()
        self._draw(seat)
        self._end_turn(self.attacker)

    # ------------------------------------------------------ turn sequence

    def _end_turn(self, seat: int) -> None:
        rules = self.rules
        dry = (
            self.dry_reshuffles >= DRY_RESHUFFLES and self.turns - self.dry_since >= self.num_seats
        )
        if (rules.empty_draw_pile == "reshuffle" and dry) or self.turns >= TURN_CAP:
            self._end_hand("stalled")
            return
        self._start_turn((seat + 1) % self.num_seats)

    def _ends_for_want_of_cards(self) -> bool:
        """Where no card can be drawn, end the hand if none can be played either: every hand
        empty, or under ``stop`` nobody holding a legal play (RULES.md §7); whether it
        ended."""
        if not any(self.hand_sizes):
            self._end_hand("exhausted")
            return True
        if self.rules.empty_draw_pile == "stop" and not any(
            self.hand_sizes[s] and self._plays(s) for s in range(self.num_seats)
        ):
            self._end_hand("blocked")
            return True
        return False

    def _ends_if_drawn_dry(self) -> None:
        """After a turn's draw: where it took the last card, the hand ends if nobody can
        play (under ``stop``), before the drawer is asked to discard for nothing."""
        if not self.draw_pile and self.rules.empty_draw_pile == "stop":
            self._ends_for_want_of_cards()  # only stop can end a hand at a draw

    def _start_turn(self, seat: int) -> None:
        # checked at every turn's start, a safety's extra turn included, and after the
        # turn's draw (_ends_if_drawn_dry): under ``stop`` the hand ends as soon as nobody
        # can play, not after one more discard
        can_draw = self._can_draw()
        if not can_draw and self._ends_for_want_of_cards():
            return
        self.turns += 1
        self.turn_player = seat
        self.actor = seat
        rules = self.rules
        if can_draw:
            if (rules.draw_from_discard and self.discard_pile) or (
                rules.fast_play and self.hand_sizes[seat]
            ):
                self.phase = PHASE_DRAW
                return
            self._draw(seat)
            self.phase = PHASE_PLAY
            self._ends_if_drawn_dry()
            return
        n = self.num_seats
        sizes = self.hand_sizes
        while not sizes[seat]:  # play_out: an empty hand passes
            seat = (seat + 1) % n
        self.turn_player = seat
        self.actor = seat
        self.phase = PHASE_PLAY

    def _end_hand(self, how: str) -> None:
        result = score_hand(self, how)
        self.results.append(result)
        for team, total in enumerate(result.totals):
            self.scores[team] += total
        self.log.append((-1, f"hand {self.hand_number + 1} over ({how})"))
        winners = match_winners(self.rules, self.scores, how, self._idle_match())
        if winners is not None:
            self.winners = winners
            self.phase = PHASE_OVER
            if self.ended_idle:
                self.log.append((-1, IDLE_END))
            self.hand_end = None  # the last hand's end is the match's: the state itself
            return
        self.hand_end = self._ended_copy()
        self.starter = self._next_starter(result)
        self.hand_number += 1
        self._deal()

    def _idle_match(self) -> bool:
        """Whether no team laid a distance card in the last :data:`IDLE_HANDS` hands."""
        recent = self.results[-IDLE_HANDS:]
        return len(recent) == IDLE_HANDS and not any(any(r.miles) for r in recent)

    def _ended_copy(self) -> MilleBornesState:
        """The match as a hand has just ended, its score counted, kept before the next hand
        is dealt over it: what a table shows behind the hand's score sheet. Play is over in
        it (nobody to move, no legal action), so nothing can be applied to it by mistake;
        the match is not (no winners: its outcome means nothing)."""
        ended = self.clone()
        ended.hand_end = None  # one hand's end each, not a chain of them
        ended.phase = PHASE_OVER
        return ended

    def _next_starter(self, result: HandResult) -> int:
        """Who starts the next hand (``next_starter``): the next seat round, or the hand's
        winner: the seat that completed the trip, else the first seat of the one team
        closest to it (on a shared win, the deal passes on)."""
        if self.rules.next_starter == "winner":
            if result.how == "trip" and self.completer is not None:
                return self.completer
            if len(result.winners) == 1:
                return self.seats_of_team[result.winners[0]][0]
        return (self.starter + 1) % self.num_seats

    # --------------------------------------------------------------- copies

    def __eq__(self, other: object) -> bool:
        """Whether ``other`` is the same match at the same point, hidden parts and all:
        every attribute equal (the draw pile's order, the random generator's state, the
        history, the hand's end kept), so that the same actions would go on alike on both.
        What a replay of a record reproduces; a :meth:`clone` is equal until one of the two
        is changed."""
        if not isinstance(other, MilleBornesState):
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
        other._deck_counts = self._deck_counts
        other.team_of = self.team_of
        other.seats_of_team = self.seats_of_team
        other.scores = self.scores.copy()
        other.results = self.results.copy()
        other.winners = self.winners.copy()
        other.history = self.history.copy()
        other.hand_end = self.hand_end  # never changed once kept: shared
        other.hand_number = self.hand_number
        other.starter = self.starter
        other.hands = [h.copy() for h in self.hands]
        other.hand_sizes = self.hand_sizes.copy()
        other.draw_pile = self.draw_pile.copy()
        other.discard_pile = self.discard_pile.copy()
        other.reshuffled = self.reshuffled
        other.tableaux = [t.copy() for t in self.tableaux]
        other.trip = self.trip
        other.extended_by = self.extended_by
        other.completer = self.completer
        other.attacker = self.attacker
        other.pending = self.pending
        other.responders = self.responders.copy()
        other.redraw_discards = self.redraw_discards
        other.dry_reshuffles = self.dry_reshuffles
        other.dry_since = self.dry_since
        other.turns = self.turns
        other.log = self.log.copy()
        other.phase = self.phase
        other.actor = self.actor
        other.turn_player = self.turn_player
        other.quiet = self.quiet
        return other
