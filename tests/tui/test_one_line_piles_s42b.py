"""A pile's card on a face of one line (three teams at 80×24: ten columns a pile): where the
name is cut short, what is left must still tell the card from every other. In Italian both
traffic lights, "Semaforo Rosso" and "Semaforo Verde", were cut to the same "Semaforo …",
so that a team stopped and a team rolling read alike (only the colour told them apart)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from tui_helpers import make_app, screen_text, settle

from roadgames.millebornes import make_rules
from roadgames.millebornes.cards import Card
from roadgames.millebornes.stacking import stacked_deck
from roadgames.tui.i18n import LANGUAGES, Translator
from roadgames.tui.session import PERSON, GameSession
from roadgames.tui.widgets.card import face_text

#: The widths a pile's face of one line has at the sizes the table lays out (ten columns a
#: pile for three teams at 80×24, seventeen for two), and a little narrower.
WIDTHS = range(8, 18)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_cards_read_alike_on_a_face_of_one_line(lang: str) -> None:
    tr = Translator(lang)
    for width in WIDTHS:
        faces: dict[str, Card] = {}
        for card in Card:
            if card <= Card.D200:
                continue
            face = face_text(tr.card_face(card), width, 1, tr.card_short(card)).plain
            assert face not in faces, f"{card.name} and {faces[face].name} both read {face!r}"
            faces[face] = card


def test_a_whole_name_that_fits_is_not_shortened() -> None:
    tr = Translator("it")
    assert face_text(tr.card_face(Card.STOP), 14, 1, tr.card_short(Card.STOP)).plain == (
        "Semaforo Rosso"
    )
    assert face_text(tr.card_face(Card.ROLL), 20, 3, tr.card_short(Card.ROLL)).plain == (
        "Semaforo Verde"
    )


def _stopped_and_rolling() -> GameSession:
    """Three players (three teams), the first to move again with Roll on its own battle pile
    and Stop on the second team's."""
    rules = make_rules("classic", 3)
    hands = [["ROLL", "STOP", "25", "25", "25", "25"], ["ROLL"] + ["75"] * 5, ["50"] * 6]
    deck = stacked_deck(rules, hands=hands, draw=["100"] * 8)
    session = GameSession.new(
        rules, [PERSON, "random", "random"], seed=1, decks=[[c.code for c in deck]]
    )
    state = session.state
    moves = ("play ROLL", "play ROLL", "discard 50", "play STOP > 1", "discard 75", "discard 50")
    for move in moves:
        state.apply(state.parse_action(move))
    assert state.to_move == 0
    return session


def test_the_italian_table_tells_a_team_stopped_from_one_rolling_at_80x24(
    tmp_path: Path,
) -> None:
    app = make_app(_stopped_and_rolling(), tmp_path / "save.json", lang="it")
    text = ""

    async def scenario() -> None:
        nonlocal text
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            text = screen_text(app)

    asyncio.run(scenario())
    assert "Semaforo …" not in text
    assert "Sem. Rosso" in text
    assert "Sem. Verde" in text
