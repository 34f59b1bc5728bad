"""A tournament's ``games.csv`` gives each game's deal seed (``new_game(rules, seed=...)``
deals it again), as ``simulate --out`` does; runs saved before the column was written resume
and compare as before, and gain it."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import pytest

from roadgames.cli import main
from roadgames.core.game import GameSpec, GameState
from roadgames.core.registry import get_game
from roadgames.tournament import TournamentConfig, run_tournament, standings
from roadgames.tournament.report import write_csv
from roadgames.tournament.saved import saved_results
from roadgames.tournament.seating import deal_seed, parse_lineups

RUN = ["tournament", "--agents", "random,easy", "--jobs", "1", "--seed", "5"]
#: The header of ``games.csv`` before it had the seed column.
OLD_HEADER = "deal,rotation,team,player,win_share,score"


class Watched:
    """Mille Bornes, noting the seed of every game it deals."""

    name = "millebornes"
    title = "Mille Bornes"

    def __init__(self) -> None:
        self.game = get_game("millebornes")
        self.seeds: list[int | None] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def new_state(
        self, rules: Any, seed: int | None = None, decks: Sequence[Sequence[str]] | None = None
    ) -> GameState:
        self.seeds.append(seed)
        return self.game.new_state(rules, seed=seed, decks=decks)


def rows_of(directory: Path) -> list[dict[str, str]]:
    """The rows of a run's ``games.csv``."""
    with (directory / "games.csv").open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_each_game_is_written_with_the_seed_it_was_dealt_with(tmp_path: Path) -> None:
    watched = Watched()
    config = TournamentConfig(
        game="millebornes", lineups=tuple(parse_lineups("random,easy")), players=2, deals=3,
        seed=5, jobs=1, spec=cast(GameSpec, watched),
    )  # fmt: skip
    results = run_tournament(config)
    dealt = watched.seeds[-len(results) :]  # a game each, in order (one job); a look before
    assert [result.seed for result in results] == dealt
    write_csv(tmp_path, results, standings(results, config.labels))
    rows = rows_of(tmp_path)
    assert len(rows) == 2 * len(results)  # a row per team
    for row in rows:
        game = 2 * int(row["deal"]) + int(row["rotation"])
        assert int(row["seed"]) == dealt[game] == deal_seed(5, int(row["deal"]))
    assert len({row["seed"] for row in rows}) == 3  # a deal's seed, the same in both seatings


def test_the_seed_is_the_last_column(tmp_path: Path) -> None:
    """Added last, so that a script reading the columns by place still finds them."""
    assert main([*RUN, "--deals", "1", "--out", str(tmp_path)]) == 0
    header = (tmp_path / "games.csv").read_text(encoding="utf-8").splitlines()[0]
    assert header == f"{OLD_HEADER},seed"


def without_seeds(directory: Path) -> None:
    """Make the run in ``directory`` look saved before ``games.csv`` had its seed column."""
    path = directory / "games.csv"
    with path.open(newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    assert rows[0][-1] == "seed"
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(row[:-1] for row in rows)


def test_a_run_saved_without_seeds_resumes_and_gains_them(tmp_path: Path) -> None:
    old, fresh = tmp_path / "old", tmp_path / "fresh"
    assert main([*RUN, "--deals", "2", "--out", str(old)]) == 0
    assert main([*RUN, "--deals", "3", "--out", str(fresh)]) == 0
    without_seeds(old)
    config = TournamentConfig(
        game="millebornes", lineups=tuple(parse_lineups("random,easy")), players=2, deals=2,
        seed=5, preset="classic",
    )  # fmt: skip
    kept = saved_results(old, config)
    assert [(r.deal, r.rotation, r.seed) for r in kept] == [
        (deal, rotation, deal_seed(5, deal)) for deal in range(2) for rotation in range(2)
    ]
    assert main([*RUN, "--deals", "3", "--out", str(old), "--resume"]) == 0
    assert rows_of(old) == rows_of(fresh)  # every row with its seed, as one unbroken run


def test_a_baseline_saved_without_seeds_is_still_compared_with(tmp_path: Path) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    assert main([*RUN, "--deals", "2", "--out", str(old)]) == 0
    without_seeds(old)
    before = (old / "games.csv").read_bytes()
    assert main([*RUN, "--deals", "2", "--out", str(new), "--baseline", str(old)]) == 0
    with (new / "baseline.csv").open(newline="", encoding="utf-8") as handle:
        compared = list(csv.DictReader(handle))
    assert [row["deals"] for row in compared] == ["2", "2"]
    assert [row["games_changed"] for row in compared] == ["0", "0"]  # the same games
    assert (old / "games.csv").read_bytes() == before  # the baseline is only read


@pytest.mark.parametrize(
    ("seed", "message"),
    [
        ("abc", "line 2: seed 'abc' is not a whole number"),
        ("12", "line 2: seed 12 is not the seed of deal 0"),
    ],
)
def test_a_damaged_seed_is_refused_naming_the_line(
    seed: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(run)]) == 0
    path = run / "games.csv"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    fields = lines[1].rstrip("\r\n").split(",")
    lines[1] = ",".join([*fields[:-1], seed]) + "\r\n"
    path.write_text("".join(lines), encoding="utf-8", newline="")
    capsys.readouterr()
    assert main([*RUN, "--deals", "1", "--out", str(run), "--resume"]) == 2
    err = capsys.readouterr().err
    assert f"{path} is damaged" in err and message in err
