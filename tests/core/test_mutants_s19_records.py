"""Mutants of the rules-revision change that the other tests let live (session 19's audit):
a game declaring a revision that is no whole number from 1, how a turn refused on replay
is worded, where :func:`replay_problem` names the file, and the numbering of
:meth:`GameRecord.states`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import cast

import pytest

from roadgames import millebornes
from roadgames.core.errors import (
    GameOverError,
    IllegalActionError,
    NotYourTurnError,
    RecordError,
)
from roadgames.core.game import GameSpec, rules_revision
from roadgames.core.records import GameRecord, no_longer_applies, replay_problem

GOLDEN = Path(__file__).parent / "golden_records"
#: A golden record of revision 1 that no longer replays (see test_rules_revision.py).
NO_LONGER = GOLDEN / "revision1_no_longer_replays.json"
#: A golden record of revision 1 that still replays to its end.
REPLAYS = GOLDEN / "revision1_replays.json"


@pytest.mark.parametrize("revision", [0, -1, True, False, 1.5, "2"])
def test_a_game_declaring_a_revision_that_is_no_whole_number_from_1_is_refused(
    revision: object,
) -> None:
    """``rules_revision`` must be a whole number from 1, as a record's field must: 0 would
    make every record "newer", and ``True`` is no number a game means."""

    class Odd:
        name = "odd"
        rules_revision = revision

    with pytest.raises(TypeError, match="rules_revision must be a whole number from 1"):
        rules_revision(cast("GameSpec", Odd()))


def test_a_game_declaring_revision_1_is_at_revision_1() -> None:
    class First:
        name = "first"
        rules_revision = 1

    assert rules_revision(cast("GameSpec", First())) == 1


@pytest.mark.parametrize(
    "exc", [NotYourTurnError("seat 1 cannot act now"), GameOverError("the game is over")]
)
def test_a_turn_refused_on_replay_says_why(exc: IllegalActionError) -> None:
    """Whose turn it was, or that the game was over, tells more than the action: said."""
    assert no_longer_applies(exc) == f"is no longer legal: {exc}"


def test_an_illegal_action_on_replay_is_not_repeated() -> None:
    """An illegal action's reason only repeats the action: left out."""
    assert no_longer_applies(IllegalActionError("cannot play ROLL")) == "is no longer legal"


def test_replay_problem_names_the_file_of_a_damaged_record(tmp_path: Path) -> None:
    """A record of today's revision that does not replay is damaged: the problem gives the
    file first (the record's own error names it since the twenty-fifth session: once)."""
    data = json.loads(NO_LONGER.read_text(encoding="utf-8"))
    data["rules_revision"] = millebornes.RULES_REVISION
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = replay_problem(GameRecord.load(path))
    assert problem is not None
    assert problem.startswith(f"{path} is damaged: action 271 ('play ROLL') does not replay")
    assert problem.count(str(path)) == 1


def test_replay_problem_names_the_file_of_an_older_record_once(tmp_path: Path) -> None:
    """An older record's error begins with its file already: not named twice."""
    path = tmp_path / "save.json"
    path.write_bytes(NO_LONGER.read_bytes())
    problem = replay_problem(GameRecord.load(path))
    assert problem is not None
    assert problem.startswith(f"{path} was ") and "revision" in problem
    assert problem.count(str(path)) == 1
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).replay()
    assert problem == str(caught.value)


def test_replay_problem_is_none_where_the_record_replays(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(REPLAYS.read_bytes())
    assert replay_problem(GameRecord.load(path)) is None


def test_states_numbers_the_actions_from_1() -> None:
    """Each state comes with its action's number, 1-based, and that action's text."""
    record = GameRecord.load(REPLAYS)
    seen = [(number, text) for number, text, _ in record.states()]
    assert seen == list(enumerate(record.actions, start=1))
