"""The Rush Hour Shift session behind the terminal game: the engine state, who sits where
(people or computer players), and the record being built.

Screens draw only views (:meth:`RushSession.view`); computer players decide from their own
seat's view, as everywhere else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from roadgames.agents import agent_names
from roadgames.agents.external import label_of
from roadgames.core.endless import refuse_endless
from roadgames.rushshift import GameResult, Rules, RushShiftState, RushShiftView, new_game
from roadgames.rushshift.actions import Action
from roadgames.tui.i18n import Translator
from roadgames.tui.seats import PERSON as PERSON  # re-exported: the screens use it
from roadgames.tui.seats import check_players as seats_check_players
from roadgames.tui.seats import first_available, localised_names
from roadgames.tui.session_base import SessionBase, seed_or_drawn

GAME = "rushshift"
SEATS = 2
#: Preferred computer player for a new game, first among those that exist.
DEFAULT_LEVELS = ("greedy", "search", "random")
#: Players asked for the hint key, best first among those that exist.
HINT_LEVELS = ("search", "greedy", "random")


def computer_levels() -> list[str]:
    """The computer players available for Rush Hour Shift."""
    return agent_names(GAME)


def default_level() -> str:
    """The computer player a new game seats by default."""
    return first_available(GAME, DEFAULT_LEVELS)


def check_players(players: Sequence[str]) -> list[str]:
    """Validate the two seat kinds (``human`` or a computer player's name)."""
    return seats_check_players(GAME, players, SEATS)


def former_default_names(players: Sequence[str]) -> list[str]:
    """The names a session gave seats nobody named before session 24 (You alone, else
    Player 1, 2; computers "CPU greedy"): a match saved then still holds them, and resuming
    it must know them for defaults (:func:`~roadgames.tui.seats.relocalised_names`)."""
    people = sum(1 for kind in players if kind == PERSON)
    names: list[str] = []
    for seat, kind in enumerate(players):
        if kind != PERSON:
            names.append(f"CPU {label_of(kind)}")
        elif people == 1:
            names.append("You")
        else:
            names.append(f"Player {seat + 1}")
    return names


@dataclass
class RushSession(SessionBase[Rules, RushShiftState, RushShiftView, Action, GameResult]):
    """One Rush Hour Shift match being played: rules, seats, the state, the record-to-be."""

    game: ClassVar[str] = GAME
    default_levels: ClassVar[tuple[str, ...]] = DEFAULT_LEVELS
    hint_levels: ClassVar[tuple[str, ...]] = HINT_LEVELS
    state_type: ClassVar[type[RushShiftState]] = RushShiftState

    @classmethod
    def new(
        cls,
        rules: Rules,
        players: Sequence[str],
        names: Sequence[str] | None = None,
        seed: int | None = None,
    ) -> RushSession:
        """A fresh match. Without a seed one is drawn, so that the record always replays."""
        kinds = check_players(players)
        seed = seed_or_drawn(seed)
        return cls.seated(rules, kinds, names, seed, new_game(rules, seed=seed))

    @classmethod
    def for_people(
        cls,
        rules: Rules,
        players: Sequence[str],
        names: Sequence[str],
        tr: Translator,
        seed: int | None = None,
    ) -> RushSession:
        """A new match as people set it up, from the command line or the new-game screen
        alike: the seats checked, one of computers alone refused where it may never end
        (:func:`~roadgames.core.endless.refuse_endless`), names not given the defaults of
        ``tr``'s language ("Vous" in French, not "You")."""
        kinds = check_players(players)
        refuse_endless(GAME, rules, humans=kinds.count(PERSON))
        return cls.new(rules, kinds, names=localised_names(names, kinds, tr), seed=seed)

    @classmethod
    def former_names_by_default(cls, players: Sequence[str]) -> list[str]:
        """The default names of older saves (:func:`former_default_names`)."""
        return former_default_names(players)

    def rematch(self) -> RushSession:
        """A new match with the same rules, seats and names, and a fresh seed."""
        return RushSession.new(self.rules, self.players, self.names)

    def view(self, seat: int) -> RushShiftView:
        """What ``seat`` may know; the only thing the screens draw from."""
        return self.state.view(seat)

    def final_view(self, game: int, seat: int) -> RushShiftView:
        """What ``seat`` saw as game ``game`` (1-based, one that has ended) ended: its final
        position, hands and log, the score counting it, nobody to move. In a match the
        engine deals the next game at once, so an earlier game is played again from the
        deal (a match cut short after it stays on its end; the actions, legal when played,
        are applied unchecked), and its view still counts the match's games with the match
        going on; the last game of a match that is over is the view now."""
        if game == len(self.state.results) and self.state.is_over:
            return self.view(seat)
        state = self.state
        ended = new_game(
            replace(state.rules, games=game), seed=state.seed, decks=state.decks or None
        )
        for action in state.history:
            if ended.is_over:
                break
            ended.apply_unchecked(action)
        if len(ended.results) != game:
            raise ValueError(f"game {game} of the match has not ended")
        return replace(ended.view(seat), rules=self.rules, is_over=False, winners=())
