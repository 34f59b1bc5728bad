"""What a user's audit of ``roadgames play`` found: a damaged default save no longer blocks
every new game; a new game quit before anyone moved leaves the unfinished one where it was;
a number with no team says so; seat kinds and search budgets are refused in
words that say what is wrong; the attack hint claims no leader; ``--game`` names the game."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from tui_helpers import drive_play, make_app, person_moves, settle, table

from roadgames.agents import agent_names
from roadgames.agents.base import Reason
from roadgames.cli import main
from roadgames.commands import play_launch, play_saves
from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession


async def _one_move_then_quit(pilot: Pilot[str]) -> None:
    await person_moves(pilot)
    await pilot.press("q")
    await pilot.pause()


async def _quit_at_once(pilot: Pilot[str]) -> None:
    await pilot.press("q")  # at the table, or behind the pass-the-device screen
    await pilot.pause()


def _default_save(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    path = play_saves.default_save_path()
    path.parent.mkdir(parents=True)
    return path


# ------------------------------------------------------- 1. a damaged default save


@pytest.mark.parametrize("quick", [["--quick"], []])
def test_a_damaged_default_save_is_set_aside_and_the_game_starts(
    quick: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    path = _default_save(monkeypatch, tmp_path)
    path.write_text("corrupt {\n")
    drive_play(monkeypatch, _one_move_then_quit)
    argv = ["play", *quick, "--seats", "human,random", "--seed", "3", "--delay", "0"]
    assert main(argv) == 0
    aside = path.with_name("millebornes-save-1.json")
    assert aside.read_text() == "corrupt {\n"  # kept as it was, under a free name
    assert GameRecord.load(path).seed == 3  # the new game saved in its place
    out = capsys.readouterr().out
    assert str(aside) in out and "held no saved game" in out
    assert f"--resume {aside}" not in out  # nothing there to continue


def test_a_damaged_file_named_with_save_is_still_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "mine.json"
    path.write_text("corrupt {\n")
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    assert main(["play", "--quick", "--save", str(path)]) == 2
    assert "something other than a saved game" in capsys.readouterr().err
    assert path.read_text() == "corrupt {\n" and list(tmp_path.iterdir()) == [path]


# ------------------------------------------ 2. quitting a new game before anyone moved


@pytest.mark.parametrize(
    "seats",
    ["human,random", "random,human", "human,human"],
    ids=["person first", "computer first", "hot seat"],
)
def test_quitting_before_any_person_moved_leaves_the_unfinished_game_in_place(
    seats: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    path = _default_save(monkeypatch, tmp_path)
    older = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=1)
    for _ in range(4):
        older.state.apply(older.state.legal_actions()[0])
    older.save(path)
    drive_play(monkeypatch, _quit_at_once)
    assert main(["play", "--quick", "--seats", seats, "--seed", "2", "--delay", "0"]) == 0
    assert GameRecord.load(path).actions == older.record().actions
    assert sorted(p.name for p in path.parent.iterdir()) == ["millebornes-save.json"]
    out = capsys.readouterr().out
    assert "Nothing was saved" in out and f"roadgames play --resume {path}" in out
    assert "kept as" not in out


def test_rush_hour_shift_quit_at_once_leaves_its_unfinished_match_in_place(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    path = play_saves.default_save_path("rushshift")
    older = RushSession.new(RUSHSHIFT.rules_from_options(None, 2), [PERSON, "random"], seed=1)
    older.state.apply(older.state.legal_actions()[0])
    older.save(path)
    drive_play(monkeypatch, _quit_at_once, RushShiftApp)
    assert main(["play", "rushshift", "--seats", "human,random", "--delay", "0"]) == 0
    assert GameRecord.load(path).actions == older.record().actions
    assert [p.name for p in path.parent.iterdir()] == ["rushshift-save.json"]
    assert "Nothing was saved" in capsys.readouterr().out


def test_a_computer_move_alone_sets_nothing_aside_the_persons_first_move_does(
    tmp_path: Path,
) -> None:
    path = tmp_path / "save.json"
    older = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=1)
    older.state.apply(older.state.legal_actions()[0])
    older.save(path)
    session = GameSession.new(make_rules("classic", 2), ["random", PERSON], seed=2)

    async def scenario() -> None:
        app = make_app(session, path)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert session.state.history  # the computer moved first
            assert GameRecord.load(path).actions == older.record().actions
            assert app.set_aside is None
            await person_moves(pilot)
            assert app.set_aside == tmp_path / "save-1.json"
            assert GameRecord.load(path).actions == session.record().actions

    asyncio.run(scenario())


# --------------------------------------------------------- 3. a number with no team


def test_a_number_with_no_team_says_there_is_none(tmp_path: Path) -> None:
    rules = make_rules("classic", 3)
    hands = [("SPEED_LIMIT", "50", "50", "50", "50", "50")]
    deck = stacked_deck(rules, hands=hands, draw=["100"] * 8)
    session = GameSession.new(
        rules, [PERSON, "random", "random"], seed=5, decks=[[c.code for c in deck]]
    )
    said: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            screen = table(app)
            if screen.current_view().phase == "draw":
                await pilot.press("d")
            card = screen.current_view().hand.index(Card.SPEED_LIMIT) + 1
            await pilot.press(str(card), "p")
            assert screen.targeting  # two teams to attack: which one?
            for key in ("9", "4"):
                await pilot.press(key)
                said.append(screen.message)
            assert screen.targeting and len(session.state.history) <= 1

    asyncio.run(scenario())
    assert said == [
        "There is no team 9: the teams are numbered 1 to 3.",
        "There is no team 4: the teams are numbered 1 to 3.",
    ]


# ------------------------------------------------ 4–5. seat kinds and budgets


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--seats", "robot"], "unknown player 'robot'; choose 'human' or one of "),
        (["rushshift", "--seats", "robot"], "unknown player 'robot'; choose 'human' or one of "),
        (["--seats", "expert@5000ms,human"], "play takes no search budgets"),
        (["--seats", "human,expert@64"], "play takes no search budgets"),
        (["rushshift", "--seats", "human,search@5"], "play takes no search budgets"),
    ],
)
def test_seats_play_cannot_take_are_refused_in_words_that_say_why(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--quick", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert "names one seat" not in err  # not as if the player named were one


def test_a_budget_refused_says_where_budgets_go(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--quick", "--seats", "expert@5000ms,human"]) == 2
    err = capsys.readouterr().err
    assert "tournament" in err and "simulate" in err and "'expert'" in err


def test_a_known_player_alone_is_still_asked_for_every_seat(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["play", "--quick", "--seats", "expert"]) == 2
    assert "name each seat, e.g. --seats human,expert" in capsys.readouterr().err


# --------------------------------------------------------------- 7. the attack hint


#: Each language's word for the team in the lead, which an attack's reason must not claim:
#: the hint gives the same reason for an attack on any team, at a tie or behind.
_LEADER = {"en": "leader", "fr": "en tête", "de": "führend", "it": "in testa", "fi": "johta"}
_LEADER["tl"] = "nangunguna"


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_attack_hint_claims_no_leader(lang: str) -> None:
    said = Translator(lang).reason(Reason.of("attack", team="B", card=Card.OUT_OF_GAS))
    assert said is not None
    # the card by name, in the case the sentence puts it in (German: "mit Keinem Benzin")
    assert "B" in said and Translator(lang).card(Card.OUT_OF_GAS, "dative") in said
    assert _LEADER[lang] not in said.lower()


# --------------------------------------------------------------------- 8. --game


def _opened(monkeypatch: pytest.MonkeyPatch) -> list[GameApp[Any]]:
    opened: list[GameApp[Any]] = []

    def run(app: GameApp[Any]) -> None:
        opened.append(app)

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(RoadgamesApp, "run", run)
    monkeypatch.setattr(RushShiftApp, "run", run)
    return opened


@pytest.mark.parametrize(
    ("argv", "kind"),
    [
        (["--game", "rushshift"], RushShiftApp),
        (["--game", "RushShift"], RushShiftApp),
        (["rushshift", "--game", "rushshift"], RushShiftApp),
        (["--game", "millebornes"], RoadgamesApp),
    ],
)
def test_game_names_the_game_as_the_positional_does(
    argv: list[str], kind: type[GameApp[Any]], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened = _opened(monkeypatch)
    assert main(["play", "--quick", *argv, "--save", str(tmp_path / "g.json")]) == 0
    assert [type(app) for app in opened] == [kind]


def test_two_different_games_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "rushshift", "--game", "millebornes"]) == 2
    err = capsys.readouterr().err
    assert "rushshift" in err and "--game millebornes" in err and "Traceback" not in err


def test_a_resumed_game_names_its_default_seats_in_the_language_played_now() -> None:
    """A save keeps names as words: "You" saved in English read "Vous" when resumed with
    ``--lang fr``; the defaults an older roadgames saved ("CPU 2 (medium)") become the
    table's ("Moyen 2"); a name somebody chose stays."""
    from roadgames.tui.seats import relocalised_names
    from roadgames.tui.session import GameSession

    kinds = [PERSON, "medium", "expert"]
    plain, levels = GameSession.former_names_by_default, agent_names("millebornes")
    fr, en = Translator("fr"), Translator("en")
    assert relocalised_names(["You", "CPU 2 (medium)", "Bob"], kinds, fr, plain, levels) == [
        "Vous",
        "Moyen 2",
        "Bob",
    ]
    assert relocalised_names(["Vous", "Moyen 2", "Expert 3"], kinds, en, plain, levels) == [
        "You",
        "Medium 2",
        "Expert 3",
    ]
    assert relocalised_names(["Alice", "Medium 2", "Kalle"], kinds, fr, plain, levels) == [
        "Alice",
        "Moyen 2",
        "Kalle",
    ]


def test_play_resume_shows_the_saved_default_names_in_the_language_asked_for(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = _default_save(monkeypatch, tmp_path)
    GameSession.new(make_rules("classic", 2), [PERSON, "medium"], seed=1).save(path)
    shown: list[list[str]] = []

    async def look(pilot: Pilot[str]) -> None:
        table = pilot.app.table  # type: ignore[attr-defined]
        shown.append(list(table.session.names))
        await _quit_at_once(pilot)

    drive_play(monkeypatch, look)
    assert main(["play", "--resume", "--lang", "fr", "--delay", "0"]) == 0
    assert shown == [["Vous", "Moyen 2"]]
