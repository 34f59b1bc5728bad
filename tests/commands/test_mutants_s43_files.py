"""Session 43's mutation sweep of ``commands/files.py``: a file named through a link is
checked where the writing goes, and a file or a device where a folder should be is said as
such."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.commands.files import check_writable_file
from roadgames.core.errors import RoadgamesError


def test_a_link_to_a_file_in_a_missing_folder_is_refused_where_the_writing_would_go(
    tmp_path: Path,
) -> None:
    """``simulate`` writes ``--out`` where its links lead (``path.resolve()``): were the
    link's own folder checked, a link to a file in a folder that is not there would pass
    the check and fail only at the writing."""
    link = tmp_path / "hands.csv"
    link.symlink_to(tmp_path / "gone" / "hands.csv")
    with pytest.raises(RoadgamesError, match=r"^--out .*hands\.csv: there is no folder .*gone$"):
        check_writable_file(link, "--out", "hands.csv")
    check_writable_file(link, "--out", "hands.csv", make_folder=True)  # made where it leads
    assert (tmp_path / "gone").is_dir()


def test_a_file_where_the_folder_should_be_is_said_to_be_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "results"
    blocker.write_text("")
    for make_folder in (False, True):
        with pytest.raises(
            RoadgamesError, match=r"^--out .*hands\.csv: .*results is a file, not a folder$"
        ):
            check_writable_file(blocker / "hands.csv", "--out", "hands.csv", make_folder)


def test_a_device_where_the_folder_should_be_is_said_not_to_be_a_folder() -> None:
    device = Path("/dev/null")
    if not device.exists() or device.is_file() or device.is_dir():
        pytest.skip("no /dev/null device here")
    with pytest.raises(
        RoadgamesError, match=r"^--out /dev/null/hands\.csv: /dev/null is not a folder$"
    ):
        check_writable_file(device / "hands.csv", "--out", "hands.csv")
