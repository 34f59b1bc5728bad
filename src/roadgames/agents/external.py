"""Players written outside the package: ``module:Name`` or ``path/to/file.py:Name``.

Anyone studying the game can pit their own player against the built-in ones
(``roadgames tournament --agents mybot:Bot,expert``, ``roadgames simulate --seats
bots/mine.py:Bot,heuristic``). ``Name`` is a class or function that takes the seed (an
``int``, or ``None``) and returns an object with ``decide(view, legal)``, given, as every
player is, only its seat's view and the legal actions. ``decide`` may return a
:class:`~roadgames.agents.base.Decision`, one of ``legal``, or an action's notation
(``"play 200"``); anything else is refused with an error that names the player, never
played.

A module is looked for where Python looks, and in the current folder; a file path is
loaded from that file. Either is imported once per process.

In a tournament or simulation (the main thread of its process) a player is held to a time
per decision (:data:`DECISION_LIMIT`, ``--decision-limit``): one that takes longer is
stopped with an error naming it and the line it was at, rather than hanging the run. What it
prints goes to the standard error, so that the results on the standard output stay clean.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import importlib.util
import inspect
import math
import numbers
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Collection, Iterator, Sequence
from pathlib import Path, PurePath
from types import FrameType, ModuleType
from typing import Any

from roadgames.agents.base import Agent, Decision, Reason
from roadgames.core.errors import RoadgamesError
from roadgames.core.signals import ENDING_SIGNALS
from roadgames.core.switches import short_repr

#: What separates the module (or file) from the name of the player in it.
SEPARATOR = ":"
#: How a player from code is named, for the errors.
FORM = "module:Name or path/to/file.py:Name"
#: Seconds a player of one's own may take over one decision in a tournament or simulation
#: unless ``--decision-limit`` says otherwise.
DECISION_LIMIT = 60.0
#: The longest time limit held: a longer one (a year) is no limit at all, and the system's
#: timer holds no more than some years.
LONGEST_LIMIT = 365 * 86_400.0


class _OutOfTime(BaseException):
    """Raised into a player's code when its time for a decision is up: not an
    ``Exception``, so that a player's own ``except Exception`` does not swallow it. A bare
    ``except:`` can: it is raised again while the player runs on, and its answer is refused
    (only a player that swallows every one of them for ever is past stopping). Raised late,
    once the player has answered, it carries where the player was when its time ran out
    (``file.py, line 12``): its traceback no longer shows it."""


#: Seconds between the stops raised into a player past its time, after the first.
_RINGS_AGAIN = 0.05
#: The shortest delay a timer is armed with: zero would put it out.
_AT_ONCE = 1e-6
#: The modules of the guard around a player's code, where no stop is raised.
_GUARD_MODULES = (__name__, "contextlib")


class _PlayerStoppedError(RoadgamesError):
    """A player stopped by :func:`_guarded` (its time up, ``sys.exit``…), the error said in
    full: passed on as it is, where the player's own errors are put into words."""


def checked_limit(limit: object) -> float | None:
    """A player's time limit as given from Python (:func:`external_agent`, a simulation's or
    tournament's ``decision_limit``): seconds above 0, or ``None`` for no limit, as are 0
    (``--decision-limit 0``), infinity and anything past :data:`LONGEST_LIMIT`;
    ``RoadgamesError`` for what is no number of seconds from 0 (a negative one, NaN, text,
    ``True``).

    >>> checked_limit(2), checked_limit(0), checked_limit(float("inf")), checked_limit(10**400)
    (2.0, None, None, None)
    """
    if limit is None:
        return None
    if isinstance(limit, bool) or not isinstance(limit, numbers.Real):
        raise RoadgamesError(
            f"a time limit is seconds (a number) or None, not {type(limit).__name__}"
        )
    try:
        seconds = float(limit)
    except OverflowError:  # a whole number past any float's reach, either way
        seconds = math.inf if isinstance(limit, int) and limit > 0 else -math.inf
    if math.isnan(seconds) or seconds < 0:
        said = short_repr(limit)
        raise RoadgamesError(f"a time limit is seconds from 0 (0: no limit), not {said}")
    return seconds if 0 < seconds <= LONGEST_LIMIT else None


def is_external(name: str) -> bool:
    """Whether ``name`` names a player written outside the package (it holds a colon)."""
    return SEPARATOR in name


def player_name(name: str) -> str:
    """A player's name as it is looked up: a registered one in lower case (``EXPERT`` is
    ``expert``); one from code as given, since Python's names tell case apart, a file's
    path made absolute (``~`` expanded), so that a saved game or run resumes from any
    folder and one file is one player however its path was spelt.

    >>> player_name(" Expert@64 "), player_name("MyBots:Careful")
    ('expert@64', 'MyBots:Careful')
    """
    name = name.strip()
    if not is_external(name):
        return name.lower()
    where, separator, attribute = name.rpartition(SEPARATOR)
    if where.endswith(".py"):
        # a ~user that names no home folder stays as it is, as a shell leaves it (pathlib's
        # expanduser raises RuntimeError): the file is then not found, said so
        where = str(Path(os.path.expanduser(where)).resolve())
    return f"{where}{separator}{attribute}"


def short_names(names: Collection[str]) -> dict[str, str]:
    """Each of ``names`` (as :func:`player_name` gives them) as a table or a file shows it:
    a file's path cut to the file's name (``racer.py:Racer``), with as many folders above it
    as tell it from the other files of that name among ``names`` (``a/racer.py:Racer`` and
    ``b/racer.py:Racer``), so that two players never share one; any other name as it is.
    The same names always give the same labels, wherever the command runs: a saved run's
    files are read back by them.

    >>> names = ["/x/a/bot.py:Bot", "/y/b/bot.py:Bot@64", "/x/a/mine.py:Bot", "expert"]
    >>> list(short_names(names).values())
    ['a/bot.py:Bot', 'b/bot.py:Bot@64', 'mine.py:Bot', 'expert']
    """
    files = {}
    for name in names:
        where = name.rpartition(SEPARATOR)[0]
        if is_external(name) and where.endswith(".py"):
            files[where] = PurePath(where).parts
    cut = {}
    for where, parts in files.items():
        others = [other for other in files.values() if other != parts]
        folders = 1  # the file's name alone, then a folder more while another ends alike
        while folders < len(parts) and any(o[-folders:] == parts[-folders:] for o in others):
            folders += 1
        cut[where] = str(PurePath(*parts[-folders:]))
    shown = {}
    for name in names:
        where, separator, attribute = name.rpartition(SEPARATOR)
        shown[name] = f"{cut[where]}{separator}{attribute}" if where in cut else name
    return shown


def label_of(kind: str) -> str:
    """A computer player as a table names it: its level, or for a player of one's own the
    name in its module (``Careful`` for ``bots/mine.py:Careful``)."""
    return kind.rpartition(SEPARATOR)[2] if is_external(kind) else kind


class ExternalAgent:
    """A player from outside the package, held to the protocol: its answer must be one of
    the legal actions (or its notation), and comes back as a :class:`Decision`."""

    def __init__(self, player: Any, name: str, source: str | None = None) -> None:
        self.player = player
        self.name = name
        #: the file of the player's module, where an error's line is looked for first
        self.source = source
        #: seconds it may take over one decision (None: no limit); held in a process's main
        #: thread only, where a signal can stop it (a tournament's or simulation's workers)
        self.limit: float | None = None

    @property
    def rng(self) -> Any:
        """The player's own random generator, if it keeps one as ``rng`` (as the built-in
        players do): the terminal game reseeds it for each point of a game, so that a game
        resumed plays on as the unbroken one would have."""
        return getattr(self.player, "rng", None)

    @property
    def set_budget(self) -> Any:
        """The player's own ``set_budget(iterations=…, millis=…)``, if it has one, for a
        budget named as ``file.py:Name@64``, held to account as its decisions are
        (``None``: it takes no budget)."""
        setter = getattr(self.player, "set_budget", None)
        if setter is None:
            return None

        def set_budget(**budget: Any) -> None:
            try:
                with _guarded(self.name, self.limit, self.source, "to take its budget"):
                    setter(**budget)
            except _PlayerStoppedError:
                raise
            except Exception as exc:
                raise RoadgamesError(
                    f"player {self.name!r} could not take its budget: {_raised(exc, self.source)}"
                ) from exc

        return set_budget

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """Ask the player, and check its answer (a player that raises stops with an error
        naming it and the line of its code that raised)."""
        legal = tuple(legal)  # the player's own copy: what it does to it changes nothing here
        try:
            with _guarded(self.name, self.limit, self.source, "over one decision"):
                answer = self.player.decide(view, legal)
                # read under the guard too: an answer's attributes and text are its code
                action, explanation, reason = _read(answer)
                match = _written(action, legal) if isinstance(action, str) else _same(action, legal)
                shown = "" if match is not None else _shown(action)
        except _PlayerStoppedError:
            raise
        except Exception as exc:
            raise RoadgamesError(
                f"player {self.name!r} raised {_raised(exc, self.source)}"
            ) from exc
        if match is None and isinstance(action, str):
            raise RoadgamesError(
                f"player {self.name!r} chose {shown}, which is not one of its legal actions "
                f"({_listed(legal)})"
            )
        if match is None:
            raise RoadgamesError(
                f"player {self.name!r} answered {shown}, not one of its legal actions "
                f"({_listed(legal)})"
            )
        return Decision(match, explanation, reason)


@contextlib.contextmanager
def _guarded(name: str, limit: float | None, source: str | None, doing: str) -> Iterator[None]:
    """Run a player's code (:func:`_held`) and turn what would end the run some other way
    than an error into one naming the player: running past ``limit`` seconds ``doing``
    something, ``sys.exit``, a ``KeyboardInterrupt`` it raised itself (no stop came:
    :func:`_stops_kept`; in a worker process, which ignores Ctrl-C, or outside the main
    thread, which no signal reaches, it always did), and any other ``BaseException`` of its
    own. Its exceptions (``Exception``) pass."""
    try:
        with _held(limit):
            yield
    except _OutOfTime as exc:
        if limit is None:  # the limit of a player whose code runs this one: that one's stop
            raise
        line = _line_of(exc, source) or (exc.args[0] if exc.args else None)
        raise _PlayerStoppedError(
            f"player {name!r} took more than {limit:g} s {doing} and was stopped"
            f"{f' at {line}' if line else ''} (--decision-limit sets the limit)"
        ) from None
    except (Exception, GeneratorExit):
        raise
    except _OwnInterrupt as own:
        raise _PlayerStoppedError(f"player {name!r} raised {_raised(own.raised, source)}") from None
    except BaseException as exc:  # SystemExit, KeyboardInterrupt, a class of its own
        if (
            isinstance(exc, KeyboardInterrupt)
            and threading.current_thread() is threading.main_thread()
        ):
            raise  # a stop that came (:func:`_stops_kept`): the command stops as it does on one
        raise _PlayerStoppedError(f"player {name!r} raised {_raised(exc, source)}") from None


class _OwnInterrupt(BaseException):
    """A player's own ``KeyboardInterrupt``: raised while no stop came (no Ctrl-C, no signal
    taken as one), so not a stop of the command but the player's error."""

    def __init__(self, raised: KeyboardInterrupt) -> None:
        super().__init__(raised)
        self.raised = raised


@contextlib.contextmanager
def _held(limit: float | None) -> Iterator[None]:
    """Hold a player to account while it runs, in a process's main thread: what it prints
    goes to the standard error, and past ``limit`` seconds (None: never) :class:`_OutOfTime`
    is raised where it is. Elsewhere (the terminal table's worker threads) it runs as it
    is."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    with contextlib.redirect_stdout(sys.stderr), _stops_kept():
        if not limit or not hasattr(signal, "setitimer"):
            yield
            return
        rang: list[str | None] = []  # per ring, where the player was
        settled: list[bool] = []

        def out_of_time(signum: int, frame: FrameType | None) -> None:
            if settled:  # a last ring as the player's run is wound up is not its own
                return
            rang.append(None if frame is None else _frame_line(frame))
            # not raised into the guard's own lines (its answer on its way out): there it
            # would escape the guard, or cut its winding up short; the answer, late, is
            # refused below all the same
            if frame is None or frame.f_globals.get("__name__") not in _GUARD_MODULES:
                raise _OutOfTime

        previous = signal.signal(signal.SIGALRM, out_of_time)
        started = time.monotonic()
        # the caller's own timer (a researcher's alarm, the limit of a player of one's own
        # that runs this one), taken in the same call that arms this one
        callers: tuple[float, float] = (0.0, 0.0)
        try:
            # rung again and again once the time is up, for a player that swallows the stop
            # (a bare ``except:``) and carries on
            callers = signal.setitimer(signal.ITIMER_REAL, limit, _RINGS_AGAIN)
            try:
                yield
            finally:
                settled.append(True)
                signal.setitimer(signal.ITIMER_REAL, 0)
            if rang:  # swallowed, or rung as it answered: late all the same
                raise _OutOfTime(rang[0])
        finally:  # even where the time ran out just as the player answered
            settled.append(True)
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
            _given_back(callers, time.monotonic() - started)


def _given_back(callers: tuple[float, float], taken: float) -> None:
    """Set the caller's timer again, less the ``taken`` seconds it went on counting while a
    player ran; one that fell due meanwhile rings at once, to the caller's handler, now
    given back."""
    delay, interval = callers
    if delay > 0:
        signal.setitimer(signal.ITIMER_REAL, max(delay - taken, _AT_ONCE), interval)


@contextlib.contextmanager
def _stops_kept() -> Iterator[None]:
    """A stop that comes while a player runs (Ctrl-C, or SIGTERM or SIGHUP where they are
    taken as one) is not lost to a player that catches it: once the player is done, the
    stop is raised again, as the signal's handler raises it. Only handlers of Python's own
    are followed (a worker ignores Ctrl-C; a signal's default is left as it is). A
    ``KeyboardInterrupt`` raised while no stop came is the player's own
    (:class:`_OwnInterrupt`)."""
    came: list[tuple[int, Callable[[int, FrameType | None], Any]]] = []
    previous: dict[int, Callable[[int, FrameType | None], Any]] = {}
    for number in (signal.SIGINT, *ENDING_SIGNALS):
        handler = signal.getsignal(number)
        if not callable(handler):
            continue

        def noted(
            signum: int,
            frame: FrameType | None,
            handler: Callable[[int, FrameType | None], Any] = handler,
        ) -> None:
            came.append((signum, handler))
            handler(signum, frame)

        previous[number] = handler
        signal.signal(number, noted)
    ended: BaseException | None = None
    try:
        yield
    except BaseException as exc:
        if not came:
            if isinstance(exc, KeyboardInterrupt):  # no stop came: the player raised it
                raise _OwnInterrupt(exc) from None
            raise
        ended = exc  # the player's end (its error, its time up) after a stop: the stop first
    finally:
        for restored, handler in previous.items():
            signal.signal(restored, handler)
    if came:  # caught by the player and swallowed: the command still stops
        signum, handler = came[0]
        handler(signum, None)
    if ended is not None:  # a handler of Python's own that did not raise
        raise ended


def _raised(exc: BaseException, source: str | None = None) -> str:
    """An exception as an error names it: its type, its message, and where it was raised
    (:func:`_where`)."""
    if isinstance(exc, SyntaxError) and exc.filename:  # raised where the code was read
        return f"SyntaxError: {exc.msg} ({Path(exc.filename).name}, line {exc.lineno})"
    said = f": {exc}" if str(exc) else ""
    return f"{type(exc).__name__}{said}{_where(exc, source)}"


def _where(exc: BaseException, source: str | None) -> str:
    """Where ``exc`` was raised, as `` (file.py, line 12)`` (:func:`_line_of`), or
    nothing."""
    line = _line_of(exc, source)
    return f" ({line})" if line else ""


def _line_of(exc: BaseException, source: str | None) -> str | None:
    """The line ``exc`` was raised at, as ``file.py, line 12``: the innermost line of the
    player's own file ``source``, else the innermost line outside this module (where the
    time limit raises; None where there is none)."""
    guard = (__file__, contextlib.__file__)  # the guard's own lines tell nothing of the player
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename not in guard]
    own = [f for f in frames if source is not None and f.filename == source]
    frame = (own or frames)[-1] if frames else None
    return None if frame is None else f"{Path(frame.filename).name}, line {frame.lineno}"


def _frame_line(frame: FrameType) -> str:
    """Where ``frame`` is, as ``file.py, line 12``."""
    return f"{Path(frame.f_code.co_filename).name}, line {frame.f_lineno}"


def _read(answer: object) -> tuple[object, str, Reason | None]:
    """A player's answer as plain values: what it chose (text as a plain ``str``), its
    explanation and its reason (dropped where they are not the protocol's types)."""
    decision = answer if isinstance(answer, Decision) else Decision(answer)
    action, explanation, reason = decision.action, decision.explanation, decision.reason
    if isinstance(action, str):
        action = str.__str__(action)  # its text, whatever a subclass of str would make of it
    explanation = str.__str__(explanation) if isinstance(explanation, str) else ""
    return action, explanation, reason if type(reason) is Reason else None


def _same(action: object, legal: Sequence[Any]) -> Any:
    """The legal action ``action`` is, found by its type and value (an answer that only
    claims to equal one is not it); None."""
    return next((a for a in legal if type(a) is type(action) and a == action), None)


def _written(text: str, legal: Sequence[Any]) -> Any:
    """The legal action written ``text``, read as the game reads its notation (any case,
    spacing and spelling its parser takes), or as the action's text in any case; None."""
    for kind in dict.fromkeys(type(action) for action in legal):
        parse = getattr(kind, "parse", None)
        if parse is None:
            continue
        try:
            parsed = parse(text)
        except ValueError:
            continue
        found = next((action for action in legal if action == parsed), None)
        if found is not None:
            return found
    wanted = text.strip().lower()
    return next((action for action in legal if str(action).lower() == wanted), None)


def _shown(answer: object) -> str:
    """An answer as an error shows it: briefly, whatever it is."""
    text = repr(answer)
    return text if len(text) <= 60 else text[:57] + "..."


def _listed(legal: Sequence[Any]) -> str:
    """The legal actions in notation, for an error."""
    return ", ".join(str(a) for a in legal)


def external_agent(name: str, seed: int | None, limit: float | None = None) -> Agent:
    """Build the player ``name`` (``module:Name`` or ``file.py:Name``) with ``seed``, held
    to ``limit`` seconds to load, to be built and per decision (None: no limit; see
    :func:`checked_limit`); ``RoadgamesError`` if it cannot be found or built."""
    limit = checked_limit(limit)
    where, _, attribute = name.rpartition(SEPARATOR)
    if not where or not attribute:
        raise RoadgamesError(f"bad player {name!r}: name it as {FORM}")
    source = str(Path(os.path.expanduser(where)).resolve()) if where.endswith(".py") else None
    with _guarded(name, limit, source, "to load"):
        module = _module(where, name)
    factory: Any = module
    for part in attribute.split("."):
        factory = getattr(factory, part, None)
        if factory is None:
            raise RoadgamesError(f"no {attribute!r} in {where!r} (player {name!r})")
    if not callable(factory):
        raise RoadgamesError(f"{attribute!r} in {where!r} is not a class or function")
    source = getattr(module, "__file__", None)
    try:
        with _guarded(name, limit, source, "to be built"):
            player = factory(seed)
    except _PlayerStoppedError:
        raise
    except Exception as exc:
        raise RoadgamesError(
            f"player {name!r} could not be built as {attribute}(seed): {_raised(exc)}"
        ) from exc
    if not callable(getattr(player, "decide", None)):
        raise RoadgamesError(f"player {name!r} has no decide(view, legal) method")
    agent = ExternalAgent(player, name, source)
    agent.limit = limit
    return agent


def source_digest(name: str) -> str | None:
    """The SHA-256 of the code of the player ``name`` (``module:Name`` or
    ``file.py:Name``, loaded if it is not yet): its module's file, every file of the
    package it is (``mybots:Bot``), and the file that defines it, so that a run carried on
    can tell that the player was changed in between; None for a built-in player or a module
    with no file of its own."""
    if not is_external(name):
        return None
    where, _, attribute = name.rpartition(SEPARATOR)
    with _guarded(name, None, None, "to load"):
        module = _module(where, name)
    own = getattr(module, "__file__", None)
    files = {Path(own)} if own else set()
    for folder in getattr(module, "__path__", ()):
        files.update(Path(folder).rglob("*.py"))
    defined = _defined_in(module, attribute)
    if defined is not None:
        files.add(defined)
    if not files:
        return None
    digest = hashlib.sha256()
    for path in sorted(files):
        try:
            digest.update(f"{path}\n".encode() + path.read_bytes())
        except OSError as exc:
            raise RoadgamesError(f"cannot read {path} (player {name!r}): {exc.strerror}") from exc
    return digest.hexdigest()


def _defined_in(module: ModuleType, attribute: str) -> Path | None:
    """The file that defines ``attribute`` of ``module`` (a class or function imported
    there from elsewhere), where Python can tell."""
    found: Any = module
    for part in attribute.split("."):
        found = getattr(found, part, None)
    try:
        source = inspect.getsourcefile(found)
    except TypeError:  # a built-in, or nothing found
        return None
    return Path(source) if source else None


def _module(where: str, name: str) -> ModuleType:
    """The module ``where`` names: a ``.py`` file, or a module Python or the current
    folder holds."""
    if where.endswith(".py"):
        return _module_from_file(Path(os.path.expanduser(where)), name)
    if os.getcwd() not in sys.path:
        # the command's own folder is on Python's path, not the one it is run from
        sys.path.append(os.getcwd())
    try:
        return importlib.import_module(where)
    except ModuleNotFoundError as exc:
        # the module itself (or a package above it) missing, not one that it imports
        if exc.name is not None and (exc.name == where or where.startswith(exc.name + ".")):
            raise RoadgamesError(
                f"no module {where!r} for player {name!r} (here or on Python's path)"
            ) from exc
        raise RoadgamesError(f"player {name!r} could not be loaded: {_raised(exc)}") from exc
    except Exception as exc:  # it raised while importing: a syntax error, a bad import…
        raise RoadgamesError(f"player {name!r} could not be loaded: {_raised(exc)}") from exc


def _module_from_file(path: Path, name: str) -> ModuleType:
    """The module in file ``path``, loaded once."""
    if not path.is_file():
        raise RoadgamesError(f"no file {str(path)!r} for player {name!r}")
    key = "roadgames_player_" + hashlib.sha1(str(path.resolve()).encode()).hexdigest()[:16]
    if key in sys.modules:
        return sys.modules[key]
    spec = importlib.util.spec_from_file_location(key, path)
    if spec is None or spec.loader is None:
        raise RoadgamesError(f"cannot load {str(path)!r} as Python (player {name!r})")
    module = importlib.util.module_from_spec(spec)
    sys.modules[key] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as exc:
        del sys.modules[key]  # stopped half way (even by the time limit): loaded afresh next
        if not isinstance(exc, Exception):
            raise
        raise RoadgamesError(f"player {name!r} could not be loaded: {_raised(exc)}") from exc
    return module
