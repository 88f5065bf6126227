# Catalogue `cmyk` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/cmyk.ftl), with the Italian beside it. Terms: tile =
# Plättchen (das: nominative and accusative alike), pile = Stapel, mosaic = Mosaik, initial tile
# = Startplättchen, K-tile = K-Plättchen, ink = Farbe, hexagon = Sechseck, public/private
# objective = öffentliches/privates Ziel.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

## Words the rules' code slots (where a space lies, tie-breaks), by their English; the inks
## are the terms of de/content/cmyk.ftl.
-word-above = oberhalb
-word-below = unterhalb
-word-left = links
-word-right = rechts
-word-the-tile = das Plättchen
-word-most-hexagons = wer die meisten Sechsecke hat
-word-fewest-k-tiles = wer die wenigsten K-Plättchen hat
-word-fewest-tiles = wer die wenigsten Plättchen hat

tile = das Plättchen { $marks }
k-tile = das K-Plättchen
cell-initial = dort, wo das Startplättchen liegt
cell-side = { $n } { $n ->
        [one] Platz
       *[other] Plätze
    } { $side } vom Startplättchen
cell-row = { $r } { $r ->
        [one] Reihe
       *[other] Reihen
    } { $way } des Startplättchens
cell-row-side = { $r } { $r ->
        [one] Reihe
       *[other] Reihen
    } { $way } des Startplättchens, { $n } { $n ->
        [one] Platz
       *[other] Plätze
    } { $side }
turned = { $ink } auf der waagrechten Seite
turned-flipped = { $ink } auf der waagrechten Seite, umgedreht
takes-initial = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $tile } von Stapel { $pile } für { $p-person ->
        [second] deinen
       *[third] den
    } linken Nachbarn
takes = { $p } { $p-person ->
        [second] nimmst
       *[third] nimmt
    } { $tile } von Stapel { $pile }
places-initial = { $p } { $p-person ->
        [second] legst
       *[third] legt
    } { $tile } als Startplättchen, nach vorn zeigend, { $turn }
places = { $p } { $p-person ->
        [second] legst
       *[third] legt
    } { $tile } { $cell }, { $turn }
places-k = { $p } { $p-person ->
        [second] legst
       *[third] legt
    } { $tile } { $cell }, { $turn } ({ $k } { $k ->
        [one] Punkt
       *[other] Punkte
    }; ein weiteres öffentliches Ziel wird aufgedeckt)
moves = { $p } { $p-person ->
        [second] verschiebst
       *[third] verschiebt
    } { $tile } von { $origin } nach { $cell }, { $turn }
puts-back = { $p } { $p-person ->
        [second] kannst
       *[third] kann
    } { $tile } nicht legen und { $p-person ->
        [second] legst
       *[third] legt
    } es auf Stapel { $pile } zurück
discards = { $p } { $p-person ->
        [second] wirfst
       *[third] wirft
    } { $tile } ab; ein weiteres öffentliches Ziel wird aufgedeckt
stops = { $p } { $p-person ->
        [second] hörst
       *[third] hört
    } auf, Plättchen zu nehmen
first-caller = { $p } { $p-person ->
        [second] eröffnest
       *[third] eröffnet
    } das Spiel
dealt = { $p } { $p-person ->
        [second] bekommst
       *[third] bekommt
    } eine private Zielkarte
replaced = „Lass mich nachdenken!“ wird durch { $card } ersetzt
revealed = Öffentliches Ziel aufgedeckt: { $card }
shared = „Diese Farbe will ich auch!“ wird zu { $card }, das für alle zählt
new-top = Das neue oberste Plättchen von Stapel { $pile } ist { $tile }
removed = Niemand kann ein oberstes Plättchen legen: { $n ->
        [one] das oberste Plättchen von Stapel
       *[other] die obersten Plättchen der Stapel
    } { $piles } { $n ->
        [one] scheidet
       *[other] scheiden
    } aus dem Spiel aus
unknown-move = Ein Zug der Art { $kind }
over = Das Spiel ist vorbei
revealing = Warte: Ein Plättchen oder eine Karte wird aufgedeckt
waiting-for-taker = Warten darauf, dass { $p-person ->
        [second] du
       *[third] { $p }
    } ein Startplättchen { $p-person ->
        [second] nimmst
       *[third] nimmt
    }
take-initial = Nimm ein Startplättchen (kein K-Plättchen) von einem Stapel: Es geht an den Spieler links von dir
waiting-for-placing = Warten, bis die anderen ihr Startplättchen gelegt haben
turn-initial = Drehe { $tile }, dein Startplättchen: Es wird nach vorn zeigend gelegt
stopped-waiting = Du hast aufgehört: Warten auf die anderen
place-k = Lege das K-Plättchen (es passt nur in der Farbe, { $k } { $k ->
        [one] Punkt
       *[other] Punkte
    }) oder wirf es ab
place-tile = Lege { $tile } dort an, wo jede berührte Seite passt
put-it-back = { $tile } passt nirgends in dein Mosaik: Lege es zurück
take-move-or-stop = Nimm ein Plättchen von einem beliebigen Stapel, verschiebe dein letztes Plättchen oder hör auf
take-or-stop = Nimm ein Plättchen von einem beliebigen Stapel oder hör auf
no-seat = In diesem Spiel gibt es keinen Platz { $n }.
game-over = Das Spiel ist vorbei.
wait-reveal = Warte: Ein Plättchen oder eine Karte wird aufgedeckt.
own-mosaic = Du baust nur an deinem eigenen Mosaik.
initial-in-turn = Startplättchen werden reihum genommen: { $p-person ->
        [second] Du bist
       *[third] { $p } ist
    } an der Reihe.
initial-not-k = Das Startplättchen darf kein K-Plättchen sein: Nimm es von einem anderen Stapel.
that-pile-empty = Dieser Stapel ist leer.
initial-from-pile = Nimm zuerst ein Startplättchen von einem Stapel.
initial-placed = Du hast dein Startplättchen gelegt: Warte auf die anderen.
initial-forward = Das Startplättchen kommt in die Mitte deines Mosaiks, nach vorn zeigend.
stopped-for-game = Du hast in diesem Spiel aufgehört, Plättchen zu nehmen.
holding = Du hast schon ein Plättchen in der Hand: Lege es an (oder zurück), bevor du ein weiteres nimmst.
no-such-pile = Diesen Stapel gibt es nicht.
pile-empty = Stapel { $pile } ist leer.
own-hand = Nimm Plättchen in deine eigene Hand.
stop-holding = Lege das Plättchen in deiner Hand an oder zurück, bevor du aufhörst.
only-last = Nur dein zuletzt gelegtes Plättchen darf verschoben werden, und nur, bis du ein weiteres Plättchen nimmst.
only-last-at = Nur dein zuletzt gelegtes Plättchen ({ $cell }) darf verschoben werden.
last-fixed = Du hast ein weiteres Plättchen genommen: Dein zuletzt gelegtes Plättchen liegt jetzt fest.
move-elsewhere = Verschiebe dein letztes Plättchen auf einen anderen Platz deines Mosaiks.
already-there = Dort liegt das Plättchen schon.
not-a-move = Das ist kein Zug in CMYK!.
hold-none = Du hast kein Plättchen in der Hand: Nimm zuerst eines von einem Stapel.
k-not-back = Ein K-Plättchen wird gelegt oder abgeworfen, nie zurückgelegt.
fits-somewhere = Dieses Plättchen passt in dein Mosaik (zum Beispiel { $cell }, { $turn }): Nur ein Plättchen, das sich nicht legen lässt, kommt zurück.
goes-back = Es kommt zurück auf Stapel { $pile }, von dem es stammt.
only-k-discard = Nur ein K-Plättchen darf abgeworfen werden; jedes andere Plättchen wird gelegt oder zurückgelegt.
on-mosaic = Lege das Plättchen an dein Mosaik.
turn-to-fit = Drehe das Plättchen, bis es passt.
space-taken = Auf diesem Platz liegt schon ein Plättchen.
must-touch = Ein Plättchen muss dein Mosaik berühren.
wrong-ink = Die Seite { $have } des Plättchens träfe so gedreht auf eine Seite { $need }: Seiten, die sich berühren, zeigen dieselbe Farbe.
wrong-ink-any = Die Seite { $have } des Plättchens träfe auf eine Seite { $need }, wie man es auch dreht: Seiten, die sich berühren, zeigen dieselbe Farbe.
wrong-mark = die Kanten in { $ink } treffen mit { $have } % und { $need } % aufeinander
wrong-marks = { $edges }: Seiten, die sich berühren, zeigen dieselbe Markierung.
nothing-revealed = Gerade wird nichts aufgedeckt.
not-an-outcome = Das ist kein möglicher Ausgang dieses Aufdeckens.
not-cmyk = „{ $kind }“ ist kein Zug in CMYK!.
no-player = Dieser Zug nennt keinen Spieler dieses Spiels.
no-flipping = Umgedrehte Plättchen sind in diesem Spiel nicht erlaubt (Reihenfolge der Kanten: fest).
not-now = Dieser Zug ist jetzt nicht erlaubt.
hexagons-line = { $n } { $n ->
        [one] Sechseck
       *[other] Sechsecke
    }, je { $each }
k-tiles-line = { $n } K-Plättchen, je { $each }
private-label = Privates Ziel
neighbour-label = { $card } ({ $p-person ->
        [second] deine Karte
       *[third] Karte von { $p }
    })
private-line = { $label }: { $name } ({ $details })
tiles = { $n } { $n ->
        [one] Plättchen
       *[other] Plättchen
    }
capped = höchstens { $cap }
times = mal { $m }
cancelled = { $card } (aufgehoben durch { $other })
doubled = { $card } (verdoppelt)
multiplied = { $card } (mal { $m })
enclosed = { $name }: { $n } { $n ->
        [one] eingeschlossener Platz
       *[other] eingeschlossene Plätze
    }
equal-marks = { $name }: { $n } { $n ->
        [one] Plättchen
       *[other] Plättchen
    } mit gleichen Markierungen
longest-row = { $name }: längste Reihe aus { $n } { $n ->
        [one] Plättchen
       *[other] Plättchen
    }
height = { $name }: { $n } { $n ->
        [one] Reihe
       *[other] Reihen
    } hoch
pointy = { $name }: { $n } { $n ->
        [one] Plättchen berührt
       *[other] Plättchen berühren
    } nur ein Plättchen
symmetric = { $name }: symmetrisch
not-symmetric = { $name }: nicht symmetrisch
most-tiles = { $name }: { $n } { $n ->
        [one] Plättchen
       *[other] Plättchen
    }
applied-above = { $name }: oben angewandt
game-place = Spiel { $g }: { $s } { $s ->
        [one] Punkt
       *[other] Punkte
    }, Platz { $place }
game = Spiel { $g }
tied-shared = Gleichstand bei { $s }: geteilter Sieg
tie-decided = Gleichstand bei { $s }: Es entscheidet, { $rule }
tied-everywhere = Gleichstand bei { $s } und bei jedem Tie-Break: geteilter Sieg
only-move = Das ist der einzige mögliche Zug
any-initial = Jedes Plättchen taugt als Startplättchen des linken Nachbarn
easiest-turn = Drehe das Startplättchen so, dass seine Markierungen am leichtesten passen
hint-put-back = { $tile } passt nirgends: Lege es zurück
hint-discard = Das K-Plättchen würde mehr kosten, als es bringt: Wirf es ab
hint-place = Lege { $tile } { $cell }: etwa { $value } Punkte wert
hint-take = Nimm { $tile }: Es ist dir etwa { $value } Punkte wert
hint-wait = Auf den Stapeln lohnt sich gerade nichts: Warte
hint-costly = Jedes übrige Plättchen würde dich Punkte kosten: Hör auf
hint-look-under = Kein oberstes Plättchen passt in dein Mosaik: Schau dir das nächste Plättchen eines Stapels an
hint-none-left = Es sind keine Plättchen mehr zu nehmen: Hör auf
hint-move-last = Verschiebe { $tile } von { $origin } nach { $cell }: Dort ist es etwa { $value } Punkte mehr wert
hint-nothing-new = Kein oberstes Plättchen passt in dein Mosaik, und kein Stapel würde ein neues Plättchen zeigen: Hör auf
mosaic-title = { $p-person ->
        [second] dein Mosaik
       *[third] Mosaik von { $p }
    }
points = { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    }
mosaic-status = { $s } { $s ->
        [one] Punkt
       *[other] Punkte
    } · { $h } { $h ->
        [one] Sechseck
       *[other] Sechsecke
    } · { $n } Plättchen
summary = { $h } { $h ->
        [one] Sechseck
       *[other] Sechsecke
    }, { $n } Plättchen
k-tiles = { $n } K-Plättchen
mosaic-at-end = { $n } Plättchen, { $h } { $h ->
        [one] Sechseck
       *[other] Sechsecke
    }, { $k } K-Plättchen; privates Ziel { $private }
private-per-tile = { $points } für jedes deiner Plättchen mit { $ink } bei { $levels } (höchstens { $cap })
private-per-tiles = { $points } je { $n } deiner Plättchen mit { $ink } bei { $levels } (höchstens { $cap })
effect-double-private = Private Ziele zählen x{ $multiplier } (über die Obergrenze hinaus).
effect-hexagon-points = Jedes Sechseck zählt { $points } statt { $hexagon }.
effect-enclosed-spaces = +{ $points } für jeden leeren Platz, den genau 3 Plättchen einschließen.
effect-double-previous = Verdoppelt die Karte davor (als erste aufgedeckt: die nächste).
effect-equal-mark-tiles = +{ $points } für jedes Plättchen, dessen drei Markierungen gleich sind.
effect-cancel-previous = Hebt die Karte davor auf.
effect-longest-row = Längste waagrechte Reihe: { $points } je { $per_tiles } Plättchen.
effect-height-rows = +{ $points } für jede Reihe, die dein Mosaik von vorn nach hinten umfasst.
effect-pointy-tiles = +{ $points } für jedes Plättchen, das genau ein anderes Plättchen berührt.
effect-mirror-vertical = +{ $points }, wenn dein Mosaik von links nach rechts spiegelgleich ist.
effect-mirror-horizontal = +{ $points }, wenn dein Mosaik von vorn nach hinten spiegelgleich ist.
effect-replace-at-end = Am Ende durch die oberste Karte des Stapels ersetzt.
effect-shared-private = Wird zu einem privaten Ziel, das für alle zählt.
effect-most-tiles = Die meisten Plättchen: { $first }; die zweitmeisten: { $second }.
effect-neighbour-private = Du wertest auch die private Karte des Spielers rechts von dir.
effect-reveal-more = Decke { $count } weitere { $count ->
        [one] Karte
       *[other] Karten
    } auf.
effect-gain = { $change } { $n ->
        [one] Punkt
       *[other] Punkte
    } ({ $now } auf { $after })
effect-no-gain = keine Änderung der Punkte ({ $now })
effect-because = { $points }: { $why }
effect-line-change = { $line } { $change }
effect-line-advances = { $line }, noch keine weiteren Punkte
effect-next-points = noch { $n } { $n ->
        [one] Plättchen
       *[other] Plättchen
    } bis zu den nächsten Punkten von { $card }
effect-at-cap = { $card } hat seine Obergrenze von { $cap } erreicht
effect-hexagon-towards = ein Sechseck darum hätte dann { $k } der { $n } nötigen Plättchen
effect-k-reveals = ein weiteres öffentliches Ziel wird aufgedeckt
effect-leads = { $p } { $p-person ->
        [second] lägest
       *[third] läge
    } dann mit { $n } { $n ->
        [one] Punkt
       *[other] Punkten
    } vorn
effect-behind = { $p } { $p-person ->
        [second] lägest
       *[third] läge
    } dann { $n } { $n ->
        [one] Punkt
       *[other] Punkte
    } hinter { $q-person ->
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
effect-take-best = { $tile } an seiner besten Stelle ({ $cell }): { $what }
effect-take-nowhere = { $tile } passt jetzt nirgends in { $p-person ->
        [second] dein
       *[third] das eigene
    } Mosaik: Es käme zurück auf seinen Stapel
effect-take-k-discard = { $tile } würde überall Punkte kosten: Abgeworfen bleibt es für { $p-person ->
        [second] dich
       *[third] { $p }
    } bei { $now } { $now ->
        [one] Punkt
       *[other] Punkten
    } (ein weiteres öffentliches Ziel wird aufgedeckt)
effect-discard-k = { $tile } abzuwerfen bringt nichts und kostet nichts ({ $now } { $now ->
        [one] Punkt
       *[other] Punkte
    }); ein weiteres öffentliches Ziel wird aufgedeckt
teach-take-a-tile = Nimm ein Plättchen von einem Stapel
teach-piles-fit = { $n } von { $m } { $m ->
        [one] Stapel zeigt
       *[other] Stapeln { $n ->
            [one] zeigt
           *[other] zeigen
        }
    } ein Plättchen, das in dein Mosaik passt
teach-place-it = Lege { $tile } an
teach-spaces-fit = { $n } { $n ->
        [one] Platz nimmt
       *[other] Plätze nehmen
    } es so auf, dass jede berührte Seite passt
teach-move-last = Verschiebe dein letztes Plättchen
teach-until-next = nur bis du ein weiteres Plättchen nimmst
teach-discard-k = Wirf das K-Plättchen ab
teach-k-finishes-nothing = ein K-Plättchen, das nichts vollendet, darf weg, und ein öffentliches Ziel wird ersetzt
teach-stop = Hör auf, Plättchen zu nehmen
teach-stop-why = wenn weitere Plättchen dich mehr kosten würden, als sie bringen
teach-topic-matching = passende Seiten
teach-topic-k-tiles = K-Plättchen
teach-topic-removal = die Regel zum Entfernen
teach-topic-stopping = wann man aufhört
