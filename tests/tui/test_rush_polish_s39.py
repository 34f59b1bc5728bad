"""Polish of the Rush Hour Shift terminal game (session 39): German keeps one word for a
match ("Partie") and another for one of its games ("Runde"), as English keeps "match" and
"game"; the set-up ``random`` in the rules' title in the reader's language; the rules'
long title kept whole where it wraps; the word for a locked side section on the small
board as on the large one."""

from __future__ import annotations

import asyncio
import re

import pytest
from textual.widgets import Static
from tui_helpers import Host, shown

from roadgames.rushshift import GAME, rules_text
from roadgames.tui.i18n import Translator
from roadgames.tui.i18n.de import UI as DE_STRINGS
from roadgames.tui.i18n.en import UI as EN_STRINGS
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
