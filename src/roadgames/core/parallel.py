"""Work spread over worker processes, as the tournament and simulations use it.

Ctrl-C reaches every process of the terminal's group. The workers ignore it, so that only
the main process stops: a worker stopped by it would print its traceback, and its lost
result would stop the work with a confusing error.

However the work stops (a task that raises, Ctrl-C, the results no longer wanted), the
tasks not begun are skipped, those in hand end at their next step (:func:`check_stopped`),
then the workers leave. (A second Ctrl-C ends them at once.) A worker that dies (a task
that ends its process with ``os._exit``, the system's out-of-memory killer) stops the work
with :class:`WorkerStoppedError`: the pool of :mod:`multiprocessing` replaced such a worker
and waited for its lost task for ever; :mod:`concurrent.futures` notices it.
"""

from __future__ import annotations

import contextlib
import ctypes
import itertools
import multiprocessing
import os
import signal
import sys
import threading
import traceback
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from multiprocessing.synchronize import Event
from typing import Generic, TypeVar

from roadgames.core.errors import RoadgamesError
from roadgames.core.signals import ENDING_SIGNALS

#: The most worker processes a command may ask for (more only thrash).
MAX_JOBS = 256
#: Chunks handed out and not yet finished, per worker: enough that no worker waits for
#: its next one.
AHEAD = 2
#: Chunks handed out whose results are not yet given back, per worker, at most: in order,
#: those finished after a slow one wait for it.
HELD = 16

T = TypeVar("T")
R = TypeVar("R")


def workers_for(jobs: int, tasks: int) -> int:
    """How many processes ``jobs`` asks for (0: one per core), never more than ``tasks``."""
    return max(1, min(jobs or os.cpu_count() or 1, tasks))


#: The signals held back while workers are forked, until each has set its own handlers: a
#: worker forked with the main process's handlers and stopped before its initializer ran
#: would raise ``KeyboardInterrupt`` out of the fork and carry on as the main process.
_STOPS = {signal.SIGINT, *ENDING_SIGNALS}


#: In a worker: the event the main process sets when the work stops.
_STOPPED: Event | None = None


#: Linux's ``prctl`` option that sends the calling process a signal when its parent dies.
_PR_SET_PDEATHSIG = 1


def _end_with(parent: int) -> None:
    """On Linux, end this worker (SIGTERM) once ``parent``, the process that forked it,
    dies, even killed outright (``kill -9``, the out-of-memory killer): left to itself it
    waited for work for ever. Elsewhere nothing changes."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() != parent:  # gone already, before the request was made
        os._exit(1)


def _start_worker(stopped: Event, parent: int) -> None:
    """A worker's start: ended with its ``parent`` (:func:`_end_with`), Ctrl-C and SIGHUP
    ignored, SIGTERM ending it, ``stopped`` watched, and its
    standard output sent to the standard error (the results are the main process's to
    print: whatever a task writes, even past Python's ``print``, stays out of them)."""
    global _STOPPED
    _STOPPED = stopped
    _end_with(parent)
    if _is_stream(sys.stdout, 1) and _is_stream(sys.stderr, 2):
        with contextlib.suppress(OSError, ValueError):
            sys.stdout.flush()
            os.dup2(2, 1)
    for number in _STOPS - {signal.SIGTERM}:  # Ctrl-C, the terminal closed: the main
        signal.signal(number, signal.SIG_IGN)  # process stops the work
    # ended with SIGTERM (a second Ctrl-C): whatever the main process made of it
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
    """A task not begun (or cut short) once the work stopped: nobody reads its result."""


def check_stopped() -> None:
    """For a long task, between its steps: in a worker whose work stopped, end the task now
    (its result is not wanted); elsewhere nothing."""
    if _STOPPED is not None and _STOPPED.is_set():
        raise _SkippedError


class WorkerStoppedError(RoadgamesError):
    """A task in a worker process raised what would have stopped the worker itself
    (``SystemExit``, ``KeyboardInterrupt``), or the worker process died."""


class _RemoteTracebackError(Exception):
    """The traceback of a task's error in its worker, as text: the cause of the error raised
    again here (as :mod:`concurrent.futures` gives it)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text

    def __str__(self) -> str:
        return self.text


@dataclass
class _Chunk(Generic[R]):
    """A chunk's work as a worker gives it back: the results of the tasks it finished, in
    order, then the error of the task that raised (with its traceback as text), if one did."""

    results: list[R]
    error: Exception | None = None
    traceback: str = ""

    def raise_error(self) -> None:
        """Raise the task's error, if there was one, its worker's traceback as its cause."""
        if self.error is not None:
            raise self.error from _RemoteTracebackError(self.traceback)


class _Guarded(Generic[T, R]):
    """``func`` over a chunk of tasks as a worker runs it: the tasks finished come back with
    the error that ended the chunk (a task's error ends the work, but not the results of the
    tasks before it); what would stop the worker itself is raised (see
    :class:`WorkerStoppedError`)."""

    def __init__(self, func: Callable[[T], R]) -> None:
        self.func = func

    def __call__(self, chunk: list[T]) -> _Chunk[R]:
        results = []
        for task in chunk:
            try:
                check_stopped()
                results.append(self.func(task))
            except _SkippedError:  # the work stopped: the tasks finished are given back
                break
            except Exception as exc:
                text = "".join(traceback.format_exception(exc))
                return _Chunk(results, exc, f'\n"""\n{text}"""')
            except BaseException as exc:
                raise WorkerStoppedError(
                    f"a worker process stopped: {type(exc).__name__}: {exc}"
                ) from None
        return _Chunk(results)


def parallel_map(
    func: Callable[[T], R],
    tasks: Iterable[T],
    workers: int,
    ordered: bool = True,
    chunksize: int = 1,
) -> Generator[R, None, None]:
    """``func`` over ``tasks`` in ``workers`` forked processes (in this one for a single
    worker), results as they come: in the tasks' order, or as finished if not ``ordered``.
    Tasks are drawn from ``tasks`` only as workers near the end of their work. Where the
    work stops (Ctrl-C, a task's error), the workers end their tasks at the next step
    (:func:`check_stopped`) and every task finished is given back, then the stop raised."""
    if workers <= 1:
        yield from map(func, tasks)
        return
    context = multiprocessing.get_context("fork")
    stopped = context.Event()  # seen by the workers
    executor = ProcessPoolExecutor(
        workers, mp_context=context, initializer=_start_worker, initargs=(stopped, os.getpid())
    )
    guarded = _Guarded(func)
    chunks = _chunked(tasks, chunksize)
    waiting: deque[Future[_Chunk[R]]] = deque()  # handed out, results not yet given back
    ready: deque[Future[_Chunk[R]]] = deque()  # finished, to be given back now
    before = set(multiprocessing.active_children())  # the workers: the children forked since

    def hand_out(count: int) -> None:
        for chunk in itertools.islice(chunks, max(0, count)):
            try:
                waiting.append(executor.submit(guarded, chunk))  # forks the workers at first
            except OSError as exc:  # the system's limit on processes, or memory
                raise RoadgamesError(
                    f"cannot start worker processes ({exc.strerror or exc}): try --jobs 1"
                ) from exc

    try:
        # the workers are forked as the first chunk is handed out
        held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPS)
        try:
            hand_out(1)
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, held)
        hand_out(AHEAD * workers - 1)
        while waiting:
            ready.extend(_next_ready(waiting, ordered))
            if not any(map(_failed, ready)):  # else the work stops there
                running = sum(not future.done() for future in waiting)
                hand_out(min(AHEAD * workers - running, HELD * workers - len(waiting)))
            while ready:
                chunk = ready.popleft().result()
                yield from chunk.results
                chunk.raise_error()
    except BaseException as exc:  # a task raised, Ctrl-C, or the results no longer wanted
        stopped.set()
        _wind_down(executor, set(multiprocessing.active_children()) - before)
        if isinstance(exc, BrokenProcessPool):
            raise _broken(exc) from exc
        if not isinstance(exc, GeneratorExit):  # still wanted: what finished, then the stop
            yield from _finished([*ready, *waiting])
        raise
    executor.shutdown()


def _failed(future: Future[_Chunk[R]]) -> bool:
    """Whether ``future``, finished, raised or ended with a task's error."""
    return future.exception() is not None or future.result().error is not None


def _finished(futures: Iterable[Future[_Chunk[R]]]) -> Iterator[R]:
    """The results of the tasks of ``futures`` that finished, once the work stopped: the
    workers give back the tasks of their chunk that they finished (:class:`_Guarded`)."""
    for future in futures:
        if future.done() and not future.cancelled() and future.exception() is None:
            yield from future.result().results


def _broken(exc: BrokenProcessPool) -> WorkerStoppedError:
    """What broke the pool, in words: a result that could not be read back (an exception a
    task raised that cannot be rebuilt here: the pool gives the reader's traceback as the
    cause), else a worker that died."""
    if exc.__cause__ is not None:
        last = str(exc.__cause__).strip().strip("'").strip().splitlines()[-1]
        return WorkerStoppedError(f"a worker process's result could not be read back: {last}")
    return WorkerStoppedError(
        "a worker process ended before finishing its work (a player that ends its "
        "process, or the system short of memory)"
    )


def _next_ready(waiting: deque[Future[_Chunk[R]]], ordered: bool) -> list[Future[_Chunk[R]]]:
    """Once one more chunk has finished, those whose results can be given back now (taken
    out of ``waiting``): in order, the finished ones at its head (perhaps none yet), else
    every finished one."""
    if ordered:
        if not waiting[0].done():
            wait([future for future in waiting if not future.done()], return_when=FIRST_COMPLETED)
        ready = []
        while waiting and waiting[0].done():
            ready.append(waiting.popleft())
        return ready
    finished, _ = wait(waiting, return_when=FIRST_COMPLETED)
    ready = [future for future in waiting if future in finished]
    for future in ready:
        waiting.remove(future)
    return ready


def _chunked(tasks: Iterable[T], size: int) -> Iterator[list[T]]:
    """``tasks`` in lists of ``size`` (the last one shorter)."""
    it = iter(tasks)
    while chunk := list(itertools.islice(it, max(1, size))):
        yield chunk


def _wind_down(executor: ProcessPoolExecutor, workers: set[BaseProcess]) -> None:
    """Let ``executor``'s workers leave, once told to stop: each ends its task at its next
    step (:func:`check_stopped`) and the rest is skipped. A second Ctrl-C meanwhile ends
    them at once. Outside the main thread they are left to leave by themselves: the results
    no longer wanted, the generator may be closed by the garbage collector in any thread,
    even the executor's own, which cannot wait for itself."""
    with contextlib.suppress(OSError, ValueError):  # the pool's pipes may be gone at exit
        if threading.current_thread() is not threading.main_thread():
            executor.shutdown(wait=False, cancel_futures=True)
            return
        try:
            executor.shutdown(wait=True, cancel_futures=True)
        except KeyboardInterrupt:
            for worker in workers:
                with contextlib.suppress(OSError):
                    worker.terminate()
            executor.shutdown(wait=False, cancel_futures=True)
