"""``roadgames simulate``'s tables checked as a study would publish them: every figure
recomputed from the CSV the same run wrote, and from its records replayed by the engine
where the CSV does not say it (who won each match)."""

from __future__ import annotations

import csv
import statistics
from collections import Counter, defaultdict
from io import StringIO
from pathlib import Path

import pytest
from rich.console import Console
from rich.table import Table as RichTable

from roadgames.cli import main
from roadgames.core.records import GameRecord
from roadgames.core.registry import get_game
from roadgames.millebornes.scoring import line_labels
from roadgames.simulation import GameRun, SimulationConfig, Spread, add_spread, measures_table
from roadgames.simulation.millebornes import HandFacts, MilleBornesSummary, csv_header

Table = list[list[str]]


def _tables(text: str) -> list[Table]:
    """The body rows of every table printed, cell by cell."""
    tables: list[Table] = []
    for line in text.splitlines():
        if line.startswith("┏"):
            tables.append([])
        elif line.startswith("│"):
            tables[-1].append([cell.strip() for cell in line.strip("│").split("│")])
    return tables


def _rendered(table: RichTable) -> str:
    """``table`` as printed on a terminal 120 columns wide."""
    out = StringIO()
    Console(file=out, width=120).print(table)
    return out.getvalue()


def _share(count: int, total: int) -> str:
    """A count and its percentage of ``total``, one decimal."""
    return f"{count} ({100 * count / total:.1f}%)"


def _median(values: list[int]) -> str:
    """The median as a reader expects it: whole, or with its half between two values."""
    median = statistics.median(values)
    return str(int(median)) if median == int(median) else f"{median:.1f}"


def _simulate(tmp_path: Path, capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    args = ["simulate", *argv, "--jobs", "1", "--out", str(tmp_path / "out.csv")]
    assert main([*args, "--record", str(tmp_path / "records")]) == 0
    return capsys.readouterr().out


def _outcomes(tmp_path: Path) -> dict[int, list[float]]:
    """Each match's outcome per seat, as the engine gives it replaying the match's record."""
    outcomes = {}
    for path in sorted((tmp_path / "records").glob("game-*.json")):
        record = GameRecord.load(path)
        outcomes[int(record.meta["game_number"])] = list(record.replay().outcome())
    return outcomes


MILLE_BORNES_RUNS = [
    ("--preset", "modern", "--games", "20", "--seed", "3"),  # a median between two values
    ("--preset", "modern", "--players", "3", "--games", "20", "--seed", "3"),  # a match shared
    ("--players", "4", "-o", "teams=on", "--games", "3", "--seed", "5"),  # matches, in teams
    ("--preset", "leaflet", "--players", "3", "--games", "3", "--seed", "7"),
    ("--seats", "heuristic,random,random", "--preset", "club", "--games", "3", "--seed", "4"),
    ("--players", "6", "-o", "teams=on", "-o", "match_target=0", "--games", "20", "--seed", "6"),
]


@pytest.mark.parametrize("argv", MILLE_BORNES_RUNS, ids=lambda argv: " ".join(argv))
def test_every_mille_bornes_figure_adds_up_from_the_csv_and_the_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    overview, by_seat, lines = _tables(_simulate(tmp_path, capsys, *argv))
    rows = list(csv.DictReader((tmp_path / "out.csv").open(encoding="utf-8")))
    outcomes = _outcomes(tmp_path)
    games = len(outcomes)
    hands: dict[tuple[str, str], list[dict[str, str]]] = defaultdict(list)
    for row in rows:
        hands[row["game"], row["hand"]].append(row)
    assert {int(game) for game, _ in hands} == set(outcomes)  # the CSV and records agree
    teams = len(next(iter(hands.values())))
    count = len(hands)
    actions = [int(team_rows[0]["actions"]) for team_rows in hands.values()]
    endings = Counter(team_rows[0]["ended"] for team_rows in hands.values())
    shared = sum(1 for outcome in outcomes.values() if any(0 < won < 1 for won in outcome))
    expected = {
        "hands played": str(count),
        "actions per hand (mean)": f"{statistics.mean(actions):.1f}",
        "actions per hand (median)": _median(actions),
        "actions per hand (max)": str(max(actions)),
        **{f"hands ended: {how}": _share(n, count) for how, n in endings.items()},
    }
    shown = {label: value for label, value in overview}
    shared_label = next(label for label in shown if label.startswith("matches shared"))
    assert shown.pop(shared_label) == _share(shared, games)
    assert shown == expected
    assert len(by_seat) == len(next(iter(outcomes.values())))
    for seat, (shown_seat, _player, team, wins, trips, points) in enumerate(by_seat):
        assert (shown_seat, team) == (str(seat), str(seat % teams))
        won = sum(1 for outcome in outcomes.values() if outcome[seat] == 1.0)
        # a trip ends the hand won whole by the team that completed it
        completed = sum(
            1
            for team_rows in hands.values()
            if team_rows[0]["ended"] == "trip" and float(team_rows[seat % teams]["won"]) == 1.0
        )
        total = sum(int(team_rows[seat % teams]["points"]) for team_rows in hands.values())
        assert [wins, trips, points] == [
            _share(won, games),
            _share(completed, count),
            f"{total / count:.0f}",
        ]
    team_hands = len(rows)
    assert team_hands == count * teams
    scored = {}
    for label in list(rows[0])[10:]:
        scores = [int(row[label]) for row in rows]
        if any(scores):  # a line that never scored is not shown
            scored[label] = [
                _share(sum(1 for score in scores if score), team_hands),
                f"{sum(scores) / team_hands:.1f}",
            ]
    assert {label: values for label, *values in lines} == scored


RUSH_HOUR_SHIFT_RUNS = [
    ("-o", "games=3", "--games", "12", "--seed", "1"),
    ("--seats", "greedy,random", "-o", "games=3", "--games", "6", "--seed", "2"),
    ("-o", "games=2", "-o", "turn_limit=30", "-o", "first_player=1", "--games", "6"),
]


@pytest.mark.parametrize("argv", RUSH_HOUR_SHIFT_RUNS, ids=lambda argv: " ".join(argv))
def test_every_rush_hour_shift_figure_adds_up_from_the_csv_and_the_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    text = _simulate(tmp_path, capsys, "rushshift", *argv)
    overview, by_seat = _tables(text)
    rows = list(csv.DictReader((tmp_path / "out.csv").open(encoding="utf-8")))
    outcomes = _outcomes(tmp_path)
    matches = len(outcomes)
    assert {int(row["match"]) for row in rows} == set(outcomes)
    seats = list(rows[0])[3:5]
    count = len(rows)
    turns = [int(row["turns"]) for row in rows]
    won = sum(1 for row in rows if row["winner"])
    wins_by_match: dict[str, Counter[str]] = defaultdict(Counter)
    for row in rows:
        wins_by_match[row["match"]][row["winner"]] += 1
    # a match is shared where both seats won as many of its games: the engine agrees
    level = sum(1 for wins in wins_by_match.values() if wins[seats[0]] == wins[seats[1]])
    assert level == sum(1 for outcome in outcomes.values() if outcome == [0.5, 0.5])
    shown = {label: value for label, value in overview}
    drawn = next(label for label in shown if label.startswith("games drawn"))
    assert shown == {
        "games played": str(count),
        "turns per game (mean)": f"{statistics.mean(turns):.1f}",
        "turns per game (median)": _median(turns),
        "turns per game (max)": str(max(turns)),
        "actions per game (mean)": f"{statistics.mean(int(r['actions']) for r in rows):.1f}",
        "games won": _share(won, count),
        drawn: _share(count - won, count),
        "matches shared (tied)": _share(level, matches),
    }
    first = {row["starter"] for row in rows if row["game"] == "1"}
    assert f"By seat ({first.pop()} starts the first game)" in text and not first
    for seat, (name, player, match_wins, games_won, started, won_starting) in enumerate(by_seat):
        assert name == seats[seat] and {row[name] for row in rows} == {player}
        starts = [row for row in rows if row["starter"] == name]
        assert [match_wins, games_won, started, won_starting] == [
            _share(sum(1 for outcome in outcomes.values() if outcome[seat] == 1.0), matches),
            _share(sum(1 for row in rows if row["winner"] == name), count),
            str(len(starts)),
            _share(sum(1 for row in starts if row["winner"] == name), len(starts))
            if starts
            else "–",  # no game started: no figure (a dash, not a count of 0)
        ]


def test_mille_bornes_seat_0_starts_the_first_hand(tmp_path: Path) -> None:
    """The by-seat table says so: every record's first move is seat 0's, whatever the
    seats and teams."""
    for argv in (("--players", "3"), ("--players", "6", "-o", "teams=on")):
        folder = tmp_path / "-".join(argv)
        games = ["--games", "5", "--jobs", "1", "--record", str(folder)]
        assert main(["simulate", *argv, *games]) == 0
        for path in folder.glob("game-*.json"):
            assert GameRecord.load(path).new_state().to_move == 0


@pytest.mark.parametrize("values", [[1, 2], [299, 300], [298, 299], [5, 5, 6, 6]])
def test_the_median_shown_keeps_its_half(values: list[int]) -> None:
    """An even count's median falls between two values: the table shows it as it is
    (298.5), where a whole number rounds half of them down and half up."""
    spread = Spread()
    for value in values:
        spread.add(value)
    table = measures_table("t")
    add_spread(table, "actions per hand", spread)
    shown = {label: value for label, value in _tables(_rendered(table))[0]}
    assert shown["actions per hand (median)"] == _median(values)


def test_a_one_hand_game_drawn_by_a_stalled_hand_is_not_called_tied() -> None:
    """RULES.md §7: a hand stopped by the stall guard is reported as a draw, the game
    shared whatever the points (here 650 to 125): the row that counts it must say so, not
    call every shared game a tie."""
    rules = get_game("millebornes").rules_from_options("modern", 2)
    config = SimulationConfig("millebornes", rules, ("random", "random"), games=1)
    summary = MilleBornesSummary(config)
    lines = ((("Distance", 650),), (("Distance", 125),))
    stalled = HandFacts("stalled", 3000, None, lines, (0.5, 0.5))
    summary.add(GameRun(0, (stalled,), (0.5, 0.5)))
    (label,) = [
        label
        for label, value in _tables(_rendered(summary.tables()[0]))[0]
        if value == "1 (100.0%)" and label.startswith("matches")
    ]
    assert "drawn" in label


def test_the_csv_names_a_column_for_every_score_line_after_the_fixed_ones() -> None:
    """The audit above reads the score lines as every column after ``won``; ``match_won``
    comes before it."""
    rules = get_game("millebornes").rules_from_options("classic", 2)
    config = SimulationConfig("millebornes", rules, ("random", "random"), games=1)
    header = csv_header(config)
    assert header[8:10] == ["match_won", "won"] and header[10:] == list(line_labels(rules))


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_one_core_or_two_print_and_write_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    """The figures are the simulation's, not the machine's: the same seed gives the same
    tables and CSV on one core as on two."""
    printed, written = [], []
    for jobs in ("1", "2"):
        path = tmp_path / f"{jobs}.csv"
        argv = ["simulate", game, "--games", "12", "--seed", "9", "--jobs", jobs]
        assert main([*argv, "--out", str(path)]) == 0
        printed.append(capsys.readouterr().out.replace(str(path), "FILE"))
        written.append(path.read_text(encoding="utf-8"))
    assert printed[0] == printed[1] and written[0] == written[1]


@pytest.mark.parametrize("argv", MILLE_BORNES_RUNS[:3], ids=lambda argv: " ".join(argv))
def test_the_csv_says_who_won_each_match_as_the_engine_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    """``won`` is a hand's win (the trip, else the most distance); a one-hand game goes to
    the most points, so ``won`` alone misreads some games: ``match_won`` is the team's share
    of its match's win, on each of its rows, as replaying the record gives it."""
    _simulate(tmp_path, capsys, *argv)
    outcomes = _outcomes(tmp_path)
    with (tmp_path / "out.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    for row in rows:
        assert float(row["match_won"]) == outcomes[int(row["game"])][int(row["team"])]


def test_match_won_follows_the_points_where_the_hand_went_to_the_trip(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One-hand modern games between sound players: a game tied on points is shared, though
    its hand went to the team that completed the trip."""
    argv = ["--seats", "heuristic", "--preset", "modern", "--games", "400", "--seed", "1"]
    _simulate(tmp_path, capsys, *argv)
    with (tmp_path / "out.csv").open() as handle:
        games: dict[str, list[dict[str, str]]] = defaultdict(list)
        for row in csv.DictReader(handle):
            games[row["game"]].append(row)
    differing = 0
    for rows in games.values():
        first, second = sorted(rows, key=lambda row: -int(row["points"]))
        shares = (float(first["match_won"]), float(second["match_won"]))
        if first["ended"] == "stalled" or first["points"] == second["points"]:
            assert shares == (0.5, 0.5)
        else:
            assert shares == (1.0, 0.0)
        differing += first["won"] != first["match_won"]
    assert differing > 0  # the case this column is for happened


def test_a_rush_hour_shift_title_says_the_games_of_a_match_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """It read "4 matches of 3 games (random), games=3, seed 2"; other options still show."""
    argv = ["simulate", "rushshift", "--games", "4", "--seed", "2", "--jobs", "1"]
    assert main([*argv, "-o", "games=3", "-o", "turn_limit=40"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "4 matches of 3 games (random), turn_limit=40, seed 2" in out
    assert "games=3" not in out
