"""Playing a tournament: every deal in every rotation, spread over worker processes.

A game is played as any seat would see it: each decision asks the seat's player with the
seat's view and the legal actions, never the state. The runner times every decision, to
the microsecond (as ``times.csv`` keeps it), and keeps each player's times of a game as
whole microseconds, 8 bytes each (:class:`GameResult`): a run of millions of games keeps
every one.

What a game's result is, per team: its share of the win, as the game itself awards it
(``outcome()``), and its score where the game keeps one (Mille Bornes: its total points in
the game, ``state.scores``; other games have none). A Mille Bornes deal is a one-hand game,
so the most points win it (RULES.md §7-8), not necessarily the team that completed the trip;
with ``-o match_target=N`` a deal is a whole match, and its score is the match's total, not
its last hand's.
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Collection, Generator, Iterable, Iterator, Mapping
from contextlib import closing
from dataclasses import dataclass, field, replace
from typing import Any, TypeAlias

from roadgames.agents.base import Agent, get_agent
from roadgames.agents.external import DECISION_LIMIT
from roadgames.core.errors import RoadgamesError
from roadgames.core.game import GameSpec, GameState
from roadgames.core.parallel import check_stopped, parallel_map, workers_for
from roadgames.core.registry import get_game
from roadgames.tournament.rotations import rotation_count
from roadgames.tournament.seating import (
    Lineup,
    agent_seed,
    check_partners,
    deal_seed,
    parse_player,
    team_assignment,
)

#: Options every tournament deal of a game uses unless ``-o`` overrides them (Mille Bornes:
#: a deal is one hand; ``match_target=N`` makes it a whole match).
DEAL_OPTIONS: dict[str, dict[str, Any]] = {"millebornes": {"match_target": 0}}
#: The most deals a tournament may ask for (the command refuses more): its results are kept
#: in memory.
MAX_DEALS = 10_000_000
#: A player's decision times in one game, in order: whole microseconds (``array('q')``).
Micros: TypeAlias = "array[int]"


def micros_of(seconds: Iterable[float]) -> Micros:
    """Times in seconds as a game's result keeps them: whole microseconds, rounded.

    >>> micros_of([0.0015, 0.0000004, 2.0])
    array('q', [1500, 0, 2000000])
    """
    return array("q", [round(x * 1_000_000) for x in seconds])


@dataclass(frozen=True)
class TournamentConfig:
    """What to play: the game and rules, the lineups, how many deals, the seed, the cores."""

    game: str
    lineups: tuple[Lineup, ...]
    players: int
    deals: int
    seed: int = 1
    preset: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    jobs: int = 0  # 0: every core
    #: A game spec to use instead of the registry's (tests use a toy game).
    spec: GameSpec | None = None
    #: Seconds a player of one's own may take over one decision (None: no limit).
    decision_limit: float | None = DECISION_LIMIT

    @property
    def labels(self) -> list[str]:
        """The lineups' labels, in order."""
        return [lineup.label for lineup in self.lineups]

    def game_spec(self) -> GameSpec:
        """The game's spec."""
        return self.spec if self.spec is not None else get_game(self.game)

    def rules(self) -> Any:
        """The rules of every deal."""
        options = {**DEAL_OPTIONS.get(self.game, {}), **self.options}
        return self.game_spec().rules_from_options(self.preset, self.players, **options)


@dataclass(frozen=True, slots=True)
class GameResult:
    """One game (a deal in one rotation): per team, its lineup, win share and score; per
    lineup, the time of each of its decisions; and the seed the deal was dealt with."""

    deal: int
    rotation: int
    labels: tuple[str, ...]
    shares: tuple[float, ...]
    scores: tuple[float, ...] | None
    #: Per lineup (by its label), its decisions' times in whole microseconds, in the order
    #: they were made (:func:`micros_of` makes them from seconds): ``times.csv`` keeps them
    #: so, three decimals of a millisecond, and a run read back has them as they were.
    micros: Mapping[str, Micros]
    #: The deal's seed (:func:`~.seating.deal_seed`): ``new_state(rules, seed=...)`` deals
    #: the game again. None for a result made without one (by hand, in a test).
    seed: int | None = None


def _teams_of(state: GameState) -> list[int]:
    team_of = getattr(state, "team_of", None)
    return list(team_of) if team_of is not None else list(range(state.num_seats))


def judge(state: GameState, teams: int) -> tuple[tuple[float, ...], tuple[float, ...] | None]:
    """Per team: win share (the game's own ``outcome()``) and score (see the module
    docstring)."""
    team_of = _teams_of(state)
    per_team = [0.0] * teams
    for seat, share in enumerate(state.outcome()):
        per_team[team_of[seat]] = share
    total = sum(per_team) or 1.0
    totals = getattr(state, "scores", None)  # per team, every hand of the game summed
    scores = None if totals is None else tuple(float(x) for x in totals)
    return tuple(s / total for s in per_team), scores


def make_agent(
    game: str, name: str, seed: int, decision_limit: float | None = DECISION_LIMIT
) -> Agent:
    """A player by name (``expert@64``, ``expert@500ms`` set a budget on players that take
    one); a player of one's own is held to ``decision_limit`` seconds per decision."""
    base, budget = parse_player(name)
    agent = get_agent(game, base, seed, decision_limit)
    if budget is not None:
        setter: Callable[..., None] | None = getattr(agent, "set_budget", None)
        if setter is None:
            raise RoadgamesError(f"player {base!r} takes no budget")
        setter(iterations=budget.iterations, millis=budget.millis)
    return agent


def play_game(config: TournamentConfig, deal: int, rotation: int) -> GameResult:
    """Play one deal in one rotation."""
    spec = config.game_spec()
    seed = deal_seed(config.seed, deal)
    state = spec.new_state(config.rules(), seed=seed)
    team_of = _teams_of(state)
    teams = max(team_of) + 1
    assignment = team_assignment(config.lineups, teams, rotation)
    agents: list[Agent] = []
    seat_labels: list[str] = []
    for seat in range(state.num_seats):
        team = team_of[seat]
        index = team_of[:seat].count(team)
        lineup = assignment[team]
        name = lineup.player_for(index)
        player_seed = agent_seed(config.seed, deal, rotation, seat)
        agents.append(make_agent(config.game, name, player_seed, config.decision_limit))
        seat_labels.append(lineup.label)
    spent: dict[str, list[int]] = {label: [] for label in set(seat_labels)}
    while not state.is_over:
        check_stopped()  # the run stopped (an error elsewhere, Ctrl-C): not wanted
        mover = state.to_move
        assert mover is not None
        seat = mover
        view = state.view(seat)
        legal = state.legal_actions()
        start = time.perf_counter_ns()
        decision = agents[seat].decide(view, legal)
        took = time.perf_counter_ns() - start
        spent[seat_labels[seat]].append((took + 500) // 1000)  # to the nearest microsecond
        state.apply(decision.action, seat=seat)  # checked: a player's bad move is an error
    shares, scores = judge(state, teams)
    labels = tuple(assignment[t].label for t in range(teams))
    # arrays made once the game is over, as long as they need be (appending leaves room)
    micros = {label: array("q", times) for label, times in spent.items()}
    return GameResult(deal, rotation, labels, shares, scores, micros, seed)


def _play_task(task: tuple[TournamentConfig, int, int]) -> GameResult:
    config, deal, rotation = task
    return play_game(config, deal, rotation)


def _table(config: TournamentConfig) -> list[int]:
    """Each seat's team under the tournament's rules."""
    return _teams_of(config.game_spec().new_state(config.rules(), seed=0))


def team_count(config: TournamentConfig) -> int:
    """How many teams sit at the table under the tournament's rules (each one a rotation)."""
    return max(_table(config)) + 1


def rotations(config: TournamentConfig) -> int:
    """How many games each deal of the tournament is played in (one per rotation of the
    teams; in a round robin, of every group of lineups: :func:`.rotations.rotation_count`)."""
    return rotation_count(len(config.lineups), team_count(config))


def check_config(config: TournamentConfig) -> int:
    """Check all that a tournament needs before anything is played or written: the rules,
    a round robin of a playable size, partners that fill their team's seats (every team of a
    game has as many), every player's name and budget. Returns the number of games per
    deal (:func:`rotations`); raises ``RoadgamesError`` saying what is wrong."""
    table = _table(config)
    check_partners(config.lineups, seats=table.count(0))
    for name in dict.fromkeys(p for lineup in config.lineups for p in lineup.players):
        make_agent(config.game, name, seed=0, decision_limit=config.decision_limit)
    return rotation_count(len(config.lineups), max(table) + 1)


def resolve_preset(config: TournamentConfig) -> TournamentConfig:
    """The config with its preset named: the one asked for, else the game's default (as the
    game's rules record it), so that runs saved with and without ``--preset`` compare."""
    named = config.game_spec().rules_to_dict(config.rules()).get("preset")
    return replace(config, preset=named) if isinstance(named, str) else config


def games(config: TournamentConfig) -> Iterator[tuple[int, int]]:
    """Every (deal, rotation) the tournament plays, one after the other (not held in
    memory)."""
    count = rotations(config)
    return ((deal, rotation) for deal in range(config.deals) for rotation in range(count))


def iter_results(
    config: TournamentConfig, done: Collection[tuple[int, int]] = ()
) -> Generator[GameResult, None, None]:
    """Play every game but those ``done`` (deal, rotation), yielding results as they finish
    (in any order with several jobs), each holding the labels (and equal win shares and
    scores) that the others hold, not copies of its own: :func:`_sharing`."""
    played = set(done)
    tasks = ((config, deal, rotation) for deal, rotation in games(config))
    missing = (task for task in tasks if task[1:] not in played)
    left = config.deals * rotations(config) - len(played)
    share = _sharing(config)
    workers = workers_for(config.jobs, left)
    # closed with this one, so that the workers stop where play stops
    with closing(parallel_map(_play_task, missing, workers, ordered=False)) as playing:
        for result in playing:
            yield share(result)


def _sharing(config: TournamentConfig) -> Callable[[GameResult], GameResult]:
    """What makes a result share what it holds with the others kept: the lineups' label
    strings, one tuple of them per seating, one tuple of win shares (and of scores) per
    different one. A game played here has tuples of its own, and one played in a worker
    process strings of its own too, read from its bytes, and its times in arrays with room
    to spare; kept by the million, they would hold about as much as the games' times."""
    names = {label: label for label in config.labels}
    seatings: dict[tuple[str, ...], tuple[str, ...]] = {}
    figures: dict[tuple[float, ...], tuple[float, ...]] = {}

    def share(result: GameResult) -> GameResult:
        labels = seatings.get(result.labels)
        if labels is None:
            labels = tuple(names.get(label, label) for label in result.labels)
            seatings[labels] = labels
        micros = result.micros
        if any(names.get(label, label) is not label for label in micros):
            # read from a worker's bytes: copied, the arrays are as long as they need be
            micros = {names.get(label, label): array("q", times) for label, times in micros.items()}
        shares = figures.setdefault(result.shares, result.shares)
        scores = None if result.scores is None else figures.setdefault(result.scores, result.scores)
        return replace(result, labels=labels, micros=micros, shares=shares, scores=scores)

    return share


def run_tournament(
    config: TournamentConfig, on_result: Callable[[GameResult], None] | None = None
) -> list[GameResult]:
    """Play the whole tournament; results sorted by deal and rotation."""
    results = []
    for result in iter_results(config):
        results.append(result)
        if on_result is not None:
            on_result(result)
    results.sort(key=lambda r: (r.deal, r.rotation))
    return results
