"""The new-game form's refusals in the player's language.

The engines refuse a combination of choices in their own English words, the command line's
(``option 'target' must be a multiple of 25``, ``… (-o target=700)``): the form reads which
refusal it is and says it with the interface's words and the names its controls show.
A refusal it does not know keeps the engine's English, so that nothing is hidden.
The form's own refusals (a number field left blank, a seed that is none or too long) are
:class:`FormError`, their words named by key. Each refusal that names a field leads with it
("Trip length: a multiple of 25"), so the form shows it as it is: no "Error:" before it,
which made two colons ("Erreur : Longueur du trajet : …").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from roadgames.core.endless import EndlessMatchError
from roadgames.core.errors import RoadgamesError
from roadgames.core.errors import echoed as cut_short
from roadgames.tui.i18n import Translator

#: The form's controls named in a refusal whose label is not an option's (``tr.option``).
_CONTROL_LABELS = {"games": "rs_games", "seed": "seed"}


#: The most characters of a seed typed that a refusal echoes: every seed roadgames draws (63
#: bits, 19 digits) with its sign; a longer one is cut, so that it cannot push the refusal
#: off its line.
ECHO_ROOM = 20


class FormError(RoadgamesError):
    """A choice the form refuses itself: its English words, the key of the interface's
    words for it with their values, and the name of the control that holds it (an option,
    ``games``, ``seed``)."""

    def __init__(self, message: str, key: str, control: str, **values: object) -> None:
        super().__init__(message)
        self.key = key
        self.control = control
        self.values = values


def echoed(text: str) -> str:
    """``text`` typed, as a refusal repeats it: whole up to :data:`ECHO_ROOM` characters,
    else its start and an ellipsis."""
    return cut_short(text, ECHO_ROOM)


#: An engine's refusal of an option begins by naming it; one of the seat count, with
#: ``players`` (no option: ``--players`` sets it).
_OPTION_NAMED = re.compile(r"option '(\w+)'|(players)[: ]")


def refused_control(exc: RoadgamesError) -> str | None:
    """The name of the control that holds what ``exc`` refuses (an option, ``games``,
    ``seed``), where it names one: the form's own refusal knows it, an engine's names
    the option first, a match with no end is its turn limit's; ``None`` otherwise."""
    if isinstance(exc, FormError):
        return exc.control
    if isinstance(exc, EndlessMatchError):
        return "turn_limit"
    named = _OPTION_NAMED.match(str(exc))
    return None if named is None else named.group(1) or named.group(2)


def control_label(name: str, tr: Translator) -> str:
    """The words the form labels the control of ``name`` with (an option, the games of a
    match, the seed)."""
    key = _CONTROL_LABELS.get(name)
    return tr(key) if key is not None else tr.option(name)


Worder = Callable[[re.Match[str], Translator], str]


def _range(match: re.Match[str], tr: Translator) -> str:
    name, low, high = match.groups()
    return tr("form_range", option=control_label(name, tr), low=low, high=high)


def _multiple(match: re.Match[str], tr: Translator) -> str:
    name, step = match.groups()
    return tr("form_multiple", option=control_label(name, tr), step=step)


def _preset_players(match: re.Match[str], tr: Translator) -> str:
    preset, counts, players = match.groups()
    return tr("form_preset_players", preset=tr.preset(preset), counts=counts, n=players)


def _teams(match: re.Match[str], tr: Translator) -> str:
    return tr("form_teams", option=control_label("teams", tr), n=match.group(1))


def _extension(match: re.Match[str], tr: Translator) -> str:
    limit, target = match.groups()
    option = control_label("extension", tr)
    return tr(
        "form_extension", option=option, limit=tr.miles(int(limit)), trip=tr.miles(int(target))
    )


def _one_hand(match: re.Match[str], tr: Translator) -> str:
    option = control_label("match_target", tr)
    scoring = tr.option_value("scoring", "modern")
    return tr("form_one_hand", option=option, scoring=scoring, n=match.group(1))


#: The engines' refusals the form can meet (Mille Bornes' and Rush Hour Shift's rules), each
#: with what says it in the interface's words.
_ENGINE: tuple[tuple[re.Pattern[str], Worder], ...] = (
    # the value refused, echoed after the range for the command line, is the form's own
    (re.compile(r"option '(\w+)' must be an integer from (\d+) to (\d+)(?:, not .+)?"), _range),
    (re.compile(r"option '(\w+)' must be a multiple of (\d+)(?:, not \d+)?"), _multiple),
    (
        re.compile(r"players: preset '(\w+)' is played by ([\d, ]+) players, not (\d+)"),
        _preset_players,
    ),
    (
        re.compile(r"option 'teams': partnerships need 4 \(2×2\) or 6 \(3×2\) players, not (\d+)"),
        _teams,
    ),
    (
        re.compile(
            r"option 'extension' needs a trip shorter than (\d+) \(-o target=\d+\), "
            r"not target (\d+)"
        ),
        _extension,
    ),
    (
        re.compile(
            r"option 'match_target': modern scoring is one hand \(-o match_target=0\), "
            r"not (\d+)"
        ),
        _one_hand,
    ),
)

#: Every key of the interface's words the form's refusals use.
FORM_KEYS = (
    "form_range",
    "form_multiple",
    "form_preset_players",
    "form_teams",
    "form_extension",
    "form_one_hand",
    "form_whole_number",
    "form_seed",
    "form_seed_negative",
    "form_seed_too_long",
    "rs_endless",
)


def form_error(exc: RoadgamesError, tr: Translator) -> str:
    """Why the form's choices were refused, in ``tr``'s language: the form's own refusal
    by its key, an engine's that it knows in the interface's words (a match with no end in
    the form's own: the command line's name its option), else the engine's English as it
    is."""
    if isinstance(exc, FormError):
        return tr(exc.key, **exc.values)
    if isinstance(exc, EndlessMatchError):
        return tr("rs_endless")
    message = str(exc)
    for pattern, words in _ENGINE:
        match = pattern.fullmatch(message)
        if match is not None:
            return words(match, tr)
    return message
