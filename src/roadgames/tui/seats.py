"""Who sits where, for every game's terminal session: people and computer players, the
checks on a record's seat list, and the seat queries the screens ask."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from roadgames.agents import Agent, agent_names, get_agent
from roadgames.agents.external import is_external, label_of
from roadgames.core.errors import RecordError, Wording
from roadgames.core.seeds import derived_seed
from roadgames.tui.i18n import UI_LANGUAGES, Translator

#: The seat kind of a person (any other kind names a computer player).
PERSON = "human"


def first_available(game: str, preferred: Sequence[str]) -> str:
    """The first of ``preferred`` that ``game`` has as a computer player (else any one)."""
    levels = agent_names(game)
    return next((name for name in preferred if name in levels), levels[0])


def check_players(game: str, players: Sequence[str], seats: int) -> list[str]:
    """Validate seat kinds (``human`` or a computer player of ``game``) for ``seats`` seats."""
    if len(players) != seats:
        raise RecordError(
            f"{len(players)} players named for {seats} seats",
            Wording.of("record_seats_named", n=len(players), seats=seats),
        )
    levels = agent_names(game)
    for kind in players:
        if is_external(kind):
            get_agent(game, kind, seed=0)  # refused now if it cannot be loaded or built
        elif kind != PERSON and kind not in levels:
            choices = {"kind": repr(kind), "person": repr(PERSON), "levels": ", ".join(levels)}
            raise RecordError(
                f"unknown player {kind!r}; choose {PERSON!r} or one of {', '.join(levels)}",
                Wording.of("record_unknown_player", **choices),
            )
    return list(players)


class SeatedSession:
    """The seat queries shared by the sessions (mixed into their dataclasses)."""

    game: ClassVar[str]
    players: list[str]
    seed: int
    state: Any
    agents: dict[int, Agent]

    def _seat_agents(self) -> None:
        for seat, kind in enumerate(self.players):
            if kind != PERSON:
                self.agents[seat] = get_agent(
                    self.game, kind, seed=derived_seed("agent", self.seed, seat)
                )

    def agent_at(self, seat: int) -> Agent:
        """``seat``'s computer player, its random generator (if any) seeded for this point
        of the game (the game's seed, the seat, the actions so far): a saved game resumed
        plays on exactly as the unbroken game would have."""
        agent = self.agents[seat]
        rng = getattr(agent, "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(derived_seed("agent-rng", self.seed, seat, len(self.state.history)))
        return agent

    @property
    def people(self) -> list[int]:
        """Seats played by people."""
        return [seat for seat, kind in enumerate(self.players) if kind == PERSON]

    @property
    def hotseat(self) -> bool:
        """Several people share the screen: hands are hidden between their turns."""
        return len(self.people) > 1

    def is_person(self, seat: int | None) -> bool:
        """Whether ``seat`` is played by a person."""
        return seat is not None and self.players[seat] == PERSON

    @property
    def to_move(self) -> int | None:
        """The seat to act (``None`` once the game is over)."""
        to_move: int | None = self.state.to_move
        return to_move


def localised_names(names: Sequence[str], kinds: Sequence[str], tr: Translator) -> list[str]:
    """Seat names: a blank one becomes "You" (or "Seat n" with several people) or the
    computer's level, in the interface's language."""
    people = sum(1 for kind in kinds if kind == PERSON)
    padded = list(names[: len(kinds)]) + [""] * (len(kinds) - len(names))
    result: list[str] = []
    for seat, (name, kind) in enumerate(zip(padded, kinds, strict=True)):
        if name.strip():
            result.append(name.strip())
        elif kind == PERSON:
            result.append(tr("you") if people == 1 else tr("seat", n=seat + 1))
        else:
            # a player of one's own keeps its own name
            level = label_of(kind) if is_external(kind) else tr.level(kind).capitalize()
            result.append(f"{level} {seat + 1}")
    return result


def relocalised_names(
    names: Sequence[str],
    kinds: Sequence[str],
    tr: Translator,
    plain: Callable[[list[str]], list[str]],
    levels: Sequence[str],
) -> list[str]:
    """The names of a resumed game's seats (of ``kinds`` now) in the interface's language: a
    seat's name that is a default one, in any language ("You", "Vous", "Medium 2", or one
    an older roadgames gave, ``plain``: "CPU 2 (medium)"), becomes the default of the kind
    the seat has now, in this one: "You" saved is "Vous" with --lang fr, and a seat edited
    from a computer player to a person is not "Expert 2". A default is one the seat would
    have as a person or a computer player of ``levels``, the other seats as they are now,
    all people, or all computers (so "You" and "Seat 2" alike). A name somebody chose
    stays."""
    translators = [Translator(code) for code in UI_LANGUAGES]
    others = (list(kinds), [PERSON] * len(kinds), [levels[0]] * len(kinds))
    mine = localised_names([], kinds, tr)
    result: list[str] = []
    for seat, name in enumerate(names):
        defaults: set[str] = set()
        for kind in {PERSON, kinds[seat], *levels}:
            for base in others:
                variant = [*base[:seat], kind, *base[seat + 1 :]]
                defaults.add(plain(variant)[seat])
                defaults.update(localised_names([], variant, each)[seat] for each in translators)
        result.append(mine[seat] if name in defaults else name)
    return result
