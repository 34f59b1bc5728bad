"""The rules in words say what the engine does (an audit of the rules screen's sentences
against play): each sentence fixed is checked beside the engine's behaviour it describes."""

from __future__ import annotations

from typing import Any

import pytest
from helpers_basic import deal, drive, legal

from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.scoring import match_winners
from roadgames.tui.i18n import Translator
from roadgames.tui.rules_text import _WORDS, describe_rules

FILL = ["25"] * 6


def said(preset: str = "classic", players: int = 2, **options: Any) -> list[str]:
    """The English sentences for ``preset`` with ``options``."""
    return describe_rules(make_rules(preset, players, **options), Translator("en"))


def test_end_of_limit_is_the_remedy_that_owes_no_roll_as_the_engine_plays_it() -> None:
    state = deal(
        "classic",
        2,
        [["ROLL", "END_OF_LIMIT", "100", "75", "50", "200"], ["SPEED_LIMIT", *["75"] * 5]],
        ["25", "25", "25"],
    )
    drive(state, "play ROLL", "play SPEED_LIMIT > 0", "play END_OF_LIMIT", "discard 75")
    assert "play 100" in legal(state)  # no Roll after End of Limit
    assert (
        "After a remedy other than End of Limit, a Roll is needed before moving again (unless the "
        "team has Right of Way)." in said("classic")
    )


def test_the_fast_remedy_owes_no_extra_roll_and_the_rules_say_so() -> None:
    state = deal(
        "classic",
        2,
        [["ROLL", "REPAIRS", "100", "75", "50", "200"], ["ACCIDENT", *["75"] * 5]],
        ["25", "25", "25", "25"],
        fast_play=True,
    )
    drive(state, "play ROLL", "play ACCIDENT > 0")
    state.apply("play REPAIRS")  # at once, out of turn
    drive(state)
    assert "play 100" in legal(state)
    fast = [line for line in said("classic", fast_play=True) if line.startswith("Fast play")]
    assert fast == [
        "Fast play: answer a hazard at once with its remedy (no extra Roll owed for it); or "
        "start a turn by throwing in cards and drawing back to six."
    ]


def test_stacked_hazards_leave_a_speed_limit_to_its_own_option() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", *FILL[:5]], ["SPEED_LIMIT", "SPEED_LIMIT", "ACCIDENT", "STOP", "75", "50"]],
        ["75"] * 4,
        hazard_on_hazard=True,
    )
    drive(state, "play ROLL", "play SPEED_LIMIT > 0", "discard 25")
    assert "play SPEED_LIMIT > 0" not in legal(state)
    drive(state, "play ACCIDENT > 0", "discard 25")
    assert "play STOP > 0" in legal(state)
    assert "Battle hazards (except Speed Limit) may also go on one still in force." in said(
        "modern", hazard_on_hazard=True
    )


def test_a_one_hand_game_is_said_to_go_to_the_most_points_as_the_engine_decides_it() -> None:
    rules = make_rules("modern", 2, tie_break="fewer_cards_played")
    assert match_winners(rules, [1000, 1300], "trip") == [1]  # not the team whose trip it was
    lines = said("modern", tie_break="fewer_cards_played")
    assert "One hand is the whole game: the most points win it, whoever won the hand." in lines
    assert (
        "Equal distance with no completed trip: whoever played the fewest cards wins the hand."
        in lines
    )


def test_a_match_is_said_to_go_to_the_most_points_and_a_tie_at_the_top_to_play_on() -> None:
    rules = make_rules("classic", 2)
    assert match_winners(rules, [5200, 5600], "trip") == [1]
    assert match_winners(rules, [5200, 5200], "trip") is None
    assert (
        "The match goes on, hand after hand, to 5000 points: then the most points win (a tie at "
        "the top plays another hand)." in said("classic")
    )


def test_the_hand_without_a_trip_is_said_to_go_to_the_greatest_distance() -> None:
    # a hand that goes round with no card played (a discard taken back and thrown again)
    # is stopped as a draw: no winner
    state = new_game(make_rules("classic", 2, draw_from_discard=True), seed=1)
    while not state.results:
        moves = [str(action) for action in state.legal_actions()]
        wanted = ["draw discard", *(m for m in moves if m.startswith("discard")), "draw"]
        state.apply(next(move for move in wanted if move in moves))
    assert state.results[0].how == "stalled" and state.results[0].winners == ()
    for preset in ("classic", "modern", "leaflet", "club"):
        assert (
            "If nobody completes the trip, the greatest distance wins the hand (one that goes "
            "round with no card played is stopped, a draw)." in said(preset)
        )


def test_fast_plays_throw_in_is_not_a_discard_forbidden_while_a_play_exists() -> None:
    state = deal(
        "modern",
        2,
        [["ROLL", *FILL[:5]], ["75"] * 6],
        ["50"],
        discard_any_time=False,
        fast_play=True,
    )
    assert "redraw" in legal(state)  # a throw-in offered though Roll is playable
    drive(state)
    assert "play ROLL" in legal(state)
    assert not any(action.startswith("discard") for action in legal(state))
    lines = said("modern", discard_any_time=False, fast_play=True)
    assert "You may discard only when you cannot play (fast play's throw-in aside)." in lines
    assert "You may discard only when you cannot play." in said("modern", discard_any_time=False)


@pytest.mark.parametrize("lang", sorted(_WORDS))
def test_every_language_says_the_new_sentences_with_their_cards_named(lang: str) -> None:
    tr = Translator(lang)
    rules = make_rules("classic", 2, fast_play=True, hazard_on_hazard=True, next_starter="winner")
    text = " ".join(describe_rules(rules, tr))
    assert "{" not in text
    for card in (Card.END_OF_LIMIT, Card.ROLL, Card.SPEED_LIMIT):
        assert tr.card(card) in text
