"""The registry of games, so that the CLI, records and the conformance tests find every game
by name without importing each one by hand."""

from __future__ import annotations

import importlib

from roadgames.core.errors import RoadgamesError
from roadgames.core.game import GameSpec
from roadgames.core.switches import short_repr

_MODULES = {
    "millebornes": "roadgames.millebornes",
    "rushshift": "roadgames.rushshift",
}


def game_names() -> list[str]:
    """Names of the games that are installed and import cleanly."""
    names = []
    for name in _MODULES:
        try:
            get_game(name)
        except RoadgamesError:
            continue
        names.append(name)
    return names


def get_game(name: str) -> GameSpec:
    """The game declared under ``name``, in any case (raises ``RoadgamesError`` for an
    unknown one, and for what is no name)."""
    module_name = _MODULES.get(name.lower()) if isinstance(name, str) else None
    if module_name is None:
        raise RoadgamesError(f"unknown game {short_repr(name)}; known games: {', '.join(_MODULES)}")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        raise RoadgamesError(f"game {short_repr(name)} is not available") from exc
    spec: GameSpec | None = getattr(module, "GAME", None)
    if spec is None:  # e.g. a package still being written, with no GAME yet
        raise RoadgamesError(f"game {short_repr(name)} is not available")
    return spec
