"""The terminal game's faults an audit found (session 37): Ctrl+C's notice, the language
the environment names, how to leave a game that cannot be saved, and what ``roadgames
play`` says of a save path it cannot use."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets._toast import Toast
from tui_helpers import FDOPEN, make_app, opened_apps, person_moves, refused_write, settle, table

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator, detect_language
from roadgames.tui.session import PERSON, GameSession


def _session() -> GameSession:
    """A new two-seat classic game, the person's against a random player."""
    return GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)


async def _toast_after_ctrl_c(pilot: Pilot[str]) -> tuple[str, list[str]]:
    """Press Ctrl+C: the notice's text as shown (title, then message) and the words in
    bold in it."""
    await pilot.press("ctrl+c")
    for _ in range(20):  # the notice's toast is mounted a moment later
        await pilot.pause(0.01)
        toasts = list(pilot.app.screen.query(Toast))
        if toasts:
            break
    assert len(toasts) == 1
    content = toasts[0].render()
    bold = [
        content.plain[span.start : span.end]
        for span in content.spans
        if str(span.style) in ("b", "bold")
    ]
    return content.plain, bold


# ------------------------------------------------------------- 1. Ctrl+C's notice


def test_ctrl_c_at_the_table_names_q_and_ctrl_q_in_bold_not_as_markup(tmp_path: Path) -> None:
    shown: list[tuple[str, list[str]]] = []

    async def scenario() -> None:
        app = make_app(_session(), tmp_path / "g.json")
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await settle(pilot)
            shown.append(await _toast_after_ctrl_c(pilot))
            assert app.is_running  # a notice, nothing more

    asyncio.run(scenario())
    text, bold = shown[0]
    assert text == (
        "Do you want to quit?\nPress q to save the game and quit, or Ctrl+Q to quit at once."
    )
    assert bold == ["q", "Ctrl+Q"]


def test_ctrl_c_on_the_new_game_screen_names_esc_in_the_player_s_language(
    tmp_path: Path,
) -> None:
    shown: list[tuple[str, list[str]]] = []

    async def scenario() -> None:
        app = make_app(None, tmp_path / "g.json", lang="fr")
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await pilot.pause()
            shown.append(await _toast_after_ctrl_c(pilot))
            await pilot.press("escape")  # the key named: it quits
            await pilot.pause()
            assert not app.is_running

    asyncio.run(scenario())
    assert shown[0] == ("Voulez-vous quitter ?\nAppuyez sur Échap pour quitter.", ["Échap"])


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_ctrl_c_at_the_table_speaks_the_player_s_language(lang: str, tmp_path: Path) -> None:
    shown: list[tuple[str, list[str]]] = []

    async def scenario() -> None:
        app = make_app(_session(), tmp_path / "g.json", lang=lang)
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await settle(pilot)
            shown.append(await _toast_after_ctrl_c(pilot))

    asyncio.run(scenario())
    tr = Translator(lang)
    text, bold = shown[0]
    assert text == f"{tr('quit_ask')}\n" + tr(
        "quit_how_saving", save_key="q", quit_key=tr("key_ctrl_q")
    )
    assert bold == ["q", tr("key_ctrl_q")] and "[" not in text
    if lang == "de":
        assert text == (
            "Möchtest du beenden?\nMit q speicherst du die Partie und beendest das Spiel, "
            "mit Strg+Q beendest du es sofort."
        )
    assert lang == "en" or "Press" not in text


# ------------------------------------------------------- 2. the language of the locale


@pytest.mark.parametrize(
    "environ",
    [
        {"LC_ALL": "C", "LANG": "de_DE.UTF-8"},
        {"LC_MESSAGES": "C", "LANG": "fr_FR.UTF-8"},
        {"LC_ALL": "C.UTF-8", "LANGUAGE": "de"},
        {"LANG": "POSIX", "LANGUAGE": "fr:en"},
        {"LC_ALL": "", "LC_MESSAGES": "C", "LANG": "it_IT.UTF-8", "LANGUAGE": "it"},
    ],
)
def test_the_c_locale_means_english_whatever_else_is_set(environ: dict[str, str]) -> None:
    assert detect_language(environ) == "en"


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "fr:en"}, "fr"),
        ({"LC_ALL": "de_DE.UTF-8", "LANGUAGE": "pt:it:en"}, "it"),  # pt unknown: the next
        ({"LC_MESSAGES": "fi_FI", "LANG": "fr_FR", "LANGUAGE": "fil"}, "tl"),
    ],
)
def test_language_comes_before_the_locale_s_own_language(
    environ: dict[str, str], lang: str
) -> None:
    assert detect_language(environ) == lang


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LC_ALL": "", "LANG": "fi_FI.UTF-8", "LANGUAGE": ""}, "fi"),  # empty: not set
        ({"LANG": "it_IT.UTF-8", "LANGUAGE": "pt_BR:es"}, "it"),  # none known: the locale's
        ({"LANG": "pt_BR.UTF-8", "LANGUAGE": "pt"}, "en"),
    ],
)
# as before the change: kept so
def test_languages_not_known_fall_back_to_the_locale_s_then_english(
    environ: dict[str, str], lang: str
) -> None:
    assert detect_language(environ) == lang


# ------------------------------------------------- 3. leaving a game that cannot be saved


def test_q_where_the_game_cannot_be_saved_says_ctrl_q_leaves(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    async def scenario() -> None:
        app = make_app(_session(), tmp_path / "g.json")
        async with app.run_test(size=(100, 30)) as pilot:
            await person_moves(pilot)
            monkeypatch.setattr(FDOPEN, refused_write)  # the save folder made read-only
            await pilot.press("q")
            await pilot.pause()
            assert app.is_running
            assert table(app).message == (
                "Not saved: Permission denied. Ctrl+Q leaves without saving."
            )
            await pilot.press("ctrl+q")  # as it says
            await pilot.pause()
            assert not app.is_running

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_not_saved_message_after_q_names_ctrl_q_in_each_language(lang: str) -> None:
    tr = Translator(lang)
    said = tr("not_saved_quit", reason="Permission denied", quit_key=tr("key_ctrl_q"))
    assert said.startswith(tr("not_saved", reason="Permission denied"))
    assert tr("key_ctrl_q") in said and "{" not in said
    english = Translator("en")("not_saved_quit", reason="Permission denied", quit_key="Ctrl+Q")
    assert lang == "en" or said != english


# ---------------------------------------------- 4. what play says of a save path it cannot use


def test_a_file_where_the_save_folder_should_be_is_said_to_be_one(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = tmp_path / "roadgames"
    folder.write_text("not a folder\n")
    assert main(["play", "--quick"]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"roadgames: error: the default save file {default_save_path()}: {folder} is a file, not a "
        "folder: name a file to save the game in with --save FILE\n"
    )
    assert opened == [] and folder.read_text() == "not a folder\n"


def test_a_folder_at_the_default_save_is_said_once_without_a_file_inside_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    default_save_path().mkdir(parents=True)
    assert main(["play", "--quick"]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"roadgames: error: the default save file {default_save_path()} is a folder: "
        "name a file to save the game in with --save FILE\n"
    )
    assert opened == []


# as before the change: kept so
def test_a_folder_named_with_save_still_suggests_a_file_in_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = opened_apps(monkeypatch, RoadgamesApp)
    assert main(["play", "--quick", "--save", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"roadgames: error: --save {tmp_path} is a folder: "
        f"name a file, such as {tmp_path}/game.json\n"
    )
    assert opened == []
