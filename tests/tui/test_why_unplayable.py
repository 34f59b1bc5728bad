"""Why a card cannot be played, in every language of the table: each reason the engine
gives (:mod:`roadgames.millebornes.explain`) has its own words, with its facts filled in."""

from __future__ import annotations

import random
import string

import pytest

from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.explain import Unplayable, why_unplayable
from roadgames.tui.i18n import UI, UI_LANGUAGES, Translator

#: One of each reason the table may be told (``not_now`` is never worded: the table says
#: what to do instead).
REASONS = [
    Unplayable("stopped_by", Card.OUT_OF_GAS, Card.GASOLINE),
    Unplayable("needs_roll", remedy=Card.ROLL),
    Unplayable("speed_limit", Card.SPEED_LIMIT, Card.END_OF_LIMIT, 50),
    Unplayable("past_trip", number=75),
    Unplayable("max_200s", number=2),
    Unplayable("max_200s", number=0),
    Unplayable("already_moving"),
    Unplayable("not_limited", Card.SPEED_LIMIT),  # as the engine gives them (see below)
    Unplayable("no_hazard", Card.ACCIDENT),
    Unplayable("protected", Card.DRIVING_ACE),
    Unplayable("already_hit", Card.STOP),
    Unplayable("not_moving"),
    Unplayable("not_started", Card.RIGHT_OF_WAY, Card.ROLL),
    Unplayable("already_limited", Card.SPEED_LIMIT),
    Unplayable("no_target", Card.ACCIDENT),
]


@pytest.mark.parametrize("lang", ["en", "fr", "de", "it", "fi"])
def test_every_reason_has_words_of_its_own_with_its_facts(lang: str) -> None:
    tr, english = Translator(lang), Translator("en")
    for reason in REASONS:
        words = tr.why(reason)
        assert words and "{" not in words, reason
        if lang != "en":
            assert words != english.why(reason), reason  # not left in English
        for card in (reason.card, reason.remedy):
            named = card is not None and reason.key not in ("speed_limit", "no_target")
            assert not named or tr.card(card) in words, (reason, words)  # type: ignore[arg-type]
        if reason.key in ("speed_limit", "past_trip"):
            assert tr.miles(reason.number or 0) in words  # a distance, in the table's unit
        if reason.key == "max_200s" and reason.number:
            assert str(reason.number) in words


def test_no_card_of_200_at_all_is_said_as_such() -> None:
    tr = Translator("en")
    assert tr.why(Unplayable("max_200s", number=0)) == "no card of 200 may be played"
    assert tr.why(Unplayable("max_200s", number=1)) == (
        "no more cards of 200 this hand (at most 1)"
    )


def test_every_language_of_the_table_words_them() -> None:
    """Tagalog takes English words (it has no table of its own): still whole sentences."""
    for lang in UI_LANGUAGES:
        for reason in REASONS:
            assert "{" not in Translator(lang).why(reason)


def _reasons_from_play() -> set[Unplayable]:
    """The reasons the engine gives in random games under the presets and a few options."""
    seen: set[Unplayable] = set()
    variants = [
        make_rules("classic", 2),
        make_rules("modern", 3),
        make_rules("club", 2, hazard_on_hazard=True),
        make_rules("classic", 2, attacker_must_have_started=True, speed_limit_on_limit=False),
        make_rules("leaflet", 2),
    ]
    for number, rules in enumerate(variants):
        for seed in range(8):
            state = new_game(rules, seed=seed + 100 * number)
            rng = random.Random(seed)
            while (seat := state.to_move) is not None:
                view = state.view(seat)
                for card in set(view.hand):
                    why = why_unplayable(view, card)
                    if why is not None and why.key != "not_now":
                        seen.add(why)
                state.apply(rng.choice(state.legal_actions()))
    return seen


def test_every_fact_a_reason_words_is_one_the_engine_gives() -> None:
    """A template naming ``{card}`` where the engine gives no card printed "no  is on you":
    for the reasons met in play, every field each language's words name is given."""
    fields = string.Formatter()
    reasons = _reasons_from_play()
    assert len({reason.key for reason in reasons}) >= 10
    for lang in ("en", "fr", "de", "it", "fi"):
        for reason in reasons:
            key = "no_200s" if reason.key == "max_200s" and reason.number == 0 else reason.key
            template = UI[lang][f"why_{key}"]
            for _, name, _, _ in fields.parse(template):
                if name in ("card", "remedy", "number"):
                    assert getattr(reason, name) is not None, (lang, reason, template)
