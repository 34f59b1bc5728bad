"""Tournaments of three to six seats, and of partnerships, on a rigged toy table whose
answers are worked out by hand: who sits where in each rotation, and every figure of the
standings (wins, shared wins, Wilson interval, margin, Elo, deals swept) in the table and
in ``games.csv`` and ``standings.csv``.

The toy table: every seat moves once, in seat order; ``claim`` scores 10 points for its
team, ``some`` 5, ``pass`` nothing; the teams with the most points share the win. Teams
sit as Mille Bornes seats them: partners with 4 or 6 seats (seat % teams), else one seat
each."""

from __future__ import annotations

import csv
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from roadgames.agents import Decision, register_agent
from roadgames.cli import main
from roadgames.tournament import TournamentConfig, run_tournament, standings
from roadgames.tournament.report import write_csv
from roadgames.tournament.rotations import rotation_count
from roadgames.tournament.runner import play_game
from roadgames.tournament.seating import parse_lineups
from roadgames.tournament.statistics import Standing, elo_difference, head_to_head, wilson

POINTS = {"claim": 10, "some": 5, "pass": 0}


@dataclass(frozen=True)
class TableView:
    """A seat's view of the toy table."""

    seat: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {"seat": self.seat}


class TableState:
    """The toy table (see the module docstring)."""

    def __init__(self, players: int) -> None:
        self.players = players
        teams = players // 2 if players in (4, 6) else players
        self.team_of = [seat % teams for seat in range(players)]
        self.scores = [0] * teams
        self.turn = 0
        self.history: list[str] = []

    @property
    def num_seats(self) -> int:
        return self.players

    @property
    def is_over(self) -> bool:
        return self.turn >= self.players

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else self.turn

    def legal_actions(self) -> list[str]:
        return [] if self.is_over else list(POINTS)

    def apply(self, action: str, seat: int | None = None) -> None:
        assert action in self.legal_actions() and seat in (None, self.to_move)
        self.scores[self.team_of[self.turn]] += POINTS[action]
        self.turn += 1
        self.history.append(action)

    def apply_unchecked(self, action: str) -> None:
        self.apply(action)

    def parse_action(self, text: str) -> str:
        return text

    def clone(self) -> TableState:
        other = TableState(self.players)
        other.scores, other.turn = self.scores.copy(), self.turn
        other.history = self.history.copy()
        return other

    def view(self, seat: int) -> TableView:
        return TableView(seat)

    def outcome(self) -> list[float]:
        best = max(self.scores)
        winners = [team for team, score in enumerate(self.scores) if score == best]
        return [1 / len(winners) if t in winners else 0.0 for t in self.team_of]


class TableGame:
    """The toy table's spec: its rules are the number of seats."""

    name = "toytable"
    title = "Toy table"

    def rules_from_options(self, preset: str | None, players: int, **options: Any) -> int:
        return players

    def rules_from_dict(self, data: Mapping[str, Any]) -> int:
        return int(data["players"])

    def rules_to_dict(self, rules: Any) -> dict[str, Any]:
        return {"players": rules}

    def new_state(
        self, rules: Any, seed: int | None = None, decks: Sequence[Sequence[str]] | None = None
    ) -> TableState:
        return TableState(rules)


#: Every decision of the toy players: (player, seat).
seated: list[tuple[str, int]] = []


class Fixed:
    """A toy player that always plays the same action, and says where it sat."""

    def __init__(self, action: str) -> None:
        self.name = action
        self.action = action

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        seated.append((self.action, view.seat))
        return Decision(self.action)


def _fixed(action: str) -> Callable[[int | None], Fixed]:
    """The factory of the toy player that always plays ``action``."""
    return lambda seed: Fixed(action)


for _action in POINTS:
    register_agent("toytable", _action, _fixed(_action))


class Named(Fixed):
    """A toy player that passes, under a name of its own (to tell the seats apart)."""

    def __init__(self, name: str) -> None:
        super().__init__("pass")
        self.name = name

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        seated.append((self.name, view.seat))
        return Decision("pass")


def _named(name: str) -> Callable[[int | None], Named]:
    """The factory of the toy player that passes under ``name``."""
    return lambda seed: Named(name)


for _name in "abcdef":
    register_agent("toytable", _name, _named(_name))


def table_config(lineups: str, players: int, deals: int = 2) -> TournamentConfig:
    """A tournament at the toy table, in this process."""
    return TournamentConfig(
        game="toytable",
        lineups=tuple(parse_lineups(lineups)),
        players=players,
        deals=deals,
        jobs=1,
        spec=TableGame(),
    )


def seatings(lineups: str, players: int) -> list[str]:
    """Per rotation of deal 0, the players seat by seat (``"bca"``: ``b`` in seat 0)."""
    config = table_config(lineups, players)
    teams = max(TableState(players).team_of) + 1
    out = []
    for rotation in range(rotation_count(len(config.lineups), teams)):
        seated.clear()
        play_game(config, 0, rotation)
        assert [seat for _, seat in seated] == list(range(players))
        out.append("".join(name for name, _ in seated))
    return out


@pytest.mark.parametrize(
    ("players", "lineups", "expected"),
    [
        # one seat a team: each rotation turns the lineups one seat round the table
        (3, "a,b,c", ["abc", "bca", "cab"]),
        (5, "a,b,c,d,e", ["abcde", "bcdea", "cdeab", "deabc", "eabcd"]),
        # partners (seats 0+2, 1+3 / 0+3, 1+4, 2+5): the teams turn, each partner keeps
        # its place in the team (the first in the team's first seat)
        (4, "a+c,b+d", ["abcd", "badc"]),
        (6, "a+d,b+e,c+f", ["abcdef", "bcaefd", "cabfde"]),
        # fewer lineups than teams: the lineups repeat to fill them, and turn as one
        (3, "a,b", ["aba", "baa", "aab"]),
        (6, "a+c,b", ["abacbc", "baabcc", "aabccb"]),
    ],
)
def test_the_rotations_of_a_deal(players: int, lineups: str, expected: list[str]) -> None:
    """As many rotations as teams, each a turn of the teams round the table: every lineup
    holds every team's place once per deal (a lineup repeated, once per repeat), so each
    of its partners the cards of each seat of its place in the team as often."""
    assert seatings(lineups, players) == expected
    teams = max(TableState(players).team_of) + 1
    for name in set("".join(expected)):
        held = Counter(
            seat for seating in expected for seat, who in enumerate(seating) if who == name
        )
        rows = {seat // teams for seat in held}  # a team's first seats, its second seats
        assert set(held) == {row * teams + team for row in rows for team in range(teams)}
        assert len(set(held.values())) == 1, f"{name} holds some seats more often than others"


def test_three_seats_rigged_standings(tmp_path: Path) -> None:
    """``claim`` 10 points, ``some`` 5, ``pass`` 0 in every game: ``claim`` wins all 6 (two
    deals of three rotations), Wilson(6, 6); margins +5, -5, -10 (the points less the best
    other team's); ``some`` finished ahead of ``pass`` in all 6; deals swept 2 of 2 by
    ``claim``. The Elo is symmetric: ``claim`` beat both, ``pass`` lost to both, each pair
    6–0 clipped to 5.5 of 6, so ``some`` sits at the mean, 1500."""
    config = table_config("claim,some,pass", 3)
    results = run_tournament(config)
    assert len(results) == 6
    table = {row.label: row for row in standings(results, config.labels)}
    assert [table[x].wins for x in ("claim", "some", "pass")] == [6.0, 0.0, 0.0]
    assert [table[x].games for x in ("claim", "some", "pass")] == [6, 6, 6]
    assert (table["claim"].low, table["claim"].high) == pytest.approx(wilson(6, 6))
    assert [table[x].margin for x in ("claim", "some", "pass")] == [5.0, -5.0, -10.0]
    assert [table[x].swept for x in ("claim", "some", "pass")] == [1.0, 0.0, 0.0]
    assert table["some"].elo == pytest.approx(1500.0, abs=0.01)
    assert table["claim"].elo - 1500 == pytest.approx(1500 - table["pass"].elo, abs=0.01)
    assert table["claim"].elo > 1500 + elo_difference(5.5 / 6) / 2
    found = {(m.label, m.opponent): m for m in head_to_head(results, config.labels)}
    assert (found["some", "pass"].games, found["some", "pass"].score) == (6, 6.0)
    assert (found["claim", "some"].games, found["claim", "some"].score) == (6, 6.0)
    written = _written(tmp_path, results, standings(results, config.labels))
    assert written["claim"] == {
        "games": "6", "wins": "6.0", "win_rate": "1.0000", "mean_margin": "5.000",
        "deals_swept": "1.0000",
    }  # fmt: skip
    assert written["pass"]["mean_margin"] == "-10.000"
    rows = _games(tmp_path)
    assert len(rows) == 6 * 3
    assert {(r["player"], r["score"], r["win_share"]) for r in rows} == {
        ("claim", "10", "1.0"), ("some", "5", "0.0"), ("pass", "0", "0.0"),
    }  # fmt: skip


def test_partners_that_tie_share_the_win(tmp_path: Path) -> None:
    """Four seats, two teams of two: ``claim+pass`` scores 10 + 0, ``some`` 5 + 5, level
    every game: a half each, a rate of 50% (Wilson(2, 4)), no margin, no deal swept, and
    level Elo."""
    config = table_config("claim+pass,some", 4)
    results = run_tournament(config)
    assert [r.shares for r in results] == [(0.5, 0.5)] * 4
    table = {row.label: row for row in standings(results, config.labels)}
    for label in ("claim+pass", "some"):
        row = table[label]
        assert (row.games, row.wins, row.rate, row.margin) == (4, 2.0, 0.5, 0.0)
        assert (row.low, row.high) == pytest.approx(wilson(2, 4))
        assert row.swept == 0.0 and row.elo == pytest.approx(1500.0)
    written = _written(tmp_path, results, standings(results, config.labels))
    assert written["some"]["wins"] == "2.0" and written["some"]["deals_swept"] == "0.0000"


def test_six_seats_three_partnerships(tmp_path: Path) -> None:
    """Six seats, three teams of two: ``claim+claim`` 20 points, ``some`` 10, ``pass+claim``
    10. ``claim+claim`` wins every game, margin +10; the other two lose level on points,
    margin -10, and meet level (a half each)."""
    config = table_config("claim+claim,some,pass+claim", 6)
    results = run_tournament(config)
    table = {row.label: row for row in standings(results, config.labels)}
    assert [table[x].wins for x in config.labels] == [6.0, 0.0, 0.0]
    assert [table[x].margin for x in config.labels] == [10.0, -10.0, -10.0]
    assert [table[x].swept for x in config.labels] == [1.0, 0.0, 0.0]
    assert table["some"].elo == pytest.approx(table["pass+claim"].elo)
    found = {(m.label, m.opponent): m for m in head_to_head(results, config.labels)}
    assert found["some", "pass+claim"].score == 3.0 and found["some", "pass+claim"].games == 6


def test_five_seats_two_players_count_every_place(tmp_path: Path) -> None:
    """Five seats, two players (some, claim, some, claim, some in the first rotation): the
    two ``claim`` seats share every win, 10 points each; ``claim`` holds 2 places a game,
    10 of them over the 5 rotations of a deal, and wins a half in each; ``some`` holds 15
    places and wins none. Every meeting of the two (6 a game, 30 a deal) is ``claim``'s:
    the Elo gap is a perfect record clipped half a game short. Deals swept are not
    counted (a player holds two places of a game)."""
    config = table_config("some,claim", 5, deals=1)
    results = run_tournament(config)
    assert len(results) == 5
    table = {row.label: row for row in standings(results, config.labels)}
    assert (table["claim"].games, table["claim"].wins, table["claim"].rate) == (10, 5.0, 0.5)
    assert (table["some"].games, table["some"].wins) == (15, 0.0)
    assert table["claim"].margin == 0.0 and table["some"].margin == -5.0
    gap = table["claim"].elo - table["some"].elo
    assert gap == pytest.approx(elo_difference(29.5 / 30))
    assert table["claim"].swept is None and not table["claim"].sweeps_pending
    written = _written(tmp_path, results, standings(results, config.labels))
    assert "deals_swept" not in written["claim"]


def _written(
    directory: Path, results: Sequence[Any], table: Sequence[Standing]
) -> dict[str, dict[str, str]]:
    """``standings.csv`` as written, by player: the columns the tests look at."""
    write_csv(directory, results, table)
    with (directory / "standings.csv").open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    keep = ("games", "wins", "win_rate", "mean_margin", "deals_swept")
    return {row["player"]: {k: row[k] for k in keep if k in row} for row in rows}


def _games(directory: Path) -> list[dict[str, str]]:
    """The rows of ``games.csv``."""
    with (directory / "games.csv").open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


@pytest.mark.parametrize(
    ("agents", "players"), [("heuristic+random,easy", "4"), ("random,easy,heuristic", "3")]
)
def test_standings_csv_follows_from_games_csv(agents: str, players: str, tmp_path: Path) -> None:
    """A real run beyond two seats: every figure of ``standings.csv`` worked out again from
    the rows of ``games.csv`` (wins are the shares summed, the margin each team's points
    less the best other team's, a deal swept where every rotation was won whole)."""
    out = tmp_path / "run"
    argv = ["tournament", "--agents", agents, "--players", players, "--deals", "2"]
    assert main([*argv, "--jobs", "1", "--out", str(out)]) == 0
    games: dict[tuple[str, str], list[dict[str, str]]] = {}
    for row in _games(out):
        games.setdefault((row["deal"], row["rotation"]), []).append(row)
    wins: Counter[str] = Counter()
    places: Counter[str] = Counter()
    margins: dict[str, list[float]] = {}
    whole: dict[tuple[str, str], bool] = {}
    for (deal, _), rows in games.items():
        assert sum(float(r["win_share"]) for r in rows) == pytest.approx(1.0)
        for row in rows:
            label = row["player"]
            wins[label] += float(row["win_share"])  # type: ignore[assignment]
            places[label] += 1
            best = max(float(r["score"]) for r in rows if r is not row)
            margins.setdefault(label, []).append(float(row["score"]) - best)
            key = (deal, label)
            whole[key] = whole.get(key, True) and row["win_share"] == "1.0"
    with (out / "standings.csv").open(newline="", encoding="utf-8") as handle:
        written = list(csv.DictReader(handle))
    for row in written:
        label = row["player"]
        assert int(row["games"]) == places[label]
        assert float(row["wins"]) == pytest.approx(wins[label])
        low, high = wilson(wins[label], places[label])
        assert (float(row["ci_low"]), float(row["ci_high"])) == pytest.approx((low, high), abs=1e-4)
        assert float(row["mean_margin"]) == pytest.approx(
            sum(margins[label]) / len(margins[label]), abs=1e-3
        )
        swept = sum(whole[deal, label] for deal in ("0", "1")) / 2
        assert float(row["deals_swept"]) == swept
