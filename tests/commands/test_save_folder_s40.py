"""Where games are saved: ``$XDG_DATA_HOME`` as the XDG base directory specification
reads it (an absolute path; a relative one is invalid, and ignored), else
``~/.local/share``."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.commands.play_saves import default_save_path


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_an_absolute_xdg_data_home_holds_the_saves(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: str
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_save_path(game) == tmp_path / "data" / "roadgames" / f"{game}-save.json"


@pytest.mark.parametrize("value", ["", "data", "./data", "~/data"])
def test_a_relative_or_empty_one_is_ignored(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, value: str
) -> None:
    """A relative one would put the save under whatever folder the command ran in, where
    ``--resume`` run from another could not find it."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", value)
    monkeypatch.chdir(tmp_path)
    expected = tmp_path / ".local" / "share" / "roadgames" / "millebornes-save.json"
    assert default_save_path() == expected
