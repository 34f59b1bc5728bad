"""Mutants of :mod:`roadgames.agents.rushshift.players` that the other tests let live
(session 44): fewer recent turns looked back on (:data:`RECENT`), ties between cards no
longer going to a seeded random card, the fallbacks of a plan's first step that is not
legal, a winning card searched instead of played as the win, the search narrowed to one
candidate, and a time limit that stops the search before it is reached."""

from __future__ import annotations

import dataclasses

from rs_helpers import EMPTY_ROW, position

from roadgames.agents.rushshift import GreedyAgent, SearchAgent
from roadgames.agents.rushshift.planner import Plan
from roadgames.agents.rushshift.players import _first_action
from roadgames.rushshift.actions import END, PLAY, Action, parse_action
from roadgames.rushshift.cards import Card

#: Gold two squares from its exit: a MOVE2, MOVE3 or SLIDE each wins this turn.
NEAR_EXIT = (
    "..... .A.. .....",
    "..... .A.. ...GG",
    EMPTY_ROW,
    EMPTY_ROW,
    "..... .SS. .....",
    EMPTY_ROW,
)


def test_a_player_looks_back_on_the_last_twenty_turns() -> None:
    """The boards to avoid are the starts of the last 20 turns (:data:`RECENT`), the
    latest ones, not the first of the game."""
    view = position(NEAR_EXIT).view(0)
    boards = tuple((turn,) for turn in range(30))
    seen = GreedyAgent._seen(dataclasses.replace(view, turn_boards=boards))
    assert seen == {(turn,) for turn in range(10, 30)}


def test_cards_that_plan_equally_well_go_to_a_seeded_random_one() -> None:
    """Every card in hand wins at once: which one is played is up to the seed (the same seed, the
    same card), not always the first in card order."""
    state = position(NEAR_EXIT, hands=[["MOVE2", "MOVE3", "SLIDE", "MOVE4"]])
    view, legal = state.view(0), state.legal_actions()
    chosen = {seed: GreedyAgent(seed).decide(view, legal).action for seed in range(12)}
    assert set(chosen.values()) <= {PLAY[card] for card in Card}
    assert len(set(chosen.values())) > 1
    assert all(GreedyAgent(seed).decide(view, legal).action == chosen[seed] for seed in chosen)


def test_a_plans_first_step_that_is_not_legal_gives_way_to_end_or_the_first_legal() -> None:
    """Where a plan's first step is not among the legal actions, the player ends its turn,
    or, where ``end`` is not legal either (a MOVE begun under ``move_exact``), takes the
    first legal action; a card to play is played whatever the plan."""
    board = position(NEAR_EXIT).board
    step, other = parse_action("move G right"), parse_action("move A down")
    plan = Plan(0.0, [step], board, 0.0)
    assert _first_action(None, plan, [other, step, END]) == step
    assert _first_action(None, plan, [other, END]) == END
    assert _first_action(None, plan, [other]) == other
    assert _first_action(None, Plan(0.0, [], board, 0.0), [other, END]) == END
    assert _first_action(Card.SLIDE, plan, [other]) == PLAY[Card.SLIDE]


def test_the_search_plays_a_winning_card_as_the_win() -> None:
    """A card that wins this turn is played at once, its reason the win (no replies
    searched)."""
    state = position(NEAR_EXIT, hands=[["MOVE1", "MOVE2", "SHIFT", "MOVE1"]])
    decision = SearchAgent(1, samples=2).decide(state.view(0), state.legal_actions())
    assert decision.action == PLAY[Card.MOVE2]
    assert decision.reason is not None and decision.reason.key == "rs_turn_wins"


def test_the_search_weighs_replies_to_several_candidates() -> None:
    """With several cards to choose from and no win, the search plays out the other's
    replies to each candidate, over all the samples asked for (a time limit not reached
    cuts none short)."""
    rows = (EMPTY_ROW, "GG.A. .... .....", "...A. .... .....", EMPTY_ROW, EMPTY_ROW,
            "..... .... ...SS")  # fmt: skip
    state = position(rows, hands=[["MOVE1", "SHIFT", "SLIDE", "MS2"]])
    decision = SearchAgent(1, samples=2, candidates=3).decide(state.view(0), state.legal_actions())
    assert decision.reason is not None and decision.reason.key == "rs_expected"
    assert dict(decision.reason.values)["samples"] == 2
    assert isinstance(decision.action, Action) and decision.action in state.legal_actions()
    timed = SearchAgent(1, samples=3, candidates=3, time_limit=600.0)
    decision = timed.decide(state.view(0), state.legal_actions())
    assert decision.reason is not None and dict(decision.reason.values)["samples"] == 3
