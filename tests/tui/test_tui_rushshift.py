"""Rush Hour Shift in the terminal, driven by Textual's pilot: a whole game against a
computer player to the end screen (keys and clicks), hot-seat hiding of the hands, save and
resume, the board's drawing, the screenshots at 80×24 and 120×40, and the command line."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static
from tui_helpers import make_rush_app as make_app
from tui_helpers import rush_table as table
from tui_helpers import settle, svg_text

from roadgames.agents import get_agent
from roadgames.cli import main
from roadgames.commands import play_launch
from roadgames.commands.play_saves import load_session
from roadgames.core.errors import RecordError
from roadgames.core.records import GameRecord
from roadgames.rushshift import GAME, Board, Dir, new_game, parse_action, rules_text
from roadgames.rushshift.actions import END, PLAY, Action, Kind
from roadgames.rushshift.cards import Card
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.vehicles import NAMES
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.board import BoardWidget, window_start
from roadgames.tui.rushshift.demo import demo_session, table_screenshot
from roadgames.tui.rushshift.dialogs import GameEndScreen, RushRulesScreen
from roadgames.tui.rushshift.hand import RushCard
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.rushshift.table import RushTableScreen
from roadgames.tui.rushshift.words import describe, describe_event
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.widgets.bullet import Bullet


def new_session(players: list[str], seed: int = 4, **options: object) -> RushSession:
    """A match under the standard rules."""
    return RushSession.new(GAME.rules_from_options(None, 2, **options), players, seed=seed)


async def press_action(pilot: Pilot[str], action: Action) -> None:
    """Choose ``action`` in the list with the keys a person would press: the number it
    shows (a card's number in the hand, a step's place in the list), else the arrows."""
    app = pilot.app
    assert isinstance(app, RushShiftApp)
    screen = table(app)
    index = screen.listed.index(action)
    if screen.numbers[index]:
        await pilot.press(str(screen.numbers[index][0]))
    else:
        await pilot.press("home", *["down"] * index)
    await pilot.press("enter")


def hand_shown(app: RushShiftApp) -> list[str | None]:
    """The hand slots on display: card codes, ``None`` for a card back."""
    slots = table(app).query(RushCard)
    return [None if slot.card is None else slot.card.code for slot in slots if slot.display]


def test_whole_game_against_the_computer_to_the_end_screen(tmp_path: Path) -> None:
    session = new_session([PERSON, "greedy"])
    person = get_agent("rushshift", "greedy", seed=3)  # the person's scripted choices
    path = tmp_path / "game.json"

    async def scenario() -> None:
        app = make_app(session, path)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            clicked_card = clicked_option = False
            for _ in range(600):
                if isinstance(app.screen, GameEndScreen):
                    break
                screen = table(app)
                view = screen.current_view()
                assert view.my_turn and screen.listed == view.legal_actions
                if view.phase == "card":  # every card in hand may be played, and says so
                    assert hand_shown(app) == [card.code for card in view.hand]
                    assert all(
                        slot.has_class("legal") for slot in screen.query(RushCard) if slot.display
                    )
                action = person.decide(view, view.legal_actions).action
                before = len(session.state.history)
                if view.phase == "card" and not clicked_card:
                    await pilot.click(f"#rs-card-{view.hand.index(action.card)}")
                    clicked_card = True
                elif view.phase == "act" and not clicked_option and screen.listed.index(action) < 5:
                    await pilot.click("#rs-actions", offset=(4, 1 + screen.listed.index(action)))
                    clicked_option = True
                else:
                    await press_action(pilot, action)
                assert session.state.history[before] == action
                await settle(pilot)
            assert clicked_card and clicked_option
            assert isinstance(app.screen, GameEndScreen)
            state = session.state
            assert state.is_over and len(state.results) == 1
            text = svg_text(app.export_screenshot())
            winner = state.results[0].winner
            assert winner is not None  # greedy players finish well before the turn limit
            name = ["You (gold)", "CPU greedy (silver)"][winner]
            assert f"Winner: {name}" in text
            assert f"Turns played: {state.results[0].turns}" in text
            await pilot.press("q")
        assert app.return_value == str(path)

    asyncio.run(scenario())
    resumed = RushSession.load(path)  # the finished match was saved
    assert resumed.state.is_over
    assert [str(a) for a in resumed.state.history] == [str(a) for a in session.state.history]


def test_number_keys_pick_the_card_bearing_that_number(tmp_path: Path) -> None:
    # The user's hand: 1 MOVE 3, 2 MOVE & SHIFT 2, 3 MOVE & SHIFT 2, 4 MOVE & SHIFT 3. The
    # list has three entries (the twins share one); each number picks the card it is on.
    rules = GAME.rules_from_options(None, 2)
    hand = ["MOVE3", "MS2", "MS2", "MS3"]
    state = new_game(rules, seed=3, decks=[stacked_deck(rules, hands=[hand])])
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 3, state)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            slots = [slot for slot in screen.query(RushCard) if slot.display]
            assert [(slot.border_title, slot.card) for slot in slots] == [
                ("1", Card.MOVE3),
                ("2", Card.MS2),
                ("3", Card.MS2),
                ("4", Card.MS3),
            ]
            options = screen.query_one("#rs-actions", OptionList)
            shown = [str(options.get_option_at_index(i).prompt) for i in range(3)]
            assert shown == [
                "1   Play MOVE 3",
                "2,3 Play MOVE & SHIFT 2",
                "4   Play MOVE & SHIFT 3",
            ]
            picks = {"4": Card.MS3, "3": Card.MS2, "1": Card.MOVE3, "2": Card.MS2}
            for key, card in picks.items():
                await pilot.press(key)
                assert screen.highlighted_action() == PLAY[card], key
            for key in ("5", "9"):  # no card bears it: the cursor stays
                await pilot.press(key)
                assert screen.highlighted_action() == PLAY[Card.MS2]
            await pilot.press("4", "enter")
            await settle(pilot)
            assert session.state.history == [PLAY[Card.MS3]]
            # the card's steps are numbered by their place in the list
            count = len(screen.listed)
            assert count > 1 and screen.listed[-1] == END
            assert screen.numbers == tuple((n,) if n <= 9 else () for n in range(1, count + 1))
            await pilot.press("2")
            assert screen.highlighted_action() == screen.listed[1]
            assert str(options.get_option_at_index(1).prompt).startswith("2 ")

    asyncio.run(scenario())


def test_hot_seat_hides_each_hand_between_turns(tmp_path: Path) -> None:
    session = new_session([PERSON, PERSON], seed=8)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for seat in (0, 1, 0):
                assert isinstance(app.screen, PassDeviceScreen)
                text = svg_text(app.export_screenshot())
                assert f"Pass the device to Seat {seat + 1}" in text
                assert "MOVE" not in text and "SHIFT" not in text and "SLIDE" not in text
                screen = table(app)
                assert set(hand_shown(app)) == {None}  # backs underneath too
                assert screen.listed == ()
                await pilot.press("enter")
                await settle(pilot)
                hand = [card.code for card in session.state.hand_cards(seat)]
                assert hand_shown(app) == hand
                assert screen.viewer == seat and screen.listed
                view = screen.current_view()
                card = view.legal_actions[0]
                await press_action(pilot, card)
                await settle(pilot)
                if session.to_move == seat:  # the card left something: end the turn
                    await pilot.press("e")
                    await settle(pilot)
                assert session.to_move == 1 - seat

    asyncio.run(scenario())


def test_save_quit_and_resume_to_the_same_state(tmp_path: Path) -> None:
    path = tmp_path / "saves" / "rush.json"
    session = RushSession.new(
        GAME.rules_from_options(None, 2, setup="3", games=3),
        [PERSON, "random"],
        names=["Ann", "Bot"],
        seed=21,
    )
    person = get_agent("rushshift", "greedy", seed=1)

    async def play_then_quit() -> None:
        app = make_app(session, path)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for _ in range(6):
                view = table(app).current_view()
                await press_action(pilot, person.decide(view, view.legal_actions).action)
                await settle(pilot)
            await pilot.press("q")
        assert app.return_value == str(path)

    asyncio.run(play_then_quit())
    resumed = load_session(path)  # what `roadgames play --resume` does
    assert isinstance(resumed, RushSession)
    assert [str(a) for a in resumed.state.history] == [str(a) for a in session.state.history]
    assert len(session.state.history) >= 6
    assert resumed.rules == session.rules and resumed.rules.games == 3
    assert resumed.players == [PERSON, "random"] and resumed.names == ["Ann", "Bot"]
    for seat in (0, 1):
        assert resumed.view(seat).to_dict() == session.view(seat).to_dict()
    assert resumed.state.hands == session.state.hands
    assert resumed.state.draw_pile == session.state.draw_pile

    async def resume_and_go_on() -> None:
        app = make_app(resumed, path)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            view = table(app).current_view()
            assert hand_shown(app) == [card.code for card in session.view(0).hand]
            before = len(resumed.state.history)
            await press_action(pilot, person.decide(view, view.legal_actions).action)
            await settle(pilot)
            assert len(resumed.state.history) > before

    asyncio.run(resume_and_go_on())


@pytest.mark.parametrize("large", [False, True])
def test_the_board_draws_every_vehicle_where_it_stands(large: bool) -> None:
    session = demo_session()
    board = session.view(0).board
    assert board.offsets[0] != 0 and board.offsets[2] != 0 and board.locked(2)
    widget = BoardWidget()
    widget.board, widget.large = board, large
    lines = widget.render().plain.split("\n")
    width, height = widget.cell
    start = window_start(board)
    seen = 0
    for vehicle in board.movers():
        for row, col in board.cells(vehicle):
            line = lines[1 + (row - start) * height]
            x = widget.column_x(col) + (0 if width == 2 else 1)
            assert line[x] == NAMES[vehicle], (NAMES[vehicle], row, col)
            assert widget.vehicle_at(x, 1 + (row - start) * height) == vehicle
            seen += 1
    assert seen == sum(len(board.cells(v)) for v in board.movers())
    assert "┃" in widget.render().plain  # the locked right seam
    header = lines[0]
    assert "left ↑2" in header and "right ↑3" in header
    assert ("locked" in header) == large  # the word fits only at the large size


def test_a_click_on_a_vehicle_shows_its_actions(tmp_path: Path) -> None:
    session = demo_session()

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            widget = screen.query_one(BoardWidget)
            board = session.view(0).board
            vehicle = NAMES.index("E")
            row, col = board.cells(vehicle)[0]
            y = 1 + (row - window_start(board)) * widget.cell[1]
            # content offset + border + padding
            await pilot.click("#rs-board", offset=(widget.column_x(col) + 2, y + 1))
            action = screen.highlighted_action()
            assert action is not None and action.vehicle == vehicle
            await pilot.press("enter")
            await settle(pilot)
            assert session.state.history[-1] == action

    asyncio.run(scenario())


@pytest.mark.parametrize(("width", "height"), [(80, 24), (120, 40)])
def test_table_screenshot_shows_every_key_element(width: int, height: int) -> None:
    text = svg_text(asyncio.run(table_screenshot(width, height)))
    view = demo_session().view(0)
    assert "Rush Hour Shift · Game 1/1 · turn 25 · your turn (gold)" in text
    assert "left ↑2" in text and "right ↑3" in text  # both side sections shifted up
    assert "▶ exit" in text and "locked seam" in text  # the legend
    assert "┃" in text and "▶" in text and "◀" in text  # a locked seam, both exits
    for name in ("G", "S", "Q", "A", "O"):
        assert f"{name} " in text
    assert "Card in play: MOVE & SHIFT 3" in text and "3 steps left · a shift" in text
    assert f"Draw pile {view.draw_pile_size} · discards {len(view.discard_pile)}" in text
    assert "CPU greedy (silver) holds 4 cards" in text
    assert "What you may do" in text and "1 Move A up" in text
    assert "You (gold): Play MOVE & SHIFT 3" in text  # the log, in words
    for card in view.hand:
        assert card.code.replace("MOVE", "MOVE ") in text
    assert "End turn" in text and "Rules" in text and "Save & quit" in text  # the keys
    if height >= 40:
        assert "Shift the left section up 3 rows" in text and "right ↑3 locked" in text


def test_french_table() -> None:
    text = svg_text(asyncio.run(table_screenshot(80, 24, lang="fr")))
    # the French booklet's names; at 80 columns the card played goes by its short title,
    # as on the hand's cards, so that its line does not wrap
    assert "Vos possibilités" in text and "Carte jouée : DÉPL. ET DÉCAL. 3" in text
    assert "DÉPLACEMENT 1" in text  # a face in the hand
    assert "gauche ↑2" in text and "Déplacer A vers le haut" in text
    assert "You (or)" in text  # the demo's names, with the colour in French
    assert "Fin du tour" in text and "End turn" not in text  # the keys, in French


def test_rules_screen_shows_the_rules_text(tmp_path: Path) -> None:
    session = demo_session()

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            assert isinstance(app.screen, RushRulesScreen)
            text = svg_text(app.export_screenshot())
            assert "Published rules" in text and "Rush Hour Shift — set-up 1" in text
            # the booklet's wrapped lines are joined, so each bullet wraps to the screen
            bullets = [bullet.text for bullet in app.screen.query(Bullet)]
            assert any("move vehicles or shift grid sections as the card" in b for b in bullets)
            assert len(bullets) == rules_text(session.rules).count("\n  - ")
            await pilot.press("escape")
            assert isinstance(app.screen, RushTableScreen)

    asyncio.run(scenario())


def test_actions_and_log_entries_in_words() -> None:
    tr, fr = Translator("en"), Translator("fr")
    cases = {
        "play MS2": ("Play MOVE & SHIFT 2", "Jouer DÉPLACEMENT ET DÉCALAGE 2"),
        "move G right": ("Move G (gold) right", "Déplacer G (or) à droite"),
        "slide Q down 3": ("Slide Q down 3 squares", "Glisser Q vers le bas de 3 cases"),
        "shift right up 2": (
            "Shift the right section up 2 rows",
            "Décaler la section droite vers le haut de 2 rangées",
        ),
        "end": ("End the turn", "Finir le tour"),
    }
    for text, (english, french) in cases.items():
        assert describe(parse_action(text), tr) == english
        assert describe(parse_action(text), fr) == french
    names = ["Ann", "Bob"]
    assert describe_event(1, "move A up", names, tr) == "Bob (silver): Move A up"
    assert describe_event(-1, "game 2: silver starts", names, tr) == (
        "Game 2, first to move: Bob (silver)."
    )
    assert describe_event(-1, "game 1 won by gold", names, tr) == "Game 1 won by Ann (gold)!"
    assert describe_event(-1, "game 3 drawn after 300 turns", names, fr) == (
        "Partie 3 nulle après 300 tours."
    )


def _record(tmp_path: Path, **changes: object) -> Path:
    session = new_session([PERSON, "random"])
    session.state.apply(session.state.legal_actions()[0])
    data = {**session.record().to_dict(), **changes}
    path = tmp_path / "rush.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"actions": ["play MOVE9"]}, "does not replay"),
        ({"actions": ["end"]}, "does not replay"),
        ({"rules": {"setup": "99"}}, "setup"),
        ({"players": ["human", "grandmaster"]}, "unknown player"),
        ({"players": ["human"]}, "players named"),
    ],
)
def test_bad_rush_hour_shift_resume_file_gets_a_clear_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], changes: dict[str, object], expected: str
) -> None:
    path = _record(tmp_path, **changes)
    with pytest.raises(RecordError):
        load_session(path)
    assert main(["play", "rushshift", "--resume", str(path)]) == 2
    err = capsys.readouterr().err
    assert "cannot resume" in err and expected in err and "Traceback" not in err


def test_bad_rush_hour_shift_command_lines_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "rushshift", "--seats", "human,grandmaster"]) == 2
    assert "unknown player" in capsys.readouterr().err
    assert main(["play", "rushshift", "--players", "3"]) == 2
    assert "2 players" in capsys.readouterr().err
    assert main(["play", "rushshift", "-o", "setup=99"]) == 2
    assert "setup" in capsys.readouterr().err


def test_a_hero_leaving_is_drawn_beyond_the_end() -> None:
    board = Board.from_picture(
        """
        ..... .... .....
        ..... .... ...GG
        ..... .... .....
        ..... .... .....
        SS... .... .....
        ..... .... ....."""
    )
    board.step(NAMES.index("G"), Dir.RIGHT)  # gold half out of the right end
    widget = BoardWidget()
    widget.board = board
    lines = widget.render().plain.split("\n")
    start = window_start(board)
    gold_row = lines[1 + (1 - start)]
    assert gold_row[widget.column_x(13)] == "G" and gold_row[widget.column_x(14)] == "G"
    silver_row = lines[1 + (4 - start)]
    assert silver_row[widget.column_x(-1) + 1] == "◀"  # silver's way out, left of its row
    assert "▶" not in gold_row  # no exit marker where gold already stands


def test_a_match_of_two_games_goes_on_after_the_first(tmp_path: Path) -> None:
    # Both heroes four squares from their exits: every game is over in a turn or two.
    picture = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])
    session = new_session([PERSON, "greedy"], seed=2, setup=picture, games=2)
    person = get_agent("rushshift", "greedy", seed=5)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            ended = 0
            for _ in range(100):
                if isinstance(app.screen, GameEndScreen):
                    ended += 1
                    text = svg_text(app.export_screenshot())
                    assert "Games won:" in text
                    if session.state.is_over:
                        assert "Game over" in text
                        break
                    assert "Game 1 is over" in text and "game 2 of 2" in text
                    assert len(session.state.results) == 1
                    await pilot.press("enter")
                    await settle(pilot)
                    continue
                view = table(app).current_view()
                await press_action(pilot, person.decide(view, view.legal_actions).action)
                await settle(pilot)
            assert ended == 2 and len(session.state.results) == 2
            assert app.saved_over
            await pilot.press("n")  # a new match: same seats, a fresh deal
            await settle(pilot)
            tables = [s for s in app.screen_stack if isinstance(s, RushTableScreen)]
            assert len(tables) == 1 and app.screen is tables[0]
            fresh = tables[0].session
            assert fresh is not session and fresh.players == session.players
            assert not fresh.state.results
            # the match just over is no longer the game saved, to carry on after Ctrl+Q
            saved = app.last_saved
            assert saved is None or GameRecord.load(saved).seed == fresh.seed

    asyncio.run(scenario())


def test_the_command_line_opens_rush_hour_shift_and_resumes_its_records(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    opened: list[RushShiftApp] = []

    def run(self: RushShiftApp) -> str:  # no terminal here: record what would be played
        opened.append(self)
        return str(self.save_path)

    monkeypatch.setattr(RushShiftApp, "run", run)
    monkeypatch.setattr(play_launch, "has_terminal", lambda: True)
    save = tmp_path / "mine.json"
    argv = ["play", "rushshift", "--seats", "human,human", "--names", "Ann,Bob"]
    assert main([*argv, "--seed", "5", "-o", "setup=4", "--save", str(save)]) == 0
    session = opened[-1].session
    assert session.players == [PERSON, PERSON] and session.names == ["Ann", "Bob"]
    assert session.seed == 5 and session.rules.setup == "4"
    assert opened[-1].save_path == save
    assert f"roadgames play --resume {save}" in capsys.readouterr().out

    session.state.apply(session.state.legal_actions()[0])
    session.save(save)
    assert main(["play", "--resume", str(save)]) == 0  # the record says which game it is
    resumed = opened[-1].session
    assert resumed.state.history == session.state.history and resumed.names == ["Ann", "Bob"]
    assert opened[-1].save_path == save


def test_a_resumed_rush_hour_shift_game_plays_on_as_the_unbroken_one(tmp_path: Path) -> None:
    # The computer players' random generators are seeded by the point of the game, so a
    # save and resume changes none of their later moves.
    def fresh() -> RushSession:
        return RushSession.new(GAME.rules_from_options(None, 2), ["random", "search"], seed=12)

    def moves(session: RushSession, count: int) -> list[str]:
        """Up to ``count`` moves of the computers (fewer where the game ends)."""
        played: list[str] = []
        for _ in range(count):
            seat = session.to_move
            if seat is None:
                break
            decision = session.decide(seat, session.view(seat))
            assert session.apply_computer(seat, decision.action, len(session.state.history))
            played.append(str(decision.action))
        return played

    whole = fresh()
    mid_turn = []  # the points where the search player has played its turn's card
    while whole.to_move is not None:
        if whole.to_move == 1 and whole.view(1).phase == "act":
            mid_turn.append(len(whole.state.history))
        moves(whole, 1)
    assert len(mid_turn) >= 4
    # a player following a plan it remembered from the turn's start played on otherwise
    for before in mid_turn[:: len(mid_turn) // 4]:
        unbroken = fresh()
        moves(unbroken, before)
        broken = fresh()
        moves(broken, before)
        broken.save(tmp_path / "game.json")
        resumed = RushSession.load(tmp_path / "game.json")
        after = moves(resumed, 15)
        assert after and after == moves(unbroken, 15)


def test_the_rules_screen_speaks_french_too(tmp_path: Path) -> None:
    session = demo_session()
    english, french = rules_text(session.rules), rules_text(session.rules, "fr")
    assert french.count("\n  - ") == english.count("\n  - ")  # every rule, translated
    assert "Règles publiées" in french and "Published rules" not in french

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json", lang="fr")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            text = svg_text(app.export_screenshot())
            assert "Règles publiées" in text and "mise en place 1" in text

    asyncio.run(scenario())


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_computer_that_moves_first_plays_its_turn_out_before_the_person(
    seed: int, tmp_path: Path
) -> None:
    """The computer's steps each replace the worker of the one before (one thinking at a
    time): the steps are all played, and the test's wait takes a replaced worker for the
    normal end it is, not a failure."""
    session = new_session(["random", PERSON], seed=seed)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            assert session.to_move == 1  # the computer's whole turn played: the person's

    asyncio.run(scenario())


def test_e_under_move_exact_says_the_move_must_be_finished(tmp_path: Path) -> None:
    """Under move_exact the turn cannot end halfway through a MOVE: `e` did nothing, and
    said nothing."""
    rules = GAME.rules_from_options(None, 2, move_exact="on")
    state = new_game(rules, seed=3, decks=[stacked_deck(rules, hands=[["MOVE3"] * 3 + ["MS2"]])])
    session = RushSession.seated(rules, [PERSON, "greedy"], None, 3, state)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "s.json")
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            screen = table(app)
            await press_action(pilot, PLAY[Card.MOVE3])
            await settle(pilot)
            step = next(a for a in screen.listed if a.kind == Kind.MOVE)
            await press_action(pilot, step)
            await settle(pilot)
            assert END not in screen.listed and session.state.to_move == 0
            prompt = str(screen.query_one("#rs-prompt", Static).content)
            assert "pick a step" in prompt and "e ends the turn" not in prompt
            await pilot.press("e")
            await pilot.pause()
            prompt = str(screen.query_one("#rs-prompt", Static).content)
            assert "finish the MOVE first: 2 steps left" in prompt
            assert session.state.to_move == 0  # nothing happened

    asyncio.run(scenario())
