"""``roadgames rules PRESET``: print the options of a preset (with overrides)."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console
from rich.table import Table

from roadgames.commands.options import add_rules_arguments, rules_from_args
from roadgames.millebornes.rules import OPTION_NAMES, PRESETS, preset_players

OPTION_HELP: dict[str, str] = {
    "players": "seats at the table",
    "teams": "partnerships (4 = 2×2, 6 = 3×2)",
    "deck": "full (106 cards) or short (101: one of each hazard out)",
    "target": "trip length in miles",
    "finish": "exact: never pass the target; reach: reaching it is enough",
    "max_200s": "most 200-mile cards a team may play in a hand",
    "roll_after_remedy": "a ROLL is needed again after each remedy",
    "draw_from_discard": "a turn may draw the top of the discard pile",
    "empty_draw_pile": "play_out / reshuffle / stop when the draw pile is empty",
    "attack_needs_target_moving": "battle hazards only against a moving team",
    "hazard_on_hazard": "hazards may be stacked on uncovered hazards",
    "attacker_must_have_started": "no battle hazard before one's own first ROLL",
    "speed_limit_on_limit": "a SPEED_LIMIT may go on a SPEED_LIMIT",
    "discard_any_time": "discard even with a legal play",
    "fast_play": "instant remedies and the start-of-turn mass discard",
    "extension": "after an exact 700, the trip may be extended to 1000",
    "scoring": "classic, modern or leaflet scoring table",
    "match_target": "points to win the match (0: one hand)",
    "tie_break": "equal distance with no completed trip: shared or fewer_cards_played",
    "next_starter": "who starts the next hand: rotate or winner",
}


def register(subparsers: Any) -> None:
    """Add the ``rules`` subcommand."""
    parser = subparsers.add_parser(
        "rules",
        help="print the options of a Mille Bornes preset",
        description="Print every option of a preset for a seat count, with any overrides.",
    )
    parser.add_argument("preset", choices=PRESETS, help="the preset")
    add_rules_arguments(parser, preset=False)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print the table of options."""
    rules = rules_from_args(args)
    changed = rules.differences()
    table = Table(title=f"Mille Bornes — preset {rules.preset!r}, {rules.players} players")
    table.add_column("option")
    table.add_column("value")
    table.add_column("meaning")
    for name in OPTION_NAMES:
        value = getattr(rules, name)
        text = str(value).lower() if isinstance(value, bool) else str(value)
        if name in changed:
            text += " (changed)"
        table.add_row(name, text, OPTION_HELP.get(name, ""))
    console = Console()
    console.print(table)
    console.print(
        f"Preset {rules.preset!r} is played by "
        f"{', '.join(map(str, preset_players(rules.preset)))} players."
    )
    return 0
