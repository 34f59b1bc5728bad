"""The Mille Bornes table's keys and what it says of them: the actions without a card and
their keys, the engine's questions and how a hint words their answers, the keys the prompt
offers, and why a card key or the play key did nothing. The table screen binds the keys and
says the words; what the rules allow comes from the seat's view alone."""

from __future__ import annotations

from collections.abc import Sequence

from roadgames.millebornes import MilleBornesView
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.explain import why_unplayable
from roadgames.millebornes.rules import team_letter
from roadgames.tui.i18n import Translator

#: The phases whose question the others must not learn was asked (RULES.md §6).
PRIVATE_PHASES = ("coup_fourre", "fast_remedy")

#: The actions without a card, by name: their key, and its label (which the hint also
#: shows for the action, translated).
SIMPLE_ACTIONS = {
    "draw": ("d", Action(Kind.DRAW), "Draw"),
    "take_discard": ("t", Action(Kind.DRAW_DISCARD), "Take discard"),
    "redraw": ("r", Action(Kind.REDRAW), "Redraw"),
    "refill": ("f", Action(Kind.REFILL), "Refill"),
}
#: The actions without a card, by name.
SIMPLE_KEYS = {name: action for name, (_, action, _) in SIMPLE_ACTIONS.items()}
#: The engine's questions (phases), each asked in a dialog over the table.
QUESTIONS = ("extension", "coup_fourre", "fast_remedy")
#: The answers to the engine's questions, as a hint words them (by the question's phase).
ANSWER_WORDS = {
    Kind.EXTEND: {"extension": "hint_extend"},
    Kind.COUP_FOURRE: {"coup_fourre": "hint_coup_fourre"},
    Kind.DECLINE: {
        "extension": "hint_no_extension",
        "coup_fourre": "hint_no_coup_fourre",
        "fast_remedy": "hint_not_now",
    },
}
_ACTION_LABELS = {action.kind: label for _, action, label in SIMPLE_ACTIONS.values()}


def card_keys(view: MilleBornesView) -> str:
    """The number keys of the cards in hand: ``1–7``, ``1–5`` (a hand played down), or
    ``1``."""
    last = len(view.hand)
    return "1" if last <= 1 else f"1–{last}"


def plays_of(view: MilleBornesView, card: Card) -> list[Action]:
    """The legal plays (not discards) of ``card`` now."""
    return [a for a in view.legal_actions if a.kind == Kind.PLAY and a.card == card]


def answer_words(action: Action, phase: str, tr: Translator) -> str:
    """An answer to the question of ``phase`` (an action of :data:`ANSWER_WORDS`), as a
    hint words it."""
    return tr(ANSWER_WORDS[action.kind].get(phase, "hint_decline"))


def action_words(action: Action, teams: Sequence[str], tr: Translator) -> str:
    """A move in words, for hints: the card and where it goes (``teams``: each team's
    name), else the key's label."""
    if action.card is not None:
        card = tr.card(action.card)
        if action.kind == Kind.DISCARD:
            return f"✗ {card}"
        if action.target is not None:
            return f"{card} → {team_letter(action.target)} {teams[action.target]}"
        return f"▶ {card}"
    label = _ACTION_LABELS.get(action.kind)
    return tr.key_label(label) if label else str(action)


def draw_keys(view: MilleBornesView, tr: Translator) -> str:
    """The keys of the ways to start the turn that the rules give now (``d``; ``t`` with a
    discard to take; ``r`` in fast play), in words."""
    legal = view.legal_actions
    names = [name for name in ("draw", "take_discard", "redraw") if SIMPLE_KEYS[name] in legal]
    return ", ".join(tr(f"draw_key_{name}") for name in names)


def why_no_card(view: MilleBornesView, tr: Translator) -> str:
    """What to do where a card key did nothing: first draw (where the turn starts with a
    choice of draw), or pick a card."""
    if view.phase == "draw":  # not the prompt's own words again: it shows them already
        return tr("draw_first", keys=draw_keys(view, tr))
    if any(a.kind in (Kind.PLAY, Kind.DISCARD) for a in view.legal_actions):
        return tr("pick_first")
    return tr("illegal")


def why_not_played(view: MilleBornesView, card: Card, tr: Translator) -> str:
    """Why ``card``, picked, cannot be played now (where the rules can say why, and while
    cards are thrown in to redraw), and whether it may be discarded."""
    if view.phase == "redraw":  # fast play's cards thrown in: none is played, each may go
        return tr("cannot_play_redraw", card=tr.card(card))
    discard = Action(Kind.DISCARD, card) in view.legal_actions
    key = "cannot_play" if discard else "cannot_play_only"
    why = why_unplayable(view, card)
    if why is None or why.key == "not_now":
        return tr(key, card=tr.card(card))
    return tr(f"{key}_why", card=tr.card(card), why=tr.why(why))
