"""A tournament's decision times, kept as ``times.csv`` keeps them (whole microseconds): a run
and the same run read back give the same standings, the standings take their medians from
counts rather than from a list of every decision, and a kept game holds little."""

from __future__ import annotations

import gc
import statistics
import tracemalloc
from array import array
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from roadgames.tournament import runner
from roadgames.tournament.report import write_csv
from roadgames.tournament.runner import (
    GameResult,
    TournamentConfig,
    micros_of,
    run_tournament,
)
from roadgames.tournament.saved import saved_results, write_settings
from roadgames.tournament.seating import parse_lineups
from roadgames.tournament.statistics import counted_median, standings


def _config(deals: int, jobs: int = 1) -> TournamentConfig:
    return TournamentConfig(
        game="millebornes",
        lineups=tuple(parse_lineups("heuristic,random")),
        players=2,
        deals=deals,
        preset="classic",
        jobs=jobs,
    )


class _Clock:
    """The runner's clock, made up: every decision takes a few whole microseconds and 0.4
    more (a fraction ``times.csv`` does not keep), the time between two of them 5 ms."""

    def __init__(self) -> None:
        self.calls = 0
        self.ns = 0

    def perf_counter_ns(self) -> int:
        self.calls += 1
        if self.calls % 2:  # a decision begins
            self.ns += 5_000_000
        else:  # it ends
            self.ns += 1_000_400 + 1_000 * (self.calls // 2 % 7)
        return self.ns

    def perf_counter(self) -> float:
        return self.perf_counter_ns() / 1e9


def test_a_run_and_the_same_run_read_back_have_the_same_standings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The median and the slowest decision of a run played on are those of the same games
    read back by ``--resume``: the times are kept as the file keeps them."""
    monkeypatch.setattr(runner, "time", _Clock())
    config = _config(deals=2)
    results = run_tournament(config)
    table = standings(results, config.labels)
    write_settings(tmp_path, config)
    write_csv(tmp_path, results, table)
    written = (tmp_path / "times.csv").read_bytes()
    again = saved_results(tmp_path, config)
    assert standings(again, config.labels) == table
    kept = {micros for result in results for spent in result.micros.values() for micros in spent}
    assert kept == set(range(1_000, 1_007))  # 1000.4 µs to 1006.4 µs, to the microsecond
    write_csv(tmp_path, again, standings(again, config.labels))
    assert (tmp_path / "times.csv").read_bytes() == written


def test_times_csv_holds_milliseconds_to_three_decimals(tmp_path: Path) -> None:
    """``times.csv`` as before: each decision in milliseconds to three decimals, in order,
    a space apart, a row per player."""
    times = {"y": array("q", [1, 0, 12_345_678, 999_999_999_999]), "x": micros_of([0.0015])}
    result = GameResult(0, 0, ("x", "y"), (1.0, 0.0), None, times, 7)
    write_csv(tmp_path, [result], standings([result], ["x", "y"]))
    assert (tmp_path / "times.csv").read_bytes().split(b"\r\n") == [
        b"deal,rotation,player,ms",
        b"0,0,x,1.500",
        b"0,0,y,0.001 0.000 12345.678 999999999.999",
        b"",
    ]


def test_seconds_are_kept_to_the_microsecond() -> None:
    assert micros_of([0.0, 0.0000004, 0.0000006, 1.5, 0.0123455]) == array(
        "q", [0, 0, 1, 1_500_000, 12_346]
    )
    assert micros_of([]) == array("q")


@given(st.lists(st.integers(min_value=0, max_value=2**63 - 1), min_size=1))
def test_the_median_of_counts_is_the_median_of_the_values(values: list[int]) -> None:
    assert counted_median(Counter(values)) == statistics.median(values)


@given(st.lists(st.integers(min_value=0, max_value=50), min_size=1, max_size=200))
def test_the_median_of_few_distinct_values(values: list[int]) -> None:
    """Many values alike, as decision times are: the two middle ones often the same."""
    assert counted_median(Counter(values)) == statistics.median(values)


def test_the_median_of_nothing_is_refused() -> None:
    with pytest.raises(statistics.StatisticsError):
        counted_median(Counter())
    with pytest.raises(statistics.StatisticsError):
        counted_median({5: 0})


def test_a_median_from_counts_leaves_out_values_counted_none() -> None:
    assert counted_median({1: 1, 2: 0, 3: 1}) == 2.0
    assert counted_median({1: 2, 9: 0}) == 1


def test_the_standings_take_no_list_of_every_decision() -> None:
    """The standings of many games take memory by the distinct times, not by the decisions
    (they were all put in one list, and that list sorted, at every save)."""
    config = _config(deals=1)
    played = run_tournament(config)
    many = played * 5_000  # about 750,000 decisions
    standings(many, config.labels)  # anything made once, made
    gc.collect()
    tracemalloc.start()
    try:
        table = standings(many, config.labels)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert sum(row.decisions for row in table) > 500_000
    # a list of every decision: over 6 MB (and as much again to sort it); what is left goes
    # by the games (the meetings for the ratings, the win shares): about 150 bytes each
    assert peak < 3_000_000


def test_the_standings_time_what_the_games_timed() -> None:
    times = {"x": micros_of([0.001, 0.003, 0.002]), "y": micros_of([0.010, 0.020])}
    games = [
        GameResult(0, 0, ("x", "y"), (1.0, 0.0), None, times),
        GameResult(0, 1, ("y", "x"), (0.0, 1.0), None, {"x": micros_of([0.004])}),
    ]
    x, y = standings(games, ["x", "y"])
    assert (x.median_ms, x.max_ms, x.decisions) == (2.5, 4.0, 4)
    assert (y.median_ms, y.max_ms, y.decisions) == (15.0, 20.0, 2)


def test_a_kept_game_holds_little() -> None:
    """A finished game kept for the standings holds its decision times as whole
    microseconds, 8 bytes each (Python floats in a list took 32)."""
    run_tournament(_config(deals=1))  # the modules and the players' tables, made
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        results = run_tournament(_config(deals=10))
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept / len(results) < 1_800  # 3,150 bytes with lists of floats
    assert not hasattr(results[0], "__dict__")


def test_results_from_workers_share_their_labels() -> None:
    """A result played in another process comes back with labels of its own, read from
    its bytes: they are the run's own once back, not a copy per game."""
    config = _config(deals=2, jobs=2)
    results = run_tournament(config)
    heuristic, random = config.labels
    for result in results:
        assert all(any(x is y for y in config.labels) for x in result.labels)
        assert all(any(x is y for y in config.labels) for x in result.micros)
    assert results[0].labels is results[2].labels and results[1].labels is results[3].labels
    assert results[0].labels == (heuristic, random)
