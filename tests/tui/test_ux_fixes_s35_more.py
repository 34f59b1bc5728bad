"""Faults found by session 35's second audit (team play, dialogs, resuming), each pinned by
a test that failed before its fix."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from textual.pilot import Pilot
from tui_helpers import (
    drive_play,
    flat,
    make_app,
    person_moves,
    play_until,
    screen_text,
    settle,
    table,
)

from roadgames.cli import main
from roadgames.commands import play_saves
from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules
from roadgames.millebornes.cards import Card
from roadgames.millebornes.explain import Unplayable
from roadgames.millebornes.rules import Rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rules_text import describe_rules
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.session import PERSON, GameSession


def _english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal whose locale names no language of the game's but English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def test_a_game_resumed_without_lang_carries_on_in_the_language_it_was_played_in(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Played with --lang fr on an English terminal, then resumed by the very command the
    game printed on quitting (no --lang): it came back in English."""
    _english_locale(monkeypatch)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    langs: list[str] = []

    async def move_then_quit(pilot: Pilot[str]) -> None:
        app = pilot.app
        assert isinstance(app, GameApp)
        langs.append(app.tr.lang)
        await person_moves(pilot)
        await pilot.press("q")
        await pilot.pause()

    drive_play(monkeypatch, move_then_quit)
    quick = ["--quick", "--seats", "human,random", "--seed", "3", "--delay", "0"]
    assert main(["play", *quick, "--lang", "fr"]) == 0
    path = play_saves.default_save_path()
    assert GameRecord.load(path).meta["lang"] == "fr"
    assert main(["play", "--resume", str(path), "--delay", "0"]) == 0
    assert main(["play", "--resume", str(path), "--delay", "0", "--lang", "de"]) == 0
    assert langs == ["fr", "fr", "de"]  # told otherwise, it is; and kept from then on
    assert GameRecord.load(path).meta["lang"] == "de"


def _extension_question(
    rules: Rules, lang: str, tmp_path: Path, size: tuple[int, int] = (80, 24)
) -> tuple[str, str]:
    """The extension question's text, and the screen with its hint asked (a person
    completes the 700 trip in six turns)."""
    hands = [("ROLL", "200", "200", "100", "100", "100"), ("25",) * 6]
    deck = stacked_deck(rules, hands=hands, draw=["75"] * 4 + ["50"] * 8)
    session = GameSession.new(rules, [PERSON, "random"], seed=5, decks=[[c.code for c in deck]])
    app = make_app(session, tmp_path / "save.json", lang=lang)

    async def scenario() -> tuple[str, str]:
        async with app.run_test(size=size) as pilot:
            await play_until(pilot, PromptScreen, most=20)
            prompt = app.screen
            assert isinstance(prompt, PromptScreen)
            await pilot.press("h")
            await settle(pilot)
            return prompt.question, screen_text(app)

    return asyncio.run(scenario())


def _in_dialog(shown: str) -> str:
    """The text inside the dialog's frame, drawn with █ left and right on each line."""
    return flat(" ".join(re.findall(r"█([^█\n]+)█", shown)))


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_extension_question_says_what_is_at_stake_under_classic_scoring(
    lang: str, tmp_path: Path
) -> None:
    """It asked only "Call the extension to 1000?": the player learnt the stakes (the trip's
    400 lost unless 1000 is reached, 200 to the caller or to each other team, RULES.md §8)
    from the score sheet, after choosing. Said whole, the hint under it, at 80×24."""
    tr = Translator(lang)
    question, shown = _extension_question(make_rules("classic", 2, extension=True), lang, tmp_path)
    assert question.endswith("\n" + tr("extension_stakes"))
    dialog = _in_dialog(shown)
    assert flat(question) in dialog
    hint = tr("hint", action="")
    assert hint in dialog and dialog.index(hint) > dialog.index(flat(question))  # fits too


def test_the_extension_stakes_are_said_only_where_the_scoring_has_them(tmp_path: Path) -> None:
    rules = make_rules("classic", 2, extension=True, scoring="modern")
    question, _ = _extension_question(rules, "en", tmp_path)
    assert question == Translator("en")("extension_prompt", trip="700 mi")


def _six_at_the_table(tmp_path: Path) -> RoadgamesApp:
    """Classic for six (three teams of two), a person in seat 1 with computer partners,
    holding a Speed Limit (which any other team can take, started or not) and Gasoline."""
    rules = make_rules("classic", 6)
    hands = [["SPEED_LIMIT", "GASOLINE", "25", "25", "25", "25"]]
    deck = stacked_deck(rules, hands=hands, draw=["75"])
    players = [PERSON, *["medium"] * 5]
    session = GameSession.new(rules, players, seed=5, decks=[[c.code for c in deck]])
    return make_app(session, tmp_path / "save.json")


def test_a_hazard_aimed_at_ones_own_team_is_refused_saying_why(tmp_path: Path) -> None:
    """ "Speed Limit cannot go on that team now": "now" promised it might later. A hazard
    goes on another team, never one's own (RULES.md §5); a remedy on one's own alone."""
    app = _six_at_the_table(tmp_path)
    en = Translator("en")

    async def scenario() -> list[str]:
        said = []
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            history = list(screen.session.state.history)
            await pilot.press(str(view.hand.index(Card.SPEED_LIMIT) + 1), "p")
            assert screen.targeting
            await pilot.press(str(view.team + 1))
            await pilot.pause()
            said.append(screen.message)
            # Gasoline picked (the target question left first), then a click on another team
            await pilot.press("escape", str(view.hand.index(Card.GASOLINE) + 1))
            await pilot.click(f"#tableau-{(view.team + 1) % 3}")
            await pilot.pause()
            said.append(screen.message)
            assert screen.session.state.history == history  # refused, nothing played
        return said

    hazard, remedy = asyncio.run(scenario())
    assert hazard.endswith(en.why(Unplayable("own_team")) + "."), hazard
    assert remedy.endswith(en.why(Unplayable("own_tableau")) + "."), remedy


def test_a_click_on_a_tableau_with_no_card_picked_says_to_pick_one(tmp_path: Path) -> None:
    app = _six_at_the_table(tmp_path)

    async def scenario() -> str:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await pilot.click("#tableau-1")
            await pilot.pause()
            return table(app).message

    assert asyncio.run(scenario()) == Translator("en")("pick_first")


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_rules_in_words_score_the_extension_where_classic_scoring_has_it(lang: str) -> None:
    """The rules screen and `roadgames rules` said only that the trip may be extended: the
    scoring sentence had no word of what that scores (RULES.md §8)."""
    tr = Translator(lang)
    said = describe_rules(make_rules("classic", 2, extension=True), tr)
    scoring = next(i for i, line in enumerate(said) if "+400" in line)
    extension = said[scoring + 1]  # right after the scoring it completes
    assert "400" in extension and extension.count("200") == 2 and "1000" in extension
    for rules in (
        make_rules("classic", 2, extension=False),
        make_rules("classic", 2, extension=True, scoring="modern"),
    ):
        assert not any("1000" in line and "200" in line for line in describe_rules(rules, tr))
