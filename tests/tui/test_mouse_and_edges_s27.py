"""Session 27: the Mille Bornes table under the mouse, as the README offers it ("pick a
card (1–7 or click)"), and the table's edges a player meets: Escape, the arrows with no
card picked, a team number past the last, a discard refused, a computer player of one's
own answering what is not legal, the save key where saving fails, a computer asked on a
shared screen. Fixed: a click on a tableau before drawing said the card "cannot go on that
team", where the play key said to draw first.

Every deal is stacked, so that the hand is known: sorted, the person's hand after both
teams rolled is 25, 25, 50, 75, Accident, Stop, Repairs (keys 1 to 7, ``#hand-0`` to
``#hand-6``)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Static
from tui_helpers import make_app, settle, table

from roadgames.agents import Decision, register_agent
from roadgames.millebornes import MilleBornesView, make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.game_app import GameApp
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession

PERSON_HAND = ["ROLL", "STOP", "ACCIDENT", "25", "50", "REPAIRS"]
OTHER_HAND = ["ROLL", "200", "100", "75", "75", "GAS"]
DRAW = ["75", "50", "25", "25", "25", "25"]
# the person's hand once both teams rolled (sorted as the table shows it)
QUARTER, SEVENTY_FIVE, ACCIDENT, STOP, REPAIRS = 0, 3, 4, 5, 6

#: Released by a test to let the blocking computer player answer.
RELEASE = threading.Event()


class BlockingAgent:
    """A computer player that thinks until :data:`RELEASE` is set, then plays its first
    legal action: the table waits for it meanwhile."""

    name = "blocking"

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """The first legal action, once released (or after ten seconds)."""
        RELEASE.wait(10)
        return Decision(legal[0], "blocked")


class IllegalAgent:
    """A player of one's own that answers an action it may not take (an extension in
    the middle of a hand)."""

    name = "illegal"

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        """Always the extension."""
        return Decision(Action(Kind.EXTEND), "wrong")


register_agent("millebornes", "test-stuck", lambda seed: BlockingAgent())
register_agent("millebornes", "test-wrong", lambda seed: IllegalAgent())


@pytest.fixture(autouse=True)
def own_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Nothing saved in the real home folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def rolled_session(
    players: int = 2, other: str = "random", rolled: bool = True, **options: Any
) -> GameSession:
    """Classic, the person in seat 0 against ``other``; with ``rolled``, every team has
    played its Roll and the person is to move (else the person's Roll alone, the next seat
    to move)."""
    rules = make_rules("classic", players, **options)
    hands = [PERSON_HAND] + [OTHER_HAND] * (players - 1)
    deck = stacked_deck(rules, hands=hands, draw=DRAW)
    seats = [PERSON] + [other] * (players - 1)
    session = GameSession.new(rules, seats, seed=4, decks=[[c.code for c in deck]])
    for _ in range(players if rolled else 1):
        session.state.apply("play ROLL")
    return session


def discard_draw_session() -> GameSession:
    """Classic with draw from discard: the person discarded a 25, the computer drew and
    discarded its Gas; the person now chooses how to draw (the pile, or the Gas)."""
    rules = make_rules("classic", 2, draw_from_discard=True)
    deck = stacked_deck(rules, hands=[PERSON_HAND, OTHER_HAND], draw=DRAW)
    session = GameSession.new(rules, [PERSON, "random"], seed=4, decks=[[c.code for c in deck]])
    for action in ("discard 25", "draw", "discard GAS"):
        session.state.apply(action)
    return session


def run_table(
    session: GameSession,
    tmp_path: Path,
    script: Callable[[Pilot[str], TableScreen], Awaitable[None]],
    lang: str = "en",
    save_path: Path | None = None,
) -> RoadgamesApp:
    """``script`` on the table of ``session``, once the computers are done; the app."""
    app = make_app(session, save_path or tmp_path / "save.json", lang=lang)

    async def go() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await script(pilot, table(app))

    asyncio.run(go())
    return app


def prompt_line(screen: TableScreen) -> str:
    """The line under the hand, as shown (the breaks of its lines read as spaces)."""
    return str(screen.query_one("#prompt-line", Static).render()).replace("\n", " ")


def hand_of(screen: TableScreen) -> tuple[Card, ...]:
    """The person's hand."""
    view: MilleBornesView = screen.current_view()
    return view.hand


# ------------------------------------------------------------------ clicks on the hand


def test_a_click_picks_a_card_and_a_second_click_plays_it(tmp_path: Path) -> None:
    session = rolled_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        assert hand_of(screen)[SEVENTY_FIVE] == Card.D75
        await pilot.click("#hand-3")
        await pilot.pause()
        assert screen.selected == SEVENTY_FIVE  # picked, not played
        assert len(session.state.history) == start
        assert screen.query_one("#hand-3").has_class("selected")
        await pilot.click("#hand-3")
        await settle(pilot)
        assert session.state.history[start] == Action(Kind.PLAY, Card.D75)
        assert screen.current_view().tableaux[0].miles == 75

    run_table(session, tmp_path, script)


def test_a_click_on_another_card_picks_that_one_instead(tmp_path: Path) -> None:
    session = rolled_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.click("#hand-3")
        await pilot.click("#hand-6")
        await pilot.pause()
        assert screen.selected == REPAIRS
        assert len(session.state.history) == start  # a first click on a card plays nothing

    run_table(session, tmp_path, script)


# -------------------------------------------------------------- clicks on a tableau


def test_a_click_on_the_other_team_plays_the_picked_hazard_there(tmp_path: Path) -> None:
    session = rolled_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.click(f"#hand-{STOP}")
        await pilot.click("#tableau-1")
        await settle(pilot)
        assert session.state.history[start] == Action(Kind.PLAY, Card.STOP, 1)
        assert screen.current_view().tableaux[1].battle_top == Card.STOP

    run_table(session, tmp_path, script)


def test_a_click_on_ones_own_team_plays_ones_own_card(tmp_path: Path) -> None:
    session = rolled_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.click(f"#hand-{SEVENTY_FIVE}")
        await pilot.click("#tableau-0")
        await settle(pilot)
        assert session.state.history[start] == Action(Kind.PLAY, Card.D75)
        assert screen.current_view().tableaux[0].miles == 75

    run_table(session, tmp_path, script)


@pytest.mark.parametrize(
    ("index", "team", "said"),
    [
        # a hazard on one's own team; miles on the other's: each says why (session 35)
        (STOP, 0, "Stop cannot go on that team: a hazard goes on another team, never your own."),
        (SEVENTY_FIVE, 1, "75 mi cannot go on that team: it goes on your own tableau."),
    ],
)
def test_a_click_on_a_team_where_the_card_cannot_go_says_so(
    tmp_path: Path, index: int, team: int, said: str
) -> None:
    session = rolled_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.click(f"#hand-{index}")
        await pilot.click(f"#tableau-{team}")
        await pilot.pause()
        assert len(session.state.history) == start
        assert screen.selected == index  # still picked: another team may take it
        assert said in prompt_line(screen)

    run_table(session, tmp_path, script)


def test_a_click_on_a_tableau_with_no_card_picked_plays_nothing_and_says_to_pick_one(
    tmp_path: Path,
) -> None:
    session = rolled_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        before = prompt_line(screen)
        await pilot.click("#tableau-1")
        await pilot.pause()
        assert len(session.state.history) == start
        assert prompt_line(screen) != before  # it said nothing (session 35's audit)
        assert "Pick a card first" in prompt_line(screen)

    run_table(session, tmp_path, script)


# ---------------------------------------------------------------- clicks on the piles


def test_a_click_on_the_draw_pile_draws(tmp_path: Path) -> None:
    session = discard_draw_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        view = screen.current_view()
        assert view.phase == "draw" and len(view.hand) == 6
        pile = view.draw_pile_size
        await pilot.click("#draw-pile")
        await pilot.pause()
        view = screen.current_view()
        assert session.state.history[start] == Action(Kind.DRAW)
        assert view.phase == "play" and len(view.hand) == 7
        assert view.draw_pile_size == pile - 1
        assert view.discard_pile[-1] == Card.GASOLINE  # the discard pile left as it was

    run_table(session, tmp_path, script)


def test_a_click_on_the_discard_pile_in_the_draw_phase_takes_its_top(tmp_path: Path) -> None:
    session = discard_draw_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        pile = screen.current_view().draw_pile_size
        await pilot.click("#discard")
        await pilot.pause()
        view = screen.current_view()
        assert session.state.history[start] == Action(Kind.DRAW_DISCARD)
        assert Card.GASOLINE in view.hand and len(view.hand) == 7
        assert view.discard_pile == (Card.D25,)
        assert view.draw_pile_size == pile

    run_table(session, tmp_path, script)


def test_a_click_on_the_discard_pile_in_the_play_phase_discards_the_picked_card(
    tmp_path: Path,
) -> None:
    session = rolled_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.click(f"#hand-{REPAIRS}")
        await pilot.click("#discard")
        await settle(pilot)
        assert session.state.history[start] == Action(Kind.DISCARD, Card.REPAIRS)
        assert Card.REPAIRS in screen.current_view().discard_pile
        assert Card.REPAIRS not in screen.current_view().hand

    run_table(session, tmp_path, script)


def test_a_click_on_the_discard_pile_with_no_card_picked_says_to_pick_one(
    tmp_path: Path,
) -> None:
    session = rolled_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.click("#discard")
        await pilot.pause()
        assert len(session.state.history) == start
        assert screen.tr("pick_first") in prompt_line(screen)

    run_table(session, tmp_path, script)


def test_clicks_do_nothing_while_a_computer_plays(tmp_path: Path) -> None:
    """The computer to move thinks (blocked): no click acts for the person, nor picks a
    card (it did, the pick kept into the person's turn by its place in the hand: session
    38, ``test_keys_out_of_turn_s38``); a second click on the card plays nothing."""
    RELEASE.clear()
    session = rolled_session(other="test-stuck", rolled=False)
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        try:
            await pilot.pause()
            assert screen.busy and session.state.to_move == 1
            hand = hand_of(screen)
            clicks = ("#draw-pile", "#discard", "#hand-0", "#hand-0", "#tableau-1", "#discard")
            for where in clicks:
                await pilot.click(where)
                await pilot.pause()
                assert len(session.state.history) == start
                assert hand_of(screen) == hand
                assert screen.message == "", where  # not even "not possible now"
                assert screen.selected is None, where
            for key in ("p", "x", "d", "8"):  # nor the keys (8: no eighth card)
                await pilot.press(key)
                await pilot.pause()
                assert len(session.state.history) == start
                assert screen.message == "", key
            assert screen.selected is None
        finally:
            RELEASE.set()
        await settle(pilot)
        assert len(session.state.history) > start  # the computer's move, once released
        assert session.state.to_move == 0

    app = make_app(session, tmp_path / "save.json")

    async def go() -> None:  # not settled first: the computer never finishes until released
        async with app.run_test(size=(100, 30)) as pilot:
            await script(pilot, table(app))

    asyncio.run(go())


# ------------------------------------------------------------------- keys at the edges


def test_escape_drops_the_card_and_the_target_question(tmp_path: Path) -> None:
    session = rolled_session(players=3)
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.click(f"#hand-{STOP}")
        await pilot.press("p")  # two teams to attack: which?
        await pilot.pause()
        assert screen.targeting
        assert screen.tr("pick_target") in prompt_line(screen)
        await pilot.press("escape")
        await pilot.pause()
        assert not screen.targeting and screen.selected is None
        assert screen.tr("pick_target") not in prompt_line(screen)
        await pilot.press("2")  # a card again, not team 2
        await pilot.pause()
        assert screen.selected == 1
        assert len(session.state.history) == start

    run_table(session, tmp_path, script)


def test_escape_clears_what_the_table_said(tmp_path: Path) -> None:
    session = rolled_session()

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.click(f"#hand-{STOP}")
        await pilot.click("#tableau-0")
        await pilot.pause()
        said = "Stop cannot go on that team: a hazard goes on another team, never your own."
        assert said in prompt_line(screen)
        await pilot.press("escape")
        await pilot.pause()
        assert said not in prompt_line(screen)
        assert screen.selected is None

    run_table(session, tmp_path, script)


@pytest.mark.parametrize(("key", "picked"), [("right", 0), ("left", 6)])
def test_an_arrow_with_no_card_picked_picks_the_first_or_last(
    tmp_path: Path, key: str, picked: int
) -> None:
    session = rolled_session()

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        assert screen.selected is None
        await pilot.press(key)
        await pilot.pause()
        assert screen.selected == picked
        assert screen.query_one(f"#hand-{picked}").has_class("selected")

    run_table(session, tmp_path, script)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "There is no team 9: the teams are numbered 1 to 3."),
        ("fr", "Il n'y a pas d'équipe 9 : les équipes sont numérotées de 1 à 3."),
    ],
)
def test_a_team_number_past_the_last_says_there_is_none(
    tmp_path: Path, lang: str, said: str
) -> None:
    session = rolled_session(players=3)
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.press(str(STOP + 1), "p")
        await pilot.pause()
        assert screen.targeting
        await pilot.press("9")
        await pilot.pause()
        assert said in prompt_line(screen)
        assert len(session.state.history) == start
        assert screen.targeting and screen.selected == STOP  # still asked which team
        await pilot.press("3")
        await settle(pilot)
        assert session.state.history[start] == Action(Kind.PLAY, Card.STOP, 2)

    run_table(session, tmp_path, script, lang=lang)


def test_a_discard_is_refused_while_a_card_must_be_played(tmp_path: Path) -> None:
    """``discard_any_time`` off: with a card to play, none may be discarded."""
    session = rolled_session(discard_any_time=False)
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.press(str(REPAIRS + 1), "x")
        await pilot.pause()
        assert len(session.state.history) == start
        said = "Repairs cannot be discarded: a card must be played while one can be."
        assert said in prompt_line(screen)
        await pilot.click(f"#hand-{REPAIRS}")  # the discard pile refuses it alike
        await pilot.click("#discard")
        await pilot.pause()
        assert len(session.state.history) == start
        assert said in prompt_line(screen)

    run_table(session, tmp_path, script)


# ------------------------------------------------------------ the table's shared part


def test_a_computer_answering_what_is_not_legal_plays_its_first_legal_action(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A player of one's own answers an extension mid-hand: the engine refuses it, the
    table plays the seat's first legal action instead and says so (never the error)."""
    session = rolled_session(other="test-wrong", rolled=False)
    start = len(session.state.history)
    first = session.state.legal_actions()[0]
    notes: list[str] = []

    def notify(self: GameApp[Any], message: str, **kwargs: Any) -> None:
        notes.append(message)

    monkeypatch.setattr(GameApp, "notify", notify)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        assert session.state.history[start] == first
        assert session.state.to_move == 0

    run_table(session, tmp_path, script)
    name = session.names[1]
    assert notes == [f"{name} gave no legal answer: its first legal action was played."]


def test_the_save_key_where_saving_fails_says_why_and_nothing_else(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    session = rolled_session()

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.press("s")
        await pilot.pause()
        line = prompt_line(screen)
        assert line.startswith("Not saved: ")
        assert "Saved to" not in line
        app = screen.app
        assert isinstance(app, RoadgamesApp) and app.last_saved is None

    app = run_table(session, tmp_path, script, save_path=blocker / "save.json")
    assert not (blocker / "save.json").exists()
    assert app.return_value is None


def test_on_a_shared_screen_a_computer_asked_answers_before_the_looks(tmp_path: Path) -> None:
    """Two people share the screen, each with a computer partner; the first attacks the
    second's team, whose computer holds the safety. The engine asks the computer, which
    answers at once, unseen (no device passed to anyone first); the person of the
    attacked team then gets a look with nothing to answer, as if nobody had been asked."""
    rules = make_rules("classic", 4)
    hands = [PERSON_HAND, OTHER_HAND, OTHER_HAND, ["ROLL", "RIGHT_OF_WAY", "25", "25", "50", "50"]]
    deck = stacked_deck(rules, hands=hands, draw=DRAW + ["25"] * 2)
    seats = [PERSON, PERSON, "random", "test-calls"]  # seat 3 calls every coup fourré
    session = GameSession.new(rules, seats, seed=4, decks=[[c.code for c in deck]])
    for action in ("play ROLL", "play ROLL", "discard GAS", "discard 25"):
        session.state.apply(action)
    start = len(session.state.history)
    passed: list[tuple[str, int]] = []  # each pass of the device, with the moves made by then

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        assert isinstance(screen.app.screen, PassDeviceScreen)  # seat 0's turn
        await pilot.press("enter")
        await settle(pilot)
        view = screen.current_view()
        await pilot.press(str(view.hand.index(Card.STOP) + 1), "p")
        await settle(pilot)
        app = screen.app
        assert isinstance(app.screen, PassDeviceScreen)
        passed.append((app.screen.person, len(session.state.history)))
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PromptScreen)
        assert app.screen.question == screen.tr("nothing_to_answer")
        assert screen.viewer == 1

    run_table(session, tmp_path, script)
    history = session.state.history
    assert history[start : start + 2] == [Action(Kind.PLAY, Card.STOP, 1), Action(Kind.COUP_FOURRE)]
    # the device went to seat 1 only once the computer had answered
    assert passed == [(session.names[1], start + 2)]


def test_a_click_on_a_tableau_before_drawing_says_to_draw_first(tmp_path: Path) -> None:
    """With draw from discard the turn starts with a choice of draw. A card picked and
    then a click on one's own tableau said "Roll cannot go on that team now", where the
    Roll goes there once drawn (the play key said "First draw"): now the click says to
    draw first too."""
    session = discard_draw_session()
    start = len(session.state.history)

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        view = screen.current_view()
        assert view.phase == "draw"
        roll = view.hand.index(Card.ROLL)
        await pilot.click(f"#hand-{roll}")
        await pilot.click("#tableau-0")
        await pilot.pause()
        keys = "d from the draw pile, t take the discard"
        assert f"First draw: {keys}." in prompt_line(screen)
        assert "cannot go" not in prompt_line(screen)
        assert len(session.state.history) == start
        await pilot.click("#draw-pile")  # drawn, the same clicks play it
        await pilot.click(f"#hand-{screen.current_view().hand.index(Card.ROLL)}")
        await pilot.click("#tableau-0")
        await settle(pilot)
        assert Action(Kind.PLAY, Card.ROLL) in session.state.history[start:]

    run_table(session, tmp_path, script)


def test_escape_drops_the_hint_with_the_card_it_picked(tmp_path: Path) -> None:
    """The hint picks its card; Escape dropped the card and left the hint's words, which
    then spoke of a choice no longer on the table."""
    session = rolled_session()

    async def script(pilot: Pilot[str], screen: TableScreen) -> None:
        await pilot.press("h")
        for _ in range(200):  # the hint is worked out off the interface's thread
            if screen.hint is not None:
                break
            await pilot.pause(0.02)
        assert screen.hint is not None
        words = screen.hint_text(screen.hint)
        assert words in prompt_line(screen)
        await pilot.press("escape")
        await pilot.pause()
        assert screen.hint is None and screen.selected is None
        assert words not in prompt_line(screen)

    run_table(session, tmp_path, script)
