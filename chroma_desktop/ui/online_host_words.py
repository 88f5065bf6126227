"""Why a table cannot be hosted, as message templates (the catalogue `host`; Italian texts:
`data/i18n/it/host.yaml`).

`online_host.py` runs without Qt, partly on its worker thread, so a `HostError` carries its
reason as a template, said in the language shown when the Host dialog or My online games shows it
(`str()` of the error). Addresses and ports are said as written; what the system or a server said
comes only as a technical detail. `online_host.py` imports this module only when it refuses.
"""


from chroma_desktop.rules.messages import MESSAGE, TEXT, catalogue
from chroma_desktop.rules.record_words import written as written

T = catalogue("host")


CANNOT_LISTEN = T.add("cannot_listen", "cannot listen on port {port}: {detail}", port=TEXT, detail=TEXT)
NOT_AN_ADDRESS = T.add("not_an_address", "{server} is not a server address (ws://HOST:PORT)", server=TEXT)
NO_SERVER_ANSWERS = T.add("no_server_answers", "no server answers at {server}", server=TEXT)
TABLE_REFUSED = T.add("table_refused", "the server refused the table")
TABLE_REFUSED_SAYING = T.add("table_refused_saying", "the server refused the table: {detail}",
                             detail=TEXT)
NO_CODES = T.add("no_codes", "the server made no short codes: {detail}", detail=TEXT)
SET_UP_REFUSED = T.add("set_up_refused", "{reason}", reason=MESSAGE)
