"""Faults an audit of the command line found (session 50), each pinned here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from roadgames.cli import main

# ------------------------------- 1. simulate --out named as one of --record's own records


@pytest.mark.parametrize("overwrite", [[], ["--overwrite"]])
def test_out_named_as_a_record_of_the_record_folder_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], overwrite: list[str]
) -> None:
    """``--out runs/game-1.json --record runs``: the CSV took the name of game 1's record.
    With ``--overwrite`` it replaced that record at the end of the run, exit status 0 and
    "wrote every game's record" said, one record lost; without, the CSV went beside it,
    the run said to have been written over by "another run". Now refused in one line
    before any game is played."""
    folder = tmp_path / "runs"
    out = folder / "game-1.json"
    argv = ["simulate", "--games", "3", "--jobs", "1", "--out", str(out), "--record", str(folder)]
    assert main([*argv, *overwrite]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"roadgames: error: --out {out} is named as one of the records --record {folder} "
        f"holds: name another file, such as {folder}/hands.csv\n"
    )
    assert not folder.exists()  # refused before the folder was made


def test_out_in_the_record_folder_named_otherwise_still_goes_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A CSV in the records' folder whose name no record takes is written there, every
    record kept."""
    folder = tmp_path / "runs"
    out = folder / "game-1.csv"
    argv = ["simulate", "--games", "3", "--jobs", "1", "--out", str(out), "--record", str(folder)]
    assert main(argv) == 0
    capsys.readouterr()
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["game-0.json", "game-1.csv", "game-1.json", "game-2.json"]
    assert json.loads((folder / "game-1.json").read_text(encoding="utf-8"))["game"] == "millebornes"


# ---------------- 2. a narrow standard output that escapes surrogates (the C locale's own)


def _run_narrow(env: dict[str, str], *argv: str, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    """``roadgames ARGV`` run with ``env`` added, its output captured."""
    return subprocess.run(
        [sys.executable, "-m", "roadgames", *argv],
        capture_output=True,
        cwd=cwd,
        env={**os.environ, "XDG_DATA_HOME": str(cwd), **env},
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(
    "env",
    [
        {"PYTHONIOENCODING": "ascii:surrogateescape"},
        {"PYTHONUTF8": "0", "LC_ALL": "C", "PYTHONIOENCODING": ""},  # Python's own choice
    ],
)
@pytest.mark.parametrize(
    "argv",
    [
        ("rules", "classic"),
        ("simulate", "--games", "2", "--jobs", "1", "--seed", "3"),
        ("simulate", "--help"),
    ],
)
def test_an_ascii_output_escaping_surrogates_gets_the_output_not_a_traceback(
    env: dict[str, str], argv: tuple[str, ...], tmp_path: Path
) -> None:
    """``PYTHONUTF8=0 LC_ALL=C roadgames rules``: under the C locale Python writes the
    standard output in ASCII with ``surrogateescape``, not ``strict``, and the narrow
    output was left as it was: every command (``rules``, ``simulate``, ``tournament``,
    ``replay``, ``simulate --help``) ended in a traceback at its first dash or ``é``. Now
    ``?`` stands for what ASCII lacks, as under ``PYTHONIOENCODING=ascii``."""
    done = _run_narrow(env, *argv, cwd=tmp_path)
    assert done.returncode == 0, done.stderr.decode("ascii", "replace")[-800:]
    assert b"Traceback" not in done.stderr
    assert done.stdout.isascii() and len(done.stdout.splitlines()) > 3


def test_a_file_name_the_locale_cannot_decode_is_still_written_back_as_it_was(
    tmp_path: Path,
) -> None:
    """Where the output escapes surrogates, a name read from the command line that the
    locale could not decode is written back in its own bytes, as before: only what the
    encoding cannot write at all becomes ``?``."""
    out = os.fsdecode(b"hands-\xff.csv")
    env = {"PYTHONIOENCODING": "ascii:surrogateescape"}
    done = _run_narrow(env, "simulate", "--games", "2", "--jobs", "1", "--out", out, cwd=tmp_path)
    assert done.returncode == 0, done.stderr.decode("ascii", "replace")[-800:]
    assert b"wrote every hand to hands-\xff.csv" in done.stdout
    assert (tmp_path / out).is_file()


# -------------------------------------------------- 3. a name that is a loop of symbolic links


def _loop(tmp_path: Path) -> Path:
    """Two symbolic links naming each other; the first returned."""
    first, second = tmp_path / "loop1", tmp_path / "loop2"
    first.symlink_to(second)
    second.symlink_to(first)
    return first


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["simulate", "--games", "1", "--jobs", "1", "--out", "{loop}"], "--out"),
        (["simulate", "--games", "1", "--jobs", "1", "--out", "{loop}", "--record", "r"], "--out"),
        (["simulate", "--games", "1", "--jobs", "1", "--record", "{loop}"], "--record"),
        (
            ["simulate", "--games", "1", "--jobs", "1", "--out", "h.csv", "--record", "{loop}"],
            "--record",
        ),
        (["tournament", "--agents", "random,easy", "--deals", "1", "--out", "{loop}"], "--out"),
    ],
)
def test_a_loop_of_links_named_for_a_file_is_refused_in_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    flag: str,
) -> None:
    """``simulate --out loop1`` where ``loop1`` is a link to a link to itself: a
    ``RuntimeError: Symlink loop`` traceback from ``Path.resolve`` (``--record`` beside it
    too). Now said in one line, before any game, as a loop further down the path was."""
    loop = _loop(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main([part.format(loop=loop) for part in argv]) == 2
    err = capsys.readouterr().err
    assert err == f"roadgames: error: {flag} {loop}: Too many levels of symbolic links\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["loop1", "loop2"]


def test_play_save_at_a_loop_of_links_is_refused_before_the_game_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``play --quick --save loop1``: the same traceback, from the check of the save path
    made before the table opens; now refused in one line, the table never opened."""
    from roadgames.commands import play_launch
    from roadgames.tui.app import RoadgamesApp

    loop = _loop(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    opened: list[object] = []
    monkeypatch.setattr(RoadgamesApp, "run", lambda app: opened.append(app))
    assert main(["play", "--quick", "--seats", "human,random", "--save", str(loop)]) == 2
    err = capsys.readouterr().err
    assert err == f"roadgames: error: --save {loop}: Too many levels of symbolic links\n"
    assert not opened


# ------------------------------- 4. a file named with a folder's trailing slash, or with nothing


def test_simulate_out_ending_with_a_slash_is_refused_not_written_as_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``simulate --out runs/`` with no ``runs`` yet: the slash was dropped and every hand
    written to a file named ``runs`` (an existing folder ``runs/`` was refused as a
    folder). Now refused before any game, nothing made."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as caught:
        main(["simulate", "--games", "1", "--jobs", "1", "--out", "runs/"])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.endswith(
        "error: argument --out: runs/ ends with /, as a folder's name does: name a file, "
        "such as runs/hands.csv\n"
    )
    assert not any(tmp_path.iterdir())


def test_simulate_out_naming_a_folder_there_is_still_refused_as_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder that is there, named with its slash, is said to be one, as before."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "runs").mkdir()
    assert main(["simulate", "--games", "1", "--jobs", "1", "--out", "runs/"]) == 2
    err = capsys.readouterr().err
    assert err == "roadgames: error: --out runs is a folder: name a file, such as runs/hands.csv\n"


@pytest.mark.parametrize(
    ("save", "said"),
    [
        (
            "saves/",
            "saves/ ends with /, as a folder's name does: name a file, such as saves/game.json",
        ),
        ("", "name a file"),
        ("  ", "name a file"),
    ],
)
def test_play_save_ending_with_a_slash_or_blank_is_refused_before_the_game_opens(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    save: str,
    said: str,
) -> None:
    """``play --save saves/``: the game was saved in a file named ``saves``;
    ``play --save ''`` (an empty variable in a script) saved at the default save path, as
    if no --save were given. Both refused now, the table never opened."""
    from roadgames.commands import play_launch
    from roadgames.tui.app import RoadgamesApp

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    opened: list[object] = []
    monkeypatch.setattr(RoadgamesApp, "run", lambda app: opened.append(app))
    with pytest.raises(SystemExit) as caught:
        main(["play", "--quick", "--seats", "human,random", "--save", save])
    assert caught.value.code == 2
    assert capsys.readouterr().err.endswith(f"error: argument --save: {said}\n")
    assert not opened
    assert not any(tmp_path.iterdir())


# --------------------------------- 5. simulate --players far too many, with one player named


@pytest.mark.parametrize("players", ["99999999999999999999999", "9223372036854775807"])
def test_simulate_refuses_far_too_many_players_before_seating_them(
    capsys: pytest.CaptureFixture[str], players: str
) -> None:
    """``simulate --players 99999999999999999999999`` (one player, ``random``, for every
    seat): the seats were listed before the count was checked, an ``OverflowError``
    traceback (a ``MemoryError`` for 2**63 - 1; a billion took gigabytes first). Now
    refused as any other count of seats the preset does not take."""
    assert main(["simulate", "--games", "1", "--jobs", "1", "--players", players]) == 2
    err = capsys.readouterr().err
    assert err == f"roadgames: error: players must be an integer from 2 to 6, not {players}\n"


# ------------------------------------------------ 6. a ~user that names no home folder

NO_USER = "~roadgames-no-such-user"


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["simulate", "--games", "1", "--jobs", "1", "--out", f"{NO_USER}/h.csv"], "--out"),
        (["simulate", "--games", "1", "--jobs", "1", "--record", f"{NO_USER}/r"], "--record"),
        (
            ["tournament", "--agents", "random,easy", "--deals", "1", "--out", f"{NO_USER}/t"],
            "--out",
        ),
        (
            ["tournament", "--agents", "random,easy", "--deals", "1", "--baseline", f"{NO_USER}/t"],
            "--baseline",
        ),
        (["play", "--quick", "--save", f"{NO_USER}/g.json"], "--save"),
    ],
)
def test_a_home_folder_of_no_user_is_refused_by_the_option_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], flag: str
) -> None:
    """``--out ~nobody/h.csv`` (a user name mistyped): ``Path.expanduser`` raised
    ``RuntimeError: Could not determine home directory``, a traceback. Now argparse's
    usage error, naming the option."""
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.endswith(
        f"error: argument {flag}: {argv[-1]}: {NO_USER} names no home folder here\n"
    )


def test_play_resume_from_the_home_folder_of_no_user_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``play --resume ~nobody/game.json``: the same traceback; now one line."""
    assert main(["play", "--resume", f"{NO_USER}/g.json"]) == 2
    err = capsys.readouterr().err
    assert err == f"roadgames: error: {NO_USER}/g.json: {NO_USER} names no home folder here\n"


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--games", "1", "--jobs", "1", "--seats", f"{NO_USER}/p.py:P"],
        ["tournament", "--agents", f"{NO_USER}/p.py:P,random", "--deals", "1"],
    ],
)
def test_a_player_file_under_the_home_folder_of_no_user_is_not_found(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
) -> None:
    """``--seats ~nobody/mine.py:Mine``: the same traceback; the ``~`` now stays as a
    shell leaves it, and the file is said not to be there."""
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    where = tmp_path / NO_USER / "p.py"
    assert capsys.readouterr().err == (
        f"roadgames: error: no file '{where}' for player '{where}:P'\n"
    )


# ------------------------------------- 7. no home folder to be found (no HOME, no user entry)


@pytest.fixture
def no_home(monkeypatch: pytest.MonkeyPatch) -> None:
    """No ``HOME``, no ``XDG_DATA_HOME``, and no entry for the user (a container run under
    a user number of its own): Python can find no home folder."""
    import pwd

    def unknown(uid: int) -> pwd.struct_passwd:
        raise KeyError(uid)

    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", unknown)


@pytest.mark.usefixtures("no_home")
@pytest.mark.parametrize("argv", [["rules"], ["replay", "nothing.json"], ["play", "--help"]])
def test_every_command_works_without_a_home_folder(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    """With no home folder to be found, every command, ``rules`` and ``--help`` included,
    ended in ``RuntimeError: Could not determine home directory``: ``play``'s help names
    the default save path, and the parser of every command is built with it. Now only
    what needs that folder says it is missing; the help names it as ``~``."""
    status: object
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    if argv == ["play", "--help"]:
        assert status == 0 and "~/.local/share/roadgames/GAME-save.json" in out
    elif argv == ["rules"]:
        assert status == 0
    else:
        assert status == 2 and err.startswith("roadgames: error: cannot read nothing.json")


@pytest.mark.usefixtures("no_home")
def test_play_without_a_home_folder_says_where_to_save_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``play --resume`` there: one line that says how to give the saves a place."""
    assert main(["play", "--resume"]) == 2
    assert capsys.readouterr().err == (
        "roadgames: error: no home folder for roadgames' saves: set HOME, or XDG_DATA_HOME "
        "to an absolute path\n"
    )


# -------------------------- 8. a tournament's folder removed while it plays: its settings


def test_a_run_whose_folder_went_while_it_played_writes_its_settings_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tournament --out runs/a`` with ``runs`` removed while it played (a clean-up in
    another terminal): its files were written again at the end, but not ``settings.json``,
    written once as the run began, though "wrote settings.json, ..." was said; the folder
    could then neither be resumed nor compared with ("holds no tournament"). Now the
    settings are written again with the results."""
    import shutil

    from roadgames.tournament.runner import iter_results as playing

    run = tmp_path / "runs" / "a"
    where = "roadgames.commands.tournament.iter_results"

    def removed_after_the_first(*args: object, **kwargs: object) -> Iterator[object]:
        for number, result in enumerate(playing(*args, **kwargs)):  # type: ignore[arg-type]
            if number == 1:
                shutil.rmtree(tmp_path / "runs")
            yield result

    monkeypatch.setattr(where, removed_after_the_first)
    argv = ["tournament", "--agents", "random,easy", "--deals", "2", "--jobs", "1"]
    assert main([*argv, "--out", str(run)]) == 0
    out = capsys.readouterr().out
    assert "wrote settings.json, games.csv, times.csv, standings.csv" in out
    assert json.loads((run / "settings.json").read_text(encoding="utf-8"))["deals"] == 2
    monkeypatch.setattr(where, playing)
    assert main(["tournament", "--out", str(run), "--resume"]) == 0  # finished: the table again
    assert "wrote settings.json" in capsys.readouterr().out
