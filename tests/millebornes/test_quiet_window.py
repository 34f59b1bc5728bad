"""After an attack, no seat but the one to act may learn whether a seat of the attacked team
was asked a private question (RULES.md §6): their views are the same, asked or not, until
the next public event, and after it."""

from __future__ import annotations

from typing import Any

import pytest
from helpers_basic import deal, draw_if_asked

from roadgames.millebornes import MilleBornesState
from roadgames.millebornes.state import RESHUFFLED
from roadgames.millebornes.view import MilleBornesView

#: (players, options, the attacked seat, the card that gets it asked, the attack)
CASES = [
    (2, {}, 1, "RIGHT_OF_WAY", "play SPEED_LIMIT > 1"),
    (3, {}, 2, "RIGHT_OF_WAY", "play SPEED_LIMIT > 2"),
    (4, {}, 3, "RIGHT_OF_WAY", "play SPEED_LIMIT > 1"),  # the partner of the next seat
    (4, {}, 1, "RIGHT_OF_WAY", "play SPEED_LIMIT > 1"),
    (2, {"fast_play": True}, 1, "END_OF_LIMIT", "play SPEED_LIMIT > 1"),
    (4, {"fast_play": True}, 3, "END_OF_LIMIT", "play SPEED_LIMIT > 1"),
    (3, {"empty_draw_pile": "reshuffle"}, 1, "RIGHT_OF_WAY", "play SPEED_LIMIT > 1"),
]
#: The case played with the draw pile run dry (the next seat's draw reshuffles the discards);
#: seat 2 then holds the card the attacked seat does not, so that the discards are the same.
DRY = CASES[-1]


def _game(
    players: int, options: dict[str, Any], asked: int, card: str, holds: bool
) -> MilleBornesState:
    """Seat 0 holds a speed limit; ``asked`` holds ``card`` if ``holds``, else a 200."""
    dry = options.get("empty_draw_pile") == "reshuffle"
    hands = [["SPEED_LIMIT", "50", "50", "50", "50", "50"]]
    hands += [["75", "75", "25", "25", "100", "100"] for _ in range(players - 1)]
    hands[asked][-1] = card if holds else "200"
    if dry:
        hands[2][-1] = "200" if holds else card
    game = deal("classic", players, hands, draw=["50"] * 4 + ["100"] * 4, **options)
    if dry:  # every card not in a hand discarded
        game.discard_pile.extend(game.draw_pile)
        game.draw_pile.clear()
    return game


def _seen(view: MilleBornesView) -> dict[str, Any]:
    """Everything a view shows, public details included."""
    public = view.public
    details = (public.starter, public.completer, public.attacker, public.pending)
    more = (public.redraw_discards, public.turns, public.phase, public.actor)
    return {**view.to_dict(), "public": (*details, *more)}


def _compare(asked: MilleBornesState, not_asked: MilleBornesState, *differ: int) -> int:
    """Assert every seat but those whose hands ``differ``, that is to act in both games or
    in neither, sees the same; return how many seats were compared."""
    compared = 0
    for seat in range(asked.num_seats):
        if seat in differ or (seat == asked.to_move) != (seat == not_asked.to_move):
            continue
        assert _seen(asked.view(seat)) == _seen(not_asked.view(seat)), seat
        compared += 1
    return compared


@pytest.mark.parametrize(("players", "options", "responder", "card", "attack"), CASES)
def test_nobody_else_learns_that_a_question_was_asked(
    players: int, options: dict[str, Any], responder: int, card: str, attack: str
) -> None:
    asked = _game(players, options, responder, card, holds=True)
    not_asked = _game(players, options, responder, card, holds=False)
    differ = (responder, 2) if options.get("empty_draw_pile") else (responder,)
    for game in (asked, not_asked):
        draw_if_asked(game)
        game.apply(attack)
    assert asked.to_move == responder and asked.view(responder).legal_actions
    assert "decline" in {str(a) for a in asked.legal_actions()}
    assert _compare(asked, not_asked, *differ) >= 1  # the question is pending
    asked.apply("decline")
    assert _compare(asked, not_asked, *differ) >= 1  # declined: nothing to see either
    for game in (asked, not_asked):
        draw_if_asked(game)
        assert game.to_move == 1
        game.apply("discard 75")  # the next seat's turn: a public event
    assert asked.view(0).phase != "waiting"
    assert _compare(asked, not_asked, *differ) >= 1
    if (players, options, responder, card, attack) == DRY:
        assert asked.view(0).log[-2] == (-1, RESHUFFLED)  # the case is what it says


def test_the_seat_to_act_sees_its_turn_and_the_others_see_it_after_the_next_event() -> None:
    game = _game(2, {}, 1, "RIGHT_OF_WAY", holds=False)
    game.apply("play SPEED_LIMIT > 1")
    mover, other = game.view(1), game.view(0)
    assert mover.to_move == 1 and mover.phase == "play" and mover.hand_sizes == (6, 7)
    assert other.to_move is None and other.phase == "waiting" and other.hand_sizes == (6, 6)
    game.apply("discard 75")
    after = game.view(0)
    assert after.to_move == 0 and after.hand_sizes == (7, 6) and after.log[-1] == (1, "discard 75")
