"""The ``move_exact`` option: a MOVE n, once its first step is taken, is used for all n steps
(the seed's "du nombre de cases indiqué" read strictly), unless no step is legal any more.

Where the option refuses an action, the same position with the option off allows it (a
test of its own, or the other half of the test): the option refuses it, not the board.
"""

from __future__ import annotations

import random

import pytest
from rs_helpers import EMPTY_ROW, legal_texts, position
from rs_helpers import TURN_HANDS as HANDS
from rs_helpers import TURN_ROWS as ROWS

from play_helpers import play
from roadgames.agents import get_agent
from roadgames.agents.rushshift import SearchAgent, plan_card, plan_turn
from roadgames.cli import main
from roadgames.core.errors import IllegalActionError, RecordError, RulesError
from roadgames.core.records import record_of
from roadgames.rushshift import GAME, Card, RushShiftState, make_rules, new_game, rules_text
from roadgames.rushshift.actions import END, Kind
from roadgames.rushshift.rules import Rules, rules_from_dict
from roadgames.rushshift.stacking import stacked_deck
from roadgames.rushshift.text import WRITTEN_IN


def near_exit(steps: int) -> tuple[str, ...]:
    """Gold on the right section, ``steps`` single steps right from wholly out (2 to 5)."""
    right = "." * (5 - steps) + "GG" + "." * (steps - 2)
    return (EMPTY_ROW, f"..... .... {right}", EMPTY_ROW, EMPTY_ROW, "SS... .... .....", EMPTY_ROW)


#: No vehicle gold may move can step: gold is against the left end and car A, and column 2
#: is full of cars (the left section may still shift).
JAMMED = (
    "GGA.. .... .....",
    "..A.. .... .....",
    "..B.. .... .....",
    "..B.. .... ...SS",
    "..C.. .... .....",
    "..C.. .... .....",
)


def _exact(rows: tuple[str, ...] = ROWS, on: bool = True) -> RushShiftState:
    return position(rows, HANDS, move_exact=on)


def _shifts(state: RushShiftState) -> set[str]:
    return {text for text in legal_texts(state) if text.startswith("shift")}


def _refused(state: RushShiftState, action: str) -> None:
    """``action`` is not legal and ``apply`` refuses it, leaving the state as it was."""
    before = (state.board.key(), state.moves_left, state.shift_left, state.steps_used)
    assert action not in legal_texts(state)
    with pytest.raises(IllegalActionError):
        state.apply(action)
    assert (state.board.key(), state.moves_left, state.shift_left, state.steps_used) == before
    assert state.to_move == 0 and state.phase_name == "act"


# ------------------------------------------------------------------ the option


def test_the_option_is_off_by_default_and_set_by_true_false_or_the_switch_words() -> None:
    assert make_rules().move_exact is False
    assert make_rules(move_exact=True).move_exact is True
    for word, value in (("on", True), ("OFF", False), (" True ", True), ("false", False)):
        assert make_rules(move_exact=word).move_exact is value


@pytest.mark.parametrize("value", ["maybe", 1, 0, None, "yes please"])
def test_a_value_other_than_a_switch_is_refused_naming_the_option(value: object) -> None:
    with pytest.raises(RulesError, match="option 'move_exact' must be on or off"):
        make_rules(move_exact=value)
    with pytest.raises(RulesError, match="move_exact"):
        rules_from_dict({**Rules().to_dict(), "move_exact": value})


def test_records_store_the_option_and_a_record_from_before_it_loads_with_it_off() -> None:
    on = make_rules(move_exact=True)
    assert on.to_dict()["move_exact"] is True and make_rules().to_dict()["move_exact"] is False
    assert rules_from_dict(on.to_dict()) == on
    old = {key: value for key, value in make_rules().to_dict().items() if key != "move_exact"}
    assert rules_from_dict(old).move_exact is False
    # a record written before the option: one step of a MOVE2 then end, legal only when off
    actions = ["play MOVE2", "move G right", "end"]
    deck = [card.code for card in stacked_deck(make_rules(), HANDS)]
    replayed = record_of("rushshift", old, actions, decks=[deck]).replay()
    assert isinstance(replayed, RushShiftState) and replayed.to_move == 1
    with pytest.raises(RecordError, match="action 3"):
        record_of("rushshift", on.to_dict(), actions, decks=[deck]).replay()


def test_the_command_line_takes_the_switch_words_and_the_rules_command_shows_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert GAME.rules_from_options(None, 2, move_exact="on").move_exact is True
    assert main(["rules", "rushshift", "--lang", "en", "-o", "move_exact=on"]) == 0
    out = capsys.readouterr().out
    row = _table_row(out, "move_exact")
    assert "true (changed)" in row and "exactly n steps" in row  # as -o writes it
    assert "move_exact option" in " ".join(out.split())
    assert main(["rules", "rushshift", "--lang", "en", "-o", "move_exact=off"]) == 0
    row = _table_row(capsys.readouterr().out, "move_exact")
    assert "false" in row and "changed" not in row
    assert main(["rules", "rushshift", "-o", "move_exact=maybe"]) == 2
    assert "move_exact" in capsys.readouterr().err


def _table_row(out: str, name: str) -> str:
    """The cells of the options table's row ``name``, its wrapped lines joined."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"│ {name} "))
    end = start + 1
    while end < len(lines) and lines[end].startswith("│ ") and not lines[end][2:3].strip():
        end += 1
    cells = [line.split("│") for line in lines[start:end]]
    return " | ".join(
        " ".join(" ".join(part.split()) for part in col) for col in zip(*cells, strict=True)
    )


# ------------------------------------------------------------------ MOVE n


def test_a_move_begun_must_take_all_its_steps_before_the_turn_ends() -> None:
    state = _exact()
    state.apply("play MOVE2")
    assert "end" in legal_texts(state)  # no step yet: the card may still be played idle
    state.apply("move G right")
    _refused(state, "end")
    assert {"move G right", "move G left", "move A up"} <= legal_texts(state)
    state.apply("move A up")
    assert state.to_move == 1  # both steps taken: the card is spent


def test_with_the_option_off_a_move_may_stop_after_one_step() -> None:
    state = _exact(on=False)
    state.apply("play MOVE2")
    state.apply("move G right")
    assert "end" in legal_texts(state)
    state.apply("end")
    assert state.to_move == 1


def test_a_move_card_may_still_be_played_with_no_step_at_all() -> None:
    state = _exact()
    state.apply("play MOVE2")
    state.apply("end")
    assert state.to_move == 1 and state.board.col[0] == 0


def test_a_vehicle_may_step_back_so_a_move_can_end_where_it_began() -> None:
    state = _exact()
    start = state.board.key()
    state.apply("play MOVE2")
    state.apply("move G right")
    state.apply("move G left")
    assert state.to_move == 1 and state.board.key() == start


def test_a_hero_leaving_mid_move_wins_at_once() -> None:
    state = position(near_exit(3), [["MOVE3", "MOVE4", "SHIFT", "SLIDE"]], move_exact=True)
    state.apply("play MOVE4")
    for _ in range(3):
        state.apply("move G right")
    # three steps of the four: the match ended before the card was spent
    assert state.is_over and state.winners == [0] and len(state.history) == 4


def test_when_no_step_is_legal_any_more_the_turn_may_end() -> None:
    # In play a vehicle that stepped can always step back, so a move cannot get stuck once
    # begun; the jam is put in by hand, as if the step before it had been taken.
    for on in (True, False):
        state = position(JAMMED, [["MOVE2", "MS2", "SHIFT", "SLIDE"]], move_exact=on)
        state.apply("play MOVE2")
        assert legal_texts(state) == {"end"}
        state.steps_used, state.moves_left = 1, 1
        assert legal_texts(state) == {"end"}
        state.apply("end")
        assert state.to_move == 1


def test_a_jammed_move_and_shift_may_still_shift_or_end() -> None:
    state = position(JAMMED, [["MS2", "MOVE2", "SHIFT", "SLIDE"]], move_exact=True)
    state.apply("play MS2")
    shifts = _shifts(state)
    assert shifts and legal_texts(state) == shifts | {"end"}
    state.steps_used, state.moves_left = 1, 1  # as if a step had been taken (see above)
    assert legal_texts(state) == shifts | {"end"}
    state.apply(sorted(shifts)[0])
    assert state.to_move == 1


# --------------------------------------------------------------- MOVE & SHIFT n


def test_move_and_shift_steps_first_no_shift_and_no_end_until_all_are_taken() -> None:
    state = _exact()
    state.apply("play MS2")
    state.apply("move G right")
    assert not _shifts(state)
    _refused(state, "shift right down 1")
    _refused(state, "end")
    state.apply("move G right")
    assert state.to_move == 0 and "shift right down 1" in _shifts(state)
    state.apply("shift right down 1")
    assert state.to_move == 1  # the shift ends the card


def test_with_the_option_off_move_and_shift_may_shift_after_one_step() -> None:
    state = _exact(on=False)
    state.apply("play MS2")
    state.apply("move G right")
    assert "shift right down 1" in _shifts(state) and "end" in legal_texts(state)


def test_move_and_shift_all_steps_then_the_shift_may_be_left_unused() -> None:
    state = _exact()
    state.apply("play MS2")
    state.apply("move G right")
    state.apply("move G right")
    state.apply("end")
    assert state.to_move == 1 and state.board.col[0] == 2


def test_move_and_shift_shift_first_then_exactly_n_steps() -> None:
    state = _exact()
    state.apply("play MS2")
    state.apply("shift left up 1")
    assert "end" in legal_texts(state)  # the shift alone is a use of the card
    state.apply("move G right")
    _refused(state, "end")
    assert not _shifts(state)
    state.apply("move G right")
    assert state.to_move == 1


def test_move_and_shift_the_shift_alone_or_nothing() -> None:
    state = _exact()
    state.apply("play MS2")
    state.apply("shift left up 1")
    state.apply("end")
    assert state.to_move == 1 and state.board.offsets[0] == -1
    state = _exact()
    state.apply("play MS2")
    state.apply("end")
    assert state.to_move == 1


def test_a_hero_leaving_before_the_shift_wins_at_once() -> None:
    hands = [["MS3", "MOVE4", "SHIFT", "SLIDE"]]
    state = position(near_exit(2), hands, move_exact=True)
    state.apply("play MS3")
    for _ in range(2):
        state.apply("move G right")
    # two steps of the three and no shift: the match ended before the card was spent
    assert state.is_over and state.winners == [0] and len(state.history) == 3


# --------------------------------------------------------------- unaffected


@pytest.mark.parametrize("card", ["SLIDE", "SHIFT"])
def test_slide_and_shift_cards_are_the_same_with_the_option(card: str) -> None:
    exact, loose = _exact(), _exact(on=False)
    for state in (exact, loose):
        state.apply(f"play {card}")
    assert legal_texts(exact) == legal_texts(loose) and "end" in legal_texts(exact)
    first = next(a for a in exact.legal_actions() if a.kind != Kind.END)
    exact.apply(first)
    assert exact.to_move == 1


# --------------------------------------------------------------- rules text


#: How each language says "exactly" (the option on) and "up to" (off) in the MOVE n rule.
EXACTLY = {"en": "exactly n", "fr": "exactement n", "de": "genau n", "it": "esattamente n"}
EXACTLY["fi"] = "täsmälleen n"
UP_TO = {"en": "up to n", "fr": "jusqu'à n", "de": "bis zu n", "it": "fino a n"}
UP_TO["fi"] = "enintään n"
EXACTLY["tl"] = "eksaktong n"
UP_TO["tl"] = "hanggang n"


@pytest.mark.parametrize("lang", WRITTEN_IN)
def test_the_rules_text_says_which_reading_is_in_force_and_names_the_option(lang: str) -> None:
    loose = " ".join(rules_text(make_rules(), lang).split())
    exact = " ".join(rules_text(make_rules(move_exact=True), lang).split())
    assert UP_TO[lang] in loose and EXACTLY[lang] not in loose and "move_exact" not in loose
    assert EXACTLY[lang] in exact and UP_TO[lang] not in exact and "move_exact" in exact
    choices = exact.index(EXACTLY[lang])
    assert exact.index("move_exact") > choices  # among this project's choices
    for width in (0, 40):
        text = rules_text(make_rules(move_exact=True), lang, width)
        assert max(map(len, text.splitlines())) <= (width or 92)


# --------------------------------------------------------------- computer players


def test_the_planner_plans_all_the_steps_or_none_under_the_option() -> None:
    state = _exact()
    board = state.board
    for card in (Card.MOVE2, Card.MS2):
        exact = plan_card(board, 0, card, keep=1000, exact=True)
        loose = plan_card(board, 0, card, keep=1000)
        for plans, allowed in ((exact, {0, 2}), (loose, {0, 1, 2})):
            counts = {sum(a.kind == Kind.MOVE for a in plan.actions) for plan in plans}
            assert counts == allowed, (card, counts)


def test_the_planner_mid_move_never_ends_or_shifts_early() -> None:
    state = _exact()
    state.apply("play MS2")
    state.apply("move G right")
    plans = plan_turn(state.board, 0, 1, True, False, steps_used=1, keep=1000, exact=True)
    assert plans
    for plan in plans:
        assert plan.actions[0].kind == Kind.MOVE, plan.actions


def test_the_planner_stops_or_shifts_a_jammed_move() -> None:
    state = position(JAMMED, [["MS2", "MOVE2", "SHIFT", "SLIDE"]], move_exact=True)
    board = state.board
    plans = plan_turn(board, 0, 1, True, False, steps_used=1, keep=1000, exact=True)
    firsts = {str(plan.actions[0]) for plan in plans}
    assert "end" in firsts and any(first.startswith("shift") for first in firsts)


def test_greedy_takes_the_last_step_where_it_would_rather_stop() -> None:
    # after gold's step it stands against car A, which stays in its row whichever way it
    # steps: no step is better than stopping, so greedy stops unless it may not
    rows = (
        EMPTY_ROW,
        "..GG. AA.. .....",
        EMPTY_ROW,
        EMPTY_ROW,
        "..... .... ...SS",
        EMPTY_ROW,
    )
    decisions = {}
    for on in (False, True):
        state = position(rows, [["MOVE2", "MOVE1", "SHIFT", "SLIDE"]], move_exact=on)
        state.apply("play MOVE2")
        state.apply("move G right")
        agent = get_agent("rushshift", "greedy", 1)
        decisions[on] = agent.decide(state.view(0), state.legal_actions()).action
        assert decisions[on] in state.legal_actions()
    assert decisions[False] == END  # off: it stops where it is best
    assert decisions[True].kind == Kind.MOVE


@pytest.mark.parametrize("name", ["random", "greedy", "search"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_player_plays_only_legal_actions_and_games_end(name: str, seed: int) -> None:
    rules = make_rules(setup="random", turn_limit=12, move_exact=True)
    state = new_game(rules, seed=seed)
    agents = [
        SearchAgent(seed + s, samples=3, candidates=2)
        if name == "search"
        else get_agent("rushshift", name, seed + s)
        for s in (0, 1)
    ]
    taken = play(state, agents, limit=2000)  # asserts each decision is legal
    assert state.is_over
    moves = sum(a.kind == Kind.MOVE for a in taken)
    assert moves > 0


@pytest.mark.parametrize("exact", [False, True])
def test_every_plan_the_planner_makes_is_legal_step_by_step(exact: bool) -> None:
    # the planner grows its plans from the engine's act-phase rules (turn.py) on boards of
    # its own: every plan it returns, in random positions, must apply action by action as
    # the engine allows, and end the turn (END, the card used up, or a win), under either
    # reading of MOVE n
    positions = 0
    for seed in range(8):
        rules = make_rules(setup="random", turn_limit=40, move_exact=exact)
        state = new_game(rules, seed=seed)
        chooser = random.Random(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            if state.phase_name == "act":
                view = state.view(seat)
                plans = plan_turn(
                    state.board.copy(), seat, view.moves_left, view.shift_left,
                    view.slide_left, view.steps_used, width=3, keep=8, exact=exact,
                )  # fmt: skip
                for plan in plans:
                    trial = state.clone()
                    for action in plan.actions:
                        assert action in trial.legal_actions(), (seed, plan.actions, action)
                        trial.apply(action)
                    assert trial.is_over or trial.to_move != seat or trial.phase_name == "card"
                positions += 1
            state.apply(chooser.choice(state.legal_actions()))
    assert positions > 200
