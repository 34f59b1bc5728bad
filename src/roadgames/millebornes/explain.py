"""Why a card in hand cannot be played now, in terms a player knows (RULES.md §4–§6): for an
interface to say "Out of Gas: Gasoline first" where a person picks a card the rules refuse.

Legality itself is decided by the engine's legal actions alone; this only names the rule
behind a refusal, from what the seat's view shows (its hand, every tableau, the rules). The
tests hold the two together: over many games, a card is explained exactly where none of its
plays is legal.
"""

from __future__ import annotations

from typing import NamedTuple

from roadgames.millebornes.cards import (
    BATTLE_HAZARDS,
    DISTANCES,
    HAZARD_OF,
    HAZARDS,
    MILES,
    REMEDY_OF,
    SAFETY_OF,
    Card,
)
from roadgames.millebornes.view import MilleBornesView, TableauView

#: The most miles a distance card may show under a speed limit (RULES.md §4).
LIMITED_TO = 50


class Unplayable(NamedTuple):
    """Why a card cannot be played: a key naming the rule, and the facts it needs."""

    key: str
    #: the card in force or in the way (a hazard, a safety), if the rule names one
    card: Card | None = None
    #: the card that would lift it (a remedy), if the rule names one
    remedy: Card | None = None
    #: a number the rule names (miles left, the most cards of 200), if any
    number: int | None = None


def _hazard_in_force(tableau: TableauView) -> Card | None:
    """The hazard that stops ``tableau``'s team, if one does."""
    top = tableau.battle_top
    return top if top in BATTLE_HAZARDS else None


def _hazards_under(tableau: TableauView) -> tuple[Card, ...]:
    """The hazards stacked on the battle pile's top (hazard on hazard), none remedied."""
    pile = tableau.battle_pile
    count = 0
    while count < len(pile) and pile[len(pile) - 1 - count] in BATTLE_HAZARDS:
        count += 1
    return pile[len(pile) - count :]


def _started(tableau: TableauView) -> bool:
    """Whether the team has ever been under way (a Roll played, or Right of Way)."""
    return Card.ROLL in tableau.battle_pile or Card.RIGHT_OF_WAY in tableau.safeties


def why_unplayable(view: MilleBornesView, card: Card) -> Unplayable | None:
    """Why the view's seat cannot play ``card`` (from its hand) now; ``None`` where it can
    (on some target). Where its turn asks for something else now (to draw, to answer a
    question) or it is not its turn: ``not_now``."""
    if view.phase != "play" or not view.legal_actions:
        return Unplayable("not_now")
    own = view.tableaux[view.team]
    hazard = _hazard_in_force(own)
    if card in DISTANCES:
        return _distance(view, own, card, hazard)
    if card == Card.ROLL:
        if hazard is not None and hazard != Card.STOP:
            return Unplayable("stopped_by", hazard, REMEDY_OF[hazard])
        return Unplayable("already_moving") if own.moving else None
    if card == Card.END_OF_LIMIT:
        return None if own.speed_limited else Unplayable("not_limited", Card.SPEED_LIMIT)
    if card in HAZARD_OF:  # a battle remedy
        wanted = HAZARD_OF[card]
        if hazard == wanted:
            return None
        if hazard is not None and wanted in _hazards_under(own):
            return Unplayable("stopped_by", hazard, REMEDY_OF[hazard])  # that one first
        return Unplayable("no_hazard", wanted)
    if card in HAZARDS:
        return _attack(view, card)
    return None  # a safety is always playable


def why_not_on(view: MilleBornesView, card: Card, team: int) -> Unplayable | None:
    """Why the view's seat cannot play ``card`` (from its hand) on ``team``'s tableau now;
    ``None`` where it can. A hazard goes on another team (``own_team`` where ``team`` is
    one's own), every other card on one's own (``own_tableau``)."""
    if view.phase != "play" or not view.legal_actions:
        return Unplayable("not_now")
    if card not in HAZARDS:
        return why_unplayable(view, card) if team == view.team else Unplayable("own_tableau")
    if team == view.team:
        return Unplayable("own_team")
    return _not_started(view, card) or _target_refuses(view, view.tableaux[team], card)


def _distance(
    view: MilleBornesView, own: TableauView, card: Card, hazard: Card | None
) -> Unplayable | None:
    """Why a distance card cannot be played, if it cannot."""
    rules = view.rules
    if not own.moving:
        if hazard is not None and hazard != Card.STOP:
            return Unplayable("stopped_by", hazard, REMEDY_OF[hazard])
        return Unplayable("needs_roll", remedy=Card.ROLL)
    miles = MILES[card]
    if own.speed_limited and miles > LIMITED_TO:
        return Unplayable("speed_limit", Card.SPEED_LIMIT, Card.END_OF_LIMIT, LIMITED_TO)
    if rules.finish == "exact" and miles > view.trip - own.miles:
        return Unplayable("past_trip", number=view.trip - own.miles)
    if card == Card.D200 and own.two_hundreds >= rules.max_200s:
        return Unplayable("max_200s", number=rules.max_200s)
    return None


def _attack(view: MilleBornesView, hazard: Card) -> Unplayable | None:
    """Why ``hazard`` can be played on no other team, if it cannot: the reason of the first
    team it cannot go on where there is one other team, else ``no_target``."""
    unstarted = _not_started(view, hazard)
    if unstarted is not None:
        return unstarted
    reasons = []
    for tableau in view.tableaux:
        if tableau.team == view.team:
            continue
        reason = _target_refuses(view, tableau, hazard)
        if reason is None:
            return None
        reasons.append(reason)
    return reasons[0] if len(reasons) == 1 else Unplayable("no_target", hazard)


def _not_started(view: MilleBornesView, hazard: Card) -> Unplayable | None:
    """Why the seat's team may not play ``hazard`` before it has started, if so
    (``attacker_must_have_started``; a speed limit is not a battle hazard)."""
    own = view.tableaux[view.team]
    if hazard != Card.SPEED_LIMIT and view.rules.attacker_must_have_started and not _started(own):
        return Unplayable("not_started", Card.RIGHT_OF_WAY, Card.ROLL)  # either starts it
    return None


def _target_refuses(view: MilleBornesView, target: TableauView, hazard: Card) -> Unplayable | None:
    """Why ``hazard`` cannot go on ``target``, if it cannot."""
    rules = view.rules
    safety = SAFETY_OF[hazard]
    if safety in target.safeties:
        return Unplayable("protected", safety)
    if hazard == Card.SPEED_LIMIT:
        pile = target.speed_pile
        if pile and pile[-1] == Card.SPEED_LIMIT and not rules.speed_limit_on_limit:
            return Unplayable("already_limited", Card.SPEED_LIMIT)
        return None
    in_force = _hazard_in_force(target)
    if rules.hazard_on_hazard and in_force is not None:
        return None
    if rules.attack_needs_target_moving:
        return None if target.moving else Unplayable("not_moving")
    return None if in_force is None else Unplayable("already_hit", in_force)
