"""Faults a player met at the table (session 35's audit), each pinned by a test that failed
before its fix."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from test_mutants_s32_tableau import shown
from textual.widgets import Static
from textual.widgets._footer import FooterKey
from tui_helpers import flat, make_app, screen_text, settle, table

from roadgames.millebornes import MilleBornesState, make_rules, make_view, new_game
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.table_keys import action_words, why_no_card
from roadgames.tui.session import PERSON, GameSession

#: Team 0 rolls; team 1 limits its speed; team 0 then draws Right of Way and lays it on its
#: turn (too late for a coup fourré): the limit stays on the pile, lifted (RULES.md §4-5).
LIFTED = ("play ROLL", "play SPEED_LIMIT > 0", "play RIGHT_OF_WAY")


#: As :data:`LIFTED`, with an End of Limit between two limits: the one under the lifted limit.
LIFTED_OVER_AN_END = (
    "play ROLL",
    "play SPEED_LIMIT > 0",
    "play END_OF_LIMIT",
    "play SPEED_LIMIT > 0",
    "play RIGHT_OF_WAY",
)


def _lifted(turns: int = len(LIFTED), script: tuple[str, ...] = LIFTED) -> MilleBornesState:
    """Classic for two after the first ``turns`` actions of ``script``; Right of Way is the
    last card drawn by team 0 in the script."""
    rules = make_rules("classic", 2)
    hands = [
        ["ROLL", "END_OF_LIMIT", "25", "25", "25", "50"],
        ["SPEED_LIMIT", "SPEED_LIMIT", "50", "75", "75", "75"],
    ]
    draw = ["100"] * (len(script) - 1) + ["RIGHT_OF_WAY", "100"]
    deck = stacked_deck(rules, hands=hands, draw=draw)
    state = new_game(rules, decks=[deck])
    for action in script[:turns]:
        if state.phase_name == "draw":
            state.apply("draw")
        state.apply(action)
    return state


def test_a_speed_limit_lifted_by_right_of_way_is_not_shown_in_force() -> None:
    state = _lifted()
    tableau = make_view(state, 1).tableaux[0]
    assert tableau.speed_pile == (Card.SPEED_LIMIT,)  # still on the pile, but lifted
    assert not tableau.speed_limited
    assert tableau.speed_top is None
    seen = shown(state)
    assert seen.speed == (None, "Speed", "—")


def test_a_speed_limit_not_yet_lifted_is_shown_in_force() -> None:
    state = _lifted(2)
    assert make_view(state, 1).tableaux[0].speed_top is Card.SPEED_LIMIT
    assert shown(state).speed[:2] == (Card.SPEED_LIMIT, "Speed")


def test_an_end_of_limit_under_a_lifted_limit_is_the_card_in_force() -> None:
    state = _lifted(len(LIFTED_OVER_AN_END), LIFTED_OVER_AN_END)
    tableau = make_view(state, 1).tableaux[0]
    assert tableau.speed_pile == (Card.SPEED_LIMIT, Card.END_OF_LIMIT, Card.SPEED_LIMIT)
    assert tableau.speed_top is Card.END_OF_LIMIT
    assert shown(state).speed[:2] == (Card.END_OF_LIMIT, "Speed")


def _footer(app: RoadgamesApp) -> list[str]:
    """The footer's keys, as pressed."""
    return [key.key for key in app.screen.query(FooterKey)]


def test_the_footer_offers_the_ways_to_draw_while_a_person_is_to_draw(tmp_path: Path) -> None:
    """Modern play lets a turn start from the discard pile (RULES.md, `draw_from_discard`):
    the footer showed Play and Discard then, which are refused until a card is drawn, and
    never the keys that draw."""
    session = GameSession.new(make_rules("modern", 2), [PERSON, "medium"], seed=11)
    app = make_app(session, tmp_path / "save.json")

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            screen = table(app)
            assert screen.current_view().phase == "play"
            assert _footer(app)[:3] == ["p", "x", "h"]  # a card to play: no way to draw
            await pilot.press("1", "x")  # a discard ends the turn; the computer plays
            await settle(pilot)
            view = screen.current_view()
            assert view.phase == "draw"
            assert {str(a) for a in view.legal_actions} == {"draw", "draw discard"}
            assert _footer(app)[:3] == ["d", "t", "h"]
            await pilot.press("p")  # still answered: draw first, by these keys
            await pilot.pause()
            assert screen.message == why_no_card(view, Translator("en"))
            await pilot.press("t")
            await settle(pilot)
            assert screen.current_view().phase == "play"
            assert _footer(app)[:3] == ["p", "x", "h"]

    asyncio.run(scenario())


async def _refused_after_a_hint(app: RoadgamesApp, size: tuple[int, int]) -> str:
    """The prompt line after asking a hint, then playing the first card where the rules
    refuse it (German, classic for two, seed 5: a 75 before any Roll)."""
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        for key in ("h", "1", "p"):
            await pilot.press(key)
            await settle(pilot)
        screen = table(app)
        for _ in range(200):  # the hint is worked out in a thread
            if screen.hint is not None:
                break
            await pilot.pause(0.05)
        await settle(pilot)
        assert screen.hint is not None and screen.message
        shown = flat(screen_text(app))
        assert flat(screen.hint_text(screen.hint)) in shown  # the whole hint, not cut
        assert flat(screen.message) in shown
        return screen.prompt_shown


def test_a_refusal_and_a_hint_both_show_whole_on_a_small_screen(tmp_path: Path) -> None:
    """At 80×24 the refusal took three lines and the hint two: the prompt line shows four,
    and the hint was cut mid-sentence. The standing instruction gives way there, and only
    there (at 120 columns everything fits)."""
    tr = Translator("de")
    standing = tr("your_turn", what=tr("pick_card_from", keys="1–7"))

    def app() -> RoadgamesApp:
        session = GameSession.new(make_rules("classic", 2), [PERSON, "medium"], seed=5)
        return make_app(session, tmp_path / "save.json", lang="de")

    small = asyncio.run(_refused_after_a_hint(app(), (80, 24)))
    assert standing not in small
    wide = asyncio.run(_refused_after_a_hint(app(), (120, 30)))
    assert standing in wide


def test_on_a_shared_screen_the_status_names_whose_turn_it_is(tmp_path: Path) -> None:
    """Two people on one device: the status line said "à vous de jouer" to whoever looked.
    It names the person; one person alone against the computer is still just told."""

    async def status(players: list[str]) -> str:
        session = GameSession.new(make_rules("classic", 2), players, names=["Ann", "Bob"], seed=3)
        app = make_app(session, tmp_path / "save.json", lang="fr")
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            if isinstance(app.screen, PassDeviceScreen):
                await pilot.press("enter")
                await settle(pilot)
            return str(table(app).query_one("#status", Static).render())

    tr = Translator("fr")
    shared = asyncio.run(status([PERSON, PERSON]))
    assert shared.endswith(tr("you_to_move_named", name="Ann")), shared
    alone = asyncio.run(status([PERSON, "medium"]))
    assert alone.endswith(tr("you_to_move")), alone


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_footer_of_a_draw_fits_eighty_columns(lang: str, tmp_path: Path) -> None:
    """With d and t in place of p and x, "Take discard" in full ran the French footer to
    89 columns: "Save & quit" was cut. The footer has a shorter word for it."""
    session = GameSession.new(make_rules("modern", 2), [PERSON, "medium"], seed=11)
    app = make_app(session, tmp_path / "save.json", lang=lang)
    tr = Translator(lang)

    async def footer_line() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("1", "x")
            await settle(pilot)
            assert _footer(app)[:2] == ["d", "t"]
            return screen_text(app).rstrip().splitlines()[-1]

    line = asyncio.run(footer_line())
    assert line.rstrip().endswith(tr.key_label("Save & quit")), line
    assert tr("footer_take_discard") in line


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_rules_screen_explains_the_marks_a_hint_puts_before_a_card(lang: str) -> None:
    """ "Hint: ✗ Spare Tire — in 39 sampled deals…": nothing said what ✗ meant."""
    tr = Translator(lang)
    line = tr("help_hint_marks")
    for kind in (Kind.DISCARD, Kind.PLAY):
        mark = action_words(Action(kind, Card.ROLL), ["A", "B"], tr).split()[0]
        assert line.startswith(("✗", "▶")) and mark in line.split(":")[0], (mark, line)


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_three_ways_to_draw_leave_out_save_and_scores_where_the_footer_is_too_narrow(
    lang: str, tmp_path: Path
) -> None:
    """Fast play and the discard pile: d, t and r at 80 columns cut "Save & quit" in four
    languages. Save goes first (every move is saved anyway), then Scores; both come back
    on a wider screen."""
    rules = make_rules("modern", 2, fast_play=True)
    session = GameSession.new(rules, [PERSON, "medium"], seed=11)
    app = make_app(session, tmp_path / "save.json", lang=lang)
    tr = Translator(lang)
    lines: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await pilot.press("d")
            await settle(pilot)
            await pilot.press("1", "x")  # a discard to take: three ways to draw
            await settle(pilot)
            assert {str(a) for a in table(app).current_view().legal_actions} == {
                "draw",
                "draw discard",
                "redraw",
            }
            lines.append(screen_text(app).rstrip().splitlines()[-1])
            lines.append(" ".join(_footer(app)))
            await pilot.resize_terminal(120, 30)
            await pilot.pause()
            await pilot.pause()
            lines.append(" ".join(_footer(app)))

    asyncio.run(scenario())
    narrow, keys_narrow, keys_wide = lines
    assert narrow.rstrip().endswith(tr.key_label("Save & quit")), narrow
    assert keys_narrow.startswith("d t r h") and keys_narrow.endswith("q")
    assert keys_wide == "d t r h o question_mark s q"
