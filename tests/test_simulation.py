"""``roadgames simulate`` and :mod:`roadgames.simulation`: games by chosen players, their
summary and CSV, the same figures on any number of cores, clean refusals."""

from __future__ import annotations

import csv
import io
import signal
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.commands.simulate import write_hands_csv
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import parallel_map
from roadgames.millebornes import make_rules
from roadgames.simulation import SimulationConfig, check_config, iter_games, summarise


def _config(
    preset: str = "classic", seats: tuple[str, ...] = ("random", "random"), **kw: int
) -> SimulationConfig:
    rules = make_rules(preset, len(seats))
    return SimulationConfig(
        rules=rules,
        seats=seats,
        games=kw.get("games", 6),
        seed=kw.get("seed", 3),
        jobs=kw.get("jobs", 1),
    )


def test_the_summary_adds_up_every_hand_of_every_game() -> None:
    config = _config("classic", games=4)
    games = list(iter_games(config))
    summary = summarise(config, games)
    hands = [hand for game in games for hand in game.hands]
    assert [game.number for game in games] == [0, 1, 2, 3]
    assert summary.games == 4 and summary.hands == len(hands) > 4  # matches of several hands
    assert sum(summary.endings.values()) == summary.hands
    assert sum(summary.actions_per_hand) == sum(hand.actions for hand in hands)
    # every point of every hand comes from exactly one score line
    all_points = sum(sum(points) for points in summary.points_by_team)
    assert sum(summary.line_points.values()) == all_points
    assert summary.line_counts["Distance"] == 2 * summary.hands
    # a classic match has one winner unless tied: its seats count the win
    assert sum(summary.wins_by_seat.values()) >= summary.games


def test_the_figures_do_not_depend_on_the_number_of_cores() -> None:
    one = list(iter_games(_config("modern", games=6, jobs=1)))
    two = list(iter_games(_config("modern", games=6, jobs=2)))
    assert one == two
    other_seed = list(iter_games(_config("modern", games=6, seed=4)))
    assert other_seed != one


def test_each_seat_is_played_by_the_player_named_for_it() -> None:
    # the heuristic beats random in nearly every hand: the wins must go to its seat
    for seats in (("heuristic", "random"), ("random", "heuristic")):
        config = _config("modern", seats=seats, games=10)
        summary = summarise(config, iter_games(config))
        strong = seats.index("heuristic")
        assert summary.wins_by_seat[strong] >= 9
        assert summary.wins_by_seat[1 - strong] <= 1


def test_the_csv_has_a_row_per_hand_and_team_whose_lines_add_up(tmp_path: Path) -> None:
    config = _config("classic", seats=("heuristic", "random"), games=2)
    games = list(iter_games(config))
    out = io.StringIO()
    write_hands_csv(out, config, games)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    hands = sum(len(game.hands) for game in games)
    assert len(rows) == 2 * hands
    fixed = {"game", "hand", "ended", "actions", "team", "players", "points", "won"}
    for row in rows:
        lines = [int(v) for k, v in row.items() if k not in fixed]
        assert sum(lines) == int(row["points"])
        assert row["players"] == ("heuristic" if row["team"] == "0" else "random")
    for game, hand in {(r["game"], r["hand"]) for r in rows}:
        shares = [float(r["won"]) for r in rows if (r["game"], r["hand"]) == (game, hand)]
        assert sum(shares) == pytest.approx(1.0)


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
    config = SimulationConfig(make_rules("classic", 2), seats, games, 0, jobs)
    with pytest.raises(RoadgamesError, match=message):
        check_config(config)


def test_the_command_refuses_an_output_it_cannot_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--games", "1", "--out", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "--out", str(tmp_path / "no" / "x.csv")]) == 2
    assert "does not exist" in capsys.readouterr().err


def _interrupt_handler(_: int) -> bool:
    return signal.getsignal(signal.SIGINT) is signal.SIG_IGN


def test_workers_leave_ctrl_c_to_the_main_process() -> None:
    # a worker stopped by Ctrl-C loses its result and the main process would wait forever
    assert all(parallel_map(_interrupt_handler, range(4), workers=2))
    assert signal.getsignal(signal.SIGINT) is not signal.SIG_IGN  # this process still hears it
