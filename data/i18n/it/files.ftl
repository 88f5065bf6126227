# Catalogue `files` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `files` (chroma_desktop/persistence/refusals.py): why a save or
# position file is refused, shown on the start page. Key → text. Syntax:
# chroma_desktop/rules/messages.py. What the rules say of a record that does not replay comes in
# {reason} in their own words.

cannot-be-read = { $file } non si può leggere: { $reason }
not-regular = { $file } non è un file normale
too-large = { $file } è troppo grande (più di { $limit } byte)
cannot-be-opened = { $file } non si può aprire: { $reason }
cannot-be-restored = { $file } non si può ripristinare: { $reason }
not-position-text = { $file } non è una posizione (non è testo UTF-8)
not-playable-position = { $file } non è una posizione che si possa giocare: { $reason }
seats-for-players = indica { $seats } { $seats ->
        [one] posto
       *[other] posti
    } per { $players } { $players ->
        [one] giocatore
       *[other] giocatori
    }
key-twice = la chiave { $key } è scritta due volte
too-many-digits = un numero ha più di { $n } { $n ->
        [one] cifra
       *[other] cifre
    }
not-a-number = { $name } non è un numero che un salvataggio possa contenere
not-utf8 = non è JSON valido (non è testo UTF-8)
not-unicode = contiene testo che non è Unicode valido (un surrogato isolato)
not-text = non è testo UTF-8
bad-json = non è JSON valido (riga { $line }: { $problem })
too-deep = non è JSON valido (annidato troppo in profondità)
not-a-save = non è una partita salvata di Chroma Desktop
unsupported-version = format_version { $version } non supportata (attesa: { $expected })
unknown-field = campo sconosciuto { $name }
field-missing = manca il campo { $name }
field-kind = il campo { $name } deve essere { $kind }
as-said = { $words }
kind-whole-number = un numero intero
kind-text = testo
kind-texts = un oggetto di testi
kind-moves = una lista di coppie [giocatore, mossa]
kind-seats = una lista di posti, ciascuno con un nome (testo) e un bot (testo)
kind-flag = true o false
kind-position = testo (una posizione da cui partono le mosse)
