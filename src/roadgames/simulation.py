"""Many Mille Bornes games played by chosen players, and what they did (``roadgames
simulate``): how hands end, how long they last, where the points come from, who wins.

Each game has its own seeds (the deal's and each player's), taken from the simulation's
seed and the game's number, so a simulation gives the same figures on one core or many.
A ``random`` seat takes the engine's fast path (a uniformly random legal action, applied
unchecked); any other player decides from its seat's view alone and its choice is applied
with every check, as in a tournament.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from roadgames.agents.base import Agent
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import parallel_map, workers_for
from roadgames.millebornes import MilleBornesState, Rules, new_game
from roadgames.millebornes.scoring import Line
from roadgames.tournament.runner import make_agent

#: The most games one simulation may ask for (its summary keeps every hand's length).
MAX_GAMES = 10_000_000
#: The player that takes the engine's fast path.
RANDOM = "random"


@dataclass(frozen=True)
class SimulationConfig:
    """What to simulate: the rules, a player per seat, how many games, the seed, the cores."""

    rules: Rules
    seats: tuple[str, ...]
    games: int
    seed: int = 0
    jobs: int = 1  # 0: every core


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


@dataclass(frozen=True)
class GameFacts:
    """One simulated game: its number, every hand, and each seat's share of the win."""

    number: int
    hands: tuple[HandFacts, ...]
    outcome: tuple[float, ...]


@dataclass
class SimulationSummary:
    """What a batch of games did, added up game by game (:meth:`add`)."""

    teams: int
    games: int = 0
    hands: int = 0
    actions_per_hand: list[int] = field(default_factory=list)
    wins_by_seat: Counter[int] = field(default_factory=Counter)
    points_by_team: list[list[int]] = field(default_factory=list)
    endings: Counter[str] = field(default_factory=Counter)
    trips_by_team: Counter[int] = field(default_factory=Counter)
    #: per score line (its label): how many team-hands it scored in, and its points in all
    line_counts: Counter[str] = field(default_factory=Counter)
    line_points: Counter[str] = field(default_factory=Counter)

    def __post_init__(self) -> None:
        if not self.points_by_team:
            self.points_by_team = [[] for _ in range(self.teams)]

    def add(self, game: GameFacts) -> None:
        """Count one game in."""
        self.games += 1
        for seat, share in enumerate(game.outcome):
            if share:
                self.wins_by_seat[seat] += 1
        for hand in game.hands:
            self.hands += 1
            self.actions_per_hand.append(hand.actions)
            self.endings[hand.how] += 1
            if hand.completer_team is not None:
                self.trips_by_team[hand.completer_team] += 1
            for team, lines in enumerate(hand.lines):
                self.points_by_team[team].append(sum(points for _, points in lines))
                for label, points in lines:
                    self.line_counts[label] += 1
                    self.line_points[label] += points


def game_seed(seed: int, number: int) -> int:
    """The deal's seed of game ``number`` of a simulation seeded ``seed``."""
    return seed * 1_000_003 + number


def play_one(config: SimulationConfig, number: int) -> GameFacts:
    """Play game ``number`` of the simulation to its end."""
    seed = game_seed(config.seed, number)
    state = new_game(config.rules, seed=seed)
    chooser = random.Random(seed)
    agents: list[Agent | None] = [
        None if name == RANDOM else make_agent("millebornes", name, seed * 31 + seat)
        for seat, name in enumerate(config.seats)
    ]
    hands: list[HandFacts] = []
    actions = 0
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.actor
        agent = agents[seat]
        if agent is None:
            state.apply_unchecked(legal[chooser.randrange(len(legal))])
        else:
            state.apply(agent.decide(state.view(seat), legal).action, seat=seat)
        actions += 1
        if len(state.results) > len(hands):
            hands.append(_hand_facts(state, actions))
            actions = 0
    return GameFacts(number, tuple(hands), tuple(state.outcome()))


def _hand_facts(state: MilleBornesState, actions: int) -> HandFacts:
    result = state.results[-1]
    return HandFacts(
        how=result.how,
        actions=actions,
        completer_team=result.completer_team,
        lines=result.lines,
        shares=tuple(result.win_share(team) for team in range(len(result.lines))),
    )


def _play_task(task: tuple[SimulationConfig, int]) -> GameFacts:
    return play_one(*task)


def check_config(config: SimulationConfig) -> None:
    """Refuse a simulation that cannot run, before any game is played (``RoadgamesError``
    naming the problem: the games, the seats, a player's name or budget)."""
    if not 1 <= config.games <= MAX_GAMES:
        raise RoadgamesError(f"--games must be from 1 to {MAX_GAMES:,}, not {config.games}")
    if config.jobs < 0:
        raise RoadgamesError("--jobs cannot be negative (0: every core)")
    if len(config.seats) != config.rules.players:
        raise RoadgamesError(
            f"{len(config.seats)} players named for {config.rules.players} seats "
            "(name one for every seat, or one for all)"
        )
    for name in dict.fromkeys(config.seats):
        if name != RANDOM:
            make_agent("millebornes", name, seed=0)


def iter_games(config: SimulationConfig) -> Iterator[GameFacts]:
    """Every game of the simulation, in order, spread over ``config.jobs`` processes."""
    tasks = ((config, number) for number in range(config.games))
    workers = workers_for(config.jobs, config.games)
    # chunks small enough for the progress to move, large enough to spare the piping
    chunk = max(1, min(64, config.games // (workers * 20)))
    yield from parallel_map(_play_task, tasks, workers, chunksize=chunk)


def summarise(config: SimulationConfig, games: Iterable[GameFacts]) -> SimulationSummary:
    """Add up ``games`` of the simulation (:func:`iter_games` plays them)."""
    summary = SimulationSummary(teams=config.rules.num_teams)
    for game in games:
        summary.add(game)
    return summary
