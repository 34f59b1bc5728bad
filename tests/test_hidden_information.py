"""Hidden information, what other tests did not hold yet:

- Rush Hour Shift: a view (its data, JSON, repr and every field) and what a seat is told
  when it sends an action do not change when the cards it cannot see (the other hand, the
  draw pile) are dealt otherwise, in every phase, across reshuffles and games (Mille
  Bornes has this as a property test already).
- Both games: what a view hands out that can be changed (a tableau's piles, the board)
  is the view's own; changing it changes nothing in the game.
- ``roadgames replay`` of an unfinished Mille Bornes game prints the same, to the
  character, whether or not a seat was asked a private question after the last attack.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from roadgames.cli import main
from roadgames.core.errors import RoadgamesError
from roadgames.core.records import record_of
from roadgames.millebornes import MilleBornesState, make_rules
from roadgames.millebornes import new_game as new_millebornes
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.rushshift import RushShiftState, RushShiftView
from roadgames.rushshift import make_rules as rush_rules
from roadgames.rushshift import new_game as new_rushshift
from roadgames.rushshift.actions import END, PLAY, Action
from roadgames.tui.i18n import LANGUAGES, Translator
from unseen_twins import deal_unseen_otherwise

# ------------------------------------------------------------- Rush Hour Shift views


def _rush_states(seed: int) -> list[RushShiftState]:
    """Copies of a random three-game match (random set-ups, a short turn limit, so that
    games end and the draw pile runs out) at a few dozen moments, both phases included."""
    state = new_rushshift(rush_rules(setup="random", games=3, turn_limit=40), seed=seed)
    rng = random.Random(seed)
    kept = []
    while not state.is_over:
        if rng.random() < 0.08:
            kept.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return kept


def _forms(view: RushShiftView) -> tuple[Any, ...]:
    """Every form a view reaches the outside in: its data, its JSON, its repr (memory
    addresses aside: the board's is the copy's own), and the object."""
    data = view.to_dict()
    shown = re.sub(r" at 0x[0-9a-f]+", "", repr(view))
    return data, json.dumps(data, sort_keys=True), shown, view


def _told(state: RushShiftState, action: Action, seat: int) -> str:
    """What ``seat`` is told when it sends ``action`` (tried on a copy)."""
    try:
        state.clone().apply(action, seat=seat)
    except RoadgamesError as exc:
        return f"{type(exc).__name__}: {exc}"
    return "ok"


@pytest.mark.parametrize("seed", [3, 17, 40])
def test_a_rush_hour_shift_seat_learns_nothing_of_the_cards_it_cannot_see(seed: int) -> None:
    """Dealing the unseen cards otherwise changes no form of the seat's view, nor what the
    seat is told when it sends an action (any card of the deck, the end of the turn, the
    mover's first steps), at every moment sampled."""
    rng = random.Random(seed)
    states = _rush_states(seed)
    assert {s.phase_name for s in states} == {"card", "act"}
    assert any(s.game_number for s in states)  # a later game of the match is among them
    changed = 0
    for state in states:
        probes = [*PLAY, END, *state.legal_actions()[:4]]
        for seat in (0, 1):
            other = deal_unseen_otherwise(state, seat, rng)
            changed += other.hands != state.hands or other.draw_pile != state.draw_pile
            assert _forms(other.view(seat)) == _forms(state.view(seat))
            for action in probes:
                assert _told(other, action, seat) == _told(state, action, seat), action
    assert changed  # the test did deal the unseen cards otherwise


# ----------------------------------------------------------- what a view hands out


def _mille_bornes_midgame(seed: int) -> MilleBornesState:
    """A two-team Mille Bornes game some way into its first hand."""
    state = new_millebornes(make_rules("classic", 4), seed=seed)
    rng = random.Random(seed)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    return state


def _mille_bornes_facts(state: MilleBornesState) -> str:
    """The game as every seat's view and the seat to act see it, the tableaux included."""
    views = [state.view(seat) for seat in range(state.num_seats)]
    tableaux = [
        [getattr(tab, name) for name in type(tab).__slots__]
        for view in views
        for tab in view.public.tableaux
    ]
    data = [view.to_dict() for view in views]
    return json.dumps([data, tableaux, [str(a) for a in state.legal_actions()]])


def test_a_mille_bornes_view_hands_out_only_copies() -> None:
    """An agent that writes over its view's tableaux changes nothing in the game."""
    state = _mille_bornes_midgame(5)
    before = _mille_bornes_facts(state)
    for seat in range(state.num_seats):
        for tab in state.view(seat).public.tableaux:
            for pile in (tab.hazards, tab.battle_pile, tab.speed_pile, tab.distance_cards):
                pile.append(7)
            tab.safety_cards.clear()
            tab.miles += 1000
            tab.safeties = 15
    assert _mille_bornes_facts(state) == before


def test_a_rush_hour_shift_view_hands_out_only_copies() -> None:
    """An agent that writes over its view's board changes nothing in the game."""
    state = _rush_states(8)[-1]
    before = (state.board.key(), [row.copy() for row in state.board.grid], state.legal_actions())
    for seat in (0, 1):
        board = state.view(seat).board
        board.offsets[0] = 3
        board.col[0] += 1
        board.present[1] = not board.present[1]
        board.grid[0][0] = 5
    after = (state.board.key(), [row.copy() for row in state.board.grid], state.legal_actions())
    assert after == before


# ------------------------------------------------------------------ public replay

#: (players, the seat the attack may ask, the attack): a lone seat and a partner.
QUESTIONS = [(3, 2, "play SPEED_LIMIT > 2"), (4, 3, "play SPEED_LIMIT > 1")]


class Dealt:
    """A Mille Bornes game dealt from a stacked deck, with that deck (its record needs it)."""

    def __init__(self, players: int, asked: int, holds: bool) -> None:
        """Seat 0 holds a speed limit; seat ``asked`` holds RIGHT_OF_WAY if ``holds``, else
        a 200, which nobody can tell from the table."""
        rules = make_rules("classic", players)
        hands = [["SPEED_LIMIT", "50", "50", "50", "50", "50"]]
        hands += [["75", "75", "25", "25", "100", "100"] for _ in range(players - 1)]
        hands[asked][-1] = "RIGHT_OF_WAY" if holds else "200"
        self.deck = [
            c.code for c in stacked_deck(rules, hands=hands, draw=["50"] * 4 + ["100"] * 4)
        ]
        self.state = new_millebornes(rules, decks=[self.deck])

    def replayed(self, folder: Path, capsys: pytest.CaptureFixture[str], *argv: str) -> str:
        """What ``roadgames replay`` (with ``argv``) prints of the game so far."""
        state = self.state
        path = folder / "game.json"
        record_of("millebornes", state.rules.to_dict(), state.history, decks=[self.deck]).save(path)
        capsys.readouterr()
        assert main(["replay", str(path), *argv]) == 0
        return capsys.readouterr().out


@pytest.mark.parametrize(("players", "asked", "attack"), QUESTIONS)
def test_the_public_replay_of_an_unfinished_game_hides_a_question_asked(
    players: int,
    asked: int,
    attack: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Two games that differ only in whether the attacked seat could call a coup fourré,
    cut while it is asked (or would be), and again after it declined and the next seat
    played: ``replay`` prints the same both times."""
    asked_game = Dealt(players, asked, holds=True)
    other_game = Dealt(players, asked, holds=False)
    with_safety, without = asked_game.state, other_game.state
    for state in (with_safety, without):
        state.apply(attack)
    assert with_safety.to_move == asked and with_safety.phase_name == "coup_fourre"
    assert without.to_move == 1 and not without.is_secret_phase()
    shown = asked_game.replayed(tmp_path, capsys)
    assert "public view" in shown and "game not over" in shown
    assert shown == other_game.replayed(tmp_path, capsys)
    with_safety.apply("decline")
    for state in (with_safety, without):
        state.apply("discard 75")
    assert len(with_safety.history) == len(without.history) + 1
    shown = asked_game.replayed(tmp_path, capsys)
    assert "discard 75" in shown
    assert shown == other_game.replayed(tmp_path, capsys)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("players", "asked", "attack"), QUESTIONS)
def test_the_public_replay_hides_a_question_asked_in_every_language(
    players: int,
    asked: int,
    attack: str,
    lang: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``replay --lang``, the game's words: the same both times too, and no hand, no card
    drawn (the deal's draw pile holds 50s and 100s; every card a log line names was played
    or discarded)."""
    tr = Translator(lang)
    asked_game = Dealt(players, asked, holds=True)
    other_game = Dealt(players, asked, holds=False)
    with_safety, without = asked_game.state, other_game.state
    for state in (with_safety, without):
        state.apply(attack)
    shown = asked_game.replayed(tmp_path, capsys, "--lang", lang)
    assert tr("replay_not_over") in shown and tr.card(Card.SPEED_LIMIT) in shown
    assert shown == other_game.replayed(tmp_path, capsys, "--lang", lang)
    with_safety.apply("decline")
    for state in (with_safety, without):
        state.apply("discard 75")
    shown = asked_game.replayed(tmp_path, capsys, "--lang", lang)
    assert tr("event_discard", who="", card=Card.D75).strip() in shown
    assert shown == other_game.replayed(tmp_path, capsys, "--lang", lang)
    for hidden in (Card.RIGHT_OF_WAY, Card.D200, Card.D50, Card.D100):
        assert tr.card(hidden) not in shown, hidden
    assert tr("replay_holds", name="", cards="").strip() not in shown
