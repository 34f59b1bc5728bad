"""Mutants of :mod:`roadgames.tui.screens.new_game_controls` that the other tests let live
(session 43's second sweep): the seat rows the form shows as it opens, each seat's
choices and the kind of a seat added on the form."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import OptionList, Select
from tui_helpers import Host

from roadgames.tui.i18n import Translator
from roadgames.tui.screens.new_game import NewGameScreen
from roadgames.tui.screens.new_game_controls import MAX_SEATS
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.session import PERSON, default_level


def _seat_rows_shown(setup: Setup) -> list[bool]:
    """Which of the form's seat rows are shown once it has opened on ``setup``."""
    screen = NewGameScreen(setup, Translator("en"), lambda _: None, None)
    shown: list[bool] = []

    async def scenario() -> None:
        async with Host(screen).run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            shown.extend(
                bool(screen.query_one(f"#seat-row-{seat}").display) for seat in range(MAX_SEATS)
            )

    asyncio.run(scenario())
    return shown


@pytest.mark.parametrize("players", [2, 4])
def test_the_form_opens_with_a_row_for_each_seat_and_no_more(players: int) -> None:
    """As it opens (no seat count chosen yet), the form shows exactly the setup's seats: a
    row more would offer a seat the game will not have."""
    shown = _seat_rows_shown(Setup(players=players))
    assert shown == [seat < players for seat in range(MAX_SEATS)]


def _seat_choices(setup: Setup, players: int) -> list[tuple[object, list[str]]]:
    """Each seat's kind and its list of choices, as the form shows them once the seat
    count is set to ``players`` (rows hidden until then shown)."""
    screen = NewGameScreen(setup, Translator("en"), lambda _: None, None)
    seats: list[tuple[object, list[str]]] = []

    async def scenario() -> None:
        async with Host(screen).run_test(size=(100, 40)) as pilot:
            await pilot.pause()
            screen.query_one("#players", Select).value = players
            await pilot.pause()
            for seat in range(players):
                kind = screen.query_one(f"#kind-{seat}", Select)
                listed = kind.query_one(OptionList)
                choices = [
                    str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)
                ]
                seats.append((kind.value, choices))

    asyncio.run(scenario())
    return seats


def test_a_person_seated_by_the_command_line_is_no_extra_computer_choice() -> None:
    """A person among the seats given is the form's own "person" choice, not a computer
    player of one's own named "person" listed again."""
    seats = _seat_choices(Setup(players=2, kinds=[PERSON, "hard"]), 2)
    offered = _seat_choices(Setup(players=2), 2)[0][1]  # a new game's: every level
    assert [kind for kind, _ in seats] == [PERSON, "hard"]
    assert all(choices == offered for _, choices in seats)  # no "computer (human)" added


def test_seats_added_on_the_form_get_the_default_computer() -> None:
    """Seats beyond those given, shown once the seat count is raised, are computers of the
    default level, as a new game's seats are, not people."""
    seats = _seat_choices(Setup(players=2, kinds=[PERSON, "easy"]), 4)
    assert [kind for kind, _ in seats] == [PERSON, "easy", default_level(), default_level()]


def test_the_form_lists_one_player_once_unless_a_seat_holds_its_other_name() -> None:
    """A new game lists "computer (medium)" and not "computer (heuristic)" beside it (the
    same player); a seat given ``heuristic`` still shows it, in every seat's list."""
    en = Translator("en")
    medium, heuristic = (en("computer", level=en.level(level)) for level in ("medium", "heuristic"))
    new = _seat_choices(Setup(players=2), 2)
    assert all(medium in choices and heuristic not in choices for _, choices in new)
    given = _seat_choices(Setup(players=2, kinds=[PERSON, "heuristic"]), 2)
    assert [kind for kind, _ in given] == [PERSON, "heuristic"]
    assert all(medium in choices and heuristic in choices for _, choices in given)
