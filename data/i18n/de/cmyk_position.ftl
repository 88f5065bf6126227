# Catalogue `cmyk_position` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/cmyk_position.ftl), with the Italian beside it. The
# notation's own words ('T31 from pile 2', 'pending: caller') are the same in every language.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

caller-first = der Zufall bestimmt vor allem anderen, wer das erste Spiel eröffnet, und das geht von Spiel zu Spiel weiter
not-public = { $item } ist keine öffentliche Karte und nicht 'want_this_color (m60)'
not-becoming-private = { $card } wird keine private Karte
not-private = { $card } ist keine private Karte
public-twice = { $card } liegt zweimal da
public-also-out = { $card } ist auch aus dem Spiel
caller-picked-first = solange niemand eröffnet, bestimmt der Zufall zuerst, wer es tut ('pending: caller; ...')
caller-already = { $seat } eröffnet schon
event-not-one-of = { $part } ist keiner der Werte: { $events }
event = { $part }: { $why }
no-fields = { $kind } hat keine Felder
write-form = schreibe '{ $form }'
not-a-pile = { $word } ist kein Stapel (1 bis { $most })
not-a-place = { $word } ist kein Platz in der offenen Reihe (1 bis { $most })
face-down-count = { $count } face down: Gib an, wie viele Plättchen verdeckt liegen, 1 bis { $most }
not-a-tile-then = { $item } ist kein Plättchen ({ $tiles }): Erst kommen die sichtbaren Plättchen, dann 'N face down'
pile-limit = ein Stapel hat höchstens { $most } Plättchen, nicht { $n }
top-face-up = das oberste Plättchen eines Stapels liegt offen: Gib es an, oder füge 'top { $pile }' zu pending hinzu, während der Zufall es aufdeckt
only-view-hides = '?' kennzeichnet einen verdeckten Teil: Nur eine Ansicht (view=P1 in der Kopfzeile) verdeckt etwas
own-private = jeder Spieler sieht sein eigenes privates Ziel
all-private-shown = „Deine Farbe sieht besser aus!“ hat alle privaten Karten aufgedeckt
private-hidden = das private Ziel eines anderen Spielers ist verdeckt: Schreibe '?'
private-twice = die private Karte { $card } liegt an zwei Stellen
not-a-tile-from = { $text } ist kein Plättchen und nicht 'T31 from pile 2'
no-pile = es gibt keinen Stapel { $pile }
say-which-pile = ein im Spiel genommenes Plättchen kommt auf seinen Stapel zurück, wenn es sich nicht legen lässt: Gib an, auf welchen ('T31 from pile 2')
initial-no-pile = ein Startplättchen kommt von keinem Stapel: Schreibe das Plättchen allein
none-held-over = nach Spielende hat niemand ein Plättchen in der Hand
not-tile-cell = { $part } ist nicht 'PLÄTTCHEN FELD DREHUNG', wie 'T16 0,0,up r0'
flipped-only-free = { $rotation }: Plättchen werden nur mit edge_order=free umgedreht gelegt
two-tiles-on = zwei Plättchen auf { $cell }
no-match = die Plättchen auf { $cell } und { $beside } passen dort, wo sie sich treffen, nicht zusammen
not-a-cell = { $text } ist kein Feld, wie '1,0,down'
no-tile-on = { $seat } hat kein Plättchen auf { $cell }
only-play-moved = nur ein im Spiel gelegtes Plättchen darf verschoben werden
stops-empty = { $seat } hat ein Plättchen in der Hand: Ein Spieler hört mit leeren Händen auf
stop-under-way = Spieler hören erst auf, wenn das Spiel läuft
not-a-tile = { $word } ist kein Plättchen ({ $tiles })
placed-after-initial = Plättchen werden gelegt, sobald jeder Spieler ein Startplättchen hat
holds-or-placed = in setup_place hält { $seat } das Startplättchen in der Hand oder hat es gelegt, eines von beiden
no-initial = { $seat } hat kein Startplättchen gelegt
from-caller-on = Startplättchen werden ab dem Eröffner genommen
in-turn-from = Startplättchen werden reihum ab dem Eröffner genommen, { $seat }
all-hold-initial = jeder Spieler hält ein Startplättchen: Sie wurden weitergegeben, die Phase ist setup_place
takes-next = Startplättchen werden reihum ab dem Eröffner genommen: { $seat } nimmt als Nächstes
tile-twice = das Plättchen { $tile } liegt an zwei Stellen
face-down-unseen = { $n } { $n ->
        [one] Plättchen liegt
       *[other] Plättchen liegen
    } verdeckt, aber nur { $unseen } { $unseen ->
        [one] Plättchen ist
       *[other] Plättchen sind
    } nirgends sonst
scores-hidden = die Zeile '{ $key }: ...' fehlt: Die Punkte hängen von den privaten Zielen ab, die diese Ansicht verdeckt
results-form = gib { $players } Ergebnisse in Platzreihenfolge an, wie '23 (4 hexagons, 1 K-tiles, 20 tiles)'
scores-as-table = das gerade beendete Spiel wird so gewertet, wie seine Tabelle sagt: { $table }
