"""Computer players for Rush Hour Shift: ``greedy`` and ``search`` (``random`` is generic).

Both see only their seat's view and the legal actions. They share a turn planner: given a
board and the card in play, a beam search over the card's steps (single-square moves, the
slide, the shift) that scores each board the turn can end on by :func:`evaluate`: how far
the opponent's hero still has to go less how far one's own has (:func:`hero_cost`: the
squares to the exit, plus the cheapest way through the sections ahead, a side section
shifting to line up another row where that is cheaper than clearing the hero's own, each
vertical vehicle in the way priced by the steps its column needs to let it out). A plan
ending on a board one of the last turns started on (the view keeps them) loses a little
(:data:`REPEAT_COST`), so that a player does not go to and fro, or sit idle, where a move
as good leads elsewhere. Each step of a turn is planned afresh from the view: a player
keeps nothing between decisions.

- ``greedy`` plays the card and the steps whose end board scores best (its own hero's
  shortest path under its cards, and blocking the opponent's), one turn ahead.
- ``search`` is a determinized expectimax two turns deep: for its best candidate turns it
  samples the unseen cards (the opponent's hand and the draw order, consistently with the
  view) and scores each candidate by the opponent's best reply with the sampled hand,
  averaged over the samples. Its budget is ``samples`` and ``candidates`` (and an optional
  ``time_limit``, which makes results depend on the machine); for a seed and a budget
  without a time limit its choices are reproducible.
"""

from __future__ import annotations

from roadgames.agents.base import register_agent
from roadgames.agents.rushshift.planner import REPEAT_COST, Plan, plan_card, plan_turn
from roadgames.agents.rushshift.players import (
    REASON_TEXTS,
    RECENT,
    GreedyAgent,
    SearchAgent,
    race_figure,
    reasoned,
)
from roadgames.agents.rushshift.race import SHIFT_COST, WIN, evaluate, hero_cost

__all__ = [
    "REASON_TEXTS",
    "RECENT",
    "REPEAT_COST",
    "SHIFT_COST",
    "WIN",
    "GreedyAgent",
    "Plan",
    "SearchAgent",
    "evaluate",
    "hero_cost",
    "plan_card",
    "plan_turn",
    "race_figure",
    "reasoned",
]

register_agent("rushshift", "greedy", GreedyAgent)
register_agent("rushshift", "search", SearchAgent)
