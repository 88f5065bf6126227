# Catalogue `chroma_cubes_position` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/chroma_cubes_position.ftl), with the Italian beside it.
# The notation's own words ('red#1', 'pool: rest', 'to roll') are the same in every language.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

no-layout = die Seiten der Würfel folgen keiner bekannten Anordnung
cairn-no-draft = das Spiel mit den Steinmännchen hat kein Würfelnehmen: Es beginnt in der Spielphase
alone-start = allein bist du Startspieler: Das Spiel beginnt mit dem Würfelnehmen
draft-before-round = das Würfelnehmen kommt, bevor Runde 1 gespielt wird
start-not-picked = der Zufall hat den Startspieler noch nicht bestimmt
also-in = { $die } ist auch in { $other }
nowhere = { $die } ist nirgends: Jeder Würfel liegt im Vorrat, bei den aktiven Würfeln oder in der Reserve eines Spielers ('pool: rest' legt jeden Würfel, der nirgends sonst steht, in den Vorrat)
nowhere-cairn = { $die } ist nirgends: Jeder Würfel liegt im Vorrat, bei den aktiven Würfeln oder in der Reserve eines Spielers oder im Tauschvorrat ('pool: rest' legt jeden Würfel, der nirgends sonst steht, in den Vorrat)
hides-nothing = '?' kennzeichnet einen verdeckten Teil, und dieses Spiel verdeckt nichts
no-such-die = { $name }: { $why } (Würfel heißen wie 'red#1')
sheet-without = { $sheet } wird ohne Würfel der Farbe { $colour } gespielt
not-in-game = diesen Würfel gibt es in diesem Spiel nicht
die-twice = nennt { $die } zweimal
dice-not-faces = nennt Würfel, keine Seiten: Schreibe { $die } allein
no-face = { $die } hat keine Seite { $face } (seine Seiten: { $faces })
nobody-acts-yet = niemand handelt in einer Runde, bevor das Würfelnehmen vorbei ist
next-round = sobald jeder Spieler die Runde beendet hat, beginnt die nächste
none-to-roll = kein Würfel wartet darauf, geworfen zu werden
not-rolled-in = in der Phase { $phase } wird kein Würfel geworfen
someone-coloured = in dieser Runde wurde ein Würfel eingesetzt, also hat jemand ausgemalt
lock-not-unlocked = Schloss { $lock } ist nicht geöffnet: Seine Superkraft kann nicht eingesetzt werden
activations = { $seat } darf höchstens { $n }-mal pro Runde aktivieren
lock-sides = ein Schloss hat { $sides } { $sides ->
        [one] Seite
       *[other] Seiten
    }, nicht { $n }
side-symbol = { $symbol } wird auf einer anderen Schlossseite verwendet: Jede Seite braucht ein anderes Symbol
not-completed = { $figure } ist nicht vollendet: Nicht alle Abschnitte sind ausgemalt
cairn-no-bonus = das Spiel mit den Steinmännchen hat keinen Bonus für das erste Vollenden
wild-form = schreibe den Joker-Würfel und sein Symbol, wie 'red#1 as orange'
no-die-or-symbol = { $text } nennt keinen Würfel oder kein Symbol
first-form = { $item } ist nicht 'FIGUR in round N'
not-one-of = { $word } ist keiner der Werte: { $choices }
not-played-yet = Runde { $round } ist noch nicht gespielt
nobody-completed = niemand hat { $figure } vollendet
say-first-round = { $figure } ist vollendet: Gib an, in welcher Runde zuerst ('first completed: { $figure } in round 1')
cairn-twice = nennt ein Steinmännchen zweimal
cairn-done = Steinmännchen { $cairn } ist schon fertig
every-cairn-done = alle Steinmännchen sind fertig
not-a-cairn = { $word } ist kein Steinmännchen (1 bis { $cairns })
not-players-die = { $die } ist kein Würfel eines Spielers
reserve-limit = eine Reserve hat höchstens { $n } Würfel
not-unused-active = { $die } ist keiner der ungenutzten aktiven Würfel von { $seat }
rolled-before-draft = { $die } zeigt eine Seite, doch die Würfel werden erst nach dem Würfelnehmen geworfen
not-rolled = { $die } wurde nicht geworfen: Gib seine Seite an (wie '{ $die }={ $face }') oder führe ihn unter 'to roll' auf
draft-after-start = das Würfelnehmen beginnt, sobald der Zufall den Startspieler bestimmt hat
draft-done = jeder Würfel des Würfelnehmens ist genommen: Die Phase ist 'play' (mit den zu werfenden Würfeln)
active-picks = nach { $picks } { $picks ->
        [one] Wahl
       *[other] Wahlen
    } ab { $start } hat { $seat } { $expected } aktive Würfel, nicht { $held }
reserve-picks = nach { $picks } { $picks ->
        [one] Wahl
       *[other] Wahlen
    } ab { $start } hat { $seat } { $expected } Reservewürfel, nicht { $held }
