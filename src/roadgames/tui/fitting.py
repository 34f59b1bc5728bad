"""Text fitted to a width of screen cells: a line cut short in ``…``, or a line whose
name is cut so that the rest of it stays whole. Both games' tables measure their top lines
and messages with these."""

from __future__ import annotations

from collections.abc import Callable

from rich.cells import cell_len
from textual.content import Content


def fit_named(name: str, line: Callable[[str], str], width: int) -> str:
    """``line(name)`` on one line of ``width`` cells: where it does not fit, the name in it
    is cut short in ``…`` so that the rest of the line stays whole, or where that leaves the
    name no room, the line itself.

    >>> thinking = lambda name: f"{name} (silver): thinking…"
    >>> fit_named("CPU greedy", thinking, 40), fit_named("CPU greedy", thinking, 26)
    ('CPU greedy (silver): thinking…', 'CPU g… (silver): thinking…')
    >>> fit_named("CPU greedy", thinking, 11)
    'CPU greedy…'
    """
    whole = line(name)
    room = cell_len(name) - (cell_len(whole) - width)
    if room >= cell_len(name):
        return whole
    if room < 2:  # a name of "…" alone says nothing
        return fit_line(whole, width)
    return line(fit_line(name, room))


def fit_line(text: str, width: int) -> str:
    """``text`` on one line of ``width`` cells: whole where it fits, else cut short in
    ``…``.

    >>> fit_line("Draw pile 24", 20), fit_line("Draw pile 24", 8)
    ('Draw pile 24', 'Draw pi…')
    """
    return Content(text).truncate(max(width, 1), ellipsis=True).plain
