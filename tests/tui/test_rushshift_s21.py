"""Three flaws of the Rush Hour Shift table, driven by Textual's pilot.

- In a match, the engine deals the next game the moment one ends: the dialog that tells
  who won must open over the position that decided the game (its board, the hands as they
  were, its log), not over the next game's deal, which shows once the dialog is closed.
- The log's scrollbar shows only once the log has something to scroll.
- "NAME: thinking…" under the hand stays on its one line, however long the name: the name
  is cut short, the word "thinking" kept whole.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import OptionList, RichLog, Static
from tui_helpers import make_rush_app as make_app
from tui_helpers import press_rush_action, settle, svg_text
from tui_helpers import rush_table as table

from roadgames.agents import Decision, get_agent, register_agent
from roadgames.rushshift import GAME, Rules, RushShiftState, new_game
from roadgames.rushshift.actions import Action
from roadgames.rushshift.board import Board
from roadgames.rushshift.cards import Card
from roadgames.rushshift.vehicles import HERO_OF_SEAT
from roadgames.tui.fitting import fit_named
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.board import BoardWidget
from roadgames.tui.rushshift.demo import demo_session
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.hand import RushCard
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.rushshift.words import seat_label

SIZES = [(80, 24), (120, 40)]

# ------------------------------------------------------------ a game about to end


def before_the_end(rules: Rules, seed: int = 0) -> tuple[RushShiftState, int, Action]:
    """Two greedy players play the match's first game up to its last action: the state
    then, the seat to make that action and the action (which ends the game)."""
    state = new_game(rules, seed=seed)
    agents = [get_agent("rushshift", "greedy", seat + 1) for seat in range(2)]
    for _ in range(2000):
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        action = agents[seat].decide(view, view.legal_actions).action
        trial = state.clone()
        trial.apply(action, seat=seat)
        if trial.results:
            return state, seat, action
        state.apply(action, seat=seat)
    raise AssertionError("the first game never ended")


def one_game_end(rules: Rules, history: Sequence[Action], seed: int = 0) -> RushShiftState:
    """Where the same deal ends as a match of one game: the first game of a match is
    played just as a match of one game (the engine deals the next one only after it), and
    a match of one game stays on its final position."""
    state = new_game(replace(rules, games=1), seed=seed)
    for action in history:
        state.apply(action)
    assert state.is_over
    return state


def hand_shown(screen: RushTableScreen) -> list[Card | None]:
    """The cards the hand row shows face up (``None`` for a back)."""
    return [slot.card for slot in screen.query(RushCard) if slot.display]


def log_lines(screen: RushTableScreen) -> list[str]:
    """The log's lines as written (wrapped)."""
    return [line.text.rstrip() for line in screen.query_one("#rs-log", RichLog).lines]


def status_line(screen: RushTableScreen) -> str:
    """The status line's text."""
    return str(screen.query_one("#status", Static).content)


def shown_board(screen: RushTableScreen) -> Board:
    """The board the board widget draws."""
    board = screen.query_one(BoardWidget).board
    assert board is not None
    return board


def check_final_position(
    screen: RushTableScreen, final: RushShiftState, seat: int, tr: Translator
) -> None:
    """The table shows ``final`` (the end of game 1 of 3) to ``seat``, nothing of game 2."""
    winner = final.results[0].winner
    assert winner is not None
    board = shown_board(screen)
    assert board.is_out(HERO_OF_SEAT[winner])
    assert board.key() == final.board.key()
    assert hand_shown(screen) == final.hand_cards(seat)
    assert tr("rs_game", n=1, total=3) in status_line(screen)
    assert tr("rs_game", n=2, total=3) not in status_line(screen)
    names = screen.session.names
    logged = " ".join(log_lines(screen))  # lines wrap where words end
    assert logged.endswith(tr("rs_event_won", n=1, name=seat_label(winner, names, tr)))
    assert tr("rs_event_start", n=2, name="").rstrip(".") not in logged
    assert not screen.listed  # nothing to do at the end of a game
    assert tr("your_turn", what="").strip() not in str(
        screen.query_one("#rs-prompt", Static).content
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_end_dialog_opens_over_the_game_just_finished(
    size: tuple[int, int], lang: str, tmp_path: Path
) -> None:
    rules = GAME.rules_from_options(None, 2, games=3)
    state, seat, last = before_the_end(rules)
    final = one_game_end(rules, [*state.history, last])
    players = [PERSON, "greedy"] if seat == 0 else ["greedy", PERSON]
    session = RushSession.seated(rules, players, None, 0, state)
    tr = Translator(lang)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json", lang)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            screen = table(app)
            assert screen.viewer == seat and last in screen.listed
            await press_rush_action(pilot, screen, last)
            assert isinstance(app.screen, GameEndScreen)
            # the engine has dealt game 2 already: the table must not show it yet
            assert session.state.game_number == 1 and session.state.results
            assert session.state.board.key() != final.board.key()
            assert session.state.hand_cards(seat) != final.hand_cards(seat)
            check_final_position(screen, final, seat, tr)
            # the dialog leaves the board in sight
            box = app.screen.query_one("#summary-box").region
            assert not box.overlaps(screen.query_one(BoardWidget).region)
            await pilot.press("enter")
            await settle(pilot)
            assert app.screen_stack[-1] is screen
            assert shown_board(screen).key() == session.state.board.key()
            assert tr("rs_game", n=2, total=3) in status_line(screen)
            starter = seat_label(session.state.starter, session.names, tr)
            assert " ".join(log_lines(screen)).endswith(tr("rs_event_start", n=2, name=starter))
            assert hand_shown(screen) == session.state.hand_cards(seat)  # the new deal

    asyncio.run(scenario())


def test_a_game_end_not_yet_seen_shows_again_over_its_final_position(tmp_path: Path) -> None:
    """A match saved with a game's end not yet seen (its dialog still open) shows it again
    on resuming, over that game's final position."""
    rules = GAME.rules_from_options(None, 2, games=3)
    state, seat, last = before_the_end(rules)
    final = one_game_end(rules, [*state.history, last])
    state.apply(last, seat=seat)
    players = [PERSON, "greedy"] if seat == 0 else ["greedy", PERSON]
    session = RushSession.seated(rules, players, None, 0, state, results_seen=0)
    saved = session.save(tmp_path / "s.json")
    resumed = RushSession.load(saved)
    assert resumed.results_seen == 0 and resumed.state.game_number == 1

    async def scenario() -> None:
        app = make_app(resumed, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, GameEndScreen)
            check_final_position(table(app), final, seat, Translator("en"))

    asyncio.run(scenario())


def test_final_view_is_the_view_at_the_end_of_that_game() -> None:
    """The session's view of an ended game is that of a one-game match on the same deal
    at its end, for either seat, but counted in the match (game 1 of 3, the match not
    over); the last game of a match ends where the match does."""
    rules = GAME.rules_from_options(None, 2, games=3)
    state, seat, last = before_the_end(rules)
    final = one_game_end(rules, [*state.history, last])
    state.apply(last, seat=seat)
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 0, state)
    for viewer in (0, 1):
        view = session.final_view(1, viewer)
        expected = final.view(viewer)
        assert view.board.key() == expected.board.key()
        assert view.hand == expected.hand and view.log == expected.log
        assert (view.game_number, view.rules, view.is_over) == (1, rules, False)
        assert view.to_move is None and not view.legal_actions
    single = RushSession.seated(replace(rules, games=1), [PERSON, "greedy"], None, 0, final)
    assert single.final_view(1, 0) == final.view(0)


# ---------------------------------------------------------------- the log's scrollbar


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_log_scrollbar_only_once_there_is_something_to_scroll(
    size: tuple[int, int], tmp_path: Path
) -> None:
    session = RushSession.new(GAME.rules_from_options(None, 2), [PERSON, "greedy"], seed=2)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            screen = table(app)
            log = screen.query_one("#rs-log", RichLog)
            assert len(log.lines) < log.scrollable_content_region.height  # no more than fits
            assert not log.show_vertical_scrollbar
            width = log.scrollable_content_region.width
            for n in range(log.size.height + 2):
                screen.log_note(f"note {n}")
            await pilot.pause()
            assert log.show_vertical_scrollbar  # now it scrolls
            # room was kept for it: the lines written before it showed still fit
            assert log.scrollable_content_region.width == width
            # the last line is in sight, and the scrollbar says so
            assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
            assert log.vertical_scrollbar.position == log.scroll_y

    asyncio.run(scenario())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_log_full_from_the_start_shows_its_end(size: tuple[int, int], tmp_path: Path) -> None:
    """A game resumed in mid-play writes a log that overflows before it is laid out: it
    still opens on its last line, its scrollbar at the bottom."""
    session = demo_session()

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            log = table(app).query_one("#rs-log", RichLog)
            assert log.show_vertical_scrollbar and log.max_scroll_y > 0
            assert log.scroll_y == log.max_scroll_y
            assert log.vertical_scrollbar.position == log.scroll_y
            rows = svg_text(app.export_screenshot())
            last = log_lines(table(app))[-1].strip()
            assert last in rows

    asyncio.run(scenario())


# ------------------------------------------------------- "NAME: thinking…" on one line

THINKING = threading.Event()
RELEASE = threading.Event()


class Waiting:
    """A computer player that thinks until the test lets it go."""

    name = "test-s21-waits"

    def decide(self, view: object, legal: Sequence[Action]) -> Decision:
        """The first legal action, once released."""
        THINKING.set()
        RELEASE.wait(20)
        return Decision(legal[0], "released")


register_agent("rushshift", "test-s21-waits", lambda seed: Waiting())

LONG_NAME = "Ada " + "the very long-named " * 8 + "player"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_thinking_prompt_is_cut_to_one_line(
    size: tuple[int, int], lang: str, tmp_path: Path
) -> None:
    rules = GAME.rules_from_options(None, 2)
    names = [LONG_NAME, "Me"]
    session = RushSession.new(rules, ["test-s21-waits", PERSON], names, seed=1)
    tr = Translator(lang)
    tail = f" ({tr('rs_gold')}): {tr('thinking')}"  # the computer plays gold
    THINKING.clear()
    RELEASE.clear()

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json", lang)
        async with app.run_test(size=size) as pilot:
            for _ in range(100):
                await pilot.pause(0.02)
                if THINKING.is_set():
                    break
            await pilot.pause()
            screen = table(app)
            prompt = screen.query_one("#rs-prompt", Static)
            text = str(prompt.content)
            assert "\n" not in text and text.endswith(tail)
            assert cell_len(text) <= prompt.content_size.width
            assert text.startswith("Ada the very") and "…" in text
            assert prompt.size.height == 1
            rows = svg_text(app.export_screenshot()).splitlines()
            assert any(row.strip().endswith(tail) for row in rows)
            # the status line keeps whose turn it is whole, the name cut short
            status = str(screen.query_one("#status", Static).content)
            to_play = tr("to_move", name=f"… ({tr('rs_gold')})")
            assert status.endswith(to_play[to_play.index("…") :]), status
            assert status.count("Ada the very") == 1 and cell_len(status) <= size[0]
            # the action list's line says the same, on one line of the list
            options = screen.query_one("#rs-actions", OptionList)
            waiting = str(options.get_option_at_index(0).prompt)
            assert waiting.endswith(tail) and "…" in waiting
            assert cell_len(waiting) <= options.scrollable_content_region.width
            # leaving cancels the worker waiting on the player (released below)

    try:
        asyncio.run(scenario())
    finally:
        RELEASE.set()


def test_fit_named() -> None:
    """The name goes short first; the words around it last."""

    def line(name: str) -> str:
        return f"{name} (silver): thinking…"

    assert fit_named("CPU greedy", line, 40) == "CPU greedy (silver): thinking…"
    cut = fit_named("CPU greedy", line, 24)
    assert cut == "CPU… (silver): thinking…" and cell_len(cut) == 24
    assert fit_named("CPU greedy", line, 30) == line("CPU greedy")  # exactly fits
    # no room for a name of two cells: the line itself is cut
    assert fit_named("CPU greedy", line, 21) == "CPU greedy (silver):…"
    assert fit_named("CPU greedy", line, 22) == "C… (silver): thinking…"
    # a name twice as wide as it is long (East Asian characters) is cut by cells
    wide = fit_named("山田太郎さん", line, 26)
    assert wide.endswith(" (silver): thinking…") and cell_len(wide) <= 26
