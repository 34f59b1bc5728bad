"""A tableau's two piles where their frames are too narrow to name them. Five players alone
across 80 columns (the modern preset's default for five) left each pile a frame of seven
cells: the titles read "Ba…" and "Sp…", the faces "Acci…" and "Spee…". There the piles are
now bands, a line each across the tableau with no frame: a card's name whole in its colour,
an empty pile named ("Speed: —"). Where the frames have room (three players), the piles
stay framed cards."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from rich.text import Text
from tui_helpers import WidgetAlone, choose, make_app, settle

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import SOFT_HYPHEN, CardWidget
from roadgames.tui.widgets.tableau import TableauWidget

#: What a pile shows: its line, its width and height, whether it is a band, its title.
Shown = tuple[str, int, int, bool, str]


def alone(players: int) -> GameSession:
    """``players`` alone (no teams), modern, forty moves in: cards on most battle piles, a
    speed pile or two, the person to move."""
    rules = make_rules("modern", players, teams=False)
    session = GameSession.new(rules, [PERSON] + ["medium"] * (players - 1), seed=11)
    state = session.state
    moves = 0
    while moves < 40 or state.to_move != 0:
        seat = state.to_move
        assert seat is not None
        state.apply(choose(state.view(seat)))
        moves += 1
    return session


def _piles(app_screen_piles: list[CardWidget]) -> list[Shown]:
    shown: list[Shown] = []
    for pile in app_screen_piles:
        rendered = pile.render()
        line = rendered.plain if isinstance(rendered, Text) else str(rendered)
        size = pile.outer_size
        shown.append((line, size.width, size.height, pile.band, str(pile.border_title)))
    return shown


def _table(
    players: int, lang: str, sizes: tuple[tuple[int, int], ...], tmp_path: Path
) -> tuple[GameSession, list[tuple[list[bool], list[CardWidget], list[Shown]]]]:
    """At each of ``sizes`` in turn: whether each tableau has bands, its piles, and what
    each pile shows."""
    session = alone(players)

    async def run() -> list[tuple[list[bool], list[CardWidget], list[Shown]]]:
        app = make_app(session, tmp_path / "save.json", lang=lang)
        seen = []
        async with app.run_test(size=sizes[0]) as pilot:
            for size in sizes:
                await pilot.resize_terminal(*size)
                await settle(pilot)
                await pilot.pause()
                tableaux = list(app.screen.query(TableauWidget).results(TableauWidget))
                piles = [
                    pile
                    for pile in app.screen.query(CardWidget).results(CardWidget)
                    if (pile.id or "").startswith(("battle-", "speed-"))
                ]
                bands = [tableau.has_class("-bands") for tableau in tableaux]
                seen.append((bands, piles, _piles(piles)))
        return seen

    return session, asyncio.run(run())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_five_alone_at_80_columns_show_their_piles_as_bands(lang: str, tmp_path: Path) -> None:
    tr = Translator(lang)
    session, [(bands, piles, shown)] = _table(5, lang, ((80, 24),), tmp_path)
    assert bands == [True] * 5
    assert len(piles) == 10
    view = session.state.view(0)
    for pile, (line, width, height, band, _) in zip(piles, shown, strict=True):
        assert band and height == 1, pile.id
        assert len(line) <= width, (pile.id, line)
        kind, team = (pile.id or "").split("-")
        tableau = view.tableaux[int(team)]
        top = tableau.battle_top if kind == "battle" else tableau.speed_top
        if top is None:
            named = tr("pile_empty", pile=tr(kind))
            short = tr("pile_empty", pile=tr(f"{kind}_short"))
            assert line in (named, short) or (line.endswith(": —") and "…" in line), line
            if len(named) <= width:
                assert line == named
        else:
            whole = tr.card_face(top).replace(SOFT_HYPHEN, "")
            if len(whole) <= width:
                assert line == whole, (pile.id, line)
            else:
                assert line in (tr.card_short(top), f"{whole[: width - 1]}…"), line
    # the deal left both kinds of pile empty somewhere, and cards on others
    assert any(pile.card is None for pile in piles)
    assert any(pile.card is not None for pile in piles)


def test_three_players_keep_their_piles_framed(tmp_path: Path) -> None:
    _, [(bands, _, shown)] = _table(3, "en", ((80, 24),), tmp_path)
    assert bands == [False] * 3
    for _, _, height, band, title in shown:
        assert not band and height == 3
        assert title in ("Battle", "Speed")


def test_the_piles_become_bands_and_frames_as_the_terminal_is_resized(tmp_path: Path) -> None:
    """Four alone: bands at 80 columns (frames of nine cells), framed cards with their
    names at 120 (fourteen), bands again at 80; every tableau alike each time."""
    sizes = ((80, 24), (120, 30), (80, 24))
    _, seen = _table(4, "en", sizes, tmp_path)
    expected = (True, False, True)
    for (bands, _, shown), band in zip(seen, expected, strict=True):
        assert bands == [band] * 4
        assert {entry[3] for entry in shown} == {band}
        assert {entry[2] for entry in shown} == ({1} if band else {5})
        assert {entry[4] for entry in shown} <= ({"", "Battle", "Speed"})
        if not band:
            assert {entry[4] for entry in shown} == {"Battle", "Speed"}


def test_an_empty_band_too_narrow_for_its_name_keeps_the_dash() -> None:
    """Finnish, eight cells: neither "Taistelu: —" nor "Taist.: —" fits; the name is cut,
    the "—" (no card) stays; framed, the pile shows the "—" alone."""

    async def run() -> tuple[str, str]:
        pile = CardWidget(id="battle-0")
        async with WidgetAlone(pile).run_test(size=(8, 3)) as pilot:
            tr = Translator("fi")
            pile.show(None, tr, label="Taistelu", short_label="Taist.", empty_text="—")
            await pilot.pause()
            framed = pile.render()
            pile.show_as_band(True)
            band = pile.render()
            assert isinstance(band, Text)
            return str(framed if not isinstance(framed, Text) else framed.plain), band.plain

    framed, band = asyncio.run(run())
    assert band == "Tais…: —"
    assert "Taist" not in framed


def test_the_empty_pile_line_in_every_language() -> None:
    for lang in LANGUAGES:
        tr = Translator(lang)
        line = tr("pile_empty", pile=tr("speed"))
        assert line.startswith(tr("speed")) and line.endswith(": —"), (lang, line)


def test_the_empty_piles_of_a_kind_are_named_alike(tmp_path: Path) -> None:
    """Six alone at 80×24 in French: the bands are eleven or twelve cells wide as the
    columns fall, and "Bataille : —" (twelve) fits only the wider ones; every empty battle
    pile says "Bat. : —" alike, not the two forms side by side."""
    rules = make_rules("classic", 6, teams=False)
    session = GameSession.new(rules, [PERSON] + ["medium"] * 5, seed=5)

    async def run() -> list[tuple[str, int]]:
        app = make_app(session, tmp_path / "save.json", lang="fr")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            lines = []
            for pile in app.screen.query(".tableau CardWidget").results(CardWidget):
                rendered = pile.render()
                assert isinstance(rendered, Text) and pile.band
                lines.append((rendered.plain, pile.outer_size.width))
            return lines

    lines = asyncio.run(run())
    battles, speeds = lines[0::2], lines[1::2]
    assert {width for _, width in battles} == {11, 12}  # the columns fall unevenly
    assert {line for line, _ in battles} == {"Bat. : —"}
    assert {line for line, _ in speeds} == {"Vitesse : —"}
