"""The terminal game's loose ends (session 25).

1. A refusal on the new-game form is said once, in its own words: no "Error:" before a
   refusal that names its field ("Erreur : Allonge … : …" had two colons).
2. A refused seed is echoed as it would be used ("-05": "5 deals the same game"), and a
   long one cut short; the seed used is the one typed.
3. A refused field is focused and scrolled into view (the form scrolls at 80×24), its
   refusal in sight too.
4. The summary's footer lists its main keys first, as every screen does: its keys in the
   order the screen declares them.
5. Plain ``roadgames play --resume`` that skips a later save it cannot carry on (made by a
   newer roadgames, damaged) says so as the other game opens.
6. Leaving the form that ``n`` brought back after a finished game says where that game
   was saved, as quitting from its summary does.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from test_loose_ends_s24 import (
    Form,
    _aged,
    _footer,
    _mille_save,
    _rush_save,
    _summary,
    drive_apps,
    error_shown,
    fill,
)
from textual.pilot import Pilot
from textual.widgets import Static
from tui_helpers import made_newer, opened_apps, settle, shown, spoiled

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path
from roadgames.core.errors import RulesError
from roadgames.millebornes import make_rules
from roadgames.rushshift import make_rules as make_rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_errors import control_label, form_error
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.session import GameSession
from roadgames.tui.session_base import SessionBase


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def refused(
    form: Form,
    tmp_path: Path,
    game: str = "millebornes",
    lang: str = "en",
    size: tuple[int, int] = (100, 30),
) -> tuple[str, str | None, bool, bool]:
    """The form in ``lang`` at ``size`` set as ``form`` and started: the refusal shown,
    the id of the control then focused, whether it and the refusal are in sight."""
    seen: list[tuple[str, str | None, bool, bool]] = []

    async def scenario() -> None:
        app = RoadgamesApp(lang=lang, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            await fill(pilot, {}, game=game)
            await fill(pilot, form)
            await pilot.press("ctrl+s")
            await settle(pilot)
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen), form
            focused = app.focused
            focused_id = None if focused is None else focused.id
            field_seen = focused is not None and screen.can_view_entire(focused)
            error = screen.query_one("#setup-error", Static)
            seen.append((error_shown(app), focused_id, field_seen, error_in_sight(error)))

    asyncio.run(scenario())
    return seen[0]


def error_in_sight(error: Static) -> bool:
    """Whether the form's refusal line shows on the screen: shown, and not scrolled away."""
    if not error.display or not error.region:
        return False
    return error.screen.region.contains_region(error.region) and error.screen.can_view_entire(error)


# ------------------------------------------------- 1. one prefix, one colon


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_refusal_that_names_its_field_is_said_once_with_one_colon(
    lang: str, tmp_path: Path
) -> None:
    with pytest.raises(RulesError) as engine:
        make_rules("modern", 2, extension=True)
    tr = Translator(lang)
    words = form_error(engine.value, tr)
    said = refused({"#preset": "modern", "#opt-extension": True}, tmp_path, lang=lang)[0]
    assert said == words
    # one colon after a word (Finnish writes "1000:een", a number's case ending)
    assert said.startswith(control_label("extension", tr)) and said.count(": ") == 1, said


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_form_s_own_refusals_have_one_colon_too(lang: str, tmp_path: Path) -> None:
    said = refused({"#rs-games": ""}, tmp_path, game="rushshift", lang=lang)[0]
    assert said == Translator(lang)(
        "form_whole_number", option=control_label("games", Translator(lang))
    )
    assert said.count(": ") == 1, said


# ------------------------------------------------- 2. the seed echoed


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_negative_seed_is_answered_with_the_seed_it_deals(game: str, tmp_path: Path) -> None:
    said = refused({"#seed": "-05"}, tmp_path, game=game)[0]
    assert said == "Seed: a whole number from 0, not -05 (5 deals the same game)"


@pytest.mark.parametrize(
    ("typed", "whole"),
    [("-" + "9" * 60, "9" * 60), ("--" + "5" * 60, "5" * 60)],
    ids=["negative", "no number"],
)
def test_a_long_seed_is_echoed_cut_short(typed: str, whole: str, tmp_path: Path) -> None:
    said = refused({"#seed": typed}, tmp_path)[0]
    assert said.startswith("Seed: a whole number from 0, not ")
    assert whole not in said and "…" in said, said
    assert len(said) <= 100, said  # the 63-bit seeds roadgames draws (19 digits) fit whole


def test_a_seed_of_nineteen_digits_is_echoed_whole(tmp_path: Path) -> None:
    typed = "-" + "1234567890123456789"
    said = refused({"#seed": typed}, tmp_path)[0]
    assert f"not {typed} ({typed[1:]} deals the same game)" in said, said


@pytest.mark.parametrize("typed", ["0005", "9" * 40])
def test_the_seed_used_is_the_one_typed(typed: str, tmp_path: Path) -> None:
    assert _started({"#seed": typed}, tmp_path).seed == int(typed)


def _started(form: Form, tmp_path: Path) -> GameSession:
    """The game the form set as ``form`` starts."""
    started: list[GameSession] = []

    async def scenario() -> None:
        app = RoadgamesApp(save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await fill(pilot, form)
            await pilot.press("ctrl+s")
            await settle(pilot)
            assert isinstance(app.session, GameSession)
            started.append(app.session)

    asyncio.run(scenario())
    return started[0]


# ------------------------------------------------- 3. the refused field in sight


@pytest.mark.parametrize(
    ("game", "form", "field"),
    [
        ("millebornes", {"#opt-match_target": "200000"}, "opt-match_target"),
        ("millebornes", {"#opt-target": ""}, "opt-target"),
        ("millebornes", {"#preset": "modern", "#opt-extension": True}, "opt-extension"),
        ("millebornes", {"#preset": "classic", "#players": 5}, "players"),
        ("millebornes", {"#seed": "-5"}, "seed"),
        ("rushshift", {"#rs-opt-turn_limit": "100001"}, "rs-opt-turn_limit"),
        ("rushshift", {"#rs-opt-hand_size": ""}, "rs-opt-hand_size"),
        ("rushshift", {"#rs-games": "0"}, "rs-games"),
        (
            "rushshift",
            {"#rs-kind-0": "random", "#rs-opt-turn_limit": "0"},
            "rs-opt-turn_limit",
        ),
    ],
)
def test_a_refused_field_is_focused_and_in_sight_with_its_refusal(
    game: str, form: Form, field: str, tmp_path: Path
) -> None:
    said, focused, field_seen, error_seen = refused(form, tmp_path, game, size=(80, 24))
    assert said
    assert focused == field, (said, focused)
    assert field_seen, f"{field} is not in sight"
    assert error_seen, f"the refusal {said!r} is not in sight"


# ------------------------------------------------- 4. the summary's footer


def test_the_summary_s_footer_lists_its_main_keys_first() -> None:
    footer = _footer(shown(_summary(15), (80, 24)))
    order = [footer.index(key) for key in ("q Quit", "n New game", "↑↓ Scroll", "space Next")]
    assert order == sorted(order), footer


# ------------------------------------------------- 5. a later save skipped


TITLES = {"millebornes": "Mille Bornes", "rushshift": "Rush Hour Shift"}
SAVES = {"millebornes": _mille_save, "rushshift": _rush_save}
APPS: dict[str, type[Any]] = {"millebornes": RoadgamesApp, "rushshift": RushShiftApp}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("skipped", ["millebornes", "rushshift"])
def test_plain_resume_says_that_a_later_save_by_a_newer_roadgames_was_skipped(
    monkeypatch: pytest.MonkeyPatch, skipped: str, lang: str
) -> None:
    resumed = "rushshift" if skipped == "millebornes" else "millebornes"
    _aged(SAVES[resumed](), 60)
    newer = made_newer(SAVES[skipped]())
    opened = {game: opened_apps(monkeypatch, APPS[game]) for game in APPS}
    assert main(["play", "--resume", "--lang", lang]) == 0
    assert not opened[skipped]
    (app,) = opened[resumed]
    tr = Translator(lang)
    assert app.opening_note == tr(
        "resume_skipped_newer", game=TITLES[resumed], other=TITLES[skipped], path=newer
    )
    assert str(newer) in app.opening_note and TITLES[resumed] in app.opening_note


def test_the_skipped_save_is_said_in_english_as_the_table_opens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _aged(_rush_save(), 60)
    newer = made_newer(_mille_save())
    said: list[str] = []

    def notify(self: GameApp[Any], message: str, **kwargs: Any) -> None:
        said.append(message)

    async def look(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp)
        await pilot.press("q")

    monkeypatch.setattr(GameApp, "notify", notify)
    drive_apps(monkeypatch, [look])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    assert said[:1] == [
        f"The Mille Bornes game saved last, {newer}, was made by a newer roadgames and cannot "
        "be carried on here: the Rush Hour Shift game saved before it is resumed"
    ]


def test_plain_resume_says_that_a_later_damaged_save_was_skipped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _aged(_rush_save(), 60)
    damaged = spoiled(_mille_save())
    opened = opened_apps(monkeypatch, RushShiftApp)
    assert main(["play", "--resume"]) == 0
    (app,) = opened
    assert app.opening_note == Translator("en")(
        "resume_skipped",
        game="Rush Hour Shift",
        other="Mille Bornes",
        path=damaged,
        command="roadgames play millebornes --resume",
    )


@pytest.mark.parametrize("spoil", [made_newer, spoiled])
def test_an_earlier_save_that_cannot_be_carried_on_is_not_mentioned(
    monkeypatch: pytest.MonkeyPatch, spoil: Any
) -> None:
    """Plain ``--resume`` carries on the latest: an older save it could not have taken is
    no surprise (and a finished game is none to carry on)."""
    _aged(spoil(_mille_save()), 60)
    _rush_save()
    opened = opened_apps(monkeypatch, RushShiftApp)
    assert main(["play", "--resume"]) == 0
    assert opened[0].opening_note is None


# ------------------------------------------------- 6. the finished game, after n and Esc


def _one_move_from_the_end(session: SessionBase[Any, Any, Any, Any, Any]) -> None:
    """Play ``session`` (computer players only) on until one move is left."""
    state = session.state
    while True:
        action = state.legal_actions()[0]
        trial = state.clone()
        trial.apply(action)
        if trial.is_over:
            return
        state.apply(action)


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_leaving_the_form_after_a_finished_game_says_where_it_was_saved(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    if game == "millebornes":
        rules = make_rules("modern", 2)
        session: SessionBase[Any, Any, Any, Any, Any] = GameSession.new(
            rules, ["random", "random"], seed=3
        )
    else:
        rush_rules = make_rush_rules(turn_limit=60)
        session = RushSession.new(rush_rules, ["random", "random"], seed=3)
    _one_move_from_the_end(session)
    path = session.save(default_save_path(game))

    async def new_game(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await settle(pilot)
        assert isinstance(app, RoadgamesApp | RushShiftApp)
        assert app.session is not None and app.session.state.is_over
        if isinstance(app.screen, ScoreSheetScreen):  # Mille Bornes: the last hand's first
            await pilot.press("enter")
            await settle(pilot)
        await pilot.press("n")  # on the summary, or the end of the match
        await settle(pilot)
        if isinstance(app, RoadgamesApp):  # Mille Bornes: the form in the same app
            await leave(app, pilot)

    async def leave(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")

    steps = [new_game] if game == "millebornes" else [new_game, leave]
    opened = drive_apps(monkeypatch, steps)
    assert main(["play", "--resume", "--delay", "0"]) == 0
    assert [type(app) for app in opened][-1] is RoadgamesApp
    out = capsys.readouterr().out
    assert f"The finished game is saved to {path}" in out, out
    assert f"Replay it with: roadgames replay {path}" in out, out
    assert "Continue it with" not in out


def test_a_new_game_begun_after_it_is_what_is_said(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The finished match is not said where the form started another game, saved."""
    session = RushSession.new(make_rush_rules(turn_limit=60), ["random", "random"], seed=3)
    _one_move_from_the_end(session)
    path = session.save(default_save_path("rushshift"))

    async def new_game(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await settle(pilot)
        await pilot.press("n")

    async def play_mille(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await fill(pilot, {"#players": 2}, game="millebornes")
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press("q")  # saves and quits

    opened = drive_apps(monkeypatch, [new_game, play_mille])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    assert len(opened) == 2
    out = capsys.readouterr().out
    assert f"Game saved to {default_save_path()}" in out, out
    assert str(path) not in out
