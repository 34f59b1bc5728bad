"""Session 31's mutation sweep of the commands' output and file checks
(``commands/output.py``, ``files.py``, ``limits.py``, ``helptext.py``, ``games.py``): what
the sweep found untested."""

from __future__ import annotations

import errno
import os
from argparse import ArgumentParser, ArgumentTypeError
from pathlib import Path
from typing import Any

import pytest

from roadgames.commands.files import check_writable_file, check_writable_folder
from roadgames.commands.helptext import ParagraphsFormatter
from roadgames.commands.limits import decision_limit
from roadgames.commands.output import printable
from roadgames.core.errors import RoadgamesError


def _refused(self: Path, *args: Any, **kwargs: Any) -> int:
    """``Path.write_text`` where the file system refuses every write."""
    raise PermissionError(errno.EACCES, "Permission denied", str(self))


def test_a_folder_where_no_file_can_be_written_is_refused_before_any_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the folder exists (or is made) but writing in it fails: a read-only file system, say
    monkeypatch.setattr(Path, "write_text", _refused)
    with pytest.raises(RoadgamesError, match=r"^cannot write the results to .*: Permission denied"):
        check_writable_folder(tmp_path / "out", "the results")


def test_a_decision_limit_runs_from_none_to_a_day() -> None:
    assert decision_limit("0") is None  # 0: no limit
    assert decision_limit("86400") == 86_400.0  # a day, the most taken
    for text in ("86400.5", "-1", "nan", "inf"):
        with pytest.raises(ArgumentTypeError, match=r"give seconds from 0 \(no limit\) to 86,400"):
            decision_limit(text)
    with pytest.raises(ArgumentTypeError, match="'soon' is not a number of seconds"):
        decision_limit("soon")


@pytest.mark.parametrize("mode", [0o444, 0o555, 0o500])
def test_a_file_no_one_may_write_is_refused_as_read_only_even_to_root(
    mode: int, tmp_path: Path
) -> None:
    path = tmp_path / "hands.csv"
    path.write_text("")
    path.chmod(mode)  # read (and run), never write
    with pytest.raises(RoadgamesError, match=r"^--out .*hands\.csv is read-only$"):
        check_writable_file(path, "--out", "hands.csv")
    path.chmod(0o644)
    check_writable_file(path, "--out", "hands.csv")


def test_a_save_in_a_missing_folder_makes_it_where_asked_and_is_refused_where_not(
    tmp_path: Path,
) -> None:
    path = tmp_path / "new" / "deeper" / "game.json"
    with pytest.raises(RoadgamesError, match=r"^--out .*game\.json: there is no folder .*deeper$"):
        check_writable_file(path, "--out", "game.json")
    assert not path.parent.exists()
    check_writable_file(path, "--save", "game.json", make_folder=True)
    assert path.parent.is_dir() and not path.exists()  # the folder made, the file not yet
    assert list(path.parent.iterdir()) == []  # nor the probe left behind


def test_a_folder_that_cannot_be_made_is_said_with_the_reason(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    with pytest.raises(RoadgamesError, match=r"^--save .*game\.json: cannot make .*a-file/sub \("):
        check_writable_file(blocker / "sub" / "game.json", "--save", "game.json", make_folder=True)


def test_a_file_in_a_folder_where_nothing_can_be_written_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Path, "write_text", _refused)
    with pytest.raises(RoadgamesError, match=r"cannot write in .* \(Permission denied\)$"):
        check_writable_file(tmp_path / "hands.csv", "--out", "hands.csv")


def test_a_folder_or_a_device_named_for_a_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(RoadgamesError, match=r"is a folder: name a file, such as .*/hands\.csv$"):
        check_writable_file(tmp_path, "--out", "hands.csv")
    if Path(os.devnull).is_char_device():  # only checked, never written
        with pytest.raises(RoadgamesError, match=r"^--out /dev/null is not a plain file$"):
            check_writable_file(Path(os.devnull), "--out", "hands.csv")


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("Ann\x1b[31m", "Ann\\x1b[31m"),  # an escape sequence: written, not acted on
        ("evil\u202eeman", "evil\\u202eeman"),  # a right-to-left override
        ("half\ud800", "half\\ud800"),  # a lone surrogate cannot be written
        ("two\n  lines\tand a tab", "two lines and a tab"),
        ("coder \U0001f469\u200d\U0001f4bb", "coder \U0001f469\u200d\U0001f4bb"),  # one emoji
    ],
)
def test_a_name_from_a_file_is_printed_as_plain_text(name: str, shown: str) -> None:
    assert printable(name) == shown


def _help_of(description: str, columns: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The lines of ``description`` in the help of a command, at ``columns``."""
    monkeypatch.setenv("COLUMNS", columns)
    parser = ArgumentParser(prog="x", description=description, formatter_class=ParagraphsFormatter)
    lines = parser.format_help().splitlines()
    start = lines.index("") + 1  # after the usage
    return lines[start : lines.index("", start)]


def test_help_paragraphs_fill_a_wide_terminal_to_ninety_columns_at_most(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lines = _help_of(" ".join(["a"] * 200), "200", monkeypatch)
    assert max(map(len, lines)) in (89, 90)  # one-letter words: 45 to a line


def test_help_paragraphs_never_break_a_word_at_its_hyphen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for columns in range(12, 40):
        lines = _help_of("start a new-game " * 6, str(columns), monkeypatch)
        words = " ".join(lines).split()
        assert words == ["start", "a", "new-game"] * 6, columns
