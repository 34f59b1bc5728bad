"""More behaviour of explain, determinize, actions and cards that the rest of the session-28
mutation sweep found no test pinned: each test states the rule of RULES.md or the docstring
it holds (play scenarios from stacked decks)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers_flow import fast_remedy_after_stop, game, run

from roadgames.core.errors import MalformedActionError, RoadgamesError
from roadgames.millebornes.actions import (
    ATTACK,
    COUP_FOURRE,
    DECLINE,
    DRAW,
    DRAW_DISCARD,
    EXTEND,
    PLAY,
    REDRAW,
    REFILL,
    Action,
    Kind,
    parse_action,
)
from roadgames.millebornes.cards import (
    DISTANCES,
    MILES,
    NUM_CARD_TYPES,
    REMEDIES,
    REMEDY_OF,
    Card,
    parse_card,
)
from roadgames.millebornes.determinize import Absence, sample_world, unseen_counts
from roadgames.millebornes.explain import Unplayable, why_unplayable

# ------------------------------------------------------------------ cards and actions


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("drive", Card.ROLL),
        ("Green Light", Card.ROLL),
        ("red light", Card.STOP),
        ("emergency vehicle", Card.RIGHT_OF_WAY),
    ],
)
def test_a_card_is_read_by_the_other_names_the_seeds_give_it(text: str, card: Card) -> None:
    """RULES.md §1, "Other names in the seeds": Roll = Drive = Green Light, Stop = Red Light,
    Right of Way = Emergency Vehicle; ``parse_card`` reads them as the card (any case, words
    joined by a space as well as an underscore), and so does an action."""
    assert parse_card(text) == card
    assert parse_action(f"discard {text}") == parse_action(f"discard {card.code}")


@pytest.mark.parametrize(
    "text",
    [
        *("coup fourre", "coup-fourré", "Coup Fourré", "COUP-FOURRE"),
        *("coupfourre", "CoupFourré", "coup_fourre", " coup   fourré "),
    ],
)
def test_coup_fourre_is_read_with_a_space_or_the_accent(text: str) -> None:
    """``coup-fourre`` calls coup fourré (the actions' notation table); written as RULES.md §6
    writes it ("coup fourré", with its accent or a space), run together or joined by an
    underscore (as cards' names are), it is the same action."""
    assert parse_action(text) == COUP_FOURRE == parse_action("coup-fourre")
    assert str(parse_action(text)) == "coup-fourre"


@pytest.mark.parametrize(
    "action", [DRAW, DRAW_DISCARD, REDRAW, REFILL, COUP_FOURRE, DECLINE, EXTEND]
)
def test_a_one_word_action_parses_to_its_interned_value(action: Action) -> None:
    """The actions' docstring: "Every action is an interned, frozen value, so
    ``parse(str(a)) == a`` and legal-action generation never allocates": reading ``draw``,
    ``decline`` … gives the module's own action, as ``play 75`` gives ``PLAY[card]``, not a
    copy equal to it."""
    assert parse_action(str(action)) is action
    assert parse_action(str(action).upper()) is action
    assert parse_action("play 75") is PLAY[Card.D75]


def test_each_one_word_action_has_its_own_kind_and_notation() -> None:
    """The notation table of the actions' docstring: one kind and one word each for
    ``draw``, ``draw discard``, ``redraw``, ``refill``, ``coup-fourre``, ``decline`` and
    ``extend`` (play and discard take a card); no two kinds share a value."""
    simple = [DRAW, DRAW_DISCARD, REDRAW, REFILL, COUP_FOURRE, DECLINE, EXTEND]
    assert [str(action) for action in simple] == [
        "draw",
        "draw discard",
        "redraw",
        "refill",
        "coup-fourre",
        "decline",
        "extend",
    ]
    assert len({int(kind) for kind in Kind}) == len(Kind) == 9
    assert len({action.kind for action in simple}) == len(simple)


def test_an_attack_is_written_with_its_target_and_only_hazards_take_one() -> None:
    """``play STOP > 1`` plays a hazard on team 1 (the notation table), written back so; a
    team is one of at most six (``MAX_TEAMS``); ``ATTACK`` has entries for hazards only."""
    assert str(parse_action("play stop > 1")) == "play STOP > 1"
    assert parse_action("play STOP > 5") is ATTACK[Card.STOP][5]
    with pytest.raises(MalformedActionError, match="bad target team"):
        parse_action("play STOP > 6")
    assert ATTACK[Card.ROLL] == () and len(ATTACK[Card.ACCIDENT]) == 6


def test_an_action_is_a_frozen_value() -> None:
    """ "Every action is an interned, frozen value": an action handed out (a legal action,
    a constant) cannot be changed under the tables that share it."""
    with pytest.raises(AttributeError):
        DRAW.kind = Kind.EXTEND  # type: ignore[misc]
    assert DRAW.kind == Kind.DRAW


@pytest.mark.parametrize("text", [None, 5, b"draw"])
def test_an_action_that_is_not_text_is_malformed(text: object) -> None:
    """``parse_action`` "raises ``MalformedActionError``" for what it cannot read, a value
    that is not text included (not an ``AttributeError`` from deep inside)."""
    with pytest.raises(MalformedActionError, match="must be text"):
        parse_action(text)  # type: ignore[arg-type]


def test_an_unknown_verb_is_reported_as_an_unreadable_action() -> None:
    """A verb that is neither ``play`` nor ``discard`` nor a one-word action is refused as
    an action that cannot be read (with examples), not as an unknown card."""
    with pytest.raises(MalformedActionError, match="cannot read action"):
        parse_action("jump 75")


def test_miles_holds_one_entry_per_card_zero_for_all_but_distance() -> None:
    """``MILES`` is "indexed by card value (0 for other cards)": an entry for every card,
    25 … 200 for the distance cards and 0 for every other, the last card included."""
    assert len(MILES) == NUM_CARD_TYPES == len(Card)
    assert [MILES[card] for card in DISTANCES] == [25, 50, 75, 100, 200]
    assert all(MILES[card] == 0 for card in Card if card not in DISTANCES)
    assert MILES[Card.RIGHT_OF_WAY] == 0


def test_the_remedies_are_the_five_of_the_pairs_in_card_order() -> None:
    """RULES.md §1: the remedies are REPAIRS, GASOLINE, SPARE_TIRE, END_OF_LIMIT and ROLL,
    one for each hazard (the pairs hazard → remedy)."""
    assert REMEDIES == (
        Card.REPAIRS,
        Card.GASOLINE,
        Card.SPARE_TIRE,
        Card.END_OF_LIMIT,
        Card.ROLL,
    )
    assert sorted(REMEDY_OF.values()) == list(REMEDIES)


# ------------------------------------------------------------------ explain


def test_a_remedy_for_a_hazard_already_remedied_under_the_top_one_has_no_hazard() -> None:
    """Only the hazards stacked on top of the battle pile, none remedied, are in force: with
    OUT_OF_GAS remedied by GASOLINE and an ACCIDENT laid on it (an attack on a team not
    moving, where the rules allow it), GASOLINE is refused as ``no_hazard`` (no OUT_OF_GAS to
    cure), not as ``stopped_by`` the ACCIDENT."""
    state = game(
        "classic",
        2,
        [
            ["ROLL", "GASOLINE", "GASOLINE", "25", "25", "25"],
            ["OUT_OF_GAS", "ACCIDENT", "25", "25", "25", "25"],
        ],
        draw=["50"] * 6,
        attack_needs_target_moving=False,
    )
    run(state, "0: play ROLL", "1: play OUT_OF_GAS > 0", "0: play GASOLINE")
    run(state, "1: play ACCIDENT > 0")
    view = state.view(0)
    assert view.tableaux[0].battle_pile == (
        Card.ROLL,
        Card.OUT_OF_GAS,
        Card.GASOLINE,
        Card.ACCIDENT,
    )
    assert why_unplayable(view, Card.GASOLINE) == Unplayable("no_hazard", Card.OUT_OF_GAS)
    assert why_unplayable(view, Card.REPAIRS) is None


# ------------------------------------------------------------------ determinize


def test_an_absence_deals_the_one_card_that_fits_wherever_it_lies() -> None:
    """``sample_world``: of a seat's ``h`` cards, the ``h - drawn_since`` held since an
    absence was shown are dealt from the unseen cards outside the absence's ``cards``. Where
    one unseen card alone fits (DRIVING_ACE, every other kind ruled out), every world deals
    it to that seat, wherever the shuffle put it among the unseen cards (first one
    included)."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["STOP", *["25"] * 5]])
    view = state.view(0)
    size = view.hand_sizes[1]
    ruled_out = frozenset(int(card) for card in Card if card != Card.DRIVING_ACE)
    absence = Absence(seat=1, cards=ruled_out, drawn_since=size - 1)
    rng = random.Random(28)
    for _ in range(1500):
        world = sample_world(view, rng, [absence])
        assert world.hands[1][Card.DRIVING_ACE] == 1
        assert sum(world.hands[1]) == size


def test_a_view_holding_more_of_a_card_than_the_deck_gives_no_world() -> None:
    """``unseen_counts`` refuses a view that shows more of a card than the deck holds (two
    DRIVING_ACE in hand, of one), even where the total still adds up: "the view holds more
    cards than the deck" (a ``RoadgamesError``), never a world with a card too many."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["STOP", *["25"] * 5]])
    view = state.view(0)
    hand = (Card.DRIVING_ACE, Card.DRIVING_ACE, *view.hand[2:])
    assert len(hand) == len(view.hand)
    with pytest.raises(RoadgamesError, match="more cards than the deck"):
        sample_world(dataclasses.replace(view, hand=hand), random.Random(1))


def test_after_a_reshuffle_too_few_reshuffled_cards_for_the_draw_pile_give_no_world() -> None:
    """After a reshuffle the draw pile holds only cards that went into it then (the module's
    docstring), so a view whose draw pile is larger than the reshuffled cards it has not seen
    is refused as a "card count mismatch", not given a short draw pile."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["STOP", *["25"] * 5]])
    view = state.view(0)
    public = dataclasses.replace(view.public, reshuffled=(Card.D25, Card.D50))
    with pytest.raises(RoadgamesError, match="card count mismatch"):
        sample_world(dataclasses.replace(view, public=public), random.Random(1))


def test_after_a_reshuffle_the_worlds_draw_pile_is_shuffled() -> None:
    """After a reshuffle the world's draw pile is drawn at random from the reshuffled cards
    the seat has not seen ("shuffled and dealt", the module's docstring): where more went in
    than the pile now holds, worlds differ in which are left and in their order, and the
    pile is never simply the cards in card order."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["STOP", *["25"] * 5]])
    view = state.view(0)
    unseen = tuple(Card(c) for c, k in enumerate(unseen_counts(view)) for _ in range(k))
    public = dataclasses.replace(view.public, reshuffled=unseen)  # all went in, 6 drawn since
    view = dataclasses.replace(view, public=public)
    rng = random.Random(28)
    piles = [sample_world(view, rng).draw_pile for _ in range(5)]
    assert all(len(pile) == view.draw_pile_size for pile in piles)
    assert all(pile != sorted(pile) for pile in piles)
    assert len({tuple(sorted(pile)) for pile in piles}) > 1


def test_a_world_asks_the_fast_remedy_only_of_partners_still_to_be_asked() -> None:
    """Fast play (4 players, 2×2): seat 1 stops team 0, seat 2 is asked first, then seat 0.
    A world sampled for the seat asked keeps "the partners still to be asked after the seat"
    holding the remedy: for seat 2, seat 0 where the world gives it a ROLL; for seat 0, the
    last one asked, nobody (not seat 0 again)."""
    state = fast_remedy_after_stop()
    assert state.phase_name == "fast_remedy" and state.to_move == 2
    rng = random.Random(28)
    for _ in range(10):
        world = sample_world(state.view(2), rng)
        assert world.responders == ([0] if world.hands[0][Card.ROLL] else [])
    run(state, "2: decline")
    assert state.phase_name == "fast_remedy" and state.to_move == 0
    for _ in range(10):
        assert sample_world(state.view(0), rng).responders == []


def test_each_world_is_seeded_from_the_rng_it_was_sampled_with() -> None:
    """``sample_world``: "the unseen cards dealt at random (seeded by ``rng``)", and so is
    the world's own future (its ``seed``): the same rng seed gives the same world seed,
    successive worlds get different ones, so that their later shuffles differ too."""
    state = game("classic", 2, [["ROLL", *["25"] * 5], ["STOP", *["25"] * 5]])
    view = state.view(0)
    assert sample_world(view, random.Random(5)).seed == sample_world(view, random.Random(5)).seed
    rng = random.Random(5)
    seeds = {sample_world(view, rng).seed for _ in range(5)}
    assert len(seeds) == 5
