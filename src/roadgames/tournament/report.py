"""Reports: the Rich results table, CSV files and a plot of win rates (matplotlib, Agg)."""

from __future__ import annotations

import csv
import math
import os
import re
import textwrap
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from rich import box
from rich.table import Table

from roadgames.core.records import temporary_stem
from roadgames.tournament.compare import PairedDifference
from roadgames.tournament.runner import GameResult
from roadgames.tournament.statistics import HeadToHead, Standing

#: The columns of ``games.csv``: one row per team per game. The deal's seed is last, added
#: after the others, so that a script reading them by place still finds them.
GAMES_COLUMNS = ("deal", "rotation", "team", "player", "win_share", "score", "seed")
#: The columns of ``games.csv`` as runs saved before the seed column wrote them (read back,
#: never written).
OLD_GAMES_COLUMNS = GAMES_COLUMNS[:-1]
#: The columns of ``times.csv``: one row per player per game, milliseconds per decision.
TIMES_COLUMNS = ("deal", "rotation", "player", "ms")


#: How a file written whole at a temporary path takes its place: given the two paths.
Publish = Callable[[Path, Path], object]


@contextmanager
def replacing(path: Path, publish: Publish = os.replace) -> Iterator[Path]:
    """A temporary path in ``path``'s folder to write the new ``path`` to, moved over ``path``
    once written (``publish``: ``os.replace`` unless told otherwise) and removed if the
    writing fails: an interrupted write leaves the old file whole, never a half-written
    one."""
    temporary = path.with_name(f".{temporary_stem(path.name)}.{os.getpid()}.tmp")
    try:
        yield temporary
        publish(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


@contextmanager
def atomic_text(path: Path, publish: Publish = os.replace) -> Iterator[TextIO]:
    """``path`` open for writing text (UTF-8, newlines as written), replaced in one step once
    the block ends (see :func:`replacing`)."""
    with (
        replacing(path, publish) as temporary,
        temporary.open("w", newline="", encoding="utf-8") as out,
    ):
        yield out
        out.flush()
        os.fsync(out.fileno())  # on disk before it replaces the old file


def _table(title: str, caption: str | None = None) -> Table:
    """A table as every table of a tournament looks: a rule under the headings, no edge, a
    space between columns (so the standings fit 80 columns)."""
    return Table(
        title=title, caption=caption, box=box.SIMPLE_HEAD, padding=(0, 0, 0, 1), show_edge=False
    )


def results_table(table: Sequence[Standing], title: str) -> Table:
    """The standings as a Rich table: it fits 80 columns (headings wrap, figures never
    do)."""
    out = _table(title)
    out.add_column("player", overflow="fold")
    for name in (
        "games",
        "wins",
        "win\nrate",
        "95% CI\n(Wilson)",
        "mean\nmargin",
        "Elo",
        "median\nms",
        "max\nms",
    ):
        out.add_column(name, justify="right", no_wrap=True)
    notes = ["ms: the time a player took per decision"]
    swept = _sweeps_counted(table)
    if swept:
        out.add_column("deals\nswept", justify="right", no_wrap=True)
        notes.append("deals swept: won in every seating, whoever held which cards")
    for row, wins in zip(table, _wins(table), strict=True):
        # a player stopped before its first game (a round robin cut short) has no rate, no
        # interval, no rating and no time: a dash, as for its margin, not a 0 that reads as
        # a figure (nor 0–100%, as the head-to-head table's dash for a pair that never met)
        played, timed = row.games > 0, row.decisions > 0
        cells = [
            row.label,
            str(row.games),
            wins,
            f"{100 * row.rate:.1f}%" if played else "–",
            f"{100 * row.low:.1f}–{100 * row.high:.1f}%" if played else "–",
            "–" if row.margin is None else f"{row.margin:+.1f}",
            f"{row.elo:.0f}" if played else "–",
            _milliseconds(row.median_ms) if timed else "–",
            _milliseconds(row.max_ms) if timed else "–",
        ]
        if swept:
            cells.append(_share(row.swept))
        out.add_row(*cells)
    out.caption = "\n".join(notes)
    return out


def _wins(table: Sequence[Standing]) -> list[str]:
    """The players' wins as the results table shows them: whole numbers where every one is
    whole, else every one to one decimal, as the win rate beside them (a win shared three
    ways is a third: 1.3, not 1.33333), so the column stays aligned on the point."""
    # within a hair of whole: the shares are floats (a third is not exact), added exactly
    whole = all(abs(row.wins - round(row.wins)) < 1e-9 for row in table)
    return [f"{round(row.wins)}" if whole else f"{row.wins:.1f}" for row in table]


def _points(value: float) -> str:
    """A share in points of percentage, a dash where it is not known (infinite)."""
    return "–" if math.isinf(value) else f"{100 * value:.1f}"


def _share(value: float | None) -> str:
    """A share as a percentage, a dash where it is not known (None)."""
    return "–" if value is None else f"{100 * value:.1f}%"


def _sweeps_counted(table: Sequence[Standing]) -> bool:
    """Whether the standings count deals swept (:func:`~.statistics.sweeps`): not in a round
    robin, nor where a lineup holds two teams of a game (before a whole deal: counted, not
    known yet)."""
    return bool(table) and all(row.sweeps_counted for row in table)


def head_to_head_table(meetings: Sequence[HeadToHead], labels: Sequence[str]) -> Table:
    """The head-to-head results as a Rich table: a row per player, how often it finished
    ahead of each other one (the column; with two seats, its win rate), with the 95%
    interval below. Its caption says how two losers are ranked only where the games kept
    points (:attr:`HeadToHead.points`: Mille Bornes, not Rush Hour Shift)."""
    losers = "where both lost, scored more points; " if any(m.points for m in meetings) else ""
    out = _table(
        "head to head",
        "how often the row finished ahead of the column where both played (won more of the "
        f"game; {losers}level: a half), its 95% Wilson interval below",
    )
    out.add_column("player", overflow="fold")
    for label in labels:
        out.add_column(label, justify="right", overflow="fold")
    found = {(m.label, m.opponent): m for m in meetings}
    for label in labels:
        cells = [label]
        for opponent in labels:
            meeting = found.get((label, opponent))
            if meeting is None or not meeting.games:
                cells.append("–")
            else:
                cells.append(
                    f"{100 * meeting.rate:.1f}%\n{100 * meeting.low:.0f}–{100 * meeting.high:.0f}%"
                )
        out.add_row(*cells)
    return out


def _milliseconds(ms: float) -> str:
    """A time in ms, to two decimals under 10 ms, whole above."""
    return f"{ms:.2f}" if ms < 10 else f"{ms:.0f}"


def paired_table(lines: Sequence[PairedDifference], baseline: str) -> Table:
    """The paired comparison with a baseline run as a Rich table, looking as the others do
    (and, as the standings, fitting 80 columns: headings wrap, figures never do)."""
    deals = lines[0].deals if lines else 0
    caption = (
        "paired difference: the change of the win rate deal by deal, ± its 95% interval "
        "(Student's t)"
    )
    if any(math.isinf(line.half_width) for line in lines):
        caption += "; an interval needs two deals or more"
    if deals:
        played = "one whole deal" if deals == 1 else f"{deals} whole deals"
        title = f"against the run in {baseline}, on the {played} both played"
    else:  # nothing to compare yet: no figure, rather than rates of 0 moved by +0.0
        title = f"against the run in {baseline}: no whole deal both played yet"
    out = _table(title, caption)
    out.add_column("player", overflow="fold")
    out.add_column("baseline's\nplayer", overflow="fold")
    for name in ("win\nrate", "baseline's\nrate", "paired\ndifference", "games\nchanged"):
        out.add_column(name, justify="right", no_wrap=True)
    for line in lines:
        known = line.deals > 0
        out.add_row(
            line.label,
            line.baseline_label,
            f"{100 * line.rate:.1f}%" if known else "–",
            f"{100 * line.baseline_rate:.1f}%" if known else "–",
            f"{100 * line.difference:+.1f} ± {_points(line.half_width)}" if known else "–",
            str(line.changed),
        )
    return out


def write_csv(
    directory: Path, results: Sequence[GameResult], table: Sequence[Standing]
) -> list[Path]:
    """``games.csv`` (one row per team per game, with its deal's seed: empty for a result
    without one), ``times.csv`` (each player's time per decision in each game, in
    milliseconds to three decimals: the whole microseconds the result keeps) and
    ``standings.csv``, each replaced whole (:func:`atomic_text`); returns their paths.

    ``standings.csv`` has the columns of the results table: ``deals_swept`` only where
    sweeps are counted (two lineups, one team each; empty before a whole deal is played, a
    figure not yet known), not in a round robin, where a deal won against every other player
    in every seating is too rare to tell players apart (the head-to-head table does that).
    The column is left out there, as the table leaves it out, rather than written empty,
    which reads as a figure not yet known, or with a word such as ``n/a``, which a reader
    expecting a number stumbles on: a script asking for it in a round robin is told plainly
    that it is not there."""
    directory.mkdir(parents=True, exist_ok=True)
    # Times first: stopped between the two, a resumed run finds every saved game's times
    # (a timed game not in games.csv yet is simply played again).
    _write_times(directory / "times.csv", results)
    _write_games(directory / "games.csv", results)
    _write_standings(directory / "standings.csv", table)
    return [directory / name for name in ("games.csv", "times.csv", "standings.csv")]


def _write_times(path: Path, results: Sequence[GameResult]) -> None:
    """``times.csv``: each player's times per decision in each game (see :func:`write_csv`)."""
    with atomic_text(path) as handle:
        writer = csv.writer(handle)
        writer.writerow(TIMES_COLUMNS)
        for result in results:
            for label, spent in sorted(result.micros.items()):
                # whole microseconds: three decimals of a millisecond say each one exactly
                ms = " ".join(f"{micros / 1000:.3f}" for micros in spent)
                writer.writerow([result.deal, result.rotation, label, ms])


def _write_games(path: Path, results: Sequence[GameResult]) -> None:
    """``games.csv``: one row per team per game (see :func:`write_csv`)."""
    with atomic_text(path) as handle:
        writer = csv.writer(handle)
        writer.writerow(GAMES_COLUMNS)
        for result in results:
            for team, label in enumerate(result.labels):
                score = "" if result.scores is None else f"{result.scores[team]:g}"
                seed = "" if result.seed is None else result.seed
                writer.writerow(
                    [result.deal, result.rotation, team, label, result.shares[team], score, seed]
                )


def _write_standings(path: Path, table: Sequence[Standing]) -> None:
    """``standings.csv``: the results table's columns (see :func:`write_csv`)."""
    swept = _sweeps_counted(table)
    with atomic_text(path) as handle:
        writer = csv.writer(handle)
        writer.writerow(
            ["player", "games", "wins", "win_rate", "ci_low", "ci_high", "mean_margin", "elo",
             "median_ms_per_decision", "decisions", *["deals_swept"] * swept,
             "max_ms_per_decision"]
        )  # fmt: skip
        for row in table:
            # empty where nothing is known (no game, no decision), as the table's dashes
            played, timed = row.games > 0, row.decisions > 0
            margin = "" if row.margin is None else f"{row.margin:.3f}"
            sweeps = [] if not swept else ["" if row.swept is None else f"{row.swept:.4f}"]
            rate, elo = (f"{row.rate:.4f}", f"{row.elo:.1f}") if played else ("", "")
            # no interval either, as head_to_head.csv for a pair that never met (not 0 to 1)
            low, high = (f"{row.low:.4f}", f"{row.high:.4f}") if played else ("", "")
            median, most = (f"{row.median_ms:.3f}", f"{row.max_ms:.3f}") if timed else ("", "")
            writer.writerow(
                [row.label, row.games, row.wins, rate, low, high,
                 margin, elo, median, row.decisions, *sweeps, most]
            )  # fmt: skip


def write_paired_csv(path: Path, lines: Sequence[PairedDifference], baseline: str) -> None:
    """The paired comparison with the run in ``baseline``, a row per lineup slot."""
    with atomic_text(path) as handle:
        writer = csv.writer(handle)
        writer.writerow(
            ["player", "baseline", "baseline_player", "deals", "win_rate", "baseline_win_rate",
             "difference", "ci_half_width", "games_changed"]
        )  # fmt: skip
        for line in lines:
            # no whole deal in common: no figure (empty), not rates of 0 moved by 0; one
            # deal: no interval (empty, as the table's dash), not "inf"
            width = "" if math.isinf(line.half_width) else f"{line.half_width:.4f}"
            figures = (
                [f"{line.rate:.4f}", f"{line.baseline_rate:.4f}", f"{line.difference:.4f}",
                 width]
                if line.deals
                else ["", "", "", ""]
            )  # fmt: skip
            writer.writerow(
                [line.label, baseline, line.baseline_label, line.deals, *figures, line.changed]
            )


def write_head_to_head_csv(path: Path, meetings: Sequence[HeadToHead]) -> None:
    """The head-to-head results, a row per ordered pair of players."""
    with atomic_text(path) as handle:
        writer = csv.writer(handle)
        writer.writerow(["player", "opponent", "games", "wins", "win_rate", "ci_low", "ci_high"])
        for m in meetings:
            # never met: no rate and no interval, as the table's dash
            figures = [f"{m.rate:.4f}", f"{m.low:.4f}", f"{m.high:.4f}"] if m.games else [""] * 3
            writer.writerow([m.label, m.opponent, m.games, m.score, *figures])


#: The longest line of a player's name under its bar, in characters (a longer one, a file
#: path, is broken there).
NAME_LINE = 24
#: The number that tells a repeated lineup from the first (``heuristic+random#2``:
#: :func:`~.seating.parse_lineups`).
_REPEAT = re.compile(r"#[0-9]+$")


def _name_lines(label: str) -> str:
    """A player's name as shown under its bar: each partner of a partnership on a line of
    its own, the plus ending a line as a hyphen ends a broken word (``heuristic+`` over
    ``random``), and a repeated partnership's number on a line of its own under them
    (``#2`` belongs to the partnership, not to its last partner); a part longer than
    :data:`NAME_LINE` broken. The lines make the whole name again, joined."""
    repeat = _REPEAT.search(label) if "+" in label else None
    name = label if repeat is None else label[: repeat.start()]
    *firsts, last = name.split("+")
    lines = []
    for partner in firsts:
        broken = textwrap.wrap(partner, NAME_LINE - 1) or [partner]  # room for the plus
        lines += [*broken[:-1], f"{broken[-1]}+"]
    lines += textwrap.wrap(last, NAME_LINE) or [last]
    if repeat is not None:
        lines.append(repeat.group())
    return "\n".join(lines)


def _even_words(even: float) -> str:
    """The legend of the even-share line: ``1 in 3`` where it is one over the teams."""
    teams = round(1 / even) if even > 0 else 0
    if teams and math.isclose(even * teams, 1):
        return f"even share: 1 in {teams}"
    return f"even share: {even:.2f}"


@dataclass(frozen=True)
class PlotBars:
    """What the plot draws for each player: its name under the bar, its win rate, and how
    far its interval reaches below and above it."""

    names: list[str]
    rates: list[float]
    below: list[float]
    above: list[float]
    #: Whether the player has played: one that has not gets no interval drawn at all (a
    #: whisker of length 0 still shows its caps, a hair at 0).
    played: list[bool] = field(default_factory=list)


def plot_bars(table: Sequence[Standing]) -> PlotBars:
    """The bars of the standings ``table``. A player with no game yet (a round robin cut
    short) is named, said to have played none, and drawn as nothing: its rate of 0 and its
    interval of 0 to 1 would look like a player that lost every game."""
    bars = PlotBars([], [], [], [])
    for row in table:
        played = row.games > 0
        name = _name_lines(row.label)
        bars.names.append(name if played else f"{name}\n(no games)")
        bars.rates.append(row.rate if played else 0.0)
        bars.below.append(max(0.0, row.rate - row.low) if played else 0.0)
        bars.above.append(max(0.0, row.high - row.rate) if played else 0.0)
        bars.played.append(played)
    return bars


def write_plot(path: Path, table: Sequence[Standing], title: str, even: float) -> None:
    """A bar chart of win rates with their 95% intervals (PNG), and a line at ``even``, the
    share of a player no better than the others (one over the teams at the table), which
    its legend names."""
    import matplotlib  # imported here: only ``--out`` needs it

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    bars = plot_bars(table)
    names, rates, below, above = bars.names, bars.rates, bars.below, bars.above
    # room under each bar for its name's longest line (about 0.09 in a character at 10 pt)
    longest = max((len(line) for name in names for line in name.split("\n")), default=0)
    per_bar = max(1.5, 0.09 * longest + 0.4)
    width = max(4.0, per_bar * len(names) + 1.0)
    fig, ax = plt.subplots(figsize=(width, 4.0))
    ax.bar(range(len(names)), rates, color="#4878a8")
    drawn = [place for place, played in enumerate(bars.played) if played]
    if drawn:  # the intervals of the players that have played, and of no other
        ax.errorbar(
            drawn,
            [rates[place] for place in drawn],
            yerr=[[below[place] for place in drawn], [above[place] for place in drawn]],
            fmt="none",
            ecolor="black",
            capsize=6,
        )
    ax.set_xticks(range(len(names)), names)
    ax.axhline(even, color="grey", linestyle="--", linewidth=1, label=_even_words(even))
    # the legend above the rates' range, where no bar or interval reaches
    ax.set_ylim(0, 1.12)
    ax.set_yticks([0.0, 0.2, 0.4, 0.6, 0.8, 1.0])
    ax.legend(loc="upper right", fontsize=8, frameon=False)
    ax.set_ylabel("win rate (95% Wilson interval)")
    ax.set_title(textwrap.fill(title, width=int(width * 9)), fontsize=10)  # fits the figure
    with warnings.catch_warnings():
        # a player's long name (a file path) leaves no room to tighten: the default margins
        # do, and a warning on the standard error would only puzzle
        warnings.simplefilter("ignore", UserWarning)
        fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with replacing(path) as temporary:
            fig.savefig(temporary, dpi=100, format="png")
    finally:
        plt.close(fig)
