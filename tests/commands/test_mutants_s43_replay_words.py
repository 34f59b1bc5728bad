"""Session 43's mutation sweep of ``commands/replay_words.py``: a game not over is said so
with ``--lang``, a winning team's seats are named without the log's padding,
``--lang`` words an answer to the engine's question as the game's hints do, and Rush Hour
Shift's unnamed seats and empty hands as the game's table says them."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from play_helpers import simulated_records
from roadgames.cli import main
from roadgames.core.records import record_of
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.rushshift import make_rules as make_shift_rules
from roadgames.rushshift import new_game as new_shift_game
from roadgames.rushshift.state import RushShiftState

GameState = MilleBornesState | RushShiftState


def _saved(
    path: Path, game: str, state: GameState, seed: int, names: Sequence[object] | None = None
) -> Path:
    """``state``'s record saved at ``path``, with the players' ``names`` where given."""
    record = record_of(game, state.rules.to_dict(), state.history, seed=seed)
    if names is not None:
        record.meta["names"] = list(names)
    record.save(path)
    return path


def _played(state: GameState, seed: int) -> GameState:
    """``state`` played to its end by random moves (seeded)."""
    rng = random.Random(seed)
    while not state.is_over:
        legal: list[Any] = state.legal_actions()
        state.apply(rng.choice(legal))
    return state


def _replayed(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    capsys.readouterr()
    assert main(["replay", *argv]) == 0
    return capsys.readouterr().out.splitlines()


def test_a_game_not_over_is_said_not_over_in_the_words_of_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = new_game(make_rules("modern", 2), seed=1)
    state.apply(state.legal_actions()[0])
    path = _saved(tmp_path / "game.json", "millebornes", state, 1)
    assert "game not over" in _replayed(capsys, str(path))
    worded = _replayed(capsys, "--lang", "en", str(path))
    assert "Game not over" in worded and "Game over" not in worded


def test_a_winning_team_is_named_without_the_padding_of_the_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The log pads each seat to the widest name so that actions line up; the winners'
    line names them as they are."""
    state = _played(new_game(make_rules("modern", 4), seed=1), 1)
    names = ["Al", "Bartholomew Long", "Cy", "Dee"]
    path = _saved(tmp_path / "game.json", "millebornes", state, 1, names)
    lines = _replayed(capsys, str(path))
    assert lines[-1] == "won by: seat 0 (Al) and seat 2 (Cy)"
    assert "  seat 1 (Bartholomew Long)  " in "\n".join(lines)  # the log's column, padded


def test_a_declined_coup_fourre_is_worded_as_the_games_hint(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = _played(new_game(make_rules("modern", 2), seed=1), 1)
    path = _saved(tmp_path / "game.json", "millebornes", state, 1)
    notation = _replayed(capsys, "--hands", str(path))
    assert "   46  seat 1  decline" in notation  # seat 1 declines a coup fourré
    worded = _replayed(capsys, "--hands", "--lang", "en", str(path))
    assert "   46  Seat 2  No coup fourré" in worded


def test_rush_hour_shift_seats_unnamed_are_numbered_from_one_and_say_they_hold_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One card in hand: after playing it a seat holds none until it draws."""
    state = _played(new_shift_game(make_shift_rules(hand_size=1, turn_limit=6), seed=2), 2)
    path = _saved(tmp_path / "game.json", "rushshift", state, 2)
    lines = _replayed(capsys, "--hands", "--lang", "en", str(path))
    assert "       Seat 1 (gold) holds nothing" in lines
    assert "       Seat 2 (silver) holds nothing" in lines
    assert not any("Seat 0" in line for line in lines)
    assert lines[-1] == "A draw: no hero got out in time."  # one game: no match drawn


def test_a_mille_bornes_game_tied_is_a_draw_in_the_words_of_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Random players at seed 229 end level, at 1200 each."""
    state = _played(new_game(make_rules("modern", 2), seed=229), 229)
    path = _saved(tmp_path / "game.json", "millebornes", state, 229)
    assert _replayed(capsys, str(path))[-2:] == [
        "scores: team 0 1200 · team 1 1200",
        "result: a draw",
    ]
    assert _replayed(capsys, "--lang", "en", str(path))[-1] == "Result: a draw"


def test_a_match_with_no_game_drawn_counts_none_drawn_and_aligns_its_own_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The match's own lines ("game 1: gold starts") have no seat: a blank as wide as the
    seats' column, so that every entry of the log starts in one column."""
    folder, rows = simulated_records(
        tmp_path, "rushshift", "--seats", "greedy,random", "-o", "games=2",
        "-o", "turn_limit=20", "--games", "1", "--seed", "6",
    )  # fmt: skip
    assert [row["winner"] for row in rows] == ["gold", "gold"]
    path = str(folder / "game-0.json")
    lines = _replayed(capsys, path)
    assert "games won: gold 2 · silver 0" in lines
    worded = _replayed(capsys, "--lang", "en", path)
    assert "Games won: greedy (gold) 2 · random (silver) 0" in worded
    column = len("    1  silver (random)  ")
    assert lines[1] == "    1" + " " * (column - 5) + "game 1: gold starts"
    assert any(line.startswith("silver (random)  ", 7) for line in lines)


def test_names_recorded_for_another_number_of_seats_are_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record edited by hand may name fewer players than it seats: the seats are shown
    without names rather than the replay failing."""
    state = _played(new_game(make_rules("modern", 2), seed=1), 1)
    for names in (["Al"], ["Al", "Bo", "Cy"]):
        path = _saved(tmp_path / "game.json", "millebornes", state, 1, names)
        for lang in ([], ["--lang", "en"]):
            lines = _replayed(capsys, *lang, str(path))
            assert "Al" not in "\n".join(lines)


def test_names_recorded_as_other_than_text_are_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = _played(new_game(make_rules("modern", 2), seed=1), 1)
    path = _saved(tmp_path / "game.json", "millebornes", state, 1, [None, 7])
    for lang in ([], ["--lang", "en"]):
        text = "\n".join(_replayed(capsys, *lang, str(path)))
        assert "None" not in text and "(7)" not in text
