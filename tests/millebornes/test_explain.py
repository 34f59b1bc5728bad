"""Why a card cannot be played: named exactly where the legal actions leave it out, under
every option (property), and in words a player knows (stacked positions)."""

from __future__ import annotations

import random

from hypothesis import given
from test_properties import rules_strategy, scaled, seeds

from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.explain import Unplayable, why_unplayable
from roadgames.millebornes.rules import Rules
from roadgames.millebornes.stacking import stacked_deck


def _check_every_card_in_hand(state: MilleBornesState) -> int:
    """At this decision, each card of the actor's hand is explained exactly where no play of
    it is legal; the number of cards explained."""
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    playing = view.phase == "play"
    played = {a.card for a in view.legal_actions if a.kind == Kind.PLAY}
    explained = 0
    for card in set(view.hand):
        why = why_unplayable(view, card)
        if not playing:
            assert why == Unplayable("not_now")
        elif card in played:
            assert why is None, (card, why)
        else:
            assert why is not None and why.key != "not_now", card
            explained += 1
    return explained


@scaled(0.5)
@given(rules_strategy(), seeds)
def test_a_card_is_explained_exactly_where_none_of_its_plays_is_legal(
    rules: Rules, seed: int
) -> None:
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if state.is_over:
            break
        _check_every_card_in_hand(state)
        state.apply(rng.choice(state.legal_actions()))


def test_random_games_meet_every_reason() -> None:
    """Random play under the presets and a few options meets every reason but the rarest,
    each at a position where the legal actions leave the card out (the property above
    checks that much; this checks it is not vacuous)."""
    seen: set[str] = set()
    variants = [
        make_rules("classic", 2),
        make_rules("modern", 3),
        make_rules("club", 2, hazard_on_hazard=True),
        make_rules("classic", 2, attack_needs_target_moving=True),
        make_rules("classic", 2, attacker_must_have_started=True, speed_limit_on_limit=False),
        make_rules("classic", 2, max_200s=1),
        make_rules("modern", 2, attack_needs_target_moving=False),
    ]
    for number, rules in enumerate(variants):
        for seed in range(15):
            state = new_game(rules, seed=seed + 100 * number)
            rng = random.Random(seed)
            while not state.is_over:
                seat = state.to_move
                assert seat is not None
                view = state.view(seat)
                for card in set(view.hand):
                    why = why_unplayable(view, card)
                    if why is not None:
                        seen.add(why.key)
                state.apply(rng.choice(state.legal_actions()))
    expected = {
        "not_now", "stopped_by", "needs_roll", "speed_limit", "past_trip", "max_200s",
        "already_moving", "not_limited", "no_hazard", "protected", "already_hit",
        "not_moving", "not_started", "already_limited",
    }  # fmt: skip
    assert expected - seen == set()


def _opening(hand: list[str], other: list[str]) -> MilleBornesState:
    """Classic, two seats, seat 0 to play with ``hand`` (and the 25 it drew)."""
    rules = make_rules("classic", 2)
    deck = stacked_deck(rules, hands=[hand, other], draw=["25"] * 4)
    return new_game(rules, decks=[[c.code for c in deck]])


def test_a_stopped_team_is_told_what_lifts_its_hazard() -> None:
    state = _opening(
        ["50", "GASOLINE", "ROLL", "OUT_OF_GAS", "25", "75"], ["OUT_OF_GAS"] + ["25"] * 5
    )
    view = state.view(0)
    assert why_unplayable(view, Card.D50) == Unplayable("needs_roll", remedy=Card.ROLL)
    assert why_unplayable(view, Card.GASOLINE) == Unplayable("no_hazard", Card.OUT_OF_GAS)
    assert why_unplayable(view, Card.OUT_OF_GAS) == Unplayable("not_moving")  # classic
    assert why_unplayable(view, Card.ROLL) is None
    state.apply(state.parse_action("play ROLL"))
    assert why_unplayable(state.view(0), Card.D50) == Unplayable("not_now")  # seat 1's turn
    state.apply(state.parse_action("play OUT_OF_GAS > 0"))
    while state.to_move == 0 and state.view(0).phase != "play":
        state.apply(state.parse_action("decline"))  # no coup fourré to call
    view = state.view(0)
    stopped = Unplayable("stopped_by", Card.OUT_OF_GAS, Card.GASOLINE)
    assert why_unplayable(view, Card.D50) == stopped
    assert why_unplayable(view, Card.ROLL) == stopped
    assert why_unplayable(view, Card.GASOLINE) is None
