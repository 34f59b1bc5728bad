"""The Textual application of ``roadgames play rushshift``."""

from __future__ import annotations

from pathlib import Path, PurePath
from typing import ClassVar

from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushTableScreen

_HERE = Path(__file__).parent


class RushShiftApp(GameApp[RushTableScreen]):
    """Rush Hour Shift in the terminal: straight to the table.

    The app exits with the path of the saved record.
    """

    CSS_PATH: ClassVar[list[str | PurePath]] = [
        _HERE.parent / "roadgames.tcss",
        _HERE / "rushshift.tcss",
    ]
    TITLE = "Rush Hour Shift"
    table_type = RushTableScreen

    def __init__(
        self, session: RushSession, *, lang: str = "en", save_path: Path, delay: float = 0.6
    ) -> None:
        super().__init__(lang=lang, save_path=save_path, delay=delay)
        self.session = session

    def on_mount(self) -> None:
        """Open the table."""
        self.push_screen(self.table_for(self.session))

    def new_game(self) -> None:
        """From the end of a match: a new one with the same seats and rules."""
        self.session = self.session.rematch()
        self.last_saved = None  # the match just finished is no longer the one to carry on
        self.switch_screen(self.table_for(self.session))
