"""``get_agent`` reads a built-in player's name as the command line does
(:func:`~roadgames.agents.external.player_name`): in any case, spaces around it dropped;
a player of one's own keeps its case, as Python's names tell case apart."""

from __future__ import annotations

from pathlib import Path

import pytest

from roadgames.agents import get_agent
from roadgames.core.errors import RoadgamesError


@pytest.mark.parametrize(
    ("game", "typed", "meant"),
    [
        ("millebornes", "Expert", "expert"),
        ("millebornes", " HEURISTIC ", "heuristic"),
        ("millebornes", "Random", "random"),
        ("rushshift", "Greedy", "greedy"),
    ],
)
def test_a_built_in_player_is_named_in_any_case(game: str, typed: str, meant: str) -> None:
    """``tournament --agents Expert,heuristic`` plays ``expert``; so does the Python call."""
    assert type(get_agent(game, typed, seed=1)) is type(get_agent(game, meant, seed=1))


def test_a_player_of_ones_own_keeps_its_case(tmp_path: Path) -> None:
    """``careful.py:careful`` is not ``careful.py:Careful``: the class is looked up as
    written."""
    path = tmp_path / "careful.py"
    path.write_text(
        "class Careful:\n"
        "    def __init__(self, seed):\n"
        "        pass\n"
        "\n"
        "    def decide(self, view, legal):\n"
        "        return legal[0]\n",
        encoding="utf-8",
    )
    assert get_agent("millebornes", f"{path}:Careful", seed=1) is not None
    with pytest.raises(RoadgamesError, match="careful"):
        get_agent("millebornes", f"{path}:careful", seed=1)


def test_an_unknown_player_is_named_as_typed() -> None:
    """The error says the name as the user typed it."""
    with pytest.raises(RoadgamesError, match=r"unknown player 'Wizard' for millebornes"):
        get_agent("millebornes", "Wizard")
