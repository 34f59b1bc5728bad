"""The rules screen's sentences on whom a hazard may go against: the speed limit goes on any
team (RULES.md §5), so where a language's word for the attack names it too (and where it
does not, for a newcomer), the sentence names it as the exception."""

from __future__ import annotations

import pytest

from roadgames.millebornes import make_rules
from roadgames.millebornes.cards import Card
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.rules_text import describe_rules

#: Each language's sentence start for "battle hazards only against a moving team", "…
#: against any team without a hazard in force", "no battle hazard before the first Roll".
_STARTS = {
    "en": ("Battle hazards", "Battle hazards", "No battle hazard"),
    "fr": ("Attaques", "Attaques", "Pas d'attaque"),
    "de": ("Gefahrenkarten", "Gefahrenkarten", "Keine Gefahrenkarte"),
    "it": ("Attacchi", "Attacchi", "Nessun attacco"),
    "fi": ("Hyökkäyksiä", "Hyökkäyksiä", "Ei hyökkäyksiä"),
    "tl": ("Sa koponang tumatakbo", "Puwedeng maglaro ng Hazard", "Bawal maglaro ng Hazard"),
}


def _sentence(lang: str, start: str, **options: bool) -> str:
    lines = describe_rules(make_rules("classic", 2, **options), Translator(lang))
    found = [line for line in lines if line.startswith(start)]
    assert len(found) == 1, (start, lines)
    return found[0]


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_attack_rules_leave_the_speed_limit_out(lang: str) -> None:
    limit = Translator(lang).card(Card.SPEED_LIMIT)
    moving, anyone, started = _STARTS[lang]
    assert limit in _sentence(lang, moving, attack_needs_target_moving=True)
    assert limit in _sentence(lang, anyone, attack_needs_target_moving=False)
    assert limit in _sentence(lang, started, attacker_must_have_started=True)
