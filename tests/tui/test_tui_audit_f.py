"""Bugs found by playing the terminal game as a first-time player (audit F), each shown by a
test that failed before its fix (the rest of the audit: ``test_tui_audit_g.py``)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Footer
from tui_helpers import make_app, screen_text, settle, table

from roadgames.agents import Decision
from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.session import PERSON, GameSession


def test_a_long_hint_stays_whole_beside_three_safeties_at_80x24(tmp_path: Path) -> None:
    """Seen at the table: at 80×24 a tableau with three safeties ('▯ Extra Tank  ▯ Driving
    Ace  ▭' then 'Puncture-Proof' on a second line) is a row taller, and the French
    'recherche : « … » donne …' hints run to three lines under the prompt's own line: the
    table was one row taller than the screen, which scrolled, the hint's end hidden. The
    log now gives up that row."""
    rules = make_rules("classic", 2)
    hand = ["DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF", "ROLL", "25", "50"]
    deck = stacked_deck(rules, hands=[hand, ["25"] * 6], draw=["75"] * 4)
    session = GameSession.new(rules, [PERSON, "random"], seed=4, decks=[[c.code for c in deck]])
    for code in ("DRIVING_ACE", "EXTRA_TANK", "PUNCTURE_PROOF"):  # each gives another turn
        session.state.apply(session.state.parse_action(f"play {code}"))
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
