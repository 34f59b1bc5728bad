"""Text fitted to a width of screen cells: a line cut short in ``…``, a line whose name
is cut so that the rest of it stays whole, a table's top line, lines broken where French
typography allows. Both games' tables measure their top lines and messages with these."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from itertools import accumulate
from typing import TYPE_CHECKING

from rich.cells import cell_len, chop_cells
from textual.content import Content

if TYPE_CHECKING:
    from textual.widget import Widget

#: The cells of a frame's top line that its title cannot have: the two corners, and a
#: line and a space on either side of the title (``╭─ Speed ─╮``).
TITLE_FRAME = 6


def title_fits(title: str, frame_width: int) -> bool:
    """Whether ``title`` fits whole on the top line of a frame ``frame_width`` cells wide
    (a tableau, a pile), :data:`TITLE_FRAME` of them taken by the frame.

    >>> title_fits("Speed", 11), title_fits("Speed", 10)
    (True, False)
    """
    return cell_len(title) <= frame_width - TITLE_FRAME


def narrowest(frames: Iterable[Widget]) -> int | None:
    """The width of the narrowest of ``frames`` laid out (``None`` where none is yet): alike
    frames side by side are as wide as the screen's columns fall, and what must fit them
    all (a title, a word on the border) is fitted to it, the same on each."""
    return min((frame.outer_size.width for frame in frames if frame.outer_size.width), default=None)


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
    cut = fit_line(name, room) if room > 0 else ""
    if cut.strip() in ("", "…"):  # a name of "…" alone says nothing (no room, or no room
        return fit_line(whole, width)  # for a wide first character beside the "…")
    return line(cut)


def fit_placeholder(placeholder: str, width: int) -> str:
    """A line that names what is empty, ``Safeties: —`` (a tableau with no safety, a pile
    with no card), on ``width`` cells: where it is wider, its label is cut short in ``…``
    so that the ``—`` after it (none) stays in sight (six tableaux across 80 columns, in
    German), rather than the line cropped to ``Sicherheits``.

    >>> fit_placeholder("Safeties: —", 20), fit_placeholder("Sicherheitskarten: —", 11)
    ('Safeties: —', 'Sicherh…: —')
    """
    label, colon, after = placeholder.rpartition(":")
    if not colon or width <= 0:
        return placeholder
    return fit_named(label, lambda cut: f"{cut}{colon}{after}", width)


def fit_line(text: str, width: int) -> str:
    """``text`` on one line of at most ``width`` cells: whole where it fits, else its
    longest start that fits beside a ``…``, then the ``…`` (a wide character that would
    straddle the cut is left out whole, with no blank in its place).

    >>> fit_line("Draw pile 24", 20), fit_line("Draw pile 24", 8), fit_line("漢字漢字", 4)
    ('Draw pile 24', 'Draw pi…', '漢…')
    """
    width = max(width, 1)
    if cell_len(text) <= width:
        return text
    # cut before the first character that leaves no room for the "…" (the text is wider)
    widths = accumulate(cell_len(character) for character in text)
    kept = next(index for index, used in enumerate(widths) if used >= width)
    return f"{text[:kept]}…"


def fit_status(parts: Sequence[str], last: Callable[[str], str], name: str, width: int) -> str:
    """A table's top line on ``width`` cells: ``parts`` (the game's name first), then
    ``last(name)`` (whose turn it is), joined by `` · ``. Where it is wider, the game's name
    goes first, then ``name`` is cut short (see :func:`fit_named`): whose turn it is stays
    whole. A ``last`` that names no one is given ``""``.

    >>> turn = lambda name: f"{name} to play"
    >>> fit_status(["Mille Bornes", "Hand 1"], turn, "Ada", 40)
    'Mille Bornes · Hand 1 · Ada to play'
    >>> fit_status(["Mille Bornes", "Hand 1"], turn, "Ada", 30)
    'Hand 1 · Ada to play'
    >>> fit_status(["Mille Bornes", "Hand 1"], turn, "Ada Lovelace", 24)
    'Hand 1 · Ada Lo… to play'
    """
    kept = list(parts)
    if cell_len(" · ".join([*kept, last(name)])) > width:
        kept = kept[1:]

    def line(who: str) -> str:
        return " · ".join([*kept, last(who)])

    return fit_named(name, line, width) if name else fit_line(line(""), width)


#: A word and the spaces after it: where a line may break (before it), as the screen's
#: own wrapping has it.
_WORD = re.compile(r"\s*\S+\s*")
#: The marks French sets after a space (``À vous :``), which must not begin a line.
_HELD_BACK = tuple(":;!?»")
#: A space the screen could break at that French typography forbids breaking at.
_SET_APART = re.compile(r"\s[:;!?»]|«\s")


def sets_marks_apart(text: str) -> bool:
    """Whether ``text`` has a mark set apart by a space, as French sets them (``À vous :``,
    ``« Stop »``): where it has none, :func:`wrap_french` breaks it just as the screen
    does, and the screen may as well.

    >>> sets_marks_apart("À vous : choisissez"), sets_marks_apart("Your turn: pick")
    (True, False)
    """
    return _SET_APART.search(text) is not None


def wrap_french(text: str, width: int) -> str:
    r"""``text`` broken into lines of ``width`` cells where a word does not fit, as the
    screen's own wrapping breaks it, but never at the space before a mark French sets apart
    (``:``, ``;``, ``!``, ``?``, ``»``) nor after ``«``: the screen breaks at any space,
    which began a line with the ``:`` of "À vous : choisissez…". A word wider than a line
    is cut as the screen cuts it, the next words after its last piece.

    >>> wrap_french("À vous : choisissez une carte", 7)
    'À\nvous :\nchoisis\nsez une\ncarte'
    >>> wrap_french("Your turn: pick a card", 12)
    'Your turn:\npick a card'
    """
    return "\n".join(_wrapped(line, width) for line in text.split("\n"))


def _wrapped(line: str, width: int) -> str:
    """One line of :func:`wrap_french`."""
    words: list[str] = []
    for word in _WORD.findall(line) or [line]:
        if words and (word.startswith(_HELD_BACK) or words[-1].rstrip().endswith("«")):
            words[-1] += word
        else:
            words.append(word)
    lines = [""]
    for word in words:
        if lines[-1] and cell_len(lines[-1] + word.rstrip()) > width:
            lines[-1] = lines[-1].rstrip()
            lines.append("")
        if not lines[-1] and cell_len(word.rstrip()) > width:
            # wider than a line: cut as the screen cuts it, the next words after its end
            *whole, word = chop_cells(word, width)
            lines[-1:] = [*whole, ""]
        lines[-1] += word
    return "\n".join(lines)


def french_lines(text: str, width: int) -> str:
    r"""``text`` broken into lines of ``width`` cells by :func:`wrap_french` where it has a
    mark set apart (:func:`sets_marks_apart`), else as given: the screen's own wrapping
    breaks it just as :func:`wrap_french` would, at whatever width it has then.

    >>> french_lines("À vous : choisissez", 10), french_lines("Your turn: pick", 10)
    ('À vous :\nchoisissez', 'Your turn: pick')
    """
    return wrap_french(text, width) if sets_marks_apart(text) else text


def wrap_french_markup(markup: str, width: int) -> str:
    """Content markup (``Appuyez sur [b]q[/b] …``) whose text is broken into lines as
    :func:`wrap_french` breaks it, its styles kept: for text Textual wraps itself at a
    width known beforehand (a notice). Where the text has no mark set apart, or a word
    wider than a line (cut where no space is), the markup is returned as given.

    >>> wrap_french_markup("[b]q[/b] : quitter", 8)
    '[b]q[/b] :\\nquitter'
    """
    content = Content.from_markup(markup)
    plain = content.plain
    broken = wrap_french(plain, width)
    if not sets_marks_apart(plain) or len(broken) != len(plain):
        return markup
    pieces: list[Content | str] = []
    start = 0
    for index, (was, now) in enumerate(zip(plain, broken, strict=True)):
        if was != now:  # a space the line breaks at
            pieces += [content[start:index], "\n"]
            start = index + 1
    return Content.assemble(*pieces, content[start:]).markup
