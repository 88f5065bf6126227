"""Why a text is not an invite link, as message templates (the catalogue `invite`; Italian texts:
`data/i18n/it/invite.yaml`).

`invite.py` refuses a link with an `InviteError` whose `reason` is one of these, said in the
language shown where the Join dialog shows it (`str()` of the error); the link's own parts (an
address, a game id) are said as written. `invite.py` imports this module only when it refuses.
"""


from chroma_desktop.rules.messages import TEXT, catalogue
from chroma_desktop.rules.record_words import written as written

T = catalogue("invite")


SERVER_ADDRESS = T.add("server_address", "the server address must be ws://HOST:PORT or wss://HOST:PORT, "
                       "not {server}", server=TEXT)
SEAT_OR_WATCH = T.add("seat_or_watch", "an invite is for a seat or for watching: give one of the two")
NOT_A_GAME_ID = T.add("not_a_game_id", "{game} is not a game id", game=TEXT)
STARTS_WITH = T.add("starts_with", "an invite link starts with chroma:// (or chromas://)")
NO_SERVER = T.add("no_server", "the link names no server: chroma://HOST:PORT/TABLE?seat=...")
NO_TABLE = T.add("no_table", "the link names no table")
SEAT_NOR_CODE = T.add("seat_nor_code", "the link gives neither a seat nor a spectator code (or both)")
SECRET_DAMAGED = T.add("secret_damaged", "the link's secret is damaged: ask for the link again")
GAME_DAMAGED = T.add("game_damaged", "the link's game is damaged: ask for the link again")
NO_GAME = T.add("no_game", "it does not say which game it is for")
