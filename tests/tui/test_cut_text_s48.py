"""Text cut at the smallest terminal (80×24) and at 100×30, in every language (audit,
session 48): what a player needs to read stays in sight, a long name cut short rather than
the words after it."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.widget import Widget
from tui_helpers import make_app, make_rush_app, rush_table, settle, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.cards import Card
from roadgames.rushshift import GAME
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.words import colour
from roadgames.tui.session import GameSession
from roadgames.tui.widgets.card import CardWidget, face_text

SIZES = pytest.mark.parametrize("size", [(80, 24), (100, 30)], ids=["80x24", "100x30"])
LONG = ["Bartholomew Longname", "Cassiopeia Starlight"]


def widget_lines(app: App[Any], widget: Widget) -> list[str]:
    """The lines of the screen that ``widget`` covers, cut to its region, blanks at the end
    left out."""
    region = widget.region
    lines = [strip.text for strip in app.screen._compositor.render_strips()]
    return [line[region.x : region.right].rstrip() for line in lines[region.y : region.bottom]]


@SIZES
@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_rush_table_says_how_many_cards_a_long_named_opponent_holds(
    tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    """The info panel's last line, "NAME (silver) holds 4 cards", was cut at the end where
    the name was long (``Cassiopeia Starlight (silver) holds…``): the count, the line's
    point, was lost. The name is cut short now, the colour and the count kept whole."""
    tr = Translator(lang)
    rules = GAME.rules_from_options(None, 2)
    session = RushSession.new(rules, [PERSON, "greedy"], names=LONG, seed=3)
    seen: list[str] = []

    async def scenario() -> None:
        app = make_rush_app(session, tmp_path / "save.json", lang)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            screen = rush_table(app)
            info = screen.query_one("#rs-info")
            seen.extend(widget_lines(app, info))
            held = screen.current_view().hand_sizes[1]
            seen.append(tr("rs_their_hand", name="\0", n=held).split("\0")[1])

    asyncio.run(scenario())
    *lines, after_name = seen
    last = lines[-1].strip()
    assert last.endswith(f"({colour(1, tr)}){after_name}"), last
    assert last.startswith("Cassiop"), last


def six_teams() -> GameSession:
    """Six players alone (six tableaux across the screen), the person first."""
    rules = make_rules("classic", 6, teams=False)
    return GameSession.new(rules, [PERSON] + ["medium"] * 5, seed=5)


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_pile_too_narrow_for_its_title_has_none_rather_than_a_lone_ellipsis(
    tmp_path: Path, lang: str
) -> None:
    """Six teams at 100×30: the tableaux' battle and speed piles were titled "…", or one
    letter and "…" ("S…"), titles that name nothing (at 80×24 they have none). A title is
    now whole, or cut to two letters or more, or left out."""
    titles: list[str] = []

    async def scenario() -> None:
        app = make_app(six_teams(), tmp_path / "save.json", lang)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            for pile in table(app).query(".tableau CardWidget"):
                top = widget_lines(app, pile)[0]
                titles.append(top.strip("╭╮┏┓╔╗─━═ "))

    asyncio.run(scenario())
    assert len(titles) == 12
    cut = [title for title in titles if title and len(title.rstrip("…")) < 2]
    assert cut == [], titles


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_pile_card_reads_whole_on_a_table_of_two_at_80x24(tmp_path: Path, lang: str) -> None:
    """Two teams at 80×24 (the smallest screen, the commonest table): the piles' faces have
    one line, and a name too wide for it was cut ("Limite di Veloci…" in Italian, a cell
    too wide). Every card a battle or speed pile can show reads whole there, or by its
    short name."""
    tr = Translator(lang)
    faces: list[str] = []

    async def scenario() -> None:
        rules = make_rules("classic", 2)
        session = GameSession.new(rules, [PERSON, "medium"], seed=5)
        app = make_app(session, tmp_path / "save.json", lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for pile in table(app).query(".tableau CardWidget").results(CardWidget):
                width, height = pile.content_size
                for card in Card:
                    if Card.D200 < card <= Card.ROLL:  # the hazards and remedies
                        face = face_text(tr.card_face(card), width, height, tr.card_short(card))
                        faces.append(face.plain)

    asyncio.run(scenario())
    assert faces
    assert [face for face in faces if "…" in face] == []


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_an_empty_safeties_line_still_says_none_on_a_narrow_tableau(
    tmp_path: Path, lang: str
) -> None:
    """Six teams at 80×24: a tableau with no safety reads "Safeties: —", but in German,
    Finnish and Tagalog the line was cropped to "Sicherheits", "Turvakortit" and "Mga
    Safety:", the "—" (none) out of sight. Its label is cut short in "…" now, the "—"
    kept."""
    shown: list[str] = []

    async def scenario() -> None:
        app = make_app(six_teams(), tmp_path / "save.json", lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for line in table(app).query(".tableau SafetiesLine"):
                shown.extend(widget_lines(app, line))

    asyncio.run(scenario())
    assert len(shown) == 6
    assert all(line.endswith(": —") for line in shown), shown
