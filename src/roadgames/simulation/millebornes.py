"""What a Mille Bornes simulation counts: how hands end and how long they last, who wins
and completes the trip from which seat, and where the points come from (each score line)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field

from rich.table import Table

from roadgames.millebornes import MilleBornesState
from roadgames.millebornes.scoring import Line, line_labels
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
    players_of_teams,
    share,
    who,
)

#: What a part of a Mille Bornes match is called.
PARTS = "hands"
#: What one game of the simulation is called (a match of hands, to the rules' target).
RUNS = "games"


@dataclass(frozen=True)
class HandFacts:
    """One hand of a simulated game: how it ended, its length, its score sheet."""

    how: str
    actions: int
    completer_team: int | None
    lines: tuple[tuple[Line, ...], ...]
    shares: tuple[float, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        """Points each team scored in the hand."""
        return tuple(sum(points for _, points in team) for team in self.lines)


def finished_parts(state: MilleBornesState) -> int:
    """The hands played out."""
    return len(state.results)


def part_facts(state: MilleBornesState, actions: int) -> HandFacts:
    """The hand that just ended."""
    result = state.results[-1]
    return HandFacts(
        how=result.how,
        actions=actions,
        completer_team=result.completer_team,
        lines=result.lines,
        shares=tuple(result.win_share(team) for team in range(len(result.lines))),
    )


@dataclass
class MilleBornesSummary(MatchSummary):
    """What a batch of Mille Bornes games did, added up game by game (:meth:`add`)."""

    hands: int = 0
    actions_per_hand: Spread = field(default_factory=Spread)
    #: per team, its points over all hands
    points_by_team: list[int] = field(default_factory=list)
    endings: Counter[str] = field(default_factory=Counter)
    trips_by_team: Counter[int] = field(default_factory=Counter)
    #: per score line (its label): how many team-hands it scored in, and its points in all
    line_counts: Counter[str] = field(default_factory=Counter)
    line_points: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        if not self.points_by_team:
            self.points_by_team = [0] * self.config.rules.num_teams

    def add_part(self, hand: HandFacts) -> None:
        """Count one hand in."""
        self.hands += 1
        self.actions_per_hand.add(hand.actions)
        self.endings[hand.how] += 1
        if hand.completer_team is not None:
            self.trips_by_team[hand.completer_team] += 1
        for team, lines in enumerate(hand.lines):
            self.points_by_team[team] += sum(points for _, points in lines)
            for label, points in lines:
                if points:  # a line worth nothing (no distance) did not score
                    self.line_counts[label] += 1
                    self.line_points[label] += points

    def tables(self) -> list[Table]:
        """The hands, the seats, the score lines."""
        return [self._overview(), self._by_seat(), self._score_lines()]

    def _overview(self) -> Table:
        rules = self.config.rules
        teams = " in teams" if rules.teams else ""
        changed = changed_options(self.config)
        title = (
            f"{counted(self.games, 'games')} ({who(self.config)}), preset {rules.preset}"
            f"{f' ({changed})' if changed else ''}, {rules.players} players{teams}, "
            f"seed {self.config.seed}"
        )
        table = measures_table(title)
        table.add_row("hands played", str(self.hands))
        add_spread(table, "actions per hand", self.actions_per_hand)
        for how, count in self.endings.most_common():
            table.add_row(f"hands ended: {how}", share(count, self.hands))
        # a stalled hand is a draw (RULES.md §7), shared whatever the points: not a tie
        table.add_row("matches shared (tied or drawn)", share(self.matches.shared, self.games))
        return table

    def _by_seat(self) -> Table:
        rules = self.config.rules
        table = Table(title="By seat (seat 0 starts the first hand)")
        wins = "match wins (team)" if rules.teams else "match wins"
        for name in ("seat", "player", "team", wins, "trips completed (team)"):
            table.add_column(name, justify="left" if name == "player" else "right")
        table.add_column("mean points per hand (team)", justify="right")
        for seat in range(rules.players):
            team = rules.team_of(seat)
            table.add_row(
                str(seat),
                self.config.labels[seat],
                str(team),
                share(self.matches.wins[seat], self.games),
                share(self.trips_by_team[team], self.hands),
                f"{self.points_by_team[team] / self.hands:.0f}",
            )
        return table

    def _score_lines(self) -> Table:
        team_hands = self.hands * self.config.rules.num_teams
        table = Table(title="Where the points come from (per team and hand)")
        table.add_column("score line")
        table.add_column("scored in", justify="right")
        table.add_column("mean points", justify="right")
        for label, count in self.line_counts.most_common():
            table.add_row(
                label, share(count, team_hands), f"{self.line_points[label] / team_hands:.1f}"
            )
        return table


def summary(config: SimulationConfig) -> MilleBornesSummary:
    """An empty summary."""
    return MilleBornesSummary(config)


def csv_header(config: SimulationConfig) -> list[str]:
    """A row per hand and team: the game and the seed it was dealt with (``new_game(rules,
    seed=...)`` deals it again), the hand, its players, points, the team's share of the
    win of its match (the game: the most points, on each of its hands' rows) and of the
    hand (the trip, else the most distance), and the points of each score line the rules
    have (a column each, in score-sheet order)."""
    fixed = ["game", "seed", "hand", "ended", "actions", "team", "players", "points"]
    fixed += ["match_won", "won"]
    return fixed + list(line_labels(config.rules))


def csv_rows(config: SimulationConfig, run: GameRun) -> Iterator[list[object]]:
    """The rows of one game's hands."""
    labels = line_labels(config.rules)
    players = players_of_teams(config)
    for number, hand in enumerate(run.parts, 1):
        assert isinstance(hand, HandFacts)
        for team, lines in enumerate(hand.lines):
            points = dict(lines)
            if not points.keys() <= set(labels):  # line_labels must know every line
                raise RuntimeError(f"score lines with no column: {points.keys() - set(labels)}")
            seed = game_seed(config.seed, run.number)
            fixed = [run.number, seed, number, hand.how, hand.actions, team, players[team]]
            won = [repr(run.outcome[team]), repr(hand.shares[team])]  # seat t is in team t
            yield [*fixed, hand.totals[team], *won, *(points.get(label, 0) for label in labels)]
