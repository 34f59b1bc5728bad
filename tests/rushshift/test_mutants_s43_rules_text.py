"""Session 43's mutation sweep of ``rushshift/text.py``: the header counts one game in the
singular, a width of :data:`WIDTH` keeps the lines as written, the rule on leaving a card
unused follows ``move_exact``, and the layout of the text at any width in every language
(a rule's further lines under its text, headings never indented, no line starting with
French punctuation, no word broken at its hyphen, no stray non-breaking or double space)."""

from __future__ import annotations

import re

import pytest

from roadgames.rushshift.rules import make_rules
from roadgames.rushshift.text import WIDTH, WRITTEN_IN, rules_text


def test_the_header_counts_one_game_in_the_singular() -> None:
    assert (
        rules_text(make_rules())
        .splitlines()[0]
        .startswith("Rush Hour Shift — set-up 1, 1 game, 4 cards in hand")
    )
    assert ", 3 games, " in rules_text(make_rules(games=3)).splitlines()[0]


def test_a_width_of_the_written_text_keeps_its_lines_as_written() -> None:
    rules = make_rules()
    assert rules_text(rules, "fr", WIDTH) == rules_text(rules, "fr")
    assert rules_text(rules, "fr", WIDTH - 1) != rules_text(rules, "fr")


def test_the_rule_on_a_card_left_unused_follows_move_exact() -> None:
    loose = " ".join(rules_text(make_rules()).split())
    exact = " ".join(rules_text(make_rules(move_exact="on")).split())
    always = "the rest of a card may always be left unused"
    but_not = "but not the rest of a MOVE once its first step is taken"
    assert always in loose and but_not not in loose
    assert but_not in exact and always not in exact


@pytest.mark.parametrize("lang", WRITTEN_IN)
def test_the_further_lines_of_a_rule_filled_in_longer_are_under_its_text(lang: str) -> None:
    """The deck's make-up makes its rule longer than written: wrapped, its further lines
    start under the rule's text, not under its dash."""
    lines = rules_text(make_rules(), lang).splitlines()
    indented = [line for line in lines if line.startswith(" ")]
    assert all(line.startswith(("  - ", "    ")) for line in indented), indented
    assert max(map(len, lines)) <= WIDTH


@pytest.mark.parametrize("lang", WRITTEN_IN)
def test_the_text_filled_to_any_narrow_width_keeps_its_layout(lang: str) -> None:
    rules = make_rules()
    for width in range(24, WIDTH):
        for line in rules_text(rules, lang, width).splitlines():
            assert len(line) <= width, (width, line)
            assert not line.lstrip().startswith((":", ";")), (width, line)  # French spacing
            assert not re.search(r"\w-$", line), (width, line)  # "point-symmetric" whole
            assert "\u00a0" not in line, (width, line)
            assert "  " not in line.strip(), (width, line)


def test_a_heading_filled_narrow_goes_on_unindented() -> None:
    lines = rules_text(make_rules(), "en", 40).splitlines()
    assert lines[3:5] == ["Published rules (the French rules", "booklet, pages 14–15)"]
    assert "    holds 4 cards." in lines  # a rule's further line is indented
