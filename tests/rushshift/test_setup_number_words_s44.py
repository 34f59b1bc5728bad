"""A set-up refused is echoed as it was given: ``-o setup=11`` (a number, as the command
line reads digits) is "not 11", as ``-o setup=GG`` is "not GG", not "not '11'" as though
a text had been given; from Python, ``make_rules(setup=11)`` is said the same way."""

from __future__ import annotations

import pytest

from roadgames.cli import main
from roadgames.core.errors import RoadgamesError
from roadgames.rushshift import make_rules


@pytest.mark.parametrize("typed", ["11", "0", "-1", "GG"])
def test_a_set_up_refused_on_the_command_line_is_echoed_as_typed(
    typed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "rushshift", "--seats", "greedy", "--games", "1", "-o", f"setup={typed}"]
    assert main(argv) == 2
    assert capsys.readouterr().err.rstrip().endswith(f", not {typed}")


def test_a_set_up_number_from_python_is_refused_as_a_number() -> None:
    with pytest.raises(RoadgamesError, match=r", not 11$"):
        make_rules(setup=11)
    with pytest.raises(RoadgamesError, match=r", not '11'$"):
        make_rules(setup="11")


@pytest.mark.parametrize("number", [1, 3, 10])
def test_a_set_up_named_by_its_number_is_that_set_up(number: int) -> None:
    assert make_rules(setup=number).setup == str(number)
