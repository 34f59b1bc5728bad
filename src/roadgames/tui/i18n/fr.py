"""The terminal game's words in French (see :mod:`roadgames.tui.i18n`)."""

from __future__ import annotations

from roadgames.millebornes.cards import Card

_C = Card

#: Card names (distance cards are named by their value and unit instead).
CARD_NAMES: dict[Card, str] = {
    _C.ACCIDENT: "Accident",
    _C.OUT_OF_GAS: "Panne d'Essence",
    _C.FLAT_TIRE: "Crevé",
    _C.SPEED_LIMIT: "Limite de Vitesse",
    _C.STOP: "Feu Rouge",
    _C.REPAIRS: "Réparations",
    _C.GASOLINE: "Essence",
    _C.SPARE_TIRE: "Roue de Secours",
    _C.END_OF_LIMIT: "Fin de Limite",
    _C.ROLL: "Feu Vert",
    _C.DRIVING_ACE: "As du Volant",
    _C.EXTRA_TANK: "Citerne d'Essence",
    _C.PUNCTURE_PROOF: "Increvable",
    _C.RIGHT_OF_WAY: "Véhicule Prioritaire",
}

#: Card names as a narrow card face may break them: ``|`` marks where a long word may
#: break, with a hyphen (a compound's seam, or a syllable's).
CARD_FACES: dict[Card, str] = {
    _C.OUT_OF_GAS: "Panne d'Es|sence",
    _C.SPEED_LIMIT: "Limite de Vi|tesse",
    _C.REPAIRS: "Ré|pa|ra|tions",
    _C.EXTRA_TANK: "Ci|terne d'Es|sence",
    _C.PUNCTURE_PROOF: "In|cre|vable",
    _C.RIGHT_OF_WAY: "Vé|hi|cule Prio|ri|taire",
}

#: The interface's strings, by key (Rush Hour Shift's are the ``rs_`` keys).
UI: dict[str, str] = {
    "title": "Mille Bornes",
    "new_game": "Nouvelle partie",
    "preset": "Règles",
    "players": "Joueurs",
    "teams": "Équipes",
    "seed": "Graine",
    "seed_blank": "vide : au hasard",
    "seat": "Place {n}",
    "person": "personne",
    "computer": "ordinateur ({level})",
    "start": "Jouer",
    "options": "Options",
    # the new-game screen's choice of game, and Rush Hour Shift's part of it
    "game": "Jeu",
    "rs_setup": "Mise en place",
    "rs_setup_random": "aléatoire",
    "rs_games": "Parties",
    "you": "Vous",
    "name": "nom",
    "team": "Équipe {label}",
    "hand": "Manche {n}",
    "draw_pile": "Pioche",
    "discard_pile": "Défausse",
    "empty": "vide",
    "scores": "Scores : {scores}",
    "to_move": "À {name} de jouer",
    "you_to_move": "à vous de jouer",
    "you_to_move_named": "à vous de jouer, {name}",
    "footer_take_discard": "Défausse",
    "footer_throw_in": "Jeter",
    "rs_you_to_move": "à vous de jouer ({colour})",
    "rs_you_to_move_named": "à vous de jouer, {name} ({colour})",
    "waiting": "en attente…",
    "others_deciding": "un autre joueur décide…",
    "hand_over": "manche terminée",
    "game_over": "partie terminée",
    "your_turn": "À vous : {what}",
    "pick_card_from": "choisissez une carte ({keys} ou clic), puis p jouer / x défausser",
    "pick_card_redraw": (
        "jeter des cartes pour repiocher : choisissez-en une ({keys} ou clic), x la jette, "
        "puis f complète"
    ),
    "no_score_sheet": "Aucune manche n'est encore finie : pas de feuille de marque à montrer.",
    "hand_winner": "Manche gagnée par {names}.",
    "hand_winners": "Manche partagée entre {names}.",
    "help_keys": "Touches",
    "key_line": "{keys} : {label}",
    "key_space": "espace",
    "key_delete": "suppr",
    "key_escape": "Échap",
    "key_ctrl_q": "Ctrl+Q",
    "help_marks": "Signes sur la table",
    "help_pick": "1–7, ← → : choisir une carte de sa main (ou un clic ; un second clic la joue)",
    "help_safety": "▯ une botte posée à son tour, droite",
    "help_coup": "▭ une botte posée en coup fourré, couchée (surlignée)",
    "help_drawn": "{mark} près du numéro d'une carte : la carte piochée à ce tour",
    "help_legal": "✓ sous une carte de la main : elle peut être jouée maintenant",
    "help_selected": "═ un cadre double autour d'une carte de la main : la carte choisie",
    "help_hint_marks": (
        "✗ / ▶ devant une carte dans un conseil : la défausser / la poser sur votre tableau"
    ),
    "answer_question": "répondez à la question",
    "pick_target": "choisissez l'équipe à attaquer : son numéro ou un clic (Échap annule)",
    "choose_draw": "pioche : {keys}",
    "draw_key_draw": "d la pioche",
    "draw_key_take_discard": "t la défausse",
    "draw_key_redraw": "r jeter des cartes pour repiocher",
    "hint": "Conseil : {action}",
    "hint_none": "pas de conseil",
    "hint_working": "Recherche d'un conseil…",
    "too_small": (
        "Le terminal est trop petit pour la table : "
        "agrandissez-le à au moins {size} (il fait {now}). q : {quit}."
    ),
    "hint_button": "Conseil (h)",
    "hint_extend": "Annoncer l'allonge à 1000",
    "hint_no_extension": "Pas d'allonge",
    "hint_coup_fourre": "Annoncer le coup fourré",
    "hint_no_coup_fourre": "Pas de coup fourré",
    "hint_not_now": "Pas tout de suite",
    "hint_decline": "Non",
    "move_play": "{card}",
    "move_discard": "défausser {card}",
    "move_attack": "{card} sur l'équipe {team}",
    "thinking": "réflexion…",
    "battle": "Bataille",
    "speed": "Vitesse",
    #: The two piles' names for a pile too narrow for them (6 letters at most).
    "battle_short": "Bat.",
    "speed_short": "Vit.",
    "pile_empty": "{pile} : —",
    "safeties": "Bottes : —",
    "two_hundreds": "200 joués : {n}/{max}",
    "two_hundreds_short": "200 : {n}/{max}",
    "limited": "limite 50",
    "moving": "roule",
    "stopped": "arrêté",
    "moving_short": "roule",
    "stopped_short": "arrêté",
    "coup_fourre_prompt": "Coup fourré ! {attacker} a joué {hazard} contre votre équipe. "
    "Le contrer avec votre {safety} ?",
    "fast_remedy_prompt": "{attacker} a joué {hazard} contre votre équipe. "
    "Jouer tout de suite votre {remedy} ?",
    "extension_prompt": "Vous avez fini le trajet de {trip}. Annoncer l'allonge à 1000 ?",
    "extension_stakes": (
        "Non : la manche s'arrête et vous marquez le trajet, 400 avec ses primes. Allonge : "
        "atteignez 1000 pour les marquer, plus 200 ; sinon, chaque autre équipe marque 200 et vous,"
        " aucune prime de trajet."
    ),
    "call": "Coup fourré (c)",
    "play_now": "Jouer (c)",
    "extend": "Allonge (e)",
    "decline": "Non (n)",
    "nothing_to_answer": "Rien à répondre pour vous : le jeu continue.",
    "go_on": "Continuer (Entrée)",
    "pass_device": "Passez l'appareil — pour {name}",
    "pass_device_help": (
        "Seul·e {name} doit regarder. Entrée (ou clic) quand c'est prêt ; q enregistre et quitte."
    ),
    "hand_hidden": "main cachée",
    "score_sheet": "Feuille de marque, manche {n}",
    "hand_ended": "La manche est finie : {how}.",
    "how_trip": "un trajet a été achevé",
    "how_exhausted": "il ne reste plus de cartes",
    "how_blocked": "personne ne pouvait jouer",
    "how_stalled": "aucune carte jouée depuis trop longtemps (nulle)",
    "line": "Points pour",
    "total_hand": "Cette manche",
    "total_match": "Total",
    "continue": "Continuer (Entrée)",
    "match_to": "La partie continue jusqu'à {target} points.",
    "summary": "Partie terminée",
    "winner": "Gagnant : {names}",
    "winners": "Gagnants : {names}",
    "final_scores": "Scores finaux",
    "hand_header": "Manche",
    "hands_played": "Manches jouées : {n}",
    "summary_idle": "La partie s'est arrêtée là : personne n'a parcouru de "
    "distance dans ses {n} dernières manches.",
    "quit": "Quitter (q)",
    "new": "Nouvelle partie (n)",
    "saved": "Enregistré dans {path}",
    "set_aside": "La partie inachevée enregistrée ici est gardée sous {path}",
    "set_aside_damaged": (
        "Le fichier trouvé ici n'était pas une partie enregistrée : il est gardé sous {path}"
    ),
    "finished_kept": "La partie terminée enregistrée ici est gardée sous {path}",
    "not_saved": "Non enregistré : {reason}",
    "not_saved_quit": "Non enregistré : {reason}. {quit_key} quitte sans enregistrer.",
    "quit_ask": "Voulez-vous quitter ?",
    "quit_how": "Appuyez sur {quit_key} pour quitter.",
    "quit_how_saving": (
        "Appuyez sur {save_key} pour enregistrer la partie et quitter, "
        "ou sur {quit_key} pour quitter aussitôt."
    ),
    "quit_how_closing": (
        "Appuyez sur {close_key} pour fermer ceci, puis sur {save_key} pour enregistrer la "
        "partie et quitter ; ou sur {quit_key} pour quitter aussitôt."
    ),
    "quit_how_after": (
        "Répondez d'abord, puis appuyez sur {save_key} pour enregistrer la partie et quitter ; "
        "ou sur {quit_key} pour quitter aussitôt."
    ),
    "moved_save": "Une autre partie s'enregistre au même endroit : celle-ci va dans {path}",
    # what `roadgames play` prints once its screen has closed
    "after_saved": "Partie enregistrée dans {path}",
    "after_continue": "Pour la reprendre : {command}",
    "after_finished": "La partie terminée est enregistrée dans {path}",
    "after_replay": "Pour la revoir : {command}",
    "after_nothing_saved": (
        "Rien n'a été enregistré : la partie inachevée de {path} est toujours là"
    ),
    "after_nothing_saved_finished": (
        "Rien n'a été enregistré : la partie terminée de {path} est toujours là"
    ),
    "after_finished_kept": "La partie terminée enregistrée là auparavant est gardée sous {path}",
    "after_set_aside": "La partie inachevée enregistrée là auparavant est gardée sous {path}",
    "after_set_aside_damaged": (
        "Le fichier trouvé là n'était pas une partie enregistrée : il est gardé sous {path}"
    ),
    "after_last_moves_lost": (
        "Les derniers coups n'ont pas pu être enregistrés : {path} garde la partie telle "
        "qu'elle était avant ces coups"
    ),
    "after_game_lost": "Cette partie n'a pas pu être enregistrée : elle est perdue",
    "after_other_game": "La partie inachevée de {path} est une autre partie, pas celle-ci",
    # what `roadgames replay --lang` prints that the game itself never says
    "replay_public": "Enregistrement de {game} (vue publique)",
    "replay_all_seeing": (
        "Enregistrement de {game} : {n} {n:action|actions} (toutes cartes visibles)"
    ),
    "replay_holds": "{name} a en main {cards}",
    "replay_holds_nothing": "{name} n'a aucune carte en main",
    "replay_not_over": "Partie non terminée",
    "replay_draw": "Résultat : partie nulle",
    "rs_replay_drawn": "({n} {n:nulle|nulles})",
    "rs_replay_ended": "Partie {n} telle qu'elle a fini",
    "rs_replay_dealt": "Partie {n} telle que distribuée",
    # `roadgames replay --lang`: the note on a record made under earlier rules, and the
    # errors of a record that cannot be read or replayed
    "replay_revision": "fait sous la révision {made} des règles ; rejoué sous la révision {ours}",
    "replay_revision_unrecorded": (
        "enregistré avant que les révisions des règles soient notées ; rejoué sous la révision "
        "{ours}"
    ),
    "replay_no_board": (
        "--boards : une partie de {game} n'a pas de plateau (Rush Hour Shift en a un)"
    ),
    "replay_not_over_hands": (
        "la partie de cet enregistrement n'est pas terminée : --hands montrerait des cartes "
        "cachées (rejouez-la sans --hands, ou finissez-la d'abord)"
    ),
    "record_device": "{path} est un périphérique, pas un fichier d'enregistrement de partie",
    "record_too_large": (
        "{path} est trop gros pour un enregistrement de partie ({size} Mio ; un enregistrement "
        "fait au plus {limit} Mio)"
    ),
    "record_out_of_memory": "{path} est trop gros pour être lu dans la mémoire libre",
    "record_not_found": "impossible de lire {path} : ce fichier n'existe pas",
    "record_unreadable": "impossible de lire {path}",
    "record_not_text": "{path} n'est pas un enregistrement de partie (pas du texte UTF-8)",
    "record_empty": "{path} est vide : ce n'est pas un enregistrement de partie",
    "record_not_json": "{path} n'est pas du JSON valide (ligne {line}, colonne {column})",
    "record_not_a_record": "{path} n'est pas un enregistrement de partie",
    "record_invalid": "{path} n'est pas un enregistrement de partie : {why}",
    "record_not_object": "un enregistrement est un objet JSON",
    "record_wrong_format": "son format devrait être {format}",
    "record_field_text": "son champ « {field} » doit être un texte",
    "record_field_object": "son champ « {field} » doit être un objet",
    "record_field_seed": "son champ « {field} » doit être un nombre entier ou null",
    "record_field_decks": "son champ « {field} » doit être une liste de listes de codes de cartes",
    "record_field_texts": "son champ « {field} » doit être une liste de textes",
    "record_field_revision": "son champ « {field} » doit être un nombre entier à partir de 1",
    "record_no_deal": "il ne garde ni la graine ni les paquets de sa donne",
    "record_unknown_game": (
        "{path} ne peut pas commencer : ce roadgames ne connaît pas le jeu {game}"
    ),
    "record_cannot_start": (
        "{path} ne peut pas commencer : ses règles ou sa donne ne conviennent pas à {game}"
    ),
    "record_misnamed": (
        "{path} est endommagé : il se dit une partie de {game}, mais ses règles sont celles de "
        "{other}"
    ),
    "record_newer": (
        "{path} vient d'un roadgames plus récent (révision {made} des règles de {game} ; celui-ci "
        "joue la révision {ours}) : ouvrez-le avec ce roadgames ou un plus récent"
    ),
    "record_older": (
        "{path} a été fait sous la révision {made} des règles de {game}, et ce roadgames joue la "
        "révision {ours}"
    ),
    "record_older_unrecorded": (
        "{path} a été enregistré avant que les révisions des règles de {game} soient notées, et ce "
        "roadgames joue la révision {ours}"
    ),
    "record_no_longer_legal": "{lead} : {where}, son action {action} n'est plus permise{hint}",
    "record_damaged": (
        "{path} est endommagé : {where}, l'action {action} de l'enregistrement ne se rejoue "
        "pas{hint}"
    ),
    "record_after_line": "après la ligne {n} du journal (« {entry} »)",
    "record_before_log": "avant la première ligne du journal",
    "record_hint_hands": " ; rejouez-le sans --hands pour voir le journal",
    "record_not_replayed": "impossible de rejouer {path}",
    "record_other_game": "cet enregistrement est une partie de {game}, pas de {ours}",
    "record_rules_invalid": "les règles de l'enregistrement ne sont pas valides",
    "record_not_game_of": "l'enregistrement ne contient pas de partie de {game}",
    "record_seats_named": "{n} {n:joueur nommé|joueurs nommés} pour {seats} {seats:place|places}",
    "record_unknown_player": "joueur inconnu {kind} : choisissez {person} ou l'un de {levels}",
    "record_action_not_replayed": "{path} est endommagé : une de ses actions ne se rejoue pas",
    "record_action_no_longer_legal": "{lead} : une de ses actions n'est plus permise",
    "rules": "Règles",
    "rules_title": "Règles en vigueur",
    "close": "Fermer (Échap)",
    "seat_label": "{name} (place {seat})",
    "event_deal": "Manche {n} distribuée.",
    "event_over": "Manche {n} terminée.",
    "event_idle": "Partie terminée : aucune distance parcourue en {n} manches.",
    "event_reshuffle": "La défausse est mélangée pour refaire la pioche.",
    "event_play": "{who} : {card}",
    "event_attack": "{who} : {card} → {target}",
    "event_discard": "{who} : défausse {card}",
    "event_draw": "{who} : pioche",
    "event_draw_discard": "{who} : prend {card} dans la défausse",
    "event_coup": "{who} : COUP FOURRÉ avec {card} !",
    "event_fast": "{who} : {card} aussitôt (jeu rapide)",
    "event_extend": "{who} : allonge à 1000",
    "event_decline": "{who} : pas d'allonge",
    "event_redraw": "{who} : jette des cartes pour repiocher",
    "event_refill": "{who} : complète sa main ({n} {n:carte|cartes})",
    "illegal": "Ce n'est pas possible maintenant.",
    "agent_slow": "{name} réfléchit depuis {seconds} s : q pour quitter la table.",
    "agent_slow_unnamed": "Pas de réponse depuis {seconds} s : q pour quitter la table.",
    "agent_failed": (
        "{name} n'a pas donné de réponse permise : sa première action permise a été jouée."
    ),
    "already_drawn": "Votre carte est piochée : jouez-en une ou défaussez-en une.",
    "draw_pile_empty": "La pioche est vide : jouez ou défaussez une carte.",
    "draw_first": "Piochez d'abord : {keys}.",
    "pick_first": "Choisissez d'abord une carte (son numéro ou un clic).",
    "cannot_play": "{card} ne peut pas être jouée maintenant ; x la défausse.",
    "cannot_play_only": "{card} ne peut pas être jouée maintenant.",
    "cannot_play_redraw": (
        "{card} ne peut pas être jouée pendant que vous jetez des cartes pour repiocher ; x "
        "la jette, puis f complète."
    ),
    "cannot_play_why": "{card} ne peut pas être jouée maintenant : {why} ; x la défausse.",
    "cannot_play_only_why": "{card} ne peut pas être jouée maintenant : {why}.",
    "why_stopped_by": "{card} vous arrête, il faut d'abord {remedy}",
    "why_needs_roll": "vous n'êtes pas en route, il faut d'abord {remedy}",
    "why_speed_limit": "sous {card}, {number} au plus",
    "why_past_trip": "elle dépasserait la fin du trajet (reste {number})",
    "why_max_200s": "plus de carte 200 dans cette manche (au plus {number})",
    "why_no_200s": "aucune carte 200 ne peut être jouée",
    "why_already_moving": "vous roulez déjà",
    "why_not_limited": "vous n'avez pas de {card}",
    "why_no_hazard": "vous n'avez pas de {card} à réparer",
    "why_protected": "l'adversaire a {card}",
    "why_already_hit": "l'adversaire est déjà arrêté par {card}",
    "why_not_moving": "seule une équipe qui roule peut être attaquée",
    "why_not_started": "il faut avoir déjà joué un {remedy} (ou avoir {card}) pour attaquer",
    "why_already_limited": "l'adversaire a déjà {card}",
    "why_no_target": "aucune équipe ne peut la recevoir maintenant",
    "cannot_go_there": "{card} ne peut pas aller sur cette équipe maintenant.",
    "why_own_team": "une attaque se joue sur une autre équipe, jamais sur la vôtre",
    "why_own_tableau": "cette carte se pose sur votre propre tableau",
    "cannot_go_there_why": "{card} ne peut pas aller sur cette équipe : {why}.",
    "no_such_team": "Il n'y a pas d'équipe {number} : les équipes sont numérotées de 1 à {last}.",
    "must_play": "{card} ne peut pas être défaussée : il faut jouer tant qu'on le peut.",
    "yes": "oui",
    "no": "non",
    # Rush Hour Shift
    "rs_title": "Rush Hour Shift",
    "rs_gold": "or",
    "rs_silver": "argent",
    "rs_seat": "{name} ({colour})",
    "rs_game": "Partie {n}/{total}",
    "rs_turn": "tour {n}",
    "rs_wins": "parties gagnées {gold}–{silver}",
    "rs_no_card": "Pas encore de carte jouée.",
    "rs_end_needs_card": "Jouez d'abord une carte : un tour se termine (e) une fois sa carte jouée",
    "rs_card": "Carte jouée : {card}",
    "rs_steps_left": "{n} {n:pas restant|pas restants}",
    "rs_shift_left": "un décalage",
    "rs_slide_left": "un glissement",
    "rs_card_used": "épuisée",
    "rs_piles": "Pioche {draw} · défausse {discard}",
    "rs_their_hand": "{name} a {n} {n:carte|cartes}",
    "log": "Journal",
    "rs_actions": "Vos possibilités",
    "rs_pick_card": "jouez une carte — choisissez-la (↑↓ ou 1–9, Entrée) ou cliquez-la",
    "rs_pick_step": "utilisez la carte — choisissez (↑↓ ou 1–9, Entrée), e finit le tour",
    "rs_pick_step_only": "utilisez la carte — choisissez (↑↓ ou 1–9, Entrée)",
    "rs_finish_move": "finissez d'abord le DÉPLACEMENT : {n} {n:pas restant|pas restants}",
    "rs_play": "Jouer {card}",
    "rs_move": "Déplacer {vehicle} {dir}",
    "rs_slide": "Glisser {vehicle} {dir} de {n} {n:case|cases}",
    "rs_shift": "Décaler la section {side} {dir} de {n} {n:rangée|rangées}",
    "rs_end": "Finir le tour",
    "rs_up": "vers le haut",
    "rs_down": "vers le bas",
    "rs_left": "à gauche",
    "rs_right": "à droite",
    "rs_side_left": "gauche",
    "rs_side_right": "droite",
    "rs_locked": "bloquée",
    "rs_hero": "{letter} ({colour})",
    "rs_event": "{who} : {what}",
    "rs_event_start": "Partie {n}, premier à jouer : {name}.",
    "rs_event_won": "Partie {n} gagnée par {name} !",
    "rs_event_drawn": "Partie {n} nulle après {turns} {turns:tour|tours}.",
    "rs_game_over": "La partie {n} est finie",
    "rs_draw": "Partie nulle : aucune voiture héroïne n'est sortie à temps.",
    "rs_vehicle_card_first": (
        "Jouez d'abord une carte : ses déplacements s'affichent alors, et un clic choisit le "
        "véhicule."
    ),
    "rs_vehicle_not_yours": (
        "C'est la voiture héroïne de l'adversaire : vous déplacez la vôtre et les véhicules "
        "bloquants."
    ),
    "rs_vehicle_none_now": "Aucun véhicule ne se déplace maintenant : choisissez dans la liste.",
    "rs_vehicle_stuck": "Ce véhicule n'a aucune case libre où aller maintenant.",
    "rs_match_drawn": "Match nul.",
    "rs_games_won": "Parties gagnées : {scores}",
    "rs_turns": "Tours joués : {n}",
    "rs_next_game": "Le match continue : partie {n} sur {total}.",
    "rs_legend": "▶ sortie  ┃ jointure bloquée",
    "rs_board": "G or sort ▶  S argent ◀",
    "rs_help_pick": (
        "1–9, ↑ ↓, Entrée : choisir une carte, puis chacune de ses étapes, dans la liste de vos"
        " possibilités (ou cliquer une carte, une étape, ou un véhicule du plateau : ses "
        "déplacements sont listés)"
    ),
    "rs_help_offsets": (
        "{left}, {right} ↑n ↓n ±0 : de combien chaque section latérale s'est décalée depuis le "
        "départ"
    ),
    "rs_endless": (
        "Deux ordinateurs sans limite de tours peuvent "
        "jouer sans fin : fixez une limite, ou prenez une place"
    ),
    "form_range": "{option} : un nombre entier de {low} à {high}",
    "form_multiple": "{option} : un multiple de {step}",
    "form_whole_number": "{option} : il faut un nombre entier",
    "form_seed": "{option} : un nombre entier à partir de 0, pas {text}",
    "form_seed_too_long": "{option} : un nombre entier d'au plus {limit} chiffres, pas {digits}",
    "form_seed_negative": (
        "{option} : un nombre entier à partir de 0, pas {text} ({positive} donne la même partie)"
    ),
    "form_preset_players": "Les règles {preset} se jouent à {counts} joueurs, pas à {n}",
    "form_teams": "{option} : seulement à 4 (2×2) ou 6 (3×2) joueurs, pas à {n}",
    "form_extension": "{option} : seulement pour un trajet de moins de {limit}, pas {trip}",
    "form_one_hand": (
        "{option} : 0 avec le barème {scoring}, qui se joue en une seule manche ; pas {n}"
    ),
    "resumed_latest": (
        "La partie de {game} enregistrée en dernier reprend ; une partie de {other} "
        "est aussi enregistrée : {command}"
    ),
    "resume_skipped_newer": (
        "La partie de {other} enregistrée en dernier, {path}, vient d'un roadgames plus "
        "récent et ne peut pas reprendre ici : la partie de {game} enregistrée avant elle "
        "reprend"
    ),
    "resume_skipped": (
        "La partie de {other} enregistrée en dernier, {path}, ne peut pas reprendre "
        "({command} dit pourquoi) : la partie de {game} enregistrée avant elle reprend"
    ),
    "resume_failed": "impossible de reprendre {path} : {why}",
    "resume_failed_named": "impossible de reprendre : {why}",
    "resume_damaged": "impossible de reprendre {path} : le fichier est endommagé",
    "resume_not_said": "impossible de reprendre {path} (--lang en dit pourquoi)",
    "resume_none_saved_at": (
        "aucune partie enregistrée à reprendre ({path} n'existe pas) : commencez-en une avec "
        "{command}"
    ),
    "resume_none_saved": (
        "aucune partie enregistrée à reprendre (aucune dans {folder}) : commencez-en une avec "
        "{command}"
    ),
    "resume_saved_elsewhere": " ; une partie de {game} est enregistrée : {command}",
    "resume_untrusted": (
        "{path} fait jouer des joueurs à vous ({players}) : reprendre cette partie exécute leur "
        "code ; si vous lui faites confiance, ajoutez --trust-players"
    ),
    "resume_unknown_game": "cet enregistrement est une partie de {game}, qui ne se joue pas ici",
    "resume_other_game": (
        "{path} contient une partie de {game}, pas de {other} : omettez le nom du jeu pour la "
        "reprendre"
    ),
}

#: Score-sheet lines, by their English label.
SCORE_LINES: dict[str, str] = {
    "Distance": "Distance",
    "Safeties": "Bottes",
    "Safeties as coup fourré": "Bottes en coup fourré",
    "All four safeties": "Les quatre bottes",
    "Coups fourrés": "Coups fourrés",
    "Trip completed": "Trajet achevé",
    "Delayed action": "Arrivée pioche épuisée",
    "Safe trip": "Trajet sans 200",
    "Shutout": "Capot",
    "Extension made": "Allonge réussie",
    "Extension failed (opponent)": "Allonge manquée (adversaire)",
    "Most points": "Le plus de points",
    "Trip without a 200": "Trajet sans 200",
}

#: The score line of a team that played no distance (``Team B played no distance``).
NO_DISTANCE: str = "Capot de l'équipe {team}"

#: Key bindings' labels, by their English label.
KEY_LABELS: dict[str, str] = {
    "Play": "Jouer",
    "Discard": "Défausser",
    "Draw": "Piocher",
    "Take discard": "Prendre la défausse",
    "Redraw": "Repiocher",
    "Refill": "Compléter",
    "Hint": "Conseil",
    "Rules": "Règles",
    "Save": "Sauver",
    "Save & quit": "Sauver et quitter",
    "Scores": "Scores",
    "Answer": "Répondre",
    "End turn": "Fin du tour",
    "Do it": "Valider",
    "Close": "Fermer",
    "Dismiss menu": "Fermer le menu",  # Textual's own key, on an open drop-down menu
    "Continue": "Continuer",
    "Quit": "Quitter",
    "New game": "Nouvelle partie",
    "Ready": "Prêt",
    "Start": "Jouer",  # as the button says
    "Scroll": "Défiler",  # a long summary's table
    "Next page": "Page suivante",
}

#: The Mille Bornes presets' names, by preset (the command line names them by identifier).
PRESET_NAMES: dict[str, str] = {
    "classic": "classique",
    "modern": "moderne (2016)",
    "leaflet": "dépliant",
    "club": "club",
}

#: Rule options' short labels, by option name.
OPTION_LABELS: dict[str, str] = {
    "teams": "Jeu en équipes",
    "deck": "Jeu de cartes",
    "target": "Longueur du trajet",
    "finish": "Arrivée du trajet",
    "max_200s": "200 au plus par manche",
    "roll_after_remedy": "Feu Vert après chaque parade",
    "draw_from_discard": "Piocher dans la défausse",
    "empty_draw_pile": "Quand la pioche est vide",
    "attack_needs_target_moving": "N'attaquer qu'une équipe qui roule",
    "hazard_on_hazard": "Attaque sur attaque non parée",
    "attacker_must_have_started": "Attaquer après son premier Feu Vert",
    "speed_limit_on_limit": "Limites de Vitesse cumulables",
    "discard_any_time": "Défausser même si l'on peut jouer",
    "fast_play": "Jeu rapide (parades immédiates)",
    "extension": "Allonge à 1000",
    "scoring": "Barème des points",
    "match_target": "Points pour gagner la partie",
    "tie_break": "Égalité sans trajet achevé",
    "next_starter": "Qui commence la manche suivante",
    # Rush Hour Shift's
    "hand_size": "Cartes en main",
    "turn_limit": "Tours avant partie nulle (0 : aucun)",
    "move_exact": "DÉPLACEMENT n : exactement n pas",
    "first_player": "Qui commence la première partie",
}

#: Rule options' choices in words, by option name and choice code.
OPTION_VALUE_LABELS: dict[str, dict[str, str]] = {
    "deck": {"full": "complet (106 cartes)", "short": "court (101)"},
    "finish": {"exact": "exacte", "reach": "l'atteindre suffit"},
    "empty_draw_pile": {
        "play_out": "jouer jusqu'au bout",
        "reshuffle": "rebattre la défausse",
        "stop": "finir la manche",
    },
    "scoring": {"classic": "classique", "modern": "moderne (2016)", "leaflet": "dépliant"},
    "tie_break": {"shared": "victoire partagée", "fewer_cards_played": "qui a joué le moins"},
    "next_starter": {"rotate": "la place suivante", "winner": "le gagnant"},
}

#: Computer players' levels, by name.
LEVEL_NAMES: dict[str, str] = {
    "easy": "facile",
    "medium": "moyen",
    "hard": "difficile",
    "expert": "expert",
    "heuristic": "heuristique",
    "random": "aléatoire",
    "greedy": "glouton",
    "search": "recherche",
}

#: Computer players' reasons, by reason key (cards and actions filled in later).
REASONS: dict[str, str] = {
    "rs_best_board": (
        "le meilleur plateau que ce tour peut atteindre : la course à {value} (les pas "
        "qu'il reste à l'autre voiture héroïne moins les vôtres)"
    ),
    "rs_turn_wins": "ce tour gagne la partie",
    "rs_expected": (
        "le meilleur plateau après la meilleure réponse de l'autre, en moyenne : la course "
        "à {value} (les pas qu'il reste à l'autre voiture héroïne moins les vôtres ; mains "
        "tirées : {samples})"
    ),
    "rs_expected_risk": (
        "le meilleur plateau après la meilleure réponse de l'autre, même si dans {losses} "
        "des {samples} mains tirées l'autre voiture héroïne sort à son prochain tour"
    ),
    "safety_first": ("poser la botte avant de finir le trajet : ses points, et un tour de plus"),
    "finish": "finit le trajet",
    "finish_loses": "finir le trajet maintenant terminerait la partie en retard au score",
    "coup": "coup fourré : la botte annule l'attaque et rapporte une prime",
    "cure_with_safety": "la botte pare l'attaque aussitôt et donne un tour de plus",
    "safety_gets_going": "la botte fait démarrer aussitôt et donne un tour de plus",
    "safety_free": (
        "plus de raison de garder cette botte : la jouer pour ses points et un tour de plus"
    ),
    "roll_on": "{card} remet la voiture en route",
    "remedy_now": "la parade lève l'attaque",
    "safety_now": (
        "poser la botte maintenant : son tour de plus vaut mieux qu'un coup fourré plus tard"
    ),
    "discard_dead": "défausser {card} : cette carte ne pourra plus être jouée",
    "discard_overshoot": "défausser {card} : cette carte mènerait au-delà de la fin du trajet",
    "discard_covered": "défausser {card} : la botte en main pare son attaque",
    "discard_spare": "défausser {card} : la carte la moins utile",
    "attack": "attaquer l'équipe {team} avec {card} pour la ralentir",
    "distance": "{card} : la plus longue distance utile",
    "end_of_limit": "{card} lève la limite de vitesse",
    "extend": "les adversaires sont loin derrière : annoncer l'allonge à 1000",
    "extend_behind": (
        "refuser terminerait la partie en retard au score : annoncer l'allonge à 1000"
    ),
    "take_trip": "s'en tenir au trajet fini plutôt que de risquer l'allonge",
    "draw_discard": "la carte défaussée sert tout de suite",
    "nothing_better": "rien de mieux à faire",
    "search_won": (
        "{reason} (sur {worlds} donnes tirées au sort, ce coup gagne la partie "
        "dans {percent} % des cas)"
    ),
    "search_odds": (
        "{reason} (sur {worlds} donnes tirées au sort, ce coup gagne la partie "
        "dans {percent} % des cas)"
    ),
    "search_beat_won": (
        "sur {worlds} donnes tirées au sort, ce coup gagne la partie dans {percent} % des cas, "
        "contre {other_percent} % pour {other}"
    ),
    "search_beat_odds": (
        "sur {worlds} donnes tirées au sort, ce coup gagne la partie dans {percent} % des cas, "
        "contre {other_percent} % pour {other}"
    ),
    "no_thanks": "non merci",
    "playable": "une carte jouable",
    "at_random": "au hasard",
}
