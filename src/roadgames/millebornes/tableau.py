"""A team's tableau: battle pile, speed pile, distance, safeties; and what they imply
(moving, speed-limited), RULES.md §4."""

from __future__ import annotations

from roadgames.millebornes.cards import Card

BASE_EMPTY = 0
BASE_ROLL = 1
BASE_REMEDY = 2
#: A remedy that leaves how the team stands as it was (see :meth:`Tableau.cover`).
NOTHING = -1

_ROW_BIT = 1 << (Card.RIGHT_OF_WAY - Card.DRIVING_ACE)
_STOP = int(Card.STOP)
_SPEED_LIMIT = int(Card.SPEED_LIMIT)
#: The battle hazard each safety but RIGHT_OF_WAY lifts.
_HAZARD_OF_SAFETY = {
    int(Card.DRIVING_ACE): int(Card.ACCIDENT),
    int(Card.EXTRA_TANK): int(Card.OUT_OF_GAS),
    int(Card.PUNCTURE_PROOF): int(Card.FLAT_TIRE),
}


def safety_bit(card: int) -> int:
    """The bit of a safety card in :attr:`Tableau.safeties`."""
    return 1 << (card - Card.DRIVING_ACE)


class Tableau:
    """One team's cards on the table.

    ``battle_pile``, ``speed_pile``, ``distance_cards`` and ``safety_cards`` are the physical
    piles (what is shown and counted). ``hazards`` is the stack of battle hazards still in
    force (a hazard cancelled by a safety stays on the pile but leaves this stack), and
    ``base`` says how the team stands once none is: as the last ROLL or remedy that counts
    says (nothing that starts the team: an empty pile, or remedies of a team that never
    played ROLL; a ROLL; or a remedy). That card is the top of the pile once every hazard
    in force is gone (§4), even where, under ``hazard_on_hazard``, it was played on a
    hazard stacked on one a safety lifts later.
    """

    __slots__ = (
        "base",
        "battle_pile",
        "cards_played",
        "coups",
        "distance_cards",
        "hazards",
        "miles",
        "n200",
        "safeties",
        "safety_cards",
        "speed_pile",
        "started",
    )

    def __init__(self) -> None:
        self.hazards: list[int] = []
        self.base = BASE_EMPTY
        self.battle_pile: list[int] = []
        self.speed_pile: list[int] = []
        self.distance_cards: list[int] = []
        self.miles = 0
        self.n200 = 0
        self.safeties = 0
        self.coups = 0
        self.safety_cards: list[int] = []
        self.started = False
        self.cards_played = 0

    def copy(self) -> Tableau:
        """An independent copy."""
        other = Tableau.__new__(Tableau)
        other.hazards = self.hazards.copy()
        other.base = self.base
        other.battle_pile = self.battle_pile.copy()
        other.speed_pile = self.speed_pile.copy()
        other.distance_cards = self.distance_cards.copy()
        other.miles = self.miles
        other.n200 = self.n200
        other.safeties = self.safeties
        other.coups = self.coups
        other.safety_cards = self.safety_cards.copy()
        other.started = self.started
        other.cards_played = self.cards_played
        return other

    def __eq__(self, other: object) -> bool:
        """Whether ``other`` holds the same cards and counts, slot by slot: so that two
        views of one table (each with copies of its tableaux) are equal, as a view's other
        fields are, and not only a view and itself."""
        if not isinstance(other, Tableau):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in Tableau.__slots__)

    # a tableau changes as it is played: it cannot be a set's member or a dict's key
    __hash__ = None  # type: ignore[assignment]

    @property
    def has_right_of_way(self) -> bool:
        """Whether RIGHT_OF_WAY is in play."""
        return bool(self.safeties & _ROW_BIT)

    def is_moving(self, roll_after_remedy: bool) -> bool:
        """May this team play distance (speed apart)? RULES.md §4."""
        if self.hazards:
            return False
        if self.base == BASE_ROLL or self.safeties & _ROW_BIT:
            return True
        return self.base == BASE_REMEDY and not roll_after_remedy

    def is_limited(self) -> bool:
        """Is a speed limit in force (top of the speed pile, no RIGHT_OF_WAY)?"""
        pile = self.speed_pile
        return bool(pile) and pile[-1] == _SPEED_LIMIT and not self.safeties & _ROW_BIT

    def battle_top(self) -> int | None:
        """The battle card in force: the top uncovered hazard, else the physical top card
        that is not a cancelled hazard (None for an empty pile)."""
        if self.hazards:
            return self.hazards[-1]
        for card in reversed(self.battle_pile):
            if card >= Card.REPAIRS:
                return card
        return None

    def speed_top(self) -> int | None:
        """The top of the speed pile (None when empty)."""
        return self.speed_pile[-1] if self.speed_pile else None

    def cover(self, effect: int) -> None:
        """A remedy or ROLL played on the battle pile: it covers the hazard on top, if any,
        and the team stands as ``effect`` says (:data:`BASE_ROLL`, :data:`BASE_REMEDY`)
        once no hazard is in force, even if one beneath is now (it is the top card then,
        §4). :data:`NOTHING` leaves that as it was: a remedy of a team never started, or
        fast play's remedy, which cures as if the hazard had never come (§9)."""
        if self.hazards:
            self.hazards.pop()
        if effect != NOTHING:
            self.base = effect

    def cancel_hazards(self, safety: int) -> None:
        """A safety lifts the hazards it covers (STOP for RIGHT_OF_WAY; the speed limit is
        lifted through :meth:`is_limited`)."""
        lifted = _STOP if safety == Card.RIGHT_OF_WAY else _HAZARD_OF_SAFETY[safety]
        self.hazards = [h for h in self.hazards if h != lifted]
