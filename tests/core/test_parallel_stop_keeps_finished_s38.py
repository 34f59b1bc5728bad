"""Work stopped (Ctrl-C, a task's error) gives back every task that finished before it
stopped, then the stop: a worker's chunk of tasks cut short returned nothing, so a
simulation stopped with ``--jobs 2`` lost up to 63 finished games a worker, and stopped in
its first seconds printed no summary at all, while the README promises the games played
(an audit of the README)."""

from __future__ import annotations

import os
import signal
import threading
import time
from functools import partial
from pathlib import Path

import pytest

from roadgames.core.parallel import check_stopped, parallel_map

pytestmark = pytest.mark.usefixtures("no_collection")  # a Ctrl-C sent to this process


def _marked(folder: Path, fail_at: int | None, n: int) -> int:
    """A task of 20 ms in steps; its mark left in ``folder`` once it has finished."""
    for _ in range(4):
        check_stopped()
        time.sleep(0.005)
    if n == fail_at:
        raise ValueError(f"task {n}")
    (folder / str(n)).touch()
    return n


def _finished(folder: Path) -> list[int]:
    return sorted(int(path.name) for path in folder.iterdir())


@pytest.mark.parametrize("ordered", [True, False])
def test_ctrl_c_gives_back_every_task_finished(tmp_path: Path, ordered: bool) -> None:
    task = partial(_marked, tmp_path, None)
    got: list[int] = []
    ctrl_c = threading.Timer(0.6, os.kill, (os.getpid(), signal.SIGINT))
    with pytest.raises(KeyboardInterrupt):
        ctrl_c.start()
        for result in parallel_map(task, range(1000), workers=2, ordered=ordered, chunksize=16):
            got.append(result)
    ctrl_c.cancel()
    assert 0 < len(got) < 1000
    assert sorted(got) == _finished(tmp_path)  # none finished and lost
    if ordered:
        assert got == sorted(got)


@pytest.mark.parametrize("ordered", [True, False])
def test_a_tasks_error_comes_after_the_other_tasks_finished(tmp_path: Path, ordered: bool) -> None:
    task = partial(_marked, tmp_path, 40)
    got: list[int] = []
    with pytest.raises(ValueError, match="task 40"):
        for result in parallel_map(task, range(1000), workers=2, ordered=ordered, chunksize=16):
            got.append(result)
    assert len(got) < 1000
    assert sorted(got) == _finished(tmp_path)  # none finished and lost
    # the failing task's chunk gives back the tasks before it (they were lost: up to 63
    # games of a simulation stopped by a player's error)
    assert set(range(32, 40)) <= set(got)


def test_a_tasks_error_keeps_the_workers_traceback_as_its_cause(tmp_path: Path) -> None:
    task = partial(_marked, tmp_path, 5)
    with pytest.raises(ValueError, match="task 5") as raised:
        list(parallel_map(task, range(40), workers=2, chunksize=8))
    cause = str(raised.value.__cause__)
    assert "Traceback" in cause and "in _marked" in cause, cause
