"""The game a command plays, named either way: ``roadgames play rushshift`` or
``roadgames play --game rushshift`` (``play``, ``simulate`` and ``tournament`` alike)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from roadgames.core.errors import RoadgamesError

#: The game played where none is named.
DEFAULT_GAME = "millebornes"


def add_game_arguments(parser: argparse.ArgumentParser, games: Sequence[str]) -> None:
    """Add the game as an optional positional argument and as ``--game`` (read them with
    :func:`chosen_game`)."""
    choices = tuple(games)
    parser.add_argument(
        "game",
        nargs="?",
        type=str.lower,
        default=None,
        choices=choices,
        help=f"the game (default {DEFAULT_GAME})",
    )
    parser.add_argument(
        "--game",
        dest="game_option",
        metavar="GAME",
        type=str.lower,
        choices=choices,
        help=f"the game, {' or '.join(choices)} (the same as the positional argument)",
    )


def chosen_game(args: argparse.Namespace) -> str:
    """The game the arguments name, either way (the same one, if both)."""
    positional, option = args.game, args.game_option
    if positional is not None and option is not None and positional != option:
        raise RoadgamesError(
            f"two games named: {positional} and --game {option}; name the game once"
        )
    return str(positional or option or DEFAULT_GAME)
