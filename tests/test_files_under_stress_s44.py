"""Faults an audit of what the commands write when things around them go wrong found
(session 44), each pinned here: a path the system cannot even look up (a name over 255
bytes) ending in a traceback; a simulation's CSV replacing the one another run wrote at the
same ``--out`` while it played, both runs saying they wrote theirs there; and two runs
started together on one ``--record`` or tournament ``--out`` folder both let in, their
records mixed, a tournament's files replaced by the other's; a name the file system takes
(up to 255 bytes) that could not be written, its temporary file's name too long."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.commands import play_launch, simulate, tournament
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.session import PERSON, GameSession

#: A name longer than any file system's parts may be (255 bytes).
LONG = "n" * 300

# ------------------------------------------------ 1. a name the system cannot look up


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["simulate", "--seats", "random", "--games", "1", "--out", "{long}"], "--out"),
        (["simulate", "--seats", "random", "--games", "1", "--out", "{long}/h.csv"], "--out"),
        (["simulate", "--seats", "random", "--games", "1", "--record", "{long}"], "--record"),
        (["tournament", "--agents", "random,easy", "--deals", "1", "--out", "{long}"], "--out"),
        (
            ["tournament", "--agents", "random,easy", "--deals", "1", "--baseline", "{long}"],
            "--baseline",
        ),
    ],
)
def test_a_name_too_long_is_said_in_a_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], flag: str
) -> None:
    """A path with a part over 255 bytes is refused before play, in a line naming its
    option, not with a traceback from Python's ``exists()``."""
    long = str(tmp_path / LONG)
    assert main([part.format(long=long) for part in argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"roadgames: error: {flag} {long}")
    assert "too long" in err


def test_a_save_name_too_long_is_said_in_a_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play --save`` with such a name is refused before the table opens."""
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    monkeypatch.setattr(RoadgamesApp, "run", lambda app: pytest.fail("the table opened"))
    long = str(tmp_path / LONG)
    assert main(["play", "--quick", "--seats", "human,random", "--save", long]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"roadgames: error: --save {long}")
    assert "too long" in err


# -------------------------------------- 2. two simulations writing the same --out at once


def _another_run_writes(monkeypatch: pytest.MonkeyPatch, path: Path, text: str) -> None:
    """While the simulation plays, another run writes ``text`` at ``path`` (as its CSV)."""
    add_up = simulate._add_up

    def playing(*args: Any, **kwargs: Any) -> Any:
        stopped = add_up(*args, **kwargs)
        path.write_text(text)
        return stopped

    monkeypatch.setattr(simulate, "_add_up", playing)


def test_a_csv_written_meanwhile_is_not_replaced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other run's CSV stays; this run's goes beside it, said, and the status says the
    file asked for was not written."""
    out = tmp_path / "hands.csv"
    _another_run_writes(monkeypatch, out, "the other run's rows\n")
    assert main(["simulate", "--seats", "random", "--games", "2", "--out", str(out)]) == 2
    assert out.read_text() == "the other run's rows\n"
    kept = tmp_path / "hands-1.csv"
    assert kept.read_text().startswith("game,seed,hand,")
    captured = capsys.readouterr()
    assert f"wrote every hand to {kept}" in captured.out
    assert captured.err.endswith(
        f"roadgames: error: --out {out} was written by another run while this one played: "
        f"this run's hands are in {kept}\n"
    )


def test_overwrite_replaces_a_csv_written_meanwhile(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ``--overwrite`` whatever is there is replaced, as asked."""
    out = tmp_path / "hands.csv"
    _another_run_writes(monkeypatch, out, "the other run's rows\n")
    argv = ["simulate", "--seats", "random", "--games", "2", "--out", str(out), "--overwrite"]
    assert main(argv) == 0
    assert out.read_text().startswith("game,seed,hand,")
    assert not (tmp_path / "hands-1.csv").exists()


def test_an_empty_file_left_meanwhile_is_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An empty file there (as the check before play allows) holds nothing to keep."""
    out = tmp_path / "hands.csv"
    _another_run_writes(monkeypatch, out, "")
    assert main(["simulate", "--seats", "random", "--games", "2", "--out", str(out)]) == 0
    assert out.read_text().startswith("game,seed,hand,")
    assert not (tmp_path / "hands-1.csv").exists()


# ------------------------- 3. two runs on one --record or tournament --out folder at once

IN_USE = "is in use by another roadgames run: wait for it to end, or name another folder"


def _second_run_meanwhile(
    monkeypatch: pytest.MonkeyPatch, module: Any, name: str, argv: list[str]
) -> list[int]:
    """While the run plays (``module.name``), a second one is started with ``argv``; its
    exit status goes in the list returned."""
    statuses: list[int] = []
    playing = getattr(module, name)

    def play(*args: Any, **kwargs: Any) -> Any:
        statuses.append(main(argv))
        return playing(*args, **kwargs)

    monkeypatch.setattr(module, name, play)
    return statuses


def test_a_second_simulation_is_kept_out_of_the_record_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second run is refused before it plays: the folder holds the first run's records
    only, not some of each (nor one run's records over the other's)."""
    folder = tmp_path / "games"
    second = ["simulate", "--seats", "heuristic", "--games", "3", "--record", str(folder)]
    statuses = _second_run_meanwhile(monkeypatch, simulate, "_add_up", second)
    assert main(["simulate", "--seats", "random", "--games", "12", "--record", str(folder)]) == 0
    assert statuses == [2]
    assert f"roadgames: error: --record {folder} {IN_USE}\n" in capsys.readouterr().err
    assert sorted(p.name for p in folder.iterdir()) == [f"game-{n:02}.json" for n in range(12)]
    for path in folder.iterdir():
        assert '"random"' in path.read_text() and '"heuristic"' not in path.read_text()


@pytest.mark.parametrize("resume", [False, True])
def test_a_second_tournament_is_kept_out_of_the_folder(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    resume: bool,
) -> None:
    """A new run or a ``--resume`` started while another run plays in the folder is refused
    before it writes anything: the folder holds the first run's settings and games."""
    folder = tmp_path / "run"
    first = ["tournament", "--agents", "random,heuristic", "--deals", "3", "--out", str(folder)]
    second = ["tournament", "--agents", "random,easy", "--deals", "2", "--out", str(folder)]
    if resume:
        assert main([*first[:-4], "--deals", "1", "--out", str(folder)]) == 0
        first, second = [*first, "--resume"], [*first, "--resume"]
    statuses = _second_run_meanwhile(monkeypatch, tournament, "_play", second)
    assert main(first) == 0
    assert statuses == [2]
    assert f"roadgames: error: --out {folder} {IN_USE}\n" in capsys.readouterr().err
    assert '"easy"' not in (folder / "settings.json").read_text()
    deals = {line.split(",")[0] for line in (folder / "games.csv").read_text().splitlines()[1:]}
    assert deals == {"0", "1", "2"}


def test_a_folder_held_elsewhere_is_refused_and_let_go_after(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Held by another process (a lock on the folder), the folder is refused; let go, it is
    written; and a run lets go of it as it ends (the same command again runs)."""
    folder = tmp_path / "games"
    folder.mkdir()
    argv = ["simulate", "--seats", "random", "--games", "2", "--record", str(folder)]
    handle = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        assert main(argv) == 2
        assert IN_USE in capsys.readouterr().err
        assert not any(folder.iterdir())
    finally:
        os.close(handle)
    assert main(argv) == 0
    assert main([*argv, "--overwrite"]) == 0


# ------------------------------------- 4. the longest names a file system takes, written


def _longest(ending: str) -> str:
    """A name of 255 bytes (two-byte letters), the longest most file systems take, ending
    as ``ending`` does."""
    return "é" * ((255 - len(ending)) // 2) + "n" * ((255 - len(ending)) % 2) + ending


def test_a_csv_of_the_longest_name_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Its temporary file's name, beside it, is no longer too long for it to be written."""
    out = tmp_path / _longest(".csv")
    assert len(os.fsencode(out.name)) == 255
    assert main(["simulate", "--seats", "random", "--games", "1", "--out", str(out)]) == 0
    assert out.read_text().startswith("game,seed,hand,")
    assert [path.name for path in tmp_path.iterdir()] == [out.name]


def test_a_game_saved_at_the_longest_name_is_saved(tmp_path: Path) -> None:
    """A game at the table saves at such a name (every save failed, "File name too long",
    where the check before the table let it in)."""
    path = tmp_path / _longest(".json")
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=1)
    assert session.save(path) == path
    assert GameSession.load(path).seed == session.seed
    assert [p.name for p in tmp_path.iterdir()] == [path.name]
