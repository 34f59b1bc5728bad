"""Session 43's mutation sweep of ``tui/i18n/__init__.py``: a locale written as a language
tag (``fr-FR``) names its language, the process's locale counts only where no environment
is given, and a game the strings do not name keeps its name."""

from __future__ import annotations

import locale

import pytest

from roadgames.tui.i18n import Translator, detect_language


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANGUAGE": "fr-FR"}, "fr"),
        ({"LANG": "de-DE.UTF-8"}, "de"),
        ({"LC_ALL": "fil-PH"}, "tl"),
        ({"LANGUAGE": "pt-BR:it-IT"}, "it"),
    ],
)
def test_a_locale_written_as_a_language_tag_names_its_language(
    environ: dict[str, str], lang: str
) -> None:
    assert detect_language(environ) == lang


def test_a_game_the_strings_do_not_name_is_called_by_its_name() -> None:
    fr = Translator("fr")
    assert fr.game_title("rushshift") == fr("rs_title")
    assert fr.game_title("chess") == "chess"


def test_the_process_locale_counts_only_where_no_environment_is_given(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An environment given names no locale: English, whatever the process runs in (the
    process's own environment is read only where none is given)."""
    monkeypatch.setattr(locale, "getlocale", lambda *category: ("fr_FR", "UTF-8"))
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    assert detect_language() == "fr"
    assert detect_language({}) == "en"
