"""The terminal game's words in Tagalog (see :mod:`roadgames.tui.i18n`).

Tagalog takes its terms from seed 001, which writes as Filipino players talk: Tagalog
sentences around English game terms (Taglish). The seed keeps as loanwords card, Draw pile,
Discard pile, Hazard, Remedy and Safety card, turn, round, bonus and coup fourré, and so does
this module, capitalised where the seed capitalises them; everything else is Tagalog:
manlalaro (player), koponan (team), kamay (the cards held), laro (a game), biyahe (trip),
milya (the unit of the seed's cards and sentences: "1,000 milya"), puntos, iskor, kalaban
(opponent), panuntunan (rules), pagmamarka (scoring), mabilis na laro (fast play), itapon
(discard), bumunot (draw), laruin (play). A hand of Mille Bornes is a "round", as the seed
says ("Tapos na ang round"); a match (hands to a target, or Rush Hour Shift's games) is a
"laban"; the battle pile, the seed's "Drive pile", is "Takbo". A Rush Hour Shift hero car is a
"bidang kotse". A player's name never takes a personal article (``si``, ``ni``, ``kay``):
the person's default name is "Ikaw", which no article may precede, so a name stands after a
colon, in brackets or before ``ang`` ("Ikaw ang titira"). Tagalog nouns keep one form after a
count ("1 card", "3 card"), so no template names two.
"""

from __future__ import annotations

from roadgames.millebornes.cards import Card

_C = Card

#: Card names (distance cards are named by their value and unit instead).
CARD_NAMES: dict[Card, str] = {
    _C.ACCIDENT: "Aksidente",
    _C.OUT_OF_GAS: "Out of Gas",
    _C.FLAT_TIRE: "Flat na Gulong",
    _C.SPEED_LIMIT: "Speed Limit",
    _C.STOP: "Stop",
    _C.REPAIRS: "Repair",
    _C.GASOLINE: "Gas",
    _C.SPARE_TIRE: "Ekstrang Gulong",
    _C.END_OF_LIMIT: "End of Limit",
    _C.ROLL: "Roll",
    _C.DRIVING_ACE: "Driving Ace",
    _C.EXTRA_TANK: "Fuel Truck",
    _C.PUNCTURE_PROOF: "Puncture-Proof",
    _C.RIGHT_OF_WAY: "Pang-emerhensiyang Sasakyan",
}

#: The interface's strings, by key (Rush Hour Shift's are the ``rs_`` keys).
UI: dict[str, str] = {
    "title": "Mille Bornes",
    "new_game": "Bagong laro",
    "preset": "Bersyon",
    "players": "Mga manlalaro",
    "teams": "Mga koponan",
    "seed": "Binhi",
    "seed_blank": "blangko: sapalaran",
    "seat": "Upuan {n}",
    "person": "tao",
    "computer": "CPU ({level})",  # "kompyuter (katamtaman)" wraps in its 20-column select
    "start": "Simulan",
    "options": "Mga opsiyon",
    # the new-game screen's choice of game, and Rush Hour Shift's part of it
    "game": "Laro",
    "rs_setup": "Ayos",
    "rs_setup_random": "sapalaran",
    "rs_games": "Mga laro",
    "you": "Ikaw",
    "name": "pangalan",
    "team": "Koponan {label}",
    "hand": "Round {n}",
    "draw_pile": "Draw pile",
    "discard_pile": "Discard",  # the seed's Discard Pile, as short as the pile's title
    "empty": "walang laman",
    "scores": "Iskor: {scores}",
    "to_move": "{name} ang titira",
    "you_to_move": "turn mo",
    "you_to_move_named": "turn mo, {name}",
    "footer_take_discard": "Discard",
    "footer_throw_in": "Itapon",
    "rs_you_to_move": "turn mo ({colour})",
    "rs_you_to_move_named": "turn mo, {name} ({colour})",
    "waiting": "naghihintay…",
    "others_deciding": "may ibang nagpapasya…",
    "hand_over": "tapos na ang round",
    "game_over": "tapos ang laro",
    "your_turn": "Turn mo: {what}",
    "pick_card_from": "pumili ng card ({keys} o i-click), saka p laruin / x itapon",
    "pick_card_redraw": (
        "magtapon ng card para bumunot muli: pumili ng isa ({keys} o i-click), x para itapon "
        "ito, saka f para punuin ang kamay"
    ),
    "no_score_sheet": "Wala pang natapos na round: wala pang iskor na maipapakita.",
    "hand_winner": "Panalo sa round: {names}.",
    "hand_winners": "Hati sa panalo sa round: {names}.",
    "help_keys": "Mga key",
    "key_line": "{keys}: {label}",
    "key_space": "spacebar",
    "key_delete": "Delete",
    "key_escape": "Esc",
    "key_ctrl_q": "Ctrl+Q",
    "help_marks": "Mga tanda sa mesa",
    "help_pick": "1–7, ← →: pumili ng card sa kamay (o i-click; nilalaro ito ng ikalawang click)",
    "help_safety": "▯ Safety card na nilaro sa sariling turn, patayo",
    "help_coup": "▭ Safety card na nilaro bilang coup fourré, nakapahalang (naka-highlight)",
    "help_drawn": "{mark} sa tabi ng numero ng card: ang card na binunot mo ngayong turn",
    "help_legal": "✓ sa ilalim ng card sa kamay mo: malalaro ito ngayon",
    "help_selected": "═ dobleng kuwadro sa paligid ng card sa kamay: ang napiling card",
    "help_hint_marks": (
        "✗ / ▶ bago ang card sa payo: itapon ito / laruin ito sa sarili mong play area"
    ),
    "answer_question": "sagutin ang tanong",
    "pick_target": "piliin ang koponang aatakihin: ang numero nito o i-click (Esc: huwag na)",
    "choose_draw": "bumunot: {keys}",
    "draw_key_draw": "d mula sa draw pile",
    "draw_key_take_discard": "t kunin sa discard pile",
    "draw_key_redraw": "r magtapon ng card at bumunot muli",
    "hint": "Payo: {action}",
    "hint_none": "walang payo",
    "hint_working": "Naghahanap ng payo…",
    "too_small": (
        "Masyadong maliit ang terminal para sa mesa: "
        "palakihin ito sa hindi bababa sa {size} (ngayon ay {now}). q: {quit}."
    ),
    "hint_button": "Payo (h)",
    "hint_extend": "Ituloy hanggang 1000",
    "hint_no_extension": "Huwag ituloy",
    "hint_coup_fourre": "Mag-coup fourré",
    "hint_no_coup_fourre": "Huwag mag-coup fourré",
    "hint_not_now": "Hindi muna",
    "hint_decline": "Hindi",
    # a move a reason names, as the log names it (no marks): played, discarded, an attack
    "move_play": "{card}",
    "move_discard": "pagtapon ng {card}",
    "move_attack": "{card} sa koponan {team}",
    "thinking": "nag-iisip…",
    "battle": "Takbo",
    "speed": "Bilis",
    #: The two piles' names for a pile too narrow for them (6 letters at most).
    "battle_short": "Takbo",
    "speed_short": "Bilis",
    "pile_empty": "{pile}: —",
    "safeties": "Mga Safety: —",
    "two_hundreds": "nalarong 200: {n}/{max}",
    "two_hundreds_short": "200: {n}/{max}",
    "limited": "hanggang 50",
    "moving": "tumatakbo",
    "stopped": "nakahinto",
    "moving_short": "takbo",
    "stopped_short": "hinto",
    "coup_fourre_prompt": "Coup fourré! {attacker}: {hazard} sa koponan mo. "
    "Sagutin gamit ang {safety} mo?",
    "fast_remedy_prompt": "{attacker}: {hazard} sa koponan mo. Laruin agad ang {remedy} mo?",
    "extension_prompt": "Natapos mo ang biyaheng {trip}. Ituloy hanggang 1000?",
    "extension_stakes": (
        "Hindi: tapos ang round at makukuha mo ang biyahe, 400 kasama ang mga bonus nito. Ituloy: "
        "umabot sa 1000 para makuha ang mga ito at 200 pa; kung hindi, may 200 ang bawat ibang "
        "koponan at wala kang bonus sa biyahe."
    ),
    "call": "Mag-coup fourré (c)",
    "play_now": "Laruin (c)",
    "extend": "Ituloy (e)",
    "decline": "Hindi (n)",
    "nothing_to_answer": "Wala kang kailangang sagutin: tuloy ang laro.",
    "go_on": "Tuloy (Enter)",
    "pass_device": "Ipasa ang device sa susunod: {name}",
    "pass_device_help": (
        "{name} lang ang dapat tumingin. Pindutin ang Enter (o i-click) kapag handa na; "
        "q: i-save at umalis."
    ),
    "hand_hidden": "nakatago ang kamay",
    "score_sheet": "Iskor, round {n}",
    "hand_ended": "Tapos ang round: {how}.",
    "how_trip": "may nakatapos ng biyahe",
    "how_exhausted": "naubos ang mga card",
    "how_blocked": "walang makapaglaro",
    "how_stalled": "matagal nang walang naglaro ng card (tabla)",
    "line": "Puntos para sa",
    "total_hand": "Ngayong round",
    "total_match": "Kabuuan sa laban",
    "continue": "Tuloy (Enter)",
    "match_to": "Tuloy ang laban hanggang {target} puntos.",
    "summary": "Tapos ang laro",
    "winner": "Panalo: {names}",
    "winners": "Mga panalo: {names}",
    "final_scores": "Huling iskor",
    "hand_header": "Round",
    "hands_played": "Mga round na nilaro: {n}",
    "summary_idle": "Dito natapos ang laban: walang umusad kahit isang milya sa huling {n} round.",
    "quit": "Umalis (q)",
    "new": "Bagong laro (n)",
    "saved": "Na-save sa {path}",
    "set_aside": "Ang hindi tapos na larong na-save dito dati ay itinabi bilang {path}",
    "set_aside_damaged": (
        "Walang naka-save na laro sa file na nakita rito: itinabi ito bilang {path}"
    ),
    "finished_kept": "Ang natapos na larong na-save dito dati ay itinabi bilang {path}",
    "not_saved": "Hindi na-save: {reason}",
    "not_saved_quit": "Hindi na-save: {reason}. {quit_key} para umalis nang hindi nagse-save.",
    "quit_ask": "Gusto mo bang umalis?",
    "quit_how": "Pindutin ang {quit_key} para umalis.",
    "quit_how_saving": (
        "Pindutin ang {save_key} para i-save ang laro at umalis, o ang {quit_key} para umalis agad."
    ),
    "quit_how_closing": (
        "Pindutin ang {close_key} para isara ito, saka ang {save_key} para i-save ang laro at "
        "umalis; o ang {quit_key} para umalis agad."
    ),
    "quit_how_after": (
        "Sumagot muna, saka pindutin ang {save_key} para i-save ang laro at umalis; "
        "o ang {quit_key} para umalis agad."
    ),
    "moved_save": (
        "May ibang larong naka-save sa parehong lugar: naka-save na ang larong ito sa {path}"
    ),
    # what `roadgames play` prints once its screen has closed
    "after_saved": "Na-save ang laro sa {path}",
    "after_continue": "Ituloy ito gamit ang: {command}",
    "after_finished": "Na-save ang natapos na laro sa {path}",
    "after_replay": "Panoorin ulit gamit ang: {command}",
    "after_nothing_saved": "Walang na-save: nandoon pa rin ang hindi tapos na laro sa {path}",
    "after_nothing_saved_finished": (
        "Walang na-save: nandoon pa rin ang natapos na laro sa {path}"
    ),
    "after_finished_kept": "Ang natapos na larong na-save doon dati ay itinabi bilang {path}",
    "after_set_aside": "Ang hindi tapos na larong na-save doon dati ay itinabi bilang {path}",
    "after_set_aside_damaged": (
        "Walang naka-save na laro sa file na nakita roon: itinabi ito bilang {path}"
    ),
    "after_last_moves_lost": (
        "Hindi na-save ang mga huling galaw: nasa {path} ang larong ito gaya noong bago ang "
        "mga iyon"
    ),
    "after_game_lost": "Hindi na-save ang larong ito: nawala na ito",
    "after_other_game": "Ibang laro ang hindi tapos na laro sa {path}, hindi ang larong ito",
    # what `roadgames replay --lang` prints that the game itself never says
    "replay_public": "Rekord ng {game} (pampublikong tanaw)",
    "replay_all_seeing": "Rekord ng {game}: {n} aksiyon (kita ang lahat ng card)",
    "replay_holds": "{name}: hawak ang {cards}",
    "replay_holds_nothing": "{name}: walang card sa kamay",
    "replay_not_over": "Hindi pa tapos ang laro",
    "replay_draw": "Resulta: tabla",
    "rs_replay_drawn": "({n} tabla)",
    "rs_replay_ended": "Laro {n} nang matapos",
    "rs_replay_dealt": "Laro {n} sa simula",
    # `roadgames replay --lang`: the note on a record made under earlier rules, and the
    # errors of a record that cannot be read or replayed
    "replay_revision": (
        "ginawa sa rebisyon {made} ng mga panuntunan; nire-replay sa rebisyon {ours}"
    ),
    "replay_revision_unrecorded": (
        "na-save bago itinala ang mga rebisyon ng mga panuntunan; nire-replay sa rebisyon {ours}"
    ),
    "replay_no_board": "--boards: walang board ang larong {game} (mayroon ang Rush Hour Shift)",
    "replay_not_over_hands": (
        "hindi pa tapos ang laro sa rekord na ito: ipapakita ng --hands ang mga nakatagong card "
        "(i-replay ito nang walang --hands, o tapusin muna ang laro)"
    ),
    "record_device": "device ang {path}, hindi file ng rekord ng laro",
    "record_too_large": (
        "masyadong malaki ang {path} para sa rekord ng laro ({size} MiB; hanggang {limit} MiB lang "
        "ang isang rekord)"
    ),
    "record_out_of_memory": "masyadong malaki ang {path} para mabasa sa bakanteng memory",
    "record_not_found": "hindi mabasa ang {path}: walang ganoong file",
    "record_unreadable": "hindi mabasa ang {path}",
    "record_not_text": "hindi rekord ng laro ang {path} (hindi ito UTF-8 na text)",
    "record_empty": "walang laman ang {path}, kaya hindi ito rekord ng laro",
    "record_not_json": "hindi wastong JSON ang {path} (linya {line}, kolum {column})",
    "record_not_a_record": "hindi rekord ng laro ang {path}",
    "record_invalid": "hindi rekord ng laro ang {path}: {why}",
    "record_not_object": "JSON object dapat ang isang rekord",
    "record_wrong_format": "dapat {format} ang format nito",
    "record_field_text": 'dapat string ang field nitong "{field}"',
    "record_field_object": 'dapat object ang field nitong "{field}"',
    "record_field_seed": 'dapat buong numero o null ang field nitong "{field}"',
    "record_field_decks": (
        'dapat listahan ng mga listahan ng card code ang field nitong "{field}"'
    ),
    "record_field_texts": 'dapat listahan ng mga string ang field nitong "{field}"',
    "record_field_revision": 'dapat buong numero mula 1 ang field nitong "{field}"',
    "record_no_deal": "wala rito ang binhi o ang mga deck ng pag-deal nito",
    "record_unknown_game": (
        "hindi masimulan ang {path}: hindi kilala ng roadgames na ito ang larong {game}"
    ),
    "record_cannot_start": (
        "hindi masimulan ang {path}: hindi bagay sa {game} ang mga panuntunan o ang mga deck nito"
    ),
    "record_misnamed": (
        "sira ang {path}: sinasabi nitong laro ito ng {game}, pero ang mga panuntunan nito ay sa "
        "{other}"
    ),
    "record_newer": (
        "gawa ng mas bagong roadgames ang {path} (sa rebisyon {made} ng mga panuntunan ng {game}; "
        "rebisyon {ours} ang nilalaro ng isang ito): buksan ito sa roadgames na iyon o sa mas bago "
        "pa"
    ),
    "record_older": (
        "ginawa ang {path} sa rebisyon {made} ng mga panuntunan ng {game}, at rebisyon {ours} ang "
        "nilalaro ng roadgames na ito"
    ),
    "record_older_unrecorded": (
        "na-save ang {path} bago itinala ang mga rebisyon ng mga panuntunan ng {game}, at rebisyon "
        "{ours} ang nilalaro ng roadgames na ito"
    ),
    "record_no_longer_legal": "{lead}: {where}, hindi na puwede ang aksiyon nitong {action}{hint}",
    "record_damaged": (
        "sira ang {path}: {where}, hindi ma-replay ang aksiyon ng rekord na {action}{hint}"
    ),
    "record_after_line": 'pagkatapos ng linya {n} ng talaan ("{entry}")',
    "record_before_log": "bago ang unang linya ng talaan",
    "record_hint_hands": "; i-replay ito nang walang --hands para makita ang talaan",
    "record_not_replayed": "hindi ma-replay ang {path}",
    "record_other_game": "laro ng {game} ang rekord na ito, hindi ng {ours}",
    "record_rules_invalid": "hindi wasto ang mga panuntunan ng rekord",
    "record_not_game_of": "walang larong {game} sa rekord",
    "record_seats_named": "{n} manlalaro ang nakapangalan para sa {seats} upuan",
    "record_unknown_player": (
        "hindi kilalang manlalaro {kind}: piliin ang {person} o isa sa {levels}"
    ),
    "record_action_not_replayed": "sira ang {path}: hindi ma-replay ang isa sa mga aksiyon nito",
    "record_action_no_longer_legal": "{lead}: hindi na puwede ang isa sa mga aksiyon nito",
    "rules": "Panuntunan",
    "rules_title": "Mga panuntunang ginagamit",
    "close": "Isara (Esc)",
    "seat_label": "{name} (upuan {seat})",
    "event_deal": "Simula ng round {n}.",
    "event_over": "Tapos ang round {n}.",
    "event_idle": "Tapos ang laban: walang umusad kahit isang milya sa {n} round.",
    "event_reshuffle": "Binalasa ang discard pile bilang bagong draw pile.",
    "event_play": "{who}: {card}",
    "event_attack": "{who}: {card} → {target}",
    "event_discard": "{who}: itinapon ang {card}",
    "event_draw": "{who}: bumunot",
    "event_draw_discard": "{who}: kinuha ang {card} sa discard pile",
    "event_coup": "{who}: COUP FOURRÉ gamit ang {card}!",
    "event_fast": "{who}: {card} agad (mabilis na laro)",
    "event_extend": "{who}: itinuloy hanggang 1000",
    "event_decline": "{who}: hindi itinuloy",
    "event_redraw": "{who}: nagtapon ng mga card para bumunot muli",
    "event_refill": "{who}: bumunot hanggang puno ang kamay ({n} card)",
    "illegal": "Hindi puwede iyan ngayon.",
    "agent_slow": "{name}: {seconds} s nang nag-iisip; q para umalis sa mesa.",
    "agent_slow_unnamed": "{seconds} s nang hinihintay ang sagot; q para umalis sa mesa.",
    "agent_failed": "{name}: walang wastong sagot; ang una nitong wastong galaw ang nilaro.",
    "already_drawn": "Nakabunot ka na: laruin o itapon ang isang card.",
    "draw_pile_empty": "Wala nang laman ang draw pile: laruin o itapon ang isang card.",
    "draw_first": "Bumunot muna: {keys}.",
    "pick_first": "Pumili muna ng card (ang numero nito o i-click).",
    "cannot_play": "Hindi malalaro ang {card} ngayon; x para itapon ito.",
    "cannot_play_only": "Hindi malalaro ang {card} ngayon.",
    "cannot_play_redraw": (
        "Hindi malalaro ang {card} habang nagtatapon ka ng card para bumunot muli; x para "
        "itapon ito, saka f para punuin ang kamay."
    ),
    "cannot_play_why": "Hindi malalaro ang {card} ngayon: {why}; x para itapon ito.",
    "cannot_play_only_why": "Hindi malalaro ang {card} ngayon: {why}.",
    "why_stopped_by": "pinahinto ka ng {card}, {remedy} muna",
    "why_needs_roll": "hindi ka tumatakbo, {remedy} muna",
    "why_speed_limit": "may {card} sa iyo, hanggang {number} lang",
    "why_past_trip": "lalampas ito sa dulo ng biyahe ({number} na lang)",
    "why_max_200s": "bawal na ang card na 200 ngayong round (hanggang {number} lang)",
    "why_no_200s": "bawal laruin ang card na 200",
    "why_already_moving": "tumatakbo ka na",
    "why_not_limited": "walang {card} sa iyo",
    "why_no_hazard": "wala kang {card} na aayusin",
    "why_protected": "may {card} ang kalaban",
    "why_already_hit": "nakahinto na ang kalaban dahil sa {card}",
    "why_not_moving": "koponang tumatakbo lang ang puwedeng atakihin",
    "why_not_started": (
        "kailangan mo munang maglaro ng {remedy} (o magkaroon ng {card}) bago umatake"
    ),
    "why_already_limited": "may {card} na sa kalaban",
    "why_no_target": "walang koponang puwedeng tumanggap nito ngayon",
    "cannot_go_there": "Hindi puwedeng ilagay ang {card} sa koponang iyon ngayon.",
    "why_own_team": "sa ibang koponan inilalagay ang Hazard, hindi sa sarili mo",
    "why_own_tableau": "sa sarili mong play area ito inilalagay",
    "cannot_go_there_why": "Hindi puwedeng ilagay ang {card} sa koponang iyon: {why}.",
    "no_such_team": "Walang koponan {number}: 1 hanggang {last} ang mga koponan.",
    "must_play": (
        "Hindi puwedeng itapon ang {card}: kailangang maglaro ng card habang may malalaro."
    ),
    "yes": "oo",
    "no": "hindi",
    # Rush Hour Shift
    "rs_title": "Rush Hour Shift",
    "rs_gold": "ginto",
    "rs_silver": "pilak",
    "rs_seat": "{name} ({colour})",
    "rs_game": "Laro {n}/{total}",
    "rs_turn": "ika-{n} na turn",
    "rs_wins": "panalo {gold}–{silver}",
    "rs_no_card": "Wala pang card na nilalaro.",
    "rs_end_needs_card": (
        "Maglaro muna ng card: natatapos ang turn (e) kapag nalaro na ang card nito"
    ),
    "rs_card": "Card na nilalaro: {card}",
    "rs_steps_left": "{n} hakbang pa",
    "rs_shift_left": "isang shift",
    "rs_slide_left": "isang slide",
    "rs_card_used": "nagamit na",
    "rs_piles": "Draw pile {draw} · discard pile {discard}",
    "rs_their_hand": "{name}: {n} card sa kamay",
    "log": "Talaan",
    "rs_actions": "Mga puwede mong gawin",
    "rs_pick_card": "maglaro ng card — piliin sa listahan (↑↓ o 1–9, Enter) o i-click",
    "rs_pick_step": "gamitin ang card — pumili (↑↓ o 1–9, Enter), e: tapusin ang turn",
    "rs_pick_step_only": "gamitin ang card — pumili (↑↓ o 1–9, Enter)",
    "rs_finish_move": "tapusin muna ang MOVE: {n} hakbang pa",
    "rs_play": "Laruin ang {card}",
    "rs_move": "Igalaw ang {vehicle} {dir}",
    "rs_slide": "Padulasin ang {vehicle} {dir}, {n} kahon",
    "rs_shift": "Ilipat ang {side} {dir}, {n} hanay",
    "rs_end": "Tapusin ang turn",
    "rs_up": "pataas",
    "rs_down": "pababa",
    "rs_left": "pakaliwa",
    "rs_right": "pakanan",
    "rs_side_left": "kaliwa",
    "rs_side_right": "kanan",
    "rs_locked": "naka-lock",
    "rs_hero": "{letter} ({colour})",
    "rs_event": "{who}: {what}",
    "rs_event_start": "Laro {n}, unang titira: {name}.",
    "rs_event_won": "Laro {n}, panalo: {name}!",
    "rs_event_drawn": "Tabla ang laro {n} matapos ang {turns} turn.",
    "rs_game_over": "Tapos ang laro {n}",
    "rs_draw": "Tabla: walang bidang kotse na nakalabas sa oras.",
    "rs_vehicle_card_first": (
        "Maglaro muna ng card: saka lalabas ang mga galaw nito, at pipiliin ng click ang sasakyan."
    ),
    "rs_vehicle_not_yours": (
        "Bidang kotse iyon ng kalaban: ang sarili mo at ang mga humaharang na sasakyan ang "
        "iginagalaw mo."
    ),
    "rs_vehicle_none_now": "Walang sasakyang gagalaw ngayon: pumili sa listahan.",
    "rs_vehicle_stuck": "Walang bakanteng kahon na mapupuntahan ang sasakyang iyon ngayon.",
    "rs_match_drawn": "Tabla ang laban.",
    "rs_games_won": "Mga larong naipanalo: {scores}",
    "rs_turns": "Mga turn na nilaro: {n}",
    "rs_next_game": "Tuloy ang laban: laro {n} ng {total}.",
    "rs_legend": "▶ labasan ┃ naka-lock na dugtong",
    "rs_board": "G ginto palabas ▶  S pilak ◀",
    "rs_help_pick": (
        "1–9, ↑ ↓, Enter: pumili ng card, saka ng bawat hakbang nito, sa listahan ng puwede mong "
        "gawin (o i-click ang card, hakbang, o sasakyan sa board: ililista ang mga galaw nito)"
    ),
    "rs_help_offsets": (
        "{left}, {right} ↑n ↓n ±0: gaano kalayo nailipat ang bawat seksiyon sa gilid mula sa simula"
    ),
    "rs_endless": (
        "Ang dalawang kompyuter na walang hangganan ng turn ay maaaring "
        "maglaro nang walang katapusan: magtakda ng hangganan, o umupo ka"
    ),
    "form_range": "{option}: buong numero mula {low} hanggang {high}",
    "form_multiple": "{option}: multiplo ng {step}",
    "form_whole_number": "{option}: kailangan ng buong numero",
    "form_seed": "{option}: buong numero mula 0, hindi {text}",
    "form_seed_too_long": "{option}: buong numero na hanggang {limit} digit lang, hindi {digits}",
    "form_seed_negative": (
        "{option}: buong numero mula 0, hindi {text} (pareho ang laro sa {positive})"
    ),
    "form_preset_players": "Ang bersyong {preset} ay para sa {counts} manlalaro, hindi {n}",
    "form_teams": "{option}: para lamang sa 4 (2×2) o 6 (3×2) na manlalaro, hindi {n}",
    "form_extension": "{option}: para lamang sa biyaheng mas maikli sa {limit}, hindi {trip}",
    "form_one_hand": "{option}: 0 sa pagmamarkang {scoring}, na isang round lang; hindi {n}",
    "resumed_latest": (
        "Itinutuloy ang larong {game} na huling na-save; may naka-save ring larong "
        "{other}: {command}"
    ),
    "resume_skipped_newer": (
        "Ang larong {other} na huling na-save, {path}, ay gawa ng mas bagong roadgames at "
        "hindi maitutuloy dito: itinutuloy ang larong {game} na na-save bago nito"
    ),
    "resume_skipped": (
        "Hindi maitutuloy ang larong {other} na huling na-save, {path} ({command} ang "
        "magsasabi kung bakit): itinutuloy ang larong {game} na na-save bago nito"
    ),
    "resume_failed": "hindi maitutuloy ang {path}: {why}",
    "resume_failed_named": "hindi maitutuloy: {why}",
    "resume_damaged": "hindi maitutuloy ang {path}: sira ang file",
    "resume_not_said": "hindi maitutuloy ang {path} (--lang en ang magsasabi kung bakit)",
    "resume_none_saved_at": (
        "walang naka-save na larong maitutuloy (walang {path}): magsimula ng isa gamit ang "
        "{command}"
    ),
    "resume_none_saved": (
        "walang naka-save na larong maitutuloy (wala sa {folder}): magsimula ng isa gamit ang "
        "{command}"
    ),
    "resume_saved_elsewhere": "; may naka-save na larong {game}: {command}",
    "resume_untrusted": (
        "may sarili mong mga manlalaro ang {path} ({players}): kapag itinuloy ito, tatakbo ang "
        "code nila; kung pinagkakatiwalaan mo ito, idagdag ang --trust-players"
    ),
    "resume_unknown_game": "laro ng {game} ang rekord na ito, na hindi malalaro rito",
    "resume_other_game": (
        "larong {game} ang nasa {path}, hindi {other}: alisin ang pangalan ng laro para "
        "maituloy ito"
    ),
}

#: Score-sheet lines, by their English label.
SCORE_LINES: dict[str, str] = {
    "Distance": "Milya",
    "Safeties": "Mga Safety card",
    "Safeties as coup fourré": "Safety bilang coup fourré",
    "All four safeties": "Lahat ng apat na Safety",
    "Coups fourrés": "Coups fourrés",
    "Trip completed": "Natapos ang biyahe",
    "Delayed action": "Natapos nang ubos ang draw pile",
    "Safe trip": "Biyaheng walang 200",
    "Shutout": "Kalabang walang milya",
    "Extension made": "Naituloy hanggang 1000",
    "Extension failed (opponent)": "Hindi naituloy (kalaban)",
    "Most points": "Pinakamaraming puntos",
    "Trip without a 200": "Biyaheng walang 200",
}

#: The score line of a team that played no distance (``Team B played no distance``).
NO_DISTANCE: str = "Koponan {team}: walang milya"

#: Key bindings' labels, by their English label.
KEY_LABELS: dict[str, str] = {
    "Play": "Laruin",
    "Discard": "Itapon",
    "Draw": "Bumunot",
    "Take discard": "Kunin sa discard",
    "Redraw": "Bumunot muli",
    "Refill": "Punuin ang kamay",
    "Hint": "Payo",
    "Rules": "Panuntunan",
    "Save": "I-save",
    "Save & quit": "I-save at umalis",
    "Scores": "Iskor",
    "Answer": "Sumagot",
    "End turn": "Tapusin ang turn",
    "Do it": "Gawin",
    "Close": "Isara",
    "Dismiss menu": "Isara ang menu",  # Textual's own key, on an open drop-down menu
    "Continue": "Tuloy",
    "Quit": "Umalis",
    "New game": "Bagong laro",
    "Ready": "Handa na",
    "Start": "Simulan",  # as the button says
    "Scroll": "Mag-scroll",  # a long summary's table
    "Next page": "Susunod na pahina",
}

#: The Mille Bornes presets' names, by preset (the command line names them by identifier).
PRESET_NAMES: dict[str, str] = {
    "classic": "klasiko",
    "modern": "moderno (2016)",
    "leaflet": "polyeto",
    "club": "klub",
}

#: Rule options' short labels, by option name.
OPTION_LABELS: dict[str, str] = {
    "teams": "Paglalaro ng koponan",
    "deck": "Deck",
    "target": "Haba ng biyahe",
    "finish": "Pagtatapos ng biyahe",
    "max_200s": "Pinakamaraming 200 bawat round",
    "roll_after_remedy": "Roll pagkatapos ng Remedy",
    "draw_from_discard": "Bumunot sa discard pile",
    "empty_draw_pile": "Kapag naubos ang draw pile",
    "attack_needs_target_moving": "Atakihin lang ang tumatakbo",
    "hazard_on_hazard": "Hazard sa hindi naayos na Hazard",
    "attacker_must_have_started": "Umatake lang matapos ang unang Roll",
    "speed_limit_on_limit": "Speed Limit sa Speed Limit",
    "discard_any_time": "Itapon kahit may malalaro",
    "fast_play": "Mabilis na laro (agarang Remedy)",
    "extension": "Ituloy sa 1000",
    "scoring": "Pagmamarka",
    "match_target": "Puntos para manalo sa laban",
    "tie_break": "Tabla nang walang natapos na biyahe",
    "next_starter": "Mauuna sa susunod na round",
    # Rush Hour Shift's
    "hand_size": "Card sa kamay",
    "turn_limit": "Turn bago mag-tabla (0: wala)",
    "move_exact": "MOVE n: eksaktong n hakbang",
    "first_player": "Sino ang mauuna sa unang laro",
}

#: Rule options' choices in words, by option name and choice code.
OPTION_VALUE_LABELS: dict[str, dict[str, str]] = {
    "deck": {"full": "buo (106 card)", "short": "maikli (101)"},
    "finish": {"exact": "eksakto", "reach": "abutin o lampasan"},
    "empty_draw_pile": {
        "play_out": "laruin ang natitira",
        "reshuffle": "ibalasa ang discard",
        "stop": "tapusin ang round",
    },
    "scoring": {"classic": "klasiko", "modern": "moderno (2016)", "leaflet": "polyeto"},
    "tie_break": {"shared": "hati sa panalo", "fewer_cards_played": "mas kaunting nalaro"},
    "next_starter": {"rotate": "ang susunod na upuan", "winner": "ang nanalo"},
}

#: Computer players' levels, by name.
LEVEL_NAMES: dict[str, str] = {
    "easy": "madali",
    "medium": "katamtaman",
    "hard": "mahirap",
    "expert": "eksperto",
    "heuristic": "heuristiko",
    "random": "sapalaran",
    "greedy": "matakaw",
    "search": "paghahanap",
}

#: Computer players' reasons, by reason key (cards and actions filled in later).
REASONS: dict[str, str] = {
    "rs_best_board": (
        "ang pinakamagandang ayos na maaabot ng turn na ito: nasa {value} ang karera (ang mga "
        "hakbang na kailangan pa ng kabilang bidang kotse, bawas ang sa iyo)"
    ),
    "rs_turn_wins": "panalo ang turn na ito",
    "rs_expected": (
        "ang pinakamagandang ayos matapos ang pinakamahusay na sagot ng kalaban, sa "
        "karaniwan: nasa {value} ang karera (ang mga hakbang na kailangan pa ng kabilang bidang "
        "kotse, bawas ang sa iyo; mga kamay na sinubok: {samples})"
    ),
    "rs_expected_risk": (
        "ang pinakamagandang ayos matapos ang pinakamahusay na sagot ng kalaban, kahit na "
        "sa {losses} sa {samples} na kamay na sinubok ay nakalalabas ang kabilang bidang "
        "kotse sa susunod nitong turn"
    ),
    "safety_first": "ilapag ang Safety bago tapusin ang biyahe: may puntos ito at dagdag na turn",
    "finish": "tinatapos ang biyahe",
    "finish_loses": "kapag tinapos ngayon ang biyahe, matatapos ang laro nang talo sa puntos",
    "coup": "coup fourré: kinakansela ng Safety ang atake at may bonus na puntos",
    "cure_with_safety": "inaayos agad ng Safety ang Hazard at may dagdag na turn",
    "safety_gets_going": "pinatatakbo agad ng Safety ang kotse at may dagdag na turn",
    "safety_free": (
        "wala nang dahilan para itago ang Safety na ito: laruin para sa puntos at dagdag na turn"
    ),
    "roll_on": "pinatatakbo ng {card} ang kotse",
    "remedy_now": "inaayos ng Remedy ang Hazard",
    "safety_now": (
        "ilapag na ang Safety: mas mahalaga ang dagdag na turn nito kaysa coup fourré mamaya"
    ),
    "discard_dead": "itapon ang {card}: hindi na ito malalaro",
    "discard_overshoot": "itapon ang {card}: lalampas ito sa dulo ng biyahe",
    "discard_covered": "itapon ang {card}: sinasagot ng Safety sa kamay ang Hazard nito",
    "discard_spare": "itapon ang {card}: ang card na hindi gaanong kailangan",
    "attack": "atakihin ang koponan {team} gamit ang {card} para bumagal ito",
    "distance": "{card}: ang pinakamahabang layong may silbi",
    "end_of_limit": "inaalis ng {card} ang Speed Limit",
    "extend": "malayong nahuhuli ang mga kalaban: ituloy hanggang 1000",
    "extend_behind": (
        "kapag hindi itinuloy, matatapos ang laro nang talo sa puntos: ituloy hanggang 1000"
    ),
    "take_trip": "tanggapin ang natapos na biyahe kaysa isugal ang pagtuloy",
    "draw_discard": "kailangan ngayon ang card sa discard pile",
    "nothing_better": "wala nang mas magandang gawin",
    "search_won": (
        "{reason} (sa {worlds} sinubok na balasa, panalo ito sa laro nang {percent}% ng "
        "pagkakataon)"
    ),
    "search_odds": (
        "{reason} (sa {worlds} sinubok na balasa, panalo ito sa laban nang {percent}% ng "
        "pagkakataon)"
    ),
    "search_beat_won": (
        "sa {worlds} sinubok na balasa, panalo ito sa laro nang {percent}% ng pagkakataon, "
        "kumpara sa {other_percent}% para sa {other}"
    ),
    "search_beat_odds": (
        "sa {worlds} sinubok na balasa, panalo ito sa laban nang {percent}% ng pagkakataon, "
        "kumpara sa {other_percent}% para sa {other}"
    ),
    "no_thanks": "hindi, salamat",
    "playable": "card na malalaro",
    "at_random": "pinili nang sapalaran",
}
