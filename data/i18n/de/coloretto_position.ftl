# Catalogue `coloretto_position` in de: why a written Coloretto position is refused. The
# notation quoted ('phase: deal', 'last round: yes') is the same in every language.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

set-up-round = der Aufbau kommt vor Runde 1
none-out-yet = vor der ersten Runde ist keine Reihe ungenommen geblieben
drawn-only-place = eine gezogene Karte wartet nur in der Phase 'place' auf das Anlegen
choose-not-deal = in der Ausgabe { $edition } wählen die Spieler ihre Startfarben: die Phase ist 'choose', nicht 'deal'
deal-not-choose = in der Ausgabe { $edition } werden die Startfarben ausgeteilt: die Phase ist 'deal', nicht 'choose'
no-bonus = die Ausgabe { $edition } hat keinen Bonus für den Goldenen Joker
remove-none = { $players } Spieler nehmen keine Farbe aus dem Spiel
removed-missing = die Zeile 'removed: ...' fehlt: { $players } Spieler spielen ohne { $n } { $n ->
        [one] Farbe
       *[other] Farben
    } (wie in 'removed: grey')
colour-twice = nennt eine Farbe zweimal
remove-done = { $players } Spieler nehmen { $n } { $n ->
        [one] Farbe
       *[other] Farben
    } aus dem Spiel: Sobald { $n ->
        [one] sie entfernt ist
       *[other] sie entfernt sind
    }, ist die Phase nicht mehr 'remove'
remove-count = { $players } Spieler spielen ohne { $n } { $n ->
        [one] Farbe
       *[other] Farben
    }, nicht ohne { $found }
already-took = { $seat } hat in dieser Runde schon Reihe { $row } genommen
row-capacity = Reihe { $row } fasst höchstens { $n } { $n ->
        [one] Karte
       *[other] Karten
    }, nicht { $found }
no-card-before = vor dem ersten Zug liegt keine Karte in einer Reihe
no-taken-before = vor dem ersten Zug ist keine Reihe genommen
colours-after-removal = die Startfarben werden verteilt, nachdem die Farben entfernt sind
first-after-starting = der Zufall bestimmt, wer beginnt, sobald jeder Spieler { $n } { $n ->
        [one] Startkarte
       *[other] Startkarten
    } hat
all-have-starting = jeder Spieler hat schon { $n } { $n ->
        [one] Startkarte
       *[other] Startkarten
    }: die Phase ist 'first'
starting-in-order = nach { $dealt } { $dealt ->
        [one] Startkarte
       *[other] Startkarten
    }, in Sitzreihenfolge ab P1 verteilt, hält { $seat } { $expected }, nicht { $found }
starting-colours = Startkarten sind Farben, nicht { $kind }
starting-twice = jede Startkarte hat eine andere Farbe: { $kind } wird zweimal verteilt
removed-from-game = { $kind } wurde aus dem Spiel genommen
bonus-to-taker = die Bonuskarte des Goldenen Jokers bekommt, wer ihn genommen hat: { $seat } hat in dieser Runde keine Reihe genommen
sits-out = { $seat } hat in dieser Runde Reihe { $row } genommen und setzt bis zur nächsten aus
no-turn = die Phase { $phase } hat keinen Zug
no-turn-set-up = die Phase { $phase } hat keinen Zug: die Startfarben gehen in Sitzreihenfolge ab P1 reihum
say-last-taker = mehrere Reihen sind genommen: Gib an, wer die letzte genommen hat ('{ $key }: { $seat }')
none-taken-before = vor dem ersten Zug hat niemand eine Reihe genommen
took-no-row = { $seat } hat in dieser Runde keine Reihe genommen, doch Reihen sind genommen
nobody-took-no-row = niemand ist genannt, doch in dieser Runde sind Reihen genommen
too-many-cards = die Stellung enthält { $found } { $kind }-{ $found ->
        [one] Karte
       *[other] Karten
    }, das Spiel aber { $total }
last-round-in-set-up = die Karte „Letzte Runde“ wird am Ende des Aufbaus eingemischt
not-begun = das Spiel hat nicht begonnen: die letzte Runde ist nicht gekommen
last-round-came = die Karte „Letzte Runde“ ist aufgetaucht ('last round: yes')
ends-after-last = das Spiel endet erst nach der letzten Runde: Gib 'last round: yes' an
one-above-last = die zu ziehende Karte liegt über der Karte „Letzte Runde“, also mindestens 1 (oder die letzte Runde ist gekommen: 'last round: yes')
round-over = jeder Spieler hat eine Reihe genommen: die Runde ist vorbei
deck-empty = der Stapel ist leer: in der Phase { $phase } kann keine Karte gezogen werden
bonus-no-golden = die Bonuskarte ist für den, der den Goldenen Joker genommen hat, und niemand hat ihn
over-too-soon = das Spiel ist erst vorbei, wenn in der letzten Runde jeder Spieler eine Reihe genommen hat
rows-cleared = die Reihen werden abgeräumt, wenn das Spiel endet
