"""Behaviour of the engine's smaller modules (scoring, view, tableau, explain, determinize,
actions, cards) that a mutation sweep (session 28) found no test pinned: each test states
the rule of RULES.md or the docstring it holds (the play scenarios from stacked decks)."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from helpers_flow import autopilot, game, last_result, lines, run

from roadgames.core.errors import RoadgamesError
from roadgames.millebornes.actions import parse_action
from roadgames.millebornes.cards import Card, deck_counts, deck_list, parse_card
from roadgames.millebornes.determinize import Absence, sample_world
from roadgames.millebornes.explain import Unplayable, why_unplayable

# ------------------------------------------------------------------ scoring


def test_a_score_sheet_counts_its_hand_from_1_as_the_view_does() -> None:
    """``HandResult.hand_number`` counts from 1, as players and score sheets count (the
    view's docstring: "its ``hand_number`` counts from 1 too"): a classic match's first two
    hands are sheets 1 and 2, in the sheet's JSON form too."""
    hand = ["ROLL", "100", "25", "25", "25", "25"]
    state = game("classic", 2, [hand, hand], later_hands=[{"hands": [hand, hand]}])
    for _ in range(2):
        autopilot(state, {0: ["play ROLL", "play 100"]})
    assert [result.hand_number for result in state.results] == [1, 2]
    assert [result.to_dict()["hand_number"] for result in state.results] == [1, 2]
    assert state.view(0).hand_number == 3 and not state.is_over


def test_a_score_sheet_handed_to_a_seat_cannot_be_rewritten() -> None:
    """A view shares the state's own score sheets (``results``), so a sheet must be
    frozen: a player that writes to the one in its view changes nobody's scores."""
    hand = ["ROLL", "100", "25", "25", "25", "25"]
    state = game("classic", 2, [hand, hand])
    autopilot(state, {0: ["play ROLL", "play 100"]})
    sheet = state.view(1).results[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        sheet.winners = (1,)  # type: ignore[misc]
    assert state.results[0].winners == (0,) and hash(sheet) == hash(state.results[0])


def test_modern_pays_200_for_each_coup_fourre_and_100_for_a_safety_played_normally() -> None:
    """Modern (RULES.md §8): 100 a safety played normally, 200 *each* safety played as coup
    fourré: two coups fourrés and DRIVING_ACE laid on a 1000 trip score 1000 + 400 + 100."""
    state = game(
        "modern",
        2,
        [
            ["ROLL", "EXTRA_TANK", "PUNCTURE_PROOF", "DRIVING_ACE", "200", "200"],
            ["OUT_OF_GAS", "FLAT_TIRE", "25", "25", "25", "25"],
        ],
        draw=["100"] * 12,
    )
    run(state, "0: play ROLL", "1: play OUT_OF_GAS > 0", "0: coup-fourre")
    autopilot(state, {0: ["play 200"]}, until=lambda s: s.to_move == 1)
    run(state, "1: draw", "1: play FLAT_TIRE > 0", "0: coup-fourre")
    autopilot(state, {0: ["play 200", "play DRIVING_ACE", *["play 100"] * 6]})
    result = last_result(state)
    assert result.how == "trip"
    assert lines(result, 0) == {
        "Distance": 1000,
        "Safeties": 100,
        "Safeties as coup fourré": 400,
    }


# ------------------------------------------------------------------ tableau


def test_the_speed_piles_top_is_the_last_speed_card_played_and_none_when_empty() -> None:
    """``Tableau.speed_top``: the top of the speed pile, ``None`` while it is empty (only the
    top card of each pile is in force, RULES.md §4)."""
    state = game(
        "modern",
        2,
        [["ROLL", "END_OF_LIMIT", "25", "25", "25", "25"], ["SPEED_LIMIT", *["25"] * 5]],
    )
    tableau = state.tableaux[0]
    assert tableau.speed_top() is None
    run(state, "0: play ROLL", "1: play SPEED_LIMIT > 0")
    assert tableau.speed_top() == Card.SPEED_LIMIT and tableau.is_limited()
    run(state, "0: play END_OF_LIMIT")
    assert tableau.speed_top() == Card.END_OF_LIMIT and not tableau.is_limited()


def test_a_stopped_team_is_shown_not_moving_as_a_boolean() -> None:
    """A team under a battle hazard is not moving (RULES.md §4), nor one never started; the
    view's wire form says so with JSON ``false`` (a boolean, not ``null``), and shows the
    battle card in force by its code (``null`` for an empty pile)."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["STOP", *["25"] * 5]])
    run(state, "0: play ROLL", "1: play STOP > 0")
    wire = json.loads(json.dumps(state.view(1).to_dict()))
    assert wire["tableaux"][0]["moving"] is False
    assert wire["tableaux"][1]["moving"] is False  # never started
    assert wire["tableaux"][0]["battle_pile"] == ["ROLL", "STOP"]
    assert wire["tableaux"][0]["battle_top"] == "STOP" and wire["tableaux"][1]["battle_top"] is None


# ------------------------------------------------------------------ view


@pytest.mark.parametrize(
    ("part", "field"),
    [(lambda v: v, "hand"), (lambda v: v.tableaux[0], "miles"), (lambda v: v.public, "turns")],
    ids=["view", "tableau", "public"],
)
def test_every_part_of_a_view_is_a_frozen_value(part: Any, field: str) -> None:
    """A view is what one seat may know at one moment, handed to a player program: the view,
    each of its tableaux and its public details are frozen values, so that a player keeping
    it cannot write into it."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["STOP", *["25"] * 5]])
    run(state, "0: play ROLL")
    view = state.view(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(part(view), field, 0)
    assert view.tableaux[0].miles == 0 and view.hand[0] == Card.D25


# ------------------------------------------------------------------ explain


@pytest.mark.parametrize(("players", "reason"), [(2, "not_moving"), (3, "no_target")])
def test_a_hazard_with_no_target_names_the_one_teams_reason_or_no_target(
    players: int, reason: str
) -> None:
    """``why_unplayable`` for a hazard that can go on no other team: the reason of the one
    other team where there is one (classic: its target is not moving, RULES.md §5), else
    ``no_target`` naming the hazard, whatever each team's own reason."""
    hands = [["ACCIDENT", *["25"] * 5], ["50"] * 6, ["75"] * 6][:players]
    state = game("classic", players, hands)
    why = why_unplayable(state.view(0), Card.ACCIDENT)
    assert why is not None and why.key == reason
    assert why.card == (Card.ACCIDENT if reason == "no_target" else None)


def test_a_remedy_for_a_hazard_stacked_under_another_says_the_top_one_first() -> None:
    """Hazard on hazard (RULES.md §5): stacked hazards are remedied top first, so GASOLINE
    for the OUT_OF_GAS lying under an ACCIDENT is refused as ``stopped_by`` the ACCIDENT
    (REPAIRS first), not as "no such hazard"."""
    state = game(
        "modern",
        2,
        [["ROLL", "GASOLINE", *["25"] * 4], ["OUT_OF_GAS", "ACCIDENT", *["25"] * 4]],
        hazard_on_hazard=True,
    )
    run(state, "0: play ROLL", "1: play OUT_OF_GAS > 0", "0: discard 25")
    run(state, "1: draw", "1: play ACCIDENT > 0", "0: draw")
    assert state.view(0).tableaux[0].battle_pile[-2:] == (Card.OUT_OF_GAS, Card.ACCIDENT)
    why = why_unplayable(state.view(0), Card.GASOLINE)
    assert why == Unplayable("stopped_by", Card.ACCIDENT, Card.REPAIRS)


# ------------------------------------------------------------------ determinize


def test_a_view_whose_counts_do_not_add_up_gives_no_world() -> None:
    """``sample_world`` checks the count: a world always holds exactly the deck, so a view
    whose unseen cards are not exactly the other hands and the draw pile (here one card too
    many said to be in seat 1's hand) is refused with a ``RoadgamesError``, not dealt."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["STOP", *["25"] * 5]])
    view = state.view(0)
    sample_world(view, random.Random(1))  # the true view gives a world
    sizes = (view.hand_sizes[0], view.hand_sizes[1] + 1)
    with pytest.raises(RoadgamesError, match="card count mismatch"):
        sample_world(dataclasses.replace(view, hand_sizes=sizes), random.Random(1))


def test_an_absence_is_a_frozen_value() -> None:
    """An :class:`Absence` (what a seat's play showed it did not hold) is a frozen value, so
    that one inferred fact cannot be changed under the beliefs that share it."""
    absence = Absence(seat=1, cards=frozenset({int(Card.ROLL)}), drawn_since=0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        absence.drawn_since = 2  # type: ignore[misc]


# ------------------------------------------------------------------ cards and actions


@pytest.mark.parametrize("card", list(Card), ids=lambda card: card.name)
def test_every_card_is_read_back_from_its_name_and_its_code(card: Card) -> None:
    """``Card``: "the name is the code used in notation and records": every card parses back
    from its code and from its enum name (``D200`` as well as ``200``), in any case."""
    assert parse_card(card.code) == card and parse_card(card.name.lower()) == card
    assert parse_action(f"discard {card.name}") == parse_action(f"discard {card.code}")


@pytest.mark.parametrize(("short", "size"), [(False, 106), (True, 101)])
def test_the_unshuffled_deck_lists_every_card_in_card_order(short: bool, size: int) -> None:
    """``deck_list``: the deck in a fixed order, 106 cards full or 101 short (one of each
    hazard removed, RULES.md §1), as many of each card as ``deck_counts`` says."""
    deck = deck_list(short)
    assert len(deck) == size and deck == sorted(deck)
    assert [deck.count(card) for card in Card] == deck_counts(short)
