"""The terminal game's words in Finnish (see :mod:`roadgames.tui.i18n`).

Finnish takes its terms from seed 002: jako (hand), ottelu (match), matka (trip), hyökkäys,
puolustuskortti, nostopakka; not its "Botti" for a safety (a machine rendering of the French
"botte" that reads "bot"), but turvakortti, as the seed's own scoring says; the face-up
discard pile is a poistopino (the seed names none; "poistopakka" is cut in the pile's title
at 80 columns). Rush Hour Shift's game of a match is an erä. Finnish inflects names, so a
player's or a card's name stands only where the nominative is grammatical: after a colon, in
brackets, after a head noun that takes the case (``kortilla {card}``), or as the object of an
imperative.
"""

from __future__ import annotations

from roadgames.millebornes.cards import Card

_C = Card

#: Card names (distance cards are named by their value and unit instead).
CARD_NAMES: dict[Card, str] = {
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
}

#: Card names as a narrow card face may break them: ``|`` marks where a long word may
#: break, with a hyphen (a compound's seam, or a syllable's).
CARD_FACES: dict[Card, str] = {
    _C.OUT_OF_GAS: "Bensa|pula",
    _C.FLAT_TIRE: "Rengas|rikko",
    _C.SPEED_LIMIT: "Nopeus|rajoitus",
    _C.SPARE_TIRE: "Vara|rengas",
    _C.DRIVING_ACE: "Ajo|ässä",
    _C.EXTRA_TANK: "Lisä|säiliö",
    _C.PUNCTURE_PROOF: "Puhkea|maton",
    _C.RIGHT_OF_WAY: "Etu|oikeus",
}

#: The interface's strings, by key (Rush Hour Shift's are the ``rs_`` keys).
UI: dict[str, str] = {
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
    # the new-game screen's choice of game, and Rush Hour Shift's part of it
    "game": "Peli",
    "rs_setup": "Asetelma",
    "rs_setup_random": "satunnainen",
    "rs_games": "Eriä",
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
    "you_to_move_named": "sinun vuorosi: {name}",
    "footer_take_discard": "Poistopino",
    "footer_throw_in": "Heitä pois",
    "rs_you_to_move": "sinun vuorosi ({colour})",
    "rs_you_to_move_named": "sinun vuorosi: {name} ({colour})",
    "waiting": "odotetaan…",
    "others_deciding": "toinen pelaaja päättää…",
    "hand_over": "jako päättyi",
    "game_over": "peli päättyi",
    "your_turn": "Vuorosi: {what}",
    "pick_card_from": "valitse kortti ({keys} tai klikkaa), sitten p pelaa / x heitä pois",
    "pick_card_redraw": (
        "korttien vaihto: valitse kortti ({keys} tai klikkaa), x heittää sen pois, sitten f "
        "täydentää"
    ),
    "no_score_sheet": "Yksikään jako ei ole vielä päättynyt: pisteitä ei ole vielä näytettävänä.",
    "hand_winner": "Jaon voittaja: {names}.",
    "hand_winners": "Jaon voittajat (tasapeli): {names}.",
    "help_keys": "Näppäimet",
    "key_line": "{keys}: {label}",
    "key_space": "välilyönti",
    "key_delete": "Delete",
    "key_escape": "Esc",
    "key_ctrl_q": "Ctrl+Q",
    "help_marks": "Merkit pöydällä",
    "help_pick": "1–7, ← →: valitse kortti kädestä (tai klikkaa; toinen klikkaus pelaa sen)",
    "help_safety": "▯ turvakortti, pelattu omalla vuorolla (pystyssä)",
    "help_coup": "▭ turvakortti, pelattu coup fourréna (poikittain, korostettuna)",
    "help_drawn": "{mark} kortin numeron vieressä: tällä vuorolla nostettu kortti",
    "help_legal": "✓ käden kortin alla: kortin voi pelata nyt",
    "help_selected": "═ kaksoiskehys käden kortin ympärillä: valittu kortti",
    "help_hint_marks": "✗ / ▶ kortin edessä vihjeessä: heitä se pois / pelaa se omalle alueellesi",
    "answer_question": "vastaa kysymykseen",
    "pick_target": "valitse hyökkäyksen kohde: numero tai klikkaus (Esc peruu)",
    "choose_draw": "nosta: {keys}",
    "draw_key_draw": "d nostopakasta",
    "draw_key_take_discard": "t poistopinosta",
    "draw_key_redraw": "r vaihda kortit ja nosta uudet",
    "hint": "Vihje: {action}",
    "hint_none": "ei vihjettä",
    "hint_working": "Vihjettä mietitään…",
    "too_small": (
        "Pääte on liian pieni pöydälle: suurenna se vähintään kokoon {size} (nyt {now}). q: {quit}."
    ),
    "hint_button": "Vihje (h)",
    "hint_extend": "Jatka 1000:een",
    "hint_no_extension": "Ei jatkoa",
    "hint_coup_fourre": "Ilmoita coup fourré",
    "hint_no_coup_fourre": "Jätä coup fourré väliin",
    "hint_not_now": "Ei nyt",
    "hint_decline": "Ei",
    "move_play": "kortin {card} pelaaminen",
    "move_discard": "kortin {card} poisheitto",
    "move_attack": "kortin {card} pelaaminen joukkueelle {team}",
    "thinking": "miettimässä…",
    "battle": "Taistelu",
    "speed": "Nopeus",
    #: The two piles' names for a pile too narrow for them (6 letters at most).
    "battle_short": "Taist.",
    "speed_short": "Nopeus",
    "pile_empty": "{pile}: —",
    "safeties": "Turvakortit: —",
    "two_hundreds": "pelatut 200:t {n}/{max}",
    "two_hundreds_short": "200:t {n}/{max}",
    "limited": "rajoitus 50",
    "moving": "liikkeellä",
    "stopped": "pysäytetty",
    "moving_short": "ajossa",
    "stopped_short": "seis",
    "coup_fourre_prompt": "Coup fourré! {attacker}: {hazard} joukkueellesi. "
    "Vastaatko kortilla {safety}?",
    "fast_remedy_prompt": "{attacker}: {hazard} joukkueellesi. Pelaatko heti kortin {remedy}?",
    "extension_prompt": "Matka ({trip}) on ajettu. Jatkatko 1000:een?",
    "extension_stakes": (
        "Ei: jako päättyy ja saat matkan, 400 lisineen. Jatka: aja 1000:een, niin saat ne ja 200 "
        "lisää; muuten jokainen muu joukkue saa 200 etkä sinä saa matkan lisiä."
    ),
    "call": "Coup fourré (c)",
    "play_now": "Pelaa (c)",
    "extend": "Jatka (e)",
    "decline": "Ei (n)",
    "nothing_to_answer": "Sinulla ei ole vastattavaa: peli jatkuu.",
    "go_on": "Jatka (Enter)",
    "pass_device": "Laite seuraavalle pelaajalle: {name}",
    "pass_device_help": (
        "Vain tämä pelaaja saa katsoa: {name}. Paina Enteriä (tai klikkaa), kun olet valmis; "
        "q tallentaa ja lopettaa."
    ),
    "hand_hidden": "käsi piilossa",
    "score_sheet": "Pisteet, jako {n}",
    "hand_ended": "Jako päättyi: {how}.",
    "how_trip": "matka ajettiin loppuun",
    "how_exhausted": "kortit loppuivat",
    "how_blocked": "kukaan ei voinut enää pelata",
    "how_stalled": "kukaan ei pelannut korttia liian pitkään aikaan (tasapeli)",
    "line": "Pisteiden peruste",
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
    "summary_idle": "Ottelu päättyi tähän: viimeisissä {n} jaossa kukaan ei ajanut kilometriäkään.",
    "quit": "Lopeta (q)",
    "new": "Uusi peli (n)",
    "saved": "Tallennettu: {path}",
    "set_aside": "Tähän aiemmin tallennettu kesken jäänyt peli on säilytetty: {path}",
    "set_aside_damaged": (
        "Tässä ollut tiedosto, joka ei ollut tallennettu peli, on säilytetty: {path}"
    ),
    "finished_kept": "Tähän aiemmin tallennettu päättynyt peli on säilytetty: {path}",
    "not_saved": "Ei tallennettu: {reason}",
    "not_saved_quit": "Ei tallennettu: {reason}. {quit_key} lopettaa tallentamatta.",
    "quit_ask": "Haluatko lopettaa?",
    "quit_how": "Lopeta painamalla {quit_key}.",
    "quit_how_saving": (
        "Tallenna peli ja lopeta painamalla {save_key} tai lopeta heti painamalla {quit_key}."
    ),
    "quit_how_closing": (
        "Sulje tämä painamalla {close_key}, sitten tallenna peli ja lopeta painamalla "
        "{save_key}; tai lopeta heti painamalla {quit_key}."
    ),
    "quit_how_after": (
        "Vastaa ensin, sitten tallenna peli ja lopeta painamalla {save_key}; "
        "tai lopeta heti painamalla {quit_key}."
    ),
    "moved_save": (
        "Samaan paikkaan on tallennettu toinen peli, joten tämä tallennettiin tänne: {path}"
    ),
    # what `roadgames play` prints once its screen has closed
    "after_saved": "Peli tallennettu: {path}",
    "after_continue": "Jatka sitä komennolla: {command}",
    "after_finished": "Päättynyt peli on tallennettu: {path}",
    "after_replay": "Katso se uudelleen komennolla: {command}",
    "after_nothing_saved": ("Mitään ei tallennettu; kesken jäänyt peli on yhä paikallaan: {path}"),
    "after_nothing_saved_finished": (
        "Mitään ei tallennettu; päättynyt peli on yhä paikallaan: {path}"
    ),
    "after_finished_kept": "Sinne aiemmin tallennettu päättynyt peli on säilytetty: {path}",
    "after_set_aside": "Sinne aiemmin tallennettu kesken jäänyt peli on säilytetty: {path}",
    "after_set_aside_damaged": (
        "Siellä ollut tiedosto, joka ei ollut tallennettu peli, on säilytetty: {path}"
    ),
    "after_last_moves_lost": (
        "Viimeisiä siirtoja ei voitu tallentaa; peli on tallessa sellaisena kuin se oli "
        "ennen niitä: {path}"
    ),
    "after_game_lost": "Tätä peliä ei voitu tallentaa, joten se on menetetty",
    "after_other_game": "Tiedostossa {path} oleva kesken jäänyt peli on toinen peli, ei tämä",
    # what `roadgames replay --lang` prints that the game itself never says
    "replay_public": "Tallenne: {game} (julkinen näkymä)",
    "replay_all_seeing": "Tallenne: {game}, {n} {n:siirto|siirtoa} (kaikki kortit näkyvissä)",
    "replay_holds": "{name}, kädessä: {cards}",
    "replay_holds_nothing": "{name}, kädessä ei kortteja",
    "replay_not_over": "Peli on kesken",
    "replay_draw": "Tulos: tasapeli",
    "rs_replay_drawn": "({n} {n:tasapeli|tasapeliä})",
    "rs_replay_ended": "Erä {n} päättyessään",
    "rs_replay_dealt": "Erä {n} jaettuna",
    # `roadgames replay --lang`: the note on a record made under earlier rules, and the
    # errors of a record that cannot be read or replayed
    "replay_revision": "tehty sääntöversiolla {made}; toistettu versiolla {ours}",
    "replay_revision_unrecorded": (
        "tallennettu ennen kuin sääntöversioita kirjattiin; toistettu versiolla {ours}"
    ),
    "replay_no_board": "--boards: peli {game} ei käytä pelilautaa (Rush Hour Shift käyttää)",
    "replay_not_over_hands": (
        "tämän tallenteen peli on kesken: --hands näyttäisi piilossa olevat kortit (toista se "
        "ilman valitsinta --hands tai pelaa peli ensin loppuun)"
    ),
    "record_device": "{path} on laite eikä pelin tallennetiedosto",
    "record_too_large": (
        "{path} on liian suuri pelin tallenteeksi ({size} MiB; tallenne on enintään {limit} MiB)"
    ),
    "record_out_of_memory": "{path} on liian suuri luettavaksi vapaaseen muistiin",
    "record_not_found": "tiedostoa {path} ei voi lukea: sitä ei ole olemassa",
    "record_unreadable": "tiedostoa {path} ei voi lukea",
    "record_not_text": "{path} ei ole pelin tallenne (se ei ole UTF-8-tekstiä)",
    "record_empty": "{path} on tyhjä eikä siis pelin tallenne",
    "record_not_json": "{path} ei ole kelvollista JSONia (rivi {line}, sarake {column})",
    "record_not_a_record": "{path} ei ole pelin tallenne",
    "record_invalid": "{path} ei ole pelin tallenne: {why}",
    "record_not_object": "tallenne on JSON-olio",
    "record_wrong_format": "sen muodon pitäisi olla {format}",
    "record_field_text": "sen kentän ”{field}” pitää olla merkkijono",
    "record_field_object": "sen kentän ”{field}” pitää olla olio",
    "record_field_seed": "sen kentän ”{field}” pitää olla kokonaisluku tai null",
    "record_field_decks": "sen kentän ”{field}” pitää olla lista korttikoodien listoja",
    "record_field_texts": "sen kentän ”{field}” pitää olla lista merkkijonoja",
    "record_field_revision": "sen kentän ”{field}” pitää olla kokonaisluku, vähintään 1",
    "record_no_deal": "siinä ei ole jaon siemenlukua eikä pakkoja",
    "record_unknown_game": "{path} ei voi alkaa: tämä roadgames ei tunne peliä {game}",
    "record_cannot_start": "{path} ei voi alkaa: sen säännöt tai pakat eivät sovi peliin {game}",
    "record_misnamed": (
        "{path} on vaurioitunut: sen mukaan se on peli {game}, mutta sen säännöt ovat pelin "
        "{other} säännöt"
    ),
    "record_newer": (
        "{path} on tehty uudemmalla roadgamesilla (pelin {game} sääntöversiolla {made}; tämä pelaa "
        "versiota {ours}): avaa se sillä roadgamesilla tai uudemmalla"
    ),
    "record_older": (
        "{path} on tehty pelin {game} sääntöversiolla {made}, ja tämä roadgames pelaa versiota "
        "{ours}"
    ),
    "record_older_unrecorded": (
        "{path} on tallennettu ennen kuin pelin {game} sääntöversioita kirjattiin, ja tämä "
        "roadgames pelaa versiota {ours}"
    ),
    "record_no_longer_legal": "{lead}: {where} sen siirto {action} ei ole enää sallittu{hint}",
    "record_damaged": (
        "{path} on vaurioitunut: {where} tallenteen siirtoa {action} ei voi toistaa{hint}"
    ),
    "record_after_line": "lokin rivin {n} jälkeen (”{entry}”)",
    "record_before_log": "ennen lokin ensimmäistä riviä",
    "record_hint_hands": "; toista se ilman valitsinta --hands nähdäksesi lokin",
    "record_not_replayed": "tallennetta {path} ei voi toistaa",
    "record_other_game": "tämä tallenne on peli {game} eikä {ours}",
    "record_rules_invalid": "tallenteen säännöt eivät kelpaa",
    "record_not_game_of": "tallenteessa ei ole peliä {game}",
    "record_seats_named": "{seats} paikalle on nimetty {n} {n:pelaaja|pelaajaa}",
    "record_unknown_player": (
        "tuntematon pelaaja {kind}: valitse {person} tai jokin näistä: {levels}"
    ),
    "record_action_not_replayed": "{path} on vaurioitunut: yhtä sen siirroista ei voi toistaa",
    "record_action_no_longer_legal": "{lead}: yksi sen siirroista ei ole enää sallittu",
    "rules": "Säännöt",
    "rules_title": "Voimassa olevat säännöt",
    "close": "Sulje (Esc)",
    "seat_label": "{name} (paikka {seat})",
    "event_deal": "Jako {n} alkoi.",
    "event_over": "Jako {n} päättyi.",
    "event_idle": "Ottelu päättyi: {n} jakoon kukaan ei ajanut kilometriäkään.",
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
    "event_refill": "{who}: käsi täydennetty ({n} {n:kortti|korttia} nostettu)",
    "illegal": "Se ei ole nyt mahdollista.",
    "agent_slow": "{name}: ei vastausta {seconds} sekuntiin; q lopettaa pelin.",
    "agent_slow_unnamed": "Ei vastausta {seconds} sekuntiin; q lopettaa pelin.",
    "agent_failed": ("{name}: ei sallittua vastausta; sen ensimmäinen sallittu siirto pelattiin."),
    "already_drawn": "Olet jo nostanut: pelaa nyt kortti tai heitä yksi pois.",
    "draw_pile_empty": "Nostopakka on tyhjä: pelaa kortti tai heitä yksi pois.",
    "draw_first": "Nosta ensin: {keys}.",
    "pick_first": "Valitse ensin kortti (sen numero tai klikkaus).",
    "cannot_play": "Korttia {card} ei voi pelata nyt; x heittää sen pois.",
    "cannot_play_only": "Korttia {card} ei voi pelata nyt.",
    "cannot_play_redraw": (
        "Korttia {card} ei voi pelata korttien vaihdon aikana; x heittää sen pois, sitten f "
        "täydentää."
    ),
    "cannot_play_why": "Korttia {card} ei voi pelata nyt: {why}; x heittää sen pois.",
    "cannot_play_only_why": "Korttia {card} ei voi pelata nyt: {why}.",
    "why_stopped_by": "{card} pysäyttää sinut, ensin {remedy}",
    "why_needs_roll": "et ole liikkeellä, ensin {remedy}",
    "why_speed_limit": "{card}: enintään {number}",
    "why_past_trip": "se veisi matkan maalin yli (jäljellä {number})",
    "why_max_200s": "ei enää 200 km:n kortteja tässä jaossa (enintään {number})",
    "why_no_200s": "200 km:n kortteja ei saa pelata",
    "why_already_moving": "olet jo liikkeellä",
    "why_not_limited": "sinua vastaan ei ole pelattu korttia {card}",
    "why_no_hazard": "sinulla ei ole korjattavana korttia {card}",
    "why_protected": "vastapuolella on {card}",
    "why_already_hit": "vastapuoli on jo pysähdyksissä ({card})",
    "why_not_moving": "vain liikkeellä olevan joukkueen kimppuun voi hyökätä",
    "why_not_started": (
        "voit hyökätä vasta, kun olet pelannut kortin {remedy} (tai sinulla on {card})"
    ),
    "why_already_limited": "vastapuolella on jo {card}",
    "why_no_target": "mikään joukkue ei voi ottaa sitä nyt",
    "cannot_go_there": "Korttia {card} ei voi nyt pelata tuolle joukkueelle.",
    "why_own_team": "hyökkäys pelataan toiselle joukkueelle, ei koskaan omalle",
    "why_own_tableau": "se pelataan omalle alueellesi",
    "cannot_go_there_why": "Korttia {card} ei voi pelata tuolle joukkueelle: {why}.",
    "no_such_team": "Joukkuetta {number} ei ole: joukkueiden numerot ovat 1–{last}.",
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
    "rs_end_needs_card": "Pelaa ensin kortti: vuoro päättyy (e), kun sen kortti on pelattu",
    "rs_card": "Kortti pelissä: {card}",
    "rs_steps_left": "askelia jäljellä: {n}",
    "rs_shift_left": "yksi siirto",
    "rs_slide_left": "yksi liu'utus",
    "rs_card_used": "käytetty",
    "rs_piles": "Nostopakka {draw} · poistopino {discard}",
    "rs_their_hand": "{name}: kortteja {n}",
    "log": "Loki",
    "rs_actions": "Mitä voit tehdä",
    "rs_pick_card": "pelaa kortti — valitse se (↑↓ tai 1–9, Enter) tai klikkaa sitä",
    "rs_pick_step": "käytä korttia — valitse (↑↓ tai 1–9, Enter), e lopettaa vuoron",
    "rs_pick_step_only": "käytä korttia — valitse (↑↓ tai 1–9, Enter)",
    "rs_finish_move": "vie MOVE ensin loppuun: askelia jäljellä {n}",
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
    "rs_event_drawn": "Erä {n} päättyi tasapeliin {turns} vuoron jälkeen.",
    "rs_game_over": "Erä {n} on päättynyt",
    "rs_draw": "Tasapeli: kumpikaan sankariauto ei päässyt ajoissa ulos.",
    "rs_vehicle_card_first": (
        "Pelaa ensin kortti: sen siirrot näkyvät sitten, ja klikkaus valitsee ajoneuvon."
    ),
    "rs_vehicle_not_yours": (
        "Se on vastapuolen sankariauto: siirrät omaasi ja esteenä olevia ajoneuvoja."
    ),
    "rs_vehicle_none_now": "Mikään ajoneuvo ei liiku nyt: valitse listasta.",
    "rs_vehicle_stuck": "Sillä ajoneuvolla ei ole nyt vapaata ruutua, johon siirtyä.",
    "rs_match_drawn": "Ottelu päättyi tasan.",
    "rs_games_won": "Voitetut erät: {scores}",
    "rs_turns": "Pelatut vuorot: {n}",
    "rs_next_game": "Ottelu jatkuu: erä {n}/{total}.",
    "rs_legend": "▶ ulosajo  ┃ lukittu sauma",
    "rs_board": "G kulta ulos ▶  S hopea ◀",
    "rs_help_pick": (
        "1–9, ↑ ↓, Enter: valitse kortti ja sitten sen jokainen askel listasta ”Mitä voit tehdä” "
        "(tai klikkaa korttia, askelta tai laudan ajoneuvoa: sen siirrot listataan)"
    ),
    "rs_help_offsets": (
        "{left}, {right} ↑n ↓n ±0: kuinka paljon kumpikin sivuosa on siirtynyt alkuasennostaan"
    ),
    "rs_endless": (
        "Kaksi tietokonepelaajaa ilman vuororajaa voi "
        "pelata loputtomiin: aseta vuororaja tai ota paikka itse"
    ),
    "form_range": "{option}: kokonaisluku väliltä {low}–{high}",
    "form_multiple": "{option}: luvun {step} monikerta",
    "form_whole_number": "{option}: anna kokonaisluku",
    "form_seed": "{option}: kokonaisluku 0 tai suurempi, ei {text}",
    "form_seed_too_long": "{option}: kokonaisluku, jossa enintään {limit} numeroa, ei {digits}",
    "form_seed_negative": (
        "{option}: kokonaisluku 0 tai suurempi, ei {text} ({positive} jakaa saman pelin)"
    ),
    "form_preset_players": "Säännöstö {preset}: {counts} pelaajaa, ei {n}",
    "form_teams": "{option}: vain 4 (2×2) tai 6 (3×2) pelaajalla, ei {n} pelaajalla",
    "form_extension": "{option}: matkan on oltava alle {limit}, ei {trip}",
    "form_one_hand": "{option}: 0 pistelaskulla {scoring}, jossa pelataan yksi jako; ei {n}",
    "resumed_latest": (
        "Viimeksi tallennettu peli ({game}) jatkuu; myös peli {other} on tallennettu: {command}"
    ),
    "resume_skipped_newer": (
        "Viimeksi tallennettu peli ({other}), {path}, on tehty uudemmalla roadgamesilla, "
        "eikä sitä voi jatkaa tässä; sitä ennen tallennettu peli ({game}) jatkuu"
    ),
    "resume_skipped": (
        "Viimeksi tallennettua peliä ({other}), {path}, ei voi jatkaa ({command} kertoo "
        "miksi); sitä ennen tallennettu peli ({game}) jatkuu"
    ),
    "resume_failed": "tallennetta {path} ei voi jatkaa: {why}",
    "resume_failed_named": "jatkaminen ei onnistu: {why}",
    "resume_damaged": "tallennetta {path} ei voi jatkaa: tiedosto on vaurioitunut",
    "resume_not_said": "tallennetta {path} ei voi jatkaa (--lang en kertoo miksi)",
    "resume_none_saved_at": (
        "jatkettavaa tallennettua peliä ei ole (tiedostoa {path} ei ole): aloita uusi "
        "komennolla {command}"
    ),
    "resume_none_saved": (
        "jatkettavaa tallennettua peliä ei ole (kansiossa {folder} ei ole yhtään): aloita uusi "
        "komennolla {command}"
    ),
    "resume_saved_elsewhere": "; peli {game} on tallennettu: {command}",
    "resume_untrusted": (
        "{path} käyttää omia pelaajiasi ({players}): sen jatkaminen ajaa niiden koodia; jos "
        "luotat siihen, lisää --trust-players"
    ),
    "resume_unknown_game": "tämä tallenne on peli {game}, jota ei voi pelata täällä",
    "resume_other_game": (
        "{path} on peli {game} eikä {other}: jätä pelin nimi pois, niin se jatkuu"
    ),
}

#: Score-sheet lines, by their English label.
SCORE_LINES: dict[str, str] = {
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
}

#: The score line of a team that played no distance (``Team B played no distance``).
NO_DISTANCE: str = "Joukkue {team} ilman kilometrejä"

#: Key bindings' labels, by their English label.
KEY_LABELS: dict[str, str] = {
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
    "Scores": "Tulos",  # "Pisteet", as the sheet is titled, would leave s out at 80 columns
    "Answer": "Vastaa",
    "End turn": "Lopeta vuoro",
    "Do it": "Tee se",
    "Close": "Sulje",
    "Dismiss menu": "Sulje valikko",  # Textual's own key, on an open drop-down menu
    "Continue": "Jatka",
    "Quit": "Lopeta",
    "New game": "Uusi peli",
    "Ready": "Valmis",
    "Start": "Aloita",  # as the button says
    "Scroll": "Vieritä",  # a long summary's table
    "Next page": "Seuraava sivu",
}

#: The Mille Bornes presets' names, by preset (the command line names them by identifier).
PRESET_NAMES: dict[str, str] = {
    "classic": "klassinen",
    "modern": "moderni (2016)",
    "leaflet": "esite",
    "club": "kerho",
}

#: Rule options' short labels, by option name.
OPTION_LABELS: dict[str, str] = {
    "teams": "Joukkuepeli",
    "deck": "Korttipakka",
    "target": "Matkan pituus",
    "finish": "Maaliintulo",
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
    "extension": "Jatko 1000:een",
    "scoring": "Pistelasku",
    "match_target": "Pisteet ottelun voittoon",
    "tie_break": "Tasapeli ilman ajettua matkaa",
    "next_starter": "Kuka aloittaa seuraavan jaon",
    # Rush Hour Shift's
    "hand_size": "Kortteja kädessä",
    "turn_limit": "Vuororaja (0: ei rajaa)",
    "move_exact": "MOVE n: täsmälleen n askelta",
    "first_player": "Kuka aloittaa ensimmäisen erän",
}

#: Rule options' choices in words, by option name and choice code.
OPTION_VALUE_LABELS: dict[str, dict[str, str]] = {
    "deck": {"full": "täysi (106 korttia)", "short": "lyhyt (101)"},
    "finish": {"exact": "tasan", "reach": "ylitys sallittu"},
    "empty_draw_pile": {
        "play_out": "pelataan loppuun",
        "reshuffle": "poistopino sekoitetaan",
        "stop": "jako päättyy",
    },
    "scoring": {"classic": "klassinen", "modern": "moderni (2016)", "leaflet": "esite"},
    "tie_break": {"shared": "jaettu voitto", "fewer_cards_played": "vähemmän kortteja"},
    "next_starter": {"rotate": "seuraava paikka", "winner": "voittaja"},
}

#: Computer players' levels, by name.
LEVEL_NAMES: dict[str, str] = {
    "easy": "helppo",
    "medium": "keskitaso",
    "hard": "vaikea",
    "expert": "mestari",
    "heuristic": "heuristinen",
    "random": "satunnainen",
    "greedy": "ahne",
    "search": "haku",
}

#: Computer players' reasons, by reason key (cards and actions filled in later).
REASONS: dict[str, str] = {
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
    "rs_expected_risk": (
        "paras asema toisen parhaan vastauksen jälkeen, vaikka toinen sankariauto pääsee "
        "ulos seuraavalla vuorollaan osassa arvottuja käsiä ({losses}/{samples})"
    ),
    "safety_first": ("pelaa turvakortti ennen kuin ajat matkan loppuun: sen pisteet ja lisävuoro"),
    "finish": "ajaa matkan loppuun",
    "finish_loses": "matkan ajaminen loppuun nyt päättäisi pelin pistetappiolla",
    "coup": "coup fourré: turvakortti kumoaa hyökkäyksen ja tuo lisäpisteitä",
    "cure_with_safety": "turvakortti kumoaa hyökkäyksen heti ja antaa lisävuoron",
    "safety_gets_going": "turvakortti saa auton liikkeelle heti ja antaa lisävuoron",
    "safety_free": (
        "tätä turvakorttia ei enää kannata pitää: pelaa se pisteiden ja lisävuoron vuoksi"
    ),
    "roll_on": "{card} saa auton liikkeelle",
    "remedy_now": "puolustuskortti kumoaa hyökkäyksen",
    "safety_now": ("pelaa turvakortti nyt: sen lisävuoro on arvokkaampi kuin myöhempi coup fourré"),
    "discard_dead": "heitä pois {card}: sitä ei voi enää pelata",
    "discard_overshoot": "heitä pois {card}: se veisi matkan lopun yli",
    "discard_covered": "heitä pois {card}: kädessä oleva turvakortti torjuu sen hyökkäyksen",
    "discard_spare": "heitä pois {card}: vähiten tarpeellinen kortti",
    "attack": "hyökkää kortilla {card} joukkuetta {team} vastaan ja hidasta sen etenemistä",
    "distance": "{card}: pisin hyödyllinen matka",
    "end_of_limit": "{card}: nopeusrajoitus poistuu",
    "extend": "vastustajat ovat kaukana takana: jatka 1000:een",
    "extend_behind": ("jatkosta kieltäytyminen päättäisi pelin pistetappiolla: jatka 1000:een"),
    "take_trip": "tyydy ajettuun matkaan äläkä ota jatkon riskiä",
    "draw_discard": "poistopinon kortille on käyttöä heti",
    "nothing_better": "ei mitään parempaa tehtävää",
    "search_won": (
        "{reason} (tämä siirto voittaa pelin {percent} %:ssa {worlds} arvotusta jaosta)"
    ),
    "search_odds": (
        "{reason} (tämä siirto voittaa ottelun {percent} %:ssa {worlds} arvotusta jaosta)"
    ),
    "search_beat_won": (
        "tämä siirto voittaa pelin {percent} %:ssa {worlds} arvotusta jaosta, "
        "{other} {other_percent} %:ssa"
    ),
    "search_beat_odds": (
        "tämä siirto voittaa ottelun {percent} %:ssa {worlds} arvotusta jaosta, "
        "{other} {other_percent} %:ssa"
    ),
    "no_thanks": "ei kiitos",
    "playable": "pelattava kortti",
    "at_random": "valittu satunnaisesti",
}
