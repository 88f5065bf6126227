# Catalogue `invite` in en: one message per template, by its key in kebab case.
# The one source of the English: edit it here (ids and slots are declared in the code, `T.add`).
# Variables: docs/ARCHITECTURE.md, "Words in every language".

server-address = the server address must be ws://HOST:PORT or wss://HOST:PORT, not { $server }
seat-or-watch = an invite is for a seat or for watching: give one of the two
not-a-game-id = { $game } is not a game id
starts-with = an invite link starts with chroma:// (or chromas://)
no-server = the link names no server: chroma://HOST:PORT/TABLE?seat=...
no-table = the link names no table
seat-nor-code = the link gives neither a seat nor a spectator code (or both)
secret-damaged = the link's secret is damaged: ask for the link again
game-damaged = the link's game is damaged: ask for the link again
no-game = it does not say which game it is for
