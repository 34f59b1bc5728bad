"""The heuristic's documented habits, one stacked-deck scenario each, where the sound move is
clear (each was missed by the other tests: a changed rule of the player went unnoticed).

Every scenario is a two-seat game unless it says otherwise; seat 0 is the heuristic, asked
for its move once the script has been played. In the classic preset a hazard needs a moving
target, so an opponent that never plays ROLL cannot be attacked: seat 0, not moving and
holding no ROLL, can then only discard or lay a safety, and what it discards shows what it
values least.
"""

from __future__ import annotations

from typing import Any

import pytest

from roadgames.agents import Decision, get_agent
from roadgames.agents.millebornes.cardcount import Situation, from_state, from_view
from roadgames.agents.millebornes.heuristic import rollout_action
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.rules import PRESETS, preset_players
from roadgames.millebornes.stacking import stacked_deck


def deal(
    preset: str,
    hands: list[list[str]],
    draw: list[str],
    players: int = 2,
    **options: Any,
) -> MilleBornesState:
    """A one-hand game from a stacked deck: ``hands[i]`` is seat i's hand, ``draw`` the cards
    drawn in order (seat 0 draws the first at once)."""
    rules = make_rules(preset, players, match_target=0, **options)
    return new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=draw)])


def drive(state: MilleBornesState, *actions: str) -> None:
    """Apply each action for the seat to move, drawing from the draw pile first where the
    rules make the draw a choice."""
    for text in actions:
        if state.phase_name == "draw" and not text.startswith(("draw", "redraw")):
            state.apply("draw")
        state.apply(text)


def decide(state: MilleBornesState) -> Decision:
    """The heuristic's decision for the seat to move."""
    seat = state.to_move
    assert seat is not None
    return get_agent("millebornes", "heuristic").decide(state.view(seat), state.legal_actions())


def chosen(state: MilleBornesState) -> str:
    """The heuristic's move for the seat to move, in the notation."""
    return str(decide(state).action)


# Rule 7: the discard.


def test_a_third_roll_is_the_spare_to_discard() -> None:
    """Stopped by an ACCIDENT with no REPAIRS, seat 0 holds three ROLLs and four distance
    cards. It needs one ROLL after its REPAIRS; the other two are spares, and a spare ROLL
    goes before a distance card it will drive with."""
    state = deal(
        "classic",
        [["ROLL", "ROLL", "ROLL", "ROLL", "50", "75"], ["ACCIDENT", "25", "25", "25", "25", "25"]],
        ["100", "25", "200"],
    )
    drive(state, "play ROLL", "play ACCIDENT > 0")
    assert chosen(state) == "discard ROLL"


def test_distance_past_the_exact_finish_goes_first() -> None:
    """A 300 km trip with the exact finish: at 250 km a 75 cannot be played on this trip,
    so it is the first card to go, before any remedy; the hint says why as it is, not that
    the card can never be played (an extension's longer trip may take it)."""
    state = deal(
        "classic",
        [["ROLL", "200", "50", "75", "GASOLINE", "REPAIRS"],
         ["STOP", "STOP", "STOP", "STOP", "SPEED_LIMIT", "SPEED_LIMIT"]],
        ["SPARE_TIRE", "25", "END_OF_LIMIT", "25", "SPARE_TIRE", "25", "REPAIRS"],
        target=300,
    )  # fmt: skip
    drive(state, "play ROLL", "discard 25", "play 200", "discard 25", "play 50", "discard 25")
    decision = decide(state)
    assert str(decision.action) == "discard 75"
    assert decision.explanation == "discard 75: it would take the car past the end of the trip"


def test_a_200_past_the_most_allowed_is_said_to_be_dead() -> None:
    """Two 200s played, the most the classic rules allow: a third can never be played, said
    so, and it goes before any remedy."""
    state = deal(
        "classic",
        [["ROLL", "200", "200", "200", "GASOLINE", "REPAIRS"],
         ["STOP", "STOP", "STOP", "STOP", "SPEED_LIMIT", "SPEED_LIMIT"]],
        ["SPARE_TIRE", "25", "END_OF_LIMIT", "25", "SPARE_TIRE", "25", "REPAIRS"],
    )  # fmt: skip
    drive(state, "play ROLL", "discard 25", "play 200", "discard 25", "play 200", "discard 25")
    decision = decide(state)
    assert str(decision.action) == "discard 200"
    assert decision.explanation == "discard 200: it can no longer be played"


def test_the_card_that_completes_the_trip_exactly_is_kept() -> None:
    """At 200 km of a 300 km exact trip, stopped with no ROLL, seat 0 must discard from
    100, 75, 50, 25 and three hazards it cannot play yet. The 100 completes the trip in one
    card: it is the one distance card to keep."""
    state = deal(
        "classic",
        [["ROLL", "200", "100", "75", "50", "25"], ["STOP", "25", "25", "25", "25", "25"]],
        ["ACCIDENT", "REPAIRS", "FLAT_TIRE", "REPAIRS", "OUT_OF_GAS"],
        target=300,
    )
    drive(state, "play ROLL", "discard 25", "play 200", "play STOP > 0")
    decision = decide(state)
    assert decision.action.kind == Kind.DISCARD
    assert decision.action.card != Card.D100


def test_right_of_way_makes_roll_dead() -> None:
    """Once RIGHT_OF_WAY is laid the team never needs ROLL again (RULES.md §5): a ROLL in
    hand is the first card to go."""
    state = deal(
        "classic",
        [["RIGHT_OF_WAY", "ROLL", "GASOLINE", "REPAIRS", "SPARE_TIRE", "ACCIDENT"], ["25"] * 6],
        ["OUT_OF_GAS", "FLAT_TIRE"],
    )
    drive(state, "play RIGHT_OF_WAY")  # its extra turn: seat 0 moves again
    decision = decide(state)
    assert str(decision.action) == "discard ROLL"
    assert "no longer" in decision.explanation


def test_a_remedy_whose_safety_is_laid_is_dead() -> None:
    """With DRIVING_ACE laid the team can never suffer an ACCIDENT: REPAIRS is dead and goes
    before a 25."""
    state = deal(
        "classic",
        [["DRIVING_ACE", "REPAIRS", "GASOLINE", "SPARE_TIRE", "25", "50"], ["25"] * 6],
        ["75", "100"],
    )
    drive(state, "play DRIVING_ACE")
    decision = decide(state)
    assert str(decision.action) == "discard REPAIRS"
    assert "no longer" in decision.explanation


def test_a_remedy_is_worth_little_once_its_hazards_are_all_seen() -> None:
    """The short deck (two seats, classic) holds two ACCIDENTs. While one may still come,
    seat 0 keeps its REPAIRS and discards a 25; once both have been discarded by seat 1,
    the REPAIRS is the card to throw away."""
    state = deal(
        "classic",
        [["REPAIRS", "25", "50", "75", "100", "GASOLINE"],
         ["ACCIDENT", "ACCIDENT", "25", "25", "25", "25"]],
        ["STOP", "50", "STOP", "50", "100"],
    )  # fmt: skip
    drive(state, "discard STOP", "discard ACCIDENT")
    assert chosen(state) == "discard 25"
    drive(state, "discard STOP", "discard ACCIDENT")
    assert chosen(state) == "discard REPAIRS"


def test_a_hazard_every_opponent_is_immune_to_is_dead() -> None:
    """Seat 1 has laid DRIVING_ACE: seat 0's ACCIDENT can never be played."""
    state = deal(
        "classic",
        [["ACCIDENT", "25", "50", "75", "100", "GASOLINE"],
         ["DRIVING_ACE", "25", "25", "25", "25", "25"]],
        ["STOP", "50", "50", "100"],
    )  # fmt: skip
    drive(state, "discard STOP", "play DRIVING_ACE", "discard 25")
    decision = decide(state)
    assert str(decision.action) == "discard ACCIDENT"
    assert "no longer" in decision.explanation


def test_a_speed_limit_is_useless_against_a_team_within_50_km() -> None:
    """Seat 1 is at 250 km of a 300 km trip: it needs a 50 (or two 25s), which a speed
    limit allows. Seat 0 neither plays its SPEED_LIMIT nor keeps it over its distance."""
    state = deal(
        "classic",
        [["SPEED_LIMIT", "25", "50", "75", "100", "200"], ["ROLL", "200", "50", "25", "25", "25"]],
        ["REPAIRS", "25", "REPAIRS", "25", "GASOLINE", "25", "100"],
        target=300,
    )
    drive(state, "discard REPAIRS", "play ROLL", "discard REPAIRS", "play 200")
    drive(state, "discard GASOLINE", "play 50")
    assert chosen(state) == "discard SPEED_LIMIT"


def test_stop_is_the_hazard_to_part_with() -> None:
    """Holding all four battle hazards (none playable: seat 1 has not started), seat 0
    discards the STOP: its remedy, ROLL, is the commonest card of the deck, while the others
    need one of six remedies."""
    state = deal(
        "classic",
        [["STOP", "ACCIDENT", "OUT_OF_GAS", "FLAT_TIRE", "200", "EXTRA_TANK"], ["25"] * 6],
        ["PUNCTURE_PROOF"],
    )
    assert chosen(state) == "discard STOP"


# Rule 4: holding a safety for a coup fourré.


def test_a_safety_is_laid_once_every_hazard_it_covers_is_seen() -> None:
    """DRIVING_ACE is held while an ACCIDENT may still come (the short deck has two), and
    laid once seat 1 has discarded both: no coup fourré is left to wait for."""
    state = deal(
        "classic",
        [["DRIVING_ACE", "25", "50", "75", "100", "GASOLINE"],
         ["ACCIDENT", "ACCIDENT", "25", "25", "25", "25"]],
        ["STOP", "50", "STOP", "50", "100"],
    )  # fmt: skip
    drive(state, "discard STOP", "discard ACCIDENT")
    assert chosen(state) == "discard 25"
    drive(state, "discard STOP", "discard ACCIDENT")
    assert chosen(state) == "play DRIVING_ACE"


def test_a_safety_is_laid_once_an_opponent_nears_the_finish() -> None:
    """A 300 km trip: DRIVING_ACE is held while seat 1 is at the start, and laid once seat 1
    reaches 200 km: the hand may end before any coup fourré comes, and a safety still in
    hand then scores nothing."""
    state = deal(
        "classic",
        [["DRIVING_ACE", "25", "50", "75", "100", "GASOLINE"],
         ["ROLL", "200", "25", "25", "25", "25"]],
        ["REPAIRS", "25", "REPAIRS", "25", "100"],
        target=300,
    )  # fmt: skip
    drive(state, "discard REPAIRS", "play ROLL")
    assert chosen(state) == "discard REPAIRS"  # held, the ace makes the REPAIRS dead
    drive(state, "discard REPAIRS", "play 200")
    assert chosen(state) == "play DRIVING_ACE"


def test_a_safety_is_laid_once_the_draw_pile_runs_low() -> None:
    """Seat 1 holds both ACCIDENTs of the short deck and never plays them, so seat 0 keeps
    its DRIVING_ACE for a coup fourré while the draw pile is deep. With two cards or fewer
    left to draw, the hand is nearly over: the safety goes down for its points."""
    hands = [["DRIVING_ACE", "25", "50", "75", "100", "GASOLINE"],
             ["ACCIDENT", "ACCIDENT", "25", "25", "25", "25"]]  # fmt: skip
    state = deal("classic", hands, [])
    discard_until(state, 20, hands)
    assert decide(state).action.card != Card.DRIVING_ACE
    discard_until(state, 2, hands)
    assert chosen(state) == "play DRIVING_ACE"


def discard_until(state: MilleBornesState, left: int, keep: list[list[str]]) -> None:
    """Every seat discards a card each turn, never one of its ``keep`` cards, until seat 0
    is to play with at most ``left`` cards in the draw pile."""
    while not (state.to_move == 0 and len(state.draw_pile) <= left):
        seat = state.to_move
        assert seat is not None
        hand = [card.code for card in state.hand_cards(seat)]
        for code in keep[seat]:
            hand.remove(code)
        state.apply(f"discard {hand[0]}")


# Rule 3 and rule 6: getting going, and what the speed limit still matters for.


def test_roll_before_attacking_an_opponent_far_from_the_finish() -> None:
    """Seat 1 has just started (0 km of 700); seat 0 has not. Getting going comes first:
    ROLL, not STOP on seat 1."""
    state = deal(
        "classic",
        [["ROLL", "STOP", "GASOLINE", "REPAIRS", "SPARE_TIRE", "END_OF_LIMIT"],
         ["ROLL", "25", "25", "25", "25", "25"]],
        ["25", "50", "50"],
    )  # fmt: skip
    drive(state, "discard 25", "play ROLL")
    assert chosen(state) == "play ROLL"


def test_no_end_of_limit_within_50_km_of_the_finish() -> None:
    """Speed-limited at 250 km of a 300 km trip, seat 0 holds END_OF_LIMIT and a 25. Only
    25s and 50s can finish now, and the limit allows both: the 25 is the useful card."""
    state = deal(
        "classic",
        [["ROLL", "200", "50", "25", "END_OF_LIMIT", "GASOLINE"],
         ["SPEED_LIMIT", "25", "25", "25", "25", "25"]],
        ["REPAIRS", "25", "REPAIRS", "25", "SPARE_TIRE", "25", "SPARE_TIRE"],
        target=300,
    )  # fmt: skip
    drive(state, "play ROLL", "discard 25", "play 200", "play SPEED_LIMIT > 0", "play 50")
    drive(state, "discard 25")
    assert chosen(state) == "play 25"


# Rule 5: the attack.


def test_the_attack_goes_to_the_opponent_furthest_ahead_it_can_reach() -> None:
    """Four players on their own (modern): seat 1 at 25 km, seat 2 at 100, seat 3 at 200
    with RIGHT_OF_WAY (immune to STOP). Seat 0's STOP goes to seat 2 (team C), the leader
    among the teams it can stop."""
    state = deal(
        "modern",
        [["STOP", "25", "25", "50", "GASOLINE", "REPAIRS"],
         ["ROLL", "25", "50", "50", "50", "50"],
         ["ROLL", "100", "75", "75", "75", "75"],
         ["RIGHT_OF_WAY", "200", "100", "100", "100", "100"]],
        [],
        players=4,
        teams=False,
    )  # fmt: skip
    drive(state, "discard GASOLINE", "play ROLL", "play ROLL", "play RIGHT_OF_WAY", "play 200")
    drive(state, "discard REPAIRS", "play 25", "play 100", "discard 100", "draw")
    assert [tab.miles for tab in state.tableaux] == [0, 25, 100, 200]
    decision = decide(state)
    assert str(decision.action) == "play STOP > 2"
    assert decision.explanation == "attack team C with STOP to slow it down"


def test_an_opponent_one_card_from_the_finish_is_stopped_before_repairing() -> None:
    """Seat 0, stopped by a FLAT_TIRE since its first turn, at last draws a SPARE_TIRE; but
    seat 1 is at 675 km of 700 and completes the trip with any 25. Repairing can wait a
    turn: seat 0 lays its ACCIDENT on seat 1 first."""
    mine, theirs = ["25"] * 7 + ["SPARE_TIRE"], ["75"] * 7 + ["50"]
    state = deal(
        "classic",
        [["ROLL", "ACCIDENT", "GASOLINE", "REPAIRS", "END_OF_LIMIT", "50"],
         ["ROLL", "FLAT_TIRE", "200", "200", "100", "100"]],
        [card for pair in zip(mine, theirs, strict=True) for card in pair],
    )  # fmt: skip
    drive(state, "play ROLL", "play ROLL", "discard 25", "play FLAT_TIRE > 0")
    for distance in ("200", "200", "100", "100", "75"):
        drive(state, "discard 25", f"play {distance}")
    assert [tab.miles for tab in state.tableaux] == [0, 675]
    assert chosen(state) == "play ACCIDENT > 1"


def test_no_attack_on_a_team_that_is_not_moving() -> None:
    """Modern rules let seat 0 lay an ACCIDENT on seat 1, which has not started; but a team
    that is not moving loses little by it (rule 5 attacks a moving leader). Seat 0 drives."""
    state = deal(
        "modern",
        [["ROLL", "ACCIDENT", "100", "75", "GASOLINE", "REPAIRS"], ["25"] * 6],
        ["200", "50", "50"],
    )
    drive(state, "play ROLL", "discard 25", "draw")
    assert chosen(state) == "play 200"


def test_the_attack_prefers_a_hazard_whose_remedies_are_scarce() -> None:
    """Seat 0 holds four of the six SPARE_TIREs: a FLAT_TIRE is much harder for seat 1 to
    repair than an ACCIDENT (six REPAIRS unseen)."""
    state = deal(
        "classic",
        [["ACCIDENT", "FLAT_TIRE", "SPARE_TIRE", "SPARE_TIRE", "SPARE_TIRE", "SPARE_TIRE"],
         ["ROLL", "25", "25", "25", "25", "25"]],
        ["25", "50", "50"],
    )  # fmt: skip
    drive(state, "discard 25", "play ROLL")
    assert chosen(state) == "play FLAT_TIRE > 1"


def test_a_battle_hazard_beats_stop() -> None:
    """An ACCIDENT costs seat 1 a REPAIRS and then (classic) a ROLL; a STOP costs one ROLL,
    the commonest card. Seat 0 attacks with the ACCIDENT."""
    state = deal(
        "classic",
        [["ACCIDENT", "STOP", "GASOLINE", "REPAIRS", "SPARE_TIRE", "END_OF_LIMIT"],
         ["ROLL", "25", "25", "25", "25", "25"]],
        ["25", "50", "50"],
    )  # fmt: skip
    drive(state, "discard 25", "play ROLL")
    assert chosen(state) == "play ACCIDENT > 1"


def test_the_attack_avoids_a_coup_fourre() -> None:
    """Seat 0 holds PUNCTURE_PROOF, so its FLAT_TIRE can never be answered by a coup fourré;
    its ACCIDENT could be (DRIVING_ACE is unseen). It attacks with the FLAT_TIRE."""
    state = deal(
        "classic",
        [["ACCIDENT", "FLAT_TIRE", "PUNCTURE_PROOF", "REPAIRS", "GASOLINE", "END_OF_LIMIT"],
         ["ROLL", "25", "25", "25", "25", "25"]],
        ["25", "50", "50"],
    )  # fmt: skip
    drive(state, "discard 25", "play ROLL")
    assert chosen(state) == "play FLAT_TIRE > 1"


# Rule 8: the draw and the extension.


def test_the_discard_pile_is_drawn_for_a_roll_needed_now() -> None:
    """Modern rules (draw from the discard pile): seat 0 has not started and holds no ROLL;
    seat 1 throws one away. Seat 0 takes it."""
    state = deal(
        "modern",
        [["25", "50", "75", "100", "STOP", "GASOLINE"], ["ROLL"] * 6],
        ["200", "25"],
    )
    drive(state, "discard STOP", "discard ROLL")
    assert chosen(state) == "draw discard"


def test_the_discard_pile_is_not_drawn_for_a_card_not_needed_now() -> None:
    """The same, but seat 1 throws away a 25: seat 0, not moving, has no use for it now."""
    state = deal(
        "modern",
        [["25", "50", "75", "100", "STOP", "GASOLINE"], ["25"] * 6],
        ["200", "50"],
    )
    drive(state, "discard STOP", "discard 25")
    assert chosen(state) == "draw"


def test_the_discard_pile_is_drawn_for_the_remedy_of_the_teams_hazard() -> None:
    """Seat 0 is stopped by an ACCIDENT and holds no REPAIRS; seat 1 throws one away."""
    state = deal(
        "modern",
        [["ROLL", "50", "75", "100", "STOP", "GASOLINE"],
         ["ACCIDENT", "REPAIRS", "25", "25", "25", "25"]],
        ["200", "50", "75", "50"],
    )  # fmt: skip
    drive(state, "play ROLL", "play ACCIDENT > 0", "discard STOP", "discard REPAIRS")
    assert chosen(state) == "draw discard"


def test_no_fast_play_redraw_is_started() -> None:
    """Fast play: a hand of hazards nobody can be hit with yet still draws normally."""
    state = deal(
        "classic",
        [["STOP", "STOP", "ACCIDENT", "SPEED_LIMIT", "25", "25"], ["25"] * 6],
        [],
        fast_play=True,
    )
    assert chosen(state) == "draw"


def test_a_redraw_throws_away_only_dead_cards() -> None:
    """In a fast-play redraw (which a search may try and then roll out), with ``max_200s``
    0 the 200 can never be played: it goes, and the rest of the hand is kept."""
    state = deal(
        "classic",
        [["200", "25", "50", "75", "REPAIRS", "GASOLINE"], ["25"] * 6],
        [],
        fast_play=True,
        max_200s=0,
    )
    drive(state, "redraw")
    assert chosen(state) == "discard 200"
    drive(state, "discard 200")
    assert chosen(state) == "refill"


def completed_700(opponent: list[str], plays: list[str]) -> MilleBornesState:
    """A classic two-seat game: seat 0 drives ROLL, 200, 200, 100, 100, 100 to complete the
    700 km trip while seat 1 makes ``plays`` (ROLL first), each after one of seat 0's."""
    state = deal(
        "classic",
        [["ROLL", "200", "200", "100", "100", "100"], opponent],
        ["25", "50"] * 6,
    )
    for mine, theirs in zip(["ROLL", "200", "200", "100", "100"], plays, strict=True):
        drive(state, f"play {mine}", theirs)
    drive(state, "play 100")
    assert state.phase_name == "extension"
    return state


def test_no_extension_when_an_opponent_is_close_behind() -> None:
    """Seat 1 is at 500 km when seat 0 completes the 700: too close to race to 1000 (the
    extension's 200 would go to seat 1 if it got there first). Seat 0 takes the trip."""
    state = completed_700(
        ["ROLL", "200", "200", "100", "25", "25"],
        ["play ROLL", "play 200", "play 200", "play 100", "discard 25"],
    )
    assert state.tableaux[1].miles == 500
    assert chosen(state) == "decline"


def test_no_extension_with_the_draw_pile_nearly_empty() -> None:
    """Seat 1 never starts, but seat 0 completes the 700 with a single card left to draw:
    no cards remain to drive 300 km more. Seat 0 takes the trip."""
    hands = [["ROLL", "200", "200", "100", "100", "100"], ["STOP"] * 4 + ["25", "25"]]
    state = deal("classic", hands, [])
    discard_until(state, 11, hands)
    for distance in ("ROLL", "200", "200", "100", "100"):
        drive(state, f"play {distance}", f"discard {state.hand_cards(1)[-1].code}")
    drive(state, "play 100")
    assert state.phase_name == "extension" and len(state.draw_pile) <= 1
    assert chosen(state) == "decline"


# Rule 1: completing the trip, and never into a lost game.


def test_the_trip_is_not_completed_with_a_200_that_costs_the_game() -> None:
    """A one-hand classic game to 300 km. Seat 1 has a coup fourré (DRIVING_ACE), two more
    safeties and 150 km: 750 points. Seat 0, at 100 km, could complete the trip with its 200
    (300 + 400 for the trip = 700: lost, as the engine confirms) or drive 100 and complete
    it with another 100 next turn, with the safe-trip bonus (no 200 played): 1000."""
    state = deal(
        "classic",
        [["ROLL", "ACCIDENT", "100", "200", "100", "100"],
         ["ROLL", "DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "100", "50"]],
        ["25"] * 8,
        target=300,
    )  # fmt: skip
    drive(state, "play ROLL", "play ROLL", "play ACCIDENT > 1", "coup-fourre")
    drive(state, "play EXTRA_TANK", "play PUNCTURE_PROOF", "play 100", "play 100", "play 50")
    assert [tab.miles for tab in state.tableaux] == [100, 150]
    with_200 = state.clone()
    with_200.apply("play 200")
    assert with_200.results[-1].totals == (700, 750) and with_200.winners == [1]
    assert chosen(state) == "play 100"
    drive(state, "play 100", "discard 25")
    assert chosen(state) == "play 100"
    drive(state, "play 100")
    assert state.winners == [0] and state.results[-1].totals == (1000, 750)


def test_the_trip_is_completed_once_the_delayed_action_bonus_wins_it() -> None:
    """A one-hand classic game to 300 km. Seat 1 has all four safeties (one a coup fourré)
    and 200 km: 1200 points. Seat 0, at 200 km with a 100, would score 1000 completing the
    trip while cards remain to draw (lost), so it waits; once the draw pile has run out the
    delayed-action bonus makes it 1300 and it completes the trip."""
    hands = [
        ["ROLL", "ACCIDENT", "100", "100", "100", "GASOLINE"],
        ["EXTRA_TANK", "PUNCTURE_PROOF", "RIGHT_OF_WAY", "DRIVING_ACE", "200", "25"],
    ]
    state = deal("classic", hands, [], target=300)
    drive(state, "play ROLL", "play EXTRA_TANK", "play PUNCTURE_PROOF", "play RIGHT_OF_WAY")
    drive(state, "play 200", "play ACCIDENT > 1", "coup-fourre", "discard 25", "play 100")
    drive(state, "discard 25", "play 100")
    assert [tab.miles for tab in state.tableaux] == [200, 200]
    keep = [["100"], []]
    discard_until(state, 2, keep)
    assert state.draw_pile and chosen(state) != "play 100"
    discard_until(state, 0, keep)
    assert not state.draw_pile
    assert chosen(state) == "play 100"
    drive(state, "play 100")
    assert state.winners == [0] and state.results[-1].totals == (1300, 1200)


def test_the_700_is_completed_behind_on_points_when_the_extension_plays_on() -> None:
    """Classic, one hand, a 700 trip with the extension. Seat 1 has all four safeties (one a
    coup fourré) and 200 km: 1200 points; seat 0 completing the 700 would have 1100. That
    ends nothing: seat 0 may then call the extension, and with seat 1 far behind and the
    draw pile deep it does, racing on to 1000 instead of waiting at 600."""
    state = deal(
        "classic",
        [["ROLL", "ACCIDENT", "200", "200", "100", "100"],
         ["DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "RIGHT_OF_WAY", "200", "100"]],
        ["25", "25", "100", "25", "50", "25", "75", "25", "100", "25"],
    )  # fmt: skip
    drive(state, "play ROLL", "play EXTRA_TANK", "play PUNCTURE_PROOF", "play RIGHT_OF_WAY")
    drive(state, "play 200", "play ACCIDENT > 1", "coup-fourre", "discard 25", "play 200")
    drive(state, "discard 25", "play 200", "discard 25", "play 100", "discard 25", "play 100")
    drive(state, "discard 25")
    assert [tab.miles for tab in state.tableaux] == [600, 200]
    assert chosen(state) == "play 100"
    drive(state, "play 100")
    assert chosen(state) == "extend"


# What the player knows: the chance that a safety is held, and the same knowledge from a
# view as from a state (the search's rollouts build it from sampled states).


@pytest.mark.parametrize(
    ("preset", "players", "teams", "seats", "chance"),
    [
        # the short deck (101 cards), seat 0 holds 7: 94 unseen, one other hand of 6
        ("classic", 2, False, 1, 6 / 94),
        # the short deck, two other hands of 6: the chance for one of them
        ("classic", 3, False, 1, 6 / 94),
        # the full deck (106), partnerships: the other team holds 2 × 6 of 99 unseen
        ("classic", 4, True, 2, 12 / 99),
    ],
)
def test_the_chance_an_opponent_holds_a_safety(
    preset: str, players: int, teams: bool, seats: int, chance: float
) -> None:
    """With one copy of a card unseen, the chance that ``seats`` hands of 6 hold it is
    exactly 6 × seats over the unseen cards (nothing has been played yet)."""
    rules = make_rules(preset, players, match_target=0, teams=teams)
    state = new_game(rules, decks=[stacked_deck(rules, hands=[["25"] * 6])])
    sit = from_view(state.view(0))
    assert sit.unseen_total == len(state.draw_pile) + sum(state.hand_sizes[1:])
    assert sit.odds_held_by(Card.DRIVING_ACE, seats) == pytest.approx(chance)


def same_knowledge(from_a_view: Situation, from_the_state: Situation) -> None:
    """The two situations hold the same facts."""
    for name in ("seat", "team", "team_of", "trip", "draw_size", "hand_sizes", "discard_top",
                 "extended_by", "phase", "pending"):  # fmt: skip
        assert getattr(from_a_view, name) == getattr(from_the_state, name), name
    assert list(from_a_view.hand) == list(from_the_state.hand)
    assert list(from_a_view.scores) == list(from_the_state.scores)
    assert from_a_view.unseen == from_the_state.unseen


@pytest.mark.parametrize(
    ("preset", "players"), [(p, n) for p in PRESETS for n in preset_players(p)]
)
def test_a_state_gives_the_seat_to_move_what_its_view_gives(preset: str, players: int) -> None:
    """Every position of a hand played by the heuristic: the situation built from the state
    (the rollout policy's) equals the one built from the seat's view, and so does the move."""
    rules = make_rules(preset, players, match_target=0, fast_play=players % 2 == 0)
    state = new_game(rules, seed=players)
    for _ in range(160):
        if state.is_over:
            break
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        same_knowledge(from_view(view), from_state(state))
        decision = decide(state)
        assert rollout_action(state, state.legal_actions()) == decision.action
        state.apply(decision.action, seat=seat)
