"""A demanding user's pass over the terminal UI (session 23), driven by Textual's pilot.

- The summary at a long match's end (many hands) must show every team's name and match
  total at 80 columns: hands across while they fit, else hands down, never points cut.
- Rush Hour Shift's game-end dialog shows its own keys in the footer (Continue, or New
  game and Quit), not the table's, which do nothing behind it.
- At the end of a Rush Hour Shift match of several games, the dialog names the match's
  winner (or winners, when level), not only the winner of the last game.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import pytest
from textual.app import App
from textual.widgets import Static
from tui_helpers import hand, make_rush_app, press_rush_action, settle, shown, svg_text

from roadgames.agents import get_agent
from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action as MbAction
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.scoring import HandResult
from roadgames.rushshift import GAME, Rules, RushShiftState, new_game
from roadgames.rushshift.actions import Action
from roadgames.rushshift.state import GameResult
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import SummaryScreen
from roadgames.tui.session import PERSON as MB_PERSON
from roadgames.tui.session import GameSession
from roadgames.tui.widgets.typeset import Typeset

SIZES = [(80, 24), (120, 40)]


# ------------------------------------------------------------ the match summary


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("hands", [4, 9, 15])
def test_long_match_summary_shows_every_name_and_total(size: tuple[int, int], hands: int) -> None:
    names = ["Alexandra", "Computer (expert)"]
    results = [hand(n + 1, (1700 - n, 1000 + n)) for n in range(hands)]
    scores = [sum(r.totals[t] for r in results) for t in range(2)]
    text = shown(SummaryScreen(names, scores, [0], results, Translator("en")), size)
    for name, score in zip(names, scores, strict=True):  # in sight from the start
        assert name in text
        assert str(score) in text
    assert "Match total" in text
    assert "1700" in text and "1000" in text  # the first hand's points, whole
    # the last hand's, whole, at the end of the table (a long one scrolls)
    text = shown(SummaryScreen(names, scores, [0], results, Translator("en")), size, "end")
    assert str(1700 - hands + 1) in text and str(1000 + hands - 1) in text


def test_short_match_summary_keeps_hands_across() -> None:
    """Four hands fit across 80 columns: one row per team, as before."""
    names = ["Ann", "Bob"]
    results = [hand(n + 1, (100 * (n + 1), 10 * (n + 1))) for n in range(4)]
    scores = [sum(r.totals[t] for r in results) for t in range(2)]
    text = shown(SummaryScreen(names, scores, [0], results, Translator("en")), (80, 24))
    ann = next(line for line in text.splitlines() if "│A · Ann" in line)  # its row
    assert all(str(100 * n) in ann for n in range(1, 5)) and str(scores[0]) in ann


# ------------------------------------------------------------ Rush Hour Shift's game end


def end_dialog(match_over: bool, wins: Sequence[int], winners: Sequence[int]) -> GameEndScreen:
    """The dialog at the end of game 3 of 3 (``match_over``) or of game 1 of 3."""
    number = 3 if match_over else 1
    return GameEndScreen(
        GameResult(1, 0, 30),
        number,
        3,
        wins,
        ["Ann", "Bob"],
        Translator("en"),
        match_over,
        match_winners=winners,
    )


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_end_footer_shows_the_dialogs_keys(size: tuple[int, int], tmp_path: Path) -> None:
    """Through the table: the dialog's footer covers the table's (Hint, Rules, Save do
    nothing behind a dialog)."""
    picture = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])
    session = RushSession.new(
        GAME.rules_from_options(None, 2, setup=picture, games=2), [PERSON, "greedy"], seed=2
    )
    person = get_agent("rushshift", "greedy", seed=5)

    async def scenario() -> None:
        app = make_rush_app(session, tmp_path / "s.json")
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            seen = 0
            for _ in range(100):
                if isinstance(app.screen, GameEndScreen):
                    seen += 1
                    footer = svg_text(app.export_screenshot()).splitlines()
                    last = " ".join(line for line in footer[-6:] if line.strip())
                    assert "Hint" not in last and "Save" not in last
                    if session.state.is_over:
                        assert "New game" in last and "Quit" in last
                        assert "Continue" not in last.replace("Continue (Enter)", "")
                        break
                    assert "Continue" in last and "New game" not in last
                    await pilot.press("enter")
                    await settle(pilot)
                    continue
                screen = app.table
                assert screen is not None
                view = screen.current_view()
                action = person.decide(view, view.legal_actions).action
                await press_rush_action(pilot, screen, action)
            assert seen == 2

    asyncio.run(scenario())


def test_match_end_names_the_match_winner_not_the_last_games() -> None:
    """Ann won games 1 and 2, Bob game 3: Ann won the match."""
    text = shown(end_dialog(True, [2, 1], [0]), (80, 24))
    assert "Winner: Ann (gold)" in text
    assert "Winner: Bob" not in text
    assert "Game 3 won by Bob (silver)" in text  # the last game's result, still told


def test_level_match_end_says_it_is_drawn() -> None:
    # session 35: "Winners: Ann, Bob" read as if both had won; the games won say 1 each
    text = shown(end_dialog(True, [1, 1], [0, 1]), (80, 24))
    assert "The match is drawn." in text and "Winners" not in text


def test_game_end_within_a_match_names_that_games_winner() -> None:
    text = shown(end_dialog(False, [0, 1], []), (80, 24))
    assert "Winner: Bob (silver)" in text and "game 2 of 3" in text


def level_match_before_its_end(rules: Rules) -> tuple[RushShiftState, int, Action]:
    """Two greedy players play matches (seed after seed) until one ends level; the state
    before its last action, the seat to make it, and the action."""
    for seed in range(60):
        state = new_game(rules, seed=seed)
        agents = [get_agent("rushshift", "greedy", seat + 1) for seat in range(2)]
        history: list[tuple[int, Action]] = []
        while (seat := state.to_move) is not None:
            view = state.view(seat)
            action = agents[seat].decide(view, view.legal_actions).action
            history.append((seat, action))
            state.apply(action, seat=seat)
        if state.wins == [1, 1]:
            before = new_game(rules, seed=seed)
            for seat, action in history[:-1]:
                before.apply(action, seat=seat)
            return before, history[-1][0], history[-1][1]
    raise AssertionError("no level match")


def test_table_passes_the_match_winners(tmp_path: Path) -> None:
    """A match of two games ending 1–1: drawn, not won by the last game's winner."""
    picture = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])
    rules = GAME.rules_from_options(None, 2, setup=picture, games=2)
    state, seat, last = level_match_before_its_end(rules)
    players = [PERSON, "greedy"] if seat == 0 else ["greedy", PERSON]
    session = RushSession.seated(rules, players, None, 0, state, results_seen=1)
    tr = Translator("en")

    async def scenario() -> None:
        app = make_rush_app(session, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = app.table
            assert screen is not None
            await press_rush_action(pilot, screen, last)
            assert isinstance(app.screen, GameEndScreen) and session.state.is_over
            verdict = app.screen.query_one("#summary-winners", Static)  # it wraps, beside
            assert str(verdict.content) == tr("rs_match_drawn")

    asyncio.run(scenario())


# ------------------------------------------------------------ a question's keys


def answered(prompt: PromptScreen, *keys: str) -> tuple[str, MbAction | None]:
    """The footer's text with ``prompt`` open, then what ``keys`` answered."""
    result: list[MbAction | None] = []

    class Asker(App[None]):
        def on_mount(self) -> None:
            self.push_screen(prompt, result.append)

    async def scenario() -> str:
        app = Asker()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            lines = svg_text(app.export_screenshot()).splitlines()
            footer = " ".join(line for line in lines[-6:] if line.strip())
            await pilot.press(*keys)
            await pilot.pause()
            return footer

    footer = asyncio.run(scenario())
    return footer, result[0] if result else None


def test_nothing_to_answer_note_shows_its_key_in_the_footer() -> None:
    """Its one button has the focus, whose own Enter hid the note's from the footer: a
    blank footer."""
    go_on = MbAction(Kind.DECLINE)
    footer, action = answered(
        PromptScreen("Nothing to answer.", [("enter", "Go on", go_on)]), "enter"
    )
    assert "Go on" in footer
    assert action == go_on


def test_enter_still_presses_the_focused_answer_of_a_question() -> None:
    call, decline = MbAction(Kind.COUP_FOURRE), MbAction(Kind.DECLINE)
    answers = [("c", "Call (c)", call), ("n", "Decline (n)", decline)]
    footer, action = answered(PromptScreen("Coup fourré?", answers), "tab", "enter")
    assert "Call" in footer and "Decline" in footer
    assert action == decline  # the second button, focused by Tab


# ------------------------------------------------------------ a hand's score sheet


def test_score_sheet_keeps_each_word_of_a_line_whole() -> None:
    """Three teams at 80 columns in German: the team columns took the room, and
    "Sicherheitskarten" (Safeties) was cut to "Sicherheitskar…"."""
    labels = [  # every line: the table scrolls, its scrollbar taking room too
        "Distance",
        "Safeties",
        "Safeties as coup fourré",
        "All four safeties",
        "Coups fourrés",
        "Trip completed",
        "Delayed action",
        "Safe trip",
        "Shutout",
        "Extension made",
    ]
    names = ["Anna & Carl", "Bert & Dora", "Computer 5 & Computer 6"]
    lines = tuple(tuple((label, 100) for label in labels) for _ in names)
    result = HandResult(1, "trip", 0, None, (700, 0, 0), lines, (0,))
    rules = make_rules("classic", 6)
    sheet = ScoreSheetScreen([result], 0, names, rules, True, Translator("de"))
    text = shown(sheet, (80, 24))
    assert "Sicherheitskar…" not in text
    assert "Sicherheitskarten" in text


# ------------------------------------------------------------ Rush Hour Shift's help


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rush_help_lists_the_keys_and_the_click_on_a_vehicle(lang: str, tmp_path: Path) -> None:
    """Mille Bornes' help lists its keys; Rush Hour Shift's gave the rules alone: how to
    pick a step, that a click on a vehicle lists its moves, what the sections' ↑n ↓n
    mean, and the keys of the footer were nowhere in the game."""
    session = RushSession.new(GAME.rules_from_options(None, 2), [PERSON, "greedy"], seed=4)
    tr = Translator(lang)

    async def scenario() -> None:
        app = make_rush_app(session, tmp_path / "s.json", lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark", "end")
            await pilot.pause()
            # a Typeset line's content is broken into lines: its text as given
            texts = [
                s.text if isinstance(s, Typeset) else str(s.content)
                for s in app.screen.query(Static)
            ]
            assert tr("help_keys") in texts
            assert tr("rs_help_pick") in texts
            offsets = tr("rs_help_offsets", left=tr("rs_side_left"), right=tr("rs_side_right"))
            assert offsets in texts
            for key, label in (("e", "End turn"), ("h", "Hint"), ("s", "Save")):
                assert f"{key}: {tr.key_label(label)}" in texts

    asyncio.run(scenario())


# ------------------------------------------------------------ Rush Hour Shift's status line


@pytest.mark.parametrize("lang", ["en", "de", "it", "fi"])
def test_status_at_a_game_end_within_a_match_says_that_game_is_over(
    lang: str, tmp_path: Path
) -> None:
    """Game 1 of 2 over: the status line said the match was ("Partie beendet" beside
    "Runde 1/2", "Partita finita" beside "Manche 1/2"); at the match's end, it does."""
    picture = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])
    session = RushSession.new(
        GAME.rules_from_options(None, 2, setup=picture, games=2), [PERSON, "greedy"], seed=2
    )
    person = get_agent("rushshift", "greedy", seed=5)
    tr = Translator(lang)

    async def scenario() -> None:
        app = make_rush_app(session, tmp_path / "s.json", lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            for _ in range(100):
                if isinstance(app.screen, GameEndScreen):
                    screen = app.table
                    assert screen is not None
                    status = str(screen.query_one("#status", Static).content)
                    if session.state.is_over:
                        assert tr("game_over") in status
                        return
                    assert tr("game_over") not in status
                    assert tr("rs_game_over", n=1) in status
                    await pilot.press("enter")
                    await settle(pilot)
                    continue
                screen = app.table
                assert screen is not None
                view = screen.current_view()
                action = person.decide(view, view.legal_actions).action
                await press_rush_action(pilot, screen, action)
            raise AssertionError("the match never ended")

    asyncio.run(scenario())


# ------------------------------------------------------------ Mille Bornes' help


@pytest.mark.parametrize(
    ("lang", "space", "delete"), [("fr", "espace", "suppr"), ("de", "Leertaste", "Entf")]
)
def test_help_names_the_keys_in_the_language(
    lang: str, space: str, delete: str, tmp_path: Path
) -> None:
    """The help's keys read "p, ⏎, space" and "x, del" in every language."""
    session = GameSession.new(make_rules("classic", 2), [MB_PERSON, "random"], seed=3)
    tr = Translator(lang)
    app = RoadgamesApp(session=session, lang=lang, save_path=tmp_path / "s.json", delay=0)

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = app.table
            assert screen is not None
            keys = dict((label, shown) for shown, label in screen.key_help())
            assert keys[tr.key_label("Play")] == f"p, ⏎, {space}"
            assert keys[tr.key_label("Discard")] == f"x, {delete}"

    asyncio.run(scenario())


@pytest.mark.parametrize(
    ("lang", "line"), [("fr", "x, suppr : Défausser"), ("en", "x, del: Discard")]
)
def test_a_help_line_sets_its_colon_as_the_language_does(
    lang: str, line: str, tmp_path: Path
) -> None:
    """French sets a space before a colon ("x, suppr : Défausser"); the help read
    "x, suppr: Défausser" in every language."""
    session = GameSession.new(make_rules("classic", 2), [MB_PERSON, "random"], seed=3)
    app = RoadgamesApp(session=session, lang=lang, save_path=tmp_path / "s.json", delay=0)
    shown: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await settle(pilot)
            shown.extend(str(static.render()) for static in app.screen.query(".help-line"))

    asyncio.run(scenario())
    assert line in shown
