"""Polish of the Rush Hour Shift terminal game (session 39): German keeps one word for a
match ("Partie") and another for one of its games ("Runde"), as English keeps "match" and
"game"; the set-up ``random`` in the rules' title in the reader's language; the rules'
long title kept whole where it wraps; the word for a locked side section on the small
board as on the large one."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from textual.widgets import Static
from tui_helpers import Host, settle, shown

from roadgames.rushshift import GAME, Board, rules_text
from roadgames.rushshift.board import COLS, LEFT, RIGHT
from roadgames.tui.i18n import Translator
from roadgames.tui.i18n.de import UI as DE_STRINGS
from roadgames.tui.i18n.en import UI as EN_STRINGS
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.board import BoardLabels, BoardWidget
from roadgames.tui.rushshift.demo import demo_session
from roadgames.tui.rushshift.dialogs import RushRulesScreen
from roadgames.tui.widgets.bullet import Bullet


def rush_strings(strings: dict[str, str]) -> dict[str, str]:
    """The Rush Hour Shift strings (``rs_`` keys) of a language."""
    return {k: v for k, v in strings.items() if k.startswith("rs_")}


def test_german_says_partie_for_the_match_as_english_says_match() -> None:
    """Every Rush string English writes with "match" is German's "Partie", never "Match"
    (a word the German interface uses nowhere else)."""
    english, german = rush_strings(EN_STRINGS), rush_strings(DE_STRINGS)
    about_match = [key for key, text in english.items() if re.search(r"\bmatch\b", text, re.I)]
    assert about_match  # the test looks at something
    for key in about_match:
        assert "Partie" in german[key], (key, german[key])
    assert not [key for key, text in german.items() if "Match" in text]
    assert Translator("de")("rs_match_drawn") == "Die Partie endet unentschieden."


#: The set-up ``random`` in each language, as the new-game form's choice names it.
RANDOM_WORDS = {
    "en": "random",
    "fr": "aléatoire",
    "de": "zufällig",
    "it": "casuale",
    "fi": "satunnainen",
    "tl": "sapalaran",
}


@pytest.mark.parametrize("lang", sorted(RANDOM_WORDS))
def test_random_set_up_is_named_in_the_rules_language(lang: str) -> None:
    """The rules' title (the rules screen's, ``roadgames rules``') names the set-up
    ``random`` as the form does, not in English."""
    title = rules_text(GAME.rules_from_options(None, 2, setup="random"), lang).splitlines()[0]
    word = Translator(lang)("rs_setup_random")
    assert word == RANDOM_WORDS[lang]
    assert f" {word}," in title
    if lang != "en":
        assert "random" not in title


def test_random_set_up_on_the_rules_screen_in_german() -> None:
    rules = GAME.rules_from_options(None, 2, setup="random")
    text = shown(RushRulesScreen(rules, Translator("de"), []), (100, 30))
    assert "Aufbau zufällig," in text and "random" not in text


#: A set-up given as a board picture: the rules' title names it in words, long in French,
#: German and Italian, where the rules text wraps the title.
PICTURE = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])


@pytest.mark.parametrize("lang", ["fr", "de", "it"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_long_rules_title_stays_one_paragraph(lang: str, size: tuple[int, int]) -> None:
    """The title wraps to the screen as one bold paragraph: its end was a heading of its
    own, after a blank line ("32 Karten im" / "Stapel")."""
    rules = GAME.rules_from_options(None, 2, setup=PICTURE, games=3)
    title = rules_text(rules, lang).splitlines()[0]
    assert len(rules_text(rules, lang).splitlines()[1]) > 0  # the text wraps the title

    async def scenario() -> None:
        app = Host(RushRulesScreen(rules, Translator(lang), []))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            statics = [w for w in app.screen.query(Static) if not isinstance(w, Bullet)]
            texts = [str(w.content) for w in statics]
            whole = " ".join(rules_text(rules, lang).splitlines()[:2])
            assert whole in texts  # one widget holds the whole title
            assert statics[texts.index(whole)].has_class("rs-rules-title")
            assert title not in texts  # not its first line alone

    asyncio.run(scenario())


def drawn(board: Board, large: bool, labels: BoardLabels) -> list[str]:
    """The lines a board widget draws of ``board``, with all the room it asks for."""
    widget = BoardWidget()
    widget.show(board, None, labels, large)
    return widget.render().plain.split("\n")


@pytest.mark.parametrize("large", [False, True], ids=["small", "large"])
@pytest.mark.parametrize("lang", ["en", "fr", "de", "it", "fi", "tl"])
def test_a_locked_section_says_locked_on_either_board(lang: str, large: bool) -> None:
    """The demo's right section is locked (gold straddles its seam): both boards say so
    over that section's columns, in red; the small one, whose label has no room for the
    word, in an empty row beside the section."""
    board = demo_session().state.board
    assert board.locked(RIGHT) and not board.locked(LEFT)
    tr = Translator(lang)
    labels = BoardLabels(tr("rs_side_left"), tr("rs_side_right"), tr("rs_locked"))
    lines = drawn(board, large, labels)
    widget = BoardWidget()
    widget.large = large
    right = slice(widget.column_x(COLS - 5), widget.column_x(COLS))
    said = [line for line in lines if tr("rs_locked") in line]
    assert len(said) == 1 and tr("rs_locked") in said[0][right]
    # the grid is drawn whole all the same: every vehicle's letter in sight
    letters = {ch for line in lines for ch in line if ch.isupper() and ch.isalpha()}
    assert {"G", "S", "A", "P"} <= letters


def test_the_table_at_80x24_says_the_section_is_locked(tmp_path: Path) -> None:
    """On the board itself, not only in its legend ("┃ locked seam")."""

    async def scenario(lang: str) -> str:
        app = RushShiftApp(demo_session(), lang=lang, save_path=tmp_path / "s.json", delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            board = app.screen.query_one(BoardWidget)
            assert not board.large
            return board.render().plain

    for lang in ("en", "fr", "de"):
        assert Translator(lang)("rs_locked") in asyncio.run(scenario(lang))
