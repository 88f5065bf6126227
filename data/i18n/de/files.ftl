# Catalogue `files` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/files.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

cannot-be-read = { $file } kann nicht gelesen werden: { $reason }
not-regular = { $file } ist keine normale Datei
too-large = { $file } ist zu groß (mehr als { $limit } Byte)
cannot-be-opened = { $file } kann nicht geöffnet werden: { $reason }
cannot-be-restored = { $file } kann nicht wiederhergestellt werden: { $reason }
not-position-text = { $file } ist keine Stellung (kein UTF-8-Text)
not-playable-position = { $file } ist keine spielbare Stellung: { $reason }
seats-for-players = sie nennt { $seats } { $seats ->
        [one] Platz
       *[other] Plätze
    } für { $players } Spieler
key-twice = der Schlüssel { $key } steht zweimal da
too-many-digits = eine Zahl hat mehr als { $n } { $n ->
        [one] Ziffer
       *[other] Ziffern
    }
not-a-number = { $name } ist keine Zahl, die eine gespeicherte Partie enthalten darf
not-utf8 = das ist kein gültiges JSON (kein UTF-8-Text)
not-unicode = sie enthält Text, der kein gültiges Unicode ist (ein einzelnes Surrogat)
not-text = das ist kein UTF-8-Text
bad-json = das ist kein gültiges JSON (Zeile { $line }: { $problem })
too-deep = das ist kein gültiges JSON (zu tief verschachtelt)
not-a-save = das ist keine gespeicherte Partie von Chroma Desktop
unsupported-version = format_version { $version } wird nicht unterstützt (erwartet: { $expected })
unknown-field = unbekanntes Feld { $name }
field-missing = das Feld { $name } fehlt
field-kind = das Feld { $name } muss { $kind } sein
as-said = { $words }
kind-whole-number = eine ganze Zahl
kind-text = Text
kind-texts = ein Objekt aus Texten
kind-moves = eine Liste von Paaren [Spieler, Zug]
kind-seats = eine Liste von Plätzen, jeder mit einem Namen (Text) und einem Bot (Text)
kind-flag = true oder false
kind-position = Text (eine Stellung, von der die Züge ausgehen)
