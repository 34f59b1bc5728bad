"""Work over worker processes: results in order or as they come, and a task that raises
(even ``SystemExit``) stops the work with its error, the tasks not begun skipped, the main
process never left waiting."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

from roadgames.core.parallel import WorkerStoppedError, check_stopped, parallel_map


def _square(n: int) -> int:
    return n * n


def _slow_unless_three(n: int) -> int:
    if n == 3:
        raise ValueError("three")
    time.sleep(0.05)
    return n


def _long_unless_first(n: int) -> int:
    """Task 0 fails at once; the others take 10 s in steps of 50 ms."""
    if n == 0:
        time.sleep(0.3)  # the others have begun
        raise ValueError("first")
    for _ in range(200):
        check_stopped()
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


def test_workers_start_whatever_the_standard_output_is() -> None:
    """A stand-in for the standard output (a notebook's, a test's), or none at all (closed):
    a worker that could not start would be replaced for ever, and the work never end."""
    code = (
        "import io, sys\n"
        "from roadgames.core.parallel import parallel_map\n"
        "sys.stdout = io.StringIO()\n"
        "results = sorted(parallel_map(abs, [-1, -2, -3], workers=2))\n"
        "sys.stdout = None\n"
        "results += sorted(parallel_map(abs, [-4, -5], workers=2))\n"
        "sys.stderr.write(repr(results))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0 and done.stderr == "[1, 2, 3, 4, 5]", done.stderr[-2000:]


def test_a_run_with_its_standard_output_closed_still_ends() -> None:
    """``roadgames simulate … >&-``: the descriptor of the standard output, closed, is
    reused by the pool's own pipes, which a worker must not take for its output."""
    done = subprocess.run(
        [sys.executable, "-m", "roadgames", "simulate", "--games", "4", "--jobs", "2"],
        preexec_fn=lambda: os.close(1),  # in the child, before it starts
        stderr=subprocess.PIPE,
        text=True,
        timeout=60,
        check=False,
    )
    # it ends, its games played, and says that its tables had nowhere to go
    assert done.returncode == 1, done.stderr[-2000:]
    assert done.stderr.strip().splitlines()[-1] == (
        "roadgames: cannot write the output: the standard output is closed"
    ), done.stderr[-2000:]


def test_a_task_in_hand_ends_at_its_next_step_once_the_work_stopped() -> None:
    """The other worker's task would run 10 s: it ends at its next step instead, so the
    error is said within moments of its coming."""
    started = time.perf_counter()
    with pytest.raises(ValueError, match="first"):
        list(parallel_map(_long_unless_first, range(4), workers=2, ordered=False))
    assert time.perf_counter() - started < 5


def _dies(n: int) -> int:
    if n == 2:
        os._exit(3)  # as a player that ends its own process, or the out-of-memory killer
    time.sleep(0.01)
    return n


@pytest.mark.parametrize("ordered", [True, False])
def test_a_worker_that_dies_stops_the_work_with_an_error(ordered: bool) -> None:
    """The pool of ``multiprocessing`` replaced a dead worker and waited for its lost task
    for ever."""
    started = time.perf_counter()
    with pytest.raises(WorkerStoppedError, match="ended before finishing"):
        list(parallel_map(_dies, range(40), workers=2, ordered=ordered))
    assert time.perf_counter() - started < 10


def test_tasks_are_drawn_only_as_workers_need_them() -> None:
    """A million tasks are not all drawn (nor held) at the start: the results of the first
    come while the rest are still to be drawn."""
    drawn: list[int] = []

    def tasks() -> Iterator[int]:
        for n in range(1_000_000):
            drawn.append(n)
            yield n

    results = parallel_map(_square, tasks(), workers=2, chunksize=4)
    assert [next(results) for _ in range(3)] == [0, 1, 4]
    assert len(drawn) < 1000
    results.close()  # the results no longer wanted: the workers leave


class _TwoPartError(Exception):
    """An error that pickles but cannot be rebuilt from its message alone."""

    def __init__(self, name: str, move: str) -> None:
        super().__init__(f"{name} chose {move}")


def _raises_two_part(n: int) -> int:
    if n == 3:
        raise _TwoPartError("mine", "play 200")
    return n


def test_an_error_that_cannot_be_read_back_is_not_taken_for_a_dead_worker() -> None:
    with pytest.raises(WorkerStoppedError, match="could not be read back: TypeError"):
        list(parallel_map(_raises_two_part, range(10), workers=2))
