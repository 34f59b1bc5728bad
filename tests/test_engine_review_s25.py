"""Review of session 25's engine, search, API and command changes (brief R1, session 25).

- The stall guard's count in the view (``PublicDetails.dry_reshuffles``, ``dry_since``):
  what it shows every seat is what that seat's own public log says (the reshuffle notes
  since the last card played), in and out of the quiet window after an attack; two deals
  that differ only in a hidden card, one asking a coup fourré and the other not, with a
  reshuffle in the quiet window of the one that does not, show the seat that cannot tell
  them apart the same count; and a world sampled from a view starts its guard exactly where
  the true state's is, so that a search sees the hand stall where it will.
- Rules revision 4: a record of revision 3 whose extension (or cap of turns) the engine no
  longer gives says, on replay, that its action no longer applies, naming both revisions.
"""

from __future__ import annotations

import random
from dataclasses import fields
from pathlib import Path

import pytest

from roadgames.core.errors import RecordError
from roadgames.core.records import GameRecord, record_of
from roadgames.millebornes import RULES_REVISION, MilleBornesState, make_rules, new_game
from roadgames.millebornes.determinize import sample_world
from roadgames.millebornes.rules import Rules
from roadgames.millebornes.stacking import stacked_deck
from roadgames.millebornes.state import RESHUFFLED, TURN_CAP
from roadgames.millebornes.view import MilleBornesView, PublicDetails

# ------------------------------------------------------- the stall guard in the view


def _card_played(entry: tuple[int, str]) -> bool:
    """Whether a public log entry is a card played (a distance, a remedy, a safety, an
    attack, a fast remedy, a coup fourré): what restarts the stall guard."""
    seat, text = entry
    return seat >= 0 and (text.startswith("play ") or text.startswith("coup-fourre"))


def _reshuffles_since_a_play(view: MilleBornesView) -> int:
    """The reshuffle notes in the seat's own log since the last card played in it."""
    count = 0
    for entry in reversed(view.log):
        if _card_played(entry):
            break
        count += entry == (-1, RESHUFFLED)
    return count


def _guard(public: PublicDetails) -> tuple[int, int]:
    return public.dry_reshuffles, public.dry_since


def _seen(view: MilleBornesView) -> tuple[object, ...]:
    """What a view shows: its data and every public detail (the tableaux as their data)."""
    public = {f.name: getattr(view.public, f.name) for f in fields(view.public)}
    public["tableaux"] = [t.to_dict() for t in view.tableaux]
    return view.to_dict(), public


#: Reshuffling games (several seats, partnerships, fast play, draw from discard).
RESHUFFLING = [
    ("modern", 2, {}),
    ("modern", 4, {"fast_play": True}),
    ("leaflet", 3, {}),
    ("club", 4, {"empty_draw_pile": "reshuffle", "fast_play": True}),
]


@pytest.mark.parametrize(("preset", "players", "options"), RESHUFFLING, ids=lambda x: str(x))
def test_every_seat_is_shown_the_count_its_own_log_gives(
    preset: str, players: int, options: dict[str, object]
) -> None:
    """At every moment of random games that reshuffle, every seat's view counts the
    reshuffles since the last card played as that seat's log shows them (so the field
    tells nothing the log does not), its turn of that play is no later than the turn it
    sees, and the seat to act sees the true count (the one its worlds start from)."""
    rules = make_rules(preset, players, **options)
    checked = reshuffled = 0
    for seed in range(6):
        state = new_game(rules, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 3000:
            for seat in range(players):
                view = state.view(seat)
                public = view.public
                assert public.dry_reshuffles == _reshuffles_since_a_play(view), (seed, seat)
                assert public.dry_since <= public.turns
                if view.my_turn:
                    assert _guard(public) == (state.dry_reshuffles, state.dry_since)
                checked += 1
                reshuffled += public.dry_reshuffles > 0
            legal = state.legal_actions()
            discards = [a for a in legal if str(a).startswith(("discard", "draw"))]
            # discarding more often than not: hands that reshuffle with no card played
            state.apply(rng.choice(discards if discards and rng.random() < 0.7 else legal))
    assert checked > 1000
    assert reshuffled > 0, "no view showed a reshuffle without a card played since"


def _dry_twin(asked: bool) -> MilleBornesState:
    """Three seats under ``reshuffle``, the draw pile run dry (its cards discarded): seat 0
    holds a speed limit, seat 1 a RIGHT_OF_WAY (asked a coup fourré when limited) or a 200,
    seat 2 the other, so that the two deals differ only in those hidden cards."""
    rules = make_rules("classic", 3, empty_draw_pile="reshuffle")
    hands = [["SPEED_LIMIT", "50", "50", "50", "50", "50"]]
    hands += [["75", "75", "25", "25", "100", "100"] for _ in range(2)]
    hands[1][-1] = "RIGHT_OF_WAY" if asked else "200"
    hands[2][-1] = "200" if asked else "RIGHT_OF_WAY"
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=["50"] * 4)])
    state.discard_pile.extend(state.draw_pile)  # the next draw reshuffles
    state.draw_pile.clear()
    state.apply("play SPEED_LIMIT > 1")
    return state


def test_a_reshuffle_in_the_quiet_window_shows_in_no_other_seats_count() -> None:
    """Not asked, seat 1's turn starts at once and its draw reshuffles (the true count is
    1); asked, nothing is drawn until it answers (0). Seat 0, whose hand is the same in
    both, sees (0, the attack's turn) in both until the next public event, then the same
    true count in both."""
    asked, not_asked = _dry_twin(asked=True), _dry_twin(asked=False)
    assert asked.phase_name == "coup_fourre" and asked.to_move == 1
    assert not_asked.phase_name == "play" and not_asked.to_move == 1
    assert (asked.dry_reshuffles, not_asked.dry_reshuffles) == (0, 1)  # the twins differ
    quiet = not_asked.quiet_window()
    assert quiet is not None
    for game in (asked, not_asked):
        assert _guard(game.view(0).public) == (0, quiet.turns)
    # seat 1 sees its own turn's count in the game where its turn has come
    assert _guard(not_asked.view(1).public) == (1, quiet.turns)
    asked.apply("decline")  # now seat 1's turn starts: its draw reshuffles
    assert asked.dry_reshuffles == 1
    assert _seen(asked.view(0)) == _seen(not_asked.view(0))  # every detail alike
    assert _seen(asked.view(1))[1] == _seen(not_asked.view(1))[1]  # its turn (its hand differs)
    for game in (asked, not_asked):
        game.apply("discard 75")  # public: the quiet window closes
    assert _seen(asked.view(0)) == _seen(not_asked.view(0))
    assert _guard(asked.view(0).public) == (1, quiet.turns)


def test_a_world_sampled_near_a_stall_ends_the_hand_when_the_true_state_does() -> None:
    """Two reshuffles have gone by with no card played, and the next discard ends the hand
    as stalled: every world sampled from the view of the seat to act ends it at that
    discard too (it held a fresh guard before revision 554dd69, and played on)."""
    rules = make_rules("leaflet", 2)
    hands = [["25", "25", "25", "50", "50", "50"], ["25", "75", "75", "100", "100", "REPAIRS"]]
    state = new_game(rules, decks=[stacked_deck(rules, hands=hands, draw=["75", "75", "100"])])
    state.apply("discard 25")
    state.dry_reshuffles = 2  # as after two reshuffles with nobody playing
    state.dry_since = 0
    assert state.to_move == 1 and not state.has_play(1)
    view = state.view(1)
    for k in range(8):
        world = sample_world(view, random.Random(k))
        world.apply("discard REPAIRS")
        assert world.results and world.results[-1].how == "stalled", k
    state.apply("discard REPAIRS")
    assert state.results and state.results[-1].how == "stalled"


# ------------------------------------------------------ records of rules revision 3


def _revision_3(
    tmp_path: Path,
    rules: Rules,
    actions: list[str],
    seed: int | None = None,
    decks: list[list[str]] | None = None,
) -> Path:
    """A record of ``actions`` said to be made under rules revision 3, saved to a file."""
    record = record_of("millebornes", rules.to_dict(), actions, seed=seed, decks=decks)
    record.rules_revision = 3
    path = tmp_path / "game.json"
    record.save(path)
    return path


@pytest.mark.parametrize("answer", ["extend", "decline"])
def test_a_revision_3_extension_of_a_trip_reached_at_1000_no_longer_replays(
    tmp_path: Path, answer: str
) -> None:
    """Revision 3 offered the extension where the play completing a 900 trip reached 1000
    (``finish = reach``); revision 4 ends the hand there, and the answer recorded after it
    is said to be no longer legal under revision 4, not damage."""
    rules = make_rules(
        "classic", 2, target=900, finish="reach", extension=True, max_200s=4, deck="full"
    )
    deck = stacked_deck(
        rules,
        hands=[["ROLL", "200", "200", "200", "100", "100"], ["25"] * 6],
        draw=["200"] + ["50"] * 8,
    )
    decks = [[card.code for card in deck]]
    state = new_game(rules, decks=decks)
    own = ["play ROLL", "play 200", "play 200", "play 200", "play 100", "play 100"]
    for action in own:
        state.apply(action)
        state.apply("discard 25")
    state.apply("play 200")
    ended = state.hand_end  # revision 4: no question, the hand over, the next one dealt
    assert ended is not None and ended.tableaux[0].miles == 1000 and ended.trip == 900
    actions = [str(a) for a in state.history] + [answer]
    path = _revision_3(tmp_path, rules, actions, decks=decks)
    with pytest.raises(RecordError) as caught:
        GameRecord.load(path).replay()
    assert str(caught.value) == (
        f"{path} was made under Mille Bornes rules revision 3, and this roadgames plays "
        f"revision {RULES_REVISION}: its action {len(actions)} ({answer!r}) is no longer legal"
    )


def test_a_revision_3_hand_past_the_cap_of_turns_no_longer_replays(tmp_path: Path) -> None:
    """Under ``play_out`` with ``draw_from_discard``, revision 3 let two seats take the
    discard back and throw it again for ever; revision 4 ends the hand at ``TURN_CAP``
    turns (stalled: a draw), and the record's next action no longer applies."""
    rules = make_rules("classic", 2, draw_from_discard=True)
    state = new_game(rules, seed=1)
    while not state.results:
        legal = [str(a) for a in state.legal_actions()]
        state.apply(
            "draw discard"
            if "draw discard" in legal
            else next(a for a in legal if a.startswith("discard"))
        )
    assert state.results[0].how == "stalled" and len(state.history) == 2 * TURN_CAP - 1
    actions = [str(a) for a in state.history] + ["draw discard"]
    path = _revision_3(tmp_path, rules, actions, seed=1)
    said = rf"revision {RULES_REVISION}: its action 3000 \('draw discard'\) is no"
    with pytest.raises(RecordError, match=said):
        GameRecord.load(path).replay()
