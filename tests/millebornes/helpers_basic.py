"""Shared helpers for the Mille Bornes scenario tests of RULES.md §1–§5 and §10.

Every scenario starts from a stacked deck and is driven in the notation. ``deal`` builds the
game; ``drive`` plays a script of actions (answering a ``draw`` question with ``draw`` where
the rules make drawing a choice, so that a scenario always stops in the play phase);
``legal`` lists the legal actions as notation; ``assert_illegal`` checks that an action is
refused and leaves the state untouched; ``solo`` scripts a two-seat race.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from roadgames.core.errors import IllegalActionError
from roadgames.millebornes import MilleBornesState, make_rules, new_game, parse_action
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.tableau import Tableau


def deal(
    preset: str,
    players: int,
    hands: Sequence[Sequence[str]],
    draw: Sequence[str] = (),
    **options: Any,
) -> MilleBornesState:
    """A new game under ``preset`` (with ``options``) dealt from a stacked deck: ``hands[i]``
    is seat i's hand, ``draw`` the cards drawn in order (seat 0 draws the first at once)."""
    rules = make_rules(preset, players, **options)
    deck = stacked_deck(rules, hands=hands, draw=draw)
    return new_game(rules, decks=[deck])


def interleave(*per_seat: Sequence[str]) -> list[str]:
    """The draw pile for turns taken in seat order: seat 0's first draw, seat 1's first draw,
    and so on (every list as long as the first; no extra turns in between)."""
    length = len(per_seat[0])
    assert all(len(cards) == length for cards in per_seat)
    return [cards[turn] for turn in range(length) for cards in per_seat]


def drive(state: MilleBornesState, *actions: str) -> None:
    """Apply each action for the seat to move, answering a ``draw`` question (where drawing
    is a choice) with a plain ``draw`` before each action and after the last."""
    for text in actions:
        draw_if_asked(state)
        state.apply(text)
    draw_if_asked(state)


def draw_if_asked(state: MilleBornesState) -> None:
    """Draw from the draw pile if the seat to move is asked how to draw."""
    if state.phase_name == "draw":
        state.apply("draw")


def legal(state: MilleBornesState) -> set[str]:
    """The legal actions of the seat to move, as notation."""
    return {str(action) for action in state.legal_actions()}


def is_legal(state: MilleBornesState, text: str) -> bool:
    """Whether the action written ``text`` is legal now."""
    return parse_action(text) in state.legal_actions()


def tableau_facts(tab: Tableau) -> tuple[object, ...]:
    """Everything a tableau holds, as comparable data."""
    return (
        tuple(tab.battle_pile),
        tuple(tab.speed_pile),
        tuple(tab.distance_cards),
        tuple(tab.safety_cards),
        tuple(tab.hazards),
        tab.base,
        tab.miles,
        tab.n200,
        tab.safeties,
        tab.coups,
        tab.started,
        tab.cards_played,
    )


def snapshot(state: MilleBornesState) -> tuple[object, ...]:
    """Everything a refused action must leave unchanged, as comparable data."""
    return (
        state.phase_name,
        state.to_move,
        tuple(tuple(hand) for hand in state.hands),
        tuple(state.hand_sizes),
        tuple(state.draw_pile),
        tuple(state.discard_pile),
        tuple(tableau_facts(tab) for tab in state.tableaux),
        tuple(state.history),
        tuple(state.log),
        tuple(state.scores),
        len(state.results),
        state.trip,
    )


def assert_illegal(state: MilleBornesState, text: str) -> None:
    """``text`` is not among the legal actions, ``apply`` refuses it with
    ``IllegalActionError``, and the state is exactly as it was."""
    assert parse_action(text) not in state.legal_actions(), f"{text!r} should be illegal"
    before = snapshot(state)
    with pytest.raises(IllegalActionError):
        state.apply(text)
    assert snapshot(state) == before


def assert_legal(state: MilleBornesState, text: str) -> None:
    """``text`` is among the legal actions (the caller then applies it and checks the result)."""
    assert parse_action(text) in state.legal_actions(), f"{text!r} should be legal"


def distance_plays(state: MilleBornesState) -> set[str]:
    """The distance cards the seat to move may play, as codes (``{"25", "50"}``)."""
    codes = {"25", "50", "75", "100", "200"}
    return {
        str(action.card.code)
        for action in state.legal_actions()
        if action.card is not None and action.card.code in codes and str(action).startswith("play")
    }


#: Cards an idle seat draws and throws away at once, so that a race can be scripted.
IDLE = ("REPAIRS", "GASOLINE", "SPARE_TIRE", "END_OF_LIMIT")
#: A hand for an idle seat: six ROLLs, never played.
IDLE_HAND = ("ROLL",) * 6


def solo(
    preset: str,
    hand: Sequence[str],
    draws: Sequence[str],
    plays: Sequence[str],
    **options: Any,
) -> MilleBornesState:
    """A two-seat game in which seat 0 makes ``plays`` one a turn while seat 1 discards what
    it draws. Seat 0 holds ``hand`` and draws ``draws`` (one more than ``plays``); the game is
    returned with seat 0 to move again."""
    assert len(draws) == len(plays) + 1
    idle = [IDLE[turn % len(IDLE)] for turn in range(len(plays))]
    state = deal(
        preset, 2, [hand, IDLE_HAND], [*interleave(list(draws[:-1]), idle), draws[-1]], **options
    )
    for play, card in zip(plays, idle, strict=True):
        drive(state, play, f"discard {card}")
    assert state.to_move == 0
    return state
