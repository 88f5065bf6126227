# cmyk's content words in de, with the ids of en/content/cmyk.ftl.
# Written from the English, with the Italian beside it; the terms of the catalogue
# (data/i18n/de/cmyk.ftl): tile = Plättchen, pile = Stapel, mosaic = Mosaik, K-tile =
# K-Plättchen, ink = Farbe, mark = Markierung, hexagon = Sechseck, public/private objective =
# öffentliches/privates Ziel. A public objective's name is the card's (die Karte: f); a private
# objective is an ink at one mark (das Ziel: n); an ink is a colour's name (das Cyan: n).
# .gender: der (m), die (f), das (n), die im Plural (p).
# Ids: docs/ARCHITECTURE.md, "Words in every language".

-word-as-you-like = Wie du willst!
    .gender = f
-word-i-want-to-see-more-than-hexagons = Ich will mehr sehen als Sechsecke!
    .gender = f
-word-i-need-my-space = Ich brauche meinen Freiraum!
    .gender = f
-word-do-it-again = Noch einmal!
    .gender = f
-word-i-like-this-tile = Dieses Plättchen gefällt mir!
    .gender = f
-word-i-take-that-back = Das nehme ich zurück!
    .gender = f
-word-make-it-wide = Mach es breit!
    .gender = f
-word-i-want-height = Ich will Höhe!
    .gender = f
-word-make-it-pointy = Mach es spitz
    .gender = f
-word-make-it-vertically-symmetric = Mach es senkrecht symmetrisch
    .gender = f
-word-make-it-horizontally-symmetric = Mach es waagerecht symmetrisch
    .gender = f
-word-let-me-think = Lass mich nachdenken!
    .gender = f
-word-i-want-this-color-too = Diese Farbe will ich auch!
    .gender = f
-word-as-many-tiles-as-possible = So viele Plättchen wie möglich!
    .gender = f
-word-your-color-looks-better = Deine Farbe sieht besser aus!
    .gender = f
-word-do-them-all = Alle auf einmal!
    .gender = f
-word-cyan-0 = Cyan 0 %
    .gender = n
-word-cyan-20 = Cyan 20 %
    .gender = n
-word-cyan-40 = Cyan 40 %
    .gender = n
-word-cyan-60 = Cyan 60 %
    .gender = n
-word-cyan-80 = Cyan 80 %
    .gender = n
-word-cyan-100 = Cyan 100 %
    .gender = n
-word-magenta-0 = Magenta 0 %
    .gender = n
-word-magenta-20 = Magenta 20 %
    .gender = n
-word-magenta-40 = Magenta 40 %
    .gender = n
-word-magenta-60 = Magenta 60 %
    .gender = n
-word-magenta-80 = Magenta 80 %
    .gender = n
-word-magenta-100 = Magenta 100 %
    .gender = n
-word-yellow-0 = Gelb 0 %
    .gender = n
-word-yellow-20 = Gelb 20 %
    .gender = n
-word-yellow-40 = Gelb 40 %
    .gender = n
-word-yellow-60 = Gelb 60 %
    .gender = n
-word-yellow-80 = Gelb 80 %
    .gender = n
-word-yellow-100 = Gelb 100 %
    .gender = n
-word-cyan = Cyan
    .gender = n
-word-magenta = Magenta
    .gender = n
-word-yellow = Gelb
    .gender = n

ruling-removal-when-some-stopped-title = Die Entfernungsregel, wenn einige Spieler aufgehört haben
ruling-removal-when-some-stopped-reading = Wer aufgehört hat, nimmt keine Plättchen mehr, also sind „alle“ die Spieler, die noch Plättchen nehmen: Für jeden von ihnen geht ein Plättchen aus dem Spiel, und nur sie werden gefragt, ob ein oberstes Plättchen passt.
ruling-removal-when-some-stopped-value-active = Für jeden Spieler, der noch Plättchen nimmt, geht ein Plättchen.
ruling-removal-when-some-stopped-value-all = Für jeden Spieler am Tisch geht ein Plättchen, auch für die, die aufgehört haben (gefragt, ob ein oberstes Plättchen passt, werden weiterhin nur die, die noch Plättchen nehmen).
ruling-removal-piles-title = Von welchen Stapeln die entfernten Plättchen kommen
ruling-removal-piles-reading = Jedes Plättchen kommt von einem anderen Stapel, die Stapel werden ausgelost; gibt es weniger Stapel als zu entfernende Plättchen, verliert jeder Stapel sein oberstes Plättchen.
ruling-top-tiles-face-up-title = Ob die obersten Plättchen der Stapel sichtbar sind
ruling-top-tiles-face-up-reading = Das oberste Plättchen jedes Stapels liegt offen: Sonst könnte ein Spieler beim Startplättchen kein K-Plättchen meiden, und niemand könnte erkennen, dass kein oberstes Plättchen passt. Wer es nimmt, deckt das nächste auf.
ruling-k-tile-points-title = Was ein gelegtes K-Plättchen zählt
ruling-k-tile-points-reading = Jedes K-Plättchen, das du gelegt hast, zählt −3 (in den Wertungsschritten ging das Minuszeichen verloren).
ruling-edge-order-title = Die Reihenfolge der Farben um ein Plättchen
ruling-edge-order-reading = Jedes Plättchen zeigt eine Markierung je Farbe, Cyan, Magenta und Gelb im Uhrzeigersinn, und wird offen in einer seiner drei Drehungen gelegt.
ruling-edge-order-value-fixed = Plättchen werden wie gedruckt gelegt, in drei Drehungen.
ruling-edge-order-value-free = Ein Plättchen darf auch umgedreht gelegt werden, seine Farben in gespiegelter Reihenfolge.
ruling-want-height-points-title = Was „Ich will Höhe!“ zählt
ruling-want-height-points-reading = Die Punkte der Karte sind verloren: Sie zählt 1 Punkt je Plättchenreihe, die das Mosaik von unten nach oben überspannt.
ruling-private-objectives-title = Die privaten Zielkarten
ruling-private-objectives-reading = Der Inhalt der Karten ist nicht veröffentlicht. Die 18 Karten der App belohnen je eine Farbe auf einer Markierungsstufe (seltenere Markierungen bringen mehr), höchstens 6 Punkte, außer verdoppelt.
ruling-many-tiles-ties-title = „So viele Plättchen wie möglich!“ bei Gleichstand um die meisten
ruling-many-tiles-ties-reading = Alle, die sich die meisten teilen, bekommen 5, und die Spieler mit der nächstkleineren Anzahl bekommen 3.
ruling-your-colour-right-side-title = „Deine Farbe sieht besser aus!“: der Spieler rechts von dir
ruling-your-colour-right-side-reading = Züge und weitergegebene Plättchen gehen nach links, also ist der Spieler rechts von dir der, der vor dir sitzt.
ruling-symmetry-shape-only-title = Was die Symmetriekarten vergleichen
ruling-symmetry-shape-only-reading = Der Umriss des Mosaiks muss auf sich selbst spiegeln; Farben und Markierungen der Plättchen werden nicht verglichen.
