"""Why a table cannot be hosted, as message templates (the catalogue `host`; Italian texts:
`data/i18n/it/host.yaml`).

`online_host.py` runs without Qt, partly on its worker thread, so a `HostError` carries its
reason as a template, said in the language shown when the Host dialog or My online games shows it
(`str()` of the error). Addresses and ports are said as written; what the system or a server said
comes only as a technical detail. `online_host.py` imports this module only when it refuses.
"""


from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import MESSAGE, TEXT, catalogue
from chroma_desktop.rules.record_words import written as written

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.rules import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.Host]" = catalogue("host")


CANNOT_LISTEN = T.add("cannot_listen", port=TEXT, detail=TEXT)
NOT_AN_ADDRESS = T.add("not_an_address", server=TEXT)
NO_SERVER_ANSWERS = T.add("no_server_answers", server=TEXT)
TABLE_REFUSED = T.add("table_refused")
TABLE_REFUSED_SAYING = T.add("table_refused_saying", detail=TEXT)
NO_CODES = T.add("no_codes", detail=TEXT)
SET_UP_REFUSED = T.add("set_up_refused", reason=MESSAGE)
