"""Polish of the Rush Hour Shift terminal game (session 39): German keeps one word for a
match ("Partie") and another for one of its games ("Runde"), as English keeps "match" and
"game"; the set-up ``random`` in the rules' title in the reader's language; the rules'
long title kept whole where it wraps; the word for a locked side section on the small
board as on the large one."""

from __future__ import annotations

import re

from roadgames.tui.i18n import Translator
from roadgames.tui.i18n.de import UI as DE_STRINGS
from roadgames.tui.i18n.en import UI as EN_STRINGS


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
