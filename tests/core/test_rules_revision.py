"""Rules revisions: each game says which reading of its rules this roadgames plays, records
keep the one they were made under, and a record made under another that no longer replays
says so, as a newer one is refused outright.

The two records in ``golden_records/`` are golden: made by roadgames at commit f165c27,
before the stacked-hazard change of the ninth session (e42e0ef), with the record format of
then (no revision field), by random players (``meta`` says which). Under today's rules
``revision1_replays.json`` still replays to its end; ``revision1_no_longer_replays.json``
does not: before its action 271 seat 1 covered its stacked hazards with GASOLINE on a
battle pile whose ROLL lies beneath them, which the old engine left stopped (so it played
ROLL) and today's reading leaves moving (``roll_after_remedy`` is off under ``modern``), so
that ROLL is refused.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, cast

import pytest

from roadgames import millebornes, rushshift
from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.core.errors import RecordError
from roadgames.core.game import FIRST_REVISION, GameSpec, rules_revision
from roadgames.core.records import GameRecord, record_of, set_aside_other_game, would_set_aside
from roadgames.core.registry import game_names, get_game
from roadgames.millebornes import make_rules
from roadgames.tui.game_app import GameApp
from roadgames.tui.i18n import Translator
from roadgames.tui.session import PERSON, GameSession

GOLDEN = Path(__file__).parent / "golden_records"
REPLAYS = GOLDEN / "revision1_replays.json"
NO_LONGER = GOLDEN / "revision1_no_longer_replays.json"
MILLE_BORNES = millebornes.RULES_REVISION


def _copy(source: Path, target: Path) -> Path:
    """A copy of a golden record to work on (the golden file stays as it is)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copyfile(source, target))


def _with_revision(source: Path, target: Path, revision: object) -> Path:
    """``source`` written to ``target`` with its ``rules_revision`` set to ``revision``."""
    data = json.loads(source.read_text(encoding="utf-8"))
    target.write_text(json.dumps({**data, "rules_revision": revision}), encoding="utf-8")
    return target


def _short_game(game: str, revision: int | None = None) -> GameRecord:
    """A few moves of ``game`` (the first legal action each time) as a record made now, or
    said to be made under ``revision``."""
    spec = get_game(game)
    rules = spec.rules_from_options(None, 2)
    state = spec.new_state(rules, seed=3)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    record = record_of(game, spec.rules_to_dict(rules), state.history, seed=3)
    if revision is not None:
        record.rules_revision = revision
    return record


# ------------------------------------------------------------------------ the revisions


@pytest.mark.parametrize("package", [millebornes, rushshift])
def test_each_game_declares_its_revision_where_the_core_finds_it(package: Any) -> None:
    """Each game declares a whole revision, at least the one records without the field
    count as; Mille Bornes changed a rule's reading in the ninth session, so is past it."""
    assert isinstance(package.RULES_REVISION, int) and package.RULES_REVISION >= FIRST_REVISION
    if package is millebornes:
        assert package.RULES_REVISION >= 2
    assert rules_revision(package.GAME) == package.RULES_REVISION
    assert rules_revision(get_game(package.GAME.name)) == package.RULES_REVISION
    assert FIRST_REVISION == 1


def test_a_game_that_declares_no_revision_is_at_the_first() -> None:
    class Bare:
        name = "bare"

    assert rules_revision(cast("GameSpec", Bare())) == FIRST_REVISION


# ----------------------------------------------------------------------- records


@pytest.mark.parametrize("game", game_names())
def test_a_record_keeps_the_revision_it_was_made_under(game: str, tmp_path: Path) -> None:
    record = _short_game(game)
    path = tmp_path / "r.json"
    record.save(path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["rules_revision"] == rules_revision(get_game(game))
    assert GameRecord.load(path).rules_revision == rules_revision(get_game(game))
    older = _short_game(game, revision=1)
    assert GameRecord.from_dict(older.to_dict()).rules_revision == 1


def test_a_record_without_the_field_loads_as_revision_1_and_replays_quietly() -> None:
    record = GameRecord.load(REPLAYS)
    assert "rules_revision" not in json.loads(REPLAYS.read_text(encoding="utf-8"))
    assert record.rules_revision == 1
    assert record.replay().is_over


def test_an_older_record_that_no_longer_replays_says_which_rules_changed(tmp_path: Path) -> None:
    path = _copy(NO_LONGER, tmp_path / "game-3.json")
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).replay()
    assert str(caught.value) == (
        f"{path} was saved before Mille Bornes's rules revisions were recorded, and this "
        f"roadgames plays revision {MILLE_BORNES}: its action 271 ('play ROLL') is no longer "
        "legal"
    )
    with pytest.raises(
        RecordError, match="saved before Mille Bornes's rules revisions were recorded"
    ):
        for _ in GameRecord.load(path).states():
            pass


def test_an_older_action_that_no_longer_applies_says_how(tmp_path: Path) -> None:
    """Edited from the record that replays: an action after the game's end (the engine's
    reason said, as it tells more than the action). An older action whose notation does
    not read is damage: ``test_mutants_s43_records``."""
    data = json.loads(REPLAYS.read_text(encoding="utf-8"))
    data["actions"] = [*data["actions"], "discard 25"]
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).replay()
    number = len(data["actions"])
    assert (
        f"rules revisions were recorded, and this roadgames plays revision {MILLE_BORNES}: "
        in str(caught.value)
    )
    said = f": its action {number} ('discard 25') is no longer legal: the game is over"
    assert said in str(caught.value)


def test_a_record_of_this_revision_that_does_not_replay_is_damaged_not_older(
    tmp_path: Path,
) -> None:
    """The same actions said to be made under today's rules: a damaged record, worded as
    ever (no talk of revisions)."""
    path = _with_revision(NO_LONGER, tmp_path / "r.json", MILLE_BORNES)
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).replay()
    assert str(caught.value).startswith(f"{path} is damaged: action 271 ('play ROLL') does not")
    assert "revision" not in str(caught.value).replace(str(path), "")  # the test's folder's


def test_an_older_record_whose_rules_do_not_read_is_damaged(tmp_path: Path) -> None:
    """A revision changes how the same actions play, not how rules read: rules refused are
    damage, said as ever, whatever revision the record was made under."""
    data = json.loads(REPLAYS.read_text(encoding="utf-8"))
    data["rules"]["deck"] = "pocket"  # a rules value this roadgames does not read
    path = tmp_path / "r.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).new_state()
    assert str(caught.value) == (
        f"{path} cannot start: option 'deck' must be one of full, short, not 'pocket'"
    )


@pytest.mark.parametrize("game", game_names())
def test_a_record_from_a_newer_roadgames_is_refused(game: str, tmp_path: Path) -> None:
    ours = rules_revision(get_game(game))
    path = tmp_path / "r.json"
    _short_game(game, revision=ours + 1).save(path)
    record = GameRecord.load(path)  # its form is today's: it reads
    for replaying in (record.new_state, record.replay):
        with pytest.raises(RecordError) as caught:
            replaying()
        assert str(caught.value) == (
            f"{path} was made by a newer roadgames (under {get_game(game).title} rules "
            f"revision {ours + 1}; this one plays revision {ours}): open it with that "
            "roadgames or a later one"
        )


@pytest.mark.parametrize("revision", [0, -1, "2", True, None, 1.5])
def test_a_revision_that_is_no_whole_number_from_1_is_refused(
    revision: object, tmp_path: Path
) -> None:
    path = _with_revision(REPLAYS, tmp_path / "r.json", revision)
    with pytest.raises(RecordError, match="'rules_revision' must be a whole number from 1"):
        GameRecord.load(path)


def test_a_newer_save_is_never_taken_for_an_earlier_point_of_this_game(tmp_path: Path) -> None:
    """The same deal and actions, but made under a newer revision: what it means is not
    known here, so it is set aside, not saved over."""
    path = tmp_path / "save.json"
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=8)
    newer = session.record()
    newer.rules_revision = MILLE_BORNES + 1
    newer.save(path)
    assert not newer.continues_into(session.record())
    assert would_set_aside(path, session.record())
    older = session.record()
    older.rules_revision = 1  # that replays: played on here, as any save is
    older.save(path)
    assert older.continues_into(session.record())
    assert not would_set_aside(path, session.record())


# -------------------------------------------------------------------- roadgames replay


def test_replay_of_an_older_record_that_replays_says_so_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["replay", str(REPLAYS)]) == 0
    out = capsys.readouterr().out
    note = f"saved before rules revisions were recorded; replayed under revision {MILLE_BORNES}"
    assert out.count(note) == 1 and "game over" in out


def test_replay_of_a_record_of_this_revision_says_nothing_of_revisions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _with_revision(REPLAYS, tmp_path / "r.json", MILLE_BORNES)
    assert main(["replay", str(path)]) == 0
    assert "revision" not in capsys.readouterr().out


@pytest.mark.parametrize("hands", [[], ["--hands"]])
def test_replay_of_an_older_record_that_no_longer_replays_names_the_revisions(
    hands: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _copy(NO_LONGER, tmp_path / "game-3.json")
    assert main(["replay", str(path), *hands]) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        f"roadgames: error: {path} was saved before Mille Bornes's rules revisions were "
        f"recorded, and this roadgames plays revision {MILLE_BORNES}: after log line "
    )
    assert "its action 'play ROLL' is no longer legal" in err


def test_replay_of_a_newer_record_is_refused_before_any_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _with_revision(REPLAYS, tmp_path / "r.json", MILLE_BORNES + 1)
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "was made by a newer roadgames" in captured.err


# ------------------------------------------------------------------- roadgames play


class _LeftApp:
    """What ``launch`` sees of an app left without saving that set aside ``set_aside``."""

    last_saved = None
    return_code = 0
    tr = Translator("en")

    def __init__(self, save_path: Path, set_aside: Path) -> None:
        self.save_path = save_path
        self.set_aside = set_aside

    def run(self) -> None:
        return None


@pytest.mark.parametrize("revision", [None, MILLE_BORNES + 1])
def test_a_save_that_no_longer_replays_is_refused_then_set_aside_never_lost(
    revision: int | None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """An older save that no longer replays (or a newer one): ``--resume`` says why and
    leaves it be; a new game saved there keeps it under a free name, byte for byte, and on
    leaving the command says why it cannot be carried on instead of offering to."""
    save = tmp_path / "roadgames" / "millebornes-save.json"
    _copy(NO_LONGER, save)
    if revision is not None:
        _with_revision(NO_LONGER, save, revision)
    before = save.read_bytes()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    capsys.readouterr()
    assert main(["play", "--resume"]) == 2
    err = capsys.readouterr().err
    if revision is None:
        assert (
            f"cannot resume: {save} was saved before Mille Bornes's rules revisions were recorded"
            in err
        )
    else:
        assert f"cannot resume: {save} was made by a newer roadgames" in err
    assert save.read_bytes() == before

    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    aside = set_aside_other_game(save, session.record())
    assert aside == save.with_name("millebornes-save-1.json") and aside.read_bytes() == before
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    assert play_launch.launch(cast("GameApp[Any]", _LeftApp(save, aside))) == 0
    captured = capsys.readouterr()
    assert f"The unfinished game saved there before is kept as {aside}" in captured.out
    assert "--resume" not in captured.out  # it could not be carried on
    assert f"roadgames: {aside} was {'saved before' if revision is None else 'made by'} " in (
        captured.err
    )


def test_an_older_save_that_replays_is_resumed_and_saved_under_this_revision(
    tmp_path: Path,
) -> None:
    """Resumed, the game goes on under today's rules, and its record says so; the file it
    came from is saved over, as any game played on is."""
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=6)
    for _ in range(3):
        session.state.apply(session.state.legal_actions()[0])
    path = tmp_path / "save.json"
    older = session.record()
    older.rules_revision = 1
    older.save(path)
    resumed = GameSession.load(path)
    resumed.state.apply(resumed.state.legal_actions()[0])
    assert set_aside_other_game(path, resumed.record()) is None
    resumed.save(path)
    assert GameRecord.load(path).rules_revision == MILLE_BORNES
