"""``roadgames simulate --out -`` on a terminal: the CSV is printed on the terminal the
progress bar would be drawn on, and ran into it (an audit saw a row glued to the bar, and
old bars left between rows); there the progress is told in whole lines instead. Where the
CSV goes elsewhere the bar stays."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.commands import simulate
from roadgames.commands.progress import NotesConsole


class _Terminal(io.StringIO):
    """A standard output that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def _notes(monkeypatch: pytest.MonkeyPatch) -> io.StringIO:
    """The progress's console, a terminal writing into the returned buffer."""
    written = io.StringIO()

    def console() -> NotesConsole:
        return NotesConsole(file=written, force_terminal=True, width=100, highlight=False)

    monkeypatch.setattr(simulate, "progress_console", console)
    return written


def test_the_csv_on_the_terminal_gets_progress_in_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    notes = _notes(monkeypatch)
    out = _Terminal()
    monkeypatch.setattr("sys.stdout", out)
    assert main(["simulate", "--games", "3", "--jobs", "1", "--out", "-"]) == 0
    told = notes.getvalue()
    assert "played 3/3 games" in told and "━" not in told
    rows = out.getvalue().splitlines()
    assert rows[0].startswith("game,") and all("━" not in row for row in rows)


def test_a_csv_to_a_file_keeps_the_bar(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    notes = _notes(monkeypatch)
    monkeypatch.setattr("sys.stdout", _Terminal())
    target = tmp_path / "hands.csv"
    assert main(["simulate", "--games", "3", "--jobs", "1", "--out", str(target)]) == 0
    assert "━" in notes.getvalue() and "played 3/3 games" not in notes.getvalue()
