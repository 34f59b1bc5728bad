"""An audit of the saved games of ``roadgames play`` (session 22), both games: a damaged
save is refused in one line and left as it was; a save that fails mid-write leaves the
last one whole and the game open; a resumed game lands where it was left, the card the
person drew still marked; a save kept in an older form (before an option existed) is the
same game, saved over in place, not set aside as another one; the file holds what the
README says and no more; ``--resume`` with no last save of one game names the other's."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import pytest
from textual.pilot import Pilot
from tui_helpers import FDOPEN, make_app, make_rush_app, person_moves, settle, svg_text

from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path, load_session
from roadgames.core.records import GameRecord
from roadgames.millebornes import make_rules
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.tui.game_app import GameApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession

AnySession = GameSession | RushSession


def _mille_bornes(seed: int = 11, players: int = 2) -> GameSession:
    kinds = [PERSON] + ["random"] * (players - 1)
    return GameSession.new(make_rules("classic", players), kinds, seed=seed)


def _rush(seed: int = 5, games: int = 1) -> RushSession:
    rules = RUSHSHIFT.rules_from_options(None, 2, games=games)
    return RushSession.new(rules, [PERSON, "greedy"], seed=seed)


def _app(session: AnySession, path: Path) -> GameApp[Any]:
    if isinstance(session, RushSession):
        return make_rush_app(session, path)
    return make_app(session, path)


async def _person_moves(pilot: Pilot[str], count: int = 1) -> None:
    """The person on display makes ``count`` moves (either game), each once the computers
    are done."""
    app = pilot.app
    assert isinstance(app, GameApp)
    for _ in range(count):
        await settle(pilot)
        screen = app.table
        assert screen is not None
        if isinstance(screen.session, GameSession):
            await person_moves(pilot)
            continue
        view = screen.current_view()
        assert view.legal_actions, "not the person's turn"
        screen.act(view.legal_actions[0])
        await settle(pilot)


def _played(session: AnySession, path: Path, moves: int, leave: str = "q") -> None:
    """Play ``moves`` of the person's moves at a table saving to ``path``, then leave with
    the key ``leave``."""

    async def scenario() -> None:
        app = _app(session, path)
        async with app.run_test(size=(120, 40)) as pilot:
            await _person_moves(pilot, moves)
            await pilot.press(leave)
            await pilot.pause()

    asyncio.run(scenario())


# ------------------------------------------------------- damaged saves are refused


def _saved_text(tmp_path: Path, game: str) -> str:
    """A save of ``game`` three moves in."""
    session: AnySession
    if game == "rushshift":
        session = rush = _rush()
        for _ in range(3):
            rush.state.apply(rush.state.legal_actions()[0])
    else:
        session = mille = _mille_bornes()
        for _ in range(3):
            mille.state.apply(mille.state.legal_actions()[0])
    return session.save(tmp_path / "good.json").read_text(encoding="utf-8")


def _edited(text: str, **fields: object) -> str:
    return json.dumps({**json.loads(text), **fields})


DAMAGE: dict[str, tuple[Callable[[str], str | bytes], str]] = {
    "truncated": (lambda text: text[: len(text) // 2], "is not valid JSON"),
    "empty": (lambda text: "", "is empty"),
    "blank": (lambda text: " \n\n", "is empty"),
    "nul bytes": (lambda text: "\0" * 64, "is not valid JSON"),
    "not UTF-8": (lambda text: text.encode("utf-16"), "not UTF-8"),
    "newer roadgames": (lambda text: _edited(text, rules_revision=99), "newer roadgames"),
    "newer format": (lambda text: _edited(text, format="roadgames-record/9"), "not a roadgames"),
    "another game": (lambda text: _edited(text, game="chess"), "'chess'"),
    "seed edited": (lambda text: _edited(text, seed=json.loads(text)["seed"] + 1), "replay"),
    "actions edited": (lambda text: _edited(text, actions=["fly away"]), "action 1"),
    "a list": (lambda text: "[1, 2]", "must be a JSON object"),
}


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_damaged_save_is_refused_in_one_line_and_left_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, damage: str
) -> None:
    spoil, reason = DAMAGE[damage]
    content = spoil(_saved_text(tmp_path, game))
    data = content.encode("utf-8") if isinstance(content, str) else content
    path = tmp_path / "saves" / "game.json"
    path.parent.mkdir()
    path.write_bytes(data)
    assert main(["play", game, "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: cannot resume") and err.count("\n") == 1, err
    assert reason in err and "Traceback" not in err
    assert path.read_bytes() == data  # neither overwritten nor removed
    assert list(path.parent.iterdir()) == [path]  # nothing set aside or left beside it


def test_a_damaged_default_save_is_refused_by_resume_and_left_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    path = default_save_path("rushshift")
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "roadgames-record/1", "game": "rushsh')
    assert main(["play", "rushshift", "--resume"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err and "is not valid JSON" in err
    assert path.read_bytes() == b'{"format": "roadgames-record/1", "game": "rushsh'


# ------------------------------------------------------------ writing that fails


class _FullDisk:
    """A file that takes half of what is written, then reports the disk full."""

    def __init__(self, real: IO[str]) -> None:
        self.real = real

    def write(self, text: str) -> int:
        self.real.write(text[: len(text) // 2])
        self.real.flush()
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __enter__(self) -> _FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        self.real.close()


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_full_disk_mid_save_keeps_the_last_save_whole_and_the_game_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    session: AnySession = _rush() if game == "rushshift" else _mille_bornes()
    path = tmp_path / "game.json"
    real_fdopen = os.fdopen

    def full(fd: int, *args: Any, **kwargs: Any) -> _FullDisk:
        return _FullDisk(real_fdopen(fd, *args, **kwargs))

    async def scenario() -> None:
        app = _app(session, path)
        async with app.run_test(size=(120, 40)) as pilot:
            await _person_moves(pilot)
            before = path.read_bytes()
            kept = len(GameRecord.load(path).actions)
            monkeypatch.setattr(FDOPEN, full)
            await _person_moves(pilot)
            screen = app.table
            assert screen is not None
            assert screen.message == "Not saved: No space left on device"
            assert path.read_bytes() == before  # the last save, whole
            assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no stray
            await pilot.press("q")  # cannot be saved: the game stays open
            await pilot.pause()
            assert app.is_running and app.table is screen
            assert len(session.state.history) > kept  # nothing lost in memory
            monkeypatch.setattr(FDOPEN, real_fdopen)  # room made again
            await pilot.press("q")
            await pilot.pause()
        assert app.return_value == str(path)

    asyncio.run(scenario())
    assert GameRecord.load(path).actions == [str(a) for a in session.state.history]


def test_a_crash_mid_write_leaves_the_old_save_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _mille_bornes()
    path = session.save(tmp_path / "game.json")
    before = path.read_bytes()
    session.state.apply(session.state.legal_actions()[0])
    real_fdopen = os.fdopen

    class Crash(BaseException):
        """The process dying mid-write (not an error anything catches)."""

    class Crashing(_FullDisk):
        def write(self, text: str) -> int:
            self.real.write(text[:100])
            self.real.flush()
            raise Crash

    def crashing(fd: int, *args: Any, **kwargs: Any) -> Crashing:
        return Crashing(real_fdopen(fd, *args, **kwargs))

    monkeypatch.setattr(FDOPEN, crashing)
    with pytest.raises(Crash):
        session.save(path)
    assert path.read_bytes() == before
    assert not GameSession.load(path).state.history  # the game as last saved, whole


# ---------------------------------------------------- resuming lands where it was


async def _screen_with_hint(pilot: Pilot[str]) -> str:
    """The screen once the person on display has asked for a hint and it has come."""
    app = pilot.app
    assert isinstance(app, GameApp)
    await settle(pilot)
    await pilot.press("h")
    for _ in range(100):
        await pilot.pause(0.05)
        await settle(pilot)
        screen = app.table
        if screen is not None and screen.hint is not None:
            break
    return svg_text(app.export_screenshot())


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_resumed_game_shows_the_screen_the_game_was_left_on(tmp_path: Path, game: str) -> None:
    """Left with Ctrl+Q (the save after every move, nothing more) at the person's turn, a
    hint on display; resumed and asked again: the same screen, the same hint, down to the
    ★ on the card the person just drew."""
    session: AnySession = _rush(games=3) if game == "rushshift" else _mille_bornes()
    path = tmp_path / "game.json"
    shown: list[str] = []

    async def play_then_leave() -> None:
        app = _app(session, path)
        async with app.run_test(size=(120, 40)) as pilot:
            await _person_moves(pilot, 4)
            shown.append(await _screen_with_hint(pilot))
            await pilot.press("ctrl+q")

    async def resume() -> None:
        app = _app(load_session(path), path)
        async with app.run_test(size=(120, 40)) as pilot:
            shown.append(await _screen_with_hint(pilot))

    asyncio.run(play_then_leave())
    asyncio.run(resume())
    before, after = shown
    assert "Hint:" in before
    if game == "millebornes":
        assert "★" in before  # the card drawn at the start of the turn
    assert after == before


def _walk(session: GameSession, rng: random.Random, moves: int) -> list[int]:
    """Play ``moves`` random moves through the session as the table does (a person's with
    :meth:`apply`, a computer's with :meth:`apply_computer`); the points (numbers of
    actions) at which a person was to act."""
    points: list[int] = []
    for _ in range(moves):
        seat = session.state.to_move
        if seat is None:
            break
        action = rng.choice(session.state.legal_actions())
        if session.is_person(seat):
            points.append(len(session.state.history))
            session.apply(seat, action)
        else:
            assert session.apply_computer(seat, action, len(session.state.history))
    return points


@pytest.mark.parametrize(
    ("preset", "players", "people", "options"),
    [
        ("classic", 2, 1, {}),
        ("classic", 3, 2, {"draw_from_discard": True}),
        ("modern", 4, 2, {"fast_play": True}),
    ],
)
def test_the_cards_a_person_drew_are_marked_after_resuming_as_before(
    preset: str, players: int, people: int, options: dict[str, object]
) -> None:
    rules = make_rules(preset, players, **options)
    kinds = [PERSON] * people + ["random"] * (players - people)
    session = GameSession.new(rules, kinds, seed=players * 7)
    rng = random.Random(players)
    checked = marked = 0
    for _ in range(40):
        if not _walk(session, rng, 7) or session.state.is_over:
            continue
        resumed = GameSession.from_record(GameRecord.from_dict(session.record().to_dict()))
        for seat in session.people:
            assert resumed.drawn(seat) == session.drawn(seat), (seat, session.state.history)
            marked += bool(session.drawn(seat))
        checked += 1
    assert checked > 10 and marked > 2  # the marks were there to keep


# ------------------------------------------- a save in an older form is the same game


def _older_form(path: Path, game: str) -> None:
    """Rewrite the save at ``path`` as a roadgames from before some options existed wrote
    it: their defaults left out of its rules, and no rules revision (revision 1)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    dropped = ("move_exact",) if game == "rushshift" else ("next_starter", "tie_break")
    for option in dropped:
        del data["rules"][option]
    del data["rules_revision"]
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_save_in_an_older_form_is_played_on_in_place_not_set_aside(
    tmp_path: Path, game: str
) -> None:
    path = tmp_path / "game.json"
    _played(_rush() if game == "rushshift" else _mille_bornes(), path, 2)
    _older_form(path, game)
    kept = GameRecord.load(path)
    resumed = load_session(path)
    _played(resumed, path, 1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no game-1.json
    saved = GameRecord.load(path)
    assert saved.actions[: len(kept.actions)] == kept.actions
    assert len(saved.actions) > len(kept.actions)


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_save_in_an_older_form_resumed_then_left_at_once_is_saved(
    tmp_path: Path, game: str
) -> None:
    """As any resumed game: ``q`` saves it (in today's form) and says where, rather than
    leave it unsaved as if it were another game found in the way."""
    path = tmp_path / "game.json"
    _played(_rush() if game == "rushshift" else _mille_bornes(), path, 2)
    _older_form(path, game)
    actions = GameRecord.load(path).actions
    results: list[str | None] = []

    async def resume_and_leave() -> None:
        app = _app(load_session(path), path)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("q")
            await pilot.pause()
        results.append(app.return_value)

    asyncio.run(resume_and_leave())
    assert results == [str(path)]
    saved = GameRecord.load(path)
    assert saved.actions == actions
    assert ("move_exact" if game == "rushshift" else "next_starter") in saved.rules
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_game_not_begun_kept_without_its_deal_is_saved_in_place(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    record = _mille_bornes().record()
    record.seed = None
    record.actions = []
    record.save(path)
    _played(load_session(path), path, 1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    assert GameRecord.load(path).actions


def test_a_game_saved_over_meanwhile_by_another_terminal_is_still_set_aside(
    tmp_path: Path,
) -> None:
    """What was resumed is saved over; another game found there in its place is not."""
    path = tmp_path / "game.json"
    _played(_mille_bornes(), path, 2)
    _older_form(path, "millebornes")
    resumed = load_session(path)
    other = _mille_bornes(seed=12)
    other.state.apply(other.state.legal_actions()[0])
    other.save(path)  # another unfinished game, saved there meanwhile: kept
    _played(resumed, path, 1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-1.json", "game.json"]
    assert GameRecord.load(tmp_path / "game-1.json").seed == 12


# ------------------------------------------------------------ what the file holds


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_the_save_holds_what_the_readme_says_and_nothing_else(tmp_path: Path, game: str) -> None:
    """The rules, the seed, the actions in notation, the seats' kinds and names and how
    many results the table had shown: no hand, no draw order, no view."""
    path = tmp_path / "game.json"
    session: AnySession = _rush() if game == "rushshift" else _mille_bornes(players=3)
    _played(session, path, 3)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format", "game", "rules", "seed", "actions", "rules_revision"} | {
        "players",
        "meta",
    }
    assert data["rules"] == session.rules.to_dict() and data["seed"] == session.seed
    assert data["actions"] == [str(action) for action in session.state.history]
    assert data["players"] == session.players
    assert data["meta"] == {
        "names": session.names,
        "app": "roadgames play",
        "results_seen": session.results_seen,
        "lang": "en",  # the table's language, which a resume without --lang keeps
    }


@pytest.mark.parametrize(
    ("game", "other"), [("millebornes", "rushshift"), ("rushshift", "millebornes")]
)
def test_resume_with_no_last_save_of_the_game_names_the_other_games_save(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    game: str,
    other: str,
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["play", game, "--resume"]) == 2
    assert "game is saved" not in capsys.readouterr().err  # none of either: nothing to say
    saved = default_save_path(other)
    saved.parent.mkdir(parents=True)
    saved.write_text(_saved_text(tmp_path, other), encoding="utf-8")
    assert main(["play", game, "--resume"]) == 2
    err = capsys.readouterr().err
    command = "roadgames play" + ("" if other == "millebornes" else " rushshift") + " --resume"
    assert err.count("\n") == 1 and err.rstrip().endswith(f"game is saved: {command}"), err
    assert main(["play", game, "--resume", str(tmp_path / "mine.json")]) == 2
    assert "game is saved" not in capsys.readouterr().err  # a file named: that one alone
