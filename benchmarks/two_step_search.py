"""Whether ``expert`` gains from searching the seat's next decision too: a two-step search.

Each candidate is played, in every sampled world, up to the seat's next decision (the
others, and the seat's forced moves, as in a rollout). There the heuristic's best few moves
are each rolled out. The worlds are then grouped by what the seat would see at that
decision (its hand and everything public), and in each group the next move is the one the
*other* worlds of the group rate best (leave-one-out, so no world chooses with its own
hidden cards), kept only for a clear gain; the candidate's value in a world is that of the
move so chosen. Everything else (candidates, racing, the decision rule) is ``expert``'s.

Measured (classic, 200 deals, seed 1): 53.9% of hands against ``heuristic``, 54.0% for
``expert``, paired -0.1 ± 2.9 points (2957 s on 2 workers; the slowest decision 0.72 s):
a better next move inside the search does not lift it. Both play on the same deals
(``paired_search.py``).

    .venv/bin/python benchmarks/two_step_search.py --preset classic --deals 200
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from paired_search import compare
from roadgames.agents.base import Decision
from roadgames.agents.millebornes.belief import absences
from roadgames.agents.millebornes.cardcount import from_state, from_view
from roadgames.agents.millebornes.heuristic import MEDIUM, action_value, can_finish
from roadgames.agents.millebornes.heuristic import rollout_action as policy
from roadgames.agents.millebornes.matchodds import hand_stake
from roadgames.agents.millebornes.search import (
    OBVIOUS,
    PRIOR,
    RACE_EVERY,
    RACE_START,
    SearchAgent,
    choose_candidate,
    evaluate_hand_end,
    may_beat,
    ranked_candidates,
    rollout,
)
from roadgames.millebornes import MilleBornesState
from roadgames.millebornes.actions import Action
from roadgames.millebornes.view import MilleBornesView

#: The next moves rolled out at the seat's next decision.
NEXT_WIDTH = 3
#: Worlds searched per decision (the racing stops most decisions earlier).
WORLDS = 64

#: What the seat sees at a decision: its hand and everything public.
InfoKey = tuple[Any, ...]
#: One world of one candidate: the seat's view of its next decision (None: the hand ended
#: first) and the value of each next move rolled out there (one value if none was chosen).
Outcome = tuple[InfoKey | None, list[float]]


def info_key(state: MilleBornesState, seat: int) -> InfoKey:
    """What ``seat`` sees in ``state``: worlds with the same key look alike to it."""
    tableaux = tuple(
        (
            t.miles,
            tuple(t.battle_pile),
            tuple(t.speed_pile),
            t.safeties,
            t.coups,
            len(t.distance_cards),
        )
        for t in state.tableaux
    )
    return (
        tuple(state.hands[seat]),
        tuple(state.discard_pile),
        tableaux,
        len(state.draw_pile),
        state.phase,
        state.pending,
    )


def values_in_worlds(outcomes: Sequence[Outcome | None]) -> list[float]:
    """A candidate's value in each world, the next move chosen per group of look-alike
    worlds, leave-one-out (worlds where the candidate was not played are skipped)."""
    groups: defaultdict[InfoKey, list[int]] = defaultdict(list)
    for i, outcome in enumerate(outcomes):
        if outcome is not None and outcome[0] is not None:
            groups[outcome[0]].append(i)
    values = []
    for i, outcome in enumerate(outcomes):
        if outcome is None:
            continue
        key, moves = outcome
        chosen = 0
        others = [] if key is None else [outcomes[j] for j in groups[key] if j != i]
        if others and len(moves) > 1:
            means = [sum(o[1][m] for o in others if o) / len(others) for m in range(len(moves))]
            best = max(range(len(moves)), key=means.__getitem__)
            if means[best] - means[0] >= PRIOR:
                chosen = best
        values.append(moves[chosen])
    return values


class TwoStepSearch(SearchAgent):
    """``expert`` whose candidates are valued with the seat's next move searched too."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed, iterations=WORLDS, name="two-step")

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """Search the candidates two steps deep over sampled worlds."""
        assert isinstance(view, MilleBornesView)
        sit = from_view(view)
        finishing = can_finish(sit, legal)
        options = ranked_candidates(sit, finishing, legal, self.width, self.style)
        first = options[0]
        if len(options) == 1 or action_value(sit, first, self.style, finishing) in OBVIOUS:
            return Decision(first, "")
        shown = absences(view) if self.read_play else []
        stake = hand_stake(view.rules, view.scores, view.team)
        outcomes: list[list[Outcome | None]] = [[] for _ in options]
        alive = list(range(len(options)))
        for worlds in range(1, self.iterations + 1):
            world = self.sample(view, shown)
            for k, option in enumerate(options):
                outcomes[k].append(self._outcome(world, option, view) if k in alive else None)
            if worlds >= RACE_START and worlds % RACE_EVERY == 0:
                values = [values_in_worlds(o) for o in outcomes]
                alive = [0] + [k for k in alive[1:] if may_beat(values[k], values[0], stake)]
                if len(alive) == 1:
                    break
        values = [values_in_worlds(o) if k in alive else [] for k, o in enumerate(outcomes)]
        return Decision(options[choose_candidate(values, stake)], "")

    def _outcome(self, world: MilleBornesState, option: Action, view: MilleBornesView) -> Outcome:
        """``option`` played in ``world`` up to the seat's next decision, and there each of
        the heuristic's best next moves rolled out."""
        team, seat = view.team, view.seat
        state = world.clone()
        state.apply_unchecked(option)
        hand = state.hand_number
        while not state.is_over and state.hand_number == hand:
            legal = state.legal_actions()
            if state.actor == seat and len(legal) > 1:
                break
            own = state.team_of[state.actor] == team
            state.apply_unchecked(policy(state, legal, self.style if own else MEDIUM))
        if state.is_over or state.hand_number != hand:
            return None, [evaluate_hand_end(state, team)]
        sit = from_state(state)
        finishing = can_finish(sit, legal)
        moves = ranked_candidates(sit, finishing, legal, NEXT_WIDTH, self.style)
        if action_value(sit, moves[0], self.style, finishing) in OBVIOUS:
            moves = moves[:1]
        values = []
        for move in moves:
            after = state.clone()
            after.apply_unchecked(move)
            values.append(rollout(after, team, None, self.style)[0])
        return info_key(state, seat), values


def main() -> None:
    """Play ``expert`` and the two-step search on the deals; print the paired difference."""
    compare(
        lambda seed, truth: TwoStepSearch(seed),
        "searching its next decision too",
        __doc__.split("\n\n")[0],
    )


if __name__ == "__main__":
    main()
