"""Session 43's mutation sweep of ``core/seeds.py``: a seed too long is told apart from
text that is no number however it is typed (a sign, spaces around it, letters after it),
and seeds drawn from different parts differ."""

from __future__ import annotations

import sys

import pytest

from roadgames.core.errors import RoadgamesError
from roadgames.core.seeds import SeedTooLongError, derived_seed, read_seed, read_whole_seed

LIMIT = sys.get_int_max_str_digits()
TOO_LONG = "7" * (LIMIT + 1)


@pytest.mark.parametrize("typed", ["+" + TOO_LONG, f"  {TOO_LONG}\n", f"\t-{TOO_LONG} "])
def test_a_seed_too_long_is_said_as_such_with_a_sign_or_spaces_around_it(typed: str) -> None:
    with pytest.raises(SeedTooLongError) as refused:
        read_whole_seed(typed)
    assert (refused.value.digits, refused.value.limit) == (LIMIT + 1, LIMIT)


def test_digits_followed_by_more_than_digits_are_no_number_not_a_seed_too_long() -> None:
    with pytest.raises(RoadgamesError) as refused:
        read_whole_seed(TOO_LONG + "x")
    assert not isinstance(refused.value, SeedTooLongError)
    assert str(refused.value).startswith("a seed is a whole number, not '777")


def test_a_seed_that_is_no_number_is_quoted_without_the_spaces_around_it() -> None:
    with pytest.raises(RoadgamesError) as refused:
        read_seed("  soon \n")
    assert str(refused.value) == "a seed is a whole number from 0, not 'soon'"


def test_seeds_drawn_from_different_parts_differ() -> None:
    """Parts are kept apart and in order: deal 1 of rotation 23 is not deal 12 of rotation
    3, nor deal 23 of rotation 1 (two such games would be dealt the same cards)."""
    seeds = {
        derived_seed("deal", 1, 23),
        derived_seed("deal", 12, 3),
        derived_seed("deal", 23, 1),
        derived_seed("deal", 123),
    }
    assert len(seeds) == 4
    assert derived_seed("deal", 1, 23) == derived_seed("deal", 1, 23)
