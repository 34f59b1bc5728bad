"""``roadgames rules PRESET``: print the options of a Mille Bornes preset (with overrides),
or with ``--lang`` the rules in force as the game's rules screen words them in that language;
``roadgames rules rushshift``: the rules of Rush Hour Shift, published and chosen."""

from __future__ import annotations

import argparse
import textwrap
from typing import Any

from rich.console import Console
from rich.table import Table

from roadgames.commands.helptext import ParagraphsFormatter
from roadgames.commands.options import (
    SHIFT_OPTIONS_HELP,
    add_rules_arguments,
    parse_overrides,
    rules_from_args,
    usual_players,
)
from roadgames.millebornes.rules import OPTION_NAMES, PRESETS, Rules, preset_players
from roadgames.rushshift import GAME as RUSHSHIFT
from roadgames.rushshift.text import WRITTEN_IN, rules_text
from roadgames.tui.i18n import LANGUAGES, Translator, detect_language
from roadgames.tui.rules_text import describe_rules

#: What ``roadgames rules`` takes instead of a preset for the rules of Rush Hour Shift.
RUSH_HOUR_SHIFT = "rushshift"
#: The name of the game, taken for its usual preset.
MILLE_BORNES = "millebornes"

OPTION_HELP: dict[str, str] = {
    "players": "seats at the table",
    "teams": "partnerships (4 = 2×2, 6 = 3×2)",
    "deck": "full (106 cards) or short (101: one of each hazard out)",
    "target": "trip length in miles",
    "finish": "exact: never pass the target; reach: reaching it is enough",
    "max_200s": "most 200-mile cards a team may play in a hand",
    "roll_after_remedy": "a ROLL is needed again after each remedy (false: a remedy is "
    "enough once the team has started, by its first ROLL or RIGHT_OF_WAY)",
    "draw_from_discard": "a turn may draw the top of the discard pile",
    "empty_draw_pile": "play_out / reshuffle / stop when the draw pile is empty",
    "attack_needs_target_moving": "battle hazards only against a moving team",
    "hazard_on_hazard": "hazards may be stacked on uncovered hazards",
    "attacker_must_have_started": "no battle hazard before one's own first ROLL",
    "speed_limit_on_limit": "a SPEED_LIMIT may go on a SPEED_LIMIT",
    "discard_any_time": "discard even with a legal play",
    "fast_play": "instant remedies and the start-of-turn mass discard",
    "extension": "on completing a trip under 1000, the trip may be extended to 1000",
    "scoring": "classic, modern or leaflet scoring table (modern: one hand, the others a "
    "match to 5000, unless match_target is given)",
    "match_target": "points to win the match (0: one hand)",
    "tie_break": "equal distance with no completed trip: shared or fewer_cards_played",
    "next_starter": "who starts the next hand: rotate or winner",
}

#: What each Rush Hour Shift option means, for its table.
SHIFT_OPTION_HELP: dict[str, str] = {
    "preset": "the rules preset (standard is the only one)",
    "players": "seats at the table (always 2)",
    "setup": "the board: a booklet set-up 1 to 10, random, or a board picture",
    "deck": "how many of each card (set in a record or in Python, not with -o)",
    "hand_size": "cards in each hand",
    "games": "games in a match",
    "first_player": "who starts the first game: 0 (gold) or 1 (silver)",
    "turn_limit": "turns after which a game is drawn (0: no limit, for a person at the "
    "table: computer players alone may never finish)",
    "move_exact": "on: a MOVE n once begun takes exactly n steps (unless none is legal); "
    "off: up to n",
}


EXAMPLES = """\
examples:
  roadgames rules classic --players 3     # every option, with its meaning
  roadgames rules modern -o fast_play=on  # with an option changed
  roadgames rules club --lang fr          # the rules in force, in French
  roadgames rules rushshift               # the rules of Rush Hour Shift
  roadgames rules rushshift --lang fi     # the same in Finnish
"""


def register(subparsers: Any) -> None:
    """Add the ``rules`` subcommand."""
    parser = subparsers.add_parser(
        "rules",
        help="print the options of a Mille Bornes preset, or the rules of Rush Hour Shift",
        description=(
            "Print every option of a Mille Bornes preset for a seat count, with any "
            "overrides (with --lang: the rules in force in that language, a sentence a rule, "
            "as the game's rules screen says them); or, for 'rushshift', the rules of Rush "
            "Hour Shift: what the published rules say and what this project chose, with the "
            "options in force."
        ),
        epilog=EXAMPLES,
        formatter_class=ParagraphsFormatter,
    )
    parser.add_argument(
        "preset",
        nargs="?",
        default="classic",
        type=str.lower,  # any case, as --preset elsewhere
        choices=(*PRESETS, MILLE_BORNES, RUSH_HOUR_SHIFT),
        help="a Mille Bornes preset (default classic; 'millebornes' is classic too), or rushshift",
    )
    add_rules_arguments(parser, preset=False, other_games=SHIFT_OPTIONS_HELP)
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        help=(
            "language, as in 'play'. Mille Bornes: the rules in force as the game's rules "
            "screen says them, a sentence a rule, instead of the table of options (which is "
            "in English only and printed when --lang is not given). Rush Hour Shift: its rules "
            f"(written in {', '.join(WRITTEN_IN)}; others fall back to en; default: from the "
            "locale)"
        ),
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Print the options of a Mille Bornes preset (a table; with ``--lang``, the rules in
    force in words), or the rules of Rush Hour Shift."""
    if args.preset == RUSH_HOUR_SHIFT:
        return _rush_hour_shift(args)
    if args.preset == MILLE_BORNES:  # the game named: its usual preset
        args.preset = "classic"
    rules = rules_from_args(args, preset_by="roadgames rules NAME")
    if args.lang is not None:  # the table of options is in English only
        _in_words(rules, args.lang)
        return 0
    changed = rules.differences()
    table = _options_table(f"Mille Bornes — preset {rules.preset!r}, {rules.players} players")
    for name in OPTION_NAMES:
        shown = _shown(getattr(rules, name), name in changed)
        table.add_row(name, shown, OPTION_HELP.get(name, ""))
    console = Console()
    console.print(table)
    console.print(
        f"Preset {rules.preset!r} is played by "
        f"{', '.join(map(str, preset_players(rules.preset)))} players."
    )
    return 0


def _in_words(rules: Rules, lang: str) -> None:
    """Print the rules in force as the game's rules screen says them in ``lang``: its title,
    then a bullet a rule, all filled to the terminal's width."""
    tr = Translator(lang)
    console = Console()
    width = max(console.width, 20)
    lines = [textwrap.fill(tr("rules_title"), width, break_on_hyphens=False)]
    for sentence in describe_rules(rules, tr):
        # never a line starting with the French spaced ':' or ';' (a no-break space holds it)
        kept = sentence.replace(" :", _KEEP + ":").replace(" ;", _KEEP + ";")
        filled = textwrap.fill(
            kept,
            width,
            initial_indent="• ",
            subsequent_indent="  ",
            break_on_hyphens=False,
        )
        lines.append(filled.replace(_KEEP, " "))
    console.print("\n".join(lines), highlight=False, markup=False, soft_wrap=True)


#: Stands for a space where a line must not wrap (textwrap breaks at plain spaces only).
_KEEP = "\u00a0"


def _rush_hour_shift(args: argparse.Namespace) -> int:
    """Print the rules of Rush Hour Shift with the options in force."""
    players = usual_players(RUSH_HOUR_SHIFT, None) if args.players is None else args.players
    rules = RUSHSHIFT.rules_from_options(None, players, **parse_overrides(args.option))
    console = Console()
    lang = args.lang or detect_language()
    text = rules_text(rules, lang, width=console.width)  # filled to a narrow terminal
    console.print(text, highlight=False, markup=False, soft_wrap=True)
    default = RUSHSHIFT.rules_from_options(None, rules.players).to_dict()
    table = _options_table("Options")
    for name, value in rules.to_dict().items():
        deck = ", ".join(f"{code} ×{n}" for code, n in value.items()) if name == "deck" else None
        shown = _shown(value if deck is None else deck, value != default[name])
        table.add_row(name, shown, SHIFT_OPTION_HELP.get(name, ""))
    console.print(table)
    return 0


def _options_table(title: str) -> Table:
    """An empty table of rule options: each one's value and meaning."""
    table = Table(title=title)
    for column in ("option", "value", "meaning"):
        table.add_column(column)
    return table


def _shown(value: object, changed: bool) -> str:
    """An option's value as ``-o`` writes it (a switch ``true`` or ``false``), marked where
    it is ``changed`` from the preset's."""
    text = str(value).lower() if isinstance(value, bool) else str(value)
    return f"{text} (changed)" if changed else text
