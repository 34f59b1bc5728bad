"""The terminal game's words in German (see :mod:`roadgames.tui.i18n`)."""

from __future__ import annotations

from roadgames.millebornes.cards import Card

_C = Card

#: Card names (distance cards are named by their value and unit instead).
CARD_NAMES: dict[Card, str] = {
    _C.ACCIDENT: "Unfall",
    _C.OUT_OF_GAS: "Kein Benzin",
    _C.FLAT_TIRE: "Reifenpanne",
    _C.SPEED_LIMIT: "Tempolimit",
    _C.STOP: "Rote Ampel",
    _C.REPAIRS: "Reparatur",
    _C.GASOLINE: "Benzin",
    _C.SPARE_TIRE: "Ersatzreifen",
    _C.END_OF_LIMIT: "Ende Tempolimit",
    _C.ROLL: "Grüne Ampel",
    _C.DRIVING_ACE: "Fahr-Ass",
    _C.EXTRA_TANK: "Tankwagen",
    _C.PUNCTURE_PROOF: "Pannensicher",
    _C.RIGHT_OF_WAY: "Vorfahrt",
}

#: Card names as a narrow card face may break them: ``|`` marks where a long word may
#: break, with a hyphen (a compound's seam, or a syllable's).
CARD_FACES: dict[Card, str] = {
    _C.FLAT_TIRE: "Reifen|panne",
    _C.SPEED_LIMIT: "Tempo|limit",
    _C.REPAIRS: "Repa|ratur",
    _C.SPARE_TIRE: "Ersatz|reifen",
    _C.END_OF_LIMIT: "Ende Tempo|limit",
    _C.EXTRA_TANK: "Tank|wagen",
    _C.PUNCTURE_PROOF: "Pannen|sicher",
    _C.RIGHT_OF_WAY: "Vor|fahrt",
}

#: Card names in the dative, where it differs from the name: after "mit" an adjective (or
#: "kein") takes the dative ending ("mit Roter Ampel", not "mit Rote Ampel").
CARD_DATIVES: dict[Card, str] = {
    _C.OUT_OF_GAS: "Keinem Benzin",
    _C.STOP: "Roter Ampel",
    _C.ROLL: "Grüner Ampel",
}

#: The interface's strings, by key (Rush Hour Shift's are the ``rs_`` keys).
UI: dict[str, str] = {
    "title": "Mille Bornes",
    "new_game": "Neue Partie",
    "preset": "Regelsatz",
    "players": "Spieler",
    "teams": "Teams",
    "seed": "Startwert",
    "seed_blank": "leer: zufällig",
    "seat": "Platz {n}",
    "person": "Mensch",
    "computer": "Computer ({level})",
    "start": "Starten",
    "options": "Optionen",
    # the new-game screen's choice of game, and Rush Hour Shift's part of it
    "game": "Spiel",
    "rs_setup": "Aufbau",
    "rs_setup_random": "zufällig",
    "rs_games": "Runden",
    "you": "Du",
    "name": "Name",
    "team": "Team {label}",
    "hand": "Runde {n}",
    "draw_pile": "Ziehstapel",
    "discard_pile": "Ablage",
    "empty": "leer",
    "scores": "Punkte: {scores}",
    "to_move": "am Zug: {name}",
    "you_to_move": "du bist dran",
    "you_to_move_named": "du bist dran, {name}",
    "footer_take_discard": "Ablage",
    "footer_throw_in": "Abwerfen",
    "rs_you_to_move": "du bist dran ({colour})",
    "rs_you_to_move_named": "du bist dran, {name} ({colour})",
    "waiting": "warten…",
    "others_deciding": "jemand anderes entscheidet…",
    "hand_over": "Runde vorbei",
    "game_over": "Partie beendet",
    "your_turn": "Dein Zug: {what}",
    "pick_card_from": "wähle eine Karte ({keys} oder Klick), dann p spielen / x abwerfen",
    "pick_card_redraw": (
        "Karten abwerfen und neu ziehen: wähle eine ({keys} oder Klick), x wirft sie ab, dann "
        "f füllt auf"
    ),
    "no_score_sheet": "Noch ist keine Runde vorbei: Es gibt noch keine Wertung.",
    "hand_winner": "Gewinner der Runde: {names}.",
    "hand_winners": "Gewinner der Runde (gleichauf): {names}.",
    "help_keys": "Tasten",
    "key_line": "{keys}: {label}",
    "key_space": "Leertaste",
    "key_delete": "Entf",
    "key_escape": "Esc",
    "key_ctrl_q": "Strg+Q",
    "help_marks": "Zeichen auf dem Tisch",
    "help_pick": (
        "1–7, ← →: eine Karte der Hand wählen (oder klicken; ein zweiter Klick spielt sie)"
    ),
    "help_safety": "▯ eine Sicherheitskarte, im eigenen Zug gespielt (aufrecht)",
    "help_coup": "▭ eine Sicherheitskarte als Coup fourré gespielt, quer gelegt (hervorgehoben)",
    "help_drawn": "{mark} neben der Nummer einer Karte: die in diesem Zug gezogene Karte",
    "help_legal": "✓ unter einer Karte der Hand: sie ist jetzt spielbar",
    "help_selected": "═ ein doppelter Rahmen um eine Karte der Hand: die gewählte Karte",
    "help_hint_marks": (
        "✗ / ▶ vor einer Karte im Tipp: sie abwerfen / sie in die eigene Auslage legen"
    ),
    "answer_question": "beantworte die Frage",
    "pick_target": "wähle das Team, das du angreifst: Nummer oder Klick (Esc bricht ab)",
    "choose_draw": "ziehen: {keys}",
    "draw_key_draw": "d vom Ziehstapel",
    "draw_key_take_discard": "t von der Ablage",
    "draw_key_redraw": "r Karten abwerfen und neu ziehen",
    "hint": "Tipp: {action}",
    "hint_none": "kein Tipp verfügbar",
    "hint_working": "Ein Tipp wird gesucht…",
    "too_small": (
        "Das Terminal ist zu klein für den Tisch: "
        "Vergrößere es auf mindestens {size} (jetzt {now}). q: {quit}."
    ),
    "hint_button": "Tipp (h)",
    "hint_extend": "Auf 1000 verlängern",
    "hint_no_extension": "Keine Verlängerung",
    "hint_coup_fourre": "Coup fourré ansagen",
    "hint_no_coup_fourre": "Kein Coup fourré",
    "hint_not_now": "Nicht jetzt",
    "hint_decline": "Nein",
    "move_play": "{card}",
    "move_discard": "das Abwerfen von {card}",
    "move_attack": "{card} gegen Team {team}",
    "thinking": "überlegt…",
    "battle": "Fahrt",
    "speed": "Tempo",
    #: The two piles' names for a pile too narrow for them (6 letters at most).
    "battle_short": "Fahrt",
    "speed_short": "Tempo",
    "pile_empty": "{pile}: —",
    "safeties": "Sicherheitskarten: —",
    "two_hundreds": "200er gespielt: {n}/{max}",
    "two_hundreds_short": "200er {n}/{max}",
    "limited": "Limit 50",
    "moving": "fährt",
    "stopped": "steht",
    "moving_short": "fährt",
    "stopped_short": "steht",
    "coup_fourre_prompt": "Coup fourré! {attacker} hat {hazard} gegen dein Team gespielt. "
    "Mit deiner Karte {safety} kontern?",
    "fast_remedy_prompt": "{attacker} hat {hazard} gegen dein Team gespielt. "
    "Deine Karte {remedy} sofort spielen?",
    "extension_prompt": "Du hast die Strecke von {trip} geschafft. Auf 1000 verlängern?",
    "extension_stakes": (
        "Nein: Die Runde endet und du bekommst 400 für die Strecke, samt Boni. Verlängern: "
        "Erreichst du 1000, bekommst du das und 200 mehr; sonst bekommt jedes andere Team 200 und "
        "du keinen Streckenbonus."
    ),
    "call": "Coup fourré (c)",
    "play_now": "Spielen (c)",
    "extend": "Verlängern (e)",
    "decline": "Nein (n)",
    "nothing_to_answer": "Für dich gibt es nichts zu beantworten: Das Spiel geht weiter.",
    "go_on": "Weiter (Enter)",
    "pass_device": "Gib das Gerät an {name} weiter",
    "pass_device_help": (
        "Nur {name} darf hinsehen. Enter (oder Klick), sobald bereit; q speichert und beendet."
    ),
    "hand_hidden": "Hand verdeckt",
    "score_sheet": "Wertung, Runde {n}",
    "hand_ended": "Die Runde ist vorbei: {how}.",
    "how_trip": "eine Strecke wurde geschafft",
    "how_exhausted": "es waren keine Karten mehr übrig",
    "how_blocked": "niemand konnte mehr spielen",
    "how_stalled": "zu lange wurde keine Karte gespielt (unentschieden)",
    "line": "Posten",
    "total_hand": "Diese Runde",
    "total_match": "Gesamt",
    "continue": "Weiter (Enter)",
    "match_to": "Die Partie geht weiter, bis {target} Punkte erreicht sind.",
    "summary": "Partie beendet",
    "winner": "Gewinner: {names}",
    "winners": "Gewinner: {names}",
    "final_scores": "Endstand",
    "hand_header": "Runde",
    "hands_played": "Gespielte Runden: {n}",
    "summary_idle": "Die Partie endete hier: In ihren letzten {n} Runden "
    "legte niemand eine Distanz zurück.",
    "quit": "Beenden (q)",
    "new": "Neue Partie (n)",
    "saved": "Gespeichert unter {path}",
    "set_aside": "Die unfertige Partie, die hier gespeichert war, bleibt als {path} erhalten",
    "set_aside_damaged": (
        "Die Datei, die hier lag, war keine gespeicherte Partie: Sie bleibt als {path} erhalten"
    ),
    "finished_kept": "Die beendete Partie, die hier gespeichert war, bleibt als {path} erhalten",
    "not_saved": "Nicht gespeichert: {reason}",
    "not_saved_quit": "Nicht gespeichert: {reason}. {quit_key} beendet, ohne zu speichern.",
    "quit_ask": "Möchtest du beenden?",
    "quit_how": "Mit {quit_key} beendest du das Spiel.",
    "quit_how_saving": (
        "Mit {save_key} speicherst du die Partie und beendest das Spiel, "
        "mit {quit_key} beendest du es sofort."
    ),
    "quit_how_closing": (
        "Schließe dies mit {close_key}, dann speicherst du mit {save_key} die Partie und "
        "beendest das Spiel; mit {quit_key} beendest du es sofort."
    ),
    "quit_how_after": (
        "Antworte zuerst, dann speicherst du mit {save_key} die Partie und beendest das "
        "Spiel; mit {quit_key} beendest du es sofort."
    ),
    "moved_save": (
        "Am selben Ort ist eine andere Partie gespeichert: Diese steht jetzt unter {path}"
    ),
    # what `roadgames play` prints once its screen has closed
    "after_saved": "Partie gespeichert unter {path}",
    "after_continue": "Weiterspielen mit: {command}",
    "after_finished": "Die beendete Partie ist gespeichert unter {path}",
    "after_replay": "Nochmals ansehen mit: {command}",
    "after_nothing_saved": (
        "Nichts wurde gespeichert: Die unfertige Partie unter {path} ist noch da"
    ),
    "after_nothing_saved_finished": (
        "Nichts wurde gespeichert: Die beendete Partie unter {path} ist noch da"
    ),
    "after_finished_kept": (
        "Die beendete Partie, die dort gespeichert war, bleibt als {path} erhalten"
    ),
    "after_set_aside": (
        "Die unfertige Partie, die dort gespeichert war, bleibt als {path} erhalten"
    ),
    "after_set_aside_damaged": (
        "Die Datei, die dort lag, war keine gespeicherte Partie: Sie bleibt als {path} erhalten"
    ),
    "after_last_moves_lost": (
        "Die letzten Züge konnten nicht gespeichert werden: {path} enthält die Partie, "
        "wie sie davor war"
    ),
    "after_game_lost": "Diese Partie konnte nicht gespeichert werden: Sie ist verloren",
    "after_other_game": "Die unfertige Partie unter {path} ist eine andere Partie, nicht diese",
    # what `roadgames replay --lang` prints that the game itself never says
    "replay_public": "Aufzeichnung von {game} (öffentliche Sicht)",
    "replay_all_seeing": "Aufzeichnung von {game}: {n} {n:Aktion|Aktionen} (alle Karten offen)",
    "replay_holds": "{name} hat auf der Hand: {cards}",
    "replay_holds_nothing": "{name} hat keine Karte auf der Hand",
    "replay_not_over": "Partie nicht beendet",
    "replay_draw": "Ergebnis: unentschieden",
    "rs_replay_drawn": "({n} unentschieden)",
    "rs_replay_ended": "Runde {n} an ihrem Ende",
    "rs_replay_dealt": "Runde {n} wie ausgeteilt",
    # `roadgames replay --lang`: the note on a record made under earlier rules, and the
    # errors of a record that cannot be read or replayed
    "replay_revision": (
        "erstellt unter Revision {made} der Regeln; nachgespielt unter Revision {ours}"
    ),
    "replay_revision_unrecorded": (
        "gespeichert, bevor Revisionen der Regeln festgehalten wurden; nachgespielt unter Revision "
        "{ours}"
    ),
    "replay_no_board": (
        "--boards: eine Partie {game} hat kein Spielbrett (Rush Hour Shift hat eins)"
    ),
    "replay_not_over_hands": (
        "die Partie in dieser Aufzeichnung ist nicht beendet: --hands würde verdeckte Karten "
        "zeigen (spiel sie ohne --hands nach oder spiel sie erst zu Ende)"
    ),
    "record_device": "{path} ist ein Gerät, keine Datei mit der Aufzeichnung einer Partie",
    "record_too_large": (
        "{path} ist zu groß für die Aufzeichnung einer Partie ({size} MiB; Aufzeichnungen haben "
        "höchstens {limit} MiB)"
    ),
    "record_out_of_memory": "{path} ist zu groß, um im freien Speicher gelesen zu werden",
    "record_not_found": "{path} kann nicht gelesen werden: diese Datei gibt es nicht",
    "record_unreadable": "{path} kann nicht gelesen werden",
    "record_not_text": "{path} ist keine Aufzeichnung einer Partie (kein UTF-8-Text)",
    "record_empty": "{path} ist leer, keine Aufzeichnung einer Partie",
    "record_not_json": "{path} ist kein gültiges JSON (Zeile {line}, Spalte {column})",
    "record_not_a_record": "{path} ist keine Aufzeichnung einer Partie",
    "record_invalid": "{path} ist keine Aufzeichnung einer Partie: {why}",
    "record_not_object": "eine Aufzeichnung ist ein JSON-Objekt",
    "record_wrong_format": "das Format sollte {format} sein",
    "record_field_text": "das Feld „{field}“ muss ein Text sein",
    "record_field_object": "das Feld „{field}“ muss ein Objekt sein",
    "record_field_seed": "das Feld „{field}“ muss eine ganze Zahl oder null sein",
    "record_field_decks": "das Feld „{field}“ muss eine Liste von Listen von Kartencodes sein",
    "record_field_texts": "das Feld „{field}“ muss eine Liste von Texten sein",
    "record_field_revision": "das Feld „{field}“ muss eine ganze Zahl ab 1 sein",
    "record_no_deal": (
        "darin stehen weder der Startwert noch die Stapel, aus denen ausgeteilt wurde"
    ),
    "record_unknown_game": (
        "{path} kann nicht beginnen: dieses roadgames kennt das Spiel {game} nicht"
    ),
    "record_cannot_start": (
        "{path} kann nicht beginnen: die Regeln oder die Stapel passen nicht zu {game}"
    ),
    "record_misnamed": (
        "{path} ist beschädigt: die Datei gibt sich als Partie {game} aus, doch ihre Regeln sind "
        "die von {other}"
    ),
    "record_newer": (
        "{path} stammt von einem neueren roadgames (unter Revision {made} der Regeln von {game}; "
        "dieses spielt Revision {ours}): öffne die Datei mit jenem roadgames oder einem neueren"
    ),
    "record_older": (
        "{path} wurde unter Revision {made} der Regeln von {game} erstellt, und dieses roadgames "
        "spielt Revision {ours}"
    ),
    "record_older_unrecorded": (
        "{path} wurde gespeichert, bevor Revisionen der Regeln von {game} festgehalten wurden, und "
        "dieses roadgames spielt Revision {ours}"
    ),
    "record_no_longer_legal": "{lead}: {where} ist die Aktion {action} nicht mehr erlaubt{hint}",
    "record_damaged": (
        "{path} ist beschädigt: {where} lässt sich die Aktion {action} der Aufzeichnung nicht "
        "nachspielen{hint}"
    ),
    "record_after_line": "nach Zeile {n} des Protokolls („{entry}“)",
    "record_before_log": "vor der ersten Zeile des Protokolls",
    "record_hint_hands": "; spiel sie ohne --hands nach, um das Protokoll zu sehen",
    "record_not_replayed": "{path} lässt sich nicht nachspielen",
    "record_other_game": "diese Aufzeichnung ist eine Partie {game}, nicht {ours}",
    "record_rules_invalid": "die Regeln der Aufzeichnung sind nicht gültig",
    "record_not_game_of": "die Aufzeichnung enthält keine Partie {game}",
    "record_seats_named": "{n} {n:Spieler|Spieler} für {seats} {seats:Platz|Plätze} genannt",
    "record_unknown_player": "unbekannter Spieler {kind}: wähle {person} oder einen von {levels}",
    "record_action_not_replayed": (
        "{path} ist beschädigt: eine der Aktionen lässt sich nicht nachspielen"
    ),
    "record_action_no_longer_legal": "{lead}: eine der Aktionen ist nicht mehr erlaubt",
    "rules": "Regeln",
    "rules_title": "Geltende Regeln",
    "close": "Schließen (Esc)",
    "seat_label": "{name} (Platz {seat})",
    "event_deal": "Runde {n} ausgeteilt.",
    "event_over": "Runde {n} vorbei.",
    "event_idle": "Partie vorbei: {n} Runden ohne jede Distanz.",
    "event_reshuffle": "Die Ablage wird zu einem neuen Ziehstapel gemischt.",
    "event_play": "{who}: {card}",
    "event_attack": "{who}: {card} → {target}",
    "event_discard": "{who}: {card} abgeworfen",
    "event_draw": "{who}: Karte gezogen",
    "event_draw_discard": "{who}: {card} von der Ablage genommen",
    "event_coup": "{who}: COUP FOURRÉ mit {card:dative}!",
    "event_fast": "{who}: {card} sofort (schnelles Spiel)",
    "event_extend": "{who}: Verlängerung auf 1000",
    "event_decline": "{who}: keine Verlängerung",
    "event_redraw": "{who}: Karten abgeworfen und neu gezogen",
    "event_refill": "{who}: Hand aufgefüllt ({n} {n:Karte|Karten})",
    "illegal": "Das geht jetzt nicht.",
    "agent_slow": "{name}: seit {seconds} s keine Antwort. Mit q verlässt du den Tisch.",
    "agent_slow_unnamed": "Seit {seconds} s keine Antwort. Mit q verlässt du den Tisch.",
    "agent_failed": (
        "{name} gab keine erlaubte Antwort: Stattdessen wurde die erste erlaubte Aktion gespielt."
    ),
    "already_drawn": "Deine Karte ist gezogen: Spiel jetzt eine Karte aus oder wirf eine ab.",
    "draw_pile_empty": "Der Ziehstapel ist leer: Spiel eine Karte aus oder wirf eine ab.",
    "draw_first": "Zuerst ziehen: {keys}.",
    "pick_first": "Wähle zuerst eine Karte (ihre Nummer oder ein Klick).",
    "cannot_play": "{card} ist jetzt nicht spielbar; x wirft die Karte ab.",
    "cannot_play_only": "{card} ist jetzt nicht spielbar.",
    "cannot_play_redraw": (
        "{card} ist nicht spielbar, während du Karten abwirfst, um neu zu ziehen; x wirft sie "
        "ab, dann f füllt auf."
    ),
    "cannot_play_why": "{card} ist jetzt nicht spielbar: {why}; x wirft die Karte ab.",
    "cannot_play_only_why": "{card} ist jetzt nicht spielbar: {why}.",
    "why_stopped_by": "{card} hält dich auf, zuerst {remedy}",
    "why_needs_roll": "du fährst nicht, zuerst {remedy}",
    "why_speed_limit": "{card}: höchstens {number}",
    "why_past_trip": "sie führt über das Ziel hinaus (noch {number})",
    "why_max_200s": "keine 200er mehr in dieser Runde (höchstens {number})",
    "why_no_200s": "200er-Karten dürfen nicht gespielt werden",
    "why_already_moving": "du fährst schon",
    "why_not_limited": "{card} liegt bei dir nicht aus",
    "why_no_hazard": "{card} liegt bei dir nicht aus",
    "why_protected": "die Gegenseite hat {card}",
    "why_already_hit": "die Gegenseite steht schon ({card})",
    "why_not_moving": "nur ein fahrendes Team kann angegriffen werden",
    "why_not_started": (
        "du musst schon einmal eine {remedy} gespielt haben (oder {card} haben), um anzugreifen"
    ),
    "why_already_limited": "die Gegenseite hat schon {card}",
    "why_no_target": "kein Team kann sie jetzt bekommen",
    "cannot_go_there": "{card} kann jetzt nicht auf dieses Team gespielt werden.",
    "why_own_team": "eine Gefahr kommt auf ein anderes Team, nie auf das eigene",
    "why_own_tableau": "sie kommt in die eigene Auslage",
    "cannot_go_there_why": "{card} kann nicht auf dieses Team gespielt werden: {why}.",
    "no_such_team": "Es gibt kein Team {number}: die Teams sind von 1 bis {last} nummeriert.",
    "must_play": (
        "{card} darf nicht abgeworfen werden: Solange du eine Karte spielen kannst, "
        "musst du spielen."
    ),
    "yes": "ja",
    "no": "nein",
    # Rush Hour Shift
    "rs_title": "Rush Hour Shift",
    "rs_gold": "Gold",
    "rs_silver": "Silber",
    "rs_seat": "{name} ({colour})",
    "rs_game": "Runde {n}/{total}",
    "rs_turn": "Zug {n}",
    "rs_wins": "Runden gewonnen {gold}–{silver}",
    "rs_no_card": "Noch keine Karte im Spiel.",
    "rs_end_needs_card": (
        "Spiele zuerst eine Karte: Ein Zug endet (e), sobald seine Karte gespielt ist"
    ),
    "rs_card": "Karte im Spiel: {card}",
    "rs_steps_left": "noch {n} {n:Schritt|Schritte}",
    "rs_shift_left": "ein Verschieben",
    "rs_slide_left": "ein Schieben",
    "rs_card_used": "verbraucht",
    "rs_piles": "Ziehstapel {draw} · Ablage {discard}",
    "rs_their_hand": "{name} hat {n} {n:Karte|Karten}",
    "log": "Protokoll",
    "rs_actions": "Deine Möglichkeiten",
    "rs_pick_card": "spiel eine Karte — wähle sie (↑↓ oder 1–9, Enter) oder klicke sie an",
    "rs_pick_step": "nutze die Karte — wähle (↑↓ oder 1–9, Enter), e beendet den Zug",
    "rs_pick_step_only": "nutze die Karte — wähle (↑↓ oder 1–9, Enter)",
    "rs_finish_move": "erst den MOVE zu Ende führen: noch {n} {n:Schritt|Schritte}",
    "rs_play": "{card} spielen",
    "rs_move": "{vehicle} {dir} bewegen",
    "rs_slide": "{vehicle} {n} {n:Feld|Felder} {dir} schieben",
    "rs_shift": "Sektion {side} {n} {n:Reihe|Reihen} {dir} verschieben",
    "rs_end": "Zug beenden",
    "rs_up": "nach oben",
    "rs_down": "nach unten",
    "rs_left": "nach links",
    "rs_right": "nach rechts",
    "rs_side_left": "links",
    "rs_side_right": "rechts",
    "rs_locked": "gesperrt",
    "rs_hero": "{letter} ({colour})",
    "rs_event": "{who}: {what}",
    "rs_event_start": "Runde {n}, erster Zug: {name}.",
    "rs_event_won": "Runde {n} gewonnen: {name}!",
    "rs_event_drawn": "Runde {n} unentschieden nach {turns} {turns:Zug|Zügen}.",
    "rs_game_over": "Runde {n} ist vorbei",
    "rs_draw": "Unentschieden: Kein Heldenauto kam rechtzeitig hinaus.",
    "rs_vehicle_card_first": (
        "Spiele zuerst eine Karte: Dann zeigen sich ihre Züge, und ein Klick wählt das Fahrzeug."
    ),
    "rs_vehicle_not_yours": (
        "Das ist das Heldenauto der Gegenseite: Du bewegst dein eigenes und die blockierenden "
        "Fahrzeuge."
    ),
    "rs_vehicle_none_now": "Jetzt bewegt sich kein Fahrzeug: Wähle aus der Liste.",
    "rs_vehicle_stuck": "Dieses Fahrzeug hat jetzt kein freies Feld, auf das es fahren kann.",
    "rs_match_drawn": "Die Partie endet unentschieden.",
    "rs_games_won": "Gewonnene Runden: {scores}",
    "rs_turns": "Gespielte Züge: {n}",
    "rs_next_game": "Die Partie geht weiter: Runde {n} von {total}.",
    "rs_legend": "▶ Ausfahrt  ┃ gesperrte Naht",
    "rs_board": "G Gold fährt ▶  S Silber ◀",
    "rs_help_pick": (
        "1–9, ↑ ↓, Enter: eine Karte wählen, dann jeden ihrer Schritte, in der Liste deiner "
        "Möglichkeiten (oder eine Karte, einen Schritt oder ein Fahrzeug auf dem Spielbrett "
        "anklicken: seine Züge werden aufgelistet)"
    ),
    "rs_help_offsets": (
        "{left}, {right} ↑n ↓n ±0: wie weit jede seitliche Sektion seit dem Start verschoben ist"
    ),
    "rs_endless": (
        "Zwei Computer ohne Zuglimit spielen womöglich "
        "endlos: Setze ein Zuglimit oder nimm selbst Platz"
    ),
    "form_range": "{option}: eine ganze Zahl von {low} bis {high}",
    "form_multiple": "{option}: ein Vielfaches von {step}",
    "form_whole_number": "{option}: Gib eine ganze Zahl ein",
    "form_seed": "{option}: eine ganze Zahl ab 0, nicht {text}",
    "form_seed_too_long": "{option}: eine ganze Zahl mit höchstens {limit} Ziffern, nicht {digits}",
    "form_seed_negative": (
        "{option}: eine ganze Zahl ab 0, nicht {text} ({positive} ergibt dieselbe Partie)"
    ),
    "form_preset_players": "Der Regelsatz {preset} ist für {counts} Spieler, nicht für {n}",
    "form_teams": "{option}: nur mit 4 (2×2) oder 6 (3×2) Spielern, nicht mit {n}",
    "form_extension": "{option}: nur bei einer Strecke unter {limit}, nicht bei {trip}",
    "form_one_hand": (
        "{option}: 0 bei der Wertung {scoring}, mit der nur eine Runde gespielt wird; nicht {n}"
    ),
    "resumed_latest": (
        "Die zuletzt gespeicherte Partie {game} geht weiter; auch eine Partie {other} "
        "ist gespeichert: {command}"
    ),
    "resume_skipped_newer": (
        "Die zuletzt gespeicherte Partie {other}, {path}, stammt von einem neueren "
        "roadgames und kann hier nicht weitergehen; die davor gespeicherte Partie {game} "
        "geht weiter"
    ),
    "resume_skipped": (
        "Die zuletzt gespeicherte Partie {other}, {path}, kann nicht weitergehen ({command} "
        "sagt, warum); die davor gespeicherte Partie {game} geht weiter"
    ),
    "resume_failed": "{path} kann nicht fortgesetzt werden: {why}",
    "resume_failed_named": "Fortsetzen nicht möglich: {why}",
    "resume_damaged": "{path} kann nicht fortgesetzt werden: die Datei ist beschädigt",
    "resume_not_said": "{path} kann nicht fortgesetzt werden (--lang en sagt, warum)",
    "resume_none_saved_at": (
        "keine gespeicherte Partie zum Fortsetzen ({path} gibt es nicht): beginne eine mit "
        "{command}"
    ),
    "resume_none_saved": (
        "keine gespeicherte Partie zum Fortsetzen (keine in {folder}): beginne eine mit {command}"
    ),
    "resume_saved_elsewhere": "; eine Partie {game} ist gespeichert: {command}",
    "resume_untrusted": (
        "{path} setzt eigene Spieler ein ({players}): beim Fortsetzen läuft ihr Code; wenn du "
        "der Datei vertraust, füge --trust-players hinzu"
    ),
    "resume_unknown_game": (
        "diese Aufzeichnung ist eine Partie des Spiels {game}, das hier nicht gespielt werden kann"
    ),
    "resume_other_game": (
        "{path} enthält eine Partie {game}, nicht {other}: lass den Namen des Spiels weg, um sie "
        "fortzusetzen"
    ),
}

#: Score-sheet lines, by their English label.
SCORE_LINES: dict[str, str] = {
    "Distance": "Distanz",
    "Safeties": "Sicherheitskarten",
    "Safeties as coup fourré": "Sicherheitskarten als Coup fourré",
    "All four safeties": "Alle vier Sicherheitskarten",
    "Coups fourrés": "Coups fourrés",
    "Trip completed": "Strecke geschafft",
    "Delayed action": "Ziel nach leerem Ziehstapel",
    "Safe trip": "Strecke ohne 200er",
    "Shutout": "Gegner ohne Distanz",
    "Extension made": "Verlängerung geschafft",
    "Extension failed (opponent)": "Verlängerung gescheitert (Gegner)",
    "Most points": "Die meisten Punkte",
    "Trip without a 200": "Strecke ohne 200er",
}

#: The score line of a team that played no distance (``Team B played no distance``).
NO_DISTANCE: str = "Team {team} ohne Distanz"

#: Key bindings' labels, by their English label.
KEY_LABELS: dict[str, str] = {
    "Play": "Spielen",
    "Discard": "Abwerfen",
    "Draw": "Ziehen",
    "Take discard": "Ablage nehmen",
    "Redraw": "Neu ziehen",
    "Refill": "Auffüllen",
    "Hint": "Tipp",
    "Rules": "Regeln",
    "Save": "Speichern",
    "Save & quit": "Speichern & beenden",
    "Scores": "Punkte",
    "Answer": "Antworten",
    "End turn": "Zug beenden",
    "Do it": "Ausführen",
    "Close": "Schließen",
    "Dismiss menu": "Menü schließen",  # Textual's own key, on an open drop-down menu
    "Continue": "Weiter",
    "Quit": "Beenden",
    "New game": "Neue Partie",
    "Ready": "Bereit",
    "Start": "Starten",  # as the button says
    "Scroll": "Blättern",  # a long summary's table
    "Next page": "Nächste Seite",
}

#: The Mille Bornes presets' names, by preset (the command line names them by identifier).
PRESET_NAMES: dict[str, str] = {
    "classic": "klassisch",
    "modern": "modern (2016)",
    "leaflet": "Faltblatt",
    "club": "Club",
}

#: Rule options' short labels, by option name.
OPTION_LABELS: dict[str, str] = {
    "teams": "Teamspiel",
    "deck": "Kartensatz",
    "target": "Länge der Strecke",
    "finish": "Ankunft am Ziel",
    "max_200s": "Höchstens 200er pro Runde",
    "roll_after_remedy": "Grüne Ampel nach jeder Abhilfe",
    "draw_from_discard": "Von der Ablage ziehen",
    "empty_draw_pile": "Wenn der Ziehstapel leer ist",
    "attack_needs_target_moving": "Nur fahrende Teams angreifen",
    "hazard_on_hazard": "Gefahr auf nicht behobene Gefahr",
    "attacker_must_have_started": "Angriffe erst ab erster Grüner Ampel",
    "speed_limit_on_limit": "Tempolimit auf Tempolimit",
    "discard_any_time": "Abwerfen trotz spielbarer Karte",
    "fast_play": "Schnelles Spiel (sofortige Abhilfe)",
    "extension": "Verlängerung auf 1000",
    "scoring": "Punktewertung",
    "match_target": "Punkte für den Sieg der Partie",
    "tie_break": "Gleichstand ohne geschaffte Strecke",
    "next_starter": "Wer die nächste Runde beginnt",
    # Rush Hour Shift's
    "hand_size": "Karten auf der Hand",
    "turn_limit": "Züge bis Unentschieden (0: nie)",
    "move_exact": "MOVE n: genau n Schritte",
    "first_player": "Wer die erste Runde beginnt",
}

#: Rule options' choices in words, by option name and choice code.
OPTION_VALUE_LABELS: dict[str, dict[str, str]] = {
    "deck": {"full": "voll (106 Karten)", "short": "kurz (101)"},
    "finish": {"exact": "genau", "reach": "erreichen genügt"},
    "empty_draw_pile": {
        "play_out": "Hand ausspielen",
        "reshuffle": "Ablage neu mischen",
        "stop": "Runde beenden",
    },
    "scoring": {"classic": "klassisch", "modern": "modern (2016)", "leaflet": "Faltblatt"},
    "tie_break": {"shared": "geteilter Sieg", "fewer_cards_played": "weniger gespielte Karten"},
    "next_starter": {"rotate": "der nächste Platz", "winner": "der Gewinner"},
}

#: Computer players' levels, by name.
LEVEL_NAMES: dict[str, str] = {
    "easy": "leicht",
    "medium": "mittel",
    "hard": "schwer",
    "expert": "Experte",
    "heuristic": "Heuristik",
    "random": "zufällig",
    "greedy": "gierig",
    "search": "Suche",
}

#: Computer players' reasons, by reason key (cards and actions filled in later).
REASONS: dict[str, str] = {
    "rs_best_board": (
        "die beste Stellung, die dieser Zug erreicht: das Rennen bei {value} (die Schritte, "
        "die das andere Heldenauto noch braucht, minus deine)"
    ),
    "rs_turn_wins": "dieser Zug gewinnt die Runde",
    "rs_expected": (
        "die beste Stellung nach der besten Antwort des anderen, im Schnitt: das Rennen bei "
        "{value} (die Schritte, die das andere Heldenauto noch braucht, minus deine; "
        "ausgeloste Hände: {samples})"
    ),
    "rs_expected_risk": (
        "die beste Stellung nach der besten Antwort des anderen, auch wenn das andere "
        "Heldenauto in {losses} von {samples} ausgelosten Händen im nächsten Zug hinausfährt"
    ),
    "safety_first": (
        "die Sicherheitskarte vor dem Ende der Strecke auslegen: ihre Punkte und ein Extrazug"
    ),
    "finish": "schafft die Strecke",
    "finish_loses": ("die Strecke jetzt zu schaffen, würde die Partie mit Punkterückstand beenden"),
    "coup": "Coup fourré: die Sicherheitskarte hebt den Angriff auf und bringt einen Bonus",
    "cure_with_safety": ("die Sicherheitskarte behebt die Gefahr sofort und gibt einen Extrazug"),
    "safety_gets_going": (
        "die Sicherheitskarte bringt den Wagen sofort in Fahrt und gibt einen Extrazug"
    ),
    "safety_free": (
        "kein Grund mehr, diese Sicherheitskarte zu halten: für ihre Punkte und einen "
        "Extrazug spielen"
    ),
    "roll_on": "{card} bringt das Auto in Fahrt",
    "remedy_now": "die Abhilfe behebt die Gefahr",
    "safety_now": (
        "die Sicherheitskarte jetzt auslegen: der Extrazug ist mehr wert als ein späterer "
        "Coup fourré"
    ),
    "discard_dead": "{card} abwerfen: diese Karte kann nicht mehr gespielt werden",
    "discard_overshoot": (
        "{card} abwerfen: diese Karte würde über das Ende der Strecke hinausführen"
    ),
    "discard_covered": "{card} abwerfen: die Sicherheitskarte auf der Hand wehrt ihre Gefahr ab",
    "discard_spare": "{card} abwerfen: die am wenigsten gebrauchte Karte",
    "attack": "Team {team} mit {card:dative} angreifen, um es zu bremsen",
    "distance": "{card}: die längste nützliche Distanz",
    "end_of_limit": "{card} hebt das Tempolimit auf",
    "extend": "die Gegner liegen weit zurück: auf 1000 verlängern",
    "extend_behind": (
        "ohne Verlängerung würde die Partie mit Punkterückstand enden: auf 1000 verlängern"
    ),
    "take_trip": "die geschaffte Strecke nehmen, statt eine Verlängerung zu riskieren",
    "draw_discard": "die abgeworfene Karte wird jetzt gebraucht",
    "nothing_better": "nichts Besseres zu tun",
    "search_won": (
        "{reason} (in {worlds} ausgelosten Verteilungen gewinnt dieser Zug das Spiel "
        "in {percent} % der Fälle)"
    ),
    "search_odds": (
        "{reason} (in {worlds} ausgelosten Verteilungen gewinnt dieser Zug die Partie "
        "in {percent} % der Fälle)"
    ),
    "search_beat_won": (
        "in {worlds} ausgelosten Verteilungen gewinnt dieser Zug das Spiel in {percent} % der "
        "Fälle, gegenüber {other_percent} % für {other}"
    ),
    "search_beat_odds": (
        "in {worlds} ausgelosten Verteilungen gewinnt dieser Zug die Partie in {percent} % der "
        "Fälle, gegenüber {other_percent} % für {other}"
    ),
    "no_thanks": "nein danke",
    "playable": "eine spielbare Karte",
    "at_random": "zufällig gewählt",
}
