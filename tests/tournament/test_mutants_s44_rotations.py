"""Mutants of :mod:`roadgames.tournament.rotations` that the other tests let live (session
44): the refusal past :data:`MAX_ROTATIONS` made at the limit itself (``>=``), the limit
lowered (``100``), and the groups of a round robin listed in another order."""

from __future__ import annotations

from itertools import combinations

import pytest

from roadgames.core.errors import RoadgamesError
from roadgames.tournament.rotations import MAX_ROTATIONS, groups, rotation_count


def test_exactly_the_most_rotations_are_played_and_one_more_is_refused() -> None:
    """At most :data:`MAX_ROTATIONS` games a deal: a table of that many teams for three
    lineups (which do not divide it) keeps every rotation and is played; one more team is
    refused."""
    assert MAX_ROTATIONS == 1_000
    assert MAX_ROTATIONS % 3 != 0
    assert rotation_count(3, MAX_ROTATIONS) == MAX_ROTATIONS
    with pytest.raises(RoadgamesError, match="at most 1,000"):
        rotation_count(3, MAX_ROTATIONS + 1)


def test_a_round_robin_of_a_few_hundred_games_is_still_played() -> None:
    """Ten lineups at three teams: 120 groups of three, three rotations each, 360 games a
    deal, well within the limit."""
    assert rotation_count(10, 3) == 120 * 3
    assert rotation_count(8, 4) == 70 * 4


def test_the_groups_of_a_round_robin_come_in_order() -> None:
    """The groups are listed "in order" (lexicographically, the first lineups first): the
    rotation number of a game, saved with it, names the same seating when a run resumes."""
    assert groups(4, 2) == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
    assert groups(5, 3) == sorted(combinations(range(5), 3))
    assert groups(5, 3)[0] == (0, 1, 2) and groups(5, 3)[-1] == (2, 3, 4)
