"""Session 31's mutation sweep of the command line's option parsing (``-o NAME=VALUE``,
``--preset``, ``--players``) and of ``roadgames rules``: what the sweep found untested."""

from __future__ import annotations

import re

import pytest

from roadgames.cli import main
from roadgames.commands.options import parse_option_value, parse_overrides
from roadgames.core.errors import RulesError
from roadgames.rushshift import make_rules as make_shift_rules


def _flat(text: str) -> str:
    """``text`` with every run of white space one space (a wrapped line read as one)."""
    return " ".join(text.split())


def _help(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The help of a command, flattened."""
    with pytest.raises(SystemExit) as exit_info:
        main([*argv, "--help"])
    assert exit_info.value.code == 0
    return _flat(capsys.readouterr().out)


def _row(out: str, name: str) -> str:
    """The row of option ``name`` in a table of options."""
    return next(line for line in out.splitlines() if line.startswith(f"│ {name} "))


def test_the_players_help_counts_the_seats_only_where_seats_are_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    for command in ("simulate", "play"):  # they take --seats: the seats named count
        said = _help([command], capsys)
        assert "default: as many as --seats names, else 2; the club preset: 4" in said
    said = _help(["rules"], capsys)  # no --seats there
    assert "--seats" not in said and "default 2; the club preset: 4" in said


def test_a_switch_reads_yes_and_no_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    # classic's extension is on at its usual 700 miles: "no" turns it off
    assert main(["rules", "classic", "-o", "fast_play=YES", "-o", "extension=no"]) == 0
    out = capsys.readouterr().out
    assert "true (changed)" in _row(out, "fast_play")
    assert "false (changed)" in _row(out, "extension")
    assert main(["rules", "rushshift", "-o", "move_exact=Yes"]) == 0
    assert "true (changed)" in _row(capsys.readouterr().out, "move_exact")


def test_an_option_value_is_read_as_a_switch_unless_the_caller_says_otherwise() -> None:
    for word in ("true", "on", "yes"):
        assert parse_option_value(word.title()) is True
    for word in ("false", "off", "no"):
        assert parse_option_value(f" {word.upper()} ") is False
    assert parse_option_value("yes", switch=False) == "yes"  # any other option: as typed
    assert parse_option_value("-5") == -5 and parse_option_value(" 700 ") == 700
    assert parse_option_value("²") == "²"  # a digit, but not an ASCII one: text


def test_a_switch_word_given_to_another_option_is_refused_as_typed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "classic", "-o", "finish=Yes"]) == 2
    assert "option 'finish' must be one of exact, reach, not Yes" in capsys.readouterr().err


def test_rules_takes_its_preset_as_a_word_not_as_the_preset_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["rules", "--preset", "modern"])
    assert exit_info.value.code == 2
    assert "unrecognized arguments: --preset" in capsys.readouterr().err


@pytest.mark.parametrize(("lang", "word"), [("de", "200er-Karten"), ("tl", "Pang-emerhensiyang")])
def test_rules_in_words_never_break_a_word_at_its_hyphen(
    lang: str,
    word: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    for columns in range(20, 41):
        monkeypatch.setenv("COLUMNS", str(columns))
        assert main(["rules", "classic", "--lang", lang]) == 0
        lines = capsys.readouterr().out.splitlines()  # the title is filled too
        assert max(map(len, lines)) <= columns
        assert any(word in line for line in lines), (columns, lines)


def test_rules_in_words_fill_a_tiny_terminal_to_twenty_columns(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # narrower than 20 columns, a sentence would be a word a line: 20 it is
    monkeypatch.setenv("COLUMNS", "8")
    assert main(["rules", "classic", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(map(len, lines)) == 20


@pytest.mark.parametrize("game", ["classic", "rushshift"])
def test_the_table_of_options_heads_its_columns(
    game: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "120")
    assert main(["rules", game, "--lang", "en"] if game == "rushshift" else ["rules", game]) == 0
    header = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("┃"))
    assert [cell.strip() for cell in header.split("┃")[1:-1]] == ["option", "value", "meaning"]


def test_only_the_options_changed_are_marked_changed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "classic", "-o", "fast_play=on"]) == 0
    out = capsys.readouterr().out
    assert "(changed)" in _row(out, "fast_play")
    assert "(changed)" not in _row(out, "target") and "(changed)" not in _row(out, "deck")


def test_the_rush_hour_shift_deck_is_listed_card_by_card(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # the whole deck on one line
    assert main(["rules", "rushshift", "--lang", "en"]) == 0
    deck = _row(capsys.readouterr().out, "deck")
    for code, count in make_shift_rules().to_dict()["deck"].items():
        assert f"{code} ×{count}" in deck
    assert "{" not in deck and "changed" not in deck


def test_an_option_name_is_read_in_any_case_with_dashes_or_underscores() -> None:
    overrides = parse_overrides(["Fast-Play=on", " MAX-200S = 3", "match_target=0"])
    assert overrides == {"fast_play": True, "max_200s": 3, "match_target": 0}


@pytest.mark.parametrize(
    ("item", "said"),
    [
        ("fast_play", "--option wants NAME=VALUE, not fast_play"),
        (" =on", "--option wants NAME=VALUE, not =on"),
        ("Players=3", "the seats are set with --players N, not --option Players=3"),
        ("PRESET=modern", "a Mille Bornes preset is chosen with --preset NAME, not --option"),
    ],
)
def test_an_option_that_is_not_one_is_refused_saying_what_to_type(item: str, said: str) -> None:
    with pytest.raises(RulesError, match="^" + re.escape(said)):
        parse_overrides([item])


def test_the_option_help_lists_only_what_o_may_set(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("COLUMNS", "500")  # the help of -o on one line
    said = _help(["rules"], capsys)
    mille_bornes = said.split("Mille Bornes options: ")[1].split(";")[0].split(", ")
    shift = said.split("Rush Hour Shift options: ")[1].split(";")[0].split(", ")
    assert "target" in mille_bornes and "deck" in mille_bornes  # a deck named: full, short
    assert "turn_limit" in shift
    for listed in (mille_bornes, shift):  # the seats are --players N
        assert "players" not in listed and "preset" not in listed
    assert "deck" not in shift  # Rush Hour Shift's deck is a mapping, no -o word
