"""Session 25: the messages of ``-o NAME=VALUE`` and of the seat counts read like the command
line, not like Python: a switch is on or off (never ``True``/``False``), the value given is
echoed, the seats are not called an option, and a setting a run was played with is written
as it is typed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.core.errors import RulesError
from roadgames.core.registry import get_game

#: What no message of the command line shows: Python's words for on, off and nothing.
PYTHON_WORDS = re.compile(r"\b(True|False|None)\b")


def error_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The one-line error of a refused command (status 2, no traceback), without its
    ``roadgames: error:`` prefix."""
    capsys.readouterr()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err.removeprefix("roadgames: error: ").strip()


# ------------------------------------------------- 1. a resumed run's settings, as typed

MILLE_RUN = ["tournament", "--agents", "random,easy", "--jobs", "1", "--deals", "1"]
SHIFT_RUN = ["tournament", "--game", "rushshift", "--agents", "random,greedy", "--jobs", "1"]


@pytest.fixture(scope="module")
def saved_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A finished one-deal run of each game under its plain rules, played once."""
    folder = tmp_path_factory.mktemp("runs")
    runs = {"millebornes": folder / "mille", "rushshift": folder / "shift"}
    assert main([*MILLE_RUN, "--out", str(runs["millebornes"])]) == 0
    assert main([*SHIFT_RUN, "--deals", "1", "--out", str(runs["rushshift"])]) == 0
    return runs


@pytest.mark.parametrize(
    ("game", "change", "said"),
    [
        ("millebornes", ["-o", "fast_play=on"], "fast_play off, not on"),
        ("millebornes", ["-o", "extension=off"], "extension on, not off"),
        ("millebornes", ["--preset", "modern"], "preset classic, not modern"),
        ("millebornes", ["-o", "scoring=leaflet"], "scoring classic, not leaflet"),
        ("millebornes", ["-o", "target=1000"], "target 700, not 1000"),
        ("rushshift", ["-o", "setup=random"], "setup 1, not random"),
        ("rushshift", ["-o", "move_exact=on"], "move_exact off, not on"),
    ],
)
@pytest.mark.parametrize("how", ["--resume", "--baseline"])
def test_a_setting_a_saved_run_differs_in_is_written_as_typed(
    game: str,
    change: list[str],
    said: str,
    how: str,
    saved_runs: dict[str, Path],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    run = saved_runs[game]
    argv = [*(MILLE_RUN if game == "millebornes" else [*SHIFT_RUN, "--deals", "1"]), *change]
    if how == "--resume":
        argv += ["--out", str(run), "--resume"]
    else:
        argv += ["--out", str(tmp_path / "new"), "--baseline", str(run)]
    err = error_of(argv, capsys)
    assert err == f"the run in {run} was played with {said}", err
    assert not PYTHON_WORDS.search(err) and "'" not in err, err


# ------------------------------------------------- 2. the value given, echoed


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["rules", "classic", "-o", "target=abc"], "option 'target' must be an integer "
         "from 100 to 5000, not abc"),
        (["rules", "classic", "-o", "target=on"], "option 'target' must be an integer "
         "from 100 to 5000, not on"),
        (["rules", "classic", "-o", "target=50"], "option 'target' must be an integer "
         "from 100 to 5000, not 50"),
        (["rules", "classic", "-o", "target=710"], "option 'target' must be a multiple of 25, "
         "not 710"),
        (["rules", "club", "-o", "max_200s=9"], "option 'max_200s' must be an integer "
         "from 0 to 4, not 9"),
        (["rules", "modern", "-o", "match_target=off"], "option 'match_target' must be an "
         "integer from 0 to 100000, not off"),
        (["rules", "modern", "-o", "scoring=on"], "option 'scoring' must be one of classic, "
         "modern, leaflet, not on"),
        (["rules", "modern", "-o", "deck=yes"], "option 'deck' must be one of full, short, "
         "not yes"),
        (["rules", "rushshift", "-o", "hand_size=abc"], "option 'hand_size' must be an integer "
         "from 1 to 8, not abc"),
        (["rules", "rushshift", "-o", "games=0"], "option 'games' must be an integer "
         "from 1 to 99, not 0"),
        (["rules", "rushshift", "-o", "first_player=on"], "option 'first_player' must be an "
         "integer from 0 to 1, not on"),
        (["rules", "rushshift", "-o", "turn_limit=-1"], "option 'turn_limit' must be an "
         "integer from 0 to 100000, not -1"),
        (["simulate", "--games", "1", "-o", "target=abc"], "option 'target' must be an "
         "integer from 100 to 5000, not abc"),
        (["simulate", "rushshift", "--games", "1", "-o", "hand_size=off"], "option 'hand_size' "
         "must be an integer from 1 to 8, not off"),
        (["tournament", "--agents", "random,easy", "-o", "target=abc"], "option 'target' must "
         "be an integer from 100 to 5000, not abc"),
    ],
)  # fmt: skip
def test_an_option_refused_names_the_value_given(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = error_of(argv, capsys)
    assert err == said
    assert not PYTHON_WORDS.search(err), err


@pytest.mark.parametrize("word", ["on", "off", "yes", "No"])
def test_a_setup_that_is_a_switch_word_is_echoed_as_typed(
    word: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``off`` was read as the set-up ``'False'`` (a number's text: ``False`` is an int)."""
    err = error_of(["rules", "rushshift", "-o", f"setup={word}"], capsys)
    assert err.startswith("option 'setup' must be '1' to '10', 'random' or a board picture")
    # session 26: as typed (it was read as a switch, echoed on or off)
    assert err.endswith(f", not {word}") and not PYTHON_WORDS.search(err), err


# ------------------------------------------------- 3. the seats are not an option


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["rules", "classic", "--players", "7"], "players must be an integer from 2 to 6, "
         "not 7"),
        (["rules", "classic", "--players", "5"], "players: preset 'classic' is played by 2, 3, "
         "4, 6 players, not 5"),
        (["rules", "rushshift", "--players", "3"], "players: Rush Hour Shift is for 2 players, "
         "not 3"),
        (["simulate", "--games", "1", "--players", "7"], "players must be an integer from "
         "2 to 6, not 7"),
        (["simulate", "--games", "1", "--seats", ",".join(["random"] * 7)], "players must be an "
         "integer from 2 to 6, not 7"),
        (["simulate", "rushshift", "--games", "1", "--players", "3"], "players: Rush Hour Shift "
         "is for 2 players, not 3"),
        (["tournament", "--agents", "random,easy", "--players", "7"], "players must be an integer "
         "from 2 to 6, not 7"),
        (["tournament", "--agents", "random,easy", "--players", "1"], "players must be an integer "
         "from 2 to 6, not 1"),
        (["tournament", "--game", "rushshift", "--agents", "random,greedy", "--players", "4"],
         "players: Rush Hour Shift is for 2 players, not 4"),
        (["play", "--players", "7"], "players must be an integer from 2 to 6, not 7"),
        (["play", "--players", "5"], "players: preset 'classic' is played by 2, 3, 4, 6 "
         "players, not 5"),
        (["play", "rushshift", "--players", "3"], "players: Rush Hour Shift is for 2 players, "
         "not 3"),
    ],
)  # fmt: skip
def test_a_seat_count_refused_is_not_called_an_option(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = error_of(argv, capsys)
    assert err == said
    assert "option" not in err, err


# ------------------------------------------------- 4. the preset given as an option


@pytest.mark.parametrize(
    "argv",
    [
        ["rules", "classic", "-o", "preset=modern"],
        ["simulate", "--games", "1", "-o", "Preset=modern"],
        ["simulate", "rushshift", "--games", "1", "-o", "preset=standard"],
        ["tournament", "--agents", "random,easy", "-o", "preset=modern"],
        ["play", "-o", "preset=modern"],
    ],
)
def test_a_preset_given_with_option_is_refused_not_a_crash(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """It was a TypeError ("got multiple values for argument 'preset'") and a traceback."""
    err = error_of(argv, capsys)
    # rules takes the preset as its argument; the other commands as --preset
    chosen = "roadgames rules NAME" if argv[0] == "rules" else "--preset NAME"
    assert f"preset is chosen with {chosen}, not --option {argv[-1]}" in err, err


# ------------------------------------------------- 5. a record's preset and seats


@pytest.mark.parametrize(
    ("game", "presets"),
    [("millebornes", "one of classic, modern, leaflet, club"), ("rushshift", "standard")],
)
def test_a_record_s_preset_and_seats_are_named_as_the_record_writes_them(
    game: str, presets: str
) -> None:
    """A damaged record's preset was "option 'preset' must be a string" (no option, no
    value); its seats null were "not None" (Python's word; JSON writes null)."""
    spec = get_game(game)
    plain = spec.rules_to_dict(spec.rules_from_options(None, 2))
    with pytest.raises(RulesError) as refused:
        spec.rules_from_dict({**plain, "preset": 5})
    assert str(refused.value) == f"preset must be {presets}, not 5"
    with pytest.raises(RulesError) as refused:
        spec.rules_from_dict({**plain, "players": None})
    said = str(refused.value)
    assert said.startswith("players") and said.endswith("not null"), said
    assert not PYTHON_WORDS.search(said) and "option" not in said, said


@pytest.mark.parametrize("game", ["millebornes", "rushshift"])
def test_a_record_s_switch_of_nothing_is_echoed_as_json_writes_it(game: str) -> None:
    """A switch that a record holds as ``null`` is refused as "not null", not Python's
    ``None`` (the same echo as every other option's)."""
    spec = get_game(game)
    data = spec.rules_to_dict(spec.rules_from_options(None, 2))
    switch = next(name for name, value in data.items() if isinstance(value, bool))
    data[switch] = None
    with pytest.raises(RulesError, match=rf"option '{switch}' .*, not null$"):
        spec.rules_from_dict(data)
