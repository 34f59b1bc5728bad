"""A team's tableau: battle pile, speed pile, distance, safeties; and what they imply
(moving, speed-limited), RULES.md §4."""

from __future__ import annotations

from roadgames.millebornes.cards import Card

BASE_EMPTY = 0
BASE_ROLL = 1
BASE_REMEDY = 2
#: No card that changes whether the team moves lies between two stacked hazards (see
#: :attr:`Tableau.above`).
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
    ``base`` says what lies beneath them: nothing that starts the team (an empty pile, or
    remedies of a team that never played ROLL), a ROLL, or a remedy. Under
    ``hazard_on_hazard`` a remedy or ROLL may lie between two hazards in force (played on
    a hazard stacked since and lifted): ``above[i]`` is what was last played on
    ``hazards[i]`` that counts so (:data:`NOTHING` if nothing), so that a safety lifting
    ``hazards[i]`` leaves the team as the top of its pile says (§4).
    """

    __slots__ = (
        "above",
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
        self.above: list[int] = []
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
        other.above = self.above.copy()
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

    def push_hazard(self, hazard: int) -> None:
        """A battle hazard played on the team: in force on top of the stack."""
        self.hazards.append(hazard)
        self.above.append(NOTHING)

    def pop_hazard(self) -> None:
        """Take back the hazard on top, just played (a coup fourré sends it away)."""
        self.hazards.pop()
        self.above.pop()

    def cover(self, effect: int) -> None:
        """A remedy or ROLL played on the battle pile: it covers the hazard on top, if any,
        and leaves the team as ``effect`` says (:data:`BASE_ROLL`, :data:`BASE_REMEDY`)
        once no hazard beneath is in force. With :data:`NOTHING` (a remedy of a team never
        started, or fast play's remedy, which cures as if the hazard had never come) what
        was played on the covered hazard counts in its place."""
        if self.hazards:
            self.hazards.pop()
            played_on = self.above.pop()
            if effect == NOTHING:
                effect = played_on
        self._settle(len(self.hazards), effect)

    def cancel_hazards(self, safety: int) -> None:
        """A safety lifts the hazards it covers (STOP for RIGHT_OF_WAY; the speed limit is
        lifted through :meth:`is_limited`): what was played on a lifted hazard then counts
        for the hazard beneath it, or for the team once none is left (§4)."""
        lifted = _STOP if safety == Card.RIGHT_OF_WAY else _HAZARD_OF_SAFETY[safety]
        for index in range(len(self.hazards) - 1, -1, -1):
            if self.hazards[index] == lifted:
                del self.hazards[index]
                self._settle(index, self.above.pop(index))

    def _settle(self, level: int, effect: int) -> None:
        """``effect`` (unless :data:`NOTHING`) now lies on ``hazards[level - 1]``, or at
        level 0 beneath every hazard (``base``)."""
        if effect == NOTHING:
            return
        if level == 0:
            self.base = effect
        else:
            self.above[level - 1] = effect
