"""Rush Hour Shift's small screens: the rules text and the end of a game or of the match."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalGroup
from textual.events import Resize
from textual.geometry import Size
from textual.widgets import Static

from roadgames.rushshift import GameResult, Rules, rules_text
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.words import seat_label
from roadgames.tui.screens.popup import PopUp
from roadgames.tui.screens.rules_frame import RulesFrame
from roadgames.tui.widgets.bullet import Bullet
from roadgames.tui.widgets.footer import TranslatedFooter
from roadgames.tui.widgets.typeset import Typeset

#: The fewest cells the game-end dialog may be narrowed to beside the board (its lines wrap
#: there); where the screen leaves less, it opens in the middle, over the board.
BESIDE_WIDTH = 32


def reflow(text: str) -> str:
    r"""Join the rules text's wrapped lines (a bullet's, indented deeper than it; the title's,
    as flush left as it: the title alone is ever followed by such a line, where a long set-up
    name wraps it) so that the screen wraps each bullet and the title to its own width.

    >>> reflow("A long\ntitle\n\nHeading\n  - a bullet\n    wrapped")
    'A long title\n\nHeading\n  - a bullet wrapped'
    """
    lines: list[str] = []
    for line in text.splitlines():
        stripped = line.lstrip()
        after = lines[-1] if lines else ""
        bullet_goes_on = line.startswith("    ") and not stripped.startswith("- ")
        title_goes_on = bool(stripped) and line == stripped and after == after.lstrip()
        if after.strip() and (bullet_goes_on or title_goes_on):
            lines[-1] = f"{after} {stripped}"
        else:
            lines.append(line)
    return "\n".join(lines)


class RushRulesScreen(RulesFrame[Rules]):
    """The rules for players: the published ones and this project's choices, kept apart;
    then ``keys`` (key, label) and how to pick a card and its steps (a click on a vehicle
    lists its moves), and, among the signs, what the sections' offsets above the board
    mean."""

    def body(self) -> ComposeResult:
        """The rules text: its title, its headings, and its bullets reflowed to the screen's
        width, each bullet's wrapped lines under its text; then the keys."""
        tr = self.tr
        lines = reflow(rules_text(self.rules, tr.lang)).splitlines()
        with VerticalGroup(id="rs-rules-body"):
            for number, line in enumerate(lines):
                words = line.strip()
                if words.startswith("- "):
                    yield Bullet(words[2:], mark="-", classes="help-line")
                elif words:
                    kind = "rs-rules-title" if number == 0 else "help-heading"
                    yield Static(words, classes=kind, markup=False)
            yield from self.key_lines(tr("rs_help_pick"))
            if self.keys:
                yield Static(tr("help_marks"), classes="help-heading", markup=False)
                sides = {"left": tr("rs_side_left"), "right": tr("rs_side_right")}
                yield Typeset(tr("rs_help_offsets", **sides), classes="help-line")


class GameEndScreen(PopUp[str]):
    """A game has ended: who won (at the end of a match of several games, who won the
    match, from ``match_winners``, and then that last game). Dismissed with ``"continue"``
    (more games in the match), ``"quit"`` or ``"new"`` (the match is over); the footer
    shows those of its keys that act, not the table's, which do nothing behind it.

    Given ``beside``, the right edge of the board's column on a screen of a given size, it
    keeps to the rest of the screen where that leaves :data:`BESIDE_WIDTH` cells or more, so
    that the position that decided the game stays in sight behind it, whatever size the
    terminal is given meanwhile."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose('continue')", "Continue"),
        Binding("q", "choose('quit')", "Quit"),
        Binding("n", "choose('new')", "New game"),
        Binding("escape", "choose('quit')", "Quit", show=False),
    ]
    #: Back to the table for the match's next game; out of the game once it is over.
    CLOSE_ACTIONS = ("choose('continue')",)
    LEAVE_ACTIONS = ("choose('quit')",)

    def __init__(
        self,
        result: GameResult,
        number: int,
        games: int,
        wins: Sequence[int],
        names: Sequence[str],
        tr: Translator,
        match_over: bool,
        beside: Callable[[Size], int] | None = None,
        match_winners: Sequence[int] = (),
    ) -> None:
        super().__init__()
        self.beside = beside
        self.result = result
        self.number = number
        self.games = games
        self.wins = list(wins)
        self.names = list(names)
        self.tr = tr
        self.match_over = match_over
        self.match_winners = list(match_winners)

    def compose(self) -> ComposeResult:
        """The verdict (a match's winner before its last game's), the turns and the keys."""
        tr = self.tr
        result = self.result
        title = tr("summary") if self.match_over else tr("rs_game_over", n=self.number)
        with Vertical(id="summary-box"):
            yield Static(title, classes="dialog-title", markup=False)
            if self.match_over and self.games > 1 and self.match_winners:
                # the match's winner first: the last game's may be the match's loser
                if len(self.match_winners) == 1:  # else as many games won each: a draw
                    verdict = tr("winner", names=seat_label(self.match_winners[0], self.names, tr))
                else:
                    verdict = tr("rs_match_drawn")
                yield Typeset(verdict, id="summary-winners")
                yield Typeset(self.last_game())  # "…gagnée par NAME !": not before "!"
            else:
                yield Typeset(self.verdict(), id="summary-winners")
            yield Typeset(tr("rs_turns", n=result.turns))
            if self.games > 1:
                scores = " · ".join(
                    f"{seat_label(seat, self.names, tr)} {wins}"
                    for seat, wins in enumerate(self.wins)
                )
                yield Typeset(tr("rs_games_won", scores=scores))
            if self.match_over:
                yield Static(f"{tr('new')}   {tr('quit')}", classes="dialog-help", markup=False)
            else:
                yield Typeset(tr("rs_next_game", n=self.number + 1, total=self.games))
                yield Static(tr("continue"), classes="dialog-help", markup=False)
        yield TranslatedFooter(tr)  # its own keys, not the table's below it

    def verdict(self) -> str:
        """Who won this game, or that it was drawn."""
        if self.result.winner is None:
            return self.tr("rs_draw")
        return self.tr("winner", names=seat_label(self.result.winner, self.names, self.tr))

    def last_game(self) -> str:
        """How this game, the match's last, ended (as the log says it)."""
        tr, result = self.tr, self.result
        if result.winner is None:
            return tr("rs_event_drawn", n=self.number, turns=result.turns)
        return tr("rs_event_won", n=self.number, name=seat_label(result.winner, self.names, tr))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Continue while the match goes on; New game and Quit once it is over: the others
        neither act nor show."""
        if action == "choose":
            return (parameters[0] == "continue") != self.match_over
        return True

    def on_mount(self) -> None:
        """Beside the board where there is room (see :meth:`place`)."""
        self.place(self.app.size)

    def on_resize(self, event: Resize) -> None:
        """Placed again for the new size."""
        self.place(event.size)

    def place(self, size: Size) -> None:
        """On a screen of ``size``: right of the board, as wide as the rest of the screen,
        where that is :data:`BESIDE_WIDTH` cells or more; else in the middle."""
        room = 0 if self.beside is None else size.width - self.beside(size)
        beside = room >= BESIDE_WIDTH
        self.set_class(beside, "-beside")
        # no box where the app closed as this opened (its compose was skipped)
        for box in self.query("#summary-box"):
            box.styles.width = room if beside else None

    def action_choose(self, choice: str) -> None:
        """Continue (only while the match goes on), quit, or start a new match."""
        if (choice == "continue") == self.match_over:
            return
        self.dismiss(choice)
