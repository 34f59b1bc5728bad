"""A saved game is on the disk before it replaces the old save: a power cut just after the
rename cannot leave an empty file where the game was. A run writing thousands of records
(``simulate --record``) spares that wait."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.core import records
from roadgames.core.records import record_of
from roadgames.millebornes import make_rules


def _record() -> records.GameRecord:
    return record_of("millebornes", make_rules("classic", 2).to_dict(), [], seed=3)


def _watch(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The synced files and the renames, in order."""
    events: list[tuple[str, str]] = []
    sync, replace = os.fsync, Path.replace

    def fsync(fd: int) -> None:
        events.append(("fsync", os.readlink(f"/proc/self/fd/{fd}")))
        sync(fd)

    def replaced(self: Path, target: str | os.PathLike[str]) -> Path:
        events.append(("replace", str(self)))
        return replace(self, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(Path, "replace", replaced)
    return events


def test_a_save_is_synced_before_it_replaces_the_old_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    target.write_text("old", encoding="utf-8")
    events = _watch(monkeypatch)
    _record().save(target)
    assert [kind for kind, _ in events] == ["fsync", "replace"]
    assert events[0][1] == events[1][1]  # the temporary file, synced, then renamed
    assert records.GameRecord.load(target).seed == 3


def test_a_run_may_spare_the_wait(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events = _watch(monkeypatch)
    _record().save(tmp_path / "game.json", durable=False)
    assert [kind for kind, _ in events] == ["replace"]


def test_simulate_spares_the_wait_for_its_records(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[bool] = []
    save = records.GameRecord.save

    def saved(self: records.GameRecord, path: str | Path, durable: bool = True) -> None:
        asked.append(durable)
        save(self, path, durable)

    monkeypatch.setattr(records.GameRecord, "save", saved)
    argv = ["simulate", "--games", "2", "--jobs", "1", "--record", str(tmp_path / "rec")]
    assert main(argv) == 0
    assert asked == [False, False]
