# Catalogue `host` in it: one message per template, by its key in kebab case.
# The Italian of each message of en/ by its id, with the same variables (converted from YAML).
# Variables: docs/ARCHITECTURE.md, "Words in every language".
# From the YAML's notes:
# Italian texts of the catalogue `host` (chroma_desktop/ui/online_host_words.py): why a table
# cannot be hosted. Key → text. Addresses and ports are quoted as written; what the system or a
# server said comes as a technical detail, in its own (English) words.

cannot-listen = non si può restare in ascolto sulla porta { $port } (dettaglio tecnico: { $detail })
not-an-address = { $server } non è l'indirizzo di un server (ws://HOST:PORTA)
no-server-answers = nessun server risponde a { $server }
table-refused = il server ha rifiutato il tavolo
table-refused-saying = il server ha rifiutato il tavolo (parole del server, in inglese: { $detail })
no-codes = il server non ha creato i codici brevi (dettaglio tecnico: { $detail })
set-up-refused = { $reason }
