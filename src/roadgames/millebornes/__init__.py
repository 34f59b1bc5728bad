"""Mille Bornes: cards, rules and presets, state, legal actions, scoring, views, notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from roadgames.core.errors import RulesError
from roadgames.core.seeds import chance_seed, checked_seed
from roadgames.millebornes.actions import Action, Kind, parse_action
from roadgames.millebornes.cards import Card, parse_card
from roadgames.millebornes.rules import PRESETS, Rules, make_rules, rules_from_dict
from roadgames.millebornes.scoring import HandResult
from roadgames.millebornes.state import MilleBornesState
from roadgames.millebornes.view import MilleBornesView, TableauView, make_view

__all__ = [
    "GAME",
    "PRESETS",
    "RULES_REVISION",
    "Action",
    "Card",
    "HandResult",
    "Kind",
    "MilleBornesGame",
    "MilleBornesState",
    "MilleBornesView",
    "Rules",
    "TableauView",
    "make_rules",
    "make_view",
    "new_game",
    "parse_action",
    "parse_card",
]

#: Which reading of the rules this engine plays. Bump it whenever the same actions on the
#: same deal can give a different game (a rule's behaviour changed), so that a record, a
#: saved game or a tournament run made under an earlier one says so where it no longer
#: fits; those made before revisions were kept count as revision 1. Revision 2 (ninth
#: session, 2026-12-01): stacked hazards lifted by a safety or covered by a remedy leave the
#: team as its battle pile says, and the reshuffle stall guard's two changes. Revision 3
#: (twenty-fourth session, 2026-12-02): the stall guard counts cards played, not cards a
#: seat could have played (which told the others what a discarder held), and under
#: ``empty_draw_pile = stop`` a hand ends as soon as nobody can play, at a safety's extra
#: turn and at the draw of the last card included (each made that seat discard once more
#: first). Revision 4 (twenty-fifth session, 2026-12-02; no preset plays either case): the
#: extension is not offered where the completing play reached 1000 already (``finish =
#: reach``), and the cap of turns ends a hand under every ``empty_draw_pile`` (with
#: ``draw_from_discard`` a hand under ``play_out`` or ``stop`` could go on for ever).
#: Revision 5 (twenty-sixth session, 2026-12-04; no play that scores meets it): a match
#: whose last ten hands saw no distance card laid ends there, won by the most points
#: (``IDLE_HANDS``; players that never moved played one for ever).
RULES_REVISION = 5


def new_game(
    rules: Rules, seed: int | None = None, decks: Sequence[Sequence[str | Card]] | None = None
) -> MilleBornesState:
    """A new match under ``rules``: shuffled with ``seed``, or dealt from stacked ``decks``
    (card codes or cards, in dealing order; what chance remains, such as a reshuffle, is
    drawn from ``seed``, else from :data:`~roadgames.core.seeds.STACKED_SEED`; see
    :class:`MilleBornesState`). ``seed`` is a whole number (``RoadgamesError`` otherwise:
    a record could not keep it); ``rules`` come from :func:`make_rules` (``RulesError`` for
    anything else, such as a preset's name).

    >>> rules = make_rules("modern", players=3)
    >>> new_game(rules, seed=7).hand_cards(1) == new_game(rules, seed=7).hand_cards(1)
    True
    """
    if not isinstance(rules, Rules):
        raise RulesError(
            f"new_game takes Mille Bornes rules (make_rules(preset, players, ...)), "
            f"not {type(rules).__name__}"
        )
    seed = checked_seed(seed)
    parsed = None
    if decks is not None:
        parsed = [[c if isinstance(c, Card) else parse_card(c) for c in deck] for deck in decks]
    return MilleBornesState(rules, seed=chance_seed(seed, parsed), decks=parsed)


class MilleBornesGame:
    """Mille Bornes as registered in the core."""

    name = "millebornes"
    title = "Mille Bornes"
    rules_revision = RULES_REVISION

    def rules_from_options(self, preset: str | None, players: int, **options: Any) -> Rules:
        """A preset (default ``classic``) for ``players`` seats, with overrides."""
        return make_rules(preset or "classic", players, **options)

    def rules_from_dict(self, data: Mapping[str, Any]) -> Rules:
        """Rules from a record."""
        return rules_from_dict(data)

    def rules_to_dict(self, rules: Any) -> dict[str, Any]:
        """Rules for a record."""
        assert isinstance(rules, Rules)
        return rules.to_dict()

    def new_state(
        self, rules: Any, seed: int | None = None, decks: Sequence[Sequence[str]] | None = None
    ) -> MilleBornesState:
        """A new match."""
        return new_game(rules, seed=seed, decks=decks)


GAME = MilleBornesGame()
