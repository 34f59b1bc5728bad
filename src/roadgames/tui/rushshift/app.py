"""The Textual application of ``roadgames play rushshift``."""

from __future__ import annotations

from pathlib import Path, PurePath
from typing import ClassVar

from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.new_game_setup import Setup

_HERE = Path(__file__).parent


class RushShiftApp(GameApp[RushTableScreen]):
    """Rush Hour Shift in the terminal: straight to the table.

    The app exits with the path of the saved record. Given the new-game screen's set-up it
    came from (``form``), ``n`` at the end of the match leaves it for that screen, set as
    this match (:attr:`next_setup`), as after a Mille Bornes game; without one (``roadgames
    play rushshift``, which has no such screen), ``n`` plays a rematch.
    """

    CSS_PATH: ClassVar[list[str | PurePath]] = [
        _HERE.parent / "roadgames.tcss",
        _HERE / "rushshift.tcss",
    ]
    TITLE = "Rush Hour Shift"
    table_type = RushTableScreen

    def __init__(
        self,
        session: RushSession,
        *,
        lang: str = "en",
        save_path: Path,
        delay: float = 0.6,
        form: Setup | None = None,
        fresh_save: Path | None = None,
    ) -> None:
        super().__init__(lang=lang, save_path=save_path, delay=delay, fresh_save=fresh_save)
        self.session = session
        #: The new-game screen's set-up to go back to for a new match, if any.
        self.form = form

    def on_mount(self) -> None:
        """Open the table."""
        self.push_screen(self.table_for(self.session))
        self.say_opening_note()  # over the table: a note before it is not shown

    def new_game(self) -> None:
        """From the end of a match: the new-game screen set as this match, where it came
        from one (or from a command that shows one); else a new match with the same seats
        and rules (after a finished match opened only to look at, saved at the default
        save: :meth:`~roadgames.tui.game_app.GameApp.leave_looked_at`)."""
        if self.form is not None:
            self.next_setup = self.form.for_rush(self.session, self.tr)
            self.exit()
            return
        self.leave_looked_at()
        self.session = self.session.rematch()
        self.finished_save = self.finished_game()  # kept as the rematch is saved there
        self.last_saved = None  # the match just finished is no longer the one to carry on
        self.switch_screen(self.table_for(self.session))
