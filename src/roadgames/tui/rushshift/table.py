"""The Rush Hour Shift table: the board, the card in play, what the person may do (a list of
the legal actions in words), the log and the hand.

A turn is a sequence of small decisions (a card, then its steps), so the person picks each
one from a list: arrows or a number and Enter, or a click; ``e`` ends the turn, a click on
a hand card plays it, a click on a vehicle jumps to its actions. A card to play is picked by
the number it bears in the hand (the list shows those numbers: two cards alike share one
entry, and either number picks it); a step of the card by its place in the list. The screen
keeps no game state: it draws one seat's view and hands choices to the session. Computer
players think in a worker thread. The text fitted to the screen (the number keys, lines cut
short in ``…``, the prompt's lines) is measured in :mod:`.table_text`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import OptionList, RichLog, Static
from textual.widgets.option_list import Option

from roadgames.agents import Decision
from roadgames.rushshift import RushShiftView
from roadgames.rushshift.actions import END, PLAY, Action
from roadgames.rushshift.vehicles import HEROES
from roadgames.tui.fitting import fit_line, fit_named, fit_status
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.board import BoardLabels, BoardWidget
from roadgames.tui.rushshift.dialogs import GameEndScreen, RushRulesScreen
from roadgames.tui.rushshift.hand import RushCard, RushHand
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table_text import (
    MESSAGE_ROWS,
    NUMBER_KEYS,
    fit_rows,
    key_numbers,
    large_board,
    prompt_lines,
    shown_turn,
)
from roadgames.tui.rushshift.words import (
    card_face,
    card_title,
    colour,
    describe,
    describe_event,
    seat_label,
    seat_named,
)
from roadgames.tui.screens.game_table import TABLE_BINDINGS, GameTableScreen
from roadgames.tui.widgets.footer import TranslatedFooter
from roadgames.tui.widgets.log import LOG_LINES, TypesetLog

#: The rows of the screen around the board, the info panel and the list: the status line,
#: the hand (3), the prompt's own row and the footer.
OUTER_ROWS = 6
#: The words' keys a click on a vehicle may be refused with (see
#: :meth:`RushTableScreen.why_not_vehicle`).
VEHICLE_REFUSALS = (
    "rs_vehicle_card_first",
    "rs_vehicle_not_yours",
    "rs_vehicle_none_now",
    "rs_vehicle_stuck",
)
#: The most rows the hint takes (as the stylesheet's max-height); a longer one ends in ``…``.
HINT_ROWS = 8


class RushLog(TypesetLog):
    """The table's log, its lines broken where French typography allows. Its scrollbar
    shows only once there is something to scroll (the stylesheet), and a log that lays its
    scrollbar out only after the lines that need it are written must scroll to them all
    the same: as soon as its lines overflow it, not once the scrollbar shows (which would
    leave its first lines in sight)."""

    @property
    def allow_vertical_scroll(self) -> bool:
        """Whether the log may scroll: its lines overflow it."""
        return self.is_scrollable and self.max_scroll_y > 0

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        """A scrollbar that shows at last shows where the log is (Textual moves it only
        as the log scrolls, which it may have done already)."""
        if shown:
            self.vertical_scrollbar.position = self.scroll_y


class RushTableScreen(GameTableScreen[RushShiftView, Action]):
    """Where Rush Hour Shift is played."""

    #: The board's rows and the list of actions beside it need more than Mille Bornes.
    MIN_SIZE: ClassVar[tuple[int, int]] = (70, 22)

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"pick({n})", show=False) for n in range(1, NUMBER_KEYS + 1)),
        Binding("enter", "apply", "Do it", show=False),
        Binding("e", "end_turn", "End turn"),
        # while the rules refuse to end the turn, the key above is hidden from the footer
        # (check_action) and this one, never shown, answers the key with why
        Binding("e", "explain_end", show=False),
        Binding("h", "hint", "Hint"),
        *TABLE_BINDINGS,
    ]

    session: RushSession

    def __init__(
        self, session: RushSession, tr: Translator, save_path: Path, delay: float = 0.6
    ) -> None:
        super().__init__(session, tr, save_path, delay)
        self.listed: tuple[Action, ...] = ()
        #: The number keys that pick each entry of :attr:`listed` (see :func:`key_numbers`).
        self.numbers: tuple[tuple[int, ...], ...] = ()
        self._waiting = ""
        self._log_seen = 0
        #: Whether the rules refuse to end the turn now (see :meth:`end_refused`), as drawn.
        self.ending_refused = False
        #: The game of the match whose end the dialog over the table tells (0: none open).
        self.game_end_open = 0
        #: The last final position asked of the session: the game, the seat, the view.
        self._final: tuple[int, int, RushShiftView] | None = None

    # ---------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        """The status line, the board and its notes, the actions with the hint and the log
        beside them, the hand, the prompt and the keys."""
        yield Static(id="status", markup=False)
        with Horizontal(id="rs-main"):
            with Vertical(id="rs-left"):
                yield BoardWidget(id="rs-board")
                yield Static(id="rs-info", markup=False)
            with Vertical(id="rs-right"):
                yield OptionList(id="rs-actions")
                yield Static(id="rs-hint", markup=False)
                yield RushLog(
                    max_lines=LOG_LINES,
                    wrap=True,
                    markup=False,
                    highlight=False,
                    min_width=20,
                    id="rs-log",
                )
        yield RushHand(self.tr, id="rs-hand")
        yield Static(id="rs-prompt", markup=False)
        yield TranslatedFooter(self.tr)

    def set_titles(self) -> None:
        """The board's title and legend, the log's title."""
        board = self.query_one(BoardWidget)
        board.border_title = self.tr("rs_board")
        board.border_subtitle = self.tr("rs_legend")
        self.query_one("#rs-log", RichLog).border_title = self.tr("log")

    def on_resize(self, event: Resize) -> None:
        """The board grows on a large screen."""
        self.redraw()

    # --------------------------------------------------------------- drawing

    def current_view(self) -> RushShiftView:
        """The viewer's view; while a game of the match has ended and its end is still to
        be told, or is being told, that game's final position (the engine has dealt the
        next one already: it shows once the dialog is closed)."""
        game = self.ended_game()
        if not game:
            return super().current_view()
        if self._final is None or self._final[:2] != (game, self.viewer):
            self._final = (game, self.viewer, self.session.final_view(game, self.viewer))
        return self._final[2]

    def ended_game(self) -> int:
        """The game whose final position the table shows (see :meth:`current_view`), 0 for
        none: the one whose end the dialog tells, else the first whose end it has not."""
        if self.game_end_open:
            return self.game_end_open
        session = self.session
        return session.results_seen + 1 if len(session.state.results) > session.results_seen else 0

    def choices(self, view: RushShiftView) -> tuple[Action, ...]:
        """The actions offered to the person now (none unless it is their turn)."""
        return view.legal_actions if self.my_turn(view) else ()

    def redraw(self) -> None:
        """Draw everything from the viewer's view."""
        view = self.current_view()
        self.draw_status(view)
        self.draw_actions(view)
        self.draw_board(view)
        self.draw_info(view)
        hand = self.query_one(RushHand)
        if self.hand_visible():
            legal = [a.card for a in self.choices(view) if a.card is not None]
            hand.show(view.hand, len(view.hand), legal, self.my_turn(view) and view.phase == "card")
        else:
            hand.show(None, view.hand_sizes[self.viewer], [], False)
        self.draw_log(view)
        self.draw_prompt(view)
        refused = self.end_refused(view)
        if refused != self.ending_refused:
            self.ending_refused = refused
            self.refresh_bindings()  # the footer shows the e key again, or no more
        hint = self.query_one("#rs-hint", Static)
        hint.display = self.hint is not None  # below the list it is about, taken from the log
        if self.hint is not None:
            right = self.query_one("#rs-right")
            width = right.content_size.width - hint.styles.gutter.width
            text = self.hint_text(self.hint)
            # wrapped here to the rows it may take, so that a cut hint ends in … (the
            # column's width is known before the hint, hidden until now, is laid out)
            hint.update("\n".join(fit_rows(text, width, HINT_ROWS)) if width > 0 else text)

    def draw_status(self, view: RushShiftView) -> None:
        """The top line: the game, the turn, who is to play."""
        tr = self.tr
        parts = [
            tr("rs_title"),
            tr("rs_game", n=view.game_number, total=view.rules.games),
            tr("rs_turn", n=shown_turn(view)),
        ]
        if view.rules.games > 1:
            parts.append(tr("rs_wins", gold=view.wins[0], silver=view.wins[1]))
        status = self.query_one("#status", Static)
        width = self.size.width - status.styles.gutter.width
        status.update(fit_status(parts, *self.turn_words(view), width))

    def turn_words(self, view: RushShiftView) -> tuple[Callable[[str], str], str]:
        """How the top line ends, whose turn it is: its words given a name, and the name
        (none where they name no one: the game over, the viewer's own turn with one person
        at the screen; two people sharing it, the viewer's own turn names who it is)."""
        tr, seat = self.tr, view.to_move
        if seat is None:  # the match, or (its final position on display) one game, over
            # a status among statuses ("your turn (gold)"), not the summary's title
            ended = self.tr("game_over") if view.is_over else self.ended_text(view)
            return (lambda _: ended), ""
        seat_colour = colour(seat, tr)
        if seat == self.viewer and self.hand_visible():  # not "À You (or) de jouer"
            if self.session.hotseat:  # on a shared screen, which of the people sharing it

                def mine_named(name: str) -> str:
                    return tr("rs_you_to_move_named", name=name, colour=seat_colour)

                return mine_named, self.session.names[seat]
            mine = tr("rs_you_to_move", colour=seat_colour)
            return (lambda _: mine), ""

        def to_move(name: str) -> str:
            return tr("to_move", name=seat_named(seat, name, tr))

        return to_move, self.session.names[seat]

    def draw_board(self, view: RushShiftView) -> None:
        """The board, with the vehicle of the highlighted action emphasised."""
        tr = self.tr
        labels = BoardLabels(tr("rs_side_left"), tr("rs_side_right"), tr("rs_locked"))
        action = self.highlighted_action()
        vehicle = action.vehicle if action is not None else None
        self.query_one(BoardWidget).show(view.board, vehicle, labels, large_board(self.size))

    def draw_info(self, view: RushShiftView) -> None:
        """The card in play and what is left of it (behind a game's end, the card it ended
        on), the piles, the other hand's size: one line each, as wide as the board (a long
        card title is named as its face in the hand is; a long name cut short in ``…``, the
        count of cards after it kept whole)."""
        tr = self.tr
        width = self.info_width()
        played = view.card
        if played is None and self.ended_game() and view.discard_pile:
            played = view.discard_pile[-1]  # the card the game ended on, used up
        if played is None:
            lines = [tr("rs_no_card"), ""]
        else:
            left = []
            if view.card is not None:  # what is left of it (nothing of one a game ended on)
                if view.moves_left:
                    left.append(tr("rs_steps_left", n=view.moves_left))
                if view.shift_left:
                    left.append(tr("rs_shift_left"))
                if view.slide_left:
                    left.append(tr("rs_slide_left"))
            card = tr("rs_card", card=card_title(played, tr))
            if cell_len(card) > width:  # DÉPLACEMENT ET DÉCALAGE 3 in French
                card = tr("rs_card", card=card_face(played, tr))
            lines = [card, " · ".join(left) or tr("rs_card_used")]
        lines.append(tr("rs_piles", draw=view.draw_pile_size, discard=len(view.discard_pile)))
        other = 1 - self.viewer
        held = view.hand_sizes[other]

        def their_hand(name: str) -> str:
            return tr("rs_their_hand", name=seat_named(other, name, tr), n=held)

        # a long name is cut short, not the count of cards after it ("… holds 4 cards")
        lines = [fit_line(line, width) for line in lines]
        lines.append(fit_named(self.session.names[other], their_hand, width))
        self.query_one("#rs-info", Static).update("\n".join(lines))

    def info_width(self) -> int:
        """The cells of a line of the info panel: it is as wide as the board's box."""
        board = self.query_one(BoardWidget)
        info = self.query_one("#rs-info", Static)
        drawn = board.get_content_width(self.size, self.size)
        return drawn + board.styles.gutter.width - info.styles.gutter.width

    def draw_actions(self, view: RushShiftView) -> None:
        """The list of legal actions in words (rebuilt only when it changes)."""
        choices = self.choices(view)
        numbers = key_numbers(choices, view.hand)
        options = self.query_one("#rs-actions", OptionList)
        options.border_title = self.tr("rs_actions")
        width = options.scrollable_content_region.width
        waiting = "" if choices else self.waiting_text(view, width)
        shown = (self.listed, self.numbers, self._waiting)
        if (choices, numbers, waiting) == shown and options.option_count:
            return
        self.listed, self.numbers, self._waiting = choices, numbers, waiting
        options.clear_options()
        if choices:
            keys = [",".join(map(str, entry)) for entry in numbers]
            width = max(len(key) for key in keys) or 1
            options.add_options(
                Option(f"{key:<{width}} {describe(action, self.tr)}")
                for key, action in zip(keys, choices, strict=True)
            )
            options.highlighted = 0
            if not self.in_dialog:
                options.focus()
        else:
            options.add_option(Option(waiting, disabled=True))

    def waiting_text(self, view: RushShiftView, width: int) -> str:
        """What the action list says when there is nothing to choose (a computer player
        thinking on one line of ``width`` cells, where that is known: more than 0)."""
        if view.to_move is None:
            return self.ended_text(view)
        who = seat_label(view.to_move, self.session.names, self.tr)
        if not self.session.is_person(view.to_move):
            return self.thinking_line(view.to_move, width)
        if not self.hand_visible():
            return self.tr("hand_hidden")
        return self.tr("to_move", name=who)

    def ended_text(self, view: RushShiftView) -> str:
        """Where nobody is to move: the match is over, or (its final position on display)
        one of its games."""
        return self.tr("summary") if view.is_over else self.tr("rs_game_over", n=view.game_number)

    def draw_log(self, view: RushShiftView) -> None:
        """Append the log entries not yet written, in words: of a long match resumed, only
        the last :data:`~roadgames.tui.widgets.log.LOG_LINES` (each a line at least), the
        most the log keeps."""
        log = self.query_one("#rs-log", RichLog)
        start = max(self._log_seen, len(view.log) - LOG_LINES)
        for seat, text in view.log[start:]:
            log.write(describe_event(seat, text, self.session.names, self.tr))
        self._log_seen = len(view.log)

    def draw_prompt(self, view: RushShiftView) -> None:
        """Under the hand: the message, if any, then the prompt (see :func:`prompt_lines`)."""
        prompt = self.query_one("#rs-prompt", Static)
        width = prompt.content_size.width or self.size.width - prompt.styles.gutter.width
        rows, text = self.message_rows(), self.prompt_text(view, width)
        if text or not self.message:
            prompt.update(prompt_lines(self.message, text, width, rows))
        else:  # nothing to prompt: the message has the prompt's row too
            prompt.update("\n".join(fit_rows(self.message, width, rows + 1)))

    def message_rows(self) -> int:
        """The rows a message may take under the hand besides the prompt's: as many as the
        left column can spare with all of the board's grid and every line of the info panel
        in sight, at least one and at most :data:`MESSAGE_ROWS` (at 80×24, one with the side
        sections five rows apart, two otherwise)."""
        board = self.query_one(BoardWidget)
        info = self.query_one("#rs-info", Static)
        lines = len(str(info.content).split("\n"))
        need = board.least_rows() + board.styles.gutter.height + lines
        return max(1, min(MESSAGE_ROWS, self.size.height - OUTER_ROWS - need))

    def prompt_text(self, view: RushShiftView, width: int = 0) -> str:
        """What to do now, or who is playing (the line under the hand, after any message):
        a computer player thinking on one line of ``width`` cells where that is given."""
        tr = self.tr
        if not self.hand_visible():
            return tr("hand_hidden")
        if self.my_turn(view):
            if view.phase == "card":
                what = tr("rs_pick_card")
            else:  # a MOVE begun under move_exact cannot end yet: no word of the e key
                what = tr("rs_pick_step" if END in view.legal_actions else "rs_pick_step_only")
            return tr("your_turn", what=what)
        if view.to_move is not None and not self.session.is_person(view.to_move):
            return self.thinking_line(view.to_move, width)
        return ""

    def thinking_line(self, seat: int, width: int) -> str:
        """A computer ``seat`` thinking, "NAME (colour): thinking…", on one line of ``width``
        cells where that is more than 0: a long name is cut short, its colour and the word
        kept whole where they fit (see :func:`fit_named`)."""
        tr = self.tr
        seat_colour, thinking = colour(seat, tr), tr("thinking")

        def line(name: str) -> str:
            return f"{tr('rs_seat', name=name, colour=seat_colour)}: {thinking}"

        name = self.session.names[seat]
        return fit_named(name, line, width) if width > 0 else line(name)

    def describe(self, action: Action) -> str:
        """An action in words (for hints)."""
        return describe(action, self.tr)

    def highlighted_action(self) -> Action | None:
        """The action under the list's cursor."""
        index = self.query_one("#rs-actions", OptionList).highlighted
        if index is None or not 0 <= index < len(self.listed):
            return None
        return self.listed[index]

    # --------------------------------------------------------------- choices

    def action_pick(self, number: int) -> None:
        """A number key moves the list's cursor to the choice showing that number: playing
        the hand card that bears it, or the list's entry at that place."""
        for index, keys in enumerate(self.numbers):
            if number in keys:
                self.query_one("#rs-actions", OptionList).highlighted = index
                return

    def action_apply(self) -> None:
        """Enter (with the focus off the list): do the highlighted action."""
        action = self.highlighted_action()
        if action is not None:
            self.act(action)

    def forget_choice(self) -> None:
        """After the person's action: the hint was for the step just made."""
        self.hint = None

    def hint_moment(self, view: RushShiftView) -> tuple[object, ...]:
        """The log's length (it grows at every step) and the hand."""
        return (len(view.log), tuple(view.hand))

    def show_hint(self, decision: Decision) -> None:
        """Below the list of actions, the list's cursor on the one it names."""
        if decision.action in self.listed:
            options = self.query_one("#rs-actions", OptionList)
            options.highlighted = self.listed.index(decision.action)
        super().show_hint(decision)
        # the hint's box takes room from the list and the log: once laid out again, keep
        # the named action and the log's last line in sight
        self.call_after_refresh(self._keep_in_sight)

    def _keep_in_sight(self) -> None:
        self.query_one("#rs-actions", OptionList).scroll_to_highlight()
        self.query_one("#rs-log", RichLog).scroll_end(animate=False)

    def end_refused(self, view: RushShiftView) -> bool:
        """Whether the rules refuse the person on display to end the turn now: a card to
        pick, somebody else's turn, or a MOVE begun that must be used whole (the
        ``move_exact`` option; without it, a card's rest may always be left unused)."""
        return not self.my_turn(view) or END not in view.legal_actions

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The ``e`` key ends the turn, shown in the footer, where the rules allow it now;
        elsewhere it is not shown, and explains why where the reason is not plain (a MOVE
        that must be used whole)."""
        if action == "end_turn":
            return not self.ending_refused
        if action == "explain_end":
            return self.ending_refused
        return True

    def action_end_turn(self) -> None:
        """End the turn, leaving the rest of the card unused."""
        if END in self.listed:
            self.act(END)
        else:
            self.action_explain_end()

    def action_explain_end(self) -> None:
        """Why the turn cannot end now: no card played yet, or a MOVE that must be used
        whole (the ``move_exact`` option)."""
        view = self.current_view()
        if not self.my_turn(view) or END in view.legal_actions:
            return
        if view.phase == "card":
            self.message = self.tr("rs_end_needs_card")
        elif view.moves_left:
            self.message = self.tr("rs_finish_move", n=view.moves_left)
        else:
            return
        self.redraw()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter or a click on an action does it."""
        event.stop()
        if 0 <= event.option_index < len(self.listed):
            self.act(self.listed[event.option_index])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Show on the board which vehicle the highlighted action moves."""
        self.draw_board(self.current_view())

    def on_rush_card_chosen(self, message: RushCard.Chosen) -> None:
        """A click on a hand card plays it (when that is a choice now)."""
        view = self.current_view()
        if not self.hand_visible() or message.index >= len(view.hand):
            return
        action = PLAY[view.hand[message.index]]
        if action in self.listed:
            self.act(action)

    def on_board_widget_vehicle_chosen(self, message: BoardWidget.VehicleChosen) -> None:
        """A click on a vehicle moves the list's cursor to its first action, and takes back
        what an earlier click was refused with ("That is the other player's hero car")."""
        for index, action in enumerate(self.listed):
            if action.vehicle == message.vehicle:
                options = self.query_one("#rs-actions", OptionList)
                options.highlighted = index
                options.focus()
                if self.message in self.click_refusals:  # not "Not saved: …", say
                    self.message = ""
                    self.redraw()
                return
        if self.listed:
            self.message = self.tr(self.why_not_vehicle(message.vehicle))
            self.redraw()

    @property
    def click_refusals(self) -> set[str]:
        """What a click on a vehicle may be refused with (:meth:`why_not_vehicle`), in the
        interface language."""
        return {self.tr(key) for key in VEHICLE_REFUSALS}

    def why_not_vehicle(self, vehicle: int) -> str:
        """The words' key for why a click on ``vehicle`` picked nothing to do: no card
        played yet, the other player's hero, no vehicle moving at this step (a SHIFT), or
        no free square for it."""
        view = self.current_view()
        if view.phase == "card":
            return "rs_vehicle_card_first"
        if vehicle in HEROES and vehicle != view.hero:
            return "rs_vehicle_not_yours"
        if all(action.vehicle is None for action in self.listed):
            return "rs_vehicle_none_now"
        return "rs_vehicle_stuck"

    # ------------------------------------------------------- the game's pace

    def show_results(self) -> bool:
        """The end of a game (and of the match), once each; a match over, its end again
        (resumed finished, the table has nothing else to offer)."""
        session = self.session
        if session.new_results() or session.state.is_over:  # a finished match resumed too
            self.show_game_end(len(session.state.results))
            return True
        return False

    # ---------------------------------------------------------------- dialogs

    def board_column_right(self, size: Size) -> int:
        """The right edge of the board's column on a screen of ``size``: worked out from the
        size, as the layout behind a dialog is redone only after the dialog has placed
        itself for a new size."""
        left = self.query_one("#rs-left")
        board = self.query_one(BoardWidget)
        return left.region.x + left.styles.gutter.width + board.width_for(large_board(size))

    def show_game_end(self, number: int) -> None:
        """A game ended: who won; the end of the match offers a new one or quitting."""
        state = self.session.state
        self.game_end_open = number  # behind the dialog, the game it tells of
        self.open_results()
        if state.is_over:
            self.try_save()

        def chosen(choice: str | None) -> None:
            self.in_dialog = False
            if choice in ("quit", "new"):
                self.end_match(choice)
                return
            self.game_end_open = 0  # the next game shows
            self.autosave()  # the end seen: a match resumed now goes on to the next game
            self.redraw()
            self.advance()

        screen = GameEndScreen(
            state.results[number - 1],
            number,
            self.session.rules.games,
            state.wins,
            self.session.names,
            self.tr,
            state.is_over,
            beside=self.board_column_right,  # the final position in sight
            match_winners=state.winners,
        )
        self.app.push_screen(screen, chosen)

    def rules_screen(self) -> Screen[None]:
        """The rules: the published ones and this project's choices; then the keys."""
        return RushRulesScreen(self.session.rules, self.tr, self.key_help())

    def shows_key(self, binding: Binding) -> bool:
        """Not Enter: the number keys, the arrows and Enter have a line of their own in the
        help (``rs_help_pick``)."""
        return binding.key != "enter"

    def log_note(self, text: str) -> None:
        """A line of the interface's own in the log."""
        self.query_one("#rs-log", RichLog).write(text)
