"""Property tests of game records and saves as files (session 43): a record of any game,
finished or not (Mille Bornes matches of several hands, dealt from a seed or from stacked
decks; Rush Hour Shift matches of several games), written to a file and read back, is the
same record and replays to the same state; and a save damaged in any one way (cut short,
an action changed or dropped, a field of the rules or of the record given another value)
is either refused with a ``RoadgamesError`` that, as ``roadgames play --resume`` words it,
names the file, or is a game that replays, resumed as its file says; either way the file
is left byte for byte as it was, and a new game saved at its path keeps it beside.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from roadgames.cli import main
from roadgames.commands.play_saves import load_session
from roadgames.commands.resume_words import cannot_resume
from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.core.records import GameRecord, read_save, set_aside_other_game
from roadgames.millebornes import make_rules
from roadgames.millebornes.rules import PRESETS, preset_players
from roadgames.millebornes.stacking import stacked_deck
from roadgames.rushshift import make_rules as rush_rules
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession

AnySession = GameSession | RushSession

seeds = st.integers(0, 2**32 - 1)
#: The most actions a game is played for here (the matches drawn end well before).
MAX_ACTIONS = 6_000
ENGLISH = Translator("en")


def scaled(fraction: float) -> Callable[[Any], Any]:
    """Settings with a share of the active profile's examples (so ``ci`` scales them too)."""
    return settings(max_examples=max(5, int(settings().max_examples * fraction)))


# ------------------------------------------------------------------ strategies


@st.composite
def mille_sessions(draw: st.DrawFn) -> GameSession:
    """A Mille Bornes game of people at one table: any preset and seat count, short trips,
    a match of one hand or several, dealt from a seed or (some hands) from stacked decks."""
    preset = draw(st.sampled_from(PRESETS))
    players = draw(st.sampled_from(preset_players(preset)))
    target = draw(st.sampled_from((300, 700, 1000)))
    scoring = draw(st.sampled_from(("classic", "modern", "leaflet")))
    rules = make_rules(
        preset,
        players,
        target=target,
        extension=target < 1000 and draw(st.booleans()),
        scoring=scoring,
        match_target=0 if scoring == "modern" else draw(st.sampled_from((0, 800, 1500))),
        fast_play=draw(st.booleans()),
        empty_draw_pile=draw(st.sampled_from(("play_out", "reshuffle", "stop"))),
    )
    seed = draw(seeds)
    decks: list[list[str]] | None = None
    if draw(st.booleans()):
        shuffler = random.Random(draw(seeds))
        decks = []
        for _ in range(draw(st.integers(1, 3))):
            deck = [card.code for card in stacked_deck(rules)]
            shuffler.shuffle(deck)
            decks.append(deck)
    return GameSession.new(rules, [PERSON] * players, seed=seed, decks=decks)


@st.composite
def rush_sessions(draw: st.DrawFn) -> RushSession:
    """A Rush Hour Shift match of two people: one to three short games."""
    rules = rush_rules(
        setup=draw(st.sampled_from([str(n) for n in range(1, 11)] + ["random"])),
        games=draw(st.integers(1, 3)),
        turn_limit=draw(st.sampled_from((8, 16, 30))),
        move_exact=draw(st.booleans()),
    )
    return RushSession.new(rules, [PERSON, PERSON], seed=draw(seeds))


sessions = st.one_of(mille_sessions(), rush_sessions())


def run(argv: list[str]) -> tuple[int, str, str]:
    """``roadgames ARGV``'s status, standard output and standard error."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def refused_in_one_line(argv: list[str], path: Path) -> None:
    """``roadgames ARGV`` refuses the file at ``path``: status 2, one line on the standard
    error naming it, no traceback."""
    status, _, err = run(argv)
    assert status == 2, err
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert str(path) in err and "Traceback" not in err


def play(session: AnySession, choices: int, actions: int) -> None:
    """Play ``actions`` random legal actions (fewer where the match ends first); ``-1``:
    to the end of the match."""
    rng = random.Random(choices)
    table: Any = session  # either game's session: the same calls, on its own actions
    limit = MAX_ACTIONS if actions < 0 else actions
    while len(table.state.history) < limit:
        seat = table.state.to_move
        if seat is None:
            return
        table.apply(seat, rng.choice(table.state.legal_actions()))
    assert actions >= 0 or table.state.is_over


points = st.one_of(st.integers(0, 300), st.just(-1))

json_values: st.SearchStrategy[Any] = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=6,
)


# ------------------------------------------------------------------ records as files


@scaled(1.0)
@given(session=sessions, choices=seeds, actions=points)
def test_a_record_written_to_a_file_reads_back_and_replays_to_the_same_state(
    tmp_path_factory: pytest.TempPathFactory, session: AnySession, choices: int, actions: int
) -> None:
    """A record of a game at any point (not begun, mid-way, between hands or games of a
    match, over), saved to a file and loaded, is the same record, replays action by action
    to the same state, is read as a save of a game to carry on exactly where the game is
    not over, and continues into the record of the same game played further."""
    play(session, choices, actions)
    state = session.state
    event(f"over: {state.is_over}; results: {min(len(state.results), 3)}")
    event(f"stacked: {session.decks is not None}")
    record = session.record()
    path = tmp_path_factory.mktemp("record") / "game.json"
    record.save(path)
    loaded = GameRecord.load(path)
    assert loaded == record and loaded.source == str(path)
    count = 0
    for number, text, _ in loaded.states():
        assert text == str(state.history[number - 1])
        count = number
    assert count == len(state.history)
    assert loaded.replay() == state
    read = read_save(path)
    assert read.record == record and read.problem is None
    assert read.unfinished == (not state.is_over) and read.over == state.is_over
    assert not read.cannot_carry_on
    if not state.is_over:
        play(session, choices + 1, len(state.history) + 20)
        assert loaded.continues_into(session.record())
        assert not session.record().continues_into(loaded) or session.record() == loaded


# ------------------------------------------------------------------ damaged saves


@st.composite
def damaged(draw: st.DrawFn, text: str) -> tuple[str, str]:
    """``text`` (a save) damaged in one way, with a word for the way."""
    data = json.loads(text)
    how = draw(st.sampled_from(("cut", "action", "dropped", "rules", "field", "meta")))
    if how == "cut":
        end = text.rindex("}")
        return how, text[: draw(st.integers(0, end - 1))]
    actions: list[str] = data["actions"]
    if how in ("action", "dropped") and actions:
        where = draw(st.integers(0, len(actions) - 1))
        if how == "dropped":
            del actions[where]
        else:
            actions[where] = draw(
                st.sampled_from(actions) | st.text(max_size=12) | st.just(actions[where] + " 1")
            )
    elif how == "rules":
        known = st.sampled_from(sorted(data["rules"]))
        key = draw(st.one_of(known, known, known, st.text(max_size=6)))
        if draw(st.booleans()):
            data["rules"].pop(key, None)
        else:
            data["rules"][key] = draw(json_values)
    elif how == "meta":
        key = draw(st.sampled_from(("names", "results_seen", "lang", "app")))
        data["meta"][key] = draw(json_values)
    else:
        how = "field"
        key = draw(st.sampled_from([*sorted(data), "decks"]))
        if draw(st.booleans()):
            data.pop(key, None)
        else:
            data[key] = draw(json_values | st.sampled_from(("millebornes", "rushshift")))
    return how, json.dumps(data, indent=1)


@scaled(2.0)
@given(session=sessions, choices=seeds, actions=points, data=st.data())
def test_a_damaged_save_is_refused_naming_the_file_or_resumed_as_it_reads(
    tmp_path_factory: pytest.TempPathFactory,
    session: AnySession,
    choices: int,
    actions: int,
    data: st.DataObject,
) -> None:
    """A save damaged in one way is, by ``load_session`` (what ``roadgames play --resume
    FILE`` runs), refused with a ``RoadgamesError`` (never another exception) whose message,
    as the command words it, names the file; or, where what is left is a game that
    replays, resumed as the record the file holds (one not begun and left without its
    deal dealt afresh, as documented). Replaying it as ``roadgames replay``
    does refuses it only with a ``RecordError`` naming the file. The file is left as it was,
    and a new game saved at its path sets it aside whole rather than overwrite it."""
    play(session, choices, actions)
    folder = tmp_path_factory.mktemp("damaged")
    path = session.save(folder / "game.json")
    how, text = data.draw(damaged(path.read_text(encoding="utf-8")))
    path.write_text(text, encoding="utf-8")
    before = path.read_bytes()
    try:
        resumed = load_session(path)
    except RoadgamesError as exc:
        event(f"{how}: refused")
        assert str(path) in cannot_resume(exc, path, ENGLISH)
        resumed = None
    else:
        event(f"{how}: resumed")
    assert path.read_bytes() == before
    if resumed is None:  # what the command says (it would open the table otherwise)
        refused_in_one_line(["play", "--resume", str(path)], path)
    try:
        loaded = GameRecord.load(path)
        replayed = loaded.replay()
    except RecordError as exc:
        assert str(path) in str(exc)
        assert resumed is None, "a resumed game replays"
        assert read_save(path).cannot_carry_on
        refused_in_one_line(["replay", str(path)], path)
    else:
        if resumed is not None and loaded.chance_seed is None:
            # a game not begun kept without its deal (its seed taken out) is dealt when
            # it is resumed, for good (GameRecord): the game saved from then on
            assert not loaded.actions and resumed.record().replay() == resumed.state
        elif resumed is not None:
            assert resumed.state == replayed
        assert run(["replay", str(path)])[0] == 0
    assert path.read_bytes() == before
    if resumed is None and before:  # an empty file holds nothing to keep
        table: Any = session  # either game's session: the same calls
        other = type(session).new(table.rules, session.players, seed=session.seed + 1)
        kept = set_aside_other_game(path, other.record(), finished_too=True)
        assert kept is not None and kept.read_bytes() == before
        assert not path.exists()
