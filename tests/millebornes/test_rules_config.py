"""The rules object: the presets exactly as RULES.md §10 tables them, overrides on top of a
preset, and the refusal of configurations that make no sense, naming the option."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from roadgames.core.errors import RulesError
from roadgames.millebornes import make_rules
from roadgames.millebornes.rules import FOLLOWERS, OPTION_NAMES, followed_by, rules_from_dict

# RULES.md §10, column by column; the seat-dependent rows are filled in by ``expected``.
# discard_any_time is "on in every preset" (§5); fast_play is a variant (§9) no preset turns
# on; tie_break and next_starter take the defaults of §11.
_COMMON: dict[str, Any] = {
    "hazard_on_hazard": False,
    "attacker_must_have_started": False,
    "discard_any_time": True,
    "fast_play": False,
    "tie_break": "shared",
    "next_starter": "rotate",
}
_TABLE: dict[str, dict[str, Any]] = {
    "classic": {
        "speed_limit_on_limit": True,
        "finish": "exact",
        "max_200s": 2,
        "roll_after_remedy": True,
        "draw_from_discard": False,
        "empty_draw_pile": "play_out",
        "attack_needs_target_moving": True,
        "scoring": "classic",
        "match_target": 5000,
    },
    "modern": {
        "deck": "full",
        "target": 1000,
        "extension": False,
        "speed_limit_on_limit": False,
        "finish": "reach",
        "max_200s": 2,
        "roll_after_remedy": False,
        "draw_from_discard": True,
        "empty_draw_pile": "reshuffle",
        "attack_needs_target_moving": False,
        "scoring": "modern",
        "match_target": 0,
    },
    "leaflet": {
        "deck": "full",
        "target": 1000,
        "extension": False,
        "speed_limit_on_limit": False,
        "finish": "exact",
        "max_200s": 1,
        "roll_after_remedy": False,
        "draw_from_discard": False,
        "empty_draw_pile": "reshuffle",
        "attack_needs_target_moving": True,
        "scoring": "leaflet",
        "match_target": 5000,
    },
    "club": {
        "deck": "full",
        "extension": False,
        "speed_limit_on_limit": False,
        "finish": "exact",
        "max_200s": 2,
        "roll_after_remedy": False,
        "draw_from_discard": False,
        "empty_draw_pile": "play_out",
        "attack_needs_target_moving": True,
        "scoring": "classic",
        "match_target": 5000,
    },
}
_SEATS = {"classic": (2, 3, 4, 6), "modern": (2, 3, 4, 5, 6), "leaflet": (2, 3, 4, 5, 6)}
_SEATS["club"] = (2, 3, 4)
PRESET_SEATS = [(preset, n) for preset, seats in _SEATS.items() for n in seats]


def expected(preset: str, players: int) -> dict[str, Any]:
    """Every option of ``preset`` for ``players`` seats, read off RULES.md §10."""
    options = {**_COMMON, **_TABLE[preset], "players": players, "teams": players in (4, 6)}
    if preset == "classic":
        target = 1000 if players == 4 else 700
        options["target"] = target
        options["deck"] = "short" if players <= 3 else "full"
        options["extension"] = target == 700
    elif preset == "club":
        options["target"] = 1000 if players == 4 else 700
    return options


@pytest.mark.parametrize(("preset", "players"), PRESET_SEATS)
def test_preset_matches_the_table(preset: str, players: int) -> None:
    rules = make_rules(preset, players)
    data = rules.to_dict()
    assert data.pop("preset") == preset
    assert data == expected(preset, players)
    assert rules.differences() == {}


@pytest.mark.parametrize(
    ("preset", "players"),
    [("classic", 5), ("club", 5), ("club", 6), ("modern", 1), ("leaflet", 7), ("classic", 0)],
)
def test_seat_counts_outside_a_preset_are_refused(preset: str, players: int) -> None:
    # the seats are no option (--players sets them): "players: …", not "option 'players'"
    with pytest.raises(RulesError, match=rf"^players[: ].*not {players}$"):
        make_rules(preset, players)


def test_unknown_preset_is_refused_by_name() -> None:
    with pytest.raises(RulesError, match="'rally'"):
        make_rules("rally", 2)


@pytest.mark.parametrize(
    ("players", "teams", "team_of"),
    [
        (2, False, [0, 1]),
        (3, False, [0, 1, 2]),
        (4, True, [0, 1, 0, 1]),
        (5, False, [0, 1, 2, 3, 4]),
        (6, True, [0, 1, 2, 0, 1, 2]),
    ],
)
def test_partners_sit_apart(players: int, teams: bool, team_of: list[int]) -> None:
    rules = make_rules("modern", players)
    assert rules.teams is teams
    assert rules.num_teams == max(team_of) + 1
    assert [rules.team_of(seat) for seat in range(players)] == team_of


def test_four_players_may_play_as_individuals() -> None:
    rules = make_rules("modern", 4, teams=False)
    assert rules.num_teams == 4
    assert [rules.team_of(seat) for seat in range(4)] == [0, 1, 2, 3]


_BOOL_OPTIONS = (
    "roll_after_remedy",
    "draw_from_discard",
    "attack_needs_target_moving",
    "hazard_on_hazard",
    "attacker_must_have_started",
    "speed_limit_on_limit",
    "discard_any_time",
    "fast_play",
)


@pytest.mark.parametrize("option", _BOOL_OPTIONS)
@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("modern", 4), ("leaflet", 3)])
def test_each_switch_overrides_on_its_own(preset: str, players: int, option: str) -> None:
    base = make_rules(preset, players)
    flipped = not getattr(base, option)
    rules = make_rules(preset, players, **{option: flipped})
    assert rules.differences() == {option: flipped}
    assert rules.preset == preset


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("finish", "reach"),
        ("deck", "full"),
        ("max_200s", 0),
        ("max_200s", 4),
        ("empty_draw_pile", "reshuffle"),
        ("empty_draw_pile", "stop"),
        ("scoring", "leaflet"),
        ("match_target", 0),
        ("tie_break", "fewer_cards_played"),
        ("next_starter", "winner"),
        ("target", 500),
    ],
)
def test_choices_override_classic(option: str, value: object) -> None:
    rules = make_rules("classic", 2, **{option: value})
    assert getattr(rules, option) == value
    assert option in rules.differences()
    changed = set(rules.differences()) - {option}
    assert changed <= set(FOLLOWERS.get(option, ()))  # extension the target, match the table


def test_classic_extension_follows_an_overridden_target() -> None:
    # §10: classic plays the extension "where the target is 700", and every option may be
    # set on its own: a 1000 trip for two has no extension, a 700 trip for four has one.
    two = make_rules("classic", 2, target=1000)
    assert (two.target, two.extension) == (1000, False)
    four = make_rules("classic", 4, target=700)
    assert (four.target, four.extension) == (700, True)
    explicit = make_rules("classic", 4, target=700, extension=False)
    assert explicit.extension is False


def test_extension_can_be_set_on_a_700_trip_of_any_preset() -> None:
    rules = make_rules("modern", 3, target=700, extension=True)
    assert (rules.target, rules.extension) == (700, True)


@pytest.mark.parametrize(
    ("preset", "players", "options", "named"),
    [
        ("modern", 5, {"teams": True}, "teams"),
        ("modern", 3, {"teams": True}, "teams"),
        ("classic", 2, {"teams": True}, "teams"),
        ("modern", 2, {"turbo": True}, "turbo"),
        ("modern", 2, {"Finish": "exact"}, "Finish"),
        ("modern", 2, {"max_200s": 5}, "max_200s"),
        ("modern", 2, {"max_200s": -1}, "max_200s"),
        ("modern", 2, {"max_200s": "2"}, "max_200s"),
        ("modern", 2, {"max_200s": True}, "max_200s"),
        ("modern", 2, {"target": 0}, "target"),
        ("modern", 2, {"target": 5025}, "target"),
        ("modern", 2, {"target": 730}, "target"),
        ("modern", 2, {"target": "1000"}, "target"),
        ("modern", 2, {"finish": "sudden"}, "finish"),
        ("modern", 2, {"deck": "tiny"}, "deck"),
        ("modern", 2, {"empty_draw_pile": "burn"}, "empty_draw_pile"),
        ("modern", 2, {"scoring": "golf"}, "scoring"),
        ("modern", 2, {"roll_after_remedy": "yes"}, "roll_after_remedy"),
        ("modern", 2, {"hazard_on_hazard": 1}, "hazard_on_hazard"),
        ("modern", 2, {"discard_any_time": None}, "discard_any_time"),
        ("modern", 2, {"match_target": -1}, "match_target"),
        ("leaflet", 2, {"match_target": 5000.0}, "match_target"),
        ("modern", 2, {"tie_break": "coin"}, "tie_break"),
        ("modern", 2, {"next_starter": "loser"}, "next_starter"),
        ("modern", 2, {"extension": True}, "extension"),
        ("classic", 4, {"extension": True}, "extension"),
        ("classic", 2, {"target": 1000, "extension": True}, "extension"),
    ],
)
def test_nonsense_is_refused_naming_the_option(
    preset: str, players: int, options: dict[str, Any], named: str
) -> None:
    with pytest.raises(RulesError, match=f"'{named}'"):
        make_rules(preset, players, **options)


@pytest.mark.parametrize("players", ["2", 2.0, True, None])
def test_players_must_be_an_integer(players: Any) -> None:
    with pytest.raises(RulesError, match=r"^players must be an integer from 2 to 6, not "):
        make_rules("modern", players)


def test_rules_are_frozen() -> None:
    rules = make_rules("classic", 4)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(rules, "target", 700)  # noqa: B010 - the point is the runtime refusal
    assert rules.target == 1000


@pytest.mark.parametrize(("preset", "players"), PRESET_SEATS)
def test_rules_survive_a_record_round_trip(preset: str, players: int) -> None:
    rules = make_rules(preset, players, hazard_on_hazard=True, max_200s=1)
    assert rules_from_dict(rules.to_dict()) == rules


def test_a_record_with_an_unknown_option_is_refused() -> None:
    data = make_rules("leaflet", 2).to_dict()
    data["nitro"] = True
    with pytest.raises(RulesError, match="'nitro'"):
        rules_from_dict(data)


def test_every_option_is_a_field_of_the_rules() -> None:
    names = set(OPTION_NAMES)
    assert set(_COMMON) | set(_TABLE["modern"]) | {"players", "teams"} == names


def test_a_switch_given_a_word_names_the_words_it_takes() -> None:
    with pytest.raises(RulesError, match=r"'fast_play' must be on or off .*'maybe'"):
        make_rules("modern", 2, fast_play="maybe")


@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("leaflet", 3), ("club", 4)])
def test_modern_scoring_set_on_its_own_plays_one_hand(preset: str, players: int) -> None:
    # §10: every option may be set on its own; §8: modern scoring is "one hand is the whole
    # game", so the match a preset plays under another table does not follow it there.
    rules = make_rules(preset, players, scoring="modern")
    assert (rules.scoring, rules.match_target) == ("modern", 0)
    with pytest.raises(RulesError, match="match_target"):  # asked for both: refused
        make_rules(preset, players, scoring="modern", match_target=5000)


@pytest.mark.parametrize("scoring", ["classic", "leaflet"])
def test_match_scoring_set_on_modern_plays_a_match_to_5000(scoring: str) -> None:
    # §8: the classic and leaflet tables are played in a match to 5000
    rules = make_rules("modern", 2, scoring=scoring)
    assert (rules.scoring, rules.match_target) == (scoring, 5000)
    one_hand = make_rules("modern", 2, scoring=scoring, match_target=0)  # asked for: kept
    assert one_hand.match_target == 0
    assert rules_from_dict(one_hand.to_dict()) == one_hand  # a record's rules stay as saved


@pytest.mark.parametrize(
    ("preset", "players", "options"),
    [
        ("modern", 2, {"scoring": "classic", "match_target": 0}),
        ("modern", 2, {"scoring": "leaflet", "match_target": 0}),
        ("classic", 2, {"scoring": "modern"}),
        ("classic", 4, {"target": 700, "extension": False}),
        ("classic", 2, {"target": 1000}),
        ("leaflet", 3, {"scoring": "classic", "match_target": 3000, "fast_play": True}),
    ],
)
def test_the_differences_from_the_preset_make_the_same_rules_again(
    preset: str, players: int, options: dict[str, Any]
) -> None:
    # an option that follows another (match_target the scoring, classic's extension the
    # target) is kept in the differences where it was given against the way it follows:
    # the game set up again from them (a new game like this one, a title) is the same game
    rules = make_rules(preset, players, **options)
    assert make_rules(preset, players, **rules.differences()) == rules


@pytest.mark.parametrize("target", [300, 500, 675, 800])
def test_classic_plays_the_extension_on_a_700_trip_only(target: int) -> None:
    # §10: "where the target is 700": a shorter trip has no extension either
    assert make_rules("classic", 2, target=target).extension is False
    assert make_rules("classic", 2, target=700).extension is True


def test_a_longer_match_chosen_stays_when_the_scoring_table_changes() -> None:
    # §8: the classic and leaflet tables play a match; one of 10000 points chosen on the
    # form stays when the table changes between them, and modern's table is one hand
    current = {"match_target": 10000}
    assert followed_by("classic", "scoring", "leaflet", current) == {"match_target": 10000}
    assert followed_by("classic", "scoring", "classic", current) == {"match_target": 10000}
    assert followed_by("classic", "scoring", "modern", current) == {"match_target": 0}
