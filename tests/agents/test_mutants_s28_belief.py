"""What the search players read from the table (``agents.millebornes.belief``) and what the
heuristic counts (``agents.millebornes.cardcount``), pinned on tiny stacked hands where
mutation testing (session 28) found no test that would notice a change: the draws each log
entry shows, fast play's redraws and fast remedies, the first entry of a hand, a discard
of a card the seat could have played, a coup fourré by seat 0, the trip's last distance
held back, and an extension that makes an old discard unreadable."""

from __future__ import annotations

from roadgames.agents.millebornes.belief import absences, draws_per_entry, redraw_entries
from roadgames.agents.millebornes.cardcount import from_view
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.determinize import Absence
from roadgames.millebornes.stacking import stacked_deck


def played(
    hands: list[list[str]], draw: list[str], actions: list[str], **options: object
) -> MilleBornesState:
    """A classic two-seat hand dealt from a stacked deck, after ``actions``."""
    rules = make_rules("classic", 2, match_target=0, **options)
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=draw)])
    for action in actions:
        state.apply(action)
    return state


def read_about(state: MilleBornesState, seat: int) -> list[Absence]:
    """What the other seat of a two-seat hand reads about ``seat``."""
    return [a for a in absences(state.view(1 - seat)) if a.seat == seat]


def fast_play_hand() -> MilleBornesState:
    """Fast play: seat 0 redraws first (two discards, a refill of two), seat 1 later (one
    discard, a refill of one); seat 1 answers an ACCIDENT with a fast REPAIRS, and has no
    cure for the FLAT_TIRE that follows."""
    return played(
        [["ROLL", "ACCIDENT", "25", "25", "25", "FLAT_TIRE"],
         ["ROLL", "REPAIRS", "50", "50", "50", "STOP"]],
        ["75"] * 10,
        ["redraw", "discard 25", "discard 25", "refill",
         "draw", "play ROLL", "draw", "play ROLL",
         "redraw", "discard 50", "refill",
         "draw", "play ACCIDENT > 1", "play REPAIRS",
         "draw", "play 50", "draw", "play FLAT_TIRE > 1", "draw", "discard 75"],
        fast_play=True,
    )  # fmt: skip


def test_a_fast_play_redraw_is_marked_from_redraw_to_refill_and_draws_only_its_refill() -> None:
    """A redraw's entries (``redraw`` to ``refill (n)``) are marked, seat 0's as seat 1's,
    and only the refill draws (its ``n``); a logged draw counts one and the play after it
    none; a fast remedy is replaced at once (one)."""
    view = fast_play_hand().view(1)
    assert [
        (text, drawn, marked)
        for (_, text), drawn, marked in zip(
            view.log, draws_per_entry(view), redraw_entries(view), strict=True
        )
    ] == [
        ("hand 1 dealt", 0, False),
        ("redraw", 0, True), ("discard 25", 0, True), ("discard 25", 0, True),
        ("refill (2)", 2, True),
        ("draw", 1, False), ("play ROLL", 0, False), ("draw", 1, False), ("play ROLL", 0, False),
        ("redraw", 0, True), ("discard 50", 0, True), ("refill (1)", 1, True),
        ("draw", 1, False), ("play ACCIDENT > 1", 0, False), ("play REPAIRS (fast)", 1, False),
        ("draw", 1, False), ("play 50", 0, False), ("draw", 1, False),
        ("play FLAT_TIRE > 1", 0, False), ("draw", 1, False), ("discard 75", 0, False),
    ]  # fmt: skip


def test_fast_play_reads_the_remedy_too_unless_it_was_played_at_once() -> None:
    """With fast play an attack answered by no remedy at once shows the remedy missing as
    well as the safety; one answered by a fast remedy shows only the safety missing."""
    shown = read_about(fast_play_hand(), 1)
    # the ACCIDENT cured at once: no DRIVING_ACE then (three cards drawn since)
    assert Absence(1, frozenset({Card.DRIVING_ACE}), 3) in shown
    assert not [a for a in shown if Card.REPAIRS in a.cards]
    # the FLAT_TIRE left standing: neither PUNCTURE_PROOF nor SPARE_TIRE (one drawn since)
    assert Absence(1, frozenset({Card.PUNCTURE_PROOF, Card.SPARE_TIRE}), 1) in shown


def test_a_turn_drawn_from_the_discard_pile_is_counted_once_and_the_next_turn_again() -> None:
    """Where a draw from the discard pile is a choice, the draw is logged (one) and the play
    after it draws nothing; a later turn with no choice (the discard pile taken) counts its
    play as its draw again."""
    state = played(
        [["ROLL", "25", "25", "25", "25", "25"], ["ROLL", "50", "50", "50", "50", "STOP"]],
        ["75"] * 10,
        ["play ROLL", "discard 50", "draw discard", "play 25", "play ROLL", "play 25"],
        draw_from_discard=True,
    )
    view = state.view(1)
    drawn = draws_per_entry(view)
    assert [(text, n) for (_, text), n in zip(view.log, drawn, strict=True)] == [
        ("hand 1 dealt", 0), ("play ROLL", 1), ("discard 50", 1), ("draw discard (50)", 1),
        ("play 25", 0), ("play ROLL", 1), ("play 25", 1),
    ]  # fmt: skip


def test_the_first_action_of_a_hand_is_read_and_a_playable_discard_is_not() -> None:
    """Seat 0's discard as the hand's first action shows it held no ROLL nor RIGHT_OF_WAY;
    seat 1 discarding a ROLL it could have played shows nothing (it plays otherwise)."""
    state = played(
        [["25", "25", "25", "25", "25", "50"], ["ROLL", "50", "50", "50", "50", "STOP"]],
        ["75"] * 10,
        ["discard 25", "discard ROLL"],
    )
    assert read_about(state, 0) == [Absence(0, frozenset({Card.ROLL, Card.RIGHT_OF_WAY}), 0)]
    assert read_about(state, 1) == []


def test_a_coup_fourre_by_seat_0_shows_nothing_missing_and_draws_one() -> None:
    """Seat 0 answering an attack with a coup fourré shows it held the safety: seat 1 reads
    no absence of it; the coup fourré draws one card (the safety's replacement)."""
    state = played(
        [["ROLL", "DRIVING_ACE", "25", "25", "25", "25"],
         ["ROLL", "ACCIDENT", "50", "50", "50", "STOP"]],
        ["75"] * 10,
        ["play ROLL", "play ROLL", "play 25", "play ACCIDENT > 0", "coup-fourre"],
    )  # fmt: skip
    assert read_about(state, 0) == []
    view = state.view(1)
    assert view.log[-1] == (0, "coup-fourre (DRIVING_ACE)")
    assert draws_per_entry(view)[-1] == 1  # the safety is replaced at once


def test_a_distance_that_would_complete_the_trip_is_not_read_as_missing() -> None:
    """At 500 of 700 miles (one 200 laid), a discard shows no 25, 50, 75 or 100 held, but
    says nothing of a 200: that one completes the trip, which a sound player may hold back."""
    state = played(
        [["STOP", "25", "25", "25", "25", "25"], ["ROLL", "200", "100", "100", "100", "STOP"]],
        ["75"] * 10,
        ["discard 25", "play ROLL", "discard 25", "play 200", "discard 25", "play 100",
         "discard 25", "play 100", "discard 25", "play 100", "discard 25", "discard STOP"],
    )  # fmt: skip
    assert state.view(0).public.tableaux[1].miles == 500
    assert read_about(state, 1) == [
        Absence(1, frozenset({Card.D25, Card.D50, Card.D75, Card.D100}), 0)
    ]


def test_an_extension_makes_the_discards_before_it_unreadable() -> None:
    """Seat 1, stopped with no ROLL, discards five times while seat 0 reaches 700 and
    extends the trip: only the discard made after the extension is read."""
    state = played(
        [["ROLL", "200", "200", "100", "100", "100"], ["25", "25", "25", "25", "25", "50"]],
        ["75"] * 4 + ["50"] * 8,
        ["play ROLL", "discard 25", "play 200", "discard 25", "play 200", "discard 25",
         "play 100", "discard 25", "play 100", "discard 25", "play 100", "extend",
         "discard 75"],
    )  # fmt: skip
    assert state.trip == 1000
    assert read_about(state, 1) == [Absence(1, frozenset({Card.ROLL, Card.RIGHT_OF_WAY}), 0)]


def test_odds_held_by_are_none_where_nothing_is_unseen_and_by_hand_otherwise() -> None:
    """``odds_held_by``: 0 where the seat has seen every card (no division by nothing) or
    every copy of the card; else one less the chance that no unseen copy is in the hands:
    one other hand of 6 among 12 unseen cards, 2 copies unseen: 1 - (1 - 6/12)² = 0.75."""
    situation = from_view(played([["25"] * 6, ["50"] * 6], ["75"] * 10, []).view(0))
    situation.hand_sizes = (7, 6)
    situation.counts = [0] * len(Card)
    assert situation.odds_held_by(Card.STOP, 1) == 0.0
    situation.counts[Card.STOP], situation.counts[Card.ROLL] = 2, 10
    assert situation.odds_held_by(Card.STOP, 1) == 0.75
    assert situation.odds_held_by(Card.ACCIDENT, 1) == 0.0
    situation.counts = [0] * len(Card)
    situation.counts[Card.STOP] = 1  # the one card unseen: another hand holds it
    assert situation.odds_held_by(Card.STOP, 1) == 1.0


def test_the_discard_pile_s_top_is_its_last_card() -> None:
    """A situation's ``discard_top`` is the card discarded last (the pile's top)."""
    state = played(
        [["25", "25", "25", "25", "25", "50"], ["ROLL", "50", "50", "50", "50", "STOP"]],
        ["75"] * 10,
        ["discard 25", "discard ROLL"],
    )
    assert from_view(state.view(0)).discard_top == Card.ROLL
