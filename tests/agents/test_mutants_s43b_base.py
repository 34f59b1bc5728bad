"""Mutants of :mod:`roadgames.agents.base` (``get_agent``, ``_check_game``, ``_load``) that
the other tests let live (session 43's second sweep)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import roadgames.agents as agents_package
from roadgames.agents import Decision, agent_names, base, get_agent, register_agent
from roadgames.core.errors import RoadgamesError


class _First:
    """A player of a game of one's own: the first legal action."""

    name = "first"

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        return Decision(legal[0])


def test_a_game_known_only_by_the_players_registered_for_it_gets_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``register_agent`` for a game the registry of games does not hold (one of the
    caller's own) makes that game known to ``get_agent``: its player is built, not
    refused as an unknown game."""
    monkeypatch.setattr(base, "_REGISTRY", dict(base._REGISTRY))
    register_agent("s43b-solitaire", "first", lambda seed: _First())
    agent = get_agent("s43b-solitaire", "first", seed=1)
    assert isinstance(agent, _First)
    assert agent_names("s43b-solitaire") == ["first", "random"]
    with pytest.raises(RoadgamesError, match="unknown game 's43b-other'"):
        get_agent("s43b-other", "first")


def test_a_player_of_ones_own_for_no_game_is_refused_before_its_code_runs(
    tmp_path: Path,
) -> None:
    """A game that is none is said to be unknown for a ``file.py:Name`` player too, and
    the file is not run for it (its code could do anything)."""
    ran = tmp_path / "ran"
    player = tmp_path / "player.py"
    player.write_text(
        f"open({str(ran)!r}, 'w').close()\n\n"
        "class Mine:\n"
        "    def __init__(self, seed):\n"
        "        pass\n\n"
        "    def decide(self, view, legal):\n"
        "        return legal[0]\n",
        encoding="utf-8",
    )
    with pytest.raises(RoadgamesError, match="unknown game 'chess'; known games: millebornes"):
        get_agent("chess", f"{player}:Mine", seed=1)
    assert not ran.exists()
    get_agent("millebornes", f"{player}:Mine", seed=1)  # the same player, for a game: built
    assert ran.exists()


def test_a_players_module_that_fails_to_import_says_what_it_lacks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game's players' module that is there but imports something missing (a library not
    installed) fails with that, where a game without such a module is only looked past: it
    is not taken for a game with no players of its own."""
    (tmp_path / "s43bgame.py").write_text("import s43b_not_installed\n", encoding="utf-8")
    monkeypatch.setattr(agents_package, "__path__", [*agents_package.__path__, str(tmp_path)])
    with pytest.raises(ModuleNotFoundError) as caught:
        agent_names("s43bgame")
    assert caught.value.name == "s43b_not_installed"
    assert agent_names("s43b-nothing") == ["random"]  # no module at all: looked past
