"""A run of the club preset carried on (or compared with) without ``--preset club``: the
error names the preset, whose seats (4) the command's default (2) followed, not the seats
alone (session 42)."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.cli import main

_AGENTS = ["--agents", "heuristic,easy", "--jobs", "1"]


def test_a_club_run_named_without_its_preset_is_said_to_be_of_the_club_preset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Said before as "played with players 4, not 2": adding ``--players 4`` then met "played
    with preset club, not classic", two tries where one line could say what was left out.
    (Carried on with ``--resume``, the run's preset and seats are its own: it goes on.)"""
    run = tmp_path / "club"
    assert (
        main(["tournament", *_AGENTS, "--deals", "1", "--preset", "club", "--out", str(run)]) == 0
    )
    capsys.readouterr()
    assert main(["tournament", *_AGENTS, "--deals", "1", "--baseline", str(run)]) == 2
    assert capsys.readouterr().err == (
        f"roadgames: error: the run in {run} was played with preset club, not classic\n"
    )
    assert main(["tournament", *_AGENTS, "--deals", "2", "--resume", "--out", str(run)]) == 0
