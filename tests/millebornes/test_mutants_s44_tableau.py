"""Mutants of :mod:`roadgames.millebornes.tableau` that the other tests let live (session
44): the battle card in force read from the bottom of the pile instead of its top
(``battle_top`` iterating ``battle_pile`` forwards), and equality blind to how the team
stands (``__eq__`` skipping the ``base`` slot)."""

from __future__ import annotations

from helpers_flow import game, run

from roadgames.millebornes import Card
from roadgames.millebornes.tableau import BASE_REMEDY, BASE_ROLL, Tableau


def test_the_battle_card_in_force_is_the_remedy_on_top_not_the_first_roll() -> None:
    """ROLL, then ACCIDENT, then REPAIRS: only the top card is in force (§4), so the battle
    card shown is REPAIRS (and classic's ``roll_after_remedy`` keeps the team stopped),
    not the ROLL at the bottom of the pile."""
    state = game(
        "classic",
        2,
        [
            ["ROLL", "REPAIRS", "ROLL", "100", "75", "50"],
            ["ACCIDENT", "25", "25", "25", "25", "25"],
        ],
    )
    run(state, "0: play ROLL", "1: play ACCIDENT > 0", "0: play REPAIRS")
    tab = state.tableaux[0]
    assert tab.battle_pile == [Card.ROLL, Card.ACCIDENT, Card.REPAIRS]
    assert tab.battle_top() == Card.REPAIRS
    assert state.view(1).tableaux[0].battle_top == Card.REPAIRS
    assert not tab.is_moving(state.rules.roll_after_remedy)


def test_tableaux_that_differ_only_in_how_the_team_stands_are_not_equal() -> None:
    """Equality goes slot by slot: two tableaux with the same piles, one standing on a ROLL
    and one on a remedy, stand differently (under ``roll_after_remedy`` only the first may
    play distance), so they are unequal."""
    rolled, remedied = Tableau(), Tableau()
    rolled.cover(BASE_ROLL)
    remedied.cover(BASE_REMEDY)
    assert rolled.is_moving(True) and not remedied.is_moving(True)
    assert rolled != remedied
    assert rolled != Tableau()
    assert rolled == rolled.copy()
