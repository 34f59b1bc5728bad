"""The score sheet at the end of a hand: every line of the scoring table that applied."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise, takewhile
from typing import ClassVar

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.segment import Segment
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from roadgames.millebornes import Rules
from roadgames.millebornes.rules import team_letter
from roadgames.millebornes.scoring import HandResult
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.scrolling import SCROLL_BINDINGS, ScrollingPopUp
from roadgames.tui.widgets.footer import TranslatedFooter


def team_head(team: int, name: str, one_line: bool = True) -> Text:
    """How the score sheet and the final scores head team ``team``, named ``name`` (as
    typed, not markup): by its letter, as the table titles it (``2·B``) and scores it
    (``B 0``), before its name on one line; or, for a column too narrow for both on one
    line, on a line of its own above the name, so that only the name wraps: the letter
    stays whole and in sight however narrow the column.

    >>> team_head(1, "Ann & Bob").plain
    'B · Ann & Bob'
    >>> team_head(1, "Ann & Bob", one_line=False).plain
    'B\\nAnn & Bob'
    """
    letter = team_letter(team)
    return Text(f"{letter} · {name}" if one_line else f"{letter}\n{name}")


def teams_named(teams: Sequence[int], team_names: Sequence[str]) -> str:
    """The teams ``teams`` in words, each headed by its letter as the sheet's columns are
    (:func:`team_head`), so that a "won by" line points at a column.

    >>> teams_named([2, 0], ["Ann", "Bob", "Cy & Di"])
    'C · Cy & Di, A · Ann'
    """
    return ", ".join(team_head(team, team_names[team]).plain for team in teams)


def heads_fit(
    team_names: Sequence[str], cells: Sequence[Sequence[str]], others: int, width: int | None
) -> bool:
    """Whether every team's column can be headed on one line (:func:`team_head`) in a
    table ``width`` cells wide whose other columns and left border take ``others`` cells:
    each team's column as wide as its head or its longest of ``cells`` (its own), with
    its padding (2) and the border on its right (1). Never where the width is unknown.

    >>> heads_fit(["Ann", "Bob"], [["700"], ["1200"]], 20, 40)
    True
    >>> heads_fit(["Ann", "Bob"], [["700"], ["1200"]], 20, 37)
    False
    """
    if width is None:
        return False
    teams = sum(
        max(cell_len(team_head(team, name).plain), *(cell_len(c) for c in column)) + 3
        for team, (name, column) in enumerate(zip(team_names, cells, strict=True))
    )
    return others + teams <= width


def score_table(
    results: Sequence[HandResult],
    index: int,
    team_names: Sequence[str],
    tr: Translator,
    width: int | None = None,
    pads: Sequence[int] = (),
) -> Table:
    """The sheet of hand ``results[index]``: one row per line that applied, the hand's
    totals and the match totals after it; a column per team, headed by its letter and its
    name (:func:`team_head`). Given the ``width`` it is shown at, the lines' column keeps
    its longest word whole, and the rest of its text where the teams' names leave room
    (see :func:`line_width`); the letters go before the names where the teams' columns
    have room for them beside it, else each on a line of its own above its name (never
    where the width is unknown). ``pads``: blank lines after each column's head, the
    lines' first (see :func:`heads_on_top`)."""
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
        [*(cells[team] for _, cells in rows), hand[team], match[team]]
        for team in range(len(team_names))
    ]
    # the lines' column as the names leave it (a letter above a name widens nothing);
    # the letters before the names only where the teams' columns have room for them then
    named = [[name, *column] for name, column in zip(team_names, columns, strict=True)]
    fixed = None if width is None else line_width(texts, named, width)
    lines = 0 if fixed is None else fixed + 3 + 1  # its padding, its borders on both sides
    one_line = heads_fit(team_names, columns, lines, width)
    after = padded(pads, len(team_names) + 1)
    table = Table(expand=True)
    table.add_column(tr("line") + after[0], width=fixed)
    for team, name in enumerate(team_names):
        table.add_column(team_head(team, name, one_line) + after[team + 1], justify="right")
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


def padded(pads: Sequence[int], columns: int) -> list[str]:
    """The blank lines to put after each of ``columns`` heads, ``pads`` of them (none for
    the columns past them).

    >>> padded([0, 2], 3)
    ['', '\\n\\n', '']
    """
    return ["\n" * pad for pad in [*pads, *[0] * (columns - len(pads))]]


def heads_on_top(
    build: Callable[[Sequence[int]], Table], console: Console, options: ConsoleOptions
) -> Table:
    """The table that ``build`` makes, every column's head starting on the head's first
    line: a team's letter level with the others' however many lines its name wraps to.

    Rich sets every head at the bottom of the table's head, a short one below a long one's
    first lines, and has no way to set them at the top. ``build(pads)`` makes the table
    with ``pads[c]`` blank lines after column ``c``'s head: it is laid out once without
    them, at ``options``, to find how far below the first line each head starts, then made
    again with as many blank lines after each, which raise it to the top (blank lines widen
    no column: the columns keep their widths)."""
    table = build([])
    laid_out = console.render_lines(table, options.update(height=None), pad=False)
    rows = [_cells(line) for line in laid_out]
    top = next((n for n, row in enumerate(rows) if "┏" in row), None)
    if top is None:  # no head drawn (a table without edges): nothing to raise
        return table
    edges = [n for n, cell in enumerate(rows[top]) if cell in ("┏", "┳", "┓")]
    head = list(takewhile(lambda row: "┡" not in row, rows[top + 1 :]))
    pads = [
        next((n for n, row in enumerate(head) if "".join(row[left + 1 : right]).strip()), 0)
        for left, right in pairwise(edges)
    ]
    return build(pads) if any(pads) else table


def _cells(line: list[Segment]) -> list[str]:
    """A rendered line cell by cell: a wide character in its first cell, nothing in its
    second (so that a column's edges are found at the same place on every line)."""
    cells: list[str] = []
    for segment in line:
        for char in segment.text:
            width = cell_len(char)
            if width == 0 and cells:
                cells[-1] += char  # a combining mark, with its letter
                continue
            cells.append(char)
            cells.extend([""] * (width - 1))
    return cells


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
        """The sheet at ``options.max_width``, its heads at the top of the table's head."""
        results, index, names, tr = self.results, self.index, self.team_names, self.tr
        width = options.max_width
        yield heads_on_top(
            lambda pads: score_table(results, index, names, tr, width, pads), console, options
        )


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
        names = teams_named(result.winners, self.team_names)
        key = "hand_winner" if len(result.winners) == 1 else "hand_winners"
        return self.tr(key, names=names)

    def action_close(self) -> None:
        """Go on to the next hand (or the summary)."""
        self.dismiss(None)
