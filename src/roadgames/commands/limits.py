"""``--decision-limit``: how long a player of one's own may think, for the commands that
play many games (``tournament``, ``simulate``)."""

from __future__ import annotations

import argparse
import math

from roadgames.agents.external import DECISION_LIMIT

#: The longest limit the command line takes: a day per decision is no limit at all.
MAX_LIMIT = 86_400.0


def add_decision_limit_argument(parser: argparse.ArgumentParser) -> None:
    """Add ``--decision-limit SECONDS`` (``args.decision_limit``: seconds, or None for no
    limit)."""
    parser.add_argument(
        "--decision-limit",
        type=decision_limit,
        default=DECISION_LIMIT,
        metavar="SECONDS",
        help="a player of your own that takes longer over one decision stops the run with an "
        f"error naming it and its line (default: {DECISION_LIMIT:g}; 0: no limit)",
    )


def decision_limit(text: str) -> float | None:
    """Seconds from the command line: above 0 and at most a day, or 0 for no limit (None).

    >>> decision_limit("2.5"), decision_limit("0")
    (2.5, None)
    """
    try:
        seconds = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(seconds) or not 0 <= seconds <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(
            f"{text!r}: give seconds from 0 (no limit) to {MAX_LIMIT:,.0f}"
        )
    return seconds or None
