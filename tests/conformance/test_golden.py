"""Golden playthroughs (:mod:`golden_playthrough`): each file under ``golden/`` is exactly
what the engines give now for the actions it records, and is not vacuous.

The comparison is the golden part: it has no independent reason, it catches change. The
other tests check each file against a fresh replay of its own header and actions, read
from the file and not from the declarations: each recorded action was legal where it was
taken, the legal lists and whose turn are the engine's, the game ends at the last action,
and no seat's part of a step shows another seat's hand (checked against the true hands of
the state). They also check that the comparison itself catches an edited file.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from golden_playthrough import (
    ACTION_PREFIX,
    GOLDEN_DIR,
    PLAYTHROUGHS,
    UPDATE_COMMAND,
    Playthrough,
    by_name,
    check,
    first_difference,
    recorded_actions,
    render,
)

from roadgames.core.errors import RoadgamesError
from roadgames.core.game import GameState
from roadgames.core.registry import get_game
from roadgames.millebornes import MilleBornesState
from roadgames.rushshift import RushShiftState

#: No golden file may grow past this (they are read in review).
MAX_BYTES = 150_000

playthroughs = pytest.mark.parametrize("playthrough", PLAYTHROUGHS, ids=lambda p: p.name)


@dataclass
class Block:
    """One paragraph of a golden file: its first line, its ``key: value`` lines, and the
    field lines of each section (``all seats``, ``seat 0`` …)."""

    title: str
    fields: dict[str, str] = field(default_factory=dict)
    sections: dict[str, list[str]] = field(default_factory=dict)


def parse(text: str) -> tuple[dict[str, str], list[Block]]:
    """A golden file as its header (``key: value``) and its blocks, read line by line."""
    paragraphs = text.rstrip("\n").split("\n\n")
    header = {}
    for line in paragraphs[0].splitlines():
        if not line.startswith("#"):
            key, _, value = line.partition(": ")
            header[key] = value
    blocks = []
    for paragraph in paragraphs[1:]:
        lines = paragraph.splitlines()
        block = Block(lines[0])
        section: list[str] | None = None
        for line in lines[1:]:
            if line.startswith("    "):
                assert section is not None, f"a field line outside a section: {line!r}"
                section.append(line[4:])
            elif line.endswith(":") and line.startswith("  "):
                section = block.sections.setdefault(line.strip()[:-1], [])
            else:
                key, _, value = line.strip().partition(": ")
                block.fields[key] = value
                section = None
        blocks.append(block)
    return header, blocks


def _state_from_header(header: dict[str, str]) -> GameState:
    """The game the header describes, built from its own rules and seed."""
    spec = get_game(header["game"].split()[0])
    rules = spec.rules_from_dict(json.loads(header["rules"]))
    return spec.new_state(rules, seed=int(header["seed"]))


def _hands(state: GameState) -> list[list[str]]:
    """Every seat's true hand as card codes, in the order views give them."""
    assert isinstance(state, MilleBornesState | RushShiftState)  # the protocol has no hands
    return [[card.code for card in state.hand_cards(seat)] for seat in range(state.num_seats)]


def _golden(playthrough: Playthrough) -> str:
    return playthrough.path.read_text(encoding="utf-8")


def test_every_playthrough_has_its_file_and_no_file_is_stray() -> None:
    """The golden folder holds one file per declared playthrough, each of a readable size."""
    files = sorted(p.name for p in GOLDEN_DIR.glob("*.txt"))
    assert files == sorted(p.path.name for p in PLAYTHROUGHS), f"regenerate: {UPDATE_COMMAND}"
    for playthrough in PLAYTHROUGHS:
        assert playthrough.path.stat().st_size < MAX_BYTES, playthrough.name


@playthroughs
def test_golden_file_is_what_the_engines_give(playthrough: Playthrough) -> None:
    """Replaying the file's actions renders the file again, byte for byte."""
    problem = check(playthrough)
    if problem is not None:
        pytest.fail(problem, pytrace=False)


@playthroughs
def test_file_replays_to_the_end_with_legal_actions(playthrough: Playthrough) -> None:
    """Every step of the file against a fresh replay of its own header and actions: the
    seat to move and the legal list are the engine's, the action taken is among them, the
    step count is the header's, and the game is over after the last action with the
    outcome the file gives."""
    header, blocks = parse(_golden(playthrough))
    state = _state_from_header(header)
    assert blocks[0].title == "initial state"
    assert blocks[0].fields["to_move"] == json.dumps(state.to_move)
    steps = blocks[1:-1]
    count = int(header["actions"])
    assert count > 10, "a playthrough this short shows little"
    assert [b.title for b in steps] == [f"step {n}" for n in range(1, count + 1)]
    assert [b.fields["action"] for b in steps] == recorded_actions(_golden(playthrough))
    for block in steps:
        assert not state.is_over, f"{block.title}: the game was already over"
        (legal_key,) = [k for k in block.fields if k.startswith("legal (")]
        legal = block.fields[legal_key].split(" | ")
        assert legal_key == f"legal ({len(legal)})", block.title
        assert legal == [str(a) for a in state.legal_actions()], block.title
        assert block.fields["to_move"] == json.dumps(state.to_move), block.title
        action = block.fields["action"]
        assert action in legal, block.title
        state.apply(action)
    end = blocks[-1]
    assert end.title == f"end after {count} actions"
    assert state.is_over
    assert json.loads(end.fields["outcome"]) == state.outcome()


@playthroughs
def test_no_seat_is_shown_another_seats_hand(playthrough: Playthrough) -> None:
    """At every step, the hand a seat's lines give (followed through ``hand =`` and
    ``hand +=``) is that seat's true hand, and no other seat's hand of two cards or more
    appears in that seat's lines or in what all seats see."""
    header, blocks = parse(_golden(playthrough))
    state = _state_from_header(header)
    seats = state.num_seats
    shown: list[list[str] | None] = [None] * seats
    for block in blocks[:-1]:
        if block.title != "initial state":
            state.apply(block.fields["action"])
        hands = _hands(state)
        for seat in range(seats):
            lines = block.sections.get(f"seat {seat}", []) + block.sections.get("all seats", [])
            for line in lines:
                if line.startswith("hand = "):
                    shown[seat] = json.loads(line.removeprefix("hand = "))
                elif line.startswith("hand += "):
                    before = shown[seat]
                    assert before is not None, f"{block.title}: seat {seat}'s hand grew from none"
                    shown[seat] = before + json.loads(line.removeprefix("hand += "))
            assert shown[seat] == hands[seat], f"{block.title}: seat {seat}'s hand"
        for name, lines in block.sections.items():
            text = "\n".join(lines)
            own = hands[int(name.split()[1])] if name.startswith("seat ") else None
            for other, hand in enumerate(hands):
                if len(hand) >= 2 and hand != own:
                    assert json.dumps(hand) not in text, (
                        f"{block.title}: seat {other}'s hand is shown under {name!r}"
                    )


def test_the_coup_fourre_file_holds_a_coup_fourre() -> None:
    """The file chosen for its coup fourré has one that the engine took: the header names
    its step, and the replayed state then shows a coup fourré on a tableau."""
    playthrough = by_name("millebornes_coup_fourre")
    header, blocks = parse(_golden(playthrough))
    steps = [int(n) for n in header["coup-fourre at steps"].split(", ")]
    assert steps
    state = _state_from_header(header)
    for number, block in enumerate(blocks[1:-1], start=1):
        state.apply(block.fields["action"])
        if number in steps:
            assert block.fields["action"] == "coup-fourre"
            tableaux = state.view(0).to_dict()["tableaux"]
            assert any(t["coups_fourres"] for t in tableaux)


def test_the_rush_hour_file_is_won_before_the_turn_limit() -> None:
    """The Rush Hour Shift game ends with a winner (a hero out), not as a draw at the
    turn limit."""
    playthrough = by_name("rushshift_standard_2p")
    header, blocks = parse(_golden(playthrough))
    state = _state_from_header(header)
    for block in blocks[1:-1]:
        state.apply(block.fields["action"])
    data = state.view(0).to_dict()
    assert len(data["winners"]) == 1
    assert data["results"][0]["winner"] == data["winners"][0]
    assert data["turn"] < json.loads(header["rules"])["turn_limit"]


def test_an_edited_file_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A golden file with one view line changed fails the comparison, naming the file, the
    line and how to regenerate."""
    import golden_playthrough

    playthrough = PLAYTHROUGHS[0]
    lines = _golden(playthrough).splitlines(keepends=True)
    target = next(n for n, line in enumerate(lines) if line.startswith("    hand = "))
    lines[target] = lines[target].replace('"', "'", 2)
    monkeypatch.setattr(golden_playthrough, "GOLDEN_DIR", tmp_path)
    (tmp_path / playthrough.path.name).write_text("".join(lines), encoding="utf-8")
    problem = check(playthrough)
    assert problem is not None
    assert playthrough.path.name in problem
    assert f"first difference at line {target + 1}:" in problem
    assert UPDATE_COMMAND in problem


def test_an_action_that_no_longer_applies_is_reported() -> None:
    """Where an engine change makes a recorded action illegal, rendering refuses it."""
    playthrough = PLAYTHROUGHS[0]
    actions = recorded_actions(_golden(playthrough))
    state = playthrough.new_state()
    illegal = next(
        text
        for text in ("play 200", "play STOP > 1", "discard ACE", "extend")
        if text not in {str(a) for a in state.legal_actions()}
    )
    with pytest.raises(RoadgamesError):
        render(playthrough, [illegal, *actions[1:]])
    with pytest.raises(ValueError):
        render(playthrough, actions[:-1])


def test_first_difference_names_the_first_line() -> None:
    """The failure message points at the first line that differs, and shows a diff."""
    message = first_difference("a\nb\nc\n", "a\nB\nc\n", "x.txt")
    assert message.startswith("first difference at line 2:")
    assert "-b" in message and "+B" in message
    assert first_difference("a\n", "a\nb\n", "x.txt").startswith("first difference at line 2:")


def test_recorded_actions_are_the_action_lines() -> None:
    """The actions are read from the ``action:`` lines and nothing else."""
    text = f"step 1\n{ACTION_PREFIX}play 25\n    log += [[0, 'action: x']]\n{ACTION_PREFIX}end\n"
    assert recorded_actions(text) == ["play 25", "end"]
    assert re.fullmatch(r" +action: ", ACTION_PREFIX)
