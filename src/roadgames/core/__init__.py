"""The game-independent core: errors, the game protocol, the registry and records.

What a study from Python needs is importable from here:

>>> from roadgames.core import GameRecord, IllegalActionError, get_game
>>> state = get_game("millebornes").new_state(get_game("millebornes").rules_from_options(
...     "classic", 2), seed=7)
>>> try:
...     state.apply("extend")
... except IllegalActionError as error:
...     print(error.code, error)
illegal 'extend' is not legal now
"""

from roadgames.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    NoSuchSeatError,
    NotYourTurnError,
    RecordError,
    RoadgamesError,
    RulesError,
)
from roadgames.core.game import GameAction, GameSpec, GameState, GameView, rules_revision
from roadgames.core.records import GameRecord, record_of
from roadgames.core.registry import game_names, get_game
from roadgames.core.seeds import derived_seed, fresh_seed

__all__ = [
    "GameAction",
    "GameOverError",
    "GameRecord",
    "GameSpec",
    "GameState",
    "GameView",
    "IllegalActionError",
    "MalformedActionError",
    "NoSuchSeatError",
    "NotYourTurnError",
    "RecordError",
    "RoadgamesError",
    "RulesError",
    "derived_seed",
    "fresh_seed",
    "game_names",
    "get_game",
    "record_of",
    "rules_revision",
]
