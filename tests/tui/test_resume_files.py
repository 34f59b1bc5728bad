"""What ``play --resume`` reads as a saved game: a device is refused unread, a byte-order
mark before the text is skipped."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import opened_apps

from roadgames.cli import main
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.session import PERSON, GameSession


def test_a_device_is_refused_unread(capsys: pytest.CaptureFixture[str]) -> None:
    """``/dev/zero`` never ends: read whole, it would take all the memory there is."""
    assert main(["play", "--resume", "/dev/zero"]) == 2
    err = capsys.readouterr().err
    assert err == "roadgames: cannot resume: /dev/zero is a device, not a game record file\n"


def test_a_save_with_a_byte_order_mark_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Some editors (Windows Notepad) write a byte-order mark before the text."""
    opened = opened_apps(monkeypatch, RoadgamesApp)
    path = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4).save(
        tmp_path / "g.json"
    )
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert main(["play", "--resume", str(path)]) == 0 and opened
