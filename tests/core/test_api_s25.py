"""The engines from Python, loose ends of the twenty-fourth session (twenty-fifth): a seat
that is no seat refused with an error type of the project's own; action kinds and
directions whose repr pastes back; a Rush Hour Shift board with a useful repr; a damaged
record loaded from a file whose replay error names that file (once).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import roadgames.core
import roadgames.millebornes as mb
import roadgames.rushshift as rs
from roadgames.cli import main
from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.core.records import GameRecord, record_of, replay_problem
from roadgames.millebornes.actions import Kind as MilleBornesKind
from roadgames.rushshift.actions import Kind as RushKind
from roadgames.rushshift.board import RIGHT, Board, Dir
from roadgames.rushshift.vehicles import GOLD, SILVER, index_of

GAMES: tuple[ModuleType, ...] = (mb, rs)
game_modules = pytest.mark.parametrize("mod", GAMES, ids=lambda m: m.__name__.rsplit(".")[-1])
NOT_SEATS: tuple[object, ...] = ("0", 0.0, True, 2, -1, None)


def _rules(mod: ModuleType) -> Any:
    return mod.make_rules("classic", 2) if mod is mb else mod.make_rules()


# ------------------------------------------------------------------ seats


QUERIES = [(query, seat) for query in ("view", "hand_cards") for seat in NOT_SEATS] + [
    ("is_legal", seat)
    for seat in NOT_SEATS
    if seat is not None  # None: asked of no seat
]


@game_modules
@pytest.mark.parametrize(("query", "seat"), QUERIES)
def test_a_query_for_what_is_no_seat_raises_the_projects_own_error(
    mod: ModuleType, seat: Any, query: str
) -> None:
    """``view(-1)``, ``hand_cards("0")``, ``is_legal(a, seat=2)`` raised a plain
    ``ValueError``: now a :class:`NoSuchSeatError`, a ``RoadgamesError`` with its own code
    (so the CLI and a server can say it as they say the others) and still a ``ValueError``
    (so ``except ValueError`` keeps working), with the message it had."""
    state = mod.new_game(_rules(mod), seed=3)
    calls = {
        "view": lambda: state.view(seat),
        "hand_cards": lambda: state.hand_cards(seat),
        "is_legal": lambda: state.is_legal(state.legal_actions()[0], seat=seat),
    }
    error_type = roadgames.core.NoSuchSeatError
    with pytest.raises(error_type) as caught:
        calls[query]()
    assert isinstance(caught.value, ValueError) and isinstance(caught.value, RoadgamesError)
    assert caught.value.code == "no_seat"
    assert str(caught.value) == f"no seat {seat!r} in a 2-seat game"


def test_the_seat_error_is_exported_with_the_others_and_documented() -> None:
    """Importable where the other errors are, and named in the README's Python section."""
    from roadgames.core import errors

    assert roadgames.core.NoSuchSeatError is errors.NoSuchSeatError
    assert "NoSuchSeatError" in roadgames.core.__all__
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("### The engine from Python", 1)[1].split("\n### ", 1)[0]
    assert "NoSuchSeatError" in section


# ------------------------------------------------------------------ reprs


@pytest.mark.parametrize("enum", [MilleBornesKind, RushKind, Dir], ids=lambda e: e.__module__)
def test_action_kinds_and_directions_have_a_repr_that_pastes_back(enum: Any) -> None:
    """``repr(Kind.PLAY)`` was ``<Kind.PLAY: 5>``, no Python, beside cards' ``Card.STOP``
    and actions' ``Action.parse('play STOP > 1')``: now ``Kind.PLAY``, which evaluates to
    the member (each of them)."""
    for member in enum:
        assert repr(member) == f"{enum.__name__}.{member.name}"
        assert eval(repr(member), {enum.__name__: enum}) is member
    # only the repr changed: str and format are the number's still (records never use them)
    first = next(iter(enum))
    assert (str(first), f"{first}") == (str(int(first)), str(int(first)))


def test_an_actions_fields_read_as_python_together() -> None:
    """A Rush Hour Shift slide's fields, as the module's doctest shows them."""
    action = rs.parse_action("slide q d 3")
    assert repr((action.kind, action.direction)) == "(Kind.SLIDE, Dir.DOWN)"
    played = mb.parse_action("play stop > 1")
    assert repr((played.kind, played.card, played.target)) == "(Kind.PLAY, Card.STOP, 1)"


PICTURE = """
    ..... .... .....
    GG... .... .....
    ..A.. .... .....
    ..A.. .... .....
    ..... .... ...SS
    ..... .... .QQQ.
"""


def test_a_board_has_a_one_line_repr_of_what_matters_at_a_glance() -> None:
    """A board's repr was ``<roadgames.rushshift.board.Board object at 0x…>``: now one line
    with the side sections' offsets, where each hero stands and how many blockers there
    are; ``print(board)`` draws the grid (:meth:`Board.render`)."""
    board = Board.from_picture(PICTURE, left=-1)
    assert repr(board) == (
        "<Board left -1 right +0: G row 0 cols 0-1, S row 4 cols 12-13, 2 blockers>"
    )
    assert str(board) == board.render()
    assert repr([board]) == f"[{board!r}]"  # in a list too: one line, not the picture


def test_a_board_repr_says_where_a_hero_has_left_or_stands_partly_out() -> None:
    """A hero past its exit is said to be gone; one partly beyond the end shows the
    columns past the grid (as :meth:`Board.cells` gives them)."""
    board = Board.from_picture(PICTURE.replace("GG...", "...GG").replace("...SS", "SS..."))
    board.slide(GOLD, Dir.RIGHT, board.slide_limit(GOLD, Dir.RIGHT))
    assert not board.present[GOLD]
    board.step(SILVER, Dir.LEFT)
    board.step(SILVER, Dir.LEFT)  # from columns 9-10 to 7-8: still whole
    assert repr(board) == "<Board left +0 right +0: G gone, S row 4 cols 7-8, 2 blockers>"
    leaving = Board.from_picture(PICTURE.replace("GG... .... .....", "..... .... ...GG"))
    leaving.step(GOLD, Dir.RIGHT)
    assert leaving.present[GOLD]
    assert "G row 1 cols 13-14," in repr(leaving)


def test_a_board_repr_says_a_hero_never_placed_is_not_on_the_board() -> None:
    """An empty board (built by hand) has no hero that left: it says so, and counts one
    blocker as one."""
    assert repr(Board()) == (
        "<Board left +0 right +0: G not on the board, S not on the board, 0 blockers>"
    )
    one = Board.from_placements({index_of("A"): (0, 0, True)})
    assert repr(one).endswith(", 1 blocker>")


def test_the_board_repr_follows_the_board() -> None:
    """Two boards that differ in the heroes' places or the offsets differ in repr too
    (a repr that did not move with the board would mislead at a REPL)."""
    board = Board.from_picture(PICTURE)
    before = repr(board)
    board.shift(RIGHT, 1)
    assert "right +1" in repr(board) and repr(board) != before
    board.step(GOLD, Dir.RIGHT)
    assert "G row 1 cols 1-2" in repr(board)


# ---------------------------------------------------------- damaged records


def _damaged(tmp_path: Path, number: int, text: str) -> tuple[Path, GameRecord]:
    """A finished seeded modern game's record saved to a file, its action ``number``
    (from 1) replaced by ``text``; and that record as made in memory."""
    rules = mb.make_rules("modern", 2)
    state = mb.new_game(rules, seed=3)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    actions = [str(action) for action in state.history]
    actions[number - 1] = text
    record = record_of("millebornes", rules.to_dict(), actions, seed=3)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    return path, record


def test_a_damaged_record_loaded_from_a_file_names_the_file_on_replay(tmp_path: Path) -> None:
    """``GameRecord.load(path).replay()`` named the action but not the file, which the
    ``replay`` command added: the error now says which file is damaged, then the action
    (its number and text) and the engine's reason, as ``states()`` does."""
    path, _ = _damaged(tmp_path, 7, "discard ROLL ROLL")
    expected = f"{path} is damaged: action 7 ('discard ROLL ROLL') does not replay: "
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).replay()
    assert str(caught.value).startswith(expected)
    with pytest.raises(RecordError) as again:
        for _ in GameRecord.load(path).states():
            pass
    assert str(again.value) == str(caught.value)


def test_a_damaged_record_made_in_memory_names_no_file(tmp_path: Path) -> None:
    """A record made in memory has no file: its error is the action and the reason."""
    _, record = _damaged(tmp_path, 5, "extend")
    with pytest.raises(RecordError) as caught:
        record.replay()
    assert str(caught.value) == "action 5 ('extend') does not replay: 'extend' is not legal now"


def test_the_replay_problem_of_a_damaged_file_names_it_once(tmp_path: Path) -> None:
    """What ``play`` says of a game set aside that does not replay: the file once."""
    path, _ = _damaged(tmp_path, 5, "extend")
    problem = replay_problem(GameRecord.load(path))
    assert problem is not None and problem.count(str(path)) == 1
    assert problem.startswith(f"{path} is damaged: action 5 ('extend')")


@pytest.mark.parametrize("hands", [False, True], ids=["public", "hands"])
def test_the_replay_command_names_a_damaged_file_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], hands: bool
) -> None:
    """``roadgames replay`` says where the action comes in the log (its own wording), the
    file once."""
    path, _ = _damaged(tmp_path, 5, "extend")
    assert main(["replay", *(["--hands"] if hands else []), str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"roadgames: error: {path} is damaged: after log line ")
    assert err.count(str(path)) == 1
