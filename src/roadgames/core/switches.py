"""The words a rule option that is a switch takes, the same in every game."""

from __future__ import annotations

#: The words a switch takes besides ``True`` and ``False``, in any case: those its error
#: message names (the command line reads ``yes``/``no`` too, before the rules see them).
SWITCH_WORDS: dict[str, bool] = {"on": True, "true": True, "off": False, "false": False}


def switch_value(value: object) -> object:
    """A switch's value: ``on``/``off`` and the other :data:`SWITCH_WORDS` as booleans,
    anything else as it is (for the rules' validation to refuse if it is no boolean)."""
    if isinstance(value, str):
        return SWITCH_WORDS.get(value.strip().lower(), value)
    return value
