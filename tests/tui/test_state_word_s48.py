"""The word on a tableau's bottom border says whether the team moves. With six tableaux
across 80 columns it was cut ("pysäyt…", "in sos…", "nakahi…"), and at that size the piles
name no card: it was the one sign of a stopped team. Where the narrowest tableau has no
room for the word, every tableau shows its short form ("seis", "fermo", "hinto"), so that
one state never reads as two words side by side."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from test_cut_text_s48 import six_teams
from test_user_audit_s46_h2_sheet_letters import screen_lines
from tui_helpers import choose, make_app, settle

from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.session import GameSession


def moving_and_stopped() -> GameSession:
    """Six players alone, played on (the computers' way for every seat) until some are
    moving and some stopped, the person to move."""
    session = six_teams()
    state = session.state
    while True:
        assert state.to_move is not None and not state.results
        moving = {tableau.moving for tableau in state.view(0).tableaux}
        if state.to_move == 0 and moving == {True, False}:
            return session
        state.apply(choose(state.view(state.to_move)))


def state_words(session: GameSession, lang: str, size: tuple[int, int], path: Path) -> list[str]:
    """The words on the tableaux' bottom borders, left to right, as the screen shows them."""

    async def scenario() -> list[str]:
        app = make_app(session, path, lang)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            lines = screen_lines(app)
        border = next(line for line in lines if line.startswith("╰─") and "╯╰─" in line)
        return [part.strip("─╰╯ ") for part in border.split("╯╰")]

    return asyncio.run(scenario())


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_six_tableaux_at_80x24_say_each_state_whole(tmp_path: Path, lang: str) -> None:
    """Each tableau's word is one of the state's two forms, never cut, and the same for
    the same state across the row."""
    tr = Translator(lang)
    session = moving_and_stopped()
    words = state_words(session, lang, (80, 24), tmp_path / "save.json")
    moving = [tableau.moving for tableau in session.state.view(0).tableaux]
    assert len(words) == 6
    assert not any("…" in word for word in words), words
    for state in ("moving", "stopped"):
        said = {
            word for word, moves in zip(words, moving, strict=True) if moves == (state == "moving")
        }
        assert len(said) == 1, words
        assert said <= {tr(state), tr(f"{state}_short")}, words


@pytest.mark.parametrize("lang", ["fi", "it", "tl"])
def test_the_short_words_only_where_the_whole_ones_do_not_fit(tmp_path: Path, lang: str) -> None:
    """At 80×24 these languages' words are too long for the narrowest tableau: the short
    forms; at 120 columns the whole ones."""
    tr = Translator(lang)
    session = moving_and_stopped()
    narrow = state_words(session, lang, (80, 24), tmp_path / "narrow.json")
    wide = state_words(session, lang, (120, 30), tmp_path / "wide.json")
    assert set(narrow) == {tr("moving_short"), tr("stopped_short")}
    assert set(wide) == {tr("moving"), tr("stopped")}
