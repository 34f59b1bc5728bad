"""The terminal game's loose ends (session 26).

1. A new game begun after ``n`` (the form, or a rematch) on the finished game's save path
   keeps the finished game beside it under a new name, and says so (on the table as it is
   first saved, and on leaving, with the command that replays it), where it replaced it
   without notice; the new game stays at the save path, for plain ``--resume``.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from test_loose_ends_s24 import _aged, _mille_save, _rush_save, drive_apps, error_shown, fill
from test_loose_ends_s25 import _started, refused
from textual.pilot import Pilot
from textual.widgets import RichLog
from tui_helpers import made_newer, settle, spoiled

from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.commands.options import deal_seed
from roadgames.commands.play_saves import default_save_path
from roadgames.core import records
from roadgames.core.records import GameRecord, load_or_none
from roadgames.millebornes import make_rules
from roadgames.rushshift import make_rules as make_rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_errors import control_label, echoed
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.session_base import SessionBase


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each test's default save files of its own."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


# ------------------------------------- 1. a finished game, kept from the game begun after n


def _finished(game: str, path: Path) -> GameRecord:
    """A finished game of ``game`` (a person in seat 1, a computer in seat 2), saved at
    ``path``: its record."""
    session: SessionBase[Any, Any, Any, Any, Any]
    if game == "millebornes":
        session = GameSession.new(make_rules("modern", 2), [PERSON, "random"], seed=3)
    else:
        session = RushSession.new(make_rush_rules(turn_limit=60), [PERSON, "random"], seed=3)
    state: Any = session.state
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    session.save(path)
    return GameRecord.load(path)


async def _to_the_end(app: GameApp[Any], pilot: Pilot[str]) -> None:
    """The finished game resumed: past the last hand's score sheet (Mille Bornes), at its
    end, ``n`` pressed."""
    await settle(pilot)
    if isinstance(app.screen, ScoreSheetScreen):
        await pilot.press("enter")
        await settle(pilot)
    await pilot.press("n")
    await settle(pilot)


async def _start_on_the_form(app: GameApp[Any], pilot: Pilot[str], game: str) -> None:
    """On the form: ``game`` with a person in seat 1, started."""
    assert isinstance(app.screen, NewGameScreen)
    kind = "#kind-0" if game == "millebornes" else "#rs-kind-0"
    await fill(pilot, {kind: PERSON}, game=game)
    await pilot.press("ctrl+s")
    await settle(pilot)


def _kept(path: Path, finished: GameRecord) -> list[Path]:
    """The files beside ``path`` (not it) that hold the game of ``finished`` (its moves;
    the table saves it again as it ends, with what the screens have shown)."""
    kept = []
    for other in sorted(path.parent.iterdir()):
        record = None if other == path else load_or_none(other)
        if record is not None and (record.game, record.actions) == (
            finished.game,
            finished.actions,
        ):
            kept.append(other)
    return kept


def _log(app: GameApp[Any]) -> str:
    """The table's log, as text (its lines as wrapped, joined again)."""
    table = app.table
    assert table is not None
    log = next(iter(table.query(RichLog)))
    return "".join(line.text for line in log.lines)


def _check_kept(path: Path, finished: GameRecord, game: str, out: str, logs: list[str]) -> None:
    """``path`` holds the new game (of ``game``, unfinished), the finished one is kept
    beside it, named on the table and on leaving with the command that replays it."""
    now = GameRecord.load(path)
    assert now.game == game and not now.replay().is_over
    kept = _kept(path, finished)
    assert len(kept) == 1, sorted(path.parent.iterdir())
    aside = kept[0]
    assert f"The finished game saved there before is kept as {aside}" in out, out
    assert f"Replay it with: roadgames replay {aside}" in out, out
    assert f"Game saved to {path}" in out, out
    assert any(f"The finished game saved here before is kept as {aside}" in log for log in logs)


@pytest.mark.parametrize("given", [False, True], ids=["default", "--save"])
def test_a_mille_bornes_game_after_n_keeps_the_finished_one(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    given: bool,
) -> None:
    path = tmp_path / "mine.json" if given else default_save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    finished = _finished("millebornes", path)
    logs: list[str] = []

    async def steps(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await _to_the_end(app, pilot)
        await _start_on_the_form(app, pilot, "millebornes")
        await pilot.press("q")  # saves and quits
        await settle(pilot)
        logs.append(_log(app))

    drive_apps(monkeypatch, [steps])
    command = ["play", "--resume", "--delay", "0"]
    if given:
        command[2:2] = [str(path), "--save", str(path)]
    assert main(command) == 0
    _check_kept(path, finished, "millebornes", capsys.readouterr().out, logs)


def test_a_rematch_keeps_the_finished_match(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``roadgames play rushshift``, which has no form: ``n`` plays a rematch, saved where
    the finished match was."""
    path = default_save_path("rushshift")
    path.parent.mkdir(parents=True)
    finished = _finished("rushshift", path)
    logs: list[str] = []

    async def steps(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await _to_the_end(app, pilot)
        assert isinstance(app, RushShiftApp) and not app.session.state.is_over
        await pilot.press("q")
        await settle(pilot)
        logs.append(_log(app))

    drive_apps(monkeypatch, [steps])
    assert main(["play", "rushshift", "--resume", "--delay", "0"]) == 0
    _check_kept(path, finished, "rushshift", capsys.readouterr().out, logs)


@pytest.mark.parametrize(
    ("first", "then"), [("rushshift", "rushshift"), ("millebornes", "rushshift")]
)
def test_a_game_of_its_own_app_after_n_keeps_the_finished_one(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    first: str,
    then: str,
) -> None:
    """The form after a finished game starts a game that its own app plays: a match after
    a match (the default save), a match after a Mille Bornes game (``--save FILE``: one
    file for both)."""
    given = first != then
    path = tmp_path / "mine.json" if given else default_save_path(first)
    path.parent.mkdir(parents=True, exist_ok=True)
    finished = _finished(first, path)
    logs: list[str] = []

    async def form(app: GameApp[Any], pilot: Pilot[str]) -> None:
        if isinstance(app, RoadgamesApp) and isinstance(app.screen, NewGameScreen):
            await _start_on_the_form(app, pilot, then)  # the form, in an app of its own
            return
        await _to_the_end(app, pilot)
        if isinstance(app, RoadgamesApp):  # Mille Bornes: the form in the same app
            await _start_on_the_form(app, pilot, then)

    async def new_match(app: GameApp[Any], pilot: Pilot[str]) -> None:
        assert isinstance(app, RushShiftApp) and not app.session.state.is_over
        await pilot.press("q")
        await settle(pilot)
        logs.append(_log(app))

    steps = [form, new_match] if given else [form, form, new_match]
    opened = drive_apps(monkeypatch, steps)
    command = ["play", "--resume", "--delay", "0"]
    if given:
        command[2:2] = [str(path), "--save", str(path)]
    assert main(command) == 0
    assert type(opened[-1]) is RushShiftApp
    _check_kept(path, finished, then, capsys.readouterr().out, logs)


# ------------------------------------------ 2. the topmost bad field is refused first

#: Mille Bornes' form with four bad fields, each with its mend, from the top: the seed
#: (above Start), partnerships for two (the options' first), a trip not a multiple of 25,
#: a count of 200s that is no number. The engine checks the trip before the partnerships,
#: and the form read every number field before the seed.
MILLE_BAD: list[tuple[str, object, object]] = [
    ("#seed", "abc", ""),
    ("#opt-teams", True, False),
    ("#opt-target", "701", "700"),
    ("#opt-max_200s", "x", "2"),
]
#: Rush Hour Shift's: the games of the match (its top row), the seed, the hand size (the
#: engine checks the hand size first).
RUSH_BAD: list[tuple[str, object, object]] = [
    ("#rs-games", "0", "3"),
    ("#seed", "x", ""),
    ("#rs-opt-hand_size", "99", "5"),
]


def _refused_in_turn(
    game: str, bad: list[tuple[str, object, object]], tmp_path: Path
) -> list[tuple[str | None, bool, bool, bool]]:
    """The form set with every bad value of ``bad``, then Start pressed, and each refused
    field mended in turn, Start pressed again each time: after each Start, the id of the
    control focused and whether a refusal shows; whether it stays while a bad field below
    changes, still bad; whether it goes as its field is mended (before Start)."""
    seen: list[tuple[str | None, bool, bool, bool]] = []

    async def scenario() -> None:
        app = RoadgamesApp(lang="en", save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await fill(pilot, {selector: value for selector, value, _ in bad}, game=game)
            for index, (selector, _, mend) in enumerate(bad):
                await pilot.press("ctrl+s")
                await settle(pilot)
                focused = None if app.focused is None else app.focused.id
                shown = bool(error_shown(app))
                stays = True
                for other, value, _ in bad[index + 1 :]:
                    if isinstance(value, str) and other != "#seed":
                        await fill(pilot, {other: value + "1"})  # still bad
                        stays = stays and error_shown(app) != ""
                        await fill(pilot, {other: value})
                await fill(pilot, {selector: mend})
                seen.append((focused, shown, stays, error_shown(app) == ""))
            await pilot.press("ctrl+s")
            await settle(pilot)
            assert app.session is not None or app.next_session is not None, error_shown(app)

    asyncio.run(scenario())
    return seen


@pytest.mark.parametrize(("game", "bad"), [("millebornes", MILLE_BAD), ("rushshift", RUSH_BAD)])
def test_the_topmost_bad_field_is_refused_first(
    game: str, bad: list[tuple[str, object, object]], tmp_path: Path
) -> None:
    seen = _refused_in_turn(game, bad, tmp_path)
    assert [focused for focused, *_ in seen] == [selector[1:] for selector, *_ in bad]
    assert all(shown and stays and gone for _, shown, stays, gone in seen), seen


# --------------------------------------------------------- 3. a seed too long to read

#: More digits than Python reads as a whole number (its limit, 4300 unless set otherwise).
TOO_LONG = "1" * 4301


@pytest.mark.parametrize(
    ("lang", "typed"),
    [(lang, TOO_LONG) for lang in UI_LANGUAGES]
    + [("en", "-" + TOO_LONG), ("en", f" {TOO_LONG} "), ("en", "1_" * 4300 + "1")],
    ids=[*UI_LANGUAGES, "negative", "spaced", "underscored"],
)
def test_a_seed_too_long_is_refused_as_too_long(lang: str, typed: str, tmp_path: Path) -> None:
    """Not "not a whole number" (it is one): too long, with the limit, as the form's other
    refusals are worded in each language."""
    tr = Translator(lang)
    said = refused({"#seed": typed}, tmp_path, lang=lang)[0]
    option = control_label("seed", tr)
    assert said == tr("form_seed_too_long", option=option, limit=4300, digits=4301), said
    assert said != tr("form_seed", option=option, text=echoed(typed.strip()))
    assert said.count(": ") == 1 and len(said) <= 100, said


def test_the_command_line_says_so_too(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["play", "--seed", TOO_LONG])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "--seed: a seed is a whole number of at most 4300 digits, not 4301" in err, err
    assert TOO_LONG[:100] not in err  # not echoed whole


def test_a_seed_of_as_many_digits_as_can_be_read_is_used(tmp_path: Path) -> None:
    typed = "7" * 4300
    assert _started({"#seed": typed}, tmp_path).seed == int(typed)
    assert deal_seed(typed) == int(typed)


# ------------------------------------------------------------ 4. each save read once


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many times each record file is read from now on (by its name)."""
    reads: Counter[str] = Counter()
    read = records.read_record_text

    def counted(path: Path) -> str:
        reads[Path(path).name] += 1
        return read(path)

    monkeypatch.setattr(records, "read_record_text", counted)
    return reads


@pytest.mark.parametrize("later", ["unfinished", "newer", "damaged", "none"])
def test_plain_resume_reads_each_save_once(monkeypatch: pytest.MonkeyPatch, later: str) -> None:
    """Each game's last save is read once before the table opens: whichever is carried
    on, and the other (a later one passed over, said as the table opens, too)."""
    _aged(_rush_save(), 60)
    if later != "none":
        mille = _mille_save()
        if later == "newer":
            made_newer(mille)
        elif later == "damaged":
            spoiled(mille)
    reads = _count_reads(monkeypatch)
    seen: list[tuple[str, dict[str, int], str | None]] = []

    def run(app: GameApp[Any]) -> None:
        seen.append((type(app).__name__, dict(reads), app.opening_note))

    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(RoadgamesApp, "run", run)
    monkeypatch.setattr(RushShiftApp, "run", run)
    assert main(["play", "--resume"]) == 0
    ((app, counted, note),) = seen
    assert app == ("RoadgamesApp" if later == "unfinished" else "RushShiftApp")
    assert counted.get("rushshift-save.json") == 1, counted
    assert counted.get("millebornes-save.json", 0) == (0 if later == "none" else 1), counted
    assert (note is None) == (later == "none")


def test_leaving_the_form_after_a_finished_game_reads_it_once(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Esc on the form after a finished game: its save is read once more as the app
    closes (does it hold a game to carry on?), not replayed again to say it is finished."""
    path = default_save_path()
    path.parent.mkdir(parents=True)
    _finished("millebornes", path)
    reads = _count_reads(monkeypatch)
    before: list[int] = []

    async def leave(app: GameApp[Any], pilot: Pilot[str]) -> None:
        await _to_the_end(app, pilot)
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("escape")
        before.append(reads[path.name])

    drive_apps(monkeypatch, [leave])
    assert main(["play", "--resume", "--delay", "0"]) == 0
    assert f"The finished game is saved to {path}" in capsys.readouterr().out
    assert reads[path.name] - before[0] <= 1
