"""What every game's Textual app shares: the language, where the game is saved, the pace of
the computer players, and the game's table screen."""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import rich
from rich.console import RenderableType
from rich.markup import escape
from rich.segment import Segments
from rich.traceback import Traceback
from textual.app import App
from textual.binding import ActiveBinding, Binding

from roadgames.core.signals import ENDING_SIGNALS
from roadgames.tui.fitting import french_lines, wrap_french_markup
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.game_table import GameTableScreen, file_digest
from roadgames.tui.screens.popup import PopUp
from roadgames.tui.session_base import SessionBase

if TYPE_CHECKING:
    from textual.notifications import SeverityLevel

    from roadgames.tui.screens.new_game_setup import Setup

TableT = TypeVar("TableT", bound=GameTableScreen[Any, Any])

#: The signals that stop a game from outside, handled as quitting (Ctrl-C is a key here).
STOP_SIGNALS = ENDING_SIGNALS
#: The actions that quit the app at once (Textual's ``ctrl+q``, the new-game screen's Esc).
QUIT_ACTIONS = ("quit", "app.quit")
#: The action of a table's key that saves the game and quits (``q``).
SAVE_AND_QUIT = "quit_game"
#: The widest a notice is, its frame and padding included, and the cells these take
#: (Textual's ``Toast``: ``width: 60; max-width: 50%``, a border on its left, padding 1).
NOTICE_WIDTH, NOTICE_FRAME = 60, 3
#: The columns of the screen the notices' rack does not lend them (its scrollbar's).
NOTICE_RACK_GUTTER = 2


def notice_width(screen_width: int) -> int:
    """The cells a line of a notice has on a screen ``screen_width`` columns wide."""
    return max(1, min(NOTICE_WIDTH, (screen_width - NOTICE_RACK_GUTTER) // 2) - NOTICE_FRAME)


#: The keys a notice names in words, and the interface string of each one's name (Textual
#: shows them as ``^q`` and ``esc``).
_SAID_KEYS = {"ctrl+q": "key_ctrl_q", "escape": "key_escape"}


@dataclass(frozen=True)
class FinishedSave:
    """Where a finished game was saved, and a digest of the file as it was written
    (:func:`~roadgames.tui.screens.game_table.file_digest`): the file holds that game while
    it still reads the same."""

    path: Path
    digest: bytes | None

    def still_there(self) -> bool:
        """Whether the file still holds the finished game as it was written."""
        return self.digest is not None and file_digest(self.path) == self.digest

    def is_at(self, path: Path) -> bool:
        """Whether ``path`` (through a link, the file it names) still holds the finished
        game."""
        return path.expanduser().resolve() == self.path.resolve() and self.still_there()


class GameApp(App[str], Generic[TableT]):
    """A game in the terminal, played at a table of type :attr:`table_type`.

    The app exits with the path of the saved record (``None`` when quit before a game, or
    before any person moved where saving would set another game aside).
    """

    #: The game's table screen.
    table_type: type[TableT]
    #: No command palette (Ctrl+P): its commands are Textual's, in English only, and its
    #: themes are not the game's (a light one leaves the cards' words pale on pale); the
    #: game's own keys are in the footer, in the interface language.
    ENABLE_COMMAND_PALETTE: ClassVar[bool] = False

    def __init__(
        self, *, lang: str, save_path: Path, delay: float, fresh_save: Path | None = None
    ) -> None:
        super().__init__()
        self.tr = Translator(lang)
        self.save_path = save_path
        #: Where a fresh ``roadgames play`` saves a game of this app's (its default save),
        #: for a game begun after a finished one opened only to look at (see
        #: :meth:`leave_looked_at`); ``None``: at :attr:`save_path`, as any other.
        self.fresh_save = fresh_save
        #: Whether a person named the save path (``--save``): a finished game found there
        #: is theirs too, set aside rather than saved over (roadgames' own last save is).
        self.named_save = False
        self.delay = delay
        #: Where an unfinished game found at :attr:`save_path` was kept (see
        #: :func:`~roadgames.core.records.set_aside_other_game`), if one was.
        self.set_aside: Path | None = None
        #: Where the game was last saved (after every move), if it was.
        self.last_saved: Path | None = None
        #: A digest of that file as written, to tell whether it still holds the game.
        self.last_digest: bytes | None = None
        #: Whether the game last saved was over (nothing to continue, only to replay).
        self.saved_over = False
        #: A session of another game that the app was left to play, in that game's own app
        #: (Rush Hour Shift chosen on Mille Bornes' new-game screen); ``None`` when none was.
        self.next_session: SessionBase[Any, Any, Any, Any, Any] | None = None
        #: The new-game screen's set-up the app was left to open again, in the app that
        #: shows it (``n`` at the end of a Rush Hour Shift match begun from that screen);
        #: ``None`` when it was not.
        self.next_setup: Setup | None = None
        #: A finished game's save, where this app's new game (or its new-game screen) came
        #: after it (``n`` at its end): named as the app closes where nothing else was
        #: saved, as it would have been had that game been left from its end; kept beside
        #: it where the new game is saved at the same place (:attr:`kept_finished`).
        self.finished_save: FinishedSave | None = None
        #: Whether the app has been told to close (:meth:`exit`): keys typed ahead of it
        #: (Esc on the new-game form, then Enter) start no game as it closes.
        self.leaving = False
        #: Where finished games were kept that a game begun after them (``n``) would have
        #: been saved over (``NAME-1.json``…): each named as the app closes.
        self.kept_finished: list[Path] = []
        #: The handlers of :data:`STOP_SIGNALS` before the app took them, to put back.
        self._signals_before: dict[int, Any] = {}
        #: What to tell the person as the app opens (which game a plain ``--resume``
        #: carried on, where either could be), if anything.
        self.opening_note: str | None = None

    def on_mount(self) -> None:
        """Stopped from outside (``kill``, the terminal closed), the game is saved and the
        terminal given back as on quitting, not left in the game's screen mode."""
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop = asyncio.get_running_loop()  # (no signals off the main thread, or on Windows)
            for signum in STOP_SIGNALS:
                before = signal.getsignal(signum)
                loop.add_signal_handler(signum, self.stop_signalled, signum)
                self._signals_before[signum] = before

    def on_unmount(self) -> None:
        """The signals as they were before the app (the process may run another)."""
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            loop = asyncio.get_running_loop()
            for signum, before in self._signals_before.items():
                loop.remove_signal_handler(signum)  # (which leaves the default behind)
                signal.signal(signum, before)
        self._signals_before.clear()

    def stop_signalled(self, signum: int) -> None:
        """Save the game where a person's moves would be lost (as the quit key does; what
        cannot be saved is said as the app closes) and leave, with the exit status of a
        process stopped by ``signum``."""
        table = self.table
        if table is not None:
            table.try_save()
            table.workers.cancel_all()
        saved = None if self.last_saved is None else str(self.last_saved)
        self.exit(saved, return_code=128 + signum)

    def exit(
        self,
        result: str | None = None,
        return_code: int = 0,
        message: RenderableType | None = None,
    ) -> None:
        """Close the app, as Textual's ``exit``, noting that it is leaving (:attr:`leaving`)."""
        self.leaving = True
        super().exit(result, return_code, message)

    def leave_looked_at(self) -> None:
        """Before a game begun after the one at the table (``n`` at its end): where that
        one was finished when it was opened, only to look at (``--resume FILE``: a
        simulation's record, a game one was sent), from a file that ``--save`` did not
        name, the new game is saved where a fresh ``roadgames play`` saves it
        (:attr:`fresh_save`), that file and its folder left alone (the file was set aside
        as ``NAME-1.json``, the new game saved in its place). At a file named with
        ``--save`` the new game stays, the finished one kept beside it, as after a game
        played (:meth:`~roadgames.tui.screens.game_table.GameTableScreen.keep_finished`)."""
        table = self.table
        if (
            table is not None
            and table.session.resumed_over
            and not self.named_save
            and self.fresh_save is not None
        ):
            self.save_path = self.fresh_save

    def finished_game(self) -> FinishedSave | None:
        """The game last saved, where it was over (nothing to carry on, only to replay):
        where, as written; ``None`` otherwise."""
        if self.last_saved is None or not self.saved_over:
            return None
        return FinishedSave(self.last_saved, self.last_digest)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Textual's notice, its message plain text unless ``markup`` is asked for: this
        app's notices carry names and paths as written (``Bot [x]`` is no style). French
        lines are broken where its typography allows, at the width a notice has now (the
        notice's own wrapping began a line with the ``;`` of "… quitter ; ou sur q …")."""
        room = notice_width(self.size.width)
        title = french_lines(title, room)
        message = wrap_french_markup(message, room) if markup else french_lines(message, room)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def action_help_quit(self) -> None:
        """Ctrl+C, which does not quit (Textual binds it to this): say how to, in the
        person's language, naming the key that quits on this screen in bold, and where a
        table's ``q`` is there, that key first (it saves the game, then quits). Textual's
        own notice is English, and its markup would show as written in this app's plain
        notices. On a pop-up over the table, how to leave from there
        (:meth:`quit_how_over`)."""
        if isinstance(self.screen, PopUp):
            self.notify(self.quit_how_over(self.screen), title=self.tr("quit_ask"), markup=True)
            return
        quit_key = self._key_for(self.active_bindings, QUIT_ACTIONS)
        save_key = self._key_for(self.active_bindings, (SAVE_AND_QUIT,))
        if quit_key is None:
            return  # nothing quits here (Textual says nothing either)
        if save_key is None:
            message = self.tr("quit_how", quit_key=quit_key)
        else:
            message = self.tr("quit_how_saving", quit_key=quit_key, save_key=save_key)
        self.notify(message, title=self.tr("quit_ask"), markup=True)

    def quit_how_over(self, popup: PopUp[Any]) -> str:
        """What Ctrl+C says on ``popup``, a screen over the table (markup, each key in bold):
        where a key of its own leaves the game (the end of the match), that key; else how
        to close it (the key that does, where one does: a question closes as it is
        answered), then the table's key that saves the game and quits, or Ctrl+Q, which
        quits at once from anywhere. The table's keys are not the pop-up's: Textual does
        not look past a modal screen for them."""
        leave_key = self._key_for(popup.active_bindings, popup.LEAVE_ACTIONS)
        close_key = self._key_for(popup.active_bindings, popup.CLOSE_ACTIONS)
        if leave_key is not None:
            return self.tr("quit_how", quit_key=leave_key)
        quit_key = f"[b]{escape(self.tr('key_ctrl_q'))}[/b]"
        table, save_key = self.table, None
        bindings = [] if table is None else table.BINDINGS
        for binding in bindings:
            if isinstance(binding, Binding) and binding.action == SAVE_AND_QUIT:
                save_key = self.key_said(binding.key.split(",")[0], binding)
                break
        if save_key is None:  # no table below (nothing to save)
            return self.tr("quit_how", quit_key=quit_key)
        if close_key is None:
            return self.tr("quit_how_after", save_key=save_key, quit_key=quit_key)
        return self.tr(
            "quit_how_closing", close_key=close_key, save_key=save_key, quit_key=quit_key
        )

    def _key_for(
        self, bindings: Mapping[str, ActiveBinding], actions: Collection[str]
    ) -> str | None:
        """The first of ``bindings``' keys whose action is one of ``actions``, as a notice
        names it (:meth:`key_said`); ``None`` where none is."""
        for key, active in bindings.items():
            if active.binding.action in actions:
                return self.key_said(key, active.binding)
        return None

    def key_said(self, key: str, binding: Binding) -> str:
        """The key ``key`` of ``binding`` as a notice names it, in bold (markup): Ctrl+Q
        and Esc in words of the interface language, any other key as Textual shows it."""
        said = _SAID_KEYS.get(key)
        if said is not None:
            name = self.tr(said)
        else:
            name = self.tr.key_name(self.get_key_display(binding))
        return f"[b]{escape(name)}[/b]"

    def say_opening_note(self) -> None:
        """Tell the :attr:`opening_note`, if there is one."""
        if self.opening_note is not None:
            self.notify(self.opening_note, timeout=10)

    def table_for(self, session: SessionBase[Any, Any, Any, Any, Any]) -> TableT:
        """A table for ``session``, saving to this app's path."""
        return self.table_type(session, self.tr, self.save_path, self.delay)

    @property
    def table(self) -> TableT | None:
        """The table screen, while a game is on."""
        for screen in self.screen_stack:
            if isinstance(screen, self.table_type):
                return screen
        return None

    def _fatal_error(self) -> None:
        """End the app after an unhandled error, as Textual does, but with a traceback that
        leaves out each frame's local variables: Textual shows them, and on the screen
        every seat at the table sees they hold hands, the draw pile and the deal's seed."""
        self.bell()
        traceback = Traceback(show_locals=False, width=None, suppress=[rich])
        self._exit_renderables.append(
            Segments(self.console.render(traceback, self.console.options))
        )
        self._close_messages_no_wait()
