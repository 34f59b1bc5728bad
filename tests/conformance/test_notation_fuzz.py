"""Notation that looks like a real action's, one character changed (a digit of another
script, a space that is not ASCII, a dash, a letter): either it parses, to an action whose
own notation parses back to it, or it is refused as malformed, never with another error.
Random text (test_conformance) almost never parses, so it never reaches the numbers of a
real notation; this does ("slide D up ²" raised a bare ValueError)."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_conformance import CONFIGS, GAMES, _probe_state

from roadgames.core.errors import MalformedActionError

#: Characters that look like or stand beside those of a notation.
ODD = st.one_of(
    st.sampled_from("²³¹⁴①٣３\u00a0‐İK"),
    st.characters(categories=["Nd", "No", "Zs", "Pd", "Lu", "Ll"]),
)


@cache
def notations(game: str) -> tuple[str, ...]:
    """The notation of every legal action met in one random game's first 60 actions."""
    config = next(c for c in CONFIGS if c.game == game)
    state = config.new_state(0)
    rng = random.Random(0)
    seen: set[str] = set()
    for _ in range(60):
        if state.is_over:
            break
        legal = state.legal_actions()
        seen.update(str(action) for action in legal)
        state.apply(rng.choice(legal))
    return tuple(sorted(seen))


@pytest.mark.parametrize("game", GAMES)
@given(data=st.data())
def test_a_notation_with_one_character_changed_parses_or_is_malformed(
    game: str, data: st.DataObject
) -> None:
    state = _probe_state(game)
    text = data.draw(st.sampled_from(notations(game)))
    at = data.draw(st.integers(0, len(text)))
    text = text[:at] + data.draw(ODD) + text[at + data.draw(st.integers(0, 1)) :]
    try:
        action = state.parse_action(text)
    except MalformedActionError:
        return
    assert state.parse_action(str(action)) == action


@pytest.mark.parametrize("text", ["slide A right ²", "shift left up ²", "move A up ³"])
def test_a_number_in_another_script_is_malformed(text: str) -> None:
    with pytest.raises(MalformedActionError):
        _probe_state("rushshift").parse_action(text)
