"""The rules as shown to players: what the published rules say, and what this project chose.

>>> from roadgames.rushshift.rules import make_rules
>>> text = rules_text(make_rules())
>>> "Published rules" in text and "This project's choices" in text
True
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

from roadgames.rushshift.cards import DEFAULT_DECK, LOCAL_TITLES, TITLES
from roadgames.rushshift.rules import Rules

#: The cards in each hand by the published rules (the ``hand_size`` option may change it).
PUBLISHED_HAND = 4

_PUBLISHED = """\
Published rules (the French rules booklet, pages 14–15)
  - Two players, gold and silver; each holds {published_hand} cards{hand_note}.
  - On your turn, play one card face up onto the discard pile, move vehicles or shift grid
    sections as the card allows, then draw a card. When the draw pile runs out, shuffle the
    discards into a new one.
  - You may move any vehicle except your opponent's hero car. Vehicles slide only forwards
    and backwards along their length, never sideways, and are never lifted.
  - Only the hero cars may leave the grid; blocking vehicles stay wholly on it at all times.
  - MOVE n: move blocking vehicles or your own hero n squares; if n > 1 the squares may be
    divided between several vehicles.
  - SHIFT: shift the left or the right section of the grid up or down by as many rows as
    you like. At least one row must always connect all three sections.
  - SLIDE: move one blocking vehicle or your own hero as far as you like, until it meets
    another vehicle or the end of the grid. A slide may take your hero out: you win.
  - A vehicle that straddles two sections locks them: neither may shift until it has moved
    wholly to one side.
  - The first hero car wholly out through the far end of the grid wins.
  - First game: the youngest starts. Later games: the previous winner starts."""

_COMPONENTS = """\
Components (from public descriptions of the game, not from the booklet pages we have)
  - 32 cards, 8 cars of length 2, 2 buses and 2 trucks of length 3, a gold and a silver hero
    car of length 2, 10 printed set-ups.
  - The grid: three sections of 6 rows, 5 | 4 | 5 columns; the middle one is fixed, the side
    ones slide up and down carrying their vehicles.
  - The MOVE & SHIFT card exists; how it works is not confirmed."""

_CHOICES = """\
This project's choices (where no published rule was found)
  - Gold starts on the left and leaves through the right end; silver the reverse.
  - A side section may move at most 5 rows from level, and the two side sections at most 5
    rows apart: exactly the positions that keep one row connecting all three sections.
  - {move}
  - MOVE & SHIFT n: a MOVE n and one SHIFT, in either order (all the steps before the shift,
    or all after it).
  - A horizontal vehicle crosses between sections only along rows that line up; a seam that
    does not line up stops it like a wall. A slide may stop short of the obstacle.
  - A hero may stand partly out while leaving; it wins only when wholly out.
  - {unused}
  - The deck's make-up: {deck}{deck_note}.
  - Set-ups: the booklet's 10 as transcribed by a third party (unverified), or random
    point-symmetric set-ups drawn from the game's seed, none with a column of vehicles
    that bars a hero's way for good.
  - {limit}
  - Who starts the first game: seat {first} ({first_name}). A match of several games: the
    winner starts the next; after a draw, the other player starts.
  - A match of several games plays them all; it goes to whoever won more of them, and is
    drawn where both won as many (a drawn game counts for nobody).
  - Each game of a match starts afresh: its set-up laid out again (a new one drawn where
    set-ups are random), the whole deck shuffled and dealt again."""


_PUBLISHED_FR = """\
Règles publiées (le livret de règles français, pages 14–15)
  - Deux joueurs, or et argent ; chacun a {published_hand} cartes en main{hand_note}.
  - À votre tour, jouez une carte face visible sur la défausse, déplacez des véhicules ou
    décalez des sections de la grille comme la carte le permet, puis piochez une carte.
    Quand la pioche est vide, mélangez la défausse pour en faire une nouvelle.
  - Vous pouvez déplacer tout véhicule sauf la voiture héroïne de votre adversaire. Les
    véhicules glissent seulement vers l'avant ou l'arrière, dans leur longueur, jamais de
    côté, et ne sont jamais soulevés.
  - Seules les voitures héroïnes peuvent sortir de la grille ; les véhicules bloquants y
    restent toujours entièrement.
  - DÉPLACEMENT n : déplacez des véhicules bloquants ou votre propre voiture héroïne de n
    cases ; si n > 1, les cases peuvent être réparties entre plusieurs véhicules.
  - DÉCALAGE DE LA GRILLE : décalez la section gauche ou droite de la grille vers le haut
    ou le bas d'autant de rangées que vous voulez. Au moins une rangée doit toujours relier
    les trois sections.
  - GLISSEMENT : faites glisser un véhicule bloquant ou votre propre voiture héroïne aussi
    loin que vous voulez, jusqu'à un autre véhicule ou au bout de la grille. Un glissement
    peut faire sortir votre voiture héroïne : vous gagnez.
  - Un véhicule à cheval sur deux sections les bloque : aucune ne peut être décalée tant
    qu'il n'est pas passé entièrement d'un côté.
  - La première voiture héroïne entièrement sortie par l'autre bout de la grille gagne.
  - Première partie : le plus jeune commence. Parties suivantes : le gagnant de la
    précédente commence."""

_COMPONENTS_FR = """\
Matériel (d'après des descriptions publiques du jeu, pas d'après le livret)
  - 32 cartes, 8 voitures de longueur 2, 2 bus et 2 camions de longueur 3, une voiture
    héroïne or et une argent de longueur 2, 10 mises en place imprimées.
  - La grille : trois sections de 6 rangées, de 5 | 4 | 5 colonnes ; celle du milieu est
    fixe, celles des côtés glissent vers le haut et le bas avec leurs véhicules.
  - Une carte DÉPLACEMENT ET DÉCALAGE existe (le livret ne la nomme pas : ce nom est le
    nôtre) ; son fonctionnement n'est pas confirmé."""

_CHOICES_FR = """\
Choix de ce projet (là où aucune règle publiée n'a été trouvée)
  - Or part de la gauche et sort par le bout droit ; argent, l'inverse.
  - Une section latérale s'écarte d'au plus 5 rangées du niveau, et les deux sections
    latérales d'au plus 5 rangées l'une de l'autre : exactement les positions qui gardent
    une rangée reliant les trois sections.
  - {move}
  - DÉPLACEMENT ET DÉCALAGE n : un DÉPLACEMENT n et un DÉCALAGE DE LA GRILLE, dans l'un ou
    l'autre ordre (tous les pas avant le décalage, ou tous après).
  - Un véhicule horizontal ne passe d'une section à l'autre que par des rangées alignées ;
    une jointure non alignée l'arrête comme un mur. Un glissement peut s'arrêter avant
    l'obstacle.
  - Une voiture héroïne peut dépasser en partie de la grille en sortant ; elle ne gagne
    qu'une fois entièrement sortie.
  - {unused}
  - La composition du paquet : {deck}{deck_note}.
  - Mises en place : les 10 du livret telles qu'un tiers les a transcrites (non vérifiées),
    ou des mises en place tirées au hasard, symétriques par rapport au centre, d'après la
    graine de la partie, sans colonne de véhicules qui barre pour de bon la route d'une
    voiture héroïne.
  - {limit}
  - Qui commence la première partie : la place {first} ({first_name}). Un match en plusieurs
    parties : le gagnant commence la suivante ; après une partie nulle, l'autre joueur
    commence.
  - Un match en plusieurs parties les joue toutes ; il revient à qui en a gagné le plus, et
    il est nul si chacun en a gagné autant (une partie nulle ne compte pour personne).
  - Chaque partie d'un match repart de zéro : sa disposition remise en place (une nouvelle
    tirée si les dispositions sont aléatoires), tout le paquet mélangé et distribué à
    nouveau."""


_PUBLISHED_DE = """\
Veröffentlichte Regeln (das französische Regelheft, Seiten 14–15)
  - Zwei Spieler, Gold und Silber; jeder hält {published_hand} Karten{hand_note}.
  - In deinem Zug spielst du eine Karte offen auf die Ablage, bewegst Fahrzeuge oder
    verschiebst Sektionen des Spielfelds, wie die Karte es erlaubt, und ziehst dann eine
    Karte. Ist der Ziehstapel aufgebraucht, wird die Ablage zu einem neuen gemischt.
  - Du darfst jedes Fahrzeug bewegen außer dem Heldenauto deines Gegners. Fahrzeuge
    gleiten nur vor und zurück in ihrer Längsrichtung, nie seitwärts, und werden nie
    angehoben.
  - Nur die Heldenautos dürfen das Spielfeld verlassen; blockierende Fahrzeuge bleiben
    immer ganz darauf.
  - MOVE n: bewege blockierende Fahrzeuge oder dein eigenes Heldenauto um n Felder; ist
    n > 1, dürfen die Felder auf mehrere Fahrzeuge verteilt werden.
  - SHIFT: verschiebe die linke oder die rechte Sektion des Spielfelds um beliebig viele
    Reihen nach oben oder unten. Mindestens eine Reihe muss immer alle drei Sektionen
    verbinden.
  - SLIDE: schiebe ein blockierendes Fahrzeug oder dein eigenes Heldenauto beliebig weit,
    bis es auf ein anderes Fahrzeug oder das Ende des Spielfelds trifft. Ein Schieben darf
    dein Heldenauto hinausbringen: Du gewinnst.
  - Ein Fahrzeug, das über zwei Sektionen reicht, sperrt sie: Keine von beiden darf
    verschoben werden, bis es ganz auf eine Seite gefahren ist.
  - Das erste Heldenauto, das ganz durch das gegenüberliegende Ende hinausfährt, gewinnt.
  - Erste Runde: Der oder die Jüngste beginnt. Spätere Runden: Wer die vorige gewann,
    beginnt."""

_COMPONENTS_DE = """\
Spielmaterial (aus öffentlichen Beschreibungen des Spiels, nicht aus dem Regelheft)
  - 32 Karten, 8 Autos der Länge 2, 2 Busse und 2 Lastwagen der Länge 3, ein goldenes und
    ein silbernes Heldenauto der Länge 2, 10 gedruckte Aufbauten.
  - Das Spielfeld: drei Sektionen mit 6 Reihen und 5 | 4 | 5 Spalten; die mittlere ist
    fest, die seitlichen gleiten mit ihren Fahrzeugen nach oben und unten.
  - Die Karte MOVE & SHIFT gibt es; wie sie wirkt, ist nicht bestätigt."""

_CHOICES_DE = """\
Entscheidungen dieses Projekts (wo keine veröffentlichte Regel gefunden wurde)
  - Gold beginnt links und fährt rechts hinaus; Silber umgekehrt.
  - Eine seitliche Sektion weicht höchstens 5 Reihen von der Mitte ab, und die beiden
    seitlichen Sektionen höchstens 5 Reihen voneinander: genau die Stellungen, in denen
    eine Reihe alle drei Sektionen verbindet.
  - {move}
  - MOVE & SHIFT n: ein MOVE n und ein SHIFT, in beliebiger Reihenfolge (alle Schritte vor
    dem Verschieben oder alle danach).
  - Ein waagerechtes Fahrzeug wechselt die Sektion nur entlang von Reihen, die
    übereinanderliegen; eine versetzte Naht hält es auf wie eine Wand. Ein Schieben darf
    vor dem Hindernis enden.
  - Ein Heldenauto darf beim Hinausfahren teilweise draußen stehen; es gewinnt erst, wenn
    es ganz draußen ist.
  - {unused}
  - Die Zusammensetzung des Stapels: {deck}{deck_note}.
  - Aufbauten: die 10 des Regelhefts, wie ein Dritter sie abgeschrieben hat (ungeprüft),
    oder zufällige, punktsymmetrische Aufbauten aus dem Startwert der Partie, keiner mit
    einer Spalte von Fahrzeugen, die einem Heldenauto den Weg für immer versperrt.
  - {limit}
  - Wer die erste Runde beginnt: Platz {first} ({first_name}). Eine Partie aus mehreren
    Runden: Wer gewinnt, beginnt die nächste; nach einem Unentschieden beginnt der andere
    Spieler.
  - Eine Partie aus mehreren Runden spielt sie alle; sie gewinnt, wer mehr Runden gewonnen
    hat, und sie endet unentschieden, wenn beide gleich viele gewannen (eine unentschiedene
    Runde zählt für niemanden).
  - Jede Runde einer Partie beginnt von vorn: ihr Aufbau wird neu aufgestellt (ein neuer
    gezogen, wo die Aufbauten zufällig sind), der ganze Stapel neu gemischt und verteilt."""


_PUBLISHED_IT = """\
Regole pubblicate (il regolamento francese, pagine 14–15)
  - Due giocatori, oro e argento; ciascuno tiene in mano {published_hand} carte{hand_note}.
  - Nel tuo turno giochi una carta scoperta sugli scarti, muovi veicoli o sposti sezioni
    della griglia come la carta permette, poi peschi una carta. Quando il mazzo è finito,
    gli scarti si rimescolano per farne uno nuovo.
  - Puoi muovere qualsiasi veicolo tranne l'auto eroe del tuo avversario. I veicoli
    scorrono solo avanti e indietro nel senso della loro lunghezza, mai di lato, e non si
    sollevano mai.
  - Solo le auto eroe possono lasciare la griglia; i veicoli bloccanti vi restano sempre
    interamente.
  - MOVE n: muovi veicoli bloccanti o la tua auto eroe di n caselle; se n > 1, le caselle
    si possono dividere tra più veicoli.
  - SHIFT: sposta la sezione sinistra o destra della griglia verso l'alto o verso il basso
    di quante righe vuoi. Almeno una riga deve sempre collegare tutte e tre le sezioni.
  - SLIDE: fai scorrere un veicolo bloccante o la tua auto eroe quanto vuoi, finché non
    incontra un altro veicolo o il bordo della griglia. Uno scorrimento può portare fuori
    la tua auto eroe: vinci.
  - Un veicolo a cavallo di due sezioni le blocca: nessuna delle due si può spostare
    finché il veicolo non è passato interamente da una parte.
  - Vince la prima auto eroe che esce interamente dall'estremità opposta della griglia.
  - Prima manche: inizia chi è più giovane. Manche successive: inizia chi ha vinto la
    precedente."""

_COMPONENTS_IT = """\
Materiale (da descrizioni pubbliche del gioco, non dalle pagine del regolamento)
  - 32 carte, 8 auto di lunghezza 2, 2 autobus e 2 camion di lunghezza 3, un'auto eroe oro
    e una argento di lunghezza 2, 10 disposizioni stampate.
  - La griglia: tre sezioni di 6 righe, con 5 | 4 | 5 colonne; quella centrale è fissa,
    quelle laterali scorrono in alto e in basso portando con sé i loro veicoli.
  - La carta MOVE & SHIFT esiste; come funzioni non è confermato."""

_CHOICES_IT = """\
Scelte di questo progetto (dove non si è trovata nessuna regola pubblicata)
  - Oro parte da sinistra ed esce dall'estremità destra; argento il contrario.
  - Una sezione laterale si scosta al massimo di 5 righe dal centro, e le due sezioni
    laterali al massimo di 5 righe l'una dall'altra: esattamente le posizioni in cui una
    riga collega tutte e tre le sezioni.
  - {move}
  - MOVE & SHIFT n: un MOVE n e uno SHIFT, in un ordine o nell'altro (tutti i passi prima
    dello spostamento, o tutti dopo).
  - Un veicolo orizzontale passa da una sezione all'altra solo lungo righe allineate; una
    giunzione non allineata lo ferma come un muro. Uno scorrimento può fermarsi prima
    dell'ostacolo.
  - Un'auto eroe può sporgere in parte mentre esce; vince solo quando è interamente fuori.
  - {unused}
  - La composizione delle carte: {deck}{deck_note}.
  - Disposizioni: le 10 del regolamento come le ha trascritte un terzo (non verificate),
    oppure disposizioni casuali, simmetriche rispetto al centro, tratte dal seme della
    partita, nessuna con una colonna di veicoli che sbarri per sempre la strada a un'auto
    eroe.
  - {limit}
  - Chi inizia la prima manche: posto {first} ({first_name}). Una partita di più manche:
    chi vince inizia la successiva; dopo un pareggio inizia l'altro giocatore.
  - Una partita di più manche le gioca tutte; la vince chi ne ha vinte di più, ed è pari se
    entrambi ne hanno vinte tante quante (una manche pari non conta per nessuno).
  - Ogni manche di una partita ricomincia da capo: la disposizione di nuovo sulla griglia
    (una nuova estratta se le disposizioni sono casuali), tutto il mazzo rimescolato e
    distribuito di nuovo."""


_PUBLISHED_FI = """\
Julkaistut säännöt (ranskalainen sääntövihko, sivut 14–15)
  - Kaksi pelaajaa, kulta ja hopea; kummallakin on kädessä {published_hand} korttia{hand_note}.
  - Vuorollasi pelaat yhden kortin kuvapuoli ylöspäin poistopinoon, liikutat ajoneuvoja tai
    siirrät ruudukon osia kortin sallimalla tavalla ja nostat sitten kortin. Kun nostopakka
    loppuu, poistopino sekoitetaan uudeksi nostopakaksi.
  - Saat liikuttaa mitä tahansa ajoneuvoa paitsi vastustajasi sankariautoa. Ajoneuvot
    liukuvat vain eteen- ja taaksepäin pituussuunnassaan, eivät koskaan sivuttain, eikä
    niitä koskaan nosteta.
  - Vain sankariautot saavat poistua ruudukosta; estävät ajoneuvot pysyvät aina kokonaan
    sen sisällä.
  - MOVE n: liikuta estäviä ajoneuvoja tai omaa sankariautoasi n ruutua; jos n > 1, ruudut
    saa jakaa usean ajoneuvon kesken.
  - SHIFT: siirrä ruudukon vasenta tai oikeaa osaa ylös tai alas niin monta riviä kuin
    haluat. Vähintään yhden rivin on aina yhdistettävä kaikki kolme osaa.
  - SLIDE: liu'uta yhtä estävää ajoneuvoa tai omaa sankariautoasi niin pitkälle kuin
    haluat, kunnes se kohtaa toisen ajoneuvon tai ruudukon reunan. Liu'utus voi viedä
    sankariautosi ulos: voitat.
  - Kahden osan rajalla oleva ajoneuvo lukitsee ne: kumpaakaan ei saa siirtää ennen kuin
    ajoneuvo on liikkunut kokonaan jommallekummalle puolelle.
  - Voittaja on se, jonka sankariauto ajaa ensimmäisenä kokonaan ulos ruudukon toisesta
    päästä.
  - Ensimmäinen erä: nuorin aloittaa. Seuraavat erät: edellisen erän voittaja aloittaa."""

_COMPONENTS_FI = """\
Pelivälineet (pelin julkisista kuvauksista, ei käytössämme olevista sääntövihon sivuista)
  - 32 korttia, 8 autoa pituudeltaan 2, 2 bussia ja 2 kuorma-autoa pituudeltaan 3, kultainen
    ja hopeinen sankariauto pituudeltaan 2, 10 painettua aloitusasetelmaa.
  - Ruudukko: kolme osaa, joissa 6 riviä ja 5 | 4 | 5 saraketta; keskiosa on kiinteä,
    sivuosat liukuvat ylös ja alas ajoneuvoineen.
  - MOVE & SHIFT -kortti on olemassa; sen toimintaa ei ole vahvistettu."""

_CHOICES_FI = """\
Tämän projektin valinnat (kohdissa, joihin ei löytynyt julkaistua sääntöä)
  - Kulta aloittaa vasemmalta ja poistuu oikeasta päästä; hopea päinvastoin.
  - Sivuosa saa poiketa enintään 5 riviä alkuasennostaan, ja sivuosat enintään 5 riviä
    toisistaan: juuri ne asemat, joissa jokin rivi yhdistää kaikki kolme osaa.
  - {move}
  - MOVE & SHIFT n: yksi MOVE n ja yksi SHIFT, kummassa järjestyksessä tahansa (kaikki
    askeleet ennen osan siirtoa tai kaikki sen jälkeen).
  - Vaakasuora ajoneuvo siirtyy osasta toiseen vain kohdakkain olevia rivejä pitkin;
    sauma, jonka rivit eivät ole kohdakkain, pysäyttää sen kuin seinä. Liu'utus saa
    pysähtyä ennen estettä.
  - Sankariauto saa olla osittain ulkona poistuessaan; se voittaa vasta ollessaan kokonaan
    ulkona.
  - {unused}
  - Pakan koostumus: {deck}{deck_note}.
  - Aloitusasetelmat: sääntövihon 10, sellaisina kuin kolmas osapuoli on ne kirjannut
    (tarkistamattomina), tai pelin siemenluvusta arvotut, keskipisteen suhteen symmetriset
    asetelmat; yhdessäkään niistä ajoneuvojen sarake ei tuki sankariauton tietä
    pysyvästi.
  - {limit}
  - Ensimmäisen erän aloittaja: paikka {first} ({first_name}). Usean erän ottelu: voittaja
    aloittaa seuraavan erän; tasapelin jälkeen aloittaa toinen pelaaja.
  - Usean erän ottelussa pelataan kaikki erät; ottelun voittaa se, joka voitti useamman
    erän, ja ottelu päättyy tasapeliin, jos molemmat voittivat yhtä monta (tasapeliin
    päättynyt erä ei ole kenenkään voitto).
  - Ottelun jokainen erä alkaa alusta: asetelma asetetaan uudelleen (satunnaisilla
    asetelmilla arvotaan uusi), ja koko pakka sekoitetaan ja jaetaan uudelleen."""


_PUBLISHED_TL = """\
Mga nalathalang panuntunan (ang buklet ng panuntunan sa Pranses, pahina 14–15)
  - Dalawang manlalaro, ginto at pilak; bawat isa ay may {published_hand} card sa kamay{hand_note}.
  - Sa turn mo, ilapag ang isang card nang nakaharap pataas sa discard pile, igalaw ang mga
    sasakyan o ilipat ang mga seksiyon ng grid ayon sa card, saka bumunot ng card. Kapag
    naubos ang draw pile, balasahin ang discard pile bilang bagong draw pile.
  - Puwede mong igalaw ang kahit anong sasakyan maliban sa bidang kotse ng kalaban mo.
    Dumudulas lang ang mga sasakyan pasulong at paatras sa haba nila, hindi patagilid, at
    hindi kailanman binubuhat.
  - Ang mga bidang kotse lang ang puwedeng lumabas sa grid; laging nasa loob nito nang buo
    ang mga humaharang na sasakyan.
  - MOVE n: igalaw ang mga humaharang na sasakyan o ang sarili mong bidang kotse nang n
    kahon; kung n > 1, puwedeng hatiin ang mga kahon sa ilang sasakyan.
  - SHIFT: ilipat ang kaliwa o kanang seksiyon ng grid pataas o pababa nang kahit ilang
    hanay. Dapat laging may kahit isang hanay na nagdudugtong sa tatlong seksiyon.
  - SLIDE: padulasin ang isang humaharang na sasakyan o ang sarili mong bidang kotse
    gaano man kalayo ang gusto mo, hanggang tumama ito sa ibang sasakyan o sa dulo ng grid.
    Puwedeng mailabas ng SLIDE ang bidang kotse mo: panalo ka.
  - Nila-lock ng sasakyang sumasaklaw sa dalawang seksiyon ang mga ito: hindi maililipat ang
    alinman hangga't hindi pa tuluyang nakalipat ang sasakyan sa isang panig.
  - Panalo ang unang bidang kotse na tuluyang nakalabas sa kabilang dulo ng grid.
  - Unang laro: ang pinakabata ang mauuna. Mga susunod na laro: ang nanalo sa nakaraang laro
    ang mauuna."""

_COMPONENTS_TL = """\
Mga piyesa (mula sa pampublikong paglalarawan ng laro, hindi sa mga pahina ng buklet)
  - 32 card, 8 kotse na 2 ang haba, 2 bus at 2 trak na 3 ang haba, isang ginto at isang
    pilak na bidang kotse na 2 ang haba, 10 nakalimbag na ayos ng simula.
  - Ang grid: tatlong seksiyon na may 6 na hanay at 5 | 4 | 5 na kolum; nakapirmi ang nasa
    gitna, dumudulas pataas at pababa ang mga nasa gilid, dala ang kanilang mga sasakyan.
  - May card na MOVE & SHIFT; hindi pa kumpirmado kung paano ito gumagana."""

_CHOICES_TL = """\
Mga pinili ng proyektong ito (kung saan walang nahanap na nalathalang panuntunan)
  - Sa kaliwa nagsisimula ang ginto at sa kanang dulo lumalabas; kabaligtaran ang pilak.
  - Hanggang 5 hanay lang puwedeng lumayo ang isang seksiyon sa gilid mula sa pantay na
    puwesto, at hanggang 5 hanay ang pagitan ng dalawang seksiyon sa gilid: ito mismo ang
    mga posisyong may hanay na nagdudugtong sa tatlong seksiyon.
  - {move}
  - MOVE & SHIFT n: isang MOVE n at isang SHIFT, sa alinmang pagkakasunod-sunod (lahat ng
    hakbang bago ang SHIFT, o lahat pagkatapos nito).
  - Tumatawid ang pahalang na sasakyan sa pagitan ng mga seksiyon sa mga hanay lang na
    magkatapat; parang pader na humaharang dito ang dugtong na hindi magkatapat. Puwedeng
    huminto ang SLIDE bago ang harang.
  - Puwedeng bahagyang nakalabas ang bidang kotse habang lumalabas; panalo lang ito kapag
    tuluyan nang nakalabas.
  - {unused}
  - Ang laman ng baraha: {deck}{deck_note}.
  - Mga ayos ng simula: ang 10 ng buklet ayon sa pagkakasulat ng ibang tao (hindi pa
    napatunayan), o mga sapalarang ayos na simetriko sa gitna mula sa binhi ng laro, walang
    kolum ng mga sasakyan na humaharang nang permanente sa daan ng bidang kotse.
  - {limit}
  - Mauuna sa unang laro: upuan {first} ({first_name}). Sa laban na may ilang laro: ang
    nanalo ang mauuna sa susunod; pagkatapos ng tabla, ang kabilang manlalaro ang mauuna.
  - Nilalaro ang lahat ng laro sa laban na may ilang laro; panalo sa laban ang may mas
    maraming napanalunang laro, at tabla kung pareho ang bilang (walang panalo sa tablang
    laro).
  - Nagsisimula muli ang bawat laro ng laban: inaayos muli ang ayos ng simula (bagong ayos
    kung sapalaran ang mga ayos), at binabalasa at ipinamimigay muli ang buong baraha."""


#: The MOVE n rule among the choices, per language: (up to n, exactly n: ``move_exact``).
#: Each is one bullet's text, its further lines indented as the templates' are.
_MOVE_RULE = {
    "en": (
        """MOVE n: up to n single-square steps in all, each a legal move on its own, shared between
    your hero and any blocking vehicles in any order (a vehicle may go back).""",
        """MOVE n: exactly n single-square steps in all once the first is taken, fewer only when no
    step is legal any more (here exactly n: the move_exact option), each a legal move on its
    own, shared between your hero and any blocking vehicles in any order (a vehicle may go
    back).""",
    ),
    "fr": (
        """DÉPLACEMENT n : jusqu'à n pas d'une case en tout, chacun un déplacement permis à lui
    seul, partagés entre votre voiture héroïne et des véhicules bloquants dans n'importe
    quel ordre (un véhicule peut revenir en arrière).""",
        """DÉPLACEMENT n : exactement n pas d'une case en tout dès que le premier est fait, moins
    seulement quand plus aucun pas n'est permis (ici exactement n : l'option move_exact),
    chacun un déplacement permis à lui seul, partagés entre votre voiture héroïne et des
    véhicules bloquants dans n'importe quel ordre (un véhicule peut revenir en arrière).""",
    ),
    "de": (
        """MOVE n: bis zu n Schritte von je einem Feld, jeder für sich erlaubt, verteilt auf dein
    Heldenauto und beliebige blockierende Fahrzeuge in beliebiger Reihenfolge (ein Fahrzeug
    darf zurückfahren).""",
        """MOVE n: genau n Schritte von je einem Feld, sobald der erste getan ist, weniger nur,
    wenn kein Schritt mehr erlaubt ist (hier genau n: die Option move_exact), jeder für sich
    erlaubt, verteilt auf dein Heldenauto und beliebige blockierende Fahrzeuge in beliebiger
    Reihenfolge (ein Fahrzeug darf zurückfahren).""",
    ),
    "it": (
        """MOVE n: fino a n passi di una casella in tutto, ognuno una mossa valida di per sé,
    divisi tra la tua auto eroe e qualsiasi veicolo bloccante in qualsiasi ordine (un
    veicolo può tornare indietro).""",
        """MOVE n: esattamente n passi di una casella in tutto una volta fatto il primo, meno solo
    quando nessun passo è più valido (qui esattamente n: l'opzione move_exact), ognuno una
    mossa valida di per sé, divisi tra la tua auto eroe e qualsiasi veicolo bloccante in
    qualsiasi ordine (un veicolo può tornare indietro).""",
    ),
    "fi": (
        """MOVE n: yhteensä enintään n yhden ruudun askelta, jotka jaetaan sankariautosi ja
    estävien ajoneuvojen kesken missä tahansa järjestyksessä (ajoneuvo saa palata takaisin);
    jokaisen askeleen on oltava sallittu siirto sellaisenaan.""",
        """MOVE n: kun ensimmäinen askel on otettu, yhteensä täsmälleen n yhden ruudun askelta,
    vähemmän vain, jos sallittua askelta ei enää ole (tässä täsmälleen n: asetus
    move_exact); askeleet jaetaan sankariautosi ja estävien ajoneuvojen kesken missä tahansa
    järjestyksessä (ajoneuvo saa palata takaisin), ja jokaisen on oltava sallittu siirto
    sellaisenaan.""",
    ),
    "tl": (
        """MOVE n: hanggang n hakbang na tig-isang kahon sa kabuuan, hati sa bidang kotse mo at
    sa kahit anong humaharang na sasakyan sa kahit anong pagkakasunod-sunod (puwedeng
    umatras ang isang sasakyan); dapat wastong galaw ang bawat hakbang sa sarili nito.""",
        """MOVE n: eksaktong n hakbang na tig-isang kahon sa kabuuan kapag nagawa na ang una, mas
    kaunti lang kapag wala nang wastong hakbang (dito eksaktong n: ang opsiyong move_exact),
    hati sa bidang kotse mo at sa kahit anong humaharang na sasakyan sa kahit anong
    pagkakasunod-sunod (puwedeng umatras ang isang sasakyan); dapat wastong galaw ang bawat
    hakbang sa sarili nito.""",
    ),
}

#: The rule on leaving a card unused, per language: (any rest, not a MOVE's: ``move_exact``).
_UNUSED_RULE = {
    "en": (
        "A card may be played with no effect (the rest of a card may always be left unused).",
        """A card may be played with no effect (the rest of a card may be left unused, but not
    the rest of a MOVE once its first step is taken).""",
    ),
    "fr": (
        """Une carte peut être jouée sans effet (le reste d'une carte peut toujours rester
    inutilisé).""",
        """Une carte peut être jouée sans effet (le reste d'une carte peut rester inutilisé,
    mais pas le reste d'un DÉPLACEMENT une fois son premier pas fait).""",
    ),
    "de": (
        """Eine Karte darf ohne Wirkung gespielt werden (der Rest einer Karte darf immer ungenutzt
    bleiben).""",
        """Eine Karte darf ohne Wirkung gespielt werden (der Rest einer Karte darf ungenutzt
    bleiben, nicht aber der Rest eines MOVE, sobald sein erster Schritt getan ist).""",
    ),
    "it": (
        """Una carta si può giocare senza effetto (il resto di una carta può sempre restare
    inutilizzato).""",
        """Una carta si può giocare senza effetto (il resto di una carta può restare
    inutilizzato, ma non il resto di un MOVE una volta fatto il suo primo passo).""",
    ),
    "fi": (
        "Kortin saa pelata ilman vaikutusta (kortin loppuosan saa aina jättää käyttämättä).",
        """Kortin saa pelata ilman vaikutusta (kortin loppuosan saa jättää käyttämättä, paitsi
    aloitetun MOVE-siirron loput askeleet).""",
    ),
    "tl": (
        """Puwedeng laruin ang card nang walang epekto (laging puwedeng hindi gamitin ang
    natitira sa card).""",
        """Puwedeng laruin ang card nang walang epekto (puwedeng hindi gamitin ang natitira sa
    card, pero hindi ang natitira sa MOVE kapag nagawa na ang unang hakbang nito).""",
    ),
}


@dataclass(frozen=True)
class _Wording:
    """What the rules text says in one language."""

    published: str
    components: str
    choices: str
    header: str  # {setup}, {games}, {hand}, {deck}
    hand_note: str  # {hand}: the hand size in force, where it is not the booklet's
    deck_note: tuple[str, str]  # after the deck's make-up: the placeholder's, the option's
    game: tuple[str, str]  # one game, several
    card: tuple[str, str]  # one card, several
    turn: tuple[str, str]  # one turn, several (after a number, as the limit says it)
    limit: str  # {turns}: the number and its word
    no_limit: str
    custom_picture: str
    random_setup: str  # the set-up ``random``, as the new-game form names it
    colours: tuple[str, str]


_WORDING = {
    "en": _Wording(
        _PUBLISHED,
        _COMPONENTS,
        _CHOICES,
        "Rush Hour Shift — set-up {setup}, {games}, {hand} in hand, {deck} cards in the deck",
        " (here {hand}: the hand_size option)",
        (" (a placeholder from one amateur implementation)", " (here: the deck option)"),
        ("game", "games"),
        ("card", "cards"),
        ("turn", "turns"),
        "A game still going after {turns} is drawn.",
        "No turn limit: a game goes on until a hero car is out.",
        "a custom picture",
        "random",
        ("gold", "silver"),
    ),
    "fr": _Wording(
        _PUBLISHED_FR,
        _COMPONENTS_FR,
        _CHOICES_FR,
        "Rush Hour Shift — mise en place {setup}, {games}, {hand} en main, {deck} cartes en tout",
        " (ici {hand} : l'option hand_size)",
        (" (provisoire, reprise d'une réalisation amateur)", " (ici : l'option deck)"),
        ("partie", "parties"),
        ("carte", "cartes"),
        ("tour", "tours"),
        "Une partie encore en cours après {turns} est nulle.",
        "Pas de limite de tours : une partie dure jusqu'à la sortie d'une voiture héroïne.",
        "une image personnalisée",
        "aléatoire",
        ("or", "argent"),
    ),
    "de": _Wording(
        _PUBLISHED_DE,
        _COMPONENTS_DE,
        _CHOICES_DE,
        "Rush Hour Shift — Aufbau {setup}, {games}, {hand} auf der Hand, {deck} Karten im Stapel",
        " (hier {hand}: die Option hand_size)",
        (" (ein Platzhalter aus der Umsetzung eines Amateurs)", " (hier: die Option deck)"),
        ("Runde", "Runden"),
        ("Karte", "Karten"),
        ("Zug", "Zügen"),
        "Eine Runde, die nach {turns} noch läuft, endet unentschieden.",
        "Kein Zuglimit: Eine Runde läuft, bis ein Heldenauto draußen ist.",
        "ein eigenes Bild",
        "zufällig",
        ("Gold", "Silber"),
    ),
    "it": _Wording(
        _PUBLISHED_IT,
        _COMPONENTS_IT,
        _CHOICES_IT,
        "Rush Hour Shift — disposizione {setup}, {games}, {hand} in mano, {deck} carte in tutto",
        " (qui {hand}: l'opzione hand_size)",
        (" (provvisoria, presa da una realizzazione amatoriale)", " (qui: l'opzione deck)"),
        ("manche", "manche"),
        ("carta", "carte"),
        ("turno", "turni"),
        "Una manche ancora in corso dopo {turns} finisce in pareggio.",
        "Nessun limite di turni: una manche continua finché un'auto eroe non è uscita.",
        "un'immagine personalizzata",
        "casuale",
        ("oro", "argento"),
    ),
    "fi": _Wording(
        _PUBLISHED_FI,
        _COMPONENTS_FI,
        _CHOICES_FI,
        "Rush Hour Shift — asetelma {setup}, {games}, {hand} kädessä, {deck} korttia pakassa",
        " (tässä {hand}: asetus hand_size)",
        (" (väliaikainen, yhdestä harrastajatoteutuksesta)", " (tässä: asetus deck)"),
        ("erä", "erää"),
        ("kortti", "korttia"),
        ("vuoron", "vuoron"),
        "Erä, joka on yhä kesken {turns} jälkeen, päättyy tasapeliin.",
        "Ei vuororajaa: erä jatkuu, kunnes jompikumpi sankariauto on ulkona.",
        "oma kuva",
        "satunnainen",
        ("kulta", "hopea"),
    ),
    "tl": _Wording(
        _PUBLISHED_TL,
        _COMPONENTS_TL,
        _CHOICES_TL,
        "Rush Hour Shift — ayos {setup}, {games}, {hand} sa kamay, {deck} card sa baraha",
        " (dito {hand}: ang opsiyong hand_size)",
        (" (pansamantala, mula sa gawa ng isang amateur)", " (dito: ang opsiyong deck)"),
        ("laro", "laro"),
        ("card", "card"),
        ("turn", "turn"),
        "Tabla ang larong tuloy pa rin pagkatapos ng {turns}.",
        "Walang takdang bilang ng turn: tuloy ang laro hanggang may bidang kotseng nakalabas.",
        "sariling larawan",
        "sapalaran",
        ("ginto", "pilak"),
    ),
}


#: The languages the rules are written in (any other reads them in English).
WRITTEN_IN = tuple(_WORDING)


def rules_text(rules: Rules, lang: str = "en", width: int = 0) -> str:
    """The rules for players, separating the published rules from this project's choices,
    with this configuration's values filled in, in ``lang`` where it is one of
    :data:`WRITTEN_IN` (``"fr"``, ``"de"``, ``"it"``, ``"fi"``, ``"tl"``), else in English.
    A ``width`` below :data:`WIDTH` (a narrow terminal's) fills every rule to it;
    otherwise the lines are as written, to :data:`WIDTH`."""
    words = _WORDING.get(lang, _WORDING["en"])
    # a card's count never wraps apart from its name (see _wrapped)
    titles = LOCAL_TITLES.get(lang, TITLES)  # the booklet's titles, in its language
    deck = ", ".join(f"{titles[card]} ×{n}".replace(" ", _KEEP) for card, n in rules.deck)
    turns = f"{rules.turn_limit} {words.turn[rules.turn_limit > 1]}"
    limit = words.limit.format(turns=turns) if rules.turn_limit else words.no_limit
    setup = rules.setup  # a printed set-up's number, else one in words
    if "/" in setup:
        setup = words.custom_picture
    elif setup == "random":
        setup = words.random_setup
    games = f"{rules.games} {words.game[rules.games > 1]}"
    hand = f"{rules.hand_size} {words.card[rules.hand_size > 1]}"
    header = words.header.format(setup=setup, games=games, hand=hand, deck=rules.deck_size)
    chosen = rules.deck != tuple(DEFAULT_DECK.items())
    language = lang if lang in _WORDING else "en"
    choices = words.choices.format(
        move=_MOVE_RULE[language][rules.move_exact],
        unused=_UNUSED_RULE[language][rules.move_exact],
        deck=deck,
        deck_note=words.deck_note[chosen],
        limit=limit,
        first=rules.first_player,
        first_name=words.colours[rules.first_player],
    )
    hand_note = "" if rules.hand_size == PUBLISHED_HAND else words.hand_note
    published = words.published.format(
        published_hand=PUBLISHED_HAND, hand_note=hand_note.format(hand=rules.hand_size)
    )
    text = "\n\n".join([header, published, words.components, choices])
    if 0 < width < WIDTH:
        return _filled(text, width)
    return "\n".join(_wrapped(line) for line in text.splitlines()) + "\n"


#: Stands for a space where a line must not wrap (textwrap breaks at plain spaces only).
_KEEP = "\u00a0"
#: The width the rules are written to: a line filled in longer (the deck's make-up) wraps.
WIDTH = 92


def _wrapped(line: str) -> str:
    """``line``, wrapped to :data:`WIDTH` where the values filled in made it longer, its
    continuation lines indented under the text of its bullet."""
    if len(line) > WIDTH:
        indent = len(line) - len(line.lstrip(" -"))
        line = textwrap.fill(line, WIDTH, subsequent_indent=" " * indent)
    return line.replace(_KEEP, " ")


#: How a rule starts, and how its further lines are indented.
_BULLET = "  - "
_MORE = "    "


def _filled(text: str, width: int) -> str:
    """``text`` with each heading and each rule (a bullet and the lines under it) filled to
    ``width``; never a line starting with the French spaced ``:`` or ``;``."""
    rules: list[list[str]] = []
    for line in text.replace(" :", _KEEP + ":").replace(" ;", _KEEP + ";").splitlines():
        if line.startswith(_MORE) and rules:
            rules[-1].append(line.strip())
        else:
            rules.append([line])
    filled = []
    for rule in rules:
        more = _MORE if rule[0].startswith(_BULLET) else ""
        filled.append(
            textwrap.fill(" ".join(rule), width, subsequent_indent=more, break_on_hyphens=False)
            or ""
        )
    return "\n".join(filled).replace(_KEEP, " ") + "\n"
