"""A seat's computer levels on the new-game form come weakest first, in either game, not in
the registry's alphabetical order (``easy, expert, hard, heuristic, medium, random``: no
order at all to a person, and less once translated, ``helppo, mestari, vaikea …``)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Select
from tui_helpers import settle

from roadgames.agents import agent_aliases, get_agent, register_agent
from roadgames.agents.base import RandomAgent
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.new_game_controls import kind_options
from roadgames.tui.session import PERSON

EN = Translator("en")
SAME_AS = agent_aliases("millebornes")


def test_the_mille_bornes_levels_come_weakest_first() -> None:
    levels = ["easy", "expert", "hard", "heuristic", "medium", "random"]
    values = [value for _, value in kind_options(levels, EN, ["heuristic"], SAME_AS)]
    assert values == [PERSON, "random", "easy", "medium", "heuristic", "hard", "expert"]


def test_one_player_under_two_names_is_one_choice_unless_a_seat_holds_the_other() -> None:
    """``heuristic`` is ``medium`` under its own name: the form lists ``medium`` alone,
    and ``heuristic`` too only where a seat holds it (``play --players heuristic``, a game
    resumed), so that the seat shows what it holds."""
    levels = ["easy", "expert", "hard", "heuristic", "medium", "random"]
    assert "heuristic" not in [value for _, value in kind_options(levels, EN, (), SAME_AS)]
    assert "heuristic" not in [value for _, value in kind_options(levels, EN, ["medium"], SAME_AS)]
    assert "heuristic" in [
        value for _, value in kind_options(["heuristic", "easy"], EN, (), SAME_AS)
    ]


def test_the_registry_names_the_players_under_two_names_in_either_game() -> None:
    """``heuristic`` is registered as ``medium`` under its own name, and is the only
    such player: Rush Hour Shift has none."""
    assert SAME_AS == {"heuristic": "medium"}
    assert agent_aliases("rushshift") == {}
    medium = get_agent("millebornes", "medium", 3)
    heuristic = get_agent("millebornes", "heuristic", 3)
    assert type(medium) is type(heuristic)


def test_the_rush_hour_shift_levels_come_weakest_first() -> None:
    values = [value for _, value in kind_options(["greedy", "random", "search"], EN)]
    assert values == [PERSON, "random", "greedy", "search"]


def test_a_level_of_no_known_strength_comes_after_the_others_as_given() -> None:
    values = [value for _, value in kind_options(["zeta", "hard", "alpha", "easy"], EN)]
    assert values == [PERSON, "easy", "hard", "zeta", "alpha"]


def test_the_forms_seat_choices_are_in_that_order(tmp_path: Path) -> None:
    shown: list[str] = []

    async def scenario() -> None:
        app = RoadgamesApp(lang="fi", save_path=tmp_path / "save.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            seat: Select[str] = app.screen.query_one("#kind-1", Select)
            shown.extend(str(prompt) for prompt, _ in seat._options)

    asyncio.run(scenario())
    fi = Translator("fi")
    wanted = [fi("computer", level=fi.level(level)) for level in ("easy", "medium", "expert")]
    positions = [shown.index(words) for words in wanted]
    assert positions == sorted(positions)


def test_a_name_registered_again_as_a_player_of_its_own_is_no_alias_any_more() -> None:
    """Registered again without ``same_as``, a name stops being listed as the other's:
    the form would otherwise hide a player that no longer plays as the other does."""
    game = "aliases-s45"
    register_agent(game, "copy", RandomAgent, same_as="original")
    assert agent_aliases(game) == {"copy": "original"}
    register_agent(game, "copy", RandomAgent)
    assert agent_aliases(game) == {}
