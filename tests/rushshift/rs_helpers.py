"""Helpers for the Rush Hour Shift tests: positions from pictures and stacked hands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from roadgames.rushshift import Board, RushShiftState, make_rules, new_game
from roadgames.rushshift.stacking import stacked_deck

EMPTY_ROW = "..... .... ....."


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


def legal_texts(state: RushShiftState) -> set[str]:
    """The legal actions as notation."""
    return {str(a) for a in state.legal_actions()}
