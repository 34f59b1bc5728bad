"""Every ``--seed`` is read by one function of ``core.seeds``: a seed longer than Python
reads is refused as too long, in a line, not as "invalid int value" echoing every digit."""

from __future__ import annotations

import sys

import pytest

from roadgames.cli import build_parser, main
from roadgames.core.errors import RoadgamesError
from roadgames.core.seeds import SeedTooLongError, read_seed, read_whole_seed

LIMIT = sys.get_int_max_str_digits()
TOO_LONG = "9" * (LIMIT + 1)


@pytest.mark.parametrize("command", ["simulate", "tournament", "play"])
def test_a_seed_too_long_is_refused_in_one_short_line(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main([command, "--seed", TOO_LONG])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"a seed is a whole number of at most {LIMIT} digits, not {LIMIT + 1}" in err
    assert TOO_LONG[:100] not in err  # the digits are counted, not repeated


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_a_run_seed_is_from_0_as_plays_and_as_long_as_python_reads(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # one rule for every command's --seed (session 37: simulate and tournament took -5)
    parser = build_parser()
    needed = ["--agents", "random,random"] if command == "tournament" else []
    with pytest.raises(SystemExit):
        parser.parse_args([command, *needed, "--seed", "-5"])
    assert "-5 is negative: seeds are whole numbers from 0" in capsys.readouterr().err
    assert parser.parse_args([command, *needed, "--seed", "0"]).seed == 0
    longest = "8" * LIMIT
    assert parser.parse_args([command, *needed, "--seed", longest]).seed == int(longest)


def test_no_number_is_said_with_its_text_cut_short() -> None:
    with pytest.raises(RoadgamesError) as refused:
        read_whole_seed("x" * 500)
    assert not isinstance(refused.value, SeedTooLongError)
    message = str(refused.value)
    assert message.startswith("a seed is a whole number, not 'xxx")
    assert len(message) < 80


def test_a_deal_seed_is_too_long_before_it_is_negative() -> None:
    with pytest.raises(SeedTooLongError) as refused:
        read_seed("-" + TOO_LONG)
    assert (refused.value.digits, refused.value.limit) == (LIMIT + 1, LIMIT)
    with pytest.raises(RoadgamesError, match="is negative"):
        read_seed("-5")
    assert read_seed(" 1_000 ") == 1000
