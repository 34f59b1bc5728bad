"""Mutation sweep, session 29: what the views and the rules options promise that no test
pinned (RULES.md §6, §8, §10).

Each test names the mutant it kills (the sweep's other survivors were equivalent, or
killed by tests outside the files it ran).
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType
from typing import Any

import pytest
from helpers_flow import game, run

from roadgames.core.errors import RulesError
from roadgames.millebornes import Card, make_rules, make_view
from roadgames.millebornes.rules import (
    match_target_of,
    preset_key,
    preset_rules,
    rules_from_dict,
)

# ------------------------------------------- §6, §8: a safety played as coup fourré


def test_only_the_safeties_called_as_coup_fourre_show_as_such() -> None:
    """Classic, 3 players: seat 2 plays DRIVING_ACE as an ordinary safety, then calls
    EXTRA_TANK as a coup fourré against seat 0's OUT_OF_GAS. Every view lists both among
    the team's safeties but only EXTRA_TANK among its coups fourrés (they score +300 more,
    RULES.md §8). (Mutant: every safety shown as a coup fourré.)"""
    state = game(
        "classic",
        3,
        [
            ["OUT_OF_GAS", "25", "25", "25", "25", "25"],
            ["50", "50", "50", "50", "50", "50"],
            ["ROLL", "EXTRA_TANK", "DRIVING_ACE", "25", "25", "25"],
        ],
        draw=["REPAIRS", "REPAIRS", "REPAIRS", "REPAIRS", "GASOLINE", "75", "100"],
    )
    run(state, "0: discard REPAIRS", "1: discard REPAIRS", "2: play DRIVING_ACE")
    assert state.to_move == 2  # a safety's extra turn
    run(state, "2: play ROLL")
    for seat in range(3):
        seen = make_view(state, seat).tableaux[2]
        assert seen.safeties == (Card.DRIVING_ACE,) and seen.coups_fourres == ()
        assert seen.to_dict()["coups_fourres"] == []
    run(state, "0: play OUT_OF_GAS > 2", "2: coup-fourre")
    for seat in range(3):
        seen = make_view(state, seat).tableaux[2]
        assert seen.safeties == (Card.DRIVING_ACE, Card.EXTRA_TANK)
        assert seen.coups_fourres == (Card.EXTRA_TANK,)
        assert seen.to_dict()["coups_fourres"] == ["EXTRA_TANK"]


# ------------------------------------------- §10: presets named in any case


def test_a_preset_table_is_read_from_its_name_in_any_case() -> None:
    """The rules read preset names in any case and spacing (module docstring, as
    ``--preset`` reads them): ``preset_rules`` too, which the new-game screen calls, gives
    §10's table, keeping the name as the rules keep it. (Mutant: the name not normalised,
    so " Modern" fell through to another preset's table or was refused.)"""
    assert preset_rules("Modern", 3) == make_rules("modern", 3)
    assert preset_rules(" CLUB ", 4) == make_rules("club", 4)
    assert preset_rules("Leaflet", 2).preset == "leaflet"


@pytest.mark.parametrize("preset", [7, None, ["classic"]])
def test_a_preset_that_is_no_name_is_refused_as_unknown(preset: object) -> None:
    """``preset_key`` raises ``RulesError`` for an unknown preset (its docstring), and so
    does ``make_rules`` from Python, for what is no text at all too, not an
    ``AttributeError``. (Mutant: ``strip`` called on whatever was given.)"""
    with pytest.raises(RulesError, match="unknown preset"):
        preset_key(preset)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="unknown preset"):
        make_rules(preset, 2)  # type: ignore[arg-type]


def test_rules_made_with_no_arguments_are_classic_for_two() -> None:
    """``make_rules()`` (its signature: ``preset="classic", players=2``) is the classic
    preset for two, as §10 tables it: a short deck and a 700 trip with the extension.
    (Mutant: the default seat count moved.)"""
    rules = make_rules()
    assert rules == make_rules("classic", 2) == preset_rules("classic", 2)
    assert (rules.players, rules.deck, rules.target, rules.extension) == (2, "short", 700, True)
    assert rules_from_dict({}) == rules  # a record naming neither: the same defaults


def test_an_unknown_option_is_refused_listing_the_options_one_may_set() -> None:
    """The error for an unknown option lists the options (every one but the seat count,
    an argument of its own). (Mutant: the list made of the seat count alone.)"""
    with pytest.raises(RulesError) as caught:
        make_rules("modern", 2, turbo=True)
    message = str(caught.value)
    assert message.startswith("unknown option 'turbo'; options are: teams, deck, target, ")
    assert "fast_play" in message and "next_starter" in message
    assert "players" not in message


# ------------------------------------------- §8, §10: options that follow others


def test_a_match_scoring_table_brings_its_match_length_though_the_target_changes_too() -> None:
    """Modern plays one hand; set to the classic or leaflet table it plays their match to
    5000 (RULES.md §8), also where the trip's target is set in the same breath: the target
    has nothing that follows it outside classic (§10's extension rule), so it must not pin
    the match length before the scoring table gives it. (Mutant: every leader treated as
    the scoring table, the target's turn fixing one hand first.)"""
    for scoring in ("classic", "leaflet"):
        rules = make_rules("modern", 2, target=700, scoring=scoring)
        assert (rules.target, rules.scoring, rules.match_target) == (700, scoring, 5000)
        assert not rules.extension


def test_a_scoring_table_not_known_keeps_the_match_length_it_found() -> None:
    """``match_target_of``: the length that goes with a table (§8: classic and leaflet to
    5000 unless a longer match was chosen, modern one hand), and the ``current`` one for
    a table not known, which the check refuses later naming ``scoring`` (its docstring).
    (Mutant: nothing returned for a table not known.)"""
    assert match_target_of("golf", 7000) == 7000
    assert match_target_of(None, 0) == 0
    with pytest.raises(RulesError, match="'scoring'"):
        make_rules("modern", 2, scoring="golf")
    assert (match_target_of("classic", 0), match_target_of("leaflet", 9000)) == (5000, 9000)
    assert match_target_of("modern", 5000) == 0


# ------------------------------------------- records and rules built by hand


def test_rebuilding_rules_from_a_record_leaves_the_record_as_it_was() -> None:
    """``rules_from_dict`` reads a record's rules without changing them: read twice, the
    same rules (not classic for 2 the second time, its preset and seat count taken out the
    first); a read-only mapping reads too. (Mutant: the record's own dict popped.)"""
    rules = make_rules("modern", 3, fast_play=True)
    data = rules.to_dict()
    before = dict(data)
    assert rules_from_dict(data) == rules
    assert data == before
    assert rules_from_dict(data) == rules
    assert rules_from_dict(MappingProxyType(before)) == rules


@pytest.mark.parametrize("preset", ["Classic", "nonsense", ""])
def test_rules_built_by_hand_under_no_preset_are_refused(preset: str) -> None:
    """Every Rules is validated as it is made, ``dataclasses.replace`` too (a study varies
    rules so): a preset name §10 does not table, or one not as the rules keep it, is
    refused naming it. (Mutant: the preset check skipped.)"""
    with pytest.raises(RulesError, match="unknown preset"):
        dataclasses.replace(make_rules("classic", 2), preset=preset)


@pytest.mark.parametrize("players", [1, 7, True, "4"])
def test_rules_built_by_hand_for_a_seat_count_mille_bornes_is_not_played_by_are_refused(
    players: Any,
) -> None:
    """RULES.md §2: 2 to 6 players. Rules varied by ``dataclasses.replace`` are checked as
    ``make_rules`` checks them. (Mutant: the seat count left unchecked.)"""
    with pytest.raises(RulesError, match="players must be an integer from 2 to 6"):
        dataclasses.replace(make_rules("modern", 2), players=players)


@pytest.mark.parametrize(
    "options",
    [
        {"target": 100},
        {"target": 5000},
        {"max_200s": 0},
        {"max_200s": 4},
        {"match_target": 100000},
        {"target": 975, "extension": True},
        {"scoring": "modern", "match_target": 0},
    ],
)
def test_the_edges_of_each_range_the_rules_name_are_accepted(options: dict[str, object]) -> None:
    """The checks refuse values outside the ranges their messages name ("an integer from
    100 to 5000", "from 0 to 4", "from 0 to 100000"; an extension "needs a trip shorter
    than 1000"; modern scoring "is one hand"), and accept the edges themselves. (Mutants:
    each bound moved by one, ``<`` and ``<=`` swapped.)"""
    rules = make_rules("classic", 2, **options)
    assert all(getattr(rules, name) == value for name, value in options.items())


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"match_target": -1}, "option 'match_target' must be an integer from 0 to 100000"),
        ({"match_target": 100001}, "option 'match_target' must be an integer from 0 to 100000"),
        ({"max_200s": -1}, "option 'max_200s' must be an integer from 0 to 4"),
        ({"target": 5025}, "option 'target' must be an integer from 100 to 5000"),
    ],
)
def test_just_past_each_range_is_refused_by_the_range_itself(
    options: dict[str, object], message: str
) -> None:
    """Under a match-playing preset (classic) a match length of -1 is refused by its range,
    not only by modern's one-hand rule (which refused it in the older test, hiding the
    range). (Mutant: the match length's lower bound moved to -1.)"""
    with pytest.raises(RulesError, match=message):
        make_rules("classic", 2, **options)
