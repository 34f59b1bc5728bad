"""The terminal game's loose ends (session 24).

1. ``n`` at the end of a Rush Hour Shift match begun from the new-game form brings the form
   back, set as it was left (as after a Mille Bornes game); ``roadgames play rushshift``,
   which has no form, still gives a rematch.
2. Plain ``roadgames play --resume`` carries on whichever game's last save there is to carry
   on (the latest, where both are, saying which); a game named keeps to that game.
3. Rush Hour Shift's ``first_player`` has a control on the form.
4. The form's refusals are said in the player's language (the engine's English kept for any
   it does not know).
5. A long match's summary shows its scroll keys in the footer.
6. A session made without names gets the terminal's default names ("Random 2", not
   "CPU 2 (random)"); an old save's "CPU n (level)" names are still known for defaults.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Select, Static, Switch
from tui_helpers import (
    hand,
    opened_apps,
    rush_table,
    screen_text,
    settle,
    shown,
    table,
)

from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.commands.play_saves import default_save_path
from roadgames.core.errors import RulesError
from roadgames.millebornes import make_rules
from roadgames.rushshift import make_rules as make_rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import UI, UI_LANGUAGES, Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_errors import FORM_KEYS, form_error
from roadgames.tui.screens.summary import SummaryScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession

Step = Callable[[GameApp[Any], Pilot[str]], Awaitable[None]]
Form = dict[str, object]

#: A Rush Hour Shift match as a person would set it on the form.
RUSH_FORM: Form = {
    "#rs-kind-1": "random",
    "#rs-name-0": "Ada",
    "#rs-setup": "3",
    "#rs-games": "3",
    "#rs-opt-turn_limit": "200",
}


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def drive_apps(monkeypatch: pytest.MonkeyPatch, steps: Sequence[Step]) -> list[GameApp[Any]]:
    """``roadgames play`` runs each app it opens headless at 100×30 through the next of
    ``steps``; returns the apps opened, in order."""
    queue = list(steps)
    opened: list[GameApp[Any]] = []

    def run(app: GameApp[Any]) -> str | None:
        opened.append(app)
        step = queue.pop(0)

        async def go() -> str | None:
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                await step(app, pilot)
                await pilot.pause()
            return app.return_value

        return asyncio.run(go())

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(RoadgamesApp, "run", run)
    monkeypatch.setattr(RushShiftApp, "run", run)
    return opened


async def fill(pilot: Pilot[str], form: Form, game: str | None = None) -> None:
    """Choose ``game`` (if given) on the new-game screen, then set each control of ``form``."""
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    if game is not None:
        screen.query_one("#game", Select).value = game
        await pilot.pause()
    for selector, value in form.items():
        widget = screen.query_one(selector)
        if isinstance(widget, Select):
            widget.value = value
        elif isinstance(widget, Switch):
            assert isinstance(value, bool)
            widget.value = value
        else:
            assert isinstance(widget, Input)
            widget.value = str(value)
        await pilot.pause()


def form_values(screen: NewGameScreen, selectors: Sequence[str]) -> dict[str, object]:
    """What each control of ``selectors`` shows."""
    values: dict[str, object] = {}
    for selector in selectors:
        widget = screen.query_one(selector)
        assert isinstance(widget, Select | Input | Switch)
        values[selector] = widget.value
    return values


def error_shown(app: RoadgamesApp) -> str:
    """The form's error line."""
    return str(app.screen.query_one("#setup-error", Static).render())


# ------------------------------------------- 1. n after a match begun from the form


def test_n_after_a_rush_hour_shift_match_from_the_form_brings_the_form_back_as_left(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[dict[str, object]] = []

    async def set_up(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await fill(pilot, {"#players": 3, "#name-0": "Zoe"})  # Mille Bornes' part, left so
        await fill(pilot, {**RUSH_FORM, "#seed": "7"}, game="rushshift")
        await pilot.press("ctrl+s")

    async def new_game(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp)
        rush_table(app).end_match("new")  # n at the end of the match

    async def the_form_again(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RoadgamesApp)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert app.title == "Rush Hour Shift"
        seen.append(form_values(screen, ["#game", *RUSH_FORM, "#seed", "#players", "#name-0"]))
        assert screen.query_one("#rs-seats").display and not screen.query_one("#mb-seats").display
        await fill(pilot, {}, game="millebornes")  # then a game of Mille Bornes
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        table(app).end_match("new")  # n on its summary
        await settle(pilot)
        again = app.screen
        assert isinstance(again, NewGameScreen)
        # the game just played, and Rush Hour Shift's part still as it was set
        seen.append(form_values(again, ["#game", "#players", "#name-0", *RUSH_FORM]))
        await pilot.press("escape")

    opened = drive_apps(monkeypatch, [set_up, new_game, the_form_again])
    assert main(["play", "--delay", "0"]) == 0
    assert [type(app) for app in opened] == [RoadgamesApp, RushShiftApp, RoadgamesApp]
    assert seen[0] == {
        "#game": "rushshift",
        **RUSH_FORM,
        "#seed": "",  # a fresh deal
        "#players": 3,
        "#name-0": "Zoe",
    }
    assert seen[1] == {"#game": "millebornes", "#players": 3, "#name-0": "Zoe", **RUSH_FORM}
    out = capsys.readouterr().out
    assert "Replay it with" not in out and "Continue it with" not in out  # as after n in Mille
    # Bornes: the match left for a new one is not offered on leaving


def test_n_under_play_rushshift_still_gives_a_rematch(monkeypatch: pytest.MonkeyPatch) -> None:
    async def rematch(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp)
        first = app.session
        rush_table(app).end_match("new")
        await settle(pilot)
        assert app.is_running and isinstance(app.screen, RushTableScreen)
        assert app.session is not first
        assert (app.session.rules, app.session.players) == (first.rules, first.players)
        assert app.next_session is None and app.next_setup is None
        await pilot.press("q")

    opened = drive_apps(monkeypatch, [rematch])
    assert main(["play", "rushshift", "--seats", "human,random", "--delay", "0"]) == 0
    assert [type(app) for app in opened] == [RushShiftApp]


def test_n_after_a_match_resumed_by_plain_resume_brings_the_form_set_as_that_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = make_rush_rules(setup="5", games=2, hand_size=5)
    RushSession.new(rules, [PERSON, "random"], names=["Ada", "Random 2"], seed=3).save(
        default_save_path("rushshift")
    )
    seen: list[dict[str, object]] = []

    async def new_game(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp)
        rush_table(app).end_match("new")

    async def the_form(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app.screen, NewGameScreen)
        selectors = ["#game", "#rs-kind-0", "#rs-kind-1", "#rs-name-0", "#rs-name-1"]
        seen.append(form_values(app.screen, [*selectors, "#rs-setup", "#rs-games"]))
        seen.append(form_values(app.screen, ["#rs-opt-hand_size", "#players"]))
        await pilot.press("escape")

    opened = drive_apps(monkeypatch, [new_game, the_form])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    assert [type(app) for app in opened] == [RushShiftApp, RoadgamesApp]
    assert seen == [
        {
            "#game": "rushshift",
            "#rs-kind-0": PERSON,
            "#rs-kind-1": "random",
            "#rs-name-0": "Ada",
            "#rs-name-1": "",  # its default name: blank, as a person leaves it
            "#rs-setup": "5",
            "#rs-games": "2",
        },
        {"#rs-opt-hand_size": "5", "#players": 2},
    ]


# ------------------------------------------------------- 2. plain --resume, either game


def _mille_save(moves: int = 2) -> Path:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    for _ in range(moves):
        session.state.apply(session.state.legal_actions()[0])
    return session.save(default_save_path("millebornes"))


def _rush_save(moves: int = 2) -> Path:
    session = RushSession.new(make_rush_rules(), [PERSON, "random"], seed=4)
    for _ in range(moves):
        session.state.apply(session.state.legal_actions()[0])
    return session.save(default_save_path("rushshift"))


def _aged(path: Path, seconds_ago: int) -> None:
    """Make ``path`` look saved ``seconds_ago`` seconds ago."""
    when = path.stat().st_mtime - seconds_ago
    os.utime(path, (when, when))


def test_plain_resume_carries_on_the_only_rush_hour_shift_save(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _rush_save()
    opened = opened_apps(monkeypatch, RushShiftApp)
    assert main(["play", "--resume"]) == 0
    (app,) = opened
    assert app.session.record().actions == RushSession.load(path).record().actions
    assert app.save_path == path
    assert app.opening_note is None  # only one game to carry on: nothing to choose between
    assert "roadgames play rushshift --resume" not in capsys.readouterr().err


@pytest.mark.parametrize("latest", ["millebornes", "rushshift"])
def test_plain_resume_carries_on_the_latest_of_two_saves_and_says_which(
    monkeypatch: pytest.MonkeyPatch, latest: str
) -> None:
    mille, rush = _mille_save(), _rush_save()
    _aged(rush if latest == "millebornes" else mille, 60)
    apps = {"millebornes": RoadgamesApp, "rushshift": RushShiftApp}
    opened: dict[str, list[Any]] = {g: opened_apps(monkeypatch, t) for g, t in apps.items()}
    assert main(["play", "--resume", "--lang", "fr"]) == 0
    assert [game for game, got in opened.items() if got] == [latest]
    (app,) = opened[latest]
    other = "rushshift" if latest == "millebornes" else "millebornes"
    title = {"millebornes": "Mille Bornes", "rushshift": "Rush Hour Shift"}
    assert app.opening_note == Translator("fr")(
        "resumed_latest",
        game=title[latest],
        other=title[other],
        command=f"roadgames play {other} --resume",
    )
    assert title[latest] in app.opening_note and "reprend" in app.opening_note


def test_the_note_is_shown_as_the_table_opens(monkeypatch: pytest.MonkeyPatch) -> None:
    _mille_save()
    _aged(_mille_save(), 60)
    _rush_save()
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
        "The Rush Hour Shift game saved last is resumed; a Mille Bornes game is saved too: "
        "roadgames play millebornes --resume"
    ]


@pytest.mark.parametrize(
    ("argv", "game"),
    [
        (["play", "millebornes"], "millebornes"),
        (["play", "--game", "millebornes"], "millebornes"),
        (["play", "rushshift"], "rushshift"),
    ],
)
@pytest.mark.parametrize("latest", ["millebornes", "rushshift"])
def test_resume_with_a_game_named_keeps_to_that_game(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], game: str, latest: str
) -> None:
    mille, rush = _mille_save(), _rush_save()
    _aged(rush if latest == "millebornes" else mille, 60)
    apps = {"millebornes": RoadgamesApp, "rushshift": RushShiftApp}
    opened: dict[str, list[Any]] = {g: opened_apps(monkeypatch, t) for g, t in apps.items()}
    assert main([*argv, "--resume"]) == 0
    assert [g for g, got in opened.items() if got] == [game]
    assert opened[game][0].opening_note is None


def test_plain_resume_with_nothing_to_carry_on_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """No save of either game: said as that, naming the folder looked in, not one game's
    file (session 37; it said "cannot read …/millebornes-save.json")."""
    assert main(["play", "--resume"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: no saved game to resume") and err.count("\n") == 1
    assert str(default_save_path().parent) in err and "millebornes-save" not in err


def test_a_finished_match_is_not_taken_for_one_to_carry_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Mille Bornes game to carry on, though the Rush Hour Shift save is newer: that
    match is over."""
    _aged(_mille_save(), 60)
    rush = RushSession.new(make_rush_rules(), ["random", "random"], seed=4)
    while rush.state.to_move is not None:
        rush.state.apply(rush.state.legal_actions()[0])
    rush.save(default_save_path("rushshift"))
    opened = opened_apps(monkeypatch, RoadgamesApp)
    assert main(["play", "--resume"]) == 0
    assert len(opened) == 1 and opened[0].opening_note is None


def test_the_help_says_what_plain_resume_carries_on(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "the latest" in out


# ------------------------------------------------------- 3. who starts, on the form


@pytest.mark.parametrize("first", [0, 1])
def test_the_form_sets_who_starts_the_first_rush_hour_shift_game(
    monkeypatch: pytest.MonkeyPatch, first: int
) -> None:
    sessions: list[RushSession] = []

    async def set_up(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app.screen, NewGameScreen)
        control = app.screen.query_one("#rs-opt-first_player", Select)
        assert control.value == 0  # gold, as the rules have it
        await fill(pilot, {"#rs-opt-first_player": first, "#seed": "5"}, game="rushshift")
        await pilot.press("ctrl+s")

    async def leave(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp)
        sessions.append(app.session)
        app.exit()

    drive_apps(monkeypatch, [set_up, leave])
    assert main(["play", "--delay", "0"]) == 0
    (session,) = sessions
    assert session.rules == make_rush_rules(first_player=first)
    # the command line makes the same match
    opened = opened_apps(monkeypatch, RushShiftApp)
    argv = ["play", "rushshift", "--seed", "5", "-o", f"first_player={first}"]
    assert main(argv) == 0
    made, chosen = opened[0].session.record().to_dict(), session.record().to_dict()
    del made["actions"], chosen["actions"]  # the computer moves first with silver to start
    del chosen["meta"]["lang"]  # the language its table was played in: the other never opened
    assert made == chosen


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_who_starts_is_said_in_words_as_the_other_options_are(lang: str, tmp_path: Path) -> None:
    tr = Translator(lang)
    app = RoadgamesApp(lang=lang, save_path=tmp_path / "s.json", delay=0)
    texts: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            await fill(pilot, {}, game="rushshift")
            control = app.screen.query_one("#rs-opt-first_player", Select)
            control.scroll_visible(animate=False, immediate=True)
            await pilot.pause()
            texts.append(screen_text(app))

    asyncio.run(scenario())
    (text,) = texts
    assert tr.option("first_player") in text and "first_player" in text
    assert f"{tr('seat', n=1)} ({tr('rs_gold')})" in text
    assert tr.option("first_player") != "first_player"


# ------------------------------------------------- 4. the form's refusals, translated

#: Combinations the form refuses, each with the words the French form must say.
MILLE_REFUSALS: list[tuple[Form, str]] = [
    ({"#preset": "classic", "#players": 5}, "Les règles classique se jouent à 2, 3, 4, 6"),
    ({"#players": 3, "#opt-teams": True}, "Jeu en équipes : seulement à 4 (2×2) ou 6 (3×2)"),
    ({"#opt-target": "710"}, "Longueur du trajet : un multiple de 25"),
    ({"#opt-target": "50"}, "Longueur du trajet : un nombre entier de 100 à 5000"),
    ({"#opt-max_200s": "9"}, "200 au plus par manche : un nombre entier de 0 à 4"),
    ({"#opt-match_target": "200000"}, "Points pour gagner la partie : un nombre entier de 0"),
    (
        {"#preset": "modern", "#opt-extension": True},
        "Allonge à 1000 : seulement pour un trajet de moins de 1000 km, pas 1000 km",
    ),
    (
        {"#preset": "modern", "#opt-match_target": "5000"},
        "Points pour gagner la partie : 0 avec le barème moderne (2016)",
    ),
    ({"#opt-target": ""}, "Longueur du trajet : il faut un nombre entier"),
    ({"#seed": "-"}, "Graine : un nombre entier à partir de 0, pas -"),
    ({"#seed": "-5"}, "Graine : un nombre entier à partir de 0, pas -5"),
]
RUSH_REFUSALS: list[tuple[Form, str]] = [
    ({"#rs-games": "0"}, "Parties : un nombre entier de 1 à 99"),
    ({"#rs-games": ""}, "Parties : il faut un nombre entier"),
    ({"#rs-opt-hand_size": "9"}, "Cartes en main : un nombre entier de 1 à 8"),
    ({"#rs-opt-turn_limit": "100001"}, "un nombre entier de 0 à 100000"),
    ({"#seed": "-5"}, "Graine : un nombre entier à partir de 0, pas -5"),
]


@pytest.mark.parametrize(("game", "refusals"), [("millebornes", MILLE_REFUSALS)])
def test_each_refusal_of_the_form_is_said_in_the_language_played(
    game: str, refusals: list[tuple[Form, str]], tmp_path: Path
) -> None:
    _each_refusal(game, refusals, tmp_path)


def test_each_refusal_of_rush_hour_shift_s_form_is_said_in_the_language_played(
    tmp_path: Path,
) -> None:
    _each_refusal("rushshift", RUSH_REFUSALS, tmp_path)


def _each_refusal(game: str, refusals: list[tuple[Form, str]], tmp_path: Path) -> None:
    """On a French form, each of ``refusals`` set (on a form set afresh), started: the
    French words shown, no English (no option's -o name, no "must")."""
    said: list[str] = []

    async def scenario() -> None:
        for form, _ in refusals:
            app = RoadgamesApp(lang="fr", save_path=tmp_path / "s.json", delay=0)
            async with app.run_test(size=(100, 30)) as pilot:
                await settle(pilot)
                await fill(pilot, {}, game=game)
                await fill(pilot, form)
                await pilot.press("ctrl+s")
                await settle(pilot)
                assert isinstance(app.screen, NewGameScreen), form
                said.append(error_shown(app))

    asyncio.run(scenario())
    for (form, words), text in zip(refusals, said, strict=True):
        assert not text.startswith("Erreur"), (form, text)  # its own words alone (session 25)
        assert words in text, (form, text)
        assert "option" not in text and "must" not in text and "'" not in text, text


def test_the_english_form_says_its_refusals_in_its_own_words(tmp_path: Path) -> None:
    """Not the command line's ("option 'target' must be …", "-o target=700")."""
    said: list[str] = []

    async def scenario() -> None:
        app = RoadgamesApp(save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await fill(pilot, {"#preset": "modern", "#opt-extension": True})
            await pilot.press("ctrl+s")
            await settle(pilot)
            said.append(error_shown(app))

    asyncio.run(scenario())
    assert said == ["Extension to 1000: only for a trip shorter than 1000 mi, not 1000 mi"]


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_refusal_has_words_in_each_language(lang: str) -> None:
    english = Translator("en")
    for key in FORM_KEYS:
        assert key in UI[lang], f"{key} has no {lang} words"
        if lang != "en":
            assert UI[lang][key] != english(key), key
    tr = Translator(lang)
    engine = RulesError("option 'hand_size' must be an integer from 1 to 8")
    text = form_error(engine, tr)
    assert "option" not in text and tr.option("hand_size") in text and "8" in text


def test_a_refusal_it_does_not_know_keeps_the_engine_s_english() -> None:
    message = "option 'deck': 9 cards cannot deal two hands of 8 and leave a draw pile"
    assert form_error(RulesError(message), Translator("fr")) == message


# ----------------------------------------------------------- 5. the summary's scroll keys


def _summary(hands: int, lang: str = "en") -> SummaryScreen:
    names = ["Alexandra", "Computer (expert)"]
    results = [hand(n + 1, (1700 - n, 1000 + n)) for n in range(hands)]
    scores = [sum(r.totals[t] for r in results) for t in range(2)]
    return SummaryScreen(names, scores, [0], results, Translator(lang))


def _footer(text: str) -> str:
    """The last line of a screen's text that is not blank: its footer."""
    return [line for line in text.splitlines() if line.strip()][-1]


@pytest.mark.parametrize(("lang", "scroll", "page"), [("en", "Scroll", "space Next page")])
def test_a_long_summary_shows_its_scroll_keys_in_the_footer(
    lang: str, scroll: str, page: str
) -> None:
    footer = _footer(shown(_summary(15, lang), (80, 24)))
    assert f"↑↓ {scroll}" in footer and page in footer, footer
    assert "q Quit" in footer and "n New game" in footer


def test_the_scroll_keys_are_translated_key_names_and_all() -> None:
    footer = _footer(shown(_summary(15, "fr"), (80, 24)))
    assert "↑↓ Défiler" in footer and "espace Page suivante" in footer, footer
    assert " space " not in footer


def test_the_keys_shown_scroll_the_table() -> None:
    last = f"{1700 - 14}"  # the last hand's points, out of sight at first
    assert last not in shown(_summary(15), (80, 24))
    assert last in shown(_summary(15), (80, 24), "space", "space", "space")
    assert last in shown(_summary(15), (80, 24), *["down"] * 20)


def test_a_summary_that_fits_shows_no_scroll_keys() -> None:
    footer = _footer(shown(_summary(3), (80, 24)))
    assert "Scroll" not in footer and "Next page" not in footer, footer
    assert "q Quit" in footer


def test_the_scroll_keys_go_when_a_larger_screen_shows_it_all() -> None:
    assert "Scroll" not in _footer(shown(_summary(15), (120, 60)))


# ----------------------------------------------------------- 6. one set of default names


def test_sessions_made_without_names_get_the_terminal_s_default_names() -> None:
    kinds = [PERSON, "random", "random"]
    session = GameSession.new(make_rules("classic", 3), kinds, seed=1)
    assert session.names == ["You", "Random 2", "Random 3"]
    assert session.names == localised_names([], kinds, Translator("en"))
    assert GameSession.seat_names(["Ann", " "], [PERSON, PERSON, "random"]) == [
        "Ann",
        "Seat 2",
        "Random 3",
    ]
    rush = RushSession.new(make_rush_rules(), [PERSON, "greedy"], seed=1)
    assert rush.names == ["You", "Greedy 2"]
    assert RushSession.seat_names(["", "Bob"], [PERSON, PERSON]) == ["Seat 1", "Bob"]


@pytest.mark.parametrize(
    ("game", "kinds", "saved", "resumed"),
    [
        ("millebornes", [PERSON, "medium"], ["You", "CPU 2 (medium)"], ["Vous", "Moyen 2"]),
        ("millebornes", [PERSON, PERSON], ["Player 1", "Player 2"], ["Place 1", "Place 2"]),
        ("rushshift", [PERSON, "greedy"], ["You", "CPU greedy"], ["Vous", "Glouton 2"]),
        ("rushshift", [PERSON, PERSON], ["Player 1", "Player 2"], ["Place 1", "Place 2"]),
    ],
)
def test_an_old_save_s_default_names_are_still_known_for_defaults(
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    kinds: list[str],
    saved: list[str],
    resumed: list[str],
) -> None:
    if game == "millebornes":
        session: GameSession | RushSession = GameSession.new(make_rules("classic", 2), kinds)
    else:
        session = RushSession.new(make_rush_rules(), kinds)
    path = session.save(default_save_path(game))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["meta"]["names"] = saved  # as a roadgames before session 24 saved them
    path.write_text(json.dumps(data), encoding="utf-8")
    mille, rush = opened_apps(monkeypatch, RoadgamesApp), opened_apps(monkeypatch, RushShiftApp)
    assert main(["play", game, "--resume", "--lang", "fr"]) == 0
    names = [app.session.names for app in mille if app.session is not None]
    names += [app.session.names for app in rush]
    assert names == [resumed]
