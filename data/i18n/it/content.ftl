# Catalogue `content` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `content` (chroma_desktop/content/content_words.py): why a content
# pack (a game's YAML folder, a lessons file) is refused, said where the app shows it. Key → text.
# Syntax: chroma_desktop/rules/messages.py. File, line, key path and the values a file holds are
# quoted exactly as written; what a library said comes only as a technical detail (in English).

at-line-key = { $file }, riga { $line }, chiave { $key }: { $reason }
at-line = { $file }, riga { $line }: { $reason }
at-key = { $file }, chiave { $key }: { $reason }
at-file = { $file }: { $reason }
no-folder = la cartella dei contenuti non esiste
no-yaml = non contiene file .yaml
too-many-files = contiene troppi file .yaml: { $files } (al massimo { $most })
folder-bytes = i suoi file .yaml insieme superano i { $most } byte
folder-values = i suoi file .yaml insieme contengono più di { $most } { $most ->
        [one] valore
       *[other] valori
    }
folder-text = i suoi file .yaml insieme contengono più di { $most } { $most ->
        [one] byte
       *[other] byte
    } di testo una volta espansi i loro alias
not-a-mapping = il file deve essere una mappa di chiavi di primo livello
defined-twice = è già definita in { $other }
cannot-be-built = non si può costruire: il contenuto ha una forma che il gioco non prevede (dettaglio tecnico: { $detail })
schemas-missing = mancano gli schemi dei contenuti dell'app stessa (un'installazione danneggiata)
schema-unreadable = lo schema non si può leggere (dettaglio tecnico: { $detail })
file-unreadable = { $reason }
not-utf8 = non è testo UTF-8
control-character = contiene il carattere di controllo { $code }, che YAML non ammette
several-documents = contiene più di un documento YAML (se ne aspetta uno)
too-many-digits = un numero di più di { $most } { $most ->
        [one] cifra
       *[other] cifre
    }
value-unreadable = il valore { $value } non si può leggere (dettaglio tecnico: { $detail })
not-finite = { $value } non è un numero finito
alias-contains = l'alias *{ $anchor } rimanda a un nodo che lo contiene
alias-unanchored = l'alias *{ $anchor } non ha un'ancora prima di sé
nested-too-deep = annidato per più di { $most } { $most ->
        [one] livello
       *[other] livelli
    }
too-many-values = contiene più di { $most } { $most ->
        [one] valore
       *[other] valori
    } una volta espansi i suoi alias
too-many-bytes = contiene più di { $most } { $most ->
        [one] byte
       *[other] byte
    } di testo una volta espansi i suoi alias
duplicate-key = chiave ripetuta
yaml-value = un valore YAML non si può costruire (dettaglio tecnico: { $detail })
yaml-syntax = il testo non è YAML scritto correttamente (dettaglio tecnico: { $detail })
yaml-other = il file YAML non si può leggere (dettaglio tecnico: { $detail })
required = qui serve { $name }
translation-required = qui serve { $wanted } (la traduzione di { $given })
unknown-keys = chiave sconosciuta non ammessa ({ $keys } non { $n ->
        [one] è prevista
       *[other] sono previste
    })
not-of-type = { $value } non è { $kinds }
not-in-choices = { $value } non è uno tra { $choices }
not-constant = qui si aspetta { $value }
below-minimum = { $value } è minore del minimo, { $limit }
above-maximum = { $value } è maggiore del massimo, { $limit }
at-or-below = { $value } non è maggiore di { $limit }
at-or-above = { $value } non è minore di { $limit }
too-short-text = { $value } è più corto di { $most } { $most ->
        [one] carattere
       *[other] caratteri
    }
too-long-text = { $value } è più lungo di { $most } { $most ->
        [one] carattere
       *[other] caratteri
    }
too-few-items = la lista contiene meno di { $least } { $least ->
        [one] elemento
       *[other] elementi
    }
too-many-items = la lista contiene più di { $most } { $most ->
        [one] elemento
       *[other] elementi
    }
not-unique = la lista contiene due volte lo stesso elemento
no-pattern-match = { $value } non è scritto come chiede questo campo ({ $pattern })
too-few-keys = contiene meno di { $least } { $least ->
        [one] chiave
       *[other] chiavi
    }
too-many-keys = contiene più di { $most } { $most ->
        [one] chiave
       *[other] chiavi
    }
schema-other = il valore non rispetta lo schema del gioco (dettaglio tecnico: { $detail })
kind-string = un testo
kind-integer = un numero intero
kind-number = un numero
kind-boolean = vero o falso (true o false)
kind-array = una lista
kind-object = una mappa di chiavi
kind-null = vuoto
kind-or = { $first } o { $second }
already-used = { $value } è già usato da { $other }
same-values = deve tradurre gli stessi valori, nello stesso ordine ({ $values })
each-alternative = deve tradurre ogni alternativa, una per una
not-option-value = { $value } non è uno dei valori dell'opzione ({ $values })
no-lessons-file = nessun file di lezioni per { $game }
not-a-position-of = non è una posizione di { $game }: { $reason }
whole-position = deve essere una posizione intera, non una vista
position-seats = la posizione ha { $seats } { $seats ->
        [one] posto
       *[other] posti
    }
seat-not-to-move = { $seat } non è di turno nella posizione
accepted-not-offered = { $move } è accettata ma non offerta
says-the-hint = ripete le parole del suggerimento
translates-no-move = non traduce nessuna mossa di feedback
not-a-move = { $move } non è una mossa: { $reason }
not-legal-in-lesson = { $move } non è una mossa legale nella posizione della lezione
as-said = in inglese: { $words }

## What the app shows with its rulings and lessons (content/rulings.py, lessons.py)

ruling-issue-unclear = Il regolamento non è chiaro
ruling-issue-silent = Il regolamento non ne parla
ruling-issue-conflict = Il regolamento si contraddice
ruling-issue-garbled = Il testo del regolamento è danneggiato
quote-note =
    { $rulebook ->
        [it] {""}
       *[en] regolamento inglese, citato in inglese
    }
lesson-done = Questa lezione è finita: riprovala, o passa alla prossima.
