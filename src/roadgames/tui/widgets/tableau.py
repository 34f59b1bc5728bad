"""A team's tableau drawn as cards: battle and speed pile tops, the distance against the
trip as a bar, the 200s used, and the safeties (coups fourrés turned sideways: ``▭``)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult, RenderResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.events import Click, Resize
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from roadgames.millebornes import TableauView
from roadgames.tui.fitting import fit_placeholder, narrowest, title_fits
from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.card import CardWidget

UPRIGHT = "▯"
SIDEWAYS = "▭"
#: The most lines a tableau's safeties take: the table must fit 80×24 with a long hint.
SAFETY_LINES = 2
#: Between two safeties on a line.
GAP = "  "

#: A safety as the tableau shows it: its name, and whether it was a coup fourré.
Safety = tuple[str, bool]


def safety_units(view: TableauView, tr: Translator) -> tuple[Safety, ...]:
    """A tableau's safeties in the order played, each by name, coups fourrés marked."""
    coups = list(view.coups_fourres)
    units: list[Safety] = []
    for card in view.safeties:
        coup = card in coups
        if coup:
            coups.remove(card)
        units.append((tr.card(card), coup))
    return tuple(units)


def _cell(name: str, coup: bool) -> int:
    """The width of a safety with its mark as drawn: ``▯ Name``, a coup fourré with a space
    after its highlighted name (``▭ Name ``)."""
    return len(name) + 2 + coup


def _shorten(name: str, width: int) -> str:
    """``name`` in at most ``width`` characters, ``…`` for what is left out (never empty:
    a mark is always followed by something of its name)."""
    if len(name) <= width:
        return name
    return name[: max(0, width - 1)].rstrip() + "…"


def _pack(units: Sequence[Safety], width: int) -> list[list[Safety]]:
    """``units`` in lines of ``width``, a safety never split from its mark nor across lines
    (one wider than a line is shortened to it)."""
    lines: list[list[Safety]] = []
    used = 0
    for name, coup in units:
        name = _shorten(name, max(1, width - _cell("", coup)))
        if lines and used + len(GAP) + _cell(name, coup) <= width:
            lines[-1].append((name, coup))
            used += len(GAP) + _cell(name, coup)
        else:
            lines.append([(name, coup)])
            used = _cell(name, coup)
    return lines


def safety_lines(
    units: Sequence[Safety], width: int, most: int = SAFETY_LINES
) -> list[list[Safety]]:
    """The safeties laid out on lines of ``width``: whole names where they fit on ``most``
    lines, else each name shortened to an equal share of a line (a narrow tableau, with
    several teams across the screen), so that they never take more than ``most``.

    >>> safety_lines([("Driving Ace", False), ("Extra Tank", True)], 30)
    [[('Driving Ace', False), ('Extra Tank', True)]]
    >>> safety_lines([("Driving Ace", False), ("Extra Tank", True), ("Puncture-Proof", False)], 30)
    [[('Driving Ace', False), ('Extra Tank', True)], [('Puncture-Proof', False)]]
    >>> safety_lines([("Driving Ace", False), ("Extra Tank", True), ("Puncture-Proof", False)], 20)
    [[('Drivin…', False), ('Extra…', True)], [('Punctu…', False)]]
    """
    lines = _pack(units, width)
    if len(lines) <= most:
        return lines
    per_line = -(-len(units) // most)
    share = (width - len(GAP) * (per_line - 1)) // per_line
    short = [(_shorten(name, max(1, share - _cell("", coup))), coup) for name, coup in units]
    return _pack(short, width)


class SafetiesLine(Widget):
    """A tableau's safeties (``▯ Name``; a coup fourré sideways, ``▭ Name``, highlighted) on
    at most :data:`SAFETY_LINES` lines, as tall as the tallest of its row of tableaux, so
    that the tableaux keep one height."""

    DEFAULT_CSS = """
    SafetiesLine {
        height: auto;
    }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.units: tuple[Safety, ...] = ()
        self.row: tuple[tuple[Safety, ...], ...] = ()
        self.placeholder = ""

    def show(
        self, units: tuple[Safety, ...], row: tuple[tuple[Safety, ...], ...], placeholder: str
    ) -> None:
        """Show ``units``; ``row``: every tableau's safeties in the row (this one's too),
        whose tallest sets the height."""
        if (units, row, placeholder) == (self.units, self.row, self.placeholder):
            return
        layout = row != self.row
        self.units, self.row, self.placeholder = units, row, placeholder
        self.refresh(layout=layout)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The lines the row's fullest tableau needs, laid out as the narrowest tableau of
        the row is (the screen's width shared out, each tableau with its border)."""
        teams = max(1, len(self.row))
        narrowest = min(width, viewport.width // teams - 2)
        return max([1, *(len(safety_lines(units, narrowest)) for units in self.row)])

    def render(self) -> RenderResult:
        """The safeties, a line each as :func:`safety_lines` lays them out."""
        text = Text(no_wrap=True, overflow="crop", end="")
        if not self.units:
            text.append(fit_placeholder(self.placeholder, self.content_size.width), style="grey50")
            return text
        for number, line in enumerate(safety_lines(self.units, self.content_size.width)):
            if number:
                text.append("\n")
            for index, (name, coup) in enumerate(line):
                if index:
                    text.append(GAP)
                if coup:
                    text.append(f"{SIDEWAYS} {name} ", style="bold black on yellow")
                else:
                    text.append(f"{UPRIGHT} {name}", style="bold yellow")
        return text


class DistanceBar(Widget):
    """Miles against the trip, as a bar that fills the widget's width."""

    miles: reactive[int] = reactive(0)
    trip: reactive[int] = reactive(1000)
    caption: reactive[str] = reactive("")
    #: The caption's short form (``200s 1/2``), for a bar too narrow for ``caption``.
    short_caption: reactive[str] = reactive("")

    def render(self) -> Text:
        """``█████░░░░ 450/1000 · 200s played 1/2``; where the bar would get fewer than four
        cells the 200s said short (``200s 1/2``), else left out (a narrow tableau). The miles
        always show whole: the bar takes what they leave, and is left out where that is less
        than two cells (six tableaux across 80 columns, ``200/1000``)."""
        label = f" {self.miles}/{self.trip}"
        for caption in (self.caption, self.short_caption):
            if caption and self.size.width - len(label) - len(caption) - 3 >= 4:
                label += f" · {caption}"
                break
        width = self.size.width - len(label)
        text = Text(no_wrap=True, overflow="crop", end="")
        if width < 2:
            text.append(label.lstrip())
            return text
        filled = min(width, round(width * self.miles / max(1, self.trip)))
        text.append("█" * filled, style="green")
        text.append("░" * (width - filled), style="grey42")
        text.append(label)
        return text


def piles_width(width: int) -> int:
    """The width of the narrower of the two pile frames side by side in a tableau ``width``
    cells wide, its border's two taken.

    >>> piles_width(20), piles_width(27)
    (9, 12)
    """
    return (width - 2) // 2


class TableauWidget(Vertical):
    """One team's cards on the table; a click on it picks the team as a target."""

    class Chosen(Message):
        """The tableau of ``team`` was clicked."""

        def __init__(self, team: int) -> None:
            super().__init__()
            self.team = team

    def __init__(self, team: int) -> None:
        super().__init__(id=f"tableau-{team}", classes="tableau")
        self.team = team
        self._shown: tuple[object, ...] | None = None
        #: The title, and its short form for a tableau too narrow for it (:meth:`fit_title`).
        self.titles = ("", "")
        #: whether the team moves, in words: whole, and short for a narrow border
        self.subtitles = ("", "")
        #: The short names of its piles, which their frames must hold (:meth:`fit_piles`).
        self.pile_names = ("", "")

    def compose(self) -> ComposeResult:
        """The battle and speed piles, the distance bar and the safeties line."""
        with Horizontal(classes="piles"):
            yield CardWidget(id=f"battle-{self.team}")
            yield CardWidget(id=f"speed-{self.team}")
        yield DistanceBar(id=f"bar-{self.team}", classes="bar")
        yield SafetiesLine(id=f"safeties-{self.team}", classes="safeties")

    def show(
        self,
        view: TableauView,
        title: str,
        trip: int,
        max_200s: int,
        tr: Translator,
        *,
        own: bool = False,
        targetable: bool = False,
        row: tuple[tuple[Safety, ...], ...] = (),
        short_title: str | None = None,
    ) -> None:
        """Draw the tableau from its public view; ``row``: the safeties of every tableau of
        the row (see :class:`SafetiesLine`), this one's alone by default; ``short_title``:
        the title for a tableau too narrow for ``title`` (:meth:`fit_title`)."""
        key = (view, title, short_title, trip, max_200s, tr.lang, own, targetable, row)
        if key == self._shown:
            return
        self._shown = key
        self.titles = (title, short_title or title)
        state = "moving" if view.moving else "stopped"
        self.subtitles = (tr(state), tr(f"{state}_short"))
        self.pile_names = (tr("battle_short"), tr("speed_short"))
        self.fit_title()
        self.fit_state()
        self.set_class(own, "own")
        self.set_class(targetable, "target")
        battle = self.query_one(f"#battle-{self.team}", CardWidget)
        battle.show(
            view.battle_top, tr, label=tr("battle"), short_label=tr("battle_short"), empty_text="—"
        )
        speed = self.query_one(f"#speed-{self.team}", CardWidget)
        speed.show(
            view.speed_top, tr, label=tr("speed"), short_label=tr("speed_short"), empty_text="—"
        )
        bar = self.query_one(f"#bar-{self.team}", DistanceBar)
        bar.miles = view.miles
        bar.trip = trip
        bar.caption = tr("two_hundreds", n=view.two_hundreds, max=max_200s)
        bar.short_caption = tr("two_hundreds_short", n=view.two_hundreds, max=max_200s)
        units = safety_units(view, tr)
        safeties = self.query_one(f"#safeties-{self.team}", SafetiesLine)
        safeties.show(units, row or (units,), tr("safeties"))

    def fit_title(self) -> None:
        """The title on the top border: whole where the border has room for it, else its
        short form (three teams at 80 columns cut "2·B Medium 2 & Medium 5" to "2·B Medium 2
        & Mediu…": "2·B Medium 2 & 5" tells both partners). The players' names as typed (no
        markup)."""
        title, short = self.titles
        self.border_title = Content(title if title_fits(title, self.outer_size.width) else short)

    def fit_state(self) -> None:
        """The bottom border's word, whether the team moves: whole where the narrowest
        tableau has room for it, else its short form ("seis", not "pysäyt…", for six
        tableaux at 80 columns in Finnish), on every tableau alike, so that one state never
        reads as two words side by side (the tableaux are as wide as the columns fall).
        The piles too, alike on every tableau: bands (:meth:`fit_piles`) where the
        narrowest tableau's need them."""
        if not self.is_attached:
            self.border_subtitle = self.subtitles[0]
            return
        tableaux = list(self.screen.query(TableauWidget).results(TableauWidget))
        width = narrowest(tableaux)
        if width is None:
            return  # not laid out yet: its Resize fits it
        bands = not all(title_fits(name, piles_width(width)) for name in self.pile_names)
        for tableau in tableaux:  # one whose own width did not change has no Resize of its own
            whole, short = tableau.subtitles
            tableau.border_subtitle = whole if title_fits(whole, width) else short
            tableau.fit_piles(bands)

    def fit_piles(self, bands: bool) -> None:
        """The two piles side by side as framed cards, or, where ``bands``, as two lines
        across the tableau, a card's name in its colour, an empty pile named (``Speed:
        —``): five tableaux across 80 columns leave a pile's frame no room for "Battle",
        nor its face for "Accident"."""
        self.set_class(bands, "-bands")
        for pile in self.query(".piles CardWidget").results(CardWidget):
            pile.show_as_band(bands)

    def on_resize(self, event: Resize) -> None:
        """The title, and the word under it, fitted to the new width."""
        self.fit_title()
        self.fit_state()

    def on_click(self, event: Click) -> None:
        """Pick this team (as a target, or one's own tableau for a play)."""
        event.stop()
        self.post_message(self.Chosen(self.team))
