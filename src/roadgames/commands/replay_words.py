"""How ``roadgames replay`` words what it prints.

By default, :class:`Notation`: the record's own notation (``play ROLL``, ``seat 0``,
``team 1``) in English, the same whatever the locale, as scripts read it. With ``--lang``,
:class:`Worded`: what the terminal game says of the same things in that language, through
its own functions (a log entry as its log writes it, a score line as its score sheet names
it, a move as its hints word it, a board's header as its board heads it) and its words
(:mod:`roadgames.tui.i18n`): seats numbered from 1 and teams lettered, as its table does;
an error that stops the replay in those words too (:func:`error_words`). Codes (``ROLL``,
a vehicle's letter, the board's squares) stay as they are in either.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rich.cells import cell_len
from rich.text import Text

from roadgames.commands.output import printable
from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.core.game import GameState
from roadgames.core.records import GameRecord
from roadgames.millebornes.actions import parse_action as parse_mille_action
from roadgames.millebornes.cards import Card as MilleCard
from roadgames.millebornes.rules import team_letter
from roadgames.rushshift.actions import parse_action as parse_rush_action
from roadgames.rushshift.board import LEFT, RIGHT, Board
from roadgames.rushshift.cards import Card as RushCard
from roadgames.rushshift.state import SEAT_NAMES, RushShiftState
from roadgames.tui.i18n import Translator
from roadgames.tui.i18n import describe_event as mille_event
from roadgames.tui.rushshift.words import card_title, describe, seat_label, shift_mark
from roadgames.tui.rushshift.words import describe_event as rush_event
from roadgames.tui.screens.table_keys import ANSWER_WORDS, action_words, answer_words


@dataclass(frozen=True)
class Wrapped:
    """A line to print wrapped between its ``parts``: ``lead``, the parts joined by
    ``separator``, then ``end``; its first ``bold`` characters in bold."""

    lead: str
    parts: list[str] = field(default_factory=list)
    separator: str = " "
    end: str = ""
    bold: int = 0


class Notation:
    """The replay in the record's notation, in English (``replay`` without ``--lang``)."""

    def __init__(self, record: GameRecord, state: GameState) -> None:
        self.state = state
        self._shown = _padded(_labelled(_notation_labels(state), record, state.num_seats))

    def seat(self, number: int | None) -> str:
        """A seat as the log's column shows it: ``seat 0`` (``gold``), with the player's
        name where the record keeps one, padded to the widest; blank for no seat."""
        return _column(self._shown, number)

    def heading(self, game: str, actions: int | None) -> Text:
        """The first line: the game, and the count of ``actions`` for the all-seeing view
        (``None``: the public view, whose count would tell of declined coups fourrés)."""
        if actions is None:
            return Text.assemble((game, "bold"), " record (public view)")
        count = f"{actions} action" + ("" if actions == 1 else "s")
        return Text.assemble((game, "bold"), f" record: {count} (all-seeing view)")

    def revision_note(self, record: GameRecord) -> str | None:
        """The note on a ``record`` made under an earlier revision of its game's rules
        (``None``: none is)."""
        return record.revision_note()

    def log_line(self, number: int, seat: int, entry: str) -> Wrapped:
        """The log's entry ``number``: ``entry``, by ``seat``."""
        return self._numbered(number, seat, entry)

    def entry(self, seat: int, entry: str) -> str:
        """The log's ``entry`` by ``seat`` on one line, as an error quotes it."""
        return " ".join(f"{self.seat(seat)} {entry}".split())

    def holds(self, seat: int, cards: Sequence[MilleCard | RushCard]) -> Wrapped:
        """The hand of the ``seat`` about to act (the all-seeing view)."""
        codes = [card.code for card in cards]
        return Wrapped(f"       {self.seat(seat)} holds ", codes or ["nothing"])

    def action(self, number: int, seat: int | None, text: str, phase: str) -> Wrapped:
        """The record's action ``number``, ``text``, by ``seat`` (the all-seeing view; the
        question of ``phase`` it answers, if any, is known to the words)."""
        return self._numbered(number, seat, text)

    def _numbered(self, number: int, seat: int | None, text: str) -> Wrapped:
        """A line numbered ``number``, the ``seat``'s column, then ``text``, wrapped between
        its words."""
        return Wrapped(f"{number:5d}  {self.seat(seat)}  ", text.split(" "))

    def sheet_heading(self, hand: int) -> Text:
        """A Mille Bornes hand's score, its first line."""
        return Text(f"score of hand {hand}", style="bold")

    def sheet_team(self, team: int, total: int, lines: Sequence[tuple[str, int]]) -> Wrapped:
        """A team's line of a hand's score: its ``total`` and the score ``lines`` making it."""
        parts = [f"{label} {points}" for label, points in lines]
        return Wrapped(f"   team {team}: {total:5d}  (", parts, ", ", ")")

    def board_picture(self, board: Board) -> str:
        """A Rush Hour Shift board's picture, headed by its sections' shifts."""
        return board.render()

    def board_ended(self, game: int) -> str:
        """The caption of a Rush Hour Shift game's last board."""
        return f"game {game} as it ended"

    def board_dealt(self, game: int) -> str:
        """The caption of a Rush Hour Shift game's board as dealt."""
        return f"game {game} as dealt"

    def over(self, is_over: bool) -> Text:
        """Whether the game is over."""
        return Text("game over" if is_over else "game not over", style="bold")

    def scores(self, scores: Sequence[int]) -> Wrapped:
        """Each team's score."""
        sheet = [f"team {team} {points}" for team, points in enumerate(scores)]
        return Wrapped("scores: ", sheet, " · ", bold=len("scores:"))

    def games_won(self, wins: Sequence[int], drawn: int) -> Wrapped:
        """A Rush Hour Shift match's games won by each seat, and how many were drawn."""
        parts = [f"{name} {count}" for name, count in zip(SEAT_NAMES, wins, strict=True)]
        end = f" ({drawn} drawn)" if drawn else ""
        return Wrapped("games won: ", parts, " · ", end, len("games won:"))

    def drawn(self) -> Text:
        """A game over with no winner."""
        return Text.assemble(("result:", "bold"), " a draw")

    def won(self, teams: Sequence[Sequence[int]], shared: bool) -> Wrapped:
        """Who won: the seats of each winning team; ``shared`` where they share the win."""
        lead = "shared by: " if shared else "won by: "
        names = [" and ".join(self.seat(number).rstrip() for number in team) for team in teams]
        between = " · " if any(len(team) > 1 for team in teams) else ", "
        return Wrapped(lead, names, between, bold=len(lead) - 1)


class Worded(Notation):
    """The replay in the terminal game's words, in the language of ``tr`` (``--lang``)."""

    def __init__(self, record: GameRecord, state: GameState, tr: Translator) -> None:
        super().__init__(record, state)
        self.tr = tr
        seats = state.num_seats
        if isinstance(state, RushShiftState):
            # the game's names, as its seat labels take them: "Ann (gold)"
            self.names = [
                name or tr("seat", n=number + 1)
                for number, name in enumerate(_record_names(record, seats))
            ]
            labels = [seat_label(number, self.names, tr) for number in range(seats)]
        else:
            labels = _labelled([tr("seat", n=number + 1) for number in range(seats)], record, seats)
            #: Each seat's name as the game's log lines take it ("Place 1 (Ann)").
            self.names = labels
        #: Each seat as these words name it on its own: Rush Hour Shift's with its colour.
        self.labels = labels
        self._shown = _padded(labels)
        #: Each team's name as the game's table gives it: its seats' names joined.
        self.team_names = [
            " & ".join(self.names[s] for s in seats_of)
            for seats_of in getattr(state, "seats_of_team", [[s] for s in range(seats)])
        ]

    def _team(self, team: int) -> str:
        return self.tr("team", label=team_letter(team))

    def heading(self, game: str, actions: int | None) -> Text:
        """The first line: the game by its title, and the count of ``actions`` for the
        all-seeing view."""
        title = self.tr("rs_title" if isinstance(self.state, RushShiftState) else "title")
        if actions is None:
            before, after = _around(self.tr, "replay_public", "game")
        else:
            before, after = _around(self.tr, "replay_all_seeing", "game", n=actions)
        return Text.assemble(before, (title, "bold"), after)

    def revision_note(self, record: GameRecord) -> str | None:
        """The note on a ``record`` made under an earlier revision of its game's rules, in
        these words."""
        wording = record.revision_note_wording()
        return None if wording is None else self.tr.said(wording)

    def log_line(self, number: int, seat: int, entry: str) -> Wrapped:
        """The log's entry ``number`` as the game's log writes it (who did it in it)."""
        return Wrapped(f"{number:5d}  ", self._said(seat, entry).split(" "))

    def entry(self, seat: int, entry: str) -> str:
        """The log's ``entry`` by ``seat`` as the game's log writes it, on one line."""
        return " ".join(self._said(seat, entry).split())

    def _said(self, seat: int, entry: str) -> str:
        if isinstance(self.state, RushShiftState):
            return rush_event(seat, entry, self.names, self.tr)
        return mille_event(seat, entry, self.names, self.team_names, self.tr)

    def holds(self, seat: int, cards: Sequence[MilleCard | RushCard]) -> Wrapped:
        """The hand of the ``seat`` about to act, by the cards' names."""
        name = self.labels[seat]
        if not cards:
            return Wrapped(f"       {self.tr('replay_holds_nothing', name=name)}")
        before, after = _around(self.tr, "replay_holds", "cards", name=name)
        return Wrapped(f"       {before}", [self._card(card) for card in cards], ", ", after)

    def _card(self, card: MilleCard | RushCard) -> str:
        if isinstance(card, MilleCard):
            return self.tr.card(card)
        return card_title(card, self.tr)

    def action(self, number: int, seat: int | None, text: str, phase: str) -> Wrapped:
        """The record's action ``number`` as the game's hints word it."""
        if isinstance(self.state, RushShiftState):
            said = describe(parse_rush_action(text), self.tr)
        else:
            action = parse_mille_action(text)
            if action.kind in ANSWER_WORDS:
                said = answer_words(action, phase, self.tr)
            else:
                said = action_words(action, self.team_names, self.tr)
        return self._numbered(number, seat, said)

    def sheet_heading(self, hand: int) -> Text:
        """A Mille Bornes hand's score sheet, its title as the game's says it."""
        return Text(self.tr("score_sheet", n=hand), style="bold")

    def sheet_team(self, team: int, total: int, lines: Sequence[tuple[str, int]]) -> Wrapped:
        """A team's line of a hand's score, each line named as the game's sheet names it."""
        parts = [f"{self.tr.score_line(label)} {points}" for label, points in lines]
        return Wrapped(f"   {self._team(team)} {total:5d}  (", parts, ", ", ")")

    def board_picture(self, board: Board) -> str:
        """A Rush Hour Shift board's picture, headed as the game's board heads it: each side
        section by its name and its shift (``left ↑2``)."""
        tr, offsets = self.tr, board.offsets
        left = f"{tr('rs_side_left')} {shift_mark(offsets[LEFT])}"
        right = f"{tr('rs_side_right')} {shift_mark(offsets[RIGHT])}"
        return board.render(header=f"{left}  {right}")

    def board_ended(self, game: int) -> str:
        """The caption of a Rush Hour Shift game's last board."""
        return self.tr("rs_replay_ended", n=game)

    def board_dealt(self, game: int) -> str:
        """The caption of a Rush Hour Shift game's board as dealt."""
        return self.tr("rs_replay_dealt", n=game)

    def over(self, is_over: bool) -> Text:
        """Whether the game is over, as the game's summary says it."""
        return Text(self.tr("summary" if is_over else "replay_not_over"), style="bold")

    def scores(self, scores: Sequence[int]) -> Wrapped:
        """Each team's score."""
        before, after = _around(self.tr, "scores", "scores")
        sheet = [f"{self._team(team)} {points}" for team, points in enumerate(scores)]
        return Wrapped(before, sheet, " · ", after, len(before.rstrip()))

    def games_won(self, wins: Sequence[int], drawn: int) -> Wrapped:
        """A Rush Hour Shift match's games won by each seat, as the game's end says it, and
        how many were drawn."""
        before, after = _around(self.tr, "rs_games_won", "scores")
        parts = [f"{label} {count}" for label, count in zip(self.labels, wins, strict=True)]
        if drawn:
            after += " " + self.tr("rs_replay_drawn", n=drawn)
        return Wrapped(before, parts, " · ", after, len(before.rstrip()))

    def drawn(self) -> Text:
        """A game over with no winner, as the game says it (Rush Hour Shift: a match or its
        one game)."""
        state = self.state
        if not isinstance(state, RushShiftState):
            return Text(self.tr("replay_draw"))
        return Text(self.tr("rs_match_drawn" if state.rules.games > 1 else "rs_draw"))

    def won(self, teams: Sequence[Sequence[int]], shared: bool) -> Wrapped:
        """Who won, as the game's summary says it: each winning team by its seats' names."""
        names = [" & ".join(self.labels[number] for number in team) for team in teams]
        before, after = _around(self.tr, "winner" if len(names) == 1 else "winners", "names")
        return Wrapped(before, names, ", ", after, len(before.rstrip()))


def error_words(exc: RoadgamesError, path: str, tr: Translator) -> str:
    """The error ``exc`` that stopped the replay of the record at ``path``, in ``tr``'s
    language, as its wording says it: never the engine's reason, which is English (nor a
    hand or a deck: no wording quotes one). An error with no wording says only that the
    record cannot be replayed."""
    if not isinstance(exc, RecordError) or exc.wording is None:
        return tr("record_not_replayed", path=path)
    return tr.said(exc.wording)


def _around(tr: Translator, key: str, slot: str, **values: object) -> tuple[str, str]:
    """The string ``key`` in ``tr``'s language before and after its ``slot``, the other
    ``values`` filled in: a list goes in the slot, wrapped between its items."""
    marker = "\x00"
    before, _, after = tr(key, **{slot: marker}, **values).partition(marker)
    return before, after


def _record_names(record: GameRecord, seats: int) -> list[str]:
    """Each seat's player name as the record keeps it (as printable text), else ``""``."""
    names = record.meta.get("names")
    if not (isinstance(names, list) and len(names) == seats):
        return [""] * seats
    return [printable(name) if isinstance(name, str) else "" for name in names]


def _notation_labels(state: GameState) -> list[str]:
    """The seats as the notation names them: ``seat 0``, Rush Hour Shift's ``gold``."""
    if isinstance(state, RushShiftState):
        return list(SEAT_NAMES)
    return [f"seat {number}" for number in range(state.num_seats)]


def _labelled(labels: list[str], record: GameRecord, seats: int) -> list[str]:
    """``labels`` with the player's name where the record keeps one: ``seat 0 (Ann)``."""
    names = _record_names(record, seats)
    return [
        f"{label} ({name})" if name else label for label, name in zip(labels, names, strict=True)
    ]


def _padded(shown: list[str]) -> list[str]:
    """``shown`` padded to the columns the widest takes: the log's actions line up whoever
    plays them."""
    width = max(map(cell_len, shown))
    return [text + " " * (width - cell_len(text)) for text in shown]


def _column(shown: list[str], number: int | None) -> str:
    """Seat ``number``'s padded label; blank, as wide, for no seat (the game's own lines)."""
    if number is None or not 0 <= number < len(shown):
        return " " * cell_len(shown[0])
    return shown[number]
