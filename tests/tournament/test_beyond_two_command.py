"""``roadgames tournament`` beyond two seats at the command line: partnerships and three
teams resume and compare with a baseline as two seats do, and a table the arguments cannot
seat is refused in one line, before anything is written."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from roadgames.cli import main

SIX = ["tournament", "--agents", "random+easy,easy,random", "--players", "6", "--jobs", "1"]


def rows(path: Path, drop: tuple[str, ...] = ()) -> list[dict[str, str]]:
    """The rows of a CSV file, without the columns ``drop``."""
    with path.open(newline="", encoding="utf-8") as handle:
        return [{k: v for k, v in row.items() if k not in drop} for row in csv.DictReader(handle)]


TIMES = ("median_ms_per_decision", "max_ms_per_decision")


def test_three_partnerships_resume_to_the_games_of_a_run_in_one_go(tmp_path: Path) -> None:
    once, resumed = tmp_path / "once", tmp_path / "resumed"
    assert main([*SIX, "--deals", "2", "--out", str(once)]) == 0
    assert main([*SIX, "--deals", "1", "--out", str(resumed)]) == 0
    assert main([*SIX, "--deals", "2", "--out", str(resumed), "--resume"]) == 0
    assert rows(resumed / "games.csv") == rows(once / "games.csv")
    assert len(rows(once / "games.csv")) == 2 * 3 * 3  # deals × rotations × teams
    assert rows(resumed / "standings.csv", TIMES) == rows(once / "standings.csv", TIMES)
    assert rows(resumed / "head_to_head.csv") == rows(once / "head_to_head.csv")


def test_partnerships_compared_with_themselves_change_nothing(tmp_path: Path) -> None:
    four = ["tournament", "--agents", "random+easy,easy", "--players", "4", "--jobs", "1"]
    first, second = tmp_path / "first", tmp_path / "second"
    assert main([*four, "--deals", "3", "--out", str(first)]) == 0
    assert main([*four, "--deals", "3", "--out", str(second), "--baseline", str(first)]) == 0
    lines = rows(second / "baseline.csv")
    assert [line["player"] for line in lines] == ["random+easy", "easy"]
    assert all(line["deals"] == "3" and line["games_changed"] == "0" for line in lines)
    assert all(float(line["difference"]) == 0.0 for line in lines)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        # three partners for a team of two seats (four seats: two teams of two)
        (["--agents", "random+easy+random,easy", "--players", "4"], "names 3 partners"),
        # partners at a table of lone players: 3 or 5 seats, or 4 without teams
        (["--agents", "random+easy,easy", "--players", "3"], "a team here has one seat"),
        (["--agents", "random+easy,easy", "--players", "5", "--preset", "modern"], "one seat"),
        (["--agents", "random+easy,easy", "--players", "4", "-o", "teams=off"], "one seat"),
        # seat counts a preset refuses
        (["--agents", "random,easy", "--players", "5"], "preset 'classic' is played by 2, 3, 4, 6"),
        (["--agents", "random,easy", "--players", "6", "--preset", "club"], "2, 3, 4 players"),
        (["--agents", "random,easy", "--players", "7", "--preset", "modern"], "2 to 6, not 7"),
        (["--agents", "random,easy", "--players", "5", "--preset", "modern", "-o", "teams=on"],
         "partnerships need 4 (2×2) or 6 (3×2) players, not 5"),
    ],
)  # fmt: skip
def test_a_table_the_arguments_cannot_seat_is_refused_before_anything_is_written(
    change: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    assert main(["tournament", "--jobs", "1", "--deals", "2", *change, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: error: ") and err.count("\n") == 1
    assert message in err and "Traceback" not in err
    assert not out.exists()
