"""Why Coloretto's content is refused, as message templates (the catalogue `coloretto_content`;
Italian texts: `data/i18n/it/coloretto_content.yaml`).

`content.py` raises them through `source.error(key_path, ...)`, which names the file, the line
and the key (`content/content_words.py` says the frame); the app shows them in the language shown,
`chroma validate` in English. Ids and values are quoted as the file writes them.
"""

from typing import TYPE_CHECKING

from chroma_desktop.rules.messages import COUNT, catalogue

if TYPE_CHECKING:  # the keys its messages have (tools/message_ids.py)
    from chroma_desktop.games.coloretto import message_ids as ids
    from chroma_desktop.rules.messages import Catalogue

T: "Catalogue[ids.ColorettoContent]" = catalogue("coloretto_content")

ROWS_CANNOT_SERVE = T.add("rows_cannot_serve", rows=COUNT, players=COUNT)
STARTING_COLOURS = T.add("starting_colours", players=COUNT, cards=COUNT, needed=COUNT, in_play=COUNT)
TOO_FEW_COLOURS = T.add("too_few_colours")
NONE_SCORES_ZERO = T.add("none_scores_zero")
LARGER_THAN_DECK = T.add("larger_than_deck")
