"""Save, quit and resume to the same state; damaged or hand-edited files get a clear message
(never a traceback); the command line's other refusals."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from tui_helpers import choose, make_app, person_moves, press_action, settle, table

from roadgames.cli import main
from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.session import PERSON, GameSession


def test_save_quit_and_resume_to_the_same_state(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    session = GameSession.new(
        make_rules("classic", 3), [PERSON, "random", "random"], names=["Ann", "B", "C"], seed=9
    )

    async def play_then_quit() -> None:
        app = make_app(session, path)
        async with app.run_test(size=(80, 24)) as pilot:
            await person_moves(pilot, 3)
            await pilot.press("q")
        assert app.return_value == str(path)

    asyncio.run(play_then_quit())
    assert path.exists()
    resumed = GameSession.load(path)
    assert [str(a) for a in resumed.state.history] == [str(a) for a in session.state.history]
    assert len(session.state.history) > 3
    assert resumed.players == session.players and resumed.names == ["Ann", "B", "C"]
    assert resumed.view(0).to_dict() == session.view(0).to_dict()
    assert resumed.state.hands == session.state.hands
    assert resumed.state.draw_pile == session.state.draw_pile

    async def resume_and_go_on() -> None:
        app = make_app(resumed, path)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            assert view.hand == session.view(0).hand
            before = len(resumed.state.history)
            await press_action(pilot, view, choose(view))
            await settle(pilot)
            assert len(resumed.state.history) > before

    asyncio.run(resume_and_go_on())


def _write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def _good_record(tmp_path: Path) -> dict[str, object]:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3)
    session.state.apply(session.state.legal_actions()[0])
    data: dict[str, object] = session.record().to_dict()
    return data


@pytest.mark.parametrize(
    ("case", "expected"),
    [
        ("missing", "cannot read"),
        ("not_json", "not valid JSON"),
        ("not_a_record", "must be a JSON object"),
        ("wrong_format", "not a roadgames record"),
        ("bad_action", "does not replay"),
        ("illegal_action", "does not replay"),
        ("bad_rules", "rules are not valid: players"),
        ("bad_players", "players named"),
        ("unknown_level", "unknown player"),
        ("other_game", "'chess'"),
        ("rules_wrong_type", "rules"),
    ],
)
def test_bad_resume_file_gets_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str, expected: str
) -> None:
    record = _good_record(tmp_path)
    path = tmp_path / "bad.json"
    if case == "missing":
        path = tmp_path / "nowhere.json"
    elif case == "not_json":
        _write(path, '{"format": "roadgames-record/1", "game": ')
    elif case == "not_a_record":
        _write(path, [1, 2, 3])
    elif case == "wrong_format":
        _write(path, {**record, "format": "something-else/2"})
    elif case == "bad_action":
        _write(path, {**record, "actions": ["fly to the moon"]})
    elif case == "illegal_action":
        _write(path, {**record, "actions": ["play 200"]})
    elif case == "bad_rules":
        _write(path, {**record, "rules": {**record["rules"], "players": 9}})  # type: ignore[dict-item]
    elif case == "bad_players":
        _write(path, {**record, "players": ["human"]})
    elif case == "unknown_level":
        _write(path, {**record, "players": ["human", "grandmaster"]})
    elif case == "other_game":
        _write(path, {**record, "game": "chess"})
    elif case == "rules_wrong_type":
        _write(path, {**record, "rules": {**record["rules"], "target": "far"}})  # type: ignore[dict-item]
    status = main(["play", "--resume", str(path)])
    err = capsys.readouterr().err
    assert status == 2
    assert "cannot resume" in err and expected in err
    assert "Traceback" not in err


def test_bad_rules_on_the_command_line_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["play", "--quick", "--players", "9"])
    assert status == 2
    assert "players" in capsys.readouterr().err


def computer_moves(session: GameSession, count: int) -> list[str]:
    """Let the (all-computer) seats make ``count`` moves through the session, as the table
    screen does; the moves as text."""
    moves: list[str] = []
    for _ in range(count):
        seat = session.to_move
        if seat is None:
            break
        decision = session.decide(seat, session.view(seat))
        assert session.apply_computer(seat, decision.action, len(session.state.history))
        moves.append(str(decision.action))
    return moves


def test_a_resumed_game_plays_on_as_the_unbroken_one(tmp_path: Path) -> None:
    # Computer players draw on random generators (easy; a search player samples worlds):
    # they are seeded by the point of the game, so saving and resuming changes none of
    # their moves.
    def fresh() -> GameSession:
        return GameSession.new(make_rules("modern", 2), ["easy", "test-search"], seed=12)

    unbroken = fresh()
    computer_moves(unbroken, 20)
    later = computer_moves(unbroken, 20)
    broken = fresh()
    computer_moves(broken, 20)
    broken.save(tmp_path / "game.json")
    resumed = GameSession.load(tmp_path / "game.json")
    assert computer_moves(resumed, 20) == later


def test_a_game_not_begun_kept_without_its_deal_is_dealt_once_for_good() -> None:
    """A record with no actions may keep neither seed nor decks: resumed, it gets a seed,
    and the game saved from it deals the same cards as the one on the screen."""
    record = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3).record()
    record.seed = None
    record.actions = []
    session = GameSession.from_record(record)
    saved = session.record()
    assert saved.seed is not None
    assert saved.replay().view(0).to_dict() == session.state.view(0).to_dict()


def test_a_stacked_game_kept_without_a_seed_resumes_as_the_same_game() -> None:
    rules = make_rules("modern", 2)
    record = GameSession.new(rules, [PERSON, "random"], seed=3).record()
    record.seed = None
    record.decks = [[c.code for c in stacked_deck(rules)]]
    record.actions = []
    saved = GameSession.from_record(record).record()
    assert record.continues_into(saved)  # not another game to set aside
