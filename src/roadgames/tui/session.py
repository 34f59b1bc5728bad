"""The game session behind the terminal game: the engine state, who sits where (people or
computer players of a level), and the record being built.

Widgets never see the state: they get a seat's view (:meth:`GameSession.view`). Computer
players decide from their own seat's view, as everywhere else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import ClassVar, Self

from roadgames.agents import agent_names
from roadgames.agents.external import label_of
from roadgames.millebornes import MilleBornesState, MilleBornesView, Rules, new_game
from roadgames.millebornes.actions import Action
from roadgames.millebornes.cards import Card
from roadgames.millebornes.scoring import HandResult
from roadgames.millebornes.view import make_view
from roadgames.tui.seats import PERSON as PERSON  # re-exported: the screens use it
from roadgames.tui.seats import check_players as seats_check_players
from roadgames.tui.seats import first_available
from roadgames.tui.session_base import SessionBase, seed_or_drawn

GAME = "millebornes"
#: Preferred computer level for a new game, best first among those that exist.
DEFAULT_LEVELS = ("medium", "easy", "hard", "heuristic", "expert", "random")
#: Players asked for the hint key, best first among those that exist.
HINT_LEVELS = ("expert", "heuristic", "hard", "medium", "easy", "random")
#: Between partners' names in a team's name.
PARTNERS = " & "


def computer_levels() -> list[str]:
    """The computer players available for Mille Bornes (``easy`` … ``expert`` once built;
    ``random`` always)."""
    return agent_names(GAME)


def default_level() -> str:
    """The computer level a new game offers first."""
    return first_available(GAME, DEFAULT_LEVELS)


def short_team_name(names: Sequence[str]) -> str:
    """Partners' names joined, as short as they go with every name still told: names that
    differ only by the number at their end (computer players' default names, "Medium 2" and
    "Medium 5"; people's, "Seat 1" and "Seat 3") say the words before it once. Other names
    are joined whole, as :meth:`GameSession.team_names` joins them.

    >>> short_team_name(["Medium 2", "Medium 5"])
    'Medium 2 & 5'
    >>> short_team_name(["You", "Medium 4"])
    'You & Medium 4'
    >>> short_team_name(["Medium 2", "Expert 5"])
    'Medium 2 & Expert 5'
    >>> short_team_name(["Ann Smith", "Ann Jones"])
    'Ann Smith & Ann Jones'
    """
    split = [name.rsplit(" ", 1) for name in names]
    heads = {parts[0] for parts in split}
    numbers = [parts[-1] for parts in split]
    numbered = all(len(parts) == 2 and parts[1].isdigit() for parts in split)
    if len(names) > 1 and len(heads) == 1 and numbered:
        return f"{heads.pop()} {PARTNERS.join(numbers)}"
    return PARTNERS.join(names)


def check_players(players: Sequence[str], seats: int) -> list[str]:
    """Validate seat kinds (``human`` or a computer level) for ``seats`` seats."""
    return seats_check_players(GAME, players, seats)


def former_default_names(players: Sequence[str]) -> list[str]:
    """The names a session gave seats nobody named before session 24 (people Player 1, 2 …
    or You; computers "CPU 2 (medium)"): a game saved then still holds them, and resuming
    it must know them for defaults (:func:`~roadgames.tui.seats.relocalised_names`)."""
    names: list[str] = []
    people = sum(1 for kind in players if kind == PERSON)
    person_number = 0
    for seat, kind in enumerate(players):
        if kind == PERSON:
            person_number += 1
            names.append("You" if people == 1 else f"Player {person_number}")
        else:
            names.append(f"CPU {seat + 1} ({label_of(kind)})")
    return names


@dataclass
class GameSession(SessionBase[Rules, MilleBornesState, MilleBornesView, Action, HandResult]):
    """One game being played: rules, seats, the state and the record-to-be."""

    game: ClassVar[str] = GAME
    default_levels: ClassVar[tuple[str, ...]] = DEFAULT_LEVELS
    hint_levels: ClassVar[tuple[str, ...]] = HINT_LEVELS
    state_type: ClassVar[type[MilleBornesState]] = MilleBornesState

    #: Per person's seat: their hand as last seen, with the number of actions then made,
    #: the hand's number and the public count of turns (see :meth:`drawn`).
    _hands_seen: dict[int, tuple[int, int, int, Counter[Card]]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    #: Per person's seat: the cards drawn in their turn under way.
    _drawn: dict[int, Counter[Card]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        """The people's hands as dealt (or resumed): a later draw is told from them."""
        self._note_draws()

    @classmethod
    def new(
        cls,
        rules: Rules,
        players: Sequence[str],
        names: Sequence[str] | None = None,
        seed: int | None = None,
        decks: Sequence[Sequence[str]] | None = None,
    ) -> Self:
        """A fresh game. Without a seed one is drawn, so that the record always replays."""
        kinds = check_players(players, rules.players)
        seed = seed_or_drawn(seed)
        deck_codes = None if decks is None else [list(d) for d in decks]
        state = new_game(rules, seed=seed, decks=deck_codes)
        session = cls.seated(rules, kinds, names, seed, state)
        session.decks = deck_codes
        return session

    @classmethod
    def former_names_by_default(cls, players: Sequence[str]) -> list[str]:
        """The default names of older saves (:func:`former_default_names`)."""
        return former_default_names(players)

    # --------------------------------------------------------------- queries

    def view(self, seat: int) -> MilleBornesView:
        """What ``seat`` may know; the only thing the screens draw from."""
        return self.state.view(seat)

    def hand_end_view(self, seat: int) -> MilleBornesView | None:
        """What ``seat`` saw as the last hand ended, its score counted, before the engine dealt
        the next one: the table behind that hand's score sheet, nobody to move, the match
        going on. ``None`` while no hand has ended with the match going on."""
        ended = self.state.hand_end
        if ended is None:
            return None
        return replace(ended.view(seat), is_over=False)

    def onlooker_view(self, seat: int) -> MilleBornesView:
        """What ``seat`` sees of the table as if it were not to act (see :func:`make_view`)."""
        return make_view(self.state, seat, onlooker=True)

    def drawn(self, seat: int) -> Counter[Card]:
        """The cards ``seat`` (a person) drew in the turn under way and still holds: empty
        outside their turn, and where the draw was not seen (the deal; a game resumed in a
        turn begun more than :data:`~roadgames.tui.session_base.MOVES_MADE_AGAIN` actions
        before). Screens show it to that seat alone: the others must not learn it."""
        return Counter(self._drawn.get(seat, ()))

    def _note_draws(self) -> None:
        """After an action (and at the start): each person's hand, and what came into it
        since it was last seen, right before this action. New cards in the seat's own turn
        are drawn in it, added up over the turn (a coup fourré's card, then the turn's draw:
        a draw of its own where the rules let it come from the discards); a new turn of the
        seat (the public count of turns moved on) starts again from nothing, even with
        nothing drawn (the draw pile played out); once the turn passes, nothing is."""
        moves = len(self.state.history)
        for seat in self.people:
            view = self.view(seat)
            hand = Counter(view.hand)
            turns = view.public.turns
            seen = self._hands_seen.get(seat)
            self._hands_seen[seat] = (moves, view.hand_number, turns, hand)
            fresh = seen is not None and seen[:2] == (moves - 1, view.hand_number)
            if not fresh or view.turn_player != seat:
                self._drawn[seat] = Counter()
                continue
            assert seen is not None
            held = self._drawn.get(seat, Counter()) if seen[2] == turns else Counter()
            self._drawn[seat] = (held + (hand - seen[3])) & hand

    # ---------------------------------------------------------------- moves

    def apply(self, seat: int, action: Action | str) -> None:
        """A person's action (see :meth:`SessionBase.apply`), the draws noted."""
        super().apply(seat, action)
        self._note_draws()

    def apply_computer(self, seat: int, action: Action, history_length: int) -> bool:
        """A computer's action (see :meth:`SessionBase.apply_computer`), the draws noted."""
        applied = super().apply_computer(seat, action, history_length)
        if applied:
            self._note_draws()
        return applied

    def team_names(self) -> list[str]:
        """Each team's name: its seats' names joined."""
        return [PARTNERS.join(self.names[s] for s in seats) for seats in self.state.seats_of_team]

    def short_team_names(self) -> list[str]:
        """Each team's name as short as it goes with every name still told (partners
        "Medium 2 & 5": see :func:`short_team_name`)."""
        seats_of_team = self.state.seats_of_team
        return [short_team_name([self.names[s] for s in seats]) for seats in seats_of_team]

    def owed_looks(self, attacker: int, team: int) -> list[int]:
        """On a shared screen, after ``attacker`` played a hazard on ``team``: the looks at
        the device that team's people are owed, in order, whether or not the engine asks
        them anything (RULES.md §6: nobody may learn that a coup fourré or fast remedy was
        possible). One round for the coup fourré, clockwise from the attacker; with fast
        play a second for the fast remedy, which the engine asks in that order."""
        if not self.hotseat:
            return []
        order = self.rules.seats_after(attacker)
        people = [s for s in order if self.state.team_of[s] == team and self.is_person(s)]
        return people * (2 if self.rules.fast_play else 1)
