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
from roadgames.tui.widgets.footer import TranslatedFooter


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
    """Shows one hand's score sheet; Enter goes on. Opened ``again`` (the score sheet key),
    it says it closes instead."""

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
        again: bool = False,
    ) -> None:
        super().__init__(id="score-sheet")
        self.results = list(results)
        self.index = index
        self.team_names = list(team_names)
        self.rules = rules
        self.match_goes_on = match_goes_on
        self.tr = tr
        self.again = again

    def compose(self) -> ComposeResult:
        tr = self.tr
        result = self.results[self.index]
        with Vertical(id="sheet-box"):
            yield Static(
                tr("score_sheet", n=result.hand_number), classes="dialog-title", markup=False
            )
            ended = tr("hand_ended", how=tr(f"how_{result.how}"))
            winners = self.hand_winners()
            yield Static(f"{ended} {winners}" if winners else ended, markup=False)
            with VerticalScroll(id="sheet-table"):
                yield Static(
                    score_table(self.results, self.index, self.team_names, tr), markup=False
                )
            if self.match_goes_on:
                yield Static(tr("match_to", target=self.rules.match_target), markup=False)
            help_text = tr("close" if self.again else "continue")
            yield Static(help_text, classes="dialog-help", markup=False)
        labels = {"close": tr.key_label("Close")} if self.again else {}
        yield TranslatedFooter(tr, labels)

    def hand_winners(self) -> str:
        """Who won a hand that ended without a completed trip (the engine's say: its
        result's winners), in words; nothing for a trip (its completer won) or a draw."""
        result = self.results[self.index]
        if result.how == "trip" or not result.winners:
            return ""
        names = ", ".join(self.team_names[team] for team in result.winners)
        key = "hand_winner" if len(result.winners) == 1 else "hand_winners"
        return self.tr(key, names=names)

    def action_close(self) -> None:
        """Go on to the next hand (or the summary)."""
        self.dismiss(None)
