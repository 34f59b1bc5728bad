"""Behaviour of the cards, the actions' notation, the explanations and the sampled worlds
that the session-30 mutation sweep found no test pinning: each test asserts what
RULES.md or the module's docstring promises."""

from __future__ import annotations

import dataclasses
import random

import pytest

from roadgames.core.errors import MalformedActionError
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.actions import ATTACK, COUP_FOURRE, parse_action
from roadgames.millebornes.cards import ALL_CARDS, HAZARDS, Card, deck_counts
from roadgames.millebornes.determinize import Absence, sample_world, unseen_counts
from roadgames.millebornes.explain import Unplayable, why_unplayable
from roadgames.millebornes.stacking import stacked_deck


def test_a_world_of_a_short_deck_game_deals_its_next_hand_from_the_short_deck() -> None:
    # determinize: "a world always holds exactly the deck"; RULES.md §1 / option `deck`:
    # the short deck is 101 cards, and every hand of the match is dealt from it
    rules = make_rules("classic", 2, deck="short")
    state = new_game(rules, seed=5)
    world = sample_world(state.view(0), random.Random(2))
    rng = random.Random(3)
    while world.hand_number == 0 and not world.is_over:
        world.apply(rng.choice(world.legal_actions()))
    assert world.hand_number == 1 and not world.is_over
    cards = [0] * len(ALL_CARDS)
    for hand in world.hands:
        cards = [a + b for a, b in zip(cards, hand, strict=True)]
    for card in world.draw_pile:
        cards[card] += 1
    assert cards == deck_counts(True)


def test_the_one_unseen_card_outside_an_absence_always_goes_to_that_hand() -> None:
    # determinize.sample_world: of the cards held since an absence, each is dealt from the
    # unseen cards outside it; only where none fits is the absence ignored. Here exactly
    # one unseen card (the one RIGHT_OF_WAY) fits, wherever the shuffle puts it.
    rules = make_rules("classic", 2)
    deck = stacked_deck(rules, hands=[["25"] * 6, ["50"] * 6])
    state = new_game(rules, decks=[deck])
    view = state.view(0)
    assert unseen_counts(view)[Card.RIGHT_OF_WAY] == 1
    everything_else = frozenset(int(card) for card in ALL_CARDS if card != Card.RIGHT_OF_WAY)
    absences = [Absence(seat=1, cards=everything_else, drawn_since=0)]
    for seed in range(1500):
        world = sample_world(view, random.Random(seed), absences)
        assert world.hands[1][Card.RIGHT_OF_WAY] == 1, seed


def test_the_rules_own_spelling_of_coup_fourre_is_read_as_the_call() -> None:
    # RULES.md §6 spells it "coup fourré"; the README: `coup-fourre`, read also as `coup fourré`
    for text in ("coup-fourre", "coup fourre", "coup-fourré", "Coup Fourré", " COUP  FOURRE "):
        assert parse_action(text) is COUP_FOURRE, text


def test_a_hazard_reaches_the_sixth_team_and_no_seventh() -> None:
    # RULES.md §2: 2 to 6 players, each a team when not in partnership; README "Notation":
    # `play STOP > 1` is a hazard on team 1, counted from 0, so 5 is the last team there is
    rules = make_rules("classic", 6, teams=False)
    deck = stacked_deck(rules, hands=[["SPEED_LIMIT", "25", "25", "25", "25", "25"]])
    state = new_game(rules, decks=[deck])
    action = parse_action("play SPEED_LIMIT > 5")
    assert action.target == 5 and action in state.legal_actions()
    state.apply("play SPEED_LIMIT > 5")
    assert state.tableaux[5].speed_pile == [Card.SPEED_LIMIT]
    with pytest.raises(MalformedActionError, match="bad target team"):
        parse_action("play SPEED_LIMIT > 6")


def test_actions_are_frozen_values_and_only_hazards_have_attacks() -> None:
    # actions: "Every action is an interned, frozen value"; ATTACK: "only hazard entries
    # are filled"
    action = parse_action("play STOP > 1")
    with pytest.raises(dataclasses.FrozenInstanceError):
        action.target = 0  # type: ignore[misc]
    assert {action: 1}[parse_action("PLAY stop > 1")] == 1
    for card in ALL_CARDS:
        assert (len(ATTACK[card]) > 0) == (card in HAZARDS), card


def test_a_speed_limited_team_is_told_fifty_is_the_most_it_may_play() -> None:
    # RULES.md §5: distance "at most 50 while speed-limited"; explain names the number
    rules = make_rules("classic", 2)
    hands = [["ROLL", "25", "50", "75", "100", "200"], ["SPEED_LIMIT"] + ["25"] * 5]
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=["25"] * 4)])
    state.apply("play ROLL")
    state.apply("play SPEED_LIMIT > 0")
    view = state.view(0)
    assert view.phase == "play" and view.tableaux[0].speed_limited
    limited = Unplayable("speed_limit", Card.SPEED_LIMIT, Card.END_OF_LIMIT, 50)
    for card in (Card.D75, Card.D100, Card.D200):
        assert why_unplayable(view, card) == limited
    assert why_unplayable(view, Card.D50) is None
    assert why_unplayable(view, Card.D25) is None


def test_with_the_exact_finish_a_card_too_long_is_told_the_miles_left() -> None:
    # RULES.md §5: with `finish = exact` the total may never pass the trip's target
    rules = make_rules("classic", 2, target=300)
    hands = [["ROLL", "200", "200", "25", "25", "25"], ["25"] * 6]
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=["50"] * 4)])
    for text in ("play ROLL", "discard 25", "play 200", "discard 25"):
        state.apply(text)
    view = state.view(0)
    assert view.tableaux[0].miles == 200
    assert why_unplayable(view, Card.D200) == Unplayable("past_trip", number=100)
    assert why_unplayable(view, Card.D50) is None


def test_stacked_hazards_on_a_team_never_started_are_remedied_top_first() -> None:
    # RULES.md §5, `hazard_on_hazard`: "each stacked hazard must then be remedied in turn,
    # top first"; here the whole battle pile is hazards (the team never rolled)
    rules = make_rules("modern", 2, hazard_on_hazard=True)
    hands = [["REPAIRS", "25", "25", "25", "25", "25"], ["ACCIDENT", "OUT_OF_GAS"] + ["50"] * 4]
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=["75"] * 6)])
    for text in ("discard 25", "play ACCIDENT > 0", "discard 25", "play OUT_OF_GAS > 0"):
        if state.phase_name == "draw":
            state.apply("draw")
        state.apply(text)
    state.apply("draw")
    view = state.view(0)
    assert tuple(view.tableaux[0].battle_pile) == (Card.ACCIDENT, Card.OUT_OF_GAS)
    first = Unplayable("stopped_by", Card.OUT_OF_GAS, Card.GASOLINE)
    assert why_unplayable(view, Card.REPAIRS) == first
