"""Nothing cut at 80×24: every control of the new-game screen within the screen, both piles
within the table's middle row whatever the height of the hint below the hand."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import controls_past_the_form, make_app, screen_text, settle, table

from roadgames.agents import Decision
from roadgames.millebornes import make_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.session import PERSON, GameSession

SIZES = [(80, 24), (120, 40)]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_every_control_of_the_new_game_screen_fits_its_width(
    size: tuple[int, int], lang: str, tmp_path: Path
) -> None:
    """At 80 columns the Players select ran 8 columns past the form: its arrow was cut."""
    app = RoadgamesApp(setup=Setup(players=6), lang=lang, save_path=tmp_path / "s.json")
    over: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            over.extend(controls_past_the_form(app))

    asyncio.run(scenario())
    assert not over


def test_the_seed_field_says_what_blank_means_in_the_field_itself(tmp_path: Path) -> None:
    app = RoadgamesApp(setup=Setup(), lang="fr", save_path=tmp_path / "s.json")

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            text = screen_text(app)  # not "Graine (vide" then ": au hasard)" below it
            assert "Graine" in text and "vide : au hasard" in text and "(vide" not in text

    asyncio.run(scenario())


@pytest.mark.parametrize("players", [2, 6])
def test_both_piles_keep_their_borders_above_a_four_line_hint_at_80x24(
    players: int, tmp_path: Path
) -> None:
    rules = make_rules("classic", players)
    session = GameSession.new(rules, [PERSON] + ["random"] * (players - 1), seed=4)
    reason = " ".join(["a reason long enough to wrap onto more lines"] * 4)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            screen.message = "A message of the table's own."
            screen.hint_ready(Decision(view.legal_actions[0], reason), screen.hint_moment(view))
            await pilot.pause()
            assert screen.query_one("#prompt-line").region.height == 4
            middle = screen.query_one("#middle").region
            for pile in ("#draw-pile", "#discard"):
                region = screen.query_one(pile).region
                assert middle.contains_region(region), (pile, region, middle)
            draw_pile = f"Draw pile {view.draw_pile_size}"  # on one line, the count not cut
            assert draw_pile in screen_text(app)

    asyncio.run(scenario())
