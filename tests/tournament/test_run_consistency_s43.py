"""How a tournament's runs are split, stopped, resumed, extended and compared, checked as
properties the help and the README promise:

- a run of N deals played in one go equals a run of K deals carried on with ``--resume
  --deals N`` (``games.csv`` byte for byte, ``standings.csv``'s figures; the times measure
  the machine);
- ``--resume`` on a finished run plays nothing and prints its table again;
- a smaller ``--deals``, down to the deals played, ends a run there, as a run of that many;
- a run stopped part way (Ctrl-C, SIGTERM) or killed outright, again and again, with one
  job or two, resumed, is the unbroken run;
- ``--jobs`` changes nothing in the games;
- a run compared with itself, or with the same players under other spellings, on as
  many deals or fewer or more, moved by exactly nothing (and over one deal, has no
  interval: empty in ``baseline.csv``, as the table's dash).
"""

from __future__ import annotations

import csv
import io
import os
import signal
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from roadgames.cli import main
from roadgames.commands import tournament as tournament_command
from roadgames.tournament.runner import GameResult, TournamentConfig, iter_results

pytestmark = pytest.mark.usefixtures("no_collection")

#: The columns of ``standings.csv`` that measure the machine, not the games.
TIME_COLUMNS = {"median_ms_per_decision", "max_ms_per_decision"}

#: Cheap pairs of players, each game's and a preset where it takes one.
MILLE_PAIRS = [("heuristic", "easy"), ("easy", "random"), ("random", "heuristic")]
RUSH_PAIRS = [("greedy", "random"), ("random", "greedy")]

#: Cheap tables of Mille Bornes beyond two players: the seats, the lineups and the games
#: each deal is played in.
MILLE_TABLES = [
    ("2", "heuristic,easy,random", 6),  # a round robin
    ("3", "heuristic,easy", 3),  # a,b,a and its rotations
    ("4", "easy+random,heuristic", 2),  # partners
]


@dataclass(frozen=True)
class Setting:
    """A tournament's cheap settings: the game, its rules' words, its players, and the
    games each deal is played in."""

    game: str
    words: tuple[str, ...]
    agents: str
    per_deal: int = 2


@st.composite
def settings_strategy(draw: st.DrawFn) -> Setting:
    """A cheap tournament: Mille Bornes (classic or modern, two seats or more, a round
    robin) or Rush Hour Shift (short games)."""
    game = draw(st.sampled_from(["millebornes", "millebornes", "rushshift"]))
    if game == "rushshift":
        return Setting(game, ("-o", "turn_limit=40"), ",".join(draw(st.sampled_from(RUSH_PAIRS))))
    preset = draw(st.sampled_from(["classic", "modern"]))
    if draw(st.booleans()):
        return Setting(game, ("--preset", preset), ",".join(draw(st.sampled_from(MILLE_PAIRS))))
    players, agents, per_deal = draw(st.sampled_from(MILLE_TABLES))
    return Setting(game, ("--preset", preset, "--players", players), agents, per_deal)


def argv_of(setting: Setting, seed: int, *more: str) -> list[str]:
    """The command line of a run of ``setting``."""
    return [
        "tournament", setting.game, *setting.words, "--agents", setting.agents,
        "--seed", str(seed), *more,
    ]  # fmt: skip


def standings_figures(directory: Path) -> list[dict[str, str]]:
    """``standings.csv`` without the columns that time the machine."""
    text = (directory / "standings.csv").read_text(encoding="utf-8")
    return [
        {k: v for k, v in row.items() if k not in TIME_COLUMNS}
        for row in csv.DictReader(io.StringIO(text))
    ]


def same_run(one: Path, other: Path) -> None:
    """The two folders hold the same games, standings, and where they have them, the same
    head-to-head table and comparison with a baseline."""
    assert (one / "games.csv").read_bytes() == (other / "games.csv").read_bytes()
    assert standings_figures(one) == standings_figures(other)
    for name in ("head_to_head.csv", "baseline.csv"):
        assert (one / name).exists() == (other / name).exists(), name
        if (one / name).exists():
            assert (one / name).read_bytes() == (other / name).read_bytes(), name


def stopped_after(played: int, stop: signal.Signals) -> Callable[..., Iterator[GameResult]]:
    """A stand-in for the runner's ``iter_results`` that sends ``stop`` to this process once
    ``played`` games have come (as a user's Ctrl-C or ``kill`` would)."""

    def playing(
        config: TournamentConfig, done: frozenset[tuple[int, int]] = frozenset()
    ) -> Iterator[GameResult]:
        for number, result in enumerate(iter_results(config, done=done)):
            if number == played:
                os.kill(os.getpid(), stop)
            yield result

    return playing


EXAMPLES = settings(max_examples=5, suppress_health_check=[HealthCheck.function_scoped_fixture])


@EXAMPLES
@given(
    setting=settings_strategy(),
    seed=st.integers(0, 2**32),
    deals=st.integers(2, 4),
    data=st.data(),
)
def test_a_run_resumed_and_grown_equals_one_played_in_one_go(
    setting: Setting,
    seed: int,
    deals: int,
    data: st.DataObject,
    capsys: pytest.CaptureFixture[str],
) -> None:
    first = data.draw(st.integers(1, deals - 1), label="first deals")
    with tempfile.TemporaryDirectory() as folder:
        whole, grown = Path(folder) / "whole", Path(folder) / "grown"
        capsys.readouterr()
        assert (
            main(argv_of(setting, seed, "--jobs", "1", "--deals", str(deals), "--out", str(whole)))
            == 0
        )
        printed = capsys.readouterr().out
        assert (
            main(argv_of(setting, seed, "--jobs", "1", "--deals", str(first), "--out", str(grown)))
            == 0
        )
        argv = argv_of(setting, seed, "--jobs", "1", "--deals", str(deals), "--out", str(grown))
        assert main([*argv, "--resume"]) == 0
        same_run(whole, grown)
        # carried on again without --deals: finished, it plays nothing, writes the same
        # files and prints the table it printed when it ended (its times read back whole)
        capsys.readouterr()
        assert main(argv_of(setting, seed, "--jobs", "1", "--out", str(whole), "--resume")) == 0
        again = capsys.readouterr()
        total = setting.per_deal * deals
        assert "played " not in again.err and f"{total} of the {total}" in again.err
        assert again.out == printed
        assert main(argv_of(setting, seed, "--jobs", "1", "--out", str(grown), "--resume")) == 0
        same_run(whole, grown)


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
@EXAMPLES
@given(setting=settings_strategy(), seed=st.integers(0, 2**32), data=st.data())
def test_a_run_stopped_part_way_resumes_to_the_unbroken_run(
    stop: signal.Signals,
    setting: Setting,
    seed: int,
    data: st.DataObject,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    deals = 3
    played = data.draw(st.integers(1, setting.per_deal * deals - 1), label="games before")
    compared = data.draw(st.booleans(), label="compared with a baseline")
    with tempfile.TemporaryDirectory() as folder:
        whole, broken = Path(folder) / "whole", Path(folder) / "broken"
        argv = argv_of(setting, seed, "--jobs", "1", "--deals", str(deals))
        assert main([*argv, "--out", str(whole)]) == 0
        if compared:  # the baseline is remembered: --resume compares with it again
            argv += ["--baseline", str(whole)]
            assert main([*argv, "--out", str(Path(folder) / "new")]) == 0
            whole = Path(folder) / "new"
        with monkeypatch.context() as patch:
            patch.setattr(tournament_command, "iter_results", stopped_after(played, stop))
            assert main([*argv, "--out", str(broken)]) == 128 + stop
        if compared:
            argv = argv[:-2]
        with (broken / "games.csv").open() as handle:
            teams = len(set(row["team"] for row in csv.DictReader(handle)))
        with (broken / "games.csv").open() as handle:
            assert len(list(csv.DictReader(handle))) == teams * played
        assert main([*argv, "--out", str(broken), "--resume"]) == 0
        same_run(whole, broken)


@EXAMPLES
@given(setting=settings_strategy(), seed=st.integers(0, 2**32), data=st.data())
def test_a_smaller_deals_ends_a_stopped_run_as_a_run_of_that_many(
    setting: Setting, seed: int, data: st.DataObject, monkeypatch: pytest.MonkeyPatch
) -> None:
    deals = 4
    per_deal = setting.per_deal
    played = data.draw(st.integers(1, per_deal * (deals - 1)), label="games before the stop")
    at_least = -(-played // per_deal)  # the deals begun
    ends = data.draw(st.integers(at_least, deals - 1), label="deals it ends at")
    with tempfile.TemporaryDirectory() as folder:
        short, cut = Path(folder) / "short", Path(folder) / "cut"
        assert (
            main(argv_of(setting, seed, "--jobs", "1", "--deals", str(ends), "--out", str(short)))
            == 0
        )
        argv = argv_of(setting, seed, "--jobs", "1", "--out", str(cut))
        with monkeypatch.context() as patch:
            patch.setattr(tournament_command, "iter_results", stopped_after(played, signal.SIGINT))
            assert main([*argv, "--deals", str(deals)]) == 130
        if at_least > 1:  # fewer than the deals begun are refused
            assert main([*argv, "--deals", str(at_least - 1), "--resume"]) == 2
        assert main([*argv, "--deals", str(ends), "--resume"]) == 0
        same_run(short, cut)
        assert main([*argv, "--resume"]) == 0  # it now records that many: nothing more
        same_run(short, cut)


def test_two_jobs_play_the_games_one_job_plays(tmp_path: Path) -> None:
    for game, words, agents in [
        ("millebornes", ["--preset", "modern"], "heuristic,easy,random"),
        ("rushshift", ["-o", "turn_limit=40"], "greedy,random"),
    ]:
        one, two = tmp_path / f"{game}-1", tmp_path / f"{game}-2"
        argv = ["tournament", game, *words, "--agents", agents, "--deals", "3", "--seed", "5"]
        assert main([*argv, "--jobs", "1", "--out", str(one)]) == 0
        assert main([*argv, "--jobs", "2", "--out", str(two)]) == 0
        same_run(one, two)


def test_a_run_stopped_with_two_jobs_resumes_to_the_unbroken_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two workers hand their games back in any order: the stopped run may hold a later
    deal's game and miss an earlier one's, which ``--resume`` plays."""
    whole, broken = tmp_path / "whole", tmp_path / "broken"
    argv = ["tournament", "--agents", "heuristic,easy", "--deals", "5", "--jobs", "2"]
    assert main([*argv, "--out", str(whole)]) == 0
    monkeypatch.setattr(tournament_command, "iter_results", stopped_after(5, signal.SIGTERM))
    assert main([*argv, "--out", str(broken)]) == 143
    monkeypatch.undo()
    assert main([*argv, "--out", str(broken), "--resume"]) == 0
    same_run(whole, broken)


def baseline_rows(directory: Path) -> list[dict[str, str]]:
    """The rows of a run's ``baseline.csv``."""
    with (directory / "baseline.csv").open() as handle:
        return list(csv.DictReader(handle))


@EXAMPLES
@given(
    spelling=st.sampled_from(
        [("heuristic", "medium"), ("heuristic", "HEURISTIC"), ("easy", " Easy")]
    ),
    opponent=st.sampled_from(["random", "easy"]),
    seed=st.integers(0, 2**32),
    first=st.booleans(),
)
def test_the_same_player_spelt_twice_compares_as_no_change(
    spelling: tuple[str, str], opponent: str, seed: int, first: bool
) -> None:
    """Against the same opponent on the same deals, a player and itself under another name
    move by exactly nothing, in every place, whichever place it holds."""
    one, other = spelling

    def order(player: str) -> str:
        return f"{player},{opponent}" if first else f"{opponent},{player}"

    with tempfile.TemporaryDirectory() as folder:
        old, new = Path(folder) / "old", Path(folder) / "new"
        argv = ["tournament", "--deals", "3", "--seed", str(seed), "--jobs", "1"]
        assert main([*argv, "--agents", order(one), "--out", str(old)]) == 0
        assert (
            main([*argv, "--agents", order(other), "--out", str(new), "--baseline", str(old)]) == 0
        )
        rows = baseline_rows(new)
        assert len(rows) == 2
        for row in rows:
            assert float(row["difference"]) == 0.0, row
            assert row["games_changed"] == "0", row
            assert row["win_rate"] == row["baseline_win_rate"], row
            assert row["deals"] == "3"


@pytest.mark.parametrize(
    ("game", "words", "agents"),
    [
        ("millebornes", [], "heuristic,easy,random"),
        ("millebornes", ["--preset", "modern"], "easy,heuristic"),
        ("rushshift", ["-o", "turn_limit=40"], "greedy,random"),
    ],
)
def test_a_run_compared_with_itself_moved_by_nothing(
    game: str, words: list[str], agents: str, tmp_path: Path
) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    argv = ["tournament", game, *words, "--agents", agents, "--deals", "3", "--jobs", "1"]
    assert main([*argv, "--out", str(old)]) == 0
    assert main([*argv, "--out", str(new), "--baseline", str(old)]) == 0
    rows = baseline_rows(new)
    assert [row["player"] for row in rows] == agents.split(",")
    for row in rows:
        assert float(row["difference"]) == 0.0 and float(row["ci_half_width"]) == 0.0, row
        assert row["games_changed"] == "0", row


def test_a_round_robin_deals_each_pair_the_cards_of_its_own_run(tmp_path: Path) -> None:
    """Every pair of a round robin meets on the cards its head-to-head run deals: the
    same seeds, deal by deal."""
    robin = tmp_path / "robin"
    argv = ["tournament", "--deals", "3", "--jobs", "1", "--seed", "9"]
    assert main([*argv, "--agents", "heuristic,easy,random", "--out", str(robin)]) == 0
    with (robin / "games.csv").open() as handle:
        robin_seeds = {(row["deal"], row["seed"]) for row in csv.DictReader(handle)}
    pair = tmp_path / "pair"
    assert main([*argv, "--agents", "easy,random", "--out", str(pair)]) == 0
    with (pair / "games.csv").open() as handle:
        assert {(row["deal"], row["seed"]) for row in csv.DictReader(handle)} == robin_seeds


class Killed(BaseException):
    """A run ended outright (``kill -9``): nothing written up, only what it saved."""


@EXAMPLES
@given(
    setting=settings_strategy(),
    seed=st.integers(0, 2**32),
    sessions=st.lists(
        st.tuples(st.integers(1, 4), st.sampled_from(["1", "2"]), st.booleans()),
        min_size=1,
        max_size=3,
    ),
)
def test_a_run_stopped_or_killed_again_and_again_still_ends_as_the_unbroken_run(
    setting: Setting,
    seed: int,
    sessions: list[tuple[int, str, bool]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each session plays some games with one or two jobs, then is stopped (Ctrl-C) or
    killed outright (only what the run saved as it went is left); the last resume finishes
    the run, which then holds the games of a run never stopped."""
    deals = 3
    with tempfile.TemporaryDirectory() as folder:
        whole, broken = Path(folder) / "whole", Path(folder) / "broken"
        argv = argv_of(setting, seed, "--jobs", "1", "--deals", str(deals))
        assert main([*argv, "--out", str(whole)]) == 0
        for number, (played, jobs, killed) in enumerate(sessions):
            more = ["--resume"] if number else []
            if killed:

                def killing(
                    config: TournamentConfig,
                    done: frozenset[tuple[int, int]] = frozenset(),
                    played: int = played,
                ) -> Iterator[GameResult]:
                    for count, result in enumerate(iter_results(config, done=done)):
                        if count == played:
                            raise Killed
                        yield result

                stand_in = killing
            else:
                stand_in = stopped_after(played, signal.SIGINT)
            with monkeypatch.context() as patch:
                patch.setattr(tournament_command, "iter_results", stand_in)
                try:
                    status = main([*argv[:-4], "--jobs", jobs, "--deals", str(deals),
                                   "--out", str(broken), *more])  # fmt: skip
                except Killed:
                    status = 137
            assert status in (0, 130, 137)
        status = main([*argv, "--out", str(broken), "--resume"])
        assert status == 0
        same_run(whole, broken)


@EXAMPLES
@given(
    setting=settings_strategy(),
    seed=st.integers(0, 2**32),
    old_deals=st.integers(1, 4),
    new_deals=st.integers(1, 4),
    stopped=st.one_of(st.none(), st.tuples(st.integers(1, 8), st.sampled_from(["1", "2"]))),
)
def test_a_run_compared_with_the_same_players_on_fewer_or_more_deals_moved_by_nothing(
    setting: Setting,
    seed: int,
    old_deals: int,
    new_deals: int,
    stopped: tuple[int, str] | None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The comparison is over the whole deals both runs played (the baseline perhaps
    stopped part way, with one job or two): on each the same players played the same
    games."""
    with tempfile.TemporaryDirectory() as folder:
        old, new = Path(folder) / "old", Path(folder) / "new"
        argv = argv_of(setting, seed, "--deals", str(old_deals), "--out", str(old))
        if stopped is None:
            assert main([*argv, "--jobs", "1"]) == 0
        else:
            played, jobs = stopped
            with monkeypatch.context() as patch:
                patch.setattr(
                    tournament_command, "iter_results", stopped_after(played, signal.SIGINT)
                )
                assert main([*argv, "--jobs", jobs]) in (0, 130)
        with (old / "games.csv").open() as handle:
            games = {(row["deal"], row["rotation"]) for row in csv.DictReader(handle)}
        per_deal = {deal: sum(d == deal for d, _ in games) for deal, _ in games}
        common = sum(
            count == setting.per_deal for deal, count in per_deal.items() if int(deal) < new_deals
        )
        argv = argv_of(setting, seed, "--deals", str(new_deals), "--jobs", "1")
        assert main([*argv, "--out", str(new), "--baseline", str(old)]) == 0
        rows = baseline_rows(new)
        assert [row["player"] for row in rows] == setting.agents.split(",")
        for row in rows:
            assert row["deals"] == str(common), row
            assert row["games_changed"] == "0", row
            if common:
                assert float(row["difference"]) == 0.0, row
                assert row["win_rate"] == row["baseline_win_rate"], row


def test_a_comparison_over_one_deal_writes_no_interval(tmp_path: Path) -> None:
    """With one whole deal in common the table shows a dash for the interval, which the
    README says a file leaves empty: ``baseline.csv`` wrote ``inf``."""
    old, new = tmp_path / "old", tmp_path / "new"
    argv = ["tournament", "--agents", "heuristic,easy", "--deals", "1", "--jobs", "1"]
    assert main([*argv, "--out", str(old)]) == 0
    assert main([*argv, "--out", str(new), "--baseline", str(old)]) == 0
    rows = baseline_rows(new)
    assert [(row["deals"], row["ci_half_width"]) for row in rows] == [("1", ""), ("1", "")]
    assert all(row["difference"] == "0.0000" for row in rows)
