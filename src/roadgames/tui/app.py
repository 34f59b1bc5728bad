"""The Textual application of ``roadgames play``."""

from __future__ import annotations

from pathlib import Path

from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import GameSession


class RoadgamesApp(GameApp[TableScreen]):
    """Mille Bornes in the terminal: a new-game screen, then the table.

    The app exits with the path of the saved record (``None`` when quit before a game, or
    before any person moved where saving would set another game aside). Rush Hour Shift
    chosen on the new-game screen ends it too, with that match as :attr:`next_session`,
    for ``roadgames play`` to open in its own app, and the form as it was left as
    :attr:`setup` (the match's ``n`` brings it back).
    """

    CSS_PATH = "roadgames.tcss"
    TITLE = "Mille Bornes"
    table_type = TableScreen

    def __init__(
        self,
        *,
        setup: Setup | None = None,
        session: GameSession | None = None,
        lang: str = "en",
        save_path: Path,
        delay: float = 0.6,
        fresh_save: Path | None = None,
    ) -> None:
        super().__init__(lang=lang, save_path=save_path, delay=delay, fresh_save=fresh_save)
        self.setup = setup or Setup()
        self.session = session

    def on_mount(self) -> None:
        """Straight to the table when resuming (or told to start at once), else set up."""
        if self.session is not None:
            self.push_screen(self.table_for(self.session))
        else:
            self.push_screen(NewGameScreen(self.setup, self.tr, self.start_game, self.start_rush))
        self.say_opening_note()  # over the screen: a note before it is not shown

    def start_game(self, session: GameSession) -> None:
        """Leave the set-up for the table; the form as it was left is kept in
        :attr:`setup`, for the game's ``n`` to bring its Rush Hour Shift part back. Nothing
        once the app is leaving (the form's Enter typed after its Esc)."""
        if self.leaving:
            return
        screen = self.screen
        if isinstance(screen, NewGameScreen):
            self.setup = screen.choices()
        self.session = session
        self.switch_screen(self.table_for(session))

    def start_rush(self, session: RushSession) -> None:
        """Leave for a Rush Hour Shift match: its own app plays it (its table, its words,
        its save file), once this one has closed; the form as it was left is kept in
        :attr:`setup`, for the match's ``n`` to bring back."""
        screen = self.screen
        left = screen.choices() if isinstance(screen, NewGameScreen) else self.setup
        self.setup = left.for_rush(session, self.tr)
        self.next_session = session
        self.exit()

    def new_game(self) -> None:
        """From the summary: back to a new-game screen set as the game just played (a
        resumed one too), for a fresh deal; its Rush Hour Shift part as it was. After a
        finished game opened only to look at, saved at the default save
        (:meth:`~roadgames.tui.game_app.GameApp.leave_looked_at`)."""
        self.leave_looked_at()
        if self.session is not None:
            self.setup = Setup.of(self.session, self.tr, rush=self.setup)
        self.session = None
        self.finished_save = self.finished_game()  # kept if a new game is saved there
        self.last_saved = None  # the game just finished is no longer the one to carry on
        self.switch_screen(NewGameScreen(self.setup, self.tr, self.start_game, self.start_rush))
