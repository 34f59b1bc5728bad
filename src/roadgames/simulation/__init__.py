"""Many games played by chosen players, and what they did (``roadgames simulate``).

The play is the same for every game (this module); what a game's summary counts, and its
tables and CSV rows, come from its study module (:mod:`.millebornes`, :mod:`.rushshift`). A
game is made of *parts* that each end with a result: a Mille Bornes match of hands, a Rush
Hour Shift match of games.

Each game has its own seeds (the deal's, the random seats' and each player's), drawn from
the simulation's seed and the game's number, so a simulation gives the same figures on one
core or many, and no two games of any simulations share a seed by construction. A
``random`` seat takes the engine's fast path (a uniformly random legal action, applied
unchecked); any other player decides from its seat's view alone and its choice is applied
with every check, as in a tournament.
"""

from __future__ import annotations

import importlib
import random
from collections import Counter
from collections.abc import Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from rich.table import Table

from roadgames.agents.base import Agent
from roadgames.agents.external import DECISION_LIMIT, checked_limit, short_names
from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import MAX_JOBS, check_stopped, parallel_map, workers_for
from roadgames.core.records import GameRecord, record_of
from roadgames.core.registry import get_game
from roadgames.core.seeds import derived_seed
from roadgames.tournament.runner import make_agent
from roadgames.tournament.statistics import counted_median

#: The most games one simulation may ask for.
MAX_GAMES = 10_000_000
#: How many actions a simulated game plays between looks at whether the run has stopped.
_CHECK_EVERY = 64
#: The player that takes the engine's fast path.
RANDOM = "random"
#: The games that can be simulated, and their study modules.
STUDIES = {
    "millebornes": "roadgames.simulation.millebornes",
    "rushshift": "roadgames.simulation.rushshift",
}


@dataclass(frozen=True)
class SimulationConfig:
    """What to simulate: the game and its rules, a player per seat, how many games, the
    seed, the cores."""

    game: str
    rules: Any
    seats: tuple[str, ...]
    games: int
    seed: int = 0
    jobs: int = 1  # 0: every core
    #: Seconds a player of one's own may take over one decision (None: no limit).
    decision_limit: float | None = DECISION_LIMIT
    #: Whether each game's actions come back with it, for its record (:func:`record_of_run`).
    record: bool = False

    @property
    def labels(self) -> tuple[str, ...]:
        """Each seat's player as the tables and files show it: a file's player by its
        file's name, not its absolute path (:func:`~roadgames.agents.external.short_names`)."""
        short = short_names(self.seats)
        return tuple(short[name] for name in self.seats)


@dataclass(frozen=True)
class GameRun:
    """One simulated game: its number, the facts of each part, each seat's share of the
    win, and where the simulation is recorded, its actions in notation."""

    number: int
    parts: tuple[Any, ...]
    outcome: tuple[float, ...]
    actions: tuple[str, ...] | None = None


@dataclass
class MatchTally:
    """Who won the matches: each seat's outright wins, and the matches shared (tied)."""

    wins: Counter[int] = field(default_factory=Counter)
    shared: int = 0

    def add(self, outcome: Sequence[float]) -> None:
        """Count one match's outcome (per seat: 1 won, 0 lost, a fraction when shared)."""
        for seat, won in enumerate(outcome):
            if won == 1.0:
                self.wins[seat] += 1
        if any(0.0 < won < 1.0 for won in outcome):
            self.shared += 1


@dataclass
class Spread:
    """How a whole-number measure (a hand's length, a game's turns) is spread, kept as a
    count per value: the memory stays small however many games are added."""

    counts: Counter[int] = field(default_factory=Counter)

    def add(self, value: int) -> None:
        """Count one value in."""
        self.counts[value] += 1

    @property
    def total(self) -> int:
        """The sum of the values counted."""
        return sum(value * count for value, count in self.counts.items())

    @property
    def size(self) -> int:
        """How many values were counted."""
        return self.counts.total()

    def mean(self) -> float:
        """The mean value."""
        return self.total / self.size

    def median(self) -> float:
        """The median value (the mean of the two middle ones for an even count)."""
        return float(counted_median(self.counts))

    def max(self) -> int:
        """The largest value."""
        return max(self.counts)


@dataclass
class MatchSummary:
    """What every game's summary counts: the matches and who won them; a game's summary
    adds what each part (a hand, a game of a match) did (:meth:`add_part`)."""

    config: SimulationConfig
    games: int = 0
    matches: MatchTally = field(default_factory=MatchTally)

    def add(self, run: GameRun) -> None:
        """Count one match in, part by part."""
        self.games += 1
        self.matches.add(run.outcome)
        for part in run.parts:
            self.add_part(part)

    def add_part(self, part: Any) -> None:
        """Count one part of a match in."""
        raise NotImplementedError


class Summary(Protocol):
    """A game's summary of a simulation, added up game by game."""

    games: int

    def add(self, run: GameRun) -> None:
        """Count one game in."""
        ...

    def tables(self) -> list[Table]:
        """The summary as Rich tables."""
        ...


class Study(Protocol):
    """What a game's study module gives the simulation."""

    #: What a part is called, in the plural ("hands").
    PARTS: str
    #: What one game of the simulation is called, in the plural ("games", "matches").
    RUNS: str

    def finished_parts(self, state: Any) -> int:
        """How many parts of ``state``'s game have ended."""
        ...

    def part_facts(self, state: Any, actions: int) -> Any:
        """The facts of the part that just ended, which took ``actions`` actions."""
        ...

    def summary(self, config: SimulationConfig) -> Summary:
        """An empty summary."""
        ...

    def csv_header(self, config: SimulationConfig) -> list[str]:
        """The CSV's column names (the same for every game of the simulation)."""
        ...

    def csv_rows(self, config: SimulationConfig, run: GameRun) -> Iterator[list[object]]:
        """The CSV rows of one game."""
        ...


def study_of(game: str) -> Study:
    """The study module of ``game``."""
    if game not in STUDIES:
        choices = ", ".join(STUDIES)
        raise RoadgamesError(f"no simulation of {game!r}; choose from {choices}")
    module: Study = importlib.import_module(STUDIES[game])
    return module


def game_seed(seed: int, number: int) -> int:
    """The deal's seed of game ``number`` of a simulation seeded ``seed``."""
    return derived_seed("simulate", seed, number)


def play_one(config: SimulationConfig, number: int) -> GameRun:
    """Play game ``number`` of the simulation to its end."""
    study = study_of(config.game)
    state = get_game(config.game).new_state(config.rules, seed=game_seed(config.seed, number))
    chooser = random.Random(derived_seed("random seats", config.seed, number))
    agents: list[Agent | None] = [
        None
        if name == RANDOM
        else make_agent(
            config.game,
            name,
            derived_seed("player", config.seed, number, seat),
            config.decision_limit,
        )
        for seat, name in enumerate(config.seats)
    ]
    parts: list[Any] = []
    actions = 0  # in the part being played
    played = 0  # in the whole game: the looks must not wait for a part of 64 actions
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.to_move
        assert seat is not None
        agent = agents[seat]
        if agent is None:
            state.apply_unchecked(legal[chooser.randrange(len(legal))])
        else:
            state.apply(agent.decide(state.view(seat), legal).action, seat=seat)
        actions += 1
        played += 1
        if played % _CHECK_EVERY == 0:
            check_stopped()  # the run stopped (an error elsewhere, Ctrl-C): not wanted
        if study.finished_parts(state) > len(parts):
            parts.append(study.part_facts(state, actions))
            actions = 0
    # the notation is written once the game is over: a run not recorded pays nothing
    notation = tuple(map(str, state.history)) if config.record else None
    return GameRun(number, tuple(parts), tuple(state.outcome()), notation)


def record_of_run(config: SimulationConfig, run: GameRun) -> GameRecord:
    """The record of game ``run`` of the simulation, played with its actions kept
    (``config.record``): its rules and deal's seed, its actions, the player of each seat,
    and in ``meta`` the simulation's seed and the game's number. ``roadgames replay``
    replays it to the game played."""
    if run.actions is None:
        raise ValueError(f"game {run.number} was played without keeping its actions")
    record = record_of(
        config.game, config.rules.to_dict(), run.actions, seed=game_seed(config.seed, run.number)
    )
    record.players = list(config.seats)
    record.meta = {
        "names": list(config.labels),  # how a replay names the seats
        "app": "roadgames simulate",
        "simulation_seed": config.seed,
        "game_number": run.number,
    }
    return record


def record_name(config: SimulationConfig, number: int) -> str:
    """The file name of game ``number``'s record: ``game-<number>.json``, the number padded
    with zeros to the width of the simulation's last one, so the names sort as played."""
    width = len(str(config.games - 1))
    return f"game-{number:0{width}d}.json"


def _play_task(task: tuple[SimulationConfig, int]) -> GameRun:
    return play_one(*task)


def check_config(config: SimulationConfig) -> None:
    """Refuse a simulation that cannot run, before any game is played (``RoadgamesError``
    naming the problem: the game, the games, the cores, the seats, a player)."""
    study_of(config.game)
    if not 1 <= config.games <= MAX_GAMES:
        raise RoadgamesError(f"--games must be from 1 to {MAX_GAMES:,}, not {config.games}")
    if not 0 <= config.jobs <= MAX_JOBS:
        raise RoadgamesError(f"--jobs must be from 0 (every core) to {MAX_JOBS}")
    if not all(config.seats):
        raise RoadgamesError("--seats names a blank player")
    if len(config.seats) != config.rules.players:
        raise RoadgamesError(
            f"{len(config.seats)} players named for {config.rules.players} seats "
            "(name one for every seat, or one for all)"
        )
    checked_limit(config.decision_limit)  # said where every seat is random too
    for name in dict.fromkeys(config.seats):
        if name != RANDOM:
            make_agent(config.game, name, seed=0, decision_limit=config.decision_limit)


def iter_games(config: SimulationConfig) -> Generator[GameRun, None, None]:
    """Every game of the simulation, in order, spread over ``config.jobs`` processes."""
    tasks = ((config, number) for number in range(config.games))
    workers = workers_for(config.jobs, config.games)
    # chunks small enough for the progress to move, large enough to spare the piping
    chunk = max(1, min(64, config.games // (workers * 20)))
    yield from parallel_map(_play_task, tasks, workers, chunksize=chunk)


def summarise(config: SimulationConfig, runs: Iterable[GameRun]) -> Summary:
    """Add up ``runs`` of the simulation (:func:`iter_games` plays them)."""
    summary = study_of(config.game).summary(config)
    for run in runs:
        summary.add(run)
    return summary


def measures_table(title: str) -> Table:
    """A table of measures and their values, its title kept on one line."""
    table = Table(title=title, min_width=len(title))
    table.add_column("measure")
    table.add_column("value", justify="right")
    return table


def add_spread(table: Table, measure: str, spread: Spread) -> None:
    """Rows for the mean, median and largest ``measure`` (such as "actions per hand")."""
    median = spread.median()
    table.add_row(f"{measure} (mean)", f"{spread.mean():.1f}")
    # an even count's median may fall halfway: 298.5, not rounded to an even 298
    table.add_row(f"{measure} (median)", f"{median:.0f}" if median.is_integer() else f"{median}")
    table.add_row(f"{measure} (max)", str(spread.max()))


def share(count: int, total: int) -> str:
    """``count`` and its percentage of ``total``, for a table; of none (a seat that started
    no game), no figure: a dash, as the tournament's tables show it, not a count of 0."""
    return f"{count} ({100 * count / total:.1f}%)" if total else "–"


def singular(noun: str) -> str:
    """One of ``noun`` (a plural in -s, or -es after ch: ``matches``)."""
    return noun[:-2] if noun.endswith("ches") else noun[:-1]


def counted(count: int, noun: str) -> str:
    """``count`` and ``noun`` (a plural in -s or -es), singular for one."""
    return f"{count} {noun}" if count != 1 else f"1 {singular(noun)}"


def teams_of(config: SimulationConfig) -> int:
    """The number of sides at the table (seat ``s`` plays for side ``s % teams``)."""
    teams = getattr(config.rules, "num_teams", None)
    return teams if isinstance(teams, int) else len(config.seats)


def players_of_teams(config: SimulationConfig) -> list[str]:
    """Each side's players, joined with ``+`` (as :attr:`SimulationConfig.labels` shows
    them)."""
    teams = teams_of(config)
    seats = config.labels
    return ["+".join(seats[s] for s in range(team, len(seats), teams)) for team in range(teams)]


def who(config: SimulationConfig) -> str:
    """The players in a title: one name if every seat has it, else each side's."""
    names = list(dict.fromkeys(config.labels))
    return names[0] if len(names) == 1 else " vs ".join(players_of_teams(config))


#: The longest option value a title shows (a board picture is only said to be changed).
_SHOWN_VALUE = 24


def changed_options(config: SimulationConfig, **said: Any) -> str:
    """The options that differ from the preset's for this seat count, as ``-o`` sets them
    (``fast_play=on, target=700``), for a title: empty where none do. The options ``said``
    (the title names them otherwise: a match's games) count as the preset's."""
    rules = config.rules
    plain = get_game(config.game).rules_from_options(rules.preset, rules.players, **said)
    return differing_option_words(rules, plain)


def differing_option_words(rules: Any, plain: Any) -> str:
    """The options that ``rules`` name to be made again from ``plain``
    (``rules.differences_from(plain)``: those that differ, and in Mille Bornes an option that
    follows one of them where it differs from what would follow), as ``-o`` sets them
    (``fast_play=on, target=700``), for a title: empty where none differ."""
    changed = []
    for name, value in rules.differences_from(plain).items():
        if isinstance(value, bool):
            value = "on" if value else "off"
        if isinstance(value, dict) or (isinstance(value, str) and len(value) > _SHOWN_VALUE):
            changed.append(f"{name} changed")  # a deck, a board picture: too long to show
        else:
            changed.append(f"{name}={value}")
    return ", ".join(changed)
