"""What the table tells by colour it tells otherwise too (an audit in NO_COLOR and with 16
colours): the card picked has a double frame (a playable card a heavy one, so that without
colour they looked alike), and the rules screen says so; the draw pile's frame and a
card's back stay apart from the pile's blue when colours are cut to 16."""

from __future__ import annotations

import asyncio
from pathlib import Path

from rich.color import Color, ColorSystem
from tui_helpers import make_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.screens.rules import RulesScreen
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import CardWidget, DrawPile


def test_the_card_picked_is_framed_otherwise_than_a_playable_one(tmp_path: Path) -> None:
    frames: dict[str, set[str]] = {}
    pile: list[tuple[str, str]] = []

    async def scenario() -> None:
        session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            screen = table(app)
            hand = list(screen.query("#hand CardWidget").results(CardWidget))
            playable = [i for i, card in enumerate(hand) if card.has_class("legal")]
            assert len(playable) >= 2, "the deal gives two cards to play"
            await pilot.press(str(playable[0] + 1))
            await pilot.pause()
            for card in hand:
                for name in ("selected", "legal"):
                    if card.has_class(name):
                        frames.setdefault(name, set()).add(card.styles.border.top[0])
                        break
            draw = screen.query_one(DrawPile)
            frame = draw.get_component_rich_style("draw-pile--frame").color
            assert frame is not None and draw.styles.background is not None
            pile.append((frame.name, draw.styles.background.hex))

    asyncio.run(scenario())
    assert frames == {"selected": {"double"}, "legal": {"heavy"}}
    ((frame, background),) = pile
    sixteen = [
        Color.parse(colour).downgrade(ColorSystem.STANDARD).number for colour in (frame, background)
    ]
    assert sixteen[0] != sixteen[1]


def test_the_rules_screen_names_the_double_frame_in_every_language() -> None:
    for lang in UI_LANGUAGES:
        tr = Translator(lang)
        sign = tr("help_selected")
        assert sign.startswith("═ ") and "{" not in sign
        assert lang == "en" or sign != Translator("en")("help_selected")
    screen = RulesScreen(make_rules("classic", 2), Translator("en"))
    lines = [str(getattr(widget, "content", "")) for widget in screen.body()]
    assert any(line.startswith("═ a double frame") for line in lines)
