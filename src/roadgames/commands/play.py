"""``roadgames play``: play Mille Bornes or Rush Hour Shift in the terminal, against the
computer or friends.

With no arguments it opens the new-game screen set for Mille Bornes, you against one
computer player of the default level (Enter starts; its first choice is the game, Rush
Hour Shift the other); ``--quick`` skips the set-up.
``roadgames play rushshift`` goes straight to the table (``--seats human,human`` for two
people on one screen). ``--resume`` continues a saved game of either: the record says
which game it is; with no file, the game named's last save, else the latest of the two
games' last saves that holds a game to carry on (where neither does, the latest there is:
its error says why).
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from roadgames.agents import agent_names
from roadgames.agents.external import is_external, player_name
from roadgames.commands.files import check_writable_file
from roadgames.commands.games import add_game_arguments, chosen_game
from roadgames.commands.helptext import ParagraphsFormatter
from roadgames.commands.options import (
    SHIFT_OPTIONS_HELP,
    add_rules_arguments,
    parse_overrides,
    refuse_preset,
    usual_players,
)
from roadgames.commands.output import printable
from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.core.records import (
    GameRecord,
    SaveRead,
    holds_unfinished_game,
    load_or_none,
    read_save,
    replay_problem,
)
from roadgames.core.seeds import read_seed
from roadgames.tui.i18n import LANGUAGES, detect_language
from roadgames.tui.session_base import SessionBase

if TYPE_CHECKING:
    from roadgames.tui.app import RoadgamesApp
    from roadgames.tui.game_app import FinishedSave, GameApp
    from roadgames.tui.i18n import Translator
    from roadgames.tui.rushshift.app import RushShiftApp
    from roadgames.tui.rushshift.session import RushSession
    from roadgames.tui.session import GameSession

GAMES = ("millebornes", "rushshift")


def default_save_path(game: str = "millebornes") -> Path:
    """Where a game of ``game`` is saved unless ``--save`` says otherwise."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "roadgames" / f"{game}-save.json"


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
        "--seed", type=deal_seed, help="shuffle seed, a whole number from 0 (default: random)"
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
        metavar="FILE",
        help=f"where the game is saved, after every move and on quitting (default "
        f"{default_save_path('GAME')})",
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


#: The longest pause before a computer move (seconds).
MAX_DELAY = 60.0
#: What a resumed game takes from its record, not from the command line.
_FIXED_ON_RESUME = ("seats", "names", "seed", "preset", "players", "option")
#: How the errors name the save path when no option named it.
DEFAULT_SAVE = "the default save file"


def run(args: argparse.Namespace) -> int:
    """Open the game; returns the exit status."""
    named = args.game is not None or args.game_option is not None
    args.game = chosen_game(args)
    lang = args.lang or detect_language()
    if not 0 <= args.delay <= MAX_DELAY:  # also refuses nan
        raise RoadgamesError(f"--delay must be 0 to {MAX_DELAY:g} seconds, not {args.delay}")
    save_path = Path(args.save).expanduser() if args.save else None
    if args.trust_players and args.resume is None:
        raise RoadgamesError("--trust-players goes with --resume FILE")
    if args.resume is None:
        flag = "--save" if save_path is not None else DEFAULT_SAVE
        return (
            _new_rushshift(args, lang, save_path, flag)
            if args.game == "rushshift"
            else (_millebornes(args, lang, save_path, None, flag))
        )
    given = [name for name in _FIXED_ON_RESUME if getattr(args, name) not in (None, [])]
    if given:
        flag = "-o" if given[0] == "option" else f"--{given[0]}"
        raise RoadgamesError(f"{flag} cannot change a resumed game: its record says how it goes")
    if args.quick:
        raise RoadgamesError("--quick starts a new game and --resume carries on a saved one")
    also_saved: str | None = None  # the other game, where its last save is one to carry on
    skipped: _Skipped | None = None  # the other game, where its later last save cannot be
    read: SaveRead | None = None  # the save carried on, as it was read to choose it
    if args.resume:
        path = Path(args.resume).expanduser()
    elif named:
        path = default_save_path(args.game)
    else:
        read, also_saved, skipped = _latest_save()
        path = read.path
    try:
        session = load_session(path, trust_players=args.trust_players, read=read)
    except RoadgamesError as exc:
        where = "" if str(path) in str(exc) else f" {path}"  # the path once, not twice
        other = "" if args.resume or path.exists() else _saved_elsewhere(args.game)
        print(f"roadgames: cannot resume{where}: {exc}{other}", file=sys.stderr)
        return 2
    except (TypeError, KeyError, IndexError, AttributeError, ValueError) as exc:
        print(f"roadgames: cannot resume {path}: the file is damaged ({exc})", file=sys.stderr)
        return 2
    from roadgames.tui.i18n import Translator
    from roadgames.tui.rushshift.session import RushSession
    from roadgames.tui.seats import relocalised_names

    # default names follow the language played now and each seat's kind
    plain = type(session).former_names_by_default  # "CPU 2 (medium)", saved by older ones
    levels = agent_names(session.game)
    tr = Translator(lang)
    session.names = relocalised_names(session.names, session.players, tr, plain, levels)
    flag = "--save" if save_path is not None else "--resume"
    note = None  # two games saved: which one this is, and the other
    if also_saved is not None:
        note = _other_save_note(tr, session.game, also_saved)
    elif skipped is not None:
        note = _skipped_save_note(tr, session.game, skipped)
    if isinstance(session, RushSession):
        from roadgames.tui.rushshift.app import RushShiftApp
        from roadgames.tui.screens.new_game_setup import Setup

        # n at the end of the match: the new-game screen, but where the command has none
        form = None if args.game == "rushshift" else Setup()
        app = RushShiftApp(
            session, lang=lang, save_path=save_path or path, delay=args.delay, form=form
        )
        app.opening_note = note
        return _play_on(args, lang, app, flag)
    return _millebornes(args, lang, save_path or path, session, flag, note)


#: A later last save that a plain ``--resume`` passed over: its game, and what it held.
_Skipped = tuple[str, SaveRead]


def _latest_save() -> tuple[SaveRead, str | None, _Skipped | None]:
    """The last save a plain ``--resume`` carries on, the other game where its last save
    holds a game to carry on too, and the other game's last save where it is later but
    cannot be carried on (:attr:`~roadgames.core.records.SaveRead.cannot_carry_on`): of the
    games' last saves that hold a game to carry on, the latest (by the time it was
    written: every move is saved). Where none does, the latest last save there is, which
    shows a finished game or says why it cannot be carried on (made by a newer roadgames,
    damaged: not that no Mille Bornes game is saved); Mille Bornes' where there is none (as
    before there were two games, with the same errors). Each save is read once, and what
    it held kept (:func:`~roadgames.core.records.read_save`)."""
    found = {game: read_save(default_save_path(game)) for game in GAMES}
    saved = [game for game in GAMES if found[game].unfinished]
    candidates = saved or [game for game in GAMES if found[game].is_file]
    if not candidates:
        return found[GAMES[0]], None, None
    latest = max(candidates, key=_saved_at)
    other = next((game for game in saved if game != latest), None)
    skipped = next(
        (
            (game, found[game])
            for game in GAMES
            if game not in candidates
            and found[game].cannot_carry_on
            and _saved_at(game) > _saved_at(latest)
        ),
        None,
    )
    return found[latest], other, skipped


def _saved_at(game: str) -> float:
    """When ``game``'s last save was written (it must be there)."""
    return default_save_path(game).stat().st_mtime


def _other_save_note(tr: Translator, game: str, other: str) -> str:
    """What a plain ``--resume`` that had two games to carry on says as the table opens:
    which one it carried on, and how to carry on the other."""
    titles = {"millebornes": tr("title"), "rushshift": tr("rs_title")}
    command = f"roadgames play {other} --resume"
    return tr("resumed_latest", game=titles[game], other=titles[other], command=command)


def _skipped_save_note(tr: Translator, game: str, skipped: _Skipped) -> str:
    """What a plain ``--resume`` says as the table opens where it passed over the other
    game's later last save, which cannot be carried on (``skipped``: that game, and what
    its save held): which save, and why (made by a newer roadgames; anything else, the
    command that says what)."""
    titles = {"millebornes": tr("title"), "rushshift": tr("rs_title")}
    other, read = skipped
    path, saved = read.path, read.record
    if saved is not None and saved.is_newer():
        return tr("resume_skipped_newer", game=titles[game], other=titles[other], path=path)
    command = f"roadgames play {other} --resume"
    return tr("resume_skipped", game=titles[game], other=titles[other], path=path, command=command)


def _saved_elsewhere(game: str) -> str:
    """Where ``--resume`` found no last save of ``game``: the other game's, if one is
    there to carry on, as a note to the error ("; a Rush Hour Shift game is saved: roadgames
    play rushshift --resume"), else nothing."""
    from roadgames.core.registry import get_game

    for other in GAMES:
        if other != game and holds_unfinished_game(default_save_path(other)):
            command = "roadgames play" + ("" if other == "millebornes" else f" {other}")
            return f"; a {get_game(other).title} game is saved: {command} --resume"
    return ""


def _check_save_path(path: Path, flag: str = "--save") -> None:
    """Refuse a save file that cannot be written, or that a person named and that holds
    something other than a game of roadgames (it would be overwritten), before any screen
    opens; ``flag`` is the option that named it (``--resume``: a resumed game is saved where
    it was read, a game's record, not read again), :data:`DEFAULT_SAVE` where none did: a
    damaged default save is set aside on the first save instead
    (:func:`~roadgames.core.records.set_aside_other_game`), never in the way of a new
    game."""
    try:
        check_writable_file(path, flag, "game.json", make_folder=True)
    except RoadgamesError as exc:
        if flag == "--save":
            raise
        raise RoadgamesError(f"{exc}: name a file to save the game in with --save FILE") from exc
    if flag in (DEFAULT_SAVE, "--resume"):  # nobody chose it (what is there is set aside,
        return  # as any other game), or the game resumed was read from it just now
    if path.is_file() and path.stat().st_size:
        try:
            GameRecord.load(path)
        except RoadgamesError as exc:
            raise RoadgamesError(
                f"{flag} {path} holds something other than a saved game ({exc}); "
                "name another file, it would be overwritten"
            ) from exc


def load_session(
    path: str | Path, trust_players: bool = False, read: SaveRead | None = None
) -> GameSession | RushSession:
    """The saved game at ``path``, of whichever game its record names (``read``: the file
    as it was read already, if it was, not read again). A file from outside roadgames'
    own save folder that seats players of one's own is refused unless ``trust_players``:
    resuming it would import and run their code, and a saved game is a file one may be
    sent."""
    from roadgames.tui.rushshift.session import RushSession
    from roadgames.tui.session import GameSession

    record = GameRecord.load(path) if read is None else read.loaded()
    own = _untrusted_players(record, Path(path))
    if own and not trust_players:
        raise RecordError(
            f"{path} seats players of your own ({', '.join(map(printable, own))}): resuming "
            "it runs their code; if you trust it, add --trust-players"
        )
    if record.game == "rushshift":
        return RushSession.from_record(record)
    if record.game == "millebornes":
        return GameSession.from_record(record)
    raise RecordError(f"this record is a game of {record.game!r}, which cannot be played here")


def _untrusted_players(record: GameRecord, path: Path) -> list[str]:
    """The players of one's own that the record at ``path`` seats, where it is kept outside
    the folder where roadgames keeps its saves (what it wrote itself: the last save, a game
    set aside beside it): resuming it runs their code. Empty in that folder."""
    folder = default_save_path().parent.resolve()
    if path.expanduser().resolve().parent == folder:
        return []
    return [kind for kind in record.players or () if isinstance(kind, str) and is_external(kind)]


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
    from roadgames.tui.i18n import Translator
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
    (else where ``--save`` says, else at the default). The exit status is the last app's."""
    from roadgames.tui.app import RoadgamesApp
    from roadgames.tui.rushshift.app import RushShiftApp
    from roadgames.tui.rushshift.session import RushSession

    given = Path(args.save).expanduser() if args.save else None
    rush_path = given or default_save_path("rushshift")
    rush_flag = "--save" if given is not None else DEFAULT_SAVE
    if isinstance(app, RoadgamesApp):
        mille_path, mille_flag = app.save_path, flag
    else:
        mille_path = given or default_save_path()
        mille_flag = "--save" if given is not None else DEFAULT_SAVE
    while True:
        status = launch(app, flag)
        if isinstance(app, RoadgamesApp) and isinstance(app.next_session, RushSession):
            session, form = app.next_session, app.setup
            finished = app.finished_save  # the form's, after a finished game: kept there too
            app = RushShiftApp(session, lang=lang, save_path=rush_path, delay=args.delay, form=form)
            app.finished_save = finished
            flag = rush_flag
        elif app.next_setup is not None:
            finished = _finished_to_keep(app, mille_path)
            app = RoadgamesApp(
                setup=app.next_setup, lang=lang, save_path=mille_path, delay=args.delay
            )
            app.finished_save = finished  # named as that app closes, if nothing else is
            flag = mille_flag
        else:
            return status


def _finished_to_keep(app: GameApp[Any], path: Path) -> FinishedSave | None:
    """The finished game that the new-game screen opened after ``app`` (``n`` at its end)
    keeps from a game saved at ``path``: ``app``'s own, unless a game finished before it
    (a Mille Bornes game before a match chosen on the form) is still at ``path``, where
    ``app``'s is not; ``app``'s is then named now, where it stays, as the app closes."""
    finished, earlier = app.finished_game(), app.finished_save
    if earlier is None or not earlier.is_at(path) or (finished and finished.is_at(path)):
        return finished
    if finished is not None:
        _say_finished(app.tr, finished.path)
    return earlier


def _new_rushshift(
    args: argparse.Namespace, lang: str, save_path: Path | None, flag: str = "--save"
) -> int:
    """Rush Hour Shift: a new match from the command line's options (``--preset`` is Mille
    Bornes's and is refused; options go through ``-o NAME=VALUE``, e.g. ``-o setup=3``)."""
    refuse_preset("rushshift", args.preset)
    from roadgames.rushshift import GAME as RUSHSHIFT
    from roadgames.tui.i18n import Translator
    from roadgames.tui.rushshift.session import PERSON, RushSession, default_level

    kinds = _kinds("rushshift", args.seats) or [PERSON, default_level()]
    players = _players(args.players, kinds, usual_players("rushshift", None))
    rules = RUSHSHIFT.rules_from_options(None, players, **parse_overrides(args.option))
    names = _split(args.names)
    _check_names(names, players)
    session = RushSession.for_people(rules, kinds, names, Translator(lang), seed=args.seed)
    path = save_path or default_save_path("rushshift")
    return _run_rushshift(session, lang, path, args.delay, flag)


def _run_rushshift(
    session: RushSession, lang: str, save_path: Path, delay: float, flag: str = "--save"
) -> int:
    from roadgames.tui.rushshift.app import RushShiftApp

    app = RushShiftApp(session, lang=lang, save_path=save_path, delay=delay)
    return launch(app, flag)


def deal_seed(text: str) -> int:
    """``--seed``: a whole number from 0, of no more digits than Python reads, as the
    new-game form takes it (:func:`~roadgames.core.seeds.read_seed`)."""
    try:
        return read_seed(text)
    except RoadgamesError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def has_terminal() -> bool:
    """Whether a person is at a terminal (the game reads keys and draws the screen)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def launch(app: GameApp[Any], flag: str = "--save") -> int:
    """Run the game's app; then say, in the app's language, where the game was saved (and
    where an unfinished game, or a file that was none, found at that place was set aside)
    and how to go on; where nothing was saved, that an unfinished game at that place is
    still there; where a save failed after a person moved, what was lost
    (:func:`_say_unsaved`), never another game offered as this one. A game set aside
    that cannot be carried on (saved under rules that have changed since, or by a newer
    roadgames) is not offered to be: why is said instead. An app left for another game
    (:attr:`~roadgames.tui.game_app.GameApp.next_session`), or for the new-game screen
    (:attr:`~roadgames.tui.game_app.GameApp.next_setup`), says only what it set aside: the
    app opened next says the rest as it closes. A new-game screen that came after a
    finished game (``n`` at its end) and is left with nothing saved names where that game
    was saved (:attr:`~roadgames.tui.game_app.GameApp.finished_save`), as leaving from the
    game's end would have; a finished game kept beside the save of a game begun after it
    (:attr:`~roadgames.tui.game_app.GameApp.kept_finished`) is named with what was set
    aside, as where it is kept and how to replay it.
    The exit status is the app's: a crash is not a success. ``flag`` is the option that
    named the save path, for errors."""
    if not has_terminal():
        raise RoadgamesError(
            "play needs a terminal: run it in one, not with its input or output redirected"
        )
    _check_save_path(app.save_path.expanduser(), flag)  # the last check: nothing made before
    saved = app.run() or (None if app.last_saved is None else str(app.last_saved))  # Ctrl+Q
    tr = app.tr  # the game's language; the commands shown stay as they are typed
    if app.set_aside is not None:
        kept = load_or_none(app.set_aside)
        if kept is None:
            print(tr("after_set_aside_damaged", path=app.set_aside))
        else:
            print(tr("after_set_aside", path=app.set_aside))
            problem = replay_problem(kept)
            if problem is None:
                print(tr("after_continue", command=_resume_command(app.set_aside)))
            else:  # in English, as every error is
                print(f"roadgames: {problem}", file=sys.stderr)
    for aside in getattr(app, "kept_finished", ()):  # games finished before this one (n)
        _say_finished(tr, aside, "after_finished_kept")
    # left for another app (an app's stand-in in a test may have neither attribute)
    if any(getattr(app, name, None) is not None for name in ("next_session", "next_setup")):
        return app.return_code or 0
    session = getattr(app, "session", None)
    if not saved and isinstance(session, SessionBase) and _moves_lost(session, app.save_path):
        _say_unsaved(tr, session, app.save_path.expanduser())
    elif not saved and holds_unfinished_game(app.save_path.expanduser()):
        # left before anyone moved (or before a game began): the game there stays as it was
        where = app.save_path.expanduser()
        print(tr("after_nothing_saved", path=where))
        print(tr("after_continue", command=_resume_command(where)))
    elif saved and app.saved_over:  # nothing to continue: the game can be watched again
        _say_finished(tr, saved)
    elif saved:
        print(tr("after_saved", path=saved))
        print(tr("after_continue", command=_resume_command(saved)))
    finished = getattr(app, "finished_save", None)
    if not saved and finished is not None and finished.still_there():
        # the game over before the new-game screen, left from it: said as from that game's
        # end, while the file holds it as written (another roadgames may have saved over it)
        _say_finished(tr, finished.path)
    return app.return_code or 0


def _say_finished(tr: Translator, path: str | Path, key: str = "after_finished") -> None:
    """Where a finished game was saved (``key``: the words that say it), and how to watch
    it again."""
    print(tr(key, path=path))
    print(tr("after_replay", command=f"roadgames replay {path}"))


def _moves_lost(session: SessionBase[Any, Any, Any, Any, Any], save_path: Path) -> bool:
    """Whether moves of the game left are in no file: a person moved (every move is saved,
    or failed to be), or the save path holds an earlier point of this game (the computers'
    moves after it failed to be saved)."""
    if session.people_moved:
        return True
    kept, now = load_or_none(save_path.expanduser()), session.record()
    return kept is not None and len(kept.actions) < len(now.actions) and kept.continues_into(now)


def _say_unsaved(
    tr: Translator, session: SessionBase[Any, Any, Any, Any, Any], where: Path
) -> None:
    """After a game whose moves were left unsaved (:func:`_moves_lost`; its last save failed: the
    folder made read-only, the disk full): where a file holds an earlier point of it (the
    save path, else the file it was resumed from), that its last moves are lost, and how to
    carry on from there; else that the game is lost, and that an unfinished game still at
    ``where`` is another one, before it is offered."""
    now = session.record()
    places = [where]
    if session.resumed_from is not None and session.resumed_from.source is not None:
        places.append(Path(session.resumed_from.source))
    for place in places:
        kept = load_or_none(place)
        if kept is not None and (kept.continues_into(now) or session.holds_own_save(place)):
            print(tr("after_last_moves_lost", path=place))
            print(tr("after_continue", command=_resume_command(place)))
            return
    print(tr("after_game_lost"))
    if holds_unfinished_game(where):
        print(tr("after_other_game", path=where))
        print(tr("after_continue", command=_resume_command(where)))


def _resume_command(path: str | Path) -> str:
    """The command that carries on the game saved at ``path``: with ``--trust-players``
    where the game seats players of one's own and is kept outside roadgames' own save
    folder (see :func:`load_session`)."""
    command = f"roadgames play --resume {shlex.quote(str(path))}"
    record = load_or_none(Path(path))
    if record is not None and _untrusted_players(record, Path(path)):
        command += " --trust-players"
    return command


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
    if not text:
        return []
    return [part.strip() for part in text.split(",")]
