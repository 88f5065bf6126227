# Catalogue `host` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/host.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

cannot-listen = auf Port { $port } kann nicht gelauscht werden (technisches Detail: { $detail })
not-an-address = { $server } ist keine Serveradresse (ws://HOST:PORT)
no-server-answers = unter { $server } antwortet kein Server
table-refused = der Server hat den Tisch abgelehnt
table-refused-saying = der Server hat den Tisch abgelehnt (Worte des Servers, auf Englisch: { $detail })
no-codes = der Server hat keine Kurzcodes erstellt (technisches Detail: { $detail })
set-up-refused = { $reason }
