"""Views keep the other hand and the draw order secret; records replay exactly."""

from __future__ import annotations

import json
import random
from pathlib import Path

from roadgames.core.records import GameRecord, record_of
from roadgames.rushshift import GAME, Card, RushShiftState, make_rules, new_game, rules_text
from roadgames.rushshift.cards import CARD_SHIFTS, CARD_STEPS
from roadgames.rushshift.state import TURN_BOARDS_KEPT
from roadgames.rushshift.worlds import sample_world, unseen_cards


def _played(seed: int, steps: int) -> tuple[RushShiftState, list[str]]:
    rules = make_rules(setup="random")
    state = new_game(rules, seed=seed)
    rng = random.Random(seed)
    actions = []
    for _ in range(steps):
        if state.is_over:
            break
        action = rng.choice(state.legal_actions())
        actions.append(str(action))
        state.apply(action)
    return state, actions


def test_a_view_holds_its_own_hand_and_only_sizes_of_the_rest() -> None:
    state = new_game(make_rules(), seed=11)
    state.apply("play " + state.hand_cards(0)[0].code)
    for seat in (0, 1):
        view = state.view(seat)
        data = view.to_dict()
        assert view.seat == seat and data["seat"] == seat
        assert [Card[c] for c in data["hand"]] == state.hand_cards(seat)
        assert data["draw_pile_size"] == len(state.draw_pile)
        assert "draw_pile" not in data and "hands" not in data
        text = json.dumps(data)
        other = 1 - seat
        # the other hand is nowhere: changing it leaves this seat's view unchanged
        saved = state.hands[other].copy()
        state.hands[other] = [0] * len(saved)
        state.hands[other][Card.MS3] = sum(saved)
        assert json.dumps(state.view(seat).to_dict()) == text
        state.hands[other] = saved
    assert state.view(1).legal_actions == () and state.view(0).legal_actions


def test_the_wire_form_says_what_is_left_of_the_card_in_play() -> None:
    """After a single-square move of a card with a shift, ``to_dict`` carries the steps
    used (a shift after a move ends the card's moves) beside the moves left."""
    state = new_game(make_rules(), seed=11)
    card = next(c for c in state.hand_cards(0) if CARD_SHIFTS[c] and CARD_STEPS[c])
    state.apply(f"play {card.code}")
    assert state.view(0).to_dict()["steps_used"] == 0
    move = next(a for a in state.legal_actions() if str(a).startswith("move"))
    state.apply(move)
    for seat in (0, 1):
        data = state.view(seat).to_dict()
        assert data["steps_used"] == 1 and data["moves_left"] == CARD_STEPS[card] - 1


def test_the_draw_order_is_not_in_the_view_or_the_log() -> None:
    state, _ = _played(4, 60)
    before = json.dumps(state.view(0).to_dict())
    state.draw_pile.reverse()
    assert json.dumps(state.view(0).to_dict()) == before
    assert all("draw" not in text or "draw pile" in text for _, text in state.log)


def test_sampled_worlds_agree_with_the_view() -> None:
    state, _ = _played(9, 45)
    view = state.view(state.to_move or 0)
    unseen = unseen_cards(view)
    assert len(unseen) == view.hand_sizes[1 - view.seat] + view.draw_pile_size
    world = sample_world(view, random.Random(1))
    assert world.view(view.seat).to_dict() | {"log": []} == view.to_dict() | {"log": []}
    assert sorted(world.hand_cards(1 - view.seat) + [Card(c) for c in world.draw_pile]) == unseen


def test_records_save_load_and_replay_to_the_same_state(tmp_path: Path) -> None:
    state, actions = _played(21, 400)
    record = record_of("rushshift", GAME.rules_to_dict(state.rules), actions, seed=21)
    path = tmp_path / "game.json"
    record.save(path)
    replayed = GameRecord.load(path).replay()
    assert isinstance(replayed, RushShiftState)
    assert replayed.view(0).to_dict() == state.view(0).to_dict()
    assert replayed.draw_pile == state.draw_pile and replayed.hands == state.hands


def test_records_with_stacked_decks_replay() -> None:
    rules = make_rules()
    deck = ["SLIDE"] * 4 + ["SHIFT"] * 4 + ["MOVE1"] * 3 + ["MOVE2"] * 5 + ["MOVE3"] * 5
    deck += ["MOVE4"] * 3 + ["SLIDE"] + ["SHIFT"] * 2 + ["MS2"] * 3 + ["MS3"] * 2
    state = GAME.new_state(rules, decks=[deck])
    assert state.hand_cards(0) == [Card.SLIDE] * 4
    record = record_of("rushshift", rules.to_dict(), ["play SLIDE", "end"], decks=[deck])
    replayed = record.replay()
    assert isinstance(replayed, RushShiftState)
    assert replayed.to_move == 1 and replayed.hand_cards(0) == [Card.MOVE1] + [Card.SLIDE] * 3


def test_rules_round_trip_and_text_separates_published_from_chosen() -> None:
    rules = GAME.rules_from_options(None, 2, deck={"MOVE1": 10, "SLIDE": 10}, games=3)
    assert GAME.rules_from_dict(GAME.rules_to_dict(rules)) == rules
    text = rules_text(rules)
    published = text.index("Published rules")
    chosen = text.index("This project's choices")
    assert published < chosen
    assert "MOVE 1 ×10, SLIDE ×10" in text[chosen:]
    assert "youngest" in text[published:chosen]


def test_the_rules_text_fills_in_the_options_in_english_and_french() -> None:
    rules = make_rules(setup="random", deck={"MOVE1": 10, "SHIFT": 10}, turn_limit=0)
    rules = GAME.rules_from_dict({**rules.to_dict(), "first_player": 1, "games": 2})
    english, french = rules_text(rules), rules_text(rules, "fr")
    assert english.index("Published rules") < english.index("This project's choices")
    assert french.index("Règles publiées") < french.index("Choix de ce projet")
    assert "set-up random, 2 games" in english and "mise en place aléatoire, 2 parties" in french
    assert "MOVE 1 ×10, SHIFT ×10" in english
    assert "DÉPLACEMENT 1 ×10, DÉCALAGE DE LA GRILLE ×10" in french  # the French booklet's
    assert "No turn limit" in english and "Pas de limite de tours" in french
    assert "seat 1 (silver)" in english and "la place 1 (argent)" in french
    assert "bars a hero's way for good" in english and "barre pour de bon" in french


def test_the_rules_text_wraps_the_filled_in_deck_between_cards() -> None:
    """The standard deck's make-up made a line of 150 characters."""
    for lang, deck in (
        ("en", "MOVE & SHIFT 2 ×3, MOVE & SHIFT 3 ×2"),
        ("fr", "DÉPLACEMENT ET DÉCALAGE 2 ×3, DÉPLACEMENT ET DÉCALAGE 3 ×2"),
    ):
        text = rules_text(make_rules(), lang)
        assert max(map(len, text.splitlines())) <= 92
        flat = " ".join(line.strip() for line in text.splitlines())
        assert deck in flat
        for line in text.splitlines():  # a count never starts a line: it stays by its card
            assert not line.lstrip().startswith(("×", "& SHIFT", "SHIFT 2", "1 ×", "2 ×")), line


def test_the_boards_each_turn_started_on_are_kept_per_game_in_views_clones_and_worlds() -> None:
    """``turn_boards`` (public: every move is seen): one board per turn of the current game,
    the board on display last; a new game starts the list again; a clone's list is its
    own; a sampled world keeps the view's."""
    state = new_game(make_rules(games=2, turn_limit=4), seed=3)
    rng = random.Random(3)
    seen_turns = []
    while state.game_number == 0:
        view = state.view(state.actor)
        assert len(view.turn_boards) == view.turn + 1
        assert view.turn_boards[-1] == view.board.key() or view.phase == "act"
        seen_turns.append(view.turn)
        copy = state.clone()
        copy.apply(rng.choice(copy.legal_actions()))
        assert state.turn_boards == list(view.turn_boards)  # the clone's moves stay its own
        world = sample_world(view, random.Random(1))
        assert world.turn_boards == list(view.turn_boards)
        state.apply(rng.choice(state.legal_actions()))
    assert max(seen_turns) == 3  # the game ran to its limit of four turns
    assert state.view(state.actor).turn_boards == (state.board.key(),)  # the second game


def test_a_game_without_a_turn_limit_keeps_only_the_latest_turn_boards() -> None:
    """Every turn plays a card and ends at once: 100 turns, and the state keeps the boards
    of the last :data:`TURN_BOARDS_KEPT` turns only, this one's last."""
    state = new_game(make_rules(turn_limit=0), seed=5)
    for _ in range(100):
        state.apply("play " + state.hand_cards(state.actor)[0].code)
        state.apply("end")
    view = state.view(state.actor)
    assert view.turn == 100 and len(view.turn_boards) == TURN_BOARDS_KEPT
    assert view.turn_boards[-1] == view.board.key()
