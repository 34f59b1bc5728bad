"""A game's log over a long match keeps its last :data:`LOG_LINES` lines, not every line
ever written: each line holds a few kilobytes, and a long match of Rush Hour Shift (up to
99 games) wrote tens of thousands. A long match resumed writes only the entries the log
keeps (it wrote them all, then a few thousand more with each later game)."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from tui_helpers import WidgetAlone, make_rush_app, rush_table, settle

from roadgames.rushshift import make_rules
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushLog
from roadgames.tui.rushshift.words import describe_event
from roadgames.tui.session import PERSON
from roadgames.tui.widgets.log import LOG_LINES, GameLog

#: The lines written beyond what the log keeps.
MORE = 30


def test_the_game_log_keeps_its_last_lines() -> None:
    log = GameLog(id="log")
    app = WidgetAlone(log)

    async def scenario() -> list[str]:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            for number in range(LOG_LINES + MORE):
                log.note(f"Line {number}")
            await pilot.pause()
            return [strip.text.rstrip() for strip in log.lines]

    lines = asyncio.run(scenario())
    assert len(lines) == LOG_LINES
    assert lines[0] == f"Line {MORE}"
    assert lines[-1] == f"Line {LOG_LINES + MORE - 1}"


def long_match() -> RushSession:
    """A person against a computer, the match played on (random moves) until its log holds
    more entries than the table's log keeps lines, the person to move."""
    session = RushSession.new(make_rules(games=99), [PERSON, "random"], seed=7)
    state, choice = session.state, random.Random(2)
    while len(state.log) <= LOG_LINES + MORE or state.to_move != 0:
        seat = state.to_move
        assert seat is not None
        state.apply(choice.choice(state.view(seat).legal_actions), seat=seat)
    session.results_seen = len(state.results)
    return session


def test_a_long_rush_match_resumed_shows_the_last_lines_of_its_log(tmp_path: Path) -> None:
    session = long_match()
    entries = session.view(0).log
    assert len(entries) > LOG_LINES + MORE
    app = make_rush_app(session, tmp_path / "save.json")

    async def scenario() -> list[str]:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            log = rush_table(app).query_one(RushLog)
            return [strip.text.rstrip() for strip in log.lines]

    lines = asyncio.run(scenario())
    assert len(lines) == LOG_LINES
    seat, text = entries[-1]
    last = describe_event(seat, text, session.names, Translator("en"))
    assert " ".join(lines[-3:]).endswith(" ".join(last.split()))
