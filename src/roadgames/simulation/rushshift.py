"""What a Rush Hour Shift simulation counts: how games end (won, or drawn at the turn
limit) and how long they last, and who wins from which seat, starting or not."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from rich.table import Table

from roadgames.rushshift.state import SEAT_NAMES, RushShiftState
from roadgames.simulation import (
    GameRun,
    MatchSummary,
    SimulationConfig,
    Spread,
    add_spread,
    changed_options,
    counted,
    game_seed,
    measures_table,
    share,
    who,
)

#: What a part of a Rush Hour Shift match is called.
PARTS = "games"
#: What one game of the simulation is called (a match of ``games`` games).
RUNS = "matches"


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
class RushShiftSummary(MatchSummary):
    """What a batch of Rush Hour Shift matches did, added up match by match."""

    rounds: int = 0
    turns: Spread = field(default_factory=Spread)
    actions: Spread = field(default_factory=Spread)
    drawn: int = 0
    round_wins: Counter[int] = field(default_factory=Counter)
    starts: Counter[int] = field(default_factory=Counter)
    wins_starting: Counter[int] = field(default_factory=Counter)

    def add_part(self, game: RoundFacts) -> None:
        """Count one game of a match in."""
        self.rounds += 1
        self.turns.add(game.turns)
        self.actions.add(game.actions)
        self.starts[game.starter] += 1
        if game.winner is None:
            self.drawn += 1
            return
        self.round_wins[game.winner] += 1
        if game.winner == game.starter:
            self.wins_starting[game.winner] += 1

    def tables(self) -> list[Table]:
        """The games, the seats."""
        return [self._overview(), self._by_seat()]

    def _overview(self) -> Table:
        rules = self.config.rules
        matches = f"{counted(self.games, 'matches')} of {counted(rules.games, 'games')}"
        changed = changed_options(self.config, games=rules.games)  # not again as "games=3"
        options = f", {changed}" if changed else ""
        title = f"{matches} ({who(self.config)}){options}, seed {self.config.seed}"
        table = measures_table(title)
        table.add_row("games played", str(self.rounds))
        add_spread(table, "turns per game", self.turns)
        table.add_row("actions per game (mean)", f"{self.actions.mean():.1f}")
        table.add_row("games won", share(self.rounds - self.drawn, self.rounds))
        limit = rules.turn_limit  # the only draw: random players reach it in most games
        drawn = f"games drawn (no hero out in {limit} turns)" if limit else "games drawn"
        table.add_row(drawn, share(self.drawn, self.rounds))
        table.add_row("matches shared (tied)", share(self.matches.shared, self.games))
        return table

    def _by_seat(self) -> Table:
        first = SEAT_NAMES[self.config.rules.first_player]
        table = Table(title=f"By seat ({first} starts the first game)")
        for name in ("seat", "player"):
            table.add_column(name)
        for name in ("match wins", "games won", "games started", "won when starting"):
            table.add_column(name, justify="right")
        for seat, name in enumerate(SEAT_NAMES):
            table.add_row(
                name,
                self.config.labels[seat],
                share(self.matches.wins[seat], self.games),
                share(self.round_wins[seat], self.rounds),
                str(self.starts[seat]),
                share(self.wins_starting[seat], self.starts[seat]),
            )
        return table


def summary(config: SimulationConfig) -> RushShiftSummary:
    """An empty summary."""
    return RushShiftSummary(config)


def csv_header(config: SimulationConfig) -> list[str]:
    """A row per game: the match and the seed it was dealt with (``new_game(rules,
    seed=...)`` deals it again), the game, the seats' players, the winner of the match (on
    each of its games' rows, as Mille Bornes' ``match_won``; blank: shared) and of the game
    (blank: drawn), who started, turns and actions."""
    header = ["match", "seed", "game", *SEAT_NAMES, "match_winner", "winner", "starter"]
    return [*header, "turns", "actions"]


def csv_rows(config: SimulationConfig, run: GameRun) -> Iterator[list[object]]:
    """The rows of one match's games."""
    seed = game_seed(config.seed, run.number)
    # the seat with the whole of the match's win (a shared match has none)
    match_winner = next((SEAT_NAMES[seat] for seat, won in enumerate(run.outcome) if won == 1), "")
    for number, game in enumerate(run.parts, 1):
        assert isinstance(game, RoundFacts)
        winner = "" if game.winner is None else SEAT_NAMES[game.winner]
        starter = SEAT_NAMES[game.starter]
        fixed = [run.number, seed, number, *config.labels, match_winner, winner, starter]
        yield [*fixed, game.turns, game.actions]
