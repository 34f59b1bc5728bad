"""What both games' tables and sessions share: the save key, seat names, the record's
stacked decks."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import RichLog
from tui_helpers import settle, svg_text

from roadgames.agents import agent_names
from roadgames.core.records import record_of
from roadgames.core.registry import get_game
from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.rushshift.stacking import stacked_deck as rush_deck
from roadgames.rushshift.state import RushShiftState
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession


def _app(game: str, path: Path) -> RoadgamesApp | RushShiftApp:
    """An app of ``game``: a person against a random computer player, no pause."""
    if game == "rushshift":
        rules = RUSHSHIFT.rules_from_options(None, 2)
        return RushShiftApp(
            RushSession.new(rules, [PERSON, "random"], seed=3), save_path=path, delay=0
        )
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3)
    return RoadgamesApp(session=session, save_path=path, delay=0)


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_the_save_key_saves_and_says_where_in_the_log(game: str, tmp_path: Path) -> None:
    path = tmp_path / f"{game}.json"

    async def save() -> None:
        app = _app(game, path)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("s")
            await pilot.pause()
            screen = app.table
            assert screen is not None and screen.message == f"Saved to {path}"
            log = screen.query_one(RichLog)
            assert str(path) in "".join(line.text for line in log.lines)
            await pilot.press("q")
        assert app.return_value == str(path)

    asyncio.run(save())
    assert path.exists()


def test_seats_not_named_or_named_blank_get_the_games_default_names() -> None:
    kinds = [PERSON, PERSON, "random"]
    # the terminal's default names (localised_names), in English
    assert GameSession.seat_names(None, kinds) == ["Seat 1", "Seat 2", "Random 3"]
    assert GameSession.seat_names(["Ann", " "], kinds) == ["Ann", "Seat 2", "Random 3"]
    assert RushSession.seat_names(["", "Bob", "extra"], [PERSON, PERSON]) == ["Seat 1", "Bob"]
    assert RushSession.seat_names([], [PERSON, "random"]) == ["You", "Random 2"]


def test_stacked_decks_stay_in_the_record_of_a_resumed_game() -> None:
    rules = make_rules("classic", 2)
    decks = [[card.code for card in stacked_deck(rules)]]
    session = GameSession.new(rules, [PERSON, "random"], seed=5, decks=decks)
    session.state.apply(session.state.legal_actions()[0])
    assert session.record().decks == decks
    resumed = GameSession.from_record(session.record())
    assert resumed.decks == decks and resumed.record().decks == decks
    rush = RushSession.new(RUSHSHIFT.rules_from_options(None, 2), [PERSON, "random"], seed=5)
    assert rush.record().decks is None  # shuffled from the seed: no decks to keep


def test_a_resumed_rush_hour_shift_game_keeps_its_stacked_decks() -> None:
    rules = RUSHSHIFT.rules_from_options(None, 2)
    deck = [card.code for card in reversed(rush_deck(rules))]
    first = RUSHSHIFT.new_state(rules, decks=[deck])
    first.apply(first.legal_actions()[0])
    record = record_of("rushshift", rules.to_dict(), first.history, seed=5, decks=[deck])
    resumed = RushSession.from_record(record)
    assert resumed.state.hands == first.hands
    saved = resumed.record()
    assert saved.decks == [deck]  # without them the record would replay another deal
    replayed = saved.replay()
    assert isinstance(replayed, RushShiftState) and replayed.hands == first.hands


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_computer_player_holds_nothing_that_deals_the_game_again(game: str) -> None:
    spec = get_game(game)
    rules = spec.rules_from_options(None, 2)
    session_of = RushSession if game == "rushshift" else GameSession
    for level in agent_names(game):
        session = session_of.new(rules, [PERSON, level])  # a fresh seed, as in play
        agent = session.agents[1]
        numbers = [v for v in vars(agent).values() if type(v) is int]  # a flag is no seed
        rng = getattr(agent, "rng", None)
        for number in numbers:
            for guess in {number, number - 1, (number - 1) // 7}:
                dealt: Any = spec.new_state(rules, seed=guess)
                # the whole draw pile: a few cards in hand may well be dealt alike by chance
                assert dealt.draw_pile != session.state.draw_pile, (level, number)
        assert session.seed not in numbers
        if isinstance(rng, random.Random):
            assert rng.getstate() != random.Random(session.seed * 7 + 1).getstate()


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_names_are_shown_as_typed_never_read_as_markup(game: str, tmp_path: Path) -> None:
    names = ["x[/b]y", "[bold red]Bob[/]"]
    path = tmp_path / "g.json"
    app: RoadgamesApp | RushShiftApp
    if game == "rushshift":
        rules = RUSHSHIFT.rules_from_options(None, 2)
        rush = RushSession.new(rules, [PERSON, PERSON], names=names, seed=3)
        app = RushShiftApp(rush, save_path=path, delay=0)
    else:
        mille = GameSession.new(make_rules("classic", 2), [PERSON, PERSON], names=names, seed=3)
        app = RoadgamesApp(session=mille, save_path=path, delay=0)
    shown: list[str] = []

    async def look() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            for _ in range(3):  # the pass-the-device screen, then the table
                await settle(pilot)
                shown.append(svg_text(app.export_screenshot()))
                await pilot.press("enter")

    asyncio.run(look())
    assert app.return_code in (None, 0)
    text = "\n".join(shown)
    assert "x[/b]y" in text and "[bold red]Bob[/]" in text
