# Catalogue `record` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `record` (chroma_desktop/rules/record_words.py): why a match record
# does not replay, said inside the refusal of a save (data/i18n/it/files.yaml). Key → text. Syntax:
# chroma_desktop/rules/messages.py. Field names, values and moves are quoted as the record writes
# them; what the rules say of a move comes in {reason} in their own words.

not-an-object = un salvataggio di partita deve essere un oggetto JSON
unsupported-version = format_version { $version } non supportata (attesa: { $expected })
field-not-text = il campo { $key } del salvataggio manca o non è testo
field-not-number = il campo { $key } del salvataggio manca o non è un numero intero
field-not-list = il campo { $key } del salvataggio manca o non è una lista
too-many-moves = contiene { $moves } mosse, più di qualsiasi partita (al massimo { $most })
options-not-object = il campo 'options' del salvataggio deve essere un oggetto
cannot-set-up = { $reason }
position-not-text = il campo 'position' del salvataggio deve essere testo
position-refused = la sua posizione di partenza è rifiutata: { $reason }
position-not-whole = la sua posizione di partenza non è una posizione intera per i giocatori e le opzioni di questa partita
cursor-outside = il cursore { $cursor } è fuori dalle { $moves } { $moves ->
        [one] mossa registrata
       *[other] mosse registrate
    }
cursor-in-chance = il cursore { $cursor } punta a metà di un esito del caso
entry-shape = la mossa { $ply } deve essere [giocatore, testo], non { $entry }
does-not-replay = la mossa { $ply } ({ $move }) non si può rigiocare: { $reason }
already-over = la partita è già finita
chance-decides-nothing = qui il caso non decide nulla
not-the-seeds-outcome = non è l'esito che il seme di questa partita estrae qui
not-their-turn = non è il turno del giocatore { $player }
not-legal-for = qui non è una mossa consentita per il giocatore { $player }
as-said = parole del gioco, in inglese: { $words }
