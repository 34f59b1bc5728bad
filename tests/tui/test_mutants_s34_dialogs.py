"""Mutation-sweep tests (session 34) for the small dialogs: a question with keyed answers,
the screen that hides the table while the device is passed, the rules screen and its frame,
and a bulleted line. Each dialog opens in a bare app, not the whole game."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import PurePath
from typing import Any, ClassVar

import pytest
from textual.app import App
from textual.geometry import Region
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Button
from tui_helpers import Host, WidgetAlone, svg_text

from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.tui.i18n import Translator
from roadgames.tui.rules_text import describe_rules
from roadgames.tui.screens.pass_device import PassDeviceScreen
from roadgames.tui.screens.prompt import PromptScreen, key_free
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.screens.rules_frame import RulesFrame
from roadgames.tui.widgets.bullet import Bullet
from roadgames.tui.widgets.hand import DRAWN_MARK

EN = Translator("en")
CALL = Action(Kind.COUP_FOURRE)
DECLINE = Action(Kind.DECLINE)
#: The coup fourré question's answers, as the table words them.
CALL_OR_NOT = [("c", "Call coup fourré (c)", CALL), ("n", "No (n)", DECLINE)]
#: A name as a person typed it: shown as written, never read as markup.
ODD_NAME = "[b]Ann[/b]"

Step = Callable[[Pilot[None]], Awaitable[None]]


class Asker(App[None]):
    """A bare app, styled as the games' apps are, that opens one dialog and keeps what it
    closes with (:class:`Host` keeps nothing)."""

    CSS_PATH: ClassVar[list[str | PurePath]] = Host.CSS_PATH

    def __init__(self, dialog: Screen[Any]) -> None:
        super().__init__()
        self.dialog = dialog
        self.results: list[Any] = []

    def on_mount(self) -> None:
        self.push_screen(self.dialog, self.results.append)


@dataclass
class Seen:
    """What a dialog showed, what it closed with, and whether it is still open."""

    text: str
    results: list[Any] = field(default_factory=list)
    still_open: bool = True

    @property
    def footer(self) -> list[str]:
        """The words of the footer (the screen's last line with text)."""
        lines = [line for line in self.text.splitlines() if line.strip()]
        return lines[-1].split()

    @property
    def squashed(self) -> str:
        """The screen's text without blanks and box edges (a wrapped line reads as one)."""
        return squash(self.text)


def opened(
    dialog: Screen[Any], *keys: str, step: Step | None = None, size: tuple[int, int] = (100, 30)
) -> Seen:
    """``dialog`` opened in a bare app of ``size``, then ``keys`` pressed and ``step`` run."""

    async def scenario() -> Seen:
        app = Asker(dialog)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pilot.press(*keys)
            if step is not None:
                await step(pilot)
            await pilot.pause()
            text = svg_text(app.export_screenshot())
            return Seen(text, app.results, app.screen is dialog)

    return asyncio.run(scenario())


#: What a dialog's box and buttons are drawn with, around the text.
EDGES = str.maketrans("", "", "█▀▄▁▔▐▌│")


def squash(text: str) -> str:
    """``text`` without blanks and box edges."""
    return "".join(text.translate(EDGES).split())


# ------------------------------------------------------------ a question


def test_a_label_loses_only_the_key_named_in_brackets_at_its_end() -> None:
    assert key_free("Call coup fourré (c)") == "Call coup fourré"
    assert key_free("Go on (Enter)") == "Go on"
    assert key_free("Go on") == "Go on"
    # a closing bracket with no opening one before it, or the reverse: no key named
    assert key_free("Smile :)") == "Smile :)"
    assert key_free("Wait (for it") == "Wait (for it"


def test_a_question_shows_its_words_as_written_its_buttons_and_only_its_keys() -> None:
    question = f"{ODD_NAME} played a Flat Tire on you. Call it with your Puncture-Proof?"
    prompt = PromptScreen(question, CALL_OR_NOT, lambda: None, "Tip (h)")
    variants: list[str] = []

    async def look(pilot: Pilot[None]) -> None:
        variants.extend(str(button.variant) for button in prompt.query(Button))

    seen = opened(prompt, step=look)
    assert squash(question) in seen.squashed
    for label in ("Call coup fourré (c)", "No (n)", "Tip (h)"):
        assert squash(label) in seen.squashed
    # the footer: the offered keys in the order declared (answers, then the hint), each
    # with its label less the key it names; no "e" nor "enter" key, which answer nothing
    assert seen.footer == ["c", "Call", "coup", "fourré", "n", "No", "h", "Tip"]
    assert variants == ["primary", "default", "default"]  # the first answer stands out
    assert seen.results == [] and seen.still_open


def test_without_a_hint_a_question_has_no_hint_button_nor_key() -> None:
    prompt = PromptScreen("Extend the trip to 1000 mi?", CALL_OR_NOT, None, "Tip (h)")
    seen = opened(prompt, "h")
    assert "Tip" not in seen.text
    assert seen.footer == ["c", "Call", "coup", "fourré", "n", "No"]
    assert not prompt.query("#ask-hint")
    assert seen.results == [] and seen.still_open


def test_an_answers_key_answers_with_that_answer_and_a_key_not_offered_does_nothing() -> None:
    seen = opened(PromptScreen("Call it?", CALL_OR_NOT), "e")
    assert seen.results == [] and seen.still_open
    seen = opened(PromptScreen("Call it?", CALL_OR_NOT), "e", "n")
    assert seen.results == [DECLINE] and not seen.still_open


def test_e_answers_the_extension_question() -> None:
    extend = Action(Kind.EXTEND)
    answers = [("e", "Extend (e)", extend), ("n", "No (n)", DECLINE)]
    seen = opened(PromptScreen("Extend the trip to 1000 mi?", answers), "e")
    assert seen.results == [extend]


def test_an_answer_on_enter_comes_before_the_focused_buttons_own() -> None:
    go_on = Action(Kind.DECLINE)
    answers = [("c", "Call coup fourré (c)", CALL), ("enter", "Go on (Enter)", go_on)]
    prompt = PromptScreen("Call it?", answers)
    seen = opened(prompt, "enter")
    assert seen.results == [go_on]


def test_a_click_on_an_answers_button_answers_with_it() -> None:
    async def click(pilot: Pilot[None]) -> None:
        await pilot.click("#answer-1")

    prompt = PromptScreen("Call it?", CALL_OR_NOT, lambda: None, "Hint (h)")
    seen = opened(prompt, step=click)
    assert seen.results == [DECLINE] and not seen.still_open


def test_the_hint_key_and_button_show_a_hint_under_the_question_which_stays_open() -> None:
    asked: list[str] = []
    hint = f"Hint: call it ({ODD_NAME} will not see it)"

    def give_hint() -> None:
        asked.append("hint")
        prompt.show_hint(hint)

    async def click(pilot: Pilot[None]) -> None:
        await pilot.click("#ask-hint")

    prompt = PromptScreen("Call it?", CALL_OR_NOT, give_hint, "Hint (h)")
    seen = opened(prompt, "h", step=click)
    assert asked == ["hint", "hint"]  # once by the key, once by the button
    assert squash(hint) in seen.squashed
    assert seen.results == [] and seen.still_open


def test_text_selected_in_a_question_is_copied_by_ctrl_c() -> None:
    # the screen's own keys (Textual's copy) still act beside the answers' keys
    copied: list[str] = []

    async def select_and_copy(pilot: Pilot[None]) -> None:
        await pilot.click("#prompt-text", offset=(2, 0), times=3)  # selects the text
        await pilot.press("ctrl+c")
        await pilot.pause()
        copied.append(pilot.app.clipboard)

    question = "Call it with your Puncture-Proof?"
    seen = opened(PromptScreen(question, CALL_OR_NOT), step=select_and_copy)
    assert question in copied[0]
    assert seen.results == [] and seen.still_open


# ------------------------------------------------------------ passing the device


def test_the_pass_device_screen_names_the_person_as_written() -> None:
    seen = opened(PassDeviceScreen(ODD_NAME, EN, lambda: None))
    assert squash(EN("pass_device", name=ODD_NAME)) in seen.squashed
    assert squash(EN("pass_device_help", name=ODD_NAME)) in seen.squashed


@pytest.mark.parametrize("key", ["enter", "space"])
def test_enter_or_space_uncovers_the_table(key: str) -> None:
    quits: list[str] = []
    seen = opened(PassDeviceScreen("Ann", EN, lambda: quits.append("q")), key)
    assert seen.results == [None] and not seen.still_open
    assert quits == []


def test_a_click_uncovers_the_table() -> None:
    async def click(pilot: Pilot[None]) -> None:
        await pilot.click(offset=(5, 5))

    seen = opened(PassDeviceScreen("Ann", EN, lambda: None), step=click)
    assert seen.results == [None] and not seen.still_open


def test_q_behind_the_pass_device_screen_saves_and_quits_as_the_table_does() -> None:
    quits: list[str] = []
    seen = opened(PassDeviceScreen("Ann", EN, lambda: quits.append("q")), "q")
    assert quits == ["q"]
    assert seen.results == []  # the table's quitting closes the app, not this screen


# ------------------------------------------------------------ the rules


def test_the_rules_screen_shows_the_rules_in_force_then_the_keys_then_the_signs() -> None:
    rules = make_rules("classic", 2)
    keys = [("d", "Draw"), ("x", "Discard")]
    seen = opened(RulesScreen(rules, EN, keys), size=(100, 60))  # all of it, unscrolled
    parts = [
        EN("rules_title"),
        *(f"• {line}" for line in describe_rules(rules, EN)),
        EN("help_keys"),
        EN("help_pick"),
        *(EN("key_line", keys=shown, label=label) for shown, label in keys),
        EN("help_marks"),
        EN("help_safety"),
        EN("help_coup"),
        EN("help_legal"),
        EN("help_drawn", mark=DRAWN_MARK),
        EN("help_hint_marks"),
        EN("close"),
    ]
    where = [seen.squashed.find(squash(part)) for part in parts]
    assert -1 not in where, [part for part, at in zip(parts, where, strict=True) if at < 0]
    assert where == sorted(where)
    # one key closes it in the footer; "?" and Enter close it too, unannounced
    assert seen.footer == ["esc", EN("close").split()[0]]


def test_with_no_keys_given_the_rules_screen_has_no_keys_heading() -> None:
    # tall enough for every line: the rules scroll where they do not fit
    seen = opened(RulesScreen(make_rules("classic", 2), EN), size=(100, 50))
    lines = [line.strip("█ ") for line in seen.text.splitlines()]
    assert EN("help_keys") not in lines
    assert squash(EN("help_pick")) not in seen.squashed
    assert EN("help_marks") in lines  # the signs stay


@pytest.mark.parametrize("key", ["escape", "question_mark", "enter"])
def test_escape_question_mark_or_enter_closes_the_rules(key: str) -> None:
    seen = opened(RulesScreen(make_rules("classic", 2), EN, [("d", "Draw")]), key)
    assert seen.results == [None] and not seen.still_open


def test_a_rules_frame_without_a_games_body_says_so() -> None:
    frame: RulesFrame[None] = RulesFrame(None, EN)
    with pytest.raises(NotImplementedError):
        frame.body()


# ------------------------------------------------------------ a bullet


def test_a_bullets_text_wraps_beside_its_mark_as_written() -> None:
    text = "a rule long enough to wrap [b]twice[/b] in thirty columns at the least"

    async def scenario() -> None:
        app = WidgetAlone(Bullet(text, mark="-"))
        async with app.run_test(size=(30, 10)) as pilot:
            await pilot.pause()
            lines = [
                str(line.text).rstrip() for line in app.widget.render_lines(Region(0, 0, 30, 10))
            ]
            lines = [line for line in lines if line]
            # the mark in a column of two, the text beside it to the right edge, wrapped
            assert lines[0].startswith("- a rule") and len(lines) > 2
            assert all(line.startswith("  ") and line[2] != " " for line in lines[1:])
            assert max(len(line) for line in lines) > 25  # out to the right edge
            shown = svg_text(app.export_screenshot())
            assert squash(f"- {text}") in squash(shown)

    asyncio.run(scenario())


def test_a_bullets_mark_is_a_dot_unless_told() -> None:
    async def scenario() -> None:
        app = WidgetAlone(Bullet("Trip of 700 mi."))
        async with app.run_test(size=(40, 10)) as pilot:
            await pilot.pause()
            assert "•Tripof700mi." in squash(svg_text(app.export_screenshot()))

    asyncio.run(scenario())
