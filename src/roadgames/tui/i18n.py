"""Words shown to people: interface strings (English, French, German, Italian, Finnish) and
card names in the six languages of the seeds (English, French, German, Italian, Finnish, Tagalog).

Card names come from the seeds: seed 000 (FR, DE, EN, IT), 001 (Tagalog, which keeps many
English names), 002 (Finnish). Where a seed is a poor machine translation or names no card
(the Finnish safeties other than Etuoikeus), the name here is the usual one in that
language. Codes (``ROLL``, ``75``) are never translated; they stay in records and logs.

Finnish takes its terms from seed 002: jako (hand), ottelu (match), matka (trip), hyökkäys,
puolustuskortti, nostopakka; not its "Botti" for a safety (a machine rendering of the French
"botte" that reads "bot"), but turvakortti, as the seed's own scoring says; the face-up
discard pile is a poistopino (the seed names none; "poistopakka" is cut in the pile's title
at 80 columns). Rush Hour Shift's game of a match is an erä. Finnish inflects names, so a
player's or a card's name stands only where the nominative is grammatical: after a colon, in
brackets, after a head noun that takes the case (``kortilla {card}``), or as the object of an
imperative.

Rush Hour Shift's strings are the ``rs_`` keys (each language's last block); its words are
put together in :mod:`roadgames.tui.rushshift.words`.
"""

from __future__ import annotations

import locale
import os
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from roadgames.agents.base import Reason
from roadgames.agents.millebornes.heuristic import REASON_TEXTS
from roadgames.agents.rushshift import REASON_TEXTS as RUSH_REASON_TEXTS
from roadgames.agents.rushshift import race_figure
from roadgames.millebornes.actions import Action
from roadgames.millebornes.cards import Card

LANGUAGES = ("en", "fr", "de", "it", "fi", "tl")
UI_LANGUAGES = ("en", "fr", "de", "it", "fi")
#: The interface languages that write a decimal comma and a true minus sign (``−1,5``).
_DECIMAL_COMMA = ("fr", "de", "it", "fi")

_C = Card
CARD_NAMES: dict[str, dict[Card, str]] = {
    "en": {
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
    },
    "fr": {
        _C.ACCIDENT: "Accident",
        _C.OUT_OF_GAS: "Panne d'Essence",
        _C.FLAT_TIRE: "Crevaison",
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
    },
    "de": {
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
    },
    "it": {
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
    },
    "fi": {
        _C.ACCIDENT: "Kolari",
        _C.OUT_OF_GAS: "Bensapula",
        _C.FLAT_TIRE: "Rengasrikko",
        _C.SPEED_LIMIT: "Nopeusrajoitus",
        _C.STOP: "Punainen valo",
        _C.REPAIRS: "Korjaus",
        _C.GASOLINE: "Bensa",
        _C.SPARE_TIRE: "Vararengas",
        _C.END_OF_LIMIT: "Rajoitus päättyy",
        _C.ROLL: "Vihreä valo",
        _C.DRIVING_ACE: "Ajoässä",
        _C.EXTRA_TANK: "Lisäsäiliö",
        _C.PUNCTURE_PROOF: "Puhkeamaton",
        _C.RIGHT_OF_WAY: "Etuoikeus",
    },
    "tl": {
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
    },
}

#: The unit of distance cards, per language (the seeds say miles, km or Bornes).
_DISTANCE_UNIT = {"en": "mi", "fr": "km", "de": "km", "it": "km", "fi": "km", "tl": "milya"}

UI: dict[str, dict[str, str]] = {
    "en": {
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
        "rs_you_to_move": "your turn ({colour})",
        "waiting": "waiting…",
        "your_turn": "Your turn: {what}",
        "pick_card": "pick a card (1–7 or click), then p play / x discard",
        "answer_question": "answer the question",
        "pick_target": "choose the team to attack: its number or a click (Esc cancels)",
        "choose_draw": "draw: {keys}",
        "draw_key_draw": "d from the draw pile",
        "draw_key_take_discard": "t take the discard",
        "draw_key_redraw": "r throw cards in to redraw",
        "hint": "Hint: {action}",
        "hint_none": "no hint available",
        "hint_button": "Hint (h)",
        "hint_extend": "Extend to 1000",
        "hint_no_extension": "No extension",
        "hint_coup_fourre": "Call coup fourré",
        "hint_no_coup_fourre": "No coup fourré",
        "hint_not_now": "Not now",
        "hint_decline": "No",
        "thinking": "thinking…",
        "battle": "Battle",
        "speed": "Speed",
        "safeties": "Safeties: —",
        "two_hundreds": "200s {n}/{max}",
        "limited": "limit 50",
        "moving": "moving",
        "stopped": "stopped",
        "coup_fourre_prompt": "Coup fourré! {attacker} played {hazard} on your team. "
        "Call it with your {safety}?",
        "fast_remedy_prompt": "{attacker} played {hazard} on your team. "
        "Play your {remedy} at once?",
        "extension_prompt": "You completed the {trip} trip. Call the extension to 1000?",
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
        "how_stalled": "nobody could play for too long (a draw)",
        "line": "Line",
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
        "quit": "Quit (q)",
        "new": "New game (n)",
        "saved": "Saved to {path}",
        "set_aside": "The unfinished game saved here before is kept as {path}",
        "not_saved": "Not saved: {reason}",
        "moved_save": "Another game is saved at the same place: this one is now saved at {path}",
        "rules": "Rules",
        "rules_title": "Rules in play",
        "close": "Close (Esc)",
        "error": "Error: {message}",
        "seat_label": "{name} (seat {seat})",
        "event_deal": "Hand {n} dealt.",
        "event_over": "Hand {n} over.",
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
        "event_refill": "{who}: draw back up ({n} cards)",
        "illegal": "That is not possible now.",
        "agent_failed": "{name} gave no legal answer: its first legal action was played.",
        "already_drawn": "Your card is drawn: now play or discard one.",
        "draw_pile_empty": "The draw pile is empty: play or discard a card.",
        "draw_first": "First draw: {keys}.",
        "pick_first": "Pick a card first (its number or a click).",
        "cannot_play": "{card} cannot be played now; x discards it.",
        "cannot_play_only": "{card} cannot be played now.",
        "cannot_go_there": "{card} cannot go on that team now.",
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
        "rs_card": "Card in play: {card}",
        "rs_steps_left": "{n} step(s) left",
        "rs_shift_left": "a shift",
        "rs_slide_left": "a slide",
        "rs_card_used": "used up",
        "rs_piles": "Draw pile {draw} · discards {discard}",
        "rs_their_hand": "{name} holds {n} cards",
        "rs_log": "Log",
        "rs_actions": "What you may do",
        "rs_pick_card": "play a card: pick it in the list (↑↓ or 1–9, Enter) or click it",
        "rs_pick_step": "use your card: pick a step (↑↓ or 1–9, Enter), e ends the turn",
        "rs_play": "Play {card}",
        "rs_move": "Move {vehicle} {dir}",
        "rs_slide": "Slide {vehicle} {dir} {n} sq.",
        "rs_shift": "Shift the {side} section {dir} {n} row(s)",
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
        "rs_event_start": "Game {n}: {name} starts.",
        "rs_event_won": "Game {n} won by {name}!",
        "rs_event_drawn": "Game {n} drawn after {turns} turns.",
        "rs_game_over": "Game {n} is over",
        "rs_draw": "A draw: no hero got out in time.",
        "rs_games_won": "Games won: {scores}",
        "rs_turns": "Turns played: {n}",
        "rs_next_game": "The match goes on: game {n} of {total}.",
        "rs_legend": "▶ exit  ┃ locked seam",
        "rs_board": "G gold exits ▶  S silver ◀",
    },
    "fr": {
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
        "rs_you_to_move": "à vous de jouer ({colour})",
        "waiting": "en attente…",
        "your_turn": "À vous : {what}",
        "pick_card": "choisissez une carte (1–7 ou clic), puis p jouer / x défausser",
        "answer_question": "répondez à la question",
        "pick_target": "choisissez l'équipe à attaquer : son numéro ou un clic (Échap annule)",
        "choose_draw": "pioche : {keys}",
        "draw_key_draw": "d la pioche",
        "draw_key_take_discard": "t la défausse",
        "draw_key_redraw": "r jeter des cartes pour repiocher",
        "hint": "Conseil : {action}",
        "hint_none": "pas de conseil",
        "hint_button": "Conseil (h)",
        "hint_extend": "Annoncer l'allonge à 1000",
        "hint_no_extension": "Pas d'allonge",
        "hint_coup_fourre": "Annoncer le coup fourré",
        "hint_no_coup_fourre": "Pas de coup fourré",
        "hint_not_now": "Pas tout de suite",
        "hint_decline": "Non",
        "thinking": "réflexion…",
        "battle": "Bataille",
        "speed": "Vitesse",
        "safeties": "Bottes : —",
        "two_hundreds": "200 : {n}/{max}",
        "limited": "limite 50",
        "moving": "roule",
        "stopped": "arrêté",
        "coup_fourre_prompt": "Coup fourré ! {attacker} a joué {hazard} contre votre équipe. "
        "Le contrer avec votre {safety} ?",
        "fast_remedy_prompt": "{attacker} a joué {hazard} contre votre équipe. "
        "Jouer tout de suite votre {remedy} ?",
        "extension_prompt": "Vous avez fini le trajet de {trip}. Annoncer l'allonge à 1000 ?",
        "call": "Coup fourré (c)",
        "play_now": "Jouer (c)",
        "extend": "Allonge (e)",
        "decline": "Non (n)",
        "nothing_to_answer": "Rien à répondre pour vous : le jeu continue.",
        "go_on": "Continuer (Entrée)",
        "pass_device": "Passez l'appareil à {name}",
        "pass_device_help": (
            "Seul·e {name} doit regarder. Entrée (ou clic) quand c'est prêt ; "
            "q enregistre et quitte."
        ),
        "hand_hidden": "main cachée",
        "score_sheet": "Feuille de marque, manche {n}",
        "hand_ended": "La manche est finie : {how}.",
        "how_trip": "un trajet a été achevé",
        "how_exhausted": "il ne reste plus de cartes",
        "how_blocked": "personne ne pouvait jouer",
        "how_stalled": "personne ne pouvait jouer depuis trop longtemps (nulle)",
        "line": "Ligne",
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
        "quit": "Quitter (q)",
        "new": "Nouvelle partie (n)",
        "saved": "Enregistré dans {path}",
        "set_aside": "La partie inachevée enregistrée ici est gardée sous {path}",
        "not_saved": "Non enregistré : {reason}",
        "moved_save": "Une autre partie s'enregistre au même endroit : celle-ci va dans {path}",
        "rules": "Règles",
        "rules_title": "Règles en vigueur",
        "close": "Fermer (Échap)",
        "error": "Erreur : {message}",
        "seat_label": "{name} (place {seat})",
        "event_deal": "Manche {n} distribuée.",
        "event_over": "Manche {n} terminée.",
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
        "event_refill": "{who} : complète sa main ({n} cartes)",
        "illegal": "Ce n'est pas possible maintenant.",
        "agent_failed": (
            "{name} n'a pas donné de réponse permise : sa première action permise a été jouée."
        ),
        "already_drawn": "Votre carte est piochée : jouez-en une ou défaussez-en une.",
        "draw_pile_empty": "La pioche est vide : jouez ou défaussez une carte.",
        "draw_first": "Piochez d'abord : {keys}.",
        "pick_first": "Choisissez d'abord une carte (son numéro ou un clic).",
        "cannot_play": "{card} ne peut pas être jouée maintenant ; x la défausse.",
        "cannot_play_only": "{card} ne peut pas être jouée maintenant.",
        "cannot_go_there": "{card} ne peut pas aller sur cette équipe maintenant.",
        "must_play": "{card} ne peut pas être défaussée : il faut jouer tant qu'on le peut.",
        "yes": "oui",
        "no": "non",
        # Rush Hour Shift
        "rs_title": "Rush Hour Shift",
        "rs_gold": "or",
        "rs_silver": "argent",
        "rs_seat": "{name} ({colour})",
        "rs_game": "Manche {n}/{total}",
        "rs_turn": "tour {n}",
        "rs_wins": "manches gagnées {gold}–{silver}",
        "rs_no_card": "Pas encore de carte jouée.",
        "rs_card": "Carte jouée : {card}",
        "rs_steps_left": "{n} pas restant(s)",
        "rs_shift_left": "un décalage",
        "rs_slide_left": "une glissade",
        "rs_card_used": "épuisée",
        "rs_piles": "Pioche {draw} · défausse {discard}",
        "rs_their_hand": "{name} a {n} cartes",
        "rs_log": "Journal",
        "rs_actions": "Vos possibilités",
        "rs_pick_card": "jouez une carte : choisissez-la (↑↓ ou 1–9, Entrée) ou cliquez-la",
        "rs_pick_step": "utilisez la carte : choisissez (↑↓ ou 1–9, Entrée), e finit le tour",
        "rs_play": "Jouer {card}",
        "rs_move": "Déplacer {vehicle} {dir}",
        "rs_slide": "Glisser {vehicle} {dir} de {n} case(s)",
        "rs_shift": "Décaler la section {side} {dir} de {n} rangée(s)",
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
        "rs_event_start": "Manche {n}, premier à jouer : {name}.",
        "rs_event_won": "Manche {n} gagnée par {name} !",
        "rs_event_drawn": "Manche {n} nulle après {turns} tours.",
        "rs_game_over": "La manche {n} est finie",
        "rs_draw": "Match nul : aucun héros n'est sorti à temps.",
        "rs_games_won": "Manches gagnées : {scores}",
        "rs_turns": "Tours joués : {n}",
        "rs_next_game": "La partie continue : manche {n} sur {total}.",
        "rs_legend": "▶ sortie  ┃ jointure bloquée",
        "rs_board": "G or sort ▶  S argent ◀",
    },
    "de": {
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
        "rs_you_to_move": "du bist dran ({colour})",
        "waiting": "warten…",
        "your_turn": "Dein Zug: {what}",
        "pick_card": "wähle eine Karte (1–7 oder Klick), dann p spielen / x abwerfen",
        "answer_question": "beantworte die Frage",
        "pick_target": "wähle das Team, das du angreifst: Nummer oder Klick (Esc bricht ab)",
        "choose_draw": "ziehen: {keys}",
        "draw_key_draw": "d vom Ziehstapel",
        "draw_key_take_discard": "t von der Ablage",
        "draw_key_redraw": "r Karten abwerfen und neu ziehen",
        "hint": "Tipp: {action}",
        "hint_none": "kein Tipp verfügbar",
        "hint_button": "Tipp (h)",
        "hint_extend": "Auf 1000 verlängern",
        "hint_no_extension": "Keine Verlängerung",
        "hint_coup_fourre": "Coup fourré ansagen",
        "hint_no_coup_fourre": "Kein Coup fourré",
        "hint_not_now": "Nicht jetzt",
        "hint_decline": "Nein",
        "thinking": "überlegt…",
        "battle": "Fahrt",
        "speed": "Tempo",
        "safeties": "Sicherheitskarten: —",
        "two_hundreds": "200er {n}/{max}",
        "limited": "Limit 50",
        "moving": "fährt",
        "stopped": "steht",
        "coup_fourre_prompt": "Coup fourré! {attacker} hat {hazard} gegen dein Team gespielt. "
        "Mit deiner Karte {safety} kontern?",
        "fast_remedy_prompt": "{attacker} hat {hazard} gegen dein Team gespielt. "
        "Deine Karte {remedy} sofort spielen?",
        "extension_prompt": "Du hast die Strecke von {trip} geschafft. Auf 1000 verlängern?",
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
        "how_stalled": "zu lange konnte niemand spielen (unentschieden)",
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
        "quit": "Beenden (q)",
        "new": "Neue Partie (n)",
        "saved": "Gespeichert unter {path}",
        "set_aside": "Die unfertige Partie, die hier gespeichert war, bleibt als {path} erhalten",
        "not_saved": "Nicht gespeichert: {reason}",
        "moved_save": (
            "Am selben Ort ist eine andere Partie gespeichert: Diese steht jetzt unter {path}"
        ),
        "rules": "Regeln",
        "rules_title": "Geltende Regeln",
        "close": "Schließen (Esc)",
        "error": "Fehler: {message}",
        "seat_label": "{name} (Platz {seat})",
        "event_deal": "Runde {n} ausgeteilt.",
        "event_over": "Runde {n} vorbei.",
        "event_reshuffle": "Die Ablage wird zu einem neuen Ziehstapel gemischt.",
        "event_play": "{who}: {card}",
        "event_attack": "{who}: {card} → {target}",
        "event_discard": "{who}: wirft {card} ab",
        "event_draw": "{who}: zieht",
        "event_draw_discard": "{who}: nimmt {card} von der Ablage",
        "event_coup": "{who}: COUP FOURRÉ mit {card}!",
        "event_fast": "{who}: {card} sofort (schnelles Spiel)",
        "event_extend": "{who}: Verlängerung auf 1000",
        "event_decline": "{who}: keine Verlängerung",
        "event_redraw": "{who}: wirft Karten ab und zieht neu",
        "event_refill": "{who}: füllt die Hand auf ({n} Karten)",
        "illegal": "Das geht jetzt nicht.",
        "agent_failed": (
            "{name} gab keine erlaubte Antwort: Stattdessen wurde die erste erlaubte "
            "Aktion gespielt."
        ),
        "already_drawn": "Deine Karte ist gezogen: Spiel jetzt eine Karte aus oder wirf eine ab.",
        "draw_pile_empty": "Der Ziehstapel ist leer: Spiel eine Karte aus oder wirf eine ab.",
        "draw_first": "Zuerst ziehen: {keys}.",
        "pick_first": "Wähle zuerst eine Karte (ihre Nummer oder ein Klick).",
        "cannot_play": "{card} ist jetzt nicht spielbar; x wirft die Karte ab.",
        "cannot_play_only": "{card} ist jetzt nicht spielbar.",
        "cannot_go_there": "{card} kann jetzt nicht auf dieses Team gespielt werden.",
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
        "rs_card": "Karte im Spiel: {card}",
        "rs_steps_left": "noch {n} Schritt(e)",
        "rs_shift_left": "ein Verschieben",
        "rs_slide_left": "ein Schieben",
        "rs_card_used": "verbraucht",
        "rs_piles": "Ziehstapel {draw} · Ablage {discard}",
        "rs_their_hand": "{name} hat {n} Karten",
        "rs_log": "Protokoll",
        "rs_actions": "Deine Möglichkeiten",
        "rs_pick_card": "spiel eine Karte: wähle sie (↑↓ oder 1–9, Enter) oder klicke sie an",
        "rs_pick_step": "nutze die Karte: wähle (↑↓ oder 1–9, Enter), e beendet den Zug",
        "rs_play": "{card} spielen",
        "rs_move": "{vehicle} {dir} bewegen",
        "rs_slide": "{vehicle} {n} Feld(er) {dir} schieben",
        "rs_shift": "Sektion {side} {n} Reihe(n) {dir} verschieben",
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
        "rs_event_drawn": "Runde {n} unentschieden nach {turns} Zügen.",
        "rs_game_over": "Runde {n} ist vorbei",
        "rs_draw": "Unentschieden: Kein Heldenauto kam rechtzeitig hinaus.",
        "rs_games_won": "Gewonnene Runden: {scores}",
        "rs_turns": "Gespielte Züge: {n}",
        "rs_next_game": "Die Partie geht weiter: Runde {n} von {total}.",
        "rs_legend": "▶ Ausfahrt  ┃ gesperrte Naht",
        "rs_board": "G Gold fährt ▶  S Silber ◀",
    },
    "it": {
        "title": "Mille Bornes",
        "new_game": "Nuova partita",
        "preset": "Regolamento",
        "players": "Giocatori",
        "teams": "Squadre",
        "seed": "Seme",
        "seed_blank": "vuoto: a caso",
        "seat": "Posto {n}",
        "person": "persona",
        "computer": "computer ({level})",
        "start": "Inizia",
        "options": "Opzioni",
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
        "rs_you_to_move": "tocca a te ({colour})",
        "waiting": "in attesa…",
        "your_turn": "Tocca a te: {what}",
        "pick_card": "scegli una carta (1–7 o clic), poi p gioca / x scarta",
        "answer_question": "rispondi alla domanda",
        "pick_target": "scegli la squadra da attaccare: numero o clic (Esc annulla)",
        "choose_draw": "pesca: {keys}",
        "draw_key_draw": "d dal mazzo",
        "draw_key_take_discard": "t dagli scarti",
        "draw_key_redraw": "r cambia carte e ripesca",
        "hint": "Consiglio: {action}",
        "hint_none": "nessun consiglio",
        "hint_button": "Consiglio (h)",
        "hint_extend": "Estendi a 1000",
        "hint_no_extension": "Nessuna estensione",
        "hint_coup_fourre": "Dichiara il coup fourré",
        "hint_no_coup_fourre": "Niente coup fourré",
        "hint_not_now": "Non ora",
        "hint_decline": "No",
        "thinking": "riflessione…",
        "battle": "Marcia",
        "speed": "Velocità",
        "safeties": "Immunità: —",
        "two_hundreds": "200: {n}/{max}",
        "limited": "limite 50",
        "moving": "in marcia",
        "stopped": "in sosta",
        "coup_fourre_prompt": "Coup fourré! Attacco di {attacker} alla tua squadra: {hazard}. "
        "Rispondi con {safety}?",
        "fast_remedy_prompt": "Attacco di {attacker} alla tua squadra: {hazard}. "
        "Giochi subito {remedy}?",
        "extension_prompt": "Hai completato il percorso di {trip}. Estendi a 1000?",
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
        "how_stalled": "per troppo tempo nessuno ha potuto giocare (pareggio)",
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
        "quit": "Esci (q)",
        "new": "Nuova partita (n)",
        "saved": "Salvata in {path}",
        "set_aside": "La partita non finita salvata qui prima è conservata come {path}",
        "not_saved": "Non salvata: {reason}",
        "moved_save": "Un'altra partita è salvata nello stesso posto: questa ora è in {path}",
        "rules": "Regole",
        "rules_title": "Regole in vigore",
        "close": "Chiudi (Esc)",
        "error": "Errore: {message}",
        "seat_label": "{name} (posto {seat})",
        "event_deal": "Manche {n} distribuita.",
        "event_over": "Manche {n} finita.",
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
        "event_refill": "{who}: mano completata ({n} carte)",
        "illegal": "Adesso non è possibile.",
        "agent_failed": (
            "Nessuna risposta valida da {name}: è stata giocata la sua prima azione valida."
        ),
        "already_drawn": "Hai già pescato: ora gioca o scarta una carta.",
        "draw_pile_empty": "Il mazzo è vuoto: gioca o scarta una carta.",
        "draw_first": "Prima devi pescare: {keys}.",
        "pick_first": "Prima scegli una carta (il suo numero o un clic).",
        "cannot_play": "{card} non si può giocare ora; x la scarta.",
        "cannot_play_only": "{card} non si può giocare ora.",
        "cannot_go_there": "{card} non si può giocare su quella squadra ora.",
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
        "rs_card": "Carta in gioco: {card}",
        "rs_steps_left": "passi rimasti: {n}",
        "rs_shift_left": "uno spostamento",
        "rs_slide_left": "uno scorrimento",
        "rs_card_used": "esaurita",
        "rs_piles": "Mazzo {draw} · scarti {discard}",
        "rs_their_hand": "{name}: {n} carte",
        "rs_log": "Registro",
        "rs_actions": "Cosa puoi fare",
        "rs_pick_card": "gioca una carta: sceglila (↑↓ o 1–9, Invio) o fai clic",
        "rs_pick_step": "usa la carta: scegli (↑↓ o 1–9, Invio), e finisce il turno",
        "rs_play": "Gioca {card}",
        "rs_move": "Muovi {vehicle} {dir}",
        "rs_slide": "Fai scorrere {vehicle} {dir} di {n} casella/e",
        "rs_shift": "Sposta la sezione {side} {dir} di {n} riga/e",
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
        "rs_event_drawn": "Manche {n} pari dopo {turns} turni.",
        "rs_game_over": "La manche {n} è finita",
        "rs_draw": "Pareggio: nessuna auto eroe è uscita in tempo.",
        "rs_games_won": "Manche vinte: {scores}",
        "rs_turns": "Turni giocati: {n}",
        "rs_next_game": "La partita continua: manche {n} di {total}.",
        "rs_legend": "▶ uscita  ┃ giunzione bloccata",
        "rs_board": "G oro esce ▶  S argento ◀",
    },
    "fi": {
        "title": "Mille Bornes",
        "new_game": "Uusi peli",
        "preset": "Säännöstö",
        "players": "Pelaajat",
        "teams": "Joukkueet",
        "seed": "Siemenluku",
        "seed_blank": "tyhjä: satunnainen",
        "seat": "Paikka {n}",
        "person": "ihminen",
        "computer": "kone ({level})",
        "start": "Aloita",
        "options": "Asetukset",
        "you": "Sinä",
        "name": "nimi",
        "team": "Joukkue {label}",
        "hand": "Jako {n}",
        "draw_pile": "Nostopakka",
        "discard_pile": "Poistopino",
        "empty": "tyhjä",
        "scores": "Pisteet: {scores}",
        "to_move": "vuorossa: {name}",
        "you_to_move": "sinun vuorosi",
        "rs_you_to_move": "sinun vuorosi ({colour})",
        "waiting": "odotetaan…",
        "your_turn": "Vuorosi: {what}",
        "pick_card": "valitse kortti (1–7 tai klikkaa), sitten p pelaa / x heitä pois",
        "answer_question": "vastaa kysymykseen",
        "pick_target": "valitse hyökkäyksen kohde: numero tai klikkaus (Esc peruu)",
        "choose_draw": "nosta: {keys}",
        "draw_key_draw": "d nostopakasta",
        "draw_key_take_discard": "t poistopinosta",
        "draw_key_redraw": "r vaihda kortit ja nosta uudet",
        "hint": "Vihje: {action}",
        "hint_none": "ei vihjettä",
        "hint_button": "Vihje (h)",
        "hint_extend": "Jatka 1000:een",
        "hint_no_extension": "Ei jatkoa",
        "hint_coup_fourre": "Ilmoita coup fourré",
        "hint_no_coup_fourre": "Jätä coup fourré väliin",
        "hint_not_now": "Ei nyt",
        "hint_decline": "Ei",
        "thinking": "miettimässä…",
        "battle": "Taistelu",
        "speed": "Nopeus",
        "safeties": "Turvakortit: —",
        "two_hundreds": "200:t {n}/{max}",
        "limited": "rajoitus 50",
        "moving": "liikkeellä",
        "stopped": "pysäytetty",
        "coup_fourre_prompt": "Coup fourré! {attacker}: {hazard} joukkueellesi. "
        "Vastaatko kortilla {safety}?",
        "fast_remedy_prompt": "{attacker}: {hazard} joukkueellesi. Pelaatko heti kortin {remedy}?",
        "extension_prompt": "Matka ({trip}) on ajettu. Jatkatko 1000:een?",
        "call": "Coup fourré (c)",
        "play_now": "Pelaa (c)",
        "extend": "Jatka (e)",
        "decline": "Ei (n)",
        "nothing_to_answer": "Sinulla ei ole vastattavaa: peli jatkuu.",
        "go_on": "Jatka (Enter)",
        "pass_device": "Laite seuraavalle pelaajalle: {name}",
        "pass_device_help": (
            "Vain tämä pelaaja katsoo: {name}. Enter (tai klikkaus), kun olet valmis; "
            "q tallentaa ja lopettaa."
        ),
        "hand_hidden": "käsi piilossa",
        "score_sheet": "Pisteet, jako {n}",
        "hand_ended": "Jako päättyi: {how}.",
        "how_trip": "matka ajettiin loppuun",
        "how_exhausted": "kortit loppuivat",
        "how_blocked": "kukaan ei voinut enää pelata",
        "how_stalled": "kukaan ei voinut pelata liian pitkään aikaan (tasapeli)",
        "line": "Rivi",
        "total_hand": "Tämä jako",
        "total_match": "Yhteensä",
        "continue": "Jatka (Enter)",
        "match_to": "Ottelu jatkuu, kunnes {target} pistettä on saavutettu.",
        "summary": "Peli päättyi",
        "winner": "Voittaja: {names}",
        "winners": "Voittajat: {names}",
        "final_scores": "Loppupisteet",
        "hand_header": "Jako",
        "hands_played": "Pelatut jaot: {n}",
        "quit": "Lopeta (q)",
        "new": "Uusi peli (n)",
        "saved": "Tallennettu: {path}",
        "set_aside": "Tähän aiemmin tallennettu kesken jäänyt peli on säilytetty: {path}",
        "not_saved": "Ei tallennettu: {reason}",
        "moved_save": (
            "Samaan paikkaan on tallennettu toinen peli, joten tämä tallennettiin tänne: {path}"
        ),
        "rules": "Säännöt",
        "rules_title": "Voimassa olevat säännöt",
        "close": "Sulje (Esc)",
        "error": "Virhe: {message}",
        "seat_label": "{name} (paikka {seat})",
        "event_deal": "Jako {n} alkoi.",
        "event_over": "Jako {n} päättyi.",
        "event_reshuffle": "Poistopino sekoitetaan uudeksi nostopakaksi.",
        "event_play": "{who}: {card}",
        "event_attack": "{who}: {card} → {target}",
        "event_discard": "{who}: {card} poistopinoon",
        "event_draw": "{who}: nosto",
        "event_draw_discard": "{who}: {card} poistopinosta",
        "event_coup": "{who}: COUP FOURRÉ kortilla {card}!",
        "event_fast": "{who}: {card} heti (nopea peli)",
        "event_extend": "{who}: jatko 1000:een",
        "event_decline": "{who}: ei jatkoa",
        "event_redraw": "{who}: korttien vaihto ja uusi nosto",
        "event_refill": "{who}: käsi täydennetty {n} korttiin",
        "illegal": "Se ei ole nyt mahdollista.",
        "agent_failed": (
            "{name}: ei sallittua vastausta; sen ensimmäinen sallittu siirto pelattiin."
        ),
        "already_drawn": "Olet jo nostanut: pelaa nyt kortti tai heitä yksi pois.",
        "draw_pile_empty": "Nostopakka on tyhjä: pelaa kortti tai heitä yksi pois.",
        "draw_first": "Nosta ensin: {keys}.",
        "pick_first": "Valitse ensin kortti (sen numero tai klikkaus).",
        "cannot_play": "Korttia {card} ei voi pelata nyt; x heittää sen pois.",
        "cannot_play_only": "Korttia {card} ei voi pelata nyt.",
        "cannot_go_there": "Korttia {card} ei voi nyt pelata tuolle joukkueelle.",
        "must_play": (
            "Korttia {card} ei saa heittää pois: kun voit pelata kortin, sinun on pelattava."
        ),
        "yes": "kyllä",
        "no": "ei",
        # Rush Hour Shift
        "rs_title": "Rush Hour Shift",
        "rs_gold": "kulta",
        "rs_silver": "hopea",
        "rs_seat": "{name} ({colour})",
        "rs_game": "Erä {n}/{total}",
        "rs_turn": "vuoro {n}",
        "rs_wins": "erävoitot {gold}–{silver}",
        "rs_no_card": "Pelissä ei ole vielä korttia.",
        "rs_card": "Kortti pelissä: {card}",
        "rs_steps_left": "askelia jäljellä: {n}",
        "rs_shift_left": "yksi siirto",
        "rs_slide_left": "yksi liu'utus",
        "rs_card_used": "käytetty",
        "rs_piles": "Nostopakka {draw} · poistopino {discard}",
        "rs_their_hand": "{name}: kortteja {n}",
        "rs_log": "Loki",
        "rs_actions": "Mitä voit tehdä",
        "rs_pick_card": "pelaa kortti: valitse se (↑↓ tai 1–9, Enter) tai klikkaa sitä",
        "rs_pick_step": "käytä korttia: valitse (↑↓ tai 1–9, Enter), e lopettaa vuoron",
        "rs_play": "Pelaa {card}",
        "rs_move": "Liikuta {vehicle} {dir}",
        "rs_slide": "Liu'uta {vehicle} {dir}, ruutuja {n}",
        "rs_shift": "Siirrä {side} osa {dir}, rivejä {n}",
        "rs_end": "Lopeta vuoro",
        "rs_up": "ylös",
        "rs_down": "alas",
        "rs_left": "vasemmalle",
        "rs_right": "oikealle",
        "rs_side_left": "vasen",
        "rs_side_right": "oikea",
        "rs_locked": "lukittu",
        "rs_hero": "{letter} ({colour})",
        "rs_event": "{who}: {what}",
        "rs_event_start": "Erä {n}, aloittaja: {name}.",
        "rs_event_won": "Erä {n}, voittaja: {name}!",
        "rs_event_drawn": "Erä {n} päättyi tasan {turns} vuoron jälkeen.",
        "rs_game_over": "Erä {n} on päättynyt",
        "rs_draw": "Tasapeli: kumpikaan sankariauto ei päässyt ajoissa ulos.",
        "rs_games_won": "Voitetut erät: {scores}",
        "rs_turns": "Pelatut vuorot: {n}",
        "rs_next_game": "Ottelu jatkuu: erä {n}/{total}.",
        "rs_legend": "▶ ulosajo  ┃ lukittu sauma",
        "rs_board": "G kulta ulos ▶  S hopea ◀",
    },
}

SCORE_LINES: dict[str, dict[str, str]] = {
    "fr": {
        "Distance": "Distance",
        "Safeties": "Bottes",
        "Safeties as coup fourré": "Bottes en coup fourré",
        "All four safeties": "Les quatre bottes",
        "Coups fourrés": "Coups fourrés",
        "Trip completed": "Trajet achevé",
        "Delayed action": "Action retardée",
        "Safe trip": "Trajet sans 200",
        "Shutout": "Capot",
        "Extension made": "Allonge réussie",
        "Extension failed (opponent)": "Allonge manquée (adversaire)",
        "Most points": "Le plus de points",
        "Trip without a 200": "Trajet sans 200",
    },
    "de": {
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
    },
    "it": {
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
    },
    "fi": {
        "Distance": "Kilometrit",
        "Safeties": "Turvakortit",
        "Safeties as coup fourré": "Coup fourré -turvakortit",
        "All four safeties": "Kaikki neljä turvakorttia",
        "Coups fourrés": "Coups fourrés",
        "Trip completed": "Matka ajettu loppuun",
        "Delayed action": "Maaliin pakan loputtua",
        "Safe trip": "Matka ilman 200-korttia",
        "Shutout": "Vastustajat ilman kilometrejä",
        "Extension made": "Jatko onnistui",
        "Extension failed (opponent)": "Jatko epäonnistui (vastustaja)",
        "Most points": "Eniten pisteitä",
        "Trip without a 200": "Matka ilman 200-korttia",
    },
}


#: The score line of a team that played no distance (``Team B played no distance``).
_NO_DISTANCE = {
    "fr": "Capot de l'équipe {team}",
    "de": "Team {team} ohne Distanz",
    "it": "Squadra {team} senza distanza",
    "fi": "Joukkue {team} ilman kilometrejä",
}


KEY_LABELS: dict[str, dict[str, str]] = {
    "fr": {
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
        "End turn": "Fin du tour",
        "Do it": "Valider",
        "Close": "Fermer",
        "Continue": "Continuer",
        "Quit": "Quitter",
        "New game": "Nouvelle partie",
        "Ready": "Prêt",
        "Start": "Jouer",  # as the button says
    },
    "de": {
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
        "End turn": "Zug beenden",
        "Do it": "Ausführen",
        "Close": "Schließen",
        "Continue": "Weiter",
        "Quit": "Beenden",
        "New game": "Neue Partie",
        "Ready": "Bereit",
        "Start": "Starten",  # as the button says
    },
    "it": {
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
        "End turn": "Fine turno",
        "Do it": "Esegui",
        "Close": "Chiudi",
        "Continue": "Continua",
        "Quit": "Esci",
        "New game": "Nuova partita",
        "Ready": "Avanti",
        "Start": "Inizia",  # as the button says
    },
    "fi": {
        "Play": "Pelaa",
        "Discard": "Heitä pois",
        "Draw": "Nosta",
        "Take discard": "Ota poistopinosta",
        "Redraw": "Uusi nosto",
        "Refill": "Täydennä",
        "Hint": "Vihje",
        "Rules": "Säännöt",
        "Save": "Tallenna",
        "Save & quit": "Tallenna ja lopeta",
        "End turn": "Lopeta vuoro",
        "Do it": "Tee se",
        "Close": "Sulje",
        "Continue": "Jatka",
        "Quit": "Lopeta",
        "New game": "Uusi peli",
        "Ready": "Valmis",
        "Start": "Aloita",  # as the button says
    },
}


#: Short labels of the Mille Bornes rule options on the new-game screen, keyed by option
#: name (the name itself stays shown beside them: it is what ``-o`` and records use). Cards
#: are named as :data:`CARD_NAMES` names them in each language.
OPTION_LABELS: dict[str, dict[str, str]] = {
    "en": {
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
        "extension": "Extension to 1000 after 700",
        "scoring": "Scoring table",
        "match_target": "Points to win the match",
        "tie_break": "Tie with no trip completed",
        "next_starter": "Who starts the next hand",
    },
    "fr": {
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
        "extension": "Allonge à 1000 après 700",
        "scoring": "Barème des points",
        "match_target": "Points pour gagner la partie",
        "tie_break": "Égalité sans trajet achevé",
        "next_starter": "Qui commence la manche suivante",
    },
    "de": {
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
        "extension": "Verlängerung auf 1000 nach 700",
        "scoring": "Punktewertung",
        "match_target": "Punkte für den Sieg der Partie",
        "tie_break": "Gleichstand ohne geschaffte Strecke",
        "next_starter": "Wer die nächste Runde beginnt",
    },
    "it": {
        "teams": "Gioco a squadre",
        "deck": "Mazzo di carte",
        "target": "Lunghezza del percorso",
        "finish": "Arrivo al traguardo",
        "max_200s": "Massimo di carte 200 per manche",
        "roll_after_remedy": "Semaforo Verde dopo ogni parata",
        "draw_from_discard": "Pescare dagli scarti",
        "empty_draw_pile": "Quando il mazzo finisce",
        "attack_needs_target_moving": "Attaccare solo chi è in marcia",
        "hazard_on_hazard": "Attacco su attacco non parato",
        "attacker_must_have_started": "Attacchi dal primo Semaforo Verde",
        "speed_limit_on_limit": "Limiti di Velocità cumulabili",
        "discard_any_time": "Scartare anche potendo giocare",
        "fast_play": "Gioco rapido (parate immediate)",
        "extension": "Estensione a 1000 dopo 700",
        "scoring": "Tabella dei punti",
        "match_target": "Punti per vincere la partita",
        "tie_break": "Parità senza percorso completato",
        "next_starter": "Chi inizia la manche successiva",
    },
    "fi": {
        "teams": "Joukkuepeli",
        "deck": "Korttipakka",
        "target": "Matkan pituus",
        "finish": "Maaliin tulo",
        "max_200s": "200-kortteja enintään jaossa",
        "roll_after_remedy": "Vihreä valo puolustuksen jälkeen",
        "draw_from_discard": "Nosto poistopinosta",
        "empty_draw_pile": "Kun nostopakka loppuu",
        "attack_needs_target_moving": "Hyökkäys vain liikkuvia vastaan",
        "hazard_on_hazard": "Hyökkäys torjumattoman päälle",
        "attacker_must_have_started": "Hyökkäys vasta oman lähdön jälkeen",
        "speed_limit_on_limit": "Nopeusrajoitukset päällekkäin",
        "discard_any_time": "Pois heittäminen aina sallittu",
        "fast_play": "Nopea peli (välitön puolustus)",
        "extension": "Jatko 1000:een 700:n jälkeen",
        "scoring": "Pistelasku",
        "match_target": "Pisteet ottelun voittoon",
        "tie_break": "Tasapeli ilman ajettua matkaa",
        "next_starter": "Kuka aloittaa seuraavan jaon",
    },
}


#: The choices of the rule options that take one of a few codes, in words, keyed by language,
#: option name and code (the code is what ``-o`` and records use, and stays the select's
#: value). Short enough for the new-game screen's select at 80 columns.
OPTION_VALUE_LABELS: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        "deck": {"full": "full (106 cards)", "short": "short (101)"},
        "finish": {"exact": "exact", "reach": "reach or pass it"},
        "empty_draw_pile": {
            "play_out": "play the hand out",
            "reshuffle": "reshuffle discards",
            "stop": "end the hand",
        },
        "scoring": {"classic": "classic", "modern": "modern (2016)", "leaflet": "leaflet"},
        "tie_break": {"shared": "both win", "fewer_cards_played": "fewer cards played"},
        "next_starter": {"rotate": "the next seat", "winner": "the winner"},
    },
    "fr": {
        "deck": {"full": "complet (106 cartes)", "short": "court (101)"},
        "finish": {"exact": "exacte", "reach": "l'atteindre suffit"},
        "empty_draw_pile": {
            "play_out": "jouer jusqu'au bout",
            "reshuffle": "rebattre la défausse",
            "stop": "finir la manche",
        },
        "scoring": {"classic": "classique", "modern": "moderne (2016)", "leaflet": "dépliant"},
        "tie_break": {"shared": "les deux gagnent", "fewer_cards_played": "qui a joué le moins"},
        "next_starter": {"rotate": "la place suivante", "winner": "le gagnant"},
    },
    "de": {
        "deck": {"full": "voll (106 Karten)", "short": "kurz (101)"},
        "finish": {"exact": "genau", "reach": "erreichen genügt"},
        "empty_draw_pile": {
            "play_out": "Hand ausspielen",
            "reshuffle": "Ablage neu mischen",
            "stop": "Runde beenden",
        },
        "scoring": {"classic": "klassisch", "modern": "modern (2016)", "leaflet": "Faltblatt"},
        "tie_break": {"shared": "beide gewinnen", "fewer_cards_played": "wer weniger spielte"},
        "next_starter": {"rotate": "der nächste Platz", "winner": "der Gewinner"},
    },
    "it": {
        "deck": {"full": "completo (106 carte)", "short": "ridotto (101)"},
        "finish": {"exact": "esatto", "reach": "basta raggiungerlo"},
        "empty_draw_pile": {
            "play_out": "gioca fino in fondo",
            "reshuffle": "rimescola gli scarti",
            "stop": "fine della manche",
        },
        "scoring": {"classic": "classico", "modern": "moderno (2016)", "leaflet": "pieghevole"},
        "tie_break": {"shared": "vincono tutti e due", "fewer_cards_played": "chi gioca meno"},
        "next_starter": {"rotate": "il posto seguente", "winner": "chi ha vinto"},
    },
    "fi": {
        "deck": {"full": "täysi (106 korttia)", "short": "lyhyt (101)"},
        "finish": {"exact": "tasan", "reach": "ylitys sallittu"},
        "empty_draw_pile": {
            "play_out": "pelataan loppuun",
            "reshuffle": "sekoita poistopino",
            "stop": "jako päättyy",
        },
        "scoring": {"classic": "klassinen", "modern": "moderni (2016)", "leaflet": "esite"},
        "tie_break": {"shared": "molemmat voittavat", "fewer_cards_played": "vähemmän kortteja"},
        "next_starter": {"rotate": "seuraava paikka", "winner": "voittaja"},
    },
}


#: The computer players' levels in the interface language (the codes stay in records and on
#: the command line; a level not listed keeps its code).
LEVEL_NAMES: dict[str, dict[str, str]] = {
    "fr": {
        "easy": "facile",
        "medium": "moyen",
        "hard": "difficile",
        "expert": "expert",
        "heuristic": "heuristique",
        "random": "aléatoire",
        "greedy": "glouton",
        "search": "recherche",
    },
    "de": {
        "easy": "leicht",
        "medium": "mittel",
        "hard": "schwer",
        "expert": "Experte",
        "heuristic": "heuristisch",
        "random": "zufällig",
        "greedy": "gierig",
        "search": "Suche",
    },
    "it": {
        "easy": "facile",
        "medium": "medio",
        "hard": "difficile",
        "expert": "esperto",
        "heuristic": "euristico",
        "random": "casuale",
        "greedy": "avido",
        "search": "ricerca",
    },
    "fi": {
        "easy": "helppo",
        "medium": "keskitaso",
        "hard": "vaikea",
        "expert": "mestari",
        "heuristic": "heuristinen",
        "random": "satunnainen",
        "greedy": "ahne",
        "search": "haku",
    },
}


#: The computer players' reasons (a :class:`~roadgames.agents.base.Reason`'s key) in the
#: interface languages: the same keys as the players' English tables
#: (:data:`roadgames.agents.millebornes.heuristic.REASON_TEXTS`,
#: :data:`roadgames.agents.rushshift.REASON_TEXTS`), cards by name, actions as the hint
#: shows them.
REASONS: dict[str, dict[str, str]] = {
    # the players' own words, but a distance card's name already says "mi"
    "en": {
        **REASON_TEXTS,
        "distance": "{card}: the longest useful distance",
        **RUSH_REASON_TEXTS,
    },
    "fr": {
        "rs_best_board": (
            "le meilleur plateau que ce tour peut atteindre : la course à {value} (les pas "
            "qu'il reste à l'autre héros moins les vôtres)"
        ),
        "rs_turn_wins": "ce tour gagne la manche",
        "rs_expected": (
            "le meilleur plateau après la meilleure réponse de l'autre, en moyenne : la course "
            "à {value} (les pas qu'il reste à l'autre héros moins les vôtres ; mains tirées : "
            "{samples})"
        ),
        "safety_first": (
            "poser la botte avant de finir le trajet : ses points, et un tour de plus"
        ),
        "finish": "finit le trajet",
        "finish_loses": "finir le trajet maintenant terminerait la partie en retard au score",
        "coup": "coup fourré : la botte annule l'attaque et rapporte une prime",
        "cure_with_safety": "la botte pare l'attaque aussitôt et donne un tour de plus",
        "safety_free": (
            "plus de raison de garder cette botte : la jouer pour ses points et un tour de plus"
        ),
        "roll_on": "{card} remet la voiture en route",
        "remedy_now": "la parade lève l'attaque",
        "safety_now": (
            "poser la botte maintenant : son tour de plus vaut mieux qu'un coup fourré plus tard"
        ),
        "discard_dead": "défausser {card} : cette carte ne pourra plus être jouée",
        "discard_spare": "défausser {card} : la carte la moins utile",
        "attack": "attaquer l'équipe {team} avec {card} pour ralentir l'équipe en tête",
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
            "{reason} ({percent} % de manches gagnées sur {worlds} donnes tirées au sort)"
        ),
        "search_odds": (
            "{reason} ({percent} % de chances de gagner la partie "
            "sur {worlds} donnes tirées au sort)"
        ),
        "search_beat_won": (
            "recherche : « {action} » gagne {percent} % de {worlds} donnes tirées au sort, "
            "« {other} » {other_percent} %"
        ),
        "search_beat_odds": (
            "recherche : « {action} » donne {percent} % de chances de gagner la partie "
            "sur {worlds} donnes tirées au sort, « {other} » {other_percent} %"
        ),
        "no_thanks": "non merci",
        "playable": "une carte jouable",
        "at_random": "au hasard",
    },
    "de": {
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
        "safety_first": (
            "die Sicherheitskarte vor dem Ende der Strecke auslegen: ihre Punkte und ein Extrazug"
        ),
        "finish": "schafft die Strecke",
        "finish_loses": (
            "die Strecke jetzt zu schaffen, würde die Partie mit Punkterückstand beenden"
        ),
        "coup": "Coup fourré: die Sicherheitskarte hebt den Angriff auf und bringt einen Bonus",
        "cure_with_safety": (
            "die Sicherheitskarte behebt die Gefahr sofort und gibt einen Extrazug"
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
        "discard_spare": "{card} abwerfen: die am wenigsten gebrauchte Karte",
        "attack": "Team {team} mit {card} angreifen, um das führende Team zu bremsen",
        "distance": "{card}: die längste nützliche Distanz",
        "end_of_limit": "{card} hebt das Tempolimit auf",
        "extend": "die Gegner liegen weit zurück: auf 1000 verlängern",
        "extend_behind": (
            "ohne Verlängerung würde die Partie mit Punkterückstand enden: auf 1000 verlängern"
        ),
        "take_trip": "die geschaffte Strecke nehmen, statt eine Verlängerung zu riskieren",
        "draw_discard": "die abgeworfene Karte wird jetzt gebraucht",
        "nothing_better": "nichts Besseres zu tun",
        "search_won": "{reason} ({percent} % von {worlds} ausgelosten Verteilungen gewonnen)",
        "search_odds": (
            "{reason} ({percent} % Siegchance in der Partie über {worlds} ausgeloste Verteilungen)"
        ),
        "search_beat_won": (
            "Suche: „{action}“ gewann {percent} % von {worlds} ausgelosten Verteilungen, "
            "„{other}“ {other_percent} %"
        ),
        "search_beat_odds": (
            "Suche: „{action}“ gibt {percent} % Siegchance in der Partie über {worlds} "
            "ausgeloste Verteilungen, „{other}“ {other_percent} %"
        ),
        "no_thanks": "nein danke",
        "playable": "eine spielbare Karte",
        "at_random": "zufällig gewählt",
    },
    "it": {
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
        "safety_first": (
            "giocare l'immunità prima di completare il percorso: i suoi punti e un turno in più"
        ),
        "finish": "completa il percorso",
        "finish_loses": (
            "completare il percorso ora chiuderebbe la partita in svantaggio di punti"
        ),
        "coup": "coup fourré: l'immunità annulla l'attacco e vale un bonus",
        "cure_with_safety": "l'immunità para subito l'attacco e dà un turno in più",
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
        "discard_spare": "scartare {card}: la carta meno utile",
        "attack": "attaccare la squadra {team} con {card} per frenare chi è in testa",
        "distance": "{card}: la distanza utile più lunga",
        "end_of_limit": "{card} toglie il limite di velocità",
        "extend": "gli avversari sono molto indietro: estendere a 1000",
        "extend_behind": (
            "rinunciare chiuderebbe la partita in svantaggio di punti: estendere a 1000"
        ),
        "take_trip": "tenersi il percorso completato invece di rischiare l'estensione",
        "draw_discard": "la carta scartata serve subito",
        "nothing_better": "niente di meglio da fare",
        "search_won": "{reason} ({percent}% di manche vinte su {worlds} distribuzioni a sorte)",
        "search_odds": (
            "{reason} ({percent}% di probabilità di vincere la partita su {worlds} "
            "distribuzioni a sorte)"
        ),
        "search_beat_won": (
            "ricerca: «{action}» vince il {percent}% di {worlds} distribuzioni a sorte, "
            "«{other}» il {other_percent}%"
        ),
        "search_beat_odds": (
            "ricerca: «{action}» dà il {percent}% di probabilità di vincere la partita su "
            "{worlds} distribuzioni a sorte, «{other}» il {other_percent}%"
        ),
        "no_thanks": "no grazie",
        "playable": "una carta giocabile",
        "at_random": "a caso",
    },
    "fi": {
        "rs_best_board": (
            "paras asema, johon tämä vuoro yltää: kisatilanne {value} (askeleet, jotka toinen "
            "sankariauto vielä tarvitsee, miinus omasi)"
        ),
        "rs_turn_wins": "tämä vuoro voittaa erän",
        "rs_expected": (
            "paras asema toisen parhaan vastauksen jälkeen, keskimäärin: kisatilanne {value} "
            "(askeleet, jotka toinen sankariauto vielä tarvitsee, miinus omasi; arvottuja "
            "käsiä: {samples})"
        ),
        "safety_first": (
            "pelaa turvakortti ennen kuin ajat matkan loppuun: sen pisteet ja lisävuoro"
        ),
        "finish": "ajaa matkan loppuun",
        "finish_loses": "matkan ajaminen loppuun nyt päättäisi ottelun pistetappiolla",
        "coup": "coup fourré: turvakortti kumoaa hyökkäyksen ja tuo lisäpisteitä",
        "cure_with_safety": "turvakortti kumoaa hyökkäyksen heti ja antaa lisävuoron",
        "safety_free": (
            "tätä turvakorttia ei enää kannata pitää: pelaa se pisteiden ja lisävuoron vuoksi"
        ),
        "roll_on": "{card} saa auton liikkeelle",
        "remedy_now": "puolustuskortti kumoaa hyökkäyksen",
        "safety_now": (
            "pelaa turvakortti nyt: sen lisävuoro on arvokkaampi kuin myöhempi coup fourré"
        ),
        "discard_dead": "heitä pois {card}: sitä ei voi enää pelata",
        "discard_spare": "heitä pois {card}: vähiten tarpeellinen kortti",
        "attack": "hyökkää kortilla {card} joukkuetta {team} vastaan ja jarruta johtajaa",
        "distance": "{card}: pisin hyödyllinen matka",
        "end_of_limit": "{card}: nopeusrajoitus poistuu",
        "extend": "vastustajat ovat kaukana takana: jatka 1000:een",
        "extend_behind": (
            "jatkosta kieltäytyminen päättäisi ottelun pistetappiolla: jatka 1000:een"
        ),
        "take_trip": "tyydy ajettuun matkaan äläkä ota jatkon riskiä",
        "draw_discard": "poistopinon kortille on käyttöä heti",
        "nothing_better": "ei mitään parempaa tehtävää",
        "search_won": "{reason} (voitti {percent} % {worlds} arvotusta jaosta)",
        "search_odds": (
            "{reason} (ottelun voittotodennäköisyys {percent} % {worlds} arvotussa jaossa)"
        ),
        "search_beat_won": (
            "haku: ”{action}” voitti {percent} % {worlds} arvotusta jaosta, "
            "”{other}” {other_percent} %"
        ),
        "search_beat_odds": (
            "haku: ”{action}” antaa ottelun voittotodennäköisyydeksi {percent} % {worlds} "
            "arvotussa jaossa, ”{other}” {other_percent} %"
        ),
        "no_thanks": "ei kiitos",
        "playable": "pelattava kortti",
        "at_random": "valittu satunnaisesti",
    },
}


def _worded(reason: Reason, templates: Mapping[str, str]) -> bool:
    """Whether ``templates`` word ``reason`` and every reason nested in it."""
    return reason.key in templates and all(
        _worded(value, templates) for _, value in reason.values if isinstance(value, Reason)
    )


def detect_language(environ: Mapping[str, str] | None = None) -> str:
    """The language from the environment (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else
    English: one of :data:`LANGUAGES`."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = env.get(name, "")
        code = value.split(":")[0][:2].lower()
        if code in LANGUAGES:
            return code
    if environ is None:
        try:
            code = (locale.getlocale()[0] or "")[:2].lower()
        except ValueError:
            code = ""
        if code in LANGUAGES:
            return code
    return "en"


class Translator:
    """Interface strings in ``lang`` (one of :data:`UI_LANGUAGES`; the other seed languages
    show English words around localised card names)."""

    def __init__(self, lang: str = "en") -> None:
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; choose from {', '.join(LANGUAGES)}")
        self.lang = lang
        self.ui_lang = lang if lang in UI_LANGUAGES else "en"
        self._strings = UI[self.ui_lang]

    def __call__(self, key: str, **values: object) -> str:
        """The string ``key`` with ``values`` filled in."""
        text = self._strings.get(key) or UI["en"][key]
        return text.format(**values) if values else text

    def card(self, card: Card) -> str:
        """A card's name in this language (distance cards: ``75 km``)."""
        if card <= Card.D200:
            return f"{card.code} {_DISTANCE_UNIT[self.lang]}"
        return CARD_NAMES[self.lang][card]

    def reason(self, reason: Reason, action: Callable[[Any], str] = str) -> str | None:
        """A computer player's ``reason`` in the interface language, cards by name and
        actions put into words by ``action``; ``None`` for a reason it has no words for."""

        def word(value: object) -> str:
            if isinstance(value, Card):
                return self.card(value)
            if isinstance(value, Action):
                return action(value)
            if isinstance(value, float):  # a figure: signed, one decimal, the language's comma
                return self.decimal(value)
            return str(value)

        templates = REASONS[self.ui_lang]
        if not _worded(reason, templates):  # a player's reason this table does not know yet
            return None
        return reason.render(templates, word)

    def key_label(self, label: str) -> str:
        """A key binding's label (declared in English) in the interface language."""
        return KEY_LABELS.get(self.ui_lang, {}).get(label, label)

    def level(self, level: str) -> str:
        """A computer player's level (``medium``) in the interface language."""
        return LEVEL_NAMES.get(self.ui_lang, {}).get(level, level)

    def option(self, name: str) -> str:
        """A rule option's short label (``roll_after_remedy``) in the interface language;
        an option the table does not know keeps its name."""
        return OPTION_LABELS[self.ui_lang].get(name, name)

    def option_value(self, name: str, value: str) -> str:
        """A choice (``reshuffle``) of the rule option ``name`` in words of the interface
        language; a choice the table does not know keeps its code."""
        return OPTION_VALUE_LABELS[self.ui_lang].get(name, {}).get(value, value)

    def distance_unit(self) -> str:
        """The unit of distances (``mi``, ``km``), as the distance cards show it."""
        return _DISTANCE_UNIT[self.lang]

    def miles(self, n: int) -> str:
        """A distance (``700 mi``, ``700 km``), in the unit the distance cards show."""
        return f"{n} {self.distance_unit()}"

    def decimal(self, value: float) -> str:
        """A figure signed, to one decimal, as the interface language writes it
        (``+1.5``, ``+1,5``; a minus sign, not a hyphen, where the comma is written)."""
        text = race_figure(value)
        if self.ui_lang in _DECIMAL_COMMA:
            return text.replace(".", ",").replace("-", "−")
        return text

    def score_line(self, label: str) -> str:
        """A score-sheet line's label in the interface language."""
        if label.startswith("Team ") and label.endswith(" played no distance"):
            words = _NO_DISTANCE.get(self.ui_lang)
            return words.format(team=label.split()[1]) if words else label
        return SCORE_LINES.get(self.ui_lang, {}).get(label, label)


_EVENT = re.compile(r"^(play|discard) ([A-Z0-9_]+)(?: > (\d))?(?: \((fast)\))?$")


def describe_event(
    seat: int, text: str, names: Sequence[str], team_names: Sequence[str], tr: Translator
) -> str:
    """One public log entry of the engine (``seat``, ``text``) in words."""
    from roadgames.millebornes.cards import parse_card

    if seat < 0:
        if text.startswith("hand ") and text.endswith("dealt"):
            return tr("event_deal", n=text.split()[1])
        if text.startswith("hand ") and " over" in text:
            return tr("event_over", n=text.split()[1])
        if text.startswith("discards reshuffled"):
            return tr("event_reshuffle")
        return text
    who = names[seat] if 0 <= seat < len(names) else f"#{seat}"
    match = _EVENT.match(text)
    if match:
        verb, code, target, fast = match.groups()
        card = tr.card(parse_card(code))
        if verb == "discard":
            return tr("event_discard", who=who, card=card)
        if fast:
            return tr("event_fast", who=who, card=card)
        if target is not None:
            return tr("event_attack", who=who, card=card, target=team_names[int(target)])
        return tr("event_play", who=who, card=card)
    if text == "draw":
        return tr("event_draw", who=who)
    if text.startswith("draw discard ("):
        return tr("event_draw_discard", who=who, card=tr.card(parse_card(text[14:-1])))
    if text.startswith("coup-fourre ("):
        return tr("event_coup", who=who, card=tr.card(parse_card(text[13:-1])))
    if text == "extend":
        return tr("event_extend", who=who)
    if text == "decline":
        return tr("event_decline", who=who)
    if text == "redraw":
        return tr("event_redraw", who=who)
    if text.startswith("refill ("):
        return tr("event_refill", who=who, n=text[8:-1])
    return f"{who}: {text}"
