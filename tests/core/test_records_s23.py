"""Records that cannot start (session 23): the error names the file, as every other record
error does; a record whose "game" was edited to name the other game is damaged, not made
by a newer roadgames (a Mille Bornes revision says nothing of Rush Hour Shift's), while a
record genuinely made under a later revision is still refused as newer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.core.errors import RecordError
from roadgames.core.records import GameRecord, record_of
from roadgames.core.registry import get_game
from roadgames.millebornes import RULES_REVISION as MILLE_BORNES_REVISION
from roadgames.millebornes import make_rules
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.rushshift import RULES_REVISION as RUSH_REVISION

#: Each game's name, its title and the other game's name.
OTHER = {"millebornes": "rushshift", "rushshift": "millebornes"}
TITLE = {"millebornes": "Mille Bornes", "rushshift": "Rush Hour Shift"}


def _record(game: str) -> GameRecord:
    """A short game of ``game``, three actions in, made by this roadgames."""
    spec = get_game(game)
    rules = (
        make_rules("classic", 2) if game == "millebornes" else RUSHSHIFT.rules_from_options(None, 2)
    )
    state = spec.new_state(rules, seed=4)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    return record_of(game, rules.to_dict(), state.history, seed=4)


def _misnamed(tmp_path: Path, game: str) -> Path:
    """A save of ``game`` whose "game" was edited by hand to name the other game, its
    rules_revision left as it was."""
    data = _record(game).to_dict()
    data["game"] = OTHER[game]
    path = tmp_path / f"{game}-as-{OTHER[game]}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_revisions_differ_so_one_edit_reads_as_newer() -> None:
    """The premise: a Mille Bornes save renamed Rush Hour Shift says a revision past Rush
    Hour Shift's (were they equal, the fault could not show)."""
    assert MILLE_BORNES_REVISION > RUSH_REVISION


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_record_naming_the_wrong_game_is_damaged_not_newer(tmp_path: Path, game: str) -> None:
    path = _misnamed(tmp_path, game)
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).new_state()
    text = str(caught.value)
    assert text == (
        f"{path} is damaged: it says it is a game of {TITLE[OTHER[game]]}, "
        f"but its rules are those of {TITLE[game]}"
    )


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_replay_refuses_a_misnamed_record_in_one_line_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    path = _misnamed(tmp_path, game)
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err
    assert err.count("\n") == 1 and err.startswith("roadgames: error: "), err
    assert f"{path} is damaged" in err and "newer" not in err and "upgrade" not in err


@pytest.mark.parametrize(
    ("game", "unknown_option"),
    [("millebornes", False), ("rushshift", False), ("millebornes", True)],
    ids=["millebornes", "rushshift", "an-option-not-known-here"],
)
def test_a_genuinely_newer_record_is_still_refused_as_newer(
    tmp_path: Path, game: str, unknown_option: bool
) -> None:
    """Also with an option not known here: its rules then read as neither game's, and
    nothing says it is misnamed."""
    data = _record(game).to_dict()
    if unknown_option:
        data["rules"]["an_option_of_the_next_revision"] = True
    data["rules_revision"] += 1
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match="newer roadgames"):
        GameRecord.load(path).new_state()


def test_a_record_that_cannot_start_names_its_file(tmp_path: Path) -> None:
    data = _record("millebornes").to_dict()
    data["rules"]["deck"] = "pocket"  # a rules value this roadgames does not read
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).new_state()
    assert str(caught.value) == (
        f"{path} cannot start: option 'deck' must be one of full, short, not 'pocket'"
    )


def test_a_record_made_in_memory_that_cannot_start_says_the_record(tmp_path: Path) -> None:
    rules = make_rules("classic", 2).to_dict()
    rules["deck"] = "pocket"
    with pytest.raises(RecordError) as caught:
        GameRecord("millebornes", rules, seed=1).new_state()
    assert str(caught.value).startswith("the record cannot start: option 'deck'")


def test_replay_of_a_record_that_cannot_start_names_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _record("rushshift").to_dict()
    data["rules"]["setup"] = "a/b"  # a board picture of 2 rows, not 6
    path = tmp_path / "rush.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{path} cannot start: " in err, err
