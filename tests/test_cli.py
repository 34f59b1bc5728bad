"""The ``roadgames`` command: simulate, replay, rules and tournament, and their errors."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from roadgames.agents.millebornes import HeuristicAgent
from roadgames.cli import main
from roadgames.commands.options import usual_players
from roadgames.commands.play import _players
from roadgames.core.records import record_of
from roadgames.core.registry import get_game
from roadgames.millebornes import MilleBornesState, make_rules, new_game
from roadgames.millebornes.state import RESHUFFLED
from roadgames.rushshift import RushShiftState, rules_text
from roadgames.rushshift import make_rules as make_shift_rules
from roadgames.rushshift import new_game as new_shift_game


def test_rules_prints_every_option_of_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "classic", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "short" in out and "700" in out and "play_out" in out
    assert main(["rules", "modern", "-o", "fast_play=on"]) == 0
    assert "(changed)" in capsys.readouterr().out
    for argv in ([], ["millebornes"]):  # no preset, or the game's name: the classic one
        assert main(["rules", *argv]) == 0
        assert "preset 'classic', 2 players" in capsys.readouterr().out


def test_rules_rushshift_prints_the_published_rules_and_the_choices(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "rushshift", "-o", "games=3", "-o", "turn_limit=80"]) == 0
    out = capsys.readouterr().out
    assert "Published rules" in out and "This project's choices" in out
    assert "after 80 turns is drawn" in out  # the options in force fill the text
    assert "3 (changed)" in out and "80 (changed)" in out
    hand_size = next(line for line in out.splitlines() if "hand_size" in line)
    assert "4" in hand_size and "changed" not in hand_size
    assert main(["rules", "rushshift", "-o", "turn_limit=0"]) == 0
    assert "No turn limit" in capsys.readouterr().out
    assert main(["rules", "rushshift", "-o", "games=0"]) == 2
    assert "games" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["rules", "classic", "--players", "5"], "players: preset 'classic' is played by"),
        (["rules", "modern", "-o", "bogus=1"], "unknown option 'bogus'"),
        (["rules", "modern", "--players", "5", "-o", "teams=on"], "option 'teams'"),
        (["rules", "club", "-o", "max_200s=9"], "option 'max_200s'"),
        (["simulate", "--games", "0"], "--games"),
        (["tournament", "--agents", "heuristic,random", "--deals", "0"], "--deals"),
        (["tournament", "--agents", "heuristic,random", "--jobs", "-1"], "--jobs must be"),
        (["tournament", "--agents", "heuristic,random", "--jobs", "300"], "--jobs must be"),
        (["play", "--players", "1"], "players must be an integer from 2 to 6, not 1"),
        (["rules", "classic", "-o", "players=3"], "--players N"),
        (["simulate", "--games", "2", "-o", "Players=3"], "--players N"),
        (["play", "-o", "players=3"], "--players N"),
        (["play", "rushshift", "-o", "players=3"], "--players N"),
        (["play", "rushshift", "--preset", "modern"], "--preset is for Mille Bornes"),
        (["play", "--seats", "human,nobody"], "unknown player 'nobody'"),
        (["play", "--seats", "human,expert,medium", "--players", "2"], "3 players named"),
    ],
)
def test_bad_options_give_a_clear_error(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


SHIFT_TAKES = "Rush Hour Shift has one set of rules, changed with -o NAME=VALUE (setup, "


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "rushshift"],
        ["simulate", "rushshift", "--games", "1"],
        ["tournament", "--game", "rushshift", "--agents", "greedy,random", "--deals", "1"],
    ],
)
def test_every_command_refuses_a_preset_for_rush_hour_shift_alike(
    argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Mille Bornes preset, or Rush Hour Shift's own ``standard`` (which a tournament's
    title names), is refused, saying what the game takes instead."""
    out = tmp_path / "out"
    if argv[0] == "tournament":
        argv = [*argv, "--out", str(out)]
    assert main([*argv, "--preset", "modern"]) == 2
    assert f"--preset is for Mille Bornes; {SHIFT_TAKES}" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_info:
        main([*argv, "--preset", "standard"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "argument --preset: --preset names a Mille Bornes preset (classic, " in err
    assert "Rush Hour Shift has one set of rules, 'standard', taken without --preset" in err
    assert not out.exists()


def test_an_unknown_preset_names_the_presets(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["simulate"], ["tournament", "--agents", "random,easy"]):
        with pytest.raises(SystemExit):
            main([*argv, "--preset", "clasic"])
        err = capsys.readouterr().err
        assert "unknown preset 'clasic'; Mille Bornes' presets are classic, modern" in err
        assert "Rush Hour Shift" not in err  # a typo of a Mille Bornes preset
    assert main(["simulate", "--preset", "MODERN", "--games", "1", "--jobs", "1"]) == 0


@pytest.mark.parametrize("game", ["classic", "rushshift"])
def test_an_unknown_option_lists_only_those_o_can_set(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rules", game, "-o", "bogus=1"]) == 2
    listed = capsys.readouterr().err.split("options are: ")[1]
    assert "players" not in listed  # the seats are --players N
    assert "target" in listed if game == "classic" else "turn_limit" in listed
    assert "deck" in listed if game == "classic" else "deck" not in listed


def test_a_rush_hour_shift_deck_is_not_an_o_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "rushshift", "-o", "deck=x"]) == 2
    assert "-o cannot" in capsys.readouterr().err


def test_simulate_summarises_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["simulate", "--preset", "club", "--players", "4", "--games", "5", "--seed", "7"]) == 0
    )
    out = capsys.readouterr().out
    assert "5 games (random)" in out
    assert "hands played" in out and "By seat" in out and "Where the points come from" in out


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    def tables() -> list[str]:  # not the progress line, which says how long it took
        main(["simulate", "--preset", "modern", "--games", "3", "--seed", "11"])
        lines = capsys.readouterr().out.splitlines()
        return [line for line in lines if not line.startswith("played ")]

    first = tables()
    assert any("hands played" in line for line in first)
    assert first == tables()


def _random_record(
    tmp_path: Path, game: str, state: MilleBornesState | RushShiftState, seed: int
) -> Path:
    """``state`` played to its end by random moves (seeded), saved as a record."""
    rng = random.Random(seed)
    while not state.is_over:
        legal: list[Any] = state.legal_actions()
        state.apply(rng.choice(legal))
    path = tmp_path / "game.json"
    record_of(game, state.rules.to_dict(), state.history, seed=seed).save(path)
    return path


def _played_record(tmp_path: Path) -> Path:
    return _random_record(tmp_path, "millebornes", new_game(make_rules("modern", 2), seed=3), 3)


def test_replay_prints_each_action_and_the_score_sheet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _played_record(tmp_path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    actions = json.loads(path.read_text())["actions"]
    assert f"{len(actions):5d}  seat" in out
    assert "hand 1 over" in out and "Distance" in out


def _heuristic_club_hand(tmp_path: Path) -> Path:
    """A club hand (four seats, long names) whose winners score five kinds of points."""
    rules = make_rules("club", 4, match_target=0)
    state = new_game(rules, seed=0)
    agents = [HeuristicAgent(seat) for seat in range(4)]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        state.apply(agents[seat].decide(state.view(seat), state.legal_actions()).action)
    record = record_of("millebornes", rules.to_dict(), state.history, seed=0)
    record.meta = {"names": ["Alexandra", "Bartholomew", "Dominique de Villepin", "Eve"]}
    path = tmp_path / "club.json"
    record.save(path)
    return path


@pytest.mark.parametrize("hands", [[], ["--hands"]])
def test_replay_reads_well_at_80_columns_and_wider_as_before(
    hands: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A score line, a hand held or a long action wraps between its parts ("Trip
    completed 400" whole), under the first part; on a wide terminal it is one line."""
    path = _heuristic_club_hand(tmp_path)
    score = "Distance 1000, Safeties 200, Coups fourrés 600, Trip completed 400, Shutout 500"
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["replay", *hands, str(path)]) == 0
    wide = capsys.readouterr().out.splitlines()
    assert f"   team 1:  2700  ({score})" in wide
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["replay", *hands, str(path)]) == 0
    narrow = capsys.readouterr().out.splitlines()
    assert max(map(len, narrow)) <= 80
    at = narrow.index("   team 1:  2700  (Distance 1000, Safeties 200, Coups fourrés 600,")
    assert narrow[at + 1] == " " * 19 + "Trip completed 400, Shutout 500)"
    assert len(narrow) > len(wide)  # some log lines wrapped too
    for line in narrow:  # and each where a part ends: a card or an action stays whole
        if line.startswith(" " * 20):
            assert line.split()[0].isupper() or line.split()[0][0].isdigit(), line
    flat = [" ".join(line.split()) for line in wide]
    assert " ".join(" ".join(narrow).split()) == " ".join(flat)  # nothing lost or moved


def test_replay_refuses_a_tampered_record_with_the_action_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _played_record(tmp_path)
    data = json.loads(path.read_text())
    data["actions"][4] = "play 200 > 1"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    # the record's action 5 comes after the deal and four actions: line 5 of the log printed
    assert "after log line 5 (" in err and "action 'play 200 > 1' does not replay" in err


def test_replay_of_a_missing_or_damaged_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["replay", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def _record_with_a_declined_coup_fourre(tmp_path: Path, finish: bool) -> Path:
    """A random modern game in which a seat declined a coup fourré (so it held the safety),
    played to its end or stopped just after that."""
    rules = make_rules("modern", 2)
    for seed in range(100):
        state = new_game(rules, seed=seed)
        rng = random.Random(seed)
        declined = False
        while not state.is_over and not (declined and not finish):
            secret = state.is_secret_phase()
            action = rng.choice(state.legal_actions())
            declined = declined or (secret and action.text == "decline")
            state.apply(action)
        if declined:
            path = tmp_path / f"game{seed}.json"
            record_of("millebornes", rules.to_dict(), state.history, seed=seed).save(path)
            return path
    raise AssertionError("no game declined a coup fourré")


def test_replay_shows_the_public_log_unless_asked_for_every_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The public view never tells that a seat declined a coup fourré (it would show it held
    the safety) nor shows a hand; the all-seeing view of a finished game shows both."""
    path = _record_with_a_declined_coup_fourre(tmp_path, finish=True)
    assert main(["replay", str(path)]) == 0
    public = capsys.readouterr().out
    assert "public view" in public and "hand 1 over" in public
    assert "decline" not in public and "holds" not in public
    numbers = [int(line.split()[0]) for line in public.splitlines() if line[:5].strip().isdigit()]
    assert numbers == list(range(1, len(numbers) + 1))  # no gap where the decline was
    assert main(["replay", "--hands", str(path)]) == 0
    seeing = capsys.readouterr().out
    assert "all-seeing view" in seeing and "decline" in seeing and "holds" in seeing


def test_replay_refuses_every_card_of_a_game_still_going(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _record_with_a_declined_coup_fourre(tmp_path, finish=False)
    assert main(["replay", "--hands", str(path)]) == 2
    captured = capsys.readouterr()
    assert "not over" in captured.err and "holds" not in captured.out
    assert main(["replay", str(path)]) == 0
    assert "game not over" in capsys.readouterr().out


def test_a_damaged_record_does_not_tell_of_a_private_question(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record cut where a coup fourré was asked, with a foreign action put there: the
    public view's error names the action but not the pending question."""
    path = _record_with_a_declined_coup_fourre(tmp_path, finish=False)
    data = json.loads(path.read_text())
    data["actions"][-1] = "play 25"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "the record's action 'play 25' does not replay: 'play 25'" in err
    assert f"action {len(data['actions'])}" not in err  # a count that tells of the decline
    assert "coup" not in err and "phase" not in err


def test_replay_of_a_file_that_is_not_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "not UTF-8" in err and "Traceback" not in err


def test_tournament_checks_its_output_folder_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    argv = ["tournament", "--agents", "heuristic,random", "--deals", "1", "--out"]
    assert main([*argv, str(blocker / "results")]) == 2
    captured = capsys.readouterr()
    assert "cannot write the results" in captured.err and "Traceback" not in captured.err
    for flag in ("--out", "--baseline"):  # a file where a folder is wanted
        assert main([*argv[:-1], flag, str(blocker)]) == 2
        assert "a-file is a file: name a folder" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # nothing at all: an argument error
        main([*argv, ""])
    assert "--out: name a folder" in capsys.readouterr().err
    assert sorted(path.name for path in tmp_path.iterdir()) == ["a-file"]
    assert "heuristic" not in captured.out  # refused before any game was played
    assert main([*argv, str(tmp_path / "new" / "folder")]) == 0  # made, parents too
    assert (tmp_path / "new" / "folder" / "games.csv").exists()


def test_play_counts_the_seats_it_is_given() -> None:
    assert _players(None, [], 2) == 2
    assert _players(None, [], usual_players("millebornes", "club")) == 4  # as the club plays
    assert _players(None, ["human", "expert", "medium"], 2) == 3
    assert _players(4, ["human", "expert"], 2) == 4  # --players wins; the rest get defaults


def test_the_club_preset_seats_four_in_partnerships_unless_told(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "club"]) == 0
    assert "preset 'club', 4 players" in capsys.readouterr().out
    assert main(["rules", "club", "--players", "3"]) == 0
    assert "preset 'club', 3 players" in capsys.readouterr().out
    assert main(["rules", "club", "--players", "0"]) == 2  # given, if wrongly: refused
    assert main(["simulate", "--preset", "club", "--games", "2", "--jobs", "1"]) == 0
    assert "4 players in teams" in capsys.readouterr().out


def test_an_option_is_never_guessed_from_a_prefix(capsys: pytest.CaptureFixture[str]) -> None:
    """argparse would take ``--gam`` for ``simulate --games``."""
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--gam=5"])
    assert exit_info.value.code == 2
    assert "unrecognized arguments: --gam=5" in capsys.readouterr().err


def test_replay_names_the_players_as_the_record_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _record_with_a_declined_coup_fourre(tmp_path, finish=True)
    data = json.loads(path.read_text())
    data["meta"] = {"names": ["Ann", "[b]Bob\\"]}
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "seat 0 (Ann)" in out and "seat 1 ([b]Bob\\)" in out and "game over" in out
    assert "won by: seat" in out or "result: a draw" in out


def test_replay_of_a_record_with_a_number_too_long_to_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "huge.json"
    path.write_text('{"seed": ' + "9" * 5000 + "}")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "is not a game record" in err and "Traceback" not in err


def test_public_replay_holds_back_a_reshuffle_that_would_tell_of_a_question(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A record cut just after an attack that nobody could answer, where the next seat's
    draw reshuffled the discards at once: had a question been put, the reshuffle would
    not have come yet, so the public view does not show it yet either."""
    rules = make_rules("classic", 2, empty_draw_pile="reshuffle")
    for seed in range(400):
        state, rng = new_game(rules, seed=seed), random.Random(seed)
        while not state.is_over:
            action, before = rng.choice(state.legal_actions()), len(state.log)
            state.apply(action)
            if action.target is not None and state.log[before + 1 :] == [(-1, RESHUFFLED)]:
                path = tmp_path / "cut.json"
                record_of("millebornes", rules.to_dict(), state.history, seed=seed).save(path)
                assert main(["replay", str(path)]) == 0
                lines = capsys.readouterr().out.splitlines()
                log = [line for line in lines if line[:5].strip().isdigit()]
                assert log[-1].endswith(str(action)) and "reshuffled" not in log[-1]
                return
    raise AssertionError("no attack was followed at once by a reshuffle")


def test_replay_prints_nothing_of_a_record_that_cannot_start(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _played_record(tmp_path)
    data = json.loads(path.read_text())
    data["game"] = "chess"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "unknown game 'chess'" in captured.err


def test_replay_names_the_file_that_is_not_a_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "list.json"
    path.write_text("[]")
    assert main(["replay", str(path)]) == 2
    assert f"roadgames: error: {path}: a record must be a JSON object" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exit_info:
        main(["replay", ""])
    assert exit_info.value.code == 2
    assert "argument file: name a record file" in capsys.readouterr().err


def test_replay_refuses_a_record_that_keeps_no_seed_nor_decks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Its cards would be dealt afresh each time: the actions could not be followed, and
    the public view and the all-seeing one would tell of different deals."""
    path = _played_record(tmp_path)
    data = json.loads(path.read_text())
    data["seed"] = None
    path.write_text(json.dumps(data))
    for argv in (["replay", str(path)], ["replay", "--hands", str(path)]):
        assert main(argv) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert f"{path}: the record keeps neither the seed nor the decks" in captured.err


def test_replay_names_rush_hour_shift_seats_gold_and_silver(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    spec = get_game("rushshift")
    rules = spec.rules_from_options(None, 2, turn_limit=6)
    state, rng = spec.new_state(rules, seed=4), random.Random(4)
    actions = []
    while not state.is_over:
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    record = record_of("rushshift", spec.rules_to_dict(rules), actions, seed=4)
    record.meta = {"names": ["Ann", ""]}
    path = tmp_path / "rush.json"
    record.save(path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "  gold (Ann)  play " in out and "  silver      play " in out  # lined up
    assert "seat 0" not in out and "seat 1" not in out


def test_rules_rushshift_says_what_each_option_means(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "rushshift"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for name, meaning in (
        ("setup", "the board"),
        ("hand_size", "cards in each hand"),
        ("games", "games in a match"),
        ("first_player", "who starts"),
        ("turn_limit", "turns after which"),
    ):
        row = next(line for line in lines if line.startswith(f"│ {name} "))
        assert meaning in row, (name, row)


def test_rules_rushshift_in_french_by_flag_or_locale(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C")
    assert main(["rules", "rushshift", "--lang", "fr"]) == 0
    assert "Règles publiées" in capsys.readouterr().out
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["rules", "rushshift"]) == 0
    assert "Règles publiées" in capsys.readouterr().out
    assert main(["rules", "rushshift", "--lang", "tl"]) == 0
    assert "Mga nalathalang panuntunan" in capsys.readouterr().out
    assert main(["rules", "classic", "--lang", "fr"]) == 0  # as the rules screen says them
    assert "Règles en vigueur" in capsys.readouterr().out


def test_rules_rushshift_says_the_hand_size_in_force(capsys: pytest.CaptureFixture[str]) -> None:
    """The published rules deal 4 cards; a game dealt more or fewer says so where they do."""
    expected = {
        ("4", "en"): ("each holds 4 cards.", "4 cards in hand"),
        ("4", "fr"): ("chacun a 4 cartes en main.", "4 cartes en main"),
        ("6", "en"): ("each holds 4 cards (here 6: the hand_size option).", "6 cards in hand"),
        ("6", "fr"): ("chacun a 4 cartes en main (ici 6 : l'option hand_size).", "6 cartes en"),
        ("1", "en"): ("each holds 4 cards (here 1: the hand_size option).", "1 card in hand"),
        ("1", "fr"): ("chacun a 4 cartes en main (ici 1 : l'option hand_size).", "1 carte en"),
    }
    for (size, lang), (published, header) in expected.items():
        assert main(["rules", "rushshift", "-o", f"hand_size={size}", "--lang", lang]) == 0
        out = " ".join(capsys.readouterr().out.split())  # however it wraps
        assert published in out and header in out, (size, lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rules_rushshift_reads_well_at_80_columns_and_wider_as_written(
    lang: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The rules are written to 92 columns: a narrower terminal gets each rule filled to its
    width (a card's count by its name, no French ':' starting a line), a wider one the
    text as written."""
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["rules", "rushshift", "--lang", lang]) == 0
    wide = capsys.readouterr().out
    assert wide.startswith(rules_text(make_shift_rules(), lang))
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["rules", "rushshift", "--lang", lang]) == 0
    narrow = capsys.readouterr().out
    lines = narrow.splitlines()
    assert max(map(len, lines)) <= 80
    assert len(lines) > len(wide.splitlines())
    for line in lines:
        assert not line.lstrip().startswith((":", ";", "×")), line
        assert not line.startswith("   ") or line.startswith("    ") or "│" in line, line
    deck = {"en": "MOVE & SHIFT 2 ×3", "fr": "DÉPLACEMENT ET DÉCALAGE 2 ×3"}[lang]
    assert deck in " ".join(narrow.split())
    prose = narrow[: narrow.index("Options")]
    assert " ".join(prose.split()) == " ".join(wide[: wide.index("Options")].split())


def test_replay_hands_of_a_seat_holding_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Rush Hour Shift with one card in hand: after playing it a seat holds none until it
    draws; the all-seeing replay says so (it crashed on the empty hand)."""
    state = new_shift_game(make_shift_rules(hand_size=1, turn_limit=6), seed=2)
    path = _random_record(tmp_path, "rushshift", state, 2)
    assert main(["replay", "--hands", str(path)]) == 0
    out = capsys.readouterr().out
    assert "holds nothing" in out


def test_rules_takes_a_preset_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "Modern"]) == 0
    assert "preset 'modern'" in capsys.readouterr().out
    assert main(["rules", "RushShift"]) == 0
    assert capsys.readouterr().out.startswith("Rush Hour Shift")


def test_a_tournament_of_one_deal_says_deal(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--agents", "random,easy", "--deals", "1", "--jobs", "1"]
    assert main(argv) == 0
    assert "1 duplicate deal, 2 games" in capsys.readouterr().out


def test_an_option_value_in_other_digits_is_refused_as_bad_input(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``-o target=²``: isdigit() accepts "²", int() refuses it; it gave a traceback."""
    assert main(["simulate", "--games", "1", "-o", "target=²"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "target" in err


def test_play_refuses_a_negative_seed(capsys: pytest.CaptureFixture[str]) -> None:
    """Python's generator drops a seed's sign, so ``--seed -5`` would deal ``--seed 5``'s
    game under another number: refused, before any screen, saying so."""
    with pytest.raises(SystemExit) as exit_info:
        main(["play", "--seed", "-5"])
    assert exit_info.value.code == 2
    assert "-5 is negative: seeds are whole numbers from 0 (5 deals the same game)" in (
        capsys.readouterr().err
    )
