"""Work over worker processes: results in order or as they come, and a task that raises
(even ``SystemExit``) stops the work with its error, the tasks not begun skipped, the main
process never left waiting."""

from __future__ import annotations

import sys
import time

import pytest

from roadgames.core.parallel import WorkerStoppedError, parallel_map


def _square(n: int) -> int:
    return n * n


def _slow_unless_three(n: int) -> int:
    if n == 3:
        raise ValueError("three")
    time.sleep(0.05)
    return n


def _exits(n: int) -> int:
    if n == 2:
        sys.exit(4)
    return n


@pytest.mark.parametrize("ordered", [True, False])
def test_results_come_back_whole_in_order_or_as_they_finish(ordered: bool) -> None:
    results = list(parallel_map(_square, range(50), workers=2, ordered=ordered, chunksize=3))
    assert (results if ordered else sorted(results)) == [n * n for n in range(50)]


def test_a_task_that_raises_stops_the_work_and_the_rest_is_skipped() -> None:
    """1,000 tasks of 50 ms: run out, they would take 25 s on two workers. The error comes
    back, and the work stops within moments: the workers finish the tasks in hand and skip
    the rest (ended at once instead, one caught sending a result could hang the pool)."""
    started = time.perf_counter()
    with pytest.raises(ValueError, match="three"):
        list(parallel_map(_slow_unless_three, range(1000), workers=2, ordered=False))
    assert time.perf_counter() - started < 10


def test_sys_exit_in_a_task_comes_back_as_an_error() -> None:
    """A worker that ``sys.exit`` would end died, and the pool waited for its result."""
    with pytest.raises(WorkerStoppedError, match="SystemExit: 4"):
        list(parallel_map(_exits, range(20), workers=2))
