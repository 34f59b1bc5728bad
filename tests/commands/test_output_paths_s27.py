"""The commands' output paths a user meets, in process (the subprocess tests of
``test_output_edges`` exercise them too, unseen by coverage): a standard output closed or
failing, a terminal's progress bar, and a ``--record`` folder whose earlier records cannot
be removed."""

from __future__ import annotations

import errno
import io
import os
import sys
from pathlib import Path

import pytest
from rich.console import Console

from roadgames.cli import main
from roadgames.commands.output import (
    BROKEN_PIPE,
    OutputError,
    end_broken_pipe,
    flush_output,
    output_failure,
    show_what_the_encoding_can,
)
from roadgames.commands.progress import with_progress


def test_the_csv_to_a_closed_standard_output_is_refused_before_playing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``roadgames simulate --out - >&-``: Python then has no standard output."""
    monkeypatch.setattr(sys, "stdout", None)
    assert main(["simulate", "--games", "1", "--out", "-"]) == 2
    assert capsys.readouterr().err == (
        "roadgames: error: --out -: there is no standard output to write the CSV to\n"
    )


def test_earlier_records_that_cannot_be_removed_stop_the_run_keeping_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--overwrite`` of a folder whose ``game-1.json`` is a folder (a user's, say): said
    in one line, and nothing of the folder removed, ``game-0.json`` included."""
    folder = tmp_path / "records"
    (folder / "game-1.json").mkdir(parents=True)
    (folder / "game-1.json" / "notes.txt").write_text("mine\n", encoding="utf-8")
    (folder / "game-0.json").write_text("an earlier record\n", encoding="utf-8")
    argv = ["simulate", "--games", "2", "--record", str(folder), "--overwrite"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err == f"roadgames: error: cannot remove {folder / 'game-1.json'}: Is a directory\n"
    assert (folder / "game-1.json" / "notes.txt").read_text(encoding="utf-8") == "mine\n"
    assert (folder / "game-0.json").read_text(encoding="utf-8") == "an earlier record\n"
    assert sorted(p.name for p in folder.iterdir()) == ["game-0.json", "game-1.json"]


class _FailingFile(io.StringIO):
    """A standard output whose every write and flush fails as a full disk does."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_failed_flush_of_the_output_is_an_output_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "stdout", _FailingFile())
    with pytest.raises(OutputError) as caught:
        flush_output()
    assert caught.value.error.errno == errno.ENOSPC
    assert str(caught.value) == "No space left on device"


def test_a_write_failing_inside_rich_is_taken_for_the_output() -> None:
    console = Console(file=_FailingFile())
    with pytest.raises(OSError) as caught:
        console.print("standings")
    assert output_failure(caught.value) is caught.value


def test_a_reader_gone_points_the_standard_output_at_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What is left to write after it goes to ``os.devnull``, not to the closed pipe (here
    a file standing for it, which stays empty)."""
    with (tmp_path / "out").open("w") as stand_in:
        monkeypatch.setattr(sys, "stdout", stand_in)
        assert end_broken_pipe() == BROKEN_PIPE
        os.write(stand_in.fileno(), b"left over\n")
    assert (tmp_path / "out").read_bytes() == b""


def test_an_output_that_cannot_write_every_character_writes_a_question_mark(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    raw = io.BytesIO()
    ascii_out = io.TextIOWrapper(raw, encoding="ascii")
    monkeypatch.setattr(sys, "stdout", ascii_out)
    show_what_the_encoding_can()
    ascii_out.write("Mille Bornes \u2014 1\u00a0000 km\n")
    ascii_out.flush()
    assert raw.getvalue() == b"Mille Bornes ? 1?000 km\n"


def test_a_utf8_output_is_left_strict(monkeypatch: pytest.MonkeyPatch) -> None:
    utf8_out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    monkeypatch.setattr(sys, "stdout", utf8_out)
    show_what_the_encoding_can()
    assert utf8_out.errors == "strict"


def test_a_terminal_sees_a_bar_and_every_item_in_order() -> None:
    screen = io.StringIO()
    console = Console(file=screen, force_terminal=True, width=80)
    assert list(with_progress(iter(range(5)), 5, console)) == [0, 1, 2, 3, 4]
    assert "playing" in screen.getvalue()
    assert "played" not in screen.getvalue()  # the log's line is for logs


def test_progress_goes_to_the_standard_error_by_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert list(with_progress(iter("abc"), 3, noun="hands")) == ["a", "b", "c"]
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("played 3/3 hands, 0:00:0")
