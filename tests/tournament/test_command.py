"""``roadgames tournament`` at the command line: arguments checked before anything is written,
damaged results refused before any game is played, files written whole, the preset named,
and the help."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.commands import tournament as tournament_command
from roadgames.tournament.report import atomic_text, write_csv
from roadgames.tournament.runner import MAX_DEALS, GameResult, TournamentConfig, games
from roadgames.tournament.seating import Budget, parse_lineups, parse_player

RUN = ["tournament", "--agents", "random,easy", "--jobs", "1"]


@pytest.fixture(scope="module")
def saved_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished run of two deals, played once for the module (copy it to change it)."""
    directory = tmp_path_factory.mktemp("saved") / "run"
    assert main([*RUN, "--deals", "2", "--out", str(directory)]) == 0
    return directory


@pytest.fixture
def run_copy(saved_run: Path, tmp_path: Path) -> Path:
    """A copy of the saved run, to damage."""
    return Path(shutil.copytree(saved_run, tmp_path / "run"))


@pytest.fixture
def no_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail the test if the command starts playing games."""

    def refuse(config: TournamentConfig, **_: object) -> Iterator[GameResult]:
        raise AssertionError("games were played")

    monkeypatch.setattr(tournament_command, "iter_results", refuse)


def error_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The one-line error of a refused command (status 2, no traceback)."""
    capsys.readouterr()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadgames: error: ") and err.count("\n") == 1
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (["--agents", "randon,easy"], "unknown player 'randon'"),
        (["--game", "rushshift", "--agents", "random,easy"], "unknown player 'easy'"),
        (["--agents", "random,easy+randon", "--players", "4"], "unknown player 'randon'"),
        (["--agents", "expert@0,easy"], "bad budget"),
        (
            ["--agents", "expert@99999999999,heuristic"],
            "bad budget in 'expert@99999999999': worlds per decision, 1 to 10,000 (expert@64), "
            "or milliseconds, 1 to 60,000 (expert@500ms)",
        ),
        (["--agents", "expert@60001ms,heuristic"], "bad budget in 'expert@60001ms': worlds"),
        (["--agents", "expert@²,heuristic"], "bad budget in 'expert@²'"),  # not int()'s error
        (["--agents", "heuristic@64,easy"], "takes no budget"),
        (["--agents", ",".join(["random"] * 40)], "a round robin of 1,560 games per deal"),
        # partners must fill their team's seats, one each: none at a table without teams
        (
            ["--agents", "heuristic+random,easy"],
            "'heuristic+random' names 2 partners, but a team here has one seat (no partnerships)",
        ),
        (
            ["--agents", "heuristic+random+easy,easy", "--players", "4"],
            "'heuristic+random+easy' names 3 partners, but a team here has 2 seats",
        ),
        (["--game", "rushshift", "--agents", "greedy+random,random"], "names 2 partners"),
        (["--agents", "random,,random"], "an empty entry in --agents 'random,,random'"),
        (["--agents", "random,easy,"], "an empty entry"),
        (["-o", "bogus=1"], "unknown option 'bogus'"),
    ],
)
def test_a_bad_argument_writes_nothing(
    change: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert message in error_of([*RUN, "--deals", "1", "--out", str(out), *change], capsys)
    assert not out.exists()  # so the corrected command can use the folder
    assert main([*RUN, "--deals", "1", "--out", str(out)]) == 0


def cut_mid_row(text: str) -> str:
    return text[:-4]


def cut_at_a_line(text: str) -> str:
    return "".join(text.splitlines(keepends=True)[:-1])  # the last game lacks a team


def damage(line: int, field: int, value: str) -> Callable[[str], str]:
    """Set one field of one line (0: the header)."""

    def change(text: str) -> str:
        lines = text.splitlines(keepends=True)
        fields = lines[line].rstrip("\r\n").split(",")
        fields[field] = value
        lines[line] = ",".join(fields) + "\r\n"
        return "".join(lines)

    return change


def add_field(text: str) -> str:
    lines = text.splitlines(keepends=True)
    lines[1] = lines[1].rstrip("\r\n") + ",7\r\n"
    return "".join(lines)


@pytest.mark.parametrize(
    ("name", "spoil", "message"),
    [
        ("games.csv", cut_mid_row, "cut short"),
        ("games.csv", cut_at_a_line, "deal 1 rotation 1 has 1 of its 2 teams' rows"),
        ("games.csv", damage(1, 3, "heuristic"), "line 2: player 'heuristic'"),
        ("games.csv", damage(2, 4, "abc"), "line 3: win_share 'abc' is not a number"),
        ("games.csv", damage(2, 4, "nan"), "line 3: win_share 'nan' is not a number"),
        ("games.csv", damage(2, 5, "x"), "line 3: score 'x' is not a number"),
        ("games.csv", damage(2, 4, "0.7"), "rotation 0: its teams' win shares add up to"),
        ("games.csv", damage(1, 0, "abc"), "line 2: deal 'abc' is not a whole number"),
        ("games.csv", damage(1, 1, "5"), "no game has deal 0, rotation 5"),
        ("games.csv", damage(0, 4, "winshare"), "not the header"),
        ("games.csv", add_field, "line 2 has 8 of 7 fields"),
        ("games.csv", lambda text: "", "it is empty"),
        ("times.csv", cut_mid_row, "cut short"),
        ("times.csv", damage(1, 3, "1.0 abc"), "line 2: ms 'abc' is not a number"),
        ("times.csv", damage(1, 2, "nobody"), "line 2: player 'nobody'"),
    ],
)
@pytest.mark.parametrize("how", ["--resume", "--baseline"])
@pytest.mark.usefixtures("no_play")
def test_damaged_results_are_refused_before_any_game(
    name: str,
    spoil: Callable[[str], str],
    message: str,
    how: str,
    run_copy: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = run_copy / name
    with path.open(newline="") as handle:
        text = handle.read()
    path.write_bytes(spoil(text).encode())
    if how == "--resume":
        argv = [*RUN, "--deals", "3", "--out", str(run_copy), "--resume"]
    else:
        argv = [*RUN, "--deals", "3", "--out", str(tmp_path / "new"), "--baseline", str(run_copy)]
    err = error_of(argv, capsys)
    assert f"{path} is damaged" in err and message in err
    assert not (tmp_path / "new").exists()


def test_a_results_file_is_replaced_whole_or_not_at_all(run_copy: Path) -> None:
    before = (run_copy / "games.csv").read_bytes()
    broken = GameResult(0, 0, ("random", "easy"), (1.0,), None, {})  # fails at its 2nd row
    with pytest.raises(IndexError):
        write_csv(run_copy, [broken], [])
    assert (run_copy / "games.csv").read_bytes() == before
    with pytest.raises(KeyboardInterrupt), atomic_text(run_copy / "settings.json") as out:
        out.write("{")
        raise KeyboardInterrupt
    assert json.loads((run_copy / "settings.json").read_text())["game"] == "millebornes"
    assert sorted(p.name for p in run_copy.iterdir() if p.name.startswith(".")) == []


@pytest.mark.parametrize(
    ("name", "budget"),
    [("expert@10000", Budget(iterations=10_000)), ("hard@60000ms", Budget(millis=60_000.0))],
)
def test_the_largest_budgets_are_taken(name: str, budget: Budget) -> None:
    assert parse_player(name) == (name.partition("@")[0], budget)


def test_simulate_refuses_an_unreasonable_budget_too(capsys: pytest.CaptureFixture[str]) -> None:
    err = error_of(["simulate", "--seats", "expert@10001,random", "--games", "1"], capsys)
    assert "bad budget in 'expert@10001': worlds per decision, 1 to 10,000" in err


@pytest.mark.parametrize("deals", ["0", "-5", str(MAX_DEALS + 1), "99999999999999999999"])
def test_deals_out_of_range_are_refused(deals: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert "--deals must be from 1 to 10,000,000" in error_of([*RUN, "--deals", deals], capsys)


def test_the_games_of_a_tournament_are_not_held_in_memory() -> None:
    config = TournamentConfig(
        game="millebornes",
        lineups=tuple(parse_lineups("random,easy")),
        players=2,
        deals=MAX_DEALS,
    )
    listed = games(config)
    assert not isinstance(listed, list)
    assert [next(listed) for _ in range(3)] == [(0, 0), (0, 1), (1, 0)]


def test_the_default_preset_is_named_and_compares_with_an_explicit_one(
    saved_run: Path, run_copy: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert json.loads((saved_run / "settings.json").read_text())["preset"] == "classic"
    explicit = ["--preset", "classic", "-o", "match_target=0"]
    capsys.readouterr()
    assert main([*RUN, "--deals", "2", "--out", str(run_copy), "--resume", *explicit]) == 0
    assert "Mille Bornes, classic, 2 seats" in capsys.readouterr().out
    baseline = [*RUN, "--deals", "2", *explicit, "--baseline", str(saved_run)]
    assert main([*baseline, "--out", str(tmp_path / "b")]) == 0
    # a run saved before the preset was named: null is the game's default
    settings = run_copy / "settings.json"
    settings.write_text(json.dumps({**json.loads(settings.read_text()), "preset": None}))
    assert main([*RUN, "--deals", "2", "--out", str(run_copy), "--resume", *explicit]) == 0
    assert main([*baseline[:-1], str(run_copy)]) == 0
    resume_modern = [*RUN, "--deals", "2", "--out", str(run_copy), "--resume", "--preset", "modern"]
    assert "preset classic, not modern" in error_of(resume_modern, capsys)
    resume_short = [*RUN, "--deals", "2", "--out", str(run_copy), "--resume", "-o", "target=1000"]
    assert "target 700, not 1000" in error_of(resume_short, capsys)


def test_the_game_name_is_not_case_sensitive(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*RUN, "--game", "MilleBornes", "--deals", "1", "--out", str(tmp_path)]) == 0
    assert json.loads((tmp_path / "settings.json").read_text())["game"] == "millebornes"
    with pytest.raises(SystemExit) as exit_:
        main([*RUN, "--game", "chess"])
    assert exit_.value.code == 2
    assert "invalid choice: 'chess'" in capsys.readouterr().err


def test_help_states_the_defaults_players_and_examples(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["tournament", "--help"])
    text = " ".join(capsys.readouterr().out.split())  # as one line, however it wraps
    assert "-o NAME=VALUE" in text and "{millebornes,rushshift}" in text
    for default in (
        "(default: 100;",
        "(default: 1; with --resume, the run's own)",
        "(default: 2; the club",
        "classic, modern, leaflet, club (default: classic); Rush Hour Shift takes none",
    ):
        assert default in text
    # (players that other tests register may be listed too)
    names = r"((?:[a-z0-9-]+, )*[a-z0-9-]+)"
    listed = re.search(rf"millebornes: {names} rushshift: {names}", text)
    assert listed is not None, text
    assert {"easy", "expert", "hard", "heuristic", "medium", "random"} <= set(listed[1].split(", "))
    assert {"greedy", "random", "search"} <= set(listed[2].split(", "))
    assert "examples: roadgames tournament" in text
    assert "repeat in order to fill them (a,b for 3 teams: a,b,a)" in text


def test_short_option_home_folders_and_every_file_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert main([*RUN, "--deals", "1", "-o", "fast_play=on", "--out", "~/a"]) == 0
    settings = json.loads((tmp_path / "a" / "settings.json").read_text())
    assert settings["options"] == {"fast_play": True}
    capsys.readouterr()
    argv = [*RUN, "--deals", "1", "-o", "fast_play=on", "--out", "~/b", "--baseline", "~/a"]
    assert main(argv) == 0
    wrote = capsys.readouterr().out.splitlines()[-1]
    names = "settings.json, games.csv, times.csv, standings.csv, win_rates.png, baseline.csv"
    assert wrote == f"wrote {names} in {tmp_path / 'b'}"
    assert {p.name for p in (tmp_path / "b").iterdir()} == set(names.split(", "))


def drop_seed(text: str) -> str:
    settings = json.loads(text)
    del settings["seed"]
    return json.dumps(settings)


@pytest.mark.parametrize("how", ["--resume", "--baseline"])
@pytest.mark.usefixtures("no_play")
def test_settings_without_a_setting_or_not_a_file_are_refused_plainly(
    how: str, run_copy: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hand-edited settings.json that lost its seed is not a run "played with seed None";
    a folder in its place is named without Python's errno."""
    settings = run_copy / "settings.json"
    settings.write_text(drop_seed(settings.read_text()))
    if how == "--resume":
        argv = [*RUN, "--deals", "3", "--out", str(run_copy), "--resume"]
    else:
        argv = [*RUN, "--deals", "3", "--out", str(tmp_path / "new"), "--baseline", str(run_copy)]
    assert f"cannot read {settings}: it names no seed" in error_of(argv, capsys)
    settings.unlink()
    settings.mkdir()
    err = error_of(argv, capsys)
    assert f"cannot read {settings}: Is a directory" in err and "Errno" not in err


def test_a_smaller_deals_ends_an_unfinished_run_early_and_says_so(
    run_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A run started for 5 deals and stopped after 2 is ended there by ``--deals 2``: what a
    person may well want, but not silently (the settings then record 2)."""
    settings = run_copy / "settings.json"
    settings.write_text(settings.read_text().replace('"deals": 2', '"deals": 5'))
    assert main([*RUN, "--deals", "2", "--out", str(run_copy), "--resume"]) == 0
    assert f"the run in {run_copy} was to play 5 deals: it now ends at 2" in (
        capsys.readouterr().err
    )
    assert json.loads(settings.read_text())["deals"] == 2
    assert main([*RUN, "--out", str(run_copy), "--resume"]) == 0  # as it now records: no note
    assert "was to play" not in capsys.readouterr().err
