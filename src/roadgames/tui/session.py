"""The game session behind the terminal game: the engine state, who sits where (people or
computer players of a level), and the record being built.

Widgets never see the state: they get a seat's view (:meth:`GameSession.view`). Computer
players decide from their own seat's view, as everywhere else.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from roadgames.agents import Agent, Decision, agent_names, get_agent
from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.core.records import GameRecord, record_of
from roadgames.millebornes import MilleBornesState, MilleBornesView, Rules, new_game
from roadgames.millebornes.actions import Action
from roadgames.millebornes.rules import rules_from_dict
from roadgames.millebornes.scoring import HandResult
from roadgames.tui.seats import PERSON as PERSON  # re-exported: the screens use it
from roadgames.tui.seats import SeatedSession, first_available
from roadgames.tui.seats import check_players as seats_check_players

GAME = "millebornes"
#: Preferred computer level for a new game, best first among those that exist.
DEFAULT_LEVELS = ("medium", "easy", "hard", "heuristic", "expert", "random")
#: Players asked for the hint key, best first among those that exist.
HINT_LEVELS = ("expert", "heuristic", "hard", "medium", "easy", "random")


def computer_levels() -> list[str]:
    """The computer players available for Mille Bornes (``easy`` … ``expert`` once built;
    ``random`` always)."""
    return agent_names(GAME)


def default_level() -> str:
    """The computer level a new game offers first."""
    return first_available(GAME, DEFAULT_LEVELS)


def hint_level() -> str:
    """The player whose suggestion the hint key shows."""
    return first_available(GAME, HINT_LEVELS)


def check_players(players: Sequence[str], seats: int) -> list[str]:
    """Validate seat kinds (``human`` or a computer level) for ``seats`` seats."""
    return seats_check_players(GAME, players, seats)


def default_names(players: Sequence[str]) -> list[str]:
    """Names for seats: people are Player 1, 2 …; computers are named by level."""
    names: list[str] = []
    people = sum(1 for kind in players if kind == PERSON)
    person_number = 0
    for seat, kind in enumerate(players):
        if kind == PERSON:
            person_number += 1
            names.append("You" if people == 1 else f"Player {person_number}")
        else:
            names.append(f"CPU {seat + 1} ({kind})")
    return names


@dataclass
class GameSession(SeatedSession):
    """One game being played: rules, seats, the state and the record-to-be."""

    game: ClassVar[str] = GAME

    rules: Rules
    players: list[str]
    names: list[str]
    seed: int
    state: MilleBornesState
    decks: list[list[str]] | None = None
    results_seen: int = 0
    agents: dict[int, Agent] = field(default_factory=dict)

    @classmethod
    def new(
        cls,
        rules: Rules,
        players: Sequence[str],
        names: Sequence[str] | None = None,
        seed: int | None = None,
        decks: Sequence[Sequence[str]] | None = None,
    ) -> GameSession:
        """A fresh game. Without a seed one is drawn, so that the record always replays."""
        kinds = check_players(players, rules.players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        deck_codes = None if decks is None else [list(d) for d in decks]
        state = new_game(rules, seed=seed, decks=deck_codes)
        session = cls(
            rules=rules,
            players=kinds,
            names=_names(names, kinds),
            seed=seed,
            state=state,
            decks=deck_codes,
        )
        session._seat_agents()
        return session

    @classmethod
    def from_record(cls, record: GameRecord) -> GameSession:
        """Resume a saved game. Raises ``RecordError`` with a clear reason for a record
        of another game, a damaged one or one that does not replay."""
        if record.game != GAME:
            raise RecordError(f"this record is a game of {record.game!r}, not {GAME!r}")
        try:
            rules = rules_from_dict(record.rules)
        except RoadgamesError as exc:
            raise RecordError(f"the record's rules are not valid: {exc}") from exc
        except TypeError as exc:
            raise RecordError(f"the record's rules are not valid: {exc}") from exc
        if record.players is None:
            kinds = [PERSON] + [default_level()] * (rules.players - 1)
        else:
            kinds = check_players(record.players, rules.players)
        names_data = record.meta.get("names")
        names: list[str] | None = None
        if isinstance(names_data, list) and all(isinstance(n, str) for n in names_data):
            names = names_data if len(names_data) == rules.players else None
        state = record.replay()
        if not isinstance(state, MilleBornesState):
            raise RecordError("the record does not hold a Mille Bornes game")
        seed = record.seed if record.seed is not None else 0
        session = cls(
            rules=rules,
            players=kinds,
            names=_names(names, kinds),
            seed=seed,
            state=state,
            decks=record.decks,
            results_seen=len(state.results),
        )
        session._seat_agents()
        return session

    @classmethod
    def load(cls, path: str | Path) -> GameSession:
        """Resume from a record file (``RecordError`` for anything wrong with it)."""
        return cls.from_record(GameRecord.load(path))

    # --------------------------------------------------------------- queries

    def view(self, seat: int) -> MilleBornesView:
        """What ``seat`` may know; the only thing the screens draw from."""
        return self.state.view(seat)

    def team_names(self) -> list[str]:
        """Each team's name: its seats' names joined."""
        return [" & ".join(self.names[s] for s in seats) for seats in self.state.seats_of_team]

    def owed_looks(self, attacker: int, team: int) -> list[int]:
        """On a shared screen, after ``attacker`` played a hazard on ``team``: the looks at
        the device that team's people are owed, in order, whether or not the engine asks
        them anything (RULES.md §6: nobody may learn that a coup fourré or fast remedy was
        possible). One round for the coup fourré, clockwise from the attacker; with fast
        play a second for the fast remedy, which the engine asks in that order."""
        if not self.hotseat:
            return []
        order = self.rules.seats_after(attacker)
        people = [s for s in order if self.state.team_of[s] == team and self.is_person(s)]
        return people * (2 if self.rules.fast_play else 1)

    # ---------------------------------------------------------------- moves

    def apply(self, seat: int, action: Action | str) -> None:
        """A person's action (checked: raises the engine's errors, state unchanged)."""
        self.state.apply(action, seat=seat)

    def computer_turn(self) -> tuple[int, MilleBornesView] | None:
        """The computer seat to act now and its view, or ``None`` (a person acts, or the
        match is over)."""
        seat = self.state.to_move
        if seat is None or self.is_person(seat):
            return None
        return seat, self.view(seat)

    def decide(self, seat: int, view: MilleBornesView) -> Decision:
        """The computer player of ``seat`` chooses from its view (may take a while: call
        it off the interface's thread)."""
        return self.agent_at(seat).decide(view, view.legal_actions)

    def apply_computer(self, seat: int, action: Action, history_length: int) -> bool:
        """Apply a computer decision made when the history had ``history_length`` actions;
        a stale one (the game moved on meanwhile) is dropped."""
        if len(self.state.history) != history_length or self.state.to_move != seat:
            return False
        self.state.apply(action, seat=seat)
        return True

    def new_results(self) -> list[HandResult]:
        """Score sheets of hands that ended since the last call."""
        results = self.state.results[self.results_seen :]
        self.results_seen = len(self.state.results)
        return list(results)

    # --------------------------------------------------------------- records

    def record(self) -> GameRecord:
        """The game so far as a record (the engine's format), with seats and names."""
        record = record_of(
            GAME, self.rules.to_dict(), self.state.history, seed=self.seed, decks=self.decks
        )
        record.players = list(self.players)
        record.meta = {"names": list(self.names), "app": "roadgames play"}
        return record

    def save(self, path: str | Path) -> Path:
        """Write the record to ``path`` (folders made as needed); returns the path."""
        target = Path(path).expanduser()
        target.parent.mkdir(parents=True, exist_ok=True)
        self.record().save(target)
        return target


def hint_for(view: MilleBornesView) -> Decision | None:
    """The hint player's suggestion for a person's view (``None`` when not their turn)."""
    if not view.legal_actions:
        return None
    agent = get_agent(GAME, hint_level(), seed=len(view.log))
    return agent.decide(view, view.legal_actions)


def _names(names: Sequence[str] | None, kinds: Sequence[str]) -> list[str]:
    defaults = default_names(kinds)
    if names is None:
        return defaults
    return [(name.strip() or default) for name, default in zip(names, defaults, strict=False)] + (
        defaults[len(names) :]
    )
