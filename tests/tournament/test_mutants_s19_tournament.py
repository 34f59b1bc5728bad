"""Mutants of the deal-seed and deals-swept changes that the other tests let live (session
19's audit): a seed cell left empty, a share of no deals swept, a table of no lineups, and
the seed each player is handed."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from roadgames.cli import main
from roadgames.tournament import TournamentConfig, runner
from roadgames.tournament.report import results_table, write_csv
from roadgames.tournament.runner import GameResult, play_game
from roadgames.tournament.seating import agent_seed, deal_seed, parse_lineups
from roadgames.tournament.statistics import standings

RUN = ["tournament", "--agents", "random,easy", "--jobs", "1", "--seed", "5"]


def _rows(directory: Path) -> list[dict[str, str]]:
    with (directory / "games.csv").open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_a_run_whose_seed_cells_are_empty_resumes_and_gains_them(tmp_path: Path) -> None:
    """``games.csv`` writes an empty seed for a result that had none; read back, an empty
    cell is no damage: the run's seed gives the deal's."""
    run, fresh = tmp_path / "run", tmp_path / "fresh"
    assert main([*RUN, "--deals", "1", "--out", str(run)]) == 0
    assert main([*RUN, "--deals", "2", "--out", str(fresh)]) == 0
    path = run / "games.csv"
    with path.open(newline="", encoding="utf-8") as handle:
        lines = list(csv.reader(handle))
    assert lines[0][-1] == "seed" and all(line[-1] for line in lines[1:])
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows([lines[0], *([*line[:-1], ""] for line in lines[1:])])
    assert main([*RUN, "--deals", "2", "--out", str(run), "--resume"]) == 0
    assert _rows(run) == _rows(fresh)


def _game(deal: int, rotation: int, labels: tuple[str, str], first: float) -> GameResult:
    return GameResult(deal, rotation, labels, (first, 1 - first), None, {})


def test_no_deal_swept_shows_as_a_share_not_a_dash(tmp_path: Path) -> None:
    """Known and none: 0.0%, as the CSV writes 0.0000; a dash is for not known yet."""
    whole = [_game(0, 0, ("x", "y"), 1.0), _game(0, 1, ("y", "x"), 0.0)]
    table = standings(whole, ["x", "y"])
    assert [row.swept for row in table] == [1.0, 0.0]
    console = Console(width=100, record=True)
    console.print(results_table(table, "x vs y"))
    rows = [
        cells
        for cells in map(str.split, console.export_text().splitlines())
        if cells[:2] in (["x", "2"], ["y", "2"])
    ]
    assert [cells[-1] for cells in rows] == ["100.0%", "0.0%"]
    write_csv(tmp_path, whole, table)
    with (tmp_path / "standings.csv").open(newline="", encoding="utf-8") as handle:
        assert [row["deals_swept"] for row in csv.DictReader(handle)] == ["1.0000", "0.0000"]


def test_a_table_of_no_lineups_counts_no_sweeps(tmp_path: Path) -> None:
    """Sweeps are counted for two lineups, one team each: not for none."""
    write_csv(tmp_path, [], [])
    header = (tmp_path / "standings.csv").read_text(encoding="utf-8").splitlines()[0]
    assert "deals_swept" not in header
    console = Console(width=100, record=True)
    console.print(results_table([], "nobody"))
    assert "swept" not in console.export_text()


@pytest.mark.parametrize(("deal", "rotation"), [(0, 0), (2, 1)])
def test_each_player_gets_its_own_seed_never_the_deals(
    deal: int, rotation: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A player is made with the seed of its seat in that game (reproducible on any
    worker), not the deal's: that would give away the shuffle (core/seeds.py)."""
    handed: list[int] = []
    make = runner.make_agent

    def noting(game: str, name: str, seed: int, *args: Any, **kwargs: Any) -> Any:
        handed.append(seed)
        return make(game, name, seed, *args, **kwargs)

    monkeypatch.setattr(runner, "make_agent", noting)
    config = TournamentConfig(
        game="millebornes", lineups=tuple(parse_lineups("random,easy")), players=2, deals=3,
        seed=5, jobs=1,
    )  # fmt: skip
    result = play_game(config, deal, rotation)
    assert result.seed == deal_seed(5, deal)
    assert handed == [agent_seed(5, deal, rotation, seat) for seat in range(2)]
    assert deal_seed(5, deal) not in handed
