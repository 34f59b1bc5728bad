"""The Rush Hour Shift board is drawn again only where something it shows has changed:
the table draws itself anew at each view, and most views after a move (the card chosen,
the computer's turn begun) leave the board as it was, each redraw about 8 ms of the
interface's time."""

from __future__ import annotations

from typing import Any

from test_mutants_s33_rush_board import board

from roadgames.rushshift.vehicles import GOLD
from roadgames.tui.rushshift.board import BoardLabels, BoardWidget

LABELS = BoardLabels()


class CountedBoard(BoardWidget):
    """A board widget, unmounted, that notes each redraw asked of it (and whether its
    layout was to be done again) instead of doing it."""

    def __init__(self) -> None:
        super().__init__()
        self.redraws: list[bool] = []

    def refresh(self, *args: Any, layout: bool = False, **kwargs: Any) -> Any:
        self.redraws.append(layout)
        return self

    def _set_max_height(self) -> None:
        pass  # needs a mounted widget's styles; the redraws are what is counted


def test_an_equal_board_is_not_drawn_again() -> None:
    widget = CountedBoard()
    widget.show(board(), None, LABELS, False)
    widget.show(board(), None, LABELS, False)  # another copy, the same board
    assert widget.redraws == [False]


def test_each_change_it_shows_draws_it_again() -> None:
    """A moved board, another vehicle emphasised, other words, the larger squares: each
    is drawn (the last laid out again too)."""
    widget = CountedBoard()
    widget.show(board(), None, LABELS, False)
    widget.show(board(left=1), None, LABELS, False)
    widget.show(board(left=1), GOLD, LABELS, False)
    widget.show(board(left=1), GOLD, BoardLabels("gauche", "droite", "bloqué"), False)
    widget.show(board(left=1), GOLD, BoardLabels("gauche", "droite", "bloqué"), True)
    assert widget.redraws == [False, False, False, False, True]
    assert widget.board == board(left=1) and widget.highlight == GOLD and widget.large
