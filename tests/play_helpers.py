"""Games played in tests: by agents (one loop, every decision checked), by `simulate` (its
records and CSV, a run stopped part way), a Rush Hour Shift match saved under way, the
source of a player of one's own, and a Mille Bornes game's cards counted wherever they
are."""

from __future__ import annotations

import csv
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from roadgames.agents import Agent, Decision
from roadgames.cli import main
from roadgames.core.game import GameState
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import MilleBornesState
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.tui.rushshift.session import PERSON, RushSession

#: The source of a file player of one's own, class ``Mine``, that plays the first legal action
#: (what ``PATH:Mine`` seats; a save from elsewhere seating it must be trusted to run).
FIRST_LEGAL_PLAYER = """
class Mine:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        return legal[0]
"""

T = TypeVar("T")

#: The agents of a game: one per seat, or a choice by (decision number, seat).
Players = Sequence[Agent] | Callable[[int, int], Agent]


def play(
    state: GameState,
    players: Players,
    limit: int | None = None,
    watch: Callable[[GameState, int], None] | None = None,
) -> list[Any]:
    """Let ``players`` play ``state`` (in place) until it ends, or for ``limit`` decisions.

    Each gets its seat's view and the legal actions and must answer with a :class:`Decision`
    naming one of them. ``watch(state, seat)`` sees every position before its decision.
    Returns the actions taken.
    """
    taken: list[Any] = []
    while not state.is_over and (limit is None or len(taken) < limit):
        seat = state.to_move
        assert seat is not None
        if watch is not None:
            watch(state, seat)
        legal = state.legal_actions()
        agent = players(len(taken), seat) if callable(players) else players[seat]
        decision = agent.decide(state.view(seat), legal)
        assert isinstance(decision, Decision) and isinstance(decision.explanation, str)
        assert decision.action in legal, f"{agent.name} chose {decision.action}, not legal"
        state.apply(decision.action, seat=seat)
        taken.append(decision.action)
    return taken


def simulated_records(tmp_path: Path, *argv: str) -> tuple[Path, list[dict[str, str]]]:
    """The records folder and the CSV rows of ``simulate`` run with ``argv``."""
    folder, table = tmp_path / "rec", tmp_path / "games.csv"
    run = ["simulate", *argv, "--jobs", "1", "--record", str(folder), "--out", str(table)]
    assert main(run) == 0
    with table.open(encoding="utf-8") as rows:
        return folder, list(csv.DictReader(rows))


def stopped_after(games: Iterator[T], played: int, stop: BaseException) -> Iterator[T]:
    """The first ``played`` of ``games``, then ``stop`` raised, as a Ctrl-C or a player's
    error stops a run part way."""
    for number, game in enumerate(games):
        if number == played:
            raise stop
        yield game


def rush_match_saved(path: Path) -> Path:
    """A Rush Hour Shift match under way (one move made), a person against ``random``,
    saved at ``path``."""
    rules = RUSHSHIFT.rules_from_options(None, 2)
    session = RushSession.new(rules, [PERSON, "random"], seed=4)
    session.state.apply(session.state.legal_actions()[0])
    return session.save(path)


def counted_cards(state: MilleBornesState) -> list[int]:
    """How many of each card (by index) the game holds: in the hands, the draw and discard
    piles and every tableau's piles; the deck's counts where no card is lost or doubled."""
    counts = [sum(column) for column in zip(*state.hands, strict=True)]
    on_table: Counter[int] = Counter(state.draw_pile)
    on_table.update(state.discard_pile)
    for tab in state.tableaux:
        for pile in (tab.battle_pile, tab.speed_pile, tab.distance_cards, tab.safety_cards):
            on_table.update(pile)
    for card, k in on_table.items():
        counts[card] += k
    return counts


def safety_held_at_the_finish() -> MilleBornesState:
    """A classic two-seat match to 300 km (no extension), seat 0 to move at 200 km, holding
    the 100 km that completes the trip and an Extra Tank it may lay first."""
    rules = make_rules("classic", 2, target=300, extension=False)  # a match: points add up
    deck = stacked_deck(
        rules,
        hands=[["ROLL", "200", "100", "EXTRA_TANK", "STOP", "STOP"],
               ["ROLL", "25", "25", "25", "50", "50"]],
        draw=["25", "25", "50", "50", "75", "75"],
    )  # fmt: skip
    state = new_game(rules, decks=[deck])
    for action in ("play ROLL", "play ROLL", "play 200", "play 25"):
        state.apply(action)
    return state
