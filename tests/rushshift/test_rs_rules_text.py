"""The rules text says which parts are published and which are this project's choices
(RULES.md part 2): a deck the players set is theirs, not the project's placeholder."""

from __future__ import annotations

import pytest

from roadgames.rushshift import make_rules, rules_text
from roadgames.rushshift.text import WRITTEN_IN

#: The words that call the deck the project's placeholder, per language.
PLACEHOLDER = {
    "en": "amateur implementation",
    "fr": "réalisation amateur",
    "de": "Umsetzung eines Amateurs",
    "it": "realizzazione amatoriale",
    "fi": "harrastajatoteutuksesta",
    "tl": "gawa ng isang amateur",
}


@pytest.mark.parametrize("lang", WRITTEN_IN)
def test_the_default_deck_is_called_the_placeholder(lang: str) -> None:
    assert PLACEHOLDER[lang] in " ".join(rules_text(make_rules(), lang).split())


@pytest.mark.parametrize("lang", WRITTEN_IN)
def test_a_deck_set_by_the_deck_option_is_said_to_be_the_options(lang: str) -> None:
    rules = make_rules(deck={"SLIDE": 10, "SHIFT": 5})
    text = " ".join(rules_text(rules, lang).split())
    assert "×10" in text and "×5" in text
    assert PLACEHOLDER[lang] not in text
    assert "deck" in text.split("×5")[1].split(".")[0]  # the option named beside it
