"""Mutants of ``roadgames tournament`` (the command's module) that the other tests let live
(session 43's second sweep): a baseline named again on ``--resume``, the notes of a
run stopped with ``--out``."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest

from roadgames.cli import main
from roadgames.commands import tournament as tournament_command
from roadgames.commands.stopping import INTERRUPTED

T = TypeVar("T")

RUN = ["tournament", "--agents", "random,random", "--jobs", "1"]


def test_a_resume_naming_its_baseline_does_not_say_it_is_compared_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--resume --baseline DIR`` compares with the folder named now, which may not be the
    one the run began with: "compared with … again, as the run began" would be untrue."""
    first, second, out = tmp_path / "first", tmp_path / "second", tmp_path / "run"
    assert main([*RUN, "--deals", "1", "--out", str(first)]) == 0
    assert main([*RUN, "--deals", "1", "--out", str(second)]) == 0
    assert main([*RUN, "--deals", "1", "--out", str(out), "--baseline", str(first)]) == 0
    capsys.readouterr()
    resumed = [*RUN, "--deals", "2", "--out", str(out), "--resume", "--baseline", str(second)]
    assert main(resumed) == 0
    captured = capsys.readouterr()
    assert "again" not in captured.err
    # the comparison is with the folder named now
    compared = (out / "baseline.csv").read_text(encoding="utf-8")
    assert str(second.resolve()) in compared and str(first.resolve()) not in compared


def test_a_stopped_run_with_a_folder_says_once_where_its_games_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ctrl-C with ``--out``: one note, that the folder holds the games played and how to
    carry on; the note of a run without a folder (the standings of the games played) would
    only repeat it."""

    def stopped_after_two(items: Iterable[T], *_: object, **__: object) -> Iterator[T]:
        for number, item in enumerate(items, 1):
            yield item
            if number == 2:
                raise KeyboardInterrupt

    monkeypatch.setattr(tournament_command, "with_progress", stopped_after_two)
    out = tmp_path / "run"
    assert main([*RUN, "--deals", "3", "--out", str(out)]) == INTERRUPTED
    captured = capsys.readouterr()
    notes = [line for line in captured.err.splitlines() if line.startswith("stopped")]
    assert notes == [f"stopped: {out} holds the 2 games played (--resume carries on)"]
    assert "(partial: --resume carries on)" in captured.out
