"""A fixed Rush Hour Shift position, for the README's screenshots and the screenshot tests.

``python -m roadgames.tui.rushshift.demo [FOLDER]`` writes ``rushshift-80x24.svg`` and
``rushshift-120x40.svg`` there (default ``docs``).

The position: both side sections shifted up, the gold hero straddling the right seam (so
the right section is locked), and gold to use the rest of a MOVE & SHIFT 3.
"""

from __future__ import annotations

import sys
from pathlib import Path

from roadgames.rushshift import GAME
from roadgames.tui.rushshift.session import PERSON, RushSession
from roadgames.tui.screenshots import screenshot, write_screenshots

SEED = 0
#: The opening, in notation (a greedy gold against a random silver, kept as text so that
#: the picture does not change when the computer players do).
_OPENING = (
    "play MS2, shift right up 5, move G right, move G right, play SLIDE, slide F up 3, "
    "play MOVE4, move A down, move A down, move G right, move B down, play SHIFT, "
    "shift left up 4, play SLIDE, slide O down 3, play MOVE3, end, play MS2, "
    "shift left down 4, move P left, move G right, play MOVE2, end, play SLIDE, "
    "slide G right 3, play SHIFT, end, play MOVE2, end, play SHIFT, shift right down 2, "
    "play MOVE2, move G right, move A up, play SHIFT, shift left up 3, play MOVE3, "
    "move B up, move B up, move C up, play SHIFT, shift left down 1, play MOVE3, "
    "move A down, move C up, move D up, play MOVE1, move F up, play MOVE2, move D up, end, "
    "play SLIDE, slide E up 1, play MOVE3, end, play MOVE3, move C down, move A up, "
    "move Q up, play MOVE4, move A down, move C up, move Q down, end, play MOVE1, "
    "move Q up, play MS3"
)
ACTIONS = tuple(_OPENING.split(", "))
SIZES = ((80, 24), (120, 40))


def demo_session() -> RushSession:
    """You (gold) against the greedy computer player, in the middle of your turn."""
    rules = GAME.rules_from_options(None, 2)
    session = RushSession.new(rules, [PERSON, "greedy"], names=["You", "CPU greedy"], seed=SEED)
    for action in ACTIONS:
        session.state.apply(action)
    return session


async def table_screenshot(width: int, height: int, lang: str = "en") -> str:
    """The SVG of the demo table at ``width`` × ``height``."""
    from roadgames.tui.rushshift.app import RushShiftApp

    def app(save_path: Path) -> RushShiftApp:
        return RushShiftApp(demo_session(), lang=lang, save_path=save_path, delay=0)

    return await screenshot(app, width, height, f"roadgames play rushshift — {width}×{height}")


def main(folder: str = "docs") -> list[Path]:
    """Write the screenshots; returns their paths."""
    return write_screenshots(folder, "rushshift", table_screenshot, SIZES)


if __name__ == "__main__":
    for written in main(*sys.argv[1:2]):
        print(written)
