"""A fixed position of the table, for the README's screenshots and the screenshot tests.

``python -m roadgames.tui.demo [FOLDER]`` writes ``table-80x24.svg`` and
``table-120x40.svg`` there (default ``docs``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.screenshots import screenshot, write_screenshots
from roadgames.tui.session import PERSON, GameSession, default_level

HANDS = (
    ("ROLL", "EXTRA_TANK", "100", "75", "200", "SPEED_LIMIT"),
    ("ROLL", "OUT_OF_GAS", "50", "100", "STOP", "DRIVING_ACE"),
)
DRAWS = ("25", "75", "50", "100", "REPAIRS", "25", "GASOLINE", "50", "ROLL", "200", "75")
#: A coup fourré, a speed limit and a safety: every part of a tableau has something on it.
ACTIONS = (
    "play ROLL",
    "play ROLL",
    "play 100",
    "play OUT_OF_GAS > 0",
    "coup-fourre",
    "play 75",
    "play 100",
    "play SPEED_LIMIT > 1",
    "play DRIVING_ACE",
    "play 50",
)
SIZES = ((80, 24), (120, 40))


def demo_session() -> GameSession:
    """You against one computer player, your turn, a few turns into a classic hand."""
    rules = make_rules("classic", 2)
    deck = stacked_deck(rules, hands=HANDS, draw=DRAWS)
    session = GameSession.new(
        rules,
        [PERSON, default_level()],
        names=["You", f"Computer ({default_level()})"],
        seed=7,
        decks=[[card.code for card in deck]],
    )
    for action in ACTIONS:
        session.state.apply(action)
    return session


async def table_screenshot(width: int, height: int, lang: str = "en") -> str:
    """The SVG of the demo table at ``width`` × ``height``."""
    from roadgames.tui.app import RoadgamesApp

    def app(save_path: Path) -> RoadgamesApp:
        return RoadgamesApp(session=demo_session(), lang=lang, save_path=save_path, delay=0)

    return await screenshot(app, width, height, f"roadgames play — {width}×{height}")


def main(folder: str = "docs") -> list[Path]:
    """Write the screenshots; returns their paths."""
    return write_screenshots(folder, "table", table_screenshot, SIZES)


if __name__ == "__main__":
    for written in main(*sys.argv[1:2]):
        print(written)
