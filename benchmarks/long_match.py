"""What a long Rush Hour Shift match costs the terminal table as it goes on, headless: a
person (random actions of the table's list) against the random player, no pause before
its moves.

    .venv/bin/python benchmarks/long_match.py --moves 600 --every 200

Prints, every ``--every`` moves of the person: the actions made, the mean time of the
person's last moves (the key to the screen settled: the computer's moves, the saves and
the redraws after each), the lines the log holds, the footer keys still in memory (after a
garbage collection; the footer shows four or five), the save file's size and the largest
resident memory so far. Then the time to open the table on a match resumed with a long log.
Per move, the time stays flat and the log and the footer keys stay bounded; the save grows
with the match (a line of about 17 bytes per action)."""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import resource
import statistics
import tempfile
import time
from pathlib import Path

from textual.widgets import OptionList
from textual.widgets._footer import FooterKey

from roadgames.rushshift import make_rules
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.dialogs import GameEndScreen
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.rushshift.table import RushLog, RushTableScreen
from roadgames.tui.session import PERSON


def rss_mb() -> int:
    """The largest resident memory of this process so far, in MiB (Linux counts KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def footer_keys() -> int:
    """The footer keys in memory, garbage collected first."""
    gc.collect()
    return sum(1 for thing in gc.get_objects() if isinstance(thing, FooterKey))


async def settled(app: RushShiftApp) -> None:
    """Until no computer player is thinking and the table is not busy."""
    while True:
        await asyncio.sleep(0)
        table = app.table
        if not [w for w in app.workers if not w.is_finished] and not (table and table.busy):
            await asyncio.sleep(0.01)
            return
        await asyncio.sleep(0.001)


async def play(moves: int, every: int, save: Path) -> None:
    """``moves`` person's moves of a 99-game match, figures every ``every``."""
    session = RushSession.new(make_rules(games=99), [PERSON, "random"], seed=7)
    choice = random.Random(1)
    app = RushShiftApp(session, lang="en", save_path=save, delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(app)
        times: list[float] = []
        while len(times) < moves and not session.state.is_over:
            if isinstance(app.screen, GameEndScreen):
                await pilot.press("enter")
                await settled(app)
                continue
            table = app.table
            assert isinstance(table, RushTableScreen)
            if not table.listed:
                await settled(app)
                continue
            action = choice.choice(table.listed)
            started = time.perf_counter()
            table.query_one("#rs-actions", OptionList).highlighted = table.listed.index(action)
            await pilot.press("enter")
            await settled(app)
            times.append(time.perf_counter() - started)
            if len(times) % every == 0:
                log = table.query_one(RushLog)
                print(
                    f"moves {len(times):5}  actions {len(session.state.history):6}  "
                    f"mean {1000 * statistics.mean(times[-every:]):6.1f} ms  "
                    f"log lines {len(log.lines):5}  footer keys {footer_keys():4}  "
                    f"save {save.stat().st_size:7} B  rss {rss_mb()} MiB",
                    flush=True,
                )


async def open_long(actions: int, save: Path) -> None:
    """The time to open the table on a match ``actions`` long (played on by the engine)."""
    session = RushSession.new(make_rules(games=99), [PERSON, "random"], seed=7)
    state, choice = session.state, random.Random(2)
    while len(state.history) < actions or state.to_move != 0:
        seat = state.to_move
        assert seat is not None
        state.apply(choice.choice(state.view(seat).legal_actions), seat=seat)
    session.results_seen = len(state.results)
    app = RushShiftApp(session, lang="en", save_path=save, delay=0)
    started = time.perf_counter()
    async with app.run_test(size=(120, 40)):
        await settled(app)
        took = time.perf_counter() - started
        table = app.table
        assert isinstance(table, RushTableScreen)
        lines = len(table.query_one(RushLog).lines)
    print(f"opened on {len(state.log)} log entries in {took:.2f} s; the log holds {lines} lines")


def main() -> None:
    """Run the figures asked for."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=600)
    parser.add_argument("--every", type=int, default=200)
    parser.add_argument("--resumed", type=int, default=8000, help="actions of the match resumed")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        asyncio.run(play(args.moves, args.every, Path(folder) / "match.json"))
        asyncio.run(open_long(args.resumed, Path(folder) / "resumed.json"))


if __name__ == "__main__":
    main()
