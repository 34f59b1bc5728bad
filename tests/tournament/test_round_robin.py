"""More players than teams: a round robin on duplicate deals. Every group of players meets
on every deal in each of its seatings; the standings, the head-to-head table, the sweeps
and a baseline comparison count each player over the games it sat in; a run resumes."""

from __future__ import annotations

import csv
from collections import Counter
from itertools import permutations
from pathlib import Path

import pytest
from test_runner import toy_config

from roadgames.cli import main
from roadgames.tournament import run_tournament, standings
from roadgames.tournament.compare import paired_differences
from roadgames.tournament.rotations import rotation_count
from roadgames.tournament.seating import Lineup, team_assignment
from roadgames.tournament.statistics import elo_difference, head_to_head, wilson


def _lineups(names: str) -> list[Lineup]:
    return [Lineup(name, (name,)) for name in names]


def test_every_pair_meets_in_both_seatings_once_per_deal() -> None:
    lineups = _lineups("abcd")
    seatings = [
        tuple(x.label for x in team_assignment(lineups, 2, r)) for r in range(rotation_count(4, 2))
    ]
    assert sorted(seatings) == sorted(permutations("abcd", 2))


def test_with_three_teams_every_player_sits_in_every_place_as_often() -> None:
    lineups = _lineups("abcd")
    count = rotation_count(4, 3)
    seatings = [tuple(x.label for x in team_assignment(lineups, 3, r)) for r in range(count)]
    assert len(set(seatings)) == count == 12  # four groups of three, three rotations each
    for place in range(3):
        assert Counter(seating[place] for seating in seatings) == dict.fromkeys("abcd", 3)


def test_fewer_players_than_teams_still_repeat_them() -> None:
    assert rotation_count(2, 3) == 3
    assert [x.label for x in team_assignment(_lineups("ab"), 3, 1)] == ["b", "a", "a"]


def test_a_rigged_round_robin_has_the_known_answer() -> None:
    """``always`` wins at once, ``never`` only passes (two ``never`` draw): ``always`` wins
    every game it plays, each ``never`` a quarter (lost to ``always``, halves with the
    other); head to head, 100% and 50%. No deals are counted as swept: in a round robin
    the head-to-head table tells the players apart."""
    config = toy_config("always,never,never", deals=5)
    results = run_tournament(config)
    assert len(results) == 5 * 6
    table = {row.label: row for row in standings(results, config.labels)}
    assert table["always"].games == 20 and table["always"].wins == 20
    assert table["never"].games == 20 and table["never"].wins == 5
    assert (table["never"].low, table["never"].high) == pytest.approx(wilson(5, 20))
    # a perfect record is clipped half a game short, as with two players: 9.5 of 10 against
    # each ``never``, whose even meetings put them level
    gap = elo_difference(9.5 / 10)
    assert table["always"].elo - table["never"].elo == pytest.approx(gap, abs=0.01)
    assert table["never"].elo == pytest.approx(table["never#2"].elo, abs=0.01)
    assert [table[x].swept for x in ("always", "never", "never#2")] == [None, None, None]
    meetings = {(m.label, m.opponent): m for m in head_to_head(results, config.labels)}
    assert len(meetings) == 6
    assert meetings["always", "never"].rate == 1.0 and meetings["always", "never"].games == 10
    assert meetings["never", "always"].rate == 0.0
    assert meetings["never", "never#2"].rate == 0.5 == meetings["never#2", "never"].rate
    assert (meetings["never", "never#2"].low, meetings["never", "never#2"].high) == pytest.approx(
        wilson(5, 10)
    )


def test_a_baseline_counts_each_player_over_the_games_it_sat_in() -> None:
    """The same round robin as its own baseline: no difference, and each player's rate is
    its rate in the standings (not diluted by the games of the others' pairs)."""
    config = toy_config("always,never,never", deals=4)
    results = run_tournament(config)
    lines = paired_differences(results, config.labels, results, config.labels)
    rates = {row.label: row.rate for row in standings(results, config.labels)}
    assert [line.rate for line in lines] == [rates[label] for label in config.labels]
    assert [line.difference for line in lines] == [0.0, 0.0, 0.0]
    assert [line.deals for line in lines] == [4, 4, 4]


def _command(out: Path) -> list[str]:
    """A round robin of three players at the command line, saved in ``out``."""
    return ["tournament", "--agents", "random,easy,heuristic", "--jobs", "1", "--out", str(out)]


def test_a_round_robin_at_the_command_line_prints_writes_and_resumes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    args = _command(out)
    assert main([*args, "--deals", "2"]) == 0
    printed = capsys.readouterr().out
    assert "2 duplicate deals, 12 games" in printed and "head to head" in printed
    assert main([*args, "--deals", "3", "--resume"]) == 0
    assert "resuming: 12 of the 18 games already played" in capsys.readouterr().err
    with (out / "games.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 3 * 6 * 2
    assert {row["rotation"] for row in rows} == {str(r) for r in range(6)}
    with (out / "head_to_head.csv").open() as handle:
        meetings = list(csv.DictReader(handle))
    assert len(meetings) == 6 and all(m["games"] == "6" for m in meetings)
    random_row = next(m for m in meetings if (m["player"], m["opponent"]) == ("random", "easy"))
    easy_row = next(m for m in meetings if (m["player"], m["opponent"]) == ("easy", "random"))
    assert float(random_row["wins"]) + float(easy_row["wins"]) == 6


def test_a_saved_game_beyond_the_round_robin_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    args = _command(out)
    assert main([*args, "--deals", "1"]) == 0
    games = out / "games.csv"
    games.write_text(games.read_text() + "0,6,0,random,1.0,0,\n0,6,1,easy,0.0,0,\n")
    capsys.readouterr()
    assert main([*args, "--deals", "1", "--resume"]) == 2
    assert "no game has deal 0, rotation 6" in capsys.readouterr().err


def test_a_round_robin_too_large_to_play_is_refused_in_words(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["tournament", "--agents", ",".join(["random"] * 40), "--deals", "1"]) == 2
    assert "40 players for 2 teams make a round robin of 1,560 games per deal" in (
        capsys.readouterr().err
    )


def test_a_dash_is_no_folder_for_a_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    """``simulate --out -`` is the standard output; a tournament's ``--out`` is a folder of
    files, and ``-`` made one by that name."""
    assert main(["tournament", "--agents", "random,easy", "--deals", "1", "--out", "-"]) == 2
    assert "--out names a folder for the run's files: not -" in capsys.readouterr().err
