"""Work spread over worker processes, as the tournament and simulations use it.

Ctrl-C reaches every process of the terminal's group. The workers ignore it, so that only
the main process stops: a worker stopped by it would print its traceback, and the main
process would wait for its lost result forever.

However the work stops (a task that raises, Ctrl-C, the results no longer wanted), the
tasks not begun are skipped, those in hand end at their next step (:func:`check_stopped`),
then the workers leave. Ended at once, a worker caught sending its result would keep the
pool's lock on the results for ever, and the main process would wait on it. (A second
Ctrl-C ends them at once all the same.)
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.pool import Pool
from multiprocessing.synchronize import Event
from typing import Generic, TypeVar

from roadgames.core.errors import RoadgamesError

#: The most worker processes a command may ask for (more only thrash).
MAX_JOBS = 256

T = TypeVar("T")
R = TypeVar("R")


def workers_for(jobs: int, tasks: int) -> int:
    """How many processes ``jobs`` asks for (0: one per core), never more than ``tasks``."""
    return max(1, min(jobs or os.cpu_count() or 1, tasks))


#: The signals held back while workers are forked, until each has set its own handlers: a
#: worker forked with the main process's handlers and stopped before its initializer ran
#: would raise ``KeyboardInterrupt`` out of the fork and carry on as the main process.
_STOPS = {signal.SIGINT, signal.SIGTERM}


#: In a worker: the event the main process sets when the work stops on an error.
_STOPPED: Event | None = None


def _start_worker(stopped: Event) -> None:
    """A worker's start: Ctrl-C ignored, SIGTERM ending it, ``stopped`` watched, and its
    standard output sent to the standard error (the results are the main process's to
    print: whatever a task writes, even past Python's ``print``, stays out of them)."""
    global _STOPPED
    _STOPPED = stopped
    if _is_stream(sys.stdout, 1) and _is_stream(sys.stderr, 2):
        with contextlib.suppress(OSError, ValueError):
            sys.stdout.flush()
            os.dup2(2, 1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # the pool ends its workers with SIGTERM: whatever the main process made of it
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPS)


def _is_stream(stream: object, descriptor: int) -> bool:
    """Whether ``stream`` is the process's own standard stream on ``descriptor``: not
    closed (the descriptor may then hold something else, a pipe of the pool's), not a
    stand-in with no descriptor (a notebook's, a test's capture)."""
    try:
        return stream is not None and stream.fileno() == descriptor  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return False


class _SkippedError(Exception):
    """A task not begun (or cut short) once the work stopped on an error: nobody reads its
    result."""


def check_stopped() -> None:
    """For a long task, between its steps: in a worker whose work stopped on an error, end
    the task now (its result is not wanted); elsewhere nothing."""
    if _STOPPED is not None and _STOPPED.is_set():
        raise _SkippedError


class WorkerStoppedError(RoadgamesError):
    """A task in a worker process raised what would have stopped the worker itself
    (``SystemExit``, ``KeyboardInterrupt``): the pool would have waited for its result for
    ever, so it comes back as this error instead."""


class _Guarded(Generic[T, R]):
    """``func`` as a worker runs it: whatever it raises comes back to the main process as
    an exception (see :class:`WorkerStoppedError`)."""

    def __init__(self, func: Callable[[T], R]) -> None:
        self.func = func

    def __call__(self, task: T) -> R:
        check_stopped()
        try:
            return self.func(task)
        except Exception:
            raise
        except BaseException as exc:
            raise WorkerStoppedError(
                f"a worker process stopped: {type(exc).__name__}: {exc}"
            ) from None


def parallel_map(
    func: Callable[[T], R],
    tasks: Iterable[T],
    workers: int,
    ordered: bool = True,
    chunksize: int = 1,
) -> Iterator[R]:
    """``func`` over ``tasks`` in ``workers`` forked processes (in this one for a single
    worker), results as they come: in the tasks' order, or as finished if not ``ordered``."""
    if workers <= 1:
        yield from map(func, tasks)
        return
    context = multiprocessing.get_context("fork")
    stopped = context.Event()  # seen by the workers, and by the thread handing out tasks
    # the pool's threads, which fork any later worker, are started with them held too
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPS)
    try:
        pool = context.Pool(workers, initializer=_start_worker, initargs=(stopped,))
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
    fed = itertools.takewhile(lambda _: not stopped.is_set(), tasks)  # checked as handed out
    with pool:  # on the way out: any worker left is ended
        mapper = pool.imap if ordered else pool.imap_unordered
        try:
            yield from mapper(_Guarded(func), fed, chunksize=chunksize)
        except BaseException:  # a task raised, Ctrl-C, or the results no longer wanted
            stopped.set()
            _wind_down(pool)
            raise


def _wind_down(pool: Pool) -> None:
    """Let ``pool``'s workers leave, once told to stop: each ends its task at its next step
    (:func:`check_stopped`) and skips the rest. A second Ctrl-C meanwhile leaves them to be
    ended at once."""
    pool.close()
    with contextlib.suppress(KeyboardInterrupt):
        pool.join()
