"""The rules options: every number that sizes memory or a loop is bounded (rules also come
from records, which may be damaged or hostile), a board picture is checked when the rules
are made, and every command refuses bad options with the same one-line message."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.core.errors import RecordError, RulesError
from roadgames.core.records import GameRecord
from roadgames.rushshift import DEFAULT_DECK, GAME, Card, make_rules, new_game
from roadgames.rushshift.rules import (
    MAX_CARD_COUNT,
    MAX_GAMES,
    MAX_HAND_SIZE,
    MAX_TURN_LIMIT,
    Rules,
    rules_from_dict,
    validate,
)
from roadgames.tui.rushshift.session import RushSession

#: Both heroes on an otherwise empty board, as the ``setup`` option writes it.
OPEN_BOARD = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])


def test_the_card_count_cap_is_a_few_times_the_real_deck_s_largest_count() -> None:
    largest = max(DEFAULT_DECK.values())
    assert 3 * largest <= MAX_CARD_COUNT <= sum(DEFAULT_DECK.values())
    rules = make_rules(deck={"MOVE1": MAX_CARD_COUNT, "SLIDE": 0})
    assert rules.deck == ((Card.MOVE1, MAX_CARD_COUNT),)
    assert len(new_game(rules, seed=1).draw_pile) == MAX_CARD_COUNT - 2 * rules.hand_size


@pytest.mark.parametrize(
    "deck",
    [
        {"MOVE1": 10**10},
        {"MOVE1": MAX_CARD_COUNT + 1},
        {"MOVE1": 20, "move1": 20},  # one card written twice: the total counts
        {"MOVE1": -1},
        {"MOVE1": 1.5},
        {"MOVE1": True},
        {"MOVE1": "10"},
        {"MOVE1": 10**5000},  # too long even to write out in full
    ],
)
def test_a_card_count_must_be_a_whole_number_up_to_the_cap(deck: dict[str, object]) -> None:
    with pytest.raises(RulesError, match="count of MOVE1 must be a whole number from 0 to 32"):
        make_rules(deck=deck)  # at once: no deck is built
    with pytest.raises(RulesError, match="count of MOVE1"):
        rules_from_dict({**Rules().to_dict(), "deck": deck})


def test_rules_built_without_make_rules_are_checked_too() -> None:
    with pytest.raises(RulesError, match="count of SHIFT"):
        validate(replace(Rules(), deck=((Card.SHIFT, 10**10),)))
    with pytest.raises(RulesError, match="must map card codes to counts"):
        validate(replace(Rules(), deck=(("SHIFT", 3),)))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "value", "high"),
    [
        ("hand_size", MAX_HAND_SIZE + 1, MAX_HAND_SIZE),
        ("hand_size", 0, MAX_HAND_SIZE),
        ("games", MAX_GAMES + 1, MAX_GAMES),
        ("turn_limit", MAX_TURN_LIMIT + 1, MAX_TURN_LIMIT),
        ("turn_limit", 10**10, MAX_TURN_LIMIT),
        ("first_player", 2, 1),
        ("games", 2.0, MAX_GAMES),
    ],
)
def test_every_other_number_is_bounded(name: str, value: object, high: int) -> None:
    with pytest.raises(RulesError, match=f"option '{name}' must be an integer from .* to {high}"):
        rules_from_dict({**Rules().to_dict(), name: value})


def _record(tmp_path: Path, **rules: object) -> Path:
    """A saved game whose rules are changed as given (as a damaged or hostile file)."""
    session = RushSession.new(GAME.rules_from_options(None, 2), ["human", "random"], seed=4)
    session.state.apply(session.state.legal_actions()[0])
    data = session.record().to_dict()
    data["rules"] = {**data["rules"], **rules}
    path = tmp_path / "rush.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_record_with_a_huge_deck_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 10**6, not the reported 10**10: without the check this builds the deck, and a test
    # run on a broken build should fail, not exhaust the machine's memory.
    count = 10**6
    path = _record(tmp_path, deck={"MOVE1": count, "SLIDE": 5})
    with pytest.raises(RecordError, match="count of MOVE1"):
        GameRecord.load(path).new_state()
    for argv, start in (
        (["replay", str(path)], f"roadgames: error: {path} cannot start"),
        (["play", "rushshift", "--resume", str(path)], "roadgames: cannot resume"),
    ):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith(start) and err.count("\n") == 1, err
        assert f"the count of MOVE1 must be a whole number from 0 to 32, not {count}" in err


@pytest.mark.parametrize(
    ("setup", "reason"),
    [
        ("a/b", "the picture has 2 row(s), not 6"),
        (OPEN_BOARD + "/" + "." * 14, "the picture has 7 row(s), not 6"),
        (OPEN_BOARD[:-1], "row 6 of the picture has 13 squares, not 14"),
        (OPEN_BOARD.replace("SS", ".."), "the picture has no S hero"),
        (OPEN_BOARD.replace("..SS", "ZZSS"), "no vehicle 'Z'"),
        (OPEN_BOARD.replace("GG..", "GGG."), "vehicle G must be a straight line of 2"),
    ],
)
def test_a_bad_board_picture_is_refused_when_the_rules_are_made(setup: str, reason: str) -> None:
    with pytest.raises(RulesError) as caught:
        make_rules(setup=setup)
    message = str(caught.value)
    assert message.startswith(f"option 'setup': {reason}")
    assert "with '/' between rows" in message  # how to write one


def test_rules_and_simulate_refuse_the_same_options_with_the_same_message(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for option in ("setup=a/b", "setup=nowhere", "hand_size=9", "setup=" + OPEN_BOARD[:-1]):
        assert main(["rules", "rushshift", "-o", option]) == 2
        refused = capsys.readouterr().err
        assert main(["simulate", "rushshift", "-o", option, "--games", "1"]) == 2
        assert capsys.readouterr().err == refused
        assert refused.startswith("roadgames: error: option ") and refused.count("\n") == 1
    assert main(["rules", "rushshift", "-o", "setup=" + OPEN_BOARD]) == 0
    assert "set-up a custom picture" in capsys.readouterr().out


@pytest.mark.parametrize("command", ["rules", "simulate", "play"])
def test_the_option_help_says_how_to_write_a_board_picture(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main([command, "--help"])
    assert exited.value.code == 0
    help_text = re.sub(r"\s+", " ", capsys.readouterr().out)
    assert "Rush Hour Shift options: setup," in help_text
    assert (
        "setup is '1' to '10', 'random' or a board picture (6 rows of 14 squares, each a "
        "vehicle letter or '.', with '/' between rows)"
    ) in help_text
