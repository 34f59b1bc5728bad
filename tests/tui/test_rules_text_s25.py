"""The extension is said as the rules play it: offered on completing any trip under 1000,
exactly or by reaching it (``finish``), not only "after an exact 700"."""

from __future__ import annotations

import pytest

from roadgames.commands.rules import OPTION_HELP
from roadgames.millebornes import make_rules
from roadgames.tui.i18n import Translator
from roadgames.tui.rules_text import describe_rules

#: "Exactly" in each language the rules screen speaks.
EXACTLY = {
    "en": "exact",
    "fr": "exactement",
    "de": "genau",
    "it": "esattamente",
    "fi": "tasan",
    "tl": "eksakto",
}


@pytest.mark.parametrize("lang", sorted(EXACTLY))
def test_the_extension_is_not_said_to_need_an_exact_finish_where_reaching_is_enough(
    lang: str,
) -> None:
    """Under ``finish = reach`` no line of the rules says the trip must be met exactly."""
    rules = make_rules("classic", 2, finish="reach", target=800, extension=True)
    lines = describe_rules(rules, Translator(lang))
    assert any("1000" in line for line in lines)
    assert not any(EXACTLY[lang] in line.lower() for line in lines), lines


def test_the_extension_options_help_names_no_one_trip() -> None:
    """The option's help holds for every trip under 1000, not 700 alone."""
    assert "700" not in OPTION_HELP["extension"]
    assert "exact" not in OPTION_HELP["extension"]


@pytest.mark.parametrize("lang", sorted(EXACTLY))
def test_the_extension_s_label_on_the_form_names_no_one_trip(lang: str) -> None:
    """The form's label of the option holds whatever the trip (it said "after 700", the
    preset's trip, beside a trip of 800)."""
    assert "700" not in Translator(lang).option("extension")
