"""The score sheet at the end of a hand: every line of the scoring table that applied."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from roadgames.millebornes import Rules
from roadgames.millebornes.scoring import HandResult
from roadgames.tui.i18n import Translator


def score_table(
    results: Sequence[HandResult], index: int, team_names: Sequence[str], tr: Translator
) -> Table:
    """The sheet of hand ``results[index]``: one row per line that applied, the hand's
    totals and the match totals after it."""
    result = results[index]
    table = Table(expand=True)
    table.add_column(tr("line"))
    for name in team_names:
        table.add_column(name, justify="right")
    labels: list[str] = []
    for team_lines in result.lines:
        for label, _ in team_lines:
            if label not in labels:
                labels.append(label)
    for label in labels:
        cells = []
        for team_lines in result.lines:
            points = sum(p for lab, p in team_lines if lab == label)
            has = any(lab == label for lab, _ in team_lines)
            cells.append(str(points) if has else "")
        table.add_row(tr.score_line(label), *cells)
    table.add_section()
    table.add_row(tr("total_hand"), *(str(t) for t in result.totals), style="bold")
    match = [sum(r.totals[t] for r in results[: index + 1]) for t in range(len(team_names))]
    table.add_row(tr("total_match"), *(str(t) for t in match), style="bold cyan")
    return table


class ScoreSheetScreen(ModalScreen[None]):
    """Shows one hand's score sheet; Enter goes on."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "Continue"),
        Binding("escape", "close", "Continue", show=False),
        Binding("space", "close", "Continue", show=False),
    ]

    def __init__(
        self,
        results: Sequence[HandResult],
        index: int,
        team_names: Sequence[str],
        rules: Rules,
        match_goes_on: bool,
        tr: Translator,
    ) -> None:
        super().__init__(id="score-sheet")
        self.results = list(results)
        self.index = index
        self.team_names = list(team_names)
        self.rules = rules
        self.match_goes_on = match_goes_on
        self.tr = tr

    def compose(self) -> ComposeResult:
        tr = self.tr
        result = self.results[self.index]
        with Vertical(id="sheet-box"):
            yield Static(
                tr("score_sheet", n=result.hand_number), classes="dialog-title", markup=False
            )
            yield Static(tr("hand_ended", how=tr(f"how_{result.how}")), markup=False)
            with VerticalScroll(id="sheet-table"):
                yield Static(
                    score_table(self.results, self.index, self.team_names, tr), markup=False
                )
            if self.match_goes_on:
                yield Static(tr("match_to", target=self.rules.match_target), markup=False)
            yield Static(tr("continue"), classes="dialog-help", markup=False)

    def action_close(self) -> None:
        """Go on to the next hand (or the summary)."""
        self.dismiss(None)
