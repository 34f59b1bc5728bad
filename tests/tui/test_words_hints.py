"""The search players' hints in a player's words (audit F): not "search: '✗ 200 mi' gives
match odds of 52% over 44 sampled deals, '✗ Roll' 49%", which repeats the move in quotes in
the table's ✗/▶ marks, but "in 44 sampled deals this wins the match 52% of the time,
against 49% for Roll", the other move named as the log names moves, every number kept."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import make_app, screen_text, settle, table

from roadgames.agents import Decision
from roadgames.agents.base import Reason
from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.tui.i18n import UI_LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession

ROLL = Action(Kind.PLAY, Card.ROLL)
DISCARD_200 = Action(Kind.DISCARD, Card.D200)
LIMIT_ON_B = Action(Kind.PLAY, Card.SPEED_LIMIT, 1)


def marked(action: Action) -> str:
    """An action as the table's hint line marks it (``✗ 200 mi``, ``▶ Roll``)."""
    mark = "✗" if action.kind == Kind.DISCARD else "▶"
    return f"{mark} {action.card}"


def beat(measure: str, other: Action) -> Reason:
    """The search's reason for leaving its favourite ``other`` for a discard of 200."""
    return Reason.of(
        f"search_beat_{measure}",
        action=DISCARD_200,
        percent=52,
        worlds=44,
        other=other,
        other_percent=49,
    )


@pytest.mark.parametrize(
    ("lang", "other", "expected"),
    [
        (
            "en",
            ROLL,
            "in 44 sampled deals this wins the match 52% of the time, against 49% for Roll",
        ),
        (
            "en",
            LIMIT_ON_B,
            "in 44 sampled deals this wins the match 52% of the time, "
            "against 49% for Speed Limit on team B",
        ),
        (
            "fr",
            ROLL,
            "sur 44 donnes tirées au sort, ce coup gagne la partie dans 52 % des cas, "
            "contre 49 % pour Feu Vert",
        ),
    ],
)
def test_a_search_reason_reads_as_a_player_would_say_it(
    lang: str, other: Action, expected: str
) -> None:
    assert Translator(lang).reason(beat("odds", other), marked) == expected


@pytest.mark.parametrize("lang", UI_LANGUAGES)
@pytest.mark.parametrize("measure", ["won", "odds"])
def test_no_search_reason_shows_jargon_quotes_or_marks(lang: str, measure: str) -> None:
    tr = Translator(lang)
    # the old words, and the quotes around a move (an apostrophe inside a word is no quote)
    jargon = ("search", "recherche", "Suche", "ricerca", "haku", " '", "«", "„", "”", "✗", "▶")
    for other in (ROLL, DISCARD_200, LIMIT_ON_B):
        said = tr.reason(beat(measure, other), marked)
        assert said is not None
        assert not [word for word in jargon if word in said], said
        for number in ("52", "44", "49"):  # every number the reason carries
            assert number in said, (number, said)
        assert other.card is not None and tr.card(other.card) in said  # the other move by name
    confirmed = Reason.of(f"search_{measure}", reason=Reason("finish"), percent=70, worlds=8)
    said = tr.reason(confirmed, marked)
    assert said is not None and "70" in said and "8" in said
    assert not [word for word in jargon if word in said], said


@pytest.mark.parametrize(
    ("lang", "discard", "attack"),
    [
        ("en", "discarding 200 mi", "Speed Limit on team B"),
        ("fr", "défausser 200 km", "Limite de Vitesse sur l'équipe B"),
        ("de", "das Abwerfen von 200 km", "Tempolimit gegen Team B"),
        ("it", "scartando 200 km", "giocando Limite di Velocità contro la squadra B"),
        ("fi", "kortin 200 km poisheitto", "kortin Nopeusrajoitus pelaaminen joukkueelle B"),
    ],
)
def test_the_other_move_is_named_in_words(lang: str, discard: str, attack: str) -> None:
    tr = Translator(lang)
    for other, words in ((DISCARD_200, discard), (LIMIT_ON_B, attack)):
        said = tr.reason(beat("won", other), marked)
        assert said is not None and words in said, said


def test_an_answer_is_still_named_by_the_table() -> None:
    """An answer (no card) is named as the table's hint names it."""
    reason = Reason.of(
        "search_beat_won",
        action=Action(Kind.EXTEND),
        percent=55,
        worlds=16,
        other=Action(Kind.DECLINE),
        other_percent=40,
    )
    said = Translator("en").reason(reason, lambda action: f"<{action}>")
    assert said == (
        "in 16 sampled deals this wins the game 55% of the time, against 40% for <decline>"
    )


def test_the_hint_line_at_the_table_reads_in_words(tmp_path: Path) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    shown: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            discard = next(a for a in view.legal_actions if a.kind == Kind.DISCARD)
            reason = Reason.of(
                "search_beat_odds",
                action=discard,
                percent=52,
                worlds=44,
                other=ROLL,
                other_percent=49,
            )
            screen.hint_ready(Decision(discard, "", reason), screen.hint_moment(view))
            await pilot.pause()
            shown.append(" ".join(screen_text(app).split()))

    asyncio.run(scenario())
    assert "this wins the match 52% of the time, against 49% for Roll" in shown[0]
    assert "search:" not in shown[0] and "'" not in shown[0].split("Hint:")[1]
