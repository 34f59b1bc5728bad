"""Deals swept and the paired comparison with a baseline run, on rigged results whose
answers are worked out by hand, and through the command line."""

from __future__ import annotations

import csv
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from roadgames.cli import main
from roadgames.tournament.compare import paired_differences
from roadgames.tournament.runner import GameResult
from roadgames.tournament.statistics import standings, sweeps


def game(
    deal: int, rotation: int, labels: tuple[str, ...], shares: tuple[float, ...]
) -> GameResult:
    """A game's result without scores or times."""
    return GameResult(deal, rotation, labels, shares, None, {})


def duel(
    deal: int, first_wins: tuple[float, float], labels: tuple[str, str] = ("x", "y")
) -> list[GameResult]:
    """One deal of two lineups in both seatings: ``first_wins`` gives the share of the team
    in seat 0 in rotation 0 and 1 (the rotation swaps the lineups)."""
    a, b = labels
    return [
        game(deal, 0, (a, b), (first_wins[0], 1 - first_wins[0])),
        game(deal, 1, (b, a), (first_wins[1], 1 - first_wins[1])),
    ]


def test_a_deal_is_swept_only_by_winning_every_seating() -> None:
    results = [
        *duel(0, (1.0, 0.0)),  # x won in both seats
        *duel(1, (1.0, 1.0)),  # seat 0's cards won both games: nobody swept
        *duel(2, (0.0, 1.0)),  # y won in both seats
        *duel(3, (1.0, 0.5)),  # x won one, shared the other: not a sweep
        game(4, 0, ("x", "y"), (1.0, 0.0)),  # half a deal (run interrupted): left out
    ]
    assert sweeps(results, ["x", "y"]) == {"x": 0.25, "y": 0.25}
    table = {row.label: row for row in standings(results, ["x", "y"])}
    assert table["x"].swept == 0.25 and table["y"].swept == 0.25


def test_sweeps_before_a_whole_deal_are_counted_but_not_known() -> None:
    results = [game(0, 0, ("x", "y"), (1.0, 0.0))]  # stopped halfway through a deal
    swept = sweeps(results, ["x", "y"])
    assert swept.keys() == {"x", "y"} and all(math.isnan(v) for v in swept.values())


def test_no_sweeps_where_a_lineup_holds_two_teams_of_a_game() -> None:
    """Two lineups at three teams: one of them sits twice in each game."""
    results = [game(0, r, ("x", "y", "x"), (1.0, 0.0, 0.0)) for r in range(3)]
    assert sweeps(results, ["x", "y"]) == {}
    assert all(row.swept is None for row in standings(results, ["x", "y"]))


def test_paired_difference_is_worked_deal_by_deal() -> None:
    # baseline: x drew every deal 1-1 (share 0.5 per deal)
    baseline = [g for deal in range(4) for g in duel(deal, (1.0, 1.0))]
    # this run, with x renamed x2: deal shares 1, 0.5, 0.5, 0.75 → differences .5, 0, 0, .25
    results = [
        *duel(0, (1.0, 0.0), ("x2", "y")),
        *duel(1, (1.0, 1.0), ("x2", "y")),
        *duel(2, (0.0, 0.0), ("x2", "y")),
        *duel(3, (1.0, 0.5), ("x2", "y")),
        *duel(9, (1.0, 0.0), ("x2", "y")),  # a deal the baseline lacks: left out
    ]
    x, y = paired_differences(results, ["x2", "y"], baseline, ["x", "y"])
    assert (x.label, x.baseline_label, y.label) == ("x2", "x", "y")
    assert x.deals == 4
    assert x.rate == pytest.approx(2.75 / 4) and x.baseline_rate == pytest.approx(0.5)
    diffs = [0.5, 0.0, 0.0, 0.25]
    mean = sum(diffs) / 4
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / 3)
    assert x.difference == pytest.approx(mean)
    assert x.half_width == pytest.approx(3.182446 * sd / 2)  # Student's t, 3 degrees of freedom
    assert y.difference == pytest.approx(-mean)
    # changed games: deal 0 rotation 1, deal 2 both, deal 3 rotation 1
    assert x.changed == 4 and y.changed == 4


QUICK_RUN = ["tournament", "--jobs", "1", "--preset", "modern", "--deals", "3"]


def baseline_csv(directory: Path) -> list[dict[str, str]]:
    """The rows of a run's ``baseline.csv``."""
    with (directory / "baseline.csv").open() as handle:
        return list(csv.DictReader(handle))


def test_a_run_compared_with_a_baseline_through_the_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    assert main([*QUICK_RUN, "--agents", "heuristic,random", "--out", str(old)]) == 0
    capsys.readouterr()
    # the same run read again against itself: nothing moved
    argv = [*QUICK_RUN, "--agents", "heuristic,random", "--out", str(old), "--resume"]
    assert main([*argv, "--baseline", str(old)]) == 0
    out = capsys.readouterr().out
    assert "paired difference" in out and "deals swept" in out
    with (old / "standings.csv").open() as handle:
        swept = {row["player"]: float(row["deals_swept"]) for row in csv.DictReader(handle)}
    assert swept["heuristic"] > swept["random"] and swept["heuristic"] + swept["random"] <= 1
    rows = baseline_csv(old)
    assert [(r["player"], r["baseline_player"]) for r in rows] == [
        ("heuristic", "heuristic"),
        ("random", "random"),
    ]
    assert all(r["deals"] == "3" and float(r["difference"]) == 0.0 for r in rows)
    assert all(float(r["ci_half_width"]) == 0.0 and r["games_changed"] == "0" for r in rows)
    # another player in the first place, against the same opponent on the same deals
    argv = [*QUICK_RUN, "--agents", "random,random", "--out", str(new), "--baseline", str(old)]
    assert main(argv) == 0
    first, second = baseline_csv(new)
    assert (first["player"], first["baseline_player"]) == ("random", "heuristic")
    assert second["player"] == "random#2"
    assert float(first["difference"]) < 0  # random does worse than heuristic did
    assert float(first["difference"]) == pytest.approx(
        float(first["win_rate"]) - float(first["baseline_win_rate"])
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (["--seed", "2"], "seed 1, not 2"),
        (["--preset", "classic"], "preset modern, not classic"),
        (["--agents", "heuristic,random,easy", "--players", "3"], "players 2, not 3"),
    ],
)
def test_a_baseline_of_other_deals_is_refused_before_any_game(
    change: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    assert main([*QUICK_RUN, "--agents", "heuristic,random", "--out", str(old)]) == 0
    capsys.readouterr()
    argv = [*QUICK_RUN, "--agents", "heuristic,random", *change]
    assert main([*argv, "--out", str(new), "--baseline", str(old)]) == 2
    assert message in capsys.readouterr().err
    assert not new.exists()  # nothing played, nothing written
    assert main([*QUICK_RUN, "--agents", "heuristic,random", "--baseline", str(new)]) == 2
    assert "holds no tournament to compare with" in capsys.readouterr().err


shares = st.sampled_from([0.0, 0.5, 1.0])


@given(
    st.lists(st.tuples(shares, shares), min_size=2, max_size=12),
    st.lists(st.tuples(shares, shares), min_size=2, max_size=12),
)
def test_a_comparison_read_the_other_way_round_flips_its_sign(
    ours: list[tuple[float, float]], theirs: list[tuple[float, float]]
) -> None:
    a = [g for deal, wins in enumerate(ours) for g in duel(deal, wins)]
    b = [g for deal, wins in enumerate(theirs) for g in duel(deal, wins, ("z", "y"))]
    forward = paired_differences(a, ["x", "y"], b, ["z", "y"])
    backward = paired_differences(b, ["z", "y"], a, ["x", "y"])
    for there, back in zip(forward, backward, strict=True):
        assert there.deals == back.deals == min(len(ours), len(theirs))
        assert there.difference == pytest.approx(-back.difference)
        assert there.difference == pytest.approx(there.rate - there.baseline_rate)
        assert there.half_width == pytest.approx(back.half_width)
        assert there.changed == back.changed
    # the two lineups of a duel share every game: what one gains, the other loses
    assert forward[0].difference == pytest.approx(-forward[1].difference)
