"""The names of a tableau's two piles at a crowded table. Three teams across 80 columns give
each pile a frame of twelve cells, which has room for a name of six letters: the French
piles read "Batai…" and "Vites…" (and the Finnish "Taist…", the Italian "Veloc…"), names
cut to a stump. Where the whole name does not fit, the pile now says its short name,
whole; where it fits (100 columns), the whole name."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import make_app, settle

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import LABEL_FRAME, CardWidget


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
        assert len(title) <= width - LABEL_FRAME, f"{lang}: {title!r} is cut in {width} cells"


def test_the_short_names_fit_the_narrowest_pile() -> None:
    for lang in LANGUAGES:
        tr = Translator(lang)
        for key in ("battle_short", "speed_short"):
            assert len(tr(key)) <= 12 - LABEL_FRAME, (lang, key, tr(key))


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


def test_the_piles_names_follow_the_terminal_as_it_is_resized(tmp_path: Path) -> None:
    """80 columns, then 100, then 80 again: short names, whole names, short names, the
    same on every team's piles at each width."""
    session = GameSession.new(make_rules("classic", 3), [PERSON, "random", "random"], seed=3)

    async def run() -> list[set[str]]:
        app = make_app(session, tmp_path / "save.json", lang="fr")
        seen: list[set[str]] = []
        async with app.run_test(size=(80, 24)) as pilot:
            for size in ((80, 24), (100, 30), (80, 24)):
                await pilot.resize_terminal(*size)
                await settle(pilot)
                await pilot.pause()
                piles = app.screen.query(CardWidget)
                ids = ("battle-", "speed-")
                seen.append({str(p.border_title) for p in piles if (p.id or "").startswith(ids)})
        return seen

    assert asyncio.run(run()) == [{"Bat.", "Vit."}, {"Bataille", "Vitesse"}, {"Bat.", "Vit."}]
