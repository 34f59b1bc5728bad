"""The active rules in words (English, French, German, Italian, Finnish or Tagalog), for the
rules screen."""

from __future__ import annotations

from roadgames.millebornes import Rules
from roadgames.millebornes.cards import Card
from roadgames.millebornes.state import IDLE_HANDS
from roadgames.tui.i18n import Translator

_EN = {
    "preset": "Preset: {preset}.",
    "seats_teams": "{players} players in {teams} partnerships (partners sit apart).",
    "seats_alone": "{players} players, each on their own.",
    "deck_full": "Full deck of 106 cards.",
    "deck_short": "Short deck of 101 cards (one of each hazard removed).",
    "finish_exact": "Trip of {target}: it must be completed exactly, never passed.",
    "finish_reach": "Trip of {target}: reaching it is enough.",
    "extension": "Once the trip of {target} is completed, it may be extended to 1000.",
    "extension_scoring": (
        "Extension: the trip's 400 goes to the first team to reach 1000; the caller scores 200 "
        "more if it does, else each other team scores 200."
    ),
    "max_200s": "At most {n} cards of 200 per team and hand.",
    "max_200s_one": "At most one card of 200 per team and hand.",
    "max_200s_none": "No card of 200 may be played.",
    "roll_after_remedy_on": (
        "After a remedy other than {end_of_limit}, a {roll} is needed before moving again "
        "(unless the team has {right_of_way})."
    ),
    "roll_after_remedy_off": (
        "A remedy is enough to move again once the team has started "
        "(its first {roll}, or {right_of_way})."
    ),
    "draw_from_discard": "A turn may draw the top of the discard pile instead.",
    "empty_play_out": "When the draw pile is empty, play on from your hand; no more drawing.",
    "empty_reshuffle": "When the draw pile is empty, the discards become a new draw pile.",
    "empty_stop": "When the draw pile is empty and nobody can play, the hand ends.",
    "moving_on": "Battle hazards (except {limit}) only against a team that is moving.",
    "moving_off": "Battle hazards (except {limit}) against any team without a hazard in force.",
    "hazard_on_hazard": "Battle hazards (except {limit}) may also go on one still in force.",
    "must_have_started": (
        "No battle hazard (except {limit}) before your own first {roll} (or {right_of_way})."
    ),
    "limit_on_limit": "A {limit} may be played on a {limit}.",
    "discard_any_time": "You may discard even when you could play.",
    "discard_forced": "You may discard only when you cannot play.",
    "discard_forced_fast": "You may discard only when you cannot play (fast play's throw-in "
    "aside).",
    "fast_play": "Fast play: answer a hazard at once with its remedy (no extra {roll} "
    "owed for it); or start a turn by throwing in cards and drawing back to six.",
    "scoring_classic": "Classic scoring: miles, 100 a safety, +300 all four, +300 a coup "
    "fourré, +400 trip, +300 delayed action, +300 safe trip, +500 shutout.",
    "scoring_modern": "Modern scoring: miles, 100 a safety, 200 a safety as coup fourré.",
    "scoring_leaflet": "Leaflet scoring: miles, 100 a safety (+300 coup fourré), +400 to the "
    "leader, +200 for a trip without a 200, +500 to others when a team has no distance.",
    "match": "The match goes on, hand after hand, to {n} points: then the most points win (a "
    "tie at the top plays another hand).",
    "match_idle": (
        "A match where nobody drives any distance for {n} hands in a row stops there: the "
        "most points win (a tie shares the win)."
    ),
    "one_hand": "One hand is the whole game: the most points win it, whoever won the hand.",
    "no_trip": (
        "If nobody completes the trip, the greatest distance wins the hand (one that goes "
        "round with no card played is stopped, a draw)."
    ),
    "tie_shared": "Equal distance with no completed trip: both win the hand.",
    "tie_shared_teams": "Equal distance with no completed trip: every tied team wins the hand.",
    "tie_shared_players": (
        "Equal distance with no completed trip: every tied player wins the hand."
    ),
    "tie_fewer": (
        "Equal distance with no completed trip: whoever played the fewest cards wins the hand."
    ),
    "starter_rotate": "The next hand is started by the next seat.",
    "starter_winner": (
        "The next hand is started by the last hand's winner (after a shared win, by the next seat)."
    ),
}
_FR = {
    "preset": "Règles de base : {preset}.",
    "seats_teams": "{players} joueurs en {teams} équipes (les partenaires alternent).",
    "seats_alone": "{players} joueurs, chacun pour soi.",
    "deck_full": "Jeu complet de 106 cartes.",
    "deck_short": "Jeu réduit de 101 cartes (une de chaque attaque en moins).",
    "finish_exact": "Trajet de {target} : à atteindre exactement, sans dépasser.",
    "finish_reach": "Trajet de {target} : l'atteindre suffit.",
    "extension": "Le trajet de {target} accompli, on peut annoncer l'allonge à 1000.",
    "extension_scoring": (
        "Allonge : les 400 du trajet vont à la première équipe qui atteint 1000 ; l'équipe qui "
        "l'a annoncée marque 200 de plus si c'est elle, sinon chaque autre équipe marque 200."
    ),
    "max_200s": "Au plus {n} cartes 200 par équipe et par manche.",
    "max_200s_one": "Au plus une carte 200 par équipe et par manche.",
    "max_200s_none": "Aucune carte 200 ne peut être jouée.",
    "roll_after_remedy_on": (
        "Après une parade autre que {end_of_limit}, il faut un {roll} pour repartir (sauf "
        "avec {right_of_way})."
    ),
    "roll_after_remedy_off": (
        "Une parade suffit pour repartir une fois l'équipe partie "
        "(son premier {roll}, ou {right_of_way})."
    ),
    "draw_from_discard": "On peut piocher le dessus de la défausse.",
    "empty_play_out": "Pioche vide : on joue ce qu'on a en main, sans piocher.",
    "empty_reshuffle": "Pioche vide : la défausse est mélangée pour refaire la pioche.",
    "empty_stop": "Pioche vide et personne ne peut jouer : la manche s'arrête.",
    "moving_on": "Attaques (sauf {limit}) seulement contre une équipe qui roule.",
    "moving_off": "Attaques (sauf {limit}) contre toute équipe sans attaque en cours.",
    "hazard_on_hazard": "Les attaques (sauf {limit}) peuvent aussi se poser sur une attaque en "
    "vigueur.",
    "must_have_started": (
        "Pas d'attaque (sauf {limit}) avant son premier {roll} (ou {right_of_way})."
    ),
    "limit_on_limit": "Une {limit} peut se poser sur une {limit}.",
    "discard_any_time": "On peut défausser même en pouvant jouer.",
    "discard_forced": "On ne défausse que si l'on ne peut pas jouer.",
    "discard_forced_fast": "On ne défausse que si l'on ne peut pas jouer (hors échange de "
    "cartes du jeu rapide).",
    "fast_play": "Jeu rapide : parade immédiate d'une attaque (pas de {roll} de plus à "
    "jouer) ; ou, en début de tour, jeter des cartes et repiocher jusqu'à six.",
    "scoring_classic": "Marque classique : bornes, 100 par botte, +300 les quatre, +300 par "
    "coup fourré, +400 trajet, +300 arrivée pioche épuisée, +300 trajet sans 200, "
    "+500 capot.",
    "scoring_modern": "Marque moderne : bornes, 100 par botte, 200 par botte en coup fourré.",
    "scoring_leaflet": "Marque du dépliant : bornes, 100 par botte (+300 en coup fourré), "
    "+400 au meneur, +200 pour un trajet sans 200, +500 aux autres si une équipe n'a "
    "aucune borne.",
    "match": "La partie continue, manche après manche, jusqu'à {n} points : le plus de points "
    "l'emporte alors (une égalité en tête fait jouer une manche de plus).",
    "match_idle": (
        "Une partie où personne ne parcourt de distance pendant {n} manches de suite "
        "s'arrête là : le plus de points l'emporte (une égalité partage la victoire)."
    ),
    "one_hand": "Une seule manche fait la partie : le plus de points la gagne, quel que soit le "
    "gagnant de la manche.",
    "no_trip": (
        "Si personne n'achève le trajet, la plus grande distance gagne la manche (une manche "
        "qui tourne sans qu'aucune carte soit jouée est arrêtée, nulle)."
    ),
    "tie_shared": "Égalité de distance sans trajet achevé : les deux gagnent la manche.",
    "tie_shared_teams": (
        "Égalité de distance sans trajet achevé : toutes les équipes à égalité gagnent la manche."
    ),
    "tie_shared_players": (
        "Égalité de distance sans trajet achevé : tous les joueurs à égalité gagnent la manche."
    ),
    "tie_fewer": (
        "Égalité de distance sans trajet achevé : le moins de cartes jouées gagne la manche."
    ),
    "starter_rotate": "La manche suivante commence par la place suivante.",
    "starter_winner": (
        "La manche suivante commence par le gagnant de la précédente (après une victoire "
        "partagée, par la place suivante)."
    ),
}

_DE = {
    "preset": "Regelsatz: {preset}.",
    "seats_teams": "{players} Spieler in {teams} Teams (Partner sitzen nicht nebeneinander).",
    "seats_alone": "{players} Spieler, jeder für sich.",
    "deck_full": "Voller Kartensatz mit 106 Karten.",
    "deck_short": "Kurzer Kartensatz mit 101 Karten (je eine Gefahrenkarte jeder Art weniger).",
    "finish_exact": "Strecke von {target}: genau zu erreichen, nie zu überschreiten.",
    "finish_reach": "Strecke von {target}: Erreichen genügt.",
    "extension": "Ist die Strecke von {target} geschafft, darf sie auf 1000 verlängert werden.",
    "extension_scoring": (
        "Verlängerung: Die 400 für die Strecke bekommt das erste Team, das 1000 erreicht; das "
        "ansagende Team bekommt 200 mehr, wenn es das ist, sonst bekommt jedes andere Team 200."
    ),
    "max_200s": "200er-Karten pro Team und Runde: höchstens {n}.",
    "max_200s_one": "200er-Karten pro Team und Runde: höchstens eine.",
    "max_200s_none": "200er-Karten dürfen nicht gespielt werden.",
    "roll_after_remedy_on": (
        "Nach einer anderen Abhilfe als {end_of_limit} braucht es die Karte {roll}, um "
        "weiterzufahren (außer mit {right_of_way})."
    ),
    "roll_after_remedy_off": (
        "Eine Abhilfe genügt zum Weiterfahren, sobald das Team losgefahren ist "
        "(seine erste Karte {roll} oder {right_of_way})."
    ),
    "draw_from_discard": "Statt vom Ziehstapel darfst du die oberste Karte der Ablage ziehen.",
    "empty_play_out": "Ist der Ziehstapel leer, spielst du mit deiner Hand weiter, ohne zu ziehen.",
    "empty_reshuffle": "Ist der Ziehstapel leer, wird die Ablage zum neuen Ziehstapel gemischt.",
    "empty_stop": "Ist der Ziehstapel leer und kann niemand spielen, endet die Runde.",
    "moving_on": "Gefahrenkarten (außer {limit}) nur gegen ein Team, das fährt.",
    "moving_off": "Gefahrenkarten (außer {limit}) gegen jedes Team, auf dem keine Gefahr liegt.",
    "hazard_on_hazard": (
        "Gefahrenkarten (außer {limit}) dürfen auch auf eine nicht behobene Gefahr gelegt werden."
    ),
    "must_have_started": (
        "Keine Gefahrenkarte (außer {limit}) vor deiner ersten Karte {roll} (oder {right_of_way})."
    ),
    "limit_on_limit": "Ein {limit} darf auf ein {limit} gespielt werden.",
    "discard_any_time": "Du darfst abwerfen, auch wenn du spielen könntest.",
    "discard_forced": "Du darfst nur abwerfen, wenn du nicht spielen kannst.",
    "discard_forced_fast": "Du darfst nur abwerfen, wenn du nicht spielen kannst (den "
    "Kartentausch des schnellen Spiels ausgenommen).",
    "fast_play": "Schnelles Spiel: eine Gefahr sofort mit ihrer Abhilfe beantworten (danach "
    "keine zusätzliche Karte {roll}); oder zu "
    "Beginn des Zugs Karten abwerfen und wieder auf sechs ziehen.",
    "scoring_classic": "Klassische Wertung: Distanz, 100 je Sicherheitskarte, +300 für alle "
    "vier, +300 je Coup fourré, +400 Strecke, +300 Ziel nach leerem Ziehstapel, +300 Strecke "
    "ohne 200er, +500 Gegner ohne Distanz.",
    "scoring_modern": "Moderne Wertung: Distanz, 100 je Sicherheitskarte, 200 je "
    "Sicherheitskarte als Coup fourré.",
    "scoring_leaflet": "Wertung des Faltblatts: Distanz, 100 je Sicherheitskarte (+300 als "
    "Coup fourré), +400 für die Führung, +200 für eine Strecke ohne 200er, +500 für die "
    "anderen, wenn ein Team keine Distanz hat.",
    "match": "Die Partie geht Runde um Runde weiter, bis {n} Punkte erreicht sind: Dann "
    "gewinnen die meisten Punkte (bei Gleichstand an der Spitze folgt noch eine Runde).",
    "match_idle": (
        "Eine Partie, in der {n} Runden hintereinander niemand eine Distanz zurücklegt, "
        "endet dort: Die meisten Punkte gewinnen (bei Gleichstand teilen sich die "
        "Punktbesten den Sieg)."
    ),
    "one_hand": "Eine einzige Runde ist die ganze Partie: Die meisten Punkte gewinnen sie, wer "
    "auch immer die Runde gewann.",
    "no_trip": (
        "Schafft niemand die Strecke, gewinnt die größte Distanz die Runde (eine Runde, die "
        "ohne gespielte Karte weiterläuft, endet unentschieden)."
    ),
    "tie_shared": "Gleiche Distanz ohne geschaffte Strecke: Beide gewinnen die Runde.",
    "tie_shared_teams": (
        "Gleiche Distanz ohne geschaffte Strecke: Alle gleichauf liegenden Teams gewinnen "
        "die Runde."
    ),
    "tie_shared_players": (
        "Gleiche Distanz ohne geschaffte Strecke: Alle gleichauf liegenden Spieler gewinnen "
        "die Runde."
    ),
    "tie_fewer": (
        "Gleiche Distanz ohne geschaffte Strecke: Wer die wenigsten Karten spielte, gewinnt "
        "die Runde."
    ),
    "starter_rotate": "Die nächste Runde beginnt am nächsten Platz.",
    "starter_winner": (
        "Die nächste Runde beginnt der Gewinner der vorigen (nach einem geteilten Sieg der "
        "nächste Platz)."
    ),
}
_IT = {
    "preset": "Regolamento: {preset}.",
    "seats_teams": "{players} giocatori in {teams} squadre (i compagni non siedono vicini).",
    "seats_alone": "{players} giocatori, ognuno per sé.",
    "deck_full": "Mazzo completo di 106 carte.",
    "deck_short": "Mazzo ridotto di 101 carte (una carta in meno per ogni tipo di attacco).",
    "finish_exact": "Percorso di {target}: va raggiunto esattamente, mai superato.",
    "finish_reach": "Percorso di {target}: basta raggiungerlo.",
    "extension": "Completato il percorso di {target}, lo si può estendere a 1000.",
    "extension_scoring": (
        "Estensione: i 400 del percorso vanno alla prima squadra che arriva a 1000; chi l'ha "
        "chiamata segna altri 200 se ci arriva, altrimenti ogni altra squadra segna 200."
    ),
    "max_200s": "Al massimo {n} carte da 200 per squadra e per manche.",
    "max_200s_one": "Al massimo una carta da 200 per squadra e per manche.",
    "max_200s_none": "Le carte da 200 non si possono giocare.",
    "roll_after_remedy_on": (
        "Dopo una parata diversa da {end_of_limit} serve la carta {roll} per ripartire "
        "(tranne con {right_of_way})."
    ),
    "roll_after_remedy_off": (
        "Una parata basta per ripartire, una volta che la squadra è partita "
        "(la sua prima carta {roll} o {right_of_way})."
    ),
    "draw_from_discard": "Invece di pescare dal mazzo puoi prendere la carta in cima agli scarti.",
    "empty_play_out": "Quando il mazzo è finito, giochi con le carte in mano, senza pescare.",
    "empty_reshuffle": "Quando il mazzo è finito, gli scarti rimescolati fanno un nuovo mazzo.",
    "empty_stop": "Quando il mazzo è finito e nessuno può giocare, la manche finisce.",
    "moving_on": "Attacchi (tranne {limit}) solo contro una squadra in marcia.",
    "moving_off": "Attacchi (tranne {limit}) contro qualsiasi squadra senza un attacco in corso.",
    "hazard_on_hazard": (
        "Si può attaccare (tranne con {limit}) anche sopra un attacco non ancora parato."
    ),
    "must_have_started": (
        "Nessun attacco (tranne {limit}) prima della tua prima carta {roll} (o {right_of_way})."
    ),
    "limit_on_limit": "La carta {limit} si può giocare su un'altra carta {limit}.",
    "discard_any_time": "Puoi scartare anche quando potresti giocare.",
    "discard_forced": "Puoi scartare solo quando non puoi giocare.",
    "discard_forced_fast": "Puoi scartare solo quando non puoi giocare (a parte il cambio di "
    "carte del gioco rapido).",
    "fast_play": "Gioco rapido: rispondi subito a un attacco con la sua parata (senza bisogno "
    "di un'altra carta {roll}); oppure inizia "
    "il turno cambiando carte e ripescando fino a sei.",
    "scoring_classic": "Punteggio classico: distanza, 100 per immunità, +300 per tutte e quattro, "
    "+300 per coup fourré, +400 percorso, +300 arrivo a mazzo finito, +300 percorso senza 200, "
    "+500 avversari senza distanza.",
    "scoring_modern": "Punteggio moderno: distanza, 100 per immunità, 200 per immunità in "
    "coup fourré.",
    "scoring_leaflet": "Punteggio del pieghevole: distanza, 100 per immunità (+300 in coup "
    "fourré), +400 a chi è in testa, +200 per un percorso senza 200, +500 agli altri se una "
    "squadra non ha distanza.",
    "match": "La partita continua, manche dopo manche, fino a {n} punti: vince allora chi ne "
    "ha di più (una parità in testa fa giocare un'altra manche).",
    "match_idle": (
        "Una partita in cui nessuno percorre alcuna distanza per {n} manche di fila si ferma lì: "
        "vince chi ha più punti (una parità divide la vittoria)."
    ),
    "one_hand": "Una sola manche è l'intera partita: la vince chi ha più punti, chiunque abbia "
    "vinto la manche.",
    "no_trip": (
        "Se nessuno completa il percorso, vince la manche chi ha la distanza maggiore (una "
        "manche che gira senza che si giochi alcuna carta è fermata, patta)."
    ),
    "tie_shared": "Pari distanza senza percorso completato: la manche è vinta da tutti e due.",
    "tie_shared_teams": (
        "Pari distanza senza percorso completato: la manche è vinta da tutte le squadre alla pari."
    ),
    "tie_shared_players": (
        "Pari distanza senza percorso completato: la manche è vinta da tutti i giocatori alla pari."
    ),
    "tie_fewer": (
        "Pari distanza senza percorso completato: vince la manche chi ha giocato meno carte."
    ),
    "starter_rotate": "La manche successiva inizia dal posto seguente.",
    "starter_winner": (
        "La manche successiva inizia da chi ha vinto la precedente (dopo una vittoria "
        "condivisa, dal posto successivo)."
    ),
}
_FI = {
    "preset": "Säännöstö: {preset}.",
    "seats_teams": "{players} pelaajaa, {teams} joukkuetta (joukkuetoverit eivät istu vierekkäin).",
    "seats_alone": "{players} pelaajaa, jokainen pelaa itsenäisesti.",
    "deck_full": "Täysi pakka, 106 korttia.",
    "deck_short": "Lyhyt pakka, 101 korttia (jokaista hyökkäystä yksi vähemmän).",
    "finish_exact": "Matka: {target}; maaliin on päästävä tasan, ylittämättä.",
    "finish_reach": "Matka: {target}; maaliin pääseminen riittää, ylittäminen on sallittu.",
    "extension": "Kun matka ({target}) on ajettu, sitä saa jatkaa 1000:een.",
    "extension_scoring": (
        "Jatko: matkan 400 saa ensimmäinen 1000:een ehtivä joukkue; jatkosta ilmoittanut joukkue"
        " saa 200 lisää, jos se ehtii, muuten jokainen muu joukkue saa 200."
    ),
    "max_200s": "Joukkue saa pelata jaon aikana 200 km:n kortteja enintään {n}.",
    "max_200s_one": "Joukkue saa pelata jaon aikana enintään yhden 200 km:n kortin.",
    "max_200s_none": "200 km:n kortteja ei saa pelata.",
    "roll_after_remedy_on": (
        "Puolustuskortin (muun kuin kortin {end_of_limit}) jälkeen tarvitaan kortti {roll}, "
        "ennen kuin ajo jatkuu (paitsi jos joukkueella on kortti {right_of_way})."
    ),
    "roll_after_remedy_off": (
        "Puolustuskortti riittää jatkamiseen, kun joukkue on jo lähtenyt liikkeelle "
        "(ensimmäisellä kortillaan {roll} tai kortilla {right_of_way})."
    ),
    "draw_from_discard": "Nostopakan sijaan saat ottaa poistopinon päällimmäisen kortin.",
    "empty_play_out": "Kun nostopakka on tyhjä, pelaat kädestäsi ilman nostoa.",
    "empty_reshuffle": "Kun nostopakka on tyhjä, poistopino sekoitetaan uudeksi nostopakaksi.",
    "empty_stop": "Kun nostopakka on tyhjä eikä kukaan voi pelata, jako päättyy.",
    "moving_on": "Hyökkäyksiä (paitsi {limit}) vain liikkeellä olevaa joukkuetta vastaan.",
    "moving_off": (
        "Hyökkäyksiä (paitsi {limit}) mitä tahansa joukkuetta vastaan, jolla ei ole "
        "torjumatonta hyökkäystä."
    ),
    "hazard_on_hazard": (
        "Hyökkäyksen (paitsi {limit}) saa pelata myös torjumattoman hyökkäyksen päälle."
    ),
    "must_have_started": (
        "Ei hyökkäyksiä (paitsi {limit}) ennen ensimmäistä omaa korttiasi {roll} (tai "
        "{right_of_way})."
    ),
    "limit_on_limit": "Kortin {limit} saa pelata, vaikka toinen {limit} on jo voimassa.",
    "discard_any_time": "Saat heittää kortin pois, vaikka voisit pelata.",
    "discard_forced": "Saat heittää kortin pois vain, jos et voi pelata.",
    "discard_forced_fast": "Saat heittää kortin pois vain, jos et voi pelata (nopean pelin "
    "korttien vaihtoa lukuun ottamatta).",
    "fast_play": "Nopea peli: vastaa hyökkäykseen heti sen puolustuskortilla (sen jälkeen ei "
    "tarvita ylimääräistä korttia {roll}); tai aloita "
    "vuoro vaihtamalla kortteja ja täydentämällä käden kuuteen korttiin.",
    "scoring_classic": "Klassinen pistelasku: kilometrit, 100 jokaisesta turvakortista, +300 "
    "kaikista neljästä, +300 jokaisesta coup fourrésta, +400 matkasta, +300 maaliin pakan "
    "loputtua, +300 matkasta ilman 200-korttia, +500 vastustajien jäädessä ilman kilometrejä.",
    "scoring_modern": "Moderni pistelasku: kilometrit, 100 jokaisesta turvakortista, 200 "
    "jokaisesta coup fourré -turvakortista.",
    "scoring_leaflet": "Esitteen pistelasku: kilometrit, 100 jokaisesta turvakortista (+300 "
    "coup fourrésta), +400 johdossa olevalle, +200 matkasta ilman 200-korttia, +500 muille, jos "
    "jollakin joukkueella ei ole kilometrejä.",
    "match": "Ottelu jatkuu jaosta toiseen, kunnes {n} pistettä on saavutettu: silloin eniten "
    "pisteitä kerännyt voittaa (jos kärjessä on tasapeli, pelataan vielä yksi jako).",
    "match_idle": (
        "Ottelu, jossa kukaan ei aja kilometriäkään {n} jakoon peräkkäin, päättyy siihen: "
        "eniten pisteitä kerännyt voittaa (tasapelissä voitto jaetaan)."
    ),
    "one_hand": "Yksi jako on koko peli: eniten pisteitä saanut voittaa, voitti jaon kuka tahansa.",
    "no_trip": (
        "Jos kukaan ei aja maaliin, pisimmälle ajanut voittaa jaon (jako, jossa vuoro kiertää "
        "kenenkään pelaamatta korttia, keskeytetään tasapelinä)."
    ),
    "tie_shared": "Matkat yhtä pitkät eikä kukaan ajanut maaliin: molemmat voittavat jaon.",
    "tie_shared_teams": (
        "Matkat yhtä pitkät eikä kukaan ajanut maaliin: kaikki tasoihin jääneet joukkueet "
        "voittavat jaon."
    ),
    "tie_shared_players": (
        "Matkat yhtä pitkät eikä kukaan ajanut maaliin: kaikki tasoihin jääneet pelaajat "
        "voittavat jaon."
    ),
    "tie_fewer": (
        "Matkat yhtä pitkät eikä kukaan ajanut maaliin: vähiten kortteja pelannut voittaa jaon."
    ),
    "starter_rotate": "Seuraavan jaon aloittaa seuraavalla paikalla istuva pelaaja.",
    "starter_winner": (
        "Seuraavan jaon aloittaa edellisen jaon voittaja (jaetun voiton jälkeen seuraavalla "
        "paikalla istuva pelaaja)."
    ),
}
_TL = {
    "preset": "Bersyon: {preset}.",
    "seats_teams": "{players} manlalaro sa {teams} koponan (hindi magkatabi ang magkakampi).",
    "seats_alone": "{players} manlalaro, kanya-kanya.",
    "deck_full": "Buong baraha na may 106 card.",
    "deck_short": "Maikling baraha na may 101 card (bawas ang isa sa bawat Hazard).",
    "finish_exact": "Biyaheng {target}: dapat eksaktong matapos, bawal lumampas.",
    "finish_reach": "Biyaheng {target}: sapat nang maabot ito.",
    "extension": "Pagkatapos ng biyaheng {target}, puwedeng ituloy ito hanggang 1000.",
    "extension_scoring": (
        "Pagtuloy: ang 400 ng biyahe ay sa unang koponang aabot sa 1000; may 200 pa ang "
        "koponang nagpatuloy kung umabot ito, kung hindi, may 200 ang bawat ibang koponan."
    ),
    "max_200s": "Hanggang {n} card na 200 lang bawat koponan sa isang round.",
    "max_200s_one": "Isang card na 200 lang bawat koponan sa isang round.",
    "max_200s_none": "Bawal laruin ang card na 200.",
    "roll_after_remedy_on": (
        "Pagkatapos ng Remedy na hindi {end_of_limit}, kailangan ng {roll} bago tumakbo ulit "
        "(maliban kung may {right_of_way} ang koponan)."
    ),
    "roll_after_remedy_off": (
        "Sapat na ang Remedy para tumakbo ulit kapag nakapagsimula na ang koponan "
        "(naglaro na ng una nitong {roll}, o may {right_of_way})."
    ),
    "draw_from_discard": (
        "Puwedeng kunin ang card sa ibabaw ng discard pile sa halip na bumunot sa draw pile."
    ),
    "empty_play_out": "Kapag ubos na ang draw pile, laruin ang nasa kamay; wala nang bubunutin.",
    "empty_reshuffle": (
        "Kapag ubos na ang draw pile, babalasahin ang discard pile bilang bagong draw pile."
    ),
    "empty_stop": "Kapag ubos na ang draw pile at walang makapaglaro, tapos ang round.",
    "moving_on": "Sa koponang tumatakbo lang puwedeng maglaro ng Hazard (maliban sa {limit}).",
    "moving_off": (
        "Puwedeng maglaro ng Hazard (maliban sa {limit}) sa kahit anong koponang walang "
        "umiiral na Hazard."
    ),
    "hazard_on_hazard": (
        "Puwede ring patungan ng Hazard (maliban sa {limit}) ang Hazard na hindi pa naaayos."
    ),
    "must_have_started": (
        "Bawal maglaro ng Hazard (maliban sa {limit}) bago ang sarili mong unang {roll} "
        "(o {right_of_way})."
    ),
    "limit_on_limit": "Puwedeng laruin ang {limit} sa ibabaw ng {limit}.",
    "discard_any_time": "Puwede kang magtapon kahit may malalaro ka.",
    "discard_forced": "Puwede ka lang magtapon kapag wala kang malalaro.",
    "discard_forced_fast": "Puwede ka lang magtapon kapag wala kang malalaro (maliban sa "
    "pagpapalit ng card sa mabilis na laro).",
    "fast_play": "Mabilis na laro: sagutin agad ang Hazard gamit ang Remedy nito (hindi na "
    "kailangan ng dagdag na {roll}); o simulan ang "
    "turn sa pagtapon ng mga card at pagbunot hanggang anim ang hawak.",
    "scoring_classic": "Klasikong pagmamarka: milya, 100 bawat Safety, +300 sa lahat ng apat, "
    "+300 bawat coup fourré, +400 sa natapos na biyahe, +300 kung natapos nang ubos ang draw "
    "pile, +300 sa biyaheng walang 200, +500 kung walang milya ang kalaban.",
    "scoring_modern": "Modernong pagmamarka: milya, 100 bawat Safety, 200 bawat Safety na "
    "nilaro bilang coup fourré.",
    "scoring_leaflet": "Pagmamarka ng polyeto: milya, 100 bawat Safety (+300 kung coup fourré), "
    "+400 sa nangunguna, +200 sa biyaheng walang 200, +500 sa iba kapag may koponang walang "
    "milya.",
    "match": "Tuloy ang laban, round pagkatapos ng round, hanggang {n} puntos: saka panalo ang "
    "may pinakamaraming puntos (kapag tabla ang mga nangunguna, may isa pang round).",
    "match_idle": (
        "Kapag walang umusad kahit isang milya sa {n} magkakasunod na round, doon na "
        "natatapos ang laban: panalo ang may pinakamaraming puntos (hati ang panalo kapag "
        "tabla)."
    ),
    "one_hand": "Isang round lang ang buong laro: panalo ang may pinakamaraming puntos, sinuman "
    "ang nanalo sa round.",
    "no_trip": (
        "Kung walang nakatapos ng biyahe, panalo sa round ang may pinakamalayong narating (ang "
        "round na umiikot nang walang nilalarong card ay itinitigil bilang tabla)."
    ),
    "tie_shared": "Pantay ang layo at walang natapos na biyahe: parehong panalo sa round.",
    "tie_shared_teams": (
        "Pantay ang layo at walang natapos na biyahe: panalo sa round ang lahat ng koponang "
        "magkapantay."
    ),
    "tie_shared_players": (
        "Pantay ang layo at walang natapos na biyahe: panalo sa round ang lahat ng manlalarong "
        "magkapantay."
    ),
    "tie_fewer": (
        "Pantay ang layo at walang natapos na biyahe: panalo sa round ang naglaro ng "
        "pinakakaunting card."
    ),
    "starter_rotate": "Ang susunod na upuan ang magsisimula ng susunod na round.",
    "starter_winner": (
        "Ang nanalo sa nakaraang round ang magsisimula ng susunod na round (kapag hati ang "
        "panalo, ang susunod na upuan)."
    ),
}
_WORDS = {"en": _EN, "fr": _FR, "de": _DE, "it": _IT, "fi": _FI, "tl": _TL}


def _preset_shown(preset: str, tr: Translator) -> str:
    """A preset by its name in the interface language, with the identifier that
    ``--preset`` takes where the name does not begin with it ("klassisch (classic)")."""
    name = tr.preset(preset)
    return name if name.startswith(preset) else f"{name} ({preset})"


def describe_rules(rules: Rules, tr: Translator) -> list[str]:
    """One sentence for each rule in force."""
    words = _WORDS.get(tr.ui_lang, _EN)
    roll = tr.card(Card.ROLL)
    limit = tr.card(Card.SPEED_LIMIT)
    row = tr.card(Card.RIGHT_OF_WAY)
    target = tr.miles(rules.target)
    lines = [words["preset"].format(preset=_preset_shown(rules.preset, tr))]
    if rules.teams:
        lines.append(words["seats_teams"].format(players=rules.players, teams=rules.num_teams))
    else:
        lines.append(words["seats_alone"].format(players=rules.players))
    lines.append(words["deck_short" if rules.deck == "short" else "deck_full"])
    lines.append(words[f"finish_{rules.finish}"].format(target=target))
    if rules.extension:
        lines.append(words["extension"].format(target=target))
    lines.append(_max_200s(rules.max_200s, words))
    key = "roll_after_remedy_on" if rules.roll_after_remedy else "roll_after_remedy_off"
    end_of_limit = tr.card(Card.END_OF_LIMIT)  # a remedy that never stops a team (§4)
    lines.append(words[key].format(roll=roll, right_of_way=row, end_of_limit=end_of_limit))
    if rules.draw_from_discard:
        lines.append(words["draw_from_discard"])
    lines.append(words[f"empty_{rules.empty_draw_pile}"])
    # the speed limit goes on any team (RULES.md §5): "attack" in some languages names it too
    moving = words["moving_on" if rules.attack_needs_target_moving else "moving_off"]
    lines.append(moving.format(limit=limit))
    if rules.hazard_on_hazard:
        lines.append(words["hazard_on_hazard"].format(limit=limit))
    if rules.attacker_must_have_started:
        lines.append(words["must_have_started"].format(roll=roll, limit=limit, right_of_way=row))
    if rules.speed_limit_on_limit:
        lines.append(words["limit_on_limit"].format(limit=limit))
    if rules.discard_any_time:
        lines.append(words["discard_any_time"])
    else:  # fast play's throw-in is a turn of its own, not a discard (§9)
        lines.append(words["discard_forced_fast" if rules.fast_play else "discard_forced"])
    if rules.fast_play:
        lines.append(words["fast_play"].format(roll=roll))
    lines.append(words[f"scoring_{rules.scoring}"])
    if rules.extension and rules.scoring == "classic":  # the one table that scores it
        lines.append(words["extension_scoring"])
    if rules.match_target:
        lines.append(words["match"].format(n=rules.match_target))
        lines.append(words["match_idle"].format(n=IDLE_HANDS))
    else:
        lines.append(words["one_hand"])
    lines.append(words["no_trip"])
    lines.append(words[_tie_key(rules)])
    if rules.match_target:
        lines.append(words[f"starter_{rules.next_starter}"])
    return lines


def _max_200s(n: int, words: dict[str, str]) -> str:
    """The most 200s a team may play in a hand: none, one, or a number (``At most 0 cards``
    and ``At most 1 cards`` read wrong)."""
    if n == 0:
        return words["max_200s_none"]
    if n == 1:
        return words["max_200s_one"]
    return words["max_200s"].format(n=n)


def _tie_key(rules: Rules) -> str:
    """The tie rule's sentence: "both win" holds for two teams only; with more, every team
    tied at the top wins (RULES.md §11), partnerships or players alone."""
    if rules.tie_break != "shared":
        return "tie_fewer"
    if rules.num_teams == 2:
        return "tie_shared"
    return "tie_shared_teams" if rules.teams else "tie_shared_players"
