"""The part of a table screen every game shares: whose view is on display, the game's pace
(results, passing the device on a shared screen, computer players thinking in a worker
thread), the end of the match, and the rules, save and quit keys.

A game's table draws its own view (:meth:`GameTableScreen.redraw`), offers its own choices,
and fills in the hooks where its games differ (a private question to ask, looks owed at a
shared screen, the results to show).
"""

from __future__ import annotations

import contextlib
import glob
import hashlib
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar, cast

from textual import work
from textual.binding import Binding, BindingType
from textual.events import Resize
from textual.geometry import Size
from textual.screen import Screen
from textual.worker import get_current_worker

from roadgames.agents import Decision
from roadgames.agents.base import Reason
from roadgames.core.errors import RoadgamesError
from roadgames.core.records import (
    free_name,
    is_finished,
    load_or_none,
    move_to_free_name,
    set_aside_other_game,
    would_set_aside,
)
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.session_base import SeatView, SessionBase
from roadgames.tui.widgets.typeset import Typeset

if TYPE_CHECKING:
    from roadgames.tui.game_app import GameApp

ViewT = TypeVar("ViewT", bound=SeatView)
ActionT = TypeVar("ActionT")

#: Seconds a computer player may think before the person is told how to leave (a player of
#: one's own may never answer; the built-in ones answer within a second).
SLOW_NOTICE = 30.0

#: The keys every table has, after its own: the rules, saving, saving and leaving.
TABLE_BINDINGS: list[BindingType] = [
    Binding("question_mark", "rules", "Rules"),
    Binding("f1", "rules", "Rules", show=False),
    Binding("s", "save", "Save"),
    Binding("q", "quit_game", "Save & quit"),
]


class TooSmall(Typeset):
    """Stands in for the table on a terminal too small to show it (see
    :attr:`GameTableScreen.MIN_SIZE`): how large to make it, and how to leave (its lines
    broken where French allows: not before the ``:`` of "… pour la table :")."""


class GameTableScreen(Screen[None], Generic[ViewT, ActionT]):
    """Where a game is played: the shared machinery of every game's table."""

    DEFAULT_CSS = """
    GameTableScreen > TooSmall {
        display: none;
        width: 100%;
        height: 100%;
        content-align: center middle;
        text-align: center;
        padding: 1 2;
    }
    GameTableScreen.-too-small {
        overflow: hidden hidden;
    }
    GameTableScreen.-too-small > * {
        display: none;
    }
    GameTableScreen.-too-small > TooSmall {
        display: block;
    }
    """

    #: The least terminal (columns, rows) the table is shown in: smaller, the cards lose
    #: their names, the hint or the prompt its line, and a notice stands in for it.
    MIN_SIZE: ClassVar[tuple[int, int]] = (64, 21)

    session: SessionBase[Any, Any, ViewT, ActionT, Any]

    def __init__(
        self,
        session: SessionBase[Any, Any, ViewT, ActionT, Any],
        tr: Translator,
        save_path: Path,
        delay: float = 0.6,
    ) -> None:
        # no fixed id: a new game's table is built while the last one's is still being
        # taken down (keys typed ahead of the new-game screen), and two screens of one id
        # cannot be mounted at once
        super().__init__()
        self.session = session
        self.tr = tr
        session.lang = tr.ui_lang  # its saves carry on in the language it is played in
        self.save_path = save_path
        #: The digest of what this table last wrote at the save path (see :func:`file_digest`).
        self.written: bytes | None = None
        self.delay = delay
        #: The time computers spent answering private questions since the last public
        #: event, and the length of the history at which the next pause pays it back.
        self.unseen_thinking: tuple[int, float] = (-1, 0.0)
        #: The length of the history at which a person's turn held back (:meth:`turn_held`)
        #: was let go.
        self.released = -1
        people = session.people
        self.viewer = people[0] if people else 0
        self.unlocked = bool(people) and not session.hotseat
        self.busy = False
        self.in_dialog = False
        self.message = ""
        #: The hint on display (the hint key's suggestion), until the person acts.
        self.hint: Decision | None = None

    def on_mount(self) -> None:
        """Draw, then let the game run. A finished game opened from its file is saved
        there already, as it was read: the app knows it for the game last saved (what it
        says as it closes; a new game begun after it is saved elsewhere, unless ``--save``
        named this file: :meth:`~roadgames.tui.game_app.GameApp.leave_looked_at`)."""
        if self.looked_at():
            app = cast("GameApp[Any]", self.app)
            path = self.save_path.expanduser()
            app.last_saved, app.last_digest, app.saved_over = path, file_digest(path), True
        self.fit(self.app.size)
        self.set_titles()
        self.redraw()
        self.call_after_refresh(self.advance)

    def on_resize(self, event: Resize) -> None:
        """The table, or where the terminal is too small for it, the notice instead."""
        self.fit(event.size)

    def fit(self, size: Size) -> None:
        """Show the table at ``size``, or the notice where it is below :attr:`MIN_SIZE`."""
        width, height = self.MIN_SIZE
        small = size.width < width or size.height < height
        self.set_class(small, "-too-small")
        if small:
            notices = self.query(TooSmall)
            notice = notices.first() if notices else TooSmall()
            if not notices:
                self.mount(notice)
            notice.show(
                self.tr(
                    "too_small",
                    size=f"{width}×{height}",
                    now=f"{size.width}×{size.height}",
                    quit=self.tr.key_label("Save & quit"),
                )
            )

    # --------------------------------------------------------------- drawing

    def set_titles(self) -> None:
        """Titles the widgets get once, before the first drawing (none by default)."""

    def redraw(self) -> None:
        """Draw everything from the viewer's view."""
        raise NotImplementedError

    def current_view(self) -> ViewT:
        """The view on display: the viewer's seat."""
        return self.session.view(self.viewer)

    def hand_visible(self) -> bool:
        """Whether the viewer's hand is face up on screen."""
        return self.unlocked and self.session.is_person(self.viewer)

    def my_turn(self, view: ViewT) -> bool:
        """Whether the person on display must act now."""
        return self.hand_visible() and view.my_turn and not self.busy

    def hide_hand(self) -> None:
        """Turn the viewer's hand face down (a shared screen, between people)."""
        self.unlocked = False

    def open_results(self) -> None:
        """Before a dialog of results (a hand's or a game's end) opens over the table, which
        stays in sight around it: on a shared screen the hand is turned face down first, as
        the seat to play next may be the one on display, its new hand dealt."""
        self.in_dialog = True
        if self.session.hotseat:
            self.hide_hand()
        self.redraw()

    # --------------------------------------------------------------- hints

    def describe(self, action: ActionT) -> str:
        """An action in words (for hints)."""
        raise NotImplementedError

    def hint_text(self, hint: Decision) -> str:
        """A hint: the action in words, then why, in the interface language where the
        player's reason has words there, else in the player's own; the reason alone where
        it names the action itself ("discard 50 mi: the card least needed", not
        "✗ 50 mi — discard 50 mi: …")."""
        why = (hint.reason and self.tr.reason(hint.reason, self.describe)) or hint.explanation
        if why and hint.reason is not None and self.names_action(hint.reason, hint.action):
            return self.tr("hint", action=why)
        explanation = f" — {why}" if why else ""
        return self.tr("hint", action=self.describe(hint.action)) + explanation

    def names_action(self, reason: Reason, action: ActionT) -> bool:
        """Whether ``reason``'s words name ``action`` itself, as a hint would before them
        (none by default)."""
        return False

    def hint_moment(self, view: ViewT) -> tuple[object, ...]:
        """What a hint was asked in: it is shown only while the viewer's view still matches
        (the log's length and the hand; a game adds its open question)."""
        raise NotImplementedError

    def action_hint(self) -> None:
        """Ask the hint player for a suggestion (with its reason)."""
        view = self.current_view()
        if self.my_turn(view):
            self.message = self.tr("hint_working")  # a search can take a moment
            self.redraw()
            self.find_hint(view)

    @work(thread=True, exclusive=True, group="hint")
    def find_hint(self, view: ViewT) -> None:
        """Compute the hint off the interface thread."""
        decision = self.session.hint(view)
        with contextlib.suppress(RuntimeError):
            self.app.call_from_thread(self.hint_ready, decision, self.hint_moment(view))

    def hint_ready(self, decision: Decision | None, moment: tuple[object, ...]) -> None:
        """Show the hint, unless the game moved on since it was asked at ``moment`` (a
        hint for a question already answered must not answer the next one)."""
        if self.message == self.tr("hint_working"):
            self.message = ""
        if decision is None or self.hint_moment(self.current_view()) != moment:
            self.message = self.tr("hint_none") if decision is None else ""
            self.redraw()
            return
        self.show_hint(decision)

    def show_hint(self, decision: Decision) -> None:
        """Show ``decision`` as the hint and point at its action."""
        self.hint = decision
        self.redraw()

    # --------------------------------------------------------------- actions

    def act(self, action: ActionT) -> None:
        """Apply the person's action and let the game go on."""
        seat = self.viewer
        try:
            self.session.apply(seat, action)
        except RoadgamesError:
            self.message = self.tr("illegal")
            self.redraw()
            return
        self.message = ""
        self.forget_choice()
        self.note_move(seat, action)
        self.autosave()
        if self.session.hotseat and not self.keeps_device(seat):
            self.hide_hand()
        self.redraw()
        self.advance()

    def keeps_device(self, seat: int) -> bool:
        """Whether ``seat``, a person who just moved on a shared screen, keeps the device
        uncovered: while they are to move again, by default."""
        return self.session.to_move == seat

    def forget_choice(self) -> None:
        """After the person's action: drop what the screen kept of their choosing (nothing
        by default)."""

    def note_move(self, seat: int, action: ActionT) -> None:
        """After any seat's action was applied: what the screen must remember of it
        (nothing by default)."""

    # ------------------------------------------------------- the game's pace

    def advance(self) -> None:
        """Go on until a person must act: results, passing the device, anything owed
        first, computer turns."""
        if self.busy or self.in_dialog or not self.is_mounted:
            return
        if self.show_results():
            return
        actor = self.session.to_move
        if actor is None:
            return
        if self.turn_held(actor):
            self.hold_turn()
            return
        if self.before_turn(actor):
            return
        if self.session.is_person(actor):
            self.person_turn(actor)
        else:
            self.computer_turn()

    def show_results(self) -> bool:
        """Show what ended since the last call (a dialog that goes on when closed); whether
        anything was shown."""
        raise NotImplementedError

    def turn_held(self, actor: int) -> bool:
        """Whether the person ``actor``'s decision waits a pause first, the table shown as
        the others see it meanwhile (none by default)."""
        return False

    def hold_turn(self) -> None:
        """Hold the person's decision back for the table's delay, less the time computers
        have just spent on private answers (:meth:`thinking_owed`), as a computer's move is
        held (:meth:`pause_for`): it comes when it would have come had nobody been asked."""
        self.busy = True
        self.redraw()
        history_length = len(self.session.state.history)
        pause = max(0.0, self.delay - self.thinking_owed(history_length))
        self.release_later(pause, history_length)

    @work(thread=True, exclusive=True, group="computer")
    def release_later(self, pause: float, history_length: int) -> None:
        """Let the decision held back at ``history_length`` go after ``pause`` seconds."""
        time.sleep(pause)
        with contextlib.suppress(RuntimeError):  # the app may have closed meanwhile
            self.app.call_from_thread(self.release_turn, history_length)

    def release_turn(self, history_length: int) -> None:
        """The pause of :meth:`hold_turn` is over: the person's decision comes (where the
        game is still where it was held; else the table goes on from where it is)."""
        if not self.is_attached:
            return
        self.busy = False
        if len(self.session.state.history) == history_length:
            self.released = history_length
        self.redraw()
        self.advance()

    def before_turn(self, actor: int) -> bool:
        """Show what must come before ``actor`` acts; whether anything was shown (the
        turn then waits for it). Nothing by default."""
        return False

    def person_turn(self, seat: int) -> None:
        """A person acts: pass the device first on a shared screen, then ask any question
        the engine puts to them."""
        self.show_side(seat, self.ask_pending_question)

    def show_side(self, seat: int, then: Callable[[], None]) -> None:
        """Uncover ``seat``'s side of the table (passing the device first on a shared
        screen), then go on with ``then``."""
        if self.session.hotseat and (self.viewer != seat or not self.unlocked):
            self.hide_hand()
            self.redraw()
            self.in_dialog = True

            def ready(_: None) -> None:
                self.in_dialog = False
                self.viewer = seat
                self.unlocked = True
                self.redraw()
                then()

            pass_on = PassDeviceScreen(self.session.names[seat], self.tr, self.action_quit_game)
            self.app.push_screen(pass_on, ready)
            return
        self.viewer = seat
        self.unlocked = True
        self.redraw()
        then()

    def ask_pending_question(self) -> None:
        """Ask the person on display the question the engine puts to them, if any (none by
        default: the table's own choices are the question)."""

    def computer_turn(self) -> None:
        """Let the computer seat to move think in a worker thread."""
        turn = self.session.computer_turn()
        if turn is None:
            return
        self.busy = True
        self.redraw()
        seat, view = turn
        self.think(seat, view, self.pause_for(view), len(self.session.state.history))

    def private(self, view: ViewT) -> bool:
        """Whether ``view`` asks its seat a private question, one the other seats must not
        learn was asked (none by default)."""
        return False

    def pause_for(self, view: ViewT) -> float:
        """The pause before a computer move: the table's delay, less the time computers
        have just spent on private answers, so that the move comes when it would have come
        had nobody been asked (where they took less than the delay). A private answer
        itself gets no pause: a pause would tell the others that the question was asked.
        """
        if self.private(view):
            return 0.0
        return max(0.0, self.delay - self.thinking_owed(len(self.session.state.history)))

    def thinking_owed(self, history_length: int) -> float:
        """The time private answers took that the move made at ``history_length`` pays
        back (:attr:`unseen_thinking`): none unless it is the move right after them."""
        at, spent = self.unseen_thinking
        return spent if at == history_length else 0.0

    @work(thread=True, exclusive=True, group="computer")
    def think(self, seat: int, view: ViewT, pause: float, history_length: int) -> None:
        """Decide off the interface thread, then apply on it."""
        started = time.monotonic()
        answered, decision = self.wait_for_decision(seat, view)
        if not answered:
            return  # the table closed, or moved on, while the player thought
        action = decision.action if decision is not None else None
        took = time.monotonic() - started
        if pause > took:
            time.sleep(pause - took)
        with contextlib.suppress(RuntimeError):  # the app may have closed meanwhile
            self.app.call_from_thread(self.computer_done, seat, action, view, history_length, took)

    def wait_for_decision(self, seat: int, view: ViewT) -> tuple[bool, Decision | None]:
        """Ask the seat's player in a thread of its own and wait for it while this worker
        is wanted: whether it answered, and its decision (None where it failed). A player
        of one's own may never answer: its thread does not keep the program from closing
        (a worker's thread is waited for on the way out), and after
        :data:`SLOW_NOTICE` seconds the person is told how to leave (naming the seat only
        where the table shows it to act)."""
        answers: list[Decision | None] = []

        def ask() -> None:
            try:
                answers.append(self.session.decide(seat, view))
            except BaseException:  # a faulty player, even one calling sys.exit, must not
                answers.append(None)  # crash the game (or show what it held): fall back later

        thinker = threading.Thread(target=ask, name=f"seat {seat} thinking", daemon=True)
        thinker.start()
        worker = get_current_worker()
        told = False
        started = time.monotonic()
        while thinker.is_alive():
            thinker.join(0.05)
            if worker.is_cancelled:
                return False, None
            if not told and time.monotonic() - started > SLOW_NOTICE:
                told = True
                seconds = f"{SLOW_NOTICE:g}"
                if self.current_view().to_move == seat:
                    message = self.tr("agent_slow", name=self.session.names[seat], seconds=seconds)
                else:  # a private question (a coup fourré): who was asked is nobody's business
                    message = self.tr("agent_slow_unnamed", seconds=seconds)
                with contextlib.suppress(RuntimeError):
                    self.app.call_from_thread(self.app.notify, message, severity="warning")
        return True, answers[0] if answers else None

    def computer_done(
        self,
        seat: int,
        action: ActionT | None,
        view: ViewT,
        history_length: int,
        took: float = 0.0,
    ) -> None:
        """Apply a computer decision that took ``took`` seconds; where the player gave
        none or an illegal one (a player of one's own can), its first legal action, and
        say so (never the player's error, which may name the cards it holds). Nothing where
        the table was closed meanwhile (the app leaving after the game was saved)."""
        if not self.is_attached:
            return
        if self.private(view):  # a second question in a row adds to the first's time
            self.unseen_thinking = (history_length + 1, self.thinking_owed(history_length) + took)
        self.busy = False
        applied = False
        try:
            if action is not None:
                applied = self.session.apply_computer(seat, action, history_length)
        except RoadgamesError:
            action = None
        if action is None:
            action = view.legal_actions[0]
            applied = self.session.apply_computer(seat, action, history_length)
            if applied:
                name = self.session.names[seat]
                self.app.notify(self.tr("agent_failed", name=name), severity="warning")
        if applied:
            self.note_move(seat, action)
            self.autosave()
            self.redraw()
        self.advance()

    # ---------------------------------------------------------------- dialogs

    def end_match(self, choice: str | None) -> None:
        """The choice at the end of the match: ``"new"`` starts a new game where the app
        offers one; anything else leaves with the saved record's path."""
        if choice == "new":
            new_game = getattr(self.app, "new_game", None)
            if callable(new_game):
                new_game()
                return
        saved = cast("GameApp[Any]", self.app).last_saved
        self.app.exit(None if saved is None else str(saved))

    def rules_screen(self) -> Screen[None]:
        """The rules of the game in play, as a screen over the table."""
        raise NotImplementedError

    def key_help(self) -> list[tuple[str, str]]:
        """The table's keys with their labels, as the help lists them: each label once,
        after all its keys (``p, ⏎, space``), those :meth:`shows_key` leaves out left out."""
        keys: dict[str, list[str]] = {}
        for binding in self.BINDINGS:
            if isinstance(binding, Binding) and binding.description and self.shows_key(binding):
                keys.setdefault(binding.description, []).append(self.key_display(binding))
        return [(", ".join(shown), self.tr.key_label(label)) for label, shown in keys.items()]

    def shows_key(self, binding: Binding) -> bool:
        """Whether the help lists ``binding`` (every one with a label, unless a game's
        table says otherwise)."""
        return True

    def key_display(self, binding: Binding) -> str:
        """A binding's key as the help shows it: Textual's "space" and "del" in the
        interface language (the French help read "p, ⏎, space")."""
        return self.tr.key_name(self.app.get_key_display(binding))

    def action_rules(self) -> None:
        """The rules in force, in words."""
        self.app.push_screen(self.rules_screen())

    def log_note(self, text: str) -> None:
        """Write a line of the interface's own (not the game's) in the log."""
        raise NotImplementedError

    def save(self) -> Path:
        """Save the game as a record. The first time, an unfinished game of another deal
        found at the save path is set aside, never overwritten
        (:func:`~roadgames.core.records.set_aside_other_game`), but not the record a resumed
        game was read from, in whatever form (:meth:`SessionBase.holds_own_save`); where
        something else is written there later (another table on the same path), this game
        moves to a free name of its own rather than evict it."""
        path = self.save_path.expanduser()
        app = cast("GameApp[Any]", self.app)
        if self.written is None:
            # first the game played before this one (n), kept and named as such; then
            # whatever else is there (at a file named with --save, a finished game too)
            self.keep_finished(path)
            own = self.session.holds_own_save(path)  # what it was resumed from: saved over
            record = self.session.record()
            kept = None if own else set_aside_other_game(path, record, app.named_save)
            if kept is not None:
                app.set_aside = kept
                self.log_note(self.tr(_set_aside_note(kept), path=kept))
        elif (found := file_digest(path)) is not None and found != self.written:
            path = self.save_path = app.save_path = self.moved_copy(path) or free_name(path)
            self.log_note(self.tr("moved_save", path=path))
        saved = self.session.save(path)
        self.written = file_digest(saved)
        app.last_saved, app.last_digest = saved, self.written
        app.saved_over = self.session.state.is_over
        return saved

    def moved_copy(self, path: Path) -> Path | None:
        """Where this table's last save went beside ``path`` (``NAME-N.json``: another
        table, saving a game of its own there, set it aside): the file that still reads
        exactly as this table wrote it, if one does. This game goes on there, so that the
        file the other table names as kept holds it as it is now, not an earlier point of
        it beside a later copy elsewhere."""
        if self.written is None:
            return None
        pattern = f"{glob.escape(path.stem)}-*{glob.escape(path.suffix)}"
        for other in sorted(path.parent.glob(pattern)):
            if file_digest(other) == self.written:
                return other
        return None

    def keep_finished(self, path: Path) -> None:
        """Before this game is first saved at ``path``: the finished game the app played
        before it (``n`` at its end: :attr:`~roadgames.tui.game_app.GameApp.finished_save`),
        where ``path`` still holds it, moves to a free name beside it (``NAME-1.json``…),
        said here and as the app closes, rather than be saved over unnoticed (an unfinished
        game is set aside as ever; a finished one found otherwise, the last save's, was
        said where it was saved as its app closed, and is saved over)."""
        app = cast("GameApp[Any]", self.app)
        finished = app.finished_save
        if finished is None or not finished.is_at(path):
            return
        try:
            kept = move_to_free_name(finished.path)  # the file itself, where path is a link
        except FileNotFoundError:  # gone meanwhile: nothing left to keep
            return
        app.finished_save = None
        app.kept_finished.append(kept)
        self.log_note(self.tr("finished_kept", path=kept))

    def holds_back(self) -> bool:
        """Whether this game is kept from its save path for now: a finished game opened
        to look at (:meth:`looked_at`: its file holds it already); or no person has moved
        in this session yet (the computer's moves alone are nobody's loss), and saving would
        set aside what is there (:func:`~roadgames.core.records.would_set_aside`), an
        unfinished game the person may have come back for, or a finished one at a file
        they named (``--save``). Once a person moves, it is set aside as ever."""
        path, session = self.save_path.expanduser(), self.session
        if self.written is None and self.looked_at():
            return True  # nothing to save: its file holds it, as it was read
        if session.people_moved or self.written is not None or session.holds_own_save(path):
            return False
        app = cast("GameApp[Any]", self.app)
        if app.finished_save is not None and app.finished_save.is_at(path):
            return False  # the game played before this one (n), kept beside it on saving
        return would_set_aside(path, self.session.record(), app.named_save)

    def looked_at(self) -> bool:
        """Whether this is a finished game opened from the file it is saved at, as it was
        read there: nothing to play, and nothing to write."""
        return self.session.resumed_over and self.session.holds_own_save(
            self.save_path.expanduser()
        )

    def try_save(self, asked: bool = False, leaving: bool = False) -> Path | None:
        """:meth:`save`, saying why where it fails (``None`` then), above any screen, and
        where ``leaving`` (the key that saves and quits, which then leaves the game open),
        how to leave without saving. Unless ``asked`` (the save key), nothing is saved while
        :meth:`holds_back` (``None`` too)."""
        if not asked and self.holds_back():
            return None
        try:
            return self.save()
        except OSError as exc:
            reason = exc.strerror or str(exc)
            if leaving:
                quit_key = self.tr("key_ctrl_q")
                self.message = self.tr("not_saved_quit", reason=reason, quit_key=quit_key)
            else:
                self.message = self.tr("not_saved", reason=reason)
            cast("GameApp[Any]", self.app).last_saved = None  # not this game as it is now
            self.app.notify(self.message, severity="error")
            self.redraw()
            return None

    def autosave(self) -> None:
        """Save after every move, so that nothing is lost however the game is left."""
        self.try_save()

    def action_save(self) -> None:
        """Save now and say where."""
        path = self.try_save(asked=True)
        if path is None:
            return
        self.message = self.tr("saved", path=path)
        self.log_note(self.message)
        self.redraw()

    def action_quit_game(self) -> None:
        """Save and leave; ``roadgames play --resume`` continues. Where the game cannot be
        saved it stays open, saying why and that Ctrl+Q still leaves. Left before any person
        moved (:meth:`holds_back`), nothing is saved: the game found at the save path stays
        there, and the app exits with ``None``."""
        if self.holds_back():
            self.workers.cancel_all()
            self.app.exit(None)
            return
        path = self.try_save(leaving=True)
        if path is None:
            return
        self.workers.cancel_all()
        self.app.exit(str(path))


def file_digest(path: Path) -> bytes | None:
    """A digest of the file at ``path`` (``None`` where there is none), to tell whether what
    is there is still what this table wrote."""
    try:
        return hashlib.sha256(path.read_bytes()).digest()
    except OSError:
        return None


def _set_aside_note(kept: Path) -> str:
    """What the log says of what was set aside at ``kept``: an unfinished game, a finished
    one (at a file named with ``--save``), or a file that held no game."""
    record = load_or_none(kept)
    if record is None:
        return "set_aside_damaged"
    if is_finished(record):
        return "finished_kept"
    return "set_aside"  # where it cannot be carried on, the note after the game says why
