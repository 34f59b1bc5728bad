"""The terminal table as a first-time player found it: the table fits 80×24 whatever the
safeties and the hint (a long hint beside three safeties scrolled it), the card just drawn
is marked in the person's own hand (never logged), the prompt says the hand's own range of
numbers, the last score sheet opens again with a key, and the footer, the log's scrollbar
and the help say only what holds."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from textual.widgets import Footer
from tui_helpers import make_app, play_until, screen_text, settle, table, three_safeties_session

from roadgames.agents import Decision
from roadgames.millebornes import MilleBornesState, make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.rules import team_letter
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui import demo
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.screens.score_sheet import ScoreSheetScreen
from roadgames.tui.screens.summary import SummaryScreen
from roadgames.tui.screens.table import TableScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import CardWidget
from roadgames.tui.widgets.hand import DRAWN_MARK, HandWidget
from roadgames.tui.widgets.log import GameLog
from roadgames.tui.widgets.tableau import DistanceBar, TableauWidget

SIZES = [(80, 24), (120, 40)]
SAFETIES = ("DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "RIGHT_OF_WAY")
LONG_REASON = " ".join(["a reason long enough to wrap onto more lines"] * 4) + " LASTWORD"


def rows(app: RoadgamesApp) -> list[str]:
    """The screen's rows as text, spaces kept (the SVG's text drops runs of blanks)."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def help_lines(app: RoadgamesApp) -> list[str]:
    """The lines of the help (the rules screen) that follow the rules: the keys, the
    signs of the table, headings included."""
    screen = app.screen
    assert isinstance(screen, RulesScreen)
    return [str(line.render()) for line in screen.query(".help-heading, .help-line")]


def footer_row(app: RoadgamesApp) -> str:
    """The bottom row of the screen: the footer of the screen on top."""
    return rows(app)[-1]


def split_marks(app: RoadgamesApp) -> list[str]:
    """Rows where a safety's mark (▯ upright, ▭ a coup fourré) is not followed on the same
    row by a space and its name."""
    return [row for row in rows(app) if re.search(r"[▯▭](?! \S)", row)]


def safeties_session(players: int, safeties: int) -> GameSession:
    """Seat 0 (a person) has just played ``safeties`` safeties (each gives another turn);
    every seat plays for itself (six players: six tableaux in a row)."""
    rules = make_rules("classic", players, teams=False)
    hand = [*SAFETIES, "ROLL", "25"]
    deck = stacked_deck(rules, hands=[hand], draw=["75"] * 6)
    others = ["random"] * (players - 1)
    session = GameSession.new(rules, [PERSON, *others], seed=4, decks=[[c.code for c in deck]])
    for code in SAFETIES[:safeties]:
        session.state.apply(session.state.parse_action(f"play {code}"))
    return session


def show_hint(screen: TableScreen, reason: str = LONG_REASON) -> None:
    """Show a hint with ``reason`` under the prompt, as the hint key does."""
    view = screen.current_view()
    screen.hint_ready(Decision(view.legal_actions[0], reason), screen.hint_moment(view))


# ------------------------------------------------------------------ 1. the table fits


@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("safeties", [3, 4])
def test_the_table_fits_80x24_with_safeties_and_a_long_hint(
    players: int, safeties: int, tmp_path: Path
) -> None:
    """Safeties that once wrapped onto more lines made the table taller than the screen:
    whatever the number of teams, the prompt stays above the footer, its hint whole, and
    both piles keep their place in the middle row."""
    session = safeties_session(players, safeties)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            show_hint(screen)
            await pilot.pause()
            prompt = screen.query_one("#prompt-line").region
            assert prompt.bottom <= screen.query_one(Footer).region.y
            assert "LASTWORD" in screen_text(app)
            assert screen.scroll_offset.y == 0 and not screen.show_vertical_scrollbar
            middle = screen.query_one("#middle").region
            for pile in ("#draw-pile", "#discard"):
                assert middle.contains_region(screen.query_one(pile).region), pile
            text = " ".join(rows(app))
            assert str(screen.current_view().draw_pile_size) in text  # the count shows

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", UI_LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_tableaux_keep_one_height_and_each_safety_keeps_its_mark(
    lang: str, size: tuple[int, int], tmp_path: Path
) -> None:
    """Three safeties on one tableau, none on the other: both boxes as tall, and a mark
    never left at the end of a line without its name ('▯' then 'Puncture-Proof' below)."""
    session = safeties_session(2, 3)
    tr = Translator(lang)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            screen = table(app)
            heights = {tableau.region.height for tableau in screen.query(TableauWidget)}
            assert len(heights) == 1, heights
            assert split_marks(app) == []
            text = "\n".join(rows(app))
            for code in SAFETIES[:3]:  # two teams: every name whole, after its mark
                assert f"▯ {tr.card(Card[code])}" in text, code

    asyncio.run(scenario())


@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_crowded_row_of_tableaux_keeps_marks_with_their_names(
    players: int, tmp_path: Path
) -> None:
    """Three to six tableaux across 80 columns: four safeties shortened where they must be,
    each mark still followed by (the start of) its name, every box as tall; the bar's miles
    whole (the French '200 joués : 0/2' once ran past the edge), the 200s said short ('200 :
    0/2') where that fits beside them and four cells of bar."""
    session = safeties_session(players, 4)
    tr = Translator("fr")

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="fr")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            heights = {tableau.region.height for tableau in screen.query(TableauWidget)}
            assert len(heights) == 1, heights
            assert split_marks(app) == []
            assert sum(row.count("▯") for row in rows(app)) == 4  # none cut off
            trip = f"0/{screen.current_view().trip}"
            short = f"{trip} · {tr('two_hundreds_short', n=0, max=2)}"
            for bar in screen.query(DistanceBar):  # the miles whole, the 200s where they fit
                shown = bar.render().plain
                assert len(shown) <= bar.size.width, shown
                if bar.size.width >= 4 + len(f" {short}"):
                    assert shown.endswith(short), shown
                else:
                    assert shown.endswith(trip), shown

    asyncio.run(scenario())


# -------------------------------------------------------- 2. the card just drawn


def marked(app: RoadgamesApp) -> list[Card | None]:
    """The hand's cards that carry the mark of the card drawn this turn."""
    slots = table(app).query_one(HandWidget).query(CardWidget)
    return [slot.card for slot in slots if slot.display and DRAWN_MARK in str(slot.border_title)]


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_card_drawn_this_turn_is_marked_in_the_hand_and_never_logged(
    lang: str, tmp_path: Path
) -> None:
    """The hand is sorted: a drawn card vanished among the others. The person's own hand
    marks it until the turn ends (in every language: the mark, and the help says what it
    means); the public log never names it."""
    rules = make_rules("classic", 2)
    hand = ["ROLL", "25", "25", "25", "50", "50"]
    # the person starts (drawing 75), the computer draws 25, the person Right of Way,
    # the computer 25, the person a 25 (one of several)
    deck = stacked_deck(rules, hands=[hand], draw=["75", "25", "RIGHT_OF_WAY", "25", "25"])
    session = GameSession.new(rules, [PERSON, "random"], seed=3, decks=[[c.code for c in deck]])
    tr = Translator(lang)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            assert marked(app) == []  # the deal's cards: nothing drawn since it was seen
            view = screen.current_view()
            await pilot.press(str(view.hand.index(Card.ROLL) + 1), "p")
            await settle(pilot)
            view = screen.current_view()
            assert view.my_turn and Card.RIGHT_OF_WAY in view.hand
            assert marked(app) == [Card.RIGHT_OF_WAY]
            assert f"{view.hand.index(Card.RIGHT_OF_WAY) + 1} {DRAWN_MARK}" in screen_text(app)
            log = "\n".join(strip.text for strip in screen.query_one(GameLog).lines)
            assert tr.card(Card.RIGHT_OF_WAY) not in log
            await pilot.press(str(view.hand.index(Card.D25) + 1), "p")  # the turn ends
            await settle(pilot)
            assert marked(app) == [Card.D25]  # one 25 of several, not each of them
            await pilot.press("question_mark")
            await pilot.pause()
            assert tr("help_drawn", mark=DRAWN_MARK) in help_lines(app)

    asyncio.run(scenario())


def test_the_drawn_card_mark_goes_when_the_turn_ends(tmp_path: Path) -> None:
    rules = make_rules("classic", 2)
    hand = ["ROLL", "25", "25", "25", "50", "50"]
    deck = stacked_deck(rules, hands=[hand], draw=["75", "25", "RIGHT_OF_WAY", "25", "25"])
    session = GameSession.new(rules, [PERSON, "random"], seed=3, decks=[[c.code for c in deck]])
    session.apply(0, Action(Kind.PLAY, Card.ROLL))
    assert session.drawn(0) == {}  # the turn has passed
    action = session.view(1).legal_actions[0]
    session.apply_computer(1, action, len(session.state.history))
    assert session.drawn(0) == {Card.RIGHT_OF_WAY: 1}
    assert session.drawn(1) == {}  # a computer's cards are nobody's to mark
    session.apply(0, Action(Kind.PLAY, Card.RIGHT_OF_WAY))  # a safety: another turn, drawn
    assert session.drawn(0) == {Card.D25: 1}


# -------------------------------------------------------- 3. the prompt's range


def played_down(players: list[str], seed: int) -> GameSession:
    """A classic game played (everyone discarding) until the draw pile is empty and seat 0
    must play from a hand of five."""
    session = GameSession.new(make_rules("classic", 2), players, seed=seed)
    state = session.state
    for _ in range(400):
        view = state.view(state.to_move) if state.to_move is not None else None
        assert view is not None
        if view.draw_pile_size == 0 and view.seat == 0 and len(view.hand) == 5:
            return session
        discards = [a for a in view.legal_actions if a.kind == Kind.DISCARD]
        state.apply(discards[0] if discards else view.legal_actions[0])
    raise AssertionError("never down to five cards")


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_prompt_gives_the_numbers_of_the_cards_in_hand(lang: str, tmp_path: Path) -> None:
    """The draw pile played out (classic), five cards in hand: '1–5', not '1–7'."""
    session = played_down([PERSON, "random"], seed=2)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            assert len(screen.current_view().hand) == 5
            prompt = screen.prompt_text(screen.current_view())
            assert "1–5" in prompt and "1–7" not in prompt

    asyncio.run(scenario())


# ----------------------------------------------------------- 4. the score sheet


def quick_session() -> GameSession:
    """A classic hand to 300 that seat 0 (a person) finishes in three turns."""
    rules = make_rules("classic", 2, target=300)
    hand = ("ROLL", "200", "100", "25", "25", "25")
    deck = stacked_deck(rules, hands=[hand], draw=["75", "50", "75", "50", "75"])
    return GameSession.new(rules, [PERSON, "random"], seed=11, decks=[[c.code for c in deck]])


def test_a_key_opens_the_last_score_sheet_again(tmp_path: Path) -> None:
    tr = Translator("en")

    async def scenario() -> None:
        app = make_app(quick_session(), tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert f"o {tr.key_label('Scores')}" in footer_row(app)  # listed as the others
            await pilot.press("o")
            assert isinstance(app.screen, TableScreen)  # no hand over yet: it says so
            assert table(app).message == tr("no_score_sheet")
            await play_until(pilot, ScoreSheetScreen)
            await pilot.press("enter")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            history = len(table(app).session.state.history)
            await pilot.press("o")
            await pilot.pause()
            assert isinstance(app.screen, ScoreSheetScreen)
            text = screen_text(app)
            assert tr("score_sheet", n=1) in text and tr("close") in text
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            assert len(table(app).session.state.history) == history  # nothing played for one
            await pilot.press("question_mark")
            await pilot.pause()
            assert f"o: {tr.key_label('Scores')}" in help_lines(app)  # as the other keys
            assert "x, del: Discard" in help_lines(app)

    asyncio.run(scenario())


def session_with_a_hand_won_short_of_the_trip() -> tuple[GameSession, MilleBornesState]:
    """Two computers' seats played by hand: seat 1 drives 200, then both discard until the
    cards run out; the first hand ends with no trip completed."""
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=6)
    state = session.state
    while not state.results:
        seat = state.to_move
        assert seat is not None
        legal = state.view(seat).legal_actions
        own = [a for a in legal if a.kind == Kind.PLAY and a.target is None]
        if seat == 1 and own and state.tableaux[1].miles < 200:
            state.apply(own[0])
            continue
        questions = [a for a in legal if a.kind == Kind.DECLINE]
        discards = [a for a in legal if a.kind == Kind.DISCARD]
        state.apply((questions or discards or list(legal))[0])
    return session, state


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_a_hand_ended_short_of_the_trip_says_who_won_it(lang: str, tmp_path: Path) -> None:
    session, state = session_with_a_hand_won_short_of_the_trip()
    result = state.results[0]
    assert result.how != "trip" and len(result.winners) == 1  # the engine's own say
    team = result.winners[0]
    winner = f"{team_letter(team)} · {session.team_names()[team]}"  # the sheet's column head
    tr = Translator(lang)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, ScoreSheetScreen)
            text = " ".join(screen_text(app).split())
            assert tr("hand_winner", names=winner) in text

    asyncio.run(scenario())


def test_a_hand_ended_by_its_trip_needs_no_winner_line(tmp_path: Path) -> None:
    tr = Translator("en")

    async def scenario() -> None:
        app = make_app(quick_session(), tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await play_until(pilot, ScoreSheetScreen)
            text = screen_text(app)
            assert tr("how_trip") in text and "won" not in text.replace(tr("how_trip"), "")

    asyncio.run(scenario())


# ------------------------------------------------------------------ 5. cosmetics


def test_the_log_shows_a_scrollbar_only_when_it_needs_one(tmp_path: Path) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            log = table(app).query_one(GameLog)
            assert len(log.lines) < log.scrollable_content_region.height
            assert not log.show_vertical_scrollbar
            for n in range(30):
                log.note(f"line {n}")
            await pilot.pause()
            assert log.show_vertical_scrollbar

    asyncio.run(scenario())


def keys_shown(app: RoadgamesApp) -> str:
    """The footer's row, blanks squeezed."""
    return " ".join(footer_row(app).split())


def test_the_footer_shows_the_questions_keys_not_the_tables(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    actions = demo.ACTIONS
    monkeypatch.setattr(demo, "ACTIONS", actions[: actions.index("coup-fourre")])
    app = RoadgamesApp(session=demo.demo_session(), save_path=tmp_path / "s.json", delay=0)
    tr = Translator("en")

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            assert isinstance(app.screen, PromptScreen)
            keys = keys_shown(app)
            assert "c Call coup fourré" in keys and "n No" in keys and "h Hint" in keys
            for table_key in ("Discard", "Save & quit", "Rules"):
                assert table_key not in keys, keys
            await pilot.press("c")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            assert f"x {tr.key_label('Discard')}" in keys_shown(app)  # the table's again

    asyncio.run(scenario())


def test_the_footer_of_the_score_sheet_and_of_the_summary(tmp_path: Path) -> None:
    async def scenario() -> None:
        app = make_app(quick_session(), tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await play_until(pilot, ScoreSheetScreen)
            keys = keys_shown(app)
            assert "Continue" in keys and "Discard" not in keys, keys
            screen = table(app)
            app.push_screen(SummaryScreen(["A", "B"], [400, 0], [0], [], screen.tr))
            await pilot.pause()
            keys = keys_shown(app)
            assert "q Quit" in keys and "n New game" in keys and "Discard" not in keys, keys

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_the_help_explains_the_safety_marks(lang: str, tmp_path: Path) -> None:
    tr = Translator(lang)
    texts: list[str] = []

    async def scenario() -> None:
        app = make_app(demo.demo_session(), tmp_path / "save.json", lang=lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, RulesScreen)
            texts.append(" ".join(screen_text(app).split()))
            body = screen.query_one("#rules-text")
            body.scroll_end(animate=False)
            await pilot.pause()
            texts.append(" ".join(screen_text(app).split()))

    asyncio.run(scenario())
    seen = " ".join(texts)
    for key in ("help_safety", "help_coup"):
        assert " ".join(tr(key).split()) in seen, key
    assert "▯" in tr("help_safety") and "▭" in tr("help_coup")


def test_a_long_hint_stays_whole_beside_three_safeties_at_80x24(tmp_path: Path) -> None:
    """Seen at the table: at 80×24 a tableau with three safeties ('▯ Extra Tank  ▯ Driving
    Ace  ▭' then 'Puncture-Proof' on a second line) is a row taller, and the French
    'recherche : « … » donne …' hints run to three lines under the prompt's own line: the
    table was one row taller than the screen, which scrolled, the hint's end hidden. The
    log now gives up that row."""
    session = three_safeties_session()
    reason = " ".join(["a reason long enough to wrap onto more lines"] * 4) + " LASTWORD"

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            screen.hint_ready(Decision(view.legal_actions[0], reason), screen.hint_moment(view))
            await pilot.pause()
            prompt = screen.query_one("#prompt-line").region
            footer = screen.query_one(Footer).region
            assert prompt.bottom <= footer.y, (prompt, footer)
            assert "LASTWORD" in screen_text(app)

    asyncio.run(scenario())
