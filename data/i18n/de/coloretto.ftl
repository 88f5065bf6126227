# Catalogue `coloretto` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/coloretto.ftl); terms from the German rulebook:
# Reihe, Reihenkarte, Nachziehstapel, Joker, Goldener Joker, „+2“-Karte, Karte „Letzte Runde“.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

## Content words are the terms of de/content/coloretto.ftl (written once, there), with the
## forms these messages slot: .gender: der (m), die (f), das (n); .adjective: the colour before
## "Karte" after "die"/"eine"; .predicative: the card after "ist"; .accusative: the card as a
## verb's object ("die rote Karte", "den Goldenen Joker"); .drawn: the same, drawn.

## The log
draws = { $p } { $p-person ->
        [second] ziehst
       *[third] zieht
    } eine Karte
draws-last-round = { $p } { $p-person ->
        [second] ziehst
       *[third] zieht
    } die Karte „Letzte Runde“: Sie wird beiseitegelegt, dies ist die letzte Runde, und { $p } { $p-person ->
        [second] ziehst
       *[third] zieht
    } noch einmal
places = { $p } { $p-person ->
        [second] legst
       *[third] legt
    } { $c-accusative } in Reihe { $r }
takes = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } Reihe { $r } ({ $cards })
no-cards = keine Karten
bonus-card = { $p-person ->
        [second] deine Bonuskarte
       *[third] die Bonuskarte von { $p }
    } für den Goldenen Joker ist { $c-predicative }
card-is = Die Karte ist { $c-predicative }
chooses-start = { $p } { $p-person ->
        [second] wählst
       *[third] wählt
    } { $c } als Startfarbe
dealt-start = { $p } { $p-person ->
        [second] bekommst
       *[third] bekommt
    } eine { $c-adjective } Startkarte
removed = { $c } wird aus dem Spiel genommen
removes = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $c } aus dem Spiel
starts = { $p } { $p-person ->
        [second] beginnst
       *[third] beginnt
    }

## Prompts
game-over = Das Spiel ist vorbei
waiting = Warten auf { $p-person ->
        [second] dich
       *[third] { $p }
    }
place-drawn = Lege { $c-drawn } in eine Reihe
choose-start = Wähle eine Startfarbe (jeder Spieler nimmt eine andere)
choose-removal = Wähle eine Farbe, die aus dem Spiel genommen wird (noch { $n } { $n ->
        [one] Farbe
       *[other] Farben
    })
draw-or-take = Ziehe eine Karte und lege sie in eine Reihe, oder nimm eine Reihe
all-full = Alle Reihen sind voll: Nimm eine Reihe

## Why a move is not allowed
over-now = Das Spiel ist vorbei.
not-your-turn = { $p-person ->
        [second] Du bist
       *[third] { $p } ist
    } am Zug, nicht du.
nothing-drawn = Es gibt keine gezogene Karte zum Anlegen: Ziehe zuerst vom Stapel.
drawn-goes-on-row = Die gezogene Karte kommt in eine Reihe.
already-drew = Du hast schon eine Karte gezogen: Lege sie zuerst in eine Reihe.
draw-by-click = Zum Ziehen klicke auf den Stapel: Die Karte deckt sich von selbst auf.
deck-empty = Der Stapel ist leer: Nimm eine Reihe.
rows-full-no-draw = Alle Reihen sind voll, also kannst du nicht ziehen: Nimm stattdessen eine Reihe (Coloretto: Gezogen wird nur, solange eine Reihe Platz hat).
rows-full = Alle Reihen sind voll, also kannst du nicht ziehen: Nimm stattdessen eine Reihe.
place-first-later = Lege zuerst die gezogene Karte an; eine Reihe kannst du in einem späteren Zug nehmen.
place-first = Lege zuerst die gezogene Karte an.
no-such-row = Diese Reihe gibt es nicht.
no-row = Es gibt keine Reihe { $r }.
row-taken-by = Reihe { $r } wurde in dieser Runde schon von { $p-person ->
        [second] dir
       *[third] { $p }
    } genommen.
row-taken = Reihe { $r } wurde in dieser Runde schon genommen.
row-empty = Reihe { $r } hat noch keine Karten: Eine Reihe kann nur mit mindestens einer Karte genommen werden.
drag-row = Ziehe eine Reihe auf deine eigene Sammlung, um sie zu nehmen.
not-a-move = Das ist kein Zug in Coloretto.
cannot-draw = Du kannst jetzt nicht ziehen.
no-such-card = Eine solche Karte ist nicht mehr im Stapel.
colour-taken = Diese Farbe ist nicht verfügbar: Jeder Spieler beginnt mit einer anderen Farbe.
colour-removed = Diese Farbe ist schon aus dem Spiel.
not-now = „{ $kind }“ ist jetzt nicht möglich.
row-taken-place = Reihe { $r } wurde in dieser Runde genommen: Lege die Karte in eine Reihe, die noch auf dem Tisch liegt.
row-full = Reihe { $r } ist voll ({ $n } von { $n } { $n ->
        [one] Karte
       *[other] Karten
    }): Wähle eine Reihe mit Platz.

## Scores and ties
positive = positiv gewertet
negative = negativ gewertet
score-colour = { $c }: { $n } { $n ->
        [one] Karte
       *[other] Karten
    }, { $sign }
score-colour-jokers = { $c }: { $n } { $n ->
        [one] Karte
       *[other] Karten
    } (davon { $j } { $j ->
        [one] Joker
       *[other] Joker
    }), { $sign }
score-plus2 = „+2“-Karten: { $n }
tie-most-of-one = Gleichstand bei { $s }: Die meisten Karten einer Farbe ({ $n }) entscheiden
tie-shared-most = Gleichstand bei { $s } und bei den meisten Karten einer Farbe: geteilter Sieg
tie-no-breaker = Gleichstand bei { $s }: Die Originalausgabe kennt keinen Tie-Break, geteilter Sieg

## Hints
hint-only-move = Das ist der einzige mögliche Zug
hint-draw-no-cards = Ziehe: Noch keine Reihe hat Karten
hint-take-alone = Nimm Reihe { $r }: Sie bringt { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }, und sonst ist niemand mehr dabei
hint-draw-alone = Ziehe: Du bist als Letzter noch dabei, und eine weitere Karte sollte sich lohnen
hint-take = Nimm Reihe { $r }: Sie bringt dir { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }
hint-take-early = Nimm Reihe { $r }: Weitere Karten würden dich nur Punkte kosten
hint-draw-wait = Ziehe: Noch lohnt sich keine Reihe
hint-place-better = Lege { $c-accusative } in Reihe { $r }: Die Reihe wird besser für dich
hint-place-spoil = Lege { $c-accusative } in Reihe { $r }: Dort verdirbt sie dir die Reihe am wenigsten
hint-start = Wähle { $c } als Startfarbe: Zu Beginn ist jede freie Farbe so gut wie jede andere
hint-remove = Nimm { $c } aus dem Spiel: Noch hält niemand Karten, also geht jede Farbe

## The table's labels
table-round = Runde { $n }
table-last-round = Runde { $n } · die letzte Runde
table-out-of-game = Aus dem Spiel: { $colours }
table-deck-size = Stapel: { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
table-cards-to-go = Karte „Letzte Runde“ in { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
table-last-card-next = Karte „Letzte Runde“: als Nächstes gezogen
table-starting-colours = Startfarben
table-start-how = Klicke auf eine oder ziehe sie in deinen Bereich
table-colours-to-remove = Farben, die aus dem Spiel genommen werden
table-remove-how = Klicke auf die Farbe, die aus dem Spiel soll
table-choosing = { $p } { $p-person ->
        [second] wählst
       *[third] wählt
    } gerade
table-row-taken-by = genommen von { $p-person ->
        [second] dir
       *[third] { $p }
    }
table-row-places = { $n } von { $m } { $m ->
        [one] Platz
       *[other] Plätzen
    }
table-points = { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }
table-took-row = Reihe { $r } genommen · { $points }

## What a move is worth before it is made
effect-take = Reihe { $r } zu nehmen ist { $p-person ->
        [second] dir
       *[third] { $p }
    } { $d } wert ({ $a } → { $b } { $b ->
        [one] Punkt
       *[other] Punkte
    }): { $changes }
effect-colour = { $c } { $a } → { $b } { $b ->
        [one] Karte
       *[other] Karten
    }: { $d }
effect-turns-negative = { $c } ({ $n } { $n ->
        [one] Karte
       *[other] Karten
    }) wird negativ: { $d }
effect-turns-positive = { $c } ({ $n } { $n ->
        [one] Karte
       *[other] Karten
    }) wird positiv: { $d }
effect-plus2 = „+2“-{ $n ->
        [one] Karte
       *[other] Karten
    } x{ $n }: { $d }
effect-no-change = keine Farbe ändert sich
effect-lead = { $p } { $p-person ->
        [second] lägest
       *[third] läge
    } dann mit { $n } { $n ->
        [one] Punkt
       *[other] Punkten
    } vor { $q-person ->
        [second] dir
       *[third] { $q }
    }
effect-level = { $p } { $p-person ->
        [second] lägest
       *[third] läge
    } dann gleichauf mit { $q-person ->
        [second] dir
       *[third] { $q }
    }
effect-trail = { $p } { $p-person ->
        [second] lägest
       *[third] läge
    } dann { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    } hinter { $q-person ->
        [second] dir
       *[third] { $q }
    }
effect-place = Mit der Karte wäre Reihe { $r } { $p-person ->
        [second] dir
       *[third] { $p }
    } { $d } wert (jetzt { $e }); { $others }
effect-place-alone = Mit der Karte wäre Reihe { $r } { $p-person ->
        [second] dir
       *[third] { $p }
    } { $d } wert (jetzt { $e }); niemand sonst kann sie in dieser Runde nehmen
effect-worth-to = { $d } für { $q-person ->
        [second] dich
       *[third] { $q }
    }

effect-badge-row = Reihe: { $d } für { $p-person ->
        [second] dich
       *[third] { $p }
    }

## Teach mode's groups of open moves
teach-draw-and-place = Ziehe eine Karte und lege sie an
teach-rows-with-room = { $n } { $n ->
        [one] Reihe hat
       *[other] Reihen haben
    } Platz
teach-take-and-leave = Nimm eine Reihe und scheide aus der Runde aus
teach-which-rows = { $n ->
        [one] Reihe
       *[other] Reihen
    } { $rows }
teach-place-drawn = Lege die gezogene Karte in eine Reihe mit Platz
teach-topic-draw-or-take = Ziehen oder Nehmen
teach-topic-row-room = Platz in den Reihen
teach-topic-taking = eine Reihe nehmen
