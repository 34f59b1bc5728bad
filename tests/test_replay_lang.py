"""``roadgames replay --lang``: a record in the words the terminal game uses for the same
things (its log lines, card names, score sheets, the end of a match), checked against the
game's own functions and by a few French words written out; an unknown language refused by
the parser; without ``--lang``, the notation in English whatever the locale."""

from __future__ import annotations

from pathlib import Path

import pytest

from play_helpers import simulated_records
from roadgames.cli import main
from roadgames.core.game import GameState
from roadgames.core.records import GameRecord
from roadgames.millebornes import MilleBornesState
from roadgames.millebornes.actions import parse_action
from roadgames.millebornes.rules import team_letter
from roadgames.rushshift import RushShiftState
from roadgames.tui.i18n import LANGUAGES, Translator, describe_event
from roadgames.tui.rushshift.words import card_title
from roadgames.tui.rushshift.words import describe_event as rush_event
from roadgames.tui.screens.table_keys import action_words

FR = Translator("fr")

#: Simulated Mille Bornes matches: two seats, and two teams of two partners.
MILLE_RUNS = {
    "two seats": ("--games", "1", "--seed", "4"),
    "partners": ("--preset", "club", "--players", "4", "--games", "1", "--seed", "2"),
}


def _flat(text: str) -> str:
    """``text`` with every run of white space one space (a wrapped line read as one)."""
    return " ".join(text.split())


def _record(tmp_path: Path, *argv: str) -> Path:
    """The record of the one match ``simulate`` plays with ``argv`` (in ``tmp_path``)."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    folder, _ = simulated_records(tmp_path, *argv)
    return next(folder.glob("game-*.json"))


def _replayed(path: Path, capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What ``roadgames replay`` prints of the record at ``path``."""
    capsys.readouterr()
    assert main(["replay", str(path), *argv]) == 0
    return capsys.readouterr().out


def _log(record: GameRecord) -> tuple[GameState, list[tuple[int, str]]]:
    """The record played through, and every entry of its public log, hand after hand."""
    state = record.new_state()
    assert isinstance(state, MilleBornesState | RushShiftState)
    entries: list[tuple[int, str]] = []
    log = state.log
    for text in record.actions:
        state.apply(text)  # the text form: each game parses its own
        if state.log is not log:  # a new hand's log
            entries += log
            log = state.log
    return state, entries + log


def _numbered(out: str) -> list[str]:
    """The numbered lines of the log printed, each with its wrapped part."""
    lines: list[str] = []
    for line in out.splitlines():
        if line[:5].strip().isdigit():
            lines.append(line)
        elif lines and line.startswith(" " * 7) and line.strip():
            lines[-1] += line
    return [_flat(line) for line in lines]


def _names(record: GameRecord, tr: Translator) -> list[str]:
    """The Mille Bornes seats as a replay in ``tr``'s language names them: the game's word
    for a seat, numbered from 1, and the player's name from the record."""
    return [f"{tr('seat', n=seat + 1)} ({name})" for seat, name in enumerate(record.meta["names"])]


@pytest.mark.parametrize("run", sorted(MILLE_RUNS))
def test_a_mille_bornes_log_in_french_is_the_games_log(
    run: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each log line as the game's log writes the same entry (``describe_event``), partners
    by their team's names; no card code or notation left."""
    monkeypatch.setenv("COLUMNS", "300")
    path = _record(tmp_path, *MILLE_RUNS[run])
    record = GameRecord.load(path)
    state, entries = _log(record)
    assert isinstance(state, MilleBornesState) and state.is_over
    names = _names(record, FR)
    teams = [" & ".join(names[seat] for seat in seats) for seats in state.seats_of_team]
    out = _replayed(path, capsys, "--lang", "fr")
    said = [describe_event(seat, text, names, teams, FR) for seat, text in entries]
    assert _numbered(out) == [_flat(f"{n} {line}") for n, line in enumerate(said, start=1)]
    assert out.splitlines()[0] == "Enregistrement de Mille Bornes (vue publique)"
    assert "Manche 1 distribuée." in out and "Manche 1 terminée." in out
    assert "Place 1 (random) : " in out and " : défausse " in out  # the French words
    assert any(" → " in line for line in said)  # an attack, on a team by its name
    for notation in ("seat 0", "discard ", "play ", "ROLL", "score of hand", "game over"):
        assert notation not in out, notation


@pytest.mark.parametrize("run", sorted(MILLE_RUNS))
def test_the_score_sheets_and_the_end_in_french_are_the_games(
    run: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each hand's sheet under the game's title for it, every line named as the game's
    sheet names it; the end as the game's summary says it."""
    monkeypatch.setenv("COLUMNS", "300")
    path = _record(tmp_path, *MILLE_RUNS[run])
    record = GameRecord.load(path)
    state = record.replay()
    assert isinstance(state, MilleBornesState) and state.is_over
    out = _flat(_replayed(path, capsys, "--lang", "fr"))
    for result in state.results:
        assert FR("score_sheet", n=result.hand_number) in out
        for team, lines in enumerate(result.lines):
            parts = ", ".join(f"{FR.score_line(label)} {points}" for label, points in lines)
            team_name = FR("team", label=team_letter(team))
            assert _flat(f"{team_name} {result.totals[team]:5d} ({parts})") in out
    assert "Feuille de marque, manche 1" in out and "Bottes" in out
    scores = " · ".join(
        f"{FR('team', label=team_letter(team))} {points}"
        for team, points in enumerate(state.scores)
    )
    assert f"Partie terminée {FR('scores', scores=scores)}" in out
    names = _names(record, FR)
    winning = [seats for team, seats in enumerate(state.seats_of_team) if team in state.winners]
    assert len(winning) == 1
    assert out.endswith(FR("winner", names=" & ".join(names[seat] for seat in winning[0])))


def test_the_all_seeing_view_in_french_names_the_cards_held_and_the_moves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The hand about to act by the cards' names, and each move as the game's hints word
    it."""
    monkeypatch.setenv("COLUMNS", "300")
    path = _record(tmp_path, *MILLE_RUNS["two seats"])
    record = GameRecord.load(path)
    state = record.new_state()
    assert isinstance(state, MilleBornesState)
    names = _names(record, FR)
    actor = state.to_move
    assert actor is not None
    hand = ", ".join(FR.card(card) for card in state.hand_cards(actor))
    first = parse_action(record.actions[0])
    out = _replayed(path, capsys, "--lang", "fr", "--hands")
    lines = out.splitlines()
    assert lines[0] == f"Enregistrement de Mille Bornes : {len(record.actions)} actions " + (
        "(toutes cartes visibles)"
    )
    assert _flat(lines[1]) == _flat(f"{names[actor]} a en main {hand}")
    assert _flat(lines[2]) == _flat(f"1 {names[actor]} {action_words(first, names, FR)}")
    assert "km" in lines[1] and "ROLL" not in out and " holds " not in out


def test_a_rush_hour_shift_log_and_end_in_french_are_the_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each log line as the game's log writes it, the hand held by the cards' French titles,
    and a match's games won and winner as the game's end says them."""
    monkeypatch.setenv("COLUMNS", "300")
    argv = ("rushshift", "--seats", "greedy,random", "-o", "games=2", "--seed", "3", "--games")
    path = _record(tmp_path, *argv, "1")
    record = GameRecord.load(path)
    state, entries = _log(record)
    assert isinstance(state, RushShiftState) and state.is_over
    names = list(record.meta["names"])
    out = _replayed(path, capsys, "--lang", "fr")
    said = [rush_event(seat, text, names, FR) for seat, text in entries]
    assert _numbered(out) == [_flat(f"{n} {line}") for n, line in enumerate(said, start=1)]
    assert "greedy (or) : Jouer " in out and "Partie 1, premier à jouer" in out
    flat = _flat(out)
    assert "Partie terminée Parties gagnées : greedy (or) " in flat
    assert flat.endswith(FR("winner", names="greedy (or)"))
    seeing = _replayed(path, capsys, "--lang", "fr", "--hands")
    first = record.new_state()
    assert isinstance(first, RushShiftState) and first.to_move == 0
    titles = ", ".join(card_title(card, FR) for card in first.hand_cards(0))
    assert _flat(seeing.splitlines()[1]) == f"greedy (or) a en main {titles}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_replays_both_games_in_its_words(
    lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each language: the heading, the seats and the end in its words (English too: the
    game's English, not the notation)."""
    tr = Translator(lang)
    mille = _record(tmp_path / "mille", *MILLE_RUNS["two seats"])
    rush = _record(tmp_path / "rush", "rushshift", "--games", "1", "--seed", "1")
    for path, title in ((mille, tr("title")), (rush, tr("rs_title"))):
        for argv, key in (((), "replay_public"), (("--hands",), "replay_all_seeing")):
            out = _replayed(path, capsys, "--lang", lang, *argv)
            count = len(GameRecord.load(path).actions)
            assert out.splitlines()[0] == tr(key, game=title, n=count)
            assert tr("summary") in out.splitlines()
            assert "seat 0" not in out and "game over" not in out
    assert tr("seat", n=1) in _replayed(mille, capsys, "--lang", lang)


def test_an_unknown_language_is_refused_by_the_parser(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _record(tmp_path, *MILLE_RUNS["two seats"])
    capsys.readouterr()
    with pytest.raises(SystemExit) as stopped:
        main(["replay", str(path), "--lang", "xx"])
    assert stopped.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("usage: roadgames replay ")
    assert "roadgames replay: error: argument --lang: invalid choice: 'xx'" in captured.err
    assert "'en', 'fr', 'de', 'it', 'fi', 'tl'" in captured.err


def test_without_lang_the_notation_stays_whatever_the_locale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A script reads the same output whatever the locale; ``--lang`` alone changes it."""
    path = _record(tmp_path, *MILLE_RUNS["two seats"])
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C")
    plain = _replayed(path, capsys)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.setenv("LANGUAGE", "fr")
    assert _replayed(path, capsys) == plain
    assert "seat 0 (random)  discard " in plain and "score of hand 1" in plain
    french = _replayed(path, capsys, "--lang", "fr")
    assert french != plain and "seat 0" not in french
    monkeypatch.setenv("LANG", "C")
    monkeypatch.delenv("LANGUAGE")
    assert _replayed(path, capsys, "--lang", "fr") == french
