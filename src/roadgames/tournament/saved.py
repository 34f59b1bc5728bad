"""A tournament's output folder read back, so that ``--resume`` plays only what is missing.

``--out DIR`` holds ``settings.json`` (what the run plays: game, lineups, preset, seats,
seed, options), ``games.csv`` (one row per team per game), ``times.csv`` (each player's time
per decision in each game, in milliseconds) and, once the run is complete, the standings and
the plot. A run carried on must ask for the same settings; it may ask for more deals.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from roadgames.core.errors import RoadgamesError
from roadgames.tournament.runner import GameResult, TournamentConfig
from roadgames.tournament.seating import parse_lineups

SETTINGS = "settings.json"
GAMES = "games.csv"
TIMES = "times.csv"
#: How ``games.csv`` counts wins: the game's own outcome (a one-hand Mille Bornes game goes to
#: the most points). Runs saved before this was recorded counted a hand's trip winner.
COUNTING = "outcome"


def settings_of(config: TournamentConfig) -> dict[str, Any]:
    """What a run plays, as JSON data (everything but the number of deals and the cores)."""
    return {
        "game": config.game,
        "lineups": [list(lineup.players) for lineup in config.lineups],
        "preset": config.preset,
        "players": config.players,
        "seed": config.seed,
        "options": dict(config.options),
        "counting": COUNTING,
    }


def write_settings(directory: Path, config: TournamentConfig) -> None:
    """Record what the run in ``directory`` plays."""
    text = json.dumps(settings_of(config), indent=2, sort_keys=True)
    (directory / SETTINGS).write_text(text + "\n", encoding="utf-8")


def holds_a_run(directory: Path) -> bool:
    """Whether ``directory`` already holds a tournament's results."""
    return (directory / GAMES).exists() or (directory / SETTINGS).exists()


def saved_results(directory: Path, config: TournamentConfig) -> list[GameResult]:
    """The games already played by the run saved in ``directory``, which must have the
    settings of ``config`` and no deal beyond it. Raises ``RoadgamesError`` saying what
    does not match or what is damaged."""
    saved = _read_settings(directory, "resume")
    _check_same(saved, settings_of(config), directory)
    results = _read_results(directory)
    beyond = max((r.deal for r in results), default=-1) + 1
    if beyond > config.deals:
        raise RoadgamesError(
            f"the run in {directory} has {beyond} deals: ask for --deals {beyond} or more"
        )
    return results


def baseline_run(directory: Path, config: TournamentConfig) -> tuple[list[str], list[GameResult]]:
    """The lineups' labels and the games of the run saved in ``directory``, to compare a run
    of ``config`` with: it must have played the same deals (game, preset, seats, seed and
    options) with as many lineups. Raises ``RoadgamesError`` saying what differs."""
    saved = _read_settings(directory, "compare with")
    wanted = {key: value for key, value in settings_of(config).items() if key != "lineups"}
    _check_same(saved, wanted, directory)
    lineups = saved.get("lineups")
    if not isinstance(lineups, list) or len(lineups) != len(config.lineups):
        raise RoadgamesError(
            f"the run in {directory} has other lineups ({lineups!r}): a baseline needs "
            f"{len(config.lineups)}, one per place in --agents"
        )
    try:
        labels = [lineup.label for lineup in parse_lineups(",".join("+".join(p) for p in lineups))]
    except (TypeError, RoadgamesError) as exc:
        raise RoadgamesError(f"cannot read the lineups of {directory / SETTINGS}") from exc
    return labels, _read_results(directory)


def _read_settings(directory: Path, purpose: str) -> dict[str, Any]:
    """The settings saved in ``directory`` (``purpose`` words the error where there are
    none)."""
    try:
        saved = json.loads((directory / SETTINGS).read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise RoadgamesError(f"{directory} holds no tournament to {purpose} ({SETTINGS})") from exc
    except (OSError, ValueError) as exc:
        raise RoadgamesError(f"cannot read {directory / SETTINGS}: {exc}") from exc
    if not isinstance(saved, dict):
        raise RoadgamesError(f"cannot read {directory / SETTINGS}: not a settings object")
    return saved


def _check_same(saved: dict[str, Any], wanted: dict[str, Any], directory: Path) -> None:
    """Refuse a saved run whose settings differ from ``wanted``."""
    if saved.get("counting") != COUNTING:
        raise RoadgamesError(
            f"the run in {directory} counted each hand's trip winner, not the game's winner "
            "(an older roadgames): start it afresh in another folder"
        )
    wanted = json.loads(json.dumps(wanted))  # as JSON would give it back
    for key, value in wanted.items():
        if saved.get(key) != value:
            raise RoadgamesError(
                f"the run in {directory} was played with {key} {saved.get(key)!r}, not {value!r}"
            )


def _read_results(directory: Path) -> list[GameResult]:
    """The games saved in ``directory`` with their times."""
    try:
        return _read_games(directory / GAMES, _read_times(directory / TIMES))
    except (OSError, ValueError, KeyError) as exc:
        raise RoadgamesError(f"the results in {directory} are damaged: {exc}") from exc


def _read_times(path: Path) -> dict[tuple[int, int], dict[str, list[float]]]:
    """Seconds per decision, per game and player (none where the file is missing)."""
    times: dict[tuple[int, int], dict[str, list[float]]] = {}
    if not path.exists():
        return times
    with path.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            game = (int(row["deal"]), int(row["rotation"]))
            spent = [float(ms) / 1000 for ms in row["ms"].split()]
            times.setdefault(game, {})[row["player"]] = spent
    return times


def _read_games(
    path: Path, times: dict[tuple[int, int], dict[str, list[float]]]
) -> list[GameResult]:
    """The complete games of ``games.csv`` (none yet where it is missing)."""
    if not path.exists():
        return []
    rows: dict[tuple[int, int], list[dict[str, str]]] = {}
    with path.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            rows.setdefault((int(row["deal"]), int(row["rotation"])), []).append(row)
    results = []
    for (deal, rotation), teams in sorted(rows.items()):
        teams.sort(key=lambda row: int(row["team"]))
        if [int(row["team"]) for row in teams] != list(range(len(teams))):
            raise ValueError(f"deal {deal} rotation {rotation} lacks a team")
        scored = all(row["score"] != "" for row in teams)
        results.append(
            GameResult(
                deal=deal,
                rotation=rotation,
                labels=tuple(row["player"] for row in teams),
                shares=tuple(float(row["win_share"]) for row in teams),
                scores=tuple(float(row["score"]) for row in teams) if scored else None,
                times=times.get((deal, rotation), {}),
            )
        )
    return results
