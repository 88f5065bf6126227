# Catalogue `position` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `position` (chroma_desktop/rules/position_words.py): why a text is
# not a position, said by Edit → Incolla posizione and by a position file opened. Key → text.
# Syntax: chroma_desktop/rules/messages.py. The notation itself (keys, values, the header's
# "chroma position: GAME, N players", P1, yes/no) is the same in every language: quoted as written.

on-line = riga { $line }: { $reason }
on-key-line = riga { $line } ({ $key }): { $reason }
on-key = { $key }: { $reason }
not-text = una posizione deve essere testo
too-long = è troppo lungo per una posizione ({ $chars } caratteri, al massimo { $most })
empty = il testo è vuoto: una posizione inizia con 'chroma position: GIOCO, N players'
cannot-be-read = la posizione non si può leggere: la lettura del gioco si è fermata su un problema che non prevedeva (dettaglio tecnico: { $error })
no-notation = { $game } non ha ancora una notazione delle posizioni
no-header = una posizione inizia con 'chroma position: GIOCO, N players' (trovato { $found })
header-parts = l'intestazione indica il gioco e i giocatori: 'chroma position: GAME, N players'
other-game = questa è una posizione di { $game_id }, non di { $game }
players-words = scrivi quanti giocano come '4 players', non { $found }
option-form = le opzioni si scrivono nome=valore, non { $found }
given-twice = { $name } è indicato due volte
view-seat = view= indica un posto (da P1 a P{ $players }) o 'spectator', non { $view }
not-key-value = { $line } non è una riga 'chiave: valore'
key-twice = { $key } è indicata due volte (anche alla riga { $other })
missing = manca la riga '{ $key }: ...'
missing-meant = manca la riga '{ $key }: ...' (si intendeva { $written } alla riga { $line }?)
no-value = non ha un valore
unknown-line = { $key } non è una riga di questa posizione (le sue righe: { $known })
not-whole-number = { $value } non è un numero intero
out-of-range = deve essere da { $low } a { $high }, non { $number }
not-one-of = { $value } non è uno tra: { $choices }
yes-or-no = scrivi yes o no, non { $value }
not-a-seat = { $value } non è un posto (da P1 a P{ $players })
not-count-name = { $part } non è 'NUMERO NOME' (come in '2 { $name }')
hides-nothing = '?' indica una parte nascosta, e questo gioco non nasconde nulla
only-view-hides = '?' indica una parte nascosta: solo una vista (view=P1 nell'intestazione) nasconde qualcosa
view-shows-hidden = questa vista mostra ciò che chi guarda non può vedere: scrivi '?' per ciò che è nascosto
chance-cannot = tocca al caso decidere cosa succede, ma nulla può accadere
nobody-to-move = non tocca a nessuno, eppure la partita non è finita
no-legal-move = tocca a { $seat }, ma in questa posizione non ha mosse consentite
does-not-hold = la posizione non è coerente: il controllo si è fermato su un problema che il gioco non prevedeva (dettaglio tecnico: { $error })
not-conserved = i componenti non tornano: { $wrong }
component-count = { $found } { $name } dove il gioco ne ha { $expected }
as-said = parole del gioco, in inglese: { $words }
