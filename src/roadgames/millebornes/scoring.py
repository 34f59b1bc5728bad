"""Scoring at the end of a hand (RULES.md §8) and the end of a match.

Each table gives, per team, a list of labelled lines, so that a score sheet can show every
line that applied.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from roadgames.millebornes.rules import Rules
from roadgames.millebornes.tableau import Tableau

if TYPE_CHECKING:
    from roadgames.millebornes.state import MilleBornesState

Line = tuple[str, int]


@dataclass(frozen=True)
class HandResult:
    """The score sheet of one hand."""

    hand_number: int
    how: str  # "trip", "exhausted", "blocked", "stalled"
    completer_team: int | None
    extended_by: int | None
    miles: tuple[int, ...]
    lines: tuple[tuple[Line, ...], ...]
    winners: tuple[int, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        """Points each team scored this hand."""
        return tuple(total(team_lines) for team_lines in self.lines)

    def to_dict(self) -> dict[str, object]:
        """JSON-ready data: the hand's number, how it ended, who completed the trip and who
        extended it, each team's miles, score lines and total, and the winning teams."""
        return {
            "hand_number": self.hand_number,
            "how": self.how,
            "completer_team": self.completer_team,
            "extended_by": self.extended_by,
            "miles": list(self.miles),
            "lines": [[[name, points] for name, points in team] for team in self.lines],
            "totals": list(self.totals),
            "winners": list(self.winners),
        }

    def win_share(self, team: int) -> float:
        """``team``'s share of winning this hand: split evenly among ``winners``, and among
        every team when there are none (a draw)."""
        winners = self.winners or tuple(range(len(self.lines)))
        return 1.0 / len(winners) if team in winners else 0.0


def total(team_lines: Sequence[Line]) -> int:
    """The points of one team's score lines."""
    return sum(points for _, points in team_lines)


def _popcount(bits: int) -> int:
    return bin(bits).count("1")


def score_hand(state: MilleBornesState, how: str) -> HandResult:
    """Score the hand that just ended in ``state``, ``how`` it ended."""
    tableaux = state.tableaux
    completer = (
        state.team_of[state.completer] if how == "trip" and state.completer is not None else None
    )
    lines = hand_lines(state.rules, tableaux, completer, not state.draw_pile, state.extended_by)
    return HandResult(
        hand_number=state.hand_number + 1,
        how=how,
        completer_team=completer,
        extended_by=state.extended_by,
        miles=tuple(tab.miles for tab in tableaux),
        lines=tuple(tuple(team_lines) for team_lines in lines),
        winners=_hand_winners(state, completer, how),
    )


def line_labels(rules: Rules) -> tuple[str, ...]:
    """Every label a score line of a hand may bear under ``rules``, in score-sheet order
    (for tables and files with a column per line)."""
    if rules.scoring == "modern":
        return ("Distance", "Safeties", "Safeties as coup fourré")
    safeties = ("Safeties", "All four safeties", "Coups fourrés")
    if rules.scoring == "classic":
        return (
            "Distance",
            *safeties,
            "Trip completed",
            "Delayed action",
            "Safe trip",
            "Shutout",
            "Extension made",
            "Extension failed (opponent)",
        )
    blanks = tuple(f"Team {team} played no distance" for team in range(rules.num_teams))
    return ("Distance", "Safeties", "Coups fourrés", "Most points", "Trip without a 200", *blanks)


def hand_lines(
    rules: Rules,
    tableaux: Sequence[Tableau],
    completer: int | None,
    draw_empty: bool,
    extended_by: int | None,
) -> list[list[Line]]:
    """Each team's score lines for a hand ending on these tableaux: ``completer`` is the team
    that completed the trip (or None), ``draw_empty`` whether the draw pile was then empty,
    ``extended_by`` the team that called an extension (or None).

    Only public facts enter, so a seat can also score a hand's end it is thinking of
    bringing about (the players do, before completing the trip).
    """
    lines: list[list[Line]] = [[("Distance", tab.miles)] for tab in tableaux]
    if rules.scoring == "modern":
        for team, tab in enumerate(tableaux):
            coups = _popcount(tab.coups)
            normal = _popcount(tab.safeties) - coups
            if normal:
                lines[team].append(("Safeties", 100 * normal))
            if coups:
                lines[team].append(("Safeties as coup fourré", 200 * coups))
    elif rules.scoring == "classic":
        _classic(rules, tableaux, completer, draw_empty, extended_by, lines)
    else:
        _leaflet(rules, tableaux, completer, lines)
    return lines


def _safety_lines(rules: Rules, tableaux: Sequence[Tableau], lines: list[list[Line]]) -> None:
    for team, tab in enumerate(tableaux):
        safeties = _popcount(tab.safeties)
        if safeties:
            lines[team].append(("Safeties", 100 * safeties))
        if safeties == 4 and rules.scoring == "classic":
            lines[team].append(("All four safeties", 300))
        coups = _popcount(tab.coups)
        if coups:
            lines[team].append(("Coups fourrés", 300 * coups))


def _classic(
    rules: Rules,
    tableaux: Sequence[Tableau],
    completer: int | None,
    draw_empty: bool,
    caller: int | None,
    lines: list[list[Line]],
) -> None:
    _safety_lines(rules, tableaux, lines)
    if completer is not None:
        tab = tableaux[completer]
        lines[completer].append(("Trip completed", 400))
        if draw_empty:
            lines[completer].append(("Delayed action", 300))
        if tab.n200 == 0:
            lines[completer].append(("Safe trip", 300))
        shutouts = sum(1 for t, o in enumerate(tableaux) if t != completer and not o.distance_cards)
        if shutouts:
            lines[completer].append(("Shutout", 500 * shutouts))
    if caller is not None:
        if completer == caller:
            lines[caller].append(("Extension made", 200))
        else:
            for team in range(len(tableaux)):
                if team != caller:
                    lines[team].append(("Extension failed (opponent)", 200))


def _leaflet(
    rules: Rules, tableaux: Sequence[Tableau], completer: int | None, lines: list[list[Line]]
) -> None:
    _safety_lines(rules, tableaux, lines)
    subtotals = [total(team_lines) for team_lines in lines]
    best = max(subtotals)
    for team, subtotal in enumerate(subtotals):
        if subtotal == best:
            lines[team].append(("Most points", 400))
    if completer is not None and tableaux[completer].n200 == 0:
        lines[completer].append(("Trip without a 200", 200))
    for blank, tab in enumerate(tableaux):
        if not tab.distance_cards:
            for team in range(len(tableaux)):
                if team != blank:
                    lines[team].append((f"Team {blank} played no distance", 500))


def _hand_winners(state: MilleBornesState, completer: int | None, how: str) -> tuple[int, ...]:
    """The team that completed the trip; else the closest to it without passing it; none
    for a stalled hand (a draw)."""
    if completer is not None:
        return (completer,)
    if how == "stalled":
        return ()  # the guard's cap: reported as a draw
    trip = state.trip
    tableaux = state.tableaux
    candidates = [t for t, tab in enumerate(tableaux) if tab.miles <= trip]
    best = max(tableaux[t].miles for t in candidates)
    winners = [t for t in candidates if tableaux[t].miles == best]
    if state.rules.tie_break == "fewer_cards_played" and len(winners) > 1:
        fewest = min(tableaux[t].cards_played for t in winners)
        winners = [t for t in winners if tableaux[t].cards_played == fewest]
    return tuple(winners)


def match_winners(
    rules: Rules, scores: Sequence[int], how: str, idle: bool = False
) -> list[int] | None:
    """The match's winning teams once it is decided by a hand that ended ``how``, given the
    ``scores`` with that hand's added; else ``None`` (play another hand).

    One-hand games (``match_target`` 0): the most points, ties shared; a stalled hand is a
    draw shared by every team (RULES.md §7). Matches: once a team reaches the target, the
    highest total wins; a tie at the top plays another hand. A match gone ``idle`` (no
    distance card laid in its last :data:`~.state.IDLE_HANDS` hands, the engine's guard)
    ends there: the most points, ties shared.
    """
    top = max(scores)
    leaders = [t for t, s in enumerate(scores) if s == top]
    if rules.match_target == 0:
        return list(range(len(scores))) if how == "stalled" else leaders
    if idle:
        return leaders
    if top < rules.match_target or len(leaders) > 1:
        return None
    return leaders
