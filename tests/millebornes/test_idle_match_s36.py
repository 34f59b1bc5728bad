"""A match going nowhere ends (rules revision 5): players that never lay a distance card
score nothing hand after hand and reach no target, or (leaflet scoring) score alike and stay
tied at the top for ever; ten hands in a row without a distance card end the match, won by
the most points (shared where tied)."""

from __future__ import annotations

import pytest

from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.state import IDLE_HANDS

#: What an idle player answers, in order of preference: it never moves and never scores.
IDLE = ("draw", "decline", "no-extension")


def _idle_action(state: MilleBornesState) -> str:
    legal = [str(action) for action in state.legal_actions()]
    for text in legal:
        if text in IDLE or text.startswith("discard"):
            return text
    raise AssertionError(f"no idle answer among {legal}")


@pytest.mark.parametrize(
    ("preset", "players"), [("classic", 2), ("leaflet", 3), ("club", 4), ("classic", 6)]
)
def test_a_match_where_nobody_moves_ends_after_ten_hands(preset: str, players: int) -> None:
    state = new_game(make_rules(preset, players), seed=11)
    for _ in range(200_000):
        if state.is_over:
            break
        state.apply(_idle_action(state))
    assert state.is_over, "the match went on for ever"
    assert len(state.results) == IDLE_HANDS
    assert all(not any(result.miles) for result in state.results)
    top = max(state.scores)
    assert state.winners == [team for team, score in enumerate(state.scores) if score == top]
    assert len(state.winners) == state.rules.num_teams  # nobody moved: all alike


def test_a_hand_that_moves_starts_the_count_again_and_its_points_win() -> None:
    """Idle hands, then one where seat 0 lays a distance card, then idle again: the match
    ends ten idle hands after the one that moved, not ten after the first, and the team
    with the points wins it."""
    state = new_game(make_rules("classic", 2), seed=11)
    scored_in: int | None = None
    for _ in range(400_000):
        if state.is_over:
            break
        legal = [str(action) for action in state.legal_actions()]
        moves = [a for a in legal if a == "play ROLL" or (a.startswith("play ") and a[5].isdigit())]
        if len(state.results) >= 4 and scored_in is None and state.to_move == 0 and moves:
            state.apply(moves[0])
            if moves[0] != "play ROLL":
                scored_in = len(state.results)
            continue
        state.apply(_idle_action(state))
    assert scored_in is not None and state.is_over
    assert state.results[scored_in].totals[0] > 0
    assert len(state.results) == scored_in + 1 + IDLE_HANDS
    assert state.winners == [0]


def test_the_guard_never_ends_a_match_of_sound_players() -> None:
    """Matches of the heuristic player reach their target: the guard is for play going
    nowhere, not for a long match."""
    for seed in range(3):
        state = _heuristic_match(seed)
        assert max(state.scores) >= state.rules.match_target


# ------------------------------------------------ said (session 37): log and state


def _idle_match(preset: str = "classic", players: int = 2) -> MilleBornesState:
    state = new_game(make_rules(preset, players), seed=11)
    while not state.is_over:
        state.apply(_idle_action(state))
    return state


def _heuristic_match(seed: int) -> MilleBornesState:
    """A classic match of the heuristic player against itself, played out."""
    from roadgames.agents import get_agent

    state = new_game(make_rules("classic", 2), seed=seed)
    agents = [get_agent("millebornes", "heuristic", seed + seat) for seat in range(2)]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        state.apply(agents[seat].decide(view, view.legal_actions).action)
    return state


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("leaflet", 3)])
def test_an_idle_match_says_why_it_ended(preset: str, players: int) -> None:
    state = _idle_match(preset, players)
    assert state.ended_idle
    assert state.log[-1] == (-1, f"match over (no distance card in {IDLE_HANDS} hands)")
    assert state.log[-2][1].startswith(f"hand {IDLE_HANDS} over")
    for seat in range(players):  # every player's view of the log has it
        assert state.view(seat).log[-1] == state.log[-1]


def test_a_match_won_at_its_target_says_nothing_of_idleness() -> None:
    state = _heuristic_match(0)
    assert not state.ended_idle
    assert not any("no distance card" in text for _, text in state.log)


def test_a_one_hand_game_is_never_called_idle() -> None:
    state = new_game(make_rules("classic", 2, match_target=0), seed=3)
    while not state.is_over:
        state.apply(_idle_action(state))
    assert len(state.results) == 1 and not state.ended_idle
