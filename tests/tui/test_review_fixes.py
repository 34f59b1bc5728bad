"""Fixes after a review of the table: the 200s of a narrow distance bar in their short form,
a coup fourré's wider mark counted when the safeties are laid out, a case asked of a value
that is not a card, the unused ``pick_card`` words, and the drawn card's mark held for one
turn exactly (draw-phase rules, play-out, a shared screen)."""

from __future__ import annotations

import asyncio
from collections import Counter
from pathlib import Path

from rich.text import Text
from textual.app import App, ComposeResult
from tui_helpers import choose, make_app, press_action, settle, table

from roadgames.agents.base import Reason
from roadgames.millebornes import make_rules
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import UI, UI_LANGUAGES, Translator
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import CardWidget
from roadgames.tui.widgets.hand import DRAWN_MARK, HandWidget
from roadgames.tui.widgets.tableau import DistanceBar, SafetiesLine, safety_lines

# ------------------------------------------------------------ 1. the 200s, short


class _Bars(App[None]):
    """One distance bar of each width asked, a line each."""

    def __init__(self, widths: list[int], caption: str, short: str) -> None:
        super().__init__()
        self.widths = widths
        self.caption = caption
        self.short = short

    def compose(self) -> ComposeResult:
        for width in self.widths:
            bar = DistanceBar()
            bar.styles.width = width
            bar.styles.height = 1
            bar.trip = 1000
            bar.caption = self.caption
            bar.short_caption = self.short
            yield bar


def bar_texts(widths: list[int], caption: str, short: str) -> list[str]:
    """What a distance bar at 0 of 1000 shows at each of ``widths``."""

    async def scenario() -> list[str]:
        app = _Bars(widths, caption, short)
        async with app.run_test(size=(100, len(widths) + 1)) as pilot:
            await pilot.pause()
            return [bar.render().plain for bar in app.query(DistanceBar)]

    return asyncio.run(scenario())


def test_a_narrow_bar_says_the_200s_short_before_it_leaves_them_out() -> None:
    """'200s played 0/2' where it fits beside the miles and four cells of bar, '200s 0/2'
    where only that fits, nothing where not even that does; the miles always whole."""
    tr = Translator("en")
    long, short = tr("two_hundreds", n=0, max=2), tr("two_hundreds_short", n=0, max=2)
    miles = " 0/1000"
    # the bar, the miles, " · " and the caption: four cells of bar at the least
    roomy = 4 + len(miles) + 3 + len(long)
    snug = 4 + len(miles) + 3 + len(short)
    shown = bar_texts([roomy, roomy - 1, snug, snug - 1], long, short)
    assert shown[0].endswith(f"{miles} · {long}"), shown[0]
    assert shown[1].endswith(f"{miles} · {short}"), shown[1]
    assert shown[2].endswith(f"{miles} · {short}"), shown[2]
    assert shown[3].endswith(miles) and "200" not in shown[3].replace(miles, ""), shown[3]
    for text, width in zip(shown, [roomy, roomy - 1, snug, snug - 1], strict=True):
        assert len(text) == width, (text, width)


# ------------------------------------------------- 2. a coup fourré's mark, counted


class _Safeties(App[None]):
    """A line of safeties ``width`` wide."""

    def __init__(self, units: tuple[tuple[str, bool], ...], width: int) -> None:
        super().__init__()
        self.units = units
        self.width = width

    def compose(self) -> ComposeResult:
        line = SafetiesLine()
        line.styles.width = self.width
        yield line

    def on_mount(self) -> None:
        self.query_one(SafetiesLine).show(self.units, (self.units,), "")


def safeties_shown(units: tuple[tuple[str, bool], ...], width: int) -> list[str]:
    """The lines a safeties line ``width`` wide draws for ``units``, uncropped."""

    async def scenario() -> list[str]:
        app = _Safeties(units, width)
        async with app.run_test(size=(60, 6)) as pilot:
            await pilot.pause()
            line = app.query_one(SafetiesLine)
            assert line.content_size.width == width
            drawn = line.render()
            assert isinstance(drawn, Text)
            return drawn.plain.split("\n")

    return asyncio.run(scenario())


def test_a_coup_fourre_is_laid_out_as_wide_as_it_is_drawn() -> None:
    """'▭ Extra Tank ' (highlighted, a space after) is 13 wide: beside '▯ Driving Ace' it
    makes 28 characters, one too many for 27, so that the second safety was cropped."""
    units = (("Extra Tank", True), ("Driving Ace", False))
    assert safety_lines(units, 27) == [[units[0]], [units[1]]]
    assert safety_lines(units, 28) == [list(units)]
    for width in range(8, 32):
        for line in safeties_shown(units, width):
            assert len(line) <= width, (width, line)
    assert safeties_shown(units, 27)[1] == "▯ Driving Ace"


def test_coups_fourres_shortened_to_a_share_still_fit() -> None:
    """Names shortened to an equal share of a narrow line leave room for a coup fourré's
    wider mark too."""
    units = (("Driving Ace", True), ("Extra Tank", True), ("Puncture-Proof", True))
    for width in range(12, 40):
        lines = safety_lines(units, width)
        assert len(lines) <= 2, (width, lines)
        for line in lines:
            drawn = "  ".join(f"▭ {name} " for name, _ in line)
            assert len(drawn) <= width, (width, drawn)


# ---------------------------------------------- 3. a case asked of a value not a card


def test_a_case_asked_of_a_card_code_writes_it_plainly() -> None:
    """German asks the attack's card in the dative: a card given as its code (not a Card)
    once raised ValueError('Invalid format specifier') instead of being written."""
    said = Translator("de").reason(Reason.of("attack", team="B", card="ACCIDENT"))
    assert said is not None and "ACCIDENT" in said and "Team B" in said
    whole = Translator("de").reason(Reason.of("attack", team="B", card=Card.ACCIDENT))
    assert whole is not None and "ACCIDENT" not in whole  # a card is still named, declined


# -------------------------------------------------------- 4. the unused words, gone


def test_no_language_keeps_the_unused_pick_card_words() -> None:
    """The prompt says the hand's own range of keys (``pick_card_from``); the fixed '1–7'
    of ``pick_card`` is used nowhere."""
    for lang in UI_LANGUAGES:
        assert "pick_card" not in UI.get(lang, {}), lang


# ------------------------------------------------ 5. the drawn card's mark, one turn


def test_a_coup_fourres_card_keeps_its_mark_through_the_draw_that_follows() -> None:
    """With cards drawn from the discards, a coup fourré's turn starts with a draw of its
    own: the coup fourré's replacement card and the card drawn then are both new this
    turn (the draw once replaced the replacement's mark)."""
    rules = make_rules("classic", 2, draw_from_discard=True)
    deck = stacked_deck(
        rules,
        hands=[
            ["ROLL", "25", "25", "50", "EXTRA_TANK", "75"],
            ["ROLL", "OUT_OF_GAS", "25", "25", "50", "50"],
        ],
        draw=["25", "25", "50", "50", "200", "100"],
    )
    session = GameSession.new(rules, [PERSON, PERSON], seed=1, decks=[[c.code for c in deck]])
    for seat, move in [(0, "play ROLL"), (1, "play ROLL"), (0, "play 25")]:
        session.apply(seat, move)
    attack = next(a for a in session.view(1).legal_actions if a.card == Card.OUT_OF_GAS)
    session.apply(1, attack)
    assert session.view(0).phase == "coup_fourre"
    session.apply(0, "coup-fourre")
    assert session.drawn(0) == Counter([Card.D200])  # the replacement
    view = session.view(0)
    assert view.phase == "draw" and view.my_turn
    session.apply(0, "draw")
    assert session.drawn(0) == Counter([Card.D200, Card.D100])


def test_a_turn_with_nothing_drawn_marks_nothing_drawn_the_turn_before() -> None:
    """Played out (the draw pile empty), a safety's extra turn draws nothing: the card
    drawn the turn before is no longer this turn's draw."""
    rules = make_rules("classic", 2)
    hand = ["DRIVING_ACE", "EXTRA_TANK", "ROLL", "25", "25", "50"]
    deck = stacked_deck(rules, hands=[hand], draw=["75", "100", "200"])
    session = GameSession.new(rules, [PERSON, PERSON], seed=1, decks=[[c.code for c in deck]])
    session.apply(0, "play ROLL")
    del session.state.draw_pile[:-1]  # the 200 the last card: the pile then runs dry
    session.apply(1, session.view(1).legal_actions[0])
    assert session.drawn(0) == Counter([Card.D200])
    assert session.view(0).draw_pile_size == 0
    session.apply(0, "play DRIVING_ACE")
    view = session.view(0)
    assert view.my_turn and Card.D200 in view.hand
    assert session.drawn(0) == Counter()


def marks(app: RoadgamesApp) -> list[Card | None]:
    """The table's hand's cards that carry the drawn card's mark."""
    slots = table(app).query_one(HandWidget).query(CardWidget)
    return [slot.card for slot in slots if slot.display and DRAWN_MARK in str(slot.border_title)]


def test_on_a_shared_screen_one_persons_drawn_mark_never_shows_to_the_other(
    tmp_path: Path,
) -> None:
    """Two people at one screen: the marks on the hand on display are cards its owner
    received since their own last turn ended, and only in their turn; behind the screen
    that passes the device there are none."""
    rules = make_rules("classic", 2)
    session = GameSession.new(rules, [PERSON, PERSON], seed=11)
    #: per seat: its hand when last looked at, and what came into it since its turn began
    last = {seat: Counter(session.view(seat).hand) for seat in (0, 1)}
    received: dict[int, Counter[Card]] = {0: Counter(), 1: Counter()}

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(100, 30)) as pilot:
            checked = 0
            for _ in range(120):
                await settle(pilot)
                if session.state.is_over or session.view(0).hand_number > 1:
                    break
                for seat in (0, 1):  # the state's turn: a view may keep an attacker's
                    hand = Counter(session.view(seat).hand)
                    if session.state.turn_player == seat:
                        received[seat] += hand - last[seat]
                    else:
                        received[seat] = Counter()
                    last[seat] = hand
                if isinstance(app.screen, PassDeviceScreen):
                    assert marks(app) == []  # the hand beneath is face down
                    await pilot.press("enter")
                    continue
                seat = table(app).viewer
                view = session.view(seat)
                shown = Counter(card for card in marks(app) if card is not None)
                assert shown <= received[seat] & Counter(view.hand), (seat, shown, received)
                checked += bool(shown)
                await press_action(pilot, view, choose(view))
            assert checked >= 4  # marks were shown, and checked, many times

    asyncio.run(scenario())
