"""A small question with keyed answers: coup fourré, fast remedy, extension."""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.events import Key
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from roadgames.millebornes.actions import Action


class PromptScreen(ModalScreen[Action]):
    """Asks ``question``; each answer has a key and a button, and returns its action."""

    def __init__(self, question: str, answers: Sequence[tuple[str, str, Action]]) -> None:
        super().__init__()
        self.question = question
        self.answers = list(answers)

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box"):
            yield Static(self.question, id="prompt-text", markup=False)
            with Horizontal(id="prompt-buttons"):
                for index, (_, label, _) in enumerate(self.answers):
                    yield Button(
                        label, id=f"answer-{index}", variant="primary" if not index else "default"
                    )

    def on_key(self, event: Key) -> None:
        """An answer's key answers."""
        for key, _, action in self.answers:
            if event.key == key:
                event.stop()
                self.dismiss(action)
                return

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """A button answers."""
        event.stop()
        index = int((event.button.id or "answer-0").rsplit("-", 1)[1])
        self.dismiss(self.answers[index][2])
