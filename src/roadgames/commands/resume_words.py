"""How ``roadgames play --resume`` says that it cannot carry on a save, in the interface
language (``--lang``, else the locale's), as ``replay --lang`` says its errors
(:func:`~roadgames.commands.replay_words.error_words`).

In English, each error as it was raised, with its detail (an engine's reason, the text of
a Python exception). In another language, the error as its wording says it
(:class:`~roadgames.core.errors.Wording`), never that detail, which is English: a file that
breaks the reading is said to be damaged, and an error with no wording only that the save
cannot be resumed, and how to see why. No wording quotes a hand or a deck.
"""

from __future__ import annotations

from pathlib import Path

from roadgames.commands.play_saves import OtherGameError, saved_elsewhere
from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.tui.i18n import Translator


def cannot_resume(exc: Exception, path: Path, tr: Translator, missing: str | None = None) -> str:
    """Why the save at ``path`` cannot be resumed (``exc``), in ``tr``'s language, after
    the program's name: the path once (where the error names it, not again); ``missing``:
    the game whose last save was looked for and is not there, to point at the other
    game's, where one is saved."""
    english = tr.ui_lang == "en"
    if not isinstance(exc, RoadgamesError):  # a slip in reading: a damaged file
        damaged = tr("resume_damaged", path=path)
        return f"{damaged} ({exc})" if english else damaged
    wording = exc.wording if isinstance(exc, RecordError) else None
    if not english and wording is None:
        return tr("resume_not_said", path=path)
    why = str(exc) if english or wording is None else tr.said(wording)
    if isinstance(exc, OtherGameError):
        return why
    elsewhere = "" if missing is None else saved_elsewhere(missing, tr)
    if str(path) in why:
        return tr("resume_failed_named", why=why) + elsewhere
    return tr("resume_failed", path=path, why=why) + elsewhere


def nothing_saved(where: Path, tr: Translator, game: str | None = None) -> str:
    """That no game is saved to resume in the folder ``where`` (where both games' last
    saves are looked for), in ``tr``'s language, after the program's name; with ``game``,
    that ``where``, the last save of that game, is not there, and the other game's pointed
    at, where one is saved to carry on."""
    if game is None:
        return tr("resume_none_saved", folder=where, command="roadgames play")
    none = tr("resume_none_saved_at", path=where, command=f"roadgames play {game}")
    return none + saved_elsewhere(game, tr)
