"""An independent reading of RULES.md §4-§5 (what is legal to play), written from the rules
text and from the physical piles only, never from the engine's derived fields (``hazards``,
``base``, ``above``): :mod:`reference_play` compares the engine's ``legal_actions`` with it.
Written by a rules audit, which found with it that a safety lifting a hazard beneath a later
remedy or ROLL (``hazard_on_hazard``) left the team as the pile did not say."""

from __future__ import annotations

from roadgames.millebornes import MilleBornesState
from roadgames.millebornes.cards import Card

DIST = {Card.D25: 25, Card.D50: 50, Card.D75: 75, Card.D100: 100, Card.D200: 200}
SAFETY_FOR = {
    Card.ACCIDENT: Card.DRIVING_ACE,
    Card.OUT_OF_GAS: Card.EXTRA_TANK,
    Card.FLAT_TIRE: Card.PUNCTURE_PROOF,
    Card.STOP: Card.RIGHT_OF_WAY,
    Card.SPEED_LIMIT: Card.RIGHT_OF_WAY,
}
REMEDY_FOR = {
    Card.ACCIDENT: Card.REPAIRS,
    Card.OUT_OF_GAS: Card.GASOLINE,
    Card.FLAT_TIRE: Card.SPARE_TIRE,
    Card.STOP: Card.ROLL,
    Card.SPEED_LIMIT: Card.END_OF_LIMIT,
}
BATTLE_HAZARDS = (Card.ACCIDENT, Card.OUT_OF_GAS, Card.FLAT_TIRE, Card.STOP)
BATTLE_REMEDIES = (Card.REPAIRS, Card.GASOLINE, Card.SPARE_TIRE, Card.ROLL)


class RefTeam:
    """One team's tableau as the rules read it, from its physical piles."""

    def __init__(
        self,
        battle: list[int],
        speed: list[int],
        safeties: set[int],
        miles: int,
        n200: int,
        fast: frozenset[int] = frozenset(),
    ) -> None:
        self.safeties = safeties
        self.miles = miles
        self.n200 = n200
        self.speed = speed
        self.battle = [Card(c) for c in battle]
        # The stack of hazards in force: a remedy covers the hazard beneath it (top first);
        # a hazard covered by its safety counts as gone (§4, §5).
        stack: list[Card] = []
        for card in self.battle:
            if card in BATTLE_HAZARDS:
                if SAFETY_FOR[card] not in safeties:
                    stack.append(card)
            elif stack and REMEDY_FOR[stack[-1]] == card:
                stack.pop()
        self.in_force = stack
        # The first ROLL (or RIGHT_OF_WAY) starts a team (seeds 001/004, as the engine's
        # tests read RULES.md §4/§5).
        self.started = Card.ROLL in self.battle or Card.RIGHT_OF_WAY in safeties
        # The top card that is not a hazard counted as gone.
        # A fast-play remedy (§9) "cures fully": the team is as it was before the hazard, so
        # both the remedy and the hazard beneath it are transparent.
        hidden: set[int] = set()
        for i in fast:
            hidden.add(i)
            hidden.add(i - 1)
        visible = [
            c
            for i, c in enumerate(self.battle)
            if i not in hidden and not (c in BATTLE_HAZARDS and SAFETY_FOR[c] in safeties)
        ]
        self.top = visible[-1] if visible else None

    @property
    def row(self) -> bool:
        """RIGHT_OF_WAY in play."""
        return Card.RIGHT_OF_WAY in self.safeties

    def moving(self, roll_after_remedy: bool) -> bool:
        """§4: may this team play distance (speed apart)?"""
        if self.in_force:
            return False
        if self.row:
            return True
        if self.top == Card.ROLL:
            return True
        if self.top in (Card.REPAIRS, Card.GASOLINE, Card.SPARE_TIRE) and not roll_after_remedy:
            return self.started
        return False

    def limited(self) -> bool:
        """§4: speed-limited."""
        return bool(self.speed) and self.speed[-1] == Card.SPEED_LIMIT and not self.row


#: Per team, the battle-pile indices of its fast-play remedies (the piles do not show them).
FastRemedies = dict[int, set[int]]


def ref_team(state: MilleBornesState, team: int, fast: FastRemedies) -> RefTeam:
    """The reference reading of a team's tableau."""
    tab = state.tableaux[team]
    return RefTeam(
        list(tab.battle_pile),
        list(tab.speed_pile),
        set(tab.safety_cards),
        sum(DIST[Card(c)] for c in tab.distance_cards),
        sum(1 for c in tab.distance_cards if c == Card.D200),
        frozenset(fast.get(team, set())),
    )


def ref_plays(state: MilleBornesState, seat: int, fast: FastRemedies) -> set[str]:
    """The card plays (no discards) RULES.md §5 allows ``seat`` with its hand."""
    rules = state.rules
    nteams = rules.num_teams
    team = seat % nteams
    teams = [ref_team(state, t, fast) for t in range(nteams)]
    own = teams[team]
    hand = [Card(c) for c in state.hand_cards(seat)]
    out: set[str] = set()
    moving = own.moving(rules.roll_after_remedy)
    for card in set(hand):
        if card in DIST:
            if not moving:
                continue
            if own.limited() and DIST[card] > 50:
                continue
            if card == Card.D200 and own.n200 >= rules.max_200s:
                continue
            if rules.finish == "exact" and own.miles + DIST[card] > state.trip:
                continue
            out.add(f"play {card.code}")
        elif card == Card.ROLL:
            if moving:
                continue
            if own.in_force and own.in_force[-1] != Card.STOP:
                continue
            out.add("play ROLL")
        elif card in (Card.REPAIRS, Card.GASOLINE, Card.SPARE_TIRE):
            if own.in_force and REMEDY_FOR[own.in_force[-1]] == card:
                out.add(f"play {card.code}")
        elif card == Card.END_OF_LIMIT:
            if own.limited():
                out.add("play END_OF_LIMIT")
        elif card in SAFETY_FOR.values():
            out.add(f"play {card.code}")
        else:  # hazard
            for other in range(nteams):
                if other == team:
                    continue
                tgt = teams[other]
                if SAFETY_FOR[card] in tgt.safeties:
                    continue
                if card == Card.SPEED_LIMIT:
                    if (
                        not tgt.speed
                        or tgt.speed[-1] != Card.SPEED_LIMIT
                        or rules.speed_limit_on_limit
                    ):
                        out.add(f"play {card.code} > {other}")
                    continue
                if rules.attacker_must_have_started and not own.started:
                    continue
                if rules.hazard_on_hazard and tgt.in_force:
                    ok = True
                elif rules.attack_needs_target_moving:
                    ok = tgt.moving(rules.roll_after_remedy)
                else:
                    ok = not tgt.in_force
                if ok:
                    out.add(f"play {card.code} > {other}")
    return out
