"""When a long run saves what it has played so far, so that one killed outright (``kill -9``,
the out-of-memory killer, a power cut) loses little, and saving costs little.

A save writes every game played so far, so it grows with the run. A run saves once
:data:`SAVE_SECONDS` have passed since it last saved, or once another twentieth of its
games are played, whichever comes first (a long run loses at most a minute or so of play,
a short one saves about twenty times); but never before twenty times as long as its last
save took have passed, so saving never takes more than about a twentieth of the run's time
(a run of many quick games would otherwise spend more time writing than playing).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from roadgames.commands.progress import twentieth

#: The most seconds of play a run goes without saving, where saving is quick.
SAVE_SECONDS = 60.0
#: How many times as long as its last save took a run plays before it saves again.
PLAY_PER_SAVE = 20.0


class SaveSchedule:
    """Says when a run of ``total`` games saves next (see the module docstring); told of
    each game played (:meth:`played`) and timing each save (:meth:`saving`)."""

    def __init__(
        self,
        total: int,
        seconds: float = SAVE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._every = twentieth(total)
        self._seconds = seconds
        self._clock = clock
        self._since = clock()  # when the run began, or its last save ended
        self._unsaved = 0
        self._wait = 0.0  # at least this long after the last save: PLAY_PER_SAVE times it

    def played(self) -> bool:
        """One more game played: whether to save now."""
        self._unsaved += 1
        gone = self._clock() - self._since
        if gone < self._wait:
            return False
        return self._unsaved >= self._every or gone >= self._seconds

    @contextmanager
    def saving(self) -> Iterator[None]:
        """A save, timed: ``with schedule.saving(): save()``."""
        began = self._clock()
        try:
            yield
        finally:  # a save that failed took its time all the same
            ended = self._clock()
            self._wait = PLAY_PER_SAVE * (ended - began)
            self._since = ended
            self._unsaved = 0
