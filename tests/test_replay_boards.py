"""``roadgames replay --boards``: a Rush Hour Shift record with its board as each game
starts, after every turn, and as each game ends (a match deals the next game at once, so
that last board is checked against the table's own replay of the finished game); a game
without a board refuses the flag in one line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.core.records import GameRecord
from roadgames.rushshift.state import RushShiftState
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.session import RushSession

_BOARD_HEAD = re.compile(r"^left [+-]\d+  right [+-]\d+  \(up is -\)$")
#: A board's header in French, as the game's board heads it (``--lang fr``).
_FRENCH_HEAD = re.compile(r"^gauche [↑↓±]\d+  droite [↑↓±]\d+$")


def _boards(out: str, head: re.Pattern[str] = _BOARD_HEAD) -> list[tuple[str, str]]:
    """Each board printed (its header matching ``head``): the caption line before it (or
    the line before) and its picture."""
    lines = out.splitlines()
    found = []
    for i, line in enumerate(lines):
        if head.match(line):
            end = i + 1
            while end < len(lines) and re.match(r"^(?: \d|-\d|\d\d) ", lines[end]):
                end += 1
            found.append((lines[i - 1], "\n".join(lines[i:end])))
    return found


def _record(tmp_path: Path, *argv: str) -> Path:
    folder = tmp_path / "rec"
    run = ["simulate", "rushshift", "--games", "1", "--jobs", "1", "--record", str(folder)]
    assert main([*run, *argv]) == 0
    return next(folder.glob("game-*.json"))


def test_a_match_shows_every_turns_board_and_each_games_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _record(tmp_path, "--seats", "greedy,random", "-o", "games=2", "--seed", "3")
    capsys.readouterr()
    assert main(["replay", str(path), "--boards"]) == 0
    out = capsys.readouterr().out
    boards = _boards(out)
    record = GameRecord.load(path)
    state, dealt_first = record.replay(), record.new_state()
    assert isinstance(state, RushShiftState) and isinstance(dealt_first, RushShiftState)
    turns = sum(action.startswith("play ") for action in record.actions)
    games = len(state.results)
    assert games == 2
    assert len(boards) == 1 + turns + (games - 1)  # the deal, each turn, the next deal
    assert boards[0][1] == dealt_first.board.render()
    assert boards[-1][1] == state.board.render()
    session = RushSession.from_record(record)
    ended = [picture for caption, picture in boards if caption == "game 1 as it ended"]
    assert ended == [session.final_view(1, 0).board.render()]
    dealt = [i for i, (caption, _) in enumerate(boards) if caption == "game 2 as dealt"]
    assert len(dealt) == 1


def test_boards_in_french_keep_their_pictures_under_the_games_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--lang``: the same boards, in the same order (vehicle letters and the picture are
    notation), each headed and each game's end and deal captioned in the language's
    words."""
    path = _record(tmp_path, "--seats", "greedy,random", "-o", "games=2", "--seed", "3")
    capsys.readouterr()
    assert main(["replay", str(path), "--boards"]) == 0
    plain = _boards(capsys.readouterr().out)
    assert main(["replay", str(path), "--boards", "--lang", "fr"]) == 0
    french = _boards(capsys.readouterr().out, _FRENCH_HEAD)
    assert len(french) == len(plain)
    rows = [[picture.split("\n", 1)[1] for _, picture in boards] for boards in (french, plain)]
    assert rows[0] == rows[1]
    tr = Translator("fr")
    captions = [caption for caption, _ in french]
    assert captions.count(tr("rs_replay_ended", n=1)) == 1
    assert captions.count(tr("rs_replay_dealt", n=2)) == 1
    assert "Partie 1 telle qu'elle a fini" in captions
    assert "Partie 2 telle que distribuée" in captions
    assert not any(caption.startswith("game ") for caption in captions)


def test_a_game_without_a_board_refuses_the_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "rec"
    assert main(["simulate", "--games", "1", "--jobs", "1", "--record", str(folder)]) == 0
    path = next(folder.glob("game-*.json"))
    capsys.readouterr()
    assert main(["replay", str(path), "--boards"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "roadgames: error: --boards: a game of millebornes has no board (Rush Hour Shift has)\n"
    )
