"""An audit of ``roadgames rules`` and ``roadgames replay``: the Mille Bornes rules in the
languages the game's rules screen speaks, and a damaged record's error that names the action
where the printed log shows it."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from roadgames.cli import main
from roadgames.core.records import record_of
from roadgames.millebornes import make_rules, new_game
from roadgames.tui.i18n import Translator
from roadgames.tui.rules_text import describe_rules

#: The rules screen's title in each language it is written in (the game's `?` screen).
TITLES = {
    "fr": "Règles en vigueur",
    "de": "Geltende Regeln",
    "it": "Regole in vigore",
    "fi": "Voimassa olevat säännöt",
}


def _flat(text: str) -> str:
    """``text`` with every run of white space one space (a wrapped line read as one)."""
    return " ".join(text.split())


@pytest.mark.parametrize("lang", sorted(TITLES))
def test_rules_of_a_preset_in_the_language_of_the_rules_screen(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``rules PRESET --lang LANG`` says what the game's `?` screen says in that language:
    its title and a sentence a rule, with the overrides given."""
    monkeypatch.setenv("COLUMNS", "200")
    argv = ["rules", "modern", "--players", "4", "-o", "deck=short", "-o", "fast_play=on"]
    assert main([*argv, "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == TITLES[lang]
    rules = make_rules("modern", 4, deck="short", fast_play=True)
    said = describe_rules(rules, Translator(lang))
    english = describe_rules(rules, Translator("en"))
    for sentence in said:
        assert f"• {sentence}" in out, sentence
    assert not any(sentence in out for sentence in english if sentence not in said)
    assert "meaning" not in out  # not the English table of options


def test_rules_in_french_name_an_independent_sentence(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The French words as the rules screen writes them (tui/i18n), checked by hand."""
    assert main(["rules", "classic", "--lang", "fr", "-o", "deck=short"]) == 0
    out = _flat(capsys.readouterr().out)
    assert "Jeu réduit de 101 cartes" in out
    assert "2 joueurs, chacun pour soi." in out
    assert "Règles de base : classique (classic)." in out


def test_rules_in_a_language_fill_a_narrow_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each rule is filled to the width, its further lines under its text, and never a line
    starting with the French spaced ':'."""
    monkeypatch.setenv("COLUMNS", "40")
    assert main(["rules", "leaflet", "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(map(len, lines)) <= 40
    for line in lines[1:]:
        assert line.startswith(("• ", "  ")), line
        assert not line.lstrip().startswith((":", ";")), line
    said = describe_rules(make_rules("leaflet", 2), Translator("fr"))
    assert sum(line.startswith("• ") for line in lines) == len(said)
    assert _flat("\n".join(lines[1:])) == _flat(" ".join(f"• {s}" for s in said))


def test_rules_without_lang_stay_the_english_table_whatever_the_locale(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """No --lang: the English table of options, as before, even in a French locale."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C")
    assert main(["rules", "classic"]) == 0
    english = capsys.readouterr().out
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["rules", "classic"]) == 0
    assert capsys.readouterr().out == english
    assert "meaning" in english and "Preset 'classic' is played by" in english


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["rules", "classic", "--lang"], "argument --lang: expected one argument"),
        (["rules", "classic", "--lang", "xx"], "argument --lang: invalid choice: 'xx'"),
        (["rules", "--lang", "classic"], "argument --lang: invalid choice: 'classic'"),
    ],
)
def test_rules_lang_missing_or_unknown_is_a_clear_error(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A --lang with no value, or not a language, is refused naming the languages."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "--lang {en,fr,de,it,fi,tl}" in err  # the languages to choose


def test_rules_help_says_lang_is_for_mille_bornes_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The help of --lang no longer says it is for Rush Hour Shift alone."""
    monkeypatch.setenv("COLUMNS", "80")
    with pytest.raises(SystemExit):
        main(["rules", "--help"])
    help_text = _flat(capsys.readouterr().out)
    lang_help = help_text[help_text.rindex("--lang {") :]
    assert "Mille Bornes" in lang_help and "rules screen" in lang_help


# replay: a damaged record's error


def _damaged_record(tmp_path: Path, seed: int, good: int, decline_first: bool) -> Path:
    """A classic game played at random from ``seed``: ``good`` actions, then one that is not
    legal there. With ``decline_first`` it is a modern game, from the first seat from
    ``seed`` on where a coup fourré is declined, cut ``good`` actions after the decline."""
    rules = make_rules("modern" if decline_first else "classic", 2)
    for tried in range(seed, seed + 100):
        state = new_game(rules, seed=tried)
        rng = random.Random(tried)
        declined_at = None if decline_first else 0
        while not state.is_over and (
            declined_at is None or len(state.history) < declined_at + good
        ):
            secret = state.is_secret_phase()
            action = rng.choice(state.legal_actions())
            state.apply(action)
            if declined_at is None and secret and action.text == "decline":
                declined_at = len(state.history)
        if not state.is_over:
            break
    else:
        raise AssertionError("no game to damage")
    legal = {action.text for action in state.legal_actions()}
    bad = next(text for text in ("play 200", "play 100", "play 75", "play 25") if text not in legal)
    path = tmp_path / f"damaged{tried}.json"
    record = record_of("millebornes", rules.to_dict(), [*state.history, bad], seed=tried)
    record.save(path)
    return path


def _printed_log(out: str) -> list[tuple[int, str]]:
    """The numbered lines replay printed: (number, the rest in single spaces)."""
    lines = []
    for line in out.splitlines():
        number, _, rest = line.strip().partition(" ")
        if number.isdigit():
            lines.append((int(number), _flat(rest)))
    return lines


def test_replay_error_names_the_damaged_action_by_the_printed_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The audit's case: line 1 is the deal, so the record's action 6 comes after line 6;
    the error must point there, not say 'action 6' (which the log shows as a discard)."""
    path = _damaged_record(tmp_path, seed=3, good=5, decline_first=False)
    bad = json.loads(path.read_text())["actions"][-1]
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    log = _printed_log(captured.out)
    last, entry = log[-1]
    assert last == 6 and log[0] == (1, "hand 1 dealt")
    assert f"after log line {last} ({entry!r})" in captured.err
    assert f"{bad!r} does not replay" in captured.err
    assert "action 6" not in captured.err


def test_replay_error_tells_no_declined_coup_fourre(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """After a declined coup fourré the record counts one more action than the log shows: the
    error gives no count of the record's actions, only numbers the printout shows."""
    path = _damaged_record(tmp_path, seed=0, good=3, decline_first=True)
    actions = json.loads(path.read_text())["actions"]
    bad = actions[-1]
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    log = _printed_log(captured.out)
    last, entry = log[-1]
    assert f"after log line {last} ({entry!r})" in captured.err
    shown = {str(last), *re.findall(r"\d+", entry), *re.findall(r"\d+", bad)}
    assert str(len(actions)) not in shown  # the record's count would tell of the decline
    err = captured.err.replace(str(path), "FILE")  # the file's name is no count
    assert set(re.findall(r"\d+", err)) <= shown
    assert "decline" not in captured.err and "coup" not in captured.err


def test_replay_hands_error_points_to_the_public_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With --hands nothing is printed before the error: it names the same log line as the
    public view and says to replay without --hands to see it."""
    path = _damaged_record(tmp_path, seed=3, good=5, decline_first=False)
    assert main(["replay", str(path)]) == 2
    public = capsys.readouterr()
    assert main(["replay", "--hands", str(path)]) == 2
    seeing = capsys.readouterr()
    assert seeing.out == ""
    where = public.err[public.err.index("after log line") :]
    assert where.strip() in seeing.err
    assert "without --hands" in seeing.err


def test_replay_prints_a_hands_score_where_the_log_ends_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hand's score came after the next hand's deal in the public log; it belongs right
    after the line saying the hand is over."""
    rules = make_rules("classic", 2)
    state = new_game(rules, seed=5)
    chooser = random.Random(5)
    while len(state.results) < 2 and not state.is_over:
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind.name == "PLAY"]
        state.apply(chooser.choice(plays or legal))
    path = tmp_path / "match.json"
    record_of("millebornes", rules.to_dict(), state.history, seed=state.seed).save(path)
    assert main(["replay", str(path)]) == 0
    lines = [_flat(line) for line in capsys.readouterr().out.splitlines()]
    for hand in (1, 2):
        over = next(i for i, line in enumerate(lines) if f"hand {hand} over" in line)
        assert lines[over + 1] == f"score of hand {hand}", lines[over : over + 3]
    dealt = next(i for i, line in enumerate(lines) if line.endswith("hand 2 dealt"))
    assert dealt > lines.index("score of hand 1")
