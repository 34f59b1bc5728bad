"""Game records damaged (by hand, a crash, a copy from another machine or version) met by
``roadgames replay``, ``roadgames play --resume`` and :meth:`GameRecord.load`: one line
naming the file, status 2, the file left byte for byte as it was; and a save set aside
where a folder cannot hold hard links, or another process takes the name first."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.core import records
from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.core.records import (
    MAX_RECORD_BYTES,
    GameRecord,
    move_to_free_name,
    record_of,
    set_aside_other_game,
)
from roadgames.core.registry import get_game
from roadgames.millebornes import make_rules, new_game
from roadgames.tui.session import GameSession


def _record_data(**changes: Any) -> dict[str, Any]:
    """A record of a Mille Bornes game two actions in, as JSON data, with ``changes``."""
    state = new_game(make_rules(preset="modern"), seed=7)
    actions = []
    for _ in range(2):
        action = state.legal_actions()[0]
        state.apply(action)
        actions.append(action)
    data = record_of("millebornes", state.rules.to_dict(), actions, seed=7).to_dict()
    data.update(changes)
    return data


def _file(tmp_path: Path, data: object) -> Path:
    """``data`` written as a record file."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _refused(argv: list[str], path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Run ``argv``, which must be refused with status 2 in one line on the standard error
    and leave the file at ``path`` as it was: that line."""
    before = path.read_bytes()
    capsys.readouterr()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert path.read_bytes() == before
    return err.removesuffix("\n")


SHAPES = {
    "rules": ([1], "record field 'rules' must be an object"),
    "seed": ("7", "record field 'seed' must be an integer or null"),
    "decks": ([["D25", 1]], "record field 'decks' must be a list of lists of card codes"),
    "players": ("Ann,Bob", "record field 'players' must be a list of strings"),
    "meta": ([["by", "Ann"]], "record field 'meta' must be an object"),
}


@pytest.mark.parametrize("field", sorted(SHAPES))
def test_a_field_of_the_wrong_shape_is_refused_naming_the_file(
    field: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    value, why = SHAPES[field]
    path = _file(tmp_path, _record_data(**{field: value}))
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path)
    assert str(caught.value) == f"{path}: {why}"
    assert _refused(["replay", str(path)], path, capsys) == f"roadgames: error: {path}: {why}"
    err = _refused(["play", "--resume", str(path)], path, capsys)
    assert err == f"roadgames: cannot resume: {path}: {why}"


def test_a_file_past_the_largest_record_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A sparse file: past the limit in size, and nothing to read."""
    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(MAX_RECORD_BYTES + 1)
    capsys.readouterr()
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"roadgames: error: {path} is too large for a game record (1,024 MiB; records are at "
        "most 1,024 MiB)\n"
    )
    assert path.stat().st_size == MAX_RECORD_BYTES + 1


def test_an_unknown_game_is_refused_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _file(tmp_path, _record_data(game="chess"))
    err = _refused(["replay", str(path)], path, capsys)
    assert err == (
        f"roadgames: error: {path} cannot start: unknown game 'chess'; known games: "
        "millebornes, rushshift"
    )


def test_a_huge_unknown_game_name_is_cut_short(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Once its 100,000 characters, whole, in the line."""
    path = _file(tmp_path, _record_data(game="x" * 100_000))
    err = _refused(["replay", str(path)], path, capsys)
    assert err.startswith(f"roadgames: error: {path} cannot start: unknown game 'xxx")
    assert err.endswith("...; known games: millebornes, rushshift")
    assert len(err) < 200 + len(str(path))


def test_the_revision_of_a_record_of_an_unknown_game_is_neither_older_nor_newer(
    tmp_path: Path,
) -> None:
    """What its revision means is not known here: replaying it says why it cannot start."""
    record = GameRecord.load(_file(tmp_path, _record_data(game="chess", rules_revision=99)))
    assert not record.is_newer()
    assert record.older_rules() is None and record.revision_note() is None
    record.refuse_if_newer()  # refuses nothing: the game is what is unknown


def _unfinished_save(tmp_path: Path) -> tuple[Path, bytes, GameRecord]:
    """A save of an unfinished game, its bytes, and the record of another game to save
    there."""
    path = _file(tmp_path, _record_data())
    other = GameRecord.from_dict(_record_data(seed=8, actions=[]))
    return path, path.read_bytes(), other


def test_a_save_is_set_aside_by_renaming_where_the_folder_has_no_hard_links(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, before, other = _unfinished_save(tmp_path)

    def no_links(source: object, target: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    aside = set_aside_other_game(path, other)
    assert aside == tmp_path / "game-1.json"
    assert aside.read_bytes() == before and not path.exists()


def test_a_name_taken_meanwhile_sets_the_save_aside_under_the_next(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another process took ``game-1.json`` between the look and the link: its file is
    kept, and the save goes to ``game-2.json``."""
    path, before, _ = _unfinished_save(tmp_path)
    link = os.link
    taken: list[Path] = []

    def racing(source: Path, target: Path) -> None:
        if not taken:
            taken.append(target)
            Path(target).write_bytes(b"the other process's\n")
        link(source, target)

    monkeypatch.setattr(os, "link", racing)
    aside = move_to_free_name(path)
    assert taken == [tmp_path / "game-1.json"]
    assert aside == tmp_path / "game-2.json"
    assert aside.read_bytes() == before and not path.exists()
    assert taken[0].read_bytes() == b"the other process's\n"


def test_the_umask_is_read_by_setting_it_back_where_there_is_no_proc(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def no_proc(self: Path, *args: object, **kwargs: object) -> str:
        raise FileNotFoundError(errno.ENOENT, "No such file or directory", str(self))

    mask = os.umask(0o027)
    try:
        monkeypatch.setattr(Path, "read_text", no_proc)
        assert records._read_umask() == 0o027
        assert os.umask(0o027) == 0o027  # left as it was
    finally:
        os.umask(mask)


def test_a_huge_game_name_is_cut_short_wherever_it_is_refused() -> None:
    """``play --resume`` of such a record, and the registry asked for it, echoed the name
    whole (a 100 KB line)."""
    huge = "q" * 100_000
    with pytest.raises(RoadgamesError) as unknown:
        get_game(huge)
    assert len(str(unknown.value)) < 200 and "unknown game 'qqq" in str(unknown.value)
    record = record_of("millebornes", make_rules("classic", 2).to_dict(), [], seed=1)
    record.game = huge
    with pytest.raises(RecordError) as other:
        GameSession.from_record(record)
    assert len(str(other.value)) < 200 and "not 'millebornes'" in str(other.value)
