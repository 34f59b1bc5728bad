"""The computer players: legal choices from the view alone, wins taken, threats blocked,
and the same choices for the same seed."""

from __future__ import annotations

import pytest
from rs_helpers import EMPTY_ROW, position

from play_helpers import play
from roadgames.agents import get_agent
from roadgames.agents.rushshift import (
    REPEAT_COST,
    SHIFT_COST,
    SearchAgent,
    evaluate,
    hero_cost,
    plan_turn,
)
from roadgames.rushshift import Dir, RushShiftState, make_rules, new_game
from roadgames.rushshift.vehicles import GOLD, SILVER


def _play(state: RushShiftState, names: tuple[str, str], seed: int, limit: int) -> list[str]:
    agents = [get_agent("rushshift", names[s], seed + s) for s in (0, 1)]
    if names[0] == "search":
        agents[0] = SearchAgent(seed, samples=6, candidates=3)
    return [str(action) for action in play(state, agents, limit=limit)]


def test_agents_choose_legal_actions_and_repeat_themselves_for_a_seed() -> None:
    for names in (("greedy", "random"), ("search", "greedy")):
        rules = make_rules(setup="random", turn_limit=16)
        first = _play(new_game(rules, seed=3), names, 8, 400)
        again = _play(new_game(rules, seed=3), names, 8, 400)
        assert first == again and len(first) > 16


def test_greedy_takes_a_winning_slide() -> None:
    rows = (EMPTY_ROW, "..... .GG. .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, [["MOVE1", "SHIFT", "SLIDE", "MOVE2"]])
    agent = get_agent("rushshift", "greedy", 1)
    first = agent.decide(state.view(0), state.legal_actions()).action
    assert str(first) == "play SLIDE"
    state.apply(first)
    second = agent.decide(state.view(0), state.legal_actions()).action
    state.apply(second)
    assert str(second) == "slide G right 8" and state.winners == [0]


def test_greedy_blocks_the_opponents_hero_when_it_cannot_advance() -> None:
    rows = (
        EMPTY_ROW,
        "GGCC. .... .....",
        EMPTY_ROW,
        ".B... .... .....",
        ".B... .... .....",
        "..SS. .... .....",
    )
    state = position(rows, [["MOVE1", "MOVE1", "MOVE1", "SHIFT"]])
    state.apply("play MOVE1")
    before = hero_cost(state.board, SILVER)
    agent = get_agent("rushshift", "greedy", 1)
    action = agent.decide(state.view(0), state.legal_actions()).action
    assert str(action) == "move B down"
    state.apply(action)
    assert hero_cost(state.board, SILVER) > before


def test_evaluation_is_antisymmetric_and_rewards_progress() -> None:
    state = new_game(make_rules(setup="1"), seed=1)
    board = state.board
    assert evaluate(board, 0) == -evaluate(board, 1) == 0  # a point-symmetric start is level
    gold = hero_cost(board, GOLD)
    board.step(GOLD, Dir.RIGHT)
    assert hero_cost(board, GOLD) < gold and evaluate(board, 0) > 0


@pytest.mark.parametrize("setup", ["1", "2", "4"])
def test_greedy_beats_random_from_either_seat(setup: str) -> None:
    for greedy_seat in (0, 1):
        state = new_game(make_rules(setup=setup), seed=5)
        names = ("greedy", "random") if greedy_seat == 0 else ("random", "greedy")
        _play(state, names, 5, 2000)
        assert state.is_over and state.winners == [greedy_seat]


def test_greedy_backs_its_hero_out_of_a_section_where_a_horizontal_vehicle_traps_it() -> None:
    # R cannot leave silver's row while both stand on the left section: silver must back
    # out into the middle so that the section can shift R away (greedy used to wait forever)
    rows = (
        "RRRSS .... .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .A.. GG...",
        "..... .A.. .....",
        EMPTY_ROW,
    )
    hands = [["MOVE1", "MOVE1", "MOVE1", "SHIFT"], ["MOVE2", "MOVE2", "MOVE3", "MOVE4"]]
    state = position(rows, hands, first_player=1)
    agent = get_agent("rushshift", "greedy", 1)
    while state.to_move == 1:
        state.apply(agent.decide(state.view(1), state.legal_actions()).action)
    assert state.board.cells(SILVER) == [(0, 5), (0, 6)]


def _self_play(setup: str, seed: int) -> RushShiftState:
    state = new_game(make_rules(setup=setup, turn_limit=300), seed=seed)
    agents = [get_agent("rushshift", "greedy", seed + s) for s in (0, 1)]
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        decision = agents[mover].decide(state.view(mover), state.legal_actions())
        state.apply_unchecked(decision.action)
    return state


@pytest.mark.parametrize(("setup", "seed"), [("6", 1), ("3", 0)])
def test_greedy_against_itself_finishes_set_ups_it_used_to_draw(setup: str, seed: int) -> None:
    # both used to reach the turn limit: "6" with the old estimate (each hero's way out
    # priced square by square, no row changes), "3" without the tie-break against boards
    # seen in the last turns (the players went to and fro)
    assert _self_play(setup, seed).results[-1].winner is not None


def test_a_blocker_that_its_column_clears_in_two_steps_costs_less_than_one_needing_three() -> None:
    # A (rows 1-2) frees gold's row by moving down once, after B (rows 3-4) moves down
    # once: 2 steps (the old estimate saw A's way down taken and priced it as stuck, 4)
    chain = (
        EMPTY_ROW,
        "GG.A. .... .....",
        "...A. .... .....",
        "...B. .... .....",
        "...B. .... .....",
        "..... .... ...SS",
    )
    # Q (rows 0-2) must go down three squares to free gold's row 2: 3 steps
    truck = (
        "...Q. .... .....",
        "...Q. .... .....",
        "GG.Q. .... .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
    )
    chain_cost = hero_cost(position(chain).board, GOLD)
    truck_cost = hero_cost(position(truck).board, GOLD)
    assert chain_cost == 14 + 2 and truck_cost == 14 + 3


def test_a_row_one_shift_away_is_priced_by_the_shift() -> None:
    # gold's row on the right section holds a truck that cannot leave it; the row below is
    # free: shifting the right section up one row lines it up (old: 5 for each square)
    rows = (
        EMPTY_ROW,
        "GG... .... ..PPP",
        EMPTY_ROW,
        EMPTY_ROW,
        EMPTY_ROW,
        "SS... .... .....",
    )
    assert hero_cost(position(rows).board, GOLD) == 14 + SHIFT_COST


def test_plans_leading_back_to_a_board_seen_lately_give_way_to_as_good_ones() -> None:
    rows = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    board = position(rows).board
    # a SHIFT that changes nothing for either hero: ending idle scores as well as any shift
    idle = plan_turn(board, 0, 0, True, False)[0]
    assert [str(a) for a in idle.actions] == ["end"]
    plans = plan_turn(board, 0, 0, True, False, keep=100, seen={board.key()})
    assert plans[0].board.key() != board.key() and plans[0].value == idle.value
    again = [plan for plan in plans if plan.board.key() == board.key()]
    assert [plan.value for plan in again] == [idle.value - REPEAT_COST]


def test_a_turn_that_would_end_where_it_started_counts_as_a_repeat() -> None:
    """Both hands hold only SHIFT cards, on an open board where a shift gains nothing: the
    first player does not sit idle (ending its turn on the board it started on is going
    back to a board seen), it shifts."""
    rows = (EMPTY_ROW, "GG... .... .....", EMPTY_ROW, EMPTY_ROW, "..... .... ...SS", EMPTY_ROW)
    state = position(rows, hands=[["SHIFT"] * 3, ["SHIFT"] * 3], hand_size=3)
    greedy = get_agent("rushshift", "greedy", seed=0)
    for _ in range(2):  # the card, then its step
        seat = state.to_move
        assert seat == 0
        view = state.view(seat)
        state.apply(greedy.decide(view, state.legal_actions()).action)
    assert str(state.history[-1]).startswith("shift ")
