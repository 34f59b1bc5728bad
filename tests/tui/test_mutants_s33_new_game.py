"""Mutation sweep (session 33) of the new-game screen: its refusals as the player reads them
(:mod:`roadgames.tui.screens.new_game_errors`), its controls
(:mod:`roadgames.tui.screens.new_game_controls`) and how the screen finds every refusal of the
form (:mod:`roadgames.tui.screens.new_game`)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from textual.app import App
from textual.widget import Widget
from textual.widgets import Input, Select, Switch
from tui_helpers import Host

from roadgames.core.endless import EndlessMatchError
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import PRESETS, Rules, make_rules
from roadgames.millebornes.rules import CHOICES, preset_players, preset_rules
from roadgames.rushshift.rules import Rules as RushRules
from roadgames.tui.i18n import Translator
from roadgames.tui.screens.new_game import NewGameScreen, engine_refusals
from roadgames.tui.screens.new_game_controls import (
    base_rules,
    followed,
    kind_options,
    option_label,
    option_widget,
    rush_option,
    rush_seat_words,
)
from roadgames.tui.screens.new_game_errors import (
    ECHO_ROOM,
    FORM_KEYS,
    FormError,
    control_label,
    echoed,
    form_error,
    refused_control,
)
from roadgames.tui.screens.new_game_setup import Setup
from roadgames.tui.session import PERSON

EN = Translator("en")


def refusal(preset: str, players: int, **options: Any) -> RoadgamesError:
    """The engine's refusal of Mille Bornes' rules made with these choices."""
    with pytest.raises(RoadgamesError) as caught:
        make_rules(preset, players, **options)
    return caught.value


# --- new_game_errors ------------------------------------------------------------------------


def test_a_seed_typed_as_long_as_the_room_is_echoed_whole() -> None:
    # a 63-bit seed with its sign is 20 characters: the longest roadgames draws
    text = "-" + "9" * 19
    assert len(text) == ECHO_ROOM == 20
    assert echoed(text) == text


def test_a_seed_typed_longer_than_the_room_is_cut_to_it_with_an_ellipsis() -> None:
    text = "1234567890" * 3
    cut = echoed(text)
    assert len(cut) == ECHO_ROOM
    assert cut.endswith("…")
    assert text.startswith(cut[:-1])


def test_the_control_refused_is_named_by_the_forms_own_refusal() -> None:
    exc = FormError("seed 'x' is no seed", "form_seed", "seed", option="Seed", text="x")
    assert refused_control(exc) == "seed"


def test_a_match_with_no_end_is_its_turn_limits_refusal() -> None:
    assert refused_control(EndlessMatchError("may never end")) == "turn_limit"


def test_an_engines_refusal_names_the_option_it_refuses() -> None:
    assert refused_control(refusal("classic", 3, target=710)) == "target"
    assert refused_control(refusal("classic", 3, teams=True)) == "teams"


def test_a_seat_count_refused_by_its_preset_names_the_players() -> None:
    assert refused_control(refusal("club", 5)) == "players"
    assert refused_control(refusal("classic", 7)) == "players"


def test_a_refusal_that_names_no_option_names_no_control() -> None:
    assert refused_control(refusal("classic", 3, hand_size=9)) is None


def test_the_games_and_seed_fields_are_named_by_their_own_labels() -> None:
    assert control_label("games", EN) == EN("rs_games")
    assert control_label("seed", EN) == EN("seed")
    assert control_label("target", EN) == EN.option("target")


def test_a_trip_length_off_the_step_is_said_with_its_label_and_step() -> None:
    words = form_error(refusal("classic", 3, target=710), EN)
    assert words.startswith(f"{EN.option('target')}: ")
    assert "multiple of 25" in words
    assert "-o" not in words  # the command line's words are not the form's


def test_a_trip_length_out_of_range_is_said_with_its_bounds() -> None:
    words = form_error(refusal("classic", 3, target=10), EN)
    assert words.startswith(f"{EN.option('target')}: ")
    assert "100" in words
    assert "5000" in words
    assert "10," not in words and "not 10" not in words


def test_a_seat_count_the_preset_is_not_played_by_is_said_with_the_counts_it_is() -> None:
    words = form_error(refusal("club", 5), EN)
    assert EN.preset("club") in words
    assert "2, 3, 4" in words
    assert words.endswith("5")
    assert "players:" not in words


def test_partnerships_with_the_wrong_seat_count_are_said_with_the_count() -> None:
    words = form_error(refusal("classic", 3, teams=True), EN)
    assert words.startswith(f"{EN.option('teams')}: ")
    assert words.endswith("3")


def test_an_extension_on_a_long_trip_is_said_in_the_distance_unit() -> None:
    words = form_error(refusal("classic", 3, extension=True, target=1000), EN)
    assert words.startswith(f"{EN.option('extension')}: ")
    assert EN.miles(1000) in words
    assert "target=" not in words


def test_a_match_target_with_modern_scoring_is_said_with_the_tables_name() -> None:
    words = form_error(refusal("classic", 3, scoring="modern", match_target=5000), EN)
    assert words.startswith(f"{EN.option('match_target')}: ")
    assert EN.option_value("scoring", "modern") in words
    assert "5000" in words


def test_a_refusal_the_form_does_not_know_keeps_the_engines_english() -> None:
    exc = refusal("classic", 3, hand_size=9)
    assert form_error(exc, EN) == str(exc)


def test_the_forms_own_refusal_is_said_by_its_key_with_its_values() -> None:
    exc = FormError("x", "form_whole_number", "target", option=EN.option("target"))
    assert form_error(exc, EN) == EN("form_whole_number", option=EN.option("target"))


def test_a_match_with_no_end_is_said_in_the_forms_words_not_the_command_lines() -> None:
    words = form_error(EndlessMatchError("set -o turn_limit=N"), EN)
    assert words == EN("rs_endless")
    assert "-o" not in words


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_every_form_refusal_has_words_in_each_language(lang: str) -> None:
    tr = Translator(lang)
    words = form_error(refusal("classic", 3, target=710), tr)
    assert words.startswith(tr.option("target"))
    assert "25" in words
    assert words != form_error(refusal("classic", 3, target=710), EN)


def test_every_key_the_form_words_a_refusal_with_is_one_the_interface_has() -> None:
    for key in FORM_KEYS:
        assert EN(
            key,
            option="O",
            low=1,
            high=2,
            step=3,
            preset="p",
            counts="2",
            n=4,
            limit=5,
            trip=6,
            scoring="s",
            text="t",
            positive="7",
            digits=8,
        )


# --- new_game: every refusal of the form ------------------------------------------------------


def mille(preset: str, players: int) -> Callable[[dict[str, Any]], Rules]:
    """Mille Bornes' rules of ``preset`` for ``players`` made of the options given."""

    def make(given: dict[str, Any]) -> Rules:
        return make_rules(preset, players, **given)

    return make


def test_every_option_refused_is_found_and_the_rest_make_the_rules() -> None:
    rules, refused = engine_refusals(
        mille("classic", 3), {"target": 710, "teams": True, "max_200s": 1}
    )
    assert sorted(refused_control(exc) or "" for exc in refused) == ["target", "teams"]
    assert isinstance(rules, Rules)
    assert rules.max_200s == 1  # the option accepted stands
    assert rules.target == make_rules("classic", 3).target  # the refused one is the preset's


def test_options_all_accepted_make_the_rules_with_no_refusal() -> None:
    rules, refused = engine_refusals(mille("classic", 3), {"target": 1000})
    assert refused == []
    assert rules is not None and rules.target == 1000


def test_a_refusal_that_names_no_option_given_leaves_no_rules() -> None:
    rules, refused = engine_refusals(mille("club", 5), {"target": 700})
    assert rules is None
    assert [refused_control(exc) for exc in refused] == ["players"]


# --- new_game_controls ----------------------------------------------------------------------


def test_a_seat_count_the_preset_has_no_rules_for_starts_from_its_first_counts() -> None:
    # classic is played by 2, 3, 4 or 6: five seats start from its two-seat rules
    assert base_rules("classic", 5) == preset_rules("classic", preset_players("classic")[0])
    assert base_rules("classic", 4) == preset_rules("classic", 4)


def test_the_options_shown_follow_those_given_or_are_none_where_refused() -> None:
    shown = followed("classic", 4, {"target": 700})
    assert shown is not None and shown.target == 700
    assert followed("classic", 4, {"target": 710}) is None


def test_a_rush_hour_shift_seat_is_named_with_its_number_and_colour() -> None:
    assert rush_seat_words(0, EN) == f"{EN('seat', n=1)} ({EN('rs_gold')})"
    assert rush_seat_words(1, EN) == f"{EN('seat', n=2)} ({EN('rs_silver')})"


def test_a_seats_choices_are_a_person_first_then_each_computer_level() -> None:
    choices = kind_options(["easy", "hard"], EN)
    assert [value for _, value in choices] == [PERSON, "easy", "hard"]
    assert choices[0][0] == EN("person")
    assert choices[2][0] == EN("computer", level=EN.level("hard"))


def test_an_options_label_is_its_words_then_its_name_dimmed() -> None:
    label = option_label("target", EN)
    assert label.plain == f"{EN.option('target')}\ntarget"
    dimmed = [label.plain[span.start : span.end] for span in label.spans if span.style == "dim"]
    assert dimmed == ["target"]


def test_a_rush_option_starts_as_given_else_as_its_rules_have_it() -> None:
    assert rush_option(Setup(rush_options={"turn_limit": 120}), "turn_limit") == 120
    assert rush_option(Setup(), "turn_limit") == RushRules().turn_limit


def mounted(*made: Callable[[], Widget]) -> list[tuple[Widget, Any, list[Any] | None]]:
    """Each control ``made`` makes, mounted in an app, with its value and choices (``None``
    for a control of none)."""

    async def read() -> list[tuple[Widget, Any, list[Any] | None]]:
        app: App[None] = App()
        async with app.run_test() as pilot:
            widgets = [make() for make in made]
            await app.mount(*widgets)
            await pilot.pause()
            return [
                (
                    w,
                    getattr(w, "value", None),
                    [v for _, v in w._options] if isinstance(w, Select) else None,
                )
                for w in widgets
            ]

    return asyncio.run(read())


def test_each_option_gets_the_control_its_value_needs() -> None:
    switch, deck, first, target = mounted(
        lambda: option_widget("teams", True, EN),
        lambda: option_widget("deck", "short", EN),
        lambda: option_widget("first_player", 1, EN, prefix="rs-opt"),
        lambda: option_widget("target", 700, EN),
    )
    assert isinstance(switch[0], Switch) and switch[0].id == "opt-teams"
    assert switch[1:] == (True, None)
    assert isinstance(deck[0], Select) and deck[0].id == "opt-deck"
    assert deck[1:] == ("short", list(CHOICES["deck"]))
    assert isinstance(first[0], Select) and first[0].id == "rs-opt-first_player"
    assert first[1:] == (1, [0, 1])
    assert isinstance(target[0], Input) and target[0].id == "opt-target"
    assert target[0].type == "integer"
    assert target[1:] == ("700", None)


def test_a_rush_option_of_a_mille_choice_name_is_a_number_field() -> None:
    # Mille Bornes' choices are its own: a Rush Hour Shift number field stays one
    deck, first = mounted(
        lambda: option_widget("deck", 3, EN, prefix="rs-opt"),
        lambda: option_widget("first_player", 0, EN),
    )
    assert isinstance(deck[0], Input) and isinstance(first[0], Input)


def test_the_forms_own_refusal_keeps_its_english_words_for_a_caller() -> None:
    exc = FormError("option 'target' needs a whole number", "form_whole_number", "target")
    assert str(exc) == "option 'target' needs a whole number"


# --- new_game: the screen -----------------------------------------------------------------


Started = list[Any]
Form = Callable[[NewGameScreen], Awaitable[None]]


def on_form(setup: Setup, *steps: Form, rush_offered: bool = True) -> Started:
    """Open the new-game screen on ``setup`` in an app of 100×30 and go through ``steps``
    (each given the screen); what Start handed on, Mille Bornes' sessions or Rush Hour
    Shift's."""
    started: Started = []
    screen = NewGameScreen(setup, EN, started.append, started.append if rush_offered else None)

    async def scenario() -> None:
        async with Host(screen).run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            for step in steps:
                await step(screen)
                await pilot.pause()

    asyncio.run(scenario())
    return started


async def start(screen: NewGameScreen) -> None:
    screen.action_start()


def refused(said: list[tuple[str, str | None]]) -> Form:
    """A step that notes the refusal said and the id of the control with the focus."""

    async def note(screen: NewGameScreen) -> None:
        focused = screen.app.focused
        said.append((screen.refusal, None if focused is None else focused.id))

    return note


def typed(selector: str, value: str) -> Form:
    async def put(screen: NewGameScreen) -> None:
        screen.query_one(selector, Input).value = value

    return put


def test_start_says_the_topmost_refusal_first_and_brings_its_field_into_focus() -> None:
    # the seed is above the options on the form; partnerships come before the trip length
    said: list[tuple[str, str | None]] = []
    setup = Setup(players=3, options={"teams": True, "target": 710})
    started = on_form(
        setup,
        typed("#seed", "-05"),
        start,
        refused(said),
        typed("#seed", ""),
        start,
        refused(said),
        lambda screen: set_switch(screen, "#opt-teams", False),
        start,
        refused(said),
        typed("#opt-target", "700"),
        start,
    )
    (seed, seed_at), (teams, teams_at), (target, target_at) = said
    assert seed.startswith(EN("seed")) and "-05" in seed and seed_at == "seed"
    assert teams.startswith(EN.option("teams")) and teams_at == "opt-teams"
    assert target.startswith(EN.option("target")) and target_at == "opt-target"
    assert [s.rules for s in started] == [make_rules("classic", 3, target=700)]


async def set_switch(screen: NewGameScreen, selector: str, value: bool) -> None:
    screen.query_one(selector, Switch).value = value


def test_a_refusal_goes_once_the_form_no_longer_earns_it_and_stays_while_it_does() -> None:
    said: list[tuple[str, str | None]] = []
    on_form(
        Setup(options={"target": 710}),
        start,
        refused(said),
        typed("#opt-target", "715"),  # still off the step of 25
        refused(said),
        typed("#opt-target", "725"),
        refused(said),
    )
    assert said[0][0] == said[1][0] != ""
    assert said[2][0] == ""


def test_a_rush_match_of_computers_with_no_turn_limit_is_refused_at_its_turn_limit() -> None:
    said: list[tuple[str, str | None]] = []
    setup = Setup(game="rushshift", rush_kinds=["random", "random"])
    started = on_form(
        setup,
        typed("#rs-opt-turn_limit", "0"),
        start,
        refused(said),
        typed("#rs-opt-turn_limit", "50"),
        start,
    )
    assert said == [(EN("rs_endless"), "rs-opt-turn_limit")]
    assert [s.rules.turn_limit for s in started] == [50]


def test_a_rush_match_refuses_its_games_above_its_options() -> None:
    said: list[tuple[str, str | None]] = []
    setup = Setup(game="rushshift")
    on_form(
        setup,
        typed("#rs-games", "0"),
        typed("#rs-opt-hand_size", "x"),
        start,
        refused(said),
    )
    assert said[0][0].startswith(EN("rs_games")) and said[0][1] == "rs-games"


def test_without_rush_hour_shift_offered_the_form_shows_and_starts_mille_bornes() -> None:
    parts: list[dict[str, bool]] = []

    async def look(screen: NewGameScreen) -> None:
        parts.append({p.id or "": p.display for p in screen.query(".game-part")})

    started = on_form(Setup(game="rushshift"), look, start, rush_offered=False)
    assert parts == [{"mb-seats": True, "rs-seats": False, "mb-options": True, "rs-options": False}]
    assert [type(s).__name__ for s in started] == ["GameSession"]


def test_the_seat_count_offers_each_count_some_preset_is_played_by_and_a_row_for_each() -> None:
    counts: list[object] = []
    rows: list[str] = []

    async def look(screen: NewGameScreen) -> None:
        counts.extend(value for _, value in screen.query_one("#players", Select)._options)
        rows.extend(row.id or "" for row in screen.query("#mb-seats .seat"))

    on_form(Setup(), look)
    played = sorted({n for preset in PRESETS for n in preset_players(preset)})
    assert counts == played
    assert rows == [f"seat-row-{seat}" for seat in range(max(played))]
