"""``easy`` holding both cures for the hazard that stops it lays the safety, not the remedy
(session 49): it cures the hazard for good and plays again, where the remedy, first in
card order, spends the turn and leaves the hazard open to come back."""

from __future__ import annotations

from roadgames.agents import get_agent
from roadgames.millebornes import Action, MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck


def _stopped_holding_both() -> MilleBornesState:
    """Seat 0 out of gas, holding GASOLINE and EXTRA_TANK (and more to play)."""
    rules = make_rules("classic", 2, match_target=0)
    hands = [["ROLL", "GASOLINE", "EXTRA_TANK", "SPEED_LIMIT", "100", "25"],
             ["ROLL", "OUT_OF_GAS", "25", "25", "50", "50"]]  # fmt: skip
    draw = ["75", "75", "75", "75", "50", "50"]
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=draw)])
    for action in ("play ROLL", "play ROLL", "play 75", "play OUT_OF_GAS > 0"):
        state.apply(action)
    state.apply("decline")  # the coup fourré offered for EXTRA_TANK
    return state


def test_easy_cures_with_the_safety_rather_than_the_remedy_whatever_its_seed() -> None:
    state = _stopped_holding_both()
    while state.phase_name != "play":
        state.apply(next(a for a in state.legal_actions() if a.kind == Kind.DRAW))
    assert state.to_move == 0
    legal = state.legal_actions()
    remedy, safety = Action(Kind.PLAY, Card.GASOLINE), Action(Kind.PLAY, Card.EXTRA_TANK)
    assert legal.index(remedy) < legal.index(safety)  # the remedy comes first
    view = state.view(0)
    chosen = {
        get_agent("millebornes", "easy", seed).decide(view, legal).action for seed in range(12)
    }
    assert chosen == {safety}
