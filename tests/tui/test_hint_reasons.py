"""The hint's reason in the interface language: every reason a computer player gives has
words in every interface language, with cards by name; a reason without them falls back to the
player's English explanation."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path
from string import Formatter

import pytest
from textual.widgets import Static
from tui_helpers import make_app, play_until, screen_text, settle, table

from roadgames.agents import Decision
from roadgames.agents.base import Reason
from roadgames.agents.millebornes.heuristic import REASON_TEXTS, reasoned
from roadgames.agents.rushshift import REASON_TEXTS as RUSH_REASON_TEXTS
from roadgames.millebornes import make_rules
from roadgames.millebornes.actions import Action, Kind
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.i18n import REASONS, UI_LANGUAGES, Translator
from roadgames.tui.screens.prompt import PromptScreen
from roadgames.tui.session import PERSON, GameSession


def fields(template: str) -> set[str]:
    """The named values a template fills in."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


@pytest.mark.parametrize("lang", UI_LANGUAGES)
def test_every_reason_a_player_gives_has_words_in_each_interface_language(lang: str) -> None:
    english_texts = {**REASON_TEXTS, **RUSH_REASON_TEXTS}
    assert set(REASONS[lang]) == set(english_texts)
    for key, english in english_texts.items():
        assert fields(REASONS[lang][key]) == fields(english), key


def test_a_french_reason_names_cards_as_the_table_does() -> None:
    fr = Translator("fr")
    assert fr.reason(Reason.of("roll_on", card=Card.ROLL)) == "Feu Vert remet la voiture en route"
    spare = Reason.of("discard_spare", card=Card.D25)
    searched = Reason.of("search_won", reason=spare, percent=55, worlds=16)
    assert fr.reason(searched) == (
        "défausser 25 km : la carte la moins utile "
        "(sur 16 donnes tirées au sort, ce coup gagne la partie dans 55 % des cas)"
    )
    attack = Reason.of("attack", team="B", card=Card.SPEED_LIMIT)
    assert fr.reason(attack) == ("attaquer l'équipe B avec Limite de Vitesse pour la ralentir")


def test_an_english_reason_names_cards_while_the_players_explanation_keeps_codes() -> None:
    decision = reasoned(Action(Kind.PLAY, Card.ROLL), Reason.of("roll_on", card=Card.ROLL))
    assert decision.explanation == "ROLL gets the car going"
    assert decision.reason is not None
    assert Translator("en").reason(decision.reason) == "Roll gets the car going"


def test_a_search_reason_names_the_other_move_as_the_log_does() -> None:
    """A move with a card in words by the Translator, without the hint line's marks (the
    ``action`` callable words only a move with no card, such as an answer)."""
    reason = Reason.of(
        "search_beat_won",
        action=Action(Kind.PLAY, Card.ROLL),
        percent=55,
        worlds=16,
        other=Action(Kind.PLAY, Card.D75),
        other_percent=48,
    )
    said = Translator("fr").reason(reason, lambda action: f"<{action.card}>")
    assert said == (
        "sur 16 donnes tirées au sort, ce coup gagne la partie dans 55 % des cas, "
        "contre 48 % pour 75 km"
    )


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
            screen.hint_ready(decision, screen.hint_moment(view))
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


def extension_session() -> GameSession:
    """Seat 0 (a person) completes a 700 trip in six turns and is asked the extension."""
    rules = make_rules("classic", 2, extension=True)
    hands = [("ROLL", "200", "200", "100", "100", "100"), ("25",) * 6]
    deck = stacked_deck(rules, hands=hands, draw=["75"] * 4 + ["50"] * 8)
    return GameSession.new(rules, [PERSON, "random"], seed=5, decks=[[c.code for c in deck]])


def coup_fourre_session() -> GameSession:
    """Seat 0 (a person) holds EXTRA_TANK; seat 1 attacks with OUT_OF_GAS at once."""
    rules = make_rules("classic", 2)
    hands = [("ROLL", "EXTRA_TANK", "25", "25", "25", "25"), ("ROLL", "OUT_OF_GAS") + ("50",) * 4]
    deck = stacked_deck(rules, hands=hands, draw=["75"] * 4)
    return GameSession.new(rules, [PERSON, "test-calls"], seed=5, decks=[[c.code for c in deck]])


def prompt_hints(
    session: GameSession, lang: str, tmp_path: Path, reasons: list[Reason]
) -> list[str]:
    """Play the person's quick moves until a question comes; then the hint key's hint under
    it, and the hint of each of ``reasons`` (for the first answer, the second as the other)."""
    shown: list[str] = []

    async def scenario() -> None:
        app = make_app(session, tmp_path / "save.json", lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await play_until(pilot, PromptScreen, most=20)
            prompt = app.screen
            assert isinstance(prompt, PromptScreen)
            await pilot.press("h")
            await settle(pilot)
            hint = prompt.query_one("#prompt-hint", Static)
            assert hint.display
            shown.append(" ".join(str(hint.render()).split()))
            screen = table(app)
            view = screen.current_view()
            first, second = view.legal_actions
            for reason in reasons:
                filled = Reason(reason.key, (*reason.values, ("other", second)))
                screen.hint_ready(Decision(first, "", filled), screen.hint_moment(view))
                await pilot.pause()
                shown.append(" ".join(str(hint.render()).split()))
            assert isinstance(app.screen, PromptScreen)  # the hint answers nothing

    asyncio.run(scenario())
    return shown


def search_beat(action: Action) -> Reason:
    """A search reason naming the actions compared (``other`` filled in later)."""
    return Reason.of("search_beat_won", action=action, percent=55, worlds=16, other_percent=40)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            [
                "Hint: Extend to 1000 — the opponents are far behind: extend to 1000",
                "Hint: Extend to 1000 — in 16 sampled deals this wins the game 55% of the "
                "time, against 40% for No extension",
            ],
        ),
        (
            "fr",
            [
                "Conseil : Annoncer l'allonge à 1000 — les adversaires sont loin derrière : "
                "annoncer l'allonge à 1000",
                "Conseil : Annoncer l'allonge à 1000 — sur 16 donnes tirées au sort, ce coup "
                "gagne la partie dans 55 % des cas, contre 40 % pour Pas d'allonge",
            ],
        ),
    ],
)
def test_the_extension_questions_hint_is_in_words(
    lang: str, expected: list[str], tmp_path: Path
) -> None:
    reasons = [Reason("extend"), search_beat(Action(Kind.EXTEND))]
    asked, *given = prompt_hints(extension_session(), lang, tmp_path, reasons)
    assert given == expected
    assert asked.startswith(("Hint: ", "Conseil : "))
    assert not any(word in asked.split(" — ")[0] for word in ("extend", "decline"))


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Hint: Call coup fourré — coup fourré: the safety cancels the attack"),
        ("fr", "Conseil : Annoncer le coup fourré — coup fourré : la botte annule l'attaque"),
    ],
)
def test_the_coup_fourre_questions_hint_is_in_words(
    lang: str, expected: str, tmp_path: Path
) -> None:
    asked, given = prompt_hints(coup_fourre_session(), lang, tmp_path, [Reason("coup")])
    assert given.startswith(expected)
    assert "coup-fourre" not in asked and "decline" not in asked


def test_a_hint_asked_at_another_question_does_not_answer_this_one(tmp_path: Path) -> None:
    """A hint computed while one question was open (here as if for the fast remedy's)
    arrives once another is: it is dropped, not shown under the question now open."""
    shown: list[str] = []

    async def scenario() -> None:
        app = make_app(coup_fourre_session(), tmp_path / "save.json")
        async with app.run_test(size=(80, 24)) as pilot:
            await play_until(pilot, PromptScreen, most=20)
            prompt = app.screen
            assert isinstance(prompt, PromptScreen)
            screen = table(app)
            view = screen.current_view()
            now = screen.hint_moment(view)
            decision = Decision(view.legal_actions[0], "", Reason("coup"))
            # the same log and hand, another question
            screen.hint_ready(decision, screen.hint_moment(replace(view, phase="fast_remedy")))
            await pilot.pause()
            shown.append(str(prompt.query_one("#prompt-hint", Static).render()).strip())
            screen.hint_ready(decision, now)
            await pilot.pause()
            shown.append(str(prompt.query_one("#prompt-hint", Static).render()).strip())

    asyncio.run(scenario())
    stale, fresh = shown
    assert stale == "" and fresh.startswith("Hint: Call coup fourré")


@pytest.mark.parametrize(("lang", "said"), [("en", "answer the question"), ("fr", "répondez")])
def test_behind_a_question_the_table_asks_for_an_answer_not_a_card(
    lang: str, said: str, tmp_path: Path
) -> None:
    lines: list[str] = []

    async def scenario() -> None:
        app = make_app(coup_fourre_session(), tmp_path / "save.json", lang=lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await play_until(pilot, PromptScreen, most=20)
            assert isinstance(app.screen, PromptScreen)
            screen = table(app)
            lines.append(screen.prompt_text(screen.current_view()))

    asyncio.run(scenario())
    assert said in lines[0] and "1–7" not in lines[0]
