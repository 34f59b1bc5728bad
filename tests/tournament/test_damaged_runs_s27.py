"""A saved tournament run damaged (by hand, a crash, a copy from another machine or version)
met by ``--resume`` and ``--baseline``: one line naming the damaged file, status 2, no game
played and nothing the user had changed."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.tournament.saved import recorded_baseline
from run_files import edit_settings

RUN = ["tournament", "--agents", "random,easy", "--jobs", "1", "--preset", "modern"]
SEED_OF_DEAL_0 = "2157480863359836525"
GAMES_HEADER = "deal,rotation,team,player,win_share,score,seed\n"
HUGE = "x" * 100_000

Damage = Callable[[Path], None]


@pytest.fixture(scope="module")
def saved_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished run of one deal, played once for the module (copied to be damaged)."""
    directory = tmp_path_factory.mktemp("saved") / "run"
    assert main([*RUN, "--deals", "1", "--out", str(directory)]) == 0
    return directory


def _snapshot(directory: Path) -> dict[str, bytes | None]:
    """Every file under ``directory`` with its bytes (a folder: None)."""
    return {
        str(p.relative_to(directory)): None if p.is_dir() else p.read_bytes()
        for p in sorted(directory.rglob("*"))
    }


def _damaged(saved_run: Path, tmp_path: Path, damage: Damage) -> Path:
    """A copy of the saved run with ``damage`` done to it."""
    directory = tmp_path / "run"
    shutil.copytree(saved_run, directory)
    damage(directory)
    return directory


def _settings(**changes: object) -> Damage:
    """Damage: settings.json with ``changes`` (``...``: the key removed)."""

    def damage(directory: Path) -> None:
        edit_settings(directory, **changes)

    return damage


def _bytes(name: str, data: bytes) -> Damage:
    """Damage: the file ``name`` holding ``data``."""

    def damage(directory: Path) -> None:
        (directory / name).write_bytes(data)

    return damage


def _folder(name: str) -> Damage:
    """Damage: a folder in the place of the file ``name``."""

    def damage(directory: Path) -> None:
        (directory / name).unlink()
        (directory / name).mkdir()

    return damage


def _games(*rows: str) -> Damage:
    """Damage: games.csv holding ``rows`` under its header."""
    return _bytes("games.csv", (GAMES_HEADER + "".join(f"{r}\n" for r in rows)).encode())


def _times(*rows: str) -> Damage:
    """Damage: times.csv holding ``rows`` under its header."""
    text = "deal,rotation,player,ms\n" + "".join(f"{r}\n" for r in rows)
    return _bytes("times.csv", text.encode())


def _refused(
    directory: Path, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> tuple[str, str]:
    """Run ``argv``, which must be refused with status 2 in one line on the standard error,
    no traceback, leaving ``directory`` byte for byte as it was: that line, and the
    standard output."""
    before = _snapshot(directory)
    capsys.readouterr()
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert _snapshot(directory) == before
    return err.removesuffix("\n"), out


def _resume(directory: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Carry the damaged run on to two deals: the one-line refusal."""
    argv = [*RUN, "--deals", "2", "--out", str(directory), "--resume"]
    return _refused(directory, argv, capsys)[0]


def _baseline(directory: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Compare a new run with the damaged one: the one-line refusal (and no new run)."""
    new = directory.parent / "new"
    argv = [*RUN, "--deals", "1", "--baseline", str(directory), "--out", str(new)]
    err = _refused(directory, argv, capsys)[0]
    assert not new.exists()
    return err


SETTINGS_DAMAGE: dict[str, tuple[Damage, str]] = {
    "not UTF-8": (_bytes("settings.json", b'{"seed": "\xff"}'), ": not UTF-8 text"),
    "a folder": (_folder("settings.json"), ": Is a directory"),
    "not JSON": (
        _bytes("settings.json", b"{nope"),
        ": Expecting property name enclosed in double quotes: line 1 column 2 (char 1)",
    ),
    "not an object": (_bytes("settings.json", b"[1, 2]\n"), ": not a settings object"),
    "preset not a word": (_settings(preset=3), ": bad preset or options"),
    "options not an object": (_settings(options=[1]), ": bad preset or options"),
}


@pytest.mark.parametrize("case", sorted(SETTINGS_DAMAGE))
@pytest.mark.parametrize("command", ["resume", "baseline"])
def test_damaged_settings_are_refused_naming_the_file(
    case: str, command: str, saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    damage, why = SETTINGS_DAMAGE[case]
    directory = _damaged(saved_run, tmp_path, damage)
    err = (_resume if command == "resume" else _baseline)(directory, capsys)
    assert err == f"roadgames: error: cannot read {directory / 'settings.json'}{why}"


@pytest.mark.parametrize(
    ("options", "why"),
    [
        ({"zzz": 1}, "unknown option 'zzz'; options are: teams, deck, target,"),
        ({"target": "abc"}, "option 'target' must be an integer from 100 to 5000, not 'abc'"),
    ],
)
def test_saved_options_that_do_not_read_are_refused_naming_the_file(
    options: dict[str, object],
    why: str,
    saved_run: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    directory = _damaged(saved_run, tmp_path, _settings(options=options))
    err = _resume(directory, capsys)
    assert err.startswith(
        f"roadgames: error: cannot read the rules of {directory / 'settings.json'}: {why}"
    )


def test_sources_that_are_no_object_are_refused(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = _damaged(saved_run, tmp_path, _settings(sources=["racer.py"]))
    err = _resume(directory, capsys)
    assert err == f"roadgames: error: cannot read {directory / 'settings.json'}: bad sources"


def test_a_seed_of_null_is_worded_none(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = _damaged(saved_run, tmp_path, _settings(seed=None))
    err = _resume(directory, capsys)
    assert err == f"roadgames: error: the run in {directory} was played with seed none, not 1"


@pytest.mark.parametrize(
    ("lineups", "why"),
    [
        ("random,easy", "not a list of lineups"),
        ([["random"], [1]], "not a list of lineups"),
        ([["random"]], "a tournament needs at least two players, e.g. heuristic,expert"),
        ([["random", ""], ["easy"]], "bad lineup 'random+'"),
    ],
)
def test_baseline_lineups_that_do_not_read_are_refused_naming_the_file(
    lineups: object,
    why: str,
    saved_run: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    directory = _damaged(saved_run, tmp_path, _settings(lineups=lineups))
    err = _baseline(directory, capsys)
    where = directory / "settings.json"
    assert err == f"roadgames: error: cannot read the lineups of {where}: {why}"


def test_resumed_lineups_that_are_no_list_are_worded_as_the_file_has_them(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = _damaged(saved_run, tmp_path, _settings(lineups="random,easy"))
    err = _resume(directory, capsys)
    assert err == (
        f"roadgames: error: the run in {directory} was played by the lineups 'random,easy'; "
        "--agents asks for random, easy"
    )


def test_resumed_lineups_that_are_a_huge_value_are_cut_short(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Once the whole 100,000 characters, Python's repr of whatever the file held."""
    directory = _damaged(saved_run, tmp_path, _settings(lineups={"a": HUGE}))
    err = _resume(directory, capsys)
    assert err.startswith(f"roadgames: error: the run in {directory} was played by the lineups ")
    assert err.endswith("...; --agents asks for random, easy")
    assert len(err) < 200 + len(str(directory))


@pytest.mark.parametrize(
    ("damage", "name", "why"),
    [
        (_folder("games.csv"), "games.csv", "cannot read {path}: Is a directory"),
        (_folder("times.csv"), "times.csv", "cannot read {path}: Is a directory"),
        (
            _times("0,0,easy,-1"),
            "times.csv",
            "{path} is damaged: line 2: ms '-1' is not from 0 to 1e+12",
        ),
        (  # a decision of 31 years or more: beyond what the run keeps
            _times("0,0,easy,1e300"),
            "times.csv",
            "{path} is damaged: line 2: ms '1e300' is not from 0 to 1e+12",
        ),
        (
            _times("0,0,easy,1", "0,0,easy,2"),
            "times.csv",
            "{path} is damaged: line 3: a second row for 'easy' in that game",
        ),
        (
            _games(
                f"0,0,0,random,0.0,0,{SEED_OF_DEAL_0}",
                f"0,0,1,easy,1.0,1025,{SEED_OF_DEAL_0}",
                f"0,0,1,easy,1.0,1025,{SEED_OF_DEAL_0}",
            ),
            "games.csv",
            "{path} is damaged: line 4: a second row for team 1 of that game",
        ),
        (
            _games(
                f"0,0,0,random,0.0,,{SEED_OF_DEAL_0}",
                f"0,0,1,easy,1.0,1025,{SEED_OF_DEAL_0}",
            ),
            "games.csv",
            "{path} is damaged: deal 0 rotation 0 has a score for only some teams",
        ),
    ],
)
@pytest.mark.parametrize("command", ["resume", "baseline"])
def test_damaged_results_are_refused_naming_the_file_and_line(
    damage: Damage,
    name: str,
    why: str,
    command: str,
    saved_run: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    directory = _damaged(saved_run, tmp_path, damage)
    err = (_resume if command == "resume" else _baseline)(directory, capsys)
    assert err == "roadgames: error: " + why.format(path=directory / name)


@pytest.mark.parametrize(
    ("damage", "name", "opening"),
    [
        (_times(f"{HUGE},0,easy,1"), "times.csv", "line 2: deal 'xxx"),
        (_times(f"0,0,{HUGE},1"), "times.csv", "line 2: player 'xxx"),
        (_times(f"0,0,easy,{HUGE}"), "times.csv", "line 2: ms 'xxx"),
        (
            _games(f"0,0,0,{HUGE},0.0,0,{SEED_OF_DEAL_0}", f"0,0,1,easy,1.0,1025,{SEED_OF_DEAL_0}"),
            "games.csv",
            "line 2: player 'xxx",
        ),
        (
            _games(
                f"0,0,0,random,0.0,{HUGE},{SEED_OF_DEAL_0}",
                f"0,0,1,easy,1.0,1025,{SEED_OF_DEAL_0}",
            ),
            "games.csv",
            "line 2: score 'xxx",
        ),
        (_games(f"0,0,0,random,0.0,0,{'9' * 100_000}"), "games.csv", "line 2: seed '999"),
    ],
)
def test_a_huge_field_of_the_results_is_cut_short(
    damage: Damage,
    name: str,
    opening: str,
    saved_run: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Once the field's 100,000 characters, whole, in the one line."""
    directory = _damaged(saved_run, tmp_path, damage)
    err = _resume(directory, capsys)
    assert err.startswith(f"roadgames: error: {directory / name} is damaged: {opening}")
    assert "..." in err
    assert len(err) < 300 + len(str(directory))


def test_a_deck_setting_is_worded_as_its_cards_and_counts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Rush Hour Shift run saved with another deck: ``CODE=COUNT`` each, not a dict."""
    run = ["tournament", "rushshift", "--agents", "random,random", "-o", "turn_limit=20"]
    run += ["--jobs", "1", "--deals", "1", "--out", str(tmp_path / "run")]
    assert main(run) == 0
    directory = tmp_path / "run"
    settings = json.loads((directory / "settings.json").read_text(encoding="utf-8"))
    settings["options"]["deck"] = {"SLIDE": 20, "SHIFT": 10}
    (directory / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    err = _refused(directory, [*run, "--resume"], capsys)[0]
    assert err.startswith(
        f"roadgames: error: the run in {directory} was played with deck SLIDE=20 SHIFT=10, "
        "not MOVE1="
    )


def test_the_recorded_baseline_of_settings_that_do_not_read_is_none(tmp_path: Path) -> None:
    """The command reads it only once the settings were read (and rewritten) whole: asked
    of damaged settings, none (``--resume`` says why), not an error."""
    (tmp_path / "settings.json").write_bytes(b"{nope")
    assert recorded_baseline(tmp_path) is None
    (tmp_path / "settings.json").write_text('{"baseline": "/runs/before"}', encoding="utf-8")
    assert recorded_baseline(tmp_path) == Path("/runs/before")
