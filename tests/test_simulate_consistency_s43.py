"""``roadgames simulate`` run by run, checked as properties the help and the README
promise, for both games: the same seed gives the same CSV, whatever ``--jobs``; a run
stopped part way keeps the rows of the games it played, as the unbroken run has them, with
the ``partial`` column; each ``--record`` file replays (``roadgames replay``) to its CSV
rows; and each row's ``seed`` deals its game again (``game_seed``, ``new_game``)."""

from __future__ import annotations

import csv
import io
import os
import re
import signal
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from roadgames.cli import main
from roadgames.commands import simulate as simulate_command
from roadgames.core.records import GameRecord
from roadgames.core.registry import get_game
from roadgames.simulation import GameRun, SimulationConfig, game_seed, iter_games

pytestmark = pytest.mark.usefixtures("no_collection")


@dataclass(frozen=True)
class Setting:
    """A cheap simulation: the game, its rules' words and its seats."""

    game: str
    words: tuple[str, ...]
    seats: str


MILLE_SEATS = ["random", "heuristic,easy", "easy,random,heuristic", "heuristic,random,easy,easy"]


@st.composite
def settings_strategy(draw: st.DrawFn) -> Setting:
    """Mille Bornes under any preset with 2 to 4 cheap players (classic takes 2, 3 or 4,
    club 2 to 4), or Rush Hour Shift, a game or a match of two, kept short."""
    if draw(st.booleans()):
        words: tuple[str, ...] = (
            "-o",
            "turn_limit=40",
            "-o",
            f"games={draw(st.sampled_from([1, 2]))}",
        )
        return Setting("rushshift", words, draw(st.sampled_from(["random", "greedy,random"])))
    preset = draw(st.sampled_from(["classic", "modern", "leaflet", "club"]))
    seats = draw(st.sampled_from(MILLE_SEATS))
    # a whole classic match is long: one hand of it, unless drawn otherwise
    words = ("--preset", preset)
    if preset != "modern" and draw(st.booleans()):
        words += ("-o", "match_target=1000")
    return Setting("millebornes", words, seats)


def argv_of(setting: Setting, seed: int, games: int, *more: str) -> list[str]:
    """The command line simulating ``setting``."""
    return [
        "simulate", setting.game, *setting.words, "--seats", setting.seats,
        "--games", str(games), "--seed", str(seed), *more,
    ]  # fmt: skip


def rows_of(path: Path) -> list[dict[str, str]]:
    """The rows of a CSV file."""
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


def number_column(game: str) -> str:
    """The column numbering a simulation's games: Mille Bornes' ``game``, Rush Hour
    Shift's ``match``."""
    return "match" if game == "rushshift" else "game"


EXAMPLES = settings(max_examples=10, suppress_health_check=[HealthCheck.function_scoped_fixture])


@EXAMPLES
@given(setting=settings_strategy(), seed=st.integers(0, 2**40), games=st.integers(1, 4))
def test_the_same_seed_gives_the_same_csv_whatever_the_jobs(
    setting: Setting, seed: int, games: int, capsys: pytest.CaptureFixture[str]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        outs = [Path(folder) / f"{n}.csv" for n in range(3)]
        for out, jobs in zip(outs, ("1", "2", "1"), strict=True):
            assert main(argv_of(setting, seed, games, "--jobs", jobs, "--out", str(out))) == 0
        one, two, again = (out.read_bytes() for out in outs)
        assert one == two == again
        capsys.readouterr()  # and on the standard output, the tables apart
        assert main(argv_of(setting, seed, games, "--jobs", "2", "--out", "-")) == 0
        assert capsys.readouterr().out.encode() == one
        rows = rows_of(outs[0])
        column = number_column(setting.game)
        assert {row[column] for row in rows} == {str(n) for n in range(games)}
        assert all(row["seed"] == str(game_seed(seed, int(row[column]))) for row in rows)
        # fewer games are the first of them (game n is dealt game_seed(seed, n) whatever
        # --games says)
        fewer = Path(folder) / "fewer.csv"
        assert main(argv_of(setting, seed, games - 1 or 1, "--jobs", "1", "--out", str(fewer))) == 0
        kept = [row for row in rows if int(row[column]) < (games - 1 or 1)]
        assert rows_of(fewer) == kept


def stopped_after(played: int, stop: signal.Signals) -> Callable[..., Iterator[GameRun]]:
    """A stand-in for ``iter_games`` that sends ``stop`` to this process once ``played``
    games have come (as a user's Ctrl-C or ``kill`` would)."""

    def playing(config: SimulationConfig) -> Iterator[GameRun]:
        games = iter_games(config)
        try:
            for number, game in enumerate(games):
                if number == played:
                    os.kill(os.getpid(), stop)
                yield game
        finally:
            games.close()

    return playing


@EXAMPLES
@given(
    setting=settings_strategy(),
    seed=st.integers(0, 2**40),
    played=st.integers(1, 3),
    jobs=st.sampled_from(["1", "2"]),
    stop=st.sampled_from([signal.SIGINT, signal.SIGTERM]),
)
def test_a_stopped_run_keeps_the_rows_of_the_games_it_played(
    setting: Setting,
    seed: int,
    played: int,
    jobs: str,
    stop: signal.Signals,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The CSV holds the rows of the games played, with the ``partial`` column, the
    folder their records, and the summary printed is a run of that many games'."""
    with tempfile.TemporaryDirectory() as folder:
        whole, cut = Path(folder) / "whole.csv", Path(folder) / "cut.csv"
        records = Path(folder) / "records"
        assert main(argv_of(setting, seed, 4, "--jobs", "1", "--out", str(whole))) == 0
        capsys.readouterr()
        assert main(argv_of(setting, seed, played, "--jobs", "1")) == 0
        summary = capsys.readouterr().out
        with monkeypatch.context() as patch:
            patch.setattr(simulate_command, "iter_games", stopped_after(played, stop))
            argv = argv_of(setting, seed, 4, "--jobs", jobs)
            assert main(argv) == 128 + stop
            assert capsys.readouterr().out == summary
            argv += ["--record", str(records)]
            assert main([*argv, "--out", str(cut)]) == 128 + stop
        column = number_column(setting.game)
        expected = [{**row, "partial": "1"} for row in rows_of(whole) if int(row[column]) < played]
        assert rows_of(cut) == expected
        assert sorted(path.name for path in records.iterdir()) == [
            f"game-{n}.json" for n in range(played)
        ]


#: A team's score of a hand in ``roadgames replay``'s output.
HAND_SCORE = re.compile(r"^score of hand (\d+)$")
TEAM_SCORE = re.compile(r"^ +team (\d+): +(-?\d+)")
HAND_OVER = re.compile(r"hand (\d+) over \((\w+)\)")


def replayed(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """What ``roadgames replay`` prints of the record at ``path``."""
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    return capsys.readouterr().out


def check_mille_bornes(out: str, rows: list[dict[str, str]]) -> None:
    """The hands and scores that ``roadgames replay`` printed are the game's rows."""
    points: dict[tuple[int, int], int] = {}
    hand = 0
    for line in out.splitlines():
        if match := HAND_SCORE.match(line):
            hand = int(match[1])
        elif hand and (match := TEAM_SCORE.match(line)):
            points[hand, int(match[1])] = int(match[2])
    assert points == {(int(r["hand"]), int(r["team"])): int(r["points"]) for r in rows}
    endings = {int(m[1]): m[2] for m in HAND_OVER.finditer(out)}
    assert endings == {int(r["hand"]): r["ended"] for r in rows}
    totals = re.search(r"^scores: (.*)$", out, re.MULTILINE)
    assert totals is not None
    teams = sorted({int(r["team"]) for r in rows})
    summed = [sum(int(r["points"]) for r in rows if int(r["team"]) == t) for t in teams]
    assert totals[1] == " · ".join(f"team {t} {s}" for t, s in zip(teams, summed, strict=True))


def check_rush_hour_shift(out: str, rows: list[dict[str, str]]) -> None:
    """The match that ``roadgames replay`` printed is the match's rows: its games won (a
    match of several games) and its winner."""
    if len(rows) > 1:
        gold = sum(row["winner"] == "gold" for row in rows)
        silver = sum(row["winner"] == "silver" for row in rows)
        drawn = sum(row["winner"] == "" for row in rows)
        end = f" ({drawn} drawn)" if drawn else ""
        assert f"games won: gold {gold} · silver {silver}{end}\n" in out
    winner = rows[0]["match_winner"]
    if winner:
        assert f"won by: {winner} ({rows[0][winner]})\n" in out
    else:
        assert "result: a draw\n" in out


@EXAMPLES
@given(setting=settings_strategy(), seed=st.integers(0, 2**40), jobs=st.sampled_from(["1", "2"]))
def test_each_record_replays_to_its_rows_and_each_seed_deals_its_game(
    setting: Setting, seed: int, jobs: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        out, records = Path(folder) / "out.csv", Path(folder) / "records"
        argv = argv_of(setting, seed, 2, "--jobs", jobs, "--record", str(records))
        assert main([*argv, "--out", str(out)]) == 0
        rows = rows_of(out)
        column = number_column(setting.game)
        spec = get_game(setting.game)
        for number in range(2):
            mine = [row for row in rows if row[column] == str(number)]
            path = records / f"game-{number}.json"
            printed = replayed(path, capsys)
            if setting.game == "millebornes":
                check_mille_bornes(printed, mine)
            else:
                check_rush_hour_shift(printed, mine)
            # the row's seed deals the game again, as the record's first state
            record = GameRecord.load(path)
            assert {row["seed"] for row in mine} == {str(record.seed)}
            dealt = spec.new_state(spec.rules_from_dict(record.rules), seed=int(mine[0]["seed"]))
            record.actions = []
            assert record.replay() == dealt
