"""``roadgames replay FILE``: print a recorded game turn by turn.

By default the replay shows what everyone at the table saw: the game's public log (no card
drawn, no private question such as a coup fourré declined) and every score sheet. With
``--hands`` it is the all-seeing view: every action, and the hand of the seat about to act,
which only a finished game may show. ``--lang`` prints either in the terminal game's words
for the same things in that language (:mod:`roadgames.commands.replay_words`), and says in
it too why a record cannot be read or replayed; without it, the record's notation in
English, the same whatever the locale.

A record made under an earlier revision of its game's rules replays as long as its actions
still apply, with a line saying so; where one no longer does, the error says which rules
changed. One made by a newer roadgames is refused before anything is printed.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from roadgames.commands.helptext import ParagraphsFormatter
from roadgames.commands.replay_words import Notation, Worded, Wrapped, error_words
from roadgames.core.errors import (
    GameTitle,
    IllegalActionError,
    RecordError,
    RoadgamesError,
    Wording,
)
from roadgames.core.game import GameState
from roadgames.core.records import GameRecord, no_longer_applies
from roadgames.core.switches import short_repr
from roadgames.millebornes.state import MilleBornesState
from roadgames.rushshift.board import Board
from roadgames.rushshift.state import RushShiftState
from roadgames.rushshift.turn import act_on
from roadgames.tui.i18n import LANGUAGES, Translator

EXAMPLES = """\
examples:
  roadgames replay game.json              # what the table saw, turn by turn
  roadgames replay game.json --hands      # a finished game, every hand shown
  roadgames replay game.json --lang fr    # in French, in the game's own words
  roadgames replay rush.json --boards     # Rush Hour Shift, each turn's board
  roadgames replay rec/game-042.json      # a match simulate --record rec kept
"""


def register(subparsers: Any) -> None:
    """Add the ``replay`` subcommand."""
    parser = subparsers.add_parser(
        "replay",
        help="print a recorded game turn by turn",
        description=(
            "Replay a game record (JSON, as `play --save` and `simulate --record` write it) "
            "and print what the table saw: the public log, turn by turn, and every score sheet "
            "(Mille Bornes; a Rush Hour Shift record's boards with --boards). In the record's "
            "notation, in English, unless --lang names a language: then in the words of the "
            "terminal game."
        ),
        epilog=EXAMPLES,
        formatter_class=ParagraphsFormatter,
    )
    parser.add_argument("file", type=_path, help="a game record (.json)")
    parser.add_argument(
        "--hands",
        action="store_true",
        help=(
            "the all-seeing view of a finished game: every action, and the hand of the seat "
            "about to act (the record holds every card)"
        ),
    )
    parser.add_argument(
        "--boards",
        action="store_true",
        help="Rush Hour Shift: the board as each game starts, after every turn, and as each "
        "game ends",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        help=(
            "print in this language (as 'play --lang' does), in the terminal game's words "
            "for the same things: its log lines, card names, score sheets and board headers, "
            "seats numbered from 1 and teams lettered as its table does; notes and errors in "
            "it too; codes and the board's squares stay as they are. Without --lang: the "
            "record's notation (ROLL, seat 0, team 1) in English, whatever the locale, so that "
            "a script reads the same output everywhere"
        ),
    )
    parser.set_defaults(func=run)


def _path(text: str) -> str:
    """A record named on the command line (not nothing)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("name a record file")
    return text


def run(args: argparse.Namespace) -> int:
    """Replay the record and print it; with ``--lang``, an error that stops it is said in
    that language too."""
    if args.lang is None:
        return _replay(args, None)
    tr = Translator(args.lang)
    try:
        return _replay(args, tr)
    except RoadgamesError as exc:
        raise RecordError(error_words(exc, args.file, tr)) from exc


def _replay(args: argparse.Namespace, tr: Translator | None) -> int:
    """Replay the record and print it, in the words of ``tr`` (``None``: the notation)."""
    record = GameRecord.load(args.file)  # errors name the file
    state = record.new_state()  # a record that cannot start is refused before any output
    plain = Notation(record, state)  # errors say where in the notation's words
    words = plain if tr is None else Worded(record, state, tr)
    if args.boards and not isinstance(state, RushShiftState):
        raise RecordError(
            f"--boards: a game of {record.game} has no board (Rush Hour Shift has)",
            Wording.of("replay_no_board", game=GameTitle(record.game)),
        )
    if args.hands:
        _check_finished(record, plain, words)
    console = Console(highlight=False)
    # the public view's count of actions would tell of declined coups fourrés
    console.print(words.heading(record.game, len(record.actions) if args.hands else None))
    note = words.revision_note(record)
    if note is not None:
        console.print(note, style="dim")
    # the all-seeing view numbers the record's actions; the log is followed unprinted, to
    # say where a damaged action comes
    scores = _HandScores(console, state, words)
    public = _PublicLog(None if args.hands else console, state, plain, words, scores.print_new)
    public.follow(state)
    boards = None
    if isinstance(state, RushShiftState) and args.boards:
        boards = _Boards(console, state, words)
    for number, text in enumerate(record.actions, start=1):
        actor = state.to_move
        phase = getattr(state, "phase_name", "")  # the question an answer answers
        hand_cards = getattr(state, "hand_cards", None)
        if args.hands and actor is not None and callable(hand_cards):
            _print_line(console, words.holds(actor, hand_cards(actor)), style="dim")
        before = None if boards is None else boards.before()
        _replay_one(record, state, text, public)
        public.follow(state)
        if args.hands:
            _print_line(console, words.action(number, actor, text, phase))
        if boards is not None and before is not None:
            boards.after(text, before)
        scores.print_new()
    _print_end(console, state, words)
    return 0


class _Boards:
    """Prints the board of the Rush Hour Shift ``state`` being replayed (``--boards``): as
    each game starts, after every turn, and as each game ends, which a match's next deal
    replaces at once: that last board is the one before the winning action with the action
    made on it (the engine's own :func:`~roadgames.rushshift.turn.act_on`)."""

    def __init__(self, console: Console, state: RushShiftState, words: Notation) -> None:
        self.console = console
        self.state = state
        self.words = words
        self.shown = self._moment()
        self._print(state.board)

    def _moment(self) -> tuple[int, int]:
        """The game and the turn under way."""
        return len(self.state.results), self.state.turn

    def _print(self, board: Board, caption: str = "") -> None:
        if caption:
            self.console.print(caption, style="bold")
        self.console.print(self.words.board_picture(board), markup=False, highlight=False)

    def before(self) -> Board:
        """The board before an action."""
        return self.state.board.copy()

    def after(self, text: str, before: Board) -> None:
        """After the action ``text``, made on ``before``: the board, where a turn or a game
        ended."""
        state = self.state
        moment = self._moment()
        if moment == self.shown:
            return
        if moment[0] > self.shown[0]:  # a game ended: its last board, then the next deal's
            act_on(before, state.parse_action(text))
            self._print(before, self.words.board_ended(moment[0]))
            if not state.is_over:
                self._print(state.board, self.words.board_dealt(moment[0] + 1))
        else:
            self._print(state.board)
        self.shown = moment


class _HandScores:
    """Prints the score of each Mille Bornes hand once it has ended (nothing for other
    games): where the public log shows the hand's end, before the next hand's deal."""

    def __init__(self, console: Console, state: GameState, words: Notation) -> None:
        self.console = console
        self.state = state
        self.words = words
        self.printed = 0

    def print_new(self) -> None:
        """Print the scores of the hands ended since last time."""
        state = self.state
        if not isinstance(state, MilleBornesState):
            return
        for result in state.results[self.printed :]:
            self.console.print(self.words.sheet_heading(result.hand_number))
            for team, lines in enumerate(result.lines):
                _print_line(self.console, self.words.sheet_team(team, result.totals[team], lines))
        self.printed = len(state.results)


def _check_finished(record: GameRecord, plain: Notation, words: Notation) -> None:
    """Refuse the all-seeing view of a game still going: it would show hidden cards to a
    player who could then resume it. A damaged record is refused as the public view
    refuses it: nothing is printed yet, so the error says where to see the log (the log
    as printed in ``words``)."""
    state = record.new_state()
    public = _PublicLog(None, state, plain, words)
    public.follow(state)
    for text in record.actions:
        _replay_one(record, state, text, public, hands=True)
        public.follow(state)
    if not state.is_over:
        raise RecordError(
            "the game in this record is not over: --hands would show hidden cards "
            "(replay it without --hands, or finish it first)",
            Wording.of("replay_not_over_hands"),
        )


def _replay_one(
    record: GameRecord, state: GameState, text: str, public: _PublicLog, hands: bool = False
) -> None:
    """Apply the ``record``'s next action, ``text``; a damaged record is a
    :class:`RecordError` that names its file and says where the action comes in the log as
    the public view numbers it (for the all-seeing view, ``hands``, then where to see that
    log). Not by the record's count of actions: with the log's, that would tell of declined
    coups fourrés; and the engine's reasons do not say whether a private question was
    pending. A record made under an earlier revision of the rules whose action the engine
    now refuses says so first (naming the file too): the record need not be damaged."""
    try:
        state.apply(state.parse_action(text))
    except RoadgamesError as exc:
        raise _not_replayed(record, text, public, exc, hands) from exc


def _not_replayed(
    record: GameRecord, text: str, public: _PublicLog, exc: RoadgamesError, hands: bool
) -> RecordError:
    """The error for the ``record``'s action ``text`` that the engine refused (``exc``),
    coming after what ``public`` numbered of the log (see :func:`_replay_one`). Its
    wording leaves out the engine's reason, which is English."""
    if public.entries:
        where = f"after log line {public.entries} ({public.last!r})"
        said_where = Wording.of("record_after_line", n=public.entries, entry=public.last_said)
    else:
        where, said_where = "before the log's first line", Wording.of("record_before_log")
    hint = "; replay it without --hands to see the log" if hands else ""
    said_hint: object = Wording.of("record_hint_hands") if hands else ""
    action = short_repr(text)
    said = {"where": said_where, "action": action, "hint": said_hint}
    lead, older = record.older_rules(), record.older_rules_wording()
    if lead is not None and older is not None and isinstance(exc, IllegalActionError):
        return RecordError(
            f"{lead}: {where}, its action {action} {no_longer_applies(exc)}{hint}",
            Wording.of("record_no_longer_legal", lead=older, **said),
        )
    return RecordError(
        f"{record.label()} is damaged: {where}, the record's action "
        f"{action} does not replay: {exc}{hint}",
        Wording.of("record_damaged", path=record.label(), **said),
    )


class _PublicLog:
    """Prints a game's public log as it grows, each entry numbered (a new hand starts a
    new log: the rest of the old one is printed first). The numbers are the log's own, not
    the record's actions: those would skip the declined coups fourrés. With no console it
    prints nothing, only counts the entries as it would number them. It prints in
    ``words``; an error says where in ``plain``'s (the notation's)."""

    def __init__(
        self,
        console: Console | None,
        state: GameState,
        plain: Notation,
        words: Notation,
        between_logs: Callable[[], None] = lambda: None,
    ) -> None:
        self.console = console
        self.plain = plain
        self.words = words
        #: called once the old log is printed, before a new one (a hand's score)
        self.between_logs = between_logs
        self.log: list[tuple[int, str]] = getattr(state, "log", [])
        self.printed = 0
        self.entries = 0
        #: The last entry numbered: its seat and its text.
        self.last_entry = (-1, "")

    @property
    def last(self) -> str:
        """The last entry numbered, in the notation (the seat and the entry) on one line."""
        return self.plain.entry(*self.last_entry)

    @property
    def last_said(self) -> str:
        """The last entry numbered as ``words`` print it, on one line."""
        return self.words.entry(*self.last_entry)

    def follow(self, state: GameState) -> None:
        """Print what the log gained since last time, as far as every seat not to act sees
        it (after an attack, a reshuffle for the next draw waits for the next public move:
        whether it came at once would tell whether a question was put)."""
        current: list[tuple[int, str]] = getattr(state, "log", [])
        if current is not self.log:
            self._print(self.log[self.printed :])
            if self.console is not None:
                self.between_logs()
            self.log, self.printed = current, 0
        window = getattr(state, "quiet_window", None)
        quiet = window() if callable(window) else None
        shown = len(current) if quiet is None else quiet.log_length
        self._print(current[self.printed : shown])
        self.printed = max(self.printed, shown)

    def _print(self, entries: list[tuple[int, str]]) -> None:
        for seat, entry in entries:
            self.entries += 1
            self.last_entry = seat, entry
            if self.console is not None:
                _print_line(self.console, self.words.log_line(self.entries, seat, entry))


def _print_end(console: Console, state: GameState, words: Notation) -> None:
    """Whether the game is over, the scores (a Rush Hour Shift match of several games: the
    games each seat won), and who won: "shared by" where the best share is split between
    some of the teams, not all (partners win together)."""
    console.print(words.over(state.is_over))
    scores = getattr(state, "scores", None)
    if scores is not None:
        _print_line(console, words.scores(scores))
    if isinstance(state, RushShiftState) and state.rules.games > 1:
        drawn = sum(result.winner is None for result in state.results)
        _print_line(console, words.games_won(state.wins, drawn))
    if state.is_over:
        shares = state.outcome()
        best = max(shares)
        winners = [s for s, share in enumerate(shares) if share == best and share > 0]
        if len(winners) == len(shares) or not winners:
            console.print(words.drawn())
        else:
            _print_line(console, words.won(_teams_of(state, winners), shared=best < 1))


def _teams_of(state: GameState, seats: list[int]) -> list[list[int]]:
    """``seats`` grouped by team, in the order of the teams' first seats (partners win
    together; a game without partnerships has a team a seat)."""
    teams: dict[int, list[int]] = {}
    for number in seats:
        team = state.team_of[number] if isinstance(state, MilleBornesState) else number
        teams.setdefault(team, []).append(number)
    return list(teams.values())


def _print_line(console: Console, line: Wrapped, style: str = "") -> None:
    """Print ``line``, its lead and parts joined by its separator, then its end, as plain
    text in ``style`` (its first ``bold`` characters in bold): wrapped to the console's
    width between two parts, never inside one (a score's label stays by its points), each
    further line indented under the first part."""
    lead, parts, separator, end = line.lead, line.parts, line.separator, line.end
    lines: list[str] = []
    text = lead + (parts[0] if parts else "")
    for number, part in enumerate(parts[1:], start=2):
        tail = end if number == len(parts) else separator.rstrip()
        if cell_len(text + separator + part + tail) > console.width:  # columns, not characters
            lines.append(text + separator.rstrip())
            text = " " * cell_len(lead) + part
        else:
            text += separator + part
    lines.append(text + end)
    printed = Text("\n".join(lines), style=style)
    printed.stylize("bold", 0, line.bold)
    console.print(printed, soft_wrap=True)
