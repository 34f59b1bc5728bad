"""Benchmarks' arguments: ``search_headroom`` uses as many processes as ``--workers`` says
(every core by default), as the other benchmarks do."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType, TracebackType
from typing import Any, ClassVar

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def _benchmark(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class _Pool:
    """A process pool stand-in that maps in this process and notes how many it was asked
    for."""

    asked: ClassVar[list[int | None]] = []

    def __init__(self, processes: int | None = None) -> None:
        self.asked.append(processes)

    def __enter__(self) -> _Pool:
        return self

    def __exit__(self, *exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        pass

    def map(self, function: Callable[[Any], Any], items: Iterable[Any]) -> list[Any]:
        return list(map(function, items))


@pytest.mark.parametrize(("argv", "workers"), [([], None), (["--workers", "3"], 3)])
def test_search_headroom_uses_the_workers_asked_for(
    argv: list[str],
    workers: int | None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    headroom = _benchmark("search_headroom")
    monkeypatch.setattr(headroom.multiprocessing, "Pool", _Pool)
    monkeypatch.setattr(_Pool, "asked", [])
    headroom.main(["--hands", "1", "--sample", "0", "--deals", "0", *argv])
    assert _Pool.asked == [workers]  # None: every core
    assert "headroom (classic): 0 decisions examined" in capsys.readouterr().out


def test_search_headroom_refuses_no_workers(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _benchmark("search_headroom").main(["--workers", "0"])
    assert exit_info.value.code == 2
    assert "--workers must be at least 1" in capsys.readouterr().err


def test_screen_open_times_each_game_at_each_size(capsys: pytest.CaptureFixture[str]) -> None:
    _benchmark("screen_open").main(["--times", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:2] for line in lines] == [
        ["millebornes", "80x24"],
        ["millebornes", "120x40"],
        ["rushshift", "80x24"],
        ["rushshift", "120x40"],
    ]
    assert all("rules screen: median" in line and line.endswith("over 1") for line in lines)


def test_screen_open_refuses_no_openings(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _benchmark("screen_open").main(["--times", "0"])
    assert exit_info.value.code == 2 and "--times must be at least 1" in capsys.readouterr().err


def test_table_redraw_times_each_game_at_each_size(capsys: pytest.CaptureFixture[str]) -> None:
    _benchmark("table_redraw").main(["--moves", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:2] for line in lines] == [
        [game, size]
        for game in ("millebornes-2", "millebornes-6", "rushshift")
        for size in ("80x24", "120x40")
    ]
    assert all(
        "first paint median" in line and "; last median" in line and "; processor median" in line
        for line in lines
    )
    assert all(line.endswith("over 1") for line in lines)


def test_table_redraw_times_the_case_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    _benchmark("table_redraw").main(["--moves", "1", "--case", "rushshift"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:2] for line in lines] == [["rushshift", "80x24"], ["rushshift", "120x40"]]


def test_table_redraw_refuses_no_moves(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _benchmark("table_redraw").main(["--moves", "0"])
    assert exit_info.value.code == 2 and "--moves must be at least 1" in capsys.readouterr().err


def test_tournament_memory_prints_the_bytes_per_result_and_the_standings_cost(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _benchmark("tournament_memory").main(["--games", "4", "--repeat", "2"])
    played, kept, timed = capsys.readouterr().out.splitlines()
    assert played.startswith("4 games played in ") and played.endswith(" decisions a game")
    assert kept.startswith("kept: ") and " bytes per result (" in kept
    assert timed.startswith("standings() over 8 results: ") and timed.endswith(" at most")


@pytest.mark.parametrize(
    ("argv", "why"),
    [
        (["--games", "1"], "--games must be at least 2"),
        (["--repeat", "0"], "--repeat must be at least 1"),
        (["--jobs", "0"], "--jobs must be at least 1"),
    ],
)
def test_tournament_memory_refuses_too_little(
    argv: list[str], why: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _benchmark("tournament_memory").main(argv)
    assert exit_info.value.code == 2 and why in capsys.readouterr().err
