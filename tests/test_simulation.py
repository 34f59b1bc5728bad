"""``roadgames simulate`` and :mod:`roadgames.simulation`: games by chosen players, their
summary and CSV, the same figures on any number of cores, clean refusals."""

from __future__ import annotations

import csv
import io
import signal
from pathlib import Path

import pytest
from rich.console import Console

from roadgames.cli import main
from roadgames.commands.progress import with_progress
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import parallel_map
from roadgames.core.registry import get_game
from roadgames.simulation import (
    GameRun,
    MatchTally,
    SimulationConfig,
    check_config,
    iter_games,
    summarise,
)
from roadgames.simulation.millebornes import HandFacts, MilleBornesSummary
from roadgames.simulation.millebornes import write_csv as write_hands
from roadgames.simulation.rushshift import RoundFacts, RushShiftSummary
from roadgames.simulation.rushshift import write_csv as write_games


def _config(
    game: str = "millebornes",
    preset: str | None = "classic",
    seats: tuple[str, ...] = ("random", "random"),
    games: int = 6,
    seed: int = 3,
    jobs: int = 1,
) -> SimulationConfig:
    rules = get_game(game).rules_from_options(preset, len(seats))
    return SimulationConfig(game, rules, seats, games, seed, jobs)


def _mille_bornes(config: SimulationConfig) -> tuple[list[GameRun], MilleBornesSummary]:
    runs = list(iter_games(config))
    summary = summarise(config, runs)
    assert isinstance(summary, MilleBornesSummary)
    return runs, summary


def test_the_summary_adds_up_every_hand_of_every_game() -> None:
    runs, summary = _mille_bornes(_config(games=4))
    hands = [hand for run in runs for hand in run.parts]
    assert all(isinstance(hand, HandFacts) for hand in hands)
    assert [run.number for run in runs] == [0, 1, 2, 3]
    assert summary.games == 4 and summary.hands == len(hands) > 4  # matches of several hands
    assert sum(summary.endings.values()) == summary.hands
    assert sum(summary.actions_per_hand) == sum(hand.actions for hand in hands)
    # every point of every hand comes from exactly one score line
    all_points = sum(sum(points) for points in summary.points_by_team)
    assert sum(summary.line_points.values()) == all_points
    assert summary.line_counts["Distance"] == 2 * summary.hands
    # a classic match has one winner unless tied
    assert sum(summary.matches.wins.values()) + summary.matches.shared == summary.games


def test_a_shared_match_is_no_seats_win() -> None:
    tally = MatchTally()
    tally.add([0.5, 0.5])  # a tie
    tally.add([1.0, 0.0, 1.0, 0.0])  # a team of two won
    tally.add([0.0, 1.0])
    assert tally.shared == 1
    assert tally.wins == {0: 1, 2: 1, 1: 1}


def test_the_figures_do_not_depend_on_the_number_of_cores() -> None:
    one = list(iter_games(_config(preset="modern", jobs=1)))
    two = list(iter_games(_config(preset="modern", jobs=2)))
    assert one == two
    assert list(iter_games(_config(preset="modern", seed=4))) != one


def test_each_seat_is_played_by_the_player_named_for_it() -> None:
    # the heuristic beats random in nearly every hand: the wins must go to its seat
    for seats in (("heuristic", "random"), ("random", "heuristic")):
        _, summary = _mille_bornes(_config(preset="modern", seats=seats, games=10))
        strong = seats.index("heuristic")
        assert summary.matches.wins[strong] >= 9
        assert summary.matches.wins[1 - strong] <= 1


def test_the_csv_has_a_row_per_hand_and_team_whose_lines_add_up() -> None:
    config = _config(seats=("heuristic", "random"), games=2)
    runs = list(iter_games(config))
    out = io.StringIO()
    hands = write_hands(out, config, runs)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert hands == sum(len(run.parts) for run in runs) and len(rows) == 2 * hands
    fixed = {"game", "hand", "ended", "actions", "team", "players", "points", "won"}
    for row in rows:
        lines = [int(v) for k, v in row.items() if k not in fixed]
        assert sum(lines) == int(row["points"])
        assert row["players"] == ("heuristic" if row["team"] == "0" else "random")
    for game, hand in {(r["game"], r["hand"]) for r in rows}:
        shares = [float(r["won"]) for r in rows if (r["game"], r["hand"]) == (game, hand)]
        assert sum(shares) == pytest.approx(1.0)


def test_rush_hour_shift_matches_are_counted_game_by_game() -> None:
    config = SimulationConfig(
        "rushshift",
        get_game("rushshift").rules_from_options(None, 2, games=3),
        ("greedy", "random"),
        games=8,
        seed=2,
    )
    runs = list(iter_games(config))
    summary = summarise(config, runs)
    assert isinstance(summary, RushShiftSummary)
    games = [game for run in runs for game in run.parts]
    assert all(isinstance(game, RoundFacts) for game in games)
    assert summary.rounds == len(games) == 3 * 8  # three games a match
    assert summary.drawn + sum(summary.round_wins.values()) == summary.rounds
    assert sum(summary.starts.values()) == summary.rounds
    assert all(summary.wins_starting[s] <= summary.round_wins[s] for s in (0, 1))
    # the greedy player (gold) beats random: its seat must get the wins
    assert summary.matches.wins[0] > summary.matches.wins[1]
    assert sum(summary.matches.wins.values()) + summary.matches.shared == summary.games
    out = io.StringIO()
    assert write_games(out, config, runs) == len(games)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert {row["gold"] for row in rows} == {"greedy"}
    assert sum(int(row["turns"]) for row in rows) == sum(summary.turns)


def test_the_command_writes_the_csv_and_names_the_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hands.csv"
    argv = ["simulate", "--seats", "heuristic,random", "--games", "3", "--jobs", "1"]
    assert main([*argv, "--out", str(path)]) == 0
    out = capsys.readouterr().out
    assert "3 games (heuristic vs random)" in out and f"to {path}" in out
    header = path.read_text().splitlines()[0]
    assert header.startswith("game,hand,ended,actions,team,players,points,won,Distance")


def test_the_command_simulates_rush_hour_shift(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.csv"
    argv = ["simulate", "rushshift", "--seats", "greedy", "--games", "4", "--jobs", "1"]
    assert main([*argv, "-o", "games=2", "--out", str(path)]) == 0
    out = capsys.readouterr().out
    assert "4 matches of 2 games (greedy)" in out and "won when starting" in out
    assert "wrote 8 games" in out
    assert len(path.read_text().splitlines()) == 1 + 8


@pytest.mark.parametrize(
    ("seats", "games", "jobs", "message"),
    [
        (("random",), 5, 1, "1 players named for 2 seats"),
        (("random", "nobody"), 5, 1, "unknown player 'nobody'"),
        (("random", "expert@soon"), 5, 1, "bad budget"),
        (("random", "random"), 0, 1, "--games must be from 1"),
        (("random", "random"), 5, -1, "--jobs cannot be negative"),
    ],
)
def test_a_simulation_that_cannot_run_is_refused(
    seats: tuple[str, ...], games: int, jobs: int, message: str
) -> None:
    config = _config(games=games, jobs=jobs)
    config = SimulationConfig(config.game, config.rules, seats, games, 0, jobs)
    with pytest.raises(RoadgamesError, match=message):
        check_config(config)


def test_the_command_refuses_what_it_cannot_do(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--games", "1", "--out", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "--out", str(tmp_path / "no" / "x.csv")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert main(["simulate", "rushshift", "--seats", "expert"]) == 2  # a Mille Bornes player
    assert "unknown player 'expert' for rushshift" in capsys.readouterr().err
    assert main(["simulate", "rushshift", "--players", "3"]) == 2
    assert "Traceback" not in capsys.readouterr().err


def _interrupt_handler(_: int) -> bool:
    return signal.getsignal(signal.SIGINT) is signal.SIG_IGN


def test_workers_leave_ctrl_c_to_the_main_process() -> None:
    # a worker stopped by Ctrl-C loses its result and the main process would wait forever
    assert all(parallel_map(_interrupt_handler, range(4), workers=2))
    assert signal.getsignal(signal.SIGINT) is not signal.SIG_IGN  # this process still hears it


def _progress_lines(total: int, quiet_seconds: float) -> list[str]:
    """The lines a log gets while ``total`` items go by: each up to its first comma."""
    log = io.StringIO()
    items = with_progress(range(total), Console(file=log), total, quiet_seconds=quiet_seconds)
    assert list(items) == list(range(total))
    return [line.split(",")[0] for line in log.getvalue().splitlines()]


def test_a_log_hears_of_progress_every_twentieth_and_at_the_end() -> None:
    every_twentieth = [f"played {n}/40 games" for n in range(2, 41, 2)]
    assert _progress_lines(40, quiet_seconds=0) == every_twentieth
    assert _progress_lines(40, quiet_seconds=3600) == ["played 40/40 games"]  # a short run
