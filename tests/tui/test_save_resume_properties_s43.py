"""Property tests of saving and resuming a terminal game (session 43): a game saved at any
point and read back through the code ``roadgames play --resume`` runs
(:func:`~roadgames.commands.play_saves.load_session`) is the same game, and plays on
exactly as the unbroken one would have.

Games are drawn over the Mille Bornes presets and options (matches of several hands among
them) and Rush Hour Shift's set-ups and matches of several games, with seats of people and
of computer players, seat names, the table's language and the results it had shown. They
are played as the table plays them: a computer seat's move asked of
:meth:`~roadgames.tui.session_base.SessionBase.decide` and applied with
:meth:`~roadgames.tui.session_base.SessionBase.apply_computer`, a person's chosen at random
from their view by a generator seeded with the point of the game (so that the unbroken and
the resumed game make the same choice). They are left after a random number of actions,
then further on to a private question (coup fourré, fast remedy), a question of the
extension, the end of a hand of a match or the end of the match.

The promise pinned (``SeatedSession.agent_at``, README "Computer players"): a computer
player's generator is seeded from the game's seed, its seat and the actions so far, so a
resumed game goes on as the unbroken one would have, the computers' own choices included.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from roadgames.commands.play_saves import load_session
from roadgames.millebornes import Rules, make_rules
from roadgames.millebornes.determinize import sample_world
from roadgames.millebornes.rules import PRESETS, preset_players
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import PHASE_NAMES
from roadgames.rushshift import make_rules as rush_rules
from roadgames.rushshift.rules import Rules as RushRules
from roadgames.rushshift.state import PHASE_NAMES as RUSH_PHASE_NAMES
from roadgames.rushshift.worlds import sample_world as rush_sample_world
from roadgames.tui.i18n import UI_LANGUAGES
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.session_base import MOVES_MADE_AGAIN

#: The computer players seated at a Mille Bornes table here (the search players, whose
#: decisions take a tenth of a second each, would make the property slow).
MILLE_COMPUTERS = ("random", "easy", "heuristic", "medium")
#: The same for Rush Hour Shift.
RUSH_COMPUTERS = ("random", "greedy")
#: The most actions a game is played on after it is resumed (a match ends well before).
MAX_ACTIONS = 6_000
#: How often (in actions) the two games' whole states are compared as they are played on
#: (each move is compared every time: the same states and moves give the same states).
CHECK_EVERY = 25
#: Where the game is left, past the random number of actions first played.
WHERE = ("anywhere", "question", "hand_end", "end")
#: The phases "question" stops at: Mille Bornes' questions put to one seat, and Rush Hour
#: Shift's turn under way (a card played, its steps being taken).
QUESTIONS = {"coup_fourre", "fast_remedy", "extension", "redraw", "act"}
#: The keys a save of ``roadgames play`` holds (README, "Records": the rules, seed or
#: decks, actions in notation, the seats' kinds and names, how many results the table had
#: shown and the language), and those of its ``meta``.
SAVE_KEYS = {"format", "game", "rules", "seed", "actions", "rules_revision", "players", "meta"}
META_KEYS = {"names", "app", "results_seen", "lang"}

AnySession = GameSession | RushSession

seeds = st.integers(0, 2**32 - 1)


def scaled(fraction: float) -> Callable[[Any], Any]:
    """Settings with a share of the active profile's examples (so ``ci`` scales them too)."""
    return settings(max_examples=max(5, int(settings().max_examples * fraction)))


# ------------------------------------------------------------------ strategies


@st.composite
def mille_rules(draw: st.DrawFn) -> Rules:
    """A preset, a seat count it allows, partnerships where allowed, and some options;
    trips and matches kept short enough that a match of several hands ends in a few
    thousand actions."""
    preset = draw(st.sampled_from(PRESETS))
    players = draw(st.sampled_from(preset_players(preset)))
    options: dict[str, Any] = {}
    if players in (4, 6):
        options["teams"] = draw(st.booleans())
    for name in ("fast_play", "draw_from_discard", "hazard_on_hazard", "discard_any_time"):
        if draw(st.booleans()):
            options[name] = draw(st.booleans())
    if draw(st.booleans()):
        options["empty_draw_pile"] = draw(st.sampled_from(("play_out", "reshuffle", "stop")))
    options["target"] = target = draw(st.sampled_from((300, 700, 1000)))
    options["extension"] = target < 1000 and draw(st.booleans())
    options["scoring"] = scoring = draw(st.sampled_from(("classic", "modern", "leaflet")))
    options["match_target"] = 0 if scoring == "modern" else draw(st.sampled_from((0, 800, 1500)))
    return make_rules(preset, players, **options)


@st.composite
def rush_rules_drawn(draw: st.DrawFn) -> RushRules:
    """A set-up (a printed one or ``random``), a match of one to three games, each short."""
    setup = draw(st.sampled_from([str(n) for n in range(1, 11)] + ["random"]))
    return rush_rules(
        setup=setup,
        games=draw(st.integers(1, 3)),
        turn_limit=draw(st.sampled_from((8, 16, 30))),
        move_exact=draw(st.booleans()),
        first_player=draw(st.integers(0, 1)),
    )


def kinds_for(draw: st.DrawFn, seats: int, computers: tuple[str, ...]) -> list[str]:
    """Each seat a person or one of ``computers``."""
    return [draw(st.sampled_from((PERSON, *computers))) for _ in range(seats)]


names_drawn = st.lists(st.text(st.characters(codec="utf-8"), max_size=6), max_size=6)


@st.composite
def mille_sessions(draw: st.DrawFn) -> GameSession:
    """A new Mille Bornes game at a terminal table, dealt from a seed or stacked decks."""
    rules = draw(mille_rules())
    kinds = kinds_for(draw, rules.players, MILLE_COMPUTERS)
    decks: list[list[str]] | None = None
    if draw(st.booleans()):  # some hands dealt from stacked decks, the rest from the seed
        shuffler = random.Random(draw(seeds))
        decks = [
            [card.code for card in stacked_deck(rules)] for _ in range(draw(st.integers(1, 3)))
        ]
        for deck in decks:
            shuffler.shuffle(deck)
    names = draw(names_drawn)
    session = GameSession.new(rules, kinds, names=names, seed=draw(seeds), decks=decks)
    session.lang = draw(st.sampled_from((None, *UI_LANGUAGES)))
    return session


@st.composite
def rush_sessions(draw: st.DrawFn) -> RushSession:
    """A new Rush Hour Shift match at a terminal table."""
    rules = draw(rush_rules_drawn())
    kinds = kinds_for(draw, 2, RUSH_COMPUTERS)
    session = RushSession.new(rules, kinds, names=draw(names_drawn), seed=draw(seeds))
    session.lang = draw(st.sampled_from((None, *UI_LANGUAGES)))
    return session


# ------------------------------------------------------------------ playing


def step(session: AnySession, choices: int) -> str | None:
    """One move as the table makes it (see the module), returned in notation; ``None``
    once the match is over."""
    table: Any = session  # either game's session: the same calls, on its own actions
    turn = table.computer_turn()
    made = len(table.state.history)
    if turn is not None:
        seat, view = turn
        action = table.decide(seat, view).action
        assert table.apply_computer(seat, action, made)
        return str(action)
    seat_to_move = table.state.to_move
    if seat_to_move is None:
        return None
    legal = list(table.view(seat_to_move).legal_actions)
    assert legal, "a person to move has something to do"
    chosen = random.Random(choices * 1_000_003 + made).choice(legal)
    table.apply(seat_to_move, chosen)
    return str(chosen)


def phase_of(session: AnySession) -> str:
    """The engine's phase, as a word."""
    name: str = session.state.phase_name
    return name


def play_to(session: AnySession, choices: int, actions: int, where: str) -> None:
    """Play ``actions`` actions (fewer where the match ends), then on to ``where``."""
    while len(session.state.history) < actions and step(session, choices) is not None:
        pass
    results = len(session.state.results)
    while not session.state.is_over:
        if where == "anywhere":
            return
        if where == "question" and phase_of(session) in QUESTIONS:
            return
        if where == "hand_end" and len(session.state.results) > results:
            return
        step(session, choices)


def check_same_table(resumed: AnySession, session: AnySession) -> None:
    """The resumed session is the saved one: the same state, seats, names, language and
    results shown, every seat seeing the same thing and offered the same actions."""
    assert resumed.state == session.state
    assert resumed.state.history == session.state.history
    assert (resumed.players, resumed.names, resumed.seed) == (
        session.players,
        session.names,
        session.seed,
    )
    assert (resumed.decks, resumed.lang) == (session.decks, session.lang)
    assert resumed.results_seen == session.results_seen
    assert resumed.resumed_over == session.state.is_over
    assert not resumed.people_moved
    assert resumed.to_move == session.to_move
    for seat in range(len(session.players)):
        view = session.view(seat)
        again = resumed.view(seat)
        assert again == view
        assert again.to_dict() == view.to_dict()
        assert list(again.legal_actions) == list(view.legal_actions)
    assert resumed.record() == session.record()


def play_on_alike(resumed: AnySession, session: AnySession, choices: int) -> None:
    """Both games played on to the end: the same move each time, the same state after."""
    for number in range(MAX_ACTIONS):
        move = step(session, choices)
        assert step(resumed, choices) == move
        if number % CHECK_EVERY == 0:
            assert resumed.state == session.state
        if move is None:
            break
    assert resumed.state == session.state
    assert session.state.is_over, "the match ends"
    assert resumed.record() == session.record()


def save_and_resume(session: AnySession, tmp: Path) -> AnySession:
    """The game saved to a file and read back as ``roadgames play --resume FILE`` reads
    it."""
    state = session.state
    event(f"left at {'the end' if state.is_over else phase_of(session)}")
    event(f"results when left: {min(len(state.results), 2)}+")
    event(f"actions when left: {len(state.history) // 200 * 200}+")
    path = session.save(tmp / "game.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == SAVE_KEYS | ({"decks"} if session.decks is not None else set())
    assert set(data["meta"]) == META_KEYS - ({"lang"} if session.lang is None else set())
    assert data["meta"]["names"] == session.names and data["players"] == session.players
    assert data["seed"] == session.seed and data.get("decks") == session.decks
    return load_session(path)


# ------------------------------------------------------------------ properties


@scaled(3.0)
@given(
    session=mille_sessions(),
    choices=seeds,
    actions=st.integers(0, 400),
    where=st.sampled_from((*WHERE, "question")),
    shown=st.floats(0, 1),
)
def test_a_mille_bornes_game_saved_anywhere_resumes_as_it_was_and_plays_on_alike(
    tmp_path_factory: pytest.TempPathFactory,
    session: GameSession,
    choices: int,
    actions: int,
    where: str,
    shown: float,
) -> None:
    """A Mille Bornes game saved at any point (mid-turn, at a private question, between
    the hands of a match, at the match's end) and resumed through ``load_session`` has the
    same state, seats, names, language and shown results; every seat's view, legal
    actions, view of the last hand's end and marked drawn cards are the same; a search's
    sampled world from the view to move is the same; the score sheets not yet shown are
    shown again; and both games, played on with the same choices and the computers'
    own, go through the same states to the same end."""
    play_to(session, choices, actions, where)
    session.results_seen = round(shown * len(session.state.results))
    resumed = save_and_resume(session, tmp_path_factory.mktemp("save"))
    assert isinstance(resumed, GameSession)
    check_same_table(resumed, session)
    assert resumed.state.hand_end == session.state.hand_end
    for seat in range(len(session.players)):
        assert resumed.hand_end_view(seat) == session.hand_end_view(seat)
        assert resumed.onlooker_view(seat) == session.onlooker_view(seat)
        if resumed.is_person(seat):
            assert resumed.drawn(seat) == session.drawn(seat)
    to_move = session.state.to_move
    if to_move is not None:
        view = session.view(to_move)
        assert sample_world(resumed.view(to_move), random.Random(choices)) == sample_world(
            view, random.Random(choices)
        )
    assert resumed.new_results() == session.new_results()
    play_on_alike(resumed, session, choices)


@scaled(1.5)
@given(
    session=rush_sessions(),
    choices=seeds,
    actions=st.integers(0, 150),
    where=st.sampled_from((*WHERE, "question")),
    shown=st.floats(0, 1),
)
def test_a_rush_match_saved_anywhere_resumes_as_it_was_and_plays_on_alike(
    tmp_path_factory: pytest.TempPathFactory,
    session: RushSession,
    choices: int,
    actions: int,
    where: str,
    shown: float,
) -> None:
    """A Rush Hour Shift match (one to three games) saved at any point (mid-turn, between
    games, at its end) and resumed through ``load_session`` has the same state, seats,
    names, language and shown results, every seat the same view and legal actions, a
    sampled world from the view to move the same; and both matches, played on with the
    same choices and the computers' own, go through the same states to the same end."""
    play_to(session, choices, actions, where)
    session.results_seen = round(shown * len(session.state.results))
    resumed = save_and_resume(session, tmp_path_factory.mktemp("save"))
    assert isinstance(resumed, RushSession)
    check_same_table(resumed, session)
    seat = session.state.to_move
    if seat is not None:
        view = session.view(seat)
        world = rush_sample_world(resumed.view(seat), random.Random(choices))
        assert world == rush_sample_world(view, random.Random(choices))
    assert resumed.new_results() == session.new_results()
    play_on_alike(resumed, session, choices)


def test_the_phases_looked_for_are_the_engines() -> None:
    """The question phases this file stops at are phases the engine has (a rename would
    silently stop the search for them)."""
    assert set(PHASE_NAMES) | set(RUSH_PHASE_NAMES) >= QUESTIONS
    assert MOVES_MADE_AGAIN > 0


def test_a_resumed_mille_bornes_table_is_seen_as_equal_views(tmp_path: Path) -> None:
    """Two views of one table are equal (``==``), their tableaux compared by what they
    hold: a view of a game resumed from its save equals the unbroken game's (a view's
    tableaux once compared by identity, so no two views were ever equal), and a view of
    another table is not equal."""
    session = GameSession.new(make_rules("classic", 2), [PERSON, "heuristic"], seed=12)
    for _ in range(30):
        step(session, choices=1)
    resumed = load_session(session.save(tmp_path / "game.json"))
    assert isinstance(resumed, GameSession)
    assert session.view(0) == session.view(0) == resumed.view(0)
    # still hashable (a player of one's own may cache by view), alike where equal
    assert hash(session.view(0)) == hash(resumed.view(0))
    assert session.view(1).public == resumed.view(1).public
    assert session.view(0).public.tableaux[1] == resumed.view(0).public.tableaux[1]
    step(resumed, choices=1)
    assert resumed.view(0) != session.view(0)
    other = GameSession.new(make_rules("classic", 2), [PERSON, "heuristic"], seed=13)
    assert other.view(0) != GameSession.new(
        make_rules("classic", 2), [PERSON, "heuristic"], seed=12
    ).view(0)
