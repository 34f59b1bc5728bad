"""The search players (``hard``, ``expert``): determinized Monte-Carlo search.

Per decision, the seat samples possible worlds afresh from its view (the unseen cards
reshuffled into the other hands and the draw pile, card count checked:
:func:`roadgames.millebornes.determinize.sample_world`), dealt consistently with what the
others' play has shown they do not hold (an attack left without a coup fourré, a discard
while stopped: :mod:`roadgames.agents.millebornes.belief`). In each world every candidate action
is applied to a clone and the hand is played out with the heuristic as the policy of every
seat (:func:`~roadgames.agents.millebornes.heuristic.rollout_action`), through the engine's
fast path (``clone`` and ``apply_unchecked``). The searching team's seats play the
heuristic in the search's own style (which also ranks the candidates), the others as the
``medium`` player. The default style is ``medium``'s. The style that plays for the hand
(:data:`~roadgames.agents.millebornes.heuristic.RACER`) beats ``medium`` as a policy but
gained nothing as the search's own (500 modern deals, seed 1, hands counted by who completed
the trip: 56.5% instead of 57.0% on the same deals, paired difference -0.5 ± 1.6 points):
the search already lays a safety where that wins. All candidates share the same worlds
(common random numbers), so their difference is the action's, not the deal's. A rollout is
scored at the end of the current hand: where that hand ends the game (a one-hand game, as in
the modern preset and tournament deals, or a match's last hand) by the game's winner, the
most points, plus a small share of the points margin; where a match goes on, by the odds
that its scores now give of winning the match
(:func:`~roadgames.agents.millebornes.matchodds.match_odds`), so the hand's points count
(a coup fourré's 300, a safe trip's), not only who completed the trip: one hand of a classic
match played by ``expert`` (the rest of the match by ``medium``) wins 51.1% of the matches
that way against 49.8% when the hand is scored by who won it (765 positions, seed 50000 on,
both seats: paired +1.3 ± 0.9 points; the hand's margin +34 ± 25). Scoring the game's winner
pays since ``medium`` no longer completes a trip into a lost game (200 duplicate deals, seed
1, against the hand's winner: classic 54.8% of games instead of 51.5%, paired difference
+3.2 ± 2.9 points; modern 55.2% instead of 54.0%, +1.2 ± 4.3); with the earlier ``medium``
it had won fewer modern games (52.8% of 500 instead of 54.8%, -2.0 ± 2.7). (These
measurements came before the heuristic's discard fixes of 2026-12-02; the README gives the
levels' figures since.) Optionally
rollouts stop after ``depth`` actions and a static evaluation of the tableaux stands in for
the rest of the hand.

Search is spent only where it matters: a forced move is played at once, an obvious one
(completing the trip, a held safety laid just before completing it, a coup fourré) too,
and plainly bad moves (discarding a safety, completing the trip where that ends the game
behind on points, or anything the heuristic rates far below its best) are pruned before
searching. The candidates are the heuristic's favourite and the best of each other family
of moves (discard, distance, attack, remedy, safety): its blind spots are whole families,
such as playing a safety for its extra turn where it would hold it and discard. The
candidates then race: every few worlds, those that can no longer plausibly beat the
favourite drop out, and the search stops when none is left, so the budget goes to the close
calls. The favourite is left only for a clear, paired gain (:func:`choose_candidate`).

The budget is a number of worlds (``iterations``) and a cap on the actions played in
rollouts (``max_steps``, which bounds the time of a decision); both keep results
reproducible for a given seed. An optional cap in milliseconds trades that for a clock.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from roadgames.agents.base import Decision, Reason
from roadgames.agents.millebornes.belief import absences
from roadgames.agents.millebornes.cardcount import Situation, from_view
from roadgames.agents.millebornes.heuristic import (
    COUP,
    FINISH,
    FINISH_LOSES,
    MEDIUM,
    SAFETY_FIRST,
    Style,
    action_value,
    can_finish,
    reason_for,
    reasoned,
)
from roadgames.agents.millebornes.heuristic import rollout_action as _policy
from roadgames.agents.millebornes.matchodds import hand_stake, match_odds
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import DISTANCES, SAFETIES
from roadgames.millebornes.determinize import Absence, sample_world
from roadgames.millebornes.state import MilleBornesState
from roadgames.millebornes.view import MilleBornesView

#: Ratings of moves played at once without search: completing the trip, a coup fourré, and
#: laying a safety before completing the trip.
OBVIOUS = (FINISH, COUP, SAFETY_FIRST)
#: Ratings of moves never searched: completing the trip into a sure loss on points.
_PLAINLY_BAD = (FINISH_LOSES,)
#: Weight of the points margin next to winning the hand (a tie-breaker between equal odds).
MARGIN_WEIGHT = 1.0 / 4000.0
#: Candidates rated this far below the heuristic's best are not searched.
PRUNE_GAP = 500.0
#: The heuristic's favourite is left only for a candidate that beats it, world by world
#: (paired), by at least PRIOR on average and by Z standard errors: a few sampled worlds
#: are noisy (drawing from the discard pile or a reshuffle breaks the common random
#: numbers), and the best of several noisy averages is biased upwards, so leaving a sound
#: move on noise loses more than it wins.
PRIOR = 0.03
Z = 2.0
#: Racing: after RACE_START worlds, and every RACE_EVERY worlds after that, candidates that
#: cannot plausibly beat the favourite any more are dropped, and the search stops once
#: none is left, so the budget goes to the close calls.
RACE_START = 16
RACE_EVERY = 8
#: A cap on the work of one decision, in actions played in rollouts: it bounds the time of
#: the rare decisions where several candidates stay close for the whole budget, and unlike
#: a clock it keeps results reproducible. Since the players weigh their finish (scoring it
#: from public facts) a rollout step costs more: 16,000 steps took up to 1.35 s on one core
#: of the reference machine (two such runs side by side), so the cap is 10,000.
MAX_STEPS = 10_000


def _win_share(state: MilleBornesState, team: int) -> float:
    """``team``'s share of the win of a game that is over (1, 0, or a share of a tie): as
    the engine gives it, whoever completed the trip (what a hint shows, where the value
    searched adds a share of the last hand's margin)."""
    return state.outcome()[state.seats_of_team[team][0]]


def evaluate_hand_end(state: MilleBornesState, team: int) -> float:
    """A finished hand from ``team``'s side: where it ended the game, ``team``'s share of
    the game's win (the most points, by the rules) plus a small share of the hand's points
    margin; where a match goes on, ``team``'s odds of winning it from the scores now
    (:func:`~roadgames.agents.millebornes.matchodds.match_odds`), which weigh the hand's
    points, not who completed the trip."""
    if not state.is_over:
        return match_odds(state.rules, state.scores, team)
    totals = state.results[-1].totals
    best = max(t for i, t in enumerate(totals) if i != team)
    return _win_share(state, team) + MARGIN_WEIGHT * (totals[team] - best)


def evaluate_static(state: MilleBornesState, team: int) -> float:
    """An unfinished hand from ``team``'s side: the odds that its lead in the race holds."""
    rules = state.rules
    values = []
    for tab in state.tableaux:
        value = float(tab.miles)
        if tab.is_moving(rules.roll_after_remedy):
            value += 50.0 if tab.is_limited() else 100.0
        values.append(value)
    lead = values[team] - max(v for i, v in enumerate(values) if i != team)
    return 1.0 / (1.0 + math.exp(-lead / 150.0))


def rollout(
    state: MilleBornesState, team: int, depth: int | None, style: Style = MEDIUM
) -> tuple[float, int]:
    """Play the current hand out (or ``depth`` actions) with the heuristic, in ``style`` for
    ``team``'s seats and :data:`~roadgames.agents.millebornes.heuristic.MEDIUM` for the
    others: its value, and the number of actions played."""
    hand = state.hand_number
    team_of = state.team_of
    steps = 0
    while not state.is_over and state.hand_number == hand:
        if depth is not None and steps >= depth:
            return evaluate_static(state, team), steps
        legal = state.legal_actions()
        own = team_of[state.actor] == team
        state.apply_unchecked(_policy(state, legal, style if own else MEDIUM))
        steps += 1
    return evaluate_hand_end(state, team), steps


def move_family(action: Action) -> str:
    """What an action does, coarsely: ``discard``, ``distance``, ``attack``, ``remedy``,
    ``safety``, or the kind of any other action (``draw``, ``extend``…)."""
    card = action.card
    if action.kind != Kind.PLAY or card is None:
        return action.kind.name.lower()
    if action.target is not None:
        return "attack"
    if card in DISTANCES:
        return "distance"
    return "safety" if card in SAFETIES else "remedy"


def discards_a_safety(action: Action) -> bool:
    """Whether ``action`` throws a safety away (never worth searching)."""
    return action.kind == Kind.DISCARD and action.card in SAFETIES


def candidates(
    view: MilleBornesView, legal: Sequence[Action], width: int, style: Style = MEDIUM
) -> list[Action]:
    """The legal actions worth searching (at most ``width``), the heuristic's favourite first.

    The best-rated action of each family (discard, distance, attack, remedy, safety…) comes
    before a second of any family: the heuristic's blind spots are whole families (it holds a
    safety for a coup fourré and discards instead), not the order within one.
    """
    sit = from_view(view)
    return ranked_candidates(sit, can_finish(sit, legal), legal, width, style)


def ranked_candidates(
    sit: Situation, finishing: bool, legal: Sequence[Action], width: int, style: Style
) -> list[Action]:
    """:func:`candidates`, from the seat's situation already read off its view."""
    values = [action_value(sit, a, style, finishing) for a in legal]
    # a stable sort: equal ratings keep the legal order, as the heuristic's own choice does
    order = sorted(range(len(legal)), key=values.__getitem__, reverse=True)
    best = values[order[0]]
    leaders: list[Action] = []
    seconds: list[Action] = []
    families: set[str] = set()
    for i in order:
        action = legal[i]
        if discards_a_safety(action) or values[i] in _PLAINLY_BAD or values[i] < best - PRUNE_GAP:
            continue
        family = move_family(action)
        (seconds if family in families else leaders).append(action)
        families.add(family)
    return (leaders + seconds)[:width] or [legal[order[0]]]


def _paired(values: list[float], base: list[float]) -> tuple[float, float]:
    """Mean paired gain of ``values`` over ``base`` (their common worlds), and its standard
    error."""
    n = min(len(values), len(base))
    diffs = [v - b for v, b in zip(values[:n], base[:n], strict=True)]
    gain = sum(diffs) / n
    if n < 2:
        return gain, math.inf
    spread = math.sqrt(sum((d - gain) ** 2 for d in diffs) / (n - 1))
    return gain, spread / math.sqrt(n)


def may_beat(
    values: list[float], base: list[float], stake: float = 1.0, prior: float = PRIOR, z: float = Z
) -> bool:
    """Whether a candidate could still turn out clearly better than the favourite, where
    the hand is worth ``stake`` (see :func:`choose_candidate`)."""
    gain, error = _paired(values, base)
    return gain + z * error >= prior * stake


def choose_candidate(
    values: list[list[float]], stake: float = 1.0, prior: float = PRIOR, z: float = Z
) -> int:
    """The candidate to play: the one with the best paired gain over the heuristic's
    favourite (index 0), if that gain is clear (see :data:`PRIOR` and :data:`Z`); else 0.
    Candidates dropped from the race (no values) are skipped. A one-hand game's values run
    from 0 to 1; in a match they are match odds, which one hand moves by about ``stake``
    (:func:`hand_stake`), so the smallest gain worth taking is ``PRIOR * stake``. A search
    may ask for another ``prior`` and ``z``."""
    best, best_gain = 0, 0.0
    for k in range(1, len(values)):
        if not values[k]:
            continue
        gain, error = _paired(values[k], values[0])
        if gain >= prior * stake and gain > best_gain and gain >= z * error:
            best, best_gain = k, gain
    return best


class SearchAgent:
    """Determinized Monte-Carlo search over the heuristic's best candidates."""

    def __init__(
        self,
        seed: int | None = None,
        iterations: int = 16,
        millis: float | None = None,
        width: int = 4,
        depth: int | None = None,
        name: str = "expert",
        max_steps: int = MAX_STEPS,
        read_play: bool = True,
        style: Style = MEDIUM,
        prior: float = PRIOR,
        z: float = Z,
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.millis = millis
        self.width = width
        self.depth = depth
        self.name = name
        self.max_steps = max_steps
        #: the work cap a world budget keeps (a time budget alone lifts it)
        self.work_cap = max_steps
        self.read_play = read_play
        self.style = style
        #: the paired gain a candidate needs to leave the favourite (see choose_candidate)
        self.prior = prior
        self.z = z

    def set_budget(self, iterations: int | None = None, millis: float | None = None) -> None:
        """Change the search budget: ``iterations`` worlds per decision (with the work cap
        given at construction, :data:`MAX_STEPS` by default), or ``millis`` milliseconds
        alone (as many worlds as fit: the clock, not the seed alone, then decides the play),
        or both (whichever ends first)."""
        if iterations is None and millis is not None:
            self.iterations = self.max_steps = sys.maxsize
        elif iterations is not None:
            self.iterations = iterations
            self.max_steps = self.work_cap
        self.millis = millis

    def sample(self, view: MilleBornesView, shown: Sequence[Absence]) -> MilleBornesState:
        """One world to play the candidates out in: the unseen cards dealt at random,
        consistently with what the others' play has ``shown`` they do not hold."""
        return sample_world(view, self.rng, shown)

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """Search the candidates over sampled worlds; the best average wins."""
        assert isinstance(view, MilleBornesView)
        sit = from_view(view)
        style = self.style
        finishing = can_finish(sit, legal)
        if len(legal) == 1:
            return reasoned(legal[0], reason_for(sit, legal[0], style, finishing))
        options = ranked_candidates(sit, finishing, legal, self.width, style)
        first = options[0]
        if len(options) == 1 or action_value(sit, first, style, finishing) in OBVIOUS:
            return reasoned(first, reason_for(sit, first, style, finishing))
        stake = hand_stake(view.rules, view.scores, view.team)
        values, odds, worlds = self._race(view, options, stake)
        best = choose_candidate(values, stake, self.prior, self.z)
        action = options[best]
        # the candidates still racing were played out in every world
        pairs = zip(values, odds, strict=True)
        rated = [round(100 * sum(shares) / len(shares)) if v else 0 for v, shares in pairs]
        measure = "odds" if view.rules.match_target else "won"
        if best == 0:
            rule = reason_for(sit, action, style, finishing)
            return reasoned(
                action, Reason.of(f"search_{measure}", reason=rule, percent=rated[0], worlds=worlds)
            )
        return reasoned(
            action,
            Reason.of(
                f"search_beat_{measure}",
                action=action,
                percent=rated[best],
                worlds=worlds,
                other=first,
                other_percent=rated[0],
            ),
        )

    def _race(
        self, view: MilleBornesView, options: list[Action], stake: float
    ) -> tuple[list[list[float]], list[list[float]], int]:
        """Play ``options`` out in the same sampled worlds until the budget is spent or no
        candidate can still beat the favourite (``options[0]``): each candidate's values
        (none for one dropped from the race), its shares of the win alone (what a reason
        shows), and the number of worlds played."""
        style = self.style
        shown = absences(view) if self.read_play else []
        values: list[list[float]] = [[] for _ in options]
        odds: list[list[float]] = [[] for _ in options]
        alive = list(range(len(options)))
        deadline = None if self.millis is None else time.perf_counter() + self.millis / 1000
        worlds = work = 0
        team = view.team
        while worlds < self.iterations and work < self.max_steps:
            world = self.sample(view, shown)
            for k in alive:
                state = world.clone()
                state.apply_unchecked(options[k])
                value, steps = rollout(state, team, self.depth, style)
                work += steps
                values[k].append(value)
                odds[k].append(_win_share(state, team) if state.is_over else value)
            worlds += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if worlds >= RACE_START and worlds % RACE_EVERY == 0:
                alive = [0] + [
                    k
                    for k in alive[1:]
                    if may_beat(values[k], values[0], stake, self.prior, self.z)
                ]
                if len(alive) == 1:
                    break  # nothing can still beat the favourite: spend no more
        for k in range(len(options)):
            if k not in alive:
                values[k] = []  # dropped: out of the final comparison
        return values, odds, worlds
