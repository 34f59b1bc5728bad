"""Tournaments between computer players: duplicate deals, seat rotation, all cores,
statistics (win rate with a Wilson interval, score margin, Elo, time per decision), reports.

:func:`~roadgames.tournament.runner.run_tournament` plays; :mod:`.statistics` sums up;
:mod:`.report` prints the table and writes CSV and a plot.
"""

from roadgames.tournament.runner import GameResult, TournamentConfig, run_tournament
from roadgames.tournament.statistics import Standing, standings

__all__ = ["GameResult", "Standing", "TournamentConfig", "run_tournament", "standings"]
