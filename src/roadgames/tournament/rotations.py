"""How many games each deal of a tournament is played in: once per rotation of the teams'
seats, and in a round robin (more lineups than teams) once per rotation of every group of
lineups. Apart from the seating, which needs the players, so that the statistics can count
whole deals without them."""

from __future__ import annotations

import math
from functools import cache
from itertools import combinations

from roadgames.core.errors import RoadgamesError

#: The most games one deal may take in a round robin (groups of lineups × rotations).
MAX_ROTATIONS = 1_000


def rotation_count(lineups: int, teams: int) -> int:
    """How many games each deal is played in: once per distinct rotation of the teams, and
    in a round robin (more lineups than teams) once per rotation of every group of
    ``teams`` lineups. Fewer lineups than teams fill the table in turn (``a b a b``); where
    their number divides the teams', a rotation by it seats every player where it sat
    before, so only that many rotations are distinct (a game played twice would count
    twice). Refuses more than :data:`MAX_ROTATIONS`.

    >>> rotation_count(2, 2), rotation_count(2, 3), rotation_count(2, 4), rotation_count(4, 3)
    (2, 3, 2, 12)
    """
    if lineups <= teams:
        count = lineups if teams % lineups == 0 else teams
    else:
        count = math.comb(lineups, teams) * teams
    if count > MAX_ROTATIONS:
        raise RoadgamesError(
            f"{lineups} players for {teams} teams make a round robin of {count:,} games per "
            f"deal (at most {MAX_ROTATIONS:,}): name fewer"
        )
    return count


@cache
def groups(lineups: int, teams: int) -> list[tuple[int, ...]]:
    """The groups of ``teams`` lineups a round robin seats, in order."""
    return list(combinations(range(lineups), teams))
