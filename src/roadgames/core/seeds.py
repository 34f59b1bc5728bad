"""Seeds drawn from other seeds, and random generators copied for clones.

Drawn one way: a player's own seed does not give its deal away by itself. The seeds a run
draws follow from the run's ``--seed`` all the same (so that the run can be played again),
so a player that guesses that seed deals its games again: a run's seed is public, and a
contest of others' players wants one they cannot guess (README, "Your own player")."""

from __future__ import annotations

import contextlib
import operator
import random
import re
import sys

from roadgames.core.errors import RoadgamesError, echoed

#: Bits of every seed drawn here and of fresh seeds: too many to search them all for the one
#: that deals what a player sees.
SEED_BITS = 63
#: The seed of a game dealt from stacked decks where none is given: what chance is left (a
#: reshuffle of the discards, the next hands of a match) then plays the same every time, so
#: that its record replays.
STACKED_SEED = 0


def checked_seed(seed: object) -> int | None:
    """``seed`` if it is a whole number or ``None`` (a fresh shuffle); ``RoadgamesError``
    otherwise. ``random.Random`` would take ``"7"`` or ``1.5`` too, but a record keeps an
    integer, so a game dealt from one could not be replayed; ``True`` would deal seed 1's
    game and be written as ``true``.

    Python's generator seeds with the magnitude of an integer, so ``-7`` deals the same
    game as ``7``: draw seeds from 0 up to tell games apart.

    >>> checked_seed(7), checked_seed(None)
    (7, None)
    >>> checked_seed("7")
    Traceback (most recent call last):
    ...
    roadgames.core.errors.RoadgamesError: a seed must be a whole number or None, not str
    """
    if seed is None:
        return None
    if not isinstance(seed, bool):
        with contextlib.suppress(TypeError):
            return operator.index(seed)  # type: ignore[arg-type]  # NumPy's integers too
    raise RoadgamesError(f"a seed must be a whole number or None, not {type(seed).__name__}")


class SeedTooLongError(RoadgamesError):
    """A seed typed with more digits than Python reads as a whole number: its limit
    (``sys.get_int_max_str_digits``, 4300 unless set otherwise) refuses it, and a record
    that held it could not be read back."""

    def __init__(self, digits: int, limit: int) -> None:
        super().__init__(f"a seed is a whole number of at most {limit} digits, not {digits}")
        self.digits = digits
        self.limit = limit


#: A whole number as Python reads one: a sign, then digits with single underscores between.
_WHOLE_NUMBER = re.compile(r"[+-]?(\d+(?:_\d+)*)")


def read_whole_seed(text: str) -> int:
    """A seed typed, of either sign: a whole number (``RoadgamesError`` otherwise, and
    :class:`SeedTooLongError` for one of more digits than Python reads, said as that
    rather than as no number). What :func:`read_seed` reads before it refuses a negative
    one.

    >>> read_whole_seed("-5")
    -5
    >>> read_whole_seed("1" * 4301)
    Traceback (most recent call last):
    ...
    roadgames.core.seeds.SeedTooLongError: a seed is a whole number of at most 4300 digits, not 4301
    """
    try:
        return int(text)
    except ValueError:
        number, limit = _WHOLE_NUMBER.fullmatch(text.strip()), sys.get_int_max_str_digits()
        digits = 0 if number is None else len(number.group(1).replace("_", ""))
        if limit and digits > limit:
            raise SeedTooLongError(digits, limit) from None
        raise RoadgamesError(f"a seed is a whole number, not {echoed(text.strip())!r}") from None


def read_seed(text: str, deals: bool = True) -> int:
    """A seed typed: a whole number from 0 (``RoadgamesError`` otherwise;
    :class:`SeedTooLongError` for one too long to read), the same rule for every command.
    A negative one is refused: where the seed ``deals`` a game, Python's generator drops
    the sign, so ``-5`` would deal the game ``5`` deals (said so); a run of many games
    (``simulate``, ``tournament``: ``deals=False``) draws its seeds from it all the same,
    and one rule is simpler to tell.

    >>> read_seed(" 7 ")
    7
    >>> read_seed("-5")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    roadgames.core.errors.RoadgamesError: -5 is negative: seeds are whole numbers from 0 ...
    """
    try:
        seed = read_whole_seed(text)
    except SeedTooLongError:
        raise
    except RoadgamesError:
        raise RoadgamesError(
            f"a seed is a whole number from 0, not {echoed(text.strip())!r}"
        ) from None
    if seed < 0:
        same = f" ({-seed} deals the same game)" if deals else ""
        raise RoadgamesError(f"{seed} is negative: seeds are whole numbers from 0{same}")
    return seed


def chance_seed(seed: int | None, decks: object) -> int | None:
    """The seed a game draws its chance from: ``seed``, else for stacked ``decks`` (a
    non-empty list: an empty one stacks nothing) :data:`STACKED_SEED`, else None (a fresh
    shuffle)."""
    return STACKED_SEED if seed is None and decks else seed


def derived_seed(*parts: object) -> int:
    """A seed drawn from ``parts`` (a purpose first, such as ``"deal"``, keeps the seeds of
    different uses apart); the same parts always give the same seed."""
    return random.Random(":".join(map(str, parts))).getrandbits(SEED_BITS)


def fresh_seed() -> int:
    """A seed nobody can predict (from the operating system's randomness)."""
    return random.SystemRandom().getrandbits(SEED_BITS)


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator that goes on exactly as ``rng`` would (for ``clone``)."""
    # Random() would seed itself from the system's randomness only for setstate to overwrite
    # it: half a clone's time. setstate sets every part of the state, gauss_next included.
    copy = random.Random.__new__(random.Random)
    copy.setstate(rng.getstate())
    return copy
