"""``roadgames replay``: what a mutation sweep of ``commands/replay.py`` found untested (session
31): the count and the numbers of the all-seeing view's actions, where a damaged first
action comes, a drawn game's end, a two-game match's tally, boards only when asked."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console

from play_helpers import simulated_records
from roadgames.cli import main
from roadgames.commands.replay import _print_line
from roadgames.commands.replay_words import Wrapped
from roadgames.core.records import GameRecord
from roadgames.rushshift.state import RushShiftState


def _short_rush_games(tmp_path: Path) -> Path:
    """Rush Hour Shift games of random players cut off after one turn: short, finished, drawn
    (a folder of records, ``game-N.json``)."""
    folder, _ = simulated_records(
        tmp_path, "rushshift", "--seats", "random,random", "-o", "turn_limit=1",
        "--games", "12", "--seed", "1",
    )  # fmt: skip
    return folder


def test_the_all_seeing_view_counts_the_records_actions_in_the_plural(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _short_rush_games(tmp_path)
    counts = set()
    for path in sorted(folder.glob("game-*.json")):
        count = len(GameRecord.load(path).actions)
        capsys.readouterr()
        assert main(["replay", "--hands", str(path)]) == 0
        head = capsys.readouterr().out.splitlines()[0]
        assert head == f"rushshift record: {count} actions (all-seeing view)"
        counts.add(count)
    assert 2 in counts and len(counts) > 1, counts  # the shortest game, and longer ones


def test_a_drawn_game_ends_in_a_draw_with_no_winner(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = min(_short_rush_games(tmp_path).glob("game-*.json"))
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "drawn" in lines[-3]  # the log's last line: the turns ran out
    assert lines[-2:] == ["game over", "result: a draw"]


@pytest.mark.parametrize("hands", [[], ["--hands"]])
def test_a_damaged_first_action_comes_after_the_deal_in_the_error(
    hands: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the log opens with the deal, before any action: the error places the action after it
    path = min(_short_rush_games(tmp_path).glob("game-*.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][0] = "nonsense"
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", *hands, str(path)]) == 2
    err = capsys.readouterr().err
    assert "is damaged: after log line 1 ('game 1: gold starts')" in err
    assert "'nonsense' does not replay" in err


def test_the_all_seeing_view_numbers_the_records_actions_from_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = min(_short_rush_games(tmp_path).glob("game-*.json"))
    actions = GameRecord.load(path).actions
    capsys.readouterr()
    assert main(["replay", "--hands", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    numbered = [line for line in lines if line[:5].strip().isdigit()]
    assert [int(line[:5]) for line in numbered] == list(range(1, len(actions) + 1))
    for line, action in zip(numbered, actions, strict=True):
        assert line.endswith(f"  {action}"), (line, action)


def test_a_rush_hour_shift_replay_shows_no_board_unless_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = min(_short_rush_games(tmp_path).glob("game-*.json"))
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    plain = capsys.readouterr().out
    assert main(["replay", "--boards", str(path)]) == 0
    with_boards = capsys.readouterr().out
    dealt = GameRecord.load(path).new_state()
    assert isinstance(dealt, RushShiftState)
    board = dealt.board.render()
    assert board in with_boards and board.splitlines()[0] not in plain


def test_a_match_of_two_games_counts_the_games_each_seat_won(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, rows = simulated_records(
        tmp_path, "rushshift", "--seats", "greedy,random", "-o", "games=2",
        "-o", "turn_limit=5", "--games", "1", "--seed", "1",
    )  # fmt: skip
    won = {seat: sum(row["winner"] == seat for row in rows) for seat in ("gold", "silver")}
    drawn = 2 - sum(won.values())
    capsys.readouterr()
    assert main(["replay", str(min(folder.glob("game-*.json")))]) == 0
    lines = capsys.readouterr().out.splitlines()
    tally = f"games won: gold {won['gold']} · silver {won['silver']}"
    assert lines[lines.index("game over") + 1] == tally + (f" ({drawn} drawn)" if drawn else "")


def _wrapped(width: int, parts: list[str], end: str) -> list[str]:
    """The lines ``_print_line`` prints for "Scores: " and ``parts`` at ``width``."""
    out = io.StringIO()
    _print_line(Console(file=out, width=width), Wrapped("Scores: ", parts, ", ", end))
    return out.getvalue().splitlines()


def test_a_wrapped_line_that_exactly_fills_the_width_stays_one_line() -> None:
    # "Scores: A 10, B 20." is 19 columns: it fits 19, not 18
    assert _wrapped(19, ["A 10", "B 20"], ".") == ["Scores: A 10, B 20."]
    assert _wrapped(18, ["A 10", "B 20"], ".") == ["Scores: A 10,", "        B 20."]


def test_the_end_of_a_wrapped_line_counts_with_the_last_part_only() -> None:
    # "Scores: A 10, B 20, C 30 points." is 32 columns; at 31 the last part and its end
    # go to a line of their own, while "B 20," (its comma, not the end) still fits
    parts = ["A 10", "B 20", "C 30"]
    assert _wrapped(32, parts, " points.") == ["Scores: A 10, B 20, C 30 points."]
    assert _wrapped(31, parts, " points.") == ["Scores: A 10, B 20,", "        C 30 points."]
    # at 24 "Scores: A 10, B 20 points." (26) would not fit, "Scores: A 10, B 20," (19) does
    assert _wrapped(24, parts, " points.") == ["Scores: A 10, B 20,", "        C 30 points."]
