"""The Rush Hour Shift table's words fitted to the screen: whether the board is drawn large,
the number keys that pick each choice, lines wrapped (a line's end cut short in ``…``:
:mod:`roadgames.tui.fitting`), the message and the prompt under the hand, and
the turn the top line names. The table screen lays them out; these only measure text."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from textual.content import Content
from textual.geometry import Size

from roadgames.rushshift import RushShiftView
from roadgames.rushshift.actions import Action, Kind
from roadgames.rushshift.cards import Card
from roadgames.tui.fitting import fit_line, wrap_french

#: The screen size from which the board is drawn at 4×2 characters a square.
LARGE_BOARD = (110, 36)
#: The number keys (1 to 9).
NUMBER_KEYS = 9
#: The most rows a message takes under the hand (the prompt has the row after them).
MESSAGE_ROWS = 2


def large_board(size: Size) -> bool:
    """Whether a screen of ``size`` draws the board large (see :data:`LARGE_BOARD`)."""
    return size.width >= LARGE_BOARD[0] and size.height >= LARGE_BOARD[1]


def key_numbers(choices: Sequence[Action], hand: Sequence[Card]) -> tuple[tuple[int, ...], ...]:
    """For each choice, the number keys that pick it (and that the list shows by it). A card
    to play is picked by the number it bears in the hand, so two cards alike give their one
    choice two numbers; any other choice by its place in the list (from the first to the
    ninth).

    >>> from roadgames.rushshift.actions import END, PLAY
    >>> hand = (Card.MOVE3, Card.MS2, Card.MS2, Card.MS3)
    >>> key_numbers([PLAY[Card.MOVE3], PLAY[Card.MS2], PLAY[Card.MS3]], hand)
    ((1,), (2, 3), (4,))
    >>> key_numbers([END], hand)
    ((1,),)
    """
    return tuple(
        tuple(n for n, card in enumerate(hand, start=1) if card == action.card)
        if action.kind == Kind.PLAY
        else ((index + 1,) if index < NUMBER_KEYS else ())
        for index, action in enumerate(choices)
    )


def fit_rows(text: str, width: int, rows: int) -> list[str]:
    """``text`` wrapped to ``width`` cells, in at most ``rows`` lines (at least one): where
    some is left out, the last line is filled with what follows, cut short in ``…``. Its
    lines are broken where French typography allows (:func:`wrap_french`): not before the
    ``:`` of "Jouez d'abord une carte :".

    >>> fit_rows("one two three", 7, 2)
    ['one two', 'three']
    >>> fit_rows("one two three four", 7, 2)
    ['one two', 'three …']
    >>> fit_rows("Saved in /home/someone", 12, 1)
    ['Saved in /h…']
    """
    rows = max(rows, 1)
    width = max(width, 1)
    lines = [row.plain.rstrip() for row in Content(wrap_french(text, width)).wrap(width)]
    if len(lines) <= rows:
        return lines
    kept, end = lines[: rows - 1], 0
    for line in kept:  # where the rest begins: wrapping keeps the text, less the breaks
        found = text.find(line, end)
        if found < 0:  # not as it was (tabs expanded): the rest as wrapped
            return [*kept, fit_line(" ".join(lines[rows - 1 :]), width)]
        end = found + len(line)
    return [*kept, fit_line(text[end:].lstrip().replace("\n", " "), width)]


def prompt_lines(message: str, prompt: str, width: int, rows: int = MESSAGE_ROWS) -> str:
    """The lines under the hand, ``width`` cells wide: ``message`` then ``prompt``, on one
    line where both fit, else the message on lines of its own (at 80 columns the two seldom
    fit together), at most ``rows`` of them (:data:`MESSAGE_ROWS` unless the screen is
    short of them), so that the prompt is always whole; a message cut short ends in ``…``.

    >>> prompt_lines("Saved.", "Your turn", 20)
    'Saved.  Your turn'
    >>> print(prompt_lines("Not possible now.", "Your turn", 20))
    Not possible now.
    Your turn
    >>> print(prompt_lines("Saved to /home/someone/games/rush.json", "Your turn", 16))
    Saved to
    /home/someone/g…
    Your turn
    """
    if not message or not prompt:
        return message or prompt
    line = f"{message}  {prompt}"
    if cell_len(line) <= width:
        return line
    return "\n".join([*fit_rows(message, width, rows), prompt])


def shown_turn(view: RushShiftView) -> int:
    """The turn the top line names, counted from 1: the one being played, or once a game is
    drawn at the turn limit, the last one played (the count has moved past it)."""
    limit = view.rules.turn_limit
    return min(view.turn + 1, limit) if limit else view.turn + 1
