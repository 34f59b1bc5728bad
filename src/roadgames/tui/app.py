"""The Textual application of ``roadgames play``."""

from __future__ import annotations

from pathlib import Path

from textual.app import App

from roadgames.tui.i18n import Translator
from roadgames.tui.screens.new_game import NewGameScreen, Setup
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import GameSession


class RoadgamesApp(App[str]):
    """Mille Bornes in the terminal: a new-game screen, then the table.

    The app exits with the path of the saved record (``None`` when quit before a game).
    """

    CSS_PATH = "roadgames.tcss"
    TITLE = "Mille Bornes"

    def __init__(
        self,
        *,
        setup: Setup | None = None,
        session: GameSession | None = None,
        lang: str = "en",
        save_path: Path,
        delay: float = 0.6,
    ) -> None:
        super().__init__()
        self.setup = setup or Setup()
        self.session = session
        self.tr = Translator(lang)
        self.save_path = save_path
        self.delay = delay

    def on_mount(self) -> None:
        """Straight to the table when resuming (or told to start at once), else set up."""
        if self.session is not None:
            self.push_screen(self._table(self.session))
        else:
            self.push_screen(NewGameScreen(self.setup, self.tr, self.start_game))

    def _table(self, session: GameSession) -> TableScreen:
        return TableScreen(session, self.tr, self.save_path, self.delay)

    def start_game(self, session: GameSession) -> None:
        """Leave the set-up for the table."""
        self.session = session
        self.switch_screen(self._table(session))

    def new_game(self) -> None:
        """From the summary: back to a new-game screen with the same set-up."""
        self.session = None
        self.switch_screen(NewGameScreen(self.setup, self.tr, self.start_game))

    @property
    def table(self) -> TableScreen | None:
        """The table screen, when a game is on."""
        for screen in self.screen_stack:
            if isinstance(screen, TableScreen):
                return screen
        return None
