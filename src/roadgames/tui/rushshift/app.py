"""The Textual application of ``roadgames play rushshift``."""

from __future__ import annotations

from pathlib import Path, PurePath
from typing import ClassVar

from textual.app import App

from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushTableScreen

_HERE = Path(__file__).parent


class RushShiftApp(App[str]):
    """Rush Hour Shift in the terminal: straight to the table.

    The app exits with the path of the saved record.
    """

    CSS_PATH: ClassVar[list[str | PurePath]] = [
        _HERE.parent / "roadgames.tcss",
        _HERE / "rushshift.tcss",
    ]
    TITLE = "Rush Hour Shift"

    def __init__(
        self, session: RushSession, *, lang: str = "en", save_path: Path, delay: float = 0.6
    ) -> None:
        super().__init__()
        self.session = session
        self.tr = Translator(lang)
        self.save_path = save_path
        self.delay = delay

    def on_mount(self) -> None:
        """Open the table."""
        self.push_screen(self._table(self.session))

    def _table(self, session: RushSession) -> RushTableScreen:
        return RushTableScreen(session, self.tr, self.save_path, self.delay)

    def new_game(self) -> None:
        """From the end of a match: a new one with the same seats and rules."""
        self.session = self.session.rematch()
        self.switch_screen(self._table(self.session))

    @property
    def table(self) -> RushTableScreen | None:
        """The table screen, while a match is on."""
        for screen in self.screen_stack:
            if isinstance(screen, RushTableScreen):
                return screen
        return None
