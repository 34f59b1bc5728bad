"""An audit of ``roadgames replay`` (session 22): names from the record printed as text,
never as terminal controls, and in columns whatever their characters' width; files that
are no record (a device, one too large) refused in one line; a match's end said as it was,
a win shared between some teams, and each Rush Hour Shift game's winner counted."""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest
from rich.cells import cell_len

from play_helpers import simulated_records
from roadgames.cli import main
from roadgames.core import records

#: Enough for the command and a record, far short of reading a large file whole.
MEMORY_LIMIT = 1 << 30


def _record_named(tmp_path: Path, names: list[str]) -> Path:
    """A finished two-seat classic game of random players, its seats given ``names``."""
    folder, _ = simulated_records(tmp_path, "--games", "1", "--seed", "4")
    path = next(folder.glob("game-*.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["meta"]["names"] = names
    path.write_text(json.dumps(data), encoding="utf-8")  # escapes: any text, lone surrogates
    return path


def _log_lines(out: str) -> list[str]:
    """The numbered lines of the log replay printed."""
    return [line for line in out.splitlines() if line[:5].strip().isdigit()]


@pytest.mark.parametrize("hands", [[], ["--hands"]])
def test_names_are_printed_as_text_never_as_terminal_controls(
    hands: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record is a file from anywhere: an escape sequence in a name (colour, the window's
    title, a bell) must reach the terminal as text, and a line break must not break the
    log's lines."""
    path = _record_named(tmp_path, ["Ann\x1b[31mred\x1b]0;title\x07", "Bo\nb\u202eevil"])
    capsys.readouterr()
    assert main(["replay", *hands, str(path)]) == 0
    out = capsys.readouterr().out
    assert not any(char in out for char in "\x1b\x07\u202e")
    assert "(Ann\\x1b[31mred\\x1b]0;title\\x07)" in out
    assert "(Bo b\\u202eevil)" in out
    lines = _log_lines(out)
    assert len(lines) > 10
    seats = Counter(line.split("(")[1].split(")")[0] for line in lines if "  seat " in line)
    assert set(seats) == {"Ann\\x1b[31mred\\x1b]0;title\\x07", "Bo b\\u202eevil"}


@pytest.mark.parametrize("hands", [[], ["--hands"]])
def test_names_are_printed_as_text_in_any_language(
    hands: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The game's words around a name (``--lang``) print it as text too: in the log's
    sentences, the hands and the winner."""
    path = _record_named(tmp_path, ["Ann\x1b[31mred\x07", "Bo\nb\u202eevil"])
    capsys.readouterr()
    assert main(["replay", *hands, str(path), "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert not any(char in out for char in "\x1b\x07\u202e")
    lines = _log_lines(out)
    assert len(lines) > 10
    said = {"Place 1 (Ann\\x1b[31mred\\x07)", "Place 2 (Bo b\\u202eevil)"}
    assert {name for name in said if any(name in line for line in lines)} == said


def test_a_name_with_a_lone_surrogate_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """JSON may escape half of a surrogate pair; it cannot be written as UTF-8, so the
    replay would stop with a traceback at the first line naming that seat."""
    path = _record_named(tmp_path, ["A\ud800B", "Bob"])
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "seat 0 (A\\ud800B)" in out and "game over" in out


def test_wide_names_keep_the_log_in_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A name in wide characters (two columns each on a terminal) is padded by the columns
    it takes, so every action starts in the same column; a hand wrapped under it is indented
    under its first card."""
    monkeypatch.setenv("COLUMNS", "60")
    path = _record_named(tmp_path, ["アンナ", "Bob"])
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    starts = set()
    for line in _log_lines(capsys.readouterr().out):
        if "  seat " in line:
            head, _, _ = line.partition(")")
            rest = line[len(head) + 1 :]
            starts.add(cell_len(head) + 1 + len(rest) - len(rest.lstrip()))
    assert len(starts) == 1, starts
    assert main(["replay", "--hands", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    wrapped = [
        (line, after)
        for line, after in pairwise(lines)
        if " holds " in line and not after[:5].strip()  # the hand went on to a second line
    ]
    assert wrapped
    for line, after in wrapped:
        lead = line[: line.index(" holds ") + len(" holds ")]
        assert cell_len(after) - cell_len(after.lstrip()) == cell_len(lead), (line, after)
        assert cell_len(line) <= 60


def _replay_limited(path: str) -> subprocess.CompletedProcess[str]:
    """``roadgames replay path`` in a process held to :data:`MEMORY_LIMIT` of memory, for at
    most a minute: a file read whole does not take the machine's memory with it."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))

    command = [sys.executable, "-m", "roadgames", "replay", path]
    return subprocess.run(
        command, capture_output=True, text=True, timeout=60, preexec_fn=limit, check=False
    )


def test_a_device_is_refused_not_read_for_ever() -> None:
    """``/dev/zero`` (or ``/dev/urandom``, a terminal's ``/dev/stdin``) never ends: read to its
    end, it takes all the memory there is (and a terminal waits for typing)."""
    done = _replay_limited("/dev/zero")
    assert done.returncode == 2, done.stderr[-500:]
    assert done.stderr == "roadgames: error: /dev/zero is a device, not a game record file\n"
    assert done.stdout == ""


def test_a_file_too_large_for_a_record_is_refused_unread(tmp_path: Path) -> None:
    """A file past the largest record roadgames writes is refused by its size, in one line,
    without reading it (a sparse file: it takes no room on the disk)."""
    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(records.MAX_RECORD_BYTES + 1)
    done = _replay_limited(str(path))
    assert done.returncode == 2, done.stderr[-500:]
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert f"{path} is too large for a game record" in done.stderr


def test_a_record_piped_in_still_replays(tmp_path: Path) -> None:
    """Refusing devices leaves pipes be: ``replay /dev/stdin < game.json`` and ``replay
    <(gunzip -c game.json.gz)`` read a pipe."""
    path = _record_named(tmp_path, ["Ann", "Bob"])
    with path.open(encoding="utf-8") as record:
        done = subprocess.run(
            [sys.executable, "-m", "roadgames", "replay", "/dev/stdin"],
            input=record.read(),
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    assert done.returncode == 0, done.stderr
    assert "game over" in done.stdout


def test_running_out_of_memory_reading_a_record_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file under the limit may still not fit in the memory there is."""
    path = _record_named(tmp_path, ["Ann", "Bob"])
    capsys.readouterr()

    def no_memory(self: Path, encoding: str | None = None) -> str:
        raise MemoryError

    monkeypatch.setattr(Path, "read_text", no_memory)
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"roadgames: error: {path} is too large to read in the memory free\n"


def _end(out: str) -> list[str]:
    """The lines after ``game over``."""
    lines = out.splitlines()
    return lines[lines.index("game over") + 1 :]


def test_a_win_shared_by_some_seats_is_said_shared(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Three players, two level on points at the top: the match is shared between them
    (the CSV's ``match_won`` 0.5 each), not won by both as if they were partners."""
    folder, rows = simulated_records(
        tmp_path, "--preset", "modern", "--players", "3", "--games", "40", "--seed", "1"
    )
    shared = [row for row in rows if row["match_won"] == "0.5"]
    assert shared, "no shared win in the run: choose another seed"
    game = shared[0]["game"]
    seats = sorted(int(row["team"]) for row in shared if row["game"] == game)
    assert len(seats) == 2
    path = next(p for p in folder.glob("game-*.json") if int(p.stem.split("-")[1]) == int(game))
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    end = _end(capsys.readouterr().out)
    names = ", ".join(f"seat {seat} (random)" for seat in seats)
    assert end[-1] == f"shared by: {names}"
    assert not any(line.startswith("won by") for line in end)


def test_a_team_win_is_still_won_by_its_seats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Partners win together: one team's seats are its win, not a share."""
    folder, rows = simulated_records(tmp_path, "--preset", "club", "--games", "1", "--seed", "4")
    won = sorted({row["team"] for row in rows if row["match_won"] == "1.0"})
    assert len(won) == 1
    team = int(won[0])
    capsys.readouterr()
    assert main(["replay", str(folder / "game-0.json")]) == 0
    end = _end(capsys.readouterr().out)
    assert end[-1] == f"won by: seat {team} (random) and seat {team + 2} (random)"


def test_a_win_shared_by_two_of_three_teams_names_them_team_by_team(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Six players in three partnerships, two teams level at the top: the seats are listed
    by team (partners joined, teams apart), not as four seats in a row."""
    folder, rows = simulated_records(
        tmp_path, "--preset", "modern", "--players", "6", "--games", "6", "--seed", "2"
    )
    shared = [row for row in rows if row["match_won"] == "0.5"]
    assert shared, "no shared win in the run: choose another seed"
    game = shared[0]["game"]
    teams = sorted(int(row["team"]) for row in shared if row["game"] == game)
    assert len(teams) == 2
    capsys.readouterr()
    assert main(["replay", str(folder / f"game-{game}.json")]) == 0
    end = _end(capsys.readouterr().out)
    start = next(n for n, line in enumerate(end) if line.startswith("shared by"))
    result = " ".join(" ".join(end[start:]).split())  # the line wraps at the console's width
    said = " · ".join(f"seat {team} (random) and seat {team + 3} (random)" for team in teams)
    assert result == f"shared by: {said}"


def test_a_rush_hour_shift_match_counts_the_games_each_won(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A match of several games ends with each seat's count of games won (as the CSV has
    them, a row a game), and the drawn ones: "won by" alone does not say by how much."""
    folder, rows = simulated_records(
        tmp_path, "rushshift", "--seats", "greedy,random", "-o", "games=3",
        "-o", "turn_limit=30", "--games", "6", "--seed", "2",
    )  # fmt: skip
    said = set()
    for number in range(6):
        games = [row for row in rows if row["match"] == str(number)]
        wins = Counter(row["winner"] for row in games)
        drawn = wins.pop("", 0)
        capsys.readouterr()
        assert main(["replay", str(folder / f"game-{number}.json")]) == 0
        end = _end(capsys.readouterr().out)
        tally = f"games won: gold {wins['gold']} · silver {wins['silver']}"
        line = tally + (f" ({drawn} drawn)" if drawn else "")
        assert end[0] == line, end
        said.add(bool(drawn))
    assert said == {True, False}, "the run should have matches with and without draws"


def test_a_single_game_of_rush_hour_shift_has_no_count(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One game: its end says who won; a count of one game says nothing more."""
    folder, _ = simulated_records(tmp_path, "rushshift", "--seats", "greedy", "--games", "1")
    capsys.readouterr()
    assert main(["replay", str(folder / "game-0.json")]) == 0
    assert "games won" not in capsys.readouterr().out


def test_the_scores_wrap_between_teams_never_inside_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Five teams on a narrow terminal: the final scores go on as many lines as they need,
    each team's points beside its name (as each hand's score sheet wraps)."""
    monkeypatch.setenv("COLUMNS", "30")
    folder, rows = simulated_records(
        tmp_path, "--preset", "leaflet", "--players", "5", "--games", "1", "--seed", "3"
    )
    totals = Counter[int]()
    for row in rows:
        totals[int(row["team"])] += int(row["points"])
    capsys.readouterr()
    assert main(["replay", str(folder / "game-0.json")]) == 0
    end = _end(capsys.readouterr().out)
    sheet = end[: next(n for n, line in enumerate(end) if line.startswith("won by"))]
    assert len(sheet) > 1 and all(len(line) <= 30 for line in sheet)
    assert sheet[0].startswith("scores: team 0 ")
    parts = [part.strip() for part in " ".join(sheet)[len("scores: ") :].split("·")]
    assert parts == [f"team {team} {totals[team]}" for team in range(5)]
