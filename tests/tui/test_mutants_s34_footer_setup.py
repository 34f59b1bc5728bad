"""Mutants that the other tests let live (session 34's sweep) in the key footer, the new
game's set-up (what the form starts from and keeps), and the screenshots of the demo tables
(``python -m roadgames.tui.demo`` and ``python -m roadgames.tui.rushshift.demo``)."""

from __future__ import annotations

import asyncio
import runpy
import sys
from pathlib import Path
from types import ModuleType
from typing import ClassVar

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from roadgames import millebornes, rushshift
from roadgames.millebornes.rules import OPTION_NAMES, make_rules
from roadgames.rushshift.rules import make_rules as make_rush_rules
from roadgames.rushshift.setups import setup_board
from roadgames.tui import demo, screenshots
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift import demo as rush_demo
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.new_game_setup import EDITABLE, GAMES, Setup, typed_names
from roadgames.tui.screenshots import write_screenshots
from roadgames.tui.session import PERSON, GameSession, default_level
from roadgames.tui.widgets.footer import TranslatedFooter

EN = Translator("en")


# --- the new game's set-up -------------------------------------------------------------


def test_the_form_edits_every_mille_bornes_option_but_the_seat_count() -> None:
    # the seat count has its own control above the options
    assert "players" not in EDITABLE
    assert set(EDITABLE) | {"players"} == set(OPTION_NAMES)


def test_the_form_offers_the_two_games_by_their_names_mille_bornes_first() -> None:
    assert (millebornes.GAME.name, rushshift.GAME.name) == GAMES


def test_a_blank_setup_opens_on_mille_bornes_with_its_default_rules() -> None:
    setup = Setup()
    assert setup.game == GAMES[0]
    assert make_rules(setup.preset, setup.players) == make_rules()
    assert setup.seed is None and not setup.options and not setup.kinds


def test_seat_kinds_fill_the_seats_with_one_person_then_computers() -> None:
    level = default_level()
    assert Setup(players=3).seat_kinds() == [PERSON, level, level]
    assert Setup(players=3, kinds=["random"]).seat_kinds() == ["random", level, level]
    # more kinds than seats (the seat count lowered): the first ones
    assert Setup(players=2, kinds=[PERSON, "random", "hard"]).seat_kinds() == [PERSON, "random"]


def test_typed_names_leave_blank_only_the_names_a_seat_has_by_default() -> None:
    kinds = [PERSON, "greedy"]
    defaults = ["You", "Greedy 2"]  # localised_names in English: the person, then the level
    assert typed_names(defaults, kinds, EN) == ["", ""]
    assert typed_names(["Ann", "Greedy 2"], kinds, EN) == ["Ann", ""]
    assert typed_names(["You", "Bot"], kinds, EN) == ["", "Bot"]


def _mille_session() -> GameSession:
    rules = make_rules("classic", 2, max_200s=1)
    return GameSession.new(rules, [PERSON, "random"], names=["Ann", "Random 2"], seed=3)


def test_the_setup_of_a_game_keeps_its_rules_seats_and_typed_names_not_its_seed() -> None:
    session = _mille_session()
    setup = Setup.of(session, EN)
    assert (setup.preset, setup.players) == ("classic", 2)
    assert setup.options == {"max_200s": 1}  # only what differs from the preset
    assert setup.kinds == [PERSON, "random"]
    assert setup.names == ["Ann", ""]  # the computer's default name left blank
    assert setup.seed is None and setup.game == "millebornes"
    assert (setup.rush_kinds, setup.rush_names, setup.rush_options) == ([], [], {})


def test_the_setup_of_a_game_keeps_rush_hour_shifts_part_as_given() -> None:
    rush = Setup(rush_kinds=["greedy", PERSON], rush_names=["", "Bo"], rush_options={"games": 3})
    setup = Setup.of(_mille_session(), EN, rush=rush)
    assert setup.options == {"max_200s": 1}
    assert setup.rush_kinds == ["greedy", PERSON]
    assert setup.rush_names == ["", "Bo"]
    assert setup.rush_options == {"games": 3}


def _rush_session(setup: str) -> RushSession:
    rules = make_rush_rules(setup=setup, games=3, hand_size=5, turn_limit=90, move_exact="on")
    return RushSession.new(rules, [PERSON, "greedy"], names=["Ann", "Greedy 2"], seed=1)


@pytest.mark.parametrize("board", ["3", "random"])
def test_a_match_left_for_the_form_opens_it_on_rush_hour_shift_as_it_was_set(
    board: str,
) -> None:
    form = Setup(preset="modern", players=3, seed=5)
    setup = form.for_rush(_rush_session(board), EN)
    assert setup.game == "rushshift" and setup.seed is None
    assert (setup.preset, setup.players) == ("modern", 3)  # Mille Bornes' part as it was
    assert setup.rush_kinds == [PERSON, "greedy"]
    assert setup.rush_names == ["Ann", ""]
    assert setup.rush_options == {
        "setup": board,
        "games": 3,
        "first_player": 0,
        "hand_size": 5,
        "turn_limit": 90,
        "move_exact": True,
    }


def test_a_match_on_a_drawn_board_leaves_the_forms_set_up_as_it_starts() -> None:
    # a board picture: the form has no control that shows one
    rows = setup_board("3").picture().replace(" ", "").split("\n")
    setup = Setup().for_rush(_rush_session("/".join(rows)), EN)
    assert "setup" not in setup.rush_options
    assert setup.rush_options["games"] == 3


# --- the key footer --------------------------------------------------------------------


class _KeysScreen(Screen[None]):
    """Three keys (the third's label long), a footer worded by ``labels`` and ``tr``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("p", "play", "Play"),
        Binding("space", "draw", "Save & quit"),
        Binding("s", "save", "Save"),
    ]

    def __init__(self, footer: TranslatedFooter) -> None:
        super().__init__()
        self.footer = footer

    def compose(self) -> ComposeResult:
        yield self.footer


class _KeysApp(App[None]):
    def __init__(self, footer: TranslatedFooter) -> None:
        super().__init__()
        self.footer = footer

    def on_mount(self) -> None:
        self.push_screen(_KeysScreen(self.footer))


def _footer_keys(
    footer: TranslatedFooter, width: int = 80
) -> tuple[list[tuple[str, str, str]], bool, str]:
    """Each key the footer shows (action, key as shown, label), whether it is tight, and
    the screen's last row."""

    async def scenario() -> tuple[list[tuple[str, str, str]], bool, str]:
        app = _KeysApp(footer)
        async with app.run_test(size=(width, 24)) as pilot:
            await pilot.pause()
            keys = [(k.action, k.key_display, k.description) for k in footer.query(FooterKey)]
            row = app.screen._compositor.render_strips()[-1].text
            return keys, footer.has_class("-tight"), row

    return asyncio.run(scenario())


def test_the_footer_words_its_keys_in_the_language_and_by_the_screens_own_labels() -> None:
    fr = Translator("fr")
    keys, _, _ = _footer_keys(TranslatedFooter(fr, {"save": "Garder"}))
    assert keys == [
        ("play", "p", fr.key_label("Play")),
        ("draw", fr.key_name("space"), fr.key_label("Save & quit")),
        ("save", "s", "Garder"),
    ]
    assert fr.key_label("Play") != "Play" and fr.key_name("space") != "space"


def test_the_footer_without_a_language_keeps_the_declared_words() -> None:
    keys, _, _ = _footer_keys(TranslatedFooter(labels={"play": "Go"}))
    assert keys == [("play", "p", "Go"), ("draw", "space", "Save & quit"), ("save", "s", "Save")]


def test_the_footer_leaves_out_the_command_palettes_key() -> None:
    keys, _, _ = _footer_keys(TranslatedFooter())
    assert [action for action, _, _ in keys] == ["play", "draw", "save"]


def test_the_footer_is_tight_only_where_its_keys_need_it_and_then_shows_them_whole() -> None:
    # "p Play", "space Save & quit", "s Save": 5 + 16 + 5 characters, and the room of each
    # key (KEY_ROOM, 4) besides: 38 columns; the keys spaced out take 35 of them
    assert _footer_keys(TranslatedFooter(), width=80)[1:] == (False, _wide(80))
    assert _footer_keys(TranslatedFooter(), width=38)[1:] == (False, _wide(38))
    _, tight, row = _footer_keys(TranslatedFooter(), width=33)
    assert tight and row.rstrip().endswith("s Save")  # one blank between keys: all fit


def _wide(width: int) -> str:
    """The last row of the screen of :class:`_KeysScreen` at ``width``, keys spaced out."""
    return " p Play  space Save & quit  s Save".ljust(width)


# --- the screenshots of the demo tables ------------------------------------------------


async def _fake_shot(width: int, height: int) -> str:
    return f"<svg>{width}x{height}</svg>"


def test_write_screenshots_makes_the_folder_and_writes_one_svg_a_size(tmp_path: Path) -> None:
    folder = tmp_path / "made" / "here"
    paths = write_screenshots(str(folder), "table", _fake_shot, [(80, 24), (120, 40)])
    assert paths == [folder / "table-80x24.svg", folder / "table-120x40.svg"]
    assert [path.read_text(encoding="utf-8") for path in paths] == [
        "<svg>80x24</svg>",
        "<svg>120x40</svg>",
    ]
    # again into the folder now there: written over
    assert write_screenshots(str(folder), "table", _fake_shot, [(80, 24)]) == paths[:1]


@pytest.mark.parametrize(
    ("module", "stem", "title"),
    [
        ("roadgames.tui.demo", "table", "roadgames play — 80×24"),
        ("roadgames.tui.rushshift.demo", "rushshift", "roadgames play rushshift — 80×24"),
    ],
)
def test_the_demo_module_run_as_a_script_writes_its_screenshots_into_the_folder_given(
    module: str,
    stem: str,
    title: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    taken: list[tuple[object, int, int, str]] = []

    async def shot(make_app: object, width: int, height: int, title: str) -> str:
        # no app run: the picture's size and title noted, the app's maker checked below
        taken.append((make_app, width, height, title))
        return f"<svg>{title}</svg>"

    monkeypatch.setattr(screenshots, "screenshot", shot)
    monkeypatch.setattr(sys, "argv", ["demo", str(tmp_path)])
    monkeypatch.delitem(sys.modules, module, raising=False)
    runpy.run_module(module, run_name="__main__")
    written = [tmp_path / f"{stem}-80x24.svg", tmp_path / f"{stem}-120x40.svg"]
    assert capsys.readouterr().out.split() == [str(path) for path in written]
    assert [(w, h) for _, w, h, _ in taken] == [(80, 24), (120, 40)]
    assert written[0].read_text(encoding="utf-8") == f"<svg>{title}</svg>"
    # the app shot: the demo table, in English, the computer not held back, saving aside
    make_app = taken[0][0]
    assert callable(make_app)
    app = make_app(tmp_path / "demo.json")
    assert isinstance(app, RoadgamesApp | RushShiftApp) and app.session is not None
    assert (app.save_path, app.delay, app.tr.ui_lang) == (tmp_path / "demo.json", 0, "en")


@pytest.mark.parametrize(("demo_module", "stem"), [(demo, "table"), (rush_demo, "rushshift")])
def test_the_demo_screenshots_go_into_docs_by_default(
    demo_module: ModuleType, stem: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def shot(width: int, height: int, lang: str = "en") -> str:
        return "<svg/>"

    monkeypatch.setattr(demo_module, "table_screenshot", shot)
    monkeypatch.chdir(tmp_path)
    assert demo_module.main() == [
        Path("docs", f"{stem}-80x24.svg"),
        Path("docs", f"{stem}-120x40.svg"),
    ]
    assert (tmp_path / "docs" / f"{stem}-120x40.svg").read_text(encoding="utf-8") == "<svg/>"


class _Box(Static, can_focus=True):
    """A focusable widget with a key of its own."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("z", "zoom", "Zoom")]

    def action_zoom(self) -> None:
        """Nothing: only its key is shown."""


class _BoxScreen(_KeysScreen):
    def compose(self) -> ComposeResult:
        yield _Box("box")
        yield self.footer

    def on_mount(self) -> None:
        self.query_one(_Box).focus()


def test_the_footer_shows_the_screens_keys_first_then_a_focused_widgets() -> None:
    # Textual would put the focused box's key first
    footer = TranslatedFooter()

    class BoxApp(App[None]):
        def on_mount(self) -> None:
            self.push_screen(_BoxScreen(footer))

    async def scenario() -> list[str]:
        async with BoxApp().run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            return [key.action for key in footer.query(FooterKey)]

    assert asyncio.run(scenario()) == ["play", "draw", "save", "zoom"]


class _LockScreen(_KeysScreen):
    """Its Save key is disabled while :attr:`locked`."""

    locked = False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if action == "save" and self.locked else True


def test_a_key_disabled_later_is_shown_disabled_in_the_footer() -> None:
    footer = TranslatedFooter()
    screen = _LockScreen(footer)

    class LockApp(App[None]):
        def on_mount(self) -> None:
            self.push_screen(screen)

    def disabled() -> list[str]:
        return [key.action for key in footer.query(FooterKey) if key.has_class("-disabled")]

    async def scenario() -> tuple[list[str], list[str]]:
        async with LockApp().run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            before = disabled()
            screen.locked = True
            screen.refresh_bindings()
            await pilot.pause()
            await pilot.pause()
            return before, disabled()

    assert asyncio.run(scenario()) == ([], ["save"])


class _FirstFrameScreen(_KeysScreen):
    """It notes whether the footer is tight once mounted (before any layout)."""

    tight_at_mount: bool | None = None

    def on_mount(self) -> None:
        self.tight_at_mount = self.footer.has_class("-tight")


def test_the_footer_is_spaced_for_the_apps_width_from_the_first_frame() -> None:
    # before the layout the footer has no width of its own: the app's stands for it
    screen = _FirstFrameScreen(TranslatedFooter())

    class FirstApp(App[None]):
        def on_mount(self) -> None:
            self.push_screen(screen)

    async def scenario() -> None:
        async with FirstApp().run_test(size=(80, 24)) as pilot:
            await pilot.pause()

    asyncio.run(scenario())
    assert screen.tight_at_mount is False
