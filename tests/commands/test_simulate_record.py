"""``roadgames simulate --record DIR``: every game played kept as a record that ``roadgames
replay`` reads, and replaying it gives the game that was played; the folder checked before
any game is played; the records of the games played kept when the run stops."""

from __future__ import annotations

import csv
import errno
import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from head_pipe import SIGPIPE_STATUS, into_head

from play_helpers import stopped_after
from roadgames.cli import main
from roadgames.commands import simulate as simulate_command
from roadgames.core.errors import RoadgamesError
from roadgames.core.records import GameRecord
from roadgames.core.registry import get_game
from roadgames.simulation import GameRun, SimulationConfig, game_seed, iter_games, record_of_run

#: The games and players whose records must replay: random seats take the engine's fast
#: path (``apply_unchecked``), the others decide and have their choices checked.
PLAYS = [
    ("millebornes", "random"),
    ("millebornes", "heuristic,random"),
    ("rushshift", "random"),
    ("rushshift", "greedy,random"),
]

#: Matches of several parts too: a Mille Bornes match to 5,000 points, Rush Hour Shift's of
#: three games.
MATCHES = [
    *((game, seats, ()) for game, seats in PLAYS),
    ("millebornes", "heuristic,random", ("--preset", "classic")),
    ("rushshift", "greedy,random", ("-o", "games=3")),
]


def _rows(path: Path) -> list[dict[str, str]]:
    with path.open(newline="") as handle:
        return list(csv.DictReader(handle))


def _simulate(game: str, seats: str, games: int, jobs: int, *more: str) -> list[str]:
    return ["simulate", game, "--seats", seats, "--games", str(games), "--jobs", str(jobs), *more]


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize(("game", "seats", "options"), MATCHES)
def test_each_record_replays_to_the_game_its_csv_rows_describe(
    game: str,
    seats: str,
    options: tuple[str, ...],
    jobs: int,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The CSV, written from the games as they were played, is the independent account:
    every hand's (or game's) ending, points or winner, and length in actions must be what
    replaying the record gives."""
    folder, out = tmp_path / "records", tmp_path / "parts.csv"
    argv = _simulate(game, seats, 3, jobs, *options, "--seed", "5", "--record", str(folder))
    assert main([*argv, "--out", str(out)]) == 0
    whole = "match" if game == "rushshift" else "game"  # a simulation's game of either
    assert f"wrote every {whole}'s record to {folder}" in capsys.readouterr().out
    rows = _rows(out)
    assert sorted(path.name for path in folder.iterdir()) == [f"game-{n}.json" for n in range(3)]
    for number in range(3):
        record = GameRecord.load(folder / f"game-{number}.json")
        state = record.replay()
        assert state.is_over
        results = state.results  # type: ignore[attr-defined]
        if game == "millebornes":
            mine = [row for row in rows if row["game"] == str(number)]
            assert len(mine) == len(results) * len(results[0].totals)
            for row in mine:
                result = results[int(row["hand"]) - 1]
                assert result.how == row["ended"]
                assert result.totals[int(row["team"])] == int(row["points"])
            hands = {row["hand"]: int(row["actions"]) for row in mine}
            assert sum(hands.values()) == len(record.actions)
        else:
            mine = [row for row in rows if row["match"] == str(number)]
            assert len(mine) == len(results)
            for row, result in zip(mine, results, strict=True):
                winner = "" if result.winner is None else ("gold", "silver")[result.winner]
                assert (row["winner"], int(row["turns"])) == (winner, result.turns)
            assert sum(int(row["actions"]) for row in mine) == len(record.actions)


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize(("game", "seats"), PLAYS)
def test_recording_plays_the_same_games_and_their_records_replay_them(
    game: str, seats: str, jobs: int
) -> None:
    """The games played when recording are those played without (same outcomes), and each
    record replays to its game's outcome and parts."""
    names = tuple(seats.split(","))
    names = names * 2 if len(names) == 1 else names
    rules = get_game(game).rules_from_options(None, 2)
    config = SimulationConfig(game, rules, names, games=3, seed=9, jobs=jobs)
    plain = list(iter_games(config))
    recorded = list(iter_games(replace(config, record=True)))
    assert all(run.actions is None for run in plain)  # nothing travels back unasked
    assert [run.outcome for run in recorded] == [run.outcome for run in plain]
    for run in recorded:
        assert run.actions
        state = record_of_run(config, run).replay()
        assert tuple(state.outcome()) == run.outcome
        assert len(state.results) == len(run.parts)  # type: ignore[attr-defined]
        if game == "millebornes":
            assert [r.lines for r in state.results] == [p.lines for p in run.parts]  # type: ignore[attr-defined]
        else:
            facts = [(r.winner, r.starter, r.turns) for r in state.results]  # type: ignore[attr-defined]
            assert facts == [(p.winner, p.starter, p.turns) for p in run.parts]


def test_a_record_keeps_the_rules_the_deal_the_players_and_where_it_came_from(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = _simulate("millebornes", "heuristic,random", 2, 1, "--seed", "7", "-o", "target=700")
    assert main([*argv, "--record", str(tmp_path)]) == 0
    capsys.readouterr()
    data = json.loads((tmp_path / "game-1.json").read_text())
    rules = get_game("millebornes").rules_from_options(None, 2, target=700)
    assert data["format"] == "roadgames-record/1" and data["game"] == "millebornes"
    assert data["rules"] == json.loads(json.dumps(rules.to_dict()))
    assert data["seed"] == game_seed(7, 1)
    assert data["players"] == ["heuristic", "random"]
    assert data["meta"]["simulation_seed"] == 7 and data["meta"]["game_number"] == 1
    assert main(["replay", str(tmp_path / "game-1.json")]) == 0
    assert "seat 0 (heuristic)" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("games", "first", "last"), [(1, "0", "0"), (10, "0", "9"), (11, "00", "10")]
)
def test_the_record_names_sort_as_the_games_were_played(
    games: int, first: str, last: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(_simulate("rushshift", "random", games, 2, "--record", str(tmp_path))) == 0
    names = sorted(path.name for path in tmp_path.iterdir())
    assert len(names) == games
    assert (names[0], names[-1]) == (f"game-{first}.json", f"game-{last}.json")


def test_the_folder_and_its_parents_are_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "runs" / "seed-3"
    assert main(_simulate("millebornes", "random", 2, 1, "--record", str(folder))) == 0
    assert sorted(path.name for path in folder.iterdir()) == ["game-0.json", "game-1.json"]


def test_a_file_named_as_the_folder_is_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(simulate_command, "iter_games", _no_game)
    path = tmp_path / "records"
    path.write_text("notes\n")
    assert main(_simulate("millebornes", "random", 2, 1, "--record", str(path))) == 2
    err = capsys.readouterr().err
    assert f"--record {path} is a file: name a folder" in err
    assert len(err.strip().splitlines()) == 1
    assert path.read_text() == "notes\n"
    assert main(_simulate("millebornes", "random", 2, 1, "--record", str(path / "in"))) == 2
    assert "--record" in capsys.readouterr().err


def test_records_already_there_are_kept_unless_told_to_overwrite(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "game-007.json").write_text("an earlier run's\n")
    (tmp_path / "game-1.json").write_text("an earlier run's\n")
    (tmp_path / "notes.txt").write_text("mine\n")
    (tmp_path / "game-notes.json").write_text("mine\n")  # not a record's name
    argv = _simulate("millebornes", "random", 2, 1, "--record", str(tmp_path))
    with monkeypatch.context() as patched:
        patched.setattr(simulate_command, "iter_games", _no_game)
        assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"--record {tmp_path} already holds game records" in err and "--overwrite" in err
    assert len(err.strip().splitlines()) == 1
    assert (tmp_path / "game-007.json").read_text() == "an earlier run's\n"
    assert main([*argv, "--overwrite"]) == 0  # valid without --out
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == ["game-0.json", "game-1.json", "game-notes.json", "notes.txt"]
    assert GameRecord.load(tmp_path / "game-1.json").replay().is_over
    assert (tmp_path / "notes.txt").read_text() == "mine\n"


def test_overwrite_still_needs_something_to_overwrite(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "--games", "1", "--overwrite"]) == 2
    err = capsys.readouterr().err
    assert "--overwrite" in err and "--out FILE" in err and "--record DIR" in err


def test_a_blank_folder_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--games", "1", "--record", " "])
    assert exit_info.value.code == 2
    assert "argument --record: name a folder" in capsys.readouterr().err


def test_a_write_failing_mid_run_ends_it_and_leaves_whole_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The disk filling up as the third record is written: the run stops as a player's
    error stops it, the two records before are whole, nothing half-written is left, and
    the CSV (on a disk that may have room) keeps the two games' rows, marked partial: the
    summary, the CSV and the records count the same games."""
    to_json = GameRecord.to_json
    calls: list[GameRecord] = []

    def fills_up(record: GameRecord) -> str:
        calls.append(record)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        return to_json(record)

    monkeypatch.setattr(GameRecord, "to_json", fills_up)
    out = tmp_path / "hands.csv"
    argv = _simulate("millebornes", "random", 5, 1, "--record", str(tmp_path / "r"))
    assert main([*argv, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {tmp_path / 'r' / 'game-2.json'}: No space left on device" in err
    assert "Traceback" not in err
    assert sorted(path.name for path in (tmp_path / "r").iterdir()) == [
        "game-0.json",
        "game-1.json",
    ]
    assert all(GameRecord.load(tmp_path / "r" / f"game-{n}.json").replay().is_over for n in (0, 1))
    with out.open(newline="", encoding="utf-8") as rows:
        kept = list(csv.DictReader(rows))
    assert {row["game"] for row in kept} == {"0", "1"}
    assert {row["partial"] for row in kept} == {"1"}
    assert "stopped by an error: the summary of the 2 games played" in err
    assert err.rstrip().endswith("No space left on device")


def _no_game(config: SimulationConfig) -> Iterator[GameRun]:
    raise AssertionError("a game was played before the arguments were checked")


@pytest.mark.parametrize(
    ("stop", "status", "said"),
    [
        (KeyboardInterrupt(), 130, "stopped: the summary of the 2 games played"),
        (RoadgamesError("a player failed"), 2, "a player failed"),
    ],
)
def test_a_stopped_run_keeps_the_records_of_the_games_played_and_says_where(
    stop: BaseException,
    status: int,
    said: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(
        simulate_command, "iter_games", lambda config: stopped_after(iter_games(config), 2, stop)
    )
    argv = _simulate("millebornes", "random", 5, 1, "--record", str(tmp_path))
    assert main(argv) == status
    captured = capsys.readouterr()
    assert said in captured.err
    assert f"wrote the records of the 2 games played to {tmp_path}" in captured.out
    assert sorted(path.name for path in tmp_path.iterdir()) == ["game-0.json", "game-1.json"]
    assert all(GameRecord.load(path).replay().is_over for path in tmp_path.iterdir())


def test_the_help_tells_of_the_records(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--record DIR" in text and "roadgames replay" in text
    assert "roadgames simulate --games 200 --seed 7 --record" in text


def test_a_csv_reader_that_leaves_does_not_cost_the_records(tmp_path: Path) -> None:
    """``--out - --record DIR | head -1``: the record of each game played was written after
    its CSV rows, so the closed pipe lost it and the folder stayed empty."""
    # three games' rows fit Python's buffer: unbuffered, the pipe closes while they go out
    done = into_head("simulate --games 3 --jobs 1 --out - --record rr", tmp_path, unbuffered=True)
    assert done.returncode == SIGPIPE_STATUS, done.stderr
    kept = sorted((tmp_path / "rr").glob("game-*.json"))
    assert kept and all(GameRecord.load(path).replay().is_over for path in kept)


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_each_csv_row_names_the_seed_its_game_was_dealt_with(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A row gave no seed: a researcher had to know game_seed() to deal a game again."""
    folder, out = tmp_path / "records", tmp_path / "parts.csv"
    argv = _simulate(game, "random", 3, 1, "--seed", "9", "--record", str(folder))
    assert main([*argv, "--out", str(out)]) == 0
    capsys.readouterr()
    number = "game" if game == "millebornes" else "match"
    seeds = {int(row[number]): int(row["seed"]) for row in _rows(out)}
    assert seeds == {n: game_seed(9, n) for n in range(3)}
    for n, seed in seeds.items():  # the record of that game was dealt from it
        assert GameRecord.load(folder / f"game-{n}.json").seed == seed
