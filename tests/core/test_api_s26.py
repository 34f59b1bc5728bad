"""Session 26: ``apply`` refuses what is no seat as every per-seat query does."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

import roadgames.millebornes as mb
import roadgames.rushshift as rs
from roadgames.core.errors import IllegalActionError, NoSuchSeatError, NotYourTurnError

game_modules = pytest.mark.parametrize("mod", (mb, rs), ids=("millebornes", "rushshift"))


def _new(mod: ModuleType) -> Any:
    rules = mod.make_rules("classic", 2) if mod is mb else mod.make_rules()
    return mod.new_game(rules, seed=3)


@game_modules
@pytest.mark.parametrize("seat", ["0", 0.0, True, 2, -1])
def test_apply_from_what_is_no_seat_raises_no_such_seat(mod: ModuleType, seat: object) -> None:
    """``apply(a, seat=2)`` in a game of two raised ``NotYourTurnError`` where ``view(2)``
    raised ``NoSuchSeatError``: a caller's bug said as a seat waiting its turn. Now the
    same error, code and words as the queries, and nothing changes."""
    state = _new(mod)
    before = state.clone()
    with pytest.raises(NoSuchSeatError) as caught:
        state.apply(state.legal_actions()[0], seat=seat)
    assert not isinstance(caught.value, IllegalActionError)
    assert caught.value.code == "no_seat"
    assert str(caught.value) == f"no seat {seat!r} in a 2-seat game"
    assert state == before


@game_modules
def test_a_real_seat_out_of_turn_is_still_not_its_turn(mod: ModuleType) -> None:
    """The seat that is a seat but not the one to move keeps ``NotYourTurnError``."""
    state = _new(mod)
    other = 1 - state.to_move
    with pytest.raises(NotYourTurnError, match=f"seat {other} cannot act now"):
        state.apply(state.legal_actions()[0], seat=other)


def test_no_seat_is_said_before_the_game_over() -> None:
    """After the end, a seat that is no seat is still named as such (the caller's bug comes
    first, as ``view`` says it whatever the game's state)."""
    state = _new(mb)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    with pytest.raises(NoSuchSeatError):
        state.apply("discard 25", seat=5)


def test_each_game_says_itself_when_unattended_play_may_never_end() -> None:
    """The core named Rush Hour Shift to refuse its endless matches; the game now says
    which of its rules those are, and the refusal gives its reason word for word."""
    from roadgames.core.endless import EndlessMatchError, refuse_endless

    endless = rs.make_rules(turn_limit=0)
    reason = rs.GAME.never_ends_unattended(endless)
    assert reason is not None and "-o turn_limit=N" in reason
    assert rs.GAME.never_ends_unattended(rs.make_rules(turn_limit=1)) is None
    with pytest.raises(EndlessMatchError) as caught:
        refuse_endless("rushshift", endless)
    assert str(caught.value) == reason
    refuse_endless("rushshift", endless, humans=1)  # a person can give way, or stop
    refuse_endless("millebornes", mb.make_rules("modern", 2))  # every hand ends
