"""A tournament's output folder read back, so that ``--resume`` plays only what is missing.

``--out DIR`` holds ``settings.json`` (what the run plays: game, lineups, preset, seats,
seed, options, deals, the revision of the game's rules it is played under, and a digest of
the file of each player of one's own, so that one changed in between is not taken for the
same player), ``games.csv`` (one row per team per game, with its deal's seed; a run saved
before that column is read all the same, and written with it from then on), ``times.csv``
(each player's time per decision in each game, in milliseconds to three decimals: whole
microseconds, as the run keeps them, so a run read back has the times it had) and
``standings.csv``, saved now and then as the games come (and the run a ``--baseline``
compares it with, which ``--resume`` compares it with again); once the run ends, or stops early
(then of the games played), also the plot, a round robin's ``head_to_head.csv`` and a
baseline's ``baseline.csv``. Only the first three are read back. The files name each
lineup by its label (a file's player by its file's name, ``racer.py:Racer``); those of a
run saved before that name it by its whole path, and are read all the same. A run
carried on must ask for the same settings; it plays its own number of deals unless asked
for another (more: it grows). Runs saved before the deals were recorded have as many as
``games.csv`` holds. One played under another revision of the rules is not carried on, nor
one saved before the revision was recorded (revision 1): its games may not be those the
rules now give.

Every file is written whole or not at all
(:func:`~roadgames.tournament.report.atomic_text`). A file damaged all the same (cut short,
edited) is refused, naming the file and the line, before any game is played:
``RoadgamesError``, never a crash once games were played.
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
from array import array
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, BinaryIO, TypeAlias

from roadgames.agents.external import source_digest
from roadgames.core.errors import RoadgamesError
from roadgames.core.game import FIRST_REVISION, rules_revision
from roadgames.core.registry import get_game
from roadgames.core.switches import given, short_repr
from roadgames.tournament.report import (
    GAMES_COLUMNS,
    OLD_GAMES_COLUMNS,
    TIMES_COLUMNS,
    atomic_text,
)
from roadgames.tournament.rotations import rotation_count
from roadgames.tournament.runner import (
    MAX_DEALS,
    GameResult,
    Micros,
    TournamentConfig,
    team_count,
)
from roadgames.tournament.seating import (
    Lineup,
    deal_seed,
    former_labels,
    parse_lineups,
    parse_player,
    team_assignment,
)

SETTINGS = "settings.json"
GAMES = "games.csv"
TIMES = "times.csv"
#: Every file a run writes besides ``settings.json``: a folder holding one of them and no
#: run is not a run's to replace.
RESULT_FILES = (
    GAMES,
    TIMES,
    "standings.csv",
    "win_rates.png",
    "head_to_head.csv",
    "baseline.csv",
)
#: How ``games.csv`` counts wins: the game's own outcome (a one-hand Mille Bornes game goes to
#: the most points). Runs saved before this was recorded counted a hand's trip winner.
COUNTING = "outcome"
#: How a deal's games seat the players: each distinct seating once. Runs saved before this
#: was recorded played some seatings twice where fewer lineups than teams fill the table
#: (:func:`~roadgames.tournament.rotations.rotation_count`).
SEATING = "distinct"

#: Whole microseconds per decision, per game (deal, rotation) and player.
Times: TypeAlias = dict[tuple[int, int], dict[str, Micros]]
#: The longest decision ``times.csv`` may hold, in milliseconds (31 years): one longer is
#: damage (no run takes it), and would not be written back with the same three decimals.
MAX_MS = 1e12
#: A game's rows in ``games.csv``, per team: the line number and the fields.
TeamRows = dict[int, tuple[int, list[str]]]


def settings_of(config: TournamentConfig) -> dict[str, Any]:
    """What a run plays, as JSON data, to compare a saved run's with (everything but the
    cores, the time limit and the digests of the players' code, which
    :func:`write_settings` adds and :func:`_check_sources` compares)."""
    return {
        "game": config.game,
        "lineups": [list(lineup.players) for lineup in config.lineups],
        "preset": config.preset,
        "players": config.players,
        "seed": config.seed,
        "options": dict(config.options),
        "deals": config.deals,
        "counting": COUNTING,
        "seating": SEATING,
        "rules_revision": rules_revision(config.game_spec()),
    }


def _sources(config: TournamentConfig) -> dict[str, str]:
    """The SHA-256 of the file of each player of one's own in the lineups, by its name (a
    budget left out: ``file.py:Name@64`` plays the code of ``file.py:Name``)."""
    digests = {}
    for lineup in config.lineups:
        for player in lineup.players:
            base = parse_player(player)[0]
            digest = source_digest(base)
            if digest is not None:
                digests[base] = digest
    return digests


def write_settings(directory: Path, config: TournamentConfig) -> None:
    """Record what the run in ``directory`` plays, and by which code."""
    _write_settings(directory, {**settings_of(config), "sources": _sources(config)})


def record_deals(directory: Path, deals: int) -> None:
    """Record that the run saved in ``directory`` now plays ``deals`` deals (a resumed run
    grown, or saved before its deals were recorded); its other settings stay as they are."""
    saved = _read_settings(directory, "resume")
    if saved.get("deals") != deals:
        _write_settings(directory, {**saved, "deals": deals})


def record_baseline(directory: Path, baseline: Path) -> None:
    """Record that the run saved in ``directory`` is compared with the run in ``baseline``,
    so that ``--resume`` compares it again."""
    saved = _read_settings(directory, "resume")
    where = str(baseline.resolve())
    if saved.get("baseline") != where:
        _write_settings(directory, {**saved, "baseline": where})


def recorded_baseline(directory: Path) -> Path | None:
    """The run that the run saved in ``directory`` was compared with, as its settings record
    it (None where they record none, or cannot be read: :func:`resumed_run` says why)."""
    try:
        where = _read_settings(directory, "resume").get("baseline")
    except RoadgamesError:
        return None
    return Path(where) if isinstance(where, str) and where else None


def _write_settings(directory: Path, settings: dict[str, Any]) -> None:
    """Write ``settings.json`` whole."""
    text = json.dumps(settings, indent=2, sort_keys=True)
    with atomic_text(directory / SETTINGS) as out:
        out.write(text + "\n")


def holds_a_run(directory: Path) -> bool:
    """Whether ``directory`` already holds a tournament (its ``settings.json``)."""
    return (directory / SETTINGS).exists()


def results_held(directory: Path) -> list[str]:
    """The names of :data:`RESULT_FILES` that ``directory`` holds."""
    return [name for name in RESULT_FILES if os.path.lexists(directory / name)]


def saved_results(directory: Path, config: TournamentConfig) -> list[GameResult]:
    """The games already played by the run saved in ``directory``, which must have the
    settings of ``config`` and no deal beyond it. Raises ``RoadgamesError`` saying what
    does not match or what is damaged."""
    return resumed_run(directory, config, config.deals)[1]


def resumed_run(
    directory: Path, config: TournamentConfig, deals: int | None
) -> tuple[TournamentConfig, list[GameResult]]:
    """The run saved in ``directory`` carried on to ``deals`` deals (None: as many as it
    has), which must have the settings of ``config``: that config with its deals, and the
    games already played. Raises ``RoadgamesError`` saying what does not match or what is
    damaged."""
    saved = _read_settings(directory, "resume")
    _check_same(saved, config, directory, ("game", "players", "seed", "lineups"))
    _check_revision(saved, config, directory)
    _check_sources(saved, config, directory)
    results = _read_results(directory, config, config.lineups)
    played = max((r.deal for r in results), default=-1) + 1
    if deals is None:
        deals = _saved_deals(saved, directory, played)
    if played > deals:
        raise RoadgamesError(
            f"the run in {directory} has {played} deals: ask for --deals {played} or more"
        )
    return replace(config, deals=deals), results


def saved_choices(directory: Path) -> dict[str, Any]:
    """What the run saved in ``directory`` was started with, as the command line names it:
    ``game``, ``agents`` (``--agents``' text), ``players``, ``seed``, ``preset`` and
    ``options``, each where its settings hold it in a form that can be read (what is
    missing or damaged, :func:`resumed_run` says). Raises ``RoadgamesError`` where there
    are no settings to read."""
    saved = _read_settings(directory, "resume")
    choices: dict[str, Any] = {}
    if isinstance(saved.get("game"), str):
        choices["game"] = saved["game"]
    if _is_lineups(saved.get("lineups")):
        choices["agents"] = ",".join("+".join(players) for players in saved["lineups"])
    for key in ("players", "seed"):
        if isinstance(saved.get(key), int) and not isinstance(saved[key], bool):
            choices[key] = saved[key]
    if isinstance(saved.get("preset"), str):
        choices["preset"] = saved["preset"]
    if _readable_options(saved):
        choices["options"] = saved["options"]
    return choices


def _readable_options(saved: dict[str, Any]) -> bool:
    """Whether the rule options ``saved`` make rules of its game, preset and seats."""
    game, players, options = saved.get("game"), saved.get("players"), saved.get("options")
    if not (isinstance(game, str) and isinstance(players, int) and isinstance(options, dict)):
        return False
    try:
        get_game(game).rules_from_options(saved.get("preset"), players, **options)
    except (RoadgamesError, TypeError):
        return False
    return True


def recorded_deals(directory: Path) -> int | None:
    """The deals the run saved in ``directory`` is to play, as its settings record them
    (None where they do not, or cannot be read: :func:`resumed_run` says why)."""
    try:
        deals = _read_settings(directory, "resume").get("deals")
    except RoadgamesError:
        return None
    return deals if isinstance(deals, int) and not isinstance(deals, bool) else None


def _saved_deals(saved: dict[str, Any], directory: Path, played: int) -> int:
    """The deals a saved run plays, as its settings record them. A run saved before they
    were recorded cannot say how many it was asked for: ``--deals`` must."""
    if "deals" not in saved:
        raise RoadgamesError(
            f"the run in {directory} does not record its number of deals (an older roadgames "
            f"saved it; it has played {played}): name them with --deals"
        )
    deals = saved["deals"]
    if isinstance(deals, bool) or not isinstance(deals, int) or not 1 <= deals <= MAX_DEALS:
        raise RoadgamesError(
            f"cannot read {directory / SETTINGS}: deals {given(deals, json_file=True)}"
        )
    return deals


def baseline_run(directory: Path, config: TournamentConfig) -> tuple[list[str], list[GameResult]]:
    """The lineups' labels and the games of the run saved in ``directory``, to compare a run
    of ``config`` with: it must have played the same deals (game, rules, seats, seed) with as
    many lineups. Raises ``RoadgamesError`` saying what differs or what is damaged."""
    saved = _read_settings(directory, "compare with")
    _check_same(saved, config, directory, ("game", "players", "seed"))
    _check_revision(saved, config, directory, resuming=False)
    lineups = _saved_lineups(saved.get("lineups"), directory)
    if len(lineups) != len(config.lineups):
        raise RoadgamesError(
            f"the run in {directory} has other lineups ({_lineups_text(saved['lineups'])}): "
            f"a baseline needs {len(config.lineups)}, one per place in --agents"
        )
    return [lineup.label for lineup in lineups], _read_results(directory, config, lineups)


def _saved_lineups(lineups: Any, directory: Path) -> list[Lineup]:
    """The lineups a saved run recorded."""
    where = f"cannot read the lineups of {directory / SETTINGS}"
    if not _is_lineups(lineups):
        raise RoadgamesError(f"{where}: not a list of lineups")
    try:
        return parse_lineups(",".join("+".join(players) for players in lineups))
    except RoadgamesError as exc:
        raise RoadgamesError(f"{where}: {exc}") from exc


def _read_settings(directory: Path, purpose: str) -> dict[str, Any]:
    """The settings saved in ``directory`` (``purpose`` words the error where there are
    none)."""
    try:
        saved = json.loads((directory / SETTINGS).read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise RoadgamesError(f"{directory} holds no tournament to {purpose} ({SETTINGS})") from exc
    except UnicodeDecodeError as exc:
        raise RoadgamesError(f"cannot read {directory / SETTINGS}: not UTF-8 text") from exc
    except OSError as exc:
        raise RoadgamesError(f"cannot read {directory / SETTINGS}: {exc.strerror}") from exc
    except ValueError as exc:
        raise RoadgamesError(f"cannot read {directory / SETTINGS}: {exc}") from exc
    if not isinstance(saved, dict):
        raise RoadgamesError(f"cannot read {directory / SETTINGS}: not a settings object")
    return saved


def _check_same(
    saved: dict[str, Any], config: TournamentConfig, directory: Path, keys: Sequence[str]
) -> None:
    """Refuse a saved run whose ``keys`` settings or whose rules differ from ``config``'s."""
    if saved.get("counting") != COUNTING:
        raise RoadgamesError(
            f"the run in {directory} counted each hand's trip winner, not the game's winner "
            "(an older roadgames): start it afresh in another folder"
        )
    lineups, teams = len(config.lineups), team_count(config)
    if saved.get("seating") != SEATING and lineups < teams and teams % lineups == 0:
        raise RoadgamesError(
            f"the run in {directory} played each deal's seatings of {lineups} players at "
            f"{teams} places {teams // lineups} times over (an older roadgames): play it "
            "again in another folder"
        )
    wanted = json.loads(json.dumps(settings_of(config)))  # as JSON would give it back
    for key in keys:
        if key not in saved:
            raise RoadgamesError(f"cannot read {directory / SETTINGS}: it names no {key}")
        if saved[key] != wanted[key]:
            preset = saved.get("preset")
            if key == "players" and isinstance(preset, str) and preset != wanted["preset"]:
                key = "preset"  # the seats follow the preset's where --players is not given
            raise _differs(directory, key, saved[key], wanted[key])
    _check_rules(saved, config, directory)


def _check_revision(
    saved: dict[str, Any], config: TournamentConfig, directory: Path, resuming: bool = True
) -> None:
    """Refuse a run played by a newer roadgames (its rules may say what this one does not
    know), and where ``resuming`` one played under an earlier revision of the game's rules:
    its games so far would count with games the rules may now play differently (nothing
    kept tells whether they met the change). Such a run is a fair baseline: comparing the
    two is how a change of the rules is measured. A run saved before revisions were
    recorded counts as :data:`~roadgames.core.game.FIRST_REVISION`."""
    recorded = "rules_revision" in saved
    theirs = saved.get("rules_revision", FIRST_REVISION)
    if isinstance(theirs, bool) or not isinstance(theirs, int) or theirs < FIRST_REVISION:
        raise RoadgamesError(
            f"cannot read {directory / SETTINGS}: rules_revision {given(theirs, json_file=True)}"
        )
    spec = config.game_spec()
    ours = rules_revision(spec)
    if theirs > ours:
        raise RoadgamesError(
            f"the run in {directory} was played by a newer roadgames (under {spec.title} "
            f"rules revision {theirs}; this one plays revision {ours}): use that roadgames "
            "or a later one"
        )
    if resuming and theirs < ours:
        made = (
            f"played under {spec.title} rules revision {theirs}"
            if recorded
            else f"saved before {spec.title}'s rules revisions were recorded"
        )
        raise RoadgamesError(
            f"the run in {directory} was {made}, and this roadgames plays revision {ours}: "
            "its games so far may not be the games these rules give. Start a new run in "
            "another folder (--baseline compares the two)"
        )


def _check_sources(saved: dict[str, Any], config: TournamentConfig, directory: Path) -> None:
    """Refuse to carry on a run whose players of one's own were changed since it began:
    its games would mix two versions under one name. (Runs saved before the files were
    recorded cannot tell, and are carried on.)"""
    theirs = saved.get("sources", {})
    if not isinstance(theirs, dict):
        raise RoadgamesError(f"cannot read {directory / SETTINGS}: bad sources")
    for name, digest in _sources(config).items():
        if name in theirs and theirs[name] != digest:
            raise RoadgamesError(
                f"the code of player {name!r} has changed since the run in {directory} "
                "began: its games so far were played by the earlier version. Start a new "
                "run in another folder (--baseline compares the two), or put that version "
                "back"
            )


def _is_lineups(value: Any) -> bool:
    """Whether saved settings' ``lineups`` are a list of lists of player names."""
    return isinstance(value, list) and all(
        isinstance(players, list) and all(isinstance(p, str) for p in players) for players in value
    )


def _lineups_text(lineups: Any) -> str:
    """Saved lineups as ``--agents`` words them, a comma and a space apart (``expert+random,
    easy``); anything else as Python writes it, cut short (a damaged file may hold anything)."""
    if _is_lineups(lineups):
        return ", ".join("+".join(players) for players in lineups)
    return short_repr(lineups)


def _check_rules(saved: dict[str, Any], config: TournamentConfig, directory: Path) -> None:
    """Refuse a saved run played under other rules. The rules are compared once built, so a
    missing preset (older runs) is the game's default and an option set to its default
    value is the same as no option."""
    preset, options = saved.get("preset"), saved.get("options", {})
    if not (preset is None or isinstance(preset, str)) or not isinstance(options, dict):
        raise RoadgamesError(f"cannot read {directory / SETTINGS}: bad preset or options")
    try:
        theirs = _rules_of(replace(config, preset=preset, options=options))
    except (RoadgamesError, TypeError) as exc:
        raise RoadgamesError(f"cannot read the rules of {directory / SETTINGS}: {exc}") from exc
    ours = _rules_of(config)
    differ = sorted(
        name for name in theirs.keys() | ours.keys() if theirs.get(name) != ours.get(name)
    )
    if differ:
        asked = ["preset", *config.options, *options]  # the settings someone chose first
        name = next((name for name in asked if name in differ), differ[0])
        raise _differs(directory, name, theirs.get(name), ours.get(name))


def _rules_of(config: TournamentConfig) -> dict[str, Any]:
    """The rules of the deals of ``config``, every option resolved."""
    return config.game_spec().rules_to_dict(config.rules())


#: The longest setting :func:`_as_typed` writes out whole (a board picture is longer).
_SHOWN = 40


def _as_typed(value: Any) -> str:
    """A setting as the command line types it: a switch ``on``/``off`` (as ``-o`` takes
    it), a word or a number bare (``preset classic``, ``setup 1``, ``target 700``), a deck's
    make-up ``CODE=COUNT`` each; never Python's ``True``, ``None`` or quotes. A long one
    (a board picture) is cut short, as a message has one line."""
    if isinstance(value, bool):
        text = "on" if value else "off"
    elif value is None:
        text = "none"  # a hand-edited file's null: "the run was played with seed none"
    elif isinstance(value, dict):
        text = " ".join(f"{code}={count}" for code, count in value.items()) or "none"
    else:
        text = str(value) if value != "" else '""'
    return text if len(text) <= _SHOWN else f"{text[: _SHOWN - 3]}..."


def _differs(directory: Path, name: str, theirs: Any, ours: Any) -> RoadgamesError:
    """The error for a saved run played with another setting, each as it is typed (lineups
    worded as --agents names them, not as Python lists; options as -o takes them,
    :func:`_as_typed`)."""
    if name == "lineups":
        return RoadgamesError(
            f"the run in {directory} was played by the lineups {_lineups_text(theirs)}; "
            f"--agents asks for {_lineups_text(ours)}"
        )
    return RoadgamesError(
        f"the run in {directory} was played with {name} {_as_typed(theirs)}, not {_as_typed(ours)}"
    )


def _read_results(
    directory: Path, config: TournamentConfig, lineups: Sequence[Lineup]
) -> list[GameResult]:
    """The games saved in ``directory`` with their times, checked against the seating of
    ``lineups`` at the table of ``config``."""
    teams = team_count(config)
    seating = [
        tuple(lineup.label for lineup in team_assignment(lineups, teams, rotation))
        for rotation in range(rotation_count(len(lineups), teams))
    ]
    # a run saved before a file's player was labelled by its file's name holds its whole
    # path: read as the label it has now (and written so from then on)
    labels = {lineup.label: lineup.label for lineup in lineups}
    for lineup, former in zip(lineups, former_labels(lineups), strict=True):
        labels.setdefault(former, lineup.label)
    times = _read_times(directory / TIMES, labels)
    return _read_games(directory / GAMES, seating, times, config.seed, labels)


@contextmanager
def _reading(path: Path) -> Iterator[None]:
    """Turn what goes wrong reading ``path`` into one ``RoadgamesError`` naming it."""
    try:
        yield
    except UnicodeDecodeError as exc:
        raise RoadgamesError(f"{path} is damaged: it is not UTF-8 text") from exc
    except (ValueError, csv.Error) as exc:
        raise RoadgamesError(f"{path} is damaged: {exc}") from exc
    except OSError as exc:
        raise RoadgamesError(f"cannot read {path}: {exc.strerror}") from exc


def _rows(path: Path, *headers: Sequence[str]) -> Iterator[tuple[int, list[str]]]:
    """The rows of a results file after its header, which must be one of ``headers`` (the
    first is named where it is none), with their line numbers; each row has as many fields
    as its header. The file is opened once and read in one pass (``ValueError`` where it is
    not whole)."""
    with path.open("rb") as raw:
        if _cut_short(raw):
            raise ValueError("its last line is cut short")
        raw.seek(0)
        with io.TextIOWrapper(raw, encoding="utf-8", newline="") as handle:
            reader = csv.reader(handle)
            header = next(reader, None)
            if header is None:
                raise ValueError("it is empty")
            columns = next((list(h) for h in headers if list(h) == header), None)
            if columns is None:
                raise ValueError(f"its first line is not the header {','.join(headers[0])}")
            for row in reader:
                if row and len(row) != len(columns):
                    raise ValueError(
                        f"line {reader.line_num} has {len(row)} of {len(columns)} fields"
                    )
                if row:
                    yield reader.line_num, row


def _cut_short(raw: BinaryIO) -> bool:
    """Whether the file open in ``raw`` ends inside a line, as a write cut short leaves
    it."""
    if raw.seek(0, os.SEEK_END) == 0:
        return False
    raw.seek(-1, os.SEEK_END)
    return raw.read(1) != b"\n"


#: The most digits a whole number of ``games.csv`` or ``times.csv`` has (a deal's seed: 64
#: bits). Python refuses to read one of thousands, in words that name no line.
_DIGITS = 20


def _whole(text: str, name: str, line: int) -> int:
    """A whole number of ``games.csv`` or ``times.csv``: a deal, a rotation, a team, a seed
    (a field echoed cut short: a damaged file's may be of any size)."""
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"line {line}: {name} {short_repr(text)} is not a whole number")
    if len(text) > _DIGITS:
        raise ValueError(f"line {line}: {name} {short_repr(text)} is too large")
    return int(text)


def _number(
    text: str, name: str, line: int, low: float = -math.inf, high: float = math.inf
) -> float:
    """A finite number from ``low`` to ``high``."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise ValueError(f"line {line}: {name} {short_repr(text)} is not a number")
    if not low <= value <= high:
        raise ValueError(f"line {line}: {name} {short_repr(text)} is not from {low:g} to {high:g}")
    return value


def _read_times(path: Path, labels: Mapping[str, str]) -> Times:
    """Whole microseconds per decision, per game and player (none where the file is
    missing), each player by the label that ``labels`` give the name the file holds. The
    file has them in milliseconds to three decimals (one with more, edited, is rounded to
    the microsecond)."""
    times: Times = {}
    if not path.exists():
        return times
    with _reading(path):
        for line, (deal, rotation, named, ms) in _rows(path, TIMES_COLUMNS):
            game = (_whole(deal, "deal", line), _whole(rotation, "rotation", line))
            if named not in labels:
                raise ValueError(
                    f"line {line}: player {short_repr(named)} is not in the run's lineups"
                )
            player = labels[named]
            spent = array(
                "q", [round(_number(x, "ms", line, 0.0, MAX_MS) * 1000) for x in ms.split()]
            )
            if times.setdefault(game, {}).setdefault(player, spent) is not spent:
                raise ValueError(f"line {line}: a second row for {player!r} in that game")
    return times


def _read_games(
    path: Path,
    seating: Sequence[tuple[str, ...]],
    times: Times,
    seed: int,
    labels: Mapping[str, str],
) -> list[GameResult]:
    """The games of ``games.csv`` (none yet where it is missing), each with a row per team,
    the players that ``seating`` puts there in its rotation (by a name that ``labels`` give
    their label), and its deal's seed under the run's ``seed``."""
    if not path.exists():
        return []
    with _reading(path):
        games = _team_rows(path, len(seating), len(seating[0]), seed)
        return [
            _game(
                deal,
                rotation,
                rows,
                seating[rotation],
                times.get((deal, rotation), {}),
                deal_seed(seed, deal),
                labels,
            )
            for (deal, rotation), rows in sorted(games.items())
        ]


def _team_rows(
    path: Path, rotations: int, teams: int, seed: int
) -> dict[tuple[int, int], TeamRows]:
    """The rows of ``games.csv`` per game, checked for their deal, rotation, team and the
    deal's seed (where the file gives it, as the run's ``seed`` deals it)."""
    games: dict[tuple[int, int], TeamRows] = {}
    # a run saved before the deal's seed was written (OLD_GAMES_COLUMNS) is read as it is,
    # and written with the seeds from then on (the run's seed gives them)
    for line, row in _rows(path, GAMES_COLUMNS, OLD_GAMES_COLUMNS):
        deal, rotation, team = (_whole(row[i], GAMES_COLUMNS[i], line) for i in range(3))
        if deal >= MAX_DEALS or rotation >= rotations or team >= teams:
            raise ValueError(
                f"line {line}: no game has deal {deal}, rotation {rotation}, team {team}"
            )
        if len(row) == len(GAMES_COLUMNS) and row[-1] != "":  # empty: a result had none
            dealt = deal_seed(seed, deal)
            if _whole(row[-1], "seed", line) != dealt:
                raise ValueError(
                    f"line {line}: seed {row[-1]} is not the seed of deal {deal} ({dealt})"
                )
        game = games.setdefault((deal, rotation), {})
        if team in game:
            raise ValueError(f"line {line}: a second row for team {team} of that game")
        game[team] = (line, row)
    return games


def _game(
    deal: int,
    rotation: int,
    rows: TeamRows,
    labels: tuple[str, ...],
    times: dict[str, Micros],
    seed: int,
    named: Mapping[str, str],
) -> GameResult:
    """One game from its rows, a row per team, dealt with ``seed``; a row's player by a name
    that ``named`` gives its label."""
    if len(rows) != len(labels):
        raise ValueError(
            f"deal {deal} rotation {rotation} has {len(rows)} of its {len(labels)} teams' rows"
        )
    shares: list[float] = []
    scores: list[float] = []
    for team, label in enumerate(labels):
        line, row = rows[team]
        player, share, score = row[3:6]
        if named.get(player) != label:
            raise ValueError(
                f"line {line}: player {short_repr(player)}, where the run seats {label!r}"
            )
        shares.append(_number(share, "win_share", line, low=0.0, high=1.0))
        if score != "":
            scores.append(_number(score, "score", line))
    if scores and len(scores) != len(labels):
        raise ValueError(f"deal {deal} rotation {rotation} has a score for only some teams")
    if not math.isclose(sum(shares), 1.0, abs_tol=1e-6):  # a game's win is shared out whole
        raise ValueError(
            f"deal {deal} rotation {rotation}: its teams' win shares add up to "
            f"{sum(shares):g}, not 1"
        )
    return GameResult(deal, rotation, labels, tuple(shares), tuple(scores) or None, times, seed)
