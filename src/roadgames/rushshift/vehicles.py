"""The vehicles in the box: two hero cars and twelve blocking vehicles.

Each vehicle has a fixed index (used by the board's arrays), a one-letter name (used in
notation, set-ups and pictures) and a length. Blocking vehicles of the same length are
interchangeable in the rules; the names only tell them apart on the board. The cars skip
``G`` (the gold hero) and ``I`` (too like ``1``).

>>> NAMES[GOLD], NAMES[SILVER], LENGTHS[index_of("q")]
('G', 'S', 3)
"""

from __future__ import annotations

from roadgames.core.errors import MalformedActionError

#: Index of the gold hero car (seat 0): starts on the left, leaves through the right end.
GOLD = 0
#: Index of the silver hero car (seat 1): starts on the right, leaves through the left end.
SILVER = 1
HEROES = (GOLD, SILVER)
#: The hero each seat drives (seat 0 gold, seat 1 silver).
HERO_OF_SEAT = (GOLD, SILVER)

#: Names by index: the heroes, 8 cars of length 2, 4 buses and trucks of length 3.
NAMES: tuple[str, ...] = ("G", "S", "A", "B", "C", "D", "E", "F", "H", "J", "O", "P", "Q", "R")
LENGTHS: tuple[int, ...] = (2, 2) + (2,) * 8 + (3,) * 4
NUM_VEHICLES = len(NAMES)
#: Blocking vehicles by length, in naming order (what a set-up may use at most).
CARS: tuple[int, ...] = tuple(range(2, 10))
LONG: tuple[int, ...] = tuple(range(10, 14))
BLOCKERS: tuple[int, ...] = CARS + LONG

_INDEX = {name: i for i, name in enumerate(NAMES)}


def index_of(name: str) -> int:
    """The index of the vehicle called ``name`` (case-insensitive)."""
    index = _INDEX.get(name.strip().upper())
    if index is None:
        raise MalformedActionError(f"no vehicle {name!r}; vehicles are {' '.join(NAMES)}")
    return index
