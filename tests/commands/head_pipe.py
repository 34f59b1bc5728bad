"""A command whose standard output is read by ``head -1``, as a shell user pipes it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

#: The exit status of a process ended by SIGPIPE as a shell reports it (128 + 13), which
#: ``head``, ``cat`` and the other tools leave when their reader goes.
SIGPIPE_STATUS = 141


def into_head(
    arguments: str, cwd: Path, unbuffered: bool = False
) -> subprocess.CompletedProcess[str]:
    """``roadgames ARGUMENTS | head -1`` in ``cwd``: roadgames' own exit status, and what
    ``head`` let through. ``unbuffered``: each write goes out at once (``PYTHONUNBUFFERED``),
    so that a short output still meets the closed pipe, as a long one does."""
    shell = f"{sys.executable} -m roadgames {arguments} | head -1"
    env = dict(os.environ, PYTHONUNBUFFERED="1") if unbuffered else None
    return subprocess.run(
        ["bash", "-c", f"{shell}; exit ${{PIPESTATUS[0]}}"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
        env=env,
    )
