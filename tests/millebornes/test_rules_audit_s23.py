"""Scenarios added by rules audit 23: options combined where the earlier tests were thinnest
(RULES.md §5-§8, §10, §11). The extension with an exact finish and max 200s; a coup fourré
while stopped by several things; the draw pile running out in the middle of a turn; the
delayed action bonus in partnerships; the shutout with partnerships; the end of a match
with ties; next_starter in partnerships; several individual players as targets.

Every scenario starts from a stacked deck (see ``helpers_basic`` and ``helpers_flow``)."""

from __future__ import annotations

import random

import pytest
from helpers_basic import assert_illegal, assert_legal, distance_plays
from helpers_flow import autopilot, game, labels, last_result, legal, lines, run, seat_draws
from reference_play import random_options

from roadgames.millebornes import Card, HandResult, MilleBornesState, make_rules, new_game
from roadgames.millebornes.actions import Kind
from roadgames.millebornes.cards import MILES
from roadgames.millebornes.scoring import match_winners

# ------------------------------------------------ §5/§7/§8 extension + exact + max 200s


def test_the_extended_trip_keeps_the_exact_finish_and_the_200s_already_played() -> None:
    """Classic, 2 players: seat 0 reaches exactly 700 with two 200s and extends. On the 1000
    trip a third 200 is still refused (max_200s counts the whole hand), at 950 only 25 and
    50 are legal (exact finish on the new target), and completing it scores the trip, the
    extension made and the shutout, but no safe trip."""
    order = [0, 1] * 12
    draws = seat_draws(
        order,
        {
            0: ["200", "100", "100", "75", "50", "25", "25", "100", "75", "25", "25"],
            1: ["REPAIRS", "GASOLINE", "SPARE_TIRE", "REPAIRS"] * 3,
        },
    )
    hands = [["ROLL", "200", "200", "100", "100", "100"], ["ROLL"] * 6]
    state = game("classic", 2, hands, draws)
    for play in ("ROLL", "200", "200", "100", "100"):
        run(state, f"0: play {play}", "1: pass")
    run(state, "0: play 100")
    assert state.phase_name == "extension" and state.tableaux[0].miles == 700
    run(state, "0: extend", "1: pass")
    assert state.trip == 1000
    assert Card.D200 in state.hand_cards(0)
    assert_illegal(state, "play 200")  # two already played this hand
    assert distance_plays(state) == {"25", "50", "75", "100"}
    run(state, "0: play 100", "1: pass", "0: play 100", "1: pass", "0: play 50", "1: pass")
    assert state.tableaux[0].miles == 950
    held = {card.code for card in state.hand_cards(0)}
    assert {"75", "100", "200"} <= held
    assert distance_plays(state) == {"25"}  # 50 played, no 50 left: 25 only
    run(state, "0: play 25", "1: pass", "0: play 25")
    result = last_result(state)
    assert result.how == "trip" and result.extended_by == 0 and result.completer_team == 0
    assert lines(result, 0) == {
        "Distance": 1000,
        "Trip completed": 400,
        "Shutout": 500,
        "Extension made": 200,
    }
    assert lines(result, 1) == {"Distance": 0}


# ------------------------------------------ §5/§6 coup fourré while stopped by several


def test_coup_fourre_on_a_speed_limit_also_lifts_the_stop_already_in_force() -> None:
    """Classic: seat 0 rolls, is stopped and declines the coup fourré on the STOP; stopped,
    it is then limited too, and calls coup fourré with RIGHT_OF_WAY on the SPEED_LIMIT. The
    SPEED_LIMIT goes to the discards, the STOP beneath counts as gone (RIGHT_OF_WAY cancels
    both), so on its turn the team moves at full speed, with no ROLL needed."""
    order = [0, 1, 0, 1, 0, 0]
    draws = seat_draws(order, {0: ["25", "25", "25", "200"], 1: ["75", "75"]})
    hands = [
        ["ROLL", "RIGHT_OF_WAY", "200", "100", "100", "100"],
        ["STOP", "SPEED_LIMIT", "50", "50", "50", "50"],
    ]
    state = game("classic", 2, hands, draws)
    run(state, "0: play ROLL", "1: play STOP > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 0
    run(state, "0: decline", "0: pass", "1: play SPEED_LIMIT > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 0
    run(state, "0: coup-fourre")
    tab = state.tableaux[0]
    assert tab.speed_pile == [] and tab.hazards == []
    assert tab.battle_pile == [Card.ROLL, Card.STOP]  # the STOP stays, cancelled
    assert state.discard_pile[-1] == Card.SPEED_LIMIT
    assert state.to_move == 0 and state.phase_name == "play" and state.hand_sizes[0] == 7
    assert "200" in distance_plays(state) and "play ROLL" not in legal(state)
    assert_illegal(state, "play END_OF_LIMIT")
    run(state, "0: play 200")
    assert tab.miles == 200 and state.to_move == 1
    assert {"play STOP > 0", "play SPEED_LIMIT > 0"}.isdisjoint(legal(state))


def test_coup_fourre_on_the_second_stop_of_a_stack_lifts_both_and_leaves_the_accident() -> None:
    """Classic with ``hazard_on_hazard``: team 0 rolls and is hit by STOP (coup fourré
    declined), ACCIDENT on it, then STOP on that; the coup fourré on the last STOP discards
    it and lifts the first one too: only the ACCIDENT is in force. REPAIRS cures it, and
    RIGHT_OF_WAY stands for the ROLL that ``roll_after_remedy`` would want."""
    order = [0, 1, 0, 1, 0, 1, 0, 0, 1, 0]
    draws = seat_draws(order, {0: ["25"] * 6, 1: ["75"] * 4})
    hands = [
        ["ROLL", "RIGHT_OF_WAY", "REPAIRS", "100", "100", "100"],
        ["STOP", "ACCIDENT", "STOP", "50", "50", "50"],
    ]
    state = game("classic", 2, hands, draws, hazard_on_hazard=True)
    run(state, "0: play ROLL", "1: play STOP > 0", "0: decline", "0: pass")
    run(state, "1: play ACCIDENT > 0", "0: pass", "1: play STOP > 0")
    assert state.phase_name == "coup_fourre" and state.to_move == 0
    run(state, "0: coup-fourre")
    tab = state.tableaux[0]
    assert tab.hazards == [Card.ACCIDENT]
    assert tab.battle_pile == [Card.ROLL, Card.STOP, Card.ACCIDENT]
    assert distance_plays(state) == set()
    assert_illegal(state, "play ROLL")  # an ACCIDENT is on top, not a STOP
    assert_legal(state, "play REPAIRS")
    run(state, "0: play REPAIRS", "1: pass")
    assert tab.hazards == [] and tab.is_moving(roll_after_remedy=True)
    assert "100" in distance_plays(state)


# ---------------------------------------- §5/§7 the draw pile running out mid-turn


@pytest.mark.parametrize(
    ("preset", "empty_draw_pile", "draws_again"),
    [
        ("classic", "play_out", False),
        ("leaflet", "stop", False),
        ("leaflet", "reshuffle", True),
        ("modern", "reshuffle", True),
    ],
)
def test_a_safety_played_with_the_last_card_drawn_gives_an_extra_turn(
    preset: str, empty_draw_pile: str, draws_again: bool
) -> None:
    """A seat draws the draw pile's last card (stacked decks end with the safeties, so it is
    RIGHT_OF_WAY) and plays it: its extra turn draws again only where the discards are
    reshuffled; under play_out and stop it plays on from its six cards."""
    state = game(preset, 2, empty_draw_pile=empty_draw_pile)
    autopilot(state, until=lambda s: not s.draw_pile and s.phase_name == "play")
    seat = state.to_move
    assert seat is not None and Card.RIGHT_OF_WAY in state.hand_cards(seat)
    assert state.hand_sizes[seat] == 7
    discards = len(state.discard_pile)
    state.apply("play RIGHT_OF_WAY")
    assert state.to_move == seat and state.tableaux[state.team_of[seat]].has_right_of_way
    if state.phase_name == "draw":
        state.apply("draw")
    assert state.phase_name == "play"
    assert state.hand_sizes[seat] == (7 if draws_again else 6)
    if draws_again:
        assert len(state.draw_pile) == discards - 1 and state.discard_pile == []
    else:
        assert state.draw_pile == [] and len(state.discard_pile) == discards


# ------------------------------------------------- §8 delayed action in partnerships


@pytest.mark.parametrize("emptied", [True, False])
def test_delayed_action_goes_to_the_partnership_that_completes_after_the_pile_ran_out(
    emptied: bool,
) -> None:
    """Classic, 4 players (2×2, 1000 trip): team 0 (seats 0 and 2) lays 900, its last 100
    is laid by seat 2 either once the draw pile is empty (+300 delayed action) or while
    cards remain (none)."""
    hands = [
        ["ROLL", "200", "200", "100", "100", "25"],
        ["25"] * 6,
        ["100", "100", "100", "100", "25", "25"],
        ["50"] * 6,
    ]
    state = game("classic", 4, hands)
    plans = {0: ["play ROLL", "play 200", "play 200", "play 100", "play 100"]}
    plans[2] = ["play 100", "play 100", "play 100"]
    keep = {2: ["100"]}
    if emptied:
        autopilot(state, plans, keep=keep, until=lambda s: not s.draw_pile and s.to_move == 2)
    else:
        autopilot(state, plans, keep=keep, until=lambda s: s.tableaux[0].miles == 900)
        while state.to_move != 2:
            run(state, f"{state.to_move}: pass")
        assert state.draw_pile
    assert state.tableaux[0].miles == 900
    run(state, "2: play 100")
    result = last_result(state)
    assert result.how == "trip" and result.completer_team == 0
    expected = {"Distance": 1000, "Trip completed": 400, "Shutout": 500}
    if emptied:
        expected["Delayed action"] = 300
    assert lines(result, 0) == expected
    assert result.totals[1] == 0


# ----------------------------------------------------- §8/§11 shutout with partnerships


@pytest.mark.parametrize("team_1_moves", [False, True])
def test_shutout_with_two_partnerships_counts_a_partners_distance(team_1_moves: bool) -> None:
    """Classic, 4 players: team 0 completes the 1000 trip; team 1 scores a shutout against
    it only if neither partner laid a distance card. Seat 3 (not seat 1) lays team 1's."""
    hands = [
        ["ROLL", "200", "200", "100", "100", "100"],
        ["ROLL", "50", "50", "50", "50", "50"],
        ["100", "100", "100", "25", "25", "25"],
        ["25", "75", "75", "75", "75", "75"],
    ]
    state = game("classic", 4, hands)
    plans = {0: ["play ROLL", "play 200", "play 200", "play 100", "play 100", "play 100"]}
    plans[2] = ["play 100"] * 3
    if team_1_moves:
        plans[1] = ["play ROLL"]
        plans[3] = ["play 25"]
    autopilot(state, plans)
    result = last_result(state)
    assert result.completer_team == 0 and result.miles == (1000, 25 if team_1_moves else 0)
    assert lines(result, 0).get("Shutout") == (None if team_1_moves else 500)


def test_leaflet_blank_teams_pay_each_other_in_three_partnerships() -> None:
    """Leaflet, 6 players (3×2): team 0 lays distance, teams 1 and 2 none. Each blank team
    pays 500 to every *other* team, blank or not: team 0 gets 1000, teams 1 and 2 get 500
    each (RULES.md §8 leaflet, last line)."""
    hands = [["ROLL", "100", "25", "25", "25", "25"]]
    state = game("leaflet", 6, hands, empty_draw_pile="stop")
    autopilot(state, {0: ["play ROLL", "play 100"]})
    result = last_result(state)
    assert result.miles == (100, 0, 0)
    assert lines(result, 0)["Team 1 played no distance"] == 500
    assert lines(result, 0)["Team 2 played no distance"] == 500
    assert lines(result, 1) == {"Distance": 0, "Team 2 played no distance": 500}
    assert lines(result, 2) == {"Distance": 0, "Team 1 played no distance": 500}
    assert labels(result, 0)[:2] == ["Distance", "Most points"]


# ------------------------------------------------------- §8 the end of a match, ties


@pytest.mark.parametrize(
    ("scores", "winners"),
    [
        ([5100, 5100, 4900], None),  # two tied at the top: another hand
        ([5000, 4999, 4999], [0]),  # exactly the target, alone at the top
        ([4900, 5200, 5200], None),
        ([5300, 5200, 5200], [0]),  # tied below the top: no matter
        ([4990, 4990, 4980], None),  # nobody there yet
    ],
)
@pytest.mark.parametrize("preset", ["classic", "leaflet"])
def test_a_match_of_three_teams_ends_only_with_one_team_alone_at_the_top(
    preset: str, scores: list[int], winners: list[int] | None
) -> None:
    """RULES.md §8: a match to 5000; several teams over it, the highest total wins; a tie at
    the top plays another hand (the leaflet table is played to 5000 the same way)."""
    rules = make_rules(preset, 3)
    assert match_winners(rules, scores, "exhausted") == winners
    assert match_winners(rules, scores, "trip") == winners


def test_a_one_hand_game_with_a_tie_at_the_top_is_shared() -> None:
    """Modern (one hand): the most points wins, tied leaders share; a stalled hand is a
    draw for every team."""
    rules = make_rules("modern", 3)
    assert match_winners(rules, [900, 900, 300], "trip") == [0, 1]
    assert match_winners(rules, [900, 800, 300], "exhausted") == [0]
    assert match_winners(rules, [900, 800, 300], "stalled") == [0, 1, 2]


# --------------------------------------------------------- §11 next_starter, partners


@pytest.mark.parametrize(("next_starter", "starter"), [("rotate", 1), ("winner", 3)])
def test_next_starter_in_partnerships(next_starter: str, starter: int) -> None:
    """Classic, 4 players: seat 3 (team 1) lays team 1's last mile. ``rotate`` passes the
    deal to seat 1; ``winner`` lets the seat that completed the trip, seat 3, start."""
    hands = [
        ["25"] * 6,
        ["ROLL", "200", "200", "100", "50", "50"],
        ["50"] * 6,
        ["100", "100", "100", "100", "100", "75"],
    ]
    state = game("classic", 4, hands, next_starter=next_starter)
    plans = {1: ["play ROLL", "play 200", "play 200", "play 100"], 3: ["play 100"] * 5}
    autopilot(state, plans)
    result = state.results[0]
    assert result.completer_team == 1 and result.miles[1] == 1000
    assert state.hand_end is not None and state.hand_end.completer == 3
    assert state.starter == starter and state.to_move == starter


# ------------------------------------------------- §2/§5 individual players as targets


@pytest.mark.parametrize(("preset", "players"), [("modern", 5), ("leaflet", 6), ("modern", 4)])
def test_each_individual_opponent_is_a_target_and_never_oneself(preset: str, players: int) -> None:
    """Without partnerships every other seat is a team of its own: a SPEED_LIMIT (which
    needs no moving target) may go on each of them, never on oneself."""
    hands = [["SPEED_LIMIT", "25", "25", "25", "25", "25"]]
    state = game(preset, players, hands, teams=False)
    if state.phase_name == "draw":
        state.apply("draw")
    targets = {a for a in legal(state) if a.startswith("play SPEED_LIMIT >")}
    assert targets == {f"play SPEED_LIMIT > {t}" for t in range(1, players)}
    run(state, f"0: play SPEED_LIMIT > {players - 1}")
    assert state.tableaux[players - 1].is_limited()


# ------------------------------------------- §7/§8 extension failed with three players


def test_a_failed_extension_pays_each_of_two_opposing_players() -> None:
    """Classic, 3 players (short deck, 700 trip): seat 0 reaches 700 and extends; nobody
    reaches 1000. Seat 0 scores its miles only (no trip bonus: the trip was not completed),
    each of the two others +200, and seat 0, closest to 1000, wins the hand."""
    hands = [["ROLL", "200", "200", "100", "100", "100"], ["25"] * 6, ["50"] * 6]
    state = game("classic", 3, hands)
    plans = {0: ["play ROLL", "play 200", "play 200", "play 100", "play 100", "play 100"]}
    autopilot(state, plans, extend=True)
    result = last_result(state)
    assert result.how == "exhausted" and result.extended_by == 0
    assert result.completer_team is None and result.winners == (0,)
    assert lines(result, 0) == {"Distance": 700}
    for team in (1, 2):
        assert lines(result, team) == {"Distance": 0, "Extension failed (opponent)": 200}


# ------------------------------------------------ §7/§11 tie_break with partnerships


@pytest.mark.parametrize(("tie_break", "winners"), [("shared", (0, 1)), ("fewer", (0,))])
def test_tie_break_counts_both_partners_cards(tie_break: str, winners: tuple[int, ...]) -> None:
    """Club, 4 players (2×2): nobody completes; both teams end at 100. Team 0 played two
    cards (seat 0: ROLL, seat 2: 100), team 1 three (seat 1: ROLL, seat 3: 50, 50): under
    ``fewer_cards_played`` team 0 alone wins the hand, under ``shared`` both do."""
    hands = [
        ["ROLL", "25", "25", "25", "25", "25"],
        ["ROLL", "SPARE_TIRE", "SPARE_TIRE", "SPARE_TIRE", "GASOLINE", "GASOLINE"],
        ["100", "REPAIRS", "REPAIRS", "75", "75", "75"],
        ["50", "50", "75", "75", "75", "75"],
    ]
    option = "shared" if tie_break == "shared" else "fewer_cards_played"
    state = game("club", 4, hands, tie_break=option)
    plans = {0: ["play ROLL"], 1: ["play ROLL"], 2: ["play 100"], 3: ["play 50", "play 50"]}
    autopilot(state, plans)
    result = last_result(state)
    assert result.how == "exhausted" and result.miles == (100, 100)
    assert state.hand_end is not None
    assert [tab.cards_played for tab in state.hand_end.tableaux] == [2, 3]
    assert result.winners == winners


# ---------------------------------------- §8 every table, read again, over random games


def table_totals(state: MilleBornesState, result: HandResult) -> tuple[int, ...]:
    """Each team's points for the hand that ``state`` ended, read from RULES.md §8 and the
    physical piles only (distance cards, safety cards, the coups marked, the draw pile)."""
    rules, tabs = state.rules, state.tableaux
    done, caller = result.completer_team, state.extended_by
    totals = []
    for tab in tabs:
        miles = sum(MILES[card] for card in tab.distance_cards)
        safeties, coups = len(tab.safety_cards), bin(tab.coups).count("1")
        if rules.scoring == "modern":
            totals.append(miles + 100 * (safeties - coups) + 200 * coups)
        else:
            four = 300 if safeties == 4 and rules.scoring == "classic" else 0
            totals.append(miles + 100 * safeties + 300 * coups + four)
    blank = [t for t, tab in enumerate(tabs) if not tab.distance_cards]
    safe = done is not None and Card.D200 not in tabs[done].distance_cards
    if rules.scoring == "classic" and done is not None:
        totals[done] += 400 + 300 * (not state.draw_pile) + 300 * safe
        totals[done] += 500 * len([t for t in blank if t != done])
    if rules.scoring == "classic" and caller is not None:
        for team in range(len(tabs)):  # the caller if it made it, else every other team
            if (team == caller) == (done == caller):
                totals[team] += 200
    if rules.scoring == "leaflet":
        best = max(totals)
        totals = [total + 400 * (total == best) for total in totals]
        if done is not None and safe:
            totals[done] += 200
        for team in range(len(tabs)):
            totals[team] += 500 * len([t for t in blank if t != team])
    return tuple(totals)


@pytest.mark.parametrize("batch", range(2))
def test_random_hands_score_as_the_tables_read(batch: int) -> None:
    """Random presets and options (as :mod:`reference_play` draws them), random plays: every
    hand's score sheet adds up to what :func:`table_totals` reads, and the hand's winners
    are the completer, else the closest teams (or nobody for a stalled hand)."""
    rng = random.Random(2300 + batch)
    hands = 0
    for _ in range(25):
        options = random_options(rng)
        rules = make_rules(options.pop("preset"), options.pop("players"), **options)
        state = new_game(rules, seed=rng.randrange(10**9))
        seen = 0
        for _ in range(20_000):
            if state.is_over:
                break
            actions = state.legal_actions()
            plays = [a for a in actions if a.kind in (Kind.PLAY, Kind.COUP_FOURRE, Kind.EXTEND)]
            state.apply(rng.choice(plays if plays and rng.random() < 0.8 else actions))
            if len(state.results) > seen:
                seen = len(state.results)
                result = state.results[-1]
                ended = state if state.is_over else state.hand_end
                assert ended is not None
                assert result.totals == table_totals(ended, result), result
                if result.how == "trip":
                    assert result.winners == (result.completer_team,)
        assert state.is_over
        hands += seen
    assert hands > 50
