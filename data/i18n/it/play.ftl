# Catalogue `play` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `play` (chroma_desktop/rules/play_words.py): why a table refuses a
# move when the rules gave no reason of their own. Key → text. Syntax:
# chroma_desktop/rules/messages.py. A move's text is its notation, quoted as written.

not-allowed-now = ora non è consentito: { $move }
not-a-move = questa non è una mossa di questo gioco
does-not-read = '{ $move }' non è una mossa di questo gioco (parole del gioco, in inglese: { $detail })
not-allowed-saying = ora non è consentito: { $move } (parole del gioco, in inglese: { $detail })
game-over = la partita è finita
chance-decides = qui decide il caso, non un giocatore
say-who-moves = ora agiscono più giocatori: indica chi muove
not-their-turn = { $p-person ->
        [second] non è il tuo turno
       *[third] non è il turno di { $p }
    }
something-went-wrong = qualcosa è andato storto, e la partita continua (parole del programma, in inglese: { $detail })
from-set-position = questa partita parte da una posizione data, non da una distribuzione
set-position-short = da una posizione data
