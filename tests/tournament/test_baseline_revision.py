"""``--baseline DIR`` pairs this run's deals with a saved run's "on the same deals (same
game, seats, seed and rules)". A run played by a newer roadgames, under a later revision of
the game's rules, is not on the same rules: ``--resume`` refuses to carry it on, as this
roadgames cannot know what those rules did; the comparison must not pair with it in
silence either."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.millebornes import RULES_REVISION

RUN = ["tournament", "--agents", "random,easy", "--jobs", "1", "--seed", "3", "--deals", "1"]


def _saved_by_a_newer_roadgames(tmp_path: Path) -> Path:
    """A finished one-deal run whose settings say a later rules revision played it."""
    directory = tmp_path / "newer"
    assert main([*RUN, "--out", str(directory)]) == 0
    settings_path = directory / "settings.json"
    settings = json.loads(settings_path.read_text(encoding="utf-8"))
    assert settings["rules_revision"] == RULES_REVISION  # what is changed below
    settings["rules_revision"] = RULES_REVISION + 1
    settings_path.write_text(json.dumps(settings), encoding="utf-8")
    return directory


def test_a_baseline_played_under_a_later_rules_revision_is_not_paired_in_silence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = _saved_by_a_newer_roadgames(tmp_path)
    capsys.readouterr()
    status = main([*RUN, "--out", str(tmp_path / "now"), "--baseline", str(baseline)])
    said = capsys.readouterr()
    # either refused (as --resume refuses it) or the comparison says the rules differ
    refused = status != 0 and "revision" in said.err
    told = "revision" in said.out + said.err
    assert refused or told, "the deals were paired across rules revisions without a word"
