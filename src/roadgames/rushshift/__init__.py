"""Rush Hour Shift: the shifting grid, vehicles and set-ups, cards, rules, state, views,
notation, and the rules text.

>>> state = GAME.new_state(GAME.rules_from_options(None, 2), seed=1)
>>> state.to_move, state.phase_name, len(state.hand_cards(0))
(0, 'card', 4)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from roadgames.core.errors import RulesError
from roadgames.core.seeds import chance_seed, checked_seed
from roadgames.rushshift.actions import Action, Kind, parse_action
from roadgames.rushshift.board import Board, Dir
from roadgames.rushshift.cards import DEFAULT_DECK, Card, parse_card
from roadgames.rushshift.rules import PRESETS, Rules, make_rules, rules_from_dict
from roadgames.rushshift.setups import printed_setups, random_setup, setup_board
from roadgames.rushshift.state import GameResult, RushShiftState, parse_deck
from roadgames.rushshift.text import rules_text
from roadgames.rushshift.view import RushShiftView, make_view

__all__ = [
    "DEFAULT_DECK",
    "GAME",
    "PRESETS",
    "RULES_REVISION",
    "Action",
    "Board",
    "Card",
    "Dir",
    "GameResult",
    "Kind",
    "Rules",
    "RushShiftGame",
    "RushShiftState",
    "RushShiftView",
    "make_rules",
    "make_view",
    "new_game",
    "parse_action",
    "parse_card",
    "printed_setups",
    "random_setup",
    "rules_text",
    "setup_board",
]

#: Which reading of the rules this engine plays. Bump it whenever the same actions on the
#: same deal can give a different game (a rule's behaviour changed), so that a record, a
#: saved game or a tournament run made under an earlier one says so where it no longer
#: fits; those made before revisions were kept count as revision 1. Still 1: the ninth
#: session's (2026-12-01) one change, ``move_exact``, is an option older records cannot hold.
RULES_REVISION = 1


def new_game(
    rules: Rules, seed: int | None = None, decks: Sequence[Sequence[str | Card]] | None = None
) -> RushShiftState:
    """A new match under ``rules``: shuffled with ``seed``, or dealt from stacked ``decks``
    (card codes or cards, in dealing order; what chance remains, such as a reshuffle, is
    drawn from ``seed``, else from :data:`~roadgames.core.seeds.STACKED_SEED`; see
    :class:`RushShiftState`). ``seed`` is a whole number (``RoadgamesError`` otherwise:
    a record could not keep it); ``rules`` come from :func:`make_rules` (``RulesError`` for
    anything else, such as a preset's name)."""
    if not isinstance(rules, Rules):
        raise RulesError(
            f"new_game takes Rush Hour Shift rules (make_rules(preset, players, ...)), "
            f"not {type(rules).__name__}"
        )
    seed = checked_seed(seed)
    parsed = None if decks is None else [parse_deck(deck) for deck in decks]
    return RushShiftState(rules, seed=chance_seed(seed, parsed), decks=parsed)


class RushShiftGame:
    """Rush Hour Shift as registered in the core."""

    name = "rushshift"
    title = "Rush Hour Shift"
    rules_revision = RULES_REVISION

    def rules_from_options(self, preset: str | None, players: int, **options: Any) -> Rules:
        """The rules (preset ``standard``) for 2 players, with overrides."""
        return make_rules(preset or "standard", players, **options)

    def rules_from_dict(self, data: Mapping[str, Any]) -> Rules:
        """Rules from a record."""
        return rules_from_dict(data)

    def rules_to_dict(self, rules: Any) -> dict[str, Any]:
        """Rules for a record."""
        assert isinstance(rules, Rules)
        return rules.to_dict()

    def new_state(
        self, rules: Any, seed: int | None = None, decks: Sequence[Sequence[str]] | None = None
    ) -> RushShiftState:
        """A new match."""
        return new_game(rules, seed=seed, decks=decks)

    def rules_text(self, rules: Any) -> str:
        """The rules for players (published parts and this project's choices kept apart)."""
        assert isinstance(rules, Rules)
        return rules_text(rules)

    def never_ends_unattended(self, rules: Any) -> str | None:
        """Why a match of computer players alone under ``rules`` may never end, and what
        to give instead (``None`` where it always ends): with no turn limit, two players
        with both heroes blocked, neither backing off, play for ever (a person can give
        way, or stop)."""
        assert isinstance(rules, Rules)
        if rules.turn_limit:
            return None
        return (
            "-o turn_limit=0 sets no turn limit, but with computer players only a game may "
            "never end: give a turn limit, -o turn_limit=N"
        )


GAME = RushShiftGame()
