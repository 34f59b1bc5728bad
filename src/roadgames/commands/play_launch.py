"""How ``roadgames play`` runs an app, and what it says as the app closes: where the game
was saved, or set aside, and the command that carries it on or replays it; where moves
were lost, what was; which finished game a new-game screen opened after one still names."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from roadgames.commands.play_saves import check_save_path, untrusted_players
from roadgames.core.errors import RoadgamesError
from roadgames.core.records import (
    holds_unfinished_game,
    is_finished,
    load_or_none,
    replay_problem,
)
from roadgames.tui.session_base import SessionBase

if TYPE_CHECKING:
    from roadgames.tui.game_app import FinishedSave, GameApp
    from roadgames.tui.i18n import Translator


def has_terminal() -> bool:
    """Whether a person is at a terminal (the game reads keys and draws the screen)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def screen_encoding_problem() -> str | None:
    """Why the screen cannot be drawn where it goes (Textual draws on the standard error,
    as written at start-up): an encoding that lacks the cards' and boxes' characters (ASCII
    under ``PYTHONUTF8=0 LC_ALL=C``, where every one of them came out as ``\\u256d``);
    ``None`` where it has them."""
    stream = sys.__stderr__
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        "╭─┃✓▶░★…".encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return (
            f"play draws its table with Unicode characters, and this terminal's encoding "
            f"is {encoding}: use a UTF-8 locale, e.g. LC_ALL=C.UTF-8, or PYTHONUTF8=1"
        )
    return None


def launch(app: GameApp[Any], flag: str = "--save") -> int:
    """Run the game's app (refused before anything opens where there is no screen to draw
    it on: :func:`_refuse_without_screen`); then say, in the app's language, what became
    of the games at its save path: what was set aside there (:func:`_say_set_aside`); a
    finished game kept beside the save of a game begun after it
    (:attr:`~roadgames.tui.game_app.GameApp.kept_finished`), named with what was set
    aside, as where it is kept and how to replay it; and, unless the app was left for
    another (:func:`_left_for_another_app`), where the game is and how to go on
    (:func:`_say_what_was_saved`), never another game offered as this one.
    The exit status is the app's: a crash is not a success. ``flag`` is the option that
    named the save path, for errors, and tells the app whether a person named it
    (:attr:`~roadgames.tui.game_app.GameApp.named_save`)."""
    _refuse_without_screen()
    check_save_path(app.save_path.expanduser(), flag)  # the last check: nothing made before
    app.named_save = flag == "--save"
    saved = app.run() or (None if app.last_saved is None else str(app.last_saved))  # Ctrl+Q
    tr = app.tr  # the game's language; the commands shown stay as they are typed
    if app.set_aside is not None:
        _say_set_aside(tr, app.set_aside)
    for aside in getattr(app, "kept_finished", ()):  # games finished before this one (n)
        _say_finished(tr, aside, "after_finished_kept")
    if not _left_for_another_app(app):
        _say_what_was_saved(tr, app, saved)
    return app.return_code or 0


def _refuse_without_screen() -> None:
    """Refuse to play with no terminal, or one whose encoding lacks the table's characters
    (:func:`screen_encoding_problem`)."""
    if not has_terminal():
        raise RoadgamesError(
            "play needs a terminal: run it in one, not with its input or output redirected"
        )
    problem = screen_encoding_problem()
    if problem is not None:
        raise RoadgamesError(problem)


def _say_set_aside(tr: Translator, path: Path) -> None:
    """Where an unfinished game, or a file that was none, found at the save path was set
    aside (``path``), and how to carry it on; a finished game (at a file named with
    ``--save``) as where it is kept and how to replay it. A game set aside that cannot be
    carried on (saved under rules that have changed since, or by a newer roadgames) is not
    offered to be: why is said instead."""
    kept = load_or_none(path)
    if kept is None:
        print(tr("after_set_aside_damaged", path=path))
    elif is_finished(kept):  # at a file named with --save
        _say_finished(tr, path, "after_finished_kept")
    else:
        print(tr("after_set_aside", path=path))
        problem = replay_problem(kept)
        if problem is None:
            print(tr("after_continue", command=_resume_command(path)))
        else:  # in English, as every error is
            print(f"roadgames: {problem}", file=sys.stderr)


def _left_for_another_app(app: GameApp[Any]) -> bool:
    """Whether ``app`` was left for another game
    (:attr:`~roadgames.tui.game_app.GameApp.next_session`), or for the new-game screen
    (:attr:`~roadgames.tui.game_app.GameApp.next_setup`): it says only what it set aside,
    and the app opened next says the rest as it closes."""
    # (an app's stand-in in a test may have neither attribute)
    return any(getattr(app, name, None) is not None for name in ("next_session", "next_setup"))


def _say_what_was_saved(tr: Translator, app: GameApp[Any], saved: str | None) -> None:
    """As the app closes: where the game was ``saved`` and how to go on
    (:func:`_say_saved`), or what stays at the save path with nothing saved
    (:func:`_say_nothing_saved`, :func:`_say_finished_before_form`)."""
    if saved:
        _say_saved(tr, app, saved)
    else:
        _say_nothing_saved(tr, app)
        _say_finished_before_form(tr, app)


def _say_saved(tr: Translator, app: GameApp[Any], saved: str) -> None:
    """Where the game was saved (at ``saved``) and how to carry it on; a finished one, how
    to watch it again."""
    if app.saved_over:  # nothing to continue: the game can be watched again
        # one opened finished, only to look at, was not written: said as still there
        session = getattr(app, "session", None)
        looked_at = isinstance(session, SessionBase) and session.resumed_over
        _say_finished(tr, saved, "after_nothing_saved_finished" if looked_at else "after_finished")
    else:
        print(tr("after_saved", path=saved))
        print(tr("after_continue", command=_resume_command(saved)))


def _say_nothing_saved(tr: Translator, app: GameApp[Any]) -> None:
    """With nothing saved as the app closed: where a save failed after a person moved,
    what was lost (:func:`_say_unsaved`); else that an unfinished game at the save path is
    still there, and a finished game at a file named with ``--save`` too (left before
    anyone moved)."""
    session = getattr(app, "session", None)
    where = app.save_path.expanduser()
    if isinstance(session, SessionBase) and _moves_lost(session, app.save_path):
        _say_unsaved(tr, session, where)
    elif holds_unfinished_game(where):
        # left before anyone moved (or before a game began): the game there stays as it was
        print(tr("after_nothing_saved", path=where))
        print(tr("after_continue", command=_resume_command(where)))
    elif app.named_save and _holds_finished_game(where):
        # left before anyone moved: the finished game at the file named stays as it was
        _say_finished(tr, where, "after_nothing_saved_finished")


def _say_finished_before_form(tr: Translator, app: GameApp[Any]) -> None:
    """A new-game screen that came after a finished game (``n`` at its end), left with
    nothing saved: where that game was saved
    (:attr:`~roadgames.tui.game_app.GameApp.finished_save`), as leaving from the game's
    end would have said."""
    finished = getattr(app, "finished_save", None)
    if finished is not None and finished.still_there():
        # the game over before the new-game screen, left from it: said as from that game's
        # end, while the file holds it as written (another roadgames may have saved over it)
        _say_finished(tr, finished.path)


def _holds_finished_game(path: Path) -> bool:
    """Whether the file at ``path`` holds a finished game."""
    record = load_or_none(path)
    return record is not None and is_finished(record)


def _say_finished(tr: Translator, path: str | Path, key: str = "after_finished") -> None:
    """Where a finished game was saved (``key``: the words that say it), and how to watch
    it again."""
    print(tr(key, path=path))
    print(tr("after_replay", command=f"roadgames replay {shlex.quote(str(path))}"))


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
    folder (see :func:`~roadgames.commands.play_saves.load_session`)."""
    command = f"roadgames play --resume {shlex.quote(str(path))}"
    record = load_or_none(Path(path))
    if record is not None and untrusted_players(record, Path(path)):
        command += " --trust-players"
    return command


def finished_to_keep(app: GameApp[Any], path: Path) -> FinishedSave | None:
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
