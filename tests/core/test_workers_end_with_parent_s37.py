"""Workers end with the process that forked them, even one killed outright: an audit
killed ``roadgames simulate --jobs 2`` with ``kill -9`` and found both workers alive two
minutes on, re-parented, waiting for work for ever (Linux, where the kernel can tell a
child its parent died)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's"
)


def _children(pid: int) -> list[int]:
    """The processes ``pid`` forked, as the kernel lists them."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text()
        found.extend(int(word) for word in text.split())
    return found


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead but not yet reaped, does not)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    state = next(line for line in status.splitlines() if line.startswith("State:"))
    return "Z" not in state.split()[1]


def test_workers_end_when_their_parent_is_killed_outright(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    argv = [sys.executable, "-m", "roadgames", "simulate", "--games", "100000", "--jobs", "2"]
    main = subprocess.Popen(
        argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tmp_path
    )
    try:
        workers: list[int] = []
        deadline = time.monotonic() + 30
        while len(workers) < 2 and time.monotonic() < deadline:
            time.sleep(0.2)
            workers = [pid for pid in _children(main.pid) if _alive(pid)]
        assert len(workers) >= 2, "the workers never started"
        time.sleep(0.5)  # past their start (the request is made there)
        main.send_signal(signal.SIGKILL)
        main.wait(10)
        deadline = time.monotonic() + 10
        while any(_alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = [pid for pid in workers if _alive(pid)]
    finally:
        if main.poll() is None:
            main.kill()
    for pid in left:  # not to leave them behind, whatever the outcome
        os.kill(pid, signal.SIGKILL)
    assert left == []
