"""``tournament --out DIR`` where ``DIR`` holds a ``games.csv`` but no ``settings.json``
(session 42): the refusal does not send the user to ``--resume``, which cannot carry on
such a folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.cli import main

_RUN = ["tournament", "--agents", "heuristic,easy", "--deals", "1", "--jobs", "1"]


def test_a_folder_with_games_but_no_settings_is_not_said_to_be_resumable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Said before: "already holds a tournament: --resume carries it on", and ``--resume``
    then answered that the folder "holds no tournament to resume (settings.json)"."""
    (tmp_path / "games.csv").write_text("deal,rotation\n", encoding="utf-8")
    assert main([*_RUN, "--out", str(tmp_path)]) == 2
    said = capsys.readouterr().err
    assert said == (
        f"roadgames: error: {tmp_path} holds games.csv but no settings.json, which "
        "--resume needs: choose another folder (a run there would replace it)\n"
    )
    assert main([*_RUN, "--out", str(tmp_path), "--resume"]) == 2
    assert "holds no tournament to resume" in capsys.readouterr().err
    assert (tmp_path / "games.csv").read_text(encoding="utf-8") == "deal,rotation\n"
