"""The rule-based Mille Bornes player (``medium``), and the policy the search players roll out.

It plays as a sound human does. Every legal action gets a score from the rules below and the
best one is played (ties go to the first listed, so it is deterministic):

1. Complete the trip when a distance card does it (exact finish respected), first laying
   every safety held (each scores and gives an extra turn, so the trip is still completed
   this turn). Never complete it where that ends the game behind on points (a one-hand
   game, or a match's last hand): that loses for sure, while playing on may still bring a
   safety.
2. Always call coup fourré; always take a fast-play remedy.
3. When a hazard stops the team: its safety if held (it cures and gives an extra turn),
   else the remedy; then ROLL when the team is stopped with nothing worse on its pile
   (RIGHT_OF_WAY, if held, goes instead: it gets the team going with an extra turn).
4. Keep each safety in hand for a coup fourré while it is safe to: play it once no hazard
   it covers is left unseen (counting every card seen), once the draw pile runs low, or
   once an opponent is close to completing the trip.
5. Attack the leading opponent when it is moving, preferring the hazards whose remedies are
   scarce (most already seen) and whose safety is already played or unlikely to be held
   (a coup fourré would cost the attack and give the victim points and a turn).
6. Otherwise play the longest distance allowed (``max_200s`` and exact finish are part of
   legality), or END_OF_LIMIT when limited.
7. Discard the least useful card: never a safety; first cards that can never be played
   (a remedy whose safety the team has or the seat holds, a hazard every opponent is immune
   to, a 200 past ``max_200s``, distance past the exact finish), then spares. A remedy for
   a hazard on the team's pile goes last (in partnerships the partner needs it just as
   much), and a remedy is worth less the fewer of its hazards remain unseen. Where the
   draw may take the discard pile's top, the cure an opponent needs to get going is kept
   as dearly: it would take it.
8. Extension: call it when every opponent is far behind and cards remain, or where
   declining would end the game behind on points (as rule 1); draw from
   the discard pile only for a card needed now; never start a fast-play redraw.

The options of each preset enter through the rules (legality, ``roll_after_remedy``,
``attack_needs_target_moving``, exact finish, ``max_200s``, the draw choices).

A :class:`Style` sets the few constants of rules 4, 5 and 8 that trade points (a coup
fourré's, an extension's) against the race. :data:`MEDIUM`, the ``medium`` player's, plays
as above. :data:`RACER` plays for the hand: a safety held back is laid before any distance
(its extra turn is a card drawn and played; a coup fourré is worth points more than miles),
holding ends once an opponent is within 350 km, attacks on a team within 200 km of the
finish come first, and a completed trip is never extended (the extension's bonus is
points; declining wins the hand). As a policy against ``medium`` it wins 52.3% of classic
hands played as one-hand games and 49.7% of modern ones (the most points win; 3,000
duplicate deals each, seed 11: ``benchmarks/style_strength.py``); before the discard fixes
of 2026-12-02 (rule 7's last two points) it had won 52.5% and 50.8% (counted by who
completed the trip, 53.1% of both) and 51.6% of whole classic matches. A search player
can roll its own seats out in either (``SearchAgent(style=...)``); see
:mod:`.search` for why the levels keep ``MEDIUM``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from roadgames.agents.base import Decision, Reason
from roadgames.agents.millebornes.cardcount import Situation, from_state, from_view
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import (
    HAZARD_OF,
    HAZARDS,
    MILES,
    REMEDY_OF,
    SAFETIES,
    SAFETY_OF,
    Card,
)
from roadgames.millebornes.rules import Rules, team_letter
from roadgames.millebornes.scoring import hand_lines, match_winners, total
from roadgames.millebornes.state import (
    PHASE_EXTENSION,
    PHASE_FAST_REMEDY,
    PHASE_REDRAW,
    MilleBornesState,
)
from roadgames.millebornes.tableau import Tableau, safety_bit
from roadgames.millebornes.view import MilleBornesView

_D25, _D50, _D200 = int(Card.D25), int(Card.D50), int(Card.D200)
_SPEED_LIMIT, _STOP = int(Card.SPEED_LIMIT), int(Card.STOP)
_ROLL, _END_OF_LIMIT = int(Card.ROLL), int(Card.END_OF_LIMIT)
_FIRST_REMEDY, _FIRST_SAFETY = int(Card.REPAIRS), int(Card.DRIVING_ACE)
_RIGHT_OF_WAY = int(Card.RIGHT_OF_WAY)
_REMEDY = {int(h): int(r) for h, r in REMEDY_OF.items()}
_HAZARD = {int(r): int(h) for r, h in HAZARD_OF.items()}
_SAFETY = {int(h): int(s) for h, s in SAFETY_OF.items()}
#: The hazards each safety covers.
_COVERS = {int(s): [int(h) for h in HAZARDS if SAFETY_OF[h] == s] for s in SAFETIES}

#: Laying a held safety while a distance card can complete the trip: above completing it.
SAFETY_FIRST = 1010.0
FINISH = 1000.0
COUP = 990.0
CURE_WITH_SAFETY = 900.0
ROLL_ON = 800.0
REMEDY_NOW = 790.0
SAFETY_FREE = 850.0
ATTACK = 600.0
DISTANCE = 400.0
DISCARD = 200.0
#: Completing the trip where that ends the game behind on points: below every discard but
#: a safety's.
FINISH_LOSES = -400.0
#: How dear a card an opponent needs now is kept (as a remedy the team needs itself).
_FED = 900.0
#: Above any discard's rating worth rating: a discard rates DISCARD - keep/5, and a keep
#: value falls below -1000 only for a fifth copy or more of a remedy the team needs now
#: (900 - 500 a copy past the first), whose play (REMEDY_NOW), where legal, outrates it.
_DISCARD_CEILING = DISCARD + 200.0


@dataclass(frozen=True, slots=True)
class Style:
    """How readily the heuristic lays a safety it could hold, how hard it presses a team
    close to the finish, and whether it extends a completed trip (rules 4, 5 and 8)."""

    #: A safety is held for a coup fourré only while every opponent needs more than this.
    hold_room: int = 200
    #: The rating of laying a safety that could still be held (by default below every
    #: discard, so it is kept).
    held: float = DISCARD - 300.0
    #: The extra rating of an attack on a team within 200 km of the finish.
    near: float = 80.0
    #: Whether to call an extension when every opponent is far behind (it scores a bonus,
    #: but the hand is won only by completing the longer trip).
    extend: bool = True


#: The ``medium`` player's style: hold safeties for the coup fourré.
MEDIUM = Style()
#: A style that plays for the hand: a safety held back goes before any distance.
RACER = Style(hold_room=350, held=DISTANCE + 100.0, near=200.0, extend=False)


def blocking_hazards(tab: Tableau, rules: Rules) -> list[int]:
    """Hazards (and the missing ROLL, as STOP) that keep a team from moving fully."""
    blocks = list(tab.hazards)
    if not tab.hazards and not tab.is_moving(rules.roll_after_remedy):
        blocks.append(_STOP)
    if tab.is_limited():
        blocks.append(_SPEED_LIMIT)
    return blocks


def _blocked_by(sit: Situation) -> list[int]:
    """Hazards (and the missing ROLL, as STOP) that keep the seat's team from moving fully."""
    return blocking_hazards(sit.own, sit.rules)


def _no_more_200s(sit: Situation, card: int) -> bool:
    """Whether ``card`` is a 200 the team may no longer play this hand (``max_200s``)."""
    return card == _D200 and sit.own.n200 >= sit.rules.max_200s


def keep_value(sit: Situation, card: int) -> float:
    """How much the seat wants to keep ``card`` (0: useless … 1000: never part with it)."""
    own = sit.own
    hand = sit.hand
    extra = hand[card] - 1  # later copies of the same card are worth less
    if card >= _FIRST_SAFETY:
        return 1000.0
    if card <= _D200:
        room = sit.remaining(sit.team)
        miles = MILES[card]
        if _no_more_200s(sit, card):
            return 0.0
        if sit.rules.finish == "exact" and miles > room:
            return 0.0
        value = 200.0 + miles / 2
        if sit.rules.finish == "exact" and room <= 200:
            value += 120.0 if miles == room else 60.0
        return value - 15.0 * extra
    if card >= _FIRST_REMEDY:
        if card == _ROLL:
            if own.has_right_of_way or hand[_RIGHT_OF_WAY]:
                return 0.0  # held, the safety answers a STOP or gets the team going
            if _STOP in _blocked_by(sit):
                return 850.0
            return 300.0 - 110.0 * extra
        hazard = _HAZARD[card]
        if own.safeties & safety_bit(_SAFETY[hazard]) or hand[_SAFETY[hazard]]:
            return 0.0  # a held safety answers the hazard (coup fourré) or cures it
        if hazard in own.hazards or (card == _END_OF_LIMIT and own.is_limited()):
            return 900.0 - 500.0 * extra
        threat = sit.unseen[hazard]
        if threat == 0:
            return 25.0
        return 180.0 + 40.0 * threat - 120.0 * extra
    # a hazard
    immune = safety_bit(_SAFETY[card])
    targets = [t for t in sit.opponents if not sit.tableaux[t].safeties & immune]
    if not targets:
        return 0.0
    if card == _SPEED_LIMIT:
        if all(sit.remaining(t) <= 50 for t in targets):
            return 40.0
        return 220.0 - 40.0 * extra
    return 330.0 + 15.0 * (3 - sit.unseen[_REMEDY[card]] / 2) - 40.0 * extra


def _gifts(sit: Situation) -> set[int]:
    """The cards an opponent would take from the discard pile to get going (the remedies of
    what stops or limits its team), where a draw may take the pile's top: a discard of one
    of them is a gift. Any opponent's, not only the next seat's: a seat that plays rather
    than discards leaves the top to the seat after it."""
    rules = sit.rules
    if not rules.draw_from_discard:
        return set()
    if sit.draw_size == 0 and rules.empty_draw_pile != "reshuffle":
        return set()  # nobody draws any more
    tableaux = sit.tableaux
    return {_REMEDY[h] for t in sit.opponents for h in blocking_hazards(tableaux[t], rules)}


def _safe_to_hold(sit: Situation, safety: int, style: Style) -> bool:
    """Whether holding ``safety`` for a coup fourré is still worth it."""
    if not any(sit.unseen[h] for h in _COVERS[safety]):
        return False  # every hazard it covers has been seen: no coup fourré can come
    seats = len(sit.hand_sizes)
    if sit.draw_size <= 2 * seats:
        return False
    return all(sit.remaining(t) > style.hold_room for t in sit.opponents)


def _attack_value(sit: Situation, hazard: int, target: int, style: Style) -> float:
    """:func:`action_value` of playing ``hazard`` on team ``target`` (rule 5)."""
    tab = sit.tableaux[target]
    rules = sit.rules
    leader = max(sit.tableaux[t].miles for t in sit.opponents)
    value = ATTACK + tab.miles / 10.0 + (40.0 if tab.miles == leader else 0.0)
    if sit.remaining(target) <= 200:
        value += style.near
    if hazard == _SPEED_LIMIT:
        room = sit.remaining(target)
        if tab.is_limited() or room <= 50:
            return DISCARD - 50.0
        value -= 150.0 if room > 100 else 250.0
    elif not tab.is_moving(rules.roll_after_remedy):
        # a team not moving loses little; with roll_after_remedy it now needs two cards
        value -= 450.0 if hazard == _STOP else 300.0
    else:
        seen_share = 1.0 - sit.unseen[_REMEDY[hazard]] / (14.0 if hazard == _STOP else 6.0)
        value += 60.0 * seen_share + (0.0 if hazard == _STOP else 30.0)
    safety = _SAFETY[hazard]
    if not tab.safeties & safety_bit(safety):
        team_seats = sit.team_of.count(target)
        value -= 250.0 * sit.odds_held_by(safety, team_seats)
    return value


def completes_trip(sit: Situation, action: Action) -> bool:
    """Whether ``action`` (a legal one) completes the seat's team's trip."""
    card = action.card
    return action.kind == Kind.PLAY and card is not None and _reaches_trip(sit, card)


def _reaches_trip(sit: Situation, card: int) -> bool:
    """Whether ``card`` is a distance that takes the seat's team to the end of the trip."""
    return card <= _D200 and sit.own.miles + MILES[card] >= sit.trip


def can_finish(sit: Situation, legal: Sequence[Action]) -> bool:
    """Whether the seat holds a safety and one of the ``legal`` actions completes the trip:
    then the safety goes down first (rule 1). Pass it to :func:`action_value`."""
    if not any(sit.hand[_FIRST_SAFETY:]):
        return False
    return any(completes_trip(sit, action) for action in legal)


def finish_loses(sit: Situation, card: int) -> bool:
    """Whether completing the trip with ``card`` ends the game (a one-hand game, or a match's
    last hand) with the seat's team behind: the hand scored as it would be, from public
    facts, and the game decided as the engine decides it."""
    reached = sit.own.miles + MILES[card]
    if sit.rules.offers_extension(sit.trip, sit.extended_by, reached):
        return False
    tableaux = list(sit.tableaux)
    own = tableaux[sit.team] = sit.own.copy()
    own.miles = reached
    own.distance_cards.append(card)
    if card == _D200:
        own.n200 += 1
    return _ends_behind(sit, tableaux)


def decline_loses(sit: Situation) -> bool:
    """Whether declining the extension just offered (the seat's team has completed the
    trip) ends the game with that team behind on points: extending plays on instead."""
    return _ends_behind(sit, list(sit.tableaux))


def _ends_behind(sit: Situation, tableaux: list[Tableau]) -> bool:
    """Whether the hand, ended on ``tableaux`` with the seat's team completing the trip,
    ends the game with that team behind: the hand scored as it would be, from public
    facts, and the game decided as the engine decides it."""
    rules = sit.rules
    lines = hand_lines(rules, tableaux, sit.team, sit.draw_size == 0, sit.extended_by)
    scores = [score + total(team) for score, team in zip(sit.scores, lines, strict=True)]
    winners = match_winners(rules, scores, "trip")
    return winners is not None and sit.team not in winners


def action_value(
    sit: Situation, action: Action, style: Style = MEDIUM, finishing: bool = False
) -> float:
    """The heuristic's score of one legal action (higher is better). ``finishing``: what
    :func:`can_finish` says of the legal actions (the ratings of safeties depend on it)."""
    card = action.card
    if card is None:
        return _cardless_value(sit, action.kind, style)
    # the cards' own actions first: rollouts rate them by the million, discards most
    kind = action.kind
    if kind == Kind.DISCARD:
        if card >= _FIRST_SAFETY:
            return -500.0
        keep = keep_value(sit, card)
        if sit.phase == PHASE_REDRAW:  # only junk goes
            return 150.0 if keep < 100 else 0.0
        if _FIRST_REMEDY <= card <= _ROLL and card in _gifts(sit):
            keep = max(keep, _FED)
        return DISCARD - keep / 5.0
    if sit.phase == PHASE_FAST_REMEDY:
        return REMEDY_NOW
    if action.target is not None:
        return _attack_value(sit, card, action.target, style)
    if card <= _D200:
        if _reaches_trip(sit, card):
            return FINISH_LOSES if finish_loses(sit, card) else FINISH
        value = DISTANCE + MILES[card] / 4.0
        if sit.rules.finish == "exact":
            left = sit.remaining(sit.team) - MILES[card]
            if left < 100 and not sit.hand[_D25] + sit.hand[_D50]:
                value -= 10.0
        return value
    if card >= _FIRST_SAFETY:
        blocks = _blocked_by(sit)
        if any(h in _COVERS[card] for h in blocks):
            return CURE_WITH_SAFETY
        if finishing:
            return SAFETY_FIRST
        if not _safe_to_hold(sit, card, style):
            return SAFETY_FREE
        return style.held
    if card == _ROLL:
        return ROLL_ON
    if card == _END_OF_LIMIT:
        room = sit.remaining(sit.team)
        return 300.0 if room <= 50 else DISTANCE + 70.0
    return REMEDY_NOW


def _cardless_value(sit: Situation, kind: Kind, style: Style) -> float:
    """:func:`action_value` of an action that plays no card: a draw, a question's answer,
    the extension, fast play's redraw and refill."""
    if kind == Kind.COUP_FOURRE:
        return COUP
    if kind == Kind.DECLINE:
        if sit.phase == PHASE_EXTENSION:
            if decline_loses(sit):
                return 0.0  # the extension's miles may yet bring a safety or the lead
            far = all(sit.tableaux[t].miles <= 300 for t in sit.opponents)
            return 0.0 if style.extend and far and sit.draw_size >= 20 else 100.0
        return 0.0
    if kind == Kind.EXTEND:
        return 50.0
    if kind == Kind.DRAW:
        return 100.0
    if kind == Kind.DRAW_DISCARD:
        top = sit.discard_top
        return 150.0 if top is not None and keep_value(sit, top) >= 700 else 0.0
    if kind == Kind.REDRAW:
        return -100.0
    assert kind == Kind.REFILL, kind
    return 100.0


#: Every reason a Mille Bornes player gives, in English (the interface translates the same
#: keys): cards by code, actions in notation, as in logs.
REASON_TEXTS: dict[str, str] = {
    "safety_first": "lay the safety before completing the trip: its points, and an extra turn",
    "finish": "completes the trip",
    "finish_loses": "completing the trip now would end the game behind on points",
    "coup": "coup fourré: the safety cancels the attack and scores a bonus",
    "cure_with_safety": "the safety cures the hazard at once and gives an extra turn",
    "safety_gets_going": "the safety gets the car going at once and gives an extra turn",
    "safety_free": "no reason left to hold this safety: play it for its points and an extra turn",
    "roll_on": "{card} gets the car going",
    "remedy_now": "the remedy clears the hazard",
    "safety_now": "lay the safety now: its extra turn is worth more than a coup fourré later",
    "discard_dead": "discard {card}: it can no longer be played",
    "discard_overshoot": "discard {card}: it would take the car past the end of the trip",
    "discard_covered": "discard {card}: the safety in hand answers its hazard",
    "discard_spare": "discard {card}: the card least needed",
    "attack": "attack team {team} with {card} to slow it down",
    "distance": "{card} miles: the longest useful distance",
    "end_of_limit": "{card} lifts the speed limit",
    "extend": "the opponents are far behind: extend to 1000",
    "extend_behind": "declining would end the game behind on points: extend to 1000",
    "take_trip": "take the completed trip rather than risk an extension",
    "draw_discard": "the discarded card is needed now",
    "nothing_better": "nothing better to do",
    # the search player (search.py): its choice confirmed, or another candidate's result;
    # said as a player would, the move itself being "this" (the hint shows it just before)
    "search_won": "{reason} (in {worlds} sampled deals this wins the game {percent}% of the time)",
    "search_odds": (
        "{reason} (in {worlds} sampled deals this wins the match {percent}% of the time)"
    ),
    "search_beat_won": (
        "in {worlds} sampled deals this wins the game {percent}% of the time, "
        "against {other_percent}% for {other}"
    ),
    "search_beat_odds": (
        "in {worlds} sampled deals this wins the match {percent}% of the time, "
        "against {other_percent}% for {other}"
    ),
    # the easy player (easy.py)
    "no_thanks": "no thanks",
    "playable": "a card that can be played",
    "at_random": "chosen at random",
}

_REASONS = {
    SAFETY_FIRST: Reason("safety_first"),
    FINISH: Reason("finish"),
    FINISH_LOSES: Reason("finish_loses"),
    COUP: Reason("coup"),
    CURE_WITH_SAFETY: Reason("cure_with_safety"),
    SAFETY_FREE: Reason("safety_free"),
    ROLL_ON: Reason.of("roll_on", card=Card.ROLL),
    REMEDY_NOW: Reason("remedy_now"),
}


def reasoned(action: Action, reason: Reason) -> Decision:
    """The decision for ``action`` with ``reason``, in English and as a :class:`Reason`."""
    return Decision(action, reason.render(REASON_TEXTS), reason)


def reason_for(
    sit: Situation, action: Action, style: Style = MEDIUM, finishing: bool = False
) -> Reason:
    """Why the heuristic rates ``action`` as it does (``finishing`` as for
    :func:`action_value`)."""
    kind = action.kind
    card = action.card
    if kind == Kind.PLAY and action.target is not None:
        assert card is not None
        # by letter, as the table names teams (the notation's number counts from 0)
        return Reason.of("attack", team=team_letter(action.target), card=card)
    value = action_value(sit, action, style, finishing)
    if value == CURE_WITH_SAFETY and not sit.own.hazards and not sit.own.is_limited():
        return Reason("safety_gets_going")  # RIGHT_OF_WAY for the missing ROLL
    if value in _REASONS:  # no attack: its rating may equal one of these
        return _REASONS[value]
    if kind == Kind.PLAY and card is not None and card >= _FIRST_SAFETY:
        return Reason("safety_now")
    if kind == Kind.DISCARD:
        assert card is not None
        if keep_value(sit, card) != 0:
            return Reason.of("discard_spare", card=card)
        if card <= _D200 and not _no_more_200s(sit, card):
            # past this trip's end (exact finish), not dead: an extension's may take it
            return Reason.of("discard_overshoot", card=card)
        covered = _FIRST_REMEDY <= card <= _ROLL and sit.hand[_SAFETY[_HAZARD[card]]]
        return Reason.of("discard_covered" if covered else "discard_dead", card=card)
    if kind == Kind.PLAY and card is not None and card <= _D200:
        return Reason.of("distance", card=card)
    if kind == Kind.PLAY and card == Card.END_OF_LIMIT:
        return Reason.of("end_of_limit", card=card)
    if kind == Kind.EXTEND:
        return Reason("extend_behind" if decline_loses(sit) else "extend")
    if kind == Kind.DECLINE and action_value(sit, action, style) > 0:
        return Reason("take_trip")
    if kind == Kind.DRAW_DISCARD:
        return Reason("draw_discard")
    return Reason("nothing_better")


def best_action(sit: Situation, legal: Sequence[Action], style: Style = MEDIUM) -> Action:
    """The legal action the heuristic rates highest in ``style`` (first listed on a tie)."""
    best = legal[0]
    if len(legal) == 1:
        return best
    finishing = can_finish(sit, legal)
    best_value = action_value(sit, best, style, finishing)
    for action in legal[1:]:
        if best_value >= _DISCARD_CEILING and action.kind == Kind.DISCARD:
            continue  # no discard can beat it: spare the rating (rollouts run through here)
        value = action_value(sit, action, style, finishing)
        if value > best_value:
            best, best_value = action, value
    return best


def rollout_action(
    state: MilleBornesState, legal: Sequence[Action], style: Style = MEDIUM
) -> Action:
    """The heuristic's choice for the seat to move in a (sampled) state; search rollouts use
    it. It knows only what that seat would: its hand and the public cards."""
    if len(legal) == 1:
        return legal[0]
    return best_action(from_state(state), legal, style)


class HeuristicAgent:
    """The documented rule-based player (see the module docstring)."""

    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """The best-rated legal action, with the rule that chose it."""
        assert isinstance(view, MilleBornesView)
        sit = from_view(view)
        action = best_action(sit, legal)
        return reasoned(action, reason_for(sit, action, finishing=can_finish(sit, legal)))
