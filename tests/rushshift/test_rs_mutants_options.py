"""Reading actions and rules options: cases that hand-made mutants of the engine showed
no test pinned."""

from __future__ import annotations

import re

import pytest

from roadgames.core.errors import MalformedActionError, RulesError
from roadgames.rushshift import make_rules, parse_action
from roadgames.rushshift.rules import SETUP_FORMS


@pytest.mark.parametrize("text", ["shift left left 2", "shift right right 1"])
def test_a_section_shifts_only_up_or_down(text: str) -> None:
    with pytest.raises(MalformedActionError, match="shifts up or down"):
        parse_action(text)


@pytest.mark.parametrize("text", ["slide G right 0", "shift left up 0"])
def test_a_slide_or_shift_of_zero_is_malformed(text: str) -> None:
    with pytest.raises(MalformedActionError, match="bad number '0'"):
        parse_action(text)


def test_a_deck_must_leave_a_draw_pile_after_dealing() -> None:
    with pytest.raises(RulesError, match="8 cards cannot deal two hands of 4 and leave a draw"):
        make_rules(deck={"MOVE1": 8})
    assert make_rules(deck={"MOVE1": 9}).deck_size == 9
    assert make_rules(deck={"MOVE1": 5}, hand_size=2).hand_size == 2


def test_a_printed_setup_may_be_named_by_its_number() -> None:
    assert make_rules(setup=3).setup == "3"
    with pytest.raises(RulesError):
        make_rules(setup=True)


def test_an_unknown_setup_name_is_told_what_a_setup_may_be() -> None:
    with pytest.raises(RulesError, match=re.escape(f"must be {SETUP_FORMS}, not 'nowhere'")):
        make_rules(setup="nowhere")
