"""Test-wide settings: the Hypothesis profiles, and a data folder of each test's own.

``default`` is what the README's test command runs, and so CI (``.ci/run``); ``ci``
(selected with ``HYPOTHESIS_PROFILE=ci``) runs fewer examples, for a check on a busy
machine; ``thorough`` is for a long hunt. None derandomizes: every run explores new games,
and a failure prints how to reproduce it.
"""

from __future__ import annotations

import gc
import os
import signal
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import HealthCheck, settings

from roadgames.core.records import record_of
from roadgames.rushshift import GAME as RUSHSHIFT

if TYPE_CHECKING:
    from matplotlib.figure import Figure


def _register(name: str, max_examples: int) -> None:
    settings.register_profile(
        name,
        max_examples=max_examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        print_blob=True,
    )


_register("default", 60)
_register("ci", 30)
_register("thorough", 1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
# A run started in the background (``nohup … &``) inherits Ctrl-C ignored; the tests of
# stopping send it to their own process and expect it heard, as in a terminal.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
# Saved games go to a folder of the test run's own, never the user's; and so does anything
# else written under the home folder (code that ignored XDG_DATA_HOME would write there).
# Matplotlib's cache and settings stay where they were: rebuilding its font cache is slow.
_home = Path.home()
os.environ.setdefault("XDG_CACHE_HOME", str(_home / ".cache"))
os.environ.setdefault("XDG_CONFIG_HOME", str(_home / ".config"))
os.environ["HOME"] = tempfile.mkdtemp(prefix="roadgames-test-home-")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="roadgames-test-data-")
# Child processes the tests start write as a user's would, through Python's buffers: a
# machine that sets PYTHONUNBUFFERED would hide output written out of order.
os.environ.pop("PYTHONUNBUFFERED", None)
# Without --lang the commands speak the locale's language: the tests that read their English
# words run in English on a machine set to another (those of other languages name theirs).
os.environ["LANGUAGE"] = "en"


@pytest.fixture
def no_collection() -> Iterator[None]:
    """The garbage collector held off for a test that signals its own process: a signal's
    handler runs wherever Python is when it arrives, a collector's callback included
    (Hypothesis registers one), and what the handler raises there is lost, not raised in
    the test (CI once printed a KeyboardInterrupt "ignored in" Hypothesis's callback)."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A short finished Rush Hour Shift game, to replay."""
    rules = RUSHSHIFT.rules_from_options(None, 2, turn_limit=6)
    state = RUSHSHIFT.new_state(rules, seed=1)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    path = tmp_path_factory.mktemp("record") / "game.json"
    record_of("rushshift", RUSHSHIFT.rules_to_dict(rules), state.history, seed=1).save(path)
    return path


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Figure]]:
    """The tournament plots' figures saved while the test runs (drawn: their texts have
    their places)."""
    from matplotlib.figure import Figure  # only the plotting tests pay for matplotlib

    figures: list[Figure] = []
    original = Figure.savefig

    def keeping(self: Figure, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        figures.append(self)

    monkeypatch.setattr(Figure, "savefig", keeping)
    yield figures
