# Catalogue `content` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/content.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

at-line-key = { $file }, Zeile { $line }, Schlüssel { $key }: { $reason }
at-line = { $file }, Zeile { $line }: { $reason }
at-key = { $file }, Schlüssel { $key }: { $reason }
at-file = { $file }: { $reason }
no-folder = diesen Inhaltsordner gibt es nicht
no-yaml = enthält keine .yaml-Dateien
too-many-files = enthält { $files } .yaml-{ $files ->
        [one] Datei
       *[other] Dateien
    } (höchstens { $most })
folder-bytes = seine .yaml-Dateien enthalten zusammen mehr als { $most } Byte
folder-values = seine .yaml-Dateien enthalten zusammen mehr als { $most } { $most ->
        [one] Wert
       *[other] Werte
    }
folder-text = seine .yaml-Dateien enthalten zusammen mehr als { $most } Byte Text, wenn ihre Aliase aufgelöst sind
not-a-mapping = die Datei muss eine Zuordnung von Schlüsseln der obersten Ebene sein
defined-twice = ist schon in { $other } festgelegt
cannot-be-built = kann nicht gebaut werden: Der Inhalt hat eine Form, die das Spiel nicht vorsieht (technisches Detail: { $detail })
schemas-missing = die Inhaltsschemas der App selbst fehlen (eine beschädigte Installation)
schema-unreadable = das Schema kann nicht gelesen werden (technisches Detail: { $detail })
file-unreadable = { $reason }
not-utf8 = ist kein UTF-8-Text
control-character = enthält das Steuerzeichen { $code }, das YAML nicht erlaubt
several-documents = enthält mehr als ein YAML-Dokument (eines wird erwartet)
too-many-digits = eine Zahl mit mehr als { $most } { $most ->
        [one] Ziffer
       *[other] Ziffern
    }
value-unreadable = der Wert { $value } kann nicht gelesen werden (technisches Detail: { $detail })
not-finite = { $value } ist keine endliche Zahl
alias-contains = der Alias *{ $anchor } verweist auf einen Knoten, der ihn enthält
alias-unanchored = der Alias *{ $anchor } hat keinen Anker vor sich
nested-too-deep = mehr als { $most } { $most ->
        [one] Ebene
       *[other] Ebenen
    } tief verschachtelt
too-many-values = enthält mehr als { $most } { $most ->
        [one] Wert
       *[other] Werte
    }, wenn seine Aliase aufgelöst sind
too-many-bytes = enthält mehr als { $most } Byte Text, wenn seine Aliase aufgelöst sind
duplicate-key = doppelter Schlüssel
yaml-value = ein YAML-Wert kann nicht gebaut werden (technisches Detail: { $detail })
yaml-syntax = der Text ist kein korrekt geschriebenes YAML (technisches Detail: { $detail })
yaml-other = die YAML-Datei kann nicht gelesen werden (technisches Detail: { $detail })
required = hier ist { $name } nötig
translation-required = hier ist { $wanted } nötig (die Übersetzung von { $given })
unknown-keys = unbekannter Schlüssel nicht erlaubt ({ $keys } { $n ->
        [one] war
       *[other] waren
    } nicht erwartet)
not-of-type = { $value } ist nicht vom Typ { $kinds }
not-in-choices = { $value } ist keiner der Werte { $choices }
not-constant = hier wird { $value } erwartet
below-minimum = { $value } ist kleiner als das Minimum { $limit }
above-maximum = { $value } ist größer als das Maximum { $limit }
at-or-below = { $value } ist nicht größer als { $limit }
at-or-above = { $value } ist nicht kleiner als { $limit }
too-short-text = { $value } ist kürzer als { $most } { $most ->
        [one] Zeichen
       *[other] Zeichen
    }
too-long-text = { $value } ist länger als { $most } { $most ->
        [one] Zeichen
       *[other] Zeichen
    }
too-few-items = die Liste enthält weniger als { $least } { $least ->
        [one] Element
       *[other] Elemente
    }
too-many-items = die Liste enthält mehr als { $most } { $most ->
        [one] Element
       *[other] Elemente
    }
not-unique = die Liste enthält dasselbe Element zweimal
no-pattern-match = { $value } ist nicht so geschrieben, wie dieses Feld es verlangt ({ $pattern })
too-few-keys = enthält weniger als { $least } { $least ->
        [one] Schlüssel
       *[other] Schlüssel
    }
too-many-keys = enthält mehr als { $most } { $most ->
        [one] Schlüssel
       *[other] Schlüssel
    }
schema-other = der Wert passt nicht zum Schema des Spiels (technisches Detail: { $detail })
kind-string = ein Text
kind-integer = eine ganze Zahl
kind-number = eine Zahl
kind-boolean = wahr oder falsch (true oder false)
kind-array = eine Liste
kind-object = eine Zuordnung von Schlüsseln
kind-null = leer
kind-or = { $first } oder { $second }
already-used = { $value } wird schon von { $other } verwendet
same-values = muss dieselben Werte in derselben Reihenfolge übersetzen ({ $values })
each-alternative = muss jede Alternative einzeln übersetzen
not-option-value = { $value } ist keiner der Werte der Option ({ $values })
no-lessons-file = keine Lektionsdatei für { $game }
not-a-position-of = ist keine Stellung von { $game }: { $reason }
whole-position = muss eine vollständige Stellung sein, keine Ansicht
position-seats = die Stellung hat { $seats } { $seats ->
        [one] Platz
       *[other] Plätze
    }
seat-not-to-move = { $seat } ist in der Stellung nicht am Zug
accepted-not-offered = { $move } wird angenommen, aber nicht angeboten
says-the-hint = wiederholt die Worte des Tipps
translates-no-move = übersetzt keinen Zug der Rückmeldungen
not-a-move = { $move } ist kein Zug: { $reason }
not-legal-in-lesson = { $move } ist in der Stellung der Lektion kein erlaubter Zug
as-said = auf Englisch: { $words }

## What the app shows with its rulings and lessons (content/rulings.py, lessons.py)

ruling-issue-unclear = Die Spielregel ist unklar
ruling-issue-silent = Die Spielregel sagt nichts dazu
ruling-issue-conflict = Die Spielregel widerspricht sich
ruling-issue-garbled = Der Text der Spielregel ist beschädigt
quote-note =
    { $rulebook ->
        [it] italienische Spielregel, auf Italienisch zitiert
       *[en] englische Spielregel, auf Englisch zitiert
    }
lesson-done = Diese Lektion ist beendet: Versuche sie noch einmal oder gehe zur nächsten.
