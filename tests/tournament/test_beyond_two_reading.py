"""Reading a saved run back: ``games.csv`` is opened once, header and rows in one pass, and
read as before (a run saved before the seed column, a damaged header, a cut-short line)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.core.errors import RoadgamesError
from roadgames.tournament.report import GAMES_COLUMNS, OLD_GAMES_COLUMNS
from roadgames.tournament.runner import TournamentConfig
from roadgames.tournament.saved import GAMES, saved_results
from roadgames.tournament.seating import parse_lineups

AGENTS = "random,easy+random"


@pytest.fixture(scope="module")
def saved_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished run of two deals at four seats (two teams of two), played once."""
    directory = tmp_path_factory.mktemp("beyond_two_reading") / "run"
    argv = ["tournament", "--agents", AGENTS, "--players", "4", "--deals", "2", "--jobs", "1"]
    assert main([*argv, "--out", str(directory)]) == 0
    return directory


@pytest.fixture
def run_copy(saved_run: Path, tmp_path: Path) -> Path:
    """A copy of the saved run, to change."""
    return Path(shutil.copytree(saved_run, tmp_path / "run"))


def config() -> TournamentConfig:
    """The saved run's settings."""
    return TournamentConfig(
        game="millebornes",
        lineups=tuple(parse_lineups(AGENTS)),
        players=4,
        deals=2,
        preset="classic",
        jobs=1,
    )


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The names of the files opened through ``Path.open`` while the test runs."""
    names: list[str] = []
    original = Path.open

    def counting(self: Path, *args: Any, **kwargs: Any) -> Any:
        names.append(self.name)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", counting)
    yield names


def test_games_csv_is_opened_once_to_read_a_run(run_copy: Path, opened: list[str]) -> None:
    results = saved_results(run_copy, config())
    assert len(results) == 4  # two deals, each in both seatings
    assert opened.count(GAMES) == 1


def test_a_run_saved_before_the_seed_column_is_read_in_the_same_one_pass(
    run_copy: Path, opened: list[str]
) -> None:
    fresh = saved_results(run_copy, config())
    path = run_copy / GAMES
    lines = path.read_text(encoding="utf-8").splitlines()
    older = [",".join(OLD_GAMES_COLUMNS)] + [line.rsplit(",", 1)[0] for line in lines[1:]]
    path.write_text("\n".join(older) + "\n", encoding="utf-8")
    opened.clear()
    again = saved_results(run_copy, config())
    assert opened.count(GAMES) == 1
    assert [(r.deal, r.rotation, r.labels, r.shares, r.scores) for r in again] == [
        (r.deal, r.rotation, r.labels, r.shares, r.scores) for r in fresh
    ]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda text: "deal,rotation\n" + text.split("\n", 1)[1], "its first line is not the "
         "header " + ",".join(GAMES_COLUMNS)),
        (lambda text: text[:-1], "its last line is cut short"),
        (lambda text: "", "it is empty"),
        (lambda text: text + "0,0,0\n", "line 10 has 3 of 7 fields"),
    ],
)  # fmt: skip
def test_a_damaged_games_csv_is_still_refused_in_the_same_words(
    run_copy: Path, change: Any, message: str
) -> None:
    path = run_copy / GAMES
    path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(RoadgamesError, match=r"games\.csv is damaged: ") as caught:
        saved_results(run_copy, config())
    assert str(caught.value).endswith(message)


def test_a_games_csv_not_in_utf8_is_refused_in_words(run_copy: Path) -> None:
    path = run_copy / GAMES
    path.write_bytes(path.read_bytes().replace(b"random", b"r\xe9ndom", 1))
    with pytest.raises(RoadgamesError, match=r"games\.csv is damaged: it is not UTF-8 text"):
        saved_results(run_copy, config())
