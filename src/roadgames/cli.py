"""The ``roadgames`` command: one entry point, one subcommand module per job.

Each module in :data:`COMMANDS` defines ``register(subparsers)``, which adds its subcommand
and sets ``func`` on it; ``func(args)`` returns the exit status.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from collections.abc import Collection, Mapping, Sequence
from contextlib import nullcontext
from types import MappingProxyType
from typing import TYPE_CHECKING

from roadgames import __version__
from roadgames.commands.output import (
    OutputError,
    closed_output,
    end_output_failure,
    flush_output,
    output_failure,
    show_what_the_encoding_can,
)
from roadgames.commands.stopping import INTERRUPTED, Stop, terminate_as_interrupt
from roadgames.core.errors import RoadgamesError

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

COMMANDS = (
    "roadgames.commands.play",
    "roadgames.commands.simulate",
    "roadgames.commands.tournament",
    "roadgames.commands.replay",
    "roadgames.commands.rules",
)
#: The commands whose work runs long: SIGTERM stops them as Ctrl-C does, keeping what was
#: played, with its own exit status, 143 (the terminal game saves after every move and
#: keeps SIGTERM's default).
LONG_WORK = ("simulate", "tournament")


class _Parser(argparse.ArgumentParser):
    """argparse's parser, but its help and version, written to the standard output, fail
    as any other output does (argparse drops the error: ``--help > /dev/full`` ended 0
    saying nothing); its subcommands' parsers are of this class too."""

    #: Each command's parser, by name: it says what the command leaves unread (its usage).
    command_parsers: Mapping[str, argparse.ArgumentParser] = MappingProxyType({})

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if not message:
            return
        if file is None or file is sys.stdout:  # help, version (None: stdout closed)
            if sys.stdout is None:
                raise OutputError(closed_output())
            try:
                sys.stdout.write(message)
            except OSError as exc:
                raise OutputError(exc) from exc
            return
        super()._print_message(message, file)  # the standard error: usage, errors


def build_parser() -> _Parser:
    """The argument parser with every available subcommand."""
    parser = _Parser(
        prog="roadgames",
        description="Mille Bornes (every edition and variant) and Rush Hour Shift.",
    )
    parser.add_argument("--version", action="version", version=f"roadgames {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:  # that command is not part of this build
                continue
            raise
        module.register(subparsers)
    for command in subparsers.choices.values():
        # no guessing from a prefix: `simulate --game x` must not be read as `--games x`
        command.allow_abbrev = False
    parser.command_parsers = dict(subparsers.choices)
    return parser


def _refuse_unknown_options(parser: _Parser, argv: Sequence[str]) -> None:
    """Refuse an option the chosen command does not know (``--name``, ``-x``), in its
    parser's words, before argparse reads on: it leaves such an option unread and takes the
    value after it for the game (``simulate --deals 10``: "argument game: invalid choice: '10'")."""
    at = next((i for i, token in enumerate(argv) if not token.startswith("-")), None)
    where = None if at is None else parser.command_parsers.get(argv[at])
    if at is None or where is None:
        return
    rest = list(argv[at + 1 :])
    for index, token in enumerate(rest):
        if token == "--":  # what follows is no option
            return
        if _unknown_option(token, where._option_string_actions):
            after = rest[index + 1 : index + 2]
            attached = "=" in token or (not token.startswith("--") and len(token) > 2)
            value = [] if attached or not after or after[0].startswith("-") else after
            where.error(f"unrecognized arguments: {' '.join([token, *value])}")


#: A negative number, which argparse reads as a value, not an option (its own pattern).
_NEGATIVE = re.compile(r"-\d+|-\d*\.\d+")


def _unknown_option(token: str, known: Collection[str]) -> bool:
    """Whether ``token`` is an option none of ``known`` is: ``--name`` or ``--name=value``,
    or ``-x`` (``-xVALUE`` by its first letter), not a negative number nor ``-`` alone."""
    if token.startswith("--"):
        return token.partition("=")[0] not in known
    if not token.startswith("-") or len(token) < 2 or _NEGATIVE.fullmatch(token):
        return False
    return token[:2] not in known


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    show_what_the_encoding_can()
    parser = build_parser()
    try:
        _refuse_unknown_options(parser, sys.argv[1:] if argv is None else argv)
        args, extras = parser.parse_known_args(argv)
        if extras:  # said by the command's own parser: its usage, not the top level's
            where = parser.command_parsers.get(args.command or "", parser)
            where.error(f"unrecognized arguments: {' '.join(extras)}")
        if args.command is None:  # a usage error: the usage, on the standard error
            parser.error(f"choose a command ({', '.join(parser.command_parsers)})")
    except SystemExit as exc:
        if exc.code not in (0, None):  # a usage error, said on the standard error
            raise
        try:  # the help or the version, written: a failure to write it is said
            flush_output()
        except OutputError as unwritten:
            return end_output_failure(unwritten.error)
        raise
    except OutputError as unwritten:
        return end_output_failure(unwritten.error)
    # long work keeps what it has done when killed (SIGTERM), as after Ctrl-C
    stop = Stop()
    stopping = terminate_as_interrupt(stop) if args.command in LONG_WORK else nullcontext()
    try:
        with stopping:
            status: int = args.func(args)
            flush_output()
    except RoadgamesError as exc:
        print(f"roadgames: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(
            "roadgames: terminated" if stop.terminated else "roadgames: interrupted",
            file=sys.stderr,
        )
        status = INTERRUPTED
    except (OutputError, OSError, SystemExit) as exc:
        # the output failed (| head, > /dev/full), whatever was printing: said once, here
        failed = output_failure(exc)
        if failed is None:
            raise
        return end_output_failure(failed)
    return stop.status(status)


if __name__ == "__main__":
    sys.exit(main())
