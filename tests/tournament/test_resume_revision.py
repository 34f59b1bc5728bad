"""A saved tournament run keeps the revision of the game's rules it was played under, and
``--resume`` refuses to carry on one played under another: its games so far and those to
come would count together though the rules may have read differently."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.millebornes import RULES_REVISION

RUN = ["tournament", "--agents", "random,easy", "--jobs", "1", "--preset", "modern"]


@pytest.fixture(scope="module")
def saved_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished run of one deal, played once for the module (copied to be changed)."""
    directory = tmp_path_factory.mktemp("saved") / "run"
    assert main([*RUN, "--deals", "1", "--out", str(directory)]) == 0
    return directory


def _run_with(saved_run: Path, tmp_path: Path, revision: object) -> Path:
    """A copy of the saved run whose settings record ``revision`` (``...``: none at all, as
    runs saved before revisions were kept)."""
    directory = tmp_path / "run"
    directory.mkdir()
    for name in ("games.csv", "times.csv", "standings.csv"):
        (directory / name).write_bytes((saved_run / name).read_bytes())
    settings = json.loads((saved_run / "settings.json").read_text(encoding="utf-8"))
    if revision is ...:
        del settings["rules_revision"]
    else:
        settings["rules_revision"] = revision
    (directory / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    return directory


def _resume(directory: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Carry the run on to two deals: the exit status and what went to the standard error."""
    capsys.readouterr()
    status = main([*RUN, "--deals", "2", "--out", str(directory), "--resume"])
    return status, capsys.readouterr().err


def test_a_run_records_the_revision_it_is_played_under(saved_run: Path) -> None:
    settings = json.loads((saved_run / "settings.json").read_text(encoding="utf-8"))
    assert settings["rules_revision"] == RULES_REVISION


def test_a_run_of_this_revision_resumes(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = _run_with(saved_run, tmp_path, RULES_REVISION)
    status, err = _resume(directory, capsys)
    assert status == 0 and "resuming: 2 of the 4 games already played" in err
    settings = json.loads((directory / "settings.json").read_text(encoding="utf-8"))
    assert settings["rules_revision"] == RULES_REVISION and settings["deals"] == 2


@pytest.mark.parametrize("revision", [..., 1])
def test_a_run_of_an_earlier_revision_is_not_resumed(
    revision: object, saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A run saved before revisions were kept counts as revision 1, and is said to be
    saved before them (it may have been played under the rules of today)."""
    directory = _run_with(saved_run, tmp_path, revision)
    before = {path.name: path.read_bytes() for path in directory.iterdir()}
    status, err = _resume(directory, capsys)
    assert status == 2
    made = (
        "saved before Mille Bornes's rules revisions were recorded"
        if revision is ...
        else "played under Mille Bornes rules revision 1"
    )
    assert (
        f"the run in {directory} was {made}, and this roadgames plays revision "
        f"{RULES_REVISION}: its games so far may not be the games these rules give. Start a "
        "new run in another folder (--baseline compares the two)"
    ) in err
    assert {path.name: path.read_bytes() for path in directory.iterdir()} == before
    new = tmp_path / "new"  # what the message offers works
    assert main([*RUN, "--deals", "1", "--out", str(new), "--baseline", str(directory)]) == 0
    assert (new / "baseline.csv").is_file()


def test_a_run_of_a_newer_roadgames_is_not_resumed(
    saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = _run_with(saved_run, tmp_path, RULES_REVISION + 1)
    status, err = _resume(directory, capsys)
    assert status == 2
    assert (
        f"the run in {directory} was played by a newer roadgames (under Mille Bornes rules "
        f"revision {RULES_REVISION + 1}; this one plays revision {RULES_REVISION}): use "
        "that roadgames or a later one"
    ) in err


@pytest.mark.parametrize("revision", [0, "2", True, None])
def test_a_revision_that_is_no_whole_number_from_1_is_refused(
    revision: object, saved_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    directory = _run_with(saved_run, tmp_path, revision)
    status, err = _resume(directory, capsys)
    assert status == 2
    # as the file spells it (session 26: was Python's repr, 'True', 'None', "'2'")
    said = json.dumps(revision)
    assert f"cannot read {directory / 'settings.json'}: rules_revision {said}" in err
