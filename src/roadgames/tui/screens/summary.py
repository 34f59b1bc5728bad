"""The summary at the end of the game: winners, final scores, hands played."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from roadgames.millebornes.scoring import HandResult
from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.footer import TranslatedFooter


class SummaryScreen(ModalScreen[str]):
    """Dismissed with ``"quit"`` or ``"new"``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "choose('quit')", "Quit"),
        Binding("n", "choose('new')", "New game"),
        Binding("escape", "choose('quit')", "Quit", show=False),
    ]

    def __init__(
        self,
        team_names: Sequence[str],
        scores: Sequence[int],
        winners: Sequence[int],
        results: Sequence[HandResult],
        tr: Translator,
    ) -> None:
        super().__init__(id="summary")
        self.team_names = list(team_names)
        self.scores = list(scores)
        self.winners = list(winners)
        self.results = list(results)
        self.tr = tr

    def compose(self) -> ComposeResult:
        tr = self.tr
        names = ", ".join(self.team_names[t] for t in self.winners)
        # hands by number alone ("Hand 7" in every header leaves no room at 80 columns);
        # at a pinch the names are shortened, never the points
        table = Table(title=tr("final_scores"), expand=True)
        table.add_column(tr("hand_header"), no_wrap=True, overflow="ellipsis", ratio=1)
        columns = [[str(r.totals[t]) for t in range(len(self.team_names))] for r in self.results]
        for result, points in zip(self.results, columns, strict=True):
            width = max(len(p) for p in points)
            table.add_column(str(result.hand_number), justify="right", min_width=width)
        width = max(len(tr("total_match")), *(len(str(s)) for s in self.scores))
        table.add_column(tr("total_match"), justify="right", style="bold", min_width=width)
        for team, name in enumerate(self.team_names):
            row = [points[team] for points in columns]
            table.add_row(name, *row, str(self.scores[team]))
        with Vertical(id="summary-box"):
            yield Static(tr("summary"), classes="dialog-title", markup=False)
            key = "winner" if len(self.winners) == 1 else "winners"
            yield Static(tr(key, names=names), id="summary-winners", markup=False)
            yield Static(table, markup=False)
            yield Static(tr("hands_played", n=len(self.results)), markup=False)
            yield Static(f"{tr('new')}   {tr('quit')}", classes="dialog-help", markup=False)
        yield TranslatedFooter(tr)  # its own keys, not the table's below it

    def action_choose(self, choice: str) -> None:
        """Quit, or set up a new game."""
        self.dismiss(choice)
