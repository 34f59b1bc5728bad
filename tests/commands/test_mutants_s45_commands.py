"""Session 45's mutation sweep of ``commands/games.py``, ``commands/players_option.py`` and
``commands/resume_words.py``: the mutants the other tests let live.

- ``games.py``: the positional game read as written (``type=str.lower`` dropped), so that
  ``simulate RushShift`` was refused where ``--game RushShift`` was taken; the help's
  "(default millebornes)" dropped; the choices of ``--game`` joined with a comma, not
  "or".
- ``resume_words.py``: the other game's save left out of "cannot resume PATH: WHY" (an
  error whose words do not name the file) where the last save looked for is not there.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from play_helpers import rush_match_saved
from roadgames.cli import main
from roadgames.commands.play_saves import default_save_path
from roadgames.commands.resume_words import cannot_resume
from roadgames.core.errors import RoadgamesError
from roadgames.tui.i18n import Translator

SIMULATE = ["simulate", "--seats", "greedy,random", "--games", "1", "--jobs", "1"]
TOURNAMENT = ["tournament", "--agents", "greedy,random", "--deals", "1", "--jobs", "1"]


@pytest.fixture(autouse=True)
def private_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves in a folder of the test's own (empty), and files written in ``tmp_path``."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    return tmp_path / "data"


@pytest.mark.parametrize("command", [SIMULATE, TOURNAMENT])
@pytest.mark.parametrize("name", ["RushShift", "RUSHSHIFT"])
def test_the_game_named_as_an_argument_is_read_in_any_case(
    command: list[str], name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``simulate RushShift`` plays Rush Hour Shift, as ``--game RushShift`` does (``greedy``
    plays only Rush Hour Shift: Mille Bornes would refuse it), not "invalid choice"."""
    assert main([*command, name]) == 0, capsys.readouterr().err


@pytest.mark.parametrize("command", ["play", "simulate", "tournament"])
def test_the_help_says_the_default_game_and_the_choices_of_game(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each command's help says which game is played where none is named, and names the
    games ``--game`` takes as a choice of one."""
    with pytest.raises(SystemExit):
        main([command, "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "the game (default millebornes)" in shown
    assert "the game, millebornes or rushshift (the same as the positional argument)" in shown


def test_a_missing_last_save_points_at_the_other_games_even_where_the_path_is_not_said(
    private_saves: Path,
) -> None:
    """Where the game's last save looked for is missing and the error does not name it (so
    that the path is said before it), the other game's save, there to carry on, is still
    pointed at after the error."""
    rush_match_saved(default_save_path("rushshift"))
    path = default_save_path("millebornes")
    said = cannot_resume(RoadgamesError("gone"), path, Translator("en"), "millebornes")
    assert said == (
        f"cannot resume {path}: gone; a Rush Hour Shift game is saved: "
        "roadgames play rushshift --resume"
    )
    assert cannot_resume(RoadgamesError("gone"), path, Translator("en")) == (
        f"cannot resume {path}: gone"
    )
