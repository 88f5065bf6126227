# Catalogue `coloretto_content` in de: why Coloretto's content is refused (the frame with file,
# line and key: content.yaml). Variables: docs/ARCHITECTURE.md, "Words in every language".

rows-cannot-serve = { $rows } { $rows ->
        [one] Reihe kann
       *[other] Reihen können
    } nicht { $players } { $players ->
        [one] Spieler
       *[other] Spieler
    } bedienen
starting-colours = { $players } { $players ->
        [one] Spieler
       *[other] Spieler
    } x { $cards } verschiedene { $cards ->
        [one] Startfarbe
       *[other] Startfarben
    } brauchen { $needed } { $needed ->
        [one] Farbe
       *[other] Farben
    }, aber im Spiel { $in_play ->
        [one] ist nur { $in_play }
       *[other] sind nur { $in_play }
    }
too-few-colours = es bleiben weniger als 3 Farben
none-scores-zero = keine Karte einer Farbe darf 0 Punkte zählen
larger-than-deck = ist größer als der Stapel
