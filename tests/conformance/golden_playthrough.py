"""Golden playthroughs: a few fixed games written out step by step, as OpenSpiel's
``integration_tests/playthroughs`` do, so that any change in an engine, the notation, the
views or their text forms shows up as a diff of a file under ``golden/``.

A playthrough is declared once (:class:`Playthrough`: the game, preset, options, seats,
seed and the registered players that chose the actions). Writing it plays the game with
those players; its file then holds the actions taken. Checking a file replays *those*
actions (as OpenSpiel's test does) and compares the text rendered afresh with the file, so
that retuning a computer player never breaks a golden file, while a change to anything the
file shows does.

What a file shows, through the game protocol only (:mod:`roadgames.core.game`): for every
step, the seat to move, its legal actions in notation, the action taken, and every seat's
view after it as the view's own JSON form (``view.to_dict()``); at the end the outcome and
the score sheets the views hold. The views are written as changes, or the files would run
to megabytes (a Mille Bornes view carries the whole log of the hand): the initial state
gives every field in full, each step only the fields that changed, each as one line
``path = value`` (``path += items`` where a list only grew). A change that every seat sees
alike is written once under ``all seats``; what differs between seats (the hand, whose turn
the view shows while a private question is pending) under each seat.

Regenerate every file with :data:`UPDATE_COMMAND` (name playthroughs to regenerate only
those); without ``--update`` the command compares the files and writes nothing.
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from roadgames.agents import get_agent
from roadgames.core.errors import RoadgamesError
from roadgames.core.game import GameState
from roadgames.core.registry import get_game

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
UPDATE_COMMAND = ".venv/bin/python -m tests.conformance.golden_playthrough --update"
#: Playing longer than this means the declaration is wrong (a file would be far too big).
MAX_STEPS = 2_000
#: How many lines of a unified diff a failure shows.
DIFF_LINES = 60
ACTION_PREFIX = "  action: "
ACTIONS_HEADER = "actions: "


@dataclass(frozen=True)
class Playthrough:
    """One golden game: its rules, seed, and the registered players that choose its actions
    (seat ``s`` gets ``get_agent(game, player, seed * 100 + s)``)."""

    name: str
    game: str
    preset: str
    players: int
    seed: int
    player: str
    options: tuple[tuple[str, Any], ...] = ()
    #: Actions (notation) whose steps the header lists.
    highlight: tuple[str, ...] = ()
    #: Actions the game was chosen to show: writing it fails where one is missing.
    must_show: tuple[str, ...] = ()
    note: str = ""

    @property
    def path(self) -> Path:
        """The golden file."""
        return GOLDEN_DIR / f"{self.name}.txt"

    def rules(self) -> Any:
        """The game's rules object, built through the game's spec."""
        return get_game(self.game).rules_from_options(
            self.preset, self.players, **dict(self.options)
        )

    def new_state(self) -> GameState:
        """The game before the first action."""
        return get_game(self.game).new_state(self.rules(), seed=self.seed)

    def agent_seed(self, seat: int) -> int:
        """The seed of the player at ``seat``."""
        return self.seed * 100 + seat


#: Every Mille Bornes match is played as one hand (``match_target=0``) where the preset
#: plays to 5000: a whole match is thousands of actions. Seeds were picked for short games
#: (and the last Mille Bornes one for its coup fourré).
_ONE_HAND = (("match_target", 0),)
_COUP = ("coup-fourre",)
PLAYTHROUGHS: tuple[Playthrough, ...] = (
    Playthrough(
        "millebornes_classic_2p", "millebornes", "classic", 2, seed=3, player="heuristic",
        options=_ONE_HAND, highlight=_COUP,
    ),
    Playthrough(
        "millebornes_modern_3p", "millebornes", "modern", 3, seed=6, player="heuristic",
        highlight=_COUP,
    ),
    Playthrough(
        "millebornes_leaflet_2p", "millebornes", "leaflet", 2, seed=7, player="heuristic",
        options=_ONE_HAND, highlight=_COUP,
    ),
    Playthrough(
        "millebornes_club_4p_teams", "millebornes", "club", 4, seed=2, player="heuristic",
        options=_ONE_HAND, highlight=_COUP,
    ),
    Playthrough(
        "millebornes_coup_fourre", "millebornes", "classic", 2, seed=2, player="heuristic",
        options=_ONE_HAND, highlight=_COUP, must_show=_COUP,
        note="seed chosen for its coup fourré",
    ),
    Playthrough(
        "rushshift_standard_2p", "rushshift", "standard", 2, seed=5, player="greedy",
        note="booklet set-up 1 (the standard rules' own); a game won before the turn limit",
    ),
)  # fmt: skip


def by_name(name: str) -> Playthrough:
    """The playthrough declared under ``name``."""
    for playthrough in PLAYTHROUGHS:
        if playthrough.name == name:
            return playthrough
    raise KeyError(f"no golden playthrough {name!r}; known: {', '.join(names())}")


def names() -> list[str]:
    """The names of every declared playthrough."""
    return [p.name for p in PLAYTHROUGHS]


# ----------------------------------------------------------------- choosing actions


def choose_actions(playthrough: Playthrough) -> list[str]:
    """Play the game with its registered players (each sees only its view) and return the
    actions taken, in notation."""
    state = playthrough.new_state()
    agents = [
        get_agent(playthrough.game, playthrough.player, playthrough.agent_seed(seat))
        for seat in range(state.num_seats)
    ]
    actions: list[str] = []
    while not state.is_over:
        if len(actions) >= MAX_STEPS:
            raise RuntimeError(f"{playthrough.name}: no end after {MAX_STEPS} actions")
        seat = state.to_move
        assert seat is not None
        action = agents[seat].decide(state.view(seat), state.legal_actions()).action
        state.apply(action, seat=seat)
        actions.append(str(action))
    return actions


def recorded_actions(text: str) -> list[str]:
    """The actions a golden file records, in order."""
    return [
        line[len(ACTION_PREFIX) :] for line in text.splitlines() if line.startswith(ACTION_PREFIX)
    ]


# ----------------------------------------------------------------------- rendering


def dump(value: Any) -> str:
    """A JSON value as one line of canonical text."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _is_block(value: Any) -> bool:
    return isinstance(value, str) and "\n" in value


def _entry(path: str, op: str, value: Any) -> list[str]:
    """One field's line (a text of several lines, such as a board picture, drawn below it)."""
    if _is_block(value):
        return [f"{path} {op} |", *(f"  | {line}" for line in value.split("\n"))]
    return [f"{path} {op} {dump(value)}"]


def changes(path: str, old: Any, new: Any) -> Iterator[list[str]]:
    """The lines that turn ``old`` into ``new`` at ``path``: an object with the same keys
    field by field, a list of objects of the same length item by item, a list that only grew
    as ``+=`` its new items, anything else whole."""
    if dump(old) == dump(new):
        return
    if isinstance(old, dict) and isinstance(new, dict) and old.keys() == new.keys():
        for key in sorted(new):
            yield from changes(f"{path}.{key}" if path else key, old[key], new[key])
        return
    if isinstance(old, list) and isinstance(new, list):
        if len(new) > len(old) and dump(new[: len(old)]) == dump(old):
            yield _entry(path, "+=", new[len(old) :])
            return
        if len(new) == len(old) and all(isinstance(x, dict) for x in old + new):
            for index, (before, after) in enumerate(zip(old, new, strict=True)):
                yield from changes(f"{path}[{index}]", before, after)
            return
    yield _entry(path, "=", new)


def full(view: Mapping[str, Any]) -> Iterator[list[str]]:
    """Every top-level field of a view, whole."""
    for key in sorted(view):
        yield _entry(key, "=", view[key])


def _sections(per_seat: Sequence[list[list[str]]]) -> list[str]:
    """Entries every seat has alike under ``all seats``, the rest under each seat (in the
    order the entries came, which is the sorted order of their paths)."""
    shared = [e for e in per_seat[0] if all(e in entries for entries in per_seat[1:])]
    lines: list[str] = []
    if shared:
        lines.append("  all seats:")
        lines.extend(f"    {line}" for entry in shared for line in entry)
    for seat, entries in enumerate(per_seat):
        own = [e for e in entries if e not in shared]
        if own:
            lines.append(f"  seat {seat}:")
            lines.extend(f"    {line}" for entry in own for line in entry)
    return lines


def _views(state: GameState) -> list[dict[str, Any]]:
    # through JSON text: what a client would receive, with tuples as lists
    return [json.loads(json.dumps(state.view(s).to_dict())) for s in range(state.num_seats)]


def _header(playthrough: Playthrough, actions: Sequence[str]) -> list[str]:
    spec = get_game(playthrough.game)
    players = "; ".join(
        f"seat {seat}: {playthrough.player} (seed {playthrough.agent_seed(seat)})"
        for seat in range(playthrough.players)
    )
    return [
        f"# Golden playthrough {playthrough.name}: do not edit by hand.",
        f"# Regenerate: {UPDATE_COMMAND}",
        "# Views: in full at the start, then only the fields that changed (`path = value`, or",
        "# `path += items` where a list only grew); `all seats` holds what every seat sees alike.",
        f"game: {playthrough.game} ({spec.title})",
        f"preset: {playthrough.preset}",
        f"seats: {playthrough.players}",
        f"options: {dump(dict(playthrough.options))}",
        f"rules: {dump(spec.rules_to_dict(playthrough.rules()))}",
        f"seed: {playthrough.seed}",
        f"players: {players}",
        *([f"note: {playthrough.note}"] if playthrough.note else []),
        *(
            f"{wanted} at steps: {', '.join(map(str, steps)) or 'none'}"
            for wanted in playthrough.highlight
            for steps in [[n for n, a in enumerate(actions, start=1) if a == wanted]]
        ),
        f"{ACTIONS_HEADER}{len(actions)}",
    ]


def _final(state: GameState, count: int) -> list[str]:
    lines = [f"end after {count} actions"]
    lines.append(f"  is_over: {dump(state.is_over)}")
    lines.append(f"  outcome: {dump(state.outcome())}")
    view = state.view(0)
    data = view.to_dict()
    for key in ("scores", "wins", "winners"):
        if key in data:
            lines.append(f"  {key}: {dump(data[key])}")
    results = getattr(view, "results", ())
    for number, result in enumerate(results, start=1):
        as_dict = result.to_dict() if hasattr(result, "to_dict") else dataclasses.asdict(result)
        lines.append(f"  result {number}: {dump(as_dict)}")
    return lines


def render(playthrough: Playthrough, actions: Sequence[str]) -> str:
    """The golden text of ``playthrough`` played with ``actions`` (notation).

    Raises ``roadgames.core.errors.RoadgamesError`` where an action does not apply (the
    engine changed under the file: regenerate it), and ``ValueError`` where the actions end
    before the game does.
    """
    state = playthrough.new_state()
    body: list[str] = ["initial state", f"  to_move: {dump(state.to_move)}"]
    previous = _views(state)
    body.extend(_sections([list(full(view)) for view in previous]))
    for step, text in enumerate(actions, start=1):
        if state.is_over:
            raise ValueError(f"{playthrough.name}: the game is over before action {step}")
        legal = [str(a) for a in state.legal_actions()]
        body.append("")
        body.append(f"step {step}")
        body.append(f"  to_move: {dump(state.to_move)}")
        body.append(f"  legal ({len(legal)}): {' | '.join(legal)}")
        body.append(f"{ACTION_PREFIX}{text}")
        state.apply(state.parse_action(text), seat=state.to_move)
        views = _views(state)
        body.extend(
            _sections([list(changes("", a, b)) for a, b in zip(previous, views, strict=True)])
        )
        previous = views
    if not state.is_over:
        raise ValueError(f"{playthrough.name}: the game is not over after {len(actions)} actions")
    missing = [wanted for wanted in playthrough.must_show if wanted not in actions]
    if missing:
        raise ValueError(f"{playthrough.name}: the game has no {', '.join(missing)}")
    body.append("")
    body.extend(_final(state, len(actions)))
    return "\n".join([*_header(playthrough, actions), "", *body]) + "\n"


def generate(playthrough: Playthrough) -> str:
    """The golden text of ``playthrough`` played afresh by its players."""
    return render(playthrough, choose_actions(playthrough))


def first_difference(expected: str, actual: str, label: str) -> str:
    """Where ``actual`` first departs from ``expected``, and a unified diff (cut short)."""
    old, new = expected.splitlines(), actual.splitlines()
    line = next(
        (n for n, (a, b) in enumerate(zip(old, new, strict=False), start=1) if a != b),
        min(len(old), len(new)) + 1,
    )
    diff = list(
        difflib.unified_diff(old, new, f"{label} (golden)", f"{label} (now)", n=2, lineterm="")
    )
    shown = "\n".join(diff[:DIFF_LINES])
    more = f"\n... ({len(diff) - DIFF_LINES} more diff lines)" if len(diff) > DIFF_LINES else ""
    return f"first difference at line {line}:\n{shown}{more}"


def check(playthrough: Playthrough) -> str | None:
    """``None`` where the golden file is what the engines give now for its actions, else
    what is wrong: the file, the first differing line, a diff and how to regenerate."""
    path = playthrough.path
    regenerate = (
        f"If the change is intended, regenerate (from the repository root) with\n"
        f"    {UPDATE_COMMAND}\nand review the files' diff before committing them."
    )
    if not path.is_file():
        return f"{path}: missing. {regenerate}"
    golden = path.read_text(encoding="utf-8")
    try:
        again = render(playthrough, recorded_actions(golden))
    except (RoadgamesError, ValueError) as exc:
        return f"{path}: its actions no longer replay: {exc}\n{regenerate}"
    if again == golden:
        return None
    return (
        f"{path} is not what the engines give now for its actions; "
        f"{first_difference(golden, again, path.name)}\n{regenerate}"
    )


# ----------------------------------------------------------------------------- CLI


def main(argv: Sequence[str] | None = None) -> int:
    """Check the golden files (default) or rewrite them (``--update``)."""
    parser = argparse.ArgumentParser(
        prog="python -m tests.conformance.golden_playthrough",
        description="Compare the golden playthrough files with what the engines give now "
        "(or rewrite them: --update).",
    )
    parser.add_argument(
        "names", nargs="*", help=f"playthroughs (default all: {', '.join(names())})"
    )
    parser.add_argument("--update", action="store_true", help="play afresh and rewrite the files")
    args = parser.parse_args(argv)
    chosen = [by_name(n) for n in args.names] if args.names else list(PLAYTHROUGHS)
    status = 0
    for playthrough in chosen:
        path = playthrough.path
        if args.update:
            GOLDEN_DIR.mkdir(exist_ok=True)
            text = generate(playthrough)
            old = path.read_text(encoding="utf-8") if path.is_file() else None
            path.write_text(text, encoding="utf-8")
            word = "unchanged" if old == text else ("written" if old is None else "rewritten")
            print(f"{path.name}: {word} ({len(recorded_actions(text))} actions, {len(text)} bytes)")
            continue
        problem = check(playthrough)
        print(problem or f"{path.name}: ok")
        if problem is not None:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
