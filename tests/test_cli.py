"""The ``roadgames`` command: simulate, replay, rules and tournament, and their errors."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.commands.play import _players
from roadgames.core.records import record_of
from roadgames.millebornes import make_rules, new_game


def test_rules_prints_every_option_of_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "classic", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "short" in out and "700" in out and "play_out" in out
    assert main(["rules", "modern", "-o", "fast_play=on"]) == 0
    assert "(changed)" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["rules", "classic", "--players", "5"], "option 'players'"),
        (["rules", "modern", "-o", "bogus=1"], "unknown option 'bogus'"),
        (["rules", "modern", "--players", "5", "-o", "teams=on"], "option 'teams'"),
        (["rules", "club", "-o", "max_200s=9"], "option 'max_200s'"),
        (["simulate", "--games", "0"], "--games"),
        (["tournament", "--agents", "heuristic,random", "--deals", "0"], "--deals"),
        (["tournament", "--agents", "heuristic,random", "--jobs", "-1"], "--jobs"),
        (["play", "--players", "1"], "option 'players'"),
        (["play", "--seats", "human,nobody"], "unknown player 'nobody'"),
        (["play", "--seats", "human,expert,medium", "--players", "2"], "3 players named"),
    ],
)
def test_bad_options_give_a_clear_error(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_simulate_summarises_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["simulate", "--preset", "club", "--players", "4", "--games", "5", "--seed", "7"]) == 0
    )
    out = capsys.readouterr().out
    assert "5 random games" in out
    assert "hands played" in out and "By seat" in out


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    main(["simulate", "--preset", "modern", "--games", "3", "--seed", "11"])
    first = capsys.readouterr().out
    main(["simulate", "--preset", "modern", "--games", "3", "--seed", "11"])
    assert capsys.readouterr().out == first


def _played_record(tmp_path: Path) -> Path:
    rules = make_rules("modern", 2)
    state = new_game(rules, seed=3)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "game.json"
    record_of("millebornes", rules.to_dict(), state.history, seed=3).save(path)
    return path


def test_replay_prints_each_action_and_the_score_sheet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _played_record(tmp_path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    actions = json.loads(path.read_text())["actions"]
    assert f"{len(actions):5d}  seat" in out
    assert "hand 1 over" in out and "Distance" in out


def test_replay_refuses_a_tampered_record_with_the_action_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _played_record(tmp_path)
    data = json.loads(path.read_text())
    data["actions"][4] = "play 200 > 1"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "action 5" in err


def test_replay_of_a_missing_or_damaged_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["replay", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def test_tournament_checks_its_output_folder_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    argv = ["tournament", "--agents", "heuristic,random", "--deals", "1", "--out"]
    assert main([*argv, str(blocker / "results")]) == 2
    captured = capsys.readouterr()
    assert "cannot write the results" in captured.err and "Traceback" not in captured.err
    assert "heuristic" not in captured.out  # refused before any game was played
    assert main([*argv, str(tmp_path / "new" / "folder")]) == 0  # made, parents too
    assert (tmp_path / "new" / "folder" / "games.csv").exists()


def test_play_counts_the_seats_it_is_given() -> None:
    assert _players(None, []) == 2
    assert _players(None, ["human", "expert", "medium"]) == 3
    assert _players(4, ["human", "expert"]) == 4  # --players wins; the rest get defaults
