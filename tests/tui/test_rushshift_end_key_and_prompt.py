"""The Rush Hour Shift table's footer and prompt line, driven by Textual's pilot: the ``e``
key (End turn) is offered only while the rules allow ending the turn (under ``move_exact`` a
MOVE once begun must be used whole), and a message before the prompt leaves both readable
on an 80-column screen."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets._footer import FooterKey  # Textual exports no public name for it
from tui_helpers import make_rush_app as make_app
from tui_helpers import rush_table as table
from tui_helpers import settle, svg_text

from roadgames.rushshift import GAME, new_game
from roadgames.rushshift.actions import END, PLAY, Kind
from roadgames.rushshift.cards import Card
from roadgames.rushshift.stacking import stacked_deck
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import PERSON, RushSession


def moves_session(move_exact: bool) -> RushSession:
    """You (gold, first to move) hold three MOVE 3 and a MOVE & SHIFT 2, against greedy."""
    rules = GAME.rules_from_options(None, 2, move_exact="on" if move_exact else "off")
    deck = stacked_deck(rules, hands=[["MOVE3"] * 3 + ["MS2"]])
    state = new_game(rules, seed=3, decks=[deck])
    return RushSession.seated(rules, [PERSON, "greedy"], None, 3, state)


async def footer_actions(pilot: Pilot[str]) -> list[str]:
    """The actions of the keys the footer shows, once it has caught up with the table."""
    await pilot.pause()  # the footer is composed again after a refresh
    app = pilot.app
    assert isinstance(app, RushShiftApp)
    return [key.action for key in table(app).query(FooterKey)]


async def press_step(pilot: Pilot[str]) -> None:
    """Take the first single-square step in the list, with its number key and Enter."""
    app = pilot.app
    assert isinstance(app, RushShiftApp)
    screen = table(app)
    index = next(i for i, action in enumerate(screen.listed) if action.kind == Kind.MOVE)
    await pilot.press(str(index + 1), "enter")
    await settle(pilot)


def screen_rows(app: RushShiftApp) -> list[str]:
    """The screen's rows as text (and blank lines between)."""
    return svg_text(app.export_screenshot()).splitlines()


def test_end_key_leaves_the_footer_while_a_move_must_be_finished(tmp_path: Path) -> None:
    session = moves_session(move_exact=True)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            assert "end_turn" not in await footer_actions(pilot)  # a card to pick first
            await pilot.press("1", "enter")  # play MOVE 3: no step taken, it may end unused
            await settle(pilot)
            assert END in screen.listed
            assert "end_turn" in await footer_actions(pilot)
            await press_step(pilot)
            assert END not in screen.listed and session.state.to_move == 0
            shown = await footer_actions(pilot)
            assert "end_turn" not in shown
            assert shown == ["hint", "rules", "save", "quit_game"]  # the other keys stay
            # pressed all the same, the key says why and does nothing else
            await pilot.press("e")
            await settle(pilot)
            assert session.state.to_move == 0 and len(session.state.history) == 2
            assert screen.message == "finish the MOVE first: 2 steps left"
            assert "end_turn" not in await footer_actions(pilot)
            while screen.current_view().phase == "act":  # the rest of the MOVE, then the
                assert "end_turn" not in await footer_actions(pilot)  # computer's turn
                await press_step(pilot)
            assert screen.current_view().my_turn and session.state.turn == 2
            assert "end_turn" not in await footer_actions(pilot)  # a card to pick again
            await pilot.press("1", "enter")
            await settle(pilot)
            assert END in screen.listed and "end_turn" in await footer_actions(pilot)

    asyncio.run(scenario())


def test_end_key_is_offered_once_a_card_is_in_use_without_move_exact(tmp_path: Path) -> None:
    session = moves_session(move_exact=False)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            assert "end_turn" not in await footer_actions(pilot)  # a card to pick first
            await pilot.press("1", "enter")
            await settle(pilot)
            assert "end_turn" in await footer_actions(pilot)
            await press_step(pilot)
            assert END in screen.listed
            assert "end_turn" in await footer_actions(pilot)
            await pilot.press("e")  # ends the turn, the MOVE's other steps unused
            await settle(pilot)
            assert session.state.history[:3] == [PLAY[Card.MOVE3], session.state.history[1], END]
            assert screen.current_view().my_turn and screen.message == ""
            assert "end_turn" not in await footer_actions(pilot)  # the next card to pick

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_message_and_prompt_both_whole_at_80_columns(lang: str, tmp_path: Path) -> None:
    """The message (why the turn cannot end) and the prompt (what to do) are each on a row
    of the screen, whole, at 80×24; at 120 columns they share one row."""
    tr = Translator(lang)
    message = tr("rs_finish_move", n=2)
    prompt = tr("your_turn", what=tr("rs_pick_step_only"))
    assert len(f"{message}  {prompt}") > 78  # too long for one row of an 80-column screen

    async def scenario(*sizes: tuple[int, int]) -> list[list[str]]:
        app = make_app(moves_session(move_exact=True), tmp_path / f"{sizes[0][0]}.json", lang)
        seen = []
        async with app.run_test(size=sizes[0]) as pilot:
            await settle(pilot)
            await pilot.press("1", "enter")
            await settle(pilot)
            await press_step(pilot)
            await pilot.press("e")
            await settle(pilot)
            assert table(app).message == message
            for size in sizes:
                await pilot.resize_terminal(*size)
                await pilot.pause()
                seen.append(screen_rows(app))
        return seen

    def whole_apart(rows: list[str]) -> bool:
        return any(message in row for row in rows) and any(prompt in row for row in rows)

    def one_row(rows: list[str]) -> bool:
        return any(f"{message}  {prompt}" in row for row in rows)

    (rows,) = asyncio.run(scenario((80, 24)))
    assert whole_apart(rows) and not one_row(rows), rows[-4:]
    footer = next(row for row in rows if f"h {tr.key_label('Hint')}" in row)
    assert tr.key_label("End turn") not in footer
    # from 120 columns to 80 and back: the lines follow the width
    wide, narrow, wide_again = asyncio.run(scenario((120, 40), (80, 24), (120, 40)))
    assert one_row(wide) and one_row(wide_again), wide[-4:]
    assert whole_apart(narrow) and not one_row(narrow), narrow[-4:]


def test_a_long_message_leaves_the_prompt_whole_at_80_columns(tmp_path: Path) -> None:
    """The save key's message names the file, however long its path: the prompt after it
    stays whole."""
    session = moves_session(move_exact=False)
    path = tmp_path / ("a" * 40) / "game.json"
    path.parent.mkdir()

    async def scenario() -> list[str]:
        app = make_app(session, path)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("1", "enter")
            await settle(pilot)
            await pilot.press("s")
            await settle(pilot)
            assert table(app).message == f"Saved to {path}"
            return screen_rows(app)

    rows = asyncio.run(scenario())
    prompt = "Your turn: use your card — pick a step (↑↓ or 1–9, Enter), e ends the turn"
    assert any(prompt in row for row in rows), rows[-5:]
    assert any("q Save & quit" in row for row in rows)  # the footer is still there


def test_e_before_a_card_is_played_says_to_play_one_first(tmp_path: Path) -> None:
    """``e`` pressed before any card is played did nothing, silently: it says why (a turn
    ends once its card is played), and plays nothing."""
    session = moves_session(move_exact=False)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await pilot.press("e")
            await settle(pilot)
            assert table(app).message == Translator("en")("rs_end_needs_card")
            assert session.state.history == []

    asyncio.run(scenario())
