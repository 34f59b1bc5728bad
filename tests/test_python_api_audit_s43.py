"""What a study from Python meets (README, "The engine from Python" and "Your own player"),
held to what those sections promise: records made from stacked decks of cards, rules handed
as they are, players' time limits given from Python, games and players named."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest

from roadgames import rushshift
from roadgames.agents import get_agent
from roadgames.agents.external import checked_limit
from roadgames.core import GameRecord, RoadgamesError, get_game, record_of
from roadgames.millebornes import make_rules, new_game
from roadgames.millebornes.stacking import stacked_deck
from roadgames.simulation import SimulationConfig, check_config, iter_games


def test_a_record_of_a_stacked_deck_of_cards_loads_back(tmp_path: Path) -> None:
    """``new_game`` takes a stacked deck of cards (``stacked_deck`` makes one): a record of
    that game, given the same deck, is saved as card codes and loads back to replay it."""
    rules = make_rules("modern", 2)
    deck = stacked_deck(rules, hands=[["ROLL"] * 6], draw=["200"])
    state = new_game(rules, decks=[deck])
    state.apply(state.legal_actions()[0])
    record = record_of("millebornes", rules.to_dict(), state.history, decks=[deck])
    assert record.decks is not None
    assert record.decks[0][:6] == ["ROLL"] * 6 and record.decks[0][12] == "200"
    path = tmp_path / "puzzle.json"
    record.save(path)
    assert GameRecord.load(path).replay() == state


def test_a_record_of_a_rush_hour_shift_game_keeps_its_decks_as_codes(tmp_path: Path) -> None:
    """The same for Rush Hour Shift, given the state's own decks (cards, as it keeps them)."""
    rules = rushshift.make_rules()
    cards = [card for card, count in rules.deck for _ in range(count)]
    state = rushshift.new_game(rules, seed=3, decks=[cards])
    state.apply(state.legal_actions()[0])
    record = record_of("rushshift", rules.to_dict(), state.history, state.seed, state.decks)
    path = tmp_path / "game.json"
    record.save(path)
    assert GameRecord.load(path).replay() == state


def test_record_of_given_the_rules_object_says_to_give_its_dict() -> None:
    """``record_of`` takes the rules as ``rules.to_dict()`` gives them; handed the rules
    themselves (``state.rules``), it says so, as a ``ValueError`` of its own, rather than
    ``TypeError: 'Rules' object is not iterable``."""
    state = new_game(make_rules("classic", 2), seed=1)
    with pytest.raises(RoadgamesError, match=r"rules\.to_dict\(\).*not Rules"):
        record_of("millebornes", state.rules, state.history, seed=state.seed)  # type: ignore[arg-type]


RACER = str(Path(__file__).parents[1] / "examples" / "racer.py") + ":Racer"


@pytest.mark.parametrize("limit", [-1, float("nan"), "5", True])
def test_a_time_limit_that_is_no_number_of_seconds_is_refused_by_name(limit: object) -> None:
    """A player's time limit given from Python that is no number of seconds from 0 is
    refused as the engine refuses bad input (not ``itimer_error``, ``ValueError: Invalid
    value NaN`` or ``TypeError`` from deep inside, nor ``True`` read as a second)."""
    with pytest.raises(RoadgamesError, match="time limit"):
        get_agent("millebornes", RACER, seed=1, limit=limit)  # type: ignore[arg-type]


@pytest.mark.parametrize("limit", [float("inf"), 10**10, 0])
def test_an_endless_time_limit_is_none(limit: float) -> None:
    """Infinity, a limit past what the system's timer holds, and 0 (as ``--decision-limit
    0``) all mean no limit: the player is built and decides (no ``OverflowError``)."""
    agent = get_agent("millebornes", RACER, seed=1, limit=limit)
    state = new_game(make_rules("classic", 2), seed=3)
    assert agent.decide(state.view(0), state.legal_actions()).action in state.legal_actions()


def test_a_simulation_configured_from_python_takes_an_endless_limit() -> None:
    """``SimulationConfig(decision_limit=math.inf)`` plays, its limit read as none."""
    config = SimulationConfig(
        "millebornes", make_rules("classic", 2), (RACER, "random"), games=2,
        decision_limit=math.inf,
    )  # fmt: skip
    check_config(config)
    assert len(list(iter_games(config))) == 2


def test_a_built_in_player_is_refused_the_same_time_limit() -> None:
    """``get_agent`` reads the limit alike whichever player it builds."""
    with pytest.raises(RoadgamesError, match="time limit"):
        get_agent("millebornes", "heuristic", seed=1, limit=-1)


def test_get_agent_reads_the_game_in_any_case_as_get_game_does() -> None:
    assert get_game("MilleBornes").name == "millebornes"
    agent = get_agent("MilleBornes", "heuristic", seed=1)
    assert agent is not None and type(agent) is type(get_agent("millebornes", "heuristic"))


@pytest.mark.parametrize("game", ["mille_bornes", "chess"])
@pytest.mark.parametrize("name", ["heuristic", "random"])
def test_get_agent_for_no_game_says_the_game_is_unknown(game: str, name: str) -> None:
    """A game that is none (a typo, another spelling) is said to be unknown, not a player
    ("unknown player 'heuristic' for MilleBornes; choose from random"), nor built a random
    player as though the game were one."""
    with pytest.raises(RoadgamesError, match=rf"unknown game '{game}'; known games: millebornes"):
        get_agent(game, name)


def test_get_agent_given_no_name_says_so() -> None:
    """A player named by no text is refused as bad input, not with ``TypeError: argument of
    type 'int' is not iterable``."""
    with pytest.raises(RoadgamesError, match="a player is named by text"):
        get_agent("millebornes", 5)  # type: ignore[arg-type]


def test_get_game_given_no_name_says_the_game_is_unknown() -> None:
    """``get_game`` refuses what is no name as it refuses an unknown one, not with
    ``AttributeError: 'int' object has no attribute 'lower'``."""
    with pytest.raises(RoadgamesError, match="unknown game 5; known games: millebornes"):
        get_game(5)  # type: ignore[arg-type]


def test_a_simulation_of_random_seats_alone_still_has_its_time_limit_read() -> None:
    """No player of the seats is built (they are all random), and the limit is read all
    the same: a wrong one said before play."""
    config = SimulationConfig("millebornes", make_rules("classic", 2), ("random",) * 2, games=1)
    with pytest.raises(RoadgamesError, match="time limit"):
        check_config(replace(config, decision_limit=-1))


def test_a_time_limit_of_more_digits_than_any_float_is_none_or_refused() -> None:
    assert checked_limit(10**400) is None
    with pytest.raises(RoadgamesError, match=r"time limit is seconds from 0.*not -1000"):
        checked_limit(-(10**400))


#: A player that runs another player of its own, held to no limit, which thinks for
#: longer than the outer player's limit allows.
NESTING = """
import time

from roadgames.agents import get_agent


class Slow:
    def __init__(self, seed):
        pass

    def decide(self, view, legal):
        until = time.monotonic() + 3
        while time.monotonic() < until:
            pass
        return legal[0]


class Nesting:
    def __init__(self, seed):
        self.inner = get_agent("millebornes", __file__ + ":Slow", seed=1, limit=None)

    def decide(self, view, legal):
        return self.inner.decide(view, legal)
"""


def test_a_player_running_another_of_no_limit_is_stopped_at_its_own(tmp_path: Path) -> None:
    """The outer player's limit runs out while the inner one, held to none, thinks: the
    outer one is said to have taken too long (the inner one's guard once tried to word
    the stop with its own limit, None, and said "raised TypeError")."""
    path = tmp_path / "nesting.py"
    path.write_text(NESTING, encoding="utf-8")
    agent = get_agent("millebornes", f"{path}:Nesting", seed=1, limit=0.5)
    state = new_game(make_rules("classic", 2), seed=3)
    with pytest.raises(RoadgamesError, match=r"'.*Nesting' took more than 0\.5 s") as caught:
        agent.decide(state.view(0), state.legal_actions())
    assert "TypeError" not in str(caught.value)
