"""What the new-game screen starts from, and keeps as it is left: each game's part of the
form (:class:`Setup`), filled by the command line, by the game just played (``n`` at its
end), or by the form itself."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from roadgames.millebornes.rules import OPTION_NAMES
from roadgames.rushshift.rules import SETUP_NAMES
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession, default_level

#: Options shown with their own control (``players`` and ``preset`` have theirs above).
EDITABLE = tuple(name for name in OPTION_NAMES if name != "players")
#: The games the screen sets up, the first the default.
GAMES = ("millebornes", "rushshift")
#: Rush Hour Shift's options shown below Start (its set-up and games have a row above).
RUSH_EDITABLE = ("first_player", "hand_size", "turn_limit", "move_exact")
#: Rush Hour Shift's options that have a control on the form, as :attr:`Setup.rush_options`
#: holds them.
RUSH_FORM_OPTIONS = ("setup", "games", *RUSH_EDITABLE)
#: Rush Hour Shift's set-ups to choose from: the printed ones and a random one.
RUSH_SETUPS = (*SETUP_NAMES, "random")


@dataclass
class Setup:
    """What the new-game screen starts from (the command line fills it)."""

    preset: str = "classic"
    players: int = 2
    options: dict[str, Any] = field(default_factory=dict)
    kinds: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    seed: int | None = None
    #: The game the screen opens on (one of :data:`GAMES`).
    game: str = "millebornes"
    #: Rush Hour Shift's part of the form: its two seats' kinds and the names typed (blank:
    #: the default), and its options of :data:`RUSH_FORM_OPTIONS`; any not given as
    #: ``roadgames play rushshift`` has it.
    rush_kinds: list[str] = field(default_factory=list)
    rush_names: list[str] = field(default_factory=list)
    rush_options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, session: GameSession, tr: Translator, rush: Setup | None = None) -> Setup:
        """The set-up of the game ``session`` plays (its rules, seats and the names typed;
        no seed: a new game gets a fresh deal), with Rush Hour Shift's part of ``rush``."""
        rules = session.rules
        options = {n: v for n, v in rules.differences().items() if n in EDITABLE}
        names = typed_names(session.names, session.players, tr)
        setup = cls(rules.preset, rules.players, options, list(session.players), names)
        return setup if rush is None else setup.with_rush_of(rush)

    def with_rush_of(self, other: Setup) -> Setup:
        """This set-up, Rush Hour Shift's part as ``other`` has it."""
        return replace(
            self,
            rush_kinds=list(other.rush_kinds),
            rush_names=list(other.rush_names),
            rush_options=dict(other.rush_options),
        )

    def for_rush(self, session: RushSession, tr: Translator) -> Setup:
        """This set-up (Mille Bornes' part), opening on Rush Hour Shift set as the match
        ``session`` plays: its seats, the names typed and its options (a set-up given as a
        board picture, which the form cannot show, left as the form starts); no seed."""
        rules = session.rules
        options = {name: getattr(rules, name) for name in RUSH_FORM_OPTIONS}
        if options["setup"] not in RUSH_SETUPS:
            del options["setup"]
        return replace(
            self,
            game="rushshift",
            seed=None,
            rush_kinds=list(session.players),
            rush_names=typed_names(session.names, session.players, tr),
            rush_options=options,
        )

    def seat_kinds(self) -> list[str]:
        """Seat kinds for ``players`` seats: the given ones, else one person and computer
        players of the default level."""
        kinds = list(self.kinds[: self.players])
        while len(kinds) < self.players:
            kinds.append(PERSON if not kinds else default_level())
        return kinds


def typed_names(names: Sequence[str], kinds: Sequence[str], tr: Translator) -> list[str]:
    """The names as a person would have typed them on the form: blank where a seat has its
    default name (:func:`~roadgames.tui.seats.localised_names`), so that it follows the seat's
    kind and the language."""
    defaults = localised_names([], kinds, tr)
    return [name if name != default else "" for name, default in zip(names, defaults, strict=True)]
