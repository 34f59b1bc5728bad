"""The terminal game's words in Italian (see :mod:`roadgames.tui.i18n`)."""

from __future__ import annotations

from roadgames.millebornes.cards import Card

_C = Card

#: Card names (distance cards are named by their value and unit instead).
CARD_NAMES: dict[Card, str] = {
    _C.ACCIDENT: "Incidente",
    _C.OUT_OF_GAS: "Senza Benzina",
    _C.FLAT_TIRE: "Gomma a Terra",
    _C.SPEED_LIMIT: "Limite di Velocità",
    _C.STOP: "Semaforo Rosso",
    _C.REPAIRS: "Riparazioni",
    _C.GASOLINE: "Benzina",
    _C.SPARE_TIRE: "Ruota di Scorta",
    _C.END_OF_LIMIT: "Fine Limite",
    _C.ROLL: "Semaforo Verde",
    _C.DRIVING_ACE: "Asso del Volante",
    _C.EXTRA_TANK: "Serbatoio",
    _C.PUNCTURE_PROOF: "Anti-Foratura",
    _C.RIGHT_OF_WAY: "Veicolo Prioritario",
}

#: Card names as a narrow card face may break them: ``|`` marks where a long word may
#: break, with a hyphen (a compound's seam, or a syllable's).
CARD_FACES: dict[Card, str] = {
    _C.OUT_OF_GAS: "Senza Ben|zi|na",
    _C.SPEED_LIMIT: "Limite di Ve|lo|ci|tà",
    _C.STOP: "Se|ma|fo|ro Rosso",
    _C.REPAIRS: "Ri|pa|ra|zio|ni",
    _C.GASOLINE: "Ben|zi|na",
    _C.ROLL: "Se|ma|fo|ro Verde",
    _C.EXTRA_TANK: "Ser|ba|to|io",
    _C.RIGHT_OF_WAY: "Vei|co|lo Prio|ri|ta|rio",
}

#: Card names for a face of one line too narrow for the whole name (a pile at a table of
#: three teams): cut short, both traffic lights would read "Semaforo …"; the speed limit,
#: a cell too wide for a pile of two teams at 80 columns, "Limite di Veloci…".
CARD_SHORT: dict[Card, str] = {
    _C.STOP: "Sem. Rosso",
    _C.ROLL: "Sem. Verde",
    _C.SPEED_LIMIT: "Lim. Velocità",
}

#: The interface's strings, by key (Rush Hour Shift's are the ``rs_`` keys).
UI: dict[str, str] = {
    "title": "Mille Bornes",
    "new_game": "Nuova partita",
    "preset": "Regolamento",
    "players": "Giocatori",
    "teams": "Squadre",
    "seed": "Seme casuale",
    "seed_blank": "vuoto: a caso",
    "seat": "Posto {n}",
    "person": "persona",
    "computer": "computer ({level})",
    "start": "Inizia",
    "options": "Opzioni",
    # the new-game screen's choice of game, and Rush Hour Shift's part of it
    "game": "Gioco",
    "rs_setup": "Disposizione",
    "rs_setup_random": "casuale",
    "rs_games": "Manche",
    "you": "Tu",
    "name": "nome",
    "team": "Squadra {label}",
    "hand": "Manche {n}",
    "draw_pile": "Mazzo",
    "discard_pile": "Scarti",
    "empty": "nessuno",
    "scores": "Punti: {scores}",
    "to_move": "di turno: {name}",
    "you_to_move": "tocca a te",
    "you_to_move_named": "tocca a te, {name}",
    "footer_take_discard": "Scarti",
    "footer_throw_in": "Scarta",
    "rs_you_to_move": "tocca a te ({colour})",
    "rs_you_to_move_named": "tocca a te, {name} ({colour})",
    "waiting": "in attesa…",
    "others_deciding": "un altro giocatore sta decidendo…",
    "hand_over": "manche finita",
    "game_over": "partita finita",
    "your_turn": "Tocca a te: {what}",
    "pick_card_from": "scegli una carta ({keys} o clic), poi p gioca / x scarta",
    "pick_card_redraw": (
        "cambio di carte: scegline una ({keys} o clic), x la scarta, poi f completa"
    ),
    "no_score_sheet": "Nessuna manche è ancora finita: non c'è un punteggio da mostrare.",
    "hand_winner": "Manche vinta: {names}.",
    "hand_winners": "Manche in parità: {names}.",
    "help_keys": "Tasti",
    "key_line": "{keys}: {label}",
    "key_space": "spazio",
    "key_delete": "canc",
    "key_escape": "Esc",
    "key_ctrl_q": "Ctrl+Q",
    "help_marks": "Segni sul tavolo",
    "help_pick": "1–7, ← →: scegliere una carta della mano (o un clic; un secondo clic la gioca)",
    "help_safety": "▯ un'immunità giocata nel proprio turno, dritta",
    "help_coup": "▭ un'immunità giocata come coup fourré, di traverso (evidenziata)",
    "help_drawn": "{mark} accanto al numero di una carta: la carta pescata in questo turno",
    "help_legal": "✓ sotto una carta della mano: si può giocare ora",
    "help_selected": "═ una cornice doppia attorno a una carta della mano: la carta scelta",
    "help_hint_marks": (
        "✗ / ▶ davanti a una carta in un consiglio: scartarla / giocarla sul proprio tavolo"
    ),
    "answer_question": "rispondi alla domanda",
    "pick_target": "scegli la squadra da attaccare: numero o clic (Esc annulla)",
    "choose_draw": "pesca: {keys}",
    "draw_key_draw": "d dal mazzo",
    "draw_key_take_discard": "t dagli scarti",
    "draw_key_redraw": "r cambia carte e ripesca",
    "hint": "Consiglio: {action}",
    "hint_none": "nessun consiglio",
    "hint_working": "Cerco un consiglio…",
    "too_small": (
        "Il terminale è troppo piccolo per il tavolo: "
        "ingrandiscilo ad almeno {size} (ora è {now}). q: {quit}."
    ),
    "hint_button": "Consiglio (h)",
    "hint_extend": "Estendi a 1000",
    "hint_no_extension": "Nessuna estensione",
    "hint_coup_fourre": "Dichiara il coup fourré",
    "hint_no_coup_fourre": "Niente coup fourré",
    "hint_not_now": "Non ora",
    "hint_decline": "No",
    "move_play": "giocando {card}",
    "move_discard": "scartando {card}",
    "move_attack": "giocando {card} contro la squadra {team}",
    "thinking": "sta pensando…",
    "battle": "Marcia",
    "speed": "Velocità",
    #: The two piles' names for a pile too narrow for them (6 letters at most).
    "battle_short": "Marcia",
    "speed_short": "Veloc.",
    "pile_empty": "{pile}: —",
    "safeties": "Immunità: —",
    "two_hundreds": "200 giocati: {n}/{max}",
    "two_hundreds_short": "200: {n}/{max}",
    "limited": "limite 50",
    "moving": "in marcia",
    "stopped": "in sosta",
    "moving_short": "in moto",
    "stopped_short": "fermo",
    "coup_fourre_prompt": "Coup fourré! Attacco di {attacker} alla tua squadra: {hazard}. "
    "Rispondi con {safety}?",
    "fast_remedy_prompt": "Attacco di {attacker} alla tua squadra: {hazard}. "
    "Giochi subito {remedy}?",
    "extension_prompt": "Hai completato il percorso di {trip}. Estendi a 1000?",
    "extension_stakes": (
        "No: la manche finisce e segni i 400 del percorso, con i suoi premi. Estendi: raggiungi "
        "1000 per segnarli, più 200; altrimenti ogni altra squadra segna 200 e tu nessun premio "
        "di percorso."
    ),
    "call": "Coup fourré (c)",
    "play_now": "Gioca (c)",
    "extend": "Estendi (e)",
    "decline": "No (n)",
    "nothing_to_answer": "Non hai niente a cui rispondere: il gioco continua.",
    "go_on": "Continua (Invio)",
    "pass_device": "Passa il dispositivo: turno di {name}",
    "pass_device_help": (
        "Schermo solo per {name}. Invio (o clic) per continuare; q salva ed esce."
    ),
    "hand_hidden": "mano coperta",
    "score_sheet": "Punteggio, manche {n}",
    "hand_ended": "La manche è finita: {how}.",
    "how_trip": "un percorso è stato completato",
    "how_exhausted": "non restavano più carte",
    "how_blocked": "nessuno poteva più giocare",
    "how_stalled": "per troppo tempo nessuno ha giocato una carta (pareggio)",
    "line": "Voce",
    "total_hand": "Questa manche",
    "total_match": "Totale",
    "continue": "Continua (Invio)",
    "match_to": "La partita continua fino a {target} punti.",
    "summary": "Partita finita",
    "winner": "Vittoria: {names}",
    "winners": "Vittoria: {names}",
    "final_scores": "Punteggio finale",
    "hand_header": "Manche",
    "hands_played": "Manche giocate: {n}",
    "summary_idle": "La partita si è fermata qui: nessuno ha percorso "
    "alcuna distanza nelle ultime {n} manche.",
    "quit": "Esci (q)",
    "new": "Nuova partita (n)",
    "saved": "Salvata in {path}",
    "set_aside": "La partita non finita salvata qui prima è conservata come {path}",
    "set_aside_damaged": (
        "Il file trovato qui non era una partita salvata: è conservato come {path}"
    ),
    "finished_kept": "La partita finita salvata qui prima è conservata come {path}",
    "not_saved": "Non salvata: {reason}",
    "not_saved_quit": "Non salvata: {reason}. {quit_key} esce senza salvare.",
    "quit_ask": "Vuoi uscire?",
    "quit_how": "Premi {quit_key} per uscire.",
    "quit_how_saving": (
        "Premi {save_key} per salvare la partita e uscire, oppure {quit_key} per uscire subito."
    ),
    "quit_how_closing": (
        "Premi {close_key} per chiudere questa finestra, poi {save_key} per salvare la partita "
        "e uscire; oppure {quit_key} per uscire subito."
    ),
    "quit_how_after": (
        "Rispondi prima, poi premi {save_key} per salvare la partita e uscire; "
        "oppure {quit_key} per uscire subito."
    ),
    "moved_save": "Un'altra partita è salvata nello stesso posto: questa ora è in {path}",
    # what `roadgames play` prints once its screen has closed
    "after_saved": "Partita salvata in {path}",
    "after_continue": "Per riprenderla: {command}",
    "after_finished": "La partita finita è salvata in {path}",
    "after_replay": "Per rivederla: {command}",
    "after_nothing_saved": "Nulla è stato salvato: la partita non finita in {path} è ancora lì",
    "after_nothing_saved_finished": (
        "Nulla è stato salvato: la partita finita in {path} è ancora lì"
    ),
    "after_finished_kept": "La partita finita salvata lì prima è conservata come {path}",
    "after_set_aside": "La partita non finita salvata lì prima è conservata come {path}",
    "after_set_aside_damaged": (
        "Il file trovato lì non era una partita salvata: è conservato come {path}"
    ),
    "after_last_moves_lost": (
        "Non è stato possibile salvare le ultime mosse: {path} contiene la partita com'era "
        "prima di quelle mosse"
    ),
    "after_game_lost": "Non è stato possibile salvare questa partita: è persa",
    "after_other_game": "La partita non finita in {path} è un'altra partita, non questa",
    # what `roadgames replay --lang` prints that the game itself never says
    "replay_public": "Registrazione di {game} (vista pubblica)",
    "replay_all_seeing": "Registrazione di {game}: {n} {n:azione|azioni} (carte tutte scoperte)",
    "replay_holds": "{name}: in mano {cards}",
    "replay_holds_nothing": "{name}: nessuna carta in mano",
    "replay_not_over": "Partita non finita",
    "replay_draw": "Risultato: pareggio",
    "rs_replay_drawn": "({n} {n:pareggiata|pareggiate})",
    "rs_replay_ended": "Manche {n} alla fine",
    "rs_replay_dealt": "Manche {n} appena distribuita",
    # `roadgames replay --lang`: the note on a record made under earlier rules, and the
    # errors of a record that cannot be read or replayed
    "replay_revision": (
        "fatta con la revisione {made} delle regole; rigiocata con la revisione {ours}"
    ),
    "replay_revision_unrecorded": (
        "salvata prima che le revisioni delle regole fossero annotate; rigiocata con la revisione "
        "{ours}"
    ),
    "replay_no_board": "--boards: una partita a {game} non ha tabellone (Rush Hour Shift sì)",
    "replay_not_over_hands": (
        "la partita di questa registrazione non è finita: --hands mostrerebbe carte coperte "
        "(rigiocala senza --hands, o finiscila prima)"
    ),
    "record_device": "{path} è un dispositivo, non un file con la registrazione di una partita",
    "record_too_large": (
        "{path} è troppo grande per la registrazione di una partita ({size} MiB; una registrazione "
        "è al massimo di {limit} MiB)"
    ),
    "record_out_of_memory": "{path} è troppo grande da leggere nella memoria libera",
    "record_not_found": "impossibile leggere {path}: il file non esiste",
    "record_unreadable": "impossibile leggere {path}",
    "record_not_text": "{path} non è la registrazione di una partita (non è testo UTF-8)",
    "record_empty": "{path} è vuoto, non è la registrazione di una partita",
    "record_not_json": "{path} non è JSON valido (riga {line}, colonna {column})",
    "record_not_a_record": "{path} non è la registrazione di una partita",
    "record_invalid": "{path} non è la registrazione di una partita: {why}",
    "record_not_object": "una registrazione è un oggetto JSON",
    "record_wrong_format": "il suo formato dovrebbe essere {format}",
    "record_field_text": "il suo campo «{field}» deve essere un testo",
    "record_field_object": "il suo campo «{field}» deve essere un oggetto",
    "record_field_seed": "il suo campo «{field}» deve essere un numero intero o null",
    "record_field_decks": (
        "il suo campo «{field}» deve essere una lista di liste di codici di carte"
    ),
    "record_field_texts": "il suo campo «{field}» deve essere una lista di testi",
    "record_field_revision": "il suo campo «{field}» deve essere un numero intero da 1 in su",
    "record_no_deal": "non conserva né il seme casuale né i mazzi da cui si è distribuito",
    "record_unknown_game": "{path} non può iniziare: questo roadgames non conosce il gioco {game}",
    "record_cannot_start": (
        "{path} non può iniziare: le sue regole o i suoi mazzi non vanno bene per {game}"
    ),
    "record_misnamed": (
        "{path} è danneggiato: dice di essere una partita a {game}, ma le sue regole sono quelle "
        "di {other}"
    ),
    "record_newer": (
        "{path} viene da un roadgames più recente (revisione {made} delle regole di {game}; questo "
        "gioca la revisione {ours}): aprilo con quel roadgames o uno più recente"
    ),
    "record_older": (
        "{path} è stato fatto con la revisione {made} delle regole di {game}, e questo roadgames "
        "gioca la revisione {ours}"
    ),
    "record_older_unrecorded": (
        "{path} è stato salvato prima che le revisioni delle regole di {game} fossero annotate, e "
        "questo roadgames gioca la revisione {ours}"
    ),
    "record_no_longer_legal": "{lead}: {where}, la sua azione {action} non è più permessa{hint}",
    "record_damaged": (
        "{path} è danneggiato: {where}, l'azione {action} della registrazione non si rigioca{hint}"
    ),
    "record_after_line": "dopo la riga {n} del registro («{entry}»)",
    "record_before_log": "prima della prima riga del registro",
    "record_hint_hands": "; rigiocalo senza --hands per vedere il registro",
    "record_not_replayed": "impossibile rigiocare {path}",
    "record_other_game": "questa registrazione è una partita a {game}, non a {ours}",
    "record_rules_invalid": "le regole della registrazione non sono valide",
    "record_not_game_of": "la registrazione non contiene una partita a {game}",
    "record_seats_named": (
        "{n} {n:giocatore indicato|giocatori indicati} per {seats} {seats:posto|posti}"
    ),
    "record_unknown_player": "giocatore sconosciuto {kind}: scegli {person} o uno tra {levels}",
    "record_action_not_replayed": "{path} è danneggiato: una delle sue azioni non si rigioca",
    "record_action_no_longer_legal": "{lead}: una delle sue azioni non è più permessa",
    "rules": "Regole",
    "rules_title": "Regole in vigore",
    "close": "Chiudi (Esc)",
    "seat_label": "{name} (posto {seat})",
    "event_deal": "Manche {n} distribuita.",
    "event_over": "Manche {n} finita.",
    "event_idle": "Partita finita: nessuna distanza percorsa in {n} manche.",
    "event_reshuffle": "Gli scarti vengono rimescolati in un nuovo mazzo.",
    "event_play": "{who}: {card}",
    "event_attack": "{who}: {card} → {target}",
    "event_discard": "{who}: scarto di {card}",
    "event_draw": "{who}: pesca",
    "event_draw_discard": "{who}: pesca dagli scarti ({card})",
    "event_coup": "{who}: COUP FOURRÉ con {card}!",
    "event_fast": "{who}: {card} subito (gioco rapido)",
    "event_extend": "{who}: estensione a 1000",
    "event_decline": "{who}: nessuna estensione",
    "event_redraw": "{who}: cambio di carte e nuova pesca",
    "event_refill": "{who}: mano completata ({n} {n:carta|carte})",
    "illegal": "Adesso non è possibile.",
    "agent_slow": "Nessuna risposta in {seconds} s da {name}: q per lasciare il tavolo.",
    "agent_slow_unnamed": "Nessuna risposta in {seconds} s: q per lasciare il tavolo.",
    "agent_failed": (
        "Nessuna risposta valida da {name}: è stata giocata la sua prima azione valida."
    ),
    "already_drawn": "Hai già pescato: ora gioca o scarta una carta.",
    "draw_pile_empty": "Il mazzo è vuoto: gioca o scarta una carta.",
    "draw_first": "Prima devi pescare: {keys}.",
    "pick_first": "Prima scegli una carta (il suo numero o un clic).",
    "cannot_play": "{card} non si può giocare ora; x la scarta.",
    "cannot_play_only": "{card} non si può giocare ora.",
    "cannot_play_redraw": (
        "{card} non si può giocare durante il cambio di carte; x la scarta, poi f completa."
    ),
    "cannot_play_why": "{card} non si può giocare ora: {why}; x la scarta.",
    "cannot_play_only_why": "{card} non si può giocare ora: {why}.",
    "why_stopped_by": "{card} ti ferma, prima {remedy}",
    "why_needs_roll": "non sei in marcia, prima {remedy}",
    "why_speed_limit": "con {card}, al massimo {number}",
    "why_past_trip": "andrebbe oltre la fine del percorso (mancano {number})",
    "why_max_200s": "niente più carte da 200 in questa manche (al massimo {number})",
    "why_no_200s": "le carte da 200 non si possono giocare",
    "why_already_moving": "sei già in marcia",
    "why_not_limited": "non hai {card}",
    "why_no_hazard": "non hai {card} da riparare",
    "why_protected": "l'avversario ha {card}",
    "why_already_hit": "l'avversario è già fermo per {card}",
    "why_not_moving": "si può attaccare solo una squadra in marcia",
    "why_not_started": "per attaccare devi aver già giocato {remedy} (o avere {card})",
    "why_already_limited": "l'avversario ha già {card}",
    "why_no_target": "nessuna squadra può riceverla ora",
    "cannot_go_there": "{card} non si può giocare su quella squadra ora.",
    "why_own_team": "un attacco va su un'altra squadra, mai sulla propria",
    "why_own_tableau": "si gioca sul proprio tavolo",
    "cannot_go_there_why": "{card} non si può giocare su quella squadra: {why}.",
    "no_such_team": "Non c'è una squadra {number}: le squadre sono numerate da 1 a {last}.",
    "must_play": "{card} non si può scartare: finché puoi giocare una carta, devi giocarla.",
    "yes": "sì",
    "no": "no",
    # Rush Hour Shift
    "rs_title": "Rush Hour Shift",
    "rs_gold": "oro",
    "rs_silver": "argento",
    "rs_seat": "{name} ({colour})",
    "rs_game": "Manche {n}/{total}",
    "rs_turn": "turno {n}",
    "rs_wins": "manche vinte {gold}–{silver}",
    "rs_no_card": "Ancora nessuna carta in gioco.",
    "rs_end_needs_card": (
        "Prima gioca una carta: un turno finisce (e) una volta giocata la sua carta"
    ),
    "rs_card": "Carta in gioco: {card}",
    "rs_steps_left": "passi rimasti: {n}",
    "rs_shift_left": "uno spostamento",
    "rs_slide_left": "uno scorrimento",
    "rs_card_used": "esaurita",
    "rs_piles": "Mazzo {draw} · scarti {discard}",
    "rs_their_hand": "{name}: {n} {n:carta|carte}",
    "log": "Registro",
    "rs_actions": "Cosa puoi fare",
    "rs_pick_card": "gioca una carta — sceglila (↑↓ o 1–9, Invio) o fai clic",
    "rs_pick_step": "usa la carta — scegli (↑↓ o 1–9, Invio), tasto e: fine turno",
    "rs_pick_step_only": "usa la carta — scegli (↑↓ o 1–9, Invio)",
    "rs_finish_move": "prima completa il MOVE: {n} {n:passo rimasto|passi rimasti}",
    "rs_play": "Gioca {card}",
    "rs_move": "Muovi {vehicle} {dir}",
    "rs_slide": "Fai scorrere {vehicle} {dir} di {n} {n:casella|caselle}",
    "rs_shift": "Sposta la sezione {side} {dir} di {n} {n:riga|righe}",
    "rs_end": "Finisci il turno",
    "rs_up": "in alto",
    "rs_down": "in basso",
    "rs_left": "a sinistra",
    "rs_right": "a destra",
    "rs_side_left": "sinistra",
    "rs_side_right": "destra",
    "rs_locked": "bloccata",
    "rs_hero": "{letter} ({colour})",
    "rs_event": "{who}: {what}",
    "rs_event_start": "Manche {n}, primo turno: {name}.",
    "rs_event_won": "Manche {n} vinta: {name}!",
    "rs_event_drawn": "Manche {n} pari dopo {turns} {turns:turno|turni}.",
    "rs_game_over": "La manche {n} è finita",
    "rs_draw": "Pareggio: nessuna auto eroe è uscita in tempo.",
    "rs_vehicle_card_first": (
        "Prima gioca una carta: poi compaiono le sue mosse, e un clic sceglie il veicolo."
    ),
    "rs_vehicle_not_yours": (
        "È l'auto eroe dell'avversario: tu muovi la tua e i veicoli che bloccano."
    ),
    "rs_vehicle_none_now": "Ora non si muove nessun veicolo: scegli dalla lista.",
    "rs_vehicle_stuck": "Quel veicolo ora non ha una casella libera in cui andare.",
    "rs_match_drawn": "La partita finisce in parità.",
    "rs_games_won": "Manche vinte: {scores}",
    "rs_turns": "Turni giocati: {n}",
    "rs_next_game": "La partita continua: manche {n} di {total}.",
    "rs_legend": "▶ uscita  ┃ giunzione bloccata",
    "rs_board": "G oro esce ▶  S argento ◀",
    "rs_help_pick": (
        "1–9, ↑ ↓, Invio: scegliere una carta, poi ciascuno dei suoi passi, nell'elenco di cosa"
        " puoi fare (o fare clic su una carta, un passo o un veicolo del tabellone: le sue "
        "mosse vengono elencate)"
    ),
    "rs_help_offsets": (
        "{left}, {right} ↑n ↓n ±0: di quanto ogni sezione laterale si è spostata dall'inizio"
    ),
    "rs_endless": (
        "Due computer senza limite di turni possono giocare "
        "all'infinito: imposta un limite o prendi un posto"
    ),
    "form_range": "{option}: un numero intero da {low} a {high}",
    "form_multiple": "{option}: un multiplo di {step}",
    "form_whole_number": "{option}: serve un numero intero",
    "form_seed": "{option}: un numero intero da 0 in su, non {text}",
    "form_seed_too_long": "{option}: un numero intero di al massimo {limit} cifre, non {digits}",
    "form_seed_negative": (
        "{option}: un numero intero da 0 in su, non {text} ({positive} dà la stessa partita)"
    ),
    "form_preset_players": "Il regolamento {preset} è per {counts} giocatori, non per {n}",
    "form_teams": "{option}: solo con 4 (2×2) o 6 (3×2) giocatori, non con {n}",
    "form_extension": "{option}: solo per un percorso più corto di {limit}, non di {trip}",
    "form_one_hand": (
        "{option}: 0 con la tabella {scoring}, con cui si gioca una sola manche; non {n}"
    ),
    "resumed_latest": (
        "Riprende la partita a {game} salvata per ultima; è salvata anche una partita a "
        "{other}: {command}"
    ),
    "resume_skipped_newer": (
        "La partita a {other} salvata per ultima, {path}, viene da un roadgames più recente "
        "e qui non può riprendere: riprende la partita a {game} salvata prima"
    ),
    "resume_skipped": (
        "La partita a {other} salvata per ultima, {path}, non può riprendere ({command} "
        "dice perché): riprende la partita a {game} salvata prima"
    ),
    "resume_failed": "impossibile riprendere {path}: {why}",
    "resume_failed_named": "impossibile riprendere: {why}",
    "resume_damaged": "impossibile riprendere {path}: il file è danneggiato",
    "resume_not_said": "impossibile riprendere {path} (--lang en dice perché)",
    "resume_none_saved_at": (
        "nessuna partita salvata da riprendere ({path} non esiste): iniziane una con {command}"
    ),
    "resume_none_saved": (
        "nessuna partita salvata da riprendere (nessuna in {folder}): iniziane una con {command}"
    ),
    "resume_saved_elsewhere": "; è salvata una partita a {game}: {command}",
    "resume_untrusted": (
        "{path} fa giocare giocatori tuoi ({players}): riprenderla esegue il loro codice; se "
        "ti fidi, aggiungi --trust-players"
    ),
    "resume_unknown_game": (
        "questa registrazione è una partita a {game}, che qui non si può giocare"
    ),
    "resume_other_game": (
        "{path} contiene una partita a {game}, non a {other}: ometti il nome del gioco per "
        "riprenderla"
    ),
}

#: Score-sheet lines, by their English label.
SCORE_LINES: dict[str, str] = {
    "Distance": "Distanza",
    "Safeties": "Immunità",
    "Safeties as coup fourré": "Immunità in coup fourré",
    "All four safeties": "Tutte e quattro le immunità",
    "Coups fourrés": "Coups fourrés",
    "Trip completed": "Percorso completato",
    "Delayed action": "Arrivo a mazzo finito",
    "Safe trip": "Percorso senza 200",
    "Shutout": "Avversari senza distanza",
    "Extension made": "Estensione riuscita",
    "Extension failed (opponent)": "Estensione fallita (avversari)",
    "Most points": "Più punti",
    "Trip without a 200": "Percorso senza 200",
}

#: The score line of a team that played no distance (``Team B played no distance``).
NO_DISTANCE: str = "Squadra {team} senza distanza"

#: Key bindings' labels, by their English label.
KEY_LABELS: dict[str, str] = {
    "Play": "Gioca",
    "Discard": "Scarta",
    "Draw": "Pesca",
    "Take discard": "Prendi scarto",
    "Redraw": "Ripesca",
    "Refill": "Completa",
    "Hint": "Consiglio",
    "Rules": "Regole",
    "Save": "Salva",
    "Save & quit": "Salva ed esci",
    "Scores": "Punti",
    "Answer": "Rispondi",
    "End turn": "Fine turno",
    "Do it": "Esegui",
    "Close": "Chiudi",
    "Dismiss menu": "Chiudi il menu",  # Textual's own key, on an open drop-down menu
    "Continue": "Continua",
    "Quit": "Esci",
    "New game": "Nuova partita",
    "Ready": "Avanti",
    "Start": "Inizia",  # as the button says
    "Scroll": "Scorri",  # a long summary's table
    "Next page": "Pagina seguente",
}

#: The Mille Bornes presets' names, by preset (the command line names them by identifier).
PRESET_NAMES: dict[str, str] = {
    "classic": "classico",
    "modern": "moderno (2016)",
    "leaflet": "pieghevole",
    "club": "club",
}

#: Rule options' short labels, by option name.
OPTION_LABELS: dict[str, str] = {
    "teams": "Gioco a squadre",
    "deck": "Mazzo di carte",
    "target": "Lunghezza del percorso",
    "finish": "Arrivo al traguardo",
    "max_200s": "Massimo di carte da 200 per manche",
    "roll_after_remedy": "Semaforo Verde dopo ogni parata",
    "draw_from_discard": "Pescare dagli scarti",
    "empty_draw_pile": "Quando il mazzo finisce",
    "attack_needs_target_moving": "Attaccare solo chi è in marcia",
    "hazard_on_hazard": "Attacco su attacco non parato",
    "attacker_must_have_started": "Attacchi dal primo Semaforo Verde",
    "speed_limit_on_limit": "Limiti di Velocità cumulabili",
    "discard_any_time": "Scartare anche potendo giocare",
    "fast_play": "Gioco rapido (parate immediate)",
    "extension": "Estensione a 1000",
    "scoring": "Tabella dei punti",
    "match_target": "Punti per vincere la partita",
    "tie_break": "Parità senza percorso completato",
    "next_starter": "Chi inizia la manche successiva",
    # Rush Hour Shift's
    "hand_size": "Carte in mano",
    "turn_limit": "Turni prima del pareggio (0: mai)",
    "move_exact": "MOVE n: esattamente n passi",
    "first_player": "Chi inizia la prima manche",
}

#: Rule options' choices in words, by option name and choice code.
OPTION_VALUE_LABELS: dict[str, dict[str, str]] = {
    "deck": {"full": "completo (106 carte)", "short": "ridotto (101)"},
    "finish": {"exact": "esatto", "reach": "basta raggiungerlo"},
    "empty_draw_pile": {
        "play_out": "gioca fino in fondo",
        "reshuffle": "rimescola gli scarti",
        "stop": "fine della manche",
    },
    "scoring": {"classic": "classico", "modern": "moderno (2016)", "leaflet": "pieghevole"},
    "tie_break": {"shared": "vittoria condivisa", "fewer_cards_played": "meno carte giocate"},
    "next_starter": {"rotate": "il posto seguente", "winner": "chi ha vinto"},
}

#: Computer players' levels, by name.
LEVEL_NAMES: dict[str, str] = {
    "easy": "facile",
    "medium": "medio",
    "hard": "difficile",
    "expert": "esperto",
    "heuristic": "euristico",
    "random": "casuale",
    "greedy": "avido",
    "search": "ricerca",
}

#: Computer players' reasons, by reason key (cards and actions filled in later).
REASONS: dict[str, str] = {
    "rs_best_board": (
        "la posizione migliore che questo turno può raggiungere: la corsa a {value} (i passi "
        "che mancano ancora all'altra auto eroe meno i tuoi)"
    ),
    "rs_turn_wins": "questo turno vince la manche",
    "rs_expected": (
        "la posizione migliore dopo la migliore risposta dell'altro, in media: la corsa a "
        "{value} (i passi che mancano ancora all'altra auto eroe meno i tuoi; mani estratte "
        "a sorte: {samples})"
    ),
    "rs_expected_risk": (
        "la posizione migliore dopo la migliore risposta dell'altro, anche se l'altra auto "
        "eroe esce al suo prossimo turno in una parte delle mani estratte a sorte ({losses} "
        "su {samples})"
    ),
    "safety_first": (
        "giocare l'immunità prima di completare il percorso: i suoi punti e un turno in più"
    ),
    "finish": "completa il percorso",
    "finish_loses": ("completare il percorso ora chiuderebbe la partita in svantaggio di punti"),
    "coup": "coup fourré: l'immunità annulla l'attacco e vale un bonus",
    "cure_with_safety": "l'immunità para subito l'attacco e dà un turno in più",
    "safety_gets_going": "l'immunità mette subito in marcia l'auto e dà un turno in più",
    "safety_free": (
        "nessun motivo per tenere ancora questa immunità: giocarla per i suoi punti e un "
        "turno in più"
    ),
    "roll_on": "{card} rimette in marcia l'auto",
    "remedy_now": "la parata annulla l'attacco",
    "safety_now": (
        "giocare ora l'immunità: il suo turno in più vale più di un coup fourré in seguito"
    ),
    "discard_dead": "scartare {card}: non si potrà più giocare",
    "discard_overshoot": "scartare {card}: porterebbe oltre la fine del percorso",
    "discard_covered": "scartare {card}: l'immunità in mano para il suo attacco",
    "discard_spare": "scartare {card}: la carta meno utile",
    "attack": "attaccare la squadra {team} con {card} per frenarla",
    "distance": "{card}: la distanza utile più lunga",
    "end_of_limit": "{card} toglie il limite di velocità",
    "extend": "gli avversari sono molto indietro: estendere a 1000",
    "extend_behind": ("rinunciare chiuderebbe la partita in svantaggio di punti: estendere a 1000"),
    "take_trip": "tenersi il percorso completato invece di rischiare l'estensione",
    "draw_discard": "la carta scartata serve subito",
    "nothing_better": "niente di meglio da fare",
    "search_won": (
        "{reason} (su {worlds} distribuzioni a sorte questa mossa vince la partita "
        "il {percent}% delle volte)"
    ),
    "search_odds": (
        "{reason} (su {worlds} distribuzioni a sorte questa mossa vince la partita "
        "il {percent}% delle volte)"
    ),
    "search_beat_won": (
        "su {worlds} distribuzioni a sorte questa mossa vince la partita il {percent}% delle "
        "volte, contro il {other_percent}% {other}"
    ),
    "search_beat_odds": (
        "su {worlds} distribuzioni a sorte questa mossa vince la partita il {percent}% delle "
        "volte, contro il {other_percent}% {other}"
    ),
    "no_thanks": "no grazie",
    "playable": "una carta giocabile",
    "at_random": "a caso",
}
