"""The summary at the end of the game: winners, final scores, hands played."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from roadgames.millebornes.scoring import HandResult
from roadgames.millebornes.state import IDLE_HANDS
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.score_sheet import (
    heads_fit,
    heads_on_top,
    padded,
    team_head,
    teams_named,
)
from roadgames.tui.screens.scrolling import SCROLL_BINDINGS, ScrollingPopUp
from roadgames.tui.widgets.footer import TranslatedFooter

#: The cells a team's name keeps, at least, in the table of hands across (a longer name is
#: shortened to them); where even that does not fit, the hands go down instead.
NAME_ROOM = 20
#: The cells the team's letter takes before its name in the table of hands across (``A · ``).
LETTER_ROOM = cell_len(team_head(0, "").plain)


class FinalScores:
    """The final scores, as wide as they are given: hands across (a row per team) where
    they fit with the names, else hands down (a column per team), so that no name is lost
    and no points are cut, however long the match. Each team is headed by its letter, as
    the table and the score sheet head it."""

    def __init__(
        self,
        team_names: Sequence[str],
        scores: Sequence[int],
        results: Sequence[HandResult],
        tr: Translator,
    ) -> None:
        self.team_names = list(team_names)
        self.scores = list(scores)
        self.results = list(results)
        self.tr = tr

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """The table that fits ``options.max_width``."""
        width = options.max_width
        if self.across_width() <= width:
            yield self.across()
        else:  # the heads at the top of the table's head (see heads_on_top)
            yield heads_on_top(lambda pads: self.down(width, pads), console, options)

    def points(self) -> list[list[str]]:
        """Each hand's points, per team, as shown."""
        return [[str(r.totals[t]) for t in range(len(self.team_names))] for r in self.results]

    def across_width(self) -> int:
        """The cells the table of hands across needs: each column's text and padding (2),
        its borders, and the names at least :data:`NAME_ROOM` cells (or their length) after
        their letters."""
        names = max(cell_len(name) for name in self.team_names)
        heads = LETTER_ROOM + min(names, NAME_ROOM)
        widths = [max(cell_len(self.tr("hand_header")), heads)]
        for result, points in zip(self.results, self.points(), strict=True):
            widths.append(max(len(str(result.hand_number)), *(len(p) for p in points)))
        widths.append(self.total_width())
        return sum(w + 2 for w in widths) + len(widths) + 1

    def total_width(self) -> int:
        """The match total's column: its header or its longest number."""
        return max(cell_len(self.tr("total_match")), *(len(str(s)) for s in self.scores))

    def across(self) -> Table:
        """A row per team (its letter before its name: :func:`team_head`), a column per
        hand, then the match total."""
        tr = self.tr
        # hands by number alone ("Hand 7" in every header leaves no room at 80 columns);
        # at a pinch the names are shortened, never the points
        table = Table(title=tr("final_scores"), expand=True)
        table.add_column(tr("hand_header"), no_wrap=True, overflow="ellipsis", ratio=1)
        columns = self.points()
        for result, points in zip(self.results, columns, strict=True):
            width = max(len(p) for p in points)
            table.add_column(str(result.hand_number), justify="right", min_width=width)
        table.add_column(
            tr("total_match"), justify="right", style="bold", min_width=self.total_width()
        )
        for team, name in enumerate(self.team_names):
            row = [points[team] for points in columns]
            table.add_row(team_head(team, name), *row, str(self.scores[team]))
        return table

    def down(self, width: int | None = None, pads: Sequence[int] = ()) -> Table:
        """A row per hand, a column per team (a long match), each headed by its letter and
        its name (:func:`team_head`): on one line where every column has room for it at
        ``width``, else the letter on a line of its own; ``pads``: blank lines after each
        column's head, the hands' first (see :func:`heads_on_top`). The match totals come
        first, under the names: where the hands scroll, they are in sight from the start."""
        tr = self.tr
        points = self.points()
        cells = [
            [*(hand[team] for hand in points), str(score)] for team, score in enumerate(self.scores)
        ]
        firsts = [tr("hand_header"), tr("total_match"), *(str(r.hand_number) for r in self.results)]
        # the first column, no_wrap: its longest text, its padding and borders on both sides
        others = max(cell_len(text) for text in firsts) + 3 + 1
        one_line = heads_fit(self.team_names, cells, others, width)
        after = padded(pads, len(self.team_names) + 1)
        table = Table(title=tr("final_scores"), expand=True)
        table.add_column(tr("hand_header") + after[0], no_wrap=True)
        for team, name in enumerate(self.team_names):
            table.add_column(team_head(team, name, one_line) + after[team + 1], justify="right")
        table.add_row(tr("total_match"), *(str(s) for s in self.scores), style="bold")
        table.add_section()
        for result, hand in zip(self.results, points, strict=True):
            table.add_row(str(result.hand_number), *hand)
        return table


class SummaryScreen(ScrollingPopUp[str]):
    """Dismissed with ``"quit"`` or ``"new"``. Where the final scores are taller than their
    box (a long match, hands down), the footer shows the keys that scroll them; the box
    has the focus, so its other keys (Page Up, Home, End) scroll it too."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "choose('quit')", "Quit"),
        Binding("n", "choose('new')", "New game"),
        Binding("escape", "choose('quit')", "Quit", show=False),
        *SCROLL_BINDINGS,
        Binding("space", "scroll_box('page')", "Next page", priority=True),
    ]
    SCROLLED = "#summary-table"
    #: Nothing goes back to the table: the game is over.
    CLOSE_ACTIONS = ()
    LEAVE_ACTIONS = ("choose('quit')",)

    def __init__(
        self,
        team_names: Sequence[str],
        scores: Sequence[int],
        winners: Sequence[int],
        results: Sequence[HandResult],
        tr: Translator,
        ended_idle: bool = False,
    ) -> None:
        super().__init__()
        self.team_names = list(team_names)
        self.scores = list(scores)
        self.winners = list(winners)
        self.results = list(results)
        self.tr = tr
        #: whether the engine's idle guard ended the match, short of its target
        self.ended_idle = ended_idle

    def compose(self) -> ComposeResult:
        """The match's winners, its final scores hand by hand, the hands played and the keys."""
        tr = self.tr
        names = teams_named(self.winners, self.team_names)
        final = FinalScores(self.team_names, self.scores, self.results, tr)
        with Vertical(id="summary-box"):
            yield Static(tr("summary"), classes="dialog-title", markup=False)
            key = "winner" if len(self.winners) == 1 else "winners"
            yield Static(tr(key, names=names), id="summary-winners", markup=False)
            with VerticalScroll(id="summary-table"):  # a long match, hands down, scrolls
                yield Static(final, markup=False)
            yield Static(tr("hands_played", n=len(self.results)), markup=False)
            if self.ended_idle:
                yield Static(tr("summary_idle", n=IDLE_HANDS), markup=False)
            yield Static(f"{tr('new')}   {tr('quit')}", classes="dialog-help", markup=False)
        yield TranslatedFooter(tr)  # its own keys, not the table's below it

    def action_choose(self, choice: str) -> None:
        """Quit, or set up a new game."""
        self.dismiss(choice)
