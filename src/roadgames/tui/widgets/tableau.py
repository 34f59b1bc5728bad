"""A team's tableau drawn as cards: battle and speed pile tops, the distance against the
trip as a bar, the 200s used, and the safeties (coups fourrés turned sideways: ``▭``)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.events import Click
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Static

from roadgames.millebornes import TableauView
from roadgames.tui.i18n import Translator
from roadgames.tui.widgets.card import CardWidget

UPRIGHT = "▯"
SIDEWAYS = "▭"


class DistanceBar(Widget):
    """Miles against the trip, as a bar that fills the widget's width."""

    miles: reactive[int] = reactive(0)
    trip: reactive[int] = reactive(1000)
    caption: reactive[str] = reactive("")

    def render(self) -> Text:
        """``█████░░░░ 450/1000 · 200s 1/2``"""
        label = f" {self.miles}/{self.trip}"
        if self.caption:
            label += f" · {self.caption}"
        width = max(4, self.size.width - len(label))
        filled = min(width, round(width * self.miles / max(1, self.trip)))
        text = Text()
        text.append("█" * filled, style="green")
        text.append("░" * (width - filled), style="grey42")
        text.append(label)
        return text


class TableauWidget(Vertical):
    """One team's cards on the table; a click on it picks the team as a target."""

    class Chosen(Message):
        """The tableau of ``team`` was clicked."""

        def __init__(self, team: int) -> None:
            super().__init__()
            self.team = team

    def __init__(self, team: int) -> None:
        super().__init__(id=f"tableau-{team}", classes="tableau")
        self.team = team
        self._shown: tuple[object, ...] | None = None

    def compose(self) -> ComposeResult:
        with Horizontal(classes="piles"):
            yield CardWidget(id=f"battle-{self.team}")
            yield CardWidget(id=f"speed-{self.team}")
        yield DistanceBar(id=f"bar-{self.team}", classes="bar")
        yield Static(id=f"safeties-{self.team}", classes="safeties", markup=False)

    def show(
        self,
        view: TableauView,
        title: str,
        trip: int,
        max_200s: int,
        tr: Translator,
        *,
        own: bool = False,
        targetable: bool = False,
    ) -> None:
        """Draw the tableau from its public view."""
        key = (view, title, trip, max_200s, tr.lang, own, targetable)
        if key == self._shown:
            return
        self._shown = key
        self.border_title = Content(title)  # the players' names, as typed (no markup)
        self.border_subtitle = tr("moving") if view.moving else tr("stopped")
        self.set_class(own, "own")
        self.set_class(targetable, "target")
        battle = self.query_one(f"#battle-{self.team}", CardWidget)
        battle.show(view.battle_top, tr, label=tr("battle"), empty_text="—")
        speed = self.query_one(f"#speed-{self.team}", CardWidget)
        speed_top = view.speed_pile[-1] if view.speed_pile else None
        speed.show(speed_top, tr, label=tr("speed"), empty_text="—")
        bar = self.query_one(f"#bar-{self.team}", DistanceBar)
        bar.miles = view.miles
        bar.trip = trip
        bar.caption = tr("two_hundreds", n=view.two_hundreds, max=max_200s)
        safeties = Text()
        coups = list(view.coups_fourres)
        for card in view.safeties:
            if card in coups:
                coups.remove(card)
                safeties.append(f"{SIDEWAYS} {tr.card(card)} ", style="bold black on yellow")
            else:
                safeties.append(f"{UPRIGHT} {tr.card(card)} ", style="bold yellow")
            safeties.append(" ")
        if not view.safeties:
            safeties.append(tr("safeties"), style="grey50")
        self.query_one(f"#safeties-{self.team}", Static).update(safeties)

    def on_click(self, event: Click) -> None:
        """Pick this team (as a target, or one's own tableau for a play)."""
        event.stop()
        self.post_message(self.Chosen(self.team))
