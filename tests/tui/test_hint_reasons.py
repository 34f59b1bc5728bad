"""The hint's reason in the interface language: every reason a computer player gives has
words in English and French, with cards by name; a reason without them falls back to the
player's English explanation."""

from __future__ import annotations

import asyncio
from pathlib import Path
from string import Formatter

import pytest
from tui_helpers import make_app, screen_text, settle, table

from roadgames.agents import Decision
from roadgames.agents.base import Reason
from roadgames.agents.millebornes.heuristic import REASON_TEXTS, reasoned
from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.tui.i18n import REASONS, UI_LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession


def fields(template: str) -> set[str]:
    """The named values a template fills in."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_reason_a_player_gives_has_words_in_each_interface_language(lang: str) -> None:
    assert set(REASONS[lang]) == set(REASON_TEXTS)
    for key, english in REASON_TEXTS.items():
        assert fields(REASONS[lang][key]) == fields(english), key


def test_a_french_reason_names_cards_as_the_table_does() -> None:
    fr = Translator("fr")
    assert fr.reason(Reason.of("roll_on", card=Card.ROLL)) == "Feu Vert remet la voiture en route"
    spare = Reason.of("discard_spare", card=Card.D25)
    searched = Reason.of("search_won", reason=spare, percent=55, worlds=16)
    assert fr.reason(searched) == (
        "défausser 25 km : la carte la moins utile "
        "(55 % de manches gagnées sur 16 donnes tirées au sort)"
    )
    attack = Reason.of("attack", team="B", card=Card.SPEED_LIMIT)
    assert fr.reason(attack) == (
        "attaquer l'équipe B avec Limite de Vitesse pour ralentir l'équipe en tête"
    )


def test_an_english_reason_names_cards_while_the_players_explanation_keeps_codes() -> None:
    decision = reasoned(Action(Kind.PLAY, Card.ROLL), Reason.of("roll_on", card=Card.ROLL))
    assert decision.explanation == "ROLL gets the car going"
    assert decision.reason is not None
    assert Translator("en").reason(decision.reason) == "Roll gets the car going"


def test_a_search_reason_puts_actions_into_words_as_the_hint_does() -> None:
    reason = Reason.of(
        "search_beat_won",
        action=Action(Kind.PLAY, Card.ROLL),
        percent=55,
        worlds=16,
        other=Action(Kind.PLAY, Card.D75),
        other_percent=48,
    )
    said = Translator("fr").reason(reason, lambda action: f"<{action.card}>")
    assert said == ("recherche : « <ROLL> » gagne 55 % de 16 donnes tirées au sort, « <75> » 48 %")


def test_a_reason_without_words_is_none() -> None:
    fr = Translator("fr")
    assert fr.reason(Reason("a reason from a newer player")) is None
    unknown_inside = Reason.of("search_won", reason=Reason("newer"), percent=1, worlds=2)
    assert fr.reason(unknown_inside) is None
    with pytest.raises(KeyError):  # a player's bug shows, not hidden behind the English
        fr.reason(Reason("roll_on"))  # its card left out


def hint_line(lang: str, decision_for: Decision, tmp_path: Path) -> str:
    """The table's text once ``decision_for`` is shown as the hint (its action replaced by
    the first legal one)."""
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    shown: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            view = screen.current_view()
            decision = Decision(
                view.legal_actions[0], decision_for.explanation, decision_for.reason
            )
            screen.hint_ready(decision, len(view.log), view.hand)
            await pilot.pause()
            shown.append(" ".join(screen_text(app).split()))

    asyncio.run(scenario())
    return shown[0]


def test_the_french_hint_shows_the_reason_in_french(tmp_path: Path) -> None:
    decision = reasoned(Action(Kind.PLAY, Card.ROLL), Reason.of("roll_on", card=Card.ROLL))
    text = hint_line("fr", decision, tmp_path)
    assert "Conseil :" in text and "Feu Vert remet la voiture en route" in text
    assert "ROLL" not in text and "gets the car going" not in text


def test_the_english_hint_shows_card_names(tmp_path: Path) -> None:
    decision = reasoned(Action(Kind.DISCARD, Card.D25), Reason.of("discard_spare", card=Card.D25))
    text = hint_line("en", decision, tmp_path)
    assert "Hint:" in text and "discard 25 mi: the card least needed" in text


def test_a_hint_without_a_reason_shows_the_explanation(tmp_path: Path) -> None:
    text = hint_line("fr", Decision(None, "an explanation only", None), tmp_path)
    assert "Conseil :" in text and "an explanation only" in text
    unknown = Decision(None, "a newer player's words", Reason("unknown_key"))
    assert "a newer player's words" in hint_line("fr", unknown, tmp_path)


def test_the_hint_key_in_french_gives_the_hint_players_reason_in_french(
    tmp_path: Path,
) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="fr")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("h")
            await settle(pilot)
            screen = table(app)
            hint = screen.hint
            assert hint is not None and hint.reason is not None
            said = Translator("fr").reason(hint.reason, screen.describe)
            assert said is not None and said != hint.explanation
            assert said in " ".join(screen_text(app).split())

    asyncio.run(scenario())


def test_a_hint_to_draw_is_worded_in_the_interface_language(tmp_path: Path) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    said: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang="fr")
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = table(app)
            said.extend(screen.describe(Action(kind)) for kind in (Kind.DRAW, Kind.DRAW_DISCARD))

    asyncio.run(scenario())
    assert said == ["Piocher", "Prendre la défausse"]
