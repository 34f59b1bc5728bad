"""Behaviour of the seeds (``core.seeds``), the Rush Hour Shift view and the simulation's
summaries and CSV rows that mutation testing (session 28) found no test pinning: each test
says what the docstrings or the README promise."""

from __future__ import annotations

import dataclasses
import io
import random

import pytest
from rich.console import Console
from rich.table import Table

from roadgames.core.errors import RoadgamesError
from roadgames.core.parallel import MAX_JOBS
from roadgames.core.registry import get_game
from roadgames.core.seeds import (
    SEED_BITS,
    STACKED_SEED,
    chance_seed,
    checked_seed,
    copy_rng,
    derived_seed,
    fresh_seed,
    read_seed,
    read_whole_seed,
)
from roadgames.rushshift import RushShiftView
from roadgames.rushshift import make_rules as make_rush_hour_shift_rules
from roadgames.rushshift import new_game as new_rush_hour_shift
from roadgames.simulation import (
    MAX_GAMES,
    GameRun,
    SimulationConfig,
    check_config,
    differing_option_words,
)
from roadgames.simulation import millebornes as mille_bornes_study
from roadgames.simulation import rushshift as rush_hour_shift_study
from roadgames.simulation.millebornes import HandFacts, MilleBornesSummary
from roadgames.simulation.rushshift import RoundFacts, RushShiftSummary

# ---------------------------------------------------------------------------- seeds


def test_drawn_and_fresh_seeds_are_whole_numbers_of_63_bits() -> None:
    """Every seed drawn here and every fresh seed has :data:`SEED_BITS` (63) bits: none
    reaches 2**63, and among 200 some reach 2**62 (all below would take odds of 2**-200)."""
    assert SEED_BITS == 63
    drawn = [derived_seed("deal", 1, n) for n in range(200)]
    fresh = [fresh_seed() for _ in range(200)]
    for seeds in (drawn, fresh):
        assert all(isinstance(s, int) and 0 <= s < 2**63 for s in seeds)
        assert max(seeds) >= 2**62
    assert len(set(fresh)) == 200  # nobody can predict them: no two alike
    assert derived_seed("deal", 1, 7) == drawn[7]  # the same parts, the same seed


def test_a_copied_generator_goes_on_exactly_as_the_original_apart_from_it() -> None:
    """``copy_rng`` gives an independent generator that draws what the original would, its
    Gaussian's spare value included; drawing from it leaves the original where it was."""
    rng = random.Random(5)
    rng.gauss(0, 1)  # leaves a spare value for the next gauss
    copy = copy_rng(rng)
    assert copy is not rng
    ahead = [copy.gauss(0, 1), copy.random(), copy.getrandbits(63)]
    assert ahead == [rng.gauss(0, 1), rng.random(), rng.getrandbits(63)]
    copy.random()
    assert copy_rng(rng).random() == rng.random()


def test_a_stacked_deal_without_a_seed_draws_its_chance_from_seed_0() -> None:
    """``chance_seed``: the seed given, stacked decks or not; for stacked decks without
    one, :data:`STACKED_SEED` (0: a record kept without a seed replays with it); no decks
    (or an empty list) and no seed: ``None``, a fresh shuffle."""
    decks = [["ROLL"]]
    assert STACKED_SEED == 0
    assert chance_seed(None, decks) == 0
    assert chance_seed(5, decks) == 5
    assert chance_seed(0, None) == 0
    assert chance_seed(None, None) is None
    assert chance_seed(None, []) is None


def test_a_bool_is_no_seed() -> None:
    """``checked_seed(True)`` is refused: it would deal seed 1's game, written as ``true``."""
    with pytest.raises(RoadgamesError, match="not bool"):
        checked_seed(True)
    assert checked_seed(0) == 0


def test_seed_0_deals_and_a_word_is_refused_as_no_seed_from_0() -> None:
    """``read_seed`` takes 0 (seeds are whole numbers from 0) and refuses a word as such."""
    assert read_seed("0") == 0
    with pytest.raises(RoadgamesError) as refused:
        read_seed("seven")
    assert str(refused.value) == "a seed is a whole number from 0, not 'seven'"


def test_a_refused_seed_is_echoed_whole_up_to_40_characters_and_cut_after() -> None:
    """A refused seed's text is repeated whole up to 40 characters; a longer one as its
    first 39 and an ellipsis (40 in all), so the error stays on one line."""
    with pytest.raises(RoadgamesError) as refused:
        read_whole_seed("x" * 40)
    assert str(refused.value) == f"a seed is a whole number, not {'x' * 40!r}"
    with pytest.raises(RoadgamesError) as refused:
        read_whole_seed("y" * 41)
    assert str(refused.value) == f"a seed is a whole number, not {'y' * 39 + '…'!r}"


# ------------------------------------------------------------ the Rush Hour Shift view


def _view_with_two_discards() -> RushShiftView:
    """Gold's view once two cards have been played in a seeded game (no reshuffle yet)."""
    state = new_rush_hour_shift(make_rush_hour_shift_rules(), seed=4)
    rng = random.Random(1)
    while len(state.discard_pile) < 2:
        state.apply(rng.choice(state.legal_actions()))
    return state.view(0)


def test_a_view_whose_discard_pile_the_log_does_not_name_is_refused() -> None:
    """``reshuffled`` reads the discard pile's cards from the log: where the log does not
    name them (a view made up), it says so rather than guess; a true view reads ``None``
    before the game's first reshuffle."""
    view = _view_with_two_discards()
    assert view.reshuffled is None
    made_up = dataclasses.replace(view, discard_pile=view.discard_pile[1:])
    with pytest.raises(ValueError, match="does not name the cards of the discard pile"):
        _ = made_up.reshuffled


def test_a_view_s_picture_is_its_board_rendered() -> None:
    """``picture`` is the board as text, as :meth:`Board.render` draws it (and as
    ``to_dict`` sends it)."""
    view = _view_with_two_discards()
    assert view.picture == view.board.render() == view.to_dict()["picture"]


def test_a_view_names_the_card_in_use_and_each_side_s_offset_and_lock() -> None:
    """While a turn uses a card, both seats' views name it (``card``, and its code in
    ``to_dict``), and ``to_dict``'s offsets and locks are the left and right side
    sections' (the board's first and third), not the middle's or each other's."""
    state = new_rush_hour_shift(make_rush_hour_shift_rules(), seed=0)
    rng = random.Random(0)
    for _ in range(26):  # to a turn using MS2, the side sections shifted apart
        state.apply(rng.choice(state.legal_actions()))
    left, _, right = state.board.offsets
    assert (state.phase_name, left, right) == ("act", 5, 3)
    for seat in (0, 1):
        view = state.view(seat)
        assert view.card is not None and view.card.code == "MS2"
        data = view.to_dict()
        assert (data["card"], data["offsets"]) == ("MS2", {"left": 5, "right": 3})
    for _ in range(113 - 26):  # on to a board whose left section alone is locked
        state.apply(rng.choice(state.legal_actions()))
    assert (state.board.locked(0), state.board.locked(2)) == (True, False)
    assert state.view(1).to_dict()["locked"] == {"left": True, "right": False}


# ------------------------------------------------------------------ the simulation


def _table_text(table: Table) -> str:
    """A Rich table as the terminal shows it, wide enough to keep each row on one line."""
    out = io.StringIO()
    Console(file=out, width=200).print(table)
    return out.getvalue()


def _rows(table: Table) -> list[list[str]]:
    """A Rich table's body rows as the terminal shows them, cell by cell."""
    lines = _table_text(table).splitlines()
    return [[cell.strip() for cell in line.split("│")[1:-1]] for line in lines if "│" in line]


def _rush_hour_shift_summary(turn_limit: int) -> RushShiftSummary:
    """The summary of one made-up match of two games: gold won the first (it started),
    the second was drawn (silver started)."""
    rules = get_game("rushshift").rules_from_options(None, 2, games=2, turn_limit=turn_limit)
    config = SimulationConfig("rushshift", rules, ("greedy", "random"), games=1, seed=0)
    summary = rush_hour_shift_study.summary(config)
    parts = (RoundFacts(0, 0, 30, 90), RoundFacts(None, 1, 40, 120))
    summary.add(GameRun(0, parts, (0.5, 0.5)))
    return summary


def test_rush_hour_shift_draws_name_the_turn_limit_only_where_there_is_one() -> None:
    """The overview's draws row says "no hero out in N turns" under a turn limit of N, and
    plainly "games drawn" with none (``turn_limit=0``): no game then ends drawn at a limit."""
    limited = _table_text(_rush_hour_shift_summary(300).tables()[0])
    assert "games drawn (no hero out in 300 turns)" in limited
    unlimited = _table_text(_rush_hour_shift_summary(0).tables()[0])
    (drawn,) = [line for line in unlimited.splitlines() if "games drawn" in line]
    assert "no hero out" not in drawn and "1 (50.0%)" in drawn  # one game of two


def test_rush_hour_shift_seats_count_the_games_they_started_and_won_starting() -> None:
    """By seat, counted by hand: gold started one game and won it (won when starting: 1 of
    1), silver started the drawn one (0 of 1); a drawn game is nobody's win (gold won 1 of
    the 2 games), and the shared match is neither seat's."""
    gold, silver = _rows(_rush_hour_shift_summary(300).tables()[1])
    assert gold == ["gold", "greedy", "0 (0.0%)", "1 (50.0%)", "1", "1 (100.0%)"]
    assert silver == ["silver", "random", "0 (0.0%)", "0 (0.0%)", "1", "0 (0.0%)"]


def test_a_simulation_may_ask_for_one_game_up_to_the_most_and_no_more() -> None:
    """``check_config``: ``--games`` from 1 to :data:`MAX_GAMES` and ``--jobs`` from 0
    (every core) to :data:`MAX_JOBS` are taken, one past either end refused."""
    rules = get_game("millebornes").rules_from_options("classic", 2)

    def config(games: int, jobs: int = 1) -> SimulationConfig:
        return SimulationConfig("millebornes", rules, ("random", "random"), games, 0, jobs)

    for taken in (config(1), config(MAX_GAMES), config(1, 0), config(1, MAX_JOBS)):
        check_config(taken)
    for refused in (config(0), config(MAX_GAMES + 1), config(1, -1), config(1, MAX_JOBS + 1)):
        with pytest.raises(RoadgamesError):
            check_config(refused)


def _mille_bornes_summary(players: int) -> MilleBornesSummary:
    """The summary of one made-up classic match of two hands: team 0 completed the trip
    in the first (700 + 400, against 300), the second ran out (200 each, a Safeties line
    of 100 for team 1); team 0 won the match."""
    rules = get_game("millebornes").rules_from_options("classic", players)
    seats = ("heuristic", "random") * (players // 2)
    config = SimulationConfig("millebornes", rules, seats, games=1, seed=0)
    summary = mille_bornes_study.summary(config)
    first = HandFacts(
        "trip", 40, 0, ((("Distance", 700), ("Trip completed", 400)), (("Distance", 300),)),
        (1.0, 0.0),
    )  # fmt: skip
    second = HandFacts(
        "exhausted", 60, None, ((("Distance", 200),), (("Distance", 200), ("Safeties", 100))),
        (0.0, 1.0),
    )  # fmt: skip
    summary.add(GameRun(0, (first, second), (1.0, 0.0)))
    return summary


def test_mille_bornes_tables_add_up_two_hands_by_hand() -> None:
    """The overview, by-seat and score-line tables of two hands, figured by hand: the title
    says "in teams" only for partners; 2 hands of 40 and 60 actions; each ending once; team
    0 completed 1 trip of 2 and scored 1300 points (650 a hand), team 1 600 (300); the
    Distance line scored in all 4 team-hands (1400 points: 350 each), the others once."""
    alone = _mille_bornes_summary(2)
    overview = _table_text(alone.tables()[0])
    assert "1 game (heuristic vs random), preset classic, 2 players, seed 0" in overview
    assert "in teams" not in overview
    assert "hands ended: trip" in overview and "hands ended: exhausted" in overview
    by_seat, lines = alone.tables()[1:]
    assert _rows(by_seat) == [
        ["0", "heuristic", "0", "1 (100.0%)", "1 (50.0%)", "650"],
        ["1", "random", "1", "0 (0.0%)", "0 (0.0%)", "300"],
    ]
    assert [column.header for column in lines.columns] == [
        "score line", "scored in", "mean points"
    ]  # fmt: skip
    scored = {cells[0]: cells[1:] for cells in _rows(lines)}
    assert scored["Distance"] == ["4 (100.0%)", "350.0"]
    assert scored["Trip completed"] == ["1 (25.0%)", "100.0"]
    assert scored["Safeties"] == ["1 (25.0%)", "25.0"]
    partners = _table_text(_mille_bornes_summary(4).tables()[0])
    assert "4 players in teams" in partners


class _Differing:
    """Rules whose differences from any other are the options given."""

    def __init__(self, **options: object) -> None:
        self.options = options

    def differences_from(self, other: object) -> dict[str, object]:
        """The options given, whatever ``other``."""
        return self.options


def test_a_title_spells_out_option_values_of_up_to_24_characters() -> None:
    """A title shows an option's value of up to 24 characters (``-o`` style, booleans as
    on/off); a longer one (a board picture) only as changed."""
    rules = _Differing(fast_play=True, board="x" * 24, picture="y" * 25, target=700)
    words = differing_option_words(rules, None)
    assert words == f"fast_play=on, board={'x' * 24}, picture changed, target=700"
