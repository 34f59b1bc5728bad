"""Work over worker processes, the edges the other tests leave: how many workers a run
asks for, where the tasks run, how many are drawn and held while a slow one keeps the
others waiting, the main process idle meanwhile, what a worker prints, and the workers
gone once the work ends (or fails)."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from roadgames.core import parallel
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import (
    AHEAD,
    HELD,
    WorkerStoppedError,
    check_stopped,
    parallel_map,
    workers_for,
)


def test_the_number_of_workers_follows_jobs_and_never_exceeds_the_tasks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 8)
    assert workers_for(1, 100) == 1
    assert workers_for(4, 100) == 4
    assert workers_for(4, 3) == 3
    assert workers_for(0, 100) == 8  # 0: one per core
    assert workers_for(0, 5) == 5


def test_a_machine_that_cannot_count_its_cores_gets_one_worker(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: None)
    assert workers_for(0, 100) == 1


def _pid(_: int) -> int:
    return os.getpid()


def test_one_worker_runs_the_tasks_in_this_process_and_two_in_others() -> None:
    assert set(parallel_map(_pid, range(6), workers=1)) == {os.getpid()}
    assert os.getpid() not in set(parallel_map(_pid, range(6), workers=2))


def test_a_single_worker_runs_each_task_once() -> None:
    assert list(parallel_map(abs, [-1, -2, -3], workers=1)) == [1, 2, 3]


def _slow_first(n: int) -> int:
    if n == 0:
        time.sleep(0.5)
    return n


def _slower_first(n: int) -> int:
    if n == 0:
        time.sleep(1.0)
    return n


def test_in_order_the_results_wait_for_a_slow_first_task_and_by_default_too() -> None:
    assert list(parallel_map(_slow_first, range(12), workers=2)) == list(range(12))


def test_as_they_finish_a_slow_first_task_does_not_hold_back_the_others() -> None:
    results = list(parallel_map(_slow_first, range(12), workers=2, ordered=False))
    assert sorted(results) == list(range(12))
    assert results[0] != 0 and results[-1] == 0


def test_a_slow_task_does_not_let_the_results_held_behind_it_grow_without_end() -> None:
    """In order, the results finished after a slow first task wait for it: the tasks drawn
    meanwhile stay within what the workers may hold, not the whole (endless) supply."""
    drawn: list[int] = []

    def tasks() -> Iterator[int]:
        for n in range(1_000_000):
            drawn.append(n)
            yield n

    results = parallel_map(_slow_first, tasks(), workers=2)
    assert next(results) == 0
    assert len(drawn) <= (HELD + AHEAD) * 2 + 1
    results.close()


def test_the_main_process_waits_idle_for_a_slow_task() -> None:
    """A busy loop polling the workers would burn a core for as long as the task runs."""
    started = time.process_time()
    assert list(parallel_map(_slower_first, range(4), workers=2)) == [0, 1, 2, 3]
    assert time.process_time() - started < 0.3  # a busy loop: near the 1 s it waits


def test_the_workers_are_gone_once_the_work_ends() -> None:
    before = set(multiprocessing.active_children())
    assert sorted(parallel_map(abs, range(-8, 0), workers=2)) == list(range(1, 9))
    assert set(multiprocessing.active_children()) <= before


def _fails_soon(n: int) -> int:
    if n == 0:
        time.sleep(0.2)
        raise ValueError("first")
    time.sleep(0.3)
    return n


def test_the_workers_are_gone_once_a_task_failed() -> None:
    before = set(multiprocessing.active_children())
    with pytest.raises(ValueError, match="first"):
        list(parallel_map(_fails_soon, range(8), workers=2))
    assert set(multiprocessing.active_children()) <= before


def test_the_main_process_still_hears_ctrl_c_once_the_workers_are_started() -> None:
    """The stops are held back only while the workers are forked."""
    results = parallel_map(abs, range(-6, 0), workers=2)
    assert next(results) == 6
    held = signal.pthread_sigmask(signal.SIG_BLOCK, set())
    results.close()
    assert signal.SIGINT not in held and signal.SIGTERM not in held


def _naps(log: Path, n: int) -> int:
    """Task 0 fails once the others have begun; they take 0.2 s each, checking nothing."""
    if n == 0:
        time.sleep(0.3)
        raise ValueError("first")
    with log.open("a", encoding="utf-8") as out:
        out.write(f"{n}\n")
    time.sleep(0.2)
    return n


def test_a_chunk_in_hand_stops_between_its_tasks_once_the_work_stopped(tmp_path: Path) -> None:
    """The other worker's chunk of ten tasks would run them all (2 s): it stops after the
    task in hand instead."""
    log = tmp_path / "begun.txt"
    log.touch()
    with pytest.raises(ValueError, match="first"):
        list(parallel_map(partial(_naps, log), range(20), workers=2, ordered=False, chunksize=10))
    begun = log.read_text(encoding="utf-8").split()
    assert 1 <= len(begun) < 10


class _NoForkExecutor(ProcessPoolExecutor):
    """A pool whose workers cannot be forked: the system's limit on processes reached."""

    def submit(self, *args: Any, **kwargs: Any) -> Any:
        raise BlockingIOError(11, "Resource temporarily unavailable")


def test_workers_that_cannot_be_started_are_said_in_words_with_the_way_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(parallel, "ProcessPoolExecutor", _NoForkExecutor)
    with pytest.raises(RoadgamesError) as caught:
        list(parallel_map(abs, range(4), workers=2))
    message = str(caught.value)
    assert "cannot start worker processes" in message
    assert "Resource temporarily unavailable" in message and "--jobs 1" in message


def _python(source: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``source`` run by a Python process of its own, its output captured as text."""
    return subprocess.run(
        [sys.executable, "-c", source],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


WORKER_PRINTS = """\
import sys
from roadgames.core.parallel import parallel_map

def loud(n):
    print(f"worker says {n}", flush=True)
    return n

print(sorted(parallel_map(loud, range(4), workers=2)))
"""


def test_what_a_worker_prints_goes_to_the_standard_error_not_among_the_results() -> None:
    done = _python(WORKER_PRINTS)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout == "[0, 1, 2, 3]\n"
    assert all(f"worker says {n}" in done.stderr for n in range(4)), done.stderr[-2000:]


STAND_IN = """\
import io, os, sys
from roadgames.core.parallel import parallel_map

def raw(n):
    os.write(1, f"raw {n}\\n".encode())
    return n

sys.stdout = io.StringIO()
sys.stderr.write(repr(sorted(parallel_map(raw, range(2), workers=2))))
"""


def test_a_stand_in_standard_output_leaves_the_workers_descriptors_alone() -> None:
    """A notebook's or a test's stand-in is not the process's standard output: the workers
    keep descriptor 1 as it was (it may be the pool's own pipe, were the output closed)."""
    done = _python(STAND_IN)
    assert done.returncode == 0 and done.stderr == "[0, 1]", done.stderr[-2000:]
    assert sorted(done.stdout.splitlines()) == ["raw 0", "raw 1"]


def _ends_itself(n: int) -> int:
    if n == 1:
        os.kill(os.getpid(), signal.SIGTERM)  # a second Ctrl-C ends the workers so
        time.sleep(1)  # not reached: the signal ends the process
    return n


def test_a_worker_sent_sigterm_ends_at_once_and_the_work_stops() -> None:
    """The stops held back while it was forked are let through in the worker."""
    with pytest.raises(WorkerStoppedError, match=r"^a worker process ended before finishing"):
        list(parallel_map(_ends_itself, range(4), workers=2))


def _checks(n: int) -> int:
    check_stopped()
    return n


def test_outside_a_worker_a_task_checking_whether_to_stop_goes_on() -> None:
    """A task run in this process (one worker, or none at all) may call it as in a worker."""
    check_stopped()
    assert list(parallel_map(_checks, range(3), workers=1)) == [0, 1, 2]


CTRL_C_TWICE = """\
import multiprocessing, os, signal, sys, threading, time
from roadgames.core.parallel import parallel_map

def deaf(n):
    time.sleep(30)  # never looks whether the work stopped
    return n

def ctrl_c_twice():
    for _ in range(2):
        time.sleep(0.5)
        os.kill(os.getpid(), signal.SIGINT)

threading.Thread(target=ctrl_c_twice, daemon=True).start()
try:
    list(parallel_map(deaf, range(2), workers=2))
except KeyboardInterrupt:
    pass
deadline = time.monotonic() + 5
while multiprocessing.active_children() and time.monotonic() < deadline:
    time.sleep(0.05)
print(len(multiprocessing.active_children()), flush=True)
os._exit(0)
"""


def test_a_second_ctrl_c_ends_the_workers_at_once() -> None:
    """The first lets the tasks in hand end at their next step; these have none."""
    done = _python(CTRL_C_TWICE, timeout=20)
    assert done.returncode == 0 and done.stdout == "0\n", done.stderr[-2000:]
