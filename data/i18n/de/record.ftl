# Catalogue `record` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/record.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

not-an-object = eine gespeicherte Partie muss ein JSON-Objekt sein
unsupported-version = format_version { $version } wird nicht unterstützt (erwartet: { $expected })
field-not-text = das Feld { $key } der gespeicherten Partie fehlt oder ist kein Text
field-not-number = das Feld { $key } der gespeicherten Partie fehlt oder ist keine ganze Zahl
field-not-list = das Feld { $key } der gespeicherten Partie fehlt oder ist keine Liste
too-many-moves = sie enthält { $moves } Züge, mehr als jedes Spiel hat (höchstens { $most })
options-not-object = das Feld 'options' der gespeicherten Partie muss ein Objekt sein
cannot-set-up = { $reason }
position-not-text = das Feld 'position' der gespeicherten Partie muss Text sein
position-refused = ihre Anfangsstellung wird abgelehnt: { $reason }
position-not-whole = ihre Anfangsstellung ist keine vollständige Stellung für die Spieler und Optionen dieser Partie
cursor-outside = der Cursor { $cursor } liegt außerhalb { $moves ->
        [one] des { $moves } gespeicherten Zuges
       *[other] der { $moves } gespeicherten Züge
    }
cursor-in-chance = der Cursor { $cursor } zeigt mitten in einen Zufallsausgang
entry-shape = Zug { $ply } muss [Spieler, Text] sein, nicht { $entry }
does-not-replay = Zug { $ply } ({ $move }) lässt sich nicht nachspielen: { $reason }
already-over = die Partie ist schon vorbei
chance-decides-nothing = hier entscheidet der Zufall nichts
not-the-seeds-outcome = das ist nicht der Ausgang, den der Seed dieser Partie hier zieht
not-their-turn = Spieler { $player } ist nicht am Zug
not-legal-for = das ist hier kein erlaubter Zug für Spieler { $player }
as-said = Worte des Spiels, auf Englisch: { $words }
