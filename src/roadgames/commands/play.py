"""``roadgames play``: play Mille Bornes or Rush Hour Shift in the terminal, against the
computer or friends.

With no arguments it opens the new-game screen set for Mille Bornes, you against one
computer player of the default level (Enter starts; its first choice is the game, Rush
Hour Shift the other); ``--quick`` skips the set-up.
``roadgames play rushshift`` goes straight to the table (``--seats human,human`` for two
people on one screen). ``--resume`` continues a saved game of either: the record says
which game it is (a file of the other game than the one named is refused, said so); with
no file, the game named's last save, else the latest of the two games' last saves that
holds a game to carry on (where neither does, the latest there is: its error says why;
where there is neither, that no game is saved).

This module reads the command line and opens the game; where the saves are kept and which
one is carried on is :mod:`.play_saves`, running an app and what is said as it closes
:mod:`.play_launch`.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from roadgames.agents import agent_names
from roadgames.agents.external import is_external, player_name
from roadgames.commands.files import file_name, home_expanded
from roadgames.commands.games import add_game_arguments, chosen_game
from roadgames.commands.helptext import ParagraphsFormatter
from roadgames.commands.options import (
    SEED_RANGE,
    SHIFT_OPTIONS_HELP,
    add_rules_arguments,
    deal_seed,
    parse_overrides,
    refuse_preset,
    usual_players,
)
from roadgames.commands.play_launch import finished_to_keep, launch
from roadgames.commands.play_saves import (
    DEFAULT_SAVE,
    GAMES,
    Skipped,
    default_save_help,
    default_save_path,
    latest_save,
    load_session,
    other_save_note,
    skipped_save_note,
)
from roadgames.commands.players_option import refuse_the_others_option
from roadgames.commands.resume_words import cannot_resume, nothing_saved
from roadgames.core.errors import RoadgamesError
from roadgames.core.records import SaveRead
from roadgames.tui.i18n import LANGUAGES, Translator, detect_language

if TYPE_CHECKING:
    from roadgames.tui.app import RoadgamesApp
    from roadgames.tui.rushshift.app import RushShiftApp
    from roadgames.tui.rushshift.session import RushSession
    from roadgames.tui.screens.new_game_setup import Setup
    from roadgames.tui.session import GameSession

EXAMPLES = """\
examples:
  roadgames play                              # the new-game screen; Enter plays
  roadgames play --quick --seats human,expert # at the table, the top level
  roadgames play --resume saved.json          # carry on a saved game (q saves)
  roadgames play --seats human,human,expert   # two people on one screen
  roadgames play --preset modern -o fast_play=on   # any preset, any option
  roadgames play --lang fr                    # the table in French
  roadgames play rushshift                    # Rush Hour Shift
  roadgames play rushshift -o setup=random    # a random set-up, not set-up 1
"""


def register(subparsers: Any) -> None:
    """Add the ``play`` subcommand."""
    parser = subparsers.add_parser(
        "play",
        help="play in the terminal (Mille Bornes, Rush Hour Shift)",
        description=(
            "Play Mille Bornes or Rush Hour Shift in the terminal, against computer players "
            "or friends on one screen. With no arguments: the new-game screen, set for Mille "
            "Bornes, you against one computer player (press Enter to start; choose Rush Hour "
            "Shift there as the game, or run roadgames play rushshift)."
        ),
        epilog=EXAMPLES,
        formatter_class=ParagraphsFormatter,
    )
    add_game_arguments(parser, GAMES)
    add_rules_arguments(
        parser, players_from_seats=True, other_games=SHIFT_OPTIONS_HELP, preset_default=None
    )
    parser.add_argument(
        "--seats",
        metavar="KINDS",
        help="comma-separated seat kinds: 'human', a computer level or a player of your own "
        "(module:Name or file.py:Name), e.g. human,medium; with --players, seats not named "
        "get the default computer player",
    )
    parser.add_argument("--names", metavar="NAMES", help="comma-separated seat names")
    parser.add_argument(
        "--seed", type=deal_seed, help=f"shuffle seed, {SEED_RANGE} (default: random)"
    )
    parser.add_argument(
        "--lang", choices=LANGUAGES, help="language (default: from the locale, else en)"
    )
    parser.add_argument(
        "--resume",
        nargs="?",
        const="",
        metavar="FILE",
        help="continue a saved game of either game (default file: the last save of the game "
        "named; with no game named, the latest of the two games' last saves, the other game "
        "said as the table opens)",
    )
    parser.add_argument(
        "--trust-players",
        action="store_true",
        help="resume a file from outside roadgames' own save folder that seats players of "
        "your own (their code runs; without this, such a file is refused)",
    )
    parser.add_argument(
        "--save",
        type=_save_file,
        metavar="FILE",
        help=f"where the game is saved, after every move and on quitting (default "
        f"{default_save_help()})",
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
    refuse_the_others_option(parser, "play")
    parser.set_defaults(func=run)


#: The longest pause before a computer move (seconds).
MAX_DELAY = 60.0
#: What a resumed game takes from its record, not from the command line.
_FIXED_ON_RESUME = ("seats", "names", "seed", "preset", "players", "option")


def run(args: argparse.Namespace) -> int:
    """Open the game; returns the exit status."""
    named = args.game is not None or args.game_option is not None
    args.game = chosen_game(args)
    lang = args.lang or detect_language()
    if not 0 <= args.delay <= MAX_DELAY:  # also refuses nan
        raise RoadgamesError(f"--delay must be 0 to {MAX_DELAY:g} seconds, not {args.delay}")
    save_path, flag = _save_option(args)
    if args.trust_players and args.resume is None:
        raise RoadgamesError("--trust-players goes with --resume FILE")
    if args.resume is None:
        if args.game == "rushshift":
            return _new_rushshift(args, lang, save_path, flag)
        return _millebornes(args, lang, save_path, None, flag)
    return _resume(args, lang, save_path, named)


def _resume(args: argparse.Namespace, lang: str, save_path: Path | None, named: bool) -> int:
    """Carry on a saved game (``--resume``: the file named, else the last save of the game
    ``named``, else the latest of the two games' last saves), in ``lang`` unless the save
    says another and ``--lang`` does not; saved at ``save_path`` (``--save``), else where
    it was read."""
    _refuse_new_game_options(args)
    chosen = _save_to_resume(args, lang, named)
    if chosen is None:
        return 2
    session = _load_resumed(args, lang, named, chosen)
    if session is None:
        return 2
    from roadgames.tui.rushshift.session import RushSession

    if args.lang is None and session.lang is not None:
        lang = session.lang  # the language it was played in, unless told otherwise
    tr = Translator(lang)
    _relocalise_names(session, tr)
    flag = "--save" if save_path is not None else "--resume"
    note = _two_saves_note(tr, session.game, chosen)
    if isinstance(session, RushSession):
        return _resumed_rushshift(args, lang, save_path or chosen.path, session, flag, note)
    return _millebornes(args, lang, save_path or chosen.path, session, flag, note)


def _refuse_new_game_options(args: argparse.Namespace) -> None:
    """Refuse with ``--resume`` what sets up a new game: the options a resumed game takes
    from its record, and ``--quick``."""
    given = [name for name in _FIXED_ON_RESUME if getattr(args, name) not in (None, [])]
    if given:
        flag = "-o" if given[0] == "option" else f"--{given[0]}"
        raise RoadgamesError(f"{flag} cannot change a resumed game: its record says how it goes")
    if args.quick:
        raise RoadgamesError("--quick starts a new game and --resume carries on a saved one")


class _Chosen(NamedTuple):
    """The save ``--resume`` carries on, and what choosing it found."""

    path: Path
    #: the save, as it was read to choose it (where it was the latest of the two games')
    read: SaveRead | None = None
    #: the other game, where its last save is one to carry on
    also_saved: str | None = None
    #: the other game, where its later last save cannot be
    skipped: Skipped | None = None


def _save_to_resume(args: argparse.Namespace, lang: str, named: bool) -> _Chosen | None:
    """The save ``--resume`` carries on: the file named, else the last save of the game
    ``named``, else the latest of the two games' last saves (:func:`latest_save`); ``None``
    where there is none, said (in ``lang``)."""
    if args.resume:
        return _Chosen(home_expanded(args.resume))
    if named:
        path = default_save_path(args.game)
        if not os.path.lexists(path):
            print(f"roadgames: {nothing_saved(path, Translator(lang), args.game)}", file=sys.stderr)
            return None
        return _Chosen(path)
    if not any(os.path.lexists(default_save_path(game)) for game in GAMES):
        folder = default_save_path().parent  # both games' saves are looked for: say where
        print(f"roadgames: {nothing_saved(folder, Translator(lang))}", file=sys.stderr)
        return None
    read, also_saved, skipped = latest_save()
    return _Chosen(read.path, read, also_saved, skipped)


def _load_resumed(
    args: argparse.Namespace, lang: str, named: bool, chosen: _Chosen
) -> GameSession | RushSession | None:
    """The game saved at ``chosen``'s path (:func:`load_session`); ``None`` where it
    cannot be carried on, said why (in ``lang``)."""
    path = chosen.path
    # a file named with a game named: that game's, else said (not the other game opened)
    game = args.game if named and args.resume else None
    try:
        return load_session(path, trust_players=args.trust_players, read=chosen.read, game=game)
    except (RoadgamesError, TypeError, KeyError, IndexError, AttributeError, ValueError) as exc:
        # the last save looked for is not there: the other game's is offered, if saved
        missing = None if args.resume or path.exists() else args.game
        print(f"roadgames: {cannot_resume(exc, path, Translator(lang), missing)}", file=sys.stderr)
        return None


def _relocalise_names(session: GameSession | RushSession, tr: Translator) -> None:
    """Give the resumed game's seats the default names that follow the language played
    now (``tr``) and each seat's kind; a name somebody chose stays."""
    from roadgames.tui.seats import relocalised_names

    plain = type(session).former_names_by_default  # "CPU 2 (medium)", saved by older ones
    levels = agent_names(session.game)
    session.names = relocalised_names(session.names, session.players, tr, plain, levels)


def _two_saves_note(tr: Translator, game: str, chosen: _Chosen) -> str | None:
    """With two games saved, what to say as the table of ``game`` opens: which game this
    is, and the other (:func:`other_save_note`, :func:`skipped_save_note`)."""
    if chosen.also_saved is not None:
        return other_save_note(tr, game, chosen.also_saved)
    if chosen.skipped is not None:
        return skipped_save_note(tr, game, chosen.skipped)
    return None


def _resumed_rushshift(
    args: argparse.Namespace,
    lang: str,
    save_path: Path,
    session: RushSession,
    flag: str,
    note: str | None,
) -> int:
    """Rush Hour Shift resumed, as :func:`_millebornes` opens Mille Bornes: ``flag`` is the
    option that named the save path, ``note`` what to say as the app opens."""
    from roadgames.tui.screens.new_game_setup import Setup

    # n at the end of the match: the new-game screen, but where the command has none
    form = None if args.game == "rushshift" else Setup()
    app = _rushshift_app(session, lang, save_path, args.delay, form)
    app.opening_note = note
    return _play_on(args, lang, app, flag)


def _millebornes(
    args: argparse.Namespace,
    lang: str,
    save_path: Path | None,
    session: GameSession | None,
    flag: str = "--save",
    note: str | None = None,
) -> int:
    """Mille Bornes: the new-game screen (or straight to the table: resumed, ``--quick``);
    ``flag`` is the option that named the save path, ``note`` what to say as the app
    opens. Rush Hour Shift chosen on that screen is played next (:func:`_play_on`)."""
    from roadgames.tui.app import RoadgamesApp
    from roadgames.tui.screens.new_game_setup import Setup
    from roadgames.tui.seats import localised_names
    from roadgames.tui.session import GameSession, check_players

    kinds = _kinds("millebornes", args.seats)
    setup = Setup(
        preset=args.preset or "classic",
        players=_players(args.players, kinds, usual_players("millebornes", args.preset)),
        options=parse_overrides(args.option),
        kinds=kinds,
        names=_split(args.names),
        seed=args.seed,
    )
    if session is None:
        from roadgames.millebornes import make_rules

        # checked here, so that bad options stop with a clear error before any screen opens
        rules = make_rules(setup.preset, setup.players, **setup.options)
        # the seats named, defaults for the others (check_players refuses too many named)
        kinds = check_players(kinds + setup.seat_kinds()[len(kinds) :], rules.players)
        _check_names(setup.names, rules.players)
        if args.quick:
            names = localised_names(setup.names, kinds, Translator(lang))
            session = GameSession.new(rules, kinds, names=names, seed=setup.seed)
    app = RoadgamesApp(
        setup=setup,
        session=session,
        lang=lang,
        save_path=save_path or default_save_path(),
        delay=args.delay,
        fresh_save=default_save_path(),
    )
    app.opening_note = note
    return _play_on(args, lang, app, flag)


def _play_on(
    args: argparse.Namespace, lang: str, app: RoadgamesApp | RushShiftApp, flag: str
) -> int:
    """Run ``app`` (``flag`` named its save path), then each app it is left for, in turn:
    a Rush Hour Shift match chosen on the new-game screen, played as ``roadgames play
    rushshift`` plays it, saved where ``--save`` says, else at its own default save path
    (not at a Mille Bornes game's resumed from); the new-game screen again, from ``n`` at
    the end of that match, saving a Mille Bornes game where the screen's first app did
    (else where ``--save`` says, else at the default; at the default too where that app
    left a finished game opened only to look at:
    :meth:`~roadgames.tui.game_app.GameApp.leave_looked_at`). The exit status is the last
    app's."""
    from roadgames.tui.app import RoadgamesApp
    from roadgames.tui.rushshift.session import RushSession

    rush_path, rush_flag = _new_game_save(args, "rushshift")
    if isinstance(app, RoadgamesApp):
        mille_path, mille_flag = app.save_path, flag
    else:
        mille_path, mille_flag = _new_game_save(args, "millebornes")
    while True:
        status = launch(app, flag)
        if isinstance(app, RoadgamesApp) and isinstance(app.next_session, RushSession):
            if app.save_path == app.fresh_save != mille_path:  # a game looked at, left (n)
                mille_path, mille_flag = app.save_path, DEFAULT_SAVE
            app = _rushshift_chosen(app, app.next_session, lang, rush_path, args.delay)
            flag = rush_flag
        elif app.next_setup is not None:
            app = _new_game_screen(app, app.next_setup, lang, mille_path, args.delay)
            flag = mille_flag
        else:
            return status


def _save_option(args: argparse.Namespace) -> tuple[Path | None, str]:
    """``--save``'s file (``None`` where it is not given) and what names it in messages:
    the option, else :data:`DEFAULT_SAVE`."""
    if args.save is not None:
        return args.save, "--save"
    return None, DEFAULT_SAVE


def _save_file(text: str) -> Path:
    """``--save``'s file (:func:`~.files.file_name`)."""
    return file_name(text, "game.json")


def _new_game_save(args: argparse.Namespace, game: str) -> tuple[Path, str]:
    """Where a game of ``game`` begun on the new-game screen is saved, and what names it:
    ``--save``'s file, else ``game``'s default save path."""
    path, flag = _save_option(args)
    return path or default_save_path(game), flag


def _rushshift_chosen(
    app: RoadgamesApp, session: RushSession, lang: str, save_path: Path, delay: float
) -> RushShiftApp:
    """The app of the Rush Hour Shift match (``session``) chosen on ``app``'s new-game
    screen, saved at ``save_path``: ``n`` at the end of the match goes back to that
    screen's set-up."""
    form = app.setup
    finished = app.finished_save  # the form's, after a finished game: kept there too
    rush = _rushshift_app(session, lang, save_path, delay, form)
    rush.finished_save = finished
    return rush


def _new_game_screen(
    app: RoadgamesApp | RushShiftApp, setup: Setup, lang: str, save_path: Path, delay: float
) -> RoadgamesApp:
    """The app of the new-game screen (set up as ``setup``) that ``app`` was left for,
    saving a Mille Bornes game at ``save_path``."""
    from roadgames.tui.app import RoadgamesApp

    finished = finished_to_keep(app, save_path)
    screen = RoadgamesApp(
        setup=setup,
        lang=lang,
        save_path=save_path,
        delay=delay,
        fresh_save=default_save_path(),
    )
    screen.finished_save = finished  # named as that app closes, if nothing else is
    return screen


def _rushshift_app(
    session: RushSession, lang: str, save_path: Path, delay: float, form: Setup | None
) -> RushShiftApp:
    """The app of a Rush Hour Shift match, saved at ``save_path``, a new match saved at
    its own default save path; ``form``: the new-game screen's set-up to go back to
    (``n`` at the end of the match), if any."""
    from roadgames.tui.rushshift.app import RushShiftApp

    return RushShiftApp(
        session,
        lang=lang,
        save_path=save_path,
        delay=delay,
        form=form,
        fresh_save=default_save_path("rushshift"),
    )


def _new_rushshift(
    args: argparse.Namespace, lang: str, save_path: Path | None, flag: str = "--save"
) -> int:
    """Rush Hour Shift: a new match from the command line's options (``--preset`` is Mille
    Bornes's and is refused; options go through ``-o NAME=VALUE``, e.g. ``-o setup=3``)."""
    refuse_preset("rushshift", args.preset)
    from roadgames.rushshift import GAME as RUSHSHIFT
    from roadgames.tui.rushshift.app import RushShiftApp
    from roadgames.tui.rushshift.session import PERSON, RushSession, default_level

    kinds = _kinds("rushshift", args.seats) or [PERSON, default_level()]
    players = _players(args.players, kinds, usual_players("rushshift", None))
    rules = RUSHSHIFT.rules_from_options(None, players, **parse_overrides(args.option))
    names = _split(args.names)
    _check_names(names, players)
    session = RushSession.for_people(rules, kinds, names, Translator(lang), seed=args.seed)
    app = RushShiftApp(
        session,
        lang=lang,
        save_path=save_path or default_save_path("rushshift"),
        delay=args.delay,
        fresh_save=default_save_path("rushshift"),
    )
    return launch(app, flag)


def _check_names(names: list[str], players: int) -> None:
    """Refuse more names than seats (fewer are fine: the others get default names)."""
    if len(names) > players:
        raise RoadgamesError(f"{len(names)} names for {players} seats: name at most {players}")


def _players(players: int | None, kinds: list[str], usual: int) -> int:
    """The number of seats: ``--players``, else as many as ``--seats`` names, else
    ``usual``. With ``--players``, seats not named get the default players (``--players 4
    --seats human,expert``: two more)."""
    if players is not None:
        return players
    if len(kinds) == 1:
        raise RoadgamesError(
            f"--seats {kinds[0]} names one seat: name each seat, e.g. --seats human,{kinds[0]}"
        )
    return len(kinds) if kinds else usual


def _kinds(game: str, text: str | None) -> list[str]:
    """Seat kinds of ``game`` from ``--seats`` (``HUMAN`` is ``human``, ``Expert`` is
    ``expert``; a player of one's own, ``mine.py:Careful``, as given), each checked: an
    unknown one is refused as unknown, and a search budget (``expert@64``) as one that
    ``play`` does not take."""
    from roadgames.tui.seats import check_players

    kinds = [player_name(kind) for kind in _split(text)]
    levels = agent_names(game)
    for kind in kinds:
        base, at, _ = kind.rpartition("@")  # a budget, as tournament and simulate take one
        if at and (base in levels or is_external(base)):
            raise RoadgamesError(
                f"play takes no search budgets ({kind!r}): name the player alone, e.g. "
                f"{base!r} (budgets are for tournament and simulate)"
            )
    return check_players(game, kinds, len(kinds))


def _split(text: str | None) -> list[str]:
    """The entries of a comma-separated option (``--seats``, ``--names``), stripped."""
    if not text:
        return []
    return [part.strip() for part in text.split(",")]
