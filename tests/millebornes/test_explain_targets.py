"""Why a card cannot go on a given team's tableau: named exactly where no play of it there
is legal, under every option (property), and the two reasons of its own (a hazard on one's
own team, any other card on another's) met by random play."""

from __future__ import annotations

import random

from hypothesis import given
from test_properties import rules_strategy, scaled, seeds

from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import HAZARDS
from roadgames.millebornes.explain import Unplayable, why_not_on
from roadgames.millebornes.rules import Rules


def _check_every_card_on_every_team(state: MilleBornesState) -> set[str]:
    """At this decision, each card of the actor's hand on each team is explained exactly
    where no play of it there is legal; the reasons given."""
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    reasons: set[str] = set()
    for card in set(view.hand):
        for team in range(len(view.tableaux)):
            why = why_not_on(view, card, team)
            if view.phase != "play":
                assert why == Unplayable("not_now")
                continue
            there = view.team if card not in HAZARDS else team
            legal = any(
                a.kind == Kind.PLAY
                and a.card == card
                and (a.target if a.target is not None else view.team) == there
                for a in view.legal_actions
            ) and (card in HAZARDS or team == view.team)
            assert (why is None) == legal, (card, team, why)
            if why is not None:
                assert why.key != "not_now"
                reasons.add(why.key)
    return reasons


@scaled(0.5)
@given(rules_strategy(), seeds)
def test_a_card_on_a_team_is_explained_exactly_where_no_play_of_it_there_is_legal(
    rules: Rules, seed: int
) -> None:
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(300):
        if state.is_over:
            break
        _check_every_card_on_every_team(state)
        state.apply(rng.choice(state.legal_actions()))


def test_random_play_meets_the_reasons_of_a_wrong_team() -> None:
    """Not vacuous: a hazard aimed at one's own team, another card at another team, and a
    hazard refused by the team aimed at (in teams of two, the partner's team is one's own)."""
    seen: set[str] = set()
    for number, rules in enumerate((make_rules("classic", 2), make_rules("classic", 4))):
        for seed in range(4):
            state = new_game(rules, seed=seed + 10 * number)
            rng = random.Random(seed)
            while not state.is_over:
                seen |= _check_every_card_on_every_team(state)
                state.apply(rng.choice(state.legal_actions()))
    assert {"own_team", "own_tableau", "protected", "not_moving"} <= seen
