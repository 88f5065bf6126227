# Catalogue `cmyk_content` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/cmyk_content.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

already-used = { $value } wird schon von { $other } verwendet
not-a-level = { $percent } % ist keine Markierungsstufe (Stufen: { $levels })
same-marks = hat dieselben Markierungen wie { $other }: Jedes Plättchen ist einzigartig
already-the-id = { $value } ist schon die ID von { $other }
marks-per-ink = die Plättchen zeigen { $count } { $count ->
        [one] Markierung
       *[other] Markierungen
    } in { $ink } bei { $percent } %, nicht { $expected }
effect-needs = ein Effekt der Art { $kind } braucht { $name }
effect-takes-no = ein Effekt der Art { $kind } nimmt kein { $name } (er nimmt { $needed })
only-one-card = nur eine Karte darf den Effekt { $kind } haben ({ $other } hat ihn)
at-least-one = muss mindestens 1 sein
not-an-ink = { $ink } ist keine Farbe
not-a-mark-level = { $percent } % ist keine Markierungsstufe
each-ink-once = muss jede Farbe einmal nennen, nicht { $order }
piles-need-tiles = { $piles } { $piles ->
        [one] Stapel
       *[other] Stapel
    } zu { $per_pile } brauchen { $needed } Plättchen, die Schachtel enthält { $held }
too-few-for-initial = zu wenige Plättchen für die Startplättchen
six-private-cards = 5 Spieler und „Diese Farbe will ich auch!“ brauchen mindestens 6 private Karten
