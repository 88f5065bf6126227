# Catalogue `host` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

cannot-listen = cannot listen on port { $port }: { $detail }
not-an-address = { $server } is not a server address (ws://HOST:PORT)
no-server-answers = no server answers at { $server }
table-refused = the server refused the table
table-refused-saying = the server refused the table: { $detail }
no-codes = the server made no short codes: { $detail }
set-up-refused = { $reason }
