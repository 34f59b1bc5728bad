"""A newcomer's audit of the README against the commands (forty-third session)."""

from __future__ import annotations

import pytest

from roadgames.cli import main


def _flat(text: str) -> str:
    """``text`` with every run of white space one space (a wrapped cell read as one)."""
    return " ".join(text.split())


def test_the_table_of_options_says_a_remedy_moves_a_team_only_once_it_has_started(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The README: with ``roll_after_remedy`` off, a remedy lets a team move only once it
    has started, and "the rules screen and ``roadgames rules`` say it so". The table that
    ``roadgames rules modern`` prints said only "a ROLL is needed again after each remedy",
    which, off, reads as a remedy being always enough."""
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["rules", "modern"]) == 0
    printed = _flat(capsys.readouterr().out)
    row = printed[printed.index("roll_after_remedy") :].split("│ draw_from_discard")[0]
    assert "started" in row and "RIGHT_OF_WAY" in row
