"""Shared helpers for the scenario tests of RULES.md §6–§11 (coup fourré, drawing, the end of
a hand, scoring, fast play, matches).

Every scenario starts from a stacked deck and is driven in the notation. ``game`` builds a
match; ``run`` plays a script of ``"seat: action"`` steps, each checked against the seat to
move; ``autopilot`` drives whole hands: seats with a plan make their planned plays in order,
every other turn is a discard, so that a hand can be taken to its end quickly and honestly
(every action goes through ``apply`` and its legality check).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from roadgames.millebornes import (
    HandResult,
    MilleBornesState,
    make_rules,
    new_game,
    parse_action,
)
from roadgames.millebornes.stacking import stacked_deck


def game(
    preset: str,
    players: int,
    hands: Sequence[Sequence[str]] = (),
    draw: Sequence[str] = (),
    *,
    filler: Sequence[str] = (),
    seed: int = 0,
    later_hands: Sequence[Mapping[str, Any]] = (),
    **options: Any,
) -> MilleBornesState:
    """A match under ``preset`` (with ``options``) whose first hand is dealt from a stacked
    deck (``hands[i]`` is seat i's hand, ``draw`` the cards drawn in order). Each entry of
    ``later_hands`` (keyword arguments of ``stacked_deck``) stacks one more hand."""
    rules = make_rules(preset, players, **options)
    decks = [stacked_deck(rules, hands=hands, draw=draw, filler=filler)]
    decks += [stacked_deck(rules, **spec) for spec in later_hands]
    return new_game(rules, seed=seed, decks=decks)


def first_card(state: MilleBornesState, seat: int, keep: Iterable[str] = ()) -> str:
    """The code of the lowest card in ``seat``'s hand that is not in ``keep``; when the hand
    holds nothing else, the kept card listed first in ``keep`` (kept cards listed last are
    kept longest)."""
    cards = [card.code for card in state.hand_cards(seat)]
    kept = list(dict.fromkeys(keep))
    spare = [code for code in cards if code not in kept]
    if spare:
        return spare[0]
    return min(cards, key=kept.index)


def run(state: MilleBornesState, *steps: str) -> None:
    """Apply ``"seat: action"`` steps in order; ``apply`` checks that the seat is the one to
    move. ``"seat: pass"`` discards the seat's lowest card."""
    for step in steps:
        seat_text, sep, text = step.partition(":")
        assert sep, f"step {step!r} must read 'seat: action'"
        seat = int(seat_text)
        text = text.strip()
        if text == "pass":
            text = f"discard {first_card(state, seat)}"
        state.apply(text, seat=seat)


#: The ways of drawing, where the rules give a choice (:func:`act` draws for any other step).
DRAW_CHOICES = ("draw", "draw discard", "redraw")


def act(state: MilleBornesState, *steps: str) -> None:
    """Apply ``"seat: action"`` steps, each checked against the seat to move; where drawing
    is a choice and the step is no way of drawing, the seat draws from the draw pile first."""
    for step in steps:
        seat_text, _, text = step.partition(":")
        seat, text = int(seat_text), text.strip()
        if state.phase_name == "draw" and text not in DRAW_CHOICES:
            state.apply("draw", seat=seat)
        state.apply(text, seat=seat)


def card_of(text: str) -> str | None:
    """The code of the card an action names (None for ``draw``, ``decline`` …)."""
    card = parse_action(text).card
    return None if card is None else card.code


def legal(state: MilleBornesState) -> set[str]:
    """The legal actions of the seat to move, as notation."""
    return {str(action) for action in state.legal_actions()}


def autopilot(
    state: MilleBornesState,
    plans: Mapping[int, Sequence[str]] | None = None,
    *,
    until: Callable[[MilleBornesState], bool] | None = None,
    keep: Mapping[int, Iterable[str]] | None = None,
    extend: bool = False,
    max_steps: int = 5000,
) -> None:
    """Drive the game until ``until(state)`` holds (default: the current hand is over).

    A seat with a plan plays its planned actions in order, one a turn (``"draw"`` steps are
    not needed); every other turn is a discard of the lowest card not needed by a plan nor
    named in ``keep[seat]`` (card codes).
    Draw questions are answered ``draw``; coup-fourré and fast-remedy questions ``decline``;
    the extension question ``extend`` or ``decline`` as ``extend`` says.
    """
    pending = {seat: list(actions) for seat, actions in (plans or {}).items()}
    hands_done = len(state.results)
    if until is None:

        def until(s: MilleBornesState) -> bool:
            return len(s.results) > hands_done or s.is_over

    for _ in range(max_steps):
        if until(state):
            return
        seat = state.to_move
        assert seat is not None, "the match ended before the goal was reached"
        phase = state.phase_name
        if phase == "draw":
            state.apply("draw", seat=seat)
        elif phase in ("coup_fourre", "fast_remedy"):
            state.apply("decline", seat=seat)
        elif phase == "extension":
            state.apply("extend" if extend else "decline", seat=seat)
        elif pending.get(seat):
            state.apply(pending[seat].pop(0), seat=seat)
        else:
            kept = [code for text in pending.get(seat, ()) if (code := card_of(text))]
            kept += list((keep or {}).get(seat, ()))
            state.apply(f"discard {first_card(state, seat, kept)}", seat=seat)
    raise AssertionError(f"autopilot: goal not reached in {max_steps} steps")


def empty_the_draw_pile(
    state: MilleBornesState,
    plans: Mapping[int, Sequence[str]] | None = None,
    keep: Mapping[int, Iterable[str]] | None = None,
) -> None:
    """Discard (and make planned plays) until the draw pile is empty."""
    autopilot(state, plans, keep=keep, until=lambda s: not s.draw_pile)


def fast_remedy_after_stop() -> MilleBornesState:
    """Fast play, 4 players in 2×2 (modern): seat 1 has just stopped team 0, whose
    partners (seats 0 and 2) each hold a ROLL; the fast-remedy question is open."""
    state = game(
        "modern",
        4,
        [["ROLL", *["25"] * 5], ["STOP", *["50"] * 5], ["ROLL", *["75"] * 5], ["100"] * 6],
        fast_play=True,
    )
    run(state, "0: draw", "0: discard 25", "1: draw", "1: play STOP > 0")
    return state


def seat_draws(order: Sequence[int], per_seat: Mapping[int, Sequence[str]]) -> list[str]:
    """The draw pile for draws made by the seats in ``order`` (one entry a draw, extra turns
    included): each seat's cards from ``per_seat`` in turn; a seat whose list has run out
    draws ``25``."""
    queues = {seat: list(cards) for seat, cards in per_seat.items()}
    return [queues[seat].pop(0) if queues.get(seat) else "25" for seat in order]


def lines(result: HandResult, team: int) -> dict[str, int]:
    """A team's score-sheet lines as a label -> points mapping."""
    return dict(result.lines[team])


def labels(result: HandResult, team: int) -> list[str]:
    """A team's score-sheet labels, in the order the table applies them."""
    return [label for label, _ in result.lines[team]]


def last_result(state: MilleBornesState) -> HandResult:
    """The score sheet of the last hand played."""
    assert state.results, "no hand has ended yet"
    return state.results[-1]
