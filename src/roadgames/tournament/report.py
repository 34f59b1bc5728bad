"""Reports: the Rich results table, CSV files and a plot of win rates (matplotlib, Agg)."""

from __future__ import annotations

import csv
import textwrap
from collections.abc import Sequence
from pathlib import Path

from rich.table import Table

from roadgames.tournament.compare import PairedDifference
from roadgames.tournament.runner import GameResult
from roadgames.tournament.statistics import Standing


def results_table(table: Sequence[Standing], title: str) -> Table:
    """The standings as a Rich table."""
    out = Table(title=title)
    for name, justify in (
        ("player", "left"),
        ("games", "right"),
        ("wins", "right"),
        ("win rate", "right"),
        ("95% CI (Wilson)", "right"),
        ("mean margin", "right"),
        ("Elo", "right"),
        ("median ms/decision", "right"),
    ):
        out.add_column(name, justify=justify)  # type: ignore[arg-type]
    swept = all(row.swept is not None for row in table)
    if swept:
        out.add_column("deals swept", justify="right")
        out.caption = "deals swept: won in every seating, whoever held which cards"
    for row in table:
        cells = [
            row.label,
            str(row.games),
            f"{row.wins:g}",
            f"{100 * row.rate:.1f}%",
            f"{100 * row.low:.1f}–{100 * row.high:.1f}%",
            "–" if row.margin is None else f"{row.margin:+.1f}",
            f"{row.elo:.0f}",
            f"{row.median_ms:.2f}",
        ]
        if swept:
            cells.append(f"{100 * (row.swept or 0.0):.1f}%")
        out.add_row(*cells)
    return out


def paired_table(lines: Sequence[PairedDifference], baseline: str) -> Table:
    """The paired comparison with a baseline run as a Rich table."""
    deals = lines[0].deals if lines else 0
    out = Table(title=f"against the run in {baseline}, on the {deals} whole deals both played")
    for name, justify in (
        ("player", "left"),
        ("baseline's player", "left"),
        ("win rate", "right"),
        ("baseline's rate", "right"),
        ("paired difference (95%)", "right"),
        ("games changed", "right"),
    ):
        out.add_column(name, justify=justify)  # type: ignore[arg-type]
    for line in lines:
        out.add_row(
            line.label,
            line.baseline_label,
            f"{100 * line.rate:.1f}%",
            f"{100 * line.baseline_rate:.1f}%",
            f"{100 * line.difference:+.1f} ± {100 * line.half_width:.1f}",
            str(line.changed),
        )
    return out


def write_csv(directory: Path, results: Sequence[GameResult], table: Sequence[Standing]) -> None:
    """``games.csv`` (one row per team per game), ``times.csv`` (each player's time per
    decision in each game, in milliseconds) and ``standings.csv``."""
    directory.mkdir(parents=True, exist_ok=True)
    with (directory / "games.csv").open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["deal", "rotation", "team", "player", "win_share", "score"])
        for result in results:
            for team, label in enumerate(result.labels):
                score = "" if result.scores is None else f"{result.scores[team]:g}"
                writer.writerow(
                    [result.deal, result.rotation, team, label, result.shares[team], score]
                )
    with (directory / "times.csv").open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(["deal", "rotation", "player", "ms"])
        for result in results:
            for label, spent in sorted(result.times.items()):
                ms = " ".join(f"{1000 * seconds:.3f}" for seconds in spent)
                writer.writerow([result.deal, result.rotation, label, ms])
    with (directory / "standings.csv").open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(
            ["player", "games", "wins", "win_rate", "ci_low", "ci_high", "mean_margin", "elo",
             "median_ms_per_decision", "decisions", "deals_swept"]
        )  # fmt: skip
        for row in table:
            margin = "" if row.margin is None else f"{row.margin:.3f}"
            writer.writerow(
                [row.label, row.games, row.wins, f"{row.rate:.4f}", f"{row.low:.4f}",
                 f"{row.high:.4f}", margin, f"{row.elo:.1f}", f"{row.median_ms:.3f}",
                 row.decisions, "" if row.swept is None else f"{row.swept:.4f}"]
            )  # fmt: skip


def write_paired_csv(path: Path, lines: Sequence[PairedDifference], baseline: str) -> None:
    """The paired comparison with the run in ``baseline``, a row per lineup slot."""
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(
            ["player", "baseline", "baseline_player", "deals", "win_rate", "baseline_win_rate",
             "difference", "ci_half_width", "games_changed"]
        )  # fmt: skip
        for line in lines:
            writer.writerow(
                [line.label, baseline, line.baseline_label, line.deals, f"{line.rate:.4f}",
                 f"{line.baseline_rate:.4f}", f"{line.difference:.4f}",
                 f"{line.half_width:.4f}", line.changed]
            )  # fmt: skip


def write_plot(path: Path, table: Sequence[Standing], title: str) -> None:
    """A bar chart of win rates with their 95% intervals (PNG)."""
    import matplotlib  # imported here: only ``--out`` needs it

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    labels = [row.label for row in table]
    rates = [row.rate for row in table]
    below = [max(0.0, row.rate - row.low) for row in table]
    above = [max(0.0, row.high - row.rate) for row in table]
    width = max(4.0, 1.5 * len(labels))
    fig, ax = plt.subplots(figsize=(width, 4.0))
    ax.bar(labels, rates, yerr=[below, above], capsize=6, color="#4878a8")
    ax.axhline(1.0 / len(labels), color="grey", linestyle="--", linewidth=1)
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate (95% Wilson interval)")
    ax.set_title(textwrap.fill(title, width=int(width * 9)), fontsize=10)  # fits the figure
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=100)
    plt.close(fig)
