"""RULES.md §5: Right of Way starts a team as a Roll does ("its own first ROLL (or
RIGHT_OF_WAY)") and spares it the Roll after a remedy ("unless it has RIGHT_OF_WAY"). The
rules screen's sentences and the reason a hazard cannot be played say so in every language
(they spoke of the Roll alone)."""

from __future__ import annotations

import pytest

from roadgames.millebornes import make_rules
from roadgames.millebornes.cards import Card
from roadgames.millebornes.explain import Unplayable
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rules_text import describe_rules


def _naming_roll(lang: str, **options: bool) -> list[str]:
    """The rules screen's sentences that name the Roll, under ``options``."""
    tr = Translator(lang)
    lines = describe_rules(make_rules("classic", 2, **options), tr)
    return [line for line in lines if tr.card(Card.ROLL) in line]


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_sentence_on_the_roll_names_right_of_way(lang: str) -> None:
    row = Translator(lang).card(Card.RIGHT_OF_WAY)
    for options in (
        {"roll_after_remedy": True, "attacker_must_have_started": True},
        {"roll_after_remedy": False, "attacker_must_have_started": True},
    ):
        sentences = _naming_roll(lang, **options)
        assert len(sentences) == 2, sentences
        assert all(row in sentence for sentence in sentences), sentences


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_hazard_before_starting_says_right_of_way_starts_too(lang: str) -> None:
    tr = Translator(lang)
    said = tr.why(Unplayable("not_started", Card.RIGHT_OF_WAY, Card.ROLL))
    assert tr.card(Card.ROLL) in said and tr.card(Card.RIGHT_OF_WAY) in said
