"""French sets a space before ``:``, ``;``, ``!``, ``?`` and ``»``; the screen's own
wrapping breaks at any space, and began a prompt line with the ``:`` of "À vous :" (a
player saw it at 80×24). The prompt's lines are broken where French typography allows
(:func:`~roadgames.tui.fitting.wrap_french`), and elsewhere just as the screen breaks them;
so are a question's over the table and the rules' (session 45)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from hypothesis import assume, given
from hypothesis import strategies as st
from rich.cells import cell_len
from test_mutants_s33_mille_table import session_for
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static
from tui_helpers import WidgetAlone, make_app, settle, table

from roadgames.tui.fitting import wrap_french
from roadgames.tui.widgets.bullet import Bullet
from roadgames.tui.widgets.typeset import Typeset

#: Words of a prompt, with the marks French sets apart (and « »), and words longer than
#: a narrow line.
WORDS = st.sampled_from(
    ["À", "vous", ":", "choisissez", "une", "carte", "(1–7", "ou", "clic),", "!", "?", ";",
     "«", "»", "défausser", "Feu", "Vert", "x", "anticonstitutionnellement", "漢字"]
)  # fmt: skip
TEXTS = st.lists(WORDS, min_size=1, max_size=30).map(" ".join)
#: A word with what is kept on its line: the ``«`` before it, the marks after it.
_KEPT_TOGETHER = re.compile(r"(?:«\s+)*\S+(?:\s+[:;!?»])*")


def _screen_lines(text: str, width: int) -> list[str]:
    """``text`` as the screen shows it on lines of ``width`` cells."""
    return [line.plain.rstrip() for line in Content(text).wrap(width)]


@st.composite
def _at_the_edge(draw: st.DrawFn) -> tuple[str, int]:
    """A French text and a width at which a held-back mark falls where the screen's own
    wrapping would break the line: the words before it just fill a line."""
    before = draw(st.lists(WORDS, min_size=1, max_size=12))
    word = draw(st.sampled_from(["vous", "carte", "Vert", "x"]))
    mark = draw(st.sampled_from([":", ";", "!", "?", "»"]))
    after = draw(st.lists(WORDS, max_size=12))
    head = " ".join([*before, word])
    width = max(cell_len(head), 28)  # wider than any word with its mark
    return " ".join([head, mark, *after]), width


@given(st.one_of(_at_the_edge(), st.tuples(TEXTS, st.integers(min_value=28, max_value=60))))
def test_no_line_begins_with_a_mark_french_sets_apart(text_and_width: tuple[str, int]) -> None:
    """Shown as the screen shows the broken lines (each word, with its mark, narrower than
    a line), no line but the first begins with a held-back mark, none ends with ``«``, and
    the words are all there, in order."""
    text, width = text_and_width
    # a word with its marks wider than a line is cut, as the screen cuts it: not this test's
    assume(max(cell_len(unit) for unit in _KEPT_TOGETHER.findall(text)) <= width)
    shown = _screen_lines(wrap_french(text, width), width)
    assert " ".join(" ".join(shown).split()) == " ".join(text.split())
    assert not any(line.startswith((":", ";", "!", "?", "»")) for line in shown[1:]), shown
    assert not any(line.endswith("«") for line in shown[:-1]), shown


@given(
    st.lists(st.sampled_from(["Your", "turn:", "pick", "a", "card", "(1–7", "or", "click),",
                              "then", "p", "play", "/", "x", "discard", "Hint:", "漢字",
                              "Gespeichert", "unter", "Zug:", "Dein", " ",
                              "/home/firstname.lastname/.local/share/roadgames/save.json",
                              "supercalifragilistic", "漢字漢字漢字漢字漢字漢字"]),
             min_size=1, max_size=30).map(" ".join),
    st.integers(min_value=4, max_value=80),
)  # fmt: skip
def test_text_without_such_marks_is_broken_as_the_screen_breaks_it(text: str, width: int) -> None:
    """English, German (no space before their colons) come out on the very lines the
    screen's own wrapping gives them, a word wider than a line (a save's path) cut as the
    screen cuts it, the words after it on its last piece's line."""
    assert _screen_lines(wrap_french(text, width), width) == _screen_lines(text, width)


def test_the_prompt_line_keeps_a_colon_with_its_word_at_80_columns(tmp_path: Path) -> None:
    """A message long enough that "À vous" ends the prompt's first line at 80×24: "vous"
    goes on the next line with its colon, which no line of the prompt begins with."""
    app = make_app(session_for(), tmp_path / "save.json", "fr")

    async def scenario() -> list[str]:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            prompt = screen.query_one("#prompt-line", Static)
            width = prompt.content_size.width
            screen.say("x" * (width - len("  À vous")))
            await settle(pilot)
            return [prompt.render_line(y).text.strip() for y in range(prompt.size.height)]

    rows = asyncio.run(scenario())
    assert any(row.startswith("vous : choisissez") for row in rows), rows
    assert not any(row.startswith(":") for row in rows), rows


def _rows(widget: Widget, width: int) -> list[str]:
    """The lines ``widget`` shows alone on a screen ``width`` columns wide."""

    async def scenario() -> list[str]:
        app = WidgetAlone(widget)
        async with app.run_test(size=(width, 12)) as pilot:
            await pilot.pause()
            await pilot.pause()
            return [widget.render_line(y).text.rstrip() for y in range(widget.size.height)]

    return asyncio.run(scenario())


def test_a_rule_keeps_its_colon_with_its_word() -> None:
    """A rule on the rules screen (a bullet point) whose word before ``:`` ends a line: the
    word goes down with its colon, under the text, not under the bullet."""
    room = 40 - Bullet.MARK_WIDTH
    text = "x" * (room - len(" vous")) + " vous : exacte"
    rows = _rows(Bullet(text), 40)
    assert rows[1].startswith("  vous : exacte"), rows
    assert not any(row.lstrip().startswith(":") for row in rows), rows


def test_a_questions_mark_stays_with_its_word() -> None:
    """A question over the table ("…votre As du Volant ?") whose last word ends a line:
    the ``?`` is not left to begin the next one."""
    text = "y" * (40 - len(" Volant")) + " Volant ?"
    rows = _rows(Typeset(text), 40)
    assert rows[1] == "Volant ?", rows
