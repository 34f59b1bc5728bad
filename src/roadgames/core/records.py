"""Game records: the rules, the seed or the stacked decks, and the actions in notation.

A record is plain JSON, the same for every game. Replaying it re-creates every state; a
record that does not replay is refused with the action number and the reason (and the file,
for one loaded from a file). It keeps the revision of its game's rules it was made under
(:func:`~roadgames.core.game.rules_revision`): one made under an earlier revision replays
as long as its actions still apply, and says so where they no longer do; one made under a
later revision (by a newer roadgames) is refused.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from roadgames.core.errors import (
    GameOverError,
    GameTitle,
    IllegalActionError,
    NotYourTurnError,
    RecordError,
    RoadgamesError,
    Wording,
)
from roadgames.core.game import FIRST_REVISION, GameSpec, GameState, rules_revision
from roadgames.core.registry import game_names, get_game
from roadgames.core.seeds import chance_seed
from roadgames.core.switches import short_repr

FORMAT = "roadgames-record/1"
#: The largest file read as a record: past any roadgames writes (a Rush Hour Shift match of
#: 99 games of 100,000 turns each comes to about 600 MB), short of one whose reading would
#: take the machine's memory.
MAX_RECORD_BYTES = 1 << 30


#: Why a record with actions but neither a seed nor stacked decks is refused.
NO_DEAL = "the record keeps neither the seed nor the decks of its deal"


@dataclass
class GameRecord:
    """Everything needed to reproduce a game exactly.

    A record with actions keeps the ``seed`` or the stacked ``decks`` its deal came from
    (``RecordError`` otherwise, when it is built and when it is saved): its cards would be
    dealt afresh at each replay, and its actions not fit them. One without actions may keep
    neither: a game not begun, dealt when it is resumed.

    ``rules_revision`` is the revision of the game's rules the record was made under; left
    out, the one this roadgames plays (a record made now), and a file without it was
    written before revisions were kept: :data:`~roadgames.core.game.FIRST_REVISION`.
    ``source`` is the file it was loaded from (``None``: made in memory), which errors name.
    """

    game: str
    rules: dict[str, Any]
    seed: int | None = None
    decks: list[list[str]] | None = None
    actions: list[str] = field(default_factory=list)
    players: list[str] | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    rules_revision: int | None = None
    source: str | None = field(default=None, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        """Refuse a record that could not replay (see the class); a record made now is made
        under the revision this roadgames plays (none for a game it does not know)."""
        self.check_deal()
        if self.rules_revision is None:
            with contextlib.suppress(RoadgamesError):
                self.rules_revision = rules_revision(get_game(self.game))

    def check_deal(self) -> None:
        """Raise ``RecordError`` where the record has actions but neither seed nor decks."""
        if self.seed is None and not self.decks and self.actions:
            raise RecordError(NO_DEAL, Wording.of("record_no_deal"))

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "rules": self.rules,
            "seed": self.seed,
            "actions": list(self.actions),
        }
        if self.rules_revision is not None:
            data["rules_revision"] = self.rules_revision
        if self.decks is not None:
            data["decks"] = [list(deck) for deck in self.decks]
        if self.players is not None:
            data["players"] = list(self.players)
        if self.meta:
            data["meta"] = dict(self.meta)
        return data

    def to_json(self) -> str:
        """The record as indented JSON text."""
        return json.dumps(self.to_dict(), indent=1)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Read a record from parsed JSON, refusing anything malformed with a clear reason."""
        if not isinstance(data, dict):
            raise RecordError("a record must be a JSON object", Wording.of("record_not_object"))
        if data.get("format") != FORMAT:
            raise RecordError(
                f"not a roadgames record (format should be {FORMAT!r})",
                Wording.of("record_wrong_format", format=repr(FORMAT)),
            )
        game = data.get("game")
        rules = data.get("rules")
        seed = data.get("seed")
        decks = data.get("decks")
        actions = data.get("actions", [])
        players = data.get("players")
        meta = data.get("meta", {})
        revision = data.get("rules_revision", FIRST_REVISION)  # older files have none
        if not isinstance(game, str):
            raise _field_error("game", "a string", "record_field_text")
        if not isinstance(rules, dict):
            raise _field_error("rules", "an object", "record_field_object")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise _field_error("seed", "an integer or null", "record_field_seed")
        if decks is not None and not (
            isinstance(decks, list)
            and all(isinstance(d, list) and all(isinstance(c, str) for c in d) for d in decks)
        ):
            raise _field_error("decks", "a list of lists of card codes", "record_field_decks")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise _field_error("actions", "a list of strings", "record_field_texts")
        if players is not None and not (
            isinstance(players, list) and all(isinstance(p, str) for p in players)
        ):
            raise _field_error("players", "a list of strings", "record_field_texts")
        if not isinstance(meta, dict):
            raise _field_error("meta", "an object", "record_field_object")
        if isinstance(revision, bool) or not isinstance(revision, int) or revision < FIRST_REVISION:
            raise _field_error("rules_revision", "a whole number from 1", "record_field_revision")
        return cls(game, rules, seed, decks, list(actions), players, meta, revision)

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a record file (raises ``RecordError`` for a missing, damaged or foreign file,
        and for one that cannot be a record: see :func:`read_record_text`)."""
        text = read_record_text(Path(path))
        if not text.strip():
            raise RecordError(
                f"{path} is empty, not a game record", Wording.of("record_empty", path=str(path))
            )
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(
                f"{path} is not valid JSON (line {exc.lineno}: {exc.msg})",
                Wording.of("record_not_json", path=str(path), line=exc.lineno, column=exc.colno),
            ) from exc
        except (ValueError, RecursionError) as exc:  # a number of thousands of digits, say
            raise RecordError(
                f"{path} is not a game record ({str(exc)[:80]})",
                Wording.of("record_not_a_record", path=str(path)),
            ) from exc
        try:
            record = cls.from_dict(data)
        except RecordError as exc:
            why = exc.wording
            wording = None if why is None else Wording.of("record_invalid", path=str(path), why=why)
            raise RecordError(f"{path}: {exc}", wording) from exc
        record.source = str(path)
        return record

    def save(self, path: str | Path, durable: bool = True) -> None:
        """Write the record atomically (a crash never leaves a half-written file), with the
        mode the file had, else the one a new file gets. ``durable``: on the disk before it
        replaces the old file, so that a power cut cannot leave an empty save either (a run
        writing thousands of records may spare that wait). A record :meth:`load` would
        refuse (changed since it was built to have actions but no deal) is not written."""
        self.check_deal()
        target = Path(path)
        # a name of its own: two writers never share (nor remove) each other's file
        prefix = f".{temporary_stem(target.name)}."
        handle, name = tempfile.mkstemp(dir=target.parent, prefix=prefix, suffix=".tmp")
        tmp = Path(name)
        try:
            with contextlib.suppress(OSError):  # some filesystems refuse modes: save anyway
                os.fchmod(handle, _mode_for(target))  # mkstemp's own is the owner's alone
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(self.to_json() + "\n")
                if durable:
                    out.flush()
                    os.fsync(out.fileno())
            tmp.replace(target)
        finally:
            tmp.unlink(missing_ok=True)  # nothing left behind where the writing failed

    def new_state(self) -> GameState:
        """The game's state before the first action. A record made under a later revision
        of the game's rules than this roadgames plays is refused (``RecordError``): what its
        actions mean is not known here; so is one whose rules are another game's
        (:meth:`refuse_if_misnamed`). Every refusal names the file."""
        try:
            spec = get_game(self.game)
        except RoadgamesError as exc:
            unknown = Wording.of(
                "record_unknown_game", path=self.label(), game=short_repr(self.game)
            )
            raise RecordError(f"{self.label()} cannot start: {exc}", unknown) from exc
        self.refuse_if_newer()
        try:
            rules = spec.rules_from_dict(self.rules)
            return spec.new_state(rules, seed=self.seed, decks=self.decks)
        except RecordError:
            raise
        except RoadgamesError as exc:  # damage: a revision changes how actions play
            self.refuse_if_misnamed()  # the damage may be another game's name on it
            unfit = Wording.of("record_cannot_start", path=self.label(), game=GameTitle(spec.name))
            raise RecordError(f"{self.label()} cannot start: {exc}", unfit) from exc

    def refuse_if_misnamed(self) -> None:
        """Refuse, as damaged, a record whose rules do not read as those of the game it
        names but do as another game's: its "game" edited by hand. Whatever revision it
        says it was made under: that is a revision of the other game's rules, and taken for
        one of this game's it could call the file newer than this roadgames (so
        :meth:`refuse_if_newer` asks here first). Only where the rules do not read need a
        caller ask: they read as its own game's otherwise."""
        spec = self._spec()
        if spec is None or _rules_read(spec, self.rules):
            return
        for name in game_names():
            other = get_game(name)
            if other.name != spec.name and _rules_read(other, self.rules):
                raise RecordError(
                    f"{self.label()} is damaged: it says it is a game of {spec.title}, "
                    f"but its rules are those of {other.title}",
                    Wording.of(
                        "record_misnamed",
                        path=self.label(),
                        game=GameTitle(spec.name),
                        other=GameTitle(other.name),
                    ),
                )

    def older_rules(self) -> str | None:
        """Where the record was made under an earlier revision of its game's rules than this
        roadgames plays, the opening of an error saying so ("game-3.json was made under
        Mille Bornes rules revision 2, and this roadgames plays revision 3"; one saved
        before revisions were recorded is said to be so); ``None`` where
        it was made under this one (or a later one, which :meth:`new_state` refuses)."""
        spec = self._older_spec()
        if spec is None:
            return None
        made, ours = self._made_under(f"{spec.title}'s ", f"{spec.title} "), rules_revision(spec)
        return f"{self.label()} was {made}, and this roadgames plays revision {ours}"

    def older_rules_wording(self) -> Wording | None:
        """:meth:`older_rules`, still to be put into words in a language."""
        spec = self._older_spec()
        if spec is None:
            return None
        values = {"path": self.label(), "game": GameTitle(spec.name), "ours": rules_revision(spec)}
        if self._unrecorded():
            return Wording.of("record_older_unrecorded", **values)
        return Wording.of("record_older", made=self.rules_revision, **values)

    def revision_note(self) -> str | None:
        """Where the record was made under an earlier revision of its game's rules, a note
        saying so for one that replays all the same ("made under rules revision 2; replayed
        under revision 3"); ``None`` otherwise."""
        spec = self._older_spec()
        if spec is None:
            return None
        return f"{self._made_under()}; replayed under revision {rules_revision(spec)}"

    def revision_note_wording(self) -> Wording | None:
        """:meth:`revision_note`, still to be put into words in a language."""
        spec = self._older_spec()
        if spec is None:
            return None
        if self._unrecorded():
            return Wording.of("replay_revision_unrecorded", ours=rules_revision(spec))
        return Wording.of("replay_revision", made=self.rules_revision, ours=rules_revision(spec))

    def _unrecorded(self) -> bool:
        """Whether the record was saved before revisions were recorded (read as the first)."""
        return self.rules_revision in (None, FIRST_REVISION)

    def _older_spec(self) -> GameSpec | None:
        """The record's game, where the record was made under an earlier revision of its
        rules than this roadgames plays; ``None`` otherwise (or where the game is unknown)."""
        spec = self._spec()
        if spec is None or self.rules_revision is None:
            return None
        return spec if self.rules_revision < rules_revision(spec) else None

    def _made_under(self, whose: str = "", which: str = "") -> str:
        """The revision the record was made under, in words (``whose``/``which`` name the
        game, as "Mille Bornes's " and "Mille Bornes "): files from before revisions were
        recorded (read as the first) are said to be so, not to be of revision 1."""
        if self._unrecorded():
            return f"saved before {whose}rules revisions were recorded"
        return f"made under {which}rules revision {self.rules_revision}"

    def refuse_if_newer(self) -> None:
        """Refuse a record made by a newer roadgames, under a later revision of its game's
        rules than this one plays (:class:`RecordError` saying so): what its rules and
        actions mean is not known here."""
        spec = self._spec()
        if spec is None or not self.is_newer():
            return
        self.refuse_if_misnamed()  # another game's later revision, not this one's
        made, ours = self.rules_revision, rules_revision(spec)
        raise RecordError(
            f"{self.label()} was made by a newer roadgames (under {spec.title} rules "
            f"revision {made}; this one plays revision {ours}):"
            " open it with that roadgames or a later one",
            Wording.of(
                "record_newer", path=self.label(), game=GameTitle(spec.name), made=made, ours=ours
            ),
        )

    def is_newer(self) -> bool:
        """Whether the record was made under a later revision of its game's rules than this
        roadgames plays (by a newer roadgames)."""
        spec = self._spec()
        return spec is not None and (self.rules_revision or 0) > rules_revision(spec)

    def refused(self, where: str, text: str, exc: RoadgamesError) -> RecordError:
        """The error for the record's action ``text`` that does not apply (``exc``), at
        ``where`` ("action 41"): where the record was made under an earlier revision of the
        rules and the engine refuses the action as illegal, it says so, and that the action
        no longer applies (one that does not even read is damage, whatever the revision).
        Either names the record's file first, where it was loaded from one (once: callers
        that name the file look for it in the message). Its wording names neither the action
        nor the engine's reason: the action may tell of a card held (a coup fourré
        declined), and the reason is English."""
        lead, older = self.older_rules(), self.older_rules_wording()
        if lead is None or older is None or not isinstance(exc, IllegalActionError):
            damage = f"{where} ({short_repr(text)}) does not replay: {exc}"
            return RecordError(
                damage if self.source is None else f"{self.source} is damaged: {damage}",
                Wording.of("record_action_not_replayed", path=self.label()),
            )
        return RecordError(
            f"{lead}: its {where} ({short_repr(text)}) {no_longer_applies(exc)}",
            Wording.of("record_action_no_longer_legal", lead=older),
        )

    def _spec(self) -> GameSpec | None:
        """The record's game, or ``None`` where this roadgames does not know it."""
        try:
            return get_game(self.game)
        except RoadgamesError:
            return None

    def label(self) -> str:
        """How errors name the record: its file, else "the record"."""
        return self.source if self.source is not None else "the record"

    def states(self) -> Iterator[tuple[int, str, GameState]]:
        """Replay, yielding ``(n, action_text, state_after)`` for each action, 1-based.

        Raises ``RecordError`` naming the action number and the reason when one does not
        apply. The same state object is yielded each time; clone it to keep a copy.
        """
        yield from self._played(self.new_state())

    def _played(self, state: GameState) -> Iterator[tuple[int, str, GameState]]:
        """Apply the record's actions to ``state`` one by one, as :meth:`states` yields
        them; an action that does not apply is :meth:`refused`."""
        for number, text in enumerate(self.actions, start=1):
            try:
                state.apply(state.parse_action(text))
            except RoadgamesError as exc:
                raise self.refused(f"action {number}", text, exc) from exc
            yield number, text, state

    def continues_into(self, other: GameRecord) -> bool:
        """Whether ``other`` is this game played on (the same deal, these actions first).
        Never where this record was made by a newer roadgames: what its actions mean is not
        known here (one of an earlier revision is played on under this one's rules)."""
        same_deal = (self.game, self.rules, self.chance_seed, self.decks) == (
            other.game, other.rules, other.chance_seed, other.decks,
        )  # fmt: skip
        return (
            same_deal and other.actions[: len(self.actions)] == self.actions and not self.is_newer()
        )

    @property
    def chance_seed(self) -> int | None:
        """The seed chance is drawn from when the record is played: its own, or for stacked
        decks kept without one, :data:`~roadgames.core.seeds.STACKED_SEED`."""
        return chance_seed(self.seed, self.decks)

    def replay(self) -> GameState:
        """The state after every action of the record."""
        state = self.new_state()
        for _ in self._played(state):
            pass
        return state


def _field_error(field: str, must_be: str, key: str) -> RecordError:
    """The error for the record's ``field`` that is not what it ``must_be`` (worded by
    ``key``)."""
    return RecordError(f"record field {field!r} must be {must_be}", Wording.of(key, field=field))


def _rules_read(spec: GameSpec, rules: dict[str, Any]) -> bool:
    """Whether ``rules`` read as rules of ``spec``'s game."""
    try:
        spec.rules_from_dict(rules)
    except _DAMAGED:
        return False
    return True


def no_longer_applies(exc: IllegalActionError) -> str:
    """How a recorded action that applied under the rules it was made under is refused
    now, as the end of a sentence: it "is no longer legal" (with the engine's reason where
    it adds to that)."""
    if isinstance(exc, GameOverError | NotYourTurnError):
        return f"is no longer legal: {exc}"
    return "is no longer legal"  # an illegal action's reason only repeats the action


def record_of(
    game: str,
    rules: dict[str, Any],
    actions: Sequence[object],
    seed: int | None = None,
    decks: Sequence[Sequence[object]] | None = None,
) -> GameRecord:
    """A record from actions (objects or notation), for any registered game, made under the
    revision of its rules this roadgames plays. Actions need the ``seed`` or the stacked
    ``decks`` the game was dealt from (``RecordError`` otherwise): for a game state, its
    ``seed`` attribute, which every game keeps. The decks are cards or their codes, as
    ``new_game`` takes them (a state's ``decks`` too): kept as codes, as a file holds them.
    ``rules`` are the rules as data (``rules.to_dict()``; ``RoadgamesError`` for the rules
    object itself)."""
    if not isinstance(rules, Mapping):
        raise RoadgamesError(
            f"record_of takes the rules as data (rules.to_dict()), not {type(rules).__name__}"
        )
    return GameRecord(
        game=game,
        rules=dict(rules),
        seed=seed,
        decks=None if decks is None else [[str(card) for card in deck] for deck in decks],
        actions=[str(a) for a in actions],
    )


def read_record_text(path: Path) -> str:
    """The text of the record file at ``path``, read as UTF-8 (a byte-order mark, which some
    editors write, skipped). A device is refused unread (``/dev/zero`` never ends, a
    terminal waits for typing), as is a file past :data:`MAX_RECORD_BYTES`; a pipe is read
    (``<(gunzip -c game.json.gz)``)."""
    try:
        info = path.stat()
    except OSError:
        pass  # reading says why
    else:
        if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode):
            raise RecordError(
                f"{path} is a device, not a game record file",
                Wording.of("record_device", path=str(path)),
            )
        if info.st_size > MAX_RECORD_BYTES:
            size, limit = round(info.st_size / 2**20), MAX_RECORD_BYTES // 2**20
            raise RecordError(
                f"{path} is too large for a game record ({info.st_size / 2**20:,.0f} MiB; "
                f"records are at most {limit:,} MiB)",
                Wording.of("record_too_large", path=str(path), size=size, limit=limit),
            )
    try:
        return path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        missing = isinstance(exc, FileNotFoundError)
        unread = Wording.of("record_not_found" if missing else "record_unreadable", path=str(path))
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}", unread) from exc
    except UnicodeDecodeError as exc:
        raise RecordError(
            f"{path} is not a game record (not UTF-8 text)",
            Wording.of("record_not_text", path=str(path)),
        ) from exc
    except MemoryError:
        raise RecordError(
            f"{path} is too large to read in the memory free",
            Wording.of("record_out_of_memory", path=str(path)),
        ) from None


#: What reading or replaying a damaged record may raise, past :meth:`GameRecord.load`'s own
#: checks.
_DAMAGED = (RoadgamesError, ValueError, TypeError, KeyError, IndexError)


def load_or_none(path: Path) -> GameRecord | None:
    """The record at ``path``, or ``None`` where the file does not read as one."""
    try:
        return GameRecord.load(path)
    except _DAMAGED:
        return None


def holds_unfinished_game(path: Path) -> bool:
    """Whether ``path`` holds a game not over (one to continue)."""
    return read_save(path).unfinished


@dataclass(frozen=True)
class SaveRead:
    """What a save file held when it was read, once (:func:`read_save`), for whatever is
    asked of it after: a game to carry on, one that cannot be, a finished one."""

    path: Path
    #: Whether a file was there.
    is_file: bool
    #: The record read; ``None`` where none was (no file, or one that is no record).
    record: GameRecord | None = None
    #: Why no record was read, as :meth:`GameRecord.load` said it (``None`` with no file).
    error: Exception | None = None
    #: Why the record cannot be played on (:func:`replay_problem`), if it cannot.
    problem: str | None = None
    #: Whether the record's game is over.
    over: bool = False

    @property
    def unfinished(self) -> bool:
        """Whether the file holds a game not over (one to continue)."""
        return self.record is not None and self.problem is None and not self.over

    @property
    def cannot_carry_on(self) -> bool:
        """Whether the file holds a game but not one to carry on here (made by a newer
        roadgames, damaged, no longer replaying), as opposed to none or a finished one."""
        return self.is_file and (self.record is None or self.problem is not None)

    def loaded(self) -> GameRecord:
        """The record, else the error reading it gave (where no file was there, the error
        reading it gives now)."""
        if self.record is not None:
            return self.record
        if self.error is not None:
            raise self.error
        return GameRecord.load(self.path)


def read_save(path: Path) -> SaveRead:
    """Read the save at ``path`` once, replaying its record: what it holds
    (:class:`SaveRead`). Nothing is read where nothing is there."""
    if not os.path.lexists(path):
        return SaveRead(path, is_file=False)
    is_file = path.is_file()
    try:
        record = GameRecord.load(path)
    except _DAMAGED as exc:
        return SaveRead(path, is_file, error=exc)
    try:
        over = record.replay().is_over
    except _DAMAGED as exc:
        return SaveRead(path, is_file, record, problem=_problem(record, exc))
    return SaveRead(path, is_file, record, over=over)


def replay_problem(saved: GameRecord) -> str | None:
    """Why ``saved`` cannot be played on: the error replaying it gives (made under other
    rules, damaged), naming its file; ``None`` where it replays."""
    try:
        saved.replay()
    except _DAMAGED as exc:
        return _problem(saved, exc)
    return None


def is_finished(saved: GameRecord) -> bool:
    """Whether ``saved`` replays (see :func:`replay_problem`) to a game that is over."""
    try:
        return saved.replay().is_over
    except _DAMAGED:
        return False


def _problem(saved: GameRecord, exc: Exception) -> str:
    """The error replaying ``saved`` gave, naming its file."""
    text, name = str(exc), saved.label()
    return text if name in text else f"{name}: {text}"


def would_set_aside(path: Path, record: GameRecord, finished_too: bool = False) -> bool:
    """Whether saving ``record`` at ``path`` would set aside what is there
    (:func:`set_aside_other_game`): an unfinished game other than an earlier point of this
    one (``finished_too``: a finished one too), or a file that does not read as a
    record."""
    try:
        if not path.is_file() or not path.stat().st_size:
            return False
    except OSError:
        return False  # saving will say what is wrong
    saved = load_or_none(path)
    try:
        if saved is None:
            return True
        return not (saved.continues_into(record) or (saved.replay().is_over and not finished_too))
    except _DAMAGED:
        return True  # damaged past reading: kept as it is


def set_aside_other_game(path: Path, record: GameRecord, finished_too: bool = False) -> Path | None:
    """Before ``record`` is saved to ``path``: an unfinished game already saved there, other
    than an earlier point of this one (``finished_too``: a finished one too), is renamed
    (``NAME-1.json``, ``NAME-2.json``…) rather than overwritten; returns its new path, or
    ``None`` where nothing was set aside. A file that does not read as a record is set aside
    too: nothing is destroyed unasked."""
    if not would_set_aside(path, record, finished_too):
        return None
    try:
        return move_to_free_name(path)
    except FileNotFoundError:  # gone meanwhile: nothing left to keep
        return None


def temporary_stem(name: str) -> str:
    """``name`` as the name of a temporary file written beside it begins: whole, or where a
    name near the file system's longest (255 bytes) would make that one too long, its first
    characters (every name that fits may be written, not refused as too long)."""
    return name if len(os.fsencode(name)) <= _WHOLE_NAME else name[:_NAME_START]


#: The longest name (in bytes) a temporary file's name holds whole; longer, it holds
#: :data:`_NAME_START` characters of it (four bytes at most each).
_WHOLE_NAME = 200
_NAME_START = 50


def free_name(path: Path) -> Path:
    """The first of ``NAME-1.json``, ``NAME-2.json``… beside ``path`` that does not exist."""
    number = 1
    while (other := path.with_name(f"{path.stem}-{number}{path.suffix}")).exists():
        number += 1
    return other


def move_to_free_name(path: Path, like: Path | None = None) -> Path:
    """Move ``path`` to a free name beside ``like`` (``path`` itself where None; see
    :func:`free_name`) and return that. The name is taken with a hard link, which fails
    where it exists: two processes never move their files onto one name."""
    while True:
        aside = free_name(path if like is None else like)
        try:
            os.link(path, aside)
        except FileExistsError:
            continue  # the name taken meanwhile: the next one
        except FileNotFoundError:
            raise  # nothing to move
        except OSError:  # no hard links here (some shared folders): a plain rename
            path.rename(aside)
            return aside
        path.unlink()
        return aside


def _mode_for(path: Path) -> int:
    """The permission bits for a new version of ``path``: its own, else those a new file
    gets under the process's umask."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        return 0o666 & ~_UMASK


def _read_umask() -> int:
    """The process's umask: from ``/proc`` where there is one (reading it leaves it be),
    else by setting it and putting it back."""
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    mask = os.umask(0)
    os.umask(mask)
    return mask


_UMASK = _read_umask()
