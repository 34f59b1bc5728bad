"""A card drawn as a small bordered box, coloured by kind; a hand card can be clicked."""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.app import RenderResult
from textual.events import Click, Resize
from textual.message import Message
from textual.widgets import Static

from roadgames.millebornes.cards import Card
from roadgames.tui.fitting import TITLE_FRAME, fit_placeholder, narrowest, title_fits
from roadgames.tui.i18n import Translator

_KIND_CLASSES = ("kind-distance", "kind-hazard", "kind-remedy", "kind-safety", "kind-back")
_STATE_CLASSES = ("legal", "selected", "empty", "dim", "drawn")
#: The fewest cells a pile's title may be cut to: two letters and the "…" (``Ba…``).
MIN_TITLE = 3


def card_kind(card: Card) -> str:
    """``distance``, ``hazard``, ``remedy`` or ``safety``."""
    if card <= Card.D200:
        return "distance"
    if card <= Card.STOP:
        return "hazard"
    if card <= Card.ROLL:
        return "remedy"
    return "safety"


#: A soft hyphen: where a word may break, with a hyphen, if it must (a compound's seam).
SOFT_HYPHEN = "\u00ad"


def fit_words(text: str, width: int) -> str:
    """``text`` in lines of at most ``width`` characters, broken at spaces. A word longer than
    a line is broken in two with a hyphen (at its own hyphen, if it has one), not cut at the
    edge wherever that falls; a word spelt with soft hyphens breaks at one of them (the last
    that leaves a head that fits), which show only there.

    >>> print(fit_words("Véhicule Prioritaire", 10))
    Véhicule
    Priori-
    taire
    >>> print(fit_words("Puncture-Proof", 10))
    Puncture-
    Proof
    >>> print(fit_words("Nopeus\u00adrajoitus", 12))
    Nopeus-
    rajoitus
    >>> fit_words("Vara\u00adrengas", 12), fit_words("Roll", 10)
    ('Vararengas', 'Roll')
    """
    if width <= 0 or len(text.replace(SOFT_HYPHEN, "")) <= width:
        return text.replace(SOFT_HYPHEN, "")
    pieces: list[str] = []
    for word in text.split():
        pieces += _word_pieces(word, width)
    lines: list[str] = []
    for piece in pieces:
        if lines and not lines[-1].endswith("-") and len(lines[-1]) + 1 + len(piece) <= width:
            lines[-1] += f" {piece}"
        else:
            lines.append(piece)
    return "\n".join(lines)


def _word_pieces(word: str, width: int) -> list[str]:
    """One word as :func:`fit_words` lays it out: whole where it fits, else broken, each
    piece ending in a hyphen fitting the line where the width allows: at the last soft
    hyphen that leaves a head that fits, else at its own hyphen, else where the line ends
    (or halfway, if that comes first); the rest broken again as need be."""
    plain = word.replace(SOFT_HYPHEN, "")
    if len(plain) <= width or width < 2:
        return [plain]
    seams = [i for i, char in enumerate(word) if char == SOFT_HYPHEN]
    fitting = [i for i in seams if len(word[:i].replace(SOFT_HYPHEN, "")) < width]
    if fitting:
        head, tail = word[: fitting[-1]].replace(SOFT_HYPHEN, ""), word[fitting[-1] + 1 :]
        return [f"{head}-", *_word_pieces(tail, width)]
    if "-" in plain[1:-1] and len(plain.split("-", 1)[0]) < width:
        head, tail = plain.split("-", 1)
        return [f"{head}-", *_word_pieces(tail, width)]
    cut = min((len(plain) + 1) // 2, width - 1)
    return [f"{plain[:cut]}-", *_word_pieces(plain[cut:], width)]


def face_text(name: str, width: int, height: int, short: str | None = None) -> Text:
    r"""A card's ``name`` on a face of ``width`` × ``height``: broken into lines by
    :func:`fit_words`; where they are more than the face holds (a face of one line, say),
    the last line takes the rest of the name and ends in "…" where it is cut (the first
    part of a broken name alone could not be told from another's). A face of one line too
    narrow for the name shows ``short`` instead, where given (the language's short name of
    a card whose name, cut, would read as another's).

    >>> face_text("Pang-emerhensiyang Sasakyan", 14, 2).plain
    'Pang-\nemerhensiyang…'
    >>> face_text("Réparations", 8, 1).plain
    'Réparat…'
    >>> face_text("Semaforo Verde", 10, 1, "Sem. Verde").plain
    'Sem. Verde'
    """
    whole = name.replace(SOFT_HYPHEN, "")
    if height <= 1 and short and len(whole) > width:
        whole = short
    lines = [whole] if height <= 1 else fit_words(name, width).split("\n")
    if len(lines) > height > 0:
        lines = [*lines[: height - 1], " ".join(lines[height - 1 :]).replace("- ", "")]
    if len(lines[-1]) > width > 0:
        lines[-1] = f"{lines[-1][: width - 1]}…"
    return Text("\n".join(lines), style="bold", no_wrap=True)


class CardWidget(Static):
    """One card face, a card back, or an empty slot."""

    class Chosen(Message):
        """A card (by position) was clicked."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, index: int | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="card")
        self.index = index
        self.card: Card | None = None
        self._shown: tuple[object, ...] | None = None
        #: The name on the card face shown (``None``: a back or an empty slot).
        self._face: str | None = None
        #: Its short name for a face of one line too narrow for it, where it has one.
        self._short: str | None = None
        #: The frame's title, and its short form for a frame too narrow for it.
        self._label = ""
        self._short_label = ""
        #: Whether the card is a band, a line with no frame (:meth:`show_as_band`).
        self.band = False
        #: A band's line where the pile is empty, named whole and short (``Speed: —``),
        #: and whether it is named whole: where every band of its pile has room for that.
        self._empty_lines = ("", "")
        self._empty_whole = True

    def show(
        self,
        card: Card | None,
        tr: Translator,
        *,
        label: str = "",
        short_label: str = "",
        note: str = "",
        legal: bool = False,
        selected: bool = False,
        back: bool = False,
        dim: bool = False,
        drawn: bool = False,
        empty_text: str = "",
    ) -> None:
        """Draw ``card`` (or a back, or an empty slot with ``empty_text``); ``drawn``: the
        card drawn this turn (its label, which says so, stands out); ``short_label``: the
        label for a frame too narrow for ``label`` (a pile at a crowded table)."""
        key: tuple[object, ...] = (card, tr.lang, label, short_label, note, empty_text)
        key += (legal, selected, back, dim, drawn)
        if key == self._shown:
            return  # redrawing costs a restyle and a repaint
        self._shown = key
        self.card = None if back else card
        wanted: set[str] = set()
        self._face = None
        if back:
            wanted.add("kind-back")
            self.update(Text("▚▚▚", style="bold"), layout=False)
        elif card is None:
            wanted.add("empty")
            self.update(Text(empty_text, style="italic"), layout=False)
        else:
            wanted.add(f"kind-{card_kind(card)}")
            self._face = tr.card_face(card)
            self._short = tr.card_short(card)
            self.refresh()
        flags = ((legal, "legal"), (selected, "selected"), (dim, "dim"), (drawn, "drawn"))
        for flag, name in flags:
            if flag:
                wanted.add(name)
        managed = set(_KIND_CLASSES + _STATE_CLASSES)
        current = set(self.classes) & managed
        if current != wanted:
            # One restyle, not one per class: restyling is what costs.
            self.set_classes((set(self.classes) - managed) | wanted)
        self._label, self._short_label = label, short_label
        if label:
            named = (label, short_label or label)
            self._empty_lines = (tr("pile_empty", pile=named[0]), tr("pile_empty", pile=named[1]))
        self.fit_label()
        self.border_subtitle = note

    def fit_label(self) -> None:
        """The frame's title: the label where the frame has room for it whole, else its
        short form where it has one (a title cut to "…" is not read as the pile's name),
        cut short where it must, but none where that would keep fewer than two of its
        letters (:data:`MIN_TITLE` cells with the "…").
        The frames of a label (each team's speed pile) are as wide as the screen's columns
        fall, a cell apart: all take the short form where the narrowest needs it, rather
        than "Vit." beside "Vitesse"; so do the lines of empty piles shown as bands."""
        label = self._label
        if not self._short_label or not self.is_attached:
            self.border_title = label
            return
        alike = [pile for pile in self.screen.query(CardWidget) if pile._label == label]
        width = narrowest(alike)
        if width is not None and not title_fits(label, width):
            label = self._short_label
            if not title_fits(label, width) and width - TITLE_FRAME < MIN_TITLE:
                label = ""  # not "…" nor "S…" (six teams at 100 columns): no title
        whole = width is None or cell_len(self._empty_lines[0]) <= width
        for pile in alike:  # a pile whose own width did not change has no Resize of its own
            pile.border_title = label
            if pile._empty_whole != whole:
                pile._empty_whole = whole
                pile.refresh()

    def on_resize(self, _: Resize) -> None:
        """The label fitted to the frame's new width."""
        self.fit_label()

    def show_as_band(self, band: bool) -> None:
        """Show the card as a band, one line with no frame (the stylesheet's ``-bands``),
        or as a framed face: a band names its pile where it is empty (``Speed: —``), for
        no frame's title says which pile it is."""
        if band != self.band:
            self.band = band
            self.refresh()

    def render(self) -> RenderResult:
        """The card's name broken to the width of the face (see :func:`fit_words`); on a
        face of one line (a pile at a crowded table), its short name where it has one and
        the whole name does not fit, else as much of the name as fits, then "…". An empty
        pile shown as a band says which pile it is (``Speed: —``)."""
        width, height = self.content_size
        if self._face is None and self.band and self.card is None and self._empty_lines[0]:
            whole, short = self._empty_lines
            fits = self._empty_whole and cell_len(whole) <= width
            line = whole if fits else fit_placeholder(short, width)
            return Text(line, style="italic", no_wrap=True)
        if self._face is None:
            return super().render()
        return face_text(self._face, width, height, self._short)

    def on_click(self, event: Click) -> None:
        """A click on a hand card chooses it."""
        if self.index is not None:
            event.stop()
            self.post_message(self.Chosen(self.index))


class DrawPile(Static):
    """The draw pile: its name and how many cards it holds, on two lines where it has them,
    else on one (a short screen with a long hint below the hand). It draws its own frame,
    and only where it has three rows or more: with fewer (the log's rows given up to two
    lines of safeties and a long hint), the name and count still show, unframed.

    The frame is drawn here, not by a CSS border, so that it goes with the rows the layout
    gives in the same repaint (a class set on resizing would show an empty frame first)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"draw-pile--frame"}

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="pile", markup=False)
        self.label = ""
        self.count = 0

    def show(self, label: str, count: int) -> None:
        """Show ``count`` cards left under ``label``."""
        if (label, count) != (self.label, self.count):
            self.label, self.count = label, count
            self.refresh()

    def render(self) -> RenderResult:
        """The name above the count, or beside it on a face of one line; framed where
        there are three rows or more."""
        width, height = self.content_size
        framed = height >= 3 and width >= 3
        inside = height - 2 if framed else height
        between = "\n" if inside >= 2 else " "
        text = f"{self.label}{between}{self.count}"
        if not framed:
            return text
        # the frame's lines are whole lines: the widget's centring leaves them as they are
        inner = width - 2
        lines = [line[:inner] for line in text.split("\n")]
        top = (inside - len(lines)) // 2
        lines = [""] * top + lines
        lines += [""] * (inside - len(lines))
        frame = self.get_component_rich_style("draw-pile--frame", partial=True)
        drawn = Text(no_wrap=True, end="")
        drawn.append(f"╭{'─' * inner}╮\n", frame)
        for line in lines:
            left = (inner - len(line)) // 2
            drawn.append("│", frame)
            drawn.append(" " * left)
            # its own style: a screenshot then sets the words apart from the blanks (an
            # SVG renderer may squeeze blanks that lead a run of text)
            drawn.append(line, Style(bold=False))
            drawn.append(" " * (inner - left - len(line)))
            drawn.append("│\n", frame)
        drawn.append(f"╰{'─' * inner}╯", frame)
        return drawn
