"""Review of session 24's engine changes (rules revision 3, worlds after a reshuffle): the
cases the session's own tests left out."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from helpers_basic import draw_if_asked
from helpers_flow import autopilot, game
from test_drawing_and_end import DEAD, DEAD_CODES, LIVE
from test_quiet_window import _game as quiet_game

from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.determinize import sample_world

# ------------------------------------------------------------ §7 stop: the last card drawn


@pytest.mark.parametrize("draw_from_discard", [False, True], ids=["drawn-at-once", "draw"])
def test_stop_ends_the_hand_when_the_last_card_drawn_leaves_nobody_a_play(
    draw_from_discard: bool,
) -> None:
    """RULES.md §7 (``stop``): the hand ends as soon as the draw pile is empty and nobody
    can play. The seat that draws the last card (at its turn's start, or by ``draw`` where
    drawing is a choice) and leaves every hand dead is not asked to discard once more
    first, as a safety's extra turn is not (rules revision 3)."""
    state = game(
        "leaflet",
        2,
        [["25"] * 6, ["50"] * 6],
        draw=LIVE,
        filler=DEAD,
        empty_draw_pile="stop",
        draw_from_discard=draw_from_discard,
    )
    dead = {0: DEAD_CODES, 1: DEAD_CODES}  # live cards are thrown away as they come

    def dry_or_over(s: MilleBornesState) -> bool:
        return bool(s.results) or not s.draw_pile

    autopilot(state, keep=dead, until=dry_or_over)
    assert state.results, f"seat {state.to_move} is asked to discard though nobody can play"
    assert state.results[0].how == "blocked"
    ended = state.hand_end
    assert ended is not None and not ended.draw_pile
    assert sorted(ended.hand_sizes) == [6, 7]  # the last card drawn, nothing discarded
    drawer = ended.hand_sizes.index(7)
    last = ended.log[-2]  # before the hand's end
    assert last == ((drawer, "draw") if draw_from_discard else (1 - drawer, last[1]))


# ------------------------------------------------ the quiet window's reshuffled cards


def test_the_quiet_window_shows_the_reshuffled_cards_as_the_attack_left_them() -> None:
    """After an attack on an empty draw pile, the next seat's draw reshuffles the discards at
    once where no question is asked, and only after the answer where one is: the attacker
    (who sees the table as the attack left it) sees the same ``reshuffled`` both ways until
    the next public event, and the same again after it (RULES.md §6)."""
    dry = {"empty_draw_pile": "reshuffle"}  # test_quiet_window's case with the pile dry
    asked = quiet_game(3, dry, 1, "RIGHT_OF_WAY", holds=True)
    not_asked = quiet_game(3, dry, 1, "RIGHT_OF_WAY", holds=False)
    for state in (asked, not_asked):
        draw_if_asked(state)
        state.apply("play SPEED_LIMIT > 1")
    assert not_asked.reshuffled and not asked.reshuffled  # the case is what it says
    assert asked.view(0).public.reshuffled == not_asked.view(0).public.reshuffled == ()
    asked.apply("decline")
    assert asked.reshuffled == not_asked.reshuffled  # the same discards went in
    assert asked.view(0).public.reshuffled == not_asked.view(0).public.reshuffled == ()
    for state in (asked, not_asked):
        draw_if_asked(state)
        state.apply("discard 75")  # the next seat's turn: a public event
    shown = asked.view(0).public.reshuffled
    assert shown and shown == not_asked.view(0).public.reshuffled == tuple(asked.reshuffled)


# ------------------------------------------------ worlds after reshuffles, every drawing


@pytest.mark.parametrize(
    "options",
    [
        {"fast_play": True},
        {"draw_from_discard": True},
        {"fast_play": True, "draw_from_discard": True},
    ],
    ids=["fast-play", "draw-from-discard", "both"],
)
def test_worlds_after_reshuffles_hold_the_truth_under_every_way_of_drawing(
    options: dict[str, Any],
) -> None:
    """Random play under ``reshuffle`` with redraws (fast play) and draws from the discard
    pile, over several reshuffles and hands: at every decision after a reshuffle the true
    draw pile fits in the view's ``reshuffled``, and so does every world's, which samples
    without error."""
    rules = make_rules("leaflet", 3, empty_draw_pile="reshuffle", **options)
    rng = random.Random(7)
    checked = 0
    for seed in range(2):
        state = new_game(rules, seed=seed)
        while not state.is_over and len(state.results) < 2:
            seat = state.to_move
            assert seat is not None
            view = state.view(seat)
            room = Counter(view.public.reshuffled)
            if room:
                assert not Counter(state.draw_pile) - room
                world = sample_world(view, rng)
                assert not Counter(world.draw_pile) - room
                assert len(world.draw_pile) == len(state.draw_pile)
                checked += 1
            legal = state.legal_actions()
            plays = [a for a in legal if a.card is not None and str(a).startswith("play")]
            pick = plays if plays and rng.random() < 0.3 else legal
            state.apply(pick[rng.randrange(len(pick))])
    assert checked > 50  # reshuffles happened
