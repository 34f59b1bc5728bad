"""The Rush Hour Shift table looked at, size by size (session 20): at 80×24 a message under the
hand leaves every line of the board, the info panel, the hand and the prompt on screen, however
far the side sections are shifted; the info panel's lines and the status line are never wider
than the screen gives them (long French card titles, a match's score); the hint is shown whole.

The checks read widget regions against the screen's and their parents' regions, never pixels."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static
from tui_helpers import make_rush_app as make_app
from tui_helpers import rush_table as table
from tui_helpers import settle

from roadgames.rushshift import GAME, new_game
from roadgames.rushshift.actions import PLAY, Action, Kind
from roadgames.rushshift.board import COLS, SECTION_OF
from roadgames.rushshift.cards import Card
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.vehicles import GOLD
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.board import BoardWidget
from roadgames.tui.rushshift.hand import RushCard
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.rushshift.table_text import fit_rows

#: A hand to play from: two MOVE & SHIFT (one to shift with), two MOVE 3.
HAND = ["MS3", "MOVE3", "MOVE3", "MS2"]


def stacked_session(lang: str = "en", **options: object) -> RushSession:
    """You (gold, first to move) hold :data:`HAND`, against the greedy player; names in
    ``lang`` as the command gives them."""
    rules = GAME.rules_from_options(None, 2, **options)
    state = new_game(rules, seed=3, decks=[stacked_deck(rules, hands=[HAND])])
    tr = Translator(lang)
    return RushSession.seated(rules, [PERSON, "greedy"], [tr("you"), "Glouton 2"], 3, state)


def hidden_rows(widget: Widget) -> int:
    """How many of the widget's rows lie outside the screen or outside a container it is in
    (cut off, not drawn)."""
    top, bottom = widget.region.y, widget.region.bottom
    visible_top, visible_bottom = top, bottom
    for ancestor in widget.ancestors_with_self:
        if isinstance(ancestor, Widget) and ancestor is not widget:
            region = ancestor.region
            visible_top = max(visible_top, region.y)
            visible_bottom = min(visible_bottom, region.bottom)
    visible_bottom = min(visible_bottom, widget.screen.region.bottom)
    return (bottom - top) - max(0, visible_bottom - visible_top)


def static_lines(widget: Static) -> list[str]:
    """The lines a Static was given (before any wrapping)."""
    return str(widget.content).split("\n")


def all_shown(screen: RushTableScreen) -> list[str]:
    """What of the board, the info panel, the hand and the prompt is cut off or wrapped:
    nothing, where everything is whole."""
    faults: list[str] = []
    footer_top = screen.app.size.height - 1
    board = screen.query_one(BoardWidget)
    widgets: list[Widget] = [
        board,
        screen.query_one("#rs-info"),
        screen.query_one("#rs-prompt"),
        *(card for card in screen.query(RushCard) if card.display),
    ]
    for widget in widgets:
        if hidden_rows(widget) or widget.region.bottom > footer_top:
            faults.append(f"{widget!r} {widget.region} cut (screen {screen.app.size})")
    info = screen.query_one("#rs-info", Static)
    width = info.content_region.width
    lines = static_lines(info)
    if info.content_region.height != len(lines):
        faults.append(f"the info panel's {len(lines)} lines take {info.content_region.height} rows")
    faults += [f"info line over {width}: {line!r}" for line in lines if cell_len(line) > width]
    # the board: every square of the grid drawn, in the rows it was given
    view = screen.current_view()
    shown = board.shown_rows()
    for col in range(COLS):
        offset = view.board.offsets[SECTION_OF[col]]
        rows = {offset + local for local in range(6)}
        if not rows <= set(shown):
            faults.append(f"column {col}: world rows {sorted(rows - set(shown))} not drawn")
    drawn = len(board.render().plain.split("\n"))
    if drawn > board.content_region.height:
        faults.append(f"the board draws {drawn} lines in {board.content_region.height} rows")
    return faults


def take(app: RushShiftApp, wanted: Action) -> None:
    """Apply ``wanted`` as the person (it must be offered)."""
    screen = table(app)
    assert wanted in screen.listed, (wanted, screen.listed)
    screen.act(wanted)


def shift_action(screen: RushTableScreen, distance: int) -> Action:
    """The shift of the left section by ``distance`` rows on offer."""
    return next(
        a for a in screen.listed if a.kind == Kind.SHIFT and a.side == 0 and a.distance == distance
    )


@pytest.mark.parametrize(
    ("lang", "size"), [("en", (80, 24)), ("fr", (80, 24)), ("fi", (80, 24)), ("en", (110, 36))]
)
@pytest.mark.parametrize("shift", [0, -5, -4])
def test_a_two_row_message_leaves_every_line_on_screen_at_80x24(
    lang: str, size: tuple[int, int], shift: int, tmp_path: Path
) -> None:
    """The save key's message, two rows long at 80 columns, under the hand: the board (all of
    the grid, the side section shifted by ``shift``), every line of the info panel, the
    hand and the prompt stay on screen; at 110×36 too, where the board is drawn large."""
    path = tmp_path / ("a" * 30) / "game.json"
    path.parent.mkdir()

    async def scenario() -> None:
        app = make_app(stacked_session(lang), path, lang)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            screen = table(app)
            take(app, PLAY[Card.MS3])
            await settle(pilot)
            if shift:
                take(app, shift_action(screen, shift))
                await settle(pilot)
            assert all_shown(screen) == []  # no message yet
            await pilot.press("s")
            await settle(pilot)
            await pilot.pause()
            prompt = static_lines(screen.query_one("#rs-prompt", Static))
            assert len(prompt) >= 3 or shift == -5, prompt  # the message took two rows
            assert all_shown(screen) == []
            # a click on a vehicle still finds it, the board drawn short or not
            board = screen.query_one(BoardWidget)
            view = screen.current_view()
            row = view.board.world_row(GOLD)
            x = board.column_x(view.board.col[GOLD]) + 1
            y = board.shown_rows().index(row) * board.cell[1] + (1 if board.layout_rows()[0] else 0)
            assert board.vehicle_at(x, y) == GOLD
            await pilot.click(BoardWidget, offset=(x + board.styles.gutter.left, y + 1))
            action = screen.highlighted_action()
            assert action is not None and action.vehicle == GOLD
            await pilot.press("e")  # the turn ends: the message goes, all comes back
            await settle(pilot)
            await pilot.pause()
            assert all_shown(screen) == []

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "fr", "fi"])
def test_the_end_key_message_under_move_exact_leaves_all_on_screen(
    lang: str, tmp_path: Path
) -> None:
    """Under ``move_exact``, e in the middle of a MOVE says why it cannot end the turn: that
    row under the hand takes nothing of the info panel."""

    async def scenario() -> None:
        app = make_app(stacked_session(lang, move_exact="on"), tmp_path / "s.json", lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            take(app, PLAY[Card.MOVE3])
            await settle(pilot)
            take(app, next(a for a in screen.listed if a.kind == Kind.MOVE))
            await settle(pilot)
            await pilot.press("e")
            await pilot.pause()
            assert screen.message
            assert all_shown(screen) == []

    asyncio.run(scenario())


def test_the_info_panel_names_a_long_card_on_one_line(tmp_path: Path) -> None:
    """French names the MOVE & SHIFT card DÉPLACEMENT ET DÉCALAGE: too long for the info
    panel's line at 80 columns, it is named there as its face in the hand is."""

    async def scenario() -> None:
        app = make_app(stacked_session("fr"), tmp_path / "s.json", "fr")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            take(app, PLAY[Card.MS3])
            await settle(pilot)
            await pilot.pause()
            assert all_shown(screen) == []
            first = static_lines(screen.query_one("#rs-info", Static))[0]
            assert first == "Carte jouée : DÉPL. ET DÉCAL. 3"

    asyncio.run(scenario())


def test_the_info_panel_keeps_a_long_name_to_one_line(tmp_path: Path) -> None:
    """A long seat name does not wrap the info panel's last line onto a row it does not
    have: the name is cut short in … instead, the count of cards after it kept whole
    (session 48: the line was cut at its end, and the count lost)."""
    rules = GAME.rules_from_options(None, 2)
    state = new_game(rules, seed=3, decks=[stacked_deck(rules, hands=[HAND])])
    names = ["You", "Bartholomew Quackenbush the Third"]
    session = RushSession.seated(rules, [PERSON, "greedy"], names, 3, state)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            assert all_shown(screen) == []
            last = static_lines(screen.query_one("#rs-info", Static))[-1]
            assert last.startswith("Bartholomew") and "…" in last
            assert last.endswith("(silver) holds 4 cards")

    asyncio.run(scenario())


def test_the_status_line_keeps_whose_turn_in_sight(tmp_path: Path) -> None:
    """In French, game 2 of 3 with its score: the status line is longer than 80 columns
    with the game's title; the title goes, whose turn it is stays whole."""
    rules = GAME.rules_from_options(None, 2, games=3)
    state = new_game(rules, seed=3, decks=[stacked_deck(rules, hands=[HAND])])
    session = RushSession.seated(rules, [PERSON, "greedy"], ["Vous", "Glouton 2"], 3, state)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json", "fr")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            status = table(app).query_one("#status", Static)
            text = str(status.content)
            assert text.endswith("à vous de jouer (or)")
            assert "parties gagnées 0–0" in text
            assert cell_len(text) <= status.content_region.width
            await pilot.resize_terminal(120, 40)
            await pilot.pause()
            assert str(status.content).startswith("Rush Hour Shift · Partie 1/3")

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "fr", "fi"])
def test_the_hint_is_shown_whole_at_80x24(lang: str, tmp_path: Path) -> None:
    """The hint and its reason, wrapped to the list's width, take the rows they need."""

    async def scenario() -> None:
        app = make_app(stacked_session(lang), tmp_path / "s.json", lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            await pilot.press("h")
            for _ in range(200):
                await pilot.pause(0.02)
                if screen.hint is not None:
                    break
            await settle(pilot)
            await pilot.pause()
            hint = screen.query_one("#rs-hint", Static)
            assert screen.hint is not None and hint.display
            text = screen.hint_text(screen.hint)
            rows = len(Content(text).wrap(hint.content_region.width))
            assert rows <= hint.content_region.height, (rows, hint.region, text)
            assert hidden_rows(hint) == 0
            assert all_shown(screen) == []

    asyncio.run(scenario())


def test_a_message_of_several_lines_keeps_to_its_rows() -> None:
    """A message whose text holds line breaks is cut to the rows it may take all the same:
    the rest joins its last row."""
    rows = fit_rows("line one\nline two\nline three", 40, 2)
    assert len(rows) == 2 and all("\n" not in row for row in rows)
    assert rows == ["line one", "line two line three"]
