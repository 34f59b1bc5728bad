"""The tournament runner on a rigged toy game whose answer is known, on Mille Bornes with
teams and several processes, and through the command line."""

from __future__ import annotations

import csv
import json
import math
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

import pytest

from roadgames.agents import Decision, register_agent
from roadgames.agents import base as agents_base
from roadgames.agents.millebornes.search import MAX_STEPS, SearchAgent
from roadgames.cli import main
from roadgames.commands import tournament as tournament_command
from roadgames.core.errors import RoadgamesError
from roadgames.millebornes import MilleBornesState, MilleBornesView, make_rules, new_game
from roadgames.tournament import TournamentConfig, report, run_tournament, standings
from roadgames.tournament.report import write_csv
from roadgames.tournament.runner import (
    GameResult,
    check_config,
    iter_results,
    make_agent,
    play_game,
)
from roadgames.tournament.saved import saved_results, write_settings
from roadgames.tournament.seating import (
    Budget,
    Lineup,
    check_partners,
    deal_seed,
    parse_lineups,
    parse_player,
    team_assignment,
)
from roadgames.tournament.statistics import elo_difference, wilson


@dataclass(frozen=True)
class ToyView:
    """A seat's view of the toy game."""

    seat: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data."""
        return {"seat": self.seat}


class ToyState:
    """Two seats take turns; ``win`` wins at once, ``pass`` passes; ten passes draw."""

    def __init__(self) -> None:
        self.turn = 0
        self.winner: int | None = None
        self.history: list[str] = []

    @property
    def num_seats(self) -> int:
        return 2

    def apply_unchecked(self, action: str) -> None:
        self.apply(action)

    def parse_action(self, text: str) -> str:
        return text

    def clone(self) -> ToyState:
        other = ToyState()
        other.turn, other.winner = self.turn, self.winner
        other.history = self.history.copy()
        return other

    @property
    def is_over(self) -> bool:
        return self.winner is not None or self.turn >= 10

    @property
    def to_move(self) -> int | None:
        return None if self.is_over else self.turn % 2

    def legal_actions(self) -> list[str]:
        return [] if self.is_over else ["win", "pass"]

    def apply(self, action: str, seat: int | None = None) -> None:
        assert action in self.legal_actions() and seat in (None, self.to_move)
        if action == "win":
            self.winner = self.turn % 2
        self.turn += 1
        self.history.append(action)

    def view(self, seat: int) -> ToyView:
        return ToyView(seat)

    def outcome(self) -> list[float]:
        if self.winner is None:
            return [0.5, 0.5]
        return [1.0 if s == self.winner else 0.0 for s in range(2)]


class ToyGame:
    """The toy game's spec."""

    name = "toyrace"
    title = "Toy race"

    def rules_from_options(self, preset: str | None, players: int, **options: Any) -> int:
        return players

    def rules_from_dict(self, data: Mapping[str, Any]) -> int:
        return 2

    def rules_to_dict(self, rules: Any) -> dict[str, Any]:
        return {}

    def new_state(
        self, rules: Any, seed: int | None = None, decks: Sequence[Sequence[str]] | None = None
    ) -> ToyState:
        return ToyState()


class Picker:
    """A toy player that always picks the same action."""

    def __init__(self, name: str, choice: str) -> None:
        self.name = name
        self.choice = choice

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        return Decision(self.choice)


register_agent("toyrace", "always", lambda seed: Picker("always", "win"))
register_agent("toyrace", "never", lambda seed: Picker("never", "pass"))


def toy_config(lineups: str, deals: int) -> TournamentConfig:
    """A two-seat tournament of the toy race, in this process."""
    return TournamentConfig(
        game="toyrace",
        lineups=tuple(parse_lineups(lineups)),
        players=2,
        deals=deals,
        jobs=1,
        spec=ToyGame(),
    )


def test_rigged_tournament_has_the_known_answer() -> None:
    config = toy_config("always,never", deals=20)
    results = run_tournament(config)
    assert len(results) == 40  # every deal in both seatings
    assert {r.labels for r in results} == {("always", "never"), ("never", "always")}
    table = {row.label: row for row in standings(results, config.labels)}
    assert table["always"].wins == 40 and table["always"].games == 40
    assert table["never"].wins == 0
    assert (table["always"].low, table["always"].high) == pytest.approx(wilson(40, 40))
    assert table["always"].low == pytest.approx(0.9124, abs=1e-4)
    gap = table["always"].elo - table["never"].elo
    assert gap == pytest.approx(elo_difference(1.0, 40)) and math.isfinite(gap)
    assert table["always"].margin is None  # the toy game keeps no score


def test_a_drawn_toy_game_is_shared() -> None:
    config = toy_config("never,never", deals=3)
    table = standings(run_tournament(config), config.labels)
    assert [row.label for row in table] == ["never", "never#2"]
    assert [row.rate for row in table] == [0.5, 0.5]


def test_rotation_puts_every_lineup_in_every_team_slot() -> None:
    a, b, c = (Lineup(x, (x,)) for x in "abc")
    assert [x.label for x in team_assignment([a, b, c], 3, 1)] == ["b", "c", "a"]
    assert [x.label for x in team_assignment([a, b], 3, 0)] == ["a", "b", "a"]
    assert parse_lineups("expert+random,heuristic")[0].players == ("expert", "random")
    assert [lineup.label for lineup in parse_lineups("EXPERT,Random")] == ["expert", "random"]


seen: list[tuple[Any, Any]] = []


class Spy:
    """Records what it is handed; plays the first legal action."""

    name = "spy"

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        seen.append((view, list(legal)))
        return Decision(legal[0])


register_agent("millebornes", "test-spy", lambda seed: Spy())


def test_the_runner_hands_players_only_their_view_and_the_legal_actions() -> None:
    seen.clear()
    config = TournamentConfig(
        game="millebornes",
        lineups=tuple(parse_lineups("test-spy,heuristic")),
        players=2,
        deals=1,
        preset="modern",
        jobs=1,
    )
    result = play_game(config, deal=0, rotation=1)
    assert result.labels == ("heuristic", "test-spy")
    assert seen
    for view, legal in seen:
        assert isinstance(view, MilleBornesView) and not isinstance(view, MilleBornesState)
        assert view.seat == 1
        assert list(view.legal_actions) == legal


def mille_bornes_config(
    lineups: str, players: int, deals: int, preset: str, jobs: int
) -> TournamentConfig:
    """A Mille Bornes tournament."""
    return TournamentConfig(
        game="millebornes",
        lineups=tuple(parse_lineups(lineups)),
        players=players,
        deals=deals,
        preset=preset,
        jobs=jobs,
    )


def test_teams_on_mille_bornes_with_two_processes() -> None:
    config = mille_bornes_config("heuristic+random,easy", 4, deals=2, preset="classic", jobs=2)
    results = run_tournament(config)
    assert [(r.deal, r.rotation) for r in results] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    for result in results:
        assert sum(result.shares) == pytest.approx(1.0)
        assert result.scores is not None and len(result.scores) == 2
        assert set(result.micros) == {"heuristic+random", "easy"}
    # the same deal gives the same cards: playing it again gives the same result
    again = run_tournament(TournamentConfig(**{**config.__dict__, "jobs": 1}))
    assert [r.shares for r in again] == [r.shares for r in results]


def test_command_prints_the_table_and_writes_csv_and_plot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main(
        ["tournament", "--agents", "heuristic,random", "--deals", "3", "--jobs", "1",
         "--preset", "modern", "--out", str(tmp_path)]
    )  # fmt: skip
    assert status == 0
    captured = capsys.readouterr()
    out = captured.out
    assert "heuristic" in out and "Wilson" in out and "median" in out
    assert "played " not in out  # the results alone on the standard output
    # captured output is no terminal: progress comes as plain lines (a short run: the last)
    progress = [line for line in captured.err.splitlines() if line.startswith("played ")]
    assert progress == [line for line in progress if line.startswith("played 6/6 games")] != []
    with (tmp_path / "games.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 12  # 3 deals × 2 seatings × 2 teams
    assert (tmp_path / "standings.csv").exists()
    assert (tmp_path / "win_rates.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_an_interrupted_tournament_keeps_the_games_it_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    played = []

    def four_then_ctrl_c(config: TournamentConfig, **_: object) -> Iterator[GameResult]:
        for result in run_tournament(TournamentConfig(**{**config.__dict__, "deals": 2})):
            played.append(result)
            yield result
        raise KeyboardInterrupt

    monkeypatch.setattr(tournament_command, "iter_results", four_then_ctrl_c)
    status = main(
        ["tournament", "--agents", "heuristic,random", "--deals", "50", "--jobs", "1",
         "--out", str(tmp_path)]
    )  # fmt: skip
    assert status == 130
    with (tmp_path / "games.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(played) == 4 and len(rows) == 8  # 4 games × 2 teams, none lost
    assert (tmp_path / "win_rates.png").exists()  # the games played, plotted


def games_csv(directory: Path) -> list[dict[str, str]]:
    """The rows of a run's ``games.csv``."""
    with (directory / "games.csv").open() as handle:
        return list(csv.DictReader(handle))


QUICK_RUN = ["tournament", "--agents", "heuristic,random", "--jobs", "1", "--preset", "modern"]


def test_a_resumed_run_plays_only_the_missing_games_and_can_grow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    resumed, fresh = tmp_path / "resumed", tmp_path / "fresh"
    assert main([*QUICK_RUN, "--deals", "2", "--out", str(resumed)]) == 0
    assert main([*QUICK_RUN, "--deals", "4", "--out", str(fresh)]) == 0
    asked: list[tuple[int, int]] = []
    real_play = iter_results

    def watched(
        config: TournamentConfig, done: Sequence[tuple[int, int]] = ()
    ) -> Iterator[GameResult]:
        for result in real_play(config, done=done):
            asked.append((result.deal, result.rotation))
            yield result

    monkeypatch.setattr(tournament_command, "iter_results", watched)
    capsys.readouterr()
    assert main([*QUICK_RUN, "--deals", "4", "--out", str(resumed), "--resume"]) == 0
    assert "resuming: 4 of the 8 games already played" in capsys.readouterr().err
    assert sorted(asked) == [(2, 0), (2, 1), (3, 0), (3, 1)]  # only the new deals
    assert games_csv(resumed) == games_csv(fresh)  # the same games as one unbroken run
    with (resumed / "times.csv").open() as handle:
        times = list(csv.DictReader(handle))
    assert len(times) == 16 and all(row["ms"] for row in times)  # 8 games × 2 players


def test_a_save_stopped_between_its_files_leaves_every_saved_game_timed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = TournamentConfig(
        game="millebornes", lineups=tuple(parse_lineups("heuristic,random")), players=2,
        deals=2, preset="modern", jobs=1,
    )  # fmt: skip
    results = run_tournament(config)
    write_settings(tmp_path, config)
    write_csv(tmp_path, results[:2], standings(results[:2], config.labels))
    real_atomic_text = report.atomic_text
    written: list[str] = []

    @contextmanager
    def power_cut_at_the_second_file(path: Path) -> Iterator[TextIO]:
        if written:
            raise OSError("power cut")
        with real_atomic_text(path) as handle:
            yield handle
        written.append(path.name)

    monkeypatch.setattr(report, "atomic_text", power_cut_at_the_second_file)
    with pytest.raises(OSError, match="power cut"):
        write_csv(tmp_path, results, standings(results, config.labels))
    saved = saved_results(tmp_path, config)
    assert len(written) == 1 and len(saved) in (2, 4)
    assert all(len(game.micros) == 2 for game in saved)  # both players' times, in every game


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (["--seed", "2"], "seed 1, not 2"),
        (
            ["--agents", "heuristic,easy"],
            "lineups heuristic, random; --agents asks for heuristic, easy",
        ),
        (["--deals", "1"], "--deals 2 or more"),
    ],
)
def test_a_run_resumes_only_with_its_own_settings(
    change: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*QUICK_RUN, "--deals", "2", "--out", str(tmp_path)]) == 0
    before = games_csv(tmp_path)
    capsys.readouterr()
    argv = [*QUICK_RUN, "--deals", "2", "--out", str(tmp_path), "--resume"]
    assert main([*argv, *change]) == 2
    assert message in capsys.readouterr().err
    assert games_csv(tmp_path) == before  # untouched


def test_a_run_that_counted_trip_winners_is_not_resumed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Runs saved before wins were the game's own outcome counted each hand's trip winner:
    carrying one on would mix the two counts in one table."""
    assert main([*QUICK_RUN, "--deals", "2", "--out", str(tmp_path)]) == 0
    settings = tmp_path / "settings.json"
    saved = json.loads(settings.read_text())
    del saved["counting"]
    settings.write_text(json.dumps(saved))
    capsys.readouterr()
    assert main([*QUICK_RUN, "--deals", "3", "--out", str(tmp_path), "--resume"]) == 2
    assert "trip winner" in capsys.readouterr().err


def test_a_run_is_never_overwritten_and_resume_needs_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*QUICK_RUN, "--deals", "2", "--out", str(tmp_path)]) == 0
    before = games_csv(tmp_path)
    capsys.readouterr()
    assert main([*QUICK_RUN, "--deals", "3", "--out", str(tmp_path)]) == 2
    assert "already holds a tournament" in capsys.readouterr().err
    assert games_csv(tmp_path) == before
    assert main([*QUICK_RUN, "--deals", "2", "--resume"]) == 2
    assert "--out" in capsys.readouterr().err
    assert main([*QUICK_RUN, "--out", str(tmp_path / "empty"), "--resume"]) == 2
    assert "holds no tournament" in capsys.readouterr().err
    (tmp_path / "games.csv").unlink()  # stopped before its first game: resumes from none
    assert main([*QUICK_RUN, "--deals", "2", "--out", str(tmp_path), "--resume"]) == 0
    assert games_csv(tmp_path) == before


def test_rush_hour_shift_tournaments_judge_by_the_games_outcome() -> None:
    """Rush Hour Shift keeps per-game results with no score sheet: the runner falls back to
    ``outcome()`` (regression: it read ``winners`` off them and crashed)."""
    config = TournamentConfig(
        game="rushshift",
        preset=None,
        players=2,
        deals=1,
        seed=3,
        lineups=tuple(parse_lineups("greedy,random")),
        jobs=1,
    )
    results = run_tournament(config)
    assert len(results) == 2
    for result in results:
        assert sum(result.shares) == pytest.approx(1.0)
        assert result.scores is None


def test_budgets_in_worlds_or_milliseconds() -> None:
    assert parse_player("expert") == ("expert", None)
    assert parse_player("expert@64") == ("expert", Budget(iterations=64))
    assert parse_player("hard@250ms") == ("hard", Budget(millis=250.0))
    for bad in ("expert@0", "expert@5s", "expert@ms", "expert@64msx", "expert@-3"):
        with pytest.raises(RoadgamesError, match="bad budget"):
            parse_player(bad)
    with pytest.raises(RoadgamesError, match="takes no budget"):
        make_agent("millebornes", "heuristic@64", seed=1)


def test_a_time_budget_lifts_the_world_count_and_work_cap() -> None:
    """Only the clock bounds a time budget; a world budget brings the work cap back."""
    timed = make_agent("millebornes", "expert@40ms", seed=1)
    assert isinstance(timed, SearchAgent)
    assert timed.millis == 40.0
    assert timed.iterations == timed.max_steps == sys.maxsize
    counted = make_agent("millebornes", "expert@8", seed=1)
    assert isinstance(counted, SearchAgent)
    assert (counted.iterations, counted.max_steps, counted.millis) == (8, MAX_STEPS, None)
    timed.set_budget(iterations=8)
    assert (timed.iterations, timed.max_steps) == (8, MAX_STEPS)
    assert not timed.millis


def test_a_time_budgeted_player_plays_a_tournament_game() -> None:
    config = mille_bornes_config("expert@5ms,heuristic", 2, deals=1, preset="modern", jobs=1)
    results = run_tournament(config)
    assert len(results) == 2 and all(sum(r.shares) == pytest.approx(1.0) for r in results)
    assert all(r.micros["expert@5ms"] for r in results)


def test_partners_must_fill_their_teams_seats_one_each() -> None:
    """A lineup names one player for the whole team or one per seat: at a table without
    partnerships ``a+b`` would seat ``a`` alone under the label ``a+b``."""
    for lineups, players in (("heuristic+random,easy", 4), ("heuristic,easy", 4)):
        assert check_config(mille_bornes_config(lineups, players, 1, "classic", 1)) == 2
    for lineups, players, seats in (("heuristic+random,easy", 2, "one seat"),
                                    ("easy,heuristic+random+easy", 4, "2 seats")):  # fmt: skip
        with pytest.raises(
            RoadgamesError, match=f"names [23] partners, but a team here has {seats}"
        ):
            check_config(mille_bornes_config(lineups, players, 1, "classic", 1))
    with pytest.raises(RoadgamesError, match="'greedy\\+random' names 2 partners"):
        check_config(
            TournamentConfig("rushshift", tuple(parse_lineups("greedy+random,random")), 2, 1)
        )
    check_partners(parse_lineups("a+b+c,d"), seats=3)


@pytest.mark.parametrize("text", ["random,,random", "random,easy,", ",random,easy", "a, ,b"])
def test_an_empty_entry_in_the_lineups_is_refused(text: str) -> None:
    with pytest.raises(RoadgamesError, match="an empty entry in --agents"):
        parse_lineups(text)


class First:
    """Plays the first legal action: a game anyone can replay."""

    name = "first"

    def decide(self, view: Any, legal: Sequence[Any]) -> Decision:
        return Decision(legal[0])


@pytest.fixture
def first_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """``first-test`` registered for this test only (the help lists every registered player)."""
    monkeypatch.setitem(agents_base._REGISTRY, ("millebornes", "first-test"), lambda _: First())


@pytest.mark.parametrize("match", [[], ["-o", "match_target=1500"]])
@pytest.mark.usefixtures("first_player")
def test_a_game_scores_its_whole_match(match: list[str], tmp_path: Path) -> None:
    """With ``match_target`` a deal is a match: its score is the match's total, whose margin
    goes to the match's winner (here not the last hand's). One hand scores as it always did."""
    argv = ["tournament", "--agents", "first-test,first-test", "--deals", "1", "--seed", "2",
            "--jobs", "1", "--preset", "classic", *match, "--out", str(tmp_path)]  # fmt: skip
    assert main(argv) == 0
    state = new_game(make_rules("classic", 2, match_target=1500 if match else 0), deal_seed(2, 0))
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    rows = [row for row in games_csv(tmp_path) if row["rotation"] == "0"]
    assert [float(row["score"]) for row in rows] == state.scores
    assert [float(row["win_share"]) for row in rows] == [0.0, 1.0]
    last_hand = state.results[-1].totals
    if match:  # team 0 won the last hand, team 1 the match: the score follows the match
        assert len(state.results) > 1 and last_hand[0] > last_hand[1]
        assert state.scores[1] > state.scores[0]
    else:  # one hand: its points, as before
        assert len(state.results) == 1 and tuple(state.scores) == last_hand


def only_deals(monkeypatch: pytest.MonkeyPatch, deals: int, asked: list[tuple[int, int]]) -> None:
    """Let the command play only a tournament of ``deals`` deals, noting its games in
    ``asked`` (a run that wrongly grew fails at once, not after playing it)."""

    def watched(
        config: TournamentConfig, done: Sequence[tuple[int, int]] = ()
    ) -> Iterator[GameResult]:
        assert config.deals == deals
        for result in iter_results(config, done=done):
            asked.append((result.deal, result.rotation))
            yield result

    monkeypatch.setattr(tournament_command, "iter_results", watched)


def test_a_run_resumed_without_deals_keeps_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*QUICK_RUN, "--deals", "2", "--out", str(tmp_path)]) == 0
    before = games_csv(tmp_path)
    asked: list[tuple[int, int]] = []
    only_deals(monkeypatch, 2, asked)
    capsys.readouterr()
    assert main([*QUICK_RUN, "--out", str(tmp_path), "--resume"]) == 0
    captured = capsys.readouterr()
    assert "resuming: 4 of the 4 games already played" in captured.err
    assert "2 duplicate deals" in captured.out
    assert asked == [] and games_csv(tmp_path) == before


def test_a_grown_run_records_its_deals_for_the_next_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def one_deal_then_ctrl_c(
        config: TournamentConfig, done: Sequence[tuple[int, int]] = ()
    ) -> Iterator[GameResult]:
        yield from iter_results(TournamentConfig(**{**config.__dict__, "deals": 2}), done=done)
        raise KeyboardInterrupt

    settings = tmp_path / "settings.json"
    assert main([*QUICK_RUN, "--deals", "1", "--out", str(tmp_path)]) == 0
    assert json.loads(settings.read_text())["deals"] == 1
    monkeypatch.setattr(tournament_command, "iter_results", one_deal_then_ctrl_c)
    assert main([*QUICK_RUN, "--deals", "3", "--out", str(tmp_path), "--resume"]) == 130
    assert json.loads(settings.read_text())["deals"] == 3  # recorded before playing
    asked: list[tuple[int, int]] = []
    only_deals(monkeypatch, 3, asked)
    capsys.readouterr()
    assert main([*QUICK_RUN, "--out", str(tmp_path), "--resume"]) == 0
    assert "resuming: 4 of the 6 games already played" in capsys.readouterr().err
    assert sorted(asked) == [(2, 0), (2, 1)]


def test_a_run_saved_before_deals_were_recorded_resumes_to_the_deals_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*QUICK_RUN, "--deals", "2", "--out", str(tmp_path)]) == 0
    settings = tmp_path / "settings.json"
    older = {k: v for k, v in json.loads(settings.read_text()).items() if k != "deals"}
    settings.write_text(json.dumps(older))
    capsys.readouterr()
    assert main([*QUICK_RUN, "--out", str(tmp_path), "--resume"]) == 2  # how many? ask
    assert "does not record its number of deals" in capsys.readouterr().err
    assert json.loads(settings.read_text()) == older  # nothing recorded that was not said
    only_deals(monkeypatch, 2, [])
    assert main([*QUICK_RUN, "--out", str(tmp_path), "--resume", "--deals", "2"]) == 0
    assert "resuming: 4 of the 4 games already played" in capsys.readouterr().err
    assert json.loads(settings.read_text()) == {**older, "deals": 2}
    settings.write_text(json.dumps({**older, "deals": "many"}))
    assert main([*QUICK_RUN, "--out", str(tmp_path), "--resume"]) == 2
    assert 'settings.json: deals "many"' in capsys.readouterr().err  # as the file has it


def test_a_baseline_with_other_lineups_is_named_as_agents_would_be(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    three = ["tournament", "--players", "3", "--deals", "1", "--jobs", "1"]
    assert main([*three, "--agents", "random,easy,random", "--out", str(tmp_path)]) == 0
    capsys.readouterr()
    assert main([*three, "--agents", "random,easy", "--baseline", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "has other lineups (random, easy, random): a baseline needs 2" in err


def test_a_player_at_two_places_is_said_to_play_itself(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--agents", "heuristic,random", "--players", "3", "--deals", "1"]
    assert main([*argv, "--jobs", "1"]) == 0
    assert "2 players for 3 teams" in " ".join(capsys.readouterr().out.split())
    assert main([*QUICK_RUN, "--deals", "1"]) == 0
    assert "teams, so a player" not in capsys.readouterr().out
