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
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from roadgames.agents.base import Agent, Decision
from roadgames.core.errors import RoadgamesError

#: What separates the module (or file) from the name of the player in it.
SEPARATOR = ":"
#: How a player from code is named, for the errors.
FORM = "module:Name or path/to/file.py:Name"


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
        where = str(Path(where).expanduser().resolve())
    return f"{where}{separator}{attribute}"


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

    @property
    def rng(self) -> Any:
        """The player's own random generator, if it keeps one as ``rng`` (as the built-in
        players do): the terminal game reseeds it for each point of a game, so that a game
        resumed plays on as the unbroken one would have."""
        return getattr(self.player, "rng", None)

    @property
    def set_budget(self) -> Any:
        """The player's own ``set_budget(iterations=…, millis=…)``, if it has one, for a
        budget named as ``file.py:Name@64`` (``None``: it takes no budget)."""
        return getattr(self.player, "set_budget", None)

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """Ask the player, and check its answer (a player that raises stops with an error
        naming it and the line of its code that raised)."""
        legal = tuple(legal)  # the player's own copy: what it does to it changes nothing here
        try:
            answer = self.player.decide(view, legal)
        except Exception as exc:
            raise RoadgamesError(
                f"player {self.name!r} raised {_raised(exc, self.source)}"
            ) from exc
        decision = answer if isinstance(answer, Decision) else Decision(answer)
        action = decision.action
        if isinstance(action, str):
            text = action.strip().lower()
            match = next((a for a in legal if str(a).lower() == text), None)
            if match is None:
                raise RoadgamesError(
                    f"player {self.name!r} chose {action!r}, which is not one of its legal "
                    f"actions ({_listed(legal)})"
                )
        else:
            # the engine's own action, found by its type and value: an answer that only
            # claims to equal one is refused
            match = next((a for a in legal if type(a) is type(action) and a == action), None)
            if match is None:
                raise RoadgamesError(
                    f"player {self.name!r} answered {_shown(action)}, not one of its legal "
                    f"actions ({_listed(legal)})"
                )
        return Decision(match, decision.explanation, decision.reason)


def _raised(exc: BaseException, source: str | None = None) -> str:
    """An exception as an error names it: its type, its message, and where it was raised:
    the innermost line of the player's own file ``source``, else the innermost line."""
    frames = traceback.extract_tb(exc.__traceback__)
    if isinstance(exc, SyntaxError) and exc.filename:  # raised where the code was read
        return f"SyntaxError: {exc.msg} ({Path(exc.filename).name}, line {exc.lineno})"
    own = [f for f in frames if source is not None and f.filename == source]
    frame = (own or frames)[-1] if frames else None
    where = "" if frame is None else f" ({Path(frame.filename).name}, line {frame.lineno})"
    return f"{type(exc).__name__}: {exc}{where}"


def _shown(answer: object) -> str:
    """An answer as an error shows it: briefly, whatever it is."""
    text = repr(answer)
    return text if len(text) <= 60 else text[:57] + "..."


def _listed(legal: Sequence[Any]) -> str:
    """The legal actions in notation, for an error."""
    return ", ".join(str(a) for a in legal)


def external_agent(name: str, seed: int | None) -> Agent:
    """Build the player ``name`` (``module:Name`` or ``file.py:Name``) with ``seed``
    (``RoadgamesError`` if it cannot be found or built)."""
    where, _, attribute = name.rpartition(SEPARATOR)
    if not where or not attribute:
        raise RoadgamesError(f"bad player {name!r}: name it as {FORM}")
    module = _module(where, name)
    factory: Any = module
    for part in attribute.split("."):
        factory = getattr(factory, part, None)
        if factory is None:
            raise RoadgamesError(f"no {attribute!r} in {where!r} (player {name!r})")
    if not callable(factory):
        raise RoadgamesError(f"{attribute!r} in {where!r} is not a class or function")
    try:
        player = factory(seed)
    except Exception as exc:
        raise RoadgamesError(f"player {name!r} could not be built: {_raised(exc)}") from exc
    if not callable(getattr(player, "decide", None)):
        raise RoadgamesError(f"player {name!r} has no decide(view, legal) method")
    return ExternalAgent(player, name, getattr(module, "__file__", None))


def _module(where: str, name: str) -> ModuleType:
    """The module ``where`` names: a ``.py`` file, or a module Python or the current
    folder holds."""
    if where.endswith(".py"):
        return _module_from_file(Path(where).expanduser(), name)
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
    except Exception as exc:
        del sys.modules[key]
        raise RoadgamesError(f"player {name!r} could not be loaded: {_raised(exc)}") from exc
    return module
