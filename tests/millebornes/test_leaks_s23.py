"""Hidden information, hunted where the other leak tests do not look (brief H2, session 23).

- Twin deals: two Mille Bornes deals that differ only in where two cards lie, one of them
  often a safety in a hand (so that a coup fourré or fast remedy is asked in one game and
  not in the other), played with the same public actions (a private question of one game
  declined before the other goes on). A seat holding the same hand in both must see the
  same in both, at every moment, including the table of a hand that has just ended, the
  answers it gets to the actions it sends, a computer's hint for it and a world sampled
  from its view with a fixed seed; where only one game asks a question, every seat but the
  one asked and the one whose turn it would be must see the same. The property tests
  shuffle the unseen cards of one moment, which keeps the history; here the histories
  differ by the private answers, and the deals by what was never shown.
- The stall guard of ``empty_draw_pile = reshuffle`` (the hand ends after two reshuffles
  with no card played): the hand's end that it brings about is public, so it must not
  depend on whether the last discarder held a card it could play (it did, before rules
  revision 3, when the guard counted reshuffles in which nobody *could* play).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator

import pytest
from helpers_views import answer, discarder_twins, freeze, view_forms

from roadgames.agents import get_agent
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes import actions as act
from roadgames.millebornes.cards import SAFETIES, SAFETY_OF
from roadgames.millebornes.determinize import sample_world
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import DRY_RESHUFFLES
from roadgames.millebornes.view import MilleBornesView, make_view

# ------------------------------------------------------------------------ helpers


#: Actions a seat may send at any moment to probe the engine's answers.
PROBES = (act.DRAW, act.DRAW_DISCARD, act.DECLINE, act.COUP_FOURRE, act.EXTEND, act.PLAY[-1])


def _hint_and_world(view: MilleBornesView) -> tuple[object, ...]:
    """What a seat's view yields: a computer's hint for it (its action, its words and its
    reason) and a world sampled from it with a fixed seed."""
    hints = []
    for level in ("easy", "medium"):
        decision = get_agent("millebornes", level, seed=5).decide(view, view.legal_actions)
        hints.append((str(decision.action), decision.explanation, repr(decision.reason)))
    return tuple(hints), freeze(sample_world(view, random.Random(3)))


#: A game to deal twins of: a preset, the number of players, options.
Case = tuple[str, int, dict[str, object]]


def _asked(state: MilleBornesState) -> tuple[str, int | None] | None:
    """The private question pending, and the seat it is put to; None where there is none."""
    return (state.phase_name, state.to_move) if state.is_secret_phase() else None


class Twins:
    """Two games dealt from decks that differ in two cards, driven by one policy."""

    def __init__(self, rules_args: Case, seed: int) -> None:
        preset, players, options = rules_args
        rules = make_rules(preset, players, **options)
        self.rng = random.Random(seed)
        deck = list(stacked_deck(rules))
        self.rng.shuffle(deck)
        dealt = 6 * players
        # a safety in a hand in one game, a card drawn late in the other (so that it stays
        # out of sight): where no hand holds one, a late safety goes into a hand
        late = range(len(deck) * 2 // 3, len(deck))
        held = [k for k in range(dealt) if deck[k] in SAFETIES]
        if held:
            first = self.rng.choice(held)
            second = self.rng.choice([k for k in late if deck[k] not in SAFETIES])
        else:
            first = self.rng.randrange(dealt)
            spare = [k for k in range(dealt, len(deck)) if deck[k] in SAFETIES]
            second = max(spare)  # the one drawn last
        #: the safety moved, the hazards it answers, and the team that holds it in one game
        self.safety = deck[first] if held else deck[second]
        self.wanted = {h for h, s in SAFETY_OF.items() if s == self.safety}
        self.team = rules.team_of(first // 6)
        #: the two cards moved: played or discarded, one would show the difference
        self.moved = {deck[first], deck[second]}
        other = list(deck)
        other[first], other[second] = other[second], other[first]
        self.a = new_game(rules, seed=seed, decks=[deck])
        self.b = new_game(rules, seed=seed, decks=[other])
        #: how many times one game alone asked a private question, and how many (seat,
        #: moment) pairs were compared
        self.lone_questions = self.compared = 0

    def seats_alike(self) -> Iterator[int]:
        """The seats that hold the same hand in both games, less the seats whose turn
        differs between them (the seat asked, and the next seat whose turn comes at once
        where nobody is asked: its own timing, which an interface must hide)."""
        a, b = self.a, self.b
        moving = {a.to_move, b.to_move} if _asked(a) != _asked(b) else set()
        for seat in range(a.num_seats):
            if a.hands[seat] == b.hands[seat] and seat not in moving:
                yield seat

    def check(self) -> None:
        """Every seat alike sees the same, is told the same, and is hinted the same."""
        a, b = self.a, self.b
        for seat in self.seats_alike():
            self.compared += 1
            view_a, view_b = make_view(a, seat), make_view(b, seat)
            assert view_forms(view_a) == view_forms(view_b), (seat, len(a.history))
            for action in (*PROBES, *view_a.legal_actions[:2]):
                assert answer(a, action, seat) == answer(b, action, seat), (seat, action)
            if view_a.legal_actions and self.rng.random() < 0.05:
                assert _hint_and_world(view_a) == _hint_and_world(view_b), seat
        ended_a, ended_b = a.hand_end, b.hand_end
        if ended_a is not None and ended_b is not None:
            for seat in range(a.num_seats):
                if ended_a.hands[seat] == ended_b.hands[seat]:
                    assert view_forms(make_view(ended_a, seat)) == view_forms(
                        make_view(ended_b, seat)
                    )

    def play(self, steps: int) -> None:
        """Play both games on (attacks favoured, most questions declined), checking at every
        moment, until they part in public (an action one cannot take) or end."""
        a, b = self.a, self.b
        for _ in range(steps):
            if a.is_over or b.is_over:
                return
            self.check()
            if _asked(a) != _asked(b):  # a question in one game alone, or not the same
                self.lone_questions += 1
                first = a if a.phase_name == "coup_fourre" or not b.is_secret_phase() else b
                first.apply(act.DECLINE)  # the coup fourré comes before a fast remedy
                continue
            legal = a.legal_actions()
            kept = [x for x in legal if x.card not in self.moved]  # they stay unseen
            legal = kept or legal
            if a.is_secret_phase():
                action = act.DECLINE if self.rng.random() < 0.8 else legal[0]
            else:
                attacks = [x for x in legal if x.target is not None]
                aimed = [x for x in attacks if x.card in self.wanted and x.target == self.team]
                use = aimed or (attacks if attacks and self.rng.random() < 0.6 else legal)
                action = self.rng.choice(use)
            a.apply(action)
            try:
                b.apply(action)
            except RoadgamesError:
                return  # the deals now show their difference: the twins part
            if a.log != b.log:
                return


CASES: list[Case] = [
    ("classic", 4, {}),
    ("classic", 2, {}),
    ("modern", 4, {"fast_play": True}),
    ("modern", 3, {"draw_from_discard": True}),
    ("leaflet", 2, {}),
    ("club", 4, {"fast_play": True, "empty_draw_pile": "reshuffle"}),
    ("classic", 6, {"fast_play": True}),
    ("leaflet", 5, {"empty_draw_pile": "stop"}),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}")
def test_twin_deals_look_the_same_to_every_seat_that_cannot_tell_them_apart(
    case: Case,
) -> None:
    """A handful of twin games per case; over the case, a question asked in one game alone
    is met (the twins do test the private questions), and every seat alike compared."""
    lone = compared = 0
    for seed in range(4):
        twins = Twins(case, seed)
        twins.play(300)
        lone += twins.lone_questions
        compared += twins.compared
    assert compared > 100
    assert lone > 0, "no question asked in one twin alone"


def test_the_twin_check_catches_a_view_that_shows_a_question(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The check itself: a view that showed the seat asked (``to_move`` as the engine has
    it) to everyone is caught."""
    from roadgames.millebornes import view as view_module

    real = view_module.make_view

    def telling(state: MilleBornesState, seat: int, onlooker: bool = False) -> MilleBornesView:
        made = real(state, seat, onlooker)
        object.__setattr__(made, "to_move", state.to_move)
        return made

    monkeypatch.setattr(sys.modules[__name__], "make_view", telling)
    with pytest.raises(AssertionError):
        for seed in range(6):
            Twins(CASES[0], seed).play(400)


# ------------------------------------------------------------------ the stall guard


def test_the_stall_guard_does_not_tell_whether_a_discarder_could_play() -> None:
    """Seat 1 discards a 25 holding ROLL (it could have played) or REPAIRS (it could not),
    with the guard about to end the hand: seat 0's view must be the same either way."""
    could, could_not = discarder_twins(DRY_RESHUFFLES, dry_since=0)  # about to end the hand
    assert could.results and could.results[0].how == "stalled"  # the guard fired
    assert view_forms(make_view(could, 0)) == view_forms(make_view(could_not, 0))
