"""The commands' help checked against what the commands do (session 24): the files that
``tournament --out`` writes, the columns of its table, the options ``-o`` takes for either
game, and ``rules``' examples, which must run."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from roadgames.cli import main


def _help(command: str, capsys: pytest.CaptureFixture[str]) -> str:
    """``roadgames COMMAND --help`` as one line, however it wraps."""
    with pytest.raises(SystemExit) as exited:
        main([command, "--help"])
    assert exited.value.code == 0
    return re.sub(r"\s+", " ", capsys.readouterr().out)


def _examples(command: str, capsys: pytest.CaptureFixture[str]) -> list[list[str]]:
    """The example command lines of ``COMMAND --help``, as words (comments left out)."""
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = capsys.readouterr().out
    assert "examples:\n" in text, f"{command} --help has no examples"
    lines = text[text.index("examples:\n") :].splitlines()[1:]
    return [line.split("#")[0].split() for line in lines if line.startswith("  roadgames")]


def test_tournament_help_names_every_file_out_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A round robin compared with a baseline writes every kind of file there is."""
    monkeypatch.setenv("COLUMNS", "200")
    base = ["tournament", "--deals", "1", "--jobs", "1"]
    assert main([*base, "--agents", "random,easy,heuristic", "--out", str(tmp_path / "a")]) == 0
    line_up = ["--agents", "easy,random,heuristic", "--out", str(tmp_path / "b")]
    assert main([*base, *line_up, "--baseline", str(tmp_path / "a")]) == 0
    written = {path.name for folder in ("a", "b") for path in (tmp_path / folder).iterdir()}
    assert {"games.csv", "head_to_head.csv", "baseline.csv"} <= written
    capsys.readouterr()
    options = _help("tournament", capsys).split(" options: ", 1)[1]
    out_help = options.split(" --out DIR ", 1)[1].split(" --resume ")[0]
    assert [name for name in sorted(written) if name not in out_help] == []


def test_tournament_help_names_every_column_of_its_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The description said the table shows the median time per decision, not the slowest
    one nor the deals swept, which it also shows."""
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["tournament", "--agents", "easy,random", "--deals", "1", "--jobs", "1"]) == 0
    table = capsys.readouterr().out
    assert "max" in table and "swept" in table
    text = _help("tournament", capsys)
    assert "the median and the slowest time per decision" in text
    assert "the deals each player swept" in text


def test_tournament_help_lists_the_options_of_either_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``-o`` in ``tournament`` takes Rush Hour Shift's options too (``--game rushshift``),
    as its help now says, in the words of the other commands."""
    text = _help("tournament", capsys)
    option_help = text.split("-o NAME=VALUE ", 1)[1].split(" --decision-limit")[0]
    assert "Mille Bornes options: teams," in option_help
    assert "Rush Hour Shift options: setup," in option_help
    assert "setup is '1' to '10', 'random' or a board picture" in option_help


def test_tournament_help_says_modern_scoring_plays_no_whole_match(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """-o match_target=N is refused under modern scoring, which the help now says."""
    refused = ["tournament", "--agents", "easy,random", "--preset", "modern", "--deals", "1"]
    assert main([*refused, "-o", "match_target=5000"]) == 2
    assert "modern scoring is one hand" in capsys.readouterr().err
    assert "not under modern scoring" in _help("tournament", capsys)


def test_every_example_of_rules_help_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``rules --help`` had no examples, where every other command's help has some."""
    monkeypatch.setenv("COLUMNS", "80")
    examples = _examples("rules", capsys)
    assert len(examples) >= 3
    for words in examples:
        assert words[:2] == ["roadgames", "rules"]
        assert main(words[1:]) == 0, words
        assert capsys.readouterr().out.strip()
