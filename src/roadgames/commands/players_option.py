"""The option that names the players: ``--seats`` for ``play`` and ``simulate`` (a player
per seat), ``--agents`` for ``tournament`` (a lineup per team). Each command refuses the
other's in words that name its own, rather than reading what follows as something else
(``simulate --agents heuristic,random`` took the players for the game)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

#: Each command's option that names its players.
OWN_OPTION = {"play": "--seats", "simulate": "--seats", "tournament": "--agents"}
#: Whose option each is, as the refusal says it.
_WHOSE = {"--seats": "play's and simulate's", "--agents": "tournament's"}


def refuse_the_others_option(parser: argparse.ArgumentParser, command: str) -> None:
    """Make ``parser`` (of ``command``) refuse the other commands' players option, with or
    without a value, in words naming its own; the option is left out of the help."""
    own = OWN_OPTION[command]
    other = "--agents" if own == "--seats" else "--seats"
    said = f"{other} is {_WHOSE[other]}: {command} names its players with {own}"
    parser.add_argument(other, action=_Refused, said=said)


class _Refused(argparse.Action):
    """An option refused wherever it is met (with a value or without), in the words
    ``said``; not in the help."""

    def __init__(self, option_strings: Sequence[str], dest: str, said: str) -> None:
        super().__init__(
            option_strings, dest, nargs="?", default=argparse.SUPPRESS, help=argparse.SUPPRESS
        )
        self.said = said

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        parser.error(self.said)
