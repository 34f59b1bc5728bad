"""The options each game's rules name to be made again (``Rules.differences_from``), which a
title words game by game without knowing the game, and the switches both games refuse the
same way."""

from __future__ import annotations

from typing import Any

import pytest

from roadgames.core.errors import RulesError
from roadgames.core.switches import check_switches, short_repr
from roadgames.millebornes import rules as mb
from roadgames.rushshift import rules as rs
from roadgames.simulation import differing_option_words

PICTURE = "/".join(["..........GG..", *["." * 14] * 4, "..SS.........."])


@pytest.mark.parametrize(
    ("preset", "players", "options", "named"),
    [
        ("classic", 2, {}, {}),
        ("modern", 2, {"fast_play": True}, {"fast_play": True}),
        # the classic table on modern plays a match (§8): a one-hand game must say so
        ("modern", 2, {"scoring": "classic", "match_target": 0}, None),
        # classic's extension follows the target (§10): named only against the way it follows
        ("classic", 4, {"target": 700, "extension": False}, {"target": 700, "extension": False}),
        ("classic", 2, {"target": 1000}, {"target": 1000, "extension": False}),
        ("classic", 2, {"scoring": "modern"}, {"scoring": "modern", "match_target": 0}),
        ("leaflet", 3, {"scoring": "classic", "match_target": 3000}, None),
    ],
)
def test_mille_bornes_names_what_makes_its_rules_again_from_the_preset(
    preset: str, players: int, options: dict[str, Any], named: dict[str, Any] | None
) -> None:
    rules = mb.make_rules(preset, players, **options)
    plain = mb.make_rules(preset, players)
    words = rules.differences_from(plain)
    assert words == (options if named is None else named)
    assert mb.make_rules(preset, players, **words) == rules


def test_a_following_option_that_follows_is_not_named() -> None:
    """scoring=classic on leaflet keeps the match to 5000 (§8), as leaflet's own table did:
    naming it adds nothing, unlike ``differences()``, which names every follower of a
    changed option."""
    rules = mb.make_rules("leaflet", 3, scoring="classic")
    assert rules.match_target == 5000
    assert rules.differences_from(mb.make_rules("leaflet", 3)) == {"scoring": "classic"}
    assert rules.differences() == {"scoring": "classic", "match_target": 5000}


def test_rush_hour_shift_names_the_options_that_differ_as_its_records_write_them() -> None:
    deck = {"MOVE1": 10, "MOVE2": 10, "SHIFT": 6}
    rules = rs.make_rules(turn_limit=50, move_exact="on", deck=deck)
    words = rules.differences_from(rs.make_rules())
    assert words == {"deck": deck, "turn_limit": 50, "move_exact": True}
    assert rs.make_rules(**words) == rules
    assert rs.make_rules().differences_from(rs.make_rules()) == {}


class _Options:
    """Rules of a game the simulation does not know: only what they name counts."""

    def __init__(self, named: dict[str, Any]) -> None:
        self.named = named

    def differences_from(self, plain: object) -> dict[str, Any]:
        return self.named


def test_the_words_of_a_title_come_from_the_rules_whatever_the_game() -> None:
    rules = _Options({"fast": True, "slow": False, "laps": 3, "board": PICTURE, "map": {}})
    words = differing_option_words(rules, _Options({}))
    assert words == "fast=on, slow=off, laps=3, board changed, map changed"
    assert differing_option_words(_Options({}), rules) == ""


@pytest.mark.parametrize(
    ("make", "name"),
    [(mb.make_rules, "fast_play"), (rs.make_rules, "move_exact")],
)
def test_both_games_refuse_a_long_switch_value_shortened(make: Any, name: str) -> None:
    """A record may hold anything: Mille Bornes wrote a switch's value whole in its error
    (a megabyte of it for a megabyte-long string), Rush Hour Shift cut it short."""
    value = "maybe" * 1000
    with pytest.raises(RulesError) as caught:
        make(**{name: value})
    message = str(caught.value)
    assert message.startswith(f"option {name!r} must be on or off (true or false), not 'maybe")
    assert message.endswith("...") and len(message) < 120


@pytest.mark.parametrize(
    ("make", "name"), [(mb.make_rules, "teams"), (rs.make_rules, "move_exact")]
)
def test_a_switch_set_to_a_number_is_refused_by_both_games_alike(make: Any, name: str) -> None:
    with pytest.raises(RulesError, match=rf"^option '{name}' must be on or off .*, not 2$"):
        make(**{name: 2})


def test_check_switches_names_the_first_switch_that_is_no_boolean() -> None:
    class Rules:
        on, off, odd, odder = True, False, "yes", 0

    check_switches(Rules(), ("on", "off"))
    with pytest.raises(RulesError, match=r"^option 'odd' must be on or off .*, not 'yes'$"):
        check_switches(Rules(), ("on", "odd", "odder"))


def test_a_value_too_long_to_show_is_cut_short() -> None:
    assert short_repr("x" * 38) == repr("x" * 38)
    assert short_repr("x" * 39) == "'" + "x" * 36 + "..."
    assert len(short_repr(list(range(1000)))) == 40
