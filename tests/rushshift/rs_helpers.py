"""Helpers for the Rush Hour Shift tests: positions from pictures and stacked hands, and a
search for a hero's way out (to check set-ups are solvable)."""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence
from typing import Any

from roadgames.rushshift import Board, Dir, RushShiftState, make_rules, new_game
from roadgames.rushshift.board import (
    COLS,
    EMPTY,
    HORIZONTAL_DIRS,
    LEFT,
    RIGHT,
    ROWS,
    VERTICAL_DIRS,
)
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.vehicles import GOLD, SILVER

EMPTY_ROW = "..... .... ....."
#: A small open board for turn scenarios: gold (G) at the left, silver (S) at the right, a
#: vertical car A in the middle section, a horizontal car B on the right.
TURN_ROWS = (
    "..... .... .....",
    "GG... .A.. .....",
    "..... .A.. .....",
    EMPTY_ROW,
    "..... .... ...SS",
    "..... .... BB...",
)
#: Hands for :data:`TURN_ROWS`: a card of every kind on each side.
TURN_HANDS = [["MOVE2", "MS2", "SHIFT", "SLIDE"], ["MOVE3", "SLIDE", "SHIFT", "MS3"]]
#: Gold two squares from its exit on the right (a MOVE2, MOVE3 or SLIDE each wins this
#: turn), a car A that either seat may move, silver in the middle, far from its own exit.
NEAR_EXIT = (
    "..... .A.. .....",
    "..... .A.. ...GG",
    EMPTY_ROW,
    EMPTY_ROW,
    "..... .SS. .....",
    EMPTY_ROW,
)
#: Gold alone on the left, silver with a clear row to its exit: nothing gold holds (MOVE
#: cards, and only gold to move) can block it, and a SLIDE takes silver out.
OPEN_RACE = (
    EMPTY_ROW,
    "GG... .... .....",
    EMPTY_ROW,
    EMPTY_ROW,
    "..... ..SS .....",
    EMPTY_ROW,
)


def picture(*rows: str) -> str:
    """A setup option from six picture rows."""
    assert len(rows) == 6
    return "/".join(rows)


def position(
    rows: Sequence[str],
    hands: Sequence[Sequence[str]] = (),
    draw: Sequence[str] = (),
    left: int = 0,
    right: int = 0,
    **options: Any,
) -> RushShiftState:
    """A new game on the pictured board (side sections then shifted to ``left``/``right``),
    with named hands and first draws; seat 0 (gold) to move unless ``first_player``."""
    rules = make_rules(setup=picture(*rows), **options)
    state = new_game(rules, decks=[stacked_deck(rules, hands, draw)])
    if left or right:
        state.board = Board.from_picture("\n".join(rows), left, right)
    return state


def heroes_in_the_middle(left: int = 0, right: int = 0) -> Board:
    """Both heroes in the fixed middle section, nothing on the side ones (shifted to
    ``left``/``right``)."""
    return Board.from_placements({GOLD: (0, 5, True), SILVER: (5, 7, True)}, left, right)


def legal_texts(state: RushShiftState) -> set[str]:
    """The legal actions as notation."""
    return {str(a) for a in state.legal_actions()}


def rotated(board: Board) -> Board:
    """The ``board`` (lined up) turned 180°, the heroes swapping places (so that a search for
    gold's way out finds silver's)."""
    turned: dict[int, tuple[int, int, bool]] = {}
    for vehicle in board.movers():
        last_row, last_col = board.cells(vehicle)[-1]
        horizontal = board.horizontal[vehicle]
        name = {GOLD: SILVER, SILVER: GOLD}.get(vehicle, vehicle)
        turned[name] = (ROWS - 1 - last_row, COLS - 1 - last_col, horizontal)
    return Board.from_placements(turned)


def _blocked_ahead(board: Board) -> int:
    """Squares ahead of gold, on its world row, that are taken or off the grid."""
    row, count = board.world_row(GOLD), 0
    for col in range(board.col[GOLD] + 2, COLS):
        count += board.at(row, col) != EMPTY or not board.on_grid(row, col)
    return count


def gold_way_out(board: Board, limit: int) -> int | None:
    """A best-first search for a way gold can leave, every vehicle free to move (both
    players' moves together; silver never leaves) by slides and shifts: the number of
    boards expanded to find one, or ``None`` if none was found within ``limit``."""
    seen = {board.key()}
    order = itertools.count()
    heap = [(_blocked_ahead(board), next(order), board)]
    expanded = 0
    while heap and expanded < limit:
        current = heapq.heappop(heap)[2]
        expanded += 1
        children = []
        for v in current.movers():
            for d in HORIZONTAL_DIRS if current.horizontal[v] else VERTICAL_DIRS:
                far = current.slide_limit(v, d)
                if v == SILVER and d == Dir.LEFT:
                    far = min(far, current.col[SILVER])
                for distance in range(1, far + 1):
                    child = current.copy()
                    child.slide(v, d, distance)
                    children.append(child)
        for side in (LEFT, RIGHT):
            for delta in current.shift_range(side):
                child = current.copy()
                child.shift(side, delta)
                children.append(child)
        for child in children:
            if child.is_out(GOLD):
                return expanded
            if child.key() not in seen:
                seen.add(child.key())
                heapq.heappush(heap, (_blocked_ahead(child), next(order), child))
    return None
