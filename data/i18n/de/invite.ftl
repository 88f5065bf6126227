# Catalogue `invite` in de: one message per template, by its key in kebab case.
# Written from the English (data/i18n/en/invite.ftl), with the Italian beside it.
# Variables: docs/ARCHITECTURE.md, "Words in every language".

server-address = die Serveradresse muss ws://HOST:PORT oder wss://HOST:PORT sein, nicht { $server }
seat-or-watch = eine Einladung gilt für einen Platz oder zum Zuschauen: Gib eines von beiden an
not-a-game-id = { $game } ist keine Spiel-ID
starts-with = ein Einladungslink beginnt mit chroma:// (oder chromas://)
no-server = der Link nennt keinen Server: chroma://HOST:PORT/TISCH?seat=...
no-table = der Link nennt keinen Tisch
seat-nor-code = der Link gibt weder einen Platz noch einen Zuschauercode an (oder beides)
secret-damaged = der Geheimcode des Links ist beschädigt: Bitte um einen neuen Link
game-damaged = das Spiel im Link ist beschädigt: Bitte um einen neuen Link
no-game = er sagt nicht, für welches Spiel er gilt
