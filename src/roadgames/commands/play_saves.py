"""Where ``roadgames play`` keeps its saves, and which one it carries on: the default save
path of each game, the last save a plain ``--resume`` chooses (and what it says of the other
game's), a save path checked before any screen opens, and a saved game read back as a
session (a file from elsewhere that seats players of one's own refused unless trusted)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from roadgames.agents.external import is_external
from roadgames.commands.files import check_writable_file
from roadgames.commands.output import printable
from roadgames.core.errors import GameTitle, RecordError, RoadgamesError, Wording
from roadgames.core.records import GameRecord, SaveRead, holds_unfinished_game, read_save
from roadgames.core.switches import short_repr

if TYPE_CHECKING:
    from roadgames.tui.i18n import Translator
    from roadgames.tui.rushshift.session import RushSession
    from roadgames.tui.session import GameSession

#: The games ``roadgames play`` plays.
GAMES = ("millebornes", "rushshift")
#: How the errors name the save path when no option named it.
DEFAULT_SAVE = "the default save file"


def default_save_path(game: str = "millebornes") -> Path:
    """Where a game of ``game`` is saved unless ``--save`` says otherwise: under
    ``$XDG_DATA_HOME``, else ``~/.local/share``. A relative ``$XDG_DATA_HOME`` is ignored,
    as the XDG base directory specification says: the save would follow the folder the
    command ran in, and ``--resume`` run from another would not find it. Where neither is
    there (no ``HOME``, no entry for the user), ``RoadgamesError`` says so."""
    given = Path(os.environ.get("XDG_DATA_HOME", ""))
    if given.is_absolute():
        base = given
    else:
        try:
            base = Path.home() / ".local" / "share"
        except RuntimeError:  # pathlib: "Could not determine home directory"
            raise RoadgamesError(NO_HOME) from None
    return base / "roadgames" / f"{game}-save.json"


#: Why there is no default save path (:func:`default_save_path`).
NO_HOME = "no home folder for roadgames' saves: set HOME, or XDG_DATA_HOME to an absolute path"


def default_save_help() -> str:
    """The default save path of a game as ``play``'s help names it (``GAME`` for the game);
    ``~`` for a home folder not to be found, the help shown all the same."""
    try:
        return str(default_save_path("GAME"))
    except RoadgamesError:
        return "~/.local/share/roadgames/GAME-save.json"


#: A later last save that a plain ``--resume`` passed over: its game, and what it held.
Skipped = tuple[str, SaveRead]


def latest_save() -> tuple[SaveRead, str | None, Skipped | None]:
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


def other_save_note(tr: Translator, game: str, other: str) -> str:
    """What a plain ``--resume`` that had two games to carry on says as the table opens:
    which one it carried on, and how to carry on the other."""
    command = f"roadgames play {other} --resume"
    return tr(
        "resumed_latest", game=tr.game_title(game), other=tr.game_title(other), command=command
    )


def skipped_save_note(tr: Translator, game: str, skipped: Skipped) -> str:
    """What a plain ``--resume`` says as the table opens where it passed over the other
    game's later last save, which cannot be carried on (``skipped``: that game, and what
    its save held): which save, and why (made by a newer roadgames; anything else, the
    command that says what)."""
    other, read = skipped
    path, saved = read.path, read.record
    titles = {"game": tr.game_title(game), "other": tr.game_title(other)}
    if saved is not None and saved.is_newer():
        return tr("resume_skipped_newer", path=path, **titles)
    command = f"roadgames play {other} --resume"
    return tr("resume_skipped", path=path, command=command, **titles)


def saved_elsewhere(game: str, tr: Translator) -> str:
    """Where ``--resume`` found no last save of ``game``: the other game's, if one is
    there to carry on, as a note to the error in ``tr``'s language ("; a Rush Hour Shift
    game is saved: roadgames play rushshift --resume"), else nothing."""
    for other in GAMES:
        if other != game and holds_unfinished_game(default_save_path(other)):
            command = "roadgames play" + ("" if other == "millebornes" else f" {other}")
            return tr(
                "resume_saved_elsewhere", game=tr.game_title(other), command=f"{command} --resume"
            )
    return ""


def check_save_path(path: Path, flag: str = "--save") -> None:
    """Refuse a save file that cannot be written, or that a person named and that holds
    something other than a game of roadgames (it would be overwritten), before any screen
    opens; ``flag`` is the option that named it (``--resume``: a resumed game is saved where
    it was read, a game's record, not read again), :data:`DEFAULT_SAVE` where none did: a
    damaged default save is set aside on the first save instead
    (:func:`~roadgames.core.records.set_aside_other_game`), never in the way of a new
    game."""
    # a file in the folder is suggested only for a folder a person named: not inside the
    # default save's place, nor the resumed game's
    example = "game.json" if flag == "--save" else None
    try:
        check_writable_file(path, flag, example, make_folder=True)
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


class OtherGameError(RecordError):
    """A saved game resumed under the name of another game (``roadgames play rushshift
    --resume FILE`` where FILE holds a Mille Bornes game): said as it is, not opened."""


def load_session(
    path: str | Path,
    trust_players: bool = False,
    read: SaveRead | None = None,
    game: str | None = None,
) -> GameSession | RushSession:
    """The saved game at ``path``, of whichever game its record names (``read``: the file
    as it was read already, if it was, not read again), or of ``game`` only, where the
    command named one (:class:`OtherGameError` for a record of the other game). A file
    from outside roadgames' own save folder that seats players of one's own is refused
    unless ``trust_players``: resuming it would import and run their code, and a saved
    game is a file one may be sent."""
    from roadgames.core.registry import get_game
    from roadgames.tui.rushshift.session import RushSession
    from roadgames.tui.session import GameSession

    record = GameRecord.load(path) if read is None else read.loaded()
    own = untrusted_players(record, Path(path))
    if own and not trust_players:
        players = ", ".join(map(printable, own))
        raise RecordError(
            f"{path} seats players of your own ({players}): resuming it runs their code; if "
            "you trust it, add --trust-players",
            Wording.of("resume_untrusted", path=str(path), players=players),
        )
    session: GameSession | RushSession
    if record.game == "rushshift":
        session = RushSession.from_record(record)
    elif record.game == "millebornes":
        session = GameSession.from_record(record)
    else:
        raise RecordError(
            f"this record is a game of {record.game!r}, which cannot be played here",
            Wording.of("resume_unknown_game", game=short_repr(record.game)),
        )
    # a record that is not what it says is damaged, said so above, whatever game was named
    if game is not None and record.game != game:
        raise OtherGameError(
            f"{path} holds a {get_game(record.game).title} game, not "
            f"{get_game(game).title}: leave out the game's name to carry it on",
            Wording.of(
                "resume_other_game",
                path=str(path),
                game=GameTitle(record.game),
                other=GameTitle(game),
            ),
        )
    return session


def untrusted_players(record: GameRecord, path: Path) -> list[str]:
    """The players of one's own that the record at ``path`` seats, where it is kept outside
    the folder where roadgames keeps its saves (what it wrote itself: the last save, a game
    set aside beside it): resuming it runs their code. Empty in that folder."""
    folder = default_save_path().parent.resolve()
    if path.expanduser().resolve().parent == folder:
        return []
    return [kind for kind in record.players or () if isinstance(kind, str) and is_external(kind)]
