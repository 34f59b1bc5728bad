"""The score sheet at the end of a hand: every line of the scoring table that applied."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from roadgames.millebornes import Rules
from roadgames.millebornes.scoring import HandResult
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.scrolling import SCROLL_BINDINGS, ScrollingPopUp
from roadgames.tui.widgets.footer import TranslatedFooter


def score_table(
    results: Sequence[HandResult],
    index: int,
    team_names: Sequence[str],
    tr: Translator,
    width: int | None = None,
) -> Table:
    """The sheet of hand ``results[index]``: one row per line that applied, the hand's
    totals and the match totals after it. Given the ``width`` it is shown at, the lines'
    column keeps its longest word whole, and the rest of its text where the teams leave
    room (see :func:`line_width`)."""
    result = results[index]
    labels: list[str] = []
    for team_lines in result.lines:
        for label, _ in team_lines:
            if label not in labels:
                labels.append(label)
    rows: list[tuple[str, list[str]]] = []
    for label in labels:
        cells = []
        for team_lines in result.lines:
            points = sum(p for lab, p in team_lines if lab == label)
            has = any(lab == label for lab, _ in team_lines)
            cells.append(str(points) if has else "")
        rows.append((tr.score_line(label), cells))
    hand = [str(t) for t in result.totals]
    match = [str(sum(r.totals[t] for r in results[: index + 1])) for t in range(len(team_names))]
    texts = [tr("line"), *(text for text, _ in rows), tr("total_hand"), tr("total_match")]
    columns = [
        [name, *(cells[team] for _, cells in rows), hand[team], match[team]]
        for team, name in enumerate(team_names)
    ]
    table = Table(expand=True)
    fixed = None if width is None else line_width(texts, columns, width)
    table.add_column(tr("line"), width=fixed)
    for name in team_names:
        table.add_column(Text(name), justify="right")  # a name as typed, not markup
    for text, cells in rows:
        table.add_row(text, *cells)
    table.add_section()
    table.add_row(tr("total_hand"), *hand, style="bold")
    table.add_row(tr("total_match"), *match, style="bold cyan")
    return table


def line_width(texts: Sequence[str], columns: Sequence[Sequence[str]], width: int) -> int:
    """The width of the lines' column (its ``texts``) in a table ``width`` cells wide, the
    teams' ``columns`` (each one's texts) beside it: as much of its longest text as the
    teams leave (each its longest text, unwrapped), never less than its own longest word.
    Rich left to itself squeezed it below that (three teams' names cut
    "Sicherheitskarten" short); the names wrap instead."""
    longest_word = max(cell_len(word) for text in texts for word in text.split())
    longest = max(cell_len(text) for text in texts)
    # each column: its padding (2) and the border on its right (1); then the left border
    teams = sum(max(cell_len(text) for text in column) + 3 for column in columns)
    return max(longest_word, min(longest, width - teams - 3 - 1))


class ScoreTable:
    """A hand's sheet (:func:`score_table`) laid out for the width it is shown at."""

    def __init__(
        self, results: Sequence[HandResult], index: int, team_names: Sequence[str], tr: Translator
    ) -> None:
        self.results = list(results)
        self.index = index
        self.team_names = list(team_names)
        self.tr = tr

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        """The sheet at ``options.max_width``."""
        yield score_table(self.results, self.index, self.team_names, self.tr, options.max_width)


class ScoreSheetScreen(ScrollingPopUp[None]):
    """Shows one hand's score sheet; Enter goes on. Opened ``again`` (the score sheet key),
    it says it closes instead. Where the sheet is taller than its box (many lines, lines
    and names wrapped, a small screen), the footer shows the keys that scroll it, as the
    summary's does: its totals are at the bottom, out of sight at first."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "close", "Continue"),
        Binding("escape", "close", "Continue", show=False),
        Binding("space", "close", "Continue", show=False),
        *SCROLL_BINDINGS,
    ]
    SCROLLED = "#sheet-table"

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
        super().__init__()
        self.results = list(results)
        self.index = index
        self.team_names = list(team_names)
        self.rules = rules
        self.match_goes_on = match_goes_on
        self.tr = tr
        self.again = again

    def compose(self) -> ComposeResult:
        """The hand, how it ended and who won it, the score table, and how to go on."""
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
                    ScoreTable(self.results, self.index, self.team_names, tr), markup=False
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
