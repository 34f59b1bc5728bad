"""``baseline.csv``'s ``baseline`` column names the folder compared with as
``settings.json`` records it, whole (session 43): it held the folder as typed (``o1``, read
from wherever the command ran), and a ``--resume`` of the same run then wrote the whole
path, so that the file changed with how the run was carried on."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from roadgames.cli import main

_RUN = ["tournament", "--agents", "heuristic,easy", "--deals", "2", "--jobs", "1"]


def _baseline_column(path: Path) -> set[str]:
    with path.open(encoding="utf-8", newline="") as rows:
        return {row["baseline"] for row in csv.DictReader(rows)}


def test_the_folder_compared_with_is_named_whole_and_alike_on_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    assert main([*_RUN, "--out", "o1"]) == 0
    assert main([*_RUN, "--out", "o2", "--baseline", "o1"]) == 0
    whole = str((tmp_path / "o1").resolve())
    assert _baseline_column(tmp_path / "o2" / "baseline.csv") == {whole}
    first = (tmp_path / "o2" / "baseline.csv").read_bytes()
    assert main([*_RUN, "--out", "o2", "--resume"]) == 0
    assert (tmp_path / "o2" / "baseline.csv").read_bytes() == first
