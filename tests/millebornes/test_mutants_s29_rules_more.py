"""Mutation sweep, session 29, continued: what the rules options promise that no test
pinned. Each test names the mutant it kills (the sweep's other survivors were equivalent)."""

from __future__ import annotations

from roadgames.millebornes import make_rules


def test_the_seats_after_one_are_the_others_clockwise_from_it() -> None:
    """``seats_after``: "the other seats in turn order (clockwise) from ``seat``", the
    order in which partners are asked a fast remedy. Worked by hand: of six seats, after
    seat 4 come 5, 0, 1, 2, 3; of three, after seat 0 come 1 and 2; the seat itself is
    never among them. (Mutant: the count started at 0, the seat itself put first: the
    engine's callers drop it, as an attacker is never of the team attacked.)"""
    assert make_rules("classic", 6).seats_after(4) == [5, 0, 1, 2, 3]
    assert make_rules("modern", 3).seats_after(0) == [1, 2]
    assert make_rules("modern", 2).seats_after(1) == [0]
