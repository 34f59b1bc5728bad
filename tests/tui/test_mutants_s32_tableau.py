"""Mutants of the Mille Bornes tableau widget (session 32): what a team's tableau shows follows
from a game played by the rules: the top of each pile, the miles against the trip with the
200s, the safeties in the order played (a coup fourré sideways), and whether it moves."""

from __future__ import annotations

import asyncio
from typing import NamedTuple

from textual.app import App, ComposeResult

from roadgames.millebornes import MilleBornesState, make_rules, make_view, new_game
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.card import CardWidget
from roadgames.tui.widgets.tableau import (
    DistanceBar,
    SafetiesLine,
    TableauWidget,
    safety_lines,
    safety_units,
)

#: Driving Ace laid, Roll, then the Out of Gas played on team 0 called as a coup fourré with
#: Extra Tank, a 200, then a Speed Limit on team 0 ended by an End of Limit.
LONG_TURNS = (
    "play DRIVING_ACE",
    "play ROLL",
    "play OUT_OF_GAS > 0",
    "coup-fourre",
    "play 200",
    "play SPEED_LIMIT > 0",
    "play END_OF_LIMIT",
)


#: Then a second Speed Limit on team 0, over the End of Limit.
LIMITED_AGAIN = (*LONG_TURNS, "play SPEED_LIMIT > 0")


def played(turns: int, script: tuple[str, ...] = LONG_TURNS) -> MilleBornesState:
    """Classic for two, after the first ``turns`` actions of ``script``."""
    rules = make_rules("classic", 2)
    hands = [
        ["DRIVING_ACE", "EXTRA_TANK", "ROLL", "200", "END_OF_LIMIT", "25"],
        ["OUT_OF_GAS", "SPEED_LIMIT", "SPEED_LIMIT", "50", "50", "50"],
    ]
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=["75"] * 8)])
    for action in script[:turns]:
        if state.phase_name == "draw":
            state.apply("draw")
        state.apply(action)
    return state


class _Tableau(App[None]):
    """Team 0's tableau, ``width`` wide."""

    def __init__(self, width: int) -> None:
        super().__init__()
        self.width = width

    def compose(self) -> ComposeResult:
        tableau = TableauWidget(0)
        tableau.styles.width = self.width
        yield tableau


class Shown(NamedTuple):
    """What a tableau shows: a pile as (card, label, text drawn)."""

    subtitle: str
    classes: set[str]
    battle: tuple[Card | None, str, str]
    speed: tuple[Card | None, str, str]
    bar: str
    safeties: str


def shown(
    state: MilleBornesState, width: int = 60, own: bool = False, targetable: bool = False
) -> Shown:
    """What team 0's tableau shows for ``state``, as seat 1 sees it, in English."""
    tr = Translator("en")

    async def scenario() -> Shown:
        app = _Tableau(width)
        async with app.run_test(size=(width + 4, 20)) as pilot:
            view = make_view(state, 1)
            tableau = app.query_one(TableauWidget)
            tableau.show(
                view.tableaux[0],
                "1·A Ann",
                view.trip,
                view.rules.max_200s,
                tr,
                own=own,
                targetable=targetable,
            )
            await pilot.pause()
            battle = app.query_one("#battle-0", CardWidget)
            speed = app.query_one("#speed-0", CardWidget)
            safeties = app.query_one(SafetiesLine).render()
            return Shown(
                str(tableau.border_subtitle),
                set(tableau.classes),
                (battle.card, str(battle.border_title), str(battle.render())),
                (speed.card, str(speed.border_title), str(speed.render())),
                str(app.query_one(DistanceBar).render()),
                str(safeties),
            )

    return asyncio.run(scenario())


def test_the_safeties_are_named_in_the_order_played_and_only_a_called_one_is_sideways() -> None:
    view = make_view(played(4), 1).tableaux[0]
    # Driving Ace laid on a turn, Extra Tank called against the Out of Gas (RULES.md §6)
    assert safety_units(view, Translator("en")) == (("Driving Ace", False), ("Extra Tank", True))


def test_a_tableau_before_its_first_card_is_stopped_with_empty_piles() -> None:
    seen = shown(played(0))
    assert seen.subtitle == "stopped"  # no Roll yet: a team starts stopped
    assert seen.battle == (None, "Battle", "—")
    assert seen.speed == (None, "Speed", "—")
    assert seen.safeties == "Safeties: —"
    assert seen.bar.endswith(" 0/700 · 200s played 0/2")
    assert "█" not in seen.bar


def test_a_tableau_shows_the_top_of_each_pile_its_miles_and_its_safeties() -> None:
    seen = shown(played(len(LONG_TURNS)), width=60)
    assert seen.subtitle == "moving"  # Roll on top, the limit ended
    assert seen.battle[:2] == (Card.ROLL, "Battle")
    # the speed pile holds the Speed Limit under the End of Limit: the top is in force
    assert seen.speed[:2] == (Card.END_OF_LIMIT, "Speed")
    assert seen.safeties == "▯ Driving Ace  ▭ Extra Tank "
    label = " 200/700 · 200s played 1/2"
    bar = seen.bar
    assert bar.endswith(label)
    cells = bar[: -len(label)]
    # 200 of 700 miles: two sevenths of the cells filled, the rest empty, in that order
    assert cells == "█" * round(len(cells) * 2 / 7) + "░" * (len(cells) - round(len(cells) * 2 / 7))
    assert len(bar) == 60


def test_the_speed_pile_shows_its_last_card_however_many_lie_under_it() -> None:
    # Speed Limit, End of Limit, Speed Limit: the second limit is in force (RULES.md §4)
    seen = shown(played(len(LIMITED_AGAIN), LIMITED_AGAIN))
    assert seen.speed[:2] == (Card.SPEED_LIMIT, "Speed")


def test_a_tableau_is_marked_as_ones_own_and_as_a_target_only_when_told() -> None:
    state = played(len(LONG_TURNS))
    assert {"own", "target"}.isdisjoint(shown(state).classes)
    assert {"own", "target"} <= shown(state, own=True, targetable=True).classes


def test_a_safety_exactly_as_wide_as_its_line_keeps_its_whole_name() -> None:
    # "▯ Extra Tank" is 12 wide, "▭ Extra Tank " 13: each fills its line without a cut
    assert safety_lines([("Extra Tank", False)], 12) == [[("Extra Tank", False)]]
    assert safety_lines([("Extra Tank", True)], 13) == [[("Extra Tank", True)]]
    assert safety_lines([("Extra Tank", False)], 11) == [[("Extra Ta…", False)]]


def test_four_safeties_on_a_very_narrow_tableau_still_fit_its_width() -> None:
    # all four safeties, two called: the widest a tableau's safeties get (RULES.md §6)
    units = [
        ("Driving Ace", False),
        ("Extra Tank", True),
        ("Puncture-Proof", True),
        ("Right of Way", False),
    ]
    for width in range(4, 41):
        lines = safety_lines(units, width)
        for line in lines:
            drawn = "  ".join(f"▭ {name} " if coup else f"▯ {name}" for name, coup in line)
            assert len(drawn) <= width, (width, drawn)
        if width >= 10:  # room for two marks a line: never more than two lines
            assert len(lines) <= 2, (width, lines)


class _Safeties(App[None]):
    """A safeties line alone, ``width`` wide."""

    def __init__(self, width: int) -> None:
        super().__init__()
        self.width = width

    def compose(self) -> ComposeResult:
        line = SafetiesLine()
        line.styles.width = self.width
        yield line


def test_the_safeties_line_grows_to_the_lines_its_row_needs_as_safeties_come() -> None:
    one = (("Driving Ace", False),)
    two = (*one, ("Extra Tank", True))
    four = (*two, ("Puncture-Proof", True), ("Right of Way", False))

    async def heights() -> list[int]:
        app = _Safeties(30)
        seen = []
        async with app.run_test(size=(30, 12)) as pilot:
            line = app.query_one(SafetiesLine)
            # one safety; two (one line of 30 holds them); all four; one, beside four
            for units, row in ((one, (one,)), (two, (two,)), (four, (four,)), (one, (one, four))):
                line.show(units, row, "Safeties")
                await pilot.pause()
                seen.append(line.size.height)
        return seen

    assert len(safety_lines(two, 30)) == 1 and len(safety_lines(four, 30)) == 2
    # a line each for one and two safeties; two for four, and for one beside four: a row's
    # tableaux keep one height, that of the fullest laid out at half the width each
    assert asyncio.run(heights()) == [1, 1, 2, 2]
