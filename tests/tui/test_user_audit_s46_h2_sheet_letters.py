"""The score sheet and the final scores head each team by the letter the table gives it
(user audit, session 46): the table titles a team ``2·B Medium 2 & Medium 5`` and scores
it ``B 1475``, but the sheet's columns were headed by the names alone, so that nobody could
tell which column was team B. Each column now starts with its team's letter, as the table
has it (``B · Ann`` where the heads fit on one line, else the letter on a line of its own
above the name), and the final scores' rows and columns too; at 80×24 with six players,
default names or long ones, no cut hides a letter."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from tui_helpers import Host, choose, hand, make_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import FinalScores, SummaryScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.tableau import TableauWidget

LONG_NAMES = [
    "Alexandra the Great",
    "Bartholomew Longname",
    "Cassiopeia Starlight",
    "Demetrius Oldfield",
    "Evangeline Moonbeam",
    "Fitzgerald Wanderer",
]

EN = Translator("en")

#: Six players in three teams of two, six alone, and two alone.
SETUPS = pytest.mark.parametrize(
    ("players", "teams"), [(6, True), (6, False), (2, False)], ids=["3x2", "6x1", "2x1"]
)


def ended_hand(players: int, teams: bool, names: Sequence[str] | None) -> GameSession:
    """A classic game of a person and computer players (their default names where
    ``names`` is None) whose first hand has just ended, the match going on."""
    rules = make_rules("classic", players, teams=teams)
    kinds = [PERSON] + ["medium"] * (players - 1)
    session = GameSession.new(rules, kinds, names=names, seed=5)
    state = session.state
    while not state.results:
        assert state.to_move is not None
        state.apply(choose(state.view(state.to_move)))
    assert not state.is_over
    return session


def team_names(players: int, teams: bool, names: Sequence[str] | None) -> list[str]:
    """The teams' names of such a game, as the table gives them."""
    rules = make_rules("classic", players, teams=teams)
    kinds = [PERSON] + ["medium"] * (players - 1)
    return GameSession.new(rules, kinds, names=names, seed=5).team_names()


def screen_lines(app: App[Any]) -> list[str]:
    """The lines the screen shows, each as wide as the screen."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def column_heads(lines: list[str]) -> list[str]:
    """The heads of the columns of the first table in ``lines`` (a Rich table with a heavy
    head, ``┏━━┳━━┓``): each column's header text, its lines joined by a space."""
    found = [(n, re.search("┏[━┳]+┓", line)) for n, line in enumerate(lines)]
    first, top = next((n, top) for n, top in found if top and "┳" in top.group())
    edges = [top.start() + n for n, char in enumerate(top.group()) if char != "━"]
    heads = [""] * (len(edges) - 1)
    for line in lines[first + 1 :]:
        if line[edges[0]] == "┡":  # the rule under the head
            return [" ".join(head.split()) for head in heads]
        for column, (left, right) in enumerate(pairwise(edges)):
            heads[column] += " " + line[left + 1 : right]
    raise AssertionError("no end to the table's head")


def table_letters(titles: list[str]) -> list[str]:
    """The letters the table's tableaux are titled by (``2·B Medium 2`` is B's)."""
    letters = []
    for title in titles:
        found = re.match(r"(\d+)·([A-F]) ", title)
        assert found, title
        letters.append(found.group(2))
    return letters


def assert_headed_by(heads: list[str], letters: list[str], names: list[str]) -> None:
    """Each team's head starts with its letter, then (some of) its name."""
    assert len(heads) == len(letters) == len(names)
    for head, letter, name in zip(heads, letters, names, strict=True):
        words = head.split()
        assert words[0] == letter, (head, letter)  # the letter whole, first
        rest = [w for w in words[1:] if w != "·"]
        assert rest and name.startswith(rest[0].rstrip("…")), (head, name)


@SETUPS
@pytest.mark.parametrize("lang", UI_LANGUAGES)
@pytest.mark.parametrize("long", [False, True], ids=["default-names", "long-names"])
def test_the_score_sheet_heads_each_team_by_the_tables_letter_at_80x24(
    tmp_path: Path, players: int, teams: bool, lang: str, long: bool
) -> None:
    session = ended_hand(players, teams, LONG_NAMES[:players] if long else None)
    seen: dict[str, list[str]] = {}

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, ScoreSheetScreen)
            tableaux = table(app).query(TableauWidget)
            seen["titles"] = [str(tableau.border_title) for tableau in tableaux]
            seen["lines"] = screen_lines(app)

    asyncio.run(scenario())
    letters = table_letters(seen["titles"])
    assert letters == list("ABCDEF"[: session.rules.num_teams])
    sheet = column_heads(seen["lines"])
    heads = sheet[1:]  # the lines' column first
    assert_headed_by(heads, letters, session.team_names())


def test_the_heads_go_on_one_line_where_they_fit_else_the_letters_go_above() -> None:
    # two teams at 80 columns: room for "A · You" beside the lines
    session = ended_hand(2, False, None)
    state = session.state
    wide = ScoreSheetScreen(state.results, 0, session.team_names(), session.rules, True, EN)
    lines = shown_lines(wide)
    assert column_heads(lines)[1:] == ["A · You", "B · Medium 2"]
    # three teams of two: the letters on a line of their own, whole
    session = ended_hand(6, True, None)
    state = session.state
    narrow = ScoreSheetScreen(state.results, 0, session.team_names(), session.rules, True, EN)
    lines = shown_lines(narrow)
    heads = column_heads(lines)[1:]
    assert [head.split()[0] for head in heads] == ["A", "B", "C"]
    assert "·" not in " ".join(heads)
    top = next(n for n, line in enumerate(lines) if "┏" in line)
    assert re.search(r"┃ +A ┃ +B ┃ +C ┃", lines[top + 1]), lines[top + 1]  # a line of letters


def shown_lines(
    dialog: ScoreSheetScreen | SummaryScreen, size: tuple[int, int] = (80, 24)
) -> list[str]:
    """The lines the screen shows with ``dialog`` open on a bare app of ``size``."""

    async def scenario() -> list[str]:
        app = Host(dialog)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pilot.pause()
            return screen_lines(app)

    return asyncio.run(scenario())


def summary(names: list[str], hands: int, lang: str) -> SummaryScreen:
    """The summary of a match of ``hands`` hands between teams so named, A winning."""
    results = [hand(n + 1, [1000 - 100 * t for t in range(len(names))]) for n in range(hands)]
    scores = [sum(r.totals[t] for r in results) for t in range(len(names))]
    return SummaryScreen(names, scores, [0], results, Translator(lang))


@SETUPS
@pytest.mark.parametrize("lang", UI_LANGUAGES)
@pytest.mark.parametrize("long", [False, True], ids=["default-names", "long-names"])
def test_the_final_scores_head_each_team_by_its_letter_across_and_down(
    players: int, teams: bool, lang: str, long: bool
) -> None:
    names = team_names(players, teams, LONG_NAMES[:players] if long else None)
    letters = list("ABCDEF"[: len(names)])
    # a short match: a row per team, its letter before its name (cut at the end, if at all)
    across = shown_lines(summary(names, 2, lang))
    for letter, name in zip(letters, names, strict=True):
        row = next(line for line in across if re.search(f"│ {letter} · ", line))
        cell = row.split("│")[1].strip()
        kept = cell.removeprefix(f"{letter} · ").rstrip("…")
        assert kept and name.startswith(kept), (cell, name)
    # a long one: a column per team, headed as the score sheet's
    down = shown_lines(summary(names, 12, lang))
    assert_headed_by(column_heads(down)[1:], letters, names)


def test_a_head_s_letter_is_the_tables_and_the_name_stays_as_typed() -> None:
    from roadgames.tui.screens.score_sheet import team_head  # (new: the others fail without)

    assert team_head(0, "Me [bot]").plain == "A · Me [bot]"
    assert team_head(5, "Ann", one_line=False).plain == "F\nAnn"
    # the final scores laid out with no width known put the letters above the names
    final = FinalScores(["Ann", "Bob"], [700, 0], [hand(1, (700, 0))], EN)
    assert [str(column.header) for column in final.down().columns[1:]] == ["A\nAnn", "B\nBob"]
