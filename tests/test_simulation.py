"""``roadgames simulate`` and :mod:`roadgames.simulation`: games by chosen players, their
summary and CSV, the same figures on any number of cores, clean refusals."""

from __future__ import annotations

import csv
import io
import os
import signal
import stat
import statistics
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from itertools import product
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

from roadgames.agents.millebornes.heuristic import HeuristicAgent
from roadgames.cli import main
from roadgames.commands.progress import with_progress
from roadgames.commands.simulate import _add_up
from roadgames.commands.stopping import STOPPING, terminate_as_interrupt
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import parallel_map
from roadgames.core.registry import get_game
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.scoring import hand_lines, line_labels
from roadgames.millebornes.tableau import Tableau
from roadgames.simulation import (
    GameRun,
    MatchTally,
    SimulationConfig,
    Spread,
    check_config,
    game_seed,
    iter_games,
    summarise,
    who,
)
from roadgames.simulation import millebornes as mille_bornes_study
from roadgames.simulation import rushshift as rush_hour_shift_study
from roadgames.simulation.millebornes import HandFacts, MilleBornesSummary
from roadgames.simulation.rushshift import RoundFacts, RushShiftSummary


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


def _csv(study: object, config: SimulationConfig, runs: list[GameRun]) -> list[dict[str, str]]:
    """The CSV a simulation writes for ``runs``, read back."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(study.csv_header(config))  # type: ignore[attr-defined]
    for run in runs:
        writer.writerows(study.csv_rows(config, run))  # type: ignore[attr-defined]
    return list(csv.DictReader(io.StringIO(out.getvalue())))


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
    assert summary.actions_per_hand.total == sum(hand.actions for hand in hands)
    # every point of every hand comes from exactly one score line
    all_points = sum(summary.points_by_team)
    assert sum(summary.line_points.values()) == all_points
    # a line scores in a hand only if it is worth points there (no distance: nothing)
    driven = sum(1 for hand in hands for team in hand.lines if dict(team)["Distance"])
    assert summary.line_counts["Distance"] == driven < 2 * summary.hands
    # a classic match has one winner unless tied
    assert sum(summary.matches.wins.values()) + summary.matches.shared == summary.games


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=400), min_size=1, max_size=60))
def test_a_spread_gives_what_the_values_give(values: list[int]) -> None:
    spread = Spread()
    for value in values:
        spread.add(value)
    assert spread.size == len(values) and spread.total == sum(values)
    assert spread.mean() == pytest.approx(statistics.fmean(values))
    assert spread.median() == statistics.median(values)
    assert spread.max() == max(values)


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
    rows = _csv(mille_bornes_study, config, runs)
    hands = sum(len(run.parts) for run in runs)
    assert len(rows) == 2 * hands
    fixed = {"game", "seed", "hand", "ended", "actions", "team", "players", "points"}
    fixed |= {"match_won", "won"}
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
    rows = _csv(rush_hour_shift_study, config, runs)
    assert len(rows) == len(games)
    assert {row["gold"] for row in rows} == {"greedy"}
    assert sum(int(row["turns"]) for row in rows) == summary.turns.total


def test_the_command_writes_the_csv_and_names_the_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hands.csv"
    argv = ["simulate", "--seats", "heuristic,random", "--games", "3", "--jobs", "1"]
    assert main([*argv, "--out", str(path)]) == 0
    out = capsys.readouterr().out
    assert "3 games (heuristic vs random)" in out and f"to {path}" in out
    header = path.read_text().splitlines()[0]
    assert header.startswith("game,seed,hand,ended,actions,team,players,points,match_won,won,")


def test_the_command_simulates_rush_hour_shift(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.csv"
    argv = ["simulate", "rushshift", "--seats", "greedy", "--games", "4", "--jobs", "1"]
    assert main([*argv, "-o", "games=2", "--out", str(path)]) == 0
    out = capsys.readouterr().out
    assert "4 matches of 2 games (greedy)" in out and "won when starting" in out
    assert "wrote every game" in out
    assert len(path.read_text().splitlines()) == 1 + 8


@pytest.mark.parametrize(
    ("seats", "games", "jobs", "message"),
    [
        (("random",), 5, 1, "1 players named for 2 seats"),
        (("random", "nobody"), 5, 1, "unknown player 'nobody'"),
        (("random", "expert@soon"), 5, 1, "bad budget"),
        (("random", "random"), 0, 1, "--games must be from 1"),
        (("random", "random"), 5, -1, "--jobs must be from 0"),
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
    assert "there is no folder" in capsys.readouterr().err
    assert main(["simulate", "rushshift", "--seats", "expert"]) == 2  # a Mille Bornes player
    assert "unknown player 'expert' for rushshift" in capsys.readouterr().err
    assert main(["simulate", "rushshift", "--players", "3"]) == 2
    assert "Traceback" not in capsys.readouterr().err


def _interrupt_handler(_: int) -> bool:
    return signal.getsignal(signal.SIGINT) is signal.SIG_IGN


def _terminate_handler(_: int) -> bool:
    return signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


def test_workers_leave_ctrl_c_to_the_main_process() -> None:
    # a worker stopped by Ctrl-C loses its result and the main process would wait forever
    assert all(parallel_map(_interrupt_handler, range(4), workers=2))
    assert signal.getsignal(signal.SIGINT) is not signal.SIG_IGN  # this process still hears it


def test_workers_end_on_sigterm_whatever_the_main_process_makes_of_it() -> None:
    # the pool ends its workers with SIGTERM: one raising KeyboardInterrupt would print it
    with terminate_as_interrupt():
        assert all(parallel_map(_terminate_handler, range(4), workers=2))
        assert signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


def test_sigterm_stops_a_simulation_as_ctrl_c_does(tmp_path: Path) -> None:
    """`kill` keeps the summary and the CSV of the games played, and leaves no temporary
    file (it ended the process at once, the CSV unwritten)."""
    out = tmp_path / "hands.csv"
    argv = ["simulate", "--games", "1000000", "--jobs", "2", "--seed", "1", "--out", str(out)]
    command = [sys.executable, "-c", "import sys; from roadgames.cli import main; "
               f"sys.exit(main({argv!r}))"]  # fmt: skip
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        deadline = time.monotonic() + 60
        while not any(p.stat().st_size > 10_000 for p in tmp_path.glob(".*.tmp")):
            assert process.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        process.terminate()
        stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 143, stderr  # 128 + SIGTERM
    assert b"stopped: the summary of the" in stderr and b"Traceback" not in stderr
    assert b"wrote the hands played to" in stdout
    rows = out.read_text().splitlines()
    assert rows[0].startswith("game,seed,hand") and len(rows) > 10
    assert list(tmp_path.iterdir()) == [out]


def _progress_lines(total: int, quiet_seconds: float) -> list[str]:
    """The lines a log gets while ``total`` items go by: each up to its first comma."""
    log = io.StringIO()
    items = with_progress(range(total), total, Console(file=log), quiet_seconds=quiet_seconds)
    assert list(items) == list(range(total))
    return [line.split(",")[0] for line in log.getvalue().splitlines()]


def test_a_log_hears_of_progress_every_twentieth_and_at_the_end() -> None:
    every_twentieth = [f"played {n}/40 games" for n in range(2, 41, 2)]
    assert _progress_lines(40, quiet_seconds=0) == every_twentieth
    assert _progress_lines(40, quiet_seconds=3600) == ["played 40/40 games"]  # a short run


def test_the_summary_counts_what_the_engine_scored() -> None:
    # the same games played here, outside the simulation, by the (seedless) heuristic
    config = _config(preset="classic", seats=("heuristic", "heuristic"), games=3)
    _, summary = _mille_bornes(config)
    results = []
    wins = Counter[int]()
    for number in range(config.games):
        state = new_game(config.rules, seed=game_seed(config.seed, number))
        player = HeuristicAgent()
        while not state.is_over:
            seat = state.actor
            state.apply(player.decide(state.view(seat), state.legal_actions()).action, seat=seat)
        results += state.results
        wins.update(seat for seat, won in enumerate(state.outcome()) if won == 1.0)
    assert summary.hands == len(results)
    assert summary.endings == Counter(result.how for result in results)
    for team in (0, 1):
        assert summary.points_by_team[team] == sum(result.totals[team] for result in results)
    assert summary.trips_by_team[0] + summary.trips_by_team[1] == summary.endings["trip"]
    assert summary.matches.wins == wins


def test_partners_are_one_side_in_titles_wins_and_csv() -> None:
    seats = ("heuristic", "random", "heuristic", "random")  # teams: seats 0+2 and 1+3
    config = _config(preset="modern", seats=seats, games=4)
    config = SimulationConfig(
        "millebornes", make_rules("modern", 4, teams=True), seats, games=4, seed=1, jobs=1
    )
    runs, summary = _mille_bornes(config)
    assert who(config) == "heuristic+heuristic vs random+random"
    assert summary.matches.wins[0] == summary.matches.wins[2] >= 3  # the heuristic team
    assert summary.matches.wins[1] == summary.matches.wins[3] <= 1
    rows = _csv(mille_bornes_study, config, runs)
    assert {(row["team"], row["players"]) for row in rows} == {
        ("0", "heuristic+heuristic"),
        ("1", "random+random"),
    }


def test_every_score_line_has_its_column() -> None:
    # every branch of the scoring tables, on tableaux made to reach them
    for preset, teams in (("classic", 3), ("modern", 2), ("leaflet", 3), ("leaflet", 2)):
        rules = make_rules(preset, teams)
        for completer, caller, draw_empty, blank in product(
            (None, 0, 1), (None, 0, 1), (False, True), (False, True)
        ):
            tableaux = [Tableau() for _ in range(teams)]
            first = tableaux[0]
            first.safeties, first.coups, first.miles = 0b1111, 0b0011, 700
            first.distance_cards = [] if blank else [int(Card.D200)]
            labels = {
                label
                for team in hand_lines(rules, tableaux, completer, draw_empty, caller)
                for label, _ in team
            }
            assert labels <= set(line_labels(rules)), (preset, labels - set(line_labels(rules)))


def test_refusals_that_protect_the_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    read_only = tmp_path / "old.csv"
    read_only.write_text("kept\n")
    read_only.chmod(0o444)
    # a pipe of the test's own, not /dev/null: were the refusal broken, a run as root
    # would put the CSV in /dev/null's place for the whole machine
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for out, message in (
        (str(pipe), "is not a plain file"),
        (str(tmp_path / "old.csv"), "read-only"),
        (str(read_only / "x.csv"), "old.csv is a file, not a folder"),
    ):
        assert main(["simulate", "--games", "1", "--out", out]) == 2
        assert message in capsys.readouterr().err
    assert read_only.read_text() == "kept\n" and stat.S_ISFIFO(pipe.stat().st_mode)
    assert main(["simulate", "rushshift", "--preset", "club"]) == 2
    assert "--preset is for Mille Bornes" in capsys.readouterr().err
    assert main(["simulate", "--jobs", "100000"]) == 2
    assert "--jobs must be from 0" in capsys.readouterr().err
    assert main(["simulate", "--seats", "random,"]) == 2
    assert "blank player" in capsys.readouterr().err


def test_the_csv_is_written_through_a_link(tmp_path: Path) -> None:
    target = tmp_path / "hands.csv"
    target.write_text("old\n")
    link = tmp_path / "latest.csv"
    link.symlink_to(target)
    argv = ["simulate", "--games", "1", "--jobs", "1", "--out", str(link), "--overwrite"]
    assert main(argv) == 0
    assert link.is_symlink() and target.read_text().startswith("game,seed,hand,ended")


def test_ctrl_c_keeps_the_games_played_and_says_so() -> None:
    config = _config(games=3)
    summary = summarise(config, [])

    def stopped(after: int) -> Iterator[GameRun]:
        for number, run in enumerate(iter_games(config)):
            if number == after:
                raise KeyboardInterrupt
            yield run

    assert isinstance(_add_up(stopped(2), summary), KeyboardInterrupt) and summary.games == 2
    with pytest.raises(KeyboardInterrupt):  # nothing played: nothing to sum up
        _add_up(stopped(0), summarise(config, []))


@pytest.mark.usefixtures("no_collection")
@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_between_summing_and_writing_a_game_waits_for_both(stop: signal.Signals) -> None:
    config = _config(games=3)
    summary = summarise(config, [])
    written: list[GameRun] = []

    def write_after_ctrl_c(run: GameRun) -> None:
        os.kill(os.getpid(), stop)  # arrives after the game is summed, not written
        written.append(run)

    with terminate_as_interrupt():  # as the command line runs it
        handlers = [signal.getsignal(number) for number in STOPPING]
        assert isinstance(
            _add_up(iter_games(config), summary, write_after_ctrl_c), KeyboardInterrupt
        )
        assert [signal.getsignal(number) for number in STOPPING] == handlers
    assert summary.games == len(written) == 1


def test_the_rush_hour_shift_table_names_who_starts() -> None:
    rules = get_game("rushshift").rules_from_options(None, 2, first_player=1)
    config = SimulationConfig("rushshift", rules, ("random", "random"), games=1, jobs=1)
    titles = [str(table.title) for table in summarise(config, iter_games(config)).tables()]
    assert "By seat (silver starts the first game)" in titles
    assert titles[0] == "1 match of 1 game (random), first_player=1, seed 0"


def test_out_keeps_a_file_already_there_unless_told_to_overwrite(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hands.csv"
    path.write_text("an earlier run\n")
    argv = ["simulate", "--games", "1", "--jobs", "1", "--out", str(path)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"--out {path} already exists: add --overwrite" in err
    assert path.read_text() == "an earlier run\n"
    assert main([*argv, "--overwrite"]) == 0
    assert path.read_text().startswith("game,seed,hand,ended")
    empty = tmp_path / "empty.csv"  # made beforehand (mktemp, say): nothing to lose
    empty.touch()
    assert main(["simulate", "--games", "1", "--jobs", "1", "--out", str(empty)]) == 0


def test_overwrite_without_out_and_a_blank_out_are_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "--games", "1", "--overwrite"]) == 2
    assert "--overwrite lets --out FILE replace a file" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--games", "1", "--out", " "])
    assert exit_info.value.code == 2
    assert "argument --out: name a file" in capsys.readouterr().err


def test_rush_hour_shift_draws_are_said_to_be_games_stopped_at_the_turn_limit() -> None:
    rules = get_game("rushshift").rules_from_options(None, 2, turn_limit=300)
    config = SimulationConfig("rushshift", rules, ("random", "random"), games=2)
    summary = RushShiftSummary(config)
    summary.add(GameRun(0, (RoundFacts(None, 0, 300, 900),), (0.5, 0.5)))
    summary.add(GameRun(1, (RoundFacts(1, 0, 120, 400),), (0.0, 1.0)))
    out = io.StringIO()
    Console(file=out, width=120).print(summary.tables()[0])
    assert "games drawn (no hero out in 300 turns) │ 1 (50.0%)" in out.getvalue()


def test_the_title_names_the_options_changed_from_the_preset() -> None:
    rules = make_rules("modern", 2, fast_play=True, target=700)
    config = SimulationConfig("millebornes", rules, ("random", "random"), games=1, jobs=1)
    title = str(summarise(config, iter_games(config)).tables()[0].title)
    assert title.startswith("1 game (random), preset modern (target=700, fast_play=on), 2 ")
    plain = SimulationConfig("millebornes", make_rules("modern", 2), ("random",) * 2, 1, jobs=1)
    assert "preset modern, 2 players" in str(summarise(plain, iter_games(plain)).tables()[0].title)
    rush = get_game("rushshift").rules_from_options(None, 2, turn_limit=50)
    config = SimulationConfig("rushshift", rush, ("random", "random"), games=1, jobs=1)
    title = str(summarise(config, iter_games(config)).tables()[0].title)
    assert "(random), turn_limit=50, seed 0" in title


def test_the_title_names_a_following_option_given_against_the_way_it_follows() -> None:
    # the classic table on modern plays a match to 5000 (§8): a one-hand game under it
    # must say match_target=0, which modern's own 0 hid (the words gave another game)
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("modern", {"scoring": "classic", "match_target": 0}, "scoring=classic, match_target=0"),
        ("classic", {"target": 700, "extension": False}, "extension=off"),
    ]
    for preset, options, words in cases:
        rules = make_rules(preset, 4 if preset == "classic" else 2, **options)
        config = SimulationConfig("millebornes", rules, ("random",) * rules.players, 1, jobs=1)
        title = str(summarise(config, iter_games(config)).tables()[0].title)
        assert f"preset {preset} (" in title and words in title, title


def test_a_board_picture_is_named_as_changed_not_spelt_out_in_the_title(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A custom Rush Hour Shift set-up is a picture of 95 characters: in the title it
    stretched the summary's first column across the screen (and was lower-cased)."""
    picture = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])
    args = ["simulate", "rushshift", "-o", f"setup={picture}", "--games", "1", "--jobs", "1"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "setup changed" in out and picture.lower() not in out and picture not in out
    overview = out.split("By seat")[0]
    assert max(len(line.rstrip()) for line in overview.splitlines()) <= 60


def test_out_dash_writes_the_csv_on_the_standard_output_and_the_tables_on_stderr() -> None:
    """``--out -`` wrote a file named ``-``: the CSV now goes where a pipe can take it, the
    summary beside the progress on the standard error; a reader that leaves early (``|
    head``) ends the run quietly, as a shell's tools do."""
    command = [sys.executable, "-m", "roadgames", "simulate", "--games", "3", "--jobs", "1"]
    done = subprocess.run(
        [*command, "--out", "-"], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("game,seed,hand,ended") and len(lines) > 3
    assert "┃" not in done.stdout and "wrote every hand to the standard output" in done.stderr
    assert "┃" in done.stderr  # the summary tables
    reader = subprocess.Popen(
        [*command[:-4], "--games", "500", "--jobs", "1", "--out", "-"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert reader.stdout is not None and reader.stderr is not None
    reader.stdout.readline()
    reader.stdout.close()  # the reader leaves
    assert reader.wait(timeout=120) == 141
    assert b"Traceback" not in reader.stderr.read() and not Path("-").exists()


def test_out_dash_with_the_standard_output_closed_is_refused_in_words() -> None:
    command = ["simulate", "--games", "1", "--jobs", "1", "--out", "-"]
    done = subprocess.run(
        [sys.executable, "-m", "roadgames", *command],
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
        check=False,
        preexec_fn=lambda: os.close(1),  # in the child, before it starts
    )
    assert done.returncode == 2, done.stderr
    assert "no standard output to write the CSV to" in done.stderr
    assert "Traceback" not in done.stderr
