"""Session 32 mutation sweep of the terminal sessions' shared logic (session_base, seats):
a person's moves, the computer's moves dropped when stale, results not yet shown, and
saving and resuming, on the session objects themselves (no app)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from roadgames.core.errors import IllegalActionError, RecordError, RoadgamesError
from roadgames.millebornes import make_rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.rushshift import make_rules as rush_rules
from roadgames.tui.i18n import Translator
from roadgames.tui.rushshift.session import RushSession
from roadgames.tui.seats import check_players, localised_names, relocalised_names
from roadgames.tui.session import (
    DEFAULT_LEVELS,
    PERSON,
    GameSession,
    computer_levels,
    former_default_names,
)
from roadgames.tui.session_base import MOVES_MADE_AGAIN, RESULTS_SEEN, results_shown

FR = Translator("fr")


def computers_move(session: GameSession, until: int) -> None:
    """Let the computer players act until the history holds ``until`` actions or a person
    is to act."""
    while len(session.state.history) < until:
        turn = session.computer_turn()
        if turn is None:
            return
        seat, view = turn
        decision = session.decide(seat, view)
        assert session.apply_computer(seat, decision.action, len(session.state.history))


def computers_to_hand_end() -> GameSession:
    """A two-computer Mille Bornes game played until its first hand has ended."""
    session = GameSession.new(make_rules("classic", 2), ["random", "random"], seed=5)
    while not session.state.results:
        computers_move(session, len(session.state.history) + 1)
    assert not session.state.is_over
    return session


# ------------------------------------------------------------------ moves


def test_a_computer_decision_made_before_the_game_moved_on_is_dropped() -> None:
    session = GameSession.new(make_rules("classic", 2), ["random", "random"], seed=4)
    turn = session.computer_turn()
    assert turn is not None
    seat, view = turn
    length = len(session.state.history)
    decision = session.decide(seat, view)
    # the same decision, claimed for a history one action longer or shorter: stale
    assert not session.apply_computer(seat, decision.action, length + 1)
    assert not session.apply_computer(seat, decision.action, length - 1)
    assert len(session.state.history) == length
    assert session.apply_computer(seat, decision.action, length)
    assert len(session.state.history) == length + 1


def test_a_computer_decision_for_a_seat_not_to_move_is_dropped() -> None:
    session = GameSession.new(make_rules("classic", 2), ["random", "random"], seed=4)
    turn = session.computer_turn()
    assert turn is not None
    seat, view = turn
    decision = session.decide(seat, view)
    other = 1 - seat
    assert not session.apply_computer(other, decision.action, len(session.state.history))
    assert session.state.history == []


def test_the_computer_turn_is_none_while_a_person_acts_and_a_seat_with_its_view_else() -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3)
    assert session.to_move == 0
    assert session.computer_turn() is None
    view = session.view(0)
    session.apply(0, view.legal_actions[0])
    computers_move(session, len(session.state.history) + 50)
    # the computer played on until the person's turn came back
    assert session.to_move == 0
    assert session.computer_turn() is None
    assert len(session.state.history) > 1


def test_a_persons_move_marks_the_session_as_moved_and_a_refused_one_changes_nothing() -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3)
    assert not session.people_moved
    with pytest.raises(IllegalActionError):
        session.apply(1, session.view(0).legal_actions[0])
    assert session.state.history == []
    session.apply(0, session.view(0).legal_actions[0])
    assert session.people_moved
    assert len(session.state.history) == 1


def test_the_hint_is_none_off_turn_and_one_legal_action_on_turn() -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3)
    assert GameSession.hint(session.view(1)) is None
    view = session.view(0)
    hint = GameSession.hint(view)
    assert hint is not None
    assert hint.action in view.legal_actions


# ---------------------------------------------------------------- results


def test_new_results_gives_each_ended_hand_once() -> None:
    session = computers_to_hand_end()
    assert session.new_results() == list(session.state.results)
    assert session.results_seen == 1
    assert session.new_results() == []


@pytest.mark.parametrize(
    ("saved", "shown"),
    [(0, 0), (1, 1), (2, 1), (-1, 1), (True, 1), (False, 1), ("0", 1)],
)
def test_a_resumed_game_shows_again_only_the_results_its_save_had_not_shown(
    saved: object, shown: int
) -> None:
    session = computers_to_hand_end()
    record = session.record()
    record.meta[RESULTS_SEEN] = saved
    # a count outside 0 … results, or not a number, is as if the save did not say: all shown
    assert results_shown(record, session.state) == shown
    assert GameSession.from_record(record).results_seen == shown


def test_the_record_keeps_how_many_results_the_table_had_shown() -> None:
    session = computers_to_hand_end()
    assert session.record().meta[RESULTS_SEEN] == 0
    session.new_results()
    assert session.record().meta[RESULTS_SEEN] == 1
    assert GameSession.from_record(session.record()).new_results() == []


# ------------------------------------------------------------------ names


def test_seat_names_take_given_names_and_default_the_blank_and_missing_ones() -> None:
    kinds = [PERSON, "random", "random"]
    assert GameSession.seat_names(None, kinds) == ["You", "Random 2", "Random 3"]
    assert GameSession.seat_names(["  Ann ", "   "], kinds) == ["Ann", "Random 2", "Random 3"]
    # names beyond the seats are dropped
    assert GameSession.seat_names(["A", "B", "C", "D"], kinds) == ["A", "B", "C"]


def test_localised_names_number_people_when_several_share_the_screen() -> None:
    tr = Translator("en")
    assert localised_names([], [PERSON, PERSON], tr) == ["Seat 1", "Seat 2"]
    assert localised_names(["", " Bo "], [PERSON, "random"], tr) == ["You", "Bo"]
    assert localised_names(["A", "B", "C"], [PERSON, "random"], tr) == ["A", "B"]


# ------------------------------------------------------------------ seats


def test_check_players_refuses_a_wrong_count_and_an_unknown_kind() -> None:
    with pytest.raises(RecordError, match="3 players named for 2 seats"):
        check_players("millebornes", [PERSON, "random", "random"], 2)
    with pytest.raises(RecordError, match=r"unknown player 'nobody'.*random"):
        check_players("millebornes", [PERSON, "nobody"], 2)
    assert check_players("millebornes", (PERSON, "random"), 2) == [PERSON, "random"]


def test_check_players_refuses_a_player_of_ones_own_that_cannot_be_loaded(
    tmp_path: Path,
) -> None:
    with pytest.raises(RoadgamesError, match="no file"):
        check_players("millebornes", [PERSON, f"{tmp_path / 'missing.py'}:Bot"], 2)


def test_people_and_hotseat_follow_the_seat_kinds() -> None:
    alone = GameSession.new(make_rules("classic", 3), ["random", PERSON, "random"], seed=1)
    assert alone.people == [1]
    assert not alone.hotseat
    assert alone.is_person(1)
    assert not alone.is_person(0)
    assert not alone.is_person(None)
    shared = GameSession.new(make_rules("classic", 3), [PERSON, "random", PERSON], seed=1)
    assert shared.people == [0, 2]
    assert shared.hotseat
    # computer players only at the seats that are not people's
    assert sorted(shared.agents) == [1]


# ---------------------------------------------------------------- records


def test_a_record_of_another_game_is_refused_naming_both_games() -> None:
    record = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3).record()
    with pytest.raises(RecordError, match=r"millebornes.*rushshift"):
        RushSession.from_record(record)


def test_a_record_without_seats_seats_a_person_and_the_default_computers() -> None:
    record = GameSession.new(make_rules("classic", 3), ["random"] * 3, seed=3).record()
    record.players = None
    record.meta = {}
    resumed = GameSession.from_record(record)
    # the first computer level preferred for a new game, which Mille Bornes has
    assert DEFAULT_LEVELS[0] in computer_levels()
    assert resumed.players == [PERSON, DEFAULT_LEVELS[0], DEFAULT_LEVELS[0]]
    assert resumed.names[0] == "You"


def test_saved_names_are_kept_only_when_there_is_one_per_seat() -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], ["Ann", "Bo"], 3)
    record = session.record()
    assert GameSession.from_record(record).names == ["Ann", "Bo"]
    record.meta["names"] = ["Ann"]
    assert GameSession.from_record(record).names == ["You", "Random 2"]
    record.meta["names"] = ["Ann", 2]
    assert GameSession.from_record(record).names == ["You", "Random 2"]


def test_a_game_not_begun_kept_without_its_deal_is_dealt_on_resuming() -> None:
    record = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3).record()
    record = replace(record, seed=None)
    resumed = GameSession.from_record(record)
    assert isinstance(resumed.seed, int)
    # the deal is kept: saved and resumed again, the same hands
    again = GameSession.from_record(resumed.record())
    assert again.view(0).hand == resumed.view(0).hand


def test_a_long_game_resumed_is_the_same_game_and_not_a_move_of_a_person() -> None:
    session = GameSession.new(make_rules("classic", 2), ["random", "random"], seed=5)
    computers_move(session, MOVES_MADE_AGAIN + 20)
    record = session.record()
    resumed = GameSession.from_record(record)
    assert resumed.state.history == session.state.history
    assert resumed.to_move == session.to_move
    assert resumed.record() == record
    assert not resumed.people_moved
    assert resumed.resumed_from == record


def test_a_short_game_resumed_is_the_same_game() -> None:
    session = GameSession.new(make_rules("classic", 2), ["random", "random"], seed=5)
    computers_move(session, 5)
    resumed = GameSession.from_record(session.record())
    assert resumed.state.history == session.state.history
    assert resumed.view(0).hand == session.view(0).hand


def test_a_resumed_game_knows_its_own_save_and_no_other_file(tmp_path: Path) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3)
    path = session.save(tmp_path / "game.json")
    assert not session.holds_own_save(path)  # a new game holds no save of its own
    resumed = GameSession.load(path)
    assert resumed.holds_own_save(path)
    other = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=4)
    other_path = other.save(tmp_path / "other.json")
    assert not resumed.holds_own_save(other_path)
    assert not resumed.holds_own_save(tmp_path / "missing.json")


def test_saving_makes_the_folders_and_writes_through_a_link(tmp_path: Path) -> None:
    session = GameSession.new(make_rules("classic", 2), [PERSON, "random"], seed=3)
    target = session.save(tmp_path / "a" / "b" / "game.json")
    assert target == (tmp_path / "a" / "b" / "game.json").resolve()
    assert GameSession.load(target).record() == session.record()
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert session.save(link) == target
    assert link.is_symlink()


def test_a_rush_match_resumed_plays_on_as_the_unbroken_one() -> None:
    session = RushSession.new(rush_rules(), ["random", "random"], seed=2)
    for _ in range(6):
        turn = session.computer_turn()
        assert turn is not None
        seat, view = turn
        action = session.decide(seat, view).action
        assert session.apply_computer(seat, action, len(session.state.history))
    resumed = RushSession.from_record(session.record())
    turn, resumed_turn = session.computer_turn(), resumed.computer_turn()
    assert turn is not None and resumed_turn is not None
    assert turn[0] == resumed_turn[0]
    assert session.decide(*turn).action == resumed.decide(*resumed_turn).action


def test_the_card_a_person_drew_after_the_first_move_is_still_marked_on_resuming() -> None:
    session = GameSession.new(make_rules("classic", 2), ["random", PERSON], seed=3)
    computers_move(session, 1)
    assert session.to_move == 1
    drawn = session.drawn(1)
    assert sum(drawn.values()) == 1
    # the computer's first move is made again through the session, so the draw is seen
    assert GameSession.from_record(session.record()).drawn(1) == drawn


def test_a_game_dealt_from_stacked_decks_keeps_them_when_resumed_and_saved_again() -> None:
    rules = make_rules("classic", 2)
    deck = [card.name for card in stacked_deck(rules, hands=[["D25"] * 6])]
    session = GameSession.new(rules, [PERSON, "random"], seed=3, decks=[deck])
    resumed = GameSession.from_record(session.record())
    assert resumed.record().decks == [deck]
    assert resumed.view(0).hand == session.view(0).hand


def test_a_new_game_keeps_the_seed_given_and_draws_one_when_none_is() -> None:
    rules = make_rules("classic", 2)
    seeded = GameSession.new(rules, [PERSON, "random"], seed=123456789)
    assert seeded.record().seed == 123456789
    assert GameSession.new(rules, [PERSON, "random"], seed=123456789).view(0).hand == (
        seeded.view(0).hand
    )
    drawn = GameSession.new(rules, [PERSON, "random"])
    assert isinstance(drawn.record().seed, int)
    # the seed deals the hands and is never shown
    assert "123456789" not in repr(seeded)


def relocalised(names: list[str], kinds: list[str], lang: str) -> list[str]:
    """A resumed Mille Bornes game's names, as ``roadgames play`` gives them in ``lang``."""
    return relocalised_names(
        names, kinds, Translator(lang), former_default_names, computer_levels()
    )


def test_default_names_of_a_resumed_game_follow_the_language_and_chosen_ones_stay() -> None:
    kinds = [PERSON, "random"]
    assert relocalised(["You", "Random 2"], kinds, "fr") == localised_names([], kinds, FR)
    assert relocalised(["You", "Random 2"], kinds, "fr")[0] == "Vous"
    assert relocalised(["Vous", "Ann"], [PERSON, "easy"], "en") == ["You", "Ann"]


def test_default_names_of_a_resumed_game_follow_the_seats_kinds_now() -> None:
    everyone = [PERSON, PERSON]
    # a seat edited from a computer to a person, a lone person joined by another
    assert relocalised(["You", "Random 2"], everyone, "en") == ["Seat 1", "Seat 2"]
    # an older roadgames' default, at its own seat only
    assert relocalised(["You", "CPU 2 (medium)"], [PERSON, "easy"], "en") == ["You", "Easy 2"]
    assert relocalised(["CPU 2 (medium)", "You"], ["easy", PERSON], "en") == [
        "CPU 2 (medium)",
        "You",
    ]
    # people numbered by seat when several, a computer now where a person sat
    assert relocalised(["Seat 1", "Seat 2"], [PERSON, "random"], "en") == ["You", "Random 2"]


def test_a_record_whose_game_was_edited_to_another_is_refused_as_damaged() -> None:
    record = RushSession.new(rush_rules(), [PERSON, "random"], seed=3).record()
    with pytest.raises(RecordError, match=r"damaged.*Rush Hour Shift"):
        GameSession.from_record(replace(record, game="millebornes"))


def test_neither_the_seed_nor_the_stacked_decks_show_in_a_sessions_text() -> None:
    rules = make_rules("classic", 2)
    deck = [card.name for card in stacked_deck(rules, hands=[["D25"] * 6])]
    session = GameSession.new(rules, [PERSON, "random"], seed=123456789, decks=[deck])
    resumed = GameSession.from_record(session.record())
    for text in (repr(session), repr(resumed)):
        # the cards to come, in order, and what deals them
        assert "123456789" not in text
        assert all(code not in text for code in set(deck))
