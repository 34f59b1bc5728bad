"""``roadgames play --resume`` says why it cannot carry a save on in the interface language
(``--lang``, else the locale's), as ``replay --lang`` does: each error in its own words,
with nothing English in them (no engine reason, no Python exception's text) and nothing
hidden (no action of the record, no hand). In English each stays as it was, word for word."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from play_helpers import rush_match_saved
from roadgames.agents import agent_names
from roadgames.cli import main
from roadgames.commands import play
from roadgames.commands.play_saves import default_save_path
from roadgames.millebornes import make_rules
from roadgames.tui.i18n import LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession

OTHER_LANGUAGES = [lang for lang in LANGUAGES if lang != "en"]
#: English words none of the other languages' sentences has ("file" and "actions" are
#: Italian and French too; Tagalog keeps some English words, and is only checked against
#: the English sentence).
ENGLISH = re.compile(
    r"\b(the|is|not|cannot|resume|record|damaged|saved|valid|holds|seats|none|start|"
    r"game|players|rules|unknown)\b"
)


@pytest.fixture(autouse=True)
def private_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Saves in a folder of the test's own (empty), and the files named from ``tmp_path``."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    return tmp_path / "data"


def _resume(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """``roadgames play`` with ``argv``: its exit status and what it said on the standard
    error."""
    capsys.readouterr()
    status = main(["play", *argv])
    return status, capsys.readouterr().err


def _mille_save(path: Path, **edits: Any) -> Path:
    """A Mille Bornes game saved at ``path``, its record's fields changed as ``edits`` say."""
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    session.state.apply(session.state.legal_actions()[0])
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, **edits}), encoding="utf-8")
    return path


def _damaged_action(path: Path) -> Path:
    """A save whose first action does not replay."""
    _mille_save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    return _mille_save(path, actions=["play NOTACARD", *data["actions"][1:]])


def _said_in(
    capsys: pytest.CaptureFixture[str], lang: str, argv: tuple[str, ...], *leave_out: str
) -> str:
    """What ``roadgames play ARGV --lang LANG`` says on the standard error, checked: exit
    status 2, one line after the program's name, not what it says in English, with no
    English word in it (past the path, the folder and the commands it names:
    ``leave_out``)."""
    status, err = _resume(capsys, *argv, "--lang", lang)
    english_status, english = _resume(capsys, *argv, "--lang", "en")
    assert (status, english_status) == (2, 2)
    assert err != english and "cannot resume" not in err, err
    assert err.startswith("roadgames: ") and err.count("\n") == 1, err
    said = err.removeprefix("roadgames: ")
    for text in sorted(leave_out, key=len, reverse=True):
        said = said.replace(text, "")
    said = re.sub(r"'[^'\s]*'", "", said)  # codes and names quoted stay as they are
    assert not ENGLISH.search(said) or lang == "tl", said
    return err


#: Each save that cannot be resumed: how it is made (from its path), the options of
#: ``play`` beside ``--resume PATH``, and what ``tr`` says of it (from its path).
CASES: dict[str, tuple[Callable[[Path], object], tuple[str, ...], Callable[..., str]]] = {
    "not JSON": (
        lambda path: path.write_text('{"game": "millebornes", "x":\n', encoding="utf-8"),
        (),
        lambda tr, path: tr(
            "resume_failed_named", why=tr("record_not_json", path=path, line=2, column=1)
        ),
    ),
    "missing": (
        lambda path: None,
        (),
        lambda tr, path: tr("resume_failed_named", why=tr("record_not_found", path=path)),
    ),
    "an unknown game": (
        lambda path: _mille_save(path, game="chess"),
        (),
        lambda tr, path: tr(
            "resume_failed", path=path, why=tr("resume_unknown_game", game="'chess'")
        ),
    ),
    "rules not valid": (
        lambda path: _mille_save(path, rules={"nonsense_option": 3}),
        (),
        lambda tr, path: tr("resume_failed", path=path, why=tr("record_rules_invalid")),
    ),
    "players of one's own": (
        lambda path: _mille_save(path, players=[PERSON, "mine.py:Careful"]),
        (),
        lambda tr, path: tr(
            "resume_failed_named",
            why=tr("resume_untrusted", path=path, players="mine.py:Careful"),
        ),
    ),
    "too few players": (
        lambda path: _mille_save(path, players=[PERSON]),
        (),
        lambda tr, path: tr("resume_failed", path=path, why=tr("record_seats_named", n=1, seats=2)),
    ),
    "an unknown player": (
        lambda path: _mille_save(path, players=[PERSON, "nobody"]),
        (),
        lambda tr, path: tr(
            "resume_failed",
            path=path,
            why=tr(
                "record_unknown_player",
                kind="'nobody'",
                person="'human'",
                levels=", ".join(agent_names("millebornes")),
            ),
        ),
    ),
    "an action that does not replay": (
        _damaged_action,
        (),
        lambda tr, path: tr("resume_failed_named", why=tr("record_action_not_replayed", path=path)),
    ),
    "another game's save": (
        lambda path: _mille_save(path),
        ("rushshift",),
        lambda tr, path: tr(
            "resume_other_game",
            path=path,
            game=tr.game_title("millebornes"),
            other=tr.game_title("rushshift"),
        ),
    ),
    "a player of one's own that is not there": (
        lambda path: _mille_save(path, players=[PERSON, "gone.py:Careful"]),
        ("--trust-players",),
        lambda tr, path: tr("resume_not_said", path=path),
    ),
}


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
@pytest.mark.parametrize("case", sorted(CASES))
def test_each_error_is_said_in_the_language(
    case: str, lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make, more, words = CASES[case]
    path = tmp_path / "x.json"
    make(path)
    argv = (*more, "--resume", str(path))
    err = _said_in(capsys, lang, argv, str(path), "--lang en", "--trust-players")
    assert err == f"roadgames: {words(Translator(lang), path)}\n"


def test_no_action_nor_engine_reason_is_quoted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the action may tell of a card held (a coup fourré declined): never said in words
    path = _damaged_action(tmp_path / "x.json")
    err = _said_in(capsys, "fr", ("--resume", str(path)), str(path))
    assert "NOTACARD" not in err and "action 1" not in err
    _mille_save(path, rules={"nonsense_option": 3})
    assert "nonsense_option" not in _said_in(capsys, "de", ("--resume", str(path)), str(path))


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_no_saved_game_is_said_in_the_language(
    lang: str, private_saves: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = private_saves / "roadgames"
    err = _said_in(capsys, lang, ("--resume",), str(folder), "roadgames play")
    tr = Translator(lang)
    assert err == f"roadgames: {tr('resume_none_saved', folder=folder, command='roadgames play')}\n"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_the_other_game_saved_is_pointed_at_in_the_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    rush_match_saved(default_save_path("rushshift"))
    missing = default_save_path("millebornes")
    command = "roadgames play rushshift --resume"
    err = _said_in(capsys, lang, ("millebornes", "--resume"), str(missing), command)
    tr = Translator(lang)
    elsewhere = tr("resume_saved_elsewhere", game=tr.game_title("rushshift"), command=command)
    none = tr("resume_none_saved_at", path=missing, command="roadgames play millebornes")
    assert err == f"roadgames: {none}{elsewhere}\n"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_a_file_that_breaks_the_reading_is_damaged_in_the_language(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def slip(*args: Any, **kwargs: Any) -> Any:
        raise KeyError("players")

    monkeypatch.setattr(play, "load_session", slip)
    path = tmp_path / "g.json"
    err = _said_in(capsys, lang, ("--resume", str(path)), str(path))
    assert "players" not in err  # the Python exception's text, English
    assert err == f"roadgames: {Translator(lang)('resume_damaged', path=path)}\n"


def test_the_language_of_the_locale_is_spoken_without_lang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    path = tmp_path / "none.json"
    status, err = _resume(capsys, "--resume", str(path))
    assert status == 2 and "cannot resume" not in err, err
    fr = Translator("fr")
    assert err == f"roadgames: {fr('resume_failed_named', why=fr('record_not_found', path=path))}\n"


def test_in_english_each_error_is_as_it_was(
    tmp_path: Path, private_saves: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # what these said before they were said in other languages too, word for word
    path = tmp_path / "x.json"
    CASES["not JSON"][0](path)
    assert _resume(capsys, "--lang", "en", "--resume", str(path)) == (
        2,
        f"roadgames: cannot resume: {path} is not valid JSON (line 2: Expecting value)\n",
    )
    _mille_save(path, rules={"nonsense_option": 3})
    err = _resume(capsys, "--lang", "en", "--resume", str(path))[1]
    assert err.startswith(
        f"roadgames: cannot resume {path}: the record's rules are not valid: unknown option "
        "'nonsense_option'; options are: "
    )
    _mille_save(path)
    assert _resume(capsys, "rushshift", "--lang", "en", "--resume", str(path)) == (
        2,
        f"roadgames: {path} holds a Mille Bornes game, not Rush Hour Shift: leave out the "
        "game's name to carry it on\n",
    )
    assert _resume(capsys, "--lang", "en", "--resume") == (
        2,
        f"roadgames: no saved game to resume (none at {private_saves / 'roadgames'}): start "
        "one with roadgames play\n",
    )
