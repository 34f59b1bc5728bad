"""Behaviour of the simulation (:mod:`roadgames.simulation` and its study modules) that the
mutation sweep of session 28 found no test pinning: each test says what the docstrings, the
comments or the README promise, with figures worked out by hand on made-up or tiny runs."""

from __future__ import annotations

import dataclasses
import io
import re
from typing import Any

import pytest
from rich.console import Console
from rich.table import Table

import roadgames.simulation as simulation
from roadgames.core.errors import RoadgamesError
from roadgames.core.registry import get_game
from roadgames.simulation import GameRun, SimulationConfig, check_config, iter_games, play_one
from roadgames.simulation import millebornes as mille_bornes_study
from roadgames.simulation import rushshift as rush_hour_shift_study
from roadgames.simulation.millebornes import HandFacts, MilleBornesSummary
from roadgames.simulation.rushshift import RoundFacts


def _table_text(table: Table) -> str:
    """A Rich table as the terminal shows it, wide enough to keep each row on one line."""
    out = io.StringIO()
    Console(file=out, width=200).print(table)
    return out.getvalue()


def _rush_hour_shift(games: int = 1, **options: Any) -> SimulationConfig:
    """A simulation of ``games`` Rush Hour Shift matches (greedy against random)."""
    rules = get_game("rushshift").rules_from_options(None, 2, **options)
    return SimulationConfig("rushshift", rules, ("greedy", "random"), games=games, seed=0)


def _mille_bornes(games: int = 1, **options: Any) -> SimulationConfig:
    """A simulation of ``games`` classic two-player Mille Bornes games (random players)."""
    rules = get_game("millebornes").rules_from_options("classic", 2, **options)
    return SimulationConfig("millebornes", rules, ("random", "random"), games=games, seed=0)


# ------------------------------------------------------------------ the objects


def test_a_simulation_s_configuration_cannot_be_changed_once_made() -> None:
    """A :class:`SimulationConfig` is frozen: every game, worker and record reads the same
    one; so are the facts of a played hand, which the summary and the CSV both read."""
    config = _mille_bornes()
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.games = 2  # type: ignore[misc]
    hand = HandFacts("trip", 40, 0, ((("Distance", 700),), ()), (1.0, 0.0))
    with pytest.raises(dataclasses.FrozenInstanceError):
        hand.actions = 41  # type: ignore[misc]


def test_a_mille_bornes_summary_counts_points_per_team_from_what_it_is_given() -> None:
    """An empty summary starts each team at 0 points (two teams for four partners, three
    for three players alone); one made with points already counted goes on from them."""
    assert MilleBornesSummary(_mille_bornes()).points_by_team == [0, 0]
    for players, teams in ((4, 2), (3, 3)):
        rules = get_game("millebornes").rules_from_options("classic", players)
        config = SimulationConfig("millebornes", rules, ("random",) * players, games=1)
        assert MilleBornesSummary(config).points_by_team == [0] * teams
    summary = MilleBornesSummary(_mille_bornes(), points_by_team=[100, 50])
    lines = ((("Distance", 700),), (("Distance", 300),))
    summary.add(GameRun(0, (HandFacts("exhausted", 40, None, lines, (1.0, 0.0)),), (1.0, 0.0)))
    assert summary.points_by_team == [800, 350]


def test_a_simulation_may_ask_for_ten_million_games_and_is_told_so() -> None:
    """The most games one simulation may ask for is ten million, and a refusal names the
    range in words a reader can take in (thousands separated)."""
    check_config(dataclasses.replace(_mille_bornes(), games=10_000_000))
    with pytest.raises(RoadgamesError) as refused:
        check_config(dataclasses.replace(_mille_bornes(), games=10_000_001))
    assert str(refused.value) == "--games must be from 1 to 10,000,000, not 10000001"


# ------------------------------------------------------------------------ the play


def test_a_simulated_game_looks_every_64_actions_whether_the_run_has_stopped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``play_one`` calls ``check_stopped`` at least every 64 actions of each hand (so a
    stopped run's workers end their game early, not at its end): a hand of ``a`` actions
    looks ``a // 64`` times or more, and what ``check_stopped`` raises ends the game."""
    random_players = dataclasses.replace(_rush_hour_shift(), seats=("random", "random"))
    looks: list[int] = []
    monkeypatch.setattr(simulation, "check_stopped", lambda: looks.append(1))
    for config, number in ((_mille_bornes(), 0), (random_players, 0), (random_players, 1)):
        looks.clear()
        run = play_one(config, number)  # Rush Hour Shift: games of 909 and 890 actions
        assert len(looks) >= sum(part.actions // 64 for part in run.parts) > 0

    class StoppedError(Exception):
        """What the stand-in ``check_stopped`` raises."""

    def stopped() -> None:
        raise StoppedError

    monkeypatch.setattr(simulation, "check_stopped", stopped)
    with pytest.raises(StoppedError):
        play_one(_mille_bornes(), 0)


def test_the_games_go_to_the_workers_in_whole_chunks_of_1_to_64(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``iter_games`` hands the games out in chunks of a whole number of games (a chunk
    size is a count), from 1 to 64: a long run's in batches (sparing the pipes), a short
    one's one by one (so that its progress moves). A configuration that names no ``jobs``
    uses one process."""
    chunks: list[int] = []
    workers_seen: list[int] = []

    def fake_map(func: object, tasks: object, workers: int, chunksize: int = 1) -> list[GameRun]:
        chunks.append(chunksize)
        workers_seen.append(workers)
        return []

    monkeypatch.setattr(simulation, "parallel_map", fake_map)
    for games in (100, 10_000, 10):
        config = SimulationConfig("millebornes", None, ("random",) * 2, games=games, jobs=2)
        assert list(iter_games(config)) == []
    assert chunks[1] > 1 and chunks[2] == 1  # 10,000 games, then 10
    assert all(type(chunk) is int and 1 <= chunk <= 64 for chunk in chunks)
    assert workers_seen == [2, 2, 2]
    # a configuration that names no cores plays in this process, not on every core
    assert list(iter_games(SimulationConfig("millebornes", None, ("random",) * 2, 100))) == []
    assert workers_seen[-1] == 1


# ------------------------------------------------------------------- the tables


def test_a_rush_hour_shift_title_adds_no_options_where_none_changed() -> None:
    """The overview's title lists the options changed from the preset after the players,
    and nothing (no stray comma) where none changed."""
    summary = rush_hour_shift_study.summary(_rush_hour_shift())
    summary.add(GameRun(0, (RoundFacts(0, 0, 30, 90),), (1.0, 0.0)))
    title = _table_text(summary.tables()[0]).splitlines()[0].strip()
    assert title == "1 match of 1 game (greedy vs random), seed 0"
    summary = rush_hour_shift_study.summary(_rush_hour_shift(turn_limit=50))
    summary.add(GameRun(0, (RoundFacts(0, 0, 30, 90),), (1.0, 0.0)))
    title = _table_text(summary.tables()[0]).splitlines()[0].strip()
    assert title == "1 match of 1 game (greedy vs random), turn_limit=50, seed 0"


def _one_hand_summary() -> MilleBornesSummary:
    """A classic two-player summary of one made-up game of one hand: team 0 completed the
    trip (700 + 400 points, against 300) and won the match."""
    summary = mille_bornes_study.summary(_mille_bornes())
    lines = ((("Distance", 700), ("Trip completed", 400)), (("Distance", 300),))
    summary.add(GameRun(0, (HandFacts("trip", 40, 0, lines, (1.0, 0.0)),), (1.0, 0.0)))
    return summary


def test_the_mille_bornes_seat_table_puts_names_left_and_figures_right() -> None:
    """By seat, the player's name reads from the left and every figure from the right."""
    by_seat = _one_hand_summary().tables()[1]
    justify = {str(column.header): column.justify for column in by_seat.columns}
    assert justify.pop("player") == "left"
    assert set(justify.values()) == {"right"}


def test_an_overview_is_a_table_of_measures_and_their_values() -> None:
    """Each game's overview has two headed columns, "measure" and "value" (figures to the
    right), whose first row counts the parts played (one hand here)."""
    overview = _one_hand_summary().tables()[0]
    columns = [(str(column.header), column.justify) for column in overview.columns]
    assert columns == [("measure", "left"), ("value", "right")]
    first = next(line for line in _table_text(overview).splitlines() if "│" in line)
    assert first.split() == ["│", "hands", "played", "│", "1", "│"]


# ---------------------------------------------------------------------- the CSV


def test_a_score_line_with_no_csv_column_is_refused_not_dropped() -> None:
    """A hand's score line that ``line_labels`` does not know would have no column: the
    rows refuse it, naming it, rather than write a team's points without it."""
    config = _mille_bornes()
    lines = ((("Distance", 700), ("Made-up line", 50)), (("Distance", 300),))
    run = GameRun(0, (HandFacts("trip", 40, 0, lines, (1.0, 0.0)),), (1.0, 0.0))
    refusal = re.escape("score lines with no column: {'Made-up line'}")
    with pytest.raises(RuntimeError, match=refusal):
        list(mille_bornes_study.csv_rows(config, run))


def test_rush_hour_shift_rows_name_the_match_s_winner_on_each_game_s_row() -> None:
    """A row per game of a match: the match, its seed, the game, the seats' players, the
    match's winner (the seat with the whole win; blank when shared), the game's winner
    (blank: drawn), its starter, turns and actions; as :func:`csv_header` names them."""
    config = _rush_hour_shift()
    seed = simulation.game_seed(0, 5)
    parts = (RoundFacts(1, 0, 30, 90), RoundFacts(None, 1, 40, 120))
    header = rush_hour_shift_study.csv_header(config)
    won = list(rush_hour_shift_study.csv_rows(config, GameRun(5, parts, (0.0, 1.0))))
    assert [dict(zip(header, row, strict=True)) for row in won] == [
        {"match": 5, "seed": seed, "game": 1, "gold": "greedy", "silver": "random",
         "match_winner": "silver", "winner": "silver", "starter": "gold", "turns": 30,
         "actions": 90},
        {"match": 5, "seed": seed, "game": 2, "gold": "greedy", "silver": "random",
         "match_winner": "silver", "winner": "", "starter": "silver", "turns": 40,
         "actions": 120},
    ]  # fmt: skip
    shared = list(rush_hour_shift_study.csv_rows(config, GameRun(5, parts, (0.5, 0.5))))
    assert [row[header.index("match_winner")] for row in shared] == ["", ""]
