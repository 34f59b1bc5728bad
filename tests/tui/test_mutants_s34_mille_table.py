"""Mutants of the Mille Bornes table screen that session 33's tests let live or never ran
(session 34's sweep of its sizes, keys, layout and drawing): each key of the table does
what its label says, the footer and the help name each action once, and a table made
without a pace keeps the app's."""

from __future__ import annotations

import asyncio
import dataclasses
from collections import Counter
from pathlib import Path

import pytest
from test_mutants_s33_mille_table import (
    EN,
    HAND,
    BareMilleTable,
    index_of,
    running,
    session_for,
    static_text,
)
from test_table_first_time import keys_shown
from tui_helpers import make_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import CardWidget, DrawPile
from roadgames.tui.widgets.hand import HandWidget
from roadgames.tui.widgets.log import GameLog

#: The table's actions the footer shows, each once, by its main key (the prompt names
#: "p play / x discard"); the number keys, the arrows, enter, space, delete, escape and,
#: in classic rules, every way to draw stay out of the footer.
FOOTER = [
    ("p", "Play"),
    ("x", "Discard"),
    ("h", "Hint"),
    ("o", "Scores"),
    ("?", "Rules"),
    ("s", "Save"),
    ("q", "Save & quit"),
]


def test_a_table_made_without_a_pace_keeps_the_apps_pace(tmp_path: Path) -> None:
    table_screen = TableScreen(session_for(), EN, tmp_path / "save.json")
    app = RoadgamesApp(save_path=tmp_path / "save.json")
    assert table_screen.delay == app.delay


def test_the_help_lists_each_action_once_after_all_its_keys() -> None:
    help_keys = dict((label, keys) for keys, label in BareMilleTable(session_for()).key_help())
    assert len(help_keys) == len(BareMilleTable(session_for()).key_help())  # each label once
    assert help_keys[EN.key_label("Play")] == "p, enter, space"
    assert help_keys[EN.key_label("Discard")] == "x, delete"
    assert help_keys[EN.key_label("Hint")] == "h"
    assert help_keys[EN.key_label("Scores")] == "o"


def test_the_footer_names_each_action_once_by_its_main_key(tmp_path: Path) -> None:
    app = make_app(session_for(), tmp_path / "save.json")
    seen: dict[str, object] = {}

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            seen["footer"] = keys_shown(app)

    asyncio.run(scenario())
    assert seen["footer"] == " ".join(f"{key} {EN.key_label(label)}" for key, label in FOOTER)


def test_the_keys_that_pick_a_card_ask_a_hint_or_the_scores_do_so(tmp_path: Path) -> None:
    app = make_app(session_for(), tmp_path / "save.json")
    seen: dict[str, object] = {}

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            seen["last"] = len(screen.current_view().hand) - 1
            for key in ("right", "left", "escape", "1"):
                await pilot.press(key)
                seen[key] = screen.selected
            await pilot.press("o")
            seen["o"] = screen.message
            await pilot.press("h")
            await settle(pilot)
            seen["h"] = screen.hint

    asyncio.run(scenario())
    # right from nothing: the first card; left of the first: the last; escape: none
    assert (seen["right"], seen["left"], seen["escape"], seen["1"]) == (0, seen["last"], None, 0)
    assert seen["o"] == EN("no_score_sheet")  # no hand over yet
    assert seen["h"] is not None


def test_each_key_labelled_play_or_discard_plays_or_discards_the_picked_card(
    tmp_path: Path,
) -> None:
    app = make_app(session_for(), tmp_path / "save.json")
    moves: list[Action] = []

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            screen.act = moves.append  # type: ignore[method-assign,assignment]
            await pilot.press(str(index_of(screen, Card.ROLL) + 1), "p", "enter", "space")
            await pilot.press(str(index_of(screen, Card.D25) + 1), "x", "delete")

    asyncio.run(scenario())
    roll, d25 = Action(Kind.PLAY, Card.ROLL), Action(Kind.DISCARD, Card.D25)
    assert moves == [roll, roll, roll, d25, d25]  # p, enter, space; then x, delete


def test_a_name_in_brackets_shows_as_written_on_the_status_and_prompt_lines(
    tmp_path: Path,
) -> None:
    rules = make_rules("classic", 2)
    deck = stacked_deck(rules, hands=[HAND, ["25"] * 6], draw=["75"] * 6)
    names = ["[b]Ann[/b]", "Bob"]  # brackets are part of a name, no style
    session = GameSession.new(
        rules, [PERSON, "random"], names=names, seed=3, decks=[[c.code for c in deck]]
    )
    seen: dict[str, str] = {}

    def check(screen: TableScreen) -> None:
        screen.hide_hand()  # the status names the player to move
        screen.redraw()
        seen["status"] = static_text(screen, "#status")
        screen.unlocked, screen.busy = True, True  # the prompt names who is thinking
        screen.redraw()
        seen["prompt"] = static_text(screen, "#prompt-line")

    running(session, tmp_path, check)
    assert seen["status"].endswith(f"· {names[0]} to play")
    assert seen["prompt"] == f"{names[0]}: {EN('thinking')}"


def test_a_picked_card_no_longer_in_hand_is_forgotten_and_the_discard_shows_its_top(
    tmp_path: Path,
) -> None:
    seen: dict[str, object] = {}

    def check(screen: TableScreen) -> None:
        view = screen.current_view()
        screen.action_number(3)  # a card within the hand stays picked
        seen["kept"] = screen.selected
        screen.selected = 5
        # the hand played down to five cards, three cards discarded (the 75 last)
        shorter = dataclasses.replace(
            view, hand=view.hand[:5], discard_pile=(Card.D25, Card.D50, Card.D75)
        )
        screen.shown_view = lambda: shorter  # type: ignore[method-assign]
        screen.redraw()
        seen["gone"] = screen.selected
        seen["top"] = screen.query_one("#discard", CardWidget).card

    running(session_for(), tmp_path, check)
    assert seen["kept"] == 2 and seen["gone"] is None
    assert seen["top"] == Card.D75


def test_each_card_drawn_marks_one_card_of_its_kind_in_hand(tmp_path: Path) -> None:
    marks: list[bool] = []

    def check(screen: TableScreen) -> None:
        view = screen.current_view()
        # three 75s in hand, two of them drawn this turn (a coup fourré's card, then the draw)
        held = (Card.ROLL, Card.D75, Card.D75, Card.D75, Card.STOP)
        screen.shown_view = lambda: dataclasses.replace(view, hand=held)  # type: ignore[method-assign]
        screen.session.drawn = lambda seat: Counter({Card.D75: 2})  # type: ignore[method-assign]
        screen.redraw()
        slots = [s for s in screen.query_one(HandWidget).query(CardWidget) if s.display]
        marks.extend(s.has_class("drawn") for s in slots)

    running(session_for(), tmp_path, check)
    assert marks == [False, True, True, False, False]


def test_the_status_line_says_whose_turn_it_is_or_why_nobody_plays(tmp_path: Path) -> None:
    turns: list[str] = []

    def check(screen: TableScreen) -> None:
        view = screen.current_view()
        for to_move, is_over in ((None, False), (None, True), (1, False)):
            shown = dataclasses.replace(view, to_move=to_move, is_over=is_over)
            screen.shown_view = lambda shown=shown: shown  # type: ignore[method-assign,misc]
            screen.redraw()
            turns.append(static_text(screen, "#status").rsplit(" · ", 1)[-1])
        screen.showing_hand_end = True  # behind the sheet of the hand that just ended
        screen.redraw()
        turns.append(static_text(screen, "#status").rsplit(" · ", 1)[-1])

    session = session_for()
    running(session, tmp_path, check)
    # nobody to move: a private question is out (or the game is over); another's turn names them
    assert turns == [
        EN("waiting"),
        EN("game_over"),
        EN("to_move", name=session.names[1]),
        EN("hand_over"),
    ]


def test_a_click_on_the_draw_pile_draws(tmp_path: Path) -> None:
    app = make_app(session_for(fast_play=True), tmp_path / "save.json")
    moves: list[Action] = []

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            screen.act = moves.append  # type: ignore[method-assign,assignment]
            await pilot.click(DrawPile)  # found by its kind, wherever it is

    asyncio.run(scenario())
    assert moves == [Action(Kind.DRAW)]  # fast play: the turn starts with the draw


def test_the_log_is_titled_in_the_interface_language(tmp_path: Path) -> None:
    titles: list[str] = []

    def check(screen: TableScreen) -> None:
        titles.append(str(screen.query_one(GameLog).border_title))

    running(session_for(), tmp_path, check)
    assert titles == [EN("log")]


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_status_lines_end_of_game_is_worded_as_its_end_of_hand(lang: str) -> None:
    """The top line's last part at a game's end is a status like the others ("hand over",
    "game over"), not the summary's title ("Game over"): both start alike, in each
    language (German capitalises both nouns)."""
    tr = Translator(lang)
    assert tr("game_over")[0].isupper() == tr("hand_over")[0].isupper()
