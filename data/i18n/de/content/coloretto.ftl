# coloretto's content words in de, with the ids of en/content/coloretto.ftl.
# Written from the English, with the Italian beside it, in the words of the German rulebook
# (Abacus): Joker, Goldener Joker, „+2“-Karte, Karte „Letzte Runde“, Reihe, Wertungskarte.
# A term's attributes (plain text, as content_ftl reads them): .gender der (m), die (f), das (n),
# die im Plural (p); the same forms as the catalogue's terms of data/i18n/de/coloretto.ftl:
# .adjective the colour before "Karte" after "die"/"eine", .predicative after "ist",
# .accusative the card as a verb's object, .drawn the same, drawn; .plural the cards counted
# ("zwei rote Karten", "zwei Joker").
# Ids: docs/ARCHITECTURE.md, "Words in every language".

-word-joker = Joker
    .gender = m
    .predicative = ein Joker
    .accusative = den Joker
    .drawn = den gezogenen Joker
    .plural = Joker
-word-golden-joker = Goldener Joker
    .gender = m
    .predicative = der Goldene Joker
    .accusative = den Goldenen Joker
    .drawn = den gezogenen Goldenen Joker
-word-2 = +2
    .gender = f
    .predicative = eine „+2“-Karte
    .accusative = die „+2“-Karte
    .drawn = die gezogene „+2“-Karte
    .plural = „+2“-Karten
-word-last-round = Letzte Runde
    .gender = f
    .predicative = die Karte „Letzte Runde“
    .accusative = die Karte „Letzte Runde“
    .drawn = die gezogene Karte „Letzte Runde“
-word-original-3-jokers = Original (3 Joker)
    .gender = n
-word-newer-golden-joker = Neuauflage (Goldener Joker)
    .gender = f
-word-yellow = Gelb
    .gender = n
    .adjective = gelbe
    .predicative = gelb
    .accusative = die gelbe Karte
    .drawn = die gezogene gelbe Karte
    .plural = gelbe Karten
-word-orange = Orange
    .gender = n
    .adjective = orangefarbene
    .predicative = orange
    .accusative = die orangefarbene Karte
    .drawn = die gezogene orangefarbene Karte
    .plural = orangefarbene Karten
-word-red = Rot
    .gender = n
    .adjective = rote
    .predicative = rot
    .accusative = die rote Karte
    .drawn = die gezogene rote Karte
    .plural = rote Karten
-word-green = Grün
    .gender = n
    .adjective = grüne
    .predicative = grün
    .accusative = die grüne Karte
    .drawn = die gezogene grüne Karte
    .plural = grüne Karten
-word-blue = Blau
    .gender = n
    .adjective = blaue
    .predicative = blau
    .accusative = die blaue Karte
    .drawn = die gezogene blaue Karte
    .plural = blaue Karten
-word-brown = Braun
    .gender = n
    .adjective = braune
    .predicative = braun
    .accusative = die braune Karte
    .drawn = die gezogene braune Karte
    .plural = braune Karten
-word-grey = Grau
    .gender = n
    .adjective = graue
    .predicative = grau
    .accusative = die graue Karte
    .drawn = die gezogene graue Karte
    .plural = graue Karten
-word-brown-side-normal = Braune Seite (normal)
    .gender = f
-word-purple-side-difficult = Lila Seite (schwierig)
    .gender = f

ruling-colour-removal-title = Welche Farben bei 2 oder 3 Spielern aus dem Spiel gehen
ruling-colour-removal-reading = Die beiseitegelegten Farben (zwei bei 2 Spielern, eine bei 3) werden zufällig bestimmt, jede Farbe gleich wahrscheinlich: Die englische Spielregel sagt nicht, wer sie auswählt.
ruling-colour-removal-value-random = Die Farben werden zufällig bestimmt.
ruling-colour-removal-value-chosen = Spieler 1 wählt sie für den ganzen Tisch, wie es das „a scelta“ („nach Wahl“) der italienischen Spielregel nahelegt.
ruling-tie-break-jokers-title = Neuauflage: Zählen Joker beim Gleichstand?
ruling-tie-break-jokers-reading = In der Neuauflage vergleichen gleichauf liegende Spieler, wie viele Karten einer Farbe sie höchstens haben, und zählen dabei nur Farbkarten: Ein Joker ist eine Karte ohne Farbe, bis er gewertet wird. Herrscht dann noch Gleichstand, teilen sie sich den Sieg. Das Original kennt keinen Gleichstandsentscheid.
ruling-tie-break-jokers-value-not-counted = Nur Farbkarten.
ruling-tie-break-jokers-value-counted = Joker (auch der Goldene) zählen in der Farbe, für die sie gewertet werden; unter gleich guten Verteilungen gilt die, die die größte Farbe bildet.
ruling-last-player-draws-on-title = Der letzte Spieler einer Runde darf weiter ziehen
ruling-last-player-draws-on-reading = In beiden Ausgaben behält der letzte Spieler den Zug, sobald alle anderen eine Reihe genommen haben: Er darf ziehen und anlegen, solange eine Reihe Platz hat, und nimmt dann eine Reihe.
ruling-golden-joker-bonus-card-title = Die Bonuskarte des Goldenen Jokers und die Karte „Letzte Runde“
ruling-golden-joker-bonus-card-reading = Die Bonuskarte ist die oberste Karte des Nachziehstapels. Ist es die Karte „Letzte Runde“, wird sie beiseitegelegt (dies wird die letzte Runde) und stattdessen die nächste Karte gezogen, wie beim normalen Ziehen. Ist der Stapel leer, gibt es keine Bonuskarte.
ruling-starting-colours-dealt-title = Wer im Original die Startfarben bestimmt
ruling-starting-colours-dealt-reading = Im Original werden die Startkarten, alle in verschiedenen Farben, zufällig verteilt; in der Neuauflage wählt jeder Spieler reihum eine aus. Die Option Ausgabe entscheidet.
ruling-jokers-assigned-title = Wohin die Joker am Ende gehen
ruling-jokers-assigned-reading = Die App verteilt jeden Joker und wählt die drei positiven Farben so, dass jeder Spieler so viele Punkte wie möglich erzielt; die Wertungsübersicht zeigt, wohin jeder Joker gegangen ist.
ruling-cards-under-last-round-title = Wie viele Karten unter der Karte „Letzte Runde“ liegen
ruling-cards-under-last-round-reading = 15 im Original, 16 in der Neuauflage (ihr Goldener Joker lässt eine Karte mehr ziehen); die Option Ausgabe entscheidet. Eine englische Ausgabe mit dem Goldenen Joker nennt 15.
