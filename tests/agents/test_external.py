"""Players written outside the package (``module:Name``, ``file.py:Name``): found where a
person would put them, given only views, held to the legal actions, and refused with an
error that names them when they cannot be loaded, built or trusted."""

from __future__ import annotations

import importlib.util
import re
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest

from roadgames.agents import Player, get_agent
from roadgames.agents.base import Decision
from roadgames.agents.external import player_name
from roadgames.cli import main
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import Action, MilleBornesView, make_rules, new_game
from roadgames.tournament.runner import make_agent
from roadgames.tournament.seating import parse_lineups

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "racer.py"


def _write(folder: Path, name: str, body: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(body))
    return path


def test_the_example_player_plays_a_tournament_from_its_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The README's example runs as written, and the table names it as given."""
    spec = f"{EXAMPLE}:Racer"
    assert main(["tournament", "--agents", f"{spec},random", "--deals", "3", "--jobs", "1"]) == 0
    table = capsys.readouterr().out
    assert "racer.py:Racer" in table and "random" in table


class _Typed:
    """A player of one's own written with the engine's types."""

    def decide(self, view: MilleBornesView, legal: Sequence[Action]) -> Action:
        return legal[0]


def test_a_player_of_ones_own_is_a_player_to_a_type_checker_and_at_run_time() -> None:
    """``roadgames.agents.Player`` is what a player of one's own is held to: one written
    with the engine's types fits it (mypy checks the assignment), so does the example, and
    something without ``decide`` does not."""
    player: Player = _Typed()
    spec = importlib.util.spec_from_file_location("racer_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    assert isinstance(player, Player) and isinstance(example.Racer(0), Player)
    assert not isinstance(object(), Player)


def test_a_module_in_the_current_folder_keeps_its_case_and_sees_only_views(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``MyBots:Careful`` is looked for in the folder the command runs in, its case kept
    (Python tells ``Careful`` from ``careful``); the player is built with its seed and is
    handed a view, never the state."""
    _write(
        tmp_path,
        "MyBots.py",
        """
        SEEN = []

        class Careful:
            def __init__(self, seed):
                self.seed = seed

            def decide(self, view, legal):
                SEEN.append(type(view).__name__)
                return legal[-1]
        """,
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the folder added is taken off after
    assert [lineup.label for lineup in parse_lineups("MyBots:Careful,EXPERT")] == [
        "MyBots:Careful",
        "expert",
    ]
    agent = get_agent("millebornes", "MyBots:Careful", seed=7)
    state = new_game(make_rules("classic", 2), seed=3)
    for _ in range(5):
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        decision = agent.decide(state.view(seat), legal)
        assert decision.action == legal[-1]
        state.apply(decision.action, seat=seat)
    bots = sys.modules.pop("MyBots")
    assert bots.SEEN == ["MilleBornesView"] * 5
    assert agent.player.seed == 7  # type: ignore[attr-defined]


def test_an_answer_in_notation_or_as_a_decision_is_taken(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "answers.py",
        """
        from roadgames.agents.base import Decision

        def notation(seed):
            class Player:
                def decide(self, view, legal):
                    return str(legal[0]).upper()
            return Player()

        class Explained:
            def __init__(self, seed):
                pass

            def decide(self, view, legal):
                return Decision(legal[0], "the first")
        """,
    )
    state = new_game(make_rules("classic", 2), seed=3)
    view, legal = state.view(0), state.legal_actions()
    assert isinstance(view, MilleBornesView)
    said = get_agent("millebornes", f"{path}:notation").decide(view, legal)
    assert said == Decision(legal[0])
    explained = get_agent("millebornes", f"{path}:Explained").decide(view, legal)
    assert explained == Decision(legal[0], "the first")


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ("'play 200'", "chose 'play 200', which is not one of its legal actions (play"),
        ("42", "answered 42, not one of its legal actions"),
        ("None", "answered None, not one of its legal actions"),
    ],
)
def test_an_answer_that_is_not_legal_is_refused_with_the_players_name(
    tmp_path: Path, answer: str, message: str
) -> None:
    path = _write(
        tmp_path,
        "wrong.py",
        f"""
        class Wrong:
            def __init__(self, seed):
                pass

            def decide(self, view, legal):
                return {answer}
        """,
    )
    state = new_game(make_rules("classic", 2), seed=3)
    agent = get_agent("millebornes", f"{path}:Wrong")
    with pytest.raises(RoadgamesError, match=re.escape("wrong.py:Wrong")) as caught:
        agent.decide(state.view(0), state.legal_actions())
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("body", "attribute", "message"),
    [
        ("", "Missing", "no 'Missing' in"),
        ("Player = 3\n", "Player", "is not a class or function"),
        ("def Player(seed):\n    return object()\n", "Player", "has no decide(view, legal)"),
        ("def Player(seed):\n    raise ValueError('no luck')\n", "Player", "no luck"),
        ("this is not python\n", "Player", "could not be loaded"),
    ],
)
def test_a_player_that_cannot_be_loaded_or_built_is_refused(
    tmp_path: Path, body: str, attribute: str, message: str
) -> None:
    path = _write(tmp_path, "bot.py", body)
    with pytest.raises(RoadgamesError, match=re.escape(message)):
        get_agent("millebornes", f"{path}:{attribute}")


def test_a_missing_module_or_file_and_a_bad_name_are_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere.py"
    for spec, message in [
        ("no_such_module_here:Bot", "no module 'no_such_module_here'"),
        (f"{missing}:Bot", "no file"),
        (":Bot", "name it as module:Name"),
        ("bots:", "name it as module:Name"),
    ]:
        out = tmp_path / "run"
        code = main(["tournament", "--agents", f"{spec},random", "--out", str(out)])
        assert code == 2 and message in capsys.readouterr().err
        assert not out.exists()
        code = main(["simulate", "--seats", f"{spec},random", "--games", "1"])
        assert code == 2 and message in capsys.readouterr().err


def test_player_names_are_lower_case_unless_they_name_code() -> None:
    assert player_name(" HEURISTIC ") == "heuristic"
    assert player_name("Bots.Mine:Racer@64") == "Bots.Mine:Racer@64"


def test_simulate_seats_a_player_from_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--seats", f"{EXAMPLE}:Racer,random", "--games", "4"]) == 0
    assert "racer.py:Racer" in capsys.readouterr().out


def test_the_players_own_generator_is_reachable_for_reseeding() -> None:
    """The terminal game reseeds a player's ``rng`` at each point of a game (so that a
    resumed game plays on alike): a player of one's own keeping one is reseeded too."""
    agent = get_agent("millebornes", f"{EXAMPLE}:Racer", seed=5)
    assert agent.rng is agent.player.rng  # type: ignore[attr-defined]


def test_a_player_that_raises_is_named_with_the_line_that_raised(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(
        tmp_path,
        "boom.py",
        """
        class Boom:
            def __init__(self, seed):
                pass

            def decide(self, view, legal):
                return 1 / 0
        """,
    )
    assert main(["tournament", "--agents", f"{path}:Boom,random", "--deals", "1"]) == 2
    error = capsys.readouterr().err
    assert "player" in error and "boom.py:Boom' raised ZeroDivisionError" in error
    assert "(boom.py, line 7)" in error and "Traceback" not in error


def test_a_files_path_is_made_absolute_so_a_run_resumes_from_any_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``bots/mine.py:Bot`` typed in one folder names the same player as its absolute path
    typed anywhere (a saved game or run named it relatively and could not be resumed
    elsewhere); a module's name is left as it is."""
    (tmp_path / "bots").mkdir()
    monkeypatch.chdir(tmp_path)
    absolute = f"{tmp_path.resolve()}/bots/mine.py:Bot"
    assert player_name("bots/mine.py:Bot") == absolute
    assert player_name(" ./bots/../bots/mine.py:Bot ") == absolute
    assert player_name("bots.mine:Bot") == "bots.mine:Bot"
    lineups = parse_lineups("HEURISTIC+bots/mine.py:Bot,random")
    assert lineups[0].players == ("heuristic", absolute)  # each partner on its own


def test_a_module_that_fails_to_import_is_refused_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A module found but failing while it is imported (its own error, a bad import of its
    own) is named as such, not as missing (a traceback before)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    _write(tmp_path, "raisesmod.py", "raise RuntimeError('not today')\n")
    _write(tmp_path, "importsmod.py", "import no_such_dependency_here\n")
    _write(tmp_path, "syntaxmod.py", "def broken(:\n")
    for module, message in [
        ("raisesmod", "could not be loaded: RuntimeError: not today (raisesmod.py, line 1)"),
        ("importsmod", "could not be loaded: ModuleNotFoundError"),
        ("syntaxmod", "could not be loaded: SyntaxError"),
    ]:
        with pytest.raises(RoadgamesError, match=re.escape(message)):
            get_agent("millebornes", f"{module}:Bot")
        sys.modules.pop(module, None)


def test_an_answer_is_checked_against_the_legal_actions_as_the_engine_made_them(
    tmp_path: Path,
) -> None:
    """A player cannot widen its own legal list, nor answer with an object that only
    claims to equal an action: both are refused naming the player."""
    path = _write(
        tmp_path,
        "sly.py",
        """
        class Widens:
            def __init__(self, seed):
                pass

            def decide(self, view, legal):
                legal.append("anything")
                return "anything"

        class EqualsAll:
            def __eq__(self, other):
                return True

            __hash__ = object.__hash__

        class Claims:
            def __init__(self, seed):
                pass

            def decide(self, view, legal):
                return EqualsAll()
        """,
    )
    state = new_game(make_rules("classic", 2), seed=3)
    for name in ("Widens", "Claims"):
        agent = get_agent("millebornes", f"{path}:{name}")
        with pytest.raises(RoadgamesError, match=re.escape(f"sly.py:{name}'")):
            agent.decide(state.view(0), state.legal_actions())


def test_a_budget_reaches_a_player_of_ones_own_that_takes_one(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "budgeted.py",
        """
        class Budgeted:
            def __init__(self, seed):
                self.budget = None

            def set_budget(self, iterations=None, millis=None):
                self.budget = (iterations, millis)

            def decide(self, view, legal):
                return legal[0]
        """,
    )
    agent = make_agent("millebornes", f"{path}:Budgeted@64", seed=1)
    assert agent.player.budget == (64, None)  # type: ignore[attr-defined]
    with pytest.raises(RoadgamesError, match="takes no budget"):
        make_agent("millebornes", f"{EXAMPLE}:Racer@64", seed=1)


def test_an_error_names_the_line_of_the_players_own_file(tmp_path: Path) -> None:
    """Where the player's code calls a library that raises, the line named is the
    player's, not the library's."""
    path = _write(
        tmp_path,
        "calls.py",
        """
        import random

        class Calls:
            def __init__(self, seed):
                pass

            def decide(self, view, legal):
                return random.choice([])
        """,
    )
    state = new_game(make_rules("classic", 2), seed=3)
    agent = get_agent("millebornes", f"{path}:Calls")
    with pytest.raises(RoadgamesError, match=re.escape("(calls.py, line 9)")):
        agent.decide(state.view(0), state.legal_actions())
