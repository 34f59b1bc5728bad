"""What every game's terminal session shares beyond its seats: the moves (a person's,
checked; a computer's, decided off the interface's thread and dropped when stale), the
results not yet shown, and the record (saving it, resuming from it).

Each game's session is a dataclass on :class:`SessionBase` that says how its seats are named
by default and which computer player a resumed record without seats gets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from roadgames.agents import Agent, Decision, get_agent
from roadgames.core.errors import GameTitle, RecordError, RoadgamesError, Wording
from roadgames.core.records import GameRecord, load_or_none, record_of
from roadgames.core.registry import get_game
from roadgames.core.seeds import fresh_seed
from roadgames.core.switches import short_repr
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.seats import (
    PERSON,
    SeatedSession,
    check_players,
    first_available,
    localised_names,
)


class SessionRules(Protocol):
    """What a session needs of a game's rules."""

    @property
    def players(self) -> int:
        """The number of seats."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """The rules as a record holds them."""
        ...


class SessionState(Protocol):
    """What a session needs of a game's engine state."""

    @property
    def history(self) -> Sequence[object]:
        """Every action so far."""
        ...

    @property
    def results(self) -> Sequence[object]:
        """The results of the games (or hands) played so far."""
        ...

    @property
    def to_move(self) -> int | None:
        """The seat to act, ``None`` once the game is over."""
        ...

    @property
    def is_over(self) -> bool:
        """Whether the game (the whole match) has ended."""
        ...

    def apply(self, action: Any, seat: int | None = None) -> None:
        """Apply a legal action from ``seat``, or raise without changing anything."""
        ...


class SeatView(Protocol):
    """What a session and a table need of one seat's view."""

    @property
    def my_turn(self) -> bool:
        """Whether this seat must act now."""
        ...

    @property
    def to_move(self) -> int | None:
        """The seat this one sees to act now (None: none it may know of, as while another
        seat answers a private question)."""
        ...

    @property
    def legal_actions(self) -> Sequence[Any]:
        """What this seat may do now (empty unless it is its decision)."""
        ...

    @property
    def log(self) -> Sequence[Any]:
        """The public log so far."""
        ...


RulesT = TypeVar("RulesT", bound=SessionRules)
StateT = TypeVar("StateT", bound=SessionState)
ViewT = TypeVar("ViewT", bound=SeatView)
ActionT = TypeVar("ActionT")
ResultT = TypeVar("ResultT")


#: The record's meta key for how many results the table had shown when it was saved.
RESULTS_SEEN = "results_seen"

#: The record's meta key for the interface language the game was played in.
LANG = "lang"

#: How many of a resumed record's last actions are made again through the session, so that
#: what a game's session notes of each move (Mille Bornes: the cards a person drew in the
#: turn under way, marked on the table) is as the unbroken game had it. A turn is a few
#: actions (a draw, redraws, coups fourrés, the play): this covers the one under way.
MOVES_MADE_AGAIN = 64


def results_shown(record: GameRecord, state: SessionState) -> int:
    """How many of ``state``'s results the saved game had shown: a result that ended as the
    game was left (its score sheet still open) is shown again on resuming. A record that
    does not say (saved elsewhere) had shown them all."""
    done = len(state.results)
    seen = record.meta.get(RESULTS_SEEN)
    if isinstance(seen, int) and not isinstance(seen, bool) and 0 <= seen <= done:
        return seen
    return done


def seed_or_drawn(seed: int | None) -> int:
    """``seed``, or a fresh one drawn when there is none, so that the record always
    replays."""
    return fresh_seed() if seed is None else seed


@dataclass
class SessionBase(SeatedSession, Generic[RulesT, StateT, ViewT, ActionT, ResultT]):
    """One game being played: rules, seats, the state and the record-to-be."""

    #: The computer players a record without seats gets, best first among those that exist.
    default_levels: ClassVar[tuple[str, ...]]
    #: The players asked for the hint key, best first among those that exist.
    hint_levels: ClassVar[tuple[str, ...]]
    #: The engine's state class, which a resumed record must replay to.
    state_type: ClassVar[type[Any]]

    rules: RulesT
    players: list[str]
    names: list[str]
    #: Deals every hand and the draw pile: never shown (a dataclass would print it).
    seed: int = field(repr=False)
    state: StateT
    results_seen: int = 0
    agents: dict[int, Agent] = field(default_factory=dict)
    #: The stacked decks the game was dealt from (``None``: shuffled with the seed); kept
    #: in the record, which would not replay without them.
    decks: list[list[str]] | None = field(default=None, repr=False)
    #: The record a resumed game was read from, as it was read (``None``: a new game).
    resumed_from: GameRecord | None = field(default=None, repr=False, compare=False)
    #: Whether a person has moved in this session (:meth:`apply`; not the moves a resumed
    #: record makes again): a game that then is not saved has lost something of theirs.
    people_moved: bool = field(default=False, init=False, repr=False, compare=False)
    #: Whether the game was over already when it was resumed: opened to look at, nothing
    #: in it can change, and its file (a simulation's record, say) is not written again.
    resumed_over: bool = field(default=False, init=False, repr=False, compare=False)
    #: The interface language the game is played in (one of ``UI_LANGUAGES``; the table
    #: sets it), kept in the record: a resumed game carries on in it unless told otherwise.
    lang: str | None = field(default=None, compare=False)

    @classmethod
    def hint(cls, view: ViewT) -> Decision | None:
        """The hint player's suggestion for a person's view (``None`` when not their
        turn), seeded by the moment of the game, so that asking twice gives one answer."""
        if not view.legal_actions:
            return None
        agent = get_agent(cls.game, first_available(cls.game, cls.hint_levels), len(view.log))
        return agent.decide(view, view.legal_actions)

    @classmethod
    def names_by_default(cls, players: Sequence[str]) -> list[str]:
        """Names for seats of these kinds that nobody named: the terminal's own, in English
        (You, or Seat 1, 2 … with several people; computers by level and seat, "Random 2";
        see :func:`~roadgames.tui.seats.localised_names`)."""
        return localised_names([], players, Translator("en"))

    @classmethod
    def former_names_by_default(cls, players: Sequence[str]) -> list[str]:
        """The names an older roadgames gave seats of these kinds that nobody named, which
        saves from then still hold: a resumed game takes them for defaults."""
        raise NotImplementedError

    @classmethod
    def seat_names(cls, names: Sequence[str] | None, players: Sequence[str]) -> list[str]:
        """``names`` where given and not blank, the default names elsewhere."""
        defaults = cls.names_by_default(players)
        given = list(names or [])[: len(defaults)]
        return [
            (name.strip() or default) for name, default in zip(given, defaults, strict=False)
        ] + (defaults[len(given) :])

    @classmethod
    def seated(
        cls,
        rules: RulesT,
        players: list[str],
        names: Sequence[str] | None,
        seed: int,
        state: StateT,
        results_seen: int = 0,
    ) -> Self:
        """A session on ``state`` (seats already checked), its computer players seated."""
        session = cls(
            rules=rules,
            players=players,
            names=cls.seat_names(names, players),
            seed=seed,
            state=state,
            results_seen=results_seen,
        )
        session._seat_agents()
        return session

    @classmethod
    def from_record(cls, record: GameRecord) -> Self:
        """Resume a saved game. Raises ``RecordError`` with a clear reason for a record
        of another game, a damaged one or one that does not replay."""
        if record.game != cls.game:
            raise RecordError(
                f"this record is a game of {short_repr(record.game)}, not {cls.game!r}",
                Wording.of(
                    "record_other_game", game=short_repr(record.game), ours=GameTitle(cls.game)
                ),
            )
        spec = get_game(cls.game)
        record.refuse_if_newer()  # its rules may hold options this roadgames does not know
        try:
            rules = spec.rules_from_dict(record.rules)
        except (RoadgamesError, TypeError) as exc:
            record.refuse_if_misnamed()  # another game's rules: damaged, whatever its revision
            # the engine's reason is English: its wording leaves it out
            invalid = Wording.of("record_rules_invalid")
            raise RecordError(f"the record's rules are not valid: {exc}", invalid) from exc
        seats = rules.players
        if record.players is None:
            kinds = [PERSON] + [first_available(cls.game, cls.default_levels)] * (seats - 1)
        else:
            kinds = check_players(cls.game, record.players, seats)
        saved = record.meta.get("names")
        names: list[str] | None = None
        if isinstance(saved, list) and all(isinstance(n, str) for n in saved):
            names = saved if len(saved) == seats else None
        read, seed = record, record.chance_seed
        if seed is None:  # a game not begun, kept without its deal: deal it now, for good
            seed = fresh_seed()
            record = replace(record, seed=seed)
        # replayed whole (a record that does not replay is refused, saying why), keeping the
        # state before its last moves: those are then made again through the session
        cut = max(0, len(record.actions) - MOVES_MADE_AGAIN)
        state = earlier = record.new_state()
        for number, _, state in record.states():
            if number == cut:
                earlier = state.clone()
        if not (isinstance(state, cls.state_type) and isinstance(earlier, cls.state_type)):
            raise RecordError(
                f"the record does not hold a {spec.title} game",
                Wording.of("record_not_game_of", game=GameTitle(cls.game)),
            )
        session = cls.seated(rules, kinds, names, seed, earlier, results_shown(record, state))
        session.decks = record.decks
        session.resumed_from = read
        lang = record.meta.get(LANG)
        session.lang = lang if lang in UI_LANGUAGES else None
        for action in state.history[cut:]:
            seat = session.state.to_move
            assert seat is not None  # it made this move in the replay just made
            session.apply(seat, action)
        session.people_moved = False  # moves made again, not made now
        session.resumed_over = state.is_over
        return session

    @classmethod
    def load(cls, path: str | Path) -> Self:
        """Resume from a record file (``RecordError`` for anything wrong with it)."""
        return cls.from_record(GameRecord.load(path))

    # --------------------------------------------------------------- queries

    def view(self, seat: int) -> ViewT:
        """What ``seat`` may know; the only thing the screens draw from."""
        raise NotImplementedError

    # ---------------------------------------------------------------- moves

    def apply(self, seat: int, action: ActionT | str) -> None:
        """A person's action (checked: raises the engine's errors, state unchanged)."""
        self.state.apply(action, seat=seat)
        self.people_moved = True

    def computer_turn(self) -> tuple[int, ViewT] | None:
        """The computer seat to act now and its view, or ``None`` (a person acts, or the
        match is over)."""
        seat = self.state.to_move
        if seat is None or self.is_person(seat):
            return None
        return seat, self.view(seat)

    def decide(self, seat: int, view: ViewT) -> Decision:
        """The computer player of ``seat`` chooses from its view (may take a while: call
        it off the interface's thread)."""
        return self.agent_at(seat).decide(view, view.legal_actions)

    def apply_computer(self, seat: int, action: ActionT, history_length: int) -> bool:
        """Apply a computer decision made when the history had ``history_length`` actions;
        a stale one (the game moved on meanwhile) is dropped (returns ``False``)."""
        if len(self.state.history) != history_length or self.state.to_move != seat:
            return False
        self.state.apply(action, seat=seat)
        return True

    def new_results(self) -> list[ResultT]:
        """Results of the games (or hands) that ended since the last call."""
        results: Sequence[Any] = self.state.results[self.results_seen :]
        self.results_seen = len(self.state.results)
        return list(results)

    # --------------------------------------------------------------- records

    def record(self) -> GameRecord:
        """The game so far as a record (the engine's format), with seats and names."""
        record = record_of(
            self.game,
            self.rules.to_dict(),
            self.state.history,
            seed=self.seed,
            decks=self.decks,
        )
        record.players = list(self.players)
        record.meta = {
            "names": list(self.names),
            "app": "roadgames play",
            RESULTS_SEEN: self.results_seen,
        }
        if self.lang is not None:
            record.meta[LANG] = self.lang
        return record

    def holds_own_save(self, path: Path) -> bool:
        """Whether the file at ``path`` still holds the record this game was resumed from,
        as it was read: this game, to be saved over, whatever form the record was written
        in (by a roadgames from before an option existed, which left it out of the rules; a
        game not begun, kept without its deal), never set aside as another game."""
        return self.resumed_from is not None and load_or_none(path) == self.resumed_from

    def save(self, path: str | Path) -> Path:
        """Write the record to ``path`` (folders made as needed); returns the path."""
        target = Path(path).expanduser().resolve()  # through a link, to the file it names
        target.parent.mkdir(parents=True, exist_ok=True)
        self.record().save(target)
        return target
