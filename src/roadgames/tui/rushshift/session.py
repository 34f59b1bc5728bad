"""The Rush Hour Shift session behind the terminal game: the engine state, who sits where
(people or computer players), and the record being built.

Screens draw only views (:meth:`RushSession.view`); computer players decide from their own
seat's view, as everywhere else.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from roadgames.agents import Agent, Decision, agent_names
from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.core.records import GameRecord, record_of
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.rushshift import GameResult, Rules, RushShiftState, RushShiftView, new_game
from roadgames.rushshift.actions import Action
from roadgames.tui.seats import PERSON as PERSON  # re-exported: the screens use it
from roadgames.tui.seats import SeatedSession, first_available
from roadgames.tui.seats import check_players as seats_check_players

GAME = "rushshift"
SEATS = 2
#: Preferred computer player for a new game, first among those that exist.
DEFAULT_LEVELS = ("greedy", "search", "random")


def computer_levels() -> list[str]:
    """The computer players available for Rush Hour Shift."""
    return agent_names(GAME)


def default_level() -> str:
    """The computer player a new game seats by default."""
    return first_available(GAME, DEFAULT_LEVELS)


def check_players(players: Sequence[str]) -> list[str]:
    """Validate the two seat kinds (``human`` or a computer player's name)."""
    return seats_check_players(GAME, players, SEATS)


def default_names(players: Sequence[str]) -> list[str]:
    """People are You (alone) or Player 1, 2; computers are named by level."""
    people = sum(1 for kind in players if kind == PERSON)
    names: list[str] = []
    for seat, kind in enumerate(players):
        if kind != PERSON:
            names.append(f"CPU {kind}")
        elif people == 1:
            names.append("You")
        else:
            names.append(f"Player {seat + 1}")
    return names


@dataclass
class RushSession(SeatedSession):
    """One Rush Hour Shift match being played: rules, seats, the state, the record-to-be."""

    game: ClassVar[str] = GAME

    rules: Rules
    players: list[str]
    names: list[str]
    seed: int
    state: RushShiftState
    results_seen: int = 0
    agents: dict[int, Agent] = field(default_factory=dict)

    @classmethod
    def new(
        cls,
        rules: Rules,
        players: Sequence[str],
        names: Sequence[str] | None = None,
        seed: int | None = None,
    ) -> RushSession:
        """A fresh match. Without a seed one is drawn, so that the record always replays."""
        kinds = check_players(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        session = cls(rules, kinds, _names(names, kinds), seed, new_game(rules, seed=seed))
        session._seat_agents()
        return session

    @classmethod
    def from_record(cls, record: GameRecord) -> RushSession:
        """Resume a saved match; ``RecordError`` with a clear reason for a record of
        another game, a damaged one, or one that does not replay."""
        if record.game != GAME:
            raise RecordError(f"this record is a game of {record.game!r}, not {GAME!r}")
        try:
            rules = RUSHSHIFT.rules_from_dict(record.rules)
        except (RoadgamesError, TypeError) as exc:
            raise RecordError(f"the record's rules are not valid: {exc}") from exc
        kinds = (
            [PERSON, default_level()] if record.players is None else check_players(record.players)
        )
        saved = record.meta.get("names")
        names = (
            saved
            if isinstance(saved, list)
            and len(saved) == SEATS
            and all(isinstance(n, str) for n in saved)
            else None
        )
        state = record.replay()
        if not isinstance(state, RushShiftState):
            raise RecordError("the record does not hold a Rush Hour Shift game")
        seed = record.seed if record.seed is not None else 0
        session = cls(rules, kinds, _names(names, kinds), seed, state, len(state.results))
        session._seat_agents()
        return session

    @classmethod
    def load(cls, path: str | Path) -> RushSession:
        """Resume from a record file (``RecordError`` for anything wrong with it)."""
        return cls.from_record(GameRecord.load(path))

    def rematch(self) -> RushSession:
        """A new match with the same rules, seats and names, and a fresh seed."""
        return RushSession.new(self.rules, self.players, self.names)

    # --------------------------------------------------------------- queries

    def view(self, seat: int) -> RushShiftView:
        """What ``seat`` may know; the only thing the screens draw from."""
        return self.state.view(seat)

    # ---------------------------------------------------------------- moves

    def apply(self, seat: int, action: Action | str) -> None:
        """A person's action (checked: raises the engine's errors, state unchanged)."""
        self.state.apply(action, seat=seat)

    def computer_turn(self) -> tuple[int, RushShiftView] | None:
        """The computer seat to act now and its view, or ``None``."""
        seat = self.state.to_move
        if seat is None or self.is_person(seat):
            return None
        return seat, self.view(seat)

    def decide(self, seat: int, view: RushShiftView) -> Decision:
        """The computer player of ``seat`` chooses from its view (call it off the
        interface's thread: ``search`` takes a moment)."""
        return self.agent_at(seat).decide(view, view.legal_actions)

    def apply_computer(self, seat: int, action: Action, history_length: int) -> bool:
        """Apply a computer decision made when the history had ``history_length`` actions;
        a stale one is dropped (returns ``False``)."""
        if len(self.state.history) != history_length or self.state.to_move != seat:
            return False
        self.state.apply(action, seat=seat)
        return True

    def new_results(self) -> list[GameResult]:
        """Results of games that ended since the last call."""
        results = self.state.results[self.results_seen :]
        self.results_seen = len(self.state.results)
        return list(results)

    # --------------------------------------------------------------- records

    def record(self) -> GameRecord:
        """The match so far as a record, with seats and names."""
        record = record_of(GAME, self.rules.to_dict(), self.state.history, seed=self.seed)
        record.players = list(self.players)
        record.meta = {"names": list(self.names), "app": "roadgames play"}
        return record

    def save(self, path: str | Path) -> Path:
        """Write the record to ``path`` (folders made as needed); returns the path."""
        target = Path(path).expanduser()
        target.parent.mkdir(parents=True, exist_ok=True)
        self.record().save(target)
        return target


def _names(names: Sequence[str] | None, kinds: Sequence[str]) -> list[str]:
    defaults = default_names(kinds)
    given = list(names or [])[:SEATS]
    return [(name.strip() or default) for name, default in zip(given, defaults, strict=False)] + (
        defaults[len(given) :]
    )
