"""Session 48's mutation sweep of the code of sessions 46 to 48: the score sheet's and the
final scores' team heads (``score_sheet.py``, ``summary.py``), ``fitting.py``, the short
team titles (``short_team_name``, ``TableauWidget.fit_title``), the pace after a private
answer (``pause_for``, ``thinking_owed``, ``computer_done``), ``fit_scrolled`` and the Rush
Hour Shift board's early return. 89 mutants; the ones the other tests let live, and what
kills each here:

- ``heads_fit`` counting a team's column one cell short (its padding and border as 2, not
  3), or leaving out its numbers (a column whose numbers are wider than its head), and
  ``score_table`` and ``FinalScores.down`` counting the first column one cell short (one
  border, not two): at the widths where the heads then "fit" by a cell or two, a one-line
  head ``B · Bob Smith`` was wrapped to ``B · Bob`` over ``Smith``; the tests looked at 80
  columns alone, far from the edge. Killed by
  :func:`test_a_head_on_one_line_is_never_wrapped_at_any_width`;
- ``score_table`` giving :func:`line_width` the teams' numbers without their names: the
  lines' column kept "Points for" whole and cut a name (``Bartholom…``) that had room had
  the lines wrapped. Killed by
  :func:`test_a_name_is_cut_only_where_the_lines_have_given_up_their_room`;
- ``_cells`` giving a wide character one cell, or a combining mark a cell of its own: the
  columns' edges were found off by as much on the lines of such a name, and the letters of
  the columns after it were set lower than the others. Killed by
  :func:`test_the_letters_are_level_whatever_characters_the_names_have`;
- ``_HELD_BACK`` without ``»``: a line began with the ``»`` of « seed » (the French
  messages about a record's fields); the tests broke only ``:`` and ``;`` lines. Killed by
  :func:`test_a_closing_guillemet_never_begins_a_line`;
- a notice's title not broken as French allows (``GameApp.notify``): on a narrow screen
  "Voulez-vous quitter ?" (Ctrl+C's notice) put its ``?`` on a line of its own. Killed by
  :func:`test_a_french_notices_title_keeps_its_question_mark_with_its_word`;
- ``short_team_name`` taking names as numbered where any one of them is (``any``, not
  ``all``), so that "Player 1" and "Player X" made "Player 1 & X", or splitting a name at
  its first space (``split``, not ``rsplit``), so that "Red Car 1" and "Red Car 3" were
  joined whole. Killed by :func:`test_short_team_names_tell_every_name`;
- ``TableauWidget.fit_title`` measuring the tableau inside its border (``size``, not
  ``outer_size``): a title with just room for it cut to its short form. Killed by
  :func:`test_a_tableau_title_with_just_room_for_it_stays_whole`;
- ``TableauWidget.show`` not fitting its title itself (only on a resize): a new title
  shown on a tableau already laid out did not appear. Killed by
  :func:`test_a_new_title_shows_without_a_resize`;
- ``fit_scrolled`` without its return for a pop-up already closed: the fitting asked for
  before a key closed the pop-up crashed the app. Killed by
  :func:`test_fitting_a_box_already_closed_does_nothing`;
- ``MIN_ROOM`` 1, not 3: on the smallest screen the table shrank to one line. Killed by
  :func:`test_the_box_keeps_three_lines_on_the_smallest_screen`.

Mutants that lived and change nothing a user can see (equivalent ones):

- ``_SET_APART`` without ``«\\s``: French closes every ``«`` with a `` »`` that the
  pattern's first half finds;
- ``short_team_name`` without ``len(names) > 1``: a lone "Medium 2" comes back as it was;
- ``pause_for`` without ``max(0.0, …)``: ``think`` sleeps only for a pause longer than
  the thinking, which a negative one never is;
- ``TableauWidget.show``'s key without the short title: a tableau's short title changes
  only with its title (both are made from the same names);
- ``heads_on_top`` laying the table out at the height it is given, not at any height: the
  sheet and the final scores are given their whole height (measured with the same
  renderable), so that no line of the head is cut;
- ``fit_scrolled`` refreshing the bindings at once, not after the refresh: no footer
  differed at the sizes tried (80×24, 120×80, 80×10, 80×6, resizes between);
- ``fit_scrolled`` leaving out the other lines' margins: none of them has a vertical one.
"""

from __future__ import annotations

import asyncio
from itertools import pairwise
from pathlib import Path

import pytest
from rich.console import Console, RenderableType
from test_sheet_room_s48 import POPUPS
from textual.containers import VerticalScroll
from textual.widgets._toast import Toast
from tui_helpers import Host, make_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.millebornes.scoring import HandResult
from roadgames.tui.fitting import wrap_french
from roadgames.tui.game_app import notice_width
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.score_sheet import ScoreTable, team_head
from roadgames.tui.screens.scrolling import MIN_ROOM, ScrollingPopUp
from roadgames.tui.screens.summary import FinalScores
from roadgames.tui.session import PERSON, GameSession, short_team_name
from roadgames.tui.widgets.tableau import TableauWidget

EN = Translator("en")


def column_heads(renderable: RenderableType, width: int) -> list[list[str]]:
    """The heads of the columns of ``renderable`` (a Rich table with a heavy head) printed
    ``width`` cells wide: each column's lines, stripped, its blank ones left out."""
    console = Console(width=width, color_system=None, legacy_windows=False)
    with console.capture() as captured:
        console.print(renderable)
    lines = captured.get().splitlines()
    first = next(n for n, line in enumerate(lines) if "┏" in line)
    edges = [n for n, char in enumerate(lines[first]) if char in "┏┳┓"]
    heads: list[list[str]] = [[] for _ in pairwise(edges)]
    for line in lines[first + 1 :]:
        if "┡" in line:  # the rule under the head
            return [[text for text in head if text] for head in heads]
        for column, (left, right) in enumerate(pairwise(edges)):
            heads[column].append(line[left + 1 : right].strip())
    raise AssertionError("no end to the table's head")


def sheet(names: list[str], totals: tuple[int, ...]) -> ScoreTable:
    """The sheet of a hand in which the teams so named scored ``totals`` in distance."""
    lines = tuple((("distance", points),) for points in totals)
    return ScoreTable([HandResult(1, "trip", 0, None, totals, lines, (0,))], 0, names, EN)


def final_scores(names: list[str], totals: tuple[int, ...]) -> FinalScores:
    """The final scores of twelve hands (hands down at any width) so scored."""
    lines = tuple((("distance", points),) for points in totals)
    results = [HandResult(n + 1, "trip", 0, None, totals, lines, (0,)) for n in range(12)]
    return FinalScores(names, [12 * points for points in totals], results, EN)


TABLES: dict[str, ScoreTable | FinalScores] = {
    "sheet": sheet(["Ann", "Bob Smith"], (700, 25)),
    "sheet-3": sheet(["Ann & Cy", "Bob Smith", "Di Li"], (700, 25, 0)),
    "final": final_scores(["Ann", "Bob Smith"], (700, 25)),
    # a column whose numbers are wider than its head: a one-letter name, and the six-digit
    # totals of a long match (a match_target of a million points)
    "sheet-numbers": sheet(["A", "Bob Smith"], (123456, 0)),
    "final-numbers": final_scores(["A", "Bob Smith"], (12345, 0)),
}


@pytest.mark.parametrize("which", list(TABLES))
def test_a_head_on_one_line_is_never_wrapped_at_any_width(which: str) -> None:
    """A head goes on one line (``B · Bob Smith``) only where it has room there, else its
    letter goes on a line of its own above the name: never ``B · Bob`` over ``Smith``. From
    26 cells (a 3-team sheet below that has no room for its teams' columns at all)."""
    table = TABLES[which]
    names = table.team_names
    one_line = 0
    for width in range(26, 90):
        heads = column_heads(table, width)[1:]
        assert len(heads) == len(names)
        for team, (head, name) in enumerate(zip(heads, names, strict=True)):
            if any("·" in line for line in head):
                assert head == [team_head(team, name).plain], (width, head)
                one_line += 1
            else:
                assert head[0] == "ABC"[team], (width, head)
    assert one_line  # the widths tried include some where the heads fit on one line


@pytest.mark.parametrize("width", range(8, 30))
def test_a_closing_guillemet_never_begins_a_line(width: int) -> None:
    """From 8 cells, the width of "« seed »" (below it, that has to be cut somewhere)."""
    text = "son champ « seed » doit être un nombre entier ou null"
    lines = wrap_french(text, width).split("\n")
    assert not any(line.startswith("»") for line in lines), lines
    assert not any(line.rstrip().endswith("«") for line in lines), lines
    assert " ".join(lines) == text


def test_a_french_notices_title_keeps_its_question_mark_with_its_word(tmp_path: Path) -> None:
    """Ctrl+C's title, "Voulez-vous quitter ?", where the notice has 19 cells a line: the
    notice's own wrapping put the "?" on a line of its own."""
    width = 46
    assert notice_width(width) == 19  # "Voulez-vous quitter" fits, " ?" does not
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=2)
    app = make_app(session, tmp_path / "save.json", "fr")
    title = app.tr("quit_ask")
    assert title == "Voulez-vous quitter ?"

    async def scenario() -> list[str]:
        async with app.run_test(size=(width, 30), notifications=True) as pilot:
            await settle(pilot)
            app.notify("x", title=title)
            await pilot.pause()
            await pilot.pause()
            [toast] = app.screen.query(Toast)
            return [toast.render_line(y).text.strip() for y in range(toast.size.height)]

    rows = [row for row in asyncio.run(scenario()) if row]
    assert rows[:2] == ["Voulez-vous", "quitter ?"], rows


def test_short_team_names_tell_every_name() -> None:
    # only names that all end in a number say their shared words once
    assert short_team_name(["Player 1", "Player X"]) == "Player 1 & Player X"
    assert short_team_name(["Player X", "Player 1"]) == "Player X & Player 1"
    # the shared words may be several
    assert short_team_name(["Red Car 1", "Red Car 3"]) == "Red Car 1 & 3"
    assert short_team_name(["Red Car 1", "Blue Car 3"]) == "Red Car 1 & Blue Car 3"


def titles_after(folder: Path, width: int | None, rename: bool = False) -> tuple[str, str]:
    """A four-player table at 120×40: the second team's tableau's title (whole: "2·B
    Medium 2 & Medium 4", short: "2·B Medium 2 & 4") and the title it shows once it is
    made ``width`` cells wide (as it is where None), or once its players are renamed and
    the table drawn again (``rename``), the tableau laid out as it was; saved in
    ``folder``."""
    session = GameSession.new(make_rules("classic", 4), [PERSON] + ["medium"] * 3, seed=2)

    async def scenario() -> tuple[str, str]:
        app = make_app(session, folder / f"save-{width}-{rename}.json", "en")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            tableau = screen.query_one("#tableau-1", TableauWidget)
            if width is not None:
                tableau.styles.width = width
                await settle(pilot)
            if rename:
                session.names[1], session.names[3] = "Easy 2", "Easy 4"
                screen.redraw()
                await pilot.pause()
            whole, _ = tableau.titles
            return whole, str(tableau.border_title)

    return asyncio.run(scenario())


def test_a_tableau_title_with_just_room_for_it_stays_whole(tmp_path: Path) -> None:
    whole, shown = titles_after(tmp_path, None)
    assert whole == shown == "2·B Medium 2 & Medium 4"
    # the frame's corners, and a line and a space on either side of the title: 6 cells
    assert titles_after(tmp_path, len(whole) + 6) == (whole, whole)
    assert titles_after(tmp_path, len(whole) + 5) == (whole, "2·B Medium 2 & 4")


def test_a_new_title_shows_without_a_resize(tmp_path: Path) -> None:
    renamed = "2·B Easy 2 & Easy 4"
    assert titles_after(tmp_path, None, rename=True) == (renamed, renamed)


@pytest.mark.parametrize("names", [["Alexandra the Great", "Bartholomew Longname"]])
def test_a_name_is_cut_only_where_the_lines_have_given_up_their_room(names: list[str]) -> None:
    """The lines' column keeps its longest text whole only where the teams' names leave it
    room: at widths where a name would be cut (``Bartholom…``), the lines' head wraps
    first ("Points for" on two lines), its column down to its longest word."""
    table = sheet(names, (700, 25))
    cut = 0
    for width in range(30, 80):
        lines_head, *heads = column_heads(table, width)
        if any("…" in line for head in heads for line in head):
            cut += 1
            assert lines_head == ["Points", "for"], (width, lines_head, heads)
    assert cut  # the widths tried include some where a name is cut


@pytest.mark.parametrize("which", sorted(POPUPS))
def test_the_box_keeps_three_lines_on_the_smallest_screen(which: str) -> None:
    """At 80×10 the pop-up's other lines leave its table nothing: it keeps three lines
    (MIN_ROOM), scrolled, rather than one."""
    make, selector, _ = POPUPS[which]

    async def scenario() -> tuple[int, float]:
        app = Host(make())
        async with app.run_test(size=(80, 10)) as pilot:
            for _ in range(4):
                await pilot.pause()
            box = app.screen.query_one(selector, VerticalScroll)
            return box.size.height, box.max_scroll_y

    height, scroll = asyncio.run(scenario())
    assert height == MIN_ROOM == 3
    assert scroll > 0


@pytest.mark.parametrize("which", sorted(POPUPS))
def test_a_box_already_closed_is_neither_fitted_nor_scrolled(which: str) -> None:
    """The box is fitted after a refresh: a pop-up closed before then (a key pressed
    ahead) has no box to fit, and its fitting must not crash the app. Nor has it scroll
    keys, which Ctrl+C asks the pop-up on top for (session 49: found by the monkey, a
    score sheet opened and closed by keys pressed ahead, then Ctrl+C, ``NoMatches``)."""
    make, _, _ = POPUPS[which]
    popup = make()
    assert isinstance(popup, ScrollingPopUp)

    async def scenario() -> bool:
        app = Host(popup)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter" if which == "sheet" else "q")
            for _ in range(3):
                await pilot.pause()
            assert not popup.is_attached
            popup.fit_scrolled()  # as the callback asked for before the close would
            assert popup.check_action("scroll_box", ("down",)) is False
            return app.is_running

    assert asyncio.run(scenario())


WIDE = "漢字漢字 漢字漢字 漢字漢字"  # two cells a character
MARKED = " ".join(["Zoe\u0308"] * 6)  # "Zoë", its "ë" an "e" and a combining mark


@pytest.mark.parametrize(
    "names", [[WIDE, "Bo"], ["Bo", WIDE, "Al"], [MARKED, "Bo"], ["Bo", MARKED, "Al"]]
)
@pytest.mark.parametrize("width", [30, 36, 44])
def test_the_letters_are_level_whatever_characters_the_names_have(
    names: list[str], width: int
) -> None:
    """A name of wide characters, or of letters with combining marks, wrapped over lines
    beside a short one: every team's letter on the head's first line (the columns' edges
    found at the same cells on every line)."""
    console = Console(width=width, color_system=None, legacy_windows=False)
    with console.capture() as captured:
        console.print(sheet(names, (700, 25, 0)[: len(names)]))
    lines = captured.get().splitlines()
    top = next(n for n, line in enumerate(lines) if "┏" in line)
    assert "┡" not in lines[top + 2]  # the head has two lines at least: the long name wraps
    first = [cell.strip() for cell in lines[top + 1].split("┃")[1:-1]]
    assert first == ["Points", *"ABC"[: len(names)]], "\n".join(lines[top : top + 6])
