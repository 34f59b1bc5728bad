"""Each deal seats the players in each distinct way once: fewer lineups than teams fill the
table in turn, and where their number divides the teams', a rotation by it seats everyone
where they sat before (a game played twice, counted twice, narrowed the interval). A run
saved before that played those seatings twice and is not carried on."""

from __future__ import annotations

import csv
import json
from collections import defaultdict
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.tournament.rotations import rotation_count


def _seatings(folder: Path) -> dict[int, list[tuple[str, ...]]]:
    """Per deal, each game's players team by team, from ``games.csv``."""
    games: dict[tuple[int, int], dict[int, str]] = defaultdict(dict)
    with (folder / "games.csv").open(encoding="utf-8") as rows:
        for row in csv.DictReader(rows):
            games[int(row["deal"]), int(row["rotation"])][int(row["team"])] = row["player"]
    deals: dict[int, list[tuple[str, ...]]] = defaultdict(list)
    for (deal, _), teams in sorted(games.items()):
        deals[deal].append(tuple(teams[team] for team in sorted(teams)))
    return deals


@pytest.mark.parametrize(
    ("players", "agents", "games"),
    [(4, "heuristic,random", 2), (6, "heuristic,random,easy", 3), (6, "heuristic,random", 2)],
)
def test_a_deal_plays_each_seating_once(
    tmp_path: Path, players: int, agents: str, games: int
) -> None:
    folder = tmp_path / "run"
    argv = ["tournament", "--agents", agents, "--players", str(players), "-o", "teams=off"]
    assert main([*argv, "--deals", "2", "--jobs", "1", "--out", str(folder)]) == 0
    lineups = agents.split(",")
    for seatings in _seatings(folder).values():
        assert len(seatings) == games == len(set(seatings))  # each distinct, none twice
        for place in range(players):  # every player in every place once
            assert sorted(seating[place] for seating in seatings) == sorted(lineups)


def test_lineups_that_do_not_divide_the_table_keep_every_rotation() -> None:
    assert [rotation_count(2, 3), rotation_count(2, 5), rotation_count(4, 6)] == [3, 5, 6]
    assert [rotation_count(2, 4), rotation_count(3, 6), rotation_count(2, 6)] == [2, 3, 2]


def _saved_before_seating(folder: Path, argv: list[str]) -> None:
    """A run played, its settings then written as a roadgames before this change wrote
    them (no ``seating``)."""
    assert main([*argv, "--deals", "1", "--jobs", "1", "--out", str(folder)]) == 0
    settings = json.loads((folder / "settings.json").read_text(encoding="utf-8"))
    del settings["seating"]
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")


def test_an_older_run_that_played_seatings_twice_is_not_carried_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "run"
    argv = ["tournament", "--agents", "heuristic,random", "--players", "4", "-o", "teams=off"]
    _saved_before_seating(folder, argv)
    capsys.readouterr()
    assert main([*argv, "--deals", "2", "--jobs", "1", "--out", str(folder), "--resume"]) == 2
    err = capsys.readouterr().err
    assert "2 times over" in err and "play it again in another folder" in err
    assert err.count("\n") == 1


def test_an_older_run_of_two_teams_is_carried_on(tmp_path: Path) -> None:
    folder = tmp_path / "run"
    argv = ["tournament", "--agents", "heuristic,random"]
    _saved_before_seating(folder, argv)
    assert main([*argv, "--deals", "2", "--jobs", "1", "--out", str(folder), "--resume"]) == 0
    assert len(_seatings(folder)) == 2
