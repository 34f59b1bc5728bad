"""Three teams at 80 columns cut a partner's name from the tableau's title ("2·B Medium 2 &
Mediu…", user audit, session 46): partners whose names differ only by their number (the
computer players' default names) are titled with the words they share said once, "2·B
Medium 2 & 5", where the whole title does not fit; where it does (a wider screen, two
teams), it stays whole."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import make_app, settle, table

from roadgames.millebornes import make_rules
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.seats import localised_names
from roadgames.tui.session import PERSON, GameSession, short_team_name
from roadgames.tui.widgets.tableau import TableauWidget

KINDS = [PERSON] + ["medium"] * 5


def six_players(names: list[str] | None = None) -> GameSession:
    """A classic game of a person and five computer players, in three teams of two."""
    return GameSession.new(make_rules("classic", 6), KINDS, names=names, seed=5)


def titles_at(
    session: GameSession, size: tuple[int, int], save: Path, lang: str = "en"
) -> list[str]:
    """The tableaux's titles, and the screen's line that shows them, at ``size``."""

    async def scenario() -> list[str]:
        app = make_app(session, save, lang)
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            tableaux = table(app).query(TableauWidget)
            titles = [str(tableau.border_title) for tableau in tableaux]
            line = app.screen._compositor.render_strips()[1].text
            return [*titles, line]

    return asyncio.run(scenario())


def test_partners_numbered_alike_say_their_shared_words_once() -> None:
    assert short_team_name(["Medium 2", "Medium 5"]) == "Medium 2 & 5"
    assert short_team_name(["Seat 2", "Seat 5"]) == "Seat 2 & 5"
    # anything else is joined whole: no name is ever told by half
    assert short_team_name(["You", "Medium 4"]) == "You & Medium 4"
    assert short_team_name(["Medium 2", "Expert 5"]) == "Medium 2 & Expert 5"
    assert short_team_name(["Ann Smith", "Ann Jones"]) == "Ann Smith & Ann Jones"
    assert short_team_name(["Medium 2"]) == "Medium 2"
    assert six_players().short_team_names() == ["You & Medium 4", "Medium 2 & 5", "Medium 3 & 6"]


def test_three_teams_at_80_columns_tell_both_partners(tmp_path: Path) -> None:
    *titles, line = titles_at(six_players(), (80, 24), tmp_path / "save.json")
    assert titles == ["1·A You & Medium 4", "2·B Medium 2 & 5", "3·C Medium 3 & 6"]
    assert "…" not in line
    for title in titles:
        assert title in line


def test_a_title_with_room_stays_whole(tmp_path: Path) -> None:
    *titles, line = titles_at(six_players(), (120, 40), tmp_path / "save.json")
    assert titles == ["1·A You & Medium 4", "2·B Medium 2 & Medium 5", "3·C Medium 3 & Medium 6"]
    assert all(title in line for title in titles)


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_computer_partners_are_told_whole_at_80_columns_in_every_language(
    lang: str, tmp_path: Path
) -> None:
    names = localised_names([], KINDS, Translator(lang))  # as `roadgames play` names them
    session = six_players(names)
    *titles, line = titles_at(session, (80, 24), tmp_path / "save.json", lang)
    whole, short = session.team_names(), session.short_team_names()
    for team in (1, 2):  # the computers' teams ("Medium 2 & 5", "Moyen 2 & Moyen 5")
        prefix = f"{team + 1}·{'ABC'[team]} "
        assert titles[team] in (prefix + whole[team], prefix + short[team])
        assert titles[team] in line, (titles[team], line)  # uncut


def test_long_names_are_still_cut_at_the_end_of_the_title(tmp_path: Path) -> None:
    names = ["Alexandra", "Bartholomew", "Cassiopeia", "Demetrius", "Evangeline", "Fitzgerald"]
    *titles, line = titles_at(six_players(names), (80, 24), tmp_path / "save.json")
    assert titles[1] == "2·B Bartholomew & Evangeline"  # nothing shared: whole
    assert "2·B Bartholomew & Ev…" in line  # cut at its end, as before: its letter in sight
