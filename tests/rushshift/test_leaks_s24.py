"""Hidden information in Rush Hour Shift, hunted with twin deals (brief H4, session 24).

Two games are dealt from decks that differ only in cards one seat, the *observer*, never
sees: a card of the other seat's hand swapped with a card that seat draws later, and two
of the other seat's later draws swapped with each other (so the draw order differs too).
Both are played with the same public actions (each legal in both), and at every moment the
observer must be given the same in both:

- every form of its view: the object (every field, the board's slots), its data, JSON,
  repr and picture;
- the engine's answers to the actions it may send, its turn or not (a card of every kind,
  steps, slides, shifts, ``end``), and ``is_legal`` where it is to move;
- a world sampled from its view with a fixed seed, and the ``greedy`` and ``search``
  players' decisions and reasons for it;
- the table's final position of each game that has ended (the terminal's dialog shows
  it), the public replay of both records, and the terminal table as drawn for it: against
  a computer player, and on a shared screen with the handover screen, its hint included.

Only the first game of a match is dealt from the stacked decks: a later game is dealt
alike in both twins, and there both seats are compared.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import html
import json
import random
import re
import sys
from collections.abc import Iterator, Sequence
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import RichLog
from textual.worker import WorkerCancelled

from roadgames.agents import Decision
from roadgames.agents.rushshift import GreedyAgent, SearchAgent
from roadgames.cli import main
from roadgames.core.errors import NotYourTurnError, RoadgamesError
from roadgames.core.game import checked_action
from roadgames.core.records import record_of
from roadgames.rushshift import RushShiftState, RushShiftView, make_rules, new_game
from roadgames.rushshift.actions import END, PLAY, Action, parse_action
from roadgames.rushshift.cards import deck_list
from roadgames.rushshift.view import make_view
from roadgames.rushshift.worlds import sample_world
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.screens.pass_device import PassDeviceScreen

# ------------------------------------------------------------ comparing what is given


def freeze(obj: Any) -> Any:
    """Everything an object holds, recursively, as comparable data (dataclasses, slotted
    objects such as the board, containers, random generators); identity never matters."""
    if obj is None or isinstance(obj, bool | int | float | str | Enum):
        return obj
    if isinstance(obj, random.Random):
        return ("Random", obj.getstate())
    if isinstance(obj, list | tuple):
        return (type(obj).__name__, tuple(freeze(x) for x in obj))
    if isinstance(obj, dict):
        return ("dict", tuple((freeze(k), freeze(v)) for k, v in obj.items()))
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        fields = dataclasses.fields(obj)
        return (type(obj).__name__, tuple((f.name, freeze(getattr(obj, f.name))) for f in fields))
    names = [n for klass in type(obj).__mro__ for n in getattr(klass, "__slots__", ())]
    names += list(getattr(obj, "__dict__", {}))
    if not names:
        raise TypeError(f"cannot freeze a {type(obj).__name__}")
    return (type(obj).__name__, tuple((n, freeze(getattr(obj, n, None))) for n in names))


def view_forms(view: RushShiftView) -> tuple[Any, ...]:
    """Every form a view reaches the outside in: its data, JSON, picture, repr (memory
    addresses aside: the board's is its copy's own) and the whole object (its boards of
    the last turns and its log, plain tuples of numbers and text, compared as they are:
    freezing them is slow)."""
    data = view.to_dict()
    shown = re.sub(r" at 0x[0-9a-f]+", "", repr(view))
    rest = freeze(dataclasses.replace(view, turn_boards=(), log=()))
    plain = view.turn_boards, view.log
    return data, json.dumps(data, sort_keys=True), view.picture, shown, rest, plain


def told(state: RushShiftState, action: Action, seat: int) -> str:
    """What ``seat`` is told when it sends ``action`` (tried on a copy): the error, or ok."""
    try:
        state.clone().apply(action, seat=seat)
    except RoadgamesError as exc:
        return f"{type(exc).__name__}: {exc}"
    return "ok"


def decided(decision: Decision) -> tuple[str, str, str]:
    """A decision as a seat is given it: the action, the words, the reason."""
    return str(decision.action), decision.explanation, repr(decision.reason)


def thoughts(view: RushShiftView) -> tuple[Any, ...]:
    """What a seat's view yields: a world sampled from it with a fixed seed, and (on its
    turn) the greedy and search players' decisions for it."""
    world = freeze(sample_world(view, random.Random(3)))
    if not view.legal_actions:
        return (world,)
    players = (GreedyAgent(seed=5), SearchAgent(seed=5, samples=4, candidates=3))
    return world, *(decided(p.decide(view, view.legal_actions)) for p in players)


#: Actions a seat may send at any moment: a card of every kind, steps, a slide, shifts, end.
PROBES: tuple[Action, ...] = (
    *PLAY,
    END,
    *map(parse_action, ("move G right", "move S left", "move A down", "slide B right 1")),
    *map(parse_action, ("shift left up 1", "shift right down 2")),
)

# -------------------------------------------------------------------------- twins

#: Rules options of the twin games: set-up 1, a match of random set-ups, a short hand
#: under ``move_exact`` with silver first, and a match with a small deck reshuffled often
#: (short turn limits: the draw pile runs out, and games end).
CASES: list[dict[str, Any]] = [
    {"turn_limit": 60},
    {"setup": "random", "games": 3, "turn_limit": 30},
    {"setup": "5", "hand_size": 2, "move_exact": True, "first_player": 1, "turn_limit": 50},
    {
        "deck": {"MOVE1": 2, "MOVE3": 3, "SHIFT": 3, "SLIDE": 2, "MS2": 2},
        "hand_size": 3,
        "games": 2,
        "turn_limit": 40,
    },
]


class Twins:
    """Two games dealt from decks that differ in what the observer cannot see, played on
    with the same public actions and compared at every moment."""

    def __init__(self, options: dict[str, Any], seed: int) -> None:
        rules = make_rules(**options)
        self.rng = random.Random(seed)
        deck = deck_list(rules.deck_counts)
        self.rng.shuffle(deck)
        size = rules.hand_size
        #: The seat whose cards differ, and the one that cannot tell the twins apart.
        self.hider = hider = seed % 2
        self.observer = 1 - hider
        # the k-th card drawn, deck[2 * size + k], goes to the seat that ends turn k of
        # the first game: the first player's on even turns
        firsts = rules.first_player == hider
        draws = [2 * size + k for k in range(len(deck) - 2 * size) if (k % 2 == 0) == firsts]
        # its last draws: the hands differ until it has drawn them (they differ in the
        # cards it can play: it plays only cards it holds in both)
        draws = draws[len(draws) // 2 :]
        hand = range(hider * size, (hider + 1) * size)
        held = self.rng.choice([p for p in hand if any(deck[q] != deck[p] for q in draws)])
        late = self.rng.choice([q for q in draws if deck[q] != deck[held]])
        other = list(deck)
        other[held], other[late] = other[late], other[held]
        later = [q for q in draws if other[q] != other[late]]
        if later:  # the draw order differs too
            then = self.rng.choice(later)
            other[late], other[then] = other[then], other[late]
        self.rules = rules
        self.seed = seed
        self.decks = [c.code for c in deck], [c.code for c in other]
        self.a = new_game(rules, seed=seed, decks=[deck])
        self.b = new_game(rules, seed=seed, decks=[other])
        assert self.a.hands != self.b.hands  # the twins do differ
        #: (seat, moment) pairs compared, how many of them while the games differed in the
        #: hidden cards, and how many went deep (worlds, players)
        self.compared = self.differing = self.deep = 0
        #: The log length before each of the hider's actions and the action (a plan for a
        #: computer player that plays the hider at the terminal table).
        self.hider_plan: dict[int, Action] = {}

    def alike(self) -> Iterator[int]:
        """The seats holding the same hand in both games."""
        for seat in (0, 1):
            if self.a.hands[seat] == self.b.hands[seat]:
                yield seat

    def differ(self) -> bool:
        """Whether the games differ now in what the observer cannot see (they do until the
        hider has drawn both cards moved; later only their decks, which the terminal
        replays a game from, differ)."""
        return self.a.hands != self.b.hands or self.a.draw_pile != self.b.draw_pile

    def check(self, deep: float = 0.25) -> None:
        """Every seat alike is given the same in both games (``deep``: the chance of also
        comparing a sampled world and the players' decisions, where the games differ)."""
        a, b = self.a, self.b
        moment = (self.seed, len(a.history))
        probes = (*PROBES, *a.legal_actions()[:3], *b.legal_actions()[:3])
        differ = self.differ()
        for seat in self.alike():
            self.compared += 1
            self.differing += differ
            view_a, view_b = make_view(a, seat), make_view(b, seat)
            assert view_forms(view_a) == view_forms(view_b), (seat, moment)
            for action in probes:
                assert told(a, action, seat) == told(b, action, seat), (seat, action, moment)
            if a.to_move == seat:
                assert [a.is_legal(x) for x in probes] == [b.is_legal(x) for x in probes]
            if differ and self.rng.random() < deep:
                self.deep += 1
                assert thoughts(view_a) == thoughts(view_b), (seat, moment)

    def choose(self) -> Action | None:
        """An action legal in both games (``None``: there is none, the twins part): often
        what greedy would do in the first, else a random one, ``end`` seldom."""
        a, b = self.a, self.b
        legal_b = set(b.legal_actions())
        both = [x for x in a.legal_actions() if x in legal_b]
        if not both:
            return None
        if self.rng.random() < 0.5:
            seat = a.to_move
            assert seat is not None
            view = make_view(a, seat)
            wanted: Action = GreedyAgent(seed=1).decide(view, view.legal_actions).action
            if wanted in both:
                return wanted
        going = [x for x in both if x != END]
        return self.rng.choice(going if going and self.rng.random() < 0.8 else both)

    def play(self, steps: int, deep: float = 0.25) -> None:
        """Play both games on, checking at every moment, until they end, part (no action
        legal in both) or ``steps`` actions have been taken."""
        a, b = self.a, self.b
        for _ in range(steps):
            if a.is_over:
                break
            self.check(deep)
            action = self.choose()
            if action is None:
                return
            if a.to_move == self.hider:
                self.hider_plan[len(a.log)] = action
            a.apply(action)
            b.apply(action)
        self.check(deep)

    def sessions(self) -> tuple[RushSession, RushSession]:
        """Terminal sessions on the two games as they are now (people at both seats)."""
        pair = []
        for state, deck in ((self.a, self.decks[0]), (self.b, self.decks[1])):
            session = RushSession.seated(self.rules, [PERSON, PERSON], None, self.seed, state)
            session.decks = [deck]
            pair.append(session)
        return pair[0], pair[1]


def _moments_of(twins: Twins) -> tuple[int, int]:
    """How many reshuffles and game ends the twins went through."""
    log = twins.a.log
    return sum(t.startswith("discards shuffled") for _, t in log), len(twins.a.results)


@pytest.mark.parametrize("options", CASES, ids=["plain", "match", "short-exact", "small-deck"])
def test_twin_deals_look_the_same_to_the_seat_that_cannot_tell_them_apart(
    options: dict[str, Any],
) -> None:
    """A few twin games per case, played to the end: the observer (both seats in a later
    game of a match) is given the same at every moment, and, as each game ended, the
    table's final position for it is the same too."""
    compared = differing = deep = reshuffles = ended = 0
    for seed in range(3):
        twins = Twins(options, seed)
        twins.play(400)
        compared += twins.compared
        differing += twins.differing
        deep += twins.deep
        shuffled, games = _moments_of(twins)
        reshuffles += shuffled
        ended += games
        one, two = twins.sessions()
        for game in range(1, games + 1):
            for seat in (0, 1):
                if game > 1 or seat == twins.observer:
                    final_a, final_b = one.final_view(game, seat), two.final_view(game, seat)
                    assert view_forms(final_a) == view_forms(final_b), (seed, game, seat)
    assert compared > 300 and differing > 30 and deep > 5
    assert reshuffles > 0  # the draw pile ran out: the discards went back, shuffled
    if options.get("games", 1) > 1:
        assert ended > 3  # later games were played (both seats compared there)


# --------------------------------------------------------------- the harness itself


def test_the_twin_check_catches_a_view_that_tells_the_next_draw(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A view that told the card to be drawn next (in its log) is caught, by the
    comparison of views (its message names the seat and the moment)."""
    real = make_view

    def telling(state: RushShiftState, seat: int) -> RushShiftView:
        made = real(state, seat)
        extra = (-1, f"next {state.draw_pile[-1]}") if state.draw_pile else (-1, "none")
        return dataclasses.replace(made, log=(*made.log, extra))

    monkeypatch.setattr(sys.modules[__name__], "make_view", telling)
    with pytest.raises(AssertionError, match=r"^\(\d, \(\d, \d+\)\)\n"):
        for seed in range(4):
            Twins(CASES[0], seed).play(200, deep=0.0)


def test_the_twin_check_catches_an_error_that_names_the_other_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An out-of-turn error that named the mover's cards is caught by the probes."""

    def telling(state: Any, action: object, seat: int | None, *rest: Any) -> Any:
        try:
            return checked_action(state, action, seat, *rest)
        except NotYourTurnError as exc:
            holds = " ".join(c.code for c in state.hand_cards(state.to_move))
            raise NotYourTurnError(f"{exc} ({holds} in hand)") from None

    monkeypatch.setattr("roadgames.rushshift.state.checked_action", telling)
    with pytest.raises(AssertionError, match="in hand"):
        Twins(CASES[0], 0).play(200, deep=0.0)


# ------------------------------------------------------------------ public replay


def test_the_public_replay_of_twin_records_is_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``roadgames replay`` (the public log, and ``--boards``) of the two records of twin
    games prints the same: the records differ only in their decks."""
    twins = Twins(CASES[1], 1)
    twins.play(400, deep=0.0)
    shuffled, games = _moments_of(twins)
    assert shuffled and games > 1  # a reshuffle and a later game are in the records
    printed = []
    for name, deck in zip("ab", twins.decks, strict=True):
        record = record_of(
            "rushshift", twins.rules.to_dict(), twins.a.history, seed=twins.seed, decks=[deck]
        )
        path = tmp_path / f"{name}.json"
        record.save(path)
        capsys.readouterr()
        for flags in ([], ["--boards"]):
            assert main(["replay", str(path), *flags]) == 0
            printed.append(capsys.readouterr().out)
    assert printed[:2] == printed[2:]
    assert "discards shuffled" in printed[0] and "game 2:" in printed[0]


# ---------------------------------------------------------------- the terminal table


def svg_text(svg: str) -> str:
    """The text of an SVG screenshot, tags removed."""
    text = re.sub(r"<style.*?</style>", "", svg, flags=re.S)
    text = re.sub(r"<[^>]+>", "", text)
    return html.unescape(text).replace("\xa0", " ")


async def settle(pilot: Pilot[str]) -> None:
    """Wait until the workers (computer players, hints) are done and the screen caught up."""
    app = pilot.app
    for _ in range(2000):
        await pilot.pause(0)
        running = [w for w in app.workers if not w.is_finished]
        screen = getattr(app, "table", None)
        if not running and (screen is None or not screen.busy):
            await pilot.pause(0)
            return
        if running:  # a computer's worker that the next replaced ends cancelled: normal
            with contextlib.suppress(WorkerCancelled):
                await app.workers.wait_for_complete(running)
    raise AssertionError("the workers never finished")


class PlanPlayer:
    """A computer player that plays the hider's actions of the twins' plan, by the log's
    length (the same in both games)."""

    name = "plan"

    def __init__(self, plan: dict[int, Action]) -> None:
        self.plan = plan

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """The planned action for this moment (past the plan, the first legal action)."""
        return Decision(self.plan.get(len(view.log), legal[0]))


def _planned_twins(steps: int) -> tuple[Twins, list[Action]]:
    """Twins of a short match dealt afresh, and the first ``steps`` actions of their first
    game (which does not end in them) as played by :meth:`Twins.play`, the hider's plan
    kept for the computer player that plays it at the table."""
    played = Twins(CASES[1], 2)
    played.play(steps, deep=0.0)
    assert not played.a.results and len(played.a.history) == steps
    fresh = Twins(CASES[1], 2)
    fresh.hider_plan = played.hider_plan
    return fresh, list(played.a.history)


def _table_texts(
    twins: Twins, which: int, actions: list[Action], shared: bool, save: Path
) -> list[str]:
    """What the terminal shows the observer of twin ``which`` (0 or 1) while ``actions``
    are played: the table at each of its decisions (its hint asked twice) and, on a shared
    screen, the handover screen before each turn of either seat."""
    observer, hider = twins.observer, twins.hider
    state = (twins.a, twins.b)[which]
    kinds = [PERSON, PERSON] if shared else ["greedy", "greedy"]
    kinds[observer] = PERSON
    session = RushSession.seated(twins.rules, kinds, None, twins.seed, state)
    session.decks = [twins.decks[which]]
    if not shared:
        session.agents[hider] = PlanPlayer(twins.hider_plan)
    texts: list[str] = []
    hints = mine = 0

    async def scenario() -> None:
        nonlocal hints, mine
        app = RushShiftApp(session, lang="en", save_path=save, delay=0)
        async with app.run_test(size=(120, 40)) as pilot:
            while True:
                await settle(pilot)
                if len(state.history) >= len(actions):
                    break
                if isinstance(app.screen, PassDeviceScreen):
                    texts.append(svg_text(app.export_screenshot()))
                    await pilot.press("enter")
                    await settle(pilot)
                screen = app.screen
                assert isinstance(screen, RushTableScreen)
                if state.to_move == observer:
                    mine += 1
                    if mine in (2, 9):  # the hint, twice
                        hints += 1
                        await pilot.press("h")
                        await settle(pilot)
                        assert screen.hint is not None
                    log = screen.query_one("#rs-log", RichLog)  # all of it, scrolled off too
                    lines = [line.text for line in log.lines]
                    texts.append("\n".join([svg_text(app.export_screenshot()), *lines]))
                if state.to_move == observer or shared:
                    screen.act(actions[len(state.history)])
                    await pilot.pause(0)

    asyncio.run(scenario())
    assert hints == 2
    return texts


@pytest.mark.parametrize("shared", [False, True], ids=["against-computer", "shared-screen"])
def test_the_table_looks_the_same_to_the_seat_that_cannot_tell_the_twins_apart(
    tmp_path: Path, shared: bool
) -> None:
    """The terminal table for the observer (its hand, the actions offered, the board, the
    info panel, the log, the prompt, its hint), and on a shared screen the handover
    screen, read as text at every moment, are the same in both twins."""
    twins, actions = _planned_twins(40)
    seen = [_table_texts(twins, k, actions, shared, tmp_path / f"{k}.json") for k in (0, 1)]
    assert len(seen[0]) > 10
    assert seen[0] == seen[1]
