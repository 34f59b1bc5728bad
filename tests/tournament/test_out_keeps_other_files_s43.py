"""``tournament --out DIR`` where ``DIR`` holds no run but files of the names a run writes
(session 43): they were replaced without a word (a ``standings.csv`` of the user's own
overwritten); the run is now refused before it plays, and nothing in the folder changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.tournament.saved import RESULT_FILES, SETTINGS

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


def test_every_file_a_run_writes_is_one_a_folder_without_a_run_is_refused_for(
    tmp_path: Path,
) -> None:
    """The names the refusal looks for are all those a run writes (a round robin compared
    with a baseline writes the most): a file the run came to write later would otherwise
    be replaced without a word again."""
    three = ["tournament", "--agents", "random,easy,heuristic", "--deals", "1", "--jobs", "1"]
    assert main([*three, "--out", str(tmp_path / "a")]) == 0
    assert main([*three, "--out", str(tmp_path / "b"), "--baseline", str(tmp_path / "a")]) == 0
    written = {path.name for path in (tmp_path / "b").iterdir()}
    assert {"head_to_head.csv", "baseline.csv"} <= written
    assert written <= {SETTINGS, *RESULT_FILES}


def test_a_link_of_a_name_a_run_writes_is_kept_even_where_it_leads_nowhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "standings.csv").symlink_to(tmp_path / "elsewhere" / "mine.csv")
    assert main([*_RUN, "--out", str(tmp_path)]) == 2
    assert "holds standings.csv but no settings.json" in capsys.readouterr().err
    assert (tmp_path / "standings.csv").is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["standings.csv"]
