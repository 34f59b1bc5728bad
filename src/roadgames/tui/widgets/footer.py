"""The footer of key bindings, in the interface language."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey  # Textual exports no public name for it

from roadgames.tui.i18n import Translator


class TranslatedFooter(Footer):
    """Textual's footer, each key's label translated (bindings are declared in English).

    The command palette's key (Ctrl+P still opens it) is left out: the game's own keys need
    the whole width of an 80-column terminal, in French too.
    """

    def __init__(self, tr: Translator) -> None:
        super().__init__(show_command_palette=False)
        self._tr = tr

    def compose(self) -> ComposeResult:
        """The footer's keys, their labels translated."""
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget.description = self._tr.key_label(widget.description)
            yield widget
