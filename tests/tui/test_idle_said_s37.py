"""A match ended by the engine's idle guard (rules revision 5) says so at the table: the
log's line in every language, and the summary (the engine's side is in
``tests/millebornes/test_idle_match_s36.py``)."""

from __future__ import annotations

import pytest
from tui_helpers import hand, shown

from roadgames.millebornes.state import IDLE_HANDS
from roadgames.tui.i18n import LANGUAGES, Translator, describe_event
from roadgames.tui.screens.summary import SummaryScreen


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_log_line_is_said_in_every_language(lang: str) -> None:
    tr = Translator(lang)
    text = f"match over (no distance card in {IDLE_HANDS} hands)"
    said = describe_event(-1, text, ["Ann", "Bob"], ["Ann", "Bob"], tr)
    assert said != text and str(IDLE_HANDS) in said and "{" not in said
    if lang != "en":
        assert "distance card" not in said
    assert said == tr("event_idle", n=IDLE_HANDS)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summary_of_an_idle_match_says_why(lang: str) -> None:
    tr = Translator(lang)
    results = [hand(n, (0, 0)) for n in range(1, IDLE_HANDS + 1)]
    idle = SummaryScreen(["Ann", "Bob"], [0, 0], [0, 1], results, tr, ended_idle=True)
    text = shown(idle, (80, 30))
    said = tr("summary_idle", n=IDLE_HANDS)
    assert said.split()[0] in text and str(IDLE_HANDS) in said
    assert " ".join(text.split()).count(" ".join(said.split()[:4])) == 1
    plain = SummaryScreen(["Ann", "Bob"], [0, 0], [0, 1], results, tr)
    assert " ".join(said.split()[:4]) not in " ".join(shown(plain, (80, 30)).split())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_in_words_name_the_guard_for_matches_only(lang: str) -> None:
    from roadgames.millebornes import make_rules
    from roadgames.tui.rules_text import describe_rules

    tr = Translator(lang)
    match = describe_rules(make_rules("classic", 2), tr)
    guard = [line for line in match if f" {IDLE_HANDS} " in line and line != match[0]]
    assert len(guard) == 1 and "{" not in guard[0]
    one_hand = describe_rules(make_rules("classic", 2, match_target=0), tr)
    assert guard[0] not in one_hand
