"""Session 45's mutation sweep of ``rushshift/view.py`` (each seat's view): the mutants the
other tests let live.

- :attr:`RushShiftView.my_turn` read from the seat whose turn it was (``turn_player``)
  rather than the seat that must act (``to_move``): once the match is over, the last
  player's view still said it was its turn;
- the wire form's ``starter`` set to 0: a match that silver starts was sent as gold's.
"""

from __future__ import annotations

import random

from roadgames.rushshift import RushShiftState, make_rules, new_game
from roadgames.rushshift.view import make_view


def _played_out(state: RushShiftState, seed: int) -> RushShiftState:
    """``state`` played to the end of its match by random moves (seeded)."""
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_no_seat_must_act_once_the_match_is_over() -> None:
    """At the end of the match neither seat's view says it is its turn (nor offers an
    action), though the last turn was one seat's."""
    state = _played_out(new_game(make_rules(hand_size=1, turn_limit=6), seed=2), 2)
    views = [make_view(state, seat) for seat in (0, 1)]
    assert [view.turn_player for view in views] == [state.actor, state.actor]
    assert [(view.my_turn, view.to_move, view.legal_actions) for view in views] == [
        (False, None, ()),
        (False, None, ()),
    ]


def test_a_seat_must_act_exactly_when_it_is_to_move() -> None:
    """In play, the seat to move, and only it, is told that it must act."""
    state = new_game(make_rules(first_player=1), seed=3)
    assert [make_view(state, seat).my_turn for seat in (0, 1)] == [False, True]


def test_the_wire_form_says_who_started_the_game() -> None:
    """A match that silver (seat 1) starts is sent as silver's, to both seats."""
    state = new_game(make_rules(first_player=1), seed=3)
    assert [make_view(state, seat).to_dict()["starter"] for seat in (0, 1)] == [1, 1]
    state = new_game(make_rules(first_player=0), seed=3)
    assert [make_view(state, seat).to_dict()["starter"] for seat in (0, 1)] == [0, 0]
