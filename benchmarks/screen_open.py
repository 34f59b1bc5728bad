"""Time to open the terminal game's rules screen (the help key) over a Mille Bornes and a
Rush Hour Shift table, headless, until it is laid out and drawn once.

    .venv/bin/python benchmarks/screen_open.py --times 10

Prints, per game and terminal size, the median and largest of ``--times`` openings (each
closed again before the next). A screen is built afresh each time: its widgets, their
styles, the layout and the first paint, over the table it covers.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from textual.app import App

from roadgames.millebornes import make_rules
from roadgames.rushshift.rules import make_rules as make_rush_rules
from roadgames.tui.app import RoadgamesApp
from roadgames.tui.rushshift.app import RushShiftApp
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.screens.rules_frame import RulesFrame
from roadgames.tui.session import PERSON, GameSession

SIZES = ((80, 24), (120, 40))


def _app(game: str, folder: Path) -> App[str]:
    """A table of ``game``, a person against the random player, no pause between moves."""
    path = folder / f"{game}.json"
    if game == "millebornes":
        session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
        return RoadgamesApp(session=session, save_path=path, delay=0)
    rush = RushSession.new(make_rush_rules(), [PERSON, "random"], seed=4)
    return RushShiftApp(rush, save_path=path, delay=0)


async def _openings(game: str, size: tuple[int, int], times: int, folder: Path) -> list[float]:
    """Seconds from the help key to the rules screen drawn, ``times`` over."""
    app = _app(game, folder)
    spent = []
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.2)  # the table drawn, the first computer move made
        for _ in range(times):
            start = time.perf_counter()
            await pilot.press("question_mark")
            while not isinstance(app.screen, RulesFrame):
                await pilot.pause(0)
            await pilot.pause(0)  # laid out and painted
            spent.append(time.perf_counter() - start)
            await pilot.press("escape")
            await pilot.pause(0.05)
    return spent


def main(argv: list[str] | None = None) -> None:
    """Open each game's rules screen ``--times`` times at each size and print the times."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--times", type=int, default=10, help="openings per case (default 10)")
    args = parser.parse_args(argv)
    if args.times < 1:
        parser.error("--times must be at least 1")
    with tempfile.TemporaryDirectory() as folder:
        for game in ("millebornes", "rushshift"):
            for size in SIZES:
                spent = asyncio.run(_openings(game, size, args.times, Path(folder)))
                median, worst = statistics.median(spent) * 1000, max(spent) * 1000
                where = f"{size[0]}x{size[1]}"
                print(
                    f"{game:<12} {where:<7} rules screen: "
                    f"median {median:.0f} ms, max {worst:.0f} ms over {len(spent)}"
                )


if __name__ == "__main__":
    main()
