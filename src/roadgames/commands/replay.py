"""``roadgames replay FILE``: print a recorded game turn by turn."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console

from roadgames.core.errors import RecordError, RoadgamesError
from roadgames.core.records import GameRecord
from roadgames.millebornes.state import MilleBornesState


def register(subparsers: Any) -> None:
    """Add the ``replay`` subcommand."""
    parser = subparsers.add_parser(
        "replay",
        help="print a recorded game turn by turn",
        description="Replay a game record (JSON) and print every action and every score sheet.",
    )
    parser.add_argument("file", help="a game record (.json)")
    parser.add_argument(
        "--hands",
        action="store_true",
        help="also print the hand of the seat about to act (the record holds every card)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Replay the record and print it."""
    record = GameRecord.load(args.file)
    console = Console(highlight=False)
    console.print(f"[bold]{record.game}[/bold] record: {len(record.actions)} actions")
    state = record.new_state()
    hands_scored = 0
    for number, text in enumerate(record.actions, start=1):
        actor = state.to_move
        if args.hands and isinstance(state, MilleBornesState) and actor is not None:
            hand = " ".join(card.code for card in state.hand_cards(actor))
            console.print(f"       [dim]seat {actor} holds {hand}[/dim]")
        try:
            state.apply(state.parse_action(text))
        except RoadgamesError as exc:
            raise RecordError(f"action {number} ({text!r}) does not replay: {exc}") from exc
        console.print(f"{number:5d}  seat {actor}  {text}")
        board = getattr(state, "board_text", None)
        if callable(board):
            console.print(board())
        if isinstance(state, MilleBornesState) and len(state.results) > hands_scored:
            for result in state.results[hands_scored:]:
                console.print(f"[bold]hand {result.hand_number} over ({result.how})[/bold]")
                for team, lines in enumerate(result.lines):
                    detail = ", ".join(f"{label} {points}" for label, points in lines)
                    console.print(f"   team {team}: {result.totals[team]:5d}  ({detail})")
            hands_scored = len(state.results)
    console.print(f"[bold]over:[/bold] {state.is_over}")
    scores = getattr(state, "scores", None)
    if scores is not None:
        console.print(f"[bold]scores:[/bold] {list(scores)}")
    return 0
