"""Rush Hour Shift's hint key: the hint player's suggestion, the action in words and the
reason in the interface language (the players' English explanations read back as reasons),
the suggested action under the list's cursor."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, RichLog, Static
from tui_helpers import settle

from roadgames.agents import get_agent
from roadgames.agents.base import Reason
from roadgames.agents.rushshift import REASON_TEXTS as RUSH_REASON_TEXTS
from roadgames.rushshift import GAME, new_game
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.demo import demo_session
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.rushshift.words import describe_event


async def press_hint(pilot: Pilot[str]) -> RushTableScreen:
    """The table once the computer is done and the person has pressed the hint key."""
    await settle(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, RushTableScreen)
    await pilot.press("h")
    await settle(pilot)
    return screen


def hint_shown(lang: str, tmp_path: Path) -> tuple[str, str]:
    """The hint shown once the hint key was pressed on the person's first turn, and the
    list's entry under its cursor."""
    rules = GAME.rules_from_options(None, 2)
    session = RushSession.new(rules, [PERSON, "greedy"], seed=4)
    shown: list[str] = []

    async def scenario() -> None:
        app = RushShiftApp(session, lang=lang, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await press_hint(pilot)
            assert screen.hint is not None
            options = screen.query_one("#rs-actions", OptionList)
            assert options.highlighted is not None
            highlighted = options.get_option_at_index(options.highlighted).prompt
            hint = screen.query_one("#rs-hint", Static)
            assert hint.display and hint.region.height >= 2  # on screen, wrapped in its box
            shown.extend([" ".join(str(hint.render()).split()), str(highlighted)])

    asyncio.run(scenario())
    return shown[0], shown[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_key_words_the_action_and_its_reason_in_the_interface_language(
    lang: str, tmp_path: Path
) -> None:
    text, highlighted = hint_shown(lang, tmp_path)
    head = "Hint: " if lang == "en" else "Conseil : "
    assert text.startswith(head)
    hint = text.removeprefix(head)
    action = highlighted.split(None, 1)[1]  # the list's entry, less its keys
    assert hint.startswith(f"{action} — ")
    if lang == "fr":  # the search player's English is not left over
        assert "reply" not in hint and "sampled" not in hint
        assert "la meilleure réponse de l'autre" in hint


def test_a_french_hint_words_each_rush_hour_shift_reason() -> None:
    fr = Translator("fr")
    said = fr.reason(Reason.of("rs_expected", value=-1.54, samples=32))
    assert said == (
        "le meilleur plateau après la meilleure réponse de l'autre, en moyenne : la course à "
        "−1,5 (les pas qu'il reste à l'autre voiture héroïne moins les vôtres ; mains tirées : 32)"
    )
    english = Translator("en").reason(Reason.of("rs_best_board", value=2.0))
    assert english is not None and "the race at +2.0 (" in english


def test_every_rush_hour_shift_decision_gives_a_reason_worded_as_its_explanation() -> None:
    """A decision without a reason would show in English whatever the language."""
    state = new_game(GAME.rules_from_options(None, 2), seed=7)
    keys: set[str] = set()
    players = {name: get_agent("rushshift", name, seed=1) for name in ("greedy", "search")}
    for _ in range(12):
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        for player in players.values():
            decision = player.decide(view, view.legal_actions)
            reason = decision.reason
            assert reason is not None, decision.explanation
            assert Translator("en").reason(reason) == decision.explanation
            keys.add(reason.key)
        state.apply(players["greedy"].decide(view, view.legal_actions).action, seat=seat)
    # no win in twelve steps, nor a reply that wins
    assert keys >= set(RUSH_REASON_TEXTS) - {"rs_turn_wins", "rs_expected_risk"}


def test_the_french_log_names_who_starts_without_a_verb_to_agree() -> None:
    """ "Vous (or) commence" read wrong: the line names the starter without a verb."""
    fr = Translator("fr")
    said = describe_event(-1, "game 1: gold starts", ["Vous", "Ordinateur"], fr)
    assert said.startswith("Partie 1") and "premier à jouer : Vous" in said
    assert "commence" not in said


def test_the_hinted_action_and_the_logs_end_stay_in_sight_at_80x24(tmp_path: Path) -> None:
    """The hint's box takes room from the list of actions and the log: the list scrolls to
    the action it names, the log to its last line (at 80×24 the demo's hint named entry 11
    of a list showing 5, and the log stopped two lines short)."""

    async def scenario() -> None:
        app = RushShiftApp(demo_session(), save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await press_hint(pilot)
            options = screen.query_one("#rs-actions", OptionList)
            assert options.highlighted is not None
            top = round(options.scroll_y)
            assert top <= options.highlighted < top + options.scrollable_content_region.height
            log = screen.query_one("#rs-log", RichLog)
            assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y

    asyncio.run(scenario())
