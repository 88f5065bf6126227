# Catalogue `play` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/play.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

not-allowed-now = das ist jetzt nicht erlaubt: { $move }
not-a-move = das ist kein Zug dieses Spiels
does-not-read = „{ $move }“ ist kein Zug dieses Spiels (Worte des Spiels, auf Englisch: { $detail })
not-allowed-saying = das ist jetzt nicht erlaubt: { $move } (Worte des Spiels, auf Englisch: { $detail })
game-over = das Spiel ist vorbei
chance-decides = hier entscheidet der Zufall, kein Spieler
say-who-moves = jetzt handeln mehrere Spieler: Sag, wer zieht
not-their-turn = { $p-person ->
        [second] du bist nicht am Zug
       *[third] { $p } ist nicht am Zug
    }
something-went-wrong = etwas ist schiefgegangen, und das Spiel geht weiter (Worte des Programms, auf Englisch: { $detail })
from-set-position = dieses Spiel beginnt mit einer vorgegebenen Stellung, nicht mit einer ausgeteilten
set-position-short = aus einer vorgegebenen Stellung
