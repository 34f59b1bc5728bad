"""Mutation-sweep tests (session 33) for the card, hand and log widgets: the pure layout
functions called directly, the widgets shown in a small host app rather than the whole game."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.pilot import Pilot
from tui_helpers import svg_text

from roadgames.millebornes.cards import DISTANCES, HAZARDS, REMEDIES, SAFETIES, Card
from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.card import CardWidget, DrawPile, card_kind, face_text, fit_words
from roadgames.tui.widgets.hand import DRAWN_MARK, HandWidget
from roadgames.tui.widgets.log import GameLog

EN = Translator("en")


class WidgetHost(App[None]):
    """A bare app holding one of each widget, sized by the test."""

    CSS = """
    CardWidget { width: 12; height: 5; border: round white; }
    DrawPile { width: 12; height: 5; }
    GameLog { height: 6; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.chosen: list[int] = []

    def on_card_widget_chosen(self, message: CardWidget.Chosen) -> None:
        self.chosen.append(message.index)

    def compose(self) -> ComposeResult:
        with Vertical():
            yield HandWidget(id="hand")
            yield CardWidget(id="pile")
            yield DrawPile(id="draw")
            yield GameLog(id="log")


Check = Callable[[WidgetHost, Pilot[None]], Awaitable[None]]


def hosted(check: Check, size: tuple[int, int] = (100, 40)) -> None:
    async def go() -> None:
        app = WidgetHost()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await check(app, pilot)

    asyncio.run(go())


def test_each_card_is_drawn_in_the_colour_of_its_kind_by_the_rules() -> None:
    # the four kinds the rules name, each card in exactly its own
    for kind, cards in (
        ("distance", DISTANCES),
        ("hazard", HAZARDS),
        ("remedy", REMEDIES),
        ("safety", SAFETIES),
    ):
        assert [card_kind(card) for card in cards] == [kind] * len(cards)


def managed_classes(slot: CardWidget) -> set[str]:
    return set(slot.classes) - {"card"}


def test_a_hand_marks_its_legal_selected_dimmed_and_drawn_cards() -> None:
    cards = [Card.D25, Card.STOP, Card.ROLL, Card.DRIVING_ACE, Card.D200]
    playable = [True, False, True, False]  # shorter than the hand: the rest not playable

    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        hand = app.query_one(HandWidget)
        hand.show(cards, 5, EN, playable, selected=2, active=True, drawn=[False, True])
        slots = list(hand.query(CardWidget))
        assert len(slots) == 7  # a hand holds at most seven cards
        assert [slot.display for slot in slots] == [True] * 5 + [False] * 2
        assert [slot.card for slot in slots[:5]] == cards
        assert [slot.border_title for slot in slots[:5]] == ["1", f"2 {DRAWN_MARK}", "3", "4", "5"]
        assert [slot.border_subtitle for slot in slots[:5]] == ["✓", "", "✓", "", ""]
        assert managed_classes(slots[0]) == {"kind-distance", "legal"}
        assert managed_classes(slots[1]) == {"kind-hazard", "dim", "drawn"}
        assert managed_classes(slots[2]) == {"kind-remedy", "legal", "selected"}
        assert managed_classes(slots[3]) == {"kind-safety", "dim"}
        assert managed_classes(slots[4]) == {"kind-distance", "dim"}
        # while another seat plays, nothing is dimmed: any card may be chosen to look at
        hand.show(cards, 5, EN, [False, False, True], selected=None, active=False)
        assert managed_classes(slots[0]) == {"kind-distance"}
        assert managed_classes(slots[1]) == {"kind-hazard"}
        assert managed_classes(slots[2]) == {"kind-remedy", "legal"}
        assert slots[1].border_title == "2"

    hosted(check)


def test_a_hidden_hand_shows_as_many_backs_as_cards_and_then_the_faces() -> None:
    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        hand = app.query_one(HandWidget)
        hand.show(None, 6, EN)
        slots = list(hand.query(CardWidget))
        assert [slot.display for slot in slots] == [True] * 6 + [False]
        assert [slot.border_title for slot in slots[:6]] == [str(n) for n in range(1, 7)]
        assert all(slot.card is None for slot in slots)  # a back tells no card
        assert all(managed_classes(slot) == {"kind-back"} for slot in slots[:6])
        assert "▚" in str(slots[0].render())
        hand.show([Card.GASOLINE, Card.D50], 2, EN)
        assert [slot.display for slot in slots] == [True, True] + [False] * 5
        assert managed_classes(slots[0]) == {"kind-remedy"}
        assert managed_classes(slots[1]) == {"kind-distance"}
        assert str(slots[0].render()) == "Gasoline"
        hand.show([Card.D25, Card.STOP, Card.ROLL, Card.DRIVING_ACE], 4, EN)  # two drawn
        assert [slot.display for slot in slots] == [True] * 4 + [False] * 3
        hand.show(None, 7, EN)  # every kind turned face down again: no colour of it left
        assert all(slot.display for slot in slots)
        assert all(managed_classes(slot) == {"kind-back"} for slot in slots)

    hosted(check)


def test_an_empty_pile_says_so_and_a_card_on_it_replaces_the_words() -> None:
    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        pile = app.query_one("#pile", CardWidget)
        pile.show(None, EN, label="Discard", empty_text="empty")
        assert pile.card is None and managed_classes(pile) == {"empty"}
        assert str(pile.render()) == "empty"
        assert pile.border_title == "Discard"
        pile.show(Card.SPEED_LIMIT, EN, label="Discard", note="2")
        assert pile.card is Card.SPEED_LIMIT and managed_classes(pile) == {"kind-hazard"}
        assert pile.border_subtitle == "2"
        # the face is 10 columns wide inside the border: the name broken, not cut
        assert str(pile.render()) == "Speed\nLimit"
        pile.show(Card.SPEED_LIMIT, EN, label="Discard", back=True)
        assert pile.card is None and managed_classes(pile) == {"kind-back"}
        assert "▚" in str(pile.render()) and "Speed" not in str(pile.render())

    hosted(check)


def test_clicking_a_hand_card_chooses_it_and_clicking_a_pile_chooses_nothing() -> None:
    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        app.query_one(HandWidget).show([Card.D25, Card.D50, Card.D75], 3, EN)
        app.query_one("#pile", CardWidget).show(Card.ROLL, EN)
        await pilot.pause()
        await pilot.click("#hand-2")
        await pilot.click("#pile")
        await pilot.click("#hand-0")
        await pilot.pause()
        assert app.chosen == [2, 0]  # by position in the hand, the pile not at all

    hosted(check)


def test_a_name_longer_than_the_face_ends_in_an_ellipsis_on_its_last_line() -> None:
    # three lines of name on a face of two: the last takes the rest, whole words rejoined
    assert face_text("Véhicule Prioritaire", 10, 2).plain == "Véhicule\nPrioritai…"
    assert face_text("Véhicule Prioritaire", 10, 3).plain == "Véhicule\nPriori-\ntaire"
    assert face_text("Puncture-Proof", 20, 1).plain == "Puncture-Proof"  # fits: no mark
    assert face_text("Roll", 10, 0).plain == "Roll"  # no rows yet: nothing to cut to
    assert face_text("Feu Vert", 8, 1).plain == "Feu Vert"  # just fits one line: whole
    # on one line the name is cut, not respelt: its own hyphen stays
    assert face_text("Puncture-Proof", 10, 1).plain == "Puncture-…"


def test_a_long_word_breaks_at_each_of_its_own_hyphens_wherever_they_fall() -> None:
    assert fit_words("Anti-Puncture-Proof", 10) == "Anti-\nPuncture-\nProof"
    assert fit_words("X-Rayshield", 10) == "X-\nRayshield"  # right after the first letter
    assert fit_words("Roadblock-X", 10) == "Roadblock-\nX"  # right before the last


def test_a_word_with_no_hyphen_to_break_at_is_halved_where_a_line_allows() -> None:
    assert fit_words("Roadblocks", 8) == "Roadb-\nlocks"  # ten letters: five and five
    assert fit_words("Roadblocks", 5) == "Road-\nblo-\ncks"  # each line holds four and "-"


def test_the_draw_pile_frames_its_name_and_count_only_where_three_rows_fit() -> None:
    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        draw = app.query_one(DrawPile)
        draw.show("Draw pile", 42)
        await pilot.pause()
        # 12 × 5: a frame round a face of 10 × 3, the name above the count, each centred
        assert str(draw.render()).split("\n") == [
            "╭──────────╮",
            "│Draw pile │",
            "│    42    │",
            "│          │",
            "╰──────────╯",
        ]
        draw.show("Draw pile", 7)  # one fewer card drawn: the count follows
        draw.styles.height = 2
        await pilot.pause()
        assert str(draw.render()) == "Draw pile\n7"  # unframed, still on two lines
        draw.styles.height = 1
        await pilot.pause()
        assert str(draw.render()) == "Draw pile 7"  # one line: side by side
        draw.styles.width, draw.styles.height = 14, 3  # framed round a single line
        await pilot.pause()
        assert str(draw.render()).split("\n")[1] == "│Draw pile 7 │"
        draw.styles.height = 7  # five rows inside for two lines: one blank above them
        await pilot.pause()
        inside = [line[1:-1].strip() for line in str(draw.render()).split("\n")[1:-1]]
        assert inside == ["", "Draw pile", "7", "", ""]
        draw.styles.height = 9  # seven rows inside: the two lines in the middle of them
        await pilot.pause()
        inside = [line[1:-1].strip() for line in str(draw.render()).split("\n")[1:-1]]
        assert inside == ["", "", "Draw pile", "7", "", "", ""]

    hosted(check)


def test_a_new_card_on_a_pile_and_a_new_count_reach_the_screen() -> None:
    # the same kind and label as before: only the name on the face and the count change
    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        pile = app.query_one("#pile", CardWidget)
        draw = app.query_one(DrawPile)
        pile.show(Card.D25, EN, label="Discard")
        draw.show("Draw pile", 42)
        await pilot.pause()
        assert "25 mi" in svg_text(app.export_screenshot())
        pile.show(Card.D50, EN, label="Discard")
        draw.show("Draw pile", 41)
        await pilot.pause()
        shown = svg_text(app.export_screenshot())
        assert "50 mi" in shown and "25 mi" not in shown
        assert "41" in shown and "42" not in shown

    hosted(check)


def log_lines(log: GameLog) -> list[str]:
    return [strip.text.rstrip() for strip in log.lines]


def test_the_log_writes_each_event_once_and_starts_over_with_a_new_hand() -> None:
    names, teams = ["Ann", "Bob"], ["Ann", "Bob"]

    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        log = app.query_one(GameLog)
        entries = [(-1, "hand 1 dealt"), (0, "draw")]
        log.show(1, entries, names, teams, EN)
        log.show(1, [*entries, (1, "draw")], names, teams, EN)
        log.note("Saved to [home]/game.json.")  # brackets are words, not markup
        # the engine's log of hand 2 starts afresh: its first entry is new, not seen
        log.show(2, [(-1, "hand 2 dealt")], names, teams, EN)
        await pilot.pause()
        assert log_lines(log) == [
            "Hand 1 dealt.",
            "Ann: draw",
            "Bob: draw",
            "Saved to [home]/game.json.",
            "Hand 2 dealt.",
        ]

    hosted(check)


def test_a_log_line_wider_than_the_log_wraps_onto_the_next_row() -> None:
    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        log = app.query_one(GameLog)
        log.note("word " * 30)  # 150 columns in a log of 100
        await pilot.pause()
        assert len(log.lines) == 2 and all(len(line.text) <= 100 for line in log.lines)

    hosted(check)


def test_the_log_keeps_its_latest_line_in_sight_when_it_gives_up_rows() -> None:
    async def check(app: WidgetHost, pilot: Pilot[None]) -> None:
        log = app.query_one(GameLog)
        for number in range(1, 5):
            log.note(f"line {number}")
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y == 0  # all four in sight
        log.styles.height = 3  # fewer rows than lines
        await pilot.pause()
        await pilot.pause()
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y

    hosted(check)
