"""Reading the table: what the other seats' play shows they do not hold.

Counting cards tells a seat which cards are still unseen; how the others played tells it
more. Sound players (the heuristic, and people) do not pass up a coup fourré or a cure, so:

- a team attacked with a hazard and answering with no coup fourré held no safety for it
  (with fast play, no remedy either, if none was played at once);
- a seat that discarded held nothing it could have played on its own tableau then: no
  distance it could lay (but one completing the trip, which a sound player holds back where
  completing it would lose the game on points), no ROLL or remedy it needed, no safety that
  would have cured it.

Each inference is an :class:`~roadgames.millebornes.determinize.Absence`, with the number of
cards the seat has drawn since (those alone may be such cards now). The search players deal
their sampled worlds accordingly. Everything here is read from the seat's own view: the
public log and tableaux, never another hand.

A discard is read only while the seat's tableau (and the trip) are unchanged since, so that
the options it had are those the current tableau gives; the engine
(:meth:`~roadgames.millebornes.state.MilleBornesState.plays_with`) says what they were.
"""

from __future__ import annotations

import random

from roadgames.agents.millebornes.heuristic import blocking_hazards
from roadgames.millebornes.actions import parse_action
from roadgames.millebornes.cards import MILES, REMEDY_OF, SAFETIES, SAFETY_OF, Card
from roadgames.millebornes.determinize import Absence, sample_world
from roadgames.millebornes.view import MilleBornesView

_EVERY_CARD = [1] * len(Card)


def redraw_entries(view: MilleBornesView) -> list[bool]:
    """For each log entry, whether it is part of a fast-play redraw (from ``redraw`` to
    ``refill``): its discards are no turn's, and draw nothing."""
    in_redraw = [False] * view.rules.players
    marks = []
    for seat, text in view.log:
        if seat >= 0 and text == "redraw":
            in_redraw[seat] = True
        marks.append(seat >= 0 and in_redraw[seat])
        if seat >= 0 and text.startswith("refill ("):
            in_redraw[seat] = False
    return marks


def draws_per_entry(view: MilleBornesView) -> list[int]:
    """For each log entry, how many cards it shows its seat drew (at most: a draw from an
    empty pile counts too, which only loosens the inferences).

    A turn starts with a draw, logged as such only where the seat had a choice of draw;
    otherwise the turn's play or discard stands for it. A coup fourré and a fast-play
    remedy are replaced at once, and a refill says how many cards it took.
    """
    explicit = [False] * view.rules.players  # the seat's turn began with a logged draw
    counts = []
    for (seat, text), in_redraw in zip(view.log, redraw_entries(view), strict=True):
        drawn = 0
        if seat < 0:
            pass
        elif text == "draw" or text.startswith("draw discard"):
            drawn, explicit[seat] = 1, True
        elif text.startswith("coup-fourre") or text.endswith("(fast)"):
            drawn = 1
        elif text == "redraw":
            explicit[seat] = False
        elif text.startswith("refill ("):
            drawn = int(text[len("refill (") : -1])
        elif text.startswith(("play ", "discard ")) and not in_redraw:
            drawn = 0 if explicit[seat] else 1
            explicit[seat] = False
        counts.append(drawn)
    return counts


def absences(view: MilleBornesView) -> list[Absence]:
    """Every absence the current hand's log shows about the other seats (see the module)."""
    log = view.log
    rules = view.rules
    seats = rules.players
    # drawn_after[i][s]: cards seat s drew in the entries after entry i
    drawn_after = [[0] * seats for _ in range(len(log))]
    per_entry = draws_per_entry(view)
    for i in range(len(log) - 1, 0, -1):
        row = drawn_after[i].copy()
        if log[i][0] >= 0:
            row[log[i][0]] += per_entry[i]
        drawn_after[i - 1] = row
    found: list[Absence] = []
    unchanged = _unchanged_since(view)
    options: dict[int, frozenset[int]] = {}
    in_redraw = redraw_entries(view)
    for i, (seat, text) in enumerate(log):
        if seat < 0:
            continue
        if text.startswith("play ") and ">" in text and i + 1 < len(log):
            found.extend(_unanswered_attack(view, i, drawn_after[i]))
        elif (
            text.startswith("discard ")
            and seat != view.seat
            and not in_redraw[i]
            and i > unchanged[rules.team_of(seat)]
        ):
            if seat not in options:
                options[seat] = _own_options(view, seat)
            if parse_action(text).card not in options[seat]:  # else it plays otherwise
                found.append(Absence(seat, options[seat], drawn_after[i][seat]))
    return found


def _unanswered_attack(view: MilleBornesView, i: int, drawn_after: list[int]) -> list[Absence]:
    """The absences shown when the attack at log entry ``i`` went unanswered."""
    rules = view.rules
    action = parse_action(view.log[i][1])
    hazard, target = action.card, action.target
    assert hazard is not None and target is not None
    answer_seat, answer = view.log[i + 1]
    answered_by_team = answer_seat >= 0 and rules.team_of(answer_seat) == target
    if answered_by_team and answer.startswith("coup-fourre"):
        return []
    cards = {int(SAFETY_OF[hazard])}
    if rules.fast_play and not (answered_by_team and answer.endswith("(fast)")):
        cards.add(int(REMEDY_OF[hazard]))
    return [
        Absence(seat, frozenset(cards), drawn_after[seat])
        for seat in range(rules.players)
        if seat != view.seat and rules.team_of(seat) == target
    ]


def _unchanged_since(view: MilleBornesView) -> list[int]:
    """For each team, the first log entry after which neither its tableau nor the trip has
    changed (a discard from then on was made facing the tableau the view shows)."""
    rules = view.rules
    since = [0] * rules.num_teams
    for i, (seat, text) in enumerate(view.log):
        if text == "extend":
            since = [i] * rules.num_teams
        elif text.startswith("play ") and ">" in text and not text.endswith("(fast)"):
            target = parse_action(text).target
            assert target is not None
            since[target] = i
        elif seat >= 0 and (text.startswith(("play ", "coup-fourre"))):
            since[rules.team_of(seat)] = i
    return since


def _own_options(view: MilleBornesView, seat: int) -> frozenset[int]:
    """The cards ``seat`` could have laid on its own tableau, facing the tableau the view
    shows: distances, ROLL, remedies, and the safeties that would cure it."""
    world = sample_world(view, random.Random(0))  # only its public part is read
    plays = world.plays_with(seat, _EVERY_CARD.copy())
    cards = {
        int(a.card)
        for a in plays
        if a.card is not None and a.target is None and a.card not in SAFETIES
    }
    tab = view.public.tableaux[view.rules.team_of(seat)]
    finishing = {c for c in cards if c <= Card.D200 and tab.miles + MILES[c] >= view.trip}
    cards -= finishing  # may be held back: completing the trip can lose the game
    cards.update(int(SAFETY_OF[Card(h)]) for h in blocking_hazards(tab, view.rules))
    return frozenset(cards)
