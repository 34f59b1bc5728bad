"""``roadgames play``: play Mille Bornes in the terminal against the computer or friends.

With no arguments it opens the new-game screen set for you against one computer player of
the default level (Enter starts). ``--quick`` skips the set-up; ``--resume`` continues a
saved game.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from roadgames.commands.options import add_rules_arguments, parse_overrides
from roadgames.core.errors import RoadgamesError
from roadgames.tui.i18n import LANGUAGES, Translator, detect_language

GAMES = ("millebornes", "rushshift")


def default_save_path() -> Path:
    """Where a game is saved unless ``--save`` says otherwise."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "roadgames" / "millebornes-save.json"


def register(subparsers: Any) -> None:
    """Add the ``play`` subcommand."""
    parser = subparsers.add_parser(
        "play",
        help="play in the terminal (Mille Bornes)",
        description=(
            "Play Mille Bornes in the terminal, against computer players or friends on one "
            "screen. With no arguments: the new-game screen, set for you against one "
            "computer player; press Enter to start."
        ),
    )
    parser.add_argument(
        "game", nargs="?", default="millebornes", choices=GAMES, help="the game (millebornes)"
    )
    add_rules_arguments(parser)
    parser.add_argument(
        "--seats",
        metavar="KINDS",
        help="comma-separated seat kinds: 'human' or a computer level, e.g. human,medium",
    )
    parser.add_argument("--names", metavar="NAMES", help="comma-separated seat names")
    parser.add_argument("--seed", type=int, help="shuffle seed (default: random)")
    parser.add_argument(
        "--lang", choices=LANGUAGES, help="language (default: from the locale, else en)"
    )
    parser.add_argument(
        "--resume",
        nargs="?",
        const=str(default_save_path()),
        metavar="FILE",
        help="continue a saved game (default file: the last save)",
    )
    parser.add_argument(
        "--save", metavar="FILE", help=f"where to save on quitting (default {default_save_path()})"
    )
    parser.add_argument(
        "--quick", action="store_true", help="skip the new-game screen and start at once"
    )
    parser.add_argument(
        "--delay",
        type=float,
        default=0.6,
        metavar="SECONDS",
        help="pause before each computer move (default 0.6)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Open the game; returns the exit status."""
    lang = args.lang or detect_language()
    tr = Translator(lang)
    if args.game != "millebornes":
        return _other_game(args.game, tr)
    from roadgames.tui.app import RoadgamesApp
    from roadgames.tui.screens.new_game import Setup, localised_names
    from roadgames.tui.session import GameSession

    session: GameSession | None = None
    save_path = Path(args.save).expanduser() if args.save else default_save_path()
    if args.resume is not None:
        try:
            session = GameSession.load(args.resume)
        except RoadgamesError as exc:
            print(f"roadgames: cannot resume {args.resume}: {exc}", file=sys.stderr)
            return 2
        except (TypeError, KeyError, IndexError, AttributeError) as exc:
            print(
                f"roadgames: cannot resume {args.resume}: the file is damaged ({exc})",
                file=sys.stderr,
            )
            return 2
        if not args.save:
            save_path = Path(args.resume).expanduser()
    setup = Setup(
        preset=args.preset,
        players=args.players,
        options=parse_overrides(args.option),
        kinds=_split(args.seats),
        names=_split(args.names),
        seed=args.seed,
    )
    if session is None and args.quick:
        from roadgames.millebornes import make_rules

        rules = make_rules(setup.preset, setup.players, **setup.options)
        kinds = setup.seat_kinds()
        session = GameSession.new(
            rules, kinds, names=localised_names(setup.names, kinds, tr), seed=setup.seed
        )
    if args.delay < 0:
        raise RoadgamesError("--delay cannot be negative")
    app = RoadgamesApp(
        setup=setup, session=session, lang=lang, save_path=save_path, delay=args.delay
    )
    saved = app.run()
    if saved:
        print(f"Game saved to {saved}")
        print(f"Continue it with: roadgames play --resume {saved}")
    return 0


def _split(text: str | None) -> list[str]:
    if not text:
        return []
    return [part.strip() for part in text.split(",")]


def _other_game(game: str, tr: Translator) -> int:
    """Rush Hour Shift has no terminal game yet: say so plainly (exit status 1)."""
    title = "Rush Hour Shift" if game == "rushshift" else game
    print(tr("not_available", game=title), file=sys.stderr)
    return 1
