"""What a Rush Hour Shift simulation counts: how games end (won, or drawn at the turn
limit) and how long they last, and who wins from which seat, starting or not."""

from __future__ import annotations

import csv
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TextIO

from rich.table import Table

from roadgames.rushshift.state import SEAT_NAMES, RushShiftState
from roadgames.simulation import GameRun, MatchTally, SimulationConfig, share, who


@dataclass(frozen=True)
class RoundFacts:
    """One game of a simulated match: who won it (``None``: drawn), who started, how many
    turns and actions it took."""

    winner: int | None
    starter: int
    turns: int
    actions: int


def finished_parts(state: RushShiftState) -> int:
    """The games of the match played out."""
    return len(state.results)


def part_facts(state: RushShiftState, actions: int) -> RoundFacts:
    """The game that just ended."""
    result = state.results[-1]
    return RoundFacts(result.winner, result.starter, result.turns, actions)


@dataclass
class RushShiftSummary:
    """What a batch of Rush Hour Shift matches did, added up match by match."""

    config: SimulationConfig
    games: int = 0
    rounds: int = 0
    turns: list[int] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    drawn: int = 0
    matches: MatchTally = field(default_factory=MatchTally)
    round_wins: Counter[int] = field(default_factory=Counter)
    starts: Counter[int] = field(default_factory=Counter)
    wins_starting: Counter[int] = field(default_factory=Counter)

    def add(self, run: GameRun) -> None:
        """Count one match in."""
        self.games += 1
        self.matches.add(run.outcome)
        for game in run.parts:
            assert isinstance(game, RoundFacts)
            self.rounds += 1
            self.turns.append(game.turns)
            self.actions.append(game.actions)
            self.starts[game.starter] += 1
            if game.winner is None:
                self.drawn += 1
                continue
            self.round_wins[game.winner] += 1
            if game.winner == game.starter:
                self.wins_starting[game.winner] += 1

    def tables(self) -> list[Table]:
        """The games, the seats."""
        return [self._overview(), self._by_seat()]

    def _overview(self) -> Table:
        rules = self.config.rules
        games = f"{rules.games} game{'s' if rules.games > 1 else ''}"
        title = f"{self.games} matches of {games} ({who(self.config)}), seed {self.config.seed}"
        table = Table(title=title, min_width=len(title))  # the title on one line
        table.add_column("measure")
        table.add_column("value", justify="right")
        table.add_row("games played", str(self.rounds))
        table.add_row("turns per game (mean)", f"{statistics.fmean(self.turns):.1f}")
        table.add_row("turns per game (median)", f"{statistics.median(self.turns):.0f}")
        table.add_row("turns per game (max)", str(max(self.turns)))
        table.add_row("actions per game (mean)", f"{statistics.fmean(self.actions):.1f}")
        table.add_row("games won", share(self.rounds - self.drawn, self.rounds))
        drawn = f"games drawn (turn limit {rules.turn_limit})"
        table.add_row(drawn, share(self.drawn, self.rounds))
        table.add_row("matches shared (tied)", share(self.matches.shared, self.games))
        return table

    def _by_seat(self) -> Table:
        table = Table(title="By seat (gold starts the first game)")
        for name in ("seat", "player"):
            table.add_column(name)
        for name in ("match wins", "games won", "games started", "won when starting"):
            table.add_column(name, justify="right")
        for seat, name in enumerate(SEAT_NAMES):
            table.add_row(
                name,
                self.config.seats[seat],
                share(self.matches.wins[seat], self.games),
                share(self.round_wins[seat], self.rounds),
                str(self.starts[seat]),
                share(self.wins_starting[seat], self.starts[seat]),
            )
        return table


def summary(config: SimulationConfig) -> RushShiftSummary:
    """An empty summary."""
    return RushShiftSummary(config)


def write_csv(out: TextIO, config: SimulationConfig, runs: Sequence[GameRun]) -> int:
    """Every game as a CSV row: the match, the game, the seats' players, the winner (blank:
    drawn), who started, turns and actions. Returns the games."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["match", "game", "gold", "silver", "winner", "starter", "turns", "actions"])
    rows = 0
    for run in runs:
        for number, game in enumerate(run.parts, 1):
            assert isinstance(game, RoundFacts)
            winner = "" if game.winner is None else SEAT_NAMES[game.winner]
            starter = SEAT_NAMES[game.starter]
            writer.writerow(
                [run.number, number, *config.seats, winner, starter, game.turns, game.actions]
            )
            rows += 1
    return rows
