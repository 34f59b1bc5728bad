"""Mutants of the shared table screen's pace that the other tests let live (session 33's
audit): whose hand shows and when the person must act, the hint's words and when a late
hint is dropped, an illegal move refused, a side of the table uncovered, a computer's move
applied, and the digest that tells whether the save file is still this table's."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.binding import Binding, BindingType
from tui_helpers import OnStandInApp, StandInApp

from roadgames.agents import Decision
from roadgames.millebornes import MilleBornesView, make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.game_table import TABLE_BINDINGS, GameTableScreen, file_digest
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.session import PERSON, GameSession


class BareTable(OnStandInApp, GameTableScreen[MilleBornesView, Action]):
    """The shared table with nothing drawn: it counts its drawings and its saves, and
    stands on a :class:`StandInApp` rather than a running app."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("h", "hint", "Hint"),
        Binding("escape", "cancel", show=False),  # no label: not in the help
        *TABLE_BINDINGS,
    ]

    def __init__(self, session: GameSession, app: StandInApp | None = None) -> None:
        super().__init__(session, Translator("en"), Path("unused.json"), delay=0)
        self.fake_app = app or StandInApp()
        self.drawn = 0
        self.saves = 0
        self.noted: list[tuple[int, Action]] = []

    def redraw(self) -> None:
        self.drawn += 1

    def describe(self, action: Action) -> str:
        return f"<{action.kind.value}>"

    def hint_moment(self, view: MilleBornesView) -> tuple[object, ...]:
        return (len(view.log), view.hand, view.phase)

    def autosave(self) -> None:
        self.saves += 1

    def note_move(self, seat: int, action: Action) -> None:
        self.noted.append((seat, action))


def person_first(players: list[str] | None = None) -> GameSession:
    """Classic for two, seat 0 (a person) to move with a Roll in hand."""
    rules = make_rules("classic", 2)
    deck = stacked_deck(rules, hands=[["ROLL", "25", "50"] * 2, ["25"] * 6], draw=["75"] * 6)
    return GameSession.new(
        rules, players or [PERSON, "random"], seed=3, decks=[[c.code for c in deck]]
    )


def test_the_table_opens_on_the_persons_seat_face_up_wherever_they_sit() -> None:
    screen = BareTable(person_first(["random", PERSON]))
    assert screen.viewer == 1 and screen.unlocked


def test_a_table_of_computers_opens_on_the_first_seat_face_down() -> None:
    screen = BareTable(person_first(["random", "random"]))
    assert screen.viewer == 0 and not screen.unlocked


def test_a_shared_screen_opens_face_down_until_the_device_is_passed() -> None:
    screen = BareTable(person_first([PERSON, PERSON]))
    assert screen.session.hotseat
    assert screen.viewer == 0 and not screen.unlocked and not screen.hand_visible()


def test_the_hand_shows_and_the_turn_is_the_persons_only_while_nothing_else_runs() -> None:
    screen = BareTable(person_first())
    view = screen.current_view()
    assert screen.hand_visible() and screen.my_turn(view)
    screen.busy = True  # a computer thinking: the person's keys wait
    assert not screen.my_turn(view)
    screen.busy = False
    screen.unlocked = False  # face down (a shared screen between people)
    assert not screen.hand_visible() and not screen.my_turn(view)


def test_a_computer_seat_on_display_shows_no_hand_to_play() -> None:
    screen = BareTable(person_first())
    screen.viewer = 1  # the computer's seat
    assert not screen.hand_visible()


def test_a_hint_reads_the_action_then_the_players_own_explanation() -> None:
    screen = BareTable(person_first())
    action = screen.current_view().legal_actions[0]
    with_why = screen.hint_text(Decision(action, "it is safe"))
    assert with_why == f"Hint: {screen.describe(action)} — it is safe"
    # no reason and no explanation: the action alone, no dangling dash
    assert screen.hint_text(Decision(action)) == f"Hint: {screen.describe(action)}"


def test_no_hint_is_said_and_nothing_pointed_at() -> None:
    screen = BareTable(person_first())
    view = screen.current_view()
    screen.hint_ready(None, screen.hint_moment(view))
    assert screen.message == "no hint available"
    assert screen.hint is None and screen.drawn == 1


def test_a_hint_for_the_moment_on_display_is_shown() -> None:
    screen = BareTable(person_first())
    view = screen.current_view()
    screen.message = "That is not possible now."
    decision = Decision(view.legal_actions[0], "why")
    screen.hint_ready(decision, screen.hint_moment(view))
    assert screen.hint == decision and screen.drawn == 1


def test_a_hint_asked_before_the_game_moved_on_is_dropped_silently() -> None:
    screen = BareTable(person_first())
    view = screen.current_view()
    asked = screen.hint_moment(view)
    screen.session.apply(0, view.legal_actions[0])  # the person moved meanwhile
    screen.message = "stale"
    screen.hint_ready(Decision(view.legal_actions[0], "why"), asked)
    assert screen.hint is None and screen.message == "" and screen.drawn == 1


def test_an_illegal_action_is_refused_with_the_state_unchanged() -> None:
    screen = BareTable(person_first())
    before = len(screen.session.state.history)
    screen.act(Action(Kind.DISCARD, Card.D200))  # no 200 in hand
    assert screen.message == "That is not possible now."
    assert len(screen.session.state.history) == before
    assert screen.saves == 0 and screen.noted == [] and screen.drawn == 1


def test_a_legal_action_clears_the_refusal_and_is_noted_and_saved() -> None:
    screen = BareTable(person_first())
    screen.message = "That is not possible now."
    action = screen.current_view().legal_actions[0]
    screen.act(action)
    assert screen.message == "" and screen.noted == [(0, action)] and screen.saves == 1
    assert len(screen.session.state.history) == 1 and screen.drawn == 1
    screen.act(Action(Kind.DISCARD, screen.current_view().hand[0]))
    # one person alone: the hand stays face up while the computer plays
    assert screen.session.to_move == 1 and screen.unlocked


def test_on_a_shared_screen_the_hand_turns_face_down_only_once_the_turn_passes() -> None:
    screen = BareTable(person_first([PERSON, PERSON]))
    screen.unlocked = True  # the device passed to seat 0
    screen.act(Action(Kind.DRAW))
    assert screen.session.to_move == 0 and screen.unlocked  # still seat 0's turn
    screen.act(Action(Kind.DISCARD, screen.current_view().hand[0]))
    assert screen.session.to_move == 1 and not screen.unlocked


def test_a_side_is_uncovered_at_once_for_one_person() -> None:
    screen = BareTable(person_first())
    screen.viewer, screen.unlocked = 1, False  # the computer's side on display
    called: list[bool] = []
    screen.show_side(0, lambda: called.append(screen.unlocked))
    assert screen.viewer == 0 and screen.unlocked and called == [True]
    assert not screen.in_dialog and screen.drawn == 1


def test_on_a_shared_screen_the_device_is_passed_before_the_next_side_shows() -> None:
    screen = BareTable(person_first([PERSON, PERSON]))
    screen.unlocked = True  # seat 0 on display, face up
    called: list[int] = []
    screen.show_side(1, lambda: called.append(screen.viewer))
    assert not screen.unlocked and screen.in_dialog and called == []
    assert screen.drawn == 1  # face down on screen before the device goes round
    [(dialog, ready)] = screen.fake_app.pushed
    assert isinstance(dialog, PassDeviceScreen)
    assert dialog.person == screen.session.names[1]  # told who takes the device
    ready(None)  # seat 1 has the device
    assert screen.viewer == 1 and screen.unlocked and not screen.in_dialog
    assert called == [1] and screen.drawn == 2  # seat 1's side drawn face up


def test_on_a_shared_screen_the_side_on_display_face_up_goes_on_at_once() -> None:
    screen = BareTable(person_first([PERSON, PERSON]))
    screen.unlocked = True
    called: list[int] = []
    screen.show_side(0, lambda: called.append(screen.viewer))
    assert called == [0] and screen.fake_app.pushed == [] and not screen.in_dialog


def test_on_a_shared_screen_a_side_face_down_is_passed_to_even_if_on_display() -> None:
    screen = BareTable(person_first([PERSON, PERSON]))  # seat 0 on display, face down
    screen.show_side(0, lambda: None)
    assert len(screen.fake_app.pushed) == 1 and not screen.unlocked


def test_a_computer_move_is_applied_noted_and_saved() -> None:
    screen = BareTable(person_first(["random", PERSON]))
    turn = screen.session.computer_turn()
    assert turn is not None
    seat, view = turn
    history = len(screen.session.state.history)
    action = view.legal_actions[-1]
    screen.busy = True
    screen.computer_done(seat, action, view, history)
    assert not screen.busy
    assert len(screen.session.state.history) == history + 1
    assert screen.noted == [(seat, action)] and screen.saves == 1 and screen.drawn == 1


def test_a_stale_computer_move_is_dropped_unsaved() -> None:
    screen = BareTable(person_first(["random", PERSON]))
    turn = screen.session.computer_turn()
    assert turn is not None
    seat, view = turn
    history = len(screen.session.state.history)
    screen.busy = True
    # decided on a history one action shorter than the game's: the game moved on
    screen.computer_done(seat, view.legal_actions[0], view, history - 1)
    assert not screen.busy
    assert len(screen.session.state.history) == history
    assert screen.noted == [] and screen.saves == 0 and screen.drawn == 0


def test_a_computer_move_refused_by_the_rules_falls_back_to_its_first_legal_action() -> None:
    screen = BareTable(person_first(["random", PERSON]))
    turn = screen.session.computer_turn()
    assert turn is not None
    seat, view = turn
    history = len(screen.session.state.history)
    assert len(view.legal_actions) > 1  # so that "the first" is told from any other
    screen.computer_done(seat, Action(Kind.DISCARD, Card.D200), view, history)
    assert screen.noted == [(seat, view.legal_actions[0])] and screen.saves == 1
    name = screen.session.names[seat]
    notice = f"{name} gave no legal answer: its first legal action was played."
    assert screen.fake_app.notices == [(notice, "warning")]


def test_a_computer_giving_no_move_is_played_for_and_said() -> None:
    screen = BareTable(person_first(["random", PERSON]))
    turn = screen.session.computer_turn()
    assert turn is not None
    seat, view = turn
    screen.computer_done(seat, None, view, len(screen.session.state.history))
    assert screen.noted == [(seat, view.legal_actions[0])]
    assert [severity for _, severity in screen.fake_app.notices] == ["warning"]


def test_a_good_computer_move_is_played_without_a_notice() -> None:
    screen = BareTable(person_first(["random", PERSON]))
    turn = screen.session.computer_turn()
    assert turn is not None
    seat, view = turn
    screen.computer_done(seat, view.legal_actions[-1], view, len(screen.session.state.history))
    assert screen.fake_app.notices == []


def test_the_help_lists_each_label_once_after_all_its_keys() -> None:
    screen = BareTable(person_first())
    assert screen.key_help() == [
        ("h", "Hint"),
        ("question_mark, F1", "Rules"),  # the footer hides F1; the help lists it
        ("s", "Save"),
        ("q", "Save & quit"),
    ]


def test_the_end_of_the_match_starts_a_new_game_where_the_app_offers_one() -> None:
    app = StandInApp(new=True)
    BareTable(person_first(), app).end_match("new")
    assert app.new_games == 1 and app.exits == []


def test_the_end_of_the_match_leaves_with_the_saved_records_path(tmp_path: Path) -> None:
    app = StandInApp(new=True)
    app.last_saved = tmp_path / "game.json"
    BareTable(person_first(), app).end_match(None)
    assert app.new_games == 0 and app.exits == [str(tmp_path / "game.json")]


def test_the_end_of_the_match_leaves_with_nothing_where_nothing_was_saved() -> None:
    app = StandInApp()  # no new game offered: "new" leaves too
    BareTable(person_first(), app).end_match("new")
    assert app.exits == [None]


def test_the_digest_tells_files_apart_and_none_for_no_file(tmp_path: Path) -> None:
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first.write_text("one", encoding="utf-8")
    second.write_text("two", encoding="utf-8")
    assert file_digest(first) is not None
    assert file_digest(first) == file_digest(first)
    assert file_digest(first) != file_digest(second)
    assert file_digest(tmp_path / "missing.json") is None
