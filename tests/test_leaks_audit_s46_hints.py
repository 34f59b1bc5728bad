"""Hidden information in the terminal's hint key, as a session asks it (audit, session 46).

The hint (``h``) is the one computer decision made *for a person*, by the session that
holds the whole game: its state, and the seed that dealt every hand and the draw pile. The
players' own twin tests ask the players directly, at low levels or small budgets; here the
hint is asked as the table asks it (``session.hint(view)``: the level it picks, ``expert``
or ``search``, and the seed it gives that player), in twin sessions that differ in
everything the person cannot see: the cards of the other hands and of the draw pile, dealt
among them otherwise, and the session's seed (a hint drawn from it, so that hints vary from
game to game, would tell the deal). The hint's action, its English words and its reason
must be the same in both, at any moment of a random game, a private question included.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from roadgames.agents import Decision
from roadgames.millebornes import make_rules
from roadgames.rushshift import make_rules as rush_rules
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession
from unseen_twins import deal_unseen_otherwise, permute_unseen

#: Seeds of the sessions: twins are given two different ones.
seeds = st.integers(0, 2**40)


def _told(decision: Decision | None) -> tuple[str, str, str] | None:
    """A hint as the person is given it: the action, the words, the reason."""
    if decision is None:
        return None
    return str(decision.action), decision.explanation, repr(decision.reason)


def _seat_to_move_after(session: Any, steps: int, rng: random.Random) -> int | None:
    """Play ``steps`` random actions in ``session`` (either game's); the seat to move then,
    ``None`` where the match ended first."""
    for _ in range(steps):
        seat = session.state.to_move
        if session.state.is_over or seat is None:
            return None
        session.apply(seat, rng.choice(session.state.legal_actions()))
    seat = session.state.to_move
    return None if session.state.is_over else seat


def _mille_bornes_twins(
    preset: str, players: int, seed: int, other_seed: int, steps: int
) -> tuple[GameSession, GameSession, int] | None:
    """A session of people at every seat played ``steps`` random actions in, and its twin:
    another seed (the session's and the engine's, its random generator seeded afresh), the cards
    the seat to move cannot see dealt otherwise; with that seat.
    ``None`` where the match ended first."""
    rules = make_rules(preset, players)
    session = GameSession.new(rules, [PERSON] * players, seed=seed)
    rng = random.Random(seed)
    seat = _seat_to_move_after(session, steps, rng)
    if seat is None:
        return None
    twin = GameSession.new(rules, [PERSON] * players, seed=other_seed)
    twin.state = permute_unseen(session.state, seat, rng)
    twin.state.seed, twin.state.rng = other_seed, random.Random(other_seed)
    return session, twin, seat


@settings(max_examples=25)
@given(
    case=st.sampled_from([("classic", 2), ("modern", 4), ("leaflet", 3)]),
    seed=seeds,
    other_seed=seeds,
    steps=st.integers(0, 160),
)
def test_a_mille_bornes_hint_depends_on_the_persons_view_alone(
    case: tuple[str, int], seed: int, other_seed: int, steps: int
) -> None:
    """The hint for the seat to move is the same in twin sessions that differ only in what
    that seat cannot see (other hands, the draw pile, the session's seed)."""
    twins = _mille_bornes_twins(*case, seed, other_seed, steps)
    if twins is None:
        return
    session, twin, seat = twins
    view, twin_view = session.view(seat), twin.view(seat)
    assert view.to_dict() == twin_view.to_dict()  # the twins do look the same to the seat
    assert _told(session.hint(view)) == _told(twin.hint(twin_view))


def _rush_twins(
    seed: int, other_seed: int, steps: int
) -> tuple[RushSession, RushSession, int] | None:
    """A Rush Hour Shift session of two people ``steps`` random actions in, and its twin
    (see :func:`_mille_bornes_twins`); with the seat to move."""
    rules = rush_rules(setup="random", games=2, turn_limit=40)
    session = RushSession.new(rules, [PERSON, PERSON], seed=seed)
    rng = random.Random(seed)
    seat = _seat_to_move_after(session, steps, rng)
    if seat is None:
        return None
    twin = RushSession.new(rules, [PERSON, PERSON], seed=other_seed)
    twin.state = deal_unseen_otherwise(session.state, seat, rng)
    twin.state.seed, twin.state.rng = other_seed, random.Random(other_seed)
    return session, twin, seat


@settings(max_examples=25)
@given(seed=seeds, other_seed=seeds, steps=st.integers(0, 120))
def test_a_rush_hour_shift_hint_depends_on_the_persons_view_alone(
    seed: int, other_seed: int, steps: int
) -> None:
    """The hint for the seat to move is the same in twin sessions that differ only in what
    that seat cannot see (the other hand, the draw pile, the session's seed)."""
    twins = _rush_twins(seed, other_seed, steps)
    if twins is None:
        return
    session, twin, seat = twins
    view, twin_view = session.view(seat), twin.view(seat)
    assert view.to_dict() == twin_view.to_dict()
    assert _told(session.hint(view)) == _told(twin.hint(twin_view))


def test_the_twins_catch_a_hint_drawn_from_the_sessions_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The check itself: a hint player seeded from the session's seed (as a computer
    player's own is) gives twin sessions different hints, and is caught."""
    from roadgames.agents import get_agent
    from roadgames.core.seeds import derived_seed
    from roadgames.tui.session_base import SessionBase

    def seeded_hint(session: Any, view: Any) -> Decision | None:
        if not view.legal_actions:
            return None
        agent = get_agent("rushshift", "random", derived_seed("hint", session.seed))
        return agent.decide(view, view.legal_actions)

    monkeypatch.setattr(SessionBase, "hint", seeded_hint)
    caught = 0
    for seed in range(12):
        twins = _rush_twins(seed, seed + 1000, 9)
        assert twins is not None
        session, twin, seat = twins
        caught += _told(session.hint(session.view(seat))) != _told(twin.hint(twin.view(seat)))
    assert caught
