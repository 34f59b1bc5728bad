"""Session 27: an action's notation of any size is echoed cut short in its refusal, by
``apply`` and by ``replay`` of a damaged record (a 100 KB action was printed twice)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.core.errors import MalformedActionError
from roadgames.core.records import record_of
from roadgames.millebornes import make_rules, new_game
from roadgames.rushshift import make_rules as make_rush_rules
from roadgames.rushshift import new_game as new_rush_game

HUGE = [
    "x" * 100_000,  # no verb
    "play " + "Z" * 100_000,  # no card
    "play STOP > " + "9" * 100_000,  # no team
]
HUGE_RUSH = [
    "x" * 100_000,
    "move A " + "q" * 100_000,
    "shift " + "q" * 100_000 + " up 1",
    "slide A up " + "9" * 100_000,  # int() alone gave a bare ValueError
]


@pytest.mark.parametrize("text", HUGE, ids=("verb", "card", "team"))
def test_mille_bornes_cuts_a_huge_action_short(text: str) -> None:
    state = new_game(make_rules("classic", 2), seed=1)
    with pytest.raises(MalformedActionError) as refused:
        state.apply(text)
    assert len(str(refused.value)) < 300, len(str(refused.value))


@pytest.mark.parametrize("text", HUGE_RUSH, ids=("verb", "vehicle", "side", "number"))
def test_rush_hour_shift_cuts_a_huge_action_short(text: str) -> None:
    state = new_rush_game(make_rush_rules(), seed=1)
    with pytest.raises(MalformedActionError) as refused:
        state.apply(text)
    assert len(str(refused.value)) < 400, len(str(refused.value))


def test_replay_of_a_record_with_a_huge_action_says_it_in_a_short_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = new_game(make_rules("classic", 2), seed=1)
    state.apply(state.legal_actions()[0])
    record = record_of("millebornes", state.rules.to_dict(), state.history, seed=1)
    path = tmp_path / "game.json"
    record.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"].append("play " + "Z" * 100_000)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) != 0
    err = capsys.readouterr().err
    assert "Traceback" not in err and str(path) in err
    assert len(err) < 600, len(err)


def test_a_team_of_thousands_of_digits_is_malformed_not_a_bare_value_error() -> None:
    """``int()`` refuses more than 4,300 digits with a plain ``ValueError``, which escaped
    as no error of roadgames' (no code); leading zeros still read as before."""
    from roadgames.millebornes.actions import parse_action

    with pytest.raises(MalformedActionError):
        parse_action("play STOP > " + "1" * 5000)
    assert str(parse_action("play STOP > 0001")) == "play STOP > 1"
