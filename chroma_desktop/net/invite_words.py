"""Why a text is not an invite link, as message templates (the catalogue `invite`; Italian texts:
`data/i18n/it/invite.yaml`).

`invite.py` refuses a link with an `InviteError` whose `reason` is one of these, said in the
language shown where the Join dialog shows it (`str()` of the error); the link's own parts (an
address, a game id) are said as written. `invite.py` imports this module only when it refuses.
"""


from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import TEXT, catalogue
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.Invite]" = catalogue("invite")


SERVER_ADDRESS = T.add("server_address", server=TEXT)
SEAT_OR_WATCH = T.add("seat_or_watch")
NOT_A_GAME_ID = T.add("not_a_game_id", game=TEXT)
STARTS_WITH = T.add("starts_with")
NO_SERVER = T.add("no_server")
NO_TABLE = T.add("no_table")
SEAT_NOR_CODE = T.add("seat_nor_code")
SECRET_DAMAGED = T.add("secret_damaged")
GAME_DAMAGED = T.add("game_damaged")
NO_GAME = T.add("no_game")
