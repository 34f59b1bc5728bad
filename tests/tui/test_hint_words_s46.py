"""A hint whose reason names its own move says it once: "Hint: discard 50 mi: the card
least needed", where it read "Hint: ✗ 50 mi — discard 50 mi: the card least needed" (the
card twice, on every hint to discard, attack or roll). A reason that does not name the
move still follows it (session 46)."""

from __future__ import annotations

import pytest
from test_mutants_s33_mille_table import BareMilleTable, session_for

from roadgames.agents import Decision
from roadgames.agents.base import Reason
from roadgames.agents.millebornes.heuristic import REASON_TEXTS
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card

DISCARD_50 = Action(Kind.DISCARD, Card.D50)


@pytest.mark.parametrize(
    ("action", "reason", "said"),
    [
        (
            DISCARD_50,
            Reason.of("discard_spare", card=Card.D50),
            "Hint: discard 50 mi: the card least needed",
        ),
        (
            Action(Kind.PLAY, Card.ROLL),
            Reason.of("roll_on", card=Card.ROLL),
            "Hint: Roll gets the car going",
        ),
        (
            Action(Kind.PLAY, Card.FLAT_TIRE, target=1),
            Reason.of("attack", team="B", card=Card.FLAT_TIRE),
            "Hint: attack team B with Flat Tire to slow it down",
        ),
        (  # the search confirmed the heuristic's choice: its reason, then the figures
            DISCARD_50,
            Reason.of(
                "search_won",
                reason=Reason.of("discard_spare", card=Card.D50),
                percent=49,
                worlds=36,
            ),
            "Hint: discard 50 mi: the card least needed (in 36 sampled deals this wins the "
            "game 49% of the time)",
        ),
    ],
)
def test_a_reason_that_names_its_move_is_the_hint_alone(
    action: Action, reason: Reason, said: str
) -> None:
    screen = BareMilleTable(session_for())
    decision = Decision(action, reason.render(REASON_TEXTS), reason)
    assert screen.hint_text(decision) == said


@pytest.mark.parametrize(
    "reason",
    [
        Reason("remedy_now"),  # names no card
        Reason.of("discard_spare", card=Card.D25),  # another card than the move's
        # the search preferred this move to another: the figures name no move of their own
        Reason.of(
            "search_beat_won",
            action=DISCARD_50,
            percent=45,
            worlds=9,
            other=DISCARD_50,
            other_percent=44,
        ),
    ],
)
def test_a_reason_that_does_not_name_its_move_follows_it(reason: Reason) -> None:
    screen = BareMilleTable(session_for())
    decision = Decision(DISCARD_50, "", reason)
    words = screen.tr.reason(reason, screen.describe)
    assert screen.hint_text(decision) == f"Hint: {screen.describe(DISCARD_50)} — {words}"
