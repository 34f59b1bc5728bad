"""The tournament's report as drawn and written, pinned where the session 30 mutation sweep
of ``report.py`` found nothing that would notice a change: the tables' headings, the plot's
bars, intervals, labels and legend, and the plot's folder."""

from __future__ import annotations

import csv
import dataclasses
import warnings
from pathlib import Path

import matplotlib
import pytest
from matplotlib import pyplot as plt
from matplotlib.container import ErrorbarContainer
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from roadgames.tournament.compare import PairedDifference
from roadgames.tournament.report import (
    head_to_head_table,
    paired_table,
    plot_bars,
    results_table,
    write_csv,
    write_head_to_head_csv,
    write_plot,
)
from roadgames.tournament.runner import GameResult, micros_of
from roadgames.tournament.statistics import HeadToHead, Standing

#: A player with 3 wins in 10 games, its interval 10% to 60%, and one with no game yet.
PLAYED = Standing("heuristic", 10, 3.0, 0.1, 0.6, 0.5, 1510.0, 1.0, 4)
UNPLAYED = Standing("random", 0, 0.0, 0.0, 1.0, None, 1500.0, 0.0, 0)


def test_the_head_to_head_table_has_a_player_column_then_one_per_opponent() -> None:
    """The rows are the players, the columns their opponents, each headed by its name."""
    meetings = [
        HeadToHead("x", "y", 4, 3.0, 0.3, 0.95),
        HeadToHead("y", "x", 4, 1.0, 0.05, 0.7),
    ]
    table = head_to_head_table(meetings, ["x", "y"])
    assert [str(column.header) for column in table.columns] == ["player", "x", "y"]
    assert list(table.columns[0].cells) == ["x", "y"]
    # x finished ahead of y in 3 of 4 games: 75%, its interval below, in y's column
    assert list(table.columns[2].cells) == ["75.0%\n30–95%", "–"]
    assert list(table.columns[1].cells) == ["–", "25.0%\n5–70%"]


def test_a_pair_that_never_met_shows_a_dash() -> None:
    meetings = [HeadToHead("x", "y", 0, 0.0, 0.0, 1.0), HeadToHead("y", "x", 0, 0.0, 0.0, 1.0)]
    table = head_to_head_table(meetings, ["x", "y"])
    assert [list(column.cells) for column in table.columns[1:]] == [["–", "–"], ["–", "–"]]


def test_the_deals_swept_column_is_headed_as_such() -> None:
    """A duel's table counts the deals swept: its last column says so in its heading."""
    rows = [
        Standing("x", 4, 3.0, 0.3, 0.95, 1.0, 1550.0, 1.0, 4, swept=0.5),
        Standing("y", 4, 1.0, 0.05, 0.7, -1.0, 1450.0, 1.0, 4, swept=0.0),
    ]
    headers = [str(column.header) for column in results_table(rows, "x vs y").columns]
    assert headers[0] == "player" and headers[-1] == "deals\nswept" and len(headers) == 10
    assert list(results_table(rows, "x vs y").columns[-1].cells) == ["50.0%", "0.0%"]


def test_ten_milliseconds_and_more_show_whole_less_to_two_decimals() -> None:
    """``_milliseconds``: two decimals under 10 ms, whole from 10 ms on."""
    rows = [Standing("x", 4, 2.0, 0.2, 0.8, 0.0, 1500.0, 10.0, 4, max_ms=9.5)]
    table = results_table(rows, "x")
    assert [list(column.cells) for column in table.columns[-2:]] == [["10"], ["9.50"]]


def test_the_paired_table_shows_both_rates_and_the_difference() -> None:
    """A slot at 50% over 3 whole deals where the baseline had 25%: +25 points ± 10."""
    line = PairedDifference("x", "x", 3, 0.5, 0.25, 0.25, 0.1, 2)
    table = paired_table([line], "old")
    cells = [list(column.cells) for column in table.columns]
    assert cells == [["x"], ["x"], ["50.0%"], ["25.0%"], ["+25.0 ± 10.0"], ["2"]]


def test_the_csv_files_make_their_folder(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "run"
    result = GameResult(
        0, 0, ("x", "y"), (1.0, 0.0), None, {"x": micros_of([0.001]), "y": micros_of([0.002])}
    )
    rows = [PLAYED]
    paths = write_csv(folder, [result], rows)
    assert [path.name for path in paths] == ["games.csv", "times.csv", "standings.csv"]
    assert all(path.is_file() for path in paths)


def test_a_partner_one_short_of_a_line_keeps_its_plus_on_its_line() -> None:
    """A partner of 23 characters and its plus make a line of 24 (NAME_LINE): not broken."""
    partner = "p" * 23
    row = Standing(f"{partner}+random", 10, 3.0, 0.1, 0.6, None, 1500.0, 0.0, 0)
    assert plot_bars([row]).names == [f"{partner}+\nrandom"]


def test_a_pair_that_never_met_has_empty_figures_in_the_csv(tmp_path: Path) -> None:
    meetings = [HeadToHead("x", "y", 0, 0.0, 0.0, 1.0), HeadToHead("y", "x", 2, 1.5, 0.2, 0.9)]
    write_head_to_head_csv(tmp_path / "head_to_head.csv", meetings)
    with (tmp_path / "head_to_head.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows == [
        ["player", "opponent", "games", "wins", "win_rate", "ci_low", "ci_high"],
        ["x", "y", "0", "0.0", "", "", ""],
        ["y", "x", "2", "1.5", "0.7500", "0.2000", "0.9000"],
    ]


def test_the_bars_of_a_plot_are_frozen() -> None:
    bars = plot_bars([PLAYED])
    with pytest.raises(dataclasses.FrozenInstanceError):
        bars.names = []  # type: ignore[misc]


def png_size(path: Path) -> tuple[int, int]:
    """A PNG's width and height in pixels, from its header."""
    header = path.read_bytes()[16:24]
    return int.from_bytes(header[:4], "big"), int.from_bytes(header[4:], "big")


@pytest.mark.parametrize(
    ("labels", "width"),
    [
        # names of at most 6 characters: 1.5 in a bar, 4 in at least: 3 bars, 5.5 in
        (["random", "easy", "hard"], 550),
        # lines of 24 characters: 0.09 * 24 + 0.4 = 2.56 in a bar, 6 bars and 1 in: 16.36 in
        ([f"{'p' * 23}{n}" for n in range(6)], 1636),
    ],
)
def test_the_plot_is_as_wide_as_its_names_need_at_100_dpi(
    labels: list[str], width: int, tmp_path: Path
) -> None:
    rows = [Standing(label, 10, 3.0, 0.1, 0.6, None, 1500.0, 0.0, 0) for label in labels]
    write_plot(tmp_path / "plot.png", rows, "a run", 1 / len(labels))
    assert png_size(tmp_path / "plot.png") == (width, 400)


def test_a_long_title_is_wrapped_to_the_figure_s_width(tmp_path: Path, drawn: list[Figure]) -> None:
    """Three short names: a figure 5.5 in wide, its title wrapped at 9 characters an inch
    (49): 47 characters on the first line, the next word (52 with it) on the second."""
    rows = [Standing(label, 10, 3.0, 0.1, 0.6, None, 1500.0, 0.0, 0) for label in "xyz"]
    write_plot(tmp_path / "plot.png", rows, f"{'a' * 47} bbbb cccc", 1 / 3)
    (figure,) = drawn
    assert figure.axes[0].get_title() == f"{'a' * 47}\nbbbb cccc"


def test_the_plot_draws_each_rate_and_only_the_played_players_intervals(
    tmp_path: Path, drawn: list[Figure]
) -> None:
    """A bar at each win rate (0 for the player with no game) and an interval from 10% to
    60% around the 30% of the player that has played: none for the other."""
    write_plot(tmp_path / "plot.png", [PLAYED, UNPLAYED], "a run", 0.5)
    (figure,) = drawn
    (axes,) = figure.axes
    heights = [bar.get_height() for bar in axes.patches if isinstance(bar, Rectangle)]
    assert heights == pytest.approx([0.3, 0.0])
    (bars,) = [c for c in axes.containers if isinstance(c, ErrorbarContainer)]
    _, _, (whiskers,) = bars.lines
    (segment,) = whiskers.get_segments()
    assert [tuple(point) for point in segment] == [pytest.approx((0, 0.1)), (0, 0.6)]
    assert axes.get_ylabel() == "win rate (95% Wilson interval)"
    assert axes.get_title() == "a run"


@pytest.mark.parametrize(
    ("even", "words"), [(0.25, "even share: 1 in 4"), (0.3, "even share: 0.30")]
)
def test_the_even_line_is_named_one_in_n_only_where_it_is_one_over_the_teams(
    even: float, words: str, tmp_path: Path, drawn: list[Figure]
) -> None:
    write_plot(tmp_path / "plot.png", [PLAYED, UNPLAYED], "a run", even)
    (figure,) = drawn
    legend = figure.axes[0].get_legend()
    assert legend is not None
    assert [text.get_text() for text in legend.get_texts()] == [words]


def test_the_plot_makes_its_folder_and_leaves_only_the_png(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "plot.png"
    write_plot(path, [PLAYED, UNPLAYED], "a run", 0.5)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert [p.name for p in path.parent.iterdir()] == ["plot.png"]


def test_the_plot_is_drawn_with_agg_whatever_backend_was_chosen(tmp_path: Path) -> None:
    """The module draws with Agg (no window, no display needed), even where another
    backend was chosen before."""
    before = matplotlib.get_backend()
    matplotlib.use("svg")
    try:
        write_plot(tmp_path / "plot.png", [PLAYED], "a run", 0.5)
        assert matplotlib.get_backend().lower() == "agg"
    finally:
        matplotlib.use(before)


def test_a_long_name_without_a_plus_is_broken_into_lines_that_make_it_whole() -> None:
    """A player named by its file's path is broken under its bar at 24 characters a line."""
    name = "/a/long/folder/of/players/stalling.py:Stalling"
    row = Standing(name, 10, 3.0, 0.1, 0.6, None, 1500.0, 0.0, 0)
    (shown,) = plot_bars([row]).names
    lines = shown.split("\n")
    assert len(lines) == 2 and all(len(line) <= 24 for line in lines)
    assert "".join(lines) == name


def test_the_plot_leaves_no_figure_open(tmp_path: Path) -> None:
    """Each plot's figure is closed once saved: pyplot keeps none of them in memory."""
    before = plt.get_fignums()
    for _ in range(3):
        write_plot(tmp_path / "plot.png", [PLAYED, UNPLAYED], "a run", 0.5)
    assert plt.get_fignums() == before


def test_a_name_too_tall_to_tighten_the_margins_draws_without_a_warning(tmp_path: Path) -> None:
    """A path of 600 characters, 25 lines under its bar, leaves no room to tighten the
    margins: matplotlib's warning is not passed on (the default margins do)."""
    name = "/players" * 74 + "/x.py:X"
    row = Standing(name, 10, 3.0, 0.1, 0.6, None, 1500.0, 0.0, 0)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        write_plot(tmp_path / "plot.png", [row, PLAYED], "a run", 0.5)
    assert (tmp_path / "plot.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
