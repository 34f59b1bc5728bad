"""Property tests of the Mille Bornes engine: random games under every preset, seat count,
partnership setting and many option overrides keep the invariants of RULES.md.

Every card is accounted for at every step; every generated action applies; actions drawn
from the space of all actions that are not legal are refused with the state untouched;
every game ends; records replay to identical states; and no view carries anything about
another hand or the order of the draw pile.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from helpers_views import answer, discarder_twins, freeze, view_forms
from hypothesis import given, settings
from hypothesis import strategies as st

from play_helpers import counted_cards
from roadgames.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    NotYourTurnError,
)
from roadgames.core.records import GameRecord, record_of
from roadgames.millebornes import (
    MilleBornesState,
    Rules,
    make_rules,
    make_view,
    new_game,
    parse_action,
)
from roadgames.millebornes import actions as act
from roadgames.millebornes.cards import (
    ALL_CARDS,
    BATTLE_HAZARDS,
    DISTANCES,
    HAZARDS,
    MILES,
    REMEDIES,
    REMEDY_OF,
    SAFETIES,
    SAFETY_OF,
    Card,
    deck_counts,
)
from roadgames.millebornes.rules import PRESETS, preset_players, preset_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import RESHUFFLED
from roadgames.millebornes.tableau import safety_bit
from unseen_twins import permute_unseen

#: A match may not take more actions than this (hands are capped by the engine's turn cap).
MAX_ACTIONS = 40_000
#: Every action there is: the simple ones, and every entry of the PLAY, ATTACK and DISCARD
#: tables.
ALL_ACTIONS: tuple[act.Action, ...] = (
    act.DRAW,
    act.DRAW_DISCARD,
    act.REDRAW,
    act.REFILL,
    act.COUP_FOURRE,
    act.DECLINE,
    act.EXTEND,
    *act.PLAY,
    *(attack for row in act.ATTACK for attack in row),
    *act.DISCARD,
)


def scaled(fraction: float) -> Callable[[Any], Any]:
    """Settings with a share of the active profile's examples (so ``ci`` scales them too)."""
    return settings(max_examples=max(5, int(settings().max_examples * fraction)))


# ------------------------------------------------------------------ strategies


@st.composite
def rules_strategy(draw: st.DrawFn) -> Rules:
    """A preset, a seat count it allows, partnerships where allowed, and random overrides
    (each option left at the preset's value half of the time)."""
    preset = draw(st.sampled_from(PRESETS))
    players = draw(st.sampled_from(preset_players(preset)))
    base = preset_rules(preset, players)
    options: dict[str, Any] = {}

    def maybe(name: str, values: st.SearchStrategy[Any]) -> None:
        if draw(st.booleans()):
            options[name] = draw(values)

    if players in (4, 6):
        maybe("teams", st.booleans())
    for name in (
        "fast_play",
        "draw_from_discard",
        "hazard_on_hazard",
        "attacker_must_have_started",
        "speed_limit_on_limit",
        "discard_any_time",
        "roll_after_remedy",
        "attack_needs_target_moving",
    ):
        maybe(name, st.booleans())
    maybe("empty_draw_pile", st.sampled_from(("play_out", "reshuffle", "stop")))
    maybe("finish", st.sampled_from(("exact", "reach")))
    maybe("deck", st.sampled_from(("full", "short")))
    maybe("max_200s", st.integers(0, 4))
    maybe("target", st.sampled_from((300, 700, 1000, 1500)))
    maybe("scoring", st.sampled_from(("classic", "modern", "leaflet")))
    maybe("match_target", st.sampled_from((0, 1000, 3000)))
    maybe("tie_break", st.sampled_from(("shared", "fewer_cards_played")))
    maybe("next_starter", st.sampled_from(("rotate", "winner")))
    target = options.get("target", base.target)
    if target < 1000:
        maybe("extension", st.booleans())
    elif "target" in options:
        options["extension"] = False
    if options.get("scoring", base.scoring) == "modern":
        options["match_target"] = 0
    return make_rules(preset, players, **options)


seeds = st.integers(0, 2**32 - 1)


# ---------------------------------------------------------------- snapshots


def fingerprint(state: MilleBornesState) -> tuple[Any, ...]:
    """A cheap summary of a state, for step-by-step comparisons."""
    return (
        state.phase,
        state.actor,
        state.hand_number,
        tuple(tuple(hand) for hand in state.hands),
        tuple(state.draw_pile),
        tuple(state.discard_pile),
        tuple(state.scores),
        tuple((t.miles, tuple(t.battle_pile), tuple(t.speed_pile)) for t in state.tableaux),
    )


# ---------------------------------------------------------------- invariants


def check_cards(state: MilleBornesState) -> None:
    """Every card of the deck is in exactly one place: a hand, the draw or discard pile, or a
    tableau pile (106 full, 101 short)."""
    assert all(k >= 0 for hand in state.hands for k in hand)
    counts = counted_cards(state)
    expected = deck_counts(state.rules.deck == "short")
    assert counts == expected
    assert sum(counts) == (101 if state.rules.deck == "short" else 106)


def check_hands(state: MilleBornesState) -> None:
    """Hand sizes match the hands and stay within bounds: nobody but the seat to move holds
    more than six, and that seat at most seven; once the match is over, the one seat whose
    draw ended it may keep seven (``stop``: the last card drawn, and nobody can play)."""
    for seat, hand in enumerate(state.hands):
        assert state.hand_sizes[seat] == sum(hand)
        bound = 7 if seat == state.to_move or state.is_over else 6
        assert 0 <= state.hand_sizes[seat] <= bound, (seat, state.hand_sizes, state.phase_name)
    assert sum(size == 7 for size in state.hand_sizes) <= 1


def check_tableaux(state: MilleBornesState) -> None:
    """Distance, 200s, hazards and safeties on every tableau obey the rules."""
    rules = state.rules
    for team, tab in enumerate(state.tableaux):
        assert tab.miles == sum(MILES[c] for c in tab.distance_cards)
        assert tab.n200 == tab.distance_cards.count(Card.D200)
        assert tab.n200 <= rules.max_200s, (team, tab.n200)
        if rules.finish == "exact":
            assert tab.miles <= state.trip, (team, tab.miles, state.trip)
        assert len(set(tab.safety_cards)) == len(tab.safety_cards)
        assert tab.safeties == sum(safety_bit(c) for c in tab.safety_cards)
        assert tab.coups & ~tab.safeties == 0
        for hazard in tab.hazards:
            assert hazard in BATTLE_HAZARDS
            assert not tab.safeties & safety_bit(SAFETY_OF[Card(hazard)]), (team, hazard)
        if tab.is_limited():
            assert not tab.has_right_of_way
        assert all(c in (Card.SPEED_LIMIT, Card.END_OF_LIMIT) for c in tab.speed_pile)


def check_legal(state: MilleBornesState) -> list[act.Action]:
    """Legal actions exist exactly while the match goes on, without duplicates."""
    legal = state.legal_actions()
    if state.is_over:
        assert legal == [] and state.to_move is None
    else:
        assert legal, f"no legal action in phase {state.phase_name}"
        assert len(set(legal)) == len(legal)
        assert state.to_move is not None
    return legal


def check_lawful(state: MilleBornesState, legal: list[act.Action]) -> None:
    """Each legal action obeys RULES.md §3–§9 on its own terms: the card is in hand; hazards
    go to another team that is not immune and may take them; distance only while moving,
    within the speed limit, the 200s allowed and the trip; a question only to a seat that
    can answer it; discards of every card in hand where the rules allow."""
    if state.is_over:
        return
    rules = state.rules
    seat = state.actor
    hand = state.hands[seat]
    team = state.team_of[seat]
    own = state.tableaux[team]
    phase = state.phase_name
    if phase == "coup_fourre":
        assert hand[SAFETY_OF[Card(state.pending)]], "coup fourré asked of a seat without it"
    if phase == "fast_remedy":
        assert hand[REMEDY_OF[Card(state.pending)]], "fast remedy asked of a seat without it"
    for action in legal:
        card = action.card
        if card is None:
            continue
        assert hand[card], f"{action} but the card is not in hand"
        if action.kind != act.Kind.PLAY or phase != "play":
            continue
        if action.target is not None:
            target = state.tableaux[action.target]
            assert card in HAZARDS and action.target != team
            assert action.target < len(state.tableaux)
            assert not target.safeties & safety_bit(SAFETY_OF[card]), f"{action}: immune"
            if card == Card.SPEED_LIMIT:
                if not rules.speed_limit_on_limit:
                    assert target.speed_top() != Card.SPEED_LIMIT, action
                continue
            if rules.attacker_must_have_started:
                assert own.started, action
            stacking = rules.hazard_on_hazard and bool(target.hazards)
            if not stacking:
                assert not target.hazards, action
                if rules.attack_needs_target_moving:
                    assert target.is_moving(rules.roll_after_remedy), action
        elif card in DISTANCES:
            assert own.is_moving(rules.roll_after_remedy), action
            assert not own.is_limited() or MILES[card] <= 50, action
            assert card != Card.D200 or own.n200 < rules.max_200s, action
            if rules.finish == "exact":
                assert own.miles + MILES[card] <= state.trip, action
        elif card == Card.ROLL:
            assert not own.is_moving(rules.roll_after_remedy), action
            assert not own.hazards or own.hazards[-1] == Card.STOP, action
        elif card in REMEDIES:
            cured = own.hazards[-1] if card != Card.END_OF_LIMIT else Card.SPEED_LIMIT
            assert REMEDY_OF[Card(cured)] == card, action
            if card == Card.END_OF_LIMIT:
                assert own.is_limited(), action
    if phase == "play":
        plays = [a for a in legal if a.kind == act.Kind.PLAY]
        discards = {a.card for a in legal if a.kind == act.Kind.DISCARD}
        assert {a.card for a in plays} >= {c for c in SAFETIES if hand[c]}
        if rules.discard_any_time or not plays:
            assert discards == {c for c in ALL_CARDS if hand[c]}
        else:
            assert not discards


def check_state(state: MilleBornesState) -> list[act.Action]:
    """Every check of one state on its own (cards, hands, tableaux, the legal actions and
    their lawfulness); the legal actions."""
    check_cards(state)
    check_hands(state)
    check_tableaux(state)
    legal = check_legal(state)
    check_lawful(state, legal)
    return legal


def check_views(state: MilleBornesState, attack: AttackLeft | None) -> None:
    """Each seat's view holds exactly that seat's hand, and the true public counts; but
    after an ``attack``, until the next public event, the seats not to act see the table as
    the attack left it."""
    for seat in range(state.num_seats):
        view = make_view(state, seat)
        assert view.seat == seat
        assert list(view.hand) == state.hand_cards(seat)
        if attack is not None and attack.shown(state) and seat != state.to_move:
            assert view.hand_sizes == attack.hand_sizes
            assert view.draw_pile_size == attack.draw_pile_size
            assert view.discard_pile == attack.discard_pile
            assert view.log == tuple(state.log[: attack.log_length])
            assert view.public.turns == attack.turns and view.turn_player == attack.attacker
            assert view.to_move is None and view.phase == "waiting"
            continue
        assert list(view.hand_sizes) == state.hand_sizes
        assert view.draw_pile_size == len(state.draw_pile)
        assert list(view.discard_pile) == state.discard_pile
        if seat == state.to_move:
            assert list(view.legal_actions) == state.legal_actions()
        else:
            assert view.legal_actions == ()
            if state.is_secret_phase():  # nobody else may learn of a private question
                assert view.to_move is None and view.phase == "waiting"


def check_refusals(state: MilleBornesState, legal: list[act.Action], rng: random.Random) -> None:
    """Random actions that are not legal, a legal action from the wrong seat, and malformed
    text are refused with their own error, and the state is untouched."""
    before = freeze(state)
    illegal = [a for a in rng.sample(ALL_ACTIONS, 6) if a not in legal]
    expected = GameOverError if state.is_over else IllegalActionError
    for action in illegal[:3]:
        with pytest.raises(expected):
            state.apply(action)
        with pytest.raises(expected):
            state.apply(str(action))
    if legal:
        mover = state.to_move
        assert mover is not None
        wrong = rng.choice([s for s in range(state.num_seats) if s != mover])
        with pytest.raises(NotYourTurnError):
            state.apply(rng.choice(legal), seat=wrong)
    with pytest.raises(MalformedActionError):
        state.apply(rng.choice(("play", "discard", "play 75 > 1", "play STOP > 9", "fly")))
    assert freeze(state) == before


# ------------------------------------------------------------------ driving


def play(rules: Rules, seed: int, choices: int) -> Iterator[MilleBornesState]:
    """A random match: yields the state before each action and at the end (the same object,
    advanced by ``apply``), and fails if it does not end within :data:`MAX_ACTIONS`."""
    state = new_game(rules, seed=seed)
    rng = random.Random(choices)
    for _ in range(MAX_ACTIONS):
        yield state
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no end after {MAX_ACTIONS} actions")


@dataclasses.dataclass(frozen=True)
class Before:
    """What a transition check needs to know of the state before an action."""

    phase: str
    actor: int
    hand_number: int
    hands: tuple[tuple[int, ...], ...]
    log: tuple[tuple[int, str], ...]
    turns: int
    draw_pile_size: int
    discard_pile: tuple[int, ...]

    @classmethod
    def of(cls, state: MilleBornesState) -> Before:
        """Take note of ``state``."""
        hands = tuple(tuple(hand) for hand in state.hands)
        return cls(
            state.phase_name, state.actor, state.hand_number, hands, tuple(state.log),
            state.turns, len(state.draw_pile), tuple(state.discard_pile),
        )  # fmt: skip


@dataclasses.dataclass(frozen=True)
class AttackLeft:
    """The table as an attack left it, which the seats not to act see until the next public
    event (RULES.md §6: whether a question was asked must not show)."""

    hand_number: int
    log_length: int
    turns: int
    attacker: int
    hand_sizes: tuple[int, ...]
    draw_pile_size: int
    discard_pile: tuple[int, ...]

    @classmethod
    def after(cls, before: Before, state: MilleBornesState) -> AttackLeft | None:
        """What the last action left, if it was an attack."""
        action = state.history[-1]
        if action.kind != act.Kind.PLAY or action.target is None:
            return None
        sizes = [sum(hand) for hand in before.hands]
        sizes[before.actor] -= 1
        return cls(
            before.hand_number, len(before.log) + 1, before.turns, before.actor, tuple(sizes),
            before.draw_pile_size, before.discard_pile,
        )  # fmt: skip

    def shown(self, state: MilleBornesState) -> bool:
        """Whether the others still see it: nothing public since, a reshuffle note aside."""
        later = state.log[self.log_length :]
        same_hand = state.hand_number == self.hand_number and not state.is_over
        return same_hand and all(entry == (-1, RESHUFFLED) for entry in later)


def check_transition(before: Before, state: MilleBornesState) -> None:
    """The private questions of RULES.md §6 and §9: asked exactly when the attacked team
    holds the answer at that moment, of a seat that holds it; a declined question leaves no
    word in the public log; a coup fourré gives the caller the turn."""
    action = state.history[-1]
    same_hand = state.hand_number == before.hand_number and not state.is_over
    if not same_hand:
        return
    new_log = state.log[len(before.log) :]
    if action == act.DECLINE and before.phase in ("coup_fourre", "fast_remedy"):
        assert not any("decline" in text or "coup" in text for _, text in new_log), new_log
    if action == act.COUP_FOURRE and state.hand_sizes[before.actor]:
        assert state.turn_player == before.actor  # (an emptied hand passes, under play_out)
    if action.kind != act.Kind.PLAY or action.target is None:
        return
    assert action.card is not None
    seats = state.seats_of_team[action.target]
    safety = SAFETY_OF[action.card]
    remedy = REMEDY_OF[action.card]
    holder = [s for s in seats if before.hands[s][safety]]
    if holder:
        assert state.phase_name == "coup_fourre" and state.actor == holder[0]
    elif state.rules.fast_play and any(before.hands[s][remedy] for s in seats):
        assert state.phase_name == "fast_remedy"
        assert state.actor in seats and state.hands[state.actor][remedy]
    else:
        assert not state.is_secret_phase()


# -------------------------------------------------------------------- tests


@scaled(1.0)
@given(rules=rules_strategy(), seed=seeds, choices=seeds)
def test_random_games_keep_every_invariant(rules: Rules, seed: int, choices: int) -> None:
    """At every step: cards accounted for, hands within bounds, tableaux lawful, legal
    actions present and lawful while the match goes on, private questions asked when they
    must be; every generated action applies; refusals change nothing; views show each seat
    its own hand; the match ends."""
    rng = random.Random(seed ^ choices)
    before: Before | None = None
    attack: AttackLeft | None = None
    for state in play(rules, seed, choices):
        if before is not None:
            check_transition(before, state)
            attack = AttackLeft.after(before, state) or attack
        before = Before.of(state)
        legal = check_state(state)
        if rng.random() < 0.08 or state.is_over:
            check_views(state, attack)
            check_refusals(state, legal, rng)
    assert state.is_over
    assert state.winners
    assert len(state.results) == state.hand_number + 1
    assert state.scores == [
        sum(r.totals[t] for r in state.results) for t in range(len(state.scores))
    ]


@scaled(0.5)
@given(rules=rules_strategy(), seed=seeds, choices=seeds)
def test_records_replay_to_identical_states(rules: Rules, seed: int, choices: int) -> None:
    """A record of a random match, through JSON text, replays through the same states."""
    fingerprints = []
    frozen: dict[int, Any] = {}
    for step, state in enumerate(play(rules, seed, choices)):
        fingerprints.append(fingerprint(state))
        if step % 25 == 0:
            frozen[step] = freeze(state)
    final = freeze(state)
    record = record_of("millebornes", rules.to_dict(), state.history, seed=seed)
    again = GameRecord.from_dict(json.loads(record.to_json()))
    assert freeze(again.new_state()) == frozen[0]
    count = 0
    for number, _, replayed in again.states():
        assert isinstance(replayed, MilleBornesState)
        assert fingerprint(replayed) == fingerprints[number]
        if number in frozen:
            assert freeze(replayed) == frozen[number]
        count = number
    assert count == len(state.history)
    assert freeze(again.replay()) == final


@scaled(1.0)
@given(rules=rules_strategy(), seed=seeds, choices=seeds, stop=st.integers(0, 400))
def test_views_carry_nothing_unseen(rules: Rules, seed: int, choices: int, stop: int) -> None:
    """Mid-game, shuffling the cards a seat cannot see (other hands, the draw pile) changes
    nothing in that seat's view (not its data, JSON, repr, nor any field of the object), nor
    in what the seat is told when it sends an action."""
    rng = random.Random(seed)
    for step, state in enumerate(play(rules, seed, choices)):
        if step == stop or state.is_over:
            break
    probes = rng.sample(ALL_ACTIONS, 8)
    for seat in range(state.num_seats):
        other = permute_unseen(state, seat, rng)
        check_cards(other)
        assert view_forms(make_view(other, seat)) == view_forms(make_view(state, seat))
        for action in probes:  # what the seat is told when it sends an action
            assert answer(state, action, seat) == answer(other, action, seat)


@scaled(0.5)
@given(rules=rules_strategy(), seed=seeds, data=st.data())
def test_stacked_deals_differing_only_in_unseen_cards_look_the_same(
    rules: Rules, seed: int, data: st.DataObject
) -> None:
    """Two deals that differ only in the cards a seat cannot see (others' hands, the draw
    pile below what it has drawn) give that seat identical views."""
    rng = random.Random(seed)
    deck = stacked_deck(rules)
    rng.shuffle(deck)
    seat = data.draw(st.integers(0, rules.players - 1))
    own = set(range(6 * seat, 6 * seat + 6))
    if seat == 0:
        own.add(6 * rules.players)  # seat 0 draws the first card of the pile (unless asked)
    hidden = [i for i in range(len(deck)) if i not in own]
    shuffled = [deck[i] for i in hidden]
    rng.shuffle(shuffled)
    other_deck = list(deck)
    for i, card in zip(hidden, shuffled, strict=True):
        other_deck[i] = card
    first = new_game(rules, seed=seed, decks=[deck])
    second = new_game(rules, seed=seed, decks=[other_deck])
    assert view_forms(make_view(first, seat)) == view_forms(make_view(second, seat))


@pytest.mark.parametrize("action", ALL_ACTIONS, ids=str)
def test_every_action_round_trips_through_its_notation(action: act.Action) -> None:
    """``parse_action(str(a)) == a`` for every action there is."""
    assert parse_action(str(action)) == action
    assert parse_action(str(action).upper()) == action


@given(
    verb=st.sampled_from(("play", "discard", "PLAY", "draw")),
    card=st.sampled_from([c.code for c in ALL_CARDS] + ["", "roll", "x"]),
    arrow=st.sampled_from(("", ">", " > ", ">>")),
    target=st.text(st.characters(categories=["Nd", "No", "Zs", "Pd"]), max_size=3),
)
def test_action_like_text_parses_or_is_malformed(
    verb: str, card: str, arrow: str, target: str
) -> None:
    """Text shaped like an action either parses to an action that round-trips or is refused
    as malformed, never with another error."""
    text = f"{verb} {card}{arrow}{target}"
    try:
        action = parse_action(text)
    except MalformedActionError:
        return
    assert parse_action(str(action)) == action
    if action.target is not None:
        assert action.card in HAZARDS


def test_a_superscript_target_is_malformed_not_a_crash() -> None:
    """Reproduction: ``'²'.isdigit()`` is true but ``int('²')`` fails, so a superscript
    target escaped as a bare ``ValueError`` instead of ``MalformedActionError``."""
    with pytest.raises(MalformedActionError):
        parse_action("play STOP > ²")


def test_whether_a_discarder_could_play_stays_hidden() -> None:
    """Regression: seat 1 discards the same card holding ROLL (it could have played) or
    not; neither seat 0's view nor the stall guard's count (whose end of the hand is
    public) may tell the difference."""
    could, could_not = discarder_twins(dry_reshuffles=1)  # after one dry reshuffle
    assert (could.dry_reshuffles, could.dry_since) == (1, could_not.dry_since)
    assert could_not.dry_reshuffles == 1
    assert view_forms(make_view(could, 0)) == view_forms(make_view(could_not, 0))
