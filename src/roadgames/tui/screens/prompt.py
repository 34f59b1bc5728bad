"""A small question with keyed answers: coup fourré, fast remedy, extension."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from roadgames.millebornes.actions import Action

#: The key that asks for a hint, where the question offers one.
HINT_KEY = "h"


class PromptScreen(ModalScreen[Action]):
    """Asks ``question``; each answer has a key and a button, and returns its action.
    Given ``on_hint``, a button labelled ``hint_label`` and the hint key call it (the hint
    comes back by :meth:`show_hint`)."""

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
        with Vertical(id="prompt-box"):
            yield Static(self.question, id="prompt-text", markup=False)
            yield Static("", id="prompt-hint", markup=False)
            with Horizontal(id="prompt-buttons"):
                for index, (_, label, _) in enumerate(self.answers):
                    yield Button(
                        label, id=f"answer-{index}", variant="primary" if not index else "default"
                    )
                if self.on_hint is not None:
                    yield Button(self.hint_label, id="ask-hint")

    def show_hint(self, text: str) -> None:
        """Show a hint (or why there is none) under the question."""
        hint = self.query_one("#prompt-hint", Static)
        hint.update(text)
        hint.display = True

    def on_key(self, event: Key) -> None:
        """An answer's key answers; the hint key asks for a hint where one is offered."""
        for key, _, action in self.answers:
            if event.key == key:
                event.stop()
                self.dismiss(action)
                return
        if event.key == HINT_KEY and self.on_hint is not None:
            event.stop()
            self.on_hint()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """A button answers (or asks for the hint)."""
        event.stop()
        if event.button.id == "ask-hint":
            if self.on_hint is not None:
                self.on_hint()
            return
        index = int((event.button.id or "answer-0").rsplit("-", 1)[1])
        self.dismiss(self.answers[index][2])
