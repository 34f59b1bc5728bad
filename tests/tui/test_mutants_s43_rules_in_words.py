"""Session 43's mutation sweep of ``tui/rules_text.py``: how an extension scores is said
under the one scoring table that scores it (classic), and never elsewhere."""

from __future__ import annotations

import pytest

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import LANGUAGES, Translator
from roadgames.tui.rules_text import describe_rules

EXTENSION_SCORING = (
    "Extension: the trip's 400 goes to the first team to reach 1000; the caller scores 200 "
    "more if it does, else each other team scores 200."
)


def test_the_extensions_scoring_is_said_under_classic_scoring_only() -> None:
    en = Translator("en")
    classic = describe_rules(make_rules("classic", 2), en)  # trip of 700: extension
    assert EXTENSION_SCORING in classic
    assert (
        classic.index(EXTENSION_SCORING)
        == classic.index(
            "Classic scoring: miles, 100 a safety, +300 all four, +300 a coup fourré, +400 trip, "
            "+300 delayed action, +300 safe trip, +500 shutout."
        )
        + 1
    )  # right after the table it belongs to
    modern = describe_rules(make_rules("modern", 2, extension=True, target=700), en)
    assert "Once the trip of 700 mi is completed, it may be extended to 1000." in modern
    assert EXTENSION_SCORING not in modern
    no_extension = describe_rules(make_rules("classic", 4), en)  # trip of 1000
    assert EXTENSION_SCORING not in no_extension


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_extensions_scoring_is_one_more_sentence_in_every_language(lang: str) -> None:
    tr = Translator(lang)
    with_it = describe_rules(make_rules("classic", 2), tr)
    without = describe_rules(make_rules("classic", 2, extension=False), tr)
    assert len(with_it) == len(without) + 2  # the extension itself, and how it scores
