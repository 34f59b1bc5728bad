"""The Mille Bornes table's layout at the sizes it is played at (80×24, 120×40, 160×50), with
two seats and with four (two teams), in English and in French: the cards in play get the
rows a taller screen gives, not the log of past moves; every hand card whole; the hand
centred where the cards stop growing; nothing past the screen's edge."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.geometry import Region
from textual.widgets import Footer
from tui_helpers import make_app, screen_text, settle, table, three_safeties_session

from roadgames.agents import Decision
from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui import demo
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.tableau import DistanceBar, TableauWidget

ALL_SIZES = [(80, 24), (120, 40), (160, 50)]
IDS = {(80, 24): "80x24", (120, 40): "120x40", (160, 50): "160x50"}
#: The sizes with rows to spare beyond what 80×24 needs.
TALL_SIZES = [(120, 40), (160, 50)]
LANGUAGES = ["en", "fr"]


def four_seats() -> GameSession:
    """Four seats in two teams, the person at seat 0, a hand just dealt."""
    rules = make_rules("classic", 4)
    return GameSession.new(rules, [PERSON, "random", "random", "random"], seed=3)


SESSIONS = {"two seats": demo.demo_session, "four seats": four_seats}


async def at_table(
    app: RoadgamesApp, size: tuple[int, int], check: Callable[[TableScreen], None]
) -> None:
    """Run ``app`` at ``size`` until the person's turn, then ``check(screen)``."""
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await pilot.pause()
        check(table(app))


def regions(screen: TableScreen, selector: str) -> list[Region]:
    """The regions of the shown widgets that ``selector`` matches."""
    return [widget.region for widget in screen.query(selector) if widget.display]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seats", SESSIONS)
@pytest.mark.parametrize("size", TALL_SIZES, ids=IDS.get)
def test_the_log_takes_at_most_half_the_rows_on_a_tall_screen(
    size: tuple[int, int], seats: str, lang: str, tmp_path: Path
) -> None:
    """At 120×40 the log took 24 of the 40 rows, the tableaux 7 and the hand 5 (at 160×50,
    34 of 50): the rows a tall screen gives go to the cards in play, which a player reads
    every turn, the log of past moves keeping at most half the screen."""
    app = make_app(SESSIONS[seats](), tmp_path / "save.json", lang=lang)

    def check(screen: TableScreen) -> None:
        log = screen.query_one("#log").region.height
        tableau = screen.query_one(TableauWidget).region.height
        hand = screen.query_one("#hand").region.height
        assert log <= size[1] // 2, (log, tableau, hand)

    asyncio.run(at_table(app, size, check))


@pytest.mark.parametrize("seats", SESSIONS)
@pytest.mark.parametrize("size", TALL_SIZES, ids=IDS.get)
def test_a_tableau_card_is_as_tall_as_a_hand_card_on_a_tall_screen(
    size: tuple[int, int], seats: str, tmp_path: Path
) -> None:
    """The battle and speed piles were one line inside their frame at any size ('Limite de
    Vitesse' cut where a hand card broke it onto two lines): on a tall screen they are card
    faces as tall as those of the hand, and so are the draw and discard piles."""
    app = make_app(SESSIONS[seats](), tmp_path / "save.json", lang="fr")

    def check(screen: TableScreen) -> None:
        hand = {region.height for region in regions(screen, "#hand .card")}
        assert len(hand) == 1, hand
        piles = regions(screen, ".tableau .piles .card") + regions(screen, "#discard")
        assert {region.height for region in piles} == hand, (piles, hand)
        assert screen.query_one("#draw-pile").region.height == hand.pop()

    asyncio.run(at_table(app, size, check))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("seats", SESSIONS)
@pytest.mark.parametrize("size", ALL_SIZES, ids=IDS.get)
def test_every_hand_card_is_whole_above_the_prompt(
    size: tuple[int, int], seats: str, lang: str, tmp_path: Path
) -> None:
    """Each card of the hand within the screen, as tall as the others, above the prompt
    line, which is above the footer; nothing scrolls."""
    app = make_app(SESSIONS[seats](), tmp_path / "save.json", lang=lang)

    def check(screen: TableScreen) -> None:
        whole = Region(0, 0, *size)
        cards = regions(screen, "#hand .card")
        assert len(cards) == len(screen.current_view().hand)
        prompt = screen.query_one("#prompt-line").region
        for card in cards:
            assert whole.contains_region(card) and card.bottom <= prompt.y, (card, prompt)
        assert len({card.height for card in cards}) == 1
        assert prompt.bottom <= screen.query_one(Footer).region.y
        assert screen.scroll_offset.y == 0 and not screen.show_vertical_scrollbar

    asyncio.run(at_table(app, size, check))


@pytest.mark.parametrize("seats", SESSIONS)
@pytest.mark.parametrize("size", ALL_SIZES, ids=IDS.get)
def test_the_hand_is_centred_under_the_table(
    size: tuple[int, int], seats: str, tmp_path: Path
) -> None:
    """At 160 columns seven cards at their widest left a quarter of the hand's row empty on
    the right: the hand sits in the middle, as the tableaux above it do."""
    app = make_app(SESSIONS[seats](), tmp_path / "save.json")

    def check(screen: TableScreen) -> None:
        row = screen.query_one("#hand").region
        cards = regions(screen, "#hand .card")
        left = cards[0].x - row.x
        right = row.right - cards[-1].right
        assert abs(left - right) <= 1, (left, right)

    asyncio.run(at_table(app, size, check))


@pytest.mark.parametrize("size", ALL_SIZES, ids=IDS.get)
def test_no_widget_of_the_table_runs_past_the_screen(size: tuple[int, int], tmp_path: Path) -> None:
    """Every card, tableau, pile and line of the four-seat table within the screen."""
    app = make_app(four_seats(), tmp_path / "save.json", lang="fr")

    def check(screen: TableScreen) -> None:
        whole = Region(0, 0, *size)
        shown = screen.query("CardWidget, TableauWidget, DrawPile, #log, #status, #prompt-line")
        for widget in shown:
            if widget.display:
                assert whole.contains_region(widget.region), widget

    asyncio.run(at_table(app, size, check))


#: The first rows of each height of card (5, 7, 9 rows), at the narrowest width.
THRESHOLDS = [(80, 28), (80, 36), (80, 46)]


@pytest.mark.parametrize("size", THRESHOLDS, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_tightest_table_fits_where_the_cards_grow(
    size: tuple[int, int], tmp_path: Path
) -> None:
    """Where a taller card first applies, the fullest table still fits: three safeties on
    two lines, the prompt and a hint of three lines under the hand, both piles within the
    middle row, the log keeping a few lines, nothing scrolled."""
    app = make_app(three_safeties_session(), tmp_path / "save.json")
    reason = " ".join(["a reason long enough to wrap onto more lines"] * 4) + " LASTWORD"

    async def scenario() -> None:
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            screen.hint_ready(Decision(view.legal_actions[0], reason), screen.hint_moment(view))
            await pilot.pause()
            assert screen.query_one("#safeties-0").region.height == 2
            assert screen.query_one("#prompt-line").region.height == 4
            assert "LASTWORD" in screen_text(app)
            assert screen.query_one("#prompt-line").region.bottom <= size[1] - 1
            middle = screen.query_one("#middle").region
            for pile in ("#draw-pile", "#discard"):
                assert middle.contains_region(screen.query_one(pile).region), pile
            assert screen.query_one("#log").region.height >= 5
            assert screen.scroll_offset.y == 0 and not screen.show_vertical_scrollbar

    asyncio.run(scenario())


def six_tableaux_with_miles() -> GameSession:
    """Six players each on their own, seat 0 (a person) with 200 miles on a trip of 1000
    (Right of Way, then a 200): six tableaux across the screen, one with a long count."""
    rules = make_rules("classic", 6, teams=False, target=1000)
    hand = ["RIGHT_OF_WAY", "200", "100", "25", "25", "ROLL"]
    deck = stacked_deck(rules, hands=[hand], draw=["75"] * 8)
    session = GameSession.new(
        rules, [PERSON] + ["random"] * 5, seed=4, decks=[[c.code for c in deck]]
    )
    for code in ("RIGHT_OF_WAY", "200"):
        session.state.apply(session.state.parse_action(f"play {code}"))
    return session


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_miles_show_whole_in_a_row_of_six_tableaux(lang: str, tmp_path: Path) -> None:
    """Six tableaux across 80 columns: a bar of eleven cells kept four for the bar and
    wrapped ' 200/1000' onto a line the bar has not, so that no miles at all showed for the
    team that had any. The miles show whole, the bar taking what is left."""
    app = make_app(six_tableaux_with_miles(), tmp_path / "save.json", lang=lang)

    def check(screen: TableScreen) -> None:
        view = screen.current_view()
        for team, bar in enumerate(screen.query(DistanceBar)):
            shown = bar.render().plain
            miles = f"{view.tableaux[team].miles}/{view.trip}"
            assert miles in shown.split("\n")[0] and len(shown) <= bar.size.width, shown
        assert view.tableaux[0].miles == 200

    asyncio.run(at_table(app, (80, 24), check))


@pytest.mark.parametrize(("lang", "title"), [("en", "Log"), ("fr", "Journal")])
def test_the_log_is_titled_in_the_language_as_the_piles_are(
    lang: str, title: str, tmp_path: Path
) -> None:
    """The box of past moves says what it is, as Rush Hour Shift's does."""
    app = make_app(demo.demo_session(), tmp_path / "save.json", lang=lang)

    def check(screen: TableScreen) -> None:
        rows = screen_text(app).splitlines()
        top = next(row for row in rows if title in row)
        assert "╭" in top  # on the box's top edge
        assert screen.query_one("#log").border_title == title

    asyncio.run(at_table(app, (80, 24), check))
