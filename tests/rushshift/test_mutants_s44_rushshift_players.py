"""Mutants of :mod:`roadgames.agents.rushshift.players` that the other tests let live
(session 44): fewer recent turns looked back on (:data:`RECENT`), ties between cards no
longer going to a seeded random card, the fallbacks of a plan's first step that is not
legal, a winning card searched instead of played as the win, the search narrowed to one
candidate, a time limit that stops the search before it is reached, the other's worst
reply taken for its best (min for max), the reply planned for the player's own seat, the
repeat cost left in the race a reason shows, one plan searched per card instead of two,
and repeats ignored inside the search."""

from __future__ import annotations

import dataclasses

from rs_helpers import EMPTY_ROW, NEAR_EXIT, OPEN_RACE, position

from roadgames.agents.rushshift import WIN, GreedyAgent, SearchAgent, plan_card
from roadgames.agents.rushshift.planner import Plan
from roadgames.agents.rushshift.players import _first_action
from roadgames.rushshift import Board, RushShiftState
from roadgames.rushshift.actions import END, PLAY, Action, parse_action
from roadgames.rushshift.cards import Card
from roadgames.rushshift.turn import act_on
from roadgames.rushshift.worlds import unseen_cards


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


#: Silver (seat 1) has a clear row to its exit: a SLIDE takes it out. Gold can block it by
#: moving A one square down, into silver's row.
THREAT = (
    EMPTY_ROW,
    "..... GG.. ...C.",
    "..... .A.. ...C.",
    "..... .A.. .....",
    "..... ..SS .....",
    EMPTY_ROW,
)


def _after(board: Board, *steps: str) -> Board:
    """A copy of ``board`` after ``steps`` (notation)."""
    result = board.copy()
    for step in steps:
        act_on(result, parse_action(step))
    return result


def _threat() -> RushShiftState:
    """:data:`THREAT`, gold to play from MOVE1, MOVE2, MOVE3 and SHIFT; a nine-card deck
    whose five unseen cards (two SLIDEs, three SHIFTs) make any hand of four silver may
    hold one of each kind, so that every sampled world gives silver the same replies."""
    deck = {"MOVE1": 1, "MOVE2": 1, "MOVE3": 1, "SHIFT": 4, "SLIDE": 2}
    state = position(THREAT, hands=[["MOVE1", "MOVE2", "MOVE3", "SHIFT"]], deck=deck)
    assert unseen_cards(state.view(0)) == [Card.SLIDE] * 2 + [Card.SHIFT] * 3
    return state


def test_the_search_assumes_the_others_best_reply() -> None:
    """The search rates a turn by the other's best reply, planned for the other's seat:
    MOVE3 moving A into silver's row leaves silver's SLIDE and SHIFT replies apart, and
    the race the search shows for it is the one after the better of them (for silver);
    the turns that leave silver's row open lose to its winning SLIDE."""
    state = _threat()
    board = state.board
    assert plan_card(_after(board, *["move G right"] * 3), 1, Card.SLIDE)[0].value == WIN
    blocked = _after(board, "move G right", "move G right", "move A down")
    replies = [plan_card(blocked, 1, card)[0].value for card in (Card.SLIDE, Card.SHIFT)]
    assert len(set(replies)) == 2
    decision = SearchAgent(1, samples=2).decide(state.view(0), state.legal_actions())
    assert decision.action == PLAY[Card.MOVE3]
    assert decision.reason is not None and decision.reason.key == "rs_expected"
    assert dict(decision.reason.values)["value"] == -max(replies)


def test_the_search_weighs_each_cards_two_best_plans() -> None:
    """The search weighs two plans per card: MOVE3's best plan alone (gold three squares
    on) leaves silver its winning SLIDE, its second (two squares, and A into silver's row)
    blocks it; the search finds that and plays MOVE3, whatever its seed."""
    state = _threat()
    plans = plan_card(state.board, 0, Card.MOVE3, keep=2)
    assert plan_card(plans[0].board, 1, Card.SLIDE)[0].value == WIN
    blocked = _after(state.board, "move G right", "move G right", "move A down")
    assert plans[1].board.key() == blocked.key()
    for seed in range(3):
        decision = SearchAgent(seed, samples=1).decide(state.view(0), state.legal_actions())
        assert decision.action == PLAY[Card.MOVE3]


def test_the_race_a_search_reason_shows_leaves_out_the_repeat_cost() -> None:
    """The race the search's reason shows is the race alone: where the turn it chooses
    (MOVE4, gold four squares on) ends on a board seen lately, the repeat cost that ranked
    it lower is not in the value shown, which is the same as when that board was not seen
    (same seed, same samples)."""
    deck = {"MOVE4": 1, "MOVE1": 3, "SHIFT": 5}  # silver holds only SHIFTs
    state = position(OPEN_RACE, hands=[["MOVE4", "MOVE1", "MOVE1", "MOVE1"]], deck=deck)
    view, legal = state.view(0), state.legal_actions()
    far = _after(state.board, *["move G right"] * 4)
    assert plan_card(state.board, 0, Card.MOVE4)[0].board.key() == far.key()
    seen = dataclasses.replace(view, turn_boards=(*view.turn_boards, far.key()))
    fresh = SearchAgent(1, samples=2).decide(view, legal)
    again = SearchAgent(1, samples=2).decide(seen, legal)
    assert fresh.action == again.action == PLAY[Card.MOVE4]
    assert fresh.reason is not None and again.reason is not None
    assert again.reason.key == "rs_expected"
    assert dict(again.reason.values)["value"] == dict(fresh.reason.values)["value"]


def test_the_search_counts_a_repeat_against_a_turn_as_good_as_another() -> None:
    """Whatever gold does silver's SLIDE wins (every turn is as good to the search): with
    nothing seen lately the search plays MOVE4 (four squares on), but where MOVE4's two
    best plans end on boards seen lately it plays MOVE1, whose best plan leads somewhere
    new: a player does not go back to a board seen where a turn as good leads elsewhere."""
    deck = {"MOVE4": 1, "MOVE1": 3, "SLIDE": 5}  # silver holds only SLIDEs
    state = position(OPEN_RACE, hands=[["MOVE4", "MOVE1", "MOVE1", "MOVE1"]], deck=deck)
    view, legal = state.view(0), state.legal_actions()
    boards = [_after(state.board, *["move G right"] * steps) for steps in (4, 3)]
    assert [plan.board.key() for plan in plan_card(state.board, 0, Card.MOVE4, keep=2)] == [
        board.key() for board in boards
    ]
    assert all(plan_card(board, 1, Card.SLIDE)[0].value == WIN for board in boards)
    assert SearchAgent(1, samples=2).decide(view, legal).action == PLAY[Card.MOVE4]
    seen = dataclasses.replace(
        view, turn_boards=(*view.turn_boards, *(board.key() for board in boards))
    )
    decision = SearchAgent(1, samples=2).decide(seen, legal)
    assert decision.action == PLAY[Card.MOVE1]
    assert decision.reason is not None and decision.reason.key == "rs_expected_risk"
    assert dict(decision.reason.values) == {"losses": 2, "samples": 2}


def test_the_searchs_steps_count_a_turn_ending_where_it_started_as_a_repeat() -> None:
    """The search plans its steps as ``greedy`` does, boards seen lately included: both
    hands hold only SHIFT cards on an open board where a shift gains nothing, and the
    search, having played its SHIFT, shifts rather than end its turn on the board it
    started on."""
    rows = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, hands=[["SHIFT"] * 3, ["SHIFT"] * 3], hand_size=3)
    search = SearchAgent(0, samples=2)
    for _ in range(2):  # the card, then its step
        assert state.to_move == 0
        state.apply(search.decide(state.view(0), state.legal_actions()).action)
    assert str(state.history[-2]) == "play SHIFT"
    assert str(state.history[-1]).startswith("shift ")
