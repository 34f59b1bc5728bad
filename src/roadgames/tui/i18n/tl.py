"""The terminal game's words in Tagalog (see :mod:`roadgames.tui.i18n`)."""

from __future__ import annotations

from roadgames.millebornes.cards import Card

_C = Card

#: Card names (distance cards are named by their value and unit instead).
CARD_NAMES: dict[Card, str] = {
    _C.ACCIDENT: "Aksidente",
    _C.OUT_OF_GAS: "Out of Gas",
    _C.FLAT_TIRE: "Flat na Gulong",
    _C.SPEED_LIMIT: "Speed Limit",
    _C.STOP: "Stop",
    _C.REPAIRS: "Repair",
    _C.GASOLINE: "Gas",
    _C.SPARE_TIRE: "Ekstrang Gulong",
    _C.END_OF_LIMIT: "End of Limit",
    _C.ROLL: "Roll",
    _C.DRIVING_ACE: "Driving Ace",
    _C.EXTRA_TANK: "Fuel Truck",
    _C.PUNCTURE_PROOF: "Puncture-Proof",
    _C.RIGHT_OF_WAY: "Pang-emerhensiyang Sasakyan",
}
