"""Deals and seating: who sits where in each game of a tournament.

A *lineup* is one entry of ``--agents``: the player(s) of one team. ``expert`` puts the same
player in every seat of its team; ``expert+random`` names one player per seat of the team,
in seat order (partnerships). A name may carry a budget for players that take one:
``expert@64`` (worlds per decision) or ``expert@500ms`` (milliseconds per decision, which
the machine's speed, not the seed alone, decides).

Every deal is played once per *rotation*: with T teams, rotation r gives team t the lineup
``pattern[(t + r) % T]``, where the pattern repeats the lineups to fill T teams. So every
lineup sits in every team slot on the same cards (for two lineups: the deal is played again
with the seats swapped), and the luck of the deal cancels. With more lineups than teams the
tournament is a round robin: every group of T lineups (in the order of ``--agents``) plays
the deal in each of its T rotations, so every pair meets on the same cards as every other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from roadgames.agents.external import player_name, short_names
from roadgames.agents.millebornes.search import MAX_STEPS
from roadgames.core.errors import RoadgamesError
from roadgames.core.seeds import derived_seed
from roadgames.tournament.rotations import groups, rotation_count


@dataclass(frozen=True)
class Lineup:
    """The players of one team: a label (as the tables and files name it: a file's player
    by its file's name) and one player name per seat of the team (a file's by its whole
    path, to be played from any folder)."""

    label: str
    players: tuple[str, ...]

    def player_for(self, index: int) -> str:
        """The player of the team's ``index``-th seat (a single name fills every seat)."""
        return self.players[index % len(self.players)]


def parse_lineups(text: str) -> list[Lineup]:
    """Lineups from ``--agents`` text: comma-separated, ``+`` between partners. An empty entry
    (``random,,random``) is refused, not skipped: it is a player left out."""
    # EXPERT is expert; each partner on its own (a player of one's own keeps its case)
    entries = ["+".join(map(player_name, entry.split("+"))) for entry in text.split(",")]
    if "" in entries and any(entries):
        raise RoadgamesError(f"an empty entry in --agents {text!r}: name a player between commas")
    if len(entries) < 2:
        raise RoadgamesError("a tournament needs at least two players, e.g. heuristic,expert")
    teams = [tuple(p.strip() for p in entry.split("+")) for entry in entries]
    for entry, players in zip(entries, teams, strict=True):
        if not all(players):
            raise RoadgamesError(f"bad lineup {entry!r}")
    # a file's player by its file's name, not its absolute path (a table 115 columns wide)
    short = short_names([player for players in teams for player in players])
    labels = ["+".join(short[player] for player in players) for players in teams]
    return [Lineup(label, players) for label, players in zip(_numbered(labels), teams, strict=True)]


def _numbered(labels: Sequence[str]) -> list[str]:
    """The labels, each one after the first of a name numbered (``random``, ``random#2``),
    so that a player entered twice is two lineups."""
    seen: dict[str, int] = {}
    numbered = []
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
        numbered.append(label if seen[label] == 1 else f"{label}#{seen[label]}")
    return numbered


def former_labels(lineups: Sequence[Lineup]) -> list[str]:
    """The labels that roadgames gave ``lineups`` before a file's player was labelled by
    its file's name (:func:`~roadgames.agents.external.short_names`): each lineup's whole
    player names, as a run saved then holds them in its ``games.csv`` and ``times.csv``."""
    return _numbered(["+".join(lineup.players) for lineup in lineups])


def check_partners(lineups: Sequence[Lineup], seats: int) -> None:
    """Refuse a lineup that cannot be seated in teams of ``seats`` seats each: it must name
    one player (in every seat of its team) or one partner per seat, never fewer or more (a
    ``+`` at a table without partnerships would leave a named player out)."""
    for lineup in lineups:
        count = len(lineup.players)
        if count in (1, seats):
            continue
        if seats == 1:
            table = "one seat (no partnerships): name one player per team"
        else:
            table = f"{seats} seats: name one partner per seat, or one player for all of them"
        raise RoadgamesError(
            f"{lineup.label!r} names {count} partners, but a team here has {table}"
        )


#: The most worlds a budget may ask for: a search also stops at its work cap (actions played
#: out per decision) and each world plays actions out, so a larger budget would not be
#: spent, only promised. The default players search 64 (hard) and 128 (expert) worlds.
MAX_WORLDS = MAX_STEPS
#: The longest time a budget may give a decision: a minute, already hours for one hand.
MAX_MILLIS = 60_000
#: What a budget may be, for the errors.
BUDGETS = (
    f"worlds per decision, 1 to {MAX_WORLDS:,} (expert@64), or milliseconds, "
    f"1 to {MAX_MILLIS:,} (expert@500ms)"
)


@dataclass(frozen=True)
class Budget:
    """A search budget per decision: worlds (``iterations``) or a time (``millis``)."""

    iterations: int | None = None
    millis: float | None = None


def parse_player(name: str) -> tuple[str, Budget | None]:
    """A player's registered name and its budget (``expert@64`` → ``("expert", Budget(64))``,
    ``expert@500ms`` → ``("expert", Budget(millis=500))``), within :data:`MAX_WORLDS` or
    :data:`MAX_MILLIS`."""
    base, at, budget = name.partition("@")
    if not at:
        return name, None
    amount, ms, rest = budget.partition("ms")
    most = MAX_MILLIS if ms else MAX_WORLDS
    # ASCII digits only: int() refuses some other digits ("²") that isdigit() accepts
    if rest or not (amount.isascii() and amount.isdigit()) or not 1 <= int(amount) <= most:
        raise RoadgamesError(f"bad budget in {name!r}: {BUDGETS}")
    return base, Budget(millis=float(amount)) if ms else Budget(iterations=int(amount))


def team_assignment(lineups: Sequence[Lineup], teams: int, rotation: int) -> list[Lineup]:
    """The lineup of each team in one rotation (:func:`rotation_count` of them)."""
    if not 0 <= rotation < rotation_count(len(lineups), teams):
        raise RoadgamesError(f"no rotation {rotation} for {len(lineups)} players")
    if len(lineups) > teams:
        group = groups(len(lineups), teams)[rotation // teams]
        pattern = [lineups[i] for i in group]
    else:
        pattern = [lineups[i % len(lineups)] for i in range(teams)]
    return [pattern[(t + rotation) % teams] for t in range(teams)]


def deal_seed(seed: int, deal: int) -> int:
    """The shuffle seed of a deal (the same for every rotation of it)."""
    return derived_seed("deal", seed, deal)


def agent_seed(seed: int, deal: int, rotation: int, seat: int) -> int:
    """The seed of the player in ``seat`` for one game (reproducible on any worker)."""
    return derived_seed("agent", seed, deal, rotation, seat)
