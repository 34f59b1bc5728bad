"""Session 45, played in a terminal: the Rush Hour Shift hint (the search player's reason)
showed "the race at -720.1 (the steps the other hero still needs less yours…)" near the
end of a game, an average of the race with the value of a win (1000) for the samples
where the other's reply wins: no number of steps at all. The search now says in how many
of its sampled hands the other hero gets out at once, and shows no race there."""

from __future__ import annotations

import pytest
from rs_helpers import OPEN_RACE, position

from roadgames.agents.base import Reason
from roadgames.agents.rushshift import SearchAgent
from roadgames.tui.i18n import UI_LANGUAGES, Translator


def _decide(deck: dict[str, int], samples: int) -> tuple[str, dict[str, object], str]:
    state = position(OPEN_RACE, hands=[["MOVE4", "MOVE1", "MOVE1", "MOVE1"]], deck=deck)
    decision = SearchAgent(3, samples=samples).decide(state.view(0), state.legal_actions())
    assert decision.reason is not None
    return decision.reason.key, dict(decision.reason.values), decision.explanation


def test_a_reply_that_wins_in_every_sample_is_said_as_such_not_as_a_race() -> None:
    key, values, said = _decide({"MOVE4": 1, "MOVE1": 3, "SLIDE": 5}, samples=4)
    assert key == "rs_expected_risk"
    assert values == {"losses": 4, "samples": 4}
    assert "in 4 of 4 sampled hands the other hero gets out on its next turn" in said
    assert "race" not in said and "1000" not in said and "-" not in said


def test_a_reply_that_wins_in_some_samples_counts_them() -> None:
    """Silver holds the one SLIDE in some sampled hands only (four cards of nine unseen)."""
    key, values, said = _decide({"MOVE4": 1, "MOVE1": 3, "SLIDE": 1, "SHIFT": 8}, samples=16)
    assert key == "rs_expected_risk"
    losses = values["losses"]
    assert isinstance(losses, int) and 0 < losses < 16
    assert values["samples"] == 16
    assert f"in {losses} of 16 sampled hands" in said


def test_no_winning_reply_still_shows_the_race() -> None:
    key, values, said = _decide({"MOVE4": 1, "MOVE1": 3, "SHIFT": 5}, samples=2)
    assert key == "rs_expected"
    assert "the race at" in said and values["samples"] == 2


@pytest.mark.parametrize("lang", sorted(UI_LANGUAGES))
def test_every_language_words_the_risk_with_its_two_numbers(lang: str) -> None:
    said = Translator(lang).reason(Reason.of("rs_expected_risk", losses=3, samples=32))
    assert said is not None and "3" in said and "32" in said
    assert "{" not in said
