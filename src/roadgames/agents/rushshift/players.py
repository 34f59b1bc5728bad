"""The Rush Hour Shift players, ``greedy`` and ``search`` (see the package's docstring),
and the words of their reasons."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from roadgames.agents.base import Decision, Reason
from roadgames.agents.rushshift.planner import REPEAT_COST, Plan, plan_card, plan_turn
from roadgames.agents.rushshift.race import WIN
from roadgames.rushshift.actions import END, PLAY, Action
from roadgames.rushshift.cards import Card
from roadgames.rushshift.view import RushShiftView
from roadgames.rushshift.worlds import sample_world

#: How many turns back a player looks for boards it has been to (both seats' turns).
RECENT = 20


#: The players' reasons (a :class:`~roadgames.agents.base.Reason`'s key) in English; an
#: interface words them in its language from the same keys.
REASON_TEXTS: dict[str, str] = {
    "rs_best_board": (
        "the best board this turn can reach: the race at {value} (the steps the other hero "
        "still needs less yours)"
    ),
    "rs_turn_wins": "this turn wins",
    "rs_expected": (
        "the best board after the other's best reply, on average: the race at {value} (the "
        "steps the other hero still needs less yours; hands sampled: {samples})"
    ),
    "rs_expected_risk": (
        "the best board after the other's best reply, though in {losses} of {samples} "
        "sampled hands the other hero gets out on its next turn"
    ),
}


def race_figure(value: object) -> str:
    """A value in a reason as the English words show it: a float signed, to one decimal
    (never ``-0.0``)."""
    return f"{round(value, 1) + 0.0:+.1f}" if isinstance(value, float) else str(value)


def reasoned(action: Action, key: str, **values: object) -> Decision:
    """The decision for ``action`` with the reason ``key`` filled in with ``values``, in
    English and as a :class:`~roadgames.agents.base.Reason`."""
    reason = Reason.of(key, **values)
    return Decision(action, reason.render(REASON_TEXTS, race_figure), reason)


class _Planner:
    """What both players share. A player keeps nothing between its decisions: each step of
    a turn is planned afresh from the view, so where the caller seeds its generator by the
    game's point (the terminal game does), a game saved and resumed mid-turn plays on as
    the unbroken one. Boards the last turns started on (:data:`RECENT`, from the view) are
    to be avoided."""

    name = "planner"

    def __init__(self, seed: int | None = None, width: int = 6) -> None:
        self.rng = random.Random(seed)
        self.width = width

    @staticmethod
    def _seen(view: RushShiftView) -> set[tuple[object, ...]]:
        """The boards the last turns of this game started on, this one's too (a turn
        ending where it started is a repeat)."""
        return set(view.turn_boards[-RECENT:])

    def _plans(
        self, view: RushShiftView, keep: int, seen: set[tuple[object, ...]]
    ) -> list[tuple[Card | None, Plan]]:
        """The best plans open to ``view``, best first: for each card in hand (``keep``
        each) when a card is to be chosen, else for the rest of the card in play; a plan
        ending on a board in ``seen`` ranks a little lower. Plans keep to the rules'
        ``move_exact``."""
        exact = view.rules.move_exact
        if view.phase == "act":
            budget = (view.moves_left, view.shift_left, view.slide_left, view.steps_used)
            plans = plan_turn(view.board, view.seat, *budget, self.width, keep, seen, exact)
            return [(None, plan) for plan in plans]
        cards = sorted(set(view.hand))
        self.rng.shuffle(cards)  # ties go to a seeded random card
        result: list[tuple[Card | None, Plan]] = []
        for card in cards:
            for plan in plan_card(view.board, view.seat, card, self.width, keep, seen, exact):
                result.append((card, plan))
        result.sort(key=lambda item: -item[1].value)
        return result


def _first_action(card: Card | None, plan: Plan, legal: Sequence[Action]) -> Action:
    """What starts ``plan``: playing its ``card``, else its first step; where that is not
    legal, ``end``, or the first legal action where ``end`` is not legal either (a MOVE
    begun under ``move_exact``)."""
    if card is not None:
        return PLAY[card]
    action = plan.actions[0] if plan.actions else END
    if action in legal:
        return action
    return END if END in legal else legal[0]


class GreedyAgent(_Planner):
    """One turn ahead: the card and steps whose end board scores best by
    :func:`~roadgames.agents.rushshift.race.evaluate`."""

    name = "greedy"

    def decide(self, view: RushShiftView, legal: Sequence[Action]) -> Decision:
        """Choose one of ``legal`` from ``view``."""
        card, plan = self._plans(view, 1, self._seen(view))[0]
        return reasoned(_first_action(card, plan, legal), "rs_best_board", value=plan.race)


class SearchAgent(_Planner):
    """Determinized expectimax, two turns deep (see the package's docstring)."""

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        samples: int = 32,
        candidates: int = 6,
        width: int = 6,
        time_limit: float | None = None,
    ) -> None:
        super().__init__(seed, width)
        self.samples = samples
        self.candidates = candidates
        self.time_limit = time_limit

    def decide(self, view: RushShiftView, legal: Sequence[Action]) -> Decision:
        """Choose one of ``legal`` from ``view``: the card by the search, its steps as
        ``greedy`` plans them (the search's reply would cost each step as much as the card
        and keep to the same plan nearly always)."""
        start = time.perf_counter()
        seen = self._seen(view)
        options = self._plans(view, 1 if view.phase == "act" else 2, seen)
        card, plan = options[0]
        if plan.value >= WIN:
            return reasoned(_first_action(card, plan, legal), "rs_turn_wins")
        options = options[: self.candidates]
        if len(options) == 1 or view.phase == "act":
            return reasoned(_first_action(card, plan, legal), "rs_best_board", value=plan.race)
        # the reply's value leaves out a repeat: count it (per sample) here
        repeats = [REPEAT_COST if plan.board.key() in seen else 0.0 for _, plan in options]
        totals = [0.0] * len(options)
        exact = view.rules.move_exact
        replies: dict[tuple[int, Card], float] = {}
        losses = [0] * len(options)  # the samples where the other's reply wins
        done = 0
        for _ in range(self.samples):
            world = sample_world(view, self.rng)
            their_hand = set(world.hand_cards(1 - view.seat))
            for i, (_, plan) in enumerate(options):
                best = -WIN
                for their_card in their_hand:
                    value = replies.get((i, their_card))
                    if value is None:
                        reply = plan_card(
                            plan.board, 1 - view.seat, their_card, self.width, exact=exact
                        )[0]
                        value = replies[(i, their_card)] = reply.value
                    best = max(best, value)
                totals[i] -= best + repeats[i]
                if best >= WIN:
                    losses[i] += 1
            done += 1
            if self.time_limit is not None and time.perf_counter() - start > self.time_limit:
                break
        best_index = max(range(len(options)), key=lambda i: totals[i])
        card, plan = options[best_index]
        expected = totals[best_index] / max(done, 1) + repeats[best_index]  # the race alone
        action = _first_action(card, plan, legal)
        if losses[best_index]:  # an average with a win in it (WIN) is no race to show
            return reasoned(action, "rs_expected_risk", losses=losses[best_index], samples=done)
        return reasoned(action, "rs_expected", value=expected, samples=done)
