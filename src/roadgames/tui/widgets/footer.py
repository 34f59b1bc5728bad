"""The footer of key bindings, in the interface language."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Protocol, runtime_checkable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.dom import NoScreen
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey  # Textual exports no public name for it

from roadgames.tui.i18n import Translator

#: The width Textual's footer gives a key besides its label: `` p `` then ``Play `` (a tight
#: footer, two less: `` p`` then `` Play``).
KEY_ROOM = 4
TIGHT_KEY_ROOM = 2


@runtime_checkable
class LeavesKeysOut(Protocol):
    """A screen whose footer leaves some of its keys out for now (they still work), or
    words some of them otherwise for now."""

    #: The actions whose keys the footer does not show now.
    keys_left_out: frozenset[str]
    #: The labels of keys that the screen words otherwise for now (by action).
    keys_worded: Mapping[str, str]
    #: The actions whose keys go first, in this order, where even a tight footer is too
    #: narrow for all (keys that help least, or whose work is done anyway).
    keys_spared_first: tuple[str, ...]


class TranslatedFooter(Footer):
    """Textual's footer, each key's label translated (bindings are declared in English), or
    given by ``labels`` (by the binding's action) where a screen words its keys itself.
    A screen may leave keys out of it for now (:class:`LeavesKeysOut`), and call
    ``refresh_bindings`` when that changes.

    The command palette's key is left out (the games' apps have no palette): their keys need
    the whole width of an 80-column terminal, in French too. Where even so they would not
    fit, the footer is tight (class ``-tight``): one blank between a key and the next,
    not two. The screen's keys come in the order it declares them, its main ones first
    (Textual orders them by where each key is first bound, from the focused widget up: a
    box that scrolls put the summary's "↑↓ Scroll" before its "q Quit").
    """

    DEFAULT_CSS = """
    TranslatedFooter.-tight FooterKey {
        .footer-key--key {
            padding: 0 0 0 1;
        }
        .footer-key--description {
            padding: 0 0 0 1;
        }
    }
    """

    def __init__(
        self, tr: Translator | None = None, labels: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(show_command_palette=False)
        self._tr = tr
        self._labels = dict(labels or {})
        # the keys from the first frame on: Textual's footer waits for the screen's first
        # report of its bindings and then a refresh, so that a screenshot taken as soon as
        # the table was up (a loaded machine) could show an empty footer
        self.set_reactive(Footer._bindings_ready, True)

    def label(self, key: FooterKey) -> str:
        """A key's label as the footer shows it: as its screen words it for now, else as
        given, else translated."""
        screen = self.screen
        if isinstance(screen, LeavesKeysOut) and key.action in screen.keys_worded:
            return screen.keys_worded[key.action]
        if key.action in self._labels:
            return self._labels[key.action]
        return self._tr.key_label(key.description) if self._tr else key.description

    def compose(self) -> ComposeResult:
        """The footer's keys, their labels and the names of keys such as space translated;
        tight where they need it. (Textual's groups of keys are not used: their label
        would stay in English, and they compose only inside Textual's own compose.)"""
        widgets = list(super().compose())
        screen = self.screen
        leaves: LeavesKeysOut | None = screen if isinstance(screen, LeavesKeysOut) else None
        left_out = leaves.keys_left_out if leaves else frozenset()
        keys = _in_declared_order(
            [w for w in widgets if isinstance(w, FooterKey) and w.action not in left_out], screen
        )
        for key in keys:
            key.description = self.label(key)
            if self._tr is not None:
                key.key_display = self._tr.key_name(key.key_display)
        width = self.size.width or self.app.size.width
        for spared in leaves.keys_spared_first if leaves else ():
            if _room(keys, TIGHT_KEY_ROOM) <= width:
                break
            keys = [key for key in keys if key.action != spared]
        widgets = [*keys, *(widget for widget in widgets if not isinstance(widget, FooterKey))]
        self.styles.grid_size_columns = len(keys)
        self.set_class(_room(keys) > width, "-tight")
        yield from widgets

    async def recompose(self) -> None:
        """Composed again only where a key, its label or the spacing would change: every
        focus change reports the screen's bindings, and each time Textual's footer removed
        its keys before mounting the same ones again (a frame without them)."""
        if not self.is_attached:
            return
        tight = self.has_class("-tight")
        shown = _signature(self.query(FooterKey))
        try:
            wanted = _signature(w for w in self.compose() if isinstance(w, FooterKey))
        except NoScreen:  # the footer's screen is going (a dialog closed)
            return
        if (wanted, self.has_class("-tight")) != (shown, tight):
            await super().recompose()
            self.forget_removed_keys()

    def forget_removed_keys(self) -> None:
        """Let go of the keys a recomposition removed. Each key Textual's footer composes
        binds its ``compact`` to the footer's, and the footer keeps every key so bound
        until its own ``compact`` next changes (which in these games it never does): a
        footer whose keys change each turn (Rush Hour Shift's "End turn", shown and
        hidden) held every key it ever showed, a few more each turn of a long match.
        Setting ``compact`` again (to the same value) drops the keys that are gone."""
        self.mutate_reactive(Footer.compact)

    def on_resize(self, event: Resize) -> None:
        """Laid out again where the width calls for another spacing of the keys, or may
        make room for keys spared, or call for sparing some."""
        spares = isinstance(self.screen, LeavesKeysOut) and bool(self.screen.keys_spared_first)
        tight = _room(self.query(FooterKey)) > event.size.width
        if spares or tight != self.has_class("-tight"):
            self.refresh(recompose=True)


def _in_declared_order(keys: list[FooterKey], screen: Screen[Any]) -> list[FooterKey]:
    """``keys`` in the order ``screen`` declares their actions; keys of actions it does
    not declare (a widget's, the app's) after them, as they came."""
    rank: dict[str, int] = {}
    for binding in Binding.make_bindings(screen.BINDINGS):
        rank.setdefault(binding.action, len(rank))
    return sorted(keys, key=lambda key: rank.get(key.action, len(rank)))


def _room(keys: Iterable[FooterKey], per_key: int = KEY_ROOM) -> int:
    """The width ``keys`` take in a footer that is not tight (tight: ``per_key`` given as
    :data:`TIGHT_KEY_ROOM`)."""
    return sum(len(key.key_display) + len(key.description) + per_key for key in keys)


def _signature(keys: Iterable[FooterKey]) -> list[tuple[str, str, str, str, bool]]:
    """What the footer shows of ``keys``: each key, as shown, its label, action, and
    whether it is disabled."""
    return [
        (key.key, key.key_display, key.description, key.action, key.has_class("-disabled"))
        for key in keys
    ]
