"""The terminal game's words in English (see :mod:`roadgames.tui.i18n`)."""

from __future__ import annotations

from roadgames.agents.millebornes.heuristic import REASON_TEXTS
from roadgames.agents.rushshift import REASON_TEXTS as RUSH_REASON_TEXTS
from roadgames.millebornes.cards import Card

_C = Card

#: Card names (distance cards are named by their value and unit instead).
CARD_NAMES: dict[Card, str] = {
    _C.ACCIDENT: "Accident",
    _C.OUT_OF_GAS: "Out of Gas",
    _C.FLAT_TIRE: "Flat Tire",
    _C.SPEED_LIMIT: "Speed Limit",
    _C.STOP: "Stop",
    _C.REPAIRS: "Repairs",
    _C.GASOLINE: "Gasoline",
    _C.SPARE_TIRE: "Spare Tire",
    _C.END_OF_LIMIT: "End of Limit",
    _C.ROLL: "Roll",
    _C.DRIVING_ACE: "Driving Ace",
    _C.EXTRA_TANK: "Extra Tank",
    _C.PUNCTURE_PROOF: "Puncture-Proof",
    _C.RIGHT_OF_WAY: "Right of Way",
}

#: The interface's strings, by key (Rush Hour Shift's are the ``rs_`` keys).
UI: dict[str, str] = {
    "title": "Mille Bornes",
    "new_game": "New game",
    "preset": "Preset",
    "players": "Players",
    "teams": "Partnerships",
    "seed": "Seed",
    "seed_blank": "blank: random",
    "seat": "Seat {n}",
    "person": "person",
    "computer": "computer ({level})",
    "start": "Start",
    "options": "Options",
    # the new-game screen's choice of game, and Rush Hour Shift's part of it
    "game": "Game",
    "rs_setup": "Set-up",
    "rs_setup_random": "random",
    "rs_games": "Games",
    "you": "You",
    "name": "name",
    "team": "Team {label}",
    "hand": "Hand {n}",
    "draw_pile": "Draw pile",
    "discard_pile": "Discard",
    "empty": "empty",
    "scores": "Scores: {scores}",
    "to_move": "{name} to play",
    "you_to_move": "your turn",
    "you_to_move_named": "your turn, {name}",
    "footer_take_discard": "Discard pile",
    "footer_throw_in": "Throw in",
    "rs_you_to_move": "your turn ({colour})",
    "rs_you_to_move_named": "your turn, {name} ({colour})",
    "waiting": "waiting…",
    "others_deciding": "another player is deciding…",
    "hand_over": "hand over",
    "game_over": "game over",
    "your_turn": "Your turn: {what}",
    "pick_card_from": "pick a card ({keys} or click), then p play / x discard",
    "pick_card_redraw": (
        "throw cards in to redraw: pick one ({keys} or click), x throws it in, then f refills"
    ),
    "no_score_sheet": "No hand has ended yet: there is no score sheet to show.",
    "hand_winner": "Hand won by {names}.",
    "hand_winners": "Hand shared by {names}.",
    "help_keys": "Keys",
    "key_line": "{keys}: {label}",  # a help line: its keys, then what they do
    "key_space": "space",
    "key_delete": "del",
    "key_escape": "Esc",
    "key_ctrl_q": "Ctrl+Q",
    "help_marks": "Signs on the table",
    "help_pick": "1–7, ← →: pick a card of your hand (or click it; a second click plays it)",
    "help_safety": "▯ a safety played in its turn, upright",
    "help_coup": "▭ a safety played as a coup fourré, turned sideways (highlighted)",
    "help_drawn": "{mark} beside a card's number: the card you drew this turn",
    "help_legal": "✓ under a card of your hand: it can be played now",
    "help_selected": "═ a double frame around a card of your hand: the card picked",
    "help_hint_marks": "✗ / ▶ before a card in a hint: discard it / play it on your own tableau",
    "answer_question": "answer the question",
    "pick_target": "choose the team to attack: its number or a click (Esc cancels)",
    "choose_draw": "draw: {keys}",
    "draw_key_draw": "d from the draw pile",
    "draw_key_take_discard": "t take the discard",
    "draw_key_redraw": "r throw cards in to redraw",
    "hint": "Hint: {action}",
    "hint_none": "no hint available",
    "hint_working": "Working out a hint…",
    "too_small": (
        "The terminal is too small for the table: make it at least {size} (it is {now}). q: {quit}."
    ),
    "hint_button": "Hint (h)",
    "hint_extend": "Extend to 1000",
    "hint_no_extension": "No extension",
    "hint_coup_fourre": "Call coup fourré",
    "hint_no_coup_fourre": "No coup fourré",
    "hint_not_now": "Not now",
    "hint_decline": "No",
    # a move a reason names, as the log names it (no marks): played, discarded, an attack
    "move_play": "{card}",
    "move_discard": "discarding {card}",
    "move_attack": "{card} on team {team}",
    "thinking": "thinking…",
    "battle": "Battle",
    "speed": "Speed",
    #: The two piles' names for a pile too narrow for them (6 letters at most).
    "battle_short": "Battle",
    "speed_short": "Speed",
    "pile_empty": "{pile}: —",
    "safeties": "Safeties: —",
    "two_hundreds": "200s played {n}/{max}",
    # the same where a narrow tableau has no room for it (three teams at 80 columns)
    "two_hundreds_short": "200s {n}/{max}",
    "limited": "limit 50",
    "moving": "moving",
    "stopped": "stopped",
    # the same on a tableau's border too narrow for them (six tableaux at 80 columns:
    # 7 letters at most)
    "moving_short": "moving",
    "stopped_short": "stopped",
    "coup_fourre_prompt": "Coup fourré! {attacker} played {hazard} on your team. "
    "Call it with your {safety}?",
    "fast_remedy_prompt": "{attacker} played {hazard} on your team. Play your {remedy} at once?",
    "extension_prompt": "You completed the {trip} trip. Call the extension to 1000?",
    "extension_stakes": (
        "No: the hand ends and you score the trip, 400 with its bonuses. Extend: reach 1000 to "
        "score them and 200 more; fall short, and you score no trip bonus while each other "
        "team scores 200."
    ),
    "call": "Call coup fourré (c)",
    "play_now": "Play it (c)",
    "extend": "Extend (e)",
    "decline": "No (n)",
    "nothing_to_answer": "Nothing for you to answer: play goes on.",
    "go_on": "Go on (Enter)",
    "pass_device": "Pass the device to {name}",
    "pass_device_help": (
        "Only {name} should look. Press Enter (or click) when ready; q saves and quits."
    ),
    "hand_hidden": "hand hidden",
    "score_sheet": "Score sheet, hand {n}",
    "hand_ended": "The hand ended: {how}.",
    "how_trip": "a trip was completed",
    "how_exhausted": "no cards were left",
    "how_blocked": "nobody could play",
    "how_stalled": "no card played for too long (a draw)",
    "line": "Points for",
    "total_hand": "This hand",
    "total_match": "Match total",
    "continue": "Continue (Enter)",
    "match_to": "The match goes on to {target} points.",
    "summary": "Game over",
    "winner": "Winner: {names}",
    "winners": "Winners: {names}",
    "final_scores": "Final scores",
    "hand_header": "Hand",
    "hands_played": "Hands played: {n}",
    "summary_idle": "The match stopped there: nobody drove any distance in its last {n} hands.",
    "quit": "Quit (q)",
    "new": "New game (n)",
    "saved": "Saved to {path}",
    "set_aside": "The unfinished game saved here before is kept as {path}",
    "set_aside_damaged": "The file found here held no saved game: it is kept as {path}",
    "finished_kept": "The finished game saved here before is kept as {path}",
    "not_saved": "Not saved: {reason}",
    "not_saved_quit": "Not saved: {reason}. {quit_key} leaves without saving.",
    "quit_ask": "Do you want to quit?",
    "quit_how": "Press {quit_key} to quit.",
    "quit_how_saving": "Press {save_key} to save the game and quit, or {quit_key} to quit at once.",
    "quit_how_closing": (
        "Press {close_key} to close this, then {save_key} to save the game and quit; "
        "or {quit_key} to quit at once."
    ),
    "quit_how_after": (
        "Answer this first, then press {save_key} to save the game and quit; "
        "or {quit_key} to quit at once."
    ),
    "moved_save": "Another game is saved at the same place: this one is now saved at {path}",
    # what `roadgames play` prints once its screen has closed
    "after_saved": "Game saved to {path}",
    "after_continue": "Continue it with: {command}",
    "after_finished": "The finished game is saved to {path}",
    "after_replay": "Replay it with: {command}",
    "after_nothing_saved": "Nothing was saved: the unfinished game at {path} is still there",
    "after_nothing_saved_finished": (
        "Nothing was saved: the finished game at {path} is still there"
    ),
    "after_finished_kept": "The finished game saved there before is kept as {path}",
    "after_set_aside": "The unfinished game saved there before is kept as {path}",
    "after_set_aside_damaged": "The file found there held no saved game: it is kept as {path}",
    "after_last_moves_lost": (
        "The last moves could not be saved: {path} holds this game as it was before them"
    ),
    "after_game_lost": "This game could not be saved: it is lost",
    "after_other_game": "The unfinished game at {path} is another game, not this one",
    # what `roadgames replay --lang` prints that the game itself never says
    "replay_public": "{game} record (public view)",
    "replay_all_seeing": "{game} record: {n} {n:action|actions} (all-seeing view)",
    "replay_holds": "{name} holds {cards}",
    "replay_holds_nothing": "{name} holds nothing",
    "replay_not_over": "Game not over",
    "replay_draw": "Result: a draw",
    "rs_replay_drawn": "({n} drawn)",
    "rs_replay_ended": "Game {n} as it ended",
    "rs_replay_dealt": "Game {n} as dealt",
    # `roadgames replay --lang`: the note on a record made under earlier rules, and the
    # errors of a record that cannot be read or replayed
    "replay_revision": "made under rules revision {made}; replayed under revision {ours}",
    "replay_revision_unrecorded": (
        "saved before rules revisions were recorded; replayed under revision {ours}"
    ),
    "replay_no_board": "--boards: a game of {game} has no board (Rush Hour Shift has)",
    "replay_not_over_hands": (
        "the game in this record is not over: --hands would show hidden cards (replay it without "
        "--hands, or finish it first)"
    ),
    "record_device": "{path} is a device, not a game record file",
    "record_too_large": (
        "{path} is too large for a game record ({size} MiB; records are at most {limit} MiB)"
    ),
    "record_out_of_memory": "{path} is too large to read in the memory free",
    "record_not_found": "cannot read {path}: there is no such file",
    "record_unreadable": "cannot read {path}",
    "record_not_text": "{path} is not a game record (not UTF-8 text)",
    "record_empty": "{path} is empty, not a game record",
    "record_not_json": "{path} is not valid JSON (line {line}, column {column})",
    "record_not_a_record": "{path} is not a game record",
    "record_invalid": "{path} is not a game record: {why}",
    "record_not_object": "a record is a JSON object",
    "record_wrong_format": "its format should be {format}",
    "record_field_text": "its field '{field}' must be a string",
    "record_field_object": "its field '{field}' must be an object",
    "record_field_seed": "its field '{field}' must be a whole number or null",
    "record_field_decks": "its field '{field}' must be a list of lists of card codes",
    "record_field_texts": "its field '{field}' must be a list of strings",
    "record_field_revision": "its field '{field}' must be a whole number from 1",
    "record_no_deal": "it keeps neither the seed nor the decks of its deal",
    "record_unknown_game": "{path} cannot start: this roadgames does not know the game {game}",
    "record_cannot_start": "{path} cannot start: its rules or its deal do not fit {game}",
    "record_misnamed": (
        "{path} is damaged: it says it is a game of {game}, but its rules are those of {other}"
    ),
    "record_newer": (
        "{path} was made by a newer roadgames (under {game} rules revision {made}; this one plays "
        "revision {ours}): open it with that roadgames or a later one"
    ),
    "record_older": (
        "{path} was made under {game} rules revision {made}, and this roadgames plays revision "
        "{ours}"
    ),
    "record_older_unrecorded": (
        "{path} was saved before {game}'s rules revisions were recorded, and this roadgames plays "
        "revision {ours}"
    ),
    "record_no_longer_legal": "{lead}: {where}, its action {action} is no longer legal{hint}",
    "record_damaged": (
        "{path} is damaged: {where}, the record's action {action} does not replay{hint}"
    ),
    "record_after_line": "after log line {n} ('{entry}')",
    "record_before_log": "before the log's first line",
    "record_hint_hands": "; replay it without --hands to see the log",
    "record_not_replayed": "{path} cannot be replayed",
    "record_other_game": "this record is a game of {game}, not {ours}",
    "record_rules_invalid": "the record's rules are not valid",
    "record_not_game_of": "the record does not hold a {game} game",
    "record_seats_named": "{n} {n:player|players} named for {seats} {seats:seat|seats}",
    "record_unknown_player": "unknown player {kind}; choose {person} or one of {levels}",
    "record_action_not_replayed": "{path} is damaged: one of its actions does not replay",
    "record_action_no_longer_legal": "{lead}: one of its actions is no longer legal",
    "rules": "Rules",
    "rules_title": "Rules in play",
    "close": "Close (Esc)",
    "seat_label": "{name} (seat {seat})",
    "event_deal": "Hand {n} dealt.",
    "event_over": "Hand {n} over.",
    "event_idle": "Match over: nobody drove any distance in {n} hands.",
    "event_reshuffle": "The discards are shuffled into a new draw pile.",
    "event_play": "{who}: {card}",
    "event_attack": "{who}: {card} → {target}",
    "event_discard": "{who}: discard {card}",
    "event_draw": "{who}: draw",
    "event_draw_discard": "{who}: take {card} from the discard pile",
    "event_coup": "{who}: COUP FOURRÉ with {card}!",
    "event_fast": "{who}: {card} at once (fast play)",
    "event_extend": "{who}: extension to 1000",
    "event_decline": "{who}: no extension",
    "event_redraw": "{who}: throw in cards to redraw",
    "event_refill": "{who}: draw back up ({n} {n:card|cards})",
    "illegal": "That is not possible now.",
    "agent_slow": "{name} has been thinking for {seconds} s: q leaves the table.",
    "agent_slow_unnamed": "An answer has been awaited for {seconds} s: q leaves the table.",
    "agent_failed": "{name} gave no legal answer: its first legal action was played.",
    "already_drawn": "Your card is drawn: now play or discard one.",
    "draw_pile_empty": "The draw pile is empty: play or discard a card.",
    "draw_first": "First draw: {keys}.",
    "pick_first": "Pick a card first (its number or a click).",
    "cannot_play": "{card} cannot be played now; x discards it.",
    "cannot_play_only": "{card} cannot be played now.",
    "cannot_play_redraw": (
        "{card} cannot be played while you throw cards in to redraw; x throws it in, then f "
        "refills."
    ),
    "cannot_play_why": "{card} cannot be played now: {why}; x discards it.",
    "cannot_play_only_why": "{card} cannot be played now: {why}.",
    "why_stopped_by": "{card} stops you, {remedy} first",
    "why_needs_roll": "you are not rolling, {remedy} first",
    "why_speed_limit": "under a {card}, {number} at most",
    "why_past_trip": "it would go past the end of the trip ({number} left)",
    "why_max_200s": "no more cards of 200 this hand (at most {number})",
    "why_no_200s": "no card of 200 may be played",
    "why_already_moving": "you are already rolling",
    "why_not_limited": "no {card} is on you",
    "why_no_hazard": "you have no {card} to mend",
    "why_protected": "the other side holds {card}",
    "why_already_hit": "the other side is already stopped by {card}",
    "why_not_moving": "only a team that is rolling can be attacked",
    "why_not_started": "you must have played a {remedy} (or have {card}) before attacking",
    "why_already_limited": "the other side is already under a {card}",
    "why_no_target": "no team can take it now",
    "cannot_go_there": "{card} cannot go on that team now.",
    "why_own_team": "a hazard goes on another team, never your own",
    "why_own_tableau": "it goes on your own tableau",
    "cannot_go_there_why": "{card} cannot go on that team: {why}.",
    "no_such_team": "There is no team {number}: the teams are numbered 1 to {last}.",
    "must_play": "{card} cannot be discarded: a card must be played while one can be.",
    "yes": "yes",
    "no": "no",
    # Rush Hour Shift
    "rs_title": "Rush Hour Shift",
    "rs_gold": "gold",
    "rs_silver": "silver",
    "rs_seat": "{name} ({colour})",
    "rs_game": "Game {n}/{total}",
    "rs_turn": "turn {n}",
    "rs_wins": "games won {gold}–{silver}",
    "rs_no_card": "No card in play yet.",
    "rs_end_needs_card": "Play a card first: a turn ends (e) once its card is played",
    "rs_card": "Card in play: {card}",
    "rs_steps_left": "{n} {n:step|steps} left",
    "rs_shift_left": "a shift",
    "rs_slide_left": "a slide",
    "rs_card_used": "used up",
    "rs_piles": "Draw pile {draw} · discards {discard}",
    "rs_their_hand": "{name} holds {n} {n:card|cards}",
    "log": "Log",
    "rs_actions": "What you may do",
    "rs_pick_card": "play a card — pick it in the list (↑↓ or 1–9, Enter) or click it",
    "rs_pick_step": "use your card — pick a step (↑↓ or 1–9, Enter), e ends the turn",
    "rs_pick_step_only": "use your card — pick a step (↑↓ or 1–9, Enter)",
    "rs_finish_move": "finish the MOVE first: {n} {n:step|steps} left",
    "rs_play": "Play {card}",
    "rs_move": "Move {vehicle} {dir}",
    "rs_slide": "Slide {vehicle} {dir} {n} {n:square|squares}",
    "rs_shift": "Shift the {side} section {dir} {n} {n:row|rows}",
    "rs_end": "End the turn",
    "rs_up": "up",
    "rs_down": "down",
    "rs_left": "left",
    "rs_right": "right",
    "rs_side_left": "left",
    "rs_side_right": "right",
    "rs_locked": "locked",
    "rs_hero": "{letter} ({colour})",
    "rs_event": "{who}: {what}",
    "rs_event_start": "Game {n}, first to move: {name}.",
    "rs_event_won": "Game {n} won by {name}!",
    "rs_event_drawn": "Game {n} drawn after {turns} {turns:turn|turns}.",
    "rs_game_over": "Game {n} is over",
    "rs_draw": "A draw: no hero got out in time.",
    "rs_vehicle_card_first": (
        "Play a card first: its moves then show, and a click picks the vehicle."
    ),
    "rs_vehicle_not_yours": (
        "That is the other player's hero car: you move your own and the blocking vehicles."
    ),
    "rs_vehicle_none_now": "No vehicle moves now: choose from the list.",
    "rs_vehicle_stuck": "That vehicle has no free square to move to now.",
    "rs_match_drawn": "The match is drawn.",
    "rs_games_won": "Games won: {scores}",
    "rs_turns": "Turns played: {n}",
    "rs_next_game": "The match goes on: game {n} of {total}.",
    "rs_legend": "▶ exit  ┃ locked seam",
    "rs_board": "G gold exits ▶  S silver ◀",
    "rs_help_pick": (
        "1–9, ↑ ↓, Enter: pick a card, then each of its steps, in the list of what you may do "
        "(or click a card, a step, or a vehicle on the board: its moves are listed)"
    ),
    "rs_help_offsets": (
        "{left}, {right} ↑n ↓n ±0: how far each side section has shifted from where it started"
    ),
    "rs_endless": (
        "Two computer players with no turn limit may "
        "play for ever: set a turn limit, or take a seat"
    ),
    # the new-game form's refusals, in its own words (the engine's name the -o options)
    "form_range": "{option}: a whole number from {low} to {high}",
    "form_multiple": "{option}: a multiple of {step}",
    "form_whole_number": "{option}: a whole number is needed",
    "form_seed": "{option}: a whole number from 0, not {text}",
    "form_seed_too_long": "{option}: a whole number of at most {limit} digits, not {digits}",
    "form_seed_negative": (
        "{option}: a whole number from 0, not {text} ({positive} deals the same game)"
    ),
    "form_preset_players": "The {preset} preset is for {counts} players, not {n}",
    "form_teams": "{option}: only with 4 (2×2) or 6 (3×2) players, not {n}",
    "form_extension": "{option}: only for a trip shorter than {limit}, not {trip}",
    "form_one_hand": "{option}: 0 with the {scoring} scoring table, which plays one hand; not {n}",
    # a plain --resume that found both games saved: the one it carried on, and the other
    "resumed_latest": (
        "The {game} game saved last is resumed; a {other} game is saved too: {command}"
    ),
    # a plain --resume that passed over the other game's later save, which it cannot carry on
    "resume_skipped_newer": (
        "The {other} game saved last, {path}, was made by a newer roadgames and cannot be "
        "carried on here: the {game} game saved before it is resumed"
    ),
    "resume_skipped": (
        "The {other} game saved last, {path}, cannot be carried on ({command} says why): "
        "the {game} game saved before it is resumed"
    ),
    # `roadgames play --resume` that cannot carry a save on: why (the path once), a file that
    # breaks the reading, an error with no words of its own, no save at all, the other game's
    "resume_failed": "cannot resume {path}: {why}",
    "resume_failed_named": "cannot resume: {why}",
    "resume_damaged": "cannot resume {path}: the file is damaged",
    "resume_not_said": "cannot resume {path} (--lang en says why)",
    "resume_none_saved_at": (
        "no saved game to resume ({path} does not exist): start one with {command}"
    ),
    "resume_none_saved": "no saved game to resume (none at {folder}): start one with {command}",
    "resume_saved_elsewhere": "; a {game} game is saved: {command}",
    "resume_untrusted": (
        "{path} seats players of your own ({players}): resuming it runs their code; if you trust "
        "it, add --trust-players"
    ),
    "resume_unknown_game": "this record is a game of {game}, which cannot be played here",
    "resume_other_game": (
        "{path} holds a {game} game, not {other}: leave out the game's name to carry it on"
    ),
}

#: The Mille Bornes presets' names, by preset (the command line names them by identifier).
PRESET_NAMES: dict[str, str] = {
    "classic": "classic",
    "modern": "modern (2016)",
    "leaflet": "leaflet",
    "club": "club",
}

#: Rule options' short labels, by option name.
OPTION_LABELS: dict[str, str] = {
    "teams": "Partnerships",
    "deck": "Deck",
    "target": "Trip length",
    "finish": "Finishing the trip",
    "max_200s": "Most 200s per hand",
    "roll_after_remedy": "Roll needed after a remedy",
    "draw_from_discard": "Draw from the discard pile",
    "empty_draw_pile": "When the draw pile runs out",
    "attack_needs_target_moving": "Attack only a moving team",
    "hazard_on_hazard": "Hazard on an unremedied hazard",
    "attacker_must_have_started": "Attack only after one's first Roll",
    "speed_limit_on_limit": "Speed Limit on a Speed Limit",
    "discard_any_time": "Discard even with a play",
    "fast_play": "Fast play (instant remedies)",
    "extension": "Extension to 1000",
    "scoring": "Scoring table",
    "match_target": "Points to win the match",
    "tie_break": "Tie with no trip completed",
    "next_starter": "Who starts the next hand",
    # Rush Hour Shift's
    "hand_size": "Cards in hand",
    "turn_limit": "Turns before a draw (0: none)",
    "move_exact": "MOVE n: exactly n steps",
    "first_player": "Who starts the first game",
}

#: Rule options' choices in words, by option name and choice code.
OPTION_VALUE_LABELS: dict[str, dict[str, str]] = {
    "deck": {"full": "full (106 cards)", "short": "short (101)"},
    "finish": {"exact": "exact", "reach": "reach or pass it"},
    "empty_draw_pile": {
        "play_out": "play the hand out",
        "reshuffle": "reshuffle discards",
        "stop": "end the hand",
    },
    "scoring": {"classic": "classic", "modern": "modern (2016)", "leaflet": "leaflet"},
    "tie_break": {"shared": "a shared win", "fewer_cards_played": "fewer cards played"},
    "next_starter": {"rotate": "the next seat", "winner": "the winner"},
}

#: Computer players' reasons, by reason key (cards and actions filled in later).
#: The players' own words, but a distance card's name already says "mi".
REASONS: dict[str, str] = {
    **REASON_TEXTS,
    "distance": "{card}: the longest useful distance",
    **RUSH_REASON_TEXTS,
}
