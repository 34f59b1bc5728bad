"""The names of a tableau's two piles at a crowded table. Three teams across 80 columns give
each pile a frame of twelve cells, which has room for a name of six letters: the French
piles read "Batai…" and "Vites…" (and the Finnish "Taist…", the Italian "Veloc…"), names
cut to a stump. Where the whole name does not fit, the pile now says its short name,
whole; where it fits (100 columns), the whole name."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.widgets import Static
from tui_helpers import WidgetAlone, make_app, settle

from roadgames.millebornes import make_rules
from roadgames.tui.fitting import TITLE_FRAME
from roadgames.tui.i18n import LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import CardWidget


def _pile_titles(lang: str, size: tuple[int, int], tmp_path: Path) -> list[tuple[str, int]]:
    """Each pile's title and its frame's width, at a table of three players (three teams)
    at ``size``."""
    rules = make_rules("classic", 3)
    session = GameSession.new(rules, [PERSON, "random", "random"], seed=3)

    async def run() -> list[tuple[str, int]]:
        app = make_app(session, tmp_path / "save.json", lang=lang)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            await pilot.pause()
            piles = [
                card
                for card in app.screen.query(CardWidget)
                if (card.id or "").startswith(("battle-", "speed-"))
            ]
            return [(str(card.border_title), card.outer_size.width) for card in piles]

    return asyncio.run(run())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_pile_name_is_cut_at_80_columns(lang: str, tmp_path: Path) -> None:
    titles = _pile_titles(lang, (80, 24), tmp_path)
    assert len(titles) == 6
    for title, width in titles:
        assert len(title) <= width - TITLE_FRAME, f"{lang}: {title!r} is cut in {width} cells"


def test_the_short_names_fit_the_narrowest_pile() -> None:
    for lang in LANGUAGES:
        tr = Translator(lang)
        for key in ("battle_short", "speed_short"):
            assert len(tr(key)) <= 12 - TITLE_FRAME, (lang, key, tr(key))


def test_the_short_name_at_80_columns_the_whole_one_at_100(tmp_path: Path) -> None:
    narrow = {title for title, _ in _pile_titles("fr", (80, 24), tmp_path)}
    # "Vitesse" would fit the frames of 13 cells, not those of 12: none has it
    assert narrow == {"Bat.", "Vit."}
    wide = {title for title, _ in _pile_titles("fr", (100, 30), tmp_path)}
    assert wide == {"Bataille", "Vitesse"}


def test_a_name_that_fits_its_frame_is_whole(tmp_path: Path) -> None:
    """Finnish at 100 columns: "Taistelu" fits a frame of fifteen cells, and is not shortened
    there (the frame counts, not only the face inside it)."""
    titles = _pile_titles("fi", (100, 30), tmp_path)
    assert {title for title, _ in titles} == {"Taistelu", "Nopeus"}


def _titles(piles: list[CardWidget], kind: str) -> set[str]:
    """The titles of the piles whose id starts with ``kind`` (``"speed-"``)."""
    return {str(pile.border_title) for pile in piles if (pile.id or "").startswith(kind)}


def test_the_piles_names_follow_the_terminal_as_it_is_resized(tmp_path: Path) -> None:
    """Resized a column at a time and back, each kind of pile has one name on every team's
    tableau (81 columns widens one pile only: the others, unresized, followed it), short
    where the narrowest frame needs it, whole from 100 columns."""
    session = GameSession.new(make_rules("classic", 3), [PERSON, "random", "random"], seed=3)
    widths = (80, 81, 84, 80, 100, 84, 81, 80)

    async def run() -> list[tuple[set[str], set[str]]]:
        app = make_app(session, tmp_path / "save.json", lang="fr")
        seen: list[tuple[set[str], set[str]]] = []
        async with app.run_test(size=(80, 24)) as pilot:
            for width in widths:
                await pilot.resize_terminal(width, 24 if width < 100 else 30)
                await settle(pilot)
                await pilot.pause()
                piles = list(app.screen.query(CardWidget))
                seen.append((_titles(piles, "battle-"), _titles(piles, "speed-")))
        return seen

    named = {
        80: ({"Bat."}, {"Vit."}),
        81: ({"Bat."}, {"Vitesse"}),  # frames of 13 cells: "Vitesse" fits, "Bataille" not
        84: ({"Bat."}, {"Vitesse"}),
        100: ({"Bataille"}, {"Vitesse"}),
    }
    assert asyncio.run(run()) == [named[width] for width in widths]


def test_a_pile_not_yet_on_a_screen_takes_its_whole_name() -> None:
    """Shown before it is mounted (no screen to compare its frame with others'), a pile
    has its whole name, and no error."""

    async def run() -> str:
        async with WidgetAlone(Static("the app's own")).run_test():
            pile = CardWidget(id="speed-0")
            pile.show(None, Translator("fr"), label="Vitesse", short_label="Vit.", empty_text="—")
            return str(pile.border_title)

    assert asyncio.run(run()) == "Vitesse"
