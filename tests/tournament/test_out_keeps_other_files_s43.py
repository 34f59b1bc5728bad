"""``tournament --out DIR`` where ``DIR`` holds no run but files of the names a run writes
(session 43): they were replaced without a word (a ``standings.csv`` of the user's own
overwritten); the run is now refused before it plays, and nothing in the folder changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.cli import main

_RUN = ["tournament", "--agents", "heuristic,easy", "--deals", "1", "--jobs", "1"]


@pytest.mark.parametrize(
    "names", [("standings.csv",), ("win_rates.png", "times.csv"), ("head_to_head.csv",)]
)
def test_files_a_run_would_replace_are_kept(
    names: tuple[str, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in names:
        (tmp_path / name).write_text(f"mine: {name}\n", encoding="utf-8")
    assert main([*_RUN, "--out", str(tmp_path)]) == 2
    said = capsys.readouterr().err
    assert said.startswith(f"roadgames: error: {tmp_path} holds ")
    assert all(name in said for name in names)
    assert "choose another folder" in said and "--resume carries" not in said
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)
    for name in names:
        assert (tmp_path / name).read_text(encoding="utf-8") == f"mine: {name}\n"


def test_a_folder_with_other_files_is_still_used(tmp_path: Path) -> None:
    """Files of other names are no reason to refuse the folder, and stay as they were."""
    (tmp_path / "notes.txt").write_text("mine\n", encoding="utf-8")
    assert main([*_RUN, "--out", str(tmp_path)]) == 0
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine\n"
    assert (tmp_path / "settings.json").exists() and (tmp_path / "standings.csv").exists()
