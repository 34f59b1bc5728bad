"""``roadgames replay --lang`` speaks the language in the three places that stayed English:
the note on a record made under an earlier revision of the rules, the header of a Rush Hour
Shift board, and the errors of a record that cannot be read or does not replay (in their own
words, with nothing hidden in them: no engine reason, which is English, and no hand or
deck). Without ``--lang`` each stays as it was, word for word."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from play_helpers import simulated_records
from roadgames.cli import main
from roadgames.core.game import rules_revision
from roadgames.core.records import GameRecord
from roadgames.rushshift.state import RushShiftState
from roadgames.tui.i18n import LANGUAGES, Translator

FR = Translator("fr")
MILLE = rules_revision("millebornes")
OTHER_LANGUAGES = [lang for lang in LANGUAGES if lang != "en"]
#: English words no French, German, Italian or Finnish sentence has (Tagalog keeps some
#: English game terms, and English is English).
ENGLISH = re.compile(
    r"\b(the|is|not|must|cannot|record|damaged|newer|revision|field|line|made|saved|"
    r"replayed|under|over|hidden|board|without)\b"
)
_BOARD_HEAD = re.compile(r"^left [+-]\d+  right [+-]\d+  \(up is -\)$")


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    """A finished Mille Bornes record and a finished Rush Hour Shift match, as JSON data."""
    tmp = tmp_path_factory.mktemp("sources")
    data = {}
    for game, argv in {
        "mille": ("--seed", "4"),
        "rush": ("rushshift", "--seats", "greedy,random", "-o", "games=2", "--seed", "3"),
    }.items():
        (tmp / game).mkdir()
        folder, _ = simulated_records(tmp / game, "--games", "1", *argv)
        data[game] = json.loads(next(folder.glob("game-*.json")).read_text(encoding="utf-8"))
    return data


def _write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _replay(
    capsys: pytest.CaptureFixture[str], path: Path | str, *argv: str
) -> tuple[int, str, str]:
    """What ``roadgames replay`` of ``path`` returns, prints and says on the standard error."""
    capsys.readouterr()
    status = main(["replay", str(path), *argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


# ------------------------------------------------------------------- (a) the revision note


def _older(data: dict[str, Any], revision: int | None) -> dict[str, Any]:
    """``data`` as a file made under ``revision`` (``None``: before revisions were kept)."""
    older = dict(data)
    older.pop("rules_revision")
    if revision is not None:
        older["rules_revision"] = revision
    return older


def _note(out: str) -> str:
    """The note under the heading, on one line (it may wrap): up to the log's first line."""
    lines = out.splitlines()[1:]
    end = next(number for number, line in enumerate(lines) if re.match(r"^ *\d+  \S", line))
    return " ".join(" ".join(lines[:end]).split())


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_the_note_of_an_earlier_revision_is_in_the_language(
    lang: str, sources: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tr = Translator(lang)
    made_under = _write(tmp_path / "two.json", _older(sources["mille"], 2))
    saved_before = _write(tmp_path / "one.json", _older(sources["mille"], None))
    note = _note(_replay(capsys, made_under, "--lang", lang)[1])
    assert note == tr("replay_revision", made=2, ours=MILLE)
    assert not ENGLISH.search(note) or lang == "tl"
    note = _note(_replay(capsys, saved_before, "--lang", lang)[1])
    assert note == tr("replay_revision_unrecorded", ours=MILLE)


def test_the_revision_note_in_french_reads(
    sources: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path / "two.json", _older(sources["mille"], 2))
    note = _note(_replay(capsys, path, "--lang", "fr")[1])
    assert note == f"fait sous la révision 2 des règles ; rejoué sous la révision {MILLE}"


def test_without_lang_the_revision_note_is_as_it_was(
    sources: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    made_under = _write(tmp_path / "two.json", _older(sources["mille"], 2))
    saved_before = _write(tmp_path / "one.json", _older(sources["mille"], None))
    lines = _replay(capsys, made_under)[1].splitlines()
    assert lines[1] == f"made under rules revision 2; replayed under revision {MILLE}"
    lines = _replay(capsys, saved_before)[1].splitlines()
    assert (
        lines[1] == f"saved before rules revisions were recorded; replayed under revision {MILLE}"
    )


# ------------------------------------------------------------------- (b) the board's header


def _shift(offset: int) -> str:
    """A side section's shift as the game's board header marks it."""
    return ("↑" if offset < 0 else "↓" if offset > 0 else "±") + str(abs(offset))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_boards_header_is_the_games_own_in_the_language(
    lang: str, sources: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tr = Translator(lang)
    path = _write(tmp_path / "rush.json", sources["rush"])
    plain = _replay(capsys, path, "--boards")[1].splitlines()
    worded = _replay(capsys, path, "--boards", "--lang", lang)[1].splitlines()
    heads = [number for number, line in enumerate(plain) if _BOARD_HEAD.match(line)]
    assert len(heads) > 3
    side = re.compile(rf"^{tr('rs_side_left')} ([↑↓±]\d+)  {tr('rs_side_right')} ([↑↓±]\d+)$")
    offsets = re.compile(r"^left ([+-]\d+)  right ([+-]\d+)")
    for number in heads:
        said, shifts = side.match(worded[number]), offsets.match(plain[number])
        assert said and shifts, worded[number]
        assert said.groups() == tuple(_shift(int(shift)) for shift in shifts.groups())
        assert "left" not in worded[number] or lang == "en"
        # the picture itself stays as it is, row for row
        assert worded[number + 1 : number + 7] == plain[number + 1 : number + 7]


def test_without_lang_each_board_is_the_engines_picture(
    sources: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path / "rush.json", sources["rush"])
    out = _replay(capsys, path, "--boards")[1]
    state = GameRecord.load(path).new_state()
    assert isinstance(state, RushShiftState)
    assert "\n" + state.board.render() + "\n" in out


# ------------------------------------------------------------------- (c) the errors


def _damaged_action(data: dict[str, Any]) -> dict[str, Any]:
    damaged = dict(data, actions=list(data["actions"]))
    damaged["actions"][5] = "play NOTACARD"
    return damaged


def _illegal_under_older_rules(data: dict[str, Any]) -> dict[str, Any]:
    damaged = _older(_damaged_action(data), None)
    damaged["actions"][5] = "play 200"  # reads, but is not legal there
    return damaged


def _edited(**fields: object) -> Callable[[dict[str, Any]], object]:
    return lambda data: {**data, **fields}


def _without(field: str) -> Callable[[dict[str, Any]], object]:
    return lambda data: {key: value for key, value in data.items() if key != field}


#: Each damaged file: how it is made from the Mille Bornes record (text: written as it is),
#: the options it is replayed with, the error said without --lang, and the same in French.
CASES: dict[str, tuple[Callable[[dict[str, Any]], object] | str, tuple[str, ...], str, str]] = {
    "not JSON": (
        "{ nope",
        (),
        "x.json is not valid JSON (line 1: Expecting property name enclosed in double quotes)",
        "x.json n'est pas du JSON valide (ligne 1, colonne 3)",
    ),
    "empty": (
        "",
        (),
        "x.json is empty, not a game record",
        "x.json est vide : ce n'est pas un enregistrement de partie",
    ),
    "a list": (
        "[1, 2]",
        (),
        "x.json: a record must be a JSON object",
        "x.json n'est pas un enregistrement de partie : un enregistrement est un objet JSON",
    ),
    "another format": (
        _edited(format="x"),
        (),
        "x.json: not a roadgames record (format should be 'roadgames-record/1')",
        "x.json n'est pas un enregistrement de partie : son format devrait être "
        "'roadgames-record/1'",
    ),
    "no game": (
        _without("game"),
        (),
        "x.json: record field 'game' must be a string",
        "x.json n'est pas un enregistrement de partie : son champ « game » doit être un texte",
    ),
    "a seed of text": (
        _edited(seed="x"),
        (),
        "x.json: record field 'seed' must be an integer or null",
        "x.json n'est pas un enregistrement de partie : son champ « seed » doit être un "
        "nombre entier ou null",
    ),
    "no deal": (
        _without("seed"),
        (),
        "x.json: the record keeps neither the seed nor the decks of its deal",
        "x.json n'est pas un enregistrement de partie : il ne garde ni la graine ni les "
        "paquets de sa donne",
    ),
    "an unknown game": (
        _edited(game="chess"),
        (),
        "x.json cannot start: unknown game 'chess'; known games: millebornes, rushshift",
        "x.json ne peut pas commencer : ce roadgames ne connaît pas le jeu 'chess'",
    ),
    "another game's name": (
        _edited(game="rushshift"),
        (),
        "x.json is damaged: it says it is a game of Rush Hour Shift, but its rules are those "
        "of Mille Bornes",
        "x.json est endommagé : il se dit une partie de Rush Hour Shift, mais ses règles sont "
        "celles de Mille Bornes",
    ),
    "rules not read": (
        _edited(rules={"nonsense_option": 3}),
        (),
        "x.json cannot start: unknown option 'nonsense_option'; options are: teams, deck, "
        "target, finish, max_200s, roll_after_remedy, draw_from_discard, empty_draw_pile, "
        "attack_needs_target_moving, hazard_on_hazard, attacker_must_have_started, "
        "speed_limit_on_limit, discard_any_time, fast_play, extension, scoring, "
        "match_target, tie_break, next_starter",
        "x.json ne peut pas commencer : ses règles ou sa donne ne conviennent pas à Mille Bornes",
    ),
    "a deck short": (
        _edited(decks=[["ROLL"] * 50]),
        (),
        "x.json cannot start: stacked deck 1 is not the short deck of 101 cards",
        "x.json ne peut pas commencer : ses règles ou sa donne ne conviennent pas à Mille Bornes",
    ),
    "a newer revision": (
        _edited(rules_revision=99),
        (),
        f"x.json was made by a newer roadgames (under Mille Bornes rules revision 99; this "
        f"one plays revision {MILLE}): open it with that roadgames or a later one",
        f"x.json vient d'un roadgames plus récent (révision 99 des règles de Mille Bornes ; "
        f"celui-ci joue la révision {MILLE}) : ouvrez-le avec ce roadgames ou un plus récent",
    ),
    "an unfinished game, every hand shown": (
        lambda data: {**data, "actions": data["actions"][:10]},
        ("--hands",),
        "the game in this record is not over: --hands would show hidden cards (replay it "
        "without --hands, or finish it first)",
        "la partie de cet enregistrement n'est pas terminée : --hands montrerait des cartes "
        "cachées (rejouez-la sans --hands, ou finissez-la d'abord)",
    ),
    "a board asked of Mille Bornes": (
        lambda data: data,
        ("--boards",),
        "--boards: a game of millebornes has no board (Rush Hour Shift has)",
        "--boards : une partie de Mille Bornes n'a pas de plateau (Rush Hour Shift en a un)",
    ),
}


def _file(tmp_path: Path, source: dict[str, Any], how: Callable[..., object] | str) -> Path:
    path = tmp_path / "x.json"
    if isinstance(how, str):
        path.write_text(how, encoding="utf-8")
    else:
        _write(path, how(source))
    return path


@pytest.fixture
def replay_case(
    sources: dict[str, Any],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> Callable[..., tuple[int, str]]:
    """Replay one of :data:`CASES` (its damaged file written as ``x.json`` in a folder of
    its own) with more arguments: its exit status and what it said on the standard error."""
    monkeypatch.chdir(tmp_path)

    def replay(case: str, *more: str) -> tuple[int, str]:
        how, argv, _, _ = CASES[case]
        _file(tmp_path, sources["mille"], how)
        return _replay(capsys, "x.json", *argv, *more)[::2]

    return replay


@pytest.mark.parametrize("case", sorted(CASES))
def test_without_lang_each_error_is_as_it_was(
    case: str, replay_case: Callable[..., tuple[int, str]]
) -> None:
    english = CASES[case][2]
    assert replay_case(case) == (2, f"roadgames: error: {english}\n")


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_error_in_french(case: str, replay_case: Callable[..., tuple[int, str]]) -> None:
    french = CASES[case][3]
    assert replay_case(case, "--lang", "fr") == (2, f"roadgames: error: {french}\n")


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
@pytest.mark.parametrize("case", sorted(CASES))
def test_each_error_is_said_in_the_language(
    case: str, lang: str, replay_case: Callable[..., tuple[int, str]]
) -> None:
    english = CASES[case][2]
    status, err = replay_case(case, "--lang", lang)
    said = err.removeprefix("roadgames: error: ")
    assert status == 2 and said != err and said.strip() != english
    assert said.count("\n") == 1
    quoted = re.sub(r"'[^'\s]*'", "", said)  # the notation's codes stay as they are
    assert not ENGLISH.search(quoted.replace("x.json", "")) or lang == "tl", said


def test_a_missing_file_is_said_in_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    err = _replay(capsys, "none.json", "--lang", "fr")[2]
    assert err == "roadgames: error: impossible de lire none.json : ce fichier n'existe pas\n"
    err = _replay(capsys, "none.json")[2]
    assert err == "roadgames: error: cannot read none.json: No such file or directory\n"


def _last_entry(out: str) -> str:
    """The last numbered line of the log printed, without its number, on one line."""
    numbered = [line for line in out.splitlines() if line[:5].strip().isdigit()]
    return " ".join(numbered[-1].split()[1:])


@pytest.mark.parametrize("hands", [False, True])
def test_a_damaged_action_is_said_where_the_log_in_the_language_has_it(
    hands: bool, sources: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path / "x.json", _damaged_action(sources["mille"]))
    status, out, err = _replay(capsys, path, "--lang", "fr")
    entry = _last_entry(out)  # the public view prints the log up to the damage
    assert status == 2 and entry
    hint = " ; rejouez-le sans --hands pour voir le journal" if hands else ""
    numbered = sum(line[:5].strip().isdigit() for line in out.splitlines())
    expected = (
        f"roadgames: error: {path} est endommagé : après la ligne {numbered} du journal "
        f"(« {entry} »), l'action 'play NOTACARD' de l'enregistrement ne se rejoue pas{hint}\n"
    )
    if hands:
        err = _replay(capsys, path, "--hands", "--lang", "fr")[2]
    assert err == expected
    # the engine's reason (English) is not said, nor any hand or the deck
    assert "unknown card" not in expected


def test_an_action_no_longer_legal_is_said_in_the_language(
    sources: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path / "x.json", _illegal_under_older_rules(sources["mille"]))
    status, out, err = _replay(capsys, path, "--lang", "de")
    assert status == 2
    numbered = sum(line[:5].strip().isdigit() for line in out.splitlines())
    assert err == (
        f"roadgames: error: {path} wurde gespeichert, bevor Revisionen der Regeln von "
        f"Mille Bornes festgehalten wurden, und dieses roadgames spielt Revision {MILLE}: "
        f"nach Zeile {numbered} des Protokolls („{_last_entry(out)}“) ist die Aktion "
        "'play 200' nicht mehr erlaubt\n"
    )
    english = _replay(capsys, path)[2]
    assert english.startswith(
        f"roadgames: error: {path} was saved before Mille Bornes's rules revisions were "
        f"recorded, and this roadgames plays revision {MILLE}: after log line {numbered} ("
    )
    assert english.endswith("its action 'play 200' is no longer legal\n")


def test_an_error_no_wording_says_is_still_in_the_language(
    sources: dict[str, Any],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An error the engine raised that no wording covers: the record cannot be replayed,
    said in the language, its English reason left out."""
    from roadgames.core.errors import RoadgamesError

    def refuse(self: GameRecord) -> None:
        raise RoadgamesError("some English reason ROLL ROLL STOP")

    monkeypatch.setattr(GameRecord, "refuse_if_newer", refuse)
    path = _write(tmp_path / "x.json", sources["mille"])
    err = _replay(capsys, path, "--lang", "it")[2]
    assert err == f"roadgames: error: impossibile rigiocare {path}\n"
