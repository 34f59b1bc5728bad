"""Words shown to people: interface strings and card names in the six languages of the seeds
(English, French, German, Italian, Finnish, Tagalog).

Card names come from the seeds: seed 000 (FR, DE, EN, IT), 001 (Tagalog, which keeps many
English names), 002 (Finnish). Where a seed is a poor machine translation or names no card
(the Finnish safeties other than Etuoikeus), the name here is the usual one in that
language. Codes (``ROLL``, ``75``) are never translated; they stay in records and logs.

Each language's words are a module of its own (:mod:`.en`, :mod:`.fr`, :mod:`.de`,
:mod:`.it`, :mod:`.fi`, :mod:`.tl`: every table), put together here by table
(``UI["fr"]``); a :class:`Translator` reads them, falling back to English. Rush Hour
Shift's strings are the ``rs_`` keys; its words are put together in
:mod:`roadgames.tui.rushshift.words`.

A template may give a count's noun its two forms, ``{n} {n:step|steps} left``: the
Translator writes the one the count takes in its language (:meth:`Translator.plural`). A
card passed whole (a :class:`~roadgames.millebornes.cards.Card`, not its name) may be asked
in a case, ``mit {card:dative}``, where the language's module gives the card's name in that
case (German ``CARD_DATIVES``: "mit Roter Ampel"); elsewhere it keeps its name.
"""

from __future__ import annotations

import locale
import os
import re
import string
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any

from roadgames.agents.base import Reason
from roadgames.agents.rushshift import race_figure
from roadgames.core.errors import GameTitle, Wording
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.explain import Unplayable
from roadgames.millebornes.rules import team_letter
from roadgames.tui.i18n import de, en, fi, fr, it, tl

LANGUAGES = ("en", "fr", "de", "it", "fi", "tl")
UI_LANGUAGES = ("en", "fr", "de", "it", "fi", "tl")
#: The interface languages that write a decimal comma and a true minus sign (``−1,5``).
_DECIMAL_COMMA = ("fr", "de", "it", "fi")
#: The interface languages whose singular covers 0 as well as 1 ("0 pas restant").
_SINGULAR_ZERO = ("fr",)


#: The unit of distances, per interface language (the seeds say miles, km, Bornes or milya).
_DISTANCE_UNIT = {"en": "mi", "fr": "km", "de": "km", "it": "km", "fi": "km", "tl": "milya"}

#: Each game's title among the interface strings, by the game's registry name.
_TITLE_KEYS = {"millebornes": "title", "rushshift": "rs_title"}

#: Each language's module of words.
_WORDS: dict[str, ModuleType] = {"en": en, "fr": fr, "de": de, "it": it, "fi": fi, "tl": tl}


def _table(name: str) -> dict[str, Any]:
    """The table ``name`` by language, for the languages whose module has one."""
    return {lang: getattr(words, name) for lang, words in _WORDS.items() if hasattr(words, name)}


CARD_NAMES: dict[str, dict[Card, str]] = _table("CARD_NAMES")
#: Card names as a card's face may break them, for the languages (and cards) that need it
#: on a narrow face: spelt with soft hyphens where the language module puts ``|``.
CARD_FACES: dict[str, dict[Card, str]] = {
    lang: {card: name.replace("|", "\u00ad") for card, name in faces.items()}
    for lang, faces in _table("CARD_FACES").items()
}
#: Card names for a face of one line too narrow for the whole name, for the languages (and
#: cards) whose names, cut short there, would read as another card's ("Semaforo …").
CARD_SHORT: dict[str, dict[Card, str]] = _table("CARD_SHORT")
#: Card names in the dative, for the languages (and cards) where it differs from the name.
CARD_DATIVES: dict[str, dict[Card, str]] = _table("CARD_DATIVES")
UI: dict[str, dict[str, str]] = _table("UI")
#: The Mille Bornes presets' names for people, by preset (the identifier stays the value).
PRESET_NAMES: dict[str, dict[str, str]] = _table("PRESET_NAMES")
SCORE_LINES: dict[str, dict[str, str]] = _table("SCORE_LINES")
_NO_DISTANCE: dict[str, str] = _table("NO_DISTANCE")
KEY_LABELS: dict[str, dict[str, str]] = _table("KEY_LABELS")
OPTION_LABELS: dict[str, dict[str, str]] = _table("OPTION_LABELS")
OPTION_VALUE_LABELS: dict[str, dict[str, dict[str, str]]] = _table("OPTION_VALUE_LABELS")
LEVEL_NAMES: dict[str, dict[str, str]] = _table("LEVEL_NAMES")
REASONS: dict[str, dict[str, str]] = _table("REASONS")


#: The keys Textual names in words, and the interface string of each one's name.
_KEY_NAMES = {"space": "key_space", "del": "key_delete"}
#: A function key as Textual shows it (``f1``): the keyboard prints it ``F1``.
_FUNCTION_KEY = re.compile(r"f[1-9][0-9]?")

#: The cases a template may ask a card's name in, and each one's table.
_CASES = {"dative": CARD_DATIVES}


def _worded(reason: Reason, templates: Mapping[str, str]) -> bool:
    """Whether ``templates`` word ``reason`` and every reason nested in it."""
    return reason.key in templates and all(
        _worded(value, templates) for _, value in reason.values if isinstance(value, Reason)
    )


def detect_language(environ: Mapping[str, str] | None = None) -> str:
    """The language from the environment in gettext's order, else from the locale, else
    English: one of :data:`LANGUAGES`.

    The locale for messages is the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is
    set and not empty. Where it is ``C`` or ``POSIX`` (``C.UTF-8`` too), the words are
    English, the untranslated ones, whatever ``LANGUAGE`` says; otherwise the first language
    of ``LANGUAGE`` (``fr:en``, a list) that is one of :data:`LANGUAGES`, else the locale's
    own language, else English. Where no variable names a locale, ``LANGUAGE`` still
    counts, and then the process's locale (only where ``environ`` is not given)."""
    env = os.environ if environ is None else environ
    name = next((env[var] for var in _LOCALE_VARIABLES if env.get(var)), None)
    if name is not None and _is_c_locale(name):
        return "en"
    for entry in env.get("LANGUAGE", "").split(":"):
        code = _language_of(entry)
        if code is not None:
            return code
    if name is None and environ is None:
        try:
            name = locale.getlocale()[0]
        except ValueError:
            name = None
    code = None if name is None else _language_of(name)
    return "en" if code is None else code


#: The variables naming the locale for messages, the first set (and not empty) deciding.
_LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def _is_c_locale(locale_name: str) -> bool:
    """Whether ``locale_name`` is the C locale (``C``, ``C.UTF-8``, ``POSIX``): no
    translation."""
    return re.split(r"[.@]", locale_name, maxsplit=1)[0] in ("C", "POSIX")


#: Locale language codes that name one of :data:`LANGUAGES` otherwise (Filipino locales are
#: ``fil_PH``: their first two letters would read Finnish).
_LOCALE_LANGUAGES = {"fil": "tl"}


def _language_of(locale_name: str) -> str | None:
    """The language of a locale name (``fr_FR.UTF-8``, ``fil_PH``, ``de``, or written as
    a language tag: ``fr-FR``), if one of :data:`LANGUAGES`."""
    code = re.split(r"[_\-.@]", locale_name, maxsplit=1)[0].lower()
    code = _LOCALE_LANGUAGES.get(code, code)
    return code if code in LANGUAGES else None


class Translator:
    """Interface strings in ``lang`` (one of :data:`UI_LANGUAGES`; a seed language without
    interface words would show English words around its card names, and measure distances in
    the English words' unit)."""

    def __init__(self, lang: str = "en") -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
        self.lang = lang
        self.ui_lang = lang if lang in UI_LANGUAGES else "en"
        self._strings = UI[self.ui_lang]
        self._formatter = _Formatter(self)

    def __call__(self, key: str, **values: object) -> str:
        """The string ``key`` with ``values`` filled in (a count's noun in the form the count
        takes, a card given whole by its name)."""
        text = self._strings.get(key) or UI["en"][key]
        return self._formatter.format(text, **values) if values else text

    def said(self, wording: Wording) -> str:
        """What ``wording`` says (an error's, a note's), in this language: each nested
        wording in these words too, a game by its title."""
        return self(
            wording.key, **{name: self._said_value(value) for name, value in wording.values}
        )

    def _said_value(self, value: object) -> object:
        if isinstance(value, Wording):
            return self.said(value)
        if isinstance(value, GameTitle):
            return self.game_title(value.name)
        return value

    def game_title(self, game: str) -> str:
        """A game, by its registry name (``rushshift``), as its title in this language (one
        these strings do not name: as it is)."""
        key = _TITLE_KEYS.get(game)
        return game if key is None else self(key)

    def plural(self, n: int, one: str, other: str) -> str:
        """``one`` or ``other``: the form a noun takes after the count ``n`` in this
        language (one/other: French takes the singular for 0 and 1, the others for 1)."""
        singular = n in (0, 1) if self.ui_lang in _SINGULAR_ZERO else n == 1
        return one if singular else other

    def why(self, reason: Unplayable) -> str:
        """Why a card cannot be played now
        (:func:`~roadgames.millebornes.explain.why_unplayable`), in words."""
        key = reason.key
        if key == "max_200s" and reason.number == 0:
            key = "no_200s"
        number: object = reason.number
        if key in ("speed_limit", "past_trip") and reason.number is not None:
            number = self.miles(reason.number)
        return self(
            f"why_{key}",
            card="" if reason.card is None else self.card(reason.card),
            remedy="" if reason.remedy is None else self.card(reason.remedy),
            number="" if number is None else number,
        )

    def card(self, card: Card, case: str = "") -> str:
        """A card's name in this language, as a sentence names it (distance cards: ``75
        km``, in the unit of the words around it); in ``case`` (``"dative"``) where the
        language inflects the name, else the name as it is."""
        if card <= Card.D200:
            return f"{card.code} {self.distance_unit()}"
        if case:
            if case not in _CASES:
                raise ValueError(f"unknown case {case!r}; cases: {', '.join(_CASES)}")
            inflected = _CASES[case].get(self.lang, {}).get(card)
            if inflected:
                return inflected
        return CARD_NAMES[self.lang][card]

    def card_face(self, card: Card) -> str:
        """A card's name as its face shows it: :meth:`card`, with soft hyphens where a
        narrow face may break a long word (``Nopeus\u00adrajoitus``, not
        ``Nopeusr-ajoitus``)."""
        return CARD_FACES.get(self.lang, {}).get(card) or self.card(card)

    def card_short(self, card: Card) -> str | None:
        """A card's name for a face of one line too narrow for its whole name, where the
        language has one (cut short, the name would read as another card's), else ``None``."""
        return CARD_SHORT.get(self.lang, {}).get(card)

    def reason(self, reason: Reason, action: Callable[[Any], str] = str) -> str | None:
        """A computer player's ``reason`` in the interface language, cards by name and
        moves in words (:meth:`move`; a move with no card, such as an answer, put into words
        by ``action``); ``None`` for a reason it has no words for."""
        templates = REASONS[self.ui_lang]
        if not _worded(reason, templates):  # a player's reason this table does not know yet
            return None

        def word(value: object) -> object:
            if isinstance(value, Action):
                return self.move(value, action)
            if isinstance(value, float):  # a figure: signed, one decimal, the comma
                return self.decimal(value)
            return value  # a card whole, for the formatter to name (in its case)

        return reason.render(templates, word, self._formatter.format)

    def move(self, action: Action, other: Callable[[Any], str] = str) -> str:
        """A Mille Bornes move as a sentence names it, without the table's marks: a card
        played by its name (``Roll``), a discard (``discarding 200 mi``), an attack
        (``Speed Limit on team B``); a move with no card (an answer, a draw) as ``other``
        words it."""
        if action.card is None or action.kind not in (Kind.PLAY, Kind.DISCARD):
            return other(action)
        if action.kind == Kind.DISCARD:
            return self("move_discard", card=action.card)
        if action.target is not None:
            return self("move_attack", card=action.card, team=team_letter(action.target))
        return self("move_play", card=action.card)

    def key_label(self, label: str) -> str:
        """A key binding's label (declared in English) in the interface language."""
        return KEY_LABELS.get(self.ui_lang, {}).get(label, label)

    def key_name(self, display: str) -> str:
        """A key as Textual shows it (``space``, ``del``) in the interface language, where
        its name is a word ("espace"); a function key as the keyboard prints it (``F1``,
        not Textual's ``f1``); any other key (``q``, ``↑``) as it is."""
        key = _KEY_NAMES.get(display)
        if key is not None:
            return self(key)
        if _FUNCTION_KEY.fullmatch(display):
            return display.upper()
        return display

    def preset(self, name: str) -> str:
        """A Mille Bornes preset (``classic``) by its name in the interface language; a
        preset the table does not know keeps its identifier."""
        return PRESET_NAMES.get(self.ui_lang, {}).get(name, name)

    def level(self, level: str) -> str:
        """A computer player's level (``medium``) in the interface language."""
        return LEVEL_NAMES.get(self.ui_lang, {}).get(level, level)

    def option(self, name: str) -> str:
        """A rule option's short label (``roll_after_remedy``) in the interface language;
        an option the table does not know keeps its name."""
        return OPTION_LABELS[self.ui_lang].get(name, name)

    def option_value(self, name: str, value: str) -> str:
        """A choice (``reshuffle``) of the rule option ``name`` in words of the interface
        language; a choice the table does not know keeps its code."""
        return OPTION_VALUE_LABELS[self.ui_lang].get(name, {}).get(value, value)

    def distance_unit(self) -> str:
        """The unit of distances (``mi``, ``km``, ``milya``) in the interface language's
        words, as its distance cards show it."""
        return _DISTANCE_UNIT[self.ui_lang]

    def miles(self, n: int) -> str:
        """A distance (``700 mi``, ``700 km``), in the unit of :meth:`distance_unit`."""
        return f"{n} {self.distance_unit()}"

    def decimal(self, value: float) -> str:
        """A figure signed, to one decimal, as the interface language writes it
        (``+1.5``, ``+1,5``; a minus sign, not a hyphen, where the comma is written)."""
        text = race_figure(value)
        if self.ui_lang in _DECIMAL_COMMA:
            return text.replace(".", ",").replace("-", "−")
        return text

    def score_line(self, label: str) -> str:
        """A score-sheet line's label in the interface language."""
        if label.startswith("Team ") and label.endswith(" played no distance"):
            team = label.split()[1]
            if team.isdigit():  # the engine counts teams from 0; the table letters them
                team = team_letter(int(team))
            words = _NO_DISTANCE.get(self.ui_lang, "Team {team} played no distance")
            return words.format(team=team)
        return SCORE_LINES.get(self.ui_lang, {}).get(label, label)


class _Formatter(string.Formatter):
    """Fills in a template for a :class:`Translator`: ``{n:one|other}`` writes the form of
    the noun the count ``n`` takes; a :class:`Card` given whole is written by its name,
    ``{card:dative}`` in that case (a case asked of anything else writes it plainly: a card
    given by its code has no declension to take); anything else as ``str.format`` writes
    it."""

    def __init__(self, tr: Translator) -> None:
        super().__init__()
        self.tr = tr

    def format_field(self, value: Any, format_spec: str) -> str:
        """``value`` as the template's ``format_spec`` asks."""
        if isinstance(value, Card):
            return self.tr.card(value, format_spec)
        if "|" in format_spec:
            one, other = format_spec.split("|")
            return self.tr.plural(int(value), one, other)
        if format_spec in _CASES:
            return str(value)
        return str(format(value, format_spec))


_EVENT = re.compile(r"^(play|discard) ([A-Z0-9_]+)(?: > (\d))?(?: \((fast)\))?$")


def describe_event(
    seat: int, text: str, names: Sequence[str], team_names: Sequence[str], tr: Translator
) -> str:
    """One public log entry of the engine (``seat``, ``text``) in words."""
    from roadgames.millebornes.cards import parse_card
    from roadgames.millebornes.state import IDLE_END, IDLE_HANDS

    if seat < 0:
        if text.startswith("hand ") and text.endswith("dealt"):
            return tr("event_deal", n=text.split()[1])
        if text.startswith("hand ") and " over" in text:
            return tr("event_over", n=text.split()[1])
        if text.startswith("discards reshuffled"):
            return tr("event_reshuffle")
        if text == IDLE_END:
            return tr("event_idle", n=IDLE_HANDS)
        return text
    who = names[seat] if 0 <= seat < len(names) else f"#{seat}"
    match = _EVENT.match(text)
    if match:
        verb, code, target, fast = match.groups()
        card = parse_card(code)  # whole: a template may ask it in a case
        if verb == "discard":
            return tr("event_discard", who=who, card=card)
        if fast:
            return tr("event_fast", who=who, card=card)
        if target is not None:
            return tr("event_attack", who=who, card=card, target=team_names[int(target)])
        return tr("event_play", who=who, card=card)
    if text == "draw":
        return tr("event_draw", who=who)
    if text.startswith("draw discard ("):
        return tr("event_draw_discard", who=who, card=parse_card(text[14:-1]))
    if text.startswith("coup-fourre ("):
        return tr("event_coup", who=who, card=parse_card(text[13:-1]))
    if text == "extend":
        return tr("event_extend", who=who)
    if text == "decline":
        return tr("event_decline", who=who)
    if text == "redraw":
        return tr("event_redraw", who=who)
    if text.startswith("refill ("):
        return tr("event_refill", who=who, n=text[8:-1])
    return f"{who}: {text}"
