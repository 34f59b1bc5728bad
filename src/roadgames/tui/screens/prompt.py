"""A small question with keyed answers: coup fourré, fast remedy, extension."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Button

from roadgames.millebornes.actions import Action
from roadgames.tui.screens.popup import PopUp
from roadgames.tui.widgets.footer import TranslatedFooter
from roadgames.tui.widgets.typeset import Typeset

#: The key that asks for a hint, where the question offers one.
HINT_KEY = "h"
#: The keys an answer may have (each question offers some of them).
ANSWER_KEYS = ("c", "e", "n", "enter")


def key_free(label: str) -> str:
    """A button's label without the key it names at its end (``Call coup fourré (c)``:
    ``Call coup fourré``), for the footer, which shows the key beside it."""
    head, bracket, _ = label.rpartition(" (")
    return head if bracket and label.endswith(")") else label


class PromptScreen(PopUp[Action]):
    """Asks ``question``; each answer has a key and a button, and returns its action.
    Given ``on_hint``, a button labelled ``hint_label`` and the hint key call it (the hint
    comes back by :meth:`show_hint`). The footer shows these keys alone: the table's do
    nothing while the question is open."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # "Answer" stands for each answer's own label, which the footer shows instead; an
        # answer on Enter comes before the focused button's Enter (which the footer does
        # not show: the note "nothing to answer" had a blank footer); where no answer is
        # on Enter, it presses the focused button, as ever
        *(
            Binding(key, f"answer('{key}')", "Answer", priority=key == "enter")
            for key in ANSWER_KEYS
        ),
        Binding(HINT_KEY, "hint", "Hint"),
    ]
    #: Only an answer closes a question.
    CLOSE_ACTIONS = ()

    def __init__(
        self,
        question: str,
        answers: Sequence[tuple[str, str, Action]],
        on_hint: Callable[[], None] | None = None,
        hint_label: str = "",
    ) -> None:
        super().__init__()
        self.question = question
        self.answers = list(answers)
        self.on_hint = on_hint
        self.hint_label = hint_label

    def compose(self) -> ComposeResult:
        """The question, the hint's line, a button per answer (and the hint's), and a footer
        of their keys."""
        with Vertical(id="prompt-box"):
            yield Typeset(self.question, id="prompt-text")
            yield Typeset("", id="prompt-hint")
            with Horizontal(id="prompt-buttons"):
                for index, (_, label, _) in enumerate(self.answers):
                    yield Button(
                        label, id=f"answer-{index}", variant="primary" if not index else "default"
                    )
                if self.on_hint is not None:
                    yield Button(self.hint_label, id="ask-hint")
        labels = {f"answer('{key}')": key_free(label) for key, label, _ in self.answers}
        labels["hint"] = key_free(self.hint_label)
        yield TranslatedFooter(labels=labels)

    def show_hint(self, text: str) -> None:
        """Show a hint (or why there is none) under the question."""
        hint = self.query_one("#prompt-hint", Typeset)
        hint.show(text)
        hint.display = True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The answer keys this question offers, and the hint key where there is a hint:
        the others neither act nor show."""
        if action == "answer":
            return any(key == parameters[0] for key, _, _ in self.answers)
        if action == "hint":
            return self.on_hint is not None
        return True

    def action_answer(self, key: str) -> None:
        """The answer of ``key``."""
        for answer_key, _, action in self.answers:
            if answer_key == key:
                self.dismiss(action)
                return

    def action_hint(self) -> None:
        """Ask for a hint."""
        if self.on_hint is not None:
            self.on_hint()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """A button answers (or asks for the hint)."""
        event.stop()
        if event.button.id == "ask-hint":
            self.action_hint()
            return
        index = int((event.button.id or "answer-0").rsplit("-", 1)[1])
        self.dismiss(self.answers[index][2])
