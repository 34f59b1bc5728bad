"""Random play under many option sets, checking each step against RULES.md §3-§7 as read
independently in :mod:`reference_model`. ``check_game`` returns a list of discrepancies
(empty when the engine agrees)."""

from __future__ import annotations

import random
from typing import Any

from reference_model import REMEDY_FOR, SAFETY_FOR, FastRemedies, ref_plays

from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.cards import Card


def next_seat_with_cards(state: MilleBornesState, seat: int) -> int:
    """The seat to play after ``seat``: the next one clockwise where a card can be drawn
    (it draws, even into an empty hand), else the next that still holds cards (play-out
    passes an empty hand)."""
    n = state.num_seats
    s = (seat + 1) % n
    if can_draw(state):
        return s
    for _ in range(n):
        if state.hand_sizes[s]:
            return s
        s = (s + 1) % n
    return -1


def tableaux_text(state: MilleBornesState) -> str:
    """The tableaux's piles and miles, for a message."""
    return str([(t.battle_pile, t.speed_pile, t.safety_cards, t.miles) for t in state.tableaux])


def can_draw(state: MilleBornesState) -> bool:
    """Whether a draw is possible now (§7)."""
    return bool(state.draw_pile) or (
        state.rules.empty_draw_pile == "reshuffle" and bool(state.discard_pile)
    )


def check_game(
    rules_kw: dict[str, Any], seed: int, maxsteps: int = 4000, one_hand: bool = True
) -> list[str]:
    """Play one random game; return the discrepancies found."""
    preset = rules_kw.pop("preset")
    players = rules_kw.pop("players")
    rules = make_rules(preset, players, **rules_kw)
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    problems: list[str] = []
    nteams = rules.num_teams

    def note(msg: str) -> None:
        if len(problems) < 20:
            problems.append(f"{rules.preset}/{players} {rules_kw} seed={seed}: {msg}")

    fast: FastRemedies = {}
    for step in range(maxsteps):
        if state.is_over:
            break
        hand_no = state.hand_number
        phase = state.phase_name
        seat = state.to_move
        assert seat is not None
        legal = {str(a) for a in state.legal_actions()}
        if phase == "play":
            plays = ref_plays(state, seat, fast)
            discards = {f"discard {c.code}" for c in state.hand_cards(seat)}
            expected = plays | discards if (rules.discard_any_time or not plays) else plays
            if legal != expected:
                note(
                    f"step {step} seat {seat} legal mismatch: engine-only "
                    f"{sorted(legal - expected)} ref-only {sorted(expected - legal)}; "
                    f"tableaux {tableaux_text(state)}"
                )
        if phase == "coup_fourre":
            hazard = Card(state.pending)
            if not state.hands[seat][SAFETY_FOR[hazard]]:
                note(f"coup fourre asked of seat {seat} without {SAFETY_FOR[hazard]}")
        # choose an action
        acts = state.legal_actions()
        plays_a = [a for a in acts if a.kind.name == "PLAY"]
        action = rng.choice(plays_a) if plays_a and rng.random() < 0.75 else rng.choice(acts)
        # expectations before applying
        holders_before: list[int] = []
        if action.target is not None and action.card is not None:
            holders_before = [
                s
                for s in range(players)
                if s % nteams == action.target and state.hands[s][SAFETY_FOR[action.card]]
            ]
        state.apply(action)
        if (
            phase == "fast_remedy"
            and action.kind.name == "PLAY"
            and action.card not in (Card.END_OF_LIMIT, Card.ROLL)
        ):
            fast_team = seat % nteams
            fast.setdefault(fast_team, set()).add(len(state.tableaux[fast_team].battle_pile) - 1)
        if state.hand_number != hand_no or state.is_over:
            res = state.results[-1]
            if res.how == "trip":
                t = res.completer_team
                assert t is not None
                m = res.miles[t]
                trip = 1000 if res.extended_by is not None else rules.target
                if rules.finish == "exact" and m != trip:
                    note(f"trip ended with {m} miles, trip {trip}")
                if rules.finish == "reach" and m < trip:
                    note(f"trip ended with {m} < {trip}")
            if one_hand:
                break
            fast.clear()
            continue
        text = str(action)
        if phase == "play" and action.kind.name == "PLAY":
            card = action.card
            assert card is not None
            if action.target is not None:
                tgt = action.target
                holders = holders_before
                if holders:
                    if state.phase_name != "coup_fourre" or state.to_move not in holders:
                        note(
                            f"after {text} by {seat}: holders {holders} not asked "
                            f"({state.phase_name}, {state.to_move})"
                        )
                elif rules.fast_play and any(
                    state.hands[s][REMEDY_FOR[card]] for s in range(players) if s % nteams == tgt
                ):
                    if state.phase_name != "fast_remedy":
                        note(f"after {text}: fast remedy not asked")
                else:
                    exp = next_seat_with_cards(state, seat)
                    if state.to_move != exp:
                        note(f"after {text} by {seat}: to_move {state.to_move}, expected {exp}")
            elif card in SAFETY_FOR.values():
                if state.to_move != seat and state.hand_sizes[seat]:
                    note(f"no extra turn after {text} by {seat}: to_move {state.to_move}")
            elif Card.D25 <= card <= Card.D200:
                t = seat % nteams
                trip = state.trip
                m = state.tableaux[t].miles
                if m >= trip and state.phase_name != "extension":
                    note(f"{m} miles reached trip {trip} but hand goes on")
                if state.phase_name != "extension":
                    exp = next_seat_with_cards(state, seat)
                    if state.to_move != exp:
                        note(f"after {text} by {seat}: to_move {state.to_move}, expected {exp}")
            else:
                exp = next_seat_with_cards(state, seat)
                if state.to_move != exp:
                    note(f"after {text} by {seat}: to_move {state.to_move}, expected {exp}")
        if phase == "play" and action.kind.name == "DISCARD":
            exp = next_seat_with_cards(state, seat)
            if state.to_move != exp:
                note(f"after {text} by {seat}: to_move {state.to_move}, expected {exp}")
        held = state.hand_sizes[seat] or can_draw(state)  # else its turn passes (play-out)
        if (
            phase == "coup_fourre"
            and action.kind.name == "COUP_FOURRE"
            and state.to_move != seat
            and held
        ):
            note(f"after coup fourre by {seat}: to_move {state.to_move}")
        # hand size at the start of a play phase after a draw
        if state.phase_name == "play" and state.to_move is not None:
            s = state.to_move
            if can_draw(state) and state.hand_sizes[s] != 7 and not rules.fast_play:
                note(f"seat {s} in play phase with {state.hand_sizes[s]} cards (draw possible)")
    return problems


OPTION_SPACE: dict[str, list[Any]] = {
    "roll_after_remedy": [False, True],
    "draw_from_discard": [False, True],
    "empty_draw_pile": ["play_out", "reshuffle", "stop"],
    "attack_needs_target_moving": [False, True],
    "hazard_on_hazard": [False, True],
    "attacker_must_have_started": [False, True],
    "speed_limit_on_limit": [False, True],
    "discard_any_time": [False, True],
    "finish": ["exact", "reach"],
    "max_200s": [0, 1, 2, 4],
    "deck": ["full", "short"],
    "fast_play": [False, True],
}
PRESET_PLAYERS = {
    "classic": (2, 3, 4, 6),
    "modern": (2, 3, 4, 5, 6),
    "leaflet": (2, 3, 4, 5, 6),
    "club": (2, 3, 4),
}


def random_options(rng: random.Random) -> dict[str, Any]:
    """A preset, a seat count and random overrides."""
    preset = rng.choice(sorted(PRESET_PLAYERS))
    players = rng.choice(PRESET_PLAYERS[preset])
    kw: dict[str, Any] = {"preset": preset, "players": players}
    for name, values in OPTION_SPACE.items():
        if rng.random() < 0.5:
            kw[name] = rng.choice(values)
    if players in (4, 6) and rng.random() < 0.3:
        kw["teams"] = False
    return kw
