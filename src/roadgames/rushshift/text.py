"""The rules as shown to players: what the published rules say, and what this project chose.

>>> from roadgames.rushshift.rules import make_rules
>>> text = rules_text(make_rules())
>>> "Published rules" in text and "This project's choices" in text
True
"""

from __future__ import annotations

from roadgames.rushshift.cards import TITLES
from roadgames.rushshift.rules import Rules

_PUBLISHED = """\
Published rules (the French rules booklet, pages 14–15)
  - Two players, gold and silver; each holds 4 cards.
  - On your turn, play one card face up onto the discard pile, move vehicles or shift grid
    sections as the card allows, then draw a card. When the draw pile runs out, shuffle the
    discards into a new one.
  - You may move any vehicle except your opponent's hero car. Vehicles slide only forwards
    and backwards along their length, never sideways, and are never lifted.
  - Only the hero cars may leave the grid; blocking vehicles stay wholly on it at all times.
  - MOVE n: move blocking vehicles or your own hero n squares; if n > 1 the squares may be
    divided between several vehicles.
  - SHIFT: shift the left or the right section of the grid up or down by as many rows as
    you like. At least one row must always connect all three sections.
  - SLIDE: move one blocking vehicle or your own hero as far as you like, until it meets
    another vehicle or the end of the grid. A slide may take your hero out: you win.
  - A vehicle that straddles two sections locks them: neither may shift until it has moved
    wholly to one side.
  - The first hero car wholly out through the far end of the grid wins.
  - First game: the youngest starts. Later games: the previous winner starts."""

_COMPONENTS = """\
Components (from public descriptions of the game, not from the booklet pages we have)
  - 32 cards, 8 cars of length 2, 2 buses and 2 trucks of length 3, a gold and a silver hero
    car of length 2, 10 printed set-ups.
  - The grid: three sections of 6 rows, 5 | 4 | 5 columns; the middle one is fixed, the side
    ones slide up and down carrying their vehicles.
  - The MOVE & SHIFT card exists; how it works is not confirmed."""

_CHOICES = """\
This project's choices (where no published rule was found)
  - Gold starts on the left and leaves through the right end; silver the reverse.
  - A side section may move at most 5 rows from level, and the two side sections at most 5
    rows apart: exactly the positions that keep one row connecting all three sections.
  - MOVE n: up to n single-square steps in all, each a legal move on its own, shared between
    your hero and any blocking vehicles in any order (a vehicle may go back).
  - MOVE & SHIFT n: a MOVE n and one SHIFT, in either order (all the steps before the shift,
    or all after it).
  - A horizontal vehicle crosses between sections only along rows that line up; a seam that
    does not line up stops it like a wall. A slide may stop short of the obstacle.
  - A hero may stand partly out while leaving; it wins only when wholly out.
  - A card may be played with no effect (the rest of a card may always be left unused).
  - The deck's make-up: {deck} (a placeholder from one amateur implementation).
  - Set-ups: the booklet's 10 as transcribed by a third party (unverified), or random
    point-symmetric set-ups drawn from the game's seed.
  - {limit}
  - Who starts the first game: seat {first} ({first_name}). A match of several games: the
    winner starts the next; after a draw, the other player starts."""


def rules_text(rules: Rules) -> str:
    """The rules for players, separating the published rules from this project's choices,
    with this configuration's values filled in."""
    deck = ", ".join(f"{TITLES[card]} ×{n}" for card, n in rules.deck)
    limit = (
        f"A game still going after {rules.turn_limit} turns is drawn."
        if rules.turn_limit
        else "No turn limit: a game goes on until a hero car is out."
    )
    setup = rules.setup if "/" not in rules.setup else "a custom picture"
    header = (
        f"Rush Hour Shift — set-up {setup}, {rules.games} game{'s' if rules.games > 1 else ''}, "
        f"{rules.hand_size} cards in hand, {rules.deck_size} cards in the deck"
    )
    choices = _CHOICES.format(
        deck=deck,
        limit=limit,
        first=rules.first_player,
        first_name=("gold", "silver")[rules.first_player],
    )
    return "\n\n".join([header, _PUBLISHED, _COMPONENTS, choices]) + "\n"
